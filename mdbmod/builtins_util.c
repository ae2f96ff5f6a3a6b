/*
 * builtins_util.c: the small mdb built-ins that scripts written for mdb
 * and mdb_v8 type without thinking: ::cat, ::ugrep, ::load, ::formats
 * and $w (::width).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "language.h"
#include "mdb.h"
#include "engine.h"
#include "tgt_impl.h"

/* ---- ::cat ---- */

/*
 * ::cat FILE ...: prints the files, one after the other.  In a pipeline
 * each line is an address for the next stage (mdb_v8's tests keep
 * addresses in a file and read them back with ::cat FILE | ::dcmd).
 * What a file holds is escaped as everything else that reaches the
 * terminal.
 */
/* Escapes all but the newlines, which end the lines of a pipeline. */
static void
cat_chunk(const char *s, size_t n)
{
	const char *nl;

	while (n > 0) {
		if ((nl = memchr(s, '\n', n)) == NULL) {
			mdb_printf_escaped(s, n);
			return;
		}
		mdb_printf_escaped(s, (size_t)(nl - s));
		mdb_printf("\n");
		n -= (size_t)(nl - s) + 1;
		s = nl + 1;
	}
}

static int
cmd_cat(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	char buf[65536];
	int i, rv = DCMD_OK;

	if ((flags & DCMD_ADDRSPEC) || argc == 0)
		return (DCMD_USAGE);
	for (i = 0; i < argc; i++) {
		const char *path;
		FILE *fp;
		size_t n;

		if (argv[i].a_type != MDB_TYPE_STRING)
			return (DCMD_USAGE);
		path = argv[i].a_un.a_str;
		if ((fp = fopen(path, "r")) == NULL) {
			mdb_warn("failed to open %s: %s\n", path,
			    strerror(errno));
			rv = DCMD_ERR;
			continue;
		}
		while ((n = fread(buf, 1, sizeof (buf), fp)) > 0 &&
		    !mdb.m_intr)
			cat_chunk(buf, n);
		if (ferror(fp)) {
			mdb_warn("failed to read %s: %s\n", path,
			    strerror(errno));
			rv = DCMD_ERR;
		}
		(void) fclose(fp);
	}
	return (rv);
}

static void
cat_help(void)
{
	mdb_printf("::cat FILE ... prints the files.  Into a pipeline, each "
	    "line is an\naddress for the next stage: ::cat addrs.txt | "
	    "::jsprint\n");
}

/* ---- ::ugrep ---- */

#define	UGREP_CHUNK	(1024 * 1024)

typedef struct ugrep {
	uint64_t ug_value;
	uint64_t ug_dist;	/* -d: match [value, value + dist) */
	uint64_t ug_mask;	/* -m: (word & mask) == value */
	int ug_size;		/* -s: 1, 2, 4 or 8 bytes */
	uint64_t ug_found;
} ugrep_t;

static int
ug_match(const ugrep_t *ug, uint64_t w)
{
	if (ug->ug_dist != 0)
		return (w >= ug->ug_value && w - ug->ug_value < ug->ug_dist);
	return ((w & ug->ug_mask) == ug->ug_value);
}

/* Searches [lo, hi) of one mapping, aligned to the word size. */
static void
ug_range(ugrep_t *ug, unsigned char *buf, uint64_t lo, uint64_t hi)
{
	uint64_t at, w;
	size_t n, i;

	for (at = lo; at < hi && !mdb.m_intr; at += n) {
		n = hi - at < UGREP_CHUNK ? (size_t)(hi - at) : UGREP_CHUNK;
		if (mdb_vread(buf, n, (uintptr_t)at) != (ssize_t)n)
			continue;	/* not in the core nor in a file */
		for (i = 0; i + (size_t)ug->ug_size <= n;
		    i += (size_t)ug->ug_size) {
			w = 0;
			memcpy(&w, buf + i, (size_t)ug->ug_size);
			if (ug_match(ug, w)) {
				mdb_printf("%llx\n",
				    (unsigned long long)(at + i));
				ug->ug_found++;
			}
		}
	}
}

/*
 * value::ugrep [-d dist | -m mask | -M invmask] [-a minaddr] [-A maxaddr]
 * [-s size]: every address of the process's memory (what the core holds,
 * and the mapped files' pages it does not) whose size-byte word, aligned,
 * is value: who points at an object.
 */
static int
cmd_ugrep(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	target_t *t = mdb.m_target;
	uintptr_t dist = 0, mask = 0, invmask = 0, size = sizeof (uint64_t);
	uintptr_t amin = 0, amax = UINTPTR_MAX;
	unsigned char *buf;
	ugrep_t ug;
	size_t i;

	if (t == NULL) {
		mdb_warn("no target: open a core file\n");
		return (DCMD_ERR);
	}
	if (!(flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	if (mdb_getopts(argc, argv,
	    'd', MDB_OPT_UINTPTR, &dist,
	    'm', MDB_OPT_UINTPTR, &mask,
	    'M', MDB_OPT_UINTPTR, &invmask,
	    'a', MDB_OPT_UINTPTR, &amin,
	    'A', MDB_OPT_UINTPTR, &amax,
	    's', MDB_OPT_UINTPTR, &size, NULL) != argc)
		return (DCMD_USAGE);
	if ((dist != 0) + (mask != 0) + (invmask != 0) > 1) {
		mdb_warn("ugrep: -d, -m and -M exclude each other\n");
		return (DCMD_USAGE);
	}
	if (size != 1 && size != 2 && size != 4 && size != 8) {
		mdb_warn("ugrep: -s %lu: the size is 1, 2, 4 or 8 bytes\n",
		    (unsigned long)size);
		return (DCMD_USAGE);
	}
	memset(&ug, 0, sizeof (ug));
	ug.ug_size = (int)size;
	ug.ug_dist = dist;
	ug.ug_mask = size == 8 ? UINT64_MAX : (1ULL << (size * 8)) - 1;
	if (((uint64_t)addr & ~ug.ug_mask) != 0) {
		mdb_warn("ugrep: %lx does not fit in %lu bytes\n",
		    (unsigned long)addr, (unsigned long)size);
		return (DCMD_ERR);
	}
	if (mask != 0)
		ug.ug_mask &= mask;
	else if (invmask != 0)
		ug.ug_mask &= ~(uint64_t)invmask;
	ug.ug_value = (uint64_t)addr & ug.ug_mask;
	if ((buf = malloc(UGREP_CHUNK)) == NULL) {
		mdb_warn("ugrep: out of memory\n");
		return (DCMD_ERR);
	}
	for (i = 0; i < t->t_nmaps && !mdb.m_intr; i++) {
		const tgt_mapping_t *m = &t->t_maps[i];
		uint64_t lo = m->m_start > amin ? m->m_start : amin;
		uint64_t hi = m->m_end < amax ? m->m_end : amax;
		uint64_t incore = m->m_start + m->m_incore;

		lo = (lo + size - 1) & ~(uint64_t)(size - 1);
		if (lo >= hi)
			continue;
		/* what the core holds; past it, only a mapped file's pages */
		ug_range(&ug, buf, lo, hi < incore ? hi : incore);
		if (hi > incore && m->m_path != NULL)
			ug_range(&ug, buf, lo > incore ? lo : incore, hi);
	}
	free(buf);
	return (DCMD_OK);
}

static void
ugrep_help(void)
{
	mdb_printf(
	    "value::ugrep prints every address of the process's memory whose\n"
	    "aligned word is value (who points at an object): the core's\n"
	    "segments and the mapped files' pages the core lacks.\n\n"
	    "  -s SIZE     word size: 1, 2, 4 or 8 bytes (default 8)\n"
	    "  -d DIST     match any word in [value, value + DIST)\n"
	    "  -m MASK     match words w with (w & MASK) == value\n"
	    "  -M INVMASK  match words w with (w & ~INVMASK) == value\n"
	    "  -a MINADDR  search from MINADDR\n"
	    "  -A MAXADDR  search below MAXADDR\n");
}

/* ---- ::load ---- */

/*
 * mdb scripts begin with ::load v8 (or a path to mdb_v8.so): the V8
 * module is built in, so loading it means making sure it is loaded.  Any
 * other module is refused by name.
 */
static int
cmd_load(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const char *name, *base;
	size_t n;

	if ((flags & DCMD_ADDRSPEC) || argc < 1 ||
	    argv[argc - 1].a_type != MDB_TYPE_STRING)
		return (DCMD_USAGE);
	/* mdb's ::load [-s] [-g] module: options change nothing here */
	name = argv[argc - 1].a_un.a_str;
	base = strrchr(name, '/') != NULL ? strrchr(name, '/') + 1 : name;
	n = strcspn(base, ".");
	if ((n == 2 && strncmp(base, "v8", 2) == 0) ||
	    (n == 6 && strncmp(base, "mdb_v8", 6) == 0)) {
		/* loaded already: V8 registered itself as an engine */
		for (size_t i = 0; js_engine_nth(i) != NULL; i++) {
			if (strcmp(js_engine_nth(i)->je_module, "v8") == 0)
				return (DCMD_OK);
		}
		if (mdb_module_force("v8") != 0) {
			mdb_warn("failed to load v8\n");
			return (DCMD_ERR);
		}
		return (DCMD_OK);
	}
	mdb_warn("failed to load %s: jsmdb's modules are built in (mdb, "
	    "v8)\n", name);
	return (DCMD_ERR);
}

/* ---- ::formats, $w ---- */

static int
cmd_formats(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	if ((flags & DCMD_ADDRSPEC) || argc != 0)
		return (DCMD_USAGE);
	lang_fmt_list();
	return (DCMD_OK);
}

#define	WIDTH_MIN	16
#define	WIDTH_MAX	4096

/*
 * addr$w: the width format output wraps at (mdb's page width); mdb_v8
 * scripts set 1000$w.  Without an address, prints it.
 */
/* ::width's JSON form (docs/json.md): the width now in force. */
static void
width_json(int set)
{
	mdb_json_begin("width", "width");
	mdb_json_uint("width", mdb.m_cols != 0 ? mdb.m_cols : 80);
	mdb_json_bool("set", set);
	mdb_json_end();
}

static int
cmd_width(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	if (argc != 0)
		return (DCMD_USAGE);
	if (!(flags & DCMD_ADDRSPEC) && (flags & DCMD_JSON)) {
		width_json(0);
		return (DCMD_OK);
	}
	if (!(flags & DCMD_ADDRSPEC)) {
		mdb_printf("%lu\n", (unsigned long)(mdb.m_cols != 0 ?
		    mdb.m_cols : 80));
		return (DCMD_OK);
	}
	if (addr < WIDTH_MIN) {
		mdb_warn("width %lu is less than %d\n", (unsigned long)addr,
		    WIDTH_MIN);
		return (DCMD_ERR);
	}
	mdb.m_cols = addr > WIDTH_MAX ? WIDTH_MAX : addr;
	if (flags & DCMD_JSON)
		width_json(1);
	return (DCMD_OK);
}

const mdb_dcmd_t mdb_util_dcmds[] = {
	{ "cat", "file ...", "print files (in a pipeline: addresses)",
	    cmd_cat, cat_help },
	{ "ugrep", ":[-d dist|-m mask|-M invmask] [-a minaddr] [-A maxaddr] "
	    "[-s size]", "find the words in memory that hold a value",
	    cmd_ugrep, ugrep_help },
	{ "load", "module", "load a module (v8 is built in)", cmd_load },
	{ "formats", NULL, "list the format characters of addr/fmt",
	    cmd_formats },
	{ "width", "[width]", "set the output width ($w)", cmd_width, NULL,
	    MDB_DCMD_JSON },
	{ NULL }
};
