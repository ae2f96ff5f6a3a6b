/*
 * object.c: a JS object's own named properties in all three layouts
 * (in-object and out-of-object fast properties described by the map's
 * DescriptorArray; dictionary mode), its constructor, its embedder fields,
 * and the entries of JSMap / JSSet tables.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"
#include "sort.h"

/* Symbols flagged private are V8's hidden properties. */
static int
key_is_private(uintptr_t key)
{
	int type;
	uint32_t fl;

	if (v8_obj_type(key, &type) != 0 || type != v8_cfg.vt_Symbol)
		return (0);
	if (v8_read_u32(key, v8_cfg.vo_Symbol_flags,
	    &fl) != 0)
		return (0);
	return ((fl >> v8_cfg.vc_symbol_private_bit) & 1);
}

static int
key_is_symbol(uintptr_t key)
{
	int type;

	return (v8_obj_type(key, &type) == 0 && type == v8_cfg.vt_Symbol);
}

/* Fills in vp_name and the key-derived flags, then calls back. */
static int
prop_emit(v8_prop_t *p, char *namebuf, size_t namesz, v8_prop_f *cb,
    void *arg)
{
	if (v8_name_read(p->vp_key, namebuf, namesz) != 0)
		(void) snprintf(namebuf, namesz, "<key %lx>",
		    (unsigned long)p->vp_key);
	p->vp_name = namebuf;
	if (key_is_symbol(p->vp_key)) {
		p->vp_flags |= V8_PROP_SYMBOL;
		if (key_is_private(p->vp_key))
			p->vp_flags |= V8_PROP_PRIVATE;
	}
	return (cb(p, arg));
}

/* ---- fast properties ---- */

static int
props_fast(uintptr_t obj, const v8_mapinfo_t *mi, v8_prop_f *cb, void *arg)
{
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t descs = mi->vm_descriptors, props = 0;
	size_t nprops = 0;
	int i, n = mi->vm_nown_descriptors, rv;
	char name[512];
	uint16_t nall;

	if (n == 0)
		return (0);
	if (n > V8_MAX_PROPS)
		return (-1);
	/* The descriptor array may be shared and longer; never shorter. */
	if (v8_read_u16(descs, c->vo_DescriptorArray_nall, &nall) != 0 ||
	    nall < n) {
		v8_cfg_warn("%lx: map's descriptor array is unreadable",
		    obj);
		return (-1);
	}
	if (v8_read_tagged(obj, c->vo_JSReceiver_properties, &props) == 0 &&
	    v8_is_heapobject(props)) {
		intptr_t lh;

		/* PropertyArray: length in the low bits of length_and_hash */
		if (v8_read_smi(props, c->vo_PropertyArray_length_and_hash,
		    &lh) == 0)
			nprops = (size_t)lh & 0x3ff;
		if (nprops == 0)
			(void) v8_fixedarray_length(props, &nprops);
	}

	for (i = 0; i < n; i++) {
		ssize_t base = c->vo_DescriptorArray_header_size +
		    (ssize_t)i * c->vc_prop_desc_size * c->vc_tagged_size;
		uintptr_t key, dv, val;
		intptr_t details;
		v8_prop_t p;

		if (v8_read_tagged(descs, base + c->vc_prop_desc_key *
		    c->vc_tagged_size, &key) != 0 ||
		    v8_read_tagged(descs, base + c->vc_prop_desc_details *
		    c->vc_tagged_size, &dv) != 0 || !v8_is_smi(dv))
			return (-1);
		details = v8_smi_value(dv);
		memset(&p, 0, sizeof (p));
		p.vp_key = key;
		p.vp_index = i;

		if ((((uintptr_t)details & c->vc_prop_location_mask) >>
		    c->vc_prop_location_shift) ==
		    (uintptr_t)c->vc_prop_location_field) {
			size_t idx = ((uintptr_t)details &
			    c->vc_prop_index_mask) >> c->vc_prop_index_shift;

			/* V8 3.14: the index is the descriptor's value */
			if (c->vc_prop_index_in_value) {
				uintptr_t iv;

				if (v8_read_tagged(descs, base +
				    c->vc_prop_desc_value * c->vc_tagged_size,
				    &iv) != 0 || !v8_is_smi(iv) ||
				    v8_smi_value(iv) < 0)
					return (-1);
				idx = (size_t)v8_smi_value(iv);
			}

			if (idx < (size_t)mi->vm_inobject_count) {
				if (v8_read_tagged(obj, (ssize_t)
				    (mi->vm_inobject_start + idx) *
				    c->vc_tagged_size, &val) != 0)
					return (-1);
				p.vp_flags |= V8_PROP_INOBJECT;
			} else {
				idx -= mi->vm_inobject_count;
				if (props == 0 || idx >= nprops ||
				    v8_fixedarray_get(props, idx, &val) != 0) {
					/* a slack field not yet stored */
					continue;
				}
				p.vp_flags |= V8_PROP_OUTOFOBJECT;
			}
			if ((((uintptr_t)details & c->vc_prop_repr_mask) >>
			    c->vc_prop_repr_shift) ==
			    (uintptr_t)c->vc_prop_repr_double) {
				p.vp_flags |= V8_PROP_DOUBLE;
				/* unboxed in the object: the raw double */
				if (c->vc_double_fields_unboxed &&
				    (p.vp_flags & V8_PROP_INOBJECT))
					p.vp_flags |= V8_PROP_UNBOXED;
			}
		} else {
			if (v8_read_tagged(descs, base + c->vc_prop_desc_value *
			    c->vc_tagged_size, &val) != 0)
				return (-1);
			p.vp_flags |= V8_PROP_CONST;
		}
		if (((uintptr_t)details & c->vc_prop_kind_mask) ==
		    (uintptr_t)c->vc_prop_kind_accessor)
			p.vp_flags |= V8_PROP_ACCESSOR;
		if (((details >> v8_cfg.vc_prop_attributes_shift) &
		    v8_cfg.vc_prop_attributes_dontenum) != 0)
			p.vp_flags |= V8_PROP_DONTENUM;
		p.vp_value = val;
		if ((rv = prop_emit(&p, name, sizeof (name), cb, arg)) != 0)
			return (rv);
	}
	return (0);
}

/* ---- dictionary properties ---- */

typedef struct dict_ent {
	uintptr_t de_key;
	uintptr_t de_value;
	intptr_t de_details;
	intptr_t de_order;
} dict_ent_t;

static int
dict_ent_cmp(const void *a, const void *b)
{
	const dict_ent_t *x = a, *y = b;

	return (x->de_order < y->de_order ? -1 :
	    x->de_order > y->de_order ? 1 : 0);
}

/* A live dictionary key: not undefined (empty) and not the hole. */
static int
dict_key_live(uintptr_t key)
{
	v8_oddball_t k;

	if (v8_is_smi(key))
		return (1);
	k = v8_oddball_kind(key);
	return (k == V8_ODD_NONE);
}

/*
 * NameDictionary (and GlobalDictionary, whose entries are PropertyCells):
 * a HashTable: [nelements, ndeleted, capacity, prefix..., entries...].
 * Properties come back in enumeration (insertion) order, kept in the
 * details' dictionary storage field.
 */
static int
props_dict(uintptr_t obj, uintptr_t dict, int global, v8_prop_f *cb,
    void *arg)
{
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t *slots;
	size_t n = 0, cap, first, i, nents = 0, esz;
	dict_ent_t *ents;
	int rv = 0;
	char name[512];
	intptr_t enum_shift = v8_cfg.vc_prop_dict_storage_shift;

	if (v8_fixedarray_read(dict, &slots, &n) != 0 || n < 3 ||
	    !v8_is_smi(slots[2]))
		return (-1);
	cap = (size_t)v8_smi_value(slots[2]);
	first = (size_t)(c->vc_namedict_prefix_start + (global ?
	    c->vc_globaldict_prefix_size : c->vc_namedict_prefix_size));
	esz = global ? (size_t)c->vc_globaldict_entry_size :
	    (size_t)c->vc_namedict_entry_size;
	if (esz == 0 || cap > V8_MAX_PROPS * 4 || first + cap * esz > n) {
		v8_cfg_warn("%lx: dictionary %lx has a bad capacity", obj, dict);
		return (-1);
	}
	if ((ents = mdb_alloc(sizeof (dict_ent_t) * (cap + 1), UM_GC)) == NULL)
		return (-1);

	for (i = 0; i < cap; i++) {
		const uintptr_t *e = &slots[first + i * esz];
		uintptr_t key, val, dv;

		if (global) {
			/*
			 * The name in the entry before the cell (V8 5.1, 3.28)
			 * or in the cell; the details in the entry after the
			 * cell (3.28) or in the cell.
			 */
			int keyin = c->vc_globaldict_key_in_entry ||
			    c->vc_globaldict_value_in_cell;
			uintptr_t cell = keyin ? e[1] : e[0];

			if (keyin) {
				key = e[0];
				if (!dict_key_live(key))
					continue;
			}
			if (!dict_key_live(cell) || v8_is_smi(cell) ||
			    (!keyin && v8_read_tagged(cell,
			    v8_cfg.vo_PropertyCell_name, &key) != 0) ||
			    v8_read_tagged(cell, v8_cfg.vo_PropertyCell_value,
			    &val) != 0)
				continue;
			if (c->vc_globaldict_value_in_cell)
				dv = e[2];
			else if (v8_read_tagged(cell,
			    v8_cfg.vo_PropertyCell_details, &dv) != 0)
				continue;
			/* deleted globals keep a cell holding the hole */
			if (v8_is_hole(val))
				continue;
		} else {
			key = e[0];
			val = e[1];
			dv = e[2];
			if (!dict_key_live(key))
				continue;
		}
		if (!v8_is_smi(dv))
			continue;
		ents[nents].de_key = key;
		ents[nents].de_value = val;
		ents[nents].de_details = v8_smi_value(dv);
		ents[nents].de_order = ents[nents].de_details >> enum_shift;
		nents++;
	}
	mdb_qsort(ents, nents, sizeof (dict_ent_t), dict_ent_cmp);

	for (i = 0; i < nents; i++) {
		v8_prop_t p;

		memset(&p, 0, sizeof (p));
		p.vp_key = ents[i].de_key;
		p.vp_value = ents[i].de_value;
		p.vp_index = (int)i;
		p.vp_flags = V8_PROP_DICT;
		if (((uintptr_t)ents[i].de_details & c->vc_prop_kind_mask) ==
		    (uintptr_t)c->vc_prop_kind_accessor)
			p.vp_flags |= V8_PROP_ACCESSOR;
		if (((ents[i].de_details >> v8_cfg.vc_prop_attributes_shift) & v8_cfg.vc_prop_attributes_dontenum) != 0)
			p.vp_flags |= V8_PROP_DONTENUM;
		if ((rv = prop_emit(&p, name, sizeof (name), cb, arg)) != 0)
			break;
	}
	return (rv);
}

int
v8_obj_props_iter(uintptr_t obj, v8_prop_f *cb, void *arg)
{
	uintptr_t map, props;
	v8_mapinfo_t mi;
	int ptype;

	if (v8_obj_map(obj, &map) != 0 || v8_map_info(map, &mi) != 0 ||
	    !v8_type_is_jsobject(mi.vm_type))
		return (-1);
	if (!mi.vm_is_dictionary)
		return (props_fast(obj, &mi, cb, arg));

	if (v8_read_tagged(obj, v8_cfg.vo_JSReceiver_properties, &props) != 0 ||
	    v8_obj_type(props, &ptype) != 0)
		return (-1);
	if (v8_cfg.vt_SwissNameDictionary != -1 &&
	    ptype == v8_cfg.vt_SwissNameDictionary) {
		v8_cfg_warn("%lx: SwissNameDictionary properties are not "
		    "supported", obj);
		return (-1);
	}
	return (props_dict(obj, props, mi.vm_type == v8_cfg.vt_JSGlobalObject,
	    cb, arg));
}

typedef struct lookup_arg {
	const char *la_name;
	uintptr_t la_value;
	int la_found;
	uint_t la_flags;
} lookup_arg_t;

static int
lookup_cb(const v8_prop_t *p, void *arg)
{
	lookup_arg_t *la = arg;

	if ((p->vp_flags & V8_PROP_PRIVATE) ||
	    strcmp(p->vp_name, la->la_name) != 0)
		return (0);
	la->la_value = p->vp_value;
	la->la_flags = p->vp_flags;
	la->la_found = 1;
	return (1);
}

/*
 * A property's value and its V8_PROP_* flags: with V8_PROP_UNBOXED the
 * value is the raw bits of a double, not a V8 value.
 */
int
v8_obj_prop_lookup_flags(uintptr_t obj, const char *name, uintptr_t *valp,
    uint_t *flagsp)
{
	lookup_arg_t la = { name, 0, 0, 0 };

	(void) v8_obj_props_iter(obj, lookup_cb, &la);
	if (!la.la_found)
		return (-1);
	*valp = la.la_value;
	*flagsp = la.la_flags;
	return (0);
}

/* A property's V8 value; -1 if none (or an unboxed double). */
int
v8_obj_prop_lookup(uintptr_t obj, const char *name, uintptr_t *valp)
{
	uint_t fl;

	if (v8_obj_prop_lookup_flags(obj, name, valp, &fl) != 0 ||
	    (fl & V8_PROP_UNBOXED))
		return (-1);
	return (0);
}

/* ---- embedder (internal) fields ---- */

/* Is this an API object type (made from an embedder's template)? */
static int
type_is_api_object(int type)
{
	const v8_cfg_t *c = &v8_cfg;
	int last;

	if (type == -1)
		return (0);
	if (type == c->vt_JSSpecialAPIObject)
		return (1);
	if (c->vt_JSAPIObject == -1)
		return (0);
	/* An embedder may use any type JS_API_OBJECT_TYPE .. the last. */
	last = v8_cfg.vt_JSLastDummyAPIObject;
	return (type == c->vt_JSAPIObject || (last != -1 &&
	    type > c->vt_JSAPIObject && type <= last));
}

/*
 * Where a JS object's embedder (internal) fields are, as V8 works it out
 * from the map (JSObject::GetEmbedderFieldCount): they sit between the
 * type's header and the in-object properties.  API objects have as many
 * as their template asked for, from the embedder-fields start (the
 * JSObject header, or past V8 13's C++ heap wrappable slot);
 * ArrayBuffers, typed arrays, DataViews and Promises a build-time count
 * (tables.c), the last words before the in-object properties.  Other
 * objects have none.  *startp is the first field's byte offset.
 * Not in v8.h yet: dcmds_v8.c declares it.
 */
int
v8_obj_embedder_layout(uintptr_t obj, ssize_t *startp, size_t *np)
{
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t map;
	v8_mapinfo_t mi;
	ssize_t hdr = c->vo_JSObject_internal_fields, start, end;
	intptr_t count = 0;
	int t;

	if (v8_obj_map(obj, &map) != 0 || v8_map_info(map, &mi) != 0 ||
	    !v8_type_is_jsobject(mi.vm_type) || hdr < 0)
		return (-1);
	*np = 0;
	*startp = hdr;
	if (mi.vm_instance_size == 0)
		return (0);
	/* the in-object properties start here: the fields end here */
	end = (ssize_t)mi.vm_inobject_start * c->vc_tagged_size;
	t = mi.vm_type;
	/*
	 * Before JS_API_OBJECT_TYPE (V8 5.1 and older: no such type in
	 * the metadata of Node.js 0.10 - 6) an API object is a plain
	 * JS_OBJECT_TYPE, and every word between its header and its
	 * in-object properties is an embedder field (V8 5.1
	 * objects-inl.h, JSObject::GetInternalFieldCount: (Size() -
	 * GetHeaderSize()) / kPointerSize - GetInObjectProperties()).
	 */
	if (type_is_api_object(t) || (c->vt_JSAPIObject == -1 &&
	    c->vt_JSSpecialAPIObject == -1 && t == c->vt_JSObject)) {
		start = (ssize_t)v8_cfg.vc_api_object_embedder_start;
		if (end > start) {
			*startp = start;
			*np = (size_t)((end - start) / c->vc_ptrsize);
		}
		return (0);
	}
	if (t == c->vt_JSArrayBuffer)
		count = v8_cfg.vc_embedder_fields_arraybuffer;
	else if (t == c->vt_JSTypedArray || t == c->vt_JSDataView ||
	    t == v8_cfg.vt_JSRabGsabDataView)
		count = v8_cfg.vc_embedder_fields_view;
	else if (t == c->vt_JSPromise)
		count = v8_cfg.vc_embedder_fields_promise;
	if (count <= 0 || count > 16)
		return (0);
	start = end - (ssize_t)count * c->vc_ptrsize;
	if (start < hdr)
		return (0);
	*startp = start;
	*np = (size_t)count;
	return (0);
}

int
v8_obj_internal_count(uintptr_t obj, size_t *np)
{
	ssize_t start;

	return (v8_obj_embedder_layout(obj, &start, np));
}

int
v8_obj_internal_field(uintptr_t obj, size_t idx, uintptr_t *valp)
{
	ssize_t start;
	size_t n;

	if (v8_obj_embedder_layout(obj, &start, &n) != 0 || idx >= n)
		return (-1);
	return (v8_read_ptr(obj, start + (ssize_t)(idx * v8_cfg.vc_ptrsize),
	    valp));
}

/* ---- constructors ---- */

/* Map -> constructor, following back pointers through the transition tree. */
static int
map_constructor(uintptr_t map, uintptr_t *ctorp)
{
	uintptr_t v = map;
	int i, type;

	for (i = 0; i < 1000; i++) {
		if (v8_read_tagged(v, v8_cfg.vo_Map_constructor_or_back_pointer,
		    &v) != 0 || !v8_is_heapobject(v) ||
		    v8_obj_type(v, &type) != 0)
			return (-1);
		if (type != v8_cfg.vt_Map) {
			*ctorp = v;
			return (0);
		}
	}
	return (-1);
}

int
v8_obj_constructor(uintptr_t obj, uintptr_t *funcp)
{
	uintptr_t map, ctor, proto;
	int type;

	if (v8_obj_map(obj, &map) != 0)
		return (-1);
	/* As JavaScript sees it: the prototype's "constructor"... */
	if (v8_read_tagged(map, v8_cfg.vo_Map_prototype, &proto) == 0 &&
	    v8_is_heapobject(proto) &&
	    v8_obj_prop_lookup(proto, "constructor", &ctor) == 0 &&
	    v8_obj_type(ctor, &type) == 0 && v8_type_is_jsfunction(type)) {
		*funcp = ctor;
		return (0);
	}
	/* ... else the function whose initial map this descends from. */
	if (map_constructor(map, &ctor) == 0 && v8_obj_type(ctor, &type) == 0 &&
	    v8_type_is_jsfunction(type)) {
		*funcp = ctor;
		return (0);
	}
	return (-1);
}

/*
 * The native context obj was made in, as V8's JSReceiver::
 * GetCreationContext finds it: its map's constructor's context's native
 * context.  V8 5.1 - 7.8: the context's native_context slot; 4.5: its
 * global object's native_context field; V8 8.4 on, where contexts have
 * no such slot: Context::native_context() is the context's map's
 * native_context (constructor_or_back_pointer_or_native_context, src/
 * objects/map.h; a native context's own map holds the native context
 * too); only a NativeContext is taken.
 */
int
v8_obj_native_context(uintptr_t obj, uintptr_t *ncp)
{
	uintptr_t map, ctor, ctx, g;
	ssize_t gidx, goff;
	int type;

	if (v8_obj_map(obj, &map) != 0 || map_constructor(map, &ctor) != 0 ||
	    v8_obj_type(ctor, &type) != 0 || !v8_type_is_jsfunction(type) ||
	    v8_read_tagged(ctor, v8_cfg.vo_JSFunction_context, &ctx) != 0)
		return (-1);
	if (v8_cfg.vc_context_idx_native >= 0)
		return (v8_fixedarray_get(ctx,
		    (size_t)v8_cfg.vc_context_idx_native, ncp));
	if (v8_class_offset("Context", "global_object_index", &gidx) == 0) {
		if (gidx < 0 || v8_class_offset("GlobalObject",
		    "native_context", &goff) != 0 ||
		    v8_fixedarray_get(ctx, (size_t)gidx, &g) != 0 ||
		    v8_read_tagged(g, goff, ncp) != 0 ||
		    !v8_is_heapobject(*ncp))
			return (-1);
		return (0);
	}
	if (v8_cfg.vt_NativeContext == -1 || v8_obj_map(ctx, &map) != 0 ||
	    v8_read_tagged(map, v8_cfg.vo_Map_constructor_or_back_pointer,
	    ncp) != 0 || !v8_is_heapobject(*ncp) ||
	    v8_obj_type(*ncp, &type) != 0 || type != v8_cfg.vt_NativeContext)
		return (-1);
	return (0);
}

/*
 * What JavaScript sees as the value of a property V8 implements with a
 * native AccessorInfo, for the getters jsmdb knows: an arguments object's
 * Symbol.iterator, whose getter Accessors::ArgumentsIteratorGetter
 * (src/accessors.cc) returns the native context's array_values_iterator
 * (native_context_idx_array_values_iterator), Array.prototype.values.
 * The getter is a Foreign holding the C++ function's address (V8 4.5 -
 * 10.2), or that address itself (V8 10.8 on: an external pointer field,
 * a plain address in Node.js's builds; fact accessor_info_getter_raw).
 * 0: *valp; 1: info is no such AccessorInfo, or no fact says where its
 * getter is; -1: it is, but the value could not be read.
 */
int
v8_accessor_info_value(uintptr_t holder, uintptr_t info, uintptr_t *valp)
{
	const char *tn;
	char sym[256];
	GElf_Sym s;
	uintptr_t getter, fn, nc;
	ssize_t goff, faddr;
	intptr_t idx, raw;
	int type;

	if (v8_obj_type(info, &type) != 0 || (tn = v8_type_name(type)) ==
	    NULL || (strcmp(tn, "ACCESSOR_INFO_TYPE") != 0 &&
	    strcmp(tn, "EXECUTABLE_ACCESSOR_INFO_TYPE") != 0))
		return (1);
	if (v8_class_offset("AccessorInfo", "getter", &goff) != 0 &&
	    v8_class_offset("ExecutableAccessorInfo", "getter", &goff) != 0)
		return (1);
	if (v8_const("accessor_info_getter_raw", &raw) == 0 && raw == 1) {
		if (v8_vread_ptr(info - 1 + goff, &fn) != 0)
			return (1);
	} else if (v8_class_offset("Foreign", "foreign_address",
	    &faddr) != 0 || v8_read_tagged(info, goff, &getter) != 0 ||
	    v8_obj_type(getter, &type) != 0 || type != v8_cfg.vt_Foreign ||
	    v8_vread_ptr(getter - 1 + faddr, &fn) != 0) {
		return (1);
	}
	if (mdb_lookup_by_addr(fn, MDB_SYM_EXACT, sym, sizeof (sym),
	    &s) != 0 || strstr(sym, "ArgumentsIteratorGetter") == NULL)
		return (1);
	if (v8_const("native_context_idx_array_values_iterator", &idx) != 0 ||
	    idx < 0 || v8_obj_native_context(holder, &nc) != 0 ||
	    v8_fixedarray_get(nc, (size_t)idx, valp) != 0)
		return (-1);
	/* the slot holds a function, or the facts are wrong here */
	if (v8_obj_type(*valp, &type) != 0 || !v8_type_is_jsfunction(type))
		return (-1);
	return (0);
}

/*
 * Is obj an Error on a V8 without JS_ERROR_TYPE (5.1 and older)?  As V8
 * tells (macros.py: IS_ERROR(arg) is %_ClassOf(arg) === 'Error'): the
 * class name of the function its map was made by, which messages.js sets
 * to "Error" on Error and each of its native subclasses.
 */
int
v8_obj_is_old_error(uintptr_t obj)
{
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t map, ctor, shared, cname;
	char buf[16];
	int type;

	if (c->vt_JSError != -1 || c->vo_SharedFunctionInfo_class_name < 0 ||
	    v8_obj_type(obj, &type) != 0 || type != c->vt_JSObject ||
	    v8_obj_map(obj, &map) != 0 || map_constructor(map, &ctor) != 0 ||
	    v8_obj_type(ctor, &type) != 0 || !v8_type_is_jsfunction(type) ||
	    v8_read_tagged(ctor, c->vo_JSFunction_shared, &shared) != 0 ||
	    v8_read_tagged(shared, c->vo_SharedFunctionInfo_class_name,
	    &cname) != 0 || !v8_is_string(cname) ||
	    v8_string_read(cname, buf, sizeof (buf), 0, 0, NULL) != 0)
		return (0);
	return (strcmp(buf, "Error") == 0);
}

/*
 * The name JavaScript would give: the prototype's own "constructor" (what
 * obj.constructor.name says for class instances, Buffers, and objects made
 * by Object.create), else the map's constructor.  0 and the name; -1 and
 * in why what V8 recorded instead (an API object's map's constructor is
 * a FunctionTemplateInfo, not a function), or what could not be read.
 */
int
v8_obj_constructor_name_why(uintptr_t obj, char *buf, size_t bufsz,
    char *why, size_t wl)
{
	uintptr_t func = 0, map, proto, ctor;
	const char *tn;
	int type;

	buf[0] = '\0';
	if (v8_obj_type(obj, &type) != 0) {
		(void) mdb_snprintf(why, wl, "unreadable object %p", obj);
		return (-1);
	}
	if (v8_obj_map(obj, &map) == 0 &&
	    v8_read_tagged(map, v8_cfg.vo_Map_prototype, &proto) == 0 &&
	    v8_is_heapobject(proto) &&
	    v8_obj_prop_lookup(proto, "constructor", &ctor) == 0 &&
	    v8_obj_type(ctor, &type) == 0 && v8_type_is_jsfunction(type))
		(void) v8_jsfunc_name(ctor, buf, bufsz);
	if (buf[0] == '\0' && v8_obj_constructor(obj, &func) == 0)
		(void) v8_jsfunc_name(func, buf, bufsz);
	if (buf[0] != '\0')
		return (0);
	if (func != 0)
		(void) mdb_snprintf(why, wl, "constructor %p has no name",
		    func);
	else if (v8_obj_map(obj, &map) != 0 || map_constructor(map,
	    &ctor) != 0 || v8_obj_type(ctor, &type) != 0)
		(void) snprintf(why, wl, "no constructor recorded by V8: "
		    "the map's constructor is unreadable");
	else if ((tn = v8_type_name(type)) != NULL &&
	    strcmp(tn, "FUNCTION_TEMPLATE_INFO_TYPE") == 0)
		(void) snprintf(why, wl, "no constructor recorded by V8: "
		    "the map's constructor is a FunctionTemplateInfo");
	else if (tn != NULL)
		(void) snprintf(why, wl, "no constructor recorded by V8: "
		    "the map's constructor is of type %s, not a function", tn);
	else
		(void) snprintf(why, wl, "no constructor recorded by V8: "
		    "the map's constructor is of instance type %d, not a "
		    "function", type);
	return (-1);
}

/*
 * The same, for the callers that show a name in any case: where there is
 * none, buf holds the reason in angle brackets, and -1.
 */
int
v8_obj_constructor_name(uintptr_t obj, char *buf, size_t bufsz)
{
	char why[160];

	if (v8_obj_constructor_name_why(obj, buf, bufsz, why,
	    sizeof (why)) == 0)
		return (0);
	(void) snprintf(buf, bufsz, "<%s>", why);
	return (-1);
}

/* ---- JSMap / JSSet ---- */

int
v8_collection_iter(uintptr_t coll, v8_entry_f *cb, void *arg)
{
	uintptr_t table, *slots;
	size_t n = 0, nbuckets, nelem, ndel, first, esz, i, used;
	int type, ismap, rv;

	if (v8_obj_type(coll, &type) != 0)
		return (-1);
	if (type == v8_cfg.vt_JSMap)
		ismap = 1;
	else if (type == v8_cfg.vt_JSSet)
		ismap = 0;
	else
		return (-1);
	if (v8_read_tagged(coll, v8_cfg.vo_JSCollection_table, &table) != 0 ||
	    v8_fixedarray_read(table, &slots, &n) != 0)
		return (-1);

	if (n < (size_t)v8_cfg.vc_orderedhash_buckets ||
	    !v8_is_smi(slots[(size_t)v8_cfg.vc_orderedhash_nelements]) ||
	    !v8_is_smi(slots[(size_t)v8_cfg.vc_orderedhash_ndeleted]) ||
	    !v8_is_smi(slots[(size_t)v8_cfg.vc_orderedhash_nbuckets]))
		return (-1);
	nelem = (size_t)v8_smi_value(slots[(size_t)v8_cfg.vc_orderedhash_nelements]);
	ndel = (size_t)v8_smi_value(slots[(size_t)v8_cfg.vc_orderedhash_ndeleted]);
	nbuckets = (size_t)v8_smi_value(slots[(size_t)v8_cfg.vc_orderedhash_nbuckets]);
	first = (size_t)v8_cfg.vc_orderedhash_buckets + nbuckets;
	esz = ismap ? (size_t)v8_cfg.vc_orderedhashmap_entry_size :
	    (size_t)v8_cfg.vc_orderedhashset_entry_size;
	used = nelem + ndel;
	/*
	 * V8 3.14: an unordered hash table; nbuckets is its capacity, every
	 * entry a slot whose empty keys are undefined or the hole.
	 */
	if (v8_cfg.vc_collection_unordered) {
		first = (size_t)v8_cfg.vc_orderedhash_buckets;
		used = nbuckets;
	}
	if (nbuckets > n || first + used * esz > n) {
		v8_cfg_warn("%lx: collection table %lx is inconsistent", coll,
		    table);
		return (-1);
	}
	for (i = 0; i < used; i++) {
		uintptr_t key = slots[first + i * esz];

		if (v8_is_hole(key))
			continue;	/* deleted */
		if (v8_cfg.vc_collection_unordered &&
		    v8_oddball_kind(key) == V8_ODD_UNDEFINED)
			continue;	/* empty */
		if ((rv = cb(key, ismap ? slots[first + i * esz + 1] : key,
		    arg)) != 0)
			return (rv);
	}
	return (0);
}
