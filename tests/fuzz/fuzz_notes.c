/*
 * fuzz_notes.c: the ELF note parsers on arbitrary bytes.
 *
 * The input is a PT_NOTE segment: tgt_parse_notes() walks it, and each
 * NT_FILE note's descriptor goes to tgt_parse_ntfile().  The whole input
 * is also handed to tgt_parse_ntfile() as a descriptor of its own.  The
 * callbacks touch every byte they are given, so that a range reaching past
 * the input is an ASan report, not a silent over-read.
 *
 * Seeds (tests/fuzz/run-fuzz.sh): the PT_NOTE segments of the reference
 * cores and their NT_FILE descriptors.
 */
#include <elf.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

#ifndef NT_FILE
#define	NT_FILE		0x46494c45
#endif

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

static int
file_cb(uint64_t start, uint64_t end, uint64_t fileoff, const char *path,
    void *arg)
{
	(void) arg;
	sink += (unsigned)(start ^ end ^ fileoff);
	touch(path, strlen(path) + 1);
	return (0);
}

static int
note_cb(uint32_t type, const char *name, const void *desc, size_t descsz,
    void *arg)
{
	(void) arg;
	touch(name, strlen(name) + 1);
	touch(desc, descsz);
	if (type == NT_FILE && strcmp(name, "CORE") == 0) {
		(void) tgt_parse_ntfile(desc, descsz, 8, file_cb, NULL);
		(void) tgt_parse_ntfile(desc, descsz, 4, file_cb, NULL);
	}
	if (type == NT_AUXV) {
		uint64_t av[64];

		touch(av, 16 * tgt_parse_auxv(desc, descsz, 8, av, 32));
		touch(av, 16 * tgt_parse_auxv(desc, descsz, 4, av, 32));
	}
	return (0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* An exact-size heap copy: ASan sees any read past the end. */
	unsigned char *buf = malloc(size ? size : 1);

	if (buf == NULL)
		return (0);
	memcpy(buf, data, size);
	fuzz_in_input = 1;
	(void) tgt_parse_notes(buf, size, note_cb, NULL);
	(void) tgt_parse_notes(buf, size, NULL, NULL);
	(void) tgt_parse_ntfile(buf, size, 8, file_cb, NULL);
	(void) tgt_parse_ntfile(buf, size, 4, file_cb, NULL);
	fuzz_in_input = 0;
	free(buf);
	return (0);
}
