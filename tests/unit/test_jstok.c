/*
 * test_jstok.c: the JavaScript tokenizer ::jssource highlights with
 * (mdbmod/jstok.c): regular expressions told from division, nested
 * templates, unterminated strings, comments and templates, non-ASCII
 * names and strings; and on any bytes the tokens cover the input
 * exactly, in order, and the tokenizer ends.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../mdbmod/jstok.h"

static int passed, failed;

#define	CHECK(cond, what) do {						\
	if (cond) {							\
		passed++;						\
	} else {							\
		failed++;						\
		printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, what);	\
	}								\
} while (0)

/*
 * Tokenizes src and renders the significant tokens as "kind:text|...";
 * checks on the way that the tokens tile the input.
 */
static const char *
render(const char *src)
{
	static char out[4096];
	jstok_t t;
	size_t st, n, next = 0, o = 0;
	jstok_kind_t k;

	out[0] = '\0';
	jstok_init(&t, src, strlen(src));
	while (jstok_next(&t, &st, &n, &k)) {
		CHECK(st == next && n > 0, "tokens tile the input");
		next = st + n;
		if (k == JSTOK_SPACE)
			continue;
		o += snprintf(out + o, sizeof (out) - o, "%s%s:%.*s",
		    o > 0 ? "|" : "", jstok_kind_name(k), (int)n, src + st);
		if (o >= sizeof (out))
			break;
	}
	CHECK(next == strlen(src), "tokens reach the end");
	return (out);
}

static void
expect(const char *src, const char *want)
{
	const char *got = render(src);

	if (strcmp(got, want) != 0) {
		failed++;
		printf("FAIL: %s\n  want %s\n  got  %s\n", src, want, got);
	} else {
		passed++;
	}
}

/* Random bytes (from a fixed seed) tile and end. */
static void
random_inputs(void)
{
	static const char alpha[] = "/`'\"${}()[]\\*\n\r ab1.e+-?#\xc3\xa9\x80";
	char buf[200];
	unsigned seed = 12345;
	int i, j, len;
	int before = failed;

	for (i = 0; i < 20000; i++) {
		jstok_t t;
		size_t st, n, next = 0, count = 0;
		jstok_kind_t k;

		seed = seed * 1103515245 + 12345;
		len = (int)((seed >> 16) % sizeof (buf));
		for (j = 0; j < len; j++) {
			seed = seed * 1103515245 + 12345;
			buf[j] = alpha[(seed >> 16) % (sizeof (alpha) - 1)];
		}
		jstok_init(&t, buf, (size_t)len);
		while (jstok_next(&t, &st, &n, &k)) {
			if (st != next || n == 0 || ++count > (size_t)len) {
				failed++;
				printf("FAIL: random input %d does not tile\n",
				    i);
				break;
			}
			next = st + n;
		}
		if (next != (size_t)len && failed == before) {
			failed++;
			printf("FAIL: random input %d stops short\n", i);
		}
	}
	if (failed == before)
		passed++;
}

int
main(void)
{
	/* division after a value; a regular expression after an operator */
	expect("a / b / c",
	    "ident:a|punct:/|ident:b|punct:/|ident:c");
	expect("x = /ab+c/gi.test(s)",
	    "ident:x|punct:=|regexp:/ab+c/gi|punct:.|ident:test|punct:(|"
	    "ident:s|punct:)");
	expect("f(a) / 2 / g", "ident:f|punct:(|ident:a|punct:)|punct:/|"
	    "number:2|punct:/|ident:g");
	expect("a[0] /x/ 1", "ident:a|punct:[|number:0|punct:]|punct:/|"
	    "ident:x|punct:/|number:1");
	expect("return /[/]\\//.source", "keyword:return|regexp:/[/]\\//|"
	    "punct:.|ident:source");
	expect("typeof /x/", "keyword:typeof|regexp:/x/");
	expect("i++ / 2", "ident:i|punct:++|punct:/|number:2");
	expect("(/a/)", "punct:(|regexp:/a/|punct:)");
	expect("a.return / 2", "ident:a|punct:.|ident:return|punct:/|number:2");
	expect("a = b\n/c/g", "ident:a|punct:=|ident:b|punct:/|ident:c|"
	    "punct:/|ident:g");
	/* a '/' whose regular expression does not end on its line divides */
	expect("= /abc\nd", "punct:=|punct:/|ident:abc|ident:d");
	expect("x /= 2", "ident:x|punct:/|punct:=|number:2");

	/* templates, nested, with braces inside substitutions */
	expect("`a${`b${c}`}d`", "template:`a${|template:`b${|ident:c|"
	    "template:}`|template:}d`");
	expect("`${ {a:1}.a }`", "template:`${|punct:{|ident:a|punct::|"
	    "number:1|punct:}|punct:.|ident:a|template:}`");
	expect("`x\\`y` / 2", "template:`x\\`y`|punct:/|number:2");
	expect("`${a}` + /r/", "template:`${|ident:a|template:}`|punct:+|"
	    "regexp:/r/");
	expect("`open ${x", "template:`open ${|ident:x");
	expect("`never closed\nline two", "template:`never closed\nline two");

	/* strings, terminated or not */
	expect("'a\\'b' \"c\"", "string:'a\\'b'|string:\"c\"");
	expect("'abc\nx", "string:'abc|ident:x");
	expect("'a\\\nb'", "string:'a\\\nb'");
	expect("\"", "string:\"");

	/* comments */
	/* a comment is not significant: the token before it decides */
	expect("a // b / c\n/d/", "ident:a|comment:// b / c|punct:/|ident:d|"
	    "punct:/");
	expect("= // b\n/d/", "punct:=|comment:// b|regexp:/d/");
	expect("/* x */ /y/", "comment:/* x */|regexp:/y/");
	expect("x /* c */ / 2", "ident:x|comment:/* c */|punct:/|number:2");
	expect("1 /* never closed", "number:1|comment:/* never closed");
	expect("/**/", "comment:/**/");

	/* numbers */
	expect("0x1F 1e-5 1_000n .5 3.14 0b101",
	    "number:0x1F|number:1e-5|number:1_000n|number:.5|number:3.14|"
	    "number:0b101");
	expect("0xe-5", "number:0xe|punct:-|number:5");

	/* names: keywords, literals, private names, non-ASCII */
	expect("const café = 'é' // ü",
	    "keyword:const|ident:café|punct:=|string:'é'|comment:// ü");
	expect("this.#x = null", "keyword:this|punct:.|ident:#x|punct:=|"
	    "literal:null");
	expect("if (true) return false",
	    "keyword:if|punct:(|literal:true|punct:)|keyword:return|"
	    "literal:false");
	expect("a?.b / c", "ident:a|punct:?.|ident:b|punct:/|ident:c");
	expect("x ? .5 : 1", "ident:x|punct:?|number:.5|punct::|number:1");
	expect("日本 / 2", "ident:日本|punct:/|number:2");

	random_inputs();

	printf("test_jstok: %d passed, %d failed\n", passed, failed);
	return (failed == 0 ? 0 : 1);
}
