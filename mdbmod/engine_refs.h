/*
 * engine_refs.h: the je_refs family of the engine interface (engine.h):
 * the references heap cells hold, for ::jsfindrefs (jsrefs.c).  The
 * neutral code owns the search over levels (-r), the cycle and depth
 * limits, the text, the Graphviz graph (-g) and the options; the engine
 * owns the heap scan and names each slot that holds a target as a user
 * names it: a property name, an element index, a closure variable, an
 * internal field by name.
 *
 * Contract: every op returns 0 on success and -1 after saying why with
 * mdb_warn (once per command: rs_said is the engine's to mark what it
 * said across the levels of one search).
 */
#ifndef ENGINE_REFS_H
#define	ENGINE_REFS_H

#include "engine.h"

/* rs_flags: the options of ::jsfindrefs the scan needs */
#define	JS_REFS_VERBOSE		0x01	/* -v: describe each referrer */
#define	JS_REFS_ALL		0x02	/* -d: internal referrers too */
#define	JS_REFS_NOOWNERS	0x04	/* -l 1: no internal holder is followed
					   to the JS object that owns it */
#define	JS_REFS_GRAPH		0x08	/* -g: a Graphviz DOT graph */
#define	JS_REFS_JSON		0x10	/* -o json: "reference" records */

#define	JS_REF_SLOTLEN		1024
#define	JS_REF_NAMELEN		512

/*
 * One reference, as the text prints it:
 *
 *	TARGET referred to by AT SLOT [ REFERRER | DESCRIPTION ]
 *
 * AT is jr_at in hex ("global" when 0); SLOT is jr_slot, raw bytes from
 * the core (the neutral code escapes them for a terminal and for DOT);
 * then, when jr_referrer is set and differs from jr_at (a closure's
 * context names its function), " REFERRER" in hex, or when it is jr_at,
 * with -v, jr_describe's one line about it.
 */
typedef struct js_ref {
	jsval_t jr_target;
	jsval_t jr_at;			/* the address the line starts with */
	jsval_t jr_referrer;		/* the JS object that holds the target
					   (followed with -r); 0: none (an
					   internal holder, a global cell) */
	char jr_slot[JS_REF_SLOTLEN];	/* ".name", "[3]", " (context, slot 4:
					   variable x)", "+0x18 (FixedArray)" */
	uint_t jr_flags;
	/*
	 * The slot again, as data (the JSON form): how the holder refers
	 * to the target, and the name, index or offset that says where.
	 * An engine that leaves jr_via JS_REF_VIA_UNSAID (zero) has said
	 * nothing beyond jr_slot; the JSON record says so.
	 */
	int jr_via;			/* JS_REF_VIA_* */
	char jr_name[JS_REF_NAMELEN];	/* property key, variable, internal
					   field or entry; "" when none */
	int jr_hasindex;		/* jr_index is set */
	uint64_t jr_index;		/* element index, context slot,
					   reserved slot, entry */
	int jr_hasoffset;		/* jr_offset is set */
	uint64_t jr_offset;		/* bytes into an internal holder */
} js_ref_t;

#define	JS_REF_VIA_UNSAID	0	/* the engine said only jr_slot */
#define	JS_REF_VIA_PROPERTY	1	/* a named property: jr_name */
#define	JS_REF_VIA_ELEMENT	2	/* an element: jr_index */
#define	JS_REF_VIA_CONTEXT	3	/* a context slot (jr_index) holding a
					   variable (jr_name, "" when not
					   named); jr_referrer is the closure */
#define	JS_REF_VIA_ENTRY	4	/* a Map/Set/WeakMap entry: jr_name
					   says which and as what */
#define	JS_REF_VIA_INTERNAL	5	/* an engine-internal slot: jr_name
					   (the field, or the holder's type),
					   jr_index or jr_offset */

#define	JS_REF_WEAK	0x01		/* the slot does not keep the target
					   alive (a WeakMap's key) */
#define	JS_REF_UNCOUNTED 0x02		/* printed, but neither an edge of the
					   graph nor counted as a referrer (an
					   internal slot the engine could not
					   name) */

typedef int js_ref_f(const js_ref_t *, void *);

/* One level of a search: what the neutral code asks of jr_scan. */
typedef struct js_refscan {
	const jsval_t *rs_targets;
	size_t rs_ntargets;
	uint_t rs_flags;		/* JS_REFS_* */
	js_ref_f *rs_cb;		/* each reference, in heap order */
	void *rs_arg;
	size_t rs_max;			/* set by the engine: references kept */
	int rs_truncated;		/* set by the engine: there were more */
	uint_t rs_said;			/* the engine's: what it said already */
} js_refscan_t;

typedef struct js_ref_ops {
	/*
	 * Can addr be searched for (a heap object, a string)?  0, or -1
	 * (said: why not).
	 */
	int (*jr_target_ok)(jsval_t addr);

	/*
	 * One pass (or two) over the heap: every slot that holds one of
	 * rs_targets, named, handed to rs_cb after the scan (references
	 * through an internal holder name the JS object that owns it).
	 * Slots the user cannot name are left out unless JS_REFS_ALL.
	 * 0, or -1 (said: the heap cannot be walked).
	 */
	int (*jr_scan)(js_refscan_t *);

	/*
	 * -v: the referrer in one line ("Widget {a: 1, ...}"), or "" when
	 * there is nothing to say.
	 */
	void (*jr_describe)(jsval_t, char *buf, size_t len);

	/*
	 * -g: what a node is, shown above its address ("Widget", "function
	 * f", "string", "FixedArray"); "<unreadable>" when it cannot be
	 * read.
	 */
	void (*jr_node_kind)(jsval_t, char *buf, size_t len);
} js_ref_ops_t;

/*
 * The search behind ::jsfindrefs, for other dcmds (::findjsobjects -r):
 * who refers to targets[0..n), to maxdepth levels, printed as
 * ::jsfindrefs prints it.  0, or -1 (said).
 */
int js_findrefs(const jsval_t *targets, size_t n, uint_t flags,
    int maxdepth);

#endif /* ENGINE_REFS_H */
