/*
 * dcmds_v8.c: dcmds about V8 internals: ::v8type, ::v8types, ::v8classes,
 * ::v8print, ::v8str, ::v8array, ::v8field, ::v8load, ::v8facts,
 * ::v8warnings,
 * ::v8internal, ::v8code.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"

static int
need_heapobject(uintptr_t addr)
{
	if (v8_obj_valid(addr))
		return (0);
	mdb_warn("%lx: not a heap object / failed to read",
	    (unsigned long)addr);
	return (-1);
}

/* ---- ::v8type ---- */

static int
dcmd_v8type(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	int rv, type;
	const char *name, *cls;

	if (v8_dcmd_start("v8type", flags, V8_NEED_VALUES) != 0)
		return (DCMD_ERR);
	if ((rv = v8_check_addr(addr, flags, "v8type")) != DCMD_OK)
		return (rv);
	if (argc != 0)
		return (DCMD_USAGE);
	if (v8_is_valid_smi(addr)) {
		if (flags & DCMD_JSON) {
			mdb_json_begin("v8type", "type");
			mdb_json_addr("address", addr);
			mdb_json_int("smi", (int64_t)v8_smi_value(addr));
			mdb_json_null("instance_type");
			mdb_json_null("type_name");
			mdb_json_null("class");
			mdb_json_bool("weak", 0);
			mdb_json_end();
			return (DCMD_OK);
		}
		mdb_printf("%p: SMI: value = %ld\n", addr,
		    (long)v8_smi_value(addr));
		return (DCMD_OK);
	}
	if (need_heapobject(v8_strong(addr)) != 0 ||
	    v8_obj_type(v8_strong(addr), &type) != 0)
		return (DCMD_ERR);
	name = v8_type_name(type);
	cls = v8_type_class(type);
	if (flags & DCMD_JSON) {
		mdb_json_begin("v8type", "type");
		mdb_json_addr("address", addr);
		mdb_json_null("smi");
		mdb_json_uint("instance_type", (uint64_t)type);
		mdb_json_str("type_name", name);
		mdb_json_str("class", cls);
		mdb_json_bool("weak", v8_is_weak(addr));
		mdb_json_end();
		return (DCMD_OK);
	}
	mdb_printf("%p: ", addr);
	if (name != NULL)
		mdb_printf("%s", name);
	else
		mdb_printf("instance type %d", type);
	if (cls != NULL)
		mdb_printf(" (%s)", cls);
	if (v8_is_weak(addr))
		mdb_printf(" (weak reference)");
	mdb_printf("\n");
	return (DCMD_OK);
}

/* ---- ::v8types, ::v8classes ---- */

static int
v8types_cb(int type, const char *name, const char *klass, void *arg)
{
	if (arg != NULL) {	/* JSON: a "type" record (docs/json.md) */
		mdb_json_begin("v8types", "type");
		mdb_json_int("number", type);
		mdb_json_str("name", name);
		mdb_json_str("class", klass != NULL && *klass != '\0' ?
		    klass : NULL);
		mdb_json_end();
		return (mdb_interrupted());
	}
	if (klass == NULL || *klass == '\0')
		mdb_printf("%5d  %s\n", type, name);
	else
		mdb_printf("%5d  %-50s %s\n", type, name, klass);
	return (mdb_interrupted());
}

static int
dcmd_v8types(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	if (v8_dcmd_start("v8types", flags, 0) != 0)
		return (DCMD_ERR);
	if (argc != 0 || (flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	if (!v8_cfg.vc_configured) {
		mdb_warn("v8types: the V8 module is not configured");
		return (DCMD_ERR);
	}
	(void) v8_type_iter(v8types_cb, (flags & DCMD_JSON) ? &flags : NULL);
	return (DCMD_OK);
}

static int
v8classes_cb(const char *klass, void *arg)
{
	if (arg != NULL) {	/* JSON: a "class" record (docs/json.md) */
		mdb_json_begin("v8classes", "class");
		mdb_json_str("name", klass);
		mdb_json_end();
		return (mdb_interrupted());
	}
	mdb_printf("%s\n", klass);
	return (mdb_interrupted());
}

static int
dcmd_v8classes(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	if (v8_dcmd_start("v8classes", flags, 0) != 0)
		return (DCMD_ERR);
	if (argc != 0 || (flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	if (!v8_cfg.vc_configured) {
		mdb_warn("v8classes: the V8 module is not configured");
		return (DCMD_ERR);
	}
	(void) v8_class_iter(v8classes_cb, (flags & DCMD_JSON) ? &flags :
	    NULL);
	return (DCMD_OK);
}

/* ---- ::v8print ---- */

typedef struct v8print_arg {
	uintptr_t vpa_addr;	/* tagged */
	int vpa_indent;
	int vpa_nfields;
	int vpa_json;		/* a "field" record a field (docs/json.md) */
} v8print_arg_t;

static size_t
field_size(const char *type)
{
	if (strcmp(type, "char") == 0 || strcmp(type, "uint8_t") == 0)
		return (1);
	if (strcmp(type, "uint16_t") == 0 || strcmp(type, "int16_t") == 0)
		return (2);
	if (strcmp(type, "int") == 0 || strcmp(type, "int32_t") == 0 ||
	    strcmp(type, "uint32_t") == 0)
		return (4);
	if (strcmp(type, "double") == 0)
		return (8);
	/* words: system pointers and tagged slots (4 bytes on ia32) */
	if (strcmp(type, "uintptr_t") == 0 || strcmp(type, "size_t") == 0 ||
	    strcmp(type, "Address") == 0 || strcmp(type, "intptr_t") == 0)
		return (v8_cfg.vc_ptrsize == 4 ? 4 : 8);
	return (v8_cfg.vc_tagged_size == 4 ? 4 : 8);
}

static int
field_is_raw(const char *type)
{
	return (strcmp(type, "char") == 0 || strcmp(type, "uint8_t") == 0 ||
	    strcmp(type, "uint16_t") == 0 || strcmp(type, "int16_t") == 0 ||
	    strcmp(type, "int") == 0 || strcmp(type, "int32_t") == 0 ||
	    strcmp(type, "uint32_t") == 0 || strcmp(type, "uintptr_t") == 0 ||
	    strcmp(type, "size_t") == 0 || strcmp(type, "Address") == 0 ||
	    strcmp(type, "double") == 0);
}

/* "(SMI: value = 3)", "(JSArray)", "(weak JSFunction)" */
static void
describe_tagged(uintptr_t v)
{
	int type;
	const char *cls;

	if (v8_is_smi(v)) {
		mdb_printf("(SMI: value = %ld)", (long)v8_smi_value(v));
		return;
	}
	if (v8_is_cleared(v)) {
		mdb_printf("(cleared weak reference)");
		return;
	}
	if (v8_obj_type(v8_strong(v), &type) != 0) {
		mdb_printf("(?)");
		return;
	}
	cls = v8_type_class(type);
	mdb_printf("(%s%s)", v8_is_weak(v) ? "weak " : "",
	    cls != NULL ? cls : v8_type_name(type) != NULL ?
	    v8_type_name(type) : "?");
}

/*
 * JSON: what a tagged word is, as describe_tagged says it: its kind
 * ("smi", "heap-object", "weak", "cleared") and value (the Smi's value,
 * the referent's class); NULL value with *why when the type is unread.
 */
static const char *
json_tagged(uintptr_t v, char *buf, size_t len, const char **why)
{
	int type;
	const char *cls;

	*why = NULL;
	if (v8_is_smi(v)) {
		(void) snprintf(buf, len, "%ld", (long)v8_smi_value(v));
		return ("smi");
	}
	if (v8_is_cleared(v)) {
		buf[0] = '\0';
		return ("cleared");
	}
	if (v8_obj_type(v8_strong(v), &type) != 0) {
		buf[0] = '\0';
		*why = "the referent's instance type could not be read";
	} else {
		cls = v8_type_class(type);
		if (cls == NULL)
			cls = v8_type_name(type);
		if (cls != NULL)
			(void) snprintf(buf, len, "%s", cls);
		else
			(void) snprintf(buf, len, "instance type %d", type);
	}
	return (v8_is_weak(v) ? "weak" : "heap-object");
}

static void
json_field(const v8print_arg_t *vpa, const char *klass, const char *field,
    const char *type, ssize_t off, size_t sz, int readok, uint64_t raw,
    const char *kind, const char *value, const char *why)
{
	mdb_json_begin("v8print", "field");
	mdb_json_addr("object", vpa->vpa_addr);
	mdb_json_str("class", klass);
	mdb_json_str("name", field);
	mdb_json_str("type", type);
	mdb_json_uint("offset", (uint64_t)off);
	mdb_json_addr("address", v8_untag(vpa->vpa_addr) + (uintptr_t)off);
	mdb_json_uint("size", sz);
	if (readok)
		mdb_json_addr("raw", (uintptr_t)raw);
	else
		mdb_json_null("raw");
	mdb_json_str("kind", kind);
	mdb_json_str("value", value != NULL && value[0] != '\0' ? value :
	    NULL);
	mdb_json_str("reason", why);
	mdb_json_end();
}

/* A field as a JSON record: the word read and what it is. */
static int
v8print_field_json(v8print_arg_t *vpa, const char *klass,
    const char *field, const char *type, ssize_t off, size_t sz)
{
	uintptr_t faddr = v8_untag(vpa->vpa_addr) + off;
	uint64_t raw = 0;
	char buf[64];
	const char *kind, *why = NULL;

	if (mdb_vread(&raw, sz, faddr) != (ssize_t)sz) {
		json_field(vpa, klass, field, type, off, sz, 0, 0,
		    strcmp(type, "double") == 0 ? "double" : field_is_raw(type) ?
		    "integer" : "tagged", NULL, "the core lacks the field's "
		    "memory");
		return (0);
	}
	buf[0] = '\0';
	if (strcmp(type, "double") == 0) {
		double d;

		memcpy(&d, &raw, sizeof (d));
		v8_format_double(d, buf, sizeof (buf));
		kind = "double";
	} else if (field_is_raw(type)) {
		(void) snprintf(buf, sizeof (buf), "%llu",
		    (unsigned long long)raw);
		kind = "integer";
	} else if (strcmp(type, "SMI") == 0 && !v8_is_smi(raw) && sz == 8) {
		kind = "not-a-smi";
		why = "the metadata says a Smi, the word is not one";
	} else {
		kind = json_tagged((uintptr_t)raw, buf, sizeof (buf), &why);
	}
	json_field(vpa, klass, field, type, off, sz, 1, raw, kind, buf, why);
	return (mdb_interrupted());
}

static int
v8print_field_cb(const char *klass, const char *field, const char *type,
    ssize_t off, void *arg)
{
	v8print_arg_t *vpa = arg;
	uintptr_t faddr = v8_untag(vpa->vpa_addr) + off;
	size_t sz = field_size(type);
	uint64_t raw = 0;

	if (strcmp(field, "header_size") == 0 ||
	    strstr(field, "_offset") == field + strlen(field) - 7)
		return (0);	/* metadata helpers, not fields */
	/*
	 * "internal_fields" is where embedder fields would start, not a
	 * field (it is the next class's first field, JSArray's length):
	 * the embedder fields an object has are printed after its fields.
	 */
	if (strcmp(field, "internal_fields") == 0)
		return (0);
	vpa->vpa_nfields++;
	if (vpa->vpa_json)
		return (v8print_field_json(vpa, klass, field, type, off, sz));
	mdb_printf("%*s%p %s = ", vpa->vpa_indent, "", faddr, field);
	if (mdb_vread(&raw, sz, faddr) != (ssize_t)sz) {
		mdb_printf("<unreadable>\n");
		return (0);
	}
	if (strcmp(type, "double") == 0) {
		double d;
		char buf[40];

		memcpy(&d, &raw, sizeof (d));
		v8_format_double(d, buf, sizeof (buf));
		mdb_printf("%s\n", buf);
	} else if (field_is_raw(type)) {
		mdb_printf("%llx", (unsigned long long)raw);
		if (sz < 8)
			mdb_printf(" (%llu)", (unsigned long long)raw);
		mdb_printf("\n");
	} else if (strcmp(type, "SMI") == 0 && !v8_is_smi(raw) && sz == 8) {
		mdb_printf("%llx (not a SMI)\n", (unsigned long long)raw);
	} else {
		mdb_printf("%llx ", (unsigned long long)raw);
		describe_tagged((uintptr_t)raw);
		mdb_printf("\n");
	}
	return (mdb_interrupted());
}

/*
 * The embedder (internal) fields of a JS object, as many as its map says
 * it has (none for most objects), after the class's fields; for V8 13's
 * API objects, the C++ heap wrappable slot before them.
 */
static void
v8print_embedder(uintptr_t addr, int indent, int json)
{
	v8print_arg_t vpa;
	char buf[64];
	const char *why;
	size_t wsz = v8_cfg.vc_ptrsize;

	uintptr_t base = v8_untag(addr), v;
	intptr_t cppoff;
	ssize_t start;
	size_t n, i;
	int type;

	if (v8_obj_type(addr, &type) != 0 || !v8_type_is_jsobject(type) ||
	    v8_obj_embedder_layout(addr, &start, &n) != 0 || n == 0)
		return;
	if (v8_const("api_object_cpp_heap_wrappable_offset", &cppoff) == 0 &&
	    cppoff < start && (type == v8_cfg.vt_JSAPIObject ||
	    type == v8_cfg.vt_JSSpecialAPIObject) &&
	    v8_vread_ptr(base + cppoff, &v) == 0) {
		if (json) {
			vpa.vpa_addr = addr;
			json_field(&vpa, "embedder", "cpp_heap_wrappable",
			    "Address", cppoff, wsz, 1, v, "integer", NULL,
			    NULL);
		} else {
			mdb_printf("%*s%p cpp_heap_wrappable = %p\n", indent,
			    "", base + cppoff, v);
		}
	}
	for (i = 0; i < n && !mdb_interrupted(); i++) {
		uintptr_t a = base + start + i * v8_cfg.vc_ptrsize;

		if (json) {
			char name[40];
			int ok = v8_vread_ptr(a, &v) == 0;

			(void) snprintf(name, sizeof (name),
			    "embedder_field[%lu]", (unsigned long)i);
			vpa.vpa_addr = addr;
			buf[0] = '\0';
			why = NULL;
			/* a tagged value, or a pointer the embedder keeps */
			if (ok && v8_is_heapobject(v) && v8_obj_valid(v))
				(void) json_tagged(v, buf, sizeof (buf), &why);
			json_field(&vpa, "embedder", name, "embedder field",
			    start + (ssize_t)(i * wsz), wsz, ok, v, "embedder",
			    buf, ok ? why : "the core lacks the field's "
			    "memory");
			continue;
		}

		mdb_printf("%*s%p embedder_field[%lu] = ", indent, "", a,
		    (unsigned long)i);
		if (v8_vread_ptr(a, &v) != 0) {
			mdb_printf("<unreadable>\n");
			continue;
		}
		mdb_printf("%p", v);
		/* a tagged value, or an aligned pointer the embedder keeps */
		if (v8_is_heapobject(v) && v8_obj_valid(v)) {
			mdb_printf(" ");
			describe_tagged(v);
		}
		mdb_printf("\n");
	}
}

static void
v8print_class(uintptr_t addr, const char *klass, int indent, int json)
{
	const char *parent = v8_class_parent(klass);
	v8print_arg_t vpa;

	if (!json) {
		mdb_printf("%*s%p %s", indent, "", addr, klass);
		if (parent != NULL && strcmp(parent, "Object") == 0)
			mdb_printf(" < Object");
		mdb_printf(" {\n");
	}
	if (parent != NULL && strcmp(parent, "Object") != 0 &&
	    indent < 4 * 16)
		v8print_class(addr, parent, indent + 4, json);
	vpa.vpa_addr = addr;
	vpa.vpa_indent = indent + 4;
	vpa.vpa_nfields = 0;
	vpa.vpa_json = json;
	(void) v8_field_iter(klass, 0, v8print_field_cb, &vpa);
	if (indent == 0)
		v8print_embedder(addr, indent + 4, json);
	if (!json)
		mdb_printf("%*s}\n", indent, "");
}

/* JSON: the object record before its fields (docs/json.md). */
static void
v8print_json_object(uintptr_t addr, const char *klass, const char *why)
{
	const char *c;
	int n = 0;

	mdb_json_begin("v8print", "object");
	mdb_json_addr("address", addr);
	mdb_json_null("smi");
	mdb_json_str("class", klass);
	mdb_json_array_begin("classes");
	for (c = klass; c != NULL && strcmp(c, "Object") != 0 && n < 17;
	    c = v8_class_parent(c), n++)
		mdb_json_array_str(c);
	mdb_json_array_end();
	mdb_json_str("reason", why);
	mdb_json_end();
}

static int
dcmd_v8print(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const char *klass = NULL, *why = NULL;
	int rv, type;

	if (v8_dcmd_start("v8print", flags, V8_NEED_VALUES) != 0)
		return (DCMD_ERR);
	if ((rv = v8_check_addr(addr, flags, "v8print")) != DCMD_OK)
		return (rv);
	if (argc > 1 || (argc == 1 && argv[0].a_type != MDB_TYPE_STRING))
		return (DCMD_USAGE);
	if (v8_is_valid_smi(addr)) {
		if (flags & DCMD_JSON) {
			mdb_json_begin("v8print", "object");
			mdb_json_addr("address", addr);
			mdb_json_int("smi", (int64_t)v8_smi_value(addr));
			mdb_json_null("class");
			mdb_json_array_begin("classes");
			mdb_json_array_end();
			mdb_json_null("reason");
			mdb_json_end();
			return (DCMD_OK);
		}
		mdb_printf("%p: SMI: value = %ld\n", addr,
		    (long)v8_smi_value(addr));
		return (DCMD_OK);
	}
	if (argc == 1) {
		klass = argv[0].a_un.a_str;
		if (v8_class_parent(klass) == NULL) {
			ssize_t off;

			if (v8_class_offset(klass, "map", &off) != 0) {
				mdb_warn("v8print: unknown class \"%s\"",
				    klass);
				return (DCMD_ERR);
			}
		}
		if (!v8_is_heapobject(addr)) {
			mdb_warn("%lx: not a heap object", (unsigned long)addr);
			return (DCMD_ERR);
		}
	} else {
		if (need_heapobject(addr) != 0 ||
		    v8_obj_type(addr, &type) != 0)
			return (DCMD_ERR);
		if ((klass = v8_type_class(type)) == NULL) {
			mdb_warn("%lx: instance type %d has no known class; "
			    "give one (see ::v8classes)", (unsigned long)addr,
			    type);
			klass = "HeapObject";
			why = "its instance type has no known class: only "
			    "HeapObject's fields";
		}
	}
	if (flags & DCMD_JSON)
		v8print_json_object(addr, klass, why);
	v8print_class(addr, klass, 0, (flags & DCMD_JSON) != 0);
	return (DCMD_OK);
}

/* ---- ::v8str ---- */

/*
 * JSON: a "string" record (its text, unquoted, as UTF-8: the JSON
 * writer escapes it), or with -v a "piece" record per piece.
 */
static int
v8str_json(uintptr_t addr, uint_t verbose, size_t nchars)
{
	size_t len, want, bufsz;
	char *buf;
	int trunc = 0, type;
	int budget = 200;

	if (verbose)
		return (v8_string_describe_json(addr, &budget) == 0 ?
		    DCMD_OK : DCMD_ERR);
	if (v8_string_length(addr, &len) != 0 ||
	    v8_obj_type(addr, &type) != 0) {
		mdb_warn("%lx: failed to read string", (unsigned long)addr);
		return (DCMD_ERR);
	}
	want = len > V8_MAX_STRLEN ? V8_MAX_STRLEN : len;
	if (nchars != 0 && nchars < want)
		want = nchars;
	/* UTF-8: at most 3 bytes a UTF-16 unit, and "..." */
	bufsz = want * 3 + 8;
	if ((buf = mdb_alloc(bufsz, UM_GC)) == NULL) {
		mdb_warn("v8str: out of memory");
		return (DCMD_ERR);
	}
	if (v8_string_read(addr, buf, bufsz, want, 0, &trunc) != 0) {
		mdb_warn("%lx: failed to read string", (unsigned long)addr);
		return (DCMD_ERR);
	}
	/* the "..." a cut string ends in is not the string's */
	if (trunc && strlen(buf) >= 3 &&
	    strcmp(buf + strlen(buf) - 3, "...") == 0)
		buf[strlen(buf) - 3] = '\0';
	mdb_json_begin("v8str", "string");
	mdb_json_addr("address", addr);
	mdb_json_str("representation", v8_string_kind(type));
	mdb_json_uint("length", len);
	mdb_json_str("text", buf);
	mdb_json_bool("complete", !trunc);
	mdb_json_str("reason", !trunc ? NULL : nchars != 0 && nchars < len ?
	    "cut at -N characters" : "longer than jsmdb reads");
	mdb_json_end();
	return (DCMD_OK);
}

static int
dcmd_v8str(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uint_t verbose = 0, raw = 0;
	uintptr_t nchars = 0;
	int rv, budget = 200;

	if (v8_dcmd_start("v8str", flags, V8_NEED_VALUES) != 0)
		return (DCMD_ERR);
	if ((rv = v8_check_addr(addr, flags, "v8str")) != DCMD_OK)
		return (rv);
	if (mdb_getopts(argc, argv,
	    'v', MDB_OPT_SETBITS, 1, &verbose,
	    'N', MDB_OPT_UINTPTR, &nchars,
	    'r', MDB_OPT_SETBITS, 1, &raw, NULL) != argc)
		return (DCMD_USAGE);
	if (need_heapobject(addr) != 0)
		return (DCMD_ERR);
	if (!v8_is_string(addr)) {
		mdb_warn("%lx: not a string", (unsigned long)addr);
		return (DCMD_ERR);
	}
	if (flags & DCMD_JSON)
		return (v8str_json(addr, verbose, (size_t)nchars));
	if (verbose) {
		(void) v8_string_describe(addr, 0, &budget);
		return (DCMD_OK);
	}
	/* quoted and escaped as JSON (mdb_v8's default); -r: the text */
	if (v8_string_print(addr, (size_t)nchars,
	    raw ? 0 : V8_STR_QUOTE) != 0) {
		mdb_warn("%lx: failed to read string", (unsigned long)addr);
		return (DCMD_ERR);
	}
	mdb_printf("\n");
	return (DCMD_OK);
}

static void
help_v8str(void)
{
	mdb_printf(
	    "Prints a V8 string of any representation (sequential, cons,\n"
	    "sliced, thin, external; one- or two-byte) in double quotes,\n"
	    "escaped as JSON.\n\n"
	    "  -N CHARS at most this many characters (default 0: all); a\n"
	    "           string cut ends in ...\n"
	    "  -r       raw: the text without quotes (control characters are\n"
	    "           still escaped, as everywhere on a terminal)\n"
	    "  -v       its structure instead: each piece with its\n"
	    "           representation, length and the start of its text\n");
}

/* ---- ::v8array ---- */

/*
 * ::v8array's JSON form (docs/json.md): a "slot" record per slot (the
 * first V8_MAX_ELEMS, as the text), then a "summary" record saying how
 * many there are and whether all were written.
 */
static int
v8array_json(uintptr_t addr, size_t len, size_t max)
{
	size_t i, n = len > max ? max : len;
	int rv = DCMD_OK;
	const char *why = NULL;

	for (i = 0; i < n; i++) {
		uintptr_t v;

		if (mdb_interrupted()) {
			why = "interrupted";
			break;
		}
		if (v8_fixedarray_get(addr, i, &v) != 0) {
			why = "a slot could not be read";
			rv = DCMD_ERR;
			break;
		}
		mdb_json_begin("v8array", "slot");
		mdb_json_addr("array", addr);
		mdb_json_uint("index", i);
		mdb_json_addr("value", v);
		mdb_json_end();
	}
	if (why == NULL && n < len)
		why = "only the first slots are written (-n)";
	mdb_json_begin("v8array", "summary");
	mdb_json_addr("array", addr);
	mdb_json_uint("length", len);
	mdb_json_uint("slots", i);
	mdb_json_bool("complete", i == len);
	mdb_json_str("reason", why);
	mdb_json_end();
	return (rv);
}

static int
dcmd_v8array(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uint_t idx = 0;
	uint64_t max = V8_MAX_ELEMS;
	size_t len, i, n;
	int rv, type;

	if (v8_dcmd_start("v8array", flags, V8_NEED_VALUES) != 0)
		return (DCMD_ERR);
	if ((rv = v8_check_addr(addr, flags, "v8array")) != DCMD_OK)
		return (rv);
	if (mdb_getopts(argc, argv, 'i', MDB_OPT_SETBITS, 1, &idx,
	    'n', MDB_OPT_UINT64, &max, NULL) != argc)
		return (DCMD_USAGE);
	if (max == 0 || max > V8_MAX_ELEMS)
		max = V8_MAX_ELEMS;
	if (need_heapobject(addr) != 0 || v8_obj_type(addr, &type) != 0)
		return (DCMD_ERR);
	if (v8_fixedarray_length(addr, &len) != 0 ||
	    type == v8_cfg.vt_FixedDoubleArray) {
		mdb_warn("%lx: not a FixedArray", (unsigned long)addr);
		return (DCMD_ERR);
	}
	if (flags & DCMD_JSON)
		return (v8array_json(addr, len, (size_t)max));
	n = len > max ? (size_t)max : len;
	for (i = 0; i < n && !mdb_interrupted(); i++) {
		uintptr_t v;

		if (v8_fixedarray_get(addr, i, &v) != 0) {
			mdb_warn("%lx: failed to read slot %lu",
			    (unsigned long)addr, (unsigned long)i);
			return (DCMD_ERR);
		}
		if (idx)
			mdb_printf("%lu ", (unsigned long)i);
		mdb_printf("%p\n", v);
	}
	if (i == n && n < len)
		mdb_printf("... %lu more slots of %lu (-n 0t%lu shown)\n",
		    (unsigned long)(len - n), (unsigned long)len,
		    (unsigned long)n);
	return (DCMD_OK);
}

/* ---- ::v8field ---- */

/* ::v8field's JSON "field" record: the offset now in force. */
static void
v8field_json(const char *klass, const char *field, ssize_t off,
    const char *type, int set)
{
	mdb_json_begin("v8field", "field");
	mdb_json_str("class", klass);
	mdb_json_str("field", field);
	mdb_json_int("offset", off);
	mdb_json_str("type", type != NULL && type[0] != '\0' ? type : NULL);
	mdb_json_bool("set", set);
	mdb_json_end();
}

static int
dcmd_v8field(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	ssize_t off;
	const char *type;

	if (v8_dcmd_start("v8field", flags, 0) != 0)
		return (DCMD_ERR);
	if ((flags & DCMD_ADDRSPEC) || argc < 2 || argc > 3 ||
	    argv[0].a_type != MDB_TYPE_STRING ||
	    argv[1].a_type != MDB_TYPE_STRING)
		return (DCMD_USAGE);
	if (argc == 3) {
		uint64_t v = mdb_argtoull(&argv[2]);

		if (v > 65536) {
			mdb_warn("v8field: offset %llu is implausible",
			    (unsigned long long)v);
			return (DCMD_ERR);
		}
		if (v8_cfg_set_field(argv[0].a_un.a_str, argv[1].a_un.a_str,
		    (ssize_t)v) != 0) {
			mdb_warn("v8field: cannot set more fields");
			return (DCMD_ERR);
		}
		if (flags & DCMD_JSON)
			v8field_json(argv[0].a_un.a_str, argv[1].a_un.a_str,
			    (ssize_t)v, NULL, 1);
		else
			mdb_printf("%s::%s now at offset %llu\n",
			    argv[0].a_un.a_str, argv[1].a_un.a_str,
			    (unsigned long long)v);
		return (DCMD_OK);
	}
	if (v8_class_field(argv[0].a_un.a_str, argv[1].a_un.a_str, &off,
	    &type) != 0) {
		mdb_warn("v8field: %s::%s is unknown", argv[0].a_un.a_str,
		    argv[1].a_un.a_str);
		return (DCMD_ERR);
	}
	if (flags & DCMD_JSON) {
		v8field_json(argv[0].a_un.a_str, argv[1].a_un.a_str, off, type,
		    0);
		return (DCMD_OK);
	}
	mdb_printf("%s::%s at offset %ld%s%s\n", argv[0].a_un.a_str,
	    argv[1].a_un.a_str, (long)off, type[0] != '\0' ? ", type " : "",
	    type);
	return (DCMD_OK);
}

/* ---- ::v8load, ::v8warnings ---- */

static int
dcmd_v8load(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	if ((flags & DCMD_ADDRSPEC) || argc != 1 ||
	    argv[0].a_type != MDB_TYPE_STRING)
		return (DCMD_USAGE);
	if (v8_cfg_load(argv[0].a_un.a_str) != 0)
		return (DCMD_ERR);
	if (flags & DCMD_JSON) {
		mdb_json_begin("v8load", "loaded");
		mdb_json_str("asked", argv[0].a_un.a_str);
		mdb_json_str("facts", v8_cfg.vc_facts);
		mdb_json_end();
		return (DCMD_OK);
	}
	mdb_printf("V8 configured with jsmdb's facts for %s\n",
	    v8_cfg.vc_facts);
	return (DCMD_OK);
}

static int
dcmd_v8warnings(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	if ((flags & DCMD_ADDRSPEC) || argc != 0)
		return (DCMD_USAGE);
	v8_warnings = !v8_warnings;
	if (flags & DCMD_JSON) {
		mdb_json_begin("v8warnings", "warnings");
		mdb_json_bool("on", v8_warnings);
		mdb_json_end();
		return (DCMD_OK);
	}
	mdb_printf("v8 configuration warnings are now %s\n",
	    v8_warnings ? "on" : "off");
	return (DCMD_OK);
}

/* ---- ::v8facts ---- */

static int
v8facts_missing_cb(const char *name, uint_t need, void *arg)
{
	static const struct {
		uint_t bit;
		const char *what;
	} needs[] = {
		{ V8_NEED_VALUES, "values" }, { V8_NEED_PROPS, "properties" },
		{ V8_NEED_FUNCS, "functions" }, { V8_NEED_FRAMES, "frames" },
		{ V8_NEED_HEAP, "heap" }, { V8_NEED_KINDS, "kinds" },
	};
	size_t i;
	int n = 0;

	if (((int *)arg)[1]) {	/* JSON: a "missing" record */
		mdb_json_begin("v8facts", "missing");
		mdb_json_str("name", name);
		mdb_json_array_begin("needed_for");
		for (i = 0; i < sizeof (needs) / sizeof (needs[0]); i++) {
			if (need & needs[i].bit)
				mdb_json_array_str(needs[i].what);
		}
		mdb_json_array_end();
		mdb_json_end();
		((int *)arg)[0]++;
		return (0);
	}
	mdb_printf("%-48s missing, needed for ", name);
	for (i = 0; i < sizeof (needs) / sizeof (needs[0]); i++) {
		if (need & needs[i].bit)
			mdb_printf("%s%s", n++ > 0 ? ", " : "", needs[i].what);
	}
	mdb_printf("\n");
	(*(int *)arg)++;
	return (0);
}

/* ::v8facts's JSON "summary" record: the facts in force, the missing. */
static void
v8facts_summary(size_t nfacts, int nmissing)
{
	mdb_json_begin("v8facts", "summary");
	mdb_json_str("version", v8_cfg.vc_version);
	mdb_json_str("facts_of", v8_cfg.vc_facts[0] != '\0' ?
	    v8_cfg.vc_facts : NULL);
	if (nmissing < 0) {
		mdb_json_uint("facts", nfacts);
		mdb_json_null("missing");
	} else {
		mdb_json_null("facts");
		mdb_json_uint("missing", (uint64_t)nmissing);
	}
	mdb_json_end();
}

/*
 * ::v8facts's JSON form (docs/json.md): a "fact" record per fact in
 * force (with its source always), then a "summary" record.
 */
static int
v8facts_json(void)
{
	const char *name, *src;
	size_t i, n = 0;

	for (i = 0; v8_cfg.vc_facts[0] != '\0' &&
	    (name = v8_fact_name(i)) != NULL; i++) {
		intptr_t v;

		if (mdb_interrupted())
			break;
		src = v8_fact_source(name);
		if (v8_const(name, &v) != 0 &&
		    strncmp(name, "class_", 6) == 0) {
			char k[128], *f;
			ssize_t off;

			(void) snprintf(k, sizeof (k), "%s", name + 6);
			if ((f = strstr(k, "__")) == NULL)
				continue;
			*f = '\0';
			if (v8_class_offset(k, f + 2, &off) != 0)
				continue;
			v = off;
		}
		mdb_json_begin("v8facts", "fact");
		mdb_json_str("name", name);
		mdb_json_int("value", (int64_t)v);
		mdb_json_str("source", src);
		mdb_json_end();
		n++;
	}
	v8facts_summary(n, -1);
	return (DCMD_OK);
}

static int
dcmd_v8facts(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uint_t opt_m = 0, opt_s = 0;
	const char *name;
	size_t i;
	int n[2] = { 0, 0 }, json = (flags & DCMD_JSON) != 0;

	if ((flags & DCMD_ADDRSPEC) || mdb_getopts(argc, argv,
	    'm', MDB_OPT_SETBITS, 1, &opt_m,
	    's', MDB_OPT_SETBITS, 1, &opt_s, NULL) != argc)
		return (DCMD_USAGE);
	n[1] = json;
	if (opt_m) {
		(void) v8_cfg_missing_iter(~0u, v8facts_missing_cb, n);
		if (json) {
			v8facts_summary(0, n[0]);
			return (DCMD_OK);
		}
		if (n[0] == 0)
			mdb_printf("no fact jsmdb needs is missing for V8 %s\n",
			    v8_cfg.vc_version);
		return (DCMD_OK);
	}
	if (json)
		return (v8facts_json());
	if (v8_cfg.vc_facts[0] == '\0') {
		mdb_printf("no facts are in force: none are checked for "
		    "V8 %s\n", v8_cfg.vc_version);
		return (DCMD_OK);
	}
	mdb_printf("facts of %s in force:\n", v8_cfg.vc_facts);
	for (i = 0; (name = v8_fact_name(i)) != NULL; i++) {
		intptr_t v;
		const char *src;

		if (mdb_interrupted())
			break;
		src = v8_fact_source(name);
		if (v8_const(name, &v) != 0 && strncmp(name, "class_", 6) == 0) {
			char k[128], *f;
			ssize_t off;

			(void) snprintf(k, sizeof (k), "%s", name + 6);
			if ((f = strstr(k, "__")) == NULL)
				continue;
			*f = '\0';
			if (v8_class_offset(k, f + 2, &off) != 0)
				continue;
			v = off;
		}
		mdb_printf("%-48s %#lx", name, (long)v);
		if (opt_s && src != NULL)
			mdb_printf("  (%s)", src);
		mdb_printf("\n");
	}
	return (DCMD_OK);
}

static void
dcmd_v8facts_help(void)
{
	mdb_printf("%s\n",
"Lists jsmdb's facts in force for this core's V8 release: layout facts\n"
"the binary's postmortem metadata lacks or gets wrong, from jsmdb's\n"
"version-ranged tables (v8/facts.c), with where each comes from (-s).\n"
"A fact the metadata also gives is shown with the value in use.  With -m,\n"
"the facts jsmdb needs that neither the metadata nor the tables give, and\n"
"which dcmds they are needed for: those dcmds refuse on this core.");
}

/* ---- ::v8internal ---- */

/* ::v8internal's JSON "summary" record: how many fields it has. */
static void
v8internal_summary(uintptr_t addr, size_t n, size_t written)
{
	mdb_json_begin("v8internal", "summary");
	mdb_json_addr("object", addr);
	mdb_json_uint("fields", n);
	mdb_json_uint("written", written);
	mdb_json_end();
}

static int
dcmd_v8internal(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	size_t n, i, lo, hi;
	uintptr_t v;
	int rv, type;

	if (v8_dcmd_start("v8internal", flags,
	    V8_NEED_VALUES | V8_NEED_PROPS) != 0)
		return (DCMD_ERR);
	if ((rv = v8_check_addr(addr, flags, "v8internal")) != DCMD_OK)
		return (rv);
	if (argc > 1)
		return (DCMD_USAGE);
	if (need_heapobject(addr) != 0 || v8_obj_type(addr, &type) != 0)
		return (DCMD_ERR);
	if (!v8_type_is_jsobject(type) || v8_obj_internal_count(addr,
	    &n) != 0) {
		mdb_warn("%lx: not a JavaScript object", (unsigned long)addr);
		return (DCMD_ERR);
	}
	if (n == 0 && argc == 0 && (flags & DCMD_JSON)) {
		v8internal_summary(addr, n, 0);
		return (DCMD_OK);
	}
	if (n == 0 && argc == 0) {
		if (!(flags & DCMD_LOOP))
			mdb_warn("%lx: has no internal (embedder) fields",
			    (unsigned long)addr);
		return (DCMD_OK);
	}
	lo = 0;
	hi = n;
	if (argc == 1) {
		lo = (size_t)mdb_argtoull(&argv[0]);
		if (lo >= n) {
			mdb_warn("%lx: has %lu internal fields; no field %lu",
			    (unsigned long)addr, (unsigned long)n,
			    (unsigned long)lo);
			return (DCMD_ERR);
		}
		hi = lo + 1;
	}
	for (i = lo; i < hi; i++) {
		if (v8_obj_internal_field(addr, i, &v) != 0) {
			mdb_warn("%lx: failed to read internal field %lu",
			    (unsigned long)addr, (unsigned long)i);
			return (DCMD_ERR);
		}
		if (flags & DCMD_JSON) {
			mdb_json_begin("v8internal", "field");
			mdb_json_addr("object", addr);
			mdb_json_uint("index", i);
			mdb_json_addr("value", v);
			mdb_json_end();
			if (i + 1 == hi)
				v8internal_summary(addr, n, hi - lo);
			continue;
		}
		if (argc == 0)
			mdb_printf("%lu ", (unsigned long)i);
		mdb_printf("%p\n", v);
	}
	return (DCMD_OK);
}

/* ---- ::v8code ---- */

/*
 * CodeKind names.  The enum shifts between releases; the metadata gives
 * the position of INTERPRETED_FUNCTION, and the kinds around it keep
 * their order.
 */
static const char *
code_kind_name(int kind)
{
	static const char *const low[] = { "BYTECODE_HANDLER", "FOR_TESTING",
	    "BUILTIN", "REGEXP" };
	intptr_t interp, v;
	const char *fn;
	size_t i;
	int named = 0;

	/*
	 * Releases with another Code::Kind enum (before V8 9) have
	 * "codekind_NAME" facts: those name the kinds.
	 */
	for (i = 0; (fn = v8_fact_name(i)) != NULL; i++) {
		if (strncmp(fn, "codekind_", 9) != 0 || v8_const(fn, &v) != 0)
			continue;
		named = 1;
		if (v == kind)
			return (fn + 9);
	}
	if (named)
		return (NULL);
	if (v8_const("CodeKindInterpretedFunction", &interp) != 0)
		interp = -1;

	if (kind >= 0 && kind < 4)
		return (low[kind]);
	if (interp < 0)
		return (NULL);
	if (kind == interp)
		return ("INTERPRETED_FUNCTION");
	if (kind == interp + 1)
		return ("BASELINE");
	if (kind == interp + 2)
		return ("MAGLEV");
	if (kind == interp + 3)
		return ("TURBOFAN");
	if (kind > 3 && kind < interp)
		return ("WASM or stub");
	return (NULL);
}

/*
 * The JSON "code" record of v8_code_show (docs/json.md, ::v8code): fn is
 * the function given, or 0.
 */
static void
code_json(const char *dcmd, uintptr_t fn, uintptr_t code, int kind,
    uintptr_t start, uintptr_t end, uint32_t size, int trampoline,
    const char *sym)
{
	const char *kn = kind != -1 ? code_kind_name(kind) : NULL;

	mdb_json_begin(dcmd, "code");
	mdb_json_addr("address", code);
	if (fn != 0)
		mdb_json_addr("function", fn);
	else
		mdb_json_null("function");
	mdb_json_str("kind", kn);
	if (kind != -1)
		mdb_json_uint("kind_number", (uint64_t)kind);
	else
		mdb_json_null("kind_number");
	if (start != 0)
		mdb_json_addr("instructions_start", start);
	else
		mdb_json_null("instructions_start");
	if (end != 0)
		mdb_json_addr("instructions_end", end);
	else
		mdb_json_null("instructions_end");
	if (size != 0)
		mdb_json_uint("size", size);
	else
		mdb_json_null("size");
	mdb_json_bool("trampoline", trampoline);
	mdb_json_str("symbol", sym);
	mdb_json_str("reason", start == 0 ? "where the instructions are is "
	    "not known for this V8" : kind == -1 ? "the code's flags could "
	    "not be read" : NULL);
	mdb_json_end();
}

/*
 * A Code object (or a function's): kind and instructions; with dis, the
 * instructions disassembled (mdb_v8's ::v8code -d).  json: the dcmd
 * whose JSON records to write (NULL: text).
 */
int
v8_code_show(uintptr_t addr, int dis, const char *json)
{
	uintptr_t code = addr, start = 0, end = 0;
	uint32_t size = 0, cflags = 0;
	int type, kind = -1, trampoline = 0;
	char sym[256];
	GElf_Sym gs;
	const char *kn, *missing;
	uintptr_t fn = 0;
	int havesym;

	if (need_heapobject(addr) != 0 || v8_obj_type(addr, &type) != 0)
		return (DCMD_ERR);
	if (v8_type_is_jsfunction(type)) {
		fn = addr;
		/* the code field, or (V8 13) the JSDispatchTable entry */
		if (v8_jsfunc_code(addr, &code) != 0) {
			mdb_warn("%lx: cannot find the function's code "
			    "(neither a code field nor a dispatch table entry "
			    "jsmdb can read)", (unsigned long)addr);
			return (DCMD_ERR);
		}
		type = v8_cfg.vt_Code;
	}
	if (type != v8_cfg.vt_Code) {
		mdb_warn("%lx: not a Code object or function",
		    (unsigned long)addr);
		return (DCMD_ERR);
	}
	if (v8_cfg.vc_code_instruction_start_inline) {
		uint8_t insn[13];

		start = v8_untag(code) + v8_cfg.vo_Code_instruction_start;
		/*
		 * An off-heap trampoline: "movabs r10, imm64; jmp r10" into
		 * the embedded builtins.
		 */
		if (mdb_vread(insn, sizeof (insn), start) == sizeof (insn) &&
		    insn[0] == 0x49 && insn[1] == 0xba && insn[10] == 0x41 &&
		    insn[11] == 0xff && insn[12] == 0xe2) {
			memcpy(&start, &insn[2], sizeof (start));
			trampoline = 1;
		} else if (v8_cfg.vc_ptrsize == 4 && mdb_vread(insn, 5,
		    start) == 5 && insn[0] == 0xe9) {
			/*
			 * ia32: "jmp rel32" (V8's ia32
			 * MacroAssembler::JumpToOffHeapInstructionStream;
			 * seen with ::dis on the trampolines of Debian's
			 * i386 nodejs 18.20.4): the target is the next
			 * instruction's address plus rel32.
			 */
			int32_t rel;

			memcpy(&rel, &insn[1], sizeof (rel));
			start = (uintptr_t)(uint32_t)(start + 5 + (uintptr_t)rel);
			trampoline = 1;
		}
	} else if (v8_read_ptr(code, v8_cfg.vo_Code_instruction_start,
	    &start) != 0) {
		start = 0;
	}
	if (!trampoline)
		(void) v8_read_u32(code, v8_cfg.vo_Code_instruction_size,
		    &size);
	if (v8_read_u32(code, v8_cfg.vo_Code_flags, &cflags) == 0)
		kind = (int)((cflags >> v8_cfg.vc_code_kind_shift) &
		    v8_cfg.vc_code_kind_mask);

	if (json != NULL) {
		end = size != 0 ? start + size : 0;
		havesym = start != 0 && mdb_lookup_by_addr(start,
		    MDB_SYM_EXACT, sym, sizeof (sym), &gs) == 0;
		if (havesym && end == 0 && gs.st_size != 0)
			end = start + gs.st_size;
		code_json(json, fn, code, kind, start, end, size, trampoline,
		    havesym ? sym : NULL);
		if (!dis || start == 0)
			return (DCMD_OK);
	} else {
		mdb_printf("%p: Code", code);
	}
	if (json == NULL && kind != -1) {
		if ((kn = code_kind_name(kind)) != NULL)
			mdb_printf(", kind %s", kn);
		else
			mdb_printf(", kind %d", kind);
	}
	if (json == NULL) {
		mdb_printf("\n");
		if (start == 0) {
			mdb_printf("    instructions: unknown for this V8\n");
			return (DCMD_OK);
		}
		mdb_printf("    instructions: %p", start);
		if (size != 0) {
			mdb_printf(" - %p (%u bytes)", start + size, size);
			end = start + size;
		}
		if (mdb_lookup_by_addr(start, MDB_SYM_EXACT, sym,
		    sizeof (sym), &gs) == 0) {
			mdb_printf(", %s", sym);
			/* an embedded builtin: its symbol's size */
			if (end == 0 && gs.st_size != 0)
				end = start + gs.st_size;
		}
		mdb_printf("\n");
	}
	if (!dis)
		return (DCMD_OK);
	if ((missing = v8_bin_missing_at(start)) != NULL) {
		/* an embedded builtin of a binary that is not at hand */
		mdb_warn("%lx: its instructions are in the text of %s, which "
		    "is not on this machine (the core does not hold text): "
		    "not disassembled", (unsigned long)code, missing);
		return (DCMD_ERR);
	}
	if (end == 0) {
		mdb_warn("%lx: the code's size is not known (no size field "
		    "and no sized symbol at %lx): not disassembled",
		    (unsigned long)code, (unsigned long)start);
		return (DCMD_ERR);
	}
	return (mdb_dis_range_json(start, end, json) == 0 ? DCMD_OK :
	    DCMD_ERR);
}

static int
dcmd_v8code(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uint_t opt_d = 0;
	int rv;

	if (v8_dcmd_start("v8code", flags,
	    V8_NEED_VALUES | V8_NEED_FUNCS) != 0)
		return (DCMD_ERR);
	if ((rv = v8_check_addr(addr, flags, "v8code")) != DCMD_OK)
		return (rv);
	if (mdb_getopts(argc, argv, 'd', MDB_OPT_SETBITS, 1, &opt_d,
	    NULL) != argc)
		return (DCMD_USAGE);
	/*
	 * A bad address is said as such; only then is a release whose code
	 * layout (a frame fact) jsmdb lacks refused.
	 */
	if (need_heapobject(addr) != 0 ||
	    v8_dcmd_start("v8code", flags, V8_NEED_FRAMES) != 0)
		return (DCMD_ERR);
	return (v8_code_show(addr, opt_d, (flags & DCMD_JSON) ? "v8code" :
	    NULL));
}

const mdb_dcmd_t v8_dcmds_v8[] = {
	{ "v8type", NULL, "print the V8 instance type of a value",
	    dcmd_v8type, NULL, MDB_DCMD_JSON },
	{ "v8types", NULL, "list the known V8 instance types",
	    dcmd_v8types, NULL, MDB_DCMD_JSON },
	{ "v8classes", NULL, "list the known V8 classes",
	    dcmd_v8classes, NULL, MDB_DCMD_JSON },
	{ "v8print", "[class]", "print a V8 heap object's fields",
	    dcmd_v8print, NULL, MDB_DCMD_JSON },
	{ "v8str", "[-rv] [-N chars]", "print the contents of a V8 string "
	    "(-v: its pieces)", dcmd_v8str, help_v8str, MDB_DCMD_JSON },
	{ "v8array", "[-i] [-n count]", "print the slots of a V8 FixedArray",
	    dcmd_v8array, NULL, MDB_DCMD_JSON },
	{ "v8field", "class field [offset]", "show or set a V8 class field's "
	    "offset", dcmd_v8field, NULL, MDB_DCMD_JSON },
	{ "v8load", "version", "put the facts of another V8 release in "
	    "force (e.g. 12.4)", dcmd_v8load, NULL, MDB_DCMD_JSON },
	{ "v8facts", "[-ms]", "list jsmdb's layout facts in force (-m: the "
	    "missing ones)", dcmd_v8facts, dcmd_v8facts_help,
	    MDB_DCMD_JSON },
	{ "v8warnings", NULL, "toggle V8 configuration warnings",
	    dcmd_v8warnings, NULL, MDB_DCMD_JSON },
	{ "v8internal", "[index]", "print a JavaScript object's internal "
	    "(embedder) fields", dcmd_v8internal, NULL, MDB_DCMD_JSON },
	{ "v8code", "[-d]", "print a V8 Code object (or a function's code; "
	    "-d: disassembled)", dcmd_v8code, NULL, MDB_DCMD_JSON },
	{ NULL }
};
