/*
 * jsprint.c: the value printer behind ::jsprint, written once over the
 * engine's value ops (engine_value.h).  Prints a value as JavaScript-ish
 * text in mdb_v8's shapes:
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
 * their first elements.  A kind the engine does not decode yet prints as
 * "<Date: not decoded for ENGINE>", in red.  Output streams through
 * mdb_printf.
 *
 * Also here: js_print_value, js_value_summary and js_value_kind (the
 * other dcmds' way to show a value), number and date formatting, and
 * js_print_json, ::jsprint's JSON form (the same tree, as records).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "engine_value.h"

#define	PR_INDENT	4
#define	PR_MAXBYTES	50	/* bytes shown of a Buffer (util.inspect's
				   INSPECT_MAX_BYTES) */
#define	PR_MAXTYPED	100	/* elements of a typed array, bytes of an
				   ArrayBuffer (its maxArrayLength) */
#define	PR_INLINE_MAX	72	/* an array of primitives fits on one line */

typedef struct pctx {
	const js_engine_t *pc_je;
	const js_value_ops_t *pc_vo;
	uint_t pc_flags;
	int pc_indent;
	int pc_inline;		/* no newlines (brief, or inline arrays) */
	int pc_nstack;
	int pc_errlevel;	/* pc_nstack of the Error object being printed:
				   its strings are coloured as the error */
	jsval_t pc_stack[JS_PRINT_MAXDEPTH + 4];
	size_t pc_budget;	/* values left to print in this call */
	size_t pc_maxprops;	/* entries shown per object (-n) */
	size_t pc_maxstr;	/* characters shown per string (-N; 0 all) */
	size_t pc_maxbytes;	/* bytes shown of a Buffer / ArrayBuffer */
	int pc_propval;		/* the value printed next is a property's:
				   undefined there is shown as exceptional */
} pctx_t;

static void p_value(pctx_t *, jsval_t, int);

static const char *const kind_names[JS_K_NKINDS] = {
	[JS_K_UNDECODED] = "undecoded",
	[JS_K_UNDEFINED] = "undefined",
	[JS_K_NULL] = "null",
	[JS_K_TRUE] = "boolean",
	[JS_K_FALSE] = "boolean",
	[JS_K_HOLE] = "hole",
	[JS_K_ODDBALL] = "oddball",
	[JS_K_INT] = "number",
	[JS_K_DOUBLE] = "number",
	[JS_K_STRING] = "string",
	[JS_K_SYMBOL] = "symbol",
	[JS_K_BIGINT] = "BigInt",
	[JS_K_FUNCTION] = "function",
	[JS_K_BOUND_FUNCTION] = "function",
	[JS_K_OBJECT] = "object",
	[JS_K_ARRAY] = "Array",
	[JS_K_ERROR] = "Error",
	[JS_K_DATE] = "Date",
	[JS_K_REGEXP] = "RegExp",
	[JS_K_MAP] = "Map",
	[JS_K_SET] = "Set",
	[JS_K_WEAKMAP] = "WeakMap",
	[JS_K_WEAKSET] = "WeakSet",
	[JS_K_PROMISE] = "Promise",
	[JS_K_TYPED_ARRAY] = "TypedArray",
	[JS_K_ARRAYBUFFER] = "ArrayBuffer",
	[JS_K_WRAPPER] = "object",
	[JS_K_GLOBAL] = "object",
	[JS_K_PROXY] = "Proxy",
	[JS_K_INTERNAL] = "internal",
};

const char *
js_kind_name(js_kind_t k)
{
	return ((uint_t)k < JS_K_NKINDS && kind_names[k] != NULL ?
	    kind_names[k] : "undecoded");
}

/* Is k an object kind: one nesting, [Circular] can apply? */
static int
kind_is_object(js_kind_t k)
{
	return (k >= JS_K_OBJECT && k <= JS_K_PROXY);
}

/* before, then what in red, then after */
static void
p_red(const char *before, const char *what, const char *after)
{
	mdb_printf("%s", before);
	mdb_cprintf(MDB_C_ERROR, "%s", what);
	mdb_printf("%s", after);
}

/*
 * What the engine does not decode: "<Date: not decoded for SpiderMonkey
 * 102.15.1>", in red; said, never guessed.
 */
static void
engine_label(const js_engine_t *je, char *eng, size_t sz)
{
	char *p;

	if (je->je_describe == NULL || je->je_describe(eng, sz) != 0)
		(void) snprintf(eng, sz, "%s", je->je_name);
	if ((p = strstr(eng, " (")) != NULL)
		*p = '\0';
}

static void
p_not_decoded(pctx_t *pc, const char *what)
{
	char eng[128];

	engine_label(pc->pc_je, eng, sizeof (eng));
	mdb_color_push(MDB_C_ERROR);
	mdb_printf("<%s: not decoded for ", what);
	mdb_printf_escaped(eng, strlen(eng));
	mdb_printf(">");
	mdb_color_pop();
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
p_addr(pctx_t *pc, const js_kindinfo_t *ki)
{
	if ((pc->pc_flags & JS_PRINT_ADDRS) && ki->ki_addr != 0) {
		mdb_cprintf(MDB_C_ADDR, "%p", ki->ki_addr);
		mdb_printf(": ");
	}
}

static int
on_stack(pctx_t *pc, jsval_t val)
{
	int i;

	for (i = 0; i < pc->pc_nstack; i++) {
		if (pc->pc_stack[i] == val)
			return (1);
	}
	return (0);
}

/* ---- numbers and dates ---- */

/*
 * Number.prototype.toString() (ECMA-262 Number::toString): the shortest
 * digit string that reads back as d, placed by the position of the
 * decimal point n: plain for -6 < n <= 21, else exponential.  -0 prints
 * as "-0" (as util.inspect does) since a debugger should not hide it.
 */
void
js_format_double(double d, char *buf, size_t bufsz)
{
	char tmp[40], digits[24];
	int prec, k, n, e, i;
	char *p;
	size_t o = 0;

	if (bufsz == 0)
		return;
	if (isnan(d)) {
		(void) snprintf(buf, bufsz, "NaN");
		return;
	}
	if (isinf(d)) {
		(void) snprintf(buf, bufsz, d < 0 ? "-Infinity" : "Infinity");
		return;
	}
	if (d == 0) {
		(void) snprintf(buf, bufsz, signbit(d) ? "-0" : "0");
		return;
	}

	for (prec = 1; prec <= 17; prec++) {
		(void) snprintf(tmp, sizeof (tmp), "%.*e", prec - 1, d);
		if (strtod(tmp, NULL) == d)
			break;
	}
	/* tmp is "-d.ddde+XX": collect digits and exponent */
	p = tmp;
	if (*p == '-') {
		buf[o++] = '-';
		p++;
	}
	k = 0;
	for (; *p != '\0' && *p != 'e'; p++) {
		if (*p >= '0' && *p <= '9' && k < (int)sizeof (digits) - 1)
			digits[k++] = *p;
	}
	digits[k] = '\0';
	e = *p == 'e' ? atoi(p + 1) : 0;
	/* drop trailing zeros: "1.000e+21" has k = 1 */
	while (k > 1 && digits[k - 1] == '0')
		digits[--k] = '\0';
	n = e + 1;

#define	PUT(c)	do { if (o + 1 < bufsz) buf[o++] = (c); } while (0)
	if (k <= n && n <= 21) {
		for (i = 0; i < k; i++)
			PUT(digits[i]);
		for (i = 0; i < n - k; i++)
			PUT('0');
	} else if (0 < n && n <= 21) {
		for (i = 0; i < n; i++)
			PUT(digits[i]);
		PUT('.');
		for (i = n; i < k; i++)
			PUT(digits[i]);
	} else if (-6 < n && n <= 0) {
		PUT('0');
		PUT('.');
		for (i = 0; i < -n; i++)
			PUT('0');
		for (i = 0; i < k; i++)
			PUT(digits[i]);
	} else {
		char ebuf[16];

		PUT(digits[0]);
		if (k > 1) {
			PUT('.');
			for (i = 1; i < k; i++)
				PUT(digits[i]);
		}
		PUT('e');
		PUT(n - 1 < 0 ? '-' : '+');
		(void) snprintf(ebuf, sizeof (ebuf), "%d", abs(n - 1));
		for (i = 0; ebuf[i] != '\0'; i++)
			PUT(ebuf[i]);
	}
#undef PUT
	buf[o] = '\0';
}

/*
 * Date.prototype.toISOString(): days-from-civil inverse (Howard
 * Hinnant's algorithm); years outside 0..9999 get a sign and six digits.
 */
void
js_format_date(double ms, char *buf, size_t sz)
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
p_double(double d)
{
	char nb[40];

	js_format_double(d, nb, sizeof (nb));
	mdb_cprintf(strcmp(nb, "NaN") == 0 ? MDB_C_ERROR : MDB_C_NUMBER,
	    "%s", nb);
}

/* ---- functions ---- */

/* "function foo", "function <anonymous> (as foo)" */
static void
fmt_function(const js_value_ops_t *vo, jsval_t fn, char *buf, size_t sz)
{
	js_fname_t fname;

	if (vo->vo_func_name == NULL) {
		(void) snprintf(buf, sz, "function <name not decoded>");
		return;
	}
	memset(&fname, 0, sizeof (fname));
	if (vo->vo_func_name(fn, &fname) != 0)
		fname.fn_kind = JS_FN_UNREADABLE;
	switch (fname.fn_kind) {
	case JS_FN_NAMED:
		(void) snprintf(buf, sz, "function %s", fname.fn_name);
		break;
	case JS_FN_ANONYMOUS:
		(void) snprintf(buf, sz, "function <anonymous>");
		break;
	case JS_FN_INFERRED:
		(void) snprintf(buf, sz, "function <anonymous> (as %s)",
		    fname.fn_name);
		break;
	default:
		(void) snprintf(buf, sz, "function <unreadable name: %s>",
		    fname.fn_name[0] != '\0' ? fname.fn_name : "not read");
		break;
	}
}

/*
 * A function as ::jsprint names it: "function foo", or for a bound
 * function "bound function foo", after its target.  -1 when the target
 * could not be read (said in buf).
 */
#define	PR_MAXBOUND	8	/* bound functions of bound functions */

/* appends s to buf (of sz bytes), cut to fit, as strlcat */
static void
buf_cat(char *buf, const char *s, size_t sz)
{
	size_t len = strlen(buf);

	if (len + 1 < sz)
		(void) snprintf(buf + len, sz - len, "%s", s);
}

static int
fmt_any_function(const js_value_ops_t *vo, const js_kindinfo_t *ki,
    char *buf, size_t sz)
{
	char tb[JS_NAMELEN + 16];
	js_kindinfo_t tk;
	jsval_t target;
	int i;

	if (ki->ki_kind != JS_K_BOUND_FUNCTION) {
		fmt_function(vo, ki->ki_val, buf, sz);
		return (0);
	}
	/* "bound bound function f" for a bound function's bound function */
	(void) snprintf(buf, sz, "bound ");
	target = ki->ki_val;
	for (i = 0; i < PR_MAXBOUND; i++) {
		if (vo->vo_bound_target == NULL ||
		    vo->vo_bound_target(target, &target) != 0)
			break;
		vo->vo_kind(target, &tk);
		if (tk.ki_kind == JS_K_BOUND_FUNCTION) {
			buf_cat(buf, "bound ", sz);
			continue;
		}
		fmt_function(vo, target, tb, sizeof (tb));
		buf_cat(buf, tb, sz);
		return (0);
	}
	buf_cat(buf, "function <target unreadable>", sz);
	return (-1);
}

/* Is this value printed as one short token (no nesting)? */
static int
is_primitive(pctx_t *pc, jsval_t val)
{
	js_kindinfo_t ki;
	size_t len;

	pc->pc_vo->vo_kind(val, &ki);
	switch (ki.ki_kind) {
	case JS_K_STRING:
		return (pc->pc_vo->vo_string_length != NULL &&
		    pc->pc_vo->vo_string_length(ki.ki_val, &len) == 0 &&
		    len <= 40);
	case JS_K_UNDECODED: case JS_K_UNDEFINED: case JS_K_NULL:
	case JS_K_TRUE: case JS_K_FALSE: case JS_K_HOLE: case JS_K_ODDBALL:
	case JS_K_INT: case JS_K_DOUBLE: case JS_K_SYMBOL:
		return (1);
	default:
		return (0);
	}
}

/* ---- strings ---- */

/* Strings print in full, whatever their length (or to -N), quoted. */
static void
p_string(pctx_t *pc, jsval_t str)
{
	char why[192];
	int rv;

	if (pc->pc_vo->vo_string_print == NULL) {
		p_not_decoded(pc, "string");
		return;
	}
	why[0] = '\0';
	mdb_color_push(pc->pc_errlevel != 0 &&
	    pc->pc_errlevel == pc->pc_nstack ? MDB_C_ERROR : MDB_C_STRING);
	rv = pc->pc_vo->vo_string_print(str, pc->pc_maxstr, JS_STR_QUOTE |
	    JS_STR_ESCAPE, why, sizeof (why));
	mdb_color_pop();
	if (rv != 0) {
		mdb_color_push(MDB_C_ERROR);
		mdb_printf("<");
		mdb_printf_escaped(why, strlen(why));
		mdb_printf(">");
		mdb_color_pop();
	}
}

/* ---- collections of children ---- */

typedef struct kv {
	int kv_kind;		/* KV_INDEX, KV_NAME, KV_MAPENT, KV_SETENT */
	uint64_t kv_index;
	const char *kv_name;
	uint_t kv_flags;	/* JS_PROP_*, and for elements KV_DOUBLE */
	double kv_double;
	jsval_t kv_key;
	jsval_t kv_value;
	jsval_t kv_holder;	/* JS_PROP_STACK: the error */
	const char *kv_why;
} kv_t;

#define	KV_INDEX	0
#define	KV_NAME		1
#define	KV_MAPENT	2
#define	KV_SETENT	3
#define	KV_HOLES	4	/* kv_index: how many holes in a row */
#define	KV_UNDECODED	5	/* kv_why: what could not be decoded */

typedef struct kvlist {
	kv_t *kl_ents;
	size_t kl_n;
	size_t kl_cap;
	size_t kl_more;		/* entries left out past the cap */
	size_t kl_max;		/* the cap: entries kept */
	int kl_error;
	jsval_t kl_holder;
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

/* A marker entry: "<what: why>" where the elements would be. */
static void
kl_add_undecoded(kvlist_t *kl, const char *why)
{
	kv_t *kv;
	char *s;

	if ((kv = kl_add(kl)) == NULL)
		return;
	if ((s = mdb_alloc(strlen(why) + 1, UM_GC)) == NULL) {
		kl->kl_n--;
		return;
	}
	(void) strcpy(s, why);
	kv->kv_kind = KV_UNDECODED;
	kv->kv_why = s;
}

static int
kl_elem_cb(const js_elem_t *e, void *arg)
{
	kv_t *kv;

	if ((kv = kl_add(arg)) == NULL)
		return (0);
	kv->kv_kind = KV_INDEX;
	kv->kv_index = e->el_index;
	kv->kv_value = e->el_value;
	if (e->el_isdouble) {
		kv->kv_flags = JS_PROP_DOUBLE;
		kv->kv_double = e->el_double;
	}
	return (0);
}

static int
kl_prop_cb(const js_prop_t *p, void *arg)
{
	kvlist_t *kl = arg;
	kv_t *kv;
	char *name;
	size_t len;

	if ((kv = kl_add(kl)) == NULL)
		return (0);
	len = strlen(p->jp_name) + 1;
	if ((name = mdb_alloc(len, UM_GC)) == NULL) {
		kl->kl_n--;
		return (0);
	}
	memcpy(name, p->jp_name, len);
	kv->kv_kind = KV_NAME;
	kv->kv_name = name;
	kv->kv_key = p->jp_key;
	kv->kv_value = p->jp_value;
	kv->kv_flags = p->jp_flags;
	kv->kv_double = p->jp_double;
	kv->kv_holder = kl->kl_holder;
	if (p->jp_flags & JS_PROP_UNDECODED) {
		const char *w = p->jp_why != NULL ? p->jp_why : "not decoded";

		if ((name = mdb_alloc(strlen(w) + 1, UM_GC)) == NULL) {
			kl->kl_n--;
			return (0);
		}
		(void) strcpy(name, w);
		kv->kv_why = name;
	}
	return (0);
}

static int
kl_entry_cb(jsval_t key, jsval_t value, void *arg)
{
	kv_t *kv;

	if ((kv = kl_add(arg)) == NULL)
		return (0);
	kv->kv_kind = KV_MAPENT;
	kv->kv_key = key;
	kv->kv_value = value;
	return (0);
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
 * A captured stack nobody formatted yet, as the engine would format it:
 * marked, so it is not taken for a string the error holds.
 */
static void
p_captured_stack(pctx_t *pc, jsval_t err, jsval_t v)
{
	size_t sz = 64 * 1024;
	char *buf;
	int trunc = 0;

	if (pc->pc_vo->vo_stack_text == NULL ||
	    (buf = mdb_alloc(sz, UM_GC)) == NULL ||
	    pc->pc_vo->vo_stack_text(err, v, buf, sz, &trunc) != 0) {
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
}

/* Prints the accessor marker for a property implemented by getters. */
static void
p_accessor(pctx_t *pc, jsval_t val)
{
	js_acckind_t ak;

	if (pc->pc_vo->vo_accessor == NULL) {
		p_not_decoded(pc, "accessor");
		return;
	}
	if (pc->pc_vo->vo_accessor(val, &ak) != 0) {
		mdb_cprintf(MDB_C_ERROR, "<accessor %p: not decoded>", val);
		return;
	}
	switch (ak) {
	case JS_ACC_NATIVE:
		/*
		 * A native accessor whose getter jsmdb does not evaluate:
		 * what JavaScript sees is its C++ getter's result, not
		 * decoded here; it is no getter/setter pair.
		 */
		mdb_cprintf(MDB_C_ERROR, "<native accessor %p: value not "
		    "decoded>", val);
		break;
	case JS_ACC_BOTH:
		mdb_printf("[Getter/Setter]");
		break;
	case JS_ACC_SETTER:
		mdb_printf("[Setter]");
		break;
	default:
		mdb_printf("[Getter]");
		break;
	}
}

/* Prints a property key: "name" (escaped), or [Symbol(desc)]. */
static void
p_key(pctx_t *pc, const kv_t *kv)
{
	const js_value_ops_t *vo = pc->pc_vo;
	char buf[512];

	mdb_color_push(MDB_C_PROPERTY);
	if ((kv->kv_flags & JS_PROP_KEYSTR) && vo->vo_string_print != NULL) {
		if (vo->vo_string_print(kv->kv_key, 0, JS_STR_QUOTE |
		    JS_STR_ESCAPE, NULL, 0) == 0) {
			mdb_color_pop();
			return;
		}
	} else if ((kv->kv_flags & JS_PROP_KEYSYM) &&
	    vo->vo_symbol_text != NULL &&
	    vo->vo_symbol_text(kv->kv_key, buf, sizeof (buf)) == 0) {
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
p_undecoded(const char *why)
{
	mdb_color_push(MDB_C_ERROR);
	mdb_printf("<");
	mdb_printf_escaped(why, strlen(why));
	mdb_printf(">");
	mdb_color_pop();
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
			if (kv->kv_flags & JS_PROP_DOUBLE)
				p_double(kv->kv_double);
			else
				p_value(pc, kv->kv_value, depth - 1);
			break;
		case KV_HOLES:
			mdb_cprintf(MDB_C_ERROR, "<%llu empty item%s>",
			    (unsigned long long)kv->kv_index,
			    kv->kv_index == 1 ? "" : "s");
			break;
		case KV_UNDECODED:
			p_undecoded(kv->kv_why);
			break;
		case KV_NAME:
			p_key(pc, kv);
			mdb_printf(": ");
			if (kv->kv_flags & JS_PROP_UNDECODED)
				p_undecoded(kv->kv_why);
			else if (kv->kv_flags & JS_PROP_ACCESSOR)
				p_accessor(pc, kv->kv_value);
			else if (kv->kv_flags & JS_PROP_STACK)
				p_captured_stack(pc, kv->kv_holder,
				    kv->kv_value);
			else if (kv->kv_flags & JS_PROP_DOUBLE)
				p_double(kv->kv_double);
			else {
				pc->pc_propval = 1;
				p_value(pc, kv->kv_value, depth - 1);
			}
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
kl_inline(pctx_t *pc, const kvlist_t *kl)
{
	size_t i, width = 0;

	if (kl->kl_more > 0 || kl->kl_n > 16)
		return (0);
	for (i = 0; i < kl->kl_n; i++) {
		const kv_t *kv = &kl->kl_ents[i];
		js_kindinfo_t ki;
		size_t len;

		if (kv->kv_kind == KV_NAME || kv->kv_kind == KV_UNDECODED)
			return (0);
		if (kv->kv_kind == KV_HOLES) {
			width += 16;
			continue;
		}
		if (kv->kv_kind == KV_MAPENT && !is_primitive(pc, kv->kv_key))
			return (0);
		if (kv->kv_flags & JS_PROP_DOUBLE) {
			width += 8;
			continue;
		}
		if (!is_primitive(pc, kv->kv_value))
			return (0);
		pc->pc_vo->vo_kind(kv->kv_value, &ki);
		if (ki.ki_kind == JS_K_STRING &&
		    pc->pc_vo->vo_string_length(ki.ki_val, &len) == 0)
			width += len + 4;
		else
			width += 8;
	}
	return (width <= PR_INLINE_MAX);
}

/* ---- objects ---- */

/*
 * JavaScript lists own keys as indices, then strings, then symbols, each
 * in creation order; engines keep strings and symbols interleaved.  Of
 * the entries kept, symbols go after the others, and what the engine
 * shows without its being an own property (JS_PROP_SYNTH) last.
 */
static void
kl_symbols_last(kvlist_t *kl)
{
	kv_t *tmp;
	size_t i, n = 0;
	int pass;

	if (kl->kl_n == 0 ||
	    (tmp = mdb_alloc(kl->kl_n * sizeof (kv_t), UM_GC)) == NULL)
		return;
	for (pass = 0; pass < 3; pass++) {
		for (i = 0; i < kl->kl_n; i++) {
			uint_t f = kl->kl_ents[i].kv_flags;
			int p = (f & JS_PROP_SYNTH) ? 2 :
			    (f & JS_PROP_KEYSYM) ? 1 : 0;

			if (p == pass)
				tmp[n++] = kl->kl_ents[i];
		}
	}
	memcpy(kl->kl_ents, tmp, n * sizeof (kv_t));
}

/* The elements into kl; where not decoded, a marker entry says so. */
static void
kl_elems(pctx_t *pc, kvlist_t *kl, jsval_t obj)
{
	char why[192];

	if (pc->pc_vo->vo_elems_iter == NULL) {
		char eng[128];

		engine_label(pc->pc_je, eng, sizeof (eng));
		(void) snprintf(why, sizeof (why), "elements: not decoded for "
		    "%s", eng);
		kl_add_undecoded(kl, why);
		return;
	}
	why[0] = '\0';
	if (pc->pc_vo->vo_elems_iter(obj, kl_elem_cb, kl, why,
	    sizeof (why)) < 0 && why[0] != '\0')
		kl_add_undecoded(kl, why);
}

static void
p_plain_object(pctx_t *pc, const js_kindinfo_t *ki, int depth)
{
	const js_value_ops_t *vo = pc->pc_vo;
	jsval_t obj = ki->ki_val;
	kvlist_t kl;
	int iserr = ki->ki_kind == JS_K_ERROR;
	int isarr = ki->ki_kind == JS_K_ARRAY;
	char why[192];

	memset(&kl, 0, sizeof (kl));
	kl.kl_max = pc->pc_maxprops;
	kl.kl_holder = obj;
	if (depth <= 0) {
		uint64_t len = 1;

		if (isarr && vo->vo_array_length != NULL &&
		    vo->vo_array_length(obj, &len) == 0 && len == 0)
			mdb_printf("[]");
		else
			mdb_printf(isarr ? "[...]" : "{...}");
		return;
	}

	kl_elems(pc, &kl, obj);
	if (isarr) {
		uint64_t len = 0;

		if (vo->vo_array_length == NULL ||
		    vo->vo_array_length(obj, &len) != 0) {
			len = 0;
			if (kl.kl_n > 0 && kl.kl_ents[kl.kl_n - 1].kv_kind ==
			    KV_INDEX)
				len = kl.kl_ents[kl.kl_n - 1].kv_index + 1;
		}
		if (kl.kl_n == 0 || kl.kl_ents[0].kv_kind != KV_UNDECODED)
			kl_fill_holes(&kl, len);
		p_children(pc, &kl, "[", "]", depth, kl_inline(pc, &kl) ||
		    pc->pc_inline);
		return;
	}
	/* Named properties follow indexed ones, as in JavaScript. */
	for (size_t i = 0; i < kl.kl_n; i++) {
		char *nm;

		if (kl.kl_ents[i].kv_kind != KV_INDEX ||
		    (nm = mdb_alloc(24, UM_GC)) == NULL)
			continue;
		(void) snprintf(nm, 24, "%llu",
		    (unsigned long long)kl.kl_ents[i].kv_index);
		kl.kl_ents[i].kv_kind = KV_NAME;
		kl.kl_ents[i].kv_name = nm;
	}
	why[0] = '\0';
	if (vo->vo_props_iter == NULL)
		kl_add_undecoded(&kl, "properties: not decoded for this "
		    "engine yet");
	else if (vo->vo_props_iter(obj, JS_PI_SHOWN, kl_prop_cb, &kl, why,
	    sizeof (why)) < 0 && why[0] != '\0')
		kl_add_undecoded(&kl, why);
	kl_symbols_last(&kl);

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
p_collection(pctx_t *pc, const js_kindinfo_t *ki, int depth)
{
	int weak = ki->ki_kind == JS_K_WEAKMAP || ki->ki_kind == JS_K_WEAKSET;
	int ismap = ki->ki_kind == JS_K_MAP || ki->ki_kind == JS_K_WEAKMAP;
	int (*iter)(jsval_t, js_entry_f *, void *) = weak ?
	    pc->pc_vo->vo_weak_entries_iter : pc->pc_vo->vo_entries_iter;
	const char *cname = weak ? (ismap ? "WeakMap" : "WeakSet") :
	    (ismap ? "Map" : "Set");
	kvlist_t kl;
	char open[32];
	size_t i;

	if (iter == NULL) {
		p_not_decoded(pc, cname);
		return;
	}
	memset(&kl, 0, sizeof (kl));
	kl.kl_max = pc->pc_maxprops;
	if (iter(ki->ki_val, kl_entry_cb, &kl) != 0) {
		mdb_printf("%s { ", cname);
		mdb_cprintf(MDB_C_ERROR, "<unreadable>");
		mdb_printf(" }");
		return;
	}
	if (!ismap) {
		for (i = 0; i < kl.kl_n; i++)
			kl.kl_ents[i].kv_kind = KV_SETENT;
	}
	(void) snprintf(open, sizeof (open), "%s(%lu) {", cname,
	    (unsigned long)(kl.kl_n + kl.kl_more));
	if (depth <= 0 && kl.kl_n > 0) {
		mdb_printf("%s...}", open);
		return;
	}
	p_children(pc, &kl, open, "}", depth, kl_inline(pc, &kl) ||
	    pc->pc_inline);
}

static void
p_promise(pctx_t *pc, const js_kindinfo_t *ki, int depth)
{
	js_pstate_t st;
	jsval_t result;

	if (pc->pc_vo->vo_promise == NULL) {
		p_not_decoded(pc, "Promise");
		return;
	}
	if (pc->pc_vo->vo_promise(ki->ki_val, &st, &result) != 0) {
		p_red("Promise { ", "<unreadable>", " }");
		return;
	}
	if (st == JS_PR_PENDING) {
		mdb_printf("Promise { <pending> }");
		return;
	}
	mdb_printf("Promise { <%s> ",
	    st == JS_PR_FULFILLED ? "fulfilled" :
	    st == JS_PR_REJECTED ? "rejected" : "unknown");
	p_value(pc, result, depth - 1);
	mdb_printf(" }");
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

/* One element of a typed array (tt_size bytes at p) as text: 3, -2, 0.5,
 * 12n (a BigInt64), 0x3c00 (a float16's bits). */
static void
typed_elem_text(const js_typed_t *tt, const uint8_t *p, char *nb, size_t sz)
{
	switch (tt->tt_size * 16 + tt->tt_fmt) {
	case 1 * 16 + 'u':
		(void) snprintf(nb, sz, "%u", p[0]);
		break;
	case 1 * 16 + 'i':
		(void) snprintf(nb, sz, "%d", (int8_t)p[0]);
		break;
	case 2 * 16 + 'u': {
		uint16_t v; memcpy(&v, p, 2);
		(void) snprintf(nb, sz, "%u", v);
		break; }
	case 2 * 16 + 'i': {
		int16_t v; memcpy(&v, p, 2);
		(void) snprintf(nb, sz, "%d", v);
		break; }
	case 4 * 16 + 'u': {
		uint32_t v; memcpy(&v, p, 4);
		(void) snprintf(nb, sz, "%u", v);
		break; }
	case 4 * 16 + 'i': {
		int32_t v; memcpy(&v, p, 4);
		(void) snprintf(nb, sz, "%d", v);
		break; }
	case 4 * 16 + 'f': {
		float v; memcpy(&v, p, 4);
		js_format_double((double)v, nb, sz);
		break; }
	case 8 * 16 + 'f': {
		double v; memcpy(&v, p, 8);
		js_format_double(v, nb, sz);
		break; }
	case 8 * 16 + 'u': {
		uint64_t v; memcpy(&v, p, 8);
		(void) snprintf(nb, sz, "%llun", (unsigned long long)v);
		break; }
	case 8 * 16 + 'i': {
		int64_t v; memcpy(&v, p, 8);
		(void) snprintf(nb, sz, "%lldn", (long long)v);
		break; }
	default: {
		uint16_t v; memcpy(&v, p, 2);
		(void) snprintf(nb, sz, "0x%04x", v);
		break; }
	}
}

static void
p_typed_values(pctx_t *pc, const js_typed_t *tt, int depth)
{
	uint64_t i, show, len = tt->tt_len;
	uint8_t bytes[PR_MAXTYPED * 8];

	if (len > ((uint64_t)1 << 40)) {
		mdb_printf("%s { ", tt->tt_cname);
		mdb_cprintf(MDB_C_ERROR, "<bad length>");
		mdb_printf(" }");
		return;
	}
	if (tt->tt_buffer) {
		/* util.inspect's <Buffer 68 65 ...> */
		mdb_printf("<%s", tt->tt_cname);
		p_bytes(pc, tt->tt_data, len, " ", PR_MAXBYTES);
		mdb_printf(">");
		return;
	}
	mdb_printf("%s(%llu) [", tt->tt_cname, (unsigned long long)len);
	if (len == 0) {
		mdb_printf("]");
		return;
	}
	if (depth <= 0) {
		mdb_printf("...]");
		return;
	}
	show = len < PR_MAXTYPED ? len : PR_MAXTYPED;
	if (tt->tt_size <= 0 || tt->tt_size > 8 ||
	    mdb_vread(bytes, show * tt->tt_size, tt->tt_data) !=
	    (ssize_t)(show * tt->tt_size)) {
		mdb_printf(" ");
		mdb_cprintf(MDB_C_ERROR, "<unreadable at %p>", tt->tt_data);
		mdb_printf(" ]");
		return;
	}
	for (i = 0; i < show; i++) {
		char nb[48];

		typed_elem_text(tt, &bytes[i * tt->tt_size], nb, sizeof (nb));
		mdb_printf(" %s", nb);
		mdb_printf(i + 1 < show ? "," : "");
	}
	if (len > show)
		mdb_printf(", ... %llu more items",
		    (unsigned long long)(len - show));
	mdb_printf(" ]");
}

static void
p_typed_array(pctx_t *pc, const js_kindinfo_t *ki, int depth)
{
	js_typed_t tt;

	if (pc->pc_vo->vo_typed_array == NULL) {
		p_not_decoded(pc, "typed array");
		return;
	}
	memset(&tt, 0, sizeof (tt));
	if (pc->pc_vo->vo_typed_array(ki->ki_val, &tt) != 0) {
		mdb_printf("%s { ", tt.tt_cname);
		mdb_cprintf(MDB_C_ERROR, "<unreadable typed array>");
		mdb_printf(" }");
		return;
	}
	p_typed_values(pc, &tt, depth);
}

static void
p_arraybuffer(pctx_t *pc, const js_kindinfo_t *ki)
{
	uintptr_t data;
	uint64_t bl;

	if (pc->pc_vo->vo_arraybuffer == NULL) {
		p_not_decoded(pc, "ArrayBuffer");
		return;
	}
	/* util.inspect: ArrayBuffer { [Uint8Contents]: <..>, ... } */
	if (pc->pc_vo->vo_arraybuffer(ki->ki_val, &data, &bl) != 0) {
		mdb_printf("ArrayBuffer { ");
		mdb_cprintf(MDB_C_ERROR, "<unreadable>");
		mdb_printf(" }");
	} else if (data == 0 && bl != 0) {
		mdb_cprintf(MDB_C_ERROR, "ArrayBuffer { [Uint8Contents]: <no "
		    "backing store>, byteLength: %lu }", (unsigned long)bl);
	} else {
		mdb_printf("ArrayBuffer { [Uint8Contents]: <");
		p_bytes(pc, data, bl, "", PR_MAXTYPED);
		mdb_printf(">, byteLength: %lu }", (unsigned long)bl);
	}
}

static void
p_regexp(pctx_t *pc, const js_kindinfo_t *ki)
{
	const js_value_ops_t *vo = pc->pc_vo;
	char flags[32];
	jsval_t src;

	if (vo->vo_regexp == NULL) {
		p_not_decoded(pc, "RegExp");
		return;
	}
	if (vo->vo_regexp(ki->ki_val, &src, flags, sizeof (flags)) != 0) {
		mdb_cprintf(MDB_C_ERROR, "<unreadable RegExp>");
		return;
	}
	mdb_color_push(MDB_C_REGEXP);
	mdb_printf("/");
	if (vo->vo_string_print == NULL || vo->vo_string_print(src, 0,
	    JS_STR_ESCAPE, NULL, 0) != 0)
		mdb_cprintf(MDB_C_ERROR, "<unreadable>");
	mdb_printf("/%s", flags);
	mdb_color_pop();
}

static void
p_wrapper(pctx_t *pc, const js_kindinfo_t *ki, int depth)
{
	const js_value_ops_t *vo = pc->pc_vo;
	char cname[JS_NAMELEN], why[192];
	jsval_t v;

	if (vo->vo_constructor_name == NULL || vo->vo_constructor_name(
	    ki->ki_val, cname, sizeof (cname), why, sizeof (why)) != 0)
		(void) snprintf(cname, sizeof (cname), "<%s>",
		    vo->vo_constructor_name == NULL ? "constructor not "
		    "decoded" : why);
	mdb_printf("[");
	mdb_cprint_escaped(MDB_C_CLASS, cname, strlen(cname));
	mdb_printf(": ");
	if (vo->vo_wrapper_value == NULL)
		p_not_decoded(pc, "primitive value");
	else if (vo->vo_wrapper_value(ki->ki_val, &v) == 0)
		p_value(pc, v, depth - 1);
	else
		mdb_cprintf(MDB_C_ERROR, "<unreadable>");
	mdb_printf("]");
}

static void
p_object(pctx_t *pc, const js_kindinfo_t *ki, int depth)
{
	double d;
	char buf[64];

	if (on_stack(pc, ki->ki_val)) {
		mdb_printf("[Circular]");
		return;
	}
	if (pc->pc_nstack >= JS_PRINT_MAXDEPTH + 2) {
		mdb_printf("{...}");
		return;
	}
	pc->pc_stack[pc->pc_nstack++] = ki->ki_val;

	switch (ki->ki_kind) {
	case JS_K_DATE:
		if (pc->pc_vo->vo_date_value == NULL) {
			p_not_decoded(pc, "Date");
		} else if (pc->pc_vo->vo_date_value(ki->ki_val, &d) == 0) {
			js_format_date(d, buf, sizeof (buf));
			mdb_printf("%s", buf);
		} else {
			mdb_cprintf(MDB_C_ERROR, "<unreadable Date>");
		}
		break;
	case JS_K_REGEXP:
		p_regexp(pc, ki);
		break;
	case JS_K_MAP:
	case JS_K_SET:
		p_collection(pc, ki, depth);
		break;
	case JS_K_WEAKMAP:
	case JS_K_WEAKSET:
		/* entries where the engine reads its weak tables */
		if (pc->pc_vo->vo_weak_entries_iter != NULL) {
			p_collection(pc, ki, depth);
			break;
		}
		mdb_cprintf(MDB_C_CLASS, "%s", ki->ki_kind == JS_K_WEAKMAP ?
		    "WeakMap" : "WeakSet");
		mdb_printf(" { ");
		mdb_cprintf(MDB_C_ERROR, "<items unknown>");
		mdb_printf(" }");
		break;
	case JS_K_PROMISE:
		p_promise(pc, ki, depth);
		break;
	case JS_K_TYPED_ARRAY:
		p_typed_array(pc, ki, depth);
		break;
	case JS_K_ARRAYBUFFER:
		p_arraybuffer(pc, ki);
		break;
	case JS_K_WRAPPER:
		p_wrapper(pc, ki, depth);
		break;
	case JS_K_GLOBAL:
		if ((ki->ki_flags & JS_KI_GLOBALPROXY) || pc->pc_nstack > 1)
			mdb_printf("[object global]");
		else
			p_plain_object(pc, ki, depth);
		break;
	case JS_K_PROXY:
		mdb_printf("[Proxy]");
		break;
	default:
		p_plain_object(pc, ki, depth);
		break;
	}
	pc->pc_nstack--;
}

static void
p_value(pctx_t *pc, jsval_t val, int depth)
{
	const js_value_ops_t *vo = pc->pc_vo;
	js_kindinfo_t ki;
	char buf[JS_NAMELEN + 64];	/* "bound function " + a name */
	int propval = pc->pc_propval;

	pc->pc_propval = 0;
	if (pc->pc_budget == 0) {
		mdb_printf("...");
		return;
	}
	if (--pc->pc_budget == 0) {
		/* the cap is reached here: said once, where it happened */
		mdb_printf("... (::jsprint prints at most %d values at once)",
		    JS_PRINT_MAXVALUES);
		return;
	}
	vo->vo_kind(val, &ki);
	if (ki.ki_kind == JS_K_INT) {
		mdb_cprintf(MDB_C_NUMBER, "%lld", (long long)ki.ki_int);
		return;
	}
	p_addr(pc, &ki);
	switch (ki.ki_kind) {
	case JS_K_UNDECODED:
		p_undecoded(ki.ki_why);
		return;
	case JS_K_STRING:
		p_string(pc, ki.ki_val);
		return;
	case JS_K_DOUBLE:
		p_double(ki.ki_double);
		return;
	case JS_K_UNDEFINED:
		/* where a property was expected: exceptional, in red */
		mdb_cprintf(propval ? MDB_C_ERROR : MDB_C_UNDEFINED,
		    "undefined");
		return;
	case JS_K_NULL:
		mdb_cprintf(MDB_C_LITERAL, "null");
		return;
	case JS_K_TRUE:
		mdb_cprintf(MDB_C_LITERAL, "true");
		return;
	case JS_K_FALSE:
		mdb_cprintf(MDB_C_LITERAL, "false");
		return;
	case JS_K_HOLE:
	case JS_K_ODDBALL:
		mdb_cprintf(MDB_C_ERROR, "%s", ki.ki_name);
		return;
	case JS_K_SYMBOL:
		if (vo->vo_symbol_text == NULL) {
			p_not_decoded(pc, "Symbol");
			return;
		}
		if (vo->vo_symbol_text(ki.ki_val, buf, sizeof (buf)) != 0)
			(void) snprintf(buf, sizeof (buf), "Symbol(<unreadable "
			    "description>)");
		mdb_printf_escaped(buf, strlen(buf));
		return;
	case JS_K_BIGINT:
		if (vo->vo_bigint_text == NULL) {
			p_not_decoded(pc, "BigInt");
			return;
		}
		if (vo->vo_bigint_text(ki.ki_val, buf, sizeof (buf)) != 0) {
			p_undecoded(buf);
			return;
		}
		mdb_printf("%sn", buf);
		return;
	case JS_K_FUNCTION:
	case JS_K_BOUND_FUNCTION: {
		mdb_color_t fc = MDB_C_FUNCTION;

		if (fmt_any_function(vo, &ki, buf, sizeof (buf)) != 0)
			fc = MDB_C_ERROR;
		mdb_color_push(fc);
		mdb_printf_escaped(buf, strlen(buf));
		mdb_color_pop();
		return;
	}
	case JS_K_INTERNAL:
		mdb_printf("<%s %p>", ki.ki_name, ki.ki_addr != 0 ?
		    ki.ki_addr : (uintptr_t)ki.ki_val);
		return;
	default:
		break;
	}
	if (kind_is_object(ki.ki_kind))
		p_object(pc, &ki, depth);
	else
		p_undecoded("a value of no kind jsmdb knows");
}

/*
 * Prints v as ::jsprint does, no trailing newline.  depth: how many
 * levels of nesting to expand (deeper is "[...]").  opts (NULL: the
 * defaults): po_indent, for a value printed after a label that is itself
 * indented (::jsclosure's variables: nested lines, and the closing
 * brackets, start indent columns further in); po_maxprops, the entries
 * shown per object (0: JS_PRINT_MAXPROPS); po_maxstr, the characters
 * shown of a string (0: all); po_maxbytes, of a Buffer.  0, or -1 after
 * saying why when v itself cannot be read.
 */
int
js_print_value(jsval_t val, int depth, uint_t flags,
    const js_print_opts_t *opts)
{
	static const js_print_opts_t dflt;
	const js_engine_t *je = js_engine_current();
	char why[192];
	jsval_t v;
	int indent;
	pctx_t pc;

	if (je == NULL || je->je_value == NULL) {
		mdb_warn("%lx: no engine prints values here",
		    (unsigned long)val);
		return (-1);
	}
	if (opts == NULL)
		opts = &dflt;
	indent = opts->po_indent;
	why[0] = '\0';
	if (je->je_value->vo_value_at(val, &v, why, sizeof (why)) != 0) {
		mdb_warn("%lx: %s", (unsigned long)val, why);
		return (-1);
	}
	memset(&pc, 0, sizeof (pc));
	pc.pc_je = je;
	pc.pc_vo = je->je_value;
	pc.pc_flags = flags;
	pc.pc_indent = indent > 0 && indent < 256 ? indent : 0;
	pc.pc_budget = JS_PRINT_MAXVALUES;
	pc.pc_maxprops = opts->po_maxprops == 0 ? JS_PRINT_MAXPROPS :
	    opts->po_maxprops;
	pc.pc_maxstr = opts->po_maxstr;
	pc.pc_maxbytes = opts->po_maxbytes;
	if (pc.pc_maxprops > JS_PRINT_MAXVALUES)
		pc.pc_maxprops = JS_PRINT_MAXVALUES;
	if (depth > JS_PRINT_MAXDEPTH)
		depth = JS_PRINT_MAXDEPTH;
	/* short: on one line, to the depth asked (::jsprint -s: 1) */
	if (flags & JS_PRINT_BRIEF)
		pc.pc_inline = 1;
	p_value(&pc, v, depth);
	return (0);
}

/* ---- one-line summaries ---- */

const char *
js_value_kind(jsval_t val)
{
	const js_engine_t *je = js_engine_current();
	js_kindinfo_t ki;

	if (je == NULL || je->je_value == NULL)
		return ("undecoded");
	je->je_value->vo_kind(val, &ki);
	return (js_kind_name(ki.ki_kind));
}

/*
 * A one-line summary of a value into buf: 12, "str", [...], {...},
 * function foo, 2020-01-01T00:00:00.000Z ...  For column output.  0, or
 * -1 with the placeholder in buf.
 */
int
js_value_summary(jsval_t val, char *buf, size_t bufsz)
{
	const js_engine_t *je = js_engine_current();
	const js_value_ops_t *vo;
	js_kindinfo_t ki;
	uint64_t len;
	double d;

	if (bufsz == 0)
		return (-1);
	buf[0] = '\0';
	if (je == NULL || (vo = je->je_value) == NULL) {
		(void) snprintf(buf, bufsz, "<no engine>");
		return (-1);
	}
	vo->vo_kind(val, &ki);
	switch (ki.ki_kind) {
	case JS_K_INT:
		(void) snprintf(buf, bufsz, "%lld", (long long)ki.ki_int);
		return (0);
	case JS_K_UNDECODED:
		(void) snprintf(buf, bufsz, "<%s>", ki.ki_why);
		return (-1);
	case JS_K_STRING:
		if (vo->vo_string_read == NULL)
			break;
		return (vo->vo_string_read(ki.ki_val, buf, bufsz, 60,
		    JS_STR_QUOTE | JS_STR_ESCAPE));
	case JS_K_DOUBLE:
		js_format_double(ki.ki_double, buf, bufsz);
		return (0);
	case JS_K_UNDEFINED: case JS_K_NULL: case JS_K_TRUE: case JS_K_FALSE:
		(void) snprintf(buf, bufsz, "%s", ki.ki_kind == JS_K_TRUE ?
		    "true" : ki.ki_kind == JS_K_FALSE ? "false" :
		    js_kind_name(ki.ki_kind));
		return (0);
	case JS_K_HOLE: case JS_K_ODDBALL:
		(void) snprintf(buf, bufsz, "%s", ki.ki_name);
		return (0);
	case JS_K_SYMBOL:
		if (vo->vo_symbol_text == NULL)
			break;
		return (vo->vo_symbol_text(ki.ki_val, buf, bufsz));
	case JS_K_FUNCTION: case JS_K_BOUND_FUNCTION:
		(void) fmt_any_function(vo, &ki, buf, bufsz);
		return (0);
	case JS_K_ARRAY:
		len = 0;
		if (vo->vo_array_length == NULL) {
			(void) snprintf(buf, bufsz, "[<length not decoded>]");
			return (-1);
		}
		(void) vo->vo_array_length(ki.ki_val, &len);
		(void) snprintf(buf, bufsz, len == 0 ? "[]" : "[...]");
		return (0);
	case JS_K_DATE:
		if (vo->vo_date_value != NULL &&
		    vo->vo_date_value(ki.ki_val, &d) == 0) {
			js_format_date(d, buf, bufsz);
			return (0);
		}
		break;
	case JS_K_INTERNAL:
		(void) snprintf(buf, bufsz, "<%s>", ki.ki_name);
		return (0);
	default:
		break;
	}
	if (kind_is_object(ki.ki_kind)) {
		(void) snprintf(buf, bufsz, "{...}");
		return (0);
	}
	(void) snprintf(buf, bufsz, "<%s: not decoded>",
	    js_kind_name(ki.ki_kind));
	return (-1);
}

/* ---- the JSON form: one "value" record a node (docs/json.md) ---- */

/*
 * ::jsprint -o json walks the same tree the text does, with the same
 * limits (-d, -n, -N, the value budget), and writes one flat record per
 * value, in pre-order: a node's record, then its children's.  Each
 * record names its parent by number, so a reader rebuilds the tree.
 * What a limit left out, and what could not be decoded, are fields
 * (more, expanded, complete, reason), never text that looks like a value.
 */
typedef struct jrec {
	const char *jr_relation;	/* "root", "property", ... */
	const char *jr_key;		/* property key; NULL: none */
	int jr_hasindex;
	uint64_t jr_index;
	const char *jr_kind;
	uintptr_t jr_addr;		/* 0: null */
	const char *jr_value;		/* NULL: null */
	size_t jr_valuelen;
	int jr_hasnum;
	double jr_num;
	const char *jr_ctor;
	int jr_haslen;
	uint64_t jr_len;
	size_t jr_children;
	uint64_t jr_more;
	int jr_expanded;		/* -1: null */
	int jr_circular;
	int jr_complete;
	const char *jr_reason;
	const char *jr_state;		/* Promise */
	const char *jr_accessor;	/* accessor kind */
	const char *jr_bytes;		/* hex bytes shown of a buffer */
	char **jr_values;		/* a typed array's elements shown */
	size_t jr_nvalues;
	const char *jr_storage;		/* -v */
} jrec_t;

typedef struct jctx {
	pctx_t jc_pc;
	const char *jc_dcmd;
	uintptr_t jc_root;
	const char *jc_member;
	const char *jc_storage;
	uint64_t jc_nodes;		/* records written */
} jctx_t;

static void j_value(jctx_t *, jsval_t, int, jrec_t *, uint64_t, int);

static void
j_init(jrec_t *r, const char *relation)
{
	memset(r, 0, sizeof (*r));
	r->jr_relation = relation;
	r->jr_expanded = -1;
	r->jr_complete = 1;
}

static char *
j_strdup(const char *s)
{
	size_t n = strlen(s) + 1;
	char *d = mdb_alloc(n, UM_GC);

	if (d != NULL)
		memcpy(d, s, n);
	return (d);
}

/* Writes r as node number jc_nodes; returns its number. */
static uint64_t
j_emit(jctx_t *jc, const jrec_t *r, int64_t parent, int level)
{
	uint64_t node = jc->jc_nodes++;
	size_t i;

	mdb_json_begin(jc->jc_dcmd, "value");
	mdb_json_addr("root", jc->jc_root);
	mdb_json_str("member", jc->jc_member);
	mdb_json_uint("node", node);
	if (parent < 0)
		mdb_json_null("parent");
	else
		mdb_json_uint("parent", (uint64_t)parent);
	mdb_json_uint("depth", (uint64_t)level);
	mdb_json_str("relation", r->jr_relation);
	mdb_json_str("key", r->jr_key);
	if (r->jr_hasindex)
		mdb_json_uint("index", r->jr_index);
	else
		mdb_json_null("index");
	mdb_json_str("kind", r->jr_kind);
	if (r->jr_addr != 0)
		mdb_json_addr("address", r->jr_addr);
	else
		mdb_json_null("address");
	if (r->jr_value != NULL)
		mdb_json_strn("value", r->jr_value, r->jr_valuelen);
	else
		mdb_json_null("value");
	if (r->jr_hasnum)
		mdb_json_number("number", r->jr_num);
	else
		mdb_json_null("number");
	mdb_json_str("constructor", r->jr_ctor);
	if (r->jr_haslen)
		mdb_json_uint("length", r->jr_len);
	else
		mdb_json_null("length");
	mdb_json_uint("children", r->jr_children);
	mdb_json_uint("more", r->jr_more);
	if (r->jr_expanded < 0)
		mdb_json_null("expanded");
	else
		mdb_json_bool("expanded", r->jr_expanded);
	mdb_json_bool("circular", r->jr_circular);
	mdb_json_bool("complete", r->jr_complete && r->jr_reason == NULL &&
	    r->jr_more == 0 && r->jr_expanded != 0 && !r->jr_circular);
	mdb_json_str("reason", r->jr_reason);
	mdb_json_str("state", r->jr_state);
	mdb_json_str("accessor", r->jr_accessor);
	mdb_json_str("bytes", r->jr_bytes);
	if (r->jr_values != NULL) {
		mdb_json_array_begin("values");
		for (i = 0; i < r->jr_nvalues; i++)
			mdb_json_array_str(r->jr_values[i]);
		mdb_json_array_end();
	} else {
		mdb_json_null("values");
	}
	if (level == 0 && parent < 0)
		mdb_json_str("property_storage", jc->jc_storage);
	else
		mdb_json_null("property_storage");
	mdb_json_end();
	return (node);
}

/* A leaf that could not be decoded: kind "undecoded", with the reason. */
static void
j_undecoded(jctx_t *jc, jrec_t *r, const char *why, int64_t parent,
    int level)
{
	r->jr_kind = "undecoded";
	r->jr_reason = why;
	(void) j_emit(jc, r, parent, level);
}

/* "<WHAT: not decoded for ENGINE>"'s reason, without the brackets. */
static const char *
j_not_decoded(jctx_t *jc, const char *what)
{
	char eng[128], buf[256];

	engine_label(jc->jc_pc.pc_je, eng, sizeof (eng));
	(void) snprintf(buf, sizeof (buf), "%s: not decoded for %s", what,
	    eng);
	return (j_strdup(buf));
}

/* Counts the UTF-16 code units of UTF-8 text (JavaScript's .length). */
static uint64_t
j_units(const char *s, size_t len)
{
	const unsigned char *u = (const unsigned char *)s;
	uint64_t n = 0;
	size_t i;

	for (i = 0; i < len; i++) {
		if ((u[i] & 0xc0) == 0x80)
			continue;
		n += u[i] >= 0xf0 ? 2 : 1;
	}
	return (n);
}

#define	J_MAXSTRBYTES	((size_t)64 << 20)

/* A string's contents into r (value, length, more, complete). */
static void
j_string(jctx_t *jc, jsval_t str, jrec_t *r)
{
	const js_value_ops_t *vo = jc->jc_pc.pc_vo;
	size_t len, want, sz, n;
	uint64_t got;
	char *buf;

	r->jr_kind = "string";
	if (vo->vo_string_read == NULL || vo->vo_string_length == NULL) {
		r->jr_reason = j_not_decoded(jc, "string");
		return;
	}
	if (vo->vo_string_length(str, &len) != 0) {
		r->jr_reason = "the string's length could not be read";
		return;
	}
	r->jr_haslen = 1;
	r->jr_len = len;
	want = jc->jc_pc.pc_maxstr != 0 && jc->jc_pc.pc_maxstr < len ?
	    jc->jc_pc.pc_maxstr : len;
	sz = want * 3 + 16;
	if (want > J_MAXSTRBYTES / 3)
		sz = J_MAXSTRBYTES;
	if ((buf = mdb_alloc(sz, UM_GC)) == NULL) {
		r->jr_reason = "out of memory reading the string";
		return;
	}
	if (vo->vo_string_read(str, buf, sz, want < len ? want : 0, 0) != 0) {
		r->jr_reason = "the string could not be read";
		return;
	}
	n = strlen(buf);
	got = j_units(buf, n);
	/* the engine marks a string it cut with "..." */
	if (got != len && n >= 3 && strcmp(buf + n - 3, "...") == 0 &&
	    j_units(buf, n - 3) < len) {
		n -= 3;
		got = j_units(buf, n);
	}
	r->jr_value = buf;
	r->jr_valuelen = n;
	if (got < len)
		r->jr_more = len - got;
	if (got < want) {
		char why[160];

		(void) snprintf(why, sizeof (why), "only the first %llu of the "
		    "string's %llu characters were read",
		    (unsigned long long)got, (unsigned long long)len);
		r->jr_reason = j_strdup(why);
	} else if (got > len) {
		r->jr_reason = "the string read is longer than its length";
	}
}

/* One entry of a list: its relation, key and index into r. */
static void
j_entry_key(jctx_t *jc, const kv_t *kv, jrec_t *r)
{
	const js_value_ops_t *vo = jc->jc_pc.pc_vo;
	char buf[512];

	if (kv->kv_kind == KV_INDEX) {
		j_init(r, "element");
		r->jr_hasindex = 1;
		r->jr_index = kv->kv_index;
		return;
	}
	j_init(r, "property");
	r->jr_key = kv->kv_name;
	if ((kv->kv_flags & JS_PROP_KEYSYM) && vo->vo_symbol_text != NULL &&
	    vo->vo_symbol_text(kv->kv_key, buf, sizeof (buf)) == 0) {
		r->jr_relation = "symbol-property";
		r->jr_key = j_strdup(buf);
	} else if (kv->kv_flags & JS_PROP_KEYSYM) {
		r->jr_relation = "symbol-property";
	}
}

/* The children of a list, each a record (or two for a Map's entry). */
static void
j_children(jctx_t *jc, kvlist_t *kl, int depth, uint64_t parent, int level)
{
	pctx_t *pc = &jc->jc_pc;
	uint64_t next = 0;	/* the index after the last element */
	size_t i;
	jrec_t r;

	for (i = 0; i < kl->kl_n; i++) {
		kv_t *kv = &kl->kl_ents[i];

		if (mdb_interrupted())
			break;
		if (kv->kv_kind == KV_INDEX)
			next = kv->kv_index + 1;
		switch (kv->kv_kind) {
		case KV_HOLES:
			/* a run of holes: its first index, and how many */
			j_init(&r, "element");
			r.jr_hasindex = 1;
			r.jr_index = next;
			next += kv->kv_index;
			r.jr_kind = "holes";
			r.jr_haslen = 1;
			r.jr_len = kv->kv_index;
			(void) j_emit(jc, &r, (int64_t)parent, level);
			break;
		case KV_UNDECODED:
			j_init(&r, "element");
			j_undecoded(jc, &r, kv->kv_why, (int64_t)parent,
			    level);
			break;
		case KV_INDEX:
		case KV_NAME:
			j_entry_key(jc, kv, &r);
			if (kv->kv_kind == KV_NAME &&
			    (kv->kv_flags & JS_PROP_UNDECODED)) {
				j_undecoded(jc, &r, kv->kv_why,
				    (int64_t)parent, level);
			} else if (kv->kv_kind == KV_NAME &&
			    (kv->kv_flags & JS_PROP_ACCESSOR)) {
				js_acckind_t ak;

				r.jr_kind = "accessor";
				r.jr_addr = kv->kv_value;
				if (pc->pc_vo->vo_accessor == NULL)
					r.jr_reason = j_not_decoded(jc,
					    "accessor");
				else if (pc->pc_vo->vo_accessor(kv->kv_value,
				    &ak) != 0)
					r.jr_reason = "the accessor could "
					    "not be decoded";
				else if (ak == JS_ACC_NATIVE)
					r.jr_accessor = "native",
					r.jr_reason = "a native accessor's "
					    "value is not decoded";
				else
					r.jr_accessor = ak == JS_ACC_BOTH ?
					    "getter-setter" : ak ==
					    JS_ACC_SETTER ? "setter" : "getter";
				(void) j_emit(jc, &r, (int64_t)parent, level);
			} else if (kv->kv_kind == KV_NAME &&
			    (kv->kv_flags & JS_PROP_STACK)) {
				size_t sz = 64 * 1024;
				char *buf;
				int trunc = 0;

				r.jr_kind = "captured-stack";
				r.jr_addr = kv->kv_value;
				if (pc->pc_vo->vo_stack_text == NULL ||
				    (buf = mdb_alloc(sz, UM_GC)) == NULL ||
				    pc->pc_vo->vo_stack_text(kv->kv_holder,
				    kv->kv_value, buf, sz, &trunc) != 0) {
					r.jr_reason = "the captured stack is "
					    "not decoded";
				} else {
					r.jr_value = buf;
					r.jr_valuelen = strlen(buf);
					if (trunc)
						r.jr_reason = "cut: jsmdb "
						    "writes at most 64 KB of "
						    "a stack, 1 KB a frame";
				}
				(void) j_emit(jc, &r, (int64_t)parent, level);
			} else if (kv->kv_flags & JS_PROP_DOUBLE) {
				char nb[40];

				js_format_double(kv->kv_double, nb,
				    sizeof (nb));
				r.jr_kind = "number";
				r.jr_value = j_strdup(nb);
				r.jr_valuelen = r.jr_value != NULL ?
				    strlen(r.jr_value) : 0;
				r.jr_hasnum = 1;
				r.jr_num = kv->kv_double;
				(void) j_emit(jc, &r, (int64_t)parent, level);
			} else {
				j_value(jc, kv->kv_value, depth - 1, &r,
				    parent, level);
			}
			break;
		case KV_MAPENT:
			j_init(&r, "map-key");
			r.jr_hasindex = 1;
			r.jr_index = i;
			j_value(jc, kv->kv_key, depth - 1, &r, parent, level);
			j_init(&r, "map-value");
			r.jr_hasindex = 1;
			r.jr_index = i;
			j_value(jc, kv->kv_value, depth - 1, &r, parent,
			    level);
			break;
		case KV_SETENT:
			j_init(&r, "set-value");
			r.jr_hasindex = 1;
			r.jr_index = i;
			j_value(jc, kv->kv_value, depth - 1, &r, parent,
			    level);
			break;
		}
	}
}

/* Direct child records of a list. */
static size_t
j_nchildren(const kvlist_t *kl)
{
	size_t i, n = 0;

	for (i = 0; i < kl->kl_n; i++)
		n += kl->kl_ents[i].kv_kind == KV_MAPENT ? 2 : 1;
	return (n);
}

static void
j_constructor(jctx_t *jc, const js_kindinfo_t *ki, jrec_t *r)
{
	const js_value_ops_t *vo = jc->jc_pc.pc_vo;
	char name[JS_NAMELEN], why[192];

	if (vo->vo_constructor_name == NULL)
		return;
	why[0] = '\0';
	if (vo->vo_constructor_name(ki->ki_val, name, sizeof (name), why,
	    sizeof (why)) == 0)
		r->jr_ctor = j_strdup(name);
}

/* An object with properties or elements: its list, then its children. */
static void
j_plain_object(jctx_t *jc, const js_kindinfo_t *ki, int depth, jrec_t *r,
    int64_t parent, int level)
{
	pctx_t *pc = &jc->jc_pc;
	const js_value_ops_t *vo = pc->pc_vo;
	jsval_t obj = ki->ki_val;
	int isarr = ki->ki_kind == JS_K_ARRAY;
	uint64_t len = 0, node;
	char why[192];
	kvlist_t kl;

	if (isarr) {
		if (vo->vo_array_length != NULL &&
		    vo->vo_array_length(obj, &len) == 0) {
			r->jr_haslen = 1;
			r->jr_len = len;
		}
	}
	if (depth <= 0) {
		r->jr_expanded = isarr && r->jr_haslen && len == 0;
		(void) j_emit(jc, r, parent, level);
		return;
	}
	memset(&kl, 0, sizeof (kl));
	kl.kl_max = pc->pc_maxprops;
	kl.kl_holder = obj;
	kl_elems(pc, &kl, obj);
	if (isarr) {
		if (!r->jr_haslen) {
			len = 0;
			if (kl.kl_n > 0 && kl.kl_ents[kl.kl_n - 1].kv_kind ==
			    KV_INDEX)
				len = kl.kl_ents[kl.kl_n - 1].kv_index + 1;
			r->jr_reason = "the array's length could not be read";
		}
		if (kl.kl_n == 0 || kl.kl_ents[0].kv_kind != KV_UNDECODED)
			kl_fill_holes(&kl, len);
	} else {
		why[0] = '\0';
		if (vo->vo_props_iter == NULL)
			kl_add_undecoded(&kl, "properties: not decoded for "
			    "this engine yet");
		else if (vo->vo_props_iter(obj, JS_PI_SHOWN, kl_prop_cb, &kl,
		    why, sizeof (why)) < 0 && why[0] != '\0')
			kl_add_undecoded(&kl, why);
		kl_symbols_last(&kl);
	}
	r->jr_expanded = 1;
	r->jr_children = j_nchildren(&kl);
	r->jr_more = kl.kl_more;
	if (kl.kl_error)
		r->jr_reason = "out of memory: entries are missing";
	node = j_emit(jc, r, parent, level);
	j_children(jc, &kl, depth, node, level + 1);
}

static void
j_collection(jctx_t *jc, const js_kindinfo_t *ki, int depth, jrec_t *r,
    int64_t parent, int level)
{
	pctx_t *pc = &jc->jc_pc;
	int ismap = ki->ki_kind == JS_K_MAP;
	uint64_t node;
	kvlist_t kl;
	size_t i;

	if (pc->pc_vo->vo_entries_iter == NULL) {
		r->jr_reason = j_not_decoded(jc, ismap ? "Map" : "Set");
		(void) j_emit(jc, r, parent, level);
		return;
	}
	memset(&kl, 0, sizeof (kl));
	kl.kl_max = pc->pc_maxprops;
	if (pc->pc_vo->vo_entries_iter(ki->ki_val, kl_entry_cb, &kl) != 0) {
		r->jr_reason = "the entries could not be read";
		(void) j_emit(jc, r, parent, level);
		return;
	}
	for (i = 0; !ismap && i < kl.kl_n; i++)
		kl.kl_ents[i].kv_kind = KV_SETENT;
	r->jr_haslen = 1;
	r->jr_len = kl.kl_n + kl.kl_more;
	if (depth <= 0 && kl.kl_n > 0) {
		r->jr_expanded = 0;
		(void) j_emit(jc, r, parent, level);
		return;
	}
	r->jr_expanded = 1;
	r->jr_children = j_nchildren(&kl);
	r->jr_more = kl.kl_more;
	node = j_emit(jc, r, parent, level);
	j_children(jc, &kl, depth, node, level + 1);
}

/* Hex of the bytes shown (as the text's -n, or dflt), into r. */
static void
j_bytes(jctx_t *jc, uintptr_t data, uint64_t len, size_t dflt, jrec_t *r)
{
	size_t max = jc->jc_pc.pc_maxbytes != 0 ? jc->jc_pc.pc_maxbytes : dflt;
	uint64_t show = len < max ? len : max, i;
	uint8_t chunk[4096];
	char *hex;

	r->jr_haslen = 1;
	r->jr_len = len;
	if ((hex = mdb_alloc(show * 2 + 1, UM_GC)) == NULL) {
		r->jr_reason = "out of memory";
		return;
	}
	hex[0] = '\0';
	for (i = 0; i < show; ) {
		size_t n = show - i < sizeof (chunk) ? (size_t)(show - i) :
		    sizeof (chunk), j;
		char why[64];

		if (mdb_vread(chunk, n, data + i) != (ssize_t)n) {
			(void) snprintf(why, sizeof (why), "bytes unreadable "
			    "at %lx", (unsigned long)(data + i));
			r->jr_reason = j_strdup(why);
			r->jr_more = len - i;
			r->jr_bytes = hex;
			return;
		}
		for (j = 0; j < n; j++, i++)
			(void) snprintf(hex + 2 * i, 3, "%02x", chunk[j]);
	}
	r->jr_bytes = hex;
	r->jr_more = len - show;
}

static void
j_typed_array(jctx_t *jc, const js_kindinfo_t *ki, int depth, jrec_t *r)
{
	const js_value_ops_t *vo = jc->jc_pc.pc_vo;
	uint8_t bytes[PR_MAXTYPED * 8];
	uint64_t i, show;
	js_typed_t tt;

	if (vo->vo_typed_array == NULL) {
		r->jr_reason = j_not_decoded(jc, "typed array");
		return;
	}
	memset(&tt, 0, sizeof (tt));
	if (vo->vo_typed_array(ki->ki_val, &tt) != 0) {
		r->jr_ctor = tt.tt_cname[0] != '\0' ? j_strdup(tt.tt_cname) :
		    r->jr_ctor;
		r->jr_reason = "the typed array could not be read";
		return;
	}
	r->jr_ctor = j_strdup(tt.tt_cname);
	if (tt.tt_len > ((uint64_t)1 << 40)) {
		r->jr_reason = "bad length";
		return;
	}
	if (tt.tt_buffer) {
		j_bytes(jc, tt.tt_data, tt.tt_len, PR_MAXBYTES, r);
		return;
	}
	r->jr_haslen = 1;
	r->jr_len = tt.tt_len;
	if (tt.tt_len == 0)
		return;
	if (depth <= 0) {
		r->jr_expanded = 0;
		return;
	}
	r->jr_expanded = 1;
	show = tt.tt_len < PR_MAXTYPED ? tt.tt_len : PR_MAXTYPED;
	if (tt.tt_size <= 0 || tt.tt_size > 8 ||
	    mdb_vread(bytes, show * tt.tt_size, tt.tt_data) !=
	    (ssize_t)(show * tt.tt_size)) {
		char why[64];

		(void) snprintf(why, sizeof (why), "elements unreadable at %lx",
		    (unsigned long)tt.tt_data);
		r->jr_reason = j_strdup(why);
		return;
	}
	if ((r->jr_values = mdb_alloc(show * sizeof (char *), UM_GC)) == NULL) {
		r->jr_reason = "out of memory";
		return;
	}
	for (i = 0; i < show; i++) {
		char nb[48];

		typed_elem_text(&tt, &bytes[i * tt.tt_size], nb, sizeof (nb));
		r->jr_values[i] = j_strdup(nb);
	}
	r->jr_nvalues = (size_t)show;
	r->jr_more = tt.tt_len - show;
}

/* An object kind: its record (and its children's). */
static void
j_object(jctx_t *jc, const js_kindinfo_t *ki, int depth, jrec_t *r,
    int64_t parent, int level)
{
	pctx_t *pc = &jc->jc_pc;
	const js_value_ops_t *vo = pc->pc_vo;
	char buf[256];
	uint64_t node;
	jsval_t v;
	double d;

	j_constructor(jc, ki, r);
	if (on_stack(pc, ki->ki_val)) {
		r->jr_circular = 1;
		(void) j_emit(jc, r, parent, level);
		return;
	}
	if (pc->pc_nstack >= JS_PRINT_MAXDEPTH + 2) {
		r->jr_expanded = 0;
		(void) j_emit(jc, r, parent, level);
		return;
	}
	pc->pc_stack[pc->pc_nstack++] = ki->ki_val;
	switch (ki->ki_kind) {
	case JS_K_DATE:
		if (vo->vo_date_value == NULL) {
			r->jr_reason = j_not_decoded(jc, "Date");
		} else if (vo->vo_date_value(ki->ki_val, &d) == 0) {
			js_format_date(d, buf, sizeof (buf));
			r->jr_value = j_strdup(buf);
			r->jr_hasnum = 1;
			r->jr_num = d;
		} else {
			r->jr_reason = "the Date could not be read";
		}
		break;
	case JS_K_REGEXP: {
		char flags[32];
		jsval_t src;

		if (vo->vo_regexp == NULL) {
			r->jr_reason = j_not_decoded(jc, "RegExp");
		} else if (vo->vo_regexp(ki->ki_val, &src, flags,
		    sizeof (flags)) != 0) {
			r->jr_reason = "the RegExp could not be read";
		} else {
			jrec_t s;
			char *t;

			j_init(&s, "root");
			j_string(jc, src, &s);
			if (s.jr_value == NULL || s.jr_reason != NULL) {
				r->jr_reason = "the RegExp's source could "
				    "not be read";
			} else if ((t = mdb_alloc(s.jr_valuelen +
			    strlen(flags) + 3, UM_GC)) != NULL) {
				t[0] = '/';
				memcpy(t + 1, s.jr_value, s.jr_valuelen);
				(void) snprintf(t + 1 + s.jr_valuelen,
				    strlen(flags) + 2, "/%s", flags);
				r->jr_value = t;
				r->jr_valuelen = s.jr_valuelen + 2 +
				    strlen(flags);
			}
		}
		break;
	}
	case JS_K_MAP:
	case JS_K_SET:
		j_collection(jc, ki, depth, r, parent, level);
		pc->pc_nstack--;
		return;
	case JS_K_WEAKMAP:
	case JS_K_WEAKSET:
		r->jr_reason = "a weak collection's entries are not decoded";
		break;
	case JS_K_PROMISE: {
		js_pstate_t st;
		jsval_t result;
		jrec_t c;

		if (vo->vo_promise == NULL) {
			r->jr_reason = j_not_decoded(jc, "Promise");
			break;
		}
		if (vo->vo_promise(ki->ki_val, &st, &result) != 0) {
			r->jr_reason = "the Promise could not be read";
			break;
		}
		r->jr_state = st == JS_PR_PENDING ? "pending" :
		    st == JS_PR_FULFILLED ? "fulfilled" :
		    st == JS_PR_REJECTED ? "rejected" : "unknown";
		if (st == JS_PR_OTHER)
			r->jr_reason = "a state jsmdb does not know";
		if (st == JS_PR_PENDING)
			break;
		r->jr_children = 1;
		node = j_emit(jc, r, parent, level);
		j_init(&c, "promise-result");
		j_value(jc, result, depth - 1, &c, node, level + 1);
		pc->pc_nstack--;
		return;
	}
	case JS_K_TYPED_ARRAY:
		j_typed_array(jc, ki, depth, r);
		break;
	case JS_K_ARRAYBUFFER: {
		uintptr_t data;
		uint64_t bl;

		if (vo->vo_arraybuffer == NULL) {
			r->jr_reason = j_not_decoded(jc, "ArrayBuffer");
		} else if (vo->vo_arraybuffer(ki->ki_val, &data, &bl) != 0) {
			r->jr_reason = "the ArrayBuffer could not be read";
		} else if (data == 0 && bl != 0) {
			r->jr_haslen = 1;
			r->jr_len = bl;
			r->jr_more = bl;
			r->jr_reason = "no backing store";
		} else {
			j_bytes(jc, data, bl, PR_MAXTYPED, r);
		}
		break;
	}
	case JS_K_WRAPPER: {
		jrec_t c;

		if (vo->vo_wrapper_value == NULL) {
			r->jr_reason = j_not_decoded(jc, "primitive value");
			break;
		}
		if (vo->vo_wrapper_value(ki->ki_val, &v) != 0) {
			r->jr_reason = "the primitive value could not be read";
			break;
		}
		r->jr_children = 1;
		node = j_emit(jc, r, parent, level);
		j_init(&c, "wrapped-value");
		j_value(jc, v, depth - 1, &c, node, level + 1);
		pc->pc_nstack--;
		return;
	}
	case JS_K_GLOBAL:
		if ((ki->ki_flags & JS_KI_GLOBALPROXY) || pc->pc_nstack > 1) {
			r->jr_value = "[object global]";
			r->jr_expanded = 0;
			break;
		}
		j_plain_object(jc, ki, depth, r, parent, level);
		pc->pc_nstack--;
		return;
	case JS_K_PROXY:
		r->jr_reason = "a Proxy's target and handler are not decoded";
		break;
	default:
		j_plain_object(jc, ki, depth, r, parent, level);
		pc->pc_nstack--;
		return;
	}
	if (r->jr_value != NULL && r->jr_valuelen == 0)
		r->jr_valuelen = strlen(r->jr_value);
	(void) j_emit(jc, r, parent, level);
	pc->pc_nstack--;
}

static void
j_value(jctx_t *jc, jsval_t val, int depth, jrec_t *r, uint64_t parent,
    int level)
{
	pctx_t *pc = &jc->jc_pc;
	const js_value_ops_t *vo = pc->pc_vo;
	int64_t par = level == 0 ? -1 : (int64_t)parent;
	char buf[JS_NAMELEN + 64];
	js_kindinfo_t ki;

	if (pc->pc_budget == 0)
		return;
	if (--pc->pc_budget == 0) {
		(void) snprintf(buf, sizeof (buf), "::jsprint prints at most "
		    "%d values at once", JS_PRINT_MAXVALUES);
		r->jr_kind = "elided";
		r->jr_reason = j_strdup(buf);
		(void) j_emit(jc, r, par, level);
		return;
	}
	vo->vo_kind(val, &ki);
	r->jr_kind = js_kind_name(ki.ki_kind);
	r->jr_addr = ki.ki_addr;
	switch (ki.ki_kind) {
	case JS_K_INT:
		r->jr_hasnum = 1;
		r->jr_num = (double)ki.ki_int;
		(void) snprintf(buf, sizeof (buf), "%lld",
		    (long long)ki.ki_int);
		r->jr_value = buf;
		break;
	case JS_K_DOUBLE:
		r->jr_hasnum = 1;
		r->jr_num = ki.ki_double;
		js_format_double(ki.ki_double, buf, sizeof (buf));
		r->jr_value = buf;
		break;
	case JS_K_UNDECODED:
		r->jr_reason = j_strdup(ki.ki_why);
		break;
	case JS_K_STRING:
		j_string(jc, ki.ki_val, r);
		(void) j_emit(jc, r, par, level);
		return;
	case JS_K_UNDEFINED:
	case JS_K_NULL:
		r->jr_value = r->jr_kind;
		break;
	case JS_K_TRUE:
	case JS_K_FALSE:
		r->jr_value = ki.ki_kind == JS_K_TRUE ? "true" : "false";
		break;
	case JS_K_HOLE:
	case JS_K_ODDBALL:
		r->jr_value = ki.ki_name;
		break;
	case JS_K_SYMBOL:
		if (vo->vo_symbol_text == NULL)
			r->jr_reason = j_not_decoded(jc, "Symbol");
		else if (vo->vo_symbol_text(ki.ki_val, buf, sizeof (buf)) == 0)
			r->jr_value = buf;
		else
			r->jr_reason = "the Symbol's description could not "
			    "be read";
		break;
	case JS_K_BIGINT:
		if (vo->vo_bigint_text == NULL) {
			r->jr_reason = j_not_decoded(jc, "BigInt");
		} else if (vo->vo_bigint_text(ki.ki_val, buf,
		    sizeof (buf) - 1) != 0) {
			r->jr_reason = j_strdup(buf);
		} else {
			(void) strcat(buf, "n");
			r->jr_value = buf;
		}
		break;
	case JS_K_FUNCTION:
	case JS_K_BOUND_FUNCTION:
		if (fmt_any_function(vo, &ki, buf, sizeof (buf)) != 0)
			r->jr_reason = "the bound function's target could not "
			    "be read";
		r->jr_value = buf;
		j_constructor(jc, &ki, r);
		break;
	case JS_K_INTERNAL:
		r->jr_value = ki.ki_name;
		if (r->jr_addr == 0)
			r->jr_addr = (uintptr_t)ki.ki_val;
		break;
	default:
		if (kind_is_object(ki.ki_kind)) {
			j_object(jc, &ki, depth, r, par, level);
			return;
		}
		r->jr_reason = "a value of no kind jsmdb knows";
		break;
	}
	if (r->jr_value != NULL)
		r->jr_valuelen = strlen(r->jr_value);
	(void) j_emit(jc, r, par, level);
}

/*
 * ::jsprint's JSON form of one value (v, or with unboxed, the double d
 * a member path led to): its tree as "value" records.
 */
int
js_print_json(const char *dcmd, uintptr_t root, const char *member,
    jsval_t v, int unboxed, double d, int depth,
    const js_print_opts_t *opts, const char *storage)
{
	const js_engine_t *je = js_engine_current();
	jctx_t jc;
	jrec_t r;

	if (je == NULL || je->je_value == NULL) {
		mdb_warn("%lx: no engine prints values here",
		    (unsigned long)v);
		return (-1);
	}
	memset(&jc, 0, sizeof (jc));
	jc.jc_pc.pc_je = je;
	jc.jc_pc.pc_vo = je->je_value;
	jc.jc_pc.pc_budget = JS_PRINT_MAXVALUES;
	jc.jc_pc.pc_maxprops = opts->po_maxprops == 0 ? JS_PRINT_MAXPROPS :
	    opts->po_maxprops;
	if (jc.jc_pc.pc_maxprops > JS_PRINT_MAXVALUES)
		jc.jc_pc.pc_maxprops = JS_PRINT_MAXVALUES;
	jc.jc_pc.pc_maxstr = opts->po_maxstr;
	jc.jc_pc.pc_maxbytes = opts->po_maxbytes;
	jc.jc_dcmd = dcmd;
	jc.jc_root = root;
	jc.jc_member = member;
	jc.jc_storage = storage;
	if (depth > JS_PRINT_MAXDEPTH)
		depth = JS_PRINT_MAXDEPTH;
	j_init(&r, "root");
	if (unboxed) {
		char nb[40];

		js_format_double(d, nb, sizeof (nb));
		r.jr_kind = "number";
		r.jr_value = nb;
		r.jr_valuelen = strlen(nb);
		r.jr_hasnum = 1;
		r.jr_num = d;
		(void) j_emit(&jc, &r, -1, 0);
		return (0);
	}
	j_value(&jc, v, depth, &r, 0, 0);
	return (0);
}
