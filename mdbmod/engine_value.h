/*
 * engine_value.h: the value family of the engine interface (je_value):
 * what the engine-neutral printer (jsprint.c: ::jsprint, ::jsconstructor,
 * ::jsarray, the jselement and jsprop walkers, js_print_value,
 * js_value_summary) asks of an engine about a value.
 *
 * A value is a jsval_t, the engine's own word: V8's tagged word,
 * SpiderMonkey's NaN-boxed JS::Value.  vo_kind classifies it once; every
 * other op is asked only about a value of the kinds it names, and takes
 * ki_val (the value vo_kind returned, which an engine may have unwrapped:
 * V8's ContextCell).
 *
 * Contracts.  Every op returns 0 on success and -1 on failure; where an
 * op takes a why buffer it says there what could not be decoded (the
 * printer shows it, marked); where it does not, the printer says
 * "<unreadable ...>" itself.  No op makes up an answer.  An op may be
 * NULL: the engine does not decode that yet, and the printer marks the
 * value "<KIND: not decoded for ENGINE>" (in red), never a guess.  Only
 * vo_value_at and vo_kind are required.
 */
#ifndef ENGINE_VALUE_H
#define	ENGINE_VALUE_H

#include "engine.h"

#define	JS_PRINT_MAXVALUES	1000000	/* values one ::jsprint prints */
#define	JS_PRINT_MAXPROPS	10000	/* ::jsprint -n default */
#define	JS_PRINT_MAXDEPTH	32	/* ::jsprint -d at most */
#define	JS_NAMELEN		512	/* function, class names */

/* Every JavaScript kind of value, and "could not decode". */
typedef enum js_kind {
	JS_K_UNDECODED = 0,	/* could not decode: ki_why says why */
	JS_K_UNDEFINED,
	JS_K_NULL,
	JS_K_TRUE,
	JS_K_FALSE,
	JS_K_HOLE,		/* an array's hole (ki_name: its name) */
	JS_K_ODDBALL,		/* another engine constant (ki_name) */
	JS_K_INT,		/* ki_int */
	JS_K_DOUBLE,		/* ki_double */
	JS_K_STRING,
	JS_K_SYMBOL,
	JS_K_BIGINT,
	JS_K_FUNCTION,
	JS_K_BOUND_FUNCTION,
	JS_K_OBJECT,		/* a plain object, or one of a class the
				   printer shows as one */
	JS_K_ARRAY,
	JS_K_ERROR,
	JS_K_DATE,
	JS_K_REGEXP,
	JS_K_MAP,
	JS_K_SET,
	JS_K_WEAKMAP,
	JS_K_WEAKSET,
	JS_K_PROMISE,
	JS_K_TYPED_ARRAY,	/* and Buffers */
	JS_K_ARRAYBUFFER,
	JS_K_WRAPPER,		/* new Number(1), new String("a") ... */
	JS_K_GLOBAL,
	JS_K_PROXY,
	JS_K_INTERNAL,		/* an engine-internal thing: "<ki_name addr>" */
	JS_K_NKINDS
} js_kind_t;

typedef struct js_kindinfo {
	js_kind_t ki_kind;
	jsval_t ki_val;		/* what the other ops take */
	uintptr_t ki_addr;	/* the heap address -a shows; 0: none */
	uint_t ki_flags;	/* JS_KI_* */
	int64_t ki_int;		/* JS_K_INT */
	double ki_double;	/* JS_K_DOUBLE */
	char ki_name[64];	/* JS_K_HOLE, JS_K_ODDBALL, JS_K_INTERNAL */
	char ki_why[192];	/* JS_K_UNDECODED: the whole placeholder text */
} js_kindinfo_t;

#define	JS_KI_OBJECT	0x01	/* has own properties (member paths, walkers,
				   ::jsconstructor) */
#define	JS_KI_GLOBALPROXY 0x02	/* JS_K_GLOBAL: the global's proxy (always
				   "[object global]") */

/* How a function is named (vo_func_name). */
typedef enum js_fnkind {
	JS_FN_NAMED,		/* fn_name */
	JS_FN_ANONYMOUS,	/* no name */
	JS_FN_INFERRED,		/* no name; the engine inferred fn_name from
				   where it was made */
	JS_FN_UNREADABLE	/* fn_name says what could not be read */
} js_fnkind_t;

typedef struct js_fname {
	js_fnkind_t fn_kind;
	char fn_name[JS_NAMELEN];
} js_fname_t;

/* One own property (vo_props_iter, vo_prop_get). */
typedef struct js_prop {
	const char *jp_name;	/* the key as UTF-8 text, always set */
	jsval_t jp_key;		/* JS_PROP_KEYSTR / KEYSYM: the key's value */
	jsval_t jp_value;	/* a data property's value; an accessor's
				   engine object (vo_accessor) */
	double jp_double;	/* JS_PROP_DOUBLE: the value */
	uint_t jp_flags;	/* JS_PROP_* */
	const char *jp_why;	/* JS_PROP_UNDECODED: what is not decoded */
} js_prop_t;

#define	JS_PROP_KEYSTR		0x01	/* jp_key is a string */
#define	JS_PROP_KEYSYM		0x02	/* jp_key is a symbol */
#define	JS_PROP_ACCESSOR	0x04	/* getter/setter: jp_value for
					   vo_accessor */
#define	JS_PROP_DOUBLE		0x08	/* an unboxed double: jp_double */
#define	JS_PROP_STACK		0x10	/* an error's stack captured but not
					   formatted: jp_value for vo_stack_text */
#define	JS_PROP_UNDECODED	0x20	/* the value is not decoded: jp_why */
#define	JS_PROP_SYNTH		0x40	/* no own property, but what JavaScript
					   shows as one (an error's stack kept
					   in an engine slot): printed last */

/* vo_props_iter's how */
#define	JS_PI_SHOWN	0x01	/* as JavaScript shows them: an error's
				   stack surfaced, values of native
				   accessors the engine knows; else as
				   stored.  Either way in the engine's
				   order; the printer puts symbols after
				   strings (of the entries it shows) */

typedef int js_prop_f(const js_prop_t *, void *);

/* One element (vo_elems_iter): holes are not called back. */
typedef struct js_elem {
	uint64_t el_index;
	jsval_t el_value;
	int el_isdouble;	/* an unboxed double: el_double */
	double el_double;
} js_elem_t;

typedef int js_elem_f(const js_elem_t *, void *);

/* Map entries (key, value); a Set's entries have key == value. */
typedef int js_entry_f(jsval_t key, jsval_t value, void *);

/* An accessor property's functions (vo_accessor). */
typedef enum js_acckind {
	JS_ACC_GETTER, JS_ACC_SETTER, JS_ACC_BOTH,
	JS_ACC_NATIVE		/* implemented by the engine's C++: what it
				   returns is not decoded */
} js_acckind_t;

typedef enum js_pstate {
	JS_PR_PENDING, JS_PR_FULFILLED, JS_PR_REJECTED,
	JS_PR_OTHER		/* a state the engine does not name */
} js_pstate_t;

/* A typed array or Buffer (vo_typed_array). */
typedef struct js_typed {
	char tt_cname[JS_NAMELEN];	/* "Uint8Array", "Buffer" (set even when
					   the op fails) */
	int tt_size;			/* element size in bytes */
	char tt_fmt;			/* u, i, f; h: float16 */
	int tt_buffer;			/* show as <tt_cname bytes...> */
	uintptr_t tt_data;
	uint64_t tt_len;		/* elements */
} js_typed_t;

typedef struct js_value_ops {
	/*
	 * The value an address given to a dcmd names (V8: the tagged word;
	 * SpiderMonkey: a GC thing's address, or a boxed JS::Value word).
	 * 0 and *vp, or -1 and the complete reason in why.
	 */
	int (*vo_value_at)(uintptr_t addr, jsval_t *vp, char *why, size_t);

	/* Classifies v; always fills ki (JS_K_UNDECODED with ki_why). */
	void (*vo_kind)(jsval_t v, js_kindinfo_t *ki);

	/* strings (JS_STR_* flags); -1 and why (vo_string_print) */
	int (*vo_string_print)(jsval_t, size_t maxchars, uint_t flags,
	    char *why, size_t);
	int (*vo_string_read)(jsval_t, char *buf, size_t, size_t maxchars,
	    uint_t flags);
	int (*vo_string_length)(jsval_t, size_t *);
	/* "Symbol(desc)" */
	int (*vo_symbol_text)(jsval_t, char *buf, size_t);
	/* a BigInt in decimal, without the "n"; -1 and why in buf */
	int (*vo_bigint_text)(jsval_t, char *buf, size_t);

	/* functions */
	int (*vo_func_name)(jsval_t fn, js_fname_t *);
	/* a bound function's target: a function, or a bound function */
	int (*vo_bound_target)(jsval_t bound, jsval_t *targetp);

	/* objects */
	/* obj.constructor.name; -1 and why (never a made-up name) */
	int (*vo_constructor_name)(jsval_t obj, char *buf, size_t,
	    char *why, size_t);
	/* the constructor function and its class's name ("JSFunction") */
	int (*vo_constructor)(jsval_t obj, jsval_t *funcp, char *cls,
	    size_t);
	/* own named properties in order (how: JS_PI_*); cb non-zero stops */
	int (*vo_props_iter)(jsval_t obj, uint_t how, js_prop_f *, void *,
	    char *why, size_t);
	/* the own property name: 0 and *p (jp_value or jp_double), or -1 */
	int (*vo_prop_get)(jsval_t obj, const char *name, js_prop_t *p);
	/* how obj stores its properties (::jsprint -v): "" when nothing to
	   say; -1 when they could not be decoded */
	int (*vo_prop_storage)(jsval_t obj, char *buf, size_t);
	int (*vo_accessor)(jsval_t acc, js_acckind_t *);
	/* an error's captured stack formatted as the engine would */
	int (*vo_stack_text)(jsval_t err, jsval_t v, char *buf, size_t,
	    int *truncated);
	/* elements in index order; -1 and why */
	int (*vo_elems_iter)(jsval_t obj, js_elem_f *, void *, char *why,
	    size_t);
	int (*vo_array_length)(jsval_t arr, uint64_t *);

	/* the other kinds */
	int (*vo_entries_iter)(jsval_t coll, js_entry_f *, void *);
	/*
	 * A WeakMap's or WeakSet's entries (a WeakSet's: key == value), in
	 * the engine's table order; -1 when they cannot be read.  NULL: not
	 * decoded, printed "<items unknown>" as util.inspect prints them.
	 */
	int (*vo_weak_entries_iter)(jsval_t coll, js_entry_f *, void *);
	int (*vo_date_value)(jsval_t, double *ms);
	int (*vo_regexp)(jsval_t, jsval_t *srcp, char *flags, size_t);
	int (*vo_promise)(jsval_t, js_pstate_t *, jsval_t *resultp);
	int (*vo_typed_array)(jsval_t, js_typed_t *);
	int (*vo_arraybuffer)(jsval_t, uintptr_t *datap, uint64_t *lenp);
	int (*vo_wrapper_value)(jsval_t, jsval_t *);
} js_value_ops_t;

/* vo_string_print / vo_string_read flags (V8's V8_STR_* agree) */
#define	JS_STR_QUOTE	0x01	/* in "", JSON-escaping " and \ */
#define	JS_STR_ESCAPE	0x02	/* control characters escaped */

/* The neutral side (jsprint.c) */
const char *js_kind_name(js_kind_t);
void js_format_double(double d, char *buf, size_t sz);
void js_format_date(double ms, char *buf, size_t sz);

#endif /* ENGINE_VALUE_H */
