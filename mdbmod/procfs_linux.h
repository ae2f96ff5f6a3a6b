/*
 * procfs_linux.h: the layouts of the Linux core-file notes jsmdb reads,
 * transcribed as fixed-width structs so that the host compiler computes
 * the same offsets the writing kernel had.  Facts only; the sources:
 *
 *   include/uapi/linux/elfcore.h   struct elf_siginfo, elf_prstatus
 *                                  (its common part), elf_prpsinfo
 *   include/linux/elfcore-compat.h struct compat_elf_prstatus_common,
 *                                  compat_elf_prpsinfo (32-bit processes
 *                                  on a 64-bit kernel: the i386 cores)
 *   arch/x86/include/asm/compat.h  __compat_uid_t is u16 on x86
 *   include/uapi/asm-generic/siginfo.h  siginfo_t: si_signo, si_errno,
 *                                  si_code, then the union (at 16 on
 *                                  64-bit, 12 on 32-bit); si_addr first
 *   fs/binfmt_elf.c (fill_files_note): NT_FILE is count, page size,
 *                                  count * {start, end, page offset},
 *                                  then count NUL-terminated names, every
 *                                  number a word of the ELF class
 *
 * The register block pr_reg that follows the common part of elf_prstatus
 * is the architecture's elf_gregset_t; its layout is data in regsets.c.
 * Every struct's size is checked at compile time below.
 */
#ifndef MDB_PROCFS_LINUX_H
#define	MDB_PROCFS_LINUX_H

#include <stdint.h>

/* struct elf_prstatus up to pr_reg, LP64 (x86-64, aarch64) */
typedef struct linux_prstatus64 {
	int32_t		pr_si_signo;	/* struct elf_siginfo pr_info */
	int32_t		pr_si_code;
	int32_t		pr_si_errno;
	int16_t		pr_cursig;
	uint16_t	pr_pad0;
	uint64_t	pr_sigpend;
	uint64_t	pr_sighold;
	int32_t		pr_pid;
	int32_t		pr_ppid;
	int32_t		pr_pgrp;
	int32_t		pr_sid;
	int64_t		pr_utime[2];	/* struct __kernel_old_timeval */
	int64_t		pr_stime[2];
	int64_t		pr_cutime[2];
	int64_t		pr_cstime[2];
	/* elf_gregset_t pr_reg; int pr_fpvalid; */
} linux_prstatus64_t;

/* struct compat_elf_prstatus_common (i386 processes) */
typedef struct linux_prstatus32 {
	int32_t		pr_si_signo;
	int32_t		pr_si_code;
	int32_t		pr_si_errno;
	int16_t		pr_cursig;
	uint16_t	pr_pad0;
	uint32_t	pr_sigpend;
	uint32_t	pr_sighold;
	int32_t		pr_pid;
	int32_t		pr_ppid;
	int32_t		pr_pgrp;
	int32_t		pr_sid;
	int32_t		pr_utime[2];	/* struct old_timeval32 */
	int32_t		pr_stime[2];
	int32_t		pr_cutime[2];
	int32_t		pr_cstime[2];
} linux_prstatus32_t;

#define	LINUX_PRFNSZ	16
#define	LINUX_PRARGSZ	80	/* ELF_PRARGSZ */

/* struct elf_prpsinfo, LP64 (uid_t and gid_t 32-bit) */
typedef struct linux_prpsinfo64 {
	char		pr_state;
	char		pr_sname;
	char		pr_zomb;
	char		pr_nice;
	uint32_t	pr_pad0;
	uint64_t	pr_flag;
	uint32_t	pr_uid;
	uint32_t	pr_gid;
	int32_t		pr_pid;
	int32_t		pr_ppid;
	int32_t		pr_pgrp;
	int32_t		pr_sid;
	char		pr_fname[LINUX_PRFNSZ];
	char		pr_psargs[LINUX_PRARGSZ];
} linux_prpsinfo64_t;

/* struct compat_elf_prpsinfo on x86 (__compat_uid_t is u16) */
typedef struct linux_prpsinfo32 {
	char		pr_state;
	char		pr_sname;
	char		pr_zomb;
	char		pr_nice;
	uint32_t	pr_flag;
	uint16_t	pr_uid;
	uint16_t	pr_gid;
	int32_t		pr_pid;
	int32_t		pr_ppid;
	int32_t		pr_pgrp;
	int32_t		pr_sid;
	char		pr_fname[LINUX_PRFNSZ];
	char		pr_psargs[LINUX_PRARGSZ];
} linux_prpsinfo32_t;

/* siginfo_t's head: the fields every signal has */
typedef struct linux_siginfo_head {
	int32_t		si_signo;
	int32_t		si_errno;
	int32_t		si_code;
} linux_siginfo_head_t;
#define	LINUX_SI_ADDR_OFF64	16	/* union after a pad word */
#define	LINUX_SI_ADDR_OFF32	12
#define	LINUX_SIGINFO_SIZE	128	/* SI_MAX_SIZE */

_Static_assert(sizeof (linux_prstatus64_t) == 112, "elf_prstatus LP64");
_Static_assert(sizeof (linux_prstatus32_t) == 72, "compat_elf_prstatus");
_Static_assert(sizeof (linux_prpsinfo64_t) == 136, "elf_prpsinfo LP64");
_Static_assert(sizeof (linux_prpsinfo32_t) == 124, "compat_elf_prpsinfo");

#endif /* MDB_PROCFS_LINUX_H */
