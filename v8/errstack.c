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
 *   3.14 - 5.1: a JSArray of raw frames, 4 entries a frame (receiver,
 *	function, code, pc offset in the code), after the sloppy-frame
 *	count from 3.28; under the private stack_trace_symbol (3.28 - 5.1)
 *	or in the context of the one-shot "stack" getter's factory (3.14).
 *	messages.js formatted them (CallSiteToString): its rules are
 *	es_write_classic's, the position the code's relocation info gives;
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
	int el_classic;			/* V8 3.14 - 5.1: messages.js's rules,
					   no flags, pc offsets into Code */
} es_layout_t;

/*
 * V8 3.14 - 5.1: a JSArray of 4 entries a frame, the count of sloppy
 * frames first from 3.28 (errorstack_raw_header).
 */
static int
es_layout_classic(es_layout_t *el)
{
	const struct {
		const char *name;
		ssize_t *idx;
	} raw[] = {
		{ "errorstack_raw_receiver", &el->el_recv },
		{ "errorstack_raw_function", &el->el_func },
		{ "errorstack_raw_code", &el->el_code },
		{ "errorstack_raw_offset", &el->el_off },
	};
	intptr_t v, head, wrap;
	size_t i;

	el->el_classic = 1;
	el->el_flags = -1;
	el->el_bit_async = el->el_bit_pos = -1;
	if (v8_const("errorstack_raw_entry_size", &v) != 0 || v <= 0 ||
	    v > 16 || v8_const("errorstack_raw_header", &head) != 0 ||
	    head < 0 || head > 1 || v8_const("errorstack_wrap", &wrap) != 0 ||
	    wrap != ES_WRAP_JSARRAY || v8_cfg.vo_JSObject_elements < 0 ||
	    v8_cfg.vo_JSArray_length < 0)
		return (-1);
	el->el_raw = (int)v;
	el->el_head = (int)head;
	el->el_wrap = (int)wrap;
	for (i = 0; i < sizeof (raw) / sizeof (raw[0]); i++) {
		if (v8_const(raw[i].name, &v) != 0 || v < 0 || v >= el->el_raw)
			return (-1);
		*raw[i].idx = (ssize_t)v;
	}
	return (0);
}

static int
es_layout(es_layout_t *el)
{
	intptr_t v;

	memset(el, 0, sizeof (*el));
	if (v8_const("errorstack_classic", &v) == 0 && v == 1)
		return (es_layout_classic(el));
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
	uintptr_t first, alen = 0;
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
		    (el->el_classic && (v8_read_tagged(v,
		    v8_cfg.vo_JSArray_length, &alen) != 0 ||
		    !v8_is_smi(alen) || v8_smi_value(alen) < 0)) ||
		    v8_read_tagged(v, v8_cfg.vo_JSObject_elements, &v) != 0)
			return (-1);
	}
	if (es_fixedarray(v, &len) != 0)
		return (-1);
	if (el->el_classic) {
		/* the array's length, not its backing store's capacity */
		size_t n = (size_t)v8_smi_value(alen);

		if (n > len || n < (size_t)el->el_head ||
		    (n - (size_t)el->el_head) % (size_t)el->el_raw != 0)
			return (-1);
		*nframesp = (n - (size_t)el->el_head) / (size_t)el->el_raw;
		*arrp = v;
		return (0);
	}
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
		    (el->el_flags >= 0 && v8_fixedarray_get(arr,
		    b + el->el_flags, &ef->ef_flags) != 0) ? -1 : 0);
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
 * The script of a frame's function and its name, as V8 names them: 0 with
 * *scriptp and name; 1 when the location is written already: V8's own
 * "<anonymous>" for code without a script (a builtin's script field is
 * undefined), or what could not be read, said as such and never as
 * <anonymous>.  A script without a name is named "<anonymous>", as V8
 * does.
 */
static int
es_script(v8_buf_t *b, const es_frame_t *ef, uintptr_t *scriptp,
    char *name, size_t namelen)
{
	uintptr_t sfi, field, nm;

	if (v8_jsfunc_sfi(ef->ef_function, &sfi) != 0 ||
	    v8_read_tagged(sfi, v8_cfg.vo_SharedFunctionInfo_script,
	    &field) != 0) {
		v8_buf_printf(b, "<function %lx: script not readable>",
		    (unsigned long)ef->ef_function);
		return (1);
	}
	if (v8_sfi_script(sfi, scriptp) != 0) {
		if (v8_oddball_kind(field) != V8_ODD_UNDEFINED)
			v8_buf_printf(b, "<function %lx: script %lx not "
			    "decodable>", (unsigned long)ef->ef_function,
			    (unsigned long)field);
		else
			v8_buf_printf(b, "<anonymous>");
		return (1);
	}
	if (v8_read_tagged(*scriptp, v8_cfg.vo_Script_name, &nm) != 0 ||
	    (v8_is_string(nm) &&
	    v8_script_name(*scriptp, name, namelen) != 0)) {
		v8_buf_printf(b, "<script %lx: name not readable>",
		    (unsigned long)*scriptp);
		return (1);
	}
	if (!v8_is_string(nm) || name[0] == '\0')
		(void) snprintf(name, namelen, "<anonymous>");
	return (0);
}

/*
 * "file:line:column", "<anonymous>" for code without a script (builtins),
 * or what could not be decoded.
 */
static void
es_location(v8_buf_t *b, const es_layout_t *el, const es_frame_t *ef)
{
	uintptr_t script, bc;
	intptr_t pos = -1, line, col;
	char name[1024];

	if (es_script(b, ef, &script, name, sizeof (name)) != 0)
		return;
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

/* ---- V8 3.14 - 5.1: messages.js's CallSiteToString ---- */

/*
 * A property of obj or of an object on its prototype chain, as
 * %GetDataProperty finds it: 0 and *vp for a data property, 2 for an
 * accessor (jsmdb runs no getter), 1 when there is none, -1 when the
 * chain could not be read.
 */
static int
cl_chain_prop(uintptr_t obj, const char *prop, uintptr_t *vp)
{
	v8_mapinfo_t mi;
	uintptr_t map;
	uint_t pflags;
	int i, type;

	for (i = 0; i < ES_MAXPROTO; i++) {
		if (!v8_is_heapobject(obj) || v8_obj_type(obj, &type) != 0 ||
		    !v8_type_is_jsobject(type))
			return (1);
		if (v8_obj_prop_lookup_flags(obj, prop, vp, &pflags) == 0)
			return ((pflags & V8_PROP_ACCESSOR) ? 2 : 0);
		if (v8_obj_map(obj, &map) != 0 || v8_map_info(map, &mi) != 0)
			return (-1);
		obj = mi.vm_prototype;
	}
	return (-1);
}

/* f.name without the inferred name: its own "name", else the SFI's. */
static int
cl_func_name(uintptr_t fn, char *buf, size_t bufsz)
{
	uintptr_t sfi;

	if (v8_jsfunc_own_name(fn, buf, bufsz) == 0 && buf[0] != '\0')
		return (0);
	return (v8_jsfunc_sfi(fn, &sfi) != 0 ? -1 :
	    v8_sfi_name(sfi, buf, bufsz));
}

/*
 * GetTypeName(receiver, true): receiver.constructor.name, or "" where
 * messages.js has null; -1 when it could not be decoded (an accessor).
 */
static int
cl_type_name(uintptr_t recv, char *buf, size_t bufsz)
{
	uintptr_t c;
	int type, rv;

	buf[0] = '\0';
	if (v8_is_smi(recv) || (v8_obj_type(recv, &type) == 0 &&
	    type == v8_cfg.vt_HeapNumber)) {
		(void) snprintf(buf, bufsz, "Number");
		return (0);
	}
	if (v8_is_string(recv)) {
		(void) snprintf(buf, bufsz, "String");
		return (0);
	}
	if ((rv = cl_chain_prop(recv, "constructor", &c)) == 1)
		return (0);
	if (rv != 0)
		return (-1);
	if (!v8_is_heapobject(c) || v8_obj_type(c, &type) != 0)
		return (0);
	if (v8_type_is_jsfunction(type))
		return (cl_func_name(c, buf, bufsz));
	return (0);
}

/*
 * The location part of CallSiteToString: "native" for a function of a
 * natives script, else the script's name ("<anonymous>" without one)
 * and ":line:column" of the frame's position: a Smi in place of the code
 * (4.5 on), else the code's own at the pc offset.
 */
static void
cl_location(v8_buf_t *b, const es_frame_t *ef)
{
	uintptr_t script;
	intptr_t native, type, pos, line, col, fromobj;
	ssize_t toff;
	const char *src;
	size_t srclen;
	char name[1024];

	if (es_script(b, ef, &script, name, sizeof (name)) != 0)
		return;
	if (v8_const("script_type_native", &native) != 0 ||
	    v8_class_offset("Script", "type", &toff) != 0 ||
	    v8_read_smi(script, toff, &type) != 0) {
		v8_buf_printf(b, "<script %lx: type not decodable>",
		    (unsigned long)script);
		return;
	}
	if (type == native) {
		v8_buf_printf(b, "native");
		return;
	}
	/* nameOrSourceURL: a //# sourceURL= comment renames the script */
	if ((src = v8_script_source(script, &srclen)) != NULL &&
	    memmem(src, srclen, "sourceURL=", 10) != NULL) {
		v8_buf_printf(b, "<script %lx: a sourceURL comment, not "
		    "decoded>", (unsigned long)script);
		return;
	}
	v8_buf_printf(b, "%s", name);
	if (v8_is_smi(ef->ef_code)) {
		pos = v8_smi_value(ef->ef_code);
	} else if (!v8_is_smi(ef->ef_offset) ||
	    v8_smi_value(ef->ef_offset) < 0 ||
	    v8_const("errorstack_offset_from_object", &fromobj) != 0 ||
	    v8_code_offset_position(ef->ef_code,
	    (uintptr_t)v8_smi_value(ef->ef_offset), fromobj != 0,
	    &pos) != 0) {
		v8_buf_printf(b, ":<position not decodable>");
		return;
	}
	if (pos == -1)
		return;		/* getLineNumber: null */
	if (pos < 0 || v8_script_line(script, pos, &line, &col) != 0) {
		v8_buf_printf(b, ":<position not decodable>");
		return;
	}
	v8_buf_printf(b, ":%ld:%ld", (long)line + 1, (long)col + 1);
}

/*
 * One "    at ..." line as messages.js's CallSiteToString of V8 3.14 -
 * 5.1 writes it (its CallSite methods in JS, or in C++ from 4.5 with the
 * same rules): a constructor is a frame whose receiver's "constructor"
 * is the function; "Type." unless the function's name starts with the
 * type name; " [as m]" unless the name's first ".m" ends it.
 */
static void
es_write_classic(v8_buf_t *b, const es_frame_t *ef)
{
	char fn[V8_NAMELEN], own[V8_NAMELEN], ty[V8_NAMELEN], mn[V8_NAMELEN];
	char dm[V8_NAMELEN + 1];
	uintptr_t c;
	int type, ctor = 0, top, hasm;

	v8_buf_printf(b, "\n    at ");
	if (!v8_is_heapobject(ef->ef_function) ||
	    v8_obj_type(ef->ef_function, &type) != 0 ||
	    !v8_type_is_jsfunction(type) ||
	    v8_jsfunc_name(ef->ef_function, fn, sizeof (fn)) != 0 ||
	    cl_func_name(ef->ef_function, own, sizeof (own)) != 0) {
		v8_buf_printf(b, "<function %lx: not decodable>",
		    (unsigned long)ef->ef_function);
		return;
	}
	/* isConstructor: receiver's "constructor" (a data property) */
	if (v8_is_heapobject(ef->ef_receiver) &&
	    v8_obj_type(ef->ef_receiver, &type) == 0 &&
	    v8_type_is_jsobject(type)) {
		switch (cl_chain_prop(ef->ef_receiver, "constructor", &c)) {
		case 0:
			ctor = c == ef->ef_function;
			break;
		case 1:
		case 2:
			break;
		default:
			v8_buf_printf(b, "<receiver %lx: prototype chain not "
			    "readable> (", (unsigned long)ef->ef_receiver);
			cl_location(b, ef);
			v8_buf_printf(b, ")");
			return;
		}
	}
	top = es_toplevel(ef->ef_receiver) ||
	    (v8_obj_type(ef->ef_receiver, &type) == 0 &&
	    type == v8_cfg.vt_JSGlobalObject && type != -1);
	if (!top && !ctor) {
		if (cl_type_name(ef->ef_receiver, ty, sizeof (ty)) != 0 ||
		    (hasm = es_method_name(ef->ef_receiver, ef->ef_function,
		    own, mn, sizeof (mn))) < 0) {
			v8_buf_printf(b, "<method of %lx: not decodable> (",
			    (unsigned long)ef->ef_receiver);
			cl_location(b, ef);
			v8_buf_printf(b, ")");
			return;
		}
		if (fn[0] != '\0') {
			const char *p;
			long at, want;

			if (ty[0] != '\0' && strncmp(fn, ty, strlen(ty)) != 0)
				v8_buf_printf(b, "%s.", ty);
			v8_buf_printf(b, "%s", fn);
			if (hasm == 0) {
				(void) snprintf(dm, sizeof (dm), ".%s", mn);
				p = strstr(fn, dm);
				at = p != NULL ? (long)(p - fn) : -1;
				want = (long)strlen(fn) - (long)strlen(mn) - 1;
				if (at != want)
					v8_buf_printf(b, " [as %s]", mn);
			}
		} else {
			v8_buf_printf(b, "%s.%s", ty[0] != '\0' ? ty : "null",
			    hasm == 0 ? mn : "<anonymous>");
		}
	} else if (ctor) {
		v8_buf_printf(b, "new %s", fn[0] != '\0' ? fn : "<anonymous>");
	} else if (fn[0] != '\0') {
		v8_buf_printf(b, "%s", fn);
	} else {
		cl_location(b, ef);
		return;
	}
	v8_buf_printf(b, " (");
	cl_location(b, ef);
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
		memset(&ef, 0, sizeof (ef));
		if (es_frame(&el, arr, i, &ef) != 0) {
			v8_buf_printf(&b, "\n    at <frame %lu: not readable>",
			    (unsigned long)i);
			continue;
		}
		if (el.el_classic)
			es_write_classic(&b, &ef);
		else
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
 * null once the getter ran (error_oneshot_*_slot facts).  The factory is
 * captureStackTrace's closure, whose context keeps the raw frames
 * (error_oneshot_raw_slot).  0: the text (*strp, a string) someone read;
 * 2: never read, *strp the raw frames (a JSArray v8_error_stack_frames
 * takes); 1: not such a pair.
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
	    v8_fixedarray_get(ctx, (size_t)fslot, &f) != 0)
		return (1);
	if (v8_oddball_kind(f) != V8_ODD_NULL) {
		intptr_t rslot;
		size_t n;

		/* not read yet: the factory's context has the frames */
		if (v8_const("error_oneshot_raw_slot", &rslot) != 0 ||
		    rslot < 0 || v8_obj_type(f, &type) != 0 ||
		    !v8_type_is_jsfunction(type) ||
		    v8_read_tagged(f, v8_cfg.vo_JSFunction_context, &ctx) != 0 ||
		    v8_fixedarray_get(ctx, 0, &clo) != 0 ||
		    v8_obj_type(clo, &type) != 0 ||
		    !v8_type_is_jsfunction(type) ||
		    v8_jsfunc_name(clo, name, sizeof (name)) != 0 ||
		    strcmp(name, "captureStackTrace") != 0 ||
		    v8_fixedarray_get(ctx, (size_t)rslot, &v) != 0 ||
		    v8_error_stack_frames(v, &n) != 0)
			return (1);
		*strp = v;
		return (2);
	}
	if (v8_fixedarray_get(ctx, (size_t)vslot, &v) != 0 ||
	    !v8_is_string(v))
		return (1);
	*strp = v;
	return (0);
}
