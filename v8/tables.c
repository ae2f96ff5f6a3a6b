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

	/*
	 * Embedder (internal) fields of the JSObjectWithEmbedderSlots
	 * classes: the build's V8_ARRAY_BUFFER_INTERNAL_FIELD_COUNT,
	 * V8_ARRAY_BUFFER_VIEW_INTERNAL_FIELD_COUNT and (Node.js sets it to
	 * 1) V8_PROMISE_INTERNAL_FIELD_COUNT.  They are the last words
	 * before the in-object properties (JSObject::GetEmbedderFieldCount).
	 * %DebugPrint says "embedder fields: 2" (1 for a Promise) on
	 * Node.js 18-24.
	 */
	{ "embedder_fields_JSArrayBuffer",	2,	V8T_DFLT },
	{ "embedder_fields_JSArrayBufferView",	2,	V8T_DFLT },
	{ "embedder_fields_JSPromise",		1,	V8T_DFLT },

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
	/*
	 * Instance types the metadata does not name, as "type_Class__NAME"
	 * (v8cfg.c adds them to the metadata's list).  Numbers and names
	 * are V8's own: what node --trace-gc-object-stats prints for this
	 * release; the types the metadata does name agree with that list.
	 */
	{ "type_SeqTwoByteString__"
	    "INTERNALIZED_STRING_TYPE", 0, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "EXTERNAL_INTERNALIZED_STRING_TYPE", 2, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "EXTERNAL_ONE_BYTE_INTERNALIZED_STRING_TYPE", 10, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "UNCACHED_EXTERNAL_INTERNALIZED_STRING_TYPE", 18, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "UNCACHED_EXTERNAL_ONE_BYTE_INTERNALIZED_STRING_TYPE",
	    26, V8T_DFLT },
	{ "type_ThinString__"
	    "THIN_STRING_TYPE", 37, V8T_DFLT },
	{ "type_ThinString__"
	    "THIN_ONE_BYTE_STRING_TYPE", 45, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "UNCACHED_EXTERNAL_STRING_TYPE", 50, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "UNCACHED_EXTERNAL_ONE_BYTE_STRING_TYPE", 58, V8T_DFLT },
	{ "type_SeqTwoByteString__"
	    "SHARED_STRING_TYPE", 96, V8T_DFLT },
	{ "type_ThinString__"
	    "SHARED_THIN_STRING_TYPE", 101, V8T_DFLT },
	{ "type_SeqOneByteString__"
	    "SHARED_ONE_BYTE_STRING_TYPE", 104, V8T_DFLT },
	{ "type_ThinString__"
	    "SHARED_THIN_ONE_BYTE_STRING_TYPE", 109, V8T_DFLT },
	{ "type_BigIntBase__"
	    "BIG_INT_BASE_TYPE", 129, V8T_DFLT },
	{ "type_LoadHandler__"
	    "LOAD_HANDLER_TYPE", 137, V8T_DFLT },
	{ "type_StoreHandler__"
	    "STORE_HANDLER_TYPE", 138, V8T_DFLT },
	{ "type_HashTable__"
	    "HASH_TABLE_TYPE", 180, V8T_DFLT },
	{ "type_EphemeronHashTable__"
	    "EPHEMERON_HASH_TABLE_TYPE", 181, V8T_DFLT },
	{ "type_GlobalDictionary__"
	    "GLOBAL_DICTIONARY_TYPE", 182, V8T_DFLT },
	{ "type_NameDictionary__"
	    "NAME_DICTIONARY_TYPE", 183, V8T_DFLT },
	{ "type_NameToIndexHashTable__"
	    "NAME_TO_INDEX_HASH_TABLE_TYPE", 184, V8T_DFLT },
	{ "type_NumberDictionary__"
	    "NUMBER_DICTIONARY_TYPE", 185, V8T_DFLT },
	{ "type_OrderedHashMap__"
	    "ORDERED_HASH_MAP_TYPE", 186, V8T_DFLT },
	{ "type_OrderedHashSet__"
	    "ORDERED_HASH_SET_TYPE", 187, V8T_DFLT },
	{ "type_OrderedNameDictionary__"
	    "ORDERED_NAME_DICTIONARY_TYPE", 188, V8T_DFLT },
	{ "type_RegisteredSymbolTable__"
	    "REGISTERED_SYMBOL_TABLE_TYPE", 189, V8T_DFLT },
	{ "type_SimpleNumberDictionary__"
	    "SIMPLE_NUMBER_DICTIONARY_TYPE", 190, V8T_DFLT },
	{ "type_ClosureFeedbackCellArray__"
	    "CLOSURE_FEEDBACK_CELL_ARRAY_TYPE", 191, V8T_DFLT },
	{ "type_ObjectBoilerplateDescription__"
	    "OBJECT_BOILERPLATE_DESCRIPTION_TYPE", 192, V8T_DFLT },
	{ "type_ScriptContextTable__"
	    "SCRIPT_CONTEXT_TABLE_TYPE", 193, V8T_DFLT },
	{ "type_Foreign__"
	    "FOREIGN_TYPE", 204, V8T_DFLT },
	{ "type_Context__"
	    "AWAIT_CONTEXT_TYPE", 207, V8T_DFLT },
	{ "type_Context__"
	    "BLOCK_CONTEXT_TYPE", 208, V8T_DFLT },
	{ "type_Context__"
	    "CATCH_CONTEXT_TYPE", 209, V8T_DFLT },
	{ "type_Context__"
	    "DEBUG_EVALUATE_CONTEXT_TYPE", 210, V8T_DFLT },
	{ "type_Context__"
	    "EVAL_CONTEXT_TYPE", 211, V8T_DFLT },
	{ "type_Context__"
	    "FUNCTION_CONTEXT_TYPE", 212, V8T_DFLT },
	{ "type_Context__"
	    "MODULE_CONTEXT_TYPE", 213, V8T_DFLT },
	{ "type_NativeContext__"
	    "NATIVE_CONTEXT_TYPE", 214, V8T_DFLT },
	{ "type_Context__"
	    "SCRIPT_CONTEXT_TYPE", 215, V8T_DFLT },
	{ "type_Context__"
	    "WITH_CONTEXT_TYPE", 216, V8T_DFLT },
	{ "type_WasmFunctionData__"
	    "WASM_FUNCTION_DATA_TYPE", 221, V8T_DFLT },
	{ "type_ExportedSubClassBase__"
	    "EXPORTED_SUB_CLASS_BASE_TYPE", 225, V8T_DFLT },
	{ "type_TransitionArray__"
	    "TRANSITION_ARRAY_TYPE", 238, V8T_DFLT },
	{ "type_FeedbackMetadata__"
	    "FEEDBACK_METADATA_TYPE", 244, V8T_DFLT },
	{ "type_"
	    "FILLER_TYPE", 246, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_SPECIAL_API_OBJECT_TYPE", 1040, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_API_OBJECT_TYPE", 1058, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_LAST_DUMMY_API_OBJECT_TYPE", 2058, V8T_DFLT },
	{ "type_JSFunction__"
	    "BIGINT64_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2066, V8T_DFLT },
	{ "type_JSFunction__"
	    "BIGUINT64_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2067, V8T_DFLT },
	{ "type_JSFunction__"
	    "FLOAT32_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2068, V8T_DFLT },
	{ "type_JSFunction__"
	    "FLOAT64_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2069, V8T_DFLT },
	{ "type_JSFunction__"
	    "INT16_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2070, V8T_DFLT },
	{ "type_JSFunction__"
	    "INT32_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2071, V8T_DFLT },
	{ "type_JSFunction__"
	    "INT8_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2072, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT16_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2073, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT32_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2074, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT8_CLAMPED_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2075, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT8_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2076, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_ARRAY_CONSTRUCTOR_TYPE", 2077, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_PROMISE_CONSTRUCTOR_TYPE", 2078, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_REG_EXP_CONSTRUCTOR_TYPE", 2079, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_CLASS_CONSTRUCTOR_TYPE", 2080, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_ARRAY_ITERATOR_PROTOTYPE_TYPE", 2081, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_ITERATOR_PROTOTYPE_TYPE", 2082, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_MAP_ITERATOR_PROTOTYPE_TYPE", 2083, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_OBJECT_PROTOTYPE_TYPE", 2084, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_PROMISE_PROTOTYPE_TYPE", 2085, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_REG_EXP_PROTOTYPE_TYPE", 2086, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_SET_ITERATOR_PROTOTYPE_TYPE", 2087, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_SET_PROTOTYPE_TYPE", 2088, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_STRING_ITERATOR_PROTOTYPE_TYPE", 2089, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_TYPED_ARRAY_PROTOTYPE_TYPE", 2090, V8T_DFLT },
	{ "type_JSMapIterator__"
	    "JS_MAP_KEY_ITERATOR_TYPE", 2091, V8T_DFLT },
	{ "type_JSMapIterator__"
	    "JS_MAP_KEY_VALUE_ITERATOR_TYPE", 2092, V8T_DFLT },
	{ "type_JSMapIterator__"
	    "JS_MAP_VALUE_ITERATOR_TYPE", 2093, V8T_DFLT },
	{ "type_JSSetIterator__"
	    "JS_SET_KEY_VALUE_ITERATOR_TYPE", 2094, V8T_DFLT },
	{ "type_JSSetIterator__"
	    "JS_SET_VALUE_ITERATOR_TYPE", 2095, V8T_DFLT },
	{ "type_JSGeneratorObject__"
	    "JS_GENERATOR_OBJECT_TYPE", 2096, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_CONTEXT_EXTENSION_OBJECT_TYPE", 2108, V8T_DFLT },
	{ "type_WasmInstanceObject__"
	    "WASM_INSTANCE_OBJECT_TYPE", 2142, V8T_DFLT },
	{ "type_WasmValueObject__"
	    "WASM_VALUE_OBJECT_TYPE", 2148, V8T_DFLT },
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
	/*
	 * Instance types the metadata does not name, as "type_Class__NAME"
	 * (v8cfg.c adds them to the metadata's list).  Numbers and names
	 * are V8's own: what node --trace-gc-object-stats prints for this
	 * release; the types the metadata does name agree with that list.
	 */
	{ "type_SeqTwoByteString__"
	    "INTERNALIZED_STRING_TYPE", 0, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "EXTERNAL_INTERNALIZED_STRING_TYPE", 2, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "EXTERNAL_ONE_BYTE_INTERNALIZED_STRING_TYPE", 10, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "UNCACHED_EXTERNAL_INTERNALIZED_STRING_TYPE", 18, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "UNCACHED_EXTERNAL_ONE_BYTE_INTERNALIZED_STRING_TYPE",
	    26, V8T_DFLT },
	{ "type_ThinString__"
	    "THIN_STRING_TYPE", 37, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "UNCACHED_EXTERNAL_STRING_TYPE", 50, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "UNCACHED_EXTERNAL_ONE_BYTE_STRING_TYPE", 58, V8T_DFLT },
	{ "type_SeqTwoByteString__"
	    "SHARED_STRING_TYPE", 96, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "SHARED_EXTERNAL_STRING_TYPE", 98, V8T_DFLT },
	{ "type_SeqOneByteString__"
	    "SHARED_ONE_BYTE_STRING_TYPE", 104, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "SHARED_EXTERNAL_ONE_BYTE_STRING_TYPE", 106, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "SHARED_UNCACHED_EXTERNAL_STRING_TYPE", 114, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "SHARED_UNCACHED_EXTERNAL_ONE_BYTE_STRING_TYPE", 122, V8T_DFLT },
	{ "type_BigIntBase__"
	    "BIG_INT_BASE_TYPE", 129, V8T_DFLT },
	{ "type_LoadHandler__"
	    "LOAD_HANDLER_TYPE", 137, V8T_DFLT },
	{ "type_StoreHandler__"
	    "STORE_HANDLER_TYPE", 138, V8T_DFLT },
	{ "type_HashTable__"
	    "HASH_TABLE_TYPE", 176, V8T_DFLT },
	{ "type_EphemeronHashTable__"
	    "EPHEMERON_HASH_TABLE_TYPE", 177, V8T_DFLT },
	{ "type_GlobalDictionary__"
	    "GLOBAL_DICTIONARY_TYPE", 178, V8T_DFLT },
	{ "type_NameDictionary__"
	    "NAME_DICTIONARY_TYPE", 179, V8T_DFLT },
	{ "type_NameToIndexHashTable__"
	    "NAME_TO_INDEX_HASH_TABLE_TYPE", 180, V8T_DFLT },
	{ "type_NumberDictionary__"
	    "NUMBER_DICTIONARY_TYPE", 181, V8T_DFLT },
	{ "type_OrderedHashMap__"
	    "ORDERED_HASH_MAP_TYPE", 182, V8T_DFLT },
	{ "type_OrderedHashSet__"
	    "ORDERED_HASH_SET_TYPE", 183, V8T_DFLT },
	{ "type_OrderedNameDictionary__"
	    "ORDERED_NAME_DICTIONARY_TYPE", 184, V8T_DFLT },
	{ "type_RegisteredSymbolTable__"
	    "REGISTERED_SYMBOL_TABLE_TYPE", 185, V8T_DFLT },
	{ "type_SimpleNumberDictionary__"
	    "SIMPLE_NUMBER_DICTIONARY_TYPE", 186, V8T_DFLT },
	{ "type_ClosureFeedbackCellArray__"
	    "CLOSURE_FEEDBACK_CELL_ARRAY_TYPE", 187, V8T_DFLT },
	{ "type_ObjectBoilerplateDescription__"
	    "OBJECT_BOILERPLATE_DESCRIPTION_TYPE", 188, V8T_DFLT },
	{ "type_ScriptContextTable__"
	    "SCRIPT_CONTEXT_TABLE_TYPE", 189, V8T_DFLT },
	{ "type_TurboshaftFloat64Type__"
	    "TURBOSHAFT_FLOAT64_TYPE_TYPE", 195, V8T_DFLT },
	{ "type_TurboshaftWord32Type__"
	    "TURBOSHAFT_WORD32_TYPE_TYPE", 198, V8T_DFLT },
	{ "type_TurboshaftWord64Type__"
	    "TURBOSHAFT_WORD64_TYPE_TYPE", 201, V8T_DFLT },
	{ "type_Context__"
	    "AWAIT_CONTEXT_TYPE", 205, V8T_DFLT },
	{ "type_Context__"
	    "BLOCK_CONTEXT_TYPE", 206, V8T_DFLT },
	{ "type_Context__"
	    "CATCH_CONTEXT_TYPE", 207, V8T_DFLT },
	{ "type_Context__"
	    "DEBUG_EVALUATE_CONTEXT_TYPE", 208, V8T_DFLT },
	{ "type_Context__"
	    "EVAL_CONTEXT_TYPE", 209, V8T_DFLT },
	{ "type_Context__"
	    "FUNCTION_CONTEXT_TYPE", 210, V8T_DFLT },
	{ "type_Context__"
	    "MODULE_CONTEXT_TYPE", 211, V8T_DFLT },
	{ "type_NativeContext__"
	    "NATIVE_CONTEXT_TYPE", 212, V8T_DFLT },
	{ "type_Context__"
	    "SCRIPT_CONTEXT_TYPE", 213, V8T_DFLT },
	{ "type_Context__"
	    "WITH_CONTEXT_TYPE", 214, V8T_DFLT },
	{ "type_WasmFunctionData__"
	    "WASM_FUNCTION_DATA_TYPE", 224, V8T_DFLT },
	{ "type_ExportedSubClassBase__"
	    "EXPORTED_SUB_CLASS_BASE_TYPE", 228, V8T_DFLT },
	{ "type_TransitionArray__"
	    "TRANSITION_ARRAY_TYPE", 241, V8T_DFLT },
	{ "type_FeedbackMetadata__"
	    "FEEDBACK_METADATA_TYPE", 248, V8T_DFLT },
	{ "type_"
	    "FILLER_TYPE", 250, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_SPECIAL_API_OBJECT_TYPE", 1040, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_API_OBJECT_TYPE", 1058, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_LAST_DUMMY_API_OBJECT_TYPE", 2058, V8T_DFLT },
	{ "type_JSFunction__"
	    "BIGINT64_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2067, V8T_DFLT },
	{ "type_JSFunction__"
	    "BIGUINT64_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2068, V8T_DFLT },
	{ "type_JSFunction__"
	    "FLOAT32_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2069, V8T_DFLT },
	{ "type_JSFunction__"
	    "FLOAT64_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2070, V8T_DFLT },
	{ "type_JSFunction__"
	    "INT16_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2071, V8T_DFLT },
	{ "type_JSFunction__"
	    "INT32_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2072, V8T_DFLT },
	{ "type_JSFunction__"
	    "INT8_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2073, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT16_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2074, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT32_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2075, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT8_CLAMPED_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2076, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT8_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2077, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_ARRAY_CONSTRUCTOR_TYPE", 2078, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_PROMISE_CONSTRUCTOR_TYPE", 2079, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_REG_EXP_CONSTRUCTOR_TYPE", 2080, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_CLASS_CONSTRUCTOR_TYPE", 2081, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_ARRAY_ITERATOR_PROTOTYPE_TYPE", 2082, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_ITERATOR_PROTOTYPE_TYPE", 2083, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_MAP_ITERATOR_PROTOTYPE_TYPE", 2084, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_OBJECT_PROTOTYPE_TYPE", 2085, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_PROMISE_PROTOTYPE_TYPE", 2086, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_REG_EXP_PROTOTYPE_TYPE", 2087, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_SET_ITERATOR_PROTOTYPE_TYPE", 2088, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_SET_PROTOTYPE_TYPE", 2089, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_STRING_ITERATOR_PROTOTYPE_TYPE", 2090, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_TYPED_ARRAY_PROTOTYPE_TYPE", 2091, V8T_DFLT },
	{ "type_JSMapIterator__"
	    "JS_MAP_KEY_ITERATOR_TYPE", 2092, V8T_DFLT },
	{ "type_JSMapIterator__"
	    "JS_MAP_KEY_VALUE_ITERATOR_TYPE", 2093, V8T_DFLT },
	{ "type_JSMapIterator__"
	    "JS_MAP_VALUE_ITERATOR_TYPE", 2094, V8T_DFLT },
	{ "type_JSSetIterator__"
	    "JS_SET_KEY_VALUE_ITERATOR_TYPE", 2095, V8T_DFLT },
	{ "type_JSSetIterator__"
	    "JS_SET_VALUE_ITERATOR_TYPE", 2096, V8T_DFLT },
	{ "type_JSGeneratorObject__"
	    "JS_GENERATOR_OBJECT_TYPE", 2105, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_CONTEXT_EXTENSION_OBJECT_TYPE", 2117, V8T_DFLT },
	{ "type_WasmExceptionPackage__"
	    "WASM_EXCEPTION_PACKAGE_TYPE", 2152, V8T_DFLT },
	{ "type_WasmInstanceObject__"
	    "WASM_INSTANCE_OBJECT_TYPE", 2154, V8T_DFLT },
	{ "type_WasmValueObject__"
	    "WASM_VALUE_OBJECT_TYPE", 2160, V8T_DFLT },
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
	/*
	 * Instance types the metadata does not name, as "type_Class__NAME"
	 * (v8cfg.c adds them to the metadata's list).  Numbers and names
	 * are V8's own: what node --trace-gc-object-stats prints for this
	 * release; the types the metadata does name agree with that list.
	 */
	{ "type_ExternalTwoByteString__"
	    "EXTERNAL_INTERNALIZED_TWO_BYTE_STRING_TYPE", 2, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "EXTERNAL_INTERNALIZED_ONE_BYTE_STRING_TYPE", 10, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "UNCACHED_EXTERNAL_INTERNALIZED_TWO_BYTE_STRING_TYPE",
	    18, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "UNCACHED_EXTERNAL_INTERNALIZED_ONE_BYTE_STRING_TYPE",
	    26, V8T_DFLT },
	{ "type_SeqTwoByteString__"
	    "SHARED_SEQ_TWO_BYTE_STRING_TYPE", 96, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "SHARED_EXTERNAL_TWO_BYTE_STRING_TYPE", 98, V8T_DFLT },
	{ "type_SeqOneByteString__"
	    "SHARED_SEQ_ONE_BYTE_STRING_TYPE", 104, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "SHARED_EXTERNAL_ONE_BYTE_STRING_TYPE", 106, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "SHARED_UNCACHED_EXTERNAL_TWO_BYTE_STRING_TYPE", 114, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "SHARED_UNCACHED_EXTERNAL_ONE_BYTE_STRING_TYPE", 122, V8T_DFLT },
	{ "type_BigIntBase__"
	    "BIG_INT_BASE_TYPE", 129, V8T_DFLT },
	{ "type_LoadHandler__"
	    "LOAD_HANDLER_TYPE", 137, V8T_DFLT },
	{ "type_StoreHandler__"
	    "STORE_HANDLER_TYPE", 138, V8T_DFLT },
	{ "type_HashTable__"
	    "HASH_TABLE_TYPE", 175, V8T_DFLT },
	{ "type_EphemeronHashTable__"
	    "EPHEMERON_HASH_TABLE_TYPE", 176, V8T_DFLT },
	{ "type_GlobalDictionary__"
	    "GLOBAL_DICTIONARY_TYPE", 177, V8T_DFLT },
	{ "type_NameDictionary__"
	    "NAME_DICTIONARY_TYPE", 178, V8T_DFLT },
	{ "type_NameToIndexHashTable__"
	    "NAME_TO_INDEX_HASH_TABLE_TYPE", 179, V8T_DFLT },
	{ "type_NumberDictionary__"
	    "NUMBER_DICTIONARY_TYPE", 180, V8T_DFLT },
	{ "type_OrderedHashMap__"
	    "ORDERED_HASH_MAP_TYPE", 181, V8T_DFLT },
	{ "type_OrderedHashSet__"
	    "ORDERED_HASH_SET_TYPE", 182, V8T_DFLT },
	{ "type_OrderedNameDictionary__"
	    "ORDERED_NAME_DICTIONARY_TYPE", 183, V8T_DFLT },
	{ "type_RegisteredSymbolTable__"
	    "REGISTERED_SYMBOL_TABLE_TYPE", 184, V8T_DFLT },
	{ "type_SimpleNumberDictionary__"
	    "SIMPLE_NUMBER_DICTIONARY_TYPE", 185, V8T_DFLT },
	{ "type_Context__"
	    "AWAIT_CONTEXT_TYPE", 190, V8T_DFLT },
	{ "type_Context__"
	    "BLOCK_CONTEXT_TYPE", 191, V8T_DFLT },
	{ "type_Context__"
	    "CATCH_CONTEXT_TYPE", 192, V8T_DFLT },
	{ "type_Context__"
	    "DEBUG_EVALUATE_CONTEXT_TYPE", 193, V8T_DFLT },
	{ "type_Context__"
	    "EVAL_CONTEXT_TYPE", 194, V8T_DFLT },
	{ "type_Context__"
	    "FUNCTION_CONTEXT_TYPE", 195, V8T_DFLT },
	{ "type_Context__"
	    "MODULE_CONTEXT_TYPE", 196, V8T_DFLT },
	{ "type_NativeContext__"
	    "NATIVE_CONTEXT_TYPE", 197, V8T_DFLT },
	{ "type_Context__"
	    "SCRIPT_CONTEXT_TYPE", 198, V8T_DFLT },
	{ "type_Context__"
	    "WITH_CONTEXT_TYPE", 199, V8T_DFLT },
	{ "type_WasmTrustedInstanceData__"
	    "WASM_TRUSTED_INSTANCE_DATA_TYPE", 209, V8T_DFLT },
	{ "type_WasmDispatchTable__"
	    "WASM_DISPATCH_TABLE_TYPE", 214, V8T_DFLT },
	{ "type_TurboshaftFloat64Type__"
	    "TURBOSHAFT_FLOAT64_TYPE_TYPE", 215, V8T_DFLT },
	{ "type_TurboshaftWord32Type__"
	    "TURBOSHAFT_WORD32_TYPE_TYPE", 218, V8T_DFLT },
	{ "type_TurboshaftWord64Type__"
	    "TURBOSHAFT_WORD64_TYPE_TYPE", 221, V8T_DFLT },
	{ "type_WasmFunctionData__"
	    "WASM_FUNCTION_DATA_TYPE", 229, V8T_DFLT },
	{ "type_ExportedSubClassBase__"
	    "EXPORTED_SUB_CLASS_BASE_TYPE", 233, V8T_DFLT },
	{ "type_TransitionArray__"
	    "TRANSITION_ARRAY_TYPE", 248, V8T_DFLT },
	{ "type_FeedbackMetadata__"
	    "FEEDBACK_METADATA_TYPE", 257, V8T_DFLT },
	{ "type_"
	    "FILLER_TYPE", 259, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_SPECIAL_API_OBJECT_TYPE", 1040, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_API_OBJECT_TYPE", 1058, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_LAST_DUMMY_API_OBJECT_TYPE", 2058, V8T_DFLT },
	{ "type_JSFunction__"
	    "BIGINT64_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2067, V8T_DFLT },
	{ "type_JSFunction__"
	    "BIGUINT64_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2068, V8T_DFLT },
	{ "type_JSFunction__"
	    "FLOAT16_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2069, V8T_DFLT },
	{ "type_JSFunction__"
	    "FLOAT32_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2070, V8T_DFLT },
	{ "type_JSFunction__"
	    "FLOAT64_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2071, V8T_DFLT },
	{ "type_JSFunction__"
	    "INT16_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2072, V8T_DFLT },
	{ "type_JSFunction__"
	    "INT32_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2073, V8T_DFLT },
	{ "type_JSFunction__"
	    "INT8_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2074, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT16_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2075, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT32_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2076, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT8_CLAMPED_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2077, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT8_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2078, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_ARRAY_CONSTRUCTOR_TYPE", 2079, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_PROMISE_CONSTRUCTOR_TYPE", 2080, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_REG_EXP_CONSTRUCTOR_TYPE", 2081, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_CLASS_CONSTRUCTOR_TYPE", 2082, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_ARRAY_ITERATOR_PROTOTYPE_TYPE", 2083, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_ITERATOR_PROTOTYPE_TYPE", 2084, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_MAP_ITERATOR_PROTOTYPE_TYPE", 2085, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_OBJECT_PROTOTYPE_TYPE", 2086, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_PROMISE_PROTOTYPE_TYPE", 2087, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_REG_EXP_PROTOTYPE_TYPE", 2088, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_SET_ITERATOR_PROTOTYPE_TYPE", 2089, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_SET_PROTOTYPE_TYPE", 2090, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_STRING_ITERATOR_PROTOTYPE_TYPE", 2091, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_TYPED_ARRAY_PROTOTYPE_TYPE", 2092, V8T_DFLT },
	{ "type_JSMapIterator__"
	    "JS_MAP_KEY_ITERATOR_TYPE", 2093, V8T_DFLT },
	{ "type_JSMapIterator__"
	    "JS_MAP_KEY_VALUE_ITERATOR_TYPE", 2094, V8T_DFLT },
	{ "type_JSMapIterator__"
	    "JS_MAP_VALUE_ITERATOR_TYPE", 2095, V8T_DFLT },
	{ "type_JSSetIterator__"
	    "JS_SET_KEY_VALUE_ITERATOR_TYPE", 2096, V8T_DFLT },
	{ "type_JSSetIterator__"
	    "JS_SET_VALUE_ITERATOR_TYPE", 2097, V8T_DFLT },
	{ "type_JSGeneratorObject__"
	    "JS_GENERATOR_OBJECT_TYPE", 2107, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_CONTEXT_EXTENSION_OBJECT_TYPE", 2119, V8T_DFLT },
	{ "type_WasmExceptionPackage__"
	    "WASM_EXCEPTION_PACKAGE_TYPE", 2154, V8T_DFLT },
	{ "type_WasmValueObject__"
	    "WASM_VALUE_OBJECT_TYPE", 2162, V8T_DFLT },
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
	/*
	 * API objects (JS_API_OBJECT_TYPE ...) are
	 * JSAPIObjectWithEmbedderSlots: the JSObject header, then the C++
	 * heap (cppgc) wrappable pointer (kCppHeapWrappableOffset), then
	 * the embedder fields (JSObject::GetEmbedderFieldsStartOffset is
	 * 32: a Node.js BaseObject of 72 bytes has 5 embedder fields, as
	 * %DebugPrint says).
	 */
	{ "api_object_cpp_heap_wrappable_offset", 24,	V8T_DFLT },
	{ "api_object_embedder_fields_start", 32,	V8T_DFLT },
	/*
	 * Leaptiering: a JSFunction holds a JSDispatchHandle (uint32 after
	 * the JSObject header) into the process-wide JSDispatchTable, whose
	 * base address IsolateGroup::default_isolate_group_ keeps (0x3270
	 * into the IsolateGroup: ExternalReference::
	 * js_dispatch_table_address() loads it from there; v8cfg.c reads
	 * the offset from that function's code when it can).  The table
	 * reserves 256 MB of 16-byte entries (ExternalEntityTable<
	 * JSDispatchEntry, 268435456>), so index = handle >> 8; an entry
	 * is the entrypoint, then the Code pointer << 16 ORed with the
	 * parameter count (JSDispatchEntry::GetCodePointer: word 1 >> 16,
	 * tagged).
	 */
	{ "jsfunction_dispatch_handle_offset",	24,	V8T_DFLT },
	{ "jsdispatch_table_in_isolate_group",	0x3270,	V8T_DFLT },
	{ "jsdispatch_handle_shift",		8,	V8T_DFLT },
	{ "jsdispatch_entry_size",		16,	V8T_DFLT },
	{ "jsdispatch_entry_code_word",		8,	V8T_DFLT },
	{ "jsdispatch_code_shift",		16,	V8T_DFLT },
	{ "jsdispatch_max_entries",		0x1000000, V8T_DFLT },
	/*
	 * Instance types the metadata does not name, as "type_Class__NAME"
	 * (v8cfg.c adds them to the metadata's list).  Numbers and names
	 * are V8's own: what node --trace-gc-object-stats prints for this
	 * release; the types the metadata does name agree with that list.
	 */
	{ "type_ExternalTwoByteString__"
	    "EXTERNAL_INTERNALIZED_TWO_BYTE_STRING_TYPE", 2, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "EXTERNAL_INTERNALIZED_ONE_BYTE_STRING_TYPE", 10, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "UNCACHED_EXTERNAL_INTERNALIZED_TWO_BYTE_STRING_TYPE",
	    18, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "UNCACHED_EXTERNAL_INTERNALIZED_ONE_BYTE_STRING_TYPE",
	    26, V8T_DFLT },
	{ "type_SeqTwoByteString__"
	    "SHARED_SEQ_TWO_BYTE_STRING_TYPE", 96, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "SHARED_EXTERNAL_TWO_BYTE_STRING_TYPE", 98, V8T_DFLT },
	{ "type_SeqOneByteString__"
	    "SHARED_SEQ_ONE_BYTE_STRING_TYPE", 104, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "SHARED_EXTERNAL_ONE_BYTE_STRING_TYPE", 106, V8T_DFLT },
	{ "type_ExternalTwoByteString__"
	    "SHARED_UNCACHED_EXTERNAL_TWO_BYTE_STRING_TYPE", 114, V8T_DFLT },
	{ "type_ExternalOneByteString__"
	    "SHARED_UNCACHED_EXTERNAL_ONE_BYTE_STRING_TYPE", 122, V8T_DFLT },
	{ "type_BigIntBase__"
	    "BIG_INT_BASE_TYPE", 129, V8T_DFLT },
	{ "type_LoadHandler__"
	    "LOAD_HANDLER_TYPE", 137, V8T_DFLT },
	{ "type_StoreHandler__"
	    "STORE_HANDLER_TYPE", 138, V8T_DFLT },
	{ "type_WasmFunctionData__"
	    "WASM_FUNCTION_DATA_TYPE", 179, V8T_DFLT },
	{ "type_WasmDispatchTable__"
	    "WASM_DISPATCH_TABLE_TYPE", 189, V8T_DFLT },
	{ "type_WasmTrustedInstanceData__"
	    "WASM_TRUSTED_INSTANCE_DATA_TYPE", 191, V8T_DFLT },
	{ "type_ExportedSubClassBase__"
	    "EXPORTED_SUB_CLASS_BASE_TYPE", 201, V8T_DFLT },
	{ "type_HashTable__"
	    "HASH_TABLE_TYPE", 206, V8T_DFLT },
	{ "type_EphemeronHashTable__"
	    "EPHEMERON_HASH_TABLE_TYPE", 207, V8T_DFLT },
	{ "type_GlobalDictionary__"
	    "GLOBAL_DICTIONARY_TYPE", 208, V8T_DFLT },
	{ "type_NameDictionary__"
	    "NAME_DICTIONARY_TYPE", 209, V8T_DFLT },
	{ "type_NameToIndexHashTable__"
	    "NAME_TO_INDEX_HASH_TABLE_TYPE", 210, V8T_DFLT },
	{ "type_NumberDictionary__"
	    "NUMBER_DICTIONARY_TYPE", 211, V8T_DFLT },
	{ "type_OrderedHashMap__"
	    "ORDERED_HASH_MAP_TYPE", 212, V8T_DFLT },
	{ "type_OrderedHashSet__"
	    "ORDERED_HASH_SET_TYPE", 213, V8T_DFLT },
	{ "type_OrderedNameDictionary__"
	    "ORDERED_NAME_DICTIONARY_TYPE", 214, V8T_DFLT },
	{ "type_RegisteredSymbolTable__"
	    "REGISTERED_SYMBOL_TABLE_TYPE", 215, V8T_DFLT },
	{ "type_SimpleNumberDictionary__"
	    "SIMPLE_NUMBER_DICTIONARY_TYPE", 216, V8T_DFLT },
	{ "type_Context__"
	    "AWAIT_CONTEXT_TYPE", 220, V8T_DFLT },
	{ "type_Context__"
	    "BLOCK_CONTEXT_TYPE", 221, V8T_DFLT },
	{ "type_Context__"
	    "CATCH_CONTEXT_TYPE", 222, V8T_DFLT },
	{ "type_Context__"
	    "DEBUG_EVALUATE_CONTEXT_TYPE", 223, V8T_DFLT },
	{ "type_Context__"
	    "EVAL_CONTEXT_TYPE", 224, V8T_DFLT },
	{ "type_Context__"
	    "FUNCTION_CONTEXT_TYPE", 225, V8T_DFLT },
	{ "type_Context__"
	    "MODULE_CONTEXT_TYPE", 226, V8T_DFLT },
	{ "type_NativeContext__"
	    "NATIVE_CONTEXT_TYPE", 227, V8T_DFLT },
	{ "type_Context__"
	    "SCRIPT_CONTEXT_TYPE", 228, V8T_DFLT },
	{ "type_Context__"
	    "WITH_CONTEXT_TYPE", 229, V8T_DFLT },
	{ "type_TurboshaftFloat64Type__"
	    "TURBOSHAFT_FLOAT64_TYPE_TYPE", 230, V8T_DFLT },
	{ "type_TurboshaftWord32Type__"
	    "TURBOSHAFT_WORD32_TYPE_TYPE", 233, V8T_DFLT },
	{ "type_TurboshaftWord64Type__"
	    "TURBOSHAFT_WORD64_TYPE_TYPE", 236, V8T_DFLT },
	{ "type_TransitionArray__"
	    "TRANSITION_ARRAY_TYPE", 257, V8T_DFLT },
	{ "type_FeedbackMetadata__"
	    "FEEDBACK_METADATA_TYPE", 265, V8T_DFLT },
	{ "type_"
	    "FILLER_TYPE", 267, V8T_DFLT },
	{ "type_FreeSpace__"
	    "FREE_SPACE_TYPE", 268, V8T_DFLT },
	{ "type_JSAPIObjectWithEmbedderSlots__"
	    "JS_SPECIAL_API_OBJECT_TYPE", 1040, V8T_DFLT },
	{ "type_JSAPIObjectWithEmbedderSlots__"
	    "JS_API_OBJECT_TYPE", 1058, V8T_DFLT },
	{ "type_JSAPIObjectWithEmbedderSlots__"
	    "JS_LAST_DUMMY_API_OBJECT_TYPE", 2058, V8T_DFLT },
	{ "type_JSFunction__"
	    "BIGINT64_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2066, V8T_DFLT },
	{ "type_JSFunction__"
	    "BIGUINT64_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2067, V8T_DFLT },
	{ "type_JSFunction__"
	    "FLOAT16_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2068, V8T_DFLT },
	{ "type_JSFunction__"
	    "FLOAT32_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2069, V8T_DFLT },
	{ "type_JSFunction__"
	    "FLOAT64_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2070, V8T_DFLT },
	{ "type_JSFunction__"
	    "INT16_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2071, V8T_DFLT },
	{ "type_JSFunction__"
	    "INT32_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2072, V8T_DFLT },
	{ "type_JSFunction__"
	    "INT8_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2073, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT16_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2074, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT32_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2075, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT8_CLAMPED_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2076, V8T_DFLT },
	{ "type_JSFunction__"
	    "UINT8_TYPED_ARRAY_CONSTRUCTOR_TYPE", 2077, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_ARRAY_CONSTRUCTOR_TYPE", 2078, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_PROMISE_CONSTRUCTOR_TYPE", 2079, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_REG_EXP_CONSTRUCTOR_TYPE", 2080, V8T_DFLT },
	{ "type_JSFunction__"
	    "JS_CLASS_CONSTRUCTOR_TYPE", 2081, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_ARRAY_ITERATOR_PROTOTYPE_TYPE", 2082, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_ITERATOR_PROTOTYPE_TYPE", 2083, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_MAP_ITERATOR_PROTOTYPE_TYPE", 2084, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_OBJECT_PROTOTYPE_TYPE", 2085, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_PROMISE_PROTOTYPE_TYPE", 2086, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_REG_EXP_PROTOTYPE_TYPE", 2087, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_SET_ITERATOR_PROTOTYPE_TYPE", 2088, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_SET_PROTOTYPE_TYPE", 2089, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_STRING_ITERATOR_PROTOTYPE_TYPE", 2090, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_TYPED_ARRAY_PROTOTYPE_TYPE", 2091, V8T_DFLT },
	{ "type_JSMapIterator__"
	    "JS_MAP_KEY_ITERATOR_TYPE", 2092, V8T_DFLT },
	{ "type_JSMapIterator__"
	    "JS_MAP_KEY_VALUE_ITERATOR_TYPE", 2093, V8T_DFLT },
	{ "type_JSMapIterator__"
	    "JS_MAP_VALUE_ITERATOR_TYPE", 2094, V8T_DFLT },
	{ "type_JSSetIterator__"
	    "JS_SET_KEY_VALUE_ITERATOR_TYPE", 2095, V8T_DFLT },
	{ "type_JSSetIterator__"
	    "JS_SET_VALUE_ITERATOR_TYPE", 2096, V8T_DFLT },
	{ "type_JSDisposableStackBase__"
	    "JS_DISPOSABLE_STACK_BASE_TYPE", 2106, V8T_DFLT },
	{ "type_JSGeneratorObject__"
	    "JS_GENERATOR_OBJECT_TYPE", 2109, V8T_DFLT },
	{ "type_JSObject__"
	    "JS_CONTEXT_EXTENSION_OBJECT_TYPE", 2123, V8T_DFLT },
	{ "type_WasmExceptionPackage__"
	    "WASM_EXCEPTION_PACKAGE_TYPE", 2158, V8T_DFLT },
	{ "type_WasmValueObject__"
	    "WASM_VALUE_OBJECT_TYPE", 2167, V8T_DFLT },
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
