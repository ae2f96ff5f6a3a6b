/*
 * stack.c: the JS frames of the thread that died.  From the runtime the
 * GC chunks name, its main JSContext (checked: the context's runtime_
 * points back), then the context's chain of js::Activations, innermost
 * first.  An InterpreterActivation holds InterpreterFrames linked by
 * prev_ from its regs_.fp_; each gives its script, its callee (argv[-2])
 * and its actual arguments.  A JitActivation's frames live on the native
 * stack in the JIT's own layout: they are not decoded yet, and each such
 * activation is reported once as a frame of kind SM_FR_JIT saying so.
 *
 * Lines: from the frame's pc through its script's source notes
 * (pc_line); when that fails, or the frame runs in JIT code (its pc is
 * stale), the script's first line (BaseScript extent_.lineno) with
 * fr_line_exact 0, which callers print marked as the function's start.
 */
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

int
sm_frame_iter(sm_frame_f *cb, void *arg, char *why, size_t whylen)
{
	const sm_facts_t *f = sm.ss_facts;
	uintptr_t cx;
	uint64_t act, prevact, fp, v, pc;
	uint32_t kind, flags, nactual;
	size_t nact = 0, nfr = 0;
	sm_frame_t fr;
	int rv;

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
		if (kind != f->sf_act_interp) {
			(void) memset(&fr, 0, sizeof (fr));
			fr.fr_kind = SM_FR_JIT;
			fr.fr_activation = act;
			(void) snprintf(fr.fr_why, sizeof (fr.fr_why),
			    kind == f->sf_act_jit ? "frames run by the JIT "
			    "(Baseline, Ion): not decoded" : "an activation of "
			    "kind %u: not decoded", kind);
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
