/*
 * modapi.h: the module API.  Engine modules (v8/, spidermonkey/) and the
 * built-in dcmds see the target only through these calls.  The shapes follow
 * the illumos MDB module API (mdb_modapi.h) so that a dcmd written here
 * reads like an MDB module; jsmdb extensions are marked as such.
 */
#ifndef MDB_MODAPI_H
#define MDB_MODAPI_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include <gelf.h>		/* GElf_Sym only: modules never call libelf */

typedef unsigned int uint_t;
typedef unsigned char uchar_t;
typedef int boolean_t;
#ifndef B_TRUE
#define	B_FALSE	0
#define	B_TRUE	1
#endif

/* ---- dcmd arguments ---- */
#define	MDB_TYPE_STRING		0	/* a_un.a_str */
#define	MDB_TYPE_IMMEDIATE	1	/* a_un.a_val (a $[expr] or number) */
#define	MDB_TYPE_CHAR		2	/* a_un.a_char */

typedef struct mdb_arg {
	uint_t a_type;
	union {
		const char *a_str;
		uint64_t a_val;
		char a_char;
	} a_un;
} mdb_arg_t;

/* ---- dcmds ---- */
#define	DCMD_ADDRSPEC	0x01	/* an address was given (addr::dcmd) */
#define	DCMD_LOOP	0x02	/* called in a loop (addr,count or pipe) */
#define	DCMD_LOOPFIRST	0x04	/* first call of such a loop */
#define	DCMD_PIPE	0x08	/* input comes from a pipeline */
#define	DCMD_PIPE_OUT	0x10	/* output goes to a pipeline: print addrs */
/*
 * jsmdb extension: the output reaches the user in JSON mode (jsmdb -o
 * json, ::set -o json): print JSON lines (docs/json.md) with the
 * mdb_json_* calls below.  Only dcmds whose dc_flags have MDB_DCMD_JSON
 * are given it; the others are refused in JSON mode before they run.
 */
#define	DCMD_JSON	0x20

#define	DCMD_HDRSPEC(fl) (((fl) & DCMD_LOOPFIRST) || !((fl) & DCMD_LOOP))

#define	DCMD_OK		0
#define	DCMD_ERR	1
#define	DCMD_USAGE	2
#define	DCMD_ABORT	4

typedef int mdb_dcmd_f(uintptr_t, uint_t, int, const mdb_arg_t *);

typedef struct mdb_dcmd {
	const char *dc_name;
	const char *dc_usage;		/* "[-v] addr" style, may be NULL */
	const char *dc_descr;		/* one line */
	mdb_dcmd_f *dc_funcp;
	void (*dc_help)(void);		/* long help, may be NULL */
	uint_t dc_flags;		/* jsmdb extension: MDB_DCMD_*, 0 */
} mdb_dcmd_t;

/* dc_flags */
#define	MDB_DCMD_JSON	0x1	/* has a JSON form (DCMD_JSON), or prints
				   nothing of its own (::quit, ::eval) */

/* ---- walkers ---- */
#define	WALK_ERR	-1
#define	WALK_NEXT	0
#define	WALK_DONE	1

typedef int (*mdb_walk_cb_t)(uintptr_t, const void *, void *);

typedef struct mdb_walk_state {
	mdb_walk_cb_t walk_callback;
	void *walk_cbdata;
	uintptr_t walk_addr;
	void *walk_data;
	void *walk_arg;
	const void *walk_layer;
} mdb_walk_state_t;

typedef struct mdb_walker {
	const char *walk_name;
	const char *walk_descr;
	int (*walk_init)(mdb_walk_state_t *);
	int (*walk_step)(mdb_walk_state_t *);
	void (*walk_fini)(mdb_walk_state_t *);
	void *walk_init_arg;
} mdb_walker_t;

/*
 * jsmdb extension: a module is a table plus a probe.  jm_applies says
 * whether the target runs this module's engine; jm_init configures it
 * (reads metadata, prints what it found) and returns 0 on success.
 * Modules are listed in mdbmod/modules.c.
 */
/*
 * What the target knows of an executable when it has neither its file nor
 * its ELF header page (qemu-user's cores): the auxv's placement of it and
 * the core's own bytes.  A module with tables of known binaries
 * (jm_exec_layout) may recognize it there.
 */
typedef struct mdb_exec_probe {
	uint_t mep_machine;		/* the core's e_machine */
	uint64_t mep_entry;		/* AT_ENTRY */
	uint64_t mep_phdr;		/* AT_PHDR */
	uint64_t mep_phnum;		/* AT_PHNUM */
	/* the core's bytes of [addr, addr + n) (never a file's): n, or -1 */
	ssize_t (*mep_read)(void *arg, void *buf, size_t n, uint64_t addr);
	void *mep_arg;
} mdb_exec_probe_t;

#define	MDB_EXEC_MAXPH	64
typedef struct mdb_exec_layout {
	/* the file's program headers */
	GElf_Phdr mel_ph[MDB_EXEC_MAXPH];
	size_t mel_nph;
	uint64_t mel_bias;			/* load bias in the core */
	char mel_buildid[130];			/* hex */
	char mel_interp[256];			/* PT_INTERP's, or "" */
	char mel_how[512];			/* what matched, said once */
} mdb_exec_layout_t;

/*
 * jsmdb extension: a module is a table plus a probe.  jm_applies says
 * whether the target runs this module's engine; jm_init configures it
 * (reads metadata, prints what it found) and returns 0 on success.
 * The optional jm_release and jm_exec_layout read only the module's own
 * tables, so the target may ask them while it opens the core (before any
 * module applies): jm_release names the program release a build-id is
 * ("the official Node.js v22.23.3 linux-x64 binary"), 0 when known;
 * jm_exec_layout recognizes an executable the core lacks the header of
 * (exactly one binary of its tables matches, or it returns -1 and says
 * nothing).  Modules are listed in mdbmod/modules.c.
 */
typedef struct mdb_module {
	const char *jm_name;
	const mdb_dcmd_t *jm_dcmds;	/* NULL-name terminated */
	const mdb_walker_t *jm_walkers;	/* NULL-name terminated */
	int (*jm_applies)(void);
	int (*jm_init)(void);
	int (*jm_release)(uint_t machine, const char *buildid, char *buf,
	    size_t len);
	int (*jm_exec_layout)(const mdb_exec_probe_t *, mdb_exec_layout_t *);
} mdb_module_t;

/* ---- options ---- */
#define	MDB_OPT_SETBITS	1	/* uint_t bits, uint_t *p: *p |= bits */
#define	MDB_OPT_CLRBITS	2	/* uint_t bits, uint_t *p: *p &= ~bits */
#define	MDB_OPT_STR	3	/* const char **p */
#define	MDB_OPT_UINTPTR	4	/* uintptr_t *p (number, mdb radix rules) */
#define	MDB_OPT_UINT64	5	/* uint64_t *p */
#define	MDB_OPT_UINTPTR_SET 6	/* boolean_t *set, uintptr_t *p */

/*
 * mdb_getopts(argc, argv, 'a', MDB_OPT_SETBITS, 1, &flags,
 *     'n', MDB_OPT_UINTPTR, &n, NULL) returns the index of the first
 * argument that is not an option (so argc - ret are left), or -1 with a
 * warning printed when an unknown option or missing value is seen.
 */
int mdb_getopts(int, const mdb_arg_t *, ...);

/* ---- memory ---- */
/* Both return nbytes on success, -1 (nothing useful in buf) on failure. */
ssize_t mdb_vread(void *, size_t, uintptr_t);
/* Reads a NUL-terminated string of at most nbytes-1 chars; returns strlen or -1. */
ssize_t mdb_readstr(char *, size_t, uintptr_t);
/* Reads a global variable by symbol name, exactly sizeof(object). */
int mdb_readvar(void *, const char *);
int mdb_readsym(void *, size_t, const char *);
/*
 * jsmdb extension: a pointer straight into the mapped core for [addr,
 * addr+n) when the core itself carries all those bytes contiguously,
 * else NULL.  Valid until the target is closed.  For heap scans.
 */
const void *mdb_vptr(uintptr_t addr, size_t n);

/*
 * jsmdb extension: the caller is done with [addr, addr+n) for now; the
 * core's pages behind it may leave memory (they are read again from the
 * file if touched).  Lets a one-pass heap scan keep its resident set
 * small.  Pointers from mdb_vptr into the range stay valid.
 */
void mdb_vdone(uintptr_t addr, size_t n);

/* jsmdb extension: the target's memory segments, for heap scans. */
typedef struct mdb_segment {
	uintptr_t ms_start;
	uintptr_t ms_end;		/* exclusive */
	uint_t ms_prot;			/* MDB_PROT_* */
	const char *ms_path;		/* mapped file, NULL if anonymous */
	size_t ms_incore;		/* bytes from ms_start the core carries */
} mdb_segment_t;
#define	MDB_PROT_READ	4
#define	MDB_PROT_WRITE	2
#define	MDB_PROT_EXEC	1
typedef int mdb_segment_f(const mdb_segment_t *, void *);
int mdb_segment_iter(mdb_segment_f *, void *);

/* ---- symbols ---- */
#define	MDB_SYM_FUZZY	0	/* nearest symbol at or below addr */
#define	MDB_SYM_EXACT	1	/* addr must be a symbol's value */
/*
 * Bytes in a symbol name as the dcmds print it: V8's Turboshaft templates
 * demangle to 2,522 characters (demo-node22-arm64, as gdb names them); a
 * longer name is cut and ends in "..." (sym_fit).
 */
#define	MDB_SYM_NAMLEN	4096

#define	MDB_OBJ_EXEC	((const char *)0L)	/* the executable */
#define	MDB_OBJ_EVERY	((const char *)-1L)	/* all objects */

/* name may be "obj`name".  Returns 0 or -1. */
int mdb_lookup_by_name(const char *, GElf_Sym *);
int mdb_lookup_by_obj(const char *, const char *, GElf_Sym *);
/* Fills buf with the (demangled when enabled) name; returns 0 or -1. */
int mdb_lookup_by_addr(uintptr_t, uint_t, char *, size_t, GElf_Sym *);
/*
 * jsmdb extension: a frame's pc in parts, as ::stack's JSON records give
 * them (docs/json.md): the loaded object holding it (obj, "" if none),
 * the symbol naming it (demangled as output is) and the offset from the
 * symbol's start.  A return address (isret) is named by the call before
 * it (pc - 1), as gdb does; the offset is still pc's.  Returns 0, or -1
 * when no symbol covers it (sym "", *offp 0; obj may still be set).
 */
int mdb_pc_parts(uintptr_t pc, int isret, char *obj, size_t objlen,
    char *sym, size_t symlen, uint64_t *offp);

typedef int mdb_syment_f(void *, const GElf_Sym *, const char *, const char *);
/* Calls cb(arg, sym, name, objname) for each symbol of obj (or every object). */
int mdb_symbol_iter(const char *, mdb_syment_f *, void *);

/* ---- registers and threads (jsmdb extension shape) ---- */
typedef uint64_t mdb_reg_t;
/*
 * Register of thread tid (0: the current thread) by name: the
 * architecture's names ("rip", "rsp", "x29", "lr", "eip", "pstate") and
 * the aliases "pc", "sp", "fp".  0 or -1.
 */
int mdb_getareg(uint_t tid, const char *, mdb_reg_t *);
/*
 * jsmdb extension: the same by DWARF register number of the core's
 * architecture (x86-64: rbp 6, rsp 7, rip 16; aarch64: x29 29, x30 30,
 * sp 31, pc 32; i386: esp 4, ebp 5, eip 8).  0 or -1.
 */
int mdb_getareg_dwarf(uint_t tid, uint_t dwreg, mdb_reg_t *);

/*
 * Native frames of a thread, innermost first.  tid 0 means the current
 * thread.  fr_pc, fr_sp, fr_fp (the frame pointer register: rbp, x29,
 * ebp) are set; fr_cfa is the canonical frame address or 0.  Any other
 * register the unwinder recovered at a frame: mdb_frame_getreg, during
 * the callback only.
 */
typedef struct mdb_frame {
	uintptr_t fr_pc;
	uintptr_t fr_sp;
	uintptr_t fr_fp;
	uintptr_t fr_cfa;
	uint_t fr_how;			/* MDB_FRAME_* */
	const void *fr_priv;		/* the framework's; do not touch */
} mdb_frame_t;
/* A register (DWARF number) as recovered at that frame; 0 or -1 when the
 * unwinder does not know it there. */
int mdb_frame_getreg(const mdb_frame_t *, uint_t dwreg, mdb_reg_t *);
#define	MDB_FRAME_REGS	0	/* first frame, from the thread's registers */
#define	MDB_FRAME_CFI	1	/* unwound with DWARF CFI */
#define	MDB_FRAME_FP	2	/* unwound with the frame pointer */
typedef int mdb_frame_f(const mdb_frame_t *, void *);
int mdb_frame_iter(uint_t tid, mdb_frame_f *, void *);
/*
 * jsmdb extension: native frames from registers an engine recovered
 * where the unwinder stopped in its code (its JIT frames record its
 * native caller's): regs[i] is DWARF register i for the bits of known
 * (pc and sp at least); pc is a return address.  0, or -1.
 */
int mdb_frame_iter_regs(const mdb_reg_t *regs, uint_t nregs, uint64_t known,
    mdb_frame_f *, void *);
uint_t mdb_current_tid(void);

/* ---- walking ---- */
int mdb_walk(const char *, mdb_walk_cb_t, void *);
int mdb_pwalk(const char *, mdb_walk_cb_t, void *, uintptr_t);
int mdb_walk_dcmd(const char *, const char *, int, const mdb_arg_t *);
int mdb_pwalk_dcmd(const char *, const char *, int, const mdb_arg_t *, uintptr_t);

/* ---- calling other dcmds, and running command text ---- */
int mdb_call_dcmd(const char *, uintptr_t, uint_t, int, const mdb_arg_t *);
/* Runs a line of mdb command language as if typed; returns 0 or -1. */
int mdb_eval(const char *);

/* ---- output ---- */
/*
 * mdb_printf takes C printf conversions plus mdb's:
 *   %p   hex without 0x        %?p  same, padded to pointer width (16)
 *   %a   symbol+0xoff (or hex) %A   same, without "+0" when exact
 *   %<b> %</b> %<u> %</u>  bold/underline on a terminal, else nothing
 *   %?   in a width position: the pointer width (16)
 *   %r   number in the current radix without prefix
 * Output goes to the terminal, a pipe stage, or a shell (`!`).
 */
void mdb_printf(const char *, ...);	/* mdb formats: not checked */
void mdb_vprintf(const char *, va_list);
/* "jsmdb: " + message on stderr; a trailing newline is added if missing. */
void mdb_warn(const char *, ...) __attribute__((format(printf, 1, 2)));
void mdb_inc_indent(uint_t);
void mdb_dec_indent(uint_t);
/* mdb_printf's formats (%p without 0x, %a ...) into buf, as snprintf:
 * returns the length the whole would have, buf always terminated. */
size_t mdb_snprintf(char *buf, size_t len, const char *fmt, ...);
size_t mdb_vsnprintf(char *buf, size_t len, const char *fmt, va_list ap);
/* Prints s with control characters and invalid UTF-8 escaped (\n, \x1b). */
void mdb_printf_escaped(const char *s, size_t len);

/*
 * jsmdb extension: colour (mdbmod/colour.h decides whether it is on).
 * mdb_color_push(kind) starts text of a kind, mdb_color_pop() returns to
 * the kind before it; they nest.  mdb_color_line(1) puts the line
 * background (::jssource's current line) under what follows, until
 * mdb_color_line(0).  Nothing is written when colour is off, and the text
 * printed between them is the same either way.
 */
typedef enum mdb_color {
	MDB_C_PLAIN = 0,	/* the terminal's own colour */
	MDB_C_STRING,		/* a string value */
	MDB_C_NUMBER,		/* a number */
	MDB_C_LITERAL,		/* true, false, null */
	MDB_C_UNDEFINED,	/* undefined */
	MDB_C_FUNCTION,		/* a function */
	MDB_C_CLASS,		/* a class (constructor) name */
	MDB_C_PROPERTY,		/* a property name, an element index */
	MDB_C_ADDR,		/* an address */
	MDB_C_ERROR,		/* Error objects, NaN, holes, placeholders */
	MDB_C_JSFRAME,		/* ::jsstack: a JavaScript frame */
	MDB_C_NATIVEFRAME,	/* ::jsstack: a native frame */
	MDB_C_ELIDED,		/* ::jsstack: frames left out */
	MDB_C_KEYWORD,		/* source: a keyword */
	MDB_C_COMMENT,		/* source: a comment */
	MDB_C_REGEXP,		/* source: a regular expression literal */
	MDB_C_TEMPLATE,		/* source: a template literal's text */
	MDB_C_PUNCT,		/* source: an operator or punctuator */
	MDB_C_LINENO,		/* source: a line number */
	MDB_C_DIFF_CHANGED,	/* ::jsdiff: a value that changed */
	MDB_C_DIFF_ONLY_A,	/* ::jsdiff: only in A (removed) */
	MDB_C_DIFF_ONLY_B,	/* ::jsdiff: only in B (added) */
	MDB_C_DIFF_UNKNOWN,	/* ::jsdiff: not compared */
	MDB_C_NKINDS
} mdb_color_t;

void mdb_color_push(mdb_color_t);
void mdb_color_pop(void);
void mdb_color_line(int on);
/* Is colour on for what a dcmd prints now? */
int mdb_color_on(void);
/* printf in one colour */
void mdb_cprintf(mdb_color_t, const char *fmt, ...);
/* mdb_printf_escaped in one colour */
void mdb_cprint_escaped(mdb_color_t, const char *s, size_t len);
/*
 * The colours of JavaScript source (mdbmod/jstok.c's tokenizer): for
 * src[from..to), kinds[i - from] is the mdb_color_t of byte i.  The
 * whole of src before `to' is tokenized, so that comments and templates
 * begun earlier are known.  Returns -1 for a bad range.
 */
int mdb_js_colors(const char *src, size_t len, size_t from, size_t to,
    unsigned char *kinds);

/*
 * jsmdb extension: JSON lines (docs/json.md).  A record is
 *   mdb_json_begin("findjsobjects", "group");
 *   mdb_json_addr("address", rep); mdb_json_uint("count", n); ...
 *   mdb_json_end();
 * which prints {"schema":"jsmdb/1","dcmd":"findjsobjects","record":
 * "group","address":"...","count":...} and a newline.  Records are flat:
 * a value is a string, a number, a boolean, null or an array of strings.
 * Strings are RFC 8259 strings: '"', '\\' and control characters are
 * escaped, valid UTF-8 is kept, and each byte that is not part of valid
 * UTF-8 becomes \ufffd.
 */
#define	MDB_JSON_SCHEMA	"jsmdb/1"
void mdb_json_begin(const char *dcmd, const char *record);
void mdb_json_str(const char *key, const char *s);	/* NULL: null */
void mdb_json_strn(const char *key, const char *s, size_t len);
void mdb_json_uint(const char *key, uint64_t v);
void mdb_json_int(const char *key, int64_t v);
void mdb_json_double(const char *key, double v, int decimals);
/* the shortest digits that read back as v; null when not finite */
void mdb_json_number(const char *key, double v);
void mdb_json_bool(const char *key, int v);
void mdb_json_null(const char *key);
/* An address as a string of lower-case hex digits without 0x, as mdb
 * prints addresses and reads them back (radix 16). */
void mdb_json_addr(const char *key, uintptr_t v);
void mdb_json_array_begin(const char *key);
void mdb_json_array_str(const char *s);	/* NULL: null */
void mdb_json_array_uint(uint64_t v);	/* an array of numbers (triage) */
void mdb_json_array_end(void);
void mdb_json_end(void);
/*
 * A dcmd that cannot give an option's output as JSON (::jsfindrefs -g)
 * refuses with this: it says why once (fmt as mdb_warn's, then "; ::set
 * -o text") and returns DCMD_ERR to be returned.  The stage it runs in
 * is then not called again for the rest of its input: a pipeline fails
 * with one message, not one per address.
 */
int mdb_json_refuse(const char *fmt, ...);

/*
 * jsmdb extension: facts a module found about the target, shown by
 * ::status (in its JSON form): "engine", "v8_version", "node_version".
 * A NULL value removes the fact.  At most 16 facts.
 */
void mdb_target_fact(const char *name, const char *value);
const char *mdb_target_fact_get(const char *name);

/*
 * jsmdb extension: runs jsmdb itself (/proc/self/exe, or $JSMDB_SELF for
 * tests) on another core, with this session's -L directories, in JSON
 * mode (-o json), running cmds (-e).  Returns its standard output to read
 * (its standard error is kept in a temporary file), or NULL (said).
 * mdb_self_wait closes it, stops the child first when stop is set (the
 * caller read no further), reaps it and returns its exit status (0-255),
 * or -1 when it died of a signal; msg gets the last line of what it said
 * on standard error ("" if nothing).
 */
typedef struct mdb_child mdb_child_t;
mdb_child_t *mdb_self_run(const char *core, const char *cmds, FILE **outp);
int mdb_self_wait(mdb_child_t *, int stop, char *msg, size_t msglen);

/*
 * jsmdb extension: the progress line of a long task (progress.c).  On a
 * terminal only, once the task has run a second, at most 4 times a
 * second, on stderr; erased at the end (or kept, ending its line).
 *   mdb_progress_begin("scanning the heap", total_bytes);
 *   ... mdb_progress(bytes_done); ...
 *   mdb_progress_end(0);
 * A task with its own text draws with mdb_progress_show() when
 * mdb_progress_due() says a redraw is due.
 */
void mdb_progress_begin(const char *what, uint64_t total);
void mdb_progress(uint64_t done);
int mdb_progress_due(void);
void mdb_progress_show(const char *, ...) __attribute__((format(printf, 1, 2)));
void mdb_progress_clear(void);
void mdb_progress_end(int keep);
/* "1.5 GiB", "320.0 MiB", "12 KiB" */
void mdb_progress_size(uint64_t n, char *buf, size_t len);

/* Non-zero when the user asked to stop (Ctrl-C): long loops must poll it. */
int mdb_interrupted(void);

/* ---- memory allocation ---- */
#define	UM_NOSLEEP	0x0
#define	UM_SLEEP	0x1
#define	UM_GC		0x2	/* freed when the current command finishes */
void *mdb_alloc(size_t, uint_t);
void *mdb_zalloc(size_t, uint_t);
void mdb_free(void *, size_t);
/* The UM_GC memory allocated after a mark, freed early (heap-long loops). */
void *mdb_gc_mark(void);
void mdb_gc_release(void *mark);

/* ---- numbers ---- */
/* Parses a number with mdb rules: radix 16 default, 0t decimal, 0x hex,
 * 0o octal, 0i binary.  Returns 0 or -1. */
int mdb_strtonum(const char *, uint64_t *);
/* Value of an argument: immediate, or a string parsed as an expression. */
uint64_t mdb_argtoull(const mdb_arg_t *);

/* ---- target facts (jsmdb extension) ---- */
/* Path of a mapped object whose basename or path matches, or NULL. */
const char *mdb_object_path(const char *);
/*
 * Build-id of the executable as hex, or NULL.  It comes from the core's
 * copy of the executable's first page when the core has it, so it is
 * there when the binary itself is missing (moved or deleted): a module
 * can configure from tables keyed by build-id.
 */
const char *mdb_exec_buildid(void);
/* Build-id of the object named (as mdb_object_path matches), or NULL. */
const char *mdb_object_buildid(const char *);

/*
 * Disassembles [start, end) of the target, one instruction a line, as
 * ::dis prints it (dis.c); flags 0.  Returns 0, or -1 (said) when the
 * core lacks the bytes or has no disassembler for its architecture.
 */
int mdb_dis_range(uintptr_t start, uintptr_t end, uint_t flags);
/*
 * The same as JSON "instruction" records (docs/json.md) whose "dcmd" is
 * dcmd (NULL: text, as mdb_dis_range).
 */
int mdb_dis_range_json(uintptr_t start, uintptr_t end, const char *dcmd);

/* What the core is: OS, architecture, ELF class, pointer size. */
typedef struct mdb_target_info {
	const char *mti_os;		/* "Linux", "illumos" */
	const char *mti_arch;		/* "x86-64", "aarch64", "i386" */
	uint_t mti_machine;		/* ELF e_machine: 62 x86-64, 183
					   aarch64, 3 i386 */
	uint_t mti_class;		/* ELF class: 1 32-bit, 2 64-bit */
	uint_t mti_ptrsize;		/* 4 or 8 */
	uint_t mti_pc, mti_sp, mti_fp;	/* DWARF numbers of pc, sp, fp */
	int mti_lr;			/* link register's, -1 if none */
	uint64_t mti_pcmask;		/* bits of a code address (aarch64:
					   without pointer-authentication bits) */
} mdb_target_info_t;
int mdb_target_info(mdb_target_info_t *);

/* The loaded objects, executable first. */
typedef struct mdb_object {
	const char *mo_name;		/* basename ("libnode.so.108") */
	const char *mo_path;		/* path as the core names it */
	const char *mo_file;		/* the file opened, NULL if missing */
	uintptr_t mo_base;		/* lowest mapped address */
	uintptr_t mo_limit;		/* highest, exclusive */
	uintptr_t mo_bias;		/* load bias */
	const char *mo_buildid;		/* hex, or NULL */
	boolean_t mo_is_exec;
	boolean_t mo_other_build;	/* the file's build-id is not the core's */
	const char *mo_other_file;	/* a file of another build there,
					   not used (the executable) */
	boolean_t mo_buildid_layout;	/* mo_buildid is a module table's,
					   by the bytes the core holds */
} mdb_object_t;
typedef int mdb_object_f(const mdb_object_t *, void *);
/* Calls cb for each object until it returns non-zero; 0 or -1. */
int mdb_object_iter(mdb_object_f *, void *);
/*
 * The name of the first object (the executable first, then in load
 * order) whose symbol table has a symbol starting with prefix
 * ("v8dbg_": node's executable, or libnode.so in Debian's nodejs), or
 * NULL.  Pass it to mdb_symbol_iter or mdb_lookup_by_obj.
 */
const char *mdb_object_with_prefix(const char *prefix);

#endif /* MDB_MODAPI_H */
