/*
 * snapshot.c: ::smsnapshot, an Ion frame's snapshot at its return
 * address as jsmdb reads it (stack.c): the IonScript, the return offset,
 * then each recover instruction of the snapshot in order, its opcode's
 * name (facts.c's table of the ESR), the fields it carries and the
 * snapshot allocations its operands take, each decoded (a constant of
 * the IonScript, a stack slot, a register, another recover instruction's
 * result).  The resume points among them are the frames: the Ion frame's
 * own first, then the functions Ion inlined, outermost first.  What does
 * not read is said where it stops.
 *
 *   ::smsnapshot         every Ion frame of the stack
 *   addr::smsnapshot     the Ion frame at addr (::jsstack's frame address)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sm.h"

#define	SNAP_MAXFRAMES	256		/* Ion frames listed */
#define	SNAP_MAXINSTR	4096		/* recover instructions listed */
#define	SNAP_MAXOPS	64		/* operands listed per instruction */

typedef struct snap_frame {
	sm_frame_t *sf_frames;
	uint_t sf_n;
	uintptr_t sf_addr;		/* 0: every Ion frame */
	uint_t sf_more;
} snap_frame_t;

static int
snap_collect(const sm_frame_t *fr, void *arg)
{
	snap_frame_t *sf = arg;

	if (fr->fr_kind != SM_FR_JITJS || fr->fr_inlined ||
	    fr->fr_tier == NULL || strcmp(fr->fr_tier, "ion") != 0)
		return (0);
	if (sf->sf_addr != 0 && fr->fr_addr != sf->sf_addr)
		return (0);
	if (sf->sf_n >= SNAP_MAXFRAMES) {
		sf->sf_more++;
		return (0);
	}
	sf->sf_frames[sf->sf_n++] = *fr;
	return (0);
}

/* An allocation as the snapshot says where its value is. */
static void
snap_alloc(const sm_jitfacts_t *jf, const sm_ionval_t *iv, char *buf,
    size_t len)
{
	const char *t = sm_jsvaltype_name(iv->iv_type);
	char tb[16];

	if (iv->iv_type == SM_IV_UNTYPED)
		t = "Value";
	else if (t == NULL) {
		(void) snprintf(tb, sizeof (tb), "type %u", iv->iv_type);
		t = tb;
	}
	switch (iv->iv_how) {
	case SM_IV_VALUE:
		(void) snprintf(buf, len, "constant %llx",
		    (unsigned long long)iv->iv_bits);
		return;
	case SM_IV_STACK:
		(void) snprintf(buf, len, "slot %s%#x %s", iv->iv_off < 0 ?
		    "-" : "", iv->iv_off < 0 ? (uint_t)-(int64_t)iv->iv_off :
		    (uint_t)iv->iv_off, t);
		return;
	case SM_IV_FLOAT32:
		(void) snprintf(buf, len, "slot %s%#x float32", iv->iv_off < 0 ?
		    "-" : "", iv->iv_off < 0 ? (uint_t)-(int64_t)iv->iv_off :
		    (uint_t)iv->iv_off);
		return;
	case SM_IV_REG:
		if (iv->iv_reg < jf->sj_ngpr)
			(void) snprintf(buf, len, "register %s %s",
			    jf->sj_gpr_names[iv->iv_reg], t);
		else
			(void) snprintf(buf, len, "register %u (none of the "
			    "architecture's) %s", iv->iv_reg, t);
		return;
	case SM_IV_FREG:
		(void) snprintf(buf, len, "float register %u", iv->iv_reg);
		return;
	default:
		if (iv->iv_name != NULL)
			(void) snprintf(buf, len, "recover %u (%s)", iv->iv_reg,
			    iv->iv_name);
		else
			(void) snprintf(buf, len, "recover %u (not read)",
			    iv->iv_reg);
		return;
	}
}

static void
snap_print(const sm_jitfacts_t *jf, const sm_frame_t *fr)
{
	sm_ionrp_t rps[64];
	uintptr_t isaddr = 0;
	const uchar_t *is = NULL;
	size_t len = 0, allocs = 0;
	sm_ionri_t ri;
	sm_ionval_t iv;
	uint_t nrp = 0, f = 0, k, j;
	uint32_t i, n;
	char why[200], awhy[160], abuf[96];
	int rv;

	why[0] = '\0';
	(void) memset(rps, 0, sizeof (rps));
	rv = sm_ion_frame_snapshot(fr, &isaddr, &is, &len, rps,
	    sizeof (rps) / sizeof (rps[0]), &nrp, &allocs, why, sizeof (why));
	mdb_printf("Ion frame %p (%s), return address %p, IonScript %p:\n",
	    fr->fr_addr, fr->fr_name[0] != '\0' ? fr->fr_name : "<anonymous>",
	    fr->fr_retaddr, isaddr);
	n = rps[0].rp_nrec;
	if (is == NULL || n == 0) {
		mdb_printf("    snapshot not read: %s\n", why);
		free((void *)is);
		return;
	}
	mdb_printf("    %u recover instructions at %p, %u resume points%s\n",
	    n, isaddr + rps[0].rp_rec, nrp, rv != 0 ? " read" : "");
	for (i = 0; i < n && i < SNAP_MAXINSTR; i++) {
		if (sm_ion_recover_at(jf, is, len, &rps[0], i, &ri, awhy,
		    sizeof (awhy)) != 0) {
			mdb_printf("    %4u  not decoded: %s\n", i, awhy);
			break;
		}
		mdb_printf("    %4u  %-16s", i, ri.ri_name);
		for (k = 0; k < ri.ri_nfields; k++)
			mdb_printf(" %s%u", k == 0 ? "[" : "", ri.ri_fields[k]);
		if (ri.ri_nfields > 0)
			mdb_printf("]");
		if (ri.ri_op == jf->sj_rec_resumepoint) {
			/* frame f: the Ion frame's own (0), then inlined */
			mdb_printf("  frame %u, pc offset %#x", f,
			    ri.ri_fields[0] >> jf->sj_rp_pc_shift);
			f++;
		}
		mdb_printf("  %u operand%s\n", ri.ri_nops,
		    ri.ri_nops == 1 ? "" : "s");
		for (j = 0; j < ri.ri_nops && j < SNAP_MAXOPS; j++) {
			if (sm_ion_alloc(jf, is, len, allocs, rps,
			    nrp > 0 ? nrp : 1, ri.ri_first + j, &iv, awhy,
			    sizeof (awhy)) != 0) {
				mdb_printf("            a%u: not decoded: %s\n",
				    ri.ri_first + j, awhy);
				break;
			}
			snap_alloc(jf, &iv, abuf, sizeof (abuf));
			mdb_printf("            a%u: %s\n", ri.ri_first + j,
			    abuf);
		}
		if (j < ri.ri_nops && j == SNAP_MAXOPS)
			mdb_printf("            (%u more operands not "
			    "listed)\n", ri.ri_nops - j);
	}
	if (i == SNAP_MAXINSTR && i < n)
		mdb_printf("    (%u more recover instructions not listed)\n",
		    n - i);
	if (rv != 0)
		mdb_printf("    the snapshot does not read whole: %s\n", why);
	free((void *)is);
}

int
dcmd_smsnapshot(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	const sm_jitfacts_t *jf = sm_jitfacts_for(sm.ss_facts);
	snap_frame_t sf;
	char why[200];
	uint_t k;

	(void) argv;
	if (argc != 0)
		return (DCMD_USAGE);
	if (jf == NULL) {
		mdb_warn("no JIT facts for this SpiderMonkey (%s)",
		    sm.ss_version[0] != '\0' ? sm.ss_version : "not known");
		return (DCMD_ERR);
	}
	(void) memset(&sf, 0, sizeof (sf));
	sf.sf_addr = (flags & DCMD_ADDRSPEC) ? addr : 0;
	if ((sf.sf_frames = malloc(SNAP_MAXFRAMES *
	    sizeof (sm_frame_t))) == NULL) {
		mdb_warn("out of memory");
		return (DCMD_ERR);
	}
	if (sm_frame_iter(snap_collect, &sf, why, sizeof (why)) != 0) {
		mdb_warn("the JS frames are not read: %s", why);
		free(sf.sf_frames);
		return (DCMD_ERR);
	}
	if (sf.sf_n == 0) {
		if (flags & DCMD_ADDRSPEC)
			mdb_warn("%lx is no Ion frame of the stack",
			    (unsigned long)addr);
		else
			mdb_printf("no Ion frames on the stack\n");
		free(sf.sf_frames);
		return ((flags & DCMD_ADDRSPEC) ? DCMD_ERR : DCMD_OK);
	}
	for (k = 0; k < sf.sf_n; k++)
		snap_print(jf, &sf.sf_frames[k]);
	if (sf.sf_more > 0)
		mdb_printf("(%u more Ion frames not listed)\n", sf.sf_more);
	free(sf.sf_frames);
	return (DCMD_OK);
}
