/*
 * target.c: opening a Linux x86-64 ELF core and the files mapped into it,
 * and reading the process's memory from them.
 *
 * The core is mmap'ed read-only; mappings are the core's PT_LOAD segments
 * joined with the NT_FILE note (which file backs which range).  Objects are
 * the ELF files among those, found on disk (or under -L directories) and
 * checked against the build-id the core carries in their first page.
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

#include "target.h"
#include "modapi.h"
#include "symbols.h"
#include "unwind.h"

#define	TGT_MAXTHREADS	100000
#define	TGT_MAXMAPS	1000000
#define	TGT_MAXAUXV	1024
/* how far a segment's load address may sit from its file offset's */
#define	OBJ_SLACK	(16ULL << 20)

#ifndef NT_FILE
#define	NT_FILE		0x46494c45
#endif
#ifndef NT_SIGINFO
#define	NT_SIGINFO	0x53494749
#endif

const char *const tgt_regnames[TGT_NREGS] = {
	"r15", "r14", "r13", "r12", "rbp", "rbx", "r11", "r10", "r9", "r8",
	"rax", "rcx", "rdx", "rsi", "rdi", "orig_rax", "rip", "cs", "rflags",
	"rsp", "ss", "fs_base", "gs_base", "ds", "es", "fs", "gs"
};

/* DWARF x86-64 numbering: rax rdx rcx rbx rsi rdi rbp rsp r8..r15 rip */
static const int dwarf_regs[17] = {
	TGT_RAX, TGT_RDX, TGT_RCX, TGT_RBX, TGT_RSI, TGT_RDI, TGT_RBP, TGT_RSP,
	TGT_R8, TGT_R9, TGT_R10, TGT_R11, TGT_R12, TGT_R13, TGT_R14, TGT_R15,
	TGT_RIP
};

int
tgt_dwarf_to_reg(int dwreg)
{
	if (dwreg < 0 || dwreg >= 17)
		return (-1);
	return (dwarf_regs[dwreg]);
}

static void
tgt_warn(const char *fmt, ...)
{
	va_list ap;

	fputs("jsmdb: warning: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
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
	if (core_only || m->m_obj == NULL || m->m_obj->o_map == NULL)
		return (0);
	uint64_t foff = m->m_fileoff + off;
	if (foff >= m->m_obj->o_size)
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
tgt_vread(target_t *t, void *buf, size_t n, uint64_t addr)
{
	if (addr + n < addr) {
		errno = EFAULT;
		return (-1);
	}
	return (vread_impl(t, buf, n, addr, 0));
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

/* ---- objects ---- */

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

/* ---- notes ---- */

typedef struct ntfile_ent {
	uint64_t nf_start, nf_end, nf_off;
	const char *nf_path;
} ntfile_ent_t;

typedef struct note_state {
	target_t *ns_t;
	ntfile_ent_t *ns_files;
	size_t ns_nfiles;
	int ns_bad;
} note_state_t;

static int
ntfile_cb(uint64_t start, uint64_t end, uint64_t off, const char *path,
    void *arg)
{
	note_state_t *ns = arg;
	ntfile_ent_t *e = &ns->ns_files[ns->ns_nfiles++];

	e->nf_start = start;
	e->nf_end = end;
	e->nf_off = off;
	e->nf_path = path;
	return (0);
}

static int
note_cb(uint32_t type, const char *name, const void *desc, size_t sz,
    void *arg)
{
	note_state_t *ns = arg;
	target_t *t = ns->ns_t;
	const unsigned char *d = desc;

	if (strcmp(name, "CORE") != 0 && strcmp(name, "LINUX") != 0)
		return (0);

	switch (type) {
	case NT_PRSTATUS: {
		tgt_thread_t *th;
		int32_t pid;
		int16_t cursig;

		/* struct elf_prstatus on x86-64: 336 bytes, pr_reg at 112 */
		if (sz < 112 + TGT_NREGS * 8 || t->t_nthreads >= TGT_MAXTHREADS)
			return (0);
		if ((t->t_nthreads & (t->t_nthreads - 1)) == 0) {
			size_t cap = t->t_nthreads ? t->t_nthreads * 2 : 8;
			void *p = realloc(t->t_threads, cap * sizeof (*th));

			if (p == NULL)
				return (-1);
			t->t_threads = p;
		}
		th = &t->t_threads[t->t_nthreads++];
		memset(th, 0, sizeof (*th));
		memcpy(&cursig, d + 12, 2);
		memcpy(&pid, d + 32, 4);
		th->t_tid = pid;
		th->t_cursig = cursig;
		memcpy(th->t_regs, d + 112, TGT_NREGS * 8);
		break;
	}
	case NT_FPREGSET:
		if (t->t_nthreads > 0 && sz >= 512) {
			tgt_thread_t *th = &t->t_threads[t->t_nthreads - 1];

			memcpy(th->t_fpregs, d, 512);
			th->t_has_fpregs = 1;
		}
		break;
	case NT_PRPSINFO: {
		int32_t pid, ppid;

		/* struct elf_prpsinfo on x86-64: 136 bytes */
		if (sz < 136)
			return (0);
		memcpy(&pid, d + 24, 4);
		memcpy(&ppid, d + 28, 4);
		t->t_pid = pid;
		t->t_ppid = ppid;
		memcpy(t->t_fname, d + 40, 16);
		t->t_fname[16] = '\0';
		memcpy(t->t_psargs, d + 56, 80);
		t->t_psargs[80] = '\0';
		break;
	}
	case NT_SIGINFO: {
		int32_t v;

		if (sz < 24)
			return (0);
		memcpy(&v, d, 4);
		t->t_signo = v;
		memcpy(&v, d + 8, 4);
		t->t_sigcode = v;
		/* si_addr is meaningful for fault signals only */
		if (t->t_signo == 11 || t->t_signo == 7 || t->t_signo == 4 ||
		    t->t_signo == 8 || t->t_signo == 5)
			memcpy(&t->t_fault_addr, d + 16, 8);
		t->t_has_siginfo = 1;
		break;
	}
	case NT_AUXV: {
		size_t n = sz / 16;

		if (n > TGT_MAXAUXV)
			n = TGT_MAXAUXV;
		free(t->t_auxv);
		t->t_auxv = malloc(n * 16 + 1);
		if (t->t_auxv == NULL)
			return (-1);
		memcpy(t->t_auxv, d, n * 16);
		t->t_nauxv = n;
		break;
	}
	case NT_FILE: {
		uint64_t count;

		if (sz < 16 || ns->ns_files != NULL)
			return (0);
		memcpy(&count, d, 8);
		if (count > (sz - 16) / 24) {
			ns->ns_bad = 1;
			return (0);
		}
		ns->ns_files = calloc(count + 1, sizeof (ntfile_ent_t));
		if (ns->ns_files == NULL)
			return (-1);
		if (tgt_parse_ntfile(desc, sz, ntfile_cb, ns) < 0)
			ns->ns_bad = 1;
		break;
	}
	default:
		break;
	}
	return (0);
}

static uint64_t
auxv_get(target_t *t, uint64_t key)
{
	for (size_t i = 0; i < t->t_nauxv; i++) {
		if (t->t_auxv[2 * i] == key)
			return (t->t_auxv[2 * i + 1]);
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
static size_t
file_buildid(Elf *elf, unsigned char *id)
{
	size_t phnum;
	buildid_find_t bf = { id, 0 };
	size_t size;
	const char *raw = elf_rawfile(elf, &size);

	if (raw == NULL || elf_getphdrnum(elf, &phnum) != 0)
		return (0);
	for (size_t i = 0; i < phnum && bf.bf_len == 0; i++) {
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
	Elf64_Ehdr eh;
	buildid_find_t bf = { id, 0 };

	if (vread_impl(t, &eh, sizeof (eh), base, 1) < 0 ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_phnum > 256 ||
	    eh.e_phentsize != sizeof (Elf64_Phdr))
		return (0);
	for (int i = 0; i < eh.e_phnum && bf.bf_len == 0; i++) {
		Elf64_Phdr ph;
		unsigned char buf[4096];

		if (vread_impl(t, &ph, sizeof (ph), base + eh.e_phoff +
		    (uint64_t)i * sizeof (ph), 1) < 0)
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

/* ---- opening objects ---- */

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
obj_try_file(tgt_object_t *o, const char *path)
{
	struct stat st;
	int fd;

	/*
	 * The path comes from the core: only a regular file is opened, and
	 * without blocking, so that a core naming a FIFO or a device cannot
	 * hang jsmdb (or have a device opened at all).
	 */
	if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
		return (-1);
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
	if (fd < 0)
		return (-1);
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < 64) {
		close(fd);
		return (-1);
	}
	o->o_map = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (o->o_map == MAP_FAILED) {
		o->o_map = NULL;
		close(fd);
		return (-1);
	}
	o->o_fd = fd;
	o->o_size = st.st_size;
	o->o_elf = elf_memory(o->o_map, o->o_size);
	if (o->o_elf == NULL || elf_kind(o->o_elf) != ELF_K_ELF) {
		obj_unmap(o);
		return (-1);
	}
	free(o->o_file);
	o->o_file = strdup(path);
	return (0);
}

/*
 * Finds the file for an object: the user's executable for the exec, then
 * each -L directory (as a sysroot, then by basename), then the path the
 * core names.  A file whose build-id differs from the core's is used only
 * when nothing better is found, with a warning.
 */
static void
obj_find_file(target_t *t, tgt_object_t *o, const char *exe)
{
	char cand[16][4096];
	int nc = 0;
	char want[130], have[130];
	int mismatch = -1;

	if (o->o_is_exec && exe != NULL)
		snprintf(cand[nc++], sizeof (cand[0]), "%s", exe);
	for (int i = 0; i < t->t_nlibdirs && nc < 14; i += 1) {
		snprintf(cand[nc++], sizeof (cand[0]), "%s/%s",
		    t->t_libdirs[i], o->o_path);
		if (nc < 14)
			snprintf(cand[nc++], sizeof (cand[0]), "%s/%s",
			    t->t_libdirs[i], o->o_name);
	}
	if (nc < 16)
		snprintf(cand[nc++], sizeof (cand[0]), "%s", o->o_path);

	for (int i = 0; i < nc; i++) {
		unsigned char id[64];
		size_t idlen;

		if (obj_try_file(o, cand[i]) != 0)
			continue;
		if (o->o_buildid_len == 0)
			return;
		idlen = file_buildid(o->o_elf, id);
		if (idlen == o->o_buildid_len &&
		    memcmp(id, o->o_buildid, idlen) == 0)
			return;
		if (mismatch < 0)
			mismatch = i;
		hexstr(id, idlen, have, sizeof (have));
		obj_unmap(o);
	}
	if (mismatch >= 0) {
		(void) obj_try_file(o, cand[mismatch]);
		hexstr(o->o_buildid, o->o_buildid_len, want, sizeof (want));
		tgt_warn("%s: build-id %s does not match the core's %s; "
		    "symbols may be wrong", cand[mismatch], have[0] ? have :
		    "(none)", want);
		return;
	}
	tgt_warn("%s: not found; its symbols and unsaved text are "
	    "unavailable (use -L DIR)", o->o_path);
}

/* Load bias from the object's program headers (from memory or file). */
static void
obj_set_bias(target_t *t, tgt_object_t *o, uint64_t base)
{
	Elf64_Ehdr eh;
	int first = 1;

	o->o_bias = base;
	if (tgt_vread(t, &eh, sizeof (eh), base) < 0 ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 || eh.e_phnum > 256)
		return;
	for (int i = 0; i < eh.e_phnum; i++) {
		Elf64_Phdr ph;

		if (tgt_vread(t, &ph, sizeof (ph), base + eh.e_phoff +
		    (uint64_t)i * sizeof (ph)) < 0)
			return;
		if (ph.p_type != PT_LOAD)
			continue;
		/* the first PT_LOAD maps file offset 0 at base */
		if (first) {
			o->o_bias = base - (ph.p_vaddr - ph.p_offset);
			first = 0;
		}
		/* .bss past the last file page is the object's too */
		uint64_t end = o->o_bias + ph.p_vaddr + ph.p_memsz;
		if (end > o->o_hi && end - o->o_hi < OBJ_SLACK)
			o->o_hi = end;
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
	uint64_t base = auxv_get(t, AT_SYSINFO_EHDR);
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
	o->o_bias = base;
	obj_set_bias(t, o, base);
	m->m_obj = o;
	if (obj_add(t, o) != 0)
		obj_unmap(o);
}

static int
map_cmp(const void *a, const void *b)
{
	const tgt_mapping_t *ma = a, *mb = b;

	return (ma->m_start < mb->m_start ? -1 : ma->m_start > mb->m_start);
}

/*
 * Builds the memory map from PT_LOAD segments, then labels each with the
 * NT_FILE entry that covers it.  File ranges the core has no segment for
 * are added as file-only mappings.
 */
static int
build_maps(target_t *t, note_state_t *ns, size_t phnum)
{
	size_t cap = phnum + ns->ns_nfiles;

	if (cap > TGT_MAXMAPS)
		cap = TGT_MAXMAPS;
	t->t_maps = calloc(cap + 1, sizeof (tgt_mapping_t));
	if (t->t_maps == NULL)
		return (-1);

	for (size_t i = 0; i < phnum && t->t_nmaps < cap; i++) {
		GElf_Phdr ph;
		tgt_mapping_t *m;

		if (gelf_getphdr(t->t_elf, (int)i, &ph) == NULL ||
		    ph.p_type != PT_LOAD || ph.p_memsz == 0 ||
		    ph.p_vaddr + ph.p_memsz < ph.p_vaddr)
			continue;
		m = &t->t_maps[t->t_nmaps++];
		m->m_start = ph.p_vaddr;
		m->m_end = ph.p_vaddr + ph.p_memsz;
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
	qsort(t->t_maps, t->t_nmaps, sizeof (tgt_mapping_t), map_cmp);

	/* Overlapping segments are not something a sane core has: clip. */
	for (size_t i = 1; i < t->t_nmaps; i++) {
		tgt_mapping_t *p = &t->t_maps[i - 1], *m = &t->t_maps[i];

		if (m->m_start < p->m_end) {
			p->m_end = m->m_start;
			if (p->m_incore > p->m_end - p->m_start)
				p->m_incore = p->m_end - p->m_start;
		}
	}

	size_t nseg = t->t_nmaps;
	for (size_t f = 0; f < ns->ns_nfiles; f++) {
		ntfile_ent_t *e = &ns->ns_files[f];
		tgt_mapping_t *m = tgt_mapping_by_addr(t, e->nf_start);

		if (m != NULL && m - t->t_maps < (ptrdiff_t)nseg) {
			m->m_path = e->nf_path;
			m->m_fileoff = e->nf_off + (m->m_start - e->nf_start);
			continue;
		}
		if (m != NULL || t->t_nmaps >= cap)
			continue;
		/* file-backed, but nothing of it in the core */
		m = &t->t_maps[t->t_nmaps++];
		m->m_start = e->nf_start;
		m->m_end = e->nf_end;
		m->m_path = e->nf_path;
		m->m_fileoff = e->nf_off;
		m->m_prot = MDB_PROT_READ;
		/* keep the array sorted for the lookups that follow */
		qsort(t->t_maps, t->t_nmaps, sizeof (tgt_mapping_t), map_cmp);
		nseg = t->t_nmaps;
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
	uint64_t phdr = auxv_get(t, AT_PHDR);

	for (size_t i = 0; i < t->t_nmaps; i++) {
		tgt_mapping_t *m = &t->t_maps[i];
		unsigned char magic[SELFMAG];
		tgt_object_t *o;

		if (m->m_path == NULL || m->m_fileoff != 0 || m->m_obj != NULL)
			continue;
		if (tgt_vread(t, magic, SELFMAG, m->m_start) < 0) {
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
		} else {
			/* A data file (or an ELF whose header was not dumped):
			 * keep it only if the file on disk is an ELF. */
			if (obj_try_file(o, o->o_path) != 0) {
				for (size_t j = i; j < t->t_nmaps; j++)
					if (t->t_maps[j].m_obj == o)
						t->t_maps[j].m_obj = NULL;
				free(o->o_path);
				free(o);
				continue;
			}
			obj_unmap(o);
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

		obj_find_file(t, o, exe);
		obj_set_bias(t, o, o->o_lo);
	}
	vdso_add(t);
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

static int
tgt_load(target_t *t, const char *exe, char *err, size_t errlen)
{
	GElf_Ehdr eh;
	size_t phnum;
	note_state_t ns = { t, NULL, 0, 0 };
	int rv = -1;

	t->t_elf = elf_memory((char *)t->t_core, t->t_coresize);
	if (t->t_elf == NULL || elf_kind(t->t_elf) != ELF_K_ELF ||
	    gelf_getehdr(t->t_elf, &eh) == NULL)
		return (tgt_fail(err, errlen, "%s: not an ELF file",
		    t->t_corepath));
	if (eh.e_type != ET_CORE)
		return (tgt_fail(err, errlen, "%s: not a core file (ELF type "
		    "%s)", t->t_corepath, eh.e_type == ET_EXEC ? "EXEC" :
		    eh.e_type == ET_DYN ? "DYN" : eh.e_type == ET_REL ? "REL" :
		    "unknown"));
	if (eh.e_machine != EM_X86_64 || eh.e_ident[EI_CLASS] != ELFCLASS64)
		return (tgt_fail(err, errlen, "%s: core of an unsupported "
		    "machine (e_machine %d); jsmdb reads x86-64 cores",
		    t->t_corepath, eh.e_machine));
	if (elf_getphdrnum(t->t_elf, &phnum) != 0 || phnum == 0)
		return (tgt_fail(err, errlen, "%s: core has no program headers "
		    "(truncated?)", t->t_corepath));
	/* libelf counts only the headers that fit in the file */
	if ((eh.e_phnum != PN_XNUM && phnum < eh.e_phnum) ||
	    eh.e_phoff > t->t_coresize ||
	    phnum * (uint64_t)eh.e_phentsize > t->t_coresize - eh.e_phoff)
		return (tgt_fail(err, errlen, "%s: core is truncated: program "
		    "headers missing", t->t_corepath));

	for (size_t i = 0; i < phnum; i++) {
		GElf_Phdr ph;
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
		    note_cb, &ns);
		if (n < 0) {
			tgt_fail(err, errlen, "%s: core has a malformed note "
			    "segment", t->t_corepath);
			goto out;
		}
	}
	if (t->t_nthreads == 0) {
		tgt_fail(err, errlen, "%s: core has no thread (NT_PRSTATUS) "
		    "notes", t->t_corepath);
		goto out;
	}
	if (ns.ns_bad)
		tgt_warn("%s: malformed NT_FILE note; mapped files unknown",
		    t->t_corepath);

	if (build_maps(t, &ns, phnum) != 0 || build_objects(t, exe) != 0) {
		tgt_fail(err, errlen, "out of memory");
		goto out;
	}
	if (t->t_truncated)
		tgt_warn("%s: core is truncated (%zu bytes); memory past the "
		    "end is unreadable", t->t_corepath, t->t_coresize);
	if (tgt_exec(t) == NULL && exe == NULL)
		tgt_warn("%s: executable not identified from the core; name "
		    "it: jsmdb EXE CORE", t->t_corepath);

	uint64_t execfn = auxv_get(t, AT_EXECFN);
	char buf[4096];
	if (execfn != 0 && tgt_vread(t, buf, sizeof (buf), execfn) >= 0) {
		buf[sizeof (buf) - 1] = '\0';
		t->t_execfn = strdup(buf);
	} else if (execfn != 0) {
		/* the string may sit at the very end of the stack mapping */
		size_t n;
		for (n = 0; n < sizeof (buf) - 1; n++)
			if (tgt_vread(t, &buf[n], 1, execfn + n) < 0 ||
			    buf[n] == '\0')
				break;
		buf[n] = '\0';
		if (n > 0)
			t->t_execfn = strdup(buf);
	}
	rv = 0;
out:
	/* NT_FILE paths point into the core: the table itself can go. */
	free(ns.ns_files);
	return (rv);
}

target_t *
tgt_open(const char *core, const char *exe, char **libdirs, int nlibdirs,
    char *err, size_t errlen)
{
	target_t *t;
	struct stat st;
	void *map;
	int fd;

	if (elf_version(EV_CURRENT) == EV_NONE) {
		tgt_fail(err, errlen, "libelf is out of date");
		return (NULL);
	}
	/* O_NONBLOCK: "jsmdb fifo" must not hang before fstat says no. */
	fd = open(core, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
	if (fd < 0) {
		tgt_fail(err, errlen, "%s: %s", core, strerror(errno));
		return (NULL);
	}
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		tgt_fail(err, errlen, "%s: not a regular file", core);
		close(fd);
		return (NULL);
	}
	if (st.st_size < (off_t)sizeof (Elf64_Ehdr)) {
		tgt_fail(err, errlen, "%s: not an ELF file (%lld bytes)", core,
		    (long long)st.st_size);
		close(fd);
		return (NULL);
	}
	map = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (map == MAP_FAILED) {
		tgt_fail(err, errlen, "%s: cannot map: %s", core,
		    strerror(errno));
		close(fd);
		return (NULL);
	}
	if ((t = calloc(1, sizeof (*t))) == NULL) {
		munmap(map, st.st_size);
		close(fd);
		tgt_fail(err, errlen, "out of memory");
		return (NULL);
	}
	t->t_corepath = strdup(core);
	t->t_corefd = fd;
	t->t_core = map;
	t->t_coresize = st.st_size;
	t->t_libdirs = libdirs;
	t->t_nlibdirs = nlibdirs;
	if (t->t_corepath == NULL || tgt_load(t, exe, err, errlen) != 0) {
		if (t->t_corepath == NULL)
			tgt_fail(err, errlen, "out of memory");
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
		free(o->o_path);
		free(o);
	}
	free(t->t_objs);
	free(t->t_maps);
	free(t->t_threads);
	free(t->t_auxv);
	free(t->t_execfn);
	if (t->t_elf != NULL)
		elf_end(t->t_elf);
	if (t->t_core != NULL)
		munmap((void *)t->t_core, t->t_coresize);
	if (t->t_corefd >= 0)
		close(t->t_corefd);
	free(t->t_corepath);
	free(t);
}
