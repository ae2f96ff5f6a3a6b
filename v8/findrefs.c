/*
 * findrefs.c: ::jsfindrefs, who refers to an object.
 *
 * One pass over the heap compares every tagged slot of every object with
 * the targets (zero-copy: the slots are read where the core maps them).
 * A hit in a JS object is a property (named through the object's
 * descriptors); a hit in a FixedArray-shaped object is an element or an
 * out-of-object property of whichever JS object owns the array, and a hit
 * in a Context is a variable of the closures whose context it is.  Those
 * owners are found by a second pass, only when there are such hits (that
 * is one V8-internal object between a value and its JS referrer; mdb_v8's
 * -l counted those hops, and -l 1 stops before them).  With -r the
 * referrers become the targets of the next level.
 *
 * Strings hold strings too: a sliced string keeps its parent alive (a
 * short slice of a huge string is the classic leak), a cons string its
 * halves, a thin string its internalized copy.  Those slots are compared
 * (only those: a string's other words are characters and lengths), and a
 * string that refers to the target is a referrer like an object.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"
#include "frames.h"

#define	FR_MAXTARGETS	64		/* per level */
#define	FR_MAXHITS	4096		/* per level */
#define	FR_MAXDEPTH	16

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
	const uintptr_t *fs_targets;
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

/*
 * What fr_print says goes to the output, or (-g) into fr_line, from which
 * the graph takes the edge's label: the same words either way.
 */
#define	FR_LINEMAX	2048

static int fr_graph;			/* -g: lines are captured */
static char fr_line[FR_LINEMAX];
static size_t fr_linelen;

static void
fr_out(const char *fmt, ...)
{
	va_list ap;
	size_t n;

	va_start(ap, fmt);
	if (!fr_graph) {
		mdb_vprintf(fmt, ap);
	} else if (fr_linelen < sizeof (fr_line) - 1) {
		n = mdb_vsnprintf(fr_line + fr_linelen,
		    sizeof (fr_line) - fr_linelen, fmt, ap);
		fr_linelen += n;
		if (fr_linelen > sizeof (fr_line) - 1)
			fr_linelen = sizeof (fr_line) - 1;
	}
	va_end(ap);
}

/* Bytes from the core: escaped on output, raw into a label (the DOT
 * writer escapes them). */
static void
fr_out_esc(const char *str, size_t n)
{
	if (!fr_graph) {
		mdb_printf_escaped(str, n);
		return;
	}
	if (n > sizeof (fr_line) - 1 - fr_linelen)
		n = sizeof (fr_line) - 1 - fr_linelen;
	memcpy(fr_line + fr_linelen, str, n);
	fr_linelen += n;
	fr_line[fr_linelen] = '\0';
}

static void
fr_describe(uintptr_t obj, uint_t flags)
{
	char buf[V8_NAMELEN];
	int type;

	if (!(flags & V8_REFS_VERBOSE))
		return;
	/* a constructor only for JS objects (a string has none) */
	if (v8_obj_type(obj, &type) == 0 && v8_type_is_jsobject(type) &&
	    v8_obj_constructor_name(obj, buf, sizeof (buf)) == 0) {
		fr_out(" ");
		fr_out_esc(buf, strlen(buf));
	}
	if (js_value_summary(obj, buf, sizeof (buf)) == 0) {
		fr_out(" ");
		fr_out_esc(buf, strlen(buf));
	}
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

/* ": variable NAME" for a context slot whose variable the scope names. */
static void
fr_slot_var(uintptr_t ctx, size_t idx)
{
	char name[V8_NAMELEN];

	if (v8_context_slot_name(ctx, idx, name, sizeof (name)) == 0 &&
	    name[0] != '\0') {
		fr_out(": variable ");
		fr_out_esc(name, strlen(name));
	}
}

/* Is a hit without a JS referrer worth a line (-v, a context, a global)? */
static int
fr_shown(const fr_hit_t *h, uint_t flags)
{
	return ((flags & V8_REFS_ALL) || (h->fh_holderflags & V8_MF_CONTEXT) ||
	    (h->fh_holdertype == fr_t_cell &&
	    fr_t_cell != -1 && h->fh_off == FR_CELL_VALUE));
}

/*
 * Prints one hit; returns the JS-level referrer (for the next level), or
 * 0 when there is none.  Prints nothing for an internal holder nobody
 * JS-visible owns, unless fr_shown() says it is worth a line.
 */
static uintptr_t
fr_print(const fr_hit_t *h, uint_t flags, int depth)
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
		return (0);
	fr_out("%*s%p referred to by ", depth * 4, "", h->fh_target);
	memset(&fp, 0, sizeof (fp));
	fp.fp_value = h->fh_target;

	if (h->fh_holderflags & V8_MF_STRING) {
		fr_out("%p (%s)", h->fh_holder, fr_string_role(h));
		fr_describe(h->fh_holder, flags);
		fr_out("\n");
		return (h->fh_holder);
	}
	if (h->fh_holdertype == v8_cfg.vt_JSBoundFunction &&
	    fr_bound_field(h) != NULL) {
		fr_out("%p.%s", h->fh_holder, fr_bound_field(h));
		fr_describe(h->fh_holder, flags);
		fr_out("\n");
		return (h->fh_holder);
	}
	if (h->fh_holderflags & (V8_MF_JSOBJECT | V8_MF_JSFUNCTION)) {
		(void) v8_obj_props_iter(h->fh_holder, fr_prop_cb, &fp);
		if (fp.fp_found) {
			fr_out("%p.", h->fh_holder);
			fr_out_esc(fp.fp_name, strlen(fp.fp_name));
		} else {
			fr_out("%p+0x%lx", h->fh_holder,
			    (unsigned long)h->fh_off);
		}
		fr_describe(h->fh_holder, flags);
		fr_out("\n");
		return (h->fh_holder);
	}
	switch (h->fh_ownerkind) {
	case FR_OWN_ELEMENTS:
		fr_out("%p[%lu]", h->fh_owner, (unsigned long)idx);
		fr_describe(h->fh_owner, flags);
		fr_out("\n");
		return (h->fh_owner);
	case FR_OWN_PROPS:
		(void) v8_obj_props_iter(h->fh_owner, fr_prop_cb, &fp);
		if (fp.fp_found) {
			fr_out("%p.", h->fh_owner);
			fr_out_esc(fp.fp_name, strlen(fp.fp_name));
		} else {
			fr_out("%p (property array %p[%lu])", h->fh_owner,
			    h->fh_holder, (unsigned long)idx);
		}
		fr_describe(h->fh_owner, flags);
		fr_out("\n");
		return (h->fh_owner);
	case FR_OWN_COLLECTION:
		if (fr_entry_name(h, idx, name, sizeof (name)) != 0)
			break;
		fr_out("%p.%s", h->fh_owner, name);
		fr_describe(h->fh_owner, flags);
		fr_out("\n");
		return (h->fh_owner);
	case FR_OWN_BOUNDARGS:
		fr_out("%p.[[BoundArgs]][%lu]", h->fh_owner,
		    (unsigned long)idx);
		fr_describe(h->fh_owner, flags);
		fr_out("\n");
		return (h->fh_owner);
	case FR_OWN_BINDINGS:
		if (fr_binding_name(idx, name, sizeof (name)) != 0)
			break;
		mdb_printf("%p.%s", h->fh_owner, name);
		fr_describe(h->fh_owner, flags);
		mdb_printf("\n");
		return (h->fh_owner);
	case FR_OWN_CLOSURE:
		if (v8_func_display_name(h->fh_owner, name, sizeof (name)) !=
		    0 || name[0] == '\0')
			(void) snprintf(name, sizeof (name), "<unreadable "
			    "name>");
		fr_out("%p (closure context, slot %lu", h->fh_holder,
		    (unsigned long)idx);
		fr_slot_var(h->fh_holder, idx);
		fr_out(") of function ");
		fr_out_esc(name, strlen(name));
		fr_out(" %p\n", h->fh_owner);
		return (h->fh_owner);
	default:
		break;
	}
	/* a global variable: the global object's dictionary holds a cell */
	if (h->fh_ownerkind == FR_OWN_GLOBALCELL &&
	    h->fh_off == FR_CELL_VALUE &&
	    v8_string_read(h->fh_key, name, sizeof (name), 0, V8_STR_ESCAPE,
	    NULL) == 0) {
		fr_out("global.%s (property cell %p)\n", name,
		    h->fh_holder);
		return (0);
	}
	if (h->fh_holdertype == fr_t_cell &&
	    fr_t_cell != -1 && h->fh_off == FR_CELL_VALUE &&
	    FR_CELL_NAME >= 0 &&
	    v8_read_tagged(h->fh_holder, FR_CELL_NAME, &cellname) == 0 &&
	    v8_is_string(cellname) &&
	    v8_string_read(cellname, name, sizeof (name), 0, V8_STR_ESCAPE,
	    NULL) == 0) {
		fr_out("global.%s (property cell %p)\n", name,
		    h->fh_holder);
		return (0);
	}
	tname = v8_type_name(h->fh_holdertype);
	if (h->fh_holderflags & V8_MF_CONTEXT) {
		fr_out("%p (context, slot %lu", h->fh_holder,
		    (unsigned long)idx);
		fr_slot_var(h->fh_holder, idx);
		fr_out(")\n");
	}
	else
		fr_out("%p+0x%lx (%s)\n", h->fh_holder,
		    (unsigned long)h->fh_off, tname != NULL ? tname : "?");
	return (0);
}

/* ---- -g: the retainer graph in Graphviz DOT ---- */

#define	FR_MAXNODES	4096

typedef struct fr_dot {
	uintptr_t fd_nodes[FR_MAXNODES];
	size_t fd_nnodes;
	int fd_global;			/* the "global" node is out */
	int fd_full;			/* nodes left out: said once */
} fr_dot_t;

/* Bytes of a valid UTF-8 sequence at s (at most n), or 0. */
static size_t
fr_utf8_len(const unsigned char *s, size_t n)
{
	size_t k, i;

	if (s[0] < 0x80)
		return (1);
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		k = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		k = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		k = 4;
	else
		return (0);
	if (k > n)
		return (0);
	for (i = 1; i < k; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return (0);
	}
	return (k);
}

/*
 * A DOT string's contents (the quotes are the caller's): '"' and '\'
 * escaped, a line end as DOT's \n, other control bytes and bytes that
 * are not UTF-8 as the text \\xNN, so any name from the core gives a
 * string Graphviz reads and that cannot end early.
 */
static void
fr_dot_str(const char *str, int record)
{
	const unsigned char *p = (const unsigned char *)str;
	size_t n = strlen(str), k;

	while (n > 0) {
		if (*p == '"' || *p == '\\' ||
		    (record && strchr("{}|<>", *p) != NULL)) {
			mdb_printf("\\%c", *p);
			k = 1;
		} else if (*p == '\n') {
			mdb_printf("\\n");
			k = 1;
		} else if (*p < 0x20 || *p == 0x7f ||
		    (k = fr_utf8_len(p, n)) == 0 ||
		    (k == 2 && p[0] == 0xc2 && p[1] < 0xa0)) {
			/* C0, DEL, C1 (U+0080..U+009F) or not UTF-8 */
			mdb_printf("\\\\x%02x", *p);
			k = 1;
		} else {
			mdb_printf("%.*s", (int)k, (const char *)p);
		}
		p += k;
		n -= k;
	}
}

/* "Constructor", "function name", "string" ...: what a node is. */
static void
fr_dot_kind(uintptr_t addr, char *buf, size_t len)
{
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

/* Declares a node once (0: the "global" pseudo-node). */
static void
fr_dot_node(fr_dot_t *fd, uintptr_t addr, int target)
{
	char kind[V8_NAMELEN + 16];
	size_t i;

	if (addr == 0) {
		if (!fd->fd_global++)
			mdb_printf("  global [shape=ellipse];\n");
		return;
	}
	for (i = 0; i < fd->fd_nnodes; i++) {
		if (fd->fd_nodes[i] == addr)
			return;
	}
	if (fd->fd_nnodes == FR_MAXNODES) {
		if (!fd->fd_full++)
			mdb_warn("jsfindrefs: -g: more than %d nodes; edges to "
			    "the rest name them by address only", FR_MAXNODES);
		return;
	}
	fd->fd_nodes[fd->fd_nnodes++] = addr;
	fr_dot_kind(addr, kind, sizeof (kind));
	/* a record: the kind above the address */
	mdb_printf("  \"%lx\" [label=\"{", (unsigned long)addr);
	fr_dot_str(kind, 1);
	mdb_printf("|%lx}\"%s];\n", (unsigned long)addr,
	    target ? ", style=bold" : "");
}

/*
 * One edge, from the line fr_print wrote for a hit ("T referred to by
 * REST"): from the referrer r (or, with none, the global object or the
 * internal holder the line starts with) to the target, labelled with
 * REST less the referrer's own address.
 */
static void
fr_dot_edge(fr_dot_t *fd, uintptr_t target, uintptr_t r, const char *line)
{
	static const char by[] = " referred to by ";
	const char *rest = strstr(line, by), *lab;
	char hex[32], label[FR_LINEMAX];
	size_t n, hl;

	if (rest == NULL)
		return;
	rest += sizeof (by) - 1;
	(void) snprintf(label, sizeof (label), "%s", rest);
	n = strlen(label);
	while (n > 0 && label[n - 1] == '\n')
		label[--n] = '\0';
	lab = label;
	if (r != 0) {
		hl = (size_t)snprintf(hex, sizeof (hex), "%lx",
		    (unsigned long)r);
		if (strncmp(lab, hex, hl) == 0) {
			lab += hl;
		} else if (n > hl + 1 && label[n - hl - 1] == ' ' &&
		    strcmp(label + n - hl, hex) == 0) {
			/* "CTX (closure context, ...) of function F r" */
			label[n - hl - 1] = '\0';
			lab += strspn(lab, "0123456789abcdef");
		}
		while (*lab == ' ')
			lab++;
		fr_dot_node(fd, r, 0);
		mdb_printf("  \"%lx\" -> \"%lx\" [label=\"", (unsigned long)r,
		    (unsigned long)target);
	} else if (strncmp(lab, "global.", 7) == 0) {
		lab += 6;
		fr_dot_node(fd, 0, 0);
		mdb_printf("  global -> \"%lx\" [label=\"",
		    (unsigned long)target);
	} else {
		uintptr_t holder = (uintptr_t)strtoul(lab, NULL, 16);

		if (holder == 0)
			return;
		lab += strspn(lab, "0123456789abcdef");
		while (*lab == ' ')
			lab++;
		fr_dot_node(fd, holder, 0);
		mdb_printf("  \"%lx\" -> \"%lx\" [label=\"",
		    (unsigned long)holder, (unsigned long)target);
	}
	fr_dot_str(lab, 0);
	mdb_printf("\"];\n");
}

int
v8_findrefs(const uintptr_t *targets, size_t n, uint_t flags, int maxdepth)
{
	uintptr_t cur[FR_MAXTARGETS], next[FR_MAXTARGETS];
	uintptr_t seen[FR_MAXTARGETS * FR_MAXDEPTH];
	size_t ncur, nnext, nseen = 0, i, j, shown;
	fr_state_t fs;
	fr_dot_t *fd = NULL;
	int depth, warned = 0;

	if (maxdepth < 1)
		maxdepth = 1;
	if (maxdepth > FR_MAXDEPTH)
		maxdepth = FR_MAXDEPTH;
	ncur = n < FR_MAXTARGETS ? n : FR_MAXTARGETS;
	memcpy(cur, targets, ncur * sizeof (uintptr_t));
	for (i = 0; i < ncur; i++)
		seen[nseen++] = cur[i];

	memset(&fs, 0, sizeof (fs));
	if ((fs.fs_hits = mdb_alloc(FR_MAXHITS * sizeof (fr_hit_t),
	    UM_GC)) == NULL) {
		mdb_warn("jsfindrefs: out of memory");
		return (-1);
	}
	fs.fs_flags = flags;
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
	if (flags & V8_REFS_GRAPH) {
		if ((fd = mdb_zalloc(sizeof (*fd), UM_GC)) == NULL) {
			mdb_warn("jsfindrefs: out of memory");
			return (-1);
		}
		mdb_printf("digraph retainers {\n"
		    "  node [shape=record, fontname=\"monospace\"];\n"
		    "  edge [fontname=\"monospace\"];\n");
		for (i = 0; i < ncur; i++)
			fr_dot_node(fd, cur[i], 1);
	}
	for (depth = 0; depth < maxdepth && ncur > 0; depth++) {
		fs.fs_targets = cur;
		fs.fs_ntargets = ncur;
		fs.fs_nhits = 0;
		fs.fs_needowners = 0;
		fs.fs_truncated = 0;
		if (v8_heap_iter(0, fr_scan_cb, &fs) != 0) {
			mdb_warn("jsfindrefs: cannot walk the V8 heap");
			return (-1);
		}
		if (fs.fs_needowners && (flags & V8_REFS_NOOWNERS)) {
			if (!warned++)
				mdb_warn("jsfindrefs: -l 1: references "
				    "through V8's internal arrays (elements, "
				    "property arrays, contexts, tables) are not "
				    "followed to their JS objects");
			fs.fs_needowners = 0;
		}
		if (fs.fs_needowners &&
		    v8_heap_iter(0, fr_owner_cb, &fs) != 0)
			return (-1);

		nnext = 0;
		for (i = 0; i < ncur; i++) {
			shown = 0;
			for (j = 0; j < fs.fs_nhits; j++) {
				uintptr_t r;
				size_t k;

				if (fs.fs_hits[j].fh_target != cur[i])
					continue;
				if (fd != NULL) {
					fr_graph = 1;
					fr_linelen = 0;
					fr_line[0] = '\0';
				}
				r = fr_print(&fs.fs_hits[j], flags, depth);
				fr_graph = 0;
				if (r == 0 && !fr_shown(&fs.fs_hits[j], flags))
					continue;
				if (fd != NULL && fr_linelen > 0)
					fr_dot_edge(fd, cur[i], r, fr_line);
				shown++;
				if (r == 0)
					continue;
				for (k = 0; k < nseen && seen[k] != r; k++)
					;
				if (k == nseen && nnext < FR_MAXTARGETS &&
				    nseen < sizeof (seen) / sizeof (seen[0])) {
					seen[nseen++] = r;
					next[nnext++] = r;
				}
			}
			if (shown == 0 && fd != NULL)
				mdb_printf("  /* %lx is not referred to by a "
				    "known object */\n", (unsigned long)cur[i]);
			else if (shown == 0)
				mdb_printf("%*s%p is not referred to by a "
				    "known object.\n", depth * 4, "", cur[i]);
		}
		if (fs.fs_truncated)
			mdb_warn("jsfindrefs: more than %d references; the "
			    "rest are not shown", FR_MAXHITS);
		memcpy(cur, next, nnext * sizeof (uintptr_t));
		ncur = nnext;
	}
	if (fd != NULL)
		mdb_printf("}\n");
	return (0);
}

static int
dcmd_jsfindrefs(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uint_t opt_d = 0, opt_v = 0, opt_g = 0;
	uintptr_t levels = 1, hops = 5;
	uint_t rflags = 0;

	if (v8_dcmd_start("jsfindrefs", flags,
	    V8_NEED_HEAP | V8_NEED_PRINT) != 0)
		return (DCMD_ERR);
	if (mdb_getopts(argc, argv,
	    'd', MDB_OPT_SETBITS, 1, &opt_d,
	    'g', MDB_OPT_SETBITS, 1, &opt_g,
	    'v', MDB_OPT_SETBITS, 1, &opt_v,
	    'l', MDB_OPT_UINTPTR, &hops,
	    'r', MDB_OPT_UINTPTR, &levels, NULL) != argc)
		return (DCMD_USAGE);
	if (!(flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	if (!v8_is_heapobject(addr)) {
		mdb_warn("jsfindrefs: %lx is not a heap object pointer (tagged "
		    "addresses end in 1)", (unsigned long)addr);
		return (DCMD_ERR);
	}
	if (opt_d)
		rflags |= V8_REFS_ALL;
	if (opt_v && opt_g) {
		mdb_warn("jsfindrefs: -g and -v: a graph's nodes name their "
		    "kind already");
		return (DCMD_USAGE);
	}
	if (opt_v)
		rflags |= V8_REFS_VERBOSE;
	if (opt_g)
		rflags |= V8_REFS_GRAPH;
	/* mdb_v8's -l: 1 follows no internal object; 0 meant no limit */
	if (hops == 1)
		rflags |= V8_REFS_NOOWNERS;
	if (levels > FR_MAXDEPTH) {
		mdb_warn("jsfindrefs: -r %lu: at most %d levels are followed",
		    (unsigned long)levels, FR_MAXDEPTH);
		levels = FR_MAXDEPTH;
	}
	return (v8_findrefs(&addr, 1, rflags, (int)levels) == 0 ?
	    DCMD_OK : DCMD_ERR);
}

static void
dcmd_jsfindrefs_help(void)
{
	mdb_printf("%s\n",
"Finds the objects that refer to a heap object: JS objects (by property\n"
"name), arrays (by index), closure contexts (with the variable and the\n"
"closure they belong to), bound functions (target, this, arguments),\n"
"Map/Set/WeakMap entries and strings (a sliced string's parent, a cons\n"
"string's parts).  One pass over the heap per level.\n"
"\n"
"  -d        also show internal referrers (any heap object's slot)\n"
"  -g        print the retainer graph in Graphviz DOT (dot -Tsvg draws\n"
"            it): a node per object (its constructor or kind and\n"
"            address), an edge per reference from the referrer to the\n"
"            object, labelled as the text names it; -r sets the depth\n"
"  -l HOPS   how many V8-internal objects to follow between the value\n"
"            and a JS referrer, as mdb_v8 counted them (default 5; 1\n"
"            follows none; jsmdb needs at most one: a JS object's\n"
"            elements, property array, context or table)\n"
"  -r DEPTH  also find who refers to the referrers, to this depth\n"
"            (default 1, at most 16)\n"
"  -v        describe each referrer in one line");
}

const mdb_dcmd_t v8_findrefs_dcmds[] = {
	{ "jsfindrefs", ":[-dgv] [-l maxdepth] [-r depth]",
	    "find the objects that refer to an object",
	    dcmd_jsfindrefs, dcmd_jsfindrefs_help },
	{ NULL }
};
