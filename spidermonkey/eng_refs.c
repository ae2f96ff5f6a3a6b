/*
 * eng_refs.c: SpiderMonkey's je_refs ops (mdbmod/engine_refs.h): who
 * refers to an object, for ::jsfindrefs (mdbmod/jsrefs.c).
 *
 * One pass over the tenured arenas' object cells (sm_cell_iter): for each
 * native object, its properties (named from its shape, sm_prop_iter:
 * fixed and dynamic slots alike), its class's reserved slots that sit in
 * its fixed slots, and its dense elements (ObjectElements'
 * initializedLength of them).  A closure's variables are properties of
 * its environment (a Call object), so they are named too.  Not searched:
 * the nursery (its cells are not typed), non-native objects (proxies),
 * Map/Set entries (kept in C++ hash tables, not slots), ropes and the
 * native stack.  WeakMaps' and WeakSets' entries are searched in their
 * ObjectValueWeakMap (kinds.c): a key's slot is marked weak.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sm.h"
#include "engine_refs.h"

#define	SMR_MAXHITS	4096
#define	SMR_MAXELEMS	(1 << 24)	/* elements of one object believed */

#define	SMR_PROP	1		/* a property: its key */
#define	SMR_ELEM	2		/* an element: its index */
#define	SMR_RESERVED	3		/* a reserved slot: its number */
#define	SMR_GETTER	4		/* an accessor's getter: its key */
#define	SMR_SETTER	5		/* an accessor's setter: its key */
#define	SMR_WKEY	6		/* a WeakMap's or WeakSet's key: the
					   entry's index */
#define	SMR_WVAL	7		/* a WeakMap's value: the index */

typedef struct smr_hit {
	uintptr_t sh_target;
	uintptr_t sh_holder;
	int sh_kind;
	uint64_t sh_key;		/* jsid, index or slot */
	int sh_wset;			/* SMR_WKEY: of a WeakSet */
} smr_hit_t;

typedef struct smr_state {
	const jsval_t *ss_targets;
	size_t ss_ntargets;
	smr_hit_t *ss_hits;
	size_t ss_nhits;
	int ss_truncated;
	uintptr_t ss_obj;		/* the object being scanned */
	uint64_t *ss_buf;		/* its elements */
	size_t ss_nobjects, ss_nonnative;
	size_t ss_accunread;		/* accessors whose cell did not read */
	size_t ss_weak, ss_weakunread;	/* weak collections searched, not */
	int ss_wset;			/* the collection is a WeakSet */
	uint64_t ss_widx;		/* its entry's index */
} smr_state_t;



/* The GC thing a Value points to, or 0 (a number, a boolean, ...). */
static uintptr_t
value_thing(uint64_t bits)
{
	sm_value_t v;

	sm_value_decode(bits, &v);
	switch (v.sv_type) {
	case SM_V_OBJECT:
	case SM_V_STRING:
	case SM_V_SYMBOL:
	case SM_V_BIGINT:
		return (v.sv_ptr);
	default:
		return (0);
	}
}

static void
smr_check(smr_state_t *ss, uint64_t bits, int kind, uint64_t key)
{
	uintptr_t p = value_thing(bits);
	size_t i;

	if (p == 0 || p == ss->ss_obj)
		return;
	for (i = 0; i < ss->ss_ntargets; i++) {
		smr_hit_t *h;

		if (p != (uintptr_t)ss->ss_targets[i])
			continue;
		if (ss->ss_nhits == SMR_MAXHITS) {
			ss->ss_truncated = 1;
			return;
		}
		h = &ss->ss_hits[ss->ss_nhits++];
		h->sh_target = p;
		h->sh_holder = ss->ss_obj;
		h->sh_kind = kind;
		h->sh_key = key;
		h->sh_wset = ss->ss_wset;
	}
}

static int
smr_prop_cb(const sm_propinfo_t *pi, void *arg)
{
	smr_state_t *ss = arg;

	if (pi->pi_has)
		smr_check(ss, pi->pi_value, SMR_PROP, pi->pi_key);
	/* an accessor keeps its getter and setter in its own cell */
	if (pi->pi_accessor && pi->pi_acc_ok) {
		if (pi->pi_getter != 0)
			smr_check(ss, sm_value_box(SM_V_OBJECT, pi->pi_getter),
			    SMR_GETTER, pi->pi_key);
		if (pi->pi_setter != 0)
			smr_check(ss, sm_value_box(SM_V_OBJECT, pi->pi_setter),
			    SMR_SETTER, pi->pi_key);
	} else if (pi->pi_accessor) {
		ss->ss_accunread++;
	}
	return (ss->ss_truncated);
}

/* A WeakMap's or WeakSet's entry: its key (weak) and value. */
static int
smr_wentry_cb(uintptr_t key, uint64_t value, void *arg)
{
	smr_state_t *ss = arg;

	smr_check(ss, sm_value_box(SM_V_OBJECT, key), SMR_WKEY, ss->ss_widx);
	if (!ss->ss_wset)
		smr_check(ss, value, SMR_WVAL, ss->ss_widx);
	ss->ss_widx++;
	return (ss->ss_truncated);
}

static int
smr_cell_cb(uintptr_t obj, const sm_kind_t *k, uint_t kindno, void *arg)
{
	const sm_facts_t *f = sm.ss_facts;
	smr_state_t *ss = arg;
	uint64_t shape, elems, fixed[32];
	uint32_t sflags, cflags, initlen, cap;
	uintptr_t clasp;
	uint_t nfixed, nres, i;
	char why[160];

	if (kindno >= f->sf_object_limit || k->sk_trace != SM_T_OBJECT)
		return (0);
	ss->ss_nobjects++;
	if (sm_obj_class(obj, &clasp) != 0 ||
	    sm_rd32(clasp + f->sf_class_flags, &cflags) != 0)
		return (0);
	if (cflags & f->sf_class_nonnative) {
		ss->ss_nonnative++;
		return (0);
	}
	if (sm_rd64(obj + f->sf_obj_shape, &shape) != 0 || shape == 0 ||
	    sm_rd32(shape + f->sf_shape_flags, &sflags) != 0)
		return (0);
	ss->ss_obj = obj;

	/* the class's reserved slots that are fixed slots */
	nfixed = (sflags >> f->sf_fixed_shift) & f->sf_fixed_mask;
	if (f->sf_obj_fixed + nfixed * 8 > k->sk_size)
		nfixed = (uint_t)((k->sk_size - f->sf_obj_fixed) / 8);
	nres = (cflags >> f->sf_class_rslots_shift) & f->sf_class_rslots_mask;
	if (nres > nfixed)
		nres = nfixed;
	if (nres > 0 && mdb_vread(fixed, nres * 8, obj + f->sf_obj_fixed) ==
	    (ssize_t)(nres * 8)) {
		for (i = 0; i < nres; i++)
			smr_check(ss, fixed[i], SMR_RESERVED, i);
	}

	/* a weak collection's entries, in its C++ hash table */
	{
		sm_okind_t ok;
		uint32_t count;

		if (sm_obj_kind(obj, &ok, why, sizeof (why)) == 0 &&
		    (ok == SM_K_WEAKMAP || ok == SM_K_WEAKSET)) {
			ss->ss_wset = ok == SM_K_WEAKSET;
			ss->ss_widx = 0;
			if (sm_weak_iter(obj, smr_wentry_cb, ss, &count, why,
			    sizeof (why)) == 0)
				ss->ss_weak++;
			else
				ss->ss_weakunread++;
		}
	}

	/* its properties, by name */
	(void) sm_prop_iter_info(obj, smr_prop_cb, ss, why, sizeof (why));

	/* its dense elements */
	if (sm_rd64(obj + f->sf_obj_elements, &elems) != 0 || elems == 0 ||
	    sm_rd32(elems - f->sf_elem_header + f->sf_elem_initlen,
	    &initlen) != 0 ||
	    sm_rd32(elems - f->sf_elem_header + f->sf_elem_capacity,
	    &cap) != 0 || initlen == 0 ||
	    initlen > cap || initlen > SMR_MAXELEMS)
		return (0);
	for (i = 0; i < initlen; ) {
		uint_t n = initlen - i > 512 ? 512 : initlen - i, j;

		if (mdb_vread(ss->ss_buf, n * 8, elems + i * 8) !=
		    (ssize_t)(n * 8))
			break;
		for (j = 0; j < n; j++)
			smr_check(ss, ss->ss_buf[j], SMR_ELEM, i + j);
		i += n;
	}
	return (0);
}

/* ---- the ops ---- */

static int
smr_target_ok(jsval_t v)
{
	sm_thing_t st;
	char why[200];

	if (sm_thing((uintptr_t)v, &st, why, sizeof (why)) != 0 &&
	    !st.st_nursery) {
		mdb_warn("jsfindrefs: %lx is not a SpiderMonkey GC thing: %s",
		    (unsigned long)v, why);
		return (-1);
	}
	if (!st.st_nursery && (st.st_cell != (uintptr_t)v || st.st_free)) {
		mdb_warn("jsfindrefs: %lx is not the start of a live GC thing "
		    "(the %s cell at %lx%s)", (unsigned long)v,
		    st.st_kind->sk_name, (unsigned long)st.st_cell,
		    st.st_free ? ", free" : "");
		return (-1);
	}
	return (0);
}

static int
smr_scan(js_refscan_t *rs)
{
	smr_state_t ss;
	js_ref_t *r;
	char key[256];
	size_t i;

	memset(&ss, 0, sizeof (ss));
	if ((ss.ss_hits = mdb_alloc(SMR_MAXHITS * sizeof (smr_hit_t),
	    UM_GC)) == NULL || (ss.ss_buf = mdb_alloc(512 * 8,
	    UM_GC)) == NULL || (r = mdb_alloc(sizeof (*r), UM_GC)) == NULL) {
		mdb_warn("jsfindrefs: out of memory");
		return (-1);
	}
	ss.ss_targets = rs->rs_targets;
	ss.ss_ntargets = rs->rs_ntargets;
	rs->rs_max = SMR_MAXHITS;
	if (sm_cell_iter(smr_cell_cb, &ss) != 0) {
		mdb_warn("jsfindrefs: cannot walk the SpiderMonkey heap");
		return (-1);
	}
	if (!(rs->rs_said & 1)) {
		rs->rs_said |= 1;
		mdb_warn("jsfindrefs: SpiderMonkey: the slots and elements of "
		    "%lu tenured objects and the entries of %lu WeakMaps and "
		    "WeakSets were searched; not searched: the nursery, "
		    "Map/Set entries, ropes, %lu non-native objects "
		    "(proxies)%s", (unsigned long)ss.ss_nobjects,
		    (unsigned long)ss.ss_weak, (unsigned long)ss.ss_nonnative,
		    (rs->rs_flags & JS_REFS_ALL) ? " and (-d) the engine's "
		    "internal cells" : "");
	}
	if (ss.ss_weakunread > 0 && !(rs->rs_said & 4)) {
		rs->rs_said |= 4;
		mdb_warn("jsfindrefs: SpiderMonkey: %lu WeakMaps' or WeakSets' "
		    "tables could not be read and were not searched",
		    (unsigned long)ss.ss_weakunread);
	}
	if (ss.ss_accunread > 0 && !(rs->rs_said & 2)) {
		rs->rs_said |= 2;
		mdb_warn("jsfindrefs: SpiderMonkey: %lu accessor properties' "
		    "getters and setters could not be read and were not "
		    "searched", (unsigned long)ss.ss_accunread);
	}
	rs->rs_truncated = ss.ss_truncated;
	for (i = 0; i < ss.ss_nhits; i++) {
		const smr_hit_t *h = &ss.ss_hits[i];
		uintptr_t clasp;
		const char *cn;

		memset(r, 0, sizeof (*r));
		r->jr_target = h->sh_target;
		r->jr_at = r->jr_referrer = h->sh_holder;
		switch (h->sh_kind) {
		case SMR_PROP:
			if (sm_jsid_text(h->sh_key, key, sizeof (key)) != 0)
				(void) snprintf(key, sizeof (key),
				    "<property key %llx: not readable>",
				    (unsigned long long)h->sh_key);
			(void) snprintf(r->jr_slot, sizeof (r->jr_slot),
			    ".%s", key);
			r->jr_via = JS_REF_VIA_PROPERTY;
			(void) snprintf(r->jr_name, sizeof (r->jr_name),
			    "%s", key);
			break;
		case SMR_GETTER:
		case SMR_SETTER:
			if (sm_jsid_text(h->sh_key, key, sizeof (key)) != 0)
				(void) snprintf(key, sizeof (key),
				    "<property key %llx: not readable>",
				    (unsigned long long)h->sh_key);
			(void) snprintf(r->jr_slot, sizeof (r->jr_slot),
			    ".%s (%s)", key, h->sh_kind == SMR_GETTER ?
			    "getter" : "setter");
			break;
		case SMR_WKEY:
			/* V8's words (v8/eng_refs.c), and its flag */
			(void) snprintf(r->jr_slot, sizeof (r->jr_slot),
			    "[[Entries]][%llu]%s (weak: it does not keep the "
			    "key alive)", (unsigned long long)h->sh_key,
			    h->sh_wset ? "" : ".key");
			r->jr_flags |= JS_REF_WEAK;
			break;
		case SMR_WVAL:
			(void) snprintf(r->jr_slot, sizeof (r->jr_slot),
			    "[[Entries]][%llu].value (kept while its key is)",
			    (unsigned long long)h->sh_key);
			break;
		case SMR_ELEM:
			(void) snprintf(r->jr_slot, sizeof (r->jr_slot),
			    "[%llu]", (unsigned long long)h->sh_key);
			r->jr_via = JS_REF_VIA_ELEMENT;
			r->jr_hasindex = 1;
			r->jr_index = h->sh_key;
			break;
		default:
			cn = sm_obj_class(h->sh_holder, &clasp) == 0 ?
			    sm_class_name(clasp) : NULL;
			(void) snprintf(r->jr_slot, sizeof (r->jr_slot),
			    " (reserved slot %llu of its class %s)",
			    (unsigned long long)h->sh_key,
			    cn != NULL ? cn : "(class name not readable)");
			r->jr_via = JS_REF_VIA_INTERNAL;
			(void) snprintf(r->jr_name, sizeof (r->jr_name),
			    "reserved slot");
			r->jr_hasindex = 1;
			r->jr_index = h->sh_key;
			break;
		}
		if (rs->rs_cb(r, rs->rs_arg) != 0)
			break;
	}
	return (0);
}

/* The object's constructor, or its class; "function NAME" for one. */
static void
smr_kind(uintptr_t obj, char *buf, size_t len, int forgraph)
{
	uintptr_t clasp;
	const char *cn;
	char name[256];

	if (sm_obj_class(obj, &clasp) != 0 ||
	    (cn = sm_class_name(clasp)) == NULL) {
		(void) snprintf(buf, len, forgraph ? "<unreadable>" : "");
		return;
	}
	if (strcmp(cn, "Function") == 0) {
		if (sm_func_name(obj, name, sizeof (name)) != 0)
			(void) snprintf(name, sizeof (name), "<unreadable "
			    "name>");
		(void) snprintf(buf, len, "function %s", name[0] != '\0' ?
		    name : "<anonymous>");
		return;
	}
	if (sm_constructor_name(obj, name, sizeof (name)) == 0 &&
	    name[0] != '\0' && strcmp(name, cn) != 0)
		(void) snprintf(buf, len, "%s (class %s)", name, cn);
	else
		(void) snprintf(buf, len, "%s", cn);
}

static void
smr_describe(jsval_t v, char *buf, size_t len)
{
	smr_kind((uintptr_t)v, buf, len, 0);
}

static void
smr_node_kind(jsval_t v, char *buf, size_t len)
{
	smr_kind((uintptr_t)v, buf, len, 1);
}

const js_ref_ops_t sm_ref_ops = {
	.jr_target_ok = smr_target_ok,
	.jr_scan = smr_scan,
	.jr_describe = smr_describe,
	.jr_node_kind = smr_node_kind,
};
