/*
 * heap.c: tagged values, field reads, maps, oddballs, numbers and
 * FixedArray-shaped objects.  Everything reads through mdb_vread and checks
 * what it reads; offsets come from v8_cfg.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"
#include "engine_value.h"
#include "facts.h"

/* ---- tagged values ---- */

int
v8_is_smi(uintptr_t val)
{
	return ((val & (uintptr_t)v8_cfg.vc_smi_tagmask) ==
	    (uintptr_t)v8_cfg.vc_smi_tag);
}

/* A Smi as V8 writes them: the bits below the value are all zero. */
int
v8_is_valid_smi(uintptr_t val)
{
	return (v8_is_smi(val) && v8_cfg.vc_smi_shift < 64 &&
	    (val & (((uintptr_t)1 << v8_cfg.vc_smi_shift) - 1)) == 0);
}

intptr_t
v8_smi_value(uintptr_t val)
{
	/*
	 * arithmetic shift keeps the sign; a 4-byte word (ia32) is
	 * sign-extended from its own 32 bits first (v8_word_get
	 * zero-extends, as addresses need)
	 */
	if (v8_cfg.vc_tagged_size == 4)
		return ((intptr_t)(int32_t)(uint32_t)val >> v8_cfg.vc_smi_shift);
	return ((intptr_t)val >> v8_cfg.vc_smi_shift);
}

int
v8_is_heapobject(uintptr_t val)
{
	return ((val & (uintptr_t)v8_cfg.vc_heapobject_tagmask) ==
	    (uintptr_t)v8_cfg.vc_heapobject_tag);
}

int
v8_is_weak(uintptr_t val)
{
	return ((val & (uintptr_t)v8_cfg.vc_heapobject_tagmask) ==
	    (uintptr_t)v8_cfg.vc_weak_tag && !v8_is_cleared(val));
}

int
v8_is_cleared(uintptr_t val)
{
	/* a cleared weak reference is the weak tag alone (in 32 bits) */
	return ((val & 0xffffffffu) == (uintptr_t)v8_cfg.vc_weak_tag &&
	    (v8_cfg.vc_tagged_size == 4 || (val >> 32) == 0));
}

uintptr_t
v8_strong(uintptr_t val)
{
	if ((val & (uintptr_t)v8_cfg.vc_heapobject_tagmask) ==
	    (uintptr_t)v8_cfg.vc_weak_tag)
		return ((val & ~(uintptr_t)v8_cfg.vc_heapobject_tagmask) |
		    (uintptr_t)v8_cfg.vc_heapobject_tag);
	return (val);
}

uintptr_t
v8_untag(uintptr_t val)
{
	return (val & ~(uintptr_t)v8_cfg.vc_heapobject_tagmask);
}

/* ---- target words ---- */

/*
 * A word of the target, as V8 stores it: vc_tagged_size bytes for tagged
 * fields and heap slots, vc_ptrsize for system pointers (stack slots, C++
 * fields).  Both are 4 on ia32, 8 on x64 and arm64 (no pointer
 * compression in Node.js builds); a 4-byte word is zero-extended
 * (addresses), v8_smi_value sign-extends it.
 */
uintptr_t
v8_word_get(const void *p, int size)
{
	if (size == 4) {
		uint32_t w;

		memcpy(&w, p, sizeof (w));
		return ((uintptr_t)w);
	} else {
		uint64_t w;

		memcpy(&w, p, sizeof (w));
		return ((uintptr_t)w);
	}
}

uintptr_t
v8_tagged_get(const void *p)
{
	return (v8_word_get(p, v8_cfg.vc_tagged_size));
}

static int
word_size_ok(int size)
{
	return (size == 4 || size == 8);
}

/* n words of size bytes at addr into vals (one uintptr_t each). */
int
v8_vread_words(uintptr_t addr, int size, uintptr_t *vals, size_t n)
{
	size_t i;

	if (!word_size_ok(size))
		return (-1);
	if (size == (int)sizeof (uintptr_t))
		return (mdb_vread(vals, n * sizeof (uintptr_t), addr) ==
		    (ssize_t)(n * sizeof (uintptr_t)) ? 0 : -1);
	/* narrower words: read in place, then widen from the top down */
	if (mdb_vread(vals, n * (size_t)size, addr) != (ssize_t)(n * size))
		return (-1);
	for (i = n; i-- > 0; )
		vals[i] = v8_word_get((const uint8_t *)vals + i * size, size);
	return (0);
}

/* One system pointer (a stack slot, a C++ field) at addr. */
int
v8_vread_ptr(uintptr_t addr, uintptr_t *valp)
{
	uint8_t b[8];
	int size = v8_cfg.vc_ptrsize > 0 ? v8_cfg.vc_ptrsize :
	    (v8_cfg.vc_arch != NULL ? v8_cfg.vc_arch->va_ptrsize : 8);

	if (!word_size_ok(size) || mdb_vread(b, (size_t)size, addr) != size)
		return (-1);
	*valp = v8_word_get(b, size);
	return (0);
}

/* ---- field reads ---- */

static int
field_read(uintptr_t obj, ssize_t off, void *buf, size_t n)
{
	if (off < 0 || !v8_cfg.vc_configured)
		return (-1);
	if (!v8_is_heapobject(obj) && !v8_is_weak(obj))
		return (-1);
	return (mdb_vread(buf, n, v8_untag(obj) + off) == (ssize_t)n ? 0 : -1);
}

int
v8_read_tagged(uintptr_t obj, ssize_t off, uintptr_t *valp)
{
	uint8_t b[8];
	int size = v8_cfg.vc_tagged_size;

	if (!word_size_ok(size) || field_read(obj, off, b, (size_t)size) != 0)
		return (-1);
	*valp = v8_word_get(b, size);
	return (0);
}

/* A system-pointer field (external pointers, raw addresses). */
int
v8_read_ptr(uintptr_t obj, ssize_t off, uintptr_t *valp)
{
	uint8_t b[8];
	int size = v8_cfg.vc_ptrsize;

	if (!word_size_ok(size) || field_read(obj, off, b, (size_t)size) != 0)
		return (-1);
	*valp = v8_word_get(b, size);
	return (0);
}

int
v8_read_smi(uintptr_t obj, ssize_t off, intptr_t *valp)
{
	uintptr_t v;

	if (v8_read_tagged(obj, off, &v) != 0 || !v8_is_smi(v))
		return (-1);
	*valp = v8_smi_value(v);
	return (0);
}

int
v8_read_u8(uintptr_t obj, ssize_t off, uint8_t *valp)
{
	return (field_read(obj, off, valp, sizeof (*valp)));
}

int
v8_read_u16(uintptr_t obj, ssize_t off, uint16_t *valp)
{
	return (field_read(obj, off, valp, sizeof (*valp)));
}

int
v8_read_u32(uintptr_t obj, ssize_t off, uint32_t *valp)
{
	return (field_read(obj, off, valp, sizeof (*valp)));
}

int
v8_read_double(uintptr_t obj, ssize_t off, double *valp)
{
	return (field_read(obj, off, valp, sizeof (*valp)));
}

int
v8_read_int_field(uintptr_t obj, ssize_t off, int is_smi, intptr_t *valp)
{
	int32_t v;

	if (is_smi)
		return (v8_read_smi(obj, off, valp));
	if (field_read(obj, off, &v, sizeof (v)) != 0)
		return (-1);
	*valp = v;
	return (0);
}

/* ---- maps and instance types ---- */

int
v8_map_type(uintptr_t map, int *typep)
{
	uint16_t t;

	if (v8_read_u16(map, v8_cfg.vo_Map_instance_type, &t) != 0)
		return (-1);
	*typep = t & v8_cfg.vc_map_type_mask;
	return (0);
}

int
v8_obj_map(uintptr_t obj, uintptr_t *mapp)
{
	uintptr_t map;

	if (!v8_is_heapobject(obj))
		return (-1);
	if (v8_read_tagged(obj, v8_cfg.vo_HeapObject_map, &map) != 0 ||
	    !v8_is_heapobject(map))
		return (-1);
	*mapp = map;
	return (0);
}

int
v8_obj_type(uintptr_t obj, int *typep)
{
	uintptr_t map;

	if (v8_obj_map(obj, &map) != 0)
		return (-1);
	return (v8_map_type(map, typep));
}

/*
 * A heap object whose map's map is a Map (the meta map): the cheapest
 * test that rejects random words.
 */
int
v8_obj_valid(uintptr_t obj)
{
	uintptr_t map, mmap;
	int t;

	if (v8_obj_map(obj, &map) != 0 || v8_obj_map(map, &mmap) != 0 ||
	    v8_map_type(mmap, &t) != 0)
		return (0);
	return (t == v8_cfg.vt_Map);
}

int
v8_map_info(uintptr_t map, v8_mapinfo_t *mi)
{
	uint8_t sz, start;
	int type;

	memset(mi, 0, sizeof (*mi));
	mi->vm_map = map;
	if (v8_map_type(map, &type) != 0 ||
	    v8_read_u8(map, v8_cfg.vo_Map_instance_size_in_words, &sz) != 0 ||
	    v8_read_u8(map, v8_cfg.vo_Map_bit_field, &mi->vm_bit_field) != 0 ||
	    v8_read_u8(map, v8_cfg.vo_Map_bit_field2, &mi->vm_bit_field2) != 0 ||
	    v8_read_u32(map, v8_cfg.vo_Map_bit_field3, &mi->vm_bit_field3) != 0)
		return (-1);
	mi->vm_type = type;
	mi->vm_instance_size = (size_t)sz * v8_cfg.vc_tagged_size;
	if (v8_type_is_jsobject(type) &&
	    v8_read_u8(map, v8_cfg.vo_Map_inobject_properties_start,
	    &start) == 0 && start <= sz) {
		if (v8_cfg.vc_map_inobject_is_count)
			start = sz - start;
		mi->vm_inobject_start = start;
		mi->vm_inobject_count = sz - start;
	}
	mi->vm_nown_descriptors = (mi->vm_bit_field3 &
	    v8_cfg.vc_nown_descriptors_mask) >>
	    v8_cfg.vc_nown_descriptors_shift;
	mi->vm_is_dictionary = (mi->vm_bit_field3 >>
	    v8_cfg.vc_dictionary_map_shift) & 1;
	mi->vm_elements_kind = (mi->vm_bit_field2 &
	    v8_cfg.vc_elements_kind_mask) >> v8_cfg.vc_elements_kind_shift;
	(void) v8_read_tagged(map, v8_cfg.vo_Map_instance_descriptors,
	    &mi->vm_descriptors);
	(void) v8_read_tagged(map, v8_cfg.vo_Map_prototype,
	    &mi->vm_prototype);
	(void) v8_read_tagged(map, v8_cfg.vo_Map_constructor_or_back_pointer,
	    &mi->vm_constructor);
	return (0);
}

/* ---- instance type predicates ---- */

int
v8_type_is_string(int type)
{
	return (type >= 0 && type < v8_cfg.vc_first_nonstring_type &&
	    ((uint_t)type & v8_cfg.vc_isnotstring_mask) == 0);
}

int
v8_type_is_jsreceiver(int type)
{
	return (type >= v8_cfg.vt_JSReceiver_first && type != -1 &&
	    v8_cfg.vt_JSReceiver_first != -1);
}

int
v8_type_is_jsobject(int type)
{
	return (type != -1 && v8_cfg.vt_JSObject_first != -1 &&
	    type >= v8_cfg.vt_JSObject_first);
}

int
v8_type_is_jsfunction(int type)
{
	return (type != -1 && type >= v8_cfg.vt_JSFunction_first &&
	    type <= v8_cfg.vt_JSFunction_last);
}

int
v8_type_is_context(int type)
{
	return (type != -1 && v8_cfg.vt_Context_first != -1 &&
	    type >= v8_cfg.vt_Context_first && type <= v8_cfg.vt_Context_last);
}

/* ---- contexts ---- */

/*
 * V8 6.2 gives contexts no instance types of their own: a Context is a
 * FIXED_ARRAY_TYPE object whose map is one of the heap's context maps
 * (HeapObject::IsContext compares the map with each of the root list's).
 * jsmdb learns those maps from what V8 holds to be contexts: a
 * JSFunction's context field (JSFunction::context() is a Context), a
 * context's previous context and its native context, each also of
 * FIXED_ARRAY_TYPE.  Nothing is taken for a context on its shape alone.
 */
#define	V8_MAX_CTXCHAIN	256	/* contexts on a previous chain */

static int
ctx_untyped(void)
{
	return (v8_cfg.vt_Context_first == -1 && v8_cfg.vt_FixedArray != -1);
}

/* obj's map if obj is of FIXED_ARRAY_TYPE, else 0 */
static uintptr_t
ctx_fa_map(uintptr_t obj)
{
	uintptr_t map;
	int type;

	if (!v8_is_heapobject(obj) || v8_obj_map(obj, &map) != 0 ||
	    v8_map_type(map, &type) != 0 || type != v8_cfg.vt_FixedArray)
		return (0);
	return (map);
}

static int
ctx_map_known(uintptr_t map)
{
	int i;

	for (i = 0; i < v8_cfg.vc_nctx_maps; i++) {
		if (v8_cfg.vc_ctx_maps[i] == map)
			return (1);
	}
	return (0);
}

static void
ctx_map_add(uintptr_t map)
{
	if (map != 0 && !ctx_map_known(map) &&
	    v8_cfg.vc_nctx_maps < V8_MAX_CTXMAPS)
		v8_cfg.vc_ctx_maps[v8_cfg.vc_nctx_maps++] = map;
}

/*
 * Learns the maps of ctx (a context by V8's word), of its previous
 * contexts and of its native context.
 */
static void
ctx_learn_from(uintptr_t ctx)
{
	uintptr_t map, v;
	int n;

	for (n = 0; n < V8_MAX_CTXCHAIN && (map = ctx_fa_map(ctx)) != 0;
	    n++) {
		ctx_map_add(map);
		if (v8_cfg.vc_context_idx_native >= 0 &&
		    v8_fixedarray_get(ctx, v8_cfg.vc_context_idx_native,
		    &v) == 0 && (map = ctx_fa_map(v)) != 0) {
			ctx_map_add(map);
			v8_cfg.vc_native_ctx_map = map;
		}
		if (v8_fixedarray_get(ctx, v8_cfg.vc_context_idx_prev,
		    &ctx) != 0)
			break;
	}
}

void
v8_context_learn(uintptr_t func)
{
	uintptr_t ctx;
	int type;

	if (!ctx_untyped() || v8_obj_type(func, &type) != 0 ||
	    !v8_type_is_jsfunction(type) ||
	    v8_read_tagged(func, v8_cfg.vo_JSFunction_context, &ctx) != 0)
		return;
	ctx_learn_from(ctx);
}

/*
 * Is ctx (of FIXED_ARRAY_TYPE) a context V8 made for a function?  Every
 * context but the native one holds the JSFunction it was made for in its
 * closure slot and, as its previous context, that function's context or
 * a context made inside the function (a block's, a catch's) whose own
 * previous chain leads to it (Factory::NewFunctionContext,
 * NewBlockContext, NewCatchContext, NewScriptContext of 6.2).
 */
static int
ctx_made_for_closure(uintptr_t ctx)
{
	uintptr_t fn, fctx, c;
	intptr_t ci;
	int type, n;

	if (v8_const("context_idx_closure", &ci) != 0 || ci < 0 ||
	    v8_fixedarray_get(ctx, (size_t)ci, &fn) != 0 ||
	    v8_obj_type(fn, &type) != 0 || !v8_type_is_jsfunction(type) ||
	    v8_read_tagged(fn, v8_cfg.vo_JSFunction_context, &fctx) != 0 ||
	    ctx_fa_map(fctx) == 0 || fctx == ctx ||
	    v8_fixedarray_get(ctx, v8_cfg.vc_context_idx_prev, &c) != 0)
		return (0);
	for (n = 0; n < V8_MAX_CTXCHAIN && ctx_fa_map(c) != 0; n++) {
		if (c == fctx)
			return (1);
		if (v8_fixedarray_get(c, v8_cfg.vc_context_idx_prev, &c) != 0)
			break;
	}
	return (0);
}

int
v8_is_context(uintptr_t obj)
{
	uintptr_t map;
	int type;

	if (!ctx_untyped())
		return (v8_obj_type(obj, &type) == 0 &&
		    v8_type_is_context(type));
	if ((map = ctx_fa_map(obj)) == 0)
		return (0);
	if (ctx_map_known(map))
		return (1);
	if (!ctx_made_for_closure(obj))
		return (0);
	ctx_learn_from(obj);
	return (1);
}

int
v8_is_native_context(uintptr_t obj)
{
	uintptr_t map;
	int type;

	if (!ctx_untyped())
		return (v8_obj_type(obj, &type) == 0 &&
		    type == v8_cfg.vt_NativeContext && type != -1);
	return ((map = ctx_fa_map(obj)) != 0 &&
	    map == v8_cfg.vc_native_ctx_map);
}

int
v8_context_of_func(uintptr_t ctx, uintptr_t func)
{
	uintptr_t fctx, c, v;
	int type, n;

	if (!ctx_untyped())
		return (v8_obj_type(ctx, &type) == 0 &&
		    v8_type_is_context(type));
	if (v8_obj_type(func, &type) != 0 || !v8_type_is_jsfunction(type) ||
	    v8_read_tagged(func, v8_cfg.vo_JSFunction_context, &fctx) != 0 ||
	    ctx_fa_map(fctx) == 0)
		return (0);
	for (c = ctx, n = 0; n < V8_MAX_CTXCHAIN && ctx_fa_map(c) != 0;
	    n++) {
		if (c == fctx) {
			ctx_learn_from(ctx);
			return (1);
		}
		if (v8_fixedarray_get(c, v8_cfg.vc_context_idx_prev, &v) != 0)
			break;
		c = v;
	}
	return (0);
}

/*
 * FixedArray-shaped: a length Smi then tagged slots.  We know FixedArray
 * itself and the types V8 lays out the same way; hash tables (whose types
 * the metadata may not name) sit between FIXED_ARRAY_TYPE and the
 * first type after them, so callers that already know the shape (a
 * properties dictionary, a Map's table) use the accessors directly.
 */
int
v8_type_is_fixedarray(int type)
{
	const char *cls;

	if (type == -1)
		return (0);
	if (type == v8_cfg.vt_FixedArray || v8_type_is_context(type))
		return (1);
	if ((cls = v8_type_class(type)) != NULL &&
	    (strcmp(cls, "FixedArray") == 0 ||
	    strcmp(cls, "ArrayList") == 0 ||
	    strcmp(cls, "TrustedFixedArray") == 0 ||
	    strcmp(cls, "ScriptContextTable") == 0))
		return (1);
	return (0);
}

/* ---- FixedArray ---- */

int
v8_fixedarray_length(uintptr_t arr, size_t *lenp)
{
	intptr_t len;

	if (v8_read_smi(arr, v8_cfg.vo_FixedArrayBase_length, &len) != 0 ||
	    len < 0)
		return (-1);
	*lenp = (size_t)len;
	return (0);
}

int
v8_fixedarray_get(uintptr_t arr, size_t idx, uintptr_t *valp)
{
	return (v8_read_tagged(arr, v8_cfg.vo_FixedArray_data +
	    (ssize_t)(idx * v8_cfg.vc_tagged_size), valp));
}

int
v8_fixedarray_read(uintptr_t arr, uintptr_t **valsp, size_t *np)
{
	size_t len, want;
	uintptr_t *vals;

	if (v8_fixedarray_length(arr, &len) != 0)
		return (-1);
	want = *np != 0 && *np < len ? *np : len;
	if (want > V8_MAX_ELEMS)
		want = V8_MAX_ELEMS;
	if (want == 0) {
		*valsp = NULL;
		*np = 0;
		return (0);
	}
	if ((vals = mdb_alloc(want * sizeof (uintptr_t), UM_GC)) == NULL)
		return (-1);
	if (v8_vread_words(v8_untag(arr) + v8_cfg.vo_FixedArray_data,
	    v8_cfg.vc_tagged_size, vals, want) != 0)
		return (-1);
	*valsp = vals;
	*np = want;
	return (0);
}

/* ---- oddballs and holes ---- */

v8_oddball_t
v8_oddball_kind(uintptr_t val)
{
	int type;
	uintptr_t kv;
	intptr_t kind;
	const v8_cfg_t *c = &v8_cfg;

	if (v8_obj_type(val, &type) != 0)
		return (V8_ODD_NONE);
	if (c->vt_Hole != -1 && type == c->vt_Hole)
		return (V8_ODD_HOLE);
	if (type != c->vt_Oddball)
		return (V8_ODD_NONE);
	/* The kind is declared int but stored as a Smi. */
	if (v8_read_tagged(val, c->vo_Oddball_kind, &kv) != 0)
		return (V8_ODD_OTHER);
	kind = v8_is_smi(kv) ? v8_smi_value(kv) : (intptr_t)(kv & 0xffffffff);
	if (kind == c->vc_oddball_undefined)
		return (V8_ODD_UNDEFINED);
	if (kind == c->vc_oddball_null)
		return (V8_ODD_NULL);
	if (kind == c->vc_oddball_true)
		return (V8_ODD_TRUE);
	if (kind == c->vc_oddball_false)
		return (V8_ODD_FALSE);
	if (kind == c->vc_oddball_thehole)
		return (V8_ODD_HOLE);
	if (kind == c->vc_oddball_uninitialized)
		return (V8_ODD_UNINITIALIZED);
	if (kind == c->vc_oddball_exception)
		return (V8_ODD_EXCEPTION);
	return (V8_ODD_OTHER);
}

const char *
v8_oddball_name(v8_oddball_t k)
{
	switch (k) {
	case V8_ODD_UNDEFINED:		return ("undefined");
	case V8_ODD_NULL:		return ("null");
	case V8_ODD_TRUE:		return ("true");
	case V8_ODD_FALSE:		return ("false");
	case V8_ODD_HOLE:		return ("hole");
	case V8_ODD_UNINITIALIZED:	return ("uninitialized");
	case V8_ODD_EXCEPTION:		return ("exception");
	case V8_ODD_OTHER:		return ("<oddball>");
	default:			return ("<not an oddball>");
	}
}

int
v8_is_hole(uintptr_t val)
{
	return (v8_oddball_kind(val) == V8_ODD_HOLE);
}

/* ---- numbers ---- */

int
v8_number_value(uintptr_t val, double *dp)
{
	int type;

	if (v8_is_smi(val)) {
		*dp = (double)v8_smi_value(val);
		return (0);
	}
	if (v8_obj_type(val, &type) != 0 || !v8_type_is_number(type))
		return (-1);
	return (v8_read_double(val, v8_cfg.vo_HeapNumber_value, dp));
}

/* Number.prototype.toString(): the engine-neutral printer's (jsprint.c) */
void
v8_format_double(double d, char *buf, size_t bufsz)
{
	js_format_double(d, buf, bufsz);
}
