/*
 * jscensus.c: the heap census, written once over the engine's heap ops
 * (engine_heap.h): ::findjsobjects, ::jsfunctions and the jsobject walker.
 *
 * One pass over the heap (jh_walk) counts JS objects per shape and
 * functions per definition; nothing is allocated per object, only per
 * shape, per function definition and per object whose property set is
 * its own (dictionary mode).  Afterwards each shape with objects is
 * described once -- constructor name, property names, elements kind --
 * and shapes with the same description form one group, which is a row of
 * ::findjsobjects.  The instances of the groups are listed only when asked
 * (addr::findjsobjects): a second pass drops every JS object's address into
 * one array, ordered by group.  All of it is kept for the session.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine_heap.h"
#include "engine_refs.h"
#include "sort.h"

#define	JC_MAXPROPS	(1 << 20)	/* property names kept per group */
#define	JC_MAXMARKS	64		/* objects marked with -m */
#define	JC_NHASH	4096		/* group hash buckets */
#define	JC_KEYLEN	8192		/* a group's identity, kept */
#define	JC_PIECE	1024		/* one name in the identity, kept */

typedef struct jc_group {
	char *jg_key;			/* ctor "\\n" props: the identity */
	char *jg_ctor;			/* "Foo" or "Array (PACKED_...)" */
	char *jg_name;			/* "Foo" or "Array" */
	const char *jg_ekind;		/* "PACKED_..." (arrays) or NULL */
	const char **jg_props;		/* property names */
	size_t jg_nprops, jg_propcap;
	size_t jg_nall;			/* properties, kept or not */
	uint_t jg_kinds;		/* JS_K_* */
	uintptr_t jg_rep;		/* representative: first seen */
	size_t jg_count;
	size_t jg_bytes;		/* shallow size of all instances */
	size_t jg_first;		/* into jc_inst */
	size_t jg_fill;
	int32_t jg_id;			/* index in jc_groups */
	struct jc_group *jg_hnext;	/* hash chain */
} jc_group_t;

/* A function definition and its closures. */
typedef struct jc_func {
	uintptr_t jf_def;		/* the definition (engine's) */
	uintptr_t jf_first;		/* one closure: the first seen */
	size_t jf_count;		/* closures made from it */
} jc_func_t;

static struct {
	const js_engine_t *jc_engine;	/* the census is of this engine */
	const js_heap_ops_t *jc_ops;
	int jc_done;			/* census made */
	uint_t jc_walk;			/* JS_WALK_SCAN or 0 */
	/* per shape */
	size_t jc_mcap;
	size_t *jc_mcount, *jc_mbytes;
	uintptr_t *jc_mfirst;
	int32_t *jc_mgroup;
	/* objects with their own property set: address, size and group */
	uintptr_t *jc_own;
	size_t *jc_ownsize;
	int32_t *jc_owngroup;
	size_t jc_nown, jc_owncap;
	/* groups */
	jc_group_t **jc_groups;		/* by id (creation order) */
	jc_group_t **jc_sorted;		/* by count, for output */
	size_t jc_ngroups, jc_groupcap;
	jc_group_t *jc_hash[JC_NHASH];
	/* instances, by group (made on demand) */
	uintptr_t *jc_inst;
	size_t jc_ninst;
	/* functions */
	jc_func_t *jc_funcs;
	size_t jc_nfuncs, jc_funccap;
	uint32_t *jc_fhash;		/* index + 1 */
	size_t jc_fhashcap;
	/* totals */
	size_t jc_jsobjects, jc_jsbytes, jc_arrays, jc_nfunctions;
	size_t jc_strings, jc_strbytes, jc_heapobjs, jc_heapbytes;
	size_t jc_nodef;		/* functions with no definition */
	double jc_elapsed;
	/* marks for -m / -r */
	uintptr_t jc_marks[JC_MAXMARKS];
	size_t jc_nmarks;
	int jc_said_maxprops;		/* the JC_MAXPROPS cap was said */
} jc;

/* ---- growing arrays without per-object allocation ---- */

static void *
jc_grow(void *old, size_t oldn, size_t newn, size_t elsz)
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
jc_shapecap(size_t idx)
{
	size_t ncap;
	size_t *c, *b;
	uintptr_t *f;
	int32_t *g;

	if (idx < jc.jc_mcap)
		return (0);
	ncap = jc.jc_mcap == 0 ? 4096 : jc.jc_mcap;
	while (ncap <= idx)
		ncap *= 2;
	c = jc_grow(jc.jc_mcount, jc.jc_mcap, ncap, sizeof (size_t));
	b = jc_grow(jc.jc_mbytes, jc.jc_mcap, ncap, sizeof (size_t));
	f = jc_grow(jc.jc_mfirst, jc.jc_mcap, ncap, sizeof (uintptr_t));
	g = jc_grow(jc.jc_mgroup, jc.jc_mcap, ncap, sizeof (int32_t));
	if (c == NULL || b == NULL || f == NULL || g == NULL)
		return (-1);
	jc.jc_mcount = c;
	jc.jc_mbytes = b;
	jc.jc_mfirst = f;
	jc.jc_mgroup = g;
	jc.jc_mcap = ncap;
	return (0);
}

/* ---- a bounded text buffer: the group identity ---- */

typedef struct jc_buf {
	char *jb_buf;
	size_t jb_size, jb_len;
} jc_buf_t;

static void
jc_buf_printf(jc_buf_t *b, const char *fmt, ...)
{
	char tmp[JC_PIECE];
	va_list ap;
	size_t room;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(tmp, sizeof (tmp), fmt, ap);
	va_end(ap);
	if (n < 0 || b->jb_size == 0)
		return;
	if ((size_t)n >= sizeof (tmp))
		n = sizeof (tmp) - 1;
	room = b->jb_size - 1 - b->jb_len;
	if ((size_t)n > room)
		n = (int)room;
	memcpy(b->jb_buf + b->jb_len, tmp, (size_t)n);
	b->jb_len += (size_t)n;
	b->jb_buf[b->jb_len] = '\0';
}

/* ---- functions by definition ---- */

static inline size_t
jc_fslot(uintptr_t def)
{
	return ((size_t)(((uint64_t)def >> 3) * 0x9e3779b97f4a7c15ULL >> 24) &
	    (jc.jc_fhashcap - 1));
}

static int
jc_func(uintptr_t def, uintptr_t func)
{
	size_t s;
	uint32_t ix;

	if (jc.jc_fhashcap == 0 || (jc.jc_nfuncs + 1) * 2 > jc.jc_fhashcap) {
		size_t ncap = jc.jc_fhashcap == 0 ? 8192 : jc.jc_fhashcap * 2;
		uint32_t *nh = mdb_zalloc(ncap * sizeof (uint32_t), UM_SLEEP);
		size_t i;

		if (nh == NULL)
			return (-1);
		if (jc.jc_fhash != NULL)
			mdb_free(jc.jc_fhash,
			    jc.jc_fhashcap * sizeof (uint32_t));
		jc.jc_fhash = nh;
		jc.jc_fhashcap = ncap;
		for (i = 0; i < jc.jc_nfuncs; i++) {
			s = jc_fslot(jc.jc_funcs[i].jf_def);
			while (nh[s] != 0)
				s = (s + 1) & (ncap - 1);
			nh[s] = (uint32_t)(i + 1);
		}
	}
	for (s = jc_fslot(def); (ix = jc.jc_fhash[s]) != 0;
	    s = (s + 1) & (jc.jc_fhashcap - 1)) {
		if (jc.jc_funcs[ix - 1].jf_def == def) {
			jc.jc_funcs[ix - 1].jf_count++;
			return (0);
		}
	}
	if (jc.jc_nfuncs == jc.jc_funccap) {
		size_t ncap = jc.jc_funccap == 0 ? 4096 : jc.jc_funccap * 2;
		jc_func_t *n = jc_grow(jc.jc_funcs, jc.jc_funccap, ncap,
		    sizeof (jc_func_t));

		if (n == NULL)
			return (-1);
		jc.jc_funcs = n;
		jc.jc_funccap = ncap;
	}
	jc.jc_funcs[jc.jc_nfuncs].jf_def = def;
	jc.jc_funcs[jc.jc_nfuncs].jf_first = func;
	jc.jc_funcs[jc.jc_nfuncs].jf_count = 1;
	jc.jc_fhash[s] = (uint32_t)(++jc.jc_nfuncs);
	return (0);
}

/* ---- pass one: counting ---- */

static int
jc_count_cb(const js_cell_t *c, void *arg)
{
	size_t ix;

	(void) arg;
	jc.jc_heapobjs++;
	jc.jc_heapbytes += c->jc_size;
	switch (c->jc_kind) {
	case JS_CELL_OBJECT:
		jc.jc_jsobjects++;
		jc.jc_jsbytes += c->jc_size;
		if (c->jc_flags & JS_CELL_ARRAY)
			jc.jc_arrays++;
		if (c->jc_flags & JS_CELL_OWNSHAPE) {
			if (jc.jc_nown == jc.jc_owncap) {
				size_t ncap = jc.jc_owncap == 0 ? 1024 :
				    jc.jc_owncap * 2;
				uintptr_t *n = jc_grow(jc.jc_own,
				    jc.jc_owncap, ncap, sizeof (uintptr_t));
				size_t *z = jc_grow(jc.jc_ownsize,
				    jc.jc_owncap, ncap, sizeof (size_t));

				if (n == NULL || z == NULL)
					return (-1);
				jc.jc_own = n;
				jc.jc_ownsize = z;
				jc.jc_owncap = ncap;
			}
			jc.jc_ownsize[jc.jc_nown] = c->jc_size;
			jc.jc_own[jc.jc_nown++] = c->jc_addr;
			break;
		}
		ix = c->jc_shape;
		if (ix >= jc.jc_mcap && jc_shapecap(ix) != 0)
			return (-1);
		if (jc.jc_mcount[ix]++ == 0)
			jc.jc_mfirst[ix] = c->jc_addr;
		jc.jc_mbytes[ix] += c->jc_size;
		break;
	case JS_CELL_FUNCTION:
		jc.jc_nfunctions++;
		if (c->jc_def == 0)
			jc.jc_nodef++;
		else if (jc_func(c->jc_def, c->jc_addr) != 0)
			return (-1);
		break;
	case JS_CELL_STRING:
		jc.jc_strings++;
		jc.jc_strbytes += c->jc_size;
		break;
	}
	return (0);
}

/* ---- describing a shape: constructor and properties ---- */

typedef struct jc_desc {
	jc_buf_t jd_key;
	const char **jd_props;
	size_t jd_nprops, jd_propcap;
	size_t jd_nall;			/* every property seen */
	uint_t jd_kinds;
} jc_desc_t;

static int
jc_prop_cb(const char *pname, uint_t kinds, void *arg)
{
	jc_desc_t *jd = arg;
	size_t len;
	char *name;

	jd->jd_kinds |= kinds;
	jd->jd_nall++;
	if (jd->jd_nprops >= JC_MAXPROPS) {
		/* grouped by the first JC_MAXPROPS names: said once */
		if (!jc.jc_said_maxprops) {
			jc.jc_said_maxprops = 1;
			mdb_warn("findjsobjects: an object has more than %d "
			    "properties: its group is told by the first %d "
			    "names (its count of properties is whole)",
			    JC_MAXPROPS, JC_MAXPROPS);
		}
		return (0);
	}
	if (jd->jd_nprops == jd->jd_propcap) {
		size_t ncap = jd->jd_propcap == 0 ? 16 : jd->jd_propcap * 2;
		const char **n = jc_grow((void *)jd->jd_props, jd->jd_propcap,
		    ncap, sizeof (char *));

		if (n == NULL)
			return (1);
		jd->jd_props = n;
		jd->jd_propcap = ncap;
	}
	len = strlen(pname);
	if ((name = mdb_alloc(len + 1, UM_SLEEP)) == NULL)
		return (1);
	memcpy(name, pname, len + 1);
	jd->jd_props[jd->jd_nprops++] = name;
	jc_buf_printf(&jd->jd_key, "%s%s", jd->jd_nprops > 1 ? ", " : "",
	    name);
	return (0);
}

static void
jc_desc_free(jc_desc_t *jd)
{
	size_t i;

	for (i = 0; i < jd->jd_nprops; i++)
		mdb_free((void *)jd->jd_props[i], strlen(jd->jd_props[i]) + 1);
	if (jd->jd_props != NULL)
		mdb_free((void *)jd->jd_props,
		    jd->jd_propcap * sizeof (char *));
	jd->jd_props = NULL;
	jd->jd_nprops = jd->jd_propcap = jd->jd_nall = 0;
}

static size_t
jc_strhash(const char *s)
{
	size_t h = 5381;

	while (*s != '\0')
		h = h * 33 + (unsigned char)*s++;
	return (h);
}

static char *
jc_strdup(const char *s)
{
	size_t n = strlen(s) + 1;
	char *d = mdb_alloc(n, UM_SLEEP);

	if (d != NULL)
		memcpy(d, s, n);
	return (d);
}

/*
 * The group of object obj (count objects of its shape): found, or made.
 * Its identity is "ctor\nprop, prop, ...", cut at JC_KEYLEN.
 */
static int32_t
jc_group_of(uintptr_t obj, size_t count, size_t bytes)
{
	js_shape_desc_t ds;
	char ctor[JS_CTORLEN + 64], keybuf[JC_KEYLEN], props[JC_KEYLEN];
	size_t namelen, room, n;
	jc_desc_t jd;
	jc_group_t *g;
	size_t h;

	memset(&jd, 0, sizeof (jd));
	jd.jd_key.jb_buf = props;
	jd.jd_key.jb_size = sizeof (props);
	props[0] = '\0';
	ds.ds_ctor[0] = '\0';
	ds.ds_ekind = NULL;
	ds.ds_kinds = 0;
	if (jc.jc_ops->jh_describe(obj, &ds, jc_prop_cb, &jd) != 0) {
		jc_desc_free(&jd);
		return (-1);
	}
	(void) snprintf(ctor, sizeof (ctor), "%s", ds.ds_ctor);
	namelen = strlen(ctor);
	if (ds.ds_ekind != NULL)
		(void) snprintf(ctor + namelen, sizeof (ctor) - namelen,
		    " (%s)", ds.ds_ekind);
	jd.jd_kinds |= ds.ds_kinds;

	jd.jd_key.jb_buf = keybuf;
	jd.jd_key.jb_size = sizeof (keybuf);
	jd.jd_key.jb_len = 0;
	keybuf[0] = '\0';
	jc_buf_printf(&jd.jd_key, "%s\n", ctor);
	room = sizeof (keybuf) - 1 - jd.jd_key.jb_len;
	if ((n = strlen(props)) > room)
		n = room;
	memcpy(keybuf + jd.jd_key.jb_len, props, n);
	keybuf[jd.jd_key.jb_len + n] = '\0';

	h = jc_strhash(keybuf) & (JC_NHASH - 1);
	for (g = jc.jc_hash[h]; g != NULL; g = g->jg_hnext) {
		if (strcmp(g->jg_key, keybuf) == 0)
			break;
	}
	if (g != NULL) {
		jc_desc_free(&jd);
		g->jg_count += count;
		g->jg_bytes += bytes;
		g->jg_kinds |= jd.jd_kinds;
		return (g->jg_id);
	}

	if (jc.jc_ngroups == jc.jc_groupcap) {
		size_t ncap = jc.jc_groupcap == 0 ? 1024 : jc.jc_groupcap * 2;
		jc_group_t **n = jc_grow(jc.jc_groups, jc.jc_groupcap, ncap,
		    sizeof (jc_group_t *));

		if (n == NULL) {
			jc_desc_free(&jd);
			return (-1);
		}
		jc.jc_groups = n;
		jc.jc_groupcap = ncap;
	}
	if ((g = mdb_zalloc(sizeof (jc_group_t), UM_SLEEP)) == NULL ||
	    (g->jg_key = jc_strdup(keybuf)) == NULL ||
	    (g->jg_ctor = jc_strdup(ctor)) == NULL ||
	    (g->jg_name = jc_strdup(ctor)) == NULL) {
		jc_desc_free(&jd);
		return (-1);
	}
	g->jg_name[namelen] = '\0';
	g->jg_ekind = ds.ds_ekind;
	g->jg_props = jd.jd_props;
	g->jg_nprops = jd.jd_nprops;
	g->jg_propcap = jd.jd_propcap;
	g->jg_nall = jd.jd_nall;
	g->jg_kinds = jd.jd_kinds;
	g->jg_rep = obj;
	g->jg_count = count;
	g->jg_bytes = bytes;
	g->jg_id = (int32_t)jc.jc_ngroups;
	g->jg_hnext = jc.jc_hash[h];
	jc.jc_hash[h] = g;
	jc.jc_groups[jc.jc_ngroups++] = g;
	return (g->jg_id);
}

static int
jc_count_cmp(const void *a, const void *b)
{
	const jc_group_t *l = *(jc_group_t *const *)a;
	const jc_group_t *r = *(jc_group_t *const *)b;

	if (l->jg_count != r->jg_count)
		return (l->jg_count < r->jg_count ? -1 : 1);
	return (strcmp(l->jg_key, r->jg_key));
}

static double
jc_now(void)
{
	struct timespec ts;

	(void) clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((double)ts.tv_sec + (double)ts.tv_nsec / 1e9);
}

/* Forgets the census (of another engine, or a walk that failed). */
static void
jc_reset(void)
{
	size_t i;

	for (i = 0; i < jc.jc_ngroups; i++) {
		jc_group_t *g = jc.jc_groups[i];
		size_t k;

		for (k = 0; k < g->jg_nprops; k++)
			mdb_free((void *)g->jg_props[k],
			    strlen(g->jg_props[k]) + 1);
		if (g->jg_props != NULL)
			mdb_free((void *)g->jg_props,
			    g->jg_propcap * sizeof (char *));
		mdb_free(g->jg_key, strlen(g->jg_key) + 1);
		mdb_free(g->jg_ctor, strlen(g->jg_ctor) + 1);
		mdb_free(g->jg_name, strlen(g->jg_ctor) + 1);
		mdb_free(g, sizeof (*g));
	}
	if (jc.jc_mcap > 0) {
		mdb_free(jc.jc_mcount, jc.jc_mcap * sizeof (size_t));
		mdb_free(jc.jc_mbytes, jc.jc_mcap * sizeof (size_t));
		mdb_free(jc.jc_mfirst, jc.jc_mcap * sizeof (uintptr_t));
		mdb_free(jc.jc_mgroup, jc.jc_mcap * sizeof (int32_t));
	}
	if (jc.jc_owncap > 0) {
		mdb_free(jc.jc_own, jc.jc_owncap * sizeof (uintptr_t));
		mdb_free(jc.jc_ownsize, jc.jc_owncap * sizeof (size_t));
	}
	if (jc.jc_owngroup != NULL)
		mdb_free(jc.jc_owngroup, jc.jc_nown * sizeof (int32_t));
	if (jc.jc_groupcap > 0)
		mdb_free(jc.jc_groups, jc.jc_groupcap * sizeof (jc_group_t *));
	if (jc.jc_sorted != NULL)
		mdb_free(jc.jc_sorted, jc.jc_ngroups * sizeof (jc_group_t *));
	if (jc.jc_inst != NULL)
		mdb_free(jc.jc_inst, (jc.jc_ninst + 1) * sizeof (uintptr_t));
	if (jc.jc_funccap > 0)
		mdb_free(jc.jc_funcs, jc.jc_funccap * sizeof (jc_func_t));
	if (jc.jc_fhashcap > 0)
		mdb_free(jc.jc_fhash, jc.jc_fhashcap * sizeof (uint32_t));
	(void) memset(&jc, 0, sizeof (jc));
}

/*
 * A census that is not exact says so once, when it is made, whatever
 * prints it: its first reason, and how many more -v lists.
 */
static void
jc_say_inexact(const js_heap_ops_t *ops)
{
	char why[2048], *nl;
	int n;

	if ((n = ops->jh_inexact(why, sizeof (why))) <= 0)
		return;
	if ((nl = strchr(why, '\n')) != NULL)
		*nl = '\0';
	if (strncmp(why, "findjsobjects: ", 15) == 0)
		memmove(why, why + 15, strlen(why + 15) + 1);
	if (n > 1)
		mdb_warn("findjsobjects: %s (and %d more reason%s the counts "
		    "are not exact: ::findjsobjects -v)", why, n - 1,
		    n > 2 ? "s" : "");
	else
		mdb_warn("findjsobjects: %s", why);
}

/*
 * Makes the census of engine je (once a session): the counting pass, then
 * each shape described once, and the objects with their own property set
 * one by one.  0, or -1 (said).
 */
static int
jc_run(const js_engine_t *je, int brk)
{
	const js_heap_ops_t *ops = je->je_heap;
	double t0;
	size_t i;
	int rv;

	if (jc.jc_done && jc.jc_engine == je)
		return (0);
	if (jc.jc_engine != NULL && jc.jc_engine != je)
		jc_reset();
	jc.jc_engine = je;
	jc.jc_ops = ops;
	t0 = jc_now();
	jc.jc_walk = brk ? JS_WALK_SCAN : 0;
	if ((rv = ops->jh_walk(jc.jc_walk | JS_WALK_CENSUS, jc_count_cb,
	    NULL)) != 0) {
		if (rv == JS_WALK_REFUSED)
			;	/* the engine said why */
		else if (mdb_interrupted())
			mdb_warn("findjsobjects: interrupted");
		else
			mdb_warn("findjsobjects: cannot walk the %s heap",
			    je->je_name);
		/* start over next time */
		jc_reset();
		return (-1);
	}
	if (jc_shapecap(ops->jh_nshapes()) != 0)
		return (-1);
	for (i = 0; i < jc.jc_mcap; i++)
		jc.jc_mgroup[i] = -1;
	for (i = 0; i < jc.jc_mcap && i < ops->jh_nshapes(); i++) {
		if (jc.jc_mcount[i] == 0)
			continue;
		jc.jc_mgroup[i] = jc_group_of(jc.jc_mfirst[i],
		    jc.jc_mcount[i], jc.jc_mbytes[i]);
	}
	if (jc.jc_nown > 0) {
		jc.jc_owngroup = mdb_alloc(jc.jc_nown * sizeof (int32_t),
		    UM_SLEEP);
		for (i = 0; i < jc.jc_nown; i++) {
			int32_t g;

			if (mdb_interrupted())
				break;
			g = jc_group_of(jc.jc_own[i], 1, jc.jc_ownsize[i]);
			if (jc.jc_owngroup != NULL)
				jc.jc_owngroup[i] = g;
		}
	}
	if (jc.jc_ngroups > 0 && (jc.jc_sorted = mdb_alloc(jc.jc_ngroups *
	    sizeof (jc_group_t *), UM_SLEEP)) != NULL) {
		memcpy(jc.jc_sorted, jc.jc_groups,
		    jc.jc_ngroups * sizeof (jc_group_t *));
		mdb_qsort(jc.jc_sorted, jc.jc_ngroups, sizeof (jc_group_t *),
		    jc_count_cmp);
	}
	jc.jc_elapsed = jc_now() - t0;
	jc.jc_done = 1;
	jc_say_inexact(ops);
	return (0);
}

/* ---- pass two: the instances, grouped ---- */

static int
jc_inst_cb(const js_cell_t *c, void *arg)
{
	int32_t g;
	jc_group_t *gp;

	(void) arg;
	if (c->jc_kind != JS_CELL_OBJECT || (c->jc_flags & JS_CELL_OWNSHAPE))
		return (0);
	if (c->jc_shape >= jc.jc_mcap || (g = jc.jc_mgroup[c->jc_shape]) < 0)
		return (0);
	gp = jc.jc_groups[g];
	if (gp->jg_fill < gp->jg_count)
		jc.jc_inst[gp->jg_first + gp->jg_fill++] = c->jc_addr;
	return (0);
}

static int
jc_instances(void)
{
	size_t i, total = 0;

	if (jc.jc_inst != NULL)
		return (0);
	for (i = 0; i < jc.jc_ngroups; i++) {
		jc.jc_groups[i]->jg_first = total;
		jc.jc_groups[i]->jg_fill = 0;
		total += jc.jc_groups[i]->jg_count;
	}
	if ((jc.jc_inst = mdb_zalloc((total + 1) * sizeof (uintptr_t),
	    UM_SLEEP)) == NULL) {
		mdb_warn("findjsobjects: out of memory");
		return (-1);
	}
	jc.jc_ninst = total;
	for (i = 0; i < jc.jc_nown; i++) {
		int32_t g = jc.jc_owngroup != NULL ? jc.jc_owngroup[i] : -1;
		jc_group_t *gp;

		if (g < 0)
			continue;
		gp = jc.jc_groups[g];
		if (gp->jg_fill < gp->jg_count)
			jc.jc_inst[gp->jg_first + gp->jg_fill++] =
			    jc.jc_own[i];
	}
	if (jc.jc_ops->jh_walk(jc.jc_walk, jc_inst_cb, NULL) != 0) {
		mdb_free(jc.jc_inst, (total + 1) * sizeof (uintptr_t));
		jc.jc_inst = NULL;
		return (-1);
	}
	return (0);
}

/* The group of an object, or NULL. */
static jc_group_t *
jc_group_for(uintptr_t addr)
{
	size_t i, shape;
	uint_t flags;

	for (i = 0; i < jc.jc_ngroups; i++) {
		if (jc.jc_groups[i]->jg_rep == addr)
			return (jc.jc_groups[i]);
	}
	if (jc.jc_ops->jh_object(addr, &shape, &flags) != 0)
		return (NULL);
	if (flags & JS_CELL_OWNSHAPE) {
		for (i = 0; i < jc.jc_nown; i++) {
			if (jc.jc_own[i] == addr && jc.jc_owngroup != NULL &&
			    jc.jc_owngroup[i] >= 0)
				return (jc.jc_groups[jc.jc_owngroup[i]]);
		}
		return (NULL);
	}
	if (shape < jc.jc_mcap && jc.jc_mgroup[shape] >= 0)
		return (jc.jc_groups[jc.jc_mgroup[shape]]);
	return (NULL);
}

/* ---- the census for other code (engine_heap.h) ---- */

/* The engine whose heap the census is of, ready; NULL after saying why. */
static const js_engine_t *
jc_engine(const char *dcmd)
{
	const js_engine_t *je = js_engine_for(dcmd);

	if (je == NULL)
		return (NULL);
	if (je->je_heap == NULL) {
		mdb_warn("%s: the heap census is not implemented for %s yet",
		    dcmd, je->je_name);
		return (NULL);
	}
	return (je);
}

ssize_t
js_census_groups(void)
{
	const js_engine_t *je = jc_engine("findjsobjects");

	if (je == NULL || jc_run(je, 0) != 0)
		return (-1);
	if (jc.jc_sorted == NULL && jc.jc_ngroups > 0) {
		mdb_warn("findjsobjects: out of memory");
		return (-1);
	}
	return ((ssize_t)jc.jc_ngroups);
}

/* The i-th group by count (as ::findjsobjects prints them). */
void
js_census_group(size_t i, js_census_group_t *cg)
{
	const jc_group_t *g = jc.jc_sorted[i];

	cg->cg_rep = g->jg_rep;
	cg->cg_count = g->jg_count;
	cg->cg_bytes = g->jg_bytes;
	cg->cg_nall = g->jg_nall;
	cg->cg_ctor = g->jg_name;
	cg->cg_kind = g->jg_ekind;
	cg->cg_props = g->jg_props;
	cg->cg_nprops = g->jg_nprops;
}

int
js_census_inexact(char *buf, size_t len)
{
	if (!jc.jc_done) {
		(void) snprintf(buf, len, "no census was made");
		return (1);
	}
	return (jc.jc_ops->jh_inexact(buf, len));
}

/* ---- output ---- */

/* A group as a JSON record (docs/json.md). */
static void
jc_json_group(const jc_group_t *g)
{
	size_t i;

	mdb_json_begin("findjsobjects", "group");
	mdb_json_addr("address", g->jg_rep);
	mdb_json_uint("count", g->jg_count);
	mdb_json_uint("properties_count", g->jg_nall);
	mdb_json_uint("bytes", g->jg_bytes);
	mdb_json_str("constructor", g->jg_name);
	mdb_json_str("elements_kind", g->jg_ekind);
	mdb_json_array_begin("properties");
	for (i = 0; i < g->jg_nprops; i++)
		mdb_json_array_str(g->jg_props[i]);
	mdb_json_array_end();
	mdb_json_end();
}

/* The heap statistics of -v (jc_summary) as a JSON record. */
static void
jc_json_summary(void)
{
	const js_heap_ops_t *ops = jc.jc_ops;
	size_t bytes = ops->jh_walked_bytes();
	char why[2048], *p, *nl;

	mdb_json_begin("findjsobjects", "summary");
	ops->jh_summary(JS_SUM_WALK, 1);
	mdb_json_uint("heap_objects", jc.jc_heapobjs);
	mdb_json_uint("heap_object_bytes", jc.jc_heapbytes);
	ops->jh_summary(JS_SUM_FREE, 1);
	mdb_json_uint("js_objects", jc.jc_jsobjects);
	mdb_json_uint("js_object_bytes", jc.jc_jsbytes);
	mdb_json_uint("arrays", jc.jc_arrays);
	mdb_json_uint("dictionary_objects", jc.jc_nown);
	mdb_json_uint("groups", jc.jc_ngroups);
	mdb_json_uint("functions", jc.jc_nfunctions);
	mdb_json_uint("function_definitions", jc.jc_nfuncs);
	mdb_json_uint("strings", jc.jc_strings);
	mdb_json_uint("string_bytes", jc.jc_strbytes);
	ops->jh_summary(JS_SUM_QUALITY, 1);
	mdb_json_double("elapsed_seconds", jc.jc_elapsed, 3);
	mdb_json_double("heap_bytes_per_second", jc.jc_elapsed > 0 ?
	    (double)bytes / jc.jc_elapsed : 0, 0);
	mdb_json_bool("exact", ops->jh_inexact(why, sizeof (why)) == 0);
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
jc_print_row(const jc_group_t *g, int verbose)
{
	size_t col, i, len;

	mdb_printf("%?p %8lu %8lu ", g->jg_rep, (unsigned long)g->jg_count,
	    (unsigned long)g->jg_nall);
	if (verbose)
		mdb_printf("%10lu ", (unsigned long)g->jg_bytes);
	col = 19 + 16 + 3 + (verbose ? 11 : 0);
	mdb_printf_escaped(g->jg_ctor, strlen(g->jg_ctor));
	col += strlen(g->jg_ctor);
	if (g->jg_nprops > 0) {
		mdb_printf(": ");
		col += 2;
	}
	for (i = 0; i < g->jg_nprops; i++) {
		len = strlen(g->jg_props[i]) + 2;
		if (col + len >= 80 && i > 0) {
			mdb_printf("...");
			break;
		}
		mdb_printf_escaped(g->jg_props[i], strlen(g->jg_props[i]));
		if (i + 1 < g->jg_nprops)
			mdb_printf(", ");
		col += len;
	}
	mdb_printf("\n");
}

static void
jc_summary(void)
{
	const js_heap_ops_t *ops = jc.jc_ops;
	const char *f = "findjsobjects: %30s => %lu\n";
	size_t bytes = ops->jh_walked_bytes();

	ops->jh_summary(JS_SUM_WALK, 0);
	mdb_printf(f, "heap objects", (unsigned long)jc.jc_heapobjs);
	mdb_printf(f, "heap object bytes", (unsigned long)jc.jc_heapbytes);
	ops->jh_summary(JS_SUM_FREE, 0);
	mdb_printf(f, "JavaScript objects", (unsigned long)jc.jc_jsobjects);
	mdb_printf(f, "JavaScript object bytes", (unsigned long)jc.jc_jsbytes);
	mdb_printf(f, "arrays", (unsigned long)jc.jc_arrays);
	mdb_printf(f, "dictionary-mode objects", (unsigned long)jc.jc_nown);
	mdb_printf(f, "groups (rows)", (unsigned long)jc.jc_ngroups);
	mdb_printf(f, "functions (closures)", (unsigned long)jc.jc_nfunctions);
	mdb_printf(f, "function definitions", (unsigned long)jc.jc_nfuncs);
	mdb_printf(f, "strings", (unsigned long)jc.jc_strings);
	mdb_printf(f, "string bytes", (unsigned long)jc.jc_strbytes);
	ops->jh_summary(JS_SUM_QUALITY, 0);
	mdb_printf("findjsobjects: %30s => %.3f\n", "elapsed seconds",
	    jc.jc_elapsed);
	if (jc.jc_elapsed > 0)
		mdb_printf("findjsobjects: %30s => %.0f\n",
		    "heap bytes per second", (double)bytes / jc.jc_elapsed);
}

static int
jc_kind_match(const jc_group_t *g, const char *kind)
{
	const char *kn = strchr(g->jg_ctor, '(');

	if (((g->jg_kinds & JS_PK_DICT) && strstr(kind, "dict") != NULL) ||
	    ((g->jg_kinds & JS_PK_INOBJECT) &&
	    strstr(kind, "inobject") != NULL) ||
	    ((g->jg_kinds & JS_PK_PROPS) && strstr(kind, "props") != NULL) ||
	    ((g->jg_kinds & JS_PK_NUMERIC) && strstr(kind, "numeric") != NULL) ||
	    ((g->jg_kinds & JS_PK_ARRAY) && strcmp(kind, "array") == 0))
		return (1);
	/* an elements kind: PACKED_SMI_ELEMENTS, or part of it ("double") */
	if (kn != NULL && (g->jg_kinds & JS_PK_ARRAY)) {
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

/*
 * The kinds -k names (JS_K_*; JS_PK_EKIND for an elements kind), to refuse
 * those the engine does not tell.
 */
static uint_t
jc_kinds_asked(const char *kind)
{
	uint_t k = 0;

	if (strstr(kind, "dict") != NULL)
		k |= JS_PK_DICT;
	if (strstr(kind, "inobject") != NULL)
		k |= JS_PK_INOBJECT;
	if (strstr(kind, "props") != NULL)
		k |= JS_PK_PROPS;
	if (strstr(kind, "numeric") != NULL)
		k |= JS_PK_NUMERIC;
	if (strcmp(kind, "array") == 0)
		k |= JS_PK_ARRAY;
	return (k != 0 ? k : JS_PK_EKIND);
}

static int
jc_has_prop(const jc_group_t *g, const char *prop)
{
	size_t i;

	for (i = 0; i < g->jg_nprops; i++) {
		if (strcmp(g->jg_props[i], prop) == 0)
			return (1);
	}
	return (0);
}

/* The constructor's name without the elements kind of arrays. */
static int
jc_ctor_match(const jc_group_t *g, const char *ctor)
{
	size_t n = strlen(ctor);

	return (strncmp(g->jg_ctor, ctor, n) == 0 &&
	    (g->jg_ctor[n] == '\0' || g->jg_ctor[n] == ' '));
}

static int
dcmd_findjsobjects(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	uint_t verbose = 0, brk = 0, refs = 0, mark = 0, list = 0, all = 0;
	const char *ctor = NULL, *prop = NULL, *kind = NULL;
	const js_engine_t *je;
	jc_group_t *g;
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
	/* -b scans the mappings: no heap layout needed, but inexact */
	if ((je = js_dcmd_start("findjsobjects", flags,
	    JS_NEED_PRINT | (brk ? 0 : JS_NEED_HEAP))) == NULL ||
	    (je = jc_engine("findjsobjects")) == NULL)
		return (DCMD_ERR);
	if (brk && !je->je_heap->jh_can_scan) {
		if (je->je_heap->jh_noscan != NULL)
			mdb_warn("findjsobjects: -b: %s: %s", je->je_name,
			    je->je_heap->jh_noscan);
		else
			mdb_warn("findjsobjects: -b: %s's heap is walked by "
			    "its own structures; there is no mapping scan",
			    je->je_name);
		return (DCMD_ERR);
	}
	if (brk && jc.jc_done && jc.jc_engine == je &&
	    !(jc.jc_walk & JS_WALK_SCAN))
		mdb_warn("findjsobjects: -b applies to the first run only; "
		    "the census of %s's pages is kept", je->je_name);
	if (kind != NULL && (jc_kinds_asked(kind) & ~je->je_heap->jh_kinds)) {
		static const struct { uint_t k; const char *n; } kn[] = {
			{ JS_PK_DICT, "dict" }, { JS_PK_INOBJECT, "inobject" },
			{ JS_PK_PROPS, "props" }, { JS_PK_NUMERIC, "numeric" },
			{ JS_PK_ARRAY, "array" }, { JS_PK_EKIND, "elements kinds" }
		};
		char told[128];
		size_t o = 0;

		told[0] = '\0';
		for (i = 0; i < sizeof (kn) / sizeof (kn[0]); i++) {
			if ((je->je_heap->jh_kinds & kn[i].k) && o < sizeof (told))
				o += (size_t)snprintf(told + o, sizeof (told) - o,
				    "%s%s", o > 0 ? ", " : "", kn[i].n);
		}
		mdb_warn("findjsobjects: -k %s: %s's census does not tell this "
		    "kind yet (it tells: %s)", kind, je->je_name,
		    told[0] != '\0' ? told : "none");
		return (DCMD_ERR);
	}
	/* before the census: said once, not after a scan */
	if ((mark || refs) && (flags & DCMD_JSON)) {
		return (mdb_json_refuse("::findjsobjects %s has no JSON "
		    "form yet", mark ? "-m" : "-r"));
	}
	if (jc_run(je, brk) != 0)
		return (DCMD_ERR);

	if (mark) {
		if (!(flags & DCMD_ADDRSPEC)) {
			mdb_warn("findjsobjects: -m needs an object");
			return (DCMD_ERR);
		}
		if (jc.jc_nmarks < JC_MAXMARKS)
			jc.jc_marks[jc.jc_nmarks++] = addr;
		mdb_printf("findjsobjects: marked %p\n", addr);
		return (DCMD_OK);
	}
	if (refs) {
		uintptr_t t[JC_MAXMARKS + 1];
		size_t n = 0;

		if (flags & DCMD_ADDRSPEC)
			t[n++] = addr;
		for (i = 0; i < jc.jc_nmarks && n < JC_MAXMARKS + 1; i++)
			t[n++] = jc.jc_marks[i];
		jc.jc_nmarks = 0;
		if (n == 0) {
			mdb_warn("findjsobjects: -r needs an object (or -m "
			    "marks)");
			return (DCMD_ERR);
		}
		/* one level of ::jsfindrefs, over the engine's je_refs */
		if (je->je_refs == NULL) {
			mdb_warn("findjsobjects: -r: references are not "
			    "searched in %s heaps yet", je->je_name);
			return (DCMD_ERR);
		}
		return (js_findrefs((const jsval_t *)t, n, 0, 1) == 0 ?
		    DCMD_OK : DCMD_ERR);
	}

	if (flags & DCMD_ADDRSPEC) {
		if ((g = jc_group_for(addr)) == NULL) {
			mdb_warn("findjsobjects: %lx is not a known JavaScript "
			    "object", (unsigned long)addr);
			return (DCMD_ERR);
		}
		/* with a filter: pass the representative on if it matches */
		if (ctor != NULL || prop != NULL || kind != NULL) {
			if (((ctor != NULL && jc_ctor_match(g, ctor)) ||
			    (prop != NULL && jc_has_prop(g, prop)) ||
			    (kind != NULL && jc_kind_match(g, kind)))) {
				if (flags & DCMD_JSON)
					jc_json_group(g);
				else
					mdb_printf("%p\n", g->jg_rep);
			}
			return (DCMD_OK);
		}
		if (jc_instances() != 0)
			return (DCMD_ERR);
		for (i = 0; i < g->jg_fill; i++) {
			if (!(flags & DCMD_JSON)) {
				mdb_printf("%p\n", jc.jc_inst[g->jg_first + i]);
				continue;
			}
			mdb_json_begin("findjsobjects", "object");
			mdb_json_addr("address", jc.jc_inst[g->jg_first + i]);
			mdb_json_addr("group", g->jg_rep);
			mdb_json_end();
		}
		return (DCMD_OK);
	}

	if (jc.jc_sorted == NULL && jc.jc_ngroups > 0) {
		mdb_warn("findjsobjects: out of memory");
		return (DCMD_ERR);
	}

	if (ctor != NULL || prop != NULL || kind != NULL || list) {
		for (i = 0; i < jc.jc_ngroups; i++) {
			g = jc.jc_sorted[i];
			if ((ctor != NULL && !jc_ctor_match(g, ctor)) ||
			    (prop != NULL && !jc_has_prop(g, prop)) ||
			    (kind != NULL && !jc_kind_match(g, kind)))
				continue;
			if (flags & DCMD_JSON)
				jc_json_group(g);
			else
				mdb_printf("%p\n", g->jg_rep);
		}
		return (DCMD_OK);
	}
	if (flags & DCMD_JSON) {
		for (i = 0; i < jc.jc_ngroups; i++)
			jc_json_group(jc.jc_sorted[i]);
		if (verbose)
			jc_json_summary();
		return (DCMD_OK);
	}

	if (flags & DCMD_PIPE_OUT) {
		for (i = 0; i < jc.jc_ngroups; i++)
			mdb_printf("%p\n", jc.jc_sorted[i]->jg_rep);
		return (DCMD_OK);
	}
	if (verbose)
		mdb_printf("%?s %8s %8s %10s %s\n", "OBJECT", "#OBJECTS",
		    "#PROPS", "BYTES", "CONSTRUCTOR: PROPS");
	else
		mdb_printf("%?s %8s %8s %s\n", "OBJECT", "#OBJECTS", "#PROPS",
		    "CONSTRUCTOR: PROPS");
	for (i = 0; i < jc.jc_ngroups; i++)
		jc_print_row(jc.jc_sorted[i], verbose);
	(void) all;
	if (verbose)
		jc_summary();
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
"On SpiderMonkey, the heap is its GC's chunks and arenas (used cells only),\n"
"and objects are grouped by constructor (their prototype's constructor, or\n"
"their class) and property names.\n"
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
"           V8's pages; applies to the first run of the session (V8 only)");
}

/* ---- ::jsfunctions ---- */

typedef struct jc_row {
	const jc_func_t *jr_f;
	js_funcdesc_t jr_d;
} jc_row_t;

static int
jc_row_cmp(const void *a, const void *b)
{
	const jc_row_t *l = a, *r = b;
	int d;

	if (l->jr_f->jf_count != r->jr_f->jf_count)
		return (l->jr_f->jf_count < r->jr_f->jf_count ? -1 : 1);
	if ((d = strcmp(l->jr_d.fd_name, r->jr_d.fd_name)) != 0)
		return (d);
	return (l->jr_f->jf_def < r->jr_f->jf_def ? -1 :
	    l->jr_f->jf_def > r->jr_f->jf_def);
}

typedef struct jc_closures {
	uintptr_t jl_def;
	const uintptr_t *jl_fn;		/* JSON: the function asked about */
} jc_closures_t;

static int
jc_closure_cb(const js_cell_t *c, void *arg)
{
	const jc_closures_t *jl = arg;

	if (c->jc_kind != JS_CELL_FUNCTION || c->jc_def != jl->jl_def ||
	    c->jc_def == 0)
		return (0);
	if (jl->jl_fn == NULL) {
		mdb_printf("%p\n", c->jc_addr);
		return (0);
	}
	mdb_json_begin("jsfunctions", "closure");
	mdb_json_addr("address", c->jc_addr);
	mdb_json_addr("function", *jl->jl_fn);
	mdb_json_end();
	return (0);
}

/* A function definition as a JSON record (docs/json.md). */
static void
jc_json_row(const jc_row_t *r, uint_t showrange)
{
	uintptr_t s, e;

	mdb_json_begin("jsfunctions", "function");
	mdb_json_addr("address", r->jr_f->jf_first);
	mdb_json_uint("count", r->jr_f->jf_count);
	mdb_json_str("name", r->jr_d.fd_name);
	mdb_json_str("script", r->jr_d.fd_script[0] != '\0' ?
	    r->jr_d.fd_script : NULL);
	if (r->jr_d.fd_line > 0)
		mdb_json_int("line", r->jr_d.fd_line);
	else
		mdb_json_null("line");
	if (showrange) {
		if (jc.jc_ops->jh_funccode(r->jr_f->jf_first, &s, &e) == 0) {
			mdb_json_addr("start", s);
			mdb_json_addr("end", e);
		} else {
			mdb_json_null("start");
			mdb_json_null("end");
		}
	}
	mdb_json_end();
}

static int
dcmd_jsfunctions(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	uint_t showrange = 0, listlike = 0;
	const char *name = NULL, *file = NULL;
	uintptr_t instr = 0;
	const js_engine_t *je;
	const js_heap_ops_t *ops;
	jc_row_t *rows;
	size_t i, nrows = 0;

	if ((je = js_dcmd_start("jsfunctions", flags,
	    JS_NEED_HEAP | JS_NEED_VALUES | JS_NEED_FUNCS)) == NULL ||
	    (je = jc_engine("jsfunctions")) == NULL)
		return (DCMD_ERR);
	ops = je->je_heap;
	if (mdb_getopts(argc, argv,
	    'l', MDB_OPT_SETBITS, 1, &listlike,
	    'x', MDB_OPT_UINTPTR, &instr,
	    'X', MDB_OPT_SETBITS, 1, &showrange,
	    'n', MDB_OPT_STR, &name,
	    's', MDB_OPT_STR, &file, NULL) != argc)
		return (DCMD_USAGE);
	if ((instr != 0 || showrange) && ops->jh_funccode == NULL) {
		mdb_warn("jsfunctions: -x and -X: %s functions' compiled "
		    "instructions are not located yet", je->je_name);
		return (DCMD_ERR);
	}

	if (flags & DCMD_ADDRSPEC) {
		jc_closures_t jl;

		/* the closures of the function at addr */
		if (ops->jh_funcdef(addr, &jl.jl_def) != 0) {
			mdb_warn("jsfunctions: %lx is not a %s",
			    (unsigned long)addr, ops->jh_funcword);
			return (DCMD_ERR);
		}
		jl.jl_fn = (flags & DCMD_JSON) ? &addr : NULL;
		return (ops->jh_walk(0, jc_closure_cb, &jl) == 0 ?
		    DCMD_OK : DCMD_ERR);
	}

	if (jc_run(je, 0) != 0)
		return (DCMD_ERR);
	if ((rows = mdb_alloc((jc.jc_nfuncs + 1) * sizeof (jc_row_t),
	    UM_GC)) == NULL) {
		mdb_warn("jsfunctions: out of memory");
		return (DCMD_ERR);
	}
	for (i = 0; i < jc.jc_nfuncs; i++) {
		jc_row_t *r = &rows[nrows];
		const jc_func_t *f = &jc.jc_funcs[i];

		if (mdb_interrupted())
			return (DCMD_ABORT);
		r->jr_f = f;
		if (ops->jh_funcdesc(f->jf_def, f->jf_first, &r->jr_d) != 0)
			continue;
		if (name != NULL && strstr(r->jr_d.fd_name, name) == NULL)
			continue;
		if (file != NULL && strstr(r->jr_d.fd_script, file) == NULL)
			continue;
		if (instr != 0) {
			uintptr_t s, e;

			if (ops->jh_funccode(f->jf_first, &s, &e) != 0 ||
			    instr < s || instr >= e)
				continue;
		}
		nrows++;
	}
	mdb_qsort(rows, nrows, sizeof (jc_row_t), jc_row_cmp);
	if (ops->jh_nodef != NULL && jc.jc_nodef > 0)
		mdb_warn("jsfunctions: %lu %s are in no row",
		    (unsigned long)jc.jc_nodef, ops->jh_nodef);

	if (flags & DCMD_JSON) {
		for (i = 0; i < nrows; i++)
			jc_json_row(&rows[i], showrange);
		return (DCMD_OK);
	}
	if (listlike || (flags & DCMD_PIPE_OUT)) {
		for (i = 0; i < nrows; i++)
			mdb_printf("%p\n", rows[i].jr_f->jf_first);
		return (DCMD_OK);
	}
	if (showrange)
		mdb_printf("%?s %8s %?s %?s %-40s %s\n", "FUNC", "#FUNCS",
		    "START", "END", "NAME", "FROM");
	else
		mdb_printf("%?s %8s %-40s %s\n", "FUNC", "#FUNCS", "NAME",
		    "FROM");
	for (i = 0; i < nrows; i++) {
		const jc_row_t *r = &rows[i];
		const char *nm = r->jr_d.fd_name;
		uintptr_t s, e;

		mdb_printf("%?p %8lu ", r->jr_f->jf_first,
		    (unsigned long)r->jr_f->jf_count);
		if (showrange) {
			if (ops->jh_funccode(r->jr_f->jf_first, &s, &e) == 0)
				mdb_printf("%?p %?p ", s, e);
			else
				mdb_printf("%?s %?s ", "?", "?");
		}
		mdb_printf_escaped(nm, strlen(nm));
		if (strlen(nm) < 40)
			mdb_printf("%*s", (int)(40 - strlen(nm)), "");
		mdb_printf(" ");
		if (r->jr_d.fd_script[0] != '\0')
			mdb_printf_escaped(r->jr_d.fd_script,
			    strlen(r->jr_d.fd_script));
		else
			mdb_printf("<native>");
		if (r->jr_d.fd_line > 0)
			mdb_printf(" line %ld", (long)r->jr_d.fd_line);
		mdb_printf("\n");
	}
	return (DCMD_OK);
}

static void
dcmd_jsfunctions_help(void)
{
	mdb_printf("%s\n",
"Lists JavaScript functions, one row per function definition in the source:\n"
"a representative closure, the number of closures the program made from the\n"
"definition (#FUNCS), its name, and the script and line it comes from.  A\n"
"function that returns a closure makes a new JSFunction each time it runs;\n"
"a large #FUNCS is often a leak.  Uses the ::findjsobjects census (made on\n"
"first use).  With an address, lists every closure of that function.\n"
"\n"
"  -n name  functions whose name contains name\n"
"  -s file  functions from scripts whose path contains file\n"
"  -x instr functions whose compiled instructions contain instr (V8)\n"
"  -X       also where each function's instructions are (V8)\n"
"  -l       representatives only, one per line");
}

const mdb_dcmd_t js_census_dcmds[] = {
	{ "findjsobjects", "?[-vb] [-r | -c cons | -p prop | -k kind]",
	    "find JavaScript objects in the heap, grouped",
	    dcmd_findjsobjects, dcmd_findjsobjects_help, MDB_DCMD_JSON },
	{ "jsfunctions", "?[-X] [-s file] [-n name] [-x instr]",
	    "list JavaScript functions, with how many closures each has",
	    dcmd_jsfunctions, dcmd_jsfunctions_help, MDB_DCMD_JSON },
	{ NULL }
};

/* ---- walker: every JS object ---- */

typedef struct jc_walk {
	size_t jw_i;
} jc_walk_t;

static int
walk_jsobject_init(mdb_walk_state_t *wsp)
{
	const js_engine_t *je = jc_engine("jsobject");
	jc_walk_t *jw;

	if (je == NULL || jc_run(je, 0) != 0 || jc_instances() != 0)
		return (WALK_ERR);
	if ((jw = mdb_zalloc(sizeof (*jw), UM_SLEEP)) == NULL)
		return (WALK_ERR);
	wsp->walk_data = jw;
	return (WALK_NEXT);
}

static int
walk_jsobject_step(mdb_walk_state_t *wsp)
{
	jc_walk_t *jw = wsp->walk_data;
	uintptr_t a;

	if (jw->jw_i >= jc.jc_ninst)
		return (WALK_DONE);
	a = jc.jc_inst[jw->jw_i++];
	if (a == 0)
		return (WALK_NEXT);
	return (wsp->walk_callback(a, NULL, wsp->walk_cbdata));
}

static void
walk_jsobject_fini(mdb_walk_state_t *wsp)
{
	if (wsp->walk_data != NULL)
		mdb_free(wsp->walk_data, sizeof (jc_walk_t));
}

const mdb_walker_t js_census_walkers[] = {
	{ "jsobject", "every JavaScript object in the heap (from the census)",
	    walk_jsobject_init, walk_jsobject_step, walk_jsobject_fini },
	{ NULL }
};
