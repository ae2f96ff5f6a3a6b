/*
 * procfs_illumos.h: the layouts of the notes illumos writes into the core
 * of a 64-bit (amd64) process, transcribed from illumos-gate with fixed-
 * width types so that the host compiler computes the offsets an amd64
 * illumos kernel had (both follow the System V AMD64 psABI: 8-byte longs
 * and pointers aligned to 8, upad128_t aligned to 16).  Facts only; the
 * sources, all in illumos-gate:
 *
 *   usr/src/uts/common/sys/procfs.h      psinfo_t, lwpsinfo_t, pstatus_t,
 *                                        lwpstatus_t
 *   usr/src/uts/common/sys/old_procfs.h  prstatus_t, prpsinfo_t (the
 *                                        "old" notes)
 *   usr/src/uts/intel/sys/procfs_isa.h   prgregset_t = greg_t[_NGREG],
 *                                        prfpregset_t = fpregset_t
 *   usr/src/uts/intel/sys/mcontext.h     _NGREG (28 on amd64), fpregset_t
 *                                        (struct _fpu, 528 bytes)
 *   usr/src/uts/intel/sys/regset.h       REG_* indices (regsets.c)
 *   usr/src/uts/common/sys/siginfo.h     siginfo_t: SI_MAXSZ 256 on _LP64,
 *                                        si_pad before the union
 *   usr/src/uts/common/sys/signal.h      struct sigaction (no sa_resv on
 *                                        _LP64), stack_t
 *   usr/src/uts/common/sys/types.h       upad128_t, sigset_t (4 uint),
 *                                        id_t/pid_t/zoneid_t int, dev_t ulong
 *   usr/src/uts/common/sys/utsname.h     struct utsname, _SYS_NMLN 257
 *   usr/src/uts/common/sys/corectl.h     core_content_t (uint64), CC_*
 *   usr/src/uts/common/sys/elf.h         NT_* note types
 *   usr/src/uts/common/exec/elf/elf.c    elfcore(): two PT_NOTE segments,
 *                                        the old notes first; elfnote():
 *                                        every note named "CORE", n_descsz
 *                                        rounded up to 4
 *   usr/src/uts/common/exec/elf/elf_notes.c  write_elfnotes(): NT_PSINFO,
 *                                        NT_PSTATUS, NT_PLATFORM, NT_AUXV,
 *                                        NT_UTSNAME, NT_PRCRED, NT_CONTENT,
 *                                        NT_PRPRIV, NT_PRPRIVINFO,
 *                                        NT_ZONENAME, NT_FDINFO..., then per
 *                                        LWP NT_LWPSINFO, NT_LWPSTATUS
 *   usr/src/uts/common/exec/elf/old_notes.c  write_old_elfnotes():
 *                                        NT_PRPSINFO, NT_PLATFORM, NT_AUXV,
 *                                        then per LWP (the dumping one
 *                                        first) NT_PRSTATUS, NT_PRFPREG
 *
 * Every struct's size is checked at compile time below.
 */
#ifndef MDB_PROCFS_ILLUMOS_H
#define	MDB_PROCFS_ILLUMOS_H

#include <stdint.h>

/* sys/elf.h note types (NT_LWPNAME and NT_UPANIC: newer illumos-gate) */
#define	ILL_NT_PRSTATUS		1
#define	ILL_NT_PRFPREG		2
#define	ILL_NT_PRPSINFO		3
#define	ILL_NT_PRXREG		4
#define	ILL_NT_PLATFORM		5
#define	ILL_NT_AUXV		6
#define	ILL_NT_GWINDOWS		7
#define	ILL_NT_ASRS		8
#define	ILL_NT_LDT		9
#define	ILL_NT_PSTATUS		10
#define	ILL_NT_PSINFO		13
#define	ILL_NT_PRCRED		14
#define	ILL_NT_UTSNAME		15
#define	ILL_NT_LWPSTATUS	16
#define	ILL_NT_LWPSINFO		17
#define	ILL_NT_PRPRIV		18
#define	ILL_NT_PRPRIVINFO	19
#define	ILL_NT_CONTENT		20
#define	ILL_NT_ZONENAME		21
#define	ILL_NT_FDINFO		22
#define	ILL_NT_SPYMASTER	23
#define	ILL_NT_SECFLAGS		24
#define	ILL_NT_LWPNAME		25
#define	ILL_NT_UPANIC		26

#define	ILL_NGREG	28	/* _NGREG, amd64 */
#define	ILL_PRCLSZ	8
#define	ILL_PRSYSARGS	8
#define	ILL_PRFNSZ	16
#define	ILL_PRARGSZ	80
#define	ILL_SYS_NMLN	257

#define	ILL_PR_MODEL_ILP32	1	/* pr_dmodel (sys/procfs_isa.h) */
#define	ILL_PR_MODEL_LP64	2

/* Program header flags for segments the kernel failed to dump (elf.h) */
#define	ILL_PF_SUNW_FAILURE	0x00100000
#define	ILL_PF_SUNW_KILLED	0x00200000
#define	ILL_PF_SUNW_SIGINFO	0x00400000

typedef struct { int64_t tv_sec; int64_t tv_nsec; } ill_timestruc_t;
typedef struct { uint32_t __sigbits[4]; } ill_sigset_t;
typedef struct { uint32_t word[4]; } ill_fltset_t;
typedef struct { uint32_t word[16]; } ill_sysset_t;
typedef union { _Alignas(16) uint32_t _l[4]; } ill_upad128_t;

/* siginfo_t, _LP64: SI_MAXSZ 256 */
typedef struct ill_siginfo {
	int32_t		si_signo;
	int32_t		si_code;
	int32_t		si_errno;
	int32_t		si_pad;
	union {
		int32_t	__pad[256 / 4 - 4];
		struct {
			uint64_t	__addr;		/* si_addr */
			int32_t		__trapno;
			uint64_t	__pc;
		} __fault;
		struct {
			int32_t		__pid;		/* si_pid */
		} __proc;
	} __data;
} ill_siginfo_t;

typedef struct ill_sigaction {
	int32_t		sa_flags;
	uint64_t	sa_handler;
	ill_sigset_t	sa_mask;
} ill_sigaction_t;

typedef struct ill_stack {
	uint64_t	ss_sp;
	uint64_t	ss_size;
	int32_t		ss_flags;
} ill_stack_t;

/* fpregset_t (struct _fpu) on amd64: fxsave image + status, xstatus */
typedef struct ill_fpregset {
	union {
		struct {
			uint16_t	cw, sw;
			uint8_t		fctw, __fx_rsvd;
			uint16_t	fop;
			uint64_t	rip, rdp;
			uint32_t	mxcsr, mxcsr_mask;
			ill_upad128_t	st[8];
			ill_upad128_t	xmm[16];
			ill_upad128_t	__fx_ign2[6];
			uint32_t	status;
			uint32_t	xstatus;
		} fpchip_state;
		uint32_t	f_fpregs[130];
	} fp_reg_set;
} ill_fpregset_t;

typedef struct ill_lwpstatus {
	int32_t		pr_flags;
	int32_t		pr_lwpid;
	int16_t		pr_why;
	int16_t		pr_what;
	int16_t		pr_cursig;
	int16_t		pr_pad1;
	ill_siginfo_t	pr_info;
	ill_sigset_t	pr_lwppend;
	ill_sigset_t	pr_lwphold;
	ill_sigaction_t	pr_action;
	ill_stack_t	pr_altstack;
	uint64_t	pr_oldcontext;
	int16_t		pr_syscall;
	int16_t		pr_nsysarg;
	int32_t		pr_errno;
	int64_t		pr_sysarg[ILL_PRSYSARGS];
	int64_t		pr_rval1;
	int64_t		pr_rval2;
	char		pr_clname[ILL_PRCLSZ];
	ill_timestruc_t	pr_tstamp;
	ill_timestruc_t	pr_utime;
	ill_timestruc_t	pr_stime;
	int32_t		pr_filler[11 - 2 * 16 / 4];
	int32_t		pr_errpriv;
	uint64_t	pr_ustack;
	uint64_t	pr_instr;
	int64_t		pr_reg[ILL_NGREG];	/* prgregset_t */
	ill_fpregset_t	pr_fpreg;		/* prfpregset_t */
} ill_lwpstatus_t;

typedef struct ill_pstatus {
	int32_t		pr_flags;
	int32_t		pr_nlwp;
	int32_t		pr_pid;
	int32_t		pr_ppid;
	int32_t		pr_pgid;
	int32_t		pr_sid;
	int32_t		pr_aslwpid;
	int32_t		pr_agentid;
	ill_sigset_t	pr_sigpend;
	uint64_t	pr_brkbase;
	uint64_t	pr_brksize;
	uint64_t	pr_stkbase;
	uint64_t	pr_stksize;
	ill_timestruc_t	pr_utime;
	ill_timestruc_t	pr_stime;
	ill_timestruc_t	pr_cutime;
	ill_timestruc_t	pr_cstime;
	ill_sigset_t	pr_sigtrace;
	ill_fltset_t	pr_flttrace;
	ill_sysset_t	pr_sysentry;
	ill_sysset_t	pr_sysexit;
	char		pr_dmodel;
	char		pr_pad[3];
	int32_t		pr_taskid;
	int32_t		pr_projid;
	int32_t		pr_nzomb;
	int32_t		pr_zoneid;
	int32_t		pr_filler[15];
	ill_lwpstatus_t	pr_lwp;
} ill_pstatus_t;

typedef struct ill_lwpsinfo {
	int32_t		pr_flag;
	int32_t		pr_lwpid;
	uint64_t	pr_addr;
	uint64_t	pr_wchan;
	char		pr_stype;
	char		pr_state;
	char		pr_sname;
	char		pr_nice;
	int16_t		pr_syscall;
	char		pr_oldpri;
	char		pr_cpu;
	int32_t		pr_pri;
	uint16_t	pr_pctcpu;
	uint16_t	pr_pad;
	ill_timestruc_t	pr_start;
	ill_timestruc_t	pr_time;
	char		pr_clname[ILL_PRCLSZ];
	char		pr_name[ILL_PRFNSZ];
	int32_t		pr_onpro;
	int32_t		pr_bindpro;
	int32_t		pr_bindpset;
	int32_t		pr_lgrp;
	int32_t		pr_filler[4];
} ill_lwpsinfo_t;

typedef struct ill_psinfo {
	int32_t		pr_flag;
	int32_t		pr_nlwp;
	int32_t		pr_pid;
	int32_t		pr_ppid;
	int32_t		pr_pgid;
	int32_t		pr_sid;
	uint32_t	pr_uid;
	uint32_t	pr_euid;
	uint32_t	pr_gid;
	uint32_t	pr_egid;
	uint64_t	pr_addr;
	uint64_t	pr_size;
	uint64_t	pr_rssize;
	uint64_t	pr_pad1;
	uint64_t	pr_ttydev;
	uint16_t	pr_pctcpu;
	uint16_t	pr_pctmem;
	ill_timestruc_t	pr_start;
	ill_timestruc_t	pr_time;
	ill_timestruc_t	pr_ctime;
	char		pr_fname[ILL_PRFNSZ];
	char		pr_psargs[ILL_PRARGSZ];
	int32_t		pr_wstat;
	int32_t		pr_argc;
	uint64_t	pr_argv;
	uint64_t	pr_envp;
	char		pr_dmodel;
	char		pr_pad2[3];
	int32_t		pr_taskid;
	int32_t		pr_projid;
	int32_t		pr_nzomb;
	int32_t		pr_poolid;
	int32_t		pr_zoneid;
	int32_t		pr_contract;
	int32_t		pr_filler[1];
	ill_lwpsinfo_t	pr_lwp;
} ill_psinfo_t;

/* old_procfs.h prstatus_t (NT_PRSTATUS) */
typedef struct ill_prstatus {
	int64_t		pr_flags;
	int16_t		pr_why;
	int16_t		pr_what;
	ill_siginfo_t	pr_info;
	int16_t		pr_cursig;
	uint16_t	pr_nlwp;
	ill_sigset_t	pr_sigpend;
	ill_sigset_t	pr_sighold;
	ill_stack_t	pr_altstack;
	ill_sigaction_t	pr_action;
	int32_t		pr_pid;
	int32_t		pr_ppid;
	int32_t		pr_pgrp;
	int32_t		pr_sid;
	ill_timestruc_t	pr_utime;
	ill_timestruc_t	pr_stime;
	ill_timestruc_t	pr_cutime;
	ill_timestruc_t	pr_cstime;
	char		pr_clname[ILL_PRCLSZ];
	int16_t		pr_syscall;
	int16_t		pr_nsysarg;
	int64_t		pr_sysarg[ILL_PRSYSARGS];
	int32_t		pr_who;			/* the LWP id */
	ill_sigset_t	pr_lwppend;
	uint64_t	pr_oldcontext;
	uint64_t	pr_brkbase;
	uint64_t	pr_brksize;
	uint64_t	pr_stkbase;
	uint64_t	pr_stksize;
	int16_t		pr_processor;
	int16_t		pr_bind;
	int64_t		pr_instr;
	int64_t		pr_reg[ILL_NGREG];
} ill_prstatus_t;

/* old_procfs.h prpsinfo_t (NT_PRPSINFO) */
typedef struct ill_prpsinfo {
	char		pr_state;
	char		pr_sname;
	char		pr_zomb;
	char		pr_nice;
	uint64_t	pr_flag;
	uint32_t	pr_uid;
	uint32_t	pr_gid;
	int32_t		pr_pid;
	int32_t		pr_ppid;
	int32_t		pr_pgrp;
	int32_t		pr_sid;
	uint64_t	pr_addr;
	int64_t		pr_size;
	int64_t		pr_rssize;
	uint64_t	pr_wchan;
	ill_timestruc_t	pr_start;
	ill_timestruc_t	pr_time;
	int64_t		pr_pri;
	char		pr_oldpri;
	char		pr_cpu;
	int16_t		pr_ottydev;
	uint64_t	pr_lttydev;
	char		pr_clname[ILL_PRCLSZ];
	char		pr_fname[ILL_PRFNSZ];
	char		pr_psargs[ILL_PRARGSZ];
	int16_t		pr_syscall;
	int16_t		pr_fill;
	ill_timestruc_t	pr_ctime;
	uint64_t	pr_bysize;
	uint64_t	pr_byrssize;
	int32_t		pr_argc;
	uint64_t	pr_argv;
	uint64_t	pr_envp;
	int32_t		pr_wstat;
	uint16_t	pr_pctcpu;
	uint16_t	pr_pctmem;
	uint32_t	pr_euid;
	uint32_t	pr_egid;
	int32_t		pr_aslwpid;
	int64_t		pr_filler[7];
} ill_prpsinfo_t;

typedef struct ill_utsname {
	char		sysname[ILL_SYS_NMLN];
	char		nodename[ILL_SYS_NMLN];
	char		release[ILL_SYS_NMLN];
	char		version[ILL_SYS_NMLN];
	char		machine[ILL_SYS_NMLN];
} ill_utsname_t;

/* aux_entry_t (sys/auxv.h) on _LP64: an int type, a long value */
typedef struct ill_auxv {
	int32_t		a_type;
	int64_t		a_val;
} ill_auxv_t;
#define	ILL_AT_SUN_EXECNAME	2014	/* sys/auxv.h */

/* sys/corectl.h */
#define	ILL_CC_CONTENT_STACK	0x0001ULL
#define	ILL_CC_CONTENT_HEAP	0x0002ULL
#define	ILL_CC_CONTENT_SHFILE	0x0004ULL
#define	ILL_CC_CONTENT_SHANON	0x0008ULL
#define	ILL_CC_CONTENT_TEXT	0x0010ULL
#define	ILL_CC_CONTENT_DATA	0x0020ULL
#define	ILL_CC_CONTENT_RODATA	0x0040ULL
#define	ILL_CC_CONTENT_ANON	0x0080ULL
#define	ILL_CC_CONTENT_SHM	0x0100ULL
#define	ILL_CC_CONTENT_ISM	0x0200ULL
#define	ILL_CC_CONTENT_DISM	0x0400ULL
#define	ILL_CC_CONTENT_CTF	0x0800ULL
#define	ILL_CC_CONTENT_SYMTAB	0x1000ULL

/* The amd64 sizes, computed from the headers above (by hand, then by
 * the compiler, which must agree). */
_Static_assert(sizeof (ill_siginfo_t) == 256, "siginfo_t");
_Static_assert(sizeof (ill_sigaction_t) == 32, "struct sigaction");
_Static_assert(sizeof (ill_fpregset_t) == 528, "fpregset_t");
_Static_assert(sizeof (ill_lwpstatus_t) == 1296, "lwpstatus_t");
_Static_assert(sizeof (ill_pstatus_t) == 1680, "pstatus_t");
_Static_assert(sizeof (ill_lwpsinfo_t) == 128, "lwpsinfo_t");
_Static_assert(sizeof (ill_psinfo_t) == 416, "psinfo_t");
_Static_assert(sizeof (ill_utsname_t) == 1285, "struct utsname");
_Static_assert(sizeof (ill_auxv_t) == 16, "aux_entry_t");
_Static_assert(sizeof (ill_prstatus_t) == 832, "prstatus_t");
_Static_assert(sizeof (ill_prpsinfo_t) == 376, "prpsinfo_t");

#endif /* MDB_PROCFS_ILLUMOS_H */
