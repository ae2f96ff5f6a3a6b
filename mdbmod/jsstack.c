/*
 * jsstack.c: ::jsstack, ::jsframe and the jsframe walker, written once
 * over the frames family of the engine interface (engine_frames.h).
 *
 * The frames come from the framework's native unwinder (mdb_frame_iter:
 * DWARF CFI where there is some, the frame pointer elsewhere).  An engine
 * whose frames are native frames (V8) classifies each frame whose pc is
 * not in a named native function and decodes it; where the unwinder gave
 * up inside the engine's code, the engine's frame-pointer chain is
 * followed (V8's JIT code always keeps a frame pointer), as mdb_v8 did.
 * An engine whose JS frames are held by activations (SpiderMonkey) lists
 * them with the native stack address of the activation: they are shown
 * above the native frame whose stack range [sp, caller's sp) holds it,
 * the frame running them, which is the engine's own and elided.
 *
 * Output follows mdb_v8: JavaScript frames as "js:", native ones as
 * "native:", engine-internal frames (entry, exit, construct, stub,
 * builtin frames without a JSFunction) counted and elided unless -a,
 * which prints every frame as "FP PC ..." instead.  Functions inlined
 * into an optimized frame come before it as frames of their own, as V8's
 * stack traces show them; they share its FP (the walker gives it once).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "engine_frames.h"

#define	JF_ALL		0x1	/* -a: every frame, fp and pc */
#define	JF_VERBOSE	0x2	/* -v: file, posn, args, source */

#define	JF_INDENT	10	/* -v detail lines under "js:     " */
#define	JS_MAX_FRAMES	10000	/* frames of one stack */
#define	JS_MAX_NLINES	100000	/* -n */

#define	JS_STACK_NEEDS	(JS_NEED_VALUES | JS_NEED_FUNCS | JS_NEED_FRAMES)

typedef struct jsframe_opts {
	const js_engine_t *jo_eng;
	const js_frame_ops_t *jo_ops;
	uint_t jo_flags;
	const char *jo_func;	/* -f: only frames of this function */
	const char *jo_prop;	/* -p: print only this property */
	uintptr_t jo_nlines;	/* -n: source lines either side */
	uint_t jo_nskipped;	/* internal frames not yet reported */
	int jo_propfound;	/* -p: printed for some frame */
	int jo_json;		/* DCMD_JSON: a "frame" record a frame */
	const char *jo_dcmd;	/* "jsstack" or "jsframe" (JSON) */
	int jo_tid_known;	/* the frames are the current thread's */
	uint_t jo_tid;		/* that thread (JSON) */
	uint_t jo_index;	/* the next record's "frame" (JSON) */
	int jo_nosource_said;	/* the engine reads no source: said */
	js_frame_t *jo_group;	/* JS_FR_MAXGROUP records (jf_frame) */
} jsframe_opts_t;

/* ---- the native frames of a stack ---- */

typedef struct sf_collect {
	const js_frame_ops_t *sc_ops;
	js_nframe_t *sc_frames;
	int sc_n;
	int sc_cap;
} sf_collect_t;

static int
sf_add(sf_collect_t *sc, uintptr_t fp, uintptr_t pc, uintptr_t sp,
    int isret)
{
	if (sc->sc_n >= JS_MAX_FRAMES)
		return (-1);
	if (sc->sc_n == sc->sc_cap) {
		int ncap = sc->sc_cap == 0 ? 64 : sc->sc_cap * 2;
		js_nframe_t *n;

		if (ncap > JS_MAX_FRAMES)
			ncap = JS_MAX_FRAMES;
		if ((n = mdb_alloc(ncap * sizeof (*n), UM_GC)) == NULL)
			return (-1);
		if (sc->sc_n > 0)
			(void) memcpy(n, sc->sc_frames,
			    sc->sc_n * sizeof (*n));
		sc->sc_frames = n;
		sc->sc_cap = ncap;
	}
	sc->sc_frames[sc->sc_n].nf_fp = fp;
	sc->sc_frames[sc->sc_n].nf_pc = pc;
	sc->sc_frames[sc->sc_n].nf_sp = sp;
	sc->sc_frames[sc->sc_n].nf_isret = isret;
	sc->sc_frames[sc->sc_n].nf_native = pc != 0 &&
	    (sc->sc_ops->jfo_native == NULL ||
	    sc->sc_ops->jfo_native(fp, pc, isret));
	sc->sc_n++;
	return (0);
}

static int
sf_collect_cb(const mdb_frame_t *fr, void *arg)
{
	sf_collect_t *sc = arg;

	if (mdb_interrupted())
		return (1);
	return (sf_add(sc, fr->fr_fp, fr->fr_pc, fr->fr_sp,
	    fr->fr_how != MDB_FRAME_REGS) != 0 ? 1 : 0);
}

/*
 * Follows the engine's frame pointer chain from fp (whose own frame is
 * already recorded).  Stops at a zero or non-increasing fp, a chain the
 * engine cannot step (unreadable, misaligned), or the frame cap.
 */
static void
sf_follow(sf_collect_t *sc, uintptr_t fp)
{
	mdb_target_info_t ti;
	uintptr_t next, pc, pcmask;

	if (sc->sc_ops->jfo_caller == NULL)
		return;
	/* a signed return address (arm64 pointer authentication) */
	pcmask = mdb_target_info(&ti) == 0 ? (uintptr_t)ti.mti_pcmask :
	    UINTPTR_MAX;
	while (sc->sc_n < JS_MAX_FRAMES && !mdb_interrupted()) {
		if (sc->sc_ops->jfo_caller(fp, &next, &pc) != 0 ||
		    next <= fp || (pc &= pcmask) == 0)
			return;
		if (sf_add(sc, next, pc, 0, 1) != 0)
			return;
		fp = next;
	}
}

/*
 * The current thread's frames, innermost first (UM_GC): the native
 * unwinder's, then the engine's frame pointer chain from its last frame
 * where the unwinder stopped in the engine's code.  The count, or -1.
 */
#define	JS_MAX_RESUMES	4096	/* engine code the unwinder is resumed past */
#define	JS_RESUME_NREGS	64

/*
 * Why the native frames stop where they do, when the engine could not
 * say where its code's native caller is (jfo_resume): said once, where
 * the JS frames are placed (act_note).
 */
static char js_resume_why[320];

/*
 * Where the unwinder stopped in the engine's code: unwinds on from the
 * native caller the engine's frames recorded (jfo_resume), as often as
 * it stops so.  Each resumption must be above the last frame (the stack
 * grows down).
 */
static void
sf_resume(sf_collect_t *sc)
{
	const js_frame_ops_t *ops = sc->sc_ops;
	mdb_reg_t regs[JS_RESUME_NREGS];
	uint64_t known;
	js_nframe_t *last;
	int k, n0;
	char why[256];

	for (k = 0; k < JS_MAX_RESUMES && sc->sc_n > 0 &&
	    sc->sc_n < JS_MAX_FRAMES && !mdb_interrupted(); k++) {
		last = &sc->sc_frames[sc->sc_n - 1];
		if (last->nf_native || last->nf_sp == 0)
			return;
		known = 0;
		why[0] = '\0';
		if (ops->jfo_resume(last->nf_sp, last->nf_fp, last->nf_pc,
		    regs, JS_RESUME_NREGS, &known, why, sizeof (why)) != 0) {
			(void) mdb_snprintf(js_resume_why,
			    sizeof (js_resume_why), "at %a (sp %lx): %s",
			    last->nf_pc, (unsigned long)last->nf_sp, why);
			return;
		}
		n0 = sc->sc_n;
		(void) mdb_frame_iter_regs(regs, JS_RESUME_NREGS, known,
		    sf_collect_cb, sc);
		if (sc->sc_n == n0 || sc->sc_frames[n0].nf_sp <= last->nf_sp) {
			/* no progress: the stack grows down */
			sc->sc_n = n0;
			(void) mdb_snprintf(js_resume_why,
			    sizeof (js_resume_why), "at %a (sp %lx): the "
			    "native caller the engine's frames give is not "
			    "above it", last->nf_pc, (unsigned long)last->nf_sp);
			return;
		}
	}
}

static int
js_stack_frames(const js_frame_ops_t *ops, js_nframe_t **framesp)
{
	sf_collect_t sc;
	js_nframe_t *last;

	(void) memset(&sc, 0, sizeof (sc));
	sc.sc_ops = ops;
	js_resume_why[0] = '\0';
	if (mdb_frame_iter(0, sf_collect_cb, &sc) != 0 && sc.sc_n == 0)
		return (-1);
	if (sc.sc_n > 0 && ops->jfo_resume != NULL)
		sf_resume(&sc);
	if (sc.sc_n > 0) {
		last = &sc.sc_frames[sc.sc_n - 1];
		if (!last->nf_native && last->nf_fp != 0)
			sf_follow(&sc, last->nf_fp);
	}
	*framesp = sc.sc_frames;
	return (sc.sc_n);
}

/*
 * The current thread's frame whose frame pointer is fp (an engine one
 * rather than a native one when both have it), or NULL.
 */
static const js_nframe_t *
frame_for_fp(const js_frame_ops_t *ops, uintptr_t fp)
{
	js_nframe_t *frames;
	int i, n;

	if ((n = js_stack_frames(ops, &frames)) <= 0)
		return (NULL);
	for (i = 0; i < n; i++) {
		if (frames[i].nf_fp == fp && !frames[i].nf_native)
			return (&frames[i]);
	}
	for (i = 0; i < n; i++) {
		if (frames[i].nf_fp == fp)
			return (&frames[i]);
	}
	return (NULL);
}

/* ---- printing one frame ---- */

/*
 * JSON (docs/json.md): begins a "frame" record with the fields every
 * kind has.  An elided record's fp, and a pc 0 (unknown), are null.
 */
static void
jf_json_begin(jsframe_opts_t *jo, const char *kind, uintptr_t fp,
    uintptr_t pc)
{
	mdb_json_begin(jo->jo_dcmd, "frame");
	if (jo->jo_tid_known)
		mdb_json_uint("thread", jo->jo_tid);
	else
		mdb_json_null("thread");
	mdb_json_uint("frame", jo->jo_index++);
	mdb_json_str("kind", kind);
	/* (a native frame's fp may be 0: the register's value) */
	if (strcmp(kind, "elided") != 0 && strcmp(kind, "unwound") != 0)
		mdb_json_addr("fp", fp);
	else
		mdb_json_null("fp");
	if (pc != 0)
		mdb_json_addr("pc", pc);
	else
		mdb_json_null("pc");
}

static void
jf_flush_skipped(jsframe_opts_t *jo)
{
	if (jo->jo_json) {
		if (jo->jo_nskipped > 0) {
			jf_json_begin(jo, "elided", 0, 0);
			mdb_json_uint("count", jo->jo_nskipped);
			mdb_json_end();
		}
		jo->jo_nskipped = 0;
		return;
	}
	if (jo->jo_nskipped == 1)
		mdb_cprintf(MDB_C_ELIDED, "        (1 internal frame "
		    "elided)\n");
	else if (jo->jo_nskipped > 1)
		mdb_cprintf(MDB_C_ELIDED, "        (%u internal frames "
		    "elided)\n", jo->jo_nskipped);
	jo->jo_nskipped = 0;
}

static void
jf_print_fp_pc(uintptr_t fp, uintptr_t pc)
{
	/* (an engine frame's pc is in the engine's code: no end-of-function
	   case) */
	mdb_cprintf(MDB_C_ADDR, "%p", fp);
	if (pc != 0)
		mdb_printf(" %a", pc);
}

/* A frame we do not show by default: entry, exit, stub, unknown ... */
static void
jf_internal(jsframe_opts_t *jo, const js_frame_t *fr)
{
	if (jo->jo_func != NULL || jo->jo_prop != NULL)
		return;
	if (!(jo->jo_flags & JF_ALL)) {
		jo->jo_nskipped++;
		return;
	}
	jf_flush_skipped(jo);
	if (jo->jo_json) {
		jf_json_begin(jo, "internal", fr->fr_fp, fr->fr_pc);
		mdb_json_str("frame_type", fr->fr_type);
		if (fr->fr_reason[0] != '\0')
			mdb_json_str("reason", fr->fr_reason);
		mdb_json_end();
		return;
	}
	mdb_color_push(MDB_C_ELIDED);
	jf_print_fp_pc(fr->fr_fp, fr->fr_pc);
	if (fr->fr_text[0] != '\0')
		mdb_printf(" %s", fr->fr_text);
	mdb_color_pop();
	mdb_printf("\n");
}

/*
 * A JS frame the engine's stack traces leave out (a builtin's helper):
 * elided with the internal frames, named under -a.
 */
static void
jf_hidden(jsframe_opts_t *jo, const js_frame_t *fr)
{
	if (jo->jo_prop != NULL)
		return;
	if (!(jo->jo_flags & JF_ALL)) {
		jo->jo_nskipped++;
		return;
	}
	jf_flush_skipped(jo);
	if (jo->jo_json) {
		jf_json_begin(jo, "internal", fr->fr_fp, fr->fr_pc);
		mdb_json_str("frame_type", fr->fr_type);
		mdb_json_str("name", fr->fr_name);
		mdb_json_addr("function", fr->fr_func);
		mdb_json_end();
		return;
	}
	mdb_color_push(MDB_C_ELIDED);
	jf_print_fp_pc(fr->fr_fp, fr->fr_pc);
	mdb_printf(" %s", fr->fr_text);
	mdb_color_pop();
	mdb_printf("\n");
}

/*
 * JS frames the engine cannot decode (a JIT activation; code whose
 * inlined functions are not known): said where they are, never left out.
 */
static void
jf_undecoded(jsframe_opts_t *jo, const js_frame_t *fr, const char *reason,
    const char *into)
{
	if (jo->jo_json) {
		jf_json_begin(jo, "js", fr->fr_fp, fr->fr_pc);
		mdb_json_null("name");
		mdb_json_str("reason", reason);
		mdb_json_null("function");
		mdb_json_bool("inlined", into != NULL);
		mdb_json_str("inlined_into", into);
		mdb_json_end();
		return;
	}
	if (jo->jo_flags & JF_ALL)
		jf_print_fp_pc(fr->fr_fp, fr->fr_pc);
	else
		mdb_printf("js:    ");
	mdb_printf(" ");
	mdb_cprintf(MDB_C_ERROR, "<%s>", reason);
	mdb_printf("\n");
}

/*
 * The address to name a frame's pc by: a return address just past the
 * end of its function (a noreturn call last) is named by the byte before.
 */
static uintptr_t
jf_name_pc(uintptr_t pc, int isret)
{
	GElf_Sym s0, s1;

	if (!isret || pc == 0 ||
	    mdb_lookup_by_addr(pc - 1, MDB_SYM_FUZZY, NULL, 0, &s1) != 0)
		return (pc);
	if (mdb_lookup_by_addr(pc, MDB_SYM_FUZZY, NULL, 0, &s0) != 0 ||
	    s0.st_value != s1.st_value)
		return (pc - 1);
	return (pc);
}

/*
 * A native pc as ::stack prints it: named by the symbol jf_name_pc picks,
 * with the offset still from pc itself.
 */
static void
jf_native_pc_text(uintptr_t pc, int isret, char *buf, size_t len)
{
	uintptr_t npc = jf_name_pc(pc, isret);
	char name[MDB_SYM_NAMLEN];
	GElf_Sym sym;

	if (npc != pc && mdb_lookup_by_addr(npc, MDB_SYM_FUZZY, name,
	    sizeof (name), &sym) == 0) {
		(void) snprintf(buf, len, "%s+0x%lx", name,
		    (unsigned long)(pc - sym.st_value));
		return;
	}
	(void) mdb_snprintf(buf, len, "%a", pc);
}

static void
jf_print_native_pc(uintptr_t pc, int isret)
{
	char buf[MDB_SYM_NAMLEN + 64];

	jf_native_pc_text(pc, isret, buf, sizeof (buf));
	mdb_printf("%s", buf);
}

/* JSON: a native frame, its pc in parts as ::stack's records have it. */
static void
jf_json_native(jsframe_opts_t *jo, uintptr_t fp, uintptr_t pc, int isret)
{
	char obj[1024], sym[MDB_SYM_NAMLEN], text[MDB_SYM_NAMLEN + 64];
	uint64_t off;
	int named;

	named = mdb_pc_parts(pc, isret, obj, sizeof (obj), sym, sizeof (sym),
	    &off) == 0;
	jf_native_pc_text(pc, isret, text, sizeof (text));
	jf_json_begin(jo, "native", fp, pc);
	mdb_json_str("object", obj[0] != '\0' ? obj : NULL);
	mdb_json_str("symbol", named ? sym : NULL);
	if (named)
		mdb_json_uint("offset", off);
	else
		mdb_json_null("offset");
	mdb_json_str("text", text);
	mdb_json_end();
}

static void
jf_native(jsframe_opts_t *jo, uintptr_t fp, uintptr_t pc, int isret)
{
	if (jo->jo_func != NULL || jo->jo_prop != NULL)
		return;
	jf_flush_skipped(jo);
	if (jo->jo_json) {
		jf_json_native(jo, fp, pc, isret);
		return;
	}
	if (jo->jo_flags & JF_ALL)
		mdb_cprintf(MDB_C_ADDR, "%p ", fp);
	else
		mdb_printf("native: ");
	mdb_color_push(MDB_C_NATIVEFRAME);
	jf_print_native_pc(pc, isret);
	mdb_color_pop();
	mdb_printf("\n");
}

/* Does -f NAME select this record's function (shown, own or inferred)? */
static int
jf_matches(const jsframe_opts_t *jo, const js_frame_t *fr, const char *want)
{
	if (strcmp(fr->fr_name, want) == 0)
		return (1);
	return (jo->jo_ops->jfo_matches != NULL &&
	    jo->jo_ops->jfo_matches(fr, want));
}

static const js_where_t *
jf_where(const jsframe_opts_t *jo, js_frame_t *fr)
{
	if (!fr->fr_where_done) {
		(void) memset(&fr->fr_where, 0, sizeof (fr->fr_where));
		fr->fr_where.jw_line = -1;
		fr->fr_where.jw_column = -1;
		jo->jo_ops->jfo_where(fr);
		fr->fr_where_done = 1;
	}
	return (&fr->fr_where);
}

static void
jf_print_posn(const js_where_t *jw)
{
	if (jw->jw_line > 0)
		mdb_printf("line %ld%s\n", (long)jw->jw_line,
		    jw->jw_current ? "" : " (definition)");
	else if (jw->jw_posn_text != NULL)
		mdb_printf("%s\n", jw->jw_posn_text);
	else
		mdb_printf("unknown position\n");
}

/*
 * -p: prints one property of the frame; 1 if prop named one.  A record
 * without receiver or arguments of its own (fr_noargs: a function inlined
 * into an optimized frame) prints nothing for them.
 */
static int
jf_prop(const jsframe_opts_t *jo, const js_frame_t *fr, const char *prop,
    const js_where_t *jw)
{
	const js_frame_ops_t *ops = jo->jo_ops;
	jsval_t val;
	long n;
	char *end;

	if (strcmp(prop, "file") == 0) {
		mdb_printf("%s\n", jw->jw_file);
		return (1);
	}
	if (strcmp(prop, "posn") == 0) {
		jf_print_posn(jw);
		return (1);
	}
	if (strcmp(prop, "this") == 0) {
		if (fr->fr_noargs == NULL && ops->jfo_receiver(fr, &val) == 0)
			mdb_printf("%p\n", val);
		return (1);
	}
	if (strncmp(prop, "arg", 3) == 0 && prop[3] >= '1' && prop[3] <= '9') {
		n = strtol(prop + 3, &end, 10);
		if (*end != '\0')
			return (0);
		if (fr->fr_noargs == NULL &&
		    ops->jfo_arg(fr, (int)n - 1, &val) == 0)
			mdb_printf("%p\n", val);
		return (1);
	}
	return (0);
}

/* -v: the source lines around the frame's line. */
static void
jf_source(jsframe_opts_t *jo, const js_frame_t *fr, const js_where_t *jw)
{
	intptr_t nl;

	if (jo->jo_nlines == 0 || !jw->jw_have_script || jw->jw_line <= 0)
		return;
	if (jo->jo_ops->jfo_source == NULL) {
		if (!jo->jo_nosource_said)
			mdb_printf("source: not read for %s scripts yet "
			    "(-n 0 leaves it out)\n", jo->jo_eng->je_name);
		jo->jo_nosource_said = 1;
		return;
	}
	nl = jo->jo_nlines > JS_MAX_NLINES ? JS_MAX_NLINES :
	    (intptr_t)jo->jo_nlines;
	(void) jo->jo_ops->jfo_source(fr, jw->jw_line - nl, jw->jw_line + nl,
	    jw->jw_line);
	mdb_printf("\n");
}

/*
 * JSON: the fields of a JS frame's record that say where it is: script,
 * line, column (both 1-based, as Error.stack counts them) and whether
 * the line is the current one or only the function's definition.
 */
static void
jf_json_where(const js_where_t *jw)
{
	if (!jw->jw_ok) {
		mdb_json_null("script");
		mdb_json_str("script_reason", jw->jw_fail);
		mdb_json_null("line");
		mdb_json_null("column");
		mdb_json_null("position");
		mdb_json_str("position_reason", jw->jw_fail);
		return;
	}
	mdb_json_bool("builtin", !jw->jw_have_script);
	if (jw->jw_have_name) {
		mdb_json_str("script", jw->jw_file);
		mdb_json_null("script_reason");
	} else {
		mdb_json_null("script");
		mdb_json_str("script_reason", jw->jw_script_reason);
	}
	if (jw->jw_line <= 0) {
		mdb_json_null("line");
		mdb_json_null("column");
		mdb_json_null("position");
		mdb_json_str("position_reason", jw->jw_position_reason);
		return;
	}
	mdb_json_uint("line", (uint64_t)jw->jw_line);
	if (jw->jw_column > 0)
		mdb_json_uint("column", (uint64_t)jw->jw_column);
	else
		mdb_json_null("column");
	mdb_json_str("position", jw->jw_current ? "current" : "definition");
	mdb_json_str("position_reason", jw->jw_position_reason);
}

/* JSON, -v: a value as the fields KEY, KEY_value and KEY_kind. */
static void
jf_json_value(const jsframe_opts_t *jo, const char *key, jsval_t val)
{
	char k[32], buf[JS_FR_NAMELEN];

	mdb_json_addr(key, val);
	(void) snprintf(k, sizeof (k), "%s_value", key);
	if (jo->jo_ops->jfo_summary(val, buf, sizeof (buf)) == 0)
		mdb_json_str(k, buf);
	else
		mdb_json_str(k, "<value not decoded>");
	(void) snprintf(k, sizeof (k), "%s_kind", key);
	jo->jo_ops->jfo_describe(val, buf, sizeof (buf));
	mdb_json_str(k, buf);
}

/* JSON, -v: a frame's receiver and arguments. */
static void
jf_json_args(const jsframe_opts_t *jo, const js_frame_t *fr)
{
	const js_frame_ops_t *ops = jo->jo_ops;
	char buf[JS_FR_NAMELEN], a[32], why[1024];
	jsval_t val;
	int i, n;

	if (fr->fr_noargs != NULL) {
		mdb_json_null("this");
		mdb_json_str("this_reason", fr->fr_noargs);
		mdb_json_null("argument_count");
		mdb_json_null("arguments");
		mdb_json_null("argument_values");
		mdb_json_null("argument_kinds");
		mdb_json_str("arguments_reason", fr->fr_noargs);
		return;
	}
	if (ops->jfo_receiver(fr, &val) == 0) {
		jf_json_value(jo, "this", val);
		mdb_json_null("this_reason");
	} else {
		mdb_json_null("this");
		if (ops->jfo_arg_why != NULL &&
		    ops->jfo_arg_why(fr, -1, buf, sizeof (buf)) == 0)
			mdb_json_str("this_reason", buf);
		else
			mdb_json_str("this_reason", "the receiver's stack slot "
			    "could not be read");
	}
	n = ops->jfo_nargs(fr);
	if (n < 0) {
		mdb_json_null("argument_count");
		mdb_json_null("arguments");
		mdb_json_null("argument_values");
		mdb_json_null("argument_kinds");
		mdb_json_str("arguments_reason", fr->fr_args_why != NULL ?
		    fr->fr_args_why : "the argument count could not be read");
		return;
	}
	mdb_json_uint("argument_count", (uint64_t)n);
	/* an argument whose slot does not read is null in all three */
	mdb_json_array_begin("arguments");
	for (i = 0; i < n; i++) {
		if (ops->jfo_arg(fr, i, &val) != 0) {
			mdb_json_array_str(NULL);
			continue;
		}
		(void) snprintf(a, sizeof (a), "%lx", (unsigned long)val);
		mdb_json_array_str(a);
	}
	mdb_json_array_end();
	mdb_json_array_begin("argument_values");
	for (i = 0; i < n; i++) {
		if (ops->jfo_arg(fr, i, &val) != 0) {
			mdb_json_array_str(NULL);
			continue;
		}
		mdb_json_array_str(ops->jfo_summary(val, buf,
		    sizeof (buf)) == 0 ? buf : "<value not decoded>");
	}
	mdb_json_array_end();
	mdb_json_array_begin("argument_kinds");
	for (i = 0; i < n; i++) {
		if (ops->jfo_arg(fr, i, &val) != 0) {
			mdb_json_array_str(NULL);
			continue;
		}
		ops->jfo_describe(val, buf, sizeof (buf));
		mdb_json_array_str(buf);
	}
	mdb_json_array_end();
	/* the engine's reasons for the null elements, if it has them */
	why[0] = '\0';
	for (i = 0; i < n && ops->jfo_arg_why != NULL; i++) {
		size_t l = strlen(why);

		if (ops->jfo_arg(fr, i, &val) == 0 ||
		    ops->jfo_arg_why(fr, i, buf, sizeof (buf)) != 0)
			continue;
		(void) snprintf(why + l, sizeof (why) - l, "%sargument %d: %s",
		    l > 0 ? "; " : "", i + 1, buf);
	}
	if (why[0] != '\0')
		mdb_json_str("arguments_reason", why);
	else
		mdb_json_null("arguments_reason");
}

/* The name line of a JS record: "js:     NAME", or with -a "FP PC NAME
   (LABEL: ADDR)". */
static void
jf_name_line(const jsframe_opts_t *jo, const js_frame_t *fr)
{
	if (jo->jo_flags & JF_ALL) {
		jf_print_fp_pc(fr->fr_fp, fr->fr_pc);
		mdb_printf(" ");
		mdb_cprintf(MDB_C_JSFRAME, "%s", fr->fr_name);
		if (fr->fr_idlabel != NULL) {
			mdb_printf(" (%s: ", fr->fr_idlabel);
			mdb_cprintf(MDB_C_ADDR, "%p", fr->fr_idaddr);
			mdb_printf(")");
		}
		mdb_printf("\n");
	} else {
		mdb_printf("js:     ");
		mdb_cprintf(MDB_C_JSFRAME, "%s", fr->fr_name);
		mdb_printf("\n");
	}
}

/* JSON: the fields of a JS record after the common ones. */
static void
jf_json_js_head(const js_frame_t *fr, const char *into)
{
	mdb_json_str("name", fr->fr_name);
	if (fr->fr_have_func)
		mdb_json_addr("function", fr->fr_func);
	else
		mdb_json_null("function");
	if (fr->fr_have_sfi)
		mdb_json_addr("shared_function_info", fr->fr_sfi);
	else
		mdb_json_null("shared_function_info");
	mdb_json_str("frame_type", fr->fr_tier);
	mdb_json_bool("inlined", into != NULL);
	mdb_json_str("inlined_into", into);
}

/* -v: a frame's receiver and arguments, one a line. */
static void
jf_text_args(const jsframe_opts_t *jo, const js_frame_t *fr)
{
	const js_frame_ops_t *ops = jo->jo_ops;
	char desc[JS_FR_NAMELEN];
	jsval_t val;
	int i, na;

	if (ops->jfo_receiver(fr, &val) == 0) {
		ops->jfo_describe(val, desc, sizeof (desc));
		mdb_printf("this: %p (%s)\n", val, desc);
	} else if (ops->jfo_arg_why != NULL &&
	    ops->jfo_arg_why(fr, -1, desc, sizeof (desc)) == 0)
		mdb_printf("this: <not decoded: %s>\n", desc);
	na = ops->jfo_nargs(fr);
	if (na < 0 && fr->fr_args_why != NULL)
		mdb_printf("arguments: %s\n", fr->fr_args_why);
	for (i = 0; i < na; i++) {
		if (ops->jfo_arg(fr, i, &val) != 0) {
			if (ops->jfo_arg_why != NULL &&
			    ops->jfo_arg_why(fr, i, desc, sizeof (desc)) == 0)
				mdb_printf("arg%d: <not decoded: %s>\n", i + 1,
				    desc);
			continue;
		}
		ops->jfo_describe(val, desc, sizeof (desc));
		mdb_printf("arg%d: %p (%s)\n", i + 1, val, desc);
	}
}

/*
 * A function the optimizing compiler inlined into the frame: V8's stack
 * traces show it as a frame of its own, above the frame's function, and
 * so do we, under the same frame pointer.
 */
static int
jf_inlined(jsframe_opts_t *jo, js_frame_t *fr, const char *outer)
{
	const js_where_t *jw;

	if (jo->jo_func != NULL && !jf_matches(jo, fr, jo->jo_func))
		return (DCMD_OK);
	if (jo->jo_json) {
		jf_flush_skipped(jo);
		jw = jf_where(jo, fr);
		jf_json_begin(jo, "js", fr->fr_fp, fr->fr_pc);
		jf_json_js_head(fr, outer);
		jf_json_where(jw);
		if (jo->jo_flags & JF_VERBOSE)
			jf_json_args(jo, fr);
		mdb_json_end();
		return (DCMD_OK);
	}
	if (jo->jo_prop == NULL) {
		jf_flush_skipped(jo);
		jf_name_line(jo, fr);
		if (!(jo->jo_flags & JF_VERBOSE))
			return (DCMD_OK);
	}

	jw = jf_where(jo, fr);
	if (jo->jo_prop != NULL) {
		if (!jf_prop(jo, fr, jo->jo_prop, jw)) {
			mdb_warn("unknown frame property '%s'", jo->jo_prop);
			return (DCMD_ERR);
		}
		jo->jo_propfound = 1;
		return (DCMD_OK);
	}

	mdb_inc_indent(JF_INDENT);
	mdb_printf("file: %s\n", jw->jw_file);
	if (jw->jw_have_script) {
		mdb_printf("posn: ");
		jf_print_posn(jw);
	}
	if (fr->fr_noargs != NULL) {
		/* V8's: the receiver and arguments are not in the frame */
		mdb_printf("inlined into: %s (arguments not shown)\n", outer);
	} else {
		mdb_printf("inlined into: %s\n", outer);
		if (fr->fr_note != NULL)
			mdb_printf("note: %s\n", fr->fr_note);
		jf_text_args(jo, fr);
	}
	jf_source(jo, fr, jw);
	mdb_dec_indent(JF_INDENT);
	return (DCMD_OK);
}

/* JSON: a JS frame's own record (after its inlined functions'). */
static int
jf_json_js(jsframe_opts_t *jo, js_frame_t *fr)
{
	const js_where_t *jw;
	int rv = DCMD_OK;

	jf_flush_skipped(jo);
	/* as the text form: say where inlined functions are not known */
	if (fr->fr_inl_unknown != NULL)
		jf_undecoded(jo, fr, fr->fr_inl_unknown, fr->fr_name);
	jf_json_begin(jo, "js", fr->fr_fp, fr->fr_pc);
	mdb_json_str("name", fr->fr_name);
	if (fr->fr_have_func)
		mdb_json_addr("function", fr->fr_func);
	else
		mdb_json_null("function");
	jw = jf_where(jo, fr);
	if (!jw->jw_ok) {
		mdb_warn("%s", jw->jw_fail_warn);
		mdb_json_null("shared_function_info");
		mdb_json_str("frame_type", fr->fr_tier);
		mdb_json_bool("inlined", 0);
		mdb_json_null("inlined_into");
		jf_json_where(jw);
		rv = DCMD_ERR;
	} else {
		if (fr->fr_have_sfi)
			mdb_json_addr("shared_function_info", fr->fr_sfi);
		else
			mdb_json_null("shared_function_info");
		mdb_json_str("frame_type", fr->fr_tier);
		mdb_json_bool("inlined", 0);
		mdb_json_null("inlined_into");
		jf_json_where(jw);
	}
	if (jo->jo_flags & JF_VERBOSE)
		jf_json_args(jo, fr);
	mdb_json_end();
	return (rv);
}

/*
 * A JS frame: grp[0 .. n-2] the functions inlined into it (innermost
 * first), grp[n-1] its own.
 */
static int
jf_js(jsframe_opts_t *jo, js_frame_t *grp, int n)
{
	js_frame_t *fr = &grp[n - 1];
	const js_where_t *jw;
	int i, rv = DCMD_OK;

	/* what V8 inlined here comes first, innermost first, as in V8 */
	for (i = 0; i < n - 1; i++) {
		if (jf_inlined(jo, &grp[i], fr->fr_name) != DCMD_OK)
			rv = DCMD_ERR;
	}

	if (jo->jo_func != NULL && !jf_matches(jo, fr, jo->jo_func))
		return (rv);

	if (jo->jo_json)
		return (jf_json_js(jo, fr) != DCMD_OK ? DCMD_ERR : rv);

	if (jo->jo_prop == NULL) {
		jf_flush_skipped(jo);
		/*
		 * Code whose inlined functions jsmdb cannot tell: say so
		 * where they would be, never leave them out unsaid.
		 */
		if (fr->fr_inl_unknown != NULL)
			jf_undecoded(jo, fr, fr->fr_inl_unknown, fr->fr_name);
		jf_name_line(jo, fr);
		if (!(jo->jo_flags & JF_VERBOSE))
			return (rv);
	}

	jw = jf_where(jo, fr);
	if (!jw->jw_ok) {
		mdb_warn("%s", jw->jw_fail_warn);
		return (DCMD_ERR);
	}

	if (jo->jo_prop != NULL) {
		if (!jf_prop(jo, fr, jo->jo_prop, jw)) {
			mdb_warn("unknown frame property '%s'", jo->jo_prop);
			return (DCMD_ERR);
		}
		jo->jo_propfound = 1;
		return (rv);
	}

	if (fr->fr_bare)
		return (rv);	/* its name says why it is not decoded */
	mdb_inc_indent(JF_INDENT);
	mdb_printf("file: %s\n", jw->jw_file);
	if (jw->jw_have_script) {
		mdb_printf("posn: ");
		jf_print_posn(jw);
	}
	if (fr->fr_note != NULL)
		mdb_printf("note: %s\n", fr->fr_note);
	if (fr->fr_noargs != NULL)
		mdb_printf("this, arguments: %s\n", fr->fr_noargs);
	else
		jf_text_args(jo, fr);
	jf_source(jo, fr, jw);
	mdb_dec_indent(JF_INDENT);
	return (rv);
}

/* An internal record for a frame the engine cannot make out. */
static void
jf_unknown_record(const jsframe_opts_t *jo, uintptr_t fp, uintptr_t pc,
    js_frame_t *fr)
{
	(void) memset(fr, 0, sizeof (*fr));
	fr->fr_kind = JS_FR_INTERNAL;
	fr->fr_fp = fp;
	fr->fr_pc = pc;
	(void) snprintf(fr->fr_reason, sizeof (fr->fr_reason), "not a %s "
	    "frame jsmdb can make out", jo->jo_eng->je_name);
}

/*
 * The records of a decoded engine frame (n of them in grp), or a record
 * the engine listed (activations).
 */
static int
jf_group(jsframe_opts_t *jo, js_frame_t *grp, int n)
{
	js_frame_t *own = &grp[n - 1];

	switch (own->fr_kind) {
	case JS_FR_JS:
		/* (-f names functions: a hidden one is shown when asked) */
		if (own->fr_hidden && jo->jo_func == NULL) {
			jf_hidden(jo, own);
			return (DCMD_OK);
		}
		return (jf_js(jo, grp, n));
	case JS_FR_UNDECODED:
		if (jo->jo_prop != NULL)
			return (DCMD_OK);
		jf_flush_skipped(jo);
		jf_undecoded(jo, own, own->fr_text, NULL);
		return (DCMD_OK);
	default:
		jf_internal(jo, own);
		return (DCMD_OK);
	}
}

/* One native-stack frame of an engine whose frames are native frames. */
static int
jf_frame(jsframe_opts_t *jo, const js_nframe_t *f)
{
	const char *why = NULL;
	int n;

	if (f->nf_native) {
		jf_native(jo, f->nf_fp, f->nf_pc, f->nf_isret);
		return (DCMD_OK);
	}
	n = jo->jo_ops->jfo_decode(f->nf_fp, f->nf_pc, f->nf_isret,
	    jo->jo_group, JS_FR_MAXGROUP, &why);
	if (n <= 0) {
		/* not readable, or not a frame the engine knows */
		jf_unknown_record(jo, f->nf_fp, f->nf_pc, &jo->jo_group[0]);
		jf_internal(jo, &jo->jo_group[0]);
		return (DCMD_OK);
	}
	return (jf_group(jo, jo->jo_group, n));
}

/* ---- an engine whose JS frames are held by activations ---- */

typedef struct act_collect {
	js_frame_t *ac_frames;
	int ac_n;
	int ac_cap;
	int ac_full;
} act_collect_t;

static int
act_collect_cb(const js_frame_t *fr, void *arg)
{
	act_collect_t *ac = arg;

	if (mdb_interrupted())
		return (1);
	if (ac->ac_n >= JS_MAX_FRAMES) {
		ac->ac_full = 1;
		return (1);
	}
	if (ac->ac_n == ac->ac_cap) {
		int ncap = ac->ac_cap == 0 ? 16 : ac->ac_cap * 2;
		js_frame_t *n;

		if (ncap > JS_MAX_FRAMES)
			ncap = JS_MAX_FRAMES;
		if ((n = mdb_alloc(ncap * sizeof (*n), UM_GC)) == NULL)
			return (1);
		if (ac->ac_n > 0)
			(void) memcpy(n, ac->ac_frames,
			    ac->ac_n * sizeof (*n));
		ac->ac_frames = n;
		ac->ac_cap = ncap;
	}
	ac->ac_frames[ac->ac_n++] = *fr;
	return (0);
}

/* The segment holding an address (mdb_segment_iter). */
typedef struct seg_find {
	uintptr_t sf_addr;
	uintptr_t sf_end;
} seg_find_t;

static int
seg_find_cb(const mdb_segment_t *ms, void *arg)
{
	seg_find_t *sf = arg;

	if (sf->sf_addr >= ms->ms_start && sf->sf_addr < ms->ms_end) {
		sf->sf_end = ms->ms_end;
		return (1);
	}
	return (0);
}

#define	ACT_BEYOND	(-1)	/* on this stack, past the frames unwound */
#define	ACT_ELSEWHERE	(-2)	/* not on this thread's stack */

/*
 * The native frame whose stack range holds addr: frame i's locals lie in
 * [its sp, its caller's sp).  ACT_BEYOND when it is on this thread's
 * stack (between the innermost sp and the end of its mapping) but past
 * the frames unwound, ACT_ELSEWHERE when not on this stack at all.
 */
static int
act_native_frame(const js_nframe_t *nf, int n, uintptr_t stack_end,
    uintptr_t addr)
{
	int i;

	if (n == 0 || nf[0].nf_sp == 0 || addr < nf[0].nf_sp ||
	    addr >= stack_end)
		return (ACT_ELSEWHERE);
	for (i = 0; i + 1 < n; i++) {
		if (nf[i].nf_sp == 0 || nf[i + 1].nf_sp == 0)
			return (ACT_BEYOND);
		if (addr >= nf[i].nf_sp && addr < nf[i + 1].nf_sp)
			return (i);
	}
	return (ACT_BEYOND);
}

/*
 * The native frame running an activation: the engine's own (the
 * interpreter loop, the JIT's entry), elided unless -a.
 */
static void
act_runner(jsframe_opts_t *jo, const js_nframe_t *f, uintptr_t act)
{
	js_frame_t *fr = &jo->jo_group[0];
	char pc[MDB_SYM_NAMLEN + 64];

	(void) memset(fr, 0, sizeof (*fr));
	fr->fr_kind = JS_FR_INTERNAL;
	fr->fr_fp = f->nf_fp;
	fr->fr_pc = f->nf_pc;
	fr->fr_type = "activation";
	(void) mdb_snprintf(pc, sizeof (pc), "%a", f->nf_pc);
	(void) snprintf(fr->fr_text, sizeof (fr->fr_text), "<%s's native "
	    "frame running the activation at %lx>", jo->jo_eng->je_name,
	    (unsigned long)act);
	(void) snprintf(fr->fr_reason, sizeof (fr->fr_reason), "the native "
	    "frame (%.200s) whose stack holds %s's activation at %lx: it runs "
	    "the JS frames above it", pc, jo->jo_eng->je_name,
	    (unsigned long)act);
	jf_internal(jo, fr);
}

/* Says why the JS frames after it are not placed among native frames. */
static void
act_note(jsframe_opts_t *jo, int where, uintptr_t act)
{
	char why[640];

	jf_flush_skipped(jo);
	if (where == ACT_BEYOND && js_resume_why[0] != '\0')
		(void) snprintf(why, sizeof (why), "native frames not "
		    "unwound further %s; the JS frames below run in native "
		    "frames not shown", js_resume_why);
	else if (where == ACT_BEYOND)
		(void) snprintf(why, sizeof (why), "native frames not "
		    "unwound further: the JS frames below run in native frames "
		    "not shown");
	else
		(void) snprintf(why, sizeof (why), "the activation at %lx is "
		    "not on this thread's stack: the JS frames below run on "
		    "another thread", (unsigned long)act);
	if (jo->jo_json) {
		jf_json_begin(jo, "unwound", 0, 0);
		mdb_json_str("reason", why);
		mdb_json_end();
		return;
	}
	mdb_cprintf(MDB_C_ELIDED, "        (%s)\n", why);
}

/*
 * The records from k that make one frame: the functions inlined into it
 * (fr_inlined, innermost first, at its address) and its own record; 1
 * for a record that is a frame by itself.
 */
static int
act_group(const act_collect_t *ac, int k)
{
	int m = k;

	while (m < ac->ac_n && m - k < JS_FR_MAXGROUP - 1 &&
	    ac->ac_frames[m].fr_kind == JS_FR_JS &&
	    ac->ac_frames[m].fr_inlined &&
	    m + 1 < ac->ac_n &&
	    ac->ac_frames[m + 1].fr_fp == ac->ac_frames[k].fr_fp)
		m++;
	if (m > k && ac->ac_frames[m].fr_kind == JS_FR_JS &&
	    !ac->ac_frames[m].fr_inlined)
		return (m - k + 1);
	return (1);
}

/*
 * ::jsstack of an engine with activations: native frame i is preceded by
 * the JS frames of the activations it holds (innermost first), and is
 * then elided as the engine's own; activations that no native frame
 * unwound is known to hold come after the last native frame, said (past
 * the frames unwound, or on another thread's stack).
 */
static int
js_stack_activations(jsframe_opts_t *jo)
{
	const js_frame_ops_t *ops = jo->jo_ops;
	act_collect_t ac;
	seg_find_t sg;
	js_nframe_t *nf;
	int *at, i, k, n, rv = DCMD_OK;
	char why[256];

	if ((n = js_stack_frames(ops, &nf)) < 0) {
		mdb_warn("cannot walk the stack of the current thread");
		return (DCMD_ERR);
	}
	(void) memset(&ac, 0, sizeof (ac));
	why[0] = '\0';
	if (ops->jfo_activations(act_collect_cb, &ac, why,
	    sizeof (why)) != 0) {
		mdb_warn("%s: %s", jo->jo_eng->je_name, why);
		rv = DCMD_ERR;
	}
	if ((at = mdb_alloc((ac.ac_n > 0 ? ac.ac_n : 1) * sizeof (int),
	    UM_GC)) == NULL)
		return (DCMD_ERR);
	(void) memset(&sg, 0, sizeof (sg));
	if (n > 0 && nf[0].nf_sp != 0) {
		sg.sf_addr = nf[0].nf_sp;
		(void) mdb_segment_iter(seg_find_cb, &sg);
	}
	for (k = 0; k < ac.ac_n; k++)
		at[k] = act_native_frame(nf, n, sg.sf_end,
		    ac.ac_frames[k].fr_stackaddr);

	k = 0;
	for (i = 0; i < n && !mdb_interrupted(); i++) {
		uintptr_t act = 0;

		/* activations are innermost first, as the native frames */
		while (k < ac.ac_n && at[k] >= 0 && at[k] <= i) {
			int g = act_group(&ac, k);

			if (at[k] == i)
				act = ac.ac_frames[k].fr_stackaddr;
			if (jf_group(jo, &ac.ac_frames[k], g) != DCMD_OK)
				rv = DCMD_ERR;
			k += g;
		}
		if (act != 0) {
			act_runner(jo, &nf[i], act);
			continue;
		}
		if (jf_frame(jo, &nf[i]) != DCMD_OK)
			rv = DCMD_ERR;
	}
	/*
	 * The rest: on this stack past the frames unwound, or not on this
	 * thread's stack at all (another thread runs the context): said,
	 * and in the engine's order.
	 */
	for (; k < ac.ac_n && !mdb_interrupted(); ) {
		int g = act_group(&ac, k);

		if ((k == 0 || at[k] != at[k - 1] || at[k - 1] >= 0) &&
		    jo->jo_prop == NULL)
			act_note(jo, at[k], ac.ac_frames[k].fr_stackaddr);
		if (jf_group(jo, &ac.ac_frames[k], g) != DCMD_OK)
			rv = DCMD_ERR;
		k += g;
	}
	if (jo->jo_func == NULL && jo->jo_prop == NULL)
		jf_flush_skipped(jo);
	if (ac.ac_full)
		mdb_warn("stopped after %d JS frames", JS_MAX_FRAMES);
	return (rv);
}

/* ---- options ---- */

/* Is prop one ::jsframe -p knows: file, posn, this, arg1, arg2 ...? */
static int
jf_prop_valid(const char *prop)
{
	const char *p;

	if (strcmp(prop, "file") == 0 || strcmp(prop, "posn") == 0 ||
	    strcmp(prop, "this") == 0)
		return (1);
	if (strncmp(prop, "arg", 3) != 0 || prop[3] < '1' || prop[3] > '9')
		return (0);
	for (p = prop + 4; *p != '\0'; p++) {
		if (*p < '0' || *p > '9')
			return (0);
	}
	return (1);
}

static int
jf_getopts(int argc, const mdb_arg_t *argv, jsframe_opts_t *jo,
    boolean_t *opt_i)
{
	(void) memset(jo, 0, sizeof (*jo));
	jo->jo_nlines = 5;
	if (mdb_getopts(argc, argv,
	    'a', MDB_OPT_SETBITS, JF_ALL, &jo->jo_flags,
	    'v', MDB_OPT_SETBITS, JF_VERBOSE, &jo->jo_flags,
	    'i', MDB_OPT_SETBITS, B_TRUE, opt_i,
	    'f', MDB_OPT_STR, &jo->jo_func,
	    'p', MDB_OPT_STR, &jo->jo_prop,
	    'n', MDB_OPT_UINTPTR, &jo->jo_nlines, NULL) != argc)
		return (-1);
	if (jo->jo_prop != NULL && !jf_prop_valid(jo->jo_prop)) {
		mdb_warn("unknown frame property '%s' (file, posn, this, "
		    "arg1, arg2 ...)", jo->jo_prop);
		return (-2);
	}
	return (0);
}

/*
 * JSON mode: records instead of text (-p has no JSON form); tid_known
 * says the frames are the current thread's.  0, or -1 (said).
 */
static int
jf_json_setup(jsframe_opts_t *jo, const char *dcmd, uint_t flags,
    int tid_known)
{
	if (!(flags & DCMD_JSON))
		return (0);
	if (jo->jo_prop != NULL) {
		(void) mdb_json_refuse("::%s -p has no JSON form yet", dcmd);
		return (-1);
	}
	jo->jo_json = 1;
	jo->jo_dcmd = dcmd;
	jo->jo_tid_known = tid_known;
	jo->jo_tid = mdb_current_tid();
	jo->jo_index = 0;
	return (0);
}

/*
 * The engine that answers, ready for the stack and implementing the
 * frames family; NULL after saying why.
 */
static const js_engine_t *
jf_start(const char *dcmd, uint_t flags)
{
	const js_engine_t *je;

	if ((je = js_dcmd_start(dcmd, flags, JS_STACK_NEEDS)) == NULL)
		return (NULL);
	if (je->je_frames == NULL) {
		mdb_warn("%s: %s: stack frames are not decoded for this "
		    "engine yet", dcmd, je->je_name);
		return (NULL);
	}
	return (je);
}

/* The engine's own check, and the group buffer: 0, or -1 (said). */
static int
jf_setup(jsframe_opts_t *jo, const js_engine_t *je)
{
	jo->jo_eng = je;
	jo->jo_ops = je->je_frames;
	if (jo->jo_ops->jfo_check != NULL && jo->jo_ops->jfo_check() != 0)
		return (-1);
	jo->jo_group = mdb_zalloc(JS_FR_MAXGROUP * sizeof (js_frame_t),
	    UM_GC);
	return (jo->jo_group == NULL ? -1 : 0);
}

/* ---- ::jsstack ---- */

static int
dcmd_jsstack(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const js_engine_t *je;
	const js_frame_ops_t *ops;
	jsframe_opts_t jo;
	boolean_t opt_i = B_FALSE;
	js_nframe_t *frames;
	sf_collect_t sc;
	uintptr_t prevfp = 0;
	int i, n, rv;

	/* (the engine says, once, what it lacks for the stack) */
	if ((je = jf_start("jsstack", flags)) == NULL)
		return (DCMD_ERR);
	if ((rv = jf_getopts(argc, argv, &jo, &opt_i)) != 0 || opt_i)
		return (rv == -2 ? DCMD_ERR : DCMD_USAGE);
	rv = DCMD_OK;
	if (jf_setup(&jo, je) != 0)
		return (DCMD_ERR);
	ops = jo.jo_ops;
	if ((flags & DCMD_JSON) && jo.jo_prop != NULL) {
		(void) jf_json_setup(&jo, "jsstack", flags, 0);	/* says why */
		return (DCMD_ERR);
	}

	if (ops->jfo_activations != NULL) {
		if (flags & DCMD_ADDRSPEC) {
			mdb_warn("%lx: %s's JS frames are not a chain of "
			    "frame pointers: ::jsstack takes no address "
			    "(ADDR::jsframe prints one frame)",
			    (unsigned long)addr, je->je_name);
			return (DCMD_ERR);
		}
		(void) jf_json_setup(&jo, "jsstack", flags, 1);
		return (js_stack_activations(&jo));
	}

	if (flags & DCMD_ADDRSPEC) {
		const js_nframe_t *cf;
		const char *why = NULL;

		/*
		 * mdb_v8: start at the given frame pointer.  It must be an
		 * engine frame, or a frame of the current thread's stack.
		 */
		if ((n = ops->jfo_decode(addr, 0, 0, jo.jo_group, 1,
		    &why)) < 0) {
			mdb_warn("%lx: not a frame pointer (cannot read the "
			    "stack there)", (unsigned long)addr);
			return (DCMD_ERR);
		}
		cf = frame_for_fp(ops, addr);
		if (n == 0 && cf == NULL) {
			mdb_warn("%lx: not a %s frame nor a frame of the "
			    "current thread", (unsigned long)addr,
			    je->je_name);
			return (DCMD_ERR);
		}
		/* a frame of the current thread's, or an engine frame */
		(void) jf_json_setup(&jo, "jsstack", flags, cf != NULL);
		/* the frame's pc, when the current thread has the frame */
		if (cf != NULL && cf->nf_native)
			cf = NULL;
		(void) memset(&sc, 0, sizeof (sc));
		sc.sc_ops = ops;
		if (sf_add(&sc, addr, cf != NULL ? cf->nf_pc : 0, 0,
		    cf != NULL ? cf->nf_isret : 0) != 0)
			return (DCMD_ERR);
		sf_follow(&sc, addr);
		frames = sc.sc_frames;
		n = sc.sc_n;
	} else if ((n = js_stack_frames(ops, &frames)) < 0) {
		mdb_warn("cannot walk the stack of the current thread");
		return (DCMD_ERR);
	} else {
		(void) jf_json_setup(&jo, "jsstack", flags, 1);
	}

	for (i = 0; i < n && !mdb_interrupted(); i++) {
		js_nframe_t *f = &frames[i];

		if (!f->nf_native) {
			/*
			 * A frameless stub leaves the frame pointer at its
			 * caller's frame: one engine frame, shown once.
			 */
			if (f->nf_fp == prevfp)
				continue;
			prevfp = f->nf_fp;
		}
		if (jf_frame(&jo, f) != DCMD_OK)
			rv = DCMD_ERR;
	}
	if (jo.jo_func == NULL && jo.jo_prop == NULL)
		jf_flush_skipped(&jo);
	if (n == JS_MAX_FRAMES)
		mdb_warn("stopped after %d frames", JS_MAX_FRAMES);
	return (rv);
}

static void
dcmd_jsstack_help(void)
{
	mdb_printf(
	    "Prints the JavaScript stack of the current thread, JavaScript\n"
	    "frames (\"js:\") interleaved with native ones (\"native:\").\n"
	    "V8-internal frames (entry, exit, construct, stub frames...) are\n"
	    "counted and elided.  With an address, walks the frame pointer\n"
	    "chain from that frame pointer instead.\n\n"
	    "  -a        show every frame as FP PC, with internal frames\n"
	    "  -v        under each JS frame: file, posn, this, arguments and\n"
	    "            the source lines around the current line\n"
	    "  -f func   only frames of this function\n"
	    "  -p prop   print only this property of each frame: file, posn,\n"
	    "            this, arg1, arg2 ...\n"
	    "  -n lines  source lines either side of the current line\n"
	    "            (default 5, 0 for none)\n\n"
	    "posn is the line the frame is at, as Error.stack gives it, for\n"
	    "interpreted, baseline and optimized (TurboFan, Maglev) frames\n"
	    "alike, and for full-codegen and Crankshaft frames (Node.js 0.10,\n"
	    "0.12, 4 and 6).  A function the optimizing compiler inlined into\n"
	    "a frame is shown as a frame of its own above it (\"inlined\n"
	    "into\"), as in Error.stack, without arguments; a Crankshaft\n"
	    "frame whose inlined functions cannot be read says \"<optimized\n"
	    "frame: inlined functions not decoded>\".  Where V8 kept no\n"
	    "source positions, posn is the line the function is defined at,\n"
	    "marked \"(definition)\".\n\n"
	    "SpiderMonkey: the interpreter's frames of each activation come\n"
	    "above the native frame running it (elided: the interpreter\n"
	    "loop); frames run by the JIT are not decoded and say so; FP is\n"
	    "the InterpreterFrame, and an address is not taken.\n");
}

/* ---- ::jsframe ---- */

static int
dcmd_jsframe(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const js_engine_t *je;
	const js_frame_ops_t *ops;
	jsframe_opts_t jo;
	boolean_t opt_i = B_FALSE;
	const js_nframe_t *f = NULL;
	const char *why = NULL;
	uintptr_t pc = 0;
	int rv, n, isret = 1;

	if ((je = jf_start("jsframe", flags)) == NULL)
		return (DCMD_ERR);
	if (!(flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	if ((rv = jf_getopts(argc, argv, &jo, &opt_i)) != 0)
		return (rv == -2 ? DCMD_ERR : DCMD_USAGE);
	if (jf_setup(&jo, je) != 0)
		return (DCMD_ERR);
	ops = jo.jo_ops;
	if (addr == 0) {
		mdb_warn("0: not a frame pointer");
		return (DCMD_ERR);
	}
	if ((flags & DCMD_JSON) && jo.jo_prop != NULL) {
		(void) jf_json_setup(&jo, "jsframe", flags, 0);	/* says why */
		return (DCMD_ERR);
	}

	/* (an activation's frames are not native frames) */
	if (ops->jfo_activations == NULL)
		f = frame_for_fp(ops, addr);
	(void) jf_json_setup(&jo, "jsframe", flags, f != NULL);
	if (f != NULL) {
		if (f->nf_native) {
			jf_native(&jo, addr, f->nf_pc, f->nf_isret);
			return (DCMD_OK);
		}
		pc = f->nf_pc;
		isret = f->nf_isret;
	}
	n = ops->jfo_decode(addr, pc, isret, jo.jo_group, JS_FR_MAXGROUP,
	    &why);
	if (n < 0) {
		mdb_warn("%lx: not a frame pointer (cannot read the stack "
		    "there)", (unsigned long)addr);
		return (DCMD_ERR);
	}
	if (n == 0) {
		mdb_warn("%lx: not a %s frame (%s)", (unsigned long)addr,
		    je->je_name, why != NULL ? why : "not decoded");
		return (DCMD_ERR);
	}
	rv = jf_group(&jo, jo.jo_group, n);
	if (rv == DCMD_OK && jo.jo_prop == NULL && jo.jo_func == NULL)
		jf_flush_skipped(&jo);
	return (rv);
}

static void
dcmd_jsframe_help(void)
{
	mdb_printf(
	    "Prints the JavaScript frame whose frame pointer is the address\n"
	    "(as ::jsstack prints it: the FP column of ::jsstack -a, or what\n"
	    "::walk jsframe gives).  Options as for ::jsstack; -i is accepted\n"
	    "for mdb_v8 compatibility (the address is always the frame's own\n"
	    "frame pointer).\n");
}

/* ---- walker jsframe ---- */

typedef struct jsframe_walk {
	uintptr_t *jw_fps;
	size_t jw_size;		/* bytes at jw_fps */
	int jw_n;
	int jw_i;
} jsframe_walk_t;

static int
walk_jsframe_init(mdb_walk_state_t *wsp)
{
	const js_engine_t *je;
	const js_frame_ops_t *ops;
	jsframe_walk_t *jw;
	js_nframe_t *frames = NULL;
	js_frame_t *fr;
	act_collect_t ac;
	sf_collect_t sc;
	uintptr_t prevfp = 0;
	const char *why;
	char awhy[256];
	int i, n;

	if ((je = js_engine_for("jsframe")) == NULL)
		return (WALK_ERR);
	if ((ops = je->je_frames) == NULL) {
		mdb_warn("jsframe: %s: stack frames are not decoded for this "
		    "engine yet", je->je_name);
		return (WALK_ERR);
	}
	if (ops->jfo_check != NULL && ops->jfo_check() != 0)
		return (WALK_ERR);
	(void) memset(&ac, 0, sizeof (ac));
	if (ops->jfo_activations != NULL) {
		if (wsp->walk_addr != 0) {
			mdb_warn("jsframe: %s's JS frames are not a chain of "
			    "frame pointers: the walk takes no address",
			    je->je_name);
			return (WALK_ERR);
		}
		if (ops->jfo_activations(act_collect_cb, &ac, awhy,
		    sizeof (awhy)) != 0)
			mdb_warn("jsframe: %s: %s", je->je_name, awhy);
		n = ac.ac_n;
	} else if (wsp->walk_addr != 0) {
		(void) memset(&sc, 0, sizeof (sc));
		sc.sc_ops = ops;
		if (sf_add(&sc, wsp->walk_addr, 0, 0, 0) != 0)
			return (WALK_ERR);
		sf_follow(&sc, wsp->walk_addr);
		frames = sc.sc_frames;
		n = sc.sc_n;
	} else if ((n = js_stack_frames(ops, &frames)) < 0) {
		mdb_warn("cannot walk the stack of the current thread");
		return (WALK_ERR);
	}
	if ((fr = mdb_alloc(sizeof (*fr), UM_GC)) == NULL)
		return (WALK_ERR);

	if ((jw = mdb_zalloc(sizeof (*jw), UM_SLEEP)) == NULL)
		return (WALK_ERR);
	jw->jw_size = (n > 0 ? n : 1) * sizeof (uintptr_t);
	if ((jw->jw_fps = mdb_zalloc(jw->jw_size, UM_SLEEP)) == NULL) {
		mdb_free(jw, sizeof (*jw));
		return (WALK_ERR);
	}
	for (i = 0; i < n; i++) {
		if (frames == NULL) {
			/* a function inlined there is its frame's too */
			if (ac.ac_frames[i].fr_kind == JS_FR_JS &&
			    !ac.ac_frames[i].fr_hidden &&
			    !ac.ac_frames[i].fr_inlined)
				jw->jw_fps[jw->jw_n++] = ac.ac_frames[i].fr_fp;
			continue;
		}
		if (frames[i].nf_native || frames[i].nf_fp == prevfp)
			continue;
		prevfp = frames[i].nf_fp;
		if (ops->jfo_decode(frames[i].nf_fp, frames[i].nf_pc,
		    frames[i].nf_isret, fr, 1, &why) == 1 &&
		    fr->fr_kind == JS_FR_JS && !fr->fr_hidden)
			jw->jw_fps[jw->jw_n++] = frames[i].nf_fp;
	}
	jw->jw_i = 0;
	wsp->walk_data = jw;
	return (WALK_NEXT);
}

static int
walk_jsframe_step(mdb_walk_state_t *wsp)
{
	jsframe_walk_t *jw = wsp->walk_data;
	uintptr_t fp;

	if (jw->jw_i >= jw->jw_n)
		return (WALK_DONE);
	fp = jw->jw_fps[jw->jw_i++];
	wsp->walk_addr = fp;
	return (wsp->walk_callback(fp, NULL, wsp->walk_cbdata));
}

static void
walk_jsframe_fini(mdb_walk_state_t *wsp)
{
	jsframe_walk_t *jw = wsp->walk_data;

	if (jw == NULL)
		return;
	mdb_free(jw->jw_fps, jw->jw_size);
	mdb_free(jw, sizeof (*jw));
	wsp->walk_data = NULL;
}

/* ---- tables (jsmod.c registers them) ---- */

const mdb_dcmd_t js_stack_dcmds[] = {
	{ "jsstack", "[-av] [-f function] [-p property] [-n numlines]",
	    "print the JavaScript stack, interleaved with native frames",
	    dcmd_jsstack, dcmd_jsstack_help, MDB_DCMD_JSON },
	{ "jsframe", "[-aiv] [-f function] [-p property] [-n numlines]",
	    "print one JavaScript stack frame (address: its frame pointer)",
	    dcmd_jsframe, dcmd_jsframe_help, MDB_DCMD_JSON },
	{ NULL }
};

const mdb_walker_t js_stack_walkers[] = {
	{ "jsframe", "frame pointers of the current thread's JavaScript "
	    "frames", walk_jsframe_init, walk_jsframe_step,
	    walk_jsframe_fini, NULL },
	{ NULL }
};
