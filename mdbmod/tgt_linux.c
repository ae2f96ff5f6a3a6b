/*
 * tgt_linux.c: the Linux back end: the notes a Linux kernel (fs/
 * binfmt_elf.c), gdb's gcore and qemu-user write, one handler per note
 * type, and mapping discovery from NT_FILE or, when a core has none
 * (qemu-user), from the dynamic linker's link_map.
 *
 * Layouts: procfs_linux.h (structs) and regsets.c (register blocks).
 * Signal numbers and default actions: signal(7), "Standard signals"
 * (x86, arm and most architectures share them); descriptions as glibc's
 * strsignal() gives them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <elf.h>

#include "tgt_impl.h"
#include "procfs_linux.h"

#ifndef NT_FILE
#define	NT_FILE		0x46494c45
#endif
#ifndef NT_SIGINFO
#define	NT_SIGINFO	0x53494749
#endif

static const tgt_signal_t linux_signals[] = {
	{ 1, "SIGHUP", "Hangup", 0, 0 },
	{ 2, "SIGINT", "Interrupt", 0, 0 },
	{ 3, "SIGQUIT", "Quit", 1, 0 },
	{ 4, "SIGILL", "Illegal instruction", 1, 1 },
	{ 5, "SIGTRAP", "Trace/breakpoint trap", 1, 1 },
	{ 6, "SIGABRT", "Aborted", 1, 0 },
	{ 7, "SIGBUS", "Bus error", 1, 1 },
	{ 8, "SIGFPE", "Floating point exception", 1, 1 },
	{ 9, "SIGKILL", "Killed", 0, 0 },
	{ 10, "SIGUSR1", "User defined signal 1", 0, 0 },
	{ 11, "SIGSEGV", "Segmentation fault", 1, 1 },
	{ 12, "SIGUSR2", "User defined signal 2", 0, 0 },
	{ 13, "SIGPIPE", "Broken pipe", 0, 0 },
	{ 14, "SIGALRM", "Alarm clock", 0, 0 },
	{ 15, "SIGTERM", "Terminated", 0, 0 },
	{ 16, "SIGSTKFLT", "Stack fault", 0, 0 },
	{ 17, "SIGCHLD", "Child exited", 0, 0 },
	{ 18, "SIGCONT", "Continued", 0, 0 },
	{ 19, "SIGSTOP", "Stopped (signal)", 0, 0 },
	{ 20, "SIGTSTP", "Stopped", 0, 0 },
	{ 21, "SIGTTIN", "Stopped (tty input)", 0, 0 },
	{ 22, "SIGTTOU", "Stopped (tty output)", 0, 0 },
	{ 23, "SIGURG", "Urgent I/O condition", 0, 0 },
	{ 24, "SIGXCPU", "CPU time limit exceeded", 1, 0 },
	{ 25, "SIGXFSZ", "File size limit exceeded", 1, 0 },
	{ 26, "SIGVTALRM", "Virtual timer expired", 0, 0 },
	{ 27, "SIGPROF", "Profiling timer expired", 0, 0 },
	{ 28, "SIGWINCH", "Window changed", 0, 0 },
	{ 29, "SIGIO", "I/O possible", 0, 0 },
	{ 30, "SIGPWR", "Power failure", 0, 0 },
	{ 31, "SIGSYS", "Bad system call", 1, 1 },
};

/* The register block of this core's architecture. */
static const tgt_regset_t *
linux_regset(const target_t *t)
{
	switch (t->t_arch->ta_machine) {
	case EM_X86_64:
		return (&tgt_regset_linux_x86_64);
	case EM_AARCH64:
		return (&tgt_regset_linux_aarch64);
	case EM_386:
		return (&tgt_regset_linux_i386);
	default:
		return (NULL);
	}
}

static size_t
prstatus_hdr(const target_t *t)
{
	return (t->t_ptrsize == 8 ? sizeof (linux_prstatus64_t) :
	    sizeof (linux_prstatus32_t));
}

/*
 * Linux writes NT_PRSTATUS ("CORE", type 1) with its elf_prstatus; other
 * systems' notes of that type have other sizes (illumos: prstatus_t).
 */
static int
linux_probe(const target_t *t, const tgt_load_t *ld)
{
	const tgt_regset_t *rs = linux_regset(t);

	if (rs == NULL)
		return (0);
	for (size_t i = 0; i < ld->tl_nnotes; i++) {
		const tgt_note_t *n = &ld->tl_notes[i];

		if (n->n_type == NT_PRSTATUS && strcmp(n->n_name, "CORE") == 0 &&
		    n->n_descsz >= prstatus_hdr(t) + rs->rs_size &&
		    n->n_descsz <= prstatus_hdr(t) + rs->rs_size + 16)
			return (1);
	}
	return (0);
}

static int
nt_prstatus(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	const tgt_regset_t *rs = linux_regset(t);
	size_t hdr = prstatus_hdr(t);
	tgt_thread_t *th;
	int32_t pid;
	int16_t cursig;

	if (n->n_descsz < hdr + rs->rs_size) {
		tgt_notice(t, "NT_PRSTATUS", "%s: an NT_PRSTATUS note of %zu "
		    "bytes, %zu expected for %s: that thread is skipped",
		    t->t_corepath, n->n_descsz, hdr + rs->rs_size, rs->rs_what);
		return (0);
	}
	if (t->t_ptrsize == 8) {
		linux_prstatus64_t ps;

		memcpy(&ps, n->n_desc, sizeof (ps));
		pid = ps.pr_pid;
		cursig = ps.pr_cursig;
	} else {
		linux_prstatus32_t ps;

		memcpy(&ps, n->n_desc, sizeof (ps));
		pid = ps.pr_pid;
		cursig = ps.pr_cursig;
	}
	if ((th = tgt_thread_new(t, pid)) == NULL)
		return (t->t_nthreads > 0 ? 0 : -1);
	th->t_cursig = cursig;
	(void) tgt_regs_decode(rs, n->n_desc + hdr, n->n_descsz - hdr, th);
	return (0);
}

/* NT_PRFPREG of x86-64: the fxsave image; it follows its thread's status. */
static int
nt_fpregset(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	tgt_thread_t *th;

	if (t->t_nthreads == 0 || t->t_arch->ta_machine != EM_X86_64 ||
	    n->n_descsz < 512)
		return (0);
	th = &t->t_threads[t->t_nthreads - 1];
	memcpy(th->t_fpregs, n->n_desc, 512);
	th->t_has_fpregs = 1;
	return (0);
}

static void
set_psinfo(target_t *t, int pid, int ppid, char sname, const char *fname,
    const char *psargs)
{
	t->t_pid = pid;
	t->t_ppid = ppid;
	t->t_pstate = sname;
	memcpy(t->t_fname, fname, LINUX_PRFNSZ);
	t->t_fname[LINUX_PRFNSZ] = '\0';
	memcpy(t->t_psargs, psargs, LINUX_PRARGSZ);
	t->t_psargs[LINUX_PRARGSZ] = '\0';
}

static int
nt_prpsinfo(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	if (t->t_ptrsize == 8 && n->n_descsz >= sizeof (linux_prpsinfo64_t)) {
		linux_prpsinfo64_t ps;

		memcpy(&ps, n->n_desc, sizeof (ps));
		set_psinfo(t, ps.pr_pid, ps.pr_ppid, ps.pr_sname, ps.pr_fname,
		    ps.pr_psargs);
	} else if (t->t_ptrsize == 4 &&
	    n->n_descsz >= sizeof (linux_prpsinfo32_t)) {
		linux_prpsinfo32_t ps;

		memcpy(&ps, n->n_desc, sizeof (ps));
		set_psinfo(t, ps.pr_pid, ps.pr_ppid, ps.pr_sname, ps.pr_fname,
		    ps.pr_psargs);
	} else {
		tgt_notice(t, "NT_PRPSINFO", "%s: an NT_PRPSINFO note of %zu "
		    "bytes is too short: the process name and arguments are "
		    "unknown", t->t_corepath, n->n_descsz);
	}
	return (0);
}

/* The first NT_SIGINFO is the process's (gdb writes one per thread). */
static int
nt_siginfo(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	linux_siginfo_head_t si;
	size_t aoff = t->t_ptrsize == 8 ? LINUX_SI_ADDR_OFF64 :
	    LINUX_SI_ADDR_OFF32;
	const tgt_signal_t *sg;

	if (t->t_has_siginfo)
		return (0);
	if (n->n_descsz < aoff + (size_t)t->t_ptrsize) {
		tgt_notice(t, "NT_SIGINFO", "%s: an NT_SIGINFO note of %zu "
		    "bytes is too short: ignored", t->t_corepath, n->n_descsz);
		return (0);
	}
	memcpy(&si, n->n_desc, sizeof (si));
	t->t_signo = si.si_signo;
	t->t_sigcode = si.si_code;
	t->t_has_siginfo = 1;
	/* si_addr is meaningful for fault signals only */
	if ((sg = tgt_signal(t, si.si_signo)) != NULL && sg->sg_fault) {
		t->t_fault_addr = 0;
		memcpy(&t->t_fault_addr, n->n_desc + aoff, t->t_ptrsize);
		t->t_has_fault_addr = 1;
	}
	return (0);
}

static int
nt_auxv(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	size_t max = n->n_descsz / (2 * t->t_ptrsize) + 1;

	if (max > 1024)
		max = 1024;
	free(t->t_auxv);
	if ((t->t_auxv = malloc(max * 2 * sizeof (uint64_t))) == NULL)
		return (-1);
	t->t_nauxv = tgt_parse_auxv(n->n_desc, n->n_descsz, t->t_ptrsize,
	    t->t_auxv, max);
	return (0);
}

typedef struct ntfile_arg {
	target_t *na_t;
	tgt_load_t *na_ld;
	int na_err;
} ntfile_arg_t;

static int
ntfile_cb(uint64_t start, uint64_t end, uint64_t off, const char *path,
    void *arg)
{
	ntfile_arg_t *na = arg;

	/* paths point into the core, which outlives the target's tables */
	if (tgt_fileref_add(na->na_ld, start, end, off, path, 0, -1) != 0) {
		na->na_err = 1;
		return (1);
	}
	return (0);
}

static int
nt_file(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	ntfile_arg_t na = { t, ld, 0 };

	if (t->t_mapsource != NULL)
		return (0);		/* one NT_FILE per core */
	t->t_mapsource = "NT_FILE";
	if (tgt_parse_ntfile(n->n_desc, n->n_descsz, t->t_ptrsize, ntfile_cb,
	    &na) < 0) {
		tgt_notice(t, "NT_FILE", "%s: malformed NT_FILE note (%zu "
		    "bytes); mapped files unknown past entry %zu",
		    t->t_corepath, n->n_descsz, ld->tl_nfiles);
	}
	return (na.na_err ? -1 : 0);
}

static const tgt_nhdlr_t linux_nhdlrs[] = {
	{ NT_PRSTATUS, "CORE", "NT_PRSTATUS", nt_prstatus },
	{ NT_FPREGSET, "CORE", "NT_PRFPREG", nt_fpregset },
	{ NT_PRPSINFO, "CORE", "NT_PRPSINFO", nt_prpsinfo },
	{ NT_SIGINFO, "CORE", "NT_SIGINFO", nt_siginfo },
	{ NT_AUXV, "CORE", "NT_AUXV", nt_auxv },
	{ NT_FILE, "CORE", "NT_FILE", nt_file },
	{ 0, NULL, NULL, NULL }
};

/*
 * The kernel and gdb write, for each thread, an NT_PRSTATUS followed by
 * its NT_PRFPREG: more of the latter means a thread whose NT_PRSTATUS is
 * damaged (its type or name) and so missing.  A "CORE" note of a type
 * neither writes is damaged too.  Each said once.
 */
static void
linux_check_notes(target_t *t, const tgt_load_t *ld)
{
	static const uint32_t core_types[] = { NT_PRSTATUS, NT_FPREGSET,
	    NT_PRPSINFO, 4 /* NT_TASKSTRUCT */, NT_AUXV, NT_SIGINFO,
	    NT_FILE };
	size_t nst = 0, nfp = 0, i, k;

	for (i = 0; i < ld->tl_nnotes; i++) {
		const tgt_note_t *n = &ld->tl_notes[i];

		if (strcmp(n->n_name, "CORE") != 0)
			continue;
		if (n->n_type == NT_PRSTATUS)
			nst++;
		else if (n->n_type == NT_FPREGSET)
			nfp++;
		for (k = 0; k < sizeof (core_types) / sizeof (core_types[0]);
		    k++)
			if (n->n_type == core_types[k])
				break;
		if (k == sizeof (core_types) / sizeof (core_types[0]))
			tgt_notice(t, "core-note-type", "%s: a CORE note of "
			    "type %#x, which no Linux core has (damaged?): "
			    "skipped", t->t_corepath, (unsigned)n->n_type);
	}
	if (nfp > nst)
		tgt_notice(t, "prstatus-count", "%s: %zu threads' NT_PRFPREG "
		    "notes but %zu NT_PRSTATUS: %zu thread%s missing (damaged "
		    "notes?)", t->t_corepath, nfp, nst, nfp - nst,
		    nfp - nst == 1 ? " is" : "s are");
	for (i = 1; i < t->t_nthreads; i++) {
		for (k = 0; k < i; k++) {
			if (t->t_threads[i].t_tid != t->t_threads[k].t_tid)
				continue;
			tgt_notice(t, "tid-twice", "%s: threads %zu and %zu "
			    "both have tid %d (damaged notes?); ::walk thread "
			    "lists both", t->t_corepath, k + 1, i + 1,
			    t->t_threads[i].t_tid);
			return;
		}
	}
}

static int
linux_finish(target_t *t, tgt_load_t *ld, char *err, size_t errlen)
{
	if (t->t_nthreads == 0) {
		snprintf(err, errlen, "%s: core has no thread (NT_PRSTATUS) "
		    "notes", t->t_corepath);
		return (-1);
	}
	if (t->t_nthreads <= 4096)
		linux_check_notes(t, ld);
	return (0);
}

/*
 * The files: NT_FILE, which the kernel and gdb write; without it
 * (qemu-user writes none), the dynamic linker's list in memory.
 */
static int
linux_files(target_t *t, tgt_load_t *ld)
{
	if (t->t_mapsource != NULL)
		return (0);
	if (tgt_linkmap_files(t, ld) < 0)
		return (0);
	t->t_mapsource = "link_map";
	return (0);
}

const tgt_os_t tgt_os_linux = {
	.os_name = "Linux",
	.os_probe = linux_probe,
	.os_nhdlrs = linux_nhdlrs,
	.os_finish = linux_finish,
	.os_files = linux_files,
	.os_signals = linux_signals,
	.os_nsignals = sizeof (linux_signals) / sizeof (linux_signals[0]),
};
