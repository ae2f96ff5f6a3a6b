/*
 * print.c: the value printer behind ::jsprint.  Prints a value as
 * JavaScript-ish text in mdb_v8's shapes:
 *
 *	{
 *	    "a": 1,
 *	    "arr": [ 1, 2, 3 ],
 *	    "nested": {...},
 *	}
 *
 * Objects and arrays nest up to a depth; deeper ones print as {...} and
 * [...].  Objects already being printed further up print as [Circular].
 * Special objects print as JavaScript would show them: Date as its ISO
 * string, RegExp as /source/flags, Symbol(desc), Map(n) { k => v },
 * Set(n) { v }, Promise { <state> value }, typed arrays and Buffers with
 * their first elements.  Output streams through mdb_printf.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"

#define	PR_INDENT	4
#define	PR_MAXPROPS	V8_PRINT_MAXPROPS	/* default of ::jsprint -n */
#define	PR_MAXBYTES	50	/* bytes shown of a Buffer (util.inspect's
				   INSPECT_MAX_BYTES) */
#define	PR_MAXTYPED	100	/* elements of a typed array, bytes of an
				   ArrayBuffer (its maxArrayLength) */
#define	PR_INLINE_MAX	72	/* an array of primitives fits on one line */

typedef struct pctx {
	uint_t pc_flags;
	int pc_indent;
	int pc_inline;		/* no newlines (brief, or inline arrays) */
	int pc_nstack;
	int pc_errlevel;	/* pc_nstack of the Error object being printed:
				   its strings are coloured as the error */
	uintptr_t pc_stack[V8_MAX_PRINT_DEPTH + 4];
	size_t pc_budget;	/* values left to print in this call */
	size_t pc_maxprops;	/* entries shown per object (-n) */
	size_t pc_maxstr;	/* characters shown per string (-N; 0 all) */
	size_t pc_maxbytes;	/* bytes shown of a Buffer / ArrayBuffer */
} pctx_t;

static void p_value(pctx_t *, uintptr_t, int);

/* before, then what in red, then after */
static void
p_red(const char *before, const char *what, const char *after)
{
	mdb_printf("%s", before);
	mdb_cprintf(MDB_C_ERROR, "%s", what);
	mdb_printf("%s", after);
}

static void
p_newline(pctx_t *pc)
{
	if (pc->pc_inline)
		mdb_printf(" ");
	else
		mdb_printf("\n%*s", pc->pc_indent, "");
}

static void
p_addr(pctx_t *pc, uintptr_t val)
{
	if ((pc->pc_flags & V8_PRINT_ADDRS) && v8_is_heapobject(val)) {
		mdb_cprintf(MDB_C_ADDR, "%p", val);
		mdb_printf(": ");
	}
}

static int
on_stack(pctx_t *pc, uintptr_t val)
{
	int i;

	for (i = 0; i < pc->pc_nstack; i++) {
		if (pc->pc_stack[i] == val)
			return (1);
	}
	return (0);
}

/* ---- small renderings shared with v8_value_summary ---- */

static void
fmt_number(double d, char *buf, size_t sz)
{
	v8_format_double(d, buf, sz);
}

/*
 * Date.prototype.toISOString(): days-from-civil inverse (Howard
 * Hinnant's algorithm); years outside 0..9999 get a sign and six digits.
 */
static void
fmt_date(double ms, char *buf, size_t sz)
{
	int64_t t, days, secs, z, era, doe, yoe, y, doy, mp, d, m;
	int msec;

	if (isnan(ms) || fabs(ms) > 8.64e15) {
		(void) snprintf(buf, sz, "Invalid Date");
		return;
	}
	t = (int64_t)ms;
	days = t / 86400000;
	secs = t % 86400000;
	if (secs < 0) {
		secs += 86400000;
		days--;
	}
	msec = (int)(secs % 1000);
	secs /= 1000;
	z = days + 719468;
	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = z - era * 146097;
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	y = yoe + era * 400;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	d = doy - (153 * mp + 2) / 5 + 1;
	m = mp < 10 ? mp + 3 : mp - 9;
	if (m <= 2)
		y++;
	if (y >= 0 && y <= 9999)
		(void) snprintf(buf, sz, "%04lld", (long long)y);
	else
		(void) snprintf(buf, sz, "%c%06lld", y < 0 ? '-' : '+',
		    (long long)(y < 0 ? -y : y));
	(void) snprintf(buf + strlen(buf), sz - strlen(buf),
	    "-%02lld-%02lldT%02lld:%02lld:%02lld.%03dZ", (long long)m,
	    (long long)d, (long long)(secs / 3600),
	    (long long)(secs / 60 % 60), (long long)(secs % 60), msec);
}

static void
fmt_regexp_flags(intptr_t fl, char *buf, size_t sz)
{
	static const struct {
		const char *name;
		char c;
	} order[] = {
		{ "regexp_flag_has_indices", 'd' },
		{ "regexp_flag_global", 'g' },
		{ "regexp_flag_ignore_case", 'i' },
		{ "regexp_flag_multiline", 'm' },
		{ "regexp_flag_dot_all", 's' },
		{ "regexp_flag_unicode", 'u' },
		{ "regexp_flag_unicode_sets", 'v' },
		{ "regexp_flag_sticky", 'y' },
		{ NULL, 0 }
	};
	size_t i, o = 0;

	for (i = 0; order[i].name != NULL && o + 1 < sz; i++) {
		intptr_t bit;

		if (v8_const(order[i].name, &bit) == 0 && ((fl >> bit) & 1))
			buf[o++] = order[i].c;
	}
	buf[o] = '\0';
}

/* A Date's time value: a Number, or (V8 13.x) an unboxed double. */
static int
date_value(uintptr_t date, double *dp)
{
	uintptr_t v;

	if (v8_cfg.vc_jsdate_value_is_double)
		return (v8_read_double(date, v8_cfg.vo_JSDate_value, dp));
	if (v8_read_tagged(date, v8_cfg.vo_JSDate_value, &v) != 0)
		return (-1);
	return (v8_number_value(v, dp));
}

/* "function foo", "function <anonymous>" */
static void
fmt_function(uintptr_t func, char *buf, size_t sz)
{
	char name[V8_NAMELEN];
	uintptr_t sfi;

	/*
	 * An anonymous function with a name V8 inferred from where it was
	 * made shows it as ::jsstack does (mdb_v8's form): the inferred name
	 * is not the function's name.
	 */
	if (v8_jsfunc_own_name(func, name, sizeof (name)) == 0 &&
	    name[0] != '\0') {
		(void) snprintf(buf, sz, "function %s", name);
		return;
	}
	/*
	 * new Function's functions: nameless, but f.name is "anonymous" by
	 * an SFI flag; where the flag cannot be read, the name is not known.
	 */
	if (v8_jsfunc_sfi(func, &sfi) == 0 &&
	    v8_sfi_name(sfi, name, sizeof (name)) == 0 && name[0] == '\0') {
		switch (v8_sfi_prints_anonymous(sfi)) {
		case 1:
			(void) snprintf(buf, sz, "function anonymous");
			return;
		case -1:
			(void) snprintf(buf, sz, "function <unreadable name: "
			    "SFI %lx>", (unsigned long)sfi);
			return;
		}
	}
	if (v8_jsfunc_sfi(func, &sfi) == 0 &&
	    v8_sfi_name(sfi, name, sizeof (name)) == 0 && name[0] == '\0' &&
	    v8_sfi_inferred_name(sfi, name, sizeof (name)) == 0 &&
	    name[0] != '\0') {
		(void) snprintf(buf, sz, "function <anonymous> (as %s)", name);
		return;
	}
	if (v8_jsfunc_name(func, name, sizeof (name)) != 0 || name[0] == '\0')
		(void) snprintf(buf, sz, "function <anonymous>");
	else
		(void) snprintf(buf, sz, "function %s", name);
}

/*
 * A function as ::jsprint names it: "function foo", or for a bound
 * function (a JSBoundFunction, or before V8 4.9 a JSFunction with
 * bindings) "bound function foo", after its target.
 */
static int
fmt_any_function(uintptr_t val, char *buf, size_t sz)
{
	char tb[V8_NAMELEN + 16];
	v8_bound_t vb;
	int tt;

	switch (v8_bound_read(val, &vb)) {
	case 0:
		if (v8_obj_type(vb.vb_target, &tt) == 0 &&
		    v8_type_is_jsfunction(tt)) {
			fmt_function(vb.vb_target, tb, sizeof (tb));
			(void) snprintf(buf, sz, "bound %s", tb);
			return (0);
		}
		/* FALLTHROUGH */
	case -1:
		(void) snprintf(buf, sz, "bound function <target unreadable>");
		return (-1);
	default:
		fmt_function(val, buf, sz);
		return (0);
	}
}

/* Is this value printed as one short token (no nesting)? */
static int
is_primitive(uintptr_t val)
{
	int type;
	size_t len;

	if (v8_is_smi(val))
		return (1);
	if (v8_obj_type(val, &type) != 0)
		return (1);
	if (v8_type_is_string(type))
		return (v8_string_length(val, &len) == 0 && len <= 40);
	return (v8_type_is_number(type) || type == v8_cfg.vt_Oddball ||
	    type == v8_cfg.vt_Symbol || (v8_cfg.vt_Hole != -1 &&
	    type == v8_cfg.vt_Hole));
}

/* ---- strings and scalars ---- */

/* Strings print in full, whatever their length (or to -N), quoted. */
static void
p_string(pctx_t *pc, uintptr_t str)
{
	int rv;

	mdb_color_push(pc->pc_errlevel != 0 &&
	    pc->pc_errlevel == pc->pc_nstack ? MDB_C_ERROR : MDB_C_STRING);
	rv = v8_string_print(str, pc->pc_maxstr, V8_STR_QUOTE |
	    V8_STR_ESCAPE);
	mdb_color_pop();
	if (rv != 0)
		mdb_cprintf(MDB_C_ERROR, v8_string_too_big() ? "<string %p of "
		    "more pieces than jsmdb reads (4M pending, or a cycle)>" :
		    "<unreadable string %p>", str);
}

/* ---- collections of children ---- */

typedef struct kv {
	int kv_kind;		/* KV_INDEX, KV_NAME, KV_MAPENT, KV_SETENT */
	uint64_t kv_index;
	const char *kv_name;
	int kv_isdouble;
	double kv_double;
	uintptr_t kv_key;
	uintptr_t kv_value;
} kv_t;

#define	KV_INDEX	0
#define	KV_NAME		1
#define	KV_MAPENT	2
#define	KV_SETENT	3
#define	KV_HOLES	4	/* kv_index: how many holes in a row */

typedef struct kvlist {
	kv_t *kl_ents;
	size_t kl_n;
	size_t kl_cap;
	size_t kl_more;		/* entries left out past the cap */
	size_t kl_max;		/* the cap: entries kept */
	int kl_error;
} kvlist_t;

static kv_t *
kl_add(kvlist_t *kl)
{
	if (kl->kl_n >= kl->kl_max) {
		kl->kl_more++;
		return (NULL);
	}
	if (kl->kl_n == kl->kl_cap) {
		size_t ncap = kl->kl_cap == 0 ? 16 : kl->kl_cap * 2;
		kv_t *n = mdb_alloc(ncap * sizeof (kv_t), UM_GC);

		if (n == NULL) {
			kl->kl_error = 1;
			return (NULL);
		}
		if (kl->kl_n > 0)
			memcpy(n, kl->kl_ents, kl->kl_n * sizeof (kv_t));
		kl->kl_ents = n;
		kl->kl_cap = ncap;
	}
	memset(&kl->kl_ents[kl->kl_n], 0, sizeof (kv_t));
	return (&kl->kl_ents[kl->kl_n++]);
}

static int
kl_elem_cb(const v8_elem_t *e, void *arg)
{
	kv_t *kv;

	if ((kv = kl_add(arg)) == NULL)
		return (0);
	kv->kv_kind = KV_INDEX;
	kv->kv_index = e->ve_index;
	kv->kv_value = e->ve_value;
	kv->kv_isdouble = e->ve_is_double;
	kv->kv_double = e->ve_double;
	return (0);
}

/*
 * The value an error's "stack" shows: the private stack slot holds the
 * formatted string, or an ErrorStackData whose first field does once
 * someone has read error.stack.
 */
static int
error_stack_string(uintptr_t v, uintptr_t *strp)
{
	uintptr_t s;
	int i, type;

	for (i = 0; i < 2; i++) {
		if (v8_is_string(v)) {
			*strp = v;
			return (0);
		}
		if (i > 0 || !v8_is_heapobject(v) ||
		    v8_obj_type(v, &type) != 0 ||
		    type != v8_cfg.vt_ErrorStackData ||
		    v8_read_tagged(v, v8_cfg.vo_ErrorStackData_stack, &s) != 0)
			return (-1);
		v = s;
	}
	return (-1);
}

#define	PG_MAXPRIV	8	/* an error's private properties looked at */

typedef struct propgather {
	kvlist_t *pg_list;
	int pg_error;		/* a JSError: surface its stack */
	uintptr_t pg_priv[PG_MAXPRIV];	/* its private properties' values */
	size_t pg_npriv;
} propgather_t;

/*
 * Which private property of an error is its stack.  V8's private
 * symbols have no description, and from V8 12.9 an error also keeps its
 * message under error_message_symbol: the same string object as its
 * "message" property, which is how it is told apart.  What is left must
 * be one value holding the text or the frames; two are ambiguous (0).
 */
static uintptr_t
error_stack_value(uintptr_t err, const propgather_t *pg)
{
	uintptr_t msg = 0, s, found = 0;
	size_t i, n;

	(void) v8_obj_prop_lookup(err, "message", &msg);
	for (i = 0; i < pg->pg_npriv; i++) {
		uintptr_t v = pg->pg_priv[i];

		if (v == msg)
			continue;
		if (error_stack_string(v, &s) != 0 &&
		    v8_error_stack_frames(v, &n) != 0)
			continue;
		if (found != 0)
			return (0);
		found = v;
	}
	return (found);
}

/* A C string in double quotes, escaped as the printer escapes strings. */
static void
p_quoted(const char *s)
{
	const char *run = s;

	mdb_printf("\"");
	for (; *s != '\0'; s++) {
		const char *esc = NULL;

		switch (*s) {
		case '"': esc = "\\\""; break;
		case '\\': esc = "\\\\"; break;
		case '\n': esc = "\\n"; break;
		case '\t': esc = "\\t"; break;
		default: break;
		}
		if (esc == NULL)
			continue;
		mdb_printf_escaped(run, (size_t)(s - run));
		mdb_printf("%s", esc);
		run = s + 1;
	}
	mdb_printf_escaped(run, (size_t)(s - run));
	mdb_printf("\"");
}

/*
 * A captured stack nobody formatted yet, as V8 would format it: marked,
 * so it is not taken for a string the error holds.
 */
static void
p_captured_stack(pctx_t *pc, uintptr_t err, uintptr_t v)
{
	size_t sz = 64 * 1024;
	char *buf;
	int trunc = 0;

	if ((buf = mdb_alloc(sz, UM_GC)) == NULL ||
	    v8_error_stack_text(err, v, buf, sz, &trunc) != 0) {
		mdb_printf("[Getter/Setter] ");
		mdb_cprintf(MDB_C_ERROR, "<captured stack %p: not decoded>",
		    v);
		return;
	}
	mdb_printf("[captured, not yet formatted] ");
	mdb_color_push(MDB_C_ERROR);
	p_quoted(buf);
	mdb_color_pop();
	if (trunc)
		mdb_cprintf(MDB_C_ERROR, " <cut: jsmdb writes at most 64 KB of "
		    "a stack, 1 KB a frame>");
	(void) pc;
}

static int
kl_prop_cb(const v8_prop_t *p, void *arg)
{
	propgather_t *pg = arg;
	kv_t *kv;
	char *name;
	size_t len;

	if (p->vp_flags & V8_PROP_PRIVATE) {
		/* error.stack lives under V8's private error_stack_symbol */
		if (pg->pg_error && pg->pg_npriv < PG_MAXPRIV)
			pg->pg_priv[pg->pg_npriv++] = p->vp_value;
		return (0);
	}
	if ((kv = kl_add(pg->pg_list)) == NULL)
		return (0);
	len = strlen(p->vp_name) + 1;
	if ((name = mdb_alloc(len, UM_GC)) == NULL) {
		pg->pg_list->kl_n--;
		return (0);
	}
	memcpy(name, p->vp_name, len);
	kv->kv_kind = KV_NAME;
	kv->kv_name = name;
	kv->kv_key = p->vp_key;
	kv->kv_value = p->vp_value;
	if (p->vp_flags & V8_PROP_ACCESSOR)
		kv->kv_isdouble = -1;	/* marks an accessor */
	else if (p->vp_flags & V8_PROP_UNBOXED) {
		uint64_t bits = (uint64_t)p->vp_value;

		kv->kv_isdouble = 1;
		memcpy(&kv->kv_double, &bits, sizeof (kv->kv_double));
	}
	return (0);
}

static int
kl_entry_cb(uintptr_t key, uintptr_t value, void *arg)
{
	kv_t *kv;

	if ((kv = kl_add(arg)) == NULL)
		return (0);
	kv->kv_kind = KV_MAPENT;
	kv->kv_key = key;
	kv->kv_value = value;
	return (0);
}

/* Prints the accessor marker for a property implemented by getters. */
static void
p_accessor(pctx_t *pc, uintptr_t val)
{
	uintptr_t g = 0, s = 0;
	int hg, hs, type;
	const char *tn;

	/*
	 * A native accessor (AccessorInfo) whose getter jsmdb does not
	 * evaluate (v8_accessor_info_value knows the few it does): what
	 * JavaScript sees is its C++ getter's result, not decoded here; it
	 * is no getter/setter pair.
	 */
	if (v8_obj_type(val, &type) == 0 &&
	    (tn = v8_type_name(type)) != NULL &&
	    (strcmp(tn, "ACCESSOR_INFO_TYPE") == 0 ||
	    strcmp(tn, "EXECUTABLE_ACCESSOR_INFO_TYPE") == 0)) {
		mdb_cprintf(MDB_C_ERROR, "<native accessor %p: value not "
		    "decoded>", val);
		return;
	}
	(void) v8_read_tagged(val, v8_cfg.vo_AccessorPair_getter, &g);
	(void) v8_read_tagged(val, v8_cfg.vo_AccessorPair_setter, &s);
	hg = g != 0 && v8_oddball_kind(g) == V8_ODD_NONE && !v8_is_smi(g);
	hs = s != 0 && v8_oddball_kind(s) == V8_ODD_NONE && !v8_is_smi(s);
	if (hg && hs)
		mdb_printf("[Getter/Setter]");
	else if (hs)
		mdb_printf("[Setter]");
	else
		mdb_printf("[Getter]");
}

/* Prints a property key: "name" (escaped), or [Symbol(desc)]. */
static void
p_key(pctx_t *pc, const kv_t *kv)
{
	char buf[512];

	mdb_color_push(MDB_C_PROPERTY);
	if (kv->kv_key != 0 && v8_is_string(kv->kv_key)) {
		if (v8_string_print(kv->kv_key, 0, V8_STR_QUOTE |
		    V8_STR_ESCAPE) == 0) {
			mdb_color_pop();
			return;
		}
	} else if (kv->kv_key != 0 &&
	    v8_name_read(kv->kv_key, buf, sizeof (buf)) == 0) {
		mdb_printf("[");
		mdb_printf_escaped(buf, strlen(buf));
		mdb_printf("]");
		mdb_color_pop();
		return;
	}
	mdb_printf("\"");
	mdb_printf_escaped(kv->kv_name, strlen(kv->kv_name));
	mdb_printf("\"");
	mdb_color_pop();
}

static void
p_double(double d)
{
	char nb[40];

	fmt_number(d, nb, sizeof (nb));
	mdb_cprintf(strcmp(nb, "NaN") == 0 ? MDB_C_ERROR : MDB_C_NUMBER,
	    "%s", nb);
}

/*
 * Prints a list of children between open and close: one per line with a
 * trailing comma, or (inline) on one line separated by commas.
 */
static void
p_children(pctx_t *pc, kvlist_t *kl, const char *open, const char *close,
    int depth, int inl)
{
	size_t i;
	int saved_inline = pc->pc_inline;

	if (kl->kl_n == 0 && kl->kl_more == 0) {
		mdb_printf("%s%s", open, close);
		return;
	}
	if (inl)
		pc->pc_inline = 1;
	mdb_printf("%s", open);
	pc->pc_indent += PR_INDENT;
	for (i = 0; i < kl->kl_n; i++) {
		kv_t *kv = &kl->kl_ents[i];

		if (mdb_interrupted())
			break;
		if (pc->pc_inline && i > 0)
			mdb_printf(",");
		p_newline(pc);
		switch (kv->kv_kind) {
		case KV_INDEX:
			if (kv->kv_isdouble == 1)
				p_double(kv->kv_double);
			else
				p_value(pc, kv->kv_value, depth - 1);
			break;
		case KV_HOLES:
			mdb_cprintf(MDB_C_ERROR, "<%llu empty item%s>",
			    (unsigned long long)kv->kv_index,
			    kv->kv_index == 1 ? "" : "s");
			break;
		case KV_NAME:
			p_key(pc, kv);
			mdb_printf(": ");
			if (kv->kv_isdouble == -1)
				p_accessor(pc, kv->kv_value);
			else if (kv->kv_isdouble == 2)
				p_captured_stack(pc, kv->kv_key, kv->kv_value);
			else if (kv->kv_isdouble == 1)
				p_double(kv->kv_double);
			else
				p_value(pc, kv->kv_value, depth - 1);
			break;
		case KV_MAPENT:
			p_value(pc, kv->kv_key, depth - 1);
			mdb_printf(" => ");
			p_value(pc, kv->kv_value, depth - 1);
			break;
		case KV_SETENT:
			p_value(pc, kv->kv_value, depth - 1);
			break;
		}
		if (!pc->pc_inline)
			mdb_printf(",");
	}
	if (kl->kl_more > 0) {
		if (pc->pc_inline)
			mdb_printf(",");
		p_newline(pc);
		mdb_printf("... %lu more (-n 0t%lu shown)",
		    (unsigned long)kl->kl_more, (unsigned long)kl->kl_max);
		if (!pc->pc_inline)
			mdb_printf(",");
	}
	pc->pc_indent -= PR_INDENT;
	if (pc->pc_inline)
		mdb_printf(" %s", close);
	else
		mdb_printf("\n%*s%s", pc->pc_indent, "", close);
	pc->pc_inline = saved_inline;
}

/*
 * An array's elements with its holes shown as runs, as util.inspect does:
 * [ 1, <1 empty item>, 3 ].
 */
static void
kl_fill_holes(kvlist_t *kl, uint64_t length)
{
	kvlist_t out;
	uint64_t next = 0;
	size_t i;
	kv_t *kv;

	memset(&out, 0, sizeof (out));
	out.kl_max = kl->kl_max;
	for (i = 0; i <= kl->kl_n; i++) {
		uint64_t idx = i < kl->kl_n ? kl->kl_ents[i].kv_index : length;

		/* past the last element kept, the ones left out, not holes */
		if (i == kl->kl_n && kl->kl_more > 0)
			break;
		/* a run of holes is no element: never counted as left out */
		if (idx > next && out.kl_n < out.kl_max &&
		    (kv = kl_add(&out)) != NULL) {
			kv->kv_kind = KV_HOLES;
			kv->kv_index = idx - next;
		}
		if (i == kl->kl_n)
			break;
		if ((kv = kl_add(&out)) != NULL)
			*kv = kl->kl_ents[i];
		next = idx + 1;
	}
	out.kl_more += kl->kl_more;
	*kl = out;
}

/* A list of indexed elements prints inline when short and primitive. */
static int
kl_inline(const kvlist_t *kl)
{
	size_t i, width = 0;

	if (kl->kl_more > 0 || kl->kl_n > 16)
		return (0);
	for (i = 0; i < kl->kl_n; i++) {
		const kv_t *kv = &kl->kl_ents[i];
		size_t len;

		if (kv->kv_kind == KV_NAME)
			return (0);
		if (kv->kv_kind == KV_HOLES) {
			width += 16;
			continue;
		}
		if (kv->kv_kind == KV_MAPENT && !is_primitive(kv->kv_key))
			return (0);
		if (kv->kv_isdouble == 1) {
			width += 8;
			continue;
		}
		if (!is_primitive(kv->kv_value))
			return (0);
		if (v8_string_length(kv->kv_value, &len) == 0)
			width += len + 4;
		else
			width += 8;
	}
	return (width <= PR_INLINE_MAX);
}

/* ---- objects ---- */

/*
 * JavaScript lists own keys as indices, then strings, then symbols, each
 * in creation order; V8's descriptors interleave strings and symbols.
 */
static void
kl_symbols_last(kvlist_t *kl)
{
	kv_t *tmp;
	size_t i, n = 0;

	if (kl->kl_n == 0 ||
	    (tmp = mdb_alloc(kl->kl_n * sizeof (kv_t), UM_GC)) == NULL)
		return;
	for (i = 0; i < kl->kl_n; i++) {
		if (kl->kl_ents[i].kv_key == 0 ||
		    v8_is_string(kl->kl_ents[i].kv_key))
			tmp[n++] = kl->kl_ents[i];
	}
	for (i = 0; i < kl->kl_n; i++) {
		if (kl->kl_ents[i].kv_key != 0 &&
		    !v8_is_string(kl->kl_ents[i].kv_key))
			tmp[n++] = kl->kl_ents[i];
	}
	memcpy(kl->kl_ents, tmp, n * sizeof (kv_t));
}

static void
p_plain_object(pctx_t *pc, uintptr_t obj, int depth, int type)
{
	kvlist_t kl;
	propgather_t pg;
	int iserr = type == v8_cfg.vt_JSError || v8_obj_is_old_error(obj);
	int isarr = type == v8_cfg.vt_JSArray;

	memset(&kl, 0, sizeof (kl));
	kl.kl_max = pc->pc_maxprops;
	memset(&pg, 0, sizeof (pg));
	if (depth <= 0) {
		size_t len = 1;

		if (isarr && v8_array_length(obj, &len) == 0 && len == 0)
			mdb_printf("[]");
		else
			mdb_printf(isarr ? "[...]" : "{...}");
		return;
	}

	(void) v8_obj_elems_iter(obj, kl_elem_cb, &kl);
	/* V8 3.x: an external array's elements are numbers (a DataView) */
	if (kl.kl_n == 0 && !isarr && v8_cfg.vt_ExternalUint8Array != -1) {
		uintptr_t data;
		size_t n, i;
		int size;
		char fmt;
		kv_t *kv;

		if (v8_external_array(obj, &data, &n, &size, &fmt) == 0) {
			for (i = 0; i < n; i++) {
				double d;

				if (v8_external_array_get(data, size, fmt, i,
				    &d) != 0 || (kv = kl_add(&kl)) == NULL)
					break;
				kv->kv_kind = KV_INDEX;
				kv->kv_index = i;
				kv->kv_isdouble = 1;
				kv->kv_double = d;
			}
		}
	}
	if (isarr) {
		size_t len = 0;

		(void) v8_array_length(obj, &len);
		kl_fill_holes(&kl, len);
		p_children(pc, &kl, "[", "]", depth, kl_inline(&kl) ||
		    pc->pc_inline);
		return;
	}
	/* Named properties follow indexed ones, as in JavaScript. */
	for (size_t i = 0; i < kl.kl_n; i++) {
		char *nm = mdb_alloc(24, UM_GC);

		if (nm == NULL)
			continue;
		(void) snprintf(nm, 24, "%llu",
		    (unsigned long long)kl.kl_ents[i].kv_index);
		kl.kl_ents[i].kv_kind = KV_NAME;
		kl.kl_ents[i].kv_name = nm;
	}
	pg.pg_list = &kl;
	pg.pg_error = iserr;
	(void) v8_obj_props_iter(obj, kl_prop_cb, &pg);
	kl_symbols_last(&kl);
	/* native accessors whose value JavaScript sees as data */
	for (size_t i = 0; i < kl.kl_n; i++) {
		kv_t *kv = &kl.kl_ents[i];
		uintptr_t v;

		if (kv->kv_kind == KV_NAME && kv->kv_isdouble == -1 &&
		    v8_accessor_info_value(obj, kv->kv_value, &v) == 0) {
			kv->kv_value = v;
			kv->kv_isdouble = 0;
		}
	}

	if (iserr) {
		size_t i, nf;
		uintptr_t s, sv = error_stack_value(obj, &pg);
		int have = 0;
		kv_t *kv;

		/*
		 * Replace an accessor "stack" by the formatted text, or by
		 * the captured frames when nobody formatted them yet.
		 */
		for (i = 0; i < kl.kl_n; i++) {
			kv = &kl.kl_ents[i];
			if (kv->kv_kind != KV_NAME ||
			    strcmp(kv->kv_name, "stack") != 0)
				continue;
			have = 1;
			if (kv->kv_isdouble == -1 && sv != 0 &&
			    error_stack_string(sv, &s) == 0) {
				kv->kv_value = s;
				kv->kv_isdouble = 0;
			} else if (kv->kv_isdouble == -1 && sv != 0 &&
			    v8_error_stack_frames(sv, &nf) == 0) {
				kv->kv_key = obj;
				kv->kv_value = sv;
				kv->kv_isdouble = 2;
			} else if (kv->kv_isdouble != -1 &&
			    error_stack_string(kv->kv_value, &s) == 0) {
				kv->kv_value = s;
			} else if (kv->kv_isdouble == -1 &&
			    v8_error_oneshot_stack(obj, kv->kv_value,
			    &s) == 0) {
				/* V8 3.14: the accessor's closure has it */
				kv->kv_value = s;
				kv->kv_isdouble = 0;
			}
		}
		if (!have && sv != 0 && (kv = kl_add(&kl)) != NULL) {
			kv->kv_kind = KV_NAME;
			kv->kv_name = "stack";
			if (error_stack_string(sv, &s) == 0) {
				kv->kv_value = s;
			} else {
				kv->kv_key = obj;
				kv->kv_value = sv;
				kv->kv_isdouble = 2;
			}
		}
	}
	if (iserr) {
		int saved = pc->pc_errlevel;

		/* an Error object: red, its message and stack too */
		pc->pc_errlevel = pc->pc_nstack;
		mdb_color_push(MDB_C_ERROR);
		p_children(pc, &kl, "{", "}", depth, pc->pc_inline);
		mdb_color_pop();
		pc->pc_errlevel = saved;
		return;
	}
	p_children(pc, &kl, "{", "}", depth, pc->pc_inline);
}

static void
p_collection(pctx_t *pc, uintptr_t obj, int depth, int ismap)
{
	kvlist_t kl;
	char open[32];
	size_t i;

	memset(&kl, 0, sizeof (kl));
	kl.kl_max = pc->pc_maxprops;
	if (v8_collection_iter(obj, kl_entry_cb, &kl) != 0) {
		mdb_printf("%s { ", ismap ? "Map" : "Set");
		mdb_cprintf(MDB_C_ERROR, "<unreadable>");
		mdb_printf(" }");
		return;
	}
	if (!ismap) {
		for (i = 0; i < kl.kl_n; i++)
			kl.kl_ents[i].kv_kind = KV_SETENT;
	}
	(void) snprintf(open, sizeof (open), "%s(%lu) {", ismap ? "Map" : "Set",
	    (unsigned long)(kl.kl_n + kl.kl_more));
	if (depth <= 0 && kl.kl_n > 0) {
		mdb_printf("%s...}", open);
		return;
	}
	p_children(pc, &kl, open, "}", depth, kl_inline(&kl) ||
	    pc->pc_inline);
}

/*
 * V8 5.1's promise.js keeps a promise's state (a Smi) and its result
 * under the private symbols its heap names promise_status_symbol and
 * promise_value_symbol; V8 4.5's under "Promise#status" and
 * "Promise#value" (a plain JSObject there: no JS_PROMISE_TYPE).  The
 * fact promise_symbol_names picks the pair.
 */
static const char *const promise_sym_names[][2] = {
	{ "Symbol(promise_status_symbol)", "Symbol(promise_value_symbol)" },
	{ "Symbol(Promise#status)", "Symbol(Promise#value)" },
};

typedef struct promise_syms {
	uintptr_t ps_state, ps_result;
	int ps_found;
} promise_syms_t;

static int
promise_syms_cb(const v8_prop_t *p, void *arg)
{
	promise_syms_t *ps = arg;
	int k = v8_cfg.vc_promise_sym_names;

	if (!(p->vp_flags & V8_PROP_PRIVATE) ||
	    (p->vp_flags & V8_PROP_ACCESSOR) || k < 0 ||
	    k >= (int)(sizeof (promise_sym_names) /
	    sizeof (promise_sym_names[0])))
		return (0);
	if (strcmp(p->vp_name, promise_sym_names[k][0]) == 0) {
		ps->ps_state = p->vp_value;
		ps->ps_found |= 1;
	} else if (strcmp(p->vp_name, promise_sym_names[k][1]) == 0) {
		ps->ps_result = p->vp_value;
		ps->ps_found |= 2;
	}
	return (ps->ps_found == 3);
}

/*
 * A release without a promise type (V8 4.5): a JSObject is a promise
 * when it holds the status symbol, which only V8's promise code sets.
 */
static int
is_symbol_promise(uintptr_t obj)
{
	promise_syms_t ps = { 0, 0, 0 };

	if (!v8_cfg.vc_promise_in_symbols || v8_cfg.vt_JSPromise != -1)
		return (0);
	(void) v8_obj_props_iter(obj, promise_syms_cb, &ps);
	return ((ps.ps_found & 1) != 0);
}

static void
p_promise(pctx_t *pc, uintptr_t obj, int depth)
{
	uintptr_t fv, result;
	intptr_t st;

	if (v8_cfg.vc_promise_in_symbols) {
		promise_syms_t ps = { 0, 0, 0 };

		if (v8_obj_props_iter(obj, promise_syms_cb, &ps) < 0 ||
		    !(ps.ps_found & 1) || !v8_is_smi(ps.ps_state)) {
			p_red("Promise { ", "<unreadable>", " }");
			return;
		}
		st = v8_smi_value(ps.ps_state);
		if (st != v8_cfg.vc_promise_pending && !(ps.ps_found & 2)) {
			p_red("Promise { ", "<unreadable>", " }");
			return;
		}
		fv = 0;
		result = ps.ps_result;
	} else if (v8_read_tagged(obj, v8_cfg.vo_JSPromise_flags, &fv) != 0 ||
	    !v8_is_smi(fv) || v8_read_tagged(obj,
	    v8_cfg.vo_JSPromise_reactions_or_result, &result) != 0) {
		p_red("Promise { ", "<unreadable>", " }");
		return;
	} else {
		st = (v8_smi_value(fv) >> v8_cfg.vc_promise_status_shift) &
		    v8_cfg.vc_promise_status_mask;
	}
	if (st == v8_cfg.vc_promise_pending) {
		mdb_printf("Promise { <pending> }");
		return;
	}
	mdb_printf("Promise { <%s> ",
	    st == v8_cfg.vc_promise_fulfilled ? "fulfilled" :
	    st == v8_cfg.vc_promise_rejected ? "rejected" :
	    "unknown");
	p_value(pc, result, depth - 1);
	mdb_printf(" }");
}

/* The typed array's element type, from its constructor's name. */
typedef struct ta_kind {
	const char *tk_name;
	int tk_size;
	char tk_fmt;		/* u: unsigned, i: signed, f: float */
} ta_kind_t;

static const ta_kind_t ta_kinds[] = {
	{ "Uint8Array", 1, 'u' }, { "Uint8ClampedArray", 1, 'u' },
	{ "Int8Array", 1, 'i' }, { "Uint16Array", 2, 'u' },
	{ "Int16Array", 2, 'i' }, { "Uint32Array", 4, 'u' },
	{ "Int32Array", 4, 'i' }, { "Float32Array", 4, 'f' },
	{ "Float64Array", 8, 'f' }, { "BigUint64Array", 8, 'u' },
	{ "BigInt64Array", 8, 'i' }, { "Float16Array", 2, 'h' },
	{ "FastBuffer", 1, 'u' }, { "Buffer", 1, 'u' },
	{ NULL, 0, 0 }
};

static const ta_kind_t *
ta_kind(uintptr_t obj, char *cname, size_t sz)
{
	uintptr_t map, proto = obj;
	int i, j;

	(void) v8_obj_constructor_name(obj, cname, sz);
	/* Subclasses: walk up the prototype chain to a known name. */
	for (i = 0; i < 8; i++) {
		char n[V8_NAMELEN];

		(void) v8_obj_constructor_name(proto, n, sizeof (n));
		for (j = 0; ta_kinds[j].tk_name != NULL; j++) {
			if (strcmp(n, ta_kinds[j].tk_name) == 0)
				return (&ta_kinds[j]);
		}
		if (v8_obj_map(proto, &map) != 0 ||
		    v8_read_tagged(map, v8_cfg.vo_Map_prototype, &proto) != 0 ||
		    !v8_is_heapobject(proto))
			break;
	}
	return (NULL);
}

/* Where a typed array's bytes are: external_pointer + base_pointer. */
static int
ta_data(uintptr_t obj, const ta_kind_t *tk, uintptr_t *datap,
    uint64_t *lenp)
{
	uintptr_t data, len;

	if (v8_typedarray_data(obj, &data) != 0)
		return (-1);
	if (v8_cfg.vo_JSTypedArray_length >= 0) {
		if (v8_read_length(obj, v8_cfg.vo_JSTypedArray_length,
		    &len) != 0)
			return (-1);
	} else {
		/* no length field (V8 14): bytes / element size */
		if (tk->tk_size <= 0 || v8_read_length(obj,
		    v8_cfg.vo_JSArrayBufferView_byte_length, &len) != 0 ||
		    len % (uintptr_t)tk->tk_size != 0)
			return (-1);
		len /= (uintptr_t)tk->tk_size;
	}
	*datap = data;
	*lenp = len;
	return (0);
}

/*
 * Bytes as util.inspect shows them: "68 65 6c", the first pc_maxbytes
 * (-n) or dflt, then "... N more bytes"; sep goes before the first.
 * Where the core lacks them, it says so.
 */
static void
p_bytes(pctx_t *pc, uintptr_t data, uint64_t len, const char *sep,
    size_t dflt)
{
	uint8_t chunk[4096];
	size_t max = pc->pc_maxbytes != 0 ? pc->pc_maxbytes : dflt;
	uint64_t show = len < max ? len : max;
	uint64_t i = 0;

	while (i < show) {
		size_t n = show - i < sizeof (chunk) ? (size_t)(show - i) :
		    sizeof (chunk), j;

		if (mdb_vread(chunk, n, data + i) != (ssize_t)n) {
			mdb_printf("%s", i == 0 ? sep : " ");
			mdb_cprintf(MDB_C_ERROR, "<unreadable at %p>",
			    data + i);
			return;
		}
		for (j = 0; j < n; j++, i++)
			mdb_printf("%s%02x", i == 0 ? sep : " ", chunk[j]);
		if (mdb_interrupted())
			return;
	}
	if (len > show)
		mdb_printf("%s... %llu more byte%s", show == 0 ? sep : " ",
		    (unsigned long long)(len - show), len - show > 1 ? "s" : "");
}

/*
 * A Buffer of Node.js before 4: a JS object whose elements are external
 * bytes (v8_external_elements), shown as util.inspect showed it then,
 * <Buffer 68 65 ...> (<SlowBuffer ...> for 0.10's SlowBuffer).  1 if
 * printed.
 */
static int
p_external_buffer(pctx_t *pc, uintptr_t obj)
{
	char cname[V8_NAMELEN];
	uintptr_t data;
	size_t len;

	if (v8_external_elements(obj, &data, &len) != 0 ||
	    v8_obj_constructor_name(obj, cname, sizeof (cname)) != 0 ||
	    (strcmp(cname, "Buffer") != 0 && strcmp(cname, "SlowBuffer") != 0))
		return (0);
	mdb_printf("<%s", cname);
	p_bytes(pc, data, len, " ", PR_MAXBYTES);
	mdb_printf(">");
	return (1);
}

static void p_typed_values(pctx_t *, const char *, const ta_kind_t *,
    uintptr_t, uint64_t, int);

static void
p_typed_array(pctx_t *pc, uintptr_t obj, int depth)
{
	char cname[V8_NAMELEN];
	const ta_kind_t *tk = ta_kind(obj, cname, sizeof (cname));
	uintptr_t data;
	uint64_t len;

	if (tk == NULL || ta_data(obj, tk, &data, &len) != 0) {
		mdb_printf("%s { ", cname);
		mdb_cprintf(MDB_C_ERROR, "<unreadable typed array>");
		mdb_printf(" }");
		return;
	}
	p_typed_values(pc, cname, tk, data, len, depth);
}

int
v8_obj_is_typed_view(uintptr_t obj)
{
	char cname[V8_NAMELEN];
	const ta_kind_t *tk = ta_kind(obj, cname, sizeof (cname));

	return ((tk != NULL && strcmp(tk->tk_name, "Buffer") != 0 &&
	    strcmp(tk->tk_name, "FastBuffer") != 0) ||
	    strcmp(cname, "DataView") == 0);
}

/*
 * Node.js 0.10's own typed arrays and ArrayBuffers (src/v8_typed_array.cc)
 * are JS objects whose elements are an external array over the bytes:
 * shown as util.inspect shows a JSTypedArray and a JSArrayBuffer, when the
 * constructor's name and the external array's element kind agree.  1 if
 * printed.  (A DataView shows as the object JavaScript sees: its bytes
 * are its indexed properties.)
 */
static int
p_external_view(pctx_t *pc, uintptr_t obj, int depth)
{
	char cname[V8_NAMELEN];
	const ta_kind_t *tk;
	uintptr_t data;
	size_t len;
	int size;
	char fmt;

	if (v8_external_array(obj, &data, &len, &size, &fmt) != 0)
		return (0);
	tk = ta_kind(obj, cname, sizeof (cname));
	if (tk != NULL && tk->tk_size == size && tk->tk_fmt == fmt &&
	    strcmp(tk->tk_name, "Buffer") != 0 &&
	    strcmp(tk->tk_name, "FastBuffer") != 0) {
		p_typed_values(pc, cname, tk, data, len, depth);
		return (1);
	}
	if (strcmp(cname, "ArrayBuffer") == 0 && size == 1 && fmt == 'u') {
		mdb_printf("ArrayBuffer { [Uint8Contents]: <");
		p_bytes(pc, data, len, "", PR_MAXTYPED);
		mdb_printf(">, byteLength: %lu }", (unsigned long)len);
		return (1);
	}
	return (0);
}

static void
p_typed_values(pctx_t *pc, const char *cname, const ta_kind_t *tk,
    uintptr_t data, uint64_t len, int depth)
{
	uint64_t i, show;
	uint8_t bytes[PR_MAXTYPED * 8];

	if (len > ((uint64_t)1 << 40)) {
		mdb_printf("%s { ", cname);
		mdb_cprintf(MDB_C_ERROR, "<bad length>");
		mdb_printf(" }");
		return;
	}
	if (strcmp(tk->tk_name, "FastBuffer") == 0 ||
	    strcmp(tk->tk_name, "Buffer") == 0) {
		/* util.inspect's <Buffer 68 65 ...> */
		mdb_printf("<Buffer");
		p_bytes(pc, data, len, " ", PR_MAXBYTES);
		mdb_printf(">");
		return;
	}
	mdb_printf("%s(%llu) [", cname, (unsigned long long)len);
	if (len == 0) {
		mdb_printf("]");
		return;
	}
	if (depth <= 0) {
		mdb_printf("...]");
		return;
	}
	show = len < PR_MAXTYPED ? len : PR_MAXTYPED;
	if (mdb_vread(bytes, show * tk->tk_size, data) !=
	    (ssize_t)(show * tk->tk_size)) {
		mdb_printf(" ");
		mdb_cprintf(MDB_C_ERROR, "<unreadable at %p>", data);
		mdb_printf(" ]");
		return;
	}
	for (i = 0; i < show; i++) {
		const uint8_t *p = &bytes[i * tk->tk_size];
		char nb[40];

		switch (tk->tk_size * 16 + tk->tk_fmt) {
		case 1 * 16 + 'u': mdb_printf(" %u", p[0]); break;
		case 1 * 16 + 'i': mdb_printf(" %d", (int8_t)p[0]); break;
		case 2 * 16 + 'u': {
			uint16_t v; memcpy(&v, p, 2); mdb_printf(" %u", v);
			break; }
		case 2 * 16 + 'i': {
			int16_t v; memcpy(&v, p, 2); mdb_printf(" %d", v);
			break; }
		case 4 * 16 + 'u': {
			uint32_t v; memcpy(&v, p, 4); mdb_printf(" %u", v);
			break; }
		case 4 * 16 + 'i': {
			int32_t v; memcpy(&v, p, 4); mdb_printf(" %d", v);
			break; }
		case 4 * 16 + 'f': {
			float v; memcpy(&v, p, 4);
			fmt_number((double)v, nb, sizeof (nb));
			mdb_printf(" %s", nb); break; }
		case 8 * 16 + 'f': {
			double v; memcpy(&v, p, 8);
			fmt_number(v, nb, sizeof (nb));
			mdb_printf(" %s", nb); break; }
		case 8 * 16 + 'u': {
			uint64_t v; memcpy(&v, p, 8);
			mdb_printf(" %llun", (unsigned long long)v); break; }
		case 8 * 16 + 'i': {
			int64_t v; memcpy(&v, p, 8);
			mdb_printf(" %lldn", (long long)v); break; }
		default: {
			uint16_t v; memcpy(&v, p, 2);
			mdb_printf(" 0x%04x", v); break; }
		}
		mdb_printf(i + 1 < show ? "," : "");
	}
	if (len > show)
		mdb_printf(", ... %llu more items",
		    (unsigned long long)(len - show));
	mdb_printf(" ]");
}

static void
p_heapobject(pctx_t *pc, uintptr_t val, int depth)
{
	const v8_cfg_t *c = &v8_cfg;
	int type;
	char buf[V8_NAMELEN + 64];	/* "bound function " + a name */
	uintptr_t v;
	double d;

	if (v8_obj_type(val, &type) != 0) {
		mdb_cprintf(MDB_C_ERROR, "<unreadable %p>", val);
		return;
	}
	if (v8_type_is_string(type)) {
		p_string(pc, val);
		return;
	}
	if (v8_type_is_number(type)) {
		if (v8_number_value(val, &d) == 0)
			p_double(d);
		else
			mdb_cprintf(MDB_C_ERROR, "<unreadable number %p>", val);
		return;
	}
	if (type == c->vt_Oddball || (c->vt_Hole != -1 && type == c->vt_Hole)) {
		int ok = v8_oddball_kind(val);

		mdb_cprintf(ok == V8_ODD_UNDEFINED ? MDB_C_UNDEFINED :
		    ok == V8_ODD_NULL || ok == V8_ODD_TRUE ||
		    ok == V8_ODD_FALSE ? MDB_C_LITERAL : MDB_C_ERROR, "%s",
		    v8_oddball_name(ok));
		return;
	}
	if (type == c->vt_Symbol) {
		(void) v8_name_read(val, buf, sizeof (buf));
		mdb_printf_escaped(buf, strlen(buf));
		return;
	}
	if (v8_type_is_jsfunction(type)) {
		mdb_color_t fc = MDB_C_FUNCTION;

		/* V8 before 4.9: a bound function is a JSFunction */
		if (fmt_any_function(val, buf, sizeof (buf)) != 0)
			fc = MDB_C_ERROR;
		mdb_color_push(fc);
		mdb_printf_escaped(buf, strlen(buf));
		mdb_color_pop();
		return;
	}
	if (!v8_type_is_jsreceiver(type)) {
		const char *tn = v8_type_name(type);

		if (tn != NULL)
			mdb_printf("<%s %p>", tn, val);
		else
			mdb_printf("<instance type %d %p>", type, val);
		return;
	}

	if (on_stack(pc, val)) {
		mdb_printf("[Circular]");
		return;
	}
	if (pc->pc_nstack >= V8_MAX_PRINT_DEPTH + 2) {
		mdb_printf("{...}");
		return;
	}
	pc->pc_stack[pc->pc_nstack++] = val;

	if (c->vt_ExternalUint8Array != -1 && p_external_buffer(pc, val)) {
		/* a Buffer before Node.js 4 (V8 3.x): printed */
	} else if (c->vt_ExternalUint8Array != -1 &&
	    p_external_view(pc, val, depth)) {
		/* Node.js 0.10's typed arrays and ArrayBuffers: printed */
	} else if (type == c->vt_JSDate) {
		if (date_value(val, &d) == 0) {
			fmt_date(d, buf, sizeof (buf));
			mdb_printf("%s", buf);
		} else {
			mdb_cprintf(MDB_C_ERROR, "<unreadable Date>");
		}
	} else if (type == c->vt_JSRegExp) {
		uintptr_t src, fl;

		uintptr_t rd;

		if (v8_read_tagged(val, c->vo_JSRegExp_source, &src) == 0 &&
		    (c->vc_regexp_flags_data_index >= 0 ?
		    (v8_read_tagged(val, c->vo_JSRegExp_data, &rd) == 0 &&
		    v8_fixedarray_get(rd, (size_t)c->vc_regexp_flags_data_index,
		    &fl) == 0) :
		    v8_read_tagged(val, c->vo_JSRegExp_flags, &fl) == 0) &&
		    v8_is_smi(fl)) {
			fmt_regexp_flags(v8_smi_value(fl), buf, sizeof (buf));
			mdb_color_push(MDB_C_REGEXP);
			mdb_printf("/");
			if (v8_string_print(src, 0, V8_STR_ESCAPE) != 0)
				mdb_cprintf(MDB_C_ERROR, "<unreadable>");
			mdb_printf("/%s", buf);
			mdb_color_pop();
		} else {
			mdb_cprintf(MDB_C_ERROR, "<unreadable RegExp>");
		}
	} else if (type == c->vt_JSMap || type == c->vt_JSSet) {
		p_collection(pc, val, depth, type == c->vt_JSMap);
	} else if (type == c->vt_JSWeakMap || type == c->vt_JSWeakSet) {
		mdb_cprintf(MDB_C_CLASS, "%s", type == c->vt_JSWeakMap ?
		    "WeakMap" : "WeakSet");
		mdb_printf(" { ");
		mdb_cprintf(MDB_C_ERROR, "<items unknown>");
		mdb_printf(" }");
	} else if (type == c->vt_JSPromise) {
		p_promise(pc, val, depth);
	} else if (type == c->vt_JSBoundFunction) {
		uintptr_t target;

		if (v8_read_tagged(val, c->vo_JSBoundFunction_target,
		    &target) == 0 && v8_obj_type(target, &type) == 0 &&
		    v8_type_is_jsfunction(type)) {
			fmt_function(target, buf, sizeof (buf));
			mdb_color_push(MDB_C_FUNCTION);
			mdb_printf("bound ");
			mdb_printf_escaped(buf, strlen(buf));
			mdb_color_pop();
		} else {
			mdb_cprintf(MDB_C_FUNCTION, "bound function");
		}
	} else if (type == c->vt_JSTypedArray) {
		p_typed_array(pc, val, depth);
	} else if (type == c->vt_JSArrayBuffer) {
		uintptr_t data;
		size_t bl;

		/* util.inspect: ArrayBuffer { [Uint8Contents]: <..>, ... } */
		if (v8_buffer_data(val, &data, &bl) != 0) {
			mdb_printf("ArrayBuffer { ");
			mdb_cprintf(MDB_C_ERROR, "<unreadable>");
			mdb_printf(" }");
		} else if (data == 0 && bl != 0) {
			mdb_cprintf(MDB_C_ERROR, "ArrayBuffer { [Uint8Contents]: <no backing "
			    "store>, byteLength: %lu }", (unsigned long)bl);
		} else {
			mdb_printf("ArrayBuffer { [Uint8Contents]: <");
			p_bytes(pc, data, bl, "", PR_MAXTYPED);
			mdb_printf(">, byteLength: %lu }", (unsigned long)bl);
		}
	} else if (type == c->vt_JSPrimitiveWrapper) {
		char cname[V8_NAMELEN];

		(void) v8_obj_constructor_name(val, cname, sizeof (cname));
		mdb_printf("[");
		mdb_cprint_escaped(MDB_C_CLASS, cname, strlen(cname));
		mdb_printf(": ");
		if (v8_read_tagged(val, c->vo_JSPrimitiveWrapper_value,
		    &v) == 0)
			p_value(pc, v, depth - 1);
		else
			mdb_cprintf(MDB_C_ERROR, "<unreadable>");
		mdb_printf("]");
	} else if (type == c->vt_JSGlobalProxy ||
	    (type == c->vt_JSGlobalObject && pc->pc_nstack > 1)) {
		mdb_printf("[object global]");
	} else if (c->vt_JSProxy != -1 && type == c->vt_JSProxy) {
		mdb_printf("[Proxy]");
	} else if (type == c->vt_JSObject && is_symbol_promise(val)) {
		p_promise(pc, val, depth);
	} else {
		p_plain_object(pc, val, depth, type);
	}
	pc->pc_nstack--;
}

static void
p_value(pctx_t *pc, uintptr_t val, int depth)
{
	char buf[64];

	if (pc->pc_budget == 0) {
		mdb_printf("...");
		return;
	}
	if (--pc->pc_budget == 0) {
		/* the cap is reached here: said once, where it happened */
		mdb_printf("... (::jsprint prints at most %d values at once)",
		    V8_PRINT_MAXVALUES);
		return;
	}
	if (v8_is_smi(val)) {
		(void) snprintf(buf, sizeof (buf), "%ld", (long)v8_smi_value(val));
		mdb_cprintf(MDB_C_NUMBER, "%s", buf);
		return;
	}
	if (v8_is_weak(val) || v8_is_cleared(val)) {
		mdb_printf("<weak %p>", val);
		return;
	}
	/* a variable V8 14.6 keeps in a ContextCell: its value */
	{
		uintptr_t inner;
		double d;
		int isd, rv;

		if ((rv = v8_context_cell(val, &inner, &isd, &d)) == 0) {
			if (isd)
				p_double(d);
			else
				p_value(pc, inner, depth);
			return;
		}
		if (rv < 0) {
			mdb_cprintf(MDB_C_ERROR, "<ContextCell %p: its state is "
			    "not one jsmdb decodes>", val);
			return;
		}
	}
	p_addr(pc, val);
	p_heapobject(pc, val, depth);
}

int
v8_print_value(uintptr_t val, int depth, uint_t flags)
{
	return (v8_print_value_ext(val, depth, flags, NULL));
}

/*
 * v8_print_value with the rest of ::jsprint's knobs: po_indent, for a
 * value printed after a label that is itself indented (::jsclosure's
 * variables: nested lines, and the closing brackets, start indent
 * columns further in); po_maxprops, the entries shown per object (0:
 * V8_PRINT_MAXPROPS); po_maxstr, the characters shown of a string (0:
 * all).
 */
int
v8_print_value_ext(uintptr_t val, int depth, uint_t flags,
    const v8_print_opts_t *opts)
{
	static const v8_print_opts_t dflt;
	int indent;
	pctx_t pc;

	if (opts == NULL)
		opts = &dflt;
	indent = opts->po_indent;

	if (!v8_is_valid_smi(val) && !v8_obj_valid(v8_strong(val))) {
		mdb_warn("%lx: not a heap object / failed to read",
		    (unsigned long)val);
		return (-1);
	}
	memset(&pc, 0, sizeof (pc));
	pc.pc_flags = flags;
	pc.pc_indent = indent > 0 && indent < 256 ? indent : 0;
	pc.pc_budget = V8_PRINT_MAXVALUES;
	pc.pc_maxprops = opts->po_maxprops == 0 ? PR_MAXPROPS :
	    opts->po_maxprops;
	pc.pc_maxstr = opts->po_maxstr;
	pc.pc_maxbytes = opts->po_maxbytes;
	if (pc.pc_maxprops > V8_PRINT_MAXVALUES)
		pc.pc_maxprops = V8_PRINT_MAXVALUES;
	if (depth > V8_MAX_PRINT_DEPTH)
		depth = V8_MAX_PRINT_DEPTH;
	/* short: on one line, to the depth asked (::jsprint -s: 1) */
	if (flags & V8_PRINT_BRIEF)
		pc.pc_inline = 1;
	p_value(&pc, val, depth);
	return (0);
}

/* ---- one-line summaries ---- */

const char *
v8_value_kind(uintptr_t val)
{
	const v8_cfg_t *c = &v8_cfg;
	int type;

	if (v8_is_smi(val))
		return ("number");
	if (v8_obj_type(val, &type) != 0)
		return ("unknown");
	if (v8_type_is_string(type))
		return ("string");
	if (v8_type_is_number(type))
		return ("number");
	if (type == c->vt_Oddball) {
		switch (v8_oddball_kind(val)) {
		case V8_ODD_TRUE:
		case V8_ODD_FALSE:	return ("boolean");
		case V8_ODD_NULL:	return ("null");
		case V8_ODD_UNDEFINED:	return ("undefined");
		default:		return ("oddball");
		}
	}
	if (c->vt_Hole != -1 && type == c->vt_Hole)
		return ("hole");
	if (type == c->vt_Symbol)
		return ("symbol");
	if (v8_type_is_jsfunction(type) || type == c->vt_JSBoundFunction)
		return ("function");
	if (type == c->vt_JSArray)
		return ("Array");
	if (type == c->vt_JSDate)
		return ("Date");
	if (type == c->vt_JSRegExp)
		return ("RegExp");
	if (type == c->vt_JSError)
		return ("Error");
	if (type == c->vt_JSMap)
		return ("Map");
	if (type == c->vt_JSSet)
		return ("Set");
	if (type == c->vt_JSPromise)
		return ("Promise");
	if (type == c->vt_JSTypedArray)
		return ("TypedArray");
	if (type == c->vt_JSArrayBuffer)
		return ("ArrayBuffer");
	if (v8_type_is_jsreceiver(type))
		return ("object");
	return ("internal");
}

int
v8_value_summary(uintptr_t val, char *buf, size_t bufsz)
{
	const v8_cfg_t *c = &v8_cfg;
	int type;
	double d;

	if (bufsz == 0)
		return (-1);
	buf[0] = '\0';
	if (v8_is_smi(val)) {
		(void) snprintf(buf, bufsz, "%ld", (long)v8_smi_value(val));
		return (0);
	}
	if (v8_obj_type(val, &type) != 0) {
		(void) snprintf(buf, bufsz, "<unreadable %lx>",
		    (unsigned long)val);
		return (-1);
	}
	if (v8_type_is_string(type))
		return (v8_string_read(val, buf, bufsz, 60, V8_STR_QUOTE |
		    V8_STR_ESCAPE, NULL));
	if (v8_type_is_number(type) && v8_number_value(val, &d) == 0) {
		fmt_number(d, buf, bufsz);
		return (0);
	}
	if (type == c->vt_Oddball || (c->vt_Hole != -1 && type == c->vt_Hole)) {
		(void) snprintf(buf, bufsz, "%s",
		    v8_oddball_name(v8_oddball_kind(val)));
		return (0);
	}
	if (type == c->vt_Symbol)
		return (v8_name_read(val, buf, bufsz));
	if (v8_type_is_jsfunction(type) ||
	    (c->vt_JSBoundFunction != -1 && type == c->vt_JSBoundFunction)) {
		fmt_any_function(val, buf, bufsz);
		return (0);
	}
	if (type == c->vt_JSArray) {
		size_t len = 0;

		(void) v8_array_length(val, &len);
		(void) snprintf(buf, bufsz, len == 0 ? "[]" : "[...]");
		return (0);
	}
	if (type == c->vt_JSDate && date_value(val, &d) == 0) {
		fmt_date(d, buf, bufsz);
		return (0);
	}
	if (v8_type_is_jsreceiver(type)) {
		(void) snprintf(buf, bufsz, "{...}");
		return (0);
	}
	(void) snprintf(buf, bufsz, "<%s>", v8_type_name(type) != NULL ?
	    v8_type_name(type) : "internal");
	return (0);
}
