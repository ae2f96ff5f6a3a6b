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
 *   each kind of value     sm_obj_kind(), sm_date_time()...  kinds.c
 */
#ifndef SM_H
#define SM_H

#include "modapi.h"

/* A word of the core: 0, or -1 when the core lacks it. */
static inline int
sm_rd64(uintptr_t addr, uint64_t *v)
{
	return (mdb_vread(v, sizeof (*v), addr) == sizeof (*v) ? 0 : -1);
}

static inline int
sm_rd32(uintptr_t addr, uint32_t *v)
{
	return (mdb_vread(v, sizeof (*v), addr) == sizeof (*v) ? 0 : -1);
}

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
#define	SM_NOSLOT	((uint_t)-1)	/* no such reserved slot */
#define	SM_SLOT_PRIVATE	((uint_t)-2)	/* 78's private word after the fixed slots
					   (jsfriendapi.h GetObjectPrivate) */

/* A flag bit and the letter it prints as (RegExp flags). */
typedef struct sm_flagchar {
	uint_t fc_bit;
	char fc_char;
} sm_flagchar_t;

typedef struct sm_facts {
	const char *sf_line;		/* "78", "102": the ESR line */
	uint_t sf_major;
	const char *sf_checked;		/* the releases the row was checked on */
	const char *sf_arch;		/* "x86-64", "aarch64": the
					   architecture the row is for */

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

	/* the nursery (gc/StoreBuffer.h, gc/Nursery.h) */
	size_t sf_sb_runtime;		/* StoreBuffer::runtime_ */
	size_t sf_sb_nursery;		/* StoreBuffer::nursery_ (Nursery&) */
	size_t sf_nur_chunks;		/* Nursery::chunks_.mBegin */
	size_t sf_nur_nchunks;		/* Nursery::chunks_.mLength */
	size_t sf_nur_position;		/* position_ */
	size_t sf_nur_startchunk;	/* currentStartChunk_ (unsigned) */
	size_t sf_nur_startpos;		/* currentStartPosition_ */
	size_t sf_nur_end;		/* currentEnd_ */
	size_t sf_nur_curchunk;		/* currentChunk_ (unsigned) */
	size_t sf_nur_capacity;		/* capacity_: 0: disabled */
	size_t sf_nchunk_start;		/* a NurseryChunk's first usable byte */
	size_t sf_nchunk_end;		/* and its end */
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
	size_t sf_shape_attrs;		/* Shape::attrs (a byte) */
	uint_t sf_shape_accessor;	/* JSPROP_GETTER | JSPROP_SETTER */
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
	size_t sf_fun_script;		/* 78: u.scripted.s.script_ */
	uint_t sf_fun_script_slot;	/* 102: NativeJitInfoOrInterpreted-
					   ScriptSlot (0: none) */

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
	uint_t sf_ifr_flags_known;	/* every bit of InterpreterFrame::Flags */
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
	uint_t sf_sn_colspan;		/* ColSpan: the column += its operand
					   (signed: sf_sn_colspan_sign) */
	uint32_t sf_sn_colspan_sign;
	int sf_sn_col_from_script;	/* the column starts at the script's
					   column (else 0) */
	size_t sf_ss_filename_some;	/* 78: its Maybe's isSome byte */

	/* strings (JS::shadow::String; JSRope) */
	size_t sf_str_flags;		/* flags, length in the high half */
	size_t sf_str_chars;		/* nonInlineChars or inline storage */
	size_t sf_rope_left, sf_rope_right;
	uint_t sf_str_linear, sf_str_inline, sf_str_latin1;

	/* value kinds (kinds.c): reserved slots are slot numbers (fixed
	   slots first, then slots_); SM_SLOT_PRIVATE is 78's private
	   pointer, the word after the fixed slots.  Where each comes from
	   (installed header, library instructions, js/src text, cores):
	   facts.c, the legend before KINDS_COMMON */
	uint_t sf_class_proxy;		/* JSCLASS_IS_PROXY */
	uint_t sf_class_rslots_shift, sf_class_rslots_mask;
					/* JSCLASS_RESERVED_SLOTS_SHIFT, _MASK */
	uint_t sf_class_private;	/* JSCLASS_HAS_PRIVATE (78); 0: none */
	uint_t sf_magic_hole;		/* JSWhyMagic JS_ELEMENTS_HOLE */
	uint_t sf_magic_hash_empty;	/* JSWhyMagic JS_HASH_KEY_EMPTY */
	uint_t sf_prim_slot;		/* Number/String/Boolean: the value */
	uint_t sf_date_slot;		/* DateObject::UTC_TIME_SLOT */
	uint_t sf_re_lastindex_slot, sf_re_source_slot, sf_re_flags_slot;
	const sm_flagchar_t *sf_re_flags;	/* in the order they print */
	uint_t sf_re_nflags;
	uint_t sf_mapset_slot;		/* MapObject/SetObject: the table */
	size_t sf_oht_data, sf_oht_datalen, sf_oht_datacap, sf_oht_live;
					/* OrderedHashTable: data, dataLength,
					   dataCapacity, liveCount (uint32) */
	size_t sf_oht_map_entry, sf_oht_set_entry;	/* sizeof Data */
	uint_t sf_ta_buffer_slot, sf_ta_length_slot, sf_ta_offset_slot,
	    sf_ta_data_slot;		/* ArrayBufferViewObject BUFFER_SLOT,
					   LENGTH_SLOT, BYTEOFFSET_SLOT,
					   DATA_SLOT (78: the private) */
	int sf_ta_int32_sizes;		/* lengths are Int32 values (78), not
					   private size_t (102) */
	uint_t sf_ab_data_slot, sf_ab_length_slot, sf_ab_flags_slot;
	uint_t sf_ab_kind_mask, sf_ab_detached;
	const char *const *sf_ab_kinds;	/* BufferKind names */
	uint_t sf_ab_nkinds;
	uint_t sf_err_type_slot;	/* SM_NOSLOT: the class says (102) */
	uint_t sf_err_stack_slot, sf_err_file_slot, sf_err_line_slot,
	    sf_err_column_slot, sf_err_message_slot;
	const char *const *sf_exn_names;	/* JSExnType */
	uint_t sf_exn_n;
	uint_t sf_sf_source_slot, sf_sf_line_slot, sf_sf_column_slot,
	    sf_sf_name_slot, sf_sf_cause_slot, sf_sf_parent_slot;
					/* SavedFrame */
	size_t sf_proxy_data;		/* js::detail::ProxyDataOffset */
	size_t sf_proxy_handler;	/* ProxyDataLayout::handler */
	size_t sf_proxy_private_back;	/* privateSlot: this many bytes
					   before reservedSlots */
	uint_t sf_proxy_handler_slot;	/* ScriptedProxyHandler::HANDLER_EXTRA */
	size_t sf_sym_desc, sf_sym_code;	/* JS::Symbol */
	const char *const *sf_sym_wellknown;	/* SymbolCode 0 .. */
	uint_t sf_sym_nwellknown;
	uint32_t sf_sym_registry, sf_sym_unique, sf_sym_private;
	size_t sf_big_header;		/* flags, digit length in the high half */
	uint_t sf_big_sign;		/* BigInt::SignBit */
	size_t sf_big_digits;		/* inline digits or heapDigits_ */
	uint_t sf_big_ninline;		/* InlineDigitsLength */
	uint_t sf_big_maxdigits;	/* MaxBitLength / 64 */
	size_t sf_elem_header;		/* sizeof (ObjectElements), before
					   elements_ */
	size_t sf_elem_initlen, sf_elem_capacity, sf_elem_length;
					/* uint32s, from the header's start */
	size_t sf_fun_nargs_off, sf_fun_flags_off;	/* 78: uint16s */
	uint_t sf_fun_flags_slot;	/* 102: flags | nargs << shift */
	uint_t sf_fun_nargs_shift;
	size_t sf_fun_native_off;	/* 78: native, or env for scripts */
	uint_t sf_fun_native_slot;	/* 102: the same, as a slot */
	uint_t sf_fun_kind_mask;	/* FunctionFlags::FUNCTION_KIND_MASK */
	const char *const *sf_fun_kinds;	/* FunctionKind names */
	uint_t sf_fun_nkinds;
	uint_t sf_fun_interpreted;	/* BASESCRIPT | SELFHOSTLAZY */
	uint_t sf_fun_bound;		/* BOUND_FUN */
	uint_t sf_fun_selfhosted;	/* SELF_HOSTED */
	uint_t sf_fun_guessed;		/* HAS_GUESSED_ATOM (not when bound) */
	uint_t sf_bound_target_slot, sf_bound_this_slot, sf_bound_args_slot;
					/* of the bound function's env
					   (vm/JSFunction.h BoundFunctionEnv
					   TargetSlot, ThisSlot, ArgsSlot) */
	uint_t sf_promise_flags_slot, sf_promise_result_slot;
	uint_t sf_promise_resolved, sf_promise_fulfilled;
					/* vm/PromiseObject.h PromiseSlot_Flags,
					   _ReactionsOrResult, PROMISE_FLAG_* */
	/* functions' sources (eng_func.c; the script: sf_fun_script) */
	size_t sf_script_tostring;	/* BaseScript extent_.toStringStart,
					   toStringEnd after it (uint32s) */
	size_t sf_script_column;	/* extent_.column (uint32) */
	size_t sf_ss_box;		/* ScriptSource: data's StringBox* */
	size_t sf_ss_tag;		/* ScriptSource: data's Variant tag */
	const uchar_t *sf_ss_tags;	/* what each tag holds: SM_SRC_* */
	uint_t sf_ss_ntags;
	size_t sf_box_chars, sf_box_length;	/* StringBox chars, length */
	size_t sf_ss_ulen;		/* Compressed::uncompressedLength */
	size_t sf_z_chunk;		/* Compressor::CHUNK_SIZE */
	size_t sf_z_header;		/* sizeof (CompressedDataHeader) */
	int sf_z_wbits;			/* inflateInit2's windowBits */

	/* accessors and dictionary mode (object.c, smheap) */
	uint_t sf_shape_getter_attr;	/* 78: JSPROP_GETTER */
	uint_t sf_shape_setter_attr;	/* 78: JSPROP_SETTER */
	uint_t sf_shape_accshape;	/* 78: Shape::ACCESSOR_SHAPE */
	uint_t sf_shape_indict;		/* 78: Shape::IN_DICTIONARY */
	size_t sf_ashape_getter, sf_ashape_setter;	/* 78: AccessorShape
					   getterObj, setterObj */
	size_t sf_gs_getter, sf_gs_setter;	/* 102: GetterSetter */

	/* WeakMap / WeakSet (kinds.c, smheap): the ObjectValueWeakMap the
	   object keeps, and its mozilla::HashTable */
	uint_t sf_wm_slot;		/* 78: the private; 102: DataSlot */
	size_t sf_wm_memberof;		/* WeakMapBase::memberOf: the object */
	size_t sf_wm_genshift;		/* mGen:56, mHashShift:8 */
	size_t sf_wm_table;		/* mTable: hashes, then entries */
	size_t sf_wm_count;		/* mEntryCount (uint32) */
	size_t sf_wm_entry;		/* sizeof (Entry): key, value */
	uint_t sf_wm_maxbits;		/* HashTable::sMaxCapacity's log2 */
} sm_facts_t;

/* What a ScriptSource's data holds (sf_ss_tags) */
#define	SM_SRC_UTF8		1	/* Uncompressed<Utf8Unit> */
#define	SM_SRC_UTF16		2	/* Uncompressed<char16_t> */
#define	SM_SRC_ZUTF8		3	/* Compressed<Utf8Unit>: deflate chunks */
#define	SM_SRC_ZUTF16		7	/* Compressed<char16_t> */
#define	SM_SRC_RETRIEVABLE	4	/* the embedding keeps it */
#define	SM_SRC_MISSING		5	/* no source was kept */
#define	SM_SRC_BINAST		6	/* 78: BinAST, not text */

extern const sm_facts_t sm_facts_78;
extern const sm_facts_t sm_facts_102;
/*
 * The row for an ESR on the core's architecture (ELF e_machine): x86-64's
 * rows as they are, aarch64's the same with the fields facts.c's
 * sm_arch_fixes moves; NULL for another ESR or architecture.
 */
const sm_facts_t *sm_facts_for(uint_t major, uint_t machine);
/* The architectures facts.c has rows for ("x86-64 and aarch64"). */
extern const char sm_facts_arches[];
#define	SM_EM_X86_64	62	/* ELF e_machine */
#define	SM_EM_AARCH64	183

/* ---- the target, as found (heap.c) ---- */

typedef struct sm_chunk {
	uintptr_t sc_addr;
	int sc_nursery;
	uintptr_t sc_storebuf;		/* a nursery chunk's StoreBuffer */
} sm_chunk_t;

typedef struct sm_state {
	int ss_found;			/* SpiderMonkey detected */
	char ss_version[32];		/* "102.15.1" */
	const char *ss_arch;		/* the core's: "x86-64", "aarch64" */
	char ss_notable[160];		/* why there is no ss_facts ("no
					   layout table for this release") */
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

/* What the nursery holds (heap.c): its state, read from the Nursery. */
typedef struct sm_nursery {
	uintptr_t sn_addr;		/* the Nursery */
	size_t sn_used;			/* bytes allocated since its last
					   collection; 0: it holds no cell */
	int sn_exact;			/* 0: sn_used is a bound (cells span
					   chunks whose unused tails count) */
	uint_t sn_nchunks;		/* chunks it allocates from */
	int sn_disabled;		/* capacity 0: nothing is allocated */
} sm_nursery_t;
int sm_nursery_read(sm_nursery_t *, char *why, size_t whylen);

/* An arena as read from the core. */
typedef struct sm_arena {
	uintptr_t sa_addr;
	uint_t sa_kind;			/* valid only when sa_allocated */
	int sa_allocated;
	uintptr_t sa_zone;
	uint_t sa_first;		/* first thing's offset */
	uint_t sa_nthings;		/* things per arena */
	uint_t sa_used;			/* cells not in a free span */
	int sa_bad;			/* the header or the free list is
					   damaged: said (sa_badwhy); sa_kind
					   may be no AllocKind */
	const char *sa_badwhy;
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

/*
 * A window of a ScriptSource's units (eng_func.c): all of them when the
 * source is kept uncompressed; when it is compressed, the 64 KB chunks
 * holding [ext0, ext1) and one more on each side, each inflated alone as
 * DecompressStringChunk() does.  Every length and offset is checked where
 * it is read; a chunk must inflate to exactly its size, else the whole is
 * refused (never part of it).  0, or -1 with why.
 */
typedef struct sm_srcwin {
	const uchar_t *sw_units;	/* the window (UM_GC) */
	size_t sw_n;			/* units in it */
	size_t sw_base;			/* its first unit's place in the source */
	size_t sw_total;		/* units in the source */
	uint_t sw_usize;		/* 1 (UTF-8) or 2 (char16_t) */
	int sw_compressed;
} sm_srcwin_t;
int sm_source_units(uintptr_t ss, uint32_t ext0, uint32_t ext1,
    sm_srcwin_t *w, char *why, size_t whylen);

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
/*
 * Own properties with where they live (smheap): the key, the value of a
 * data property, the slot (fixed or in slots_), and of an accessor its
 * getter and setter objects (0: none), read from its AccessorShape (78)
 * or GetterSetter (102), pi_acc: that cell.  pi_acc_ok 0: the accessor's
 * functions are not readable (pi_why says why).
 */
typedef struct sm_propinfo {
	uint64_t pi_key;
	uint64_t pi_value;
	int pi_has;			/* a data property's value is read */
	int pi_hasslot;
	uint32_t pi_slot;
	int pi_fixed;			/* the slot is in the object */
	int pi_accessor;		/* a getter/setter property */
	int pi_acc_ok;
	uintptr_t pi_acc;		/* its AccessorShape / GetterSetter */
	uintptr_t pi_getter, pi_setter;
	char pi_why[96];
} sm_propinfo_t;
typedef int sm_propinfo_f(const sm_propinfo_t *, void *arg);
int sm_prop_iter_info(uintptr_t obj, sm_propinfo_f *, void *, char *why,
    size_t whylen);
/* Is obj's shape in dictionary mode?  1, 0, or -1 (not readable). */
int sm_obj_dict(uintptr_t obj);
/* The getter and setter of an accessor cell (pi_acc): 0, or -1 with why. */
int sm_accessor_read(uintptr_t acc, uintptr_t *getterp, uintptr_t *setterp,
    char *why, size_t whylen);

/* The value of the own data property named name: 0, or -1. */
int sm_prop_get(uintptr_t obj, const char *name, uint64_t *valuep);

/* A function's name (its atom); "" for an anonymous one.  0 or -1. */
int sm_func_name(uintptr_t fn, char *buf, size_t buflen);
/* The name of the constructor of obj's prototype ("Widget"), or -1. */
int sm_constructor_name(uintptr_t obj, char *buf, size_t buflen);

/* ---- the JS frames of the thread that died (stack.c) ---- */

typedef enum sm_frkind {
	SM_FR_INTERP,			/* an InterpreterFrame */
	SM_FR_JIT,			/* a JitActivation (or the rest of one)
					   whose frames are not decoded: fr_why
					   says why */
	SM_FR_JITJS,			/* a JS frame of a JitActivation: a
					   BaselineJS or IonJS frame */
	SM_FR_JITOWN,			/* the JIT's own frame (stub, rectifier,
					   exit, entry): fr_why names it */
	SM_FR_WASM			/* a WebAssembly function's frame: fr_name
					   (the engine's), fr_file (the module's),
					   fr_wasm_*, fr_tier; fr_why: what is
					   not decoded */
} sm_frkind_t;

#define	SM_ION_MAXVALS	33	/* an inlined frame's receiver and
				   arguments decoded (32 arguments) */
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
	int fr_column;			/* 1-based, with fr_line_exact; 0: not
					   known */
	int fr_line_exact;		/* 0: fr_line is the function's first line */
	uint_t fr_argc;			/* actual arguments */
	uintptr_t fr_argv;		/* their Values */
	char fr_why[160];		/* what could not be read */
	int fr_bad;			/* the frame itself is not decoded (its
					   script or callee token): fr_why */
	char fr_file_why[160];		/* why fr_file is "" */
	char fr_args_why[160];		/* the argument count is not believed:
					   why (fr_argc 0; the receiver is) */
	char fr_noargs_why[160];	/* neither receiver nor arguments can be
					   read (argv): why */
	char fr_note[200];		/* what else of the frame is not
					   believed (its flags), said on it */

	/* SM_FR_JITJS, SM_FR_JITOWN: fr_addr is the frame's
	   CommonFrameLayout on the native stack, fr_activation too (where
	   it is placed among the native frames); an entry frame's
	   fr_activation is its JitActivation */
	const char *fr_tier;		/* "baseline-interpreter", "baseline",
					   "ion" (or NULL: the interpreter) */
	uintptr_t fr_retaddr;		/* a pc in it: the return address its
					   callee's frame holds; 0: unknown */
	uintptr_t fr_thisv;		/* the receiver's Value's address */
	int fr_dup;			/* an interpreter frame the JIT runs
					   (RUNNING_IN_JIT), shown as its JIT
					   frame (fr_why: where) */
	int fr_inlined;			/* a function Ion inlined into the Ion
					   frame at fr_addr (given before it,
					   innermost first; fr_tier "ion
					   (inlined)"): no arguments of its
					   own in the frame */
	int fr_ion_inl;			/* an Ion frame: how many functions
					   Ion inlined at its pc (0 ...), or
					   -1: not known (fr_inl_why says why) */
	char fr_inl_why[160];
	/* an Ion frame's and a function Ion inlined: its receiver (0) and
	   arguments (1 ..) where SpiderMonkey reads them (InlineFrameIterator:
	   the formals from the frame's resume point, the others from the
	   frame's argv or its caller's resume point): fr_ion_nvals of them,
	   each a Value (iv_ok) or why not; 0: none (argv holds them) */
	/* SM_FR_WASM: its function's index and the bytecode offset of the
	   call it is in (-1: not known, fr_why says why) */
	int64_t fr_wasm_func;
	int64_t fr_wasm_off;
	uint_t fr_ion_nvals;
	struct sm_inlval {
		int iv_ok;
		uint64_t iv_val;
		char iv_why[96];
	} fr_ion_vals[SM_ION_MAXVALS];
} sm_frame_t;

typedef int sm_frame_f(const sm_frame_t *, void *);
/*
 * The JS frames of the main context, innermost first, activation by
 * activation.  cb returns non-zero to stop.  0, or -1 with why (no
 * context, a broken chain).
 */
int sm_frame_iter(sm_frame_f *cb, void *arg, char *why, size_t whylen);

/*
 * A recover instruction's encoding (jit/Recover.h RECOVER_OPCODE_LIST,
 * jit/Recover.cpp): after its opcode (a CompactBuffer number) the fields
 * its RFoo(CompactBufferReader&) reads, ro_fields: 'u' a CompactBuffer
 * number, 'b' one byte.  numOperands (the snapshot allocations it takes,
 * SnapshotIterator::skipInstruction) is ro_nops, plus field ro_var's value
 * when ro_var >= 0 (RResumePoint, RHypot, RObjectState, RArrayState,
 * RCreateInlinedArgumentsObject).  A table per ESR (facts.c).
 */
typedef struct sm_recop {
	const char *ro_name;
	uint_t ro_nops;
	const char *ro_fields;
	int ro_var;
} sm_recop_t;

/*
 * JIT frames (stack.c), as SpiderMonkey's JSJitFrameIter walks them, from
 * a JitActivation's exit frame to its entry frame: each frame's
 * CommonFrameLayout {returnAddress, descriptor}, the descriptor packing
 * the caller's frame type, this frame's header size and the caller's
 * local size; a JS frame's JitFrameLayout adds {calleeToken,
 * numActualArgs}, then this and the arguments; a BaselineFrame lies
 * under a Baseline frame's saved frame pointer.  Every field is a row of
 * facts.c (sm_jitfacts_78, sm_jitfacts_102) with its source.
 */
typedef struct sm_jitfacts {
	size_t sj_exitfp;		/* JitActivation::packedExitFP_ */
	uint64_t sj_exitfp_wasm;	/* ExitFpWasmBit */
	uint_t sj_type_mask;		/* FRAMETYPE_MASK */
	uint_t sj_hdr_shift, sj_hdr_mask;	/* FRAME_HEADER_SIZE_SHIFT,
					   _MASK: the header in words */
	uint_t sj_size_shift;		/* FRAMESIZE_SHIFT */
	uint_t sj_ft_ion, sj_ft_baseline, sj_ft_stub, sj_ft_entry,
	    sj_ft_rectifier, sj_ft_ionic, sj_ft_exit, sj_ft_bailout;
	uint_t sj_ft_wasm_to_jit;	/* WasmToJSJit: the import's JIT exit
					   stub, WebAssembly frames above */
	uint_t sj_ft_walkable;		/* types below it are JS JIT frames
					   the descriptors chain (wasm's not) */
	const char *const *sj_ft_names;	/* FrameType's names, by number */
	size_t sj_cfl_ret, sj_cfl_desc;	/* CommonFrameLayout */
	size_t sj_jfl_token, sj_jfl_argc, sj_jfl_size;	/* JitFrameLayout
					   (this at sj_jfl_size, then args) */
	uint64_t sj_tok_mask;		/* CalleeTokenMask */
	uint_t sj_tok_fun, sj_tok_ctor, sj_tok_script;	/* CalleeTokenTag */
	size_t sj_bf_fpoff;		/* BaselineFrame::FramePointerOffset */
	size_t sj_bf_size;		/* sizeof (BaselineFrame) */
	size_t sj_bf_iscript, sj_bf_ipc, sj_bf_flags;
	uint_t sj_bf_in_interp;		/* RUNNING_IN_INTERPRETER */
	uint32_t sj_bf_flags_known;	/* BaselineFrame::Flags' bits */
	size_t sj_ent_fp;		/* the entry trampoline's frame pointer
					   above the entry frame's end */
	size_t sj_ent_savedfp, sj_ent_ret;	/* where, from that frame
					   pointer, the trampoline saved its
					   caller's frame pointer and return
					   address (the caller's sp: 16 up) */
	size_t sj_ent_maxlocal;		/* the largest local size believed */
	const char *const *sj_elide;	/* native functions of the engine's
					   that run JS frames (elided) */

	/* a script's JIT code: BaseScript -> JitScript -> Baseline/Ion */
	size_t sj_script_warmup;	/* BaseScript::warmUpData_ */
	uint64_t sj_wud_tagmask;	/* ScriptWarmUpData::TagMask */
	uint64_t sj_wud_jitscript;	/* ScriptWarmUpData::JitScriptTag */
	size_t sj_js_baseline, sj_js_ion;	/* JitScript::baselineScript_,
					   ionScript_ */
	uintptr_t sj_js_sentinel;	/* pointers at or below it are the
					   Disabled/Compiling markers */
	size_t sj_jc_raw, sj_jc_insnsize;	/* JitCode: code start (its
					   cell header), instructions' size */
	size_t sj_bs_method;		/* BaselineScript::method_ */
	size_t sj_bs_retaddr, sj_bs_retaddr_end;	/* retAddrEntriesOffset_,
					   osrEntriesOffset_ (its end) */
	size_t sj_rae_size;		/* sizeof (RetAddrEntry) */
	uint_t sj_rae_pcbits;		/* pcOffset_'s bits (then kind_) */
	const char *const *sj_rae_kinds;	/* RetAddrEntry::Kind names */
	size_t sj_is_method;		/* IonScript::method_ */
	size_t sj_is_osi, sj_is_spi, sj_is_spi_end, sj_is_safepoints,
	    sj_is_snapshots, sj_is_snapshots_end, sj_is_recovers,
	    sj_is_alloc;		/* IonScript's trailing-array offsets:
					   osiIndexOffset_, safepointIndexOffset_,
					   bailoutTableOffset_, safepointsOffset_,
					   snapshotsOffset_, rvaTableOffset_,
					   recoversOffset_, allocBytes_ */
	size_t sj_osi_size, sj_spi_size;	/* sizeof OsiIndex,
					   SafepointIndex ({displacement,
					   offset} each) */
	uint_t sj_snap_roff_shift;	/* SNAPSHOT_ROFFSET_SHIFT */
	uint_t sj_rec_count_shift;	/* RECOVER_RINSCOUNT_SHIFT */
	uint_t sj_rec_resumepoint;	/* Recover_ResumePoint */
	const struct sm_recop *sj_recops;	/* RECOVER_OPCODE_LIST, by
					   opcode: each instruction's encoding */
	uint_t sj_nrecops;
	uint_t sj_rp_pc_shift;		/* RResumePoint's pc offset: word >>
					   this (the low bits: a ResumeMode) */
	size_t sj_is_constants;		/* IonScript::constantTableOffset_ */
	uint_t sj_rva_align;		/* ALLOCATION_TABLE_ALIGNMENT */
	uint_t sj_rva_constant;		/* RValueAllocation::CONSTANT's mode
					   byte */
	uint_t sj_rva_untyped_stack;	/* UNTYPED_STACK (a Value) */
	uint_t sj_rva_typed_stack;	/* TYPED_STACK_MIN: | JSValueType */
	uint_t sj_jsval_type_object;	/* JSVAL_TYPE_OBJECT */
	/* the other RValueAllocation modes (jit/Snapshots.h Mode), for an
	   inlined frame's receiver and arguments */
	uint_t sj_rva_cst_undefined, sj_rva_cst_null;
	uint_t sj_rva_double_reg, sj_rva_float_reg, sj_rva_float_stack;
	uint_t sj_rva_untyped_reg;
	uint_t sj_rva_recover, sj_rva_ri_default;
	uint_t sj_rva_typed_reg;	/* TYPED_REG_MIN: | JSValueType */
	uint_t sj_rva_tag_mask;		/* PACKED_TAG_MASK */
	uint_t sj_rva_side_effect;	/* RECOVER_SIDE_EFFECT_MASK */
	size_t sj_script_iflags;	/* BaseScript::immutableFlags_ */
	uint32_t sj_script_argsobj;	/* the flag whose script's resume
					   points hold an arguments object after
					   the return value (78:
					   ArgumentsHasVarBinding, 102:
					   NeedsArgsObj) */
	const char *const *sj_gpr_names;	/* Register codes' names */
	uint_t sj_ngpr;
	const struct sm_inlop *sj_inl_ops;	/* the ops Ion inlines a
					   function at (IsIonInlinableOp), by
					   how findNextFrame reads the call */
	size_t sj_op_argc;		/* GET_ARGC: uint16 after the op */
	/* ResumeMode (jit/IonTypes.h) of an inlined call's resume point,
	   where the ESR packs one under the pc (sj_rp_pc_shift > 0) */
	uint_t sj_rpm_call, sj_rpm_funcall, sj_rpm_accessor;
} sm_jitfacts_t;

/*
 * An op Ion inlines a function at (jit/Ion.h IsIonInlinableOp: the
 * invoke ops but the spread ones, the getter and setter ops), and how
 * InlineFrameIterator::findNextFrame counts the callee's actual
 * arguments there: io_kind.  A table per ESR (facts.c), ended by a NULL
 * io_name.
 */
#define	SM_INL_CALL	1	/* GET_ARGC; at 102 one fewer under
				   ResumeMode InlinedFunCall (fun.call) */
#define	SM_INL_NEW	2	/* GET_ARGC, then new.target */
#define	SM_INL_FUNCALL	3	/* 78's JSOp::FunCall: GET_ARGC - 1, the
				   first being |this| */
#define	SM_INL_FUNAPPLY	4	/* 78's JSOp::FunApply (fun.apply(x,
				   arguments)): the caller's own count */
#define	SM_INL_GETTER	5	/* none */
#define	SM_INL_SETTER	6	/* one */
typedef struct sm_inlop {
	uint_t io_op;
	uint_t io_kind;
	const char *io_name;
} sm_inlop_t;

/*
 * SpiderMonkey's CompactBuffer (jit/CompactBuffer.h): unsigned numbers in
 * 7 bits a byte, low first, the low bit of each byte saying another
 * follows.  sm_cbuf_uint: 0, or -1 when the buffer ends first or the
 * number runs past 32 bits (overlong).
 */
typedef struct sm_cbuf {
	const uchar_t *cb_p, *cb_end;
} sm_cbuf_t;
int sm_cbuf_uint(sm_cbuf_t *cb, uint32_t *vp);

/*
 * The RetAddrEntry whose returnOffset is retoff exactly, in the table of
 * len bytes (BaselineScript::retAddrEntryFromReturnOffset's binary search):
 * its pcOffset and kind; -1 with why when none matches (never the
 * nearest) or the table is not whole entries.
 */
int sm_retaddr_lookup(const sm_jitfacts_t *jf, const uchar_t *tab,
    size_t len, uint32_t retoff, uint32_t *pcoffp, uint_t *kindp,
    char *why, size_t whylen);

/*
 * An Ion frame's resume points: in the IonScript's bytes is[0 .. len)
 * (the IonScript itself, then its trailing arrays, allocBytes_ long),
 * the SafepointIndex whose displacement is disp (the return address's
 * offset in its code), its safepoint's OSI call point, the OsiIndex at
 * that call point, its snapshot, the snapshot's recover instructions:
 * each RResumePoint's {pcOffset, numOperands}, outermost first, at most
 * max.  0 and *nrp, or -1 with why (what did not match or read).
 */
typedef struct sm_ionrp {
	uint32_t rp_mode;		/* the ResumeMode packed under the pc
					   (0 where the ESR packs none) */
	uint32_t rp_pcoff;
	uint32_t rp_nops;
	uint32_t rp_first;		/* the snapshot's allocation number of
					   its first operand: the operands of
					   the instructions before it come
					   first (other recover instructions'
					   too) */
	uint32_t rp_index;		/* its instruction's number */
	uint32_t rp_rec;		/* is[rp_rec]: the snapshot's first
					   recover instruction (after the
					   header) */
	uint32_t rp_nrec;		/* the snapshot's recover
					   instructions */
} sm_ionrp_t;
int sm_ion_resume_points(const sm_jitfacts_t *jf, const uchar_t *is,
    size_t len, uint32_t disp, sm_ionrp_t *rps, uint_t max, uint_t *nrp,
    size_t *allocsp, char *why, size_t whylen);

/*
 * The call at which Ion inlined frame i, as InlineFrameIterator::
 * findNextFrame reads it: pc[0 .. avail) the caller's bytecode at its
 * resume point's pc (the op, then GET_ARGC for an invoke op), mode that
 * resume point's ResumeMode (sm_ionrp_t rp_mode), callernact the
 * caller's own count of actual arguments (-1 when the caller is the Ion
 * frame itself, for which findNextFrame has none).  *nactp: the callee's
 * count of actual arguments (the resume point's operands end with the
 * callee, |this|, them, and new.target when *constructp); *iop (iop may
 * be NULL): the op's row.  0, or -1 with why (an op Ion inlines at none,
 * a mode that is not the op's, a count findNextFrame would not make).
 */
int sm_ion_inlcall(const sm_jitfacts_t *jf, const uchar_t *pc, size_t avail,
    uint32_t mode, int64_t callernact, uint_t *nactp, int *constructp,
    const sm_inlop_t **iop, char *why, size_t whylen);

/*
 * The snapshot of the Ion frame fr (SM_FR_JITJS of tier "ion", not a
 * function Ion inlined) at its return address, as ion_frames reads it:
 * its IonScript's address (*isaddrp, 0: not read), the IonScript's bytes
 * (*isp, malloc'd: the caller frees them, or NULL)
 * and sm_ion_resume_points' answer.  Once the recover header reads,
 * rps[0].rp_rec and rp_nrec say where the instructions are even when the
 * walk then fails (*nrp 0).  For ::smsnapshot.
 */
int dcmd_smsnapshot(uintptr_t, uint_t, int, const mdb_arg_t *);
int sm_ion_frame_snapshot(const struct sm_frame *fr, uintptr_t *isaddrp,
    const uchar_t **isp, size_t *lenp, sm_ionrp_t *rps, uint_t max,
    uint_t *nrp, size_t *allocsp, char *why, size_t whylen);

/*
 * Recover instruction idx (0 ..) of the snapshot rp's resume point
 * belongs to (the instructions before it read and skipped by their
 * encodings, jf->sj_recops): its opcode, name (NULL past the table),
 * numOperands, first allocation number and fields.  0, or -1 with why
 * (an instruction that does not read, an opcode past the table).
 */
#define	SM_RI_MAXFIELDS	2
typedef struct sm_ionri {
	uint32_t ri_op;
	const char *ri_name;
	uint32_t ri_nops;
	uint32_t ri_first;
	uint_t ri_nfields;
	uint32_t ri_fields[SM_RI_MAXFIELDS];
} sm_ionri_t;
int sm_ion_recover_at(const sm_jitfacts_t *jf, const uchar_t *is,
    size_t len, const sm_ionrp_t *rp, uint32_t idx, sm_ionri_t *ri,
    char *why, size_t whylen);

/*
 * The callee of inlined frame i (1 ..) of the snapshot whose allocation
 * indexes start at is[allocs] (sm_ion_resume_points): as
 * InlineFrameIterator::findNextFrame, the allocations before frame
 * i-1's (its rp_first: frames 0 .. i-2's and other recover instructions')
 * skipped, then in frame i-1's the one under |this| and the argc
 * arguments (and new.target when construct) of the call it made
 * (sm_ion_inlcall's count: fewer than the op's argc for fun.call); its
 * RValueAllocation must be a CONSTANT, whose index names a Value of the
 * IonScript's constant table: *vp.  0, or -1 with why.
 */
#define	SM_ION_CONST	0	/* *vp: the Value itself */
#define	SM_ION_STACK_OBJ 1	/* *vp: the frame slot (bytes below the
				   frame's JitFrameLayout) of an object
				   pointer */
#define	SM_ION_STACK_VAL 2	/* *vp: the frame slot of a Value */
int sm_ion_callee(const sm_jitfacts_t *jf, const uchar_t *is, size_t len,
    size_t allocs, const sm_ionrp_t *rps, uint_t nrp, uint_t i, uint_t argc,
    int construct, int *kindp, uint64_t *vp, char *why, size_t whylen);
/*
 * Where a snapshot's allocation says a value is (RValueAllocation, read
 * as SnapshotIterator::allocationValue reads it): iv_how
 */
#define	SM_IV_VALUE	0	/* iv_bits: the Value (a constant of the
				   IonScript, undefined or null) */
#define	SM_IV_STACK	1	/* iv_off: bytes below the frame's
				   JitFrameLayout; iv_type: its JSValueType,
				   or SM_IV_UNTYPED (a whole Value) */
#define	SM_IV_FLOAT32	2	/* iv_off: a float32 stack slot */
#define	SM_IV_REG	3	/* iv_reg: a general register; iv_type */
#define	SM_IV_FREG	4	/* iv_reg: a float register (code) */
#define	SM_IV_RECOVER	5	/* iv_reg: a recover instruction's result
				   (its number in the snapshot); iv_op its
				   opcode, iv_name its name (NULL: the
				   instruction did not read) */
#define	SM_IV_UNTYPED	0xffu
typedef struct sm_ionval {
	int iv_how;
	uint64_t iv_bits;
	int32_t iv_off;
	uint_t iv_reg;
	uint_t iv_type;
	uint32_t iv_op;
	const char *iv_name;
	int iv_default;			/* RI_WITH_DEFAULT_CST: iv_bits its
					   default constant's index */
} sm_ionval_t;
/*
 * Operand op (0-based) of the resume point of frame f (0: the outermost)
 * of the snapshot whose allocation indexes start at is[allocs]: the
 * allocations of frames 0 .. f-1 and of f's first op operands skipped
 * (SnapshotIterator::skip), its RValueAllocation decoded.  0, or -1 with
 * why (an index or an allocation that does not read, a mode no
 * RValueAllocation has).
 */
int sm_ion_operand(const sm_jitfacts_t *jf, const uchar_t *is, size_t len,
    size_t allocs, const sm_ionrp_t *rps, uint_t nrp, uint_t f, uint32_t op,
    sm_ionval_t *iv, char *why, size_t whylen);
/*
 * The Value recover instruction idx of the snapshot of the Ion frame at
 * L (its JitFrameLayout) makes, when it is one jsmdb runs exactly (RAdd,
 * RSub, RMul on numbers: stack.c ion_run_recover), its operands read
 * from the frame's slots, the IonScript's constants or other such
 * instructions.  0 and *vp, or -1 with why (an instruction jsmdb does
 * not run, an operand in a register or not a number).
 */
int sm_ion_recover_value(const sm_jitfacts_t *jf, const uchar_t *is,
    size_t len, size_t allocs, const sm_ionrp_t *rps, uint_t nrp,
    uint32_t idx, uintptr_t L, uint64_t *vp, char *why, size_t whylen);
/* The snapshot's allocation n (0 ..: the instructions' operands in
   order), decoded as sm_ion_operand decodes one. */
int sm_ion_alloc(const sm_jitfacts_t *jf, const uchar_t *is, size_t len,
    size_t allocs, const sm_ionrp_t *rps, uint_t nrp, uint32_t n,
    sm_ionval_t *iv, char *why, size_t whylen);
/*
 * A slot's value as SnapshotIterator makes it (Int32Value of the 4
 * bytes, BooleanValue of the byte, ... a Value for a typed pointer):
 * raw is the slot's 8 bytes read; 0 and *vp, or -1 with why (a type no
 * slot holds).
 */
int sm_ion_slot_value(const sm_ionval_t *iv, uint64_t raw, uint64_t *vp,
    char *why, size_t whylen);
/* A CompactBuffer's signed number (readSigned): 0, or -1. */
int sm_cbuf_int(sm_cbuf_t *cb, int32_t *vp);
/* The JIT facts of the ESR whose sm_facts_t is f, or NULL. */
const sm_jitfacts_t *sm_jitfacts_for(const sm_facts_t *f);
/* A JSValueType's name (facts.c), or NULL for a number no type has. */
const char *sm_jsvaltype_name(uint_t t);
/* The native caller of the JIT code whose frame was unwound at sp: its
   pc, sp and frame pointer as the entry frame kept them.  0, or -1 with
   why. */
int sm_jit_resume(uintptr_t sp, uintptr_t *pcp, uintptr_t *spp,
    uintptr_t *fpp, char *why, size_t whylen);
/* A frame descriptor's caller type, header size (bytes) and caller's
   local size: 0, or -1 when it cannot be a descriptor. */
int sm_jit_descriptor(const sm_jitfacts_t *, uint64_t desc, uint_t *typep,
    uintptr_t *hdrp, uintptr_t *localp);
/* A callee token's CalleeTokenTag and pointer. */
void sm_jit_token(const sm_jitfacts_t *, uint64_t token, uint_t *tagp,
    uintptr_t *ptrp);
/* Is name one of the engine's native functions that run JS frames? */
int sm_jit_elided(const char *name);

/*
 * WebAssembly frames (stack.c), as WasmFrameIter walks them: from a
 * JitActivation's wasm exit frame (packedExitFP_ with ExitFpWasmBit) up
 * each wasm::Frame's callerFP; a frame's pc is its callee's
 * returnAddress, whose wasm::Code (found through the instances the
 * frames name: 78's Frame::tls, 102's FrameWithTls slots, each checked)
 * gives its CodeRange (the function's index), its CallSite (the call's
 * bytecode offset) and the Metadata's name section and file name.  Every
 * field is a row of facts.c (sm_wasmfacts_78, sm_wasmfacts_102) with its
 * source.
 */
typedef struct sm_wasmfacts {
	size_t sw_fr_callerfp, sw_fr_ret;	/* wasm::Frame */
	size_t sw_fr_size;		/* sizeof (wasm::Frame) */
	uint64_t sw_fr_jit_tag;		/* a callerFP so tagged is JIT code's
					   (ExitOrJitEntryFPTag) */
	const size_t *sw_fr_inst;	/* offsets from a frame of words that
					   may name its instance context (78:
					   Frame::tls; 102: FrameWithTls),
					   SM_NOFF-ended */
	size_t sw_ctx_inst;		/* the context's Instance*: 78
					   TlsData::instance; 102 SM_NOFF
					   (the context is the Instance) */
	size_t sw_ctx_cx;		/* its JSContext* */
	size_t sw_inst_ctx;		/* Instance's back pointer to the
					   context (78 tlsData_), or SM_NOFF */
	size_t sw_inst_code;		/* Instance::code_ */
	size_t sw_code_tier1, sw_code_tier2, sw_code_meta;	/* Code */
	size_t sw_ct_code, sw_ct_mtier, sw_ct_seg;	/* CodeTier */
	size_t sw_seg_base, sw_seg_len, sw_seg_tier;	/* ModuleSegment */
	const char *const *sw_tier_names;	/* Tier, by number */
	size_t sw_mt_ranges, sw_mt_calls;	/* MetadataTier's vectors
					   {begin, length, capacity} */
	size_t sw_cr_size, sw_cr_begin, sw_cr_end, sw_cr_func, sw_cr_kind;
	uint_t sw_cr_function, sw_cr_interp_entry, sw_cr_jit_entry;
	const char *const *sw_cr_kinds;	/* CodeRange::Kind names */
	size_t sw_cs_size, sw_cs_word, sw_cs_ret;	/* CallSite */
	uint_t sw_cs_bits;		/* lineOrBytecode_'s bits */
	size_t sw_md_file, sw_md_names_payload, sw_md_modname,
	    sw_md_funcnames;		/* Metadata */
	size_t sw_sb_bytes;		/* ShareableBytes::bytes (a vector) */
	size_t sw_name_size;		/* sizeof (Name) {offset, length} */
	size_t sw_maybe_some;		/* Maybe<Name>'s isSome byte */
	size_t sw_ient_ret, sw_ient_fp;	/* the interpreter entry stub: its
					   native caller's return address and
					   frame pointer, from the sp it saved
					   before aligning the stack */
	size_t sw_ient_align;		/* WasmStackAlignment, to which the
					   stub aligned sp before pushing the
					   sp it had: that word lies 8 to this
					   many bytes below the value it
					   holds; 0 where none is pushed */
} sm_wasmfacts_t;

#define	SM_MAX_WASM_RANGES	(1 << 22)	/* CodeRanges, CallSites,
						   Names of one module read */
const sm_wasmfacts_t *sm_wasmfacts_for(const sm_facts_t *f);
/*
 * The CodeRange holding code offset off (begin <= off < end) in the
 * table of len bytes, sorted by begin (LookupInSorted): its kind and
 * function index.  0, or -1 with why (none holds it, a table that is not
 * whole entries or not sorted where it is searched).
 */
int sm_wasm_range_lookup(const sm_wasmfacts_t *wf, const uchar_t *tab,
    size_t len, uint32_t off, uint_t *kindp, uint32_t *funcp, char *why,
    size_t whylen);
/*
 * The CallSite whose returnAddressOffset is retoff exactly (sorted by
 * it): its lineOrBytecode.  0, or -1 with why (never the nearest).
 */
int sm_wasm_callsite_lookup(const sm_wasmfacts_t *wf, const uchar_t *tab,
    size_t len, uint32_t retoff, uint32_t *bcp, char *why, size_t whylen);
/*
 * A function's name as Metadata::getFuncName gives it: the module's
 * name and a dot when it has one (modoff/modlen; modlen 0: none), then
 * the name section's name of funcidx (names: nnames Names of len
 * sw_name_size each into payload), or "wasm-function[N]" when it has
 * none.  Bytes outside printable ASCII are written \xNN.  0, or -1
 * with why (a name past the payload).
 */
int sm_wasm_func_name(const sm_wasmfacts_t *wf, const uchar_t *names,
    size_t nnames, const uchar_t *payload, size_t plen, uint32_t modoff,
    uint32_t modlen, uint32_t funcidx, char *buf, size_t buflen, char *why,
    size_t whylen);

/* ---- value kinds (kinds.c) ----
 *
 * Decoders for each kind of value ::jsprint shows.  Every one returns 0,
 * or -1 with why (what could not be read and where); none guesses.
 */

/* The string at addr in full, as UTF-8 chunks of whole characters (at
   most 4 KB each) to cb; cb returns non-zero to stop.  0, or -1 with why. */
typedef int sm_chunk_f(const char *utf8, size_t len, void *arg);
int sm_string_iter(uintptr_t addr, sm_chunk_f *cb, void *arg, char *why,
    size_t whylen);

/* A reserved slot (slot number, or SM_SLOT_PRIVATE) of a native object. */
int sm_reserved_slot(uintptr_t obj, uint_t slot, uint64_t *vp);

typedef enum sm_okind {
	SM_K_OBJECT, SM_K_ARRAY, SM_K_FUNCTION, SM_K_DATE, SM_K_REGEXP,
	SM_K_MAP, SM_K_SET, SM_K_TYPEDARRAY, SM_K_ARRAYBUFFER, SM_K_ERROR,
	SM_K_PROXY, SM_K_NUMBER, SM_K_STRING, SM_K_BOOLEAN, SM_K_PROMISE,
	SM_K_WEAKMAP, SM_K_WEAKSET
} sm_okind_t;
/* What kind of object obj is, from its JSClass (name and proxy flag). */
int sm_obj_kind(uintptr_t obj, sm_okind_t *kindp, char *why, size_t whylen);
/* How many reserved slots obj's class declares, and whether it keeps a
   private pointer (78): state beyond its properties. */
int sm_class_slots(uintptr_t obj, uint_t *nreservedp, int *privatep,
    char *why, size_t whylen);

/* A Date's time value (NaN: an invalid date). */
int sm_date_time(uintptr_t obj, double *tp, char *why, size_t whylen);
/* A time value as ISO 8601 ("2023-11-14T22:13:20.123Z"), or "Invalid
   Date" (NaN, or beyond +-8.64e15 ms).  Pure. */
void sm_date_iso(double t, char *buf, size_t buflen);

typedef struct sm_regexp {
	uintptr_t sr_source;		/* its source string */
	uint_t sr_flags;		/* RegExpFlags bits */
	char sr_flagtext[16];		/* "gim" */
	uint64_t sr_lastindex;		/* a JS::Value */
} sm_regexp_t;
int sm_regexp_read(uintptr_t obj, sm_regexp_t *, char *why, size_t whylen);
/* RegExp flag bits as their letters, in the facts' order.  Pure. */
void sm_regexp_flagtext(const sm_facts_t *, uint_t flags, char *buf,
    size_t buflen);

/* A Map's or Set's live entries in insertion order (removed ones
   skipped); value is 0 for a Set.  *livep, *lenp: liveCount, dataLength. */
typedef int sm_entry_f(uint64_t key, uint64_t value, void *arg);
int sm_mapset_iter(uintptr_t obj, sm_entry_f *cb, void *arg, uint32_t *livep,
    uint32_t *lenp, char *why, size_t whylen);

/* A WeakMap's or WeakSet's live entries in table order (key: a JSObject*;
   value: a JS::Value, 0 for a WeakSet).  *countp: the table's
   mEntryCount.  0, or -1 with why. */
typedef int sm_wentry_f(uintptr_t key, uint64_t value, void *arg);
int sm_weak_iter(uintptr_t obj, sm_wentry_f *cb, void *arg, uint32_t *countp,
    char *why, size_t whylen);

typedef struct sm_typedarray {
	char ta_type[24];		/* "Int32Array": the class name */
	uint_t ta_elsize;		/* bytes an element */
	int ta_float, ta_signed, ta_bigint;
	uint64_t ta_length, ta_offset;	/* elements, bytes */
	uintptr_t ta_data;
	int ta_inline;			/* data inside the object's cell */
	uintptr_t ta_buffer;		/* its ArrayBuffer; 0: none (yet) */
} sm_typedarray_t;
int sm_typedarray_read(uintptr_t obj, sm_typedarray_t *, char *why,
    size_t whylen);
/* Element i as a JS::Value-free text ("-2", "0.5", "12n").  0 or -1. */
int sm_typedarray_elem(const sm_typedarray_t *, uint64_t i, char *buf,
    size_t buflen);

typedef struct sm_arraybuffer {
	uint64_t ab_length;		/* byteLength */
	uintptr_t ab_data;
	uint_t ab_flags;
	const char *ab_kind;		/* BufferKind name; NULL: unknown */
	int ab_inline;			/* data inside the object's cell */
	int ab_detached;
} sm_arraybuffer_t;
int sm_arraybuffer_read(uintptr_t obj, sm_arraybuffer_t *, char *why,
    size_t whylen);

typedef struct sm_error {
	const char *se_type;		/* "TypeError" (JSExnType or class) */
	uint64_t se_message, se_file;	/* JS::Values (undefined: none) */
	uint64_t se_line, se_column;
	uintptr_t se_stack;		/* its SavedFrame; 0: none */
} sm_error_t;
int sm_error_read(uintptr_t obj, sm_error_t *, char *why, size_t whylen);
/* The stack a SavedFrame chain says, as Error.prototype.stack writes it
   ("name@file:line:column\n" a frame, async causes "cause*" first), as
   chunks to cb.  At most 1024 frames.  0, or -1 with why. */
int sm_savedframe_iter(uintptr_t frame, sm_chunk_f *cb, void *arg,
    char *why, size_t whylen);

typedef struct sm_proxy {
	uint64_t sp_target;		/* privateSlot: a JS::Value */
	uint64_t sp_handler;		/* reserved slot 0 (scripted) */
	uintptr_t sp_handler_ops;	/* const BaseProxyHandler* */
	int sp_revoked;			/* target and handler are null */
} sm_proxy_t;
int sm_proxy_read(uintptr_t obj, sm_proxy_t *, char *why, size_t whylen);

/* A Number, String or Boolean object's primitive value. */
int sm_wrapper_value(uintptr_t obj, uint64_t *vp, char *why, size_t whylen);

typedef struct sm_symbol {
	uint32_t sy_code;
	const char *sy_kind;		/* "well-known", "registered",
					   "unique", "private name" */
	uintptr_t sy_desc;		/* its description atom; 0: none */
	const char *sy_wellknown;	/* "iterator" for Symbol.iterator */
} sm_symbol_t;
int sm_symbol_read(uintptr_t sym, sm_symbol_t *, char *why, size_t whylen);

/* A BigInt in decimal ("-5", "0").  -1 with why when unreadable or
   longer than buflen - 1 (why says how long). */
int sm_bigint_decimal(uintptr_t big, char *buf, size_t buflen, char *why,
    size_t whylen);
/* Little-endian 64-bit digits in decimal; digits are scratch (changed).
   0, or -1 when buflen is too small.  Pure. */
int sm_digits_decimal(uint64_t *digits, size_t n, int negative, char *buf,
    size_t buflen);

typedef struct sm_elements {
	uintptr_t el_addr;		/* elements_ */
	uint32_t el_initlen, el_capacity, el_length;
} sm_elements_t;
int sm_elements_read(uintptr_t obj, sm_elements_t *, char *why,
    size_t whylen);
/* Dense elements 0 .. initializedLength - 1; hole: the magic hole. */
typedef int sm_elem_f(uint32_t index, uint64_t value, int hole, void *arg);
int sm_elements_iter(uintptr_t obj, sm_elem_f *cb, void *arg, char *why,
    size_t whylen);

typedef struct sm_funcinfo {
	uint_t fi_flags, fi_nargs;
	const char *fi_kind;		/* FunctionKind: "normal", "arrow",
					   "class constructor"... */
	int fi_native;			/* no script */
	uintptr_t fi_native_addr;	/* the C++ function */
	int fi_bound;
	int fi_selfhosted;
	int fi_guessed;			/* its atom is a guessed display name */
	uint64_t fi_bound_target, fi_bound_this, fi_bound_args;	/* Values */
} sm_funcinfo_t;
int sm_func_info(uintptr_t fn, sm_funcinfo_t *, char *why, size_t whylen);

typedef struct sm_promise {
	const char *pr_state;		/* "pending", "fulfilled", "rejected" */
	uint64_t pr_result;		/* a JS::Value, when settled */
} sm_promise_t;
int sm_promise_read(uintptr_t obj, sm_promise_t *, char *why,
    size_t whylen);
/* A script's file name and first line (stack.c): 0, or -1 with why. */
int sm_script_where(uintptr_t script, char *file, size_t filelen,
    uint_t *linep, char *why, size_t whylen);

#endif /* SM_H */
