/*
 * lang_lex.c: the tokens of mdb's command language.
 *
 * The lexer follows mdb_lex.l's start conditions (see language.h): what a
 * character means depends on where we are.  After an expression, '/' and
 * '=' are format verbs; after ::dcmd, everything up to a blank is a word;
 * after '!', the rest of the command is for the shell.  The parser peeks
 * one token at a time, so a token that switches the state (::name, /,
 * $[, ]) is always lexed before the token it governs.
 *
 * mdb's numbers: default radix 16; 0x hex, 0t decimal, 0o octal, 0i
 * binary; '_' may separate digits.  A token made only of hex digits that
 * starts with a letter ("add", "dead") is a symbol if the target has one
 * by that name, else a number, exactly as mdb_lex.l decides.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "language.h"

#define	LX_EOF	(-1)

/* ---- arena ---- */

#define	LANG_CHUNK	4096

void *
lang_alloc(lang_parse_t *p, size_t n)
{
	lang_chunk_t *c = p->p_arena;
	void *r;

	n = (n + 15) & ~(size_t)15;
	if (c == NULL || c->lc_size - c->lc_used < n) {
		size_t sz = n > LANG_CHUNK ? n : LANG_CHUNK;

		if ((c = malloc(sizeof (lang_chunk_t) + sz)) == NULL)
			return (NULL);
		c->lc_next = p->p_arena;
		c->lc_used = 0;
		c->lc_size = sz;
		p->p_arena = c;
	}
	/* the chunk header is 24 bytes; keep the data 16-byte aligned */
	r = (char *)(c + 1) + c->lc_used;
	c->lc_used += n;
	return (r);
}

char *
lang_strndup(lang_parse_t *p, const char *s, size_t n)
{
	char *d = lang_alloc(p, n + 1);

	if (d == NULL) {
		lang_error(p, "out of memory");
		return (NULL);
	}
	memcpy(d, s, n);
	d[n] = '\0';
	return (d);
}

void
lang_init(lang_parse_t *p, const char *s, size_t len)
{
	memset(p, 0, sizeof (*p));
	p->p_in = s;
	p->p_len = len;
	p->p_mode = LM_INITIAL;
}

void
lang_fini(lang_parse_t *p)
{
	while (p->p_arena != NULL) {
		lang_chunk_t *c = p->p_arena;

		p->p_arena = c->lc_next;
		free(c);
	}
}

/* ---- errors ---- */

/* Prints the first error of a parse; later ones are consequences. */
void
lang_error(lang_parse_t *p, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	if (p->p_err)
		return;
	p->p_err = 1;
	va_start(ap, fmt);
	(void) vsnprintf(buf, sizeof (buf), fmt, ap);
	va_end(ap);
	mdb_warn("%s\n", buf);
}

/* "syntax error near "tok"", with the token as it was typed. */
void
lang_syntax(lang_parse_t *p, const lang_token_t *t)
{
	char esc[64];
	size_t start, end;

	if (t->t_type == LT_ERR || p->p_err)
		return;
	if (t->t_type == LT_EOF) {
		lang_error(p, "syntax error: unexpected end of line");
		return;
	}
	start = t->t_pos;
	end = p->p_pos;
	if (end > p->p_len)
		end = p->p_len;
	if (start >= end)
		end = start < p->p_len ? start + 1 : start;
	if (end - start > 32)
		end = start + 32;
	(void) lang_escape(p->p_in + start, end - start, esc, sizeof (esc));
	lang_error(p, "syntax error near \"%s\"", esc);
}

/*
 * Escapes s for printing: control characters, backslash and bytes that
 * are not valid UTF-8 become C escapes; valid UTF-8 passes.  Always
 * NUL-terminates out (if outlen > 0) and returns the length written;
 * what does not fit is dropped whole, never cut inside an escape.
 */
size_t
lang_escape(const char *s, size_t len, char *out, size_t outlen)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0, o = 0;

	if (outlen == 0)
		return (0);
	while (i < len) {
		unsigned char c = u[i];
		char tmp[8];
		size_t n = 0, seq = 0;

		if (c >= 0x20 && c < 0x7f && c != '\\') {
			tmp[n++] = (char)c;
		} else if (c >= 0xc2 && c <= 0xf4) {
			size_t k;

			seq = c <= 0xdf ? 2 : c <= 0xef ? 3 : 4;
			if (i + seq <= len) {
				for (k = 1; k < seq; k++)
					if ((u[i + k] & 0xc0) != 0x80)
						break;
				/* no overlongs, surrogates or > U+10FFFF */
				if (k != seq ||
				    (c == 0xe0 && u[i + 1] < 0xa0) ||
				    (c == 0xed && u[i + 1] >= 0xa0) ||
				    (c == 0xf0 && u[i + 1] < 0x90) ||
				    (c == 0xf4 && u[i + 1] >= 0x90))
					seq = 0;
			} else {
				seq = 0;
			}
		}
		if (seq > 0) {
			if (o + seq >= outlen)
				break;
			memcpy(out + o, u + i, seq);
			o += seq;
			i += seq;
			continue;
		}
		if (n == 0) {
			switch (c) {
			case '\n': n = 2; memcpy(tmp, "\\n", 2); break;
			case '\t': n = 2; memcpy(tmp, "\\t", 2); break;
			case '\r': n = 2; memcpy(tmp, "\\r", 2); break;
			case '\\': n = 2; memcpy(tmp, "\\\\", 2); break;
			default:
				n = (size_t)snprintf(tmp, sizeof (tmp),
				    "\\x%02x", c);
				break;
			}
		}
		if (o + n >= outlen)
			break;
		memcpy(out + o, tmp, n);
		o += n;
		i++;
	}
	out[o] = '\0';
	return (o);
}

/* ---- numbers ---- */

static int
digit_value(int c)
{
	if (c >= '0' && c <= '9')
		return (c - '0');
	if (c >= 'a' && c <= 'f')
		return (c - 'a' + 10);
	if (c >= 'A' && c <= 'F')
		return (c - 'A' + 10);
	return (99);
}

/*
 * Digits of one radix, '_' allowed after the first digit.  Returns 0, or
 * -1 if s is empty, holds a bad digit or overflows 64 bits.
 */
int
lang_strtonum_radix(const char *s, size_t len, int radix, uint64_t *valp)
{
	uint64_t v = 0;
	size_t i;

	if (len == 0 || s[0] == '_')
		return (-1);
	for (i = 0; i < len; i++) {
		int d;

		if (s[i] == '_')
			continue;
		if ((d = digit_value((unsigned char)s[i])) >= radix)
			return (-1);
		if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)radix)
			return (-1);
		v = v * (uint64_t)radix + (uint64_t)d;
	}
	*valp = v;
	return (0);
}

/* Radix of a 0x/0t/0o/0i prefix at s, or 0 if there is none. */
static int
prefix_radix(const char *s, size_t len)
{
	if (len < 3 || s[0] != '0')
		return (0);
	switch (s[1]) {
	case 'x': case 'X':
		return (digit_value((unsigned char)s[2]) < 16 ? 16 : 0);
	case 't': case 'T':
		return (digit_value((unsigned char)s[2]) < 10 ? 10 : 0);
	case 'o': case 'O':
		return (digit_value((unsigned char)s[2]) < 8 ? 8 : 0);
	case 'i': case 'I':
		return (digit_value((unsigned char)s[2]) < 2 ? 2 : 0);
	}
	return (0);
}

int
mdb_strtonum(const char *s, uint64_t *valp)
{
	size_t len;
	int radix;

	if (s == NULL)
		return (-1);
	len = strlen(s);
	if ((radix = prefix_radix(s, len)) != 0)
		return (lang_strtonum_radix(s + 2, len - 2, radix, valp));
	return (lang_strtonum_radix(s, len, 16, valp));
}

/* ---- characters ---- */

static int
cur(const lang_parse_t *p)
{
	return (p->p_pos < p->p_len ? (unsigned char)p->p_in[p->p_pos] :
	    LX_EOF);
}

static int
at(const lang_parse_t *p, size_t k)
{
	return (p->p_pos + k < p->p_len ?
	    (unsigned char)p->p_in[p->p_pos + k] : LX_EOF);
}

static void
skip_blanks(lang_parse_t *p)
{
	int c;

	while ((c = cur(p)) == ' ' || c == '\t' || c == '\r')
		p->p_pos++;
}

/* "//" to the end of the line is a comment (not inside $[ ]). */
static int
skip_comment(lang_parse_t *p)
{
	if (cur(p) != '/' || at(p, 1) != '/')
		return (0);
	while (cur(p) != LX_EOF && cur(p) != '\n')
		p->p_pos++;
	return (1);
}

static int
is_symstart(int c)
{
	return (isalpha(c) || c == '_' || c == '.');
}

static int
is_symchar(int c)
{
	return (isalnum(c) || c == '_' || c == '.' || c == '`' || c == '$');
}

static int
is_hexchar(int c)
{
	return (isxdigit(c) || c == '_');
}

/*
 * Decodes the C escape at s[*ip] (just after the backslash) into *out;
 * advances *ip past it.  \n \t \r \a \b \f \v \e \0ooo \xhh, else the
 * character itself.
 */
static char
unescape_one(const char *s, size_t len, size_t *ip)
{
	size_t i = *ip;
	int c = (unsigned char)s[i++], v, n;

	switch (c) {
	case 'n': c = '\n'; break;
	case 't': c = '\t'; break;
	case 'r': c = '\r'; break;
	case 'a': c = '\a'; break;
	case 'b': c = '\b'; break;
	case 'f': c = '\f'; break;
	case 'v': c = '\v'; break;
	case 'e': c = 0x1b; break;
	case 'x':
		for (v = 0, n = 0; n < 2 && i < len &&
		    isxdigit((unsigned char)s[i]); n++, i++)
			v = v * 16 + digit_value((unsigned char)s[i]);
		c = n == 0 ? 'x' : v;
		break;
	case '0': case '1': case '2': case '3':
	case '4': case '5': case '6': case '7':
		for (v = c - '0', n = 1; n < 3 && i < len &&
		    s[i] >= '0' && s[i] <= '7'; n++, i++)
			v = v * 8 + (s[i] - '0');
		c = v & 0xff;
		break;
	default:
		break;
	}
	*ip = i;
	return ((char)c);
}

/*
 * Scans a quoted section starting at the opening quote q, appending its
 * contents to buf (cap LANG_MAXTOK).  Double quotes (and character
 * constants: esc set) process escapes; single quotes keep everything but
 * \' (a literal quote).  A quote may not span lines.  Returns 0, or -1
 * with the error printed.
 */
static int
scan_quoted(lang_parse_t *p, char *buf, size_t *np, int esc)
{
	int q = cur(p);
	size_t n = *np;

	p->p_pos++;
	for (;;) {
		int c = cur(p);
		char ch;

		if (c == LX_EOF || c == '\n') {
			lang_error(p, "syntax error: %c unmatched", q);
			return (-1);
		}
		if (c == q) {
			p->p_pos++;
			break;
		}
		if (c == '\\' && at(p, 1) != LX_EOF && at(p, 1) != '\n') {
			if (q == '"' || esc) {
				p->p_pos++;
				ch = unescape_one(p->p_in, p->p_len, &p->p_pos);
			} else if (at(p, 1) == '\'') {
				p->p_pos += 2;
				ch = '\'';
			} else {
				p->p_pos++;
				ch = '\\';
			}
		} else {
			p->p_pos++;
			ch = (char)c;
		}
		if (n >= LANG_MAXTOK) {
			lang_error(p, "string too long (max %d bytes)",
			    LANG_MAXTOK);
			return (-1);
		}
		buf[n++] = ch;
	}
	*np = n;
	return (0);
}

/* ---- the states ---- */

static void
lex_term(lang_parse_t *p, lang_token_t *t)
{
	p->p_pos++;
	p->p_mode = LM_INITIAL;
	t->t_type = LT_TERM;
}

static void
lex_error(lang_parse_t *p, lang_token_t *t)
{
	t->t_type = LT_ERR;
	p->p_err = 1;
}

/* A character constant: up to 8 bytes, the first the most significant. */
static void
lex_charconst(lang_parse_t *p, lang_token_t *t)
{
	char buf[LANG_MAXTOK];
	size_t n = 0, i;
	uint64_t v = 0;

	if (scan_quoted(p, buf, &n, 1) != 0) {
		lex_error(p, t);
		return;
	}
	if (n > sizeof (uint64_t)) {
		lang_error(p, "character constant may not exceed %zu bytes",
		    sizeof (uint64_t));
		lex_error(p, t);
		return;
	}
	for (i = 0; i < n; i++)
		v = (v << 8) | (unsigned char)buf[i];
	t->t_type = LT_NUM;
	t->t_val = v;
}

/*
 * A number, or a name.  mdb_lex.l has two rules that can match here,
 * hex digits and symbol characters, and lex takes the longer match, the
 * hex rule on a tie.  On a tie the token is still a symbol when the target
 * has one by that name and it does not start with a digit.
 */
static void
lex_word_or_number(lang_parse_t *p, lang_token_t *t)
{
	const char *s = p->p_in + p->p_pos;
	size_t rest = p->p_len - p->p_pos;
	size_t hexlen = 0, symlen = 0, dollar = 0;
	GElf_Sym sym;
	int radix;

	if ((radix = prefix_radix(s, rest)) != 0) {
		size_t n = 2;

		while (n < rest && (s[n] == '_' ||
		    digit_value((unsigned char)s[n]) < radix))
			n++;
		if (radix == 10 && n < rest && s[n] == '.' &&
		    n + 1 < rest && isdigit((unsigned char)s[n + 1])) {
			p->p_pos += n;
			lang_error(p, "floating point constants are not "
			    "supported");
			lex_error(p, t);
			return;
		}
		t->t_pos = p->p_pos;
		p->p_pos += n;
		if (lang_strtonum_radix(s + 2, n - 2, radix, &t->t_val) != 0) {
			lang_error(p, "number too large: %.*s", (int)n, s);
			lex_error(p, t);
			return;
		}
		t->t_type = LT_NUM;
		return;
	}

	if (isxdigit((unsigned char)s[0])) {
		while (hexlen < rest && is_hexchar((unsigned char)s[hexlen]))
			hexlen++;
	}
	if (is_symstart((unsigned char)s[0])) {
		while (symlen < rest && is_symchar((unsigned char)s[symlen])) {
			if (s[symlen] == '$' && dollar == 0)
				dollar = symlen;
			symlen++;
		}
	}

	/*
	 * mdb's symbols have no '$'; ours may, but "sym$C" must still mean
	 * sym, then $C.  A name with a '$' that is not a symbol ends
	 * before its first '$'.
	 */
	if (dollar != 0 && symlen > hexlen) {
		char name[LANG_MAXSYM];
		int found = 0;

		if (symlen < sizeof (name)) {
			memcpy(name, s, symlen);
			name[symlen] = '\0';
			found = (mdb_lookup_by_name(name, &sym) == 0);
		}
		if (!found)
			symlen = dollar;
	}

	if (symlen > LANG_MAXSYM - 1 || hexlen > LANG_MAXSYM - 1) {
		lang_error(p, "name too long: %.32s...", s);
		lex_error(p, t);
		return;
	}

	if (symlen > hexlen) {
		t->t_type = LT_SYM;
		t->t_str = lang_strndup(p, s, symlen);
		p->p_pos += symlen;
		if (t->t_str == NULL)
			lex_error(p, t);
		return;
	}

	/* hex digits; a symbol only if it starts with a letter and exists */
	if (!isdigit((unsigned char)s[0])) {
		char name[LANG_MAXSYM];

		memcpy(name, s, hexlen);
		name[hexlen] = '\0';
		if (mdb_lookup_by_name(name, &sym) == 0) {
			p->p_pos += hexlen;
			t->t_type = LT_NUM;
			t->t_val = sym.st_value;
			return;
		}
	}
	p->p_pos += hexlen;
	if (lang_strtonum_radix(s, hexlen, 16, &t->t_val) != 0) {
		lang_error(p, "number too large: %.*s", (int)hexlen, s);
		lex_error(p, t);
		return;
	}
	t->t_type = LT_NUM;
}

/*
 * Unary/binary '*' and '%', and the sized reads: '*' or '%', then /c/
 * /s/ /i/ /l/ or /1/ /2/ /4/ /8/ (for 1, 2, 4, 8 bytes).
 */
static void
lex_deref(lang_parse_t *p, lang_token_t *t)
{
	int c = cur(p), sz = at(p, 2);

	if (at(p, 1) == '/' && sz != LX_EOF && isalnum(sz) &&
	    at(p, 3) == '/') {
		switch (sz) {
		case 'c': case '1': t->t_val = 1; break;
		case 's': case '2': t->t_val = 2; break;
		case 'i': case '4': t->t_val = 4; break;
		case 'l': case '8': t->t_val = 8; break;
		default:
			p->p_pos += 4;
			lang_error(p, "invalid cast -- %c/%c/", c, sz);
			lex_error(p, t);
			return;
		}
		p->p_pos += 4;
		t->t_type = LT_DEREF;
		return;
	}
	/* Unary or binary: the parser decides from where it stands. */
	p->p_pos++;
	t->t_type = LT_OP;
	t->t_char = c;
}

static void
lex_expr(lang_parse_t *p, lang_token_t *t)
{
	int c, c1;
	int init = (p->p_mode == LM_INITIAL);

	skip_blanks(p);
	if (init && skip_comment(p))
		skip_blanks(p);
	t->t_pos = p->p_pos;
	c = cur(p);
	c1 = at(p, 1);

	if (c == LX_EOF || c == ';' || c == '\n' || (c == '!' && c1 != '=')) {
		if (!init) {
			lang_error(p, "syntax error: $[ unmatched");
			lex_error(p, t);
		} else if (c == LX_EOF) {
			t->t_type = LT_EOF;
		} else if (c == '!') {
			p->p_pos++;
			p->p_mode = LM_SHELL;
			t->t_type = LT_BANG;
		} else {
			lex_term(p, t);
		}
		return;
	}
	if (!init && c == ']') {
		p->p_pos++;
		p->p_mode = p->p_oldmode;
		t->t_type = LT_REXPR;
		return;
	}

	/* two-character operators */
	if (c == '=' && c1 == '=') {
		p->p_pos += 2;
		t->t_type = LT_EQ;
		return;
	}
	if (c == '!' && c1 == '=') {
		p->p_pos += 2;
		t->t_type = LT_NE;
		return;
	}
	if (c == '%' && c1 == '%') {
		p->p_pos += 2;
		t->t_type = LT_MOD;
		return;
	}
	if (c == '<' && c1 == '<') {
		p->p_pos += 2;
		t->t_type = LT_LSHIFT;
		return;
	}
	/* <name: a variable (mdb's <rsp, <pc, <.) */
	if (c == '<' && c1 != LX_EOF && (isalpha(c1) || c1 == '_' ||
	    c1 == '.')) {
		const char *s = p->p_in + p->p_pos + 1;
		size_t n = 1;

		while (n < p->p_len - p->p_pos - 1 &&
		    (isalnum((unsigned char)s[n]) || s[n] == '_'))
			n++;
		if (n >= LANG_MAXSYM) {
			lang_error(p, "variable name too long");
			lex_error(p, t);
			return;
		}
		p->p_pos += 1 + n;
		t->t_type = LT_VAR;
		t->t_str = lang_strndup(p, s, n);
		if (t->t_str == NULL)
			lex_error(p, t);
		return;
	}
	if (c == '>' && c1 == '>') {
		p->p_pos += 2;
		t->t_type = LT_RSHIFT;
		return;
	}

	if (init && c == ':' && c1 == ':') {
		size_t n = 0;
		const char *s = p->p_in + p->p_pos + 2;

		p->p_pos += 2;
		if (is_symstart(cur(p))) {
			while (n < p->p_len - p->p_pos &&
			    is_symchar((unsigned char)s[n]) && s[n] != '$')
				n++;
		}
		if (n == 0) {
			t->t_type = LT_OP;
			t->t_char = ':';
			lang_syntax(p, t);
			lex_error(p, t);
			return;
		}
		if (n >= LANG_MAXSYM) {
			lang_error(p, "dcmd name too long");
			lex_error(p, t);
			return;
		}
		t->t_type = LT_DCMD;
		t->t_str = lang_strndup(p, s, n);
		p->p_pos += n;
		p->p_mode = LM_ARG;
		if (t->t_str == NULL)
			lex_error(p, t);
		return;
	}

	if (init && c == '$') {
		/* $<< $< $> and $ + a command character */
		if (c1 == '<' || c1 == '>' || (c1 != LX_EOF &&
		    (isalpha(c1) || strchr("?%@^_`", c1) != NULL))) {
			p->p_pos += 2;
			if (c1 == '<' && cur(p) == '<')
				p->p_pos++;
			t->t_type = LT_DOLLAR;
			t->t_char = c1;
			p->p_mode = LM_ARG;
			return;
		}
		p->p_pos++;
		t->t_type = LT_OP;
		t->t_char = '$';
		return;
	}

	if (init && c != LX_EOF && strchr("/\\?@=", c) != NULL) {
		p->p_pos++;
		t->t_type = LT_VERB;
		t->t_char = c;
		p->p_mode = LM_FMT;
		return;
	}

	if (c == '*' || c == '%') {
		lex_deref(p, t);
		return;
	}
	if (c == '\'') {
		lex_charconst(p, t);
		return;
	}
	if (isxdigit(c) || is_symstart(c)) {
		lex_word_or_number(p, t);
		return;
	}
	p->p_pos++;
	t->t_type = LT_OP;
	t->t_char = c;
}

/*
 * What ends a format list or an argument list alike: the end, ';' or a
 * newline, '|', '!'.  Skips blanks and a comment first; returns 1 when it
 * made the token, else 0 with t_pos set and cur(p) the next character.
 */
static int
lex_list_end(lang_parse_t *p, lang_token_t *t)
{
	skip_blanks(p);
	if (skip_comment(p))
		skip_blanks(p);
	t->t_pos = p->p_pos;

	switch (cur(p)) {
	case LX_EOF:
		t->t_type = LT_EOF;
		return (1);
	case ';':
	case '\n':
		lex_term(p, t);
		return (1);
	case '|':
		p->p_pos++;
		p->p_mode = LM_INITIAL;
		t->t_type = LT_PIPE;
		return (1);
	case '!':
		p->p_pos++;
		p->p_mode = LM_SHELL;
		t->t_type = LT_BANG;
		return (1);
	default:
		return (0);
	}
}

static void
lex_fmt(lang_parse_t *p, lang_token_t *t)
{
	int c;

	if (lex_list_end(p, t))
		return;
	c = cur(p);

	switch (c) {
	case '"': {
		char buf[LANG_MAXTOK];
		size_t n = 0;

		if (scan_quoted(p, buf, &n, 0) != 0) {
			lex_error(p, t);
			return;
		}
		t->t_type = LT_WORD;
		if ((t->t_str = lang_strndup(p, buf, n)) == NULL)
			lex_error(p, t);
		return;
	}
	case '$':
		if (at(p, 1) == '[') {
			p->p_pos += 2;
			p->p_oldmode = LM_FMT;
			p->p_mode = LM_EXPR;
			t->t_type = LT_LEXPR;
			return;
		}
		break;
	case '\'':
		break;
	default:
		if (isdigit(c)) {
			size_t n = 0;

			while (isdigit(at(p, n)))
				n++;
			if (lang_strtonum_radix(p->p_in + p->p_pos, n, 10,
			    &t->t_val) != 0) {
				p->p_pos += n;
				lang_error(p, "repeat count too large");
				lex_error(p, t);
				return;
			}
			p->p_pos += n;
			t->t_type = LT_FNUM;
			return;
		}
		p->p_pos++;
		t->t_type = LT_FCHAR;
		t->t_char = c;
		return;
	}
	/* ' and a lone $ mean nothing in a format list */
	p->p_pos++;
	t->t_type = LT_OP;
	t->t_char = c;
}

static void
lex_arg(lang_parse_t *p, lang_token_t *t)
{
	char buf[LANG_MAXTOK];
	size_t n = 0;
	int c;

	if (lex_list_end(p, t))
		return;
	c = cur(p);

	switch (c) {
	case '$':
		if (at(p, 1) == '[') {
			p->p_pos += 2;
			p->p_oldmode = LM_ARG;
			p->p_mode = LM_EXPR;
			t->t_type = LT_LEXPR;
			return;
		}
		break;
	}

	/*
	 * A word: plain characters and quoted sections, glued together
	 * (-s"a b" is one argument, "-sa b").  It ends at a blank or at a
	 * character that ends the command.
	 */
	for (;;) {
		c = cur(p);
		if (c == LX_EOF || c == ' ' || c == '\t' || c == '\r' ||
		    c == ';' || c == '\n' || c == '|' || c == '!' ||
		    (c == '$' && at(p, 1) == '['))
			break;
		if (c == '"' || c == '\'') {
			if (scan_quoted(p, buf, &n, 0) != 0) {
				lex_error(p, t);
				return;
			}
			continue;
		}
		if (n >= LANG_MAXTOK) {
			lang_error(p, "argument too long (max %d bytes)",
			    LANG_MAXTOK);
			lex_error(p, t);
			return;
		}
		buf[n++] = (char)c;
		p->p_pos++;
	}
	t->t_type = LT_WORD;
	if ((t->t_str = lang_strndup(p, buf, n)) == NULL)
		lex_error(p, t);
}

/*
 * After '!': a quoted command (then the command may go on), or the rest
 * up to a ';' outside quotes or a newline, verbatim (quotes included: the
 * shell reads them).
 */
static void
lex_shell(lang_parse_t *p, lang_token_t *t)
{
	char buf[LANG_MAXTOK];
	size_t n = 0;
	int c;

	skip_blanks(p);
	t->t_pos = p->p_pos;
	c = cur(p);
	p->p_mode = LM_INITIAL;

	if (c == LX_EOF || c == ';' || c == '\n') {
		lang_error(p, "syntax error: missing shell command after !");
		lex_error(p, t);
		return;
	}
	if (c == '"' || c == '\'') {
		if (scan_quoted(p, buf, &n, 0) != 0) {
			lex_error(p, t);
			return;
		}
	} else {
		int q = 0;	/* the quote we are inside, passed on verbatim */

		while ((c = cur(p)) != LX_EOF && c != '\n' &&
		    (c != ';' || q != 0)) {
			if (q == 0 && (c == '"' || c == '\''))
				q = c;
			else if (c == q)
				q = 0;
			if (n >= LANG_MAXTOK) {
				lang_error(p, "shell command too long");
				lex_error(p, t);
				return;
			}
			buf[n++] = (char)c;
			p->p_pos++;
		}
	}
	t->t_type = LT_SHELL;
	if ((t->t_str = lang_strndup(p, buf, n)) == NULL)
		lex_error(p, t);
}

/* ---- the parser's view ---- */

const lang_token_t *
lang_peek(lang_parse_t *p)
{
	lang_token_t *t = &p->p_tok;

	if (p->p_peeked)
		return (t);
	memset(t, 0, sizeof (*t));
	t->t_pos = p->p_pos;
	if (p->p_err) {
		t->t_type = LT_ERR;
	} else {
		switch (p->p_mode) {
		case LM_SHELL:
			lex_shell(p, t);
			break;
		case LM_FMT:
			lex_fmt(p, t);
			break;
		case LM_ARG:
			lex_arg(p, t);
			break;
		default:
			lex_expr(p, t);
			break;
		}
	}
	p->p_peeked = 1;
	return (t);
}

void
lang_next(lang_parse_t *p)
{
	(void) lang_peek(p);
	p->p_peeked = 0;
}
