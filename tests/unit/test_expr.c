/*
 * test_expr.c: unit test of the command language (mdbmod/lang_*.c) on
 * stubs (stubs_lang.c): numbers and radix rules, operators and their
 * precedence, reads, symbols, dot, errors, statements, pipelines,
 * argument quoting, $ commands, nesting through ::eval, `!` and the
 * /fmt and =fmt output.  Expected values are worked out by hand from
 * mdb's rules, never pasted from our own output.
 *
 * Prints failures, then "N passed, N failed"; exits non-zero on failure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mdb.h"
#include "language.h"
#include "stubs_lang.h"

static int npass, nfail;

#define	CHECK(cond, ...) do {						\
	if (cond) {							\
		npass++;						\
	} else {							\
		nfail++;						\
		printf("FAIL %s:%d: ", __FILE__, __LINE__);		\
		printf(__VA_ARGS__);					\
		printf("\n");						\
	}								\
} while (0)

/* A string with its blanks and control characters made visible. */
static const char *
vis(const char *s)
{
	static char buf[4][2048];
	static int which;
	char *b = buf[which++ % 4];
	size_t o = 0;

	for (; *s != '\0' && o < sizeof (buf[0]) - 8; s++) {
		if (*s == '\n') {
			memcpy(b + o, "\\n", 2);
			o += 2;
		} else if (*s == ' ') {
			b[o++] = '.';
		} else if ((unsigned char)*s < 0x20) {
			o += (size_t)snprintf(b + o, 8, "\\x%02x", *s);
		} else {
			b[o++] = *s;
		}
	}
	b[o] = '\0';
	return (b);
}

/* ---- expressions ---- */

static void
t_val(int line, const char *expr, uint64_t want)
{
	uint64_t v = 0xbad;
	int rv;

	stub_reset();
	rv = mdb_eval_expr(expr, &v);
	if (rv != 0 || v != want) {
		nfail++;
		printf("FAIL line %d: \"%s\" = %llx rv %d (want %llx) %s",
		    line, expr, (unsigned long long)v, rv,
		    (unsigned long long)want, stub_err);
		printf("\n");
	} else {
		npass++;
	}
}

static void
t_err(int line, const char *expr, const char *msg)
{
	uint64_t v = 0x5a5a;
	int rv;

	stub_reset();
	rv = mdb_eval_expr(expr, &v);
	if (rv != -1 || v != 0x5a5a || strstr(stub_err, msg) == NULL ||
	    strchr(stub_err, '\n') != stub_err + strlen(stub_err) - 1) {
		nfail++;
		printf("FAIL line %d: \"%s\" rv %d, want an error with "
		    "\"%s\", got \"%s\"\n", line, expr, rv, msg,
		    vis(stub_err));
	} else {
		npass++;
	}
}

#define	VAL(e, w)	t_val(__LINE__, e, w)
#define	ERR(e, m)	t_err(__LINE__, e, m)

static void
test_numbers(void)
{
	uint64_t v;

	/* radix rules */
	VAL("10", 0x10);
	VAL("0x10", 16);
	VAL("0X1f", 0x1f);
	VAL("0t10", 10);
	VAL("0T99", 99);
	VAL("0i101", 5);
	VAL("0I1_0", 2);
	VAL("0o17", 15);
	VAL("0O777", 0777);
	VAL("1_000", 0x1000);
	VAL("ffffffffffffffff", UINT64_MAX);
	VAL("0t18446744073709551615", UINT64_MAX);
	VAL("  7  ", 7);
	VAL("'A'", 0x41);
	VAL("'ab'", 0x6162);
	VAL("'\\n'", 10);
	VAL("''", 0);
	ERR("10000000000000000", "too large");
	ERR("0t18446744073709551616", "too large");
	ERR("0t1.5", "floating point");
	ERR("'abcdefghi'", "may not exceed");
	ERR("'ab", "unmatched");

	/* mdb_strtonum: a whole string, mdb radix rules */
	CHECK(mdb_strtonum("10", &v) == 0 && v == 0x10, "strtonum 10");
	CHECK(mdb_strtonum("0t10", &v) == 0 && v == 10, "strtonum 0t10");
	CHECK(mdb_strtonum("0x7fff0010", &v) == 0 && v == 0x7fff0010,
	    "strtonum 0x");
	CHECK(mdb_strtonum("0i11", &v) == 0 && v == 3, "strtonum 0i");
	CHECK(mdb_strtonum("0o10", &v) == 0 && v == 8, "strtonum 0o");
	CHECK(mdb_strtonum("DeadBeef", &v) == 0 && v == 0xdeadbeef,
	    "strtonum case");
	CHECK(mdb_strtonum("", &v) == -1, "strtonum empty");
	CHECK(mdb_strtonum("0x", &v) == -1, "strtonum 0x alone");
	CHECK(mdb_strtonum("12 ", &v) == -1, "strtonum trailing blank");
	CHECK(mdb_strtonum("0t1a", &v) == -1, "strtonum bad decimal");
	CHECK(mdb_strtonum("g", &v) == -1, "strtonum g");
	CHECK(mdb_strtonum("-1", &v) == -1, "strtonum sign");
	CHECK(mdb_strtonum("10000000000000000", &v) == -1, "strtonum ovf");
	CHECK(mdb_strtonum(NULL, &v) == -1, "strtonum NULL");
}

static void
test_operators(void)
{
	VAL("1+2*3", 7);
	VAL("(1+2)*3", 9);
	VAL("0t100%0t7", 14);		/* % divides */
	VAL("-0t100%0t7", (uint64_t)-14);	/* signed */
	VAL("0t100%%0t7", 2);		/* %% is the modulus */
	VAL("2*3%%4", 6);		/* %% binds tighter than * */
	VAL("0t10#8", 0x10);		/* # rounds up to a multiple */
	VAL("0t16#8", 0x10);
	VAL("1<<4", 0x10);
	VAL("100>>4", 0x10);
	VAL("1+2<<1", 6);		/* + binds tighter than << */
	VAL("1<<0t64", 0);
	VAL("f0&3c", 0x30);
	VAL("f0|f", 0xff);
	VAL("ff^f", 0xf0);
	VAL("1|2^3", 1);		/* ^ binds tighter than | */
	VAL("6&3==3", 0);		/* == binds tighter than & */
	VAL("3==3", 1);
	VAL("3!=3", 0);
	VAL("~0", UINT64_MAX);
	VAL("-1", UINT64_MAX);
	VAL("-(2)", (uint64_t)-2);
	VAL("--5", 5);
	VAL("#0", 1);
	VAL("#5", 0);
	VAL("~-1", 0);
	VAL("10-1-1", 0xe);		/* left associative */
	VAL("40%4%2", 8);
	VAL("2*-3", (uint64_t)-6);
	ERR("1%0", "divide by zero");
	ERR("1%%0", "divide by zero");
	ERR("1#0", "divide by zero");
	ERR("8000000000000000%-1", "divide overflow");
	ERR("1+", "syntax error");
	ERR("(1", "syntax error");
	ERR("1)", "syntax error near \")\"");
	ERR("", "syntax error");
	ERR("1 2", "syntax error near \"2\"");
	ERR("1;", "syntax error");
	ERR("1/2", "syntax error");
	ERR("$[1]", "syntax error");
	ERR("\"str\"", "syntax error");
}

static void
test_reads_symbols(void)
{
	char deep[512];
	size_t i;

	/* memory: counter_table is the stub image at 0x1000 */
	VAL("*counter_table", 0x0000000100000000ULL);
	VAL("*(counter_table+0t16)", 0x2a);
	VAL("*/4/(counter_table+4)", 1);
	VAL("*/i/(counter_table+4)", 1);
	VAL("*/1/(counter_table+0t16)", 0x2a);
	VAL("*/2/(counter_table+28)", 0xfffe);
	VAL("*/8/(counter_table+20)", 0x1010);
	VAL("**(counter_table+20)", 0x2a);	/* a pointer chain */
	VAL("*counter_table+0t16", 0x0000000100000010ULL); /* * binds first */
	VAL("%(counter_table+20)", 0x1010);
	ERR("*0", "failed to read from address 0");
	ERR("*/4/2ffe", "failed to read from address 2ffe");
	ERR("*/q/1000", "invalid cast");

	/* symbols */
	VAL("counter_table", 0x1000);
	VAL("counter_table+0t16", 0x1010);
	VAL("libc.so.6`abort", 0x7f0000001000ULL);
	VAL("abort", 0x7f0000001000ULL);
	VAL("main+10", 0x2010);
	VAL("add", 0x5000);		/* hex digits, but a symbol exists */
	VAL("add+1", 0x5001);
	VAL("dead", 0xdead);		/* hex digits, no such symbol */
	VAL("0add", 0xadd);		/* a leading digit: always a number */
	VAL("has$dollar", 0x3000);
	ERR("nosuch", "failed to dereference symbol \"nosuch\"");
	ERR("libc.so.6`nosuch", "failed to dereference symbol");

	/* dot */
	mdb.m_dot = 0x1234;
	VAL(".", 0x1234);
	VAL(".+4", 0x1238);
	VAL("(.)*2", 0x2468);

	/* caps: no crash on deep nesting or long names */
	for (i = 0; i < 200; i++)
		deep[i] = '(';
	deep[i++] = '1';
	deep[i] = '\0';
	ERR(deep, "nested too deeply");
	for (i = 0; i < 200; i++)
		deep[i] = '-';
	deep[i++] = '1';
	deep[i] = '\0';
	ERR(deep, "nested too deeply");
	{
		char *big = malloc(5000);

		memset(big, 'g', 4999);
		big[4999] = '\0';
		ERR(big, "too long");
		free(big);
	}
}

static void
test_argtoull(void)
{
	mdb_arg_t a;

	a.a_type = MDB_TYPE_IMMEDIATE;
	a.a_un.a_val = 0x1234;
	CHECK(mdb_argtoull(&a) == 0x1234, "argtoull immediate");
	a.a_type = MDB_TYPE_STRING;
	a.a_un.a_str = "0t5+1";
	CHECK(mdb_argtoull(&a) == 6, "argtoull expression");
	a.a_un.a_str = "counter_table";
	CHECK(mdb_argtoull(&a) == 0x1000, "argtoull symbol");
	a.a_type = MDB_TYPE_CHAR;
	a.a_un.a_char = 'x';
	CHECK(mdb_argtoull(&a) == 'x', "argtoull char");
}

/* ---- statements ---- */

static int
run(const char *line)
{
	int rv;

	stub_reset();
	stub_ncalls = 0;
	rv = mdb_run_line(line);
	if (stub_depth() != 1) {
		nfail++;
		printf("FAIL: \"%s\": output sinks left pushed\n", vis(line));
	}
	return (rv);
}

static const stub_call_t *
call(int i)
{
	static stub_call_t none;

	return (i < stub_ncalls ? &stub_calls[i] : &none);
}

static int
is_call(int i, const char *name, uintptr_t addr, uint_t flags, int argc)
{
	const stub_call_t *c = call(i);

	if (strcmp(c->sc_name, name) == 0 && c->sc_addr == addr &&
	    c->sc_flags == flags && c->sc_argc == argc)
		return (1);
	printf("  call %d: %s addr %lx flags %x argc %d; want %s %lx %x %d\n",
	    i, c->sc_name, (unsigned long)c->sc_addr, c->sc_flags, c->sc_argc,
	    name, (unsigned long)addr, flags, argc);
	return (0);
}

static int
is_str(int i, int arg, const char *s)
{
	const stub_call_t *c = call(i);

	return (arg < c->sc_argc && c->sc_argv[arg].a_type ==
	    MDB_TYPE_STRING && strcmp(c->sc_argv[arg].a_un.a_str, s) == 0);
}

static int
is_imm(int i, int arg, uint64_t v)
{
	const stub_call_t *c = call(i);

	return (arg < c->sc_argc && c->sc_argv[arg].a_type ==
	    MDB_TYPE_IMMEDIATE && c->sc_argv[arg].a_un.a_val == v);
}

#define	AS	DCMD_ADDRSPEC
#define	LP	DCMD_LOOP
#define	LF	DCMD_LOOPFIRST
#define	PI	DCMD_PIPE
#define	PO	DCMD_PIPE_OUT

static void
test_commands(void)
{
	mdb.m_dot = 0x4444;

	CHECK(run("1234::rec a b") == 0 && stub_ncalls == 1 &&
	    is_call(0, "rec", 0x1234, AS, 2) && is_str(0, 0, "a") &&
	    is_str(0, 1, "b"), "addr::dcmd args");
	CHECK(mdb.m_dot == 0x1234, "dot after addr::dcmd");

	mdb.m_dot = 0x4444;
	CHECK(run("::rec") == 0 && stub_ncalls == 1 &&
	    is_call(0, "rec", 0x4444, 0, 0), "::dcmd at dot");
	CHECK(run("::mdb`rec") == 0 && stub_ncalls == 1 &&
	    is_call(0, "rec", 0x4444, 0, 0), "::module`dcmd");
	CHECK(run("::rec|::rec;::rec") == 0 && stub_ncalls == 2,
	    "no blanks needed");

	CHECK(run("counter_table+8::rec") == 0 &&
	    is_call(0, "rec", 0x1008, AS, 0), "symbolic addr");

	CHECK(run("1000,3::rec") == 0 && stub_ncalls == 3 &&
	    is_call(0, "rec", 0x1000, AS | LP | LF, 0) &&
	    is_call(1, "rec", 0x1000, AS | LP, 0) &&
	    is_call(2, "rec", 0x1000, AS | LP, 0), "addr,count::dcmd");
	CHECK(run("1000,0::rec") == 0 && stub_ncalls == 0, "count 0");
	mdb.m_dot = 0x4444;
	CHECK(run(",2::rec") == 0 && stub_ncalls == 2 &&
	    is_call(0, "rec", 0x4444, LP | LF, 0) &&
	    is_call(1, "rec", 0x4444, LP, 0), ",count::dcmd");
	CHECK(run("1,100001::rec") == -1 && stub_ncalls == 0 &&
	    strstr(stub_err, "too large") != NULL, "count cap");

	/* statements */
	CHECK(run("1::rec; 2::rec\n3::rec;") == 0 && stub_ncalls == 3 &&
	    is_call(2, "rec", 3, AS, 0), "; and newline separate");
	CHECK(run("") == 0 && stub_ncalls == 0, "empty line");
	CHECK(run("  ;; \n ") == 0 && stub_ncalls == 0, "empty statements");
	CHECK(run("1::rec // a comment") == 0 && stub_ncalls == 1 &&
	    is_call(0, "rec", 1, AS, 0), "comment");
	CHECK(run("5678") == 0 && stub_ncalls == 0 && mdb.m_dot == 0x5678,
	    "bare expression sets dot");
	CHECK(run("100+1,4") == 0 && mdb.m_dot == 0x101,
	    "bare addr,count sets dot");

	/* failures */
	CHECK(run("::nosuch") == -1 && strcmp(stub_err,
	    "jsmdb: unknown dcmd: nosuch\n") == 0, "unknown dcmd: %s",
	    vis(stub_err));
	CHECK(run("1::rec; ::nosuch; 2::rec") == -1 && stub_ncalls == 1,
	    "the rest of the line after an error is dropped");
	CHECK(run("1::rec | 2") == -1 && stub_ncalls == 0 &&
	    strstr(stub_err, "syntax error near \"2\"") != NULL,
	    "syntax error runs nothing: %s", vis(stub_err));
	CHECK(run("1::rec $[nosuch]") == -1 && stub_ncalls == 0,
	    "bad $[] runs nothing");
	CHECK(run("*0::rec") == -1 && stub_ncalls == 0 &&
	    strstr(stub_err, "failed to read") != NULL,
	    "bad read runs nothing");
	CHECK(run("1::fail; 2::rec") == -1 && stub_ncalls == 2,
	    "DCMD_ERR fails the line but the next statement runs");
	CHECK(run("1::abort; 2::rec") == -1 && stub_ncalls == 1,
	    "DCMD_ABORT stops the line");
	CHECK(run("::usage") == -1 && strstr(stub_err, "usage: usage") != NULL,
	    "usage printed");
	CHECK(run("1::") == -1 && strstr(stub_err, "syntax error") != NULL,
	    ":: alone");
	CHECK(run("| ::rec") == -1 && stub_ncalls == 0, "leading |");
	CHECK(run("1::rec |") == -1 && stub_ncalls == 0, "trailing |");
	CHECK(run("1::rec \"unterminated") == -1 && stub_ncalls == 0 &&
	    strstr(stub_err, "unmatched") != NULL, "open quote");
	CHECK(run("1::rec $[1") == -1 && stub_ncalls == 0 &&
	    strstr(stub_err, "$[ unmatched") != NULL, "open $[");
	CHECK(run("1::rec ! ") == -1 && stub_ncalls == 0, "empty ! command");
	CHECK(run("1 2::rec") == -1 && stub_ncalls == 0, "two expressions");
	CHECK(run(",") == -1 && stub_ncalls == 0, "lone comma");

	/* interrupt */
	mdb.m_intr = 1;
	CHECK(run("1,3::rec") == -1 && stub_ncalls == 0 && mdb.m_intr == 1,
	    "interrupt");
	CHECK(run("1000::emit | ::eval \"::rec\"") == -1 && stub_ncalls == 0,
	    "interrupt before a pipeline");
	CHECK(run("0t10,3=X") == -1 && strcmp(stub_out(), "") == 0,
	    "interrupt before a format");
	mdb.m_intr = 0;
	CHECK(run("1,3::intr; 2::rec") == -1 && stub_ncalls == 1,
	    "interrupt during a loop");
	mdb.m_intr = 0;
	CHECK(run("1000::emit | ::eval \"::intr\" | ::rec") == -1 &&
	    stub_ncalls == 3, "interrupt inside a nested line");
	mdb.m_intr = 0;
}

static void
test_arguments(void)
{
	CHECK(run("::rec \"a\\tb\" 'c\\'d' -s\"x y\"z $[0t10+1] "
	    "\"semi;colon|bar\" plain\\n -v") == 0, "quoting parse");
	CHECK(stub_ncalls == 1 && call(0)->sc_argc == 7 &&
	    is_str(0, 0, "a\tb") && is_str(0, 1, "c'd") &&
	    is_str(0, 2, "-sx yz") && is_imm(0, 3, 11) &&
	    is_str(0, 4, "semi;colon|bar") && is_str(0, 5, "plain\\n") &&
	    is_str(0, 6, "-v"), "argument quoting");
	CHECK(run("::rec '' \"\"") == 0 && call(0)->sc_argc == 2 &&
	    is_str(0, 0, "") && is_str(0, 1, ""), "empty strings");
	CHECK(run("::rec a$b $[.]") == 0 && is_str(0, 0, "a$b"),
	    "lone $ in a word");
	CHECK(run("::rec 'a b'\"c\"d") == 0 && call(0)->sc_argc == 1 &&
	    is_str(0, 0, "a bcd"), "glued quotes");
	CHECK(run("::rec \"\\x41\\102\\e\"") == 0 &&
	    is_str(0, 0, "AB\x1b"), "escapes");
}

static void
test_pipelines(void)
{
	/* emit prints addr, 0x(addr+8), then a padded addr+10 line */
	CHECK(run("1000::emit | ::rec x") == 0 && stub_ncalls == 4 &&
	    is_call(0, "emit", 0x1000, AS | PO, 0) &&
	    is_call(1, "rec", 0x1000, AS | LP | LF | PI, 1) &&
	    is_call(2, "rec", 0x1008, AS | LP | PI, 1) &&
	    is_call(3, "rec", 0x1010, AS | LP | PI, 1) &&
	    is_str(3, 0, "x"), "a | b");
	CHECK(strcmp(stub_out(), "") == 0, "a's output was captured: %s",
	    vis(stub_out()));

	CHECK(run("1000::emit | ::emit | ::rec") == 0 && stub_ncalls == 13 &&
	    is_call(1, "emit", 0x1000, AS | LP | LF | PI | PO, 0) &&
	    is_call(2, "emit", 0x1008, AS | LP | PI | PO, 0) &&
	    is_call(4, "rec", 0x1000, AS | LP | LF | PI, 0) &&
	    is_call(12, "rec", 0x1020, AS | LP | PI, 0), "a | b | c");

	CHECK(run("1000,2::emit | ::rec") == 0 && stub_ncalls == 8 &&
	    is_call(0, "emit", 0x1000, AS | LP | LF | PO, 0) &&
	    is_call(1, "emit", 0x1000, AS | LP | PO, 0) &&
	    is_call(7, "rec", 0x1010, AS | LP | PI, 0), "addr,count | b");

	CHECK(run("::echo | ::rec") == 0 && stub_ncalls == 1,
	    "no addresses, no call");
	CHECK(run("::echo 100 hello | ::rec") == -1 && stub_ncalls == 1 &&
	    strstr(stub_err, "\"hello\" is not an address") != NULL,
	    "bad pipe line: %s", vis(stub_err));
	CHECK(run("::echo \"12 34\" \" 0t10\" | ::rec") == 0 &&
	    stub_ncalls == 3 && is_call(1, "rec", 0x12, AS | LP | LF | PI, 0) &&
	    is_call(2, "rec", 10, AS | LP | PI, 0), "first word, radix");
	CHECK(run("1000::emit | ::abort | ::rec") == -1 && stub_ncalls == 2,
	    "abort stops the pipeline");
	CHECK(run("1000::emit | ::fail") == -1 && stub_ncalls == 4,
	    "a failing stage runs for every address");

	/* $ commands, thread ids */
	mdb.m_dot = 0x1010;
	CHECK(run("$c") == 0 && is_call(0, "stack", 0x1010, 0, 0), "$c");
	CHECK(run("$C") == 0 && is_call(0, "stack", 0x1010, 0, 1) &&
	    is_str(0, 0, "-v"), "$C");
	CHECK(run("2$C 5") == 0 && is_call(0, "stack", 2, AS, 2) &&
	    is_str(0, 0, "-v") && is_str(0, 1, "5"), "tid$C args");
	CHECK(run("3$r") == 0 && is_call(0, "regs", 3, AS, 0), "tid$r");
	CHECK(run("$m") == 0 && is_call(0, "mappings", 3, 0, 0), "$m");
	CHECK(run("add$r") == 0 && is_call(0, "regs", 0x5000, AS, 0),
	    "sym$r");
	CHECK(run("dead$c") == 0 && is_call(0, "stack", 0xdead, AS, 0),
	    "hex$c");
	CHECK(run("$Z") == -1 && strstr(stub_err, "unknown dcmd: $Z") != NULL,
	    "unknown $");
	CHECK(run("$c | ::rec") == 0, "$c in a pipe");
	mdb.m_quit = 0;
	CHECK(run("1::rec; $q; 2::rec") == 0 && mdb.m_quit == 1 &&
	    stub_ncalls == 1, "$q");
	mdb.m_quit = 0;
	CHECK(run("::quit; 2::rec") == 0 && mdb.m_quit == 1 &&
	    stub_ncalls == 0, "::quit stops the line");
	mdb.m_quit = 0;

	/* nesting through ::eval, with a pipeline inside a pipeline */
	CHECK(run("1000::emit | ::eval \".::emit | ::rec\"") == 0 &&
	    stub_ncalls == 1 + 3 * (1 + 1 + 3), "nested pipelines (%d calls)",
	    stub_ncalls);
	CHECK(is_call(1, "eval", 0x1000, AS | LP | LF | PI, 1) &&
	    is_call(2, "emit", 0x1000, AS | PO, 0) &&
	    is_call(3, "rec", 0x1000, AS | LP | LF | PI, 0) &&
	    is_call(5, "rec", 0x1010, AS | LP | PI, 0), "nested flags");
	CHECK(run("::eval \"::eval '::eval \\\"1::rec\\\"'\"") == 0 &&
	    stub_ncalls == 4 && is_call(3, "rec", 1, AS, 0),
	    "eval in eval in eval");
	CHECK(run("1::emit | ::eval \"::emit | ::eval '::nosuch'\"") == -1,
	    "nested error");
	CHECK(run("::recurse") == -1 &&
	    strstr(stub_err, "nested too deeply") != NULL &&
	    stub_ncalls == 8, "endless ::eval recursion is cut (%d): %s",
	    stub_ncalls, vis(stub_err));
}

static void
test_shell(void)
{
	char path[] = "/tmp/test_expr.XXXXXX";
	char cmd[128], buf[256];
	FILE *fp;
	size_t n;
	int fd;

	if ((fd = mkstemp(path)) < 0) {
		CHECK(0, "mkstemp");
		return;
	}
	(void) close(fd);

	(void) snprintf(cmd, sizeof (cmd), "::echo hello world ! cat > %s",
	    path);
	CHECK(run(cmd) == 0 && strcmp(stub_out(), "") == 0, "! runs");
	fp = fopen(path, "r");
	n = fp != NULL ? fread(buf, 1, sizeof (buf) - 1, fp) : 0;
	buf[n] = '\0';
	if (fp != NULL)
		(void) fclose(fp);
	CHECK(strcmp(buf, "hello\nworld\n") == 0, "! output: %s", vis(buf));

	(void) snprintf(cmd, sizeof (cmd),
	    "1000::emit | ::emit ! 'grep -c x >%s'; 1::rec", path);
	CHECK(run(cmd) == 0 && stub_ncalls == 5, "pipeline ! quoted");
	fp = fopen(path, "r");
	n = fp != NULL ? fread(buf, 1, sizeof (buf) - 1, fp) : 0;
	buf[n] = '\0';
	if (fp != NULL)
		(void) fclose(fp);
	CHECK(strcmp(buf, "3\n") == 0, "last stage went to the shell: %s",
	    vis(buf));

	/* a ';' inside the shell command's own quotes is the shell's */
	(void) snprintf(cmd, sizeof (cmd),
	    "::echo abc ! sed 's/a/x/; s/b/y/' >%s; 1::rec", path);
	CHECK(run(cmd) == 0 && stub_ncalls == 2, "! with quoted ';'");
	fp = fopen(path, "r");
	n = fp != NULL ? fread(buf, 1, sizeof (buf) - 1, fp) : 0;
	buf[n] = '\0';
	if (fp != NULL)
		(void) fclose(fp);
	CHECK(strcmp(buf, "xyc\n") == 0, "quoted ';' reached sed: %s",
	    vis(buf));

	/* a reader that quits early must not kill us (SIGPIPE) */
	CHECK(run("1000,100::emit ! true") == 0, "! true");
	(void) unlink(path);
}

/* ---- formats ---- */

static void
fmt(int line, const char *cmd, int wantrv, const char *want)
{
	int rv = run(cmd);

	if (rv != wantrv || strcmp(stub_out(), want) != 0) {
		nfail++;
		printf("FAIL line %d: \"%s\" rv %d (want %d)\n  got:  %s\n"
		    "  want: %s\n  err: %s\n", line, cmd, rv, wantrv,
		    vis(stub_out()), vis(want), vis(stub_err));
	} else {
		npass++;
	}
}

#define	FMT(c, w)	fmt(__LINE__, c, 0, w)
#define	SP16	"                "

static void
test_formats(void)
{
	/* label "counter_table+0x10:" (19) tabs to 32; %-16d pads 14 */
	FMT("counter_table+0t16/D",
	    "counter_table+0x10:             42              \n");
	/* an exact symbol gets its own line; the label pads to 16 */
	FMT("counter_table/X",
	    "counter_table:\ncounter_table:  0               \n");
	/* the 4th value would pad to column 80: mdb ends the line instead */
	FMT("counter_table/4X",
	    "counter_table:\ncounter_table:  0               1               "
	    "2               3\n");
	FMT("counter_table,4/X",
	    "counter_table:\ncounter_table:  0               1               "
	    "2               3\n");
	CHECK(mdb.m_dot == 0x100c, "dot after ,4/X: %lx",
	    (unsigned long)mdb.m_dot);
	/* offsets below 10 have no 0x, as mdb's numtostr() */
	FMT("counter_table+8/X",
	    "counter_table+8:2               \n");
	CHECK(mdb.m_dot == 0x1008, "dot after /X");
	/* "|" leaves the line at 65: the next field wraps to the margin */
	FMT("counter_table+4/2X\"|\"D",
	    "counter_table+4:1               2               |3               "
	    "\n");
	FMT("counter_table+4/3X\"|\"D",
	    "counter_table+4:1               2               3               "
	    "|\n" SP16 "42              \n");
	FMT("counter_table+4/$[1+1]U",
	    "counter_table+4:1               2               \n");
	FMT("counter_table+0t16/B",
	    "counter_table+0x10:             2a      \n");
	FMT("counter_table+0t16/V",
	    "counter_table+0x10:             42      \n");
	FMT("counter_table+28/d",
	    "counter_table+0x28:             -2      \n");
	FMT("counter_table+28/u",
	    "counter_table+0x28:             65534   \n");
	FMT("counter_table+28/x",
	    "counter_table+0x28:             fffe    \n");
	FMT("counter_table+18/E",
	    "counter_table+0x18:             18446744073709551615 \n");
	FMT("counter_table+18/e",
	    "counter_table+0x18:             -1                   \n");
	FMT("counter_table+18/J",
	    "counter_table+0x18:             ffffffffffffffff \n");
	FMT("counter_table+20/K",
	    "counter_table+0x20:             1010            \n");
	FMT("counter_table+20/p",
	    "counter_table+0x20:             counter_table+0x10\n");
	FMT("counter_table+2a/2C",
	    "counter_table+0x2a:             A\\n\n");
	FMT("counter_table+2a/c",
	    "counter_table+0x2a:             A\n");
	FMT("counter_table+0t16/o",
	    "counter_table+0x10:             052     \n");
	FMT("counter_table+0t16/a",
	    "counter_table+0x10:             counter_table+0x10:             "
	    "\n");
	FMT("counter_table+4/X4+X",
	    "counter_table+4:1               3               \n");
	FMT("message/s", "message:\nmessage:        hello\\tworld\\n\n");
	/* a string from the core cannot drive the terminal */
	FMT("1200/s", "0x1200:         \\x1b[31mred\n");
	FMT("1200/2s", "0x1200:         \\x1b[31mred\\0ok\n");
	FMT("counter_table+4/X | ::rec", "");
	CHECK(stub_ncalls == 1 && is_call(0, "rec", 1, AS | LP | LF | PI, 0),
	    "/X into a pipe prints no label");

	/* = formats the value: lines start at the margin */
	FMT("0t10=X", SP16 "a               \n");
	FMT("-1=D", SP16 "-1              \n");
	FMT("-1=E", SP16 "18446744073709551615 \n");
	FMT("0t65=c", SP16 "A\n");
	FMT("0t10=Dn", SP16 "10              \n");
	FMT("0t10=nD", SP16 "\n" SP16 "10              \n");
	FMT("counter_table+0t16=p", SP16 "counter_table+0x10\n");
	FMT("1<<0t63=g", SP16 "-1000000000000000000000 \n");
	/* mdb's tst.format-cap-E: three 21-column fields a line */
	FMT("-1,4=E",
	    SP16 "18446744073709551615 18446744073709551615 "
	    "18446744073709551615 \n"
	    SP16 "18446744073709551615 \n");
	/* and tst.format-g: two 24-column fields a line */
	FMT("-1,3=g",
	    SP16 "-1                      -1                      \n"
	    SP16 "-1                      \n");
	FMT("5=X\"x\"", SP16 "5               x\n");
	CHECK(mdb.m_dot == 5, "dot after =");

	/* errors */
	fmt(__LINE__, "0/X", -1, "0:              \n");
	CHECK(strstr(stub_err, "failed to read data from target at 0") != NULL,
	    "read failure message: %s", vis(stub_err));
	fmt(__LINE__, "5/X", -1, "5:              \n");
	fmt(__LINE__, "2ff8,4/X", -1,
	    "0x2ff8:         0               0               \n");
	fmt(__LINE__, "1/k", -1, "");
	CHECK(strstr(stub_err, "invalid format character -- 'k'") != NULL,
	    "bad format char");
	fmt(__LINE__, "1/w 5", -1, "");
	CHECK(strstr(stub_err, "read-only") != NULL, "write refused");
	fmt(__LINE__, "1/i", -1, "");
	fmt(__LINE__, "1=", -1, "");
	fmt(__LINE__, "1?X", -1, "");
	fmt(__LINE__, "1/'X", -1, "");
	fmt(__LINE__, "1/99999999X", -1, "");
	/* 64 characters a line: the margin, then up to column 80 */
	CHECK(run("41,3=0t500000c") == -1 && strlen(stub_out()) ==
	    LANG_MAXITEMS / 64 * (16 + 64 + 1) &&
	    strstr(stub_err, "stopped after") != NULL,
	    "format output is bounded: %zu", strlen(stub_out()));
}

/* Garbage must give an error or run, never crash or leak sinks. */
static void
test_garbage(void)
{
	static const char alpha[] =
	    "0123abcdefxtoiXDKs .`$_,;\n:/=|*%#&^~+-()[]<>\"'\\?@{}!";
	unsigned int seed = 12345;
	char line[64];
	int i, j, n;

	for (i = 0; i < 20000; i++) {
		seed = seed * 1103515245 + 12345;
		n = (int)((seed >> 16) % (sizeof (line) - 1));
		for (j = 0; j < n; j++) {
			seed = seed * 1103515245 + 12345;
			line[j] = alpha[(seed >> 16) % (sizeof (alpha) - 1)];
			/* no shell commands, no big repeat counts */
			if (line[j] == '!' || line[j] == ',')
				line[j] = ' ';
		}
		line[n] = '\0';
		(void) run(line);
		mdb.m_quit = 0;
	}
	CHECK(1, "garbage");
}

int
main(void)
{
	static const uint32_t words[] = { 0, 1, 2, 3, 42 };

	/* the memory image (see stubs_lang.c: base 0x1000) */
	memcpy(stub_mem, words, sizeof (words));
	memset(stub_mem + 0x18, 0xff, 8);			/* -1 */
	stub_mem[0x20] = 0x10;					/* 0x1010 */
	stub_mem[0x21] = 0x10;
	stub_mem[0x28] = 0xfe;					/* -2 */
	stub_mem[0x29] = 0xff;
	stub_mem[0x2a] = 'A';
	stub_mem[0x2b] = '\n';
	memcpy(stub_mem + 0x100, "hello\tworld\n", 13);	/* message */
	memcpy(stub_mem + 0x200, "\x1b[31mred\0ok", 12);

	test_numbers();
	test_operators();
	test_reads_symbols();
	test_argtoull();
	test_commands();
	test_arguments();
	test_pipelines();
	test_shell();
	test_formats();
	test_garbage();

	stub_free();
	printf("%d passed, %d failed\n", npass, nfail);
	return (nfail != 0);
}
