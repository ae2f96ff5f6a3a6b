/*
 * eng_heap.c: V8's heap ops (mdbmod/engine_heap.h), over heapscan.c's
 * walk of V8's pages: a JS object's shape is its map (mf_index, dense),
 * a dictionary-mode object is described alone, a function's definition is
 * its SharedFunctionInfo.  The statistics of the census walk are kept
 * here for ::findjsobjects -v (v8h_summary) and for the reasons the
 * census may not be exact (v8h_inexact).
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"
#include "engine_heap.h"

static struct {
	int vh_have;			/* a census walk finished */
	int vh_scan;			/* ... by scanning the mappings (-b) */
	v8_heapinfo_t vh_info;		/* its statistics */
} v8h;

typedef struct v8h_walk {
	js_cell_f *vw_cb;
	void *vw_arg;
} v8h_walk_t;

static int
v8h_cell_cb(const v8_hobj_t *ho, void *arg)
{
	const v8h_walk_t *w = arg;
	const v8_mapfacts_t *mf = ho->vh_facts;
	js_cell_t c;

	c.jc_addr = ho->vh_addr;
	c.jc_size = ho->vh_size;
	c.jc_flags = 0;
	c.jc_shape = 0;
	c.jc_def = 0;
	if (mf->mf_flags & V8_MF_JSOBJECT) {
		c.jc_kind = JS_CELL_OBJECT;
		c.jc_shape = mf->mf_index;
		if (mf->mf_flags & V8_MF_JSARRAY)
			c.jc_flags |= JS_CELL_ARRAY;
		if (mf->mf_flags & V8_MF_DICTMAP)
			c.jc_flags |= JS_CELL_OWNSHAPE;
	} else if (mf->mf_flags & V8_MF_JSFUNCTION) {
		uintptr_t sfi;

		c.jc_kind = JS_CELL_FUNCTION;
		if (v8_cfg.vo_JSFunction_shared >= 0 && v8_ho_tagged(ho,
		    (size_t)v8_cfg.vo_JSFunction_shared, &sfi) == 0 &&
		    v8_is_heapobject(sfi))
			c.jc_def = sfi;
	} else if (mf->mf_flags & V8_MF_STRING) {
		c.jc_kind = JS_CELL_STRING;
	} else {
		c.jc_kind = JS_CELL_OTHER;
	}
	return (w->vw_cb(&c, w->vw_arg));
}

static int
v8h_walk(uint_t flags, js_cell_f *cb, void *arg)
{
	v8h_walk_t w;
	int rv;

	if (!v8_cfg.vc_configured) {
		mdb_warn("v8: not configured");
		return (JS_WALK_REFUSED);
	}
	w.vw_cb = cb;
	w.vw_arg = arg;
	rv = v8_heap_iter((flags & JS_WALK_SCAN) ? V8_HEAP_SCAN : 0,
	    v8h_cell_cb, &w);
	if (rv == 0 && (flags & JS_WALK_CENSUS)) {
		v8h.vh_have = 1;
		v8h.vh_scan = (flags & JS_WALK_SCAN) != 0;
		if (v8_heap_info() != NULL)
			v8h.vh_info = *v8_heap_info();
	}
	return (rv);
}

static size_t
v8h_nshapes(void)
{
	return (v8_heap_nmaps());
}

typedef struct v8h_desc {
	js_propname_f *vd_cb;
	void *vd_arg;
	int vd_isarray;
} v8h_desc_t;

static int
v8h_prop_cb(const v8_prop_t *p, void *arg)
{
	const v8h_desc_t *d = arg;
	uint_t kinds = 0;

	if (d->vd_isarray && strcmp(p->vp_name, "length") == 0)
		return (0);
	if (p->vp_flags & V8_PROP_INOBJECT)
		kinds |= JS_PK_INOBJECT;
	if (p->vp_flags & V8_PROP_OUTOFOBJECT)
		kinds |= JS_PK_PROPS;
	if (p->vp_flags & V8_PROP_DICT)
		kinds |= JS_PK_DICT;
	return (d->vd_cb(p->vp_name, kinds, d->vd_arg));
}

/*
 * The constructor's name (or what V8 recorded instead of one: "<no
 * constructor recorded by V8: ...>"), an array's elements kind from
 * the map's bit field 2, the properties from the map's descriptors or the
 * dictionary, and whether the object has elements.
 */
static int
v8h_describe(uintptr_t obj, js_shape_desc_t *ds, js_propname_f *cb,
    void *arg)
{
	const v8_mapfacts_t *mf;
	v8h_desc_t d;
	uintptr_t m, elems;

	if (v8_obj_map(obj, &m) != 0 || (mf = v8_heap_mapfacts(m)) == NULL)
		return (-1);
	ds->ds_ekind = NULL;
	ds->ds_kinds = 0;
	_Static_assert(JS_CTORLEN >= V8_NAMELEN, "a V8 name fits");
	/* where V8 recorded no constructor, ds_ctor says what it recorded */
	(void) v8_obj_constructor_name(obj, ds->ds_ctor, V8_NAMELEN);
	d.vd_cb = cb;
	d.vd_arg = arg;
	d.vd_isarray = (mf->mf_flags & V8_MF_JSARRAY) != 0;
	if (d.vd_isarray) {
		int kind = (mf->mf_bitfield2 & v8_cfg.vc_elements_kind_mask) >>
		    v8_cfg.vc_elements_kind_shift;

		ds->ds_ekind = v8_elements_kind_name(kind);
		ds->ds_kinds |= JS_PK_ARRAY;
	}
	if (mf->mf_flags & V8_MF_DICTMAP)
		ds->ds_kinds |= JS_PK_DICT;
	(void) v8_obj_props_iter(obj, v8h_prop_cb, &d);
	if (v8_read_tagged(obj, v8_cfg.vo_JSObject_elements, &elems) == 0) {
		size_t n;

		if (v8_fixedarray_length(elems, &n) == 0 && n > 0)
			ds->ds_kinds |= JS_PK_NUMERIC;
	}
	return (0);
}

static int
v8h_object(uintptr_t addr, size_t *shapep, uint_t *flagsp)
{
	const v8_mapfacts_t *mf;
	uintptr_t m;

	if (v8_obj_map(addr, &m) != 0 || (mf = v8_heap_mapfacts(m)) == NULL ||
	    !(mf->mf_flags & V8_MF_JSOBJECT))
		return (-1);
	*shapep = mf->mf_index;
	*flagsp = (mf->mf_flags & V8_MF_DICTMAP) ? JS_CELL_OWNSHAPE : 0;
	return (0);
}

/* The census walked V8's pages (not the mappings). */
static int
v8h_pages(void)
{
	return (v8h.vh_info.hi_method == V8_HEAP_PAGES && !v8h.vh_scan);
}

static size_t
v8h_walked_bytes(void)
{
	size_t bytes = 0;
	uint_t s;

	for (s = 0; s < V8_NSPACES; s++)
		bytes += v8h.vh_info.hi_bytes[s];
	return (bytes);
}

static void
v8h_summary_json(uint_t part)
{
	const v8_heapinfo_t *hi = &v8h.vh_info;
	int pages = v8h_pages();
	uint_t s;

	switch (part) {
	case JS_SUM_WALK:
		mdb_json_str("heap_found_by", pages ? "pages" : "mappings");
		mdb_json_str("page_layout", pages ? hi->hi_layout : NULL);
		mdb_json_uint("isolates", hi->hi_heaps);
		for (s = 0; s < V8_NSPACES; s++) {
			char key[64];

			if (hi->hi_pages[s] == 0)
				continue;
			(void) snprintf(key, sizeof (key), "%s_space_pages",
			    v8_space_name(s));
			mdb_json_uint(key, hi->hi_pages[s]);
			(void) snprintf(key, sizeof (key), "%s_space_bytes",
			    v8_space_name(s));
			mdb_json_uint(key, hi->hi_bytes[s]);
		}
		break;
	case JS_SUM_FREE:
		mdb_json_uint("fillers", hi->hi_fillers);
		break;
	case JS_SUM_QUALITY:
		mdb_json_uint("candidates_rejected", hi->hi_rejected);
		mdb_json_uint("bytes_skipped", hi->hi_skipped);
		mdb_json_uint("garbage_pages", hi->hi_garbage_pages);
		mdb_json_uint("released_pages", hi->hi_freed_pages);
		mdb_json_uint("garbage_bytes", hi->hi_garbage_bytes);
		mdb_json_bool("new_space_top_found", hi->hi_newtop_known);
		if (pages && hi->hi_sweep_known) {
			mdb_json_uint("unswept_pages", hi->hi_unswept_pages);
			mdb_json_uint("unmarked_bytes", hi->hi_unmarked);
			mdb_json_uint("unswept_pages_whole",
			    hi->hi_unswept_whole);
			mdb_json_uint("conservative_pages",
			    hi->hi_reach_pages);
			mdb_json_uint("conservative_pages_whole",
			    hi->hi_reach_whole);
		} else {
			mdb_json_null("unswept_pages");
			mdb_json_null("unmarked_bytes");
			mdb_json_null("unswept_pages_whole");
			mdb_json_null("conservative_pages");
			mdb_json_null("conservative_pages_whole");
		}
		break;
	}
}

static void
v8h_summary(uint_t part, int json)
{
	const v8_heapinfo_t *hi = &v8h.vh_info;
	const char *f = "findjsobjects: %30s => %lu\n";
	int pages = v8h_pages();
	uint_t s;

	if (json) {
		v8h_summary_json(part);
		return;
	}
	switch (part) {
	case JS_SUM_WALK:
		if (pages)
			mdb_printf("findjsobjects: %30s => walking V8 pages "
			    "(%s layout)\n", "heap found by", hi->hi_layout);
		else
			mdb_printf("findjsobjects: %30s => scanning "
			    "mappings\n", "heap found by");
		mdb_printf(f, "isolates", (unsigned long)hi->hi_heaps);
		for (s = 0; s < V8_NSPACES; s++) {
			char what[64];

			if (hi->hi_pages[s] == 0)
				continue;
			(void) snprintf(what, sizeof (what),
			    "%s space pages (bytes)", v8_space_name(s));
			mdb_printf("findjsobjects: %30s => %lu (%lu)\n", what,
			    (unsigned long)hi->hi_pages[s],
			    (unsigned long)hi->hi_bytes[s]);
		}
		break;
	case JS_SUM_FREE:
		mdb_printf(f, "free space / fillers",
		    (unsigned long)hi->hi_fillers);
		break;
	case JS_SUM_QUALITY:
		mdb_printf(f, "candidates rejected",
		    (unsigned long)hi->hi_rejected);
		mdb_printf(f, "bytes skipped after those",
		    (unsigned long)hi->hi_skipped);
		mdb_printf(f, "garbage pages skipped",
		    (unsigned long)hi->hi_garbage_pages);
		mdb_printf(f, "released pages (of those)",
		    (unsigned long)hi->hi_freed_pages);
		mdb_printf(f, "garbage bytes skipped",
		    (unsigned long)hi->hi_garbage_bytes);
		mdb_printf("findjsobjects: %30s => %s\n", "new space top",
		    hi->hi_newtop_known ? "found" : "not found (all of "
		    "to-space walked)");
		if (pages) {
			mdb_printf(f, "LAB allocators by shape",
			    (unsigned long)hi->hi_llab_shape);
			mdb_printf(f, "of those, LocalHeap not live",
			    (unsigned long)hi->hi_llab_dead);
			mdb_printf(f, "other threads' LABs left out",
			    (unsigned long)hi->hi_local_labs);
		}
		if (pages && !hi->hi_sweep_known) {
			mdb_printf("findjsobjects: %30s => unknown for this "
			    "V8 (unswept pages walked whole: garbage may be "
			    "counted)\n", "page sweeping state");
		} else if (pages) {
			mdb_printf(f, "unswept pages (by mark bits)",
			    (unsigned long)hi->hi_unswept_pages);
			mdb_printf(f, "unmarked bytes skipped",
			    (unsigned long)hi->hi_unmarked);
			if (hi->hi_unswept_whole != 0)
				mdb_printf(f, "unswept, walked whole",
				    (unsigned long)hi->hi_unswept_whole);
			if (hi->hi_reach_pages != 0)
				mdb_printf(f, "conservative pages (by reach)",
				    (unsigned long)hi->hi_reach_pages);
			if (hi->hi_reach_whole != 0)
				mdb_printf(f, "conservative pages, whole",
				    (unsigned long)hi->hi_reach_whole);
			if (hi->hi_reach_pages != 0 &&
			    !hi->hi_reach_inexact) {
				mdb_printf(f, "live handles (seeds)",
				    (unsigned long)hi->hi_reach_handles);
				mdb_printf(f, "stale handle bytes skipped",
				    (unsigned long)hi->hi_reach_stale);
			}
		}
		break;
	}
}

/*
 * Why the census may count garbage or miss objects: what the heap walk
 * could not tell (v8h_summary prints the same statistics).
 */
static int
v8h_inexact(char *buf, size_t len)
{
	const v8_heapinfo_t *hi = &v8h.vh_info;
	int pages = v8h_pages();
	size_t o = 0;
	int n = 0;

#define	V8H_WHY(...)	do {						\
		if (o < len)						\
			o += (size_t)snprintf(buf + o, len - o, __VA_ARGS__); \
		if (o < len)						\
			o += (size_t)snprintf(buf + o, len - o, "\n");	\
		n++;							\
	} while (0)

	if (len > 0)
		buf[0] = '\0';
	if (!pages)
		V8H_WHY("the heap was found by scanning mappings, not by "
		    "walking V8's pages: garbage is counted");
	else if (!hi->hi_sweep_known)
		V8H_WHY("the page sweeping state is unknown for this V8: "
		    "garbage on unswept pages may be counted");
	if (pages && hi->hi_unswept_whole != 0)
		V8H_WHY("%lu unswept pages were walked whole (mark bits "
		    "unusable): garbage may be counted",
		    (unsigned long)hi->hi_unswept_whole);
	if (pages && hi->hi_reach_whole != 0)
		V8H_WHY("%lu conservatively swept pages were walked whole: "
		    "garbage may be counted",
		    (unsigned long)hi->hi_reach_whole);
	if (pages && hi->hi_reach_pages != 0 && hi->hi_reach_inexact)
		V8H_WHY("the live handles in V8's handle blocks could not be "
		    "told from stale ones: counts on the %lu conservatively "
		    "swept pages are upper bounds",
		    (unsigned long)hi->hi_reach_pages);
	if (!hi->hi_newtop_known)
		V8H_WHY("the new space's allocation top was not found: all of "
		    "to-space was walked, garbage may be counted");
	if (hi->hi_rejected != 0)
		V8H_WHY("%lu candidate objects were rejected (a bad map or "
		    "size): objects may be missed",
		    (unsigned long)hi->hi_rejected);
#undef	V8H_WHY
	if (o > 0 && o <= len && buf[o - 1] == '\n')
		buf[o - 1] = '\0';
	return (n);
}

/* ---- functions ---- */

static int
v8h_funcdef(uintptr_t addr, uintptr_t *defp)
{
	return (v8_jsfunc_sfi(addr, defp));
}

/* A definition's name (inferred when it has none), script and line. */
static int
v8h_funcdesc(uintptr_t sfi, uintptr_t closure, js_funcdesc_t *fd)
{
	uintptr_t script;
	intptr_t start, end, line, col;

	(void) closure;
	_Static_assert(JS_FUNCNAMELEN >= V8_NAMELEN, "a V8 name fits");
	fd->fd_line = -1;
	fd->fd_script[0] = '\0';
	if (v8_sfi_name(sfi, fd->fd_name, V8_NAMELEN) != 0)
		return (-1);
	if (fd->fd_name[0] == '\0' && (v8_sfi_inferred_name(sfi,
	    fd->fd_name, V8_NAMELEN) != 0 || fd->fd_name[0] == '\0'))
		(void) strcpy(fd->fd_name, "<anonymous>");
	if (v8_sfi_script(sfi, &script) != 0)
		return (0);
	if (v8_script_name(script, fd->fd_script, sizeof (fd->fd_script)) != 0)
		fd->fd_script[0] = '\0';
	if (v8_sfi_position(sfi, &start, &end) == 0 && start >= 0 &&
	    v8_script_line(script, start, &line, &col) == 0)
		fd->fd_line = line + 1;
	return (0);
}

/* Where a function's instructions are, best effort; -1 if unknown. */
static int
v8h_funccode(uintptr_t func, uintptr_t *startp, uintptr_t *endp)
{
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t code, start;
	uint32_t size;

	if (c->vo_JSFunction_code < 0 || c->vo_Code_instruction_start < 0 ||
	    c->vo_Code_instruction_size < 0 ||
	    v8_jsfunc_code_field(func, &code) != 0 ||
	    !v8_is_heapobject(code) ||
	    v8_read_u32(code, c->vo_Code_instruction_size, &size) != 0)
		return (-1);
	if (c->vc_code_instruction_start_inline)
		/* instructions inline in the Code object */
		start = v8_untag(code) +
		    (uintptr_t)c->vo_Code_instruction_start;
	else if (v8_read_ptr(code, c->vo_Code_instruction_start, &start) != 0)
		return (-1);
	*startp = start;
	*endp = start + size;
	return (0);
}

const js_heap_ops_t v8_heap_ops = {
	.jh_walk = v8h_walk,
	.jh_nshapes = v8h_nshapes,
	.jh_describe = v8h_describe,
	.jh_object = v8h_object,
	.jh_summary = v8h_summary,
	.jh_walked_bytes = v8h_walked_bytes,
	.jh_inexact = v8h_inexact,
	.jh_funcdef = v8h_funcdef,
	.jh_funcword = "JSFunction",
	.jh_funcdesc = v8h_funcdesc,
	.jh_funccode = v8h_funccode,
	.jh_kinds = JS_PK_DICT | JS_PK_INOBJECT | JS_PK_PROPS | JS_PK_NUMERIC |
	    JS_PK_ARRAY | JS_PK_EKIND,
	.jh_nodef = NULL,
	.jh_can_scan = 1,
};
