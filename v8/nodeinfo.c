/*
 * nodeinfo.c: ::nodeinfo, facts about the Node.js process read from its
 * heap: the `process` object (the JS object whose constructor is named
 * "process") has version, versions, argv, execArgv, pid, platform, arch
 * and execPath as data properties.  It is found by one heap pass that asks
 * each map (not each object) for its constructor's name.
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"

#define	NI_MAXCAND	16
#define	NI_MAXELEMS	256

typedef struct ni_state {
	uint8_t *ns_seen;		/* per map index: 0 ?, 1 no, 2 yes */
	size_t ns_seencap;
	uintptr_t ns_cand[NI_MAXCAND];
	size_t ns_ncand;
} ni_state_t;

static int
ni_find_cb(const v8_hobj_t *ho, void *arg)
{
	ni_state_t *ns = arg;
	const v8_mapfacts_t *mf = ho->vh_facts;
	char ctor[64];

	if (!(mf->mf_flags & V8_MF_JSOBJECT) || mf->mf_index >= ns->ns_seencap)
		return (0);
	if (ns->ns_seen[mf->mf_index] == 0) {
		ns->ns_seen[mf->mf_index] = (v8_obj_constructor_name(
		    ho->vh_addr, ctor, sizeof (ctor)) == 0 &&
		    strcmp(ctor, "process") == 0) ? 2 : 1;
	}
	if (ns->ns_seen[mf->mf_index] == 2 && ns->ns_ncand < NI_MAXCAND)
		ns->ns_cand[ns->ns_ncand++] = ho->vh_addr;
	return (0);
}

/* Prints a property as a string (quoted) or a number; "-" if absent. */
static void
ni_scalar(uintptr_t obj, const char *prop)
{
	uintptr_t v;
	double d;
	char buf[64];

	if (v8_obj_prop_lookup(obj, prop, &v) != 0) {
		mdb_printf("-");
		return;
	}
	if (v8_is_string(v)) {
		if (v8_string_print(v, 4096, V8_STR_ESCAPE) != 0)
			mdb_printf("?");
	} else if (v8_number_value(v, &d) == 0) {
		v8_format_double(d, buf, sizeof (buf));
		mdb_printf("%s", buf);
	} else {
		mdb_printf("%p", v);
	}
}

typedef struct ni_arr {
	int na_n;
} ni_arr_t;

static int
ni_elem_cb(const v8_elem_t *e, void *arg)
{
	ni_arr_t *na = arg;

	if (na->na_n++ >= NI_MAXELEMS)
		return (1);
	mdb_printf("%s", na->na_n > 1 ? ", " : "");
	if (!e->ve_is_double && v8_is_string(e->ve_value))
		(void) v8_string_print(e->ve_value, 4096,
		    V8_STR_QUOTE | V8_STR_ESCAPE);
	else
		(void) js_print_value(e->ve_value, 0, JS_PRINT_BRIEF, NULL);
	return (0);
}

static void
ni_array(uintptr_t obj, const char *prop)
{
	uintptr_t v;
	ni_arr_t na;

	if (v8_obj_prop_lookup(obj, prop, &v) != 0) {
		mdb_printf("-");
		return;
	}
	na.na_n = 0;
	mdb_printf("[");
	(void) v8_obj_elems_iter(v, ni_elem_cb, &na);
	mdb_printf("]");
}

static int
ni_version_cb(const v8_prop_t *p, void *arg)
{
	mdb_printf("    %-16s ", p->vp_name);
	if (p->vp_flags & V8_PROP_UNBOXED)
		mdb_printf("(an unboxed double)");
	else if (v8_is_string(p->vp_value))
		(void) v8_string_print(p->vp_value, 256, V8_STR_ESCAPE);
	else
		(void) js_print_value(p->vp_value, 0, JS_PRINT_BRIEF, NULL);
	mdb_printf("\n");
	return (0);
}

/*
 * JSON (docs/json.md): what could not be decoded is null, and each such
 * field is named with why in the record's "undecoded" array.
 */
#define	NI_MAXWHY	16

typedef struct ni_json {
	char nj_why[NI_MAXWHY][160];
	size_t nj_nwhy;
} ni_json_t;

static void
ni_why(ni_json_t *nj, const char *field, const char *why)
{
	if (nj->nj_nwhy < NI_MAXWHY)
		(void) snprintf(nj->nj_why[nj->nj_nwhy++],
		    sizeof (nj->nj_why[0]), "%s: %s", field, why);
}

/* A string value as UTF-8 (UM_GC), or NULL with why said in nj. */
static const char *
ni_json_strval(uintptr_t v, ni_json_t *nj, const char *field)
{
	size_t len;
	char *s;

	if (!v8_is_string(v)) {
		ni_why(nj, field, "not a string");
		return (NULL);
	}
	if (v8_string_length(v, &len) != 0 ||
	    (s = v8_string_dup(v, 0, 0, NULL)) == NULL) {
		ni_why(nj, field, "the string could not be read");
		return (NULL);
	}
	if (len > V8_MAX_STRLEN) {
		ni_why(nj, field, "longer than jsmdb reads");
		return (NULL);
	}
	return (s);
}

/* A property that is a string: a string field, or null (said in nj). */
static void
ni_json_str(uintptr_t obj, const char *prop, const char *key,
    ni_json_t *nj)
{
	uintptr_t v;

	if (v8_obj_prop_lookup(obj, prop, &v) != 0) {
		ni_why(nj, key, "no such property");
		mdb_json_null(key);
		return;
	}
	mdb_json_str(key, ni_json_strval(v, nj, key));
}

typedef struct ni_jarr {
	ni_json_t *nja_nj;
	const char *nja_key;
	uint64_t nja_next;		/* the index expected next */
	int nja_n;
} ni_jarr_t;

static int
ni_json_elem_cb(const v8_elem_t *e, void *arg)
{
	ni_jarr_t *na = arg;

	if (na->nja_n++ >= NI_MAXELEMS) {
		ni_why(na->nja_nj, na->nja_key, "more than 256 elements; "
		    "the first 256 are listed");
		return (1);
	}
	/* a hole is not a string: never closed up silently */
	if (e->ve_index != na->nja_next)
		ni_why(na->nja_nj, na->nja_key, "holes left out");
	na->nja_next = e->ve_index + 1;
	if (e->ve_is_double) {
		ni_why(na->nja_nj, na->nja_key, "an element is a number");
		mdb_json_array_str(NULL);
	} else {
		mdb_json_array_str(ni_json_strval(e->ve_value, na->nja_nj,
		    na->nja_key));
	}
	return (0);
}

/* An array of strings, or null (said in nj). */
static void
ni_json_array(uintptr_t obj, const char *prop, const char *key,
    ni_json_t *nj)
{
	uintptr_t v;
	ni_jarr_t na;

	if (v8_obj_prop_lookup(obj, prop, &v) != 0) {
		ni_why(nj, key, "no such property");
		mdb_json_null(key);
		return;
	}
	memset(&na, 0, sizeof (na));
	na.nja_nj = nj;
	na.nja_key = key;
	mdb_json_array_begin(key);
	if (v8_obj_elems_iter(v, ni_json_elem_cb, &na) < 0)
		ni_why(nj, key, "its elements could not all be read");
	mdb_json_array_end();
}

static int
ni_json_version_cb(const v8_prop_t *p, void *arg)
{
	ni_json_t nj;

	nj.nj_nwhy = 0;
	mdb_json_begin("nodeinfo", "version");
	mdb_json_str("name", p->vp_name);
	if (p->vp_flags & V8_PROP_UNBOXED) {
		mdb_json_null("value");
		mdb_json_str("reason", "an unboxed double, not a string");
	} else {
		mdb_json_str("value", ni_json_strval(p->vp_value, &nj,
		    "value"));
		mdb_json_str("reason", nj.nj_nwhy > 0 ? nj.nj_why[0] : NULL);
	}
	mdb_json_end();
	return (0);
}

static int
ni_json(uintptr_t proc, uint_t verbose)
{
	ni_json_t nj;
	uintptr_t v, vv;
	double d;
	size_t i;

	memset(&nj, 0, sizeof (nj));
	mdb_json_begin("nodeinfo", "process");
	mdb_json_addr("process_object", proc);
	ni_json_str(proc, "version", "node_version", &nj);
	if (v8_obj_prop_lookup(proc, "versions", &v) == 0 &&
	    v8_obj_prop_lookup(v, "v8", &vv) == 0) {
		mdb_json_str("v8_version", ni_json_strval(vv, &nj,
		    "v8_version"));
	} else {
		ni_why(&nj, "v8_version", "process.versions.v8 is not there");
		mdb_json_null("v8_version");
	}
	if (v8_obj_prop_lookup(proc, "pid", &v) == 0 &&
	    v8_number_value(v, &d) == 0 && d >= 0 && d < 4294967296.0 &&
	    d == (double)(uint64_t)d) {
		mdb_json_uint("pid", (uint64_t)d);
	} else {
		ni_why(&nj, "pid", "process.pid is not there or not a "
		    "non-negative integer");
		mdb_json_null("pid");
	}
	ni_json_str(proc, "platform", "platform", &nj);
	ni_json_str(proc, "arch", "arch", &nj);
	ni_json_str(proc, "execPath", "exec_path", &nj);
	ni_json_array(proc, "argv", "argv", &nj);
	ni_json_array(proc, "execArgv", "exec_argv", &nj);
	mdb_json_array_begin("undecoded");
	for (i = 0; i < nj.nj_nwhy; i++)
		mdb_json_array_str(nj.nj_why[i]);
	mdb_json_array_end();
	mdb_json_end();
	if (verbose && v8_obj_prop_lookup(proc, "versions", &v) == 0 &&
	    v8_obj_props_iter(v, ni_json_version_cb, NULL) < 0) {
		mdb_warn("nodeinfo: process.versions could not all be read");
		return (DCMD_ERR);
	}
	return (DCMD_OK);
}

static int
dcmd_nodeinfo(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uint_t verbose = 0;
	ni_state_t ns;
	uintptr_t proc = 0, v;
	size_t i;

	if (v8_dcmd_start("nodeinfo", flags, V8_NEED_PRINT) != 0)
		return (DCMD_ERR);
	if (mdb_getopts(argc, argv,
	    'v', MDB_OPT_SETBITS, 1, &verbose, NULL) != argc)
		return (DCMD_USAGE);

	if (flags & DCMD_ADDRSPEC) {
		proc = addr;
	} else {
		memset(&ns, 0, sizeof (ns));
		/* the census so far sets the number of maps; more may come */
		ns.ns_seencap = v8_heap_nmaps() + 65536;
		if ((ns.ns_seen = mdb_zalloc(ns.ns_seencap, UM_GC)) == NULL) {
			mdb_warn("nodeinfo: out of memory");
			return (DCMD_ERR);
		}
		if (v8_heap_iter(0, ni_find_cb, &ns) != 0) {
			mdb_warn("nodeinfo: cannot walk the V8 heap");
			return (DCMD_ERR);
		}
		/* the main thread's process object: it has argv and pid */
		for (i = 0; i < ns.ns_ncand; i++) {
			uintptr_t c = ns.ns_cand[i];

			if (v8_obj_prop_lookup(c, "argv", &v) == 0 &&
			    v8_obj_prop_lookup(c, "pid", &v) == 0) {
				proc = ns.ns_cand[i];
				break;
			}
		}
	}

	if (proc == 0 && (flags & DCMD_JSON)) {
		mdb_warn("nodeinfo: no process object found in the heap");
		return (DCMD_ERR);
	}
	if (proc == 0) {
		mdb_printf("%-16s v%s\n", "node version:",
		    v8_cfg.vc_node_version[0] != '\0' ?
		    v8_cfg.vc_node_version : "?");
		mdb_printf("%-16s %s\n", "V8 version:", v8_cfg.vc_version);
		mdb_warn("nodeinfo: no process object found in the heap");
		return (DCMD_ERR);
	}
	if (flags & DCMD_PIPE_OUT) {
		mdb_printf("%p\n", proc);
		return (DCMD_OK);
	}
	if (flags & DCMD_JSON)
		return (ni_json(proc, verbose));
	mdb_printf("%-16s %p\n", "process object:", proc);
	mdb_printf("%-16s ", "node version:");
	ni_scalar(proc, "version");
	mdb_printf("\n%-16s ", "V8 version:");
	if (v8_obj_prop_lookup(proc, "versions", &v) == 0 &&
	    v8_obj_prop_lookup(v, "v8", &v) == 0 && v8_is_string(v))
		(void) v8_string_print(v, 256, V8_STR_ESCAPE);
	else
		mdb_printf("%s", v8_cfg.vc_version);
	mdb_printf("\n%-16s ", "pid:");
	ni_scalar(proc, "pid");
	mdb_printf("\n%-16s ", "platform:");
	ni_scalar(proc, "platform");
	mdb_printf("\n%-16s ", "arch:");
	ni_scalar(proc, "arch");
	mdb_printf("\n%-16s ", "execPath:");
	ni_scalar(proc, "execPath");
	mdb_printf("\n%-16s ", "argv:");
	ni_array(proc, "argv");
	mdb_printf("\n%-16s ", "execArgv:");
	ni_array(proc, "execArgv");
	mdb_printf("\n");
	if (verbose && v8_obj_prop_lookup(proc, "versions", &v) == 0) {
		mdb_printf("versions:\n");
		(void) v8_obj_props_iter(v, ni_version_cb, NULL);
	}
	return (DCMD_OK);
}

static void
dcmd_nodeinfo_help(void)
{
	mdb_printf("%s\n",
"Prints what the Node.js process said about itself, read from its heap: the\n"
"Node.js and V8 versions, pid, platform and arch, execPath, process.argv and\n"
"process.execArgv.  Finds the `process` object with one heap pass; with an\n"
"address, uses that object.\n"
"\n"
"  -v       also every entry of process.versions");
}

const mdb_dcmd_t v8_nodeinfo_dcmds[] = {
	{ "nodeinfo", "?[-v]",
	    "print Node.js versions, argv, pid, platform from the heap",
	    dcmd_nodeinfo, dcmd_nodeinfo_help, MDB_DCMD_JSON },
	{ NULL }
};
