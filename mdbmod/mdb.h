/*
 * mdb.h: the framework's internal interface, shared by the command
 * language, the built-in dcmds and cmd/.  Modules use modapi.h only.
 */
#ifndef MDB_MDB_H
#define MDB_MDB_H

#include <stdio.h>
#include "modapi.h"
#include "target.h"

typedef struct mdb_state {
	target_t *m_target;		/* NULL: no target opened */
	uintptr_t m_dot;		/* '.' */
	uintptr_t m_lastdot;		/* dot before the last command */
	uint_t m_tid;			/* current thread (0: first thread) */
	int m_tty;			/* stdout is a terminal */
	int m_verbose;			/* -v given to jsmdb */
	int m_quit;			/* ::quit / $q seen */
	int m_exitcode;			/* 0 ok, 1 a command failed */
	volatile int m_intr;		/* SIGINT seen */
	uint64_t m_dcount;		/* count of addr,count::dcmd (1 if none) */
	int m_count_used;		/* the dcmd consumed m_dcount itself (as
					   ::dump does): do not repeat it */
	size_t m_cols;			/* output width for formats ($w);
					   0: 80 */
	int m_outmode;			/* MDB_OUT_TEXT or MDB_OUT_JSON */
} mdb_state_t;

extern mdb_state_t mdb;

/* Output modes (jsmdb -o, ::set -o); docs/json.md for JSON. */
#define	MDB_OUT_TEXT	0
#define	MDB_OUT_JSON	1
/* "json" or "text" to a mode; -1 for anything else. */
int mdb_outmode_parse(const char *);
const char *mdb_outmode_name(int);
/*
 * JSON refusals (docs/json.md): whether a dcmd's (is_fmt: a format's)
 * output may be printed in JSON mode, said when not (and then counted as
 * a refusal); and whether anything refused since the last call to it
 * (the stage that refused is then not called again).
 */
int mdb_json_stage_ok(const mdb_dcmd_t *d, int is_fmt);
int mdb_json_refused_take(void);
/* The i-th target fact (mdb_target_fact), or -1 past the end. */
int mdb_target_fact_nth(size_t, const char **name, const char **value);

/* ---- registry (modapi.c) ---- */
typedef struct mdb_dcmd_ent {
	const mdb_dcmd_t *de_dcmd;
	const char *de_module;
} mdb_dcmd_ent_t;

int mdb_register_dcmds(const char *module, const mdb_dcmd_t *);
int mdb_register_walkers(const char *module, const mdb_walker_t *);
const mdb_dcmd_t *mdb_dcmd_lookup(const char *);
const mdb_walker_t *mdb_walker_lookup(const char *);
/* i-th registered dcmd / walker in name order, or NULL past the end. */
const mdb_dcmd_ent_t *mdb_dcmd_nth(size_t);
const mdb_walker_t *mdb_walker_nth(size_t, const char **module);

/* Loads built-ins and every module that applies to the target. */
void mdb_modules_load(int quiet);
/* jm_release, jm_exec_layout of the first module that knows (modapi.h) */
int mdb_modules_release(uint_t machine, const char *buildid, char *buf,
    size_t len);
int mdb_modules_exec_layout(const mdb_exec_probe_t *, mdb_exec_layout_t *);
/* Module by name ("v8"): initialise it even if it did not probe. */
int mdb_module_force(const char *);

/*
 * Calls a dcmd with mdb's conventions: prints usage on DCMD_USAGE,
 * frees UM_GC memory after the outermost call.  Returns the DCMD_* code.
 */
int mdb_exec_dcmd(const mdb_dcmd_t *, const char *name, uintptr_t addr,
    uint_t flags, int argc, const mdb_arg_t *argv);
void mdb_dcmd_usage(const mdb_dcmd_t *, const char *name);
void mdb_gc_free(void);

/* ---- output sinks (modapi.c) ---- */
/*
 * Output goes to the top sink: stdout at the bottom; the command language
 * pushes a memory buffer for a pipe stage and a FILE for `! cmd`.
 */
void mdb_out_push_buffer(void);
char *mdb_out_pop_buffer(size_t *len);	/* caller frees */
/*
 * A pipeline stage's captured output is bounded (memory, not a count of
 * lines): past MDB_OUT_MAXBUF bytes it is dropped, mdb_out_full() says
 * so, and mdb_interrupted() is true so that the dcmd stops.
 */
#define	MDB_OUT_MAXBUF	((size_t)256 << 20)
int mdb_out_full(void);
void mdb_out_push_file(FILE *);
void mdb_out_pop_file(void);
void mdb_out_flush(void);
/* Is the output of the dcmd being run going to a pipe stage? */
int mdb_out_is_pipe(void);

/* ---- the command language (language.c) ---- */
/* Runs one line (may hold several ';'-separated commands).
 * Returns 0 if every command succeeded, -1 otherwise (errors printed). */
int mdb_run_line(const char *line);
/* Evaluates an expression in mdb syntax; returns 0 or -1 (message printed). */
int mdb_eval_expr(const char *expr, uint64_t *val);

/* ---- builtins.c ---- */
extern const mdb_dcmd_t mdb_builtin_dcmds[];
extern const mdb_walker_t mdb_builtin_walkers[];
extern const mdb_dcmd_t mdb_util_dcmds[];		/* builtins_util.c */
extern const mdb_dcmd_t mdb_ctypes_dcmds[];		/* ctypes.c */
extern const mdb_dcmd_t mdb_dis_dcmds[];		/* dis.c */

#endif /* MDB_MDB_H */
