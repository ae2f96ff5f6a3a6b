/*
 * frames.h: V8 stack frames, shared by frames.c, eng_frames.c and func.c
 * (the files behind ::jsstack, ::jsframe and the function dcmds).  Not part of
 * the module's public API (v8.h).
 *
 * A V8 frame is named by its frame pointer (fp, rbp on x64).  Relative to
 * fp every V8 frame holds the caller's fp at [fp] and the return address
 * at [fp + 8]; below fp sits either a frame-type marker (a typed frame:
 * entry, exit, construct, stub, builtin ...) or the context of a
 * JavaScript frame, whose JSFunction sits at fp + off_fp_function.  The
 * receiver and arguments the caller pushed lie above the return address.
 */
#ifndef V8_FRAMES_H
#define V8_FRAMES_H

#include "v8.h"

#define	V8_MAX_FRAMES	10000	/* frames of one stack */
#define	V8_MAX_ARGS	1024	/* arguments shown for a frame */
#define	V8_MAX_INLINED	64	/* functions inlined at one pc */
#define	V8_MAX_CODE_SCAN (4 << 20) /* bytes below a pc to its code */
#define	V8_MAX_TABLE	(1 << 22) /* bytes of a position table */

typedef enum v8_fkind {
	V8F_NATIVE = 0,		/* native code (named C/C++ code) */
	V8F_JS,			/* a JavaScript frame */
	V8F_TYPED,		/* a V8 frame with a frame-type marker */
	V8F_UNKNOWN		/* V8 or JIT code we cannot make out */
} v8_fkind_t;

typedef enum v8_ftier {
	V8FT_UNKNOWN = 0,
	V8FT_INTERPRETED,	/* Ignition: bytecode offset in the frame */
	V8FT_BASELINE,		/* Sparkplug: bytecode array, no offset */
	V8FT_OPTIMIZED,		/* TurboFan, Maglev, Crankshaft, builtin */
	V8FT_FULLCODEGEN	/* full-codegen machine code (V8 < 5.9) */
} v8_ftier_t;

/* Where a frame's position came from (v8_frame_position). */
typedef enum v8_fpos {
	V8FP_NONE = 0,		/* not known */
	V8FP_BYTECODE,		/* the frame's bytecode offset */
	V8FP_BASELINE,		/* baseline pc -> bytecode offset */
	V8FP_OPTIMIZED,		/* optimized code's position table */
	V8FP_DEOPT,		/* its lazy deopt point's bytecode offset */
	V8FP_RELOC		/* full-codegen code's relocation info */
} v8_fpos_t;

typedef struct v8_frame {
	uintptr_t vf_fp;
	uintptr_t vf_pc;		/* pc in this frame, 0 if unknown */
	int vf_pcret;			/* vf_pc is a return address */
	v8_fkind_t vf_kind;
	intptr_t vf_marker;		/* frame type (V8F_TYPED), else -1 */
	const char *vf_typename;	/* "EntryFrame" ... or NULL */
	uintptr_t vf_func;		/* JSFunction (V8F_JS) */
	uintptr_t vf_context;		/* its context (V8F_JS) */
	v8_ftier_t vf_tier;
	uintptr_t vf_bytecode;		/* BytecodeArray, or 0 */
	intptr_t vf_bcoff;		/* bytecode offset, or -1 */
	intptr_t vf_argc;		/* arguments passed (no receiver) */
	intptr_t vf_nformal;		/* declared parameters, -1 */
	uintptr_t vf_adaptor;		/* the caller's ArgumentsAdaptorFrame
					   (V8 < 9), which holds the
					   arguments passed, or 0 */
} v8_frame_t;

/*
 * Does pc lie in a named native function (not a V8 builtin)?  1 if so
 * (buf gets the name), 0 if not: Builtins_* and anonymous (JIT) addresses
 * are not native, their frames are V8 frames.  V8_PC_MAYBE_NATIVE when a
 * symbol covers pc but its name is unknown: decide by the frame.  isret:
 * pc is a return address (every frame's but the innermost).
 */
#define	V8_PC_MAYBE_NATIVE	2
int v8_pc_is_native(uintptr_t pc, int isret, char *buf, size_t bufsz);

/*
 * Reads the frame at fp and classifies it by what it holds (never
 * V8F_NATIVE: whether pc is native code is v8_pc_is_native's business);
 * pc (0 if unknown) is only recorded, as a return address (vf_pcret: the
 * caller clears it for the innermost frame, whose pc is not one).
 * Returns -1 when the words around fp cannot be read (fp is not a frame
 * pointer), else 0 with vf_kind set; V8F_UNKNOWN means readable but not
 * a V8 frame we know.
 */
int v8_frame_read_fp(uintptr_t fp, uintptr_t pc, v8_frame_t *vf);

/*
 * 1 if V8's own stack traces leave out this JS frame (a function of a
 * builtin script not flagged native), as far as the facts tell.
 */
int v8_frame_v8_hides(const v8_frame_t *vf);

/*
 * The Code object (tagged) a JS frame's pc is in, with its instructions
 * (first byte, size) and its CodeKind: as the frame walker finds it for
 * positions (the function's code, its SharedFunctionInfo's, else the code
 * object around pc).  -1 when not found: a pc in an embedded builtin is
 * in no Code object found this way.
 */
int v8_frame_code(const v8_frame_t *vf, uintptr_t *codep, uintptr_t *startp,
    size_t *sizep, int *kindp);

/* Name of a frame's tier: "interpreted", "baseline", "optimized"... */
const char *v8_frame_tier_name(v8_ftier_t);

/*
 * Arguments of a JS frame: the number to show (the actual count when the
 * frame records it, at least the declared count), the receiver, and
 * argument i (0-based).  Return -1 when unreadable.
 */
int v8_frame_nargs(const v8_frame_t *vf);
int v8_frame_receiver(const v8_frame_t *vf, uintptr_t *valp);
int v8_frame_arg(const v8_frame_t *vf, int i, uintptr_t *valp);
int v8_frame_arg_why(const v8_frame_t *vf, int i, char *buf, size_t len);

/* A little-endian unsigned of n (0-4) bytes at *pp; advances *pp. */
uint32_t v8_le_bytes(const uint8_t **pp, int n);

/*
 * The source position (character offset into the script) the frame is
 * at, as V8's own stack traces give it.  Interpreted frames: the frame's
 * bytecode offset through the bytecode's source position table.
 * Baseline frames: the pc through the baseline code's bytecode offset
 * table to a bytecode offset, then the same.  Optimized frames: the pc
 * through the code's source position table; where the pc is in code
 * inlined from another function, the position of the outermost call
 * (the frame's own function's line).  Returns -1 when V8 does not say
 * (no table collected, code not found, pc not in it), else 0, with
 * *howp (if given) saying which way it was found.
 */
int v8_frame_position(const v8_frame_t *vf, intptr_t *posp, v8_fpos_t *howp);

/*
 * Functions the optimizing compiler inlined into an optimized frame at
 * its pc, innermost first, each with its SharedFunctionInfo and its own
 * position (-1 if unknown): V8's stack traces show each as a frame of
 * its own above the frame's function.  Returns how many (at most max),
 * 0 when the pc is not in inlined code or the frame is not optimized.
 */
typedef struct v8_inlined {
	uintptr_t vi_sfi;		/* SharedFunctionInfo (tagged) */
	intptr_t vi_pos;		/* script position, or -1 */
} v8_inlined_t;
int v8_frame_inlined(const v8_frame_t *vf, v8_inlined_t *vi, int max);
/*
 * Is vf a frame whose inlined functions jsmdb cannot tell (V8 3.28 and
 * 5.1: Crankshaft code whose deoptimization translation at the return
 * address does not read, or code jsmdb cannot find, which may be
 * Crankshaft's)?  Then the frame must say so.
 */
int v8_frame_inlining_unknown(const v8_frame_t *vf);

/*
 * A function's name as mdb_v8 prints it: its own name; else
 * "<anonymous> (as inferred.name)" when V8 kept an inferred name; else
 * "<anonymous>".  Fails only when func is not a JSFunction.
 */
int v8_func_display_name(uintptr_t func, char *buf, size_t bufsz);
/* The script offset at a bytecode offset of a BytecodeArray. */
int v8_bytecode_position(uintptr_t bytecode, intptr_t bcoff, intptr_t *posp);
/* full-codegen code's source position at a pc offset (V8 3.14 - 5.1) */
int v8_code_offset_position(uintptr_t code, uintptr_t off, int fromobj,
    intptr_t *posp);
/* The same from a SharedFunctionInfo. */
int v8_sfi_display_name(uintptr_t sfi, char *buf, size_t bufsz);

/*
 * A one-line description of a value's kind, mdb_v8's obj_jstype():
 * "SMI: value=42", "JSObject: Point", "Oddball: \"undefined\"",
 * "HeapNumber: value=2.5", "JSArray", "SeqOneByteString: \"abc\"".
 */
void v8_value_describe(uintptr_t val, char *buf, size_t bufsz);

/*
 * Source lines of a script: prints lines [first, last] (1-based) with
 * "%5d " line numbers, lines mark_first..mark_last in bold.  Returns -1
 * (printing nothing) when the script has no readable source.
 */
int v8_script_print_lines(uintptr_t script, intptr_t first, intptr_t last,
    intptr_t mark_first, intptr_t mark_last);
/* The script's source as UTF-8 (UM_GC), or NULL. */
const char *v8_script_source(uintptr_t script, size_t *lenp);
/* Line (1-based) of a character position in a script, or -1. */
intptr_t v8_script_lineno(uintptr_t script, intptr_t pos);

#endif /* V8_FRAMES_H */
