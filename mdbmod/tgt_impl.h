/*
 * tgt_impl.h: the inside of the target layer, shared by the ELF-core code
 * (target.c), the operating-system back ends (tgt_linux.c,
 * tgt_illumos.c), the architecture data (regsets.c), the dynamic linker
 * walk (linkmap.c) and the decompressors (decomp.c).  Nothing outside
 * mdbmod/target*.c and those files includes it.
 */
#ifndef MDB_TGT_IMPL_H
#define	MDB_TGT_IMPL_H

#include <stdint.h>
#include <gelf.h>
#include "target.h"

/* ---- architectures (regsets.c) ---- */

/* A register's name for ::regs and mdb_getareg. */
typedef struct tgt_regname {
	const char *rn_name;
	int rn_reg;			/* DWARF number or TGT_XREG(n) */
} tgt_regname_t;

/*
 * Where a register sits in a register block of a note: the OS back end
 * copies each, so a layout is data (as elfutils' backends/<arch>_corenote.c
 * tables are).
 */
typedef struct tgt_regloc {
	uint16_t rl_off;		/* byte offset in the block */
	uint8_t rl_size;		/* 2, 4 or 8 bytes, little-endian */
	int16_t rl_reg;			/* DWARF number or TGT_XREG(n) */
} tgt_regloc_t;

typedef struct tgt_regset {
	const char *rs_what;		/* "Linux x86-64 user_regs_struct" */
	size_t rs_size;			/* bytes of the block */
	const tgt_regloc_t *rs_locs;
	size_t rs_nlocs;
} tgt_regset_t;

/* Code the unwinder recognises where no CFI covers the pc (x86). */
typedef struct tgt_prologue {
	unsigned char tp_push_fp;	/* push %ebp/%rbp (0 if none) */
	unsigned char tp_ret;		/* ret */
	const unsigned char *tp_movfp;	/* mov %esp,%ebp encodings, each */
	size_t tp_movfp_len;		/* tp_movfp_len bytes, ... */
	size_t tp_nmovfp;		/* ... tp_nmovfp of them */
} tgt_prologue_t;

typedef struct tgt_arch {
	const char *ta_name;		/* "x86-64", "aarch64", "i386" */
	uint16_t ta_machine;		/* EM_* */
	uint8_t ta_class;		/* ELFCLASS64 / ELFCLASS32 */
	uint8_t ta_ptrsize;
	int ta_pc, ta_sp, ta_fp;	/* DWARF numbers */
	int ta_lr;			/* link register (aarch64 x30), or -1 */
	int ta_ncfiregs;		/* DWARF registers 0..n-1 are what CFI
					   describes and the unwinder models */
	int ta_fp_sp_exact;		/* the caller's sp is exactly fp + 2
					   pointers (x86's push/mov); not on
					   aarch64, where the frame record may
					   sit anywhere in the frame */
	uint64_t ta_addrmask;		/* bits of an address */
	uint64_t ta_pcmask;		/* bits of a code address (aarch64:
					   pointer authentication stripped) */
	uint64_t ta_threadregs;		/* DWARF regs no call changes */
	uint64_t ta_calleesaved;	/* presumed kept across a frame-
					   pointer step, as gdb does */
	const tgt_prologue_t *ta_prologue;	/* NULL: none */
	/* ::regs: pairs in two columns, the pc line, single lines, a row of
	 * 16-bit registers, a row of wide ones; -1 ends each list */
	const int *ta_disp_pairs;
	const int *ta_disp_lines;
	const int *ta_disp_short;
	const int *ta_disp_wide;
	const tgt_regname_t *ta_names;	/* every name, aliases after */
	size_t ta_nnames;
	const char *ta_dwarf_source;	/* where the numbering comes from */
} tgt_arch_t;

const tgt_arch_t *tgt_arch_lookup(unsigned machine, unsigned elfclass);
const char *tgt_reg_name(const tgt_arch_t *, int reg);
int tgt_reg_by_name(const tgt_arch_t *, const char *);

/* The register blocks of each OS and architecture (regsets.c). */
extern const tgt_regset_t tgt_regset_linux_x86_64;
extern const tgt_regset_t tgt_regset_linux_aarch64;
extern const tgt_regset_t tgt_regset_linux_i386;
extern const tgt_regset_t tgt_regset_illumos_amd64;

/* Copies a block's registers into th; 0, or -1 if len is short. */
int tgt_regs_decode(const tgt_regset_t *, const void *, size_t,
    tgt_thread_t *);

/* ---- signals (per OS: numbers differ) ---- */

typedef struct tgt_signal {
	int sg_no;
	const char *sg_name;		/* "SIGABRT" */
	const char *sg_descr;		/* "Aborted" */
	int sg_core;			/* default action writes a core */
	int sg_fault;			/* si_addr is the faulting address */
} tgt_signal_t;

const tgt_signal_t *tgt_signal(const target_t *, int);

/* ---- loading ---- */

/* A note of the core, as the shared code found it. */
typedef struct tgt_note {
	uint32_t n_type;
	char n_name[16];		/* NUL-terminated (cut at 15) */
	const unsigned char *n_desc;
	size_t n_descsz;
	int n_seg;			/* index of its PT_NOTE segment */
} tgt_note_t;

/* A file range of the address space: from NT_FILE, or from link_map. */
typedef struct tgt_fileref {
	uint64_t fr_start, fr_end, fr_off;
	const char *fr_path;
	int fr_prot;			/* MDB_PROT_*, or -1 when unknown */
} tgt_fileref_t;

typedef struct tgt_load {
	tgt_note_t *tl_notes;
	size_t tl_nnotes;
	tgt_fileref_t *tl_files;
	size_t tl_nfiles, tl_capfiles;
	char **tl_strs;			/* strings owned for tl_files */
	size_t tl_nstrs;
	const char *tl_exe;		/* the user's executable, or NULL */
	size_t tl_phnum;
	int tl_nnotesegs;
	uint64_t tl_rep_lwp;		/* illumos: the LWP pstatus names */
} tgt_load_t;

typedef int tgt_nhdlr_f(target_t *, tgt_load_t *, const tgt_note_t *);

/* One entry of a back end's table: what to do with a note type. */
typedef struct tgt_nhdlr {
	uint32_t nh_type;
	const char *nh_name;		/* required note name, NULL: any */
	const char *nh_what;		/* "NT_PRSTATUS", for messages */
	tgt_nhdlr_f *nh_func;
} tgt_nhdlr_t;

/*
 * An operating-system back end: the note formats of one OS.  os_probe
 * says how sure it is that its OS wrote these notes (0: not at all);
 * os_nhdlrs handles each note in order; os_finish runs after the notes
 * (thread order, the exec's name); os_files finds the mapped files.
 */
typedef struct tgt_os {
	const char *os_name;
	int (*os_probe)(const target_t *, const tgt_load_t *);
	const tgt_nhdlr_t *os_nhdlrs;
	int (*os_finish)(target_t *, tgt_load_t *, char *, size_t);
	int (*os_files)(target_t *, tgt_load_t *);
	const tgt_signal_t *os_signals;
	size_t os_nsignals;
} tgt_os_t;

extern const tgt_os_t tgt_os_linux;
extern const tgt_os_t tgt_os_illumos;

/* Says once (per what) that something in the core could not be decoded. */
void tgt_notice(target_t *, const char *what, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void tgt_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* A new thread (zeroed, tid set); NULL when out of memory or too many. */
tgt_thread_t *tgt_thread_new(target_t *, int tid);
/* Adds a file range; path is copied when copy is set.  0 or -1. */
int tgt_fileref_add(tgt_load_t *, uint64_t start, uint64_t end,
    uint64_t off, const char *path, int copy, int prot);
/* auxv lookup; 0 when absent. */
uint64_t tgt_auxv_get(const target_t *, uint64_t key);
/* A NUL-terminated copy of at most n bytes of s, control chars kept. */
char *tgt_strndup(const char *s, size_t n);
/* Reads a string from the process (only bytes the target has). */
int tgt_readstr(target_t *, uint64_t addr, char *buf, size_t len);

/*
 * Finds the file for a path the core names: the user's executable (for
 * the exec), each -L directory as a sysroot then by basename, the path
 * itself.  Maps it read-only; returns 0 and fills *map, *size, *fd,
 * *found (malloc'ed path), or -1.  Only regular files are opened.
 */
int tgt_find_file(target_t *, const char *path, int is_exec,
    const char *exe, void **map, size_t *size, int *fd, char **found);

/* An ELF header in the process's memory (either class). */
typedef struct mem_ehdr {
	uint64_t me_phoff;
	unsigned me_phnum, me_phentsize;
	unsigned me_type;
	uint64_t me_entry;
} mem_ehdr_t;
/* The build-id in an ELF file's PT_NOTEs into id (64 bytes): its length. */
size_t tgt_file_buildid(Elf *, unsigned char *id);
/* Reads [addr, addr + n) from the core's own bytes only (no file): n/-1. */
ssize_t tgt_vread_core(target_t *, void *, size_t, uint64_t);
/* Reads the ELF header at base (core bytes only when core_only); 0/-1. */
int mem_read_ehdr(target_t *, uint64_t base, int core_only, mem_ehdr_t *);
/* Reads the program header at addr into a GElf_Phdr; 0 or -1. */
int mem_read_phdr(target_t *, uint64_t addr, int core_only,
    GElf_Phdr *);

/* ---- the dynamic linker's list (linkmap.c) ---- */

/*
 * Finds the loaded objects from r_debug/link_map in the process's
 * memory (DT_DEBUG of the executable, found from AT_PHDR / AT_ENTRY) and
 * adds a file range per PT_LOAD of each.  Returns the number of objects
 * found, or -1 (a notice says why).
 */
int tgt_linkmap_files(target_t *, tgt_load_t *);

/* ---- compressed cores and pipes (decomp.c) ---- */

/*
 * If fd (just opened on path) is a pipe, stdin or a compressed file,
 * copies it (decompressing) into an unlinked sparse temporary file and
 * returns that file's descriptor, filling src; returns fd itself when it
 * is a plain regular file; -1 with a message in err on failure.
 */
int tgt_source_open(const char *path, int fd, tgt_source_t *src,
    char *err, size_t errlen);

/* Decompresses in[0..inlen) of a known format into memory (fuzzing and
 * tests): returns the bytes written to out (at most outmax), -1 on a
 * malformed stream, -2 on an unknown format. */
ssize_t tgt_decompress_buf(const void *in, size_t inlen, void *out,
    size_t outmax);

#endif /* MDB_TGT_IMPL_H */
