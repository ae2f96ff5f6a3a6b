/*
 * jsdiff.c: ADDR::jsdiff [-a] [-d depth] [-n count] OTHER -- two
 * JavaScript values side by side as a structural diff, in the layout of
 * sdiff(1): one line per property, element or Map/Set entry that differs,
 * its path, A's value, a marker, B's value.
 *
 *	|	changed		<	only in A	>	only in B
 *	?	not compared (the reason follows B's column)
 *	(blank)	the same (only with -a)
 *
 * What "the same" means: the same tagged value; numbers equal as by
 * Object.is; strings of equal contents; two JS objects (arrays, Maps and
 * Sets included) of one constructor whose own named properties, elements
 * and entries are the same, recursively, down to the depth (-d, 4).
 * Below it, two distinct objects are "not compared" -- never assumed the
 * same or different.  Functions and symbols are the same only when they
 * are one object, as in JavaScript.  What jsmdb cannot read or cannot
 * compare exactly (an unreadable value; a string holding U+FFFD, which is
 * also what a lone surrogate reads as; an object's internal state, such
 * as a RegExp's source or a typed array's bytes) is a "?" line saying
 * why.  The footer counts each kind, and says when -n cut the listing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"
#include "sort.h"

#define	JD_DEPTH	4		/* -d default */
#define	JD_MAXLINES	1000		/* -n default */
#define	JD_MAXSTR	(64UL << 20)	/* longest string compared (chars) */
#define	JD_MAXENTRIES	100000		/* Map/Set entries matched pairwise */
#define	JD_VALW		40		/* widest value column */

typedef enum {
	JD_SAME, JD_CHANGED, JD_ONLY_A, JD_ONLY_B, JD_UNKNOWN
} jd_kind_t;

static const char jd_marks[] = { ' ', '|', '<', '>', '?' };
static const mdb_color_t jd_colors[] = { MDB_C_PLAIN, MDB_C_DIFF_CHANGED,
    MDB_C_DIFF_ONLY_A, MDB_C_DIFF_ONLY_B, MDB_C_DIFF_UNKNOWN };
static const char *const jd_names[] = {
	"same", "changed", "removed", "added", "not compared"
};

/* One line of the listing (kept to size the columns, then printed). */
typedef struct jd_line {
	jd_kind_t jl_kind;
	char *jl_path;
	char *jl_a;		/* A's value ("" if none) */
	char *jl_b;
	char *jl_why;		/* JD_UNKNOWN: the reason */
} jd_line_t;

typedef struct jd {
	uint_t jd_all;		/* -a */
	int jd_depth;		/* -d */
	size_t jd_max;		/* -n */
	jd_line_t *jd_lines;
	size_t jd_nlines, jd_cap;
	size_t jd_count[5];	/* by kind */
	size_t jd_cut;		/* lines beyond -n */
	int jd_nomem;
} jd_t;

/* One side's member: a named property, an element or a collection key. */
typedef struct jd_ent {
	char *je_name;		/* property: UTF-8 name (UM_GC); else NULL */
	uint64_t je_index;	/* element index */
	uintptr_t je_key;	/* Map/Set entry: the key */
	uintptr_t je_val;	/* the value (Set: the key again) */
	int je_isdbl;		/* element of a double array: je_dbl */
	double je_dbl;
	int je_matched;
} jd_ent_t;

typedef struct jd_ents {
	jd_ent_t *es_v;
	size_t es_n, es_cap;
	int es_bad;		/* out of memory */
} jd_ents_t;

static void jd_values(jd_t *, const char *, uintptr_t, uintptr_t, int);

/* ---- text ---- */

static char *
jd_strdup(jd_t *jd, const char *s)
{
	char *p = strdup(s);

	if (p == NULL)
		jd->jd_nomem = 1;
	return (p);
}

/* Newlines and tabs in names and values would break the columns. */
static void
jd_flatten(char *s)
{
	for (; *s != '\0'; s++)
		if (*s == '\n' || *s == '\t' || *s == '\r')
			*s = ' ';
}

static int
jd_is_ident(const char *s)
{
	if (*s == '\0' || (*s >= '0' && *s <= '9'))
		return (0);
	for (; *s != '\0'; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		    (*s >= '0' && *s <= '9') || *s == '_' || *s == '$'))
			return (0);
	return (1);
}

/* path + ".name" or path + "[\"odd name\"]" */
static void
jd_path_prop(char *buf, size_t sz, const char *path, const char *name)
{
	v8_buf_t b;

	v8_buf_init(&b, buf, sz);
	if (jd_is_ident(name)) {
		v8_buf_printf(&b, "%s%s%s", path, path[0] != '\0' ? "." : "",
		    name);
		return;
	}
	v8_buf_printf(&b, "%s[\"", path);
	for (const char *p = name; *p != '\0'; p++) {
		unsigned char c = (unsigned char)*p;

		if (c == '"' || c == '\\')
			v8_buf_printf(&b, "\\%c", c);
		else if (c < 0x20 || c == 0x7f)
			v8_buf_printf(&b, "\\x%02x", c);
		else
			v8_buf_append(&b, p, 1);
	}
	v8_buf_printf(&b, "\"]");
	if (b.vb_trunc && sz > 4)
		(void) strcpy(buf + sz - 4, "...");
}

/*
 * A one-line description of a value for a column: the summary ::jsprint
 * -s would give, objects with their constructor and address.  A summary
 * that does not fit ends in "...".
 */
static void
jd_summary(uintptr_t val, char *buf, size_t sz)
{
	char sum[256];
	int type;
	v8_buf_t b;

	(void) js_value_summary(val, sum, sizeof (sum));
	v8_buf_init(&b, buf, sz);
	if (!v8_is_smi(val) && v8_obj_type(val, &type) == 0 &&
	    v8_type_is_jsreceiver(type) && !v8_type_is_jsfunction(type)) {
		char ctor[V8_NAMELEN];

		(void) v8_obj_constructor_name(val, ctor, sizeof (ctor));
		if (strcmp(ctor, "Object") == 0 ||
		    (strcmp(ctor, "Array") == 0 && sum[0] == '['))
			v8_buf_printf(&b, "%s %lx", sum, (unsigned long)val);
		else
			v8_buf_printf(&b, "%s %s %lx", ctor, sum,
			    (unsigned long)val);
	} else if (!v8_is_smi(val) && v8_obj_type(val, &type) == 0 &&
	    v8_type_is_jsfunction(type)) {
		v8_buf_printf(&b, "%s %lx", sum, (unsigned long)val);
	} else {
		v8_buf_printf(&b, "%s", sum);
	}
	if (b.vb_trunc && sz > 4)
		(void) strcpy(buf + sz - 4, "...");
	jd_flatten(buf);
}

static void
jd_add(jd_t *jd, jd_kind_t kind, const char *path, const char *a,
    const char *b, const char *why)
{
	jd_line_t *l;

	jd->jd_count[kind]++;
	if (kind == JD_SAME && !jd->jd_all)
		return;
	if (jd->jd_nlines >= jd->jd_max) {
		jd->jd_cut++;
		return;
	}
	if (jd->jd_nlines == jd->jd_cap) {
		size_t cap = jd->jd_cap == 0 ? 64 : jd->jd_cap * 2;
		jd_line_t *nl = realloc(jd->jd_lines, cap * sizeof (*nl));

		if (nl == NULL) {
			jd->jd_nomem = 1;
			return;
		}
		jd->jd_lines = nl;
		jd->jd_cap = cap;
	}
	l = &jd->jd_lines[jd->jd_nlines++];
	l->jl_kind = kind;
	l->jl_path = jd_strdup(jd, path[0] != '\0' ? path : "(value)");
	l->jl_a = jd_strdup(jd, a != NULL ? a : "");
	l->jl_b = jd_strdup(jd, b != NULL ? b : "");
	l->jl_why = why != NULL ? jd_strdup(jd, why) : NULL;
}

/* A line for a pair, from the values themselves. */
static void
jd_add_vals(jd_t *jd, jd_kind_t kind, const char *path, uintptr_t a,
    uintptr_t b, const char *why)
{
	char sa[256] = "", sb[256] = "";

	if (kind == JD_SAME && !jd->jd_all) {
		jd->jd_count[kind]++;
		return;
	}
	if (kind != JD_ONLY_B)
		jd_summary(a, sa, sizeof (sa));
	if (kind != JD_ONLY_A)
		jd_summary(b, sb, sizeof (sb));
	jd_add(jd, kind, path, sa, sb, why);
}

/* ---- members of one side ---- */

static jd_ent_t *
jd_ent_new(jd_ents_t *es)
{
	if (es->es_n == es->es_cap) {
		size_t cap = es->es_cap == 0 ? 16 : es->es_cap * 2;
		jd_ent_t *nv = realloc(es->es_v, cap * sizeof (*nv));

		if (nv == NULL) {
			es->es_bad = 1;
			return (NULL);
		}
		es->es_v = nv;
		es->es_cap = cap;
	}
	memset(&es->es_v[es->es_n], 0, sizeof (jd_ent_t));
	return (&es->es_v[es->es_n++]);
}

static int
jd_native_accessor(uintptr_t val)
{
	const char *tn;
	int type;

	/*
	 * AccessorInfo (EXECUTABLE_ACCESSOR_INFO before V8 4.9); V8 3.14
	 * keeps an AccessorDescriptor in a Foreign (a CALLBACKS property:
	 * src/accessors.h), as an array's length on the node-0.10 cores.
	 */
	return (v8_obj_type(val, &type) == 0 &&
	    (tn = v8_type_name(type)) != NULL &&
	    (strcmp(tn, "ACCESSOR_INFO_TYPE") == 0 ||
	    strcmp(tn, "EXECUTABLE_ACCESSOR_INFO_TYPE") == 0 ||
	    strcmp(tn, "FOREIGN_TYPE") == 0));
}

static int
jd_prop_cb(const v8_prop_t *p, void *arg)
{
	jd_ents_t *es = arg;
	jd_ent_t *e;

	if (mdb_interrupted())
		return (1);
	/*
	 * V8's own hidden keys, and native accessors (AccessorInfo: an
	 * array's length, which has its own line): their value is what C++
	 * computes, not state of the object to compare.
	 */
	if (p->vp_flags & V8_PROP_PRIVATE)
		return (0);
	if ((p->vp_flags & V8_PROP_ACCESSOR) && jd_native_accessor(p->vp_value))
		return (0);
	if ((e = jd_ent_new(es)) == NULL)
		return (1);
	if ((e->je_name = strdup(p->vp_name != NULL ? p->vp_name : "")) ==
	    NULL) {
		es->es_n--;
		es->es_bad = 1;
		return (1);
	}
	e->je_val = p->vp_value;
	e->je_isdbl = (p->vp_flags & V8_PROP_UNBOXED) != 0;
	if (e->je_isdbl)
		(void) memcpy(&e->je_dbl, &p->vp_value, sizeof (double));
	return (0);
}

static int
jd_elem_cb(const v8_elem_t *el, void *arg)
{
	jd_ents_t *es = arg;
	jd_ent_t *e;

	if (mdb_interrupted())
		return (1);
	if ((e = jd_ent_new(es)) == NULL)
		return (1);
	e->je_index = el->ve_index;
	e->je_val = el->ve_value;
	e->je_isdbl = el->ve_is_double;
	e->je_dbl = el->ve_double;
	return (0);
}

static int
jd_entry_cb(uintptr_t key, uintptr_t value, void *arg)
{
	jd_ents_t *es = arg;
	jd_ent_t *e;

	if (mdb_interrupted() || es->es_n >= JD_MAXENTRIES)
		return (1);
	if ((e = jd_ent_new(es)) == NULL)
		return (1);
	e->je_key = key;
	e->je_val = value;
	return (0);
}

static void
jd_ents_free(jd_ents_t *es)
{
	for (size_t i = 0; i < es->es_n; i++)
		free(es->es_v[i].je_name);
	free(es->es_v);
	memset(es, 0, sizeof (*es));
}

static int
jd_name_cmp(const void *a, const void *b)
{
	const jd_ent_t *const *x = a, *const *y = b;

	return (strcmp((*x)->je_name, (*y)->je_name));
}

static int
jd_index_cmp(const void *a, const void *b)
{
	const jd_ent_t *x = a, *y = b;

	return (x->je_index < y->je_index ? -1 : x->je_index > y->je_index);
}

/* ---- comparing values ---- */

typedef enum {
	JV_NUMBER, JV_STRING, JV_ODDBALL, JV_FUNCTION, JV_OBJECT, JV_OTHER,
	JV_BAD
} jd_vkind_t;

static jd_vkind_t
jd_vkind(uintptr_t v, int *typep)
{
	int type;

	*typep = -1;
	if (v8_is_smi(v))
		return (JV_NUMBER);
	if (v8_obj_type(v, &type) != 0)
		return (JV_BAD);
	*typep = type;
	if (v8_type_is_string(type))
		return (JV_STRING);
	if (v8_type_is_number(type))
		return (JV_NUMBER);
	if (type == v8_cfg.vt_Oddball ||
	    (v8_cfg.vt_Hole != -1 && type == v8_cfg.vt_Hole))
		return (JV_ODDBALL);
	if (v8_type_is_jsfunction(type))
		return (JV_FUNCTION);
	if (v8_type_is_jsreceiver(type) && type != v8_cfg.vt_JSProxy)
		return (JV_OBJECT);
	return (JV_OTHER);
}

/* Object.is on two numbers. */
static int
jd_same_number(double x, double y)
{
	if (x != x || y != y)
		return (x != x && y != y);
	if (x == 0 && y == 0)
		return (__builtin_signbit(x) == __builtin_signbit(y));
	return (x == y);
}

/*
 * Two strings' contents: 0 same, 1 different, -1 not comparable (why
 * set).  The UTF-8 jsmdb reads has U+FFFD for a lone surrogate, so two
 * strings that read the same and hold U+FFFD may still differ.
 */
static int
jd_strings(uintptr_t a, uintptr_t b, const char **whyp, size_t *posp)
{
	size_t la, lb, na, nb;
	char *sa, *sb;

	*posp = (size_t)-1;
	if (v8_string_length(a, &la) != 0 || v8_string_length(b, &lb) != 0) {
		*whyp = "string length unreadable";
		return (-1);
	}
	if (la != lb)
		return (1);
	if (la > JD_MAXSTR) {
		*whyp = "strings longer than 64M characters are not compared";
		return (-1);
	}
	sa = v8_string_dup(a, la, 0, &na);
	sb = v8_string_dup(b, lb, 0, &nb);
	if (sa == NULL || sb == NULL) {
		*whyp = "string contents unreadable";
		return (-1);
	}
	if (na != nb || memcmp(sa, sb, na) != 0) {
		size_t i, chars = 0;

		/* where they part, in characters (UTF-8 sequences) */
		for (i = 0; i < na && i < nb && sa[i] == sb[i]; i++)
			if (((unsigned char)sa[i] & 0xc0) != 0x80)
				chars++;
		/* parted inside a sequence: its lead byte was counted */
		if (i < na && ((unsigned char)sa[i] & 0xc0) == 0x80 &&
		    chars > 0)
			chars--;
		*posp = chars;
		return (1);
	}
	if (memmem(sa, na, "\xef\xbf\xbd", 3) != NULL) {
		*whyp = "both read the same, but hold U+FFFD (or a lone "
		    "surrogate, which reads as U+FFFD)";
		return (-1);
	}
	return (0);
}

/* Collection keys that are one key (SameValueZero). */
static int
jd_same_key(uintptr_t a, uintptr_t b)
{
	int ta, tb;
	jd_vkind_t ka, kb;
	double da, db;
	const char *why;

	if (a == b)
		return (1);
	ka = jd_vkind(a, &ta);
	kb = jd_vkind(b, &tb);
	if (ka != kb)
		return (0);
	if (ka == JV_NUMBER) {
		if (v8_number_value(a, &da) != 0 || v8_number_value(b, &db) != 0)
			return (0);
		return ((da != da && db != db) || da == db);
	}
	if (ka == JV_STRING) {
		size_t pos;

		return (jd_strings(a, b, &why, &pos) == 0);
	}
	return (0);
}

static void
jd_child_index(char *buf, size_t sz, const char *path, uint64_t idx)
{
	(void) snprintf(buf, sz, "%s[%llu]", path, (unsigned long long)idx);
}

static void
jd_child_key(char *buf, size_t sz, const char *path, const char *how,
    uintptr_t key)
{
	char ks[200];

	(void) js_value_summary(key, ks, sizeof (ks));
	jd_flatten(ks);
	(void) snprintf(buf, sz, "%s%s%s(%s)", path, path[0] != '\0' ? "." :
	    "", how, ks);
}

/* An element of a double array is a bare double, not a tagged value. */
static void
jd_elem_pair(jd_t *jd, const char *path, const jd_ent_t *ea,
    const jd_ent_t *eb, int depth)
{
	char sa[64], sb[64];
	double da, db;

	if (!ea->je_isdbl && !eb->je_isdbl) {
		jd_values(jd, path, ea->je_val, eb->je_val, depth);
		return;
	}
	if ((ea->je_isdbl ? (da = ea->je_dbl, 0) :
	    v8_number_value(ea->je_val, &da)) != 0 ||
	    (eb->je_isdbl ? (db = eb->je_dbl, 0) :
	    v8_number_value(eb->je_val, &db)) != 0) {
		/* one is a double, the other no number */
		if (ea->je_isdbl)
			v8_format_double(ea->je_dbl, sa, sizeof (sa));
		else
			jd_summary(ea->je_val, sa, sizeof (sa));
		if (eb->je_isdbl)
			v8_format_double(eb->je_dbl, sb, sizeof (sb));
		else
			jd_summary(eb->je_val, sb, sizeof (sb));
		jd_add(jd, JD_CHANGED, path, sa, sb, NULL);
		return;
	}
	v8_format_double(da, sa, sizeof (sa));
	v8_format_double(db, sb, sizeof (sb));
	jd_add(jd, jd_same_number(da, db) ? JD_SAME : JD_CHANGED, path, sa, sb,
	    NULL);
}

static void
jd_elem_only(jd_t *jd, jd_kind_t kind, const char *path, const jd_ent_t *e)
{
	char s[256];

	if (e->je_isdbl)
		v8_format_double(e->je_dbl, s, sizeof (s));
	else
		jd_summary(e->je_val, s, sizeof (s));
	jd_add(jd, kind, path, kind == JD_ONLY_A ? s : "",
	    kind == JD_ONLY_B ? s : "", NULL);
}

/* Named properties: A's order, then what only B has, in B's order. */
static void
jd_props(jd_t *jd, const char *path, uintptr_t a, uintptr_t b, int depth)
{
	jd_ents_t pa = { 0 }, pb = { 0 };
	jd_ent_t **sorted = NULL;
	char cpath[1024];

	if (v8_obj_props_iter(a, jd_prop_cb, &pa) != 0 ||
	    v8_obj_props_iter(b, jd_prop_cb, &pb) != 0 || pa.es_bad ||
	    pb.es_bad) {
		jd_add(jd, JD_UNKNOWN, path, "", "", pa.es_bad || pb.es_bad ?
		    "out of memory for the properties" :
		    "properties unreadable");
		goto out;
	}
	if (pb.es_n > 0 &&
	    (sorted = malloc(pb.es_n * sizeof (*sorted))) == NULL) {
		jd_add(jd, JD_UNKNOWN, path, "", "", "out of memory");
		goto out;
	}
	for (size_t i = 0; i < pb.es_n; i++)
		sorted[i] = &pb.es_v[i];
	if (pb.es_n > 1)
		mdb_qsort(sorted, pb.es_n, sizeof (*sorted), jd_name_cmp);
	for (size_t i = 0; i < pa.es_n && !mdb_interrupted(); i++) {
		jd_ent_t key = { .je_name = pa.es_v[i].je_name }, *kp = &key;
		jd_ent_t **hit = pb.es_n == 0 ? NULL : mdb_bsearch(&kp, sorted,
		    pb.es_n, sizeof (*sorted), jd_name_cmp);

		jd_path_prop(cpath, sizeof (cpath), path, pa.es_v[i].je_name);
		if (hit == NULL) {
			jd_elem_only(jd, JD_ONLY_A, cpath, &pa.es_v[i]);
			continue;
		}
		(*hit)->je_matched = 1;
		jd_elem_pair(jd, cpath, &pa.es_v[i], *hit, depth);
	}
	for (size_t i = 0; i < pb.es_n; i++) {
		if (pb.es_v[i].je_matched)
			continue;
		jd_path_prop(cpath, sizeof (cpath), path, pb.es_v[i].je_name);
		jd_elem_only(jd, JD_ONLY_B, cpath, &pb.es_v[i]);
	}
out:
	free(sorted);
	jd_ents_free(&pa);
	jd_ents_free(&pb);
}

/* Elements by index (holes are absent, as for Object.keys). */
static void
jd_elems(jd_t *jd, const char *path, uintptr_t a, uintptr_t b, int depth)
{
	jd_ents_t ea = { 0 }, eb = { 0 };
	char cpath[1024];
	size_t i = 0, j = 0;

	if (v8_obj_elems_iter(a, jd_elem_cb, &ea) != 0 ||
	    v8_obj_elems_iter(b, jd_elem_cb, &eb) != 0 || ea.es_bad ||
	    eb.es_bad) {
		jd_add(jd, JD_UNKNOWN, path, "", "", ea.es_bad || eb.es_bad ?
		    "out of memory for the elements" : "elements unreadable");
		goto out;
	}
	if (ea.es_n > 1)
		mdb_qsort(ea.es_v, ea.es_n, sizeof (jd_ent_t), jd_index_cmp);
	if (eb.es_n > 1)
		mdb_qsort(eb.es_v, eb.es_n, sizeof (jd_ent_t), jd_index_cmp);
	while ((i < ea.es_n || j < eb.es_n) && !mdb_interrupted()) {
		if (j == eb.es_n || (i < ea.es_n &&
		    ea.es_v[i].je_index < eb.es_v[j].je_index)) {
			jd_child_index(cpath, sizeof (cpath), path,
			    ea.es_v[i].je_index);
			jd_elem_only(jd, JD_ONLY_A, cpath, &ea.es_v[i++]);
		} else if (i == ea.es_n ||
		    eb.es_v[j].je_index < ea.es_v[i].je_index) {
			jd_child_index(cpath, sizeof (cpath), path,
			    eb.es_v[j].je_index);
			jd_elem_only(jd, JD_ONLY_B, cpath, &eb.es_v[j++]);
		} else {
			jd_child_index(cpath, sizeof (cpath), path,
			    ea.es_v[i].je_index);
			jd_elem_pair(jd, cpath, &ea.es_v[i++], &eb.es_v[j++],
			    depth);
		}
	}
out:
	jd_ents_free(&ea);
	jd_ents_free(&eb);
}

/* Map and Set entries, matched by key (SameValueZero). */
static void
jd_entries(jd_t *jd, const char *path, uintptr_t a, uintptr_t b, int ismap,
    int depth)
{
	jd_ents_t ea = { 0 }, eb = { 0 };
	char cpath[1024];
	const char *how = ismap ? "get" : "has";

	if (v8_collection_iter(a, jd_entry_cb, &ea) != 0 ||
	    v8_collection_iter(b, jd_entry_cb, &eb) != 0 || ea.es_bad ||
	    eb.es_bad) {
		jd_add(jd, JD_UNKNOWN, path, "", "", "entries unreadable");
		goto out;
	}
	if (ea.es_n >= JD_MAXENTRIES || eb.es_n >= JD_MAXENTRIES) {
		jd_add(jd, JD_UNKNOWN, path, "", "", "more than 100000 "
		    "entries: not matched");
		goto out;
	}
	for (size_t i = 0; i < ea.es_n && !mdb_interrupted(); i++) {
		jd_ent_t *hit = NULL;

		for (size_t j = 0; j < eb.es_n; j++) {
			if (!eb.es_v[j].je_matched &&
			    jd_same_key(ea.es_v[i].je_key, eb.es_v[j].je_key)) {
				hit = &eb.es_v[j];
				break;
			}
		}
		jd_child_key(cpath, sizeof (cpath), path, how,
		    ea.es_v[i].je_key);
		if (hit == NULL) {
			jd_add_vals(jd, JD_ONLY_A, cpath, ea.es_v[i].je_val, 0,
			    NULL);
			continue;
		}
		hit->je_matched = 1;
		if (ismap)
			jd_values(jd, cpath, ea.es_v[i].je_val, hit->je_val,
			    depth);
		else
			jd_add_vals(jd, JD_SAME, cpath, ea.es_v[i].je_val,
			    hit->je_val, NULL);
	}
	for (size_t j = 0; j < eb.es_n; j++) {
		if (eb.es_v[j].je_matched)
			continue;
		jd_child_key(cpath, sizeof (cpath), path, how,
		    eb.es_v[j].je_key);
		jd_add_vals(jd, JD_ONLY_B, cpath, 0, eb.es_v[j].je_val, NULL);
	}
out:
	jd_ents_free(&ea);
	jd_ents_free(&eb);
}

/* Instance types whose whole state is their properties and elements. */
static int
jd_type_plain(int type)
{
	const v8_cfg_t *c = &v8_cfg;

	return (type == c->vt_JSObject || type == c->vt_JSArray ||
	    type == c->vt_JSMap || type == c->vt_JSSet ||
	    type == c->vt_JSError || type == c->vt_JSArgumentsObject ||
	    type == c->vt_JSAPIObject || type == c->vt_JSSpecialAPIObject ||
	    type == c->vt_JSGlobalObject || type == c->vt_JSDate);
}

static void
jd_objects(jd_t *jd, const char *path, uintptr_t a, uintptr_t b, int ta,
    int tb, int depth)
{
	char ca[V8_NAMELEN], cb[V8_NAMELEN], cpath[1024], sa[256], sb[256];

	(void) v8_obj_constructor_name(a, ca, sizeof (ca));
	(void) v8_obj_constructor_name(b, cb, sizeof (cb));
	if (ta != tb || strcmp(ca, cb) != 0) {
		/* objects of two kinds: the whole pair is one change */
		jd_add_vals(jd, JD_CHANGED, path, a, b, NULL);
		return;
	}
	if (depth <= 0) {
		jd_add_vals(jd, JD_UNKNOWN, path, a, b,
		    "two objects below the depth (-d)");
		return;
	}
	if (ta == v8_cfg.vt_JSDate) {
		(void) js_value_summary(a, sa, sizeof (sa));
		(void) js_value_summary(b, sb, sizeof (sb));
		(void) snprintf(cpath, sizeof (cpath), "%s%s(time)", path,
		    path[0] != '\0' ? " " : "");
		jd_add(jd, strcmp(sa, sb) == 0 ? JD_SAME : JD_CHANGED, cpath, sa,
		    sb, NULL);
	} else if (!jd_type_plain(ta)) {
		const char *tn = v8_type_name(ta);

		(void) snprintf(cb, sizeof (cb), "%s's internal state is not "
		    "compared", tn != NULL ? tn : "this object");
		jd_add_vals(jd, JD_UNKNOWN, path, a, b, cb);
	}
	if (ta == v8_cfg.vt_JSArray) {
		size_t la = 0, lb = 0;

		if (v8_array_length(a, &la) == 0 &&
		    v8_array_length(b, &lb) == 0) {
			(void) snprintf(cpath, sizeof (cpath), "%s%slength",
			    path, path[0] != '\0' ? "." : "");
			(void) snprintf(sa, sizeof (sa), "%zu", la);
			(void) snprintf(sb, sizeof (sb), "%zu", lb);
			jd_add(jd, la == lb ? JD_SAME : JD_CHANGED, cpath, sa,
			    sb, NULL);
		}
	}
	jd_props(jd, path, a, b, depth - 1);
	jd_elems(jd, path, a, b, depth - 1);
	if (ta == v8_cfg.vt_JSMap || ta == v8_cfg.vt_JSSet)
		jd_entries(jd, path, a, b, ta == v8_cfg.vt_JSMap, depth - 1);
}

/*
 * Two strings that differ but whose summaries read the same (cut at 60
 * characters): say how they differ, by length or by where they part.
 */
static void
jd_add_strings(jd_t *jd, const char *path, uintptr_t a, uintptr_t b,
    size_t pos)
{
	char sa[320], sb[320];
	size_t la = 0, lb = 0, n;

	jd_summary(a, sa, 256);
	jd_summary(b, sb, 256);
	if (strcmp(sa, sb) == 0 && v8_string_length(a, &la) == 0 &&
	    v8_string_length(b, &lb) == 0) {
		if (la != lb) {
			n = strlen(sa);
			(void) snprintf(sa + n, sizeof (sa) - n, " (%zu chars)",
			    la);
			n = strlen(sb);
			(void) snprintf(sb + n, sizeof (sb) - n, " (%zu chars)",
			    lb);
		} else if (pos != (size_t)-1) {
			n = strlen(sb);
			(void) snprintf(sb + n, sizeof (sb) - n, " (differs "
			    "from code point %zu)", pos);
		}
	}
	jd_add(jd, JD_CHANGED, path, sa, sb, NULL);
}

static void
jd_values(jd_t *jd, const char *path, uintptr_t a, uintptr_t b, int depth)
{
	int ta, tb;
	jd_vkind_t ka, kb;
	double da, db;
	const char *why = NULL;
	size_t pos;
	int r;

	if (mdb_interrupted())
		return;
	if (a == b) {
		jd_add_vals(jd, JD_SAME, path, a, b, NULL);
		return;
	}
	ka = jd_vkind(a, &ta);
	kb = jd_vkind(b, &tb);
	if (ka == JV_BAD || kb == JV_BAD) {
		jd_add_vals(jd, JD_UNKNOWN, path, a, b, "value unreadable");
		return;
	}
	if (ka != kb) {
		jd_add_vals(jd, JD_CHANGED, path, a, b, NULL);
		return;
	}
	switch (ka) {
	case JV_NUMBER:
		if (v8_number_value(a, &da) != 0 ||
		    v8_number_value(b, &db) != 0) {
			jd_add_vals(jd, JD_UNKNOWN, path, a, b,
			    "number unreadable");
			return;
		}
		jd_add_vals(jd, jd_same_number(da, db) ? JD_SAME : JD_CHANGED,
		    path, a, b, NULL);
		return;
	case JV_STRING:
		r = jd_strings(a, b, &why, &pos);
		if (r > 0) {
			jd_add_strings(jd, path, a, b, pos);
			return;
		}
		jd_add_vals(jd, r == 0 ? JD_SAME : JD_UNKNOWN, path, a, b, why);
		return;
	case JV_OBJECT:
		jd_objects(jd, path, a, b, ta, tb, depth);
		return;
	case JV_ODDBALL:
		jd_add_vals(jd, v8_oddball_kind(a) == v8_oddball_kind(b) ?
		    JD_SAME : JD_CHANGED, path, a, b, NULL);
		return;
	default:
		/* functions, symbols, internal objects: identity */
		jd_add_vals(jd, JD_CHANGED, path, a, b, NULL);
		return;
	}
}

/* ---- output ---- */

static size_t
jd_width(const char *s)
{
	size_t w = 0;

	/* columns, counting a UTF-8 sequence as one */
	for (; *s != '\0'; s++)
		if (((unsigned char)*s & 0xc0) != 0x80)
			w++;
	return (w);
}

static void
jd_pad(const char *s, size_t w)
{
	size_t n = jd_width(s);

	mdb_printf("%s", s);
	for (; n < w; n++)
		mdb_printf(" ");
}

static void
jd_print(jd_t *jd, uintptr_t a, uintptr_t b)
{
	size_t pw = 4, aw = 0;
	char ha[256], hb[256];

	jd_summary(a, ha, sizeof (ha));
	jd_summary(b, hb, sizeof (hb));
	for (size_t i = 0; i < jd->jd_nlines; i++) {
		const jd_line_t *l = &jd->jd_lines[i];

		if (l->jl_path != NULL && jd_width(l->jl_path) > pw)
			pw = jd_width(l->jl_path);
		if (l->jl_a != NULL && jd_width(l->jl_a) > aw)
			aw = jd_width(l->jl_a);
	}
	if (aw > JD_VALW)
		aw = JD_VALW;
	if (jd_width(ha) + 3 > aw)
		aw = jd_width(ha) + 3 > JD_VALW ? JD_VALW : jd_width(ha) + 3;
	jd_pad("PATH", pw);
	mdb_printf("  ");
	{
		char h[300];

		(void) snprintf(h, sizeof (h), "A: %s", ha);
		jd_pad(h, aw);
	}
	mdb_printf("   B: %s\n", hb);
	for (size_t i = 0; i < jd->jd_nlines; i++) {
		const jd_line_t *l = &jd->jd_lines[i];

		if (l->jl_path == NULL || l->jl_a == NULL || l->jl_b == NULL)
			continue;	/* out of memory: said in the footer */
		/* on a terminal: the marker and the changed side coloured */
		jd_pad(l->jl_path, pw);
		mdb_printf("  ");
		if (l->jl_kind == JD_ONLY_A)
			mdb_color_push(MDB_C_DIFF_ONLY_A);
		jd_pad(l->jl_a, aw);
		if (l->jl_kind == JD_ONLY_A)
			mdb_color_pop();
		mdb_printf(" ");
		mdb_cprintf(jd_colors[l->jl_kind], "%c", jd_marks[l->jl_kind]);
		if (l->jl_b[0] != '\0') {
			mdb_printf(" ");
			mdb_cprintf(l->jl_kind == JD_CHANGED ? MDB_C_DIFF_CHANGED :
			    l->jl_kind == JD_ONLY_B ? MDB_C_DIFF_ONLY_B :
			    MDB_C_PLAIN, "%s", l->jl_b);
		}
		if (l->jl_why != NULL)
			mdb_printf("%s(%s)", l->jl_b[0] != '\0' ? "  " : " ",
			    l->jl_why);
		mdb_printf("\n");
	}
}

static void
jd_print_json(jd_t *jd, uintptr_t a, uintptr_t b)
{
	for (size_t i = 0; i < jd->jd_nlines; i++) {
		const jd_line_t *l = &jd->jd_lines[i];

		if (l->jl_path == NULL || l->jl_a == NULL || l->jl_b == NULL)
			continue;
		mdb_json_begin("jsdiff", "difference");
		mdb_json_addr("a", a);
		mdb_json_addr("b", b);
		mdb_json_str("path", l->jl_path);
		mdb_json_str("change", jd_names[l->jl_kind]);
		mdb_json_str("a_value", l->jl_kind == JD_ONLY_B ? NULL :
		    l->jl_a);
		mdb_json_str("b_value", l->jl_kind == JD_ONLY_A ? NULL :
		    l->jl_b);
		mdb_json_str("reason", l->jl_why);
		mdb_json_end();
	}
	mdb_json_begin("jsdiff", "summary");
	mdb_json_addr("a", a);
	mdb_json_addr("b", b);
	mdb_json_uint("changed", jd->jd_count[JD_CHANGED]);
	mdb_json_uint("removed", jd->jd_count[JD_ONLY_A]);
	mdb_json_uint("added", jd->jd_count[JD_ONLY_B]);
	mdb_json_uint("not_compared", jd->jd_count[JD_UNKNOWN]);
	mdb_json_uint("same", jd->jd_count[JD_SAME]);
	mdb_json_uint("not_shown", jd->jd_cut);
	mdb_json_uint("depth", (uint64_t)jd->jd_depth);
	mdb_json_bool("complete", !jd->jd_nomem);
	mdb_json_end();
}

static int
dcmd_jsdiff(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	jd_t jd = { 0 };
	uint64_t depth = JD_DEPTH, max = JD_MAXLINES, other;
	int i, rv;

	if (v8_dcmd_start("jsdiff", flags, V8_NEED_PRINT) != 0)
		return (DCMD_ERR);
	if ((rv = v8_check_addr(addr, flags, "jsdiff")) != DCMD_OK)
		return (rv);
	i = mdb_getopts(argc, argv,
	    'a', MDB_OPT_SETBITS, 1, &jd.jd_all,
	    'd', MDB_OPT_UINT64, &depth,
	    'n', MDB_OPT_UINT64, &max, NULL);
	if (i != argc - 1)
		return (DCMD_USAGE);
	if (argv[i].a_type == MDB_TYPE_STRING) {
		if (mdb_strtonum(argv[i].a_un.a_str, &other) != 0) {
			mdb_warn("jsdiff: %s is not an address",
			    argv[i].a_un.a_str);
			return (DCMD_USAGE);
		}
	} else {
		other = mdb_argtoull(&argv[i]);
	}
	if (depth > 64) {
		mdb_warn("jsdiff: depth %llu is more than 64",
		    (unsigned long long)depth);
		return (DCMD_USAGE);
	}
	jd.jd_depth = (int)depth;
	jd.jd_max = max == 0 ? (size_t)-1 : (size_t)max;
	for (int k = 0; k < 2; k++) {
		uintptr_t v = k == 0 ? addr : (uintptr_t)other;
		int t;

		if (jd_vkind(v, &t) == JV_BAD) {
			mdb_warn("jsdiff: %lx is not a value jsmdb can read",
			    (unsigned long)v);
			return (DCMD_ERR);
		}
	}

	jd_values(&jd, "", addr, (uintptr_t)other, jd.jd_depth);

	if (flags & DCMD_JSON) {
		jd_print_json(&jd, addr, (uintptr_t)other);
	} else {
		jd_print(&jd, addr, (uintptr_t)other);
		mdb_printf("%zu changed, %zu only in A, %zu only in B, "
		    "%zu not compared, %zu the same (depth %d)\n",
		    jd.jd_count[JD_CHANGED], jd.jd_count[JD_ONLY_A],
		    jd.jd_count[JD_ONLY_B], jd.jd_count[JD_UNKNOWN],
		    jd.jd_count[JD_SAME], jd.jd_depth);
		if (jd.jd_cut > 0)
			mdb_printf("... %zu more lines not shown (-n 0t%zu "
			    "shown; -n 0 shows all)\n", jd.jd_cut, jd.jd_max);
	}
	rv = DCMD_OK;
	if (mdb_interrupted()) {
		mdb_warn("jsdiff: interrupted; the listing is partial");
		rv = DCMD_ERR;
	}
	if (jd.jd_nomem) {
		mdb_warn("jsdiff: out of memory; some lines are missing");
		rv = DCMD_ERR;
	}
	for (size_t k = 0; k < jd.jd_nlines; k++) {
		free(jd.jd_lines[k].jl_path);
		free(jd.jd_lines[k].jl_a);
		free(jd.jd_lines[k].jl_b);
		free(jd.jd_lines[k].jl_why);
	}
	free(jd.jd_lines);
	return (rv);
}

static void
dcmd_jsdiff_help(void)
{
	mdb_printf(
"Compares the JavaScript value at ADDR (A) with the one at OTHER (B) and\n"
"prints them side by side, one line per property, element or Map/Set\n"
"entry that differs, recursively:\n\n"
"  |  changed     <  only in A     >  only in B\n"
"  ?  not compared, with the reason (below the depth, unreadable, or\n"
"     internal state such as a RegExp's source)\n\n"
"Numbers compare as by Object.is, strings by contents, objects by\n"
"constructor, own properties, elements and entries; functions and\n"
"symbols only by identity.\n\n"
"  -a        also list what is the same\n"
"  -d DEPTH  how deep to compare objects (default 4)\n"
"  -n COUNT  lines to list (default 0t1000; 0: all); the rest are counted\n");
}

const mdb_dcmd_t v8_jsdiff_dcmds[] = {
	{ "jsdiff", "[-a] [-d depth] [-n count] other",
	    "compare two JavaScript values, side by side", dcmd_jsdiff,
	    dcmd_jsdiff_help, MDB_DCMD_JSON },
	{ NULL }
};
