/*
 * stack.c: the JS frames of the thread that died.  From the runtime the
 * GC chunks name, its main JSContext (checked: the context's runtime_
 * points back), then the context's chain of js::Activations, innermost
 * first.  An InterpreterActivation holds InterpreterFrames linked by
 * prev_ from its regs_.fp_; each gives its script, its callee (argv[-2])
 * and its actual arguments.  A JitActivation's frames live on the native
 * stack in the JIT's own layout: they are walked as JSJitFrameIter walks
 * them (jit_walk), from the activation's exit frame through each frame's
 * descriptor to the entry frame; its JS frames (Baseline, Ion) are given
 * as SM_FR_JITJS, the JIT's own frames (stubs, exit, entry) as
 * SM_FR_JITOWN, and what cannot be walked as one SM_FR_JIT saying why.
 *
 * Lines: from the frame's pc through its script's source notes
 * (pc_line); when that fails, or the frame runs in JIT code (its pc is
 * stale), the script's first line (BaseScript extent_.lineno) with
 * fr_line_exact 0, which callers print marked as the function's start.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "sm.h"

#define	SM_MAX_ACTIVATIONS	4096
#define	SM_MAX_FRAMES		100000
#define	SM_MAX_ARGS		65536	/* ARGS_LENGTH_MAX is 500000; any
					   frame beyond this is not believed */



/* Slot 0 of a native object (fixed or dynamic). */
static int
obj_slot0(uintptr_t obj, uint64_t *v)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t shape, slots;
	uint32_t flags;

	if (sm_rd64(obj + f->sf_obj_shape, &shape) != 0 || shape == 0 ||
	    sm_rd32(shape + f->sf_shape_flags, &flags) != 0)
		return (-1);
	if (((flags >> f->sf_fixed_shift) & f->sf_fixed_mask) > 0)
		return (sm_rd64(obj + f->sf_obj_fixed, v));
	if (sm_rd64(obj + f->sf_obj_slots, &slots) != 0 || slots == 0)
		return (-1);
	return (sm_rd64(slots, v));
}

/* The script's file name and first line into fr. */
static void
script_where(uintptr_t script, sm_frame_t *fr)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t sso, ss, box, chars;
	uint32_t line;
	uchar_t some;

	fr->fr_file[0] = '\0';
	fr->fr_line = 0;
	fr->fr_line_exact = 0;
	if (sm_rd32(script + f->sf_script_lineno, &line) == 0)
		fr->fr_line = line;
	if (sm_rd64(script + f->sf_script_sso, &sso) != 0 || sso == 0 ||
	    obj_slot0(sso, &ss) != 0 || ss == 0) {
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why),
		    "script %lx: its ScriptSource is not readable", script);
		return;
	}
	if (f->sf_ss_filename_some != SM_NOFF &&
	    (mdb_vread(&some, 1, ss + f->sf_ss_filename_some) != 1 ||
	    some == 0)) {
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why),
		    "script %lx: its source has no file name", script);
		return;
	}
	if (sm_rd64(ss + f->sf_ss_filename, &box) != 0 || box == 0 ||
	    sm_rd64(box, &chars) != 0 || chars == 0 ||
	    mdb_readstr(fr->fr_file, sizeof (fr->fr_file), chars) < 0) {
		fr->fr_file[0] = '\0';
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why),
		    "script %lx: its file name is not readable", script);
		return;
	}
}

/* Whether the script is a function's: 1 and the JSFunction, or 0. */
static int
is_function_script(uintptr_t script, uint64_t *funp)
{
	uintptr_t clasp;
	const char *cn;

	*funp = 0;
	if (script == 0 || sm_rd64(script + sm.ss_facts->sf_script_fun, funp) != 0 ||
	    *funp == 0)
		return (0);
	return (sm_obj_class(*funp, &clasp) == 0 &&
	    (cn = sm_class_name(clasp)) != NULL && strcmp(cn, "Function") == 0);
}

#define	SM_MAX_NOTES	(16 << 20)	/* bytes of source notes read */

typedef struct snreader {
	uintptr_t sr_addr;		/* next byte */
	uintptr_t sr_base;		/* what sr_buf holds */
	size_t sr_len;
	uchar_t sr_buf[512];
} snreader_t;

static int
sn_byte(snreader_t *r, uchar_t *b)
{
	ssize_t n;

	if (r->sr_addr < r->sr_base || r->sr_addr >= r->sr_base + r->sr_len) {
		r->sr_base = r->sr_addr;
		n = mdb_vread(r->sr_buf, sizeof (r->sr_buf), r->sr_addr);
		if (n <= 0) {
			/* the end of a mapping: byte by byte */
			if (mdb_vread(r->sr_buf, 1, r->sr_addr) != 1)
				return (-1);
			n = 1;
		}
		r->sr_len = (size_t)n;
	}
	*b = r->sr_buf[r->sr_addr - r->sr_base];
	r->sr_addr++;
	return (0);
}

/*
 * The line of the bytecode at pc in script, from its source notes: each
 * note advances the bytecode offset by its delta; the line is the one in
 * force at the last note not past pc.  0 and *linep, or -1 with why.
 */
static int
pc_line(uintptr_t script, uintptr_t pc, uint_t first, uint_t *linep,
    char *why, size_t whylen)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t shared, isd;
	uint32_t codelen;
	uintptr_t code, target, offset = 0;
	uint_t line = first, type, i, k;
	uchar_t b, ob[4];
	uint32_t operand;
	snreader_t r;

	if (sm_rd64(script + f->sf_script_shared, &shared) != 0 || shared == 0 ||
	    sm_rd64(shared + f->sf_shared_isd, &isd) != 0 || isd == 0 ||
	    sm_rd32(isd + f->sf_isd_codelen, &codelen) != 0) {
		(void) snprintf(why, whylen, "script %lx: its bytecode is not "
		    "readable", script);
		return (-1);
	}
	code = isd + f->sf_isd_code;
	if (pc < code || pc >= code + codelen) {
		(void) snprintf(why, whylen, "pc %lx is not in script %lx's "
		    "bytecode (%lx, %u bytes)", pc, script, code, codelen);
		return (-1);
	}
	target = pc - code;
	(void) memset(&r, 0, sizeof (r));
	r.sr_addr = code + codelen;
	for (k = 0; ; k++) {
		if (r.sr_addr - (code + codelen) > SM_MAX_NOTES ||
		    sn_byte(&r, &b) != 0) {
			(void) snprintf(why, whylen, "script %lx: its source "
			    "notes are not readable to their end", script);
			return (-1);
		}
		if (b == f->sf_sn_null)
			break;
		type = b >> f->sf_sn_typeshift;
		if (type >= f->sf_sn_xdelta) {
			offset += b & f->sf_sn_xdeltamask;
			type = f->sf_sn_xdelta;
		} else
			offset += b & f->sf_sn_deltamask;
		if (offset > target)
			break;
		if (type >= f->sf_sn_ntypes)
			type = f->sf_sn_xdelta;
		operand = 0;
		for (i = 0; i < (uint_t)f->sf_sn_arity[type]; i++) {
			if (sn_byte(&r, &ob[0]) != 0)
				return (-1);
			if (ob[0] & 0x80) {
				if (sn_byte(&r, &ob[1]) != 0 ||
				    sn_byte(&r, &ob[2]) != 0 ||
				    sn_byte(&r, &ob[3]) != 0)
					return (-1);
				operand = ((uint32_t)(ob[0] & 0x7f) << 24) |
				    ((uint32_t)ob[1] << 16) |
				    ((uint32_t)ob[2] << 8) | ob[3];
			} else
				operand = ob[0];
			if (i == 0 && type == f->sf_sn_setline)
				line = f->sf_sn_setline_rel ? first + operand :
				    operand;
		}
		if (type == f->sf_sn_newline)
			line++;
	}
	*linep = line;
	return (0);
}

/* The main context, checked against the runtime: 0, or -1 with why. */
static int
main_context(uintptr_t *cxp, char *why, size_t whylen)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t cx, rt;

	if (sm_rd64(sm.ss_runtime + f->sf_rt_maincx, &cx) != 0 || cx == 0) {
		(void) snprintf(why, whylen, "the runtime %lx's main "
		    "context (JSRuntime::mainContext_) is not readable",
		    sm.ss_runtime);
		return (-1);
	}
	if (sm_rd64(cx + f->sf_cx_runtime, &rt) != 0 || rt != sm.ss_runtime) {
		(void) snprintf(why, whylen, "%lx, the runtime %lx's main "
		    "context, does not point back to it (JSContext::runtime_):"
		    " not a JSContext of ESR %s's layout", (uintptr_t)cx,
		    sm.ss_runtime, f->sf_line);
		return (-1);
	}
	*cxp = cx;
	return (0);
}

/* ---- JIT frames ---- */

/* The BaseScript of an interpreted JSFunction, or 0. */
static uintptr_t
fun_script_of(uintptr_t fun)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t w;

	if (f->sf_fun_script != SM_NOFF) {
		if (sm_rd64(fun + f->sf_fun_script, &w) != 0)
			return (0);
	} else if (f->sf_fun_script_slot != 0) {
		if (sm_rd64(fun + f->sf_obj_fixed +
		    (uintptr_t)f->sf_fun_script_slot * 8, &w) != 0)
			return (0);
	} else
		return (0);
	return ((uintptr_t)w);
}

/*
 * A CommonFrameLayout's descriptor: the caller's frame type, this frame's
 * header size in bytes and the caller's local size.  0, or -1 when it
 * cannot be one (a header smaller than the common layout, a caller's
 * size past sj_ent_maxlocal).
 */
int
sm_jit_descriptor(const sm_jitfacts_t *jf, uint64_t desc, uint_t *typep,
    uintptr_t *hdrp, uintptr_t *localp)
{
	*typep = (uint_t)(desc & jf->sj_type_mask);
	*hdrp = (uintptr_t)((desc >> jf->sj_hdr_shift) & jf->sj_hdr_mask) * 8;
	*localp = (uintptr_t)(desc >> jf->sj_size_shift);
	if (*hdrp < jf->sj_cfl_desc + 8 || *localp > jf->sj_ent_maxlocal)
		return (-1);
	return (0);
}

/* A callee token: its tag (CalleeTokenTag) and pointer. */
void
sm_jit_token(const sm_jitfacts_t *jf, uint64_t token, uint_t *tagp,
    uintptr_t *ptrp)
{
	*tagp = (uint_t)(token & jf->sj_tok_mask);
	*ptrp = (uintptr_t)(token & ~jf->sj_tok_mask);
}

/* A frame type's name, for what is said of it. */
static const char *
jit_type_name(const sm_jitfacts_t *jf, uint_t type)
{
	uint_t i;

	for (i = 0; jf->sj_ft_names[i] != NULL; i++) {
		if (i == type)
			return (jf->sj_ft_names[i]);
	}
	return ("(unknown type)");
}

/* One record that says the rest of a JitActivation is not decoded. */
static int
jit_undecoded(uintptr_t act, uintptr_t addr, sm_frame_f *cb, void *arg,
    const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static int
jit_undecoded(uintptr_t act, uintptr_t addr, sm_frame_f *cb, void *arg,
    const char *fmt, ...)
{
	sm_frame_t fr;
	va_list ap;

	if (cb == NULL)
		return (0);
	(void) memset(&fr, 0, sizeof (fr));
	fr.fr_kind = SM_FR_JIT;
	fr.fr_activation = addr != 0 ? addr : act;
	fr.fr_addr = act;
	va_start(ap, fmt);
	(void) vsnprintf(fr.fr_why, sizeof (fr.fr_why), fmt, ap);
	va_end(ap);
	return (cb(&fr, arg));
}

/* The JIT's own frame (stub, exit, entry ...) at addr. */
static int
jit_own(uintptr_t addr, uintptr_t place, uintptr_t ret, sm_frame_f *cb,
    void *arg, const char *fmt, ...) __attribute__((format(printf, 6, 7)));

static int
jit_own(uintptr_t addr, uintptr_t place, uintptr_t ret, sm_frame_f *cb,
    void *arg, const char *fmt, ...)
{
	sm_frame_t fr;
	va_list ap;

	if (cb == NULL)
		return (0);
	(void) memset(&fr, 0, sizeof (fr));
	fr.fr_kind = SM_FR_JITOWN;
	fr.fr_addr = addr;
	fr.fr_activation = place;
	fr.fr_retaddr = ret;
	va_start(ap, fmt);
	(void) vsnprintf(fr.fr_why, sizeof (fr.fr_why), fmt, ap);
	va_end(ap);
	return (cb(&fr, arg));
}

/*
 * The JS frame (BaselineJS or IonJS) whose JitFrameLayout is at L, into
 * fr: its callee token names the function (or the script, for top-level
 * and eval code); a Baseline frame's BaselineFrame says whether the
 * Baseline Interpreter runs it (then its pc is exact).
 */
static void
jit_js_frame(const sm_jitfacts_t *jf, uint_t type, uintptr_t L,
    uintptr_t ret, sm_frame_t *fr)
{
	uint64_t token, argc, fun = 0, w;
	uintptr_t ptr, script = 0;
	uint_t tag;

	(void) memset(fr, 0, sizeof (*fr));
	fr->fr_kind = SM_FR_JITJS;
	fr->fr_addr = L;
	fr->fr_activation = L;
	fr->fr_retaddr = ret;
	fr->fr_tier = type == jf->sj_ft_ion ? "ion" : "baseline";
	if (sm_rd64(L + jf->sj_jfl_token, &token) != 0 ||
	    sm_rd64(L + jf->sj_jfl_argc, &argc) != 0) {
		(void) strcpy(fr->fr_name, "?");
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "JIT frame "
		    "%lx: its callee token is not readable", (unsigned long)L);
		return;
	}
	sm_jit_token(jf, token, &tag, &ptr);
	if (tag == jf->sj_tok_script) {
		script = ptr;
	} else if (tag == jf->sj_tok_fun || tag == jf->sj_tok_ctor) {
		fr->fr_callee = ptr;
		fr->fr_constructing = tag == jf->sj_tok_ctor;
		script = fun_script_of(ptr);
		if (script == 0 || !is_function_script(script, &fun)) {
			(void) strcpy(fr->fr_name, "?");
			(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "JIT "
			    "frame %lx: its callee %lx has no script a function "
			    "of its own", (unsigned long)L, (unsigned long)ptr);
			script = 0;
		}
		if (argc > SM_MAX_ARGS) {
			(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "JIT "
			    "frame %lx: %lu arguments: not believed",
			    (unsigned long)L, (unsigned long)argc);
			argc = 0;
		}
		fr->fr_argc = (uint_t)argc;
		fr->fr_thisv = L + jf->sj_jfl_size;
		fr->fr_argv = L + jf->sj_jfl_size + 8;
		if (fr->fr_name[0] == '\0' && sm_func_name(ptr, fr->fr_name,
		    sizeof (fr->fr_name)) != 0) {
			(void) strcpy(fr->fr_name, "?");
			(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "JIT "
			    "frame %lx: its function's name is not readable",
			    (unsigned long)L);
		}
	} else {
		(void) strcpy(fr->fr_name, "?");
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "JIT frame "
		    "%lx: callee token %lx has tag %u, none of CalleeTokenTag's",
		    (unsigned long)L, (unsigned long)token, tag);
		return;
	}
	fr->fr_script = script;
	if (script != 0)
		script_where(script, fr);
	if (type != jf->sj_ft_baseline || script == 0)
		return;
	/* the BaselineFrame, under the frame pointer the frame saved */
	{
		uintptr_t bf = L - jf->sj_bf_fpoff - jf->sj_bf_size;
		uint32_t flags;
		uint64_t iscript, ipc;
		uint_t line;
		char lwhy[160];

		if (sm_rd32(bf + jf->sj_bf_flags, &flags) != 0) {
			(void) snprintf(fr->fr_why, sizeof (fr->fr_why),
			    "BaselineFrame %lx is not readable",
			    (unsigned long)bf);
			return;
		}
		if (!(flags & jf->sj_bf_in_interp))
			return;
		fr->fr_tier = "baseline-interpreter";
		if (sm_rd64(bf + jf->sj_bf_iscript, &iscript) != 0 ||
		    sm_rd64(bf + jf->sj_bf_ipc, &ipc) != 0 ||
		    iscript != script) {
			(void) snprintf(fr->fr_why, sizeof (fr->fr_why),
			    "BaselineFrame %lx: its interpreterScript_ is not "
			    "the frame's script %lx", (unsigned long)bf,
			    (unsigned long)script);
			return;
		}
		if (pc_line(script, (uintptr_t)ipc, fr->fr_line, &line, lwhy,
		    sizeof (lwhy)) == 0) {
			fr->fr_line = line;
			fr->fr_line_exact = 1;
		} else
			(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "%s",
			    lwhy);
	}
	(void) w;
}

/*
 * Walks the JitActivation at act as JSJitFrameIter does: from its exit
 * frame, each frame's descriptor gives its caller's type and where the
 * caller's frame is (this frame + its header + the caller's local size),
 * up to the entry frame.  Gives each frame to cb (NULL: none); *entryp:
 * the end of the entry frame (0: not reached); *outerp: the outermost JS
 * frame's script.  Returns cb's non-zero, or 0.
 */
static int
jit_walk(uintptr_t act, sm_frame_f *cb, void *arg, size_t *nfrp,
    uintptr_t *entryp, uintptr_t *outerp, uintptr_t *exitp)
{
	const sm_jitfacts_t *jf = sm_jitfacts_for(sm.ss_facts);
	uint64_t packed, ret, desc;
	uintptr_t cur, next, hdr, local;
	uint_t ptype;
	sm_frame_t fr;
	int rv;

	*entryp = 0;
	*outerp = 0;
	*exitp = 0;
	if (jf == NULL)
		return (jit_undecoded(act, 0, cb, arg, "frames run by the JIT:"
		    " no JIT layout for SpiderMonkey %s", sm.ss_version));
	if (sm_rd64(act + jf->sj_exitfp, &packed) != 0)
		return (jit_undecoded(act, 0, cb, arg, "frames run by the JIT:"
		    " the activation's exit frame pointer (packedExitFP_) is "
		    "not readable"));
	if (packed & jf->sj_exitfp_wasm)
		return (jit_undecoded(act, 0, cb, arg, "frames run by the JIT:"
		    " its exit frame is WebAssembly's: not decoded"));
	if (packed == 0)
		return (jit_undecoded(act, 0, cb, arg, "frames run by the JIT:"
		    " the activation has no exit frame (JIT code was running "
		    "when the process stopped): its frames are not decoded"));
	cur = (uintptr_t)packed;
	if (cur >= act || (cur & 7) != 0)
		return (jit_undecoded(act, 0, cb, arg, "frames run by the JIT:"
		    " its exit frame %lx is not below the activation on the "
		    "stack: taken to be damaged", (unsigned long)cur));
	*exitp = cur;
	if ((rv = jit_own(cur, cur, 0, cb, arg, "%s frame: JIT code "
	    "calling C++", jit_type_name(jf, jf->sj_ft_exit))) != 0)
		return (rv);
	for (;;) {
		if (++*nfrp > SM_MAX_FRAMES)
			return (jit_undecoded(act, cur, cb, arg, "more than %d "
			    "frames: the rest is taken to be damaged",
			    SM_MAX_FRAMES));
		if (sm_rd64(cur + jf->sj_cfl_desc, &desc) != 0)
			return (jit_undecoded(act, cur, cb, arg, "JIT frame %lx"
			    " is not readable: the rest of the activation is not "
			    "decoded", (unsigned long)cur));
		if (sm_jit_descriptor(jf, desc, &ptype, &hdr, &local) != 0)
			return (jit_undecoded(act, cur, cb, arg, "JIT frame %lx"
			    ": descriptor %lx is not one (header %lu, caller's "
			    "size %lu): the rest is taken to be damaged",
			    (unsigned long)cur, (unsigned long)desc,
			    (unsigned long)hdr, (unsigned long)local));
		next = cur + hdr + local;
		if (ptype == jf->sj_ft_entry) {
			*entryp = next;
			return (jit_own(next, act, 0, cb, arg, "%s frame: the "
			    "JIT's entry trampoline, called by C++ (the "
			    "JitActivation at %lx)", jit_type_name(jf, ptype),
			    (unsigned long)act));
		}
		if (next >= act)
			return (jit_undecoded(act, cur, cb, arg, "JIT frame %lx"
			    "'s caller would be at %lx, not below the activation:"
			    " the rest is taken to be damaged",
			    (unsigned long)cur, (unsigned long)next));
		if (ptype >= jf->sj_ft_walkable)
			return (jit_undecoded(act, cur, cb, arg, "a %s frame at "
			    "%lx: WebAssembly frames are not decoded",
			    jit_type_name(jf, ptype), (unsigned long)next));
		/* the callee's return address: a pc in its caller */
		ret = 0;
		(void) sm_rd64(cur + jf->sj_cfl_ret, &ret);
		cur = next;
		if (ptype == jf->sj_ft_ion || ptype == jf->sj_ft_baseline) {
			jit_js_frame(jf, ptype, cur, (uintptr_t)ret, &fr);
			*outerp = fr.fr_script;
			if (cb != NULL && (rv = cb(&fr, arg)) != 0)
				return (rv);
		} else if ((rv = jit_own(cur, cur, (uintptr_t)ret, cb, arg,
		    "%s frame", jit_type_name(jf, ptype))) != 0)
			return (rv);
	}
}

/* Is pc in an object's executable mapping (not anonymous JIT memory)? */
typedef struct jit_seg {
	uintptr_t js_addr;
	int js_named_exec;
} jit_seg_t;

static int
jit_seg_cb(const mdb_segment_t *ms, void *arg)
{
	jit_seg_t *js = arg;

	if (js->js_addr < ms->ms_start || js->js_addr >= ms->ms_end)
		return (0);
	js->js_named_exec = ms->ms_path != NULL &&
	    (ms->ms_prot & MDB_PROT_EXEC) != 0;
	return (1);
}

static int
named_code(uintptr_t pc)
{
	jit_seg_t js;

	js.js_addr = pc;
	js.js_named_exec = 0;
	(void) mdb_segment_iter(jit_seg_cb, &js);
	return (js.js_named_exec);
}

#define	SM_EXIT_REACH	(64 << 10)	/* JIT code's frame under its exit
					   frame: at most this far below */

int
sm_jit_resume(uintptr_t sp, uintptr_t *pcp, uintptr_t *spp, uintptr_t *fpp,
    char *why, size_t whylen)
{
	const sm_facts_t *f = sm.ss_facts;
	const sm_jitfacts_t *jf;
	uintptr_t cx, best = 0, bestexit = 0, entry, outer, exitfp, fp;
	uint64_t act, prevact, kind, callerfp, ret;
	size_t nact = 0, nfr = 0;

	if (f == NULL || (jf = sm_jitfacts_for(f)) == NULL) {
		(void) snprintf(why, whylen, "no JIT layout for SpiderMonkey "
		    "%s", sm.ss_version);
		return (-1);
	}
	if (sm_heap_find() != 0 || main_context(&cx, why, whylen) != 0)
		return (-1);
	if (sm_rd64(cx + f->sf_cx_activation, &act) != 0)
		act = 0;
	for (; act != 0 && nact++ < SM_MAX_ACTIVATIONS; act = prevact) {
		uint32_t k;

		if (sm_rd64(act + f->sf_act_prev, &prevact) != 0 ||
		    sm_rd32(act + f->sf_act_kind, &k) != 0)
			break;
		kind = k;
		if (kind != f->sf_act_jit ||
		    sm_rd64(act + jf->sj_exitfp, &ret) != 0 || ret == 0 ||
		    (ret & jf->sj_exitfp_wasm))
			continue;
		exitfp = (uintptr_t)ret;
		if (exitfp >= sp && exitfp - sp <= SM_EXIT_REACH &&
		    (bestexit == 0 || exitfp < bestexit)) {
			best = (uintptr_t)act;
			bestexit = exitfp;
		}
		if (prevact != 0 && prevact <= act)
			break;
	}
	if (best == 0) {
		(void) snprintf(why, whylen, "no JitActivation's exit frame "
		    "lies just above sp %lx: the JIT code there is not known "
		    "to have called out through one", (unsigned long)sp);
		return (-1);
	}
	(void) jit_walk(best, NULL, NULL, &nfr, &entry, &outer, &exitfp);
	if (entry == 0) {
		(void) snprintf(why, whylen, "the JitActivation at %lx could "
		    "not be walked to its entry frame", (unsigned long)best);
		return (-1);
	}
	fp = entry + jf->sj_ent_fp;
	if (fp + 16 > best || sm_rd64(fp, &callerfp) != 0 ||
	    sm_rd64(fp + 8, &ret) != 0 || !named_code((uintptr_t)ret)) {
		(void) snprintf(why, whylen, "the JitActivation at %lx: the "
		    "entry trampoline's frame at %lx does not hold a return "
		    "address into named code", (unsigned long)best,
		    (unsigned long)fp);
		return (-1);
	}
	*pcp = (uintptr_t)ret;
	*spp = fp + 16;
	*fpp = (uintptr_t)callerfp;
	return (0);
}

int
sm_jit_elided(const char *name)
{
	const sm_jitfacts_t *jf;
	size_t n;
	int i;

	if (name == NULL || sm.ss_facts == NULL ||
	    (jf = sm_jitfacts_for(sm.ss_facts)) == NULL)
		return (0);
	for (i = 0; jf->sj_elide[i] != NULL; i++) {
		n = strlen(jf->sj_elide[i]);
		if (strncmp(name, jf->sj_elide[i], n) == 0 &&
		    (name[n] == '(' || name[n] == '\0' || name[n] == '<'))
			return (1);
	}
	return (0);
}

int
sm_frame_iter(sm_frame_f *cb, void *arg, char *why, size_t whylen)
{
	const sm_facts_t *f = sm.ss_facts;
	uintptr_t cx;
	uint64_t act, prevact, fp, v, pc;
	uint32_t kind, flags, nactual;
	size_t nact = 0, nfr = 0;
	uintptr_t jit_outer = 0, jit_prev;
	sm_frame_t fr;
	int rv, first;

	if (f == NULL) {
		(void) snprintf(why, whylen, "no layout table for "
		    "SpiderMonkey %s", sm.ss_version);
		return (-1);
	}
	if (sm_heap_find() != 0) {
		(void) snprintf(why, whylen, "the runtime was not found");
		return (-1);
	}
	if (main_context(&cx, why, whylen) != 0)
		return (-1);
	if (sm_rd64(cx + f->sf_cx_activation, &act) != 0) {
		(void) snprintf(why, whylen, "the context %lx's activation "
		    "is not readable", cx);
		return (-1);
	}
	for (; act != 0; act = prevact) {
		if (++nact > SM_MAX_ACTIVATIONS) {
			(void) snprintf(why, whylen, "more than %d "
			    "activations: the chain is taken to be damaged",
			    SM_MAX_ACTIVATIONS);
			return (-1);
		}
		if (sm_rd64(act + f->sf_act_cx, &v) != 0 || v != cx ||
		    sm_rd64(act + f->sf_act_prev, &prevact) != 0 ||
		    sm_rd32(act + f->sf_act_kind, &kind) != 0) {
			(void) snprintf(why, whylen, "activation %lx is not "
			    "readable or not the context %lx's", (uintptr_t)act,
			    cx);
			return (-1);
		}
		if (prevact != 0 && prevact <= act) {
			/* activations live on the native stack, which grows
			   down: an older one is at a higher address */
			(void) snprintf(why, whylen, "activation %lx's "
			    "previous one %lx is not older on the stack: the "
			    "chain is taken to be damaged", (uintptr_t)act,
			    (uintptr_t)prevact);
			return (-1);
		}
		if (kind == f->sf_act_jit) {
			uintptr_t entry, exitfp;

			if (jit_walk((uintptr_t)act, cb, arg, &nfr, &entry,
			    &jit_outer, &exitfp) != 0)
				return (0);
			continue;
		}
		jit_prev = jit_outer;
		jit_outer = 0;
		if (kind != f->sf_act_interp) {
			(void) memset(&fr, 0, sizeof (fr));
			fr.fr_kind = SM_FR_JIT;
			fr.fr_activation = act;
			fr.fr_addr = act;
			(void) snprintf(fr.fr_why, sizeof (fr.fr_why),
			    "an activation of kind %u: not decoded", kind);
			if ((rv = cb(&fr, arg)) != 0)
				return (0);
			continue;
		}
		if (sm_rd64(act + f->sf_iact_fp, &fp) != 0 ||
		    sm_rd64(act + f->sf_iact_pc, &pc) != 0) {
			(void) snprintf(why, whylen, "interpreter activation"
			    " %lx: its frame is not readable", (uintptr_t)act);
			return (-1);
		}
		first = 1;
		while (fp != 0) {
			uint64_t script, argv, prev, callee, fun;

			if (++nfr > SM_MAX_FRAMES) {
				(void) snprintf(why, whylen, "more than %d "
				    "frames: the chain is taken to be damaged",
				    SM_MAX_FRAMES);
				return (-1);
			}
			(void) memset(&fr, 0, sizeof (fr));
			fr.fr_kind = SM_FR_INTERP;
			fr.fr_activation = act;
			fr.fr_addr = fp;
			if (sm_rd32(fp + f->sf_ifr_flags, &flags) != 0 ||
			    sm_rd32(fp + f->sf_ifr_nactual, &nactual) != 0 ||
			    sm_rd64(fp + f->sf_ifr_script, &script) != 0 ||
			    sm_rd64(fp + f->sf_ifr_argv, &argv) != 0 ||
			    sm_rd64(fp + f->sf_ifr_prev, &prev) != 0) {
				(void) snprintf(why, whylen, "interpreter "
				    "frame %lx is not readable", (uintptr_t)fp);
				return (-1);
			}
			fr.fr_script = script;
			fr.fr_in_jit = (flags & f->sf_ifr_in_jit) != 0;
			fr.fr_constructing =
			    (flags & f->sf_ifr_constructing) != 0;
			if (is_function_script(script, &fun)) {
				sm_value_t cv;

				if (nactual > SM_MAX_ARGS) {
					(void) snprintf(fr.fr_why,
					    sizeof (fr.fr_why), "%u arguments:"
					    " not believed", nactual);
					nactual = 0;
				}
				fr.fr_argc = nactual;
				fr.fr_argv = argv;
				/* the callee (the closure that ran) is
				   argv[-2]; else the script's function */
				fr.fr_callee = fun;
				if (argv != 0 && sm_rd64(argv - 16, &callee) == 0) {
					sm_value_decode(callee, &cv);
					if (cv.sv_type == SM_V_OBJECT)
						fr.fr_callee = cv.sv_ptr;
				}
				if (sm_func_name(fr.fr_callee, fr.fr_name,
				    sizeof (fr.fr_name)) != 0 &&
				    sm_func_name(fun, fr.fr_name,
				    sizeof (fr.fr_name)) != 0) {
					(void) strcpy(fr.fr_name, "?");
					(void) snprintf(fr.fr_why,
					    sizeof (fr.fr_why), "frame %lx: its "
					    "function's name is not readable",
					    (unsigned long)fp);
				}
			}
			if (script != 0)
				script_where(script, &fr);
			if (script != 0 && !fr.fr_in_jit) {
				uint_t line;
				char lwhy[160];

				if (pc_line(script, pc, fr.fr_line, &line,
				    lwhy, sizeof (lwhy)) == 0) {
					fr.fr_line = line;
					fr.fr_line_exact = 1;
				} else if (fr.fr_why[0] == '\0')
					(void) snprintf(fr.fr_why,
					    sizeof (fr.fr_why), "%s", lwhy);
			}
			/*
			 * The frame that entered the JIT (its loop, on stack):
			 * the JitActivation just before runs it, its outermost
			 * frame this script's (FrameIter skips it likewise).
			 */
			if (first && fr.fr_in_jit && jit_prev != 0 &&
			    jit_prev == script) {
				fr.fr_dup = 1;
				(void) snprintf(fr.fr_why, sizeof (fr.fr_why),
				    "the interpreter frame that entered the JIT: "
				    "its JIT frame above is where it runs");
			}
			first = 0;
			/* the caller's pc: where this frame was called */
			if (sm_rd64(fp + f->sf_ifr_prevpc, &pc) != 0)
				pc = 0;
			if ((rv = cb(&fr, arg)) != 0)
				return (0);
			if (prev != 0 && prev >= fp) {
				/* the interpreter's stack grows up */
				(void) snprintf(why, whylen, "frame %lx's "
				    "previous frame %lx is not below it: the "
				    "chain is taken to be damaged",
				    (uintptr_t)fp, (uintptr_t)prev);
				return (-1);
			}
			fp = prev;
		}
	}
	return (0);
}

/* A script's file name and first line, for the census (eng_heap.c). */
int
sm_script_where(uintptr_t script, char *file, size_t filelen, uint_t *linep,
    char *why, size_t whylen)
{
	sm_frame_t fr;

	memset(&fr, 0, sizeof (fr));
	script_where(script, &fr);
	*linep = fr.fr_line;
	(void) snprintf(file, filelen, "%s", fr.fr_file);
	if (fr.fr_file[0] == '\0') {
		(void) snprintf(why, whylen, "%s", fr.fr_why);
		return (-1);
	}
	return (0);
}
