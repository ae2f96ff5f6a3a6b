/*
 * progress.c: the progress line of a long task (a heap scan, a core's
 * decompression).  One task at a time.  The line appears only when
 * standard error is a terminal, only once the task has run for a second
 * (JSMDB_PROGRESS_DELAY, in milliseconds, changes that: the tests set 0),
 * is redrawn at most 4 times a second, and is erased when the task ends
 * -- or, for a task whose last line is worth keeping (what a
 * decompression wrote, and where), ended with a newline.  A warning
 * printed meanwhile erases it first (mdb_warn calls mdb_progress_clear),
 * and the next update draws it again.  Never on a pipe or a file.
 *
 * The text is jsmdb's own, built from numbers and names the caller
 * gives; a name from the core (a file's path) goes through the terminal
 * escaping like everything else.  Only the carriage return and the
 * erase-line sequence are written raw.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "mdb.h"
#include "termsafe.h"

#define	PG_REDRAW	0.25		/* seconds between redraws */
#define	PG_DELAY	1.0		/* seconds before the first */

static struct {
	int pg_on;			/* a task is running */
	int pg_depth;			/* tasks begun inside it (ignored) */
	int pg_tty;			/* stderr is a terminal */
	int pg_shown;			/* the line is on the screen */
	double pg_delay;
	char pg_what[128];		/* "scanning the heap" */
	uint64_t pg_total;		/* bytes; 0 when unknown */
	struct timespec pg_start, pg_last;
} pg;

static double
pg_elapsed(const struct timespec *a, const struct timespec *b)
{
	return ((double)(b->tv_sec - a->tv_sec) +
	    (double)(b->tv_nsec - a->tv_nsec) / 1e9);
}

void
mdb_progress_size(uint64_t n, char *buf, size_t len)
{
	if (n >= (1ULL << 30))
		(void) snprintf(buf, len, "%.1f GiB", (double)n / (1ULL << 30));
	else if (n >= (1ULL << 20))
		(void) snprintf(buf, len, "%.1f MiB", (double)n / (1ULL << 20));
	else
		(void) snprintf(buf, len, "%.0f KiB", (double)n / (1ULL << 10));
}

void
mdb_progress_begin(const char *what, uint64_t total)
{
	const char *e = getenv("JSMDB_PROGRESS_DELAY");

	/* a task inside a task (a scan that scans): the outer one reports */
	if (pg.pg_on) {
		pg.pg_depth++;
		return;
	}
	pg.pg_on = 1;
	pg.pg_tty = isatty(STDERR_FILENO);
	pg.pg_shown = 0;
	pg.pg_delay = e != NULL && *e != '\0' ? atof(e) / 1000.0 : PG_DELAY;
	(void) snprintf(pg.pg_what, sizeof (pg.pg_what), "%s", what);
	pg.pg_total = total;
	clock_gettime(CLOCK_MONOTONIC, &pg.pg_start);
}

int
mdb_progress_due(void)
{
	struct timespec now;

	if (!pg.pg_on || !pg.pg_tty || pg.pg_depth > 0)
		return (0);
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (pg_elapsed(&pg.pg_start, &now) < pg.pg_delay ||
	    (pg.pg_shown && pg_elapsed(&pg.pg_last, &now) < PG_REDRAW))
		return (0);
	pg.pg_last = now;
	return (1);
}

void
mdb_progress_show(const char *fmt, ...)
{
	va_list ap;

	if (!pg.pg_on || !pg.pg_tty)
		return;
	fflush(stdout);
	fputs("\rjsmdb: ", stderr);
	va_start(ap, fmt);
	termsafe_vprintf(stderr, fmt, ap);
	va_end(ap);
	fputs("\033[K", stderr);
	fflush(stderr);
	pg.pg_shown = 1;
}

void
mdb_progress(uint64_t done)
{
	struct timespec now;
	char d[32], t[32], r[48];
	double s;

	if (!mdb_progress_due())
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	s = pg_elapsed(&pg.pg_start, &now);
	mdb_progress_size(done, d, sizeof (d));
	/* a rate over less than half a second says nothing */
	if (s >= 0.5) {
		mdb_progress_size((uint64_t)((double)done / s), t, sizeof (t));
		(void) snprintf(r, sizeof (r), ", %s/s", t);
	} else {
		r[0] = '\0';
	}
	if (pg.pg_total > 0) {
		mdb_progress_size(pg.pg_total, t, sizeof (t));
		mdb_progress_show("%s: %s of %s (%.0f%%)%s", pg.pg_what, d,
		    t, 100.0 * (double)done / (double)pg.pg_total, r);
	} else {
		mdb_progress_show("%s: %s%s", pg.pg_what, d, r);
	}
}

void
mdb_progress_clear(void)
{
	if (pg.pg_shown) {
		fputs("\r\033[K", stderr);
		fflush(stderr);
		pg.pg_shown = 0;
	}
}

void
mdb_progress_end(int keep)
{
	if (pg.pg_depth > 0) {
		pg.pg_depth--;
		return;
	}
	if (pg.pg_shown) {
		if (keep)
			fputc('\n', stderr);
		else
			fputs("\r\033[K", stderr);
		fflush(stderr);
	}
	memset(&pg, 0, sizeof (pg));
}
