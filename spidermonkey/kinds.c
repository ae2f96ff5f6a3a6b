/*
 * kinds.c: the kinds of value ::jsprint shows, decoded from what each
 * class keeps in its reserved slots (Date, RegExp, Map and Set, typed
 * arrays and ArrayBuffers, Errors and their SavedFrame stacks, Proxies,
 * Number/String/Boolean objects, Promises), from the ObjectElements
 * header before an object's elements (arrays), from the function's flags
 * (functions, bound functions), and from the cells of symbols and
 * BigInts.  Every offset, slot and bit comes from the version table
 * (facts.c); what cannot be read is said, with where, and refused.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sm.h"

#define	SAVEDFRAME_MAX	1024	/* frames of one stack */
#define	OHT_MAX		(1u << 28)	/* a Map's or Set's dataCapacity
					   jsmdb walks at most */
#define	ELEMENTS_MAX	(1u << 28)	/* NativeObject::MAX_DENSE_ELEMENTS_COUNT
					   is below this */



/* The number of fixed slots of a native object, from its shape. */
static int
obj_nfixed(uintptr_t obj, uint_t *np)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t shape;
	uint32_t flags;

	if (f == NULL || sm_rd64(obj + f->sf_obj_shape, &shape) != 0 ||
	    shape == 0 || sm_rd32(shape + f->sf_shape_flags, &flags) != 0)
		return (-1);
	*np = (flags >> f->sf_fixed_shift) & f->sf_fixed_mask;
	return (0);
}

int
sm_reserved_slot(uintptr_t obj, uint_t slot, uint64_t *vp)
{
	const sm_facts_t *f = sm.ss_facts;
	uint_t nfixed;
	uint64_t slots;

	if (f == NULL || slot == SM_NOSLOT || obj_nfixed(obj, &nfixed) != 0)
		return (-1);
	if (slot == SM_SLOT_PRIVATE)
		return (sm_rd64(obj + f->sf_obj_fixed + (uintptr_t)nfixed * 8, vp));
	if (slot < nfixed)
		return (sm_rd64(obj + f->sf_obj_fixed + (uintptr_t)slot * 8, vp));
	if (sm_rd64(obj + f->sf_obj_slots, &slots) != 0 || slots == 0)
		return (-1);
	return (sm_rd64(slots + (uintptr_t)(slot - nfixed) * 8, vp));
}

static int
slot_or_why(uintptr_t obj, uint_t slot, const char *what, uint64_t *vp,
    char *why, size_t wl)
{
	if (sm_reserved_slot(obj, slot, vp) == 0)
		return (0);
	(void) snprintf(why, wl, "%lx: its %s (reserved slot %u) is not "
	    "readable", (unsigned long)obj, what, slot);
	return (-1);
}

/* ---- WeakMap and WeakSet (smheap) ---- */

#define	WM_BLOCK	256		/* table slots read at a time */

int
sm_weak_iter(uintptr_t obj, sm_wentry_f *cb, void *arg, uint32_t *countp,
    char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t map, back, gs, table;
	uint32_t count, hashes[WM_BLOCK], seen = 0;
	uint64_t ents[WM_BLOCK * 2];
	uint_t shift;
	size_t cap, i, j, n;
	sm_okind_t k;

	if (sm_obj_kind(obj, &k, why, wl) != 0)
		return (-1);
	if (k != SM_K_WEAKMAP && k != SM_K_WEAKSET) {
		(void) snprintf(why, wl, "%lx is not a WeakMap or a WeakSet",
		    (unsigned long)obj);
		return (-1);
	}
	if (f->sf_wm_entry != 16) {
		(void) snprintf(why, wl, "no WeakMap layout for ESR %s",
		    f->sf_line);
		return (-1);
	}
	if (slot_or_why(obj, f->sf_wm_slot, "ObjectValueWeakMap", &map, why,
	    wl) != 0)
		return (-1);
	if (map == 0) {			/* made, never given an entry */
		if (countp != NULL)
			*countp = 0;
		return (0);
	}
	/* the map names its object: the layout is the one the facts say */
	if ((map & 7) != 0 || sm_rd64(map + f->sf_wm_memberof, &back) != 0 ||
	    back != obj) {
		(void) snprintf(why, wl, "%lx: %llx is not its "
		    "ObjectValueWeakMap (its memberOf does not name it)",
		    (unsigned long)obj, (unsigned long long)map);
		return (-1);
	}
	if (sm_rd64(map + f->sf_wm_genshift, &gs) != 0 ||
	    sm_rd64(map + f->sf_wm_table, &table) != 0 ||
	    sm_rd32(map + f->sf_wm_count, &count) != 0) {
		(void) snprintf(why, wl, "%lx: its weak map %llx is not in the "
		    "core", (unsigned long)obj, (unsigned long long)map);
		return (-1);
	}
	shift = (uint_t)(gs >> 56);
	if (table == 0) {
		cap = 0;
	} else if (shift < 32 - f->sf_wm_maxbits || shift > 31 ||
	    (table & 7) != 0) {
		(void) snprintf(why, wl, "%lx: weak map %llx: hash shift %u, "
		    "table %llx: not a table", (unsigned long)obj,
		    (unsigned long long)map, shift, (unsigned long long)table);
		return (-1);
	} else {
		cap = (size_t)1 << (32 - shift);
	}
	if (count > cap) {
		(void) snprintf(why, wl, "%lx: weak map %llx: %u entries in a "
		    "table of %lu", (unsigned long)obj, (unsigned long long)map,
		    count, (unsigned long)cap);
		return (-1);
	}
	if (countp != NULL)
		*countp = count;
	for (i = 0; i < cap; i += n) {
		n = cap - i > WM_BLOCK ? WM_BLOCK : cap - i;
		if (mdb_vread(hashes, n * 4, table + i * 4) != (ssize_t)(n * 4) ||
		    mdb_vread(ents, n * 16, table + cap * 4 + i * 16) !=
		    (ssize_t)(n * 16)) {
			(void) snprintf(why, wl, "%lx: weak map table %llx is "
			    "not in the core", (unsigned long)obj,
			    (unsigned long long)table);
			return (-1);
		}
		for (j = 0; j < n; j++) {
			/* HashTable: 0 free, 1 removed, else live */
			if (hashes[j] <= 1)
				continue;
			if (++seen > count) {
				(void) snprintf(why, wl, "%lx: weak map %llx "
				    "holds more live entries than its count "
				    "%u", (unsigned long)obj,
				    (unsigned long long)map, count);
				return (-1);
			}
			if (cb((uintptr_t)ents[2 * j], k == SM_K_WEAKSET ? 0 :
			    ents[2 * j + 1], arg) != 0)
				return (0);
		}
		if (mdb_interrupted()) {
			(void) snprintf(why, wl, "interrupted");
			return (-1);
		}
	}
	if (seen != count) {
		(void) snprintf(why, wl, "%lx: weak map %llx: %u live entries, "
		    "its count says %u", (unsigned long)obj,
		    (unsigned long long)map, seen, count);
		return (-1);
	}
	return (0);
}

/* ---- which kind ---- */

static const struct {
	const char *kn_class;
	sm_okind_t kn_kind;
} kind_names[] = {
	{ "Array", SM_K_ARRAY }, { "Function", SM_K_FUNCTION },
	{ "Date", SM_K_DATE }, { "RegExp", SM_K_REGEXP },
	{ "Map", SM_K_MAP }, { "Set", SM_K_SET },
	{ "ArrayBuffer", SM_K_ARRAYBUFFER }, { "Number", SM_K_NUMBER },
	{ "String", SM_K_STRING }, { "Boolean", SM_K_BOOLEAN },
	{ "Promise", SM_K_PROMISE },
	{ "WeakMap", SM_K_WEAKMAP }, { "WeakSet", SM_K_WEAKSET },
	{ "Error", SM_K_ERROR }, { "InternalError", SM_K_ERROR },
	{ "AggregateError", SM_K_ERROR }, { "EvalError", SM_K_ERROR },
	{ "RangeError", SM_K_ERROR }, { "ReferenceError", SM_K_ERROR },
	{ "SyntaxError", SM_K_ERROR }, { "TypeError", SM_K_ERROR },
	{ "URIError", SM_K_ERROR }, { "DebuggeeWouldRun", SM_K_ERROR },
	{ "CompileError", SM_K_ERROR }, { "LinkError", SM_K_ERROR },
	{ "RuntimeError", SM_K_ERROR },
};

/* The typed array classes (vm/TypedArrayObject.h, Scalar::Type order). */
static const struct {
	const char *tn_class;
	uint_t tn_size;
	int tn_float, tn_signed, tn_bigint;
} ta_types[] = {
	{ "Int8Array", 1, 0, 1, 0 }, { "Uint8Array", 1, 0, 0, 0 },
	{ "Int16Array", 2, 0, 1, 0 }, { "Uint16Array", 2, 0, 0, 0 },
	{ "Int32Array", 4, 0, 1, 0 }, { "Uint32Array", 4, 0, 0, 0 },
	{ "Float32Array", 4, 1, 1, 0 }, { "Float64Array", 8, 1, 1, 0 },
	{ "Uint8ClampedArray", 1, 0, 0, 0 },
	{ "BigInt64Array", 8, 0, 1, 1 }, { "BigUint64Array", 8, 0, 0, 1 },
};

static int
class_of(uintptr_t obj, const char **namep, uint32_t *flagsp, char *why,
    size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uintptr_t clasp;

	if (f == NULL) {
		(void) snprintf(why, wl, "no SpiderMonkey table");
		return (-1);
	}
	if (sm_obj_class(obj, &clasp) != 0 ||
	    (*namep = sm_class_name(clasp)) == NULL ||
	    sm_rd32(clasp + f->sf_class_flags, flagsp) != 0) {
		(void) snprintf(why, wl, "%lx: its class is not readable",
		    (unsigned long)obj);
		return (-1);
	}
	return (0);
}

int
sm_obj_kind(uintptr_t obj, sm_okind_t *kp, char *why, size_t wl)
{
	const char *cn;
	uint32_t flags;
	size_t i;

	if (class_of(obj, &cn, &flags, why, wl) != 0)
		return (-1);
	if ((flags & sm.ss_facts->sf_class_proxy) != 0) {
		*kp = SM_K_PROXY;
		return (0);
	}
	for (i = 0; i < sizeof (kind_names) / sizeof (kind_names[0]); i++) {
		if (strcmp(cn, kind_names[i].kn_class) == 0) {
			*kp = kind_names[i].kn_kind;
			return (0);
		}
	}
	for (i = 0; i < sizeof (ta_types) / sizeof (ta_types[0]); i++) {
		if (strcmp(cn, ta_types[i].tn_class) == 0) {
			*kp = SM_K_TYPEDARRAY;
			return (0);
		}
	}
	*kp = SM_K_OBJECT;
	return (0);
}

int
sm_class_slots(uintptr_t obj, uint_t *np, int *privp, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	const char *cn;
	uint32_t flags;

	if (class_of(obj, &cn, &flags, why, wl) != 0)
		return (-1);
	*np = (flags >> f->sf_class_rslots_shift) & f->sf_class_rslots_mask;
	*privp = f->sf_class_private != 0 && (flags & f->sf_class_private);
	return (0);
}

static int
want_kind(uintptr_t obj, sm_okind_t want, const char *what, char *why,
    size_t wl)
{
	sm_okind_t k;

	if (sm_obj_kind(obj, &k, why, wl) != 0)
		return (-1);
	if (k != want) {
		(void) snprintf(why, wl, "%lx is not a %s", (unsigned long)obj,
		    what);
		return (-1);
	}
	return (0);
}

/* ---- Date ---- */

int
sm_date_time(uintptr_t obj, double *tp, char *why, size_t wl)
{
	uint64_t v;
	sm_value_t sv;

	if (want_kind(obj, SM_K_DATE, "Date", why, wl) != 0 ||
	    slot_or_why(obj, sm.ss_facts->sf_date_slot, "time value", &v, why,
	    wl) != 0)
		return (-1);
	sm_value_decode(v, &sv);
	if (sv.sv_type == SM_V_INT32)
		sv.sv_double = sv.sv_int;
	else if (sv.sv_type != SM_V_DOUBLE) {
		(void) snprintf(why, wl, "%lx: its time value is a %s, not a "
		    "number", (unsigned long)obj, sm_vtype_name(sv.sv_type));
		return (-1);
	}
	*tp = sv.sv_double;
	return (0);
}

/* Days from 1970-01-01 to y-m-d and back (proleptic Gregorian). */
static void
civil_from_days(int64_t z, int64_t *y, int *m, int *d)
{
	int64_t era, doe, yoe, doy, mp;

	z += 719468;
	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = z - era * 146097;
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	*d = (int)(doy - (153 * mp + 2) / 5 + 1);
	*m = (int)(mp < 10 ? mp + 3 : mp - 9);
	*y = yoe + era * 400 + (*m <= 2);
}

void
sm_date_iso(double t, char *buf, size_t buflen)
{
	int64_t ms, days, rem, y;
	int mo, d;

	/* ECMA-262 TimeClip: beyond 8.64e15 ms is an invalid date */
	if (isnan(t) || fabs(t) > 8.64e15) {
		(void) snprintf(buf, buflen, "Invalid Date");
		return;
	}
	ms = (int64_t)t;
	days = ms / 86400000;
	rem = ms % 86400000;
	if (rem < 0) {
		rem += 86400000;
		days--;
	}
	civil_from_days(days, &y, &mo, &d);
	if (y >= 0 && y <= 9999)
		(void) snprintf(buf, buflen, "%04lld", (long long)y);
	else
		(void) snprintf(buf, buflen, "%c%06lld", y < 0 ? '-' : '+',
		    (long long)(y < 0 ? -y : y));
	(void) snprintf(buf + strlen(buf), buflen - strlen(buf),
	    "-%02d-%02dT%02d:%02d:%02d.%03dZ", mo, d, (int)(rem / 3600000),
	    (int)(rem / 60000 % 60), (int)(rem / 1000 % 60), (int)(rem % 1000));
}

/* ---- RegExp ---- */

void
sm_regexp_flagtext(const sm_facts_t *f, uint_t flags, char *buf,
    size_t buflen)
{
	size_t n = 0;
	uint_t i;

	if (buflen == 0)
		return;
	for (i = 0; i < f->sf_re_nflags && n + 1 < buflen; i++)
		if (flags & f->sf_re_flags[i].fc_bit)
			buf[n++] = f->sf_re_flags[i].fc_char;
	buf[n] = '\0';
}

int
sm_regexp_read(uintptr_t obj, sm_regexp_t *re, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t src, fl;
	sm_value_t v;
	uint_t known = 0, i;

	memset(re, 0, sizeof (*re));
	if (want_kind(obj, SM_K_REGEXP, "RegExp", why, wl) != 0 ||
	    slot_or_why(obj, f->sf_re_source_slot, "source", &src, why,
	    wl) != 0 ||
	    slot_or_why(obj, f->sf_re_flags_slot, "flags", &fl, why, wl) != 0 ||
	    slot_or_why(obj, f->sf_re_lastindex_slot, "lastIndex",
	    &re->sr_lastindex, why, wl) != 0)
		return (-1);
	sm_value_decode(src, &v);
	if (v.sv_type != SM_V_STRING) {
		(void) snprintf(why, wl, "%lx: its source is a %s, not a "
		    "string", (unsigned long)obj, sm_vtype_name(v.sv_type));
		return (-1);
	}
	re->sr_source = v.sv_ptr;
	sm_value_decode(fl, &v);
	for (i = 0; i < f->sf_re_nflags; i++)
		known |= f->sf_re_flags[i].fc_bit;
	if (v.sv_type != SM_V_INT32 || ((uint_t)v.sv_int & ~known) != 0) {
		(void) snprintf(why, wl, "%lx: its flags slot (%llx) is not "
		    "RegExpFlags", (unsigned long)obj, (unsigned long long)fl);
		return (-1);
	}
	re->sr_flags = (uint_t)v.sv_int;
	sm_regexp_flagtext(f, re->sr_flags, re->sr_flagtext,
	    sizeof (re->sr_flagtext));
	return (0);
}

/* ---- Map and Set ---- */

int
sm_mapset_iter(uintptr_t obj, sm_entry_f *cb, void *arg, uint32_t *livep,
    uint32_t *lenp, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	sm_okind_t k;
	uint64_t tab, data;
	uint32_t len, cap, live, i, seen = 0;
	size_t esz;

	if (sm_obj_kind(obj, &k, why, wl) != 0)
		return (-1);
	if (k != SM_K_MAP && k != SM_K_SET) {
		(void) snprintf(why, wl, "%lx is not a Map or a Set",
		    (unsigned long)obj);
		return (-1);
	}
	esz = k == SM_K_MAP ? f->sf_oht_map_entry : f->sf_oht_set_entry;
	if (slot_or_why(obj, f->sf_mapset_slot, "table", &tab, why, wl) != 0)
		return (-1);
	if (tab == 0 || (tab & 7) != 0) {
		(void) snprintf(why, wl, "%lx: no OrderedHashTable (%llx)",
		    (unsigned long)obj, (unsigned long long)tab);
		return (-1);
	}
	if (sm_rd64(tab + f->sf_oht_data, &data) != 0 ||
	    sm_rd32(tab + f->sf_oht_datalen, &len) != 0 ||
	    sm_rd32(tab + f->sf_oht_datacap, &cap) != 0 ||
	    sm_rd32(tab + f->sf_oht_live, &live) != 0) {
		(void) snprintf(why, wl, "%lx: its OrderedHashTable %llx is not "
		    "in the core", (unsigned long)obj, (unsigned long long)tab);
		return (-1);
	}
	if (live > len || len > cap || cap > OHT_MAX) {
		(void) snprintf(why, wl, "%lx: OrderedHashTable %llx: liveCount "
		    "%u, dataLength %u, dataCapacity %u: not a table",
		    (unsigned long)obj, (unsigned long long)tab, live, len, cap);
		return (-1);
	}
	if (livep != NULL)
		*livep = live;
	if (lenp != NULL)
		*lenp = len;
	for (i = 0; i < len; i++) {
		uint64_t key, value = 0;
		sm_value_t kv;
		uintptr_t e = data + (uintptr_t)i * esz;

		if (sm_rd64(e, &key) != 0 || (k == SM_K_MAP &&
		    sm_rd64(e + 8, &value) != 0)) {
			(void) snprintf(why, wl, "%lx: entry %u of %u at %lx is "
			    "not in the core", (unsigned long)obj, i, len,
			    (unsigned long)e);
			return (-1);
		}
		sm_value_decode(key, &kv);
		if (kv.sv_type == SM_V_MAGIC &&
		    (uint_t)kv.sv_int == f->sf_magic_hash_empty)
			continue;		/* removed */
		if (++seen > live) {
			(void) snprintf(why, wl, "%lx: more live entries than "
			    "liveCount %u", (unsigned long)obj, live);
			return (-1);
		}
		if (cb(key, value, arg) != 0)
			return (0);
	}
	if (seen != live) {
		(void) snprintf(why, wl, "%lx: %u live entries, liveCount says "
		    "%u", (unsigned long)obj, seen, live);
		return (-1);
	}
	return (0);
}

/* ---- typed arrays and ArrayBuffers ---- */

/* A length or offset slot: an Int32 (78) or a private size_t (102). */
static int
size_slot(uintptr_t obj, uint_t slot, const char *what, uint64_t *np,
    char *why, size_t wl)
{
	uint64_t v;
	sm_value_t sv;

	if (slot_or_why(obj, slot, what, &v, why, wl) != 0)
		return (-1);
	if (sm.ss_facts->sf_ta_int32_sizes) {
		sm_value_decode(v, &sv);
		if (sv.sv_type != SM_V_INT32 || sv.sv_int < 0) {
			(void) snprintf(why, wl, "%lx: its %s (%llx) is not a "
			    "non-negative Int32", (unsigned long)obj, what,
			    (unsigned long long)v);
			return (-1);
		}
		*np = (uint64_t)sv.sv_int;
		return (0);
	}
	/* a private size_t: a double's bits below 2^47 */
	if (v >> 47 != 0) {
		(void) snprintf(why, wl, "%lx: its %s (%llx) is not a size",
		    (unsigned long)obj, what, (unsigned long long)v);
		return (-1);
	}
	*np = v;
	return (0);
}

/* Whether p lies inside the GC cell at obj; *endp: the cell's end. */
static int
in_cell(uintptr_t obj, uintptr_t p, uintptr_t *endp)
{
	sm_thing_t st;
	char why[160];

	if (sm_thing(obj, &st, why, sizeof (why)) != 0 || st.st_kind == NULL)
		return (0);
	*endp = st.st_cell + st.st_kind->sk_size;
	return (p >= obj && p < *endp);
}

int
sm_typedarray_read(uintptr_t obj, sm_typedarray_t *ta, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	const char *cn;
	uint32_t cflags;
	uint64_t buf, data;
	uintptr_t end = 0;
	sm_value_t v;
	size_t i;

	memset(ta, 0, sizeof (*ta));
	if (class_of(obj, &cn, &cflags, why, wl) != 0)
		return (-1);
	for (i = 0; i < sizeof (ta_types) / sizeof (ta_types[0]); i++)
		if (strcmp(cn, ta_types[i].tn_class) == 0)
			break;
	if (i == sizeof (ta_types) / sizeof (ta_types[0])) {
		(void) snprintf(why, wl, "%lx is not a typed array",
		    (unsigned long)obj);
		return (-1);
	}
	(void) snprintf(ta->ta_type, sizeof (ta->ta_type), "%s", cn);
	ta->ta_elsize = ta_types[i].tn_size;
	ta->ta_float = ta_types[i].tn_float;
	ta->ta_signed = ta_types[i].tn_signed;
	ta->ta_bigint = ta_types[i].tn_bigint;
	if (size_slot(obj, f->sf_ta_length_slot, "length", &ta->ta_length,
	    why, wl) != 0 ||
	    size_slot(obj, f->sf_ta_offset_slot, "byte offset", &ta->ta_offset,
	    why, wl) != 0 ||
	    slot_or_why(obj, f->sf_ta_buffer_slot, "buffer", &buf, why,
	    wl) != 0 ||
	    slot_or_why(obj, f->sf_ta_data_slot, "data pointer", &data, why,
	    wl) != 0)
		return (-1);
	sm_value_decode(buf, &v);
	if (v.sv_type == SM_V_OBJECT)
		ta->ta_buffer = v.sv_ptr;
	else if (v.sv_type != SM_V_NULL && v.sv_type != SM_V_BOOLEAN) {
		(void) snprintf(why, wl, "%lx: its buffer slot is a %s",
		    (unsigned long)obj, sm_vtype_name(v.sv_type));
		return (-1);
	}
	if (data >> 47 != 0) {
		(void) snprintf(why, wl, "%lx: its data slot (%llx) is not a "
		    "pointer", (unsigned long)obj, (unsigned long long)data);
		return (-1);
	}
	ta->ta_data = data;
	ta->ta_inline = data != 0 && in_cell(obj, data, &end);
	if (ta->ta_inline && (ta->ta_length > end - data ||
	    data + ta->ta_length * ta->ta_elsize > end)) {
		(void) snprintf(why, wl, "%lx: inline data of %llu elements "
		    "does not fit its cell", (unsigned long)obj,
		    (unsigned long long)ta->ta_length);
		return (-1);
	}
	return (0);
}

int
sm_typedarray_elem(const sm_typedarray_t *ta, uint64_t i, char *buf,
    size_t buflen)
{
	uchar_t b[8];
	uint64_t u = 0;
	int k;

	if (i >= ta->ta_length || ta->ta_elsize > 8 ||
	    mdb_vread(b, ta->ta_elsize, ta->ta_data + i * ta->ta_elsize) !=
	    (ssize_t)ta->ta_elsize)
		return (-1);
	for (k = (int)ta->ta_elsize - 1; k >= 0; k--)
		u = (u << 8) | b[k];
	if (ta->ta_float) {
		double d;

		if (ta->ta_elsize == 4) {
			float fl;
			uint32_t w = (uint32_t)u;

			memcpy(&fl, &w, sizeof (fl));
			d = fl;
		} else {
			memcpy(&d, &u, sizeof (d));
		}
		if (isnan(d))
			(void) snprintf(buf, buflen, "NaN");
		else if (isinf(d))
			(void) snprintf(buf, buflen, "%sInfinity",
			    d < 0 ? "-" : "");
		else {
			int p;

			for (p = 1; p <= 17; p++) {
				(void) snprintf(buf, buflen, "%.*g", p, d);
				if (strtod(buf, NULL) == d)
					break;
			}
		}
		return (0);
	}
	if (ta->ta_signed && ta->ta_elsize < 8 &&
	    (u >> (ta->ta_elsize * 8 - 1)) & 1)
		u |= ~0ULL << (ta->ta_elsize * 8);
	if (ta->ta_signed)
		(void) snprintf(buf, buflen, "%lld%s", (long long)u,
		    ta->ta_bigint ? "n" : "");
	else
		(void) snprintf(buf, buflen, "%llu%s", (unsigned long long)u,
		    ta->ta_bigint ? "n" : "");
	return (0);
}

int
sm_arraybuffer_read(uintptr_t obj, sm_arraybuffer_t *ab, char *why,
    size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t data, fl;
	uintptr_t end = 0;
	sm_value_t v;
	uint_t kind;

	memset(ab, 0, sizeof (*ab));
	if (want_kind(obj, SM_K_ARRAYBUFFER, "ArrayBuffer", why, wl) != 0 ||
	    size_slot(obj, f->sf_ab_length_slot, "byte length", &ab->ab_length,
	    why, wl) != 0 ||
	    slot_or_why(obj, f->sf_ab_data_slot, "data pointer", &data, why,
	    wl) != 0 ||
	    slot_or_why(obj, f->sf_ab_flags_slot, "flags", &fl, why, wl) != 0)
		return (-1);
	sm_value_decode(fl, &v);
	if (v.sv_type != SM_V_INT32 || data >> 47 != 0) {
		(void) snprintf(why, wl, "%lx: its flags (%llx) or data "
		    "(%llx) are not an ArrayBuffer's", (unsigned long)obj,
		    (unsigned long long)fl, (unsigned long long)data);
		return (-1);
	}
	ab->ab_flags = (uint_t)v.sv_int;
	kind = ab->ab_flags & f->sf_ab_kind_mask;
	ab->ab_kind = kind < f->sf_ab_nkinds ? f->sf_ab_kinds[kind] : NULL;
	ab->ab_detached = (ab->ab_flags & f->sf_ab_detached) != 0;
	ab->ab_data = data;
	ab->ab_inline = data != 0 && in_cell(obj, data, &end);
	return (0);
}

/* ---- Errors and their stacks ---- */

int
sm_error_read(uintptr_t obj, sm_error_t *er, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	const char *cn;
	uint32_t cflags;
	uint64_t st;
	sm_value_t v;

	memset(er, 0, sizeof (*er));
	if (want_kind(obj, SM_K_ERROR, "Error", why, wl) != 0 ||
	    class_of(obj, &cn, &cflags, why, wl) != 0)
		return (-1);
	er->se_type = cn;
	if (f->sf_err_type_slot != SM_NOSLOT) {
		uint64_t t;

		if (slot_or_why(obj, f->sf_err_type_slot, "JSExnType", &t, why,
		    wl) != 0)
			return (-1);
		sm_value_decode(t, &v);
		if (v.sv_type != SM_V_INT32 || v.sv_int < 0 ||
		    (uint_t)v.sv_int >= f->sf_exn_n) {
			(void) snprintf(why, wl, "%lx: its JSExnType slot "
			    "(%llx) is not a JSExnType", (unsigned long)obj,
			    (unsigned long long)t);
			return (-1);
		}
		er->se_type = f->sf_exn_names[v.sv_int];
	}
	if (slot_or_why(obj, f->sf_err_message_slot, "message",
	    &er->se_message, why, wl) != 0 ||
	    slot_or_why(obj, f->sf_err_file_slot, "fileName", &er->se_file,
	    why, wl) != 0 ||
	    slot_or_why(obj, f->sf_err_line_slot, "lineNumber", &er->se_line,
	    why, wl) != 0 ||
	    slot_or_why(obj, f->sf_err_column_slot, "columnNumber",
	    &er->se_column, why, wl) != 0 ||
	    slot_or_why(obj, f->sf_err_stack_slot, "stack", &st, why, wl) != 0)
		return (-1);
	sm_value_decode(st, &v);
	if (v.sv_type == SM_V_OBJECT)
		er->se_stack = v.sv_ptr;
	return (0);
}

typedef struct chunkout {
	sm_chunk_f *co_cb;
	void *co_arg;
	int co_stop;
} chunkout_t;

static int
out_text(chunkout_t *co, const char *s, size_t n)
{
	if (!co->co_stop && n > 0 && co->co_cb(s, n, co->co_arg) != 0)
		co->co_stop = 1;
	return (co->co_stop);
}

static int
chunk_fwd(const char *s, size_t n, void *arg)
{
	return (out_text(arg, s, n));
}

/* A slot holding a string (or null/undefined: nothing) to the output. */
static int
out_string_slot(uintptr_t obj, uint_t slot, chunkout_t *co, char *why,
    size_t wl)
{
	uint64_t v;
	sm_value_t sv;

	if (slot_or_why(obj, slot, "SavedFrame field", &v, why, wl) != 0)
		return (-1);
	sm_value_decode(v, &sv);
	if (sv.sv_type == SM_V_NULL || sv.sv_type == SM_V_UNDEFINED)
		return (0);
	if (sv.sv_type != SM_V_STRING) {
		(void) snprintf(why, wl, "SavedFrame %lx: slot %u is a %s, "
		    "not a string", (unsigned long)obj, slot,
		    sm_vtype_name(sv.sv_type));
		return (-1);
	}
	return (sm_string_iter(sv.sv_ptr, chunk_fwd, co, why, wl));
}

static int
out_int_slot(uintptr_t obj, uint_t slot, chunkout_t *co, char *why,
    size_t wl)
{
	uint64_t v;
	sm_value_t sv;
	char b[24];

	if (slot_or_why(obj, slot, "SavedFrame field", &v, why, wl) != 0)
		return (-1);
	sm_value_decode(v, &sv);
	if (sv.sv_type != SM_V_INT32) {
		(void) snprintf(why, wl, "SavedFrame %lx: slot %u is a %s, "
		    "not an int32", (unsigned long)obj, slot,
		    sm_vtype_name(sv.sv_type));
		return (-1);
	}
	(void) snprintf(b, sizeof (b), "%u", (uint32_t)sv.sv_int);
	(void) out_text(co, b, strlen(b));
	return (0);
}

int
sm_savedframe_iter(uintptr_t frame, sm_chunk_f *cb, void *arg, char *why,
    size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	chunkout_t co;
	uint_t n = 0;
	const char *cn;
	uint32_t cflags;

	co.co_cb = cb;
	co.co_arg = arg;
	co.co_stop = 0;
	while (frame != 0 && !co.co_stop) {
		uint64_t p, cause;
		sm_value_t v;

		if (++n > SAVEDFRAME_MAX) {
			(void) snprintf(why, wl, "more than %d SavedFrames (a "
			    "cycle?)", SAVEDFRAME_MAX);
			return (-1);
		}
		if (class_of(frame, &cn, &cflags, why, wl) != 0)
			return (-1);
		if (strcmp(cn, "SavedFrame") != 0) {
			(void) snprintf(why, wl, "%lx is a %s, not a "
			    "SavedFrame", (unsigned long)frame, cn);
			return (-1);
		}
		if (slot_or_why(frame, f->sf_sf_cause_slot, "async cause",
		    &cause, why, wl) != 0)
			return (-1);
		sm_value_decode(cause, &v);
		if (v.sv_type == SM_V_STRING) {
			if (sm_string_iter(v.sv_ptr, chunk_fwd, &co, why,
			    wl) != 0)
				return (-1);
			(void) out_text(&co, "*", 1);
		}
		if (out_string_slot(frame, f->sf_sf_name_slot, &co, why,
		    wl) != 0)
			return (-1);
		(void) out_text(&co, "@", 1);
		if (out_string_slot(frame, f->sf_sf_source_slot, &co, why,
		    wl) != 0)
			return (-1);
		(void) out_text(&co, ":", 1);
		if (out_int_slot(frame, f->sf_sf_line_slot, &co, why, wl) != 0)
			return (-1);
		(void) out_text(&co, ":", 1);
		if (out_int_slot(frame, f->sf_sf_column_slot, &co, why,
		    wl) != 0)
			return (-1);
		(void) out_text(&co, "\n", 1);
		if (slot_or_why(frame, f->sf_sf_parent_slot, "parent", &p, why,
		    wl) != 0)
			return (-1);
		sm_value_decode(p, &v);
		frame = v.sv_type == SM_V_OBJECT ? v.sv_ptr : 0;
	}
	return (0);
}

/* ---- Proxies ---- */

int
sm_proxy_read(uintptr_t obj, sm_proxy_t *px, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t rs, h;
	sm_value_t t, hv;

	memset(px, 0, sizeof (*px));
	if (want_kind(obj, SM_K_PROXY, "Proxy", why, wl) != 0)
		return (-1);
	if (sm_rd64(obj + f->sf_proxy_data, &rs) != 0 || rs == 0 ||
	    sm_rd64(obj + f->sf_proxy_data + f->sf_proxy_handler, &h) != 0 ||
	    sm_rd64(rs - f->sf_proxy_private_back, &px->sp_target) != 0 ||
	    sm_rd64(rs + (uintptr_t)f->sf_proxy_handler_slot * 8,
	    &px->sp_handler) != 0) {
		(void) snprintf(why, wl, "%lx: its ProxyDataLayout is not "
		    "readable", (unsigned long)obj);
		return (-1);
	}
	px->sp_handler_ops = h;
	sm_value_decode(px->sp_target, &t);
	sm_value_decode(px->sp_handler, &hv);
	/* proxy/Proxy.cpp: revoking nulls the target and the handler */
	px->sp_revoked = t.sv_type == SM_V_NULL && hv.sv_type == SM_V_NULL;
	return (0);
}

/* ---- Number, String, Boolean objects ---- */

int
sm_wrapper_value(uintptr_t obj, uint64_t *vp, char *why, size_t wl)
{
	sm_okind_t k;
	sm_value_t v;

	if (sm_obj_kind(obj, &k, why, wl) != 0)
		return (-1);
	if (k != SM_K_NUMBER && k != SM_K_STRING && k != SM_K_BOOLEAN) {
		(void) snprintf(why, wl, "%lx is not a Number, String or "
		    "Boolean object", (unsigned long)obj);
		return (-1);
	}
	if (slot_or_why(obj, sm.ss_facts->sf_prim_slot, "primitive value",
	    vp, why, wl) != 0)
		return (-1);
	sm_value_decode(*vp, &v);
	if ((k == SM_K_NUMBER && v.sv_type != SM_V_DOUBLE &&
	    v.sv_type != SM_V_INT32) ||
	    (k == SM_K_STRING && v.sv_type != SM_V_STRING) ||
	    (k == SM_K_BOOLEAN && v.sv_type != SM_V_BOOLEAN)) {
		(void) snprintf(why, wl, "%lx: its primitive value is a %s",
		    (unsigned long)obj, sm_vtype_name(v.sv_type));
		return (-1);
	}
	return (0);
}

/* ---- symbols ---- */

int
sm_symbol_read(uintptr_t sym, sm_symbol_t *sy, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t desc;

	memset(sy, 0, sizeof (*sy));
	if (f == NULL || sm_rd64(sym + f->sf_sym_desc, &desc) != 0 ||
	    sm_rd32(sym + f->sf_sym_code, &sy->sy_code) != 0) {
		(void) snprintf(why, wl, "symbol %lx is not in the core",
		    (unsigned long)sym);
		return (-1);
	}
	if ((desc & 7) != 0) {
		(void) snprintf(why, wl, "symbol %lx: description %llx is not "
		    "a cell pointer", (unsigned long)sym,
		    (unsigned long long)desc);
		return (-1);
	}
	sy->sy_desc = desc;
	if (sy->sy_code < f->sf_sym_nwellknown) {
		sy->sy_kind = "well-known";
		sy->sy_wellknown = f->sf_sym_wellknown[sy->sy_code];
	} else if (sy->sy_code == f->sf_sym_registry) {
		sy->sy_kind = "registered";
	} else if (sy->sy_code == f->sf_sym_unique) {
		sy->sy_kind = "unique";
	} else if (f->sf_sym_private != 0 &&
	    sy->sy_code == f->sf_sym_private) {
		sy->sy_kind = "private name";
	} else {
		(void) snprintf(why, wl, "symbol %lx: code %x is not a "
		    "SymbolCode of ESR %s", (unsigned long)sym, sy->sy_code,
		    f->sf_line);
		return (-1);
	}
	return (0);
}

/* ---- BigInts ---- */

int
sm_digits_decimal(uint64_t *d, size_t n, int negative, char *buf,
    size_t buflen)
{
	size_t len = 0, i;
	const uint64_t base = 10000000000000000000ULL;	/* 10^19 */

	while (n > 0 && d[n - 1] == 0)
		n--;
	if (n == 0) {
		if (buflen < 2)
			return (-1);
		(void) strcpy(buf, "0");
		return (0);
	}
	/* digits of 10^19, least significant first, written backwards */
	while (n > 0) {
		unsigned __int128 rem = 0;
		uint64_t r;
		int k;

		for (i = n; i-- > 0; ) {
			unsigned __int128 cur = (rem << 64) | d[i];

			d[i] = (uint64_t)(cur / base);
			rem = cur % base;
		}
		while (n > 0 && d[n - 1] == 0)
			n--;
		r = (uint64_t)rem;
		for (k = 0; k < 19 && (n > 0 || r != 0); k++) {
			if (len + 1 >= buflen)
				return (-1);
			buf[len++] = (char)('0' + r % 10);
			r /= 10;
		}
	}
	if (negative) {
		if (len + 1 >= buflen)
			return (-1);
		buf[len++] = '-';
	}
	buf[len] = '\0';
	for (i = 0; i < len / 2; i++) {
		char c = buf[i];

		buf[i] = buf[len - 1 - i];
		buf[len - 1 - i] = c;
	}
	return (0);
}

int
sm_bigint_decimal(uintptr_t big, char *buf, size_t buflen, char *why,
    size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t hdr, p;
	uint32_t n;
	uint64_t *d;
	uintptr_t at;
	int rv;

	if (f == NULL || sm_rd64(big + f->sf_big_header, &hdr) != 0) {
		(void) snprintf(why, wl, "BigInt %lx is not in the core",
		    (unsigned long)big);
		return (-1);
	}
	n = (uint32_t)(hdr >> 32);
	if (n > f->sf_big_maxdigits) {
		(void) snprintf(why, wl, "BigInt %lx: %u digits, more than "
		    "BigInt::MaxBitLength allows", (unsigned long)big, n);
		return (-1);
	}
	if (n <= f->sf_big_ninline) {
		at = big + f->sf_big_digits;
	} else {
		if (sm_rd64(big + f->sf_big_digits, &p) != 0 || p == 0) {
			(void) snprintf(why, wl, "BigInt %lx: its digits "
			    "pointer is not readable", (unsigned long)big);
			return (-1);
		}
		at = p;
	}
	if ((d = malloc((n > 0 ? n : 1) * sizeof (uint64_t))) == NULL) {
		(void) snprintf(why, wl, "out of memory");
		return (-1);
	}
	if (n > 0 && mdb_vread(d, n * sizeof (uint64_t), at) !=
	    (ssize_t)(n * sizeof (uint64_t))) {
		free(d);
		(void) snprintf(why, wl, "BigInt %lx: its %u digits at %lx are "
		    "not in the core", (unsigned long)big, n, (unsigned long)at);
		return (-1);
	}
	rv = sm_digits_decimal(d, n, (hdr & f->sf_big_sign) != 0, buf, buflen);
	free(d);
	if (rv != 0)
		(void) snprintf(why, wl, "BigInt %lx: %u digits need up to "
		    "%lu characters", (unsigned long)big, n,
		    (unsigned long)n * 20 + 2);
	return (rv);
}

/* ---- elements ---- */

int
sm_elements_read(uintptr_t obj, sm_elements_t *el, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t e;
	uintptr_t h;

	memset(el, 0, sizeof (*el));
	if (f == NULL || sm_rd64(obj + f->sf_obj_elements, &e) != 0 || e == 0 ||
	    (e & 7) != 0) {
		(void) snprintf(why, wl, "%lx: its elements pointer is not "
		    "readable", (unsigned long)obj);
		return (-1);
	}
	h = e - f->sf_elem_header;
	if (sm_rd32(h + f->sf_elem_initlen, &el->el_initlen) != 0 ||
	    sm_rd32(h + f->sf_elem_capacity, &el->el_capacity) != 0 ||
	    sm_rd32(h + f->sf_elem_length, &el->el_length) != 0) {
		(void) snprintf(why, wl, "%lx: its ObjectElements header at "
		    "%lx is not in the core", (unsigned long)obj,
		    (unsigned long)h);
		return (-1);
	}
	if (el->el_initlen > el->el_capacity ||
	    el->el_capacity > ELEMENTS_MAX) {
		(void) snprintf(why, wl, "%lx: ObjectElements at %lx: "
		    "initializedLength %u, capacity %u: not a header",
		    (unsigned long)obj, (unsigned long)h, el->el_initlen,
		    el->el_capacity);
		return (-1);
	}
	el->el_addr = e;
	return (0);
}

int
sm_elements_iter(uintptr_t obj, sm_elem_f *cb, void *arg, char *why,
    size_t wl)
{
	sm_elements_t el;
	uint64_t buf[64];
	uint32_t i, j, want;

	if (sm_elements_read(obj, &el, why, wl) != 0)
		return (-1);
	for (i = 0; i < el.el_initlen; i += want) {
		want = el.el_initlen - i < 64 ? el.el_initlen - i : 64;
		if (mdb_vread(buf, want * 8, el.el_addr + (uintptr_t)i * 8) !=
		    (ssize_t)want * 8) {
			(void) snprintf(why, wl, "%lx: elements %u.. at %lx are "
			    "not in the core", (unsigned long)obj, i,
			    (unsigned long)(el.el_addr + (uintptr_t)i * 8));
			return (-1);
		}
		for (j = 0; j < want; j++) {
			sm_value_t v;
			int hole;

			sm_value_decode(buf[j], &v);
			hole = v.sv_type == SM_V_MAGIC &&
			    (uint_t)v.sv_int == sm.ss_facts->sf_magic_hole;
			if (cb(i + j, buf[j], hole, arg) != 0)
				return (0);
		}
	}
	return (0);
}

/* ---- functions ---- */

int
sm_func_info(uintptr_t fn, sm_funcinfo_t *fi, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t word, env;
	uint_t kind;

	memset(fi, 0, sizeof (*fi));
	if (want_kind(fn, SM_K_FUNCTION, "Function", why, wl) != 0)
		return (-1);
	if (f->sf_fun_flags_off != SM_NOFF) {
		uint16_t fl, na;

		if (mdb_vread(&fl, sizeof (fl), fn + f->sf_fun_flags_off) !=
		    sizeof (fl) || mdb_vread(&na, sizeof (na), fn +
		    f->sf_fun_nargs_off) != sizeof (na) ||
		    sm_rd64(fn + f->sf_fun_native_off, &word) != 0) {
			(void) snprintf(why, wl, "%lx: its flags are not "
			    "readable", (unsigned long)fn);
			return (-1);
		}
		fi->fi_flags = fl;
		fi->fi_nargs = na;
	} else {
		uint64_t v;
		sm_value_t sv;

		if (slot_or_why(fn, f->sf_fun_flags_slot, "flags and nargs",
		    &v, why, wl) != 0 ||
		    slot_or_why(fn, f->sf_fun_native_slot, "native or "
		    "environment", &word, why, wl) != 0)
			return (-1);
		sm_value_decode(v, &sv);
		if (sv.sv_type != SM_V_INT32) {
			(void) snprintf(why, wl, "%lx: its flags slot (%llx) is "
			    "not a uint32", (unsigned long)fn,
			    (unsigned long long)v);
			return (-1);
		}
		fi->fi_flags = (uint32_t)sv.sv_int & 0xffff;
		fi->fi_nargs = (uint32_t)sv.sv_int >> f->sf_fun_nargs_shift;
	}
	kind = fi->fi_flags & f->sf_fun_kind_mask;
	fi->fi_kind = kind < f->sf_fun_nkinds ? f->sf_fun_kinds[kind] : "?";
	fi->fi_native = (fi->fi_flags & f->sf_fun_interpreted) == 0;
	fi->fi_selfhosted = (fi->fi_flags & f->sf_fun_selfhosted) != 0;
	fi->fi_bound = (fi->fi_flags & f->sf_fun_bound) != 0;
	fi->fi_guessed = !fi->fi_bound &&
	    (fi->fi_flags & f->sf_fun_guessed) != 0;
	if (fi->fi_native) {
		fi->fi_native_addr = word;
		return (0);
	}
	if (!fi->fi_bound)
		return (0);
	/* the environment: a raw pointer (78) or an object Value (102) */
	env = word;
	if (f->sf_fun_flags_off == SM_NOFF) {
		sm_value_t sv;

		sm_value_decode(word, &sv);
		env = sv.sv_type == SM_V_OBJECT ? sv.sv_ptr : 0;
	}
	if (env == 0 || (env & 7) != 0 ||
	    sm_reserved_slot(env, f->sf_bound_target_slot,
	    &fi->fi_bound_target) != 0 ||
	    sm_reserved_slot(env, f->sf_bound_this_slot,
	    &fi->fi_bound_this) != 0 ||
	    sm_reserved_slot(env, f->sf_bound_args_slot,
	    &fi->fi_bound_args) != 0) {
		(void) snprintf(why, wl, "%lx: a bound function whose "
		    "environment %llx is not readable", (unsigned long)fn,
		    (unsigned long long)env);
		return (-1);
	}
	return (0);
}

/* ---- Promises ---- */

int
sm_promise_read(uintptr_t obj, sm_promise_t *pr, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t fl;
	sm_value_t v;

	memset(pr, 0, sizeof (*pr));
	if (want_kind(obj, SM_K_PROMISE, "Promise", why, wl) != 0 ||
	    slot_or_why(obj, f->sf_promise_flags_slot, "flags", &fl, why,
	    wl) != 0)
		return (-1);
	sm_value_decode(fl, &v);
	if (v.sv_type != SM_V_INT32) {
		(void) snprintf(why, wl, "%lx: its flags slot (%llx) is not an "
		    "int32", (unsigned long)obj, (unsigned long long)fl);
		return (-1);
	}
	if (!((uint_t)v.sv_int & f->sf_promise_resolved)) {
		pr->pr_state = "pending";
		return (0);
	}
	pr->pr_state = ((uint_t)v.sv_int & f->sf_promise_fulfilled) ?
	    "fulfilled" : "rejected";
	return (slot_or_why(obj, f->sf_promise_result_slot, "result",
	    &pr->pr_result, why, wl));
}
