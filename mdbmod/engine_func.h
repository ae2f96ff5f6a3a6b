/*
 * engine_func.h: the je_func family of the engine interface (engine.h):
 * what ::jsfunction and ::jssource (jsfunc.c) ask an engine about a
 * function.  A function is a jsval_t the engine interprets (V8: a tagged
 * JSFunction; SpiderMonkey: a JSFunction* cell).
 *
 * Contract of every op: 0 on success; -1 after the engine said why with
 * mdb_warn, once, naming the function's address (the neutral code adds
 * nothing to that message).  A op never fills in a guess: a field it
 * cannot read is left at its "unknown" value, documented per field.
 */
#ifndef ENGINE_FUNC_H
#define	ENGINE_FUNC_H

#include "engine.h"

#define	JS_FUNC_NAMELEN		512
#define	JS_FUNC_FILELEN		1024
#define	JS_FUNC_MAXFIELDS	8
#define	JS_FUNC_MAXARGS		1024	/* bound arguments shown */

/* Where a function is defined (jf_where). */
typedef struct js_funcloc {
	int fl_builtin;			/* no script: "(builtin)", or */
	const char *fl_noscript;	/* what the engine knows of why */
	char fl_file[JS_FUNC_FILELEN];	/* "" when the script has no name */
	intptr_t fl_line;		/* 1-based; 0: not known */
	intptr_t fl_pos;		/* source offset; -1: not known */
} js_funcloc_t;

/*
 * An engine's own fields of a function, shown by ::jsfunction as
 * "label: address" lines after the name and place (V8: its
 * SharedFunctionInfo and Context; SpiderMonkey: its script).
 */
typedef struct js_funcfield {
	const char *ff_label;
	uintptr_t ff_addr;
} js_funcfield_t;

/* What a bound function binds (jf_bound). */
typedef struct js_bound {
	jsval_t jb_target;		/* [[BoundTargetFunction]] */
	jsval_t jb_this;		/* [[BoundThis]] */
	size_t jb_nargs;		/* [[BoundArguments]] */
} js_bound_t;

/*
 * The source ::jssource shows: the whole text of the function's script
 * (or of the part of it the engine keeps), and where the function is in
 * it, in lines numbered as the script's file numbers them.
 */
typedef struct js_source {
	char js_file[JS_FUNC_FILELEN];	/* "" when the script has no name */
	const char *js_text;		/* UTF-8, UM_GC; NULL: not read yet */
	size_t js_len;
	intptr_t js_text_line;		/* the line js_text starts at (1) */
	intptr_t js_first, js_last;	/* the function's lines */
} js_source_t;

typedef struct js_func_ops {
	/*
	 * Bound functions: 0 when fn is one (*jb filled), 1 when it is not
	 * (nothing said), -1 when it is one that cannot be read (said).
	 * jf_bound_arg reads bound argument i (< jb_nargs).  NULL: the
	 * engine does not decode bound functions; ::jsfunction says so when
	 * jf_check fails on one.
	 */
	int (*jf_bound)(jsval_t fn, js_bound_t *jb);
	int (*jf_bound_arg)(jsval_t fn, size_t i, jsval_t *valp);

	/*
	 * A one-line description of a value's kind for the bound function's
	 * "this" and arguments ("SMI: value=42", "JSObject: Point"), as
	 * mdb_v8's ::jsfunction gave it.  Always fills buf (a value it
	 * cannot read is described as unreadable, with its address).
	 */
	void (*jf_value_describe)(jsval_t, char *buf, size_t len);

	/* Is fn a function ::jsfunction and ::jssource can show?  0 / -1. */
	int (*jf_check)(jsval_t fn);

	/*
	 * The function's name as the engine's stack traces give it; for a
	 * function with none, what JavaScript's f.name says of it
	 * ("anonymous" for new Function's), else "".  0, or -1 (said).
	 */
	int (*jf_name)(jsval_t fn, char *buf, size_t len);

	/* Where fn is defined.  0, or -1 (said). */
	int (*jf_where)(jsval_t fn, js_funcloc_t *fl);

	/*
	 * The engine's own fields of fn, at most JS_FUNC_MAXFIELDS, in the
	 * order shown; fields it cannot read are left out.  Returns how
	 * many (0 is fine).
	 */
	size_t (*jf_fields)(jsval_t fn, js_funcfield_t *ff);

	/*
	 * The function's lines and file (js_text left NULL): 0, or -1
	 * (said: no script, no source range, lines not found).
	 */
	int (*jf_source_lines)(jsval_t fn, js_source_t *src);

	/*
	 * The script's text into src (js_text, js_len, js_text_line).  0,
	 * or -1 (said: the source is not retained, compressed in a way
	 * jsmdb does not decode, unreadable).
	 */
	int (*jf_source_text)(jsval_t fn, js_source_t *src);
} js_func_ops_t;

/*
 * Prints lines first..last (1-based, numbered "%5ld ") of the text,
 * whose first line is numbered text_line; lines mark_first..mark_last
 * are marked (colour background on a terminal), and with colour on the
 * text is highlighted by the JavaScript tokenizer.  0, or -1 when no
 * line can be in the range.  For ::jssource and ::jsframe -v.
 */
int js_source_print(const char *text, size_t len, intptr_t text_line,
    intptr_t first, intptr_t last, intptr_t mark_first, intptr_t mark_last);

/*
 * "FILE line N", "FILE position P", "FILE (unknown position)",
 * "(builtin)": where a function is, as ::jsfunction says it.
 */
void js_funcloc_format(const js_funcloc_t *, char *buf, size_t len);

/* Prints what a bound function binds, as ::jsfunction does. */
void js_bound_print(const js_func_ops_t *, jsval_t fn, const js_bound_t *);

#endif /* ENGINE_FUNC_H */
