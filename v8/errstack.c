/*
 * errstack.c: an Error's captured stack before anyone formatted it.
 *
 * When an Error is made V8 captures its frames (up to
 * Error.stackTraceLimit) and keeps them under the error's private
 * error_stack_symbol; the text of error.stack is made only when
 * someone reads it.  An error that was logged as an object, or never
 * read at all, has no text in the core: only the frames.  Here they are
 * decoded and written as V8 would format them:
 *
 *	Error: message
 *	    at fn (file:line:column)
 *	    at Type.method (file:line:column)
 *	    at new Ctor (file:line:column)
 *	    at async fn (file:line:column)
 *	    at file:line:column		(top-level code)
 *
 * What V8 keeps, per release (facts, v8/facts.c):
 *   6.2 - 8.4: a FrameArray (a FixedArray: the frame count, then
 *	errorstack_raw_entry_size entries a frame), held by a JSArray
 *	(6.2, 6.8) or indexed by a FixedArray of StackTraceFrame (7.8, 8.4);
 *   9.4 - 14.1: a FixedArray of CallSiteInfo structs (receiver, function,
 *	code object, code offset or source position, flags; 9.4 calls the
 *	struct StackFrameInfo); the field order changed in 12.4;
 *   14.6:	a "raw capture" FixedArray, errorstack_raw_entry_size
 *	entries a frame, the code object behind a BytecodeWrapper;
 *   either may sit inside an ErrorStackData.
 * The code offset is a bytecode offset into the code object (a
 * BytecodeArray: optimized and baseline frames are summarized as
 * bytecode), mapped to a source position by the bytecode's position
 * table, then to a line and column by the script's line ends.
 *
 * Left out, as a difference from V8's own text: eval origins and
 * Promise.all's index frames.
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"
#include "frames.h"

#define	ES_MAXFRAMES	200		/* frames written; the rest counted */
#define	ES_MAXPROTO	32		/* prototypes searched for "name" */

/* One frame, whichever way the release stores it. */
typedef struct es_frame {
	uintptr_t ef_receiver;
	uintptr_t ef_function;
	uintptr_t ef_code;		/* BytecodeArray or Code */
	uintptr_t ef_offset;		/* Smi */
	uintptr_t ef_flags;		/* Smi */
} es_frame_t;

/* How the frames array is held (fact errorstack_wrap). */
#define	ES_WRAP_NONE	0	/* the private value is the array */
#define	ES_WRAP_JSARRAY	1	/* a JSArray whose elements are (6.2, 6.8) */
#define	ES_WRAP_STF	2	/* a FixedArray of StackTraceFrame, each an
				   index into the array (7.8, 8.4) */

/* How this release keeps them. */
typedef struct es_layout {
	int el_raw;			/* entries a frame in a flat array, or 0
					   for an array of CallSiteInfo */
	int el_head;			/* entries before the first frame: 1
					   when [0] is the frame count */
	int el_wrap;			/* ES_WRAP_* */
	ssize_t el_stf_array, el_stf_index;	/* StackTraceFrame fields */
	ssize_t el_recv, el_func, el_code, el_off, el_flags;
	intptr_t el_bit_ctor, el_bit_wasm;
	intptr_t el_bit_async;		/* -1: no async frames (before 7.3) */
	intptr_t el_bit_pos;		/* -1: the offset is always a code
					   offset (a frame array) */
	intptr_t el_fnrecv;		/* a function receiver by its name */
	intptr_t el_identonly;		/* "Type." only before an identifier */
} es_layout_t;

static int
es_layout(es_layout_t *el)
{
	intptr_t v;

	memset(el, 0, sizeof (*el));
	if (v8_const("callsite_flag_constructor", &el->el_bit_ctor) != 0 ||
	    v8_const("callsite_flag_wasm", &el->el_bit_wasm) != 0 ||
	    v8_const("callsite_function_receiver_named", &el->el_fnrecv) != 0 ||
	    v8_const("callsite_type_prefix_identifier_only",
	    &el->el_identonly) != 0)
		return (-1);
	if (v8_const("callsite_flag_async", &el->el_bit_async) != 0)
		el->el_bit_async = -1;
	if (v8_const("errorstack_raw_entry_size", &v) == 0) {
		const struct {
			const char *name;
			ssize_t *idx;
		} raw[] = {
			{ "errorstack_raw_receiver", &el->el_recv },
			{ "errorstack_raw_function", &el->el_func },
			{ "errorstack_raw_code", &el->el_code },
			{ "errorstack_raw_offset", &el->el_off },
			{ "errorstack_raw_flags", &el->el_flags },
		};
		intptr_t head, wrap;
		size_t i;

		el->el_raw = (int)v;
		if (el->el_raw <= 0 || el->el_raw > 16)
			return (-1);
		for (i = 0; i < sizeof (raw) / sizeof (raw[0]); i++) {
			if (v8_const(raw[i].name, &v) != 0 || v < 0 ||
			    v >= el->el_raw)
				return (-1);
			*raw[i].idx = (ssize_t)v;
		}
		if (v8_const("errorstack_raw_header", &head) != 0 ||
		    head < 0 || head > 1 ||
		    v8_const("errorstack_wrap", &wrap) != 0)
			return (-1);
		el->el_head = (int)head;
		el->el_wrap = (int)wrap;
		switch (el->el_wrap) {
		case ES_WRAP_NONE:
			break;
		case ES_WRAP_JSARRAY:
			if (v8_cfg.vo_JSObject_elements < 0)
				return (-1);
			break;
		case ES_WRAP_STF:
			if (v8_cfg.vt_StackTraceFrame == -1 ||
			    v8_class_offset("StackTraceFrame", "frame_array",
			    &el->el_stf_array) != 0 ||
			    v8_class_offset("StackTraceFrame", "frame_index",
			    &el->el_stf_index) != 0)
				return (-1);
			break;
		default:
			return (-1);
		}
		/* a frame array's offsets are always code offsets */
		if (v8_const("callsite_flag_position_computed",
		    &el->el_bit_pos) != 0) {
			if (el->el_head == 0)
				return (-1);
			el->el_bit_pos = -1;
		}
		return (0);
	}
	if (v8_const("callsite_flag_position_computed", &el->el_bit_pos) != 0 ||
	    v8_cfg.vt_CallSiteInfo == -1 ||
	    v8_class_offset("CallSiteInfo", "receiver_or_instance",
	    &el->el_recv) != 0 ||
	    v8_class_offset("CallSiteInfo", "function", &el->el_func) != 0 ||
	    v8_class_offset("CallSiteInfo", "code_object", &el->el_code) != 0 ||
	    v8_class_offset("CallSiteInfo", "code_offset_or_source_position",
	    &el->el_off) != 0 ||
	    v8_class_offset("CallSiteInfo", "flags", &el->el_flags) != 0)
		return (-1);
	return (0);
}

/* Is v a FixedArray; *lenp its length. */
static int
es_fixedarray(uintptr_t v, size_t *lenp)
{
	int type;

	return (v8_is_heapobject(v) && v8_obj_type(v, &type) == 0 &&
	    type == v8_cfg.vt_FixedArray &&
	    v8_fixedarray_length(v, lenp) == 0 ? 0 : -1);
}

/*
 * The frames array of a private error-stack value: the value itself, the
 * ErrorStackData's when it holds frames (not the formatted text), or the
 * JSArray's elements.  *nframesp gets the count.
 */
static int
es_array(const es_layout_t *el, uintptr_t v, uintptr_t *arrp,
    size_t *nframesp)
{
	uintptr_t first;
	size_t len;
	int type;

	if (!v8_is_heapobject(v) || v8_obj_type(v, &type) != 0)
		return (-1);
	if (type == v8_cfg.vt_ErrorStackData &&
	    v8_cfg.vo_ErrorStackData_stack >= 0) {
		if (v8_read_tagged(v, v8_cfg.vo_ErrorStackData_stack, &v) != 0 ||
		    !v8_is_heapobject(v) || v8_obj_type(v, &type) != 0)
			return (-1);
	}
	if (el->el_raw > 0 && el->el_wrap == ES_WRAP_JSARRAY) {
		if (type != v8_cfg.vt_JSArray ||
		    v8_read_tagged(v, v8_cfg.vo_JSObject_elements, &v) != 0)
			return (-1);
	}
	if (es_fixedarray(v, &len) != 0)
		return (-1);
	if (el->el_raw > 0 && el->el_wrap == ES_WRAP_STF) {
		/* StackTraceFrames, each naming its frame */
		if (len > 0 && (v8_fixedarray_get(v, 0, &first) != 0 ||
		    v8_obj_type(first, &type) != 0 ||
		    type != v8_cfg.vt_StackTraceFrame))
			return (-1);
		*nframesp = len;
	} else if (el->el_raw > 0 && el->el_head > 0) {
		/* [0] the frame count, then the frames */
		if (len == 0 || v8_fixedarray_get(v, 0, &first) != 0 ||
		    !v8_is_smi(first) || v8_smi_value(first) < 0 ||
		    (size_t)v8_smi_value(first) > (len - 1) /
		    (size_t)el->el_raw)
			return (-1);
		*nframesp = (size_t)v8_smi_value(first);
	} else if (el->el_raw > 0) {
		if (len % (size_t)el->el_raw != 0)
			return (-1);
		*nframesp = len / (size_t)el->el_raw;
	} else {
		/* an array of CallSiteInfo (an empty one: no frames) */
		if (len > 0 && (v8_fixedarray_get(v, 0, &first) != 0 ||
		    v8_obj_type(first, &type) != 0 ||
		    type != v8_cfg.vt_CallSiteInfo))
			return (-1);
		*nframesp = len;
	}
	*arrp = v;
	return (0);
}

int
v8_error_stack_frames(uintptr_t v, size_t *nframesp)
{
	es_layout_t el;
	uintptr_t arr;

	if (es_layout(&el) != 0)
		return (-1);
	return (es_array(&el, v, &arr, nframesp));
}

static int
es_frame(const es_layout_t *el, uintptr_t arr, size_t i, es_frame_t *ef)
{
	uintptr_t csi;

	if (el->el_raw > 0) {
		size_t b, len;

		if (el->el_wrap == ES_WRAP_STF) {
			uintptr_t stf, idx;
			int type;

			/* the frame's own array and index */
			if (v8_fixedarray_get(arr, i, &stf) != 0 ||
			    v8_obj_type(stf, &type) != 0 ||
			    type != v8_cfg.vt_StackTraceFrame ||
			    v8_read_tagged(stf, el->el_stf_array, &arr) != 0 ||
			    v8_read_tagged(stf, el->el_stf_index, &idx) != 0 ||
			    !v8_is_smi(idx) || v8_smi_value(idx) < 0)
				return (-1);
			i = (size_t)v8_smi_value(idx);
		}
		b = (size_t)el->el_head + i * (size_t)el->el_raw;
		if (es_fixedarray(arr, &len) != 0 || b + (size_t)el->el_raw > len)
			return (-1);
		return (v8_fixedarray_get(arr, b + el->el_recv,
		    &ef->ef_receiver) != 0 ||
		    v8_fixedarray_get(arr, b + el->el_func,
		    &ef->ef_function) != 0 ||
		    v8_fixedarray_get(arr, b + el->el_code, &ef->ef_code) != 0 ||
		    v8_fixedarray_get(arr, b + el->el_off, &ef->ef_offset) != 0 ||
		    v8_fixedarray_get(arr, b + el->el_flags,
		    &ef->ef_flags) != 0 ? -1 : 0);
	}
	if (v8_fixedarray_get(arr, i, &csi) != 0)
		return (-1);
	return (v8_read_tagged(csi, el->el_recv, &ef->ef_receiver) != 0 ||
	    v8_read_tagged(csi, el->el_func, &ef->ef_function) != 0 ||
	    v8_read_tagged(csi, el->el_code, &ef->ef_code) != 0 ||
	    v8_read_tagged(csi, el->el_off, &ef->ef_offset) != 0 ||
	    v8_read_tagged(csi, el->el_flags, &ef->ef_flags) != 0 ? -1 : 0);
}

/* A BytecodeArray from a code object (through a BytecodeWrapper). */
static int
es_bytecode(uintptr_t code, uintptr_t *bcp)
{
	ssize_t off;
	int type;

	if (!v8_is_heapobject(code) || v8_obj_type(code, &type) != 0)
		return (-1);
	if (type == v8_cfg.vt_BytecodeWrapper &&
	    v8_class_offset("BytecodeWrapper", "bytecode", &off) == 0) {
		if (v8_read_tagged(code, off, &code) != 0 ||
		    v8_obj_type(code, &type) != 0)
			return (-1);
	}
	if (type != v8_cfg.vt_BytecodeArray)
		return (-1);
	*bcp = code;
	return (0);
}

/* Is the receiver of a plain call (no "Type." before the name)? */
static int
es_toplevel(uintptr_t recv)
{
	int type;

	if (!v8_is_heapobject(recv))
		return (0);
	if (v8_oddball_kind(recv) == V8_ODD_UNDEFINED ||
	    v8_oddball_kind(recv) == V8_ODD_NULL)
		return (1);
	return (v8_obj_type(recv, &type) == 0 &&
	    type == v8_cfg.vt_JSGlobalProxy && type != -1);
}

/*
 * "file:line:column", "<anonymous>" for code without a script (builtins),
 * or what could not be decoded.
 */
static void
es_location(v8_buf_t *b, const es_layout_t *el, const es_frame_t *ef)
{
	uintptr_t sfi, script, bc;
	intptr_t pos = -1, line, col;
	char name[1024];

	if (v8_jsfunc_sfi(ef->ef_function, &sfi) != 0 ||
	    v8_sfi_script(sfi, &script) != 0) {
		v8_buf_printf(b, "<anonymous>");
		return;
	}
	if (v8_script_name(script, name, sizeof (name)) != 0 ||
	    name[0] == '\0')
		(void) snprintf(name, sizeof (name), "<anonymous>");
	if (!v8_is_smi(ef->ef_offset)) {
		v8_buf_printf(b, "%s:<position not decodable>", name);
		return;
	}
	if (el->el_bit_pos >= 0 && v8_is_smi(ef->ef_flags) &&
	    ((v8_smi_value(ef->ef_flags) >> el->el_bit_pos) & 1) != 0)
		pos = v8_smi_value(ef->ef_offset);
	else if (es_bytecode(ef->ef_code, &bc) != 0 ||
	    v8_bytecode_position(bc, v8_smi_value(ef->ef_offset), &pos) != 0)
		pos = -1;
	if (pos < 0 || v8_script_line(script, pos, &line, &col) != 0) {
		v8_buf_printf(b, "%s:<position not decodable>", name);
		return;
	}
	v8_buf_printf(b, "%s:%ld:%ld", name, (long)line + 1, (long)col + 1);
}

/* The property of an object that holds fn (GetMethodName's search). */
typedef struct es_meth {
	uintptr_t em_fn;
	const char *em_want;		/* a name to check, or NULL: any */
	int em_enumonly;
	int em_found;			/* matches */
	char em_name[V8_NAMELEN];
} es_meth_t;

static int
es_meth_cb(const v8_prop_t *p, void *arg)
{
	es_meth_t *em = arg;

	if ((p->vp_flags & (V8_PROP_SYMBOL | V8_PROP_PRIVATE |
	    V8_PROP_UNBOXED)) != 0)
		return (0);
	if (em->em_enumonly && (p->vp_flags & V8_PROP_DONTENUM))
		return (0);
	if (em->em_want != NULL && strcmp(p->vp_name, em->em_want) != 0)
		return (0);
	if (p->vp_flags & V8_PROP_ACCESSOR) {
		uintptr_t g = 0, st = 0;

		(void) v8_read_tagged(p->vp_value,
		    v8_cfg.vo_AccessorPair_getter, &g);
		(void) v8_read_tagged(p->vp_value,
		    v8_cfg.vo_AccessorPair_setter, &st);
		if (g != em->em_fn && st != em->em_fn)
			return (0);
	} else if (p->vp_value != em->em_fn) {
		return (0);
	}
	if (em->em_found++ == 0)
		(void) snprintf(em->em_name, sizeof (em->em_name), "%s",
		    p->vp_name);
	return (0);
}

/*
 * The name of the property the function was called through: CallSite-
 * Info::GetMethodName.  First the function's own name on the receiver's
 * prototype chain, then every enumerable own key along it; two matches
 * are none (V8 returns null "to avoid confusion").  1 when there is no
 * such property.
 */
static int
es_method_name(uintptr_t recv, uintptr_t fn, const char *fname,
    char *buf, size_t bufsz)
{
	es_meth_t em;
	v8_mapinfo_t mi;
	uintptr_t o, map;
	int i, pass;

	for (pass = fname[0] != '\0' ? 0 : 1; pass < 2; pass++) {
		memset(&em, 0, sizeof (em));
		em.em_fn = fn;
		em.em_want = pass == 0 ? fname : NULL;
		em.em_enumonly = pass == 1;
		for (o = recv, i = 0; i < ES_MAXPROTO; i++) {
			int type;

			if (!v8_is_heapobject(o) || v8_obj_type(o, &type) != 0 ||
			    !v8_type_is_jsobject(type))
				break;
			if (v8_obj_props_iter(o, es_meth_cb, &em) < 0)
				return (-1);
			if (pass == 0 && em.em_found > 0)
				break;
			if (v8_obj_map(o, &map) != 0 ||
			    v8_map_info(map, &mi) != 0)
				return (-1);
			o = mi.vm_prototype;
		}
		if (em.em_found == 1 || (pass == 0 && em.em_found > 0)) {
			(void) snprintf(buf, bufsz, "%s", em.em_name);
			return (0);
		}
		if (em.em_found > 1)
			return (1);
	}
	return (1);
}

/* Does s end with "." or " " + m, or equal m (StringEndsWithMethodName)? */
static int
es_ends_with_method(const char *s, const char *m)
{
	size_t sl = strlen(s), ml = strlen(m);

	if (strcmp(s, m) == 0)
		return (1);
	return (sl > ml && (s[sl - ml - 1] == '.' || s[sl - ml - 1] == ' ') &&
	    strcmp(s + sl - ml, m) == 0);
}

/*
 * Is s a JavaScript identifier (String::IsIdentifier)?  Non-ASCII bytes
 * are taken as identifier characters (letters of other scripts).
 */
static int
es_identifier(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	if (*p == '\0' || (*p >= '0' && *p <= '9'))
		return (0);
	for (; *p != '\0'; p++) {
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || *p == '_' || *p == '$' ||
		    *p >= 0x80))
			return (0);
	}
	return (1);
}

/* One "    at ..." line, as V8's CallSiteInfo serialization writes it. */
static void
es_write_frame(v8_buf_t *b, const es_layout_t *el, const es_frame_t *ef)
{
	char fn[V8_NAMELEN], ty[V8_NAMELEN];
	intptr_t flags = v8_is_smi(ef->ef_flags) ?
	    v8_smi_value(ef->ef_flags) : 0;
	int ctor = (flags >> el->el_bit_ctor) & 1;
	int async = el->el_bit_async >= 0 &&
	    ((flags >> el->el_bit_async) & 1) != 0;
	int method;

	v8_buf_printf(b, "\n    at ");
	if ((flags >> el->el_bit_wasm) & 1) {
		v8_buf_printf(b, "<a WebAssembly frame: not decoded>");
		return;
	}
	if (v8_jsfunc_name(ef->ef_function, fn, sizeof (fn)) != 0) {
		v8_buf_printf(b, "<function %lx: name not readable> (",
		    (unsigned long)ef->ef_function);
		es_location(b, el, ef);
		v8_buf_printf(b, ")");
		return;
	}
	method = !ctor && !es_toplevel(ef->ef_receiver);
	if (async)
		v8_buf_printf(b, "async ");
	if (ctor) {
		v8_buf_printf(b, "new %s (", fn[0] != '\0' ? fn : "<anonymous>");
	} else if (method) {
		char mn[V8_NAMELEN], rn[V8_NAMELEN];
		int hasm, rt;

		/* AppendMethodCall: "Type.fn [as method]" */
		if (v8_obj_constructor_name(ef->ef_receiver, ty,
		    sizeof (ty)) != 0)
			ty[0] = '\0';
		/* V8 13.6 on: a function receiver goes by its own name */
		if (el->el_fnrecv && v8_obj_type(ef->ef_receiver, &rt) == 0 &&
		    v8_type_is_jsfunction(rt) &&
		    v8_jsfunc_name(ef->ef_receiver, rn, sizeof (rn)) == 0 &&
		    rn[0] != '\0')
			(void) snprintf(ty, sizeof (ty), "%s", rn);
		if ((hasm = es_method_name(ef->ef_receiver, ef->ef_function, fn,
		    mn, sizeof (mn))) < 0) {
			v8_buf_printf(b, "<method of %lx: properties not "
			    "readable> (", (unsigned long)ef->ef_receiver);
			es_location(b, el, ef);
			v8_buf_printf(b, ")");
			return;
		}
		if (fn[0] != '\0') {
			/*
			 * "Type." only before a plain identifier (V8 10.1
			 * on), or unless the name starts with it (9.4)
			 */
			if (ty[0] != '\0' && (el->el_identonly ?
			    es_identifier(fn) && strcmp(fn, ty) != 0 :
			    strncmp(fn, ty, strlen(ty)) != 0))
				v8_buf_printf(b, "%s.", ty);
			v8_buf_printf(b, "%s", fn);
			if (hasm == 0 && !es_ends_with_method(fn, mn))
				v8_buf_printf(b, " [as %s]", mn);
		} else {
			if (ty[0] != '\0')
				v8_buf_printf(b, "%s.", ty);
			v8_buf_printf(b, "%s", hasm == 0 ? mn : "<anonymous>");
		}
		v8_buf_printf(b, " (");
	} else if (fn[0] != '\0') {
		v8_buf_printf(b, "%s (", fn);
	} else {
		/* top-level code: the location alone */
		es_location(b, el, ef);
		return;
	}
	es_location(b, el, ef);
	v8_buf_printf(b, ")");
}

/*
 * A data property "name" (string) of obj or of an object on its
 * prototype chain; 1 when there is none (V8 then says "Error"), -1 when
 * it is an accessor or not a string (jsmdb cannot run a getter).
 */
static int
es_name_prop(uintptr_t obj, const char *prop, char *buf, size_t bufsz)
{
	v8_mapinfo_t mi;
	uintptr_t map, v;
	uint_t pflags;
	int i;

	for (i = 0; i < ES_MAXPROTO; i++) {
		if (!v8_is_heapobject(obj) || v8_oddball_kind(obj) == V8_ODD_NULL)
			return (1);
		if (v8_obj_prop_lookup_flags(obj, prop, &v, &pflags) == 0) {
			if ((pflags & V8_PROP_ACCESSOR) || !v8_is_string(v))
				return (-1);
			return (v8_string_read(v, buf, bufsz, 0, 0, NULL));
		}
		if (v8_obj_map(obj, &map) != 0 || v8_map_info(map, &mi) != 0)
			return (-1);
		obj = mi.vm_prototype;
	}
	return (-1);
}

int
v8_error_stack_text(uintptr_t err, uintptr_t v, char *buf, size_t bufsz,
    int *truncp)
{
	es_layout_t el;
	es_frame_t ef;
	v8_buf_t b;
	uintptr_t arr, msg;
	size_t n, i;
	char name[V8_NAMELEN], text[V8_NAMELEN];
	int rv;

	if (es_layout(&el) != 0 || es_array(&el, v, &arr, &n) != 0)
		return (-1);
	v8_buf_init(&b, buf, bufsz);
	/* the header: ErrorUtils::ToString, name then message */
	if ((rv = es_name_prop(err, "name", name, sizeof (name))) == 1)
		(void) snprintf(name, sizeof (name), "Error");
	else if (rv != 0)
		(void) snprintf(name, sizeof (name), "<error name: not a data "
		    "property>");
	v8_buf_printf(&b, "%s", name);
	if (v8_obj_prop_lookup(err, "message", &msg) == 0 &&
	    v8_is_string(msg) &&
	    v8_string_read(msg, text, sizeof (text), 0, 0, NULL) == 0 &&
	    text[0] != '\0')
		v8_buf_printf(&b, "%s%s", name[0] != '\0' ? ": " : "", text);
	for (i = 0; i < n && i < ES_MAXFRAMES; i++) {
		if (es_frame(&el, arr, i, &ef) != 0) {
			v8_buf_printf(&b, "\n    at <frame %lu: not readable>",
			    (unsigned long)i);
			continue;
		}
		es_write_frame(&b, &el, &ef);
	}
	if (n > ES_MAXFRAMES)
		v8_buf_printf(&b, "\n    ... %lu more frames",
		    (unsigned long)(n - ES_MAXFRAMES));
	/* a cut text is said by the caller, never passed off as whole */
	*truncp = b.vb_trunc;
	return (0);
}

/*
 * V8 3.14 keeps an error's stack in a closure: "stack" is an AccessorPair
 * whose getter DefineOneShotAccessor (messages.js) made, and whose
 * context holds the error, the value and the value's factory, which is
 * null once the getter ran (error_oneshot_*_slot facts).  0: the text
 * (*strp, a string) someone read; 1: not such a pair, or never read.
 */
int
v8_error_oneshot_stack(uintptr_t err, uintptr_t pair, uintptr_t *strp)
{
	intptr_t oslot, vslot, fslot;
	uintptr_t g, ctx, clo, o, v, f;
	char name[64];
	int type;

	if (v8_const("error_oneshot_obj_slot", &oslot) != 0 ||
	    v8_const("error_oneshot_value_slot", &vslot) != 0 ||
	    v8_const("error_oneshot_factory_slot", &fslot) != 0 ||
	    oslot < 0 || vslot < 0 || fslot < 0 ||
	    v8_cfg.vo_AccessorPair_getter < 0 ||
	    v8_read_tagged(pair, v8_cfg.vo_AccessorPair_getter, &g) != 0 ||
	    v8_obj_type(g, &type) != 0 || !v8_type_is_jsfunction(type) ||
	    v8_read_tagged(g, v8_cfg.vo_JSFunction_context, &ctx) != 0 ||
	    v8_fixedarray_get(ctx, 0, &clo) != 0 ||
	    v8_obj_type(clo, &type) != 0 || !v8_type_is_jsfunction(type) ||
	    v8_jsfunc_name(clo, name, sizeof (name)) != 0 ||
	    strcmp(name, "DefineOneShotAccessor") != 0 ||
	    v8_fixedarray_get(ctx, (size_t)oslot, &o) != 0 || o != err ||
	    v8_fixedarray_get(ctx, (size_t)fslot, &f) != 0 ||
	    v8_oddball_kind(f) != V8_ODD_NULL ||
	    v8_fixedarray_get(ctx, (size_t)vslot, &v) != 0 ||
	    !v8_is_string(v))
		return (1);
	*strp = v;
	return (0);
}
