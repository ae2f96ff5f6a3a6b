/*
 * diffcore.c: ::jsdiffcore OLD-CORE (and jsmdb --diff OLD NEW): the heap
 * census of another core of the same program compared with this core's,
 * group by group (a group is a constructor and a property set, as
 * ::findjsobjects groups objects), sorted by growth.
 *
 * jsmdb keeps one target per process (v8_cfg and the census are module
 * globals), so the old core's census comes from jsmdb itself run on it
 * (mdb_self_run: the same -L directories, -o json, ::status and
 * ::findjsobjects -v), read back line by line with the bounded reader of
 * jsonrec.c.  Its output is treated as hostile: a line that is not one of
 * the records expected, a child that fails, or a census that is not exact
 * on either side makes the dcmd refuse, saying why, rather than print a
 * diff that may be wrong.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"
#include "engine_heap.h"
#include "jsonrec.h"
#include "sort.h"

#define	DC_NHASH	8192		/* group hash buckets */
#define	DC_MAXGROUPS	((size_t)16 << 20) /* groups read from the child */
#define	DC_CHUNK	65536		/* bytes read at a time */
#define	DC_OLD		0
#define	DC_NEW		1

typedef struct dc_group {
	char *dg_key;			/* constructor, kind, properties */
	size_t dg_keylen;
	const char *dg_ctor;
	const char *dg_kind;		/* NULL: not an array */
	const char **dg_props;
	size_t dg_nprops;
	size_t dg_nall;
	uint64_t dg_count[2];
	uint64_t dg_bytes[2];
	uintptr_t dg_rep[2];
	int dg_in[2];			/* in the old / new census */
	struct dc_group *dg_hnext;
} dc_group_t;

typedef struct dc_state {
	dc_group_t *ds_hash[DC_NHASH];
	dc_group_t **ds_groups;
	size_t ds_ngroups, ds_cap;
	size_t ds_merged;		/* groups that met another's key */
	uint64_t ds_objects[2], ds_bytes[2];
	/* the old core, from its ::status record */
	char *ds_old_bid, *ds_old_v8, *ds_old_node;
	int ds_status, ds_summary;	/* records seen */
	char *ds_kbuf;			/* the key being built (malloc) */
	size_t ds_klen, ds_kcap;
} dc_state_t;

/* ---- keys ---- */

/* The length of the valid UTF-8 sequence at u[i], or 0 (as modapi.c). */
static size_t
dc_utf8_len(const unsigned char *u, size_t len, size_t i)
{
	unsigned char c = u[i];
	size_t seq = 0, k;

	if (c >= 0xc2 && c <= 0xdf)
		seq = 2;
	else if (c >= 0xe0 && c <= 0xef)
		seq = 3;
	else if (c >= 0xf0 && c <= 0xf4)
		seq = 4;
	if (seq == 0 || i + seq > len)
		return (0);
	for (k = 1; k < seq; k++)
		if ((u[i + k] & 0xc0) != 0x80)
			return (0);
	if ((c == 0xe0 && u[i + 1] < 0xa0) || (c == 0xed && u[i + 1] >= 0xa0) ||
	    (c == 0xf0 && u[i + 1] < 0x90) || (c == 0xf4 && u[i + 1] >= 0x90))
		return (0);
	return (seq);
}

/* Appends len bytes to the key being built in ds (grown as needed). */
static int
dc_put(dc_state_t *ds, const char *p, size_t len)
{
	if (ds->ds_klen + len + 1 > ds->ds_kcap) {
		size_t ncap = ds->ds_kcap == 0 ? 4096 : ds->ds_kcap;
		char *n;

		while (ncap < ds->ds_klen + len + 1)
			ncap *= 2;
		if ((n = realloc(ds->ds_kbuf, ncap)) == NULL)
			return (-1);
		ds->ds_kbuf = n;
		ds->ds_kcap = ncap;
	}
	memcpy(ds->ds_kbuf + ds->ds_klen, p, len);
	ds->ds_klen += len;
	return (0);
}

/*
 * Appends a name to the key as the JSON form carries it: each byte that
 * is not valid UTF-8 as U+FFFD (so a name from this core and the same
 * name read back from the child's JSON make one key), its length first
 * so that no two lists of names make one key.
 */
static int
dc_key_add(dc_state_t *ds, const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t len = strlen(s), i, n, out = 0;
	char num[32];
	int rv;

	for (i = 0; i < len; i += n) {
		n = u[i] < 0x80 ? 1 : dc_utf8_len(u, len, i);
		out += n == 0 ? 3 : n;
		if (n == 0)
			n = 1;
	}
	rv = dc_put(ds, num, (size_t)snprintf(num, sizeof (num), "%zu:",
	    out));
	for (i = 0; i < len && rv == 0; i += n) {
		n = u[i] < 0x80 ? 1 : dc_utf8_len(u, len, i);
		if (n == 0) {
			rv = dc_put(ds, "\xef\xbf\xbd", 3);
			n = 1;
		} else {
			rv = dc_put(ds, s + i, n);
		}
	}
	return (rv);
}

static size_t
dc_hash(const char *k, size_t len)
{
	size_t h = 5381, i;

	for (i = 0; i < len; i++)
		h = h * 33 + (unsigned char)k[i];
	return (h & (DC_NHASH - 1));
}

/*
 * Adds a group of one census (side) to the diff: found by key, or made.
 * The strings must live for the command (UM_GC or the census's own).
 */
static int
dc_add(dc_state_t *ds, int side, const char *ctor, const char *kind,
    const char **props, size_t nprops, size_t nall, uint64_t count,
    uint64_t bytes, uintptr_t rep)
{
	char *key;
	size_t i, len, h;
	dc_group_t *g;
	int rv;

	ds->ds_klen = 0;
	rv = dc_key_add(ds, ctor);
	rv |= dc_key_add(ds, kind != NULL ? kind : "");
	rv |= dc_put(ds, kind != NULL ? "a" : "o", 1);
	for (i = 0; i < nprops; i++)
		rv |= dc_key_add(ds, props[i]);
	if (rv != 0) {
		mdb_warn("jsdiffcore: out of memory");
		return (-1);
	}
	key = ds->ds_kbuf;
	len = ds->ds_klen;

	h = dc_hash(key, len);
	for (g = ds->ds_hash[h]; g != NULL; g = g->dg_hnext) {
		if (g->dg_keylen == len && memcmp(g->dg_key, key, len) == 0)
			break;
	}
	if (g == NULL) {
		if (ds->ds_ngroups == ds->ds_cap) {
			size_t ncap = ds->ds_cap == 0 ? 1024 : ds->ds_cap * 2;
			dc_group_t **n = mdb_alloc(ncap * sizeof (*n), UM_GC);

			if (n == NULL) {
				mdb_warn("jsdiffcore: out of memory");
				return (-1);
			}
			if (ds->ds_ngroups > 0)
				memcpy(n, ds->ds_groups,
				    ds->ds_ngroups * sizeof (*n));
			ds->ds_groups = n;
			ds->ds_cap = ncap;
		}
		if ((g = mdb_zalloc(sizeof (*g), UM_GC)) == NULL ||
		    (g->dg_key = mdb_alloc(len + 1, UM_GC)) == NULL) {
			mdb_warn("jsdiffcore: out of memory");
			return (-1);
		}
		memcpy(g->dg_key, key, len);
		g->dg_key[len] = '\0';
		g->dg_keylen = len;
		g->dg_ctor = ctor;
		g->dg_kind = kind;
		g->dg_props = props;
		g->dg_nprops = nprops;
		g->dg_nall = nall;
		g->dg_hnext = ds->ds_hash[h];
		ds->ds_hash[h] = g;
		ds->ds_groups[ds->ds_ngroups++] = g;
	} else if (g->dg_in[side]) {
		ds->ds_merged++;
	}
	if (!g->dg_in[side])
		g->dg_rep[side] = rep;
	g->dg_in[side] = 1;
	g->dg_count[side] += count;
	g->dg_bytes[side] += bytes;
	if (side == DC_NEW) {
		/* the new core's names, as this core holds them */
		g->dg_ctor = ctor;
		g->dg_kind = kind;
		g->dg_props = props;
		g->dg_nall = nall;
	}
	ds->ds_objects[side] += count;
	ds->ds_bytes[side] += bytes;
	return (0);
}

/* ---- the old core, from jsmdb's JSON ---- */

/* A copy of a parsed string for the command's lifetime. */
static char *
dc_strdup(const jr_str_t *s)
{
	char *d = mdb_alloc(s->js_len + 1, UM_GC);

	if (d != NULL) {
		memcpy(d, s->js_s, s->js_len);
		d[s->js_len] = '\0';
	}
	return (d);
}

/* An address as jsmdb writes it: 1 to 16 lower-case hex digits. */
static int
dc_addr(const char *s, uintptr_t *a)
{
	uintptr_t v = 0;
	size_t i;

	if (s == NULL || s[0] == '\0' || strlen(s) > 16)
		return (-1);
	for (i = 0; s[i] != '\0'; i++) {
		char c = s[i];

		if (c >= '0' && c <= '9')
			v = (v << 4) | (uintptr_t)(c - '0');
		else if (c >= 'a' && c <= 'f')
			v = (v << 4) | (uintptr_t)(c - 'a' + 10);
		else
			return (-1);
	}
	*a = v;
	return (0);
}

/* One group record of the old core; why it is refused into why. */
static int
dc_old_group(dc_state_t *ds, const jr_record_t *r, const char **why)
{
	const jr_field_t *pf, *kf;
	const char *ctor, *kind = NULL, **props;
	uint64_t count, bytes, nall;
	uintptr_t rep;
	size_t i;

	*why = "a group record lacks a field or has a bad one";
	if (dc_addr(jr_getstr(r, "address"), &rep) != 0 ||
	    jr_getuint(r, "count", &count) != 0 ||
	    jr_getuint(r, "bytes", &bytes) != 0 ||
	    jr_getuint(r, "properties_count", &nall) != 0 ||
	    (pf = jr_get(r, "properties", JR_ARR)) == NULL ||
	    (kf = jr_get(r, "constructor", JR_STR)) == NULL)
		return (-1);
	if (jr_get(r, "elements_kind", JR_NULL) == NULL &&
	    jr_get(r, "elements_kind", JR_STR) == NULL)
		return (-1);
	if (count == 0 || count > ((uint64_t)1 << 48) ||
	    bytes > ((uint64_t)1 << 56) || nall < pf->jf_narr) {
		*why = "a group record's numbers are not credible";
		return (-1);
	}
	if (ds->ds_ngroups >= DC_MAXGROUPS) {
		*why = "too many groups";
		return (-1);
	}
	*why = "out of memory";
	if ((ctor = dc_strdup(&kf->jf_str)) == NULL)
		return (-1);
	if ((kf = jr_get(r, "elements_kind", JR_STR)) != NULL &&
	    (kind = dc_strdup(&kf->jf_str)) == NULL)
		return (-1);
	if ((props = mdb_alloc((pf->jf_narr + 1) * sizeof (char *),
	    UM_GC)) == NULL)
		return (-1);
	for (i = 0; i < pf->jf_narr; i++) {
		if ((props[i] = dc_strdup(&pf->jf_arr[i])) == NULL)
			return (-1);
	}
	*why = "";
	return (dc_add(ds, DC_OLD, ctor, kind, props, pf->jf_narr,
	    (size_t)nall, count, bytes, rep));
}

/* Reads one line of at most JR_MAXLINE bytes: 1, 0 at the end, -1. */
static int
dc_getline(FILE *fp, char **bufp, size_t *capp, size_t *lenp)
{
	size_t len = 0;
	int c;

	while ((c = getc(fp)) != EOF) {
		if (c == '\n')
			break;
		if (len + 1 >= *capp) {
			size_t ncap = *capp == 0 ? DC_CHUNK : *capp * 2;
			char *n;

			if (len + 1 > JR_MAXLINE)
				return (-1);
			if ((n = realloc(*bufp, ncap)) == NULL)
				return (-1);
			*bufp = n;
			*capp = ncap;
		}
		(*bufp)[len++] = (char)c;
	}
	if (c == EOF && len == 0)
		return (0);
	(*bufp)[len] = '\0';
	*lenp = len;
	return (1);
}

/* One record of the child's output. */
static int
dc_record(dc_state_t *ds, const char *oldcore, const jr_record_t *r,
    size_t lineno, char *why, size_t whylen)
{
	const char *schema = jr_getstr(r, "schema");
	const char *dcmd = jr_getstr(r, "dcmd");
	const char *rec = jr_getstr(r, "record");
	const char *w;
	const jr_field_t *f;
	size_t i, o;

	if (schema == NULL || strcmp(schema, MDB_JSON_SCHEMA) != 0) {
		(void) snprintf(why, whylen, "line %zu: not a record of "
		    "schema %s", lineno, MDB_JSON_SCHEMA);
		return (-1);
	}
	if (dcmd == NULL || rec == NULL) {
		(void) snprintf(why, whylen, "line %zu: a record without "
		    "dcmd or record", lineno);
		return (-1);
	}
	if (strcmp(dcmd, "status") == 0 && strcmp(rec, "status") == 0 &&
	    !ds->ds_status && !ds->ds_summary) {
		ds->ds_status = 1;
		if ((w = jr_getstr(r, "build_id")) != NULL)
			ds->ds_old_bid = dc_strdup(&jr_get(r, "build_id",
			    JR_STR)->jf_str);
		if ((w = jr_getstr(r, "v8_version")) != NULL)
			ds->ds_old_v8 = dc_strdup(&jr_get(r, "v8_version",
			    JR_STR)->jf_str);
		if ((w = jr_getstr(r, "node_version")) != NULL)
			ds->ds_old_node = dc_strdup(&jr_get(r,
			    "node_version", JR_STR)->jf_str);
		return (0);
	}
	if (strcmp(dcmd, "findjsobjects") == 0 &&
	    strcmp(rec, "group") == 0 && ds->ds_status && !ds->ds_summary) {
		if (dc_old_group(ds, r, &w) != 0) {
			(void) snprintf(why, whylen, "line %zu: %s", lineno,
			    w);
			return (-1);
		}
		return (0);
	}
	if (strcmp(dcmd, "findjsobjects") == 0 &&
	    strcmp(rec, "summary") == 0 && ds->ds_status && !ds->ds_summary) {
		ds->ds_summary = 1;
		if ((f = jr_get(r, "exact", JR_BOOL)) == NULL) {
			(void) snprintf(why, whylen, "line %zu: the summary "
			    "does not say whether the census is exact", lineno);
			return (-1);
		}
		if (f->jf_int)
			return (0);
		o = (size_t)snprintf(why, whylen, "the census of %s is "
		    "inexact", oldcore);
		f = jr_get(r, "inexact", JR_ARR);
		for (i = 0; f != NULL && i < f->jf_narr && o < whylen; i++)
			o += (size_t)snprintf(why + o, whylen - o, "%s %s",
			    i == 0 ? ":" : ";", f->jf_arr[i].js_s);
		return (-2);
	}
	(void) snprintf(why, whylen, "line %zu: an unexpected record "
	    "(dcmd %.32s, record %.32s)", lineno, dcmd, rec);
	return (-1);
}

/*
 * The census of oldcore, by jsmdb run on it, into ds.  0, or -1 when
 * the dcmd must refuse (said).
 */
static int
dc_read_old(dc_state_t *ds, const char *oldcore)
{
	mdb_child_t *c;
	FILE *out;
	char *line = NULL, why[2048], msg[512], perr[256];
	size_t cap = 0, len, lineno = 0;
	jr_record_t r;
	int rv = 0, st, got;

	why[0] = '\0';
	if ((c = mdb_self_run(oldcore, "::status; ::findjsobjects -v",
	    &out)) == NULL)
		return (-1);
	while ((got = dc_getline(out, &line, &cap, &len)) == 1) {
		lineno++;
		if (mdb_interrupted()) {
			rv = -3;
			break;
		}
		if (memchr(line, '\0', len) != NULL) {
			(void) snprintf(why, sizeof (why), "line %zu: a NUL "
			    "byte", lineno);
			rv = -1;
			break;
		}
		if (jr_parse(line, len, &r, perr, sizeof (perr)) != 0) {
			(void) snprintf(why, sizeof (why), "line %zu: not a "
			    "JSON record: %s", lineno, perr);
			rv = -1;
			break;
		}
		rv = dc_record(ds, oldcore, &r, lineno, why, sizeof (why));
		jr_free(&r);
		if (rv != 0)
			break;
	}
	if (got < 0) {
		(void) snprintf(why, sizeof (why), "line %zu: longer than %zu "
		    "bytes (or out of memory)", lineno + 1, JR_MAXLINE);
		rv = -1;
	}
	free(line);
	st = mdb_self_wait(c, rv != 0 || got < 0, msg, sizeof (msg));
	if (rv == -3) {
		mdb_warn("jsdiffcore: interrupted");
		return (-1);
	}
	if (rv == -2) {
		mdb_warn("jsdiffcore: cannot compare: %s", why);
		return (-1);
	}
	if (rv == 0 && st != 0) {
		if (st < 0)
			mdb_warn("jsdiffcore: jsmdb on %s died of a signal%s%s",
			    oldcore, msg[0] != '\0' ? ": " : "", msg);
		else
			mdb_warn("jsdiffcore: jsmdb on %s failed (exit status "
			    "%d)%s%s", oldcore, st, msg[0] != '\0' ? ": " : "",
			    msg);
		return (-1);
	}
	if (rv == 0 && (!ds->ds_status || !ds->ds_summary)) {
		(void) snprintf(why, sizeof (why), "its output has no %s "
		    "record", !ds->ds_status ? "::status" :
		    "::findjsobjects -v summary");
		rv = -1;
	}
	if (rv != 0) {
		mdb_warn("jsdiffcore: cannot read the census of %s from "
		    "jsmdb: %s", oldcore, why);
		return (-1);
	}
	return (0);
}

/* ---- output ---- */

static int64_t
dc_delta(uint64_t a, uint64_t b)
{
	return ((int64_t)b - (int64_t)a);
}

/* By growth: bytes, then count, then the key, for a stable order. */
static int
dc_cmp(const void *a, const void *b)
{
	const dc_group_t *l = *(dc_group_t *const *)a;
	const dc_group_t *r = *(dc_group_t *const *)b;
	int64_t lb = dc_delta(l->dg_bytes[DC_OLD], l->dg_bytes[DC_NEW]);
	int64_t rb = dc_delta(r->dg_bytes[DC_OLD], r->dg_bytes[DC_NEW]);
	int64_t lc = dc_delta(l->dg_count[DC_OLD], l->dg_count[DC_NEW]);
	int64_t rc = dc_delta(r->dg_count[DC_OLD], r->dg_count[DC_NEW]);
	size_t n;
	int d;

	if (lb != rb)
		return (lb > rb ? -1 : 1);
	if (lc != rc)
		return (lc > rc ? -1 : 1);
	n = l->dg_keylen < r->dg_keylen ? l->dg_keylen : r->dg_keylen;
	if ((d = memcmp(l->dg_key, r->dg_key, n)) != 0)
		return (d);
	return (l->dg_keylen < r->dg_keylen ? -1 :
	    l->dg_keylen > r->dg_keylen);
}

static int
dc_changed(const dc_group_t *g)
{
	return (g->dg_in[DC_OLD] != g->dg_in[DC_NEW] ||
	    g->dg_count[DC_OLD] != g->dg_count[DC_NEW] ||
	    g->dg_bytes[DC_OLD] != g->dg_bytes[DC_NEW]);
}

static const char *
dc_change(const dc_group_t *g)
{
	if (!g->dg_in[DC_OLD])
		return ("added");
	if (!g->dg_in[DC_NEW])
		return ("removed");
	return (dc_changed(g) ? "changed" : "unchanged");
}

static void
dc_json_group(const dc_group_t *g)
{
	size_t i;

	mdb_json_begin("jsdiffcore", "group");
	mdb_json_str("change", dc_change(g));
	if (g->dg_in[DC_NEW])
		mdb_json_addr("address", g->dg_rep[DC_NEW]);
	else
		mdb_json_null("address");
	if (g->dg_in[DC_OLD])
		mdb_json_addr("old_address", g->dg_rep[DC_OLD]);
	else
		mdb_json_null("old_address");
	mdb_json_int("count_delta", dc_delta(g->dg_count[DC_OLD],
	    g->dg_count[DC_NEW]));
	mdb_json_int("bytes_delta", dc_delta(g->dg_bytes[DC_OLD],
	    g->dg_bytes[DC_NEW]));
	mdb_json_uint("old_count", g->dg_count[DC_OLD]);
	mdb_json_uint("new_count", g->dg_count[DC_NEW]);
	mdb_json_uint("old_bytes", g->dg_bytes[DC_OLD]);
	mdb_json_uint("new_bytes", g->dg_bytes[DC_NEW]);
	mdb_json_uint("properties_count", g->dg_nall);
	mdb_json_str("constructor", g->dg_ctor);
	mdb_json_str("elements_kind", g->dg_kind);
	mdb_json_array_begin("properties");
	for (i = 0; i < g->dg_nprops; i++)
		mdb_json_array_str(g->dg_props[i]);
	mdb_json_array_end();
	mdb_json_end();
}

/* A signed number with its sign: "+12", "-3", "0". */
static void
dc_signed(char *buf, size_t len, int64_t v)
{
	(void) snprintf(buf, len, v > 0 ? "+%lld" : "%lld", (long long)v);
}

static void
dc_text_group(const dc_group_t *g)
{
	char dc[32], db[32], oc[32], nc[32];
	size_t col, i, len;

	dc_signed(dc, sizeof (dc), dc_delta(g->dg_count[DC_OLD],
	    g->dg_count[DC_NEW]));
	dc_signed(db, sizeof (db), dc_delta(g->dg_bytes[DC_OLD],
	    g->dg_bytes[DC_NEW]));
	if (g->dg_in[DC_OLD])
		(void) snprintf(oc, sizeof (oc), "%llu",
		    (unsigned long long)g->dg_count[DC_OLD]);
	else
		(void) strcpy(oc, "added");
	if (g->dg_in[DC_NEW])
		(void) snprintf(nc, sizeof (nc), "%llu",
		    (unsigned long long)g->dg_count[DC_NEW]);
	else
		(void) strcpy(nc, "removed");
	if (g->dg_in[DC_NEW])
		mdb_printf("%?p ", g->dg_rep[DC_NEW]);
	else
		mdb_printf("%?s ", "-");
	mdb_printf("%8s %10s %8s %8s ", dc, db, oc, nc);
	col = 17 + 9 + 11 + 9 + 9;
	mdb_printf_escaped(g->dg_ctor, strlen(g->dg_ctor));
	col += strlen(g->dg_ctor);
	if (g->dg_kind != NULL) {
		mdb_printf(" (%s)", g->dg_kind);
		col += strlen(g->dg_kind) + 3;
	}
	if (g->dg_nprops > 0) {
		mdb_printf(": ");
		col += 2;
	}
	for (i = 0; i < g->dg_nprops; i++) {
		len = strlen(g->dg_props[i]) + 2;
		if (col + len >= 80 && i > 0) {
			mdb_printf("...");
			break;
		}
		mdb_printf_escaped(g->dg_props[i], strlen(g->dg_props[i]));
		if (i + 1 < g->dg_nprops)
			mdb_printf(", ");
		col += len;
	}
	mdb_printf("\n");
}

/* Equal, or both unknown. */
static int
dc_same(const char *a, const char *b)
{
	if (a == NULL || b == NULL)
		return (a == b);
	return (strcmp(a, b) == 0);
}

static int
dc_main(dc_state_t *ds, const char *oldcore, uint_t flags, uint_t all)
{
	const char *bid, *v8v, *nodev;
	char why[2048];
	js_census_group_t cg;
	ssize_t n;
	size_t i, unchanged = 0;
	int same;

	/* this core's census first: it may refuse without running jsmdb */
	if ((n = js_census_groups()) < 0)
		return (DCMD_ERR);
	if (js_census_inexact(why, sizeof (why)) != 0) {
		char *p;

		for (p = why; (p = strchr(p, '\n')) != NULL; )
			*p = ';';
		mdb_warn("jsdiffcore: cannot compare: the census of this "
		    "core is inexact: %s", why);
		return (DCMD_ERR);
	}
	for (i = 0; i < (size_t)n; i++) {
		js_census_group(i, &cg);
		if (dc_add(ds, DC_NEW, cg.cg_ctor, cg.cg_kind,
		    (const char **)cg.cg_props, cg.cg_nprops, cg.cg_nall,
		    cg.cg_count, cg.cg_bytes, cg.cg_rep) != 0)
			return (DCMD_ERR);
	}
	if (dc_read_old(ds, oldcore) != 0)
		return (DCMD_ERR);

	bid = mdb_exec_buildid();
	v8v = mdb_target_fact_get("v8_version");
	nodev = mdb_target_fact_get("node_version");
	same = dc_same(bid, ds->ds_old_bid) && dc_same(v8v, ds->ds_old_v8);
	if (!same)
		mdb_warn("jsdiffcore: the cores are of different programs or "
		    "releases (build-id %s, V8 %s in %s; build-id %s, V8 %s "
		    "in this core): groups are matched by constructor and "
		    "property names only",
		    ds->ds_old_bid != NULL ? ds->ds_old_bid : "unknown",
		    ds->ds_old_v8 != NULL ? ds->ds_old_v8 : "unknown", oldcore,
		    bid != NULL ? bid : "unknown", v8v != NULL ? v8v :
		    "unknown");
	if (ds->ds_merged > 0)
		mdb_warn("jsdiffcore: %zu groups whose names differ only in "
		    "bytes that are not UTF-8 are counted as one",
		    ds->ds_merged);

	mdb_qsort(ds->ds_groups, ds->ds_ngroups, sizeof (dc_group_t *), dc_cmp);
	for (i = 0; i < ds->ds_ngroups; i++) {
		if (!dc_changed(ds->ds_groups[i]))
			unchanged++;
	}

	if (flags & DCMD_PIPE_OUT) {
		for (i = 0; i < ds->ds_ngroups; i++) {
			const dc_group_t *g = ds->ds_groups[i];

			if (g->dg_in[DC_NEW] && (all || dc_changed(g)))
				mdb_printf("%p\n", g->dg_rep[DC_NEW]);
		}
		return (DCMD_OK);
	}
	if (flags & DCMD_JSON) {
		mdb_json_begin("jsdiffcore", "cores");
		mdb_json_str("old_core", oldcore);
		mdb_json_str("old_build_id", ds->ds_old_bid);
		mdb_json_str("old_v8_version", ds->ds_old_v8);
		mdb_json_str("old_node_version", ds->ds_old_node);
		mdb_json_str("build_id", bid);
		mdb_json_str("v8_version", v8v);
		mdb_json_str("node_version", nodev);
		mdb_json_bool("same_program", same);
		mdb_json_end();
		for (i = 0; i < ds->ds_ngroups; i++) {
			if (all || dc_changed(ds->ds_groups[i]))
				dc_json_group(ds->ds_groups[i]);
		}
		mdb_json_begin("jsdiffcore", "total");
		mdb_json_int("count_delta", dc_delta(ds->ds_objects[DC_OLD],
		    ds->ds_objects[DC_NEW]));
		mdb_json_int("bytes_delta", dc_delta(ds->ds_bytes[DC_OLD],
		    ds->ds_bytes[DC_NEW]));
		mdb_json_uint("old_count", ds->ds_objects[DC_OLD]);
		mdb_json_uint("new_count", ds->ds_objects[DC_NEW]);
		mdb_json_uint("old_bytes", ds->ds_bytes[DC_OLD]);
		mdb_json_uint("new_bytes", ds->ds_bytes[DC_NEW]);
		mdb_json_uint("groups", ds->ds_ngroups);
		mdb_json_uint("groups_unchanged", unchanged);
		mdb_json_end();
		return (DCMD_OK);
	}

	mdb_printf("%?s %8s %10s %8s %8s %s\n", "OBJECT", "+OBJECTS",
	    "+BYTES", "OLD", "NEW", "CONSTRUCTOR: PROPS");
	for (i = 0; i < ds->ds_ngroups; i++) {
		if (all || dc_changed(ds->ds_groups[i]))
			dc_text_group(ds->ds_groups[i]);
	}
	{
		char dc[32], db[32];

		dc_signed(dc, sizeof (dc), dc_delta(ds->ds_objects[DC_OLD],
		    ds->ds_objects[DC_NEW]));
		dc_signed(db, sizeof (db), dc_delta(ds->ds_bytes[DC_OLD],
		    ds->ds_bytes[DC_NEW]));
		mdb_printf("%?s %8s %10s %8llu %8llu (all JavaScript "
		    "objects)\n", "total", dc, db,
		    (unsigned long long)ds->ds_objects[DC_OLD],
		    (unsigned long long)ds->ds_objects[DC_NEW]);
	}
	if (!all && unchanged > 0)
		mdb_printf("%zu group%s unchanged (-a lists them)\n",
		    unchanged, unchanged == 1 ? "" : "s");
	return (DCMD_OK);
}

static int
dcmd_jsdiffcore(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	uint_t all = 0;
	dc_state_t *ds;
	int rv;

	if ((flags & DCMD_ADDRSPEC) || argc < 1 || mdb_getopts(argc, argv,
	    'a', MDB_OPT_SETBITS, 1, &all, NULL) != argc - 1 ||
	    argv[argc - 1].a_type != MDB_TYPE_STRING)
		return (DCMD_USAGE);
	if (v8_dcmd_start("jsdiffcore", flags,
	    V8_NEED_PRINT | V8_NEED_HEAP) != 0)
		return (DCMD_ERR);
	if ((ds = mdb_zalloc(sizeof (*ds), UM_GC)) == NULL) {
		mdb_warn("jsdiffcore: out of memory");
		return (DCMD_ERR);
	}
	rv = dc_main(ds, argv[argc - 1].a_un.a_str, flags, all);
	free(ds->ds_kbuf);
	return (rv);
}

static void
dcmd_jsdiffcore_help(void)
{
	mdb_printf("%s\n",
"Compares the heap census of another core of the same program (OLD, taken\n"
"earlier) with this core's: for each group of ::findjsobjects (constructor\n"
"and property names; arrays by elements kind too), the change in the count\n"
"of objects and in their shallow bytes, largest growth first (bytes, then\n"
"count).  OBJECT is the group's representative in this core, to pipe on\n"
"(::jsdiffcore OLD | ::head... | ::jsprint); groups only in OLD show\n"
"\"removed\", groups only in this core \"added\".  jsmdb --diff OLD NEW runs\n"
"it on NEW.\n"
"\n"
"OLD's census comes from jsmdb run on it (the same -L directories).  The\n"
"comparison is refused when either census is inexact (it may count\n"
"garbage or miss objects: ::findjsobjects -v, docs/json.md), and says so\n"
"when the cores are of different programs or releases (build-ids, V8).\n"
"\n"
"  -a       also the groups that did not change");
}

const mdb_dcmd_t v8_diffcore_dcmds[] = {
	{ "jsdiffcore", "[-a] old-core",
	    "compare the heap census of an older core with this one's",
	    dcmd_jsdiffcore, dcmd_jsdiffcore_help, MDB_DCMD_JSON },
	{ NULL }
};
