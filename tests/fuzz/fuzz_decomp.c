/*
 * fuzz_decomp.c: the decompressors of compressed cores (mdbmod/decomp.c)
 * on arbitrary input.
 *
 * Each input is handed to tgt_decompress_buf(), which picks the format by
 * magic number (zstd, xz, lz4 frame, gzip) exactly as opening a core does
 * and decodes into a 4 MiB buffer (the cap stands in for DC_MAXOUT).  A
 * corrupt stream must be reported, a truncated one must stop, and nothing
 * may read or write out of bounds.  The seeds (tests/fuzz/seeds.py) are
 * the head of a reference core compressed in each format, so mutations
 * start from valid frames.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "tgt_impl.h"

#define	OUTMAX	(4 << 20)

static volatile unsigned sink;

static void
touch(const void *p, size_t n)
{
	const unsigned char *b = p;
	unsigned s = 0;

	for (size_t i = 0; i < n; i++)
		s += b[i];
	sink += s;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static unsigned char *out;
	/* An exact-size heap copy: ASan sees any read past the end. */
	unsigned char *buf = malloc(size ? size : 1);
	ssize_t n;

	if (out == NULL && (out = malloc(OUTMAX)) == NULL)
		return (0);
	if (buf == NULL)
		return (0);
	memcpy(buf, data, size);
	fuzz_in_input = 1;
	n = tgt_decompress_buf(buf, size, out, OUTMAX);
	if (n > 0)
		touch(out, (size_t)n);
	fuzz_in_input = 0;
	free(buf);
	return (0);
}
