/*
 * unwind.c: native stack walking for x86-64, aarch64 and i386 cores.
 *
 * Registers are DWARF-numbered (target.h); the architecture's facts
 * (which register is the pc, sp, frame pointer, link register, pointer
 * size, prologue bytes) come from regsets.c.  Each step finds the object
 * containing the frame's pc and asks libdw for the CFI row there
 * (.eh_frame first, then .debug_frame); libdw's backend for the core's
 * machine supplies the ABI's initial rules.  The CFA and the caller's
 * registers are computed with a small DWARF expression machine that reads
 * memory through tgt_vread.  Where no CFI covers the pc (V8's JIT code
 * and builtins, objects without unwind tables) the frame-pointer chain is
 * followed: [fp] is the caller's fp, [fp + pointer size] the return
 * address (x86's push/mov prologue and aarch64's frame record alike),
 * except in the innermost frame (or one a signal interrupted) when its pc
 * is not code, or (x86) sits at a `push %rbp` or `ret`: there the return
 * address is on top of the stack, or (aarch64) in the link register.  The frame after a signal
 * trampoline (glibc's __restore_rt, whose CFI reads the saved ucontext)
 * has an exact pc; every other caller's pc is a return address, looked up
 * at pc - 1.
 *
 * Everything read comes from an untrusted core: every read may fail, the
 * expression machine is bounded, and the walk stops on a zero pc, a pc
 * outside executable memory, a stack pointer that does not grow, a repeated
 * (pc, sp) pair, or UW_MAXFRAMES frames.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <elfutils/libdw.h>
#include <dwarf.h>
#include <gelf.h>
#include <elf.h>
#include "modapi.h"
#include "tgt_impl.h"
#include "unwind.h"

typedef struct uw_cfi {
	Dwarf_CFI *uc_eh;		/* .eh_frame, from dwarf_getcfi_elf */
	Dwarf *uc_dw;			/* for .debug_frame, or NULL */
	Dwarf_CFI *uc_dbg;		/* owned by uc_dw */
} uw_cfi_t;

#define	UW_STACKMAX	64		/* DWARF expression stack depth */
#define	UW_STEPMAX	256		/* DWARF expression operations run */

#define	BIT(r)		(1ULL << (r))

/*
 * The state of one frame while walking.  us_soft holds registers whose
 * value is only presumed (carried through a frame-pointer step, as gdb
 * does for code it cannot describe): used to compute, never reported as
 * known.
 */
typedef struct uw_state {
	uw_frame_t us_f;
	uint64_t us_soft;
	int us_after_signal;		/* pc is exact, not a return address */
	int us_leaf;			/* its caller was found in the link
					   register: the sp did not move */
	int us_guess;			/* its registers came from CFI rules
					   evaluated on presumed values */
} uw_state_t;

typedef enum {
	UW_STEP_OK,
	UW_STEP_END,			/* no caller: the CFI says outermost,
					   or its rules cannot be evaluated */
	UW_STEP_FAIL			/* this way does not apply: try another */
} uw_step_t;

/* ---- CFI per object ---- */

static int
uw_has_scn(Elf *elf, const char *want)
{
	size_t shstrndx;
	Elf_Scn *scn = NULL;

	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		return (0);
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		const char *name;

		if (gelf_getshdr(scn, &sh) == NULL)
			continue;
		if ((name = elf_strptr(elf, shstrndx, sh.sh_name)) != NULL &&
		    strcmp(name, want) == 0)
			return (sh.sh_type != SHT_NOBITS && sh.sh_size != 0);
	}
	return (0);
}

static uw_cfi_t *
uw_cfi(tgt_object_t *o)
{
	uw_cfi_t *c;

	if (o->o_cfi_tried)
		return (o->o_cfi);
	o->o_cfi_tried = 1;
	if (o->o_elf == NULL || elf_kind(o->o_elf) != ELF_K_ELF)
		return (NULL);
	if ((c = calloc(1, sizeof (*c))) == NULL)
		return (NULL);
	c->uc_eh = dwarf_getcfi_elf(o->o_elf);
	if (uw_has_scn(o->o_elf, ".debug_frame") &&
	    (c->uc_dw = dwarf_begin_elf(o->o_elf, DWARF_C_READ, NULL)) !=
	    NULL)
		c->uc_dbg = dwarf_getcfi(c->uc_dw);
	if (c->uc_eh == NULL && c->uc_dbg == NULL) {
		if (c->uc_dw != NULL)
			(void) dwarf_end(c->uc_dw);
		free(c);
		return (NULL);
	}
	o->o_cfi = c;
	return (c);
}

void
uw_free(tgt_object_t *o)
{
	uw_cfi_t *c;

	if (o == NULL)
		return;
	if ((c = o->o_cfi) != NULL) {
		if (c->uc_eh != NULL)
			(void) dwarf_cfi_end(c->uc_eh);
		if (c->uc_dw != NULL)
			(void) dwarf_end(c->uc_dw);
		free(c);
	}
	o->o_cfi = NULL;
	o->o_cfi_tried = 0;
}

/* ---- DWARF expressions ---- */

typedef struct uw_ctx {
	target_t *uc_t;
	const tgt_arch_t *uc_a;
	const uw_state_t *uc_st;	/* registers of the callee frame */
	uint64_t uc_cfa;
	int uc_have_cfa;
	int uc_used_soft;		/* a presumed register was used */
} uw_ctx_t;

static int
uw_getreg(const uw_ctx_t *c, uint64_t dw, uint64_t *v)
{
	if (dw >= (uint64_t)c->uc_a->ta_ncfiregs)
		return (-1);
	if (!((c->uc_st->us_f.f_known | c->uc_st->us_soft) & BIT(dw)))
		return (-1);
	if (!(c->uc_st->us_f.f_known & BIT(dw)))
		((uw_ctx_t *)c)->uc_used_soft = 1;
	*v = c->uc_st->us_f.f_regs[dw];
	return (0);
}

static int
uw_read(target_t *t, uint64_t addr, size_t n, uint64_t *v)
{
	uint64_t x = 0;

	if (n == 0 || n > 8 || tgt_vread(t, &x, n, addr) != (ssize_t)n)
		return (-1);
	*v = x;			/* little-endian: the low n bytes */
	return (0);
}

/* The architecture of t (x86-64 for a hand-built target without one). */
static const tgt_arch_t *
uw_arch(target_t *t)
{
	if (t->t_arch == NULL)
		t->t_arch = tgt_arch_lookup(EM_X86_64, ELFCLASS64);
	return (t->t_arch);
}

/*
 * Evaluates ops.  *isval says whether the result is a value (a CFA rule,
 * DW_OP_stack_value, a register name) rather than the address holding it.
 */
static int
uw_eval(const uw_ctx_t *c, const Dwarf_Op *ops, size_t nops, uint64_t *res,
    int *isval)
{
	uint64_t st[UW_STACKMAX], a, b;
	size_t sp = 0, i = 0;
	int steps = 0;

	*isval = 0;
	if (nops == 0)
		return (-1);
	/* A lone register name: the value is in that register. */
	if (nops == 1 && ((ops[0].atom >= DW_OP_reg0 &&
	    ops[0].atom <= DW_OP_reg31) || ops[0].atom == DW_OP_regx)) {
		uint64_t r = ops[0].atom == DW_OP_regx ? ops[0].number :
		    (uint64_t)(ops[0].atom - DW_OP_reg0);

		*isval = 1;
		return (uw_getreg(c, r, res));
	}

#define	PUSH(v)	do { \
		uint64_t pv_ = (v); \
		if (sp >= UW_STACKMAX) \
			return (-1); \
		st[sp++] = pv_; \
	} while (0)
#define	POP(v)	do { \
		if (sp == 0) \
			return (-1); \
		(v) = st[--sp]; \
	} while (0)

	while (i < nops) {
		const Dwarf_Op *op = &ops[i];
		uint8_t at = op->atom;

		if (++steps > UW_STEPMAX)
			return (-1);
		i++;
		if (at >= DW_OP_lit0 && at <= DW_OP_lit31) {
			PUSH((uint64_t)(at - DW_OP_lit0));
			continue;
		}
		if (at >= DW_OP_breg0 && at <= DW_OP_breg31) {
			if (uw_getreg(c, at - DW_OP_breg0, &a) != 0)
				return (-1);
			PUSH(a + op->number);
			continue;
		}
		switch (at) {
		case DW_OP_addr:
		case DW_OP_const1u:
		case DW_OP_const1s:
		case DW_OP_const2u:
		case DW_OP_const2s:
		case DW_OP_const4u:
		case DW_OP_const4s:
		case DW_OP_const8u:
		case DW_OP_const8s:
		case DW_OP_constu:
		case DW_OP_consts:
			/* libdw stores signed operands sign-extended. */
			PUSH(op->number);
			break;
		case DW_OP_bregx:
			if (uw_getreg(c, op->number, &a) != 0)
				return (-1);
			PUSH(a + op->number2);
			break;
		case DW_OP_call_frame_cfa:
			if (!c->uc_have_cfa)
				return (-1);
			PUSH(c->uc_cfa);
			break;
		case DW_OP_dup:
			POP(a);
			PUSH(a);
			PUSH(a);
			break;
		case DW_OP_drop:
			POP(a);
			break;
		case DW_OP_over:
			if (sp < 2)
				return (-1);
			PUSH(st[sp - 2]);
			break;
		case DW_OP_pick:
			if (op->number >= sp)
				return (-1);
			PUSH(st[sp - 1 - op->number]);
			break;
		case DW_OP_swap:
			POP(a);
			POP(b);
			PUSH(a);
			PUSH(b);
			break;
		case DW_OP_rot:
			if (sp < 3)
				return (-1);
			a = st[sp - 1];
			st[sp - 1] = st[sp - 2];
			st[sp - 2] = st[sp - 3];
			st[sp - 3] = a;
			break;
		case DW_OP_deref:
			POP(a);
			if (uw_read(c->uc_t, a & c->uc_a->ta_addrmask,
			    c->uc_a->ta_ptrsize, &b) != 0)
				return (-1);
			PUSH(b);
			break;
		case DW_OP_deref_size:
			POP(a);
			if (uw_read(c->uc_t, a & c->uc_a->ta_addrmask,
			    (size_t)op->number, &b) != 0)
				return (-1);
			PUSH(b);
			break;
		case DW_OP_plus_uconst:
			POP(a);
			PUSH(a + op->number);
			break;
		case DW_OP_neg:
			POP(a);
			PUSH(-a);
			break;
		case DW_OP_not:
			POP(a);
			PUSH(~a);
			break;
		case DW_OP_abs:
			POP(a);
			PUSH((int64_t)a < 0 ? -a : a);
			break;
		case DW_OP_plus:
		case DW_OP_minus:
		case DW_OP_mul:
		case DW_OP_and:
		case DW_OP_or:
		case DW_OP_xor:
		case DW_OP_shl:
		case DW_OP_shr:
		case DW_OP_shra:
		case DW_OP_div:
		case DW_OP_mod:
		case DW_OP_eq:
		case DW_OP_ne:
		case DW_OP_lt:
		case DW_OP_gt:
		case DW_OP_le:
		case DW_OP_ge:
			POP(b);
			POP(a);
			switch (at) {
			case DW_OP_plus:	a += b; break;
			case DW_OP_minus:	a -= b; break;
			case DW_OP_mul:		a *= b; break;
			case DW_OP_and:		a &= b; break;
			case DW_OP_or:		a |= b; break;
			case DW_OP_xor:		a ^= b; break;
			case DW_OP_shl:		a = b < 64 ? a << b : 0; break;
			case DW_OP_shr:		a = b < 64 ? a >> b : 0; break;
			case DW_OP_shra:
				a = (uint64_t)((int64_t)a >> (b < 63 ? b : 63));
				break;
			case DW_OP_div:
				if (b == 0 || ((int64_t)a == INT64_MIN &&
				    (int64_t)b == -1))
					return (-1);
				a = (uint64_t)((int64_t)a / (int64_t)b);
				break;
			case DW_OP_mod:
				if (b == 0)
					return (-1);
				a %= b;
				break;
			case DW_OP_eq:	a = (a == b); break;
			case DW_OP_ne:	a = (a != b); break;
			case DW_OP_lt:	a = ((int64_t)a < (int64_t)b); break;
			case DW_OP_gt:	a = ((int64_t)a > (int64_t)b); break;
			case DW_OP_le:	a = ((int64_t)a <= (int64_t)b); break;
			case DW_OP_ge:	a = ((int64_t)a >= (int64_t)b); break;
			}
			PUSH(a);
			break;
		case DW_OP_skip:
		case DW_OP_bra: {
			uint64_t target;
			size_t k;

			if (at == DW_OP_bra) {
				POP(a);
				if (a == 0)
					break;
			}
			/* Operand is a signed 2-byte offset past this op. */
			target = op->offset + 3 + (uint64_t)(int64_t)
			    (int16_t)op->number;
			for (k = 0; k < nops; k++)
				if (ops[k].offset == target)
					break;
			if (k == nops && (nops == 0 ||
			    target <= ops[nops - 1].offset))
				return (-1);
			i = k;
			break;
		}
		case DW_OP_nop:
			break;
		case DW_OP_stack_value:
			*isval = 1;
			i = nops;
			break;
		default:
			return (-1);
		}
	}
#undef PUSH
#undef POP
	if (sp == 0)
		return (-1);
	*res = st[sp - 1];
	return (0);
}

/* ---- steps ---- */

static int
uw_exec_addr(target_t *t, uint64_t pc)
{
	tgt_mapping_t *m;

	if (pc == 0 || (m = tgt_mapping_by_addr(t, pc)) == NULL)
		return (0);
	return ((m->m_prot & MDB_PROT_EXEC) != 0);
}

/*
 * Unwinds cur with the CFI row fr.  On UW_STEP_OK, next holds the caller
 * and *cfa the CFA of cur.
 */
static uw_step_t
uw_step_frame(target_t *t, const uw_state_t *cur, Dwarf_Frame *fr,
    uw_state_t *next, uint64_t *cfa)
{
	const tgt_arch_t *a = uw_arch(t);
	uw_ctx_t c;
	Dwarf_Op *ops, mem[3];
	size_t nops;
	bool signalp = false;
	int ra, dw, isval;
	uint64_t v, pc = 0;
	const uw_frame_t *f = &cur->us_f;
	uw_frame_t *n = &next->us_f;

	/*
	 * The CFI covers this pc, so it is the authority: when its rules
	 * cannot be evaluated (memory missing from the core) the walk ends
	 * here, as gdb's does, rather than guessing with the frame pointer.
	 */
	ra = dwarf_frame_info(fr, NULL, NULL, &signalp);
	if (ra < 0 || ra >= a->ta_ncfiregs)
		return (UW_STEP_END);
	if (dwarf_frame_cfa(fr, &ops, &nops) != 0 || nops == 0)
		return (UW_STEP_END);
	c.uc_t = t;
	c.uc_a = a;
	c.uc_st = cur;
	c.uc_have_cfa = 0;
	c.uc_used_soft = 0;
	if (uw_eval(&c, ops, nops, &c.uc_cfa, &isval) != 0)
		return (UW_STEP_END);
	c.uc_cfa &= a->ta_addrmask;
	c.uc_have_cfa = 1;

	memset(next, 0, sizeof (*next));
	memcpy(n->f_regs, f->f_regs, sizeof (n->f_regs));
	n->f_known = f->f_known & a->ta_threadregs;
	next->us_soft = cur->us_soft & a->ta_threadregs;

	for (dw = 0; dw < a->ta_ncfiregs; dw++) {
		uint64_t bit = BIT(dw);

		/* the caller's pc is the return address column's value */
		if (dw == a->ta_pc && dw != ra)
			continue;
		if (dwarf_frame_register(fr, dw, mem, &ops, &nops) != 0) {
			if (dw == ra)
				return (UW_STEP_END);
			continue;
		}
		if (nops == 0) {
			if (ops == NULL && dw != ra) {
				/* same value */
				n->f_known |= f->f_known & bit;
				next->us_soft |= cur->us_soft & bit;
				continue;
			}
			/*
			 * The return address column is the link register and
			 * this frame left it alone (an aarch64 leaf, whose CFA
			 * is its sp): the caller's pc is in it, and the
			 * caller's sp may equal ours.
			 */
			if (ops == NULL && dw == ra && a->ta_lr >= 0 &&
			    dw == a->ta_lr && (f->f_known & bit)) {
				v = f->f_regs[dw] & a->ta_addrmask;
				n->f_regs[dw] = v;
				n->f_known |= bit;
				pc = v & a->ta_pcmask;
				next->us_leaf = 1;
				continue;
			}
			/* undefined: for the return address, outermost */
			if (dw == ra)
				return (UW_STEP_END);
			continue;
		}
		if (uw_eval(&c, ops, nops, &v, &isval) != 0 ||
		    (!isval && uw_read(t, v & a->ta_addrmask, a->ta_ptrsize,
		    &v) != 0)) {
			if (dw == ra)
				return (UW_STEP_END);
			continue;
		}
		v &= a->ta_addrmask;
		n->f_regs[dw] = v;
		n->f_known |= bit;
		if (dw == ra)
			pc = v & a->ta_pcmask;
	}
	n->f_regs[a->ta_pc] = pc;
	n->f_known |= BIT(a->ta_pc);
	/* The caller's sp is the CFA unless the CFI said otherwise. */
	if (!(n->f_known & BIT(a->ta_sp))) {
		n->f_regs[a->ta_sp] = c.uc_cfa;
		n->f_known |= BIT(a->ta_sp);
	}
	next->us_soft &= ~n->f_known;
	n->f_pc = pc;
	n->f_sp = n->f_regs[a->ta_sp];
	n->f_fp = n->f_regs[a->ta_fp];
	n->f_how = MDB_FRAME_CFI;
	next->us_after_signal = signalp;
	/* a CFA from a presumed sp (after a frame-pointer step) is a guess */
	next->us_guess = c.uc_used_soft;
	*cfa = c.uc_cfa;
	return (UW_STEP_OK);
}

static uw_step_t
uw_step_cfi(target_t *t, const uw_state_t *cur, uint64_t lookup,
    uw_state_t *next, uint64_t *cfa)
{
	tgt_object_t *o;
	uw_cfi_t *c;
	Dwarf_CFI *cfis[2];
	uint64_t link;
	int i;

	if ((o = tgt_object_by_addr(t, lookup)) == NULL || (c = uw_cfi(o)) == NULL)
		return (UW_STEP_FAIL);
	link = (tgt_canon_addr(t, o, lookup) - o->o_bias) &
	    uw_arch(t)->ta_addrmask;
	cfis[0] = c->uc_eh;
	cfis[1] = c->uc_dbg;
	for (i = 0; i < 2; i++) {
		Dwarf_Frame *fr = NULL;
		uw_step_t r;

		if (cfis[i] == NULL ||
		    dwarf_cfi_addrframe(cfis[i], link, &fr) != 0)
			continue;
		r = uw_step_frame(t, cur, fr, next, cfa);
		free(fr);
		return (r);
	}
	return (UW_STEP_FAIL);
}

/*
 * The frame-pointer chain: [fp] is the caller's fp, [fp + ptrsize] the
 * return address, fp + 2 * ptrsize the caller's sp (x86's push/mov
 * prologue, aarch64's frame record {x29, x30}, V8's frames on both).
 */
static uw_step_t
uw_step_fp(target_t *t, const uw_state_t *cur, uw_state_t *next,
    uint64_t *cfa)
{
	const tgt_arch_t *a = uw_arch(t);
	const uw_frame_t *f = &cur->us_f;
	uw_frame_t *n = &next->us_f;
	uint64_t fp, sfp, ra, ps = a->ta_ptrsize;

	if (!((f->f_known | cur->us_soft) & BIT(a->ta_fp)))
		return (UW_STEP_FAIL);
	fp = f->f_regs[a->ta_fp];
	if (fp < f->f_sp || (fp & (ps - 1)) != 0 ||
	    fp > a->ta_addrmask - 2 * ps)
		return (UW_STEP_FAIL);
	if (uw_read(t, fp, ps, &sfp) != 0 || uw_read(t, fp + ps, ps, &ra) != 0)
		return (UW_STEP_FAIL);
	ra &= a->ta_pcmask;

	memset(next, 0, sizeof (*next));
	memcpy(n->f_regs, f->f_regs, sizeof (n->f_regs));
	n->f_regs[a->ta_pc] = ra;
	n->f_regs[a->ta_sp] = fp + 2 * ps;
	n->f_regs[a->ta_fp] = sfp;
	n->f_known = BIT(a->ta_pc) | BIT(a->ta_fp) |
	    (f->f_known & a->ta_threadregs);
	/* Presumed unchanged, as gdb does for code it cannot describe. */
	next->us_soft = ((f->f_known | cur->us_soft) &
	    (a->ta_calleesaved | a->ta_threadregs)) & ~n->f_known;
	/* x86: the caller's sp is fp + 16 exactly; aarch64: presumed */
	if (a->ta_fp_sp_exact)
		n->f_known |= BIT(a->ta_sp);
	else
		next->us_soft |= BIT(a->ta_sp);
	n->f_pc = ra;
	n->f_sp = fp + 2 * ps;
	n->f_fp = sfp;
	n->f_how = MDB_FRAME_FP;
	*cfa = fp + 2 * ps;
	return (UW_STEP_OK);
}

/*
 * x86: a frame whose return address is at the top of its stack: at a pc
 * that is not code (a call through a bad pointer: gdb assumes the same),
 * or at a function's first instruction or a ret.  With pushed, the frame
 * has pushed the frame pointer and nothing else: [sp] is the caller's fp,
 * [sp + ptrsize] the return address.
 */
static uw_step_t
uw_step_sp(target_t *t, const uw_state_t *cur, uw_state_t *next,
    uint64_t *cfa, int pushed)
{
	const tgt_arch_t *a = uw_arch(t);
	const uw_frame_t *f = &cur->us_f;
	uw_frame_t *n = &next->us_f;
	uint64_t ra, ps = a->ta_ptrsize;
	uint64_t fp = f->f_regs[a->ta_fp], sp = f->f_sp;

	if (sp > a->ta_addrmask - 2 * ps)
		return (UW_STEP_FAIL);
	if (pushed && uw_read(t, sp, ps, &fp) != 0)
		return (UW_STEP_FAIL);
	if (pushed)
		sp += ps;
	if (uw_read(t, sp, ps, &ra) != 0)
		return (UW_STEP_FAIL);
	memset(next, 0, sizeof (*next));
	memcpy(n->f_regs, f->f_regs, sizeof (n->f_regs));
	n->f_regs[a->ta_pc] = ra;
	n->f_regs[a->ta_sp] = sp + ps;
	n->f_regs[a->ta_fp] = fp;
	n->f_known = BIT(a->ta_pc) | BIT(a->ta_sp) |
	    (f->f_known & (a->ta_calleesaved | a->ta_threadregs));
	if (pushed)
		n->f_known |= BIT(a->ta_fp);
	next->us_soft = (cur->us_soft | f->f_known) &
	    (a->ta_calleesaved | a->ta_threadregs) & ~n->f_known;
	n->f_pc = ra;
	n->f_sp = sp + ps;
	n->f_fp = fp;
	n->f_how = MDB_FRAME_FP;
	*cfa = sp + ps;
	return (UW_STEP_OK);
}

/*
 * aarch64: a frame that has saved nothing yet (a leaf, or a pc that is
 * not code after a call through a bad pointer): the caller's pc is in the
 * link register, its sp and fp are this frame's.
 */
static uw_step_t
uw_step_lr(target_t *t, const uw_state_t *cur, uw_state_t *next,
    uint64_t *cfa)
{
	const tgt_arch_t *a = uw_arch(t);
	const uw_frame_t *f = &cur->us_f;
	uw_frame_t *n = &next->us_f;
	uint64_t ra;

	if (a->ta_lr < 0 || !(f->f_known & BIT(a->ta_lr)))
		return (UW_STEP_FAIL);
	ra = f->f_regs[a->ta_lr] & a->ta_pcmask;
	memset(next, 0, sizeof (*next));
	memcpy(n->f_regs, f->f_regs, sizeof (n->f_regs));
	n->f_regs[a->ta_pc] = ra;
	n->f_known = BIT(a->ta_pc) | (f->f_known & (BIT(a->ta_sp) |
	    a->ta_calleesaved | a->ta_threadregs));
	next->us_soft = cur->us_soft & ~n->f_known;
	next->us_leaf = 1;
	n->f_pc = ra;
	n->f_sp = f->f_sp;
	n->f_fp = f->f_regs[a->ta_fp];
	n->f_how = MDB_FRAME_FP;
	*cfa = f->f_sp;
	return (UW_STEP_OK);
}

/*
 * For an exact pc in code without CFI: 0 if it is at a `push %rbp` or a
 * `ret` (nothing of the frame is on the stack), 1 just after `push %rbp`
 * at `mov %rsp,%rbp`, -1 otherwise (the frame pointer is set up, or we
 * cannot tell, or the architecture has no such prologue).  A stack
 * overflow faults at exactly such a push.
 */
static int
uw_prologue(target_t *t, uint64_t pc)
{
	const tgt_prologue_t *p = uw_arch(t)->ta_prologue;
	unsigned char b[8];
	size_t need;

	if (p == NULL || pc == 0)
		return (-1);
	need = 1 + (p->tp_movfp_len > 1 ? p->tp_movfp_len : 1);
	if (need > sizeof (b) || tgt_vread(t, b, need, pc - 1) !=
	    (ssize_t)need)
		return (-1);
	if (b[1] == p->tp_push_fp || b[1] == p->tp_ret)
		return (0);
	if (b[0] != p->tp_push_fp)
		return (-1);
	for (size_t i = 0; i < p->tp_nmovfp; i++) {
		if (memcmp(b + 1, p->tp_movfp + i * p->tp_movfp_len,
		    p->tp_movfp_len) == 0)
			return (1);
	}
	return (-1);
}

static int uw_walk_state(target_t *, uw_state_t *, uw_frame_f *, void *);

int
uw_walk(target_t *t, const tgt_thread_t *thr, uw_frame_f *cb, void *arg)
{
	const tgt_arch_t *a;
	uw_state_t cur;

	if (t == NULL || thr == NULL || cb == NULL)
		return (0);
	a = uw_arch(t);

	memset(&cur, 0, sizeof (cur));
	memcpy(cur.us_f.f_regs, thr->t_regs, sizeof (cur.us_f.f_regs));
	/* A hand-built thread (tests) has no mask: every register counts. */
	cur.us_f.f_known = thr->t_known != 0 ? thr->t_known : UINT64_MAX;
	cur.us_f.f_pc = thr->t_regs[a->ta_pc];
	cur.us_f.f_sp = thr->t_regs[a->ta_sp];
	cur.us_f.f_fp = thr->t_regs[a->ta_fp];
	cur.us_f.f_how = MDB_FRAME_REGS;
	/* The interrupted pc of frame 0 is exact. */
	cur.us_after_signal = 1;
	/*
	 * A stack pointer outside the core's memory (0, or damaged notes)
	 * leaves nothing but frame 0: said once per thread.
	 */
	if (thr->t_known != 0) {
		uint64_t w;
		char key[48];

		if (uw_read(t, cur.us_f.f_sp, t->t_ptrsize, &w) != 0) {
			(void) snprintf(key, sizeof (key), "sp %d",
			    thr->t_tid);
			tgt_notice(t, key, "thread %d: stack pointer 0x%llx is "
			    "not in the core's memory (damaged registers?): "
			    "its stack is only the frame at its pc",
			    thr->t_tid, (unsigned long long)cur.us_f.f_sp);
		}
	}
	return (uw_walk_state(t, &cur, cb, arg));
}

/*
 * A walk from registers an engine recovered where the unwinder cannot go
 * (its JIT code saved them, in a layout of its own): pc is a return
 * address, the registers of known are set.
 */
int
uw_walk_regs(target_t *t, const uint64_t *regs, uint64_t known,
    uw_frame_f *cb, void *arg)
{
	const tgt_arch_t *a;
	uw_state_t cur;
	int i;

	if (t == NULL || regs == NULL || cb == NULL)
		return (0);
	a = uw_arch(t);
	memset(&cur, 0, sizeof (cur));
	for (i = 0; i < TGT_NREGS; i++) {
		if (known & (1ULL << i))
			cur.us_f.f_regs[i] = regs[i];
	}
	cur.us_f.f_known = known;
	if (!(known & (1ULL << a->ta_pc)) || !(known & (1ULL << a->ta_sp)))
		return (0);
	cur.us_f.f_pc = regs[a->ta_pc];
	cur.us_f.f_sp = regs[a->ta_sp];
	cur.us_f.f_fp = (known & (1ULL << a->ta_fp)) ? regs[a->ta_fp] : 0;
	cur.us_f.f_how = MDB_FRAME_CFI;
	cur.us_after_signal = 0;
	return (uw_walk_state(t, &cur, cb, arg));
}

static int
uw_walk_state(target_t *t, uw_state_t *curp, uw_frame_f *cb, void *arg)
{
	const tgt_arch_t *a = uw_arch(t);
	uw_state_t cur = *curp, next;
	uint64_t (*seen)[2];
	int nframes = 0;

	if ((seen = malloc(UW_MAXFRAMES * sizeof (*seen))) == NULL)
		return (0);
	for (;;) {
		uint64_t pc = cur.us_f.f_pc, cfa = 0, lookup;
		uw_step_t r;
		int i, stop = 0;

		lookup = cur.us_after_signal ? pc : pc - 1;
		cur.us_f.f_isret = !cur.us_after_signal;
		if (cur.us_after_signal && !uw_exec_addr(t, pc)) {
			r = a->ta_lr >= 0 ? uw_step_lr(t, &cur, &next, &cfa) :
			    uw_step_sp(t, &cur, &next, &cfa, 0);
		} else {
			r = uw_step_cfi(t, &cur, lookup, &next, &cfa);
			/*
			 * CFI evaluated on a presumed sp (aarch64, after a
			 * frame-pointer step through JIT code) is a guess:
			 * the frame-pointer chain, where it holds, is better.
			 */
			if (r == UW_STEP_OK && next.us_guess) {
				uw_state_t alt;
				uint64_t acfa;

				if (uw_step_fp(t, &cur, &alt, &acfa) ==
				    UW_STEP_OK && uw_exec_addr(t, alt.us_f.f_pc)) {
					next = alt;
					cfa = acfa;
				}
			}
			if (r == UW_STEP_FAIL && cur.us_after_signal &&
			    (i = uw_prologue(t, pc)) >= 0)
				r = uw_step_sp(t, &cur, &next, &cfa, i);
			if (r == UW_STEP_FAIL)
				r = uw_step_fp(t, &cur, &next, &cfa);
		}
		cur.us_f.f_cfa = (r == UW_STEP_OK) ? cfa : 0;
		cur.us_f.f_signal = (r == UW_STEP_OK && next.us_after_signal);
		/*
		 * A trampoline is entered by the kernel, not called: its pc
		 * names it exactly (its FDE starts a byte early, for the
		 * pc - 1 lookup above).
		 */
		if (cur.us_f.f_signal)
			cur.us_f.f_isret = 0;

		seen[nframes][0] = pc;
		seen[nframes][1] = cur.us_f.f_sp;
		nframes++;
		if (cb(&cur.us_f, arg) != 0 || r != UW_STEP_OK ||
		    nframes >= UW_MAXFRAMES)
			break;

		/* Is the caller plausible? */
		if (!uw_exec_addr(t, next.us_f.f_pc))
			break;
		/*
		 * The stack grows down, so a caller's sp is above its
		 * callee's (the same, for a leaf whose caller is in the
		 * link register); the state a signal interrupted may be
		 * anywhere (sigaltstack).
		 */
		if (!next.us_after_signal && (next.us_leaf ?
		    next.us_f.f_sp < cur.us_f.f_sp :
		    next.us_f.f_sp <= cur.us_f.f_sp))
			break;
		for (i = 0; i < nframes; i++) {
			if (seen[i][0] == next.us_f.f_pc &&
			    seen[i][1] == next.us_f.f_sp) {
				stop = 1;
				break;
			}
		}
		if (stop)
			break;
		cur = next;
	}
	free(seen);
	return (nframes);
}
