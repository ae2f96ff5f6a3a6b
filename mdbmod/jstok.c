/*
 * jstok.c: a JavaScript tokenizer for highlighting (see jstok.h).  The
 * references are ECMA-262's clause 12 (ECMAScript Language: Lexical
 * Grammar): 12.4 comments, 12.7 names and keywords, 12.9.3 numeric
 * literals, 12.9.4 string literals, 12.9.5 regular expression literals,
 * 12.9.6 template literal lexical components.
 */
#include <string.h>

#include "jstok.h"
#include "modapi.h"

/* 12.7.2 ReservedWord, with the contextual words that read as keywords */
static const char *const jstok_keywords[] = {
	"await", "break", "case", "catch", "class", "const", "continue",
	"debugger", "default", "delete", "do", "else", "enum", "export",
	"extends", "finally", "for", "function", "if", "import", "in",
	"instanceof", "new", "return", "super", "switch", "this", "throw",
	"try", "typeof", "var", "void", "while", "with", "yield", "let",
	"static", "async", "of", "undefined", NULL
};

/* keywords after which an expression starts: '/' is a regular expression */
static const char *const jstok_expr_keywords[] = {
	"await", "case", "delete", "do", "else", "in", "instanceof", "new",
	"return", "throw", "typeof", "void", "yield", "of", NULL
};

static const char *const jstok_literals[] = {
	"true", "false", "null", NULL
};

void
jstok_init(jstok_t *t, const char *s, size_t len)
{
	memset(t, 0, sizeof (*t));
	t->jt_s = s;
	t->jt_len = len;
	t->jt_regex_ok = 1;
}

const char *
jstok_kind_name(jstok_kind_t k)
{
	static const char *const names[] = { "space", "ident", "keyword",
	    "literal", "string", "template", "number", "comment", "regexp",
	    "punct" };

	return ((unsigned)k < sizeof (names) / sizeof (names[0]) ?
	    names[k] : "?");
}

static int
in_list(const char *const *list, const char *s, size_t n)
{
	for (; *list != NULL; list++) {
		if (strlen(*list) == n && memcmp(*list, s, n) == 0)
			return (1);
	}
	return (0);
}

static int
is_idstart(unsigned char c)
{
	return ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    c == '_' || c == '$' || c == '\\' || c >= 0x80);
}

static int
is_idpart(unsigned char c)
{
	return (is_idstart(c) || (c >= '0' && c <= '9'));
}

static int
is_digit(unsigned char c)
{
	return (c >= '0' && c <= '9');
}

/* A template's characters from p (just past '`' or '}'): to the closing
 * '`' (the template ends) or to '${' (a substitution opens). */
static size_t
scan_template(jstok_t *t, size_t p)
{
	const char *s = t->jt_s;

	while (p < t->jt_len) {
		if (s[p] == '\\') {
			p += p + 1 < t->jt_len ? 2 : 1;
			continue;
		}
		if (s[p] == '`')
			return (p + 1);
		if (s[p] == '$' && p + 1 < t->jt_len && s[p + 1] == '{') {
			if (t->jt_depth < JSTOK_MAXNEST)
				t->jt_braces[t->jt_depth] = 0;
			t->jt_depth++;
			return (p + 2);
		}
		p++;
	}
	return (p);		/* unterminated: to the end */
}

/* A regular expression from p (at '/'); 0 if there is none before the
 * line's end (then the '/' is an operator after all). */
static size_t
scan_regexp(const jstok_t *t, size_t p)
{
	const char *s = t->jt_s;
	int inclass = 0;

	for (p++; p < t->jt_len; p++) {
		if (s[p] == '\n' || s[p] == '\r')
			return (0);
		if (s[p] == '\\') {
			if (p + 1 >= t->jt_len || s[p + 1] == '\n' ||
			    s[p + 1] == '\r')
				return (0);
			p++;
		} else if (s[p] == '[') {
			inclass = 1;
		} else if (s[p] == ']') {
			inclass = 0;
		} else if (s[p] == '/' && !inclass) {
			p++;
			while (p < t->jt_len && is_idpart((unsigned char)s[p]))
				p++;		/* the flags */
			return (p);
		}
	}
	return (0);
}

int
jstok_next(jstok_t *t, size_t *startp, size_t *lenp, jstok_kind_t *kindp)
{
	const char *s = t->jt_s;
	size_t p = t->jt_pos, e;
	unsigned char c;
	jstok_kind_t k;
	int regex_after = 0, after_dot = 0;

	if (p >= t->jt_len)
		return (0);
	c = (unsigned char)s[p];
	e = p + 1;

	if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' ||
	    c == '\f') {
		while (e < t->jt_len && strchr(" \t\n\r\v\f", s[e]) != NULL &&
		    s[e] != '\0')
			e++;
		t->jt_pos = e;
		*startp = p;
		*lenp = e - p;
		*kindp = JSTOK_SPACE;
		return (1);		/* not significant: state unchanged */
	}
	if (c == '/' && e < t->jt_len && s[e] == '/') {
		while (e < t->jt_len && s[e] != '\n' && s[e] != '\r')
			e++;
		t->jt_pos = e;
		*startp = p;
		*lenp = e - p;
		*kindp = JSTOK_COMMENT;
		return (1);
	}
	if (c == '/' && e < t->jt_len && s[e] == '*') {
		const char *end = NULL;
		size_t q;

		for (q = e + 1; q + 1 < t->jt_len; q++) {
			if (s[q] == '*' && s[q + 1] == '/') {
				end = s + q + 2;
				break;
			}
		}
		e = end != NULL ? (size_t)(end - s) : t->jt_len;
		t->jt_pos = e;
		*startp = p;
		*lenp = e - p;
		*kindp = JSTOK_COMMENT;
		return (1);
	}

	if (c == '\'' || c == '"') {
		while (e < t->jt_len && (unsigned char)s[e] != c &&
		    s[e] != '\n' && s[e] != '\r') {
			if (s[e] == '\\' && e + 1 < t->jt_len) {
				/* an escaped line end continues the string */
				if (s[e + 1] == '\r' && e + 2 < t->jt_len &&
				    s[e + 2] == '\n')
					e++;
				e++;
			}
			e++;
		}
		if (e < t->jt_len && (unsigned char)s[e] == c)
			e++;
		k = JSTOK_STRING;
	} else if (c == '`') {
		e = scan_template(t, e);
		k = JSTOK_TEMPLATE;
	} else if (c == '}' && t->jt_depth > 0 &&
	    (t->jt_depth > JSTOK_MAXNEST ||
	    t->jt_braces[t->jt_depth - 1] == 0)) {
		/* the end of a substitution: the template goes on */
		t->jt_depth--;
		e = scan_template(t, e);
		k = JSTOK_TEMPLATE;
	} else if (is_digit(c) || (c == '.' && e < t->jt_len &&
	    is_digit((unsigned char)s[e]))) {
		int hex = c == '0' && e < t->jt_len &&
		    (s[e] == 'x' || s[e] == 'X');

		while (e < t->jt_len) {
			unsigned char d = (unsigned char)s[e];

			if (is_idpart(d) && d != '\\' && d < 0x80) {
				e++;
				/* an exponent's sign: 1e-5, not 0xe-5 */
				if (!hex && (d == 'e' || d == 'E') &&
				    e < t->jt_len &&
				    (s[e] == '+' || s[e] == '-'))
					e++;
			} else if (d == '.') {
				e++;
			} else {
				break;
			}
		}
		k = JSTOK_NUMBER;
	} else if (is_idstart(c) || (c == '#' && e < t->jt_len &&
	    is_idstart((unsigned char)s[e]))) {
		while (e < t->jt_len && is_idpart((unsigned char)s[e]))
			e++;
		k = JSTOK_IDENT;
		/* a keyword is a name after '.': a.if, a.return */
		if (!t->jt_after_dot && c != '#') {
			if (in_list(jstok_literals, s + p, e - p)) {
				k = JSTOK_LITERAL;
			} else if (in_list(jstok_keywords, s + p, e - p)) {
				k = JSTOK_KEYWORD;
				regex_after = in_list(jstok_expr_keywords,
				    s + p, e - p);
			}
		}
	} else if (c == '/' && t->jt_regex_ok && (e = scan_regexp(t, p)) != 0) {
		k = JSTOK_REGEXP;
	} else {
		e = p + 1;
		k = JSTOK_PUNCT;
		if ((c == '+' || c == '-') && e < t->jt_len &&
		    (unsigned char)s[e] == c) {
			e++;		/* ++, --: a value may end there */
		} else if (c == '?' && e < t->jt_len && s[e] == '.' &&
		    !(e + 1 < t->jt_len && is_digit((unsigned char)s[e + 1]))) {
			e++;		/* ?. */
			after_dot = 1;
			regex_after = 0;
		} else if (c == '.') {
			after_dot = 1;
		} else if (c == '{' && t->jt_depth > 0) {
			if (t->jt_depth <= JSTOK_MAXNEST)
				t->jt_braces[t->jt_depth - 1]++;
		} else if (c == '}' && t->jt_depth > 0) {
			if (t->jt_depth <= JSTOK_MAXNEST)
				t->jt_braces[t->jt_depth - 1]--;
		}
		if (e - p == 1 && strchr(")]}", (char)c) == NULL && c < 0x80)
			regex_after = 1;
		if (c == '.' || (c == '?' && e - p == 2))
			regex_after = 0;
	}

	/* a template still open continues a value only when it ends */
	if (k == JSTOK_TEMPLATE && e >= 2 && s[e - 1] == '{' &&
	    s[e - 2] == '$')
		regex_after = 1;
	t->jt_regex_ok = regex_after;
	t->jt_after_dot = after_dot;
	t->jt_pos = e;
	*startp = p;
	*lenp = e - p;
	*kindp = k;
	return (1);
}

/* The colour of each kind of token (the palette is colour.c's). */
static const mdb_color_t jstok_colors[] = {
	[JSTOK_SPACE] = MDB_C_PLAIN,
	[JSTOK_IDENT] = MDB_C_PLAIN,
	[JSTOK_KEYWORD] = MDB_C_KEYWORD,
	[JSTOK_LITERAL] = MDB_C_LITERAL,
	[JSTOK_STRING] = MDB_C_STRING,
	[JSTOK_TEMPLATE] = MDB_C_TEMPLATE,
	[JSTOK_NUMBER] = MDB_C_NUMBER,
	[JSTOK_COMMENT] = MDB_C_COMMENT,
	[JSTOK_REGEXP] = MDB_C_REGEXP,
	[JSTOK_PUNCT] = MDB_C_PUNCT,
};

int
mdb_js_colors(const char *src, size_t len, size_t from, size_t to,
    unsigned char *kinds)
{
	jstok_t t;
	size_t st, n, a, b;
	jstok_kind_t k;

	if (from > to || to > len)
		return (-1);
	jstok_init(&t, src, to);
	while (jstok_next(&t, &st, &n, &k)) {
		if (st + n <= from)
			continue;
		a = st > from ? st : from;
		b = st + n;
		memset(kinds + (a - from), (int)jstok_colors[k], b - a);
	}
	return (0);
}
