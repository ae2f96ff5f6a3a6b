/*
 * modapi.c: the module API (modapi.h) over the target, and the framework
 * plumbing behind it: the dcmd/walker registry, output sinks, options,
 * command-lifetime memory.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include "mdb.h"
#include "symbols.h"
#include "tgt_impl.h"
#include "unwind.h"
#include "termsafe.h"
#include "colour.h"
#include "sort.h"

mdb_state_t mdb;

/* ---- registry ---- */

#define	MDB_MAXDCMDS	1024

static mdb_dcmd_ent_t dcmds[MDB_MAXDCMDS];
static size_t ndcmds;

typedef struct walker_ent {
	const mdb_walker_t *we_walker;
	const char *we_module;
} walker_ent_t;
static walker_ent_t walkers[MDB_MAXDCMDS];
static size_t nwalkers;

static int
dcmd_ent_cmp(const void *a, const void *b)
{
	return (strcmp(((const mdb_dcmd_ent_t *)a)->de_dcmd->dc_name,
	    ((const mdb_dcmd_ent_t *)b)->de_dcmd->dc_name));
}

static int
walker_ent_cmp(const void *a, const void *b)
{
	return (strcmp(((const walker_ent_t *)a)->we_walker->walk_name,
	    ((const walker_ent_t *)b)->we_walker->walk_name));
}

/*
 * Registration.  Two modules may not register a dcmd (or a walker) of
 * one name: the second is an error, said once per name, and none of that
 * table is registered, so that a command never silently means another
 * module's code.  A module registering its own table again (::v8load
 * re-initialising a module) replaces its own entries.
 */
static int
dcmd_conflicts(const char *module, const mdb_dcmd_t *d)
{
	int bad = 0;

	for (; d != NULL && d->dc_name != NULL; d++) {
		for (size_t i = 0; i < ndcmds; i++) {
			if (strcmp(dcmds[i].de_dcmd->dc_name, d->dc_name) != 0 ||
			    strcmp(dcmds[i].de_module, module) == 0)
				continue;
			mdb_warn("module %s: dcmd ::%s is already module %s's; "
			    "the module's dcmds are not registered\n", module,
			    d->dc_name, dcmds[i].de_module);
			bad = 1;
		}
	}
	return (bad);
}

int
mdb_register_dcmds(const char *module, const mdb_dcmd_t *d)
{
	if (dcmd_conflicts(module, d))
		return (-1);
	for (; d != NULL && d->dc_name != NULL; d++) {
		size_t i;

		for (i = 0; i < ndcmds; i++)
			if (strcmp(dcmds[i].de_dcmd->dc_name, d->dc_name) == 0)
				break;
		if (i == ndcmds) {
			if (ndcmds == MDB_MAXDCMDS)
				return (-1);
			ndcmds++;
		}
		dcmds[i].de_dcmd = d;
		dcmds[i].de_module = module;
	}
	mdb_qsort(dcmds, ndcmds, sizeof (dcmds[0]), dcmd_ent_cmp);
	return (0);
}

static int
walker_conflicts(const char *module, const mdb_walker_t *w)
{
	int bad = 0;

	for (; w != NULL && w->walk_name != NULL; w++) {
		for (size_t i = 0; i < nwalkers; i++) {
			if (strcmp(walkers[i].we_walker->walk_name,
			    w->walk_name) != 0 ||
			    strcmp(walkers[i].we_module, module) == 0)
				continue;
			mdb_warn("module %s: walker %s is already module %s's; "
			    "the module's walkers are not registered\n", module,
			    w->walk_name, walkers[i].we_module);
			bad = 1;
		}
	}
	return (bad);
}

int
mdb_register_walkers(const char *module, const mdb_walker_t *w)
{
	if (walker_conflicts(module, w))
		return (-1);
	for (; w != NULL && w->walk_name != NULL; w++) {
		size_t i;

		for (i = 0; i < nwalkers; i++)
			if (strcmp(walkers[i].we_walker->walk_name,
			    w->walk_name) == 0)
				break;
		if (i == nwalkers) {
			if (nwalkers == MDB_MAXDCMDS)
				return (-1);
			nwalkers++;
		}
		walkers[i].we_walker = w;
		walkers[i].we_module = module;
	}
	mdb_qsort(walkers, nwalkers, sizeof (walkers[0]), walker_ent_cmp);
	return (0);
}

const mdb_dcmd_t *
mdb_dcmd_lookup(const char *name)
{
	for (size_t i = 0; i < ndcmds; i++)
		if (strcmp(dcmds[i].de_dcmd->dc_name, name) == 0)
			return (dcmds[i].de_dcmd);
	return (NULL);
}

const mdb_walker_t *
mdb_walker_lookup(const char *name)
{
	for (size_t i = 0; i < nwalkers; i++)
		if (strcmp(walkers[i].we_walker->walk_name, name) == 0)
			return (walkers[i].we_walker);
	return (NULL);
}

const mdb_dcmd_ent_t *
mdb_dcmd_nth(size_t i)
{
	return (i < ndcmds ? &dcmds[i] : NULL);
}

const mdb_walker_t *
mdb_walker_nth(size_t i, const char **module)
{
	if (i >= nwalkers)
		return (NULL);
	if (module != NULL)
		*module = walkers[i].we_module;
	return (walkers[i].we_walker);
}

extern const mdb_module_t *const mdb_modules[];

static int
module_init(const mdb_module_t *m)
{
	if (m->jm_init != NULL && m->jm_init() != 0)
		return (-1);
	if (mdb_register_dcmds(m->jm_name, m->jm_dcmds) != 0 ||
	    mdb_register_walkers(m->jm_name, m->jm_walkers) != 0)
		return (-1);
	return (0);
}

void
mdb_modules_load(int quiet)
{
	(void) mdb_register_dcmds("mdb", mdb_builtin_dcmds);
	(void) mdb_register_dcmds("mdb", mdb_util_dcmds);
	(void) mdb_register_dcmds("mdb", mdb_ctypes_dcmds);
	(void) mdb_register_dcmds("mdb", mdb_dis_dcmds);
	(void) mdb_register_walkers("mdb", mdb_builtin_walkers);
	if (mdb.m_target == NULL)
		return;
	for (size_t i = 0; mdb_modules[i] != NULL; i++) {
		const mdb_module_t *m = mdb_modules[i];

		if (m->jm_applies != NULL && !m->jm_applies())
			continue;
		if (module_init(m) != 0 && !quiet)
			mdb_warn("module %s did not load\n", m->jm_name);
	}
}

/* The modules' own tables, asked while the target opens (no module init). */
int
mdb_modules_release(uint_t machine, const char *buildid, char *buf,
    size_t len)
{
	for (size_t i = 0; buildid != NULL && mdb_modules[i] != NULL; i++) {
		const mdb_module_t *m = mdb_modules[i];

		if (m->jm_release != NULL &&
		    m->jm_release(machine, buildid, buf, len) == 0)
			return (0);
	}
	return (-1);
}

int
mdb_modules_exec_layout(const mdb_exec_probe_t *mep, mdb_exec_layout_t *mel)
{
	for (size_t i = 0; mdb_modules[i] != NULL; i++) {
		const mdb_module_t *m = mdb_modules[i];

		if (m->jm_exec_layout != NULL &&
		    m->jm_exec_layout(mep, mel) == 0)
			return (0);
	}
	return (-1);
}

int
mdb_module_force(const char *name)
{
	for (size_t i = 0; mdb_modules[i] != NULL; i++) {
		if (strcmp(mdb_modules[i]->jm_name, name) == 0)
			return (module_init(mdb_modules[i]));
	}
	return (-1);
}

/* ---- command-lifetime memory ---- */

typedef struct gc_block {
	struct gc_block *gb_next;
	max_align_t gb_data[];
} gc_block_t;

static gc_block_t *gc_list;
static int dcmd_depth;

void *
mdb_alloc(size_t sz, uint_t flags)
{
	if (flags & UM_GC) {
		gc_block_t *b = malloc(sizeof (gc_block_t) + sz);

		if (b == NULL)
			return (NULL);
		b->gb_next = gc_list;
		gc_list = b;
		return (b->gb_data);
	}
	return (malloc(sz == 0 ? 1 : sz));
}

void *
mdb_zalloc(size_t sz, uint_t flags)
{
	void *p = mdb_alloc(sz, flags);

	if (p != NULL)
		memset(p, 0, sz);
	return (p);
}

void
mdb_free(void *p, size_t sz)
{
	free(p);
}

/*
 * A mark in the command-lifetime memory, and the release of what was
 * allocated since it: a loop over the whole heap frees each step's UM_GC
 * memory instead of keeping it to the end of the command.
 */
void *
mdb_gc_mark(void)
{
	return (gc_list);
}

void
mdb_gc_release(void *mark)
{
	gc_block_t *b;

	/* only a mark still on the list: never free past the head */
	for (b = gc_list; b != NULL && b != mark; b = b->gb_next)
		;
	if (b == NULL && mark != NULL)
		return;
	while (gc_list != NULL && gc_list != mark) {
		b = gc_list;
		gc_list = b->gb_next;
		free(b);
	}
}

void
mdb_gc_free(void)
{
	while (gc_list != NULL) {
		gc_block_t *b = gc_list;

		gc_list = b->gb_next;
		free(b);
	}
}

/* ---- dcmd execution ---- */

static int json_refused;	/* refused in JSON mode: the stage stops */

void
mdb_dcmd_usage(const mdb_dcmd_t *d, const char *name)
{
	mdb_warn("usage: %s%s%s\n", name, d->dc_usage ? " " : "",
	    d->dc_usage ? d->dc_usage : "");
}

int
mdb_exec_dcmd(const mdb_dcmd_t *d, const char *name, uintptr_t addr,
    uint_t flags, int argc, const mdb_arg_t *argv)
{
	static const mdb_arg_t noargs[1];
	int rv;

	/*
	 * a statement without arguments may carry no vector: dcmds step
	 * through theirs (argv += n), which C does not allow on NULL even
	 * by 0 (fuzz_lang, UBSan: "applying zero offset to null pointer"
	 * in ::print's mdb_getopts step, by `sym::print | ::walk x`)
	 */
	if (argv == NULL)
		argv = noargs;
	if (mdb_out_is_pipe())
		flags |= DCMD_PIPE_OUT;
	else if (mdb.m_outmode == MDB_OUT_JSON) {
		/*
		 * never text into a JSON stream; the command language has
		 * refused such a statement before it ran (mdb_json_stage_ok),
		 * so this is a dcmd called by a module (mdb_call_dcmd)
		 */
		if (!mdb_json_stage_ok(d, 0))
			return (DCMD_ERR);	/* json_refused: said once */
		flags |= DCMD_JSON;
	}
	dcmd_depth++;
	rv = d->dc_funcp(addr, flags, argc, argv);
	dcmd_depth--;
	if (rv == DCMD_USAGE)
		mdb_dcmd_usage(d, name);
	if (dcmd_depth == 0) {
		mdb_gc_free();
		mdb_color_reset();
	}
	return (rv);
}

int
mdb_call_dcmd(const char *name, uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	const mdb_dcmd_t *d = mdb_dcmd_lookup(name);

	if (d == NULL) {
		mdb_warn("unknown dcmd: %s\n", name);
		return (DCMD_ERR);
	}
	return (mdb_exec_dcmd(d, name, addr, flags, argc, argv));
}

int
mdb_eval(const char *cmd)
{
	return (mdb_run_line(cmd));
}

/* ---- output ---- */

#define	OUT_MAXDEPTH	32

typedef struct out_sink {
	FILE *os_file;		/* stdout or a shell pipe */
	char *os_buf;		/* pipe stage capture, when os_file NULL */
	size_t os_len, os_cap;
	int os_bol;		/* at beginning of a line (for indent) */
	int os_full;		/* capture hit MDB_OUT_MAXBUF: output dropped */
} out_sink_t;

static out_sink_t sinks[OUT_MAXDEPTH];
static int nsinks;
static uint_t indent;

static out_sink_t *
out_top(void)
{
	if (nsinks == 0) {
		sinks[0].os_file = stdout;
		sinks[0].os_bol = 1;
		nsinks = 1;
	}
	return (&sinks[nsinks - 1]);
}

void
mdb_out_push_buffer(void)
{
	out_top();
	if (nsinks == OUT_MAXDEPTH)
		return;
	memset(&sinks[nsinks], 0, sizeof (out_sink_t));
	sinks[nsinks].os_bol = 1;
	nsinks++;
}

char *
mdb_out_pop_buffer(size_t *len)
{
	out_sink_t *s = out_top();
	char *b;

	if (nsinks <= 1 || s->os_file != NULL) {
		*len = 0;
		return (calloc(1, 1));
	}
	b = s->os_buf != NULL ? s->os_buf : calloc(1, 1);
	*len = s->os_len;
	nsinks--;
	return (b);
}

void
mdb_out_push_file(FILE *fp)
{
	out_top();
	if (nsinks == OUT_MAXDEPTH)
		return;
	memset(&sinks[nsinks], 0, sizeof (out_sink_t));
	sinks[nsinks].os_file = fp;
	sinks[nsinks].os_bol = 1;
	nsinks++;
}

void
mdb_out_pop_file(void)
{
	out_sink_t *s = out_top();

	if (nsinks > 1 && s->os_file != NULL) {
		fflush(s->os_file);
		nsinks--;
	}
}

void
mdb_out_flush(void)
{
	out_sink_t *s = out_top();

	if (s->os_file != NULL)
		fflush(s->os_file);
}

int
mdb_out_full(void)
{
	out_sink_t *s = out_top();

	return (nsinks > 1 && s->os_file == NULL && s->os_full);
}

int
mdb_out_is_pipe(void)
{
	out_sink_t *s = out_top();

	return (nsinks > 1 && s->os_file == NULL);
}

static void
sink_write(out_sink_t *s, const char *p, size_t n)
{
	if (s->os_file != NULL) {
		termsafe_write(s->os_file, p, n);
		return;
	}
	if (s->os_full)
		return;
	if (s->os_len + n + 1 > MDB_OUT_MAXBUF) {
		/* said by the pipeline; dcmds see mdb_interrupted() */
		s->os_full = 1;
		return;
	}
	if (s->os_len + n + 1 > s->os_cap) {
		size_t cap = s->os_cap ? s->os_cap : 256;
		char *nb;

		while (cap < s->os_len + n + 1)
			cap *= 2;
		if (cap > MDB_OUT_MAXBUF)
			cap = MDB_OUT_MAXBUF;
		if ((nb = realloc(s->os_buf, cap)) == NULL) {
			s->os_full = 1;
			return;
		}
		s->os_buf = nb;
		s->os_cap = cap;
	}
	memcpy(s->os_buf + s->os_len, p, n);
	s->os_len += n;
	s->os_buf[s->os_len] = '\0';
}

/* Writes text, inserting the indent at the start of each line. */
static void
out_write(const char *p, size_t n)
{
	out_sink_t *s = out_top();
	static const char spaces[] = "                                ";

	while (n > 0) {
		const char *nl = memchr(p, '\n', n);
		size_t len = nl != NULL ? (size_t)(nl - p) + 1 : n;

		/* indent every line but an empty one */
		if (s->os_bol && indent > 0 && !(len == 1 && *p == '\n')) {
			uint_t left = indent;

			while (left > 0) {
				uint_t k = left < 32 ? left : 32;

				sink_write(s, spaces, k);
				left -= k;
			}
		}
		sink_write(s, p, len);
		s->os_bol = nl != NULL;
		p += len;
		n -= len;
	}
}

/* ---- colour (colour.h decides; the palette is there) ---- */

#define	COLOR_MAXNEST	32

static mdb_color_t color_stack[COLOR_MAXNEST];
static int color_depth;		/* may exceed COLOR_MAXNEST: counted */
static int color_bg;		/* mdb_color_line(1) */
static int color_dirty;		/* an SGR other than reset was written */
static char color_last[64];	/* the last SGR written ("": none) */

int
mdb_color_on(void)
{
	out_sink_t *s = out_top();

	return (!mdb_out_is_pipe() && mdb_color_for(s->os_file));
}

/* Writes the SGR sequence for the current kind straight to the terminal:
 * jsmdb's own bytes, never through termsafe (they are not the core's). */
static void
color_emit(void)
{
	out_sink_t *s = out_top();
	mdb_color_t k;
	char sgr[64];
	size_t n;

	if (!mdb_color_on())
		return;
	k = color_depth == 0 ? MDB_C_PLAIN :
	    color_stack[(color_depth > COLOR_MAXNEST ? COLOR_MAXNEST :
	    color_depth) - 1];
	if ((n = mdb_color_sgr((int)k, color_bg, sgr, sizeof (sgr))) == 0)
		return;
	/* the terminal is in that state already, or plain as it started */
	if (strcmp(sgr, color_last) == 0 ||
	    (color_last[0] == '\0' && k == MDB_C_PLAIN && !color_bg))
		return;
	(void) fwrite(sgr, 1, n, s->os_file);
	(void) memcpy(color_last, sgr, n + 1);
	color_dirty = k != MDB_C_PLAIN || color_bg;
}

void
mdb_color_push(mdb_color_t k)
{
	if ((int)k < 0 || k >= MDB_C_NKINDS)
		k = MDB_C_PLAIN;
	if (color_depth < COLOR_MAXNEST)
		color_stack[color_depth] = k;
	color_depth++;
	if (color_depth <= COLOR_MAXNEST)
		color_emit();
}

void
mdb_color_pop(void)
{
	if (color_depth == 0)
		return;
	color_depth--;
	if (color_depth < COLOR_MAXNEST)
		color_emit();
}

void
mdb_color_line(int on)
{
	if (color_bg == (on != 0))
		return;
	color_bg = on != 0;
	color_emit();
}

void
mdb_color_reset(void)
{
	out_sink_t *s = out_top();

	if (color_dirty && s->os_file != NULL && !mdb_out_is_pipe())
		(void) fputs("\033[0m", s->os_file);
	color_depth = 0;
	color_bg = 0;
	color_dirty = 0;
	color_last[0] = '\0';
}

void
mdb_cprintf(mdb_color_t k, const char *fmt, ...)
{
	va_list ap;

	mdb_color_push(k);
	va_start(ap, fmt);
	mdb_vprintf(fmt, ap);
	va_end(ap);
	mdb_color_pop();
}

void
mdb_cprint_escaped(mdb_color_t k, const char *str, size_t len)
{
	mdb_color_push(k);
	mdb_printf_escaped(str, len);
	mdb_color_pop();
}

size_t
mdb_vsnprintf(char *buf, size_t len, const char *fmt, va_list ap)
{
	uint_t saved = indent;
	size_t n = 0;
	char *b;

	/* formatted into a capture sink of its own, with no indent */
	(void) out_top();
	if (nsinks >= OUT_MAXDEPTH) {
		if (len > 0)
			buf[0] = '\0';
		return (0);
	}
	indent = 0;
	mdb_out_push_buffer();
	mdb_vprintf(fmt, ap);
	b = mdb_out_pop_buffer(&n);
	indent = saved;
	if (len > 0) {
		size_t k = n < len - 1 ? n : len - 1;

		if (b != NULL)
			memcpy(buf, b, k);
		buf[k] = '\0';
	}
	free(b);
	return (n);
}

size_t
mdb_snprintf(char *buf, size_t len, const char *fmt, ...)
{
	va_list ap;
	size_t n;

	va_start(ap, fmt);
	n = mdb_vsnprintf(buf, len, fmt, ap);
	va_end(ap);
	return (n);
}

void
mdb_inc_indent(uint_t n)
{
	indent += n;
}

void
mdb_dec_indent(uint_t n)
{
	indent = n > indent ? 0 : indent - n;
}

static void
fmt_addr(char *buf, size_t len, uintptr_t addr, int exact_plain)
{
	if (mdb.m_target == NULL) {
		snprintf(buf, len, "%lx", (unsigned long)addr);
		return;
	}
	sym_format_addr(mdb.m_target, addr, 1, buf, len);
	/* %A: "sym" for sym+0 is what sym_format_addr already prints */
	(void) exact_plain;
}

/*
 * A number with no flags, width or precision, in hex (lower or upper
 * case) or decimal, as snprintf's %llx, %llX, %llu would print it: the
 * conversions a pipeline prints millions of times go this way rather
 * than through a format string built for snprintf.  Its length.
 */
static int
fmt_plain_num(char *buf, unsigned long long v, int base, int upper)
{
	const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
	char t[24];
	int n = 0, k;

	do {
		t[n++] = digits[v % (unsigned)base];
		v /= (unsigned)base;
	} while (v != 0);
	for (k = 0; k < n; k++)
		buf[k] = t[n - 1 - k];
	buf[n] = '\0';
	return (n);
}

/*
 * mdb_vprintf: walks the format, handing standard conversions to
 * vsnprintf one at a time, and doing mdb's own (%p without 0x, %a, %?,
 * %<b>) here.
 */
void
mdb_vprintf(const char *fmt, va_list ap)
{
	char out[8192];
	size_t o = 0;
	const char *p = fmt;

#define	FLUSH()	do { out_write(out, o); o = 0; } while (0)
	while (*p != '\0') {
		char spec[64], tmp[4096];
		size_t sl = 0;
		int n;

		if (*p != '%') {
			const char *q = strchr(p, '%');
			size_t len = q != NULL ? (size_t)(q - p) : strlen(p);

			if (o + len >= sizeof (out))
				FLUSH();
			if (len >= sizeof (out)) {
				out_write(p, len);
			} else {
				memcpy(out + o, p, len);
				o += len;
			}
			p += len;
			continue;
		}
		/* %<b> and friends: attributes, dropped */
		if (p[1] == '<') {
			const char *q = strchr(p, '>');

			p = q != NULL ? q + 1 : p + 2;
			continue;
		}
		spec[sl++] = *p++;
		/* flags */
		while ((*p == '-' || *p == '+' || *p == ' ' || *p == '#' ||
		    *p == '0') && sl < sizeof (spec) - 8)
			spec[sl++] = *p++;
		/* width: digits, '*' or mdb's '?' (pointer width) */
		if (*p == '?') {
			sl += snprintf(spec + sl, sizeof (spec) - sl, "16");
			p++;
		} else if (*p == '*') {
			sl += snprintf(spec + sl, sizeof (spec) - sl, "%d",
			    va_arg(ap, int));
			p++;
		} else {
			while (isdigit((unsigned char)*p) &&
			    sl < sizeof (spec) - 8)
				spec[sl++] = *p++;
		}
		if (*p == '.') {
			spec[sl++] = *p++;
			if (*p == '*') {
				sl += snprintf(spec + sl, sizeof (spec) - sl,
				    "%d", va_arg(ap, int));
				p++;
			} else {
				while (isdigit((unsigned char)*p) &&
				    sl < sizeof (spec) - 8)
					spec[sl++] = *p++;
			}
		}
		/* length modifiers */
		int lng = 0;
		size_t ll = 0;
		char lenmod[4] = "";
		while (*p == 'h' || *p == 'l' || *p == 'L' || *p == 'q' ||
		    *p == 'j' || *p == 'z' || *p == 't') {
			if (*p != 'h' && *p != 'L')
				lng++;
			if (ll < 2) {
				lenmod[ll++] = *p;
				lenmod[ll] = '\0';
			}
			p++;
		}
		spec[sl] = '\0';
		char conv = *p;
		if (conv == '\0')
			break;
		p++;

		tmp[0] = '\0';
		switch (conv) {
		case '%':
			snprintf(tmp, sizeof (tmp), "%%");
			break;
		case 'p': {
			/* pointers print in hex without 0x, as mdb does */
			void *v = va_arg(ap, void *);
			char f[80];

			if (sl == 1) {
				(void) fmt_plain_num(tmp, (uintptr_t)v, 16, 0);
				break;
			}
			snprintf(f, sizeof (f), "%slx", spec);
			snprintf(tmp, sizeof (tmp), f, (unsigned long)v);
			break;
		}
		case 'a':
		case 'A': {
			uintptr_t v = lng ? va_arg(ap, unsigned long) :
			    va_arg(ap, uintptr_t);
			char sym[1024], f[80];

			fmt_addr(sym, sizeof (sym), v, conv == 'A');
			snprintf(f, sizeof (f), "%ss", spec);
			snprintf(tmp, sizeof (tmp), f, sym);
			break;
		}
		case 'r':
		case 'R': {
			/* a number in the current radix (always 16 here) */
			unsigned long long v = lng ? va_arg(ap, unsigned long long)
			    : va_arg(ap, unsigned int);
			char f[80];

			if (sl == 1) {
				(void) fmt_plain_num(tmp, v, 16, 0);
				break;
			}
			snprintf(f, sizeof (f), "%sllx", spec);
			snprintf(tmp, sizeof (tmp), f, v);
			break;
		}
		case 'd': case 'i': case 'u': case 'x': case 'X': case 'o':
		case 'c': {
			char f[80];
			int wide = lng >= 1;	/* l, ll, q, j, z, t */

			if (sl == 1 && strchr(lenmod, 'h') == NULL &&
			    (conv == 'x' || conv == 'X' || conv == 'u')) {
				unsigned long long v = wide ?
				    va_arg(ap, unsigned long long) :
				    va_arg(ap, unsigned int);

				(void) fmt_plain_num(tmp, v, conv == 'u' ? 10 :
				    16, conv == 'X');
				break;
			}
			snprintf(f, sizeof (f), "%s%s%c", spec, lenmod, conv);
			if (wide)
				snprintf(tmp, sizeof (tmp), f,
				    va_arg(ap, long long));
			else
				snprintf(tmp, sizeof (tmp), f, va_arg(ap, int));
			break;
		}
		case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
			char f[80];

			snprintf(f, sizeof (f), "%s%c", spec, conv);
			snprintf(tmp, sizeof (tmp), f, va_arg(ap, double));
			break;
		}
		case 's': {
			const char *s = va_arg(ap, const char *);
			char f[80];

			if (s == NULL)
				s = "(null)";
			snprintf(f, sizeof (f), "%ss", spec);
			/* long strings go straight out, unformatted */
			if (strlen(s) >= sizeof (tmp) - 1 && sl == 1) {
				FLUSH();
				out_write(s, strlen(s));
				continue;
			}
			snprintf(tmp, sizeof (tmp), f, s);
			break;
		}
		default:
			snprintf(tmp, sizeof (tmp), "%s%c", spec, conv);
			break;
		}
		n = (int)strlen(tmp);
		if (o + n >= sizeof (out))
			FLUSH();
		memcpy(out + o, tmp, n);
		o += n;
	}
	FLUSH();
#undef FLUSH
}

void
mdb_printf(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	mdb_vprintf(fmt, ap);
	va_end(ap);
}

/* A message's start on stderr: what stdout holds first, no progress line. */
static void
warn_begin(void)
{
	mdb_out_flush();
	fflush(stdout);
	mdb_progress_clear();
	fputs("jsmdb: ", stderr);
}

void
mdb_warn(const char *fmt, ...)
{
	va_list ap;
	size_t len = strlen(fmt);

	warn_begin();
	va_start(ap, fmt);
	termsafe_vprintf(stderr, fmt, ap);
	va_end(ap);
	if (len == 0 || fmt[len - 1] != '\n')
		fputc('\n', stderr);
}

/*
 * Strings from the core can hold anything: escape control characters and
 * bytes that are not valid UTF-8, so a hostile core cannot drive the
 * terminal.
 */
void
mdb_printf_escaped(const char *s, size_t len)
{
	char buf[1024];
	size_t o = 0;
	const unsigned char *u = (const unsigned char *)s;

	for (size_t i = 0; i < len; ) {
		unsigned char c = u[i];
		size_t seq = 0;

		if (o + 8 >= sizeof (buf)) {
			out_write(buf, o);
			o = 0;
		}
		if (c >= 0x20 && c < 0x7f) {
			buf[o++] = c;
			i++;
			continue;
		}
		if (c >= 0xc2 && c <= 0xdf)
			seq = 2;
		else if (c >= 0xe0 && c <= 0xef)
			seq = 3;
		else if (c >= 0xf0 && c <= 0xf4)
			seq = 4;
		if (seq > 0 && i + seq <= len) {
			size_t k;

			for (k = 1; k < seq; k++)
				if ((u[i + k] & 0xc0) != 0x80)
					break;
			/* reject overlongs and surrogates */
			if (k == seq && !(c == 0xe0 && u[i + 1] < 0xa0) &&
			    !(c == 0xed && u[i + 1] >= 0xa0) &&
			    !(c == 0xf0 && u[i + 1] < 0x90) &&
			    !(c == 0xf4 && u[i + 1] >= 0x90)) {
				memcpy(buf + o, u + i, seq);
				o += seq;
				i += seq;
				continue;
			}
		}
		switch (c) {
		case '\n': o += snprintf(buf + o, 8, "\\n"); break;
		case '\t': o += snprintf(buf + o, 8, "\\t"); break;
		case '\r': o += snprintf(buf + o, 8, "\\r"); break;
		default: o += snprintf(buf + o, 8, "\\x%02x", c); break;
		}
		i++;
	}
	out_write(buf, o);
}

/* ---- JSON lines (docs/json.md) ---- */


int
mdb_json_stage_ok(const mdb_dcmd_t *d, int is_fmt)
{
	if (is_fmt) {
		mdb_warn("formats (/fmt, =fmt) have no JSON form yet; "
		    "::set -o text");
		json_refused = 1;
		return (0);
	}
	if (d != NULL && !(d->dc_flags & MDB_DCMD_JSON)) {
		mdb_warn("::%s has no JSON form yet; ::set -o text",
		    d->dc_name);
		json_refused = 1;
		return (0);
	}
	return (1);
}

int
mdb_json_refuse(const char *fmt, ...)
{
	va_list ap;

	warn_begin();
	va_start(ap, fmt);
	termsafe_vprintf(stderr, fmt, ap);
	va_end(ap);
	fputs("; ::set -o text\n", stderr);
	json_refused = 1;
	return (DCMD_ERR);
}

int
mdb_json_refused_take(void)
{
	int r = json_refused;

	json_refused = 0;
	return (r);
}

static int json_nfields;	/* fields so far in the record */
static int json_nelems;		/* elements so far in the array */

int
mdb_outmode_parse(const char *s)
{
	if (strcmp(s, "text") == 0)
		return (MDB_OUT_TEXT);
	if (strcmp(s, "json") == 0)
		return (MDB_OUT_JSON);
	return (-1);
}

const char *
mdb_outmode_name(int mode)
{
	return (mode == MDB_OUT_JSON ? "json" : "text");
}

/* The length of the valid UTF-8 sequence at u[i], or 0. */
static size_t
utf8_len(const unsigned char *u, size_t len, size_t i)
{
	unsigned char c = u[i];
	size_t seq = 0, k;

	if (c >= 0xc2 && c <= 0xdf)
		seq = 2;
	else if (c >= 0xe0 && c <= 0xef)
		seq = 3;
	else if (c >= 0xf0 && c <= 0xf4)
		seq = 4;
	if (seq == 0 || i + seq > len)
		return (0);
	for (k = 1; k < seq; k++)
		if ((u[i + k] & 0xc0) != 0x80)
			return (0);
	/* overlongs, surrogates and past U+10FFFF are not UTF-8 */
	if ((c == 0xe0 && u[i + 1] < 0xa0) || (c == 0xed && u[i + 1] >= 0xa0) ||
	    (c == 0xf0 && u[i + 1] < 0x90) || (c == 0xf4 && u[i + 1] >= 0x90))
		return (0);
	return (seq);
}

/* s as an RFC 8259 string, quotes included. */
static void
json_string(const char *s, size_t len)
{
	char buf[1024];
	size_t o = 0, i, seq;
	const unsigned char *u = (const unsigned char *)s;

	buf[o++] = '"';
	for (i = 0; i < len; ) {
		unsigned char c = u[i];

		if (o + 8 >= sizeof (buf)) {
			out_write(buf, o);
			o = 0;
		}
		if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
			buf[o++] = c;
			i++;
			continue;
		}
		/*
		 * C1 controls (U+0080..U+009F) as \u escapes: valid JSON
		 * either way, but the terminal-safe writer would turn the raw
		 * bytes into "\xc2\x9b", which is not.
		 */
		if (c == 0xc2 && i + 1 < len && u[i + 1] >= 0x80 &&
		    u[i + 1] <= 0x9f) {
			o += snprintf(buf + o, 8, "\\u%04x", u[i + 1]);
			i += 2;
			continue;
		}
		if (c >= 0x80 && (seq = utf8_len(u, len, i)) > 0) {
			memcpy(buf + o, u + i, seq);
			o += seq;
			i += seq;
			continue;
		}
		switch (c) {
		case '"': o += snprintf(buf + o, 8, "\\\""); break;
		case '\\': o += snprintf(buf + o, 8, "\\\\"); break;
		case '\n': o += snprintf(buf + o, 8, "\\n"); break;
		case '\t': o += snprintf(buf + o, 8, "\\t"); break;
		case '\r': o += snprintf(buf + o, 8, "\\r"); break;
		case '\b': o += snprintf(buf + o, 8, "\\b"); break;
		case '\f': o += snprintf(buf + o, 8, "\\f"); break;
		default:
			/* a control character, or a byte that is not UTF-8 */
			o += snprintf(buf + o, 8, "\\u%04x",
			    c < 0x80 ? c : 0xfffd);
			break;
		}
		i++;
	}
	buf[o++] = '"';
	out_write(buf, o);
}

static void
json_key(const char *key)
{
	if (json_nfields++ > 0)
		out_write(",", 1);
	json_string(key, strlen(key));
	out_write(":", 1);
}

void
mdb_json_begin(const char *dcmd, const char *record)
{
	json_nfields = 0;
	out_write("{", 1);
	mdb_json_str("schema", MDB_JSON_SCHEMA);
	mdb_json_str("dcmd", dcmd);
	mdb_json_str("record", record);
}

void
mdb_json_strn(const char *key, const char *s, size_t len)
{
	json_key(key);
	json_string(s, len);
}

void
mdb_json_str(const char *key, const char *s)
{
	if (s == NULL) {
		mdb_json_null(key);
		return;
	}
	mdb_json_strn(key, s, strlen(s));
}

void
mdb_json_uint(const char *key, uint64_t v)
{
	char b[32];

	json_key(key);
	out_write(b, (size_t)snprintf(b, sizeof (b), "%llu",
	    (unsigned long long)v));
}

void
mdb_json_int(const char *key, int64_t v)
{
	char b[32];

	json_key(key);
	out_write(b, (size_t)snprintf(b, sizeof (b), "%lld", (long long)v));
}

void
mdb_json_double(const char *key, double v, int decimals)
{
	char b[64];

	json_key(key);
	if (v != v || v > 1e300 || v < -1e300) {	/* JSON has no NaN */
		out_write("null", 4);
		return;
	}
	out_write(b, (size_t)snprintf(b, sizeof (b), "%.*f", decimals, v));
}

void
mdb_json_number(const char *key, double v)
{
	char b[400];
	int prec, exp10;

	json_key(key);
	if (v != v || v > 1.7976931348623157e308 ||
	    v < -1.7976931348623157e308) {	/* JSON has no NaN, Infinity */
		out_write("null", 4);
		return;
	}
	/*
	 * The fewest digits that read back as v, written as JavaScript
	 * writes a number: fixed from 1e-6 to 1e21 (10, not 1e+01),
	 * an exponent outside.
	 */
	for (prec = 1; prec < 17; prec++) {
		(void) snprintf(b, sizeof (b), "%.*e", prec - 1, v);
		if (strtod(b, NULL) == v)
			break;
	}
	(void) snprintf(b, sizeof (b), "%.*e", prec - 1, v);
	exp10 = atoi(strchr(b, 'e') + 1);
	if (exp10 >= -6 && exp10 < 21) {
		(void) snprintf(b, sizeof (b), "%.*f",
		    prec - 1 - exp10 > 0 ? prec - 1 - exp10 : 0, v);
	}
	out_write(b, strlen(b));
}

void
mdb_json_bool(const char *key, int v)
{
	json_key(key);
	out_write(v ? "true" : "false", v ? 4 : 5);
}

void
mdb_json_null(const char *key)
{
	json_key(key);
	out_write("null", 4);
}

void
mdb_json_addr(const char *key, uintptr_t v)
{
	char b[32];

	json_key(key);
	out_write(b, (size_t)snprintf(b, sizeof (b), "\"%lx\"",
	    (unsigned long)v));
}

void
mdb_json_array_begin(const char *key)
{
	json_key(key);
	json_nelems = 0;
	out_write("[", 1);
}

void
mdb_json_array_str(const char *s)
{
	if (json_nelems++ > 0)
		out_write(",", 1);
	if (s == NULL)
		out_write("null", 4);
	else
		json_string(s, strlen(s));
}

void
mdb_json_array_uint(uint64_t v)
{
	char b[32];

	if (json_nelems++ > 0)
		out_write(",", 1);
	out_write(b, (size_t)snprintf(b, sizeof (b), "%llu",
	    (unsigned long long)v));
}

void
mdb_json_array_end(void)
{
	out_write("]", 1);
}

void
mdb_json_end(void)
{
	out_write("}\n", 2);
}

/* ---- target facts ---- */

#define	MDB_MAXFACTS	16

static struct {
	char *tf_name;
	char *tf_value;
} facts[MDB_MAXFACTS];

void
mdb_target_fact(const char *name, const char *value)
{
	size_t i, free_i = MDB_MAXFACTS;

	for (i = 0; i < MDB_MAXFACTS; i++) {
		if (facts[i].tf_name == NULL) {
			if (free_i == MDB_MAXFACTS)
				free_i = i;
			continue;
		}
		if (strcmp(facts[i].tf_name, name) == 0)
			break;
	}
	if (i < MDB_MAXFACTS) {
		free(facts[i].tf_value);
		facts[i].tf_value = NULL;
		if (value == NULL) {
			free(facts[i].tf_name);
			facts[i].tf_name = NULL;
			return;
		}
		facts[i].tf_value = strdup(value);
		return;
	}
	if (value == NULL)
		return;
	if (free_i == MDB_MAXFACTS) {
		mdb_warn("too many target facts: %s not kept", name);
		return;
	}
	facts[free_i].tf_name = strdup(name);
	facts[free_i].tf_value = strdup(value);
}

const char *
mdb_target_fact_get(const char *name)
{
	size_t i;

	for (i = 0; i < MDB_MAXFACTS; i++) {
		if (facts[i].tf_name != NULL &&
		    strcmp(facts[i].tf_name, name) == 0)
			return (facts[i].tf_value);
	}
	return (NULL);
}

int
mdb_target_fact_nth(size_t n, const char **name, const char **value)
{
	size_t i;

	for (i = 0; i < MDB_MAXFACTS; i++) {
		if (facts[i].tf_name == NULL || facts[i].tf_value == NULL)
			continue;
		if (n-- == 0) {
			*name = facts[i].tf_name;
			*value = facts[i].tf_value;
			return (0);
		}
	}
	return (-1);
}

int
mdb_interrupted(void)
{
	/* a pipeline stage whose output can hold no more stops too */
	return (mdb.m_intr || mdb_out_full());
}

/* ---- options ---- */

typedef struct opt_desc {
	char od_c;
	uint_t od_type;
	uint_t od_bits;
	void *od_p;
	void *od_p2;
} opt_desc_t;

int
mdb_getopts(int argc, const mdb_arg_t *argv, ...)
{
	opt_desc_t opts[64];
	int nopts = 0, i;
	va_list ap;

	va_start(ap, argv);
	for (;;) {
		int c = va_arg(ap, int);
		opt_desc_t *od;

		if (c == 0 || nopts == 64)
			break;
		od = &opts[nopts++];
		od->od_c = (char)c;
		od->od_type = va_arg(ap, uint_t);
		od->od_bits = 0;
		od->od_p2 = NULL;
		switch (od->od_type) {
		case MDB_OPT_SETBITS:
		case MDB_OPT_CLRBITS:
			od->od_bits = va_arg(ap, uint_t);
			od->od_p = va_arg(ap, void *);
			break;
		case MDB_OPT_UINTPTR_SET:
			od->od_p2 = va_arg(ap, void *);
			od->od_p = va_arg(ap, void *);
			break;
		default:
			od->od_p = va_arg(ap, void *);
			break;
		}
	}
	va_end(ap);

	for (i = 0; i < argc; i++) {
		const char *s;

		if (argv[i].a_type != MDB_TYPE_STRING)
			return (i);
		s = argv[i].a_un.a_str;
		if (s[0] != '-' || s[1] == '\0')
			return (i);
		if (strcmp(s, "--") == 0)
			return (i + 1);
		for (s++; *s != '\0'; s++) {
			opt_desc_t *od = NULL;

			for (int k = 0; k < nopts; k++)
				if (opts[k].od_c == *s)
					od = &opts[k];
			if (od == NULL) {
				mdb_warn("illegal option -- %c\n", *s);
				return (-1);
			}
			if (od->od_type == MDB_OPT_SETBITS) {
				*(uint_t *)od->od_p |= od->od_bits;
				continue;
			}
			if (od->od_type == MDB_OPT_CLRBITS) {
				*(uint_t *)od->od_p &= ~od->od_bits;
				continue;
			}
			/* value: rest of this word, or the next argument */
			const mdb_arg_t *va = NULL;
			mdb_arg_t tmp;

			if (s[1] != '\0') {
				tmp.a_type = MDB_TYPE_STRING;
				tmp.a_un.a_str = s + 1;
				va = &tmp;
			} else if (i + 1 < argc) {
				va = &argv[++i];
			} else {
				mdb_warn("option requires an argument -- %c\n",
				    *s);
				return (-1);
			}
			if (od->od_type == MDB_OPT_STR) {
				if (va->a_type != MDB_TYPE_STRING) {
					mdb_warn("option -%c needs a string\n",
					    *s);
					return (-1);
				}
				*(const char **)od->od_p = va->a_un.a_str;
			} else {
				uint64_t v;

				if (va->a_type == MDB_TYPE_IMMEDIATE) {
					v = va->a_un.a_val;
				} else if (va->a_type != MDB_TYPE_STRING ||
				    mdb_eval_expr(va->a_un.a_str, &v) != 0) {
					mdb_warn("option -%c: bad number\n", *s);
					return (-1);
				}
				if (od->od_type == MDB_OPT_UINT64)
					*(uint64_t *)od->od_p = v;
				else
					*(uintptr_t *)od->od_p = (uintptr_t)v;
				if (od->od_type == MDB_OPT_UINTPTR_SET)
					*(boolean_t *)od->od_p2 = B_TRUE;
			}
			break;
		}
	}
	return (i);
}

/* ---- memory ---- */

ssize_t
mdb_vread(void *buf, size_t n, uintptr_t addr)
{
	if (mdb.m_target == NULL) {
		errno = EFAULT;
		return (-1);
	}
	return (tgt_vread(mdb.m_target, buf, n, addr));
}

ssize_t
mdb_readstr(char *buf, size_t n, uintptr_t addr)
{
	size_t i = 0;

	if (n == 0)
		return (-1);
	/* read in chunks, never past the end of a mapping */
	while (i < n - 1) {
		char chunk[256];
		size_t want = n - 1 - i < sizeof (chunk) ? n - 1 - i :
		    sizeof (chunk);
		size_t got = 0;

		if (mdb_vread(chunk, want, addr + i) == (ssize_t)want) {
			got = want;
		} else {
			while (got < want &&
			    mdb_vread(&chunk[got], 1, addr + i + got) == 1)
				got++;
			if (got == 0) {
				if (i == 0)
					return (-1);
				break;
			}
		}
		const char *nul = memchr(chunk, '\0', got);
		if (nul != NULL) {
			memcpy(buf + i, chunk, nul - chunk);
			i += nul - chunk;
			buf[i] = '\0';
			return ((ssize_t)i);
		}
		memcpy(buf + i, chunk, got);
		i += got;
		if (got < want)
			break;
	}
	buf[i] = '\0';
	return ((ssize_t)i);
}

const void *
mdb_vptr(uintptr_t addr, size_t n)
{
	if (mdb.m_target == NULL)
		return (NULL);
	return (tgt_vptr(mdb.m_target, addr, n));
}

void
mdb_vdone(uintptr_t addr, size_t n)
{
	if (mdb.m_target != NULL)
		tgt_vdone(mdb.m_target, addr, n);
}

int
mdb_segment_iter(mdb_segment_f *cb, void *arg)
{
	target_t *t = mdb.m_target;

	if (t == NULL)
		return (-1);
	for (size_t i = 0; i < t->t_nmaps; i++) {
		tgt_mapping_t *m = &t->t_maps[i];
		mdb_segment_t s;

		s.ms_start = m->m_start;
		s.ms_end = m->m_end;
		s.ms_prot = m->m_prot;
		s.ms_path = m->m_path;
		s.ms_incore = m->m_incore;
		if (cb(&s, arg) != 0)
			break;
	}
	return (0);
}

/* ---- symbols ---- */

static void
sym_to_gelf(const sym_result_t *r, GElf_Sym *sym)
{
	memset(sym, 0, sizeof (*sym));
	sym->st_value = r->sr_value;
	sym->st_size = r->sr_size;
	sym->st_info = r->sr_info;
}

int
mdb_lookup_by_obj(const char *obj, const char *name, GElf_Sym *sym)
{
	sym_result_t r;

	if (mdb.m_target == NULL)
		return (-1);
	if (obj == MDB_OBJ_EVERY || obj == MDB_OBJ_EXEC)
		obj = NULL;
	if (sym_lookup_name(mdb.m_target, obj, name, &r) != 0)
		return (-1);
	if (sym != NULL)
		sym_to_gelf(&r, sym);
	return (0);
}

int
mdb_lookup_by_name(const char *spec, GElf_Sym *sym)
{
	char obj[1024];
	const char *name;

	if (sym_split(spec, obj, sizeof (obj), &name))
		return (mdb_lookup_by_obj(obj, name, sym));
	return (mdb_lookup_by_obj(NULL, spec, sym));
}

int
mdb_lookup_by_addr(uintptr_t addr, uint_t flags, char *buf, size_t len,
    GElf_Sym *sym)
{
	sym_result_t r;

	if (mdb.m_target == NULL ||
	    sym_lookup_addr(mdb.m_target, addr, flags == MDB_SYM_EXACT, &r) != 0)
		return (-1);
	if (buf != NULL && len > 0) {
		char dm[MDB_SYM_NAMLEN];
		const char *name = sym_demangle_on ?
		    sym_demangle(r.sr_name, dm, sizeof (dm)) : r.sr_name;

		int n;

		/* like mdb: names outside the executable carry their object */
		if (r.sr_obj != NULL && !r.sr_obj->o_is_exec)
			n = snprintf(buf, len, "%s`%s", r.sr_obj->o_name, name);
		else
			n = snprintf(buf, len, "%s", name);
		/* a cut name says so (sym_fit's mark) */
		if (n >= 0 && (size_t)n >= len && len >= 4)
			(void) memcpy(buf + len - 4, "...", 4);
	}
	if (sym != NULL)
		sym_to_gelf(&r, sym);
	return (0);
}

int
mdb_pc_parts(uintptr_t pc, int isret, char *obj, size_t objlen, char *sym,
    size_t symlen, uint64_t *offp)
{
	tgt_object_t *o;

	if (objlen > 0)
		obj[0] = '\0';
	if (symlen > 0)
		sym[0] = '\0';
	*offp = 0;
	if (mdb.m_target == NULL)
		return (-1);
	o = tgt_object_by_addr(mdb.m_target, isret && pc > 0 ? pc - 1 : pc);
	if (o != NULL && objlen > 0)
		(void) snprintf(obj, objlen, "%s", o->o_name);
	if (sym_pc_parts(mdb.m_target, pc, isret, sym, symlen, offp) != 0) {
		if (symlen > 0)
			sym[0] = '\0';
		*offp = 0;
		return (-1);
	}
	return (0);
}

typedef struct symiter_arg {
	mdb_syment_f *si_cb;
	void *si_arg;
} symiter_arg_t;

static int
symiter_cb(const sym_result_t *r, void *arg)
{
	symiter_arg_t *sa = arg;
	GElf_Sym sym;

	sym_to_gelf(r, &sym);
	return (sa->si_cb(sa->si_arg, &sym, r->sr_name, r->sr_obj->o_name));
}

int
mdb_symbol_iter(const char *obj, mdb_syment_f *cb, void *arg)
{
	tgt_object_t *o = NULL;
	symiter_arg_t sa = { cb, arg };

	if (mdb.m_target == NULL)
		return (-1);
	if (obj == MDB_OBJ_EXEC)
		o = tgt_exec(mdb.m_target);
	else if (obj != MDB_OBJ_EVERY &&
	    (o = tgt_object_by_name(mdb.m_target, obj)) == NULL)
		return (-1);
	if (obj == MDB_OBJ_EXEC && o == NULL)
		return (-1);
	return (sym_iter(mdb.m_target, o, symiter_cb, &sa));
}

int
mdb_readsym(void *buf, size_t n, const char *name)
{
	GElf_Sym sym;

	if (mdb_lookup_by_name(name, &sym) != 0)
		return (-1);
	return (mdb_vread(buf, n, sym.st_value) == (ssize_t)n ? (int)n : -1);
}

int
mdb_readvar(void *buf, const char *name)
{
	GElf_Sym sym;

	if (mdb_lookup_by_name(name, &sym) != 0)
		return (-1);
	return (mdb_vread(buf, sym.st_size, sym.st_value) ==
	    (ssize_t)sym.st_size ? (int)sym.st_size : -1);
}

const char *
mdb_object_path(const char *name)
{
	tgt_object_t *o;

	if (mdb.m_target == NULL ||
	    (o = tgt_object_by_name(mdb.m_target, name)) == NULL)
		return (NULL);
	return (o->o_file != NULL ? o->o_file : o->o_path);
}

static const char *
obj_buildid_hex(const tgt_object_t *o, char *hex, size_t len)
{
	if (o == NULL || o->o_buildid_len == 0 || len < 2 * o->o_buildid_len + 1)
		return (NULL);
	for (size_t i = 0; i < o->o_buildid_len; i++)
		snprintf(hex + 2 * i, 3, "%02x", o->o_buildid[i]);
	return (hex);
}

const char *
mdb_exec_buildid(void)
{
	static char hex[130];

	if (mdb.m_target == NULL)
		return (NULL);
	return (obj_buildid_hex(tgt_exec(mdb.m_target), hex, sizeof (hex)));
}

const char *
mdb_object_buildid(const char *name)
{
	static char hex[130];

	if (mdb.m_target == NULL || name == NULL)
		return (NULL);
	return (obj_buildid_hex(tgt_object_by_name(mdb.m_target, name), hex,
	    sizeof (hex)));
}

int
mdb_target_info(mdb_target_info_t *ti)
{
	target_t *t = mdb.m_target;
	const tgt_arch_t *a;

	if (t == NULL || ti == NULL || (a = t->t_arch) == NULL)
		return (-1);
	ti->mti_os = t->t_os != NULL ? t->t_os->os_name : "unknown";
	ti->mti_arch = a->ta_name;
	ti->mti_machine = a->ta_machine;
	ti->mti_class = a->ta_class;
	ti->mti_ptrsize = a->ta_ptrsize;
	ti->mti_pc = a->ta_pc;
	ti->mti_sp = a->ta_sp;
	ti->mti_fp = a->ta_fp;
	ti->mti_lr = a->ta_lr;
	ti->mti_pcmask = a->ta_pcmask;
	return (0);
}

int
mdb_object_iter(mdb_object_f *cb, void *arg)
{
	target_t *t = mdb.m_target;

	if (t == NULL || cb == NULL)
		return (-1);
	for (size_t i = 0; i < t->t_nobjs; i++) {
		tgt_object_t *o = t->t_objs[i];
		mdb_object_t mo;
		char hex[130];

		mo.mo_name = o->o_name;
		mo.mo_path = o->o_path;
		mo.mo_file = o->o_file;
		mo.mo_base = o->o_lo;
		mo.mo_limit = o->o_hi;
		mo.mo_bias = o->o_bias;
		mo.mo_buildid = obj_buildid_hex(o, hex, sizeof (hex));
		mo.mo_is_exec = o->o_is_exec;
		mo.mo_other_build = o->o_buildid_differs != 0;
		mo.mo_other_file = o->o_other_file;
		mo.mo_buildid_layout = o->o_buildid_layout != 0;
		if (cb(&mo, arg) != 0)
			break;
	}
	return (0);
}

typedef struct prefix_find {
	const char *pf_prefix;
	size_t pf_len;
	int pf_found;
} prefix_find_t;

static int
prefix_cb(const sym_result_t *r, void *arg)
{
	prefix_find_t *pf = arg;

	if (strncmp(r->sr_name, pf->pf_prefix, pf->pf_len) == 0) {
		pf->pf_found = 1;
		return (1);
	}
	return (0);
}

const char *
mdb_object_with_prefix(const char *prefix)
{
	target_t *t = mdb.m_target;
	tgt_object_t *exec;

	if (t == NULL || prefix == NULL)
		return (NULL);
	exec = tgt_exec(t);
	for (size_t pass = 0; pass < 2; pass++) {
		for (size_t i = 0; i < t->t_nobjs; i++) {
			tgt_object_t *o = t->t_objs[i];
			prefix_find_t pf = { prefix, strlen(prefix), 0 };

			if ((pass == 0) != (o == exec))
				continue;
			(void) sym_iter(t, o, prefix_cb, &pf);
			if (pf.pf_found)
				return (o->o_name);
		}
	}
	return (NULL);
}

/* ---- threads and frames ---- */

static tgt_thread_t *
thread_for(uint_t tid)
{
	target_t *t = mdb.m_target;

	if (t == NULL || t->t_nthreads == 0)
		return (NULL);
	if (tid == 0)
		tid = mdb.m_tid;
	if (tid == 0)
		return (&t->t_threads[0]);
	return (tgt_thread_by_tid(t, (int)tid));
}

uint_t
mdb_current_tid(void)
{
	tgt_thread_t *th = thread_for(0);

	return (th != NULL ? (uint_t)th->t_tid : 0);
}

int
mdb_getareg(uint_t tid, const char *name, mdb_reg_t *val)
{
	tgt_thread_t *th = thread_for(tid);
	int r;

	if (th == NULL || name == NULL ||
	    (r = tgt_reg_by_name(mdb.m_target->t_arch, name)) < 0)
		return (-1);
	return (tgt_thread_reg(th, r, val));
}

int
mdb_getareg_dwarf(uint_t tid, uint_t dwreg, mdb_reg_t *val)
{
	tgt_thread_t *th = thread_for(tid);

	if (th == NULL || dwreg >= TGT_NREGS)
		return (-1);
	return (tgt_thread_reg(th, (int)dwreg, val));
}

int
mdb_frame_getreg(const mdb_frame_t *fr, uint_t dwreg, mdb_reg_t *val)
{
	const uw_frame_t *f;

	if (fr == NULL || (f = fr->fr_priv) == NULL || dwreg >= TGT_NREGS ||
	    !(f->f_known & (1ULL << dwreg)))
		return (-1);
	*val = f->f_regs[dwreg];
	return (0);
}

typedef struct frame_arg {
	mdb_frame_f *fa_cb;
	void *fa_arg;
} frame_arg_t;

static int
frame_cb(const uw_frame_t *f, void *arg)
{
	frame_arg_t *fa = arg;
	mdb_frame_t fr;

	fr.fr_pc = f->f_pc;
	fr.fr_sp = f->f_sp;
	fr.fr_fp = f->f_fp;
	fr.fr_cfa = f->f_cfa;
	fr.fr_how = f->f_how;
	fr.fr_priv = f;
	if (mdb.m_intr)
		return (1);
	return (fa->fa_cb(&fr, fa->fa_arg));
}

int
mdb_frame_iter(uint_t tid, mdb_frame_f *cb, void *arg)
{
	tgt_thread_t *th = thread_for(tid);
	frame_arg_t fa = { cb, arg };

	if (th == NULL)
		return (-1);
	(void) uw_walk(mdb.m_target, th, frame_cb, &fa);
	return (0);
}

int
mdb_frame_iter_regs(const mdb_reg_t *regs, uint_t nregs, uint64_t known,
    mdb_frame_f *cb, void *arg)
{
	frame_arg_t fa = { cb, arg };
	uint64_t r[TGT_NREGS];
	uint_t i;

	if (regs == NULL || mdb.m_target == NULL)
		return (-1);
	memset(r, 0, sizeof (r));
	for (i = 0; i < nregs && i < TGT_NREGS; i++)
		r[i] = regs[i];
	if (nregs < TGT_NREGS)
		known &= (1ULL << nregs) - 1;
	(void) uw_walk_regs(mdb.m_target, r, known, frame_cb, &fa);
	return (0);
}

/* ---- walkers ---- */

int
mdb_pwalk(const char *name, mdb_walk_cb_t cb, void *data, uintptr_t addr)
{
	const mdb_walker_t *w = mdb_walker_lookup(name);
	mdb_walk_state_t ws;
	int rv = 0;

	if (w == NULL) {
		mdb_warn("unknown walker: %s\n", name);
		return (-1);
	}
	memset(&ws, 0, sizeof (ws));
	ws.walk_callback = cb;
	ws.walk_cbdata = data;
	ws.walk_addr = addr;
	ws.walk_arg = w->walk_init_arg;
	if (w->walk_init != NULL && w->walk_init(&ws) != WALK_NEXT)
		return (-1);
	for (;;) {
		int s;

		if (mdb.m_intr) {
			rv = -1;
			break;
		}
		s = w->walk_step(&ws);
		if (s == WALK_DONE)
			break;
		if (s == WALK_ERR) {
			rv = -1;
			break;
		}
	}
	if (w->walk_fini != NULL)
		w->walk_fini(&ws);
	return (rv);
}

int
mdb_walk(const char *name, mdb_walk_cb_t cb, void *data)
{
	return (mdb_pwalk(name, cb, data, 0));
}

typedef struct walk_dcmd_arg {
	const char *wd_dcmd;
	int wd_argc;
	const mdb_arg_t *wd_argv;
	uint_t wd_flags;
	int wd_err;
} walk_dcmd_arg_t;

static int
walk_dcmd_cb(uintptr_t addr, const void *data, void *arg)
{
	walk_dcmd_arg_t *wd = arg;
	int rv = mdb_call_dcmd(wd->wd_dcmd, addr, wd->wd_flags, wd->wd_argc,
	    wd->wd_argv);

	wd->wd_flags &= ~DCMD_LOOPFIRST;
	if (rv != DCMD_OK) {
		wd->wd_err = 1;
		return (rv == DCMD_ABORT ? WALK_DONE : WALK_NEXT);
	}
	return (WALK_NEXT);
}

int
mdb_pwalk_dcmd(const char *walker, const char *dcmd, int argc,
    const mdb_arg_t *argv, uintptr_t addr)
{
	walk_dcmd_arg_t wd = { dcmd, argc, argv,
	    DCMD_ADDRSPEC | DCMD_LOOP | DCMD_LOOPFIRST, 0 };

	if (mdb_dcmd_lookup(dcmd) == NULL) {
		mdb_warn("unknown dcmd: %s\n", dcmd);
		return (-1);
	}
	if (mdb_pwalk(walker, walk_dcmd_cb, &wd, addr) != 0)
		return (-1);
	return (wd.wd_err ? -1 : 0);
}

int
mdb_walk_dcmd(const char *walker, const char *dcmd, int argc,
    const mdb_arg_t *argv)
{
	return (mdb_pwalk_dcmd(walker, dcmd, argc, argv, 0));
}

/* ---- running jsmdb on another core ---- */

struct mdb_child {
	pid_t mc_pid;
	FILE *mc_out;
	FILE *mc_err;
};

mdb_child_t *
mdb_self_run(const char *core, const char *cmds, FILE **outp)
{
	const char *self = getenv("JSMDB_SELF");
	target_t *t = mdb.m_target;
	int nlib = t != NULL ? t->t_nlibdirs : 0;
	const char **argv;
	mdb_child_t *c;
	int pfd[2], i, n = 0, nul;

	if (self == NULL || self[0] == '\0')
		self = "/proc/self/exe";
	if ((c = calloc(1, sizeof (*c))) == NULL ||
	    (argv = calloc((size_t)(2 * nlib + 9), sizeof (char *))) == NULL) {
		free(c);
		mdb_warn("out of memory");
		return (NULL);
	}
	argv[n++] = "jsmdb";
	for (i = 0; i < nlib; i++) {
		argv[n++] = "-L";
		argv[n++] = t->t_libdirs[i];
	}
	argv[n++] = "-o";
	argv[n++] = "json";
	argv[n++] = "-e";
	argv[n++] = cmds;
	argv[n++] = "--";
	argv[n++] = core;
	argv[n] = NULL;
	if ((c->mc_err = tmpfile()) == NULL || pipe(pfd) != 0) {
		mdb_warn("cannot run jsmdb on %s: %s", core, strerror(errno));
		goto fail;
	}
	mdb_out_flush();
	(void) fflush(stdout);
	(void) fflush(stderr);
	if ((c->mc_pid = fork()) < 0) {
		mdb_warn("cannot run jsmdb on %s: fork: %s", core,
		    strerror(errno));
		(void) close(pfd[0]);
		(void) close(pfd[1]);
		goto fail;
	}
	if (c->mc_pid == 0) {
		nul = open("/dev/null", O_RDONLY);
		if (nul < 0 || dup2(nul, 0) < 0 || dup2(pfd[1], 1) < 0 ||
		    dup2(fileno(c->mc_err), 2) < 0)
			_exit(127);
		(void) close(pfd[0]);
		(void) close(pfd[1]);
		(void) signal(SIGPIPE, SIG_DFL);
		(void) execv(self, (char *const *)argv);
		(void) fprintf(stderr, "jsmdb: cannot run %s: %s\n", self,
		    strerror(errno));
		_exit(127);
	}
	(void) close(pfd[1]);
	free(argv);
	if ((c->mc_out = fdopen(pfd[0], "r")) == NULL) {
		(void) close(pfd[0]);
		(void) mdb_self_wait(c, 1, NULL, 0);
		mdb_warn("cannot read jsmdb's output on %s", core);
		return (NULL);
	}
	*outp = c->mc_out;
	return (c);
fail:
	if (c->mc_err != NULL)
		(void) fclose(c->mc_err);
	free(argv);
	free(c);
	return (NULL);
}

int
mdb_self_wait(mdb_child_t *c, int stop, char *msg, size_t msglen)
{
	char line[1024];
	int status = 0, rv;

	if (stop)
		(void) kill(c->mc_pid, SIGTERM);
	if (c->mc_out != NULL)
		(void) fclose(c->mc_out);
	while (waitpid(c->mc_pid, &status, 0) < 0 && errno == EINTR)
		continue;
	rv = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
	if (msg != NULL && msglen > 0) {
		msg[0] = '\0';
		rewind(c->mc_err);
		while (fgets(line, sizeof (line), c->mc_err) != NULL) {
			size_t l = strlen(line);

			while (l > 0 && (line[l - 1] == '\n' ||
			    line[l - 1] == '\r'))
				line[--l] = '\0';
			if (l > 0)
				(void) snprintf(msg, msglen, "%s", line);
		}
	}
	(void) fclose(c->mc_err);
	free(c);
	return (rv);
}
