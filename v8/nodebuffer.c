/*
 * nodebuffer.c: ::nodebuffer, the native memory behind a Node.js Buffer,
 * any typed array or DataView, or an ArrayBuffer.
 *
 * An ArrayBuffer names its backing store and byte length.  A typed array's
 * data is at base_pointer + external_pointer: for an off-heap array
 * base_pointer is Smi 0 and external_pointer already includes the view's
 * byte offset (a pooled Buffer is a view at an offset into an 8 KiB pool);
 * for a small on-heap array base_pointer is the ByteArray holding the bytes
 * and external_pointer the offset of its data.  A DataView is its buffer's
 * backing store plus its byte offset.
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"

/*
 * A byte length or offset of an ArrayBuffer or view: a size_t, or (V8 6:
 * arraybuffer_lengths_tagged) a Number, a Smi or a HeapNumber.
 */
int
v8_read_length(uintptr_t obj, ssize_t off, uintptr_t *lenp)
{
	uintptr_t v;
	double d;

	if (!v8_cfg.vc_arraybuffer_lengths_tagged)
		return (v8_read_ptr(obj, off, lenp));
	if (v8_read_tagged(obj, off, &v) != 0 ||
	    v8_number_value(v, &d) != 0 || d < 0 || d > 9007199254740992.0 ||
	    d != (double)(uint64_t)d)
		return (-1);
	*lenp = (uintptr_t)d;
	return (0);
}

/*
 * The object holding a typed array's base and external pointers: the
 * array itself, or (V8 6: typedarray_pointers_in_elements) its elements,
 * a FixedTypedArrayBase.
 */
static int
ta_pointers_holder(uintptr_t obj, uintptr_t *holderp)
{
	if (!v8_cfg.vc_typedarray_pointers_in_elements) {
		*holderp = obj;
		return (0);
	}
	return (v8_read_tagged(obj, v8_cfg.vo_JSObject_elements, holderp));
}

/* A typed array's data: external_pointer + base_pointer (if on heap). */
/*
 * Before Node.js 4 (V8 3.x) a Buffer is a plain JS object whose elements
 * are an external byte array (ExternalUint8Array: its length and a
 * pointer to memory outside the heap), set by node's smalloc (0.12) or
 * SlowBuffer (0.10).  0: obj is one, its data and length set.
 */
int
v8_external_elements(uintptr_t obj, uintptr_t *datap, size_t *lenp)
{
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t el, data;
	intptr_t len;
	int type;

	if (c->vt_ExternalUint8Array == -1 || c->vo_ExternalArray_pointer < 0 ||
	    v8_obj_type(obj, &type) != 0 || !v8_type_is_jsobject(type) ||
	    type == c->vt_JSTypedArray ||
	    v8_read_tagged(obj, c->vo_JSObject_elements, &el) != 0 ||
	    v8_obj_type(el, &type) != 0 || type != c->vt_ExternalUint8Array ||
	    v8_read_smi(el, c->vo_FixedArrayBase_length, &len) != 0 ||
	    len < 0 || v8_read_ptr(el, c->vo_ExternalArray_pointer,
	    &data) != 0)
		return (-1);
	*datap = data;
	*lenp = (size_t)len;
	return (0);
}

/*
 * The element kinds of V8 3.x's external arrays, by instance type name
 * (3.14's names, then 3.28's): element size and format (u unsigned,
 * i signed, f float).
 */
static const struct {
	const char *ek_type;
	int ek_size;
	char ek_fmt;
} ext_kinds[] = {
	{ "EXTERNAL_BYTE_ARRAY_TYPE", 1, 'i' },
	{ "EXTERNAL_UNSIGNED_BYTE_ARRAY_TYPE", 1, 'u' },
	{ "EXTERNAL_PIXEL_ARRAY_TYPE", 1, 'u' },
	{ "EXTERNAL_SHORT_ARRAY_TYPE", 2, 'i' },
	{ "EXTERNAL_UNSIGNED_SHORT_ARRAY_TYPE", 2, 'u' },
	{ "EXTERNAL_INT_ARRAY_TYPE", 4, 'i' },
	{ "EXTERNAL_UNSIGNED_INT_ARRAY_TYPE", 4, 'u' },
	{ "EXTERNAL_FLOAT_ARRAY_TYPE", 4, 'f' },
	{ "EXTERNAL_DOUBLE_ARRAY_TYPE", 8, 'f' },
	{ "EXTERNAL_INT8_ARRAY_TYPE", 1, 'i' },
	{ "EXTERNAL_UINT8_ARRAY_TYPE", 1, 'u' },
	{ "EXTERNAL_UINT8_CLAMPED_ARRAY_TYPE", 1, 'u' },
	{ "EXTERNAL_INT16_ARRAY_TYPE", 2, 'i' },
	{ "EXTERNAL_UINT16_ARRAY_TYPE", 2, 'u' },
	{ "EXTERNAL_INT32_ARRAY_TYPE", 4, 'i' },
	{ "EXTERNAL_UINT32_ARRAY_TYPE", 4, 'u' },
	{ "EXTERNAL_FLOAT32_ARRAY_TYPE", 4, 'f' },
	{ "EXTERNAL_FLOAT64_ARRAY_TYPE", 8, 'f' },
	{ NULL, 0, 0 }
};

/*
 * A JS object (not a JSTypedArray) whose elements are an external array
 * of any kind: V8 3.x's Buffers, and Node.js 0.10's typed arrays,
 * ArrayBuffers and DataViews (node's own, made by src/v8_typed_array.cc
 * with SetIndexedPropertiesToExternalArrayData).  0: its data, element
 * count, element size and format.
 */
int
v8_external_array(uintptr_t obj, uintptr_t *datap, size_t *lenp,
    int *sizep, char *fmtp)
{
	const v8_cfg_t *c = &v8_cfg;
	const char *tn;
	uintptr_t el, data;
	intptr_t len;
	int type, i;

	if (c->vt_ExternalUint8Array == -1 || c->vo_ExternalArray_pointer < 0 ||
	    v8_obj_type(obj, &type) != 0 || !v8_type_is_jsobject(type) ||
	    type == c->vt_JSTypedArray ||
	    v8_read_tagged(obj, c->vo_JSObject_elements, &el) != 0 ||
	    v8_obj_type(el, &type) != 0 || (tn = v8_type_name(type)) == NULL)
		return (-1);
	for (i = 0; ext_kinds[i].ek_type != NULL; i++) {
		if (strcmp(tn, ext_kinds[i].ek_type) == 0)
			break;
	}
	if (ext_kinds[i].ek_type == NULL ||
	    v8_read_smi(el, c->vo_FixedArrayBase_length, &len) != 0 ||
	    len < 0 || v8_read_ptr(el, c->vo_ExternalArray_pointer,
	    &data) != 0)
		return (-1);
	*datap = data;
	*lenp = (size_t)len;
	*sizep = ext_kinds[i].ek_size;
	*fmtp = ext_kinds[i].ek_fmt;
	return (0);
}

/* Element i of an external array, as JavaScript reads it (a number). */
int
v8_external_array_get(uintptr_t data, int size, char fmt, size_t i,
    double *dp)
{
	uint8_t b[8];

	if (size <= 0 || size > 8 ||
	    mdb_vread(b, (size_t)size, data + i * (size_t)size) != size)
		return (-1);
	switch (size * 16 + fmt) {
	case 1 * 16 + 'u': *dp = b[0]; break;
	case 1 * 16 + 'i': *dp = (int8_t)b[0]; break;
	case 2 * 16 + 'u': { uint16_t v; memcpy(&v, b, 2); *dp = v; break; }
	case 2 * 16 + 'i': { int16_t v; memcpy(&v, b, 2); *dp = v; break; }
	case 4 * 16 + 'u': { uint32_t v; memcpy(&v, b, 4); *dp = v; break; }
	case 4 * 16 + 'i': { int32_t v; memcpy(&v, b, 4); *dp = v; break; }
	case 4 * 16 + 'f': { float v; memcpy(&v, b, 4); *dp = v; break; }
	case 8 * 16 + 'f': memcpy(dp, b, 8); break;
	default: return (-1);
	}
	return (0);
}

int
v8_typedarray_data(uintptr_t obj, uintptr_t *datap)
{
	uintptr_t h, data, base;

	/* V8 3.x: the view's buffer's backing store, at the view's offset */
	if (v8_cfg.vc_typedarray_data_from_buffer) {
		uintptr_t buf, off;

		if (v8_read_tagged(obj, v8_cfg.vo_JSArrayBufferView_buffer,
		    &buf) != 0 || v8_obj_type(buf, (int *)&base) != 0 ||
		    (int)base != v8_cfg.vt_JSArrayBuffer ||
		    v8_read_ptr(buf, v8_cfg.vo_JSArrayBuffer_backing_store,
		    &data) != 0 ||
		    v8_read_length(obj, v8_cfg.vo_JSArrayBufferView_byte_offset,
		    &off) != 0)
			return (-1);
		*datap = data + off;
		return (0);
	}

	if (ta_pointers_holder(obj, &h) != 0 ||
	    v8_read_ptr(h, v8_cfg.vo_JSTypedArray_external_pointer,
	    &data) != 0 ||
	    v8_read_tagged(h, v8_cfg.vo_JSTypedArray_base_pointer, &base) != 0)
		return (-1);
	if (!v8_is_smi(base))
		data += base;
	else if (v8_smi_value(base) != 0)
		return (-1);
	*datap = data;
	return (0);
}

int
v8_buffer_data(uintptr_t obj, uintptr_t *datap, size_t *lenp)
{
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t data, len, buf, off;
	int type;

	if (v8_obj_type(obj, &type) != 0)
		return (-1);
	if (v8_external_elements(obj, datap, lenp) == 0)
		return (0);
	if (type == c->vt_JSArrayBuffer) {
		if (v8_read_ptr(obj, c->vo_JSArrayBuffer_backing_store,
		    &data) != 0 ||
		    v8_read_length(obj, c->vo_JSArrayBuffer_byte_length,
		    &len) != 0)
			return (-1);
	} else if (type == c->vt_JSTypedArray) {
		if (v8_typedarray_data(obj, &data) != 0 ||
		    v8_read_length(obj, c->vo_JSArrayBufferView_byte_length,
		    &len) != 0)
			return (-1);
	} else if (type == c->vt_JSDataView && type != -1) {
		if (v8_read_tagged(obj, c->vo_JSArrayBufferView_buffer,
		    &buf) != 0 ||
		    v8_read_ptr(buf, c->vo_JSArrayBuffer_backing_store,
		    &data) != 0 ||
		    v8_read_length(obj, c->vo_JSArrayBufferView_byte_offset,
		    &off) != 0 ||
		    v8_read_length(obj, c->vo_JSArrayBufferView_byte_length,
		    &len) != 0)
			return (-1);
		data += off;
	} else {
		return (-1);
	}
	*datap = data;
	*lenp = (size_t)len;
	return (0);
}

static int
dcmd_nodebuffer(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	uint_t opt_a = 0, opt_f = 0;
	char ctor[V8_NAMELEN];
	uintptr_t data;
	size_t len;
	int type;

	if (v8_dcmd_start("nodebuffer", flags,
	    V8_NEED_PRINT | V8_NEED_KINDS) != 0)
		return (DCMD_ERR);
	if (mdb_getopts(argc, argv,
	    'a', MDB_OPT_SETBITS, 1, &opt_a,
	    'f', MDB_OPT_SETBITS, 1, &opt_f, NULL) != argc)
		return (DCMD_USAGE);
	if (!(flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	if (v8_obj_type(addr, &type) != 0) {
		mdb_warn("nodebuffer: %lx is not a heap object",
		    (unsigned long)addr);
		return (DCMD_ERR);
	}
	if (type != v8_cfg.vt_JSTypedArray && type != v8_cfg.vt_JSArrayBuffer &&
	    (type != v8_cfg.vt_JSDataView || type == -1) &&
	    v8_external_elements(addr, &data, &len) != 0) {
		mdb_warn("nodebuffer: %lx is not a Buffer, typed array, "
		    "DataView or ArrayBuffer", (unsigned long)addr);
		return (DCMD_ERR);
	}
	/* a Buffer is a Uint8Array; other typed arrays need -f to be quiet */
	if (!opt_f && type == v8_cfg.vt_JSTypedArray &&
	    v8_obj_constructor_name(addr, ctor, sizeof (ctor)) == 0 &&
	    strcmp(ctor, "Buffer") != 0 && strcmp(ctor, "FastBuffer") != 0 &&
	    strcmp(ctor, "Uint8Array") != 0 &&
	    !(flags & DCMD_PIPE_OUT))
		mdb_warn("nodebuffer: %lx is a %s, not a Buffer; showing its "
		    "bytes anyway", (unsigned long)addr, ctor);
	if (v8_buffer_data(addr, &data, &len) != 0) {
		mdb_warn("nodebuffer: cannot read the data pointer of %lx",
		    (unsigned long)addr);
		return (DCMD_ERR);
	}
	if (flags & DCMD_JSON) {
		/* what V8 keeps it as: a view, a buffer, or (0.10) external
		   elements of an object */
		const char *kind = type == v8_cfg.vt_JSTypedArray ?
		    "typed array" : type == v8_cfg.vt_JSArrayBuffer ?
		    "ArrayBuffer" : (type == v8_cfg.vt_JSDataView &&
		    type != -1) ? "DataView" : "external elements";

		/* the constructor as ::jsconstructor names it, or null */
		if (v8_obj_constructor_name(addr, ctor, sizeof (ctor)) != 0)
			ctor[0] = '\0';
		mdb_json_begin("nodebuffer", "buffer");
		mdb_json_addr("address", addr);
		mdb_json_str("kind", kind);
		mdb_json_str("constructor", ctor[0] != '\0' ? ctor : NULL);
		mdb_json_addr("data", data);
		mdb_json_uint("length", (uint64_t)len);
		mdb_json_end();
		return (DCMD_OK);
	}
	if (opt_a && !(flags & DCMD_PIPE_OUT))
		mdb_printf("%p %lu\n", data, (unsigned long)len);
	else
		mdb_printf("%p\n", data);
	return (DCMD_OK);
}

static void
dcmd_nodebuffer_help(void)
{
	mdb_printf("%s\n",
"Prints the address of the native memory behind a Node.js Buffer (or any\n"
"typed array, DataView or ArrayBuffer), so that the bytes can be dumped:\n"
"\n"
"  ADDR::nodebuffer | ::eval \".,0t96::dump\"\n"
"\n"
"  -a       also print the length in bytes (decimal)\n"
"  -f       do not warn about typed arrays that are not Buffers");
}

const mdb_dcmd_t v8_nodebuffer_dcmds[] = {
	{ "nodebuffer", ":[-a]",
	    "print the address (and length) of a Buffer's native memory",
	    dcmd_nodebuffer, dcmd_nodebuffer_help, MDB_DCMD_JSON },
	{ NULL }
};
