/*
 * test_notes.c: the ELF note parser, the NT_FILE parser, and tgt_open on
 * small synthetic cores built here byte by byte (well-formed, truncated
 * in the notes, truncated in a segment, not a core).
 */
#include <elf.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "target.h"

static int passed, failed;

#define	CHECK(cond, what) do {						\
	if (cond) {							\
		passed++;						\
	} else {							\
		failed++;						\
		printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, what);	\
	}								\
} while (0)

/* Appends a note (name "CORE" unless given) to buf at *off. */
static void
put_note(unsigned char *buf, size_t *off, const char *name, uint32_t type,
    const void *desc, uint32_t descsz)
{
	uint32_t namesz = (uint32_t)strlen(name) + 1;

	memcpy(buf + *off, &namesz, 4);
	memcpy(buf + *off + 4, &descsz, 4);
	memcpy(buf + *off + 8, &type, 4);
	*off += 12;
	memset(buf + *off, 0, (namesz + 3) & ~3u);
	memcpy(buf + *off, name, namesz);
	*off += (namesz + 3) & ~3u;
	memset(buf + *off, 0, (descsz + 3) & ~3u);
	memcpy(buf + *off, desc, descsz);
	*off += (descsz + 3) & ~3u;
}

typedef struct seen {
	int n;
	uint32_t types[16];
	char names[16][16];
	size_t sizes[16];
} seen_t;

static int
seen_cb(uint32_t type, const char *name, const void *desc, size_t sz,
    void *arg)
{
	seen_t *s = arg;

	if (s->n < 16) {
		s->types[s->n] = type;
		snprintf(s->names[s->n], sizeof (s->names[0]), "%s", name);
		s->sizes[s->n] = sz;
	}
	s->n++;
	return (0);
}

static void
test_notes(void)
{
	unsigned char buf[1024], desc[40];
	size_t off = 0;
	seen_t s = { 0 };

	memset(desc, 0xab, sizeof (desc));
	put_note(buf, &off, "CORE", NT_PRSTATUS, desc, 5);
	put_note(buf, &off, "GNU", NT_GNU_BUILD_ID, desc, 20);
	put_note(buf, &off, "LINUX", 0x202, desc, 0);

	CHECK(tgt_parse_notes(buf, off, seen_cb, &s) == 3, "three notes");
	CHECK(s.types[0] == NT_PRSTATUS && strcmp(s.names[0], "CORE") == 0 &&
	    s.sizes[0] == 5, "first note");
	CHECK(s.types[1] == NT_GNU_BUILD_ID && strcmp(s.names[1], "GNU") == 0 &&
	    s.sizes[1] == 20, "second note");
	CHECK(strcmp(s.names[2], "LINUX") == 0 && s.sizes[2] == 0,
	    "empty descriptor");

	/* A descriptor running past the end is an error, not an overread. */
	CHECK(tgt_parse_notes(buf, off - 4, NULL, NULL) != 3,
	    "truncated last note is not counted whole");
	uint32_t huge = 0xfffffff0;
	unsigned char bad[64];
	memcpy(bad, buf, 64);
	memcpy(bad + 4, &huge, 4);
	CHECK(tgt_parse_notes(bad, 64, NULL, NULL) == -1, "huge descsz");
	memcpy(bad, buf, 64);
	memcpy(bad, &huge, 4);
	CHECK(tgt_parse_notes(bad, 64, NULL, NULL) == -1, "huge namesz");
	CHECK(tgt_parse_notes(buf, 0, NULL, NULL) == 0, "empty segment");
	CHECK(tgt_parse_notes(buf, 11, NULL, NULL) == 0, "short header");
}

typedef struct files {
	int n;
	uint64_t start[4], end[4], off[4];
	char path[4][64];
} files_t;

static int
file_cb(uint64_t start, uint64_t end, uint64_t off, const char *path,
    void *arg)
{
	files_t *f = arg;

	if (f->n < 4) {
		f->start[f->n] = start;
		f->end[f->n] = end;
		f->off[f->n] = off;
		snprintf(f->path[f->n], sizeof (f->path[0]), "%s", path);
	}
	f->n++;
	return (0);
}

/* Builds an NT_FILE descriptor for two entries; returns its size. */
static size_t
make_ntfile(unsigned char *d)
{
	uint64_t hdr[2] = { 2, 4096 };
	uint64_t ents[6] = { 0x400000, 0x401000, 0, 0x7f0000, 0x7f2000, 3 };
	size_t o = 0;

	memcpy(d, hdr, 16);
	o = 16;
	memcpy(d + o, ents, 48);
	o += 48;
	memcpy(d + o, "/bin/a", 7);
	o += 7;
	memcpy(d + o, "/lib/libc.so.6", 15);
	o += 15;
	return (o);
}

static void
test_ntfile(void)
{
	unsigned char d[256];
	size_t sz = make_ntfile(d);
	files_t f = { 0 };

	CHECK(tgt_parse_ntfile(d, sz, 8, file_cb, &f) == 2, "two files");
	CHECK(f.start[0] == 0x400000 && f.end[0] == 0x401000 && f.off[0] == 0 &&
	    strcmp(f.path[0], "/bin/a") == 0, "first file");
	CHECK(f.start[1] == 0x7f0000 && f.off[1] == 3 * 4096 &&
	    strcmp(f.path[1], "/lib/libc.so.6") == 0,
	    "second file, offset in pages");
	CHECK(tgt_parse_ntfile(d, sz - 1, 8, NULL, NULL) == -1,
	    "missing NUL on the last path");
	uint64_t many = 1000;
	memcpy(d, &many, 8);
	CHECK(tgt_parse_ntfile(d, sz, 8, NULL, NULL) == -1, "count too large");
	CHECK(tgt_parse_ntfile(d, 8, 8, NULL, NULL) == -1, "short descriptor");
}

/*
 * A minimal x86-64 core: ELF header, a PT_NOTE and one PT_LOAD of 8 KiB at
 * 0x10000 of which the core carries 4 KiB (the rest is p_memsz only).
 */
static size_t
make_core(unsigned char *img, size_t cap, int etype)
{
	Elf64_Ehdr *eh = (Elf64_Ehdr *)img;
	Elf64_Phdr *ph = (Elf64_Phdr *)(img + sizeof (*eh));
	unsigned char notes[2048], prs[336], psi[136], sig[128];
	size_t noff = 0, hdrs = sizeof (*eh) + 2 * sizeof (*ph), o;
	uint64_t regs[27];		/* user_regs_struct */
	int32_t pid = 4242;

	memset(img, 0, cap);
	memcpy(eh->e_ident, ELFMAG, SELFMAG);
	eh->e_ident[EI_CLASS] = ELFCLASS64;
	eh->e_ident[EI_DATA] = ELFDATA2LSB;
	eh->e_ident[EI_VERSION] = EV_CURRENT;
	eh->e_type = etype;
	eh->e_machine = EM_X86_64;
	eh->e_version = EV_CURRENT;
	eh->e_phoff = sizeof (*eh);
	eh->e_ehsize = sizeof (*eh);
	eh->e_phentsize = sizeof (*ph);
	eh->e_phnum = 2;

	memset(prs, 0, sizeof (prs));
	memcpy(prs + 32, &pid, 4);
	for (int i = 0; i < 27; i++)
		regs[i] = 0x1000 + i;
	memcpy(prs + 112, regs, sizeof (regs));
	put_note(notes, &noff, "CORE", NT_PRSTATUS, prs, sizeof (prs));
	memset(psi, 0, sizeof (psi));
	memcpy(psi + 24, &pid, 4);
	memcpy(psi + 40, "prog", 5);
	memcpy(psi + 56, "prog --flag", 12);
	put_note(notes, &noff, "CORE", NT_PRPSINFO, psi, sizeof (psi));
	memset(sig, 0, sizeof (sig));
	int32_t signo = 11;
	uint64_t fault = 0xdead;
	memcpy(sig, &signo, 4);
	memcpy(sig + 16, &fault, 8);
	put_note(notes, &noff, "CORE", 0x53494749, sig, sizeof (sig));
	pid = 4243;
	memcpy(prs + 32, &pid, 4);
	put_note(notes, &noff, "CORE", NT_PRSTATUS, prs, sizeof (prs));

	ph[0].p_type = PT_NOTE;
	ph[0].p_offset = hdrs;
	ph[0].p_filesz = noff;
	memcpy(img + hdrs, notes, noff);
	o = (hdrs + noff + 4095) & ~(size_t)4095;
	ph[1].p_type = PT_LOAD;
	ph[1].p_flags = PF_R | PF_W;
	ph[1].p_offset = o;
	ph[1].p_vaddr = 0x10000;
	ph[1].p_filesz = 4096;
	ph[1].p_memsz = 8192;
	for (int i = 0; i < 4096; i++)
		img[o + i] = (unsigned char)i;
	return (o + 4096);
}

static const char *
write_tmp(const unsigned char *img, size_t len, char *path)
{
	int fd;

	strcpy(path, "/tmp/jsmdb-test-core-XXXXXX");
	if ((fd = mkstemp(path)) < 0)
		return (NULL);
	if (write(fd, img, len) != (ssize_t)len) {
		close(fd);
		return (NULL);
	}
	close(fd);
	return (path);
}

static void
test_open(void)
{
	static unsigned char img[32768];
	size_t len = make_core(img, sizeof (img), ET_CORE);
	char path[64], err[256];
	target_t *t;
	unsigned char b[8];

	if (write_tmp(img, len, path) == NULL) {
		CHECK(0, "cannot write a temporary core");
		return;
	}
	t = tgt_open(path, NULL, NULL, 0, err, sizeof (err));
	CHECK(t != NULL, "synthetic core opens");
	if (t != NULL) {
		CHECK(t->t_nthreads == 2, "two threads");
		CHECK(t->t_threads[0].t_tid == 4242 &&
		    t->t_threads[1].t_tid == 4243, "thread ids");
		/* rip is word 16 of user_regs_struct and DWARF register 16 */
		CHECK(t->t_threads[0].t_regs[16] == 0x1000 + 16,
		    "rip from pr_reg");
		/* rsp: word 19, DWARF 7; rbp: word 4, DWARF 6 */
		CHECK(t->t_threads[0].t_regs[7] == 0x1000 + 19 &&
		    t->t_threads[0].t_regs[6] == 0x1000 + 4,
		    "rsp and rbp by DWARF number");
		CHECK(t->t_pid == 4242 && strcmp(t->t_fname, "prog") == 0 &&
		    strcmp(t->t_psargs, "prog --flag") == 0, "prpsinfo");
		CHECK(t->t_signo == 11 && t->t_fault_addr == 0xdead,
		    "siginfo signal and fault address");
		CHECK(tgt_vread(t, b, 4, 0x10010) == 4 && b[0] == 0x10 &&
		    b[3] == 0x13, "read carried bytes");
		CHECK(tgt_vread(t, b, 4, 0x10ffe) == -1,
		    "read into p_memsz-only bytes with no file fails");
		CHECK(tgt_vread(t, b, 1, 0x20000) == -1, "unmapped read fails");
		CHECK(tgt_vptr(t, 0x10000, 4096) != NULL &&
		    tgt_vptr(t, 0x10000, 4097) == NULL, "vptr bounds");
		CHECK(!t->t_truncated, "not truncated");
		tgt_close(t);
	}
	unlink(path);

	/* Truncated mid-segment: opens, flags it, reads past the end fail. */
	if (write_tmp(img, len - 2048, path) != NULL) {
		t = tgt_open(path, NULL, NULL, 0, err, sizeof (err));
		CHECK(t != NULL && t->t_truncated, "truncated segment: opens, "
		    "flagged");
		if (t != NULL) {
			CHECK(tgt_vread(t, b, 4, 0x10010) == 4,
			    "bytes before the cut read");
			CHECK(tgt_vread(t, b, 4, 0x10000 + 2048) == -1,
			    "bytes after the cut do not");
			tgt_close(t);
		}
		unlink(path);
	}

	/* Truncated mid-notes: refused with a message. */
	if (write_tmp(img, 300, path) != NULL) {
		err[0] = '\0';
		t = tgt_open(path, NULL, NULL, 0, err, sizeof (err));
		CHECK(t == NULL && strstr(err, "truncated") != NULL,
		    "truncated notes: refused");
		tgt_close(t);
		unlink(path);
	}

	/* An ELF that is not a core, and a file that is not ELF. */
	len = make_core(img, sizeof (img), ET_EXEC);
	if (write_tmp(img, len, path) != NULL) {
		t = tgt_open(path, NULL, NULL, 0, err, sizeof (err));
		CHECK(t == NULL && strstr(err, "not a core") != NULL,
		    "executable refused as a core");
		tgt_close(t);
		unlink(path);
	}
	memset(img, 'x', 4096);
	if (write_tmp(img, 4096, path) != NULL) {
		t = tgt_open(path, NULL, NULL, 0, err, sizeof (err));
		CHECK(t == NULL && strstr(err, "not an ELF") != NULL,
		    "text file refused");
		tgt_close(t);
		unlink(path);
	}
	t = tgt_open("/nonexistent/core", NULL, NULL, 0, err, sizeof (err));
	CHECK(t == NULL && strstr(err, "No such file") != NULL,
	    "missing file");
}

int
main(void)
{
	test_notes();
	test_ntfile();
	test_open();
	printf("%d passed, %d failed\n", passed, failed);
	return (failed != 0);
}
