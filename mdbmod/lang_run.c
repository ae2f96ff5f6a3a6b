/*
 * lang_run.c: statements and how they run; mdb_run_line().
 *
 * A line holds statements separated by ';' or newlines.  Each has the
 * shape of mdb_grammar.y's "statement":
 *
 *	[addr][,count] command [| command]... [! shell-command]
 *	addr			(sets dot)
 *	! shell-command
 *
 * where a command is ::dcmd [args], $x [args] (an old-style command),
 * /fmt (read memory) or =fmt (format a value).  A statement is parsed
 * whole, its expressions evaluated, its dcmds looked up, and only then
 * run: a syntax error, an unknown dcmd or a failed read in an expression
 * runs nothing of it, and the rest of the line is dropped as mdb drops
 * it.  A dcmd that fails does not stop the statements after it; one that
 * returns DCMD_ABORT, an interrupt, or $q does.
 *
 * Calls, as mdb makes them (mdb.c, mdb_call_idcmd):
 *  - "addr::d" calls d once with DCMD_ADDRSPEC, dot = addr; "::d" calls
 *    it at dot without DCMD_ADDRSPEC.
 *  - "addr,n::d" calls it n times with DCMD_LOOP (and DCMD_LOOPFIRST the
 *    first time).  Each call is at dot as the last left it plus the
 *    increment: 0 for a dcmd, the bytes read for /fmt, so "addr,4/X"
 *    prints four consecutive words.
 *  - In "a | b", a runs with DCMD_PIPE_OUT and its output is captured;
 *    the first word of each non-empty line is an address (mdb number
 *    syntax), and b runs once per address with DCMD_ADDRSPEC|DCMD_LOOP|
 *    DCMD_PIPE (LOOPFIRST on the first).  No addresses, no call.
 *  - "cmd ! sh" sends the last command's output to popen(sh, "w").
 *
 * mdb_run_line() may be re-entered by a dcmd (::eval): all parse state is
 * on the stack; only the nesting depth is counted, to bound recursion.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "language.h"

#define	LANG_MAXNEST	8	/* mdb_run_line() inside a dcmd inside ... */
/* addresses fed to a stage: 128 MB of them (with MDB_OUT_MAXBUF, the
 * memory a pipeline may hold at once) */
#define	LANG_MAXPIPEADDR (16 * 1024 * 1024)

typedef enum stage_kind {
	SK_DCMD,		/* a registered dcmd */
	SK_FMT,			/* /fmt or =fmt */
	SK_QUIT			/* $q */
} stage_kind_t;

typedef struct lang_stage {
	stage_kind_t ls_kind;
	int ls_verb;			/* SK_FMT: '/' or '=' */
	const mdb_dcmd_t *ls_dcmd;	/* SK_DCMD */
	const char *ls_name;		/* for usage and messages */
	int ls_argc;
	mdb_arg_t *ls_argv;		/* in the parse arena */
} lang_stage_t;

typedef struct lang_stmt {
	int st_addrspec;		/* an address was given */
	uint64_t st_addr;
	int st_loop;			/* a count was given */
	uint64_t st_count;
	int st_bare;			/* just an expression: set dot */
	int st_nstages;
	lang_stage_t st_stages[LANG_MAXSTAGES];
	const char *st_shell;		/* "cmd ! sh": sh */
	const char *st_system;		/* "! sh" alone: sh */
} lang_stmt_t;

/* The old-style $ commands and the dcmds they stand for. */
typedef struct dollar_cmd {
	int dc_char;
	const char *dc_dcmd;		/* NULL: $q */
	const char *dc_arg;		/* a first argument, or NULL */
} dollar_cmd_t;

static const dollar_cmd_t dollar_cmds[] = {
	{ 'c', "stack", NULL },		/* stack backtrace */
	{ 'C', "stack", "-v" },		/* ... with frame pointers and args */
	{ 'r', "regs", NULL },		/* registers */
	{ 'm', "mappings", NULL },	/* address space */
	{ '?', "status", NULL },	/* what the target is */
	{ 'w', "width", NULL },		/* output width */
	{ 'q', NULL, NULL },		/* quit */
	{ 0, NULL, NULL }
};

static int lang_nest;		/* mdb_run_line() depth; see above */

/* ---- parsing ---- */

/*
 * Repeat counts are capped (LANG_MAXCOUNT): mdb has no cap, but
 * "0,ffffffffff=X" would print for hours, and the command line is fuzzed.
 */
static int
check_count(lang_parse_t *p, uint64_t n)
{
	if (n > LANG_MAXCOUNT) {
		lang_error(p, "repeat count %#llx is too large (max %#x)",
		    (unsigned long long)n, LANG_MAXCOUNT);
		return (-1);
	}
	return (0);
}

static int
expect_rexpr(lang_parse_t *p)
{
	const lang_token_t *t = lang_peek(p);

	if (t->t_type != LT_REXPR) {
		if (t->t_type == LT_EOF || t->t_type == LT_TERM)
			lang_error(p, "syntax error: $[ unmatched");
		else
			lang_syntax(p, t);
		return (-1);
	}
	lang_next(p);
	return (0);
}

static int
add_arg(lang_parse_t *p, mdb_arg_t *args, int *argcp, int max,
    const mdb_arg_t *a)
{
	if (*argcp >= max) {
		lang_error(p, "too many arguments (max %d)", max);
		return (-1);
	}
	args[(*argcp)++] = *a;
	return (0);
}

/* Copies the collected arguments into the arena. */
static int
keep_args(lang_parse_t *p, lang_stage_t *ls, const mdb_arg_t *args, int argc)
{
	ls->ls_argc = argc;
	if (argc == 0) {
		ls->ls_argv = NULL;
		return (0);
	}
	if ((ls->ls_argv = lang_alloc(p, sizeof (mdb_arg_t) * argc)) == NULL) {
		lang_error(p, "out of memory");
		return (-1);
	}
	memcpy(ls->ls_argv, args, sizeof (mdb_arg_t) * argc);
	return (0);
}

/* A format list: characters, decimal counts, $[expr], "text". */
static int
parse_fmtlist(lang_parse_t *p, lang_stage_t *ls)
{
	mdb_arg_t args[LANG_MAXFMT];
	int argc = 0;

	for (;;) {
		const lang_token_t *t = lang_peek(p);
		mdb_arg_t a;
		uint64_t v;

		switch (t->t_type) {
		case LT_FCHAR:
			a.a_type = MDB_TYPE_CHAR;
			a.a_un.a_char = (char)t->t_char;
			break;
		case LT_FNUM:
			if (check_count(p, t->t_val) != 0)
				return (-1);
			a.a_type = MDB_TYPE_IMMEDIATE;
			a.a_un.a_val = t->t_val;
			break;
		case LT_WORD:
			a.a_type = MDB_TYPE_STRING;
			a.a_un.a_str = t->t_str;
			break;
		case LT_LEXPR:
			lang_next(p);
			if (lang_expr(p, &v) != 0 || p->p_err)
				return (-1);
			if (expect_rexpr(p) != 0)
				return (-1);
			if (check_count(p, v) != 0)
				return (-1);
			a.a_type = MDB_TYPE_IMMEDIATE;
			a.a_un.a_val = v;
			if (add_arg(p, args, &argc, LANG_MAXFMT, &a) != 0)
				return (-1);
			continue;
		case LT_ERR:
			return (-1);
		default:
			goto done;
		}
		lang_next(p);
		if (add_arg(p, args, &argc, LANG_MAXFMT, &a) != 0)
			return (-1);
	}
done:
	if (lang_fmt_check(ls->ls_verb, argc, args) != 0) {
		p->p_err = 1;
		return (-1);
	}
	return (keep_args(p, ls, args, argc));
}

/* Arguments of a dcmd: words and $[expr]; pre is an argument to put first. */
static int
parse_arglist(lang_parse_t *p, lang_stage_t *ls, const char *pre)
{
	mdb_arg_t args[LANG_MAXARGS];
	int argc = 0;

	if (pre != NULL) {
		args[argc].a_type = MDB_TYPE_STRING;
		args[argc++].a_un.a_str = pre;
	}
	for (;;) {
		const lang_token_t *t = lang_peek(p);
		mdb_arg_t a;
		uint64_t v;

		if (t->t_type == LT_WORD) {
			a.a_type = MDB_TYPE_STRING;
			a.a_un.a_str = t->t_str;
			lang_next(p);
		} else if (t->t_type == LT_LEXPR) {
			lang_next(p);
			if (lang_expr(p, &v) != 0 || p->p_err)
				return (-1);
			if (expect_rexpr(p) != 0)
				return (-1);
			a.a_type = MDB_TYPE_IMMEDIATE;
			a.a_un.a_val = v;
		} else if (t->t_type == LT_ERR) {
			return (-1);
		} else {
			break;
		}
		if (add_arg(p, args, &argc, LANG_MAXARGS, &a) != 0)
			return (-1);
	}
	return (keep_args(p, ls, args, argc));
}

static int
is_command(const lang_token_t *t)
{
	return (t->t_type == LT_VERB || t->t_type == LT_DCMD ||
	    t->t_type == LT_DOLLAR);
}

static int
parse_command(lang_parse_t *p, lang_stage_t *ls)
{
	const lang_token_t *t = lang_peek(p);
	const dollar_cmd_t *dc;
	const char *bt;
	char esc[128];

	memset(ls, 0, sizeof (*ls));
	switch (t->t_type) {
	case LT_VERB:
		ls->ls_kind = SK_FMT;
		ls->ls_verb = t->t_char;
		ls->ls_name = ls->ls_verb == '/' ? "/" : "=";
		lang_next(p);
		return (parse_fmtlist(p, ls));

	case LT_DCMD:
		ls->ls_kind = SK_DCMD;
		ls->ls_name = t->t_str;
		ls->ls_dcmd = mdb_dcmd_lookup(t->t_str);
		/* mdb's ::module`dcmd: we have one name space, drop module` */
		if (ls->ls_dcmd == NULL &&
		    (bt = strrchr(t->t_str, '`')) != NULL && bt[1] != '\0') {
			ls->ls_name = bt + 1;
			ls->ls_dcmd = mdb_dcmd_lookup(bt + 1);
		}
		if (ls->ls_dcmd == NULL) {
			(void) lang_escape(t->t_str, strlen(t->t_str), esc,
			    sizeof (esc));
			lang_error(p, "unknown dcmd: %s", esc);
			return (-1);
		}
		lang_next(p);
		return (parse_arglist(p, ls, NULL));

	case LT_DOLLAR:
		for (dc = dollar_cmds; dc->dc_char != 0; dc++) {
			if (dc->dc_char == t->t_char)
				break;
		}
		if (dc->dc_char == 0) {
			lang_error(p, "unknown dcmd: $%c", t->t_char);
			return (-1);
		}
		if (dc->dc_dcmd == NULL) {
			ls->ls_kind = SK_QUIT;
			ls->ls_name = "$q";
		} else {
			ls->ls_kind = SK_DCMD;
			ls->ls_name = dc->dc_dcmd;
			if ((ls->ls_dcmd = mdb_dcmd_lookup(dc->dc_dcmd)) ==
			    NULL) {
				lang_error(p, "unknown dcmd: $%c (::%s is not "
				    "loaded)", t->t_char, dc->dc_dcmd);
				return (-1);
			}
		}
		lang_next(p);
		return (parse_arglist(p, ls, dc->dc_arg));

	default:
		lang_syntax(p, t);
		return (-1);
	}
}

/* ';', a newline or the end of the line ends a statement. */
static int
expect_term(lang_parse_t *p)
{
	const lang_token_t *t = lang_peek(p);

	if (t->t_type == LT_TERM) {
		lang_next(p);
		return (0);
	}
	if (t->t_type == LT_EOF)
		return (0);
	lang_syntax(p, t);
	return (-1);
}

/* Returns 1 with *st filled, 0 at the end of the line, -1 on error. */
static int
parse_stmt(lang_parse_t *p, lang_stmt_t *st)
{
	const lang_token_t *t;

	memset(st, 0, sizeof (*st));
	t = lang_peek(p);

	switch (t->t_type) {
	case LT_EOF:
		return (0);
	case LT_ERR:
		return (-1);
	case LT_TERM:
		lang_next(p);
		return (1);		/* empty statement */
	case LT_BANG:
		lang_next(p);
		t = lang_peek(p);
		if (t->t_type != LT_SHELL) {
			lang_syntax(p, t);
			return (-1);
		}
		st->st_system = t->t_str;
		lang_next(p);
		return (expect_term(p) == 0 ? 1 : -1);
	default:
		break;
	}

	if (lang_expr_start(t)) {
		if (lang_expr(p, &st->st_addr) != 0)
			return (-1);
		st->st_addrspec = 1;
		t = lang_peek(p);
	}
	if (t->t_type == LT_OP && t->t_char == ',') {
		lang_next(p);
		if (lang_expr(p, &st->st_count) != 0 ||
		    check_count(p, st->st_count) != 0)
			return (-1);
		st->st_loop = 1;
	}

	t = lang_peek(p);
	if (!is_command(t)) {
		if (st->st_addrspec &&
		    (t->t_type == LT_TERM || t->t_type == LT_EOF)) {
			st->st_bare = 1;
			return (expect_term(p) == 0 ? 1 : -1);
		}
		lang_syntax(p, t);
		return (-1);
	}

	for (;;) {
		if (st->st_nstages >= LANG_MAXSTAGES) {
			lang_error(p, "pipeline too long (max %d commands)",
			    LANG_MAXSTAGES);
			return (-1);
		}
		if (parse_command(p, &st->st_stages[st->st_nstages]) != 0)
			return (-1);
		st->st_nstages++;
		t = lang_peek(p);
		if (t->t_type != LT_PIPE)
			break;
		lang_next(p);
		t = lang_peek(p);
		if (!is_command(t)) {
			lang_syntax(p, t);
			return (-1);
		}
	}

	if (t->t_type == LT_BANG) {
		lang_next(p);
		t = lang_peek(p);
		if (t->t_type != LT_SHELL) {
			lang_syntax(p, t);
			return (-1);
		}
		st->st_shell = t->t_str;
		lang_next(p);
	}
	if (p->p_err)
		return (-1);
	return (expect_term(p) == 0 ? 1 : -1);
}

/* ---- running ---- */

typedef enum run_status {
	RUN_OK,
	RUN_FAILED,		/* a command failed; go on with the line */
	RUN_STOP		/* stop the line (abort, interrupt, quit) */
} run_status_t;

static run_status_t
worse(run_status_t a, run_status_t b)
{
	return (a > b ? a : b);
}

/*
 * Ctrl-C stops the line.  mdb.m_intr stays set, so that every
 * mdb_run_line() up a nest of ::evals stops too; the top-level caller
 * (cmd/main.c) says "interrupted" and clears it.
 */
static int
check_intr(void)
{
	return (mdb.m_intr != 0);
}

/* One call of one stage. */
static run_status_t
call_stage(const lang_stage_t *ls, lang_fmtout_t *fo, uintptr_t addr,
    uint_t flags, uintptr_t *incrp)
{
	int rv;

	*incrp = 0;
	mdb.m_dot = addr;
	switch (ls->ls_kind) {
	case SK_QUIT:
		mdb.m_quit = 1;		/* not a failure: the line just ends */
		return (RUN_OK);
	case SK_FMT:
		if (mdb.m_outmode == MDB_OUT_JSON && !mdb_out_is_pipe()) {
			/* never text into a JSON stream (run_stmt refused) */
			return (RUN_FAILED);
		}
		rv = lang_fmt_exec(ls->ls_verb, fo, addr, flags, ls->ls_argc,
		    ls->ls_argv, incrp);
		break;
	default:
		rv = mdb_exec_dcmd(ls->ls_dcmd, ls->ls_name, addr, flags,
		    ls->ls_argc, ls->ls_argv);
		break;
	}
	switch (rv) {
	case DCMD_OK:
		return (RUN_OK);
	case DCMD_ABORT:
		return (RUN_STOP);
	default:
		return (RUN_FAILED);
	}
}

/* The first stage: once, or count times from addr. */
static run_status_t
run_first(const lang_stage_t *ls, uintptr_t addr, uint64_t count,
    uint_t flags)
{
	lang_fmtout_t fo;
	run_status_t rs = RUN_OK;
	uint64_t i;

	memset(&fo, 0, sizeof (fo));
	mdb.m_dot = addr;
	for (i = 0; i < count; i++) {
		uintptr_t incr;

		if (check_intr()) {
			rs = RUN_STOP;
			break;
		}
		/* ::dump-like dcmds take the count as a length, once */
		mdb.m_dcount = count;
		mdb.m_count_used = 0;
		rs = worse(rs, call_stage(ls, &fo, addr,
		    i == 0 ? flags : flags & ~DCMD_LOOPFIRST, &incr));
		/* a JSON refusal is said once, not once a call */
		if (mdb_json_refused_take() || rs == RUN_STOP ||
		    fo.fo_failed || mdb.m_quit || mdb.m_count_used)
			break;
		/* a dcmd may have moved dot; a format moves by what it read */
		addr = mdb.m_dot + incr;
	}
	lang_fmt_end(&fo);
	if (rs != RUN_STOP && check_intr())
		rs = RUN_STOP;
	return (rs);
}

/* A later stage: once per address from the stage before. */
static run_status_t
run_piped(const lang_stage_t *ls, const uint64_t *addrs, size_t naddrs,
    uint_t flags)
{
	lang_fmtout_t fo;
	run_status_t rs = RUN_OK;
	size_t i;

	memset(&fo, 0, sizeof (fo));
	flags |= DCMD_ADDRSPEC | DCMD_LOOP | DCMD_PIPE;
	for (i = 0; i < naddrs; i++) {
		uintptr_t incr;

		if (check_intr()) {
			rs = RUN_STOP;
			break;
		}
		mdb.m_dcount = 1;
		rs = worse(rs, call_stage(ls, &fo, (uintptr_t)addrs[i],
		    i == 0 ? flags | DCMD_LOOPFIRST : flags, &incr));
		/* a JSON refusal is said once, not once an address */
		if (mdb_json_refused_take() || rs == RUN_STOP ||
		    fo.fo_failed || mdb.m_quit)
			break;
	}
	lang_fmt_end(&fo);
	if (rs != RUN_STOP && check_intr())
		rs = RUN_STOP;
	return (rs);
}

/*
 * The addresses in a stage's output: the first word of each non-empty
 * line, as an mdb number.  Returns 0, or -1 with the bad line named.
 */
static int
pipe_addrs(const char *buf, size_t len, uint64_t **addrsp, size_t *np)
{
	uint64_t *addrs = NULL;
	size_t n = 0, cap = 0, i = 0;

	while (i < len) {
		size_t eol = i, s, e;
		char word[72];
		uint64_t v;

		while (eol < len && buf[eol] != '\n')
			eol++;
		for (s = i; s < eol && (buf[s] == ' ' || buf[s] == '\t' ||
		    buf[s] == '\r'); s++)
			continue;
		for (e = s; e < eol && buf[e] != ' ' && buf[e] != '\t' &&
		    buf[e] != '\r'; e++)
			continue;
		i = eol + 1;
		if (s == e)
			continue;

		if (e - s >= sizeof (word) || memchr(buf + s, '\0', e - s) !=
		    NULL || (memcpy(word, buf + s, e - s), word[e - s] = '\0',
		    mdb_strtonum(word, &v) != 0)) {
			char esc[96];
			size_t ll = eol - s > 48 ? 48 : eol - s;

			(void) lang_escape(buf + s, ll, esc, sizeof (esc));
			mdb_warn("pipeline: \"%s%s\" is not an address\n", esc,
			    eol - s > ll ? "..." : "");
			free(addrs);
			return (-1);
		}
		if (n == cap) {
			uint64_t *na;

			if (cap >= LANG_MAXPIPEADDR) {
				mdb_warn("pipeline: more than %d addresses\n",
				    LANG_MAXPIPEADDR);
				free(addrs);
				return (-1);
			}
			cap = cap == 0 ? 256 : cap * 2;
			if ((na = realloc(addrs, cap * sizeof (*na))) == NULL) {
				mdb_warn("pipeline: out of memory\n");
				free(addrs);
				return (-1);
			}
			addrs = na;
		}
		addrs[n++] = v;
	}
	*addrsp = addrs;
	*np = n;
	return (0);
}

static run_status_t
run_pipeline(const lang_stmt_t *st)
{
	uintptr_t addr = st->st_addrspec ? (uintptr_t)st->st_addr : mdb.m_dot;
	uint64_t count = st->st_loop ? st->st_count : 1;
	uint_t flags = 0;
	uint64_t *addrs = NULL;
	size_t naddrs = 0;
	run_status_t rs = RUN_OK;
	int i;

	if (st->st_addrspec)
		flags |= DCMD_ADDRSPEC;
	if (st->st_loop)
		flags |= DCMD_LOOP | DCMD_LOOPFIRST;

	for (i = 0; i < st->st_nstages; i++) {
		const lang_stage_t *ls = &st->st_stages[i];
		int last = (i == st->st_nstages - 1);
		uint_t pipe_out = last ? 0 : DCMD_PIPE_OUT;

		if (!last)
			mdb_out_push_buffer();
		if (i == 0) {
			rs = worse(rs, run_first(ls, addr, count,
			    flags | pipe_out));
		} else {
			rs = worse(rs, run_piped(ls, addrs, naddrs, pipe_out));
		}
		if (!last) {
			size_t len = 0;
			int full = mdb_out_full();
			char *buf = mdb_out_pop_buffer(&len);

			if (full) {
				mdb_warn("pipeline: stage %d printed more than "
				    "%zu MB for the next one; stopped (a "
				    "pipeline holds at most that much)\n",
				    i + 1, MDB_OUT_MAXBUF >> 20);
				rs = RUN_STOP;
			}

			free(addrs);
			addrs = NULL;
			naddrs = 0;
			if (rs != RUN_STOP && buf != NULL &&
			    pipe_addrs(buf, len, &addrs, &naddrs) != 0)
				rs = RUN_STOP;
			free(buf);
		}
		if (rs == RUN_STOP || naddrs == 0 || mdb.m_quit)
			break;
	}
	free(addrs);
	return (rs);
}

/*
 * The status of a shell command run by "! sh" or "cmd ! sh", as a shell
 * pipeline's: a non-zero exit fails the statement (the shell has said
 * why, if anything: grep finding nothing says nothing); a signal is said
 * here.  SIGPIPE is not a failure: "! head -1" stopped reading.
 */
static run_status_t
shell_status(int status, const char *cmd)
{
	if (status == -1) {
		mdb_warn("failed to run \"%s\": %s\n", cmd, strerror(errno));
		return (RUN_FAILED);
	}
	if (WIFSIGNALED(status)) {
		if (WTERMSIG(status) == SIGPIPE)
			return (RUN_OK);
		mdb_warn("\"%s\" was killed by signal %d\n", cmd,
		    WTERMSIG(status));
		return (RUN_FAILED);
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) != 0)
		return (RUN_FAILED);
	return (RUN_OK);
}

/*
 * "cmd ! sh": the pipeline's output goes to sh.  SIGPIPE is ignored
 * meanwhile so that "! head -1" ends the output, not jsmdb.
 */
static run_status_t
run_shell_pipe(const lang_stmt_t *st)
{
	struct sigaction ign, old;
	run_status_t rs;
	FILE *fp;
	int status;

	mdb_out_flush();
	(void) fflush(stdout);
	memset(&ign, 0, sizeof (ign));
	ign.sa_handler = SIG_IGN;
	(void) sigemptyset(&ign.sa_mask);
	(void) sigaction(SIGPIPE, &ign, &old);

	if ((fp = popen(st->st_shell, "w")) == NULL) {
		mdb_warn("failed to run \"%s\": %s\n", st->st_shell,
		    strerror(errno));
		(void) sigaction(SIGPIPE, &old, NULL);
		return (RUN_FAILED);
	}
	mdb_out_push_file(fp);
	rs = run_pipeline(st);
	mdb_out_flush();
	mdb_out_pop_file();
	status = pclose(fp);
	(void) sigaction(SIGPIPE, &old, NULL);
	return (worse(rs, shell_status(status, st->st_shell)));
}

static run_status_t
run_stmt(const lang_stmt_t *st)
{
	if (st->st_system != NULL) {
		mdb_out_flush();
		(void) fflush(stdout);
		return (shell_status(system(st->st_system), st->st_system));
	}
	if (st->st_bare) {
		/* mdb, reading a string: a bare expression sets dot */
		mdb.m_lastdot = mdb.m_dot;
		mdb.m_dot = (uintptr_t)st->st_addr;
		return (RUN_OK);
	}
	if (st->st_nstages == 0)
		return (RUN_OK);

	/*
	 * JSON mode: only the last stage's output reaches the user (the
	 * others feed the next stage addresses); if it has no JSON form,
	 * the statement is refused once, before anything runs.
	 */
	if (mdb.m_outmode == MDB_OUT_JSON && !mdb_out_is_pipe()) {
		const lang_stage_t *ls = &st->st_stages[st->st_nstages - 1];

		if (ls->ls_kind != SK_QUIT && !mdb_json_stage_ok(
		    ls->ls_kind == SK_DCMD ? ls->ls_dcmd : NULL,
		    ls->ls_kind == SK_FMT)) {
			(void) mdb_json_refused_take();
			return (RUN_FAILED);
		}
	}
	mdb.m_lastdot = mdb.m_dot;
	if (st->st_shell != NULL)
		return (run_shell_pipe(st));
	return (run_pipeline(st));
}

int
mdb_run_line(const char *line)
{
	lang_parse_t p;
	lang_stmt_t st;
	size_t len;
	int failed = 0;

	if (line == NULL)
		return (-1);
	if ((len = strlen(line)) > LANG_MAXLINE) {
		mdb_warn("command line too long (max %d bytes)\n",
		    LANG_MAXLINE);
		return (-1);
	}
	if (lang_nest >= LANG_MAXNEST) {
		mdb_warn("commands nested too deeply (max %d)\n",
		    LANG_MAXNEST);
		return (-1);
	}
	lang_nest++;
	lang_init(&p, line, len);

	for (;;) {
		run_status_t rs;
		int r = parse_stmt(&p, &st);

		if (r == 0)
			break;
		if (r < 0) {
			failed = 1;
			break;
		}
		rs = run_stmt(&st);
		if (rs != RUN_OK)
			failed = 1;
		if (rs == RUN_STOP || mdb.m_quit)
			break;
	}

	lang_fini(&p);
	lang_nest--;
	return (failed ? -1 : 0);
}
