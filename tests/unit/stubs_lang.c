/*
 * stubs_lang.c: stand-ins for what the command language calls in
 * modapi.c, so tests/unit/test_expr.c can run the language alone.
 *
 *  - a tiny symbol table and a 8 KiB memory image at STUB_MEMBASE
 *  - dcmds that record how they were called (rec), print (echo, emit),
 *    fail (fail, abort) or run a nested line (eval), plus stack, regs,
 *    mappings and status for the $ commands
 *  - output sinks like modapi.c's: a stack of capture buffers and FILEs,
 *    the bottom one a buffer the test reads (stub_out)
 *  - mdb_warn into stub_err
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mdb.h"
#include "stubs_lang.h"

mdb_state_t mdb;

unsigned char stub_mem[STUB_MEMSIZE];

/* ---- symbols ---- */

typedef struct stub_sym {
	const char *ss_name;
	uint64_t ss_value;
	uint64_t ss_size;
} stub_sym_t;

static const stub_sym_t stub_syms[] = {
	{ "counter_table", 0x1000, 0x100 },
	{ "message", 0x1100, 0x40 },
	{ "add", 0x5000, 0x10 },
	{ "main", 0x2000, 0x80 },
	{ "libc.so.6`abort", 0x7f0000001000ULL, 0x40 },
	{ "has$dollar", 0x3000, 8 },
	{ NULL, 0, 0 }
};

int
mdb_lookup_by_name(const char *name, GElf_Sym *sym)
{
	const stub_sym_t *s;
	const char *bt;

	for (s = stub_syms; s->ss_name != NULL; s++) {
		/* "abort" finds libc.so.6`abort too */
		bt = strchr(s->ss_name, '`');
		if (strcmp(s->ss_name, name) == 0 ||
		    (bt != NULL && strcmp(bt + 1, name) == 0)) {
			memset(sym, 0, sizeof (*sym));
			sym->st_value = s->ss_value;
			sym->st_size = s->ss_size;
			return (0);
		}
	}
	return (-1);
}

/* No target here: no thread has registers ("<rsp" is unknown). */
/*ARGSUSED*/
int
mdb_getareg(uint_t tid, const char *name, mdb_reg_t *rp)
{
	return (-1);
}

int
mdb_lookup_by_addr(uintptr_t addr, uint_t flags, char *buf, size_t len,
    GElf_Sym *sym)
{
	const stub_sym_t *s;

	for (s = stub_syms; s->ss_name != NULL; s++) {
		if (addr == s->ss_value || (flags == MDB_SYM_FUZZY &&
		    addr > s->ss_value && addr < s->ss_value + s->ss_size)) {
			if (buf != NULL && len > 0)
				(void) snprintf(buf, len, "%s", s->ss_name);
			if (sym != NULL) {
				memset(sym, 0, sizeof (*sym));
				sym->st_value = s->ss_value;
				sym->st_size = s->ss_size;
			}
			return (0);
		}
	}
	return (-1);
}

/* ---- memory ---- */

ssize_t
mdb_vread(void *buf, size_t n, uintptr_t addr)
{
	if (addr < STUB_MEMBASE || n > STUB_MEMSIZE ||
	    addr - STUB_MEMBASE > STUB_MEMSIZE - n)
		return (-1);
	memcpy(buf, stub_mem + (addr - STUB_MEMBASE), n);
	return ((ssize_t)n);
}

ssize_t
mdb_readstr(char *buf, size_t n, uintptr_t addr)
{
	size_t i;

	if (n == 0)
		return (-1);
	for (i = 0; i + 1 < n; i++) {
		if (mdb_vread(&buf[i], 1, addr + i) != 1) {
			if (i == 0)
				return (-1);
			break;
		}
		if (buf[i] == '\0')
			return ((ssize_t)i);
	}
	buf[i] = '\0';
	return ((ssize_t)i);
}

/* ---- output ---- */

typedef struct stub_sink {
	FILE *ss_file;
	char *ss_buf;
	size_t ss_len, ss_cap;
} stub_sink_t;

#define	STUB_MAXSINKS	32

static stub_sink_t sinks[STUB_MAXSINKS];
static int nsinks;

char stub_err[STUB_ERRMAX];
size_t stub_errlen;

static void
sink_append(stub_sink_t *s, const char *p, size_t n)
{
	if (s->ss_file != NULL) {
		(void) fwrite(p, 1, n, s->ss_file);
		return;
	}
	if (s->ss_len + n + 1 > s->ss_cap) {
		size_t cap = s->ss_cap ? s->ss_cap : 256;

		while (cap < s->ss_len + n + 1)
			cap *= 2;
		if ((s->ss_buf = realloc(s->ss_buf, cap)) == NULL)
			abort();
		s->ss_cap = cap;
	}
	memcpy(s->ss_buf + s->ss_len, p, n);
	s->ss_len += n;
	s->ss_buf[s->ss_len] = '\0';
}

static stub_sink_t *
top(void)
{
	if (nsinks == 0)
		nsinks = 1;	/* sinks[0]: the buffer the test reads */
	return (&sinks[nsinks - 1]);
}

/* The bottom sink's text so far, and a way to empty it. */
const char *
stub_out(void)
{
	(void) top();
	return (sinks[0].ss_buf != NULL ? sinks[0].ss_buf : "");
}

void
stub_reset(void)
{
	(void) top();
	sinks[0].ss_len = 0;
	if (sinks[0].ss_buf != NULL)
		sinks[0].ss_buf[0] = '\0';
	stub_errlen = 0;
	stub_err[0] = '\0';
}

int
stub_depth(void)
{
	return (nsinks);
}

void
stub_free(void)
{
	free(sinks[0].ss_buf);
	memset(&sinks[0], 0, sizeof (sinks[0]));
}

void
mdb_out_push_buffer(void)
{
	(void) top();
	if (nsinks == STUB_MAXSINKS)
		abort();
	memset(&sinks[nsinks++], 0, sizeof (stub_sink_t));
}

char *
mdb_out_pop_buffer(size_t *len)
{
	stub_sink_t *s = top();
	char *b;

	if (nsinks <= 1 || s->ss_file != NULL)
		abort();	/* the language must pop what it pushed */
	b = s->ss_buf != NULL ? s->ss_buf : calloc(1, 1);
	*len = s->ss_len;
	nsinks--;
	return (b);
}

/* The stub's captures are small: never full. */
int
mdb_out_full(void)
{
	return (0);
}

void
mdb_out_push_file(FILE *fp)
{
	(void) top();
	if (nsinks == STUB_MAXSINKS)
		abort();
	memset(&sinks[nsinks], 0, sizeof (stub_sink_t));
	sinks[nsinks++].ss_file = fp;
}

void
mdb_out_pop_file(void)
{
	stub_sink_t *s = top();

	if (nsinks <= 1 || s->ss_file == NULL)
		abort();
	(void) fflush(s->ss_file);
	nsinks--;
}

void
mdb_out_flush(void)
{
	stub_sink_t *s = top();

	if (s->ss_file != NULL)
		(void) fflush(s->ss_file);
}

int
mdb_out_is_pipe(void)
{
	stub_sink_t *s = top();

	return (nsinks > 1 && s->ss_file == NULL);
}

void
mdb_vprintf(const char *fmt, va_list ap)
{
	char buf[8192];
	int n = vsnprintf(buf, sizeof (buf), fmt, ap);

	if (n > (int)sizeof (buf) - 1)
		n = sizeof (buf) - 1;
	if (n > 0)
		sink_append(top(), buf, (size_t)n);
}

void
mdb_printf(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	mdb_vprintf(fmt, ap);
	va_end(ap);
}

void
mdb_warn(const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof (buf), fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	(void) snprintf(stub_err + stub_errlen, sizeof (stub_err) -
	    stub_errlen, "jsmdb: %s%s", buf,
	    (n > 0 && buf[strlen(buf) - 1] == '\n') ? "" : "\n");
	stub_errlen = strlen(stub_err);
}

/* ---- dcmds ---- */

stub_call_t stub_calls[STUB_MAXCALLS];
int stub_ncalls;

static int
record(const char *name, uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	stub_call_t *c;
	int i;

	/* a full log stops the loop, so "1,ffffff::rec" ends quickly */
	if (stub_ncalls == STUB_MAXCALLS)
		return (DCMD_ABORT);
	c = &stub_calls[stub_ncalls++];
	(void) snprintf(c->sc_name, sizeof (c->sc_name), "%s", name);
	c->sc_addr = addr;
	c->sc_flags = flags;
	c->sc_argc = argc;
	for (i = 0; i < argc && i < 8; i++) {
		c->sc_argv[i] = argv[i];
		if (argv[i].a_type == MDB_TYPE_STRING) {
			(void) snprintf(c->sc_str[i], sizeof (c->sc_str[i]),
			    "%s", argv[i].a_un.a_str);
			c->sc_argv[i].a_un.a_str = c->sc_str[i];
		}
	}
	return (DCMD_OK);
}

static int
dc_rec(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	return (record("rec", addr, flags, argc, argv));
}

static int
dc_stack(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	return (record("stack", addr, flags, argc, argv));
}

static int
dc_regs(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	return (record("regs", addr, flags, argc, argv));
}

static int
dc_mappings(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	return (record("mappings", addr, flags, argc, argv));
}

/* prints its string arguments, one per line */
static int
dc_echo(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	int i;

	(void) record("echo", addr, flags, argc, argv);
	for (i = 0; i < argc; i++) {
		if (argv[i].a_type == MDB_TYPE_STRING)
			mdb_printf("%s\n", argv[i].a_un.a_str);
	}
	return (DCMD_OK);
}

/* prints three addresses in the shapes a pipeline must accept */
static int
dc_emit(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	(void) record("emit", addr, flags, argc, argv);
	mdb_printf("%lx\n", (unsigned long)addr);
	mdb_printf("0x%lx\n", (unsigned long)addr + 8);
	mdb_printf("\n   %lx  trailing words\n\n", (unsigned long)addr + 16);
	return (DCMD_OK);
}

static int
dc_fail(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	(void) record("fail", addr, flags, argc, argv);
	return (DCMD_ERR);
}

static int
dc_abort(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	(void) record("abort", addr, flags, argc, argv);
	return (DCMD_ABORT);
}

static int
dc_usage(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	(void) record("usage", addr, flags, argc, argv);
	return (DCMD_USAGE);
}

/* builtins.c's ::eval, in short */
static int
dc_eval(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	(void) record("eval", addr, flags, argc, argv);
	if (argc != 1 || argv[0].a_type != MDB_TYPE_STRING)
		return (DCMD_USAGE);
	mdb.m_dot = addr;
	return (mdb_run_line(argv[0].a_un.a_str) == 0 ? DCMD_OK : DCMD_ERR);
}

/* calls itself through the language until the nesting cap stops it */
static int
dc_recurse(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	(void) record("recurse", addr, flags, argc, argv);
	return (mdb_run_line("::recurse") == 0 ? DCMD_OK : DCMD_ERR);
}

/* as if Ctrl-C came while it ran */
static int
dc_intr(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	(void) record("intr", addr, flags, argc, argv);
	mdb.m_intr = 1;
	return (DCMD_OK);
}

static int
dc_quit(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	mdb.m_quit = 1;
	return (DCMD_OK);
}

static const mdb_dcmd_t stub_dcmds[] = {
	{ "rec", NULL, "record the call", dc_rec, NULL },
	{ "echo", NULL, "print arguments", dc_echo, NULL },
	{ "emit", NULL, "print addresses", dc_emit, NULL },
	{ "fail", NULL, "fail", dc_fail, NULL },
	{ "abort", NULL, "abort", dc_abort, NULL },
	{ "usage", "[-x]", "usage", dc_usage, NULL },
	{ "eval", NULL, "run a line", dc_eval, NULL },
	{ "quit", NULL, "quit", dc_quit, NULL },
	{ "recurse", NULL, "recurse", dc_recurse, NULL },
	{ "intr", NULL, "interrupt", dc_intr, NULL },
	{ "stack", NULL, "stack", dc_stack, NULL },
	{ "regs", NULL, "regs", dc_regs, NULL },
	{ "mappings", NULL, "mappings", dc_mappings, NULL },
	{ NULL, NULL, NULL, NULL, NULL }
};

const mdb_dcmd_t *
mdb_dcmd_lookup(const char *name)
{
	const mdb_dcmd_t *d;

	for (d = stub_dcmds; d->dc_name != NULL; d++) {
		if (strcmp(d->dc_name, name) == 0)
			return (d);
	}
	return (NULL);
}

/* as modapi.c: PIPE_OUT when the output is captured, usage on USAGE */
int
mdb_exec_dcmd(const mdb_dcmd_t *d, const char *name, uintptr_t addr,
    uint_t flags, int argc, const mdb_arg_t *argv)
{
	int rv;

	if (mdb_out_is_pipe())
		flags |= DCMD_PIPE_OUT;
	rv = d->dc_funcp(addr, flags, argc, argv);
	if (rv == DCMD_USAGE)
		mdb_warn("usage: %s %s\n", name, d->dc_usage ? d->dc_usage :
		    "");
	return (rv);
}

/*
 * as modapi.c: the JSON refusals (the stub runs in text mode, so only
 * whether a stage may print; nothing here refuses)
 */
static int stub_json_refused;

int
mdb_json_stage_ok(const mdb_dcmd_t *d, int is_fmt)
{
	if (is_fmt || (d != NULL && !(d->dc_flags & MDB_DCMD_JSON))) {
		mdb_warn("%s has no JSON form yet; ::set -o text",
		    is_fmt ? "formats" : d->dc_name);
		stub_json_refused = 1;
		return (0);
	}
	return (1);
}

int
mdb_json_refused_take(void)
{
	int r = stub_json_refused;

	stub_json_refused = 0;
	return (r);
}
