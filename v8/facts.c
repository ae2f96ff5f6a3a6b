/*
 * facts.c: what jsmdb knows about V8's layouts beyond the metadata of the
 * binary, one table of version-ranged facts (see facts.h for the naming,
 * the ranges and how a fact relates to the metadata).  The instance-type
 * numbers are in facts_types.c, generated from the binaries themselves.
 *
 * Offsets are in bytes from an object's start (not from its tagged
 * pointer), for x64 without pointer compression, as Node.js ships.  Every
 * entry names where it comes from; "measured" entries were read off cores
 * of the named Node.js releases whose programs' truth is known (corpora/)
 * and are checked again by the corpus tests on every release in range.
 */
#include <stddef.h>
#include "facts.h"

/* ---- where the facts come from ---- */


static const char SRC_GLOBALDICT[] = "V8 src/objects/dictionary.h "
    "(GlobalDictionaryShape: BaseNameDictionaryShape's prefix of 2); "
    "measured on snapshot.js's cores of Node.js 22.23.3 and 24.21.0";
static const char SRC_10_13[] = "measured on cores of Node.js 18.20.8, "
	"20.20.2, 22.23.3 and 24.21.0 (V8 10.2, 11.3, 12.4, 13.6)";
static const char SRC_10_2[] = "measured on cores of Node.js 18.20.8 "
	"(V8 10.2.154)";
static const char SRC_11_3[] = "measured on cores of Node.js 20.20.2 "
	"(V8 11.3.244)";
static const char SRC_11_8[] = "measured on cores of Node.js 21.7.3 "
	"(V8 11.8.172)";
static const char SRC_12_4[] = "measured on cores of Node.js 22.23.3 "
	"(V8 12.4.254)";
static const char SRC_9_4_SI[] = "ScopeInfo of V8 9.4 "
	"(src/objects/scope-info.tq: receiver_info, a Smi, when the receiver "
	"is STACK or CONTEXT allocated, before function_variable_info; "
	"context local names always inline, no hash table yet); checked on "
	"cores of Node.js 16.20.2 (receiver -1, then the name; a function "
	"with 90 context locals has their 90 names inline)";
static const char SRC_9_4_CODE[] = "Code of V8 9.4 (src/objects/code.h "
	"CODE_FLAGS_BIT_FIELDS, src/objects/code-kind.h CODE_KIND_LIST); the "
	"flags' offset measured on cores of Node.js 16.20.2 (every builtin "
	"reads kind 2, BUILTIN)";
static const char SRC_9_4[] = "the 10.1 metadata's (interpreter frame: "
	"the BytecodeArray at fp - 32 and its offset at fp - 40 below the "
	"argument count; Script source at 8, before name at 16 as 9.4's "
	"metadata has it); checked on cores of Node.js 16.20.2";
static const char SRC_PAGES_10_1[] = "MemoryChunk (src/heap/memory-chunk.h, "
	"basic-memory-chunk.h) of V8 10.1; offsets measured on cores of "
	"Node.js 18.0.0 (size, heap, area, owner and flags as in 10.2)";
static const char SRC_10_8[] = "measured on cores of Node.js 19.8.1 "
	"(V8 10.8.168)";
static const char SRC_PAGES_10_8[] = "MemoryChunk (src/heap/memory-chunk.h, "
	"basic-memory-chunk.h) of V8 10.8; offsets measured on cores of "
	"Node.js 19.8.1 (size, heap, area and owner as in 10.2; the list "
	"links, sweeping state and bitmap found as said beside them)";
static const char SRC_FLAGS_10_8[] = "MemoryChunk::Flag (src/heap/"
	"basic-memory-chunk.h) of V8 10.8: 10.2's enum, whose bits match "
	"every page of cores of Node.js 19.8.1";
static const char SRC_14[] = "measured on cores of Node.js 25.9.0 and "
	"26.10.0 (V8 14.1.146, 14.6.202): page headers by scans of every "
	"chunk's metadata (list links, sweeping states, the mark bits "
	"checked on 20 and 22 unswept pages); AccessorPair getter 8 and "
	"setter 16 as the 13.6 metadata has them";
static const char SRC_12_9[] = "measured on cores of Node.js 23.11.1 "
	"(V8 12.9.202)";
static const char SRC_12_9_FV[] = "FeedbackVector of V8 12.9 "
	"(src/objects/feedback-vector.tq: length and invocation_count, "
	"the padding of 8-byte tagged values, placeholder0, osr_state and "
	"flags, then shared_function_info, closure_feedback_cell_array, "
	"parent_feedback_cell and maybe_optimized_code: the slots at 56); "
	"measured on a demo.js core of Node.js 23.11.1: the next object "
	"starts 56 + 8 * length bytes on after each of its 20 vectors "
	"(48, an earlier entry, left the last slot as a hole in the walk: "
	"17 places)";
static const char SRC_LLAB_10[] = "ConcurrentAllocator of V8 10.1 - "
	"11.8 (src/heap/concurrent-allocator.h: local_heap_, space_, then "
	"the LocalAllocationBuffer lab_: heap_ and its LinearAllocationArea "
	"start, top, limit), malloc'd, one per LocalHeap and space; "
	"LocalHeap's first member its Heap* (src/heap/local-heap.h); "
	"measured on inspect.js cores of Node.js 18.0.0, 18.20.8, 19.8.1, "
	"20.20.2 and 21.7.3: the one area each walk met as a hole (24 to "
	"10200 bytes from its top) is such an allocator's, the Heap 8 and "
	"the page's owner 16 bytes before the triple, its LocalHeap 24";
static const char SRC_LLAB_12[] = "MainAllocator of V8 12.4 - 14.6 "
	"(src/heap/main-allocator.h: local_heap_, isolate_heap_, space_, "
	"the optional AllocationCounter, allocation_info_ pointing at "
	"owned_allocation_info_, a LinearAllocationArea start, top, limit, "
	"when the area is not one of the isolate's); measured on cores of "
	"Node.js 22.23.3, 23.11.1, 24.21.0, 25.9.0 and 26.10.0: the Heap "
	"160 and the page's owner 152 bytes before the triple, the pointer "
	"to it 8 before (heap.js of 26.10.0: the hole of 416 bytes the walk "
	"met, from such an area's top), its LocalHeap 168 before (the "
	"allocator's first word; the same cores: a LocalHeap on the Heap's "
	"list each time)";
static const char SRC_LH_LIST[] = "the live LocalHeaps of V8 10.1 - "
	"14.6: Heap::safepoint_ (a unique_ptr<IsolateSafepoint>, "
	"src/heap/heap.h), IsolateSafepoint::local_heaps_head_ and "
	"LocalHeap::prev_, next_ (src/heap/safepoint.h AddLocalHeap, "
	"RemoveLocalHeap; src/heap/local-heap.h); measured by ::dis of "
	"LocalHeap::LocalHeap in the node binaries 18.0.0, 18.20.8, 19.8.1, "
	"20.0.0, 20.20.2, 21.7.3, 22.0.0, 22.23.3, 23.11.1, 24.0.0, "
	"24.21.0, 25.9.0 and 26.10.0 (the load of heap_->safepoint_ before "
	"RecursiveMutex::Lock, the stores to head, prev_ and next_ before "
	"Unlock), and on their demo.js cores: the list from the Heap holds "
	"the LocalHeap of every allocator the shape finds";
static const char SRC_LH_ALLOC_10[] = "LocalHeap of V8 10.1 - 11.8: "
	"unique_ptr<ConcurrentAllocator> old_space_allocator_, "
	"code_space_allocator_, shared_old_space_allocator_ "
	"(src/heap/local-heap.h); measured by ::dis of LocalHeap::SetUp in "
	"the node binaries 18.0.0, 18.20.8, 19.8.1, 20.0.0, 20.20.2 and "
	"21.7.3 (the three stores of a new ConcurrentAllocator), and on "
	"their demo.js cores (the allocator the shape finds is one of them)";
static const char SRC_LH_ALLOC_12[] = "LocalHeap of V8 12.4 - 14.6: "
	"its HeapAllocator heap_allocator_ holds optional<MainAllocator> "
	"new_space_allocator_, old_space_allocator_, "
	"trusted_space_allocator_, code_space_allocator_ "
	"(src/heap/local-heap.h, heap-allocator.h), each starting with its "
	"LocalHeap* and Heap*; measured on the demo.js and heap.js cores of "
	"Node.js 22.0.0, 22.23.3, 23.11.1, 24.0.0, 24.21.0, 25.9.0 and "
	"26.10.0: the four, at a fixed step, in the live LocalHeap, and the "
	"allocator the shape finds is one of them";
static const char SRC_PAGES_12_9[] = "MutablePageMetadata (src/heap/"
	"mutable-page-metadata.h, memory-chunk-metadata.h) of V8 12.9; "
	"offsets measured on cores of Node.js 23.11.1: size, area, heap "
	"and owner as in 13.6; the page list links (next 280, prev 288: "
	"each another page's metadata), the sweeping state (0 or 1, 1 "
	"exactly on the pages whose mark bits hold live objects) and the "
	"bitmap (its set bits start objects with maps on 15 of 15 "
	"unswept pages) 16 bytes past 13.6's";
static const char SRC_FLAGS_12_9[] = "MemoryChunk::Flag (src/heap/"
	"memory-chunk.h) of V8 12.9: the enum with CONTAINS_ONLY_OLD at bit "
	"8 and IS_TRUSTED at bit 21, the one whose bits match every page "
	"of cores of Node.js 23.11.1 (old pages 0x104, never-evacuate "
	"0x904, semispaces 0xa and 0x12, trusted 0x200104, trusted code "
	"0x300104)";
static const char SRC_13_6[] = "measured on cores of Node.js 24.21.0 "
	"(V8 13.6.233)";
static const char SRC_14_6_DISPATCH[] = "V8 14.6's IsolateData "
	"(src/execution/isolate-data-fields.h: js_dispatch_table, a "
	"JSDispatchTable whose first word is its base, after the embedder "
	"data when neither pointer compression nor the sandbox is built) and "
	"Isolate::FromHeap (src/execution/isolate.h: the Heap less "
	"OFFSET_OF(Isolate, heap_)); offsets as the Node.js 26.10.0 binary's "
	"code has them (ExternalReference::js_dispatch_table_address("
	"Isolate *) and Isolate::js_dispatch_table(): 0x268 into the "
	"Isolate; Heap::GetForegroundTaskRunner: the Isolate 0xf3c0 below "
	"the Heap; JSDispatchTable::GetCode: index = handle >> 8, 16-byte "
	"entries, the Code at word 1 >> 16; ExternalEntityTable<"
	"JSDispatchEntry, 268435456>) and measured on cores of Node.js "
	"26.10.0 (the Heap of every page's header: its word at 8 and the "
	"Isolate's StackGuard point at that Isolate; the entry of a "
	"function compiled lazily: Builtins_CompileLazy's entrypoint, "
	"then its Code << 16 | the parameter count)";
static const char SRC_14_6_KINDS[] = "CODE_KIND_LIST of V8 14.6 "
	"(src/objects/code-kind.h) as the Node.js 26.10.0 binary names it: "
	"CodeKindToString's table of 15 names, FOR_TESTING_JS new at 2 (the "
	"metadata's CodeKindInterpretedFunction 10 and CodeKindBaseline 11 "
	"agree); checked on cores of Node.js 26.10.0 (the builtins' Code "
	"objects read kind 3)";
static const char SRC_14_SPT[] = "SourcePositionTable of V8 14 "
	"(src/codegen/source-position-table.cc EncodeEntry / DecodeEntry: "
	"the code offset delta unsigned, shifted left by 2 above is_breakable "
	"(bit 1) and is_statement (bit 0), then the zigzag position delta); "
	"SourcePositionTableIterator::Advance of Node.js 25.9.0 and 26.10.0 "
	"decodes it so (sar $2), that of 24.21.0 does not; checked on "
	"stack.js cores of Node.js 26.10.0 (interpreted callers' lines as "
	"Error.stack's; every code offset of a table within its bytecode)";
static const char SRC_CALLSITE[] = "CallSiteInfo (src/objects/"
    "call-site-info.tq: receiver_or_instance, function, code_object, "
    "code_offset_or_source_position, flags; CallSiteInfoFlags is_wasm 0, "
    "is_strict 2, is_constructor 3, is_async 5, is_source_position_computed "
    "after is_builtin from 11.8); measured on cores of Node.js 18.0.0, "
    "18.20.8, 19.8.1, 20.20.2, 21.7.3, 22.23.3, 23.11.1, 24.21.0 and "
    "25.9.0 (an error's frames: a BytecodeArray, a JSFunction, the "
    "receiver, Smi offset and flags at these offsets; flags 0xc for a "
    "constructor, 0x24 for an awaiting async function, and 0x44 (10.x, "
    "11.3) or 0x84 (11.8 on) once a CallSite's getLineNumber() computed "
    "the position); how V8 names a method's receiver, from the stacks V8 "
    "formatted on inspect.js cores ('Function._load' on 18.0.0 - "
    "23.11.1, 'Module._load' on 24.0.0 - 25.9.0)";
static const char SRC_CALLSITE_9_4[] = "V8 9.4's StackFrameInfo, the "
    "struct 10.1 calls CallSiteInfo, as the Node.js 16.20.2 binary reads "
    "it: StackFrameInfo::GetSourcePosition (the offset or position at 32, "
    "flags at 40, is_source_position_computed 0x40), IsMethodCall (the "
    "receiver at 8, is_wasm bit 0, is_constructor bit 3), IsPromiseAll "
    "(the function at 16, is_async 0x20); checked on inspect.js cores of "
    "Node.js 16.20.2 (an unread error's frames: a FixedArray of "
    "STACK_FRAME_INFO_TYPE objects, each 56 bytes, a BytecodeArray at 24; "
    "the text V8 formatted for its twin)";
static const char SRC_CLASSIC_STACK[] = "the raw stack of V8 3.14 - "
    "5.1: Runtime_CollectStackTrace / Isolate::CaptureSimpleStackTrace "
    "fill a JSArray of 4 entries a frame, receiver, function, code and "
    "the pc offset in the code (a Smi position in place of the code from "
    "4.5), which messages.js formats (FormatRawStackTrace in 3.14, "
    "GetStackFrames in 3.28 - 5.1: the sloppy-frame count first, so the "
    "frames from index 1); messages.js of the natives embedded in the "
    "official node binaries 0.10.48, 0.12.18, 4.9.1 and 6.17.1 (read "
    "off the binaries); measured on llnode.js cores of those releases: "
    "the error's private value (3.28 - 5.1) or the context of its "
    "one-shot getter's factory (3.14) a JSArray of 1 + 4n (4n) entries "
    "whose text is the text of the program's formatted twin error";
static const char SRC_CLASSIC_OFFSET[] = "JavaScriptFrame::Summarize "
    "(src/frames.cc) and Runtime_FunctionGetPositionForOffset: a raw "
    "frame's offset is pc - code->address() (the Code object's start) in "
    "V8 3.14 - 4.5, pc - instruction_start() in 5.1; measured on llnode.js "
    "cores of Node.js 0.12.18 (offsets up to 4125 into code of 4108 "
    "instruction bytes after a header of 96) and 6.17.1: the text of "
    "the program's formatted twin error, frame by frame";
static const char SRC_SCRIPT_TYPE[] = "Script::Type of V8 3.14 - 5.1 "
    "(src/objects.h: TYPE_NATIVE 0, TYPE_EXTENSION 1, TYPE_NORMAL 2); "
    "CallSiteToString of messages.js writes \"native\" for a frame of a "
    "TYPE_NATIVE script; measured on Node.js 4.9.1 cores: Script::type "
    "0 for array.js, 2 for a user's script";
static const char SRC_3_14_STACK_RAW[] = "captureStackTrace of V8 "
    "3.14 (src/messages.js: var d = %CollectStackTrace(...); "
    "DefineOneShotAccessor(a, 'stack', function (a) { return "
    "FormatRawStackTrace(a, d); })): the factory's context is "
    "captureStackTrace's, d its only context local, after "
    "MIN_CONTEXT_SLOTS 4; checked on llnode.js cores of Node.js 0.10.48 "
    "(slot 4 \"d\" a JSArray, slot 0 captureStackTrace)";
static const char SRC_NODE_0_10_WQ[] = "Node.js 0.10.48's own "
    "lists (src/handle_wrap.cc, src/req_wrap.h: ngx_queue_t "
    "node::handle_wrap_queue and node::req_wrap_queue): ::dis of "
    "node::GetActiveHandles (0x9a0bb0) and node::GetActiveRequests "
    "(0x9a0430) on the official 0.10.48 x64 binary: a HandleWrap at "
    "node - 0x10, its object_ at node - 8, flags_ at + 0x28 (handle__ at "
    "+ 0x20, the node's + 16); a ReqWrap at node - 8, its object_ at "
    "node - 8 (the first member), req_ after the node and data_ (node + "
    "24); next at 8; checked on llnode.js cores: each handle's and "
    "request's data points back at its wrap";
static const char SRC_NODE_0_12_WQ[] = "::dis of node::GetActiveHandles "
    "(0xc899f0) and node::GetActiveRequests (0xc89b40) on the official "
    "Node.js 0.12.18 x64 binary: the Environment from the current "
    "context's slot 95 (0x307 past the tagged pointer) and that "
    "FixedArray's element 32 (0x10f), kContextEmbedderDataIndex of "
    "src/env.h; its handle_wrap_queue_ at 0x730, req_wrap_queue_ at "
    "0x740; a HandleWrap's node at 0x20 (object at node - 0x18, flags_ "
    "at + 0x30, handle__ after it, the node's + 24), a ReqWrap's node at "
    "0x18 (no vtable: its persistent at node - 0x18 is its first member, "
    "env_ at node - 0x10; req_ right after the node, whose data is that "
    "address, the word before it a malloc chunk header); "
    "checked on llnode.js cores: the uv handles' and requests' data "
    "point back at their wraps";
static const char SRC_NODE_4_WQ[] = "::dis of node::GetActiveHandles "
    "(0xde84c0) and node::GetActiveRequests on the official Node.js "
    "4.9.1 x64 binary (the Environment from args.Data()): "
    "handle_wrap_queue_ at 0x7c8, req_wrap_queue_ at 0x7d8; a "
    "HandleWrap's node at 0x28 (persistent at node - 0x20, env_ at "
    "node - 0x18, flags_ at + 0x38, handle__ at + 0x40, the node's + "
    "24), a ReqWrap's node at 0x28 (persistent at node - 0x20, req_ "
    "right after the node); the native context's embedder data measured "
    "on llnode.js cores: slot 81, a FixedArray of 33 whose element 32 "
    "is the Environment (the one whose queues these are)";
static const char SRC_NODE_6_WQ[] = "::dis of node::GetActiveHandles "
    "(0x7d4490) and node::GetActiveRequests (0x7d4110) on the official "
    "Node.js 6.17.1 x64 binary: handle_wrap_queue_ at 0x7d8, "
    "req_wrap_queue_ at 0x7e8 of the Environment; a HandleWrap's node "
    "at 0x28 (persistent at node - 0x20, state_ at + 0x38, handle__ at + "
    "0x40), a ReqWrap's node at 0x28 (persistent at node - 0x20); the "
    "native context's embedder data measured on llnode.js cores: slot "
    "5, element 32 the Environment";
static const char SRC_NODE_CLOSE[] = "::dis of node::HandleWrap::Close "
    "on the official binaries: after uv_close it stores 0 in handle__ "
    "(0.10.48 at 0x99ff11: 0x20 of the wrap, its node's + 16; 0.12.18 at "
    "0xc8628c: 0x38, the node's + 24; 4.9.1 at 0xde4435: 0x40, the "
    "node's + 24); 6.17.1's keeps it and sets state_; a closing Timer "
    "of handles.js's Node.js 4.9.1 core has 0 there";
static const char SRC_LIBUV_0_10[] = "libuv 0.10 of Node.js 0.10.48 "
    "(include/uv.h: UV_HANDLE_FIELDS close_cb, data, loop, type, "
    "handle_queue, then flags (unix); a stream's io_watcher.fd at 160; "
    "UV_REQ_FIELDS data, type, active_queue, so a uv_fs_t's fs_type at "
    "32 and path at 72; src/uv-common.h UV__HANDLE_ACTIVE 0x4000, "
    "UV__HANDLE_REF 0x2000, unix UV_CLOSING 0x1); checked on handles "
    "and llnode.js cores: data points back at each wrap, the TCP fds "
    "and states the program's truth gives";
static const char SRC_LIBUV_OLD_FLAGS[] = "libuv 1.x before the "
    "handle flags were merged (v1.19: Node.js 0.12's 1.6, 4's 1.9 and "
    "6's 1.16): src/uv-common.h UV__HANDLE_ACTIVE 0x4000, UV__HANDLE_REF "
    "0x2000, unix UV_CLOSING 0x1 (the other layouts as the table in "
    "v8/nodehandles.c); checked on handles.js cores of Node.js 4.9.1 and "
    "6.17.1: the states the program's truth gives";
static const char SRC_FRAMEARRAY[] = "FrameArray (src/objects/"
    "frame-array.h: the frame count at index 0 (kFrameCountIndex), the "
    "frames from 1, each receiver, function, code, offset, flags (and "
    "parameters from 7.8); FrameArray::Flag: is_wasm 1 << 0, is_strict "
    "1 << 3 and is_constructor 1 << 4 up to 7.8 (is_async 1 << 6 in "
    "7.8), then 1 << 2, 1 << 3 and is_async 1 << 5 in 8.4); measured on "
    "cores of Node.js 8.17.0, 10.24.1 (the error's private value a "
    "JSArray whose elements are the frame array, 5 entries a frame), "
    "12.22.12 and 14.21.3 (a FixedArray of StackTraceFrame, frame_array "
    "at 8 and frame_index at 16, 6 entries a frame): flags 0x18 for a "
    "constructor up to 7.8, 0xc in 8.4, 0x48 (7.8) and 0x24 (8.4) for an "
    "awaiting async function; the text each error's twin got from V8 "
    "agrees";
static const char SRC_CONTEXTCELL[] = "ContextCell of V8 14.6 as the "
    "Node.js 26.10.0 binary reads it: Builtins_LoadFromContextCell (the "
    "state an int32 at 24: up to 1 (const, Smi) the tagged value at 8, 2 "
    "an int32 at 32, else the float64 at 32) and ContextCell::"
    "set_smi_value (the tagged value at 8); checked on stack.js and "
    "mdbv8.js cores of Node.js 26.10.0 (a closure's count 42, 9)";
static const char SRC_CALLSITE_RAW[] = "V8 14.6's raw capture arrays "
    "(src/objects/call-site-info.tq: 'raw capture arrays', stripped "
    "before CallSiteInfo objects are made); measured on cores of Node.js "
    "26.10.0: per frame a BytecodeWrapper (its BytecodeArray at 8), the "
    "receiver, the JSFunction, a Smi bytecode offset, the parameters, the "
    "Smi flags (the stacks V8 formatted on inspect.js cores agree)";
static const char SRC_EMBEDDER[] = "NATIVE_CONTEXT_FIELDS (src/objects/"
    "contexts.h: global_proxy, then embedder_data after the scope info, "
    "previous and extension slots); measured on demo.js cores of Node.js "
    "12.22.12 (slot 5, after the native context slot V8 8.0 removed), "
    "14.21.3, 16.20.2, 18.0.0 - 26.10.0 (slot 4): the slot holds the "
    "EmbedderDataArray whose slot 32 is the Environment";
static const char SRC_EPHEMERON[] = "HashTable (src/objects/hash-table.h: "
    "element count, deleted count, capacity, then the entries: "
    "kPrefixStartIndex 3, EphemeronHashTableShape kPrefixSize 0, "
    "kEntrySize 2); checked on refs.js cores of Node.js 18.20.8, 22.23.3 "
    "and 24.21.0 (a WeakMap's key at 3 + 2i, its value at 4 + 2i)";
static const char SRC_MAGLEV[] = "MaglevSafepointTable (src/codegen/"
	"maglev-safepoint-table.h), DeoptimizationData (src/objects/"
	"deoptimization-data.h), CodeKind (src/objects/code-kind.h) and Code "
	"(src/objects/code.h) of the release; measured on cores of Node.js "
	"22.0.0, 23.11.1 and 24.0.0 (stack.js: maglevStep's call of baselineStep, "
	"its safepoint, deopt entry and bytecode offset)";
static const char SRC_PAGES[] = "MemoryChunk / MemoryChunkLayout "
	"(src/heap/memory-chunk.h, basic-memory-chunk.h; V8 13: "
	"mutable-page-metadata.h, memory-chunk-metadata.h) of the release; "
	"offsets measured on its cores";
static const char SRC_PAGES_11_8[] = "MemoryChunk (src/heap/memory-chunk.h, "
	"basic-memory-chunk.h) of V8 11.8; offsets measured on cores of "
	"Node.js 21.7.3 (corpora/probe-v8-pages.py: size, heap, area, owner, "
	"list links; sweeping state non-zero exactly on the pages the mark "
	"bits say are unswept)";
static const char SRC_FLAGS[] = "MemoryChunk::Flag (src/heap/"
	"memory-chunk.h; V8 13: memory-chunk.h MainThreadFlags) of the "
	"release, checked on its cores";
static const char SRC_SIZES[] = "HeapObject::SizeFromMap "
	"(src/objects/objects-body-descriptors-inl.h and the classes' "
	"SizeFor) of the release, checked by walking its cores' pages";
static const char SRC_FRAMES[] = "src/execution/frames.h and "
	"frame-constants.h of the release, checked on its cores' stacks";

static const char SRC_8_4_CORES[] = "measured on cores of Node.js 14.21.3 "
	"(V8 8.4.371)";
static const char SRC_8_4_OBJ[] = "the class's layout in src/objects/*.h "
	"and *.tq of V8 8.4 (as mdb_v8 and llnode read it), checked on cores "
	"of Node.js 14.21.3";
static const char SRC_8_4_GLOBALS[] = "src/common/globals.h of V8 8.4, "
	"checked on cores of Node.js 14.21.3";
static const char SRC_8_4_ITYPE[] = "src/objects/instance-type.h of V8 8.4 "
	"and the binary's --trace-gc-object-stats list (Node.js 14.21.3)";
static const char SRC_8_4_SI[] = "ScopeInfo in src/objects/scope-info.h "
	"of V8 8.4 (a FixedArray; flags bits and variable part), checked on "
	"cores of Node.js 14.21.3";
static const char SRC_8_4_CODE[] = "Code::Kind and Code's flags bit "
	"fields in src/objects/code.h of V8 8.4; checked on cores of Node.js "
	"14.21.3 (builtins' Code objects are BUILTIN, kind 3)";
static const char SRC_8_4_FR[] = "src/execution/frame-constants.h and "
	"frames.h of V8 8.4, checked on stacks of Node.js 14.21.3 cores";
static const char SRC_8_4_PG[] = "MemoryChunk and Space in "
	"src/heap/memory-chunk.h, basic-memory-chunk.h, spaces.h of V8 8.4; "
	"offsets measured on cores of Node.js 14.21.3 (page headers, owner "
	"spaces and their allocation areas)";

static const char SRC_6_2_CORES[] = "measured on cores of Node.js 8.17.0 "
	"(V8 6.2.414): Symbol name at 16 (the property names Symbol(...) of "
	"the heap.js census); elements dictionaries are the metadata's "
	"SeededNumberDictionary (entry size 3, prefix 1)"
	"; rows from 5.1 checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_6_2_MAP[] = "Map of V8 6.2 (the metadata's "
	"instance_size at 8 and instance_attributes at 12, bit_field at 13); "
	"measured on cores of Node.js 8.17.0: the meta map's byte at 12 "
	"reads MAP_TYPE (131), a JsmdbInvoice's map 7 words (3 header, 4 "
	"in-object properties) and JS_OBJECT_TYPE (188), a function's map "
	"JS_FUNCTION_TYPE (254) with its bit_field (2) in the next byte"
	"; rows from 5.1 checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_6_2_ITYPE[] = "src/objects.h InstanceType of V8 6.2 "
	"and the binary's --trace-gc-object-stats list (Node.js 8.17.0)";
static const char SRC_6_2_SI[] = "ScopeInfo of V8 6.2 (src/objects/"
	"scope-info.h: flags, parameter, stack local and context local "
	"counts, then the parameter names, the first stack slot and the "
	"stack local names, the context locals, the receiver, function name "
	"and outer scope info slots); checked on cores of Node.js 8.17.0 "
	"(finalStep's ScopeInfo: flags 0x10020e1 = function scope, strict, "
	"declaration scope, receiver on the stack, no function variable, "
	"simple parameters, an outer scope info; 10 parameter names, stack "
	"slot 0, 1 stack local, the receiver, the outer scope info: 18 "
	"slots)"
	"; rows from 5.1 checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_6_2_PROMISE[] = "JSPromise of V8 6.2 (the metadata's "
	"result at 24, flags at 72); checked on a core of Node.js 8.17.0 "
	"holding a fulfilled (4242), a pending and a rejected promise";
static const char SRC_6_2_FR[] = "measured on a stack of Node.js 8.17.0 "
	"(stack.js): an interpreted frame holds its context at fp - 8, "
	"its JSFunction at fp - 16, its BytecodeArray at fp - 24 and the "
	"bytecode offset (a Smi, counted from the tagged array) at fp - 32, "
	"no argument count; the arguments lie above the return address in "
	"the order pushed, the receiver above them (finalStep's ten); an "
	"ArgumentsAdaptorFrame (marker 0x22) holds the count passed as a "
	"Smi at fp - 24 (moreArgs: 3); Code's instructions follow its "
	"96-byte header (the metadata's instruction_start)";
static const char SRC_6_2_SP[] = "SourcePosition of V8 6.2 as 6.8's "
	"(no external bit; the script offset + 1 in bits 0-30, the inlining "
	"id + 1 in bits 31-46), tables from code offset 0; checked by the "
	"lines of every frame of a Node.js 8.17.0 core (stack.js: "
	"interpreted frames, hotLoop's optimized code and the hotInline "
	"it inlined)";
static const char SRC_6_2_CODE[] = "Code of V8 6.2, measured on a "
	"core of Node.js 8.17.0: relocation info 8, handler table 16, "
	"deoptimization data 24, source position table 32 (a ByteArray), "
	"instruction size 56, flags 60 with the kind in bits 1-5 "
	"(hotLoop's TurboFan code reads 2, OPTIMIZED_FUNCTION 1 after 6.2's "
	"FUNCTION 0; the InterpreterEntryTrampoline 10, BUILTIN 5); its "
	"DeoptimizationInputData as 6.8's (inlined function count 1, the "
	"literal array at 2 holding hotInline's SharedFunctionInfo, a "
	"WeakCell at 7, one 16-byte InliningPosition in the ByteArray at "
	"8)";
static const char SRC_6_2_PG_OWNER[] = "MemoryChunk::owner_ of V8 6.2 "
	"holds the Space plus kPageHeaderTag (3); measured on cores of "
	"Node.js 8.17.0 (every page's word at 48 is a Space object + 3, "
	"whose heap_ at 40 is the page's heap at 56)"
	"; rows from 5.1 checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_6_2_PG_LIST[] = "MemoryChunk of V8 6.2 (next_chunk_, "
	"prev_chunk_); measured on cores of Node.js 8.17.0: the words at 168 "
	"and 176 link each space's pages, the first page's prev and the "
	"last page's next being the anchor page inside the space object";
static const char SRC_6_2_PG_BITS[] = "MemoryChunk of V8 6.2 (the marking "
	"bitmap inline after the header; the area at kObjectStartOffset "
	"0x2200); measured on cores of Node.js 8.17.0: on a page pending "
	"sweeping, the set bits at 0x1c0 pair up (black: two bits) and "
	"the first of each pair starts an object with a map";
static const char SRC_6_2_PG_IDS[] = "AllocationSpace of V8 6.2 (no "
	"read-only space yet: NEW 0, OLD 1, CODE 2, MAP 3, LO 4); measured "
	"on cores of Node.js 8.17.0 (the five Space objects of the heap, "
	"in that order, id_ at 48 reading 0 to 4)"
	"; rows from 5.1 checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_6_2_PG_LAB[] = "PagedSpace and NewSpace of V8 6.2; "
	"measured on cores of Node.js 8.17.0: a paged space's allocation "
	"(top, limit) at 616 (after its free list, whose categories point "
	"into page headers), the new space's at 112, 40 bytes before its "
	"to-space (the SemiSpace at 152 that owns the to-space pages); "
	"each top is followed by zeros up to its limit";
static const char SRC_6_8_CORES[] = "measured on cores of Node.js 10.24.1 "
	"(V8 6.8.275)"
	"; rows from 6.2 checked on cores of Node.js 8.17.0"
	"; rows from 5.1 checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_6_8_OBJ[] = "the class's layout in src/objects/*.h "
	"of V8 6.8 (as mdb_v8 and llnode read it), checked on cores of "
	"Node.js 10.24.1"
	"; rows from 6.2 checked on cores of Node.js 8.17.0"
	"; rows from 5.1 checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_6_8_SMI[] = "a Smi field of the metadata (V8 6.8), "
	"read as the int32 in its upper half; checked on cores of Node.js "
	"10.24.1"
	"; rows from 6.2 checked on cores of Node.js 8.17.0"
	"; rows from 5.1 checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_6_8_GLOBALS[] = "src/globals.h of V8 6.8, checked "
	"on cores of Node.js 10.24.1"
	"; rows from 6.2 checked on cores of Node.js 8.17.0"
	"; rows from 5.1 checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_6_8_ITYPE[] = "src/objects.h InstanceType of V8 6.8 "
	"and the binary's --trace-gc-object-stats list (Node.js 10.24.1)"
	"; rows from 6.2 checked on cores of Node.js 8.17.0"
	"; rows from 5.1 checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_6_8_SI[] = "ScopeInfo in src/objects/scope-info.h "
	"of V8 6.8, flags bits measured on cores of Node.js 10.24.1"
	"; rows from 6.2 checked on cores of Node.js 8.17.0"
	"; rows from 5.1 checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_6_8_SP[] = "SourcePosition in src/source-position.h "
	"of V8 6.8; checked by the lines of Node.js 10.24.1 cores' frames";
static const char SRC_6_8_PG[] = "MemoryChunk and Space in "
	"src/heap/spaces.h of V8 6.8; offsets measured on cores of Node.js "
	"10.24.1 (page headers, the marking bitmap by the objects its bits "
	"start, owner spaces and their allocation areas)"
	"; rows from 6.2 checked on cores of Node.js 8.17.0"
	"; rows from 5.1 checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_6_8_FR[] = "src/frame-constants.h and frames.h of "
	"V8 6.8, checked on stacks of Node.js 10.24.1 cores";
static const char SRC_7_8_CORES[] = "measured on cores of Node.js 12.22.12 "
	"(V8 7.8.371)";
static const char SRC_7_8_OBJ[] = "the class's layout in src/objects/*.h "
	"and *.tq of V8 7.8 (as mdb_v8 and llnode read it), checked on cores "
	"of Node.js 12.22.12";
static const char SRC_7_8_GLOBALS[] = "src/common/globals.h of V8 7.8, "
	"checked on cores of Node.js 12.22.12";
static const char SRC_7_8_ITYPE[] = "src/objects/instance-type.h of V8 7.8 "
	"and the binary's --trace-gc-object-stats list (Node.js 12.22.12)";
static const char SRC_7_8_SI[] = "ScopeInfo in src/objects/scope-info.h "
	"of V8 7.8 (a FixedArray; flags bits and variable part), checked on "
	"cores of Node.js 12.22.12";
static const char SRC_7_8_CODE[] = "Code::Kind and Code's flags bit "
	"fields in src/objects/code.h of V8 7.8; checked on cores of Node.js "
	"14.21.3 (builtins' Code objects are BUILTIN, kind 3)";
static const char SRC_7_8_FR[] = "src/execution/frame-constants.h and "
	"frames.h of V8 7.8, checked on stacks of Node.js 12.22.12 cores";
static const char SRC_7_8_PG[] = "MemoryChunk and Space in "
	"src/heap/memory-chunk.h, basic-memory-chunk.h, spaces.h of V8 7.8; "
	"offsets measured on cores of Node.js 12.22.12 (page headers, owner "
	"spaces and their allocation areas)";

static const char SRC_5_1_CORES[] = "measured on cores of Node.js 6.17.1 "
	"(V8 5.1.281.111)"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_5_1_GLOBALS[] = "src/globals.h and src/objects.h of "
	"V8 5.1 (the string instance-type bits: representation mask 3, "
	"one-byte 1 << 2, short external 1 << 4, not internalized 1 << 6, as "
	"the metadata's STRING_TYPE 64, ONE_BYTE_STRING_TYPE 68, "
	"CONS_ONE_BYTE_STRING_TYPE 69 agree); checked on cores of Node.js "
	"6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_5_1_PROPS[] = "PropertyDetails of V8 5.1 "
	"(src/property-details.h: KindField bit 0, LocationField bit 1, "
	"AttributesField bits 2-4, then PropertyCellTypeField 5-6 and "
	"DictionaryStorageField from bit 7 for dictionaries; the metadata's "
	"prop_type_mask 3 and prop_representation_shift 5 agree); checked on "
	"cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_5_1_DICT[] = "HashTable shapes of V8 5.1 (the "
	"metadata's NameDictionaryShape entry size 3 and prefix 2, "
	"NameDictionary prefix start 3, NumberDictionaryShape entry size 3, "
	"SeededNumberDictionaryShape prefix 2); GlobalDictionaryShape "
	"kEntrySize 2 (the name, then its PropertyCell, which has no name "
	"field in 5.1: the metadata's PropertyCell has details 8 and value "
	"16 only); checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_5_1_CTX[] = "Context of V8 5.1 (the metadata's "
	"Context::closure_index 0, previous_index 1, native_context_index 3 "
	"and min_context_slots 4; EXTENSION_INDEX 2 as mdb_v8 reads it); "
	"checked on cores of Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_5_1_TA[] = "InstanceType of V8 5.1 (src/objects.h: "
	"TRANSITION_ARRAY_TYPE between WEAK_CELL_TYPE 172 and "
	"PROPERTY_CELL_TYPE 174, the one number there the metadata leaves "
	"out; the binary's --trace-gc-object-stats names it after "
	"WEAK_CELL_TYPE); measured on a demo.js core of Node.js 6.17.1: "
	"the objects whose map says 173 are FixedArray-shaped (a Smi "
	"length of 15: the next-link, prototype transitions, 5 transitions "
	"and 5 (name, target map) pairs, then slack), and the next object "
	"(an AllocationSite) starts 16 + 8 * length bytes on.  Unnumbered, "
	"the walk resynchronised on the target maps inside them and "
	"counted each pair as a 32-byte JSObject";
static const char SRC_5_1_ITYPE[] = "InstanceType of V8 5.1 (src/objects.h): "
	"the types the metadata does not number, placed by the binary's "
	"--trace-gc-object-stats list (INSTANCE_TYPE_LIST order) between "
	"the metadata's numbered neighbours (FILLER_TYPE after "
	"FIXED_DOUBLE_ARRAY_TYPE 148, JS_PROMISE_TYPE between JS_WEAK_SET_TYPE "
	"197 and JS_REGEXP_TYPE 199); no JS_ERROR_TYPE (errors are "
	"JS_OBJECT_TYPE) and no PROPERTY_ARRAY_TYPE (out-of-object properties "
	"are a FixedArray) yet (absent_type__ facts); checked on cores of "
	"Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_5_1_SPECIAL_API[] = "JS_SPECIAL_API_OBJECT_TYPE of "
	"V8 5.1 (src/objects.h: an API object with interceptors or access "
	"checks, placed before JS_VALUE_TYPE): the one JS type the binary's "
	"--trace-gc-object-stats list names that neither the metadata nor "
	"the neighbours 184/186 (JS_CONTEXT_EXTENSION_OBJECT_TYPE) and "
	"193/196 (the Set and Map iterators) number, so 179, the one gap "
	"left; checked on cores of Node.js 6.17.1 (inspect.js's twin): "
	"process.env, whose map has the named-interceptor bit, is a 179";
static const char SRC_5_1_SFI[] = "SharedFunctionInfo of V8 5.1 on 64-bit "
	"hosts (src/objects.h: integer fields paired in words, the low one "
	"of each pair stored shifted left by one, PSEUDO_SMI_ACCESSORS_LO: "
	"end_position at 112, function_token_position at 120; the high one "
	"plain, PSEUDO_SMI_ACCESSORS_HI: start_position_and_type at 116, "
	"internal_formal_parameter_count at 100); checked on cores of "
	"Node.js 6.17.1"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";

static const char SRC_5_1_PG[] = "MemoryChunk and Space of V8 5.1 "
	"(src/heap/spaces.h); offsets measured on cores of Node.js 6.17.1: "
	"1 MiB pages whose area starts 0x4200 in (0x6000 on code pages); size "
	"0, flags 8, area 16-24, owner 48 (the Space + kPageHeaderTag 3), heap "
	"56, concurrent_sweeping_ 128 (1 on the old pages pending sweeping, 0 "
	"on new-space pages), next_chunk_ 152 and prev_chunk_ 160 (each "
	"space's pages linked through the anchor page inside the space), six "
	"32-byte free-list categories from 168, then the marking bitmap at "
	"0x168 (kHeaderSize: the first set bit pair of an unswept page is the "
	"object at the area's start, black as two bits); a Space's heap_ at "
	"24 and id_ at 32 (NEW 0, OLD 1, CODE 2, MAP 3, LO 4 on the five "
	"spaces the Heap points to); a paged space's allocation area (top, "
	"limit) at 512, zeros from top to limit; the new space's at 936 past "
	"its to-space (the SemiSpace owning the to-space pages: to-space, "
	"from-space 456 bytes each, the reservation, pages_used_, then "
	"allocation_info_, whose top lies in a to-space page); no flag marks a "
	"released page (no unmapper before 5.2)";
static const char SRC_5_1_ORDERED[] = "OrderedHashTable of V8 5.1 "
	"(src/objects.h: kNumberOfBucketsIndex 0, kNumberOfElementsIndex 1, "
	"kNumberOfDeletedElementsIndex 2, buckets from 3); measured on cores "
	"of Node.js 6.17.1 (an empty Map's table: 2 buckets, 0 elements, 0 "
	"deleted, two empty buckets, 17 slots in all; demo.js's requestCache "
	"of 2500 entries)"
	"; rows from 4.5 checked on cores of Node.js 4.9.1";
static const char SRC_5_1_PROMISE[] = "src/js/promise.js of V8 5.1: a "
	"promise's state under the private symbol promise_status_symbol (0 "
	"pending, +1 fulfilled, -1 rejected), its result under "
	"promise_value_symbol (the names its heap gives them); checked "
	"on a core of Node.js 6.17.1 holding a fulfilled (4242), a "
	"pending and a rejected (4343) promise";
static const char SRC_4_5_MD[] = "the Node.js 4.9.1 binary's own metadata "
	"(V8 4.5.103.53: Map::inobject_properties at 9, JSObject::properties "
	"at 8), read under the names later releases' metadata uses; checked "
	"on cores of Node.js 4.9.1";
static const char SRC_4_5_ITYPE[] = "InstanceType of V8 4.5: the types the "
	"metadata does not number, placed by the binary's "
	"--trace-gc-object-stats list (INSTANCE_TYPE_LIST order) between the "
	"metadata's numbered neighbours (HEAP_NUMBER_TYPE 132 and "
	"FLOAT32X4_TYPE 134; EXTERNAL_UINT8_CLAMPED_ARRAY_TYPE 146 and "
	"FIXED_DOUBLE_ARRAY_TYPE 156; JS_OBJECT_TYPE 190 and "
	"JS_GENERATOR_OBJECT_TYPE 192; JS_MAP_TYPE 202 and "
	"JS_WEAK_MAP_TYPE 205); the metadata's JS_REGEXP_TYPE and "
	"JS_VALUE_TYPE under their later names; the receiver range from "
	"JS_FUNCTION_PROXY_TYPE 185, the object range from JS_VALUE_TYPE 187 "
	"(the metadata's lowest receiver types); measured on cores of "
	"Node.js 4.9.1 (the one- and two-word filler maps read type 157, "
	"sizes 8 and 16; the mutable heap number map 133, 16 bytes; the "
	"fixed typed array maps 147, 148, 155, 156 variable-sized)";
static const char SRC_4_5_NOTYPE[] = "V8 4.5 has no such instance type "
	"(none in the Node.js 4.9.1 binary's metadata or its "
	"--trace-gc-object-stats list: Promises are JS objects of "
	"src/promise.js, bound functions JSFunctions, no bytecode)";
static const char SRC_4_5_FR[] = "V8 4.5 runs full-codegen and "
	"Crankshaft code (the Node.js 4.9.1 metadata has no InterpretedFrame; "
	"its off_fp_marker -16): ArgumentsAdaptorFrameConstants::"
	"kLengthOffset fp - 24, ExitFrameConstants::kCodeOffset fp - 16; "
	"arguments pushed in order, the receiver first; checked on Node.js "
	"4.9.1 cores of stack.js and demo.js";
static const char SRC_4_5_HIDE[] = "Isolate::IsVisibleInStackTrace of "
	"V8 4.5 (a function of a builtin script, Script::type not TYPE_NORMAL "
	"2, shows only when native); the native bit of SharedFunction"
	"Info::compiler_hints (the metadata's field at 124, a plain int) "
	"measured on Node.js 4.9.1 cores of stack.js: 0x2109 in forEach, "
	"0x2009 in InnerArrayForEach, which Error.stack leaves out; Script::"
	"type Smi 2 for stack.js, 0 for array.js";
static const char SRC_4_5_BOUND[] = "FunctionBind of V8 4.5 (src/"
	"v8natives.js: a bound function is a JSFunction named \"bound \" + "
	"the target's name, its SharedFunctionInfo's compiler hint "
	"kBoundFunction set by %FunctionBindArguments, the bindings in "
	"literals_or_bindings: JSFunction::kBoundFunctionIndex 0, "
	"kBoundThisIndex 1, the arguments from 2); the bit in the int at the "
	"metadata's compiler_hints offset (124) measured on Node.js 4.9.1 "
	"cores of inspect.js's twin: 0x4002c29 in Foo.bind(null, 1), whose "
	"bindings are [Foo, null, 1], against 0x4002009, 0x2809 and 0x3821 "
	"in a named, an anonymous and a new Function function; bit 10 "
	"follows kNative 8 and kForceInline 9";
static const char SRC_3_14_BOUND[] = "FunctionBind of V8 3.14 (src/"
	"v8natives.js: a bound function is the JSFunction of the closure "
	"boundFunction, whose SharedFunctionInfo %FunctionBindArguments "
	"marks with the compiler hint kBoundFunction, and whose "
	"literals_or_bindings holds the bindings: JSFunction::"
	"kBoundFunctionIndex 0, kBoundThisIndex 1, the arguments from "
	"kBoundArgumentsStartIndex 2, as boundFunction reads them: "
	"bindings[0], bindings[1], bindings[i + 2]); kBoundFunction is bit "
	"13 of src/objects.h's CompilerHints (after kNative 12, the bit "
	"sfi_compiler_hints_native_bit already reads); measured on a Node.js "
	"0.10.48 core of es5/mdbv8.js: hints 0x56502 in the closure's "
	"SharedFunctionInfo (the metadata's int at 140), the only one of "
	"the core's 1014 with bit 13 set, its bindings a copy-on-write "
	"FixedArray of 6: doStuff, { thisObj: true } and the four strings "
	"bound";
static const char SRC_3_28_BOUND[] = "FunctionBind of V8 3.28 (src/"
	"v8natives.js, as in 3.14: the closure boundFunction, its "
	"SharedFunctionInfo marked kBoundFunction by %FunctionBindArguments, "
	"the bindings in literals_or_bindings, JSFunction::"
	"kBoundFunctionIndex 0, kBoundThisIndex 1, the arguments from 2); "
	"kBoundFunction is bit 8 of src/objects.h's CompilerHints "
	"(kAllowLazyCompilation 0, ..., kNative 6, kInlineBuiltin 7, "
	"kBoundFunction 8, kIsAnonymous 9, ..., kIsFunction 11); measured on "
	"a Node.js 0.12.18 core of es5/mdbv8.js: hints 0xb19 (lazy, strict, "
	"uses arguments, bound, anonymous, function) in the closure's "
	"SharedFunctionInfo (the metadata's int at 124), the only one of "
	"the core's 1505 with bit 8 set; its bindings a FixedArray of 6: "
	"doStuff, { thisObj: true } and the four strings bound";
static const char SRC_ARGS_ITER[] = "Accessors::ArgumentsIteratorGetter "
	"of V8 4.5 and 5.1 (src/accessors.cc: an arguments object's "
	"Symbol.iterator is an AccessorInfo whose getter returns the native "
	"context's array_values_iterator, NATIVE_CONTEXT_FIELDS of src/"
	"contexts.h); the slot measured on cores of inspect.js's twin: of "
	"the slots of the native context of the arguments map's "
	"constructor (137 on 4.9.1, 173 on 6.17.1), 126 holds the one "
	"function named ArrayValues (4.9.1) or values (6.17.1), what "
	"JavaScript's arguments[Symbol.iterator] named in the program's own "
	"truth; the getter a Foreign whose address "
	"(Foreign::kForeignAddressOffset 8, after the map) is the binary's "
	"Accessors::ArgumentsIteratorGetter";
static const char SRC_3_28_PROMISE[] = "promise.js of V8 3.28: a "
	"promise is a JSObject (no JS_PROMISE_TYPE) whose state and value "
	"are kept under the private symbols GLOBAL_PRIVATE(\"Promise#status\") "
	"(0 pending, +1 fulfilled, -1 rejected) and \"Promise#value\", as "
	"in 4.5; checked on cores of Node.js 0.12.18 (inspect.js's twin) "
	"holding a pending, a fulfilled (42) and a rejected promise, their "
	"states as the program's own handlers saw them";
static const char SRC_4_5_PROMISE[] = "promise.js of V8 4.5: a "
	"promise is a JSObject (no JS_PROMISE_TYPE) whose in-object fields "
	"are keyed by the private symbols Promise#status (0 pending, +1 "
	"fulfilled, -1 rejected), Promise#value, Promise#onResolve, "
	"Promise#onReject, then promise_has_handler_symbol (the names its "
	"map's descriptors give them); checked on a core of Node.js 4.9.1 "
	"holding a pending, a fulfilled (4242) and a rejected (4343) "
	"promise, their states as the program's own handlers saw them";
static const char SRC_4_5_CODE[] = "Code of V8 4.5 (the metadata: "
	"instruction size 56, gc_metadata 48, deoptimization data 24; flags "
	"at 64; Code::Kind FUNCTION 0, OPTIMIZED_FUNCTION 1, 15 kinds in a "
	"4-bit KindField); the shift measured on Node.js 4.9.1 cores of "
	"stack.js: flags 0x60 in the full-codegen code of finalStep and "
	"hotInline, 0xe0 in the optimized hotLoop's (kind_specific_flags2 "
	"0x7a1: bit 0, is_crankshafted, set)";
static const char SRC_4_5_RELOC[] = "RelocIterator::next of the Node.js "
	"4.9.1 binary, disassembled: the extra-tag format of 3.28 (tags 0 "
	"embedded object, 1 code target, 2 short data whose low bits are 0 "
	"id, 1 and 2 positions, 3 deopt reason, a 6-bit payload; 3 long: "
	"extra tag 15 a pc jump (top 1) or byte, 14 data (top 0 id, 3 "
	"comment, else a position), 13 a pool); RelocInfo::Mode numbers read "
	"off its RelocInfo::RelocModeName table (9 position, 10 statement "
	"position)";
static const char SRC_4_5_CRANK[] = "Crankshaft code of V8 4.5: "
	"Code::kKindSpecificFlags2Offset 72 (SafepointTableOffsetField: bit "
	"1, 30 bits), the SafepointTable (length, entry size, (pc, info) "
	"pairs; DeoptimizationIndexField 28 bits), DeoptimizationInputData "
	"(translation ByteArray 0, inlined function count 1, literal array "
	"2 of SharedFunctionInfos, OSR AST id 3, OSR pc 4, optimization id "
	"5, SFI 6, weak cell cache 7, entries of 4 from 8: AST id, "
	"translation index, arguments height, pc), full-codegen's PcField "
	"(bit 1 on); measured on a Node.js 4.9.1 core of stack.js (hotLoop, "
	"1152 bytes: safepoint table at 976, safepoint at its return "
	"address 612, deopt index 7 of 12 entries; its translation BEGIN "
	"JS_FRAME(3, literal 1: hotLoop's SFI) JS_FRAME_FUNCTION ... "
	"JS_FRAME(27, literal 0: hotInline's SFI)); the Translation opcodes "
	"(BEGIN 0, JS_FRAME 1, JS_FRAME_FUNCTION 21 without operands) and "
	"operand counts read off the binary's Translation::StringFor table "
	"and Translation::NumberOfOperandsFor jump table (0: 0x200000, 1: "
	"0x1fffd8, 2: 0x25, 3: 0x2)";
static const char SRC_4_5_CTX[] = "Context of V8 4.5 (the metadata's "
	"Context::closure_index 0, previous_index 1, global_object_index 3 "
	"and min_context_slots 4); measured on cores of Node.js 4.9.1 "
	"(jsmdbTargetKeeper's context: its closure jsmdbCaptureTarget, the "
	"previous context, Smi 0 as the extension, the global object, then "
	"capturedTarget)";
static const char SRC_4_5_SI[] = "ScopeInfo of V8 4.5: the Node.js 4.9.1 "
	"binary's ScopeInfo::FunctionContextSlotIndex and HasFunctionName "
	"read FunctionVariableField as flags & 0x600 (CONTEXT 0x400), "
	"ReceiverContextSlotIndex the receiver as flags & 0x180, scope_type "
	"flags & 0xf; the metadata's variable part from slot 6 (after the "
	"flags and the parameter, stack local, context local, context global "
	"and strong-mode free variable counts); checked on cores of Node.js "
	"4.9.1 (every ScopeInfo of a heap.js core with bits 9-10 set holds two "
	"slots more, the function name and its slot)";
static const char SRC_4_5_OBJ[] = "the class's layout in src/objects.h of "
	"V8 4.5 as the Node.js 4.9.1 metadata has it (JSRegExp::data at 24, "
	"the regexp's in-object source, global, ignoreCase, multiline and "
	"lastIndex after it); measured on cores of Node.js 4.9.1 (the "
	"RegExps of the census show those properties)";
static const char SRC_4_5_BUF[] = "JSArrayBuffer and JSArrayBufferView of "
	"V8 4.5 (the metadata's byte_length 24, raw_byte_offset 32, "
	"raw_byte_length 40, length 56); measured on cores of Node.js 4.9.1: "
	"an ArrayBuffer's backing store at 32 (its bytes are heap.js's), "
	"64 bytes with two internal fields and no weak list; a Uint8Array's "
	"elements an ExternalUint8Array (length 8, the external pointer 16, "
	"equal to its buffer's backing store plus its byte offset), 80 "
	"bytes with two internal fields; a Buffer is such a Uint8Array";
static const char SRC_4_5_PG[] = "MemoryChunk and Space of V8 4.5 "
	"(src/heap/spaces.h): the Node.js 4.9.1 binary's "
	"MemoryChunk::Initialize stores size 0, area 16-24, owner + 3 at 48, "
	"heap 56, write_barrier_counter_ 500 at 88, the sweeping state at "
	"104, clears the marking bitmap at 168 (0x4000 bytes, before the "
	"area at 0x4100) and sets IS_EXECUTABLE (bit 0); "
	"NewSpacePage::Initialize clears next_chunk_ 136 and prev_chunk_ 144 "
	"and sets IN_TO_SPACE 0x40 or IN_FROM_SPACE 0x20; measured on cores "
	"of Node.js 4.9.1: 1 MiB pages linked through 136 and 144 (the first "
	"page's prev and last page's next the anchor inside the space); a "
	"Space's heap_ at 8 and id_ at 16 (the Heap's spaces OLD 1, CODE 2, "
	"MAP 3, LO 4); a paged space's allocation area (top, limit) at 496; "
	"the new space's 568 past its to-space (the SemiSpace owning the "
	"to-space pages), its top in the first to-space page; the mark bits "
	"on a core of heap.js run with --no-concurrent-sweeping on node's "
	"command line (flags only the start-up sees on 4.5): its page "
	"pending sweeping (state 3), walked by them, skips 602864 unmarked "
	"bytes and every count equals the program's truth";
static const char SRC_4_5_SWEEP[] = "MemoryChunk::ParallelSweepingState "
	"of V8 4.5, as the Node.js 4.9.1 binary uses it: "
	"MarkCompactCollector::SweepSpace stores 3 (pending), "
	"SweepInParallel takes a page from 3, ParallelSweepSpaceComplete "
	"turns 1 (swept, its free list not yet taken) into 0 (done); "
	"measured on cores of Node.js 4.9.1 (the old pages in state 1 have "
	"zero mark bits; with sweeping off from start-up a page waits in "
	"state 3)";
static const char SRC_3_14_MD[] = "the Node.js 0.10.48 binary's own "
	"metadata (V8 3.14.5.11, v8dbg_* symbols), read under the names "
	"later releases' metadata uses; checked on cores of Node.js 0.10.48";
static const char SRC_SLOPPY_ARGS[] = "src/elements-kind.h's "
	"ElementsKind after DICTIONARY_ELEMENTS (6): V8 3.14's "
	"NON_STRICT_ARGUMENTS_ELEMENTS and 3.28's SLOPPY_ARGUMENTS_ELEMENTS "
	"(7), 4.5's and 5.1's FAST_ (7) and SLOW_SLOPPY_ARGUMENTS_ELEMENTS "
	"(8); the parameter map of src/objects.h (JSObject "
	"NON_STRICT_ARGUMENTS / SLOPPY_ARGUMENTS comment); checked on "
	"es5/inspect.js cores of Node.js 0.10.48, 0.12.18, 4.9.1, 6.17.1 "
	"(a mapped arguments object prints the values the program passed)";
static const char SRC_SLOPPY_ARGS_NEW[] = "src/objects/elements-kind.h: "
	"FAST_ and SLOW_SLOPPY_ARGUMENTS_ELEMENTS follow DICTIONARY_ELEMENTS, "
	"which the metadata numbers (elements_dictionary_elements: 6 on V8 "
	"6.2 and 6.8, 12 on 7.8 - 10.2, 13 on 10.8 - 14.6, read off every "
	"official binary of those lines); the parameter map a FixedArray "
	"[context, arguments, mapped...] until 8.4, from 9.4 a "
	"SloppyArgumentsElements (src/objects/arguments.tq: context, "
	"arguments, then length mapped entries); checked on inspect.js "
	"cores of Node.js 8.17.0, 10.24.1, 16.20.2, 22.23.3 and 26.10.0 "
	"(the mapped arguments object's map says kind 7, 7, 13, 14, 14 and "
	"it prints the values the program passed)";
static const char SRC_3_14_OBJ[] = "the class's layout in src/objects.h of "
	"V8 3.14, measured on cores of Node.js 0.10.48 (heap.js, demo.js, and "
	"a core holding a Set, a Map, a RegExp /ab+c/gi, a Date, a holey "
	"double array and a String wrapper, each printed as the program made "
	"it; a function context's extension Smi 0; jsmdbCounter's ScopeInfo "
	"flags 0x151: function scope, strict, function variable at bit 6)";
static const char SRC_3_14_GLOBALS[] = "src/globals.h and objects.h of V8 "
	"3.14 (kSmiTagSize 1, kPointerSize 8, kSlicedStringTag 3, "
	"kShortExternalStringMask 0x10, kIsSymbolMask 0x40 set on "
	"internalized strings; no ThinString, no weak references, no ES6 "
	"Symbol); checked on cores of Node.js 0.10.48";
static const char SRC_3_14_ITYPE[] = "InstanceType of V8 3.14 (src/"
	"objects.h INSTANCE_TYPE_LIST), numbered as the Node.js 0.10.48 "
	"binary's metadata numbers its neighbours (v8dbg_type_*); checked on "
	"cores of Node.js 0.10.48";
static const char SRC_3_14_NOTYPE[] = "src/objects.h of V8 3.14: no such "
	"instance type (no ES6 Symbol: the metadata's SYMBOL_TYPE is an "
	"internalized two-byte string; no Promise, bound function, error, "
	"typed array or ArrayBuffer types, no bytecode; out-of-object "
	"properties FixedArrays)";
static const char SRC_3_14_PROP[] = "PropertyDetails of V8 3.14 (src/"
	"property-details.h: TypeField bits 0-2 NORMAL 0, FIELD 1, "
	"CONSTANT_FUNCTION 2, CALLBACKS 3; AttributesField bits 3-5, "
	"DONT_ENUM 2; no representation; dictionaries: DeletedField bit 6, "
	"DictionaryStorageField from bit 7): a FIELD's index is the Smi in "
	"its descriptor's value slot; checked on cores of Node.js 0.10.48";
static const char SRC_3_14_MAP[] = "Map of V8 3.14 (src/objects.h: "
	"instance size in words a byte at 8, the in-object property count a "
	"byte at 9, the instance type a byte at 12, prototype 16, constructor "
	"24, bit_field3 a Smi at 56: EnumLength bits 0-10, "
	"NumberOfOwnDescriptors bits 11-21, DictionaryMap bit 24 as the "
	"metadata says); checked on cores of Node.js 0.10.48";
static const char SRC_3_14_FR[] = "V8 3.14 compiles JavaScript to "
	"machine code only (src/full-codegen.h, Crankshaft's src/hydrogen.h; "
	"no interpreter): StackFrame::ComputeType of the Node.js 0.10.48 "
	"binary, disassembled, reads an adaptor's marker Smi 8 at fp - 8 and "
	"a typed frame's at fp - 16 (the metadata's off_fp_marker); measured "
	"on a Node.js 0.10.48 core of stack.js: an exit frame's Code at fp - "
	"16, an adaptor's argument count Smi at fp - 24 (moreArgs: 3 passed, "
	"1 declared), arguments pushed in order, the receiver first, "
	"instructions inline at the metadata's Code::instruction_start 96";
static const char SRC_3_14_ENTRY[] = "JSFunction of V8 3.14 (src/"
	"objects.h: kCodeEntryOffset, the metadata's JSFunction::code at 24, "
	"holds the code's entry, the address of its first instruction): "
	"OptimizedFrame::GetDeoptimizationData of the Node.js 0.10.48 "
	"binary, disassembled, takes the Code as that word less 0x60 "
	"(Code::kHeaderSize 96, the metadata's instruction_start); measured "
	"on a Node.js 0.10.48 core of stack.js: finalStep's field "
	"0x...772a0, its full-codegen Code object at 0x...77240 (flags "
	"0xffffc000), hotLoop's its optimized code's (flags 0xffffc080)";
static const char SRC_3_14_HIDE[] = "Isolate's IsVisibleInStackTrace "
	"of V8 3.14 (src/isolate.cc: a builtin function shows only when "
	"native, kNative bit 12 of SharedFunctionInfo::compiler_hints, "
	"the metadata's int at 140; a builtin's script is not TYPE_NORMAL "
	"2); measured on a Node.js 0.10.48 core aborted in a valueOf called "
	"by + in a sort comparator under map under a JSON.parse reviver: "
	"hints 0x51006 in sort and map, 0x11006 in parse (shown), 0x50006 "
	"in ADD, ToPrimitive and DefaultNumber, 0x10002 in InsertionSort "
	"and QuickSort, 0x10006 in Revive (left out of Error.stack); "
	"Script::type Smi 0 for their scripts, 2 for the program's";
static const char SRC_3_14_CODE[] = "Code of V8 3.14 (the metadata: "
	"instruction size 8, relocation info 12, deoptimization data 28, "
	"the fields unaligned); StackFrame::ComputeType of the Node.js "
	"0.10.48 binary, disassembled, reads the flags at 56 and masks the "
	"kind with 0x780 (shift 7, 4 bits) against 0x80 (OPTIMIZED_FUNCTION "
	"1); measured on a Node.js 0.10.48 core of stack.js: flags "
	"0xffffc000 (FUNCTION 0) in finalStep's full-codegen code, "
	"0xffffc080 in the optimized hotLoop's";
static const char SRC_3_14_RELOC[] = "RelocIterator::next of the Node.js "
	"0.10.48 binary, disassembled (the build has no RelocModeName): "
	"read backwards; tags 0 embedded object (mode 5), 1 code target "
	"(0), 2 locatable whose data byte's low bits are 0 id (mode 1), 1 "
	"position (mode 10), else statement position (11), a 6-bit signed "
	"payload; 3 long: extra tag 15 a pc jump (top 1) or a pc byte, 14 "
	"data (top 0 an id, int; 1 and 2 positions, int; 3 a comment, "
	"intptr_t), 13 with top tag 3 a constant pool (int), else mode "
	"extra + 1 (LAST_COMPACT_ENUM) with a pc byte";
static const char SRC_SAFEPOINT[] = "SafepointTable of V8 3.14 - 5.1 "
	"(src/safepoint-table.h: kLengthOffset 0, kEntrySizeOffset 4, "
	"kHeaderSize 8, then kPcAndDeoptimizationIndexSize 8 per entry, the "
	"pc at 0 and the deoptimization index and arguments at 4); read in "
	"SafepointTable::SafepointTable of the Node.js 0.10.48 binary, "
	"disassembled, and checked on the stack.js cores of 0.10, 0.12, 4 "
	"and 6 (hotLoop's return address found in its table)";
static const char SRC_3_14_CRANK[] = "Crankshaft code of V8 3.14, from "
	"the Node.js 0.10.48 binary, disassembled: SafepointTable::"
	"SafepointTable (kind-specific flags 2 at 64, the table's offset "
	"from bit 6; length, entry size, (pc, info) pairs of 8), Optimized"
	"Frame::GetDeoptimizationData (deopt index 28 bits, 0xfffffff none), "
	"OptimizedFrame::Summarize (DeoptimizationInputData: translation "
	"ByteArray 0, literals 2, entries of 4 from 5, translation index "
	"at 1; opcodes JS_FRAME 1 (AST id, JSFunction literal, height), "
	"CONSTRUCT_STUB_FRAME 2; full-codegen's pc and state: pc from bit "
	"1), OptimizedFrame::LiteralAt (kSelfLiteralId -239), Translation::"
	"NumberOfOperandsFor's jump table (0: 0x10000, 1: 0x7fd8, 2: "
	"0x8025, 3: 0x2); measured on a Node.js 0.10.48 core of stack.js "
	"(hotLoop, 967 bytes: safepoint table at 904, its return address "
	"574 with deopt index 7 of 12 entries, translation 140: BEGIN(2, 2) "
	"JS_FRAME(83, self, 3) ... JS_FRAME(10, literal 0: hotInline, 2))";
static const char SRC_3_14_EXTSTR[] = "ExternalString of V8 3.14 "
	"(src/objects.h: kResourceOffset 24, the metadata's, then "
	"kResourceDataOffset, the cached data pointer, absent from short "
	"external strings); measured on llnode.js cores of Node.js 0.10.48: "
	"the script name \"node.js\" (an external one-byte string of "
	"node::ImmutableAsciiSource) has at 32 its resource's data pointer, "
	"the characters in the binary's .rodata";
static const char SRC_3_14_STACK[] = "captureStackTrace and "
	"DefineOneShotAccessor of V8 3.14 (src/messages.js): an error's "
	"\"stack\" is an AccessorPair whose getter is a closure of "
	"DefineOneShotAccessor(obj, name, fun); its context (MIN_CONTEXT_SLOTS "
	"4: closure, previous, extension, global) keeps obj, then value, then "
	"value_factory, which the getter sets to null once it stored the "
	"formatted text in value (the natives are minified: a, d, g); "
	"checked on cores of Node.js 0.10.48 (inspect.js's twin): slot 4 the "
	"error, 5 the text the program's own read of err.stack gave, 6 null";
static const char SRC_3_14_PG[] = "MemoryChunk, Page and the spaces "
	"of V8 3.14 (src/spaces.h: next_chunk_ 0, prev_chunk_ 8, size_ 16, "
	"flags_ 24, area 32-40, owner_ 64 + kPageHeaderTag 3, heap_ 72; "
	"flags IS_EXECUTABLE 0, ABOUT_TO_BE_FREED 1, IN_FROM_SPACE 5, "
	"IN_TO_SPACE 6, WAS_SWEPT_PRECISELY 11, WAS_SWEPT_CONSERVATIVELY 12); "
	"offsets measured on cores of Node.js 0.10.48";
static const char SRC_3_14_HANDLES[] = "the handle scopes of V8 3.14 "
	"(src/isolate.h: Isolate::heap_, handle_scope_data_ {next, limit, "
	"level}, handle_scope_implementer_; src/api.h: HandleScopeImplementer "
	"isolate_, blocks_ a List<Object**> {data_, capacity_, length_}, "
	"entered_contexts_, saved_contexts_, spare_, call_depth_, "
	"last_handle_before_deferred_block_, kHandleBlockSize KB - 2 words; "
	"api.cc IterateThis: every block but the last whole, the last up to "
	"next); offsets measured by ::dis in the Node.js 0.10.48 binary: "
	"Isolate::Isolate (Heap::Heap on this + 0x10; zeroes 0x2d38 and "
	"0x2d50), HandleScope::Extend (next 0x2d38, limit 0x2d40, level "
	"0x2d48 of the isolate, the implementer at 0x2d50, its blocks' data "
	"at 8 and length at 0x14, spare_ at 0x38, a block's limit its start "
	"+ 0x1ff0, a new block NewArray(0x3fe)), HandleScope::"
	"DeleteExtensions and HandleScopeImplementer::IterateThis (the same, "
	"last_handle_before_deferred_block_ at 0x48); checked on 12 heap.js "
	"cores (by the walk) and 2 demo.js cores (by hand) of Node.js "
	"0.10.48: Isolate::default_isolate_ is the Heap of every page less "
	"0x10, the implementer's isolate_ that isolate, one block of "
	"capacity 7, next within it, limit its end";
static const char SRC_3_14_NOETERNAL[] = "the Node.js 0.10.48 binary (V8 "
	"3.14.5.11) has no v8::internal::EternalHandles symbol (nm -C: none), "
	"the Node.js 0.12.18 binary (V8 3.28.71.20) has EternalHandles::"
	"IterateAllRoots and 7 others";
static const char SRC_GH_10_2[] = "V8 10.2's global handles "
	"(src/handles/global-handles.cc: GlobalHandles { isolate_, ..., "
	"regular_nodes_, ..., traced_nodes_ }, NodeSpace { global_handles_, "
	"first_block_, first_used_block_, ... }, NodeBlock { nodes_[256], "
	"next_, global_handles_, space_, next_used_, ... }, NodeBase { "
	"object_, class_id_, index_, flags_, data_ (a NORMAL node's label) }, "
	"Node::State FREE 0, NORMAL 1 (IsStrongRetainer), WEAK 2 (IsWeak), "
	"PENDING 3 and NEAR_DEATH 4 (only within a GC)); offsets as ::dis "
	"of the Node.js 18.20.8 binary (V8 10.2.154.26) shows them: "
	"GlobalHandles::IterateStrongRoots (regular_nodes_ at 0x10, its "
	"first used block at 0x10, nodes << 5, (flags at 0xb & 7) == 1, the "
	"label at 0x10 passed as the description, next_used_ at 0x2018), "
	"IterateWeakRoots (the same with == 2; then traced_nodes_ at 0x30: "
	"24-byte nodes, in use when flags at 0xb & 3, next_used_ at 0x1818, "
	"visited as weak kGlobalHandles roots too), "
	"Heap::IterateWeakGlobalHandles (Heap::isolate_ at 0x50, the "
	"isolate's global_handles_ at 0xd7a8), Isolate::ClearKeptObjects "
	"(the Heap at 0xc638 into the isolate: global_handles_ 0x1170 "
	"past it); checked on the snapshot-node18 core (every block's "
	"global_handles_ and space_, the GlobalHandles' isolate_ the Heap's)";
static const char SRC_GH_12_4[] = "V8 12.4's global handles "
	"(src/handles/global-handles.cc as in 10.2, but GlobalHandles { "
	"isolate_, regular_nodes_, ... } and Node::State FREE 0, NORMAL 1, "
	"WEAK 2, NEAR_DEATH 3 (only within a GC), two bits; traced handles "
	"apart, the root category \"(Traced handles)\"); offsets as ::dis of "
	"the Node.js 22.0.0 (V8 12.4.254.14) and 22.23.3 (12.4.254.21) "
	"binaries shows them alike: GlobalHandles::IterateStrongRoots and "
	"IterateWeakRoots (regular_nodes_ at 8, first used block at 0x10, "
	"nodes << 5, (flags at 0xb & 3) == 1 or 2, the label at 0x10, "
	"next_used_ at 0x2018), Heap::IterateWeakGlobalHandles (Heap::"
	"isolate_ at 0x18), api_internal::GlobalizeReference and Isolate::"
	"ClearKeptObjects (global_handles_ 0xeda8 and 0xedd8, the Heap 0xde70 "
	"and 0xdea0 into the isolate: 0xf38 apart on both); checked on the "
	"snapshot-node22 core";
static const char SRC_GH_13_6[] = "V8 13.6's global handles "
	"(src/handles/global-handles.cc as in 12.4); offsets as ::dis of the "
	"Node.js 24.0.0 (V8 13.6.233.8) and 24.21.0 (13.6.233.17) binaries "
	"shows them alike: GlobalHandles::IterateStrongRoots and "
	"IterateWeakRoots (regular_nodes_ at 8, first used block at 0x10, "
	"nodes << 5, (flags at 0xb & 3) == 1 or 2, the label at 0x10, "
	"next_used_ at 0x2018), Heap::IterateWeakGlobalHandles (Heap::"
	"isolate_ at 0x18), api_internal::GlobalizeReference and Isolate::"
	"ClearKeptObjects (global_handles_ 0xfd08 and 0xfd10, the Heap 0xeff0 "
	"and 0xeff8 into the isolate: 0xd18 apart on both); checked on the "
	"snapshot-node24 core";
static const char SRC_ARM64_12_4[] = "V8 12.4 on arm64 (the official "
	"Node.js 22.23.3 linux-arm64 binary, the only arm64 build in the "
	"corpus, run under qemu-user): Heap::isolate_ at 0x18 as on x64; the "
	"isolate's global_handles_ and eternal_handles_ 0xf60 and 0xfe8 past "
	"the Heap (0x28 further than on x64; eternal_handles_ 0x88 past "
	"global_handles_ as there), found on the heap-node22-arm64 and "
	"snaproots-node22-arm64 cores as the GlobalHandles whose isolate_ is "
	"the Heap's and whose NodeSpace names it back, and the "
	"EternalHandles whose size_ is the count of V8's own snapshot "
	"(553); the roots table's strong roots 0x1a10 into the isolate as on "
	"x64 (an AccessorInfo first, a Map before, the Smi root 101 after); "
	"one for one V8's own edges on the snaproots-node22-arm64 core, "
	"whose snapshot V8 wrote under qemu-user "
	"(tests/corpus/test_heapsnapshot.py)";
static const char SRC_STACK_ROOTS[] = "V8's stack roots of interpreted "
	"and baseline frames: src/execution/frames.cc of V8 10.2, 12.4 and "
	"13.6, StackFrame::Iterate of an unoptimized JavaScript frame "
	"(CommonFrame::IterateExpressions: the words from the frame's sp up "
	"to fp + StandardFrameConstants::kLastObjectOffset, the context "
	"slot, but the argument count at kArgCOffset; the offsets are the "
	"postmortem metadata's off_fp_*), as Isolate::Iterate visits the "
	"frames of its thread, innermost first, under Root::kStackRoots; "
	"checked on the snaproots-node18, 22 and 24 cores (corpora/node/"
	"snaproots.js): the objects only interpreted frames' locals and "
	"parameters hold are retained by jsmdb's stack roots as by V8's "
	"own snapshot (tests/corpus/test_heapsnapshot.py)";
static const char SRC_TF_STACK_ROOTS[] = "V8's stack roots of TurboFan "
	"frames: TurbofanFrame::Iterate (src/execution/frames.cc; "
	"OptimizedFrame::Iterate in V8 10.2) visits the words the frame "
	"pushed for its callee (sp up to the spill slots), the spill slots "
	"whose bit the safepoint entry at the return address sets (bit i of "
	"byte j: slot 8j + i above the lowest spill slot), then the fixed "
	"part but the argument count (function, context); the spill slots "
	"are Code::stack_slots() less the fixed frame (kFixedFrameSizeFromFp "
	"+ kFixedFrameSizeAboveFp).  The table (SafepointTable, "
	"src/codegen/safepoint-table.h; V8 13: its stack slots first, "
	"kSafepointTableStackSlotsOffset of safepoint-table-base.h) is the "
	"first thing in the code's metadata, after its instructions: a "
	"header (length, entry configuration: HasDeoptDataField bit 0, "
	"RegisterIndexesSizeField, PcSizeField, DeoptIndexSizeField 3 bits "
	"each from bit 1, TaggedSlotsBytesField 22 bits from bit 10), the "
	"entries (pc, then deopt index + 1 and trampoline pc + 1 where the "
	"table has deopt data, then the register bytes), then each entry's "
	"tagged-slot bytes; Code::stack_slots() is in Code's flags "
	"(StackSlotsField, 24 bits from bit 5) before V8 13.  Measured on "
	"the snaproots-node18, 22 and 24 cores (corpora/node/snaproots.js): "
	"jsmdbRootsOpt's TurboFan code (kind 13 on V8 10.2, 12 on 12.4 and "
	"13.6; flags 0xfd, 0xfc, 0x13c; on V8 10.2 x64 its metadata size, "
	"20, the u32 at 44 after the instruction size at 40: "
	"Code::kMetadataSizeOffset, src/objects/code.h) has a table of 3 entries, "
	"configuration 0x491, whose entry at the return address (pc offset "
	"0x7d, 0x7c, 0x8d) sets bits 0 and 1: the two spill slots, holding "
	"the JsmdbStackOptD and the context, that V8's own snapshot lists "
	"under (Stack roots) between the word pushed for the callee and the "
	"function; stack slots 7 (flags >> 5 on 10.2 and 12.4; the table's "
	"first word on 13.6)";
static const char SRC_MG_STACK_ROOTS[] = "V8's stack roots of Maglev "
	"frames: MaglevFrame::Iterate (src/execution/frames.cc of V8 13.6) "
	"visits the words from sp up to the registers the call pushed, the "
	"tagged ones of those, the tagged spill slots (the first "
	"MaglevSafepointTable::num_tagged_slots() below the fixed part), "
	"then function and context; the table (src/codegen/"
	"maglev-safepoint-table.h) starts with the stack slots "
	"(kSafepointTableStackSlotsOffset) and has num_tagged_slots at 12.  "
	"Measured on a snaproots-node24 core of corpora/node/snaproots.js "
	"with jsmdbRootsMaglev optimized by Maglev: its table has 5 entries, "
	"stack slots 7, configuration 0xa3, 2 tagged slots, the entry at the "
	"return address (0x101) no registers pushed; V8's own snapshot lists "
	"the word pushed for the callee, the JsmdbStackMaglevF in both spill "
	"slots, the function and the context";
static const char SRC_STRONG_ROOTS[] = "V8's strong root list: the "
	"isolate's RootsTable (src/roots/roots.h of V8 10.2, 12.4, 13.6: the "
	"read-only roots first, then kFirstStrongRoot .. kLastStrongRoot, "
	"ACCESSOR_INFO_LIST first (arguments_iterator_accessor), then the "
	"Smi roots), which Heap::IterateRoots visits as one range "
	"(roots_table().strong_roots_begin() .. strong_roots_end(), "
	"Root::kStrongRootList: \"(Strong roots)\" in V8 10.2's "
	"src/objects/visitors.h, \"(Strong root list)\" in 12.4's and "
	"13.6's, where \"(Strong roots)\" is Heap::strong_roots_head_'s "
	"list); the RootsTable is in IsolateData, the Isolate's first part, "
	"whose layout generated code addresses from the root register, so "
	"it does not move between builds of a release.  Measured from "
	"Heap::isolate_ (SRC_GH_*): the run of 81, 96 and 104 heap objects at "
	"0x16e8, 0x1a10 and 0x22a0 into the isolate, the first an "
	"AccessorInfo, the next word a Smi, on the cores of Node.js 18.20.8 "
	"(snapshot-node18), 22.0.0 and 22.23.3 (demo-node22.0, "
	"snapshot-node22), 24.0.0 and 24.21.0 (demo-node24.0, "
	"snapshot-node24); one for one V8's own strong root list edges on "
	"the snapshot and snaproots cores (tests/corpus/test_heapsnapshot.py)";
static const char SRC_RO_ROOTS[] = "V8's read-only roots: the "
	"isolate's RootsTable (src/roots/roots.h of V8 10.2, 12.4, 13.6: "
	"READ_ONLY_ROOT_LIST first, from free_space_map, up to "
	"kFirstStrongRoot; Heap::IterateRoots / ReadOnlyRoots::Iterate visit "
	"them as Root::kReadOnlyRootList, \"(Read-only roots)\" in "
	"src/objects/visitors.h); the RootsTable is IsolateData::roots_table_ "
	"(src/execution/isolate-data.h), whose offset generated code uses "
	"from the root register.  Measured on the cores: the roots table's "
	"first word, free_space_map (a Map of FREE_SPACE_TYPE), at 0x120 "
	"into the isolate on Node.js 18.20.8 (snapshot-node18; and on "
	"18.0.0's V8 10.1, demo-node18.0, which has no rows), 0x250 on "
	"22.0.0 and 22.23.3 (demo-node22.0, snapshot-node22; and 22.23.3 "
	"linux-arm64 under qemu-user, snaproots-node22-arm64), 0x280 on "
	"24.0.0 and 24.21.0 (demo-node24.0, "
	"snapshot-node24: the word before it, 0x278, is undefined, another "
	"IsolateData field); the read-only roots run up to "
	"isolate_strong_roots: 697, 760 and 1028 of them on 18.20.8, "
	"22.23.3 and 24.21.0, V8's own snapshots' (Read-only roots) edges "
	"one for one (tests/corpus/test_heapsnapshot.py)";
static const char SRC_BUILTINS[] = "V8's builtins: IsolateData "
	"(src/execution/isolate-data.h of V8 10.2, 12.4, 13.6) holds "
	"builtin_tier0_table_[kBuiltinTier0Count] near its start and "
	"builtin_entry_table_[kBuiltinCount] then builtin_table_"
	"[kBuiltinCount] (the Code of each builtin, by Builtin id) further "
	"on; the tier-0 builtins are the first kBuiltinTier0Count builtins "
	"(src/builtins/builtins.h: kFirst .. kLastTier0, the same Code "
	"objects).  Heap::IterateBuiltins (src/heap/heap.cc) visits "
	"builtin_table_ in id order then builtin_tier0_table_, as "
	"Root::kBuiltins.  Measured on the cores: the tier-0 table at 0x90 "
	"(10 builtins) on Node.js 18.20.8 (and 18.0.0's V8 10.1), 0x88 (7) on "
	"22.0.0 and "
	"22.23.3 (x64 and arm64), 0x90 (7) on 24.0.0 and 24.21.0; the main "
	"table moves with the count of builtins and roots between builds of "
	"a release (0x9670 and 2301 on 22.0.0, 0x9688 and 2304 on 22.23.3; "
	"0xa4e8 and 0xa4f0, 2384, on 24.0.0 and 24.21.0), so it is found, "
	"not read at an offset: isolate_builtins_from .. "
	"isolate_builtins_to bytes into the isolate, where the tier-0 "
	"table's Code objects start a run of Code objects as long as the "
	"run of words that are no object before it (the entry table) and "
	"no Code follows; V8's own snapshots' (Builtins) edges one for one "
	"on snapshot-node18, 22, 24 and snaproots-node22-arm64 "
	"(tests/corpus/test_heapsnapshot.py)";
static const char SRC_EXT_STRINGS[] = "V8's external string table: "
	"Heap::external_string_table_ (src/heap/heap.h of V8 10.2, 12.4, "
	"13.6: class ExternalStringTable { Heap* const heap_; "
	"std::vector<Object> young_strings_; std::vector<Object> "
	"old_strings_; }), visited young then old by "
	"ExternalStringTable::IterateAll as Root::kExternalStringsTable "
	"(\"(External strings)\").  Measured on the cores as the words of "
	"the Heap that name the Heap itself followed by two vectors of "
	"external strings: 0xc98 into the Heap on Node.js 18.20.8 "
	"(snapshot-node18), 0xa48 on 22.0.0 and 22.23.3 x64 (demo-node22.0, "
	"snapshot-node22), 0xa58 on 22.23.3 arm64 (snaproots-node22-arm64), "
	"0xa90 on 24.0.0 and 24.21.0 (demo-node24.0, snapshot-node24); 33, "
	"95 and 104 old strings, V8's own snapshots' (External strings) "
	"edges one for one (tests/corpus/test_heapsnapshot.py)";
static const char SRC_OBJ_CACHES[] = "V8's startup and shareable object "
	"caches: Isolate::startup_object_cache_ and "
	"shared_heap_object_cache_ (src/execution/isolate.h of V8 10.2, "
	"12.4, 13.6: std::vector<Object>, one after the other), which "
	"SerializerDeserializer::IterateStartupObjectCache and "
	"IterateSharedHeapObjectCache (src/snapshot/serializer-"
	"deserializer.cc) visit up to the first undefined, the cache's end "
	"marker, as Root::kStartupObjectCache and kSharedHeapObjectCache.  "
	"Their place moves between builds of a release (0xea20 into the "
	"isolate on Node.js 18.20.8; 0x100c8 on 22.0.0, "
	"0x100e0 on 22.23.3, 0x10110 on 22.23.3 arm64; 0x11010 on 24.0.0, "
	"0x11018 on 24.21.0), so they are found within "
	"isolate_object_caches_from .. _to of the isolate; 4842 and 4997, "
	"4898 and 7116, 5320 and 7703 elements on snapshot-node18, 22 and 24, "
	"V8's own snapshots' edges one for one "
	"(tests/corpus/test_heapsnapshot.py)";
static const char SRC_TAGGED_END[] = "where the tagged fields of a "
	"BytecodeArray and of a Code end, the rest raw: src/objects/"
	"bytecode-array.h and code.h of V8 10.2 (BytecodeArray: length, "
	"constant_pool, handler_table, source_position_table, then "
	"frame_size (int32) at 40; Code: relocation_info, "
	"deoptimization_data, position_table, code_data_container, then "
	"instruction_size (int32) at 40, as the metadata's "
	"class_Code__instruction_size says), 12.4 and 13.6 (BytecodeArray: "
	"length, wrapper, source_position_table, handler_table, "
	"constant_pool, then frame_size at 48, the bytecodes at 64 as the "
	"metadata's class_BytecodeArray__data says; Code: "
	"deoptimization_data_or_interpreter_data, position_table, wrapper "
	"(the metadata's class_Code__wrapper: 24), instruction_stream, then "
	"instruction_start at 40, the metadata's); V8's snapshots have "
	"these edges (BytecodeArray -> TrustedByteArray, BytecodeWrapper, "
	"constant pool; Code -> CodeWrapper, deoptimization_data) and jsmdb's "
	"then leave 8,600 fewer trusted objects unreachable on the "
	"snaproots-node22 core";
static const char SRC_STRING_TABLE[] = "V8's string table: "
	"Isolate::string_table_ (src/execution/isolate.h of V8 10.2, 12.4, "
	"13.6: a pointer to a StringTable whose first member is std::atomic"
	"<Data*> data_), StringTable::Data (src/objects/string-table.cc: "
	"std::unique_ptr<Data> previous_data_, then number_of_elements_, "
	"number_of_deleted_elements_, capacity_ (ints; 12.4 and 13.6 in "
	"OffHeapHashTableBase, src/objects/off-heap-hash-table.h, the same "
	"order), then the elements, empty_element() Smi 0, deleted_element() "
	"Smi 1), visited by StringTable::IterateElements as "
	"Root::kStringTable (\"(Internalized strings)\").  The pointer is at "
	"a fixed distance from the Heap, as global_handles_: 0xea8 on "
	"Node.js 18.20.8, "
	"0xc80 on 22.0.0 and 22.23.3 x64, 0xca0 on 22.23.3 arm64, 0xb98 on "
	"24.0.0 and 24.21.0; measured on the cores as the table whose "
	"counts hold: 6682, 9368 and 10029 strings in 16384 slots on "
	"snapshot-node18, 22 and 24, V8's own snapshots' (Internalized "
	"strings) edges one for one (tests/corpus/test_heapsnapshot.py)";
static const char SRC_EH[] = "V8's eternal handles (src/handles/"
	"global-handles.h, global-handles.cc of V8 10.2, 12.4 and 13.6: "
	"EternalHandles { int size_; std::vector<Address *> blocks_; ... }, "
	"blocks of kSize = 256 slots, a new block pushed when size_ fills "
	"the last; IterateAllRoots visits min(size_ left, 256) slots of each "
	"block as kEternalHandles roots, no description); offsets as ::dis "
	"shows them on the Node.js 18.20.8, 22.0.0, 22.23.3, 24.0.0 and "
	"24.21.0 binaries: EternalHandles::IterateAllRoots (size_ the int at "
	"0, blocks_ begin and end at 8 and 0x10, 0x100 slots of 8 bytes) and "
	"api_internal::Eternalize (Isolate::eternal_handles_ at 0xd7b0; "
	"0xee30, 0xee60; 0xfd78, 0xfd80: 8, 0x88 and 0x70 past "
	"global_handles_ on each release's two builds, so 0x1178, 0xfc0 and "
	"0xd88 past the Heap; SRC_GH_*); checked on the snapshot-node18, 22 "
	"and 24 cores (blocks_ holds ceil(size_ / 256) blocks)";
static const char SRC_3_28_MD[] = "the Node.js 0.12.18 binary's own "
	"metadata (V8 3.28.71.20, v8dbg_* symbols), read under the names "
	"later releases' metadata uses; checked on cores of Node.js 0.12.18";
static const char SRC_3_28_OBJ[] = "the class's layout in src/objects.h of "
	"V8 3.28 (as mdb_v8 read it for Node.js 0.12: src/mdb_v8.c "
	"v8_offsets[]); checked on cores of Node.js 0.12.18";
static const char SRC_3_28_EXTSTR[] = "ExternalString of V8 3.28 (src/"
	"objects.h: kResourceOffset 24, the metadata's; kResourceDataOffset "
	"the next word, a cache of the resource's data() that short "
	"external strings, kShortExternalStringMask 0x10, lack); checked on "
	"cores of Node.js 0.12.18 (inspect.js's twin): the 1040000-byte "
	"external one-byte and 2080000-byte two-byte strings node's "
	"ExternString made (types 0x46, 0x42) are 40 bytes, their word at 32 "
	"equals data_ of the resource at 24 (node::ExternString: vtable, "
	"isolate, data_, length_) and reads as the program's text";
static const char SRC_3_28_GLOBALS[] = "src/globals.h and objects.h of V8 "
	"3.28 (kSmiTagSize 1, kPointerSize 8, kShortExternalStringMask 0x10, "
	"kIsNotInternalizedMask 0x40; no ThinString, no weak references); "
	"checked on cores of Node.js 0.12.18";
static const char SRC_3_28_ITYPE[] = "InstanceType of V8 3.28 (src/"
	"objects.h INSTANCE_TYPE_LIST), numbered as the Node.js 0.12.18 "
	"binary's metadata numbers its neighbours (v8dbg_type_*); checked on "
	"cores of Node.js 0.12.18";
static const char SRC_3_28_NOTYPE[] = "src/objects.h of V8 3.28: no such "
	"instance type (Promises are JS objects, bound functions JSFunctions "
	"with bindings, out-of-object properties FixedArrays, no bytecode)";
static const char SRC_3_28_PROP[] = "PropertyDetails of V8 3.28 (src/"
	"property-details.h: TypeField bits 0-2 NORMAL 0, FIELD 1, CONSTANT 2, "
	"CALLBACKS 3; AttributesField bits 3-5, DONT_ENUM 2; "
	"RepresentationField bits 6-9, kDouble 7; FieldIndexField bits 20-29, "
	"the metadata's prop_index; dictionaries: DeletedField bit 6, "
	"DictionaryStorageField from bit 7): a FIELD keeps its value in the "
	"object, a CONSTANT or CALLBACKS in the descriptor; checked on cores "
	"of Node.js 0.12.18";
static const char SRC_3_28_PG[] = "MemoryChunk, Page and the spaces "
	"of V8 3.28 (src/heap/spaces.h, src/globals.h AllocationSpace); "
	"offsets measured on cores of Node.js 0.12.18 (page headers, their "
	"owner spaces by vtable, page lists, allocation areas)";
static const char SRC_3_28_LAB[] = "PagedSpace of V8 3.28 "
	"(src/heap/spaces.h: allocation_info_, the (top, limit) of its "
	"linear allocation area, after the free list); measured on the "
	"heap.js, demo.js and stack.js cores of Node.js 0.12.18: at 512 "
	"from each paged space (the pages' owner) a (top, limit) pair on a "
	"page of that space, for all 6 spaces of each core, the limit the "
	"page's area end or inside it; at 384 (an earlier entry) zeros, "
	"which left the walk going through the unallocated rest of the "
	"area (2 places, 200 bytes, on heap-node0.12, each at a top)";
static const char SRC_3_28_CTX[] = "Context of V8 3.28 (src/contexts.h: "
	"CLOSURE_INDEX 0, PREVIOUS_INDEX 1, EXTENSION_INDEX 2, "
	"GLOBAL_OBJECT_INDEX 3, MIN_CONTEXT_SLOTS 4); checked on cores of "
	"Node.js 0.12.18 (closures' contexts)";
static const char SRC_3_28_SI[] = "ScopeInfo of V8 3.28 (src/scopeinfo.h "
	"and objects.h: kFlags, kParameterCount, kStackLocalCount, "
	"kContextLocalCount, kVariablePartIndex 4; ScopeTypeField 3 bits, "
	"FunctionVariableField at 5); checked on cores of Node.js 0.12.18 "
	"(closures' variable names)";
static const char SRC_3_28_SFI[] = "SharedFunctionInfo of V8 3.28 "
	"(src/objects.h: on 64-bit the int fields pair up in words, the "
	"first of each pair a pseudo-Smi holding its value shifted left by "
	"one: start_position_and_type the position above the is-expression "
	"and is-toplevel bits); measured on cores of Node.js 0.12.18";
static const char SRC_3_28_BUF[] = "JSArrayBuffer, JSArrayBufferView, "
	"JSTypedArray and ExternalArray of V8 3.28 (src/objects.h); measured "
	"on heap.js cores of Node.js 0.12.18 (the bytes the program wrote)";
static const char SRC_3_28_FR[] = "V8 3.28 compiles JavaScript to "
	"machine code only (src/full-codegen.h, Crankshaft's src/hydrogen.h; "
	"no interpreter): StandardFrameConstants (src/frames.h, "
	"x64/frames-x64.h: context at fp - 8, function or a typed frame's "
	"marker Smi at fp - 16, the metadata's off_fp_marker), "
	"ArgumentsAdaptorFrameConstants::kLengthOffset fp - 24 (the marker "
	"ARGUMENTS_ADAPTOR in the context slot), ExitFrameConstants::"
	"kCodeOffset fp - 16; arguments pushed in order, the receiver first; "
	"checked on Node.js 0.12.18 cores of stack.js and demo.js";
static const char SRC_3_28_RELOC[] = "RelocInfoWriter and RelocIterator "
	"of V8 3.28 (src/assembler.cc: read backwards; tags 0 embedded "
	"object, 1 code target, 2 locatable (data tag 0 id, 1 position, 2 "
	"statement position), 3 long records whose extra tag 15 is a pc "
	"jump, 14 a data jump (int; intptr_t for a comment), 13 a pool "
	"(int), others mode - LAST_COMPACT_ENUM (1)); RelocInfo::Mode "
	"numbers read off the Node.js 0.12.18 binary's RelocInfo::"
	"RelocModeName jump table (9 position, 10 statement position)";
static const char SRC_3_28_CODE[] = "Code of V8 3.28 (src/objects.h: "
	"kFlagsOffset after the int kICAgeOffset, the metadata's "
	"gc_metadata 52 + 8; Code::Kind FUNCTION 0, OPTIMIZED_FUNCTION 1, "
	"KindField 4 bits); the shift measured on Node.js 0.12.18 cores of "
	"stack.js: flags 0x60 in the full-codegen code of finalStep and "
	"moreArgs, 0xe0 in the optimized hotLoop's (kind_specific_flags2 "
	"bit 0, is_crankshafted, set in it alone)";
static const char SRC_5_1_FR[] = "V8 5.1 runs full-codegen and "
	"Crankshaft code (Node.js 6 does not turn Ignition on): "
	"StandardFrameConstants::kMarkerOffset fp - 16 (src/frames.h; the "
	"binary's metadata lacks off_fp_marker), ArgumentsAdaptorFrame"
	"Constants::kLengthOffset fp - 24, ExitFrameConstants::kCodeOffset "
	"fp - 16 (x64/frames-x64.h); arguments pushed in order, the receiver "
	"first; checked on Node.js 6.17.1 cores of stack.js and demo.js";
static const char SRC_5_1_RELOC[] = "RelocInfoWriter and RelocIterator "
	"of V8 5.1 (src/assembler.cc: read backwards; tags 0 embedded "
	"object, 1 code target, 2 short data (data tag 0 id, 1 position, 2 "
	"statement position, 3 deopt reason), 3 a long record: the mode, "
	"a pc byte (PC_JUMP: a variable-length jump) and an int for "
	"CODE_TARGET_WITH_ID, positions, pools and DEBUG_BREAK_SLOT_AT_CALL, "
	"an intptr_t for COMMENT); the RelocInfo::Mode numbers read off the "
	"Node.js 6.17.1 binary's RelocInfo::RelocModeName jump table";
static const char SRC_5_1_CODE[] = "Code of V8 5.1 (src/objects.h: "
	"kFlagsOffset after the int kInstructionSizeOffset 56 and kICAge"
	"Offset; Code::Kind FUNCTION 0, OPTIMIZED_FUNCTION 1, KindField 5 "
	"bits); the shift measured on Node.js 6.17.1 cores of stack.js: "
	"flags 0x30 in the full-codegen code of finalStep, moreArgs, start "
	"and InnerArrayForEach, 0x70 in the optimized hotLoop's "
	"(kind_specific_flags2 bit 0, is_crankshafted, set in it alone)";
static const char SRC_5_1_CRANK[] = "Crankshaft code of V8 5.1: "
	"Code::kKindSpecificFlags2Offset 72 (SafepointTableOffsetField: bit "
	"1, 30 bits, after is_crankshafted), the SafepointTable (src/"
	"safepoint-table.h: length, entry size, (pc, info) pairs; "
	"DeoptimizationIndexField 28 bits, all ones for none), "
	"DeoptimizationInputData (translation ByteArray 0, inlined function "
	"count 1, literal array 2, entries of 4 from 8: AST id, translation "
	"index, arguments height, pc), full-codegen's PcField (bit 1 on); "
	"measured on Node.js 6.17.1 cores of stack.js (hotLoop: safepoint "
	"at its return address 632, deopt index 7, entry pc 632); the "
	"Translation opcodes (BEGIN 0, JS_FRAME 1: AST id, SharedFunction"
	"Info literal, height) and their operand counts read off the binary's "
	"Translation::StringFor jump table and Translation::NumberOfOperands"
	"For (1: mask 0x7fffb0, 2: 0x49, 3: 0x6)";
static const char SRC_3_28_CRANK[] = "Crankshaft code of V8 3.28: "
	"Code::kKindSpecificFlags2Offset 72 (SafepointTableOffsetField: bit "
	"1, 30 bits), the SafepointTable (src/safepoint-table.h: length, "
	"entry size, (pc, info) pairs; DeoptimizationIndexField 28 bits, "
	"all ones for none), DeoptimizationInputData (deopt and return-"
	"patch entry counts 0 and 1, translation ByteArray 2, inlined "
	"function count 3, literal array 4, entries of 4 from 9: AST id, "
	"translation index, arguments height, pc), full-codegen's PcField "
	"(bit 1 on), Translation::kSelfLiteralId -239; measured on Node.js "
	"0.12.18 cores of stack.js (hotLoop: safepoint at its return "
	"address 590, deopt index 7, 12 entries); the Translation opcodes "
	"(BEGIN 0, JS_FRAME 1: AST id, JSFunction literal, height) and their "
	"operand counts read off the binary's Translation::StringFor jump "
	"table and Translation::NumberOfOperandsFor (1: mask 0x7ffd8, 2: "
	"0x25, 3: 0x2)";
static const char SRC_5_1_HIDE[] = "Isolate::IsVisibleInStackTrace of "
	"V8 5.1 (src/isolate.cc: a function of a builtin script, Script::"
	"Type not TYPE_NORMAL 2, shows only when native); the native bit of "
	"SharedFunctionInfo::compiler_hints (the metadata's field at 124, a "
	"plain int) measured on Node.js 6.17.1 cores of stack.js: 0x2002031 "
	"in forEach, 0x2002021 in InnerArrayForEach, which Error.stack "
	"leaves out";
static const char SRC_5_1_ANON[] = "Accessors::FunctionNameGetter of V8 "
	"5.1 (src/accessors.cc: \"anonymous\" when the SharedFunctionInfo's "
	"compiler hint kNameShouldPrintAsAnonymous is set, as "
	"CreateDynamicFunction sets it for new Function); its bit in the "
	"int at the metadata's compiler_hints offset (124) measured on "
	"Node.js 6.17.1 cores of inspect.js's twin: 0x3841 in the two "
	"functions new Function made (JavaScript's f.name 'anonymous'), "
	"0x2821 in an anonymous function expression and 0x2002029 in a named "
	"one (f.name '' and 'namedFn'): bit 12 is the one only the former "
	"have (kIsAnonymousExpression 11 and kIsFunction 13 next to it)";
static const char SRC_ANON_6[] = "CreateDynamicFunction (src/builtins/"
	"builtins-function.cc: set_name_should_print_as_anonymous on what "
	"new Function made) and SharedFunctionInfo of V8 6.2 and 6.8 "
	"(src/objects/shared-function-info.h: DEBUGGER_HINTS_BIT_FIELDS, "
	"IsAnonymousExpressionBit 0, NameShouldPrintAsAnonymousBit 1; the "
	"hints 'either stored on the kDebugInfo slot or inside the debug "
	"info struct'); JSFunction::GetName(Isolate *, Handle<JSFunction>) "
	"of the Node.js 8.17.0 and 10.24.1 binaries tests $0x2 of the Smi "
	"in the SFI's debug_info (72, 40: the metadata's), or of the int at "
	"20 in a DebugInfo there (the Smi at 16: debugger_hints); measured "
	"on inspect.js cores of 8.17.0 and 10.24.1: the hints 3 in the "
	"function new Function made (f.name 'anonymous'), 1 in an "
	"anonymous function expression, 0 in named ones and a class";
static const char SRC_ANON_7[] = "SharedFunctionInfo of V8 7.8 and 8.4 "
	"(src/objects/shared-function-info.h: FLAGS_BIT_FIELDS, "
	"NameShouldPrintAsAnonymousBit after ConstructAsBuiltinBit); "
	"JSFunction::GetName(Isolate *, Handle<JSFunction>) of the Node.js "
	"12.22.12 and 14.21.3 binaries tests $0x4000000 (bit 26) of the int "
	"at 48, the metadata's flags; measured on inspect.js cores of both: "
	"flags 0x4001000 in the function new Function made (f.name "
	"'anonymous'), bit 26 clear in named and anonymous functions "
	"(0x21140, 0x40021040) and a class (0x600b95c2, 0x600b95c3)";
static const char SRC_ANON_9[] = "SharedFunctionInfo of V8 9.4 - 14.6 "
	"(src/objects/shared-function-info.tq: SharedFunctionInfoFlags, "
	"name_should_print_as_anonymous bit 25); JSFunction::GetName("
	"Isolate *, Handle<JSFunction>) of the Node.js 16.20.2, 18.0.0, "
	"18.20.8, 19.8.1, 20.0.0, 20.20.2, 21.7.3, 22.0.0, 22.23.3, 23.11.1, "
	"24.0.0, 24.21.0, 25.9.0 and 26.10.0 binaries tests $0x2000000 of "
	"the int at the metadata's flags (48; 56 from 12.9); measured on "
	"inspect.js cores of each: flags 0x2001000 in the function new "
	"Function made (f.name 'anonymous'), bit 25 clear in named and "
	"anonymous functions (0x11140, 0x11040) and a class (0x1003d5c3)";
static const char SRC_ARGS_ITER_6[] = "Accessors::ArgumentsIteratorGetter "
	"of V8 6.2 - 14.6 (src/builtins/accessors.cc: returns the native "
	"context's array_values_iterator, NATIVE_CONTEXT_FIELDS of "
	"src/objects/contexts.h); the slot read off each binary's "
	"ArgumentsIteratorGetter (the native context's field it loads, "
	"16 + 8 * index: 0x6d0 on 8.17.0, 0x6e0 10.24.1, 0x640 12.22.12, "
	"0x680 14.21.3, 0x6d0 16.20.2, 0x728 18.0.0 and 18.20.8, 0x750 "
	"19.8.1, 0x788 20.0.0 and 20.20.2, 0x780 21.7.3, 0x7b0 22.0.0 and "
	"22.23.3, 0x810 23.11.1, 0x828 24.0.0 and 24.21.0, 0x820 25.9.0, "
	"0x848 26.10.0); AccessorInfo's getter (6.2's metadata: 40, a "
	"Foreign, Foreign::kForeignAddressOffset 8 after the map; from 10.8 "
	"the address itself at 24, maybe_redirected_getter, an external "
	"pointer, plain in Node.js's builds); measured on inspect.js cores "
	"of every Node.js release named: the arguments objects' "
	"Symbol.iterator AccessorInfo holds the binary's "
	"ArgumentsIteratorGetter there, and the slot the function named "
	"values the program's arguments[Symbol.iterator].name names, the "
	"very function Array.prototype.values is (8.17.0, whose Array."
	"prototype has no values yet: the value of one of its own "
	"properties, its Symbol.iterator)";
static const char SRC_3_28_MAP[] = "Map of V8 3.28 (src/objects.h: "
	"instance size in words a byte at 8, the in-object property count a "
	"byte at 9, the instance type a byte at 12, bit_field3 an int at 16: "
	"EnumLength bits 0-9, NumberOfOwnDescriptors bits 10-19, DictionaryMap "
	"bit 20 as the metadata says; prototype 24, constructor 32); checked "
	"on cores of Node.js 0.12.18";

#define	SRC_IA32_10_2	"ia32 V8 10.2 (kTaggedSize 4): the class in V8 10.2's " \
	"src/objects/*.tq at 4-byte slots; checked on cores of Debian's i386 " \
	"nodejs 18.20.4 (libnode.so.108)"
#define	SRC_IA32_10_2_LAB	"ia32 V8 10.2's LocalHeap, IsolateSafepoint and " \
	"ConcurrentAllocator, read with ::dis in Debian's i386 libnode.so.108 " \
	"(18.20.4): LocalHeap::LocalHeap, LocalHeap::SetUp, " \
	"IsolateSafepoint::Iterate"
#define	SRC_IA32_10_2_PG	"ia32 V8 10.2's BasicMemoryChunk / MemoryChunk " \
	"(src/heap/basic-memory-chunk.h, memory-chunk.h) at 4-byte size_t " \
	"and pointers, read on the chunks of Debian's i386 nodejs 18.20.4 cores"

const v8_fact_t v8_facts[] = {
	/* ================================================================
	 * Object layouts and constants the metadata lacks
	 * ================================================================ */

	/* Tagging: weak references carry 0b11 in the low bits. */
	{ "WeakHeapObjectTag", 3,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "SmiTagSize", 1,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	/* String instance-type bits the metadata does not export. */
	{ "UncachedExternalStringMask", 0x10,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "IsNotInternalizedMask", 0x20,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },

	/* Objects: JSObject header is map, properties, elements. */
	{ "class_JSArray__length", 24,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_JSBoundFunction__bound_target_function", 24,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_JSBoundFunction__bound_this", 32,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_JSBoundFunction__bound_arguments", 40,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_JSCollection__table", 24,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_JSWeakCollection__table", 24,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_JSPromise__reactions_or_result", 24,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_JSPromise__flags", 32,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_JSPrimitiveWrapper__value", 24,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_JSRegExp__data", 24,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_JSRegExp__flags", 40,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_JSArrayBufferView__buffer", 24,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },

	/* Heap internals */
	{ "class_Name__raw_hash_field", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_Symbol__flags", 12,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_Oddball__to_number_raw", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_Oddball__to_string", 16,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_ExternalString__resource_data", 24,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_DescriptorArray__number_of_all_descriptors", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_DescriptorArray__number_of_descriptors", 10,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_DescriptorArray__enum_cache", 16,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_PropertyArray__length_and_hash", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_PropertyCell__name", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_PropertyCell__property_details_raw", 16,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_PropertyCell__value", 24,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_ScopeInfo__flags", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_ScopeInfo__parameter_count", 16,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_ScopeInfo__context_local_count", 24,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_Context__length", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_ErrorStackData__call_site_infos_or_formatted_stack", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },

	/*
	 * new Function's functions: nameless, f.name "anonymous" by the
	 * SFI's NameShouldPrintAsAnonymous (func_base.c)
	 */
	{ "sfi_debugger_hints_anonymous_bit", 1,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_ANON_6 },
	{ "class_DebugInfo__debugger_hints", 16,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_ANON_6 },
	{ "sfi_flags_anonymous_bit", 26,
	    V8_RANGE(7, 8, 8, 4), V8F_DFLT, SRC_ANON_7 },
	{ "sfi_flags_anonymous_bit", 25,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_ANON_9 },

	/*
	 * An arguments object's Symbol.iterator: an AccessorInfo whose
	 * getter returns the native context's array values iterator
	 * (object.c, v8_accessor_info_value)
	 */
	{ "class_AccessorInfo__getter", 40,
	    V8_RANGE(6, 2, 10, 2), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "class_Foreign__foreign_address", 8,
	    V8_RANGE(6, 2, 10, 2), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "class_AccessorInfo__getter", 24,
	    V8_RANGE(10, 8, 14, 6), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "accessor_info_getter_raw", 1,
	    V8_RANGE(10, 8, 14, 6), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 216,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 218,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 198,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 206,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 216,
	    V8_MINOR(9, 4), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 227,
	    V8_RANGE(10, 1, 10, 2), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 232,
	    V8_MINOR(10, 8), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 239,
	    V8_MINOR(11, 3), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 238,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 244,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 256,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 259,
	    V8_MINOR(13, 6), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 258,
	    V8_MINOR(14, 1), V8F_DFLT, SRC_ARGS_ITER_6 },
	{ "native_context_idx_array_values_iterator", 263,
	    V8_MINOR(14, 6), V8F_DFLT, SRC_ARGS_ITER_6 },

	/*
	 * An Error's captured frames (errstack.c): CallSiteInfo's fields
	 * (call-site-info.tq; code_object moved first in 12.4; 9.4 has the
	 * same struct under the name StackFrameInfo), its flag
	 * bits, and 14.6's raw capture arrays (six entries a frame, the
	 * code object a BytecodeWrapper)
	 */
	{ "class_CallSiteInfo__receiver_or_instance", 8,
	    V8_RANGE(9, 4, 11, 8), V8F_DFLT, SRC_CALLSITE },
	{ "class_CallSiteInfo__function", 16,
	    V8_RANGE(9, 4, 11, 8), V8F_DFLT, SRC_CALLSITE },
	{ "class_CallSiteInfo__code_object", 24,
	    V8_RANGE(9, 4, 11, 8), V8F_DFLT, SRC_CALLSITE },
	{ "class_CallSiteInfo__code_object", 8,
	    V8_RANGE(12, 4, 14, 1), V8F_DFLT, SRC_CALLSITE },
	{ "class_CallSiteInfo__receiver_or_instance", 16,
	    V8_RANGE(12, 4, 14, 1), V8F_DFLT, SRC_CALLSITE },
	{ "class_CallSiteInfo__function", 24,
	    V8_RANGE(12, 4, 14, 1), V8F_DFLT, SRC_CALLSITE },
	{ "class_CallSiteInfo__code_offset_or_source_position", 32,
	    V8_RANGE(9, 4, 14, 1), V8F_DFLT, SRC_CALLSITE },
	{ "class_CallSiteInfo__flags", 40,
	    V8_RANGE(9, 4, 14, 1), V8F_DFLT, SRC_CALLSITE },
	{ "callsite_struct_is_stack_frame_info", 1, V8_MINOR(9, 4), V8F_DFLT,
	    SRC_CALLSITE_9_4 },
	{ "callsite_flag_wasm", 0, V8_RANGE(9, 4, 14, 6), V8F_DFLT,
	    SRC_CALLSITE },
	{ "callsite_flag_constructor", 3, V8_RANGE(9, 4, 14, 6), V8F_DFLT,
	    SRC_CALLSITE },
	{ "callsite_flag_async", 5, V8_RANGE(9, 4, 14, 6), V8F_DFLT,
	    SRC_CALLSITE },
	{ "callsite_flag_position_computed", 6, V8_RANGE(9, 4, 11, 3),
	    V8F_DFLT, SRC_CALLSITE },
	{ "callsite_flag_position_computed", 7, V8_RANGE(11, 8, 14, 6),
	    V8F_DFLT, SRC_CALLSITE },
	/* before 9.4: a FrameArray, the count first, plain entries */
	{ "errorstack_raw_entry_size", 5, V8_RANGE(6, 2, 6, 8), V8F_DFLT,
	    SRC_FRAMEARRAY },
	{ "errorstack_raw_entry_size", 6, V8_RANGE(7, 8, 8, 4), V8F_DFLT,
	    SRC_FRAMEARRAY },
	{ "errorstack_raw_header", 1, V8_RANGE(6, 2, 8, 4), V8F_DFLT,
	    SRC_FRAMEARRAY },
	{ "errorstack_wrap", 1, V8_RANGE(6, 2, 6, 8), V8F_DFLT,
	    SRC_FRAMEARRAY },
	{ "errorstack_wrap", 2, V8_RANGE(7, 8, 8, 4), V8F_DFLT,
	    SRC_FRAMEARRAY },
	{ "errorstack_raw_receiver", 0, V8_RANGE(6, 2, 8, 4), V8F_DFLT,
	    SRC_FRAMEARRAY },
	{ "errorstack_raw_function", 1, V8_RANGE(6, 2, 8, 4), V8F_DFLT,
	    SRC_FRAMEARRAY },
	{ "errorstack_raw_code", 2, V8_RANGE(6, 2, 8, 4), V8F_DFLT,
	    SRC_FRAMEARRAY },
	{ "errorstack_raw_offset", 3, V8_RANGE(6, 2, 8, 4), V8F_DFLT,
	    SRC_FRAMEARRAY },
	{ "errorstack_raw_flags", 4, V8_RANGE(6, 2, 8, 4), V8F_DFLT,
	    SRC_FRAMEARRAY },
	{ "class_StackTraceFrame__frame_array", 8, V8_RANGE(7, 8, 8, 4),
	    V8F_DFLT, SRC_FRAMEARRAY },
	{ "class_StackTraceFrame__frame_index", 16, V8_RANGE(7, 8, 8, 4),
	    V8F_DFLT, SRC_FRAMEARRAY },
	{ "callsite_flag_wasm", 0, V8_RANGE(6, 2, 8, 4), V8F_DFLT,
	    SRC_FRAMEARRAY },
	{ "callsite_flag_constructor", 4, V8_RANGE(6, 2, 7, 8), V8F_DFLT,
	    SRC_FRAMEARRAY },
	{ "callsite_flag_constructor", 3, V8_MINOR(8, 4), V8F_DFLT,
	    SRC_FRAMEARRAY },
	{ "callsite_flag_async", 6, V8_MINOR(7, 8), V8F_DFLT, SRC_FRAMEARRAY },
	{ "callsite_flag_async", 5, V8_MINOR(8, 4), V8F_DFLT, SRC_FRAMEARRAY },
	/* V8 3.14 - 5.1: a JSArray of raw frames, formatted by messages.js */
	{ "errorstack_classic", 1, V8_RANGE(3, 14, 5, 1), V8F_DFLT,
	    SRC_CLASSIC_STACK },
	{ "errorstack_raw_entry_size", 4, V8_RANGE(3, 14, 5, 1), V8F_DFLT,
	    SRC_CLASSIC_STACK },
	{ "errorstack_raw_header", 0, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_CLASSIC_STACK },
	{ "errorstack_raw_header", 1, V8_RANGE(3, 28, 5, 1), V8F_DFLT,
	    SRC_CLASSIC_STACK },
	{ "errorstack_wrap", 1, V8_RANGE(3, 14, 5, 1), V8F_DFLT,
	    SRC_CLASSIC_STACK },
	{ "errorstack_raw_receiver", 0, V8_RANGE(3, 14, 5, 1), V8F_DFLT,
	    SRC_CLASSIC_STACK },
	{ "errorstack_raw_function", 1, V8_RANGE(3, 14, 5, 1), V8F_DFLT,
	    SRC_CLASSIC_STACK },
	{ "errorstack_raw_code", 2, V8_RANGE(3, 14, 5, 1), V8F_DFLT,
	    SRC_CLASSIC_STACK },
	{ "errorstack_raw_offset", 3, V8_RANGE(3, 14, 5, 1), V8F_DFLT,
	    SRC_CLASSIC_STACK },
	{ "errorstack_offset_from_object", 1, V8_RANGE(3, 14, 4, 5),
	    V8F_DFLT, SRC_CLASSIC_OFFSET },
	{ "errorstack_offset_from_object", 0, V8_MINOR(5, 1),
	    V8F_DFLT, SRC_CLASSIC_OFFSET },
	{ "error_oneshot_raw_slot", 4, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_3_14_STACK_RAW },
	{ "script_type_native", 0, V8_RANGE(3, 14, 5, 1), V8F_DFLT,
	    SRC_SCRIPT_TYPE },
	/* Node.js 0.10 - 6: where the handle and request queues are
	 * (nodehandles.c; Node.js 8 on: the nodedbg_ metadata) */
	{ "nodewrap_static_queues", 1, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_NODE_0_10_WQ },
	{ "nodewrap_handle_node", 0x10, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_NODE_0_10_WQ },
	{ "nodewrap_handle_persistent", 8, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_NODE_0_10_WQ },
	{ "nodewrap_req_node", 8, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_NODE_0_10_WQ },
	{ "nodewrap_req_persistent", 0, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_NODE_0_10_WQ },
	{ "nodewrap_listnode_next", 8, V8_RANGE(3, 14, 5, 1), V8F_DFLT,
	    SRC_NODE_0_10_WQ },
	{ "nodewrap_handle_ptr_cleared", 16, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_NODE_CLOSE },
	{ "nodewrap_handle_ptr_cleared", 24, V8_RANGE(3, 28, 4, 5), V8F_DFLT,
	    SRC_NODE_CLOSE },
	{ "libuv_handle_data", 8, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_LIBUV_0_10 },
	{ "libuv_handle_type", 24, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_LIBUV_0_10 },
	{ "libuv_handle_flags", 48, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_LIBUV_0_10 },
	{ "libuv_stream_fd", 160, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_LIBUV_0_10 },
	{ "libuv_fs_type", 32, V8_MINOR(3, 14), V8F_DFLT, SRC_LIBUV_0_10 },
	{ "libuv_fs_path", 72, V8_MINOR(3, 14), V8F_DFLT, SRC_LIBUV_0_10 },
	{ "libuv_flag_active", 0x4000, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_LIBUV_0_10 },
	{ "libuv_flag_ref", 0x2000, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_LIBUV_0_10 },
	{ "libuv_flag_active", 0x4000, V8_RANGE(3, 28, 5, 1), V8F_DFLT,
	    SRC_LIBUV_OLD_FLAGS },
	{ "libuv_flag_ref", 0x2000, V8_RANGE(3, 28, 5, 1), V8F_DFLT,
	    SRC_LIBUV_OLD_FLAGS },
	{ "context_idx_embedder_data", 95, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_NODE_0_12_WQ },
	{ "nodewrap_env_index", 32, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_NODE_0_12_WQ },
	{ "nodewrap_env_handle_queue", 0x730, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_NODE_0_12_WQ },
	{ "nodewrap_env_req_queue", 0x740, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_NODE_0_12_WQ },
	{ "nodewrap_handle_node", 0x20, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_NODE_0_12_WQ },
	{ "nodewrap_req_node", 0x18, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_NODE_0_12_WQ },
	{ "nodewrap_req_persistent", 0, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_NODE_0_12_WQ },
	{ "nodewrap_handle_persistent", 8, V8_RANGE(3, 28, 5, 1), V8F_DFLT,
	    SRC_NODE_0_12_WQ },
	{ "nodewrap_req_persistent", 8, V8_RANGE(4, 5, 5, 1), V8F_DFLT,
	    SRC_NODE_4_WQ },
	{ "context_idx_embedder_data", 81, V8_MINOR(4, 5), V8F_DFLT,
	    SRC_NODE_4_WQ },
	{ "nodewrap_env_index", 32, V8_RANGE(4, 5, 5, 1), V8F_DFLT,
	    SRC_NODE_4_WQ },
	{ "nodewrap_env_handle_queue", 0x7c8, V8_MINOR(4, 5), V8F_DFLT,
	    SRC_NODE_4_WQ },
	{ "nodewrap_env_req_queue", 0x7d8, V8_MINOR(4, 5), V8F_DFLT,
	    SRC_NODE_4_WQ },
	{ "nodewrap_handle_node", 0x28, V8_RANGE(4, 5, 5, 1), V8F_DFLT,
	    SRC_NODE_4_WQ },
	{ "nodewrap_req_node", 0x28, V8_RANGE(4, 5, 5, 1), V8F_DFLT,
	    SRC_NODE_4_WQ },
	{ "context_idx_embedder_data", 5, V8_MINOR(5, 1), V8F_DFLT,
	    SRC_NODE_6_WQ },
	{ "nodewrap_env_handle_queue", 0x7d8, V8_MINOR(5, 1), V8F_DFLT,
	    SRC_NODE_6_WQ },
	{ "nodewrap_env_req_queue", 0x7e8, V8_MINOR(5, 1), V8F_DFLT,
	    SRC_NODE_6_WQ },
	/* 14.6: raw capture arrays */
	{ "errorstack_raw_header", 0, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CALLSITE_RAW },
	{ "errorstack_wrap", 0, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CALLSITE_RAW },
	{ "errorstack_raw_entry_size", 6, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CALLSITE_RAW },
	{ "errorstack_raw_code", 0, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CALLSITE_RAW },
	{ "errorstack_raw_receiver", 1, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CALLSITE_RAW },
	{ "errorstack_raw_function", 2, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CALLSITE_RAW },
	{ "errorstack_raw_offset", 3, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CALLSITE_RAW },
	{ "errorstack_raw_flags", 5, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CALLSITE_RAW },
	{ "class_BytecodeWrapper__bytecode", 8, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CALLSITE_RAW },
	/* ContextCell (V8 14.6): a context variable's cell */
	{ "class_ContextCell__tagged_value", 8, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CONTEXTCELL },
	{ "class_ContextCell__state", 24, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CONTEXTCELL },
	{ "class_ContextCell__double_value", 32, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CONTEXTCELL },
	{ "contextcell_state_tagged_max", 1, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CONTEXTCELL },
	{ "contextcell_state_int32", 2, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CONTEXTCELL },
	{ "contextcell_state_float64", 3, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_CONTEXTCELL },
	/* a method called on a function: "Function.m" up to 12.9, the
	 * function's own name ("Module._load") from 13.6 */
	/* a method's "Type." prefix: 9.4 writes it unless the function's
	 * name starts with it ("Object.Module._extensions..js"); 10.1 on
	 * only before a plain identifier ("Module._extensions..js") */
	{ "callsite_type_prefix_identifier_only", 0, V8_RANGE(6, 2, 9, 4),
	    V8F_DFLT, SRC_CALLSITE_9_4 },
	{ "callsite_type_prefix_identifier_only", 1, V8_RANGE(10, 1, 14, 6),
	    V8F_DFLT, SRC_CALLSITE },
	{ "callsite_function_receiver_named", 0, V8_RANGE(6, 2, 12, 9),
	    V8F_DFLT, SRC_CALLSITE },
	{ "callsite_function_receiver_named", 1, V8_RANGE(13, 6, 14, 6),
	    V8F_DFLT, SRC_CALLSITE },

	/* Symbol flags: bit 0 is_private (private symbols are hidden) */
	{ "symbol_is_private_bit", 0,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },

	/* JSPromise flags: status in the low two bits (0 pending,
	 * 1 fulfilled, 2 rejected) */
	{ "promise_status_mask", 3,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "promise_status_shift", 0,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "promise_state_pending", 0,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "promise_state_fulfilled", 1,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "promise_state_rejected", 2,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },

	/* JSRegExp::Flag bits of the flags Smi */
	{ "regexp_flag_global", 0,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "regexp_flag_ignore_case", 1,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "regexp_flag_multiline", 2,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "regexp_flag_sticky", 3,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "regexp_flag_unicode", 4,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "regexp_flag_dot_all", 5,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "regexp_flag_linear", 6,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "regexp_flag_has_indices", 7,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "regexp_flag_unicode_sets", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },

	/* FixedDoubleArray holes are this NaN (kHoleNanInt64). */
	{ "double_hole_upper32", (intptr_t)0xfff7ffff,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "double_hole_lower32", (intptr_t)0xfff7ffff,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },

	/* OrderedHashTable (JSMap/JSSet backing store) layout, in slots
	 * after the FixedArray header */
	{ "orderedhash_nelements_index", 0,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "orderedhash_ndeleted_index", 1,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "orderedhash_nbuckets_index", 2,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "orderedhash_buckets_index", 3,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "orderedhashmap_entry_size", 3,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "orderedhashset_entry_size", 2,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },

	/* A NativeContext's slot of its EmbedderDataArray (Node.js keeps
	 * its Environment there) */
	{ "context_idx_embedder_data", 4,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_EMBEDDER },

	/* EphemeronHashTable (JSWeakMap/JSWeakSet backing store): entries
	 * from this FixedArray index, (key, value) each */
	{ "ephemeronhash_entries_index", 3,
	    V8_RANGE(10, 1, 14, 6), V8F_DFLT, SRC_EPHEMERON },
	{ "ephemeronhash_entry_size", 2,
	    V8_RANGE(10, 1, 14, 6), V8F_DFLT, SRC_EPHEMERON },

	/*
	 * ScopeInfo (not a FixedArray since V8 9.x): slot i lives at
	 * scopeinfo_slot0 + i * 8; flags in slot 0.  ScopeFlags bits:
	 */
	{ "scopeinfo_slot0", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "scopeinfo_flags_smi", 1,
	    V8_RANGE(9, 4, 12, 4), V8F_DFLT, SRC_10_13 },
	{ "scopeinfo_scope_type_mask", 0xf,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "scopeinfo_receiver_shift", 7,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "scopeinfo_has_saved_class_var_bit", 10,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "scopeinfo_function_var_shift", 12,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "scopeinfo_has_inferred_name_bit", 14,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "scopeinfo_function_scope", 2,
	    V8_RANGE(9, 4, 12, 4), V8F_DFLT, SRC_10_13 },
	{ "scopeinfo_max_inlined_locals", 0, V8_MINOR(9, 4), V8F_DFLT,
	    SRC_9_4_SI },
	{ "scopeinfo_max_inlined_locals", 75,
	    V8_RANGE(10, 1, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "scopeinfo_position_in_header", 0,
	    V8_RANGE(9, 4, 12, 4), V8F_DFLT, SRC_10_13 },

	/* SharedFunctionInfo flags: function kind in the low 5 bits */
	{ "sfi_function_kind_mask", 0x1f,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },

	/* ClassPositions (a class's source range, kept on its constructor
	 * under a private symbol): two Smis after the map. */
	{ "class_ClassPositions__start", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "class_ClassPositions__end", 16,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },

	/*
	 * SourcePosition::raw() (codegen/source-position.h), the positions
	 * of source position tables: bit 0 marks an external (non-JS)
	 * position, bits 1-30 hold the script offset + 1, bits 31-46 the
	 * inlining id + 1 (0: the code's own function).
	 */
	{ "sourcepos_external_bit", 0,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "sourcepos_offset_shift", 1,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "sourcepos_offset_bits", 30,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "sourcepos_inlining_shift", 31,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "sourcepos_inlining_bits", 16,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	/* Position tables count code offsets from -1
	 * (kFunctionEntryBytecodeOffset). */
	{ "sourcepos_table_code_start", -1,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	/* V8 14: code deltas above two flag bits, not zigzag */
	{ "sourcepos_table_code_flag_bits", 2,
	    V8_RANGE(14, 1, 14, 6), V8F_DFLT, SRC_14_SPT },
	/* InliningPosition: { SourcePosition position; int
	 * inlined_function_id; }, the entries of DeoptimizationData's
	 * InliningPositions */
	{ "inlining_position_size", 16,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "inlining_position_function_id", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	/* The operand-scaling prefix bytecodes (interpreter/bytecodes.h):
	 * Wide and DebugBreakWide double, the others quadruple operands */
	{ "bytecode_wide", 0,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "bytecode_extra_wide", 1,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "bytecode_debug_break_wide", 2,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "bytecode_debug_break_extra_wide", 3,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },

	/*
	 * Embedder (internal) fields of the JSObjectWithEmbedderSlots
	 * classes: the build's V8_ARRAY_BUFFER_INTERNAL_FIELD_COUNT,
	 * V8_ARRAY_BUFFER_VIEW_INTERNAL_FIELD_COUNT and (Node.js sets it to
	 * 1) V8_PROMISE_INTERNAL_FIELD_COUNT.  They are the last words
	 * before the in-object properties (JSObject::GetEmbedderFieldCount).
	 * %DebugPrint says "embedder fields: 2" (1 for a Promise) on
	 * Node.js 18-24.
	 */
	{ "embedder_fields_JSArrayBuffer", 2,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "embedder_fields_JSArrayBufferView", 2,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "embedder_fields_JSPromise", 1,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },


	/* ---- V8 10.2 (Node.js 18) ---- */
	{ "NumJSFunctionTypes", 17,
	    V8_RANGE(9, 4, 10, 2), V8F_DFLT, SRC_10_2 },
	/* Code objects hold their instructions inline after a 128-byte
	 * header (the metadata's "instruction_start" is that header size);
	 * builtins' Code objects are trampolines into the embedded blob. */
	{ "code_instruction_start_inline", 1,
	    V8_RANGE(9, 4, 10, 2), V8F_DFLT, SRC_10_2 },
	{ "class_BytecodeArray__source_position_table", 32,
	    V8_RANGE(9, 4, 10, 2), V8F_DFLT, SRC_10_2 },
	/* Code header: deoptimization data (optimized code; baseline
	 * code keeps its bytecode there), then the position table: source
	 * positions (optimized) or bytecode offsets (baseline). */
	{ "class_Code__deoptimization_data", 16,
	    V8_RANGE(9, 4, 10, 2), V8F_DFLT, SRC_10_2 },
	{ "class_Code__source_position_table", 24,
	    V8_RANGE(9, 4, 10, 2), V8F_DFLT, SRC_10_2 },
	{ "class_Code__bytecode_offset_table", 24,
	    V8_RANGE(9, 4, 10, 2), V8F_DFLT, SRC_10_2 },
	/* DeoptimizationData slots (in the metadata from V8 11 on) */
	{ "DeoptimizationDataLiteralArrayIndex", 2,
	    V8_RANGE(9, 4, 10, 2), V8F_DFLT, SRC_10_2 },
	{ "DeoptimizationDataInliningPositionsIndex", 7,
	    V8_RANGE(9, 4, 10, 2), V8F_DFLT, SRC_10_2 },

	/* ---- V8 11.3 (Node.js 20) ---- */
	{ "NumJSFunctionTypes", 17,
	    V8_MINOR(11, 3), V8F_DFLT, SRC_11_3 },
	/* The metadata has no Code fields this release. */
	{ "class_JSFunction__code", 48,
	    V8_MINOR(11, 3), V8F_DFLT, SRC_11_3 },
	{ "class_Code__instruction_start", 40,
	    V8_MINOR(11, 3), V8F_DFLT, SRC_11_3 },
	{ "class_Code__flags", 48,
	    V8_MINOR(11, 3), V8F_DFLT, SRC_11_3 },
	{ "class_Code__instruction_size", 56,
	    V8_MINOR(11, 3), V8F_DFLT, SRC_11_3 },
	{ "class_BytecodeArray__source_position_table", 32,
	    V8_MINOR(11, 3), V8F_DFLT, SRC_11_3 },
	/* Code lives apart from its instructions: an InstructionStream in
	 * code space points back at it. */
	{ "class_InstructionStream__code", 8,
	    V8_MINOR(11, 3), V8F_DFLT, SRC_11_3 },

	/* ---- V8 11.8 (Node.js 21) ---- */
	{ "NumJSFunctionTypes", 17,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_11_8 },
	/* JSFunction: the JSObject header, then code, shared, context... */
	{ "class_JSFunction__code", 24,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_11_8 },
	/* Code: deoptimization data or bytecode (8), position table (16),
	 * instruction stream (24), instruction start (32), then the flags
	 * (kind in the low bits) and the instruction size as int32s. */
	{ "class_Code__instruction_stream", 24,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_11_8 },
	{ "class_Code__instruction_start", 32,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_11_8 },
	{ "class_Code__flags", 40,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_11_8 },
	{ "class_Code__instruction_size", 44,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_11_8 },
	{ "class_BytecodeArray__source_position_table", 32,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_11_8 },
	{ "class_InstructionStream__code", 8,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_11_8 },

	/* ---- V8 12.4 (Node.js 22) ---- */
	/* The untrusted function data (UncompiledData, BytecodeArray...) */
	{ "class_SharedFunctionInfo__function_data", 8,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_12_4 },
	{ "class_BytecodeArray__source_position_table", 24,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_12_4 },
	/* Code: deoptimization data (or a baseline code's bytecode), then
	 * the position table (source positions or, for baseline code,
	 * bytecode offsets); InstructionStream points back at its Code. */
	{ "class_Code__deoptimization_data", 8,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_12_4 },
	{ "class_Code__source_position_table", 16,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_12_4 },
	{ "class_Code__bytecode_offset_table", 16,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_12_4 },
	{ "class_InstructionStream__code", 8,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_12_4 },

	/* ---- V8 9.4 (Node.js 16) ---- */
	{ "off_fp_bytecode_array", -32, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4 },
	{ "off_fp_bytecode_offset", -40, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4 },
	{ "class_Script__source", 8, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4 },
	/* the metadata calls the JSFunction's code raw_code (48) */
	{ "class_JSFunction__code", 48, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4 },
	/* BytecodeArray bytecodes at 54, as 8.4's and 10.1's metadata has
	 * it (a BytecodeArray of length 696 on a heap core of 16.20.2 ends
	 * 752 bytes on, where its source position table starts) */
	{ "class_BytecodeArray__data", 54, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4 },
	/* the page header as 10.1's but for the list links (next 216,
	 * prev 224: each another page), the sweeping state (176: 0 or 1,
	 * non-zero exactly on the 15 pages whose bitmap has bits) and the
	 * bitmap (272: the first bit of each black pair starts an object
	 * with a map); MemoryChunk::Flag of 8.4 (src/heap/
	 * basic-memory-chunk.h: NEW_SPACE_BELOW_AGE_MARK 1 << 19 -- a
	 * semispace page reads 0x80012 -- PRE_FREED 1 << 13, UNREGISTERED
	 * 1 << 20) */
	/* allocation areas (start, top, limit) in the space objects: a
	 * paged space's top at 224, the new space's 152 bytes before its
	 * to-space (measured: the only (top, limit) pairs there that fall
	 * in the space's own pages) */
	{ "space_lab_top", 224, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4 },
	{ "newspace_lab_top_from_tospace", -152, V8_MINOR(9, 4), V8F_DFLT,
	    SRC_9_4 },
	{ "page_md_prev", 224, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4 },
	{ "page_md_sweeping", 176, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4 },
	{ "page_md_markbits", 272, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4 },
	{ "page_flag_released", 0x2000 | 0x100000, V8_MINOR(9, 4), V8F_DFLT,
	    SRC_9_4 },
	/*
	 * Code: the metadata gives the instruction size (40); the flags
	 * are the int32 at 48 (44 is padding: 0 on every Code of a 16.20.2
	 * core), KindField in bits 0-3 (CODE_FLAGS_BIT_FIELDS of 9.4's
	 * src/objects/code.h: kind 4 bits, is_turbofanned 1, stack slots
	 * 24, is_off_heap_trampoline at bit 29 -- the builtins'
	 * trampolines read 0x20000002), kinds as CODE_KIND_LIST of 9.4's
	 * src/objects/code-kind.h (no metadata constants this release)
	 */
	{ "class_Code__flags", 48, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4_CODE },
	{ "CodeKindFieldShift", 0, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4_CODE },
	{ "CodeKindFieldMask", 0xf, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4_CODE },
	{ "codekind_BYTECODE_HANDLER", 0, V8_MINOR(9, 4), V8F_DFLT,
	    SRC_9_4_CODE },
	{ "codekind_FOR_TESTING", 1, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4_CODE },
	{ "codekind_BUILTIN", 2, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4_CODE },
	{ "codekind_REGEXP", 3, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4_CODE },
	{ "codekind_WASM_FUNCTION", 4, V8_MINOR(9, 4), V8F_DFLT,
	    SRC_9_4_CODE },
	{ "codekind_WASM_TO_CAPI_FUNCTION", 5, V8_MINOR(9, 4), V8F_DFLT,
	    SRC_9_4_CODE },
	{ "codekind_WASM_TO_JS_FUNCTION", 6, V8_MINOR(9, 4), V8F_DFLT,
	    SRC_9_4_CODE },
	{ "codekind_JS_TO_WASM_FUNCTION", 7, V8_MINOR(9, 4), V8F_DFLT,
	    SRC_9_4_CODE },
	{ "codekind_JS_TO_JS_FUNCTION", 8, V8_MINOR(9, 4), V8F_DFLT,
	    SRC_9_4_CODE },
	{ "codekind_C_WASM_ENTRY", 9, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4_CODE },
	{ "codekind_INTERPRETED_FUNCTION", 10, V8_MINOR(9, 4), V8F_DFLT,
	    SRC_9_4_CODE },
	{ "codekind_BASELINE", 11, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4_CODE },
	{ "codekind_TURBOPROP", 12, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4_CODE },
	{ "codekind_TURBOFAN", 13, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4_CODE },
	/* the metadata's names of two of them, from 10.1 on */
	{ "CodeKindInterpretedFunction", 10, V8_MINOR(9, 4), V8F_DFLT,
	    SRC_9_4_CODE },
	{ "CodeKindBaseline", 11, V8_MINOR(9, 4), V8F_DFLT, SRC_9_4_CODE },

	/* ---- ia32 V8 10.2 (Debian's i386 nodejs 18.20.4) ----
	 * "ia32:" facts hold only for V8 built for ia32 and win there over
	 * the plain rows (v8cfg.c, facts_select).  ia32 V8 has 4-byte
	 * tagged slots and pointers (kTaggedSize = kSystemPointerSize = 4,
	 * src/common/globals.h), so every field the x64 rows place after
	 * the map at 8 sits after it at 4; each row's layout is the class's
	 * in V8 10.2's src/objects/ *.tq (or the C++ class named), at the
	 * 4-byte sizes, and was checked by the JavaScript answers on the
	 * demo-debian-i386 core and its fresh twins (tests/corpus/
	 * test_i386.py against demo.js' truth). */
	{ "ia32:class_ScopeInfo__flags", 4, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_ScopeInfo__parameter_count", 8, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_ScopeInfo__context_local_count", 12, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:scopeinfo_slot0", 4, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_Context__length", 4, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	/* DescriptorArray: map; int16 number_of_all_descriptors, int16
	 * number_of_descriptors, uint16 raw_number_of_marked_descriptors,
	 * uint16 filler16_bits; enum_cache */
	{ "ia32:class_DescriptorArray__number_of_all_descriptors", 4,
	    V8_MINOR(10, 2), V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_DescriptorArray__number_of_descriptors", 6,
	    V8_MINOR(10, 2), V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_DescriptorArray__enum_cache", 12, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	/* Name: map; uint32 raw_hash_field; Symbol: then uint32 flags */
	{ "ia32:class_Name__raw_hash_field", 4, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_Symbol__flags", 8, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	/* Oddball: map; float64 to_number_raw (unaligned); to_string */
	{ "ia32:class_Oddball__to_number_raw", 4, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_Oddball__to_string", 12, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_PropertyArray__length_and_hash", 4, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_PropertyCell__name", 4, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_PropertyCell__property_details_raw", 8, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_PropertyCell__value", 12, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	/* JSObject's header: map, properties_or_hash, elements (12) */
	{ "ia32:class_JSArray__length", 12, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_JSPrimitiveWrapper__value", 12, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_JSCollection__table", 12, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_JSWeakCollection__table", 12, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_JSRegExp__data", 12, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_JSRegExp__flags", 20, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_JSPromise__reactions_or_result", 12, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_JSPromise__flags", 16, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_JSBoundFunction__bound_target_function", 12,
	    V8_MINOR(10, 2), V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_JSBoundFunction__bound_this", 16, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_JSBoundFunction__bound_arguments", 20, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_JSArrayBufferView__buffer", 12, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:api_object_embedder_fields_start", 12, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	/* ExternalString: map, raw_hash_field, length (12); resource,
	 * resource_data (system pointers) */
	{ "ia32:class_ExternalString__resource_data", 16, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_ClassPositions__start", 4, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_ClassPositions__end", 8, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_ErrorStackData__call_site_infos_or_formatted_stack", 4,
	    V8_MINOR(10, 2), V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_CallSiteInfo__receiver_or_instance", 4, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_CallSiteInfo__function", 8, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:class_CallSiteInfo__code_object", 12, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_CallSiteInfo__code_offset_or_source_position", 16,
	    V8_MINOR(10, 2), V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_CallSiteInfo__flags", 20, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	/* Code: map, relocation_info, deoptimization_data,
	 * source_position_table (= bytecode_offset_table) */
	{ "ia32:class_Code__deoptimization_data", 8, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_Code__source_position_table", 12, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_Code__bytecode_offset_table", 12, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	/* BytecodeArray: map, length, constant_pool, handler_table,
	 * source_position_table */
	{ "ia32:class_BytecodeArray__source_position_table", 16,
	    V8_MINOR(10, 2), V8F_DFLT, SRC_IA32_10_2 },
	/* Foreign: map, foreign_address; AccessorInfo: map, name, flags,
	 * expected_receiver_type, setter, getter */
	{ "ia32:class_Foreign__foreign_address", 4, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_IA32_10_2 },
	{ "ia32:class_AccessorInfo__getter", 20, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },

	/*
	 * The chunk header of ia32 V8 10.2 (BasicMemoryChunk, then
	 * MemoryChunk: src/heap/basic-memory-chunk.h, memory-chunk.h),
	 * every size_t and pointer 4 bytes, read on the demo-debian-i386
	 * core's chunk at 58c80000 with ::dump-style 58c80000,60/X: size_
	 * 0x40000 at 0, flags_ at 4, heap_ at 8 (the Heap of every page),
	 * area_start_ 58c820a0 at 12, area_end_ 58cc0000 (the chunk's end)
	 * at 16, allocated_bytes_, wasted_memory_, high_water_mark_, owner_
	 * (the space) at 32, reservation_ (page allocator, region 58c80000
	 * + 0x40000) at 36 - 44; then MemoryChunk's slot sets ... mutex_ (a
	 * pointer) at 92, concurrent_sweeping_ at 96, the protection mutex
	 * at 100, ..., list_node_ next 5c600000 and prev 30500000 (other
	 * chunks) at 116 and 120 -- x64's 232 and 240 at 4-byte words --
	 * and five words later active_system_pages_ (a uint64 bitset,
	 * 0xfffffffffffffffd) at 144, so the marking bitmap at 152, as x64's
	 * 296 follows its bitset at 288.  Space: vtable, then heap_ at 4.
	 */
	{ "ia32:page_flags", 4, V8_MINOR(10, 2), V8F_DFLT, SRC_IA32_10_2_PG },
	{ "ia32:page_md_size", 0, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_PG },
	{ "ia32:page_md_heap", 8, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_PG },
	{ "ia32:page_md_area_start", 12, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_PG },
	{ "ia32:page_md_area_end", 16, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_PG },
	{ "ia32:page_md_owner", 32, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_PG },
	{ "ia32:page_md_sweeping", 96, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_PG },
	{ "ia32:page_md_prev", 120, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_PG },
	{ "ia32:page_md_markbits", 152, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_PG },
	{ "ia32:space_heap", 4, V8_MINOR(10, 2), V8F_DFLT, SRC_IA32_10_2_PG },

	/*
	 * FeedbackVector of ia32 V8 10.2 (src/objects/feedback-vector.tq):
	 * map; int32 length at 4, invocation_count, profiler_ticks, flags;
	 * shared_function_info at 20, closure_feedback_cell_array, the
	 * maybe_optimized_code weak slot at 28; the slots from 32 (x64: 8
	 * and 48).  On the demo-debian-i386 core the vector at 30526f08
	 * has length 13 and the next object's map at 32 + 13 * 4.
	 */
	{ "ia32:feedbackvector_header_size", 32, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:feedbackvector_length_offset", 4, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	/*
	 * Other threads' allocation areas on ia32 V8 10.2, read in
	 * libnode.so.108 with jsmdb's ::dis.  LocalHeap::LocalHeap: heap_
	 * at 0 (+0x1a movl %eax, (%esi)), prev_ 8 and next_ 0xc (+0x2f,
	 * +0x36), the three allocator unique_ptrs zeroed at 0x28, 0x2c, 0x30
	 * (+0x6a - +0x78); it takes Heap::safepoint_ at 0x874 (+0x8a movl
	 * 0x874(%eax), %edi), locks the mutex at 0x84 of it and links itself
	 * at local_heaps_head_, 0x9c (+0xa8 - +0xc8; IsolateSafepoint::
	 * Iterate walks the same list: movl 0x9c(%eax), then next_ at 0xc).
	 * LocalHeap::SetUp: a ConcurrentAllocator of 0x18 bytes, its
	 * LocalHeap* at 0 and space at 4, its LocalAllocationBuffer at 8
	 * (heap_ 8, then start, top, limit at 12, 16, 20), stored at 0x28.
	 */
	{ "ia32:local_lab_heap", -4, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	{ "ia32:local_lab_space", -8, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	{ "ia32:local_lab_localheap", -12, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	{ "ia32:local_lab_self", 0, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	{ "ia32:local_lab_top", 4, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	{ "ia32:local_lab_limit", 8, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	{ "ia32:localheap_prev", 8, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	{ "ia32:localheap_next", 12, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	{ "ia32:localheap_allocators", 0x28, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	{ "ia32:localheap_allocator_step", 4, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	{ "ia32:localheap_allocator_count", 3, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	{ "ia32:localheap_allocators_inline", 0, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	{ "ia32:heap_safepoint", 0x874, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	{ "ia32:safepoint_local_heaps_head", 0x9c, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2_LAB },
	/*
	 * InliningPosition of ia32 V8 10.2 (src/codegen/source-position.h:
	 * SourcePosition position, a uint64_t value_; int
	 * inlined_function_id), as a PodArray element: the i386 psABI
	 * aligns a uint64_t member to 4, so the struct is 12 bytes, the id
	 * at 8 (x64: 16, 8).
	 */
	{ "ia32:inlining_position_size", 12, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	{ "ia32:inlining_position_function_id", 8, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_IA32_10_2 },
	/* ---- V8 10.1 (Node.js 18.0.0) ----
	 * The 10.2 rows hold (their ranges start at 10.1: checked by the
	 * tests on cores of Node.js 18.0.0) but the page header's list
	 * links, sweeping state and mark bits: next 240, prev 248 (each
	 * another page), sweeping 200 (0 or 1), the bitmap at 304 (the
	 * first bit of each black pair starts an object with a map on 18 of
	 * 18 unswept pages). */
	{ "page_md_prev", 248, V8_MINOR(10, 1), V8F_DFLT, SRC_PAGES_10_1 },
	{ "page_md_sweeping", 200, V8_MINOR(10, 1), V8F_DFLT,
	    SRC_PAGES_10_1 },
	{ "page_md_markbits", 304, V8_MINOR(10, 1), V8F_DFLT,
	    SRC_PAGES_10_1 },

	/* ---- V8 10.8 (Node.js 19) ----
	 * Code as in 10.2 (the metadata's deoptimization_data 16,
	 * instruction_start 128, flags 48: instructions inline after the
	 * header, no InstructionStream yet); the function types as 10.2's
	 * (facts_types.c: JS_FUNCTION_TYPE at 2065 and the constructor
	 * types after it). */
	{ "NumJSFunctionTypes", 17, V8_MINOR(10, 8), V8F_DFLT, SRC_10_8 },
	/* the one JSFunction field the metadata leaves out: between
	 * raw_feedback_cell (40) and prototype_or_initial_map (56), as the
	 * 10.2 metadata's code field is */
	{ "class_JSFunction__code", 48, V8_MINOR(10, 8), V8F_DFLT, SRC_10_8 },
	{ "code_instruction_start_inline", 1, V8_MINOR(10, 8), V8F_DFLT,
	    SRC_10_8 },
	{ "class_Code__source_position_table", 24, V8_MINOR(10, 8),
	    V8F_DFLT, SRC_10_8 },
	{ "class_Code__bytecode_offset_table", 24, V8_MINOR(10, 8),
	    V8F_DFLT, SRC_10_8 },
	{ "class_BytecodeArray__source_position_table", 32, V8_MINOR(10, 8),
	    V8F_DFLT, SRC_10_8 },
	{ "feedbackvector_header_size", 48, V8_MINOR(10, 8), V8F_DFLT,
	    SRC_10_8 },
	/* the page header as 10.2's but for the mark bits, 8 bytes
	 * nearer: list links next 232, prev 240 (each another page),
	 * sweeping state 192 (0 or 1), the bitmap at 288 (V8 10 marks
	 * black as two bits: the first of each pair starts an object with
	 * a map, on 16 of 16 unswept pages of a heap core) */
	{ "page_md_prev", 240, V8_MINOR(10, 8), V8F_DFLT, SRC_PAGES_10_8 },
	{ "page_md_sweeping", 192, V8_MINOR(10, 8), V8F_DFLT,
	    SRC_PAGES_10_8 },
	{ "page_md_markbits", 288, V8_MINOR(10, 8), V8F_DFLT,
	    SRC_PAGES_10_8 },
	/* MemoryChunk::Flag as in 10.2: LARGE_PAGE 1 << 5, PRE_FREED
	 * 1 << 13, NEW_SPACE_BELOW_AGE_MARK 1 << 18, UNREGISTERED 1 << 19
	 * (semispace pages 0xa, 0x12 and 0x40012, old pages 0x4 and
	 * 0x204, the read-only page 0x80240) */
	{ "page_flag_large_page", 0x20, V8_MINOR(10, 8), V8F_DFLT,
	    SRC_FLAGS_10_8 },
	{ "page_flag_executable", 0x1, V8_MINOR(10, 8), V8F_DFLT,
	    SRC_FLAGS_10_8 },
	{ "page_flag_released", 0x2000 | 0x80000, V8_MINOR(10, 8), V8F_DFLT,
	    SRC_FLAGS_10_8 },

	/* ---- V8 14.1, 14.6 (Node.js 25, 26) ---- */
	{ "class_AccessorPair__getter", 8, V8_RANGE(14, 1, 14, 6), V8F_DFLT,
	    SRC_14 },
	{ "class_AccessorPair__setter", 16, V8_RANGE(14, 1, 14, 6), V8F_DFLT,
	    SRC_14 },
	/* a JSTypedArray has no element count (the metadata names none;
	 * an Int16Array of 2 has byte_length 4 and no 2 in its fields) */
	{ "typedarray_length_field", 0, V8_RANGE(14, 1, 14, 6), V8F_DFLT,
	    SRC_14 },
	{ "page_md_sweeping", 248, V8_RANGE(14, 1, 14, 6), V8F_DFLT, SRC_14 },
	/* MemoryChunk::Flag: LARGE_PAGE 1 << 8 in 14.1 (large pages 0x104
	 * old, 0x112 young; semispaces below the age mark 0x40a/0x412),
	 * 1 << 7 in 14.6 (0x84, 0x92; 0x20a/0x212): measured on cores of a
	 * program with large objects.  PRE_FREED and UNREGISTERED are no
	 * longer chunk flags: a released page is told by being out of its
	 * space's page list (the space's first page at +40, each page's
	 * next link 8 before its prev). */
	{ "page_flag_large_page", 0x100, V8_MINOR(14, 1), V8F_DFLT, SRC_14 },
	{ "page_flag_large_page", 0x80, V8_MINOR(14, 6), V8F_DFLT, SRC_14 },
	{ "page_released_by_list", 1, V8_RANGE(14, 1, 14, 6), V8F_DFLT,
	    SRC_14 },
	{ "space_first_page", 40, V8_RANGE(14, 1, 14, 6), V8F_DFLT, SRC_14 },
	{ "page_md_next", 272, V8_MINOR(14, 1), V8F_DFLT, SRC_14 },
	{ "page_md_next", 256, V8_MINOR(14, 6), V8F_DFLT, SRC_14 },
	{ "page_md_prev", 280, V8_MINOR(14, 1), V8F_DFLT, SRC_14 },
	{ "page_md_markbits", 336, V8_MINOR(14, 1), V8F_DFLT, SRC_14 },
	{ "page_md_prev", 264, V8_MINOR(14, 6), V8F_DFLT, SRC_14 },
	{ "page_md_markbits", 320, V8_MINOR(14, 6), V8F_DFLT, SRC_14 },

	/* ---- V8 12.9 (Node.js 23) ----
	 * Between 12.4 and 13.6: the SharedFunctionInfo has 13.6's trusted
	 * function data (the metadata's name_or_scope_info at 24 and
	 * raw_script at 40, as 13.6's), the JSFunction still its code
	 * field (no dispatch table), the DeoptimizationData 12.4's slots
	 * (the metadata's LiteralArrayIndex 2, InliningPositionsIndex 7). */
	{ "class_SharedFunctionInfo__trusted_function_data", 8,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	{ "class_SharedFunctionInfo__function_data", 16,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	{ "scopeinfo_flags_smi", 0,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	{ "scopeinfo_position_in_header", 1,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	{ "scopeinfo_function_scope", 4,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	{ "jsdate_value_is_double", 1,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	{ "class_BytecodeArray__source_position_table", 24,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	{ "class_Code__deoptimization_data", 8,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	{ "class_Code__source_position_table", 16,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	{ "class_Code__bytecode_offset_table", 16,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	{ "class_InstructionStream__code", 8,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	{ "api_object_cpp_heap_wrappable_offset", 24,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	{ "api_object_embedder_fields_start", 32,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	{ "feedbackvector_header_size", 56,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9_FV },
	{ "feedbackmetadata_closure_slot_bytes", 2,
	    V8_MINOR(12, 9), V8F_DFLT, SRC_12_9 },
	/* the page header: metadata apart from the chunk, as 13.6's;
	 * the list links, sweeping state and mark bits 16 bytes further
	 * on (measured: corpora/probe-v8-pages.py's method, the bitmap
	 * checked on 15 unswept pages of a heap core) */
	{ "page_metadata", 8, V8_MINOR(12, 9), V8F_DFLT, SRC_PAGES_12_9 },
	{ "page_md_chunk", 8, V8_MINOR(12, 9), V8F_DFLT, SRC_PAGES_12_9 },
	{ "page_md_size", 48, V8_MINOR(12, 9), V8F_DFLT, SRC_PAGES_12_9 },
	{ "page_md_area_end", 56, V8_MINOR(12, 9), V8F_DFLT, SRC_PAGES_12_9 },
	{ "page_md_heap", 64, V8_MINOR(12, 9), V8F_DFLT, SRC_PAGES_12_9 },
	{ "page_md_area_start", 72, V8_MINOR(12, 9), V8F_DFLT,
	    SRC_PAGES_12_9 },
	{ "page_md_owner", 80, V8_MINOR(12, 9), V8F_DFLT, SRC_PAGES_12_9 },
	{ "page_md_sweeping", 256, V8_MINOR(12, 9), V8F_DFLT,
	    SRC_PAGES_12_9 },
	{ "page_md_prev", 288, V8_MINOR(12, 9), V8F_DFLT, SRC_PAGES_12_9 },
	{ "page_md_markbits", 336, V8_MINOR(12, 9), V8F_DFLT,
	    SRC_PAGES_12_9 },
	/* MemoryChunk::Flag: CONTAINS_ONLY_OLD 1 << 8, LARGE_PAGE 1 << 9,
	 * PRE_FREED 1 << 15, UNREGISTERED 1 << 18, IS_EXECUTABLE 1 << 20,
	 * IS_TRUSTED 1 << 21 */
	{ "page_flag_large_page", 0x200, V8_MINOR(12, 9), V8F_DFLT,
	    SRC_FLAGS_12_9 },
	{ "page_flag_released", 0x8000 | 0x40000, V8_MINOR(12, 9), V8F_DFLT,
	    SRC_FLAGS_12_9 },

	/* ---- V8 13.6 (Node.js 24) ---- */
	{ "class_SharedFunctionInfo__trusted_function_data", 8,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_13_6 },
	{ "class_SharedFunctionInfo__function_data", 16,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_13_6 },
	/* ScopeInfo flags became a raw uint32; position info moved into
	 * the fixed part (slots 3 and 4). */
	{ "scopeinfo_flags_smi", 0,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_13_6 },
	{ "scopeinfo_position_in_header", 1,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_13_6 },
	{ "scopeinfo_function_scope", 4,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_13_6 },
	/* JSDate's time value is an unboxed float64 (the metadata still
	 * calls it Object) */
	{ "jsdate_value_is_double", 1,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_13_6 },
	{ "class_BytecodeArray__source_position_table", 24,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_13_6 },
	/* Code (in trusted space): as in V8 12.4; the function's code is
	 * reached through the dispatch table, not from the JSFunction. */
	{ "class_Code__deoptimization_data", 8,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_13_6 },
	{ "class_Code__source_position_table", 16,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_13_6 },
	{ "class_Code__bytecode_offset_table", 16,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_13_6 },
	{ "class_InstructionStream__code", 8,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_13_6 },
	/*
	 * API objects (JS_API_OBJECT_TYPE ...) are
	 * JSAPIObjectWithEmbedderSlots: the JSObject header, then the C++
	 * heap (cppgc) wrappable pointer (kCppHeapWrappableOffset), then
	 * the embedder fields (JSObject::GetEmbedderFieldsStartOffset is
	 * 32: a Node.js BaseObject of 72 bytes has 5 embedder fields, as
	 * %DebugPrint says).
	 */
	{ "api_object_cpp_heap_wrappable_offset", 24,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_13_6 },
	{ "api_object_embedder_fields_start", 32,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_13_6 },
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
	{ "jsfunction_dispatch_handle_offset", 24,
	    V8_RANGE(13, 6, 14, 1), V8F_DFLT, SRC_13_6 },
	{ "jsdispatch_table_in_isolate_group", 0x3270,
	    V8_MINOR(13, 6), V8F_DFLT, SRC_13_6 },
	{ "jsdispatch_handle_shift", 8,
	    V8_RANGE(13, 6, 14, 1), V8F_DFLT, SRC_13_6 },
	{ "jsdispatch_entry_size", 16,
	    V8_RANGE(13, 6, 14, 1), V8F_DFLT, SRC_13_6 },
	{ "jsdispatch_entry_code_word", 8,
	    V8_RANGE(13, 6, 14, 1), V8F_DFLT, SRC_13_6 },
	{ "jsdispatch_code_shift", 16,
	    V8_RANGE(13, 6, 14, 1), V8F_DFLT, SRC_13_6 },
	{ "jsdispatch_max_entries", 0x1000000,
	    V8_RANGE(13, 6, 14, 1), V8F_DFLT, SRC_13_6 },
	/*
	 * V8 14.6: the table is the isolate's own, in its IsolateData
	 * (jsdispatch_table_in_isolate, the table's base pointer), the
	 * isolate found from the Heap of the function's page
	 * (isolate_heap_offset: Isolate::FromHeap); handles and entries as
	 * before.
	 */
	{ "jsfunction_dispatch_handle_offset", 24,
	    V8_MINOR(14, 6), V8F_DFLT, SRC_14_6_DISPATCH },
	{ "jsdispatch_table_in_isolate", 0x268,
	    V8_MINOR(14, 6), V8F_DFLT, SRC_14_6_DISPATCH },
	{ "isolate_heap_offset", 0xf3c0,
	    V8_MINOR(14, 6), V8F_DFLT, SRC_14_6_DISPATCH },
	{ "jsdispatch_handle_shift", 8,
	    V8_MINOR(14, 6), V8F_DFLT, SRC_14_6_DISPATCH },
	{ "jsdispatch_entry_size", 16,
	    V8_MINOR(14, 6), V8F_DFLT, SRC_14_6_DISPATCH },
	{ "jsdispatch_entry_code_word", 8,
	    V8_MINOR(14, 6), V8F_DFLT, SRC_14_6_DISPATCH },
	{ "jsdispatch_code_shift", 16,
	    V8_MINOR(14, 6), V8F_DFLT, SRC_14_6_DISPATCH },
	{ "jsdispatch_max_entries", 0x1000000,
	    V8_MINOR(14, 6), V8F_DFLT, SRC_14_6_DISPATCH },

	/*
	 * CodeKind of V8 14.6: a kind before BUILTIN more than 14.1's, so
	 * the kinds are named here (::v8code), as V8 names them.
	 */
	{ "codekind_BYTECODE_HANDLER", 0, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_FOR_TESTING", 1, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_FOR_TESTING_JS", 2, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_BUILTIN", 3, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_REGEXP", 4, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_WASM_FUNCTION", 5, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_WASM_TO_CAPI_FUNCTION", 6, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_WASM_TO_JS_FUNCTION", 7, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_JS_TO_WASM_FUNCTION", 8, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_C_WASM_ENTRY", 9, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_INTERPRETED_FUNCTION", 10, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_BASELINE", 11, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_MAGLEV", 12, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_TURBOFAN_JS", 13, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },
	{ "codekind_WASM_STACK_ENTRY", 14, V8_MINOR(14, 6), V8F_DFLT,
	    SRC_14_6_KINDS },

	/* ================================================================
	 * V8 4.5 (Node.js 4.9.1), where it differs from 5.1 or where the
	 * metadata lacks what 5.1's gives.  Rows that hold for 5.1 too are
	 * below, as V8_RANGE(4, 5, ...).  Full-codegen and Crankshaft code,
	 * no bytecode; contexts are FixedArrays with maps of their own;
	 * typed arrays' elements are External arrays.
	 * ================================================================ */

	/* Map: the metadata's inobject_properties (a count) at 9 */
	{ "class_Map__inobject_properties_or_constructor_function_index", 9,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_MD },
	/* instance types the metadata does not number, and the ranges */
	{ "type_MUTABLE_HEAP_NUMBER_TYPE", 133,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_ITYPE },
	{ "type_FIXED_INT8_ARRAY_TYPE", 147,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_ITYPE },
	{ "type_FIXED_UINT8_ARRAY_TYPE", 148,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_ITYPE },
	{ "type_FIXED_UINT8_CLAMPED_ARRAY_TYPE", 155,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_ITYPE },
	{ "type_FILLER_TYPE", 157, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_ITYPE },
	{ "type_JS_PRIMITIVE_WRAPPER_TYPE", 187,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_ITYPE },
	{ "type_JS_CONTEXT_EXTENSION_OBJECT_TYPE", 191,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_ITYPE },
	{ "type_JS_SET_ITERATOR_TYPE", 203,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_ITYPE },
	{ "type_JS_MAP_ITERATOR_TYPE", 204,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_ITYPE },
	{ "type_JS_REG_EXP_TYPE", 207,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_ITYPE },
	/* FIRST_JS_RECEIVER_TYPE is JS_FUNCTION_PROXY_TYPE,
	 * FIRST_JS_OBJECT_TYPE JS_VALUE_TYPE (JS_OBJECT_TYPE 190 is below
	 * the global object) */
	{ "FirstJSReceiverType", 185, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_ITYPE },
	{ "FirstJSObjectType", 187, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_ITYPE },
	{ "absent_type__JS_PROMISE_TYPE", 1,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_NOTYPE },
	{ "absent_type__JS_BOUND_FUNCTION_TYPE", 1,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_NOTYPE },
	{ "absent_type__BYTECODE_ARRAY_TYPE", 1,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_NOTYPE },
	/* promises: plain JSObjects, state and result under private symbols
	 * "Promise#status" and "Promise#value" (names pair 1) */
	{ "promise_state_in_symbols", 1,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PROMISE },
	{ "promise_symbol_names", 1, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PROMISE },
	{ "promise_state_pending", 0,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PROMISE },
	{ "promise_state_fulfilled", 1,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PROMISE },
	{ "promise_state_rejected", -1,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PROMISE },
	/* frames: full-codegen and Crankshaft code, no interpreter */
	{ "frame_model_classic", 1, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_FR },
	/* which frames V8's stack traces leave out */
	{ "sfi_compiler_hints_native_bit", 8,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_HIDE },
	/* bound functions are JSFunctions with their bindings */
	{ "sfi_compiler_hints_bound_bit", 10,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_BOUND },
	{ "function_bindings_target_index", 0,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_BOUND },
	{ "function_bindings_this_index", 1,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_BOUND },
	{ "function_bindings_args_index", 2,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_BOUND },
	{ "script_type_normal", 2, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_HIDE },
	{ "frame_exit_code_slot", -16, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_FR },
	{ "frame_args_reversed", 0, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_FR },
	{ "frame_has_argc", 0, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_FR },
	{ "frame_counts_include_receiver", 0,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_FR },
	{ "frame_adaptor_argc", -24, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_FR },
	{ "code_instruction_start_inline", 1,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_FR },
	{ "class_Code__flags", 64, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CODE },
	{ "CodeKindFieldShift", 7, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CODE },
	{ "CodeKindFieldMask", 0xf, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CODE },
	{ "codekind_FUNCTION", 0, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CODE },
	{ "codekind_OPTIMIZED_FUNCTION", 1,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CODE },
	/* relocation info: format 1 (extra tags), its mode numbers */
	{ "reloc_format", 1, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_RELOC },
	{ "reloc_last_compact_mode", 1, V8_MINOR(4, 5), V8F_DFLT,
	    SRC_4_5_RELOC },
	{ "reloc_mode_position", 9, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_RELOC },
	{ "reloc_mode_statement_position", 10,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_RELOC },
	/* Crankshaft: safepoints, deoptimization data, translations */
	{ "code_kind_specific_flags2", 72,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "code_safepoint_table_offset_shift", 1,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "code_safepoint_table_offset_bits", 30,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "safepoint_deopt_index_bits", 28,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "fullcodegen_pc_shift", 1, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "translation_BEGIN", 0, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "translation_JS_FRAME", 1, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "DeoptimizationDataDeoptEntrySize", 4,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "DeoptimizationDataTranslationIndexOffset", 1,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "DeoptimizationDataTranslationByteArrayIndex", 0,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "DeoptimizationDataLiteralArrayIndex", 2,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "DeoptimizationDataFirstDeoptEntryIndex", 8,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "translation_operands_0", 0x200000,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "translation_operands_1", 0x1fffd8,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "translation_operands_2", 0x25,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	{ "translation_operands_3", 0x2,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_CRANK },
	/* a function context without extension holds Smi 0 there */
	{ "context_no_extension_smi0", 1, V8_MINOR(4, 5), V8F_DFLT,
	    SRC_4_5_CTX },
	/* ScopeInfo flags: FunctionVariableField at bits 9-10 (5.1: 10-11) */
	{ "scopeinfo_function_var_shift", 9,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_SI },
	/* RegExp: source and flags as in-object properties after data 24,
	 * the flags Smi in the data array (JSRegExp::kFlagsIndex 2) */
	{ "class_JSRegExp__source", 32, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_OBJ },
	{ "regexp_flags_data_index", 2, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_OBJ },
	/* ArrayBuffers and views: a view's bytes are its buffer's at its
	 * offset (its elements, an External array, point there too) */
	{ "class_JSArrayBuffer__backing_store", 32,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_BUF },
	{ "class_JSArrayBufferView__byte_offset", 32,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_BUF },
	{ "typedarray_data_from_buffer", 1,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_BUF },
	{ "class_ExternalArray__external_pointer", 16,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_BUF },

	/* MemoryChunk and Space of V8 4.5 */
	{ "heap_page_size", 1024 * 1024, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PG },
	{ "page_md_sweeping", 104, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PG },
	{ "page_md_prev", 144, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PG },
	{ "page_md_markbits", 168, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PG },
	{ "space_heap", 8, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PG },
	{ "space_id", 16, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PG },
	{ "space_lab_top", 496, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PG },
	{ "newspace_lab_top_from_tospace", 568,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PG },
	/* kSweepingDone 0, kSweepingFinalize 1 (swept), kSweepingInProgress
	 * 2, kSweepingPending 3 */
	{ "page_sweeping_max", 3, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_SWEEP },
	{ "page_sweeping_swept_state", 1,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_SWEEP },
	/* MemoryChunk flags: IS_EXECUTABLE 1 << 0, ABOUT_TO_BE_FREED 1 << 1,
	 * IN_FROM_SPACE 1 << 5, IN_TO_SPACE 1 << 6 */
	{ "page_flag_from_page", 0x20, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PG },
	{ "page_flag_to_page", 0x40, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PG },
	{ "page_flag_released", 0x2, V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_PG },

	/* ================================================================
	 * V8 5.1 (Node.js 6.17.1), where it differs from 6.2 or where the
	 * metadata lacks what 6.2's gives.  Rows that hold for 6.2 too are
	 * below, as V8_RANGE(5, 1, ...), or V8_RANGE(4, 5, ...) where they
	 * hold for 4.5 as well.
	 * ================================================================ */

	/* no ThinString before V8 6.0: no representation tag is one */
	{ "ThinStringTag", -1,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_GLOBALS },

	/*
	 * ScopeInfo flags: LanguageModeField is 2 bits in V8 5.1 (bits 5-6;
	 * 1 bit from 6.2), so what follows sits one bit higher than in 6.2:
	 * the function variable at bits 11-12.  Measured: init's ScopeInfo
	 * on a Node.js 6.17.1 core of mdbv8.js, flags 0x46ba1 (function
	 * scope, strict, a declaration scope, receiver unused, function
	 * variable on the stack, CONST, simple parameters), its context 4
	 * header slots and its 1 context local: bits 10-11 read CONTEXT,
	 * which the context has no slot for.
	 */
	{ "scopeinfo_function_var_shift", 11,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CORES },
	/*
	 * ReceiverVariableField, after the 2-bit LanguageModeField and the
	 * DeclarationScopeField: bits 8-9 in V8 5.1 (6.2: 7-8).  The same
	 * flags 0x46ba1 read 3 (UNUSED) there, with the function variable at
	 * 11-12 and HasNewTargetField at 10 between them.
	 */
	{ "scopeinfo_receiver_shift", 8,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CORES },

	/* frames: full-codegen and Crankshaft code (no Ignition) */
	{ "frame_model_classic", 1, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_FR },
	/* which frames V8's stack traces leave out */
	{ "sfi_compiler_hints_native_bit", 4,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_HIDE },
	/* an arguments object's Symbol.iterator (an AccessorInfo) */
	{ "native_context_idx_array_values_iterator", 126,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_ARGS_ITER },
	{ "class_Foreign__foreign_address", 8,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_ARGS_ITER },
	/* new Function's functions: f.name is "anonymous" */
	{ "sfi_compiler_hints_anonymous_bit", 12,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_ANON },
	{ "script_type_normal", 2, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_HIDE },
	{ "off_fp_marker", -16, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_FR },
	{ "frame_exit_code_slot", -16, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_FR },
	{ "frame_args_reversed", 0, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_FR },
	{ "frame_has_argc", 0, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_FR },
	{ "frame_counts_include_receiver", 0,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_FR },
	{ "frame_adaptor_argc", -24, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_FR },
	{ "code_instruction_start_inline", 1,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_FR },
	{ "class_Code__flags", 64, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CODE },
	{ "CodeKindFieldShift", 6, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CODE },
	{ "CodeKindFieldMask", 0x1f, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CODE },
	{ "codekind_FUNCTION", 0, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CODE },
	{ "codekind_OPTIMIZED_FUNCTION", 1,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CODE },
	/* relocation info: format 2 (a mode per long record), its modes */
	{ "reloc_format", 2, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_RELOC },
	{ "reloc_mode_code_target_with_id", 1,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_RELOC },
	{ "reloc_mode_comment", 7, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_RELOC },
	{ "reloc_mode_position", 8, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_RELOC },
	{ "reloc_mode_statement_position", 9,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_RELOC },
	{ "reloc_mode_debug_break_slot_at_call", 12,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_RELOC },
	{ "reloc_mode_const_pool", 18, V8_MINOR(5, 1), V8F_DFLT,
	    SRC_5_1_RELOC },
	{ "reloc_mode_veneer_pool", 19, V8_MINOR(5, 1), V8F_DFLT,
	    SRC_5_1_RELOC },
	{ "reloc_mode_pc_jump", 21, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_RELOC },
	/* Crankshaft: safepoints, deoptimization data, translations */
	{ "code_kind_specific_flags2", 72,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "code_safepoint_table_offset_shift", 1,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "code_safepoint_table_offset_bits", 30,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "safepoint_deopt_index_bits", 28,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "fullcodegen_pc_shift", 1,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "translation_BEGIN", 0,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "translation_JS_FRAME", 1,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "DeoptimizationDataDeoptEntrySize", 4,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "DeoptimizationDataTranslationIndexOffset", 1,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "DeoptimizationDataTranslationByteArrayIndex", 0,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "DeoptimizationDataLiteralArrayIndex", 2,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "DeoptimizationDataFirstDeoptEntryIndex", 8,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "translation_operands_1", 0x7fffb0,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "translation_operands_2", 0x49,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "translation_operands_3", 0x6,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CRANK },
	{ "UncachedExternalStringMask", 0x10,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_GLOBALS },
	{ "prop_kind_mask", 1, V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_PROPS },
	{ "prop_kind_Data", 0, V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_PROPS },
	{ "prop_kind_Accessor", 1,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_PROPS },
	{ "prop_location_mask", 2,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_PROPS },
	{ "prop_location_shift", 1,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_PROPS },
	{ "prop_location_Field", 0,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_PROPS },
	{ "prop_location_Descriptor", 1,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_PROPS },
	{ "prop_attributes_shift", 2,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_PROPS },
	{ "prop_attributes_DONT_ENUM", 2,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_PROPS },
	{ "prop_dictionary_storage_shift", 7,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_PROPS },
	{ "namedictionary_prefix_start_index", 3,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_DICT },
	{ "namedictionaryshape_entry_size", 3,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_DICT },
	{ "namedictionaryshape_prefix_size", 2,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_DICT },
	{ "numberdictionaryshape_prefix_size", 2,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_DICT },
	{ "globaldictionaryshape_entry_size", 2,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_DICT },
	/* the global dictionary's entry holds the name before the cell */
	{ "globaldictionary_key_in_entry", 1,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_DICT },
	{ "context_idx_closure", 0,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_CTX },
	{ "context_idx_prev", 1, V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_CTX },
	{ "context_idx_ext", 2, V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_CTX },
	{ "context_idx_native", 3, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_CTX },
	{ "context_min_slots", 4, V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_CTX },
	/* JSObject::kHeaderSize: embedder fields follow map, properties,
	 * elements */
	{ "class_JSObject__internal_fields", 24,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_CORES },
	{ "type_FILLER_TYPE", 149, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_ITYPE },
	{ "type_TRANSITION_ARRAY_TYPE", 173,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_TA },
	{ "type_JS_PROMISE_TYPE", 198,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_ITYPE },
	{ "absent_type__JS_ERROR_TYPE", 1, V8_RANGE(4, 5, 5, 1), V8F_DFLT,
	    SRC_5_1_ITYPE },
	{ "absent_type__PROPERTY_ARRAY_TYPE", 1,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_ITYPE },
	{ "type_JS_REG_EXP_TYPE", 199,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_ITYPE },
	{ "type_JS_PRIMITIVE_WRAPPER_TYPE", 180,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_ITYPE },
	{ "type_JS_SPECIAL_API_OBJECT_TYPE", 179,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_SPECIAL_API },
	/* SharedFunctionInfo's paired integer fields */
	{ "sfi_pseudo_smi_lo_shift", 1,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_SFI },

	{ "orderedhash_nbuckets_index", 0,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_ORDERED },
	{ "orderedhash_nelements_index", 1,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_ORDERED },
	{ "orderedhash_ndeleted_index", 2,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_5_1_ORDERED },
	{ "promise_state_in_symbols", 1,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_PROMISE },
	{ "promise_state_pending", 0,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_PROMISE },
	{ "promise_state_fulfilled", 1,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_PROMISE },
	{ "promise_state_rejected", -1,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_PROMISE },
	/* Pages and spaces of V8 5.1 */
	{ "heap_page_size", 1024 * 1024, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_PG },
	{ "page_md_sweeping", 128, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_PG },
	{ "page_md_prev", 160, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_PG },
	{ "page_md_markbits", 0x168, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_PG },
	{ "space_heap", 24, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_PG },
	{ "space_id", 32, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_PG },
	{ "space_lab_top", 512, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_PG },
	{ "newspace_lab_top_from_tospace", 936,
	    V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_PG },
	{ "page_flag_released", 0, V8_MINOR(5, 1), V8F_DFLT, SRC_5_1_PG },

	/* ================================================================
	 * V8 3.14 (Node.js 0.10.48).  Rows here are for 3.14 only.  Like
	 * 3.28: no bytecode, contexts and scope infos FixedArrays, Smi
	 * fields' values in their upper half.  Unlike it: strings' length
	 * at 8, no ES6 Symbol, maps' bit_field3 a Smi at 56, a FIELD's index
	 * in its descriptor, Maps and Sets over unordered hash tables, and
	 * pages whose sweeping is told by two flags.
	 * ================================================================ */

	{ "SystemPointerSize", 8, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_GLOBALS },
	{ "TaggedSize", 8, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_GLOBALS },
	{ "WeakHeapObjectTag", 3, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_GLOBALS },
	{ "SmiTagSize", 1, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_GLOBALS },
	{ "OneByteStringTag", 4, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MD },
	{ "SlicedStringTag", 3, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_GLOBALS },
	{ "ThinStringTag", -1, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_GLOBALS },
	{ "UncachedExternalStringMask", 0x10,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_GLOBALS },
	{ "class_ExternalString__resource_data", 32,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_EXTSTR },
	{ "IsNotInternalizedMask", 0x40,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_GLOBALS },
	/* kIsSymbolMask: the bit is set on internalized strings */
	{ "string_internalized_bit_set", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_GLOBALS },
	/* Smi fields read as the int32 of their upper half */
	{ "class_String__length", 12, V8_MINOR(3, 14), V8F_FIX, SRC_3_14_MD },
	{ "class_SeqOneByteString__chars", 24,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MD },
	{ "class_SeqTwoByteString__chars", 24,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "class_SlicedString__parent", 24,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },

	/* Map */
	{ "class_Map__instance_type", 12,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MAP },
	{ "map_instance_type_bits", 8,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MAP },
	{ "class_Map__instance_size_in_words", 8,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MAP },
	{ "class_Map__inobject_properties_or_constructor_function_index", 9,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MAP },
	{ "class_Map__constructor_or_back_pointer", 24,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MAP },
	{ "class_Map__bit_field3", 60, V8_MINOR(3, 14), V8F_FIX, SRC_3_14_MAP },
	{ "bit_field3_number_of_own_descriptors_mask", 0x3ff800,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MAP },
	{ "bit_field3_number_of_own_descriptors_shift", 11,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MAP },

	/* properties */
	{ "class_DescriptorArray__header_size", 32,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "class_DescriptorArray__number_of_all_descriptors", 20,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "class_PropertyArray__length_and_hash", 8,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "prop_location_mask", 7, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	{ "prop_location_shift", 0, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	{ "prop_location_Field", 1, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	{ "prop_location_Descriptor", 2,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	{ "prop_kind_mask", 7, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	{ "prop_kind_Data", 1, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	{ "prop_kind_Accessor", 3, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	/* no representations: no field holds an unboxed double */
	{ "prop_representation_mask", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	{ "prop_representation_shift", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	{ "prop_representation_double", -1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	/* a FIELD's index: the Smi in its descriptor's value slot */
	{ "prop_field_index_in_value", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	{ "prop_attributes_shift", 3,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	{ "prop_attributes_DONT_ENUM", 2,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	{ "prop_dictionary_storage_shift", 7,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PROP },
	{ "double_fields_unboxed", 0, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "namedictionary_prefix_start_index", 3,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "namedictionaryshape_entry_size", 3,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MD },
	{ "namedictionaryshape_prefix_size", 2,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MD },
	{ "numberdictionaryshape_entry_size", 3,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MD },
	{ "numberdictionaryshape_prefix_size", 2,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MD },
	{ "globaldictionaryshape_entry_size", 3,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "globaldict_value_in_cell", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "class_PropertyCell__value", 8,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "class_JSGlobalObject__global_dictionary", 8,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "class_JSObject__internal_fields", 24,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "double_hole_upper32", (intptr_t)0x7fffffff,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_GLOBALS },
	{ "double_hole_lower32", (intptr_t)0xffffffff,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_GLOBALS },

	/* frames: full-codegen and Crankshaft code, no interpreter */
	/* bound functions are JSFunctions with their bindings */
	{ "sfi_compiler_hints_bound_bit", 13,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_BOUND },
	{ "function_bindings_target_index", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_BOUND },
	{ "function_bindings_this_index", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_BOUND },
	{ "function_bindings_args_index", 2,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_BOUND },
	{ "frame_model_classic", 1, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_FR },
	/* JSFunction::kCodeEntryOffset: the first instruction's address */
	{ "jsfunction_code_is_entry", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_ENTRY },
	/* which frames V8's stack traces leave out */
	{ "sfi_compiler_hints_native_bit", 12,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_HIDE },
	{ "script_type_normal", 2, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_HIDE },
	{ "frame_exit_code_slot", -16, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_FR },
	{ "frame_args_reversed", 0, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_FR },
	{ "frame_has_argc", 0, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_FR },
	{ "frame_counts_include_receiver", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_FR },
	{ "frame_adaptor_argc", -24, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_FR },
	{ "code_instruction_start_inline", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_FR },
	{ "class_Code__flags", 56, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CODE },
	{ "CodeKindFieldShift", 7, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CODE },
	{ "CodeKindFieldMask", 0xf, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CODE },
	{ "codekind_FUNCTION", 0, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CODE },
	{ "codekind_OPTIMIZED_FUNCTION", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CODE },
	/* relocation info: format 1 (extra tags) */
	{ "reloc_format", 1, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_RELOC },
	{ "reloc_last_compact_mode", 1, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_3_14_RELOC },
	{ "reloc_pool_top_tag", 3, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_3_14_RELOC },
	{ "reloc_mode_position", 10, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_3_14_RELOC },
	{ "reloc_mode_statement_position", 11,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_RELOC },
	/* Crankshaft: safepoints, deoptimization data, translations */
	/* the safepoint table's header and (pc, info) entries */
	{ "safepoint_table_header_size", 8,
	    V8_RANGE(3, 14, 5, 1), V8F_DFLT, SRC_SAFEPOINT },
	{ "safepoint_entry_size", 8,
	    V8_RANGE(3, 14, 5, 1), V8F_DFLT, SRC_SAFEPOINT },
	{ "code_kind_specific_flags2", 64,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "code_safepoint_table_offset_shift", 6,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "code_safepoint_table_offset_bits", 26,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "safepoint_deopt_index_bits", 28,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "fullcodegen_pc_shift", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "translation_BEGIN", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "translation_JS_FRAME", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "DeoptimizationDataDeoptEntrySize", 4,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "DeoptimizationDataTranslationIndexOffset", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "DeoptimizationDataTranslationByteArrayIndex", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "DeoptimizationDataLiteralArrayIndex", 2,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "DeoptimizationDataFirstDeoptEntryIndex", 5,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "translation_operands_0", 0x10000,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "translation_operands_1", 0x7fd8,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "translation_operands_2", 0x8025,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "translation_operands_3", 0x2,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	{ "translation_self_literal_id", -239,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_CRANK },
	/* an error's stack: DefineOneShotAccessor's closure keeps it */
	{ "error_oneshot_obj_slot", 4, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_3_14_STACK },
	{ "error_oneshot_value_slot", 5, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_3_14_STACK },
	{ "error_oneshot_factory_slot", 6, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_3_14_STACK },
	/* functions */
	{ "class_JSFunction__context", 48,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "class_JSFunction__code", 24,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "class_SharedFunctionInfo__scope_info", 32,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "sharedfunctioninfo_start_position_mask", -4,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "sharedfunctioninfo_start_position_shift", 2,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "sfi_pseudo_smi_lo_shift", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "context_idx_closure", 0, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "context_idx_prev", 1, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "context_idx_ext", 2, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "context_min_slots", 4, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "context_no_extension_smi0", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "class_ScopeInfo__flags", 16,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_slot0", 16, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_flags_smi", 1, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_idx_nparams", 1, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_idx_nstacklocals", 2,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_idx_ncontextlocals", 3,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_idx_first_vars", 4,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_parameter_names", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_first_stack_slot", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_scope_type_mask", 7,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_function_scope", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_function_var_shift", 6,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_receiver_shift", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_has_receiver_slot", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_has_saved_class_var_bit", -1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_has_inferred_name_bit", -1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_max_inlined_locals", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_position_in_header", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "scopeinfo_has_position", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },

	/* pages and spaces */
	{ "heap_page_size", 1024 * 1024,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_flags", 24, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_md_size", 16, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_md_area_start", 32, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_md_area_end", 40, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_md_owner", 64, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_md_owner_tag", 3, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_md_heap", 72, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_md_prev", 8, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_md_markbits", 112, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "space_heap", 8, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "space_id", 16, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "space_id_large_object", 6, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	/* a paged space's allocation area (top, limit) at 232 (every space
	 * of the heap.js and demo.js cores); the new space's 472 bytes after
	 * its to-space (the SemiSpace owning the to-space pages) */
	{ "space_lab_top", 232, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "newspace_lab_top_from_tospace", 472,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_flag_from_page", 0x20, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_flag_to_page", 0x40, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_flag_large_page", 0, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_flag_executable", 0x1, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_flag_released", 0x2, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_sweep_by_flags", 1, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_flag_swept_precisely", 0x800,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "page_flag_swept_conservatively", 0x1000,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	{ "freespace_size_in_words", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_PG },
	/*
	 * The live handles (hs_liveness: the seeds on conservatively swept
	 * pages): the isolate from its Heap, its handle scope data and
	 * HandleScopeImplementer; offsets in bytes, the block in words.
	 */
	{ "isolate_heap_offset", 0x10, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_3_14_HANDLES },
	{ "isolate_handle_scope_next", 0x2d38, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_3_14_HANDLES },
	{ "isolate_handle_scope_limit", 0x2d40, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_3_14_HANDLES },
	{ "isolate_handle_scope_implementer", 0x2d50,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_HANDLES },
	{ "hsi_isolate", 0, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_HANDLES },
	{ "hsi_blocks_data", 8, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_HANDLES },
	{ "hsi_blocks_capacity", 0x10,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_HANDLES },
	{ "hsi_blocks_length", 0x14,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_HANDLES },
	{ "hsi_spare", 0x38, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_HANDLES },
	{ "hsi_last_before_deferred", 0x48,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_HANDLES },
	{ "handle_block_words", 1022,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_HANDLES },
	/*
	 * ::heapsnapshot's "(Global handles)": from a Heap (the page
	 * headers name it) its isolate (Heap::isolate_) and the isolate's
	 * GlobalHandles* (global_handles_, at a fixed distance from the
	 * Heap the isolate embeds: the isolate's own offsets move between
	 * builds of a release, the distance does not); its NodeSpace of
	 * regular nodes, whose used blocks are a list (first_used_block_,
	 * each block's next_used_) of gh_block_nodes nodes; a node's object
	 * at 0, its state in its flags (strong, weak; 0 free); V8 10.2's
	 * traced nodes likewise, all weak.  The *_global_handles rows say
	 * where a block or space names its GlobalHandles (checked).  The
	 * way in (Heap::isolate_, the distance) was measured on x64
	 * binaries only: "x64:" rows (an arm64 core: not decoded).
	 */
	{ "x64:heap_isolate", 0x50, V8_MINOR(10, 2), V8F_DFLT, SRC_GH_10_2 },
	{ "x64:heap_global_handles", 0x1170, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_GH_10_2 },
	{ "gh_isolate", 0, V8_MINOR(10, 2), V8F_DFLT, SRC_GH_10_2 },
	{ "gh_regular_nodes", 0x10, V8_MINOR(10, 2), V8F_DFLT, SRC_GH_10_2 },
	{ "gh_traced_nodes", 0x30, V8_MINOR(10, 2), V8F_DFLT, SRC_GH_10_2 },
	{ "gh_space_global_handles", 0, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_GH_10_2 },
	{ "gh_space_first_used", 0x10, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_GH_10_2 },
	{ "gh_block_nodes", 256, V8_MINOR(10, 2), V8F_DFLT, SRC_GH_10_2 },
	{ "gh_node_size", 32, V8_MINOR(10, 2), V8F_DFLT, SRC_GH_10_2 },
	{ "gh_block_global_handles", 0x2008, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_GH_10_2 },
	{ "gh_block_space", 0x2010, V8_MINOR(10, 2), V8F_DFLT, SRC_GH_10_2 },
	{ "gh_block_next_used", 0x2018, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_GH_10_2 },
	{ "gh_node_flags", 0xb, V8_MINOR(10, 2), V8F_DFLT, SRC_GH_10_2 },
	{ "gh_node_state_mask", 7, V8_MINOR(10, 2), V8F_DFLT, SRC_GH_10_2 },
	{ "gh_state_strong", 1, V8_MINOR(10, 2), V8F_DFLT, SRC_GH_10_2 },
	{ "gh_state_weak", 2, V8_MINOR(10, 2), V8F_DFLT, SRC_GH_10_2 },
	{ "gh_node_label", 0x10, V8_MINOR(10, 2), V8F_DFLT, SRC_GH_10_2 },
	{ "gh_traced_node_size", 24, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_GH_10_2 },
	{ "gh_traced_block_global_handles", 0x1808, V8_MINOR(10, 2),
	    V8F_DFLT, SRC_GH_10_2 },
	{ "gh_traced_block_space", 0x1810, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_GH_10_2 },
	{ "gh_traced_block_next_used", 0x1818, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_GH_10_2 },
	{ "gh_traced_inuse_mask", 3, V8_MINOR(10, 2), V8F_DFLT, SRC_GH_10_2 },
	{ "x64:heap_isolate", 0x18, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "x64:heap_global_handles", 0xf38, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_GH_12_4 },
	{ "gh_isolate", 0, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "gh_regular_nodes", 8, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "gh_space_global_handles", 0, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "gh_space_first_used", 0x10, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "gh_block_nodes", 256, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "gh_node_size", 32, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "gh_block_global_handles", 0x2008, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "gh_block_space", 0x2010, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "gh_block_next_used", 0x2018, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "gh_node_flags", 0xb, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "gh_node_state_mask", 3, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "gh_state_strong", 1, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "gh_state_weak", 2, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "gh_node_label", 0x10, V8_MINOR(12, 4), V8F_DFLT, SRC_GH_12_4 },
	{ "x64:heap_isolate", 0x18, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "x64:heap_global_handles", 0xd18, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_GH_13_6 },
	{ "gh_isolate", 0, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "gh_regular_nodes", 8, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "gh_space_global_handles", 0, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "gh_space_first_used", 0x10, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "gh_block_nodes", 256, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "gh_node_size", 32, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "gh_block_global_handles", 0x2008, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "gh_block_space", 0x2010, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "gh_block_next_used", 0x2018, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "gh_node_flags", 0xb, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "gh_node_state_mask", 3, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "gh_state_strong", 1, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "gh_state_weak", 2, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	{ "gh_node_label", 0x10, V8_MINOR(13, 6), V8F_DFLT, SRC_GH_13_6 },
	/*
	 * ::heapsnapshot's "(Eternal handles)": the isolate's
	 * EternalHandles* (eternal_handles_, at a fixed distance from the
	 * Heap, as global_handles_), its count of handles (an int) and its
	 * vector of blocks of eh_block_slots slots.
	 */
	{ "x64:heap_eternal_handles", 0x1178, V8_MINOR(10, 2), V8F_DFLT, SRC_EH },
	{ "eh_size", 0, V8_MINOR(10, 2), V8F_DFLT, SRC_EH },
	{ "eh_blocks_begin", 8, V8_MINOR(10, 2), V8F_DFLT, SRC_EH },
	{ "eh_blocks_end", 0x10, V8_MINOR(10, 2), V8F_DFLT, SRC_EH },
	{ "eh_block_slots", 256, V8_MINOR(10, 2), V8F_DFLT, SRC_EH },
	{ "x64:heap_eternal_handles", 0xfc0, V8_MINOR(12, 4), V8F_DFLT, SRC_EH },
	{ "eh_size", 0, V8_MINOR(12, 4), V8F_DFLT, SRC_EH },
	{ "eh_blocks_begin", 8, V8_MINOR(12, 4), V8F_DFLT, SRC_EH },
	{ "eh_blocks_end", 0x10, V8_MINOR(12, 4), V8F_DFLT, SRC_EH },
	{ "eh_block_slots", 256, V8_MINOR(12, 4), V8F_DFLT, SRC_EH },
	{ "x64:heap_eternal_handles", 0xd88, V8_MINOR(13, 6), V8F_DFLT, SRC_EH },
	{ "eh_size", 0, V8_MINOR(13, 6), V8F_DFLT, SRC_EH },
	{ "eh_blocks_begin", 8, V8_MINOR(13, 6), V8F_DFLT, SRC_EH },
	{ "eh_blocks_end", 0x10, V8_MINOR(13, 6), V8F_DFLT, SRC_EH },
	{ "eh_block_slots", 256, V8_MINOR(13, 6), V8F_DFLT, SRC_EH },
	{ "arm64:heap_isolate", 0x18, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_ARM64_12_4 },
	{ "arm64:heap_global_handles", 0xf60, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_ARM64_12_4 },
	{ "arm64:heap_eternal_handles", 0xfe8, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_ARM64_12_4 },
	{ "arm64:isolate_strong_roots", 0x1a10, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_ARM64_12_4 },
	/*
	 * ::heapsnapshot's stack roots: the releases whose frames' visiting
	 * rule was checked against V8's own snapshots (SRC_STACK_ROOTS).
	 */
	{ "snapshot_stack_roots", 1, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_STACK_ROOTS },
	{ "snapshot_stack_roots", 1, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_STACK_ROOTS },
	{ "snapshot_stack_roots", 1, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_STACK_ROOTS },
	/* ::heapsnapshot's stack roots of Maglev frames (V8 13.6) */
	{ "mg_safepoint_stack_slots", 0, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_MG_STACK_ROOTS },
	{ "mg_safepoint_tagged_slots", 12, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_MG_STACK_ROOTS },
	/*
	 * ::heapsnapshot's stack roots of TurboFan frames: CodeKind
	 * TURBOFAN, the safepoint table's header and entry configuration,
	 * where Code::stack_slots() is (tf_safepoint_stack_slots: an offset
	 * into the table; else tf_code_stack_slots_*: bits of Code's flags).
	 */
	{ "x64:class_Code__metadata_size", 44, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "CodeKindTurbofan", 13, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "CodeKindTurbofan", 12, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "CodeKindTurbofan", 12, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_length", 0, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_config", 4, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_header_size", 8, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_code_stack_slots_shift", 5, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_code_stack_slots_bits", 24, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_length", 0, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_config", 4, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_header_size", 8, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_code_stack_slots_shift", 5, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_code_stack_slots_bits", 24, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_stack_slots", 0, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_length", 4, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_config", 8, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_header_size", 12, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_has_deopt_bit", 0, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_regsize_shift", 1, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_pcsize_shift", 4, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_deoptsize_shift", 7, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_size_mask", 7, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_slotbytes_shift", 10, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_slotbytes_bits", 22, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_has_deopt_bit", 0, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_regsize_shift", 1, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_pcsize_shift", 4, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_deoptsize_shift", 7, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_size_mask", 7, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_slotbytes_shift", 10, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_slotbytes_bits", 22, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_has_deopt_bit", 0, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_regsize_shift", 1, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_pcsize_shift", 4, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_deoptsize_shift", 7, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_size_mask", 7, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_slotbytes_shift", 10, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	{ "tf_safepoint_slotbytes_bits", 22, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TF_STACK_ROOTS },
	/*
	 * ::heapsnapshot's strong root list: the isolate's RootsTable's
	 * strong roots, roots_strong_count slots from isolate_strong_roots
	 * bytes into the isolate (measured on x64 builds: "x64:" rows);
	 * snapshot_strong_root_list: V8 names the category "(Strong root
	 * list)" (and has a "(Strong roots)" of its own besides).
	 */
	{ "x64:isolate_strong_roots", 0x16e8, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_STRONG_ROOTS },
	{ "roots_strong_count", 81, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_STRONG_ROOTS },
	{ "x64:isolate_strong_roots", 0x1a10, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_STRONG_ROOTS },
	{ "roots_strong_count", 96, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_STRONG_ROOTS },
	{ "snapshot_strong_root_list", 1, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_STRONG_ROOTS },
	{ "x64:isolate_strong_roots", 0x22a0, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_STRONG_ROOTS },
	{ "roots_strong_count", 104, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_STRONG_ROOTS },
	{ "snapshot_strong_root_list", 1, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_STRONG_ROOTS },
	/*
	 * ::heapsnapshot's "(Read-only roots)": the roots table's first
	 * word (free_space_map), the read-only roots running from it up to
	 * isolate_strong_roots (SRC_RO_ROOTS).
	 */
	{ "x64:isolate_roots_table", 0x120, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_RO_ROOTS },
	{ "x64:isolate_roots_table", 0x250, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_RO_ROOTS },
	{ "x64:isolate_roots_table", 0x280, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_RO_ROOTS },
	{ "arm64:isolate_roots_table", 0x250, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_RO_ROOTS },
	/*
	 * ::heapsnapshot's "(Builtins)": the tier-0 table and its count,
	 * and the bytes of the isolate within which the main table is found
	 * (SRC_BUILTINS).
	 */
	{ "x64:isolate_builtin_tier0_table", 0x90, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_BUILTINS },
	{ "builtin_tier0_count", 10, V8_MINOR(10, 2), V8F_DFLT, SRC_BUILTINS },
	{ "x64:isolate_builtin_tier0_table", 0x88, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_BUILTINS },
	{ "arm64:isolate_builtin_tier0_table", 0x88, V8_MINOR(12, 4),
	    V8F_DFLT, SRC_BUILTINS },
	{ "builtin_tier0_count", 7, V8_MINOR(12, 4), V8F_DFLT, SRC_BUILTINS },
	{ "x64:isolate_builtin_tier0_table", 0x90, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_BUILTINS },
	{ "builtin_tier0_count", 7, V8_MINOR(13, 6), V8F_DFLT, SRC_BUILTINS },
	{ "isolate_builtins_from", 0x4000, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_BUILTINS },
	{ "isolate_builtins_to", 0x10000, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_BUILTINS },
	{ "isolate_builtins_from", 0x4000, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_BUILTINS },
	{ "isolate_builtins_to", 0x10000, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_BUILTINS },
	{ "isolate_builtins_from", 0x4000, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_BUILTINS },
	{ "isolate_builtins_to", 0x10000, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_BUILTINS },
	/*
	 * ::heapsnapshot's "(External strings)" (SRC_EXT_STRINGS) and the
	 * object caches (SRC_OBJ_CACHES).
	 */
	{ "x64:heap_external_string_table", 0xc98, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_EXT_STRINGS },
	{ "x64:heap_external_string_table", 0xa48, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_EXT_STRINGS },
	{ "arm64:heap_external_string_table", 0xa58, V8_MINOR(12, 4),
	    V8F_DFLT, SRC_EXT_STRINGS },
	{ "x64:heap_external_string_table", 0xa90, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_EXT_STRINGS },
	{ "isolate_object_caches_from", 0xc000, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_OBJ_CACHES },
	{ "isolate_object_caches_to", 0x14000, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_OBJ_CACHES },
	{ "isolate_object_caches_from", 0xc000, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_OBJ_CACHES },
	{ "isolate_object_caches_to", 0x14000, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_OBJ_CACHES },
	{ "isolate_object_caches_from", 0xc000, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_OBJ_CACHES },
	{ "isolate_object_caches_to", 0x14000, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_OBJ_CACHES },
	{ "snapshot_bytecode_tagged_end", 40, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TAGGED_END },
	{ "snapshot_code_tagged_end", 40, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_TAGGED_END },
	{ "snapshot_bytecode_tagged_end", 48, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TAGGED_END },
	{ "snapshot_code_tagged_end", 40, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_TAGGED_END },
	{ "snapshot_bytecode_tagged_end", 48, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TAGGED_END },
	{ "snapshot_code_tagged_end", 40, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_TAGGED_END },
	/* ::heapsnapshot's "(Internalized strings)" (SRC_STRING_TABLE) */
	{ "x64:heap_string_table", 0xea8, V8_MINOR(10, 2), V8F_DFLT,
	    SRC_STRING_TABLE },
	{ "x64:heap_string_table", 0xc80, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_STRING_TABLE },
	{ "arm64:heap_string_table", 0xca0, V8_MINOR(12, 4), V8F_DFLT,
	    SRC_STRING_TABLE },
	{ "x64:heap_string_table", 0xb98, V8_MINOR(13, 6), V8F_DFLT,
	    SRC_STRING_TABLE },
	{ "st_data_nelements", 8, V8_MINOR(10, 2), V8F_DFLT, SRC_STRING_TABLE },
	{ "st_data_ndeleted", 12, V8_MINOR(10, 2), V8F_DFLT, SRC_STRING_TABLE },
	{ "st_data_capacity", 16, V8_MINOR(10, 2), V8F_DFLT, SRC_STRING_TABLE },
	{ "st_data_elements", 24, V8_MINOR(10, 2), V8F_DFLT, SRC_STRING_TABLE },
	{ "st_data_nelements", 8, V8_MINOR(12, 4), V8F_DFLT, SRC_STRING_TABLE },
	{ "st_data_ndeleted", 12, V8_MINOR(12, 4), V8F_DFLT, SRC_STRING_TABLE },
	{ "st_data_capacity", 16, V8_MINOR(12, 4), V8F_DFLT, SRC_STRING_TABLE },
	{ "st_data_elements", 24, V8_MINOR(12, 4), V8F_DFLT, SRC_STRING_TABLE },
	{ "st_data_nelements", 8, V8_MINOR(13, 6), V8F_DFLT, SRC_STRING_TABLE },
	{ "st_data_ndeleted", 12, V8_MINOR(13, 6), V8F_DFLT, SRC_STRING_TABLE },
	{ "st_data_capacity", 16, V8_MINOR(13, 6), V8F_DFLT, SRC_STRING_TABLE },
	{ "st_data_elements", 24, V8_MINOR(13, 6), V8F_DFLT, SRC_STRING_TABLE },
	/*
	 * ::heapsnapshot's categories of roots: V8 3.14 has no eternal
	 * handles (its snapshots have no "(Eternal handles)").
	 */
	{ "snapshot_no_eternal_handles", 1, V8_MINOR(3, 14), V8F_DFLT,
	    SRC_3_14_NOETERNAL },
	{ "size_rule__FIXED_ARRAY_TYPE", V8_SZ_FA,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "size_rule__FIXED_DOUBLE_ARRAY_TYPE", V8_SZ_FA,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "size_rule__BYTE_ARRAY_TYPE", V8_SZ_BYTES,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "size_rule__FREE_SPACE_TYPE", V8_SZ_FREE,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },

	/* value kinds */
	{ "jsdate_value_is_double", 0, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MD },
	{ "class_JSPrimitiveWrapper__value", 24,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MD },
	{ "class_JSRegExp__source", 32,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "regexp_flags_data_index", 2,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "regexp_flags_shift", 0, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "regexp_flag_global", 0, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "regexp_flag_ignore_case", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "regexp_flag_multiline", 2, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "class_ExternalArray__external_pointer", 16,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "api_object_embedder_fields_start", 24,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "class_JSCollection__table", 24,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_MD },
	/* a Map's or Set's table: an ObjectHashTable (element count,
	 * deleted count, capacity, then (key, value) entries; a Set's
	 * ObjectHashSet: keys), empty entries undefined or the hole */
	{ "collection_table_unordered", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "orderedhash_nelements_index", 0,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "orderedhash_ndeleted_index", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "orderedhash_nbuckets_index", 2,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "orderedhash_buckets_index", 3,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "orderedhashmap_entry_size", 2,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },
	{ "orderedhashset_entry_size", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_OBJ },

	/* instance types the metadata does not name */
	{ "type_FILLER_TYPE", 146, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_ITYPE },
	/* the global object's property cells: JS_GLOBAL_PROPERTY_CELL_TYPE */
	{ "type_PROPERTY_CELL_TYPE", 131,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_ITYPE },
	/* the elements of a Buffer: EXTERNAL_UNSIGNED_BYTE_ARRAY_TYPE */
	{ "type_EXTERNAL_UINT8_ARRAY_TYPE", 137,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_ITYPE },
	{ "type_JS_CONTEXT_EXTENSION_OBJECT_TYPE", 171,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_ITYPE },
	{ "type_JS_GLOBAL_PROXY_TYPE", 175,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_ITYPE },
	{ "type_JS_PRIMITIVE_WRAPPER_TYPE", 168,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_ITYPE },
	{ "type_JS_REG_EXP_TYPE", 180,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_ITYPE },
	{ "NumJSFunctionTypes", 1, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_ITYPE },
	{ "FirstJSReceiverType", 166,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_ITYPE },
	{ "FirstJSObjectType", 168, V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_ITYPE },
	{ "absent_type__SYMBOL_TYPE", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_NOTYPE },
	{ "absent_type__JS_PROMISE_TYPE", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_NOTYPE },
	{ "absent_type__JS_BOUND_FUNCTION_TYPE", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_NOTYPE },
	{ "absent_type__JS_ERROR_TYPE", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_NOTYPE },
	{ "absent_type__PROPERTY_ARRAY_TYPE", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_NOTYPE },
	{ "absent_type__BYTECODE_ARRAY_TYPE", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_NOTYPE },
	{ "absent_type__JS_ARRAY_BUFFER_TYPE", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_NOTYPE },
	{ "absent_type__JS_TYPED_ARRAY_TYPE", 1,
	    V8_MINOR(3, 14), V8F_DFLT, SRC_3_14_NOTYPE },

	/* ================================================================
	 * V8 3.28 (Node.js 0.12.18).  Rows here are for 3.28 only.  No
	 * bytecode (full-codegen and Crankshaft code), contexts and scope
	 * infos are FixedArrays, dictionaries FixedArrays with maps of their
	 * own, Smi fields keep their value in the upper half.
	 * ================================================================ */

	{ "SystemPointerSize", 8, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_GLOBALS },
	{ "TaggedSize", 8, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_GLOBALS },
	/* no weak references: no value carries these bits */
	{ "WeakHeapObjectTag", 3, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_GLOBALS },
	{ "SmiTagSize", 1, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_GLOBALS },
	/* the metadata's AsciiStringTag */
	{ "OneByteStringTag", 4, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_MD },
	/* no ThinString: -1 is no representation */
	{ "ThinStringTag", -1, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_GLOBALS },
	{ "UncachedExternalStringMask", 0x10,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_GLOBALS },
	{ "class_ExternalString__resource_data", 32,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_EXTSTR },
	{ "IsNotInternalizedMask", 0x40,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_GLOBALS },
	/* Smi fields read as the int32 of their upper half */
	{ "class_String__length", 20, V8_MINOR(3, 28), V8F_FIX, SRC_3_28_MD },
	{ "class_Symbol__flags", 28, V8_MINOR(3, 28), V8F_FIX, SRC_3_28_MD },
	{ "symbol_is_private_bit", 0, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_OBJ },

	/* Map */
	{ "class_Map__instance_type", 12, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_MAP },
	{ "map_instance_type_bits", 8, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_MAP },
	{ "class_Map__instance_size_in_words", 8, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_MAP },
	{ "class_Map__inobject_properties_or_constructor_function_index", 9,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_MAP },
	{ "class_Map__prototype", 24, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_MAP },
	{ "class_Map__constructor_or_back_pointer", 32,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_MAP },
	{ "bit_field3_number_of_own_descriptors_mask", 0xffc00,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_MAP },
	{ "bit_field3_number_of_own_descriptors_shift", 10,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_MAP },

	/* properties */
	/* DescriptorArray: a FixedArray of the descriptor count (a Smi),
	 * the enum cache, then (key, details, value) from slot 2 (the
	 * metadata's prop_idx_first) */
	{ "class_DescriptorArray__header_size", 32,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_OBJ },
	{ "class_DescriptorArray__number_of_all_descriptors", 20,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_OBJ },
	/* out-of-object properties are a FixedArray: its length */
	{ "class_PropertyArray__length_and_hash", 8,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_OBJ },
	{ "prop_location_mask", 7, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROP },
	{ "prop_location_shift", 0, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROP },
	{ "prop_location_Field", 1, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROP },
	{ "prop_location_Descriptor", 2,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROP },
	{ "prop_kind_mask", 7, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROP },
	{ "prop_kind_Data", 1, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROP },
	{ "prop_kind_Accessor", 3, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROP },
	{ "prop_representation_mask", 0x3c0,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROP },
	{ "prop_representation_shift", 6,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROP },
	{ "prop_representation_double", 7,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROP },
	{ "prop_attributes_shift", 3, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROP },
	{ "prop_attributes_DONT_ENUM", 2,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROP },
	{ "prop_dictionary_storage_shift", 7,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROP },
	/* doubles in fields are boxed (MutableHeapNumber) */
	{ "double_fields_unboxed", 0, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_OBJ },
	/* HashTable: element count, deleted count, capacity, then the
	 * prefix (kPrefixStartIndex 3): NameDictionary's 2 (the metadata's
	 * NameDictionaryShape), the seeded number dictionary's 2 (its
	 * SeededNumberDictionaryShape) */
	{ "namedictionary_prefix_start_index", 3,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_OBJ },
	{ "numberdictionaryshape_prefix_size", 2,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_MD },
	/* the global object's properties: a NameDictionary whose values are
	 * PropertyCells (the cell's value at 8, Cell::kValueOffset) */
	{ "globaldictionaryshape_entry_size", 3,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_OBJ },
	{ "globaldict_value_in_cell", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	{ "class_PropertyCell__value", 8, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	{ "class_JSGlobalObject__global_dictionary", 8,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_OBJ },
	/* JSObject::kHeaderSize: an API object's internal fields follow */
	{ "class_JSObject__internal_fields", 24, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	{ "double_hole_upper32", (intptr_t)0x7fffffff,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_GLOBALS },
	{ "double_hole_lower32", (intptr_t)0xffffffff,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_GLOBALS },

	/* frames: full-codegen and Crankshaft code, no interpreter */
	/* bound functions are JSFunctions with their bindings */
	{ "sfi_compiler_hints_bound_bit", 8,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_BOUND },
	{ "function_bindings_target_index", 0,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_BOUND },
	{ "function_bindings_this_index", 1,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_BOUND },
	{ "function_bindings_args_index", 2,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_BOUND },
	{ "frame_model_classic", 1, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_FR },
	{ "frame_exit_code_slot", -16, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_FR },
	{ "frame_args_reversed", 0, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_FR },
	{ "frame_has_argc", 0, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_FR },
	{ "frame_counts_include_receiver", 0,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_FR },
	{ "frame_adaptor_argc", -24, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_FR },
	{ "code_instruction_start_inline", 1,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_FR },
	{ "class_Code__flags", 64, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CODE },
	{ "CodeKindFieldShift", 7, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CODE },
	{ "CodeKindFieldMask", 0xf, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CODE },
	{ "codekind_FUNCTION", 0, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CODE },
	{ "codekind_OPTIMIZED_FUNCTION", 1,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CODE },
	/* relocation info: format 1 (extra tags), its mode numbers */
	{ "reloc_format", 1, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_RELOC },
	{ "reloc_last_compact_mode", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_RELOC },
	{ "reloc_mode_position", 9, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_RELOC },
	{ "reloc_mode_statement_position", 10,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_RELOC },
	/* Crankshaft: safepoints, deoptimization data, translations */
	{ "code_kind_specific_flags2", 72,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "code_safepoint_table_offset_shift", 1,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "code_safepoint_table_offset_bits", 30,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "safepoint_deopt_index_bits", 28,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "fullcodegen_pc_shift", 1,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "translation_BEGIN", 0,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "translation_JS_FRAME", 1,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "DeoptimizationDataDeoptEntrySize", 4,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "DeoptimizationDataTranslationIndexOffset", 1,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "DeoptimizationDataTranslationByteArrayIndex", 2,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "DeoptimizationDataLiteralArrayIndex", 4,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "DeoptimizationDataFirstDeoptEntryIndex", 9,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "translation_operands_1", 0x7ffd8,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "translation_operands_2", 0x25,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "translation_operands_3", 0x2,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	{ "translation_self_literal_id", -239,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CRANK },
	/* functions */
	{ "class_JSFunction__context", 48, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	/* SharedFunctionInfo: name 8, code 16, optimized code map 24, the
	 * scope info 32 (not in the metadata), construct stub 40 ... as the
	 * metadata has the rest */
	{ "class_SharedFunctionInfo__scope_info", 32, V8_MINOR(3, 28),
	    V8F_DFLT, SRC_3_28_OBJ },
	/* start_position_and_type the int at 116 (the position above two
	 * flag bits), the end position (112) and the function token's (120)
	 * pseudo-Smis: jsmdbInnerCounter of a heap.js core reads 0x3701 at
	 * 116 (its '(' at 3520), 0x1c7e at 112 (its end, 3647) and 0x1b4c
	 * at 120 (its "function" token, 3494) */
	{ "class_SharedFunctionInfo__start_position_and_type", 116,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_SFI },
	{ "sharedfunctioninfo_start_position_mask", -4, V8_MINOR(3, 28),
	    V8F_DFLT, SRC_3_28_SFI },
	{ "sharedfunctioninfo_start_position_shift", 2, V8_MINOR(3, 28),
	    V8F_DFLT, SRC_3_28_SFI },
	{ "sfi_pseudo_smi_lo_shift", 1, V8_MINOR(3, 28),
	    V8F_DFLT, SRC_3_28_SFI },
	/*
	 * Contexts (src/contexts.h of V8 3.28): FixedArrays with context
	 * maps, the closure in slot 0, then previous, extension, global
	 * object (MIN_CONTEXT_SLOTS 4); no scope info slot: a function
	 * context's is its closure's, a block context's its extension.
	 */
	{ "context_idx_closure", 0, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CTX },
	{ "context_idx_prev", 1, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CTX },
	{ "context_idx_ext", 2, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CTX },
	{ "context_min_slots", 4, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_CTX },
	/* a function context without extension holds Smi 0 there (later
	 * releases: the hole) */
	{ "context_no_extension_smi0", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_CTX },
	/*
	 * ScopeInfo (src/scopeinfo.h, objects.h of V8 3.28): a FixedArray
	 * of the flags, the parameter, stack local and context local counts,
	 * then the parameter names, the stack local names (no first stack
	 * slot before them), the context local names and their infos, and
	 * (FunctionVariableField) the function variable's name and slot.
	 * Flags: ScopeTypeField bits 0-2 (FUNCTION_SCOPE 1), CallsEval 3,
	 * StrictMode 4, FunctionVariableField 5-6; no receiver, class
	 * variable, inferred name or position slots.
	 */
	{ "class_ScopeInfo__flags", 16, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_slot0", 16, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_SI },
	{ "scopeinfo_flags_smi", 1, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_SI },
	{ "scopeinfo_idx_nparams", 1, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_SI },
	{ "scopeinfo_idx_nstacklocals", 2, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_idx_ncontextlocals", 3, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_idx_first_vars", 4, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_parameter_names", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_first_stack_slot", 0, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_scope_type_mask", 7, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_function_scope", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_function_var_shift", 5, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	/* no receiver slot: the shift is never used */
	{ "scopeinfo_receiver_shift", 0, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_has_receiver_slot", 0, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_has_saved_class_var_bit", -1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_has_inferred_name_bit", -1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_max_inlined_locals", 0, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_position_in_header", 0, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "scopeinfo_has_position", 0, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_SI },
	{ "class_JSFunction__code", 24, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },

	{ "namedictionaryshape_entry_size", 3, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_MD },
	{ "namedictionaryshape_prefix_size", 2, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_MD },
	{ "numberdictionaryshape_entry_size", 3, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_MD },

	/*
	 * MemoryChunk and Space of V8 3.28 (src/heap/spaces.h), measured
	 * on cores of Node.js 0.12.18: 1 MiB pages; size 0, flags 8, area
	 * 16-24, the reservation 32-40, owner 48 (the Space + 3,
	 * kPageHeaderTag), heap 56, then store_buffer_counter_,
	 * live_byte_count_, slots_buffer_, skip_list_,
	 * write_barrier_counter_ (500 on every page) at 88, progress_bar_
	 * and high_water_mark_, parallel_sweeping_ at 104, the free list
	 * counts, next_chunk_ 152 and prev_chunk_ 160 (each space's first
	 * page's prev and last page's next are the anchor page inside the
	 * Space), the marking bitmap inline at 168 (kHeaderSize; the area at
	 * 0x4100, kObjectStartOffset).  No LARGE_PAGE flag: a large page's
	 * owner has LO_SPACE's id (NEW 0, OLD_POINTER 1, OLD_DATA 2, CODE 3,
	 * MAP 4, CELL 5, PROPERTY_CELL 6, LO 7; the Space's id_ at 16, heap_
	 * at 8 after the vtable).  A paged space's allocation area (top,
	 * limit) at 384; the new space's 600 bytes after its to-space (the
	 * SemiSpace owning the to-space pages).
	 */
	{ "heap_page_size", 1024 * 1024, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_PG },
	{ "page_flags", 8, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_md_size", 0, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_md_area_start", 16, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_md_area_end", 24, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_md_owner", 48, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_md_owner_tag", 3, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_md_heap", 56, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_md_sweeping", 104, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_md_prev", 160, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_md_markbits", 168, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "space_heap", 8, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "space_id", 16, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "space_id_large_object", 7, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "space_lab_top", 512, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_LAB },
	{ "newspace_lab_top_from_tospace", 600, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_PG },
	/* ParallelSweepingState: SWEEPING_DONE 0, SWEEPING_FINALIZE 1 (swept
	 * by a sweeper thread), SWEEPING_IN_PROGRESS 2, SWEEPING_PENDING 3 */
	{ "page_sweeping_max", 3, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_sweeping_swept_state", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_PG },
	/* MemoryChunkFlags: IS_EXECUTABLE 1 << 0, ABOUT_TO_BE_FREED 1 << 1,
	 * SCAN_ON_SCAVENGE 1 << 4, IN_FROM_SPACE 1 << 5, IN_TO_SPACE 1 << 6
	 * (the to-space's pages read 0x8d4, the from-space's 0x8b4) */
	{ "page_flag_from_page", 0x20, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_flag_to_page", 0x40, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_flag_large_page", 0, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_flag_executable", 0x1, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	{ "page_flag_released", 0x2, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PG },
	/* FreeSpace::size counts bytes */
	{ "freespace_size_in_words", 0, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
#define	SZ328(name, rule)	\
	{ "size_rule__" name, rule, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_OBJ }
	SZ328("FIXED_ARRAY_TYPE", V8_SZ_FA),
	SZ328("FIXED_DOUBLE_ARRAY_TYPE", V8_SZ_FA),
	SZ328("BYTE_ARRAY_TYPE", V8_SZ_BYTES),
	SZ328("FIXED_UINT8_ARRAY_TYPE", V8_SZ_BYTES),
	SZ328("FIXED_INT8_ARRAY_TYPE", V8_SZ_BYTES),
	SZ328("FIXED_UINT8_CLAMPED_ARRAY_TYPE", V8_SZ_BYTES),
	SZ328("FREE_SPACE_TYPE", V8_SZ_FREE),
#undef SZ328

	/* ---- value kinds (V8 3.28) ---- */
	{ "jsdate_value_is_double", 0, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_MD },
	{ "class_JSPrimitiveWrapper__value", 24, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_MD },
	/* JSRegExp: data 24 (the metadata's), then the in-object source,
	 * global, ignoreCase, multiline and lastIndex; the flags Smi in
	 * the data array (JSRegExp::kFlagsIndex 2) */
	{ "class_JSRegExp__source", 32, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	{ "regexp_flags_data_index", 2, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	{ "regexp_flags_shift", 0, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_OBJ },
	{ "regexp_flag_global", 0, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_OBJ },
	{ "regexp_flag_ignore_case", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	{ "regexp_flag_multiline", 2, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	/*
	 * JSArrayBuffer: backing_store 24 (a raw pointer), byte_length 32
	 * (a Number), flag 40, weak_next 48, weak_first_view 56; a view:
	 * buffer 24, byte_offset 32, byte_length 40 (Numbers), weak_next 48,
	 * a typed array's length 64; its data is its buffer's backing store
	 * at its offset (a heap.js core's Uint8Array of 16 and ArrayBuffer
	 * of 64 hold the program's bytes there).  A Buffer's elements are
	 * an ExternalUint8Array: length 8, the external pointer 16.
	 */
	{ "class_JSArrayBuffer__backing_store", 24, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_BUF },
	{ "arraybuffer_lengths_tagged", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_BUF },
	{ "typedarray_data_from_buffer", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_BUF },
	{ "class_ExternalArray__external_pointer", 16, V8_MINOR(3, 28),
	    V8F_DFLT, SRC_3_28_BUF },
	{ "api_object_embedder_fields_start", 24, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	/* two internal fields end each (an ArrayBuffer's map: 80 bytes,
	 * JSArrayBuffer::kSize 64; a Uint8Array's 88, kSize 72) */
	{ "embedder_fields_JSArrayBuffer", 2, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_BUF },
	{ "embedder_fields_JSArrayBufferView", 2, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_BUF },

	/* OrderedHashTable (a Map's or Set's table): the bucket count, the
	 * element count, the deleted count, then the buckets and the entries
	 * (key, value, chain; a Set's key, chain): a demo.js core's Map of
	 * 2500 requests reads 2048, 2500, 0 and has 3 + 2048 + 3 * 4096
	 * slots */
	{ "orderedhash_nbuckets_index", 0, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	{ "orderedhash_nelements_index", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	{ "orderedhash_ndeleted_index", 2, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	{ "orderedhash_buckets_index", 3, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	{ "orderedhashmap_entry_size", 3, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },
	{ "orderedhashset_entry_size", 2, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_OBJ },

	/* instance types the metadata does not name */
	{ "type_MUTABLE_HEAP_NUMBER_TYPE", 135, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_ITYPE },
	{ "type_FILLER_TYPE", 158, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_ITYPE },
	{ "type_FIXED_INT8_ARRAY_TYPE", 148, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_ITYPE },
	{ "type_FIXED_UINT8_ARRAY_TYPE", 149, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_ITYPE },
	{ "type_FIXED_UINT8_CLAMPED_ARRAY_TYPE", 156, V8_MINOR(3, 28),
	    V8F_DFLT, SRC_3_28_ITYPE },
	{ "type_JS_CONTEXT_EXTENSION_OBJECT_TYPE", 189, V8_MINOR(3, 28),
	    V8F_DFLT, SRC_3_28_ITYPE },
	{ "type_JS_GLOBAL_PROXY_TYPE", 194, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_ITYPE },
	{ "type_JS_SET_TYPE", 199, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_ITYPE },
	{ "type_JS_MAP_TYPE", 200, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_ITYPE },
	{ "type_JS_SET_ITERATOR_TYPE", 201, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_ITYPE },
	{ "type_JS_MAP_ITERATOR_TYPE", 202, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_ITYPE },
	{ "type_JS_REG_EXP_TYPE", 205, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_ITYPE },
	{ "type_JS_PRIMITIVE_WRAPPER_TYPE", 185, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_ITYPE },
	{ "NumJSFunctionTypes", 1, V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_ITYPE },
	/* FIRST_JS_RECEIVER_TYPE is JS_FUNCTION_PROXY_TYPE, FIRST_JS_OBJECT_TYPE
	 * JS_VALUE_TYPE (JS_OBJECT_TYPE 188 is below the global object) */
	{ "FirstJSReceiverType", 183, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_ITYPE },
	{ "FirstJSObjectType", 185, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_ITYPE },
	{ "absent_type__JS_PROMISE_TYPE", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_NOTYPE },
	/* promises: plain JSObjects, as in 4.5 (names pair 1) */
	{ "promise_state_in_symbols", 1,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROMISE },
	{ "promise_symbol_names", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_PROMISE },
	{ "promise_state_pending", 0,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROMISE },
	{ "promise_state_fulfilled", 1,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROMISE },
	{ "promise_state_rejected", -1,
	    V8_MINOR(3, 28), V8F_DFLT, SRC_3_28_PROMISE },
	{ "absent_type__JS_BOUND_FUNCTION_TYPE", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_NOTYPE },
	{ "absent_type__JS_ERROR_TYPE", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_NOTYPE },
	{ "absent_type__PROPERTY_ARRAY_TYPE", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_NOTYPE },
	{ "absent_type__BYTECODE_ARRAY_TYPE", 1, V8_MINOR(3, 28), V8F_DFLT,
	    SRC_3_28_NOTYPE },

	/* ================================================================
	 * V8 6.2 (Node.js 8.17.0), where it differs from 6.8 or where 6.8's
	 * names are not the metadata's.  Contexts have neither scope info
	 * slots nor instance types of their own in 6.2: heap.c learns their
	 * maps, func.c finds their ScopeInfo as 6.2 does.
	 * ================================================================ */

	/*
	 * MemoryChunk and Space of V8 6.2, as 6.8 (size 0, flags 8, area
	 * 16-24, owner 48, heap 56, concurrent_sweeping_ 144; a Space's
	 * heap_ 40 and id_ 48) but where said here.
	 */
	{ "page_md_owner_tag", 3,
	    V8_RANGE(4, 5, 6, 2), V8F_DFLT, SRC_6_2_PG_OWNER },
	{ "page_md_prev", 176, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_PG_LIST },
	{ "page_md_markbits", 0x1c0, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_PG_BITS },
	{ "space_id_large_object", 4,
	    V8_RANGE(4, 5, 6, 2), V8F_DFLT, SRC_6_2_PG_IDS },
	{ "space_lab_top", 616, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_PG_LAB },
	{ "newspace_lab_top_from_tospace", -40,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_PG_LAB },

	/*
	 * Map: the metadata's instance_size (a byte, in words) at 8 and
	 * instance_attributes at 12, whose first byte is the instance type
	 * (bit_field 13 and bit_field2 14 follow, as the metadata says)
	 */
	{ "class_Map__instance_type", 12,
	    V8_RANGE(4, 5, 6, 2), V8F_DFLT, SRC_6_2_MAP },
	{ "map_instance_type_bits", 8,
	    V8_RANGE(4, 5, 6, 2), V8F_DFLT, SRC_6_2_MAP },
	{ "class_Map__instance_size_in_words", 8,
	    V8_RANGE(4, 5, 6, 2), V8F_DFLT, SRC_6_2_MAP },
	{ "class_Symbol__name", 16,
	    V8_RANGE(4, 5, 6, 2), V8F_DFLT, SRC_6_2_CORES },
	/*
	 * ScopeInfo flags of V8 6.2 as 6.8's up to FunctionVariableField
	 * (bits 10-11), then AsmModule 12, HasSimpleParameters 13,
	 * FunctionKind 14-23, HasOuterScopeInfo 24: no inferred name (the
	 * SFI's function_identifier holds it)
	 */
	{ "scopeinfo_has_inferred_name_bit", -1,
	    V8_RANGE(4, 5, 6, 2), V8F_DFLT, SRC_6_2_SI },
	/* JSPromise: the metadata's result at 24 (a pending promise's
	 * reactions are in fields of their own in 6.2, not read) */
	{ "class_JSPromise__reactions_or_result", 24,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_PROMISE },
	/* JS_REG_EXP_TYPE and JS_PRIMITIVE_WRAPPER_TYPE were spelled
	 * JS_REGEXP_TYPE and JS_VALUE_TYPE (210, 186 in the binary's list
	 * and metadata) */
	{ "type_JS_REG_EXP_TYPE", 210, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_ITYPE },
	{ "type_JS_PRIMITIVE_WRAPPER_TYPE", 186, V8_MINOR(6, 2), V8F_DFLT,
	    SRC_6_2_ITYPE },
	{ "numberdictionaryshape_entry_size", 3,
	    V8_RANGE(4, 5, 6, 2), V8F_DFLT, SRC_6_2_CORES },
	{ "numberdictionaryshape_prefix_size", 1,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_CORES },

	/*
	 * Frames: interpreted frames as 6.8's (no argument count; adaptor
	 * frames for other counts); optimized code's positions and inlined
	 * functions through its source position table and deoptimization
	 * data, as 6.8's but for Code's layout.
	 */
	{ "off_fp_bytecode_array", -24, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_FR },
	{ "off_fp_bytecode_offset", -32, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_FR },
	{ "frame_args_reversed", 0, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_FR },
	{ "frame_has_argc", 0, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_FR },
	{ "frame_counts_include_receiver", 0,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_FR },
	{ "frame_adaptor_argc", -24, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_FR },
	{ "code_instruction_start_inline", 1,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_FR },
	{ "class_Code__deoptimization_data", 24,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_CODE },
	{ "class_Code__source_position_table", 32,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_CODE },
	{ "class_Code__flags", 60, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_CODE },
	{ "CodeKindFieldShift", 1, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_CODE },
	{ "CodeKindFieldMask", 0x1f, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_CODE },
	{ "codekind_OPTIMIZED_FUNCTION", 1,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_CODE },
	{ "codekind_BUILTIN", 5, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_CODE },
	{ "DeoptimizationDataLiteralArrayIndex", 2,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_CODE },
	{ "DeoptimizationDataInliningPositionsIndex", 8,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_CODE },
	{ "inlining_position_size", 16,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_CODE },
	{ "inlining_position_function_id", 8,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_CODE },
	{ "sourcepos_external_bit", -1, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_SP },
	{ "sourcepos_offset_shift", 0, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_SP },
	{ "sourcepos_offset_bits", 31, V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_SP },
	{ "sourcepos_inlining_shift", 31,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_SP },
	{ "sourcepos_inlining_bits", 16,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_SP },
	{ "sourcepos_table_code_start", 0,
	    V8_MINOR(6, 2), V8F_DFLT, SRC_6_2_SP },

	/* ================================================================
	 * V8 6.8 (Node.js 10.24.1), and V8 6.2 (Node.js 8.17.0) where a row
	 * says V8_RANGE(6, 2, 6, 8) or starts earlier (V8_RANGE(5, 1, 6, 8),
	 * V8_RANGE(4, 5, 6, 8): checked on Node.js 6.17.1 and 4.9.1 cores
	 * as well, their sources say): those were checked on the Node.js 8.17.0
	 * cores too (heap.js and demo.js: the heap walked exactly, every
	 * census count, property names and values, doubles in-object,
	 * strings and symbols, Maps, Sets, RegExps, Dates, wrappers,
	 * Promises and buffers as the programs made them).  Rows for 6.2
	 * alone are in the block above.  Strings and symbols keep Smi fields
	 * (String::length at 16, Symbol::flags at 24): on little-endian x64
	 * the int32 value of a Smi is its upper half, 4 bytes further.
	 * ================================================================ */

	{ "SystemPointerSize", 8,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_GLOBALS },
	{ "TaggedSize", 8, V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_GLOBALS },
	{ "WeakHeapObjectTag", 3,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_GLOBALS },
	{ "SmiTagSize", 1, V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_GLOBALS },
	/* kShortExternalStringMask 1 << 5 (SHORT_EXTERNAL_STRING_TYPE 98),
	 * kIsNotInternalizedMask 1 << 6 (STRING_TYPE 64) */
	{ "UncachedExternalStringMask", 0x20,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_ITYPE },
	{ "IsNotInternalizedMask", 0x40,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_ITYPE },
	{ "class_String__length", 20,
	    V8_RANGE(4, 5, 6, 8), V8F_FIX, SRC_6_8_SMI },
	{ "class_SeqTwoByteString__chars", 24,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_Symbol__flags", 28,
	    V8_RANGE(4, 5, 6, 8), V8F_FIX, SRC_6_8_SMI },
	/* ExternalString: resource 24 (the metadata's), then the cached
	 * data pointer (not in short external strings) */
	{ "class_ExternalString__resource_data", 32,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "symbol_is_private_bit", 0,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },

	/* DescriptorArray is a FixedArray: the number of descriptors (a
	 * Smi) and the enum cache, then (key, details, value) from slot 2
	 * (the metadata's prop_idx_first) */
	{ "class_DescriptorArray__header_size", 32,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_DescriptorArray__number_of_all_descriptors", 20,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_SMI },
	{ "class_PropertyArray__length_and_hash", 8,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_AccessorPair__getter", 8,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_AccessorPair__setter", 16,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_JSGlobalObject__global_dictionary", 8,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "prop_dictionary_storage_shift", 8,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "double_hole_upper32", (intptr_t)0xfff7ffff,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_GLOBALS },
	{ "double_hole_lower32", (intptr_t)0xfff7ffff,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_GLOBALS },
	{ "double_fields_unboxed", 1,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_CORES },

	/* ScopeInfo: a FixedArray of Flags, ParameterCount, StackLocalCount,
	 * ContextLocalCount, then the first stack slot and the stack local
	 * names (the metadata's scopeinfo_idx_nstacklocals), context local
	 * names and infos, receiver, function name, position info */
	{ "class_ScopeInfo__flags", 16,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_SI },
	{ "scopeinfo_slot0", 16, V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_SI },
	{ "scopeinfo_flags_smi", 1,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_SI },
	{ "scopeinfo_scope_type_mask", 0xf,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_SI },
	{ "scopeinfo_receiver_shift", 7,
	    V8_MINOR(4, 5), V8F_DFLT, SRC_4_5_SI },
	{ "scopeinfo_receiver_shift", 7,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_SI },
	{ "scopeinfo_has_saved_class_var_bit", -1,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_SI },
	{ "scopeinfo_function_var_shift", 10,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_SI },
	{ "scopeinfo_has_inferred_name_bit", 12,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_SI },
	/* the variable part starts with the parameter names (finalStep's
	 * ScopeInfo on a Node.js 10.24.1 core: flags 0x105ce1 = function
	 * scope, strict, receiver on the stack, function variable unused,
	 * an inferred name, simple parameters, an outer scope info; then
	 * 10 parameter names, stack slot 0, 1 stack local, the receiver,
	 * the function name and its slot, the inferred name, 2 positions,
	 * the outer scope info: 23 slots) */
	{ "scopeinfo_parameter_names", 1,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_SI },
	{ "scopeinfo_function_scope", 1,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_SI },
	{ "scopeinfo_max_inlined_locals", 0,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_SI },
	{ "scopeinfo_position_in_header", 0,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_SI },
	{ "scopeinfo_has_receiver_slot", 1,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_SI },
	{ "NumJSFunctionTypes", 1,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_ITYPE },
	{ "type_JS_REG_EXP_TYPE", 1074, V8_MINOR(6, 8), V8F_DFLT,
	    SRC_6_8_ITYPE },
	{ "type_JS_PRIMITIVE_WRAPPER_TYPE", 1041, V8_MINOR(6, 8), V8F_DFLT,
	    SRC_6_8_ITYPE },

	/*
	 * MemoryChunk and Space of V8 6.8 (src/heap/spaces.h; offsets
	 * measured on cores of Node.js 10.24.1): 512 KiB pages; size 0,
	 * flags 8, area 16-24, the reservation 32-40, owner 48, heap 56,
	 * concurrent_sweeping_ 144, list_node_ next 184 and prev 192, the
	 * marking bitmap inline at 272 (kHeaderSize: on unswept pages its
	 * set bits start objects); no LARGE_PAGE flag: a large page's owner
	 * has the LO_SPACE id (5, the Space's id_ at 48).  A Space: heap_
	 * at 40, the allocation area (top, limit) at 80; the new space's 80
	 * bytes before its to-space.
	 */
	{ "heap_page_size", 512 * 1024,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_flags", 8, V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_md_size", 0, V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_md_heap", 56, V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_md_area_start", 16,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_md_area_end", 24, V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_md_owner", 48, V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_md_prev", 192, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_md_sweeping", 144, V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_md_markbits", 272, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "space_heap", 40, V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "space_id", 48, V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "space_id_large_object", 5, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "space_lab_top", 80, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "newspace_lab_top_from_tospace", -80,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_sweeping_max", 2, V8_RANGE(5, 1, 6, 8), V8F_DFLT, SRC_6_8_PG },
	/* MemoryChunk::Flag of 6.8: IS_EXECUTABLE 1 << 0, IN_FROM_SPACE
	 * 1 << 3, IN_TO_SPACE 1 << 4, PRE_FREED 1 << 13 */
	{ "page_flag_from_page", 0x8,
	    V8_RANGE(5, 1, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_flag_to_page", 0x10,
	    V8_RANGE(5, 1, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_flag_large_page", 0,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_flag_executable", 0x1,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "page_flag_released", 0x2000,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_PG },
	{ "freespace_size_in_words", 0,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "feedbackvector_header_size", 40,
	    V8_RANGE(5, 1, 6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "feedbackvector_length_offset", 24,
	    V8_RANGE(5, 1, 6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "feedbackmetadata_closure_slot_bytes", 0,
	    V8_RANGE(5, 1, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
#define	SZ68(name, rule)	\
	{ "size_rule__" name, rule, V8_RANGE(4, 5, 6, 8), V8F_DFLT, \
	    SRC_6_8_OBJ }
	SZ68("FIXED_ARRAY_TYPE", V8_SZ_FA),
	SZ68("HASH_TABLE_TYPE", V8_SZ_FA),
	SZ68("DESCRIPTOR_ARRAY_TYPE", V8_SZ_FA),
	SZ68("SCOPE_INFO_TYPE", V8_SZ_FA),
	SZ68("BOILERPLATE_DESCRIPTION_TYPE", V8_SZ_FA),
	SZ68("BLOCK_CONTEXT_TYPE", V8_SZ_FA),
	SZ68("CATCH_CONTEXT_TYPE", V8_SZ_FA),
	SZ68("DEBUG_EVALUATE_CONTEXT_TYPE", V8_SZ_FA),
	SZ68("EVAL_CONTEXT_TYPE", V8_SZ_FA),
	SZ68("FUNCTION_CONTEXT_TYPE", V8_SZ_FA),
	SZ68("MODULE_CONTEXT_TYPE", V8_SZ_FA),
	SZ68("NATIVE_CONTEXT_TYPE", V8_SZ_FA),
	SZ68("SCRIPT_CONTEXT_TYPE", V8_SZ_FA),
	SZ68("WITH_CONTEXT_TYPE", V8_SZ_FA),
	SZ68("WEAK_FIXED_ARRAY_TYPE", V8_SZ_FA),
	SZ68("TRANSITION_ARRAY_TYPE", V8_SZ_FA),
	SZ68("FIXED_DOUBLE_ARRAY_TYPE", V8_SZ_FA),
	SZ68("BYTE_ARRAY_TYPE", V8_SZ_BYTES),
	SZ68("BYTECODE_ARRAY_TYPE", V8_SZ_BYTECODE),
	SZ68("FREE_SPACE_TYPE", V8_SZ_FREE),
	SZ68("PROPERTY_ARRAY_TYPE", V8_SZ_PROPARRAY),
	SZ68("FEEDBACK_VECTOR_TYPE", V8_SZ_FV),
#undef SZ68

	/* a class's source range: a Tuple2 (start, end Smis) under a
	 * private symbol of its constructor (Widget's on a Node.js 10.24.1
	 * core: 6804, 6986, the class's own range), as ClassPositions later */
	{ "type_CLASS_POSITIONS_TYPE", 172,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "class_ClassPositions__start", 8,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "class_ClassPositions__end", 16,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_CORES },

	/* ---- value kinds (V8 6.8) ---- */
	{ "jsdate_value_is_double", 0,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_JSCollection__table", 24,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_JSWeakCollection__table", 24,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_JSPromise__reactions_or_result", 24,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_JSPromise__flags", 32,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "promise_status_mask", 3,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "promise_status_shift", 0,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "promise_state_pending", 0,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "promise_state_fulfilled", 1,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "promise_state_rejected", 2,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	/* JSValue, the wrapper of primitives */
	{ "class_JSPrimitiveWrapper__value", 24,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "regexp_flags_shift", 0,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "regexp_flag_global", 0,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "regexp_flag_ignore_case", 1,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "regexp_flag_multiline", 2,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "regexp_flag_sticky", 3,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "regexp_flag_unicode", 4,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "regexp_flag_dot_all", 5,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "orderedhash_nelements_index", 0,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "orderedhash_ndeleted_index", 1,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "orderedhash_nbuckets_index", 2,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "orderedhash_buckets_index", 3,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "orderedhashmap_entry_size", 3,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "orderedhashset_entry_size", 2,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "embedder_fields_JSArrayBuffer", 2,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "embedder_fields_JSArrayBufferView", 2,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "embedder_fields_JSPromise", 1,
	    V8_RANGE(5, 1, 6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "api_object_embedder_fields_start", 24,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	/*
	 * ArrayBuffer and view lengths and offsets are Numbers (the
	 * metadata's byte_length, raw_byte_offset, raw_byte_length, length
	 * are Objects); a typed array's data pointers live in its elements,
	 * a FixedTypedArrayBase (base_pointer 16, external_pointer 24 there,
	 * as the metadata's FixedTypedArrayBase says)
	 */
	{ "arraybuffer_lengths_tagged", 1,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "typedarray_pointers_in_elements", 1,
	    V8_RANGE(5, 1, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_JSArrayBufferView__byte_length", 40,
	    V8_RANGE(4, 5, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_JSTypedArray__base_pointer", 16,
	    V8_RANGE(5, 1, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_JSTypedArray__external_pointer", 24,
	    V8_RANGE(5, 1, 6, 8), V8F_DFLT, SRC_6_8_OBJ },

	/* Frames as in 7.8 */
	{ "off_fp_bytecode_array", -24, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_FR },
	{ "off_fp_bytecode_offset", -32, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_FR },
	{ "frame_args_reversed", 0, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_FR },
	{ "frame_has_argc", 0, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_FR },
	{ "frame_counts_include_receiver", 0,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_FR },
	{ "frame_adaptor_argc", -24, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_FR },
	{ "code_instruction_start_inline", 1,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "class_JSFunction__code", 48, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_BytecodeArray__length", 8,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_BytecodeArray__data", 58,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "class_Code__deoptimization_data", 16,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "class_Code__source_position_table", 24,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_OBJ },
	/* Code::flags after the instruction size, KindField bits 1-5 (the
	 * interpreter trampoline BUILTIN, hotLoop OPTIMIZED_FUNCTION on a
	 * Node.js 10.24.1 core) */
	{ "class_Code__flags", 44, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "CodeKindFieldShift", 1, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "CodeKindFieldMask", 0x1f, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "codekind_OPTIMIZED_FUNCTION", 0,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "codekind_BYTECODE_HANDLER", 1,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "codekind_STUB", 2, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "codekind_BUILTIN", 3, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "codekind_REGEXP", 4, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_OBJ },
	/* DeoptimizationData: a weak cell cache at 7 puts the inlining
	 * positions at 8 (a hotLoop's on a Node.js 10.24.1 core: [7] a
	 * WeakCell, [8] the ByteArray) */
	{ "DeoptimizationDataLiteralArrayIndex", 2,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "DeoptimizationDataInliningPositionsIndex", 8,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_CORES },
	{ "inlining_position_size", 16, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_OBJ },
	{ "inlining_position_function_id", 8,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_OBJ },
	/* SourcePosition (src/source-position.h of 6.8): no external bit
	 * (-1), the script offset + 1 in bits 0-30, the inlining id + 1 in
	 * bits 31-46 (hotLoop's code on a Node.js 10.24.1 core: entries
	 * 0x80001808... in the inlined hotInline) */
	{ "sourcepos_external_bit", -1, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_SP },
	{ "sourcepos_offset_shift", 0, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_SP },
	{ "sourcepos_offset_bits", 31, V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_SP },
	{ "sourcepos_inlining_shift", 31,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_SP },
	{ "sourcepos_inlining_bits", 16,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_SP },
	/* position tables count code offsets from 0 (no function-entry
	 * entry at -1 yet: finalStep's first entry is at bytecode 3) */
	{ "sourcepos_table_code_start", 0,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_SP },
	{ "sfi_function_kind_mask", 0x1f,
	    V8_MINOR(6, 8), V8F_DFLT, SRC_6_8_OBJ },

	/* ================================================================
	 * V8 7.8 (Node.js 12.22.12): as V8 8.4 but where said.  Rows here
	 * are for 7.8 only, even where a value equals another release's.
	 * ================================================================ */

	{ "context_idx_embedder_data", 5, V8_MINOR(7, 8), V8F_DFLT,
	    SRC_EMBEDDER },
	{ "WeakHeapObjectTag", 3, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_GLOBALS },
	{ "SmiTagSize", 1, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_GLOBALS },
	{ "UncachedExternalStringMask", 0x10,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_ITYPE },
	{ "IsNotInternalizedMask", 0x20,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_ITYPE },

	/* JSObject header is map, properties, elements (24 bytes). */
	{ "class_JSBoundFunction__bound_target_function", 24,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_JSBoundFunction__bound_this", 32,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_JSBoundFunction__bound_arguments", 40,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_JSCollection__table", 24,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_JSWeakCollection__table", 24,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_JSPromise__reactions_or_result", 24,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_JSPromise__flags", 32,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_JSPrimitiveWrapper__value", 24,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* JSRegExp: data, source (the metadata's 32), flags, last_index
	 * (the metadata's 48) */
	{ "class_JSRegExp__data", 24,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_JSRegExp__flags", 40,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_JSArrayBufferView__buffer", 24,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* JSTypedArray: the view's fields, length (48) and external
	 * pointer (56) of the metadata, then base_pointer */
	{ "class_JSTypedArray__base_pointer", 64,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* The global object keeps its GlobalDictionary as its properties
	 * (JSGlobalObject::global_dictionary reads raw_properties_or_hash) */
	{ "class_JSGlobalObject__global_dictionary", 8,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* JSFunction: shared, context, feedback cell, code, prototype */
	{ "class_JSFunction__code", 48,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },

	{ "class_Name__raw_hash_field", 8, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_Symbol__flags", 12, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_Oddball__to_number_raw", 8,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_Oddball__to_string", 16,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_ExternalString__resource_data", 24,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* DescriptorArray: int16 counts after the map, then the enum cache;
	 * entries from the metadata's header_size (24) */
	{ "class_DescriptorArray__number_of_all_descriptors", 8,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_DescriptorArray__number_of_descriptors", 10,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_DescriptorArray__enum_cache", 16,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_PropertyArray__length_and_hash", 8,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* PropertyCell: name, details, value (the global variable
	 * jsmdbHeap's cell holds it at 24 and names it at 8) */
	{ "class_PropertyCell__name", 8,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CORES },
	{ "class_PropertyCell__property_details_raw", 16,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CORES },
	{ "class_PropertyCell__value", 24,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CORES },
	{ "class_AccessorPair__getter", 8,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_AccessorPair__setter", 16,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* ScopeInfo is a FixedArray: Flags, ParameterCount,
	 * ContextLocalCount from slot 0 after the length */
	{ "class_ScopeInfo__flags", 16, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },
	{ "class_ScopeInfo__parameter_count", 24,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },
	{ "class_ScopeInfo__context_local_count", 32,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },
	{ "class_Context__length", 8, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_ClassPositions__start", 8,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_ClassPositions__end", 16,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* BytecodeArray: length (Smi), constant pool, handler table, source
	 * positions, frame size, parameter size, new.target register (int32
	 * each), OSR nesting level and age (a byte each): bytecodes at 54 */
	{ "class_BytecodeArray__length", 8,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_BytecodeArray__data", 54,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CORES },
	/* Code: relocation info, deoptimization data, source positions,
	 * CodeDataContainer; instructions inline after the 96-byte header
	 * (the metadata's instruction_start) */
	{ "code_instruction_start_inline", 1,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CORES },
	{ "class_Code__deoptimization_data", 16,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "class_Code__source_position_table", 24,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* Code::flags (int32 after the instruction size): HasUnwindingInfo
	 * bit 0, KindField bits 1-5, IsTurbofanned, StackSlots, and
	 * IsOffHeapTrampoline bit 31 */
	{ "class_Code__flags", 44, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CORES },
	{ "CodeKindFieldShift", 1, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CODE },
	{ "CodeKindFieldMask", 0x1f, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CODE },
	/* Code::Kind (CODE_KIND_LIST of src/objects/code.h) */
	{ "codekind_OPTIMIZED_FUNCTION", 0,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CODE },
	{ "codekind_BYTECODE_HANDLER", 1,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CODE },
	{ "codekind_STUB", 2, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CODE },
	{ "codekind_BUILTIN", 3, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CODE },
	{ "codekind_REGEXP", 4, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CODE },
	{ "DeoptimizationDataLiteralArrayIndex", 2,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "DeoptimizationDataInliningPositionsIndex", 7,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "inlining_position_size", 16, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "inlining_position_function_id", 8,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "sourcepos_external_bit", 0, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "sourcepos_offset_shift", 1, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "sourcepos_offset_bits", 30, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "sourcepos_inlining_shift", 31,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "sourcepos_inlining_bits", 16,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* position tables count code offsets from 0 (no function-entry
	 * entry at -1 yet: finalStep's first entry is at bytecode 3) */
	{ "sourcepos_table_code_start", 0,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CORES },
	{ "bytecode_wide", 0, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "bytecode_extra_wide", 1, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "bytecode_debug_break_wide", 2,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "bytecode_debug_break_extra_wide", 3,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "sfi_function_kind_mask", 0x1f,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },

	{ "symbol_is_private_bit", 0, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "promise_status_mask", 3, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "promise_status_shift", 0, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "promise_state_pending", 0, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "promise_state_fulfilled", 1,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "promise_state_rejected", 2, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* JSRegExp::Flag of 8.4: g i m y u s (no linear, d or v yet) */
	{ "regexp_flags_shift", 0, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "regexp_flag_global", 0, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "regexp_flag_ignore_case", 1,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "regexp_flag_multiline", 2, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "regexp_flag_sticky", 3, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "regexp_flag_unicode", 4, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "regexp_flag_dot_all", 5, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "double_hole_upper32", (intptr_t)0xfff7ffff,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_GLOBALS },
	{ "double_hole_lower32", (intptr_t)0xfff7ffff,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_GLOBALS },
	{ "orderedhash_nelements_index", 0,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "orderedhash_ndeleted_index", 1,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "orderedhash_nbuckets_index", 2,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "orderedhash_buckets_index", 3,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "orderedhashmap_entry_size", 3,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "orderedhashset_entry_size", 2,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "embedder_fields_JSArrayBuffer", 2,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CORES },
	{ "embedder_fields_JSArrayBufferView", 2,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CORES },
	{ "embedder_fields_JSPromise", 1,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CORES },
	{ "api_object_embedder_fields_start", 24,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "jsdate_value_is_double", 0, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* buffer lengths are size_t; a typed array keeps its own data
	 * pointers */
	{ "arraybuffer_lengths_tagged", 0, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "typedarray_pointers_in_elements", 0,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	{ "prop_dictionary_storage_shift", 8,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* FLAG_unbox_double_fields (64-bit without pointer compression):
	 * in-object double fields hold the raw float64, as the Map's
	 * layout descriptor says */
	{ "double_fields_unboxed", 1, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CORES },
	/* only JS_FUNCTION_TYPE: no constructor subtypes yet */
	{ "NumJSFunctionTypes", 1, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_ITYPE },
	/* JS_REG_EXP_TYPE was spelled JS_REGEXP_TYPE (1075 in the binary's
	 * list and metadata) */
	{ "type_JS_REG_EXP_TYPE", 1075, V8_MINOR(7, 8), V8F_DFLT,
	    SRC_7_8_ITYPE },

	/*
	 * ScopeInfo (src/objects/scope-info.h of 8.4): a FixedArray whose
	 * slot 0 (after map and length) holds the flags Smi; ScopeTypeField
	 * 4 bits, SloppyEval, LanguageMode, DeclarationScope, then
	 * ReceiverVariableField at bit 7 (2 bits), HasClassBrand 9,
	 * HasSavedClassVariableIndex 10, HasNewTarget 11,
	 * FunctionVariableField at 12 (2 bits), HasInferredFunctionName 14.
	 * The variable part: context local names, their infos, the saved
	 * class variable, the receiver info (receiver STACK or CONTEXT), the
	 * function name (2 slots), the inferred name, the position info (2
	 * slots, function scopes) -- names always inline (no hash table).
	 * ScopeType: CLASS_SCOPE 0, EVAL_SCOPE 1, FUNCTION_SCOPE 2.
	 */
	{ "scopeinfo_slot0", 16, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },
	{ "scopeinfo_flags_smi", 1, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },
	{ "scopeinfo_scope_type_mask", 0xf,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },
	{ "scopeinfo_receiver_shift", 7, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },
	/* no HasSavedClassVariableIndex yet (-1); HasClassBrand 9,
	 * HasNewTarget 10, FunctionVariableField 11-12, the inferred name
	 * 13 (a function's flags 0x20b9e2 on a Node.js 12.22.12 core:
	 * function scope, strict, receiver unused, function variable
	 * unused, an inferred name, simple parameters, an outer scope info,
	 * with exactly the slots that says) */
	{ "scopeinfo_has_saved_class_var_bit", -1,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },
	{ "scopeinfo_function_var_shift", 11,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },
	{ "scopeinfo_has_inferred_name_bit", 13,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },
	{ "scopeinfo_function_scope", 2, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },
	{ "scopeinfo_max_inlined_locals", 0,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },
	{ "scopeinfo_position_in_header", 0,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },
	{ "scopeinfo_has_receiver_slot", 1,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_SI },

	/*
	 * Frames (src/execution/frame-constants.h of 8.4): no argument
	 * count in JavaScript frames, the BytecodeArray and the bytecode
	 * offset right below the function; the caller pushes the receiver
	 * then the arguments in order; a call with another argument count
	 * than the callee declares goes through an ArgumentsAdaptorFrame,
	 * which keeps the actual count (a Smi) below its function slot.
	 */
	{ "off_fp_bytecode_array", -24, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_FR },
	{ "off_fp_bytecode_offset", -32, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_FR },
	{ "frame_args_reversed", 0, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_FR },
	{ "frame_has_argc", 0, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_FR },
	{ "frame_counts_include_receiver", 0,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_FR },
	{ "frame_adaptor_argc", -24, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_FR },

	/*
	 * MemoryChunk (src/heap/memory-chunk.h, basic-memory-chunk.h and
	 * spaces.h of 8.4; offsets measured on cores of Node.js 14.21.3):
	 * size 0, flags 8, a pointer to the marking bitmap (calloc'ed
	 * apart, MemoryChunk::AllocateMarkingBitmap) 16, heap 24, area
	 * 32-40, the reservation (page allocator, address, size) 64-80,
	 * owner 88, concurrent_sweeping_ 168 (kSweepingDone 0, Pending 1,
	 * InProgress 2), list_node_ next 224 and prev 232.  A Space: heap_
	 * at 64, its linear allocation area (top, limit) at 104; the new
	 * space's is 104 bytes before its to-space SemiSpace, the owner of
	 * the to-space pages.
	 */
	{ "heap_page_size", 256 * 1024, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_flags", 8, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_md_size", 0, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_md_heap", 24, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_md_area_start", 40, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_md_area_end", 48, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_md_owner", 80, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_md_prev", 232, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_md_sweeping", 168, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_md_markbits", 16, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_markbits_indirect", 1, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "space_heap", 64, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "space_lab_top", 104, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "newspace_lab_top_from_tospace", -104,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_sweeping_max", 2, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	/* MemoryChunk::Flag of 8.4: IS_EXECUTABLE 1 << 0, FROM_PAGE 1 << 3,
	 * TO_PAGE 1 << 4, LARGE_PAGE 1 << 5, PRE_FREED 1 << 13 */
	{ "page_flag_from_page", 0x8, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_flag_to_page", 0x10, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_flag_large_page", 0x20, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_flag_executable", 0x1, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "page_flag_released", 0x2000, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_PG },
	{ "freespace_size_in_words", 0, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* FeedbackVector: shared info, optimized code, closure feedback
	 * cell array, then length, invocation count, profiler ticks
	 * (int32s): slots from 48 */
	{ "feedbackvector_header_size", 48,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },
	/* its length (int32) after the three tagged fields; read at 8
	 * (the V8 10 place) it is the SharedFunctionInfo's low half and
	 * the heap walk cannot size one */
	{ "feedbackvector_length_offset", 32,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_CORES },
	{ "feedbackmetadata_closure_slot_bytes", 0,
	    V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ },

#define	SZ78(name, rule)	\
	{ "size_rule__" name, rule, V8_MINOR(7, 8), V8F_DFLT, SRC_7_8_OBJ }
	SZ78("FIXED_ARRAY_TYPE", V8_SZ_FA),
	SZ78("HASH_TABLE_TYPE", V8_SZ_FA),
	SZ78("EPHEMERON_HASH_TABLE_TYPE", V8_SZ_FA),
	SZ78("GLOBAL_DICTIONARY_TYPE", V8_SZ_FA),
	SZ78("NAME_DICTIONARY_TYPE", V8_SZ_FA),
	SZ78("NUMBER_DICTIONARY_TYPE", V8_SZ_FA),
	SZ78("ORDERED_HASH_MAP_TYPE", V8_SZ_FA),
	SZ78("ORDERED_HASH_SET_TYPE", V8_SZ_FA),
	SZ78("ORDERED_NAME_DICTIONARY_TYPE", V8_SZ_FA),
	SZ78("STRING_TABLE_TYPE", V8_SZ_FA),
	SZ78("SIMPLE_NUMBER_DICTIONARY_TYPE", V8_SZ_FA),
	SZ78("CLOSURE_FEEDBACK_CELL_ARRAY_TYPE", V8_SZ_FA),
	SZ78("OBJECT_BOILERPLATE_DESCRIPTION_TYPE", V8_SZ_FA),
	SZ78("SCRIPT_CONTEXT_TABLE_TYPE", V8_SZ_FA),
	SZ78("SCOPE_INFO_TYPE", V8_SZ_FA),
	SZ78("AWAIT_CONTEXT_TYPE", V8_SZ_FA),
	SZ78("BLOCK_CONTEXT_TYPE", V8_SZ_FA),
	SZ78("CATCH_CONTEXT_TYPE", V8_SZ_FA),
	SZ78("DEBUG_EVALUATE_CONTEXT_TYPE", V8_SZ_FA),
	SZ78("EVAL_CONTEXT_TYPE", V8_SZ_FA),
	SZ78("FUNCTION_CONTEXT_TYPE", V8_SZ_FA),
	SZ78("MODULE_CONTEXT_TYPE", V8_SZ_FA),
	SZ78("SCRIPT_CONTEXT_TYPE", V8_SZ_FA),
	SZ78("WITH_CONTEXT_TYPE", V8_SZ_FA),
	SZ78("NATIVE_CONTEXT_TYPE", V8_SZ_NATIVECTX),
	SZ78("WEAK_FIXED_ARRAY_TYPE", V8_SZ_FA),
	SZ78("TRANSITION_ARRAY_TYPE", V8_SZ_FA),
	SZ78("FIXED_DOUBLE_ARRAY_TYPE", V8_SZ_FA),
	SZ78("EMBEDDER_DATA_ARRAY_TYPE", V8_SZ_FA),
	SZ78("BYTE_ARRAY_TYPE", V8_SZ_BYTES),
	SZ78("BYTECODE_ARRAY_TYPE", V8_SZ_BYTECODE),
	SZ78("FREE_SPACE_TYPE", V8_SZ_FREE),
	SZ78("WEAK_ARRAY_LIST_TYPE", V8_SZ_WAL),
	SZ78("PROPERTY_ARRAY_TYPE", V8_SZ_PROPARRAY),
	SZ78("DESCRIPTOR_ARRAY_TYPE", V8_SZ_DESC),
	SZ78("FEEDBACK_VECTOR_TYPE", V8_SZ_FV),
	SZ78("FEEDBACK_METADATA_TYPE", V8_SZ_FM),
	SZ78("BIG_INT_BASE_TYPE", V8_SZ_BIGINT),
	SZ78("PREPARSE_DATA_TYPE", V8_SZ_PREPARSE),
#undef SZ78

	/* ================================================================
	 * V8 8.4 (Node.js 14.21.3): before pointer compression was
	 * considered by Node.js, with ScopeInfo a FixedArray, arguments
	 * adaptor frames, arguments pushed first-first, Code objects with
	 * inline instructions and MemoryChunk headers of their own.  Rows
	 * here are for 8.4 only, even where a value equals a later
	 * release's.
	 * ================================================================ */

	{ "context_idx_embedder_data", 4, V8_MINOR(8, 4), V8F_DFLT,
	    SRC_EMBEDDER },
	{ "WeakHeapObjectTag", 3, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_GLOBALS },
	{ "SmiTagSize", 1, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_GLOBALS },
	{ "UncachedExternalStringMask", 0x10,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_ITYPE },
	{ "IsNotInternalizedMask", 0x20,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_ITYPE },

	/* JSObject header is map, properties, elements (24 bytes). */
	{ "class_JSBoundFunction__bound_target_function", 24,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_JSBoundFunction__bound_this", 32,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_JSBoundFunction__bound_arguments", 40,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_JSCollection__table", 24,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_JSWeakCollection__table", 24,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_JSPromise__reactions_or_result", 24,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_JSPromise__flags", 32,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_JSPrimitiveWrapper__value", 24,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* JSRegExp: data, source (the metadata's 32), flags, last_index
	 * (the metadata's 48) */
	{ "class_JSRegExp__data", 24,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_JSRegExp__flags", 40,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_JSArrayBufferView__buffer", 24,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* JSTypedArray: the view's fields, length (48) and external
	 * pointer (56) of the metadata, then base_pointer */
	{ "class_JSTypedArray__base_pointer", 64,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* The global object keeps its GlobalDictionary as its properties
	 * (JSGlobalObject::global_dictionary reads raw_properties_or_hash) */
	{ "class_JSGlobalObject__global_dictionary", 8,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* JSFunction: shared, context, feedback cell, code, prototype */
	{ "class_JSFunction__code", 48,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },

	{ "class_Name__raw_hash_field", 8, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_Symbol__flags", 12, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_Oddball__to_number_raw", 8,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_Oddball__to_string", 16,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_ExternalString__resource_data", 24,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* DescriptorArray: int16 counts after the map, then the enum cache;
	 * entries from the metadata's header_size (24) */
	{ "class_DescriptorArray__number_of_all_descriptors", 8,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_DescriptorArray__number_of_descriptors", 10,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_DescriptorArray__enum_cache", 16,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_PropertyArray__length_and_hash", 8,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* PropertyCell: name, details, value (the global variable
	 * jsmdbHeap's cell holds it at 24 and names it at 8) */
	{ "class_PropertyCell__name", 8,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CORES },
	{ "class_PropertyCell__property_details_raw", 16,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CORES },
	{ "class_PropertyCell__value", 24,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CORES },
	{ "class_AccessorPair__getter", 8,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_AccessorPair__setter", 16,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* ScopeInfo is a FixedArray: Flags, ParameterCount,
	 * ContextLocalCount from slot 0 after the length */
	{ "class_ScopeInfo__flags", 16, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },
	{ "class_ScopeInfo__parameter_count", 24,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },
	{ "class_ScopeInfo__context_local_count", 32,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },
	{ "class_Context__length", 8, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_ClassPositions__start", 8,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_ClassPositions__end", 16,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* BytecodeArray: length (Smi), constant pool, handler table, source
	 * positions, frame size, parameter size, new.target register (int32
	 * each), OSR nesting level and age (a byte each): bytecodes at 54 */
	{ "class_BytecodeArray__length", 8,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_BytecodeArray__data", 54,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CORES },
	/* Code: relocation info, deoptimization data, source positions,
	 * CodeDataContainer; instructions inline after the 96-byte header
	 * (the metadata's instruction_start) */
	{ "code_instruction_start_inline", 1,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CORES },
	{ "class_Code__deoptimization_data", 16,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "class_Code__source_position_table", 24,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* Code::flags (int32 after the instruction size): HasUnwindingInfo
	 * bit 0, KindField bits 1-5, IsTurbofanned, StackSlots, and
	 * IsOffHeapTrampoline bit 31 */
	{ "class_Code__flags", 44, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CORES },
	{ "CodeKindFieldShift", 1, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CODE },
	{ "CodeKindFieldMask", 0x1f, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CODE },
	/* Code::Kind (CODE_KIND_LIST of src/objects/code.h) */
	{ "codekind_OPTIMIZED_FUNCTION", 0,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CODE },
	{ "codekind_BYTECODE_HANDLER", 1,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CODE },
	{ "codekind_STUB", 2, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CODE },
	{ "codekind_BUILTIN", 3, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CODE },
	{ "codekind_REGEXP", 4, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CODE },
	{ "DeoptimizationDataLiteralArrayIndex", 2,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "DeoptimizationDataInliningPositionsIndex", 7,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "inlining_position_size", 16, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "inlining_position_function_id", 8,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "sourcepos_external_bit", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "sourcepos_offset_shift", 1, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "sourcepos_offset_bits", 30, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "sourcepos_inlining_shift", 31,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "sourcepos_inlining_bits", 16,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* position tables count code offsets from -1 (the first entry is
	 * kFunctionEntryBytecodeOffset's, as in V8 10) */
	{ "sourcepos_table_code_start", -1,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CORES },
	{ "bytecode_wide", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "bytecode_extra_wide", 1, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "bytecode_debug_break_wide", 2,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "bytecode_debug_break_extra_wide", 3,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "sfi_function_kind_mask", 0x1f,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },

	{ "symbol_is_private_bit", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "promise_status_mask", 3, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "promise_status_shift", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "promise_state_pending", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "promise_state_fulfilled", 1,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "promise_state_rejected", 2, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* JSRegExp::Flag of 8.4: g i m y u s (no linear, d or v yet) */
	{ "regexp_flags_shift", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "regexp_flag_global", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "regexp_flag_ignore_case", 1,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "regexp_flag_multiline", 2, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "regexp_flag_sticky", 3, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "regexp_flag_unicode", 4, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "regexp_flag_dot_all", 5, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "double_hole_upper32", (intptr_t)0xfff7ffff,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_GLOBALS },
	{ "double_hole_lower32", (intptr_t)0xfff7ffff,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_GLOBALS },
	{ "orderedhash_nelements_index", 0,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "orderedhash_ndeleted_index", 1,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "orderedhash_nbuckets_index", 2,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "orderedhash_buckets_index", 3,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "orderedhashmap_entry_size", 3,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "orderedhashset_entry_size", 2,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "embedder_fields_JSArrayBuffer", 2,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CORES },
	{ "embedder_fields_JSArrayBufferView", 2,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CORES },
	{ "embedder_fields_JSPromise", 1,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CORES },
	{ "api_object_embedder_fields_start", 24,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "jsdate_value_is_double", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* buffer lengths are size_t; a typed array keeps its own data
	 * pointers */
	{ "arraybuffer_lengths_tagged", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "typedarray_pointers_in_elements", 0,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	{ "prop_dictionary_storage_shift", 8,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* double fields are boxed in HeapNumbers (unboxing off by then) */
	{ "double_fields_unboxed", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CORES },
	/* only JS_FUNCTION_TYPE: no constructor subtypes yet */
	{ "NumJSFunctionTypes", 1, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_ITYPE },

	/*
	 * ScopeInfo (src/objects/scope-info.h of 8.4): a FixedArray whose
	 * slot 0 (after map and length) holds the flags Smi; ScopeTypeField
	 * 4 bits, SloppyEval, LanguageMode, DeclarationScope, then
	 * ReceiverVariableField at bit 7 (2 bits), HasClassBrand 9,
	 * HasSavedClassVariableIndex 10, HasNewTarget 11,
	 * FunctionVariableField at 12 (2 bits), HasInferredFunctionName 14.
	 * The variable part: context local names, their infos, the saved
	 * class variable, the receiver info (receiver STACK or CONTEXT), the
	 * function name (2 slots), the inferred name, the position info (2
	 * slots, function scopes) -- names always inline (no hash table).
	 * ScopeType: CLASS_SCOPE 0, EVAL_SCOPE 1, FUNCTION_SCOPE 2.
	 */
	{ "scopeinfo_slot0", 16, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },
	{ "scopeinfo_flags_smi", 1, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },
	{ "scopeinfo_scope_type_mask", 0xf,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },
	{ "scopeinfo_receiver_shift", 7, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },
	{ "scopeinfo_has_saved_class_var_bit", 10,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },
	{ "scopeinfo_function_var_shift", 12,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },
	{ "scopeinfo_has_inferred_name_bit", 14,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },
	{ "scopeinfo_function_scope", 2, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },
	{ "scopeinfo_max_inlined_locals", 0,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },
	{ "scopeinfo_position_in_header", 0,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },
	{ "scopeinfo_has_receiver_slot", 1,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_SI },

	/*
	 * Frames (src/execution/frame-constants.h of 8.4): no argument
	 * count in JavaScript frames, the BytecodeArray and the bytecode
	 * offset right below the function; the caller pushes the receiver
	 * then the arguments in order; a call with another argument count
	 * than the callee declares goes through an ArgumentsAdaptorFrame,
	 * which keeps the actual count (a Smi) below its function slot.
	 */
	{ "off_fp_bytecode_array", -24, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_FR },
	{ "off_fp_bytecode_offset", -32, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_FR },
	{ "frame_args_reversed", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_FR },
	{ "frame_has_argc", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_FR },
	{ "frame_counts_include_receiver", 0,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_FR },
	{ "frame_adaptor_argc", -24, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_FR },

	/*
	 * MemoryChunk (src/heap/memory-chunk.h, basic-memory-chunk.h and
	 * spaces.h of 8.4; offsets measured on cores of Node.js 14.21.3):
	 * size 0, flags 8, a pointer to the marking bitmap (calloc'ed
	 * apart, MemoryChunk::AllocateMarkingBitmap) 16, heap 24, area
	 * 32-40, the reservation (page allocator, address, size) 64-80,
	 * owner 88, concurrent_sweeping_ 168 (kSweepingDone 0, Pending 1,
	 * InProgress 2), list_node_ next 224 and prev 232.  A Space: heap_
	 * at 64, its linear allocation area (top, limit) at 104; the new
	 * space's is 104 bytes before its to-space SemiSpace, the owner of
	 * the to-space pages.
	 */
	{ "heap_page_size", 256 * 1024, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_flags", 8, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_md_size", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_md_heap", 24, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_md_area_start", 32, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_md_area_end", 40, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_md_owner", 88, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_md_prev", 232, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_md_sweeping", 168, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_md_markbits", 16, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_markbits_indirect", 1, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "space_heap", 64, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "space_lab_top", 104, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "newspace_lab_top_from_tospace", -104,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_sweeping_max", 2, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	/* MemoryChunk::Flag of 8.4: IS_EXECUTABLE 1 << 0, FROM_PAGE 1 << 3,
	 * TO_PAGE 1 << 4, LARGE_PAGE 1 << 5, PRE_FREED 1 << 13 */
	{ "page_flag_from_page", 0x8, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_flag_to_page", 0x10, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_flag_large_page", 0x20, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_flag_executable", 0x1, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "page_flag_released", 0x2000, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_PG },
	{ "freespace_size_in_words", 0, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* FeedbackVector: shared info, optimized code, closure feedback
	 * cell array, then length, invocation count, profiler ticks
	 * (int32s): slots from 48 */
	{ "feedbackvector_header_size", 48,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },
	/* its length (int32) after the three tagged fields; read at 8
	 * (the V8 10 place) it is the SharedFunctionInfo's low half and
	 * the heap walk cannot size one */
	{ "feedbackvector_length_offset", 32,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_CORES },
	{ "feedbackmetadata_closure_slot_bytes", 0,
	    V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ },

#define	SZ84(name, rule)	\
	{ "size_rule__" name, rule, V8_MINOR(8, 4), V8F_DFLT, SRC_8_4_OBJ }
	SZ84("FIXED_ARRAY_TYPE", V8_SZ_FA),
	SZ84("HASH_TABLE_TYPE", V8_SZ_FA),
	SZ84("EPHEMERON_HASH_TABLE_TYPE", V8_SZ_FA),
	SZ84("GLOBAL_DICTIONARY_TYPE", V8_SZ_FA),
	SZ84("NAME_DICTIONARY_TYPE", V8_SZ_FA),
	SZ84("NUMBER_DICTIONARY_TYPE", V8_SZ_FA),
	SZ84("ORDERED_HASH_MAP_TYPE", V8_SZ_FA),
	SZ84("ORDERED_HASH_SET_TYPE", V8_SZ_FA),
	SZ84("ORDERED_NAME_DICTIONARY_TYPE", V8_SZ_FA),
	SZ84("STRING_TABLE_TYPE", V8_SZ_FA),
	SZ84("SIMPLE_NUMBER_DICTIONARY_TYPE", V8_SZ_FA),
	SZ84("CLOSURE_FEEDBACK_CELL_ARRAY_TYPE", V8_SZ_FA),
	SZ84("OBJECT_BOILERPLATE_DESCRIPTION_TYPE", V8_SZ_FA),
	SZ84("SCRIPT_CONTEXT_TABLE_TYPE", V8_SZ_FA),
	SZ84("SCOPE_INFO_TYPE", V8_SZ_FA),
	SZ84("AWAIT_CONTEXT_TYPE", V8_SZ_FA),
	SZ84("BLOCK_CONTEXT_TYPE", V8_SZ_FA),
	SZ84("CATCH_CONTEXT_TYPE", V8_SZ_FA),
	SZ84("DEBUG_EVALUATE_CONTEXT_TYPE", V8_SZ_FA),
	SZ84("EVAL_CONTEXT_TYPE", V8_SZ_FA),
	SZ84("FUNCTION_CONTEXT_TYPE", V8_SZ_FA),
	SZ84("MODULE_CONTEXT_TYPE", V8_SZ_FA),
	SZ84("SCRIPT_CONTEXT_TYPE", V8_SZ_FA),
	SZ84("WITH_CONTEXT_TYPE", V8_SZ_FA),
	SZ84("NATIVE_CONTEXT_TYPE", V8_SZ_NATIVECTX),
	SZ84("WEAK_FIXED_ARRAY_TYPE", V8_SZ_FA),
	SZ84("TRANSITION_ARRAY_TYPE", V8_SZ_FA),
	SZ84("FIXED_DOUBLE_ARRAY_TYPE", V8_SZ_FA),
	SZ84("EMBEDDER_DATA_ARRAY_TYPE", V8_SZ_FA),
	SZ84("BYTE_ARRAY_TYPE", V8_SZ_BYTES),
	SZ84("BYTECODE_ARRAY_TYPE", V8_SZ_BYTECODE),
	SZ84("FREE_SPACE_TYPE", V8_SZ_FREE),
	SZ84("WEAK_ARRAY_LIST_TYPE", V8_SZ_WAL),
	SZ84("PROPERTY_ARRAY_TYPE", V8_SZ_PROPARRAY),
	SZ84("DESCRIPTOR_ARRAY_TYPE", V8_SZ_DESC),
	SZ84("FEEDBACK_VECTOR_TYPE", V8_SZ_FV),
	SZ84("FEEDBACK_METADATA_TYPE", V8_SZ_FM),
	SZ84("BIG_INT_BASE_TYPE", V8_SZ_BIGINT),
	SZ84("PREPARSE_DATA_TYPE", V8_SZ_PREPARSE),
#undef SZ84

	/* ---- flags the code used to assume when nothing said ---- */
	/* JSRegExp::flags is a Smi of JSRegExp::Flag bits from bit 0. */
	{ "regexp_flags_shift", 0,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	/* API objects' embedder fields start right after the JSObject
	 * header until V8 13 (JSObject::GetEmbedderFieldsStartOffset). */
	{ "api_object_embedder_fields_start", 24,
	    V8_RANGE(9, 4, 12, 4), V8F_DFLT, SRC_10_13 },
	/*
	 * GlobalDictionary keeps BaseNameDictionaryShape's two prefix slots
	 * (next enumeration index, object hash) when NameDictionaryShape
	 * grows a third (flags) from V8 11.3, where the metadata's
	 * namedictionaryshape_prefix_size becomes 3 (V8
	 * src/objects/dictionary.h, NameDictionaryShape::kPrefixSize,
	 * GlobalDictionaryShape).  Measured: the global dictionaries of
	 * snapshot.js's cores of Node.js 22.23.3 and 24.21.0 have length 261
	 * for capacity 256 and entries of one slot: 3 + 2 + 256.
	 */
	{ "globaldictionaryshape_prefix_size", 2,
	    V8_RANGE(11, 3, 14, 6), V8F_DFLT, SRC_GLOBALDICT },
	/* Code objects hold their instructions inline only in V8 10. */
	{ "code_instruction_start_inline", 0,
	    V8_RANGE(11, 3, 14, 6), V8F_DFLT, SRC_10_13 },
	/* ScopeInfo has no separate receiver slot from V8 10 on. */
	{ "scopeinfo_has_receiver_slot", 1, V8_MINOR(9, 4), V8F_DFLT,
	    SRC_9_4_SI },
	{ "scopeinfo_has_receiver_slot", 0,
	    V8_RANGE(10, 1, 14, 6), V8F_DFLT, SRC_10_13 },
	/* Buffer lengths are size_t; a typed array keeps its own data
	 * pointers. */
	{ "arraybuffer_lengths_tagged", 0,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	{ "typedarray_pointers_in_elements", 0,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	/* JSDate::value is a tagged Number until V8 13. */
	{ "jsdate_value_is_double", 0,
	    V8_RANGE(9, 4, 12, 4), V8F_DFLT, SRC_10_13 },
	/* Double fields are boxed (HeapNumber) in these releases. */
	{ "double_fields_unboxed", 0,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },
	/* PropertyDetails::DictionaryStorageField (enumeration index) of
	 * dictionary-mode properties starts at bit 8. */
	{ "prop_dictionary_storage_shift", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_10_13 },

	/* ================================================================
	 * Stack frames: conventions that changed between releases
	 * ================================================================ */

	/* Arguments pushed last-first, receiver nearest fp (V8 9+). */
	{ "frame_args_reversed", 1,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_FRAMES },
	/* The frame keeps the actual argument count (V8 9+, no adaptor
	 * frames). */
	{ "frame_has_argc", 1,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_FRAMES },
	/* argc and the formal parameter count include the receiver
	 * (V8 10+). */
	{ "frame_counts_include_receiver", 1,
	    V8_RANGE(10, 1, 14, 6), V8F_DFLT, SRC_FRAMES },
	{ "frame_counts_include_receiver", 0,
	    V8_MINOR(9, 4), V8F_DFLT, SRC_FRAMES },

	/* ================================================================
	 * Maglev frames by their lazy deoptimization points
	 *
	 * Maglev code of V8 12.4.254.14 (Node.js 22.0.0), 12.9.202
	 * (Node.js 23.11.1) and 13.6.233.8 (Node.js 24.0.0) records no
	 * source positions.  V8 finds such a
	 * frame's position as a deoptimization would: the safepoint table
	 * (the first thing in the code's metadata, which follows its
	 * instructions) maps the return address to a deopt index, and that
	 * entry of the DeoptimizationData holds the bytecode offset of the
	 * call.  The table's header and entry layout:
	 *   header: length (int32) and entry configuration (uint32) at
	 *     these offsets, then the tagged slot counts;
	 *   configuration bits: has deopt data (bit 0), then 3-bit sizes in
	 *     bytes of the register index mask, the pc, the deopt index;
	 *   entry: pc, [deopt index + 1, trampoline pc + 1], spill slots
	 *     (one byte), register index mask; little-endian.
	 * DeoptimizationData: a (Trusted/Protected) FixedArray whose slot
	 * FirstDeoptEntry starts entries of DeoptEntrySize slots, the
	 * entry's first a Smi bytecode offset; EagerDeoptCount and
	 * LazyDeoptCount count them.
	 * ================================================================ */
	{ "CodeKindMaglev", 11,
	    V8_RANGE(12, 4, 13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "class_Code__metadata_size", 56,
	    V8_RANGE(12, 4, 12, 9), V8F_DFLT, SRC_MAGLEV },
	{ "class_Code__metadata_size", 60,
	    V8_MINOR(13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "maglev_safepoint_length", 0,
	    V8_RANGE(12, 4, 12, 9), V8F_DFLT, SRC_MAGLEV },
	{ "maglev_safepoint_length", 4,
	    V8_MINOR(13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "maglev_safepoint_config", 4,
	    V8_RANGE(12, 4, 12, 9), V8F_DFLT, SRC_MAGLEV },
	{ "maglev_safepoint_config", 8,
	    V8_MINOR(13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "maglev_safepoint_header_size", 16,
	    V8_RANGE(12, 4, 13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "maglev_safepoint_has_deopt_bit", 0,
	    V8_RANGE(12, 4, 13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "maglev_safepoint_size_mask", 7,
	    V8_RANGE(12, 4, 13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "maglev_safepoint_regsize_shift", 1,
	    V8_RANGE(12, 4, 13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "maglev_safepoint_pcsize_shift", 4,
	    V8_RANGE(12, 4, 13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "maglev_safepoint_deoptsize_shift", 7,
	    V8_RANGE(12, 4, 13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "DeoptimizationDataEagerDeoptCountIndex", 9,
	    V8_RANGE(12, 4, 12, 9), V8F_DFLT, SRC_MAGLEV },
	{ "DeoptimizationDataEagerDeoptCountIndex", 10,
	    V8_MINOR(13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "DeoptimizationDataLazyDeoptCountIndex", 10,
	    V8_RANGE(12, 4, 12, 9), V8F_DFLT, SRC_MAGLEV },
	{ "DeoptimizationDataLazyDeoptCountIndex", 11,
	    V8_MINOR(13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "DeoptimizationDataFirstDeoptEntryIndex", 11,
	    V8_RANGE(12, 4, 12, 9), V8F_DFLT, SRC_MAGLEV },
	{ "DeoptimizationDataFirstDeoptEntryIndex", 12,
	    V8_MINOR(13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "DeoptimizationDataDeoptEntrySize", 3,
	    V8_RANGE(12, 4, 13, 6), V8F_DFLT, SRC_MAGLEV },
	{ "DeoptimizationDataBytecodeOffsetRawOffset", 0,
	    V8_RANGE(12, 4, 13, 6), V8F_DFLT, SRC_MAGLEV },

	/* ================================================================
	 * The heap's pages
	 *
	 * V8 keeps its heap in chunks aligned to heap_page_size.  Each
	 * starts with a header (V8 10-12) or, from V8 13, a pointer to a
	 * separately allocated header (page_metadata): page_md_* offsets
	 * are from the header's start.  The header names the chunk's
	 * size, its Heap, the object area [area_start, area_end), the
	 * owner space, the previous page in the space's list, the state of
	 * the sweeper for the page (MemoryChunk::concurrent_sweeping_,
	 * 0 = done) and the marking bitmap of the last full GC (one bit
	 * per tagged word of the page, bit i = (addr - chunk) >> 3; V8 10
	 * and 11 mark black as two bits, whose first says "marked").
	 * ================================================================ */

	{ "heap_page_size", 256 * 1024,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_PAGES },
	{ "page_flags", 8,
	    V8_RANGE(9, 4, 11, 3), V8F_DFLT, SRC_PAGES },
	{ "page_flags", 8,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_PAGES_11_8 },
	{ "page_flags", 0,
	    V8_RANGE(12, 4, 14, 6), V8F_DFLT, SRC_PAGES },
	{ "page_metadata", 8,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_PAGES },
	{ "page_md_size", 0,
	    V8_RANGE(9, 4, 11, 3), V8F_DFLT, SRC_PAGES },
	{ "page_md_size", 0,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_PAGES_11_8 },
	{ "page_md_size", 16,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_PAGES },
	{ "page_md_size", 48,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_PAGES },
	{ "page_md_heap", 16,
	    V8_RANGE(9, 4, 11, 3), V8F_DFLT, SRC_PAGES },
	{ "page_md_heap", 16,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_PAGES_11_8 },
	{ "page_md_heap", 24,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_PAGES },
	{ "page_md_heap", 64,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_PAGES },
	{ "page_md_area_start", 24,
	    V8_RANGE(9, 4, 11, 3), V8F_DFLT, SRC_PAGES },
	{ "page_md_area_start", 24,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_PAGES_11_8 },
	{ "page_md_area_start", 32,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_PAGES },
	{ "page_md_area_start", 72,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_PAGES },
	{ "page_md_area_end", 32,
	    V8_RANGE(9, 4, 11, 3), V8F_DFLT, SRC_PAGES },
	{ "page_md_area_end", 32,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_PAGES_11_8 },
	{ "page_md_area_end", 40,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_PAGES },
	{ "page_md_area_end", 56,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_PAGES },
	{ "page_md_owner", 64,
	    V8_RANGE(9, 4, 11, 3), V8F_DFLT, SRC_PAGES },
	{ "page_md_owner", 64,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_PAGES_11_8 },
	{ "page_md_owner", 72,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_PAGES },
	{ "page_md_owner", 80,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_PAGES },
	{ "page_md_prev", 240,
	    V8_MINOR(10, 2), V8F_DFLT, SRC_PAGES },
	{ "page_md_prev", 272,
	    V8_MINOR(11, 3), V8F_DFLT, SRC_PAGES },
	{ "page_md_prev", 248,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_PAGES_11_8 },
	{ "page_md_prev", 272,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_PAGES },
	{ "page_md_prev", 272,
	    V8_MINOR(13, 6), V8F_DFLT, SRC_PAGES },
	/* V8 13: the header points back at its chunk. */
	{ "page_md_chunk", 8,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_PAGES },
	{ "page_md_sweeping", 192,
	    V8_MINOR(10, 2), V8F_DFLT, SRC_PAGES },
	{ "page_md_sweeping", 224,
	    V8_MINOR(11, 3), V8F_DFLT, SRC_PAGES },
	{ "page_md_sweeping", 216,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_PAGES_11_8 },
	{ "page_md_sweeping", 240,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_PAGES },
	{ "page_md_sweeping", 240,
	    V8_MINOR(13, 6), V8F_DFLT, SRC_PAGES },
	{ "page_md_markbits", 296,
	    V8_MINOR(10, 2), V8F_DFLT, SRC_PAGES },
	{ "page_md_markbits", 320,
	    V8_MINOR(11, 3), V8F_DFLT, SRC_PAGES },
	{ "page_md_markbits", 296,
	    V8_MINOR(11, 8), V8F_DFLT, SRC_PAGES_11_8 },
	{ "page_md_markbits", 320,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_PAGES },
	{ "page_md_markbits", 320,
	    V8_MINOR(13, 6), V8F_DFLT, SRC_PAGES },
	/* The owner space (a C++ BaseSpace: vtable, then Heap* heap_) names
	 * the page's Heap too: a page is one only if both agree. */
	{ "space_heap", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_PAGES },
	/* The highest ConcurrentSweepingState (kDone 0, kPending,
	 * kInProgress; V8 13 adds kPendingIteration). */
	{ "page_sweeping_max", 3,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_PAGES },

	/* Page flags: the semispaces of the new space, large-object pages,
	 * executable pages, and chunks the last GC released that wait on
	 * the unmapper thread's queue (PRE_FREED, and from V8 10
	 * UNREGISTERED: 1 << 13 and 1 << 19 in V8 10, 1 << 13 alone in
	 * V8 11.3 (its UNREGISTERED was not confirmed), 1 << 13 and
	 * 1 << 16 in V8 12.4, 1 << 16 and 1 << 19 in V8 13.6). */
	{ "page_flag_from_page", 0x8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_FLAGS },
	{ "page_flag_to_page", 0x10,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_FLAGS },
	{ "page_flag_large_page", 0x20,
	    V8_RANGE(9, 4, 10, 2), V8F_DFLT, SRC_FLAGS },
	{ "page_flag_large_page", 0x80,
	    V8_RANGE(11, 3, 12, 4), V8F_DFLT, SRC_FLAGS },
	{ "page_flag_large_page", 0x400,
	    V8_MINOR(13, 6), V8F_DFLT, SRC_FLAGS },
	/* IS_EXECUTABLE; later releases keep code in its own mappings
	 * (told by the mapping's protection): 0 = use that. */
	{ "page_flag_executable", 0x1,
	    V8_RANGE(9, 4, 10, 2), V8F_DFLT, SRC_FLAGS },
	{ "page_flag_executable", 0,
	    V8_RANGE(11, 3, 14, 6), V8F_DFLT, SRC_FLAGS },
	{ "page_flag_released", 0x2000 | 0x80000,
	    V8_RANGE(10, 1, 10, 2), V8F_DFLT, SRC_FLAGS },
	{ "page_flag_released", 0x2000,
	    V8_RANGE(11, 3, 11, 8), V8F_DFLT, SRC_FLAGS },
	{ "page_flag_released", 0x2000 | 0x10000,
	    V8_MINOR(12, 4), V8F_DFLT, SRC_FLAGS },
	{ "page_flag_released", 0x10000 | 0x80000,
	    V8_MINOR(13, 6), V8F_DFLT, SRC_FLAGS },

	/* ================================================================
	 * Sizes of variable-sized objects: "size_rule__NAME_TYPE" is how
	 * the heap walk finds the size of an object of that instance type
	 * whose map says "variable size" (V8_SZ_* in facts.h).  Types
	 * without a rule are stepped over to the next object (heapscan.c).
	 * ================================================================ */

#define	SZ(name, rule, ...)	\
	{ "size_rule__" name, rule, __VA_ARGS__, V8F_DFLT, SRC_SIZES }
	SZ("FIXED_ARRAY_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("HASH_TABLE_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("EPHEMERON_HASH_TABLE_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("GLOBAL_DICTIONARY_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("NAME_DICTIONARY_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("NAME_TO_INDEX_HASH_TABLE_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("NUMBER_DICTIONARY_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("ORDERED_HASH_MAP_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("ORDERED_HASH_SET_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("ORDERED_NAME_DICTIONARY_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("REGISTERED_SYMBOL_TABLE_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("SIMPLE_NUMBER_DICTIONARY_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("CLOSURE_FEEDBACK_CELL_ARRAY_TYPE", V8_SZ_FA,
	    V8_RANGE(9, 4, 14, 6)),
	SZ("AWAIT_CONTEXT_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("BLOCK_CONTEXT_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("CATCH_CONTEXT_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("DEBUG_EVALUATE_CONTEXT_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("EVAL_CONTEXT_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("FUNCTION_CONTEXT_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("MODULE_CONTEXT_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("SCRIPT_CONTEXT_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("WITH_CONTEXT_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("NATIVE_CONTEXT_TYPE", V8_SZ_NATIVECTX, V8_RANGE(9, 4, 14, 6)),
	SZ("WEAK_FIXED_ARRAY_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("TRANSITION_ARRAY_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("FIXED_DOUBLE_ARRAY_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("EMBEDDER_DATA_ARRAY_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 14, 6)),
	SZ("PROTECTED_FIXED_ARRAY_TYPE", V8_SZ_FA, V8_RANGE(12, 4, 14, 6)),
	SZ("TRUSTED_FIXED_ARRAY_TYPE", V8_SZ_FA, V8_RANGE(12, 4, 14, 6)),
	SZ("PROTECTED_WEAK_FIXED_ARRAY_TYPE", V8_SZ_FA, V8_RANGE(13, 6, 14, 6)),
	SZ("TRUSTED_WEAK_FIXED_ARRAY_TYPE", V8_SZ_FA, V8_RANGE(13, 6, 14, 6)),
	SZ("EXTERNAL_POINTER_ARRAY_TYPE", V8_SZ_FA, V8_MINOR(12, 4)),
	/* From V8 12 these are capacity-prefixed (length, capacity). */
	SZ("OBJECT_BOILERPLATE_DESCRIPTION_TYPE", V8_SZ_FA,
	    V8_RANGE(9, 4, 11, 3)),
	SZ("OBJECT_BOILERPLATE_DESCRIPTION_TYPE", V8_SZ_CAP32,
	    V8_RANGE(12, 4, 14, 6)),
	SZ("SCRIPT_CONTEXT_TABLE_TYPE", V8_SZ_FA, V8_RANGE(9, 4, 11, 3)),
	SZ("SCRIPT_CONTEXT_TABLE_TYPE", V8_SZ_CAP32, V8_RANGE(12, 4, 14, 6)),
	SZ("ARRAY_LIST_TYPE", V8_SZ_CAP24, V8_RANGE(12, 4, 14, 6)),
	SZ("REG_EXP_MATCH_INFO_TYPE", V8_SZ_CAP40, V8_RANGE(12, 4, 14, 6)),
	SZ("BYTE_ARRAY_TYPE", V8_SZ_BYTES, V8_RANGE(9, 4, 14, 6)),
	SZ("TRUSTED_BYTE_ARRAY_TYPE", V8_SZ_BYTES, V8_RANGE(12, 4, 14, 6)),
	SZ("BYTECODE_ARRAY_TYPE", V8_SZ_BYTECODE, V8_RANGE(9, 4, 14, 6)),
	SZ("FREE_SPACE_TYPE", V8_SZ_FREE, V8_RANGE(9, 4, 14, 6)),
	SZ("WEAK_ARRAY_LIST_TYPE", V8_SZ_WAL, V8_RANGE(9, 4, 14, 6)),
	SZ("PROPERTY_ARRAY_TYPE", V8_SZ_PROPARRAY, V8_RANGE(9, 4, 14, 6)),
	SZ("DESCRIPTOR_ARRAY_TYPE", V8_SZ_DESC, V8_RANGE(9, 4, 14, 6)),
	SZ("STRONG_DESCRIPTOR_ARRAY_TYPE", V8_SZ_DESC, V8_RANGE(9, 4, 14, 6)),
	SZ("FEEDBACK_VECTOR_TYPE", V8_SZ_FV, V8_RANGE(9, 4, 14, 6)),
	SZ("FEEDBACK_METADATA_TYPE", V8_SZ_FM, V8_RANGE(9, 4, 14, 6)),
	SZ("BIG_INT_BASE_TYPE", V8_SZ_BIGINT, V8_RANGE(9, 4, 14, 6)),
	SZ("PREPARSE_DATA_TYPE", V8_SZ_PREPARSE, V8_RANGE(9, 4, 14, 6)),
#undef SZ

	/* What the size rules need beyond the metadata. */
	/*
	 * FreeSpace::size counts bytes (V8 10.2 - 12.4, and 13.6.233.8 of
	 * Node 24.0.0) or tagged words (13.6.233.17 of Node 24.21.0: the
	 * size_in_tagged_ field), a change within one V8 build series that
	 * the version jsmdb keys facts by cannot tell apart.  So from 13.6
	 * there is no fact: heapscan.c measures the unit on each core.
	 */
	{ "freespace_size_in_words", 0,
	    V8_RANGE(9, 4, 12, 4), V8F_DFLT, SRC_SIZES },
	/*
	 * Other threads' allocation areas: a LocalHeap's allocator holds
	 * (start, top, limit) outside the heap, [top, limit) not yet
	 * allocated; offsets from the triple of its Heap*, owner space,
	 * a pointer to the triple (0: none) and its LocalHeap (0: none).
	 */
	{ "local_lab_heap", -8, V8_RANGE(10, 1, 11, 8), V8F_DFLT,
	    SRC_LLAB_10 },
	{ "local_lab_space", -16, V8_RANGE(10, 1, 11, 8), V8F_DFLT,
	    SRC_LLAB_10 },
	{ "local_lab_self", 0, V8_RANGE(10, 1, 11, 8), V8F_DFLT,
	    SRC_LLAB_10 },
	{ "local_lab_localheap", -24, V8_RANGE(10, 1, 11, 8), V8F_DFLT,
	    SRC_LLAB_10 },
	{ "local_lab_heap", -160, V8_RANGE(12, 4, 14, 6), V8F_DFLT,
	    SRC_LLAB_12 },
	{ "local_lab_space", -152, V8_RANGE(12, 4, 14, 6), V8F_DFLT,
	    SRC_LLAB_12 },
	{ "local_lab_self", -8, V8_RANGE(12, 4, 14, 6), V8F_DFLT,
	    SRC_LLAB_12 },
	{ "local_lab_localheap", -168, V8_RANGE(12, 4, 14, 6), V8F_DFLT,
	    SRC_LLAB_12 },
	/* the triple itself: LinearAllocationArea's start_, top_, limit_ */
	{ "local_lab_top", 8, V8_RANGE(10, 1, 11, 8), V8F_DFLT, SRC_LLAB_10 },
	{ "local_lab_limit", 16, V8_RANGE(10, 1, 11, 8), V8F_DFLT,
	    SRC_LLAB_10 },
	{ "local_lab_top", 8, V8_RANGE(12, 4, 14, 6), V8F_DFLT, SRC_LLAB_12 },
	{ "local_lab_limit", 16, V8_RANGE(12, 4, 14, 6), V8F_DFLT,
	    SRC_LLAB_12 },
	/*
	 * An allocator counts only if its LocalHeap is live: on its Heap's
	 * list of LocalHeaps, and holding it (a stale one, freed with its
	 * LocalHeap, may keep an old area over live objects).
	 */
	{ "heap_safepoint", 0xc80, V8_RANGE(10, 1, 10, 1),
	    V8F_DFLT, SRC_LH_LIST },
	{ "heap_safepoint", 0xc88, V8_RANGE(10, 2, 10, 2),
	    V8F_DFLT, SRC_LH_LIST },
	{ "heap_safepoint", 0xc78, V8_RANGE(10, 8, 10, 8),
	    V8F_DFLT, SRC_LH_LIST },
	{ "heap_safepoint", 0xc20, V8_RANGE(11, 3, 11, 3),
	    V8F_DFLT, SRC_LH_LIST },
	{ "heap_safepoint", 0xc38, V8_RANGE(11, 8, 11, 8),
	    V8F_DFLT, SRC_LH_LIST },
	{ "heap_safepoint", 0xa38, V8_RANGE(12, 4, 12, 4),
	    V8F_DFLT, SRC_LH_LIST },
	{ "heap_safepoint", 0xa68, V8_RANGE(12, 9, 12, 9),
	    V8F_DFLT, SRC_LH_LIST },
	{ "heap_safepoint", 0xa80, V8_RANGE(13, 6, 13, 6),
	    V8F_DFLT, SRC_LH_LIST },
	{ "heap_safepoint", 0xa78, V8_RANGE(14, 1, 14, 1),
	    V8F_DFLT, SRC_LH_LIST },
	{ "heap_safepoint", 0xaa0, V8_RANGE(14, 6, 14, 6),
	    V8F_DFLT, SRC_LH_LIST },
	{ "safepoint_local_heaps_head", 0xc8, V8_RANGE(10, 1, 12, 9),
	    V8F_DFLT, SRC_LH_LIST },
	{ "safepoint_local_heaps_head", 0x40, V8_RANGE(13, 6, 14, 6),
	    V8F_DFLT, SRC_LH_LIST },
	{ "localheap_prev", 0x10, V8_RANGE(10, 1, 12, 9),
	    V8F_DFLT, SRC_LH_LIST },
	{ "localheap_next", 0x18, V8_RANGE(10, 1, 12, 9),
	    V8F_DFLT, SRC_LH_LIST },
	{ "localheap_prev", 0x18, V8_RANGE(13, 6, 13, 6),
	    V8F_DFLT, SRC_LH_LIST },
	{ "localheap_next", 0x20, V8_RANGE(13, 6, 13, 6),
	    V8F_DFLT, SRC_LH_LIST },
	{ "localheap_prev", 0x20, V8_RANGE(14, 1, 14, 6),
	    V8F_DFLT, SRC_LH_LIST },
	{ "localheap_next", 0x28, V8_RANGE(14, 1, 14, 6),
	    V8F_DFLT, SRC_LH_LIST },
	{ "localheap_allocators", 0x50, V8_RANGE(10, 1, 10, 2),
	    V8F_DFLT, SRC_LH_ALLOC_10 },
	{ "localheap_allocators", 0x90, V8_RANGE(10, 8, 11, 3),
	    V8F_DFLT, SRC_LH_ALLOC_10 },
	{ "localheap_allocators", 0x50, V8_RANGE(11, 8, 11, 8),
	    V8F_DFLT, SRC_LH_ALLOC_10 },
	{ "localheap_allocator_step", 8, V8_RANGE(10, 1, 11, 8),
	    V8F_DFLT, SRC_LH_ALLOC_10 },
	{ "localheap_allocator_count", 3, V8_RANGE(10, 1, 11, 8),
	    V8F_DFLT, SRC_LH_ALLOC_10 },
	{ "localheap_allocators_inline", 0, V8_RANGE(10, 1, 11, 8),
	    V8F_DFLT, SRC_LH_ALLOC_10 },
	{ "localheap_allocators", 0xc0, V8_RANGE(12, 4, 12, 4),
	    V8F_DFLT, SRC_LH_ALLOC_12 },
	{ "localheap_allocators", 0xd0, V8_RANGE(12, 9, 12, 9),
	    V8F_DFLT, SRC_LH_ALLOC_12 },
	{ "localheap_allocator_step", 0x128, V8_RANGE(12, 4, 12, 9),
	    V8F_DFLT, SRC_LH_ALLOC_12 },
	{ "localheap_allocators", 0xd8, V8_RANGE(13, 6, 13, 6),
	    V8F_DFLT, SRC_LH_ALLOC_12 },
	{ "localheap_allocator_step", 0xf8, V8_RANGE(13, 6, 13, 6),
	    V8F_DFLT, SRC_LH_ALLOC_12 },
	{ "localheap_allocators", 0x118, V8_RANGE(14, 1, 14, 1),
	    V8F_DFLT, SRC_LH_ALLOC_12 },
	{ "localheap_allocators", 0x120, V8_RANGE(14, 6, 14, 6),
	    V8F_DFLT, SRC_LH_ALLOC_12 },
	{ "localheap_allocator_step", 0x100, V8_RANGE(14, 1, 14, 6),
	    V8F_DFLT, SRC_LH_ALLOC_12 },
	{ "localheap_allocator_count", 4, V8_RANGE(12, 4, 14, 6),
	    V8F_DFLT, SRC_LH_ALLOC_12 },
	{ "localheap_allocators_inline", 1, V8_RANGE(12, 4, 14, 6),
	    V8F_DFLT, SRC_LH_ALLOC_12 },
	/* FeedbackVector::length, an int32 right after the map. */
	{ "feedbackvector_length_offset", 8,
	    V8_RANGE(9, 4, 14, 6), V8F_DFLT, SRC_SIZES },
	/* FeedbackVector::kHeaderSize (the slots follow). */
	{ "feedbackvector_header_size", 48,
	    V8_RANGE(9, 4, 10, 2), V8F_DFLT, SRC_SIZES },
	{ "feedbackvector_header_size", 56,
	    V8_RANGE(11, 3, 12, 4), V8F_DFLT, SRC_SIZES },
	{ "feedbackvector_header_size", 48,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_SIZES },
	/* FeedbackMetadata: bytes per closure feedback cell slot after
	 * the slot kinds (V8 13: a uint16 each; none before). */
	{ "feedbackmetadata_closure_slot_bytes", 0,
	    V8_RANGE(9, 4, 12, 4), V8F_DFLT, SRC_SIZES },
	{ "feedbackmetadata_closure_slot_bytes", 2,
	    V8_RANGE(13, 6, 14, 6), V8F_DFLT, SRC_SIZES },

	/*
	 * A sloppy-mode arguments object's elements kind: its elements are
	 * a parameter map, [context, arguments, then per mapped parameter
	 * the hole or its context slot index (a Smi)], the arguments a
	 * FixedArray, or (the slow kind) a NumberDictionary.  V8 3.14 and
	 * 3.28 have one kind for both stores; 4.5 and 5.1 a fast and a
	 * slow one.
	 */
	{ "elements_fast_sloppy_arguments", 7,
	    V8_RANGE(3, 14, 5, 1), V8F_DFLT, SRC_SLOPPY_ARGS },
	{ "elements_slow_sloppy_arguments", 8,
	    V8_RANGE(4, 5, 5, 1), V8F_DFLT, SRC_SLOPPY_ARGS },
	{ "elements_fast_sloppy_arguments", 7,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_SLOPPY_ARGS_NEW },
	{ "elements_slow_sloppy_arguments", 8,
	    V8_RANGE(6, 2, 6, 8), V8F_DFLT, SRC_SLOPPY_ARGS_NEW },
	{ "elements_fast_sloppy_arguments", 13,
	    V8_RANGE(7, 8, 10, 2), V8F_DFLT, SRC_SLOPPY_ARGS_NEW },
	{ "elements_slow_sloppy_arguments", 14,
	    V8_RANGE(7, 8, 10, 2), V8F_DFLT, SRC_SLOPPY_ARGS_NEW },
	{ "elements_fast_sloppy_arguments", 14,
	    V8_RANGE(10, 8, 14, 6), V8F_DFLT, SRC_SLOPPY_ARGS_NEW },
	{ "elements_slow_sloppy_arguments", 15,
	    V8_RANGE(10, 8, 14, 6), V8F_DFLT, SRC_SLOPPY_ARGS_NEW },

	{ NULL, 0, 0, 0, 0, NULL }
};

/*
 * Classes of the instance types the metadata does not tie to a class.
 * The API object types were JSObjects until V8 13, then
 * JSAPIObjectWithEmbedderSlots (the C++ heap wrappable, then the
 * embedder fields).
 */
const v8_typeclass_t v8_typeclasses[] = {
	{ "NATIVE_CONTEXT_TYPE", "NativeContext", 0, 0 },
	{ "*_CONTEXT_TYPE", "Context", 0, 0 },
	{ "*_TYPED_ARRAY_CONSTRUCTOR_TYPE", "JSFunction", 0, 0 },
	{ "JS_ARRAY_CONSTRUCTOR_TYPE", "JSFunction", 0, 0 },
	{ "JS_CLASS_CONSTRUCTOR_TYPE", "JSFunction", 0, 0 },
	{ "JS_PROMISE_CONSTRUCTOR_TYPE", "JSFunction", 0, 0 },
	{ "JS_REG_EXP_CONSTRUCTOR_TYPE", "JSFunction", 0, 0 },
	{ "JS_*_API_OBJECT_TYPE", "JSAPIObjectWithEmbedderSlots",
	    V8_VER(13, 0, 0), V8_VER(255, 0, 0) },
	{ "JS_API_OBJECT_TYPE", "JSAPIObjectWithEmbedderSlots",
	    V8_VER(13, 0, 0), V8_VER(255, 0, 0) },
	{ "JS_*_API_OBJECT_TYPE", "JSObject", 0, V8_VER(12, 255, 0xffff) },
	{ "JS_API_OBJECT_TYPE", "JSObject", 0, V8_VER(12, 255, 0xffff) },
	{ "JS_*_PROTOTYPE_TYPE", "JSObject", 0, 0 },
	{ "JS_CONTEXT_EXTENSION_OBJECT_TYPE", "JSObject", 0, 0 },
	{ "JS_MAP_*_ITERATOR_TYPE", "JSMapIterator", 0, 0 },
	{ "JS_MAP_KEY_ITERATOR_TYPE", "JSMapIterator", 0, 0 },
	{ "JS_SET_*_ITERATOR_TYPE", "JSSetIterator", 0, 0 },
	{ "JS_GENERATOR_OBJECT_TYPE", "JSGeneratorObject", 0, 0 },
	{ "JS_DISPOSABLE_STACK_BASE_TYPE", "JSDisposableStackBase", 0, 0 },
	{ "*THIN*STRING_TYPE", "ThinString", 0, 0 },
	{ "*EXTERNAL*ONE_BYTE*STRING_TYPE", "ExternalOneByteString", 0, 0 },
	{ "*EXTERNAL*STRING_TYPE", "ExternalTwoByteString", 0, 0 },
	{ "*ONE_BYTE*STRING_TYPE", "SeqOneByteString", 0, 0 },
	{ "INTERNALIZED_STRING_TYPE", "SeqTwoByteString", 0, 0 },
	{ "SHARED_*STRING_TYPE", "SeqTwoByteString", 0, 0 },
	{ "BIG_INT_BASE_TYPE", "BigIntBase", 0, 0 },
	{ "CLOSURE_FEEDBACK_CELL_ARRAY_TYPE", "ClosureFeedbackCellArray",
	    0, 0 },
	{ "EPHEMERON_HASH_TABLE_TYPE", "EphemeronHashTable", 0, 0 },
	{ "EXPORTED_SUB_CLASS_BASE_TYPE", "ExportedSubClassBase", 0, 0 },
	{ "FEEDBACK_METADATA_TYPE", "FeedbackMetadata", 0, 0 },
	{ "FOREIGN_TYPE", "Foreign", 0, 0 },
	{ "FREE_SPACE_TYPE", "FreeSpace", 0, 0 },
	{ "GLOBAL_DICTIONARY_TYPE", "GlobalDictionary", 0, 0 },
	{ "HASH_TABLE_TYPE", "HashTable", 0, 0 },
	{ "LOAD_HANDLER_TYPE", "LoadHandler", 0, 0 },
	{ "NAME_DICTIONARY_TYPE", "NameDictionary", 0, 0 },
	{ "NAME_TO_INDEX_HASH_TABLE_TYPE", "NameToIndexHashTable", 0, 0 },
	{ "NUMBER_DICTIONARY_TYPE", "NumberDictionary", 0, 0 },
	{ "OBJECT_BOILERPLATE_DESCRIPTION_TYPE",
	    "ObjectBoilerplateDescription", 0, 0 },
	{ "ORDERED_HASH_MAP_TYPE", "OrderedHashMap", 0, 0 },
	{ "ORDERED_HASH_SET_TYPE", "OrderedHashSet", 0, 0 },
	{ "ORDERED_NAME_DICTIONARY_TYPE", "OrderedNameDictionary", 0, 0 },
	{ "REGISTERED_SYMBOL_TABLE_TYPE", "RegisteredSymbolTable", 0, 0 },
	{ "SCRIPT_CONTEXT_TABLE_TYPE", "ScriptContextTable", 0, 0 },
	{ "SIMPLE_NUMBER_DICTIONARY_TYPE", "SimpleNumberDictionary", 0, 0 },
	{ "STORE_HANDLER_TYPE", "StoreHandler", 0, 0 },
	{ "TRANSITION_ARRAY_TYPE", "TransitionArray", 0, 0 },
	{ "TURBOSHAFT_FLOAT64_TYPE_TYPE", "TurboshaftFloat64Type", 0, 0 },
	{ "TURBOSHAFT_WORD32_TYPE_TYPE", "TurboshaftWord32Type", 0, 0 },
	{ "TURBOSHAFT_WORD64_TYPE_TYPE", "TurboshaftWord64Type", 0, 0 },
	{ "WASM_DISPATCH_TABLE_TYPE", "WasmDispatchTable", 0, 0 },
	{ "WASM_EXCEPTION_PACKAGE_TYPE", "WasmExceptionPackage", 0, 0 },
	{ "WASM_FUNCTION_DATA_TYPE", "WasmFunctionData", 0, 0 },
	{ "WASM_INSTANCE_OBJECT_TYPE", "WasmInstanceObject", 0, 0 },
	{ "WASM_TRUSTED_INSTANCE_DATA_TYPE", "WasmTrustedInstanceData", 0, 0 },
	{ "WASM_VALUE_OBJECT_TYPE", "WasmValueObject", 0, 0 },
	{ NULL, NULL, 0, 0 }
};

/*
 * Names of the context types in FirstContextType order (alphabetical in
 * every release with a context type range).
 */
const char *const v8_context_type_names[] = {
	"AWAIT_CONTEXT_TYPE", "BLOCK_CONTEXT_TYPE", "CATCH_CONTEXT_TYPE",
	"DEBUG_EVALUATE_CONTEXT_TYPE", "EVAL_CONTEXT_TYPE",
	"FUNCTION_CONTEXT_TYPE", "MODULE_CONTEXT_TYPE", "NATIVE_CONTEXT_TYPE",
	"SCRIPT_CONTEXT_TYPE", "WITH_CONTEXT_TYPE", NULL
};

/* The releases whose facts have been checked (what ::v8load offers). */
const v8_release_t v8_releases[] = {
	{ V8_VER(3, 14, 0), "Node.js 0.10.48" },
	{ V8_VER(3, 28, 0), "Node.js 0.12.18" },
	{ V8_VER(4, 5, 0), "Node.js 4.9.1" },
	{ V8_VER(5, 1, 0), "Node.js 6.17.1" },
	{ V8_VER(6, 2, 0), "Node.js 8.17.0" },
	{ V8_VER(6, 8, 0), "Node.js 10.24.1" },
	{ V8_VER(7, 8, 0), "Node.js 12.22.12" },
	{ V8_VER(8, 4, 0), "Node.js 14.21.3" },
	{ V8_VER(9, 4, 0), "Node.js 16.20.2" },
	{ V8_VER(10, 1, 0), "Node.js 18.0.0" },
	{ V8_VER(10, 2, 0), "Node.js 18.20.8" },
	{ V8_VER(10, 8, 0), "Node.js 19.8.1" },
	{ V8_VER(11, 3, 0), "Node.js 20.0.0 - 20.20.2" },
	{ V8_VER(11, 8, 0), "Node.js 21.7.3" },
	{ V8_VER(12, 4, 0), "Node.js 22.0.0 - 22.23.3" },
	{ V8_VER(12, 9, 0), "Node.js 23.11.1" },
	{ V8_VER(13, 6, 0), "Node.js 24.0.0 - 24.21.0" },
	{ V8_VER(14, 1, 0), "Node.js 25.9.0" },
	{ V8_VER(14, 6, 0), "Node.js 26.10.0" },
	{ 0, NULL }
};
