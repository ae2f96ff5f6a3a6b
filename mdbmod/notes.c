/*
 * notes.c: parsing of ELF note segments, the Linux NT_FILE note and
 * auxiliary vectors.
 * Pure functions over a byte buffer, so they are unit-tested directly
 * (tests/unit/test_notes.c).  Everything is bounds-checked: notes come
 * from the core, which is untrusted.
 */
#include <string.h>
#include "target.h"

#define	NOTE_ALIGN(x)	(((x) + 3) & ~(size_t)3)

int
tgt_parse_notes(const void *buf, size_t len, tgt_note_f *cb, void *arg)
{
	const unsigned char *p = buf;
	size_t off = 0;
	int n = 0;

	while (len - off >= 12) {
		uint32_t namesz, descsz, type;
		size_t nameoff, descoff;
		char name[64];

		memcpy(&namesz, p + off, 4);
		memcpy(&descsz, p + off + 4, 4);
		memcpy(&type, p + off + 8, 4);
		nameoff = off + 12;
		if (namesz > len - nameoff)
			return (-1);
		descoff = nameoff + NOTE_ALIGN(namesz);
		if (descoff > len || descsz > len - descoff)
			return (-1);

		/* The name is NUL-terminated within namesz; copy it bounded. */
		size_t nl = namesz < sizeof (name) - 1 ? namesz : sizeof (name) - 1;
		memcpy(name, p + nameoff, nl);
		name[nl] = '\0';

		n++;
		if (cb != NULL && cb(type, name, p + descoff, descsz, arg) != 0)
			return (n);
		off = descoff + NOTE_ALIGN(descsz);
		if (off > len)
			break;
	}
	return (n);
}

/*
 * NT_FILE: count, page size, count * {start, end, page offset}, then
 * count NUL-terminated paths; every number a word of the ELF class
 * (fs/binfmt_elf.c fill_files_note; 4 bytes in an i386 core).
 */
static uint64_t
word_at(const unsigned char *p, int wordsz)
{
	uint64_t v = 0;

	memcpy(&v, p, wordsz);		/* little-endian */
	return (v);
}

int
tgt_parse_ntfile(const void *desc, size_t descsz, int wordsz,
    tgt_ntfile_f *cb, void *arg)
{
	const unsigned char *p = desc;
	uint64_t count, pagesz;
	size_t soff, ent = 3 * (size_t)wordsz;

	if ((wordsz != 4 && wordsz != 8) || descsz < 2 * (size_t)wordsz)
		return (-1);
	count = word_at(p, wordsz);
	pagesz = word_at(p + wordsz, wordsz);
	if (count > (descsz - 2 * wordsz) / ent || pagesz == 0 ||
	    (pagesz & (pagesz - 1)) != 0)
		return (-1);
	soff = 2 * wordsz + count * ent;

	for (uint64_t i = 0; i < count; i++) {
		const unsigned char *e = p + 2 * wordsz + i * ent;
		uint64_t start = word_at(e, wordsz);
		uint64_t end = word_at(e + wordsz, wordsz);
		uint64_t pgoff = word_at(e + 2 * wordsz, wordsz);
		const char *path;
		const void *nul;

		if (soff >= descsz)
			return (-1);
		path = (const char *)p + soff;
		nul = memchr(path, '\0', descsz - soff);
		if (nul == NULL)
			return (-1);
		soff = (const unsigned char *)nul - p + 1;
		if (end < start || pgoff > UINT64_MAX / pagesz)
			return (-1);
		if (cb != NULL && cb(start, end, pgoff * pagesz, path, arg) != 0)
			break;
	}
	return ((int)count);
}

/*
 * The auxiliary vector: (type, value) word pairs up to AT_NULL.  On
 * illumos amd64 a pair is an int type padded to 8 and a long value, which
 * reads the same as two 8-byte words when the type is positive.
 */
size_t
tgt_parse_auxv(const void *desc, size_t descsz, int wordsz, uint64_t *out,
    size_t maxpairs)
{
	const unsigned char *p = desc;
	size_t n = 0, pair = 2 * (size_t)wordsz;

	if (wordsz != 4 && wordsz != 8)
		return (0);
	for (size_t off = 0; off + pair <= descsz && n < maxpairs;
	    off += pair) {
		uint64_t type = word_at(p + off, wordsz);

		if (wordsz == 8)
			type &= 0xffffffffULL;	/* illumos: an int type */
		if (type == 0)
			break;
		out[2 * n] = type;
		out[2 * n + 1] = word_at(p + off + wordsz, wordsz);
		n++;
	}
	return (n);
}
