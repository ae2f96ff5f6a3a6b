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
/* TypeBits 4, DeltaBits 4, XDeltaBits 7: SourceNotes.h (class SrcNote) */
static const signed char sn_arity[] = { 0, 0, 1, 0, 1, 0, 0, 0, 0 };

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
	 * CONSTRUCTING 0x1, RUNNING_IN_JIT 0x100.
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
	 * Values end at prevsp_ on the cores' frames).
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
