/*
 * eng_heap.c: SpiderMonkey's heap ops (mdbmod/engine_heap.h) for the
 * census (::findjsobjects, ::jsfunctions, the jsobject walker).
 *
 * The cells are the used things of every allocated arena of the tenured
 * chunks (heap.c); the nursery is not walked (its things' sizes are known
 * only from each thing's class: docs/spidermonkey.md), which the census
 * says.  An object's shape is its Shape (ESR 102: class, prototype and
 * property map) or, in ESR 78, its ObjectGroup (class, prototype) and
 * Shape (property chain) together: objects of one shape have one
 * description.  A function's definition is its script, read from the
 * function and proven by the script's pointer back to it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sm.h"
#include "engine_heap.h"

/* What a shape's objects are (sh_what). */
#define	SMH_OBJECT	0x01
#define	SMH_FUNCTION	0x02
#define	SMH_ARRAY	0x04
#define	SMH_NONNATIVE	0x08	/* a proxy or other non-native object */
#define	SMH_NOCLASS	0x10	/* its class is not readable */

typedef struct smh_shape {
	uint64_t sh_shape;	/* Shape* */
	uint64_t sh_group;	/* 78: ObjectGroup*; 102: 0 */
	uint_t sh_what;		/* SMH_* */
	uint32_t sh_index;	/* dense index + 1 (0: empty slot) */
} smh_shape_t;

static struct {
	smh_shape_t *sm_tab;	/* open addressing, a power of two */
	size_t sm_cap, sm_n;
	/* the census walk */
	int sm_have;
	size_t sm_tenured, sm_nursery;	/* chunks */
	size_t sm_arenas, sm_cells, sm_bytes, sm_free;
	size_t sm_bad;			/* arenas damaged: not walked */
	size_t sm_unread;		/* arenas not in the core */
	size_t sm_undescribed;		/* objects whose properties did not
					   read (said once) */
	int sm_said_props;
	/* the nursery's state (sm_nursery_read) */
	int sm_nur_rv;			/* 0: read; -1: sm_nur_why says why */
	sm_nursery_t sm_nur;
	char sm_nur_why[256];
} smh;


/* What the objects of a class are. */
static uint_t
smh_classify(uint64_t shape, uint64_t group, uintptr_t obj)
{
	const sm_facts_t *f = sm.ss_facts;
	uintptr_t clasp;
	const char *cn;
	uint32_t flags;

	(void) shape;
	(void) group;
	if (sm_obj_class(obj, &clasp) != 0 || (cn = sm_class_name(clasp)) ==
	    NULL)
		return (SMH_OBJECT | SMH_NOCLASS);
	if (mdb_vread(&flags, sizeof (flags), clasp + f->sf_class_flags) ==
	    sizeof (flags) && (flags & f->sf_class_nonnative) != 0)
		return (SMH_OBJECT | SMH_NONNATIVE);
	if (strcmp(cn, "Function") == 0)
		return (SMH_FUNCTION);
	if (strcmp(cn, "Array") == 0)
		return (SMH_OBJECT | SMH_ARRAY);
	return (SMH_OBJECT);
}

static size_t
smh_hash(uint64_t shape, uint64_t group)
{
	return ((size_t)(((shape >> 3) * 0x9e3779b97f4a7c15ULL) ^
	    ((group >> 3) * 0xc2b2ae3d27d4eb4fULL)) >> 16);
}

/* The entry of (shape, group), made on first sight; NULL: out of memory. */
static const smh_shape_t *
smh_shape(uint64_t shape, uint64_t group, uintptr_t obj)
{
	smh_shape_t *e;
	size_t h, i;

	if ((smh.sm_n + 1) * 2 > smh.sm_cap) {
		size_t ncap = smh.sm_cap == 0 ? 4096 : smh.sm_cap * 2;
		smh_shape_t *nt = calloc(ncap, sizeof (smh_shape_t));

		if (nt == NULL)
			return (NULL);
		for (i = 0; i < smh.sm_cap; i++) {
			if (smh.sm_tab[i].sh_index == 0)
				continue;
			h = smh_hash(smh.sm_tab[i].sh_shape,
			    smh.sm_tab[i].sh_group) & (ncap - 1);
			while (nt[h].sh_index != 0)
				h = (h + 1) & (ncap - 1);
			nt[h] = smh.sm_tab[i];
		}
		free(smh.sm_tab);
		smh.sm_tab = nt;
		smh.sm_cap = ncap;
	}
	for (h = smh_hash(shape, group) & (smh.sm_cap - 1);
	    (e = &smh.sm_tab[h])->sh_index != 0; h = (h + 1) & (smh.sm_cap - 1))
		if (e->sh_shape == shape && e->sh_group == group)
			return (e);
	e->sh_shape = shape;
	e->sh_group = group;
	e->sh_what = smh_classify(shape, group, obj);
	e->sh_index = (uint32_t)++smh.sm_n;
	return (e);
}

/*
 * The script of function fn: the word the table names (ESR 78
 * u.scripted.s.script_, ESR 102 the private value in
 * NativeJitInfoOrInterpretedScriptSlot), taken only when that script's
 * function field points back to fn.  A native function (or a self-hosted
 * one not yet compiled) has none: 0.
 */
/* The word where a function keeps its script: 0, or -1 (not read). */
static int
smh_fun_scriptword(uintptr_t fn, uint64_t *wp)
{
	const sm_facts_t *f = sm.ss_facts;

	if (f->sf_fun_script != SM_NOFF)
		return (sm_rd64(fn + f->sf_fun_script, wp));
	if (f->sf_fun_script_slot != 0)
		return (sm_rd64(fn + f->sf_obj_fixed +
		    (uintptr_t)f->sf_fun_script_slot * 8, wp));
	return (-1);
}

static int
smh_is_function(uintptr_t obj)
{
	uintptr_t clasp;
	const char *cn;

	return (sm_obj_class(obj, &clasp) == 0 &&
	    (cn = sm_class_name(clasp)) != NULL &&
	    strcmp(cn, "Function") == 0);
}

static uintptr_t
smh_fun_script(uintptr_t fn)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t script, back, canon;

	if (smh_fun_scriptword(fn, &script) != 0)
		return (0);
	if (script == 0 || (script & 7) != 0 ||
	    sm_rd64(script + f->sf_script_fun, &back) != 0)
		return (0);
	if (back == fn)
		return ((uintptr_t)script);
	/*
	 * A clone: JSOp::Lambda (and a getter's or a method's definition)
	 * makes a JSFunction that shares its canonical function's script
	 * (CloneFunctionReuseScript, vm/JSFunction.cpp, 78 and 102), and
	 * the script names the canonical one.  The clone is counted under
	 * that definition when the function the script names is a
	 * function whose own script word is this script.
	 */
	if (back == 0 || (back & 7) != 0 || smh_fun_scriptword(back,
	    &canon) != 0 || canon != script || !smh_is_function(back))
		return (0);
	return ((uintptr_t)script);
}

typedef struct smh_walk {
	uint_t sw_flags;
	js_cell_f *sw_cb;
	void *sw_arg;
} smh_walk_t;

static int
smh_cell(smh_walk_t *w, uintptr_t cell, const sm_kind_t *k)
{
	const sm_facts_t *f = sm.ss_facts;
	const smh_shape_t *e;
	uint64_t shape, group = 0;
	js_cell_t c;

	c.jc_addr = cell;
	c.jc_size = k->sk_size;
	c.jc_flags = 0;
	c.jc_shape = 0;
	c.jc_def = 0;
	switch (k->sk_trace) {
	case SM_T_STRING:
		c.jc_kind = JS_CELL_STRING;
		break;
	case SM_T_OBJECT:
		c.jc_kind = JS_CELL_OBJECT;
		if (sm_rd64(cell + f->sf_obj_shape, &shape) != 0 ||
		    (f->sf_obj_group != SM_NOFF &&
		    sm_rd64(cell + f->sf_obj_group, &group) != 0)) {
			/* its header is not in the core: a shape of its own */
			shape = cell;
			group = 1;
		}
		if ((e = smh_shape(shape, group, cell)) == NULL)
			return (-1);
		if (e->sh_what & SMH_FUNCTION) {
			c.jc_kind = JS_CELL_FUNCTION;
			c.jc_def = smh_fun_script(cell);
			break;
		}
		c.jc_shape = e->sh_index - 1;
		if (e->sh_what & SMH_ARRAY)
			c.jc_flags |= JS_CELL_ARRAY;
		break;
	default:
		c.jc_kind = JS_CELL_OTHER;
		break;
	}
	return (w->sw_cb(&c, w->sw_arg));
}

static int
smh_walk(uint_t flags, js_cell_f *cb, void *arg)
{
	const sm_facts_t *f = sm.ss_facts;
	smh_walk_t w;
	sm_arena_t *ar;
	size_t c, i, arenas = 0, cells = 0, bytes = 0, nfree = 0, bad = 0;
	size_t unread = 0;
	uint_t t;
	int rv = 0;

	if (flags & JS_WALK_SCAN)
		return (JS_WALK_REFUSED);	/* jh_can_scan 0: not asked */
	if (f == NULL || sm_heap_find() != 0)
		return (JS_WALK_REFUSED);
	if ((ar = malloc(sizeof (*ar))) == NULL)
		return (-1);
	w.sw_flags = flags;
	w.sw_cb = cb;
	w.sw_arg = arg;
	for (c = 0; c < sm.ss_nchunks && rv == 0; c++) {
		uintptr_t chunk = sm.ss_chunks[c].sc_addr;

		if (sm.ss_chunks[c].sc_nursery)
			continue;
		for (i = 0; i < f->sf_arenas_per_chunk && rv == 0; i++) {
			uintptr_t a = chunk + f->sf_first_arena +
			    i * f->sf_arena_size;
			uint_t size;

			if (mdb_interrupted()) {
				rv = -1;
				break;
			}
			if (sm_arena_read(a, ar) != 0) {
				unread++;
				continue;
			}
			if (!ar->sa_allocated)
				continue;
			if (ar->sa_bad) {
				bad++;
				continue;
			}
			arenas++;
			size = f->sf_kinds[ar->sa_kind].sk_size;
			for (t = 0; t < ar->sa_nthings && rv == 0; t++) {
				if (ar->sa_free[t]) {
					nfree++;
					continue;
				}
				cells++;
				bytes += size;
				rv = smh_cell(&w, a + ar->sa_first + t * size,
				    &f->sf_kinds[ar->sa_kind]);
			}
		}
	}
	free(ar);
	if (rv == 0 && (flags & JS_WALK_CENSUS)) {
		smh.sm_have = 1;
		smh.sm_tenured = sm.ss_ntenured;
		smh.sm_nursery = sm.ss_nnursery;
		smh.sm_nur_rv = smh.sm_nursery == 0 ? 0 :
		    sm_nursery_read(&smh.sm_nur, smh.sm_nur_why,
		    sizeof (smh.sm_nur_why));
		smh.sm_arenas = arenas;
		smh.sm_cells = cells;
		smh.sm_bytes = bytes;
		smh.sm_free = nfree;
		smh.sm_bad = bad;
		smh.sm_unread = unread;
	}
	return (rv);
}

static size_t
smh_nshapes(void)
{
	return (smh.sm_n);
}

typedef struct smh_desc {
	js_propname_f *sd_cb;
	void *sd_arg;
	int sd_isarray;
	int sd_dict;		/* the object's shape is a dictionary */
	int sd_numeric;		/* it has an integer-keyed property */
	int sd_stop;
} smh_desc_t;

static int
smh_prop_cb(const sm_propinfo_t *pi, void *arg)
{
	smh_desc_t *d = arg;
	uint64_t key = pi->pi_key;
	uint_t kinds = d->sd_dict ? JS_PK_DICT : 0;
	char name[512];

	/* where a data property's value lives: in the object, or slots_ */
	if (pi->pi_hasslot)
		kinds |= pi->pi_fixed ? JS_PK_INOBJECT : JS_PK_PROPS;
	/* jsid (js/Id.h): an integer key is an indexed property */
	if (key & 1)
		d->sd_numeric = 1;
	if (sm_jsid_text(key, name, sizeof (name)) != 0)
		(void) snprintf(name, sizeof (name), "<key %llx not readable>",
		    (unsigned long long)key);
	if (d->sd_isarray && strcmp(name, "length") == 0)
		return (0);
	if (d->sd_cb(name, kinds, d->sd_arg) != 0) {
		d->sd_stop = 1;
		return (1);
	}
	return (0);
}

/*
 * The constructor is the name of the prototype's "constructor" function
 * (as ::jsconstructor says); an object with no prototype, or whose
 * prototype has no constructor function (environments, internal
 * objects), is named by its class.  The properties are the shape's, in
 * the order they were added; a non-native object (a proxy) has none of
 * its own.
 */
static int
smh_describe(uintptr_t obj, js_shape_desc_t *ds, js_propname_f *cb,
    void *arg)
{
	uintptr_t clasp;
	const char *cn = NULL;
	smh_desc_t d;
	sm_elements_t el;
	uint32_t flags;
	char why[160];

	ds->ds_ekind = NULL;
	ds->ds_kinds = 0;
	if (sm_obj_class(obj, &clasp) == 0)
		cn = sm_class_name(clasp);
	if (sm_constructor_name(obj, ds->ds_ctor, sizeof (ds->ds_ctor)) != 0)
		(void) snprintf(ds->ds_ctor, sizeof (ds->ds_ctor), "%s",
		    cn != NULL ? cn : "<class not readable>");
	else if (ds->ds_ctor[0] == '\0')
		(void) strcpy(ds->ds_ctor, "<anonymous>");
	d.sd_cb = cb;
	d.sd_arg = arg;
	d.sd_isarray = cn != NULL && strcmp(cn, "Array") == 0;
	d.sd_stop = 0;
	if (d.sd_isarray)
		ds->ds_kinds |= JS_PK_ARRAY;
	if (cn == NULL)
		return (0);
	if (mdb_vread(&flags, sizeof (flags), clasp +
	    sm.ss_facts->sf_class_flags) == sizeof (flags) &&
	    (flags & sm.ss_facts->sf_class_nonnative) != 0)
		return (0);
	d.sd_dict = sm_obj_dict(obj) == 1;
	d.sd_numeric = 0;
	if (d.sd_dict)
		ds->ds_kinds |= JS_PK_DICT;
	if (sm_elements_read(obj, &el, why, sizeof (why)) == 0 &&
	    el.el_initlen > 0)
		ds->ds_kinds |= JS_PK_NUMERIC;
	if (sm_prop_iter_info(obj, smh_prop_cb, &d, why, sizeof (why)) != 0 &&
	    !d.sd_stop) {
		smh.sm_undescribed++;
		if (!smh.sm_said_props) {
			smh.sm_said_props = 1;
			mdb_warn("findjsobjects: %s (objects whose properties "
			    "cannot be read are in no group; ::findjsobjects "
			    "-v counts them)", why);
		}
		return (-1);
	}
	if (d.sd_numeric)
		ds->ds_kinds |= JS_PK_NUMERIC;
	return (0);
}

static int
smh_object(uintptr_t addr, size_t *shapep, uint_t *flagsp)
{
	const sm_facts_t *f = sm.ss_facts;
	const smh_shape_t *e;
	uint64_t shape, group = 0;
	sm_thing_t st;
	char why[160];
	size_t h;

	if (sm_thing(addr, &st, why, sizeof (why)) != 0 || st.st_cell != addr ||
	    st.st_nursery || st.st_free || st.st_kind->sk_trace != SM_T_OBJECT ||
	    sm_rd64(addr + f->sf_obj_shape, &shape) != 0 ||
	    (f->sf_obj_group != SM_NOFF && sm_rd64(addr + f->sf_obj_group,
	    &group) != 0) || smh.sm_cap == 0)
		return (-1);
	for (h = smh_hash(shape, group) & (smh.sm_cap - 1);
	    (e = &smh.sm_tab[h])->sh_index != 0; h = (h + 1) & (smh.sm_cap - 1))
		if (e->sh_shape == shape && e->sh_group == group)
			break;
	if (e->sh_index == 0 || (e->sh_what & SMH_FUNCTION))
		return (-1);
	*shapep = e->sh_index - 1;
	*flagsp = 0;
	return (0);
}

static size_t
smh_walked_bytes(void)
{
	return (smh.sm_arenas * sm.ss_facts->sf_arena_size);
}

static int smh_inexact(char *, size_t);

static void
smh_summary(uint_t part, int json)
{
	char why[2048], *p, *nl;

	const char *f = "findjsobjects: %30s => %lu\n";

	switch (part) {
	case JS_SUM_WALK:
		if (json) {
			mdb_json_str("heap_found_by", "chunks");
			mdb_json_uint("tenured_chunks", smh.sm_tenured);
			mdb_json_uint("nursery_chunks", smh.sm_nursery);
			if (smh.sm_nursery != 0 && smh.sm_nur_rv == 0)
				mdb_json_uint("nursery_used_bytes",
				    smh.sm_nur.sn_used);
			mdb_json_uint("arenas", smh.sm_arenas);
			break;
		}
		mdb_printf("findjsobjects: %30s => walking SpiderMonkey's "
		    "GC chunks (ESR %s)\n", "heap found by",
		    sm.ss_facts->sf_line);
		mdb_printf(f, "tenured chunks", (unsigned long)smh.sm_tenured);
		mdb_printf(f, "nursery chunks (not walked)",
		    (unsigned long)smh.sm_nursery);
		if (smh.sm_nursery != 0 && smh.sm_nur_rv == 0)
			mdb_printf(f, "nursery bytes in use",
			    (unsigned long)smh.sm_nur.sn_used);
		mdb_printf(f, "arenas walked", (unsigned long)smh.sm_arenas);
		break;
	case JS_SUM_FREE:
		if (json) {
			mdb_json_uint("free_cells", smh.sm_free);
			break;
		}
		mdb_printf(f, "free cells", (unsigned long)smh.sm_free);
		break;
	case JS_SUM_QUALITY:
		if (json) {
			mdb_json_uint("damaged_arenas", smh.sm_bad);
			mdb_json_uint("unreadable_arenas", smh.sm_unread);
			mdb_json_uint("objects_not_described",
			    smh.sm_undescribed);
			break;
		}
		mdb_printf(f, "damaged arenas (not walked)",
		    (unsigned long)smh.sm_bad);
		mdb_printf(f, "arenas not in the core",
		    (unsigned long)smh.sm_unread);
		mdb_printf(f, "objects not described",
		    (unsigned long)smh.sm_undescribed);
		if (smh_inexact(why, sizeof (why)) == 0)
			break;
		for (p = why; *p != '\0'; p = nl + 1) {
			if ((nl = strchr(p, '\n')) != NULL)
				*nl = '\0';
			mdb_printf("findjsobjects: not exact: %s\n", p);
			if (nl == NULL)
				break;
		}
		break;
	}
}

static int
smh_inexact(char *buf, size_t len)
{
	size_t o = 0;
	int n = 0;

#define	SMH_WHY(...)	do {						\
		if (o < len)						\
			o += (size_t)snprintf(buf + o, len - o, __VA_ARGS__); \
		if (o < len)						\
			o += (size_t)snprintf(buf + o, len - o, "\n");	\
		n++;							\
	} while (0)

	if (len > 0)
		buf[0] = '\0';
	/*
	 * The nursery's cells are not walked (their sizes are in their
	 * classes only): said when it holds any, as Nursery::isEmpty()
	 * tells; an empty nursery leaves the census exact.
	 */
	if (smh.sm_nursery != 0 && smh.sm_nur_rv != 0)
		SMH_WHY("the nursery (%lu chunk%s) is not walked, and whether "
		    "it holds cells is not known (%s): objects allocated since "
		    "the last minor GC may be missed",
		    (unsigned long)smh.sm_nursery, smh.sm_nursery > 1 ? "s" :
		    "", smh.sm_nur_why);
	else if (smh.sm_nursery != 0 && smh.sm_nur.sn_used != 0)
		SMH_WHY("the nursery holds %s%lu bytes of cells allocated "
		    "since the last minor GC, not walked: objects there are "
		    "missed", smh.sm_nur.sn_exact ? "" : "at most ",
		    (unsigned long)smh.sm_nur.sn_used);
	if (smh.sm_bad != 0)
		SMH_WHY("%lu arenas are damaged (a free list, an AllocKind "
		    "or a zone that cannot be) and were not walked: objects "
		    "may be missed", (unsigned long)smh.sm_bad);
	if (smh.sm_unread != 0)
		SMH_WHY("%lu arenas are not in the core: objects may be "
		    "missed", (unsigned long)smh.sm_unread);
	/*
	 * ESR 78 (ObjectGroups: type inference) keeps template objects:
	 * TypeNewScript::templateObject_ and the Baseline ICs' templates
	 * for `new C`, and object literals' templates; each has C's
	 * prototype and property set, every property undefined, and is
	 * referred to only from the engine's own structures (on sm-js78:
	 * 2 of Widget's 1502, 2 of Gadget's 702, 2 of the 335 literals).
	 */
	if (sm.ss_facts->sf_obj_group != SM_NOFF)
		SMH_WHY("ESR 78's type inference keeps template objects (for "
		    "`new C` and object literals; every property undefined): "
		    "a group's count includes them");
	if (smh.sm_undescribed != 0)
		SMH_WHY("%lu objects' properties could not be read: they are "
		    "in no group", (unsigned long)smh.sm_undescribed);
#undef	SMH_WHY
	if (o > 0 && o <= len && buf[o - 1] == '\n')
		buf[o - 1] = '\0';
	return (n);
}

/* ---- functions ---- */

static int
smh_funcdef(uintptr_t addr, uintptr_t *defp)
{
	uintptr_t clasp;
	const char *cn;

	if (sm_obj_class(addr, &clasp) != 0 ||
	    (cn = sm_class_name(clasp)) == NULL ||
	    strcmp(cn, "Function") != 0 || (*defp = smh_fun_script(addr)) == 0)
		return (-1);
	return (0);
}

static int
smh_funcdesc(uintptr_t script, uintptr_t closure, js_funcdesc_t *fd)
{
	uint_t line;
	char why[160];

	fd->fd_line = -1;
	fd->fd_script[0] = '\0';
	if (sm_func_name(closure, fd->fd_name, sizeof (fd->fd_name)) != 0)
		return (-1);
	if (fd->fd_name[0] == '\0')
		(void) strcpy(fd->fd_name, "<anonymous>");
	if (sm_script_where(script, fd->fd_script, sizeof (fd->fd_script),
	    &line, why, sizeof (why)) == 0 && line > 0)
		fd->fd_line = (long)line;
	return (0);
}

const js_heap_ops_t sm_heap_ops = {
	.jh_walk = smh_walk,
	.jh_nshapes = smh_nshapes,
	.jh_describe = smh_describe,
	.jh_object = smh_object,
	.jh_summary = smh_summary,
	.jh_walked_bytes = smh_walked_bytes,
	.jh_inexact = smh_inexact,
	.jh_funcdef = smh_funcdef,
	.jh_funcword = "function with a script",
	.jh_funcdesc = smh_funcdesc,
	.jh_funccode = NULL,
	.jh_kinds = JS_PK_DICT | JS_PK_INOBJECT | JS_PK_PROPS | JS_PK_NUMERIC |
	    JS_PK_ARRAY,
	.jh_nodef = "native or self-hosted functions (no script)",
	.jh_can_scan = 0,
	.jh_noscan = "its GC chunks are found by a scan of the writable "
	    "mappings already (ChunkSize-aligned blocks that name the "
	    "runtime), and inside a chunk only the arenas' free lists say "
	    "which cells are live: a word-by-word scan would find nothing "
	    "more that is an object",
};
