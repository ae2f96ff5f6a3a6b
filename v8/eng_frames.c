/*
 * eng_frames.c: V8's frames family of the engine interface
 * (mdbmod/engine_frames.h), over frames.c.  V8's frames are native
 * frames: each one whose pc is not named native code is classified by
 * what its frame pointer holds (a JSFunction, a frame-type marker), and a
 * JS frame is given as the functions the optimizing compiler inlined at
 * its pc, then its own.  The frame-pointer chain is the architecture's
 * (facts_arch.c).
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"
#include "frames.h"
#include "facts.h"
#include "engine_frames.h"

/* What a record keeps of its frame (js_frame_t's fr_engine). */
typedef struct v8_frpriv {
	v8_frame_t fp_vf;		/* the frame */
	int fp_inlined;			/* the record is fp_vi, inlined */
	v8_inlined_t fp_vi;
} v8_frpriv_t;

_Static_assert(sizeof (v8_frpriv_t) <= sizeof (((js_frame_t *)0)->fr_engine),
    "a V8 frame fits a record");

static v8_frpriv_t *
priv(const js_frame_t *fr)
{
	return ((v8_frpriv_t *)(void *)fr->fr_engine);
}

static int
v8f_check(void)
{
	if (!v8_cfg.vc_configured) {
		mdb_warn("the V8 module is not configured (see ::v8load)");
		return (-1);
	}
	return (0);
}

/* Is the frame (fp, pc) a native one? */
static int
v8f_native(uintptr_t fp, uintptr_t pc, int isret)
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

/*
 * The caller's fp at [fp + kCallerFPOffset], its pc at
 * [fp + kCallerPCOffset] (the architecture's facts: rbp's saved rbp and
 * return address on x64, the x29/x30 frame record on arm64).
 */
static int
v8f_caller(uintptr_t fp, uintptr_t *nextp, uintptr_t *pcp)
{
	const v8_archfacts_t *a = v8_cfg.vc_arch;

	if (a == NULL ||
	    v8_vread_ptr(fp + a->va_caller_fp, nextp) != 0 ||
	    v8_vread_ptr(fp + a->va_caller_pc, pcp) != 0 ||
	    *nextp % (uintptr_t)a->va_ptrsize != 0)
		return (-1);
	return (0);
}

static void
rec_init(js_frame_t *fr, const v8_frame_t *vf)
{
	(void) memset(fr, 0, sizeof (*fr));
	fr->fr_fp = vf->vf_fp;
	fr->fr_pc = vf->vf_pc;
	fr->fr_pcret = vf->vf_pcret;
	priv(fr)->fp_vf = *vf;
}

static int
v8f_decode(uintptr_t fp, uintptr_t pc, int isret, js_frame_t *frs, int max,
    const char **whyp)
{
	v8_inlined_t vi[V8_MAX_INLINED];
	v8_frame_t vf;
	js_frame_t *fr;
	int i, n = 0, ni = 0;

	if (max < 1)
		return (0);
	if (v8_frame_read_fp(fp, pc, &vf) != 0)
		return (-1);
	vf.vf_pcret = isret;
	switch (vf.vf_kind) {
	case V8F_JS:
		break;
	case V8F_TYPED:
		fr = &frs[0];
		rec_init(fr, &vf);
		fr->fr_kind = JS_FR_INTERNAL;
		if (vf.vf_typename != NULL) {
			fr->fr_type = vf.vf_typename;
			(void) snprintf(fr->fr_text, sizeof (fr->fr_text),
			    "<%s>", vf.vf_typename);
		} else {
			(void) snprintf(fr->fr_text, sizeof (fr->fr_text),
			    "<frame type %ld>", (long)vf.vf_marker);
			(void) snprintf(fr->fr_reason, sizeof (fr->fr_reason),
			    "frame type %ld", (long)vf.vf_marker);
		}
		return (1);
	default:
		*whyp = "no frame type marker and no JSFunction";
		return (0);
	}

	if (max > 1) {
		ni = v8_frame_inlined(&vf, vi, max - 1 < V8_MAX_INLINED ?
		    max - 1 : V8_MAX_INLINED);
		if (ni < 0)
			ni = 0;
	}
	for (i = 0; i < ni; i++) {
		fr = &frs[n++];
		rec_init(fr, &vf);
		fr->fr_kind = JS_FR_JS;
		priv(fr)->fp_inlined = 1;
		priv(fr)->fp_vi = vi[i];
		(void) v8_sfi_display_name(vi[i].vi_sfi, fr->fr_name,
		    sizeof (fr->fr_name));
		fr->fr_idlabel = "inlined, SharedFunctionInfo";
		fr->fr_idaddr = vi[i].vi_sfi;
		fr->fr_have_sfi = 1;
		fr->fr_sfi = vi[i].vi_sfi;
		fr->fr_tier = v8_frame_tier_name(vf.vf_tier);
		fr->fr_inlined = 1;
		fr->fr_noargs = "inlined: its receiver and arguments are only "
		    "in V8's deoptimization data, not decoded";
	}
	fr = &frs[n++];
	rec_init(fr, &vf);
	fr->fr_kind = JS_FR_JS;
	(void) v8_func_display_name(vf.vf_func, fr->fr_name,
	    sizeof (fr->fr_name));
	fr->fr_idlabel = "JSFunction";
	fr->fr_idaddr = vf.vf_func;
	fr->fr_have_func = 1;
	fr->fr_func = vf.vf_func;
	fr->fr_tier = v8_frame_tier_name(vf.vf_tier);
	if (v8_frame_v8_hides(&vf)) {
		fr->fr_hidden = 1;
		fr->fr_type = "builtin-helper";
		(void) snprintf(fr->fr_text, sizeof (fr->fr_text),
		    "<builtin helper %s, not in V8's stack traces: "
		    "JSFunction %lx>", fr->fr_name, (unsigned long)vf.vf_func);
	}
	if (max > 1 && v8_frame_inlining_unknown(&vf))
		fr->fr_inl_unknown = vf.vf_tier == V8FT_OPTIMIZED ?
		    "optimized frame: inlined functions not decoded" :
		    "frame of code not found: inlined functions not known";
	return (n);
}

/*
 * Where a JS frame (or a function inlined into one) is: its script's
 * name, and the line it is at (1-based) with whether that is the current
 * position or only the function's definition.  pos: the current
 * position, -1 if unknown.
 */
static void
v8f_where_sfi(uintptr_t sfi, intptr_t pos, js_where_t *jw)
{
	intptr_t start, end, line, wpos = -1, l0, c0;

	jw->jw_ok = 1;
	jw->jw_line = -1;
	jw->jw_column = -1;
	jw->jw_current = 0;
	jw->jw_script = 0;
	jw->jw_have_name = 0;
	jw->jw_have_script = v8_sfi_script(sfi, &jw->jw_script) == 0;
	if (!jw->jw_have_script) {
		(void) snprintf(jw->jw_file, sizeof (jw->jw_file), "(builtin)");
		jw->jw_script_reason = "no script: builtin code";
		jw->jw_position_reason = "no script: builtin code";
		return;
	}
	if (v8_script_name(jw->jw_script, jw->jw_file,
	    sizeof (jw->jw_file)) == 0 && jw->jw_file[0] != '\0') {
		jw->jw_have_name = 1;
	} else if (v8_script_unnamed(jw->jw_script)) {
		/* eval and new Function code: V8's own word for it */
		(void) snprintf(jw->jw_file, sizeof (jw->jw_file),
		    "<anonymous>");
		jw->jw_script_reason = "the script has no name (eval or "
		    "Function code; V8 writes <anonymous>)";
	} else {
		(void) snprintf(jw->jw_file, sizeof (jw->jw_file),
		    "<not decoded: the name of script %lx could not be read>",
		    (unsigned long)jw->jw_script);
		jw->jw_script_reason = "the script's name could not be read";
	}
	if (pos >= 0 && (line = v8_script_lineno(jw->jw_script, pos)) > 0) {
		jw->jw_line = line;
		wpos = pos;
		jw->jw_current = 1;
	} else if (v8_sfi_position(sfi, &start, &end) == 0 &&
	    (line = v8_script_lineno(jw->jw_script, start)) > 0) {
		jw->jw_line = line;
		wpos = start;
	}
	if (jw->jw_line <= 0) {
		jw->jw_position_reason = "V8 kept no position for the frame "
		    "or its function";
		return;
	}
	/* the column from the same position, where it agrees on the line */
	if (wpos >= 0 && v8_script_line(jw->jw_script, wpos, &l0, &c0) == 0 &&
	    l0 + 1 == jw->jw_line && c0 >= 0) {
		jw->jw_column = c0 + 1;
		jw->jw_position_reason = jw->jw_current ? NULL :
		    "V8 kept no position for the frame's pc: the line and "
		    "column are where the function is defined";
	} else {
		jw->jw_position_reason = jw->jw_current ?
		    "the column could not be decoded" :
		    "V8 kept no position for the frame's pc: the line is "
		    "where the function is defined; the column could not be "
		    "decoded";
	}
}

static void
v8f_where(js_frame_t *fr)
{
	v8_frpriv_t *p = priv(fr);
	js_where_t *jw = &fr->fr_where;
	uintptr_t sfi;
	intptr_t pos = -1;

	if (p->fp_inlined) {
		v8f_where_sfi(p->fp_vi.vi_sfi, p->fp_vi.vi_pos, jw);
		return;
	}
	if (v8_jsfunc_sfi(p->fp_vf.vf_func, &sfi) != 0) {
		jw->jw_ok = 0;
		jw->jw_fail = "the function's SharedFunctionInfo could not be "
		    "read";
		(void) snprintf(jw->jw_fail_warn, sizeof (jw->jw_fail_warn),
		    "%lx: cannot read the function's SharedFunctionInfo",
		    (unsigned long)p->fp_vf.vf_func);
		return;
	}
	fr->fr_have_sfi = 1;
	fr->fr_sfi = sfi;
	if (v8_frame_position(&p->fp_vf, &pos, NULL) != 0)
		pos = -1;
	v8f_where_sfi(sfi, pos, jw);
}

/* Does want name the SharedFunctionInfo's own or inferred name? */
static int
sfi_matches(uintptr_t sfi, const char *want)
{
	char buf[V8_NAMELEN];

	(void) v8_sfi_name(sfi, buf, sizeof (buf));
	if (strcmp(buf, want) == 0)
		return (1);
	(void) v8_sfi_inferred_name(sfi, buf, sizeof (buf));
	return (buf[0] != '\0' && strcmp(buf, want) == 0);
}

static int
v8f_matches(const js_frame_t *fr, const char *want)
{
	const v8_frpriv_t *p = priv(fr);
	uintptr_t sfi;

	if (p->fp_inlined)
		return (sfi_matches(p->fp_vi.vi_sfi, want));
	if (v8_jsfunc_sfi(p->fp_vf.vf_func, &sfi) != 0)
		return (0);
	return (sfi_matches(sfi, want));
}

static int
v8f_receiver(const js_frame_t *fr, jsval_t *vp)
{
	return (v8_frame_receiver(&priv(fr)->fp_vf, vp));
}

static int
v8f_nargs(const js_frame_t *fr)
{
	return (v8_frame_nargs(&priv(fr)->fp_vf));
}

static int
v8f_arg(const js_frame_t *fr, int i, jsval_t *vp)
{
	return (v8_frame_arg(&priv(fr)->fp_vf, i, vp));
}

static int
v8f_arg_why(const js_frame_t *fr, int i, char *buf, size_t len)
{
	return (v8_frame_arg_why(&priv(fr)->fp_vf, i, buf, len));
}

static void
v8f_describe(jsval_t v, char *buf, size_t len)
{
	v8_value_describe(v, buf, len);
}

static int
v8f_summary(jsval_t v, char *buf, size_t len)
{
	return (js_value_summary(v, buf, len));
}

static int
v8f_source(const js_frame_t *fr, intptr_t first, intptr_t last,
    intptr_t mark)
{
	return (v8_script_print_lines(fr->fr_where.jw_script, first, last,
	    mark, mark));
}

const js_frame_ops_t v8_frame_ops = {
	.jfo_check = v8f_check,
	.jfo_native = v8f_native,
	.jfo_caller = v8f_caller,
	.jfo_decode = v8f_decode,
	.jfo_activations = NULL,
	.jfo_where = v8f_where,
	.jfo_matches = v8f_matches,
	.jfo_receiver = v8f_receiver,
	.jfo_nargs = v8f_nargs,
	.jfo_arg = v8f_arg,
	.jfo_arg_why = v8f_arg_why,
	.jfo_describe = v8f_describe,
	.jfo_summary = v8f_summary,
	.jfo_source = v8f_source,
};
