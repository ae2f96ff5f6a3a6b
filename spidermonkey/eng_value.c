/*
 * eng_value.c: SpiderMonkey's value ops (mdbmod/engine_value.h), over
 * what spidermonkey/ decodes (value.c, object.c): NaN-boxed JS::Values,
 * strings of every representation, own properties from Shapes (ESR 78)
 * and PropMaps (ESR 102), class names, function names, constructor
 * names.
 *
 * A value here is the JS::Value's 64 bits.  ::jsprint ADDR takes either
 * a GC thing's address (an object or string, as ::findjsobjects and
 * ::smfindobjects list them: the mdb_v8 user's habit) or a boxed
 * JS::Value word as found in a slot; they are told apart by the tag
 * bits (a GC thing's address read as a Value would be a denormal
 * double, which no one asks jsmdb to print).
 *
 * Kinds whose decoders are not written yet (Date, RegExp, Map and Set,
 * typed arrays, ArrayBuffers, Promises, wrappers, symbols, BigInts,
 * elements) are classified, and their ops left NULL: the printer marks
 * them "<Date: not decoded for SpiderMonkey ...>".  Wiring one is its
 * op here and a line in sm_value_ops.
 */
#include <stdio.h>
#include <string.h>

#include "sm.h"
#include "engine.h"
#include "engine_value.h"

#define	SM_STRBUF	(64 * 1024)	/* characters of a string read */

/* What a class name is to the printer (JSClass::name in js/src/vm and js/src/builtin). */
static const struct {
	const char *ck_class;
	js_kind_t ck_kind;
} class_kinds[] = {
	{ "Object", JS_K_OBJECT },
	{ "Array", JS_K_ARRAY },
	{ "Function", JS_K_FUNCTION },
	{ "BoundFunctionObject", JS_K_BOUND_FUNCTION },
	{ "Date", JS_K_DATE },
	{ "RegExp", JS_K_REGEXP },
	{ "Map", JS_K_MAP },
	{ "Set", JS_K_SET },
	{ "WeakMap", JS_K_WEAKMAP },
	{ "WeakSet", JS_K_WEAKSET },
	{ "Promise", JS_K_PROMISE },
	{ "ArrayBuffer", JS_K_ARRAYBUFFER },
	{ "SharedArrayBuffer", JS_K_ARRAYBUFFER },
	{ "Int8Array", JS_K_TYPED_ARRAY },
	{ "Uint8Array", JS_K_TYPED_ARRAY },
	{ "Uint8ClampedArray", JS_K_TYPED_ARRAY },
	{ "Int16Array", JS_K_TYPED_ARRAY },
	{ "Uint16Array", JS_K_TYPED_ARRAY },
	{ "Int32Array", JS_K_TYPED_ARRAY },
	{ "Uint32Array", JS_K_TYPED_ARRAY },
	{ "Float32Array", JS_K_TYPED_ARRAY },
	{ "Float64Array", JS_K_TYPED_ARRAY },
	{ "BigInt64Array", JS_K_TYPED_ARRAY },
	{ "BigUint64Array", JS_K_TYPED_ARRAY },
	{ "Error", JS_K_ERROR },
	{ "InternalError", JS_K_ERROR },
	{ "AggregateError", JS_K_ERROR },
	{ "EvalError", JS_K_ERROR },
	{ "RangeError", JS_K_ERROR },
	{ "ReferenceError", JS_K_ERROR },
	{ "SyntaxError", JS_K_ERROR },
	{ "TypeError", JS_K_ERROR },
	{ "URIError", JS_K_ERROR },
	{ "CompileError", JS_K_ERROR },
	{ "LinkError", JS_K_ERROR },
	{ "RuntimeError", JS_K_ERROR },
	{ "Boolean", JS_K_WRAPPER },
	{ "Number", JS_K_WRAPPER },
	{ "String", JS_K_WRAPPER },
	{ "Symbol", JS_K_WRAPPER },
	{ "BigInt", JS_K_WRAPPER },
	{ "global", JS_K_GLOBAL },		/* the js shell's global */
	{ "GjsGlobal", JS_K_GLOBAL },		/* GJS's */
	{ "Proxy", JS_K_PROXY },
	{ NULL, JS_K_OBJECT }
};

/* "SpiderMonkey ESR 102" for the marks */
static void
sm_label(char *buf, size_t sz)
{
	(void) snprintf(buf, sz, "SpiderMonkey %s", sm.ss_version);
}

static int
smv_value_at(uintptr_t addr, jsval_t *vp, char *why, size_t wl)
{
	sm_thing_t st;
	sm_value_t v;
	char w[160];

	if (sm_value_is_boxed(addr)) {
		sm_value_decode(addr, &v);
		if (v.sv_type == SM_V_UNKNOWN) {
			(void) snprintf(why, wl, "not a JS::Value (tag %llx)",
			    (unsigned long long)(addr >> 47));
			return (-1);
		}
		*vp = addr;
		return (0);
	}
	if (sm_thing(addr, &st, w, sizeof (w)) != 0) {
		(void) snprintf(why, wl, "not a GC thing nor a boxed "
		    "JS::Value: %s", w);
		return (-1);
	}
	if (st.st_cell != addr || st.st_free) {
		(void) snprintf(why, wl, "not the start of a live GC thing "
		    "(%s cell %lx)", st.st_free ? "in the free" : "inside the",
		    (unsigned long)st.st_cell);
		return (-1);
	}
	switch (st.st_kind->sk_trace) {
	case SM_T_OBJECT:
		*vp = sm_value_box(SM_V_OBJECT, addr);
		return (0);
	case SM_T_STRING:
		*vp = sm_value_box(SM_V_STRING, addr);
		return (0);
	case SM_T_SYMBOL:
		*vp = sm_value_box(SM_V_SYMBOL, addr);
		return (0);
	case SM_T_BIGINT:
		*vp = sm_value_box(SM_V_BIGINT, addr);
		return (0);
	default:
		(void) snprintf(why, wl, "a GC thing of AllocKind %s, not a "
		    "JavaScript value (::smtype says what it is)",
		    st.st_kind->sk_name);
		return (-1);
	}
}

static void
smv_kind(jsval_t bits, js_kindinfo_t *ki)
{
	uintptr_t clasp;
	const char *cn;
	sm_value_t v;
	size_t i;

	memset(ki, 0, sizeof (*ki));
	ki->ki_val = bits;
	sm_value_decode(bits, &v);
	switch (v.sv_type) {
	case SM_V_DOUBLE:
		ki->ki_kind = JS_K_DOUBLE;
		ki->ki_double = v.sv_double;
		return;
	case SM_V_INT32:
		ki->ki_kind = JS_K_INT;
		ki->ki_int = v.sv_int;
		return;
	case SM_V_BOOLEAN:
		ki->ki_kind = v.sv_int ? JS_K_TRUE : JS_K_FALSE;
		return;
	case SM_V_UNDEFINED:
		ki->ki_kind = JS_K_UNDEFINED;
		return;
	case SM_V_NULL:
		ki->ki_kind = JS_K_NULL;
		return;
	case SM_V_MAGIC:
		/* JSWhyMagic (js/Value.h): an engine-internal constant */
		ki->ki_kind = JS_K_ODDBALL;
		(void) snprintf(ki->ki_name, sizeof (ki->ki_name),
		    "<magic %d>", v.sv_int);
		return;
	case SM_V_STRING:
		ki->ki_kind = JS_K_STRING;
		ki->ki_addr = v.sv_ptr;
		return;
	case SM_V_SYMBOL:
		ki->ki_kind = JS_K_SYMBOL;
		ki->ki_addr = v.sv_ptr;
		return;
	case SM_V_BIGINT:
		ki->ki_kind = JS_K_BIGINT;
		ki->ki_addr = v.sv_ptr;
		return;
	case SM_V_PRIVATE_GCTHING:
		ki->ki_kind = JS_K_INTERNAL;
		ki->ki_addr = v.sv_ptr;
		(void) snprintf(ki->ki_name, sizeof (ki->ki_name),
		    "private GC thing");
		return;
	case SM_V_OBJECT:
		break;
	default:
		ki->ki_kind = JS_K_UNDECODED;
		(void) snprintf(ki->ki_why, sizeof (ki->ki_why),
		    "not a JS::Value: %llx", (unsigned long long)bits);
		return;
	}
	ki->ki_addr = v.sv_ptr;
	if (sm_obj_class(v.sv_ptr, &clasp) != 0 ||
	    (cn = sm_class_name(clasp)) == NULL) {
		ki->ki_kind = JS_K_UNDECODED;
		(void) snprintf(ki->ki_why, sizeof (ki->ki_why),
		    "object %lx: its class is not readable",
		    (unsigned long)v.sv_ptr);
		return;
	}
	ki->ki_flags = JS_KI_OBJECT;
	ki->ki_kind = JS_K_OBJECT;
	for (i = 0; class_kinds[i].ck_class != NULL; i++) {
		if (strcmp(cn, class_kinds[i].ck_class) == 0) {
			ki->ki_kind = class_kinds[i].ck_kind;
			break;
		}
	}
}

/* ---- strings ---- */

static char sm_strbuf[SM_STRBUF];

/* The string's text into sm_strbuf, cut at maxchars code points (0 all). */
static int
str_text(jsval_t bits, size_t maxchars, int *cutp, char *why, size_t wl)
{
	sm_value_t v;
	size_t n = 0, i;
	char w[160];

	sm_value_decode(bits, &v);
	*cutp = 0;
	w[0] = '\0';
	if (v.sv_type != SM_V_STRING || sm_string_read(v.sv_ptr, sm_strbuf,
	    sizeof (sm_strbuf), cutp, w, sizeof (w)) != 0) {
		if (why != NULL && wl > 0)
			(void) snprintf(why, wl, "unreadable string %lx%s%s",
			    (unsigned long)v.sv_ptr, w[0] != '\0' ? ": " : "",
			    w);
		return (-1);
	}
	if (maxchars == 0)
		return (0);
	for (i = 0; sm_strbuf[i] != '\0'; i++) {
		if (((uchar_t)sm_strbuf[i] & 0xc0) != 0x80 && n++ == maxchars) {
			sm_strbuf[i] = '\0';
			*cutp = 1;
			break;
		}
	}
	return (0);
}

/*
 * Writes s as the printer writes strings: in "" with " and \ escaped
 * (JS_STR_QUOTE), control characters escaped by mdb_printf_escaped.
 */
static void
str_put(const char *s, uint_t flags, int cut)
{
	const char *run = s;

	if (flags & JS_STR_QUOTE)
		mdb_printf("\"");
	for (; *s != '\0'; s++) {
		if (!(flags & JS_STR_QUOTE) || (*s != '"' && *s != '\\'))
			continue;
		mdb_printf_escaped(run, (size_t)(s - run));
		mdb_printf("\\%c", *s);
		run = s + 1;
	}
	mdb_printf_escaped(run, (size_t)(s - run));
	if (cut)
		mdb_printf("...");
	if (flags & JS_STR_QUOTE)
		mdb_printf("\"");
}

static int
smv_string_print(jsval_t bits, size_t maxchars, uint_t flags, char *why,
    size_t wl)
{
	int cut;

	if (str_text(bits, maxchars, &cut, why, wl) != 0)
		return (-1);
	str_put(sm_strbuf, flags, cut);
	return (0);
}

static int
smv_string_read(jsval_t bits, char *buf, size_t sz, size_t maxchars,
    uint_t flags)
{
	size_t o = 0, i;
	int cut;

	if (sz == 0 || str_text(bits, maxchars, &cut, NULL, 0) != 0) {
		if (sz > 0)
			(void) snprintf(buf, sz, "<unreadable string>");
		return (-1);
	}
#define	PUT(c)	do { if (o + 1 < sz) buf[o++] = (c); } while (0)
	if (flags & JS_STR_QUOTE)
		PUT('"');
	for (i = 0; sm_strbuf[i] != '\0'; i++) {
		uchar_t c = (uchar_t)sm_strbuf[i];

		if ((flags & JS_STR_QUOTE) && (c == '"' || c == '\\'))
			PUT('\\');
		if ((flags & JS_STR_ESCAPE) && c < 0x20) {
			char e[8];
			size_t j;

			(void) snprintf(e, sizeof (e), c == '\n' ? "\\n" :
			    c == '\t' ? "\\t" : "\\x%02x", c);
			for (j = 0; e[j] != '\0'; j++)
				PUT(e[j]);
			continue;
		}
		PUT((char)c);
	}
	if (cut) {
		PUT('.'); PUT('.'); PUT('.');
	}
	if (flags & JS_STR_QUOTE)
		PUT('"');
#undef PUT
	buf[o] = '\0';
	return (0);
}

static int
smv_string_length(jsval_t bits, size_t *lenp)
{
	const sm_facts_t *f = sm.ss_facts;
	sm_value_t v;
	uint64_t hdr;

	sm_value_decode(bits, &v);
	/* JS::shadow::String: flags, the length in the high half */
	if (f == NULL || v.sv_type != SM_V_STRING || mdb_vread(&hdr,
	    sizeof (hdr), v.sv_ptr + f->sf_str_flags) != sizeof (hdr))
		return (-1);
	*lenp = (size_t)(hdr >> 32);
	return (0);
}

/* ---- functions and objects ---- */

static int
smv_func_name(jsval_t bits, js_fname_t *fn)
{
	sm_value_t v;

	sm_value_decode(bits, &v);
	if (v.sv_type != SM_V_OBJECT || sm_func_name(v.sv_ptr, fn->fn_name,
	    sizeof (fn->fn_name)) != 0) {
		fn->fn_kind = JS_FN_UNREADABLE;
		(void) snprintf(fn->fn_name, sizeof (fn->fn_name),
		    "JSFunction %lx", (unsigned long)v.sv_ptr);
		return (0);
	}
	fn->fn_kind = fn->fn_name[0] != '\0' ? JS_FN_NAMED : JS_FN_ANONYMOUS;
	return (0);
}

static int
smv_constructor_name(jsval_t bits, char *buf, size_t sz, char *why,
    size_t wl)
{
	sm_value_t v;

	sm_value_decode(bits, &v);
	if (v.sv_type == SM_V_OBJECT &&
	    sm_constructor_name(v.sv_ptr, buf, sz) == 0 && buf[0] != '\0')
		return (0);
	(void) snprintf(why, wl, "no constructor found: the prototype's "
	    "\"constructor\" is not a named function jsmdb reads");
	return (-1);
}

static int
smv_constructor(jsval_t bits, jsval_t *funcp, char *cls, size_t sz)
{
	uintptr_t proto;
	uint64_t ctor;
	sm_value_t v;

	sm_value_decode(bits, &v);
	if (v.sv_type != SM_V_OBJECT || sm_obj_proto(v.sv_ptr, &proto) != 0 ||
	    sm_prop_get(proto, "constructor", &ctor) != 0)
		return (-1);
	sm_value_decode(ctor, &v);
	if (v.sv_type != SM_V_OBJECT)
		return (-1);
	*funcp = v.sv_ptr;
	(void) snprintf(cls, sz, "JSFunction");
	return (0);
}

/* Own properties: gathered, then in JavaScript's order when shown. */
typedef struct smprop {
	uint64_t sp_key;
	uint64_t sp_value;
	int sp_has;
	int sp_order;		/* 0 integer, 1 string, 2 symbol */
} smprop_t;

typedef struct smgather {
	smprop_t *sg_props;
	size_t sg_n, sg_cap;
} smgather_t;

#define	SM_MAXPROPS	(1 << 20)

static int
gather_cb(uint64_t key, uint64_t value, int has, void *arg)
{
	smgather_t *sg = arg;
	smprop_t *sp;

	if (sg->sg_n == sg->sg_cap) {
		size_t ncap = sg->sg_cap == 0 ? 32 : sg->sg_cap * 2;
		smprop_t *n;

		if (ncap > SM_MAXPROPS ||
		    (n = mdb_alloc(ncap * sizeof (*n), UM_GC)) == NULL)
			return (1);
		if (sg->sg_n > 0)
			memcpy(n, sg->sg_props, sg->sg_n * sizeof (*n));
		sg->sg_props = n;
		sg->sg_cap = ncap;
	}
	sp = &sg->sg_props[sg->sg_n++];
	sp->sp_key = key;
	sp->sp_value = value;
	sp->sp_has = has;
	/* jsid (js/Id.h): low bit an integer; tag 4 a symbol */
	sp->sp_order = (key & 1) ? 0 : (key & 7) == 4 ? 2 : 1;
	return (0);
}

static int
smv_props_iter(jsval_t bits, uint_t how, js_prop_f *cb, void *arg,
    char *why, size_t wl)
{
	smgather_t sg;
	sm_value_t v;
	char name[512], label[64];
	int pass, rv;
	size_t i;

	sm_value_decode(bits, &v);
	if (v.sv_type != SM_V_OBJECT) {
		(void) snprintf(why, wl, "not an object");
		return (-1);
	}
	memset(&sg, 0, sizeof (sg));
	if (sm_prop_iter(v.sv_ptr, gather_cb, &sg, why, wl) != 0)
		return (-1);
	sm_label(label, sizeof (label));
	/* integer keys first (the printer puts symbols last) */
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < sg.sg_n; i++) {
			smprop_t *sp = &sg.sg_props[i];
			char pwhy[160];
			js_prop_t jp;

			if ((how & JS_PI_SHOWN) ? (sp->sp_order == 0) !=
			    (pass == 0) : pass > 0)
				continue;
			memset(&jp, 0, sizeof (jp));
			(void) sm_jsid_text(sp->sp_key, name, sizeof (name));
			jp.jp_name = name;
			if (sp->sp_order == 1) {
				jp.jp_key = sm_value_box(SM_V_STRING,
				    sp->sp_key);
				jp.jp_flags |= JS_PROP_KEYSTR;
			}
			/* a symbol key prints by its name text: not decoded */
			if (sp->sp_has) {
				jp.jp_value = sp->sp_value;
			} else {
				(void) snprintf(pwhy, sizeof (pwhy),
				    "accessor or custom data property: value "
				    "not decoded for %s", label);
				jp.jp_flags |= JS_PROP_UNDECODED;
				jp.jp_why = pwhy;
			}
			if ((rv = cb(&jp, arg)) != 0)
				return (rv);
		}
	}
	return (0);
}

static int
smv_prop_get(jsval_t bits, const char *name, js_prop_t *jp)
{
	sm_value_t v;
	uint64_t val;

	memset(jp, 0, sizeof (*jp));
	jp->jp_name = name;
	sm_value_decode(bits, &v);
	if (v.sv_type != SM_V_OBJECT || sm_prop_get(v.sv_ptr, name,
	    &val) != 0)
		return (-1);
	jp->jp_value = val;
	return (0);
}

const js_value_ops_t sm_value_ops = {
	.vo_value_at = smv_value_at,
	.vo_kind = smv_kind,
	.vo_string_print = smv_string_print,
	.vo_string_read = smv_string_read,
	.vo_string_length = smv_string_length,
	.vo_func_name = smv_func_name,
	.vo_constructor_name = smv_constructor_name,
	.vo_constructor = smv_constructor,
	.vo_props_iter = smv_props_iter,
	.vo_prop_get = smv_prop_get,
	/* not decoded yet (spidermonkey/kinds.c): symbols, bound targets,
	   property storage, accessors, elements and array lengths, Map and
	   Set entries, Dates, RegExps, Promises, typed arrays, ArrayBuffers,
	   wrappers' values */
};
