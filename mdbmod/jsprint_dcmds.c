/*
 * jsprint_dcmds.c: ::jsprint, ::jsconstructor, ::jsarray and the
 * jselement / jsprop walkers, written once over the engine's value ops
 * (engine_value.h); the printing itself is jsprint.c's.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "engine_value.h"

/* The engine for a value dcmd, ready, with value ops; NULL after saying. */
static const js_value_ops_t *
value_start(const char *dcmd, uint_t flags)
{
	const js_engine_t *je = js_dcmd_start(dcmd, flags, JS_NEED_PRINT);

	if (je == NULL)
		return (NULL);
	if (je->je_value == NULL) {
		mdb_warn("%s: %s's values are not decoded yet", dcmd,
		    je->je_name);
		return (NULL);
	}
	return (je->je_value);
}

/* The value an address names: 0 and *vp, or -1 after saying why. */
static int
check_value(const js_value_ops_t *vo, uintptr_t addr, jsval_t *vp)
{
	char why[192];

	why[0] = '\0';
	if (vo->vo_value_at(addr, vp, why, sizeof (why)) == 0)
		return (0);
	mdb_warn("%lx: %s", (unsigned long)addr, why);
	return (-1);
}

/* A value with own properties: 0 (and its kind), or -1 after saying. */
static int
check_jsobject(const js_value_ops_t *vo, jsval_t v, js_kindinfo_t *ki)
{
	js_kindinfo_t k;
	jsval_t v2;

	if (ki == NULL)
		ki = &k;
	if (check_value(vo, v, &v2) != 0)
		return (-1);
	vo->vo_kind(v2, ki);
	if (!(ki->ki_flags & JS_KI_OBJECT)) {
		mdb_warn("%lx: not a JavaScript object",
		    (unsigned long)(ki->ki_addr != 0 ? ki->ki_addr : v));
		return (-1);
	}
	return (0);
}

/* The address a message names for v: its heap address, else v itself. */
static unsigned long
vaddr(const js_value_ops_t *vo, jsval_t v)
{
	js_kindinfo_t ki;

	vo->vo_kind(v, &ki);
	return ((unsigned long)(ki.ki_addr != 0 ? ki.ki_addr : v));
}

/* ---- element lookup for member paths ---- */

typedef struct elem_find {
	uint64_t ef_index;
	int ef_found;
	js_elem_t ef_elem;
} elem_find_t;

static int
elem_find_cb(const js_elem_t *e, void *arg)
{
	elem_find_t *ef = arg;

	if (e->el_index != ef->ef_index)
		return (e->el_index > ef->ef_index ? 1 : 0);
	ef->ef_found = 1;
	ef->ef_elem = *e;
	return (1);
}

/* The element idx of obj into ef; -1 when elements are not decoded. */
static int
elem_find(const js_value_ops_t *vo, jsval_t obj, uint64_t idx,
    elem_find_t *ef)
{
	char why[192];

	memset(ef, 0, sizeof (*ef));
	ef->ef_index = idx;
	if (vo->vo_elems_iter == NULL) {
		mdb_warn("%lx: elements are not decoded for this engine yet",
		    vaddr(vo, obj));
		return (-1);
	}
	why[0] = '\0';
	if (vo->vo_elems_iter(obj, elem_find_cb, ef, why, sizeof (why)) < 0 &&
	    why[0] != '\0') {
		mdb_warn("%lx: %s", vaddr(vo, obj), why);
		return (-1);
	}
	return (0);
}

/* A value to print: a value, or an unboxed double. */
typedef struct jsprint_val {
	jsval_t jv_val;
	int jv_unboxed;
	double jv_double;
} jsprint_val_t;

/*
 * Resolves a member path ("headers.host", "list[2]", "a.b[0].c") from
 * obj.  Leaves the value in *jv; prints why on failure.
 */
static int
resolve_member(const js_value_ops_t *vo, jsval_t obj, const char *path,
    jsprint_val_t *jv)
{
	const char *p = path;
	jsval_t cur = obj;
	char name[512];
	js_prop_t jp;

	jv->jv_unboxed = 0;

	while (*p != '\0') {
		size_t n = 0;

		if (*p == '.') {
			p++;
			continue;
		}
		if (*p == '[') {
			char *end;
			unsigned long long idx;
			elem_find_t ef;

			idx = strtoull(p + 1, &end, 10);
			if (end == p + 1 || *end != ']') {
				mdb_warn("%s: bad index in member path", path);
				return (-1);
			}
			p = end + 1;
			if (check_jsobject(vo, cur, NULL) != 0 ||
			    elem_find(vo, cur, idx, &ef) != 0)
				return (-1);
			if (!ef.ef_found) {
				mdb_warn("%lx: no element %llu",
				    vaddr(vo, cur), idx);
				return (-1);
			}
			if (ef.ef_elem.el_isdouble) {
				mdb_warn("%lx: element %llu is an unboxed "
				    "double", vaddr(vo, cur), idx);
				return (-1);
			}
			cur = ef.ef_elem.el_value;
			continue;
		}
		while (*p != '\0' && *p != '.' && *p != '[' &&
		    n < sizeof (name) - 1)
			name[n++] = *p++;
		name[n] = '\0';
		if (check_jsobject(vo, cur, NULL) != 0)
			return (-1);
		if (vo->vo_prop_get == NULL) {
			mdb_warn("%lx: properties are not decoded for this "
			    "engine yet", vaddr(vo, cur));
			return (-1);
		}
		if (vo->vo_prop_get(cur, name, &jp) == 0 &&
		    (jp.jp_flags & JS_PROP_DOUBLE)) {
			/* a raw double: the end of the path, or no object */
			while (*p == '.')
				p++;
			if (*p != '\0') {
				mdb_warn("%lx: property \"%s\" is an unboxed "
				    "double", vaddr(vo, cur), name);
				return (-1);
			}
			jv->jv_unboxed = 1;
			jv->jv_double = jp.jp_double;
			return (0);
		}
		if (vo->vo_prop_get(cur, name, &jp) != 0 ||
		    (jp.jp_flags & (JS_PROP_ACCESSOR | JS_PROP_UNDECODED))) {
			elem_find_t ef;
			char *end;

			if (jp.jp_flags & JS_PROP_UNDECODED) {
				mdb_warn("%lx: property \"%s\": %s",
				    vaddr(vo, cur), name, jp.jp_why != NULL ?
				    jp.jp_why : "value not decoded");
				return (-1);
			}
			if (!(jp.jp_flags & JS_PROP_ACCESSOR)) {
				/* "list.2" works like "list[2]" */
				memset(&ef, 0, sizeof (ef));
				(void) strtoull(name, &end, 10);
				if (n > 0 && *end == '\0' &&
				    isdigit((uchar_t)name[0]) &&
				    elem_find(vo, cur, strtoull(name, NULL,
				    10), &ef) != 0)
					return (-1);
				if (!ef.ef_found || ef.ef_elem.el_isdouble) {
					mdb_warn("%lx: no property \"%s\"",
					    vaddr(vo, cur), name);
					return (-1);
				}
				jp.jp_value = ef.ef_elem.el_value;
			}
		}
		cur = jp.jp_value;
	}
	jv->jv_val = cur;
	return (0);
}

/* ---- ::jsprint ---- */

static void
jsprint_propkind(const js_value_ops_t *vo, jsval_t obj)
{
	char buf[256];

	if (vo->vo_prop_storage == NULL) {
		const js_engine_t *je = js_engine_current();

		mdb_printf("property kind: not decoded for %s yet\n",
		    je != NULL ? je->je_name : "this engine");
		return;
	}
	if (vo->vo_prop_storage(obj, buf, sizeof (buf)) != 0) {
		mdb_printf("property kind: %p's properties could not be "
		    "decoded\n", obj);
		return;
	}
	if (buf[0] != '\0')
		mdb_printf("property kind:%s\n", buf);
}

static int
dcmd_jsprint(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const js_value_ops_t *vo;
	uint_t pflags = 0, opt_b = 0, opt_v = 0;
	uintptr_t depth = UINTPTR_MAX, nprops = UINTPTR_MAX;
	uintptr_t nchars = 0;
	js_print_opts_t po;
	jsprint_val_t *vals;
	jsval_t v;
	int i, j, n;

	if ((vo = value_start("jsprint", flags)) == NULL)
		return (DCMD_ERR);
	if (!(flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	i = mdb_getopts(argc, argv,
	    'a', MDB_OPT_SETBITS, JS_PRINT_ADDRS, &pflags,
	    'b', MDB_OPT_SETBITS, 1, &opt_b,
	    'd', MDB_OPT_UINTPTR, &depth,
	    'n', MDB_OPT_UINTPTR, &nprops,
	    'N', MDB_OPT_UINTPTR, &nchars,
	    's', MDB_OPT_SETBITS, JS_PRINT_BRIEF, &pflags,
	    'v', MDB_OPT_SETBITS, 1, &opt_v, NULL);
	if (i < 0)
		return (DCMD_USAGE);
	for (j = i; j < argc; j++) {
		if (argv[j].a_type != MDB_TYPE_STRING)
			return (DCMD_USAGE);
	}
	memset(&po, 0, sizeof (po));
	/* -n also caps a Buffer's bytes (util.inspect shows 50, of an
	 * ArrayBuffer 100) */
	if (nprops == UINTPTR_MAX) {
		nprops = JS_PRINT_MAXPROPS;
	} else {
		/* 0: all (of the 1M values one ::jsprint prints) */
		if (nprops == 0 || nprops > JS_PRINT_MAXVALUES)
			nprops = JS_PRINT_MAXVALUES;
		po.po_maxbytes = nprops;
	}
	if (check_value(vo, addr, &v) != 0)
		return (DCMD_ERR);
	/* default: 2 levels, 1 with -s; past the cap, said (once a line) */
	if (depth == UINTPTR_MAX) {
		depth = (pflags & JS_PRINT_BRIEF) ? 1 : 2;
	} else if (depth > JS_PRINT_MAXDEPTH) {
		if (!(flags & DCMD_LOOP) || (flags & DCMD_LOOPFIRST))
			mdb_warn("jsprint: -d %lu: jsmdb expands at most %d "
			    "levels; deeper ones print as {...}",
			    (unsigned long)depth, JS_PRINT_MAXDEPTH);
		depth = JS_PRINT_MAXDEPTH;
	}
	po.po_maxprops = nprops;
	po.po_maxstr = nchars;

	/* every member first: a bad path prints nothing of the line */
	n = argc > i ? argc - i : 1;
	if ((vals = mdb_zalloc(n * sizeof (*vals), UM_GC)) == NULL)
		return (DCMD_ERR);
	vals[0].jv_val = v;
	for (j = 0; j < argc - i; j++) {
		if (resolve_member(vo, v, argv[i + j].a_un.a_str,
		    &vals[j]) != 0)
			return (DCMD_ERR);
	}
	if (flags & DCMD_JSON) {
		/* every member's tree, one after the other */
		for (j = 0; j < n; j++) {
			char sb[256], *storage = NULL;

			if (opt_v && !vals[j].jv_unboxed &&
			    vo->vo_prop_storage != NULL &&
			    vo->vo_prop_storage(vals[j].jv_val, sb,
			    sizeof (sb)) == 0) {
				storage = sb;
				while (*storage == ' ')
					storage++;
			}
			if (js_print_json("jsprint", addr, argc > i ?
			    argv[i + j].a_un.a_str : NULL, vals[j].jv_val,
			    vals[j].jv_unboxed, vals[j].jv_double, (int)depth,
			    &po, storage) != 0)
				return (DCMD_ERR);
		}
		return (DCMD_OK);
	}
	/* -b: the object's address once, first (as mdb_v8) */
	if (opt_b)
		mdb_printf("%p: ", addr);
	/* several members print on one line, as mdb_v8 printed them */
	for (j = 0; j < n; j++) {
		if (j > 0)
			mdb_printf(" ");
		if (vals[j].jv_unboxed) {
			char nb[40];

			js_format_double(vals[j].jv_double, nb, sizeof (nb));
			mdb_printf("%s", nb);
		} else if (js_print_value(vals[j].jv_val, (int)depth,
		    pflags, &po) != 0) {
			mdb_printf("\n");
			return (DCMD_ERR);
		}
	}
	mdb_printf("\n");
	for (j = 0; opt_v && j < n; j++) {
		if (!vals[j].jv_unboxed)
			jsprint_propkind(vo, vals[j].jv_val);
	}
	return (DCMD_OK);
}

static void
help_jsprint(void)
{
	mdb_printf(
	    "Print a JavaScript value as JavaScript-ish text.  Objects and\n"
	    "arrays nest to the given depth (default 2); deeper ones print\n"
	    "as {...} or [...].  MEMBER is a path such as headers.host or\n"
	    "list[2] to print a property of the object instead; several\n"
	    "members print on one line, separated by a space.\n\n"
	    "  -a       print the address of each heap value before it\n"
	    "  -b       print the object's own address first (ADDR: value),\n"
	    "           as mdb_v8's -b did: with members, ADDR: m1 m2\n"
	    "  -d DEPTH how deep to expand nested objects (at most %d)\n"
	    "  -n COUNT elements or properties shown per object (default\n"
	    "           %d; 0: all, up to the %d values one ::jsprint\n"
	    "           prints); past it, \"... N more\"; also the bytes\n"
	    "           shown of a Buffer (default 50) or ArrayBuffer (100)\n"
	    "  -N CHARS characters shown of each string (default 0: all,\n"
	    "           whatever its length); a string cut ends in ...\"\n"
	    "  -s       short: on one line (to depth 1 unless -d says)\n"
	    "  -v       then say how the object keeps its properties\n"
	    "           (numeric-named, dictionary, in-object, \"properties\"\n"
	    "           array), as mdb_v8's -v did\n\n"
	    "On V8, ADDR is a tagged value (an object's address, a Smi).  On\n"
	    "SpiderMonkey, ADDR is a GC thing's address (an object or string,\n"
	    "as ::findjsobjects and ::smfindobjects list them) or a boxed\n"
	    "JS::Value word as found in a slot, told apart by its tag bits (a\n"
	    "GC thing's address would be a denormal double).\n",
	    JS_PRINT_MAXDEPTH, JS_PRINT_MAXPROPS, JS_PRINT_MAXVALUES);
}

/* ---- ::jsconstructor ---- */

static int
dcmd_jsconstructor(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	const js_value_ops_t *vo;
	uint_t verbose = 0;
	char name[JS_NAMELEN], why[192], cls[64];
	js_kindinfo_t ki;
	jsval_t func;

	if ((vo = value_start("jsconstructor", flags)) == NULL)
		return (DCMD_ERR);
	if (!(flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	if (mdb_getopts(argc, argv, 'v', MDB_OPT_SETBITS, 1, &verbose,
	    NULL) != argc)
		return (DCMD_USAGE);
	if (check_jsobject(vo, addr, &ki) != 0)
		return (DCMD_ERR);
	if (vo->vo_constructor_name == NULL) {
		mdb_warn("jsconstructor: constructors are not decoded for "
		    "this engine yet");
		return (DCMD_ERR);
	}
	why[0] = '\0';
	if (flags & DCMD_JSON) {
		int named = vo->vo_constructor_name(ki.ki_val, name,
		    sizeof (name), why, sizeof (why)) == 0;

		mdb_json_begin("jsconstructor", "constructor");
		mdb_json_addr("address", addr);
		mdb_json_str("constructor", named ? name : NULL);
		mdb_json_str("reason", named ? NULL : why);
		if (verbose && vo->vo_constructor != NULL &&
		    vo->vo_constructor(ki.ki_val, &func, cls,
		    sizeof (cls)) == 0) {
			mdb_json_addr("function", func);
			mdb_json_str("function_class", cls);
		} else {
			mdb_json_null("function");
			mdb_json_null("function_class");
		}
		mdb_json_end();
		return (DCMD_OK);
	}
	if (vo->vo_constructor_name(ki.ki_val, name, sizeof (name), why,
	    sizeof (why)) != 0) {
		/* what the engine recorded instead, marked: no name made up */
		mdb_color_push(MDB_C_ERROR);
		mdb_printf("<");
		mdb_printf_escaped(why, strlen(why));
		mdb_printf(">\n");
		mdb_color_pop();
		return (DCMD_OK);
	}
	mdb_printf_escaped(name, strlen(name));
	if (verbose && vo->vo_constructor != NULL &&
	    vo->vo_constructor(ki.ki_val, &func, cls, sizeof (cls)) == 0)
		mdb_printf(" (%s: %p)", cls, func);
	mdb_printf("\n");
	return (DCMD_OK);
}

/* ---- ::jsarray ---- */

typedef struct jsarray_arg {
	int ja_index;
	int ja_json;
	uintptr_t ja_array;
	uint64_t ja_n;		/* elements listed */
} jsarray_arg_t;

static int
jsarray_cb(const js_elem_t *e, void *arg)
{
	jsarray_arg_t *ja = arg;

	if (mdb_interrupted())
		return (1);
	ja->ja_n++;
	if (ja->ja_json) {
		mdb_json_begin("jsarray", "element");
		mdb_json_addr("array", ja->ja_array);
		mdb_json_uint("index", e->el_index);
		if (e->el_isdouble) {
			char buf[40];

			js_format_double(e->el_double, buf, sizeof (buf));
			mdb_json_null("value");
			mdb_json_str("double", buf);
		} else {
			mdb_json_addr("value", e->el_value);
			mdb_json_null("double");
		}
		mdb_json_end();
		return (0);
	}
	if (ja->ja_index)
		mdb_printf("%llu ", (unsigned long long)e->el_index);
	if (e->el_isdouble) {
		char buf[40];

		js_format_double(e->el_double, buf, sizeof (buf));
		mdb_printf("%s\n", buf);
	} else {
		mdb_printf("%p\n", e->el_value);
	}
	return (0);
}

static int
dcmd_jsarray(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const js_value_ops_t *vo;
	jsarray_arg_t ja = { 0 };
	uint_t idx = 0;
	js_kindinfo_t ki;
	char why[192];

	if ((vo = value_start("jsarray", flags)) == NULL)
		return (DCMD_ERR);
	if (!(flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	if (mdb_getopts(argc, argv, 'i', MDB_OPT_SETBITS, 1, &idx,
	    NULL) != argc)
		return (DCMD_USAGE);
	if (check_jsobject(vo, addr, &ki) != 0)
		return (DCMD_ERR);
	if (ki.ki_kind != JS_K_ARRAY) {
		mdb_warn("%lx: not a JavaScript array", (unsigned long)addr);
		return (DCMD_ERR);
	}
	if (vo->vo_elems_iter == NULL) {
		mdb_warn("jsarray: array elements are not decoded for this "
		    "engine yet");
		return (DCMD_ERR);
	}
	ja.ja_index = idx;
	ja.ja_json = (flags & DCMD_JSON) != 0;
	ja.ja_array = addr;
	why[0] = '\0';
	if (vo->vo_elems_iter(ki.ki_val, jsarray_cb, &ja, why,
	    sizeof (why)) < 0) {
		if (why[0] != '\0')
			mdb_warn("%lx: %s", (unsigned long)addr, why);
		else
			mdb_warn("%lx: failed to read the array's elements",
			    (unsigned long)addr);
		return (DCMD_ERR);
	}
	if (ja.ja_json) {
		uint64_t len;

		/* the count listed, and the length: holes are not listed */
		mdb_json_begin("jsarray", "summary");
		mdb_json_addr("array", addr);
		if (vo->vo_array_length != NULL &&
		    vo->vo_array_length(ki.ki_val, &len) == 0)
			mdb_json_uint("length", len);
		else
			mdb_json_null("length");
		mdb_json_uint("elements", ja.ja_n);
		mdb_json_bool("complete", !mdb_interrupted());
		mdb_json_end();
	}
	return (DCMD_OK);
}

/* ---- walkers: jselement, jsprop ---- */

#define	WV_MAX	(1 << 24)	/* values one walk hands on */

typedef struct walk_vals {
	jsval_t *wv_vals;
	size_t wv_n;
	size_t wv_cap;
	size_t wv_next;
	char wv_unboxed[512];	/* properties not walked: unboxed doubles */
	size_t wv_nunboxed;
} walk_vals_t;

static int
wv_add(walk_vals_t *wv, jsval_t v)
{
	if (wv->wv_n == wv->wv_cap) {
		size_t ncap = wv->wv_cap == 0 ? 64 : wv->wv_cap * 2;
		jsval_t *n;

		if (ncap > WV_MAX || (n = realloc(wv->wv_vals,
		    ncap * sizeof (jsval_t))) == NULL)
			return (1);
		wv->wv_vals = n;
		wv->wv_cap = ncap;
	}
	wv->wv_vals[wv->wv_n++] = v;
	return (0);
}

static int
wv_elem_cb(const js_elem_t *e, void *arg)
{
	/* unboxed doubles have no address to hand on */
	return (e->el_isdouble ? 0 : wv_add(arg, e->el_value));
}

static int
wv_prop_cb(const js_prop_t *p, void *arg)
{
	walk_vals_t *wv = arg;
	size_t len;

	/* unboxed doubles have no address to hand on either: said below */
	if (p->jp_flags & (JS_PROP_DOUBLE | JS_PROP_UNDECODED)) {
		len = strlen(wv->wv_unboxed);
		(void) snprintf(wv->wv_unboxed + len,
		    sizeof (wv->wv_unboxed) - len, "%s%s",
		    wv->wv_nunboxed++ > 0 ? ", " : "", p->jp_name);
		return (0);
	}
	return (wv_add(arg, p->jp_value));
}

static int
walk_js_init(mdb_walk_state_t *wsp, int props)
{
	const char *wname = props ? "jsprop" : "jselement";
	const js_value_ops_t *vo;
	const js_engine_t *je;
	js_kindinfo_t ki;
	walk_vals_t *wv;
	char why[192];
	int rv;

	if ((je = js_engine_for(wname)) == NULL ||
	    (je->je_ready != NULL && je->je_ready(wname, 0,
	    JS_NEED_PRINT) != 0))
		return (WALK_ERR);
	if ((vo = je->je_value) == NULL ||
	    (props ? vo->vo_props_iter == NULL : vo->vo_elems_iter == NULL)) {
		mdb_warn("%s walker: %s's %s are not decoded yet", wname,
		    je->je_name, props ? "properties" : "elements");
		return (WALK_ERR);
	}
	if (wsp->walk_addr == 0) {
		mdb_warn("%s walker needs an object address", wname);
		return (WALK_ERR);
	}
	if (check_jsobject(vo, wsp->walk_addr, &ki) != 0)
		return (WALK_ERR);
	if ((wv = calloc(1, sizeof (*wv))) == NULL)
		return (WALK_ERR);
	why[0] = '\0';
	rv = props ? vo->vo_props_iter(ki.ki_val, 0, wv_prop_cb, wv, why,
	    sizeof (why)) : vo->vo_elems_iter(ki.ki_val, wv_elem_cb, wv, why,
	    sizeof (why));
	if (rv < 0) {
		mdb_warn("%lx: failed to read the object's %s",
		    (unsigned long)wsp->walk_addr,
		    props ? "properties" : "elements");
		free(wv->wv_vals);
		free(wv);
		return (WALK_ERR);
	}
	if (wv->wv_nunboxed > 0)
		mdb_warn("%lx: %lu propert%s not walked, unboxed doubles "
		    "(no address to hand on): %s", (unsigned long)wsp->walk_addr,
		    (unsigned long)wv->wv_nunboxed,
		    wv->wv_nunboxed == 1 ? "y" : "ies", wv->wv_unboxed);
	wsp->walk_data = wv;
	return (WALK_NEXT);
}

static int
walk_jselement_init(mdb_walk_state_t *wsp)
{
	return (walk_js_init(wsp, 0));
}

static int
walk_jsprop_init(mdb_walk_state_t *wsp)
{
	return (walk_js_init(wsp, 1));
}

static int
walk_js_step(mdb_walk_state_t *wsp)
{
	walk_vals_t *wv = wsp->walk_data;
	jsval_t v;

	if (wv->wv_next >= wv->wv_n)
		return (WALK_DONE);
	v = wv->wv_vals[wv->wv_next++];
	return (wsp->walk_callback(v, NULL, wsp->walk_cbdata));
}

static void
walk_js_fini(mdb_walk_state_t *wsp)
{
	walk_vals_t *wv = wsp->walk_data;

	if (wv != NULL) {
		free(wv->wv_vals);
		free(wv);
	}
}

const mdb_dcmd_t js_value_dcmds[] = {
	{ "jsprint", "[-absv] [-d depth] [-n count] [-N chars] [member ...]",
	    "print a JavaScript value", dcmd_jsprint, help_jsprint,
	    MDB_DCMD_JSON },
	{ "jsconstructor", "[-v]",
	    "print the constructor of a JavaScript object",
	    dcmd_jsconstructor, NULL, MDB_DCMD_JSON },
	{ "jsarray", "[-i]",
	    "print the elements of a JavaScript array", dcmd_jsarray, NULL,
	    MDB_DCMD_JSON },
	{ NULL }
};

const mdb_walker_t js_value_walkers[] = {
	{ "jselement", "walk the elements of a JavaScript array or object",
	    walk_jselement_init, walk_js_step, walk_js_fini, NULL },
	{ "jsprop", "walk the property values of a JavaScript object",
	    walk_jsprop_init, walk_js_step, walk_js_fini, NULL },
	{ NULL }
};
