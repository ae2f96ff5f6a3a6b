/*
 * fuzz.h: what the libFuzzer targets in tests/fuzz/ share (header only;
 * each target is one .c file linked with the mdbmod/ and v8/ objects).
 *
 *   fuzz_core_path()   the reference core a target works on: $FUZZ_CORE,
 *                      else $JSMDB_CORPORA/cores/threads/core (default
 *                      ~/.cache/jsmdb); made by corpora/make-cores.sh
 *   fuzz_quiet()       dcmd output to /dev/null (the sink stack's bottom),
 *                      unless $FUZZ_VERBOSE is set
 *   fuzz_deadline_*()  a per-input time budget: when it runs out, mdb.m_intr
 *                      is set, as Ctrl-C sets it, so every loop that polls
 *                      mdb_interrupted() stops.  A loop that does not poll
 *                      runs into libFuzzer's -timeout and is reported.
 *
 * And a guard: system() and popen() are replaced in the fuzz binaries, so
 * that no input can run a shell command, whatever path it takes to `!`
 * (a quoted "\x21" handed to ::eval, say).  Calls made by libFuzzer itself
 * outside an input (-fork, -merge) go to the real functions.
 */
#ifndef JSMDB_FUZZ_H
#define JSMDB_FUZZ_H

#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mdb.h"

static int fuzz_in_input;	/* inside LLVMFuzzerTestOneInput */

int
system(const char *cmd)
{
	static int (*real)(const char *);

	if (fuzz_in_input) {
		errno = EPERM;
		return (-1);
	}
	if (real == NULL)
		real = (int (*)(const char *))dlsym(RTLD_NEXT, "system");
	return (real != NULL ? real(cmd) : -1);
}

FILE *
popen(const char *cmd, const char *mode)
{
	static FILE *(*real)(const char *, const char *);

	if (fuzz_in_input) {
		errno = EPERM;
		return (NULL);
	}
	if (real == NULL)
		real = (FILE *(*)(const char *, const char *))dlsym(RTLD_NEXT,
		    "popen");
	return (real != NULL ? real(cmd, mode) : NULL);
}

static inline const char *
fuzz_core_path(void)
{
	static char path[4096];
	const char *env = getenv("FUZZ_CORE");
	const char *cache = getenv("JSMDB_CORPORA");
	const char *home = getenv("HOME");

	if (env != NULL && env[0] != '\0')
		return (env);
	if (cache != NULL && cache[0] != '\0')
		snprintf(path, sizeof (path), "%s/cores/threads/core", cache);
	else
		snprintf(path, sizeof (path), "%s/.cache/jsmdb/cores/threads/core",
		    home != NULL ? home : "");
	return (path);
}

static inline void
fuzz_quiet(void)
{
	FILE *null;

	if (getenv("FUZZ_VERBOSE") != NULL)	/* to see what an input does */
		return;
	if ((null = fopen("/dev/null", "w")) == NULL) {
		perror("fuzz: /dev/null");
		abort();
	}
	mdb_out_push_file(null);
}

/*
 * The budget runs on its own POSIX timer and a real-time signal: libFuzzer
 * owns SIGALRM (-timeout) and SIGUSR1/2.
 */
static timer_t fuzz_timer;
static int fuzz_timer_ok;

static inline void
fuzz_on_deadline(int sig)
{
	(void) sig;
	mdb.m_intr = 1;
}

static inline void
fuzz_deadline_init(void)
{
	struct sigaction sa;
	struct sigevent sev;

	memset(&sa, 0, sizeof (sa));
	sa.sa_handler = fuzz_on_deadline;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGRTMIN + 3, &sa, NULL) != 0)
		return;
	memset(&sev, 0, sizeof (sev));
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = SIGRTMIN + 3;
	fuzz_timer_ok = timer_create(CLOCK_MONOTONIC, &sev, &fuzz_timer) == 0;
}

static inline void
fuzz_deadline_arm(long ms)
{
	struct itimerspec its;

	mdb.m_intr = 0;
	if (!fuzz_timer_ok)
		return;
	memset(&its, 0, sizeof (its));
	its.it_value.tv_sec = ms / 1000;
	its.it_value.tv_nsec = (ms % 1000) * 1000000L;
	(void) timer_settime(fuzz_timer, 0, &its, NULL);
}

static inline void
fuzz_deadline_disarm(void)
{
	struct itimerspec its;

	if (fuzz_timer_ok) {
		memset(&its, 0, sizeof (its));
		(void) timer_settime(fuzz_timer, 0, &its, NULL);
	}
	mdb.m_intr = 0;
}

/* Milliseconds from $FUZZ_BUDGET_MS, else dflt. */
static inline long
fuzz_budget_ms(long dflt)
{
	const char *s = getenv("FUZZ_BUDGET_MS");
	long v;

	if (s == NULL || (v = strtol(s, NULL, 10)) <= 0)
		return (dflt);
	return (v);
}

/* Resets what one input may leave behind in mdb's global state. */
static inline void
fuzz_reset_state(void)
{
	mdb.m_dot = 0;
	mdb.m_lastdot = 0;
	mdb.m_tid = 0;
	mdb.m_quit = 0;
	mdb.m_exitcode = 0;
	mdb.m_intr = 0;
	mdb.m_dcount = 1;
	mdb.m_count_used = 0;
}

#endif /* JSMDB_FUZZ_H */
