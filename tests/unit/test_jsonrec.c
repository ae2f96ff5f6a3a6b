/*
 * test_jsonrec.c: the reader of jsmdb's own JSON records (mdbmod/jsonrec.c),
 * which ::jsdiffcore uses on another jsmdb's output: records jsmdb
 * writes are read back exactly; everything else -- truncation, nesting,
 * bad escapes, duplicate keys, overlong input, random bytes and every
 * one-byte mutation of a good record -- is refused or read, never
 * crashes (run under ASan by make asan).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../mdbmod/jsonrec.h"

static int passed, failed;

#define	CHECK(cond, what) do {						\
	if (cond) {							\
		passed++;						\
	} else {							\
		failed++;						\
		printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, what);	\
	}								\
} while (0)

static int
parses(const char *s)
{
	jr_record_t r;
	char err[256];

	if (jr_parse(s, strlen(s), &r, err, sizeof (err)) != 0)
		return (0);
	jr_free(&r);
	return (1);
}

static void
test_good(void)
{
	const char *line = "{\"schema\":\"jsmdb/1\",\"dcmd\":\"findjsobjects\","
	    "\"record\":\"group\",\"address\":\"78d7201141\",\"count\":3037,"
	    "\"properties_count\":2,\"bytes\":121480,\"constructor\":"
	    "\"Jsmdb\\\"G\\\\r\\u00e9\\ud83d\\ude00\\ufffd\",\"elements_kind\""
	    ":null,\"properties\":[\"growId\",\"grow\\nLabel\",\"\"],"
	    "\"exact\":true,\"x\":-1.5e3}";
	jr_record_t r;
	char err[256];
	const jr_field_t *f;
	uint64_t v;

	CHECK(jr_parse(line, strlen(line), &r, err, sizeof (err)) == 0,
	    "a record jsmdb writes parses");
	CHECK(r.jr_nfields == 12, "twelve fields");
	CHECK(jr_getstr(&r, "schema") != NULL &&
	    strcmp(jr_getstr(&r, "schema"), "jsmdb/1") == 0, "schema");
	CHECK(jr_getuint(&r, "count", &v) == 0 && v == 3037, "count");
	CHECK(jr_getstr(&r, "constructor") != NULL && strcmp(
	    jr_getstr(&r, "constructor"),
	    "Jsmdb\"G\\r\xc3\xa9\xf0\x9f\x98\x80\xef\xbf\xbd") == 0,
	    "escapes and a surrogate pair decode to UTF-8");
	CHECK(jr_get(&r, "elements_kind", JR_NULL) != NULL, "null");
	CHECK((f = jr_get(&r, "properties", JR_ARR)) != NULL &&
	    f->jf_narr == 3 && strcmp(f->jf_arr[1].js_s, "grow\nLabel") == 0 &&
	    f->jf_arr[2].js_len == 0, "an array of strings");
	CHECK((f = jr_get(&r, "exact", JR_BOOL)) != NULL && f->jf_int == 1,
	    "true");
	CHECK((f = jr_get(&r, "x", JR_NUM)) != NULL && !f->jf_isint &&
	    f->jf_num == -1500.0, "a negative number with an exponent");
	CHECK(jr_getuint(&r, "x", &v) != 0, "not a non-negative integer");
	CHECK(jr_getstr(&r, "count") == NULL, "a number is not a string");
	CHECK(jr_getstr(&r, "nope") == NULL, "an absent key");
	jr_free(&r);
	CHECK(parses("{}"), "an empty object");
	CHECK(parses(" { \"a\" : [ ] } \r"), "whitespace");
	CHECK(parses("{\"n\":18446744073709551615}"), "2^64-1");
}

static void
test_bad(void)
{
	static const char *const bad[] = {
		"", " ", "[]", "\"x\"", "{", "}", "{\"a\"}", "{\"a\":}",
		"{\"a\":1,}", "{\"a\":1 \"b\":2}", "{\"a\":1}x", "{\"a\":1}{}",
		"{\"a\":{}}", "{\"a\":[1]}", "{\"a\":[\"x\",]}", "{\"a\":[\"x\"",
		"{\"a\":\"x}", "{\"a\":\"\\x41\"}", "{\"a\":\"\\u12\"}",
		"{\"a\":\"\\ud800\"}", "{\"a\":\"\\udc00\"}",
		"{\"a\":\"\\ud800\\u0041\"}", "{\"a\":\"\x01\"}", "{\"a\":01}",
		"{\"a\":-}", "{\"a\":1.}", "{\"a\":1e}", "{\"a\":tru}",
		"{\"a\":nul}", "{\"a\":1,\"a\":2}", "{\"\":1}", "{a:1}",
		"{\"a\":\"\\",
		"{\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
		"\":1}",
	};
	size_t i;

	for (i = 0; i < sizeof (bad) / sizeof (bad[0]); i++) {
		char what[128];

		(void) snprintf(what, sizeof (what), "refused: bad[%zu]", i);
		CHECK(!parses(bad[i]), what);
	}
}

/* Bounds: too many fields, a too long string, a too long array. */
static void
test_bounds(void)
{
	size_t n = JR_MAXSTR + 16, i, o = 0;
	char *s = malloc(n + JR_MAXELEMS * 4 + 64);

	o = (size_t)sprintf(s, "{\"a\":\"");
	for (i = 0; i < JR_MAXSTR + 1; i++)
		s[o++] = 'x';
	o += (size_t)sprintf(s + o, "\"}");
	CHECK(!parses(s), "a string longer than JR_MAXSTR");
	o = (size_t)sprintf(s, "{\"a\":[");
	for (i = 0; i < JR_MAXELEMS + 1; i++)
		o += (size_t)sprintf(s + o, "%s\"\"", i ? "," : "");
	o += (size_t)sprintf(s + o, "]}");
	CHECK(!parses(s), "an array longer than JR_MAXELEMS");
	o = (size_t)sprintf(s, "{");
	for (i = 0; i < JR_MAXFIELDS + 1; i++)
		o += (size_t)sprintf(s + o, "%s\"k%zu\":1", i ? "," : "", i);
	(void) sprintf(s + o, "}");
	CHECK(!parses(s), "more than JR_MAXFIELDS fields");
	free(s);
}

static uint64_t rng = 0x9e3779b97f4a7c15ULL;

static uint64_t
next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (rng);
}

/* Garbage: random bytes, and every one-byte change of a good record. */
static void
test_garbage(void)
{
	const char *good = "{\"schema\":\"jsmdb/1\",\"dcmd\":\"status\","
	    "\"record\":\"status\",\"pid\":2027,\"argv\":\"node \\u00e9\","
	    "\"x\":[\"a\",\"b\\\"c\"],\"t\":false,\"n\":null}";
	static const char alphabet[] = "{}[]\":,\\u0123456789abcdefnrtlse.-+E "
	    "\x01\x7f\xc3\xa9\xff";
	char buf[512];
	size_t len = strlen(good), i, k, survived = 0, runs = 0;
	int ok = 1;

	for (i = 0; i < len; i++) {
		for (k = 0; k < sizeof (alphabet) - 1; k++) {
			memcpy(buf, good, len);
			buf[len] = '\0';
			buf[i] = alphabet[k];
			survived += parses(buf) ? 1 : 0;	/* must not crash */
			runs++;
		}
		/* and cut short at every byte */
		memcpy(buf, good, i);
		buf[i] = '\0';
		if (parses(buf) && i > 0)
			ok = 0;
	}
	CHECK(ok, "no prefix of a record parses");
	for (i = 0; i < 20000; i++) {
		size_t n = next() % sizeof (buf);

		for (k = 0; k < n; k++)
			buf[k] = (next() & 1) ? alphabet[next() %
			    (sizeof (alphabet) - 1)] : (char)next();
		buf[n] = '\0';
		(void) parses(buf);
		runs++;
	}
	CHECK(runs > 20000, "garbage read without a crash");
	printf("garbage: %zu inputs, %zu one-byte changes still parse\n",
	    runs, survived);
}

int
main(void)
{
	test_good();
	test_bad();
	test_bounds();
	test_garbage();
	printf("%d passed, %d failed\n", passed, failed);
	return (failed ? 1 : 0);
}
