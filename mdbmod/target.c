/*
 * target.c: the ELF-core code every back end shares.
 *
 * The core (or its decompressed copy, decomp.c) is mmap'ed read-only.
 * Its ELF header names the architecture (regsets.c); its notes are
 * gathered and handed to the operating-system back end whose probe claims
 * them (tgt_linux.c, tgt_illumos.c), one handler per note type.  The
 * memory map is the core's PT_LOAD segments; the back end's os_files hook
 * says which file backs which range (NT_FILE, or the dynamic linker's
 * link_map, linkmap.c); a file range with no segment becomes a mapping
 * whose bytes come from the file, with the protections of the file's own
 * program headers (gdb's gcore writes no segment for r-x file text).
 * Objects are the ELF files among those, found on disk (or under -L
 * directories) and checked against the build-id the core carries in
 * their first page.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <gelf.h>
#include <elf.h>

#include "tgt_impl.h"
#include "procfs_illumos.h"
#include "mdb.h"
#include "symbols.h"
#include "unwind.h"
#include "termsafe.h"
#include "sort.h"

#define	TGT_MAXTHREADS	100000
#define	TGT_MAXMAPS	1000000
#define	TGT_MAXNOTES	1000000
#define	TGT_MAXAUXV	1024
#define	TGT_MAXFILES	1000000
/* how far a segment's load address may sit from its file offset's */
#define	OBJ_SLACK	(16ULL << 20)
#define	MAXCAND		16

void
tgt_warn(const char *fmt, ...)
{
	va_list ap;

	fputs("jsmdb: warning: ", stderr);
	va_start(ap, fmt);
	termsafe_vprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/*
 * Says once per `what` that part of the core could not be decoded.  The
 * keys said so far are kept newline-separated in t_notices.
 */
void
tgt_notice(target_t *t, const char *what, const char *fmt, ...)
{
	va_list ap;
	size_t have = t->t_notices != NULL ? strlen(t->t_notices) : 0;
	size_t wl = strlen(what);
	const char *p = t->t_notices;
	char *n;

	while (p != NULL && *p != '\0') {
		const char *nl = strchr(p, '\n');

		if (nl != NULL && (size_t)(nl - p) == wl &&
		    strncmp(p, what, wl) == 0)
			return;
		p = nl != NULL ? nl + 1 : NULL;
	}
	if ((n = realloc(t->t_notices, have + wl + 2)) != NULL) {
		memcpy(n + have, what, wl);
		n[have + wl] = '\n';
		n[have + wl + 1] = '\0';
		t->t_notices = n;
	}
	fputs("jsmdb: warning: ", stderr);
	va_start(ap, fmt);
	termsafe_vprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

char *
tgt_strndup(const char *s, size_t n)
{
	char *d = malloc(n + 1);
	size_t i;

	if (d == NULL)
		return (NULL);
	for (i = 0; i < n && s[i] != '\0'; i++)
		d[i] = s[i];
	d[i] = '\0';
	return (d);
}

/* ---- memory ---- */

tgt_mapping_t *
tgt_mapping_by_addr(target_t *t, uint64_t addr)
{
	size_t lo = 0, hi = t->t_nmaps;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		tgt_mapping_t *m = &t->t_maps[mid];

		if (addr < m->m_start)
			hi = mid;
		else if (addr >= m->m_end)
			lo = mid + 1;
		else
			return (m);
	}
	return (NULL);
}

/*
 * Reads from one mapping what it can of [addr, addr+n); returns the number
 * of bytes copied (0 when none).  Bytes the core lacks come from the file
 * behind the mapping.
 */
static size_t
map_read(const tgt_mapping_t *m, void *buf, size_t n, uint64_t addr,
    int core_only)
{
	uint64_t off = addr - m->m_start;
	uint64_t avail = m->m_end - addr;

	if (n > avail)
		n = avail;
	if (off < m->m_incore) {
		uint64_t c = m->m_incore - off;

		if (n > c)
			n = c;
		memcpy(buf, m->m_data + off, n);
		return (n);
	}
	if (core_only || m->m_obj == NULL || m->m_obj->o_map == NULL ||
	    m->m_obj->o_is_vdso)
		return (0);
	uint64_t foff = m->m_fileoff + off;
	if (foff < m->m_fileoff || foff >= m->m_obj->o_size)
		return (0);
	if (n > m->m_obj->o_size - foff)
		n = m->m_obj->o_size - foff;
	memcpy(buf, (const char *)m->m_obj->o_map + foff, n);
	return (n);
}

static ssize_t
vread_impl(target_t *t, void *buf, size_t n, uint64_t addr, int core_only)
{
	size_t done = 0;

	while (done < n) {
		tgt_mapping_t *m = tgt_mapping_by_addr(t, addr + done);
		size_t got;

		if (m == NULL)
			goto fault;
		got = map_read(m, (char *)buf + done, n - done, addr + done,
		    core_only);
		if (got == 0)
			goto fault;
		done += got;
	}
	return ((ssize_t)n);
fault:
	errno = EFAULT;
	return (-1);
}

ssize_t
tgt_vread_core(target_t *t, void *buf, size_t n, uint64_t addr)
{
	if (addr + n < addr) {
		errno = EFAULT;
		return (-1);
	}
	return (vread_impl(t, buf, n, addr, 1));
}

ssize_t
tgt_vread(target_t *t, void *buf, size_t n, uint64_t addr)
{
	if (addr + n < addr) {
		errno = EFAULT;
		return (-1);
	}
	return (vread_impl(t, buf, n, addr, 0));
}

int
tgt_readptr(target_t *t, uint64_t addr, uint64_t *v)
{
	uint64_t x = 0;
	size_t n = t->t_ptrsize == 4 ? 4 : 8;

	if (tgt_vread(t, &x, n, addr) != (ssize_t)n)
		return (-1);
	*v = x;				/* little-endian */
	return (0);
}

int
tgt_readstr(target_t *t, uint64_t addr, char *buf, size_t len)
{
	size_t n;

	if (len == 0)
		return (-1);
	for (n = 0; n < len - 1; n++) {
		if (tgt_vread(t, &buf[n], 1, addr + n) < 0)
			break;
		if (buf[n] == '\0')
			return (0);
	}
	buf[n] = '\0';
	return (n > 0 ? 0 : -1);
}

const void *
tgt_vptr(target_t *t, uint64_t addr, size_t n)
{
	tgt_mapping_t *m = tgt_mapping_by_addr(t, addr);

	if (m == NULL || addr + n < addr || addr - m->m_start > m->m_incore ||
	    n > m->m_incore - (addr - m->m_start))
		return (NULL);
	return (m->m_data + (addr - m->m_start));
}

void
tgt_vdone(target_t *t, uint64_t addr, size_t n)
{
	uint64_t end = addr + n;

	if (end < addr)
		return;
	while (addr < end) {
		tgt_mapping_t *m = tgt_mapping_by_addr(t, addr);
		uint64_t stop, lo, hi;

		if (m == NULL)
			return;
		stop = end < m->m_end ? end : m->m_end;
		if (addr - m->m_start < m->m_incore) {
			uint64_t cend = m->m_start + m->m_incore;
			uintptr_t p0 = (uintptr_t)(m->m_data + (addr - m->m_start));
			uintptr_t p1 = (uintptr_t)(m->m_data +
			    ((stop < cend ? stop : cend) - m->m_start));

			/*
			 * Whole pages inside the range only.  The mapping is
			 * read-only and file-backed: dropped pages come back
			 * from the file when touched again.
			 */
			lo = (p0 + 4095) & ~(uintptr_t)4095;
			hi = p1 & ~(uintptr_t)4095;
			if (hi > lo)
				(void) madvise((void *)lo, hi - lo, MADV_DONTNEED);
		}
		addr = stop;
	}
}

/* ---- objects, threads, auxv ---- */

tgt_object_t *
tgt_object_by_addr(target_t *t, uint64_t addr)
{
	tgt_mapping_t *m = tgt_mapping_by_addr(t, addr);

	if (m != NULL && m->m_obj != NULL)
		return (m->m_obj);
	/* Gaps between an object's segments (e.g. .bss) still belong to it. */
	for (size_t i = 0; i < t->t_nobjs; i++) {
		tgt_object_t *o = t->t_objs[i];

		if (addr >= o->o_lo && addr < o->o_hi)
			return (o);
	}
	return (NULL);
}

/*
 * The address addr would have in o's own image.  A program may map the
 * same file pages a second time elsewhere (V8 remaps its embedded builtins
 * next to the heap); the mapping's file offset says which part of the
 * image it is.  Returns addr itself when it is in o's image already.
 */
uint64_t
tgt_canon_addr(target_t *t, tgt_object_t *o, uint64_t addr)
{
	tgt_mapping_t *m;
	uint64_t off;
	size_t n, i;

	if (o->o_elf == NULL || o->o_is_vdso ||
	    (m = tgt_mapping_by_addr(t, addr)) == NULL || m->m_obj != o ||
	    elf_getphdrnum(o->o_elf, &n) != 0)
		return (addr);
	off = addr - m->m_start + m->m_fileoff;
	for (i = 0; i < n && i < 256; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(o->o_elf, (int)i, &ph) == NULL ||
		    ph.p_type != PT_LOAD)
			continue;
		if (off >= ph.p_offset && off - ph.p_offset < ph.p_filesz)
			return (ph.p_vaddr + (off - ph.p_offset) + o->o_bias);
	}
	return (addr);
}

tgt_object_t *
tgt_object_by_name(target_t *t, const char *name)
{
	size_t nl = strlen(name);

	for (size_t i = 0; i < t->t_nobjs; i++) {
		tgt_object_t *o = t->t_objs[i];

		if (strcmp(o->o_name, name) == 0 || strcmp(o->o_path, name) == 0)
			return (o);
	}
	/* "libc" matches "libc.so.6"; "a.out" style names match the exec. */
	for (size_t i = 0; i < t->t_nobjs; i++) {
		tgt_object_t *o = t->t_objs[i];

		if (strncmp(o->o_name, name, nl) == 0 &&
		    (o->o_name[nl] == '.' || o->o_name[nl] == '-'))
			return (o);
	}
	if (strcmp(name, "a.out") == 0)
		return (tgt_exec(t));
	return (NULL);
}

tgt_object_t *
tgt_exec(target_t *t)
{
	if (t->t_nobjs > 0 && t->t_objs[0]->o_is_exec)
		return (t->t_objs[0]);
	return (NULL);
}

tgt_thread_t *
tgt_thread_by_tid(target_t *t, int tid)
{
	for (size_t i = 0; i < t->t_nthreads; i++) {
		if (t->t_threads[i].t_tid == tid)
			return (&t->t_threads[i]);
	}
	return (NULL);
}

tgt_thread_t *
tgt_thread_new(target_t *t, int tid)
{
	tgt_thread_t *th;

	if (t->t_nthreads >= TGT_MAXTHREADS) {
		tgt_notice(t, "threads", "%s: more than %d threads; the rest "
		    "are ignored", t->t_corepath, TGT_MAXTHREADS);
		return (NULL);
	}
	if ((t->t_nthreads & (t->t_nthreads - 1)) == 0) {
		size_t cap = t->t_nthreads ? t->t_nthreads * 2 : 8;
		void *p = realloc(t->t_threads, cap * sizeof (*th));

		if (p == NULL)
			return (NULL);
		t->t_threads = p;
	}
	th = &t->t_threads[t->t_nthreads++];
	memset(th, 0, sizeof (*th));
	th->t_tid = tid;
	return (th);
}

uint64_t
tgt_auxv_get(const target_t *t, uint64_t key)
{
	for (size_t i = 0; i < t->t_nauxv; i++) {
		if (t->t_auxv[2 * i] == key)
			return (t->t_auxv[2 * i + 1]);
	}
	return (0);
}

const tgt_signal_t *
tgt_signal(const target_t *t, int sig)
{
	if (t == NULL || t->t_os == NULL)
		return (NULL);
	for (size_t i = 0; i < t->t_os->os_nsignals; i++) {
		if (t->t_os->os_signals[i].sg_no == sig)
			return (&t->t_os->os_signals[i]);
	}
	return (NULL);
}

int
tgt_fileref_add(tgt_load_t *ld, uint64_t start, uint64_t end, uint64_t off,
    const char *path, int copy, int prot)
{
	tgt_fileref_t *f;

	if (ld->tl_nfiles >= TGT_MAXFILES)
		return (0);
	if (ld->tl_nfiles == ld->tl_capfiles) {
		size_t cap = ld->tl_capfiles ? ld->tl_capfiles * 2 : 64;
		void *p = realloc(ld->tl_files, cap * sizeof (*f));

		if (p == NULL)
			return (-1);
		ld->tl_files = p;
		ld->tl_capfiles = cap;
	}
	if (copy) {
		char *s = strdup(path);
		void *p;

		if (s == NULL || (p = realloc(ld->tl_strs,
		    (ld->tl_nstrs + 1) * sizeof (char *))) == NULL) {
			free(s);
			return (-1);
		}
		ld->tl_strs = p;
		ld->tl_strs[ld->tl_nstrs++] = s;
		path = s;
	}
	f = &ld->tl_files[ld->tl_nfiles++];
	f->fr_start = start;
	f->fr_end = end;
	f->fr_off = off;
	f->fr_path = path;
	f->fr_prot = prot;
	return (0);
}

/* ---- ELF headers in memory (either class) ---- */

int
mem_read_ehdr(target_t *t, uint64_t base, int core_only, mem_ehdr_t *me)
{
	unsigned char b[sizeof (Elf64_Ehdr)];
	size_t need = t->t_ptrsize == 4 ? sizeof (Elf32_Ehdr) :
	    sizeof (Elf64_Ehdr);

	if (vread_impl(t, b, need, base, core_only) < 0 ||
	    memcmp(b, ELFMAG, SELFMAG) != 0)
		return (-1);
	if (b[EI_CLASS] == ELFCLASS64 && t->t_ptrsize == 8) {
		Elf64_Ehdr eh;

		memcpy(&eh, b, sizeof (eh));
		me->me_phoff = eh.e_phoff;
		me->me_phnum = eh.e_phnum;
		me->me_phentsize = eh.e_phentsize;
		me->me_type = eh.e_type;
		me->me_entry = eh.e_entry;
		if (me->me_phentsize != sizeof (Elf64_Phdr))
			return (-1);
	} else if (b[EI_CLASS] == ELFCLASS32 && t->t_ptrsize == 4) {
		Elf32_Ehdr eh;

		memcpy(&eh, b, sizeof (eh));
		me->me_phoff = eh.e_phoff;
		me->me_phnum = eh.e_phnum;
		me->me_phentsize = eh.e_phentsize;
		me->me_type = eh.e_type;
		me->me_entry = eh.e_entry;
		if (me->me_phentsize != sizeof (Elf32_Phdr))
			return (-1);
	} else {
		return (-1);
	}
	return (me->me_phnum > 256 ? -1 : 0);
}

int
mem_read_phdr(target_t *t, uint64_t addr, int core_only, GElf_Phdr *ph)
{
	if (t->t_ptrsize == 8) {
		Elf64_Phdr p;

		if (vread_impl(t, &p, sizeof (p), addr, core_only) < 0)
			return (-1);
		ph->p_type = p.p_type;
		ph->p_flags = p.p_flags;
		ph->p_offset = p.p_offset;
		ph->p_vaddr = p.p_vaddr;
		ph->p_filesz = p.p_filesz;
		ph->p_memsz = p.p_memsz;
	} else {
		Elf32_Phdr p;

		if (vread_impl(t, &p, sizeof (p), addr, core_only) < 0)
			return (-1);
		ph->p_type = p.p_type;
		ph->p_flags = p.p_flags;
		ph->p_offset = p.p_offset;
		ph->p_vaddr = p.p_vaddr;
		ph->p_filesz = p.p_filesz;
		ph->p_memsz = p.p_memsz;
	}
	return (0);
}

/* ---- build-ids ---- */

typedef struct buildid_find {
	unsigned char *bf_id;
	size_t bf_len;
} buildid_find_t;

static int
buildid_cb(uint32_t type, const char *name, const void *desc, size_t sz,
    void *arg)
{
	buildid_find_t *bf = arg;

	if (type == NT_GNU_BUILD_ID && strcmp(name, "GNU") == 0 && sz > 0 &&
	    sz <= 64) {
		memcpy(bf->bf_id, desc, sz);
		bf->bf_len = sz;
		return (1);
	}
	return (0);
}

/* The build-id from an ELF file's PT_NOTE segments; returns its length. */
size_t
tgt_file_buildid(Elf *elf, unsigned char *id)
{
	size_t phnum;
	buildid_find_t bf = { id, 0 };
	size_t size;
	const char *raw = elf_rawfile(elf, &size);

	if (raw == NULL || elf_getphdrnum(elf, &phnum) != 0)
		return (0);
	for (size_t i = 0; i < phnum && i < 256 && bf.bf_len == 0; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(elf, (int)i, &ph) == NULL ||
		    ph.p_type != PT_NOTE || ph.p_offset > size ||
		    ph.p_filesz > size - ph.p_offset)
			continue;
		(void) tgt_parse_notes(raw + ph.p_offset, ph.p_filesz,
		    buildid_cb, &bf);
	}
	return (bf.bf_len);
}

/*
 * The build-id as the process had it: from the ELF header and notes in
 * the object's first page, which the kernel dumps (coredump_filter bit 4).
 * Reads only bytes the core itself carries.
 */
static size_t
mem_buildid(target_t *t, uint64_t base, unsigned char *id)
{
	mem_ehdr_t me;
	buildid_find_t bf = { id, 0 };

	if (mem_read_ehdr(t, base, 1, &me) != 0)
		return (0);
	for (unsigned i = 0; i < me.me_phnum && bf.bf_len == 0; i++) {
		GElf_Phdr ph;
		unsigned char buf[4096];

		if (mem_read_phdr(t, base + me.me_phoff +
		    (uint64_t)i * me.me_phentsize, 1, &ph) != 0)
			return (0);
		if (ph.p_type != PT_NOTE || ph.p_filesz > sizeof (buf))
			continue;
		/* p_offset: notes sit in the first PT_LOAD, at bias + vaddr. */
		if (vread_impl(t, buf, ph.p_filesz, base + ph.p_offset, 1) < 0)
			continue;
		(void) tgt_parse_notes(buf, ph.p_filesz, buildid_cb, &bf);
	}
	return (bf.bf_len);
}

static void
hexstr(const unsigned char *id, size_t len, char *buf, size_t buflen)
{
	size_t o = 0;

	buf[0] = '\0';
	for (size_t i = 0; i < len && o + 3 <= buflen; i++)
		o += snprintf(buf + o, buflen - o, "%02x", id[i]);
}

/* ---- files ---- */

/* "1870845b..." as bytes; 0, or -1 when it is not even-length hex. */
static int
hex_to_id(const char *hex, unsigned char *id, size_t *lenp)
{
	size_t n = strlen(hex);

	if (n == 0 || n % 2 != 0 || n / 2 > 64)
		return (-1);
	for (size_t i = 0; i < n / 2; i++) {
		unsigned int b;

		if (sscanf(hex + 2 * i, "%2x", &b) != 1)
			return (-1);
		id[i] = (unsigned char)b;
	}
	*lenp = n / 2;
	return (0);
}

/*
 * Maps path read-only if it is a regular file holding an ELF image of
 * the core's class and machine.  The path comes from the core: only a
 * regular file is opened, and without blocking, so that a core naming a
 * FIFO or a device cannot hang jsmdb (or have a device opened at all).
 */
static int
map_elf_file(target_t *t, const char *path, void **mapp, size_t *sizep,
    int *fdp, Elf **elfp)
{
	struct stat st;
	void *map;
	Elf *elf;
	int fd;

	if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
		return (-1);
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
	if (fd < 0)
		return (-1);
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < 64) {
		close(fd);
		return (-1);
	}
	map = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (map == MAP_FAILED) {
		close(fd);
		return (-1);
	}
	elf = elf_memory(map, st.st_size);
	if (elf == NULL || elf_kind(elf) != ELF_K_ELF ||
	    (t->t_arch != NULL && gelf_getclass(elf) != t->t_arch->ta_class)) {
		if (elf != NULL)
			elf_end(elf);
		munmap(map, st.st_size);
		close(fd);
		return (-1);
	}
	*mapp = map;
	*sizep = st.st_size;
	*fdp = fd;
	*elfp = elf;
	return (0);
}

/*
 * The places to look for a file the core names: the user's executable
 * (for the exec), each -L directory as a sysroot and then by basename,
 * the path itself.
 */
static int
file_candidates(target_t *t, const char *path, int is_exec, const char *exe,
    char cand[][4096], int max)
{
	const char *slash = strrchr(path, '/');
	const char *base = slash != NULL ? slash + 1 : path;
	int nc = 0;

	if (is_exec && exe != NULL && nc < max)
		snprintf(cand[nc++], sizeof (cand[0]), "%s", exe);
	for (int i = 0; i < t->t_nlibdirs && nc < max - 2; i++) {
		const char *d = t->t_libdirs[i];
		size_t dl = strlen(d);

		/* DIR as a sysroot: DIR + path, without a doubled slash */
		while (dl > 1 && d[dl - 1] == '/')
			dl--;
		snprintf(cand[nc++], sizeof (cand[0]), "%.*s%s%s", (int)dl, d,
		    path[0] == '/' ? "" : "/", path);
		snprintf(cand[nc++], sizeof (cand[0]), "%s/%s",
		    t->t_libdirs[i], base);
	}
	if (nc < max && path[0] != '\0')
		snprintf(cand[nc++], sizeof (cand[0]), "%s", path);
	return (nc);
}

int
tgt_find_file(target_t *t, const char *path, int is_exec, const char *exe,
    void **map, size_t *size, int *fd, char **found)
{
	static char cand[MAXCAND][4096];
	int nc = file_candidates(t, path, is_exec, exe, cand, MAXCAND);

	for (int i = 0; i < nc; i++) {
		Elf *elf;

		if (map_elf_file(t, cand[i], map, size, fd, &elf) == 0) {
			elf_end(elf);
			if ((*found = strdup(cand[i])) == NULL) {
				munmap(*map, *size);
				close(*fd);
				return (-1);
			}
			return (0);
		}
	}
	return (-1);
}

static void
obj_unmap(tgt_object_t *o)
{
	if (o->o_elf != NULL)
		elf_end(o->o_elf);
	if (o->o_map != NULL && !o->o_is_vdso)
		munmap(o->o_map, o->o_size);
	else if (o->o_is_vdso)
		free(o->o_map);
	if (o->o_fd >= 0)
		close(o->o_fd);
	o->o_elf = NULL;
	o->o_map = NULL;
	o->o_fd = -1;
}

/* Maps file path as object o's image; returns 0 if it is a usable ELF. */
static int
obj_try_file(target_t *t, tgt_object_t *o, const char *path)
{
	if (map_elf_file(t, path, &o->o_map, &o->o_size, &o->o_fd,
	    &o->o_elf) != 0) {
		o->o_map = NULL;
		o->o_elf = NULL;
		o->o_fd = -1;
		return (-1);
	}
	free(o->o_file);
	o->o_file = strdup(path);
	return (0);
}

/*
 * The executable's file is another build than the core's build-id says
 * (another release of the program in its place, or named by the user):
 * it is not used for anything -- its symbols would name the core's code
 * with another build's names, its text is not the core's -- and that is
 * said once, with both build-ids and what each is when a module's table
 * knows them.  The object stays missing; a module may still know the
 * core's build from its tables.
 */
static void
obj_other_build(target_t *t, tgt_object_t *o, const char *path,
    const unsigned char *id, size_t idlen)
{
	char want[130], have[130], wrel[160], hrel[160];
	uint_t mach = t->t_arch->ta_machine;

	hexstr(id, idlen, have, sizeof (have));
	hexstr(o->o_buildid, o->o_buildid_len, want, sizeof (want));
	if (have[0] == '\0' || mdb_modules_release(mach, have, hrel,
	    sizeof (hrel)) != 0)
		(void) snprintf(hrel, sizeof (hrel), "%s", have[0] == '\0' ?
		    "it has none" : "not a build jsmdb has a table for");
	if (mdb_modules_release(mach, want, wrel, sizeof (wrel)) != 0)
		(void) snprintf(wrel, sizeof (wrel), "not a build jsmdb has "
		    "a table for");
	free(o->o_other_file);
	o->o_other_file = strdup(path);
	o->o_buildid_differs = 1;
	o->o_missing = 1;
	tgt_warn("%s is not the binary that made the core: its build-id is "
	    "%s (%s), the core's %s (%s); it is not used for anything (its "
	    "symbols and text are another build's)%s", path,
	    have[0] ? have : "(none)", hrel, want, wrel,
	    o->o_buildid_layout ? "" : "; name the right file: jsmdb EXE "
	    "CORE, or -L DIR");
}

/*
 * Finds the file for an object.  The executable's file must be the build
 * the core's build-id names (when the core gives one); a library's file
 * whose build-id differs from the core's is used only when nothing better
 * is found, with a warning.  An executable that is not found is said
 * clearly, with its build-id: the binary was moved or deleted since the
 * crash.
 */
static void
obj_find_file(target_t *t, tgt_object_t *o, const char *exe)
{
	static char cand[MAXCAND][4096];
	char want[130], have[130] = "";
	unsigned char mid[64];
	size_t midlen = 0;
	int nc, mismatch = -1, core_id;

	/* the core's own word on the build (not the file's) */
	core_id = o->o_buildid_len != 0 && !o->o_buildid_file;
	/*
	 * The executable the user named wins (tgt_load checked it is an
	 * ELF file of the core's class), unless it is not the build the
	 * core ran.
	 */
	if (o->o_is_exec && exe != NULL && obj_try_file(t, o, exe) == 0) {
		unsigned char id[64];
		size_t idlen = tgt_file_buildid(o->o_elf, id);

		if (o->o_buildid_len == 0) {
			o->o_buildid_len = idlen;
			memcpy(o->o_buildid, id, idlen);
			o->o_buildid_file = (idlen != 0);
			return;
		}
		if (idlen == o->o_buildid_len &&
		    memcmp(id, o->o_buildid, idlen) == 0)
			return;
		obj_unmap(o);
		free(o->o_file);
		o->o_file = NULL;
		obj_other_build(t, o, exe, id, idlen);
		return;
	}
	nc = file_candidates(t, o->o_path, o->o_is_exec, exe, cand, MAXCAND);
	for (int i = 0; i < nc; i++) {
		unsigned char id[64];
		size_t idlen;

		if (obj_try_file(t, o, cand[i]) != 0)
			continue;
		if (o->o_buildid_len == 0) {
			/* the core lacks the header page: trust the file */
			o->o_buildid_len = tgt_file_buildid(o->o_elf, o->o_buildid);
			o->o_buildid_file = (o->o_buildid_len != 0);
			return;
		}
		idlen = tgt_file_buildid(o->o_elf, id);
		if (idlen == o->o_buildid_len &&
		    memcmp(id, o->o_buildid, idlen) == 0)
			return;
		if (mismatch < 0) {
			mismatch = i;
			hexstr(id, idlen, have, sizeof (have));
			memcpy(mid, id, idlen);
			midlen = idlen;
		}
		obj_unmap(o);
	}
	free(o->o_file);
	o->o_file = NULL;
	hexstr(o->o_buildid, o->o_buildid_len, want, sizeof (want));
	if (mismatch >= 0 && o->o_is_exec && core_id) {
		obj_other_build(t, o, cand[mismatch], mid, midlen);
		return;
	}
	if (mismatch >= 0) {
		(void) obj_try_file(t, o, cand[mismatch]);
		o->o_buildid_differs = 1;
		tgt_warn("%s: build-id %s does not match the core's %s; "
		    "symbols may be wrong", cand[mismatch], have[0] ? have :
		    "(none)", want[0] ? want : "(none)");
		return;
	}
	o->o_missing = 1;
	if (o->o_is_exec) {
		tgt_warn("the executable %s%s%s%s is not on this machine "
		    "(moved or deleted since the core was written?): its "
		    "symbols and unsaved text are unavailable; name it: "
		    "jsmdb EXE CORE, or -L DIR", o->o_path,
		    want[0] ? " (build-id " : "", want, want[0] ? ")" : "");
		return;
	}
	tgt_warn("%s: not found; its symbols and unsaved text are "
	    "unavailable (use -L DIR)", o->o_path);
}

/* Load bias from the object's program headers (from memory or file). */
static void
obj_set_bias(target_t *t, tgt_object_t *o, uint64_t base)
{
	GElf_Phdr ph;
	int first = 1;
	size_t n = 0;
	mem_ehdr_t me;
	int inmem;

	o->o_bias = base;
	inmem = (mem_read_ehdr(t, base, 0, &me) == 0);
	if (inmem)
		n = me.me_phnum;
	else if (o->o_elf == NULL || elf_getphdrnum(o->o_elf, &n) != 0)
		return;
	for (size_t i = 0; i < n && i < 256; i++) {
		if (inmem) {
			if (mem_read_phdr(t, base + me.me_phoff +
			    (uint64_t)i * me.me_phentsize, 0, &ph) != 0)
				return;
		} else if (gelf_getphdr(o->o_elf, (int)i, &ph) == NULL) {
			return;
		}
		if (ph.p_type != PT_LOAD)
			continue;
		/* the first PT_LOAD maps file offset 0 at base */
		if (first) {
			o->o_bias = (base - (ph.p_vaddr - ph.p_offset)) &
			    t->t_arch->ta_addrmask;
			first = 0;
		}
		/* .bss past the last file page is the object's too */
		uint64_t end = (o->o_bias + ph.p_vaddr + ph.p_memsz) &
		    t->t_arch->ta_addrmask;
		if (end > o->o_hi && end - o->o_hi < OBJ_SLACK)
			o->o_hi = end;
	}
}

/*
 * A mapping of the file with no segment in the core (gdb writes none for
 * r-x text; qemu none for pages that start with an ELF header) takes its
 * protections from the file's own PT_LOAD covering its offset.
 */
static void
obj_fix_prot(target_t *t, tgt_object_t *o)
{
	size_t n;

	if (o->o_elf == NULL || elf_getphdrnum(o->o_elf, &n) != 0)
		return;
	for (size_t mi = 0; mi < t->t_nmaps; mi++) {
		tgt_mapping_t *m = &t->t_maps[mi];

		if (m->m_obj != o || !m->m_prot_file)
			continue;
		for (size_t i = 0; i < n && i < 256; i++) {
			GElf_Phdr ph;
			uint64_t pstart;

			if (gelf_getphdr(o->o_elf, (int)i, &ph) == NULL ||
			    ph.p_type != PT_LOAD)
				continue;
			pstart = ph.p_offset & ~(uint64_t)4095;
			if (m->m_fileoff >= pstart &&
			    m->m_fileoff < ph.p_offset + ph.p_filesz) {
				m->m_prot = ((ph.p_flags & PF_R) ?
				    MDB_PROT_READ : 0) |
				    ((ph.p_flags & PF_W) ? MDB_PROT_WRITE : 0) |
				    ((ph.p_flags & PF_X) ? MDB_PROT_EXEC : 0);
				break;
			}
		}
	}
}

static tgt_object_t *
obj_new(const char *path)
{
	tgt_object_t *o = calloc(1, sizeof (*o));
	const char *slash;

	if (o == NULL || (o->o_path = strdup(path)) == NULL) {
		free(o);
		return (NULL);
	}
	slash = strrchr(o->o_path, '/');
	o->o_name = slash != NULL ? slash + 1 : o->o_path;
	o->o_fd = -1;
	return (o);
}

static int
obj_add(target_t *t, tgt_object_t *o)
{
	void *p = realloc(t->t_objs, (t->t_nobjs + 1) * sizeof (*t->t_objs));

	if (p == NULL)
		return (-1);
	t->t_objs = p;
	t->t_objs[t->t_nobjs++] = o;
	return (0);
}

/* The vdso has no file: its ELF image is read from the core. */
static void
vdso_add(target_t *t)
{
	uint64_t base = tgt_auxv_get(t, AT_SYSINFO_EHDR);
	tgt_mapping_t *m;
	tgt_object_t *o;

	if (base == 0 || (m = tgt_mapping_by_addr(t, base)) == NULL ||
	    m->m_start != base || m->m_incore == 0 || m->m_obj != NULL ||
	    (o = obj_new("[vdso]")) == NULL)
		return;
	o->o_is_vdso = 1;
	o->o_lo = m->m_start;
	o->o_hi = m->m_end;
	o->o_size = m->m_incore;
	o->o_map = malloc(o->o_size);
	if (o->o_map == NULL) {
		free(o->o_path);
		free(o);
		return;
	}
	memcpy(o->o_map, m->m_data, o->o_size);
	o->o_elf = elf_memory(o->o_map, o->o_size);
	if (o->o_elf != NULL && (elf_kind(o->o_elf) != ELF_K_ELF ||
	    gelf_getclass(o->o_elf) != t->t_arch->ta_class)) {
		elf_end(o->o_elf);
		o->o_elf = NULL;
	}
	o->o_bias = base;
	obj_set_bias(t, o, base);
	m->m_obj = o;
	if (obj_add(t, o) != 0) {
		m->m_obj = NULL;
		obj_unmap(o);
		free(o->o_path);
		free(o);
	}
}

static int
map_cmp(const void *a, const void *b)
{
	const tgt_mapping_t *ma = a, *mb = b;

	return (ma->m_start < mb->m_start ? -1 : ma->m_start > mb->m_start);
}

/* The memory map from the core's PT_LOAD segments. */
static int
build_core_maps(target_t *t, tgt_load_t *ld)
{
	size_t cap = ld->tl_phnum;

	if (cap > TGT_MAXMAPS)
		cap = TGT_MAXMAPS;
	t->t_maps = calloc(cap + 1, sizeof (tgt_mapping_t));
	if (t->t_maps == NULL)
		return (-1);

	for (size_t i = 0; i < ld->tl_phnum && t->t_nmaps < cap; i++) {
		GElf_Phdr ph;
		tgt_mapping_t *m;
		uint64_t end;

		if (gelf_getphdr(t->t_elf, (int)i, &ph) == NULL ||
		    ph.p_type != PT_LOAD)
			continue;
		end = ph.p_vaddr + ph.p_memsz;
		if ((ph.p_memsz == 0 && ph.p_filesz != 0) ||
		    end < ph.p_vaddr || (t->t_ptrsize == 4 &&
		    end > 0x100000000ULL)) {
			tgt_notice(t, "bad-phdr", "%s: segment %zu (vaddr "
			    "%#llx, %llu bytes in memory, %llu in the file) "
			    "is damaged: its memory is unreadable",
			    t->t_corepath, i, (unsigned long long)ph.p_vaddr,
			    (unsigned long long)ph.p_memsz,
			    (unsigned long long)ph.p_filesz);
			continue;
		}
		if (ph.p_memsz == 0)
			continue;
		if (t->t_os == &tgt_os_illumos &&
		    (ph.p_flags & ILL_PF_SUNW_FAILURE))
			t->t_dump_failed++;
		m = &t->t_maps[t->t_nmaps++];
		m->m_start = ph.p_vaddr;
		m->m_end = end;
		m->m_pflags = ph.p_flags;
		m->m_prot = ((ph.p_flags & PF_R) ? MDB_PROT_READ : 0) |
		    ((ph.p_flags & PF_W) ? MDB_PROT_WRITE : 0) |
		    ((ph.p_flags & PF_X) ? MDB_PROT_EXEC : 0);
		m->m_incore = ph.p_filesz < ph.p_memsz ? ph.p_filesz :
		    ph.p_memsz;
		if (ph.p_offset >= t->t_coresize) {
			if (m->m_incore > 0)
				t->t_truncated = 1;
			m->m_incore = 0;
		} else if (m->m_incore > t->t_coresize - ph.p_offset) {
			m->m_incore = t->t_coresize - ph.p_offset;
			t->t_truncated = 1;
		}
		m->m_data = m->m_incore ? t->t_core + ph.p_offset : NULL;
	}
	mdb_qsort(t->t_maps, t->t_nmaps, sizeof (tgt_mapping_t), map_cmp);

	/* Overlapping segments are not something a sane core has: clip. */
	for (size_t i = 1; i < t->t_nmaps; i++) {
		tgt_mapping_t *p = &t->t_maps[i - 1], *m = &t->t_maps[i];

		if (m->m_start < p->m_end) {
			p->m_end = m->m_start;
			if (p->m_incore > p->m_end - p->m_start)
				p->m_incore = p->m_end - p->m_start;
		}
	}
	return (0);
}

/* Index of the first core segment ending above addr (nseg if none). */
static size_t
seg_after(const target_t *t, size_t nseg, uint64_t addr)
{
	size_t lo = 0, hi = nseg;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (t->t_maps[mid].m_end <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (lo);
}

/*
 * Labels the mappings with the files the back end found.  Each core
 * segment inside a file range is that file's; a gap with no segment
 * becomes a file-only mapping, whose protections come from the range
 * (link_map) or, later, from the file's own headers (NT_FILE).  The new
 * mappings are sorted in once at the end, and overlaps a hostile note
 * makes are clipped, so this is O(n log n) in the notes' size.
 */
static int
label_maps(target_t *t, tgt_load_t *ld)
{
	size_t nseg = t->t_nmaps, cap = nseg + ld->tl_nfiles * 2 + 1;
	tgt_mapping_t *nm;

	if (cap > TGT_MAXMAPS)
		cap = TGT_MAXMAPS;
	if (cap < nseg)
		cap = nseg;
	if ((nm = realloc(t->t_maps, (cap + 1) * sizeof (tgt_mapping_t))) ==
	    NULL)
		return (-1);
	t->t_maps = nm;
	for (size_t f = 0; f < ld->tl_nfiles && t->t_nmaps < cap; f++) {
		tgt_fileref_t *e = &ld->tl_files[f];
		uint64_t a = e->fr_start;
		size_t i = seg_after(t, nseg, a);

		while (a < e->fr_end && t->t_nmaps < cap) {
			tgt_mapping_t *s = i < nseg ? &t->t_maps[i] : NULL;
			uint64_t gap_end;

			if (s != NULL && s->m_start <= a) {
				/* a core segment: the file's when it starts
				 * inside the range */
				if (s->m_path == NULL && s->m_start >= e->fr_start) {
					s->m_path = e->fr_path;
					s->m_fileoff = e->fr_off +
					    (s->m_start - e->fr_start);
				}
				a = s->m_end;
				i++;
				continue;
			}
			gap_end = (s != NULL && s->m_start < e->fr_end) ?
			    s->m_start : e->fr_end;
			nm = &t->t_maps[t->t_nmaps++];
			memset(nm, 0, sizeof (*nm));
			nm->m_start = a;
			nm->m_end = gap_end;
			nm->m_path = e->fr_path;
			nm->m_fileoff = e->fr_off + (a - e->fr_start);
			if (e->fr_prot >= 0) {
				nm->m_prot = e->fr_prot;
			} else {
				nm->m_prot = MDB_PROT_READ;
				nm->m_prot_file = 1;
			}
			a = gap_end;
		}
	}
	if (t->t_nmaps > nseg) {
		size_t w = 1;

		mdb_qsort(t->t_maps, t->t_nmaps, sizeof (tgt_mapping_t),
		    map_cmp);
		/* file ranges that overlap each other: the first keeps it */
		for (size_t r = 1; r < t->t_nmaps; r++) {
			tgt_mapping_t *p = &t->t_maps[w - 1], *m = &t->t_maps[r];

			if (m->m_start < p->m_end) {
				if (m->m_end <= p->m_end)
					continue;
				if (m->m_data == NULL) {
					m->m_fileoff += p->m_end - m->m_start;
					m->m_start = p->m_end;
				} else {
					p->m_end = m->m_start;
				}
			}
			t->t_maps[w++] = *m;
		}
		t->t_nmaps = w;
	}
	return (0);
}

/*
 * Objects: each file mapped at file offset 0 whose first bytes are an ELF
 * header, with the later mappings of the same path attached to it.
 */
static int
build_objects(target_t *t, const char *exe)
{
	uint64_t phdr = tgt_auxv_get(t, AT_PHDR);

	for (size_t i = 0; i < t->t_nmaps; i++) {
		tgt_mapping_t *m = &t->t_maps[i];
		unsigned char magic[SELFMAG];
		tgt_object_t *o;

		if (m->m_path == NULL || m->m_fileoff != 0 || m->m_obj != NULL)
			continue;
		if (vread_impl(t, magic, SELFMAG, m->m_start, 1) < 0) {
			/* not in the core: try the file's first bytes later */
			memset(magic, 0, sizeof (magic));
		}
		o = obj_new(m->m_path);
		if (o == NULL)
			return (-1);
		o->o_lo = m->m_start;
		o->o_hi = m->m_end;
		m->m_obj = o;
		for (size_t j = i + 1; j < t->t_nmaps; j++) {
			tgt_mapping_t *n = &t->t_maps[j];

			if (n->m_path == NULL)
				continue;
			if (strcmp(n->m_path, m->m_path) != 0)
				break;
			if (n->m_fileoff == 0)
				break;
			n->m_obj = o;
			/*
			 * A mapping laid out as the file is (start - offset
			 * near the object's base) extends the object; one
			 * elsewhere (V8 remaps node's embedded builtins next
			 * to its heap) only lends it its file bytes.
			 */
			if (n->m_start - n->m_fileoff - o->o_lo < OBJ_SLACK ||
			    o->o_lo - (n->m_start - n->m_fileoff) < OBJ_SLACK)
				o->o_hi = n->m_end;
		}
		if (phdr >= o->o_lo && phdr < o->o_hi)
			o->o_is_exec = 1;
		if (memcmp(magic, ELFMAG, SELFMAG) == 0) {
			o->o_buildid_len = mem_buildid(t, o->o_lo, o->o_buildid);
		} else if (!o->o_is_exec) {
			/*
			 * A data file (or an ELF whose header was not dumped):
			 * keep it only if the file on disk is an ELF.  The
			 * executable is kept either way: AT_PHDR says it is
			 * an ELF, and a missing one is worth saying.
			 */
			void *map;
			size_t sz;
			int fd;
			char *found;

			if (tgt_find_file(t, o->o_path, 0, NULL, &map, &sz, &fd,
			    &found) != 0) {
				for (size_t j = i; j < t->t_nmaps; j++)
					if (t->t_maps[j].m_obj == o)
						t->t_maps[j].m_obj = NULL;
				free(o->o_path);
				free(o);
				continue;
			}
			munmap(map, sz);
			close(fd);
			free(found);
		}
		if (obj_add(t, o) != 0)
			return (-1);
	}

	/* The executable goes first. */
	for (size_t i = 1; i < t->t_nobjs; i++) {
		if (t->t_objs[i]->o_is_exec) {
			tgt_object_t *e = t->t_objs[i];

			memmove(&t->t_objs[1], &t->t_objs[0],
			    i * sizeof (tgt_object_t *));
			t->t_objs[0] = e;
			break;
		}
	}
	for (size_t i = 0; i < t->t_nobjs; i++) {
		tgt_object_t *o = t->t_objs[i];

		/* the executable a module's table recognized (linkmap.c) */
		if (o->o_is_exec && o->o_buildid_len == 0 && t->t_exec_layout)
			o->o_buildid_layout = hex_to_id(t->t_exec_layout_id,
			    o->o_buildid, &o->o_buildid_len) == 0;
		obj_find_file(t, o, exe);
		obj_set_bias(t, o, o->o_lo);
		if (o->o_buildid_layout && o->o_elf == NULL)
			o->o_bias = t->t_exec_layout_bias;
		obj_fix_prot(t, o);
	}
	vdso_add(t);
	return (0);
}

/* ---- notes ---- */

typedef struct note_gather {
	tgt_load_t *ng_ld;
	int ng_seg;
	int ng_err;
} note_gather_t;

static int
gather_cb(uint32_t type, const char *name, const void *desc, size_t sz,
    void *arg)
{
	note_gather_t *ng = arg;
	tgt_load_t *ld = ng->ng_ld;
	tgt_note_t *n;

	if (ld->tl_nnotes >= TGT_MAXNOTES)
		return (1);
	if ((ld->tl_nnotes & (ld->tl_nnotes - 1)) == 0) {
		size_t cap = ld->tl_nnotes ? ld->tl_nnotes * 2 : 64;
		void *p = realloc(ld->tl_notes, cap * sizeof (*n));

		if (p == NULL) {
			ng->ng_err = 1;
			return (1);
		}
		ld->tl_notes = p;
	}
	n = &ld->tl_notes[ld->tl_nnotes++];
	n->n_type = type;
	snprintf(n->n_name, sizeof (n->n_name), "%s", name);
	n->n_desc = desc;
	n->n_descsz = sz;
	n->n_seg = ng->ng_seg;
	return (0);
}

static const tgt_os_t *const oses[] = { &tgt_os_linux, &tgt_os_illumos };

/* Runs the chosen back end's handler for each note, in note order. */
static int
dispatch_notes(target_t *t, tgt_load_t *ld)
{
	const tgt_nhdlr_t *h;

	for (size_t i = 0; i < ld->tl_nnotes; i++) {
		const tgt_note_t *n = &ld->tl_notes[i];

		/* gdb marks the cores it writes with notes of its own */
		if (strcmp(n->n_name, "GDB") == 0)
			t->t_writer = TGT_WRITER_GDB;
		for (h = t->t_os->os_nhdlrs; h->nh_func != NULL; h++) {
			if (h->nh_type != n->n_type || (h->nh_name != NULL &&
			    strcmp(h->nh_name, n->n_name) != 0))
				continue;
			if (h->nh_func(t, ld, n) != 0)
				return (-1);
			break;
		}
	}
	return (0);
}

static int
tgt_fail(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
	return (-1);
}

static const char *
class_name(int c)
{
	return (c == ELFCLASS64 ? "64-bit" : c == ELFCLASS32 ? "32-bit" :
	    "unknown class");
}

static int
tgt_load(target_t *t, const char *exe, char *err, size_t errlen)
{
	GElf_Ehdr eh;
	size_t phnum;
	tgt_load_t ld;
	int rv = -1, best = 0;

	memset(&ld, 0, sizeof (ld));
	ld.tl_exe = exe;
	t->t_elf = elf_memory((char *)t->t_core, t->t_coresize);
	if (t->t_elf == NULL || elf_kind(t->t_elf) != ELF_K_ELF ||
	    gelf_getehdr(t->t_elf, &eh) == NULL)
		return (tgt_fail(err, errlen, "%s: not an ELF file%s",
		    t->t_corepath, t->t_source.ts_format != NULL ?
		    " (after decompression)" : ""));
	if (eh.e_type != ET_CORE)
		return (tgt_fail(err, errlen, "%s: not a core file (ELF type "
		    "%s)", t->t_corepath, eh.e_type == ET_EXEC ? "EXEC" :
		    eh.e_type == ET_DYN ? "DYN" : eh.e_type == ET_REL ? "REL" :
		    "unknown"));
	if (eh.e_ident[EI_DATA] != ELFDATA2LSB)
		return (tgt_fail(err, errlen, "%s: big-endian core; jsmdb "
		    "reads little-endian x86-64, aarch64 and i386 cores",
		    t->t_corepath));
	if ((t->t_arch = tgt_arch_lookup(eh.e_machine,
	    eh.e_ident[EI_CLASS])) == NULL)
		return (tgt_fail(err, errlen, "%s: core of an unsupported "
		    "machine (e_machine %d, %s); jsmdb reads x86-64, aarch64 "
		    "and i386 cores", t->t_corepath, eh.e_machine,
		    class_name(eh.e_ident[EI_CLASS])));
	t->t_ptrsize = t->t_arch->ta_ptrsize;
	if (elf_getphdrnum(t->t_elf, &phnum) != 0 || phnum == 0)
		return (tgt_fail(err, errlen, "%s: core has no program headers "
		    "(truncated?)", t->t_corepath));
	/* libelf counts only the headers that fit in the file */
	if ((eh.e_phnum != PN_XNUM && phnum < eh.e_phnum) ||
	    eh.e_phoff > t->t_coresize ||
	    phnum * (uint64_t)eh.e_phentsize > t->t_coresize - eh.e_phoff)
		return (tgt_fail(err, errlen, "%s: core is truncated: program "
		    "headers missing", t->t_corepath));
	ld.tl_phnum = phnum;

	for (size_t i = 0; i < phnum; i++) {
		GElf_Phdr ph;
		note_gather_t ng = { &ld, ld.tl_nnotesegs, 0 };
		int n;

		if (gelf_getphdr(t->t_elf, (int)i, &ph) == NULL ||
		    ph.p_type != PT_NOTE)
			continue;
		if (ph.p_offset > t->t_coresize ||
		    ph.p_filesz > t->t_coresize - ph.p_offset) {
			tgt_fail(err, errlen, "%s: core is truncated: notes "
			    "end at %llu, file is %zu bytes", t->t_corepath,
			    (unsigned long long)(ph.p_offset + ph.p_filesz),
			    t->t_coresize);
			goto out;
		}
		n = tgt_parse_notes(t->t_core + ph.p_offset, ph.p_filesz,
		    gather_cb, &ng);
		if (ng.ng_err) {
			tgt_fail(err, errlen, "out of memory");
			goto out;
		}
		if (n < 0) {
			tgt_fail(err, errlen, "%s: core has a malformed note "
			    "segment (a note's size runs past the segment at "
			    "file offset %llu)", t->t_corepath,
			    (unsigned long long)ph.p_offset);
			goto out;
		}
		ld.tl_nnotesegs++;
	}

	/* The back end whose probe is surest wrote these notes. */
	for (size_t i = 0; i < sizeof (oses) / sizeof (oses[0]); i++) {
		int s = oses[i]->os_probe(t, &ld);

		if (s > best) {
			best = s;
			t->t_os = oses[i];
		}
	}
	if (t->t_os == NULL) {
		tgt_fail(err, errlen, "%s: core has no notes jsmdb knows "
		    "(no Linux NT_PRSTATUS, no illumos NT_PSTATUS/NT_LWPSTATUS)",
		    t->t_corepath);
		goto out;
	}
	if (dispatch_notes(t, &ld) != 0) {
		tgt_fail(err, errlen, "out of memory");
		goto out;
	}
	if (t->t_os->os_finish(t, &ld, err, errlen) != 0)
		goto out;

	if (build_core_maps(t, &ld) != 0) {
		tgt_fail(err, errlen, "out of memory");
		goto out;
	}
	if (exe != NULL) {
		void *map;
		size_t size;
		int fd;
		Elf *elf;

		GElf_Ehdr xh;
		int ok;

		if (map_elf_file(t, exe, &map, &size, &fd, &elf) != 0) {
			tgt_fail(err, errlen, "%s: not a readable %d-bit ELF "
			    "file: cannot be the core's executable", exe,
			    t->t_arch != NULL && t->t_arch->ta_class ==
			    ELFCLASS32 ? 32 : 64);
			goto out;
		}
		/* an executable or PIE of the core's machine, not a core */
		memset(&xh, 0, sizeof (xh));
		ok = gelf_getehdr(elf, &xh) != NULL &&
		    (xh.e_type == ET_EXEC || xh.e_type == ET_DYN) &&
		    xh.e_machine == eh.e_machine;
		elf_end(elf);
		if (!ok) {
			munmap(map, size);
			close(fd);
			tgt_fail(err, errlen, "%s: an ELF file but not an "
			    "executable of the core's machine (e_type %u, "
			    "e_machine %u): cannot be the core's executable",
			    exe, (unsigned)xh.e_type, (unsigned)xh.e_machine);
			goto out;
		}
		munmap(map, size);
		close(fd);
	}
	if (t->t_os->os_files(t, &ld) != 0 || label_maps(t, &ld) != 0 ||
	    build_objects(t, exe) != 0) {
		tgt_fail(err, errlen, "out of memory");
		goto out;
	}
	if (t->t_truncated)
		tgt_warn("%s: core is truncated (%zu bytes); memory past the "
		    "end is unreadable", t->t_corepath, t->t_coresize);
	if (t->t_dump_failed)
		tgt_warn("%s: the kernel failed to dump %d segment%s "
		    "(PF_SUNW_FAILURE); their memory is unreadable",
		    t->t_corepath, t->t_dump_failed,
		    t->t_dump_failed == 1 ? "" : "s");
	if (tgt_exec(t) == NULL && exe == NULL)
		tgt_warn("%s: executable not identified from the core; name "
		    "it: jsmdb EXE CORE", t->t_corepath);

	uint64_t execfn = tgt_auxv_get(t, AT_EXECFN);
	char buf[4096];
	if (execfn != 0 && tgt_readstr(t, execfn, buf, sizeof (buf)) == 0)
		t->t_execfn = strdup(buf);
	rv = 0;
out:
	/* Note descriptors point into the core: the tables can go. */
	free(ld.tl_notes);
	free(ld.tl_files);
	/* strings the back end made for file names live as long as t */
	if (rv == 0 && ld.tl_nstrs > 0) {
		/* keep them: mappings point at them */
		t->t_mapsource_strs = ld.tl_strs;
		t->t_mapsource_nstrs = ld.tl_nstrs;
	} else {
		for (size_t i = 0; i < ld.tl_nstrs; i++)
			free(ld.tl_strs[i]);
		free(ld.tl_strs);
	}
	return (rv);
}

target_t *
tgt_open(const char *core, const char *exe, char **libdirs, int nlibdirs,
    char *err, size_t errlen)
{
	target_t *t;
	struct stat st;
	void *map;
	int fd, sfd;

	if (elf_version(EV_CURRENT) == EV_NONE) {
		tgt_fail(err, errlen, "libelf is out of date");
		return (NULL);
	}
	if ((t = calloc(1, sizeof (*t))) == NULL) {
		tgt_fail(err, errlen, "out of memory");
		return (NULL);
	}
	t->t_corefd = -1;
	t->t_libdirs = libdirs;
	t->t_nlibdirs = nlibdirs;
	if ((t->t_corepath = strdup(core)) == NULL) {
		tgt_fail(err, errlen, "out of memory");
		tgt_close(t);
		return (NULL);
	}
	if (strcmp(core, "-") == 0) {
		fd = dup(STDIN_FILENO);
	} else {
		/* O_NONBLOCK: "jsmdb fifo" must not hang in open(). */
		fd = open(core, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
	}
	if (fd < 0) {
		tgt_fail(err, errlen, "%s: %s", core, strerror(errno));
		tgt_close(t);
		return (NULL);
	}
	/* A pipe, stdin or a compressed core becomes a temporary file. */
	if ((sfd = tgt_source_open(core, fd, &t->t_source, err, errlen)) < 0) {
		close(fd);
		tgt_close(t);
		return (NULL);
	}
	if (sfd != fd)
		close(fd);
	fd = sfd;
	t->t_corefd = fd;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		tgt_fail(err, errlen, "%s: not a regular file", core);
		tgt_close(t);
		return (NULL);
	}
	if (st.st_size < (off_t)sizeof (Elf32_Ehdr)) {
		tgt_fail(err, errlen, "%s: not an ELF file (%lld bytes%s)", core,
		    (long long)st.st_size, t->t_source.ts_format != NULL ?
		    " after decompression" : "");
		tgt_close(t);
		return (NULL);
	}
	map = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (map == MAP_FAILED) {
		tgt_fail(err, errlen, "%s: cannot map: %s", core,
		    strerror(errno));
		tgt_close(t);
		return (NULL);
	}
	t->t_core = map;
	t->t_coresize = st.st_size;
	if (tgt_load(t, exe, err, errlen) != 0) {
		tgt_close(t);
		return (NULL);
	}
	return (t);
}

void
tgt_close(target_t *t)
{
	if (t == NULL)
		return;
	for (size_t i = 0; i < t->t_nobjs; i++) {
		tgt_object_t *o = t->t_objs[i];

		sym_free(o);
		uw_free(o);
		obj_unmap(o);
		free(o->o_file);
		free(o->o_other_file);
		free(o->o_path);
		free(o);
	}
	free(t->t_objs);
	free(t->t_maps);
	free(t->t_threads);
	free(t->t_auxv);
	free(t->t_execfn);
	free(t->t_platform);
	for (int i = 0; i < 5; i++)
		free(t->t_uname[i]);
	free(t->t_zonename);
	free(t->t_notices);
	for (size_t i = 0; i < t->t_mapsource_nstrs; i++)
		free(t->t_mapsource_strs[i]);
	free(t->t_mapsource_strs);
	if (t->t_elf != NULL)
		elf_end(t->t_elf);
	if (t->t_core != NULL)
		munmap((void *)t->t_core, t->t_coresize);
	if (t->t_corefd >= 0)
		close(t->t_corefd);
	free(t->t_corepath);
	free(t);
}
