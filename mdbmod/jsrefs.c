/*
 * jsrefs.c: ::jsfindrefs, who refers to an object, written once over the
 * engine's je_refs ops (engine_refs.h).
 *
 * The engine scans its heap for the slots that hold the targets and names
 * each one (a property, an element, a closure variable, an internal
 * field); here the references of a level are gathered, printed target by
 * target, and with -r the referrers become the targets of the next level
 * (each object once: a cycle ends).  With -g the same findings are a
 * Graphviz DOT graph: a node per object, an edge per reference labelled
 * as the text names it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "engine_refs.h"

#define	FR_MAXTARGETS	64		/* per level */
#define	FR_MAXREFS	4096		/* per level */
#define	FR_MAXDEPTH	16
#define	FR_MAXNODES	4096
#define	FR_KINDLEN	600

typedef struct fr_dot {
	jsval_t fd_nodes[FR_MAXNODES];
	size_t fd_nnodes;
	int fd_global;			/* the "global" node is out */
	int fd_full;			/* nodes left out: said once */
} fr_dot_t;

/* The references of one level, in the order the engine gave them. */
typedef struct fr_level {
	js_ref_t *fl_refs;
	size_t fl_nrefs;
	int fl_full;
} fr_level_t;

static int
fr_collect(const js_ref_t *r, void *arg)
{
	fr_level_t *fl = arg;

	if (fl->fl_nrefs == FR_MAXREFS) {
		fl->fl_full = 1;
		return (-1);
	}
	fl->fl_refs[fl->fl_nrefs++] = *r;
	return (0);
}

/* ---- -g: the retainer graph in Graphviz DOT ---- */

/* Bytes of a valid UTF-8 sequence at s (at most n), or 0. */
static size_t
fr_utf8_len(const unsigned char *s, size_t n)
{
	size_t k, i;

	if (s[0] < 0x80)
		return (1);
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		k = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		k = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		k = 4;
	else
		return (0);
	if (k > n)
		return (0);
	for (i = 1; i < k; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return (0);
	}
	return (k);
}

/*
 * A DOT string's contents (the quotes are the caller's): '"' and '\'
 * escaped, a line end as DOT's \n, other control bytes and bytes that
 * are not UTF-8 as the text \\xNN, so any name from the core gives a
 * string Graphviz reads and that cannot end early.
 */
static void
fr_dot_str(const char *str, int record)
{
	const unsigned char *p = (const unsigned char *)str;
	size_t n = strlen(str), k;

	while (n > 0) {
		if (*p == '"' || *p == '\\' ||
		    (record && strchr("{}|<>", *p) != NULL)) {
			mdb_printf("\\%c", *p);
			k = 1;
		} else if (*p == '\n') {
			mdb_printf("\\n");
			k = 1;
		} else if (*p < 0x20 || *p == 0x7f ||
		    (k = fr_utf8_len(p, n)) == 0 ||
		    (k == 2 && p[0] == 0xc2 && p[1] < 0xa0)) {
			/* C0, DEL, C1 (U+0080..U+009F) or not UTF-8 */
			mdb_printf("\\\\x%02x", *p);
			k = 1;
		} else {
			mdb_printf("%.*s", (int)k, (const char *)p);
		}
		p += k;
		n -= k;
	}
}

/* Declares a node once (0: the "global" pseudo-node). */
static void
fr_dot_node(const js_ref_ops_t *jr, fr_dot_t *fd, jsval_t addr, int target)
{
	char kind[FR_KINDLEN];
	size_t i;

	if (addr == 0) {
		if (!fd->fd_global++)
			mdb_printf("  global [shape=ellipse];\n");
		return;
	}
	for (i = 0; i < fd->fd_nnodes; i++) {
		if (fd->fd_nodes[i] == addr)
			return;
	}
	if (fd->fd_nnodes == FR_MAXNODES) {
		if (!fd->fd_full++)
			mdb_warn("jsfindrefs: -g: more than %d nodes; edges to "
			    "the rest name them by address only", FR_MAXNODES);
		return;
	}
	fd->fd_nodes[fd->fd_nnodes++] = addr;
	jr->jr_node_kind(addr, kind, sizeof (kind));
	/* a record: the kind above the address */
	mdb_printf("  \"%lx\" [label=\"{", (unsigned long)addr);
	fr_dot_str(kind, 1);
	mdb_printf("|%lx}\"%s];\n", (unsigned long)addr,
	    target ? ", style=bold" : "");
}

/*
 * One edge: from the referrer (or, with none, the global object or the
 * internal holder the line starts with) to the target, labelled with
 * the slot as the text names it.
 */
static void
fr_dot_edge(const js_ref_ops_t *jr, fr_dot_t *fd, const js_ref_t *r)
{
	jsval_t from = r->jr_referrer != 0 ? r->jr_referrer : r->jr_at;
	const char *lab = r->jr_slot;

	while (*lab == ' ')
		lab++;
	fr_dot_node(jr, fd, from, 0);
	if (from == 0)
		mdb_printf("  global -> \"%lx\" [label=\"",
		    (unsigned long)r->jr_target);
	else
		mdb_printf("  \"%lx\" -> \"%lx\" [label=\"",
		    (unsigned long)from, (unsigned long)r->jr_target);
	fr_dot_str(lab, 0);
	mdb_printf("\"];\n");
}

/* ---- the text ---- */

static void
fr_print(const js_ref_ops_t *jr, const js_ref_t *r, uint_t flags, int depth)
{
	char desc[FR_KINDLEN];

	mdb_printf("%*s%p referred to by ", depth * 4, "", r->jr_target);
	if (r->jr_at != 0)
		mdb_printf("%p", r->jr_at);
	else
		mdb_printf("global");
	mdb_printf_escaped(r->jr_slot, strlen(r->jr_slot));
	if (r->jr_referrer != 0 && r->jr_referrer != r->jr_at) {
		mdb_printf(" %p", r->jr_referrer);
	} else if (r->jr_referrer != 0 && (flags & JS_REFS_VERBOSE)) {
		desc[0] = '\0';
		jr->jr_describe(r->jr_referrer, desc, sizeof (desc));
		if (desc[0] != '\0') {
			mdb_printf(" ");
			mdb_printf_escaped(desc, strlen(desc));
		}
	}
	mdb_printf("\n");
}

/* ---- the JSON form (docs/json.md) ---- */

static const char *const fr_vias[] = {
	[JS_REF_VIA_UNSAID] = NULL,
	[JS_REF_VIA_PROPERTY] = "property",
	[JS_REF_VIA_ELEMENT] = "element",
	[JS_REF_VIA_CONTEXT] = "context",
	[JS_REF_VIA_ENTRY] = "entry",
	[JS_REF_VIA_INTERNAL] = "internal",
};

static void
fr_json(const js_ref_ops_t *jr, const js_ref_t *r, uint_t flags, int depth)
{
	char desc[FR_KINDLEN];
	const char *via = r->jr_via > 0 && (size_t)r->jr_via <
	    sizeof (fr_vias) / sizeof (fr_vias[0]) ? fr_vias[r->jr_via] : NULL;
	const char *slot = r->jr_slot;

	while (*slot == ' ')
		slot++;
	mdb_json_begin("jsfindrefs", "reference");
	mdb_json_addr("target", r->jr_target);
	mdb_json_uint("level", (uint64_t)depth);
	if (r->jr_at != 0)
		mdb_json_addr("at", r->jr_at);
	else
		mdb_json_null("at");
	if (r->jr_referrer != 0)
		mdb_json_addr("referrer", r->jr_referrer);
	else
		mdb_json_null("referrer");
	mdb_json_str("via", via);
	mdb_json_str("name", via != NULL && r->jr_name[0] != '\0' ?
	    r->jr_name : NULL);
	if (via != NULL && r->jr_hasindex)
		mdb_json_uint("index", r->jr_index);
	else
		mdb_json_null("index");
	if (via != NULL && r->jr_hasoffset)
		mdb_json_uint("offset", r->jr_offset);
	else
		mdb_json_null("offset");
	mdb_json_str("slot", slot);
	mdb_json_str("via_reason", via != NULL ? NULL : "the engine names "
	    "this slot only as text (slot)");
	mdb_json_bool("weak", (r->jr_flags & JS_REF_WEAK) != 0);
	mdb_json_bool("counted", !(r->jr_flags & JS_REF_UNCOUNTED));
	desc[0] = '\0';
	if ((flags & JS_REFS_VERBOSE) && r->jr_referrer != 0)
		jr->jr_describe(r->jr_referrer, desc, sizeof (desc));
	mdb_json_str("description", desc[0] != '\0' ? desc : NULL);
	mdb_json_end();
}

static int
fr_search(const js_engine_t *je, const jsval_t *targets, size_t n,
    uint_t flags, int maxdepth)
{
	const js_ref_ops_t *jr = je->je_refs;
	jsval_t cur[FR_MAXTARGETS], next[FR_MAXTARGETS];
	jsval_t seen[FR_MAXTARGETS * FR_MAXDEPTH];
	size_t ncur, nnext, nseen = 0, i, j, shown;
	js_refscan_t rs;
	fr_level_t fl;
	fr_dot_t *fd = NULL;
	int depth, truncated = 0;
	size_t nrefs = 0;

	if (maxdepth < 1)
		maxdepth = 1;
	if (maxdepth > FR_MAXDEPTH)
		maxdepth = FR_MAXDEPTH;
	ncur = n < FR_MAXTARGETS ? n : FR_MAXTARGETS;
	memcpy(cur, targets, ncur * sizeof (jsval_t));
	for (i = 0; i < ncur; i++)
		seen[nseen++] = cur[i];

	memset(&fl, 0, sizeof (fl));
	if ((fl.fl_refs = mdb_alloc(FR_MAXREFS * sizeof (js_ref_t),
	    UM_GC)) == NULL) {
		mdb_warn("jsfindrefs: out of memory");
		return (-1);
	}
	memset(&rs, 0, sizeof (rs));
	rs.rs_flags = flags;
	rs.rs_cb = fr_collect;
	rs.rs_arg = &fl;
	if (flags & JS_REFS_GRAPH) {
		if ((fd = mdb_zalloc(sizeof (*fd), UM_GC)) == NULL) {
			mdb_warn("jsfindrefs: out of memory");
			return (-1);
		}
		mdb_printf("digraph retainers {\n"
		    "  node [shape=record, fontname=\"monospace\"];\n"
		    "  edge [fontname=\"monospace\"];\n");
		for (i = 0; i < ncur; i++)
			fr_dot_node(jr, fd, cur[i], 1);
	}
	for (depth = 0; depth < maxdepth && ncur > 0; depth++) {
		rs.rs_targets = cur;
		rs.rs_ntargets = ncur;
		rs.rs_truncated = 0;
		rs.rs_max = FR_MAXREFS;
		fl.fl_nrefs = 0;
		fl.fl_full = 0;
		if (jr->jr_scan(&rs) != 0)
			return (-1);

		nnext = 0;
		for (i = 0; i < ncur; i++) {
			shown = 0;
			for (j = 0; j < fl.fl_nrefs; j++) {
				const js_ref_t *r = &fl.fl_refs[j];
				size_t k;

				if (r->jr_target != cur[i])
					continue;
				if (flags & JS_REFS_JSON)
					fr_json(jr, r, flags, depth);
				else if (fd == NULL)
					fr_print(jr, r, flags, depth);
				if (r->jr_flags & JS_REF_UNCOUNTED)
					continue;
				if (fd != NULL)
					fr_dot_edge(jr, fd, r);
				shown++;
				if (r->jr_referrer == 0)
					continue;
				for (k = 0; k < nseen && seen[k] !=
				    r->jr_referrer; k++)
					;
				if (k == nseen && nnext < FR_MAXTARGETS &&
				    nseen < sizeof (seen) / sizeof (seen[0])) {
					seen[nseen++] = r->jr_referrer;
					next[nnext++] = r->jr_referrer;
				}
			}
			if (shown == 0 && (flags & JS_REFS_JSON)) {
				mdb_json_begin("jsfindrefs", "unreferenced");
				mdb_json_addr("target", cur[i]);
				mdb_json_uint("level", (uint64_t)depth);
				mdb_json_end();
			} else if (shown == 0 && fd != NULL)
				mdb_printf("  /* %lx is not referred to by a "
				    "known object */\n", (unsigned long)cur[i]);
			else if (shown == 0)
				mdb_printf("%*s%p is not referred to by a "
				    "known object.\n", depth * 4, "", cur[i]);
		}
		if (rs.rs_truncated || fl.fl_full) {
			mdb_warn("jsfindrefs: more than %lu references; the "
			    "rest are not shown", (unsigned long)rs.rs_max);
			truncated = 1;
		}
		nrefs += fl.fl_nrefs;
		memcpy(cur, next, nnext * sizeof (jsval_t));
		ncur = nnext;
	}
	if (flags & JS_REFS_JSON) {
		mdb_json_begin("jsfindrefs", "summary");
		mdb_json_addr("target", targets[0]);
		mdb_json_uint("levels", (uint64_t)depth);
		mdb_json_uint("references", (uint64_t)nrefs);
		mdb_json_bool("truncated", truncated);
		mdb_json_end();
	}
	if (fd != NULL)
		mdb_printf("}\n");
	return (0);
}

static const js_engine_t *
fr_start(uint_t flags)
{
	const js_engine_t *je;

	if ((je = js_dcmd_start("jsfindrefs", flags,
	    JS_NEED_HEAP | JS_NEED_PRINT)) == NULL)
		return (NULL);
	if (je->je_refs == NULL) {
		mdb_warn("jsfindrefs: %s: references are not searched for this "
		    "engine yet", je->je_name);
		return (NULL);
	}
	return (je);
}

int
js_findrefs(const jsval_t *targets, size_t n, uint_t flags, int maxdepth)
{
	const js_engine_t *je = js_engine_for("jsfindrefs");

	if (je == NULL)
		return (-1);
	if (je->je_refs == NULL) {
		mdb_warn("jsfindrefs: %s: references are not searched for this "
		    "engine yet", je->je_name);
		return (-1);
	}
	return (fr_search(je, targets, n, flags, maxdepth));
}

static int
dcmd_jsfindrefs(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const js_engine_t *je;
	uint_t opt_d = 0, opt_v = 0, opt_g = 0;
	uintptr_t levels = 1, hops = 5;
	uint_t rflags = 0;
	jsval_t target = (jsval_t)addr;

	if ((je = fr_start(flags)) == NULL)
		return (DCMD_ERR);
	if (mdb_getopts(argc, argv,
	    'd', MDB_OPT_SETBITS, 1, &opt_d,
	    'g', MDB_OPT_SETBITS, 1, &opt_g,
	    'v', MDB_OPT_SETBITS, 1, &opt_v,
	    'l', MDB_OPT_UINTPTR, &hops,
	    'r', MDB_OPT_UINTPTR, &levels, NULL) != argc)
		return (DCMD_USAGE);
	if (!(flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	if (je->je_refs->jr_target_ok(target) != 0)
		return (DCMD_ERR);
	if (opt_d)
		rflags |= JS_REFS_ALL;
	if (opt_v && opt_g) {
		mdb_warn("jsfindrefs: -g and -v: a graph's nodes name their "
		    "kind already");
		return (DCMD_USAGE);
	}
	if (opt_v)
		rflags |= JS_REFS_VERBOSE;
	if (opt_g && (flags & DCMD_JSON)) {
		return (mdb_json_refuse("jsfindrefs: -g writes a Graphviz "
		    "graph, which has no JSON form"));
	}
	if (opt_g)
		rflags |= JS_REFS_GRAPH;
	if (flags & DCMD_JSON)
		rflags |= JS_REFS_JSON;
	/* mdb_v8's -l: 1 follows no internal object; 0 meant no limit */
	if (hops == 1)
		rflags |= JS_REFS_NOOWNERS;
	if (levels > FR_MAXDEPTH) {
		mdb_warn("jsfindrefs: -r %lu: at most %d levels are followed",
		    (unsigned long)levels, FR_MAXDEPTH);
		levels = FR_MAXDEPTH;
	}
	return (fr_search(je, &target, 1, rflags, (int)levels) == 0 ?
	    DCMD_OK : DCMD_ERR);
}

static void
dcmd_jsfindrefs_help(void)
{
	mdb_printf("%s\n",
"Finds the objects that refer to a heap object: JS objects (by property\n"
"name), arrays (by index), closure contexts (with the variable and the\n"
"closure they belong to), bound functions (target, this, arguments),\n"
"Map/Set/WeakMap entries and strings (a sliced string's parent, a cons\n"
"string's parts).  One pass over the heap per level.\n"
"\n"
"  -d        also show internal referrers (any heap object's slot)\n"
"  -g        print the retainer graph in Graphviz DOT (dot -Tsvg draws\n"
"            it): a node per object (its constructor or kind and\n"
"            address), an edge per reference from the referrer to the\n"
"            object, labelled as the text names it; -r sets the depth\n"
"  -l HOPS   how many engine-internal objects to follow between the value\n"
"            and a JS referrer, as mdb_v8 counted them (default 5; 1\n"
"            follows none; jsmdb needs at most one: a JS object's\n"
"            elements, property array, context or table)\n"
"  -r DEPTH  also find who refers to the referrers, to this depth\n"
"            (default 1, at most 16)\n"
"  -v        describe each referrer in one line\n"
"\n"
"On SpiderMonkey, the referrers are objects: a slot named by its\n"
"property, an element by its index.");
}

const mdb_dcmd_t js_refs_dcmds[] = {
	{ "jsfindrefs", ":[-dgv] [-l maxdepth] [-r depth]",
	    "find the objects that refer to an object",
	    dcmd_jsfindrefs, dcmd_jsfindrefs_help, MDB_DCMD_JSON },
	{ NULL }
};
