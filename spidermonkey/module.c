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

static int
dcmd_smstatus(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	if (argc != 0 || (flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
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

/*
 * A property: its value, or an accessor's marker as ::jsprint prints it
 * ([Getter/Setter], [Getter], [Setter]) with its functions' addresses and
 * names, read from its AccessorShape (78) or GetterSetter (102).
 */
static int
print_prop_cb(const sm_propinfo_t *pi, void *arg)
{
	char kbuf[256];

	(void) sm_jsid_text(pi->pi_key, kbuf, sizeof (kbuf));
	mdb_printf("    ");
	mdb_printf_escaped(kbuf, strlen(kbuf));
	mdb_printf(": ");
	if (pi->pi_accessor && !pi->pi_acc_ok) {
		mdb_printf("<accessor %p: getter and setter not decoded: ",
		    pi->pi_acc);
		mdb_printf_escaped(pi->pi_why, strlen(pi->pi_why));
		mdb_printf(">");
	} else if (pi->pi_accessor) {
		mdb_printf("%s", pi->pi_getter != 0 && pi->pi_setter != 0 ?
		    "[Getter/Setter]" : pi->pi_getter != 0 ? "[Getter]" :
		    pi->pi_setter != 0 ? "[Setter]" :
		    "[accessor without getter or setter]");
		if (pi->pi_getter != 0) {
			mdb_printf(" ");
			print_accfun("getter", pi->pi_getter);
		}
		if (pi->pi_setter != 0) {
			mdb_printf(pi->pi_getter != 0 ? ", " : " ");
			print_accfun("setter", pi->pi_setter);
		}
	} else if (pi->pi_has) {
		print_value(pi->pi_value);
	} else if (pi->pi_hasslot) {
		mdb_printf("<slot %u: not readable>", pi->pi_slot);
	} else {
		mdb_printf("<custom data property: its value is kept by its "
		    "class, not decoded>");
	}
	mdb_printf(",\n");
	return (0);
}

/*
 * What the object's kind keeps beyond its properties, each line
 * "    [[Name]]: ..." (no trailing comma: not a property); elements and
 * entries under it, at most PRINT_MAX of them.  -1 after saying what
 * could not be read.
 */
#define	PRINT_MAX	1000

static int
print_entry_cb(uint64_t key, uint64_t value, void *arg)
{
	int *np = arg;

	if ((*np)++ >= PRINT_MAX)
		return (1);
	mdb_printf("        ");
	print_value(key);
	if (value != 0) {
		mdb_printf(" => ");
		print_value(value);
	}
	mdb_printf("\n");
	return (0);
}

static int
print_wentry_cb(uintptr_t key, uint64_t value, void *arg)
{
	return (print_entry_cb(sm_value_box(SM_V_OBJECT, key), value, arg));
}

static int
print_elem_cb(uint32_t i, uint64_t value, int hole, void *arg)
{
	int *np = arg;

	if ((*np)++ >= PRINT_MAX)
		return (1);
	mdb_printf("        [%u] ", i);
	if (hole)
		mdb_printf("<hole>");
	else
		print_value(value);
	mdb_printf("\n");
	return (0);
}

static void
print_more(int n, uint64_t total)
{
	if ((uint64_t)n > PRINT_MAX)
		mdb_printf("        ... (%llu in all; %d printed)\n",
		    (unsigned long long)total, PRINT_MAX);
}

static int
print_internals(uintptr_t obj, sm_okind_t k)
{
	char why[240], buf[64];
	int n = 0;

	switch (k) {
	case SM_K_DATE: {
		double t;

		if (sm_date_time(obj, &t, why, sizeof (why)) != 0)
			goto bad;
		sm_date_iso(t, buf, sizeof (buf));
		mdb_printf("    [[DateValue]]: ");
		print_double(t);
		mdb_printf(" (%s)\n", buf);
		return (0);
	}
	case SM_K_REGEXP: {
		sm_regexp_t re;

		if (sm_regexp_read(obj, &re, why, sizeof (why)) != 0)
			goto bad;
		mdb_printf("    [[RegExp]]: /");
		if (sm_string_iter(re.sr_source, print_chunk, NULL, why,
		    sizeof (why)) != 0)
			goto bad;
		mdb_printf("/%s\n    [[LastIndex]]: ", re.sr_flagtext);
		print_value(re.sr_lastindex);
		mdb_printf("\n");
		return (0);
	}
	case SM_K_MAP:
	case SM_K_SET: {
		uint32_t live = 0, len = 0;

		mdb_printf("    [[Entries]]:\n");
		if (sm_mapset_iter(obj, print_entry_cb, &n, &live, &len, why,
		    sizeof (why)) != 0)
			goto bad;
		print_more(n, live);
		mdb_printf("    [[Size]]: %u (%u removed)\n", live, len - live);
		return (0);
	}
	case SM_K_WEAKMAP:
	case SM_K_WEAKSET: {
		uint32_t count = 0;

		mdb_printf("    [[Entries]] (weak: they do not keep their keys "
		    "alive):\n");
		if (sm_weak_iter(obj, print_wentry_cb, &n, &count, why,
		    sizeof (why)) != 0)
			goto bad;
		print_more(n, count);
		mdb_printf("    [[Size]]: %u\n", count);
		return (0);
	}
	case SM_K_TYPEDARRAY: {
		sm_typedarray_t ta;
		uint64_t i;

		if (sm_typedarray_read(obj, &ta, why, sizeof (why)) != 0)
			goto bad;
		mdb_printf("    [[TypedArray]]: %s length %llu byteOffset %llu "
		    "data %p (%s) buffer ", ta.ta_type,
		    (unsigned long long)ta.ta_length,
		    (unsigned long long)ta.ta_offset, ta.ta_data,
		    ta.ta_inline ? "inline" : "out of line");
		if (ta.ta_buffer != 0)
			mdb_printf("%p\n", ta.ta_buffer);
		else
			mdb_printf("none\n");
		for (i = 0; i < ta.ta_length && i < PRINT_MAX; i++) {
			if (sm_typedarray_elem(&ta, i, buf, sizeof (buf)) != 0) {
				(void) snprintf(why, sizeof (why), "%lx: element "
				    "%llu at %lx is not in the core",
				    (unsigned long)obj, (unsigned long long)i,
				    (unsigned long)(ta.ta_data +
				    i * ta.ta_elsize));
				goto bad;
			}
			mdb_printf("        [%llu] %s\n", (unsigned long long)i,
			    buf);
		}
		print_more(ta.ta_length > PRINT_MAX ? PRINT_MAX + 1 : 0,
		    ta.ta_length);
		return (0);
	}
	case SM_K_ARRAYBUFFER: {
		sm_arraybuffer_t ab;

		if (sm_arraybuffer_read(obj, &ab, why, sizeof (why)) != 0)
			goto bad;
		mdb_printf("    [[ArrayBuffer]]: byteLength %llu data %p (%s, "
		    "%s)%s\n", (unsigned long long)ab.ab_length, ab.ab_data,
		    ab.ab_inline ? "inline" : "out of line",
		    ab.ab_kind != NULL ? ab.ab_kind : "unknown BufferKind",
		    ab.ab_detached ? " detached" : "");
		return (0);
	}
	case SM_K_ERROR: {
		sm_error_t er;

		if (sm_error_read(obj, &er, why, sizeof (why)) != 0)
			goto bad;
		mdb_printf("    [[ErrorType]]: %s\n    [[Message]]: ",
		    er.se_type);
		print_value(er.se_message);
		mdb_printf("\n    [[FileName]]: ");
		print_value(er.se_file);
		mdb_printf("\n    [[LineNumber]]: ");
		print_value(er.se_line);
		mdb_printf("\n    [[ColumnNumber]]: ");
		print_value(er.se_column);
		mdb_printf("\n    [[Stack]]: ");
		if (er.se_stack == 0) {
			mdb_printf("none\n");
			return (0);
		}
		mdb_printf("\"");
		if (sm_savedframe_iter(er.se_stack, print_chunk, NULL, why,
		    sizeof (why)) != 0) {
			mdb_printf("\"\n");
			goto bad;
		}
		mdb_printf("\"\n");
		return (0);
	}
	case SM_K_PROXY: {
		sm_proxy_t px;

		if (sm_proxy_read(obj, &px, why, sizeof (why)) != 0)
			goto bad;
		mdb_printf("    [[ProxyTarget]]: ");
		print_value(px.sp_target);
		mdb_printf("\n    [[ProxyHandler]]: ");
		print_value(px.sp_handler);
		mdb_printf("\n    [[Revoked]]: %s\n",
		    px.sp_revoked ? "true" : "false");
		return (0);
	}
	case SM_K_NUMBER:
	case SM_K_STRING:
	case SM_K_BOOLEAN: {
		uint64_t v;

		if (sm_wrapper_value(obj, &v, why, sizeof (why)) != 0)
			goto bad;
		mdb_printf("    [[PrimitiveValue]]: ");
		print_value(v);
		mdb_printf("\n");
		return (0);
	}
	case SM_K_PROMISE: {
		sm_promise_t pr;

		if (sm_promise_read(obj, &pr, why, sizeof (why)) != 0)
			goto bad;
		mdb_printf("    [[PromiseState]]: %s\n", pr.pr_state);
		if (strcmp(pr.pr_state, "pending") != 0) {
			mdb_printf("    [[PromiseResult]]: ");
			print_value(pr.pr_result);
			mdb_printf("\n");
		}
		return (0);
	}
	case SM_K_FUNCTION: {
		sm_funcinfo_t fi;

		if (sm_func_info(obj, &fi, why, sizeof (why)) != 0)
			goto bad;
		mdb_printf("    [[Function]]: %s, nargs %u, kind %s",
		    fi.fi_bound ? "bound" : fi.fi_native ? "native" :
		    "interpreted", fi.fi_nargs, fi.fi_kind);
		if (fi.fi_native)
			mdb_printf(", native %p", fi.fi_native_addr);
		if (fi.fi_selfhosted)
			mdb_printf(", self-hosted");
		if (fi.fi_guessed)
			mdb_printf(", name guessed");
		mdb_printf("\n");
		if (fi.fi_bound) {
			mdb_printf("    [[BoundTargetFunction]]: ");
			print_value(fi.fi_bound_target);
			mdb_printf("\n    [[BoundThis]]: ");
			print_value(fi.fi_bound_this);
			mdb_printf("\n    [[BoundArgs]]: ");
			print_value(fi.fi_bound_args);
			mdb_printf("\n");
		}
		return (0);
	}
	case SM_K_ARRAY: {
		sm_elements_t el;

		if (sm_elements_read(obj, &el, why, sizeof (why)) != 0)
			goto bad;
		mdb_printf("    [[Elements]]: initializedLength %u capacity %u "
		    "length %u\n", el.el_initlen, el.el_capacity, el.el_length);
		if (sm_elements_iter(obj, print_elem_cb, &n, why,
		    sizeof (why)) != 0)
			goto bad;
		print_more(n, el.el_initlen);
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
		mdb_printf("    [[NotDecoded]]: a %s keeps %u reserved slot%s%s "
		    "jsmdb does not decode\n", cn != NULL ? cn : "?", nres,
		    nres == 1 ? "" : "s", priv ? " and a private pointer" : "");
		return (0);
	}
	}
bad:
	mdb_printf("    [[Unreadable]]: %s\n", why);
	return (-1);
}

static int
print_object(uintptr_t obj)
{
	sm_okind_t kind;
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
	if (sm_obj_kind(obj, &kind, why, sizeof (why)) == 0) {
		int irv = print_internals(obj, kind);

		if (kind == SM_K_PROXY) {	/* non-native: no shapes */
			mdb_printf("}\n");
			return (irv == 0 ? DCMD_OK : DCMD_ERR);
		}
	}
	if (sm_prop_iter_info(obj, print_prop_cb, NULL, why,
	    sizeof (why)) != 0) {
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
	case SM_T_SYMBOL:
		mdb_printf("%p: ", addr);
		print_symbol(addr);
		mdb_printf("\n");
		return (DCMD_OK);
	case SM_T_BIGINT:
		mdb_printf("%p: ", addr);
		print_bigint(addr);
		mdb_printf("\n");
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
	    dcmd_smstatus, NULL, 0 },
	{ "smchunks", "[-v]", "SpiderMonkey: the GC chunks (-v: arenas)",
	    dcmd_smchunks, NULL, 0 },
	{ "smtype", ":", "SpiderMonkey: what GC thing an address is",
	    dcmd_smtype, NULL, MDB_DCMD_JSON },
	{ "smprint", "[-av] :", "SpiderMonkey: print an object or string "
	    "(-a: strings' addresses; -v: the address is a JS::Value)",
	    dcmd_smprint, NULL, 0 },
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
