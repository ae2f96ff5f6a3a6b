/*
 * target.h: an ELF core file and the objects mapped into it.
 *
 * The core is mmap'ed read-only.  A read of [addr, addr+n) is served from
 * PT_LOAD content in the core; bytes the core does not carry (p_filesz <
 * p_memsz, or text not dumped) come from the mapped file named in NT_FILE
 * at the right offset; anything else fails (errno EFAULT), never zeros.
 */
#ifndef MDB_TARGET_H
#define MDB_TARGET_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <libelf.h>

/* x86-64 registers in struct user_regs_struct order (NT_PRSTATUS). */
enum {
	TGT_R15, TGT_R14, TGT_R13, TGT_R12, TGT_RBP, TGT_RBX, TGT_R11,
	TGT_R10, TGT_R9, TGT_R8, TGT_RAX, TGT_RCX, TGT_RDX, TGT_RSI, TGT_RDI,
	TGT_ORIG_RAX, TGT_RIP, TGT_CS, TGT_EFLAGS, TGT_RSP, TGT_SS,
	TGT_FS_BASE, TGT_GS_BASE, TGT_DS, TGT_ES, TGT_FS, TGT_GS,
	TGT_NREGS
};
extern const char *const tgt_regnames[TGT_NREGS];
/* DWARF x86-64 register number -> TGT_* index, or -1. */
int tgt_dwarf_to_reg(int dwreg);

typedef struct tgt_thread {
	int t_tid;
	int t_cursig;
	uint64_t t_regs[TGT_NREGS];
	int t_has_fpregs;
	unsigned char t_fpregs[512];	/* user_fpregs_struct (fxsave) */
} tgt_thread_t;

struct sym_table;			/* symbols.c */
struct uw_cfi;				/* unwind.c */

/* An ELF file mapped into the process (executable, libraries, vdso). */
typedef struct tgt_object {
	char *o_path;			/* path as the core names it */
	const char *o_name;		/* basename of o_path */
	char *o_file;			/* file opened on disk, or NULL */
	uint64_t o_lo, o_hi;		/* lowest / highest mapped address */
	uint64_t o_bias;		/* load bias: runtime - link address */
	int o_fd;
	void *o_map;			/* the file, mmap'ed */
	size_t o_size;
	Elf *o_elf;			/* on o_map, or NULL if not opened */
	unsigned char o_buildid[64];	/* from the core's memory, if found */
	size_t o_buildid_len;
	int o_is_exec;
	int o_is_vdso;
	struct sym_table *o_syms;	/* owned by symbols.c, lazily */
	struct uw_cfi *o_cfi;		/* owned by unwind.c, lazily */
	int o_syms_tried, o_cfi_tried;
} tgt_object_t;

typedef struct tgt_mapping {
	uint64_t m_start, m_end;	/* [start, end) */
	uint64_t m_fileoff;		/* offset into m_obj's file, if any */
	int m_prot;			/* MDB_PROT_* bits */
	const char *m_path;		/* NT_FILE name, NULL if anonymous */
	tgt_object_t *m_obj;
	const unsigned char *m_data;	/* bytes in the core, or NULL */
	uint64_t m_incore;		/* how many bytes from m_start m_data has */
} tgt_mapping_t;

typedef struct target {
	char *t_corepath;
	int t_corefd;
	const unsigned char *t_core;	/* the core, mmap'ed */
	size_t t_coresize;
	Elf *t_elf;

	tgt_mapping_t *t_maps;		/* sorted by address, disjoint */
	size_t t_nmaps;
	tgt_object_t **t_objs;		/* executable first */
	size_t t_nobjs;
	tgt_thread_t *t_threads;	/* in note order: first is the faulting */
	size_t t_nthreads;

	/* NT_PRPSINFO */
	int t_pid, t_ppid;
	char t_fname[17];
	char t_psargs[81];
	/* NT_SIGINFO */
	int t_signo, t_sigcode;
	uint64_t t_fault_addr;
	int t_has_siginfo;
	/* NT_AUXV */
	uint64_t *t_auxv;		/* pairs */
	size_t t_nauxv;
	char *t_execfn;			/* from AT_EXECFN, if readable */

	int t_truncated;		/* the core file is shorter than it says */
	char **t_libdirs;
	int t_nlibdirs;
} target_t;

/*
 * Opens a core.  exe may be NULL (found from NT_FILE / AT_EXECFN).
 * libdirs are extra directories to look for mapped files in.
 * On failure returns NULL with a one-line message in err.
 * Warnings about missing or mismatched files are printed on stderr.
 */
target_t *tgt_open(const char *core, const char *exe, char **libdirs,
    int nlibdirs, char *err, size_t errlen);
void tgt_close(target_t *);

/* Reads exactly n bytes; returns n, or -1 with errno set (EFAULT). */
ssize_t tgt_vread(target_t *, void *, size_t, uint64_t);
/* A pointer into the core for [addr, addr+n) if the core carries it all. */
const void *tgt_vptr(target_t *, uint64_t, size_t);

/* Lets the core's pages behind [addr, addr+n) leave memory (madvise). */
void tgt_vdone(target_t *, uint64_t, size_t);

tgt_mapping_t *tgt_mapping_by_addr(target_t *, uint64_t);
tgt_object_t *tgt_object_by_addr(target_t *, uint64_t);
/* By basename ("libc.so.6"), basename prefix before ".so" ("libc"), or path. */
/* addr translated into o's own image (undoes a second mapping of it). */
uint64_t tgt_canon_addr(target_t *, tgt_object_t *, uint64_t);
tgt_object_t *tgt_object_by_name(target_t *, const char *);
tgt_object_t *tgt_exec(target_t *);
tgt_thread_t *tgt_thread_by_tid(target_t *, int);

/* Pure note parsing, exposed for unit tests: calls cb for each note. */
typedef int tgt_note_f(uint32_t type, const char *name, const void *desc,
    size_t descsz, void *arg);
int tgt_parse_notes(const void *buf, size_t len, tgt_note_f *, void *arg);
/* Parses an NT_FILE descriptor; returns entry count or -1.  cb per entry. */
typedef int tgt_ntfile_f(uint64_t start, uint64_t end, uint64_t fileoff,
    const char *path, void *arg);
int tgt_parse_ntfile(const void *desc, size_t descsz, tgt_ntfile_f *, void *);

#endif /* MDB_TARGET_H */
