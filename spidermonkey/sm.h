/*
 * sm.h: the SpiderMonkey module.  SpiderMonkey ships no postmortem
 * metadata and Debian ships its library without debug info, so every
 * layout fact comes from a version table (facts.c), one row per mozjs
 * ESR line, each fact citing its source.  The heap is found from the GC's
 * own structures (heap.c), not from symbols.
 *
 * The pieces an engine interface will call are separate functions here:
 *   value classification   sm_value_decode()            value.c
 *   string reading         sm_string_read()              value.c
 *   property iteration     sm_prop_iter()                object.c
 *   function naming        sm_func_name()                object.c
 *   heap-cell iteration    sm_cell_iter()                heap.c
 *   frame iteration        sm_frame_iter()               stack.c
 */
#ifndef SM_H
#define SM_H

#include "modapi.h"

/* ---- the version table ---- */

/* What a GC thing of an AllocKind is, for ::smtype and the census. */
typedef enum sm_trace {
	SM_T_OBJECT, SM_T_SCRIPT, SM_T_SHAPE, SM_T_BASESHAPE, SM_T_GROUP,
	SM_T_GETTERSETTER, SM_T_PROPMAP, SM_T_STRING, SM_T_SYMBOL,
	SM_T_JITCODE, SM_T_SCOPE, SM_T_REGEXPSHARED, SM_T_BIGINT
} sm_trace_t;

typedef struct sm_kind {
	const char *sk_name;		/* AllocKind name: "OBJECT4_BACKGROUND" */
	uint_t sk_size;			/* thing size in bytes */
	sm_trace_t sk_trace;		/* its JS::TraceKind */
} sm_kind_t;

#define	SM_NOFF	((size_t)-1)	/* no such field in this version */

typedef struct sm_facts {
	const char *sf_line;		/* "78", "102": the ESR line */
	uint_t sf_major;
	const char *sf_checked;		/* the releases the row was checked on */

	/* chunks and arenas (js/HeapAPI.h, js/src/gc/Heap.h) */
	size_t sf_chunk_size;
	size_t sf_arena_size;
	size_t sf_arenas_per_chunk;
	size_t sf_first_arena;		/* offset of arena 0 in a chunk */
	size_t sf_chunk_runtime;	/* JSRuntime* in the chunk */
	size_t sf_chunk_storebuf;	/* StoreBuffer*: non-null: nursery */
	size_t sf_chunk_location;	/* 78: ChunkLocation, SM_NOFF in 102 */
	uint_t sf_loc_nursery, sf_loc_tenured;
	size_t sf_chunk_nfree;		/* ChunkInfo::numArenasFree (uint32) */
	size_t sf_arena_kind;		/* Arena::allocKind (a byte) */
	size_t sf_arena_zone;		/* Arena::zone */
	size_t sf_arena_header;		/* ArenaHeaderSize */
	const sm_kind_t *sf_kinds;
	uint_t sf_nkinds;		/* AllocKind::LIMIT */
	uint_t sf_object_limit;		/* AllocKind::OBJECT_LIMIT */

	/* objects (JS::shadow::Object and friends) */
	size_t sf_obj_group;		/* 78: ObjectGroup*, SM_NOFF in 102 */
	size_t sf_obj_shape;		/* Shape* */
	size_t sf_obj_slots;		/* HeapSlot* slots_ */
	size_t sf_obj_elements;		/* HeapSlot* elements_ */
	size_t sf_obj_fixed;		/* first fixed slot */
	size_t sf_group_clasp, sf_group_proto;	/* 78 ObjectGroup */
	size_t sf_shape_base;		/* Shape::base */
	size_t sf_shape_flags;		/* Shape::immutableFlags (uint32) */
	uint_t sf_fixed_shift, sf_fixed_mask;	/* number of fixed slots */
	size_t sf_base_clasp, sf_base_proto;	/* BaseShape (proto: 102) */
	size_t sf_class_name, sf_class_flags;	/* JSClass */
	uint_t sf_class_nonnative;	/* flags of non-native classes */

	/* properties: 78, a chain of Shapes */
	size_t sf_shape_propid;		/* Shape::propid_ */
	uint_t sf_shape_slotmask;	/* immutableFlags & mask: the slot */
	size_t sf_shape_parent;		/* Shape::parent */
	uint64_t sf_jsid_empty;		/* JSID_EMPTY: the empty shape's id */

	/* properties: 102, PropMaps */
	size_t sf_shape_propmap;	/* Shape::propMap_ */
	uint_t sf_maplen_mask;		/* immutableFlags & mask: its length */
	size_t sf_map_keys;		/* PropMap::keys_[] */
	uint_t sf_map_capacity;
	uint_t sf_map_compact, sf_map_hasprev, sf_map_dict; /* header flags */
	size_t sf_cmap_infos;		/* CompactPropMap::propInfos_ (u16) */
	size_t sf_lmap_prev;		/* LinkedPropMap::Data::previous */
	size_t sf_lmap_infos;		/* LinkedPropMap::Data::propInfos (u32) */
	uint_t sf_pinfo_slotshift;	/* PropertyInfo: slot = v >> shift */
	uint_t sf_pinfo_accessor;	/* PropertyFlags::AccessorProperty */
	uint_t sf_pinfo_custom;		/* PropertyFlags::CustomDataProperty */

	/* functions */
	size_t sf_fun_atom;		/* 78: JSFunction::atom_ */
	uint_t sf_fun_atom_slot;	/* 102: AtomSlot (a fixed slot) */

	/* the context and its activations (stack.c) */
	size_t sf_rt_maincx;		/* JSRuntime::mainContext_ */
	size_t sf_cx_runtime;		/* JSContext::runtime_ */
	size_t sf_cx_activation;	/* JSContext::activation_ */
	size_t sf_act_cx, sf_act_prev;	/* Activation::cx_, prev_ */
	size_t sf_act_kind;		/* Activation::kind_ (a 4-byte enum) */
	uint_t sf_act_interp, sf_act_jit;	/* Kind::Interpreter, Jit */
	size_t sf_iact_pc, sf_iact_fp;	/* InterpreterActivation::regs_ */
	size_t sf_iact_entry;		/* InterpreterActivation::entryFrame_ */
	size_t sf_ifr_flags, sf_ifr_nactual, sf_ifr_script, sf_ifr_prev,
	    sf_ifr_prevpc, sf_ifr_argv;	/* InterpreterFrame */
	uint_t sf_ifr_in_jit;		/* RUNNING_IN_JIT */
	uint_t sf_ifr_constructing;	/* CONSTRUCTING */
	size_t sf_script_fun;		/* BaseScript: its function (78: or global) */
	size_t sf_script_sso;		/* BaseScript::sourceObject_ */
	size_t sf_script_lineno;	/* BaseScript::extent_.lineno */
	size_t sf_ss_filename;		/* ScriptSource: filename's box */
	size_t sf_script_shared;	/* BaseScript::sharedData_ */
	size_t sf_shared_isd;		/* SharedImmutableScriptData::isd_ */
	size_t sf_isd_codelen;		/* ImmutableScriptData: code length */
	size_t sf_isd_code;		/* its bytecode (the notes follow) */
	uint_t sf_sn_null, sf_sn_newline, sf_sn_setline, sf_sn_xdelta;
	uint_t sf_sn_setline_rel;	/* SetLine's operand is relative to
					   the script's first line (102) */
	const signed char *sf_sn_arity;	/* operands of each note type */
	uint_t sf_sn_ntypes;
	uint_t sf_sn_typeshift, sf_sn_deltamask, sf_sn_xdeltamask;
	size_t sf_ss_filename_some;	/* 78: its Maybe's isSome byte */

	/* strings (JS::shadow::String; JSRope) */
	size_t sf_str_flags;		/* flags, length in the high half */
	size_t sf_str_chars;		/* nonInlineChars or inline storage */
	size_t sf_rope_left, sf_rope_right;
	uint_t sf_str_linear, sf_str_inline, sf_str_latin1;
} sm_facts_t;

extern const sm_facts_t sm_facts_78;
extern const sm_facts_t sm_facts_102;
const sm_facts_t *sm_facts_for(uint_t major);

/* ---- the target, as found (heap.c) ---- */

typedef struct sm_chunk {
	uintptr_t sc_addr;
	int sc_nursery;
} sm_chunk_t;

typedef struct sm_state {
	int ss_found;			/* SpiderMonkey detected */
	char ss_version[32];		/* "102.15.1" */
	char ss_how[160];		/* how the version was found */
	const char *ss_object;		/* the object carrying the engine */
	const sm_facts_t *ss_facts;	/* NULL: no table for this version */
	int ss_heap_done;		/* the chunk search ran */
	uintptr_t ss_runtime;
	sm_chunk_t *ss_chunks;
	size_t ss_nchunks, ss_nalloc;
	size_t ss_ntenured, ss_nnursery;
	size_t ss_rejected;		/* aligned blocks that looked like chunks
					   of another runtime */
} sm_state_t;

extern sm_state_t sm;

int sm_detect(void);			/* fills ss_version, ss_facts */
int sm_heap_find(void);			/* 0, or -1 (said) */
const sm_chunk_t *sm_chunk_of(uintptr_t addr);

/* An arena as read from the core. */
typedef struct sm_arena {
	uintptr_t sa_addr;
	uint_t sa_kind;			/* valid only when sa_allocated */
	int sa_allocated;
	uintptr_t sa_zone;
	uint_t sa_first;		/* first thing's offset */
	uint_t sa_nthings;		/* things per arena */
	uint_t sa_used;			/* cells not in a free span */
	int sa_bad;			/* the free list is damaged: said */
	uchar_t sa_free[512];		/* 1: the thing at that index is free */
} sm_arena_t;

int sm_arena_read(uintptr_t arena, sm_arena_t *);

/* Heap cells: every used cell of every allocated arena of tenured chunks. */
typedef int sm_cell_f(uintptr_t cell, const sm_kind_t *kind, uint_t kindno,
    void *arg);
int sm_cell_iter(sm_cell_f *, void *);

/* What the GC thing at addr is: 0 and the cell's start, or -1 with why. */
typedef struct sm_thing {
	uintptr_t st_cell;
	uintptr_t st_arena;
	const sm_kind_t *st_kind;
	uint_t st_kindno;
	int st_nursery;			/* in a nursery chunk: not typed */
	int st_free;			/* in a free span */
} sm_thing_t;
int sm_thing(uintptr_t addr, sm_thing_t *, char *why, size_t whylen);

/* ---- values and strings (value.c) ---- */

typedef enum sm_vtype {
	SM_V_DOUBLE, SM_V_INT32, SM_V_BOOLEAN, SM_V_UNDEFINED, SM_V_NULL,
	SM_V_MAGIC, SM_V_STRING, SM_V_SYMBOL, SM_V_PRIVATE_GCTHING,
	SM_V_BIGINT, SM_V_OBJECT, SM_V_UNKNOWN
} sm_vtype_t;

typedef struct sm_value {
	sm_vtype_t sv_type;
	double sv_double;
	int32_t sv_int;			/* int32, boolean, magic */
	uintptr_t sv_ptr;		/* string, symbol, object, bigint */
} sm_value_t;

void sm_value_decode(uint64_t bits, sm_value_t *);
uint64_t sm_value_box(sm_vtype_t, uintptr_t);
int sm_value_is_boxed(uint64_t bits);
const char *sm_vtype_name(sm_vtype_t);

/*
 * The string at addr as UTF-8 in buf (NUL-terminated, at most buflen - 1
 * bytes; *truncated set when cut).  Ropes are followed to a bounded depth.
 * 0, or -1 with why.
 */
int sm_string_read(uintptr_t addr, char *buf, size_t buflen, int *truncated,
    char *why, size_t whylen);
/* A property key (jsid) as text: a string, an integer or a symbol. */
int sm_jsid_text(uint64_t id, char *buf, size_t buflen);

/* ---- objects (object.c) ---- */

/* The JSClass* of an object, and its name.  0 or -1. */
int sm_obj_class(uintptr_t obj, uintptr_t *claspp);
const char *sm_class_name(uintptr_t clasp);	/* cached; NULL: unreadable */
int sm_obj_proto(uintptr_t obj, uintptr_t *protop);

/* Own properties in insertion order: cb(key, value bits, arg). */
typedef int sm_prop_f(uint64_t key, uint64_t value, int has_value,
    void *arg);
int sm_prop_iter(uintptr_t obj, sm_prop_f *, void *, char *why,
    size_t whylen);
/* The value of the own data property named name: 0, or -1. */
int sm_prop_get(uintptr_t obj, const char *name, uint64_t *valuep);

/* A function's name (its atom); "" for an anonymous one.  0 or -1. */
int sm_func_name(uintptr_t fn, char *buf, size_t buflen);
/* The name of the constructor of obj's prototype ("Widget"), or -1. */
int sm_constructor_name(uintptr_t obj, char *buf, size_t buflen);

/* ---- the JS frames of the thread that died (stack.c) ---- */

typedef enum sm_frkind {
	SM_FR_INTERP,			/* an InterpreterFrame */
	SM_FR_JIT			/* a JitActivation: its frames are not
					   decoded (fr_why says so) */
} sm_frkind_t;

typedef struct sm_frame {
	sm_frkind_t fr_kind;
	uintptr_t fr_activation;	/* the js::Activation holding it */
	uintptr_t fr_addr;		/* the InterpreterFrame */
	uintptr_t fr_script;		/* its JSScript */
	uintptr_t fr_callee;		/* its JSFunction; 0: top-level code */
	int fr_constructing;
	int fr_in_jit;			/* RUNNING_IN_JIT: the JIT runs it now */
	char fr_name[128];		/* "" for anonymous; not set: top level */
	char fr_file[256];		/* "" when not readable (fr_why) */
	uint_t fr_line;			/* 0: not known */
	int fr_line_exact;		/* 0: fr_line is the function's first line */
	uint_t fr_argc;			/* actual arguments */
	uintptr_t fr_argv;		/* their Values */
	char fr_why[160];		/* what could not be read */
} sm_frame_t;

typedef int sm_frame_f(const sm_frame_t *, void *);
/*
 * The JS frames of the main context, innermost first, activation by
 * activation.  cb returns non-zero to stop.  0, or -1 with why (no
 * context, a broken chain).
 */
int sm_frame_iter(sm_frame_f *cb, void *arg, char *why, size_t whylen);

#endif /* SM_H */
