/*
 * test_printf.c: mdb_printf's conversions (mdbmod/modapi.c) against the
 * C library's snprintf, which they are documented to follow: the plain
 * numbers it formats by hand (%x, %X, %u, %p, %r without flags, width or
 * precision, every length modifier) and the same conversions with flags,
 * widths and precisions (handed to snprintf), on values at the edges of
 * each width and on random ones.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../mdbmod/mdb.h"

static int passed, failed;

#define	CHECK(cond, what, ...) do {					\
	if (cond) {							\
		passed++;						\
	} else {							\
		failed++;						\
		printf("FAIL %s:%d: " what "\n", __FILE__, __LINE__,	\
		    __VA_ARGS__);					\
	}								\
} while (0)

/* What mdb_printf prints for fmt and its arguments (static). */
static const char *
mdb_out(const char *fmt, ...)
{
	static char got[512];
	va_list ap;
	size_t len = 0;
	char *buf;

	mdb_out_push_buffer();
	va_start(ap, fmt);
	mdb_vprintf(fmt, ap);
	va_end(ap);
	buf = mdb_out_pop_buffer(&len);
	if (len >= sizeof (got))
		len = sizeof (got) - 1;
	if (buf != NULL)
		memcpy(got, buf, len);
	got[len] = '\0';
	free(buf);
	return (got);
}

static void
same(const char *mfmt, const char *got, const char *want)
{
	CHECK(strcmp(got, want) == 0, "%s: \"%s\", snprintf's \"%s\"", mfmt,
	    got, want);
}

/* Each unsigned conversion, plain and dressed, against snprintf. */
static void
check_value(unsigned long long v)
{
	static const char *const dress[] = { "", "#", "8", "-20", "08",
	    ".3", "#018", NULL };
	char mf[32], cf[32], want[512];
	unsigned int u = (unsigned int)v;
	unsigned short h = (unsigned short)v;
	unsigned char hh = (unsigned char)v;
	int d;

	for (d = 0; dress[d] != NULL; d++) {
		const char *ds = dress[d];

		(void) snprintf(mf, sizeof (mf), "[%%%sx]", ds);
		(void) snprintf(want, sizeof (want), mf, u);
		same(mf, mdb_out(mf, u), want);
		(void) snprintf(mf, sizeof (mf), "[%%%sX]", ds);
		(void) snprintf(want, sizeof (want), mf, u);
		same(mf, mdb_out(mf, u), want);
		(void) snprintf(mf, sizeof (mf), "[%%%su]", ds);
		(void) snprintf(want, sizeof (want), mf, u);
		same(mf, mdb_out(mf, u), want);
		(void) snprintf(mf, sizeof (mf), "[%%%slx]", ds);
		(void) snprintf(want, sizeof (want), mf, (unsigned long)v);
		same(mf, mdb_out(mf, (unsigned long)v), want);
		(void) snprintf(mf, sizeof (mf), "[%%%slu]", ds);
		(void) snprintf(want, sizeof (want), mf, (unsigned long)v);
		same(mf, mdb_out(mf, (unsigned long)v), want);
		(void) snprintf(mf, sizeof (mf), "[%%%sllX]", ds);
		(void) snprintf(want, sizeof (want), mf, v);
		same(mf, mdb_out(mf, v), want);
		(void) snprintf(mf, sizeof (mf), "[%%%szx]", ds);
		(void) snprintf(want, sizeof (want), mf, (size_t)v);
		same(mf, mdb_out(mf, (size_t)v), want);
		(void) snprintf(mf, sizeof (mf), "[%%%sju]", ds);
		(void) snprintf(want, sizeof (want), mf, (uintmax_t)v);
		same(mf, mdb_out(mf, (uintmax_t)v), want);
		/* h and hh: the value is cut to the short or char */
		(void) snprintf(mf, sizeof (mf), "[%%%shx]", ds);
		(void) snprintf(want, sizeof (want), mf, h);
		same(mf, mdb_out(mf, (unsigned int)v), want);
		(void) snprintf(mf, sizeof (mf), "[%%%shhu]", ds);
		(void) snprintf(want, sizeof (want), mf, hh);
		same(mf, mdb_out(mf, (unsigned int)v), want);
		/* mdb's own: %p without 0x, %r and %lr in hex */
		if (strchr(ds, '#') != NULL || strchr(ds, '.') != NULL)
			continue;
		(void) snprintf(mf, sizeof (mf), "[%%%sp]", ds);
		(void) snprintf(cf, sizeof (cf), "[%%%slx]", ds);
		(void) snprintf(want, sizeof (want), cf, (unsigned long)v);
		same(mf, mdb_out(mf, (void *)(uintptr_t)v), want);
		(void) snprintf(mf, sizeof (mf), "[%%%slr]", ds);
		(void) snprintf(cf, sizeof (cf), "[%%%sllx]", ds);
		(void) snprintf(want, sizeof (want), cf, v);
		same(mf, mdb_out(mf, v), want);
		(void) snprintf(mf, sizeof (mf), "[%%%sr]", ds);
		(void) snprintf(cf, sizeof (cf), "[%%%sx]", ds);
		(void) snprintf(want, sizeof (want), cf, u);
		same(mf, mdb_out(mf, u), want);
	}
}

int
main(void)
{
	static const unsigned long long edges[] = { 0, 1, 9, 10, 15, 16,
	    0x7f, 0x80, 0xff, 0x100, 0x7fff, 0xffff, 0x10000, 0x7fffffff,
	    0x80000000ULL, 0xffffffffULL, 0x100000000ULL, 999999999ULL,
	    1000000000ULL, 0x555d9f5bfe48ULL, 0x7fffffffffffffffULL,
	    0x8000000000000000ULL, ULLONG_MAX };
	unsigned long long x = 0x9e3779b97f4a7c15ULL;
	char want[128];
	size_t i;

	for (i = 0; i < sizeof (edges) / sizeof (edges[0]); i++)
		check_value(edges[i]);
	for (i = 0; i < 2000; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		check_value(x >> (i % 64));
	}
	/* the plain conversions among text and one another */
	(void) snprintf(want, sizeof (want), "%lx is %u of %X%%: %llu\n",
	    0xdeadbeefUL, 42u, 0xabcu, 18446744073709551615ULL);
	same("mixed", mdb_out("%lx is %u of %X%%: %llu\n", 0xdeadbeefUL,
	    42u, 0xabcu, 18446744073709551615ULL), want);
	same("signed", mdb_out("%d %ld %i", -5, -1L, INT_MIN), "-5 -1 "
	    "-2147483648");
	printf("printf: %d passed, %d failed\n", passed, failed);
	return (failed != 0);
}
