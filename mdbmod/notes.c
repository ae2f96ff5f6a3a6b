/*
 * notes.c: parsing of ELF note segments and of the Linux NT_FILE note.
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
 * NT_FILE: u64 count, u64 page size, count * {start, end, page offset},
 * then count NUL-terminated paths.
 */
int
tgt_parse_ntfile(const void *desc, size_t descsz, tgt_ntfile_f *cb, void *arg)
{
	const unsigned char *p = desc;
	uint64_t count, pagesz;
	size_t strs, soff;

	if (descsz < 16)
		return (-1);
	memcpy(&count, p, 8);
	memcpy(&pagesz, p + 8, 8);
	if (count > (descsz - 16) / 24 || pagesz == 0 ||
	    (pagesz & (pagesz - 1)) != 0)
		return (-1);
	strs = 16 + count * 24;
	soff = strs;

	for (uint64_t i = 0; i < count; i++) {
		uint64_t v[3];
		const char *path;
		const void *nul;

		memcpy(v, p + 16 + i * 24, 24);
		if (soff >= descsz)
			return (-1);
		path = (const char *)p + soff;
		nul = memchr(path, '\0', descsz - soff);
		if (nul == NULL)
			return (-1);
		soff = (const unsigned char *)nul - p + 1;
		if (v[1] < v[0])
			return (-1);
		if (cb != NULL && cb(v[0], v[1], v[2] * pagesz, path, arg) != 0)
			break;
	}
	return ((int)count);
}
