/*
 * findjs.c: the heap census and ::findjsobjects.
 *
 * One pass over the heap (heapscan.c) counts JS objects per map and
 * JSFunctions per SharedFunctionInfo; nothing is allocated per object,
 * only per map, per function definition and per dictionary-mode object
 * (whose property set is its own).  Afterwards each map with objects is
 * described once -- constructor name, property names, elements kind --
 * and maps with the same description form one group, which is a row of
 * ::findjsobjects.  The instances of the groups are listed only when asked
 * (addr::findjsobjects): a second pass drops every JS object's address into
 * one array, ordered by group.  All of it is kept for the session.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "v8.h"

#define	FJ_MAXPROPS	(1 << 20)	/* property names kept per group */
#define	FJ_MAXMARKS	64		/* objects marked with -m */
#define	FJ_NHASH	4096		/* group hash buckets */

/* property kinds (-k), mdb_v8's names */
#define	FJ_K_DICT	0x01		/* dictionary-mode properties */
#define	FJ_K_INOBJECT	0x02		/* in-object properties */
#define	FJ_K_PROPS	0x04		/* out-of-object properties */
#define	FJ_K_NUMERIC	0x08		/* elements (indexed properties) */
#define	FJ_K_ARRAY	0x10		/* a JSArray */

typedef struct fj_group {
	char *fg_key;			/* ctor "\\n" props: the identity */
	char *fg_ctor;			/* "Foo" or "Array (PACKED_...)" */
	char *fg_name;			/* "Foo" or "Array" */
	const char *fg_ekind;		/* "PACKED_..." (arrays) or NULL */
	const char **fg_props;		/* property names */
	size_t fg_nprops;
	size_t fg_nall;			/* properties, kept or not */
	uint_t fg_kinds;		/* FJ_K_* */
	uintptr_t fg_rep;		/* representative: first seen */
	size_t fg_count;
	size_t fg_bytes;		/* shallow size of all instances */
	size_t fg_first;		/* into fj_inst */
	size_t fg_fill;
	int32_t fg_id;			/* index in fj_groups */
	struct fj_group *fg_hnext;	/* hash chain */
} fj_group_t;

static struct {
	int fj_done;			/* census made */
	uint_t fj_flags;		/* v8_heap_iter() flags used */
	/* per map (mf_index) */
	size_t fj_mcap;
	size_t *fj_mcount, *fj_mbytes;
	uintptr_t *fj_mfirst;
	int32_t *fj_mgroup;
	/* dictionary-mode objects: address and group */
	uintptr_t *fj_dict;
	int32_t *fj_dictgroup;
	size_t fj_ndict, fj_dictcap;
	/* groups */
	fj_group_t **fj_groups;		/* by id (creation order) */
	fj_group_t **fj_sorted;		/* by count, for output */
	size_t fj_ngroups, fj_groupcap;
	fj_group_t *fj_hash[FJ_NHASH];
	/* instances, by group (made on demand) */
	uintptr_t *fj_inst;
	size_t fj_ninst;
	/* functions */
	v8_funcgroup_t *fj_funcs;
	size_t fj_nfuncs, fj_funccap;
	uint32_t *fj_fhash;		/* index + 1 */
	size_t fj_fhashcap;
	/* totals */
	size_t fj_jsobjects, fj_jsbytes, fj_arrays, fj_nfunctions;
	size_t fj_strings, fj_strbytes, fj_heapobjs, fj_heapbytes;
	size_t fj_funcs_nosfi;
	double fj_elapsed;
	v8_heapinfo_t fj_info;		/* the census walk's statistics */
	/* marks for -m / -r */
	uintptr_t fj_marks[FJ_MAXMARKS];
	size_t fj_nmarks;
	int fj_said_maxprops;		/* the FJ_MAXPROPS cap was said */
} fj;

/* ---- growing arrays without per-object allocation ---- */

static void *
fj_grow(void *old, size_t oldn, size_t newn, size_t elsz)
{
	void *n = mdb_zalloc(newn * elsz, UM_SLEEP);

	if (n == NULL)
		return (NULL);
	if (old != NULL) {
		memcpy(n, old, oldn * elsz);
		mdb_free(old, oldn * elsz);
	}
	return (n);
}

static int
fj_mapcap(size_t idx)
{
	size_t ncap;
	size_t *c, *b;
	uintptr_t *f;
	int32_t *g;

	if (idx < fj.fj_mcap)
		return (0);
	ncap = fj.fj_mcap == 0 ? 4096 : fj.fj_mcap;
	while (ncap <= idx)
		ncap *= 2;
	c = fj_grow(fj.fj_mcount, fj.fj_mcap, ncap, sizeof (size_t));
	b = fj_grow(fj.fj_mbytes, fj.fj_mcap, ncap, sizeof (size_t));
	f = fj_grow(fj.fj_mfirst, fj.fj_mcap, ncap, sizeof (uintptr_t));
	g = fj_grow(fj.fj_mgroup, fj.fj_mcap, ncap, sizeof (int32_t));
	if (c == NULL || b == NULL || f == NULL || g == NULL)
		return (-1);
	fj.fj_mcount = c;
	fj.fj_mbytes = b;
	fj.fj_mfirst = f;
	fj.fj_mgroup = g;
	fj.fj_mcap = ncap;
	return (0);
}

/* ---- functions by SharedFunctionInfo ---- */

static inline size_t
fj_fslot(uintptr_t sfi)
{
	return ((size_t)(((uint64_t)sfi >> 3) * 0x9e3779b97f4a7c15ULL >> 24) &
	    (fj.fj_fhashcap - 1));
}

static int
fj_func(uintptr_t sfi, uintptr_t func)
{
	size_t s;
	uint32_t ix;

	if (fj.fj_fhashcap == 0 || (fj.fj_nfuncs + 1) * 2 > fj.fj_fhashcap) {
		size_t ncap = fj.fj_fhashcap == 0 ? 8192 : fj.fj_fhashcap * 2;
		uint32_t *nh = mdb_zalloc(ncap * sizeof (uint32_t), UM_SLEEP);
		size_t i;

		if (nh == NULL)
			return (-1);
		if (fj.fj_fhash != NULL)
			mdb_free(fj.fj_fhash,
			    fj.fj_fhashcap * sizeof (uint32_t));
		fj.fj_fhash = nh;
		fj.fj_fhashcap = ncap;
		for (i = 0; i < fj.fj_nfuncs; i++) {
			s = fj_fslot(fj.fj_funcs[i].vf_sfi);
			while (nh[s] != 0)
				s = (s + 1) & (ncap - 1);
			nh[s] = (uint32_t)(i + 1);
		}
	}
	for (s = fj_fslot(sfi); (ix = fj.fj_fhash[s]) != 0;
	    s = (s + 1) & (fj.fj_fhashcap - 1)) {
		if (fj.fj_funcs[ix - 1].vf_sfi == sfi) {
			fj.fj_funcs[ix - 1].vf_count++;
			return (0);
		}
	}
	if (fj.fj_nfuncs == fj.fj_funccap) {
		size_t ncap = fj.fj_funccap == 0 ? 4096 : fj.fj_funccap * 2;
		v8_funcgroup_t *n = fj_grow(fj.fj_funcs, fj.fj_funccap, ncap,
		    sizeof (v8_funcgroup_t));

		if (n == NULL)
			return (-1);
		fj.fj_funcs = n;
		fj.fj_funccap = ncap;
	}
	fj.fj_funcs[fj.fj_nfuncs].vf_sfi = sfi;
	fj.fj_funcs[fj.fj_nfuncs].vf_first = func;
	fj.fj_funcs[fj.fj_nfuncs].vf_count = 1;
	fj.fj_fhash[s] = (uint32_t)(++fj.fj_nfuncs);
	return (0);
}

/* ---- pass one: counting ---- */

static int
fj_count_cb(const v8_hobj_t *ho, void *arg)
{
	const v8_mapfacts_t *mf = ho->vh_facts;
	size_t ix;

	fj.fj_heapobjs++;
	fj.fj_heapbytes += ho->vh_size;
	if (mf->mf_flags & V8_MF_JSOBJECT) {
		ix = mf->mf_index;
		if (ix >= fj.fj_mcap && fj_mapcap(ix) != 0)
			return (-1);
		if (fj.fj_mcount[ix]++ == 0)
			fj.fj_mfirst[ix] = ho->vh_addr;
		fj.fj_mbytes[ix] += ho->vh_size;
		fj.fj_jsobjects++;
		fj.fj_jsbytes += ho->vh_size;
		if (mf->mf_flags & V8_MF_JSARRAY)
			fj.fj_arrays++;
		if (mf->mf_flags & V8_MF_DICTMAP) {
			if (fj.fj_ndict == fj.fj_dictcap) {
				size_t ncap = fj.fj_dictcap == 0 ? 1024 :
				    fj.fj_dictcap * 2;
				uintptr_t *n = fj_grow(fj.fj_dict,
				    fj.fj_dictcap, ncap, sizeof (uintptr_t));

				if (n == NULL)
					return (-1);
				fj.fj_dict = n;
				fj.fj_dictcap = ncap;
			}
			fj.fj_dict[fj.fj_ndict++] = ho->vh_addr;
		}
	} else if (mf->mf_flags & V8_MF_JSFUNCTION) {
		uintptr_t sfi;

		fj.fj_nfunctions++;
		if (v8_cfg.vo_JSFunction_shared < 0 ||
		    v8_ho_tagged(ho, (size_t)v8_cfg.vo_JSFunction_shared,
		    &sfi) != 0) {
			fj.fj_funcs_nosfi++;
			return (0);
		}
		if (!v8_is_heapobject(sfi)) {
			fj.fj_funcs_nosfi++;
			return (0);
		}
		if (fj_func(sfi, ho->vh_addr) != 0)
			return (-1);
	} else if (mf->mf_flags & V8_MF_STRING) {
		fj.fj_strings++;
		fj.fj_strbytes += ho->vh_size;
	}
	return (0);
}

/* ---- describing a map: constructor and properties ---- */

typedef struct fj_desc {
	v8_buf_t fd_key;
	const char **fd_props;
	size_t fd_nprops, fd_propcap;
	size_t fd_nall;			/* every property seen */
	uint_t fd_kinds;
	int fd_isarray;
} fj_desc_t;

static int
fj_prop_cb(const v8_prop_t *p, void *arg)
{
	fj_desc_t *fd = arg;
	size_t len;
	char *name;

	if (fd->fd_isarray && strcmp(p->vp_name, "length") == 0)
		return (0);
	if (p->vp_flags & V8_PROP_INOBJECT)
		fd->fd_kinds |= FJ_K_INOBJECT;
	if (p->vp_flags & V8_PROP_OUTOFOBJECT)
		fd->fd_kinds |= FJ_K_PROPS;
	if (p->vp_flags & V8_PROP_DICT)
		fd->fd_kinds |= FJ_K_DICT;
	fd->fd_nall++;
	if (fd->fd_nprops >= FJ_MAXPROPS) {
		/* grouped by the first FJ_MAXPROPS names: said once */
		if (!fj.fj_said_maxprops) {
			fj.fj_said_maxprops = 1;
			mdb_warn("findjsobjects: an object has more than %d "
			    "properties: its group is told by the first %d "
			    "names (its count of properties is whole)",
			    FJ_MAXPROPS, FJ_MAXPROPS);
		}
		return (0);
	}
	if (fd->fd_nprops == fd->fd_propcap) {
		size_t ncap = fd->fd_propcap == 0 ? 16 : fd->fd_propcap * 2;
		const char **n = fj_grow((void *)fd->fd_props, fd->fd_propcap,
		    ncap, sizeof (char *));

		if (n == NULL)
			return (1);
		fd->fd_props = n;
		fd->fd_propcap = ncap;
	}
	len = strlen(p->vp_name);
	if ((name = mdb_alloc(len + 1, UM_SLEEP)) == NULL)
		return (1);
	memcpy(name, p->vp_name, len + 1);
	fd->fd_props[fd->fd_nprops++] = name;
	v8_buf_printf(&fd->fd_key, "%s%s", fd->fd_nprops > 1 ? ", " : "",
	    name);
	return (0);
}

static void
fj_desc_free(fj_desc_t *fd)
{
	size_t i;

	for (i = 0; i < fd->fd_nprops; i++)
		mdb_free((void *)fd->fd_props[i], strlen(fd->fd_props[i]) + 1);
	if (fd->fd_props != NULL)
		mdb_free((void *)fd->fd_props,
		    fd->fd_propcap * sizeof (char *));
	fd->fd_props = NULL;
	fd->fd_nprops = fd->fd_propcap = fd->fd_nall = 0;
}

static size_t
fj_strhash(const char *s)
{
	size_t h = 5381;

	while (*s != '\0')
		h = h * 33 + (unsigned char)*s++;
	return (h);
}

static char *
fj_strdup(const char *s)
{
	size_t n = strlen(s) + 1;
	char *d = mdb_alloc(n, UM_SLEEP);

	if (d != NULL)
		memcpy(d, s, n);
	return (d);
}

/* The group of object obj (of map mf): found, or made. */
static int32_t
fj_group_of(uintptr_t obj, const v8_mapfacts_t *mf, size_t count,
    size_t bytes)
{
	char ctor[V8_NAMELEN + 64], keybuf[8192];
	const char *ekind = NULL;
	size_t namelen;
	fj_desc_t fd;
	fj_group_t *g;
	size_t h;
	uintptr_t elems;

	memset(&fd, 0, sizeof (fd));
	fd.fd_isarray = (mf->mf_flags & V8_MF_JSARRAY) != 0;
	/* where V8 recorded no constructor, ctor says what it recorded */
	(void) v8_obj_constructor_name(obj, ctor, V8_NAMELEN);
	namelen = strlen(ctor);
	if (fd.fd_isarray) {
		int kind = (mf->mf_bitfield2 & v8_cfg.vc_elements_kind_mask) >>
		    v8_cfg.vc_elements_kind_shift;
		size_t n = strlen(ctor);

		ekind = v8_elements_kind_name(kind);
		(void) snprintf(ctor + n, sizeof (ctor) - n, " (%s)", ekind);
		fd.fd_kinds |= FJ_K_ARRAY;
	}
	if (mf->mf_flags & V8_MF_DICTMAP)
		fd.fd_kinds |= FJ_K_DICT;
	v8_buf_init(&fd.fd_key, keybuf, sizeof (keybuf));
	v8_buf_printf(&fd.fd_key, "%s\n", ctor);
	(void) v8_obj_props_iter(obj, fj_prop_cb, &fd);
	if (v8_read_tagged(obj, v8_cfg.vo_JSObject_elements, &elems) == 0) {
		size_t n;

		if (v8_fixedarray_length(elems, &n) == 0 && n > 0)
			fd.fd_kinds |= FJ_K_NUMERIC;
	}

	h = fj_strhash(keybuf) & (FJ_NHASH - 1);
	for (g = fj.fj_hash[h]; g != NULL; g = g->fg_hnext) {
		if (strcmp(g->fg_key, keybuf) == 0)
			break;
	}
	if (g != NULL) {
		fj_desc_free(&fd);
		g->fg_count += count;
		g->fg_bytes += bytes;
		g->fg_kinds |= fd.fd_kinds;
		return (g->fg_id);
	}

	if (fj.fj_ngroups == fj.fj_groupcap) {
		size_t ncap = fj.fj_groupcap == 0 ? 1024 : fj.fj_groupcap * 2;
		fj_group_t **n = fj_grow(fj.fj_groups, fj.fj_groupcap, ncap,
		    sizeof (fj_group_t *));

		if (n == NULL) {
			fj_desc_free(&fd);
			return (-1);
		}
		fj.fj_groups = n;
		fj.fj_groupcap = ncap;
	}
	if ((g = mdb_zalloc(sizeof (fj_group_t), UM_SLEEP)) == NULL ||
	    (g->fg_key = fj_strdup(keybuf)) == NULL ||
	    (g->fg_ctor = fj_strdup(ctor)) == NULL ||
	    (g->fg_name = fj_strdup(ctor)) == NULL) {
		fj_desc_free(&fd);
		return (-1);
	}
	g->fg_name[namelen] = '\0';
	g->fg_ekind = ekind;
	g->fg_props = fd.fd_props;
	g->fg_nprops = fd.fd_nprops;
	g->fg_nall = fd.fd_nall;
	g->fg_kinds = fd.fd_kinds;
	g->fg_rep = obj;
	g->fg_count = count;
	g->fg_bytes = bytes;
	g->fg_id = (int32_t)fj.fj_ngroups;
	g->fg_hnext = fj.fj_hash[h];
	fj.fj_hash[h] = g;
	fj.fj_groups[fj.fj_ngroups++] = g;
	return (g->fg_id);
}

static int
fj_count_cmp(const void *a, const void *b)
{
	const fj_group_t *l = *(fj_group_t *const *)a;
	const fj_group_t *r = *(fj_group_t *const *)b;

	if (l->fg_count != r->fg_count)
		return (l->fg_count < r->fg_count ? -1 : 1);
	return (strcmp(l->fg_key, r->fg_key));
}

static double
fj_now(void)
{
	struct timespec ts;

	(void) clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((double)ts.tv_sec + (double)ts.tv_nsec / 1e9);
}

static int
fj_run(int brk)
{
	double t0;
	size_t i;

	if (fj.fj_done)
		return (0);
	if (!v8_cfg.vc_configured) {
		mdb_warn("v8: not configured");
		return (-1);
	}
	t0 = fj_now();
	fj.fj_flags = brk ? V8_HEAP_SCAN : 0;
	if (v8_heap_iter(fj.fj_flags, fj_count_cb, NULL) != 0) {
		if (mdb_interrupted())
			mdb_warn("findjsobjects: interrupted");
		else
			mdb_warn("findjsobjects: cannot walk the V8 heap");
		/* start over next time */
		memset(fj.fj_mcount, 0, fj.fj_mcap * sizeof (size_t));
		memset(fj.fj_mbytes, 0, fj.fj_mcap * sizeof (size_t));
		fj.fj_ndict = fj.fj_nfuncs = 0;
		fj.fj_jsobjects = fj.fj_jsbytes = fj.fj_arrays = 0;
		fj.fj_nfunctions = fj.fj_strings = fj.fj_strbytes = 0;
		fj.fj_heapobjs = fj.fj_heapbytes = fj.fj_funcs_nosfi = 0;
		if (fj.fj_fhash != NULL)
			memset(fj.fj_fhash, 0,
			    fj.fj_fhashcap * sizeof (uint32_t));
		return (-1);
	}
	/* describe each map once; dictionary-mode objects one by one */
	if (fj_mapcap(v8_heap_nmaps()) != 0)
		return (-1);
	for (i = 0; i < fj.fj_mcap; i++)
		fj.fj_mgroup[i] = -1;
	for (i = 0; i < fj.fj_mcap && i < v8_heap_nmaps(); i++) {
		const v8_mapfacts_t *mf;
		uintptr_t m;

		if (fj.fj_mcount[i] == 0)
			continue;
		if (v8_obj_map(fj.fj_mfirst[i], &m) != 0 ||
		    (mf = v8_heap_mapfacts(m)) == NULL ||
		    (mf->mf_flags & V8_MF_DICTMAP))
			continue;
		fj.fj_mgroup[i] = fj_group_of(fj.fj_mfirst[i], mf,
		    fj.fj_mcount[i], fj.fj_mbytes[i]);
	}
	if (fj.fj_ndict > 0) {
		fj.fj_dictgroup = mdb_alloc(fj.fj_ndict * sizeof (int32_t),
		    UM_SLEEP);
		for (i = 0; i < fj.fj_ndict; i++) {
			const v8_mapfacts_t *mf;
			uintptr_t m;
			int32_t g = -1;

			if (mdb_interrupted())
				break;
			if (v8_obj_map(fj.fj_dict[i], &m) == 0 &&
			    (mf = v8_heap_mapfacts(m)) != NULL)
				g = fj_group_of(fj.fj_dict[i], mf, 1,
				    mf->mf_size);
			if (fj.fj_dictgroup != NULL)
				fj.fj_dictgroup[i] = g;
		}
	}
	if (fj.fj_ngroups > 0 && (fj.fj_sorted = mdb_alloc(fj.fj_ngroups *
	    sizeof (fj_group_t *), UM_SLEEP)) != NULL) {
		memcpy(fj.fj_sorted, fj.fj_groups,
		    fj.fj_ngroups * sizeof (fj_group_t *));
		qsort(fj.fj_sorted, fj.fj_ngroups, sizeof (fj_group_t *),
		    fj_count_cmp);
	}
	fj.fj_elapsed = fj_now() - t0;
	if (v8_heap_info() != NULL)
		fj.fj_info = *v8_heap_info();
	fj.fj_done = 1;
	return (0);
}

/* ---- pass two: the instances, grouped ---- */

static int
fj_inst_cb(const v8_hobj_t *ho, void *arg)
{
	const v8_mapfacts_t *mf = ho->vh_facts;
	int32_t g;
	fj_group_t *gp;

	if (!(mf->mf_flags & V8_MF_JSOBJECT) || (mf->mf_flags & V8_MF_DICTMAP))
		return (0);
	if (mf->mf_index >= fj.fj_mcap || (g = fj.fj_mgroup[mf->mf_index]) < 0)
		return (0);
	gp = fj.fj_groups[g];
	if (gp->fg_fill < gp->fg_count)
		fj.fj_inst[gp->fg_first + gp->fg_fill++] = ho->vh_addr;
	return (0);
}

static int
fj_instances(void)
{
	size_t i, total = 0;

	if (fj.fj_inst != NULL)
		return (0);
	for (i = 0; i < fj.fj_ngroups; i++) {
		fj.fj_groups[i]->fg_first = total;
		fj.fj_groups[i]->fg_fill = 0;
		total += fj.fj_groups[i]->fg_count;
	}
	if ((fj.fj_inst = mdb_zalloc((total + 1) * sizeof (uintptr_t),
	    UM_SLEEP)) == NULL) {
		mdb_warn("findjsobjects: out of memory");
		return (-1);
	}
	fj.fj_ninst = total;
	for (i = 0; i < fj.fj_ndict; i++) {
		int32_t g = fj.fj_dictgroup != NULL ? fj.fj_dictgroup[i] : -1;
		fj_group_t *gp;

		if (g < 0)
			continue;
		gp = fj.fj_groups[g];
		if (gp->fg_fill < gp->fg_count)
			fj.fj_inst[gp->fg_first + gp->fg_fill++] =
			    fj.fj_dict[i];
	}
	if (v8_heap_iter(fj.fj_flags, fj_inst_cb, NULL) != 0) {
		mdb_free(fj.fj_inst, (total + 1) * sizeof (uintptr_t));
		fj.fj_inst = NULL;
		return (-1);
	}
	return (0);
}

/* The group of an object, or NULL. */
static fj_group_t *
fj_group_for(uintptr_t addr)
{
	const v8_mapfacts_t *mf;
	uintptr_t m;
	size_t i;

	for (i = 0; i < fj.fj_ngroups; i++) {
		if (fj.fj_groups[i]->fg_rep == addr)
			return (fj.fj_groups[i]);
	}
	if (v8_obj_map(addr, &m) != 0 || (mf = v8_heap_mapfacts(m)) == NULL ||
	    !(mf->mf_flags & V8_MF_JSOBJECT))
		return (NULL);
	if (mf->mf_flags & V8_MF_DICTMAP) {
		for (i = 0; i < fj.fj_ndict; i++) {
			if (fj.fj_dict[i] == addr && fj.fj_dictgroup != NULL &&
			    fj.fj_dictgroup[i] >= 0)
				return (fj.fj_groups[fj.fj_dictgroup[i]]);
		}
		return (NULL);
	}
	if (mf->mf_index < fj.fj_mcap && fj.fj_mgroup[mf->mf_index] >= 0)
		return (fj.fj_groups[fj.fj_mgroup[mf->mf_index]]);
	return (NULL);
}

/* ---- census for other files ---- */

int
v8_census_functions(const v8_funcgroup_t **fgp, size_t *np)
{
	if (fj_run(0) != 0)
		return (-1);
	*fgp = fj.fj_funcs;
	*np = fj.fj_nfuncs;
	return (0);
}

typedef struct fj_closures {
	uintptr_t fc_sfi;
	v8_hobj_f *fc_cb;
	void *fc_arg;
} fj_closures_t;

static int
fj_closure_cb(const v8_hobj_t *ho, void *arg)
{
	fj_closures_t *fc = arg;
	uintptr_t sfi;

	if (!(ho->vh_facts->mf_flags & V8_MF_JSFUNCTION) ||
	    v8_cfg.vo_JSFunction_shared < 0 ||
	    v8_ho_tagged(ho, (size_t)v8_cfg.vo_JSFunction_shared, &sfi) != 0)
		return (0);
	if (sfi != fc->fc_sfi)
		return (0);
	return (fc->fc_cb(ho, fc->fc_arg));
}

int
v8_census_closures(uintptr_t sfi, v8_hobj_f *cb, void *arg)
{
	fj_closures_t fc;

	fc.fc_sfi = sfi;
	fc.fc_cb = cb;
	fc.fc_arg = arg;
	return (v8_heap_iter(0, fj_closure_cb, &fc));
}

ssize_t
v8_census_groups(void)
{
	if (fj_run(0) != 0)
		return (-1);
	if (fj.fj_sorted == NULL && fj.fj_ngroups > 0) {
		mdb_warn("findjsobjects: out of memory");
		return (-1);
	}
	return ((ssize_t)fj.fj_ngroups);
}

/* The i-th group by count (as ::findjsobjects prints them). */
void
v8_census_group(size_t i, v8_census_group_t *cg)
{
	const fj_group_t *g = fj.fj_sorted[i];

	cg->cg_rep = g->fg_rep;
	cg->cg_count = g->fg_count;
	cg->cg_bytes = g->fg_bytes;
	cg->cg_nall = g->fg_nall;
	cg->cg_ctor = g->fg_name;
	cg->cg_kind = g->fg_ekind;
	cg->cg_props = g->fg_props;
	cg->cg_nprops = g->fg_nprops;
}

/*
 * Why the census may count garbage or miss objects: what the heap walk
 * could not tell (fj_summary prints the same statistics).
 */
int
v8_census_inexact(char *buf, size_t len)
{
	const v8_heapinfo_t *hi = &fj.fj_info;
	int pages = hi->hi_method == V8_HEAP_PAGES &&
	    !(fj.fj_flags & V8_HEAP_SCAN);
	size_t o = 0;
	int n = 0;

#define	FJ_WHY(...)	do {						\
		if (o < len)						\
			o += (size_t)snprintf(buf + o, len - o, __VA_ARGS__); \
		if (o < len)						\
			o += (size_t)snprintf(buf + o, len - o, "\n");	\
		n++;							\
	} while (0)

	if (len > 0)
		buf[0] = '\0';
	if (!pages)
		FJ_WHY("the heap was found by scanning mappings, not by "
		    "walking V8's pages: garbage is counted");
	else if (!hi->hi_sweep_known)
		FJ_WHY("the page sweeping state is unknown for this V8: "
		    "garbage on unswept pages may be counted");
	if (pages && hi->hi_unswept_whole != 0)
		FJ_WHY("%lu unswept pages were walked whole (mark bits "
		    "unusable): garbage may be counted",
		    (unsigned long)hi->hi_unswept_whole);
	if (pages && hi->hi_reach_whole != 0)
		FJ_WHY("%lu conservatively swept pages were walked whole: "
		    "garbage may be counted",
		    (unsigned long)hi->hi_reach_whole);
	if (pages && hi->hi_reach_pages != 0 && hi->hi_reach_inexact)
		FJ_WHY("the live handles in V8's handle blocks could not be "
		    "told from stale ones: counts on the %lu conservatively "
		    "swept pages are upper bounds",
		    (unsigned long)hi->hi_reach_pages);
	if (!hi->hi_newtop_known)
		FJ_WHY("the new space's allocation top was not found: all of "
		    "to-space was walked, garbage may be counted");
	if (hi->hi_rejected != 0)
		FJ_WHY("%lu candidate objects were rejected (a bad map or "
		    "size): objects may be missed",
		    (unsigned long)hi->hi_rejected);
#undef	FJ_WHY
	if (o > 0 && o <= len && buf[o - 1] == '\n')
		buf[o - 1] = '\0';
	return (n);
}

/* ---- output ---- */

/* A group as a JSON record (docs/json.md). */
static void
fj_json_group(const fj_group_t *g)
{
	size_t i;

	mdb_json_begin("findjsobjects", "group");
	mdb_json_addr("address", g->fg_rep);
	mdb_json_uint("count", g->fg_count);
	mdb_json_uint("properties_count", g->fg_nall);
	mdb_json_uint("bytes", g->fg_bytes);
	mdb_json_str("constructor", g->fg_name);
	mdb_json_str("elements_kind", g->fg_ekind);
	mdb_json_array_begin("properties");
	for (i = 0; i < g->fg_nprops; i++)
		mdb_json_array_str(g->fg_props[i]);
	mdb_json_array_end();
	mdb_json_end();
}

/* The heap statistics of -v (fj_summary) as a JSON record. */
static void
fj_json_summary(void)
{
	const v8_heapinfo_t *hi = &fj.fj_info;
	int pages = hi->hi_method == V8_HEAP_PAGES &&
	    !(fj.fj_flags & V8_HEAP_SCAN);
	char why[2048], *p, *nl;
	size_t bytes = 0;
	uint_t s;

	for (s = 0; s < V8_NSPACES; s++)
		bytes += hi->hi_bytes[s];
	mdb_json_begin("findjsobjects", "summary");
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
	mdb_json_uint("heap_objects", fj.fj_heapobjs);
	mdb_json_uint("heap_object_bytes", fj.fj_heapbytes);
	mdb_json_uint("fillers", hi->hi_fillers);
	mdb_json_uint("js_objects", fj.fj_jsobjects);
	mdb_json_uint("js_object_bytes", fj.fj_jsbytes);
	mdb_json_uint("arrays", fj.fj_arrays);
	mdb_json_uint("dictionary_objects", fj.fj_ndict);
	mdb_json_uint("groups", fj.fj_ngroups);
	mdb_json_uint("functions", fj.fj_nfunctions);
	mdb_json_uint("function_definitions", fj.fj_nfuncs);
	mdb_json_uint("strings", fj.fj_strings);
	mdb_json_uint("string_bytes", fj.fj_strbytes);
	mdb_json_uint("candidates_rejected", hi->hi_rejected);
	mdb_json_uint("bytes_skipped", hi->hi_skipped);
	mdb_json_uint("garbage_pages", hi->hi_garbage_pages);
	mdb_json_uint("released_pages", hi->hi_freed_pages);
	mdb_json_uint("garbage_bytes", hi->hi_garbage_bytes);
	mdb_json_bool("new_space_top_found", hi->hi_newtop_known);
	if (pages && hi->hi_sweep_known) {
		mdb_json_uint("unswept_pages", hi->hi_unswept_pages);
		mdb_json_uint("unmarked_bytes", hi->hi_unmarked);
		mdb_json_uint("unswept_pages_whole", hi->hi_unswept_whole);
		mdb_json_uint("conservative_pages", hi->hi_reach_pages);
		mdb_json_uint("conservative_pages_whole", hi->hi_reach_whole);
	} else {
		mdb_json_null("unswept_pages");
		mdb_json_null("unmarked_bytes");
		mdb_json_null("unswept_pages_whole");
		mdb_json_null("conservative_pages");
		mdb_json_null("conservative_pages_whole");
	}
	mdb_json_double("elapsed_seconds", fj.fj_elapsed, 3);
	mdb_json_double("heap_bytes_per_second", fj.fj_elapsed > 0 ?
	    (double)bytes / fj.fj_elapsed : 0, 0);
	mdb_json_bool("exact", v8_census_inexact(why, sizeof (why)) == 0);
	mdb_json_array_begin("inexact");
	for (p = why; *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) != NULL)
			*nl = '\0';
		mdb_json_array_str(p);
		if (nl == NULL)
			break;
	}
	mdb_json_array_end();
	mdb_json_end();
}

static void
fj_print_row(const fj_group_t *g, int verbose)
{
	size_t col, i, len;

	mdb_printf("%?p %8lu %8lu ", g->fg_rep, (unsigned long)g->fg_count,
	    (unsigned long)g->fg_nall);
	if (verbose)
		mdb_printf("%10lu ", (unsigned long)g->fg_bytes);
	col = 19 + 16 + 3 + (verbose ? 11 : 0);
	mdb_printf_escaped(g->fg_ctor, strlen(g->fg_ctor));
	col += strlen(g->fg_ctor);
	if (g->fg_nprops > 0) {
		mdb_printf(": ");
		col += 2;
	}
	for (i = 0; i < g->fg_nprops; i++) {
		len = strlen(g->fg_props[i]) + 2;
		if (col + len >= 80 && i > 0) {
			mdb_printf("...");
			break;
		}
		mdb_printf_escaped(g->fg_props[i], strlen(g->fg_props[i]));
		if (i + 1 < g->fg_nprops)
			mdb_printf(", ");
		col += len;
	}
	mdb_printf("\n");
}

static void
fj_summary(void)
{
	const v8_heapinfo_t *hi = &fj.fj_info;
	const char *f = "findjsobjects: %30s => %lu\n";
	size_t bytes = 0;
	uint_t s;

	for (s = 0; s < V8_NSPACES; s++)
		bytes += hi->hi_bytes[s];
	if (hi->hi_method == V8_HEAP_PAGES && !(fj.fj_flags & V8_HEAP_SCAN))
		mdb_printf("findjsobjects: %30s => walking V8 pages (%s "
		    "layout)\n", "heap found by", hi->hi_layout);
	else
		mdb_printf("findjsobjects: %30s => scanning mappings\n",
		    "heap found by");
	mdb_printf(f, "isolates", (unsigned long)hi->hi_heaps);
	for (s = 0; s < V8_NSPACES; s++) {
		char what[64];

		if (hi->hi_pages[s] == 0)
			continue;
		(void) snprintf(what, sizeof (what), "%s space pages (bytes)",
		    v8_space_name(s));
		mdb_printf("findjsobjects: %30s => %lu (%lu)\n", what,
		    (unsigned long)hi->hi_pages[s],
		    (unsigned long)hi->hi_bytes[s]);
	}
	mdb_printf(f, "heap objects", (unsigned long)fj.fj_heapobjs);
	mdb_printf(f, "heap object bytes", (unsigned long)fj.fj_heapbytes);
	mdb_printf(f, "free space / fillers", (unsigned long)hi->hi_fillers);
	mdb_printf(f, "JavaScript objects", (unsigned long)fj.fj_jsobjects);
	mdb_printf(f, "JavaScript object bytes", (unsigned long)fj.fj_jsbytes);
	mdb_printf(f, "arrays", (unsigned long)fj.fj_arrays);
	mdb_printf(f, "dictionary-mode objects", (unsigned long)fj.fj_ndict);
	mdb_printf(f, "groups (rows)", (unsigned long)fj.fj_ngroups);
	mdb_printf(f, "functions (closures)", (unsigned long)fj.fj_nfunctions);
	mdb_printf(f, "function definitions", (unsigned long)fj.fj_nfuncs);
	mdb_printf(f, "strings", (unsigned long)fj.fj_strings);
	mdb_printf(f, "string bytes", (unsigned long)fj.fj_strbytes);
	mdb_printf(f, "candidates rejected", (unsigned long)hi->hi_rejected);
	mdb_printf(f, "bytes skipped after those",
	    (unsigned long)hi->hi_skipped);
	mdb_printf(f, "garbage pages skipped",
	    (unsigned long)hi->hi_garbage_pages);
	mdb_printf(f, "released pages (of those)",
	    (unsigned long)hi->hi_freed_pages);
	mdb_printf(f, "garbage bytes skipped",
	    (unsigned long)hi->hi_garbage_bytes);
	mdb_printf("findjsobjects: %30s => %s\n", "new space top",
	    hi->hi_newtop_known ? "found" : "not found (all of to-space "
	    "walked)");
	if (hi->hi_method == V8_HEAP_PAGES &&
	    !(fj.fj_flags & V8_HEAP_SCAN)) {
		mdb_printf(f, "LAB allocators by shape",
		    (unsigned long)hi->hi_llab_shape);
		mdb_printf(f, "of those, LocalHeap not live",
		    (unsigned long)hi->hi_llab_dead);
		mdb_printf(f, "other threads' LABs left out",
		    (unsigned long)hi->hi_local_labs);
	}
	if (hi->hi_method == V8_HEAP_PAGES && !(fj.fj_flags & V8_HEAP_SCAN) &&
	    !hi->hi_sweep_known) {
		mdb_printf("findjsobjects: %30s => unknown for this V8 "
		    "(unswept pages walked whole: garbage may be counted)\n",
		    "page sweeping state");
	} else if (hi->hi_method == V8_HEAP_PAGES &&
	    !(fj.fj_flags & V8_HEAP_SCAN)) {
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
		if (hi->hi_reach_pages != 0 && !hi->hi_reach_inexact) {
			mdb_printf(f, "live handles (seeds)",
			    (unsigned long)hi->hi_reach_handles);
			mdb_printf(f, "stale handle bytes skipped",
			    (unsigned long)hi->hi_reach_stale);
		}
	}
	mdb_printf("findjsobjects: %30s => %.3f\n", "elapsed seconds",
	    fj.fj_elapsed);
	if (fj.fj_elapsed > 0)
		mdb_printf("findjsobjects: %30s => %.0f\n",
		    "heap bytes per second", (double)bytes / fj.fj_elapsed);
}

static int
fj_kind_match(const fj_group_t *g, const char *kind)
{
	const char *kn = strchr(g->fg_ctor, '(');

	if (((g->fg_kinds & FJ_K_DICT) && strstr(kind, "dict") != NULL) ||
	    ((g->fg_kinds & FJ_K_INOBJECT) &&
	    strstr(kind, "inobject") != NULL) ||
	    ((g->fg_kinds & FJ_K_PROPS) && strstr(kind, "props") != NULL) ||
	    ((g->fg_kinds & FJ_K_NUMERIC) && strstr(kind, "numeric") != NULL) ||
	    ((g->fg_kinds & FJ_K_ARRAY) && strcmp(kind, "array") == 0))
		return (1);
	/* an elements kind: PACKED_SMI_ELEMENTS, or part of it ("double") */
	if (kn != NULL && (g->fg_kinds & FJ_K_ARRAY)) {
		char up[64];
		size_t i;

		for (i = 0; kind[i] != '\0' && i < sizeof (up) - 1; i++)
			up[i] = (kind[i] >= 'a' && kind[i] <= 'z') ?
			    kind[i] - 'a' + 'A' : kind[i];
		up[i] = '\0';
		if (up[0] != '\0' && strstr(kn, up) != NULL)
			return (1);
	}
	return (0);
}

static int
fj_has_prop(const fj_group_t *g, const char *prop)
{
	size_t i;

	for (i = 0; i < g->fg_nprops; i++) {
		if (strcmp(g->fg_props[i], prop) == 0)
			return (1);
	}
	return (0);
}

/* The constructor's name without the elements kind of arrays. */
static int
fj_ctor_match(const fj_group_t *g, const char *ctor)
{
	size_t n = strlen(ctor);

	return (strncmp(g->fg_ctor, ctor, n) == 0 &&
	    (g->fg_ctor[n] == '\0' || g->fg_ctor[n] == ' '));
}

static int
dcmd_findjsobjects(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	uint_t verbose = 0, brk = 0, refs = 0, mark = 0, list = 0, all = 0;
	const char *ctor = NULL, *prop = NULL, *kind = NULL;
	fj_group_t *g;
	size_t i;

	if (mdb_getopts(argc, argv,
	    'a', MDB_OPT_SETBITS, 1, &all,
	    'b', MDB_OPT_SETBITS, 1, &brk,
	    'c', MDB_OPT_STR, &ctor,
	    'k', MDB_OPT_STR, &kind,
	    'l', MDB_OPT_SETBITS, 1, &list,
	    'm', MDB_OPT_SETBITS, 1, &mark,
	    'p', MDB_OPT_STR, &prop,
	    'r', MDB_OPT_SETBITS, 1, &refs,
	    'v', MDB_OPT_SETBITS, 1, &verbose, NULL) != argc)
		return (DCMD_USAGE);
	if ((ctor != NULL) + (prop != NULL) + (kind != NULL) > 1) {
		mdb_warn("findjsobjects: use only one of -c, -p and -k");
		return (DCMD_USAGE);
	}
	/* -b scans the mappings: no page layout needed, but inexact */
	if (v8_dcmd_start("findjsobjects", flags,
	    V8_NEED_PRINT | (brk ? 0 : V8_NEED_HEAP)) != 0)
		return (DCMD_ERR);
	if (brk && fj.fj_done && !(fj.fj_flags & V8_HEAP_SCAN))
		mdb_warn("findjsobjects: -b applies to the first run only; "
		    "the census of V8's pages is kept");
	if (fj_run(brk) != 0)
		return (DCMD_ERR);

	if ((mark || refs) && (flags & DCMD_JSON)) {
		mdb_warn("::findjsobjects %s has no JSON form yet; ::set -o "
		    "text", mark ? "-m" : "-r");
		return (DCMD_ERR);
	}
	if (mark) {
		if (!(flags & DCMD_ADDRSPEC)) {
			mdb_warn("findjsobjects: -m needs an object");
			return (DCMD_ERR);
		}
		if (fj.fj_nmarks < FJ_MAXMARKS)
			fj.fj_marks[fj.fj_nmarks++] = addr;
		mdb_printf("findjsobjects: marked %p\n", addr);
		return (DCMD_OK);
	}
	if (refs) {
		uintptr_t t[FJ_MAXMARKS + 1];
		size_t n = 0;

		if (flags & DCMD_ADDRSPEC)
			t[n++] = addr;
		for (i = 0; i < fj.fj_nmarks && n < FJ_MAXMARKS + 1; i++)
			t[n++] = fj.fj_marks[i];
		fj.fj_nmarks = 0;
		if (n == 0) {
			mdb_warn("findjsobjects: -r needs an object (or -m "
			    "marks)");
			return (DCMD_ERR);
		}
		return (v8_findrefs(t, n, 0, 1) == 0 ? DCMD_OK : DCMD_ERR);
	}

	if (flags & DCMD_ADDRSPEC) {
		if ((g = fj_group_for(addr)) == NULL) {
			mdb_warn("findjsobjects: %lx is not a known JavaScript "
			    "object", (unsigned long)addr);
			return (DCMD_ERR);
		}
		/* with a filter: pass the representative on if it matches */
		if (ctor != NULL || prop != NULL || kind != NULL) {
			if (((ctor != NULL && fj_ctor_match(g, ctor)) ||
			    (prop != NULL && fj_has_prop(g, prop)) ||
			    (kind != NULL && fj_kind_match(g, kind)))) {
				if (flags & DCMD_JSON)
					fj_json_group(g);
				else
					mdb_printf("%p\n", g->fg_rep);
			}
			return (DCMD_OK);
		}
		if (fj_instances() != 0)
			return (DCMD_ERR);
		for (i = 0; i < g->fg_fill; i++) {
			if (!(flags & DCMD_JSON)) {
				mdb_printf("%p\n", fj.fj_inst[g->fg_first + i]);
				continue;
			}
			mdb_json_begin("findjsobjects", "object");
			mdb_json_addr("address", fj.fj_inst[g->fg_first + i]);
			mdb_json_addr("group", g->fg_rep);
			mdb_json_end();
		}
		return (DCMD_OK);
	}

	if (fj.fj_sorted == NULL && fj.fj_ngroups > 0) {
		mdb_warn("findjsobjects: out of memory");
		return (DCMD_ERR);
	}

	if (ctor != NULL || prop != NULL || kind != NULL || list) {
		for (i = 0; i < fj.fj_ngroups; i++) {
			g = fj.fj_sorted[i];
			if ((ctor != NULL && !fj_ctor_match(g, ctor)) ||
			    (prop != NULL && !fj_has_prop(g, prop)) ||
			    (kind != NULL && !fj_kind_match(g, kind)))
				continue;
			if (flags & DCMD_JSON)
				fj_json_group(g);
			else
				mdb_printf("%p\n", g->fg_rep);
		}
		return (DCMD_OK);
	}
	if (flags & DCMD_JSON) {
		for (i = 0; i < fj.fj_ngroups; i++)
			fj_json_group(fj.fj_sorted[i]);
		if (verbose)
			fj_json_summary();
		return (DCMD_OK);
	}

	if (flags & DCMD_PIPE_OUT) {
		for (i = 0; i < fj.fj_ngroups; i++)
			mdb_printf("%p\n", fj.fj_sorted[i]->fg_rep);
		return (DCMD_OK);
	}
	if (verbose)
		mdb_printf("%?s %8s %8s %10s %s\n", "OBJECT", "#OBJECTS",
		    "#PROPS", "BYTES", "CONSTRUCTOR: PROPS");
	else
		mdb_printf("%?s %8s %8s %s\n", "OBJECT", "#OBJECTS", "#PROPS",
		    "CONSTRUCTOR: PROPS");
	for (i = 0; i < fj.fj_ngroups; i++)
		fj_print_row(fj.fj_sorted[i], verbose);
	(void) all;
	if (verbose)
		fj_summary();
	return (DCMD_OK);
}

static void
dcmd_findjsobjects_help(void)
{
	mdb_printf("%s\n",
"Finds every JavaScript object in the V8 heap and groups them by constructor\n"
"and property names (arrays by constructor and elements kind).  Each row is\n"
"a group: a representative object, the number of objects, the number of\n"
"properties, then the constructor and the property names.  Rows are sorted\n"
"by count.  The heap is found by walking V8's pages from their headers (only\n"
"live parts: not from-space, not the unallocated end of new space), or by\n"
"scanning the heap's mappings when the page layout is not known.  The first\n"
"run makes a census that later runs (and ::jsfunctions) reuse.\n"
"\n"
"With an address, lists every object of that object's group, one per line:\n"
"  ::findjsobjects -c Invoice | ::findjsobjects | ::jsprint\n"
"\n"
"  -v       also the total shallow size of each group, and a heap summary\n"
"  -c cons  representatives of groups with this constructor\n"
"  -p prop  representatives of groups with this property\n"
"  -k kind  representatives of groups of a kind: dict, inobject, props,\n"
"           numeric, array, or an elements kind (PACKED_SMI_ELEMENTS, double)\n"
"  -l       representatives only, one per line\n"
"  -m       mark the object for a later -r\n"
"  -r       find references to the object (and marked ones); see ::jsfindrefs\n"
"  -b       find objects by scanning every writable mapping word by word\n"
"           (mdb_v8's method: it counts garbage too) rather than walking\n"
"           V8's pages; applies to the first run of the session");
}

const mdb_dcmd_t v8_findjs_dcmds[] = {
	{ "findjsobjects", "?[-vb] [-r | -c cons | -p prop | -k kind]",
	    "find JavaScript objects in the heap, grouped",
	    dcmd_findjsobjects, dcmd_findjsobjects_help, MDB_DCMD_JSON },
	{ NULL }
};

/* ---- walker: every JS object ---- */

typedef struct fj_walk {
	size_t fw_i;
} fj_walk_t;

static int
walk_jsobject_init(mdb_walk_state_t *wsp)
{
	fj_walk_t *fw;

	if (fj_run(0) != 0 || fj_instances() != 0)
		return (WALK_ERR);
	if ((fw = mdb_zalloc(sizeof (*fw), UM_SLEEP)) == NULL)
		return (WALK_ERR);
	wsp->walk_data = fw;
	return (WALK_NEXT);
}

static int
walk_jsobject_step(mdb_walk_state_t *wsp)
{
	fj_walk_t *fw = wsp->walk_data;
	uintptr_t a;

	if (fw->fw_i >= fj.fj_ninst)
		return (WALK_DONE);
	a = fj.fj_inst[fw->fw_i++];
	if (a == 0)
		return (WALK_NEXT);
	return (wsp->walk_callback(a, NULL, wsp->walk_cbdata));
}

static void
walk_jsobject_fini(mdb_walk_state_t *wsp)
{
	if (wsp->walk_data != NULL)
		mdb_free(wsp->walk_data, sizeof (fj_walk_t));
}

const mdb_walker_t v8_findjs_walkers[] = {
	{ "jsobject", "every JavaScript object in the heap (from the census)",
	    walk_jsobject_init, walk_jsobject_step, walk_jsobject_fini },
	{ NULL }
};
