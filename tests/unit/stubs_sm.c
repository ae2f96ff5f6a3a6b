/*
 * stubs_sm.c: the module API as test_sm.c needs it: memory is a few
 * regions the test fills; there are no objects, segments or symbols.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "modapi.h"
#include "stubs_sm.h"

static fake_region_t regions[FAKE_MAXREGIONS];
static int nregions;

/* mdb_alloc's blocks (eng_func.c's UM_GC windows): freed by fake_reset */
#define	FAKE_MAXALLOCS	64
static void *allocs[FAKE_MAXALLOCS];
static int nallocs;

void
fake_reset(void)
{
	nregions = 0;
	while (nallocs > 0)
		free(allocs[--nallocs]);
}

void *
mdb_alloc(size_t n, uint_t flags)
{
	void *p;

	if (nallocs == FAKE_MAXALLOCS || (p = calloc(1, n ? n : 1)) == NULL)
		return (NULL);
	allocs[nallocs++] = p;
	return (p);
}

void
fake_add(uintptr_t addr, const void *bytes, size_t len)
{
	if (nregions < FAKE_MAXREGIONS && len <= FAKE_REGION) {
		regions[nregions].fr_addr = addr;
		regions[nregions].fr_len = len;
		memcpy(regions[nregions].fr_bytes, bytes, len);
		nregions++;
	}
}

ssize_t
mdb_vread(void *buf, size_t n, uintptr_t addr)
{
	int i;

	for (i = 0; i < nregions; i++) {
		fake_region_t *r = &regions[i];

		if (addr >= r->fr_addr && n <= r->fr_len &&
		    addr - r->fr_addr <= r->fr_len - n) {
			memcpy(buf, r->fr_bytes + (addr - r->fr_addr), n);
			return ((ssize_t)n);
		}
	}
	return (-1);
}

int
mdb_interrupted(void)
{
	return (0);
}

void
mdb_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	(void) vfprintf(stdout, fmt, ap);
	va_end(ap);
	(void) fputc('\n', stdout);
}

int
mdb_object_iter(mdb_object_f *cb, void *arg)
{
	return (0);
}

int
mdb_segment_iter(mdb_segment_f *cb, void *arg)
{
	return (0);
}

int
mdb_lookup_by_name(const char *name, GElf_Sym *sym)
{
	return (-1);
}

const char *
mdb_object_with_prefix(const char *prefix)
{
	return (NULL);
}

/* heap.c's sm_detect picks the row by architecture: an x86-64 target */
int
mdb_target_info(mdb_target_info_t *ti)
{
	memset(ti, 0, sizeof (*ti));
	ti->mti_os = "Linux";
	ti->mti_arch = "x86-64";
	ti->mti_machine = 62;		/* EM_X86_64 */
	ti->mti_class = 2;
	ti->mti_ptrsize = 8;
	return (0);
}

/* object.c's class names (kinds.c links it): a NUL-terminated string. */
ssize_t
mdb_readstr(char *buf, size_t n, uintptr_t addr)
{
	size_t i;

	if (n == 0)
		return (-1);
	for (i = 0; i + 1 < n; i++) {
		if (mdb_vread(&buf[i], 1, addr + i) != 1)
			return (-1);
		if (buf[i] == '\0')
			return ((ssize_t)i);
	}
	buf[i] = '\0';
	return ((ssize_t)i);
}
