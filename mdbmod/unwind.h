/*
 * unwind.h: native stack walking.  DWARF CFI from .eh_frame/.debug_frame
 * (libdw's dwarf_cfi_addrframe) recovers registers frame by frame; where no
 * CFI covers the pc (JIT code, stripped objects) the frame pointer chain is
 * followed.  The walk stops on a zero pc, a pc in no mapping, a loop, a
 * stack pointer that does not grow, or UW_MAXFRAMES.
 */
#ifndef MDB_UNWIND_H
#define MDB_UNWIND_H

#include "target.h"

#define	UW_MAXFRAMES	4096

typedef struct uw_frame {
	uint64_t f_pc;
	uint64_t f_sp;
	uint64_t f_fp;
	uint64_t f_cfa;
	int f_how;		/* MDB_FRAME_REGS / _CFI / _FP (modapi.h) */
	uint64_t f_regs[TGT_NREGS];	/* by DWARF number, as recovered */
	uint64_t f_known;		/* bit i: f_regs[i] is known */
	int f_isret;		/* f_pc is a return address: name the
				   function at f_pc - 1 (as gdb's bt does) */
	int f_signal;		/* a signal trampoline: its caller is the
				   interrupted state ("<signal handler called>") */
} uw_frame_t;

/* Calls cb for each frame, innermost first; stops when cb returns != 0.
 * Returns the number of frames visited. */
typedef int uw_frame_f(const uw_frame_t *, void *);
int uw_walk(target_t *, const tgt_thread_t *, uw_frame_f *, void *);
/* The same from registers (by DWARF number; known: which are set) of a
 * frame whose pc is a return address: where an engine's JIT frames say
 * what its native caller's registers were. */
int uw_walk_regs(target_t *, const uint64_t *regs, uint64_t known,
    uw_frame_f *, void *);

void uw_free(tgt_object_t *);

#endif /* MDB_UNWIND_H */
