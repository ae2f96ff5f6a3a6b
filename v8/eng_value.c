/*
 * eng_value.c: V8's value ops (mdbmod/engine_value.h), over the V8
 * decoders (object.c, elements.c, string.c, func_base.c, errstack.c,
 * contextcell.c).  The printer itself is engine-neutral
 * (mdbmod/jsprint.c); what is V8's alone lives here: ContextCells (V8
 * 14.6), V8 3.x external arrays and Node.js 0.10's Buffers and typed
 * arrays, the private symbols of V8 4.5 / 5.1's promises, an Error's
 * stack under a private symbol (formatted, or captured and not yet
 * formatted), native accessors (AccessorInfo), typed arrays' kinds by
 * their constructors' names.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"
#include "engine.h"
#include "engine_value.h"

_Static_assert(JS_STR_QUOTE == V8_STR_QUOTE &&
    JS_STR_ESCAPE == V8_STR_ESCAPE, "V8's string flags are the engine's");
_Static_assert(JS_PRINT_MAXDEPTH == V8_MAX_PRINT_DEPTH &&
    JS_PRINT_MAXVALUES == V8_PRINT_MAXVALUES &&
    JS_PRINT_MAXPROPS == V8_PRINT_MAXPROPS && JS_NAMELEN == V8_NAMELEN,
    "V8's print limits are the printer's");

static int
v8v_value_at(uintptr_t addr, jsval_t *vp, char *why, size_t wl)
{
	if (!v8_is_valid_smi(addr) && !v8_obj_valid(v8_strong(addr))) {
		(void) snprintf(why, wl, "not a heap object / failed to read");
		return (-1);
	}
	*vp = addr;
	return (0);
}

/* ---- typed arrays: the element type, from the constructor's name ---- */

typedef struct ta_kind {
	const char *tk_name;
	int tk_size;
	char tk_fmt;		/* u: unsigned, i: signed, f: float, h: f16 */
} ta_kind_t;

static const ta_kind_t ta_kinds[] = {
	{ "Uint8Array", 1, 'u' }, { "Uint8ClampedArray", 1, 'u' },
	{ "Int8Array", 1, 'i' }, { "Uint16Array", 2, 'u' },
	{ "Int16Array", 2, 'i' }, { "Uint32Array", 4, 'u' },
	{ "Int32Array", 4, 'i' }, { "Float32Array", 4, 'f' },
	{ "Float64Array", 8, 'f' }, { "BigUint64Array", 8, 'u' },
	{ "BigInt64Array", 8, 'i' }, { "Float16Array", 2, 'h' },
	{ "FastBuffer", 1, 'u' }, { "Buffer", 1, 'u' },
	{ NULL, 0, 0 }
};

static int
ta_is_buffer(const ta_kind_t *tk)
{
	return (strcmp(tk->tk_name, "Buffer") == 0 ||
	    strcmp(tk->tk_name, "FastBuffer") == 0);
}

static const ta_kind_t *
ta_kind(uintptr_t obj, char *cname, size_t sz)
{
	uintptr_t map, proto = obj;
	int i, j;

	(void) v8_obj_constructor_name(obj, cname, sz);
	/* Subclasses: walk up the prototype chain to a known name. */
	for (i = 0; i < 8; i++) {
		char n[V8_NAMELEN];

		(void) v8_obj_constructor_name(proto, n, sizeof (n));
		for (j = 0; ta_kinds[j].tk_name != NULL; j++) {
			if (strcmp(n, ta_kinds[j].tk_name) == 0)
				return (&ta_kinds[j]);
		}
		if (v8_obj_map(proto, &map) != 0 ||
		    v8_read_tagged(map, v8_cfg.vo_Map_prototype, &proto) != 0 ||
		    !v8_is_heapobject(proto))
			break;
	}
	return (NULL);
}

/* Where a typed array's bytes are: external_pointer + base_pointer. */
static int
ta_data(uintptr_t obj, const ta_kind_t *tk, uintptr_t *datap,
    uint64_t *lenp)
{
	uintptr_t data, len;

	if (v8_typedarray_data(obj, &data) != 0)
		return (-1);
	if (v8_cfg.vo_JSTypedArray_length >= 0) {
		if (v8_read_length(obj, v8_cfg.vo_JSTypedArray_length,
		    &len) != 0)
			return (-1);
	} else {
		/* no length field (V8 14): bytes / element size */
		if (tk->tk_size <= 0 || v8_read_length(obj,
		    v8_cfg.vo_JSArrayBufferView_byte_length, &len) != 0 ||
		    len % (uintptr_t)tk->tk_size != 0)
			return (-1);
		len /= (uintptr_t)tk->tk_size;
	}
	*datap = data;
	*lenp = len;
	return (0);
}

int
v8_obj_is_typed_view(uintptr_t obj)
{
	char cname[V8_NAMELEN];
	const ta_kind_t *tk = ta_kind(obj, cname, sizeof (cname));

	return ((tk != NULL && !ta_is_buffer(tk)) ||
	    strcmp(cname, "DataView") == 0);
}

/*
 * A Buffer of Node.js before 4: a JS object whose elements are external
 * bytes (v8_external_elements), shown as util.inspect showed it then,
 * <Buffer 68 65 ...> (<SlowBuffer ...> for 0.10's SlowBuffer).
 */
static int
ext_buffer(uintptr_t obj, js_typed_t *tt)
{
	char cname[V8_NAMELEN];
	uintptr_t data;
	size_t len;

	if (v8_external_elements(obj, &data, &len) != 0 ||
	    v8_obj_constructor_name(obj, cname, sizeof (cname)) != 0 ||
	    (strcmp(cname, "Buffer") != 0 && strcmp(cname, "SlowBuffer") != 0))
		return (0);
	if (tt != NULL) {
		(void) snprintf(tt->tt_cname, sizeof (tt->tt_cname), "%s",
		    cname);
		tt->tt_size = 1;
		tt->tt_fmt = 'u';
		tt->tt_buffer = 1;
		tt->tt_data = data;
		tt->tt_len = len;
	}
	return (1);
}

/*
 * Node.js 0.10's own typed arrays and ArrayBuffers (src/v8_typed_array.cc)
 * are JS objects whose elements are an external array over the bytes:
 * shown as util.inspect shows a JSTypedArray and a JSArrayBuffer, when the
 * constructor's name and the external array's element kind agree.
 * JS_K_TYPED_ARRAY or JS_K_ARRAYBUFFER, or 0.  (A DataView shows as the
 * object JavaScript sees: its bytes are its indexed properties.)
 */
static int
ext_view(uintptr_t obj, js_typed_t *tt, uintptr_t *datap, uint64_t *lenp)
{
	char cname[V8_NAMELEN];
	const ta_kind_t *tk;
	uintptr_t data;
	size_t len;
	int size;
	char fmt;

	if (v8_external_array(obj, &data, &len, &size, &fmt) != 0)
		return (0);
	tk = ta_kind(obj, cname, sizeof (cname));
	if (tk != NULL && tk->tk_size == size && tk->tk_fmt == fmt &&
	    !ta_is_buffer(tk)) {
		if (tt != NULL) {
			(void) snprintf(tt->tt_cname, sizeof (tt->tt_cname),
			    "%s", cname);
			tt->tt_size = tk->tk_size;
			tt->tt_fmt = tk->tk_fmt;
			tt->tt_data = data;
			tt->tt_len = len;
		}
		return (JS_K_TYPED_ARRAY);
	}
	if (strcmp(cname, "ArrayBuffer") == 0 && size == 1 && fmt == 'u') {
		if (datap != NULL) {
			*datap = data;
			*lenp = len;
		}
		return (JS_K_ARRAYBUFFER);
	}
	return (0);
}

/* ---- promises kept under private symbols (V8 4.5, 5.1) ---- */

/*
 * V8 5.1's promise.js keeps a promise's state (a Smi) and its result
 * under the private symbols its heap names promise_status_symbol and
 * promise_value_symbol; V8 4.5's under "Promise#status" and
 * "Promise#value" (a plain JSObject there: no JS_PROMISE_TYPE).  The
 * fact promise_symbol_names picks the pair.
 */
static const char *const promise_sym_names[][2] = {
	{ "Symbol(promise_status_symbol)", "Symbol(promise_value_symbol)" },
	{ "Symbol(Promise#status)", "Symbol(Promise#value)" },
};

typedef struct promise_syms {
	uintptr_t ps_state, ps_result;
	int ps_found;
} promise_syms_t;

static int
promise_syms_cb(const v8_prop_t *p, void *arg)
{
	promise_syms_t *ps = arg;
	int k = v8_cfg.vc_promise_sym_names;

	if (!(p->vp_flags & V8_PROP_PRIVATE) ||
	    (p->vp_flags & V8_PROP_ACCESSOR) || k < 0 ||
	    k >= (int)(sizeof (promise_sym_names) /
	    sizeof (promise_sym_names[0])))
		return (0);
	if (strcmp(p->vp_name, promise_sym_names[k][0]) == 0) {
		ps->ps_state = p->vp_value;
		ps->ps_found |= 1;
	} else if (strcmp(p->vp_name, promise_sym_names[k][1]) == 0) {
		ps->ps_result = p->vp_value;
		ps->ps_found |= 2;
	}
	return (ps->ps_found == 3);
}

/*
 * A release without a promise type (V8 4.5): a JSObject is a promise
 * when it holds the status symbol, which only V8's promise code sets.
 */
static int
is_symbol_promise(uintptr_t obj)
{
	promise_syms_t ps = { 0, 0, 0 };

	if (!v8_cfg.vc_promise_in_symbols || v8_cfg.vt_JSPromise != -1)
		return (0);
	(void) v8_obj_props_iter(obj, promise_syms_cb, &ps);
	return ((ps.ps_found & 1) != 0);
}

static int
v8v_promise(jsval_t obj, js_pstate_t *stp, jsval_t *resultp)
{
	uintptr_t fv, result;
	intptr_t st;

	if (v8_cfg.vc_promise_in_symbols) {
		promise_syms_t ps = { 0, 0, 0 };

		if (v8_obj_props_iter(obj, promise_syms_cb, &ps) < 0 ||
		    !(ps.ps_found & 1) || !v8_is_smi(ps.ps_state))
			return (-1);
		st = v8_smi_value(ps.ps_state);
		if (st != v8_cfg.vc_promise_pending && !(ps.ps_found & 2))
			return (-1);
		result = ps.ps_result;
	} else if (v8_read_tagged(obj, v8_cfg.vo_JSPromise_flags, &fv) != 0 ||
	    !v8_is_smi(fv) || v8_read_tagged(obj,
	    v8_cfg.vo_JSPromise_reactions_or_result, &result) != 0) {
		return (-1);
	} else {
		st = (v8_smi_value(fv) >> v8_cfg.vc_promise_status_shift) &
		    v8_cfg.vc_promise_status_mask;
	}
	*stp = st == v8_cfg.vc_promise_pending ? JS_PR_PENDING :
	    st == v8_cfg.vc_promise_fulfilled ? JS_PR_FULFILLED :
	    st == v8_cfg.vc_promise_rejected ? JS_PR_REJECTED : JS_PR_OTHER;
	*resultp = result;
	return (0);
}

/* ---- classification ---- */

static void
v8v_kind_cell(jsval_t val, js_kindinfo_t *ki, int ncells)
{
	const v8_cfg_t *c = &v8_cfg;
	const char *tn;
	uintptr_t inner;
	double d;
	int type, isd, rv;

	memset(ki, 0, sizeof (*ki));
	ki->ki_val = val;
	if (v8_is_smi(val)) {
		ki->ki_kind = JS_K_INT;
		ki->ki_int = v8_smi_value(val);
		return;
	}
	if (v8_is_weak(val) || v8_is_cleared(val)) {
		ki->ki_kind = JS_K_INTERNAL;
		(void) snprintf(ki->ki_name, sizeof (ki->ki_name), "weak");
		return;
	}
	/* a variable V8 14.6 keeps in a ContextCell: its value */
	if (ncells < 4 && (rv = v8_context_cell(val, &inner, &isd, &d)) <= 0) {
		if (rv < 0) {
			ki->ki_kind = JS_K_UNDECODED;
			(void) mdb_snprintf(ki->ki_why, sizeof (ki->ki_why),
			    "ContextCell %p: its state is not one jsmdb "
			    "decodes", val);
		} else if (isd) {
			ki->ki_kind = JS_K_DOUBLE;
			ki->ki_double = d;
		} else {
			v8v_kind_cell(inner, ki, ncells + 1);
		}
		return;
	}
	if (v8_is_heapobject(val))
		ki->ki_addr = val;
	if (v8_obj_type(val, &type) != 0) {
		ki->ki_kind = JS_K_UNDECODED;
		(void) mdb_snprintf(ki->ki_why, sizeof (ki->ki_why),
		    "unreadable %p", val);
		return;
	}
	if (v8_type_is_string(type)) {
		ki->ki_kind = JS_K_STRING;
		return;
	}
	if (v8_type_is_number(type)) {
		if (v8_number_value(val, &ki->ki_double) == 0) {
			ki->ki_kind = JS_K_DOUBLE;
		} else {
			ki->ki_kind = JS_K_UNDECODED;
			(void) mdb_snprintf(ki->ki_why, sizeof (ki->ki_why),
			    "unreadable number %p", val);
		}
		return;
	}
	if (type == c->vt_Oddball || (c->vt_Hole != -1 && type == c->vt_Hole)) {
		v8_oddball_t ok = v8_oddball_kind(val);

		ki->ki_kind = ok == V8_ODD_UNDEFINED ? JS_K_UNDEFINED :
		    ok == V8_ODD_NULL ? JS_K_NULL : ok == V8_ODD_TRUE ?
		    JS_K_TRUE : ok == V8_ODD_FALSE ? JS_K_FALSE :
		    ok == V8_ODD_HOLE ? JS_K_HOLE : JS_K_ODDBALL;
		(void) snprintf(ki->ki_name, sizeof (ki->ki_name), "%s",
		    v8_oddball_name(ok));
		return;
	}
	if (type == c->vt_Symbol) {
		ki->ki_kind = JS_K_SYMBOL;
		return;
	}
	if (v8_type_is_jsfunction(type)) {
		uintptr_t b;

		ki->ki_flags = JS_KI_OBJECT;
		/* V8 before 4.9: a bound function is a JSFunction */
		ki->ki_kind = v8_jsfunc_bindings(val, &b) == 1 ?
		    JS_K_FUNCTION : JS_K_BOUND_FUNCTION;
		return;
	}
	if (!v8_type_is_jsreceiver(type)) {
		ki->ki_kind = JS_K_INTERNAL;
		if ((tn = v8_type_name(type)) != NULL)
			(void) snprintf(ki->ki_name, sizeof (ki->ki_name),
			    "%s", tn);
		else
			(void) snprintf(ki->ki_name, sizeof (ki->ki_name),
			    "instance type %d", type);
		return;
	}
	if (v8_type_is_jsobject(type))
		ki->ki_flags = JS_KI_OBJECT;

	if (c->vt_ExternalUint8Array != -1 && ext_buffer(val, NULL))
		ki->ki_kind = JS_K_TYPED_ARRAY;
	else if (c->vt_ExternalUint8Array != -1 &&
	    (rv = ext_view(val, NULL, NULL, NULL)) != 0)
		ki->ki_kind = rv;
	else if (type == c->vt_JSDate)
		ki->ki_kind = JS_K_DATE;
	else if (type == c->vt_JSRegExp)
		ki->ki_kind = JS_K_REGEXP;
	else if (type == c->vt_JSMap)
		ki->ki_kind = JS_K_MAP;
	else if (type == c->vt_JSSet)
		ki->ki_kind = JS_K_SET;
	else if (type == c->vt_JSWeakMap)
		ki->ki_kind = JS_K_WEAKMAP;
	else if (type == c->vt_JSWeakSet)
		ki->ki_kind = JS_K_WEAKSET;
	else if (type == c->vt_JSPromise)
		ki->ki_kind = JS_K_PROMISE;
	else if (type == c->vt_JSBoundFunction)
		ki->ki_kind = JS_K_BOUND_FUNCTION;
	else if (type == c->vt_JSTypedArray)
		ki->ki_kind = JS_K_TYPED_ARRAY;
	else if (type == c->vt_JSArrayBuffer)
		ki->ki_kind = JS_K_ARRAYBUFFER;
	else if (type == c->vt_JSPrimitiveWrapper)
		ki->ki_kind = JS_K_WRAPPER;
	else if (type == c->vt_JSGlobalProxy) {
		ki->ki_kind = JS_K_GLOBAL;
		ki->ki_flags |= JS_KI_GLOBALPROXY;
	} else if (type == c->vt_JSGlobalObject)
		ki->ki_kind = JS_K_GLOBAL;
	else if (c->vt_JSProxy != -1 && type == c->vt_JSProxy)
		ki->ki_kind = JS_K_PROXY;
	else if (type == c->vt_JSObject && is_symbol_promise(val))
		ki->ki_kind = JS_K_PROMISE;
	else if (type == c->vt_JSError || v8_obj_is_old_error(val))
		ki->ki_kind = JS_K_ERROR;
	else if (type == c->vt_JSArray)
		ki->ki_kind = JS_K_ARRAY;
	else
		ki->ki_kind = JS_K_OBJECT;
}

static void
v8v_kind(jsval_t val, js_kindinfo_t *ki)
{
	v8v_kind_cell(val, ki, 0);
}

/* ---- strings ---- */

static int
v8v_string_print(jsval_t str, size_t maxchars, uint_t flags, char *why,
    size_t wl)
{
	if (v8_string_print(str, maxchars, flags) == 0)
		return (0);
	if (why != NULL && wl > 0)
		(void) mdb_snprintf(why, wl, v8_string_too_big() ?
		    "string %p of more pieces than jsmdb reads (4M pending, "
		    "or a cycle)" : "unreadable string %p", str);
	return (-1);
}

static int
v8v_string_read(jsval_t str, char *buf, size_t sz, size_t maxchars,
    uint_t flags)
{
	return (v8_string_read(str, buf, sz, maxchars, flags, NULL));
}

static int
v8v_string_length(jsval_t str, size_t *lenp)
{
	return (v8_string_length(str, lenp));
}

static int
v8v_symbol_text(jsval_t sym, char *buf, size_t sz)
{
	return (v8_name_read(sym, buf, sz));
}

/* ---- functions ---- */

static int
v8v_func_name(jsval_t func, js_fname_t *fn)
{
	uintptr_t sfi;
	char *name = fn->fn_name;
	size_t sz = sizeof (fn->fn_name);

	/*
	 * An anonymous function with a name V8 inferred from where it was
	 * made shows it as ::jsstack does (mdb_v8's form): the inferred name
	 * is not the function's name.
	 */
	if (v8_jsfunc_own_name(func, name, sz) == 0 && name[0] != '\0') {
		fn->fn_kind = JS_FN_NAMED;
		return (0);
	}
	/*
	 * new Function's functions: nameless, but f.name is "anonymous" by
	 * an SFI flag; where the flag cannot be read, the name is not known.
	 */
	if (v8_jsfunc_sfi(func, &sfi) == 0 &&
	    v8_sfi_name(sfi, name, sz) == 0 && name[0] == '\0') {
		switch (v8_sfi_prints_anonymous(sfi)) {
		case 1:
			fn->fn_kind = JS_FN_NAMED;
			(void) snprintf(name, sz, "anonymous");
			return (0);
		case -1:
			fn->fn_kind = JS_FN_UNREADABLE;
			(void) snprintf(name, sz, "SFI %lx",
			    (unsigned long)sfi);
			return (0);
		}
	}
	if (v8_jsfunc_sfi(func, &sfi) == 0 &&
	    v8_sfi_name(sfi, name, sz) == 0 && name[0] == '\0' &&
	    v8_sfi_inferred_name(sfi, name, sz) == 0 && name[0] != '\0') {
		fn->fn_kind = JS_FN_INFERRED;
		return (0);
	}
	if (v8_jsfunc_name(func, name, sz) != 0 || name[0] == '\0')
		fn->fn_kind = JS_FN_ANONYMOUS;
	else
		fn->fn_kind = JS_FN_NAMED;
	return (0);
}

static int
v8v_bound_target(jsval_t val, jsval_t *targetp)
{
	v8_bound_t vb;
	uintptr_t target;
	int type;

	/* a JSBoundFunction: its target field */
	if (v8_obj_type(val, &type) == 0 && v8_cfg.vt_JSBoundFunction != -1 &&
	    type == v8_cfg.vt_JSBoundFunction) {
		/* a function, or itself a bound function */
		if (v8_read_tagged(val, v8_cfg.vo_JSBoundFunction_target,
		    &target) != 0 || v8_obj_type(target, &type) != 0 ||
		    (!v8_type_is_jsfunction(type) &&
		    type != v8_cfg.vt_JSBoundFunction))
			return (-1);
		*targetp = target;
		return (0);
	}
	/* before V8 4.9: a JSFunction with bindings */
	if (v8_bound_read(val, &vb) != 0 ||
	    v8_obj_type(vb.vb_target, &type) != 0 ||
	    !v8_type_is_jsfunction(type))
		return (-1);
	*targetp = vb.vb_target;
	return (0);
}

/* ---- objects ---- */

static int
v8v_constructor_name(jsval_t obj, char *buf, size_t sz, char *why,
    size_t wl)
{
	return (v8_obj_constructor_name_why(obj, buf, sz, why, wl));
}

static int
v8v_constructor(jsval_t obj, jsval_t *funcp, char *cls, size_t sz)
{
	uintptr_t f;

	if (v8_obj_constructor(obj, &f) != 0)
		return (-1);
	*funcp = f;
	(void) snprintf(cls, sz, "JSFunction");
	return (0);
}

/* One property as the printer sees it, from V8's. */
static void
prop_from_v8(const v8_prop_t *p, js_prop_t *jp)
{
	memset(jp, 0, sizeof (*jp));
	jp->jp_name = p->vp_name;
	if (p->vp_key != 0) {
		jp->jp_key = p->vp_key;
		jp->jp_flags |= v8_is_string(p->vp_key) ? JS_PROP_KEYSTR :
		    JS_PROP_KEYSYM;
	}
	jp->jp_value = p->vp_value;
	if (p->vp_flags & V8_PROP_ACCESSOR) {
		jp->jp_flags |= JS_PROP_ACCESSOR;
	} else if (p->vp_flags & V8_PROP_UNBOXED) {
		uint64_t bits = (uint64_t)p->vp_value;

		jp->jp_flags |= JS_PROP_DOUBLE;
		memcpy(&jp->jp_double, &bits, sizeof (jp->jp_double));
	}
}

/* as stored: every property but V8's private symbols */
typedef struct raw_walk {
	js_prop_f *rw_cb;
	void *rw_arg;
} raw_walk_t;

static int
raw_prop_cb(const v8_prop_t *p, void *arg)
{
	raw_walk_t *rw = arg;
	js_prop_t jp;

	if (p->vp_flags & V8_PROP_PRIVATE)
		return (0);
	prop_from_v8(p, &jp);
	return (rw->rw_cb(&jp, rw->rw_arg));
}

/* as shown: gathered first, then put in JavaScript's order */
#define	PG_MAXPRIV	8	/* an error's private properties looked at */

typedef struct propgather {
	js_prop_t *pg_props;
	size_t pg_n, pg_cap;
	int pg_error;		/* a JSError: surface its stack */
	uintptr_t pg_priv[PG_MAXPRIV];	/* its private properties' values */
	size_t pg_npriv;
	int pg_nomem;
} propgather_t;

static js_prop_t *
pg_add(propgather_t *pg)
{
	if (pg->pg_n == pg->pg_cap) {
		size_t ncap = pg->pg_cap == 0 ? 16 : pg->pg_cap * 2;
		js_prop_t *n;

		if (ncap > V8_MAX_ELEMS ||
		    (n = mdb_alloc(ncap * sizeof (*n), UM_GC)) == NULL) {
			pg->pg_nomem = 1;
			return (NULL);
		}
		if (pg->pg_n > 0)
			memcpy(n, pg->pg_props, pg->pg_n * sizeof (*n));
		pg->pg_props = n;
		pg->pg_cap = ncap;
	}
	return (&pg->pg_props[pg->pg_n++]);
}

static int
shown_prop_cb(const v8_prop_t *p, void *arg)
{
	propgather_t *pg = arg;
	js_prop_t *jp;
	char *name;
	size_t len;

	if (p->vp_flags & V8_PROP_PRIVATE) {
		/* error.stack lives under V8's private error_stack_symbol */
		if (pg->pg_error && pg->pg_npriv < PG_MAXPRIV)
			pg->pg_priv[pg->pg_npriv++] = p->vp_value;
		return (0);
	}
	len = strlen(p->vp_name) + 1;
	if ((name = mdb_alloc(len, UM_GC)) == NULL ||
	    (jp = pg_add(pg)) == NULL)
		return (1);
	memcpy(name, p->vp_name, len);
	prop_from_v8(p, jp);
	jp->jp_name = name;
	return (0);
}

/*
 * The value an error's "stack" shows: the private stack slot holds the
 * formatted string, or an ErrorStackData whose first field does once
 * someone has read error.stack.
 */
static int
error_stack_string(uintptr_t v, uintptr_t *strp)
{
	uintptr_t s;
	int i, type;

	for (i = 0; i < 2; i++) {
		if (v8_is_string(v)) {
			*strp = v;
			return (0);
		}
		if (i > 0 || !v8_is_heapobject(v) ||
		    v8_obj_type(v, &type) != 0 ||
		    type != v8_cfg.vt_ErrorStackData ||
		    v8_read_tagged(v, v8_cfg.vo_ErrorStackData_stack, &s) != 0)
			return (-1);
		v = s;
	}
	return (-1);
}

/*
 * Which private property of an error is its stack.  V8's private
 * symbols have no description, and from V8 12.9 an error also keeps its
 * message under error_message_symbol: the same string object as its
 * "message" property, which is how it is told apart.  What is left must
 * be one value holding the text or the frames; two are ambiguous (0).
 */
static uintptr_t
error_stack_value(uintptr_t err, const propgather_t *pg)
{
	uintptr_t msg = 0, s, found = 0;
	size_t i, n;

	(void) v8_obj_prop_lookup(err, "message", &msg);
	for (i = 0; i < pg->pg_npriv; i++) {
		uintptr_t v = pg->pg_priv[i];

		if (v == msg)
			continue;
		if (error_stack_string(v, &s) != 0 &&
		    v8_error_stack_frames(v, &n) != 0)
			continue;
		if (found != 0)
			return (0);
		found = v;
	}
	return (found);
}

/*
 * An error's "stack": an accessor replaced by the formatted text, or by
 * the captured frames when nobody formatted them yet; where the error
 * has no "stack" property, one is added from the private slot.
 */
static void
error_stack_fixup(uintptr_t obj, propgather_t *pg)
{
	uintptr_t s, sv = error_stack_value(obj, pg);
	size_t i, nf;
	int have = 0;
	js_prop_t *jp;

	for (i = 0; i < pg->pg_n; i++) {
		int acc, rv;

		jp = &pg->pg_props[i];
		if (strcmp(jp->jp_name, "stack") != 0)
			continue;
		have = 1;
		acc = (jp->jp_flags & JS_PROP_ACCESSOR) != 0;
		if (acc && sv != 0 && error_stack_string(sv, &s) == 0) {
			jp->jp_value = s;
			jp->jp_flags &= ~JS_PROP_ACCESSOR;
		} else if (acc && sv != 0 &&
		    v8_error_stack_frames(sv, &nf) == 0) {
			jp->jp_value = sv;
			jp->jp_flags &= ~JS_PROP_ACCESSOR;
			jp->jp_flags |= JS_PROP_STACK;
		} else if (!acc && !(jp->jp_flags & JS_PROP_DOUBLE) &&
		    error_stack_string(jp->jp_value, &s) == 0) {
			jp->jp_value = s;
		} else if (acc && (rv = v8_error_oneshot_stack(obj,
		    jp->jp_value, &s)) != 1) {
			/* V8 3.14: the accessor's closure has it */
			jp->jp_value = s;
			jp->jp_flags &= ~JS_PROP_ACCESSOR;
			if (rv == 2)	/* the raw frames, never formatted */
				jp->jp_flags |= JS_PROP_STACK;
		}
	}
	if (!have && sv != 0 && (jp = pg_add(pg)) != NULL) {
		memset(jp, 0, sizeof (*jp));
		jp->jp_name = "stack";
		jp->jp_flags = JS_PROP_SYNTH;
		if (error_stack_string(sv, &s) == 0) {
			jp->jp_value = s;
		} else {
			jp->jp_value = sv;
			jp->jp_flags |= JS_PROP_STACK;
		}
	}
}

static int
v8v_props_iter(jsval_t obj, uint_t how, js_prop_f *cb, void *arg,
    char *why, size_t wl)
{
	propgather_t pg;
	js_kindinfo_t ki;
	size_t i;
	int rv;

	if (!(how & JS_PI_SHOWN)) {
		raw_walk_t rw = { cb, arg };

		if ((rv = v8_obj_props_iter(obj, raw_prop_cb, &rw)) < 0)
			(void) mdb_snprintf(why, wl, "%p's properties could "
			    "not be decoded", obj);
		return (rv);
	}
	memset(&pg, 0, sizeof (pg));
	v8v_kind(obj, &ki);
	pg.pg_error = ki.ki_kind == JS_K_ERROR;
	if (v8_obj_props_iter(obj, shown_prop_cb, &pg) < 0) {
		/* as before the seam: what was read is shown, unmarked */
		why[0] = '\0';
		if (pg.pg_n == 0)
			return (-1);
	}
	/* native accessors whose value JavaScript sees as data */
	for (i = 0; i < pg.pg_n; i++) {
		js_prop_t *jp = &pg.pg_props[i];
		uintptr_t v;

		if ((jp->jp_flags & JS_PROP_ACCESSOR) &&
		    v8_accessor_info_value(obj, jp->jp_value, &v) == 0) {
			jp->jp_value = v;
			jp->jp_flags &= ~JS_PROP_ACCESSOR;
		}
	}
	if (pg.pg_error)
		error_stack_fixup(obj, &pg);
	for (i = 0; i < pg.pg_n; i++) {
		if ((rv = cb(&pg.pg_props[i], arg)) != 0)
			return (rv);
	}
	return (0);
}

static int
v8v_prop_get(jsval_t obj, const char *name, js_prop_t *jp)
{
	uintptr_t v;
	uint_t pflags;

	memset(jp, 0, sizeof (*jp));
	jp->jp_name = name;
	if (v8_obj_prop_lookup_flags(obj, name, &v, &pflags) == 0 &&
	    (pflags & V8_PROP_UNBOXED)) {
		uint64_t bits = (uint64_t)v;

		jp->jp_flags = JS_PROP_DOUBLE;
		memcpy(&jp->jp_double, &bits, sizeof (jp->jp_double));
		return (0);
	}
	if (v8_obj_prop_lookup(obj, name, &v) != 0)
		return (-1);
	jp->jp_value = v;
	return (0);
}

/* -v: how an object keeps its properties (mdb_v8's "property kind"). */
#define	JP_NUMERIC	0x01	/* numeric-named: in the elements */
#define	JP_DICT		0x02	/* a dictionary */
#define	JP_INOBJECT	0x04	/* in the object itself */
#define	JP_PROPS	0x08	/* the out-of-object property array */

static int
jp_kind_cb(const v8_prop_t *p, void *arg)
{
	uint_t *kp = arg;

	/* V8's private symbols are no property JavaScript sees */
	if (p->vp_flags & V8_PROP_PRIVATE)
		return (0);
	if (p->vp_flags & V8_PROP_DICT)
		*kp |= JP_DICT;
	if (p->vp_flags & V8_PROP_INOBJECT)
		*kp |= JP_INOBJECT;
	if (p->vp_flags & V8_PROP_OUTOFOBJECT)
		*kp |= JP_PROPS;
	return (0);
}

/*ARGSUSED*/
static int
jp_elem_cb(const v8_elem_t *e, void *arg)
{
	*(uint_t *)arg |= JP_NUMERIC;
	return (1);
}

static int
v8v_prop_storage(jsval_t obj, char *buf, size_t sz)
{
	uint_t kinds = 0;
	uintptr_t data;
	size_t n;
	int size, type;
	char fmt;

	buf[0] = '\0';
	if (v8_is_smi(obj) || v8_obj_type(obj, &type) != 0 ||
	    !v8_type_is_jsobject(type))
		return (0);
	if (v8_obj_props_iter(obj, jp_kind_cb, &kinds) < 0 ||
	    v8_obj_elems_iter(obj, jp_elem_cb, &kinds) < 0)
		return (-1);
	/*
	 * V8 3.x: external array elements are numeric-named properties,
	 * but a typed array's or DataView's are its bytes, as a
	 * JSTypedArray's (whose elements are no properties) are.
	 */
	if (v8_external_array(obj, &data, &n, &size, &fmt) == 0 &&
	    n > 0 && !v8_obj_is_typed_view(obj))
		kinds |= JP_NUMERIC;
	(void) snprintf(buf, sz, "%s%s%s%s",
	    (kinds & JP_NUMERIC) ? " numeric-named" : "",
	    (kinds & JP_DICT) ? " dictionary" : "",
	    (kinds & JP_INOBJECT) ? " in-object" : "",
	    (kinds & JP_PROPS) ? " \"properties\" array" : "");
	return (0);
}

static int
v8v_accessor(jsval_t val, js_acckind_t *akp)
{
	uintptr_t g = 0, s = 0;
	int hg, hs, type;
	const char *tn;

	/*
	 * A native accessor (AccessorInfo) whose getter jsmdb does not
	 * evaluate (v8_accessor_info_value knows the few it does).
	 */
	if (v8_obj_type(val, &type) == 0 &&
	    (tn = v8_type_name(type)) != NULL &&
	    (strcmp(tn, "ACCESSOR_INFO_TYPE") == 0 ||
	    strcmp(tn, "EXECUTABLE_ACCESSOR_INFO_TYPE") == 0)) {
		*akp = JS_ACC_NATIVE;
		return (0);
	}
	(void) v8_read_tagged(val, v8_cfg.vo_AccessorPair_getter, &g);
	(void) v8_read_tagged(val, v8_cfg.vo_AccessorPair_setter, &s);
	hg = g != 0 && v8_oddball_kind(g) == V8_ODD_NONE && !v8_is_smi(g);
	hs = s != 0 && v8_oddball_kind(s) == V8_ODD_NONE && !v8_is_smi(s);
	*akp = hg && hs ? JS_ACC_BOTH : hs ? JS_ACC_SETTER : JS_ACC_GETTER;
	return (0);
}

static int
v8v_stack_text(jsval_t err, jsval_t v, char *buf, size_t sz, int *truncp)
{
	return (v8_error_stack_text(err, v, buf, sz, truncp));
}

typedef struct elem_walk {
	js_elem_f *ew_cb;
	void *ew_arg;
	size_t ew_n;
} elem_walk_t;

static int
elem_cb(const v8_elem_t *e, void *arg)
{
	elem_walk_t *ew = arg;
	js_elem_t je;

	je.el_index = e->ve_index;
	je.el_value = e->ve_value;
	je.el_isdouble = e->ve_is_double;
	je.el_double = e->ve_double;
	ew->ew_n++;
	return (ew->ew_cb(&je, ew->ew_arg));
}

static int
v8v_elems_iter(jsval_t obj, js_elem_f *cb, void *arg, char *why, size_t wl)
{
	elem_walk_t ew = { cb, arg, 0 };
	uintptr_t data;
	size_t n, i;
	int rv, size, type;
	char fmt;

	/* as before the seam: elements that cannot be read are left out */
	if (why != NULL && wl > 0)
		why[0] = '\0';
	if ((rv = v8_obj_elems_iter(obj, elem_cb, &ew)) != 0)
		return (rv);
	/* V8 3.x: an external array's elements are numbers (a DataView) */
	if (ew.ew_n == 0 && v8_cfg.vt_ExternalUint8Array != -1 &&
	    v8_obj_type(obj, &type) == 0 && type != v8_cfg.vt_JSArray &&
	    v8_external_array(obj, &data, &n, &size, &fmt) == 0) {
		for (i = 0; i < n; i++) {
			js_elem_t je;

			memset(&je, 0, sizeof (je));
			if (v8_external_array_get(data, size, fmt, i,
			    &je.el_double) != 0)
				break;
			je.el_index = i;
			je.el_isdouble = 1;
			if ((rv = cb(&je, arg)) != 0)
				return (rv);
		}
	}
	return (0);
}

static int
v8v_array_length(jsval_t arr, uint64_t *lenp)
{
	size_t len;

	if (v8_array_length(arr, &len) != 0)
		return (-1);
	*lenp = len;
	return (0);
}

typedef struct entry_walk {
	js_entry_f *nw_cb;
	void *nw_arg;
} entry_walk_t;

static int
entry_cb(uintptr_t key, uintptr_t value, void *arg)
{
	entry_walk_t *nw = arg;

	return (nw->nw_cb(key, value, nw->nw_arg));
}

static int
v8v_entries_iter(jsval_t coll, js_entry_f *cb, void *arg)
{
	entry_walk_t nw = { cb, arg };

	return (v8_collection_iter(coll, entry_cb, &nw) < 0 ? -1 : 0);
}

/* A Date's time value: a Number, or (V8 13.x) an unboxed double. */
static int
v8v_date_value(jsval_t date, double *dp)
{
	uintptr_t v;

	if (v8_cfg.vc_jsdate_value_is_double)
		return (v8_read_double(date, v8_cfg.vo_JSDate_value, dp));
	if (v8_read_tagged(date, v8_cfg.vo_JSDate_value, &v) != 0)
		return (-1);
	return (v8_number_value(v, dp));
}

static void
fmt_regexp_flags(intptr_t fl, char *buf, size_t sz)
{
	static const struct {
		const char *name;
		char c;
	} order[] = {
		{ "regexp_flag_has_indices", 'd' },
		{ "regexp_flag_global", 'g' },
		{ "regexp_flag_ignore_case", 'i' },
		{ "regexp_flag_multiline", 'm' },
		{ "regexp_flag_dot_all", 's' },
		{ "regexp_flag_unicode", 'u' },
		{ "regexp_flag_unicode_sets", 'v' },
		{ "regexp_flag_sticky", 'y' },
		{ NULL, 0 }
	};
	size_t i, o = 0;

	for (i = 0; order[i].name != NULL && o + 1 < sz; i++) {
		intptr_t bit;

		if (v8_const(order[i].name, &bit) == 0 && ((fl >> bit) & 1))
			buf[o++] = order[i].c;
	}
	buf[o] = '\0';
}

static int
v8v_regexp(jsval_t val, jsval_t *srcp, char *flags, size_t sz)
{
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t src, fl, rd;

	if (v8_read_tagged(val, c->vo_JSRegExp_source, &src) == 0 &&
	    (c->vc_regexp_flags_data_index >= 0 ?
	    (v8_read_tagged(val, c->vo_JSRegExp_data, &rd) == 0 &&
	    v8_fixedarray_get(rd, (size_t)c->vc_regexp_flags_data_index,
	    &fl) == 0) :
	    v8_read_tagged(val, c->vo_JSRegExp_flags, &fl) == 0) &&
	    v8_is_smi(fl)) {
		fmt_regexp_flags(v8_smi_value(fl), flags, sz);
		*srcp = src;
		return (0);
	}
	return (-1);
}

static int
v8v_typed_array(jsval_t obj, js_typed_t *tt)
{
	const ta_kind_t *tk;

	if (v8_cfg.vt_ExternalUint8Array != -1 &&
	    (ext_buffer(obj, tt) || ext_view(obj, tt, NULL, NULL) ==
	    JS_K_TYPED_ARRAY))
		return (0);
	tk = ta_kind(obj, tt->tt_cname, sizeof (tt->tt_cname));
	if (tk == NULL || ta_data(obj, tk, &tt->tt_data, &tt->tt_len) != 0)
		return (-1);
	tt->tt_size = tk->tk_size;
	tt->tt_fmt = tk->tk_fmt;
	if (ta_is_buffer(tk)) {
		tt->tt_buffer = 1;
		(void) snprintf(tt->tt_cname, sizeof (tt->tt_cname), "Buffer");
	}
	return (0);
}

static int
v8v_arraybuffer(jsval_t obj, uintptr_t *datap, uint64_t *lenp)
{
	size_t bl;

	if (v8_cfg.vt_ExternalUint8Array != -1 &&
	    ext_view(obj, NULL, datap, lenp) == JS_K_ARRAYBUFFER)
		return (0);
	if (v8_buffer_data(obj, datap, &bl) != 0)
		return (-1);
	*lenp = bl;
	return (0);
}

static int
v8v_wrapper_value(jsval_t obj, jsval_t *vp)
{
	uintptr_t v;

	if (v8_read_tagged(obj, v8_cfg.vo_JSPrimitiveWrapper_value, &v) != 0)
		return (-1);
	*vp = v;
	return (0);
}

const js_value_ops_t v8_value_ops = {
	.vo_value_at = v8v_value_at,
	.vo_kind = v8v_kind,
	.vo_string_print = v8v_string_print,
	.vo_string_read = v8v_string_read,
	.vo_string_length = v8v_string_length,
	.vo_symbol_text = v8v_symbol_text,
	.vo_func_name = v8v_func_name,
	.vo_bound_target = v8v_bound_target,
	.vo_constructor_name = v8v_constructor_name,
	.vo_constructor = v8v_constructor,
	.vo_props_iter = v8v_props_iter,
	.vo_prop_get = v8v_prop_get,
	.vo_prop_storage = v8v_prop_storage,
	.vo_accessor = v8v_accessor,
	.vo_stack_text = v8v_stack_text,
	.vo_elems_iter = v8v_elems_iter,
	.vo_array_length = v8v_array_length,
	.vo_entries_iter = v8v_entries_iter,
	.vo_date_value = v8v_date_value,
	.vo_regexp = v8v_regexp,
	.vo_promise = v8v_promise,
	.vo_typed_array = v8v_typed_array,
	.vo_arraybuffer = v8v_arraybuffer,
	.vo_wrapper_value = v8v_wrapper_value,
};
