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
 * The other kinds are kinds.c's decoders behind the ops: Dates, RegExps,
 * Maps and Sets, typed arrays, ArrayBuffers, Errors (the stack from the
 * SavedFrame the error keeps, shown as a synthetic "stack"), Proxies
 * (by JSCLASS_IS_PROXY), symbols, BigInts, wrappers, Promises, elements
 * (dense ones, and the integer-keyed properties a sparse array keeps),
 * bound functions' targets.  Strings print in full (sm_string_iter).
 * Still NULL, so marked by the printer: property storage, accessors.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sm.h"
#include "engine.h"
#include "engine_value.h"
#include "sort.h"

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
	if (ki->ki_kind == JS_K_FUNCTION) {
		/* ESR 78 and 102: a bound function is a JSFunction flagged */
		sm_funcinfo_t fi;
		char w[160];

		if (sm_func_info(v.sv_ptr, &fi, w, sizeof (w)) == 0 &&
		    fi.fi_bound)
			ki->ki_kind = JS_K_BOUND_FUNCTION;
	} else if (ki->ki_kind == JS_K_OBJECT) {
		/* every proxy class (wrappers too) by JSCLASS_IS_PROXY */
		sm_okind_t k;
		char w[160];

		if (sm_obj_kind(v.sv_ptr, &k, w, sizeof (w)) == 0 &&
		    k == SM_K_PROXY) {
			ki->ki_kind = JS_K_PROXY;
			ki->ki_flags = 0;
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

/* A string printed in full, chunk by chunk (sm_string_iter). */
typedef struct strput {
	uint_t sp_flags;
	size_t sp_max;		/* code points to print; 0: all */
	size_t sp_n;		/* printed */
	int sp_cut;
} strput_t;

static int
strput_cb(const char *s, size_t len, void *arg)
{
	strput_t *sp = arg;
	const char *run = s, *e = s + len;

	for (; s < e; s++) {
		if (((uchar_t)*s & 0xc0) != 0x80 && sp->sp_max != 0 &&
		    sp->sp_n++ == sp->sp_max) {
			sp->sp_cut = 1;
			break;
		}
		if (!(sp->sp_flags & JS_STR_QUOTE) || (*s != '"' && *s != '\\'))
			continue;
		mdb_printf_escaped(run, (size_t)(s - run));
		mdb_printf("\\%c", *s);
		run = s + 1;
	}
	mdb_printf_escaped(run, (size_t)(s - run));
	return (sp->sp_cut);
}

static int
smv_string_print(jsval_t bits, size_t maxchars, uint_t flags, char *why,
    size_t wl)
{
	strput_t sp = { flags, maxchars, 0, 0 };
	sm_value_t v;
	char w[160];
	int cut;

	sm_value_decode(bits, &v);
	if (v.sv_type != SM_V_STRING)
		return (str_text(bits, maxchars, &cut, why, wl));
	/* a string that cannot be read says so before anything is printed */
	if (str_text(bits, 1, &cut, why, wl) != 0)
		return (-1);
	if (flags & JS_STR_QUOTE)
		mdb_printf("\"");
	w[0] = '\0';
	if (sm_string_iter(v.sv_ptr, strput_cb, &sp, w, sizeof (w)) != 0 &&
	    !sp.sp_cut) {
		mdb_cprintf(MDB_C_ERROR, "<unreadable: %s>", w);
	}
	if (sp.sp_cut)
		mdb_printf("...");
	if (flags & JS_STR_QUOTE)
		mdb_printf("\"");
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
	{
		/* a guessed display name (HAS_GUESSED_ATOM) is inferred */
		sm_funcinfo_t fi;
		char w[160];

		if (fn->fn_kind == JS_FN_NAMED && sm_func_info(v.sv_ptr, &fi,
		    w, sizeof (w)) == 0 && fi.fi_guessed)
			fn->fn_kind = JS_FN_INFERRED;
	}
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
	int sp_accessor;	/* a getter/setter: sp_acc, or sp_why */
	uintptr_t sp_acc;
	char *sp_why;
} smprop_t;

typedef struct smgather {
	smprop_t *sg_props;
	size_t sg_n, sg_cap;
} smgather_t;

#define	SM_MAXPROPS	(1 << 20)

static int
gather_cb(const sm_propinfo_t *pi, void *arg)
{
	smgather_t *sg = arg;
	smprop_t *sp;
	uint64_t key = pi->pi_key;

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
	sp->sp_value = pi->pi_value;
	sp->sp_has = pi->pi_has;
	sp->sp_accessor = pi->pi_accessor;
	sp->sp_acc = pi->pi_acc_ok ? pi->pi_acc : 0;
	sp->sp_why = NULL;
	if (pi->pi_accessor && !pi->pi_acc_ok &&
	    (sp->sp_why = mdb_alloc(sizeof (pi->pi_why), UM_GC)) != NULL)
		(void) strcpy(sp->sp_why, pi->pi_why);
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
	if (sm_prop_iter_info(v.sv_ptr, gather_cb, &sg, why, wl) != 0)
		return (-1);
	sm_label(label, sizeof (label));
	/* shown: integer-keyed data properties are elements (smv_elems_iter);
	   the printer puts symbols last */
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < sg.sg_n; i++) {
			smprop_t *sp = &sg.sg_props[i];
			char pwhy[160];
			js_prop_t jp;

			if ((how & JS_PI_SHOWN) ? (sp->sp_order == 0 &&
			    sp->sp_has) || pass == 0 : pass > 0)
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
			} else if (sp->sp_accessor && sp->sp_acc != 0) {
				/* its AccessorShape / GetterSetter */
				jp.jp_value = sp->sp_acc;
				jp.jp_flags |= JS_PROP_ACCESSOR;
			} else if (sp->sp_accessor) {
				(void) snprintf(pwhy, sizeof (pwhy),
				    "accessor property: its getter and setter "
				    "are not decoded: %s", sp->sp_why != NULL ?
				    sp->sp_why : "out of memory");
				jp.jp_flags |= JS_PROP_UNDECODED;
				jp.jp_why = pwhy;
			} else {
				(void) snprintf(pwhy, sizeof (pwhy),
				    "custom data property (the engine's C++ "
				    "computes it): value not decoded for %s",
				    label);
				jp.jp_flags |= JS_PROP_UNDECODED;
				jp.jp_why = pwhy;
			}
			if ((rv = cb(&jp, arg)) != 0)
				return (rv);
		}
	}
	if (how & JS_PI_SHOWN) {
		/*
		 * An error's stack is Error.prototype's accessor over the
		 * SavedFrame the error keeps: shown as the text it makes.
		 */
		sm_okind_t k;
		sm_error_t se;
		js_prop_t jp;
		char w[160];

		if (sm_obj_kind(v.sv_ptr, &k, w, sizeof (w)) == 0 &&
		    k == SM_K_ERROR && sm_error_read(v.sv_ptr, &se, w,
		    sizeof (w)) == 0 && se.se_stack != 0) {
			memset(&jp, 0, sizeof (jp));
			jp.jp_name = "stack";
			jp.jp_flags = JS_PROP_SYNTH | JS_PROP_STACK;
			jp.jp_value = sm_value_box(SM_V_OBJECT, se.se_stack);
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


/* ---- the other kinds (spidermonkey/kinds.c) ---- */

/* The object a value is, or 0. */
static uintptr_t
obj_of(jsval_t bits)
{
	sm_value_t v;

	sm_value_decode(bits, &v);
	return (v.sv_type == SM_V_OBJECT ? v.sv_ptr : 0);
}

static int
smv_symbol_text(jsval_t bits, char *buf, size_t sz)
{
	sm_symbol_t sy;
	sm_value_t v;
	char w[160], *d;
	int cut;

	sm_value_decode(bits, &v);
	if (v.sv_type != SM_V_SYMBOL ||
	    sm_symbol_read(v.sv_ptr, &sy, w, sizeof (w)) != 0)
		return (-1);
	if (sy.sy_desc == 0) {
		(void) snprintf(buf, sz, "Symbol()");
		return (0);
	}
	if ((d = mdb_alloc(sz, UM_GC)) == NULL ||
	    sm_string_read(sy.sy_desc, d, sz, &cut, w, sizeof (w)) != 0)
		return (-1);
	(void) snprintf(buf, sz, "Symbol(%s%s)", d, cut ? "..." : "");
	return (0);
}

static int
smv_bigint_text(jsval_t bits, char *buf, size_t sz)
{
	sm_value_t v;
	char w[160];

	sm_value_decode(bits, &v);
	if (v.sv_type != SM_V_BIGINT) {
		(void) snprintf(buf, sz, "not a BigInt");
		return (-1);
	}
	if (sm_bigint_decimal(v.sv_ptr, buf, sz, w, sizeof (w)) != 0) {
		(void) snprintf(buf, sz, "unreadable BigInt %lx: %s",
		    (unsigned long)v.sv_ptr, w);
		return (-1);
	}
	return (0);
}

static int
smv_bound_target(jsval_t bits, jsval_t *targetp)
{
	sm_funcinfo_t fi;
	uintptr_t fn = obj_of(bits);
	char w[160];

	if (fn == 0 || sm_func_info(fn, &fi, w, sizeof (w)) != 0 ||
	    !fi.fi_bound || obj_of(fi.fi_bound_target) == 0)
		return (-1);
	*targetp = fi.fi_bound_target;
	return (0);
}

/*
 * Elements: the dense ones (holes left out), and the integer-keyed own
 * properties a sparse array keeps in its shape, merged in index order.
 */
typedef struct smelem {
	uint64_t se_index;
	uint64_t se_value;
} smelem_t;

typedef struct elgather {
	smelem_t *eg_els;
	size_t eg_n, eg_cap;
} elgather_t;

static int
eg_add(elgather_t *eg, uint64_t index, uint64_t value)
{
	if (eg->eg_n == eg->eg_cap) {
		size_t ncap = eg->eg_cap == 0 ? 64 : eg->eg_cap * 2;
		smelem_t *n;

		if (ncap > SM_MAXPROPS * 4 ||
		    (n = mdb_alloc(ncap * sizeof (*n), UM_GC)) == NULL)
			return (1);
		if (eg->eg_n > 0)
			memcpy(n, eg->eg_els, eg->eg_n * sizeof (*n));
		eg->eg_els = n;
		eg->eg_cap = ncap;
	}
	eg->eg_els[eg->eg_n].se_index = index;
	eg->eg_els[eg->eg_n].se_value = value;
	eg->eg_n++;
	return (0);
}

static int
elem_cb(uint32_t index, uint64_t value, int hole, void *arg)
{
	return (hole ? 0 : eg_add(arg, index, value));
}

static int
sparse_cb(uint64_t key, uint64_t value, int has, void *arg)
{
	char name[32], *end;
	unsigned long long ix;

	/* jsid (js/Id.h): low bit an integer */
	if (!(key & 1) || !has || sm_jsid_text(key, name, sizeof (name)) != 0)
		return (0);
	ix = strtoull(name, &end, 10);
	if (*end != '\0')
		return (0);
	return (eg_add(arg, ix, value));
}

static int
smelem_cmp(const void *a, const void *b)
{
	const smelem_t *x = a, *y = b;

	return (x->se_index < y->se_index ? -1 : x->se_index > y->se_index);
}

static int
smv_elems_iter(jsval_t bits, js_elem_f *cb, void *arg, char *why, size_t wl)
{
	uintptr_t obj = obj_of(bits);
	elgather_t eg;
	sm_okind_t k;
	size_t i;
	int rv;

	if (obj == 0) {
		(void) snprintf(why, wl, "not an object");
		return (-1);
	}
	/* a proxy keeps no elements_ */
	if (sm_obj_kind(obj, &k, why, wl) != 0)
		return (-1);
	if (k == SM_K_PROXY)
		return (0);
	memset(&eg, 0, sizeof (eg));
	if (sm_elements_iter(obj, elem_cb, &eg, why, wl) != 0)
		return (-1);
	if (sm_prop_iter(obj, sparse_cb, &eg, why, wl) != 0)
		return (-1);
	mdb_qsort(eg.eg_els, eg.eg_n, sizeof (smelem_t), smelem_cmp);
	for (i = 0; i < eg.eg_n; i++) {
		js_elem_t el;

		memset(&el, 0, sizeof (el));
		el.el_index = eg.eg_els[i].se_index;
		el.el_value = eg.eg_els[i].se_value;
		if ((rv = cb(&el, arg)) != 0)
			return (rv);
	}
	return (0);
}

static int
smv_array_length(jsval_t bits, uint64_t *lenp)
{
	uintptr_t obj = obj_of(bits);
	sm_elements_t el;
	char w[160];

	if (obj == 0 || sm_elements_read(obj, &el, w, sizeof (w)) != 0)
		return (-1);
	*lenp = el.el_length;
	return (0);
}

/*
 * An accessor property's cell (smv_props_iter's jp_value: 78, its
 * AccessorShape; 102, its GetterSetter): which of getter and setter it
 * has.  Neither (both undefined) is not a pair V8's markers name: -1.
 */
static int
smv_accessor(jsval_t acc, js_acckind_t *kp)
{
	uintptr_t g, s;
	char w[160];

	if (sm_accessor_read((uintptr_t)acc, &g, &s, w, sizeof (w)) != 0 ||
	    (g == 0 && s == 0))
		return (-1);
	*kp = g != 0 && s != 0 ? JS_ACC_BOTH : g != 0 ? JS_ACC_GETTER :
	    JS_ACC_SETTER;
	return (0);
}

typedef struct wentwalk {
	js_entry_f *ww_cb;
	void *ww_arg;
	int ww_set;
} wentwalk_t;

static int
wentry_cb(uintptr_t key, uint64_t value, void *arg)
{
	wentwalk_t *ww = arg;
	jsval_t k = sm_value_box(SM_V_OBJECT, key);

	return (ww->ww_cb(k, ww->ww_set ? k : (jsval_t)value, ww->ww_arg));
}

/* A WeakMap's or WeakSet's entries, from its ObjectValueWeakMap. */
static int
smv_weak_entries_iter(jsval_t bits, js_entry_f *cb, void *arg)
{
	uintptr_t obj = obj_of(bits);
	wentwalk_t ww = { cb, arg, 0 };
	sm_okind_t k;
	uint32_t count;
	char w[160];

	if (obj == 0 || sm_obj_kind(obj, &k, w, sizeof (w)) != 0 ||
	    (k != SM_K_WEAKMAP && k != SM_K_WEAKSET))
		return (-1);
	ww.ww_set = k == SM_K_WEAKSET;
	return (sm_weak_iter(obj, wentry_cb, &ww, &count, w, sizeof (w)) != 0 ?
	    -1 : 0);
}

typedef struct entwalk {
	js_entry_f *mw_cb;
	void *mw_arg;
	int mw_set;
} entwalk_t;

static int
entry_cb(uint64_t key, uint64_t value, void *arg)
{
	entwalk_t *mw = arg;

	return (mw->mw_cb(key, mw->mw_set ? key : value, mw->mw_arg));
}

static int
smv_entries_iter(jsval_t bits, js_entry_f *cb, void *arg)
{
	uintptr_t obj = obj_of(bits);
	entwalk_t mw = { cb, arg, 0 };
	sm_okind_t k;
	uint32_t live, len;
	char w[160];

	if (obj == 0 || sm_obj_kind(obj, &k, w, sizeof (w)) != 0 ||
	    (k != SM_K_MAP && k != SM_K_SET))
		return (-1);
	mw.mw_set = k == SM_K_SET;
	return (sm_mapset_iter(obj, entry_cb, &mw, &live, &len, w,
	    sizeof (w)) != 0 ? -1 : 0);
}

static int
smv_date_value(jsval_t bits, double *msp)
{
	uintptr_t obj = obj_of(bits);
	char w[160];

	return (obj == 0 || sm_date_time(obj, msp, w, sizeof (w)) != 0 ?
	    -1 : 0);
}

static int
smv_regexp(jsval_t bits, jsval_t *srcp, char *flags, size_t sz)
{
	uintptr_t obj = obj_of(bits);
	sm_regexp_t re;
	char w[160];

	if (obj == 0 || sm_regexp_read(obj, &re, w, sizeof (w)) != 0 ||
	    re.sr_source == 0)
		return (-1);
	*srcp = sm_value_box(SM_V_STRING, re.sr_source);
	(void) snprintf(flags, sz, "%s", re.sr_flagtext);
	return (0);
}

static int
smv_promise(jsval_t bits, js_pstate_t *stp, jsval_t *resultp)
{
	uintptr_t obj = obj_of(bits);
	sm_promise_t pr;
	char w[160];

	if (obj == 0 || sm_promise_read(obj, &pr, w, sizeof (w)) != 0 ||
	    pr.pr_state == NULL)
		return (-1);
	if (strcmp(pr.pr_state, "pending") == 0)
		*stp = JS_PR_PENDING;
	else if (strcmp(pr.pr_state, "fulfilled") == 0)
		*stp = JS_PR_FULFILLED;
	else if (strcmp(pr.pr_state, "rejected") == 0)
		*stp = JS_PR_REJECTED;
	else
		*stp = JS_PR_OTHER;
	*resultp = pr.pr_result;
	return (0);
}

static int
smv_typed_array(jsval_t bits, js_typed_t *tt)
{
	uintptr_t obj = obj_of(bits);
	sm_typedarray_t ta;
	uintptr_t clasp;
	const char *cn;
	char w[160];

	if (obj != 0 && sm_obj_class(obj, &clasp) == 0 &&
	    (cn = sm_class_name(clasp)) != NULL)
		(void) snprintf(tt->tt_cname, sizeof (tt->tt_cname), "%s", cn);
	if (obj == 0 || sm_typedarray_read(obj, &ta, w, sizeof (w)) != 0)
		return (-1);
	(void) snprintf(tt->tt_cname, sizeof (tt->tt_cname), "%s", ta.ta_type);
	tt->tt_size = (int)ta.ta_elsize;
	tt->tt_fmt = ta.ta_float ? 'f' : ta.ta_signed ? 'i' : 'u';
	tt->tt_buffer = 0;
	tt->tt_data = ta.ta_data;
	tt->tt_len = ta.ta_length;
	return (0);
}

static int
smv_arraybuffer(jsval_t bits, uintptr_t *datap, uint64_t *lenp)
{
	uintptr_t obj = obj_of(bits);
	sm_arraybuffer_t ab;
	char w[160];

	if (obj == 0 || sm_arraybuffer_read(obj, &ab, w, sizeof (w)) != 0)
		return (-1);
	*datap = ab.ab_data;
	*lenp = ab.ab_detached ? 0 : ab.ab_length;
	return (0);
}

static int
smv_wrapper_value(jsval_t bits, jsval_t *vp)
{
	uintptr_t obj = obj_of(bits);
	uint64_t v;
	char w[160];

	if (obj == 0 || sm_wrapper_value(obj, &v, w, sizeof (w)) != 0)
		return (-1);
	*vp = v;
	return (0);
}

/* An error's stack, as Error.prototype.stack writes it from its SavedFrame. */
typedef struct stackbuf {
	char *sb_buf;
	size_t sb_sz, sb_n;
	int sb_cut;
} stackbuf_t;

static int
stack_cb(const char *s, size_t len, void *arg)
{
	stackbuf_t *sb = arg;

	if (sb->sb_n + len + 1 > sb->sb_sz) {
		sb->sb_cut = 1;
		return (1);
	}
	memcpy(sb->sb_buf + sb->sb_n, s, len);
	sb->sb_n += len;
	sb->sb_buf[sb->sb_n] = '\0';
	return (0);
}

static int
smv_stack_text(jsval_t err, jsval_t v, char *buf, size_t sz, int *truncated)
{
	stackbuf_t sb = { buf, sz, 0, 0 };
	uintptr_t frame = obj_of(v);
	char w[160];

	(void) err;
	if (frame == 0 || sz == 0)
		return (-1);
	buf[0] = '\0';
	if (sm_savedframe_iter(frame, stack_cb, &sb, w, sizeof (w)) != 0 &&
	    !sb.sb_cut)
		return (-1);
	*truncated = sb.sb_cut;
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
	.vo_accessor = smv_accessor,
	.vo_symbol_text = smv_symbol_text,
	.vo_bigint_text = smv_bigint_text,
	.vo_bound_target = smv_bound_target,
	.vo_elems_iter = smv_elems_iter,
	.vo_array_length = smv_array_length,
	.vo_entries_iter = smv_entries_iter,
	.vo_weak_entries_iter = smv_weak_entries_iter,
	.vo_date_value = smv_date_value,
	.vo_regexp = smv_regexp,
	.vo_promise = smv_promise,
	.vo_typed_array = smv_typed_array,
	.vo_arraybuffer = smv_arraybuffer,
	.vo_wrapper_value = smv_wrapper_value,
	.vo_stack_text = smv_stack_text,
	/* not decoded yet: property storage, accessors */
};
