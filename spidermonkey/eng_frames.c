/*
 * eng_frames.c: SpiderMonkey's frames family of the engine interface
 * (mdbmod/engine_frames.h), over stack.c's sm_frame_iter.
 *
 * SpiderMonkey's JS frames are not native frames: the context's chain of
 * js::Activations, C++ objects on the native stack, holds them.  Each
 * InterpreterFrame is given with its activation's address, so that
 * jsstack.c places it above the native frame running that activation
 * (js::Interpret's, for an InterpreterActivation).  A JitActivation's
 * frames are given at their own addresses on the native stack, the
 * functions Ion inlined into an Ion frame before it, at its address
 * (fr_inlined: jsstack.c groups them with it, as V8's); what cannot be
 * walked is one record saying so, and a native frame whose pc is in
 * anonymous executable memory (JIT code) is one too.  A record's name
 * (::jsframe's address) is the InterpreterFrame, the JIT frame, or the
 * JitActivation.
 *
 * Values are shown by kind in one line (jfo_describe, jfo_summary), not
 * printed: ::jsprint is the value printer's (js_print_value).
 */
#include <stdio.h>
#include <string.h>

#include "sm.h"
#include "engine_frames.h"
#include "engine_func.h"

extern const js_func_ops_t sm_func_ops;		/* eng_func.c */

#define	SMF_MAX_ARGS	1024	/* arguments shown for a frame */
#define	SMF_VALSZ	8	/* a JS::Value (64-bit boxing: sm.h) */

/* What a record keeps of its frame (js_frame_t's fr_engine). */
typedef struct sm_frpriv {
	uintptr_t sp_argv;		/* the actual arguments' Values */
	uint_t sp_argc;
	uintptr_t sp_script;
	const struct sm_inlval *sp_ion;	/* a function Ion inlined: its
					   receiver and arguments (sm_frame_t's
					   fr_ion_vals, copied), or NULL */
	uint_t sp_nion;
} sm_frpriv_t;

_Static_assert(sizeof (sm_frpriv_t) <= sizeof (((js_frame_t *)0)->fr_engine),
    "a SpiderMonkey frame fits a record");

static sm_frpriv_t *
priv(const js_frame_t *fr)
{
	return ((sm_frpriv_t *)(void *)fr->fr_engine);
}

/*
 * A copy of s that lives to the dcmd's end (a record is copied: its
 * texts are pointers), or dflt when there is no memory for it.
 */
static const char *
smf_keep(const char *s, const char *dflt)
{
	size_t n = strlen(s) + 1;
	char *w = mdb_alloc(n, UM_GC);

	if (w == NULL)
		return (dflt);
	(void) memcpy(w, s, n);
	return (w);
}

/* -v's "posn:" of a wasm frame: its place as Error().stack writes it. */
static const char *
smf_wasm_posn(const sm_frame_t *sf)
{
	char buf[sizeof (sf->fr_why) + 128];

	if (sf->fr_wasm_off >= 0)
		(void) snprintf(buf, sizeof (buf), "wasm-function[%lld]:0x%llx "
		    "(%s: the call at that byte offset of its module)",
		    (long long)sf->fr_wasm_func, (long long)sf->fr_wasm_off,
		    sf->fr_tier);
	else
		(void) snprintf(buf, sizeof (buf), "wasm-function[%lld] (%s: "
		    "the bytecode offset is not decoded%s%s)",
		    (long long)sf->fr_wasm_func, sf->fr_tier,
		    sf->fr_why[0] != '\0' ? ": " : "", sf->fr_why);
	return (smf_keep(buf, NULL));
}

/*
 * A WebAssembly frame: named as the engine names it, its file the
 * module's; it has no lines: where it is, the function's index and the
 * bytecode offset of the call it is in, as Error().stack writes them
 * ("wasm-function[N]:0xOFF"), begins its position reason.
 */
static void
smf_wasm(const sm_frame_t *sf, js_frame_t *fr)
{
	js_where_t *jw = &fr->fr_where;
	size_t n = sizeof (sf->fr_why) + 256;
	char *w;

	fr->fr_kind = JS_FR_JS;
	fr->fr_fp = sf->fr_addr;
	fr->fr_pc = sf->fr_retaddr;
	fr->fr_pcret = 1;
	fr->fr_tier = sf->fr_tier;
	if (strcmp(sf->fr_name, "?") == 0)
		(void) snprintf(fr->fr_name, sizeof (fr->fr_name),
		    "<name not decoded: %s>", sf->fr_why);
	else
		(void) snprintf(fr->fr_name, sizeof (fr->fr_name), "%s",
		    sf->fr_name);
	fr->fr_noargs = "a WebAssembly frame: its arguments and locals are "
	    "not decoded";
	fr->fr_where_done = 1;
	jw->jw_ok = 1;
	jw->jw_have_script = 1;
	jw->jw_line = -1;
	jw->jw_column = -1;
	if (sf->fr_file[0] != '\0') {
		(void) snprintf(jw->jw_file, sizeof (jw->jw_file), "%s",
		    sf->fr_file);
		jw->jw_have_name = 1;
	} else {
		(void) snprintf(jw->jw_file, sizeof (jw->jw_file),
		    "<not decoded: %s>", sf->fr_file_why);
		jw->jw_script_reason = smf_keep(sf->fr_file_why, "the module's "
		    "file name could not be read");
	}
	if ((w = mdb_alloc(n, UM_GC)) == NULL) {
		jw->jw_position_reason = "a WebAssembly frame: no lines";
		return;
	}
	if ((jw->jw_posn_text = smf_wasm_posn(sf)) == NULL)
		jw->jw_posn_text = "a WebAssembly frame (no lines)";
	if (sf->fr_wasm_off >= 0)
		(void) snprintf(w, n, "wasm-function[%lld]:0x%llx: a "
		    "WebAssembly frame (no lines): function %lld, the call at "
		    "byte offset 0x%llx of its module (its code's CallSite)",
		    (long long)sf->fr_wasm_func, (long long)sf->fr_wasm_off,
		    (long long)sf->fr_wasm_func, (long long)sf->fr_wasm_off);
	else
		(void) snprintf(w, n, "wasm-function[%lld]: a WebAssembly "
		    "frame (no lines): its bytecode offset is not decoded: %s",
		    (long long)sf->fr_wasm_func, sf->fr_why);
	jw->jw_position_reason = w;
}

/* A frame of stack.c as a record of jsstack.c's. */
static void
smf_record(const sm_frame_t *sf, js_frame_t *fr)
{
	js_where_t *jw = &fr->fr_where;

	(void) memset(fr, 0, sizeof (*fr));
	fr->fr_stackaddr = sf->fr_activation;
	if (sf->fr_kind == SM_FR_JIT) {
		fr->fr_kind = JS_FR_UNDECODED;
		fr->fr_fp = sf->fr_activation;
		(void) snprintf(fr->fr_text, sizeof (fr->fr_text), "JIT "
		    "activation %lx: %s", (unsigned long)sf->fr_addr,
		    sf->fr_why);
		return;
	}
	if (sf->fr_kind == SM_FR_JITOWN) {
		/* the JIT's own frame: elided unless -a, as V8's stubs */
		fr->fr_kind = JS_FR_INTERNAL;
		fr->fr_fp = sf->fr_addr;
		fr->fr_pc = sf->fr_retaddr;
		fr->fr_pcret = 1;
		fr->fr_type = "jit";
		(void) snprintf(fr->fr_text, sizeof (fr->fr_text),
		    "<SpiderMonkey JIT: %s>", sf->fr_why);
		(void) snprintf(fr->fr_reason, sizeof (fr->fr_reason),
		    "a frame of SpiderMonkey's JIT of its own: %s", sf->fr_why);
		return;
	}
	if (sf->fr_kind == SM_FR_WASM) {
		smf_wasm(sf, fr);
		return;
	}
	if (sf->fr_dup) {
		/* shown as the JIT frame that runs it */
		fr->fr_kind = JS_FR_INTERNAL;
		fr->fr_fp = sf->fr_addr;
		fr->fr_type = "interpreter-entered-jit";
		(void) snprintf(fr->fr_text, sizeof (fr->fr_text),
		    "<interpreter frame of %s: it entered the JIT; its JIT "
		    "frame above is where it runs>", sf->fr_callee == 0 ?
		    "top-level code" : sf->fr_name);
		(void) snprintf(fr->fr_reason, sizeof (fr->fr_reason), "%s",
		    sf->fr_why);
		return;
	}
	fr->fr_kind = JS_FR_JS;
	fr->fr_fp = sf->fr_addr;
	fr->fr_tier = sf->fr_tier != NULL ? sf->fr_tier : sf->fr_in_jit ?
	    "jit" : "interpreted";
	if (sf->fr_kind == SM_FR_JITJS) {
		fr->fr_pc = sf->fr_retaddr;
		fr->fr_pcret = 1;
	}
	if (sf->fr_tier != NULL && strcmp(sf->fr_tier, "ion") == 0 &&
	    sf->fr_ion_inl < 0) {
		/* the record is copied: the text lives to the dcmd's end */
		char *w = mdb_alloc(sizeof (sf->fr_inl_why), UM_GC);

		if (w != NULL)
			(void) snprintf(w, sizeof (sf->fr_inl_why), "%s",
			    sf->fr_inl_why);
		fr->fr_inl_unknown = w != NULL ? w : "functions Ion inlined "
		    "into this frame, if any, are not decoded";
	}
	if (sf->fr_inlined) {
		fr->fr_inlined = 1;
		fr->fr_noargs = "a function Ion inlined: its receiver and "
		    "arguments are in the Ion frame's snapshot, which is not "
		    "read for them";
	}
	if (sf->fr_callee != 0 && sf->fr_ion_nvals > 0 && !sf->fr_bad) {
		/* an Ion frame's, an inlined function's: its snapshot's */
		size_t sz = sf->fr_ion_nvals * sizeof (sf->fr_ion_vals[0]);
		struct sm_inlval *iv = mdb_alloc(sz, UM_GC);

		if (iv != NULL) {
			(void) memcpy(iv, sf->fr_ion_vals, sz);
			priv(fr)->sp_ion = iv;
			priv(fr)->sp_nion = sf->fr_ion_nvals;
			fr->fr_noargs = NULL;
		} else if (!sf->fr_inlined)
			fr->fr_noargs = "out of memory for the Ion frame's "
			    "arguments";
	}
	priv(fr)->sp_script = sf->fr_script;
	if (sf->fr_bad) {
		/* neither its script nor its callee: nothing is guessed */
		(void) snprintf(fr->fr_name, sizeof (fr->fr_name),
		    "<frame not decoded: %s>", sf->fr_why);
		fr->fr_bare = 1;
		fr->fr_noargs = "the frame is not decoded: its callee, "
		    "receiver and arguments are not known";
		fr->fr_where_done = 1;
		jw->jw_ok = 1;
		jw->jw_have_script = 1;		/* not known to be builtin */
		jw->jw_line = -1;
		jw->jw_column = -1;
		jw->jw_script_reason = smf_keep(sf->fr_why, "the frame's "
		    "script could not be read");
		jw->jw_position_reason = jw->jw_script_reason;
		/* for ::jsframe -p file; -v shows none */
		(void) snprintf(jw->jw_file, sizeof (jw->jw_file),
		    "<not decoded: %s>", sf->fr_why);
		return;
	}
	if (sf->fr_callee == 0 && sf->fr_inlined) {
		(void) snprintf(fr->fr_name, sizeof (fr->fr_name),
		    "<function not decoded: %s>", sf->fr_why);
	} else if (sf->fr_callee == 0) {
		(void) snprintf(fr->fr_name, sizeof (fr->fr_name),
		    "<top-level code>");
		fr->fr_noargs = "top-level code: no callee, receiver or "
		    "arguments in the frame";
	} else {
		fr->fr_have_func = 1;
		fr->fr_func = sf->fr_callee;
		fr->fr_idlabel = "JSFunction";
		fr->fr_idaddr = sf->fr_callee;
		if (strcmp(sf->fr_name, "?") == 0)
			(void) snprintf(fr->fr_name, sizeof (fr->fr_name),
			    "<name not decoded: %s>", sf->fr_why);
		else
			(void) snprintf(fr->fr_name, sizeof (fr->fr_name),
			    "%s", sf->fr_name[0] != '\0' ? sf->fr_name :
			    "<anonymous>");
		priv(fr)->sp_argv = sf->fr_argv;
		priv(fr)->sp_argc = sf->fr_argc;
		if (sf->fr_noargs_why[0] != '\0')
			fr->fr_noargs = smf_keep(sf->fr_noargs_why, "its argv_ "
			    "is not readable: receiver and arguments are not "
			    "known");
		else if (sf->fr_args_why[0] != '\0')
			fr->fr_args_why = smf_keep(sf->fr_args_why, "the "
			    "argument count is not believed");
	}
	if (sf->fr_note[0] != '\0')
		fr->fr_note = smf_keep(sf->fr_note, "the frame's flags are not "
		    "believed");

	/* where: filled now, from what sm_frame_iter read */
	fr->fr_where_done = 1;
	jw->jw_ok = 1;
	jw->jw_column = -1;
	jw->jw_script = sf->fr_script;
	/* a frame whose script did not read is not builtin code */
	jw->jw_have_script = sf->fr_script != 0 || sf->fr_file_why[0] != '\0';
	if (sf->fr_file[0] != '\0') {
		(void) snprintf(jw->jw_file, sizeof (jw->jw_file), "%s",
		    sf->fr_file);
		jw->jw_have_name = 1;
	} else {
		/* said where the file would be: never a value's look */
		const char *fw = sf->fr_file_why[0] != '\0' ?
		    sf->fr_file_why : "the script's file name could not be "
		    "read";

		(void) snprintf(jw->jw_file, sizeof (jw->jw_file),
		    "<not decoded: %s>", fw);
		jw->jw_script_reason = smf_keep(fw, "the script's file name "
		    "could not be read");
	}
	jw->jw_line = sf->fr_line != 0 ? (intptr_t)sf->fr_line : -1;
	jw->jw_current = sf->fr_line_exact;
	if (jw->jw_line <= 0 && sf->fr_script == 0)
		jw->jw_position_reason = jw->jw_script_reason;
	else if (jw->jw_line <= 0)
		jw->jw_position_reason = "the script's line could not be read";
	else if (sf->fr_note[0] != '\0' && !sf->fr_line_exact)
		jw->jw_position_reason = fr->fr_note;
	else if (sf->fr_line_exact && sf->fr_column > 0)
		jw->jw_column = sf->fr_column;
	else if (sf->fr_line_exact)
		jw->jw_position_reason = "the column did not decode (the "
		    "source notes' column spans run out of range)";
	else if (sf->fr_inlined)
		jw->jw_position_reason = "a function Ion inlined whose callee "
		    "is not decoded: no script, no line";
	else if (sf->fr_kind == SM_FR_JITJS) {
		/* the record is copied: the text lives to the dcmd's end */
		size_t n = sizeof (sf->fr_why) + 128;
		char *w = mdb_alloc(n, UM_GC);

		if (w != NULL)
			(void) snprintf(w, n, "its return address did not map "
			    "to bytecode (%s): the line is where its script or "
			    "function starts; the column is not decoded",
			    sf->fr_why[0] != '\0' ? sf->fr_why : "not said");
		jw->jw_position_reason = w != NULL ? w : "its return address "
		    "did not map to bytecode: the line is where its script or "
		    "function starts; the column is not decoded";
	}
	else if (sf->fr_in_jit)
		jw->jw_position_reason = "the frame runs in JIT code, whose "
		    "pc is not decoded: the line is where its script or "
		    "function starts; the column is not decoded";
	else
		jw->jw_position_reason = "the frame's pc did not map to a "
		    "line: the line is where its script or function starts; "
		    "the column is not decoded";
}

typedef struct smf_iter {
	js_frame_f *si_cb;
	void *si_arg;
	js_frame_t *si_fr;
} smf_iter_t;

static int
smf_iter_cb(const sm_frame_t *sf, void *arg)
{
	smf_iter_t *si = arg;

	smf_record(sf, si->si_fr);
	return (si->si_cb(si->si_fr, si->si_arg));
}

static int
smf_activations(js_frame_f *cb, void *arg, char *why, size_t whylen)
{
	smf_iter_t si;

	si.si_cb = cb;
	si.si_arg = arg;
	if ((si.si_fr = mdb_alloc(sizeof (js_frame_t), UM_GC)) == NULL) {
		(void) snprintf(why, whylen, "out of memory");
		return (-1);
	}
	return (sm_frame_iter(smf_iter_cb, &si, why, whylen));
}

/* The segment holding an address. */
typedef struct smf_seg {
	uintptr_t ss_addr;
	int ss_found;
	int ss_anon_exec;		/* anonymous, executable */
} smf_seg_t;

static int
smf_seg_cb(const mdb_segment_t *ms, void *arg)
{
	smf_seg_t *ss = arg;

	if (ss->ss_addr < ms->ms_start || ss->ss_addr >= ms->ms_end)
		return (0);
	ss->ss_found = 1;
	ss->ss_anon_exec = ms->ms_path == NULL &&
	    (ms->ms_prot & MDB_PROT_EXEC) != 0;
	return (1);
}

/*
 * Is pc in code no object maps (anonymous executable memory: JIT or
 * other generated code)?  Such a frame is not native code jsmdb can
 * name, and SpiderMonkey's JIT frames are not decoded: said as such.
 */
static int
smf_anon_code(uintptr_t pc)
{
	smf_seg_t ss;

	(void) memset(&ss, 0, sizeof (ss));
	ss.ss_addr = pc;
	(void) mdb_segment_iter(smf_seg_cb, &ss);
	return (ss.ss_found && ss.ss_anon_exec);
}

/*
 * The name of the engine's native function at pc when it is one of those
 * that run JS frames (facts.c's table), into buf: 1; else 0.
 */
static int
smf_engine_native(uintptr_t pc, int isret, char *buf, size_t len)
{
	GElf_Sym sym;
	char *bt;

	if (mdb_lookup_by_addr(isret && pc > 0 ? pc - 1 : pc, MDB_SYM_FUZZY,
	    buf, len, &sym) != 0)
		return (0);
	if ((bt = strchr(buf, '`')) != NULL)
		(void) memmove(buf, bt + 1, strlen(bt + 1) + 1);
	return (sm_jit_elided(buf));
}

static int
smf_native(uintptr_t fp, uintptr_t pc, int isret)
{
	char name[MDB_SYM_NAMLEN];

	(void) fp;
	if (smf_anon_code(isret && pc > 0 ? pc - 1 : pc))
		return (0);
	return (!smf_engine_native(pc, isret, name, sizeof (name)));
}

/*
 * Where the unwinder stopped in JIT code: the native caller of the JIT's
 * entry trampoline, from the JitActivation whose exit frame lies just
 * above (stack.c: sm_jit_resume).
 */
static int
smf_resume(uintptr_t sp, uintptr_t fp, uintptr_t pc, mdb_reg_t *regs,
    uint_t nregs, uint64_t *known, char *why, size_t whylen)
{
	uintptr_t npc, nsp, nfp;
	mdb_target_info_t ti;

	(void) fp;
	(void) pc;
	/*
	 * The entry trampoline's frame (facts.c: sj_ent_fp) holds the
	 * caller's frame pointer and return address on both architectures
	 * there are JIT rows for: x86-64's push of rbp after the call's
	 * return address, aarch64's stp of x29 and x30 (the native caller's
	 * pc is then its link register's value, its sp above the pair).
	 */
	(void) memset(&ti, 0, sizeof (ti));
	if (mdb_target_info(&ti) != 0 || sm.ss_facts == NULL ||
	    ti.mti_pc >= nregs || ti.mti_sp >= nregs || ti.mti_fp >= nregs ||
	    ti.mti_pc >= 64 || ti.mti_sp >= 64 || ti.mti_fp >= 64) {
		(void) snprintf(why, whylen, "SpiderMonkey's JIT frames are "
		    "not read on %s", ti.mti_arch != NULL ? ti.mti_arch :
		    "this architecture");
		return (-1);
	}
	if (sm_jit_resume(sp, &npc, &nsp, &nfp, why, whylen) != 0)
		return (-1);
	(void) memset(regs, 0, nregs * sizeof (*regs));
	regs[ti.mti_pc] = npc;
	regs[ti.mti_sp] = nsp;
	regs[ti.mti_fp] = nfp;
	*known = (1ULL << ti.mti_pc) | (1ULL << ti.mti_sp) |
	    (1ULL << ti.mti_fp);
	return (0);
}

typedef struct smf_find {
	uintptr_t sf_addr;
	js_frame_t *sf_fr;		/* sf_max records */
	int sf_max;
	int sf_found;			/* records kept */
} smf_find_t;

/*
 * The records of the frame at sf_addr: those Ion inlined there (innermost
 * first, when there is room for them and the frame's own), then its own.
 */
static int
smf_find_cb(const js_frame_t *fr, void *arg)
{
	smf_find_t *ff = arg;

	if (fr->fr_fp != ff->sf_addr)
		return (ff->sf_found > 0);
	if (fr->fr_inlined) {
		if (ff->sf_found + 1 < ff->sf_max)
			ff->sf_fr[ff->sf_found++] = *fr;
		return (0);
	}
	ff->sf_fr[ff->sf_found++] = *fr;
	return (1);
}

/* The InterpreterFrame (or JitActivation) named addr. */
static int
smf_decode(uintptr_t addr, uintptr_t pc, int isret, js_frame_t *frs,
    int max, const char **whyp)
{
	static char why[256];
	char fname[MDB_SYM_NAMLEN];
	smf_find_t ff;
	uint64_t w;

	if (max < 1)
		return (0);
	if (pc != 0 && smf_engine_native(pc, isret, fname, sizeof (fname))) {
		/* the engine's native code running JS frames */
		(void) memset(&frs[0], 0, sizeof (frs[0]));
		frs[0].fr_kind = JS_FR_INTERNAL;
		frs[0].fr_fp = addr;
		frs[0].fr_pc = pc;
		frs[0].fr_pcret = isret;
		frs[0].fr_type = "engine";
		(void) mdb_snprintf(frs[0].fr_text, sizeof (frs[0].fr_text),
		    "%a", pc);
		(void) snprintf(frs[0].fr_reason, sizeof (frs[0].fr_reason),
		    "SpiderMonkey's native code running JS frames (%.400s)",
		    fname);
		return (1);
	}
	if (pc != 0 && smf_anon_code(isret && pc > 0 ? pc - 1 : pc)) {
		/* a native frame of generated code (jsstack.c's walk) */
		(void) memset(&frs[0], 0, sizeof (frs[0]));
		frs[0].fr_kind = JS_FR_UNDECODED;
		frs[0].fr_fp = addr;
		frs[0].fr_pc = pc;
		frs[0].fr_pcret = isret;
		(void) snprintf(frs[0].fr_text, sizeof (frs[0].fr_text),
		    "frame of code at %lx in anonymous executable memory (JIT "
		    "or other generated code): not decoded", (unsigned long)pc);
		return (1);
	}
	if (mdb_vread(&w, sizeof (w), addr) != sizeof (w))
		return (-1);
	ff.sf_addr = addr;
	ff.sf_fr = &frs[0];
	ff.sf_max = max;
	ff.sf_found = 0;
	why[0] = '\0';
	if (smf_activations(smf_find_cb, &ff, why, sizeof (why)) != 0 &&
	    !ff.sf_found) {
		*whyp = why;
		return (0);
	}
	if (ff.sf_found == 0 || frs[ff.sf_found - 1].fr_inlined) {
		*whyp = "not an InterpreterFrame, JIT frame or JitActivation "
		    "of the main context's activations";
		return (0);
	}
	return (ff.sf_found);
}

static void
smf_where(js_frame_t *fr)
{
	/* filled by smf_record */
	(void) fr;
}

static int
smf_receiver(const js_frame_t *fr, jsval_t *vp)
{
	uint64_t v;

	if (priv(fr)->sp_ion != NULL) {
		if (!priv(fr)->sp_ion[0].iv_ok)
			return (-1);
		*vp = priv(fr)->sp_ion[0].iv_val;
		return (0);
	}

	/* thisv is argv[-1] (InterpreterFrame::thisArgument) */
	if (priv(fr)->sp_argv == 0 ||
	    mdb_vread(&v, sizeof (v), priv(fr)->sp_argv - SMF_VALSZ) !=
	    sizeof (v))
		return (-1);
	*vp = v;
	return (0);
}

static int
smf_nargs(const js_frame_t *fr)
{
	uint_t n = priv(fr)->sp_argc;

	if (fr->fr_args_why != NULL)
		return (-1);	/* not believed: said on the frame */
	return (n > SMF_MAX_ARGS ? SMF_MAX_ARGS : (int)n);
}

static int
smf_arg(const js_frame_t *fr, int i, jsval_t *vp)
{
	uint64_t v;

	if (priv(fr)->sp_ion != NULL) {
		if (i < 0 || (uint_t)i + 1 >= priv(fr)->sp_nion ||
		    !priv(fr)->sp_ion[i + 1].iv_ok)
			return (-1);
		*vp = priv(fr)->sp_ion[i + 1].iv_val;
		return (0);
	}

	if (i < 0 || (uint_t)i >= priv(fr)->sp_argc ||
	    priv(fr)->sp_argv == 0 ||
	    mdb_vread(&v, sizeof (v), priv(fr)->sp_argv +
	    (uintptr_t)i * SMF_VALSZ) != sizeof (v))
		return (-1);
	*vp = v;
	return (0);
}

/* Why an inlined frame's receiver (-1) or argument i is not given. */
static int
smf_arg_why(const js_frame_t *fr, int i, char *buf, size_t len)
{
	const sm_frpriv_t *p = priv(fr);

	if (p->sp_ion == NULL || i < -1)
		return (-1);
	if ((uint_t)(i + 1) >= p->sp_nion) {
		if ((uint_t)i >= p->sp_argc)
			return (-1);
		(void) snprintf(buf, len, "jsmdb reads the first %d "
		    "arguments of an inlined function", SM_ION_MAXVALS - 1);
		return (0);
	}
	if (p->sp_ion[i + 1].iv_ok)
		return (-1);
	(void) snprintf(buf, len, "%s", p->sp_ion[i + 1].iv_why);
	return (0);
}

/* A double as JavaScript writes it, where %.17g round-trips. */
static void
smf_double(double d, char *buf, size_t len)
{
	int p;

	for (p = 1; p <= 17; p++) {
		char tmp[64];
		double back;

		(void) snprintf(tmp, sizeof (tmp), "%.*g", p, d);
		if (sscanf(tmp, "%lf", &back) == 1 && back == d) {
			(void) snprintf(buf, len, "%s", tmp);
			return;
		}
	}
	(void) snprintf(buf, len, "%.17g", d);
}

/*
 * A value in one line: describe ("int32: 3", "string: \"x\"", "object:
 * Array") or summarise (3, "x", {...}); -1 when not decoded.
 */
static int
smf_text(jsval_t bits, int summary, char *buf, size_t len)
{
	char s[256], why[128];
	const char *cn = NULL;
	uintptr_t clasp;
	sm_value_t v;
	int trunc = 0;

	sm_value_decode(bits, &v);
	switch (v.sv_type) {
	case SM_V_DOUBLE:
		smf_double(v.sv_double, s, sizeof (s));
		(void) snprintf(buf, len, "%s%s", summary ? "" : "double: ", s);
		return (0);
	case SM_V_INT32:
		(void) snprintf(buf, len, "%s%d", summary ? "" : "int32: ",
		    v.sv_int);
		return (0);
	case SM_V_BOOLEAN:
		(void) snprintf(buf, len, "%s%s", summary ? "" : "boolean: ",
		    v.sv_int ? "true" : "false");
		return (0);
	case SM_V_UNDEFINED:
		(void) snprintf(buf, len, "undefined");
		return (0);
	case SM_V_NULL:
		(void) snprintf(buf, len, "null");
		return (0);
	case SM_V_STRING:
		if (sm_string_read(v.sv_ptr, s, sizeof (s), &trunc, why,
		    sizeof (why)) != 0) {
			(void) snprintf(buf, len, "string: <not decoded: %s>",
			    why);
			return (-1);
		}
		(void) snprintf(buf, len, "%s\"%s%s\"", summary ? "" :
		    "string: ", s, trunc ? "..." : "");
		return (0);
	case SM_V_OBJECT:
		if (sm_obj_class(v.sv_ptr, &clasp) == 0)
			cn = sm_class_name(clasp);
		if (cn == NULL) {
			(void) snprintf(buf, len, "object: <class not "
			    "readable>");
			return (-1);
		}
		if (summary) {
			(void) snprintf(buf, len, "%s", strcmp(cn, "Array") ==
			    0 ? "[...]" : strcmp(cn, "Function") == 0 ?
			    "function" : "{...}");
			if (strcmp(cn, "Function") == 0 &&
			    sm_func_name(v.sv_ptr, s, sizeof (s)) == 0 &&
			    s[0] != '\0')
				(void) snprintf(buf, len, "function %s", s);
			return (0);
		}
		(void) snprintf(buf, len, "object: %s", cn);
		return (0);
	default:
		(void) snprintf(buf, len, "%s: <not decoded>",
		    sm_vtype_name(v.sv_type));
		return (-1);
	}
}

static void
smf_describe(jsval_t v, char *buf, size_t len)
{
	(void) smf_text(v, 0, buf, len);
}

static int
smf_summary(jsval_t v, char *buf, size_t len)
{
	return (smf_text(v, 1, buf, len));
}

/*
 * -v: the frame's lines, through the function source reader ::jssource
 * uses (eng_func.c's je_func ops); top-level code has no function to ask.
 */
static int
smf_source(const js_frame_t *fr, intptr_t first, intptr_t last,
    intptr_t mark)
{
	const js_func_ops_t *fo = &sm_func_ops;
	js_source_t src;
	jsval_t fn;

	if (!fr->fr_have_func || fo->jf_source_text == NULL) {
		mdb_printf("source: not read for top-level code (only a "
		    "function's script is read)\n");
		return (-1);
	}
	fn = fr->fr_func;	/* je_func's functions are their address */
	(void) memset(&src, 0, sizeof (src));
	if (fo->jf_check(fn) != 0 || fo->jf_source_text(fn, &src) != 0 ||
	    src.js_text == NULL)
		return (-1);
	return (js_source_print(src.js_text, src.js_len, src.js_text_line,
	    first, last, mark, mark));
}

const js_frame_ops_t sm_frame_ops = {
	.jfo_check = NULL,
	.jfo_native = smf_native,
	.jfo_caller = NULL,
	.jfo_decode = smf_decode,
	.jfo_activations = smf_activations,
	.jfo_where = smf_where,
	.jfo_matches = NULL,
	.jfo_receiver = smf_receiver,
	.jfo_nargs = smf_nargs,
	.jfo_arg = smf_arg,
	.jfo_arg_why = smf_arg_why,
	.jfo_describe = smf_describe,
	.jfo_summary = smf_summary,
	.jfo_source = smf_source,
	.jfo_resume = smf_resume,
};
