/*
 * jsonrec.c: a bounded reader of jsmdb's own JSON records (jsonrec.h).
 *
 * A record is one line: an object whose values are strings, numbers,
 * true, false, null or arrays of strings (docs/json.md: records are
 * flat).  Anything else -- a nested object, an array of numbers, a
 * duplicate key, text after the object, a lone surrogate escape, a
 * control character in a string -- is refused with a reason, since
 * jsmdb never writes it.  Lengths and counts are bounded (JR_MAX*), the
 * recursion is none, and every allocation is checked and freed on error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonrec.h"

typedef struct jr_in {
	const unsigned char *ji_p;
	const unsigned char *ji_end;
	char *ji_err;
	size_t ji_errlen;
} jr_in_t;

static int
jr_fail(jr_in_t *in, const char *why)
{
	if (in->ji_errlen > 0)
		(void) snprintf(in->ji_err, in->ji_errlen, "%s", why);
	return (-1);
}

static void
jr_skipws(jr_in_t *in)
{
	while (in->ji_p < in->ji_end && (*in->ji_p == ' ' ||
	    *in->ji_p == '\t' || *in->ji_p == '\r' || *in->ji_p == '\n'))
		in->ji_p++;
}

static int
jr_hex4(jr_in_t *in, unsigned *v)
{
	unsigned x = 0;
	int i;

	if (in->ji_end - in->ji_p < 4)
		return (jr_fail(in, "a \\u escape is cut short"));
	for (i = 0; i < 4; i++) {
		unsigned char c = *in->ji_p++;

		x <<= 4;
		if (c >= '0' && c <= '9')
			x |= c - '0';
		else if (c >= 'a' && c <= 'f')
			x |= c - 'a' + 10;
		else if (c >= 'A' && c <= 'F')
			x |= c - 'A' + 10;
		else
			return (jr_fail(in, "a \\u escape has a non-hex digit"));
	}
	*v = x;
	return (0);
}

/* Appends code point cp as UTF-8 to out (room checked by the caller). */
static size_t
jr_utf8(unsigned cp, char *out)
{
	if (cp < 0x80) {
		out[0] = (char)cp;
		return (1);
	}
	if (cp < 0x800) {
		out[0] = (char)(0xc0 | (cp >> 6));
		out[1] = (char)(0x80 | (cp & 0x3f));
		return (2);
	}
	if (cp < 0x10000) {
		out[0] = (char)(0xe0 | (cp >> 12));
		out[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		out[2] = (char)(0x80 | (cp & 0x3f));
		return (3);
	}
	out[0] = (char)(0xf0 | (cp >> 18));
	out[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
	out[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
	out[3] = (char)(0x80 | (cp & 0x3f));
	return (4);
}

/*
 * A string at the '"'; the decoded bytes into s (malloc'd).  max bounds
 * the decoded length.  Decoding never grows: an escape of 6 bytes gives
 * at most 3, a pair of 12 at most 4, so the input length bounds the room.
 */
static int
jr_string(jr_in_t *in, jr_str_t *s, size_t max)
{
	const unsigned char *q;
	size_t room, o = 0;
	char *b;

	if (in->ji_p >= in->ji_end || *in->ji_p != '"')
		return (jr_fail(in, "a string was expected"));
	in->ji_p++;
	/* the closing quote: the end of the room needed */
	for (q = in->ji_p; q < in->ji_end && *q != '"'; q++) {
		if (*q == '\\' && q + 1 < in->ji_end)
			q++;
	}
	if (q >= in->ji_end)
		return (jr_fail(in, "a string is not closed"));
	room = (size_t)(q - in->ji_p);
	if (room > max * 6 + 12)
		return (jr_fail(in, "a string is too long"));
	if ((b = malloc(room + 1)) == NULL)
		return (jr_fail(in, "out of memory"));
	while (in->ji_p < q) {
		unsigned char c = *in->ji_p++;
		unsigned cp, lo;

		if (c < 0x20) {
			free(b);
			return (jr_fail(in, "a control character in a "
			    "string"));
		}
		if (c != '\\') {
			b[o++] = (char)c;
			continue;
		}
		c = *in->ji_p++;
		switch (c) {
		case '"': b[o++] = '"'; break;
		case '\\': b[o++] = '\\'; break;
		case '/': b[o++] = '/'; break;
		case 'b': b[o++] = '\b'; break;
		case 'f': b[o++] = '\f'; break;
		case 'n': b[o++] = '\n'; break;
		case 'r': b[o++] = '\r'; break;
		case 't': b[o++] = '\t'; break;
		case 'u':
			if (jr_hex4(in, &cp) != 0) {
				free(b);
				return (-1);
			}
			if (cp >= 0xdc00 && cp <= 0xdfff) {
				free(b);
				return (jr_fail(in, "a lone low surrogate"));
			}
			if (cp >= 0xd800 && cp <= 0xdbff) {
				if (q - in->ji_p < 6 || in->ji_p[0] != '\\' ||
				    in->ji_p[1] != 'u') {
					free(b);
					return (jr_fail(in, "a lone high "
					    "surrogate"));
				}
				in->ji_p += 2;
				if (jr_hex4(in, &lo) != 0) {
					free(b);
					return (-1);
				}
				if (lo < 0xdc00 || lo > 0xdfff) {
					free(b);
					return (jr_fail(in, "a high surrogate "
					    "without its low one"));
				}
				cp = 0x10000 + ((cp - 0xd800) << 10) +
				    (lo - 0xdc00);
			}
			o += jr_utf8(cp, b + o);
			break;
		default:
			free(b);
			return (jr_fail(in, "an unknown escape in a string"));
		}
		if (o > max) {
			free(b);
			return (jr_fail(in, "a string is too long"));
		}
	}
	if (o > max) {
		free(b);
		return (jr_fail(in, "a string is too long"));
	}
	in->ji_p = q + 1;
	b[o] = '\0';
	s->js_s = b;
	s->js_len = o;
	return (0);
}

/* A JSON number (RFC 8259 grammar). */
static int
jr_number(jr_in_t *in, jr_field_t *f)
{
	const unsigned char *p = in->ji_p, *start = p;
	char buf[64];
	int neg = 0, frac = 0;
	uint64_t v = 0;
	int over = 0;

	if (p < in->ji_end && *p == '-') {
		neg = 1;
		p++;
	}
	if (p >= in->ji_end || *p < '0' || *p > '9')
		return (jr_fail(in, "a bad number"));
	if (*p == '0' && p + 1 < in->ji_end && p[1] >= '0' && p[1] <= '9')
		return (jr_fail(in, "a number with a leading zero"));
	while (p < in->ji_end && *p >= '0' && *p <= '9') {
		if (v > (UINT64_MAX - (uint64_t)(*p - '0')) / 10)
			over = 1;
		else
			v = v * 10 + (uint64_t)(*p - '0');
		p++;
	}
	if (p < in->ji_end && *p == '.') {
		frac = 1;
		p++;
		if (p >= in->ji_end || *p < '0' || *p > '9')
			return (jr_fail(in, "a bad number"));
		while (p < in->ji_end && *p >= '0' && *p <= '9')
			p++;
	}
	if (p < in->ji_end && (*p == 'e' || *p == 'E')) {
		frac = 1;
		p++;
		if (p < in->ji_end && (*p == '+' || *p == '-'))
			p++;
		if (p >= in->ji_end || *p < '0' || *p > '9')
			return (jr_fail(in, "a bad number"));
		while (p < in->ji_end && *p >= '0' && *p <= '9')
			p++;
	}
	if ((size_t)(p - start) >= sizeof (buf))
		return (jr_fail(in, "a number is too long"));
	(void) memcpy(buf, start, (size_t)(p - start));
	buf[p - start] = '\0';
	f->jf_type = JR_NUM;
	f->jf_num = strtod(buf, NULL);
	f->jf_isint = !neg && !frac && !over;
	f->jf_int = f->jf_isint ? v : 0;
	in->ji_p = p;
	return (0);
}

static int
jr_word(jr_in_t *in, const char *w)
{
	size_t n = strlen(w);

	if ((size_t)(in->ji_end - in->ji_p) < n ||
	    memcmp(in->ji_p, w, n) != 0)
		return (0);
	in->ji_p += n;
	return (1);
}

static void
jr_field_free(jr_field_t *f)
{
	size_t i;

	if (f->jf_type == JR_STR)
		free(f->jf_str.js_s);
	if (f->jf_type == JR_ARR) {
		for (i = 0; i < f->jf_narr; i++)
			free(f->jf_arr[i].js_s);
		free(f->jf_arr);
	}
	f->jf_type = JR_NULL;
}

/* An array of strings at the '['. */
static int
jr_array(jr_in_t *in, jr_field_t *f)
{
	size_t cap = 0;

	f->jf_type = JR_ARR;
	f->jf_arr = NULL;
	f->jf_narr = 0;
	in->ji_p++;
	jr_skipws(in);
	if (in->ji_p < in->ji_end && *in->ji_p == ']') {
		in->ji_p++;
		return (0);
	}
	for (;;) {
		jr_skipws(in);
		if (f->jf_narr == JR_MAXELEMS) {
			jr_field_free(f);
			return (jr_fail(in, "an array is too long"));
		}
		if (f->jf_narr == cap) {
			size_t ncap = cap == 0 ? 16 : cap * 2;
			jr_str_t *n = realloc(f->jf_arr, ncap * sizeof (*n));

			if (n == NULL) {
				jr_field_free(f);
				return (jr_fail(in, "out of memory"));
			}
			f->jf_arr = n;
			cap = ncap;
		}
		if (in->ji_p >= in->ji_end || *in->ji_p != '"') {
			jr_field_free(f);
			return (jr_fail(in, "an array holds something other "
			    "than strings"));
		}
		if (jr_string(in, &f->jf_arr[f->jf_narr], JR_MAXSTR) != 0) {
			jr_field_free(f);
			return (-1);
		}
		f->jf_narr++;
		jr_skipws(in);
		if (in->ji_p < in->ji_end && *in->ji_p == ',') {
			in->ji_p++;
			continue;
		}
		if (in->ji_p < in->ji_end && *in->ji_p == ']') {
			in->ji_p++;
			return (0);
		}
		jr_field_free(f);
		return (jr_fail(in, "an array is not closed"));
	}
}

static int
jr_value(jr_in_t *in, jr_field_t *f)
{
	unsigned char c;

	jr_skipws(in);
	if (in->ji_p >= in->ji_end)
		return (jr_fail(in, "a value is missing"));
	c = *in->ji_p;
	if (c == '"') {
		f->jf_type = JR_STR;
		return (jr_string(in, &f->jf_str, JR_MAXSTR));
	}
	if (c == '[')
		return (jr_array(in, f));
	if (c == '-' || (c >= '0' && c <= '9'))
		return (jr_number(in, f));
	if (jr_word(in, "true")) {
		f->jf_type = JR_BOOL;
		f->jf_int = 1;
		return (0);
	}
	if (jr_word(in, "false")) {
		f->jf_type = JR_BOOL;
		f->jf_int = 0;
		return (0);
	}
	if (jr_word(in, "null")) {
		f->jf_type = JR_NULL;
		return (0);
	}
	if (c == '{')
		return (jr_fail(in, "a nested object (records are flat)"));
	return (jr_fail(in, "a bad value"));
}

void
jr_free(jr_record_t *r)
{
	size_t i;

	for (i = 0; i < r->jr_nfields; i++)
		jr_field_free(&r->jr_fields[i]);
	free(r->jr_fields);
	r->jr_fields = NULL;
	r->jr_nfields = 0;
}

int
jr_parse(const char *line, size_t len, jr_record_t *r, char *err,
    size_t errlen)
{
	jr_in_t in;
	jr_str_t key;
	jr_field_t *f;
	size_t i;

	in.ji_p = (const unsigned char *)line;
	in.ji_end = in.ji_p + len;
	in.ji_err = err;
	in.ji_errlen = errlen;
	r->jr_fields = NULL;
	r->jr_nfields = 0;
	if (len > JR_MAXLINE)
		return (jr_fail(&in, "a record is too long"));
	if ((r->jr_fields = calloc(JR_MAXFIELDS,
	    sizeof (jr_field_t))) == NULL)
		return (jr_fail(&in, "out of memory"));
	jr_skipws(&in);
	if (in.ji_p >= in.ji_end || *in.ji_p != '{') {
		jr_free(r);
		return (jr_fail(&in, "not a JSON object"));
	}
	in.ji_p++;
	jr_skipws(&in);
	if (in.ji_p < in.ji_end && *in.ji_p == '}') {
		in.ji_p++;
		goto end;
	}
	for (;;) {
		jr_skipws(&in);
		if (r->jr_nfields == JR_MAXFIELDS) {
			jr_free(r);
			return (jr_fail(&in, "too many fields"));
		}
		if (jr_string(&in, &key, JR_MAXKEY) != 0) {
			jr_free(r);
			return (-1);
		}
		if (key.js_len == 0 || memchr(key.js_s, '\0',
		    key.js_len) != NULL) {
			free(key.js_s);
			jr_free(r);
			return (jr_fail(&in, "an empty or bad key"));
		}
		for (i = 0; i < r->jr_nfields; i++) {
			if (strcmp(r->jr_fields[i].jf_key, key.js_s) == 0)
				break;
		}
		if (i < r->jr_nfields) {
			free(key.js_s);
			jr_free(r);
			return (jr_fail(&in, "a duplicate key"));
		}
		f = &r->jr_fields[r->jr_nfields];
		(void) memcpy(f->jf_key, key.js_s, key.js_len + 1);
		free(key.js_s);
		jr_skipws(&in);
		if (in.ji_p >= in.ji_end || *in.ji_p != ':') {
			jr_free(r);
			return (jr_fail(&in, "a ':' is missing"));
		}
		in.ji_p++;
		f->jf_type = JR_NULL;
		if (jr_value(&in, f) != 0) {
			jr_free(r);
			return (-1);
		}
		r->jr_nfields++;
		jr_skipws(&in);
		if (in.ji_p < in.ji_end && *in.ji_p == ',') {
			in.ji_p++;
			continue;
		}
		if (in.ji_p < in.ji_end && *in.ji_p == '}') {
			in.ji_p++;
			break;
		}
		jr_free(r);
		return (jr_fail(&in, "the object is not closed"));
	}
end:
	jr_skipws(&in);
	if (in.ji_p != in.ji_end) {
		jr_free(r);
		return (jr_fail(&in, "text after the record"));
	}
	return (0);
}

const jr_field_t *
jr_get(const jr_record_t *r, const char *key, jr_type_t t)
{
	size_t i;

	for (i = 0; i < r->jr_nfields; i++) {
		if (strcmp(r->jr_fields[i].jf_key, key) == 0)
			return (r->jr_fields[i].jf_type == t ?
			    &r->jr_fields[i] : NULL);
	}
	return (NULL);
}

const char *
jr_getstr(const jr_record_t *r, const char *key)
{
	const jr_field_t *f = jr_get(r, key, JR_STR);

	return (f != NULL ? f->jf_str.js_s : NULL);
}

int
jr_getuint(const jr_record_t *r, const char *key, uint64_t *v)
{
	const jr_field_t *f = jr_get(r, key, JR_NUM);

	if (f == NULL || !f->jf_isint)
		return (-1);
	*v = f->jf_int;
	return (0);
}
