/*
 * module.c: the SpiderMonkey module as the framework sees it: when it
 * applies (libmozjs is mapped, or the executable carries SpiderMonkey's
 * version string and no V8 metadata), its init (says the version once)
 * and its internal dcmds:
 *
 *   ::smstatus           engine version, how it was found, the runtime,
 *                        the chunks
 *   ::smchunks [-v]      the GC chunks (-v: their arenas: AllocKind,
 *                        thing size, used cells)
 *   addr::smtype         what GC thing addr is
 *   addr::smprint [-v]   an object's class and properties, a string;
 *                        -v: addr is a JS::Value
 *
 * and the walker smchunk.  The census (::findjsobjects, ::jsfunctions) is
 * the js module's, over eng_heap.c.  Every decoder lives elsewhere (heap.c,
 * value.c, object.c) behind the functions sm.h declares.
 */
#include <stdlib.h>
#include <string.h>

#include "sm.h"
#include "engine.h"

extern const js_engine_t sm_engine;	/* engine.c */

static int sm_applies_cached = -1;

static int
sm_applies(void)
{
	if (sm_applies_cached < 0)
		sm_applies_cached = sm_detect();
	return (sm_applies_cached);
}

static int
sm_init(void)
{
	mdb_printf("SpiderMonkey version: %s, found from the %s", sm.ss_version,
	    sm.ss_how);
	if (sm.ss_facts != NULL)
		mdb_printf("; layouts from jsmdb's table for ESR %s\n",
		    sm.ss_facts->sf_line);
	else
		mdb_printf("; jsmdb has no layout table for it (it knows ESR "
		    "78 and 102): SpiderMonkey dcmds refuse\n");
	mdb_target_fact("engine", "SpiderMonkey");
	mdb_target_fact("spidermonkey_version", sm.ss_version);
	return (js_engine_register(&sm_engine));
}

static int
need_heap(void)
{
	if (sm.ss_facts == NULL) {
		mdb_warn("SpiderMonkey %s: no layout table for this release "
		    "(jsmdb knows ESR 78 and 102)", sm.ss_version);
		return (-1);
	}
	return (sm_heap_find());
}

/* ---- ::smstatus ---- */

static int
dcmd_smstatus(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	if (argc != 0 || (flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	mdb_printf("engine: SpiderMonkey %s\n", sm.ss_version);
	mdb_printf("found from: the %s\n", sm.ss_how);
	if (sm.ss_facts == NULL) {
		mdb_printf("layouts: none (jsmdb has tables for ESR 78 and "
		    "102)\n");
		return (DCMD_ERR);
	}
	mdb_printf("layouts: jsmdb's table for ESR %s, checked on %s\n",
	    sm.ss_facts->sf_line, sm.ss_facts->sf_checked);
	if (sm_heap_find() != 0)
		return (DCMD_ERR);
	mdb_printf("runtime: %p (named by the GC chunks: %s)\n",
	    sm.ss_runtime, sm.ss_facts->sf_chunk_location != SM_NOFF ?
	    "ChunkTrailer::runtime" : "ChunkBase::runtime");
	mdb_printf("chunks: %lu (%lu tenured, %lu nursery)",
	    (unsigned long)sm.ss_nchunks, (unsigned long)sm.ss_ntenured,
	    (unsigned long)sm.ss_nnursery);
	if (sm.ss_rejected != 0)
		mdb_printf("; %lu aligned block%s named another runtime and "
		    "%s left out", (unsigned long)sm.ss_rejected,
		    sm.ss_rejected == 1 ? "" : "s",
		    sm.ss_rejected == 1 ? "was" : "were");
	mdb_printf("\n");
	return (DCMD_OK);
}

/* ---- ::smchunks ---- */

static int
dcmd_smchunks(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uint_t verbose = 0;
	const sm_facts_t *f;
	sm_arena_t *ar;
	size_t c, i;

	if (mdb_getopts(argc, argv, 'v', MDB_OPT_SETBITS, 1, &verbose,
	    NULL) != argc)
		return (DCMD_USAGE);
	if (need_heap() != 0)
		return (DCMD_ERR);
	f = sm.ss_facts;
	if ((ar = malloc(sizeof (*ar))) == NULL)
		return (DCMD_ERR);
	mdb_printf("%<u>%16s %-8s %7s %7s %9s%</u>\n", "CHUNK", "KIND",
	    "ARENAS", "ABSENT", "CELLS");
	for (c = 0; c < sm.ss_nchunks; c++) {
		const sm_chunk_t *ch = &sm.ss_chunks[c];
		size_t nalloc = 0, nabsent = 0, ncells = 0;

		if ((flags & DCMD_ADDRSPEC) && ch->sc_addr !=
		    (addr & ~(f->sf_chunk_size - 1)))
			continue;
		if (ch->sc_nursery) {
			mdb_printf("%16p %-8s %7s %7s %9s\n", ch->sc_addr,
			    "nursery", "-", "-", "-");
			continue;
		}
		for (i = 0; i < f->sf_arenas_per_chunk; i++) {
			uintptr_t a = ch->sc_addr + f->sf_first_arena +
			    i * f->sf_arena_size;

			if (sm_arena_read(a, ar) != 0) {
				nabsent++;
				continue;
			}
			if (!ar->sa_allocated)
				continue;
			nalloc++;
			if (!ar->sa_bad)
				ncells += ar->sa_used;
		}
		mdb_printf("%16p %-8s %7lu %7lu %9lu\n", ch->sc_addr, "tenured",
		    (unsigned long)nalloc, (unsigned long)nabsent,
		    (unsigned long)ncells);
		if (!verbose)
			continue;
		for (i = 0; i < f->sf_arenas_per_chunk; i++) {
			uintptr_t a = ch->sc_addr + f->sf_first_arena +
			    i * f->sf_arena_size;

			if (sm_arena_read(a, ar) != 0 || !ar->sa_allocated)
				continue;
			if (ar->sa_bad) {
				mdb_printf("    arena %p %-20s damaged free "
				    "list\n", a, f->sf_kinds[ar->sa_kind].sk_name);
				continue;
			}
			mdb_printf("    arena %p %-20s %3u bytes %3u/%u used\n",
			    a, f->sf_kinds[ar->sa_kind].sk_name,
			    f->sf_kinds[ar->sa_kind].sk_size, ar->sa_used,
			    ar->sa_nthings);
		}
	}
	free(ar);
	return (DCMD_OK);
}

/* ---- ::smtype ---- */

static const char *const trace_names[] = {
	"object", "script", "shape", "base shape", "object group",
	"getter/setter", "property map", "string", "symbol", "JIT code",
	"scope", "RegExpShared", "BigInt"
};

static int
dcmd_smtype(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	sm_thing_t st;
	char why[200];

	if (!(flags & DCMD_ADDRSPEC) || argc != 0)
		return (DCMD_USAGE);
	if (need_heap() != 0)
		return (DCMD_ERR);
	if (sm_thing(addr, &st, why, sizeof (why)) != 0) {
		mdb_printf("%p: %s\n", addr, why);
		return (DCMD_ERR);
	}
	mdb_printf("%p: ", addr);
	if (st.st_cell != addr)
		mdb_printf("inside the cell %p: ", st.st_cell);
	if (st.st_free) {
		mdb_printf("a free %s cell (%u bytes) of arena %p\n",
		    st.st_kind->sk_name, st.st_kind->sk_size, st.st_arena);
		return (DCMD_OK);
	}
	mdb_printf("%s (AllocKind %s, %u bytes, arena %p)",
	    trace_names[st.st_kind->sk_trace], st.st_kind->sk_name,
	    st.st_kind->sk_size, st.st_arena);
	if (st.st_kind->sk_trace == SM_T_STRING) {
		const sm_facts_t *f = sm.ss_facts;
		uint64_t hdr;

		if (mdb_vread(&hdr, sizeof (hdr), st.st_cell +
		    f->sf_str_flags) == sizeof (hdr)) {
			uint32_t fl = (uint32_t)hdr;

			mdb_printf(": %s, length %u",
			    !(fl & f->sf_str_linear) ? "rope" :
			    (fl & f->sf_str_inline) ? ((fl & f->sf_str_latin1) ?
			    "inline Latin-1" : "inline two-byte") :
			    ((fl & f->sf_str_latin1) ? "Latin-1" : "two-byte"),
			    (uint_t)(hdr >> 32));
		}
	} else if (st.st_kind->sk_trace == SM_T_OBJECT) {
		uintptr_t clasp;
		const char *cn;

		if (sm_obj_class(st.st_cell, &clasp) == 0 &&
		    (cn = sm_class_name(clasp)) != NULL) {
			mdb_printf(": class ");
			mdb_printf_escaped(cn, strlen(cn));
		} else {
			mdb_printf(": class not readable");
		}
	}
	mdb_printf("\n");
	return (DCMD_OK);
}

/* ---- ::smprint ---- */

static int print_addrs;		/* ::smprint -a */

static void
print_string(uintptr_t s)
{
	char buf[1024], why[160];
	int trunc = 0;

	if (print_addrs)
		mdb_printf("%p: ", s);
	if (sm_string_read(s, buf, sizeof (buf), &trunc, why,
	    sizeof (why)) != 0) {
		mdb_printf("<string %p: %s>", s, why);
		return;
	}
	mdb_printf("\"");
	mdb_printf_escaped(buf, strlen(buf));
	mdb_printf(trunc ? "\"..." : "\"");
}

static void
print_double(double d)
{
	char buf[40];

	if (d != d) {
		mdb_printf("NaN");
		return;
	}
	(void) snprintf(buf, sizeof (buf), "%.17g", d);
	/* the shortest form that reads back the same */
	for (int p = 1; p <= 17; p++) {
		char b2[40];

		(void) snprintf(b2, sizeof (b2), "%.*g", p, d);
		if (strtod(b2, NULL) == d) {
			(void) snprintf(buf, sizeof (buf), "%s", b2);
			break;
		}
	}
	mdb_printf("%s", buf);
}

static void
print_value(uint64_t bits)
{
	sm_value_t v;

	sm_value_decode(bits, &v);
	switch (v.sv_type) {
	case SM_V_DOUBLE:
		print_double(v.sv_double);
		break;
	case SM_V_INT32:
		mdb_printf("%d", v.sv_int);
		break;
	case SM_V_BOOLEAN:
		mdb_printf(v.sv_int ? "true" : "false");
		break;
	case SM_V_UNDEFINED:
		mdb_printf("undefined");
		break;
	case SM_V_NULL:
		mdb_printf("null");
		break;
	case SM_V_MAGIC:
		mdb_printf("<magic %d>", v.sv_int);
		break;
	case SM_V_STRING:
		print_string(v.sv_ptr);
		break;
	case SM_V_OBJECT: {
		uintptr_t clasp;
		const char *cn = NULL;
		char fn[128];

		if (sm_obj_class(v.sv_ptr, &clasp) == 0)
			cn = sm_class_name(clasp);
		mdb_printf("%p: ", v.sv_ptr);
		if (cn == NULL) {
			mdb_printf("<object, class not readable>");
			break;
		}
		mdb_printf_escaped(cn, strlen(cn));
		if (strcmp(cn, "Function") == 0 &&
		    sm_func_name(v.sv_ptr, fn, sizeof (fn)) == 0) {
			mdb_printf(" ");
			mdb_printf_escaped(fn[0] ? fn : "<anonymous>",
			    strlen(fn[0] ? fn : "<anonymous>"));
		}
		break;
	}
	case SM_V_SYMBOL:
		mdb_printf("<symbol %p>", v.sv_ptr);
		break;
	case SM_V_BIGINT:
		mdb_printf("<BigInt %p>", v.sv_ptr);
		break;
	case SM_V_PRIVATE_GCTHING:
		mdb_printf("<private GC thing %p>", v.sv_ptr);
		break;
	default:
		mdb_printf("<not a JS::Value: %llx>", (unsigned long long)bits);
		break;
	}
}

static int
print_prop_cb(uint64_t key, uint64_t value, int has, void *arg)
{
	char kbuf[256];

	(void) sm_jsid_text(key, kbuf, sizeof (kbuf));
	mdb_printf("    ");
	mdb_printf_escaped(kbuf, strlen(kbuf));
	mdb_printf(": ");
	if (has)
		print_value(value);
	else
		mdb_printf("<accessor or custom property: no value>");
	mdb_printf(",\n");
	return (0);
}

static int
print_object(uintptr_t obj)
{
	uintptr_t clasp;
	const char *cn = NULL;
	char why[200], buf[128];

	if (sm_obj_class(obj, &clasp) != 0 ||
	    (cn = sm_class_name(clasp)) == NULL) {
		mdb_warn("%lx: the object's class is not readable",
		    (unsigned long)obj);
		return (DCMD_ERR);
	}
	mdb_printf("%p: ", obj);
	mdb_printf_escaped(cn, strlen(cn));
	if (strcmp(cn, "Function") == 0 &&
	    sm_func_name(obj, buf, sizeof (buf)) == 0) {
		mdb_printf(" ");
		mdb_printf_escaped(buf[0] ? buf : "<anonymous>",
		    strlen(buf[0] ? buf : "<anonymous>"));
	} else if (sm_constructor_name(obj, buf, sizeof (buf)) == 0 &&
	    buf[0] != '\0' && strcmp(buf, cn) != 0) {
		mdb_printf(" (constructor ");
		mdb_printf_escaped(buf, strlen(buf));
		mdb_printf(")");
	}
	mdb_printf(" {\n");
	if (sm_prop_iter(obj, print_prop_cb, NULL, why, sizeof (why)) != 0) {
		mdb_printf("}\n");
		mdb_warn("%s", why);
		return (DCMD_ERR);
	}
	mdb_printf("}\n");
	return (DCMD_OK);
}

static int
dcmd_smprint(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uint_t isvalue = 0, addrs = 0;
	sm_thing_t st;
	char why[200];

	if (!(flags & DCMD_ADDRSPEC) || mdb_getopts(argc, argv, 'v',
	    MDB_OPT_SETBITS, 1, &isvalue, 'a', MDB_OPT_SETBITS, 1, &addrs,
	    NULL) != argc)
		return (DCMD_USAGE);
	print_addrs = addrs != 0;
	if (need_heap() != 0)
		return (DCMD_ERR);
	if (isvalue) {
		sm_value_t v;

		sm_value_decode(addr, &v);
		if (v.sv_type != SM_V_OBJECT) {
			mdb_printf("%s: ", sm_vtype_name(v.sv_type));
			print_value(addr);
			mdb_printf("\n");
			return (v.sv_type == SM_V_UNKNOWN ? DCMD_ERR : DCMD_OK);
		}
		addr = v.sv_ptr;
	}
	if (sm_thing(addr, &st, why, sizeof (why)) != 0) {
		mdb_warn("%lx: %s", (unsigned long)addr, why);
		return (DCMD_ERR);
	}
	if (st.st_cell != addr || st.st_free) {
		mdb_warn("%lx: not the start of a live GC thing (%s cell %lx)",
		    (unsigned long)addr, st.st_free ? "in the free" : "inside the",
		    (unsigned long)st.st_cell);
		return (DCMD_ERR);
	}
	switch (st.st_kind->sk_trace) {
	case SM_T_OBJECT:
		return (print_object(addr));
	case SM_T_STRING:
		if (!print_addrs)
			mdb_printf("%p: ", addr);
		print_string(addr);
		mdb_printf("\n");
		return (DCMD_OK);
	default:
		mdb_warn("%lx: a %s (AllocKind %s): ::smprint prints objects "
		    "and strings", (unsigned long)addr,
		    trace_names[st.st_kind->sk_trace], st.st_kind->sk_name);
		return (DCMD_ERR);
	}
}

/* ---- walker smchunk ---- */

static int
smchunk_init(mdb_walk_state_t *wsp)
{
	if (need_heap() != 0)
		return (WALK_ERR);
	wsp->walk_data = (void *)0;
	return (WALK_NEXT);
}

static int
smchunk_step(mdb_walk_state_t *wsp)
{
	size_t i = (size_t)wsp->walk_data;

	if (i >= sm.ss_nchunks)
		return (WALK_DONE);
	wsp->walk_data = (void *)(i + 1);
	return (wsp->walk_callback(sm.ss_chunks[i].sc_addr, NULL,
	    wsp->walk_cbdata));
}


/* ---- ::smstack ---- */

typedef struct smstack_arg {
	int sa_verbose;
	uint_t sa_n;
	size_t sa_njit;
} smstack_arg_t;

static int
smstack_cb(const sm_frame_t *fr, void *arg)
{
	smstack_arg_t *sa = arg;
	uint_t i;

	if (fr->fr_kind == SM_FR_JIT) {
		mdb_printf("   [JIT activation %p: %s]\n", fr->fr_activation,
		    fr->fr_why);
		sa->sa_njit++;
		return (0);
	}
	mdb_printf("%2u %p ", sa->sa_n++, fr->fr_addr);
	if (fr->fr_callee == 0)
		mdb_printf("<top-level code>");
	else {
		const char *n = fr->fr_name[0] ? fr->fr_name : "<anonymous>";

		if (fr->fr_constructing)
			mdb_printf("new ");
		mdb_printf_escaped(n, strlen(n));
	}
	if (fr->fr_file[0] != '\0') {
		mdb_printf(" ");
		mdb_printf_escaped(fr->fr_file, strlen(fr->fr_file));
	}
	if (fr->fr_line != 0)
		mdb_printf(fr->fr_line_exact ? " line %u" :
		    fr->fr_callee == 0 ? " (script starts at line %u)" :
		    " (function starts at line %u)", fr->fr_line);
	if (fr->fr_in_jit)
		mdb_printf(" [running in JIT code: see the JIT activation "
		    "above]");
	mdb_printf("\n");
	if (fr->fr_why[0] != '\0')
		mdb_printf("      (%s)\n", fr->fr_why);
	if (sa->sa_verbose && fr->fr_callee != 0 && fr->fr_argv != 0) {
		for (i = 0; i < fr->fr_argc && i < 64; i++) {
			uint64_t bits;

			mdb_printf("      arg%u = ", i + 1);
			if (mdb_vread(&bits, 8, fr->fr_argv + (uintptr_t)i * 8)
			    != 8)
				mdb_printf("<not readable>");
			else
				print_value(bits);
			mdb_printf("\n");
		}
		if (fr->fr_argc > 64)
			mdb_printf("      (%u more arguments)\n",
			    fr->fr_argc - 64);
	}
	return (0);
}

static int
dcmd_smstack(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	smstack_arg_t sa;
	char why[256];

	(void) addr;
	(void) memset(&sa, 0, sizeof (sa));
	if (flags & DCMD_ADDRSPEC)
		return (DCMD_USAGE);
	if (mdb_getopts(argc, argv, 'v', MDB_OPT_SETBITS, 1, &sa.sa_verbose,
	    NULL) != argc)
		return (DCMD_USAGE);
	if (need_heap() != 0)
		return (DCMD_ERR);
	if (sm_frame_iter(smstack_cb, &sa, why, sizeof (why)) != 0) {
		mdb_warn("%s", why);
		return (DCMD_ERR);
	}
	if (sa.sa_n == 0 && sa.sa_njit == 0)
		mdb_printf("no JS frames: the main context had no activation "
		    "(no JavaScript was running)\n");
	else
		mdb_printf("(JS frames of the main context, innermost first; "
		    "a frame running in JIT code shows where its function "
		    "starts)\n");
	return (DCMD_OK);
}

static const mdb_dcmd_t sm_dcmds[] = {
	{ "smstatus", NULL, "SpiderMonkey: version, runtime, GC chunks",
	    dcmd_smstatus, NULL, 0 },
	{ "smchunks", "[-v]", "SpiderMonkey: the GC chunks (-v: arenas)",
	    dcmd_smchunks, NULL, 0 },
	{ "smtype", ":", "SpiderMonkey: what GC thing an address is",
	    dcmd_smtype, NULL, 0 },
	{ "smprint", "[-av] :", "SpiderMonkey: print an object or string "
	    "(-a: strings' addresses; -v: the address is a JS::Value)",
	    dcmd_smprint, NULL, 0 },
	{ "smstack", "[-v]", "SpiderMonkey: the JS frames, innermost first "
	    "(-v: arguments)", dcmd_smstack, NULL, 0 },
	{ NULL }
};

static const mdb_walker_t sm_walkers[] = {
	{ "smchunk", "SpiderMonkey: the GC chunks of the runtime",
	    smchunk_init, smchunk_step, NULL, NULL },
	{ NULL }
};

const mdb_module_t sm_module = {
	"spidermonkey",
	sm_dcmds,
	sm_walkers,
	sm_applies,
	sm_init
};
