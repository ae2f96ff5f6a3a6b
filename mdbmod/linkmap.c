/*
 * linkmap.c: the loaded objects, from the dynamic linker's own list in
 * the process's memory -- how mdb finds them on illumos, and what a core
 * without NT_FILE needs (qemu-user writes none; illumos has no such note).
 *
 *   1. The executable: its program headers are at AT_PHDR (auxv); when
 *      the core lacks that page (qemu-user dumps no page that starts with
 *      an ELF header) they come from the executable's file, found from
 *      AT_EXECFN, illumos' AT_SUN_EXECNAME, the arguments or the user's
 *      EXE, and placed by AT_ENTRY - e_entry (or AT_PHDR - PT_PHDR).
 *      When the file is missing too, a module's table of known binaries
 *      may recognize it by bytes the core holds (jm_exec_layout): then
 *      the table's program headers and PT_INTERP string stand in for the
 *      file's.
 *   2. Its PT_DYNAMIC, in memory: DT_DEBUG holds the address of the
 *      dynamic linker's struct r_debug (glibc <link.h>; illumos
 *      <link.h>: the same first fields): int r_version, then r_map.
 *   3. r_map is a list of struct link_map: l_addr (load bias), l_name,
 *      l_ld, l_next, l_prev, each a pointer of the process's size.
 *   4. Each object's program headers (from memory at its first PT_LOAD,
 *      else from its file, -L directories first) give one file range per
 *      PT_LOAD: the pages of [p_offset, p_offset + p_filesz) at
 *      l_addr + p_vaddr, with the segment's protections.
 *
 * All of it is read from an untrusted core: every read may fail, lists
 * are capped (LM_MAXOBJS) and a list that loops stops.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <elf.h>
#include <gelf.h>

#include "tgt_impl.h"
#include "procfs_illumos.h"
#include "mdb.h"

#define	LM_MAXOBJS	4096
#define	LM_MAXDYN	4096
#define	LM_MAXPHDRS	256
#ifndef DT_DEBUG
#define	DT_DEBUG	21
#endif

typedef struct lm_phdrs {
	GElf_Phdr lp_ph[LM_MAXPHDRS];
	size_t lp_n;
	uint64_t lp_entry;		/* e_entry */
} lm_phdrs_t;

/*
 * The executable's file, kept while the list is walked: the names the
 * list points at may sit in pages the core lacks (ld.so's name is the
 * executable's PT_INTERP string, in its first page, which qemu-user does
 * not dump).
 */
typedef struct lm_exe {
	void *le_map;
	size_t le_size;
	uint64_t le_bias;
	lm_phdrs_t le_ph;
	char le_found[4096];		/* the file's path */
	uint64_t le_interp_addr;	/* a module table's PT_INTERP, or 0 */
	char le_interp[256];
} lm_exe_t;

static int
prot_of(uint32_t flags)
{
	return (((flags & PF_R) ? MDB_PROT_READ : 0) |
	    ((flags & PF_W) ? MDB_PROT_WRITE : 0) |
	    ((flags & PF_X) ? MDB_PROT_EXEC : 0));
}

/* Program headers from the process's memory at base (core bytes only). */
static int
phdrs_mem(target_t *t, uint64_t base, lm_phdrs_t *lp)
{
	mem_ehdr_t me;

	if (mem_read_ehdr(t, base, 1, &me) != 0)
		return (-1);
	lp->lp_n = 0;
	lp->lp_entry = me.me_entry;
	for (unsigned i = 0; i < me.me_phnum && i < LM_MAXPHDRS; i++) {
		if (mem_read_phdr(t, base + me.me_phoff +
		    (uint64_t)i * me.me_phentsize, 1, &lp->lp_ph[i]) != 0)
			return (-1);
		lp->lp_n++;
	}
	return (0);
}

/* Program headers from the file the core names (or -L, or the user's);
 * with keep, the file stays mapped in *keep. */
static int
phdrs_file(target_t *t, const char *path, int is_exec, const char *exe,
    lm_phdrs_t *lp, lm_exe_t *keep)
{
	void *map;
	size_t size, n;
	int fd, rv = -1;
	char *found;
	Elf *elf;
	GElf_Ehdr eh;

	if (tgt_find_file(t, path, is_exec, exe, &map, &size, &fd,
	    &found) != 0)
		return (-1);
	if ((elf = elf_memory(map, size)) != NULL &&
	    gelf_getehdr(elf, &eh) != NULL && elf_getphdrnum(elf, &n) == 0) {
		lp->lp_n = 0;
		lp->lp_entry = eh.e_entry;
		for (size_t i = 0; i < n && i < LM_MAXPHDRS; i++) {
			if (gelf_getphdr(elf, (int)i, &lp->lp_ph[i]) == NULL)
				break;
			lp->lp_n++;
		}
		rv = 0;
	}
	if (elf != NULL)
		elf_end(elf);
	if (rv == 0 && keep != NULL) {
		keep->le_map = map;
		keep->le_size = size;
		(void) snprintf(keep->le_found, sizeof (keep->le_found), "%s",
		    found);
	} else {
		munmap(map, size);
	}
	close(fd);
	free(found);
	return (rv);
}

/* A string of the process: from the core, else from the executable's
 * file where one of its PT_LOADs holds the address. */
static int
lm_readstr(target_t *t, const lm_exe_t *le, uint64_t addr, char *buf,
    size_t len)
{
	if (tgt_readstr(t, addr, buf, len) == 0)
		return (0);
	if (le->le_interp_addr != 0 && addr == le->le_interp_addr) {
		(void) snprintf(buf, len, "%s", le->le_interp);
		return (buf[0] != '\0' ? 0 : -1);
	}
	if (le->le_map == NULL)
		return (-1);
	for (size_t i = 0; i < le->le_ph.lp_n; i++) {
		const GElf_Phdr *ph = &le->le_ph.lp_ph[i];
		uint64_t va = le->le_bias + ph->p_vaddr, off;
		const char *s;
		size_t n;

		if (ph->p_type != PT_LOAD || addr < va ||
		    addr - va >= ph->p_filesz)
			continue;
		off = ph->p_offset + (addr - va);
		if (off >= le->le_size)
			return (-1);
		s = (const char *)le->le_map + off;
		for (n = 0; n < len - 1 && off + n < le->le_size &&
		    s[n] != '\0'; n++)
			buf[n] = s[n];
		buf[n] = '\0';
		return (n > 0 ? 0 : -1);
	}
	return (-1);
}

/* One file range per PT_LOAD of an object loaded with this bias. */
static int
add_loads(target_t *t, tgt_load_t *ld, const char *path, uint64_t bias,
    const lm_phdrs_t *lp, uint64_t pg)
{
	uint64_t mask = t->t_arch->ta_addrmask;

	for (size_t i = 0; i < lp->lp_n; i++) {
		const GElf_Phdr *ph = &lp->lp_ph[i];
		uint64_t start, end, off;

		if (ph->p_type != PT_LOAD || ph->p_filesz == 0 ||
		    ph->p_filesz > ph->p_memsz)
			continue;
		start = (bias + ph->p_vaddr) & mask & ~(pg - 1);
		end = ((bias + ph->p_vaddr + ph->p_filesz + pg - 1) & mask) &
		    ~(pg - 1);
		off = ph->p_offset & ~(pg - 1);
		if (end <= start)
			continue;
		if (tgt_fileref_add(ld, start, end, off, path, 1,
		    prot_of(ph->p_flags)) != 0)
			return (-1);
	}
	return (0);
}

static uint64_t
lowest_load(const lm_phdrs_t *lp)
{
	uint64_t lo = UINT64_MAX;

	for (size_t i = 0; i < lp->lp_n; i++)
		if (lp->lp_ph[i].p_type == PT_LOAD && lp->lp_ph[i].p_vaddr < lo)
			lo = lp->lp_ph[i].p_vaddr;
	return (lo == UINT64_MAX ? 0 : lo);
}

/* The executable's name as the process knew it. */
static void
exec_name(target_t *t, char *buf, size_t len)
{
	uint64_t a;
	const char *sp;

	buf[0] = '\0';
	if ((a = tgt_auxv_get(t, AT_EXECFN)) != 0 &&
	    tgt_readstr(t, a, buf, len) == 0 && buf[0] != '\0')
		return;
	if ((a = tgt_auxv_get(t, ILL_AT_SUN_EXECNAME)) != 0 &&
	    tgt_readstr(t, a, buf, len) == 0 && buf[0] != '\0')
		return;
	/* the first word of the arguments, when it is a path */
	if (t->t_psargs[0] == '/') {
		snprintf(buf, len, "%s", t->t_psargs);
		if ((sp = strchr(buf, ' ')) != NULL)
			buf[sp - buf] = '\0';
		return;
	}
	snprintf(buf, len, "%s", t->t_fname);
}

static ssize_t
core_read(void *arg, void *buf, size_t n, uint64_t addr)
{
	return (tgt_vread_core((target_t *)arg, buf, n, addr));
}

/*
 * The core lacks the executable's header page (so its build-id note) and
 * its file is missing, or the file found is not the binary whose bytes
 * the core holds: a module's table may know the binary by those bytes.
 * Then the table's program headers stand in for the file's, and the
 * executable takes its build-id (build_objects), so that a file of
 * another build is not used (obj_find_file).  Says once which binary it
 * is and how that was known.
 */
static int
exec_layout(target_t *t, const char *name, const char *file,
    lm_phdrs_t *lp, lm_exe_t *le, uint64_t *biasp)
{
	mdb_exec_probe_t mep;
	static mdb_exec_layout_t mel;

	memset(&mep, 0, sizeof (mep));
	memset(&mel, 0, sizeof (mel));
	mep.mep_machine = t->t_arch->ta_machine;
	mep.mep_entry = tgt_auxv_get(t, AT_ENTRY);
	mep.mep_phdr = tgt_auxv_get(t, AT_PHDR);
	mep.mep_phnum = tgt_auxv_get(t, AT_PHNUM);
	mep.mep_read = core_read;
	mep.mep_arg = t;
	if (mep.mep_entry == 0 || mep.mep_phdr == 0 ||
	    mdb_modules_exec_layout(&mep, &mel) != 0)
		return (-1);
	if (file != NULL) {
		unsigned char id[64];
		char hex[130] = "";
		size_t n = 0;
		Elf *elf = elf_memory(le->le_map, le->le_size);

		if (elf != NULL) {
			n = tgt_file_buildid(elf, id);
			elf_end(elf);
		}
		for (size_t i = 0; i < n; i++)
			(void) snprintf(hex + 2 * i, 3, "%02x", id[i]);
		/* the file is the binary the core's bytes say: read it */
		if (n > 0 && strcmp(hex, mel.mel_buildid) == 0)
			return (-1);
		munmap(le->le_map, le->le_size);
		le->le_map = NULL;
		le->le_size = 0;
	}
	lp->lp_n = 0;
	lp->lp_entry = mep.mep_entry - mel.mel_bias;
	for (size_t i = 0; i < mel.mel_nph && i < LM_MAXPHDRS &&
	    i < MDB_EXEC_MAXPH; i++) {
		lp->lp_ph[i] = mel.mel_ph[i];
		lp->lp_n++;
		if (mel.mel_ph[i].p_type == PT_INTERP && mel.mel_interp[0]) {
			le->le_interp_addr = (mel.mel_bias +
			    mel.mel_ph[i].p_vaddr) & t->t_arch->ta_addrmask;
			(void) snprintf(le->le_interp, sizeof (le->le_interp),
			    "%s", mel.mel_interp);
		}
	}
	le->le_ph = *lp;
	t->t_exec_layout = 1;
	t->t_exec_layout_bias = mel.mel_bias;
	(void) snprintf(t->t_exec_layout_id, sizeof (t->t_exec_layout_id),
	    "%s", mel.mel_buildid);
	*biasp = mel.mel_bias;
	tgt_notice(t, "exec-layout", "%s: the core lacks the ELF header "
	    "page of the executable %s (qemu-user dumps none), so no build-id "
	    "note names it, and %s%s; %s", t->t_corepath, name,
	    file != NULL ? file : "its file is missing",
	    file != NULL ? " is not the binary whose bytes the core holds" : "",
	    mel.mel_how);
	return (0);
}

int
tgt_linkmap_files(target_t *t, tgt_load_t *ld)
{
	static lm_phdrs_t lp;
	lm_exe_t le;
	uint64_t phdr = tgt_auxv_get(t, AT_PHDR);
	uint64_t entry = tgt_auxv_get(t, AT_ENTRY);
	uint64_t pg = tgt_auxv_get(t, AT_PAGESZ);
	uint64_t bias = 0, dyn = 0, dbg = 0, lm, ps = t->t_ptrsize;
	char name[4096];
	int have = 0, nobj = 0;

	memset(&le, 0, sizeof (le));
	if (pg == 0 || (pg & (pg - 1)) != 0 || pg > (1 << 20))
		pg = 4096;
	if (phdr == 0) {
		tgt_notice(t, "link_map", "%s: the core names no mapped files "
		    "and has no AT_PHDR in its auxv: the loaded objects are "
		    "unknown", t->t_corepath);
		return (-1);
	}
	exec_name(t, name, sizeof (name));

	/* 1. the executable's program headers, placed by AT_PHDR/AT_ENTRY */
	if (mem_read_phdr(t, phdr, 1, &lp.lp_ph[0]) == 0) {
		uint64_t phnum = tgt_auxv_get(t, AT_PHNUM);

		lp.lp_n = 0;
		for (uint64_t i = 0; i < phnum && i < LM_MAXPHDRS; i++) {
			if (mem_read_phdr(t, phdr + i * (ps == 8 ?
			    sizeof (Elf64_Phdr) : sizeof (Elf32_Phdr)), 1,
			    &lp.lp_ph[i]) != 0)
				break;
			lp.lp_n++;
		}
		lp.lp_entry = 0;
		have = lp.lp_n > 0;
	}
	if (!have && phdrs_file(t, name, 1, ld->tl_exe, &lp, &le) == 0) {
		have = 2;
		le.le_ph = lp;
		/* a file of another build than the core's bytes: not used */
		if (exec_layout(t, name, le.le_found, &lp, &le, &bias) == 0)
			have = 4;
	}
	if (!have && exec_layout(t, name, NULL, &lp, &le, &bias) == 0)
		have = 4;
	if (!have) {
		tgt_notice(t, "link_map", "%s: the core names no mapped files, "
		    "lacks the executable's program headers, and the "
		    "executable %s is not found: the loaded objects are "
		    "unknown (name it: jsmdb EXE CORE)", t->t_corepath, name);
		return (-1);
	}
	for (size_t i = 0; i < lp.lp_n; i++) {
		if (lp.lp_ph[i].p_type == PT_PHDR && have != 4) {
			bias = phdr - lp.lp_ph[i].p_vaddr;
			have = 3;
		}
	}
	if (have == 4) {
		/* placed by AT_ENTRY and AT_PHDR, checked by the module */
		bias = t->t_exec_layout_bias;
	} else if (have != 3) {
		if (have == 2 && entry != 0)
			bias = entry - lp.lp_entry;
		else
			bias = phdr - lowest_load(&lp) - (ps == 8 ?
			    sizeof (Elf64_Ehdr) : sizeof (Elf32_Ehdr));
	}
	bias &= t->t_arch->ta_addrmask;
	le.le_bias = bias;
	for (size_t i = 0; i < lp.lp_n; i++)
		if (lp.lp_ph[i].p_type == PT_DYNAMIC)
			dyn = (bias + lp.lp_ph[i].p_vaddr) &
			    t->t_arch->ta_addrmask;
	if (add_loads(t, ld, name, bias, &lp, pg) != 0) {
		nobj = -1;
		goto out;
	}
	nobj = 1;

	/* 2. DT_DEBUG in the executable's dynamic section */
	for (int i = 0; dyn != 0 && i < LM_MAXDYN; i++) {
		uint64_t tag, val;

		if (tgt_readptr(t, dyn + 2 * ps * i, &tag) != 0 ||
		    tgt_readptr(t, dyn + 2 * ps * i + ps, &val) != 0 ||
		    tag == DT_NULL)
			break;
		if (tag == DT_DEBUG) {
			dbg = val;
			break;
		}
	}
	if (dbg == 0) {
		tgt_notice(t, "link_map", "%s: the core names no mapped files "
		    "and the executable has no DT_DEBUG (static, or the "
		    "dynamic linker had not started): only the executable is "
		    "known", t->t_corepath);
		goto out;
	}

	/* 3. the list: r_debug.r_map, then l_next */
	if (tgt_readptr(t, dbg + ps, &lm) != 0) {
		tgt_notice(t, "link_map", "%s: r_debug at %llx is not in the "
		    "core: only the executable is known", t->t_corepath,
		    (unsigned long long)dbg);
		goto out;
	}
	for (int n = 0; lm != 0 && n < LM_MAXOBJS; n++) {
		uint64_t l_addr, l_name, l_next;
		char path[4096];

		if (tgt_readptr(t, lm, &l_addr) != 0 ||
		    tgt_readptr(t, lm + ps, &l_name) != 0 ||
		    tgt_readptr(t, lm + 3 * ps, &l_next) != 0) {
			tgt_notice(t, "link_map-read", "%s: the dynamic linker's "
			    "list breaks at %llx (not in the core): the objects "
			    "after it are unknown", t->t_corepath,
			    (unsigned long long)lm);
			break;
		}
		if (l_next == lm)
			break;
		lm = l_next;
		/* the executable (no name) and the vdso (no path) */
		if (l_name == 0 || lm_readstr(t, &le, l_name, path,
		    sizeof (path)) != 0 || path[0] != '/')
			continue;
		/* 4. its program headers: memory, else the file */
		if (phdrs_mem(t, l_addr, &lp) != 0 &&
		    phdrs_file(t, path, 0, NULL, &lp, NULL) != 0) {
			tgt_warn("%s: not found; its mappings, symbols and "
			    "unsaved text are unknown (use -L DIR)", path);
			continue;
		}
		if (add_loads(t, ld, path, l_addr, &lp, pg) != 0) {
			nobj = -1;
			goto out;
		}
		nobj++;
	}
	if (lm != 0)
		tgt_notice(t, "link_map-cap", "%s: the dynamic linker's list "
		    "is longer than %d objects or loops: cut there",
		    t->t_corepath, LM_MAXOBJS);
out:
	if (le.le_map != NULL)
		munmap(le.le_map, le.le_size);
	return (nobj);
}
