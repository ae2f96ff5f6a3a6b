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
 * ESR 78 (checked on 78.15.0: Debian's js78 shell).
 */
const sm_facts_t sm_facts_78 = {
	.sf_line = "78",
	.sf_major = 78,
	.sf_checked = "78.15.0 (js78)",
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
};

/*
 * ESR 102 (checked on 102.15.1: Debian's js102 shell and
 * libmozjs-102.so.102.15.1 under GJS 1.74).
 */
const sm_facts_t sm_facts_102 = {
	.sf_line = "102",
	.sf_major = 102,
	.sf_checked = "102.15.1 (js102, gjs 1.74.2)",
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
	/* vm/JSFunction.h: FlagsAndArgCountSlot 0,
	   NativeFuncOrInterpretedEnvSlot 1,
	   NativeJitInfoOrInterpretedScriptSlot 2, AtomSlot 3 (56-byte
	   FUNCTION things: 24 + 4 slots) */
	.sf_fun_atom = SM_NOFF,
	.sf_fun_atom_slot = 3,
	/* js/shadow/String.h: as in 78 */
	.sf_str_flags = 0,
	.sf_str_chars = 8,
	.sf_rope_left = 8,
	.sf_rope_right = 16,
	.sf_str_linear = 1 << 4,
	.sf_str_inline = 1 << 6,
	.sf_str_latin1 = 1 << 9,
};

const sm_facts_t *
sm_facts_for(uint_t major)
{
	if (major == 78)
		return (&sm_facts_78);
	if (major == 102)
		return (&sm_facts_102);
	return (NULL);
}
