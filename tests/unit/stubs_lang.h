/*
 * stubs_lang.h: what tests/unit/stubs_lang.c offers the language tests.
 */
#ifndef STUBS_LANG_H
#define STUBS_LANG_H

#include "mdb.h"

#define	STUB_MEMBASE	0x1000		/* the memory image: counter_table */
#define	STUB_MEMSIZE	0x2000
#define	STUB_MAXCALLS	64
#define	STUB_ERRMAX	8192

extern unsigned char stub_mem[STUB_MEMSIZE];

/* One recorded dcmd call (rec, echo, emit, fail, stack, regs, ...). */
typedef struct stub_call {
	char sc_name[16];
	uintptr_t sc_addr;
	uint_t sc_flags;
	int sc_argc;
	mdb_arg_t sc_argv[8];		/* strings point into sc_str */
	char sc_str[8][64];
} stub_call_t;

extern stub_call_t stub_calls[STUB_MAXCALLS];
extern int stub_ncalls;

extern char stub_err[STUB_ERRMAX];	/* mdb_warn output, "jsmdb: ..." */

const char *stub_out(void);		/* what reached the bottom sink */
void stub_reset(void);			/* empties stub_out and stub_err */
int stub_depth(void);			/* output sinks pushed, + 1 */
void stub_free(void);

#endif /* STUBS_LANG_H */
