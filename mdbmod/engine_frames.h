/*
 * engine_frames.h: the frames family of the engine interface (je_frames),
 * behind ::jsstack, ::jsframe and the jsframe walker (jsstack.c).
 *
 * jsstack.c walks the thread's native frames (mdb_frame_iter) and renders
 * everything; an engine says what it knows of its own frames, in one of
 * two ways (or both):
 *
 *  - frames on the native stack (V8): the engine classifies each native
 *    frame (jfo_native: named C/C++ code, or the engine's), follows its
 *    own frame-pointer chain where the unwinder stopped in its code
 *    (jfo_caller), and decodes an engine frame into the records it shows
 *    (jfo_decode: the functions inlined there, then its own function; or
 *    one internal frame);
 *
 *  - frames held by activations (SpiderMonkey): the engine lists its JS
 *    frames, innermost first, each with the address of the C++ object on
 *    the native stack that runs it (jfo_activations); jsstack.c places
 *    them above the native frame whose stack range holds that address,
 *    and elides that native frame (the interpreter loop running them).
 *
 * A frame is named by an address the engine chooses (V8: the frame
 * pointer; SpiderMonkey: the InterpreterFrame), which ::jsframe takes
 * back (jfo_decode).  Every op reports failure explicitly; what a record
 * cannot say is marked with the reason in the record, never guessed.
 */
#ifndef ENGINE_FRAMES_H
#define	ENGINE_FRAMES_H

#include "engine.h"

#define	JS_FR_NAMELEN	512
#define	JS_FR_MAXGROUP	72	/* records of one engine frame (inlined) */

typedef enum js_frkind {
	JS_FR_JS = 1,		/* a JavaScript function's frame */
	JS_FR_INTERNAL,		/* the engine's own: elided unless -a */
	JS_FR_UNDECODED		/* JS frames the engine cannot decode
				   (fr_reason says which and why) */
} js_frkind_t;

/*
 * Where a JS frame is, as the engine tells it.  jw_file is what the text
 * shows ("(builtin)", "(unknown)" or the script's name); the *_reason
 * fields are the JSON's (NULL: the field is not null).
 */
typedef struct js_where {
	int jw_ok;			/* 0: not decoded: jw_fail says why */
	const char *jw_fail;		/* JSON script/position_reason */
	char jw_fail_warn[160];		/* said (mdb_warn) when it is read */
	char jw_file[1024];
	int jw_have_script;		/* a script (else builtin code) */
	int jw_have_name;		/* jw_file is the script's name */
	const char *jw_script_reason;
	intptr_t jw_line;		/* 1-based, or -1 */
	intptr_t jw_column;		/* 1-based, or -1 (column_reason) */
	int jw_current;			/* the line is where the frame is (1) or
					   the function's definition (0) */
	const char *jw_position_reason;
	const char *jw_posn_text;	/* -v "posn:" where there is no line
					   (a WebAssembly frame's place), or
					   NULL: "unknown position" */
	uintptr_t jw_script;		/* the engine's, for jfo_source */
} js_where_t;

typedef struct js_frame {
	js_frkind_t fr_kind;
	uintptr_t fr_fp;		/* the frame's name (::jsframe's addr) */
	uintptr_t fr_pc;		/* 0: not known */
	int fr_pcret;			/* fr_pc is a return address */
	uintptr_t fr_stackaddr;		/* jfo_activations: where it belongs
					   on the native stack */

	/* JS_FR_JS */
	char fr_name[JS_FR_NAMELEN];	/* as shown ("<anonymous>" ...) */
	const char *fr_idlabel;		/* -a: "(LABEL: fr_idaddr)" */
	uintptr_t fr_idaddr;
	int fr_have_func;		/* JSON function: fr_func, else null */
	uintptr_t fr_func;
	int fr_have_sfi;		/* JSON shared_function_info */
	uintptr_t fr_sfi;
	const char *fr_tier;		/* JSON frame_type: "interpreted"... */
	int fr_inlined;			/* inlined into the group's own frame */
	int fr_hidden;			/* the engine's traces leave it out
					   (shown as internal unless -f) */
	const char *fr_inl_unknown;	/* functions may be inlined here that
					   cannot be named: why, or NULL */
	const char *fr_noargs;		/* receiver/arguments not in the
					   frame: why (JSON), or NULL */
	const char *fr_args_why;	/* the argument count is not believed
					   (jfo_nargs -1): why, or NULL */
	const char *fr_note;		/* what else of the frame is not
					   believed (-v "note:"), or NULL */
	int fr_bare;			/* the frame is not decoded, its name
					   says why: -v shows nothing more (its
					   JSON fields null, with reasons) */
	js_where_t fr_where;		/* filled when asked (jfo_where) */
	int fr_where_done;

	/* JS_FR_INTERNAL, JS_FR_UNDECODED, and a hidden JS_FR_JS */
	const char *fr_type;		/* JSON frame_type, or NULL */
	char fr_text[JS_FR_NAMELEN + 128];		/* -a text after "FP PC " ("<...>"),
					   or the undecoded record's reason */
	char fr_reason[512];		/* JSON reason, "" for none */

	/* the engine's own state of the frame */
	uint64_t fr_engine[24];
} js_frame_t;

/* A native frame of the stack as jsstack.c collects it. */
typedef struct js_nframe {
	uintptr_t nf_fp;
	uintptr_t nf_pc;
	uintptr_t nf_sp;		/* 0 when not known (fp chain) */
	int nf_isret;			/* nf_pc is a return address */
	int nf_native;			/* pc in named native code */
} js_nframe_t;

typedef int js_frame_f(const js_frame_t *, void *);

typedef struct js_frame_ops {
	/*
	 * May the stack dcmds run now (after je_ready)?  0, or -1 after
	 * saying why.  NULL: always.
	 */
	int (*jfo_check)(void);

	/*
	 * Is the native frame (fp, pc) named native code (1) or the
	 * engine's (0)?  isret: pc is a return address.  NULL: every
	 * frame is native.
	 */
	int (*jfo_native)(uintptr_t fp, uintptr_t pc, int isret);

	/*
	 * One step of the engine's frame-pointer chain: the caller's frame
	 * pointer and pc of the engine frame at fp.  0, or -1 where the
	 * words do not read or are not a frame record (misaligned).  NULL:
	 * the engine keeps no chain.
	 */
	int (*jfo_caller)(uintptr_t fp, uintptr_t *callerfp,
	    uintptr_t *callerpc);

	/*
	 * The records of the engine frame named fp (pc in it, 0 if not
	 * known): at most max into frs, the functions inlined there first
	 * (innermost first), then the frame's own; or one JS_FR_INTERNAL.
	 * Returns the count; 0 when fp is readable but not a frame of the
	 * engine (*whyp: why, for ::jsframe); -1 when fp does not read.
	 * max 1: the frame's own record only (nothing inlined is looked
	 * for).
	 */
	int (*jfo_decode)(uintptr_t fp, uintptr_t pc, int isret,
	    js_frame_t *frs, int max, const char **whyp);

	/*
	 * The JS frames held by activations, innermost first, each with
	 * fr_stackaddr set; cb returns non-zero to stop.  0, or -1 with why.
	 * Functions inlined into a frame come just before its record, with
	 * its fr_fp and fr_inlined set (innermost first): jsstack.c shows
	 * them with it as one group, as jfo_decode's.  NULL: the engine's
	 * frames are native frames (jfo_decode).
	 */
	int (*jfo_activations)(js_frame_f *cb, void *arg, char *why,
	    size_t whylen);

	/* Where a JS record is (fills fr_where). */
	void (*jfo_where)(js_frame_t *fr);

	/*
	 * -f: does the record's function go by want (its own or inferred
	 * name; jsstack.c has compared fr_name)?  1 or 0.
	 */
	int (*jfo_matches)(const js_frame_t *fr, const char *want);

	/*
	 * The receiver, the number of arguments to show (-1: not known),
	 * argument i (0-based).  0, or -1 when the slot does not read.
	 * Not called for a record with fr_noargs.
	 */
	int (*jfo_receiver)(const js_frame_t *fr, jsval_t *vp);
	int (*jfo_nargs)(const js_frame_t *fr);
	int (*jfo_arg)(const js_frame_t *fr, int i, jsval_t *vp);
	/*
	 * Why the receiver (i -1) or argument i is not given, after
	 * jfo_receiver or jfo_arg failed: 0 and the reason in buf (the text
	 * shows "argN: <not decoded: REASON>", JSON the reason in
	 * this_reason or arguments_reason, the element null), or -1 when
	 * there is none to give (the text leaves the argument out).  NULL:
	 * never a reason.
	 */
	int (*jfo_arg_why)(const js_frame_t *fr, int i, char *buf,
	    size_t len);

	/*
	 * A value in one line: its kind as the text shows it ("SMI:
	 * value=42", "JSObject: Point"), and its summary for JSON ("42",
	 * "{...}"): 0, or -1 when not decoded (the caller marks it).
	 */
	void (*jfo_describe)(jsval_t v, char *buf, size_t len);
	int (*jfo_summary)(jsval_t v, char *buf, size_t len);

	/*
	 * Prints lines [first, last] of the record's script, mark in bold;
	 * -1 (nothing printed) when the source is not readable.  NULL: the
	 * engine does not read source (said by the dcmd).
	 */
	int (*jfo_source)(const js_frame_t *fr, intptr_t first, intptr_t last,
	    intptr_t mark);

	/*
	 * The native unwinder stopped at a frame in the engine's code (sp,
	 * fp, pc: a return address), which keeps no CFI: the registers
	 * (DWARF numbers, regs[0 .. nregs), those set in *known: pc and sp
	 * at least, pc a return address) of the native frame that called
	 * into that code, as the engine's own frames recorded them, to
	 * unwind on from.  0, or -1 with why (jsstack.c says it, once,
	 * where the native frames stop).  NULL: the unwinder stops there.
	 */
	int (*jfo_resume)(uintptr_t sp, uintptr_t fp, uintptr_t pc,
	    mdb_reg_t *regs, uint_t nregs, uint64_t *known, char *why,
	    size_t whylen);
} js_frame_ops_t;

#endif /* ENGINE_FRAMES_H */
