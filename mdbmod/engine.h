/*
 * engine.h: the engine interface.  A JavaScript engine (v8/, spidermonkey/)
 * describes itself to the debugger core as a js_engine_t, an ops vector in
 * the spirit of mdb's mdb_tgt_ops_t: what the engine is, whether a dcmd can
 * run now, and one sub-vector per family of questions:
 *
 *   je_value    classify a value; an object's properties and elements;
 *               strings, numbers, dates, regexps, collections, typed
 *               arrays (engine_value.h; the printer jsprint.c)
 *   je_heap     the heap's cells, and how an object is grouped in the
 *               census: its constructor and property set (engine_heap.h;
 *               ::findjsobjects, jscensus.c)
 *   je_frames   the JS frames of a thread with the native stack addresses
 *               they live at (engine_frames.h; ::jsstack, jsstack.c)
 *   je_func     functions: name, script, line, source text (engine_func.h;
 *               ::jsfunctions, ::jssource, jsfunc.c)
 *   je_refs     the references a heap cell holds, as a user names them
 *               (engine_refs.h; ::jsfindrefs, jsrefs.c)
 *
 * The user-facing dcmds (::jsprint, ::jsconstructor, ::findjsobjects,
 * ::jsfunctions, ::jssource, ::jsstack, ::jsframe, ::jsfindrefs) are
 * written once, in mdbmod/, over this interface, and registered by the
 * "js" module (jsmod.c) once an engine has registered itself.  An engine
 * registers from its module's init (js_engine_register), so the engine
 * that answers is the one the core runs.  Engine internals keep their own
 * dcmds (::v8print, ::smprint ...).
 *
 * A value is the engine's own word for it (jsval_t): V8's tagged word,
 * SpiderMonkey's NaN-boxed JS::Value.  Only the engine interprets it.
 *
 * Every op reports failure explicitly (-1, with the reason where the op
 * takes a why buffer, or said once by the engine); none returns a made-up
 * answer.  A sub-vector pointer is NULL where an engine does not implement
 * that family yet: the dcmds that need it refuse, naming the engine.
 */
#ifndef ENGINE_H
#define	ENGINE_H

#include "modapi.h"

typedef uintptr_t jsval_t;

/* What a dcmd needs of the engine (je_ready); V8's V8_NEED_* agree. */
#define	JS_NEED_VALUES	0x01	/* heap objects, strings, numbers */
#define	JS_NEED_PROPS	0x02	/* properties and elements of objects */
#define	JS_NEED_FUNCS	0x04	/* functions, scripts, scopes */
#define	JS_NEED_FRAMES	0x08	/* JavaScript stack frames */
#define	JS_NEED_HEAP	0x10	/* walking the heap */
#define	JS_NEED_KINDS	0x20	/* Date, RegExp, Map, Promise, buffers... */
#define	JS_NEED_PRINT	(JS_NEED_VALUES | JS_NEED_PROPS | JS_NEED_FUNCS)

/* ::jsprint's flags and knobs, for every engine's values. */
#define	JS_PRINT_ADDRS		0x01	/* -a: addresses next to values */
#define	JS_PRINT_BRIEF		0x02	/* -s: one line */

typedef struct js_print_opts {
	int po_indent;		/* nested lines this many columns further in */
	size_t po_maxprops;	/* entries shown per object (0: default) */
	size_t po_maxstr;	/* characters shown per string (0: all) */
	size_t po_maxbytes;	/* bytes shown of a buffer (0: default) */
} js_print_opts_t;

struct js_value_ops;		/* engine_value.h */
struct js_heap_ops;		/* engine_heap.h */
struct js_frame_ops;		/* engine_frames.h */
struct js_func_ops;		/* engine_func.h */
struct js_ref_ops;		/* engine_refs.h */

/*
 * What an engine says of itself for ::jsengine's JSON record (docs/
 * json.md): each string "" when the engine does not know it.
 */
typedef struct js_engine_id {
	char ji_version[128];	/* "12.4.254.21-node.57", "102.15.1" */
	char ji_embedder[32];	/* the program around it: "Node.js" */
	char ji_embedder_version[128]; /* "v22.23.3" */
	char ji_found_by[512];	/* how the engine and version were found */
	char ji_layouts[512];	/* where its layouts come from */
	int ji_usable;		/* layouts known: the js dcmds can read it */
} js_engine_id_t;

typedef struct js_engine {
	const char *je_name;		/* "V8", "SpiderMonkey" */
	const char *je_module;		/* its module: "v8", "spidermonkey" */

	/* "V8 12.4.254.21-node.33 (Node.js v22.23.3)"; 0, or -1 */
	int (*je_describe)(char *buf, size_t len);
	/*
	 * The same in fields (js_engine_id_t, zeroed by the caller); 0, or
	 * -1 when the engine cannot say (::jsengine's JSON refuses then).
	 */
	int (*je_identify)(js_engine_id_t *id);

	/*
	 * Can dcmd run now with what it needs (JS_NEED_*)?  0, or -1 after
	 * saying once what is missing (a fact, a table, the heap).
	 */
	int (*je_ready)(const char *dcmd, uint_t flags, uint_t needs);

	const struct js_value_ops *je_value;
	const struct js_heap_ops *je_heap;
	const struct js_frame_ops *je_frames;
	const struct js_func_ops *je_func;
	const struct js_ref_ops *je_refs;
} js_engine_t;

/*
 * An engine registers once, from its module's init.  Registering a second
 * engine of the same name is an error (-1, said).
 */
int js_engine_register(const js_engine_t *);

/* The engines registered, in order; NULL past the last. */
const js_engine_t *js_engine_nth(size_t i);

/*
 * The engine the js dcmds ask: the only one registered, or the one chosen
 * with ::jsengine.  NULL when none (dcmd names the dcmd in the message,
 * said once per command).
 */
const js_engine_t *js_engine_current(void);
const js_engine_t *js_engine_for(const char *dcmd);

/*
 * A js dcmd's start: the current engine, ready for what the dcmd needs,
 * and implementing the sub-vector it asks for (non-NULL ptr).  NULL after
 * saying why.  sub names the family for the message ("frames").
 */
const js_engine_t *js_dcmd_start(const char *dcmd, uint_t flags,
    uint_t needs);

/*
 * Prints a value of the current engine as ::jsprint does, no newline
 * (jsprint.c, over je_value).  0, or -1 after saying why.
 */
int js_print_value(jsval_t, int depth, uint_t flags, const js_print_opts_t *);
/*
 * A one-line summary of a value into buf: 12, "str", [...], {...},
 * function foo, 2020-01-01T00:00:00.000Z ...  For column output.  0, or
 * -1 with a placeholder saying what could not be decoded.
 */
int js_value_summary(jsval_t, char *buf, size_t bufsz);
/*
 * ::jsprint's JSON form (docs/json.md): v's tree as "value" records of
 * dcmd, root being the address given and member the path asked for
 * (NULL: none); with unboxed, the double d instead of v.  storage: -v's
 * property storage line, on the root's record (NULL: null).  0, or -1
 * (said).
 */
int js_print_json(const char *dcmd, uintptr_t root, const char *member,
    jsval_t v, int unboxed, double d, int depth, const js_print_opts_t *,
    const char *storage);
/* The kind's name: "object", "string", "Array", "function", "undecoded" */
const char *js_value_kind(jsval_t);

#endif /* ENGINE_H */
