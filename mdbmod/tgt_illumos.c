/*
 * tgt_illumos.c: the illumos back end: the notes of illumos-gate's
 * elfcore() (usr/src/uts/common/exec/elf/elf.c), one handler per note
 * type, for cores of 64-bit (amd64) processes.  Layouts: procfs_illumos.h
 * (structs, with their sources) and regsets.c (gregset_t in REG_* order).
 *
 * An illumos core has two PT_NOTE segments, the "old" notes first
 * (old_notes.c: NT_PRPSINFO, NT_PLATFORM, NT_AUXV, then per LWP, the one
 * that dumped first, NT_PRSTATUS and NT_PRFPREG) and the current ones
 * (elf_notes.c: NT_PSINFO, NT_PSTATUS, NT_PLATFORM, NT_AUXV, NT_UTSNAME,
 * NT_PRCRED, NT_CONTENT, NT_PRPRIV, NT_PRPRIVINFO, NT_ZONENAME,
 * NT_FDINFO..., then per LWP NT_LWPSINFO and NT_LWPSTATUS).  Threads
 * come from NT_LWPSTATUS when present (their registers win over the old
 * NT_PRSTATUS of the same LWP), else from NT_PRSTATUS; the LWP the
 * kernel names in pstatus_t.pr_lwp (the one that took the signal) goes
 * first.  There is no NT_FILE: the loaded objects come from the dynamic
 * linker's link_map (linkmap.c), as mdb finds them.
 *
 * Which OS wrote a core: EI_OSABI does not say (illumos leaves it 0, as
 * Linux does).  The notes do: illumos writes NT_PSTATUS (10), NT_PSINFO
 * (13) and NT_LWPSTATUS (16), named "CORE"; no Linux core has notes of
 * those types (Linux's are 1-6 and large magic numbers).  The probe
 * claims a core with any of them, ahead of the Linux probe.
 *
 * Signal numbers, names and default actions: illumos-gate
 * usr/src/uts/common/sys/iso/signal_iso.h and signal.h(3HEAD); the
 * descriptions are illumos' strsignal() texts.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <elf.h>

#include "tgt_impl.h"
#include "procfs_illumos.h"

static const tgt_signal_t illumos_signals[] = {
	{ 1, "SIGHUP", "Hangup", 0, 0 },
	{ 2, "SIGINT", "Interrupt", 0, 0 },
	{ 3, "SIGQUIT", "Quit", 1, 0 },
	{ 4, "SIGILL", "Illegal Instruction", 1, 1 },
	{ 5, "SIGTRAP", "Trace/Breakpoint Trap", 1, 1 },
	{ 6, "SIGABRT", "Abort", 1, 0 },
	{ 7, "SIGEMT", "Emulation Trap", 1, 1 },
	{ 8, "SIGFPE", "Arithmetic Exception", 1, 1 },
	{ 9, "SIGKILL", "Killed", 0, 0 },
	{ 10, "SIGBUS", "Bus Error", 1, 1 },
	{ 11, "SIGSEGV", "Segmentation Fault", 1, 1 },
	{ 12, "SIGSYS", "Bad System Call", 1, 1 },
	{ 13, "SIGPIPE", "Broken Pipe", 0, 0 },
	{ 14, "SIGALRM", "Alarm Clock", 0, 0 },
	{ 15, "SIGTERM", "Terminated", 0, 0 },
	{ 16, "SIGUSR1", "User Signal 1", 0, 0 },
	{ 17, "SIGUSR2", "User Signal 2", 0, 0 },
	{ 18, "SIGCHLD", "Child Status Changed", 0, 0 },
	{ 19, "SIGPWR", "Power-Fail/Restart", 0, 0 },
	{ 20, "SIGWINCH", "Window Size Change", 0, 0 },
	{ 21, "SIGURG", "Urgent Socket Condition", 0, 0 },
	{ 22, "SIGPOLL", "Pollable Event", 0, 0 },
	{ 23, "SIGSTOP", "Stopped (signal)", 0, 0 },
	{ 24, "SIGTSTP", "Stopped (user)", 0, 0 },
	{ 25, "SIGCONT", "Continued", 0, 0 },
	{ 26, "SIGTTIN", "Stopped (tty input)", 0, 0 },
	{ 27, "SIGTTOU", "Stopped (tty output)", 0, 0 },
	{ 28, "SIGVTALRM", "Virtual Timer Expired", 0, 0 },
	{ 29, "SIGPROF", "Profiling Timer Expired", 0, 0 },
	{ 30, "SIGXCPU", "Cpu Limit Exceeded", 1, 0 },
	{ 31, "SIGXFSZ", "File Size Limit Exceeded", 1, 0 },
	{ 32, "SIGWAITING", "No runnable lwp", 0, 0 },
	{ 33, "SIGLWP", "Inter-lwp signal", 0, 0 },
	{ 34, "SIGFREEZE", "Checkpoint Freeze", 0, 0 },
	{ 35, "SIGTHAW", "Checkpoint Thaw", 0, 0 },
	{ 36, "SIGCANCEL", "Thread Cancellation", 0, 0 },
	{ 37, "SIGLOST", "Resource Lost", 0, 0 },
	{ 38, "SIGXRES", "Resource Control Exceeded", 0, 0 },
	{ 39, "SIGJVM1", "Reserved for JVM 1", 0, 0 },
	{ 40, "SIGJVM2", "Reserved for JVM 2", 0, 0 },
	{ 41, "SIGINFO", "Information Request", 0, 0 },
};

static int
illumos_probe(const target_t *t, const tgt_load_t *ld)
{
	for (size_t i = 0; i < ld->tl_nnotes; i++) {
		const tgt_note_t *n = &ld->tl_notes[i];

		if (strcmp(n->n_name, "CORE") == 0 &&
		    (n->n_type == ILL_NT_PSTATUS || n->n_type == ILL_NT_PSINFO ||
		    n->n_type == ILL_NT_LWPSTATUS))
			return (2);
	}
	return (0);
}

/*
 * Each struct is read only when its note is at least as long; illumos
 * rounds n_descsz up to 4, so a note may be a little longer.
 */
static int
short_note(target_t *t, const tgt_note_t *n, const char *what, size_t want)
{
	if (n->n_descsz >= want)
		return (0);
	tgt_notice(t, what, "%s: an illumos %s note of %zu bytes, %zu "
	    "expected for an amd64 process: ignored", t->t_corepath, what,
	    n->n_descsz, want);
	return (1);
}

/* A NUL-terminated copy of a fixed-size char array from the core. */
static void
copy_str(char *dst, size_t dstlen, const char *src, size_t srclen)
{
	size_t n = srclen < dstlen - 1 ? srclen : dstlen - 1;

	memcpy(dst, src, n);
	dst[n] = '\0';
	dst[strnlen(dst, n)] = '\0';
}

static tgt_thread_t *
lwp_thread(target_t *t, int lwpid)
{
	tgt_thread_t *th = tgt_thread_by_tid(t, lwpid);

	return (th != NULL ? th : tgt_thread_new(t, lwpid));
}

static int
lwp_regs(target_t *t, tgt_thread_t *th, const int64_t *greg)
{
	th->t_known = 0;
	th->t_xknown = 0;
	return (tgt_regs_decode(&tgt_regset_illumos_amd64, greg,
	    ILL_NGREG * sizeof (int64_t), th));
}

/* NT_PRSTATUS: old_procfs.h prstatus_t, one per LWP */
static int
nt_prstatus(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	ill_prstatus_t ps;
	tgt_thread_t *th;

	if (short_note(t, n, "NT_PRSTATUS", sizeof (ps)))
		return (0);
	memcpy(&ps, n->n_desc, sizeof (ps));
	if ((th = lwp_thread(t, ps.pr_who)) == NULL)
		return (t->t_nthreads > 0 ? 0 : -1);
	th->t_cursig = ps.pr_cursig;
	(void) lwp_regs(t, th, ps.pr_reg);
	if (t->t_pid == 0)
		t->t_pid = ps.pr_pid;
	return (0);
}

/* NT_LWPSTATUS: lwpstatus_t, one per LWP; it wins over NT_PRSTATUS */
static int
nt_lwpstatus(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	ill_lwpstatus_t ls;
	tgt_thread_t *th;

	if (short_note(t, n, "NT_LWPSTATUS", sizeof (ls)))
		return (0);
	memcpy(&ls, n->n_desc, sizeof (ls));
	if ((th = lwp_thread(t, ls.pr_lwpid)) == NULL)
		return (t->t_nthreads > 0 ? 0 : -1);
	th->t_cursig = ls.pr_cursig;
	(void) lwp_regs(t, th, ls.pr_reg);
	memcpy(th->t_fpregs, &ls.pr_fpreg, 512);	/* the fxsave image */
	th->t_has_fpregs = 1;
	return (0);
}

/* NT_PRFPREG: fpregset_t after its LWP's NT_PRSTATUS */
static int
nt_prfpreg(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	tgt_thread_t *th;

	if (t->t_nthreads == 0 || n->n_descsz < 512)
		return (0);
	th = &t->t_threads[t->t_nthreads - 1];
	memcpy(th->t_fpregs, n->n_desc, 512);
	th->t_has_fpregs = 1;
	return (0);
}

static int
nt_prpsinfo(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	ill_prpsinfo_t ps;

	if (short_note(t, n, "NT_PRPSINFO", sizeof (ps)))
		return (0);
	memcpy(&ps, n->n_desc, sizeof (ps));
	t->t_pid = ps.pr_pid;
	t->t_ppid = ps.pr_ppid;
	t->t_pstate = ps.pr_sname;
	copy_str(t->t_fname, sizeof (t->t_fname), ps.pr_fname,
	    sizeof (ps.pr_fname));
	copy_str(t->t_psargs, sizeof (t->t_psargs), ps.pr_psargs,
	    sizeof (ps.pr_psargs));
	return (0);
}

/* NT_PSINFO: psinfo_t; the current form of NT_PRPSINFO */
static int
nt_psinfo(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	ill_psinfo_t ps;

	if (short_note(t, n, "NT_PSINFO", sizeof (ps)))
		return (0);
	memcpy(&ps, n->n_desc, sizeof (ps));
	if (ps.pr_dmodel != ILL_PR_MODEL_LP64)
		tgt_notice(t, "pr_dmodel", "%s: psinfo_t says data model %d, "
		    "not LP64 (%d): a 32-bit process's core is read as amd64",
		    t->t_corepath, ps.pr_dmodel, ILL_PR_MODEL_LP64);
	t->t_pid = ps.pr_pid;
	t->t_ppid = ps.pr_ppid;
	t->t_pstate = ps.pr_lwp.pr_sname;
	copy_str(t->t_fname, sizeof (t->t_fname), ps.pr_fname,
	    sizeof (ps.pr_fname));
	copy_str(t->t_psargs, sizeof (t->t_psargs), ps.pr_psargs,
	    sizeof (ps.pr_psargs));
	return (0);
}

/*
 * NT_PSTATUS: pstatus_t.  pr_lwp is the representative LWP: in a core,
 * the one that took the signal (elfcore marks it stopped on that fault),
 * with the signal in pr_cursig and its siginfo in pr_info.
 */
static int
nt_pstatus(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	ill_pstatus_t ps;
	const tgt_signal_t *sg;

	if (short_note(t, n, "NT_PSTATUS", sizeof (ps)))
		return (0);
	memcpy(&ps, n->n_desc, sizeof (ps));
	t->t_pid = ps.pr_pid;
	t->t_ppid = ps.pr_ppid;
	ld->tl_rep_lwp = (uint64_t)(uint32_t)ps.pr_lwp.pr_lwpid;
	t->t_signo = ps.pr_lwp.pr_cursig;
	t->t_has_siginfo = 1;
	if (ps.pr_lwp.pr_info.si_signo == ps.pr_lwp.pr_cursig) {
		t->t_sigcode = ps.pr_lwp.pr_info.si_code;
		if ((sg = tgt_signal(t, t->t_signo)) != NULL && sg->sg_fault) {
			t->t_fault_addr = ps.pr_lwp.pr_info.__data.__fault.__addr;
			t->t_has_fault_addr = 1;
		}
	}
	return (0);
}

static char *
note_string(const tgt_note_t *n, size_t max)
{
	size_t len = n->n_descsz < max ? n->n_descsz : max;

	return (tgt_strndup((const char *)n->n_desc, len));
}

static int
nt_platform(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	if (t->t_platform == NULL && (t->t_platform = note_string(n, 256)) ==
	    NULL)
		return (-1);
	return (0);
}

static int
nt_zonename(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	if (t->t_zonename == NULL && (t->t_zonename = note_string(n, 256)) ==
	    NULL)
		return (-1);
	return (0);
}

static int
nt_utsname(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	ill_utsname_t u;
	const char *f[5];

	if (short_note(t, n, "NT_UTSNAME", sizeof (u)))
		return (0);
	memcpy(&u, n->n_desc, sizeof (u));
	f[0] = u.sysname;
	f[1] = u.nodename;
	f[2] = u.release;
	f[3] = u.version;
	f[4] = u.machine;
	for (int i = 0; i < 5; i++) {
		free(t->t_uname[i]);
		if ((t->t_uname[i] = tgt_strndup(f[i], ILL_SYS_NMLN)) == NULL)
			return (-1);
	}
	return (0);
}

static int
nt_content(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	if (short_note(t, n, "NT_CONTENT", sizeof (uint64_t)))
		return (0);
	memcpy(&t->t_content, n->n_desc, sizeof (uint64_t));
	t->t_has_content = 1;
	return (0);
}

/* NT_AUXV: aux_entry_t array, an int type and a long value each */
static int
nt_auxv(target_t *t, tgt_load_t *ld, const tgt_note_t *n)
{
	size_t max = n->n_descsz / sizeof (ill_auxv_t) + 1;

	if (t->t_auxv != NULL)
		return (0);		/* once in each note segment */
	if (max > 1024)
		max = 1024;
	if ((t->t_auxv = malloc(max * 2 * sizeof (uint64_t))) == NULL)
		return (-1);
	t->t_nauxv = tgt_parse_auxv(n->n_desc, n->n_descsz, 8, t->t_auxv,
	    max);
	return (0);
}

static const tgt_nhdlr_t illumos_nhdlrs[] = {
	{ ILL_NT_PRSTATUS, "CORE", "NT_PRSTATUS", nt_prstatus },
	{ ILL_NT_PRFPREG, "CORE", "NT_PRFPREG", nt_prfpreg },
	{ ILL_NT_PRPSINFO, "CORE", "NT_PRPSINFO", nt_prpsinfo },
	{ ILL_NT_PLATFORM, "CORE", "NT_PLATFORM", nt_platform },
	{ ILL_NT_AUXV, "CORE", "NT_AUXV", nt_auxv },
	{ ILL_NT_PSTATUS, "CORE", "NT_PSTATUS", nt_pstatus },
	{ ILL_NT_PSINFO, "CORE", "NT_PSINFO", nt_psinfo },
	{ ILL_NT_UTSNAME, "CORE", "NT_UTSNAME", nt_utsname },
	{ ILL_NT_LWPSTATUS, "CORE", "NT_LWPSTATUS", nt_lwpstatus },
	{ ILL_NT_CONTENT, "CORE", "NT_CONTENT", nt_content },
	{ ILL_NT_ZONENAME, "CORE", "NT_ZONENAME", nt_zonename },
	/*
	 * Read by nothing: NT_PRXREG, NT_LDT, NT_PRCRED, NT_LWPSINFO,
	 * NT_PRPRIV, NT_PRPRIVINFO, NT_FDINFO, NT_SPYMASTER, NT_SECFLAGS,
	 * NT_LWPNAME, NT_UPANIC.
	 */
	{ 0, NULL, NULL, NULL }
};

static int
illumos_finish(target_t *t, tgt_load_t *ld, char *err, size_t errlen)
{
	if (t->t_arch->ta_machine != EM_X86_64) {
		snprintf(err, errlen, "%s: an illumos core of a %s process; "
		    "jsmdb reads illumos cores of 64-bit (amd64) processes",
		    t->t_corepath, t->t_arch->ta_name);
		return (-1);
	}
	if (t->t_nthreads == 0) {
		snprintf(err, errlen, "%s: illumos core has no LWP "
		    "(NT_LWPSTATUS or NT_PRSTATUS) notes", t->t_corepath);
		return (-1);
	}
	/* the LWP that took the signal first */
	for (size_t i = 1; i < t->t_nthreads; i++) {
		if ((uint64_t)(uint32_t)t->t_threads[i].t_tid ==
		    ld->tl_rep_lwp && ld->tl_rep_lwp != 0) {
			tgt_thread_t th = t->t_threads[i];

			memmove(&t->t_threads[1], &t->t_threads[0],
			    i * sizeof (th));
			t->t_threads[0] = th;
			break;
		}
	}
	return (0);
}

/* illumos writes no NT_FILE: the objects come from link_map, as in mdb */
static int
illumos_files(target_t *t, tgt_load_t *ld)
{
	if (tgt_linkmap_files(t, ld) >= 0)
		t->t_mapsource = "link_map";
	return (0);
}

const tgt_os_t tgt_os_illumos = {
	.os_name = "illumos",
	.os_probe = illumos_probe,
	.os_nhdlrs = illumos_nhdlrs,
	.os_finish = illumos_finish,
	.os_files = illumos_files,
	.os_signals = illumos_signals,
	.os_nsignals = sizeof (illumos_signals) / sizeof (illumos_signals[0]),
};
