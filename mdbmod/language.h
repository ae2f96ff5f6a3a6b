/*
 * language.h: private interface of mdb's command language, split as
 *
 *	lang_lex.c	tokens: numbers, symbols, operators, words, strings
 *	lang_expr.c	expressions (mdb precedence), mdb_eval_expr()
 *	lang_fmt.c	the format verbs addr/fmt and value=fmt
 *	lang_run.c	statements, pipelines, `!`, $-commands, mdb_run_line()
 *
 * Nothing here is static state: every parse lives in a lang_parse_t on the
 * caller's stack, so mdb_run_line() can be re-entered from a dcmd (::eval).
 */
#ifndef MDB_LANGUAGE_H
#define MDB_LANGUAGE_H

#include <stddef.h>
#include <stdint.h>
#include "mdb.h"

/* Caps: a command line is also fuzzed, so everything is bounded. */
#define	LANG_MAXLINE	(1024 * 1024)	/* bytes in one line */
#define	LANG_MAXDEPTH	64		/* expression nesting */
#define	LANG_MAXARGS	256		/* arguments of one command */
#define	LANG_MAXSTAGES	32		/* commands in one pipeline */
#define	LANG_MAXTOK	8192		/* bytes in a word or string */
#define	LANG_MAXSYM	MDB_SYM_NAMLEN	/* bytes in a symbol or dcmd name */
#define	LANG_MAXFMT	1024		/* items in one format list */
#define	LANG_MAXCOUNT	0x100000	/* addr,count and /count repeats */
#define	LANG_MAXITEMS	0x100000	/* items one format command prints */

/* Lexer states, as mdb_lex.l's start conditions. */
typedef enum lang_mode {
	LM_INITIAL,		/* start of a statement: expressions, verbs */
	LM_EXPR,		/* inside $[ ] */
	LM_FMT,			/* after / or =: format characters */
	LM_ARG,			/* after ::dcmd or $x: argument words */
	LM_SHELL		/* after !: the rest is a shell command */
} lang_mode_t;

typedef enum lang_tok {
	LT_EOF,			/* end of input */
	LT_TERM,		/* ';' or newline */
	LT_NUM,			/* number or character constant: t_val */
	LT_SYM,			/* symbol name (or "."): t_str */
	LT_VAR,			/* <name, a variable: t_str = name */
	LT_OP,			/* one-character operator: t_char */
	LT_EQ,			/* == */
	LT_NE,			/* != */
	LT_MOD,			/* %% */
	LT_LSHIFT,		/* << */
	LT_RSHIFT,		/* >> */
	LT_DEREF,		/* unary '*' or '%' or a cast: t_val = size */
	LT_VERB,		/* format verb / or =: t_char */
	LT_DCMD,		/* ::name: t_str = name */
	LT_DOLLAR,		/* $x: t_char = x */
	LT_LEXPR,		/* $[ */
	LT_REXPR,		/* ] closing $[ */
	LT_WORD,		/* argument word or quoted string: t_str */
	LT_FCHAR,		/* format character: t_char */
	LT_FNUM,		/* a format list's decimal count: t_val */
	LT_PIPE,		/* | between commands */
	LT_BANG,		/* ! starting a shell command */
	LT_SHELL,		/* the shell command text: t_str */
	LT_ERR			/* lexical error, message already printed */
} lang_tok_t;

typedef struct lang_token {
	lang_tok_t t_type;
	uint64_t t_val;
	int t_char;
	char *t_str;		/* in the parse arena */
	size_t t_pos;		/* offset of the token in the input */
} lang_token_t;

/* Allocations that live as long as one mdb_run_line() or expression. */
typedef struct lang_chunk {
	struct lang_chunk *lc_next;
	size_t lc_used, lc_size;
	/* data follows */
} lang_chunk_t;

typedef struct lang_parse {
	const char *p_in;	/* the text being parsed */
	size_t p_len;
	size_t p_pos;		/* next byte to lex */
	lang_mode_t p_mode;
	lang_mode_t p_oldmode;	/* mode to resume after $[ ] */
	int p_peeked;		/* p_tok holds a token not yet consumed */
	lang_token_t p_tok;
	int p_err;		/* an error was printed; unwind */
	int p_depth;		/* current expression nesting */
	lang_chunk_t *p_arena;
} lang_parse_t;

/* lang_lex.c */
void lang_init(lang_parse_t *, const char *, size_t);
void lang_fini(lang_parse_t *);
void *lang_alloc(lang_parse_t *, size_t);
char *lang_strndup(lang_parse_t *, const char *, size_t);
const lang_token_t *lang_peek(lang_parse_t *);
void lang_next(lang_parse_t *);
void lang_syntax(lang_parse_t *, const lang_token_t *);
void lang_error(lang_parse_t *, const char *, ...)
    __attribute__((format(printf, 2, 3)));
size_t lang_escape(const char *, size_t, char *, size_t);
int lang_strtonum_radix(const char *, size_t, int, uint64_t *);

/* lang_expr.c */
int lang_expr_start(const lang_token_t *);
int lang_expr(lang_parse_t *, uint64_t *);

/* lang_fmt.c */
#define	LANG_FMT_READ	'/'	/* addr/fmt: read memory at addr */
#define	LANG_FMT_VALUE	'='	/* value=fmt: format the value itself */

/* Line state of one format command, kept across its loop iterations. */
typedef struct lang_fmtout {
	size_t fo_col;		/* output column */
	int fo_indent;		/* continuation lines start at the margin */
	int fo_failed;		/* a read failed (or too much): stop */
	uint64_t fo_items;	/* items printed, for LANG_MAXITEMS */
} lang_fmtout_t;

int lang_fmt_check(int verb, int argc, const mdb_arg_t *argv);
int lang_fmt_exec(int verb, lang_fmtout_t *, uintptr_t addr, uint_t flags,
    int argc, const mdb_arg_t *argv, uintptr_t *incr);
void lang_fmt_end(lang_fmtout_t *);
/* ::formats: the format characters, one line each. */
void lang_fmt_list(void);

#endif /* MDB_LANGUAGE_H */
