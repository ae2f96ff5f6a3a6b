/*
 * tables.c: layout facts the postmortem metadata lacks or gets wrong,
 * per V8 release (see v8_tables.h for the naming).  Every value here was
 * checked against cores of the Node.js release named with it; offsets are
 * for x64 without pointer compression (how Node.js ships).
 */
#include <stddef.h>
#include "v8_tables.h"

/*
 * Facts that hold for every release from V8 10.2 (Node.js 18) through
 * V8 13.6 (Node.js 24).  Consulted after the release's own table.
 */
const v8_tabent_t v8_table_common[] = {
	/* Tagging: weak references carry 0b11 in the low bits. */
	{ "WeakHeapObjectTag",			3,	V8T_DFLT },
	{ "SmiTagSize",				1,	V8T_DFLT },
	/* String instance-type bits the metadata does not export. */
	{ "UncachedExternalStringMask",		0x10,	V8T_DFLT },
	{ "IsNotInternalizedMask",		0x20,	V8T_DFLT },

	/* Objects: JSObject header is map, properties, elements. */
	{ "class_JSArray__length",		24,	V8T_DFLT },
	{ "class_JSBoundFunction__bound_target_function", 24, V8T_DFLT },
	{ "class_JSBoundFunction__bound_this",	32,	V8T_DFLT },
	{ "class_JSBoundFunction__bound_arguments", 40,	V8T_DFLT },
	{ "class_JSCollection__table",		24,	V8T_DFLT },
	{ "class_JSWeakCollection__table",	24,	V8T_DFLT },
	{ "class_JSPromise__reactions_or_result", 24,	V8T_DFLT },
	{ "class_JSPromise__flags",		32,	V8T_DFLT },
	{ "class_JSPrimitiveWrapper__value",	24,	V8T_DFLT },
	{ "class_JSRegExp__data",		24,	V8T_DFLT },
	{ "class_JSRegExp__flags",		40,	V8T_DFLT },
	{ "class_JSArrayBufferView__buffer",	24,	V8T_DFLT },

	/* Heap internals */
	{ "class_Name__raw_hash_field",		8,	V8T_DFLT },
	{ "class_Symbol__flags",		12,	V8T_DFLT },
	{ "class_Oddball__to_number_raw",	8,	V8T_DFLT },
	{ "class_Oddball__to_string",		16,	V8T_DFLT },
	{ "class_ExternalString__resource_data", 24,	V8T_DFLT },
	{ "class_DescriptorArray__number_of_all_descriptors", 8, V8T_DFLT },
	{ "class_DescriptorArray__number_of_descriptors", 10, V8T_DFLT },
	{ "class_DescriptorArray__enum_cache",	16,	V8T_DFLT },
	{ "class_PropertyArray__length_and_hash", 8,	V8T_DFLT },
	{ "class_PropertyCell__name",		8,	V8T_DFLT },
	{ "class_PropertyCell__property_details_raw", 16, V8T_DFLT },
	{ "class_PropertyCell__value",		24,	V8T_DFLT },
	{ "class_ScopeInfo__flags",		8,	V8T_DFLT },
	{ "class_ScopeInfo__parameter_count",	16,	V8T_DFLT },
	{ "class_ScopeInfo__context_local_count", 24,	V8T_DFLT },
	{ "class_Context__length",		8,	V8T_DFLT },
	{ "class_ErrorStackData__call_site_infos_or_formatted_stack", 8,
	    V8T_DFLT },

	/* Symbol flags: bit 0 is_private (private symbols are hidden) */
	{ "symbol_is_private_bit",		0,	V8T_DFLT },

	/* JSPromise flags: status in the low two bits (0 pending,
	 * 1 fulfilled, 2 rejected) */
	{ "promise_status_mask",		3,	V8T_DFLT },
	{ "promise_status_shift",		0,	V8T_DFLT },
	{ "promise_state_pending",		0,	V8T_DFLT },
	{ "promise_state_fulfilled",		1,	V8T_DFLT },
	{ "promise_state_rejected",		2,	V8T_DFLT },

	/* JSRegExp::Flag bits of the flags Smi */
	{ "regexp_flag_global",			0,	V8T_DFLT },
	{ "regexp_flag_ignore_case",		1,	V8T_DFLT },
	{ "regexp_flag_multiline",		2,	V8T_DFLT },
	{ "regexp_flag_sticky",			3,	V8T_DFLT },
	{ "regexp_flag_unicode",		4,	V8T_DFLT },
	{ "regexp_flag_dot_all",		5,	V8T_DFLT },
	{ "regexp_flag_linear",			6,	V8T_DFLT },
	{ "regexp_flag_has_indices",		7,	V8T_DFLT },
	{ "regexp_flag_unicode_sets",		8,	V8T_DFLT },

	/* FixedDoubleArray holes are this NaN (kHoleNanInt64). */
	{ "double_hole_upper32",		(intptr_t)0xfff7ffff, V8T_DFLT },
	{ "double_hole_lower32",		(intptr_t)0xfff7ffff, V8T_DFLT },

	/* OrderedHashTable (JSMap/JSSet backing store) layout, in slots
	 * after the FixedArray header */
	{ "orderedhash_nelements_index",	0,	V8T_DFLT },
	{ "orderedhash_ndeleted_index",		1,	V8T_DFLT },
	{ "orderedhash_nbuckets_index",		2,	V8T_DFLT },
	{ "orderedhash_buckets_index",		3,	V8T_DFLT },
	{ "orderedhashmap_entry_size",		3,	V8T_DFLT },
	{ "orderedhashset_entry_size",		2,	V8T_DFLT },

	/*
	 * ScopeInfo (not a FixedArray since V8 9.x): slot i lives at
	 * scopeinfo_slot0 + i * 8; flags in slot 0.  ScopeFlags bits:
	 */
	{ "scopeinfo_slot0",			8,	V8T_DFLT },
	{ "scopeinfo_flags_smi",		1,	V8T_DFLT },
	{ "scopeinfo_scope_type_mask",		0xf,	V8T_DFLT },
	{ "scopeinfo_receiver_shift",		7,	V8T_DFLT },
	{ "scopeinfo_has_saved_class_var_bit",	10,	V8T_DFLT },
	{ "scopeinfo_function_var_shift",	12,	V8T_DFLT },
	{ "scopeinfo_has_inferred_name_bit",	14,	V8T_DFLT },
	{ "scopeinfo_function_scope",		2,	V8T_DFLT },
	{ "scopeinfo_max_inlined_locals",	75,	V8T_DFLT },
	{ "scopeinfo_position_in_header",	0,	V8T_DFLT },

	/* SharedFunctionInfo flags: function kind in the low 5 bits */
	{ "sfi_function_kind_mask",		0x1f,	V8T_DFLT },

	/* ClassPositions (a class's source range, kept on its constructor
	 * under a private symbol): two Smis after the map. */
	{ "class_ClassPositions__start",	8,	V8T_DFLT },
	{ "class_ClassPositions__end",		16,	V8T_DFLT },

	/*
	 * SourcePosition::raw() (codegen/source-position.h), the positions
	 * of source position tables: bit 0 marks an external (non-JS)
	 * position, bits 1-30 hold the script offset + 1, bits 31-46 the
	 * inlining id + 1 (0: the code's own function).
	 */
	{ "sourcepos_external_bit",		0,	V8T_DFLT },
	{ "sourcepos_offset_shift",		1,	V8T_DFLT },
	{ "sourcepos_offset_bits",		30,	V8T_DFLT },
	{ "sourcepos_inlining_shift",		31,	V8T_DFLT },
	{ "sourcepos_inlining_bits",		16,	V8T_DFLT },
	/* InliningPosition: { SourcePosition position; int
	 * inlined_function_id; }, the entries of DeoptimizationData's
	 * InliningPositions */
	{ "inlining_position_size",		16,	V8T_DFLT },
	{ "inlining_position_function_id",	8,	V8T_DFLT },
	/* The operand-scaling prefix bytecodes (interpreter/bytecodes.h):
	 * Wide and DebugBreakWide double, the others quadruple operands */
	{ "bytecode_wide",			0,	V8T_DFLT },
	{ "bytecode_extra_wide",		1,	V8T_DFLT },
	{ "bytecode_debug_break_wide",		2,	V8T_DFLT },
	{ "bytecode_debug_break_extra_wide",	3,	V8T_DFLT },

	{ NULL, 0, 0 }
};

/* V8 10.2.154 (Node.js 18) */
static const v8_tabent_t v8_table_10_2_ents[] = {
	{ "NumJSFunctionTypes",			17,	V8T_DFLT },
	/* Code objects hold their instructions inline after a 128-byte
	 * header (the metadata's "instruction_start" is that header size);
	 * builtins' Code objects are trampolines into the embedded blob. */
	{ "code_instruction_start_inline",	1,	V8T_DFLT },
	{ "class_BytecodeArray__source_position_table", 32, V8T_DFLT },
	/* Code header: deoptimization data (optimized code; baseline
	 * code keeps its bytecode there), then the position table: source
	 * positions (optimized) or bytecode offsets (baseline). */
	{ "class_Code__deoptimization_data",	16,	V8T_DFLT },
	{ "class_Code__source_position_table",	24,	V8T_DFLT },
	{ "class_Code__bytecode_offset_table",	24,	V8T_DFLT },
	/* DeoptimizationData slots (in the metadata from V8 11 on) */
	{ "DeoptimizationDataLiteralArrayIndex", 2,	V8T_DFLT },
	{ "DeoptimizationDataInliningPositionsIndex", 7, V8T_DFLT },
	{ NULL, 0, 0 }
};
static const v8_table_t v8_table_10_2 = { 10, 2, "Node.js 18",
    v8_table_10_2_ents };

/* V8 11.3.244 (Node.js 20) */
static const v8_tabent_t v8_table_11_3_ents[] = {
	{ "NumJSFunctionTypes",			17,	V8T_DFLT },
	/* The metadata has no Code fields this release. */
	{ "class_JSFunction__code",		48,	V8T_DFLT },
	{ "class_Code__instruction_start",	40,	V8T_DFLT },
	{ "class_Code__flags",			48,	V8T_DFLT },
	{ "class_Code__instruction_size",	56,	V8T_DFLT },
	{ "class_BytecodeArray__source_position_table", 32, V8T_DFLT },
	/* Code lives apart from its instructions: an InstructionStream in
	 * code space points back at it. */
	{ "class_InstructionStream__code",	8,	V8T_DFLT },
	{ NULL, 0, 0 }
};
static const v8_table_t v8_table_11_3 = { 11, 3, "Node.js 20",
    v8_table_11_3_ents };

/* V8 12.4.254 (Node.js 22) */
static const v8_tabent_t v8_table_12_4_ents[] = {
	/* The untrusted function data (UncompiledData, BytecodeArray...) */
	{ "class_SharedFunctionInfo__function_data", 8,	V8T_DFLT },
	{ "class_BytecodeArray__source_position_table", 24, V8T_DFLT },
	/* Code: deoptimization data (or a baseline code's bytecode), then
	 * the position table (source positions or, for baseline code,
	 * bytecode offsets); InstructionStream points back at its Code. */
	{ "class_Code__deoptimization_data",	8,	V8T_DFLT },
	{ "class_Code__source_position_table",	16,	V8T_DFLT },
	{ "class_Code__bytecode_offset_table",	16,	V8T_DFLT },
	{ "class_InstructionStream__code",	8,	V8T_DFLT },
	{ NULL, 0, 0 }
};
static const v8_table_t v8_table_12_4 = { 12, 4, "Node.js 22",
    v8_table_12_4_ents };

/* V8 13.6.233 (Node.js 24) */
static const v8_tabent_t v8_table_13_6_ents[] = {
	{ "class_SharedFunctionInfo__trusted_function_data", 8, V8T_DFLT },
	{ "class_SharedFunctionInfo__function_data", 16, V8T_DFLT },
	/* ScopeInfo flags became a raw uint32; position info moved into
	 * the fixed part (slots 3 and 4). */
	{ "scopeinfo_flags_smi",		0,	V8T_DFLT },
	{ "scopeinfo_position_in_header",	1,	V8T_DFLT },
	{ "scopeinfo_function_scope",		4,	V8T_DFLT },
	/* JSDate's time value is an unboxed float64 (the metadata still
	 * calls it Object) */
	{ "jsdate_value_is_double",		1,	V8T_DFLT },
	{ "class_BytecodeArray__source_position_table", 24, V8T_DFLT },
	/* Code (in trusted space): as in V8 12.4; the function's code is
	 * reached through the dispatch table, not from the JSFunction. */
	{ "class_Code__deoptimization_data",	8,	V8T_DFLT },
	{ "class_Code__source_position_table",	16,	V8T_DFLT },
	{ "class_Code__bytecode_offset_table",	16,	V8T_DFLT },
	{ "class_InstructionStream__code",	8,	V8T_DFLT },
	{ NULL, 0, 0 }
};
static const v8_table_t v8_table_13_6 = { 13, 6, "Node.js 24",
    v8_table_13_6_ents };

/*
 * Names of the instance types the metadata leaves out but gives a range or
 * a constant for.  Context types run FirstContextType..LastContextType in
 * this (alphabetical) order in every release here.
 */
const char *const v8_context_type_names[] = {
	"AWAIT_CONTEXT_TYPE", "BLOCK_CONTEXT_TYPE", "CATCH_CONTEXT_TYPE",
	"DEBUG_EVALUATE_CONTEXT_TYPE", "EVAL_CONTEXT_TYPE",
	"FUNCTION_CONTEXT_TYPE", "MODULE_CONTEXT_TYPE", "NATIVE_CONTEXT_TYPE",
	"SCRIPT_CONTEXT_TYPE", "WITH_CONTEXT_TYPE", NULL
};

const v8_table_t *const v8_tables[] = {
	&v8_table_10_2,
	&v8_table_11_3,
	&v8_table_12_4,
	&v8_table_13_6,
	NULL
};
