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
 *   addr::smprint [-v]   an object's class, what its kind keeps (kinds.c)
 *                        and its properties; a string, a symbol, a
 *                        BigInt; -v: addr is a JS::Value
 *   [addr]::smsnapshot   an Ion frame's snapshot (snapshot.c)
 *
 * and the walker smchunk.  The census (::findjsobjects, ::jsfunctions) is
 * the js module's, over eng_heap.c.  Every decoder lives elsewhere (heap.c,
 * value.c, object.c) behind the functions sm.h declares.
 */
#include <stdlib.h>
#include <string.h>

#include "sm.h"
#include "engine.h"
#include "engine_value.h"	/* js_format_double */

extern const js_engine_t sm_engine;	/* engine.c */

static int sm_applies_cached = -1;

static int
sm_applies(void)
{
	if (sm_applies_cached < 0)
		sm_applies_cached = sm_detect();
	return (sm_applies_cached);
}

/*
 * " on aarch64" after a row's ESR when the row is not x86-64's (whose
 * rows the SpiderMonkey support began with: their lines say no more).
 */
static const char *
sm_arch_on(void)
{
	return (strcmp(sm.ss_facts->sf_arch, "x86-64") == 0 ? "" : " on ");
}

static const char *
sm_arch_name(void)
{
	return (strcmp(sm.ss_facts->sf_arch, "x86-64") == 0 ? "" :
	    sm.ss_facts->sf_arch);
}

static int
sm_init(void)
{
	mdb_printf("SpiderMonkey version: %s, found from the %s", sm.ss_version,
	    sm.ss_how);
	if (sm.ss_facts != NULL)
		mdb_printf("; layouts from jsmdb's table for ESR %s%s%s\n",
		    sm.ss_facts->sf_line, sm_arch_on(), sm_arch_name());
	else
		mdb_printf("; %s: SpiderMonkey dcmds refuse\n",
		    sm.ss_notable);
	mdb_target_fact("engine", "SpiderMonkey");
	mdb_target_fact("spidermonkey_version", sm.ss_version);
	return (js_engine_register(&sm_engine));
}

static int
need_heap(void)
{
	if (sm.ss_facts == NULL) {
		mdb_warn("SpiderMonkey %s: %s", sm.ss_version, sm.ss_notable);
		return (-1);
	}
	return (sm_heap_find());
}

/* ---- ::smstatus ---- */

/* ::smstatus's JSON form (docs/json.md): one "status" record. */
static int
smstatus_json(void)
{
	const sm_facts_t *f = sm.ss_facts;
	int found = f != NULL && sm_heap_find() == 0;

	mdb_json_begin("smstatus", "status");
	mdb_json_str("version", sm.ss_version);
	mdb_json_str("found_from", sm.ss_how);
	mdb_json_str("layouts", f != NULL ? f->sf_line : NULL);
	mdb_json_str("layouts_checked_on", f != NULL ? f->sf_checked : NULL);
	if (found) {
		mdb_json_addr("runtime", sm.ss_runtime);
		mdb_json_str("runtime_named_by",
		    f->sf_chunk_location != SM_NOFF ?
		    "ChunkTrailer::runtime" : "ChunkBase::runtime");
		mdb_json_uint("chunks", sm.ss_nchunks);
		mdb_json_uint("tenured_chunks", sm.ss_ntenured);
		mdb_json_uint("nursery_chunks", sm.ss_nnursery);
		mdb_json_uint("rejected_blocks", sm.ss_rejected);
		mdb_json_null("reason");
	} else {
		mdb_json_null("runtime");
		mdb_json_null("runtime_named_by");
		mdb_json_null("chunks");
		mdb_json_null("tenured_chunks");
		mdb_json_null("nursery_chunks");
		mdb_json_null("rejected_blocks");
		mdb_json_str("reason", f == NULL ? "jsmdb has no layout table "
		    "for this release (it has tables for ESR 78 and 102)" :
		    "the runtime's GC chunks were not found (said on stderr)");
	}
	mdb_json_end();
	return (found ? DCMD_OK : DCMD_ERR);
}

static int
dcmd_smstatus(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	if (argc != 0 || (flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	if (flags & DCMD_JSON)
		return (smstatus_json());
	mdb_printf("engine: SpiderMonkey %s\n", sm.ss_version);
	mdb_printf("found from: the %s\n", sm.ss_how);
	if (sm.ss_facts == NULL) {
		mdb_printf("layouts: none (%s)\n", sm.ss_notable);
		return (DCMD_ERR);
	}
	mdb_printf("layouts: jsmdb's table for ESR %s%s%s, checked on %s\n",
	    sm.ss_facts->sf_line, sm_arch_on(), sm_arch_name(),
	    sm.ss_facts->sf_checked);
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

/*
 * ::smchunks's JSON form (docs/json.md): a "chunk" record per chunk
 * (counts null for the nursery's), and with -v an "arena" record per
 * allocated arena of a tenured chunk.
 */
static void
smchunk_json(uintptr_t chunk, int nursery, size_t nalloc, size_t nabsent,
    size_t ncells)
{
	mdb_json_begin("smchunks", "chunk");
	mdb_json_addr("address", chunk);
	mdb_json_str("kind", nursery ? "nursery" : "tenured");
	if (nursery) {
		mdb_json_null("arenas");
		mdb_json_null("absent_arenas");
		mdb_json_null("cells");
	} else {
		mdb_json_uint("arenas", nalloc);
		mdb_json_uint("absent_arenas", nabsent);
		mdb_json_uint("cells", ncells);
	}
	mdb_json_end();
}

static void
smarena_json(uintptr_t chunk, uintptr_t a, const sm_arena_t *ar)
{
	const sm_facts_t *f = sm.ss_facts;
	const sm_kind_t *k = ar->sa_kind < f->sf_nkinds ?
	    &f->sf_kinds[ar->sa_kind] : NULL;

	mdb_json_begin("smchunks", "arena");
	mdb_json_addr("chunk", chunk);
	mdb_json_addr("address", a);
	mdb_json_str("alloc_kind", k != NULL ? k->sk_name : NULL);
	mdb_json_uint("alloc_kind_number", ar->sa_kind);
	if (ar->sa_bad) {
		mdb_json_null("thing_size");
		mdb_json_null("used");
		mdb_json_null("things");
		mdb_json_bool("damaged", 1);
		mdb_json_str("reason", ar->sa_badwhy);
	} else {
		mdb_json_uint("thing_size", k->sk_size);
		mdb_json_uint("used", ar->sa_used);
		mdb_json_uint("things", ar->sa_nthings);
		mdb_json_bool("damaged", 0);
		mdb_json_null("reason");
	}
	mdb_json_end();
}

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
	if (!(flags & DCMD_JSON))
		mdb_printf("%<u>%16s %-8s %7s %7s %9s%</u>\n", "CHUNK",
		    "KIND", "ARENAS", "ABSENT", "CELLS");
	for (c = 0; c < sm.ss_nchunks; c++) {
		const sm_chunk_t *ch = &sm.ss_chunks[c];
		size_t nalloc = 0, nabsent = 0, ncells = 0;

		if ((flags & DCMD_ADDRSPEC) && ch->sc_addr !=
		    (addr & ~(f->sf_chunk_size - 1)))
			continue;
		if (ch->sc_nursery && (flags & DCMD_JSON)) {
			smchunk_json(ch->sc_addr, 1, 0, 0, 0);
			continue;
		}
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
		if (flags & DCMD_JSON)
			smchunk_json(ch->sc_addr, 0, nalloc, nabsent, ncells);
		else
			mdb_printf("%16p %-8s %7lu %7lu %9lu\n", ch->sc_addr,
			    "tenured", (unsigned long)nalloc,
			    (unsigned long)nabsent, (unsigned long)ncells);
		if (!verbose)
			continue;
		for (i = 0; i < f->sf_arenas_per_chunk; i++) {
			uintptr_t a = ch->sc_addr + f->sf_first_arena +
			    i * f->sf_arena_size;

			if (sm_arena_read(a, ar) != 0 || !ar->sa_allocated)
				continue;
			if (flags & DCMD_JSON) {
				smarena_json(ch->sc_addr, a, ar);
				continue;
			}
			if (ar->sa_bad) {
				mdb_printf("    arena %p %-20s damaged: %s\n", a,
				    ar->sa_kind < f->sf_nkinds ?
				    f->sf_kinds[ar->sa_kind].sk_name : "-",
				    ar->sa_badwhy);
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

/* ::smtype's JSON form (docs/json.md): one "thing" record. */
static int
smtype_json(uintptr_t addr, const sm_thing_t *st)
{
	const sm_facts_t *f = sm.ss_facts;
	const char *rep = NULL, *cn = NULL, *why = NULL;
	uint64_t hdr;
	int haslen = 0;
	uintptr_t clasp;

	if (!st->st_free && st->st_kind->sk_trace == SM_T_STRING) {
		if (mdb_vread(&hdr, sizeof (hdr), st->st_cell +
		    f->sf_str_flags) == sizeof (hdr)) {
			uint32_t fl = (uint32_t)hdr;

			rep = !(fl & f->sf_str_linear) ? "rope" :
			    (fl & f->sf_str_inline) ? ((fl & f->sf_str_latin1) ?
			    "inline Latin-1" : "inline two-byte") :
			    ((fl & f->sf_str_latin1) ? "Latin-1" : "two-byte");
			haslen = 1;
		} else {
			why = "the string's header is not in the core";
		}
	} else if (!st->st_free && st->st_kind->sk_trace == SM_T_OBJECT) {
		if (sm_obj_class(st->st_cell, &clasp) != 0 ||
		    (cn = sm_class_name(clasp)) == NULL)
			why = "the object's class is not readable";
	}
	mdb_json_begin("smtype", "thing");
	mdb_json_addr("address", addr);
	mdb_json_addr("cell", st->st_cell);
	mdb_json_uint("offset", addr - st->st_cell);
	mdb_json_bool("free", st->st_free);
	mdb_json_str("trace_kind", st->st_free ? NULL :
	    trace_names[st->st_kind->sk_trace]);
	mdb_json_str("alloc_kind", st->st_kind->sk_name);
	mdb_json_uint("size", st->st_kind->sk_size);
	mdb_json_addr("arena", st->st_arena);
	mdb_json_str("class", cn);
	mdb_json_str("string_representation", rep);
	if (haslen)
		mdb_json_uint("string_length", (uint32_t)(hdr >> 32));
	else
		mdb_json_null("string_length");
	mdb_json_str("reason", why);
	mdb_json_end();
	return (DCMD_OK);
}

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
		if (flags & DCMD_JSON) {
			mdb_warn("%lx: %s", (unsigned long)addr, why);
			return (DCMD_ERR);
		}
		mdb_printf("%p: %s\n", addr, why);
		return (DCMD_ERR);
	}
	if (flags & DCMD_JSON)
		return (smtype_json(addr, &st));
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

/*
 * ::smprint walks a thing once, over the decoders (smp_object,
 * smp_internals, smp_prop_cb and the container callbacks below), and says
 * each item it finds to a printer: an ops vector, smp_ops_t, in the manner
 * of mdb's.  Two printers implement it: the text (tp_*, over the print_*
 * writers) and the JSON records of docs/json.md (jp_*, over the pj_*
 * writers).  The walk decides what is read, in which order, how many
 * entries and elements (PRINT_MAX) and what could not be read and why; a
 * printer decides only how an item is written.  Where the text keeps
 * several facts on one line and the records one fact each (a TypedArray,
 * an ArrayBuffer, a function, a Map's size), the printer is given the
 * decoded facts whole.
 */
#define	PRINT_MAX	1000		/* entries or elements of a container */

/* A reader of a text in chunks: sm_string_iter, sm_savedframe_iter. */
typedef int smp_iter_f(uintptr_t, sm_chunk_f *, void *, char *, size_t);

typedef struct smp_ops {
	/* a thing that is not an object: a string, symbol or BigInt, or
	   -v's value (vtype: its type's name; bits: the JS::Value) */
	void (*so_thing)(const char *vtype, const sm_value_t *, uint64_t bits);
	/* the object (its class readable), and the end of it */
	void (*so_object)(uintptr_t obj, const char *cn);
	void (*so_object_end)(void);

	/* an internal [[Name]] of the object: a fact, a JS::Value, a
	   boolean, a text at addr read in chunks by iter (a record of kind
	   kind; open and close around it, NULL: a string, in quotes; -1: why
	   says what could not be read), or what could not be decoded, why */
	void (*so_internal)(const char *name, const char *fact);
	void (*so_internal_value)(const char *name, uint64_t bits);
	void (*so_internal_bool)(const char *name, int b);
	int (*so_internal_text)(const char *name, const char *kind,
	    uintptr_t addr, smp_iter_f *iter, const char *open,
	    const char *close, char *why, size_t whylen);
	void (*so_undecoded)(const char *name, const char *why);

	/* the facts of a kind, whole */
	void (*so_date)(double t, const char *iso);
	void (*so_function)(const sm_funcinfo_t *);
	void (*so_arraybuffer)(const sm_arraybuffer_t *);
	uint_t (*so_typedarray)(const sm_typedarray_t *);
	void (*so_typedarray_end)(const sm_typedarray_t *);
	uint_t (*so_elements)(const sm_elements_t *);
	uint_t (*so_entries)(const char *note);
	void (*so_size)(uint32_t count, int hasremoved, uint32_t removed);

	/* the members of a container (parent: what so_typedarray,
	   so_elements or so_entries returned), and what PRINT_MAX left out */
	void (*so_entry)(uint_t parent, int index, uint64_t key,
	    uint64_t value);
	void (*so_element)(uint_t parent, uint32_t i, uint64_t value,
	    int hole);
	void (*so_typed_element)(uint_t parent, uint64_t i, const char *text,
	    int bigint);
	void (*so_elided)(uint_t parent, uint64_t total);

	/* a property: its key, then its value, its accessor (and the
	   accessor's functions: first is the first of them) or why its value
	   is not decoded, then its end */
	uint_t (*so_property)(const char *key);
	void (*so_value)(uint64_t bits);
	void (*so_accessor)(const sm_propinfo_t *);
	void (*so_accfun)(uint_t node, const char *rel, uintptr_t fn,
	    int first);
	void (*so_undecoded_value)(const char *why);
	void (*so_property_end)(void);
} smp_ops_t;

/* ---- ::smprint's text: the writers ---- */

static int print_addrs;		/* ::smprint -a */

static int
print_chunk(const char *s, size_t n, void *arg)
{
	mdb_printf_escaped(s, n);
	return (0);
}

/* A string in full, whatever its length (chunks of a bounded buffer). */
static void
print_string(uintptr_t s)
{
	char why[160];

	if (print_addrs)
		mdb_printf("%p: ", s);
	mdb_printf("\"");
	if (sm_string_iter(s, print_chunk, NULL, why, sizeof (why)) != 0) {
		mdb_printf("\"<string %p: %s>", s, why);
		return;
	}
	mdb_printf("\"");
}

static void
print_symbol(uintptr_t sym)
{
	sm_symbol_t sy;
	char why[200];

	if (sm_symbol_read(sym, &sy, why, sizeof (why)) != 0) {
		mdb_printf("<symbol %p: %s>", sym, why);
		return;
	}
	mdb_printf("Symbol(");
	if (sy.sy_desc != 0 && sm_string_iter(sy.sy_desc, print_chunk, NULL,
	    why, sizeof (why)) != 0)
		mdb_printf("<description %p: %s>", sy.sy_desc, why);
	mdb_printf(") [%s]", sy.sy_kind);
}

static void
print_bigint(uintptr_t big)
{
	char *buf, why[200];
	size_t len = 400000;	/* MaxBitLength's 16384 digits in decimal */

	if ((buf = malloc(len)) == NULL) {
		mdb_printf("<BigInt %p: out of memory>", big);
		return;
	}
	if (sm_bigint_decimal(big, buf, len, why, sizeof (why)) != 0)
		mdb_printf("<BigInt %p: %s>", big, why);
	else
		mdb_printf("%sn", buf);
	free(buf);
}

/* A double as the shortest form that reads back the same ("NaN"). */
static void
fmt_double(double d, char *buf, size_t len)
{
	if (d != d) {
		(void) snprintf(buf, len, "NaN");
		return;
	}
	(void) snprintf(buf, len, "%.17g", d);
	for (int p = 1; p <= 17; p++) {
		char b2[40];

		(void) snprintf(b2, sizeof (b2), "%.*g", p, d);
		if (strtod(b2, NULL) == d) {
			(void) snprintf(buf, len, "%s", b2);
			break;
		}
	}
}

static void
print_double(double d)
{
	char buf[40];

	fmt_double(d, buf, sizeof (buf));
	mdb_printf("%s", buf);
}

/* A decoded value (bits: what it was decoded from). */
static void
print_sv(const sm_value_t *vp, uint64_t bits)
{
	sm_value_t v = *vp;

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
		print_symbol(v.sv_ptr);
		break;
	case SM_V_BIGINT:
		print_bigint(v.sv_ptr);
		break;
	case SM_V_PRIVATE_GCTHING:
		mdb_printf("<private GC thing %p>", v.sv_ptr);
		break;
	default:
		mdb_printf("<not a JS::Value: %llx>", (unsigned long long)bits);
		break;
	}
}

static void
print_value(uint64_t bits)
{
	sm_value_t v;

	sm_value_decode(bits, &v);
	print_sv(&v, bits);
}

/* An accessor's getter or setter: "getter ADDR (name)". */
static void
print_accfun(const char *what, uintptr_t fn)
{
	char name[256];

	mdb_printf("%s %p (", what, fn);
	if (sm_func_name(fn, name, sizeof (name)) != 0)
		mdb_printf("not a function whose name reads");
	else if (name[0] == '\0')
		mdb_printf("<anonymous>");
	else
		mdb_printf_escaped(name, strlen(name));
	mdb_printf(")");
}

/* ---- ::smprint's text: the printer ---- */

static void
tp_thing(const char *vtype, const sm_value_t *v, uint64_t bits)
{
	if (vtype != NULL)
		mdb_printf("%s: ", vtype);
	else if (v->sv_type != SM_V_STRING || !print_addrs)
		mdb_printf("%p: ", v->sv_ptr);	/* (-a: print_string's) */
	print_sv(v, bits);
	mdb_printf("\n");
}

static void
tp_object(uintptr_t obj, const char *cn)
{
	char buf[128];

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
}

static void
tp_object_end(void)
{
	mdb_printf("}\n");
}

/* "    [[Name]]: ..." (no trailing comma: not a property) */
static void
tp_internal(const char *name, const char *fact)
{
	mdb_printf("    %s: %s\n", name, fact);
}

static void
tp_internal_value(const char *name, uint64_t bits)
{
	mdb_printf("    %s: ", name);
	print_value(bits);
	mdb_printf("\n");
}

static void
tp_internal_bool(const char *name, int b)
{
	mdb_printf("    %s: %s\n", name, b ? "true" : "false");
}

/*
 * A text as it is read, between open and close ("/" and "/flags" of a
 * RegExp), or between quotes when open is NULL.  What could not be read
 * ends a quoted text where it stops, an unquoted one is left open.
 */
static int
tp_internal_text(const char *name, const char *kind, uintptr_t addr,
    smp_iter_f *iter, const char *open, const char *close, char *why,
    size_t whylen)
{
	mdb_printf("    %s: %s", name, open != NULL ? open : "\"");
	if (iter(addr, print_chunk, NULL, why, whylen) != 0) {
		if (open == NULL)
			mdb_printf("\"\n");
		return (-1);
	}
	mdb_printf("%s\n", close != NULL ? close : "\"");
	return (0);
}

static void
tp_undecoded(const char *name, const char *why)
{
	mdb_printf("    %s: %s\n", name, why);
}

static void
tp_date(double t, const char *iso)
{
	mdb_printf("    [[DateValue]]: ");
	print_double(t);
	mdb_printf(" (%s)\n", iso);
}

static void
tp_function(const sm_funcinfo_t *fi)
{
	mdb_printf("    [[Function]]: %s, nargs %u, kind %s",
	    fi->fi_bound ? "bound" : fi->fi_native ? "native" :
	    "interpreted", fi->fi_nargs, fi->fi_kind);
	if (fi->fi_native)
		mdb_printf(", native %p", fi->fi_native_addr);
	if (fi->fi_selfhosted)
		mdb_printf(", self-hosted");
	if (fi->fi_guessed)
		mdb_printf(", name guessed");
	mdb_printf("\n");
}

static void
tp_arraybuffer(const sm_arraybuffer_t *ab)
{
	mdb_printf("    [[ArrayBuffer]]: byteLength %llu data %p (%s, "
	    "%s)%s\n", (unsigned long long)ab->ab_length, ab->ab_data,
	    ab->ab_inline ? "inline" : "out of line",
	    ab->ab_kind != NULL ? ab->ab_kind : "unknown BufferKind",
	    ab->ab_detached ? " detached" : "");
}

static uint_t
tp_typedarray(const sm_typedarray_t *ta)
{
	mdb_printf("    [[TypedArray]]: %s length %llu byteOffset %llu "
	    "data %p (%s) buffer ", ta->ta_type,
	    (unsigned long long)ta->ta_length,
	    (unsigned long long)ta->ta_offset, ta->ta_data,
	    ta->ta_inline ? "inline" : "out of line");
	if (ta->ta_buffer != 0)
		mdb_printf("%p\n", ta->ta_buffer);
	else
		mdb_printf("none\n");
	return (0);
}

static void
tp_typedarray_end(const sm_typedarray_t *ta)
{
}

static uint_t
tp_elements(const sm_elements_t *el)
{
	mdb_printf("    [[Elements]]: initializedLength %u capacity %u "
	    "length %u\n", el->el_initlen, el->el_capacity, el->el_length);
	return (0);
}

static uint_t
tp_entries(const char *note)
{
	if (note != NULL)
		mdb_printf("    [[Entries]] (%s):\n", note);
	else
		mdb_printf("    [[Entries]]:\n");
	return (0);
}

static void
tp_size(uint32_t count, int hasremoved, uint32_t removed)
{
	if (hasremoved)
		mdb_printf("    [[Size]]: %u (%u removed)\n", count, removed);
	else
		mdb_printf("    [[Size]]: %u\n", count);
}

static void
tp_entry(uint_t parent, int index, uint64_t key, uint64_t value)
{
	mdb_printf("        ");
	print_value(key);
	if (value != 0) {
		mdb_printf(" => ");
		print_value(value);
	}
	mdb_printf("\n");
}

static void
tp_element(uint_t parent, uint32_t i, uint64_t value, int hole)
{
	mdb_printf("        [%u] ", i);
	if (hole)
		mdb_printf("<hole>");
	else
		print_value(value);
	mdb_printf("\n");
}

static void
tp_typed_element(uint_t parent, uint64_t i, const char *text, int bigint)
{
	mdb_printf("        [%llu] %s\n", (unsigned long long)i, text);
}

static void
tp_elided(uint_t parent, uint64_t total)
{
	mdb_printf("        ... (%llu in all; %d printed)\n",
	    (unsigned long long)total, PRINT_MAX);
}

static uint_t
tp_property(const char *key)
{
	mdb_printf("    ");
	mdb_printf_escaped(key, strlen(key));
	mdb_printf(": ");
	return (0);
}

/* An accessor's marker as ::jsprint prints it. */
static void
tp_accessor(const sm_propinfo_t *pi)
{
	mdb_printf("%s", pi->pi_getter != 0 && pi->pi_setter != 0 ?
	    "[Getter/Setter]" : pi->pi_getter != 0 ? "[Getter]" :
	    pi->pi_setter != 0 ? "[Setter]" :
	    "[accessor without getter or setter]");
}

static void
tp_accfun(uint_t node, const char *rel, uintptr_t fn, int first)
{
	mdb_printf(first ? " " : ", ");
	print_accfun(rel, fn);
}

static void
tp_undecoded_value(const char *why)
{
	mdb_printf("<");
	mdb_printf_escaped(why, strlen(why));
	mdb_printf(">");
}

static void
tp_property_end(void)
{
	mdb_printf(",\n");
}

static const smp_ops_t smp_text_ops = {
	.so_thing = tp_thing,
	.so_object = tp_object,
	.so_object_end = tp_object_end,
	.so_internal = tp_internal,
	.so_internal_value = tp_internal_value,
	.so_internal_bool = tp_internal_bool,
	.so_internal_text = tp_internal_text,
	.so_undecoded = tp_undecoded,
	.so_date = tp_date,
	.so_function = tp_function,
	.so_arraybuffer = tp_arraybuffer,
	.so_typedarray = tp_typedarray,
	.so_typedarray_end = tp_typedarray_end,
	.so_elements = tp_elements,
	.so_entries = tp_entries,
	.so_size = tp_size,
	.so_entry = tp_entry,
	.so_element = tp_element,
	.so_typed_element = tp_typed_element,
	.so_elided = tp_elided,
	.so_property = tp_property,
	.so_value = print_value,
	.so_accessor = tp_accessor,
	.so_accfun = tp_accfun,
	.so_undecoded_value = tp_undecoded_value,
	.so_property_end = tp_property_end,
};

/*
 * ---- ::smprint's JSON records: the writers ----
 *
 * ::smprint's JSON form (docs/json.md): one "value" record per value it
 * prints, in the text's order, shaped as ::jsprint's: node numbers the
 * records from 0 (the thing printed), parent names the record a value
 * belongs to, relation says how ("property", "internal": a [[Name]] the
 * object's kind keeps, "element", "map-key" ...).  Written by the JSON
 * printer from the walk's items, not from the text.
 */
typedef struct pj_state {
	uintptr_t pj_root;
	uint_t pj_node;
} pj_state_t;

static pj_state_t pj;

typedef struct pj_strbuf {
	char *sb_buf;
	size_t sb_len, sb_cap;
	int sb_nomem;
} pj_strbuf_t;

#define	PJ_STR_MAX	(64UL << 20)	/* a string's bytes kept: 64 MB */

static int
pj_str_chunk(const char *s, size_t n, void *arg)
{
	pj_strbuf_t *sb = arg;

	if (sb->sb_len + n > sb->sb_cap) {
		size_t ncap = sb->sb_cap == 0 ? 4096 : sb->sb_cap;
		char *nb;

		while (ncap < sb->sb_len + n)
			ncap *= 2;
		if (ncap > PJ_STR_MAX || (nb = realloc(sb->sb_buf, ncap)) ==
		    NULL) {
			sb->sb_nomem = 1;
			return (1);
		}
		sb->sb_buf = nb;
		sb->sb_cap = ncap;
	}
	memcpy(sb->sb_buf + sb->sb_len, s, n);
	sb->sb_len += n;
	return (0);
}

/* The record's place: node, parent, depth, relation, key, index. */
static uint_t
pj_begin(int parent, uint_t depth, const char *relation, const char *key,
    int64_t index)
{
	uint_t node = pj.pj_node++;

	mdb_json_begin("smprint", "value");
	mdb_json_addr("root", pj.pj_root);
	mdb_json_uint("node", node);
	if (parent < 0)
		mdb_json_null("parent");
	else
		mdb_json_uint("parent", (uint_t)parent);
	mdb_json_uint("depth", depth);
	mdb_json_str("relation", relation);
	mdb_json_str("key", key);
	if (index < 0)
		mdb_json_null("index");
	else
		mdb_json_uint("index", (uint64_t)index);
	return (node);
}

/* The value fields, in order: kind ... reason. */
static void
pj_fields(const char *kind, int hasaddr, uintptr_t addr, const char *value,
    size_t vlen, int hasnum, double num, const char *cls, const char *ctor,
    int64_t length, const char *symkind, uint64_t more, const char *reason)
{
	mdb_json_str("kind", kind);
	if (hasaddr)
		mdb_json_addr("address", addr);
	else
		mdb_json_null("address");
	if (value != NULL)
		mdb_json_strn("value", value, vlen);
	else
		mdb_json_null("value");
	if (hasnum)
		mdb_json_number("number", num);
	else
		mdb_json_null("number");
	mdb_json_str("class", cls);
	mdb_json_str("constructor", ctor);
	if (length < 0)
		mdb_json_null("length");
	else
		mdb_json_uint("length", (uint64_t)length);
	mdb_json_str("symbol_kind", symkind);
	mdb_json_uint("more", more);
	mdb_json_str("reason", reason);
	mdb_json_end();
}

/* a value of no address whose text is s (not NULL) */
#define	PJ_S(kind, s)	pj_fields(kind, 0, 0, s, strlen(s), 0, 0, NULL, \
	NULL, -1, NULL, 0, NULL)

/* A string's length in UTF-16 units (the high half of its header). */
static int64_t
pj_str_length(uintptr_t s)
{
	uint64_t hdr;

	if (mdb_vread(&hdr, sizeof (hdr), s + sm.ss_facts->sf_str_flags) !=
	    sizeof (hdr))
		return (-1);
	return ((int64_t)(hdr >> 32));
}

static void
pj_string(uintptr_t s)
{
	pj_strbuf_t sb = { 0 };
	char why[200], rbuf[260];
	const char *reason = NULL;

	if (sm_string_iter(s, pj_str_chunk, &sb, why, sizeof (why)) != 0) {
		(void) snprintf(rbuf, sizeof (rbuf), "the string was read only "
		    "in part: %s", why);
		reason = rbuf;
	} else if (sb.sb_nomem) {
		(void) snprintf(rbuf, sizeof (rbuf), "the string was read only "
		    "in part: its first %lu bytes (out of memory, or over "
		    "%lu bytes)", (unsigned long)sb.sb_len, PJ_STR_MAX);
		reason = rbuf;
	}
	pj_fields("string", 1, s, sb.sb_buf != NULL ? sb.sb_buf : "",
	    sb.sb_len, 0, 0, NULL, NULL, pj_str_length(s), NULL, 0, reason);
	free(sb.sb_buf);
}

static void
pj_symbol(uintptr_t sym)
{
	sm_symbol_t sy;
	pj_strbuf_t sb = { 0 };
	char why[200], rbuf[260];

	if (sm_symbol_read(sym, &sy, why, sizeof (why)) != 0) {
		pj_fields("symbol", 1, sym, NULL, 0, 0, 0, NULL, NULL, -1, NULL,
		    0, why);
		return;
	}
	(void) pj_str_chunk("Symbol(", 7, &sb);
	if (sy.sy_desc != 0 && sm_string_iter(sy.sy_desc, pj_str_chunk, &sb,
	    why, sizeof (why)) != 0) {
		(void) snprintf(rbuf, sizeof (rbuf), "the description %lx "
		    "could not be read: %s", (unsigned long)sy.sy_desc, why);
		pj_fields("symbol", 1, sym, NULL, 0, 0, 0, NULL, NULL, -1,
		    sy.sy_kind, 0, rbuf);
		free(sb.sb_buf);
		return;
	}
	(void) pj_str_chunk(")", 1, &sb);
	pj_fields("symbol", 1, sym, sb.sb_nomem ? NULL : sb.sb_buf, sb.sb_len,
	    0, 0, NULL, NULL, -1, sy.sy_kind, 0, sb.sb_nomem ?
	    "out of memory" : NULL);
	free(sb.sb_buf);
}

static void
pj_bigint(uintptr_t big)
{
	char *buf, why[200];
	size_t len = 400000;	/* MaxBitLength's 16384 digits in decimal */

	if ((buf = malloc(len + 1)) == NULL) {
		pj_fields("BigInt", 1, big, NULL, 0, 0, 0, NULL, NULL, -1, NULL,
		    0, "out of memory");
		return;
	}
	if (sm_bigint_decimal(big, buf, len, why, sizeof (why)) != 0) {
		pj_fields("BigInt", 1, big, NULL, 0, 0, 0, NULL, NULL, -1, NULL,
		    0, why);
	} else {
		(void) strcat(buf, "n");
		pj_fields("BigInt", 1, big, buf, strlen(buf), 0, 0, NULL, NULL,
		    -1, NULL, 0, NULL);
	}
	free(buf);
}

/* An object's class, and for a function its name as "function NAME". */
static void
pj_object(uintptr_t obj, const char *ctor)
{
	uintptr_t clasp;
	const char *cn = NULL;
	char fn[256], val[300];

	if (sm_obj_class(obj, &clasp) == 0)
		cn = sm_class_name(clasp);
	if (cn == NULL) {
		pj_fields("object", 1, obj, NULL, 0, 0, 0, NULL, ctor, -1, NULL,
		    0, "the object's class is not readable");
		return;
	}
	if (strcmp(cn, "Function") == 0) {
		if (sm_func_name(obj, fn, sizeof (fn)) != 0) {
			pj_fields("function", 1, obj, NULL, 0, 0, 0, cn, ctor,
			    -1, NULL, 0, "the function's name could not be "
			    "read");
			return;
		}
		(void) snprintf(val, sizeof (val), "function %s",
		    fn[0] != '\0' ? fn : "<anonymous>");
		pj_fields("function", 1, obj, val, strlen(val), 0, 0, cn, ctor,
		    -1, NULL, 0, NULL);
		return;
	}
	pj_fields("object", 1, obj, NULL, 0, 0, 0, cn, ctor, -1, NULL, 0,
	    NULL);
}

static void
pj_double(const char *kind, double d)
{
	char buf[40];

	js_format_double(d, buf, sizeof (buf));	/* as JavaScript writes it */
	pj_fields(kind, 0, 0, buf, strlen(buf), 1, d, NULL, NULL, -1, NULL, 0,
	    NULL);
}

/* A decoded value's fields (bits: what it was decoded from). */
static void
pj_sv(const sm_value_t *vp, uint64_t bits)
{
	sm_value_t v = *vp;
	char buf[64];

	switch (v.sv_type) {
	case SM_V_DOUBLE:
		pj_double("number", v.sv_double);
		break;
	case SM_V_INT32:
		pj_double("number", (double)v.sv_int);
		break;
	case SM_V_BOOLEAN:
		PJ_S("boolean", v.sv_int ? "true" : "false");
		break;
	case SM_V_UNDEFINED:
		PJ_S("undefined", "undefined");
		break;
	case SM_V_NULL:
		PJ_S("null", "null");
		break;
	case SM_V_MAGIC:
		(void) snprintf(buf, sizeof (buf), "%d", v.sv_int);
		PJ_S("magic", buf);
		break;
	case SM_V_STRING:
		pj_string(v.sv_ptr);
		break;
	case SM_V_OBJECT:
		pj_object(v.sv_ptr, NULL);
		break;
	case SM_V_SYMBOL:
		pj_symbol(v.sv_ptr);
		break;
	case SM_V_BIGINT:
		pj_bigint(v.sv_ptr);
		break;
	case SM_V_PRIVATE_GCTHING:
		pj_fields("private-gc-thing", 1, v.sv_ptr, NULL, 0, 0, 0, NULL,
		    NULL, -1, NULL, 0, NULL);
		break;
	default:
		(void) snprintf(buf, sizeof (buf), "not a JS::Value: %llx",
		    (unsigned long long)bits);
		pj_fields("undecoded", 0, 0, NULL, 0, 0, 0, NULL, NULL, -1,
		    NULL, 0, buf);
		break;
	}
}

/* A JS::Value's fields. */
static void
pj_value(uint64_t bits)
{
	sm_value_t v;

	sm_value_decode(bits, &v);
	pj_sv(&v, bits);
}

/* An internal [[Name]] of the object (node 0), as a JS::Value. */
static uint_t
pj_internal_value(const char *name, uint64_t bits)
{
	uint_t node = pj_begin(0, 1, "internal", name, -1);

	pj_value(bits);
	return (node);
}

/* An internal [[Name]] that is a fact, not a value: kind "internal". */
static uint_t
pj_internal(const char *name, const char *value, int hasaddr, uintptr_t addr,
    int64_t length, const char *reason)
{
	uint_t node = pj_begin(0, 1, "internal", name, -1);

	pj_fields(reason != NULL && value == NULL ? "undecoded" : "internal",
	    hasaddr, addr, value, value != NULL ? strlen(value) : 0, 0, 0,
	    NULL, NULL, length, NULL, 0, reason);
	return (node);
}

static uint_t
pj_internal_number(const char *name, double d)
{
	uint_t node = pj_begin(0, 1, "internal", name, -1);

	pj_double("number", d);
	return (node);
}

static uint_t
pj_internal_bool(const char *name, int b)
{
	uint_t node = pj_begin(0, 1, "internal", name, -1);

	PJ_S("boolean", b ? "true" : "false");
	return (node);
}

/* ---- ::smprint's JSON records: the printer ---- */

static void
jp_thing(const char *vtype, const sm_value_t *v, uint64_t bits)
{
	(void) pj_begin(-1, 0, "root", NULL, -1);
	pj_sv(v, bits);
}

/* The object at node 0: its class, its constructor but a function's. */
static void
jp_object(uintptr_t obj, const char *cn)
{
	char buf[128];
	int ctor;

	ctor = strcmp(cn, "Function") != 0 &&
	    sm_constructor_name(obj, buf, sizeof (buf)) == 0 &&
	    buf[0] != '\0';
	(void) pj_begin(-1, 0, "root", NULL, -1);
	pj_object(obj, ctor ? buf : NULL);
}

static void
jp_object_end(void)
{
}

static void
jp_internal(const char *name, const char *fact)
{
	(void) pj_internal(name, fact, 0, 0, -1, NULL);
}

static void
jp_internal_value(const char *name, uint64_t bits)
{
	(void) pj_internal_value(name, bits);
}

static void
jp_internal_bool(const char *name, int b)
{
	(void) pj_internal_bool(name, b);
}

/* The text whole, with open and close, in one record of kind kind. */
static int
jp_internal_text(const char *name, const char *kind, uintptr_t addr,
    smp_iter_f *iter, const char *open, const char *close, char *why,
    size_t whylen)
{
	pj_strbuf_t sb = { 0 };

	if (open != NULL)
		(void) pj_str_chunk(open, strlen(open), &sb);
	if (iter(addr, pj_str_chunk, &sb, why, whylen) != 0 || sb.sb_nomem) {
		free(sb.sb_buf);
		if (sb.sb_nomem)
			(void) snprintf(why, whylen, "out of memory");
		return (-1);
	}
	if (close != NULL)
		(void) pj_str_chunk(close, strlen(close), &sb);
	(void) pj_begin(0, 1, "internal", name, -1);
	pj_fields(kind, 1, addr, sb.sb_buf != NULL ? sb.sb_buf : "",
	    sb.sb_len, 0, 0, NULL, NULL, -1, NULL, 0, sb.sb_nomem ?
	    "out of memory" : NULL);
	free(sb.sb_buf);
	return (0);
}

static void
jp_undecoded(const char *name, const char *why)
{
	(void) pj_internal(name, NULL, 0, 0, -1, why);
}

static void
jp_date(double t, const char *iso)
{
	(void) pj_begin(0, 1, "internal", "[[DateValue]]", -1);
	pj_fields("Date", 0, 0, iso, strlen(iso), 1, t, NULL, NULL, -1,
	    NULL, 0, NULL);
}

static void
jp_function(const sm_funcinfo_t *fi)
{
	(void) pj_internal("[[Function]]", fi->fi_bound ? "bound" :
	    fi->fi_native ? "native" : "interpreted", 0, 0, -1, NULL);
	(void) pj_internal("[[FunctionKind]]", fi->fi_kind, 0, 0, -1, NULL);
	(void) pj_internal_number("[[NArgs]]", fi->fi_nargs);
	if (fi->fi_native)
		(void) pj_internal("[[Native]]", "native", 1,
		    fi->fi_native_addr, -1, NULL);
	(void) pj_internal_bool("[[SelfHosted]]", fi->fi_selfhosted);
	(void) pj_internal_bool("[[NameGuessed]]", fi->fi_guessed);
}

static void
jp_arraybuffer(const sm_arraybuffer_t *ab)
{
	(void) pj_internal_number("[[ByteLength]]", ab->ab_length);
	(void) pj_internal("[[Data]]", ab->ab_inline ? "inline" :
	    "out of line", 1, ab->ab_data, -1, NULL);
	(void) pj_internal("[[BufferKind]]", ab->ab_kind, 0, 0, -1,
	    ab->ab_kind == NULL ? "its BufferKind is not one jsmdb knows" :
	    NULL);
	(void) pj_internal_bool("[[Detached]]", ab->ab_detached);
}

static uint_t
jp_typedarray(const sm_typedarray_t *ta)
{
	return (pj_internal("[[TypedArray]]", ta->ta_type, 0, 0,
	    (int64_t)ta->ta_length, NULL));
}

/* after the elements: where they are */
static void
jp_typedarray_end(const sm_typedarray_t *ta)
{
	(void) pj_internal_number("[[ByteOffset]]", ta->ta_offset);
	(void) pj_internal("[[Data]]", ta->ta_inline ? "inline" :
	    "out of line", 1, ta->ta_data, -1, NULL);
	if (ta->ta_buffer != 0)
		(void) pj_internal_value("[[Buffer]]",
		    sm_value_box(SM_V_OBJECT, ta->ta_buffer));
	else
		(void) pj_internal("[[Buffer]]", "none", 0, 0, -1, NULL);
}

static uint_t
jp_elements(const sm_elements_t *el)
{
	(void) pj_internal_number("[[InitializedLength]]", el->el_initlen);
	(void) pj_internal_number("[[Capacity]]", el->el_capacity);
	return (pj_internal("[[Elements]]", NULL, 0, 0, el->el_length, NULL));
}

static uint_t
jp_entries(const char *note)
{
	return (pj_internal("[[Entries]]", note, 0, 0, -1, NULL));
}

static void
jp_size(uint32_t count, int hasremoved, uint32_t removed)
{
	(void) pj_internal_number("[[Size]]", count);
	if (hasremoved)
		(void) pj_internal_number("[[Removed]]", removed);
}

static void
jp_entry(uint_t parent, int index, uint64_t key, uint64_t value)
{
	(void) pj_begin(parent, 2, value != 0 ? "map-key" : "set-value",
	    NULL, index);
	pj_value(key);
	if (value != 0) {
		(void) pj_begin(parent, 2, "map-value", NULL, index);
		pj_value(value);
	}
}

static void
jp_element(uint_t parent, uint32_t i, uint64_t value, int hole)
{
	(void) pj_begin(parent, 2, "element", NULL, i);
	if (hole)
		pj_fields("hole", 0, 0, NULL, 0, 0, 0, NULL, NULL, -1, NULL,
		    0, NULL);
	else
		pj_value(value);
}

static void
jp_typed_element(uint_t parent, uint64_t i, const char *text, int bigint)
{
	(void) pj_begin(parent, 2, "element", NULL, (int64_t)i);
	if (bigint)
		PJ_S("BigInt", text);
	else
		pj_fields("number", 0, 0, text, strlen(text), 1,
		    strtod(text, NULL), NULL, NULL, -1, NULL, 0, NULL);
}

/* What the limit left out of a container: one "elided" record. */
static void
jp_elided(uint_t parent, uint64_t total)
{
	(void) pj_begin(parent, 2, "elided", NULL, -1);
	pj_fields("elided", 0, 0, NULL, 0, 0, 0, NULL, NULL, (int64_t)total,
	    NULL, total - PRINT_MAX, NULL);
}

static uint_t
jp_property(const char *key)
{
	return (pj_begin(0, 1, "property", key, -1));
}

static void
jp_accessor(const sm_propinfo_t *pi)
{
	const char *a = pi->pi_getter != 0 && pi->pi_setter != 0 ?
	    "getter-setter" : pi->pi_getter != 0 ? "getter" :
	    pi->pi_setter != 0 ? "setter" : "none";

	pj_fields("accessor", 1, pi->pi_acc, a, strlen(a), 0, 0, NULL, NULL,
	    -1, NULL, 0, NULL);
}

static void
jp_accfun(uint_t node, const char *rel, uintptr_t fn, int first)
{
	(void) pj_begin(node, 2, rel, NULL, -1);
	pj_object(fn, NULL);
}

static void
jp_undecoded_value(const char *why)
{
	pj_fields("undecoded", 0, 0, NULL, 0, 0, 0, NULL, NULL, -1, NULL, 0,
	    why);
}

static void
jp_property_end(void)
{
}

static const smp_ops_t smp_json_ops = {
	.so_thing = jp_thing,
	.so_object = jp_object,
	.so_object_end = jp_object_end,
	.so_internal = jp_internal,
	.so_internal_value = jp_internal_value,
	.so_internal_bool = jp_internal_bool,
	.so_internal_text = jp_internal_text,
	.so_undecoded = jp_undecoded,
	.so_date = jp_date,
	.so_function = jp_function,
	.so_arraybuffer = jp_arraybuffer,
	.so_typedarray = jp_typedarray,
	.so_typedarray_end = jp_typedarray_end,
	.so_elements = jp_elements,
	.so_entries = jp_entries,
	.so_size = jp_size,
	.so_entry = jp_entry,
	.so_element = jp_element,
	.so_typed_element = jp_typed_element,
	.so_elided = jp_elided,
	.so_property = jp_property,
	.so_value = pj_value,
	.so_accessor = jp_accessor,
	.so_accfun = jp_accfun,
	.so_undecoded_value = jp_undecoded_value,
	.so_property_end = jp_property_end,
};

/* ---- ::smprint: the walk ---- */

/* A container's members as a decoder gives them, at most PRINT_MAX. */
typedef struct smp_walk {
	const smp_ops_t *sw_ops;
	uint_t sw_parent;		/* the container's node */
	int sw_n;			/* members seen (one past PRINT_MAX) */
} smp_walk_t;

static int
smp_entry_cb(uint64_t key, uint64_t value, void *arg)
{
	smp_walk_t *sw = arg;
	int idx = sw->sw_n;

	if (sw->sw_n++ >= PRINT_MAX)
		return (1);
	sw->sw_ops->so_entry(sw->sw_parent, idx, key, value);
	return (0);
}

static int
smp_wentry_cb(uintptr_t key, uint64_t value, void *arg)
{
	return (smp_entry_cb(sm_value_box(SM_V_OBJECT, key), value, arg));
}

static int
smp_elem_cb(uint32_t i, uint64_t value, int hole, void *arg)
{
	smp_walk_t *sw = arg;

	if (sw->sw_n++ >= PRINT_MAX)
		return (1);
	sw->sw_ops->so_element(sw->sw_parent, i, value, hole);
	return (0);
}

/* What PRINT_MAX left out of a container of total members, if anything. */
static void
smp_elided(const smp_walk_t *sw, uint64_t total)
{
	if ((uint64_t)sw->sw_n > PRINT_MAX)
		sw->sw_ops->so_elided(sw->sw_parent, total);
}

/*
 * A property: its value, or an accessor's marker with its functions
 * (read from its AccessorShape (78) or GetterSetter (102)), or why its
 * value is not decoded.
 */
static int
smp_prop_cb(const sm_propinfo_t *pi, void *arg)
{
	const smp_ops_t *ops = arg;
	char kbuf[256], rbuf[200];
	uint_t node;

	(void) sm_jsid_text(pi->pi_key, kbuf, sizeof (kbuf));
	node = ops->so_property(kbuf);
	if (pi->pi_accessor && !pi->pi_acc_ok) {
		(void) snprintf(rbuf, sizeof (rbuf), "accessor %lx: getter and "
		    "setter not decoded: %s", (unsigned long)pi->pi_acc,
		    pi->pi_why);
		ops->so_undecoded_value(rbuf);
	} else if (pi->pi_accessor) {
		ops->so_accessor(pi);
		if (pi->pi_getter != 0)
			ops->so_accfun(node, "getter", pi->pi_getter, 1);
		if (pi->pi_setter != 0)
			ops->so_accfun(node, "setter", pi->pi_setter,
			    pi->pi_getter == 0);
	} else if (pi->pi_has) {
		ops->so_value(pi->pi_value);
	} else if (pi->pi_hasslot) {
		(void) snprintf(rbuf, sizeof (rbuf), "slot %u: not readable",
		    pi->pi_slot);
		ops->so_undecoded_value(rbuf);
	} else {
		ops->so_undecoded_value("custom data property: its value is "
		    "kept by its class, not decoded");
	}
	ops->so_property_end();
	return (0);
}

/*
 * What the object's kind keeps beyond its properties, as internal
 * [[Name]]s; entries and elements under them, at most PRINT_MAX.  -1
 * after saying what could not be read ([[Unreadable]]).
 */
static int
smp_internals(uintptr_t obj, sm_okind_t k, const smp_ops_t *ops)
{
	smp_walk_t sw = { ops, 0, 0 };
	char why[240], buf[128];

	switch (k) {
	case SM_K_DATE: {
		double t;

		if (sm_date_time(obj, &t, why, sizeof (why)) != 0)
			goto bad;
		sm_date_iso(t, buf, sizeof (buf));
		ops->so_date(t, buf);
		return (0);
	}
	case SM_K_REGEXP: {
		sm_regexp_t re;

		if (sm_regexp_read(obj, &re, why, sizeof (why)) != 0)
			goto bad;
		(void) snprintf(buf, sizeof (buf), "/%s", re.sr_flagtext);
		if (ops->so_internal_text("[[RegExp]]", "RegExp",
		    re.sr_source, sm_string_iter, "/", buf, why,
		    sizeof (why)) != 0)
			goto bad;
		ops->so_internal_value("[[LastIndex]]", re.sr_lastindex);
		return (0);
	}
	case SM_K_MAP:
	case SM_K_SET: {
		uint32_t live = 0, len = 0;

		sw.sw_parent = ops->so_entries(NULL);
		if (sm_mapset_iter(obj, smp_entry_cb, &sw, &live, &len, why,
		    sizeof (why)) != 0)
			goto bad;
		smp_elided(&sw, live);
		ops->so_size(live, 1, len - live);
		return (0);
	}
	case SM_K_WEAKMAP:
	case SM_K_WEAKSET: {
		uint32_t count = 0;

		sw.sw_parent = ops->so_entries("weak: they do not keep their "
		    "keys alive");
		if (sm_weak_iter(obj, smp_wentry_cb, &sw, &count, why,
		    sizeof (why)) != 0)
			goto bad;
		smp_elided(&sw, count);
		ops->so_size(count, 0, 0);
		return (0);
	}
	case SM_K_TYPEDARRAY: {
		sm_typedarray_t ta;
		uint64_t i;

		if (sm_typedarray_read(obj, &ta, why, sizeof (why)) != 0)
			goto bad;
		sw.sw_parent = ops->so_typedarray(&ta);
		for (i = 0; i < ta.ta_length && i < PRINT_MAX; i++) {
			if (sm_typedarray_elem(&ta, i, buf,
			    sizeof (buf)) != 0) {
				(void) snprintf(why, sizeof (why), "%lx: "
				    "element %llu at %lx is not in the core",
				    (unsigned long)obj, (unsigned long long)i,
				    (unsigned long)(ta.ta_data +
				    i * ta.ta_elsize));
				goto bad;
			}
			ops->so_typed_element(sw.sw_parent, i, buf,
			    ta.ta_bigint);
		}
		sw.sw_n = ta.ta_length > PRINT_MAX ? PRINT_MAX + 1 : 0;
		smp_elided(&sw, ta.ta_length);
		ops->so_typedarray_end(&ta);
		return (0);
	}
	case SM_K_ARRAYBUFFER: {
		sm_arraybuffer_t ab;

		if (sm_arraybuffer_read(obj, &ab, why, sizeof (why)) != 0)
			goto bad;
		ops->so_arraybuffer(&ab);
		return (0);
	}
	case SM_K_ERROR: {
		sm_error_t er;

		if (sm_error_read(obj, &er, why, sizeof (why)) != 0)
			goto bad;
		ops->so_internal("[[ErrorType]]", er.se_type);
		ops->so_internal_value("[[Message]]", er.se_message);
		ops->so_internal_value("[[FileName]]", er.se_file);
		ops->so_internal_value("[[LineNumber]]", er.se_line);
		ops->so_internal_value("[[ColumnNumber]]", er.se_column);
		if (er.se_stack == 0) {
			ops->so_internal("[[Stack]]", "none");
			return (0);
		}
		if (ops->so_internal_text("[[Stack]]", "string", er.se_stack,
		    sm_savedframe_iter, NULL, NULL, why, sizeof (why)) != 0)
			goto bad;
		return (0);
	}
	case SM_K_PROXY: {
		sm_proxy_t px;

		if (sm_proxy_read(obj, &px, why, sizeof (why)) != 0)
			goto bad;
		ops->so_internal_value("[[ProxyTarget]]", px.sp_target);
		ops->so_internal_value("[[ProxyHandler]]", px.sp_handler);
		ops->so_internal_bool("[[Revoked]]", px.sp_revoked);
		return (0);
	}
	case SM_K_NUMBER:
	case SM_K_STRING:
	case SM_K_BOOLEAN: {
		uint64_t v;

		if (sm_wrapper_value(obj, &v, why, sizeof (why)) != 0)
			goto bad;
		ops->so_internal_value("[[PrimitiveValue]]", v);
		return (0);
	}
	case SM_K_PROMISE: {
		sm_promise_t pr;

		if (sm_promise_read(obj, &pr, why, sizeof (why)) != 0)
			goto bad;
		ops->so_internal("[[PromiseState]]", pr.pr_state);
		if (strcmp(pr.pr_state, "pending") != 0)
			ops->so_internal_value("[[PromiseResult]]",
			    pr.pr_result);
		return (0);
	}
	case SM_K_FUNCTION: {
		sm_funcinfo_t fi;

		if (sm_func_info(obj, &fi, why, sizeof (why)) != 0)
			goto bad;
		ops->so_function(&fi);
		if (fi.fi_bound) {
			ops->so_internal_value("[[BoundTargetFunction]]",
			    fi.fi_bound_target);
			ops->so_internal_value("[[BoundThis]]",
			    fi.fi_bound_this);
			ops->so_internal_value("[[BoundArgs]]",
			    fi.fi_bound_args);
		}
		return (0);
	}
	case SM_K_ARRAY: {
		sm_elements_t el;

		if (sm_elements_read(obj, &el, why, sizeof (why)) != 0)
			goto bad;
		sw.sw_parent = ops->so_elements(&el);
		if (sm_elements_iter(obj, smp_elem_cb, &sw, why,
		    sizeof (why)) != 0)
			goto bad;
		smp_elided(&sw, el.el_initlen);
		return (0);
	}
	default: {
		/* a class that keeps state jsmdb does not decode: say so,
		   rather than look like an object with only properties */
		uint_t nres;
		int priv;
		uintptr_t clasp;
		const char *cn;

		if (sm_class_slots(obj, &nres, &priv, why, sizeof (why)) != 0)
			goto bad;
		if (nres == 0 && !priv)
			return (0);
		cn = sm_obj_class(obj, &clasp) == 0 ? sm_class_name(clasp) :
		    NULL;
		(void) snprintf(why, sizeof (why), "a %s keeps %u reserved "
		    "slot%s%s jsmdb does not decode", cn != NULL ? cn : "?",
		    nres, nres == 1 ? "" : "s", priv ?
		    " and a private pointer" : "");
		ops->so_undecoded("[[NotDecoded]]", why);
		return (0);
	}
	}
bad:
	ops->so_undecoded("[[Unreadable]]", why);
	return (-1);
}

/* The object, then its internals and properties. */
static int
smp_object(uintptr_t obj, const smp_ops_t *ops)
{
	sm_okind_t kind;
	uintptr_t clasp;
	const char *cn = NULL;
	char why[200];

	if (sm_obj_class(obj, &clasp) != 0 ||
	    (cn = sm_class_name(clasp)) == NULL) {
		mdb_warn("%lx: the object's class is not readable",
		    (unsigned long)obj);
		return (DCMD_ERR);
	}
	ops->so_object(obj, cn);
	if (sm_obj_kind(obj, &kind, why, sizeof (why)) == 0) {
		int irv = smp_internals(obj, kind, ops);

		if (kind == SM_K_PROXY) {	/* non-native: no shapes */
			ops->so_object_end();
			return (irv == 0 ? DCMD_OK : DCMD_ERR);
		}
	}
	if (sm_prop_iter_info(obj, smp_prop_cb, (void *)ops, why,
	    sizeof (why)) != 0) {
		ops->so_object_end();
		mdb_warn("%s", why);
		return (DCMD_ERR);
	}
	ops->so_object_end();
	return (DCMD_OK);
}

static int
dcmd_smprint(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const smp_ops_t *ops = (flags & DCMD_JSON) ? &smp_json_ops :
	    &smp_text_ops;
	uint_t isvalue = 0, addrs = 0;
	sm_thing_t st;
	sm_value_t tv;			/* the string, symbol or BigInt */
	char why[200];

	if (!(flags & DCMD_ADDRSPEC) || mdb_getopts(argc, argv, 'v',
	    MDB_OPT_SETBITS, 1, &isvalue, 'a', MDB_OPT_SETBITS, 1, &addrs,
	    NULL) != argc)
		return (DCMD_USAGE);
	print_addrs = addrs != 0;
	if (need_heap() != 0)
		return (DCMD_ERR);
	pj.pj_root = addr;
	pj.pj_node = 0;
	if (isvalue) {
		sm_value_t v;

		sm_value_decode(addr, &v);
		if (v.sv_type != SM_V_OBJECT) {
			ops->so_thing(sm_vtype_name(v.sv_type), &v, addr);
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
	(void) memset(&tv, 0, sizeof (tv));
	tv.sv_ptr = addr;
	switch (st.st_kind->sk_trace) {
	case SM_T_OBJECT:
		return (smp_object(addr, ops));
	case SM_T_STRING:
		tv.sv_type = SM_V_STRING;
		ops->so_thing(NULL, &tv, 0);
		return (DCMD_OK);
	case SM_T_SYMBOL:
		tv.sv_type = SM_V_SYMBOL;
		ops->so_thing(NULL, &tv, 0);
		return (DCMD_OK);
	case SM_T_BIGINT:
		tv.sv_type = SM_V_BIGINT;
		ops->so_thing(NULL, &tv, 0);
		return (DCMD_OK);
	default:
		mdb_warn("%lx: a %s (AllocKind %s): ::smprint prints objects, "
		    "strings, symbols and BigInts", (unsigned long)addr,
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

/*
 * The smobject walker: every used object cell of the tenured arenas,
 * functions and the engine's own objects included (the jsobject walker
 * gives what the census counts as JavaScript objects).  The addresses
 * are gathered first, so a callback may read the heap freely.
 */
typedef struct smobj_walk {
	uintptr_t *sw_cells;
	size_t sw_n, sw_cap, sw_next;
} smobj_walk_t;

static int
smobject_cb(uintptr_t cell, const sm_kind_t *k, uint_t kindno, void *arg)
{
	smobj_walk_t *sw = arg;

	(void) kindno;
	if (k->sk_trace != SM_T_OBJECT)
		return (0);
	if (sw->sw_n == sw->sw_cap) {
		size_t ncap = sw->sw_cap == 0 ? 4096 : sw->sw_cap * 2;
		uintptr_t *n = realloc(sw->sw_cells, ncap * sizeof (uintptr_t));

		if (n == NULL)
			return (-1);
		sw->sw_cells = n;
		sw->sw_cap = ncap;
	}
	sw->sw_cells[sw->sw_n++] = cell;
	return (0);
}

static int
smobject_init(mdb_walk_state_t *wsp)
{
	smobj_walk_t *sw;

	if (need_heap() != 0)
		return (WALK_ERR);
	if ((sw = calloc(1, sizeof (*sw))) == NULL)
		return (WALK_ERR);
	if (sm_cell_iter(smobject_cb, sw) != 0) {
		mdb_warn("smobject: the heap's cells could not be listed "
		    "(out of memory, or an unreadable chunk)");
		free(sw->sw_cells);
		free(sw);
		return (WALK_ERR);
	}
	wsp->walk_data = sw;
	return (WALK_NEXT);
}

static int
smobject_step(mdb_walk_state_t *wsp)
{
	smobj_walk_t *sw = wsp->walk_data;

	if (sw->sw_next >= sw->sw_n)
		return (WALK_DONE);
	return (wsp->walk_callback(sw->sw_cells[sw->sw_next++], NULL,
	    wsp->walk_cbdata));
}

static void
smobject_fini(mdb_walk_state_t *wsp)
{
	smobj_walk_t *sw = wsp->walk_data;

	if (sw != NULL) {
		free(sw->sw_cells);
		free(sw);
	}
}


static const mdb_dcmd_t sm_dcmds[] = {
	{ "smstatus", NULL, "SpiderMonkey: version, runtime, GC chunks",
	    dcmd_smstatus, NULL, MDB_DCMD_JSON },
	{ "smchunks", "[-v]", "SpiderMonkey: the GC chunks (-v: arenas)",
	    dcmd_smchunks, NULL, MDB_DCMD_JSON },
	{ "smtype", ":", "SpiderMonkey: what GC thing an address is",
	    dcmd_smtype, NULL, MDB_DCMD_JSON },
	{ "smprint", "[-av] :", "SpiderMonkey: print an object or string "
	    "(-a: strings' addresses; -v: the address is a JS::Value)",
	    dcmd_smprint, NULL, MDB_DCMD_JSON },
	{ "smsnapshot", "[:]", "SpiderMonkey: an Ion frame's snapshot at its "
	    "return address: its recover instructions, resume points and "
	    "their operands (no address: every Ion frame)",
	    dcmd_smsnapshot, NULL, 0 },
	{ NULL }
};

static const mdb_walker_t sm_walkers[] = {
	{ "smchunk", "SpiderMonkey: the GC chunks of the runtime",
	    smchunk_init, smchunk_step, NULL, NULL },
	{ "smobject", "SpiderMonkey: every object cell of the tenured heap, "
	    "functions included", smobject_init, smobject_step, smobject_fini,
	    NULL },
	{ NULL }
};

const mdb_module_t sm_module = {
	"spidermonkey",
	sm_dcmds,
	sm_walkers,
	sm_applies,
	sm_init
};
