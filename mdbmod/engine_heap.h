/*
 * engine_heap.h: the heap family of the engine interface (engine.h,
 * je_heap): what the census (jscensus.c: ::findjsobjects, ::jsfunctions,
 * the jsobject walker) needs of an engine, and the census as other code
 * reads it (js_census_*).
 *
 * The census is one linear pass over the heap's cells (jh_walk), with no
 * allocation per cell in the engine or in the census: the engine hands
 * each cell to the census as a js_cell_t on its stack.  An object carries
 * a shape: a dense small integer the engine gives every object layout
 * (V8: its map; SpiderMonkey: its class and prototype), so that the
 * census counts per shape and describes each shape once afterwards
 * (jh_describe), from one object of it.  An object whose property set is
 * its own (V8's dictionary mode) is described alone.  A function carries
 * its definition (V8: its SharedFunctionInfo; SpiderMonkey: its script),
 * so that closures of one definition are counted together.
 */
#ifndef ENGINE_HEAP_H
#define	ENGINE_HEAP_H

#include "engine.h"

/* What a cell is (jc_kind). */
#define	JS_CELL_OTHER		0	/* counted as a heap object only */
#define	JS_CELL_OBJECT		1	/* a JS object (not a function) */
#define	JS_CELL_FUNCTION	2	/* a function (a closure) */
#define	JS_CELL_STRING		3

/* Objects (jc_flags). */
#define	JS_CELL_ARRAY		0x01	/* an Array */
#define	JS_CELL_OWNSHAPE	0x02	/* its property set is its own
					   (dictionary mode): described alone,
					   jc_shape is not used */

typedef struct js_cell {
	uintptr_t jc_addr;	/* as the engine names it (V8: tagged) */
	size_t jc_size;		/* shallow size in bytes */
	uint_t jc_kind;		/* JS_CELL_* */
	uint_t jc_flags;	/* objects: JS_CELL_ARRAY, JS_CELL_OWNSHAPE */
	size_t jc_shape;	/* objects: 0 .. jh_nshapes() - 1 */
	uintptr_t jc_def;	/* functions: the definition; 0: unreadable */
} js_cell_t;

/* Return 0 to continue, non-zero to stop (the walk returns it). */
typedef int js_cell_f(const js_cell_t *, void *);

/* jh_walk's flags. */
#define	JS_WALK_CENSUS		0x01	/* the census walk: the engine keeps
					   its statistics for jh_summary and
					   jh_inexact */
#define	JS_WALK_SCAN		0x02	/* -b: find cells by scanning the
					   mappings, not the engine's own
					   heap structures */
#define	JS_WALK_REFUSED		(-2)	/* jh_walk: refused, said why */

/* Property kinds of a shape (ds_kinds; ::findjsobjects -k). */
#define	JS_PK_DICT		0x01	/* dictionary-mode properties */
#define	JS_PK_INOBJECT		0x02	/* in-object properties */
#define	JS_PK_PROPS		0x04	/* out-of-object properties */
#define	JS_PK_NUMERIC		0x08	/* elements (indexed properties) */
#define	JS_PK_ARRAY		0x10	/* an Array */
#define	JS_PK_EKIND		0x20	/* (jh_kinds) arrays' elements kinds */

#define	JS_CTORLEN		512	/* a constructor's name, kept */

/* A shape as jh_describe sees it from one of its objects. */
typedef struct js_shape_desc {
	char ds_ctor[JS_CTORLEN];	/* the constructor's name */
	const char *ds_ekind;		/* arrays: the elements kind
					   ("PACKED_SMI_ELEMENTS"), static
					   text; NULL: none */
	uint_t ds_kinds;		/* JS_K_*, of the object as a whole */
} js_shape_desc_t;

/* One property name of a described object; its kinds JS_K_*.  0: on. */
typedef int js_propname_f(const char *name, uint_t kinds, void *arg);

/* A function definition as jh_funcdesc names it. */
#define	JS_FUNCNAMELEN		512
#define	JS_SCRIPTLEN		1024
typedef struct js_funcdesc {
	char fd_name[JS_FUNCNAMELEN];	/* the name as the engine infers it */
	char fd_script[JS_SCRIPTLEN];	/* "": no script (native) */
	long fd_line;			/* 1-based; -1: not known */
} js_funcdesc_t;

typedef struct js_heap_ops {
	/*
	 * Calls cb for every live cell, in one linear pass with no
	 * allocation per cell.  JS_WALK_REFUSED when the engine cannot do
	 * what flags ask (JS_WALK_SCAN) or is not ready, said once; -1
	 * when the heap cannot be walked (interrupted, or a broken heap:
	 * the caller says so); else the first non-zero return of cb, or 0.
	 */
	int (*jh_walk)(uint_t flags, js_cell_f *cb, void *arg);

	/* The bound of jc_shape after a walk (shapes seen so far). */
	size_t (*jh_nshapes)(void);

	/*
	 * Describes obj's shape: fills d, and calls cb for each property
	 * name in the engine's order (an Array's length left out).  A
	 * constructor that cannot be read is the engine's to name in
	 * ds_ctor (V8 keeps mdb_v8's "<unknown>").  0, or -1 when the
	 * object cannot be described at all (said once by the engine).
	 * cb's non-zero return stops the iteration (out of memory).
	 */
	int (*jh_describe)(uintptr_t obj, js_shape_desc_t *d,
	    js_propname_f *cb, void *arg);

	/*
	 * Is addr a JS object the census would count, and is its property
	 * set its own (JS_CELL_OWNSHAPE)?  Its shape in *shapep.  0, or -1
	 * when addr is not such an object (nothing said).
	 */
	int (*jh_object)(uintptr_t addr, size_t *shapep, uint_t *flagsp);

	/*
	 * The heap statistics of the last census walk, printed by the
	 * engine for ::findjsobjects -v.  part: where in the summary (the
	 * census's own lines between them): JS_SUM_WALK first (how the heap
	 * was found, its spaces), JS_SUM_FREE after the heap object counts,
	 * JS_SUM_QUALITY after the string counts.  json: as fields of the
	 * summary record rather than lines.
	 */
	void (*jh_summary)(uint_t part, int json);

	/* Bytes the census walk covered (heap bytes per second). */
	size_t (*jh_walked_bytes)(void);

	/*
	 * Why the last census may count garbage or miss objects: one reason
	 * a line in buf; the number of reasons (0: exact).
	 */
	int (*jh_inexact)(char *buf, size_t len);

	/* ---- functions (::jsfunctions) ---- */

	/*
	 * The definition of the function addr: 0, or -1 when addr is not a
	 * function (nothing said: the census says "not a jh_funcword").
	 */
	int (*jh_funcdef)(uintptr_t addr, uintptr_t *defp);
	const char *jh_funcword;	/* "JSFunction", "function" */

	/*
	 * Names a definition (closure is one of its functions): 0, or -1
	 * when its name cannot be read (the row is left out).
	 */
	int (*jh_funcdesc)(uintptr_t def, uintptr_t closure,
	    js_funcdesc_t *fd);

	/*
	 * Where a function's compiled instructions are (-x, -X): 0, or -1
	 * when not known.  NULL: the engine does not say (-x, -X refused).
	 */
	int (*jh_funccode)(uintptr_t closure, uintptr_t *startp,
	    uintptr_t *endp);

	/*
	 * The property kinds (JS_K_*) the engine tells in ds_kinds; -k
	 * refuses the others by name.  JS_PK_EKIND: arrays' elements kinds.
	 */
	uint_t jh_kinds;

	/*
	 * Functions with no definition (jc_def 0) are in no ::jsfunctions
	 * row; when this names them ("native functions"), ::jsfunctions
	 * says how many.  NULL: not said.
	 */
	const char *jh_nodef;

	/* The engine can find cells by scanning mappings (JS_WALK_SCAN). */
	int jh_can_scan;

	/*
	 * When it cannot: why -b means nothing for this engine, as the
	 * refusal says it ("its chunks are found by a scan already ...").
	 * NULL: "its heap is walked by its own structures".
	 */
	const char *jh_noscan;
} js_heap_ops_t;

#define	JS_SUM_WALK		0
#define	JS_SUM_FREE		1
#define	JS_SUM_QUALITY		2

/*
 * The census as other code reads it (jscensus.c).  js_census_groups makes
 * the census of the current engine if not yet: the number of groups, or
 * -1 (said).  js_census_group: the i-th group in ::findjsobjects' order.
 * js_census_inexact: why it is not exact (jh_inexact).
 */
typedef struct js_census_group {
	uintptr_t cg_rep;		/* representative: first seen */
	size_t cg_count;		/* objects */
	size_t cg_bytes;		/* their shallow size */
	size_t cg_nall;			/* properties, kept or not */
	const char *cg_ctor;		/* constructor name */
	const char *cg_kind;		/* elements kind (arrays), or NULL */
	const char *const *cg_props;	/* property names kept */
	size_t cg_nprops;
} js_census_group_t;

ssize_t js_census_groups(void);
void js_census_group(size_t i, js_census_group_t *);
int js_census_inexact(char *buf, size_t len);

#endif /* ENGINE_HEAP_H */
