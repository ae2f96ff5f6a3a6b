/*
 * dcmds_js.c: the JavaScript-level dcmds: ::jsprint, ::jsconstructor,
 * ::jsarray, and the jselement / jsprop walkers.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"

/* v8cfg.c; belongs in v8.h */

/* A value the dcmds accept: a Smi or a heap object with a real map. */
static int
check_value(uintptr_t addr)
{
	if (v8_is_valid_smi(addr) || v8_obj_valid(addr))
		return (0);
	mdb_warn("%lx: not a heap object / failed to read",
	    (unsigned long)addr);
	return (-1);
}

static int
check_jsobject(uintptr_t addr, int *typep)
{
	int type;

	if (check_value(addr) != 0)
		return (-1);
	if (v8_is_smi(addr) || v8_obj_type(addr, &type) != 0 ||
	    !v8_type_is_jsobject(type)) {
		mdb_warn("%lx: not a JavaScript object", (unsigned long)addr);
		return (-1);
	}
	if (typep != NULL)
		*typep = type;
	return (0);
}

/* ---- element lookup for member paths ---- */

typedef struct elem_find {
	uint64_t ef_index;
	int ef_found;
	v8_elem_t ef_elem;
} elem_find_t;

static int
elem_find_cb(const v8_elem_t *e, void *arg)
{
	elem_find_t *ef = arg;

	if (e->ve_index != ef->ef_index)
		return (e->ve_index > ef->ef_index ? 1 : 0);
	ef->ef_found = 1;
	ef->ef_elem = *e;
	return (1);
}

/*
 * Resolves a member path ("headers.host", "list[2]", "a.b[0].c") from
 * obj.  Leaves the value in *valp; prints why on failure.
 */
static int
resolve_member(uintptr_t obj, const char *path, uintptr_t *valp,
    int *unboxedp)
{
	const char *p = path;
	uintptr_t cur = obj;
	char name[512];
	uint_t pflags;

	*unboxedp = 0;

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
			if (check_jsobject(cur, NULL) != 0)
				return (-1);
			memset(&ef, 0, sizeof (ef));
			ef.ef_index = idx;
			(void) v8_obj_elems_iter(cur, elem_find_cb, &ef);
			if (!ef.ef_found) {
				mdb_warn("%lx: no element %llu",
				    (unsigned long)cur, idx);
				return (-1);
			}
			if (ef.ef_elem.ve_is_double) {
				mdb_warn("%lx: element %llu is an unboxed "
				    "double", (unsigned long)cur, idx);
				return (-1);
			}
			cur = ef.ef_elem.ve_value;
			continue;
		}
		while (*p != '\0' && *p != '.' && *p != '[' &&
		    n < sizeof (name) - 1)
			name[n++] = *p++;
		name[n] = '\0';
		if (check_jsobject(cur, NULL) != 0)
			return (-1);
		if (v8_obj_prop_lookup_flags(cur, name, valp, &pflags) == 0 &&
		    (pflags & V8_PROP_UNBOXED)) {
			/* a raw double: the end of the path, or no object */
			while (*p == '.')
				p++;
			if (*p != '\0') {
				mdb_warn("%lx: property \"%s\" is an unboxed "
				    "double", (unsigned long)cur, name);
				return (-1);
			}
			*unboxedp = 1;
			return (0);
		}
		if (v8_obj_prop_lookup(cur, name, valp) != 0) {
			elem_find_t ef;
			char *end;

			/* "list.2" works like "list[2]" */
			memset(&ef, 0, sizeof (ef));
			ef.ef_index = strtoull(name, &end, 10);
			if (n > 0 && *end == '\0' && isdigit((uchar_t)name[0]))
				(void) v8_obj_elems_iter(cur, elem_find_cb,
				    &ef);
			if (!ef.ef_found || ef.ef_elem.ve_is_double) {
				mdb_warn("%lx: no property \"%s\"",
				    (unsigned long)cur, name);
				return (-1);
			}
			*valp = ef.ef_elem.ve_value;
		}
		cur = *valp;
	}
	*valp = cur;
	return (0);
}

/* ---- ::jsprint ---- */

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

static void
jsprint_propkind(uintptr_t obj)
{
	uint_t kinds = 0;
	int type;

	if (v8_is_smi(obj) || v8_obj_type(obj, &type) != 0 ||
	    !v8_type_is_jsobject(type))
		return;
	if (v8_obj_props_iter(obj, jp_kind_cb, &kinds) < 0 ||
	    v8_obj_elems_iter(obj, jp_elem_cb, &kinds) < 0) {
		mdb_printf("property kind: %p's properties could not be "
		    "decoded\n", obj);
		return;
	}
	/*
	 * V8 3.x: external array elements are numeric-named properties,
	 * but a typed array's or DataView's are its bytes, as a
	 * JSTypedArray's (whose elements are no properties) are.
	 */
	{
		uintptr_t data;
		size_t n;
		int size;
		char fmt;

		if (v8_external_array(obj, &data, &n, &size, &fmt) == 0 &&
		    n > 0 && !v8_obj_is_typed_view(obj))
			kinds |= JP_NUMERIC;
	}
	if (kinds == 0)
		return;
	mdb_printf("property kind:%s%s%s%s\n",
	    (kinds & JP_NUMERIC) ? " numeric-named" : "",
	    (kinds & JP_DICT) ? " dictionary" : "",
	    (kinds & JP_INOBJECT) ? " in-object" : "",
	    (kinds & JP_PROPS) ? " \"properties\" array" : "");
}

/* A value to print: a heap value or Smi, or the bits of a raw double. */
typedef struct jsprint_val {
	uintptr_t jv_val;
	int jv_unboxed;
} jsprint_val_t;

static int
dcmd_jsprint(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uint_t pflags = 0, opt_b = 0, opt_v = 0;
	uintptr_t depth = UINTPTR_MAX, nprops = UINTPTR_MAX;
	uintptr_t nchars = 0;
	v8_print_opts_t po;
	jsprint_val_t *vals;
	int i, j, n;

	if (v8_dcmd_start("jsprint", flags, V8_NEED_PRINT) != 0)
		return (DCMD_ERR);
	if ((i = v8_check_addr(addr, flags, "jsprint")) != DCMD_OK)
		return (i);
	i = mdb_getopts(argc, argv,
	    'a', MDB_OPT_SETBITS, V8_PRINT_ADDRS, &pflags,
	    'b', MDB_OPT_SETBITS, 1, &opt_b,
	    'd', MDB_OPT_UINTPTR, &depth,
	    'n', MDB_OPT_UINTPTR, &nprops,
	    'N', MDB_OPT_UINTPTR, &nchars,
	    's', MDB_OPT_SETBITS, V8_PRINT_BRIEF, &pflags,
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
		nprops = V8_PRINT_MAXPROPS;
	} else {
		/* 0: all (of the 1M values one ::jsprint prints) */
		if (nprops == 0 || nprops > V8_PRINT_MAXVALUES)
			nprops = V8_PRINT_MAXVALUES;
		po.po_maxbytes = nprops;
	}
	if (check_value(addr) != 0)
		return (DCMD_ERR);
	/* default: 2 levels, 1 with -s; past the cap, said (once a line) */
	if (depth == UINTPTR_MAX) {
		depth = (pflags & V8_PRINT_BRIEF) ? 1 : 2;
	} else if (depth > V8_MAX_PRINT_DEPTH) {
		if (!(flags & DCMD_LOOP) || (flags & DCMD_LOOPFIRST))
			mdb_warn("jsprint: -d %lu: jsmdb expands at most %d "
			    "levels; deeper ones print as {...}",
			    (unsigned long)depth, V8_MAX_PRINT_DEPTH);
		depth = V8_MAX_PRINT_DEPTH;
	}
	po.po_maxprops = nprops;
	po.po_maxstr = nchars;

	/* every member first: a bad path prints nothing of the line */
	n = argc > i ? argc - i : 1;
	if ((vals = mdb_zalloc(n * sizeof (*vals), UM_GC)) == NULL)
		return (DCMD_ERR);
	vals[0].jv_val = addr;
	for (j = 0; j < argc - i; j++) {
		if (resolve_member(addr, argv[i + j].a_un.a_str,
		    &vals[j].jv_val, &vals[j].jv_unboxed) != 0)
			return (DCMD_ERR);
	}
	/* -b: the object's address once, first (as mdb_v8) */
	if (opt_b)
		mdb_printf("%p: ", addr);
	/* several members print on one line, as mdb_v8 printed them */
	for (j = 0; j < n; j++) {
		if (j > 0)
			mdb_printf(" ");
		if (vals[j].jv_unboxed) {
			uint64_t bits = (uint64_t)vals[j].jv_val;
			double d;
			char nb[40];

			memcpy(&d, &bits, sizeof (d));
			v8_format_double(d, nb, sizeof (nb));
			mdb_printf("%s", nb);
		} else if (v8_print_value_ext(vals[j].jv_val, (int)depth,
		    pflags, &po) != 0) {
			mdb_printf("\n");
			return (DCMD_ERR);
		}
	}
	mdb_printf("\n");
	for (j = 0; opt_v && j < n; j++) {
		if (!vals[j].jv_unboxed)
			jsprint_propkind(vals[j].jv_val);
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
	    "           array), as mdb_v8's -v did\n",
	    V8_MAX_PRINT_DEPTH, V8_PRINT_MAXPROPS, V8_PRINT_MAXVALUES);
}

/* ---- ::jsconstructor ---- */

static int
dcmd_jsconstructor(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	uint_t verbose = 0;
	char name[V8_NAMELEN];
	uintptr_t func;
	int rv;

	if (v8_dcmd_start("jsconstructor", flags, V8_NEED_PRINT) != 0)
		return (DCMD_ERR);
	if ((rv = v8_check_addr(addr, flags, "jsconstructor")) != DCMD_OK)
		return (rv);
	if (mdb_getopts(argc, argv, 'v', MDB_OPT_SETBITS, 1, &verbose,
	    NULL) != argc)
		return (DCMD_USAGE);
	if (check_jsobject(addr, NULL) != 0)
		return (DCMD_ERR);
	(void) v8_obj_constructor_name(addr, name, sizeof (name));
	mdb_printf_escaped(name, strlen(name));
	if (verbose && v8_obj_constructor(addr, &func) == 0)
		mdb_printf(" (JSFunction: %p)", func);
	mdb_printf("\n");
	return (DCMD_OK);
}

/* ---- ::jsarray ---- */

typedef struct jsarray_arg {
	int ja_index;
} jsarray_arg_t;

static int
jsarray_cb(const v8_elem_t *e, void *arg)
{
	jsarray_arg_t *ja = arg;

	if (mdb_interrupted())
		return (1);
	if (ja->ja_index)
		mdb_printf("%llu ", (unsigned long long)e->ve_index);
	if (e->ve_is_double) {
		char buf[40];

		v8_format_double(e->ve_double, buf, sizeof (buf));
		mdb_printf("%s\n", buf);
	} else {
		mdb_printf("%p\n", e->ve_value);
	}
	return (0);
}

static int
dcmd_jsarray(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	jsarray_arg_t ja = { 0 };
	uint_t idx = 0;
	int rv, type;

	if (v8_dcmd_start("jsarray", flags, V8_NEED_PRINT) != 0)
		return (DCMD_ERR);
	if ((rv = v8_check_addr(addr, flags, "jsarray")) != DCMD_OK)
		return (rv);
	if (mdb_getopts(argc, argv, 'i', MDB_OPT_SETBITS, 1, &idx,
	    NULL) != argc)
		return (DCMD_USAGE);
	if (check_jsobject(addr, &type) != 0)
		return (DCMD_ERR);
	if (type != v8_cfg.vt_JSArray) {
		mdb_warn("%lx: not a JavaScript array", (unsigned long)addr);
		return (DCMD_ERR);
	}
	ja.ja_index = idx;
	if (v8_obj_elems_iter(addr, jsarray_cb, &ja) < 0) {
		mdb_warn("%lx: failed to read the array's elements",
		    (unsigned long)addr);
		return (DCMD_ERR);
	}
	return (DCMD_OK);
}

/* ---- walkers: jselement, jsprop ---- */

typedef struct walk_vals {
	uintptr_t *wv_vals;
	size_t wv_n;
	size_t wv_cap;
	size_t wv_next;
	char wv_unboxed[512];	/* properties not walked: unboxed doubles */
	size_t wv_nunboxed;
} walk_vals_t;

static int
wv_add(walk_vals_t *wv, uintptr_t v)
{
	if (wv->wv_n == wv->wv_cap) {
		size_t ncap = wv->wv_cap == 0 ? 64 : wv->wv_cap * 2;
		uintptr_t *n;

		if (ncap > V8_MAX_ELEMS || (n = realloc(wv->wv_vals,
		    ncap * sizeof (uintptr_t))) == NULL)
			return (1);
		wv->wv_vals = n;
		wv->wv_cap = ncap;
	}
	wv->wv_vals[wv->wv_n++] = v;
	return (0);
}

static int
wv_elem_cb(const v8_elem_t *e, void *arg)
{
	/* unboxed doubles have no address to hand on */
	return (e->ve_is_double ? 0 : wv_add(arg, e->ve_value));
}

static int
wv_prop_cb(const v8_prop_t *p, void *arg)
{
	walk_vals_t *wv = arg;
	size_t len;

	if (p->vp_flags & V8_PROP_PRIVATE)
		return (0);
	/* unboxed doubles have no address to hand on either: said below */
	if (p->vp_flags & V8_PROP_UNBOXED) {
		len = strlen(wv->wv_unboxed);
		(void) snprintf(wv->wv_unboxed + len,
		    sizeof (wv->wv_unboxed) - len, "%s%s",
		    wv->wv_nunboxed++ > 0 ? ", " : "", p->vp_name);
		return (0);
	}
	return (wv_add(arg, p->vp_value));
}

static int
walk_js_init(mdb_walk_state_t *wsp, int props)
{
	walk_vals_t *wv;

	if (!v8_cfg.vc_configured) {
		mdb_warn("the V8 module is not configured");
		return (WALK_ERR);
	}
	if (wsp->walk_addr == 0) {
		mdb_warn("%s walker needs an object address",
		    props ? "jsprop" : "jselement");
		return (WALK_ERR);
	}
	if (check_jsobject(wsp->walk_addr, NULL) != 0)
		return (WALK_ERR);
	if ((wv = calloc(1, sizeof (*wv))) == NULL)
		return (WALK_ERR);
	if ((props ? v8_obj_props_iter(wsp->walk_addr, wv_prop_cb, wv) :
	    v8_obj_elems_iter(wsp->walk_addr, wv_elem_cb, wv)) < 0) {
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
	uintptr_t v;

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

const mdb_dcmd_t v8_dcmds_js[] = {
	{ "jsprint", "[-absv] [-d depth] [-n count] [-N chars] [member ...]",
	    "print a JavaScript value", dcmd_jsprint, help_jsprint },
	{ "jsconstructor", "[-v]",
	    "print the constructor of a JavaScript object",
	    dcmd_jsconstructor, NULL },
	{ "jsarray", "[-i]",
	    "print the elements of a JavaScript array", dcmd_jsarray, NULL },
	{ NULL }
};

const mdb_walker_t v8_walkers_js[] = {
	{ "jselement", "walk the elements of a JavaScript array or object",
	    walk_jselement_init, walk_js_step, walk_js_fini, NULL },
	{ "jsprop", "walk the property values of a JavaScript object",
	    walk_jsprop_init, walk_js_step, walk_js_fini, NULL },
	{ NULL }
};
