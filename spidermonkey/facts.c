/*
 * facts.c: SpiderMonkey's layouts, one row per mozjs ESR line, for
 * x86-64.  Debian's libraries and shells carry no debug info, so these
 * come from the public headers the -dev packages install (mozjs-78,
 * mozjs-102: js/HeapAPI.h, jsfriendapi.h / js/shadow/ headers, js/Value.h,
 * js/Id.h), from SpiderMonkey's source of the same line (js/src/gc/
 * Heap.h, AllocKind.h, js/src/vm/Shape.h, PropMap.h, JSFunction.h,
 * StringType.h), and from the libraries' own exported tables
 * (js::gc::Arena::ThingSizes).  Each field says where it comes from; the
 * rows were checked on the cores of corpora/spidermonkey/ (the tests check
 * them again on every run).
 */
#include <stddef.h>
#include <string.h>
#include "sm.h"

/*
 * AllocKind, in the order of FOR_EACH_ALLOCKIND (js/src/gc/AllocKind.h):
 * the object kinds, then the non-nursery non-object kinds, then the
 * nursery kinds.  Sizes: the library's js::gc::Arena::ThingSizes[]
 * (exported, JS_PUBLIC_DATA), read from libmozjs-78.so.78.15.0 (33
 * entries, 0xc3f980) and libmozjs-102.so.102.15.1 (35 entries, 0xced3a0):
 * the table's length is AllocKind::LIMIT, which fixes the list below.
 */
#define	OBJECT_KINDS(FN, FNX, S0, S2, S4, S8)				\
	{ "FUNCTION", FN, SM_T_OBJECT },					\
	{ "FUNCTION_EXTENDED", FNX, SM_T_OBJECT },			\
	{ "OBJECT0", S0, SM_T_OBJECT },					\
	{ "OBJECT0_BACKGROUND", S0, SM_T_OBJECT },			\
	{ "OBJECT2", S2, SM_T_OBJECT },					\
	{ "OBJECT2_BACKGROUND", S2, SM_T_OBJECT },			\
	{ "ARRAYBUFFER4", S4, SM_T_OBJECT },				\
	{ "OBJECT4", S4, SM_T_OBJECT },				\
	{ "OBJECT4_BACKGROUND", S4, SM_T_OBJECT },			\
	{ "ARRAYBUFFER8", S8, SM_T_OBJECT },				\
	{ "OBJECT8", S8, SM_T_OBJECT },				\
	{ "OBJECT8_BACKGROUND", S8, SM_T_OBJECT }

static const sm_kind_t kinds_78[] = {
	OBJECT_KINDS(64, 80, 32, 48, 64, 96),
	{ "ARRAYBUFFER12", 128, SM_T_OBJECT },
	{ "OBJECT12", 128, SM_T_OBJECT },
	{ "OBJECT12_BACKGROUND", 128, SM_T_OBJECT },
	{ "ARRAYBUFFER16", 160, SM_T_OBJECT },
	{ "OBJECT16", 160, SM_T_OBJECT },
	{ "OBJECT16_BACKGROUND", 160, SM_T_OBJECT },	/* 17 */
	{ "SCRIPT", 80, SM_T_SCRIPT },
	{ "SHAPE", 40, SM_T_SHAPE },
	{ "ACCESSOR_SHAPE", 56, SM_T_SHAPE },
	{ "BASE_SHAPE", 32, SM_T_BASESHAPE },
	{ "OBJECT_GROUP", 48, SM_T_GROUP },
	{ "EXTERNAL_STRING", 24, SM_T_STRING },
	{ "FAT_INLINE_ATOM", 40, SM_T_STRING },
	{ "ATOM", 32, SM_T_STRING },
	{ "SYMBOL", 16, SM_T_SYMBOL },
	{ "JITCODE", 40, SM_T_JITCODE },
	{ "SCOPE", 32, SM_T_SCOPE },
	{ "REGEXP_SHARED", 120, SM_T_REGEXPSHARED },
	{ "BIGINT", 16, SM_T_BIGINT },
	{ "FAT_INLINE_STRING", 32, SM_T_STRING },
	{ "STRING", 24, SM_T_STRING },			/* 32; LIMIT 33 */
};

static const sm_kind_t kinds_102[] = {
	OBJECT_KINDS(56, 72, 24, 40, 56, 88),
	{ "ARRAYBUFFER12", 120, SM_T_OBJECT },
	{ "OBJECT12", 120, SM_T_OBJECT },
	{ "OBJECT12_BACKGROUND", 120, SM_T_OBJECT },
	{ "ARRAYBUFFER16", 152, SM_T_OBJECT },
	{ "OBJECT16", 152, SM_T_OBJECT },
	{ "OBJECT16_BACKGROUND", 152, SM_T_OBJECT },	/* 17 */
	{ "SCRIPT", 80, SM_T_SCRIPT },
	{ "SHAPE", 32, SM_T_SHAPE },
	{ "BASE_SHAPE", 24, SM_T_BASESHAPE },
	{ "GETTER_SETTER", 16, SM_T_GETTERSETTER },
	{ "COMPACT_PROP_MAP", 104, SM_T_PROPMAP },
	{ "NORMAL_PROP_MAP", 136, SM_T_PROPMAP },
	{ "DICT_PROP_MAP", 128, SM_T_PROPMAP },
	{ "EXTERNAL_STRING", 24, SM_T_STRING },
	{ "FAT_INLINE_ATOM", 40, SM_T_STRING },
	{ "ATOM", 32, SM_T_STRING },
	{ "SYMBOL", 16, SM_T_SYMBOL },
	{ "JITCODE", 40, SM_T_JITCODE },
	{ "SCOPE", 32, SM_T_SCOPE },
	{ "REGEXP_SHARED", 120, SM_T_REGEXPSHARED },
	{ "BIGINT", 16, SM_T_BIGINT },
	{ "FAT_INLINE_STRING", 32, SM_T_STRING },
	{ "STRING", 24, SM_T_STRING },			/* 34; LIMIT 35 */
};

/*
 * Source notes (js/src/frontend/SourceNotes.h): a byte whose high four
 * bits are its type and low four its offset delta, or, types 8 and up,
 * an XDelta whose low seven bits are the delta; then the type's operands,
 * each one byte, or four when its first byte's high bit is set (31
 * bits, big-endian); a null byte ends them.  The types and their arity:
 * the library's js_SrcNoteSpec {name, arity, ...} (16 bytes each),
 * libmozjs-78.so 0x1be9240 and libmozjs-102.so 0x1dbafe0: null
 * assignop colspan(1) newline setline(1) breakpoint step-sep unused
 * xdelta.  The layout of the walk, and where the notes are, come from
 * js::GetScriptLineExtent's own instructions in each library (78 at
 * 0x332560, 102 at 0x2c0f00): notes = isd + 0x21 + *(u32 *)(isd + 4),
 * isd = *(script->sharedData_ + 8); the same library's pc-to-offset code
 * (78: 0x332650) subtracts isd + 0x21 from a pc: that is the bytecode.
 * 102's setline adds the script's first line to its operand.
 */
/*
 * ScriptSource::data (js/src/vm/JSScript.h, ESR 78 and 102): a
 * mozilla::Variant of Compressed<Utf8Unit, SourceRetrievable::Yes>,
 * Uncompressed<Utf8Unit, Yes>, Compressed<Utf8Unit, No>,
 * Uncompressed<Utf8Unit, No>, the same four for char16_t, then
 * Retrievable<Utf8Unit>, Retrievable<char16_t>, Missing (and in 78
 * BinAST): the tag is the alternative's index.  Uncompressed holds a
 * SharedImmutableString (78: {cache_, box_}; 102: {box_}), whose
 * StringBox starts with {chars_, length_} (vm/SharedImmutableStringsCache.h).
 * Checked on sm-js78, sm-js102 and sm-gjs: tag 3 (Uncompressed<Utf8Unit,
 * No>), and the box's chars and length are the bytes of the script file.
 * The list is ESR 78's own (S: vm/JSScript.h ScriptSource::SourceType,
 * github mtwebster/mozjs78) and, without BinAST, ESR 102's (M: servo/mozjs
 * 97.0 and 107.0 say it); tag 2 (Compressed<Utf8Unit, No>) is checked on
 * fresh cores of corpora/spidermonkey/compress.js (test_spidermonkey's
 * compressed-source check).
 *
 * Compressed<Unit> is CompressedData<Unit> {SharedImmutableString raw;
 * size_t uncompressedLength} (JSScript.h, 78 S, 102 M): raw's box where
 * Uncompressed's is, the length in units after it.  Its bytes are
 * vm/Compression.h/.cpp's (78 S; 102 M, the same at 97 and 107):
 * CompressedDataHeader {uint32_t compressedBytes}, the chunks, each
 * CHUNK_SIZE (64 KB) of the units' bytes compressed as raw deflate
 * (WindowBits -15; Z_FULL_FLUSH between chunks, so each inflates alone),
 * the last ending the stream; padding to 4 bytes; then uint32_t
 * offsets[] (the end of each chunk; chunk i starts at offsets[i - 1], the
 * first at sizeof (CompressedDataHeader)): DecompressStringChunk().
 */
static const uchar_t ss_tags[] = {
	SM_SRC_ZUTF8, SM_SRC_UTF8, SM_SRC_ZUTF8, SM_SRC_UTF8,
	SM_SRC_ZUTF16, SM_SRC_UTF16, SM_SRC_ZUTF16, SM_SRC_UTF16,
	SM_SRC_RETRIEVABLE, SM_SRC_RETRIEVABLE, SM_SRC_MISSING, SM_SRC_BINAST
};

/*
 * TypeBits 4, DeltaBits 4, XDeltaBits 7: SourceNotes.h (class SrcNote).
 * ColSpan 2: its operand's 31 bits (OperandBits) signed by ColSpanSignBit
 * 1 << 30 (SrcNote::ColSpan::fromOperand); PCToLineNumber
 * (vm/JSScript.cpp) starts the column at 0 (78, S) or at the script's own
 * column (102, M: 97 and 107), setline and newline reset it to 0;
 * Error().stack writes it + 1 (vm/SavedStacks.cpp).  C: the column of
 * every frame of inline-js78 and inline-js102 is the engine's
 * (test_smjit.py).
 */
static const signed char sn_arity[] = { 0, 0, 1, 0, 1, 0, 0, 0, 0 };


/*
 * Value kinds (kinds.c): the facts of the two rows and where each comes
 * from.  The sources, strongest first:
 *
 *   [H]   the public header Debian's libmozjs-78-dev / libmozjs-102-dev
 *         installs (/usr/include/mozjs-78, mozjs-102): the headers of
 *         exactly the releases in the cores (78.15.0, 102.15.1).
 *         tests/unit/test_sm.c test_facts_headers checks every [H] fact
 *         against the header's text.
 *   [I]   the library's own instructions: the exported function named,
 *         disassembled in libmozjs-78.so.78.15.0 or libmozjs-102.so.
 *         102.15.1 (the exact releases; fixed slots start at 32 in 78,
 *         at 24 in 102).
 *   [S78] js/src of 78.15.0 itself: Debian's mozjs78_78.15.0.orig.tar.xz,
 *         the source of the js78 shell and libmozjs-78 in the cores
 *         (Debian's patches change no file cited here).
 *   [M]   ESR 102's js/src: no text of it was found.  Debian's
 *         mozjs102_102.15.1.orig.tar.xz could not be fetched here (the
 *         archive answered 404), servo/mozjs has no 102 branch, and the
 *         gecko-dev mirrors in the index hold other releases; servo/mozjs
 *         at 97.0 (commit c67403e513, mozjs/js/src) and at 107.0
 *         (c200e3641b, mozjs/mozjs/js/src) both say it, which brackets
 *         102 but is not 102's text.
 *   [C]   read on the cores: tests/corpus/test_spidermonkey.py `kinds`
 *         and `kinds-fresh` compare ::smprint with what the program
 *         itself read back (the check's name in quotes).
 */
/* RegExp flags [H]: js/RegExpFlags.h (both) RegExpFlag::IgnoreCase
   0b000'0001, Global 0b000'0010, Multiline 0b000'0100, Sticky
   0b000'1000, Unicode 0b001'0000, DotAll 0b010'0000, HasIndices
   0b100'0000 (102 only); printed in the order RegExp.prototype.flags
   gives them ("dgimsuy").  [C] "RegExp" (/ab+c\/d/gim: g, i, m) */
static const sm_flagchar_t re_flags_78[] = {
	{ 0x02, 'g' }, { 0x01, 'i' }, { 0x04, 'm' }, { 0x20, 's' },
	{ 0x10, 'u' }, { 0x08, 'y' }
};
static const sm_flagchar_t re_flags_102[] = {
	{ 0x40, 'd' }, { 0x02, 'g' }, { 0x01, 'i' }, { 0x04, 'm' },
	{ 0x20, 's' }, { 0x10, 'u' }, { 0x08, 'y' }
};
/* js/src/vm/ArrayBufferObject.h ArrayBufferObject::BufferKind:
   INLINE_DATA 0b000, MALLOCED 0b001, NO_DATA 0b010, USER_OWNED 0b011,
   WASM 0b100, MAPPED 0b101, EXTERNAL 0b110 (BAD1 0b111: no name),
   KIND_MASK 0b111; ArrayBufferFlags::DETACHED 0b1000.  78: [S78]; 102:
   [M], and [I] JS::IsDetachedArrayBufferObject tests bit 3 of slot 3
   in both libraries.  [C] "buffer data inline=False" (MALLOCED),
   "smallbuf data inline=True" (INLINE_DATA); the other kinds are not
   on the cores */
static const char *const ab_kinds[] = {
	"INLINE_DATA", "MALLOCED", "NO_DATA", "USER_OWNED", "WASM", "MAPPED",
	"EXTERNAL"
};
/* [H] js/ErrorReport.h (both) enum JSExnType: JSEXN_ERR .. JSEXN_
   WASMRUNTIMEERROR, JSEXN_ERROR_LIMIT 13; a name a type, as the
   classes name them (102: [I] ErrorObject::classes[0], [1] are named
   "Error", "InternalError" in libmozjs-102.so).  [C] "Error fields"
   (TypeError on 78, where the type is EXNTYPE_SLOT's) */
static const char *const exn_names[] = {
	"Error", "InternalError", "AggregateError", "EvalError", "RangeError",
	"ReferenceError", "SyntaxError", "TypeError", "URIError",
	"DebuggeeWouldRun", "CompileError", "LinkError", "RuntimeError"
};
/* [H] js/Symbol.h (both) JS_FOR_EACH_WELL_KNOWN_SYMBOL: SymbolCode 0 ..
   12 in this order.  [C] "symbol wksym" (Symbol.iterator) */
static const char *const sym_wellknown[] = {
	"isConcatSpreadable", "iterator", "match", "replace", "search",
	"species", "hasInstance", "split", "toPrimitive", "toStringTag",
	"unscopables", "asyncIterator", "matchAll"
};
/* js/src/vm/FunctionFlags.h FunctionFlags::FunctionKind: NormalFunction
   0, Arrow, Method, ClassConstructor, Getter, Setter, AsmJS, Wasm.
   78: [S78]; 102: [M].  [C] "function arrow", "function ctor",
   "function plainfn", "function native" (normal, arrow, class
   constructor), and test_spidermonkey function-kinds (Widget.prototype.
   describe is a method); getter, setter, asm.js and wasm are not
   checked on the cores (GJS's core has getters and setters, but no
   truth names them) */
static const char *const fun_kinds[] = {
	"normal", "arrow", "method", "class constructor", "getter", "setter",
	"asm.js", "wasm"
};

/*
 * The value-kind facts the two rows share; each says its source per line
 * (the legend above).  Reserved-slot numbers count fixed slots first.
 */
#define	KINDS_COMMON							\
	/* [H] js/Class.h (both) JSCLASS_IS_PROXY = 1 <<		\
	   (JSCLASS_HIGH_FLAGS_SHIFT + 3), JSCLASS_HIGH_FLAGS_SHIFT =	\
	   JSCLASS_RESERVED_SLOTS_SHIFT 8 + JSCLASS_RESERVED_SLOTS_WIDTH \
	   8.  [C] "Proxy" */						\
	.sf_class_proxy = 1 << 19,					\
	.sf_class_rslots_shift = 8,					\
	.sf_class_rslots_mask = 0xff,					\
	/* js/src/vm/NumberObject.h, StringObject.h, BooleanObject.h	\
	   PRIMITIVE_VALUE_SLOT = 0: 78 [S78], 102 [M].  [C] "num	\
	   value", "str value", "bool value" */				\
	.sf_prim_slot = 0,						\
	/* js/src/vm/DateObject.h DateObject::UTC_TIME_SLOT = 0: 78	\
	   [S78], 102 [M].  [C] "Date", "invalid Date" */		\
	.sf_date_slot = 0,						\
	/* js/src/vm/RegExpObject.h RegExpObject::LAST_INDEX_SLOT = 0,	\
	   SOURCE_SLOT = 1, FLAGS_SLOT = 2: 78 [S78], 102 [M].  [C]	\
	   "RegExp" */							\
	.sf_re_lastindex_slot = 0,					\
	.sf_re_source_slot = 1,						\
	.sf_re_flags_slot = 2,						\
	/* js/src/ds/OrderedHashTable.h detail::OrderedHashTable	\
	   {Data** hashTable; Data* data; uint32 dataLength,		\
	   dataCapacity, liveCount, hashShift; ...}, the first (only)	\
	   member `Impl impl` of OrderedHashMap / OrderedHashSet; Data	\
	   {T element; Data* chain}: a Map's T is OrderedHashMap::Entry	\
	   {const HashableValue key; HeapPtr<Value> value} (24 bytes a	\
	   Data), a Set's the HashableValue alone (16).  78 [S78]; 102	\
	   [M]; liveCount at 24 [I] JS::MapSize in both libraries.  [C]	\
	   "Map entries", "Set entries" (a removed entry each);		\
	   dataCapacity is only a bound (not on the cores) */		\
	.sf_oht_data = 8,						\
	.sf_oht_datalen = 16,						\
	.sf_oht_datacap = 20,						\
	.sf_oht_live = 24,						\
	.sf_oht_map_entry = 24,						\
	.sf_oht_set_entry = 16,						\
	/* js/src/vm/ArrayBufferViewObject.h BUFFER_SLOT = 0,		\
	   LENGTH_SLOT = 1, BYTEOFFSET_SLOT = 2 (TypedArrayObject.h	\
	   defines none: it inherits them): 78 [S78], 102 [M]; LENGTH 1	\
	   also [H] jsfriendapi.h (78) / js/experimental/TypedData.h	\
	   (102) detail::TypedArrayLengthSlot = 1; BYTEOFFSET 2 [I]	\
	   JS_GetArrayBufferViewByteOffset (78: the Int32 at 0x30; 102:	\
	   the word at 0x28).  [C] "i32 header", "u8 header", "f64	\
	   header", "u8's buffer" */					\
	.sf_ta_buffer_slot = 0,						\
	.sf_ta_length_slot = 1,						\
	.sf_ta_offset_slot = 2,						\
	/* js/src/vm/ArrayBufferObject.h ArrayBufferObject::DATA_SLOT =	\
	   0, BYTE_LENGTH_SLOT = 1, FIRST_VIEW_SLOT = 2, FLAGS_SLOT = 3: \
	   78 [S78], 102 [M]; BYTE_LENGTH 1 and FLAGS 3 also [I]	\
	   JS::GetArrayBufferByteLength, JS::IsDetachedArrayBufferObject \
	   (both libraries).  [C] "buffer byteLength", "smallbuf	\
	   byteLength", "... data inline=" */				\
	.sf_ab_data_slot = 0,						\
	.sf_ab_length_slot = 1,						\
	.sf_ab_flags_slot = 3,						\
	.sf_ab_kind_mask = 0x7,						\
	.sf_ab_detached = 0x8,						\
	.sf_ab_kinds = ab_kinds,					\
	.sf_ab_nkinds = sizeof (ab_kinds) / sizeof (ab_kinds[0]),	\
	.sf_exn_names = exn_names,					\
	.sf_exn_n = sizeof (exn_names) / sizeof (exn_names[0]),		\
	/* js/src/vm/SavedFrame.h SavedFrame's enum: JSSLOT_SOURCE 0,	\
	   SOURCEID 1, LINE 2, COLUMN 3, FUNCTIONDISPLAYNAME 4,		\
	   ASYNCCAUSE 5, PARENT 6, PRINCIPALS 7: 78 [S78], 102 [M].	\
	   [C] "Error stack" (source, line, column, name, parent);	\
	   ASYNCCAUSE is not on the cores */				\
	.sf_sf_source_slot = 0,						\
	.sf_sf_line_slot = 2,						\
	.sf_sf_column_slot = 3,						\
	.sf_sf_name_slot = 4,						\
	.sf_sf_cause_slot = 5,						\
	.sf_sf_parent_slot = 6,						\
	/* [H] js/Proxy.h (both) detail::ProxyDataLayout		\
	   {ProxyReservedSlots* reservedSlots; const BaseProxyHandler*	\
	   handler}; ProxyValueArray {[102: expandoSlot;] privateSlot;	\
	   reservedSlots}: the private (the target) is the Value just	\
	   before reservedSlots.  js/src/proxy/ScriptedProxyHandler.h	\
	   ScriptedProxyHandler::HANDLER_EXTRA = 0 (the handler object	\
	   is reserved slot 0): 78 [S78], 102 [M].  [C] "Proxy",	\
	   "revoked Proxy" */						\
	.sf_proxy_handler = 8,						\
	.sf_proxy_private_back = 8,					\
	.sf_proxy_handler_slot = 0,					\
	/* [H] JS::shadow::Symbol {void* _1; uint32_t code_} (78:	\
	   js/HeapAPI.h; 102: js/shadow/Symbol.h); js/src/vm/		\
	   SymbolType.h: the header word is the description atom (78	\
	   [S78] CellHeaderWithTenuredGCPointer<JSAtom>			\
	   headerAndDescription_; 102 [M] description() =		\
	   headerPtr()); [I] JS::GetSymbolDescription reads the word at	\
	   0, JS::GetSymbolCode the uint32 at 8, in both libraries.	\
	   [C] "symbol sym", "regsym", "wksym", "nodesc" */		\
	.sf_sym_desc = 0,						\
	.sf_sym_code = 8,						\
	.sf_sym_wellknown = sym_wellknown,				\
	.sf_sym_nwellknown = sizeof (sym_wellknown) /			\
	    sizeof (sym_wellknown[0]),					\
	/* [H] js/Symbol.h (both) SymbolCode::InSymbolRegistry =	\
	   0xfffffffe, UniqueSymbol = 0xffffffff.  [C] "symbol regsym",	\
	   "symbol sym" */						\
	.sf_sym_registry = 0xfffffffe,					\
	.sf_sym_unique = 0xffffffff,					\
	/* js/src/vm/BigIntType.h BigInt: the cell header (78 [S78]	\
	   CellHeaderWithLengthAndFlags header_; 102 [M] BigInt :	\
	   CellWithLengthAndFlags; gc/Cell.h: length = header >> 32,	\
	   flags its low 32 bits); SignBit = Bit(CellFlagBitsReservedForGC), \
	   [H] js/HeapAPI.h (both) CellFlagBitsReservedForGC = 3, [I]	\
	   JS::BigIntIsNegative tests bit 3 (102: and length = header	\
	   >> 32); union {Digit* heapDigits_; Digit inlineDigits_	\
	   [InlineDigitsLength = (MinCellSize 16 - 8) / 8 = 1]};	\
	   MaxBitLength = 1024 * 1024.  [C] "BigInt bigpos", "bigneg",	\
	   "bigzero" */							\
	.sf_big_header = 0,						\
	.sf_big_sign = 1 << 3,						\
	.sf_big_digits = 8,						\
	.sf_big_ninline = 1,						\
	.sf_big_maxdigits = (1 << 20) / 64,				\
	/* js/src/vm/NativeObject.h class ObjectElements {uint32_t	\
	   flags, initializedLength, capacity, length},			\
	   VALUES_PER_HEADER 2 (16 bytes), right before the elements	\
	   elements_ points at: 78 [S78], 102 [M].  [C] "dense array",	\
	   "holey array", "sparse array" (initializedLength, length);	\
	   capacity is only a bound */					\
	.sf_elem_header = 16,						\
	.sf_elem_initlen = 4,						\
	.sf_elem_capacity = 8,						\
	.sf_elem_length = 12,						\
	/* js/src/vm/FunctionFlags.h FunctionFlags: FUNCTION_KIND_SHIFT	\
	   0, FUNCTION_KIND_MASK 0x0007, SELF_HOSTED 1 << 4, BASESCRIPT	\
	   1 << 5, SELFHOSTLAZY 1 << 6, BOUND_FUN 1 << 8: 78 [S78], 102	\
	   [M]; BASESCRIPT | SELFHOSTLAZY also [H] jsfriendapi.h (both)	\
	   JS_FUNCTION_INTERPRETED_BITS = 0x0060; BOUND_FUN [I]		\
	   JS_IsFunctionBound (bit 0 of the flags' high byte) in both	\
	   libraries.  [C] "function ..." (native, interpreted, arrow,	\
	   class constructor, bound); SELF_HOSTED: test_spidermonkey	\
	   function-kinds (__defineGetter__ and the intrinsic		\
	   IsCallable are self-hosted, native toString is not) */	\
	.sf_fun_kind_mask = 0x7,					\
	.sf_fun_kinds = fun_kinds,					\
	.sf_fun_nkinds = sizeof (fun_kinds) / sizeof (fun_kinds[0]),	\
	.sf_fun_interpreted = 0x60,					\
	.sf_fun_bound = 1 << 8,						\
	.sf_fun_selfhosted = 1 << 4,					\
	/* HAS_GUESSED_ATOM = ATOM_EXTRA_FLAG = 1 << 12 (on a bound	\
	   function the same bit is HAS_BOUND_FUNCTION_NAME_PREFIX):	\
	   js/src/vm/FunctionFlags.h, 78 [S78], 102 [M]; [I]		\
	   JS_GetFunctionId returns no name when 0x800			\
	   (HAS_INFERRED_NAME) is set, or 0x1000 without 0x100		\
	   (BOUND_FUN), in both libraries.  Not on the cores (no	\
	   function there has a guessed name) */			\
	.sf_fun_guessed = 1 << 12,					\
	/* js/src/vm/JSFunction.h BoundFunctionEnvTargetSlot = 2,	\
	   BoundFunctionEnvThisSlot = 3, BoundFunctionEnvArgsSlot = 4,	\
	   slots of the bound function's environment (a CallObject:	\
	   JSFunction.cpp BoundFunctionEnvironmentSlotValue): 78 [S78],	\
	   102 [M]; the target slot also [I]				\
	   JSFunction::getBoundFunctionTarget (78: env at 0x28, its	\
	   slot 2; 102: env in slot 1, its slot 2).  [C] "bound target	\
	   and this", "bound arguments" */				\
	.sf_bound_target_slot = 2,					\
	.sf_bound_this_slot = 3,					\
	.sf_bound_args_slot = 4,					\
	/* js/src/vm/PromiseObject.h (not builtin/Promise.h) enum	\
	   PromiseSlots {PromiseSlot_Flags = 0,				\
	   PromiseSlot_ReactionsOrResult, ...}; #define			\
	   PROMISE_FLAG_RESOLVED 0x1, PROMISE_FLAG_FULFILLED 0x2: 78	\
	   [S78], 102 [M]; [I] JS::GetPromiseState (slot 0 & 1, & 2)	\
	   and JS::GetPromiseResult (slot 1) in both libraries.  [C]	\
	   "fulfilled Promise", "pending Promise", "rejected Promise" */ \
	.sf_promise_flags_slot = 0,					\
	.sf_promise_result_slot = 1,					\
	.sf_promise_resolved = 0x1,					\
	.sf_promise_fulfilled = 0x2

/*
 * ESR 78 (checked on 78.15.0: Debian's js78 shell).
 */
const sm_facts_t sm_facts_78 = {
	.sf_line = "78",
	.sf_major = 78,
	.sf_checked = "78.15.0 (js78)",
	.sf_arch = "x86-64",
	/* js/HeapAPI.h: ArenaShift 12, ChunkShift 20 */
	.sf_chunk_size = 1 << 20,
	.sf_arena_size = 1 << 12,
	/* js/src/gc/Heap.h: static_assert(ArenasPerChunk == 252); the
	   chunk is Arena arenas[] first, the ChunkTrailer last */
	.sf_arenas_per_chunk = 252,
	.sf_first_arena = 0,
	/* js/HeapAPI.h: ChunkRuntimeOffset = ChunkSize - sizeof(void*),
	   ChunkStoreBufferOffset = ChunkSize - ChunkTrailerSize + 8,
	   ChunkLocationOffset = ChunkSize - ChunkTrailerSize (24) */
	.sf_chunk_runtime = (1 << 20) - 8,
	.sf_chunk_storebuf = (1 << 20) - 16,
	.sf_chunk_location = (1 << 20) - 24,
	/* Heap.h: enum class ChunkLocation { Invalid, Nursery, TenuredHeap } */
	.sf_loc_nursery = 1,
	.sf_loc_tenured = 2,
	/* Heap.h: ChunkInfo {next, prev, freeArenasHead,
	   lastDecommittedArenaOffset, numArenasFree, ...} just before the
	   trailer: numArenasFree at ChunkSize - 24 - 8 */
	.sf_chunk_nfree = (1 << 20) - 32,
	/*
	 * The nursery, from a nursery chunk's ChunkTrailer::storeBuffer
	 * (gc/GCRuntime.h: GCRuntime {... nursery_; storeBuffer_}).
	 * gc/StoreBuffer.h class StoreBuffer {bufferVal, bufStrCell,
	 * bufBigIntCell, bufObjCell, bufferSlot, bufferWholeCell,
	 * bufferGeneric, cancelIonCompilations_; JSRuntime* runtime_;
	 * const Nursery& nursery_}: the order is the source's, the offset
	 * of runtime_, 0x128, is proved on the cores (C: it equals the
	 * chunk's runtime on sm-js78 and jit-js78, and the Nursery named
	 * after it lies just before the StoreBuffer, as GCRuntime puts it;
	 * checked again on every read).  gc/Nursery.h class Nursery {
	 * GCRuntime* const gc; Vector<NurseryChunk*, 0> chunks_ (mfbt/
	 * Vector.h {mBegin, mLength, mCapacity}); uintptr_t position_;
	 * unsigned currentStartChunk_; uintptr_t currentStartPosition_,
	 * currentEnd_, currentStringEnd_, currentBigIntEnd_; unsigned
	 * currentChunk_; size_t capacity_}; Nursery.cpp isEmpty():
	 * position() == currentStartPosition_, or !isEnabled() (capacity_
	 * 0).  NurseryChunk {char data[NurseryChunkUsableSize];
	 * ChunkTrailer}: usable ChunkSize - ChunkTrailerSize (24).
	 */
	.sf_sb_runtime = 0x128,
	.sf_sb_nursery = 0x130,
	.sf_nur_chunks = 8,
	.sf_nur_nchunks = 0x10,
	.sf_nur_position = 0x20,
	.sf_nur_startchunk = 0x28,
	.sf_nur_startpos = 0x30,
	.sf_nur_end = 0x38,
	.sf_nur_curchunk = 0x50,
	.sf_nur_capacity = 0x58,
	.sf_nchunk_start = 0,
	.sf_nchunk_end = (1 << 20) - 24,
	/* Heap.h class Arena: FreeSpan (8 with padding), zone at
	   ArenaZoneOffset (8, HeapAPI.h), next (16), then
	   "size_t allocKind : 8" in the low byte of the word at 24;
	   ArenaHeaderSize = 8 + 2 * 8 + 8 + 8 (HeapAPI.h) */
	.sf_arena_kind = 24,
	.sf_arena_zone = 8,
	.sf_arena_header = 40,
	.sf_kinds = kinds_78,
	.sf_nkinds = sizeof (kinds_78) / sizeof (kinds_78[0]),
	.sf_object_limit = 18,
	/* jsfriendapi.h JS::shadow::Object {group, shape, slots, _1} then
	   the fixed slots; shadow::ObjectGroup {clasp, proto, realm} */
	.sf_obj_group = 0,
	.sf_obj_shape = 8,
	.sf_obj_slots = 16,
	.sf_obj_elements = 24,
	.sf_obj_fixed = 32,
	.sf_group_clasp = 0,
	.sf_group_proto = 8,
	/* shadow::Shape {base, jsid _1, uint32 immutableFlags};
	   FIXED_SLOTS_SHIFT 24, mask 0x1f */
	.sf_shape_base = 0,
	.sf_shape_flags = 16,
	.sf_fixed_shift = 24,
	.sf_fixed_mask = 0x1f,
	/* shadow::BaseShape {clasp_, parent}: the proto is the group's */
	.sf_base_clasp = 0,
	.sf_base_proto = SM_NOFF,
	/* js/Class.h JSClass {const char* name; uint32_t flags; ...} */
	.sf_class_name = 0,
	.sf_class_flags = 8,
	/* js/Class.h: JSClass::NON_NATIVE = JSCLASS_INTERNAL_FLAG2 (1 << 18),
	   JSCLASS_IS_PROXY 1 << 19 (JSCLASS_HIGH_FLAGS_SHIFT 16) */
	.sf_class_nonnative = (1 << 18) | (1 << 19),
	/* js/src/vm/Shape.h Shape {base_, propid_, immutableFlags, attrs,
	   mutableFlags, parent, ...}: SLOT_MASK = BitMask(24) */
	.sf_shape_propid = 8,
	.sf_shape_slotmask = 0xffffff,
	.sf_shape_parent = 24,
	/* js/src/vm/Shape.h (78) class Shape {headerAndBase_; propid_;
	   uint32_t immutableFlags; uint8_t attrs; uint8_t mutableFlags;
	   GCPtrShape parent; ...}: attrs at 20 [S78]; [H]
	   js/PropertyDescriptor.h (78) JSPROP_GETTER = 0x10, JSPROP_SETTER
	   = 0x20 (a dictionary object's accessor keeps a slot: on sm-js78
	   the accessor "acc" of a dictionary object has slot 3 and attrs
	   0x35).  [C] "dictionary object" */
	.sf_shape_attrs = 20,
	.sf_shape_accessor = 0x30,
	/* accessors (smheap).  js/PropertyDescriptor.h (78) JSPROP_GETTER
	   0x10, JSPROP_SETTER 0x20; js/src/vm/Shape.h Shape::ImmutableFlags
	   IN_DICTIONARY 1 << 29, ACCESSOR_SHAPE 1 << 30 and class
	   AccessorShape : Shape {getterObj; setterObj} after Shape's 40
	   bytes (ACCESSOR_SHAPE things: 56 = 40 + 8 + 8): js/src/vm/Shape.h
	   of ESR 78 (78.2.0, github mtwebster/mozjs78: ImmutableFlags,
	   class AccessorShape), the same in servo/mozjs at 84.0.1
	   (945263d106); checked on sm-js78: kinds.dict's "acc" is an AccessorShape whose
	   getterObj and setterObj are the two functions sm.js defined */
	.sf_shape_getter_attr = 0x10,
	.sf_shape_setter_attr = 0x20,
	.sf_shape_accshape = 1U << 30,
	.sf_shape_indict = 1U << 29,
	.sf_ashape_getter = 40,
	.sf_ashape_setter = 48,
	.sf_gs_getter = SM_NOFF,
	.sf_gs_setter = SM_NOFF,
	/* js/Id.h JSID_TYPE_EMPTY (0x6): the empty shape's propid */
	.sf_jsid_empty = 0x6,
	.sf_shape_propmap = SM_NOFF,
	.sf_map_keys = SM_NOFF,
	.sf_cmap_infos = SM_NOFF,
	.sf_lmap_prev = SM_NOFF,
	.sf_lmap_infos = SM_NOFF,
	/* jsfriendapi.h shadow::Function {Object base; uint16 nargs,
	   flags; native; jitinfo; _1}, then JSFunction's atom_ (64-byte
	   FUNCTION things) */
	.sf_fun_atom = 56,
	/* js/src/vm/JSFunction.h (78): union U { native {func_, jitinfo_};
	   scripted {env_, s {script_, lazy_, selfHostedLazy_}} } after
	   nargs_ and flags_: s overlays shadow::Function's jitinfo (48).
	   On the sm-js78 core, Widget's function holds its
	   LexicalEnvironment at 40 and at 48 a SCRIPT thing whose
	   functionOrGlobal_ points back; the census takes the word only
	   when it points back, on every core */
	.sf_fun_script = 48,
	/*
	 * The context and the interpreter's frames.  Offsets proven by
	 * libmozjs-78.so.78.15.0's own instructions (objdump -d, or
	 * jsmdb's ::dis on a core mapping it): JS_GetRuntime(cx) is
	 * "mov 0xc0(%rdi),%rax"; JS::HideScriptedCaller(cx) is "mov
	 * 0x168(%rdi),%rax; addq $1,0x20(%rax)" (cx->activation_, then
	 * Activation::hideScriptedCallerCount_ after cx_, compartment_,
	 * prev_, prevProfiling_: js/src/vm/Activation.h);
	 * JS_GetScriptBaseLineNumber is "mov 0x28(%rsi),%eax" (BaseScript
	 * extent_.lineno); JS_GetScriptFilename reads
	 * script->sourceObject_ (0x10), the ScriptSource* in its slot 0,
	 * then "cmpb $0,0x60; mov 0x58" (filename_, a Maybe of a
	 * SharedImmutableString whose box starts with the chars).
	 * JSRuntime::mainContext_ at 0x70: found on the sm-js78 core as the
	 * pointer whose runtime_ points back (sm_frame_iter checks this
	 * back-pointer on every core and refuses when it fails).
	 * Activation::kind_ (0x6c, Interpreter 0, Jit 1) and
	 * InterpreterActivation::regs_ {sp, pc, fp_} at 0x70, entryFrame_
	 * 0x88: read on the core (the activation's cx_ is the context; the
	 * JitActivation's packedExitFP_ at 0x70 points into the stack).
	 * InterpreterFrame (js/src/vm/Stack.h): flags_ 0, nactual_ 4,
	 * script_ 8, envChain_, rval_, argsObj_, prev_ 0x28, prevpc_ 0x30,
	 * prevsp_ 0x38; in 78 one word more before argv_ (0x50: argv_ +
	 * nactual_ Values end at prevsp_ on the core's frames); flags
	 * CONSTRUCTING 0x1, RUNNING_IN_JIT 0x100; InterpreterFrame::Flags
	 * has ten bits, CONSTRUCTING 0x1 to HAS_CACHED_SAVED_FRAME 0x200
	 * (0x3ff): a frame with another bit set is not believed (no frame
	 * of the sm-js78 and jit-js78 cores has one).  [S] the ten are ESR
	 * 78's own (mtwebster/mozjs78 js/src/vm/Stack.h: CONSTRUCTING,
	 * RESUMED_GENERATOR, HAS_INITIAL_ENV, HAS_ARGS_OBJ, HAS_RVAL,
	 * PREV_UP_TO_DATE, DEBUGGEE, HAS_PUSHED_PROF_FRAME, RUNNING_IN_JIT,
	 * HAS_CACHED_SAVED_FRAME, 0x1 to 0x200), as at 102.
	 */
	.sf_rt_maincx = 0x70,
	.sf_cx_runtime = 0xc0,
	.sf_cx_activation = 0x168,
	.sf_act_cx = 0,
	.sf_act_prev = 0x10,
	.sf_act_kind = 0x6c,
	.sf_act_interp = 0,
	.sf_act_jit = 1,
	.sf_iact_pc = 0x78,
	.sf_iact_fp = 0x80,
	.sf_iact_entry = 0x88,
	.sf_ifr_flags = 0,
	.sf_ifr_nactual = 4,
	.sf_ifr_script = 8,
	.sf_ifr_prev = 0x28,
	.sf_ifr_prevpc = 0x30,
	.sf_ifr_argv = 0x50,
	.sf_ifr_in_jit = 0x100,
	.sf_ifr_constructing = 0x1,
	.sf_ifr_flags_known = 0x3ff,
	/* js::GetScriptRealm(script) is "mov 0x8(%rdi),%rax; mov
	   (%rax),%rax; mov 0x10(%rax),%rax": functionOrGlobal_ at 8 */
	.sf_script_fun = 0x8,
	.sf_script_sso = 0x10,
	.sf_script_lineno = 0x28,
	.sf_ss_filename = 0x58,
	.sf_ss_filename_some = 0x60,
	/* js::GetScriptLineExtent (0x332560): "mov 0x40(%rdi),%rax; mov
	   0x8(%rax),%rax; mov 0x4(%rax),%edx; add $0x21,%edx" */
	.sf_script_shared = 0x40,
	.sf_shared_isd = 0x8,
	.sf_isd_codelen = 0x4,
	.sf_isd_code = 0x21,
	.sf_sn_null = 0, .sf_sn_newline = 3, .sf_sn_setline = 4,
	.sf_sn_xdelta = 8, .sf_sn_setline_rel = 0,
	.sf_sn_colspan = 2, .sf_sn_colspan_sign = 1u << 30,
	.sf_sn_col_from_script = 0,
	.sf_sn_arity = sn_arity,
	.sf_sn_ntypes = sizeof (sn_arity),
	/* SrcNote TypeBits 4, DeltaBits 4, XDeltaBits 7 */
	.sf_sn_typeshift = 4, .sf_sn_deltamask = 0xf,
	.sf_sn_xdeltamask = 0x7f,
	/* JS::shadow::String (js/HeapAPI.h): uintptr_t flags_ (length in
	   the high 32 bits), then the chars union; LINEAR_BIT 1 << 4,
	   INLINE_CHARS_BIT 1 << 6, LATIN1_CHARS_BIT 1 << 9.  JSRope
	   (vm/StringType.h): left in d.s.u2 (8), right in d.s.u3 (16) */
	.sf_str_flags = 0,
	.sf_str_chars = 8,
	.sf_rope_left = 8,
	.sf_rope_right = 16,
	.sf_str_linear = 1 << 4,
	.sf_str_inline = 1 << 6,
	.sf_str_latin1 = 1 << 9,
	KINDS_COMMON,
	/* [H] js/Value.h (78) enum JSWhyMagic: JS_ELEMENTS_HOLE is
	   enumerator 0, JS_HASH_KEY_EMPTY 7 (after NO_ITER_VALUE,
	   GENERATOR_CLOSING, ARG_POISON, SERIALIZE_NO_NODE,
	   OPTIMIZED_ARGUMENTS, IS_CONSTRUCTING).  [C] "holey array",
	   "Map entries" */
	.sf_magic_hole = 0,
	.sf_magic_hash_empty = 7,
	.sf_re_flags = re_flags_78,
	.sf_re_nflags = sizeof (re_flags_78) / sizeof (re_flags_78[0]),
	/* [S78] js/src/builtin/MapObject.h (78): MapObject/SetObject
	   getData() = getPrivate(); MapObject.cpp's classes are
	   JSCLASS_HAS_PRIVATE | JSCLASS_HAS_RESERVED_SLOTS(SlotCount)
	   (NurseryKeysSlot, HasNurseryMemorySlot); [I] JS::MapSize reads
	   the word after the fixed slots (the shape's count at byte 0x13)
	   and its liveCount at 0x18.  [C] "Map entries", "Set entries" */
	.sf_mapset_slot = SM_SLOT_PRIVATE,
	/* 78: WeakCollectionObject::getMap() is getPrivate() [S78] */
	.sf_wm_slot = SM_SLOT_PRIVATE,
	/* WeakMap / WeakSet (smheap): builtin/WeakMapObject.h
	   WeakCollectionObject keeps an ObjectValueWeakMap*, a
	   WeakMap<HeapPtr<JSObject*>, HeapPtr<Value>> (gc/WeakMap.h:
	   class WeakMap : private HashMap, public WeakMapBase): the
	   polymorphic WeakMapBase first {vptr; LinkedListElement next,
	   prev, isSentinel; memberOf 32; zone_ 40; mapColor 48}, then the
	   HashMap's HashTable {ZoneAllocPolicy zone 56; uint64 mGen:56,
	   mHashShift:8 at 64; mTable 72; uint32 mEntryCount 80,
	   mRemovedCount 84} (mfbt/HashTable.h); mTable holds capacity
	   (1 << (32 - mHashShift)) HashNumbers (0 free, 1 removed) then
	   as many Entries {key; value} of 16 bytes; sMaxCapacity 1 << 30.
	   ESR 78: mtwebster/mozjs78 (78.2.0) js/src/gc/WeakMap.h,
	   mfbt/HashTable.h; 102 [M].  [C] both ESRs: memberOf is the
	   WeakMap object, the zone words agree, mEntryCount 2 and the two
	   live entries are sm.js's weak2 {weakKey1: "one", weakKey2:
	   weakKey1} */
	.sf_wm_memberof = 32,
	.sf_wm_genshift = 64,
	.sf_wm_table = 72,
	.sf_wm_count = 80,
	.sf_wm_entry = 16,
	.sf_wm_maxbits = 30,
	/* [H] js/Class.h (78) JSCLASS_HAS_PRIVATE = 1 << 0 (mozjs-102's
	   has none) */
	.sf_class_private = 1 << 0,
	/* the data pointer is the private: [S78] js/src/vm/
	   ArrayBufferViewObject.h DATA_SLOT = 3 = RESERVED_SLOTS, read as
	   getPrivate(DATA_SLOT), and TypedArrayObject.cpp asserts
	   numFixedSlots() == DATA_SLOT, so it is the word after the fixed
	   slots; [H] jsfriendapi.h (78) Get##Type##ArrayLengthAndData:
	   GetObjectPrivate(obj), and the length slot holds an Int32
	   (lenSlot.toInt32()); BYTEOFFSET_SLOT too ([S78]
	   TypedArrayObject.h byteOffsetValue().toInt32()).  [C] "i32
	   elements", "u8 elements", "f64 elements" */
	.sf_ta_data_slot = SM_SLOT_PRIVATE,
	.sf_ta_int32_sizes = 1,
	/* [S78] js/src/vm/ErrorObject.h (78) ErrorObject::EXNTYPE_SLOT 0,
	   STACK_SLOT 1, ERROR_REPORT_SLOT 2, FILENAME_SLOT 3,
	   LINENUMBER_SLOT 4, COLUMNNUMBER_SLOT 5, MESSAGE_SLOT 6,
	   SOURCEID_SLOT 7; every class is named "Error" (ErrorObject.cpp
	   IMPLEMENT_ERROR_CLASS_FROM: js_Error_str, "yes, really"; [I] the
	   library's ErrorObject::classes all point at one "Error"): the
	   type is EXNTYPE_SLOT's; [I] JS::ExceptionStackOrNull reads slot
	   1.  [C] "Error fields", "Error stack" */
	.sf_err_type_slot = 0,
	.sf_err_stack_slot = 1,
	.sf_err_file_slot = 3,
	.sf_err_line_slot = 4,
	.sf_err_column_slot = 5,
	.sf_err_message_slot = 6,
	/* [H] js/Proxy.h (78): ProxyDataOffset = 2 * sizeof(void*);
	   ProxyValueArray {privateSlot; reservedSlots} */
	.sf_proxy_data = 16,
	/* [H] js/Symbol.h (78) has no PrivateNameSymbol */
	.sf_sym_private = 0,
	/* [H] jsfriendapi.h (78) shadow::Function {Object base (group,
	   shape, slots, _1: 32 bytes); uint16_t nargs; uint16_t flags;
	   JSNative native; ...}: native at 40; an interpreted function
	   keeps its environment there ([S78] js/src/vm/JSFunction.h union
	   U {native {func_, extra}, scripted {env_, s}}); [I]
	   JS_GetFunctionArity reads the uint16 at 0x20, JS_GetFunctionId
	   the flags at 0x22.  [C] "function ...", "bound target and
	   this" */
	.sf_fun_nargs_off = 32,
	.sf_fun_flags_off = 34,
	.sf_fun_flags_slot = SM_NOSLOT,
	.sf_fun_nargs_shift = 0,
	.sf_fun_native_off = 40,
	.sf_fun_native_slot = SM_NOSLOT,
	/*
	 * Functions' sources.  JSFunction (vm/JSFunction.h) u.scripted
	 * {env_; s.script_} after shadow::Function's nargs and flags: the
	 * BaseScript at 0x30 (read on the core: the frames' callees hold
	 * their frames' scripts there).  BaseScript extent_ (SourceExtent
	 * {sourceStart, sourceEnd, toStringStart, toStringEnd, lineno,
	 * column}, uint32s) at 0x18: lineno at 0x28 above, so toStringStart
	 * at 0x20, column at 0x2c.  ScriptSource {refs; SourceType data
	 * (storage 0x8-0x1f, tag 0x20); ...}: the SharedImmutableString of
	 * an Uncompressed source is {cache_, box_}, box_ at 0x10.  (The
	 * script's own offset, sf_fun_script, is 48 = 0x30 above.)
	 */
	.sf_script_tostring = 0x20,
	.sf_script_column = 0x2c,
	.sf_ss_box = 0x10,
	.sf_ss_tag = 0x20,
	.sf_ss_tags = ss_tags,
	.sf_ss_ntags = sizeof (ss_tags),
	.sf_box_chars = 0,
	.sf_box_length = 8,
	.sf_ss_ulen = 0x18,	/* after raw {cache_, box_} */
	.sf_z_chunk = 64 << 10,
	.sf_z_header = 4,
	.sf_z_wbits = -15,
	/* references (eng_refs.c): the kinds' facts above */
};

/*
 * ESR 102 (checked on 102.15.1: Debian's js102 shell and
 * libmozjs-102.so.102.15.1 under GJS 1.74).
 */
const sm_facts_t sm_facts_102 = {
	.sf_line = "102",
	.sf_major = 102,
	.sf_checked = "102.15.1 (js102, gjs 1.74.2)",
	.sf_arch = "x86-64",
	.sf_chunk_size = 1 << 20,
	.sf_arena_size = 1 << 12,
	/* js/HeapAPI.h ArenasPerChunk = PagesPerChunk * ArenasPerPage:
	   (2^20 - 16 - 24) * 8 / 33282 = 252 pages of one arena; Heap.h
	   TenuredChunk {TenuredChunkBase; alignas(ArenaSize) Arena
	   arenas[]}: the header rounds up to 4 pages */
	.sf_arenas_per_chunk = 252,
	.sf_first_arena = 4 << 12,
	/* js/HeapAPI.h ChunkBase {StoreBuffer* storeBuffer; JSRuntime*
	   runtime}: storeBuffer non-null iff a nursery chunk */
	.sf_chunk_runtime = 8,
	.sf_chunk_storebuf = 0,
	.sf_chunk_location = SM_NOFF,
	/* TenuredChunkInfo {next, prev, uint32 numArenasFree, ...} */
	.sf_chunk_nfree = 32,
	/*
	 * The nursery, from a nursery chunk's ChunkBase::storeBuffer.  [M]
	 * servo/mozjs at 97.0 (c67403e513) and 107.0 (c200e3641b): gc/
	 * StoreBuffer.h {bufferVal, bufStrCell, bufBigIntCell, bufObjCell,
	 * bufferSlot, bufferWholeCell, bufferGeneric, cancelIonCompilations_,
	 * runtime_, nursery_}: runtime_ at 0x150 (C: equals the chunk's
	 * runtime on sm-js102, sm-gjs, jit-js102; checked on every read;
	 * the Nursery it names lies just before the StoreBuffer, as
	 * GCRuntime {nursery_; storeBuffer_} puts it).  gc/Nursery.h: the
	 * same fields as at 78, in the same order (gc, chunks_, position_,
	 * currentStartChunk_, currentStartPosition_, currentEnd_,
	 * currentStringEnd_, currentBigIntEnd_, currentChunk_, capacity_),
	 * isEmpty() the same.  Nursery.cpp struct NurseryChunk : ChunkBase
	 * {char data[ChunkSize - sizeof (ChunkBase)]}: cells from 16 (C:
	 * currentStartPosition_ is chunk + 0x10 on the cores).
	 */
	.sf_sb_runtime = 0x150,
	.sf_sb_nursery = 0x158,
	.sf_nur_chunks = 8,
	.sf_nur_nchunks = 0x10,
	.sf_nur_position = 0x20,
	.sf_nur_startchunk = 0x28,
	.sf_nur_startpos = 0x30,
	.sf_nur_end = 0x38,
	.sf_nur_curchunk = 0x50,
	.sf_nur_capacity = 0x58,
	.sf_nchunk_start = 16,
	.sf_nchunk_end = 1 << 20,
	/* Heap.h class Arena {FreeSpan firstFreeSpan (4); AllocKind
	   allocKind (uint8); Zone* zone (ArenaZoneOffset 2 * 4); next;
	   flags; union}: ArenaHeaderSize = 8 + 2 * 8 + 8 + 8 */
	.sf_arena_kind = 4,
	.sf_arena_zone = 8,
	.sf_arena_header = 40,
	.sf_kinds = kinds_102,
	.sf_nkinds = sizeof (kinds_102) / sizeof (kinds_102[0]),
	.sf_object_limit = 18,
	/* js/shadow/Object.h {Shape* shape; Value* slots; void* _1} */
	.sf_obj_group = SM_NOFF,
	.sf_obj_shape = 0,
	.sf_obj_slots = 8,
	.sf_obj_elements = 16,
	.sf_obj_fixed = 24,
	.sf_group_clasp = SM_NOFF,
	.sf_group_proto = SM_NOFF,
	/* js/shadow/Shape.h Shape {BaseShape* base; uint32
	   immutableFlags}: FIXED_SLOTS_SHIFT 5, mask 0x1f */
	.sf_shape_base = 0,
	.sf_shape_flags = 8,
	.sf_fixed_shift = 5,
	.sf_fixed_mask = 0x1f,
	/* js/shadow/Shape.h BaseShape {clasp; realm}; vm/Shape.h adds
	   GCPtr<TaggedProto> proto_ (24-byte BASE_SHAPE things) */
	.sf_base_clasp = 0,
	.sf_base_proto = 16,
	.sf_class_name = 0,
	.sf_class_flags = 8,
	/* js/Class.h: as in 78 */
	.sf_class_nonnative = (1 << 18) | (1 << 19),
	.sf_shape_propid = SM_NOFF,
	.sf_shape_parent = SM_NOFF,
	.sf_shape_attrs = SM_NOFF,
	/* vm/Shape.h: Shape {base_; immutableFlags; objectFlags_;
	   propMap_}; immutableFlags' low 4 bits (MAP_LENGTH_MASK) are the
	   map length, FIXED_SLOTS above them */
	.sf_shape_propmap = 16,
	.sf_maplen_mask = 0xf,
	/* vm/PropMap.h: PropMap : TenuredCellWithFlags {flags word;
	   PropertyKey keys_[Capacity = 8]}; IsCompactFlag 1 << 3,
	   HasPrevFlag 1 << 4, IsDictionaryFlag 1 << 5.  CompactPropMap
	   {CompactPropertyInfo propInfos_[8] (uint16); TreeData} (104
	   bytes); LinkedPropMap::Data {previous; table; PropertyInfo
	   propInfos[8] (uint32)} (Normal 136, Dictionary 128 bytes).
	   PropertyInfo: flags in the low 8 bits, slot above (SlotShift 8);
	   AccessorProperty 1 << 3, CustomDataProperty 1 << 4 */
	.sf_map_keys = 8,
	.sf_map_capacity = 8,
	.sf_map_compact = 1 << 3,
	.sf_map_hasprev = 1 << 4,
	.sf_map_dict = 1 << 5,
	.sf_cmap_infos = 72,
	.sf_lmap_prev = 72,
	.sf_lmap_infos = 88,
	.sf_pinfo_slotshift = 8,
	.sf_pinfo_accessor = 1 << 3,
	.sf_pinfo_custom = 1 << 4,
	/* accessors (smheap): an accessor property's slot holds a
	   PrivateGCThingValue of its GetterSetter; vm/GetterSetter.h
	   GetterSetter : TenuredCellWithGCPointer<JSObject> {getter in the
	   header word; GCPtrObject setter_} (GETTER_SETTER things: 16):
	   [M]: servo/mozjs at 97.0 (c67403e513) and 115; checked on
	   sm-js102 (kinds.dict's "acc").  Dictionary mode is
	   the PropMap's IsDictionaryFlag (sf_map_dict) */
	.sf_shape_getter_attr = 0,
	.sf_shape_setter_attr = 0,
	.sf_shape_accshape = 0,
	.sf_shape_indict = 0,
	.sf_ashape_getter = SM_NOFF,
	.sf_ashape_setter = SM_NOFF,
	.sf_gs_getter = 0,
	.sf_gs_setter = 8,
	/* vm/JSFunction.h: FlagsAndArgCountSlot 0,
	   NativeFuncOrInterpretedEnvSlot 1,
	   NativeJitInfoOrInterpretedScriptSlot 2, AtomSlot 3 (56-byte
	   FUNCTION things: 24 + 4 slots) */
	.sf_fun_atom = SM_NOFF,
	.sf_fun_atom_slot = 3,
	/* the script: a PrivateValue in NativeJitInfoOrInterpretedScriptSlot
	   (taken only when the script's function_ points back) */
	.sf_fun_script = SM_NOFF,
	.sf_fun_script_slot = 2,
	/*
	 * The context and the interpreter's frames, as in 78 (see there);
	 * libmozjs-102.so.102.15.1's instructions: JS_GetRuntime "mov
	 * 0xc8(%rdi),%rax"; JS::HideScriptedCaller "mov 0x130(%rdi),%rax;
	 * addq $1,0x20(%rax)"; JS_GetScriptBaseLineNumber "mov
	 * 0x30(%rsi),%eax"; JS_GetScriptFilename: sourceObject_ at 0x18,
	 * the ScriptSource* in its slot 0, then "mov 0x70(%rax),%rax; mov
	 * (%rax),%rax" (filename_, a SharedImmutableString: no Maybe).
	 * mainContext_ 0x70, Activation::kind_ 0x6c, regs_ 0x70: read on
	 * the sm-js102 and sm-gjs cores.  InterpreterFrame: argv_ at 0x48
	 * (js/src/vm/Stack.h: right after evalInFramePrev_; argv_ + nactual_
	 * Values end at prevsp_ on the cores' frames).  InterpreterFrame::
	 * Flags (js/src/vm/Stack.h, 102): CONSTRUCTING 0x1, RESUMED_GENERATOR
	 * 0x2, HAS_INITIAL_ENV 0x4, HAS_ARGS_OBJ 0x8, HAS_RVAL 0x10,
	 * PREV_UP_TO_DATE 0x20, DEBUGGEE 0x40, HAS_PUSHED_PROF_FRAME 0x80,
	 * RUNNING_IN_JIT 0x100, HAS_CACHED_SAVED_FRAME 0x200: 0x3ff.
	 */
	.sf_rt_maincx = 0x70,
	.sf_cx_runtime = 0xc8,
	.sf_cx_activation = 0x130,
	.sf_act_cx = 0,
	.sf_act_prev = 0x10,
	.sf_act_kind = 0x6c,
	.sf_act_interp = 0,
	.sf_act_jit = 1,
	.sf_iact_pc = 0x78,
	.sf_iact_fp = 0x80,
	.sf_iact_entry = 0x88,
	.sf_ifr_flags = 0,
	.sf_ifr_nactual = 4,
	.sf_ifr_script = 8,
	.sf_ifr_prev = 0x28,
	.sf_ifr_prevpc = 0x30,
	.sf_ifr_argv = 0x48,
	.sf_ifr_in_jit = 0x100,
	.sf_ifr_constructing = 0x1,
	.sf_ifr_flags_known = 0x3ff,
	/* the word at 0x10 of a function's script is its JSFunction (on
	   sm-js102: leaf's script's is Function leaf), null in the
	   top-level script's; a frame is a function frame only when it is
	   a Function */
	.sf_script_fun = 0x10,
	.sf_script_sso = 0x18,
	.sf_script_lineno = 0x30,
	.sf_ss_filename = 0x70,
	.sf_ss_filename_some = SM_NOFF,
	/* js::GetScriptLineExtent (0x2c0f00): "mov 0x48(%rax),%rax; mov
	   0x8(%rax),%rax; mov 0x4(%rax),%edx; add $0x21,%edx"; setline:
	   "lea (%rcx,%r11,1),%r8d", r11 the script's lineno */
	.sf_script_shared = 0x48,
	.sf_shared_isd = 0x8,
	.sf_isd_codelen = 0x4,
	.sf_isd_code = 0x21,
	.sf_sn_null = 0, .sf_sn_newline = 3, .sf_sn_setline = 4,
	.sf_sn_xdelta = 8, .sf_sn_setline_rel = 1,
	.sf_sn_colspan = 2, .sf_sn_colspan_sign = 1u << 30,
	.sf_sn_col_from_script = 1,
	.sf_sn_arity = sn_arity,
	.sf_sn_ntypes = sizeof (sn_arity),
	/* SrcNote TypeBits 4, DeltaBits 4, XDeltaBits 7 */
	.sf_sn_typeshift = 4, .sf_sn_deltamask = 0xf,
	.sf_sn_xdeltamask = 0x7f,
	/* js/shadow/String.h: as in 78 */
	.sf_str_flags = 0,
	.sf_str_chars = 8,
	.sf_rope_left = 8,
	.sf_rope_right = 16,
	.sf_str_linear = 1 << 4,
	.sf_str_inline = 1 << 6,
	.sf_str_latin1 = 1 << 9,
	KINDS_COMMON,
	/* [H] js/Value.h (102) enum JSWhyMagic: JS_ELEMENTS_HOLE is
	   enumerator 0, JS_HASH_KEY_EMPTY 6 (no OPTIMIZED_ARGUMENTS).
	   [C] "holey array", "Map entries" */
	.sf_magic_hole = 0,
	.sf_magic_hash_empty = 6,
	.sf_re_flags = re_flags_102,
	.sf_re_nflags = sizeof (re_flags_102) / sizeof (re_flags_102[0]),
	/* js/src/builtin/MapObject.h (102) MapObject/SetObject enum
	   {DataSlot, NurseryKeysSlot, HasNurseryMemorySlot}, getData() =
	   maybePtrFromReservedSlot(DataSlot) [M]; [I] JS::MapSize reads
	   fixed slot 0 (0x18, undefined: none) and liveCount at 0x18 of
	   the table.  [C] "Map entries", "Set entries" */
	.sf_mapset_slot = 0,
	/* 102: maybePtrFromReservedSlot(DataSlot = 0), a PrivateValue
	   (the pointer's bits) [M]; [C] as below */
	.sf_wm_slot = 0,
	/* WeakMap / WeakSet (smheap): builtin/WeakMapObject.h
	   WeakCollectionObject keeps an ObjectValueWeakMap*, a
	   WeakMap<HeapPtr<JSObject*>, HeapPtr<Value>> (gc/WeakMap.h:
	   class WeakMap : private HashMap, public WeakMapBase): the
	   polymorphic WeakMapBase first {vptr; LinkedListElement next,
	   prev, isSentinel; memberOf 32; zone_ 40; mapColor 48}, then the
	   HashMap's HashTable {ZoneAllocPolicy zone 56; uint64 mGen:56,
	   mHashShift:8 at 64; mTable 72; uint32 mEntryCount 80,
	   mRemovedCount 84} (mfbt/HashTable.h); mTable holds capacity
	   (1 << (32 - mHashShift)) HashNumbers (0 free, 1 removed) then
	   as many Entries {key; value} of 16 bytes; sMaxCapacity 1 << 30.
	   ESR 78: mtwebster/mozjs78 (78.2.0) js/src/gc/WeakMap.h,
	   mfbt/HashTable.h; 102 [M].  [C] both ESRs: memberOf is the
	   WeakMap object, the zone words agree, mEntryCount 2 and the two
	   live entries are sm.js's weak2 {weakKey1: "one", weakKey2:
	   weakKey1} */
	.sf_wm_memberof = 32,
	.sf_wm_genshift = 64,
	.sf_wm_table = 72,
	.sf_wm_count = 80,
	.sf_wm_entry = 16,
	.sf_wm_maxbits = 30,
	/* [H] js/experimental/TypedData.h detail::TypedArrayDataSlot = 3
	   (JS::GetMaybePtrFromReservedSlot), TypedArrayLengthSlot = 1
	   read as size_t(lenSlot.toPrivate()); BYTEOFFSET_SLOT a private
	   size_t too ([M] ArrayBufferViewObject.h byteOffset();
	   [I] JS_GetArrayBufferViewByteOffset returns the word at 0x28).
	   [C] "i32 header", "i32 elements", "u8 ...", "f64 ..." */
	.sf_ta_data_slot = 3,
	.sf_ta_int32_sizes = 0,
	/* js/src/vm/ErrorObject.h (102) ErrorObject::STACK_SLOT 0,
	   ERROR_REPORT_SLOT 1, FILENAME_SLOT 2, LINENUMBER_SLOT 3,
	   COLUMNNUMBER_SLOT 4, MESSAGE_SLOT 5, CAUSE_SLOT 6, SOURCEID_SLOT
	   7 [M]; [I] JS::ExceptionStackOrNull reads fixed slot 0 (0x18)
	   after checking the class against ErrorObject::classes (13 of
	   48 bytes).  The type is the class: ErrorObject.cpp
	   IMPLEMENT_ERROR_CLASS_CORE names each class #name [M]; [I] the
	   library's classes[0] and [1] are named "Error" and
	   "InternalError".  [C] "Error fields", "Error stack" */
	.sf_err_type_slot = SM_NOSLOT,
	.sf_err_stack_slot = 0,
	.sf_err_file_slot = 2,
	.sf_err_line_slot = 3,
	.sf_err_column_slot = 4,
	.sf_err_message_slot = 5,
	/* [H] js/Proxy.h (102): #ifdef JS_64BIT ProxyDataOffset = 1 *
	   sizeof(void*); ProxyValueArray {expandoSlot; privateSlot;
	   reservedSlots} */
	.sf_proxy_data = 8,
	/* [H] js/Symbol.h (102) SymbolCode::PrivateNameSymbol =
	   0xfffffffd (not on the cores: private names are not values) */
	.sf_sym_private = 0xfffffffd,
	/* [H] js/shadow/Function.h shadow::Function's enum
	   {FlagsAndArgCountSlot, NativeFuncOrInterpretedEnvSlot,
	   NativeJitInfoOrInterpretedScriptSlot, AtomSlot};
	   flagsAndArgCount() = toPrivateUint32(); nargs above the flags:
	   js/src/vm/JSFunction.h ArgCountShift = 16 [M], and [I]
	   JS_GetFunctionArity reads the uint16 at 0x1a (slot 0's high
	   half).  [C] "function ...", "bound target and this" */
	.sf_fun_nargs_off = SM_NOFF,
	.sf_fun_flags_off = SM_NOFF,
	.sf_fun_flags_slot = 0,
	.sf_fun_nargs_shift = 16,
	.sf_fun_native_off = SM_NOFF,
	.sf_fun_native_slot = 1,
	/*
	 * Functions' sources.  JSFunction (vm/JSFunction.h) slots
	 * {FlagsAndArgCountSlot, NativeFuncOrInterpretedEnvSlot,
	 * NativeJitInfoOrInterpretedScriptSlot, AtomSlot}: the BaseScript
	 * is slot 2, a PrivateValue (the pointer's bits).  BaseScript
	 * extent_ at 0x20 (lineno 0x30 above): toStringStart 0x28, column
	 * 0x34.  ScriptSource {refs; SourceType data (storage 0x8-0x17, tag
	 * 0x18); ...}: an Uncompressed source's SharedImmutableString is
	 * {box_} at 0x8.  (sf_fun_script_slot is 2 above.)
	 */
	.sf_script_tostring = 0x28,
	.sf_script_column = 0x34,
	.sf_ss_box = 0x8,
	.sf_ss_tag = 0x18,
	.sf_ss_tags = ss_tags,
	.sf_ss_ntags = sizeof (ss_tags) - 1,	/* no BinAST */
	.sf_box_chars = 0,
	.sf_box_length = 8,
	.sf_ss_ulen = 0x10,	/* after raw {box_} */
	.sf_z_chunk = 64 << 10,
	.sf_z_header = 4,
	.sf_z_wbits = -15,
	/* references (eng_refs.c): the kinds' facts above */
};

/*
 * aarch64.  The rows above are x86-64's; on aarch64 (Debian's arm64
 * libmozjs-78-dev and libmozjs-102-dev shells, the same releases) the
 * GC's chunks, arenas, cells, Values, objects, shapes, strings, scripts,
 * the context and the activations are laid out the same (LP64, the same
 * alignment of every scalar and pointer: C, every check of
 * test_spidermonkey.py passes on the sm-js78-arm64 and sm-js102-arm64
 * cores with the rows as they are, but for the fields below).  The
 * fields below move by 8 bytes; a platform type of another size before
 * them is the likely cause (glibc's pthread_mutex_t, which js::Mutex
 * holds, is 40 bytes on x86-64 and 48 on aarch64: bits/pthreadtypes-
 * arch.h __SIZEOF_PTHREAD_MUTEX_T of libc6-dev amd64 and arm64), not
 * traced in the structures' sources: the values are proved as cited.
 * Sources: A, the instructions of libmozjs-NN.so of Debian's arm64
 * libmozjs-78-0 78.15.0-7 and libmozjs-102-0 102.15.1-1~deb12u1
 * (aarch64-linux-gnu-objdump -d of the exported function named); C,
 * proved on the arm64 cores as the x86-64 row's value was on x86-64's.
 * Checked the same on both (A): JS_GetRuntime "ldr x0, [x0, #192]" (78),
 * "#200" (102); JS::HideScriptedCaller "ldr x0, [x0, #360]" (78), "#304"
 * (102), then "ldr x1, [x0, #32]; add; str"; JS_GetScriptBaseLineNumber
 * "ldr w0, [x1, #40]" (78), "#48" (102); JS_GetScriptFilename at 78
 * "add x1, x0, #0x50; ldrb w0, [x0, #96]; ... ldr x0, [x1, #8]" (the
 * Maybe's tag at 0x60, the box at 0x58).
 */
typedef struct sm_archfix {
	uint_t sa_machine;		/* ELF e_machine */
	uint_t sa_major;		/* the ESR */
	size_t sa_field;		/* offsetof (sm_facts_t, field) */
	size_t sa_value;		/* the field's value there */
} sm_archfix_t;

#define	SM_FIX(m, major, field, v) \
	{ (m), (major), offsetof(sm_facts_t, field), (v) }

static const sm_archfix_t sm_arch_fixes[] = {
	/* A: JS_GetScriptFilename at 102 "ldr x0, [x0, #120]; ldr x0,
	   [x0]" (filename_ at 0x78; x86-64's "mov 0x70(%rax),%rax") */
	SM_FIX(SM_EM_AARCH64, 102, sf_ss_filename, 0x78),
	/* C: StoreBuffer::runtime_ is the chunks' runtime at 0x158 on
	   sm-js102-arm64 and jit-js102-arm64 (0x150 holds another word),
	   nursery_ after it; the Nursery it names lies just before the
	   StoreBuffer as on x86-64 */
	SM_FIX(SM_EM_AARCH64, 102, sf_sb_runtime, 0x158),
	SM_FIX(SM_EM_AARCH64, 102, sf_sb_nursery, 0x160),
};

static sm_facts_t sm_facts_78_a64, sm_facts_102_a64;
const char sm_facts_arches[] = "x86-64 and aarch64";

/* A copy of base with machine's fixes, as row (once). */
static const sm_facts_t *
arch_row(sm_facts_t *row, const sm_facts_t *base, uint_t machine,
    const char *arch, const char *checked)
{
	size_t i;

	if (row->sf_line != NULL)
		return (row);
	*row = *base;
	for (i = 0; i < sizeof (sm_arch_fixes) / sizeof (sm_arch_fixes[0]);
	    i++) {
		const sm_archfix_t *a = &sm_arch_fixes[i];

		if (a->sa_machine == machine && a->sa_major == base->sf_major)
			*(size_t *)(void *)((char *)row + a->sa_field) =
			    a->sa_value;
	}
	row->sf_arch = arch;
	row->sf_checked = checked;
	return (row);
}

const sm_facts_t *
sm_facts_for(uint_t major, uint_t machine)
{
	if (machine == SM_EM_X86_64) {
		if (major == 78)
			return (&sm_facts_78);
		if (major == 102)
			return (&sm_facts_102);
	} else if (machine == SM_EM_AARCH64) {
		if (major == 78)
			return (arch_row(&sm_facts_78_a64, &sm_facts_78,
			    machine, "aarch64", "78.15.0 (js78, arm64)"));
		if (major == 102)
			return (arch_row(&sm_facts_102_a64, &sm_facts_102,
			    machine, "aarch64", "102.15.1 (js102, arm64)"));
	}
	return (NULL);
}

/*
 * ---- JIT frames (stack.c: sm_jit_frames, sm_jit_resume) ----
 *
 * Sources, as in the legend above: S js/src of 78.15.0 (jit/JitFrames.h
 * CommonFrameLayout, JitFrameLayout, the descriptor's FRAMETYPE_BITS 4,
 * FRAME_HEADER_SIZE_SHIFT = FRAMETYPE_BITS, FRAME_HEADER_SIZE_BITS 3,
 * HASCACHEDSAVEDFRAME_BIT the next, FRAMESIZE_SHIFT past it = 8;
 * jit/JSJitFrameIter.h enum class FrameType and prevFp() = current +
 * prevFrameLocalSize() + headerSize(); jit/CalleeToken.h CalleeTokenTag
 * {Function 0, FunctionConstructing 1, Script 2}, CalleeTokenMask 3;
 * jit/BaselineFrame.h's fields and Flags, FramePointerOffset = one
 * word; vm/JitActivation.h packedExitFP_, ExitFpWasmBit 1); M for ESR
 * 102 (no 102 text at hand: the same at servo/mozjs 97 and 107 but for
 * what is marked); C checked on the cores: sm-js78, sm-js102, jit-js78,
 * jit-js102 (corpora/spidermonkey/jit.js), every frame's descriptor
 * leading to the next frame's return address and descriptor, callee
 * tokens naming the functions and scripts the program's own
 * Error().stack names, their arguments the program's (test_smjit.py).
 *
 *  - packedExitFP_ 0x70: the first field after Activation (kind_ at
 *    0x6c ends it; C: it holds the exit frame on every activation);
 *  - FrameType: IonJS 0, BaselineJS 1, BaselineStub 2, CppToJSJit 3 (C:
 *    all four on the jit cores), Rectifier 4, IonICCall 5, Exit 6,
 *    Bailout 7, WasmToJSJit 8, JSJitToWasm 9 (S; M: the order at 97 and
 *    107 up to Bailout, BaselineInterpreterEntry coming after 102);
 *  - BaselineFrame: 78 {interpreterScript_, interpreterPC_,
 *    interpreterICEntry_, envChain_, argsObj_, lo/hiScratchValue_,
 *    flags_, frameSize_, lo/hiReturnValue_}: 0x40 bytes, flags_ at 0x30;
 *    102 adds icScript_ after envChain_ and has an unused_ word for
 *    frameSize_: 0x48 bytes, flags_ at 0x38 (C: a Baseline Interpreter
 *    frame's interpreterScript_ is its callee's script and its pc in that
 *    script's bytecode, its flags RUNNING_IN_INTERPRETER (1 << 1); a
 *    Baseline-compiled frame's flags lack it);
 *  - the entry trampoline (jit/x64/Trampoline-x64.cpp generateEnterJIT:
 *    push rbp; mov rsp, rbp; the callee-saved registers; the arguments):
 *    its frame pointer lies sj_ent_fp above the end of the entry frame
 *    (the outermost JS frame's layout + header + local size): C, 0x20
 *    on the js78 cores, 0x30 on the js102 ones, equal on each to the
 *    frame pointer the outermost Baseline frame saved, where it saved one
 *    (an OSR entry saves 0); the word above it is a return address into
 *    the engine's native code, checked each time it is used.
 */
static const char *const jit_ft_names[] = {
	"IonJS", "BaselineJS", "BaselineStub", "CppToJSJit (entry)",
	"Rectifier", "IonICCall", "Exit", "Bailout", "WasmToJSJit",
	"JSJitToWasm", NULL
};

/*
 * The engine's native functions that run JS frames or carry a call from
 * JS code to JS code (S js/src/vm/Interpreter.cpp: RunScript, Interpret,
 * InternalCallOrConstruct, Call, Construct, ExecuteKernel, Execute,
 * CallFromStack; jit/Jit.cpp: EnterJit, MaybeEnterJit;
 * jit/BaselineJIT.cpp: EnterBaselineInterpreterAtBranch,
 * EnterBaselineAtBranch; jit/VMFunctions.cpp: InvokeFunction;
 * jit/BaselineIC.cpp: DoCallFallback; vm/JSFunction.cpp: fun_call,
 * fun_apply; the same names at 102).  Matched by the demangled name
 * before its parameters.  None is exported by libmozjs-102.so.0 and the
 * shells are stripped: on the corpus cores they are elided as the native
 * frames holding activations, not by name.
 */
static const char *const jit_elide[] = {
	"js::RunScript", "js::Interpret", "js::InternalCallOrConstruct",
	"js::Call", "js::Construct", "js::ExecuteKernel", "js::Execute",
	"js::CallFromStack", "js::jit::EnterJit", "js::jit::MaybeEnterJit",
	"js::jit::EnterBaselineInterpreterAtBranch",
	"js::jit::EnterBaselineAtBranch", "js::jit::InvokeFunction",
	"js::jit::DoCallFallback", "js::fun_call", "js::fun_apply", NULL
};

#define	JIT_COMMON \
	.sj_exitfp = 0x70, .sj_exitfp_wasm = 1, \
	.sj_type_mask = 0xf, .sj_hdr_shift = 4, .sj_hdr_mask = 0x7, \
	.sj_size_shift = 8, \
	.sj_ft_ion = 0, .sj_ft_baseline = 1, .sj_ft_stub = 2, \
	.sj_ft_entry = 3, .sj_ft_rectifier = 4, .sj_ft_ionic = 5, \
	.sj_ft_exit = 6, .sj_ft_bailout = 7, .sj_ft_wasm_to_jit = 8, \
	.sj_ft_walkable = 8, \
	.sj_ft_names = jit_ft_names, \
	.sj_cfl_ret = 0, .sj_cfl_desc = 8, \
	.sj_jfl_token = 16, .sj_jfl_argc = 24, .sj_jfl_size = 32, \
	.sj_tok_mask = 3, .sj_tok_fun = 0, .sj_tok_ctor = 1, \
	.sj_tok_script = 2, \
	.sj_bf_fpoff = 8, .sj_bf_iscript = 0, .sj_bf_ipc = 8, \
	.sj_bf_in_interp = 1 << 1, \
	.sj_ent_savedfp = 0, .sj_ent_ret = 8, \
	/* jit/BaselineFrame.h Flags: HAS_RVAL 1 << 0, RUNNING_IN_INTERPRETER \
	   1 << 1, HAS_INITIAL_ENV 1 << 2, HAS_ARGS_OBJ 1 << 4, \
	   PREV_UP_TO_DATE 1 << 5, DEBUGGEE 1 << 6 (78 S; 102 M, the same at \
	   97 and 107): other bits are no BaselineFrame's */ \
	.sj_bf_flags_known = 0x77, \
	.sj_ent_maxlocal = 1 << 20, \
	.sj_elide = jit_elide

/*
 * JIT code to bytecode (stack.c: baseline_line, ion_frames).  Sources as
 * above: S js/src of 78.15.0; M servo/mozjs at 97.0 and 107.0 for 102; C
 * proved on the cores (jit-js78, jit-js102, inline-js78, inline-js102:
 * every frame's line the engine's own Error().stack line, test_smjit.py).
 *
 *  - BaseScript::warmUpData_ (vm/JSScript.h): 78 after
 *    {headerAndJitCodeRaw_, functionOrGlobal_, sourceObject_, extent_ (24
 *    bytes), immutableFlags_, mutableFlags_, data_, sharedData_} at 0x48;
 *    102 (M: the second field, after the cell header) at 0x8.
 *    ScriptWarmUpData: NumTagBits 2, TagMask 3, JitScriptTag 0 (S; M).
 *  - JitScript (jit/JitScript.h): 78 {FallbackICStubSpace (a LifoAlloc,
 *    0x60), jitCodeSkipArgCheck_, dependentWasmImports_, profileString_,
 *    cachedIonData_, baselineScript_ 0x80, ionScript_ 0x88}; 102 (M)
 *    {JitScriptICStubSpace 0x60, profileString_, cachedIonData_,
 *    baselineScript_ 0x70, ionScript_ 0x78}.  The LifoAlloc's size is C:
 *    on jit-js78 viaBaseline's JitScript holds its warm-up count (502)
 *    just after ionScript_, and on both the word at baselineScript_ is a
 *    BaselineScript whose code holds the frame's return address.
 *    BaselineDisabledScript 0x1, IonDisabledScript 0x1,
 *    IonCompilingScript 0x2 (jit/BaselineJIT.h, jit/IonScript.h):
 *    values up to 0x2 are not scripts.
 *  - JitCode (jit/JitCode.h): the cell header holds code_ (raw()) at 0,
 *    {pool_ 8, bufferSize_ 0x10, insnSize_ 0x14} (S; M; C).
 *  - BaselineScript (jit/BaselineJIT.h): {method_ 0, pendingIonCompileTask_
 *    8, warmUpCheckPrologueOffset_, profilerEnter/ExitToggleOffset_ 0x10-
 *    0x1b, resumeEntriesOffset_ 0x1c, retAddrEntriesOffset_ 0x20,
 *    osrEntriesOffset_ 0x24, ...}: without JS_TRACE_LOGGING's event, as
 *    the cores show (resumeEntriesOffset_ is sizeof (BaselineScript),
 *    0x38, on both); the RetAddrEntries lie between the two offsets from
 *    the BaselineScript.  RetAddrEntry {uint32_t returnOffset_; uint32_t
 *    pcOffset_ : 28, kind_ : 4} (S; M; C: the entry at a Baseline frame's
 *    return offset exists and its pc's line is the engine's), sorted by
 *    returnOffset_ (retAddrEntryFromReturnOffset's binary search).
 *    Kind: 78 {IC, PrologueIC, CallVM, NonOpCallVM, WarmupCounter,
 *    StackCheck, InterruptCheck, DebugTrap, DebugPrologue,
 *    DebugAfterYield, DebugEpilogue} (S); 102 without PrologueIC and
 *    WarmupCounter (M, 97 and 107).
 *  - IonScript (jit/IonScript.h): Offset fields first: 78
 *    {constantTable 0, runtimeData 4, osiIndex 8, safepointIndex 0xc,
 *    bailoutTable 0x10, icIndex 0x14, safepoints 0x18, snapshots 0x1c,
 *    rvaTable 0x20, recovers 0x24, allocBytes 0x28}; 102 (M) adds
 *    nurseryObjects after runtimeData: osiIndex 0xc ... allocBytes 0x2c;
 *    method_ 0x30 on both.  OsiIndex {callPointDisplacement_,
 *    snapshotOffset_}, SafepointIndex {displacement_, safepointOffset_}
 *    (jit/JitFrames.h: 8 bytes each).  JSJitFrameIter::osiIndex(): the
 *    SafepointIndex whose displacement is the return address's offset
 *    (getSafepointIndex), its safepoint's first CompactBuffer number the
 *    OSI call point (SafepointReader), the OsiIndex at it (getOsiIndex;
 *    both add PatchWrite_NearCallSize, so the call points are compared).
 *  - Snapshots (jit/Snapshots.cpp): the snapshot's header number,
 *    recoverOffset above SNAPSHOT_BAILOUTKIND_BITS 6; the recover
 *    header's, the instruction count above RECOVER_RESUMEAFTER_BITS 1;
 *    each instruction its opcode first (jit/Recover.h
 *    RECOVER_OPCODE_LIST: ResumePoint 0), RResumePoint {pcOffset,
 *    numOperands} (S; M at 97; 107 packs a ResumeMode into the pc's low 4
 *    bits: C, 102's pc offsets are whole, shift 0, each a call op of the
 *    line the engine names).  CompactBuffer: 7 bits a byte, low bit "more"
 *    (jit/CompactBuffer.h readVariableLength, S; M).
 */
/*
 * RValueAllocation (jit/Snapshots.h Mode, Snapshots.cpp read and
 * readPayload), for an inlined frame's receiver and arguments: the mode
 * byte first (RECOVER_SIDE_EFFECT_MASK 0x80 aside), then its payloads:
 * CONSTANT 0 {index}, CST_UNDEFINED 1, CST_NULL 2, DOUBLE_REG 3 {fpu
 * byte}, FLOAT32_REG 4 {fpu byte}, FLOAT32_STACK 5 {signed offset},
 * UNTYPED_REG 6 {gpr byte}, UNTYPED_STACK 7 {signed offset} (64-bit
 * boxing), RECOVER_INSTRUCTION 0xa {index}, RI_WITH_DEFAULT_CST 0xb
 * {index, index}, TYPED_REG 0x10 | JSValueType {gpr byte}, TYPED_STACK
 * 0x20 | JSValueType {signed offset}, PACKED_TAG_MASK 0xf; each entry
 * padded to ALLOCATION_TABLE_ALIGNMENT.  The values are the same in
 * ptomato/mozjs (an ESR 52-era js/src) and servo/mozjs's current js/src
 * (which only adds INTPTR_* 0xc-0xf and INT64_* 0x30-0x33), so at 78 and
 * 102 between them; [C] CONSTANT, UNTYPED_STACK and TYPED_STACK | INT32,
 * | BOOLEAN, | OBJECT give inline.js's arguments on inline-js78 and
 * inline-js102.  x86-64's Register codes (jit/x64/Assembler-x64.h,
 * X86Encoding::RegisterID: the hardware encoding, rax 0 ... r15 15).
 */
static const char *const gpr_names_x64[] = {
	"rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi",
	"r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"
};

/*
 * Recover instructions (stack.c: sm_ion_resume_points, rec_read): the
 * opcode numbers are RECOVER_OPCODE_LIST's order (jit/Recover.h); each
 * row's fields what RFoo::RFoo(CompactBufferReader&) reads after the
 * opcode, in jit/Recover.cpp ('u' readUnsigned, 'b' readByte: what
 * MFoo::writeRecoverData writes, writeUnsigned and writeByte); its
 * operands RINSTRUCTION_HEADER_NUM_OP_'s number, or for the variable
 * ones numOperands(): RResumePoint numOperands_ (its second field),
 * RHypot numOperands_ (its field), RObjectState numSlots() + 1,
 * RArrayState numElements() + 2, RCreateInlinedArgumentsObject
 * numActuals() + 2.  SnapshotIterator::skipInstruction skips that many
 * allocations of the snapshot for each instruction, the resume points'
 * and the others' alike.  The encoding is the JIT's own, the same on
 * every architecture.
 *
 * ESR 78: S78-text, github mtwebster/mozjs78 (78.2.0, js/src/jit/
 * Recover.h and Recover.cpp; the 78.x point releases are security fixes
 * that leave RECOVER_OPCODE_LIST alone: [C] below holds on 78.15.0).
 */
static const sm_recop_t rec_ops_78[] = {
	{ "ResumePoint", 0, "uu", 1 },	/* 0 */
	{ "BitNot", 1, "", -1 },	/* 1 */
	{ "BitAnd", 2, "", -1 },	/* 2 */
	{ "BitOr", 2, "", -1 },	/* 3 */
	{ "BitXor", 2, "", -1 },	/* 4 */
	{ "Lsh", 2, "", -1 },	/* 5 */
	{ "Rsh", 2, "", -1 },	/* 6 */
	{ "Ursh", 2, "", -1 },	/* 7 */
	{ "SignExtendInt32", 1, "b", -1 },	/* 8 */
	{ "Add", 2, "b", -1 },	/* 9 */
	{ "Sub", 2, "b", -1 },	/* 10 */
	{ "Mul", 2, "bb", -1 },	/* 11 */
	{ "Div", 2, "b", -1 },	/* 12 */
	{ "Mod", 2, "", -1 },	/* 13 */
	{ "Not", 1, "", -1 },	/* 14 */
	{ "Concat", 2, "", -1 },	/* 15 */
	{ "StringLength", 1, "", -1 },	/* 16 */
	{ "ArgumentsLength", 0, "", -1 },	/* 17 */
	{ "Floor", 1, "", -1 },	/* 18 */
	{ "Ceil", 1, "", -1 },	/* 19 */
	{ "Round", 1, "", -1 },	/* 20 */
	{ "Trunc", 1, "", -1 },	/* 21 */
	{ "CharCodeAt", 2, "", -1 },	/* 22 */
	{ "FromCharCode", 1, "", -1 },	/* 23 */
	{ "Pow", 2, "", -1 },	/* 24 */
	{ "PowHalf", 1, "", -1 },	/* 25 */
	{ "MinMax", 2, "b", -1 },	/* 26 */
	{ "Abs", 1, "", -1 },	/* 27 */
	{ "Sqrt", 1, "b", -1 },	/* 28 */
	{ "Atan2", 2, "", -1 },	/* 29 */
	{ "Hypot", 0, "u", 0 },	/* 30 */
	{ "NearbyInt", 1, "b", -1 },	/* 31 */
	{ "Sign", 1, "", -1 },	/* 32 */
	{ "MathFunction", 1, "b", -1 },	/* 33 */
	{ "Random", 0, "", -1 },	/* 34 */
	{ "StringSplit", 2, "", -1 },	/* 35 */
	{ "NaNToZero", 1, "", -1 },	/* 36 */
	{ "RegExpMatcher", 3, "", -1 },	/* 37 */
	{ "RegExpSearcher", 3, "", -1 },	/* 38 */
	{ "RegExpTester", 3, "", -1 },	/* 39 */
	{ "StringReplace", 3, "b", -1 },	/* 40 */
	{ "TypeOf", 1, "", -1 },	/* 41 */
	{ "ToDouble", 1, "", -1 },	/* 42 */
	{ "ToFloat32", 1, "", -1 },	/* 43 */
	{ "TruncateToInt32", 1, "", -1 },	/* 44 */
	{ "NewObject", 1, "b", -1 },	/* 45 */
	{ "NewTypedArray", 1, "", -1 },	/* 46 */
	{ "NewArray", 1, "ub", -1 },	/* 47 */
	{ "NewArrayCopyOnWrite", 1, "", -1 },	/* 48 */
	{ "NewIterator", 1, "b", -1 },	/* 49 */
	{ "NewCallObject", 1, "", -1 },	/* 50 */
	{ "CreateThisWithTemplate", 1, "", -1 },	/* 51 */
	{ "Lambda", 2, "", -1 },	/* 52 */
	{ "LambdaArrow", 3, "", -1 },	/* 53 */
	{ "FunctionWithProto", 3, "", -1 },	/* 54 */
	{ "ObjectState", 1, "u", 0 },	/* 55 */
	{ "ArrayState", 2, "u", 0 },	/* 56 */
	{ "SetArrayLength", 2, "", -1 },	/* 57 */
	{ "AtomicIsLockFree", 1, "", -1 },	/* 58 */
	{ "AssertRecoveredOnBailout", 1, "", -1 },	/* 59 */
};

/*
 * ESR 102: [M] servo/mozjs at 97.0 (c67403e513) and 107.0 (c200e3641b),
 * mozjs/js/src/jit/Recover.h and .cpp: the same encoding for every row
 * both have; 97.0's list has LambdaArrow (after Lambda), 107.0's has not
 * and has Compare (after BigIntBitNot, {b: its JSOp}) and Substr (after
 * StringReplace).  ESR 102 lies between: LambdaArrow gone, Compare and
 * Substr not yet there, these rows: [C] on recover-js102
 * (corpora/spidermonkey/recover.js; tests/unit/test_sm.c anchors the
 * numbers) outer's snapshot holds RConcat as 30 (31 with Compare),
 * RNewPlainObject as 62 and RNewArrayObject as 63 (one more with
 * Compare or Substr), RObjectState as 70 and RArrayState as 71 (one more
 * with LambdaArrow), each with the fields and operands of its row and
 * the resume point after them at the call's pc; of the eight lists the
 * three changes make, only this one decodes that snapshot whole.  A
 * change made after 97.0 and undone by 107.0 would not show there.
 */
static const sm_recop_t rec_ops_102[] = {
	{ "ResumePoint", 0, "uu", 1 },	/* 0 */
	{ "BitNot", 1, "", -1 },	/* 1 */
	{ "BitAnd", 2, "", -1 },	/* 2 */
	{ "BitOr", 2, "", -1 },	/* 3 */
	{ "BitXor", 2, "", -1 },	/* 4 */
	{ "Lsh", 2, "", -1 },	/* 5 */
	{ "Rsh", 2, "", -1 },	/* 6 */
	{ "Ursh", 2, "", -1 },	/* 7 */
	{ "SignExtendInt32", 1, "b", -1 },	/* 8 */
	{ "Add", 2, "b", -1 },	/* 9 */
	{ "Sub", 2, "b", -1 },	/* 10 */
	{ "Mul", 2, "bb", -1 },	/* 11 */
	{ "Div", 2, "b", -1 },	/* 12 */
	{ "Mod", 2, "", -1 },	/* 13 */
	{ "Not", 1, "", -1 },	/* 14 */
	{ "BigIntAdd", 2, "", -1 },	/* 15 */
	{ "BigIntSub", 2, "", -1 },	/* 16 */
	{ "BigIntMul", 2, "", -1 },	/* 17 */
	{ "BigIntDiv", 2, "", -1 },	/* 18 */
	{ "BigIntMod", 2, "", -1 },	/* 19 */
	{ "BigIntPow", 2, "", -1 },	/* 20 */
	{ "BigIntBitAnd", 2, "", -1 },	/* 21 */
	{ "BigIntBitOr", 2, "", -1 },	/* 22 */
	{ "BigIntBitXor", 2, "", -1 },	/* 23 */
	{ "BigIntLsh", 2, "", -1 },	/* 24 */
	{ "BigIntRsh", 2, "", -1 },	/* 25 */
	{ "BigIntIncrement", 1, "", -1 },	/* 26 */
	{ "BigIntDecrement", 1, "", -1 },	/* 27 */
	{ "BigIntNegate", 1, "", -1 },	/* 28 */
	{ "BigIntBitNot", 1, "", -1 },	/* 29 */
	{ "Concat", 2, "", -1 },	/* 30 */
	{ "StringLength", 1, "", -1 },	/* 31 */
	{ "ArgumentsLength", 0, "", -1 },	/* 32 */
	{ "Floor", 1, "", -1 },	/* 33 */
	{ "Ceil", 1, "", -1 },	/* 34 */
	{ "Round", 1, "", -1 },	/* 35 */
	{ "Trunc", 1, "", -1 },	/* 36 */
	{ "CharCodeAt", 2, "", -1 },	/* 37 */
	{ "FromCharCode", 1, "", -1 },	/* 38 */
	{ "Pow", 2, "", -1 },	/* 39 */
	{ "PowHalf", 1, "", -1 },	/* 40 */
	{ "MinMax", 2, "b", -1 },	/* 41 */
	{ "Abs", 1, "", -1 },	/* 42 */
	{ "Sqrt", 1, "b", -1 },	/* 43 */
	{ "Atan2", 2, "", -1 },	/* 44 */
	{ "Hypot", 0, "u", 0 },	/* 45 */
	{ "NearbyInt", 1, "b", -1 },	/* 46 */
	{ "Sign", 1, "", -1 },	/* 47 */
	{ "MathFunction", 1, "b", -1 },	/* 48 */
	{ "Random", 0, "", -1 },	/* 49 */
	{ "StringSplit", 2, "", -1 },	/* 50 */
	{ "NaNToZero", 1, "", -1 },	/* 51 */
	{ "RegExpMatcher", 3, "", -1 },	/* 52 */
	{ "RegExpSearcher", 3, "", -1 },	/* 53 */
	{ "RegExpTester", 3, "", -1 },	/* 54 */
	{ "StringReplace", 3, "b", -1 },	/* 55 */
	{ "TypeOf", 1, "", -1 },	/* 56 */
	{ "TypeOfName", 1, "", -1 },	/* 57 */
	{ "ToDouble", 1, "", -1 },	/* 58 */
	{ "ToFloat32", 1, "", -1 },	/* 59 */
	{ "TruncateToInt32", 1, "", -1 },	/* 60 */
	{ "NewObject", 1, "", -1 },	/* 61 */
	{ "NewPlainObject", 1, "bb", -1 },	/* 62 */
	{ "NewArrayObject", 1, "ub", -1 },	/* 63 */
	{ "NewTypedArray", 1, "", -1 },	/* 64 */
	{ "NewArray", 1, "u", -1 },	/* 65 */
	{ "NewIterator", 1, "b", -1 },	/* 66 */
	{ "NewCallObject", 1, "", -1 },	/* 67 */
	{ "Lambda", 2, "", -1 },	/* 68 */
	{ "FunctionWithProto", 3, "", -1 },	/* 69 */
	{ "ObjectState", 1, "u", 0 },	/* 70 */
	{ "ArrayState", 2, "u", 0 },	/* 71 */
	{ "SetArrayLength", 2, "", -1 },	/* 72 */
	{ "AtomicIsLockFree", 1, "", -1 },	/* 73 */
	{ "BigIntAsIntN", 2, "", -1 },	/* 74 */
	{ "BigIntAsUintN", 2, "", -1 },	/* 75 */
	{ "CreateArgumentsObject", 1, "", -1 },	/* 76 */
	{ "CreateInlinedArgumentsObject", 2, "u", 0 },	/* 77 */
	{ "Rest", 1, "u", -1 },	/* 78 */
	{ "AssertRecoveredOnBailout", 1, "", -1 },	/* 79 */
};

static const char *const rae_kinds_78[] = {
	"IC", "PrologueIC", "CallVM", "NonOpCallVM", "WarmupCounter",
	"StackCheck", "InterruptCheck", "DebugTrap", "DebugPrologue",
	"DebugAfterYield", "DebugEpilogue", NULL
};

static const char *const rae_kinds_102[] = {
	"IC", "CallVM", "NonOpCallVM", "StackCheck", "InterruptCheck",
	"DebugTrap", "DebugPrologue", "DebugAfterYield", "DebugEpilogue", NULL
};

#define	JIT_CODE_COMMON \
	.sj_wud_tagmask = 3, .sj_wud_jitscript = 0, \
	.sj_js_sentinel = 2, \
	.sj_jc_raw = 0, .sj_jc_insnsize = 0x14, \
	.sj_bs_method = 0, .sj_bs_retaddr = 0x20, .sj_bs_retaddr_end = 0x24, \
	.sj_rae_size = 8, .sj_rae_pcbits = 28, \
	.sj_is_method = 0x30, \
	.sj_osi_size = 8, .sj_spi_size = 8, \
	.sj_snap_roff_shift = 6, .sj_rec_resumepoint = 0, \
	.sj_is_constants = 0, .sj_rva_align = 2, .sj_rva_constant = 0, \
	.sj_rva_untyped_stack = 0x07, .sj_rva_typed_stack = 0x20, \
	.sj_jsval_type_object = 0x0c, \
	.sj_rva_cst_undefined = 0x01, .sj_rva_cst_null = 0x02, \
	.sj_rva_double_reg = 0x03, .sj_rva_float_reg = 0x04, \
	.sj_rva_float_stack = 0x05, .sj_rva_untyped_reg = 0x06, \
	.sj_rva_recover = 0x0a, .sj_rva_ri_default = 0x0b, \
	.sj_rva_typed_reg = 0x10, .sj_rva_tag_mask = 0x0f, \
	.sj_rva_side_effect = 0x80, \
	.sj_gpr_names = gpr_names_x64, \
	.sj_ngpr = sizeof (gpr_names_x64) / sizeof (gpr_names_x64[0]), \
	.sj_op_argc = 1

/*
 * The ops Ion inlines a function at, and how findNextFrame counts the
 * callee's actual arguments there (stack.c: sm_ion_inlcall).  Sources:
 * jit/Ion.h IsIonInlinableOp (the JOF_INVOKE ops but the JOF_SPREAD
 * ones, and IsIonInlinableGetterOrSetterOp: IsGetPropOp, IsGetElemOp,
 * IsSetPropOp of vm/BytecodeUtil.h), jit/JitFrames.cpp
 * InlineFrameIterator::findNextFrame, vm/Opcodes.h (the numbers, in
 * order, and JOF_CONSTRUCT: skipNewTarget).  JSOp::Resume, JOF_INVOKE but
 * no call Ion inlines (it has no argc), is left out: refused.
 *
 * 78: S, js/src of 78.2.0 (mtwebster/mozjs78, Debian's packaging of it):
 * findNextFrame takes GET_ARGC but at FunApply, where it keeps the count
 * of the frame before (IonBuilder::jsop_funapplyarguments inlines
 * fun.apply(x, arguments) only in a function it inlined, passing that
 * function's actual arguments: inliningDepth_ > 0), less one at FunCall
 * (argc > 0 asserted: jsop_funcall inlines no call without arguments), 0
 * at IsGetPropPC (GetProp, CallProp, Length) and IsGetElemPC (GetElem,
 * CallElem), 1 at IsSetPropPC (SetProp, StrictSetProp, SetName,
 * StrictSetName, SetGName, StrictSetGName).  The numbers are those of the
 * JSOp name table in js78 (78.15.0-7), whose 237 names, read through its
 * relocations, are 78.2.0's Opcodes.h in order.  C: inlcall-js78 (Call,
 * FunCall 118, GetProp 70, SetProp 75, FunApply 117).
 *
 * 102: M, servo/mozjs at 97.0 (which still has FunApply and FunCall) and
 * 107.0 (which has neither, and reads the call from the resume point's
 * ResumeMode: IsInvokeOp GET_ARGC, less one if mode is InlinedFunCall and
 * argc > 0; IsGetPropPC / IsGetElemPC 0; else, IsSetPropPC asserted, 1);
 * IsGetPropOp is GetProp alone and IsGetElemOp GetElem alone at both.
 * The numbers are js102's (102.15.1) JSOp name table, read as 78's: no
 * FunApply, FunCall, CallContent or CallContentIter; Call 111, CallIter
 * 112, CallIgnoresRv 113, New 123 (97's numbering less FunApply and
 * FunCall, which 97 has at 113 and 114 after Call and CallIter; 97's
 * LambdaArrow gone and IsNullOrUndefined added, both before Call).  C:
 * inlcall-js102 (CallIgnoresRv 113 and Call with InlinedStandardCall,
 * Call with InlinedFunCall, GetProp 72 and SetProp 74 with
 * InlinedAccessor).
 */
static const sm_inlop_t inl_ops_78[] = {
	{ 115, SM_INL_CALL, "Call" },
	{ 116, SM_INL_CALL, "CallIter" },
	{ 117, SM_INL_FUNAPPLY, "FunApply" },
	{ 118, SM_INL_FUNCALL, "FunCall" },
	{ 119, SM_INL_CALL, "CallIgnoresRv" },
	{ 122, SM_INL_CALL, "Eval" },
	{ 124, SM_INL_CALL, "StrictEval" },
	{ 130, SM_INL_NEW, "New" },
	{ 131, SM_INL_NEW, "SuperCall" },
	{ 70, SM_INL_GETTER, "GetProp" },
	{ 71, SM_INL_GETTER, "CallProp" },
	{ 72, SM_INL_GETTER, "GetElem" },
	{ 73, SM_INL_GETTER, "CallElem" },
	{ 74, SM_INL_GETTER, "Length" },
	{ 75, SM_INL_SETTER, "SetProp" },
	{ 76, SM_INL_SETTER, "StrictSetProp" },
	{ 194, SM_INL_SETTER, "SetName" },
	{ 195, SM_INL_SETTER, "StrictSetName" },
	{ 196, SM_INL_SETTER, "SetGName" },
	{ 197, SM_INL_SETTER, "StrictSetGName" },
	{ 0, 0, NULL }
};

static const sm_inlop_t inl_ops_102[] = {
	{ 111, SM_INL_CALL, "Call" },
	{ 112, SM_INL_CALL, "CallIter" },
	{ 113, SM_INL_CALL, "CallIgnoresRv" },
	{ 116, SM_INL_CALL, "Eval" },
	{ 118, SM_INL_CALL, "StrictEval" },
	{ 123, SM_INL_NEW, "New" },
	{ 124, SM_INL_NEW, "SuperCall" },
	{ 72, SM_INL_GETTER, "GetProp" },
	{ 73, SM_INL_GETTER, "GetElem" },
	{ 74, SM_INL_SETTER, "SetProp" },
	{ 75, SM_INL_SETTER, "StrictSetProp" },
	{ 186, SM_INL_SETTER, "SetName" },
	{ 187, SM_INL_SETTER, "StrictSetName" },
	{ 188, SM_INL_SETTER, "SetGName" },
	{ 189, SM_INL_SETTER, "StrictSetGName" },
	{ 0, 0, NULL }
};

static const sm_jitfacts_t sm_jitfacts_78 = {
	JIT_COMMON,
	JIT_CODE_COMMON,
	.sj_bf_size = 0x40, .sj_bf_flags = 0x30,
	.sj_ent_fp = 0x20,
	.sj_script_warmup = 0x48,
	.sj_js_baseline = 0x80, .sj_js_ion = 0x88,
	.sj_rae_kinds = rae_kinds_78,
	.sj_is_osi = 0x8, .sj_is_spi = 0xc, .sj_is_spi_end = 0x10,
	.sj_is_safepoints = 0x18, .sj_is_snapshots = 0x1c,
	.sj_is_snapshots_end = 0x20, .sj_is_recovers = 0x24,
	.sj_is_alloc = 0x28,
	.sj_rec_count_shift = 1, .sj_rp_pc_shift = 0,
	.sj_inl_ops = inl_ops_78,
	/* no ResumeMode (sj_rp_pc_shift 0): the op alone says the call */
	.sj_rpm_call = 0, .sj_rpm_funcall = 0, .sj_rpm_accessor = 0,
	.sj_recops = rec_ops_78,
	.sj_nrecops = sizeof (rec_ops_78) / sizeof (rec_ops_78[0]),
	/* S: vm/JSScript.h BaseScript {warmUp header, functionOrGlobal_,
	   sourceObject_, extent_ (6 uint32s from 0x18), immutableFlags_ 0x30,
	   mutableFlags_, data_, sharedData_ 0x40, warmUpData_ 0x48};
	   vm/StencilEnums.h ArgumentsHasVarBinding = 1 << 25, which
	   jit/JSJitFrameIter.h readFunctionFrameArgs tests for the
	   arguments object's slot */
	.sj_script_iflags = 0x30, .sj_script_argsobj = 1u << 25,
};

static const sm_jitfacts_t sm_jitfacts_102 = {
	JIT_COMMON,
	JIT_CODE_COMMON,
	.sj_bf_size = 0x48, .sj_bf_flags = 0x38,
	.sj_ent_fp = 0x30,
	.sj_script_warmup = 0x8,
	.sj_js_baseline = 0x70, .sj_js_ion = 0x78,
	.sj_rae_kinds = rae_kinds_102,
	.sj_is_osi = 0xc, .sj_is_spi = 0x10, .sj_is_spi_end = 0x14,
	.sj_is_safepoints = 0x1c, .sj_is_snapshots = 0x20,
	.sj_is_snapshots_end = 0x24, .sj_is_recovers = 0x28,
	.sj_is_alloc = 0x2c,
	.sj_rec_count_shift = 0, .sj_rp_pc_shift = 4,
	.sj_inl_ops = inl_ops_102,
	/* jit/IonTypes.h ResumeMode at 107 {ResumeAfter,
	   ResumeAfterCheckIsObject, ResumeAt, InlinedStandardCall,
	   InlinedFunCall, InlinedAccessor} (M); 102's has no
	   ResumeAfterCheckIsObject (C: inline-js102's and inlcall-js102's
	   outer resume points are 2 at each plain call, 3 at the fun.call,
	   4 at the getter and the setter; the innermost 0) */
	.sj_rpm_call = 2, .sj_rpm_funcall = 3, .sj_rpm_accessor = 4,
	.sj_recops = rec_ops_102,
	.sj_nrecops = sizeof (rec_ops_102) / sizeof (rec_ops_102[0]),
	/* M: vm/JSScript.h BaseScript {jitCodeRaw header, warmUpData_ 8,
	   function_, sourceObject_, extent_ (6 uint32s from 0x20),
	   immutableFlags_ 0x38, mutableFlags_, data_, sharedData_ 0x48};
	   vm/StencilEnums.h ImmutableScriptFlagsEnum NeedsArgsObj = 1 << 26,
	   which jit/JSJitFrameIter.h readFunctionFrameArgs tests (97.0 and
	   107.0 alike) */
	.sj_script_iflags = 0x38, .sj_script_argsobj = 1u << 26,
};

/*
 * aarch64's JIT rows: x86-64's, but for the fields below (sm_jitfix_t as
 * sm_archfix_t above).  The frames' own layouts (CommonFrameLayout,
 * JitFrameLayout, the descriptor, the callee token, BaselineFrame) are
 * C++ structures of the same fields on both (jit/JitFrames.h,
 * jit/BaselineFrame.h; ARM64's code pushes the link register where
 * x86-64's call pushes the return address: jit/arm64/MacroAssembler-
 * arm64 pushReturnAddress); what differs is each architecture's entry
 * trampoline (jit/arm64/Trampoline-arm64.cpp generateEnterJIT).
 */
typedef struct sm_jitfix {
	uint_t sx_machine;
	uint_t sx_major;
	size_t sx_field;		/* offsetof (sm_jitfacts_t, field) */
	size_t sx_value;
} sm_jitfix_t;

#define	SM_JITFIX(m, major, field, v) \
	{ (m), (major), offsetof(sm_jitfacts_t, field), (v) }

static const sm_jitfix_t sm_jit_fixes[] = {
	/*
	 * The entry trampoline (jit/arm64/Trampoline-arm64.cpp
	 * generateEnterJIT): it pushes the link register and the frame
	 * pointer as a pair and sets the frame pointer there, then the
	 * callee-saved x19-x28, x7 (the result's address) and x30 again,
	 * and d8-d15: 20 words, under which it builds the entry frame (its
	 * return path takes sp back to "FramePointer - SavedRegSize", 20
	 * words).  C, on jit-js102-arm64 and jit-js78-arm64: the pair's
	 * lower word is a return address into the engine's native code
	 * (the x30 saved with the callee-saved registers, 0x60 below, is
	 * the same) and its upper word the caller's frame pointer, above it
	 * on the stack.  The pair lies 0xa0 above the end of the entry
	 * frame as stack.c computes it at 102 (the saved registers start
	 * there: d8-d15, then x19 ...), and 0x90 above it at 78, whose entry
	 * frame's end, so computed, lies 0x10 above the saved registers'
	 * start (x86-64's rows differ by the same 0x10 between 78 and 102).
	 */
	SM_JITFIX(SM_EM_AARCH64, 78, sj_ent_fp, 0x90),
	SM_JITFIX(SM_EM_AARCH64, 78, sj_ent_savedfp, 8),
	SM_JITFIX(SM_EM_AARCH64, 78, sj_ent_ret, 0),
	SM_JITFIX(SM_EM_AARCH64, 102, sj_ent_fp, 0xa0),
	SM_JITFIX(SM_EM_AARCH64, 102, sj_ent_savedfp, 8),
	SM_JITFIX(SM_EM_AARCH64, 102, sj_ent_ret, 0),
};

static sm_jitfacts_t sm_jitfacts_78_a64, sm_jitfacts_102_a64;
static int sm_jit_a64_done[2];

static const sm_jitfacts_t *
jit_arch_row(sm_jitfacts_t *row, int *done, const sm_jitfacts_t *base,
    uint_t machine, uint_t major)
{
	size_t i;

	if (*done)
		return (row);
	*row = *base;
	for (i = 0; i < sizeof (sm_jit_fixes) / sizeof (sm_jit_fixes[0]);
	    i++) {
		const sm_jitfix_t *x = &sm_jit_fixes[i];

		if (x->sx_machine == machine && x->sx_major == major)
			*(size_t *)(void *)((char *)row + x->sx_field) =
			    x->sx_value;
	}
	*done = 1;
	return (row);
}

const sm_jitfacts_t *
sm_jitfacts_for(const sm_facts_t *f)
{
	if (f == NULL)
		return (NULL);
	if (strcmp(f->sf_arch, "x86-64") == 0) {
		if (f->sf_major == 78)
			return (&sm_jitfacts_78);
		if (f->sf_major == 102)
			return (&sm_jitfacts_102);
	} else if (strcmp(f->sf_arch, "aarch64") == 0) {
		if (f->sf_major == 78)
			return (jit_arch_row(&sm_jitfacts_78_a64,
			    &sm_jit_a64_done[0], &sm_jitfacts_78,
			    SM_EM_AARCH64, 78));
		if (f->sf_major == 102)
			return (jit_arch_row(&sm_jitfacts_102_a64,
			    &sm_jit_a64_done[1], &sm_jitfacts_102,
			    SM_EM_AARCH64, 102));
	}
	return (NULL);
}

/*
 * ---- WebAssembly frames (stack.c: wasm_walk, sm_jit_resume) ----
 *
 * Sources: S js/src of 78.2.0 (mtwebster/mozjs78, the 78 ESR line whose
 * wasm/ the Debian 78.15.0 shell shares); M for ESR 102, between
 * servo/mozjs at 88.0 (7380413c94) and 107.0 (dba8a79581): where the two
 * agree, and 102 where they differ as marked; C checked on the cores
 * wasm-js78, wasm-js102, wasm-baseline-js78, wasm-baseline-js102,
 * wasm-jit-js78, wasm-jit-js102 (corpora/spidermonkey/wasm.js and its
 * links), and the aarch64 rows below on wasm-js78-arm64,
 * wasm-js102-arm64, wasm-jit-js78-arm64, wasm-jit-js102-arm64: every
 * frame's function index, name, file, bytecode offset and tier the
 * engine's own Error().stack and wasmExtractCode() give (test_smwasm.py).
 *
 *  - wasm::Frame (78 wasm/WasmTypes.h: {callerFP, tls, returnAddress}
 *    on x86-64, 24 bytes; 107 wasm/WasmFrame.h: {callerFP_,
 *    returnAddress_}, 16 bytes: C, 102's frames chain so, the return
 *    addresses at 8);
 *  - the instance context: 78's Frame::tls is the callee's TlsData
 *    {memoryBase, boundsCheckLimit, instance 0x10, realm, cx 0x20} (S),
 *    whose Instance {realm_, object_, three trampolines, code_ 0x28,
 *    tlsData_ 0x30} points back to it (S, C); 102 had merged TlsData
 *    into Instance (as 107: {memoryBase_, boundsCheckLimit_,
 *    debugTrapHandler_, realm_, cx_ 0x20, ... object_ 0x80, code_ 0x88}:
 *    C, the instance's cx_ the main context and code_ a Code whose tier's
 *    back pointer is it), named by the FrameWithTls slots (calleeTls_,
 *    callerTls_) right above an exit frame's or an entered frame's
 *    return address (107 FrameWithInstances; C: the exit stub's and the
 *    outermost frame's);
 *  - Code {refcount, tier1_ 8, tier2_ 0x10, hasTier2_, metadata_ 0x20},
 *    CodeTier {code_ 0, metadata_ 8, segment_ 0x10}, CodeSegment
 *    {bytes_ (a pointer and FreeCode's length), length_ 0x10, kind_,
 *    codeTier_ 0x18, unregisterOnDestroy_}, ModuleSegment tier_ 0x24
 *    (Tier: Baseline 0, Optimized 1) (S; M; C both);
 *  - MetadataTier {tier, funcToCodeRange (Uint32Vector: 8 inline),
 *    codeRanges 0x40, callSites 0x58, ...}, each a mozilla::Vector
 *    {mBegin, mLength, mCapacity} (S; M; C);
 *  - CodeRange {begin_, ret_, end_, u {funcIndex_, ...}, kind_ : 8}: 28
 *    bytes, kind at 24; Kind {Function, InterpEntry, JitEntry,
 *    ImportInterpExit, ImportJitExit, BuiltinThunk, TrapExit, DebugTrap,
 *    FarJumpIsland, Throw} (S; M); sorted by begin (LookupInSorted);
 *  - CallSite {lineOrBytecode_ : 29, kind_ : 3, returnAddressOffset_}:
 *    8 bytes (S, 88; 107 has 28 bits, but C: 102's import call site
 *    reads 0x2000003d, the bytecode offset 0x3d the engine gives under
 *    29 bits); sorted by returnAddressOffset (lookupCallSite's binary
 *    search);
 *  - Metadata (polymorphic: its vtable first; the refcount, the
 *    MetadataCacheablePod, the type, global and table vectors, then
 *    filename, sourceMapURL, namePayload, moduleName (Maybe<Name>),
 *    funcNames): C, filename 0x88 and 0xd8, namePayload 0x98 and 0xe8,
 *    moduleName 0xa0 and 0xf0, funcNames 0xb0 and 0x100 at 78 and 102
 *    (the file name the engine's stack gives; the names the program's
 *    name section holds); ShareableBytes {refcount, bytes (a vector)};
 *    Name {offsetInNamePayload, length}; Maybe's isSome after its 8
 *    bytes (S; M);
 *  - the interpreter entry stub (wasm/WasmStubs.cpp GenerateInterpEntry,
 *    x86-64): PushRegsInMask(NonVolatileRegs) (rbx, rbp, r12-r15, stored
 *    from r15 down at the top), at 102 the instance pushed, argv pushed,
 *    then the stack aligned and the sp before it pushed (S): so the
 *    native caller's return address lies 0x38 (78) or 0x40 (102) above
 *    that saved sp and its rbp 0x10 or 0x18 above it (C, on the four
 *    cores: the return address is into the shell's code and unwinding
 *    on from it reaches main()).
 */
static const char *const wasm_tier_names[] = { "baseline", "ion", NULL };

static const char *const wasm_cr_kinds[] = {
	"Function", "InterpEntry", "JitEntry", "ImportInterpExit",
	"ImportJitExit", "BuiltinThunk", "TrapExit", "DebugTrap",
	"FarJumpIsland", "Throw", NULL
};

static const size_t wasm_inst_78[] = { 8, SM_NOFF };
static const size_t wasm_inst_102[] = { 0x10, 0x18, SM_NOFF };

#define	WASM_COMMON \
	.sw_fr_callerfp = 0, .sw_fr_jit_tag = 1, \
	.sw_ctx_cx = 0x20, \
	.sw_code_tier1 = 8, .sw_code_tier2 = 0x10, .sw_code_meta = 0x20, \
	.sw_ct_code = 0, .sw_ct_mtier = 8, .sw_ct_seg = 0x10, \
	.sw_seg_base = 0, .sw_seg_len = 0x10, .sw_seg_tier = 0x24, \
	.sw_tier_names = wasm_tier_names, \
	.sw_mt_ranges = 0x40, .sw_mt_calls = 0x58, \
	.sw_cr_size = 28, .sw_cr_begin = 0, .sw_cr_end = 8, \
	.sw_cr_func = 12, .sw_cr_kind = 24, \
	.sw_cr_function = 0, .sw_cr_interp_entry = 1, .sw_cr_jit_entry = 2, \
	.sw_cr_kinds = wasm_cr_kinds, \
	.sw_cs_size = 8, .sw_cs_word = 0, .sw_cs_ret = 4, .sw_cs_bits = 29, \
	.sw_sb_bytes = 8, .sw_name_size = 8, .sw_maybe_some = 8

/*
 * x86-64's WasmStackAlignment (SimdMemoryAlignment, 16: 78 and 102
 * jit/x64/Assembler-x64.h).  GenerateInterpEntry (wasm/WasmStubs.cpp)
 * moves sp to a scratch register, aligns sp down to it and pushes the
 * scratch: the word so pushed lies 8 or 16 bytes below the sp it holds.
 * ARM64's stub keeps sp aligned and pushes no such word (0 there).
 */
#define	WASM_STACK_ALIGN_X64	16

static const sm_wasmfacts_t sm_wasmfacts_78 = {
	WASM_COMMON,
	.sw_fr_ret = 16, .sw_fr_size = 24, .sw_fr_inst = wasm_inst_78,
	.sw_ctx_inst = 0x10, .sw_inst_ctx = 0x30, .sw_inst_code = 0x28,
	.sw_md_file = 0x88, .sw_md_names_payload = 0x98,
	.sw_md_modname = 0xa0, .sw_md_funcnames = 0xb0,
	.sw_ient_ret = 0x38, .sw_ient_fp = 0x10,
	.sw_ient_align = WASM_STACK_ALIGN_X64,
};

static const sm_wasmfacts_t sm_wasmfacts_102 = {
	WASM_COMMON,
	.sw_fr_ret = 8, .sw_fr_size = 16, .sw_fr_inst = wasm_inst_102,
	.sw_ctx_inst = SM_NOFF, .sw_inst_ctx = SM_NOFF, .sw_inst_code = 0x88,
	.sw_md_file = 0xd8, .sw_md_names_payload = 0xe8,
	.sw_md_modname = 0xf0, .sw_md_funcnames = 0x100,
	.sw_ient_ret = 0x40, .sw_ient_fp = 0x18,
	.sw_ient_align = WASM_STACK_ALIGN_X64,
};

/*
 * aarch64: the same C++ structures (LP64), but for wasm::Frame at 78,
 * which pads itself to 16 bytes there ({callerFP, tls, padding_,
 * returnAddress}: 78 wasm/WasmTypes.h, JS_CODEGEN_ARM64; C on
 * wasm-js78-arm64 and wasm-jit-js78-arm64: the chain of 32-byte frames,
 * the return addresses at 0x18 in the functions the engine's stack
 * names).  The interpreter entry stub keeps no saved sp there (ARM64's sp
 * is aligned already: GenerateInterpEntry), and where its native caller's
 * return address lies depends on the callee's stack arguments and the
 * registers saved: not known (SM_NOFF), said where the native frames
 * stop.
 */
static const sm_wasmfacts_t sm_wasmfacts_78_a64 = {
	WASM_COMMON,
	.sw_fr_ret = 0x18, .sw_fr_size = 0x20, .sw_fr_inst = wasm_inst_78,
	.sw_ctx_inst = 0x10, .sw_inst_ctx = 0x30, .sw_inst_code = 0x28,
	.sw_md_file = 0x88, .sw_md_names_payload = 0x98,
	.sw_md_modname = 0xa0, .sw_md_funcnames = 0xb0,
	.sw_ient_ret = SM_NOFF, .sw_ient_fp = SM_NOFF,
};

static const sm_wasmfacts_t sm_wasmfacts_102_a64 = {
	WASM_COMMON,
	.sw_fr_ret = 8, .sw_fr_size = 16, .sw_fr_inst = wasm_inst_102,
	.sw_ctx_inst = SM_NOFF, .sw_inst_ctx = SM_NOFF, .sw_inst_code = 0x88,
	.sw_md_file = 0xd8, .sw_md_names_payload = 0xe8,
	.sw_md_modname = 0xf0, .sw_md_funcnames = 0x100,
	.sw_ient_ret = SM_NOFF, .sw_ient_fp = SM_NOFF,
};

/*
 * JSValueType, by number: the types an Ion snapshot's typed allocations
 * name (js/public/Value.h, enum JSValueType, 78 and 102 alike:
 * JSVAL_TYPE_DOUBLE 0x00 ... JSVAL_TYPE_BIGINT 0x09, JSVAL_TYPE_OBJECT
 * 0x0c; 0x0a, 0x0b and past 0x0c none).
 */
static const char *const sm_jsvaltypes[] = {
	"double", "int32", "boolean", "undefined", "null", "magic",
	"string", "symbol", "private", "bigint", NULL, NULL, "object"
};

const char *
sm_jsvaltype_name(uint_t t)
{
	return (t < sizeof (sm_jsvaltypes) / sizeof (sm_jsvaltypes[0]) ?
	    sm_jsvaltypes[t] : NULL);
}

const sm_wasmfacts_t *
sm_wasmfacts_for(const sm_facts_t *f)
{
	if (f == NULL)
		return (NULL);
	if (strcmp(f->sf_arch, "x86-64") == 0) {
		if (f->sf_major == 78)
			return (&sm_wasmfacts_78);
		if (f->sf_major == 102)
			return (&sm_wasmfacts_102);
	} else if (strcmp(f->sf_arch, "aarch64") == 0) {
		if (f->sf_major == 78)
			return (&sm_wasmfacts_78_a64);
		if (f->sf_major == 102)
			return (&sm_wasmfacts_102_a64);
	}
	return (NULL);
}
