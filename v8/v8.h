/*
 * v8.h: the V8 module's internal API.  Everything in v8/ that needs to
 * know how V8 lays out its heap goes through here: configuration (offsets,
 * instance types, constants read from the binary's v8dbg_* metadata plus
 * the per-version tables in tables.c), tagged values, maps, strings,
 * functions, properties, elements and the value printer.
 *
 * Conventions:
 *  - "addr" or "obj" arguments are TAGGED values as they appear in the heap
 *    (heap object pointers carry the heap object tag).  Helpers that take
 *    an untagged address say so.
 *  - Functions returning int return 0 on success and -1 on failure; on
 *    failure they print nothing unless they say so (callers decide what
 *    the user sees).  Output buffers are always NUL-terminated.
 *  - Every count, length and depth read from the core is capped (V8_MAX_*).
 */
#ifndef V8_H
#define V8_H

#include <stdint.h>
#include <string.h>
#include <stddef.h>
#include "modapi.h"
#include "engine.h"

/* ---- caps: nothing read from the core is trusted beyond these ---- */
#define	V8_MAX_STRLEN		(1 << 20)	/* chars read from one string */
#define	V8_MAX_ROPE_DEPTH	64		/* cons/sliced/thin nesting */
#define	V8_MAX_PROPS		100000		/* properties of one object */
#define	V8_MAX_ELEMS		(1 << 24)	/* elements of one array */
#define	V8_MAX_PRINT_DEPTH	32		/* ::jsprint -d cap */
#define	V8_PRINT_MAXVALUES	1000000		/* values one ::jsprint prints */
#define	V8_PRINT_MAXPROPS	10000		/* ::jsprint -n default */
#define	V8_MAX_CHAIN		64		/* prototype / bound chains */
#define	V8_NAMELEN		512		/* function, class names */
#define	V8_MAXTYPE		4096		/* instance types, at most */

/* ====================================================================
 * Configuration (v8cfg.c, tables.c)
 * ==================================================================== */

/*
 * What configuration a dcmd needs (v8_dcmd_start).  Every fact cfgfill.c
 * asks for is filed under what it is needed for; a missing one makes the
 * dcmds that need it say which fact, once, and refuse.
 */
#define	V8_NEED_VALUES	0x01	/* heap objects, maps, strings, numbers */
#define	V8_NEED_PROPS	0x02	/* properties and elements of objects */
#define	V8_NEED_FUNCS	0x04	/* functions, scripts, scopes, contexts */
#define	V8_NEED_FRAMES	0x08	/* JavaScript stack frames */
#define	V8_NEED_HEAP	0x10	/* walking the heap's pages */
#define	V8_NEED_KINDS	0x20	/* Date, RegExp, Map, Promise, buffers... */
#define	V8_NEED_PRINT	(V8_NEED_VALUES | V8_NEED_PROPS | V8_NEED_FUNCS)

/* The heap's page layout (facts "heap_page_size", "page_*"). */
typedef struct v8_pagecfg {
	int pc_page_size;		/* regular page: size and alignment */
	int pc_flags;			/* chunk: flags word */
	int pc_metadata;		/* chunk: header pointer, -1: in chunk */
	int pc_md_size;			/* header: chunk size */
	int pc_md_heap;			/* header: Heap* */
	int pc_md_area_start, pc_md_area_end;
	int pc_md_owner;		/* header: owner space */
	int pc_md_owner_tag;		/* low bits set in the owner pointer
					   (V8 6.2: kPageHeaderTag 3) */
	int pc_space_heap;		/* owner space: its Heap* */
	int pc_md_prev;			/* header: previous page in space */
	int pc_md_chunk;		/* header: its chunk (V8 13), or -1 */
	int pc_md_sweeping;		/* header: concurrent sweeping state */
	int pc_md_markbits;		/* header: marking bitmap */
	int pc_markbits_indirect;	/* 1: pc_md_markbits holds a pointer
					   to the bitmap (V8 8.4) */
	int pc_space_lab_top;		/* owner space: its allocation area
					   (top, limit), or -1 */
	int pc_space_id;		/* owner space: its AllocationSpace id
					   (int32), -1: not needed */
	int pc_space_id_lo;		/* the large-object space's id */
	int pc_newspace_lab_top;	/* to-space SemiSpace: the new
					   space's (top, limit), -1: none */
	int pc_llab_known;		/* other threads' allocation areas
					   can be found (the four below) */
	int pc_llab_heap;		/* from such an area's (start, top,
					   limit): its Heap* */
	int pc_llab_space;		/* ... its owner space */
	int pc_llab_self;		/* ... a pointer to it, 0: none */
	int pc_llab_top, pc_llab_limit;	/* top_ and limit_ in the triple */
	int pc_llab_local;		/* ... its LocalHeap, whose first
					   word is the Heap*, 0: none */
	int pc_heap_safepoint;		/* Heap: its IsolateSafepoint* */
	int pc_sp_lh_head;		/* IsolateSafepoint: its first
					   LocalHeap (the live ones' list) */
	int pc_lh_prev, pc_lh_next;	/* LocalHeap: the list links */
	int pc_lh_alloc;		/* LocalHeap: its first allocator
					   (or the pointer to it) */
	int pc_lh_alloc_step;		/* ... bytes to the next one */
	int pc_lh_alloc_n;		/* ... how many */
	int pc_lh_alloc_inline;		/* 1: inside the LocalHeap, 0: a
					   pointer to each */
	int pc_sweeping_max;		/* highest sweeping state */
	int pc_sweeping_swept;		/* a non-zero swept state, or -1 */
	int pc_sweep_by_flags;		/* V8 3.14: swept precisely or
					   conservatively, told by flags */
	uintptr_t pc_flag_swept_precisely, pc_flag_swept_conservatively;
	uintptr_t pc_flag_from, pc_flag_to, pc_flag_large, pc_flag_exec;
	uintptr_t pc_flag_released;	/* released, not yet unmapped */
	int pc_space_first;		/* owner space: its first page's
					   header, -1: released pages are
					   told by pc_flag_released */
	int pc_md_next;			/* header: next page in space */
	int pc_freespace_words;		/* FreeSpace::size counts words: 1,
					   bytes: 0, not known: -1 */
	int pc_fv_header;		/* FeedbackVector header bytes */
	int pc_fv_length;		/* FeedbackVector: its int32 length */
	int pc_fm_closure_bytes;	/* FeedbackMetadata per closure slot */
	int pc_t_freespace, pc_t_filler;
	/*
	 * V8 3.14's live handles (the seeds of the reachability on
	 * conservatively swept pages): pc_hs_known when all are known
	 */
	int pc_hs_known;
	int pc_iso_heap;		/* Isolate: its Heap (Heap - this) */
	int pc_iso_hs_next, pc_iso_hs_limit;	/* Isolate: handle_scope_data_ */
	int pc_iso_hsi;			/* Isolate: HandleScopeImplementer* */
	int pc_hsi_isolate;		/* HandleScopeImplementer: isolate_ */
	int pc_hsi_blocks, pc_hsi_blocks_cap, pc_hsi_blocks_len;
					/* ... blocks_: data_, capacity_,
					   length_ (int32) */
	int pc_hsi_spare;		/* ... spare_ */
	int pc_hsi_deferred;		/* ... last_handle_before_deferred_
					   block_ */
	int pc_handle_block_words;	/* kHandleBlockSize */
} v8_pagecfg_t;

/*
 * v8_cfg: the values the rest of the module uses all the time, resolved
 * once (cfgfill.c).  Offsets are byte offsets from the start of the
 * object (NOT from the tagged pointer); -1 means "unknown for this V8".
 * Instance types are -1 when the type does not exist in this V8.
 */
typedef struct v8_cfg {
	int vc_configured;		/* jm_init succeeded */
	int vc_major, vc_minor, vc_build, vc_patch;
	char vc_version[96];		/* "12.4.254.21-node.33" */
	char vc_node_version[32];	/* "22.22.2" or "" */
	char vc_facts[64];		/* "V8 12.4 (Node.js 22...)" or "" */
	/* the core's architecture's frame facts (facts_arch.c) */
	const struct v8_archfacts *vc_arch;

	/* tagging */
	int vc_ptrsize;			/* SystemPointerSize */
	int vc_tagged_size;		/* TaggedSize (4 with ptr compression) */
	int vc_heapobject_tag;		/* 1 */
	int vc_heapobject_tagmask;	/* 3 */
	int vc_weak_tag;		/* 3 */
	int vc_smi_tag;			/* 0 */
	int vc_smi_tagmask;		/* 1 */
	int vc_smi_shift;		/* total shift: SmiShiftSize + tag size */

	/* string instance-type bits */
	uint_t vc_isnotstring_mask;
	uint_t vc_string_tag;
	uint_t vc_str_encoding_mask;
	uint_t vc_str_onebyte_tag;
	uint_t vc_str_twobyte_tag;
	uint_t vc_str_rep_mask;
	uint_t vc_str_seq_tag;
	uint_t vc_str_cons_tag;
	uint_t vc_str_external_tag;
	uint_t vc_str_sliced_tag;
	uint_t vc_str_thin_tag;
	uint_t vc_str_uncached_mask;	/* kUncachedExternalStringMask */
	uint_t vc_str_notinternalized_mask;
	/* V8 3.14: the mask's bit is set on internalized strings */
	int vc_str_internalized_bit_set;
	int vc_first_nonstring_type;

	/* oddball kinds */
	int vc_oddball_false, vc_oddball_true, vc_oddball_thehole;
	int vc_oddball_null, vc_oddball_undefined, vc_oddball_uninitialized;
	int vc_oddball_other, vc_oddball_exception;

	/* map bit fields */
	uint_t vc_elements_kind_mask, vc_elements_kind_shift;
	uint_t vc_dictionary_map_shift;
	uint_t vc_nown_descriptors_mask, vc_nown_descriptors_shift;
	int vc_elements_fast_holey, vc_elements_fast, vc_elements_dictionary;
	/* sloppy arguments' kinds (-1: none known; slow -1: one kind) */
	int vc_elements_sloppy_fast, vc_elements_sloppy_slow;

	/* property details (descriptor arrays, dictionaries) */
	int vc_prop_desc_key, vc_prop_desc_details, vc_prop_desc_value;
	int vc_prop_desc_size;
	uint_t vc_prop_index_mask, vc_prop_index_shift;
	int vc_prop_index_in_value;	/* V8 3.14: a FIELD's index is the
					   Smi in its descriptor's value */
	uint_t vc_prop_location_mask, vc_prop_location_shift;
	int vc_prop_location_field, vc_prop_location_descriptor;
	uint_t vc_prop_kind_mask;
	int vc_prop_kind_data, vc_prop_kind_accessor;
	uint_t vc_prop_repr_mask, vc_prop_repr_shift;
	int vc_prop_repr_double;
	int vc_double_fields_unboxed;	/* in-object doubles stored raw */
	int vc_prop_attributes_shift, vc_prop_attributes_dontenum;
	int vc_prop_dict_storage_shift;	/* enumeration index */
	int vc_symbol_private_bit;
	int vc_namedict_prefix_start, vc_namedict_entry_size;
	int vc_namedict_prefix_size;
	int vc_globaldict_prefix_size;	/* GlobalDictionary's prefix */
	int vc_numberdict_entry_size, vc_numberdict_prefix_size;
	int vc_globaldict_entry_size;
	int vc_globaldict_key_in_entry;	/* V8 5.1: name, then cell */
	int vc_promise_in_symbols;	/* V8 5.1: state in private symbols */
	int vc_promise_sym_names;	/* which names: 0 V8 5.1's, 1 4.5's */
	intptr_t vc_sfi_pseudo_smi_lo_shift;	/* V8 5.1: 1 */
	int vc_globaldict_value_in_cell;	/* (key, cell, details) */
	int vc_scopeinfo_first_stack_slot;	/* 1, 0: V8 3.x */
	int vc_scopeinfo_has_position;		/* 1, 0: V8 3.x */
	int vc_typedarray_data_from_buffer;	/* 1: V8 3.x */
	int vc_regexp_flags_data_index;		/* V8 3.x, else -1 */
	int vt_ExternalUint8Array;		/* V8 3.x Buffers' elements */
	ssize_t vo_ExternalArray_pointer;

	/* contexts and scope infos */
	int vc_context_idx_scope_info, vc_context_idx_prev;
	int vc_context_min_slots;
	int vc_context_idx_native;	/* index of native context, or -1 */
	int vc_context_idx_extension;
	int vc_scopeinfo_idx_nparams, vc_scopeinfo_idx_ncontextlocals;
	int vc_scopeinfo_idx_first_vars;
	int vc_scopeinfo_idx_nstacklocals;	/* V8 6: stack locals, or -1 */
	int vc_scopeinfo_parameter_names;	/* V8 6: names of parameters */
	int vc_scopeinfo_slot0;		/* slot i at slot0 + 8 * i */
	int vc_scopeinfo_flags_smi;
	int vc_scopeinfo_scope_type_mask, vc_scopeinfo_receiver_shift;
	int vc_scopeinfo_has_saved_class_var_bit;
	int vc_scopeinfo_function_var_shift;
	int vc_scopeinfo_has_inferred_name_bit;
	int vc_scopeinfo_function_scope, vc_scopeinfo_max_inlined_locals;
	int vc_scopeinfo_position_in_header, vc_scopeinfo_has_receiver_slot;

	/* stack frames: offsets from the frame pointer, in bytes */
	int vc_off_fp_context_or_frame_type, vc_off_fp_context;
	int vc_off_fp_function, vc_off_fp_args;
	int vc_off_fp_bytecode_array, vc_off_fp_bytecode_offset;
	int vc_off_fp_constant_pool;
	int vc_frame_args_reversed;	/* receiver nearest fp */
	int vc_frame_has_argc;		/* actual argc in the frame */
	int vc_frame_counts_include_receiver;
	int vc_code_instruction_start_inline;
	/*
	 * Full-codegen and Crankshaft frames (V8 3.28, 5.1: fact
	 * frame_model_classic): no bytecode slots; typed frames keep their
	 * marker, a full Smi, at vc_off_fp_marker (an adaptor frame in the
	 * context slot); an exit frame holds its Code object at
	 * vc_frame_exit_code_slot.
	 */
	int vc_frame_classic;
	int vc_off_fp_marker, vc_frame_exit_code_slot;

	/* class field offsets used everywhere */
	ssize_t vo_HeapObject_map;
	ssize_t vo_Map_instance_type, vo_Map_instance_size_in_words;
	ssize_t vo_Map_inobject_properties_start;	/* in words */
	int vc_map_inobject_is_count;	/* 1: that field counts them (V8 6.2) */
	uint16_t vc_map_type_mask;	/* 0xff: a byte (V8 6.2), else 0xffff */
	ssize_t vo_Map_bit_field, vo_Map_bit_field2, vo_Map_bit_field3;
	ssize_t vo_Map_instance_descriptors, vo_Map_prototype;
	ssize_t vo_Map_constructor_or_back_pointer;
	ssize_t vo_JSReceiver_properties, vo_JSObject_elements;
	ssize_t vo_JSArray_length;
	ssize_t vo_FixedArrayBase_length, vo_FixedArray_data;
	ssize_t vo_DescriptorArray_header_size;
	ssize_t vo_DescriptorArray_nall;	/* number_of_all_descriptors */
	ssize_t vo_PropertyArray_length_and_hash;
	ssize_t vo_PropertyCell_name, vo_PropertyCell_value;
	ssize_t vo_PropertyCell_details;
	ssize_t vo_AccessorPair_getter, vo_AccessorPair_setter;
	ssize_t vo_Symbol_flags;
	ssize_t vo_ErrorStackData_stack;
	ssize_t vo_HeapNumber_value, vo_Oddball_kind, vo_Oddball_to_string;
	ssize_t vo_String_length, vo_SeqOneByteString_chars;
	ssize_t vo_SeqTwoByteString_chars;
	ssize_t vo_ConsString_first, vo_ConsString_second;
	ssize_t vo_SlicedString_parent, vo_SlicedString_offset;
	ssize_t vo_ThinString_actual, vo_ExternalString_resource;
	ssize_t vo_ExternalString_resource_data;
	ssize_t vo_Symbol_name;
	ssize_t vo_JSFunction_shared, vo_JSFunction_context;
	/* SharedFunctionInfo::instance_class_name (V8 5.1 and older) */
	ssize_t vo_SharedFunctionInfo_class_name;
	ssize_t vo_JSFunction_code;
	ssize_t vo_SharedFunctionInfo_name_or_scope_info;
	ssize_t vo_SharedFunctionInfo_scope_info;	/* V8 6.2 */
	ssize_t vo_SharedFunctionInfo_script;		/* script_or_debug_info */
	ssize_t vo_SharedFunctionInfo_function_data;
	ssize_t vo_SharedFunctionInfo_flags;
	ssize_t vo_SharedFunctionInfo_function_token_offset;
	/* V8 6: the inferred name and the positions in the SFI itself */
	ssize_t vo_SharedFunctionInfo_function_identifier;
	ssize_t vo_SharedFunctionInfo_start_position_and_type;
	ssize_t vo_SharedFunctionInfo_end_position;
	ssize_t vo_SharedFunctionInfo_function_token_position;
	int vc_sfi_start_position_mask, vc_sfi_start_position_shift;
	ssize_t vo_SharedFunctionInfo_formal_parameter_count;
	ssize_t vo_Script_name, vo_Script_source, vo_Script_line_ends;
	ssize_t vo_Script_id;
	ssize_t vo_UncompiledData_inferred_name;
	ssize_t vo_UncompiledData_start_position, vo_UncompiledData_end_position;
	ssize_t vo_ScopeInfo_flags, vo_ScopeInfo_parameter_count;
	ssize_t vo_ScopeInfo_context_local_count;
	ssize_t vo_ScopeInfo_position_info;	/* start, end (Smis) or -1 */
	ssize_t vo_JSBoundFunction_target, vo_JSBoundFunction_this;
	ssize_t vo_JSBoundFunction_args;
	ssize_t vo_JSDate_value;
	int vc_jsdate_value_is_double;
	ssize_t vo_JSRegExp_source, vo_JSRegExp_flags, vo_JSRegExp_data;
	ssize_t vo_JSCollection_table;		/* JSMap, JSSet */
	ssize_t vo_JSPromise_reactions_or_result, vo_JSPromise_flags;
	ssize_t vo_JSArrayBuffer_backing_store, vo_JSArrayBuffer_byte_length;
	ssize_t vo_JSArrayBufferView_buffer, vo_JSArrayBufferView_byte_offset;
	ssize_t vo_JSArrayBufferView_byte_length;
	ssize_t vo_JSTypedArray_length, vo_JSTypedArray_external_pointer;
	ssize_t vo_JSTypedArray_base_pointer;
	ssize_t vo_JSPrimitiveWrapper_value;
	ssize_t vo_JSGlobalProxy_native_context;
	ssize_t vo_JSGlobalObject_global_dictionary;
	ssize_t vo_JSObject_internal_fields;	/* embedder slots start */
	ssize_t vo_Code_instruction_start, vo_Code_instruction_size;
	ssize_t vo_Code_flags;
	ssize_t vo_BytecodeArray_length, vo_BytecodeArray_data;
	ssize_t vo_JSMessageObject_start_position;

	/* bits inside fields */
	uint_t vc_promise_status_mask, vc_promise_status_shift;
	uint_t vc_regexp_flags_shift;		/* flags are a Smi bitfield */
	uint_t vc_arraybuffer_detached_mask, vc_arraybuffer_detached_shift;
	uint_t vc_code_kind_mask, vc_code_kind_shift;
	int vc_promise_pending, vc_promise_fulfilled, vc_promise_rejected;
	uint32_t vc_double_hole_upper32, vc_double_hole_lower32;
	int vc_embedder_fields_arraybuffer, vc_embedder_fields_view;
	int vc_embedder_fields_promise;
	int vc_api_object_embedder_start;
	int vc_orderedhash_nelements, vc_orderedhash_ndeleted;
	int vc_orderedhash_nbuckets, vc_orderedhash_buckets;
	int vc_collection_unordered;	/* V8 3.14: an ObjectHashTable of
					   capacity entries (nbuckets index) */
	int vc_orderedhashmap_entry_size, vc_orderedhashset_entry_size;

	/* instance types used everywhere; -1 when absent */
	int vt_Map, vt_Oddball, vt_HeapNumber, vt_Symbol, vt_Hole;
	int vt_MutableHeapNumber;	/* V8 6: boxed double fields, or -1 */
	int vc_arraybuffer_lengths_tagged;	/* V8 6: lengths are Numbers */
	int vc_typedarray_pointers_in_elements;	/* V8 6: in the elements */
	int vt_FixedArray, vt_FixedDoubleArray, vt_PropertyArray;
	int vt_DescriptorArray, vt_StrongDescriptorArray;
	int vt_NameDictionary, vt_SwissNameDictionary, vt_NumberDictionary;
	int vt_GlobalDictionary, vt_OrderedHashMap, vt_OrderedHashSet;
	int vt_JSObject, vt_JSAPIObject, vt_JSSpecialAPIObject;
	int vt_JSArray, vt_JSFunction, vt_JSFunction_first, vt_JSFunction_last;
	int vt_JSBoundFunction, vt_JSDate, vt_JSRegExp, vt_JSError;
	int vt_JSMap, vt_JSSet, vt_JSWeakMap, vt_JSWeakSet, vt_JSPromise;
	int vt_JSArrayBuffer, vt_JSTypedArray, vt_JSDataView;
	int vt_JSGlobalProxy, vt_JSGlobalObject, vt_JSPrimitiveWrapper;
	int vt_JSProxy, vt_JSArgumentsObject, vt_JSMessageObject;
	int vt_SloppyArgumentsElements;	/* V8 9.4 on; -1 before */
	int vt_JSGeneratorObject, vt_JSAsyncFunctionObject;
	int vt_JSExternalObject, vt_JSLastDummyAPIObject;
	int vt_JSRabGsabDataView;
	int vt_PropertyCell, vt_ErrorStackData, vt_ClassPositions;
	int vt_CallSiteInfo, vt_BytecodeWrapper, vt_ContextCell;
	int vt_StackTraceFrame;
	int vt_InstructionStream;
	int vt_SharedFunctionInfo, vt_Script, vt_ScopeInfo, vt_Code;
	int vt_BytecodeArray, vt_FeedbackVector, vt_Foreign;
	int vt_Context_first, vt_Context_last;	/* context type range */
	int vt_NativeContext;
	/*
	 * V8 6.2's contexts: FixedArrays whose maps are context maps,
	 * learned from what V8 holds to be contexts (heap.c)
	 */
#define	V8_MAX_CTXMAPS	16
	uintptr_t vc_ctx_maps[V8_MAX_CTXMAPS];
	int vc_nctx_maps;
	uintptr_t vc_native_ctx_map;	/* the native context's, or 0 */
	int vt_JSReceiver_first;		/* FIRST_JS_RECEIVER_TYPE */
	int vt_JSObject_first;			/* FIRST_JS_OBJECT_TYPE */

	v8_pagecfg_t vc_page;
	uint8_t vc_sizerule[V8_MAXTYPE];	/* V8_SZ_* by instance type */
} v8_cfg_t;

extern v8_cfg_t v8_cfg;

/* ::v8warnings state: when set, configuration diagnostics are printed. */
extern int v8_warnings;
/* Prints "jsmdb: v8: ..." only when ::v8warnings is on. */
void v8_cfg_warn(const char *, ...) __attribute__((format(printf, 1, 2)));

/*
 * Generic lookups for anything not in v8_cfg.  Names are the v8dbg_
 * symbol without its prefix and without a class field's type suffix:
 *   v8_const("SmiShiftSize", &v)          v8dbg_SmiShiftSize
 *   v8_const("frametype_EntryFrame", &v)  v8dbg_frametype_EntryFrame
 *   v8_const("off_fp_function", &v)
 *   v8_class_offset("JSFunction", "shared", &off)
 *       v8dbg_class_JSFunction__shared__SharedFunctionInfo, following
 *       v8dbg_parent_* to superclasses; table overrides win.
 * Return 0 when known, -1 when not.
 */
int v8_const(const char *name, intptr_t *valp);
int v8_class_offset(const char *klass, const char *field, ssize_t *offp);
/* Same, but also reports the field's declared type ("SMI", "Object"...). */
int v8_class_field(const char *klass, const char *field, ssize_t *offp,
    const char **typep);
/* Superclass of a known class, or NULL. */
const char *v8_class_parent(const char *klass);

/* Iterates known classes (name order) and a class's own fields. */
typedef int v8_class_f(const char *klass, void *arg);
typedef int v8_field_f(const char *klass, const char *field,
    const char *type, ssize_t off, void *arg);
int v8_class_iter(v8_class_f *, void *);
int v8_field_iter(const char *klass, int inherited, v8_field_f *, void *);

/* Instance types: name <-> number ("JS_OBJECT_TYPE"); class by type. */
const char *v8_type_name(int type);		/* NULL if unknown */
int v8_type_byname(const char *name);		/* -1 if unknown */
const char *v8_type_class(int type);		/* "JSObject" or NULL */
typedef int v8_type_f(int type, const char *name, const char *klass,
    void *arg);
int v8_type_iter(v8_type_f *, void *);		/* numeric order */

/* Frame types: name ("EntryFrame") <-> marker value. */
const char *v8_frametype_name(intptr_t type);	/* NULL if unknown */
int v8_frametype_byname(const char *name, intptr_t *valp);

/* ::v8field: sets a class field offset (wins over metadata and tables). */
int v8_cfg_set_field(const char *klass, const char *field, ssize_t off);

/*
 * Called first by every V8 dcmd.  Says (on stderr, once per command) that
 * ::v8load put another release's facts in force; checks that what the
 * dcmd needs (V8_NEED_*) is configured, and if not says which facts are
 * missing -- in full the first time, briefly after -- and returns -1: the
 * dcmd then returns DCMD_ERR.
 */
int v8_dcmd_start(const char *dcmd, uint_t flags, uint_t needs);

/* The facts of release "11.3" (or "11.3.244.8") instead of the binary's. */
int v8_cfg_load(const char *version);
/* Configures from the binary (jm_init).  verbose: print the banner. */
/* 0, -1 (::v8load may help), V8_CFG_UNMODELLED (it cannot: said) */
int v8_cfg_init(int verbose);
/* Does the V8 module apply (v8dbg_ symbols in a loaded object)? */
int v8_module_applies(void);
#define	V8_CFG_UNMODELLED	(-2)

/*
 * binmeta.c: the binary's symbols, from the binary or, when it is not at
 * hand, from jsmdb's table of official Node.js binaries by build-id
 * (facts_binaries.c).  Every symbol the module looks up by name goes
 * through v8_sym_lookup, and the bytes it reads at a symbol through
 * v8_sym_vread: the core's memory first, then the binary's file -- or
 * the table's record of it.
 */
typedef struct v8_binary v8_binary_t;
/* The table's binary standing in for a missing one, or NULL.  Once. */
const v8_binary_t *v8_bin_find(void);
/* "v22.23.3 linux-x64" for the table's binary of build-id id; 0, -1. */
int v8_bin_release(const char *id, char *buf, size_t len);
/* jm_release, jm_exec_layout of the V8 module (modapi.h) */
int v8_bin_release_of(uint_t machine, const char *id, char *buf, size_t len);
int v8_bin_exec_layout(const mdb_exec_probe_t *, mdb_exec_layout_t *);
/* Forgets the binary found (a new target). */
void v8_bin_reset(void);
/* Its Node.js version ("22.23.3"), or NULL. */
const char *v8_bin_node(void);
/* "jsmdb's table for the official Node.js v22.23.3 ..." for banners */
int v8_bin_describe(char *buf, size_t len);
int v8_sym_lookup(const char *name, GElf_Sym *symp);
ssize_t v8_sym_vread(void *buf, size_t n, uintptr_t addr);
/* How V8 was configured: the layouts' source and jsmdb's facts ("" if
 * none) as the load line says them; 0, or -1 when not configured. */
int v8_cfg_how(char *from, size_t fromlen, char *facts, size_t factslen);
/* A NUL-terminated string at addr into buf; 0 or -1. */
int v8_sym_readstr(char *buf, size_t len, uintptr_t addr);
/*
 * Bytes at addr could not be read: when addr lies in a loaded object
 * whose file is missing (its read-only data is not in the core), says
 * so once, naming the object.
 */
void v8_bin_unread(uintptr_t addr);
/* The path of the loaded object at addr whose file is missing, or NULL. */
const char *v8_bin_missing_at(uintptr_t addr);
/* Calls cb for each v8dbg_ and nodedbg_ symbol of the table's binary. */
int v8_bin_md_iter(mdb_syment_f *cb, void *arg);

/* cfgfill.c: fills v8_cfg from the metadata and the facts in force. */
void v8_cfg_fill(void);
/* What is missing: the union of needs, and each missing fact. */
uint_t v8_cfg_missing_needs(void);
int v8_cfg_missing_iter(uint_t need,
    int (*cb)(const char *name, uint_t need, void *arg), void *arg);
/* Files a fact needed elsewhere (heap walk, frames) as missing. */
void v8_cfg_missing(uint_t need, const char *name);
/* v8cfg.c: the i-th fact in force (name order), NULL past the end. */
const char *v8_fact_name(size_t i);
/* Where a fact's value comes from ("the binary's metadata", a citation). */
const char *v8_fact_source(const char *name);
/* Joins the release's instance-type list to the metadata's. */
void v8_cfg_merge_types(void);

/* ====================================================================
 * Tagged values and heap objects (heap.c)
 * ==================================================================== */

/*
 * Target words (vc_tagged_size for tagged slots, vc_ptrsize for system
 * pointers: 4 on ia32, 8 on x64/arm64), widened to uintptr_t.
 */
uintptr_t v8_word_get(const void *p, int size);
uintptr_t v8_tagged_get(const void *p);		/* vc_tagged_size bytes */
int v8_vread_words(uintptr_t addr, int size, uintptr_t *vals, size_t n);
int v8_vread_ptr(uintptr_t addr, uintptr_t *valp);	/* one vc_ptrsize */

int v8_is_smi(uintptr_t val);
/* v8_is_smi and the bits below the value are zero (for user input). */
int v8_is_valid_smi(uintptr_t val);
intptr_t v8_smi_value(uintptr_t val);
int v8_is_heapobject(uintptr_t val);		/* strong heap object */
int v8_is_weak(uintptr_t val);			/* weak heap object ref */
int v8_is_cleared(uintptr_t val);		/* cleared weak ref */
uintptr_t v8_strong(uintptr_t val);		/* weak -> strong tagged */
uintptr_t v8_untag(uintptr_t val);		/* object's first byte */

/*
 * Field reads from a TAGGED object at a byte offset from the object's
 * start (offsets as in v8_cfg).  A negative offset (unknown field) fails.
 */
int v8_read_tagged(uintptr_t obj, ssize_t off, uintptr_t *valp);
int v8_read_smi(uintptr_t obj, ssize_t off, intptr_t *valp);
int v8_read_u8(uintptr_t obj, ssize_t off, uint8_t *valp);
int v8_read_u16(uintptr_t obj, ssize_t off, uint16_t *valp);
int v8_read_u32(uintptr_t obj, ssize_t off, uint32_t *valp);
int v8_read_ptr(uintptr_t obj, ssize_t off, uintptr_t *valp);
int v8_read_double(uintptr_t obj, ssize_t off, double *valp);
/* A Smi-or-int field: read a Smi if the declared type says so. */
int v8_read_int_field(uintptr_t obj, ssize_t off, int is_smi, intptr_t *);

/* Map and instance type of a heap object; fail on non-heap-objects. */
int v8_obj_map(uintptr_t obj, uintptr_t *mapp);
int v8_obj_type(uintptr_t obj, int *typep);
int v8_map_type(uintptr_t map, int *typep);
/* Checks that obj looks like a heap object whose map is a Map. */
int v8_obj_valid(uintptr_t obj);

/* A map's properties */
typedef struct v8_mapinfo {
	uintptr_t vm_map;
	int vm_type;			/* instance type */
	size_t vm_instance_size;	/* bytes; 0 for variable-size */
	int vm_inobject_start;		/* first in-object property word */
	int vm_inobject_count;		/* in-object property slots */
	int vm_nown_descriptors;
	int vm_is_dictionary;		/* dictionary-mode properties */
	int vm_elements_kind;
	uint8_t vm_bit_field, vm_bit_field2;
	uint32_t vm_bit_field3;
	uintptr_t vm_descriptors;	/* DescriptorArray (tagged) */
	uintptr_t vm_prototype;
	uintptr_t vm_constructor;	/* constructor_or_back_pointer */
} v8_mapinfo_t;
int v8_map_info(uintptr_t map, v8_mapinfo_t *);

/* Instance type predicates. */
int v8_type_is_string(int type);
int v8_type_is_jsobject(int type);	/* any JSReceiver but JSProxy */
int v8_type_is_jsreceiver(int type);
int v8_type_is_jsfunction(int type);	/* JSFunction family */
int v8_type_is_context(int type);
/*
 * Is obj a Context?  By its instance type where V8 gives contexts their
 * own; on V8 6.2, by its map among the context maps learned so far.
 * v8_context_learn learns them from a JSFunction (its context, that
 * context's previous ones and its native context); v8_context_of_func
 * says whether ctx is func's context or one whose previous chain leads
 * to it (a frame's context), learning the maps on the way.
 */
int v8_is_context(uintptr_t obj);
int v8_is_native_context(uintptr_t obj);
void v8_context_learn(uintptr_t func);
int v8_context_of_func(uintptr_t ctx, uintptr_t func);
int v8_type_is_fixedarray(int type);	/* FixedArray-shaped (length+slots) */

/* FixedArray-shaped objects */
int v8_fixedarray_length(uintptr_t arr, size_t *lenp);
int v8_fixedarray_get(uintptr_t arr, size_t idx, uintptr_t *valp);
/* Reads up to *np slots into vals (allocated UM_GC); *np = count read. */
int v8_fixedarray_read(uintptr_t arr, uintptr_t **valsp, size_t *np);

/* Oddballs: which kind of well-known value this is. */
typedef enum v8_oddball {
	V8_ODD_NONE = 0,	/* not an oddball */
	V8_ODD_UNDEFINED, V8_ODD_NULL, V8_ODD_TRUE, V8_ODD_FALSE,
	V8_ODD_HOLE, V8_ODD_UNINITIALIZED, V8_ODD_EXCEPTION,
	V8_ODD_OTHER
} v8_oddball_t;
v8_oddball_t v8_oddball_kind(uintptr_t val);
const char *v8_oddball_name(v8_oddball_t);	/* "undefined", "hole"... */
/* Is val the hole (Oddball kind TheHole, or a Hole object in V8 >= 12)? */
int v8_is_hole(uintptr_t val);

/* Numbers: Smi or HeapNumber. */
int v8_number_value(uintptr_t val, double *dp);
/* JavaScript Number.prototype.toString(): "2.5", "1e+21", "-0", "NaN". */
void v8_format_double(double d, char *buf, size_t bufsz);

/* ====================================================================
 * Strings (string.c)
 * ==================================================================== */

#define	V8_STR_QUOTE	0x01	/* wrap in "" and JSON-escape " and \ */
#define	V8_STR_ESCAPE	0x02	/* escape control chars (\n, \x1b) */
#define	V8_STR_ASCII	0x04	/* non-ASCII as \uXXXX rather than UTF-8 */
#define	V8_STR_VERBOSE	0x08	/* ::v8str -v: describe each rope piece */

/* True for String and Symbol (Name) objects. */
int v8_is_string(uintptr_t val);
/* The length in UTF-16 units. */
int v8_string_length(uintptr_t str, size_t *lenp);
/*
 * Reads the string as UTF-8 into buf (always NUL-terminated).  At most
 * maxchars UTF-16 units are read (0: V8_MAX_STRLEN); a longer string, or
 * one that does not fit in buf, ends with "..." and *truncp (if given)
 * is set.  Works for every representation: sequential, cons, sliced,
 * thin, external (cached and uncached), one- and two-byte.  Lone
 * surrogates become U+FFFD.  Returns -1 if str is not a readable string.
 */
int v8_string_read(uintptr_t str, char *buf, size_t bufsz, size_t maxchars,
    uint_t flags, int *truncp);
/* Same, allocated with UM_GC; *lenp (if given) gets strlen. */
char *v8_string_dup(uintptr_t str, size_t maxchars, uint_t flags,
    size_t *lenp);
/* Prints a string (mdb_printf) with flags; -1 and nothing on failure. */
int v8_string_print(uintptr_t str, size_t maxchars, uint_t flags);
/* The last string read failed on jsmdb's bounds (pieces), not the core. */
int v8_string_too_big(void);
/* A Name's text: string, or "Symbol(desc)" for symbols. */
int v8_name_read(uintptr_t name, char *buf, size_t bufsz);
/* Symbol description (its name field) or "" */
int v8_symbol_description(uintptr_t sym, char *buf, size_t bufsz);
/* Describes a string's representation: "cons one-byte", "thin two-byte"... */
const char *v8_string_kind(int type);
/* ::v8str -v: prints the representation tree; budget caps pieces shown. */
int v8_string_describe(uintptr_t str, int depth, int *budget);
/* The same as JSON records (docs/json.md): "piece"s, then "summary". */
int v8_string_describe_json(uintptr_t str, int *budget);

/* ====================================================================
 * Functions and scripts (func_base.c)
 * ==================================================================== */

int v8_jsfunc_sfi(uintptr_t func, uintptr_t *sfip);
int v8_jsfunc_context(uintptr_t func, uintptr_t *ctxp);
/* The function's Code object (through the dispatch table in V8 13.6). */
int v8_jsfunc_code(uintptr_t func, uintptr_t *codep);
int v8_jsfunc_code_field(uintptr_t func, uintptr_t *codep);
/* ::v8code: a Code object's (or function's) kind and instructions; dis:
 * disassembled too.  A DCMD_* value. */
int v8_code_show(uintptr_t code, int dis, const char *json);
/*
 * The function's name as JavaScript's f.name and V8's stack traces give
 * it: its own "name" data property when that is a string, else the SFI
 * name, else the inferred name, else "".
 */
int v8_jsfunc_name(uintptr_t func, char *buf, size_t bufsz);
/* The function's own "name" data property, when a string; else "". */
int v8_jsfunc_own_name(uintptr_t func, char *buf, size_t bufsz);
/* SharedFunctionInfo: own name ("" for anonymous). */
int v8_sfi_name(uintptr_t sfi, char *buf, size_t bufsz);
/* The SFI's function data fields (trusted first), heap objects: count. */
int v8_sfi_function_datas(uintptr_t sfi, uintptr_t fds[2]);
/* Inferred name ("obj.method") when V8 kept one; "" otherwise. */
int v8_sfi_inferred_name(uintptr_t sfi, char *buf, size_t bufsz);
/*
 * 1: f.name is "anonymous" by the SFI's NameShouldPrintAsAnonymous flag
 * (new Function's functions); 0: not (or no fact says where the flag
 * is); -1: the flag could not be read.
 */
int v8_sfi_prints_anonymous(uintptr_t sfi);
/* V8 3.14: an error's stack kept by its one-shot accessor: 0 the text
 * someone read, 2 the raw frames (never read), 1 neither (errstack.c). */
int v8_error_oneshot_stack(uintptr_t err, uintptr_t pair, uintptr_t *strp);
/* The native context obj was made in (JSReceiver::GetCreationContext). */
int v8_obj_native_context(uintptr_t obj, uintptr_t *ncp);
/*
 * The value JavaScript sees for a property implemented by a native
 * AccessorInfo jsmdb knows the getter of: 0 *valp, 1 not one, -1 unread.
 */
int v8_accessor_info_value(uintptr_t holder, uintptr_t info,
    uintptr_t *valp);
/*
 * A bound function: a JSBoundFunction (V8 4.9 on), or before that a
 * JSFunction whose bindings (target, this, arguments) sit in its
 * literals_or_bindings array.
 */
typedef struct v8_bound {
	uintptr_t vb_target;		/* [[BoundTargetFunction]] */
	uintptr_t vb_this;		/* [[BoundThis]] */
	uintptr_t vb_args;		/* the FixedArray holding the arguments */
	size_t vb_argstart;		/* index of the first one in vb_args */
	size_t vb_nargs;		/* how many (as the array's length says) */
	int vb_inliterals;		/* 1: V8 < 4.9's bindings array */
} v8_bound_t;
/* 0 bound (*vb), 1 not a bound function, -1 bound but unreadable */
int v8_bound_read(uintptr_t func, v8_bound_t *vb);
/* V8 < 4.9: 0 bound (*bindingsp its bindings), 1 not, -1 unreadable */
int v8_jsfunc_bindings(uintptr_t func, uintptr_t *bindingsp);
/* SFI -> Script (tagged); fails for builtins / API functions. */
int v8_sfi_script(uintptr_t sfi, uintptr_t *scriptp);
/* Script name (file path or URL) into buf. */
int v8_script_name(uintptr_t script, char *buf, size_t bufsz);
int v8_script_unnamed(uintptr_t script);	/* no name: eval, Function code */
/* SFI's scope info, or -1 if it has none (uncompiled or no scope). */
int v8_si_context_names(uintptr_t);
int v8_sfi_scope_info(uintptr_t sfi, uintptr_t *sip);
/* The variable a context keeps in slot (a FixedArray index): 0, or -1. */
int v8_context_slot_name(uintptr_t ctx, size_t slot, char *buf,
    size_t bufsz);
/*
 * Source positions (character offsets into the script source) of the
 * function: *startp at the function token (or start position), *endp at
 * its end.  Either may be -1 when V8 did not keep it.
 */
int v8_sfi_position(uintptr_t sfi, intptr_t *startp, intptr_t *endp);
/*
 * Line (0-based) and column of a character position in a script, from
 * line_ends when present, else by scanning the source.
 */
int v8_script_line(uintptr_t script, intptr_t pos, intptr_t *linep,
    intptr_t *colp);

/* ====================================================================
 * Objects: properties, elements, constructors (object.c, elements.c)
 * ==================================================================== */

/* One property handed to a v8_prop_f callback. */
typedef struct v8_prop {
	const char *vp_name;	/* key as UTF-8 (symbols: "Symbol(desc)") */
	uintptr_t vp_key;	/* the key: tagged String or Symbol */
	uintptr_t vp_value;	/* tagged value (AccessorPair for accessors) */
	uint_t vp_flags;	/* V8_PROP_* */
	int vp_index;		/* descriptor/dictionary index */
} v8_prop_t;
#define	V8_PROP_ACCESSOR	0x01	/* vp_value is an accessor */
#define	V8_PROP_INOBJECT	0x02	/* stored in the object */
#define	V8_PROP_OUTOFOBJECT	0x04	/* stored in the property array */
#define	V8_PROP_DICT		0x08	/* from a dictionary */
#define	V8_PROP_CONST		0x10	/* descriptor constant */
#define	V8_PROP_SYMBOL		0x20	/* the key is a Symbol */
#define	V8_PROP_DONTENUM	0x40	/* not enumerable */
#define	V8_PROP_DOUBLE		0x80	/* double representation (boxed) */
#define	V8_PROP_PRIVATE		0x100	/* key is a private symbol (hidden) */
#define	V8_PROP_INTERNAL	0x200	/* accessor implemented in C++ */
#define	V8_PROP_UNBOXED		0x400	/* vp_value is the raw bits of an
					   unboxed double (in-object double
					   fields before V8 8) */

/* Return 0 to continue, non-zero to stop (returned by the iterator). */
typedef int v8_prop_f(const v8_prop_t *, void *);
/*
 * Calls cb for each own named property of a JS object in V8's order, for
 * all three layouts: in-object and out-of-object fast properties via
 * the map's descriptors, and dictionary mode (NameDictionary,
 * SwissNameDictionary, GlobalDictionary for the global object).
 * Returns -1 if obj is not a readable JS object (nothing called), else
 * the first non-zero callback return or 0.
 */
int v8_obj_props_iter(uintptr_t obj, v8_prop_f *cb, void *arg);
/* Looks up one own named property; 0 and *valp, or -1. */
int v8_obj_prop_lookup(uintptr_t obj, const char *name, uintptr_t *valp);
int v8_obj_prop_lookup_flags(uintptr_t, const char *, uintptr_t *, uint_t *);

/* One element handed to a v8_elem_f callback (holes are skipped). */
typedef struct v8_elem {
	uint64_t ve_index;
	uintptr_t ve_value;	/* tagged; 0 when ve_is_double */
	int ve_is_double;	/* from a FixedDoubleArray: ve_double */
	double ve_double;
} v8_elem_t;
typedef int v8_elem_f(const v8_elem_t *, void *);
/*
 * Calls cb for each element of a JS object (packed/holey smi, object,
 * double, dictionary elements).  For JSArrays iteration stops at the
 * array's length.  Same return convention as v8_obj_props_iter.
 */
int v8_obj_elems_iter(uintptr_t obj, v8_elem_f *cb, void *arg);
/* A JSArray's length; -1 if not a JSArray. */
int v8_array_length(uintptr_t arr, size_t *lenp);
/* Elements kind name ("HOLEY_DOUBLE_ELEMENTS") */
const char *v8_elements_kind_name(int kind);

/* Embedder (internal) field idx of a JSObject, as raw word. */
int v8_obj_internal_field(uintptr_t obj, size_t idx, uintptr_t *valp);
int v8_obj_internal_count(uintptr_t obj, size_t *np);
/* Where obj's embedder fields start (byte offset) and how many it has. */
int v8_obj_embedder_layout(uintptr_t obj, ssize_t *startp, size_t *np);

/*
 * Constructor of an object: the JSFunction found through the map's
 * constructor_or_back_pointer chain (and, for class instances, the
 * prototype's "constructor").  v8_obj_constructor_name gives the name
 * ("Object", "Array", "Foo"), 0; where V8 recorded none (an API object's
 * map's constructor is a FunctionTemplateInfo) or it cannot be read, -1
 * with the reason in angle brackets in buf; the _why form, -1 with the
 * reason in why.
 */
int v8_obj_is_old_error(uintptr_t);
int v8_obj_constructor(uintptr_t obj, uintptr_t *funcp);
int v8_obj_constructor_name(uintptr_t obj, char *buf, size_t bufsz);
int v8_obj_constructor_name_why(uintptr_t obj, char *buf, size_t bufsz,
    char *why, size_t whylen);

/* Ordered hash table (JSMap / JSSet) entries. */
typedef int v8_entry_f(uintptr_t key, uintptr_t value, void *arg);
int v8_collection_iter(uintptr_t coll, v8_entry_f *cb, void *arg);

/* ====================================================================
 * Values as the engine-neutral printer sees them (eng_value.c,
 * mdbmod/jsprint.c)
 * ==================================================================== */

#define	V8_PRINT_ADDRS		0x01	/* -a: addresses next to values */
#define	V8_PRINT_BRIEF		0x02	/* -s: one line, no nesting */

/* ====================================================================
 * Small utilities (util.c)
 * ==================================================================== */

/* Growable output buffer, mdb_v8's bsnprintf in struct form. */
typedef struct v8_buf {
	char *vb_buf;
	size_t vb_size;
	size_t vb_len;		/* chars written (not counting NUL) */
	int vb_trunc;		/* something did not fit */
} v8_buf_t;
void v8_buf_init(v8_buf_t *, char *buf, size_t size);
void v8_buf_printf(v8_buf_t *, const char *, ...)
    __attribute__((format(printf, 2, 3)));
void v8_buf_append(v8_buf_t *, const char *s, size_t len);

/* Parses an address argument of a dcmd for usage checks. */
int v8_check_addr(uintptr_t addr, uint_t flags, const char *dcmd);

/* ====================================================================
 * The whole heap: pages and objects (heapscan.c).  The census over them
 * is mdbmod/jscensus.c's, through V8's heap ops (eng_heap.c).
 * ==================================================================== */

/* What heapscan knows about one map, cached for the session. */
typedef struct v8_mapfacts {
	uintptr_t mf_map;		/* the map (tagged) */
	int mf_type;			/* instance type */
	uint32_t mf_size;		/* fixed size in bytes, 0: variable */
	uint32_t mf_index;		/* dense index 0..v8_heap_nmaps()-1 */
	uint8_t mf_rule;		/* how to size it (heapscan.c) */
	uint8_t mf_bitfield2, mf_pad[2];
	uint32_t mf_bitfield3;
	uint_t mf_flags;		/* V8_MF_* */
} v8_mapfacts_t;
#define	V8_MF_JSOBJECT		0x01	/* JS object (not a function) */
#define	V8_MF_JSFUNCTION	0x02	/* JSFunction family */
#define	V8_MF_JSARRAY		0x04	/* JSArray */
#define	V8_MF_STRING		0x08	/* String */
#define	V8_MF_CONTEXT		0x10	/* Context (closure scope) */
#define	V8_MF_FILLER		0x20	/* free space or filler: no object */
#define	V8_MF_DICTMAP		0x40	/* dictionary-mode properties */
#define	V8_MF_FIXEDARRAY	0x80	/* FixedArray-shaped (length, slots) */

/* Where a heap object lives. */
#define	V8_SPACE_NEW		0	/* new space (live part of to-space) */
#define	V8_SPACE_OLD		1	/* old, map, trusted, shared spaces */
#define	V8_SPACE_CODE		2	/* executable pages */
#define	V8_SPACE_LO		3	/* large object pages */
#define	V8_SPACE_RO		4	/* read-only space */
#define	V8_SPACE_SCAN		5	/* found by the fallback mapping scan */
#define	V8_NSPACES		6

/* One heap object handed to a v8_hobj_f callback. */
typedef struct v8_hobj {
	uintptr_t vh_addr;		/* tagged address */
	size_t vh_size;			/* bytes */
	const v8_mapfacts_t *vh_facts;	/* its map */
	const uint8_t *vh_ptr;		/* its bytes in the core (untagged) */
	uint_t vh_space;		/* V8_SPACE_* */
} v8_hobj_t;
/* Return 0 to continue, non-zero to stop (returned by the iterator). */
typedef int v8_hobj_f(const v8_hobj_t *, void *);

/*
 * The tagged slot at byte offset off of a walked object (vc_tagged_size
 * bytes, widened); -1 when it runs past the object.
 */
static inline int
v8_ho_tagged(const v8_hobj_t *ho, size_t off, uintptr_t *wp)
{
	if (v8_cfg.vc_tagged_size == 4) {
		uint32_t w;

		if (off + sizeof (w) > ho->vh_size)
			return (-1);
		memcpy(&w, ho->vh_ptr + off, sizeof (w));
		*wp = (uintptr_t)w;
	} else {
		uint64_t w;

		if (off + sizeof (w) > ho->vh_size)
			return (-1);
		memcpy(&w, ho->vh_ptr + off, sizeof (w));
		*wp = (uintptr_t)w;
	}
	return (0);
}

#define	V8_HEAP_CODE		0x01	/* also walk executable pages */
#define	V8_HEAP_RO		0x02	/* also walk read-only space */
#define	V8_HEAP_SCAN		0x04	/* scan the mappings, not the pages */

/*
 * Calls cb for every live heap object, in one linear pass over V8's pages
 * (or over the heap's mappings when the page headers are not understood).
 * Filler and free space are not reported.  No allocation per object.
 * Returns -1 if the heap cannot be found, else the first non-zero callback
 * return or 0; polls mdb_interrupted().
 */
int v8_heap_iter(uint_t flags, v8_hobj_f *cb, void *arg);
/* The heap object containing addr (interior pointers too); 0 or -1. */
int v8_heap_find(uintptr_t addr, v8_hobj_t *hp);
/* Facts of a map (cached; NULL if map is not a readable Map). */
const v8_mapfacts_t *v8_heap_mapfacts(uintptr_t map);
/* Number of distinct maps seen so far (bound of mf_index). */
size_t v8_heap_nmaps(void);

/* What the last heap walk saw: for ::findjsobjects -v and reports. */
typedef struct v8_heapinfo {
	int hi_method;			/* V8_HEAP_PAGES or V8_HEAP_MAPPINGS */
	const char *hi_layout;		/* page layout used ("V8 12") */
	size_t hi_heaps;		/* isolates (distinct heaps) */
	const uintptr_t *hi_heapv;	/* their Heaps (the page headers') */
	size_t hi_pages[V8_NSPACES];	/* pages walked, per space */
	size_t hi_bytes[V8_NSPACES];	/* bytes walked, per space */
	size_t hi_objects;		/* heap objects seen */
	size_t hi_fillers;		/* free space and fillers */
	size_t hi_rejected;		/* candidates rejected (bad map/size) */
	size_t hi_skipped;		/* bytes skipped past rejected words */
	size_t hi_garbage_pages;	/* from-space and stale to-space pages */
	size_t hi_garbage_bytes;	/* those, plus unallocated LAB tails */
	size_t hi_freed_pages;		/* (of those) released, not unmapped */
	size_t hi_unswept_pages;	/* walked by the last GC's mark bits */
	size_t hi_unswept_whole;	/* unswept, but mark bits unusable */
	size_t hi_reach_pages;		/* V8 3.14: swept conservatively,
					   walked by reachability */
	size_t hi_reach_whole;		/* ... walked whole (no memory) */
	size_t hi_reach_handles;	/* ... seeds: live handles (V8's
					   HandleScopeImplementer blocks) */
	size_t hi_reach_stale;		/* ... bytes of handle blocks not
					   live (last block past next,
					   the spare), not seeds */
	int hi_reach_inexact;		/* ... the handle blocks could not
					   be read: all their words seeds,
					   counts upper bounds */
	size_t hi_unmarked;		/* bytes of unmarked (dead) objects */
	size_t hi_local_labs;		/* other threads' allocation areas
					   (their unallocated parts not
					   walked) */
	size_t hi_llab_shape;		/* allocators found by their shape */
	size_t hi_llab_dead;		/* ... of those, not of a live
					   LocalHeap (not used) */
	int hi_newtop_known;		/* new-space allocation top found */
	int hi_sweep_known;		/* page sweeping state understood */
} v8_heapinfo_t;
#define	V8_HEAP_PAGES		1
#define	V8_HEAP_MAPPINGS	2
const v8_heapinfo_t *v8_heap_info(void);
const char *v8_space_name(uint_t space);

/* The flags of the reference search (eng_refs.c, mdbmod/jsrefs.c). */
#define	V8_REFS_VERBOSE		0x01	/* describe each referrer */
#define	V8_REFS_ALL		0x02	/* internal referrers too */
#define	V8_REFS_NOOWNERS	0x04	/* -l 1: internal arrays not followed
					   to the JS object that owns them */
#define	V8_REFS_GRAPH		0x08	/* -g: a Graphviz DOT graph */

/* Node.js Buffer / typed array / ArrayBuffer backing store (nodebuffer.c). */
/* A HeapNumber, or (V8 6) a MutableHeapNumber: both hold a double. */
#define	v8_type_is_number(t)	((t) == v8_cfg.vt_HeapNumber || \
	(v8_cfg.vt_MutableHeapNumber != -1 && (t) == v8_cfg.vt_MutableHeapNumber))
int v8_read_length(uintptr_t obj, ssize_t off, uintptr_t *lenp);
int v8_external_elements(uintptr_t, uintptr_t *, size_t *);
/* A JS object's external array elements (V8 3.x): data, count, kind. */
int v8_external_array(uintptr_t obj, uintptr_t *datap, size_t *lenp,
    int *sizep, char *fmtp);
int v8_external_array_get(uintptr_t data, int size, char fmt, size_t i,
    double *dp);
/* Is obj printed as a typed array (by its constructor's name)?
   (eng_value.c) */
int v8_obj_is_typed_view(uintptr_t obj);
int v8_typedarray_data(uintptr_t obj, uintptr_t *datap);
int v8_buffer_data(uintptr_t obj, uintptr_t *datap, size_t *lenp);

/*
 * An Error's captured, not yet formatted stack (errstack.c): v is the
 * value of its private error-stack property.  v8_error_stack_frames
 * says whether v holds frames (and how many); v8_error_stack_text
 * writes them into buf as V8 would format error.stack.  -1 when v holds
 * no frames or the release's layout of them is not known.
 */
int v8_error_stack_frames(uintptr_t v, size_t *nframesp);

/*
 * A ContextCell (V8 14.6 keeps a context variable V8 specialized in one):
 * 1 when val is none; 0 and its value, a tagged *valp or, for an
 * untagged int32 or float64 state, *isdoublep set and *dp; -1 when the
 * cell's state or layout is not known (contextcell.c).
 */
int v8_context_cell(uintptr_t val, uintptr_t *valp, int *isdoublep,
    double *dp);
int v8_error_stack_text(uintptr_t err, uintptr_t v, char *buf, size_t bufsz,
    int *truncp);

#endif /* V8_H */
