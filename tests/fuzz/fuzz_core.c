/*
 * fuzz_core.c: opening a damaged core and the first commands a user runs.
 *
 * The input replaces the start of a real core (fuzz_core_path(): the
 * threads core unless $FUZZ_CORE says otherwise): its ELF header, program
 * headers and notes -- everything before the first segment's bytes.  The
 * rest of the file is the real core's, so segments still hold real memory
 * and the objects the core names are still found.  An input longer than
 * that head also overwrites the start of the first segments; a shorter one
 * leaves the real bytes after it.  Each input is then:
 *
 *	tgt_open; ::status; ::stack; ::mappings; ::walk thread | ::stack;
 *	::walk thread | ::regs; tgt_close
 *
 * The spliced core is one file, unlinked as soon as it is made (so that
 * nothing is left behind when a crash ends the run) and opened through
 * /proc/self/fd; each input is written over its head and the real bytes
 * written back afterwards.  It lives in /dev/shm when that is writable,
 * else in $TMPDIR (or /tmp).
 *
 * Seed (tests/fuzz/run-fuzz.sh): the real head, and variants of it.
 * run-fuzz.sh's core@NAME targets run this on another reference core
 * (the illumos, aarch64 and i386 ones), with $FUZZ_LIBDIR as its -L.
 */
#include <elf.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz.h"

static int core_fd = -1;
static char core_path[64];
static unsigned char *orig;	/* the real core's first orig_len bytes */
static size_t orig_len;
static size_t core_size;
static long budget_ms;
static char *libdirs[1];	/* $FUZZ_LIBDIR: the core's sysroot */
static int nlibdirs;

static const char *const commands =
    "::status; ::stack; ::mappings; ::walk thread | ::stack; "
    "::walk thread | ::regs";

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
die(const char *what, const char *path)
{
	fprintf(stderr, "fuzz_core: %s: %s\n", path, what);
	exit(1);
}

/* Bytes before the first PT_LOAD's content: header, phdrs, notes. */
static size_t
head_size(const unsigned char *p, size_t n)
{
	Elf64_Ehdr eh;
	size_t end = sizeof (eh);

	if (n < sizeof (eh))
		return (n);
	memcpy(&eh, p, sizeof (eh));
	if (eh.e_phoff > n || eh.e_phentsize != sizeof (Elf64_Phdr) ||
	    eh.e_phnum > (n - eh.e_phoff) / sizeof (Elf64_Phdr))
		return (n < 65536 ? n : 65536);
	end = eh.e_phoff + (size_t)eh.e_phnum * sizeof (Elf64_Phdr);
	for (size_t i = 0; i < eh.e_phnum; i++) {
		Elf64_Phdr ph;

		memcpy(&ph, p + eh.e_phoff + i * sizeof (ph), sizeof (ph));
		if (ph.p_type == PT_NOTE && ph.p_offset <= n &&
		    ph.p_filesz <= n - ph.p_offset &&
		    ph.p_offset + ph.p_filesz > end)
			end = ph.p_offset + ph.p_filesz;
	}
	return (end);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *src = fuzz_core_path();
	const char *dir = getenv("TMPDIR");
	char tmpl[4096];
	struct stat st;
	int in;
	unsigned char buf[65536];
	off_t off = 0;

	(void) argc;
	(void) argv;
	if ((in = open(src, O_RDONLY)) < 0 || fstat(in, &st) != 0)
		die("cannot open (make the reference cores: "
		    "corpora/make-cores.sh threads)", src);
	core_size = (size_t)st.st_size;

	if (access("/dev/shm", W_OK) == 0)
		dir = "/dev/shm";
	else if (dir == NULL || dir[0] == '\0')
		dir = "/tmp";
	snprintf(tmpl, sizeof (tmpl), "%s/jsmdb-fuzz-core.XXXXXX", dir);
	if ((core_fd = mkstemp(tmpl)) < 0)
		die("cannot create a temporary file", tmpl);
	(void) unlink(tmpl);

	/* A sparse copy: holes stay holes. */
	if (ftruncate(core_fd, st.st_size) != 0)
		die("ftruncate failed", tmpl);
	for (;;) {
		ssize_t n = pread(in, buf, sizeof (buf), off);
		int zero = 1;

		if (n < 0)
			die("read failed", src);
		if (n == 0)
			break;
		for (ssize_t i = 0; i < n && zero; i++)
			zero = buf[i] == 0;
		if (!zero && pwrite(core_fd, buf, n, off) != n)
			die("write failed", tmpl);
		off += n;
	}
	close(in);

	/* Keep the real head (and a little more) to write back. */
	orig_len = 1 << 20;
	if (orig_len > core_size)
		orig_len = core_size;
	if ((orig = malloc(orig_len)) == NULL ||
	    pread(core_fd, orig, orig_len, 0) != (ssize_t)orig_len)
		die("cannot read the head back", tmpl);
	fprintf(stderr, "fuzz_core: %s: headers and notes in the first %zu "
	    "bytes\n", src, head_size(orig, orig_len));

	snprintf(core_path, sizeof (core_path), "/proc/self/fd/%d", core_fd);
	if ((libdirs[0] = getenv("FUZZ_LIBDIR")) != NULL &&
	    libdirs[0][0] != '\0')
		nlibdirs = 1;
	mdb.m_dcount = 1;
	fuzz_quiet();
	mdb_modules_load(1);		/* no target: the built-ins */
	fuzz_deadline_init();
	budget_ms = fuzz_budget_ms(1000);
	return (0);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char err[4096];

	if (size > orig_len)
		size = orig_len;
	if (pwrite(core_fd, data, size, 0) != (ssize_t)size)
		abort();

	fuzz_reset_state();
	fuzz_in_input = 1;
	fuzz_deadline_arm(budget_ms);
	mdb.m_target = tgt_open(core_path, NULL, libdirs, nlibdirs, err,
	    sizeof (err));
	if (mdb.m_target != NULL) {
		(void) mdb_run_line(commands);
		mdb_gc_free();
		mdb_out_flush();
		tgt_close(mdb.m_target);
		mdb.m_target = NULL;
	}
	fuzz_deadline_disarm();
	fuzz_in_input = 0;

	if (pwrite(core_fd, orig, size, 0) != (ssize_t)size)
		abort();
	return (0);
}
