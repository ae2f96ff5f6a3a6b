/*
 * elements.c: indexed elements of JS objects: fast (packed and holey; Smi,
 * object and double) and dictionary (NumberDictionary) backing stores.
 */
#include <stdlib.h>
#include <string.h>

#include "v8.h"
#include "sort.h"

int
v8_array_length(uintptr_t arr, size_t *lenp)
{
	uintptr_t v;
	int type;
	double d;

	if (v8_obj_type(arr, &type) != 0 || type != v8_cfg.vt_JSArray ||
	    v8_read_tagged(arr, v8_cfg.vo_JSArray_length, &v) != 0 ||
	    v8_number_value(v, &d) != 0 || d < 0 || d > 4294967295.0)
		return (-1);
	*lenp = (size_t)d;
	return (0);
}

static int
is_double_hole(uint64_t bits)
{
	uint64_t hole = ((uint64_t)v8_cfg.vc_double_hole_upper32 << 32) |
	    v8_cfg.vc_double_hole_lower32;

	return (bits == hole);
}

typedef struct num_ent {
	uint64_t ne_index;
	uintptr_t ne_value;
} num_ent_t;

static int
num_ent_cmp(const void *a, const void *b)
{
	const num_ent_t *x = a, *y = b;

	return (x->ne_index < y->ne_index ? -1 :
	    x->ne_index > y->ne_index ? 1 : 0);
}

/* NumberDictionary: [nelements, ndeleted, capacity, max key, entries] */
static int
elems_dict(uintptr_t elems, uint64_t limit, v8_elem_f *cb, void *arg)
{
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t *slots;
	size_t n = 0, cap, first, esz, i, nents = 0;
	num_ent_t *ents;
	int rv;

	if (v8_fixedarray_read(elems, &slots, &n) != 0 || n < 3 ||
	    !v8_is_smi(slots[2]))
		return (-1);
	cap = (size_t)v8_smi_value(slots[2]);
	first = (size_t)(c->vc_namedict_prefix_start +
	    c->vc_numberdict_prefix_size);
	esz = (size_t)c->vc_numberdict_entry_size;
	if (esz < 2 || cap > V8_MAX_ELEMS || first + cap * esz > n)
		return (-1);
	if ((ents = mdb_alloc(sizeof (num_ent_t) * (cap + 1), UM_GC)) == NULL)
		return (-1);
	for (i = 0; i < cap; i++) {
		uintptr_t key = slots[first + i * esz];
		double d;

		if (!v8_is_smi(key) && v8_oddball_kind(key) != V8_ODD_NONE)
			continue;	/* empty or deleted */
		if (v8_number_value(key, &d) != 0 || d < 0 ||
		    (uint64_t)d >= limit)
			continue;
		ents[nents].ne_index = (uint64_t)d;
		ents[nents].ne_value = slots[first + i * esz + 1];
		nents++;
	}
	mdb_qsort(ents, nents, sizeof (num_ent_t), num_ent_cmp);
	for (i = 0; i < nents; i++) {
		v8_elem_t e;

		memset(&e, 0, sizeof (e));
		e.ve_index = ents[i].ne_index;
		e.ve_value = ents[i].ne_value;
		if ((rv = cb(&e, arg)) != 0)
			return (rv);
	}
	return (0);
}

typedef struct ent_list {
	num_ent_t *el_ents;
	size_t el_n, el_max;
} ent_list_t;

static int
ent_list_cb(const v8_elem_t *e, void *arg)
{
	ent_list_t *el = arg;

	if (el->el_n < el->el_max) {
		el->el_ents[el->el_n].ne_index = e->ve_index;
		el->el_ents[el->el_n].ne_value = e->ve_value;
		el->el_n++;
	}
	return (0);
}

/*
 * Could this FixedArray be a NumberDictionary (capacity a power of two,
 * the length exactly that of its entries)?  V8 3.14 and 3.28 keep both
 * stores of a sloppy arguments object under one elements kind, and both
 * are FIXED_ARRAY_TYPE: a store that could be either is not decoded.
 */
static int
maybe_dict(const uintptr_t *slots, size_t n)
{
	const v8_cfg_t *c = &v8_cfg;
	intptr_t cap;

	if (n < 3 || !v8_is_smi(slots[2]))
		return (0);
	cap = v8_smi_value(slots[2]);
	return (cap > 0 && (cap & (cap - 1)) == 0 &&
	    (size_t)(c->vc_namedict_prefix_start + c->vc_numberdict_prefix_size +
	    cap * c->vc_numberdict_entry_size) == n);
}

/*
 * A sloppy arguments object's elements: the parameter map [context,
 * arguments, per mapped parameter the hole or the context slot that
 * holds it], the arguments a FixedArray or a NumberDictionary.
 */
static int
elems_sloppy(uintptr_t obj, uintptr_t elems, int slow, v8_elem_f *cb,
    void *arg)
{
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t *pm, *st = NULL, ctx;
	size_t npm = 0, nst = 0, nmapped, i, n;
	ent_list_t el;
	int rv, etype;

	if (c->vt_SloppyArgumentsElements != -1 && v8_obj_type(elems,
	    &etype) == 0 && etype == c->vt_SloppyArgumentsElements) {
		/* V8 9.4 on: context, arguments, then length entries */
		intptr_t len;

		if (v8_read_smi(elems, c->vo_FixedArrayBase_length,
		    &len) != 0 || len < 0 || len > V8_MAX_ELEMS)
			return (-1);
		npm = (size_t)len + 2;
		if ((pm = mdb_alloc(npm * sizeof (uintptr_t), UM_GC)) ==
		    NULL || v8_vread_words(v8_untag(elems) +
		    c->vo_FixedArray_data, c->vc_tagged_size, pm, npm) != 0)
			return (-1);
	} else if (v8_fixedarray_read(elems, &pm, &npm) != 0 || npm < 2) {
		return (-1);
	}
	ctx = pm[0];
	nmapped = npm - 2;
	if (!slow) {
		if (v8_fixedarray_read(pm[1], &st, &nst) != 0)
			return (-1);
		if (c->vc_elements_sloppy_slow == -1 && maybe_dict(st, nst)) {
			mdb_warn("%lx: the arguments object's elements are not "
			    "decoded (this V8 keeps a FixedArray and a "
			    "dictionary under one elements kind, and this "
			    "store could be either)\n", obj);
			return (-1);
		}
	}
	n = nmapped + (slow ? 0 : nst) + 1;
	if (n > V8_MAX_ELEMS)
		return (-1);
	el.el_max = slow ? V8_MAX_ELEMS : n;
	if ((el.el_ents = mdb_alloc(sizeof (num_ent_t) * el.el_max,
	    UM_GC)) == NULL)
		return (-1);
	el.el_n = 0;
	/* the mapped parameters: their values live in the context */
	for (i = 0; i < nmapped; i++) {
		uintptr_t v;

		if (!v8_is_smi(pm[2 + i]))
			continue;
		if (v8_read_tagged(ctx, c->vo_FixedArray_data +
		    (ssize_t)(v8_smi_value(pm[2 + i]) * c->vc_tagged_size),
		    &v) != 0)
			return (-1);
		el.el_ents[el.el_n].ne_index = i;
		el.el_ents[el.el_n].ne_value = v;
		el.el_n++;
	}
	/* the others from the arguments store */
	if (slow) {
		size_t nm = el.el_n;
		ent_list_t more = el;

		more.el_ents = el.el_ents + nm;
		more.el_max = el.el_max - nm;
		more.el_n = 0;
		if (elems_dict(pm[1], (uint64_t)-1, ent_list_cb, &more) != 0)
			return (-1);
		for (i = 0; i < more.el_n; i++) {
			uint64_t ix = more.el_ents[i].ne_index;

			if (ix < nmapped && v8_is_smi(pm[2 + ix]))
				continue;
			el.el_ents[el.el_n++] = more.el_ents[i];
		}
	} else {
		for (i = 0; i < nst; i++) {
			if ((i < nmapped && v8_is_smi(pm[2 + i])) ||
			    (!v8_is_smi(st[i]) && v8_is_hole(st[i])))
				continue;
			el.el_ents[el.el_n].ne_index = i;
			el.el_ents[el.el_n].ne_value = st[i];
			el.el_n++;
		}
	}
	mdb_qsort(el.el_ents, el.el_n, sizeof (num_ent_t), num_ent_cmp);
	for (i = 0; i < el.el_n; i++) {
		v8_elem_t e;

		memset(&e, 0, sizeof (e));
		e.ve_index = el.el_ents[i].ne_index;
		e.ve_value = el.el_ents[i].ne_value;
		if ((rv = cb(&e, arg)) != 0)
			return (rv);
	}
	return (0);
}

int
v8_obj_elems_iter(uintptr_t obj, v8_elem_f *cb, void *arg)
{
	uintptr_t map, elems;
	v8_mapinfo_t mi;
	size_t blen, limit, i, alen;
	int etype, rv;

	if (v8_obj_map(obj, &map) != 0 || v8_map_info(map, &mi) != 0 ||
	    !v8_type_is_jsobject(mi.vm_type) ||
	    v8_read_tagged(obj, v8_cfg.vo_JSObject_elements, &elems) != 0 ||
	    v8_obj_type(elems, &etype) != 0)
		return (-1);
	limit = (size_t)-1;
	if (mi.vm_type == v8_cfg.vt_JSArray) {
		if (v8_array_length(obj, &alen) != 0)
			return (-1);
		limit = alen;
	}

	if (mi.vm_elements_kind == v8_cfg.vc_elements_dictionary)
		return (elems_dict(elems, limit, cb, arg));
	if (v8_cfg.vc_elements_sloppy_fast != -1 &&
	    (mi.vm_elements_kind == v8_cfg.vc_elements_sloppy_fast ||
	    mi.vm_elements_kind == v8_cfg.vc_elements_sloppy_slow))
		return (elems_sloppy(obj, elems, mi.vm_elements_kind ==
		    v8_cfg.vc_elements_sloppy_slow, cb, arg));

	if (v8_fixedarray_length(elems, &blen) != 0)
		return (-1);
	if (blen > V8_MAX_ELEMS)
		blen = V8_MAX_ELEMS;
	if (blen > limit)
		blen = limit;

	if (etype == v8_cfg.vt_FixedDoubleArray) {
		for (i = 0; i < blen; i++) {
			uint64_t bits;
			v8_elem_t e;

			/* a FixedDoubleArray's slots are doubles, 8 bytes
			   on every architecture */
			if (mdb_vread(&bits, sizeof (bits), v8_untag(elems) +
			    v8_cfg.vo_FixedArray_data + i * sizeof (double)) !=
			    sizeof (bits))
				return (-1);
			if (is_double_hole(bits))
				continue;
			memset(&e, 0, sizeof (e));
			e.ve_index = i;
			e.ve_is_double = 1;
			memcpy(&e.ve_double, &bits, sizeof (double));
			if ((rv = cb(&e, arg)) != 0)
				return (rv);
		}
		return (0);
	}

	if (!v8_type_is_fixedarray(etype)) {
		/* sloppy arguments, string wrappers, typed arrays: none */
		return (0);
	}
	for (i = 0; i < blen; i += 1024) {
		uintptr_t vals[1024];
		size_t j, n = blen - i < 1024 ? blen - i : 1024;

		if (v8_vread_words(v8_untag(elems) + v8_cfg.vo_FixedArray_data +
		    i * (size_t)v8_cfg.vc_tagged_size, v8_cfg.vc_tagged_size,
		    vals, n) != 0)
			return (-1);
		for (j = 0; j < n; j++) {
			v8_elem_t e;

			if (!v8_is_smi(vals[j]) && v8_is_hole(vals[j]))
				continue;
			memset(&e, 0, sizeof (e));
			e.ve_index = i + j;
			e.ve_value = vals[j];
			if ((rv = cb(&e, arg)) != 0)
				return (rv);
		}
	}
	return (0);
}

const char *
v8_elements_kind_name(int kind)
{
	const v8_cfg_t *c = &v8_cfg;

	if (kind == c->vc_elements_dictionary)
		return ("DICTIONARY_ELEMENTS");
	switch (kind) {
	case 0: return ("PACKED_SMI_ELEMENTS");
	case 1: return ("HOLEY_SMI_ELEMENTS");
	case 2: return ("PACKED_ELEMENTS");
	case 3: return ("HOLEY_ELEMENTS");
	case 4: return ("PACKED_DOUBLE_ELEMENTS");
	case 5: return ("HOLEY_DOUBLE_ELEMENTS");
	case 6: return ("PACKED_NONEXTENSIBLE_ELEMENTS");
	case 7: return ("HOLEY_NONEXTENSIBLE_ELEMENTS");
	case 8: return ("PACKED_SEALED_ELEMENTS");
	case 9: return ("HOLEY_SEALED_ELEMENTS");
	case 10: return ("PACKED_FROZEN_ELEMENTS");
	case 11: return ("HOLEY_FROZEN_ELEMENTS");
	default: return ("OTHER_ELEMENTS");
	}
}
