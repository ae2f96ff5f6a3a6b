/*
 * eng_refs.c: V8's je_refs ops (mdbmod/engine_refs.h): who refers to an
 * object, for ::jsfindrefs (mdbmod/jsrefs.c).
 *
 * One pass over the heap compares every tagged slot of every object with
 * the targets (zero-copy: the slots are read where the core maps them).
 * A hit in a JS object is a property (named through the object's
 * descriptors); a hit in a FixedArray-shaped object is an element or an
 * out-of-object property of whichever JS object owns the array, and a hit
 * in a Context is a variable of the closures whose context it is.  Those
 * owners are found by a second pass, only when there are such hits (that
 * is one V8-internal object between a value and its JS referrer; mdb_v8's
 * -l counted those hops, and -l 1 stops before them).
 *
 * Strings hold strings too: a sliced string keeps its parent alive (a
 * short slice of a huge string is the classic leak), a cons string its
 * halves, a thin string its internalized copy.  Those slots are compared
 * (only those: a string's other words are characters and lengths), and a
 * string that refers to the target is a referrer like an object.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"
#include "frames.h"
#include "engine_refs.h"

_Static_assert(JS_REFS_VERBOSE == V8_REFS_VERBOSE &&
    JS_REFS_ALL == V8_REFS_ALL && JS_REFS_NOOWNERS == V8_REFS_NOOWNERS &&
    JS_REFS_GRAPH == V8_REFS_GRAPH, "V8's findrefs flags are the engine's");

#define	FR_MAXHITS	4096		/* per level */

/* PropertyCell: its name and value, where the release keeps them */
#define	FR_CELL_NAME	((ssize_t)v8_cfg.vo_PropertyCell_name)
#define	FR_CELL_VALUE	((size_t)v8_cfg.vo_PropertyCell_value)

typedef struct fr_hit {
	uintptr_t fh_target;
	uintptr_t fh_holder;		/* the object holding the slot */
	uint_t fh_holderflags;		/* its V8_MF_* */
	int fh_holdertype;
	size_t fh_off;			/* slot offset in the holder */
	uintptr_t fh_owner;		/* JS owner of a holder array */
	int fh_ownerkind;		/* FR_OWN_* */
	uintptr_t fh_key;		/* FR_OWN_GLOBALCELL: the name */
} fr_hit_t;

#define	FR_OWN_NONE	0
#define	FR_OWN_ELEMENTS	1		/* holder is owner's elements */
#define	FR_OWN_PROPS	2		/* holder is owner's property array */
#define	FR_OWN_CLOSURE	3		/* holder is the closure's context */
#define	FR_OWN_BOUNDARGS 4		/* holder is a bound function's args */
#define	FR_OWN_COLLECTION 5		/* holder is a Map/Set/WeakMap table */
#define	FR_OWN_GLOBALCELL 6		/* a global dictionary's cell (5.1, 3.28) */
#define	FR_OWN_BINDINGS	7		/* holder is a bound function's bindings */
					/* (V8 < 4.9: JSFunction literals) */

typedef struct fr_state {
	const jsval_t *fs_targets;
	size_t fs_ntargets;
	uint_t fs_flags;
	fr_hit_t *fs_hits;
	size_t fs_nhits;
	int fs_truncated;
	int fs_needowners;
	ssize_t fs_bindoff;		/* JSFunction literals_or_bindings, */
					/* where bindings make bound functions */
} fr_state_t;

static int fr_t_cell = -1;		/* PROPERTY_CELL_TYPE */

/* Does the object hold tagged values we should compare? */
static int
fr_scannable(const v8_mapfacts_t *mf, uint_t flags)
{
	if (mf->mf_flags & (V8_MF_STRING | V8_MF_FILLER))
		return (0);
	if (flags & V8_REFS_ALL)
		return (1);
	return ((mf->mf_flags & (V8_MF_JSOBJECT | V8_MF_FIXEDARRAY |
	    V8_MF_CONTEXT | V8_MF_JSFUNCTION)) != 0 ||
	    mf->mf_type == v8_cfg.vt_PropertyArray ||
	    (mf->mf_type == fr_t_cell && fr_t_cell != -1));
}

/* Compares the slot at off with the targets; -1 when hits are full. */
static int
fr_check_slot(fr_state_t *fs, const v8_hobj_t *ho, size_t off)
{
	const v8_mapfacts_t *mf = ho->vh_facts;
	uintptr_t w;
	size_t i;

	if (v8_ho_tagged(ho, off, &w) != 0)
		return (0);
	if ((w & 1) == 0)
		return (0);
	for (i = 0; i < fs->fs_ntargets; i++) {
		fr_hit_t *h;

		if (w != fs->fs_targets[i] || ho->vh_addr == w)
			continue;
		if (fs->fs_nhits == FR_MAXHITS) {
			fs->fs_truncated = 1;
			return (-1);
		}
		h = &fs->fs_hits[fs->fs_nhits++];
		memset(h, 0, sizeof (*h));
		h->fh_target = w;
		h->fh_holder = ho->vh_addr;
		h->fh_holderflags = mf->mf_flags;
		h->fh_holdertype = mf->mf_type;
		h->fh_off = off;
		/*
		 * V8 6.2's contexts are FixedArrays with maps of their own:
		 * told from arrays one holder at a time (v8_is_context).
		 */
		if (v8_cfg.vt_Context_first == -1 &&
		    mf->mf_type == v8_cfg.vt_FixedArray &&
		    v8_is_context(ho->vh_addr))
			h->fh_holderflags |= V8_MF_CONTEXT;
		if (!(mf->mf_flags & (V8_MF_JSOBJECT | V8_MF_JSFUNCTION |
		    V8_MF_STRING)))
			fs->fs_needowners = 1;
	}
	return (0);
}

/* The string slots that hold strings, for this string's representation. */
static size_t
fr_string_slots(int type, ssize_t offs[2])
{
	const v8_cfg_t *c = &v8_cfg;
	uint_t rep = (uint_t)type & c->vc_str_rep_mask;

	if (rep == c->vc_str_cons_tag) {
		offs[0] = c->vo_ConsString_first;
		offs[1] = c->vo_ConsString_second;
		return (2);
	}
	if (rep == c->vc_str_sliced_tag) {
		offs[0] = c->vo_SlicedString_parent;
		return (1);
	}
	if (rep == c->vc_str_thin_tag && c->vo_ThinString_actual >= 0) {
		offs[0] = c->vo_ThinString_actual;
		return (1);
	}
	return (0);
}

static int
fr_scan_cb(const v8_hobj_t *ho, void *arg)
{
	fr_state_t *fs = arg;
	const v8_mapfacts_t *mf = ho->vh_facts;
	ssize_t soffs[2];
	size_t off, i, n;

	if (mf->mf_flags & V8_MF_STRING) {
		n = fr_string_slots(mf->mf_type, soffs);
		for (i = 0; i < n; i++) {
			if (soffs[i] > 0 &&
			    fr_check_slot(fs, ho, (size_t)soffs[i]) != 0)
				return (0);
		}
		return (0);
	}
	if (!fr_scannable(mf, fs->fs_flags))
		return (0);
	/* a FixedDoubleArray holds doubles, not pointers */
	if (mf->mf_type == v8_cfg.vt_FixedDoubleArray)
		return (0);
	for (off = (size_t)v8_cfg.vc_tagged_size; off + (size_t)
	    v8_cfg.vc_tagged_size <= ho->vh_size;
	    off += (size_t)v8_cfg.vc_tagged_size) {
		if (fr_check_slot(fs, ho, off) != 0)
			return (0);
	}
	return (0);
}

/* Where a Map, Set, WeakMap or WeakSet keeps its table; -1 otherwise. */
static ssize_t
fr_table_offset(int type)
{
	const v8_cfg_t *c = &v8_cfg;
	ssize_t off;

	if (type == -1)
		return (-1);
	if (type == c->vt_JSMap || type == c->vt_JSSet)
		return (c->vo_JSCollection_table);
	if ((type == c->vt_JSWeakMap || type == c->vt_JSWeakSet) &&
	    v8_class_offset("JSWeakCollection", "table", &off) == 0)
		return (off);
	return (-1);
}

/*
 * The entry of a Map's, Set's, WeakMap's or WeakSet's table that slot idx
 * (a FixedArray index) is, as "[[Entries]][i].key" etc. into buf; -1 when
 * the slot is the table's header or a chain link, or the layout is not
 * known for this release.
 */
static int
fr_entry_name(const fr_hit_t *h, size_t idx, char *buf, size_t bufsz)
{
	const v8_cfg_t *c = &v8_cfg;
	int type = -1, weak, ismap;
	intptr_t first, esz, nb;
	uintptr_t v;
	size_t e;

	(void) v8_obj_type(h->fh_owner, &type);
	weak = type == c->vt_JSWeakMap || type == c->vt_JSWeakSet;
	ismap = type == c->vt_JSMap || type == c->vt_JSWeakMap;
	if (weak) {
		if (v8_const("ephemeronhash_entries_index", &first) != 0 ||
		    v8_const("ephemeronhash_entry_size", &esz) != 0)
			return (-1);
	} else {
		if (v8_fixedarray_get(h->fh_holder,
		    (size_t)c->vc_orderedhash_nbuckets, &v) != 0 ||
		    !v8_is_smi(v) || (nb = v8_smi_value(v)) < 0)
			return (-1);
		first = c->vc_orderedhash_buckets +
		    (c->vc_collection_unordered ? 0 : nb);
		esz = ismap ? c->vc_orderedhashmap_entry_size :
		    c->vc_orderedhashset_entry_size;
	}
	if (esz <= 0 || (intptr_t)idx < first)
		return (-1);
	e = idx - (size_t)first;
	switch (e % (size_t)esz) {
	case 0:
		(void) snprintf(buf, bufsz, "[[Entries]][%lu]%s%s",
		    (unsigned long)(e / (size_t)esz), ismap ? ".key" : "",
		    weak ? " (weak: it does not keep the key alive)" : "");
		return (0);
	case 1:
		if (!ismap)
			return (-1);	/* a Set's chain link */
		(void) snprintf(buf, bufsz, "[[Entries]][%lu].value%s",
		    (unsigned long)(e / (size_t)esz),
		    weak ? " (kept while its key is)" : "");
		return (0);
	default:
		return (-1);		/* the chain link */
	}
}

/*
 * V8 5.1's property cells carry no name: the global dictionary's entry
 * holds it before the cell.  Names the cells among the holders.
 */
static void
fr_global_cells(fr_state_t *fs, uintptr_t global, uintptr_t dict)
{
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t *slots;
	size_t n = 0, first, esz, j, i;

	if (fr_t_cell == -1 || v8_fixedarray_read(dict, &slots, &n) != 0)
		return;
	first = (size_t)(c->vc_namedict_prefix_start +
	    c->vc_namedict_prefix_size);
	esz = (size_t)c->vc_globaldict_entry_size;
	if (esz < 2)
		return;
	for (j = first; j + 1 < n; j += esz) {
		for (i = 0; i < fs->fs_nhits; i++) {
			fr_hit_t *h = &fs->fs_hits[i];

			if (h->fh_holdertype != fr_t_cell ||
			    h->fh_owner != 0 || h->fh_holder != slots[j + 1] ||
			    !v8_is_string(slots[j]))
				continue;
			h->fh_owner = global;
			h->fh_ownerkind = FR_OWN_GLOBALCELL;
			h->fh_key = slots[j];
		}
	}
}

/* Second pass: JS objects whose elements or properties are a holder. */
static int
fr_owner_cb(const v8_hobj_t *ho, void *arg)
{
	fr_state_t *fs = arg;
	const v8_mapfacts_t *mf = ho->vh_facts;
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t el = 0, pr = 0, ctx = 0, ba = 0, tbl = 0, lit = 0, b;
	ssize_t toff;
	size_t i;

	if (mf->mf_flags & V8_MF_JSFUNCTION) {
		if (c->vo_JSFunction_context < 0 || v8_ho_tagged(ho,
		    (size_t)c->vo_JSFunction_context, &ctx) != 0)
			return (0);
		/* V8 < 4.9: a bound function's bindings are its literals */
		if (fs->fs_bindoff > 0)
			(void) v8_ho_tagged(ho, (size_t)fs->fs_bindoff, &lit);
	} else if (mf->mf_flags & V8_MF_JSOBJECT) {
		if (c->vo_JSObject_elements >= 0)
			(void) v8_ho_tagged(ho, (size_t)c->vo_JSObject_elements,
			    &el);
		if (c->vo_JSReceiver_properties >= 0)
			(void) v8_ho_tagged(ho,
			    (size_t)c->vo_JSReceiver_properties, &pr);
		if (mf->mf_type == c->vt_JSBoundFunction &&
		    c->vo_JSBoundFunction_args >= 0)
			(void) v8_ho_tagged(ho,
			    (size_t)c->vo_JSBoundFunction_args, &ba);
		if ((toff = fr_table_offset(mf->mf_type)) >= 0)
			(void) v8_ho_tagged(ho, (size_t)toff, &tbl);
	} else {
		return (0);
	}
	if ((c->vc_globaldict_key_in_entry || c->vc_globaldict_value_in_cell) &&
	    pr != 0 && mf->mf_type == c->vt_JSGlobalObject)
		fr_global_cells(fs, ho->vh_addr, pr);
	for (i = 0; i < fs->fs_nhits; i++) {
		fr_hit_t *h = &fs->fs_hits[i];

		if (h->fh_holderflags & (V8_MF_JSOBJECT | V8_MF_JSFUNCTION))
			continue;
		if (ctx != 0 && h->fh_holder == ctx &&
		    (h->fh_holderflags & V8_MF_CONTEXT)) {
			/* the first closure is enough to name the context */
			if (h->fh_owner == 0) {
				h->fh_owner = ho->vh_addr;
				h->fh_ownerkind = FR_OWN_CLOSURE;
			}
		} else if (el != 0 && h->fh_holder == el && h->fh_owner == 0) {
			h->fh_owner = ho->vh_addr;
			h->fh_ownerkind = FR_OWN_ELEMENTS;
		} else if (pr != 0 && h->fh_holder == pr && h->fh_owner == 0) {
			h->fh_owner = ho->vh_addr;
			h->fh_ownerkind = FR_OWN_PROPS;
		} else if (ba != 0 && h->fh_holder == ba &&
		    h->fh_owner == 0) {
			h->fh_owner = ho->vh_addr;
			h->fh_ownerkind = FR_OWN_BOUNDARGS;
		} else if (tbl != 0 && h->fh_holder == tbl &&
		    h->fh_owner == 0) {
			h->fh_owner = ho->vh_addr;
			h->fh_ownerkind = FR_OWN_COLLECTION;
		} else if (lit != 0 && h->fh_holder == lit &&
		    h->fh_owner == 0 &&
		    v8_jsfunc_bindings(ho->vh_addr, &b) == 0 && b == lit) {
			/* (only bound functions' literals are bindings) */
			h->fh_owner = ho->vh_addr;
			h->fh_ownerkind = FR_OWN_BINDINGS;
		}
	}
	return (0);
}

typedef struct fr_propfind {
	uintptr_t fp_value;
	char fp_name[V8_NAMELEN];
	int fp_found;
} fr_propfind_t;

static int
fr_prop_cb(const v8_prop_t *p, void *arg)
{
	fr_propfind_t *fp = arg;

	if (p->vp_value != fp->fp_value || (p->vp_flags & V8_PROP_UNBOXED))
		return (0);
	(void) snprintf(fp->fp_name, sizeof (fp->fp_name), "%s", p->vp_name);
	fp->fp_found = 1;
	return (1);
}

/* Which of a string's slots the hit is. */
static const char *
fr_string_role(const fr_hit_t *h)
{
	const v8_cfg_t *c = &v8_cfg;
	uint_t rep = (uint_t)h->fh_holdertype & c->vc_str_rep_mask;

	if (rep == c->vc_str_sliced_tag)
		return ("sliced string: its parent");
	if (rep == c->vc_str_cons_tag)
		return ((ssize_t)h->fh_off == c->vo_ConsString_first ?
		    "cons string: its first part" :
		    "cons string: its second part");
	return ("thin string: its actual string");
}

/* A bound function's field, as the spec names it; NULL if none. */
static const char *
fr_bound_field(const fr_hit_t *h)
{
	const v8_cfg_t *c = &v8_cfg;

	if ((ssize_t)h->fh_off == c->vo_JSBoundFunction_target)
		return ("[[BoundTargetFunction]]");
	if ((ssize_t)h->fh_off == c->vo_JSBoundFunction_this)
		return ("[[BoundThis]]");
	return (NULL);
}

/*
 * Which binding slot idx of a V8 < 4.9 bound function's bindings is, as
 * the spec names it ([[BoundTargetFunction]], [[BoundThis]],
 * [[BoundArgs]][i]) into buf; -1 when the facts name no such slot.
 */
static int
fr_binding_name(size_t idx, char *buf, size_t bufsz)
{
	intptr_t ti, hi, ai;

	if (v8_const("function_bindings_target_index", &ti) != 0 ||
	    v8_const("function_bindings_this_index", &hi) != 0 ||
	    v8_const("function_bindings_args_index", &ai) != 0 ||
	    ti < 0 || hi < 0 || ai < 0)
		return (-1);
	if (idx == (size_t)ti)
		(void) snprintf(buf, bufsz, "[[BoundTargetFunction]]");
	else if (idx == (size_t)hi)
		(void) snprintf(buf, bufsz, "[[BoundThis]]");
	else if (idx >= (size_t)ai)
		(void) snprintf(buf, bufsz, "[[BoundArgs]][%lu]",
		    (unsigned long)(idx - (size_t)ai));
	else
		return (-1);
	return (0);
}

/* Is a hit without a JS referrer worth a line (-v, a context, a global)? */
static int
fr_shown(const fr_hit_t *h, uint_t flags)
{
	return ((flags & V8_REFS_ALL) || (h->fh_holderflags & V8_MF_CONTEXT) ||
	    (h->fh_holdertype == fr_t_cell &&
	    fr_t_cell != -1 && h->fh_off == FR_CELL_VALUE));
}

/* Appends to a reference's slot text (mdb's formats: %p is bare hex). */
static void
fr_slot(js_ref_t *r, const char *fmt, ...)
{
	size_t n = strlen(r->jr_slot);
	va_list ap;

	if (n >= sizeof (r->jr_slot) - 1)
		return;
	va_start(ap, fmt);
	(void) mdb_vsnprintf(r->jr_slot + n, sizeof (r->jr_slot) - n, fmt, ap);
	va_end(ap);
}

/* ": variable NAME" for a context slot whose variable the scope names. */
static void
fr_slot_var(js_ref_t *r, uintptr_t ctx, size_t idx)
{
	char name[V8_NAMELEN];

	if (v8_context_slot_name(ctx, idx, name, sizeof (name)) == 0 &&
	    name[0] != '\0')
		fr_slot(r, ": variable %s", name);
}

/* The slot as data (the JSON form): how, and the name it has. */
static void
fr_via(js_ref_t *r, int via, const char *name)
{
	r->jr_via = via;
	(void) snprintf(r->jr_name, sizeof (r->jr_name), "%s", name);
}

/* A context slot, and the variable its scope names ("" when none). */
static void
fr_via_context(js_ref_t *r, uintptr_t ctx, size_t idx)
{
	r->jr_via = JS_REF_VIA_CONTEXT;
	r->jr_hasindex = 1;
	r->jr_index = idx;
	if (v8_context_slot_name(ctx, idx, r->jr_name,
	    sizeof (r->jr_name)) != 0)
		r->jr_name[0] = '\0';
}

/*
 * Names one hit as a reference: 0, or 1 when it is not one the user asked
 * to see (an internal holder nobody JS-visible owns, without -d).
 */
static int
fr_name(const fr_hit_t *h, uint_t flags, js_ref_t *r)
{
	fr_propfind_t fp;
	char name[V8_NAMELEN];
	const char *tname;
	uintptr_t cellname;
	/* a FixedArray-shaped holder's slot (its elements, a context) */
	size_t idx = (h->fh_off - (size_t)v8_cfg.vo_FixedArray_data) /
	    (size_t)v8_cfg.vc_tagged_size;

	if (!(h->fh_holderflags & (V8_MF_JSOBJECT | V8_MF_JSFUNCTION |
	    V8_MF_STRING)) && h->fh_ownerkind == FR_OWN_NONE &&
	    !fr_shown(h, flags))
		return (1);
	memset(r, 0, offsetof(js_ref_t, jr_slot) + 1);
	r->jr_flags = 0;
	r->jr_via = JS_REF_VIA_UNSAID;
	r->jr_name[0] = '\0';
	r->jr_hasindex = r->jr_hasoffset = 0;
	r->jr_target = h->fh_target;
	memset(&fp, 0, sizeof (fp));
	fp.fp_value = h->fh_target;

	if (h->fh_holderflags & V8_MF_STRING) {
		r->jr_at = r->jr_referrer = h->fh_holder;
		fr_slot(r, " (%s)", fr_string_role(h));
		fr_via(r, JS_REF_VIA_INTERNAL, fr_string_role(h));
		return (0);
	}
	if (h->fh_holdertype == v8_cfg.vt_JSBoundFunction &&
	    fr_bound_field(h) != NULL) {
		r->jr_at = r->jr_referrer = h->fh_holder;
		fr_slot(r, ".%s", fr_bound_field(h));
		fr_via(r, JS_REF_VIA_INTERNAL, fr_bound_field(h));
		return (0);
	}
	if (h->fh_holderflags & (V8_MF_JSOBJECT | V8_MF_JSFUNCTION)) {
		r->jr_at = r->jr_referrer = h->fh_holder;
		(void) v8_obj_props_iter(h->fh_holder, fr_prop_cb, &fp);
		if (fp.fp_found) {
			fr_slot(r, ".%s", fp.fp_name);
			fr_via(r, JS_REF_VIA_PROPERTY, fp.fp_name);
		} else {
			fr_slot(r, "+0x%lx", (unsigned long)h->fh_off);
			fr_via(r, JS_REF_VIA_INTERNAL, "");
			r->jr_hasoffset = 1;
			r->jr_offset = h->fh_off;
		}
		return (0);
	}
	switch (h->fh_ownerkind) {
	case FR_OWN_ELEMENTS:
		r->jr_at = r->jr_referrer = h->fh_owner;
		fr_slot(r, "[%lu]", (unsigned long)idx);
		fr_via(r, JS_REF_VIA_ELEMENT, "");
		r->jr_hasindex = 1;
		r->jr_index = idx;
		return (0);
	case FR_OWN_PROPS:
		r->jr_at = r->jr_referrer = h->fh_owner;
		(void) v8_obj_props_iter(h->fh_owner, fr_prop_cb, &fp);
		if (fp.fp_found) {
			fr_slot(r, ".%s", fp.fp_name);
			fr_via(r, JS_REF_VIA_PROPERTY, fp.fp_name);
		} else {
			fr_slot(r, " (property array %p[%lu])", h->fh_holder,
			    (unsigned long)idx);
			fr_via(r, JS_REF_VIA_INTERNAL, "property array");
			r->jr_hasindex = 1;
			r->jr_index = idx;
		}
		return (0);
	case FR_OWN_COLLECTION:
		if (fr_entry_name(h, idx, name, sizeof (name)) != 0)
			break;
		r->jr_at = r->jr_referrer = h->fh_owner;
		fr_slot(r, ".%s", name);
		fr_via(r, JS_REF_VIA_ENTRY, name);
		if (strstr(name, "(weak:") != NULL)
			r->jr_flags |= JS_REF_WEAK;
		return (0);
	case FR_OWN_BOUNDARGS:
		r->jr_at = r->jr_referrer = h->fh_owner;
		fr_slot(r, ".[[BoundArgs]][%lu]", (unsigned long)idx);
		fr_via(r, JS_REF_VIA_INTERNAL, "[[BoundArgs]]");
		r->jr_hasindex = 1;
		r->jr_index = idx;
		return (0);
	case FR_OWN_BINDINGS:
		if (fr_binding_name(idx, name, sizeof (name)) != 0)
			break;
		r->jr_at = r->jr_referrer = h->fh_owner;
		fr_slot(r, ".%s", name);
		fr_via(r, JS_REF_VIA_INTERNAL, name);
		return (0);
	case FR_OWN_CLOSURE:
		if (v8_func_display_name(h->fh_owner, name, sizeof (name)) !=
		    0 || name[0] == '\0')
			(void) snprintf(name, sizeof (name), "<unreadable "
			    "name>");
		r->jr_at = h->fh_holder;
		r->jr_referrer = h->fh_owner;
		fr_slot(r, " (closure context, slot %lu", (unsigned long)idx);
		fr_slot_var(r, h->fh_holder, idx);
		fr_slot(r, ") of function %s", name);
		fr_via_context(r, h->fh_holder, idx);
		return (0);
	default:
		break;
	}
	/* no JS referrer: a line of its own, followed no further */
	if (!fr_shown(h, flags))
		r->jr_flags |= JS_REF_UNCOUNTED;
	/* a global variable: the global object's dictionary holds a cell */
	if (h->fh_ownerkind == FR_OWN_GLOBALCELL &&
	    h->fh_off == FR_CELL_VALUE &&
	    v8_string_read(h->fh_key, name, sizeof (name), 0, V8_STR_ESCAPE,
	    NULL) == 0) {
		fr_slot(r, ".%s (property cell %p)", name, h->fh_holder);
		fr_via(r, JS_REF_VIA_PROPERTY, name);
		return (0);
	}
	if (h->fh_holdertype == fr_t_cell &&
	    fr_t_cell != -1 && h->fh_off == FR_CELL_VALUE &&
	    FR_CELL_NAME >= 0 &&
	    v8_read_tagged(h->fh_holder, FR_CELL_NAME, &cellname) == 0 &&
	    v8_is_string(cellname) &&
	    v8_string_read(cellname, name, sizeof (name), 0, V8_STR_ESCAPE,
	    NULL) == 0) {
		fr_slot(r, ".%s (property cell %p)", name, h->fh_holder);
		fr_via(r, JS_REF_VIA_PROPERTY, name);
		return (0);
	}
	tname = v8_type_name(h->fh_holdertype);
	r->jr_at = h->fh_holder;
	if (h->fh_holderflags & V8_MF_CONTEXT) {
		fr_slot(r, " (context, slot %lu", (unsigned long)idx);
		fr_slot_var(r, h->fh_holder, idx);
		fr_slot(r, ")");
		fr_via_context(r, h->fh_holder, idx);
	} else {
		fr_slot(r, "+0x%lx (%s)", (unsigned long)h->fh_off,
		    tname != NULL ? tname : "?");
		fr_via(r, JS_REF_VIA_INTERNAL, tname != NULL ? tname : "");
		r->jr_hasoffset = 1;
		r->jr_offset = h->fh_off;
	}
	return (0);
}

#define	FR_SAID_NOOWNERS	0x01

static int
v8r_scan(js_refscan_t *rs)
{
	fr_state_t fs;
	js_ref_t *r;
	size_t i;

	memset(&fs, 0, sizeof (fs));
	if ((fs.fs_hits = mdb_alloc(FR_MAXHITS * sizeof (fr_hit_t),
	    UM_GC)) == NULL || (r = mdb_alloc(sizeof (*r), UM_GC)) == NULL) {
		mdb_warn("jsfindrefs: out of memory");
		return (-1);
	}
	fs.fs_targets = rs->rs_targets;
	fs.fs_ntargets = rs->rs_ntargets;
	fs.fs_flags = rs->rs_flags;
	fs.fs_bindoff = -1;
	{
		intptr_t bit;
		ssize_t off;

		if (v8_const("sfi_compiler_hints_bound_bit", &bit) == 0 &&
		    v8_class_offset("JSFunction", "literals_or_bindings",
		    &off) == 0)
			fs.fs_bindoff = off;
	}
	fr_t_cell = v8_cfg.vt_PropertyCell;
	rs->rs_max = FR_MAXHITS;
	if (v8_heap_iter(0, fr_scan_cb, &fs) != 0) {
		mdb_warn("jsfindrefs: cannot walk the V8 heap");
		return (-1);
	}
	if (fs.fs_needowners && (rs->rs_flags & JS_REFS_NOOWNERS)) {
		if (!(rs->rs_said & FR_SAID_NOOWNERS)) {
			rs->rs_said |= FR_SAID_NOOWNERS;
			mdb_warn("jsfindrefs: -l 1: references "
			    "through V8's internal arrays (elements, "
			    "property arrays, contexts, tables) are not "
			    "followed to their JS objects");
		}
		fs.fs_needowners = 0;
	}
	if (fs.fs_needowners && v8_heap_iter(0, fr_owner_cb, &fs) != 0)
		return (-1);
	rs->rs_truncated = fs.fs_truncated;
	for (i = 0; i < fs.fs_nhits; i++) {
		if (fr_name(&fs.fs_hits[i], rs->rs_flags, r) != 0)
			continue;
		if (rs->rs_cb(r, rs->rs_arg) != 0)
			break;
	}
	return (0);
}

static int
v8r_target_ok(jsval_t addr)
{
	if (!v8_is_heapobject((uintptr_t)addr)) {
		mdb_warn("jsfindrefs: %lx is not a heap object pointer (tagged "
		    "addresses end in 1)", (unsigned long)addr);
		return (-1);
	}
	return (0);
}

/* -v: the constructor (JS objects only: a string has none), a summary */
static void
v8r_describe(jsval_t v, char *buf, size_t len)
{
	uintptr_t obj = (uintptr_t)v;
	char part[V8_NAMELEN];
	size_t n = 0;
	int type;

	buf[0] = '\0';
	if (v8_obj_type(obj, &type) == 0 && v8_type_is_jsobject(type) &&
	    v8_obj_constructor_name(obj, part, sizeof (part)) == 0)
		n += (size_t)snprintf(buf + n, len - n, "%s", part);
	if (n < len && js_value_summary(obj, part, sizeof (part)) == 0)
		(void) snprintf(buf + n, len - n, "%s%s", n > 0 ? " " : "",
		    part);
}

/* "Constructor", "function name", "string" ...: what a node is. */
static void
v8r_node_kind(jsval_t v, char *buf, size_t len)
{
	uintptr_t addr = (uintptr_t)v;
	int type;
	const char *tn;
	v8_bound_t vb;

	if (v8_obj_type(addr, &type) != 0) {
		(void) snprintf(buf, len, "<unreadable>");
	} else if (v8_type_is_string(type)) {
		(void) snprintf(buf, len, "string");
	} else if ((v8_cfg.vt_JSBoundFunction != -1 &&
	    type == v8_cfg.vt_JSBoundFunction) ||
	    (v8_type_is_jsfunction(type) && v8_bound_read(addr, &vb) != 1)) {
		/* "bound function TARGET", as ::jsfindrefs -v names it */
		(void) js_value_summary(addr, buf, len);
	} else if (v8_type_is_jsfunction(type)) {
		char name[V8_NAMELEN];

		if (v8_func_display_name(addr, name, sizeof (name)) != 0 ||
		    name[0] == '\0')
			(void) snprintf(name, sizeof (name), "<unreadable "
			    "name>");
		(void) snprintf(buf, len, "function %s", name);
	} else if (v8_type_is_jsobject(type) &&
	    v8_obj_constructor_name(addr, buf, len) == 0) {
		/* the constructor's name */
	} else if ((tn = v8_type_name(type)) != NULL) {
		(void) snprintf(buf, len, "%s", tn);
	} else {
		(void) snprintf(buf, len, "<instance type %d>", type);
	}
}

const js_ref_ops_t v8_ref_ops = {
	.jr_target_ok = v8r_target_ok,
	.jr_scan = v8r_scan,
	.jr_describe = v8r_describe,
	.jr_node_kind = v8r_node_kind,
};
