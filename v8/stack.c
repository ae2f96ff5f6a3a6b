/*
 * stack.c: ::jsstack, ::jsframe and the jsframe walker.
 *
 * The frames come from the framework's native unwinder (mdb_frame_iter:
 * DWARF CFI where there is some, the frame pointer elsewhere).  Each frame
 * whose pc is not in a named native function is a V8 frame candidate and
 * is classified by what its frame pointer holds (frames.c).  V8's JIT code
 * always keeps a frame pointer (rbp on x64, x29 on arm64: facts_arch.c),
 * so where the unwinder gives up inside V8 code we follow the fp chain
 * ourselves, as mdb_v8 did.
 *
 * Output follows mdb_v8: JavaScript frames as "js:", native ones as
 * "native:", V8-internal frames (entry, exit, construct, stub, builtin
 * frames without a JSFunction) counted and elided unless -a, which prints
 * every frame as "FP PC ..." instead.  Functions inlined into an
 * optimized frame come before it as frames of their own, as V8's stack
 * traces show them; they share its FP (the walker gives it once).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"
#include "frames.h"
#include "facts.h"

#define	JF_ALL		0x1	/* -a: every frame, fp and pc */
#define	JF_VERBOSE	0x2	/* -v: file, posn, args, source */

#define	JF_INDENT	10	/* -v detail lines under "js:     " */

typedef struct jsframe_opts {
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
} jsframe_opts_t;

/* ---- the frames of a stack ---- */

typedef struct sf_collect {
	v8_stackframe_t *sc_frames;
	int sc_n;
	int sc_cap;
} sf_collect_t;

/* Is the frame (fp, pc) a native one? */
static int
sf_native(uintptr_t fp, uintptr_t pc, int isret)
{
	v8_frame_t vf;

	switch (v8_pc_is_native(pc, isret, NULL, 0)) {
	case 0:
		return (0);
	case V8_PC_MAYBE_NATIVE:
		/* a symbol without a name: a V8 frame if it looks like one */
		return (v8_frame_read_fp(fp, pc, &vf) != 0 ||
		    (vf.vf_kind != V8F_JS && vf.vf_kind != V8F_TYPED));
	default:
		return (1);
	}
}

static int
sf_add(sf_collect_t *sc, uintptr_t fp, uintptr_t pc, int isret)
{
	if (sc->sc_n >= V8_MAX_FRAMES)
		return (-1);
	if (sc->sc_n == sc->sc_cap) {
		int ncap = sc->sc_cap == 0 ? 64 : sc->sc_cap * 2;
		v8_stackframe_t *n;

		if (ncap > V8_MAX_FRAMES)
			ncap = V8_MAX_FRAMES;
		if ((n = mdb_alloc(ncap * sizeof (*n), UM_GC)) == NULL)
			return (-1);
		if (sc->sc_n > 0)
			(void) memcpy(n, sc->sc_frames,
			    sc->sc_n * sizeof (*n));
		sc->sc_frames = n;
		sc->sc_cap = ncap;
	}
	sc->sc_frames[sc->sc_n].vs_fp = fp;
	sc->sc_frames[sc->sc_n].vs_pc = pc;
	sc->sc_frames[sc->sc_n].vs_isret = isret;
	sc->sc_frames[sc->sc_n].vs_native = pc != 0 &&
	    sf_native(fp, pc, isret);
	sc->sc_n++;
	return (0);
}

static int
sf_collect_cb(const mdb_frame_t *fr, void *arg)
{
	sf_collect_t *sc = arg;

	if (mdb_interrupted())
		return (1);
	return (sf_add(sc, fr->fr_fp, fr->fr_pc,
	    fr->fr_how != MDB_FRAME_REGS) != 0 ? 1 : 0);
}

/*
 * Follows the frame pointer chain from fp (whose own frame is already
 * recorded): the caller's fp at [fp + kCallerFPOffset], its pc at
 * [fp + kCallerPCOffset] (the architecture's facts: rbp's saved rbp and
 * return address on x64, the x29/x30 frame record on arm64).  Stops at
 * a zero or non-increasing fp, an unreadable word, or the frame cap.
 */
static void
sf_follow(sf_collect_t *sc, uintptr_t fp)
{
	const v8_archfacts_t *a = v8_cfg.vc_arch;
	mdb_target_info_t ti;
	uintptr_t next, pc, pcmask;

	if (a == NULL)
		return;
	/* a signed return address (arm64 pointer authentication) */
	pcmask = mdb_target_info(&ti) == 0 ? (uintptr_t)ti.mti_pcmask :
	    UINTPTR_MAX;
	while (sc->sc_n < V8_MAX_FRAMES && !mdb_interrupted()) {
		if (v8_vread_ptr(fp + a->va_caller_fp, &next) != 0 ||
		    v8_vread_ptr(fp + a->va_caller_pc, &pc) != 0 || next <= fp || (pc &= pcmask) == 0 ||
		    next % (uintptr_t)a->va_ptrsize != 0)
			return;
		if (sf_add(sc, next, pc, 1) != 0)
			return;
		fp = next;
	}
}

int
v8_stack_frames(v8_stackframe_t **framesp)
{
	sf_collect_t sc;
	v8_stackframe_t *last;

	(void) memset(&sc, 0, sizeof (sc));
	if (mdb_frame_iter(0, sf_collect_cb, &sc) != 0 && sc.sc_n == 0)
		return (-1);
	/*
	 * Where the unwinder stopped in V8 code (no CFI there, and its
	 * frame-pointer guess failed), carry on along the fp chain.
	 */
	if (sc.sc_n > 0) {
		last = &sc.sc_frames[sc.sc_n - 1];
		if (!last->vs_native && last->vs_fp != 0)
			sf_follow(&sc, last->vs_fp);
	}
	*framesp = sc.sc_frames;
	return (sc.sc_n);
}

/*
 * The current thread's frame whose frame pointer is fp (a V8 one rather
 * than a native one when both have it), or NULL.
 */
static const v8_stackframe_t *
frame_for_fp(uintptr_t fp)
{
	v8_stackframe_t *frames;
	int i, n;

	if ((n = v8_stack_frames(&frames)) <= 0)
		return (NULL);
	for (i = 0; i < n; i++) {
		if (frames[i].vs_fp == fp && !frames[i].vs_native)
			return (&frames[i]);
	}
	for (i = 0; i < n; i++) {
		if (frames[i].vs_fp == fp)
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
	if (strcmp(kind, "elided") != 0)
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
	/* (a V8 frame's pc is always in V8 code: no end-of-function case) */
	mdb_cprintf(MDB_C_ADDR, "%p", fp);
	if (pc != 0)
		mdb_printf(" %a", pc);
}

/* A frame we do not show by default: entry, exit, stub, unknown ... */
static void
jf_internal(jsframe_opts_t *jo, const v8_frame_t *vf)
{
	if (jo->jo_func != NULL || jo->jo_prop != NULL)
		return;
	if (!(jo->jo_flags & JF_ALL)) {
		jo->jo_nskipped++;
		return;
	}
	jf_flush_skipped(jo);
	if (jo->jo_json) {
		char tn[64];

		jf_json_begin(jo, "internal", vf->vf_fp, vf->vf_pc);
		if (vf->vf_kind == V8F_TYPED && vf->vf_typename != NULL) {
			mdb_json_str("frame_type", vf->vf_typename);
		} else if (vf->vf_kind == V8F_TYPED) {
			(void) snprintf(tn, sizeof (tn), "frame type %ld",
			    (long)vf->vf_marker);
			mdb_json_null("frame_type");
			mdb_json_str("reason", tn);
		} else {
			mdb_json_null("frame_type");
			mdb_json_str("reason", "not a V8 frame jsmdb can "
			    "make out");
		}
		mdb_json_end();
		return;
	}
	mdb_color_push(MDB_C_ELIDED);
	jf_print_fp_pc(vf->vf_fp, vf->vf_pc);
	if (vf->vf_kind == V8F_TYPED && vf->vf_typename != NULL)
		mdb_printf(" <%s>", vf->vf_typename);
	else if (vf->vf_kind == V8F_TYPED)
		mdb_printf(" <frame type %ld>", (long)vf->vf_marker);
	mdb_color_pop();
	mdb_printf("\n");
}

/*
 * A JS frame V8's stack traces leave out (a builtin's helper): elided
 * with the internal frames, named under -a.
 */
static void
jf_hidden(jsframe_opts_t *jo, const v8_frame_t *vf)
{
	char name[V8_NAMELEN];

	if (jo->jo_prop != NULL)
		return;
	if (!(jo->jo_flags & JF_ALL)) {
		jo->jo_nskipped++;
		return;
	}
	jf_flush_skipped(jo);
	(void) v8_func_display_name(vf->vf_func, name, sizeof (name));
	if (jo->jo_json) {
		jf_json_begin(jo, "internal", vf->vf_fp, vf->vf_pc);
		mdb_json_str("frame_type", "builtin-helper");
		mdb_json_str("name", name);
		mdb_json_addr("function", vf->vf_func);
		mdb_json_end();
		return;
	}
	mdb_color_push(MDB_C_ELIDED);
	jf_print_fp_pc(vf->vf_fp, vf->vf_pc);
	mdb_printf(" <builtin helper %s, not in V8's stack traces: "
	    "JSFunction %p>", name, vf->vf_func);
	mdb_color_pop();
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

/* Does -f NAME select this function (own, inferred or shown name)? */
static int
jf_sfi_matches(uintptr_t sfi, const char *shown, const char *want)
{
	char buf[V8_NAMELEN];

	if (strcmp(shown, want) == 0)
		return (1);
	(void) v8_sfi_name(sfi, buf, sizeof (buf));
	if (strcmp(buf, want) == 0)
		return (1);
	(void) v8_sfi_inferred_name(sfi, buf, sizeof (buf));
	return (buf[0] != '\0' && strcmp(buf, want) == 0);
}

static int
jf_func_matches(uintptr_t func, const char *shown, const char *want)
{
	uintptr_t sfi;

	if (strcmp(shown, want) == 0)
		return (1);
	if (v8_jsfunc_sfi(func, &sfi) != 0)
		return (0);
	return (jf_sfi_matches(sfi, shown, want));
}

/*
 * Where a JS frame (or a function inlined into one) is: its script's
 * name, and the line it is at (1-based) with whether that is the current
 * position (1) or only the function's definition (0); line -1 if
 * neither.
 */
typedef struct jf_where {
	char jw_file[1024];
	int jw_have_script;
	int jw_have_name;	/* jw_file is the script's name */
	uintptr_t jw_script;
	intptr_t jw_line;
	intptr_t jw_pos;	/* the position jw_line is from, or -1 */
	int jw_current;
} jf_where_t;

/* pos: the current position, -1 if unknown. */
static void
jf_where(uintptr_t sfi, intptr_t pos, jf_where_t *jw)
{
	intptr_t start, end, line;

	jw->jw_line = -1;
	jw->jw_pos = -1;
	jw->jw_current = 0;
	jw->jw_script = 0;
	jw->jw_have_name = 0;
	jw->jw_have_script = v8_sfi_script(sfi, &jw->jw_script) == 0;
	if (!jw->jw_have_script) {
		(void) snprintf(jw->jw_file, sizeof (jw->jw_file), "(builtin)");
		return;
	}
	if (v8_script_name(jw->jw_script, jw->jw_file,
	    sizeof (jw->jw_file)) != 0 || jw->jw_file[0] == '\0')
		(void) snprintf(jw->jw_file, sizeof (jw->jw_file),
		    "(unknown)");
	else
		jw->jw_have_name = 1;
	if (pos >= 0 && (line = v8_script_lineno(jw->jw_script, pos)) > 0) {
		jw->jw_line = line;
		jw->jw_pos = pos;
		jw->jw_current = 1;
		return;
	}
	if (v8_sfi_position(sfi, &start, &end) == 0 &&
	    (line = v8_script_lineno(jw->jw_script, start)) > 0) {
		jw->jw_line = line;
		jw->jw_pos = start;
	}
}

static void
jf_print_posn(const jf_where_t *jw)
{
	if (jw->jw_line > 0)
		mdb_printf("line %ld%s\n", (long)jw->jw_line,
		    jw->jw_current ? "" : " (definition)");
	else
		mdb_printf("unknown position\n");
}

/*
 * -p: prints one property of the frame; 1 if prop named one.  vf is NULL
 * for an inlined function, which has no receiver or arguments of its own
 * in the frame (those live only in V8's deoptimization data): nothing is
 * printed for them.
 */
static int
jf_prop(const v8_frame_t *vf, const char *prop, const jf_where_t *jw)
{
	uintptr_t val;
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
		if (vf != NULL && v8_frame_receiver(vf, &val) == 0)
			mdb_printf("%p\n", val);
		return (1);
	}
	if (strncmp(prop, "arg", 3) == 0 && prop[3] >= '1' && prop[3] <= '9') {
		n = strtol(prop + 3, &end, 10);
		if (*end != '\0')
			return (0);
		if (vf != NULL && v8_frame_arg(vf, (int)n - 1, &val) == 0)
			mdb_printf("%p\n", val);
		return (1);
	}
	return (0);
}

/* -v: the source lines around the frame's line. */
static void
jf_source(jsframe_opts_t *jo, const jf_where_t *jw)
{
	intptr_t nl;

	if (jo->jo_nlines == 0 || !jw->jw_have_script || jw->jw_line <= 0)
		return;
	nl = jo->jo_nlines > 100000 ? 100000 : (intptr_t)jo->jo_nlines;
	(void) v8_script_print_lines(jw->jw_script, jw->jw_line - nl,
	    jw->jw_line + nl, jw->jw_line, jw->jw_line);
	mdb_printf("\n");
}

/*
 * JSON: the fields of a JS frame's record that say where it is: script,
 * line, column (both 1-based, as Error.stack counts them) and whether
 * the line is the current one or only the function's definition.
 */
static void
jf_json_where(const jf_where_t *jw)
{
	intptr_t l0, c0;

	mdb_json_bool("builtin", !jw->jw_have_script);
	if (jw->jw_have_name) {
		mdb_json_str("script", jw->jw_file);
		mdb_json_null("script_reason");
	} else {
		mdb_json_null("script");
		mdb_json_str("script_reason", jw->jw_have_script ?
		    "the script's name could not be read" :
		    "no script: builtin code");
	}
	if (jw->jw_line <= 0) {
		mdb_json_null("line");
		mdb_json_null("column");
		mdb_json_null("position");
		mdb_json_str("position_reason", jw->jw_have_script ?
		    "V8 kept no position for the frame or its function" :
		    "no script: builtin code");
		return;
	}
	mdb_json_uint("line", (uint64_t)jw->jw_line);
	/* the column from the same position, where it agrees on the line */
	if (jw->jw_pos >= 0 &&
	    v8_script_line(jw->jw_script, jw->jw_pos, &l0, &c0) == 0 &&
	    l0 + 1 == jw->jw_line && c0 >= 0) {
		mdb_json_uint("column", (uint64_t)c0 + 1);
		mdb_json_str("position", jw->jw_current ? "current" :
		    "definition");
		mdb_json_str("position_reason", jw->jw_current ? NULL :
		    "V8 kept no position for the frame's pc: the line and "
		    "column are where the function is defined");
	} else {
		mdb_json_null("column");
		mdb_json_str("position", jw->jw_current ? "current" :
		    "definition");
		mdb_json_str("position_reason", jw->jw_current ?
		    "the column could not be decoded" :
		    "V8 kept no position for the frame's pc: the line is "
		    "where the function is defined; the column could not be "
		    "decoded");
	}
}

/* JSON, -v: a value as the fields KEY, KEY_value and KEY_kind. */
static void
jf_json_value(const char *key, uintptr_t val)
{
	char k[32], buf[V8_NAMELEN];

	mdb_json_addr(key, val);
	(void) snprintf(k, sizeof (k), "%s_value", key);
	if (js_value_summary(val, buf, sizeof (buf)) == 0)
		mdb_json_str(k, buf);
	else
		mdb_json_str(k, "<value not decoded>");
	(void) snprintf(k, sizeof (k), "%s_kind", key);
	v8_value_describe(val, buf, sizeof (buf));
	mdb_json_str(k, buf);
}

/* JSON, -v: a frame's receiver and arguments (vf NULL: inlined). */
static void
jf_json_args(const v8_frame_t *vf)
{
	char buf[V8_NAMELEN], a[32];
	uintptr_t val;
	int i, n;

	if (vf == NULL) {
		static const char why[] = "inlined: its receiver and "
		    "arguments are only in V8's deoptimization data, not "
		    "decoded";

		mdb_json_null("this");
		mdb_json_str("this_reason", why);
		mdb_json_null("argument_count");
		mdb_json_null("arguments");
		mdb_json_null("argument_values");
		mdb_json_null("argument_kinds");
		mdb_json_str("arguments_reason", why);
		return;
	}
	if (v8_frame_receiver(vf, &val) == 0) {
		jf_json_value("this", val);
		mdb_json_null("this_reason");
	} else {
		mdb_json_null("this");
		mdb_json_str("this_reason", "the receiver's stack slot could "
		    "not be read");
	}
	n = v8_frame_nargs(vf);
	if (n < 0) {
		mdb_json_null("argument_count");
		mdb_json_null("arguments");
		mdb_json_null("argument_values");
		mdb_json_null("argument_kinds");
		mdb_json_str("arguments_reason", "the argument count could "
		    "not be read");
		return;
	}
	mdb_json_uint("argument_count", (uint64_t)n);
	/* an argument whose slot does not read is null in all three */
	mdb_json_array_begin("arguments");
	for (i = 0; i < n; i++) {
		if (v8_frame_arg(vf, i, &val) != 0) {
			mdb_json_array_str(NULL);
			continue;
		}
		(void) snprintf(a, sizeof (a), "%lx", (unsigned long)val);
		mdb_json_array_str(a);
	}
	mdb_json_array_end();
	mdb_json_array_begin("argument_values");
	for (i = 0; i < n; i++) {
		if (v8_frame_arg(vf, i, &val) != 0) {
			mdb_json_array_str(NULL);
			continue;
		}
		mdb_json_array_str(js_value_summary(val, buf,
		    sizeof (buf)) == 0 ? buf : "<value not decoded>");
	}
	mdb_json_array_end();
	mdb_json_array_begin("argument_kinds");
	for (i = 0; i < n; i++) {
		if (v8_frame_arg(vf, i, &val) != 0) {
			mdb_json_array_str(NULL);
			continue;
		}
		v8_value_describe(val, buf, sizeof (buf));
		mdb_json_array_str(buf);
	}
	mdb_json_array_end();
	mdb_json_null("arguments_reason");
}

/*
 * A function the optimizing compiler inlined into the frame vf: V8's
 * stack traces show it as a frame of its own, above vf's function, and
 * so do we, under the same frame pointer.
 */
static int
jf_inlined(jsframe_opts_t *jo, const v8_frame_t *vf, const v8_inlined_t *vi,
    const char *outer)
{
	char name[V8_NAMELEN];
	jf_where_t jw;

	(void) v8_sfi_display_name(vi->vi_sfi, name, sizeof (name));
	if (jo->jo_func != NULL &&
	    !jf_sfi_matches(vi->vi_sfi, name, jo->jo_func))
		return (DCMD_OK);
	if (jo->jo_json) {
		jf_flush_skipped(jo);
		jf_where(vi->vi_sfi, vi->vi_pos, &jw);
		jf_json_begin(jo, "js", vf->vf_fp, vf->vf_pc);
		mdb_json_str("name", name);
		mdb_json_null("function");
		mdb_json_addr("shared_function_info", vi->vi_sfi);
		mdb_json_str("frame_type", v8_frame_tier_name(vf->vf_tier));
		mdb_json_bool("inlined", 1);
		mdb_json_str("inlined_into", outer);
		jf_json_where(&jw);
		if (jo->jo_flags & JF_VERBOSE)
			jf_json_args(NULL);
		mdb_json_end();
		return (DCMD_OK);
	}
	if (jo->jo_prop == NULL) {
		jf_flush_skipped(jo);
		if (jo->jo_flags & JF_ALL) {
			jf_print_fp_pc(vf->vf_fp, vf->vf_pc);
			mdb_printf(" ");
			mdb_cprintf(MDB_C_JSFRAME, "%s", name);
			mdb_printf(" (inlined, SharedFunctionInfo: ");
			mdb_cprintf(MDB_C_ADDR, "%p", vi->vi_sfi);
			mdb_printf(")\n");
		} else {
			mdb_printf("js:     ");
			mdb_cprintf(MDB_C_JSFRAME, "%s", name);
			mdb_printf("\n");
		}
		if (!(jo->jo_flags & JF_VERBOSE))
			return (DCMD_OK);
	}

	jf_where(vi->vi_sfi, vi->vi_pos, &jw);
	if (jo->jo_prop != NULL) {
		if (!jf_prop(NULL, jo->jo_prop, &jw)) {
			mdb_warn("unknown frame property '%s'", jo->jo_prop);
			return (DCMD_ERR);
		}
		jo->jo_propfound = 1;
		return (DCMD_OK);
	}

	mdb_inc_indent(JF_INDENT);
	mdb_printf("file: %s\n", jw.jw_file);
	if (jw.jw_have_script) {
		mdb_printf("posn: ");
		jf_print_posn(&jw);
	}
	mdb_printf("inlined into: %s (arguments not shown)\n", outer);
	jf_source(jo, &jw);
	mdb_dec_indent(JF_INDENT);
	return (DCMD_OK);
}

/* JSON: a JS frame's own record (after its inlined functions'). */
static int
jf_json_js(jsframe_opts_t *jo, const v8_frame_t *vf, const char *name)
{
	uintptr_t sfi;
	intptr_t pos = -1;
	jf_where_t jw;
	int rv = DCMD_OK;

	jf_flush_skipped(jo);
	/* as the text form: say where inlined functions are not known */
	if (v8_frame_inlining_unknown(vf)) {
		jf_json_begin(jo, "js", vf->vf_fp, vf->vf_pc);
		mdb_json_null("name");
		mdb_json_str("reason", vf->vf_tier == V8FT_OPTIMIZED ?
		    "optimized frame: inlined functions not decoded" :
		    "frame of code not found: inlined functions not known");
		mdb_json_null("function");
		mdb_json_bool("inlined", 1);
		mdb_json_str("inlined_into", name);
		mdb_json_end();
	}
	jf_json_begin(jo, "js", vf->vf_fp, vf->vf_pc);
	mdb_json_str("name", name);
	mdb_json_addr("function", vf->vf_func);
	if (v8_jsfunc_sfi(vf->vf_func, &sfi) != 0) {
		mdb_warn("%lx: cannot read the function's SharedFunctionInfo",
		    (unsigned long)vf->vf_func);
		mdb_json_null("shared_function_info");
		mdb_json_str("frame_type", v8_frame_tier_name(vf->vf_tier));
		mdb_json_bool("inlined", 0);
		mdb_json_null("inlined_into");
		mdb_json_null("script");
		mdb_json_str("script_reason", "the function's "
		    "SharedFunctionInfo could not be read");
		mdb_json_null("line");
		mdb_json_null("column");
		mdb_json_null("position");
		mdb_json_str("position_reason", "the function's "
		    "SharedFunctionInfo could not be read");
		rv = DCMD_ERR;
	} else {
		mdb_json_addr("shared_function_info", sfi);
		mdb_json_str("frame_type", v8_frame_tier_name(vf->vf_tier));
		mdb_json_bool("inlined", 0);
		mdb_json_null("inlined_into");
		if (v8_frame_position(vf, &pos, NULL) != 0)
			pos = -1;
		jf_where(sfi, pos, &jw);
		jf_json_where(&jw);
	}
	if (jo->jo_flags & JF_VERBOSE)
		jf_json_args(vf);
	mdb_json_end();
	return (rv);
}

static int
jf_js(jsframe_opts_t *jo, const v8_frame_t *vf)
{
	char name[V8_NAMELEN], desc[V8_NAMELEN];
	v8_inlined_t vi[V8_MAX_INLINED];
	uintptr_t sfi, val;
	intptr_t pos = -1;
	jf_where_t jw;
	int i, n, rv = DCMD_OK;

	(void) v8_func_display_name(vf->vf_func, name, sizeof (name));

	/* what V8 inlined here comes first, innermost first, as in V8 */
	n = v8_frame_inlined(vf, vi, V8_MAX_INLINED);
	for (i = 0; i < n; i++) {
		if (jf_inlined(jo, vf, &vi[i], name) != DCMD_OK)
			rv = DCMD_ERR;
	}

	if (jo->jo_func != NULL &&
	    !jf_func_matches(vf->vf_func, name, jo->jo_func))
		return (rv);

	if (jo->jo_json)
		return (jf_json_js(jo, vf, name) != DCMD_OK ? DCMD_ERR : rv);

	if (jo->jo_prop == NULL) {
		jf_flush_skipped(jo);
		/*
		 * Crankshaft code whose inlined functions jsmdb cannot tell:
		 * say so where they would be, never leave them out unsaid.
		 */
		if (v8_frame_inlining_unknown(vf)) {
			if (jo->jo_flags & JF_ALL)
				jf_print_fp_pc(vf->vf_fp, vf->vf_pc);
			else
				mdb_printf("js:    ");
			mdb_printf(" ");
			if (vf->vf_tier == V8FT_OPTIMIZED)
				mdb_cprintf(MDB_C_ERROR, "<optimized frame: "
				    "inlined functions not decoded>");
			else
				mdb_cprintf(MDB_C_ERROR, "<frame of code not "
				    "found: inlined functions not known>");
			mdb_printf("\n");
		}
		if (jo->jo_flags & JF_ALL) {
			jf_print_fp_pc(vf->vf_fp, vf->vf_pc);
			mdb_printf(" ");
			mdb_cprintf(MDB_C_JSFRAME, "%s", name);
			mdb_printf(" (JSFunction: ");
			mdb_cprintf(MDB_C_ADDR, "%p", vf->vf_func);
			mdb_printf(")\n");
		} else {
			mdb_printf("js:     ");
			mdb_cprintf(MDB_C_JSFRAME, "%s", name);
			mdb_printf("\n");
		}
		if (!(jo->jo_flags & JF_VERBOSE))
			return (rv);
	}

	if (v8_jsfunc_sfi(vf->vf_func, &sfi) != 0) {
		mdb_warn("%lx: cannot read the function's SharedFunctionInfo",
		    (unsigned long)vf->vf_func);
		return (DCMD_ERR);
	}
	if (v8_frame_position(vf, &pos, NULL) != 0)
		pos = -1;
	jf_where(sfi, pos, &jw);

	if (jo->jo_prop != NULL) {
		if (!jf_prop(vf, jo->jo_prop, &jw)) {
			mdb_warn("unknown frame property '%s'", jo->jo_prop);
			return (DCMD_ERR);
		}
		jo->jo_propfound = 1;
		return (rv);
	}

	mdb_inc_indent(JF_INDENT);
	mdb_printf("file: %s\n", jw.jw_file);
	if (jw.jw_have_script) {
		mdb_printf("posn: ");
		jf_print_posn(&jw);
	}
	if (v8_frame_receiver(vf, &val) == 0) {
		v8_value_describe(val, desc, sizeof (desc));
		mdb_printf("this: %p (%s)\n", val, desc);
	}
	n = v8_frame_nargs(vf);
	for (i = 0; i < n; i++) {
		if (v8_frame_arg(vf, i, &val) != 0)
			continue;
		v8_value_describe(val, desc, sizeof (desc));
		mdb_printf("arg%d: %p (%s)\n", i + 1, val, desc);
	}
	jf_source(jo, &jw);
	mdb_dec_indent(JF_INDENT);
	return (rv);
}

/*
 * One frame of a stack: fp and the pc in it (0 if unknown); native says
 * pc is in a named native function.
 */
static int
jf_frame(jsframe_opts_t *jo, const v8_stackframe_t *f)
{
	uintptr_t fp = f->vs_fp, pc = f->vs_pc;
	v8_frame_t vf;

	if (f->vs_native) {
		jf_native(jo, fp, pc, f->vs_isret);
		return (DCMD_OK);
	}
	if (v8_frame_read_fp(fp, pc, &vf) != 0) {
		/* fp is not even readable: an internal frame we cannot read */
		(void) memset(&vf, 0, sizeof (vf));
		vf.vf_fp = fp;
		vf.vf_pc = pc;
		vf.vf_kind = V8F_UNKNOWN;
		jf_internal(jo, &vf);
		return (DCMD_OK);
	}
	vf.vf_pcret = f->vs_isret;
	/* (-f names functions: a hidden one is shown when asked for) */
	if (vf.vf_kind == V8F_JS && jo->jo_func == NULL &&
	    v8_frame_v8_hides(&vf)) {
		jf_hidden(jo, &vf);
		return (DCMD_OK);
	}
	if (vf.vf_kind == V8F_JS)
		return (jf_js(jo, &vf));
	jf_internal(jo, &vf);
	return (DCMD_OK);
}

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
		mdb_warn("::%s -p has no JSON form yet; ::set -o text", dcmd);
		return (-1);
	}
	jo->jo_json = 1;
	jo->jo_dcmd = dcmd;
	jo->jo_tid_known = tid_known;
	jo->jo_tid = mdb_current_tid();
	jo->jo_index = 0;
	return (0);
}

static int
v8_stack_check(void)
{
	if (!v8_cfg.vc_configured) {
		mdb_warn("the V8 module is not configured (see ::v8load)");
		return (-1);
	}
	return (0);
}

/* ---- ::jsstack ---- */

static int
dcmd_jsstack(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	/* after a mismatched ::v8load, say results may be wrong */
	if (v8_dcmd_start("jsstack", flags,
	    V8_NEED_VALUES | V8_NEED_FUNCS | V8_NEED_FRAMES) != 0)
		return (DCMD_ERR);
	jsframe_opts_t jo;
	boolean_t opt_i = B_FALSE;
	v8_stackframe_t *frames;
	sf_collect_t sc;
	uintptr_t prevfp = 0;
	int i, n, rv = DCMD_OK, nv8 = 0;

	if ((rv = jf_getopts(argc, argv, &jo, &opt_i)) != 0 || opt_i)
		return (rv == -2 ? DCMD_ERR : DCMD_USAGE);
	rv = DCMD_OK;
	if (v8_stack_check() != 0)
		return (DCMD_ERR);
	if ((flags & DCMD_JSON) && jo.jo_prop != NULL) {
		(void) jf_json_setup(&jo, "jsstack", flags, 0);	/* says why */
		return (DCMD_ERR);
	}

	if (flags & DCMD_ADDRSPEC) {
		const v8_stackframe_t *cf;
		v8_frame_t vf;

		/*
		 * mdb_v8: start at the given frame pointer.  It must be a V8
		 * frame, or a frame of the current thread's stack.
		 */
		if (v8_frame_read_fp(addr, 0, &vf) != 0) {
			mdb_warn("%lx: not a frame pointer (cannot read the "
			    "stack there)", (unsigned long)addr);
			return (DCMD_ERR);
		}
		cf = frame_for_fp(addr);
		if (vf.vf_kind != V8F_JS && vf.vf_kind != V8F_TYPED &&
		    cf == NULL) {
			mdb_warn("%lx: not a V8 frame nor a frame of the "
			    "current thread", (unsigned long)addr);
			return (DCMD_ERR);
		}
		/* a frame of the current thread's, or a V8 frame elsewhere */
		(void) jf_json_setup(&jo, "jsstack", flags, cf != NULL);
		/* the frame's pc, when the current thread has the frame */
		if (cf != NULL && cf->vs_native)
			cf = NULL;
		(void) memset(&sc, 0, sizeof (sc));
		if (sf_add(&sc, addr, cf != NULL ? cf->vs_pc : 0,
		    cf != NULL ? cf->vs_isret : 0) != 0)
			return (DCMD_ERR);
		sf_follow(&sc, addr);
		frames = sc.sc_frames;
		n = sc.sc_n;
	} else if ((n = v8_stack_frames(&frames)) < 0) {
		mdb_warn("cannot walk the stack of the current thread");
		return (DCMD_ERR);
	} else {
		(void) jf_json_setup(&jo, "jsstack", flags, 1);
	}

	for (i = 0; i < n && !mdb_interrupted(); i++) {
		v8_stackframe_t *f = &frames[i];

		if (!f->vs_native) {
			/*
			 * A frameless stub leaves rbp at its caller's frame:
			 * one V8 frame, shown once.
			 */
			if (f->vs_fp == prevfp)
				continue;
			prevfp = f->vs_fp;
			nv8++;
		}
		if (jf_frame(&jo, f) != DCMD_OK)
			rv = DCMD_ERR;
	}
	if (jo.jo_func == NULL && jo.jo_prop == NULL)
		jf_flush_skipped(&jo);
	if (n == V8_MAX_FRAMES)
		mdb_warn("stopped after %d frames", V8_MAX_FRAMES);
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
	    "marked \"(definition)\".\n");
}

/* ---- ::jsframe ---- */

static int
dcmd_jsframe(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	/* after a mismatched ::v8load, say results may be wrong */
	if (v8_dcmd_start("jsframe", flags,
	    V8_NEED_VALUES | V8_NEED_FUNCS | V8_NEED_FRAMES) != 0)
		return (DCMD_ERR);
	jsframe_opts_t jo;
	boolean_t opt_i = B_FALSE;
	const v8_stackframe_t *f;
	v8_frame_t vf;
	uintptr_t pc = 0;
	int rv, isret = 1;

	if (!(flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	if ((rv = jf_getopts(argc, argv, &jo, &opt_i)) != 0)
		return (rv == -2 ? DCMD_ERR : DCMD_USAGE);
	if (v8_stack_check() != 0)
		return (DCMD_ERR);
	if (addr == 0) {
		mdb_warn("0: not a frame pointer");
		return (DCMD_ERR);
	}
	if ((flags & DCMD_JSON) && jo.jo_prop != NULL) {
		(void) jf_json_setup(&jo, "jsframe", flags, 0);	/* says why */
		return (DCMD_ERR);
	}

	f = frame_for_fp(addr);
	(void) jf_json_setup(&jo, "jsframe", flags, f != NULL);
	if (f != NULL) {
		if (f->vs_native) {
			jf_native(&jo, addr, f->vs_pc, f->vs_isret);
			return (DCMD_OK);
		}
		pc = f->vs_pc;
		isret = f->vs_isret;
	}
	if (v8_frame_read_fp(addr, pc, &vf) != 0) {
		mdb_warn("%lx: not a frame pointer (cannot read the stack "
		    "there)", (unsigned long)addr);
		return (DCMD_ERR);
	}
	vf.vf_pcret = isret;
	switch (vf.vf_kind) {
	case V8F_JS:
		rv = jf_js(&jo, &vf);
		if (rv == DCMD_OK && jo.jo_prop == NULL && jo.jo_func == NULL)
			jf_flush_skipped(&jo);
		return (rv);
	case V8F_TYPED:
		jf_internal(&jo, &vf);
		if (jo.jo_func == NULL && jo.jo_prop == NULL)
			jf_flush_skipped(&jo);
		return (DCMD_OK);
	default:
		mdb_warn("%lx: not a V8 frame (no frame type marker and no "
		    "JSFunction)", (unsigned long)addr);
		return (DCMD_ERR);
	}
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
	jsframe_walk_t *jw;
	v8_stackframe_t *frames;
	sf_collect_t sc;
	v8_frame_t vf;
	uintptr_t prevfp = 0;
	int i, n;

	if (v8_stack_check() != 0)
		return (WALK_ERR);
	if (wsp->walk_addr != 0) {
		(void) memset(&sc, 0, sizeof (sc));
		if (sf_add(&sc, wsp->walk_addr, 0, 0) != 0)
			return (WALK_ERR);
		sf_follow(&sc, wsp->walk_addr);
		frames = sc.sc_frames;
		n = sc.sc_n;
	} else if ((n = v8_stack_frames(&frames)) < 0) {
		mdb_warn("cannot walk the stack of the current thread");
		return (WALK_ERR);
	}

	if ((jw = mdb_zalloc(sizeof (*jw), UM_SLEEP)) == NULL)
		return (WALK_ERR);
	jw->jw_size = (n > 0 ? n : 1) * sizeof (uintptr_t);
	if ((jw->jw_fps = mdb_zalloc(jw->jw_size, UM_SLEEP)) == NULL) {
		mdb_free(jw, sizeof (*jw));
		return (WALK_ERR);
	}
	for (i = 0; i < n; i++) {
		if (frames[i].vs_native || frames[i].vs_fp == prevfp)
			continue;
		prevfp = frames[i].vs_fp;
		if (v8_frame_read_fp(frames[i].vs_fp, frames[i].vs_pc,
		    &vf) == 0 && vf.vf_kind == V8F_JS &&
		    !v8_frame_v8_hides(&vf))
			jw->jw_fps[jw->jw_n++] = frames[i].vs_fp;
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

/* ---- tables (stack_module.c registers them) ---- */

const mdb_dcmd_t v8_stack_dcmds_stack[] = {
	{ "jsstack", "[-av] [-f function] [-p property] [-n numlines]",
	    "print the JavaScript stack, interleaved with native frames",
	    dcmd_jsstack, dcmd_jsstack_help, MDB_DCMD_JSON },
	{ "jsframe", "[-aiv] [-f function] [-p property] [-n numlines]",
	    "print one JavaScript stack frame (address: its frame pointer)",
	    dcmd_jsframe, dcmd_jsframe_help, MDB_DCMD_JSON },
	{ NULL }
};

const mdb_walker_t v8_stack_walkers[] = {
	{ "jsframe", "frame pointers of the current thread's JavaScript "
	    "frames", walk_jsframe_init, walk_jsframe_step,
	    walk_jsframe_fini, NULL },
	{ NULL }
};
