/*
 * target.h: an ELF core file and the objects mapped into it.
 *
 * The shape follows mdb's target layer: shared ELF-core code (target.c:
 * the core mapped, its program headers, notes, memory, objects, files),
 * an operating-system back end per note format (tgt_linux.c,
 * tgt_illumos.c: a handler per note type, like libproc's nhdlrs[], and
 * a hook that finds the mapped files), and register layouts per
 * architecture as data (regsets.c).  Registers are numbered as DWARF
 * numbers them on the core's architecture, so that CFI, the unwinder and
 * modules speak one numbering.
 *
 * A read of [addr, addr+n) is served from PT_LOAD content in the core;
 * bytes the core does not carry (p_filesz < p_memsz, or text not dumped)
 * come from the mapped file at the right offset; anything else fails
 * (errno EFAULT), never zeros.
 */
#ifndef MDB_TARGET_H
#define MDB_TARGET_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <libelf.h>

/* DWARF register numbers 0..TGT_NREGS-1 of the core's architecture. */
#define	TGT_NREGS	64
/* Registers with no DWARF number (orig_rax, pstate, trapno): 64 + n. */
#define	TGT_NXREGS	4
#define	TGT_XREG(n)	(TGT_NREGS + (n))
#define	TGT_NALLREGS	(TGT_NREGS + TGT_NXREGS)

struct tgt_arch;
struct tgt_os;

typedef struct tgt_thread {
	int t_tid;			/* LWP id */
	int t_cursig;			/* the signal it had, 0 if none */
	uint64_t t_regs[TGT_NALLREGS];	/* by DWARF number, then TGT_XREG */
	uint64_t t_known;		/* bit r: t_regs[r] (r < 64) is known */
	uint32_t t_xknown;		/* bit n: TGT_XREG(n) is known */
	int t_has_fpregs;
	unsigned char t_fpregs[512];	/* fxsave image (x86), if any */
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
	int o_buildid_file;		/* o_buildid came from the file */
	int o_buildid_differs;		/* the file opened is another build */
	int o_buildid_layout;		/* o_buildid is a module table's,
					   by the bytes the core holds */
	char *o_other_file;		/* the executable: a file of another
					   build at hand, not used */
	int o_is_exec;
	int o_is_vdso;
	int o_missing;			/* no file found for it */
	struct sym_table *o_syms;	/* owned by symbols.c, lazily */
	struct uw_cfi *o_cfi;		/* owned by unwind.c, lazily */
	int o_syms_tried, o_cfi_tried;
} tgt_object_t;

typedef struct tgt_mapping {
	uint64_t m_start, m_end;	/* [start, end) */
	uint64_t m_fileoff;		/* offset into m_obj's file, if any */
	int m_prot;			/* MDB_PROT_* bits */
	int m_prot_file;		/* m_prot is from the file's headers
					   (no PT_LOAD in the core) */
	const char *m_path;		/* mapped file's name, NULL if anon */
	tgt_object_t *m_obj;
	const unsigned char *m_data;	/* bytes in the core, or NULL */
	uint64_t m_incore;		/* how many bytes from m_start m_data has */
	uint32_t m_pflags;		/* the PT_LOAD's p_flags (0 if none) */
} tgt_mapping_t;

/* Who wrote the core, as far as its contents tell. */
typedef enum tgt_writer {
	TGT_WRITER_KERNEL = 0,		/* the OS, for a fatal signal */
	TGT_WRITER_GDB			/* gdb's gcore (a "GDB" note) */
} tgt_writer_t;

/* How the core reached us (compressed, a pipe): decomp.c. */
typedef struct tgt_source {
	const char *ts_format;		/* "zstd", "xz", ..., NULL if plain */
	int ts_pipe;			/* read from a pipe or stdin */
	char ts_tmpdir[4096];		/* where the unlinked copy lives */
	uint64_t ts_insize;		/* bytes read */
	uint64_t ts_outsize;		/* bytes of core */
	uint64_t ts_disk;		/* bytes the copy takes on disk */
	double ts_seconds;
} tgt_source_t;

typedef struct target {
	char *t_corepath;
	int t_corefd;
	const unsigned char *t_core;	/* the core, mmap'ed */
	size_t t_coresize;
	Elf *t_elf;
	tgt_source_t t_source;

	const struct tgt_arch *t_arch;	/* regsets.c */
	const struct tgt_os *t_os;	/* tgt_linux.c, tgt_illumos.c */
	int t_ptrsize;			/* 4 or 8 */

	tgt_mapping_t *t_maps;		/* sorted by address, disjoint */
	size_t t_nmaps;
	tgt_object_t **t_objs;		/* executable first */
	size_t t_nobjs;
	tgt_thread_t *t_threads;	/* first: the one that took the signal */
	size_t t_nthreads;

	/* the process */
	int t_pid, t_ppid;
	char t_fname[17];
	char t_psargs[81];
	char t_pstate;			/* ps state letter ('R', 't'), or 0 */
	/* the signal (NT_SIGINFO, or the thread's cursig) */
	int t_signo, t_sigcode;
	uint64_t t_fault_addr;
	int t_has_siginfo;
	int t_has_fault_addr;
	tgt_writer_t t_writer;
	/* auxv, as (type, value) pairs whatever the word size */
	uint64_t *t_auxv;
	size_t t_nauxv;
	char *t_execfn;			/* AT_EXECFN's string, if readable */
	/* illumos: NT_PLATFORM, NT_UTSNAME, NT_ZONENAME, NT_CONTENT */
	char *t_platform;
	char *t_uname[5];		/* sysname nodename release version
					   machine */
	char *t_zonename;
	uint64_t t_content;
	int t_has_content;
	const char *t_mapsource;	/* where the file names came from:
					   "NT_FILE", "link_map" */
	char **t_mapsource_strs;	/* names made for it (link_map) */
	size_t t_mapsource_nstrs;

	int t_truncated;		/* the core file is shorter than it says */
	int t_dump_failed;		/* segments the writer failed to dump */
	char **t_libdirs;
	int t_nlibdirs;
	char *t_notices;		/* what could not be decoded, said once */
	/* the executable as a module's table knows it (linkmap.c) */
	int t_exec_layout;
	uint64_t t_exec_layout_bias;
	char t_exec_layout_id[130];
} target_t;

/*
 * Opens a core.  exe may be NULL (found from the core).  libdirs are
 * extra directories to look for mapped files in.  On failure returns NULL
 * with a one-line message in err.  Warnings about missing or mismatched
 * files are printed on stderr.  core may be "-" (stdin) or a pipe, and
 * may be compressed (decomp.c).
 */
target_t *tgt_open(const char *core, const char *exe, char **libdirs,
    int nlibdirs, char *err, size_t errlen);
void tgt_close(target_t *);

/* Reads exactly n bytes; returns n, or -1 with errno set (EFAULT). */
ssize_t tgt_vread(target_t *, void *, size_t, uint64_t);
/* A pointer-sized word (4 or 8 bytes by the core's class); 0 or -1. */
int tgt_readptr(target_t *, uint64_t, uint64_t *);
/* A pointer into the core for [addr, addr+n) if the core carries it all. */
const void *tgt_vptr(target_t *, uint64_t, size_t);

/* Lets the core's pages behind [addr, addr+n) leave memory (madvise). */
void tgt_vdone(target_t *, uint64_t, size_t);

tgt_mapping_t *tgt_mapping_by_addr(target_t *, uint64_t);
tgt_object_t *tgt_object_by_addr(target_t *, uint64_t);
/* addr translated into o's own image (undoes a second mapping of it). */
uint64_t tgt_canon_addr(target_t *, tgt_object_t *, uint64_t);
/* By basename ("libc.so.6"), basename prefix before ".so" ("libc"), or path. */
tgt_object_t *tgt_object_by_name(target_t *, const char *);
tgt_object_t *tgt_exec(target_t *);
tgt_thread_t *tgt_thread_by_tid(target_t *, int);

/* Register value of a thread by DWARF number (or TGT_XREG); 0 or -1. */
int tgt_thread_reg(const tgt_thread_t *, int, uint64_t *);

/* ---- pure note parsing, exposed for unit tests and fuzzing ---- */
typedef int tgt_note_f(uint32_t type, const char *name, const void *desc,
    size_t descsz, void *arg);
int tgt_parse_notes(const void *buf, size_t len, tgt_note_f *, void *arg);
/*
 * Parses an NT_FILE descriptor whose words are wordsz (4 or 8) bytes;
 * returns the entry count or -1; cb per entry.
 */
typedef int tgt_ntfile_f(uint64_t start, uint64_t end, uint64_t fileoff,
    const char *path, void *arg);
int tgt_parse_ntfile(const void *desc, size_t descsz, int wordsz,
    tgt_ntfile_f *, void *);
/* Decodes an auxv array of (type, value) words of wordsz bytes into
 * out (pairs); returns the number of pairs (stops at AT_NULL). */
size_t tgt_parse_auxv(const void *desc, size_t descsz, int wordsz,
    uint64_t *out, size_t maxpairs);

#endif /* MDB_TARGET_H */
