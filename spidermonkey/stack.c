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
 * Lines and columns: from the frame's pc through its script's source
 * notes (pc_line).  The pc of a Baseline Interpreter frame is its
 * BaselineFrame's; a Baseline-compiled frame's, its return address
 * through the BaselineScript's RetAddrEntry table (baseline_line); an Ion
 * frame's, its return address through the IonScript's safepoint, OSI
 * point, snapshot and recover instructions, whose resume points are also
 * the functions Ion inlined there, given as frames of their own
 * (ion_frames).  When that fails the script's first line (BaseScript
 * extent_.lineno) with fr_line_exact 0, which callers print marked as
 * the function's start, and fr_why says why.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
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

/*
 * The script's file name and first line into fr: 0; 1 when its file name
 * is not readable, 2 when it is no script (its lineno or ScriptSource is
 * not readable); fr_why and fr_file_why say why.
 */
static int
script_where(uintptr_t script, sm_frame_t *fr)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t sso, ss, box, chars;
	uint32_t line;
	uchar_t some;

	fr->fr_file[0] = '\0';
	fr->fr_line = 0;
	fr->fr_line_exact = 0;
	if (sm_rd32(script + f->sf_script_lineno, &line) != 0) {
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why),
		    "script %lx is not readable", script);
		(void) snprintf(fr->fr_file_why, sizeof (fr->fr_file_why),
		    "%s", fr->fr_why);
		return (2);
	}
	fr->fr_line = line;
	if (sm_rd64(script + f->sf_script_sso, &sso) != 0 || sso == 0 ||
	    obj_slot0(sso, &ss) != 0 || ss == 0) {
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why),
		    "script %lx: its ScriptSource is not readable", script);
		(void) snprintf(fr->fr_file_why, sizeof (fr->fr_file_why),
		    "%s", fr->fr_why);
		return (2);
	}
	if (f->sf_ss_filename_some != SM_NOFF &&
	    (mdb_vread(&some, 1, ss + f->sf_ss_filename_some) != 1 ||
	    some == 0)) {
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why),
		    "script %lx: its source has no file name", script);
		(void) snprintf(fr->fr_file_why, sizeof (fr->fr_file_why),
		    "%s", fr->fr_why);
		return (1);
	}
	if (sm_rd64(ss + f->sf_ss_filename, &box) != 0 || box == 0 ||
	    sm_rd64(box, &chars) != 0 || chars == 0 ||
	    mdb_readstr(fr->fr_file, sizeof (fr->fr_file), chars) < 0) {
		fr->fr_file[0] = '\0';
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why),
		    "script %lx: its file name is not readable", script);
		(void) snprintf(fr->fr_file_why, sizeof (fr->fr_file_why),
		    "%s", fr->fr_why);
		return (1);
	}
	return (0);
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

/* A script's bytecode: its address and length.  0, or -1. */
static int
script_code(uintptr_t script, uintptr_t *codep, uint32_t *lenp)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t shared, isd;

	if (sm_rd64(script + f->sf_script_shared, &shared) != 0 || shared == 0 ||
	    sm_rd64(shared + f->sf_shared_isd, &isd) != 0 || isd == 0 ||
	    sm_rd32(isd + f->sf_isd_codelen, lenp) != 0)
		return (-1);
	*codep = isd + f->sf_isd_code;
	return (0);
}

/*
 * The line of the bytecode at pc in script, from its source notes: each
 * note advances the bytecode offset by its delta; the line is the one in
 * force at the last note not past pc.  0 and *linep, or -1 with why.
 */
static int
pc_line(uintptr_t script, uintptr_t pc, uint_t first, uint_t *linep,
    int *colp, char *why, size_t whylen)
{
	const sm_facts_t *f = sm.ss_facts;
	uint32_t codelen, scol = 0;
	uintptr_t code, target, offset = 0;
	uint_t line = first, type, i, k;
	int64_t col = 0;
	uchar_t b, ob[4];
	uint32_t operand;
	snreader_t r;

	if (script_code(script, &code, &codelen) != 0) {
		(void) snprintf(why, whylen, "script %lx: its bytecode is not "
		    "readable", script);
		return (-1);
	}
	if (pc < code || pc >= code + codelen) {
		(void) snprintf(why, whylen, "pc %lx is not in script %lx's "
		    "bytecode (%lx, %u bytes)", pc, script, code, codelen);
		return (-1);
	}
	target = pc - code;
	if (f->sf_sn_col_from_script &&
	    sm_rd32(script + f->sf_script_column, &scol) == 0)
		col = scol;
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
			if (i == 0 && type == f->sf_sn_setline) {
				line = f->sf_sn_setline_rel ? first + operand :
				    operand;
				col = 0;
			}
			if (i == 0 && type == f->sf_sn_colspan)
				col += (int64_t)(operand ^
				    f->sf_sn_colspan_sign) -
				    (int64_t)f->sf_sn_colspan_sign;
		}
		if (type == f->sf_sn_newline) {
			line++;
			col = 0;
		}
	}
	*linep = line;
	/* a column that goes negative or huge is not believed */
	*colp = col >= 0 && col < (1 << 30) ? (int)col + 1 : 0;
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

/* ---- JIT code's return addresses to bytecode ---- */

#define	SM_MAX_RETADDR	(8 << 20)	/* bytes of RetAddrEntries read */
#define	SM_MAX_IONSCRIPT (16 << 20)	/* bytes of an IonScript read */
#define	SM_MAX_RESUME	64		/* resume points (frames) a snapshot */

int
sm_cbuf_uint(sm_cbuf_t *cb, uint32_t *vp)
{
	uint32_t val = 0, part;
	uint_t shift;
	uchar_t b;

	for (shift = 0; ; shift += 7) {
		if (cb->cb_p == NULL || cb->cb_p >= cb->cb_end)
			return (-1);
		b = *cb->cb_p++;
		part = (uint32_t)(b >> 1);
		/* bits past the 32 the engine writes: overlong */
		if (shift >= 32 || (shift > 25 && (part >> (32 - shift)) != 0))
			return (-1);
		val |= part << shift;
		if (!(b & 1))
			break;
	}
	*vp = val;
	return (0);
}

int
sm_cbuf_int(sm_cbuf_t *cb, int32_t *vp)
{
	uint32_t more = 0;
	int32_t v;
	uchar_t b;

	if (cb->cb_p == NULL || cb->cb_p >= cb->cb_end)
		return (-1);
	b = *cb->cb_p++;
	v = (int32_t)(b >> 2);
	if (b & 2) {
		if (sm_cbuf_uint(cb, &more) != 0 || more > (0x7fffffffu >> 6))
			return (-1);
		v |= (int32_t)(more << 6);
	}
	*vp = (b & 1) ? -v : v;
	return (0);
}

static uint32_t
le32(const uchar_t *p)
{
	uint32_t v;

	(void) memcpy(&v, p, sizeof (v));
	return (v);
}

/*
 * The entry of a table of n entries of sz bytes, sorted by the uint32 at
 * keyoff in each, whose key is key: its index, or -1 (RetAddrEntries,
 * wasm CallSites: both binary-searched by their engines).
 */
static ssize_t
sorted_u32_find(const uchar_t *tab, size_t n, size_t sz, size_t keyoff,
    uint32_t key)
{
	size_t lo = 0, hi = n, mid;
	uint32_t k;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		k = le32(tab + mid * sz + keyoff);
		if (k == key)
			return ((ssize_t)mid);
		if (key < k)
			hi = mid;
		else
			lo = mid + 1;
	}
	return (-1);
}

int
sm_retaddr_lookup(const sm_jitfacts_t *jf, const uchar_t *tab, size_t len,
    uint32_t retoff, uint32_t *pcoffp, uint_t *kindp, char *why,
    size_t whylen)
{
	size_t n, sz = jf->sj_rae_size;
	ssize_t at;
	uint32_t w;

	if (sz < 8 || len % sz != 0) {
		(void) snprintf(why, whylen, "its RetAddrEntry table's %zu "
		    "bytes are not whole entries", len);
		return (-1);
	}
	n = len / sz;
	if ((at = sorted_u32_find(tab, n, sz, 0, retoff)) >= 0) {
		w = le32(tab + (size_t)at * sz + 4);
		*pcoffp = w & ((1u << jf->sj_rae_pcbits) - 1);
		*kindp = w >> jf->sj_rae_pcbits;
		return (0);
	}
	(void) snprintf(why, whylen, "return offset %#x matches none of its "
	    "%zu RetAddrEntries", retoff, n);
	return (-1);
}

/*
 * Reads recover instruction i (0 ..) of n at cb by its opcode's encoding
 * (jf->sj_recops): its opcode, name, fields and numOperands; first: the
 * allocation number of its first operand.  0, or -1 with why.
 */
static int
rec_read(const sm_jitfacts_t *jf, sm_cbuf_t *cb, uint32_t i, uint32_t n,
    uint32_t first, sm_ionri_t *ri, char *why, size_t whylen)
{
	const sm_recop_t *ro;
	const char *f;
	uint32_t v;

	(void) memset(ri, 0, sizeof (*ri));
	ri->ri_first = first;
	if (sm_cbuf_uint(cb, &ri->ri_op) != 0) {
		(void) snprintf(why, whylen, "recover instruction %u of %u "
		    "does not read", i + 1, n);
		return (-1);
	}
	if (jf->sj_recops == NULL || ri->ri_op >= jf->sj_nrecops) {
		(void) snprintf(why, whylen, "recover instruction %u of %u is "
		    "opcode %u, past the %u of this ESR's RECOVER_OPCODE_LIST: "
		    "not decoded, nor what follows it", i + 1, n, ri->ri_op,
		    jf->sj_nrecops);
		return (-1);
	}
	ro = &jf->sj_recops[ri->ri_op];
	ri->ri_name = ro->ro_name;
	for (f = ro->ro_fields; *f != '\0'; f++) {
		if (*f == 'b') {
			if (cb->cb_p >= cb->cb_end)
				goto short_;
			v = *cb->cb_p++;
		} else if (sm_cbuf_uint(cb, &v) != 0)
			goto short_;
		if (ri->ri_nfields < SM_RI_MAXFIELDS)
			ri->ri_fields[ri->ri_nfields++] = v;
	}
	ri->ri_nops = ro->ro_nops;
	if (ro->ro_var >= 0) {
		v = ri->ri_fields[ro->ro_var];
		if (v > UINT32_MAX - ro->ro_nops) {
			(void) snprintf(why, whylen, "recover instruction %u "
			    "of %u (%s) says %u operands: not believed", i + 1,
			    n, ro->ro_name, v);
			return (-1);
		}
		ri->ri_nops += v;
	}
	return (0);
short_:
	(void) snprintf(why, whylen, "recover instruction %u of %u (%s) "
	    "does not read", i + 1, n, ro->ro_name);
	return (-1);
}

int
sm_ion_resume_points(const sm_jitfacts_t *jf, const uchar_t *is, size_t len,
    uint32_t disp, sm_ionrp_t *rps, uint_t max, uint_t *nrp, size_t *allocsp,
    char *why, size_t whylen)
{
	uint32_t osi, spi, spie, sps, snap, snape, rec, alloc;
	uint32_t so, osicall = 0, snapoff = 0, bits, count, i, recstart;
	uint64_t allocn, maxalloc;
	size_t k, hdr;
	sm_ionri_t ri;
	sm_cbuf_t cb;
	int found;

	*nrp = 0;
	hdr = jf->sj_is_method + 8;
	if (len < hdr) {
		(void) snprintf(why, whylen, "its IonScript is %zu bytes, "
		    "short of its own fields", len);
		return (-1);
	}
	osi = le32(is + jf->sj_is_osi);
	spi = le32(is + jf->sj_is_spi);
	spie = le32(is + jf->sj_is_spi_end);
	sps = le32(is + jf->sj_is_safepoints);
	snap = le32(is + jf->sj_is_snapshots);
	snape = le32(is + jf->sj_is_snapshots_end);
	rec = le32(is + jf->sj_is_recovers);
	alloc = le32(is + jf->sj_is_alloc);
	if (alloc != len || osi < hdr || spi < osi || spie < spi ||
	    sps < spie || snap < sps || snape < snap || rec < snape ||
	    alloc < rec) {
		(void) snprintf(why, whylen, "its IonScript's trailing arrays "
		    "(OSI %#x, safepoint index %#x-%#x, safepoints %#x, "
		    "snapshots %#x-%#x, recovers %#x, end %#x) are not in order "
		    "within its %zu bytes", osi, spi, spie, sps, snap, snape,
		    rec, alloc, len);
		return (-1);
	}
	/* the safepoint at the return address (getSafepointIndex) */
	found = 0;
	so = 0;
	for (k = spi; k + jf->sj_spi_size <= spie; k += jf->sj_spi_size) {
		if (le32(is + k) == disp) {
			so = le32(is + k + 4);
			found = 1;
			break;
		}
	}
	if (!found) {
		(void) snprintf(why, whylen, "return offset %#x is none of its "
		    "%u SafepointIndexes' displacements", disp,
		    (uint_t)((spie - spi) / jf->sj_spi_size));
		return (-1);
	}
	cb.cb_p = is + sps + (so < snap - sps ? so : snap - sps);
	cb.cb_end = is + snap;
	if (so >= snap - sps || sm_cbuf_uint(&cb, &osicall) != 0) {
		(void) snprintf(why, whylen, "its safepoint at %#x (of %u "
		    "bytes) does not read", so, snap - sps);
		return (-1);
	}
	/* the OSI point after the call (getOsiIndex) */
	found = 0;
	for (k = osi; k + jf->sj_osi_size <= spi; k += jf->sj_osi_size) {
		if (le32(is + k) == osicall) {
			snapoff = le32(is + k + 4);
			found = 1;
			break;
		}
	}
	if (!found) {
		(void) snprintf(why, whylen, "its safepoint's OSI call point "
		    "%#x is none of its %u OsiIndexes'", osicall,
		    (uint_t)((spi - osi) / jf->sj_osi_size));
		return (-1);
	}
	cb.cb_p = is + snap + (snapoff < snape - snap ? snapoff : 0);
	cb.cb_end = is + snape;
	if (snapoff >= snape - snap || sm_cbuf_uint(&cb, &bits) != 0) {
		(void) snprintf(why, whylen, "its snapshot at %#x (of %u "
		    "bytes) does not read", snapoff, snape - snap);
		return (-1);
	}
	*allocsp = (size_t)(cb.cb_p - is);	/* the allocation indexes */
	/* each allocation index is one byte or more */
	maxalloc = (uint64_t)(snape - *allocsp);
	so = bits >> jf->sj_snap_roff_shift;	/* the recover offset */
	cb.cb_p = is + rec + (so < alloc - rec ? so : 0);
	cb.cb_end = is + alloc;
	if (so >= alloc - rec || sm_cbuf_uint(&cb, &bits) != 0) {
		(void) snprintf(why, whylen, "its snapshot's recover "
		    "instructions at %#x (of %u bytes) do not read", so,
		    alloc - rec);
		return (-1);
	}
	count = bits >> jf->sj_rec_count_shift;
	if (count == 0 || count > alloc - rec) {
		(void) snprintf(why, whylen, "its snapshot's recover header "
		    "says %u instructions: not believed", count);
		return (-1);
	}
	recstart = (uint32_t)(cb.cb_p - is);
	if (max > 0) {
		/* the instructions, even when no resume point reads */
		(void) memset(&rps[0], 0, sizeof (rps[0]));
		rps[0].rp_rec = recstart;
		rps[0].rp_nrec = count;
	}
	/* SnapshotIterator: each instruction's operands take the next
	   allocations, resume points' and the others' alike
	   (skipInstruction) */
	allocn = 0;
	for (i = 0; i < count; i++) {
		if (rec_read(jf, &cb, i, count, (uint32_t)allocn, &ri, why,
		    whylen) != 0)
			return (-1);
		if (allocn + ri.ri_nops > maxalloc) {
			(void) snprintf(why, whylen, "recover instruction %u "
			    "of %u (%s) takes allocations %llu to %llu of a "
			    "snapshot of at most %llu: not believed", i + 1,
			    count, ri.ri_name, (unsigned long long)allocn,
			    (unsigned long long)(allocn + ri.ri_nops),
			    (unsigned long long)maxalloc);
			return (-1);
		}
		if (ri.ri_op == jf->sj_rec_resumepoint) {
			if (*nrp >= max) {
				(void) snprintf(why, whylen, "more than %u "
				    "resume points in one snapshot: not "
				    "believed", max);
				return (-1);
			}
			rps[*nrp].rp_mode = ri.ri_fields[0] &
			    ((1u << jf->sj_rp_pc_shift) - 1);
			rps[*nrp].rp_pcoff = ri.ri_fields[0] >>
			    jf->sj_rp_pc_shift;
			rps[*nrp].rp_nops = ri.ri_nops;
			rps[*nrp].rp_first = (uint32_t)allocn;
			rps[*nrp].rp_index = i;
			rps[*nrp].rp_rec = recstart;
			rps[*nrp].rp_nrec = count;
			(*nrp)++;
		}
		allocn += ri.ri_nops;
	}
	if (*nrp == 0) {
		(void) snprintf(why, whylen, "its snapshot's %u recover "
		    "instructions hold no resume point", count);
		return (-1);
	}
	return (0);
}

int
sm_ion_recover_at(const sm_jitfacts_t *jf, const uchar_t *is, size_t len,
    const sm_ionrp_t *rp, uint32_t idx, sm_ionri_t *ri, char *why,
    size_t whylen)
{
	uint64_t first = 0;
	sm_cbuf_t cb;
	uint32_t i;

	if (rp->rp_rec >= len || idx >= rp->rp_nrec) {
		(void) snprintf(why, whylen, "no recover instruction %u in "
		    "the snapshot (of %u)", idx, rp->rp_nrec);
		return (-1);
	}
	cb.cb_p = is + rp->rp_rec;
	cb.cb_end = is + len;
	for (i = 0; i <= idx; i++) {
		if (rec_read(jf, &cb, i, rp->rp_nrec, (uint32_t)first, ri, why,
		    whylen) != 0)
			return (-1);
		first += ri->ri_nops;
		if (first > UINT32_MAX) {
			(void) snprintf(why, whylen, "recover instructions "
			    "of more than 2^32 operands: not believed");
			return (-1);
		}
	}
	return (0);
}

int
sm_ion_inlcall(const sm_jitfacts_t *jf, const uchar_t *pc, size_t avail,
    uint32_t mode, int64_t callernact, uint_t *nactp, int *constructp,
    const sm_inlop_t **iop, char *why, size_t whylen)
{
	const sm_inlop_t *o, *none;
	uint_t argc = 0;
	int invoke, modes;

	if (iop == NULL)
		iop = &none;
	*nactp = 0;
	*constructp = 0;
	*iop = NULL;
	if (avail < 1) {
		(void) snprintf(why, whylen, "its caller's op does not read");
		return (-1);
	}
	for (o = jf->sj_inl_ops; o != NULL && o->io_name != NULL; o++) {
		if (o->io_op == pc[0])
			break;
	}
	if (o == NULL || o->io_name == NULL) {
		(void) snprintf(why, whylen, "its caller's op is JSOp %u, none "
		    "Ion inlines a function at", pc[0]);
		return (-1);
	}
	*iop = o;
	invoke = o->io_kind != SM_INL_GETTER && o->io_kind != SM_INL_SETTER;
	if (invoke) {
		if (avail < jf->sj_op_argc + 2) {
			(void) snprintf(why, whylen, "its caller's JSOp::%s: "
			    "its argument count does not read", o->io_name);
			return (-1);
		}
		argc = (uint_t)pc[jf->sj_op_argc] |
		    ((uint_t)pc[jf->sj_op_argc + 1] << 8);
	}
	/* the ResumeMode, where the ESR packs one, must be the op's */
	modes = jf->sj_rp_pc_shift > 0;
	if (modes && (invoke ? mode != jf->sj_rpm_call &&
	    mode != jf->sj_rpm_funcall : mode != jf->sj_rpm_accessor)) {
		(void) snprintf(why, whylen, "its caller's resume point at "
		    "JSOp::%s has ResumeMode %u, not an inlined %s's", o->io_name,
		    mode, invoke ? "call" : "getter or setter");
		return (-1);
	}
	switch (o->io_kind) {
	case SM_INL_CALL:
	case SM_INL_NEW:
		*nactp = argc;
		*constructp = o->io_kind == SM_INL_NEW;
		if (modes && mode == jf->sj_rpm_funcall) {
			/* fun.call: the callee was its |this|, |this| its
			   first argument (undefined when it has none) */
			if (*constructp) {
				(void) snprintf(why, whylen, "its caller's "
				    "JSOp::%s is a constructing call, inlined "
				    "as fun.call: not believed", o->io_name);
				return (-1);
			}
			if (argc > 0)
				*nactp = argc - 1;
		}
		return (0);
	case SM_INL_FUNCALL:
		if (argc == 0) {
			(void) snprintf(why, whylen, "its caller's "
			    "JSOp::FunCall has no arguments: Ion inlines none "
			    "such");
			return (-1);
		}
		*nactp = argc - 1;
		return (0);
	case SM_INL_FUNAPPLY:
		/* fun.apply(x, arguments) in a function Ion inlined: that
		   function's actual arguments */
		if (callernact < 0) {
			(void) snprintf(why, whylen, "its caller, the Ion frame "
			    "itself, inlined it at JSOp::FunApply, which Ion "
			    "does only in a function it inlined: not "
			    "believed");
			return (-1);
		}
		if (callernact > SM_MAX_ARGS) {
			(void) snprintf(why, whylen, "its caller's %lld "
			    "arguments, passed on by JSOp::FunApply: not "
			    "believed", (long long)callernact);
			return (-1);
		}
		*nactp = (uint_t)callernact;
		return (0);
	case SM_INL_GETTER:
		return (0);
	case SM_INL_SETTER:
		*nactp = 1;
		return (0);
	default:
		(void) snprintf(why, whylen, "JSOp::%s has kind %u, none "
		    "jsmdb knows", o->io_name, o->io_kind);
		*iop = NULL;
		return (-1);
	}
}

int
sm_ion_callee(const sm_jitfacts_t *jf, const uchar_t *is, size_t len,
    size_t allocs, const sm_ionrp_t *rps, uint_t nrp, uint_t i, uint_t argc,
    int construct, int *kindp, uint64_t *vp, char *why, size_t whylen)
{
	uint32_t snape, consts, sps, idx, cidx, skip;
	int32_t soff;
	uint64_t skipped;
	size_t at;
	sm_cbuf_t cb;

	if (i == 0 || i >= nrp || len < jf->sj_is_method + 8 ||
	    allocs > len) {
		(void) snprintf(why, whylen, "no inlined frame %u", i);
		return (-1);
	}
	consts = le32(is + jf->sj_is_constants);
	sps = le32(is + jf->sj_is_safepoints);
	snape = le32(is + jf->sj_is_snapshots_end);
	if (rps[i - 1].rp_nops < argc + 2 + (construct ? 1 : 0)) {
		(void) snprintf(why, whylen, "its caller's resume point has "
		    "%u operands, fewer than the callee, this and %u "
		    "arguments of its call", rps[i - 1].rp_nops, argc);
		return (-1);
	}
	/* what comes before frame i-1's operands (frames 0 .. i-2 and
	   recover instructions), then frame i-1's up to the callee */
	skip = rps[i - 1].rp_nops - 1 - argc - 1 - (construct ? 1 : 0);
	skipped = (uint64_t)rps[i - 1].rp_first + skip;
	cb.cb_p = is + allocs;
	cb.cb_end = is + snape;
	if (allocs > snape) {
		(void) snprintf(why, whylen, "its snapshot's allocations lie "
		    "past the snapshots");
		return (-1);
	}
	for (; skipped > 0; skipped--) {
		if (sm_cbuf_uint(&cb, &idx) != 0) {
			(void) snprintf(why, whylen, "its snapshot's "
			    "allocation indexes end before the callee's");
			return (-1);
		}
	}
	if (sm_cbuf_uint(&cb, &idx) != 0) {
		(void) snprintf(why, whylen, "its snapshot's allocation index "
		    "of the callee does not read");
		return (-1);
	}
	/* the RValueAllocation table follows the snapshots */
	at = (size_t)snape + (size_t)idx * jf->sj_rva_align;
	if (at >= len || at < snape) {
		(void) snprintf(why, whylen, "the callee's allocation %u lies "
		    "past the IonScript", idx);
		return (-1);
	}
	cb.cb_p = is + at + 1;
	cb.cb_end = is + len;
	if (is[at] == jf->sj_rva_untyped_stack ||
	    is[at] == (jf->sj_rva_typed_stack | jf->sj_jsval_type_object)) {
		/* a slot of the Ion frame: the caller reads it */
		if (sm_cbuf_int(&cb, &soff) != 0) {
			(void) snprintf(why, whylen, "the callee's stack slot "
			    "does not read");
			return (-1);
		}
		*kindp = is[at] == jf->sj_rva_untyped_stack ?
		    SM_ION_STACK_VAL : SM_ION_STACK_OBJ;
		*vp = (uint64_t)(int64_t)soff;
		return (0);
	}
	if (is[at] != jf->sj_rva_constant) {
		(void) snprintf(why, whylen, "the callee's value is neither a "
		    "constant of the IonScript nor in a stack slot "
		    "(RValueAllocation mode %#x): not decoded", is[at]);
		return (-1);
	}
	if (sm_cbuf_uint(&cb, &cidx) != 0 || consts > sps ||
	    (uint64_t)cidx * 8 + 8 > (uint64_t)(sps - consts) ||
	    (uint64_t)consts + (uint64_t)cidx * 8 + 8 > len) {
		(void) snprintf(why, whylen, "the callee's constant index is "
		    "not in the IonScript's constant table");
		return (-1);
	}
	(void) memcpy(vp, is + consts + (size_t)cidx * 8, sizeof (*vp));
	*kindp = SM_ION_CONST;
	return (0);
}

int
sm_ion_operand(const sm_jitfacts_t *jf, const uchar_t *is, size_t len,
    size_t allocs, const sm_ionrp_t *rps, uint_t nrp, uint_t f, uint32_t op,
    sm_ionval_t *iv, char *why, size_t whylen)
{
	(void) memset(iv, 0, sizeof (*iv));
	if (f >= nrp || op >= rps[f].rp_nops) {
		(void) snprintf(why, whylen, "frame %u has no operand %u", f,
		    op);
		return (-1);
	}
	return (sm_ion_alloc(jf, is, len, allocs, rps, nrp,
	    rps[f].rp_first + op, iv, why, whylen));
}

int
sm_ion_alloc(const sm_jitfacts_t *jf, const uchar_t *is, size_t len,
    size_t allocs, const sm_ionrp_t *rps, uint_t nrp, uint32_t n,
    sm_ionval_t *iv, char *why, size_t whylen)
{
	uint32_t snape, idx, a1 = 0, a2 = 0, skipped;
	uint_t mode;
	sm_ionri_t ri;
	char rwhy[8];
	int32_t soff = 0;
	size_t at;
	sm_cbuf_t cb;

	(void) memset(iv, 0, sizeof (*iv));
	if (nrp == 0 || len < jf->sj_is_method + 8) {
		(void) snprintf(why, whylen, "no snapshot");
		return (-1);
	}
	snape = le32(is + jf->sj_is_snapshots_end);
	if (allocs > snape || snape > len) {
		(void) snprintf(why, whylen, "its snapshot's allocations lie "
		    "past the snapshots");
		return (-1);
	}
	cb.cb_p = is + allocs;
	cb.cb_end = is + snape;
	for (skipped = n; skipped > 0; skipped--) {
		if (sm_cbuf_uint(&cb, &idx) != 0) {
			(void) snprintf(why, whylen, "its snapshot's "
			    "allocation indexes end before its allocation %u",
			    n);
			return (-1);
		}
	}
	if (sm_cbuf_uint(&cb, &idx) != 0) {
		(void) snprintf(why, whylen, "the snapshot's allocation %u "
		    "does not read", n);
		return (-1);
	}
	at = (size_t)snape + (size_t)idx * jf->sj_rva_align;
	if (at >= len || at < snape) {
		(void) snprintf(why, whylen, "allocation %u lies past the "
		    "IonScript", idx);
		return (-1);
	}
	mode = is[at] & ~jf->sj_rva_side_effect;
	cb.cb_p = is + at + 1;
	cb.cb_end = is + len;
	if (mode == jf->sj_rva_constant || mode == jf->sj_rva_recover ||
	    mode == jf->sj_rva_ri_default) {
		if (sm_cbuf_uint(&cb, &a1) != 0 ||
		    (mode == jf->sj_rva_ri_default &&
		    sm_cbuf_uint(&cb, &a2) != 0))
			goto short_;
	} else if (mode == jf->sj_rva_untyped_stack ||
	    mode == jf->sj_rva_float_stack ||
	    (mode & ~jf->sj_rva_tag_mask) == jf->sj_rva_typed_stack) {
		if (sm_cbuf_int(&cb, &soff) != 0)
			goto short_;
	} else if (mode == jf->sj_rva_untyped_reg ||
	    mode == jf->sj_rva_double_reg || mode == jf->sj_rva_float_reg ||
	    (mode & ~jf->sj_rva_tag_mask) == jf->sj_rva_typed_reg) {
		if (cb.cb_p >= cb.cb_end)
			goto short_;
		a1 = *cb.cb_p++;
	} else if (mode != jf->sj_rva_cst_undefined &&
	    mode != jf->sj_rva_cst_null) {
		(void) snprintf(why, whylen, "allocation %u has mode %#x, "
		    "none of RValueAllocation's", idx, is[at]);
		return (-1);
	}
	if (mode == jf->sj_rva_constant) {
		uint32_t consts = le32(is + jf->sj_is_constants);
		uint32_t sps = le32(is + jf->sj_is_safepoints);

		if (consts > sps || sps > len ||
		    (uint64_t)a1 * 8 + 8 > (uint64_t)(sps - consts)) {
			(void) snprintf(why, whylen, "constant %u is not in "
			    "the IonScript's constant table", a1);
			return (-1);
		}
		iv->iv_how = SM_IV_VALUE;
		(void) memcpy(&iv->iv_bits, is + consts + (size_t)a1 * 8, 8);
	} else if (mode == jf->sj_rva_cst_undefined) {
		iv->iv_how = SM_IV_VALUE;
		iv->iv_bits = sm_value_box(SM_V_UNDEFINED, 0);
	} else if (mode == jf->sj_rva_cst_null) {
		iv->iv_how = SM_IV_VALUE;
		iv->iv_bits = sm_value_box(SM_V_NULL, 0);
	} else if (mode == jf->sj_rva_untyped_stack) {
		iv->iv_how = SM_IV_STACK;
		iv->iv_off = soff;
		iv->iv_type = SM_IV_UNTYPED;
	} else if (mode == jf->sj_rva_float_stack) {
		iv->iv_how = SM_IV_FLOAT32;
		iv->iv_off = soff;
	} else if ((mode & ~jf->sj_rva_tag_mask) == jf->sj_rva_typed_stack) {
		iv->iv_how = SM_IV_STACK;
		iv->iv_off = soff;
		iv->iv_type = mode & jf->sj_rva_tag_mask;
	} else if (mode == jf->sj_rva_untyped_reg ||
	    (mode & ~jf->sj_rva_tag_mask) == jf->sj_rva_typed_reg) {
		iv->iv_how = SM_IV_REG;
		iv->iv_reg = a1;
		iv->iv_type = mode == jf->sj_rva_untyped_reg ? SM_IV_UNTYPED :
		    mode & jf->sj_rva_tag_mask;
	} else if (mode == jf->sj_rva_double_reg ||
	    mode == jf->sj_rva_float_reg) {
		iv->iv_how = SM_IV_FREG;
		iv->iv_reg = a1;
	} else {
		iv->iv_how = SM_IV_RECOVER;
		iv->iv_reg = a1;
		iv->iv_default = mode == jf->sj_rva_ri_default;
		if (iv->iv_default)
			iv->iv_bits = a2;
		if (sm_ion_recover_at(jf, is, len, &rps[0], a1, &ri, rwhy,
		    sizeof (rwhy)) == 0) {
			iv->iv_op = ri.ri_op;
			iv->iv_name = ri.ri_name;
		}
	}
	return (0);
short_:
	(void) snprintf(why, whylen, "allocation %u (mode %#x) ends before "
	    "its payload", idx, is[at]);
	return (-1);
}

int
sm_ion_slot_value(const sm_ionval_t *iv, uint64_t raw, uint64_t *vp,
    char *why, size_t whylen)
{
	uint32_t lo = (uint32_t)raw;	/* the slot's first 4 bytes (LE) */
	float fl;
	double d;

	if (iv->iv_how == SM_IV_FLOAT32) {
		(void) memcpy(&fl, &lo, sizeof (fl));
		d = (double)fl;
		(void) memcpy(vp, &d, sizeof (d));
		return (0);
	}
	if (iv->iv_how != SM_IV_STACK) {
		(void) snprintf(why, whylen, "not a stack slot");
		return (-1);
	}
	/* JSValueType (js/Value.h): DOUBLE 0, INT32 1, BOOLEAN 2, STRING 6,
	   SYMBOL 7, BIGINT 9, OBJECT 0xc */
	switch (iv->iv_type) {
	case SM_IV_UNTYPED:
	case 0x0:
		*vp = raw;
		return (0);
	case 0x1:
		*vp = sm_value_box(SM_V_INT32, lo);
		return (0);
	case 0x2:
		*vp = sm_value_box(SM_V_BOOLEAN, (raw & 0xff) != 0);
		return (0);
	case 0x6:
		*vp = sm_value_box(SM_V_STRING, (uintptr_t)raw);
		return (0);
	case 0x7:
		*vp = sm_value_box(SM_V_SYMBOL, (uintptr_t)raw);
		return (0);
	case 0x9:
		*vp = sm_value_box(SM_V_BIGINT, (uintptr_t)raw);
		return (0);
	case 0xc:
		*vp = sm_value_box(SM_V_OBJECT, (uintptr_t)raw);
		return (0);
	default:
		(void) snprintf(why, whylen, "a stack slot of JSValueType %u, "
		    "which no typed slot holds", iv->iv_type);
		return (-1);
	}
}

/* The JitScript of a script: 0 with why when it has none. */
static uintptr_t
jit_script_of(const sm_jitfacts_t *jf, uintptr_t script, char *why,
    size_t whylen)
{
	uint64_t w;

	if (sm_rd64(script + jf->sj_script_warmup, &w) != 0) {
		(void) snprintf(why, whylen, "script %lx's warmUpData_ is not "
		    "readable", (unsigned long)script);
		return (0);
	}
	if ((w & jf->sj_wud_tagmask) != jf->sj_wud_jitscript ||
	    (w & ~jf->sj_wud_tagmask) == 0) {
		(void) snprintf(why, whylen, "script %lx has no JitScript "
		    "(warmUpData_ %lx)", (unsigned long)script,
		    (unsigned long)w);
		return (0);
	}
	return ((uintptr_t)(w & ~jf->sj_wud_tagmask));
}

/*
 * The JitCode at field off of the Baseline or Ion script bs, and whether
 * ret is a return address in its instructions: its offset there.  0, or
 * -1 with why.
 */
static int
jit_code_offset(const sm_jitfacts_t *jf, uintptr_t bs, size_t off,
    uintptr_t ret, const char *what, uint32_t *dispp, char *why,
    size_t whylen)
{
	uint64_t method, raw;
	uint32_t insn;

	if (sm_rd64(bs + off, &method) != 0 || method == 0 ||
	    sm_rd64(method + jf->sj_jc_raw, &raw) != 0 ||
	    sm_rd32(method + jf->sj_jc_insnsize, &insn) != 0) {
		(void) snprintf(why, whylen, "its %s %lx's JitCode is not "
		    "readable", what, (unsigned long)bs);
		return (-1);
	}
	if (ret <= raw || ret - raw >= insn) {
		(void) snprintf(why, whylen, "return address %lx is not in "
		    "its %s code (%lx, %u bytes)", (unsigned long)ret, what,
		    (unsigned long)raw, insn);
		return (-1);
	}
	*dispp = (uint32_t)(ret - raw);
	return (0);
}

/* The line of bytecode offset pcoff of script into fr (exact). */
static int
jit_pcoff_line(uintptr_t script, uint32_t pcoff, sm_frame_t *fr, char *why,
    size_t whylen)
{
	uintptr_t code;
	uint32_t codelen;
	uint_t line;

	if (script_code(script, &code, &codelen) != 0) {
		(void) snprintf(why, whylen, "script %lx: its bytecode is not "
		    "readable", (unsigned long)script);
		return (-1);
	}
	if (pcoff >= codelen) {
		(void) snprintf(why, whylen, "pc offset %#x is past script "
		    "%lx's %u bytes of bytecode", pcoff, (unsigned long)script,
		    codelen);
		return (-1);
	}
	if (pc_line(script, code + pcoff, fr->fr_line, &line, &fr->fr_column,
	    why, whylen) != 0)
		return (-1);
	fr->fr_line = line;
	fr->fr_line_exact = 1;
	return (0);
}

/*
 * A Baseline-compiled frame's line: its return address through the
 * BaselineScript's RetAddrEntry table (retAddrEntryFromReturnAddress).
 */
static void
baseline_line(const sm_jitfacts_t *jf, uintptr_t script, uintptr_t ret,
    sm_frame_t *fr)
{
	uintptr_t js;
	uint64_t bs;
	uint32_t disp, a, e, pcoff;
	uint_t kind, nk;
	uchar_t *tab;
	char why[160];
	int rv;

	why[0] = '\0';
	if (ret == 0) {
		(void) snprintf(why, sizeof (why), "its return address is not "
		    "known");
		goto fail;
	}
	if ((js = jit_script_of(jf, script, why, sizeof (why))) == 0)
		goto fail;
	if (sm_rd64(js + jf->sj_js_baseline, &bs) != 0 ||
	    bs <= jf->sj_js_sentinel) {
		(void) snprintf(why, sizeof (why), "its JitScript %lx has no "
		    "BaselineScript", (unsigned long)js);
		goto fail;
	}
	if (jit_code_offset(jf, bs, jf->sj_bs_method, ret, "Baseline",
	    &disp, why, sizeof (why)) != 0)
		goto fail;
	if (sm_rd32(bs + jf->sj_bs_retaddr, &a) != 0 ||
	    sm_rd32(bs + jf->sj_bs_retaddr_end, &e) != 0 || e < a ||
	    e - a > SM_MAX_RETADDR) {
		(void) snprintf(why, sizeof (why), "its BaselineScript %lx's "
		    "RetAddrEntry table is not readable or not believed",
		    (unsigned long)bs);
		goto fail;
	}
	if ((tab = malloc(e - a + 1)) == NULL ||
	    (e > a && mdb_vread(tab, e - a, bs + a) != (ssize_t)(e - a))) {
		free(tab);
		(void) snprintf(why, sizeof (why), "its BaselineScript %lx's "
		    "RetAddrEntry table (%u bytes) is not readable",
		    (unsigned long)bs, e - a);
		goto fail;
	}
	rv = sm_retaddr_lookup(jf, tab, e - a, disp, &pcoff, &kind, why,
	    sizeof (why));
	free(tab);
	if (rv != 0)
		goto fail;
	for (nk = 0; jf->sj_rae_kinds[nk] != NULL; nk++)
		;
	if (kind >= nk) {
		(void) snprintf(why, sizeof (why), "its RetAddrEntry at "
		    "return offset %#x has kind %u, none of RetAddrEntry::"
		    "Kind's", disp, kind);
		goto fail;
	}
	if (jit_pcoff_line(script, pcoff, fr, why, sizeof (why)) == 0)
		return;
fail:
	(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "Baseline frame: "
	    "%s", why);
}

/*
 * An Ion frame's resume points (IonScript, safepoint, OSI point,
 * snapshot, recover instructions): 0 and *nrp, or -1 with why (*nrp
 * then counts those read before the failure).  *bufp: the IonScript's
 * bytes read (malloc'd: the caller frees them), or NULL.
 */
static int
ion_resume_points(const sm_jitfacts_t *jf, uintptr_t script, uintptr_t ret,
    sm_ionrp_t *rps, uint_t max, uint_t *nrp, const uchar_t **bufp,
    size_t *lenp, size_t *allocsp, char *why, size_t whylen)
{
	uintptr_t js;
	uint64_t is;
	uint32_t disp, alloc;
	uchar_t *buf;

	*nrp = 0;
	*bufp = NULL;
	if (ret == 0) {
		(void) snprintf(why, whylen, "its return address is not "
		    "known");
		return (-1);
	}
	if ((js = jit_script_of(jf, script, why, whylen)) == 0)
		return (-1);
	if (sm_rd64(js + jf->sj_js_ion, &is) != 0 ||
	    is <= jf->sj_js_sentinel) {
		(void) snprintf(why, whylen, "its JitScript %lx has no "
		    "IonScript", (unsigned long)js);
		return (-1);
	}
	if (jit_code_offset(jf, is, jf->sj_is_method, ret, "Ion", &disp,
	    why, whylen) != 0)
		return (-1);
	if (sm_rd32(is + jf->sj_is_alloc, &alloc) != 0 ||
	    alloc > SM_MAX_IONSCRIPT) {
		(void) snprintf(why, whylen, "its IonScript %lx's size is not "
		    "readable or not believed", (unsigned long)is);
		return (-1);
	}
	if ((buf = malloc(alloc + 1)) == NULL ||
	    mdb_vread(buf, alloc, is) != (ssize_t)alloc) {
		free(buf);
		(void) snprintf(why, whylen, "its IonScript %lx (%u bytes) is "
		    "not readable", (unsigned long)is, alloc);
		return (-1);
	}
	*bufp = buf;
	*lenp = alloc;
	return (sm_ion_resume_points(jf, buf, alloc, disp, rps, max, nrp,
	    allocsp, why, whylen));
}

int
sm_ion_frame_snapshot(const sm_frame_t *fr, uintptr_t *isaddrp,
    const uchar_t **isp, size_t *lenp, sm_ionrp_t *rps, uint_t max,
    uint_t *nrp, size_t *allocsp, char *why, size_t whylen)
{
	const sm_jitfacts_t *jf = sm_jitfacts_for(sm.ss_facts);
	uintptr_t js;
	uint64_t is;
	char jwhy[8];

	*isaddrp = 0;
	*nrp = 0;
	*isp = NULL;
	*lenp = 0;
	*allocsp = 0;
	if (jf == NULL) {
		(void) snprintf(why, whylen, "no JIT facts for this "
		    "SpiderMonkey");
		return (-1);
	}
	if (fr->fr_kind != SM_FR_JITJS || fr->fr_inlined ||
	    fr->fr_tier == NULL || strcmp(fr->fr_tier, "ion") != 0) {
		(void) snprintf(why, whylen, "not an Ion frame");
		return (-1);
	}
	if (fr->fr_script == 0) {
		(void) snprintf(why, whylen, "the frame's script is not known");
		return (-1);
	}
	if ((js = jit_script_of(jf, fr->fr_script, jwhy, sizeof (jwhy))) != 0 &&
	    sm_rd64(js + jf->sj_js_ion, &is) == 0 && is > jf->sj_js_sentinel)
		*isaddrp = (uintptr_t)is;
	return (ion_resume_points(jf, fr->fr_script, fr->fr_retaddr, rps,
	    max, nrp, isp, lenp, allocsp, why, whylen));
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
			(void) snprintf(fr->fr_file_why,
			    sizeof (fr->fr_file_why), "no script: its callee "
			    "is not decoded");
			script = 0;
		}
		if (argc > SM_MAX_ARGS) {
			(void) snprintf(fr->fr_args_why,
			    sizeof (fr->fr_args_why), "JIT frame %lx: argc "
			    "%lu: more than %d arguments, not believed",
			    (unsigned long)L, (unsigned long)argc, SM_MAX_ARGS);
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
		fr->fr_bad = 1;
		return;
	}
	fr->fr_script = script;
	if (script != 0 && script_where(script, fr) == 2 &&
	    fr->fr_callee == 0) {
		/* a script token whose script does not read */
		(void) strcpy(fr->fr_name, "?");
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "JIT frame "
		    "%lx: callee token %lx: script %lx is not readable",
		    (unsigned long)L, (unsigned long)token,
		    (unsigned long)script);
		fr->fr_script = 0;
		fr->fr_bad = 1;
		return;
	}
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
		if (flags & ~jf->sj_bf_flags_known) {
			/* not a BaselineFrame's flags: which tier runs it,
			   and so its pc, is not known */
			(void) snprintf(fr->fr_note, sizeof (fr->fr_note),
			    "BaselineFrame %lx: flags_ %#x have bits no "
			    "BaselineFrame has (%#x): not believed; the line "
			    "is where its script or function starts",
			    (unsigned long)bf, flags,
			    flags & ~jf->sj_bf_flags_known);
			return;
		}
		if (!(flags & jf->sj_bf_in_interp)) {
			baseline_line(jf, script, ret, fr);
			return;
		}
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
		if (pc_line(script, (uintptr_t)ipc, fr->fr_line, &line,
		    &fr->fr_column, lwhy, sizeof (lwhy)) == 0) {
			fr->fr_line = line;
			fr->fr_line_exact = 1;
		} else
			(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "%s",
			    lwhy);
	}
	(void) w;
}

#define	SM_RUN_DEPTH	8	/* recover instructions run in a chain
				   (each takes two: 2^8 runs at most) */

static int ion_run_recover(const sm_jitfacts_t *, const uchar_t *, size_t,
    size_t, const sm_ionrp_t *, uint_t, uint32_t, uintptr_t, uint_t,
    uint64_t *, char *, size_t);

/*
 * The Value at the allocation iv of the snapshot of the Ion frame at L
 * (its JitFrameLayout): a constant, a stack slot (AddressOfFrameSlot: the
 * layout less the offset), or the result of a recover instruction jsmdb
 * runs (ion_run_recover).  A register's value at the call is not kept
 * anywhere: refused, as the rest, with why.  0 and *vp, or -1.
 */
static int
ion_value(const sm_jitfacts_t *jf, const uchar_t *is, size_t islen,
    size_t allocs, const sm_ionrp_t *rps, uint_t n, const sm_ionval_t *iv,
    uintptr_t L, uint_t depth, uint64_t *vp, char *why, size_t whylen)
{
	uintptr_t slot;
	uint64_t raw;

	switch (iv->iv_how) {
	case SM_IV_VALUE:
		*vp = iv->iv_bits;
		return (0);
	case SM_IV_STACK:
	case SM_IV_FLOAT32:
		slot = L - (uintptr_t)(intptr_t)iv->iv_off;
		if (sm_rd64(slot, &raw) != 0) {
			(void) snprintf(why, whylen, "its stack slot %lx is "
			    "not readable", (unsigned long)slot);
			return (-1);
		}
		return (sm_ion_slot_value(iv, raw, vp, why, whylen));
	case SM_IV_REG:
		if (iv->iv_reg < jf->sj_ngpr)
			(void) snprintf(why, whylen, "in register %s",
			    jf->sj_gpr_names[iv->iv_reg]);
		else
			(void) snprintf(why, whylen, "in register %u, which is "
			    "none of the architecture's", iv->iv_reg);
		return (-1);
	case SM_IV_FREG:
		(void) snprintf(why, whylen, "in float register %u",
		    iv->iv_reg);
		return (-1);
	default:
		if (iv->iv_name == NULL) {
			(void) snprintf(why, whylen, "made by recover "
			    "instruction %u, which does not read", iv->iv_reg);
			return (-1);
		}
		if (iv->iv_default) {
			/* the engine reads the default constant unless it
			   ran the instruction (a bailout) */
			(void) snprintf(why, whylen, "made by recover "
			    "instruction %u (%s) or its default constant",
			    iv->iv_reg, iv->iv_name);
			return (-1);
		}
		return (ion_run_recover(jf, is, islen, allocs, rps, n,
		    iv->iv_reg, L, depth + 1, vp, why, whylen));
	}
}

/*
 * Runs recover instruction idx of the snapshot of the Ion frame at L when
 * it is one jsmdb runs exactly: RAdd, RSub, RMul of MMul::Normal mode,
 * not float32 operations (jit/Recover.cpp RAdd::recover ...: AddValues,
 * SubValues, MulValues; vm/Interpreter.cpp AddOperation, SubOperation,
 * MulOperation, the same at 78.2.0 and 97.0), on operands that are
 * numbers (Int32 or Double Values): the double sum, difference or
 * product, as setNumber boxes it (an Int32Value when it is an int32 and
 * not -0, else a DoubleValue; AddOperation's int32 fast path gives the
 * same).  Anything else (a string operand, whose + concatenates; a
 * BigInt; another instruction; a NaN result) is refused with why.  0 and
 * *vp, or -1.
 */
static int
ion_run_recover(const sm_jitfacts_t *jf, const uchar_t *is, size_t islen,
    size_t allocs, const sm_ionrp_t *rps, uint_t n, uint32_t idx,
    uintptr_t L, uint_t depth, uint64_t *vp, char *why, size_t whylen)
{
	sm_ionri_t ri;
	sm_ionval_t iv;
	sm_value_t sv;
	uint64_t v[2];
	double d[2], r;
	int32_t i32;
	uint_t k;
	char owhy[64];
	enum { RUN_ADD, RUN_SUB, RUN_MUL } op;

	if (sm_ion_recover_at(jf, is, islen, &rps[0], idx, &ri, owhy,
	    sizeof (owhy)) != 0) {
		(void) snprintf(why, whylen, "made by recover instruction %u, "
		    "which does not read", idx);
		return (-1);
	}
	if (strcmp(ri.ri_name, "Add") == 0)
		op = RUN_ADD;
	else if (strcmp(ri.ri_name, "Sub") == 0)
		op = RUN_SUB;
	else if (strcmp(ri.ri_name, "Mul") == 0)
		op = RUN_MUL;
	else {
		(void) snprintf(why, whylen, "made by recover instruction %u "
		    "(%s), which jsmdb does not run", idx, ri.ri_name);
		return (-1);
	}
	/* fields: isFloatOperation_, and RMul's mode_ (facts.c) */
	if (ri.ri_nops != 2 || ri.ri_nfields < 1 || ri.ri_fields[0] != 0 ||
	    (op == RUN_MUL && (ri.ri_nfields < 2 || ri.ri_fields[1] != 0))) {
		(void) snprintf(why, whylen, "made by recover instruction %u "
		    "(%s) of float32 or integer mode, which jsmdb does not "
		    "run", idx, ri.ri_name);
		return (-1);
	}
	if (depth > SM_RUN_DEPTH) {
		(void) snprintf(why, whylen, "made by recover instruction %u "
		    "(%s) at the end of more than %u: not run", idx,
		    ri.ri_name, SM_RUN_DEPTH);
		return (-1);
	}
	for (k = 0; k < 2; k++) {
		if (sm_ion_alloc(jf, is, islen, allocs, rps, n,
		    ri.ri_first + k, &iv, owhy, sizeof (owhy)) != 0 ||
		    ion_value(jf, is, islen, allocs, rps, n, &iv, L, depth,
		    &v[k], owhy, sizeof (owhy)) != 0) {
			(void) snprintf(why, whylen, "made by recover "
			    "instruction %u (%s), not run: operand %u: %s",
			    idx, ri.ri_name, k + 1, owhy);
			return (-1);
		}
		sm_value_decode(v[k], &sv);
		if (sv.sv_type == SM_V_INT32)
			d[k] = (double)sv.sv_int;
		else if (sv.sv_type == SM_V_DOUBLE)
			d[k] = sv.sv_double;
		else {
			(void) snprintf(why, whylen, "made by recover "
			    "instruction %u (%s), not run: its operand %u is "
			    "not a number", idx, ri.ri_name, k + 1);
			return (-1);
		}
	}
	r = op == RUN_ADD ? d[0] + d[1] : op == RUN_SUB ? d[0] - d[1] :
	    d[0] * d[1];
	if (r != r) {
		(void) snprintf(why, whylen, "made by recover instruction %u "
		    "(%s), not run: a NaN", idx, ri.ri_name);
		return (-1);
	}
	/* Value::setNumber: mozilla::NumberIsInt32 */
	if (r >= -2147483648.0 && r <= 2147483647.0 &&
	    (double)(i32 = (int32_t)r) == r && !(r == 0 && signbit(r)))
		*vp = sm_value_box(SM_V_INT32, (uint32_t)i32);
	else
		(void) memcpy(vp, &r, sizeof (*vp));
	return (0);
}

int
sm_ion_recover_value(const sm_jitfacts_t *jf, const uchar_t *is,
    size_t len, size_t allocs, const sm_ionrp_t *rps, uint_t nrp,
    uint32_t idx, uintptr_t L, uint64_t *vp, char *why, size_t whylen)
{
	if (nrp == 0) {
		(void) snprintf(why, whylen, "no snapshot");
		return (-1);
	}
	return (ion_run_recover(jf, is, len, allocs, rps, nrp, idx, L, 0, vp,
	    why, whylen));
}

/*
 * Operand op of resume point f as the Value SnapshotIterator would read
 * for the Ion frame at L (its JitFrameLayout), into *out; or why not.
 */
static void
inl_value(const sm_jitfacts_t *jf, const uchar_t *is, size_t islen,
    size_t allocs, const sm_ionrp_t *rps, uint_t n, uint_t f, uint32_t op,
    uintptr_t L, struct sm_inlval *out)
{
	sm_ionval_t iv;
	char why[96];

	(void) memset(out, 0, sizeof (*out));
	why[0] = '\0';
	if (sm_ion_operand(jf, is, islen, allocs, rps, n, f, op, &iv, why,
	    sizeof (why)) != 0 ||
	    ion_value(jf, is, islen, allocs, rps, n, &iv, L, 0, &out->iv_val,
	    why, sizeof (why)) != 0) {
		(void) snprintf(out->iv_why, sizeof (out->iv_why), "%s", why);
		return;
	}
	out->iv_ok = 1;
}

/*
 * The receiver and arguments of Ion frame f (0: the Ion frame itself at
 * L, whose actual arguments lie at memargv; 1 ..: a function Ion inlined,
 * whose callee is operand cpos of its caller's resume point) into out,
 * as InlineFrameIterator::readFrameArgsAndLocals reads them: the
 * resume point's operands are the environment chain, the return value,
 * the arguments object when the script has one, |this|, the formals;
 * the formals come from there (an Ion frame's own formal slots are
 * neither updated nor traced by the GC: a moved string or object leaves
 * a stale word there), the arguments past the formals from the frame's
 * argv (traced) or, inlined, from the caller's call.  An Ion frame's
 * |this| is its argv's (traced).  snapwhy: why the snapshot did not
 * read (n is 0), or NULL.
 */
static void
ion_args(const sm_jitfacts_t *jf, const uchar_t *is, size_t islen,
    size_t allocs, const sm_ionrp_t *rps, uint_t n, uint_t f, uintptr_t L,
    uintptr_t memargv, uint32_t cpos, const char *snapwhy, sm_frame_t *out)
{
	sm_funcinfo_t fi;
	uint32_t iflags, adj;
	uint64_t w;
	uint_t k, nv, nformal;
	char why[96];

	nv = out->fr_argc + 1;
	if (nv > SM_ION_MAXVALS)
		nv = SM_ION_MAXVALS;
	out->fr_ion_nvals = nv;
	(void) memset(out->fr_ion_vals, 0, nv * sizeof (out->fr_ion_vals[0]));
	why[0] = '\0';
	if (f >= n)
		(void) snprintf(why, sizeof (why), "the Ion frame's snapshot "
		    "did not read (%.50s)", snapwhy != NULL ? snapwhy :
		    "not said");
	else if (sm_rd32(out->fr_script + jf->sj_script_iflags,
	    &iflags) != 0)
		(void) snprintf(why, sizeof (why), "script %lx's "
		    "immutableFlags_ are not readable",
		    (unsigned long)out->fr_script);
	else if (sm_func_info(out->fr_callee, &fi, why, sizeof (why)) != 0) {
		/* why says it */
	}
	adj = why[0] == '\0' && (iflags & jf->sj_script_argsobj) ? 1 : 0;
	nformal = why[0] == '\0' ? fi.fi_nargs : 0;
	for (k = 0; k < nv; k++) {
		struct sm_inlval *v = &out->fr_ion_vals[k];
		uint_t a = k - 1;	/* the argument's index (k > 0) */

		if (k == 0 && memargv != 0) {
			/* TraceIonJSFrame traces |this| in argv */
			if (sm_rd64(memargv - 8, &w) != 0) {
				(void) snprintf(v->iv_why, sizeof (v->iv_why),
				    "its slot %lx is not readable",
				    (unsigned long)(memargv - 8));
				continue;
			}
			v->iv_val = w;
			v->iv_ok = 1;
			continue;
		}
		if (k > 0 && a >= nformal && why[0] == '\0') {
			/* past the formals: argv (traced) or the call's */
			if (memargv == 0) {
				inl_value(jf, is, islen, allocs, rps, n, f - 1,
				    cpos + 1 + k, L, v);
				continue;
			}
			if (sm_rd64(memargv + (uintptr_t)a * 8, &w) != 0) {
				(void) snprintf(v->iv_why, sizeof (v->iv_why),
				    "its slot %lx is not readable",
				    (unsigned long)(memargv + (uintptr_t)a * 8));
				continue;
			}
			v->iv_val = w;
			v->iv_ok = 1;
			continue;
		}
		if (why[0] != '\0') {
			(void) snprintf(v->iv_why, sizeof (v->iv_why), "%s", why);
			continue;
		}
		/* |this| (k 0) or formal a: the frame's resume point */
		inl_value(jf, is, islen, allocs, rps, n, f, 2 + adj + k, L, v);
	}
}

/*
 * An Ion frame fr: its line from the outermost resume point of the
 * snapshot at its return address, and the functions Ion inlined there
 * (the other resume points), given to cb before it, innermost first, as
 * frames of their own at its address (InlineFrameIterator's order).
 * Returns cb's non-zero, or 0.
 */
static int
ion_frames(const sm_jitfacts_t *jf, sm_frame_t *fr, sm_frame_f *cb,
    void *arg)
{
	sm_ionrp_t rps[SM_MAX_RESUME];
	sm_frame_t *ins = NULL;
	const uchar_t *is = NULL;
	size_t islen = 0, allocs = 0;
	uint_t n, i;
	char why[160], lwhy[160];
	int rv = 0;

	fr->fr_ion_inl = -1;
	if (fr->fr_script == 0) {
		(void) snprintf(fr->fr_inl_why, sizeof (fr->fr_inl_why),
		    "functions Ion inlined into this frame, if any, are not "
		    "decoded: the frame's script is not known");
		if (fr->fr_callee != 0 && fr->fr_args_why[0] == '\0' &&
		    fr->fr_noargs_why[0] == '\0')
			ion_args(jf, NULL, 0, 0, rps, 0, 0, fr->fr_addr,
			    fr->fr_argv, 0, "the frame's script is not known",
			    fr);
		return (0);
	}
	why[0] = '\0';
	if (ion_resume_points(jf, fr->fr_script, fr->fr_retaddr, rps,
	    SM_MAX_RESUME, &n, &is, &islen, &allocs, why,
	    sizeof (why)) != 0) {
		(void) snprintf(fr->fr_inl_why, sizeof (fr->fr_inl_why),
		    "functions Ion inlined into this frame, if any, are not "
		    "decoded: %.90s", why);
		if (n == 0) {
			(void) snprintf(fr->fr_why, sizeof (fr->fr_why),
			    "Ion frame: %s", why);
			if (fr->fr_callee != 0 && fr->fr_args_why[0] == '\0' &&
			    fr->fr_noargs_why[0] == '\0')
				ion_args(jf, is, islen, allocs, rps, 0, 0,
				    fr->fr_addr, fr->fr_argv, 0, why, fr);
			goto out;
		}
		/* the first resume point read is still the frame's own */
		n = 1;
	} else
		fr->fr_ion_inl = (int)n - 1;
	if (fr->fr_callee != 0 && fr->fr_args_why[0] == '\0' &&
	    fr->fr_noargs_why[0] == '\0')
		ion_args(jf, is, islen, allocs, rps, n, 0, fr->fr_addr,
		    fr->fr_argv, 0, why, fr);
	if (jit_pcoff_line(fr->fr_script, rps[0].rp_pcoff, fr, lwhy,
	    sizeof (lwhy)) != 0)
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "Ion frame: "
		    "%.140s", lwhy);
	if (n <= 1)
		goto out;
	if ((ins = malloc(n * sizeof (sm_frame_t))) == NULL) {
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "Ion frame: "
		    "out of memory for its %u inlined frames", n - 1);
		goto out;
	}
	/* outermost first: each callee from its caller's call */
	for (i = 1; i < n; i++) {
		sm_frame_t *in = &ins[i];
		uintptr_t cs = i == 1 ? fr->fr_script : ins[i - 1].fr_script;
		uintptr_t code, script;
		uint32_t codelen;
		uint64_t v, fun;
		uchar_t op[3];
		size_t avail;
		char cwhy[128];
		uint_t argc;
		int construct, kind;
		sm_value_t sv;

		(void) memset(in, 0, sizeof (*in));
		in->fr_kind = SM_FR_JITJS;
		in->fr_inlined = 1;
		in->fr_addr = fr->fr_addr;
		in->fr_activation = fr->fr_activation;
		in->fr_retaddr = fr->fr_retaddr;
		in->fr_tier = "ion (inlined)";
		(void) strcpy(in->fr_name, "?");
		why[0] = '\0';
		if (cs == 0) {
			(void) snprintf(why, sizeof (why), "its caller is not "
			    "decoded");
			goto undecoded;
		}
		/* the op (and its argc) at the caller's pc: how it
		   called (a call, fun.call, fun.apply, a getter, a
		   setter) */
		avail = 0;
		if (script_code(cs, &code, &codelen) == 0 &&
		    rps[i - 1].rp_pcoff < codelen) {
			avail = codelen - rps[i - 1].rp_pcoff;
			if (avail > sizeof (op))
				avail = sizeof (op);
			if (mdb_vread(op, avail, code + rps[i - 1].rp_pcoff) !=
			    (ssize_t)avail)
				avail = 0;
		}
		if (avail == 0) {
			(void) snprintf(why, sizeof (why), "its caller's call "
			    "at bytecode offset %#x does not read",
			    rps[i - 1].rp_pcoff);
			goto undecoded;
		}
		if (sm_ion_inlcall(jf, op, avail, rps[i - 1].rp_mode,
		    i == 1 ? -1 : (int64_t)ins[i - 1].fr_argc, &argc,
		    &construct, NULL, cwhy, sizeof (cwhy)) != 0) {
			(void) snprintf(why, sizeof (why), "at bytecode offset "
			    "%#x: %.110s", rps[i - 1].rp_pcoff, cwhy);
			goto undecoded;
		}
		if (sm_ion_callee(jf, is, islen, allocs, rps, n, i, argc,
		    construct, &kind, &v, why, sizeof (why)) != 0)
			goto undecoded;
		if (kind != SM_ION_CONST) {
			/* a slot below the frame's JitFrameLayout
			   (AddressOfFrameSlot: layout - offset) */
			uintptr_t slot = fr->fr_addr - (uintptr_t)(int64_t)v;
			uint64_t w;

			if (sm_rd64(slot, &w) != 0) {
				(void) snprintf(why, sizeof (why), "the "
				    "callee's stack slot %lx does not read",
				    (unsigned long)slot);
				goto undecoded;
			}
			if (kind == SM_ION_STACK_OBJ) {
				sv.sv_type = SM_V_OBJECT;
				sv.sv_ptr = (uintptr_t)w;
				v = w;
			} else
				v = w;
		}
		if (kind != SM_ION_STACK_OBJ)
			sm_value_decode(v, &sv);
		if (sv.sv_type != SM_V_OBJECT ||
		    (script = fun_script_of(sv.sv_ptr)) == 0 ||
		    !is_function_script(script, &fun)) {
			(void) snprintf(why, sizeof (why), "its callee, the "
			    "constant %lx, is not a function with a script",
			    (unsigned long)v);
			goto undecoded;
		}
		in->fr_callee = sv.sv_ptr;
		in->fr_constructing = construct;
		in->fr_script = script;
		/* this and the arguments: its own resume point's, the
		   overflow its caller's call operands */
		in->fr_argc = argc;
		ion_args(jf, is, islen, allocs, rps, n, i, fr->fr_addr, 0,
		    rps[i - 1].rp_nops - 2 - argc - (construct ? 1 : 0), NULL,
		    in);
		if (sm_func_name(sv.sv_ptr, in->fr_name,
		    sizeof (in->fr_name)) != 0) {
			(void) strcpy(in->fr_name, "?");
			(void) snprintf(in->fr_why, sizeof (in->fr_why),
			    "a function Ion inlined: its name is not readable");
		}
		script_where(script, in);
		if (jit_pcoff_line(script, rps[i].rp_pcoff, in, lwhy,
		    sizeof (lwhy)) != 0)
			(void) snprintf(in->fr_why, sizeof (in->fr_why),
			    "Ion frame (inlined): %.130s", lwhy);
		continue;
undecoded:
		(void) snprintf(in->fr_why, sizeof (in->fr_why), "a function "
		    "Ion inlined (frame %u of %u at this pc): %.100s", i + 1, n,
		    why);
	}
	for (i = n - 1; i >= 1 && rv == 0; i--)
		rv = cb(&ins[i], arg);
out:
	free(ins);
	free((void *)is);
	return (rv);
}

/* ---- WebAssembly frames ---- */

#define	SM_MAX_WASM_INST	64	/* instance contexts a walk collects */
#define	SM_WASM_SAVEDSP_REACH	32	/* words above the outermost frame
					   searched for the entry's saved sp */

int
sm_wasm_range_lookup(const sm_wasmfacts_t *wf, const uchar_t *tab,
    size_t len, uint32_t off, uint_t *kindp, uint32_t *funcp, char *why,
    size_t whylen)
{
	size_t n, lo, hi, mid, sz = wf->sw_cr_size;
	uint32_t b, e;

	if (sz < wf->sw_cr_kind + 1 || len % sz != 0) {
		(void) snprintf(why, whylen, "its CodeRange table's %zu bytes "
		    "are not whole entries", len);
		return (-1);
	}
	n = len / sz;
	lo = 0;
	hi = n;
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		b = le32(tab + mid * sz + wf->sw_cr_begin);
		e = le32(tab + mid * sz + wf->sw_cr_end);
		if (e <= b) {
			(void) snprintf(why, whylen, "its CodeRange %zu ends "
			    "(%#x) where it begins (%#x) or before: not "
			    "believed", mid, e, b);
			return (-1);
		}
		if (off >= b && off < e) {
			*kindp = tab[mid * sz + wf->sw_cr_kind];
			*funcp = le32(tab + mid * sz + wf->sw_cr_func);
			return (0);
		}
		if (off < b)
			hi = mid;
		else
			lo = mid + 1;
	}
	(void) snprintf(why, whylen, "code offset %#x is in none of its %zu "
	    "CodeRanges", off, n);
	return (-1);
}

int
sm_wasm_callsite_lookup(const sm_wasmfacts_t *wf, const uchar_t *tab,
    size_t len, uint32_t retoff, uint32_t *bcp, char *why, size_t whylen)
{
	size_t n, sz = wf->sw_cs_size;
	ssize_t at;

	if (sz < 8 || len % sz != 0 || wf->sw_cs_ret + 4 > sz ||
	    wf->sw_cs_word + 4 > sz) {
		(void) snprintf(why, whylen, "its CallSite table's %zu bytes "
		    "are not whole entries", len);
		return (-1);
	}
	n = len / sz;
	if ((at = sorted_u32_find(tab, n, sz, wf->sw_cs_ret, retoff)) >= 0) {
		*bcp = le32(tab + (size_t)at * sz + wf->sw_cs_word) &
		    ((1u << wf->sw_cs_bits) - 1);
		return (0);
	}
	(void) snprintf(why, whylen, "return offset %#x matches none of its "
	    "%zu CallSites", retoff, n);
	return (-1);
}

/* Appends bytes, escaping all but printable ASCII; 0, or -1 when full. */
static int
wasm_name_put(char *buf, size_t buflen, size_t *at, const uchar_t *p,
    size_t n)
{
	size_t k;
	int w;

	for (k = 0; k < n; k++) {
		if (p[k] >= 0x20 && p[k] < 0x7f && p[k] != '\\')
			w = snprintf(buf + *at, buflen - *at, "%c", p[k]);
		else
			w = snprintf(buf + *at, buflen - *at, "\\x%02x", p[k]);
		if (w < 0 || (size_t)w >= buflen - *at)
			return (-1);
		*at += (size_t)w;
	}
	return (0);
}

int
sm_wasm_func_name(const sm_wasmfacts_t *wf, const uchar_t *names,
    size_t nnames, const uchar_t *payload, size_t plen, uint32_t modoff,
    uint32_t modlen, uint32_t funcidx, char *buf, size_t buflen, char *why,
    size_t whylen)
{
	uint32_t off = 0, len = 0;
	size_t at = 0;
	int w;

	if (buflen == 0)
		return (-1);
	buf[0] = '\0';
	if (modlen != 0) {
		if ((uint64_t)modoff + modlen > plen) {
			(void) snprintf(why, whylen, "the module's name (%u "
			    "bytes at %u) lies past the name section's %zu "
			    "bytes", modlen, modoff, plen);
			return (-1);
		}
		if (wasm_name_put(buf, buflen, &at, payload + modoff,
		    modlen) != 0 || wasm_name_put(buf, buflen, &at,
		    (const uchar_t *)".", 1) != 0)
			goto long_;
	}
	if (funcidx < nnames) {
		off = le32(names + (size_t)funcidx * wf->sw_name_size);
		len = le32(names + (size_t)funcidx * wf->sw_name_size + 4);
	}
	if (len == 0) {
		w = snprintf(buf + at, buflen - at, "wasm-function[%u]",
		    funcidx);
		if (w < 0 || (size_t)w >= buflen - at)
			goto long_;
		return (0);
	}
	if ((uint64_t)off + len > plen) {
		(void) snprintf(why, whylen, "function %u's name (%u bytes at "
		    "%u) lies past the name section's %zu bytes", funcidx,
		    len, off, plen);
		buf[0] = '\0';
		return (-1);
	}
	if (wasm_name_put(buf, buflen, &at, payload + off, len) != 0)
		goto long_;
	return (0);
long_:
	(void) snprintf(why, whylen, "function %u's name is longer than %zu "
	    "bytes", funcidx, buflen - 1);
	buf[0] = '\0';
	return (-1);
}

/*
 * A mozilla::Vector's {mBegin, mLength} at addr, its length believed up
 * to SM_MAX_WASM_RANGES.  0, or -1 with why (what names the vector).
 */
static int
wasm_vector(uintptr_t addr, const char *what, uint64_t *beginp,
    uint64_t *lenp, char *why, size_t whylen)
{
	if (sm_rd64(addr, beginp) != 0 || sm_rd64(addr + 8, lenp) != 0) {
		(void) snprintf(why, whylen, "the vector of %s at %lx is not "
		    "readable", what, (unsigned long)addr);
		return (-1);
	}
	if (*lenp > SM_MAX_WASM_RANGES) {
		(void) snprintf(why, whylen, "the vector of %s at %lx says "
		    "%llu entries, more than the %u believed", what,
		    (unsigned long)addr, (unsigned long long)*lenp,
		    (uint_t)SM_MAX_WASM_RANGES);
		return (-1);
	}
	if (*lenp > 0 && *beginp == 0) {
		(void) snprintf(why, whylen, "the vector of %s at %lx says "
		    "%llu entries at address 0", what, (unsigned long)addr,
		    (unsigned long long)*lenp);
		return (-1);
	}
	return (0);
}

/* A vector of n entries of sz bytes read whole (malloc'd), or NULL. */
static uchar_t *
wasm_read_table(uint64_t begin, uint64_t n, size_t sz)
{
	uchar_t *buf;
	size_t len = (size_t)n * sz;

	if ((buf = malloc(len + 1)) == NULL)
		return (NULL);
	if (len > 0 && mdb_vread(buf, len, (uintptr_t)begin) != (ssize_t)len) {
		free(buf);
		return (NULL);
	}
	return (buf);
}

/* The instance contexts (checked) that the walk has met. */
typedef struct wasm_insts {
	uintptr_t wi_code[SM_MAX_WASM_INST];	/* their Code */
	uint_t wi_n;
} wasm_insts_t;

/*
 * Is w an instance context of the main context cx (78: a TlsData whose
 * Instance points back to it; 102: an Instance)?  Adds its Code.
 */
static void
wasm_inst_add(const sm_wasmfacts_t *wf, wasm_insts_t *wi, uintptr_t cx,
    uint64_t w)
{
	uint64_t c, inst, back, code, tier, ctc;
	uint_t k;

	if (w == 0 || (w & 7) != 0 || sm_rd64(w + wf->sw_ctx_cx, &c) != 0 ||
	    c != cx)
		return;
	inst = w;
	if (wf->sw_ctx_inst != SM_NOFF &&
	    (sm_rd64(w + wf->sw_ctx_inst, &inst) != 0 || inst == 0))
		return;
	if (wf->sw_inst_ctx != SM_NOFF &&
	    (sm_rd64(inst + wf->sw_inst_ctx, &back) != 0 || back != w))
		return;
	if (sm_rd64(inst + wf->sw_inst_code, &code) != 0 || code == 0 ||
	    sm_rd64(code + wf->sw_code_tier1, &tier) != 0 || tier == 0 ||
	    sm_rd64(tier + wf->sw_ct_code, &ctc) != 0 || ctc != code)
		return;
	for (k = 0; k < wi->wi_n; k++) {
		if (wi->wi_code[k] == code)
			return;
	}
	if (wi->wi_n < SM_MAX_WASM_INST)
		wi->wi_code[wi->wi_n++] = (uintptr_t)code;
}

/* What a pc is in: its Code, tier, and the code range it is in. */
typedef struct wasm_pc {
	uintptr_t wp_code;
	uintptr_t wp_mtier;		/* its MetadataTier */
	uintptr_t wp_base;		/* the segment's code */
	uint_t wp_tier;			/* Tier */
	uint_t wp_kind;			/* CodeRange::Kind */
	uint32_t wp_func;
	uint32_t wp_off;		/* pc - base */
} wasm_pc_t;

/* Looks pc up in the tiers of the instances met.  0, or -1 with why. */
static int
wasm_lookup(const sm_wasmfacts_t *wf, const wasm_insts_t *wi, uintptr_t pc,
    wasm_pc_t *wp, char *why, size_t whylen)
{
	uint64_t ct, back, seg, base, mt, rb, rn;
	uint32_t len, tier;
	uchar_t *tab;
	char vwhy[160];
	uint_t k, t;
	int rv;

	for (k = 0; k < wi->wi_n; k++) {
		for (t = 0; t < 2; t++) {
			if (sm_rd64(wi->wi_code[k] + (t == 0 ?
			    wf->sw_code_tier1 : wf->sw_code_tier2), &ct) != 0 ||
			    ct == 0 || sm_rd64(ct + wf->sw_ct_code, &back) != 0 ||
			    back != wi->wi_code[k] ||
			    sm_rd64(ct + wf->sw_ct_seg, &seg) != 0 || seg == 0 ||
			    sm_rd64(seg + wf->sw_seg_base, &base) != 0 ||
			    sm_rd32(seg + wf->sw_seg_len, &len) != 0)
				continue;
			if (pc < base || pc - base >= len)
				continue;
			wp->wp_code = wi->wi_code[k];
			wp->wp_base = (uintptr_t)base;
			wp->wp_off = (uint32_t)(pc - base);
			if (sm_rd32(seg + wf->sw_seg_tier, &tier) != 0)
				tier = UINT32_MAX;
			wp->wp_tier = tier;
			if (sm_rd64(ct + wf->sw_ct_mtier, &mt) != 0 ||
			    mt == 0) {
				(void) snprintf(why, whylen, "pc %lx: the "
				    "MetadataTier of its code %lx is not "
				    "readable", (unsigned long)pc,
				    (unsigned long)wp->wp_code);
				return (-1);
			}
			if (wasm_vector(mt + wf->sw_mt_ranges, "CodeRanges",
			    &rb, &rn, vwhy, sizeof (vwhy)) != 0) {
				(void) snprintf(why, whylen, "pc %lx, in code "
				    "%lx: %s", (unsigned long)pc,
				    (unsigned long)wp->wp_code, vwhy);
				return (-1);
			}
			wp->wp_mtier = (uintptr_t)mt;
			if ((tab = wasm_read_table(rb, rn, wf->sw_cr_size)) ==
			    NULL) {
				(void) snprintf(why, whylen, "pc %lx: the %lu "
				    "CodeRanges of its code %lx are not "
				    "readable", (unsigned long)pc,
				    (unsigned long)rn,
				    (unsigned long)wp->wp_code);
				return (-1);
			}
			rv = sm_wasm_range_lookup(wf, tab, (size_t)rn *
			    wf->sw_cr_size, wp->wp_off, &wp->wp_kind,
			    &wp->wp_func, why, whylen);
			free(tab);
			return (rv);
		}
	}
	(void) snprintf(why, whylen, "pc %lx is in the code of none of the "
	    "%u WebAssembly instances the frames name", (unsigned long)pc,
	    wi->wi_n);
	return (-1);
}

/* Fills a wasm frame's name, file, offset and tier from what pc is in. */
static void
wasm_describe(const sm_wasmfacts_t *wf, const wasm_pc_t *wp, sm_frame_t *fr)
{
	uint64_t md, file, sb, pb, pn, nb, nn, cb, cn;
	uint32_t modoff = 0, modlen = 0, bc;
	uchar_t some = 0, *names = NULL, *payload = NULL, *calls;
	char why[160];
	uint_t nt;

	for (nt = 0; wf->sw_tier_names[nt] != NULL; nt++)
		;
	fr->fr_tier = wp->wp_tier < nt ? (wp->wp_tier == 0 ?
	    "wasm-baseline" : "wasm-ion") : "wasm";
	fr->fr_wasm_func = wp->wp_func;
	fr->fr_wasm_off = -1;
	why[0] = '\0';
	/* the call's bytecode offset: its CallSite */
	if (wasm_vector(wp->wp_mtier + wf->sw_mt_calls, "CallSites", &cb,
	    &cn, why, sizeof (why)) != 0) {
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "%s", why);
	} else if ((calls = wasm_read_table(cb, cn, wf->sw_cs_size)) ==
	    NULL) {
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "the %llu "
		    "CallSites of its code at %lx are not readable",
		    (unsigned long long)cn, (unsigned long)cb);
	} else {
		if (sm_wasm_callsite_lookup(wf, calls, (size_t)cn *
		    wf->sw_cs_size, wp->wp_off, &bc, why, sizeof (why)) == 0)
			fr->fr_wasm_off = bc;
		else
			(void) snprintf(fr->fr_why, sizeof (fr->fr_why),
			    "its pc's CallSite: %s", why);
		free(calls);
	}
	if (sm_rd64(wp->wp_code + wf->sw_code_meta, &md) != 0 || md == 0) {
		(void) snprintf(fr->fr_file_why, sizeof (fr->fr_file_why),
		    "its code %lx's Metadata is not readable",
		    (unsigned long)wp->wp_code);
		(void) snprintf(fr->fr_name, sizeof (fr->fr_name), "?");
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "%s",
		    fr->fr_file_why);
		return;
	}
	if (sm_rd64(md + wf->sw_md_file, &file) != 0 || file == 0 ||
	    mdb_readstr(fr->fr_file, sizeof (fr->fr_file), file) < 0) {
		fr->fr_file[0] = '\0';
		(void) snprintf(fr->fr_file_why, sizeof (fr->fr_file_why),
		    "its Metadata %lx's filename is not readable",
		    (unsigned long)md);
	}
	/* the name section (namePayload: none when the module has none) */
	pn = 0;
	nn = 0;
	why[0] = '\0';
	if (sm_rd64(md + wf->sw_md_names_payload, &sb) != 0 ||
	    (sb != 0 && wasm_vector(sb + wf->sw_sb_bytes, "name section "
	    "bytes", &pb, &pn, why, sizeof (why)) != 0) ||
	    wasm_vector(md + wf->sw_md_funcnames, "function names", &nb, &nn,
	    why, sizeof (why)) != 0 ||
	    mdb_vread(&some, 1, md + wf->sw_md_modname +
	    wf->sw_maybe_some) != 1 ||
	    (some != 0 && (sm_rd32(md + wf->sw_md_modname, &modoff) != 0 ||
	    sm_rd32(md + wf->sw_md_modname + 4, &modlen) != 0))) {
		(void) snprintf(fr->fr_name, sizeof (fr->fr_name), "?");
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "wasm-function"
		    "[%u]: its Metadata %lx's names are not decoded%s%s",
		    wp->wp_func, (unsigned long)md, why[0] != '\0' ? ": " : "",
		    why);
		return;
	}
	if (sb == 0) {
		nn = 0;
		modlen = 0;
	}
	if (some == 0)
		modlen = 0;
	if ((names = wasm_read_table(nb, nn, wf->sw_name_size)) == NULL ||
	    (payload = wasm_read_table(pb, pn, 1)) == NULL) {
		(void) snprintf(fr->fr_name, sizeof (fr->fr_name), "?");
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "wasm-function"
		    "[%u]: its name section (%lu bytes, %lu names) is not "
		    "readable", wp->wp_func, (unsigned long)pn,
		    (unsigned long)nn);
	} else if (sm_wasm_func_name(wf, names, nn, payload, pn, modoff,
	    modlen, wp->wp_func, fr->fr_name, sizeof (fr->fr_name), why,
	    sizeof (why)) != 0) {
		(void) snprintf(fr->fr_name, sizeof (fr->fr_name), "?");
		(void) snprintf(fr->fr_why, sizeof (fr->fr_why), "wasm-function"
		    "[%u]: %s", wp->wp_func, why);
	}
	free(names);
	free(payload);
}

/* A wasm frame or stub record that says what is not decoded. */
static int
wasm_own(uintptr_t addr, uintptr_t ret, sm_frame_f *cb, void *arg,
    const char *text)
{
	return (jit_own(addr, addr, ret, cb, arg, "%s", text));
}

/*
 * Walks the wasm frames of the JitActivation at act from its wasm exit
 * frame exitfp, as WasmFrameIter does: each frame's callerFP is its
 * caller's frame, its returnAddress a pc in the caller's code, whose
 * CodeRange says whether the caller is a function (a wasm frame), the
 * interpreter entry stub (C++ called the wasm: the activation's frames
 * end), or the JIT entry stub (JIT code called it: its JSJitToWasm frame
 * is the callerFP); a tagged callerFP is JIT code's direct call, its
 * fake exit frame the callerFP untagged.  *outerp: the outermost wasm
 * frame's fp when the interpreter entry called it; *jitfpp: the JIT
 * frame to walk on from when JIT code did (the record of that frame
 * given); both 0: the walk stopped, said.  Returns cb's non-zero, or 0.
 */
static int
wasm_walk(uintptr_t act, uintptr_t exitfp, sm_frame_f *cb, void *arg,
    size_t *nfrp, uintptr_t *outerp, uintptr_t *jitfpp)
{
	const sm_wasmfacts_t *wf = sm_wasmfacts_for(sm.ss_facts);
	wasm_insts_t wi;
	wasm_pc_t wp;
	uintptr_t cx, fp, caller;
	uint64_t w, ret, cfp;
	sm_frame_t fr;
	char why[256];
	uint_t k;
	int rv;

	*outerp = 0;
	*jitfpp = 0;
	if (wf == NULL)
		return (jit_undecoded(act, exitfp, cb, arg, "WebAssembly "
		    "frames (their exit frame at %lx): jsmdb has no "
		    "WebAssembly layout for SpiderMonkey %s on %s: they and "
		    "the rest of the activation are not decoded",
		    (unsigned long)exitfp, sm.ss_version,
		    sm.ss_facts->sf_arch));
	if (main_context(&cx, why, sizeof (why)) != 0)
		return (jit_undecoded(act, 0, cb, arg, "WebAssembly frames: "
		    "%s", why));
	/* the instance contexts the frames name */
	(void) memset(&wi, 0, sizeof (wi));
	for (fp = exitfp, k = 0; fp != 0 && k < SM_MAX_FRAMES; k++) {
		uint_t i;

		for (i = 0; wf->sw_fr_inst[i] != SM_NOFF; i++) {
			if (sm_rd64(fp + wf->sw_fr_inst[i], &w) == 0)
				wasm_inst_add(wf, &wi, cx, w);
		}
		if (sm_rd64(fp + wf->sw_fr_callerfp, &cfp) != 0 ||
		    cfp <= fp || cfp >= act || (cfp & 7) != 0)
			break;
		fp = (uintptr_t)cfp;
	}
	if ((rv = wasm_own(exitfp, 0, cb, arg, "WebAssembly exit frame: "
	    "WebAssembly code calling out of it (an import's stub, a "
	    "builtin)")) != 0)
		return (rv);
	for (fp = exitfp; ; fp = caller) {
		if (++*nfrp > SM_MAX_FRAMES)
			return (jit_undecoded(act, fp, cb, arg, "more than %d "
			    "frames: the rest is taken to be damaged",
			    SM_MAX_FRAMES));
		if (sm_rd64(fp + wf->sw_fr_ret, &ret) != 0 ||
		    sm_rd64(fp + wf->sw_fr_callerfp, &cfp) != 0)
			return (jit_undecoded(act, fp, cb, arg, "WebAssembly "
			    "frame %lx is not readable: the rest of the "
			    "activation is not decoded", (unsigned long)fp));
		if ((cfp & wf->sw_fr_jit_tag) != 0) {
			/* JIT code called this frame's function directly:
			   its fake exit frame is the callerFP untagged */
			caller = (uintptr_t)(cfp & ~(uint64_t)wf->sw_fr_jit_tag);
			if (caller <= fp || caller >= act || (caller & 7) != 0)
				return (jit_undecoded(act, fp, cb, arg,
				    "WebAssembly frame %lx's JIT caller's frame "
				    "%lx is not above it below the activation: "
				    "the rest is taken to be damaged",
				    (unsigned long)fp, (unsigned long)caller));
			*jitfpp = caller;
			return (jit_own(caller, caller, (uintptr_t)ret, cb, arg,
			    "Exit frame: JIT code calling WebAssembly directly"));
		}
		if (wasm_lookup(wf, &wi, (uintptr_t)ret, &wp, why,
		    sizeof (why)) != 0)
			return (jit_undecoded(act, fp, cb, arg, "the caller "
			    "of WebAssembly frame %lx (return address %lx) is "
			    "not decoded: %s", (unsigned long)fp,
			    (unsigned long)ret, why));
		caller = (uintptr_t)cfp;
		if (wp.wp_kind == wf->sw_cr_interp_entry) {
			*outerp = fp;
			return (wasm_own(fp + wf->sw_fr_size, (uintptr_t)ret,
			    cb, arg, "WebAssembly interpreter entry stub: "
			    "called by C++ (Instance::callExport)"));
		}
		if (wp.wp_kind == wf->sw_cr_jit_entry) {
			/* the JIT entry stub's JSJitToWasm frame: a JIT frame
			   whose descriptor leads on */
			if (caller <= fp || caller >= act || (caller & 7) != 0)
				return (jit_undecoded(act, fp, cb, arg,
				    "WebAssembly frame %lx's JIT entry frame "
				    "%lx is not above it below the activation: "
				    "the rest is taken to be damaged",
				    (unsigned long)fp, (unsigned long)caller));
			*jitfpp = caller;
			return (jit_own(caller, caller, (uintptr_t)ret, cb, arg,
			    "JSJitToWasm frame: JIT code calling WebAssembly "
			    "(the JIT entry stub)"));
		}
		if (wp.wp_kind != wf->sw_cr_function) {
			const char *kn = "(none of CodeRange::Kind's)";
			uint_t i;

			for (i = 0; wf->sw_cr_kinds[i] != NULL; i++) {
				if (i == wp.wp_kind)
					kn = wf->sw_cr_kinds[i];
			}
			return (jit_undecoded(act, fp, cb, arg, "the caller of "
			    "WebAssembly frame %lx is code of kind %s: not "
			    "decoded", (unsigned long)fp, kn));
		}
		if (caller <= fp || caller >= act || (caller & 7) != 0)
			return (jit_undecoded(act, fp, cb, arg, "WebAssembly "
			    "frame %lx's caller's frame %lx is not above it "
			    "below the activation%s: the rest is taken to be "
			    "damaged", (unsigned long)fp, (unsigned long)caller,
			    (caller & 1) ? " (a tagged frame pointer: a direct "
			    "call from JIT code, not decoded)" : ""));
		if (cb == NULL)
			continue;
		(void) memset(&fr, 0, sizeof (fr));
		fr.fr_kind = SM_FR_WASM;
		fr.fr_addr = caller;
		fr.fr_activation = caller;
		fr.fr_retaddr = (uintptr_t)ret;
		wasm_describe(wf, &wp, &fr);
		if ((rv = cb(&fr, arg)) != 0)
			return (rv);
	}
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
	if (packed & jf->sj_exitfp_wasm) {
		uintptr_t outer, jitfp;

		cur = (uintptr_t)(packed & ~jf->sj_exitfp_wasm);
		if (cur >= act || (cur & 7) != 0)
			return (jit_undecoded(act, 0, cb, arg, "frames run by "
			    "the JIT: its WebAssembly exit frame %lx is not "
			    "below the activation on the stack: taken to be "
			    "damaged", (unsigned long)cur));
		*exitp = cur;
		if ((rv = wasm_walk(act, cur, cb, arg, nfrp, &outer,
		    &jitfp)) != 0 || jitfp == 0)
			return (rv);
		cur = jitfp;
		goto frames;
	}
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
frames:
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
		if (ptype == jf->sj_ft_wasm_to_jit) {
			/* an entry frame, as CppToJSJit: the caller is the
			   import's JIT exit stub, whose wasm exit frame is
			   where the descriptor leads (JSJitFrameIter::isEntry,
			   JitFrameIter::settle: prevFp()) */
			uintptr_t outer, jitfp;

			if (next >= act || (next & 7) != 0)
				return (jit_undecoded(act, cur, cb, arg, "JIT "
				    "frame %lx's WebAssembly caller would be at "
				    "%lx, not below the activation: the rest is "
				    "taken to be damaged", (unsigned long)cur,
				    (unsigned long)next));
			if ((rv = wasm_walk(act, next, cb, arg, nfrp, &outer,
			    &jitfp)) != 0 || jitfp == 0)
				return (rv);
			cur = jitfp;
			continue;
		}
		if (ptype >= jf->sj_ft_walkable)
			return (jit_undecoded(act, cur, cb, arg, "a %s frame at "
			    "%lx: not decoded", jit_type_name(jf, ptype),
			    (unsigned long)next));
		/* the callee's return address: a pc in its caller */
		ret = 0;
		(void) sm_rd64(cur + jf->sj_cfl_ret, &ret);
		cur = next;
		if (ptype == jf->sj_ft_ion || ptype == jf->sj_ft_baseline) {
			jit_js_frame(jf, ptype, cur, (uintptr_t)ret, &fr);
			*outerp = fr.fr_script;
			if (ptype == jf->sj_ft_ion && cb != NULL &&
			    (rv = ion_frames(jf, &fr, cb, arg)) != 0)
				return (rv);
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

/*
 * The native caller of the wasm interpreter entry stub under the
 * outermost wasm frame at outer: the stub pushed the sp it had before
 * aligning the stack (a word that holds an address 8 to sw_ient_align
 * bytes above its own, facts.c), its native caller's return address and
 * frame pointer at fixed distances above that sp (sw_ient_ret,
 * sw_ient_fp); the return address must be into named code.  0, or -1.
 */
static int
wasm_entry_caller(const sm_wasmfacts_t *wf, uintptr_t outer, uintptr_t act,
    uintptr_t *pcp, uintptr_t *spp, uintptr_t *fpp)
{
	uintptr_t a;
	uint64_t v, ret, fp;
	uint_t k;

	if (wf->sw_ient_ret == SM_NOFF || wf->sw_ient_fp == SM_NOFF ||
	    wf->sw_ient_align < 8)
		return (-1);
	for (k = 0; k < SM_WASM_SAVEDSP_REACH; k++) {
		a = outer + wf->sw_fr_size + (uintptr_t)k * 8;
		if (a + 8 > act || sm_rd64(a, &v) != 0)
			return (-1);
		if (v <= a || v - a < 8 || v - a > wf->sw_ient_align ||
		    (v - a) % 8 != 0)
			continue;
		if (v + wf->sw_ient_ret + 8 > act ||
		    sm_rd64(v + wf->sw_ient_ret, &ret) != 0 ||
		    sm_rd64(v + wf->sw_ient_fp, &fp) != 0 ||
		    !named_code((uintptr_t)ret))
			continue;
		*pcp = (uintptr_t)ret;
		*spp = (uintptr_t)v + wf->sw_ient_ret + 8;
		*fpp = (uintptr_t)fp;
		return (0);
	}
	return (-1);
}

int
sm_jit_resume(uintptr_t sp, uintptr_t *pcp, uintptr_t *spp, uintptr_t *fpp,
    char *why, size_t whylen)
{
	const sm_facts_t *f = sm.ss_facts;
	const sm_jitfacts_t *jf;
	const sm_wasmfacts_t *wf = sm_wasmfacts_for(f);
	uintptr_t cx, best = 0, bestexit = 0, entry, outer, exitfp, fp;
	uintptr_t wbest = 0, wnear = 0;
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
		    sm_rd64(act + jf->sj_exitfp, &ret) != 0 || ret == 0)
			continue;
		if ((ret & jf->sj_exitfp_wasm) && wf != NULL) {
			/* wasm frames entered from C++: the unwinder stopped
			   in them (the sp of one, or of the stub under them) */
			uintptr_t outer = 0, lo, wpc, wsp, wfp, wjit;

			lo = (uintptr_t)(ret & ~jf->sj_exitfp_wasm);
			(void) wasm_walk((uintptr_t)act, lo, NULL, NULL, &nfr,
			    &outer, &wjit);
			if (outer != 0 && lo < (uintptr_t)act &&
			    sp + SM_EXIT_REACH >= lo &&
			    sp <= outer + wf->sw_fr_size + 8 *
			    SM_WASM_SAVEDSP_REACH)
				wnear = lo;
			if (outer != 0 && lo < (uintptr_t)act &&
			    sp + SM_EXIT_REACH >= lo &&
			    sp <= outer + wf->sw_fr_size + 8 *
			    SM_WASM_SAVEDSP_REACH &&
			    (wbest == 0 || lo < wbest) &&
			    wasm_entry_caller(wf, outer, (uintptr_t)act, &wpc,
			    &wsp, &wfp) == 0) {
				wbest = lo;
				*pcp = wpc;
				*spp = wsp;
				*fpp = wfp;
			}
			continue;
		}
		if (ret & jf->sj_exitfp_wasm)
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
	if (wbest != 0 && (best == 0 || wbest < bestexit))
		return (0);
	if (best == 0 && wnear != 0) {
		(void) snprintf(why, whylen, "the WebAssembly frames above sp "
		    "%lx were entered from C++ through the interpreter entry "
		    "stub, whose native caller's frame %s",
		    (unsigned long)sp, wf->sw_ient_ret == SM_NOFF ? "is not "
		    "known on this architecture" : "was not found (no saved "
		    "sp leading to a return address into named code)");
		return (-1);
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
	if (fp + 16 > best ||
	    sm_rd64(fp + jf->sj_ent_savedfp, &callerfp) != 0 ||
	    sm_rd64(fp + jf->sj_ent_ret, &ret) != 0 ||
	    !named_code((uintptr_t)ret)) {
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
			if (flags & ~f->sf_ifr_flags_known) {
				/* not a frame's flags: RUNNING_IN_JIT and
				   CONSTRUCTING are not believed either */
				(void) snprintf(fr.fr_note, sizeof (fr.fr_note),
				    "frame %lx: flags_ %#x have bits no "
				    "InterpreterFrame has (%#x): not believed; "
				    "the line is where its script or function "
				    "starts", (unsigned long)fp, flags,
				    flags & ~f->sf_ifr_flags_known);
				fr.fr_in_jit = 0;
				fr.fr_constructing = 0;
			}
			if (script == 0 || script_where(script, &fr) == 2) {
				/* no script: nothing of the frame is known */
				if (script == 0)
					(void) snprintf(fr.fr_why,
					    sizeof (fr.fr_why), "its script_ "
					    "is null");
				fr.fr_bad = 1;
				fr.fr_script = 0;
				fr.fr_file_why[0] = '\0';
				fr.fr_note[0] = '\0';
				goto next;
			}
			if (is_function_script(script, &fun)) {
				sm_value_t cv;
				uint64_t w;
				int outside;

				if (nactual > SM_MAX_ARGS) {
					(void) snprintf(fr.fr_args_why,
					    sizeof (fr.fr_args_why), "frame "
					    "%lx: nactual_ %u: more than %d "
					    "arguments, not believed",
					    (unsigned long)fp, nactual,
					    SM_MAX_ARGS);
					nactual = 0;
				}
				/* argv[-2] (callee), argv[-1] (this) and the
				   arguments: readable, and for a frame called
				   by another (prev_ set; the entry frame's are
				   its C++ caller's) on the interpreter's stack
				   below it (InterpreterStack::getCallFrame
				   puts the frame right after them) */
				outside = prev != 0 && (argv > fp ||
				    (fp - argv) / 8 < (uint64_t)nactual);
				if (argv == 0 || outside ||
				    sm_rd64(argv - 16, &w) != 0 ||
				    sm_rd64(argv - 8, &w) != 0 ||
				    (nactual > 0 && sm_rd64(argv +
				    8 * ((uintptr_t)nactual - 1), &w) != 0)) {
					(void) snprintf(fr.fr_noargs_why,
					    sizeof (fr.fr_noargs_why), "frame "
					    "%lx: argv_ %lx is %s: its receiver "
					    "and arguments are not known",
					    (unsigned long)fp, (unsigned long)argv,
					    outside ? "not below the frame" :
					    "not readable");
					argv = 0;
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
			if (fr.fr_note[0] == '\0' && !fr.fr_in_jit) {
				uint_t line;
				char lwhy[160];

				if (pc_line(script, pc, fr.fr_line, &line,
				    &fr.fr_column, lwhy, sizeof (lwhy)) == 0) {
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
next:
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
