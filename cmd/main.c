/*
 * jsmdb: a postmortem debugger for JavaScript.  This file is the program:
 * arguments, the readline prompt, batch mode (-e, -f, stdin), exit codes.
 *
 *   jsmdb [-L dir]... [-o json|text] [--color=auto|always|never]
 *       [-e commands | -f file] [executable] core
 *   jsmdb [-L dir]... [-o json|text] --diff old-core [executable] core
 *   jsmdb [-L dir]... --heapsnapshot file [executable] core
 *   jsmdb [-L dir]... --triage core...
 *   jsmdb --help | -h
 *   jsmdb --version | -V
 *
 * Exit status: 0 when every command succeeded, 1 when one failed (or the
 * core is truncated), 2 for usage errors or a core that cannot be opened.
 */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <sys/wait.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <readline/readline.h>
#include <readline/history.h>

#include "mdb.h"
#include "termsafe.h"
#include "colour.h"
#include "triage.h"

#define	JSMDB_VERSION	"0.1.0"
#define	MAX_LIBDIRS	64
#define	HISTORY_FILE	".jsmdb_history"
#define	HISTORY_MAX	1000

static volatile sig_atomic_t in_readline;

static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: jsmdb [-L dir]... [-o json|text] [-e commands | -f file]\n"
	    "             [executable] core\n"
	    "       jsmdb [-L dir]... [-o json|text] --diff old-core "
	    "[executable] core\n"
	    "       jsmdb [-L dir]... --heapsnapshot file [executable] core\n"
	    "       jsmdb [-L dir]... --triage core...\n"
	    "       jsmdb --help | --version\n"
	    "\n"
	    "  -e commands  run the commands (';' or newline separated), then "
	    "exit;\n"
	    "               repeatable: several -e run in order\n"
	    "  -f file      run the commands in file, then exit\n"
	    "  -L dir       also look for mapped files in dir (repeatable;\n"
	    "               dir is tried as a sysroot, then by basename)\n"
	    "  -o json|text output mode: JSON lines (docs/json.md) or text\n"
	    "               (the default); ::set -o changes it\n"
	    "  --color=auto|always|never\n"
	    "               colour: on a terminal unless NO_COLOR is set "
	    "(auto, the\n"
	    "               default), always, or never; ::set -C changes it\n"
	    "  --diff old-core\n"
	    "               compare the heap census of old-core with core's "
	    "(::jsdiffcore),\n"
	    "               then exit\n"
	    "  --heapsnapshot file\n"
	    "               write core's V8 heap to file as a Chrome DevTools "
	    "heap\n"
	    "               snapshot (::heapsnapshot), then exit\n"
	    "  --triage     print one JSON record per core (program, signal, "
	    "stack\n"
	    "               signature, top constructors, heap total; "
	    "docs/json.md),\n"
	    "               a core that cannot be read included, then exit\n"
	    "  -h, --help   print this help and exit\n"
	    "  -V, --version\n"
	    "               print the version and exit\n"
	    "\n"
	    "Without -e or -f, commands are read from standard input: a prompt\n"
	    "when it is a terminal.  The executable is found from the core "
	    "when\nnot named.  Exit status: 0 when every command succeeded, 1 "
	    "when one\nfailed, 2 for a usage error or a core that cannot be "
	    "opened.\n"
	    "\n"
	    "At the prompt, ::help lists the commands.  See jsmdb(1) and\n"
	    "jsmdb-dcmds(7).\n");
}

static void
version(void)
{
	printf("jsmdb %s\n", JSMDB_VERSION);
}

/* Exit status of --help and --version: 0 unless stdout could not be
 * written (a full disk, a closed pipe), as GNU programs do. */
static int
stdout_status(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "jsmdb: standard output: %s\n",
		    strerror(errno));
		return (2);
	}
	return (0);
}

static void
on_sigint(int sig)
{
	(void) sig;
	mdb.m_intr = 1;
	if (in_readline) {
		/* abandon the line being typed and show a fresh prompt */
		if (write(STDOUT_FILENO, "\n", 1) != 1) {
			/* nothing to do about it in a signal handler (a
			 * (void) cast does not quiet warn_unused_result) */
		}
		rl_on_new_line();
		rl_replace_line("", 0);
		rl_redisplay();
		mdb.m_intr = 0;
	}
}

/* Runs one line of commands, recording failure for the exit status. */
static void
run(const char *line)
{
	mdb.m_intr = 0;
	if (mdb_run_line(line) != 0)
		mdb.m_exitcode = 1;
	if (mdb.m_intr) {
		mdb_out_flush();
		fprintf(stderr, "jsmdb: interrupted\n");
		mdb.m_intr = 0;
	}
	mdb_out_flush();
	fflush(stdout);
}

static int
run_stream(FILE *fp)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;

	while (!mdb.m_quit && (n = getline(&line, &cap, fp)) >= 0) {
		if (n > 0 && line[n - 1] == '\n')
			line[n - 1] = '\0';
		run(line);
	}
	free(line);
	return (0);
}

/* Tab completion of dcmd names after "::" (and of "$" commands). */
static char *
dcmd_generator(const char *text, int state)
{
	static size_t idx;
	const mdb_dcmd_ent_t *e;

	if (state == 0)
		idx = 0;
	while ((e = mdb_dcmd_nth(idx++)) != NULL) {
		if (strncmp(e->de_dcmd->dc_name, text, strlen(text)) == 0)
			return (strdup(e->de_dcmd->dc_name));
	}
	return (NULL);
}

static char **
jsmdb_completion(const char *text, int start, int end)
{
	(void) end;
	rl_attempted_completion_over = 1;
	if (start >= 2 && rl_line_buffer[start - 1] == ':' &&
	    rl_line_buffer[start - 2] == ':')
		return (rl_completion_matches(text, dcmd_generator));
	/* "::help sta<TAB>" completes dcmd names too */
	if (strncmp(rl_line_buffer, "::help ", 7) == 0)
		return (rl_completion_matches(text, dcmd_generator));
	return (NULL);
}

static void
interactive(void)
{
	char hist[4096] = "";
	const char *home = getenv("HOME");
	char *line;

	if (home != NULL) {
		snprintf(hist, sizeof (hist), "%s/%s", home, HISTORY_FILE);
		(void) read_history(hist);
	}
	rl_readline_name = "jsmdb";
	rl_attempted_completion_function = jsmdb_completion;
	rl_basic_word_break_characters = " \t\n|;:";
	rl_catch_signals = 0;

	while (!mdb.m_quit) {
		in_readline = 1;
		line = readline("> ");
		in_readline = 0;
		if (line == NULL) {
			printf("\n");
			break;
		}
		if (line[0] != '\0') {
			HIST_ENTRY *last = history_get(history_base +
			    history_length - 1);

			if (last == NULL || strcmp(last->line, line) != 0)
				add_history(line);
		}
		run(line);
		free(line);
	}
	if (hist[0] != '\0') {
		(void) write_history(hist);
		(void) history_truncate_file(hist, HISTORY_MAX);
	}
}

/* The -e commands, joined; freed at exit. */
static char *cmdbuf;

static void
free_cmdbuf(void)
{
	free(cmdbuf);
	cmdbuf = NULL;
}

/* buf (NULL or from malloc) with a newline and more after it. */
static char *
cmds_append(char *buf, const char *more)
{
	size_t have = buf == NULL ? 0 : strlen(buf), add = strlen(more);
	char *nb = realloc(buf, have + add + 2);

	if (nb == NULL)
		return (NULL);
	if (have > 0)
		nb[have++] = '\n';
	(void) memcpy(nb + have, more, add + 1);
	return (nb);
}

/*
 * jsmdb --triage: one JSON record per core (mdbmod/triage.c), each core
 * read by a child of its own through a pipe, so that a core that crashes
 * or hangs jsmdb still gets a record (with the error) and the run goes
 * on.  Exit status 0 when every core gave a record without error, 1
 * otherwise.
 */
#define	TRIAGE_MAXREC	((size_t)64 << 20)

static int
triage_one(const char *core, char **libdirs, int nlibdirs)
{
	char err[4096];

	mdb.m_dcount = 1;
	mdb.m_tty = 0;
	mdb.m_outmode = MDB_OUT_TEXT;
	mdb_color_setmode(MDB_COLOR_NEVER);
	mdb.m_target = tgt_open(core, NULL, libdirs, nlibdirs, err,
	    sizeof (err));
	if (mdb.m_target == NULL) {
		mdb_triage_error(core, err);
		mdb_out_flush();
		return (1);
	}
	mdb_out_push_file(stderr);
	mdb_modules_load(1);
	mdb_out_pop_file();
	mdb_triage(core);
	mdb_out_flush();
	fflush(stdout);
	return (0);
}

static int
triage_cores(int argc, char **argv, char **libdirs, int nlibdirs)
{
	int i, rv = 0;

	signal(SIGPIPE, SIG_IGN);
	for (i = 0; i < argc; i++) {
		int fds[2], status;
		char *buf = NULL, msg[256];
		size_t len = 0, cap = 0;
		ssize_t n;
		pid_t pid;

		fflush(stdout);
		if (pipe(fds) != 0 || (pid = fork()) < 0) {
			(void) snprintf(msg, sizeof (msg), "cannot start a "
			    "reader: %s", strerror(errno));
			mdb_triage_error(argv[i], msg);
			mdb_out_flush();
			rv = 1;
			continue;
		}
		if (pid == 0) {
			close(fds[0]);
			if (dup2(fds[1], STDOUT_FILENO) < 0)
				_exit(3);
			close(fds[1]);
			_exit(triage_one(argv[i], libdirs, nlibdirs));
		}
		close(fds[1]);
		for (;;) {
			if (len + 65536 > cap) {
				char *nb;

				if (cap >= TRIAGE_MAXREC ||
				    (nb = realloc(buf, cap + 65536 * 4)) ==
				    NULL)
					break;
				buf = nb;
				cap += 65536 * 4;
			}
			n = read(fds[0], buf + len, cap - len);
			if (n < 0 && errno == EINTR)
				continue;
			if (n <= 0)
				break;
			len += (size_t)n;
		}
		close(fds[0]);
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
		/* one whole record, or the reason there is none */
		if (len > 1 && buf[len - 1] == '\n' &&
		    memchr(buf, '\n', len - 1) == NULL && len < cap &&
		    WIFEXITED(status) && WEXITSTATUS(status) <= 1) {
			(void) fwrite(buf, 1, len, stdout);
			if (WEXITSTATUS(status) != 0)
				rv = 1;
		} else {
			if (WIFSIGNALED(status))
				(void) snprintf(msg, sizeof (msg), "jsmdb "
				    "died reading it (signal %d)",
				    WTERMSIG(status));
			else
				(void) snprintf(msg, sizeof (msg), "jsmdb "
				    "gave no record (exit status %d)",
				    WIFEXITED(status) ? WEXITSTATUS(status) :
				    -1);
			mdb_triage_error(argv[i], msg);
			mdb_out_flush();
			rv = 1;
		}
		free(buf);
		fflush(stdout);
	}
	return (rv);
}

/*
 * --diff OLD and --heapsnapshot FILE: the dcmd run with the path as its
 * one argument, without the command language's quoting between them.
 */
static void
path_dcmd(const char *opt, const char *dcmd, const char *path)
{
	mdb_arg_t arg;

	arg.a_type = MDB_TYPE_STRING;
	arg.a_un.a_str = path;
	mdb.m_intr = 0;
	if (mdb_dcmd_lookup(dcmd) == NULL) {
		fprintf(stderr, "jsmdb: %s: no JavaScript engine module "
		    "applies to this core\n", opt);
		mdb.m_exitcode = 1;
	} else if (mdb_call_dcmd(dcmd, 0, 0, 1, &arg) != DCMD_OK) {
		mdb.m_exitcode = 1;
	}
}

int
main(int argc, char **argv)
{
	char *libdirs[MAX_LIBDIRS];
	int nlibdirs = 0;
	const char *cmds = NULL, *cmdfile = NULL, *exe = NULL, *core;
	const char *diff = NULL, *snapfile = NULL;
	char err[4096];
	struct sigaction sa;
	int c, batch, outmode = MDB_OUT_TEXT, triage = 0;
	static const struct option longopts[] = {
		{ "help",	no_argument,		NULL,	'h' },
		{ "version",	no_argument,		NULL,	'V' },
		{ "diff",	required_argument,	NULL,	'D' },
		{ "heapsnapshot", required_argument,	NULL,	'S' },
		{ "color",	required_argument,	NULL,	'C' },
		{ "triage",	no_argument,		NULL,	'T' },
		{ "colour",	required_argument,	NULL,	'C' },
		{ NULL,		0,			NULL,	0 }
	};

	while ((c = getopt_long(argc, argv, "L:e:f:o:hV", longopts,
	    NULL)) != -1) {
		switch (c) {
		case 'o':
			if ((outmode = mdb_outmode_parse(optarg)) < 0) {
				termsafe_printf(stderr, "jsmdb: -o %s: the "
				    "output mode is json or text\n", optarg);
				return (2);
			}
			break;
		case 'D':
			diff = optarg;
			break;
		case 'S':
			snapfile = optarg;
			break;
		case 'T':
			triage = 1;
			break;
		case 'C':
			if ((c = mdb_color_parse(optarg)) < 0) {
				termsafe_printf(stderr, "jsmdb: --color=%s: "
				    "colour is auto, always or never\n",
				    optarg);
				return (2);
			}
			mdb_color_setmode(c);
			break;
		case 'L':
			if (nlibdirs == MAX_LIBDIRS) {
				fprintf(stderr, "jsmdb: too many -L options\n");
				return (2);
			}
			libdirs[nlibdirs++] = optarg;
			break;
		case 'e':
			/* Repeatable, as gdb's -ex: the commands run in order. */
			if ((cmds = cmds_append(cmdbuf, optarg)) == NULL) {
				fprintf(stderr, "jsmdb: out of memory\n");
				return (2);
			}
			if (cmdbuf == NULL)
				(void) atexit(free_cmdbuf);
			cmdbuf = (char *)cmds;
			break;
		case 'f':
			cmdfile = optarg;
			break;
		case 'V':
			version();
			return (stdout_status());
		case 'h':
			usage(stdout);
			return (stdout_status());
		default:
			usage(stderr);
			return (2);
		}
	}
	if (cmds != NULL && cmdfile != NULL) {
		fprintf(stderr, "jsmdb: -e and -f cannot be used together\n");
		return (2);
	}
	if (diff != NULL && (cmds != NULL || cmdfile != NULL)) {
		fprintf(stderr, "jsmdb: --diff runs no other commands: not "
		    "with -e or -f\n");
		return (2);
	}
	if (snapfile != NULL && (cmds != NULL || cmdfile != NULL ||
	    diff != NULL)) {
		fprintf(stderr, "jsmdb: --heapsnapshot runs no other commands: "
		    "not with -e, -f or --diff\n");
		return (2);
	}
	argc -= optind;
	argv += optind;
	if (triage) {
		if (cmds != NULL || cmdfile != NULL || diff != NULL ||
		    snapfile != NULL || outmode == MDB_OUT_JSON) {
			fprintf(stderr, "jsmdb: --triage runs no other "
			    "commands: not with -e, -f, -o, --diff or "
			    "--heapsnapshot\n");
			return (2);
		}
		if (argc == 0) {
			usage(stderr);
			return (2);
		}
		return (triage_cores(argc, argv, libdirs, nlibdirs));
	}
	if (argc == 1) {
		core = argv[0];
	} else if (argc == 2) {
		exe = argv[0];
		core = argv[1];
	} else {
		usage(stderr);
		return (2);
	}
	if (diff != NULL && (strcmp(core, "-") == 0 ||
	    strcmp(diff, "-") == 0)) {
		fprintf(stderr, "jsmdb: --diff reads both cores from files, "
		    "not stdin\n");
		return (2);
	}
	if (strcmp(core, "-") == 0 && cmds == NULL && cmdfile == NULL) {
		fprintf(stderr, "jsmdb: a core read from stdin (-) needs its "
		    "commands from -e or -f\n");
		return (2);
	}
	if (exe != NULL && access(exe, R_OK) != 0) {
		termsafe_printf(stderr, "jsmdb: %s: %s\n", exe, strerror(errno));
		return (2);
	}

	mdb.m_dcount = 1;
	mdb.m_tty = isatty(STDOUT_FILENO);
	mdb.m_outmode = outmode;
	batch = cmds != NULL || cmdfile != NULL || diff != NULL ||
	    snapfile != NULL ||
	    !isatty(STDIN_FILENO);

	mdb.m_target = tgt_open(core, exe, libdirs, nlibdirs, err,
	    sizeof (err));
	if (mdb.m_target == NULL) {
		termsafe_printf(stderr, "jsmdb: %s\n", err);
		return (2);
	}

	/* In batch mode (and in JSON mode) what modules say on loading goes
	 * to stderr, so that stdout carries only the commands' output. */
	if (batch || outmode == MDB_OUT_JSON)
		mdb_out_push_file(stderr);
	mdb_modules_load(0);
	if (batch || outmode == MDB_OUT_JSON)
		mdb_out_pop_file();
	mdb_out_flush();

	memset(&sa, 0, sizeof (sa));
	sa.sa_handler = on_sigint;
	sigemptyset(&sa.sa_mask);
	(void) sigaction(SIGINT, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);

	if (diff != NULL) {
		path_dcmd("--diff", "jsdiffcore", diff);
	} else if (snapfile != NULL) {
		path_dcmd("--heapsnapshot", "heapsnapshot", snapfile);
	} else if (cmds != NULL) {
		run(cmds);
	} else if (cmdfile != NULL) {
		FILE *fp = fopen(cmdfile, "r");

		if (fp == NULL) {
			termsafe_printf(stderr, "jsmdb: %s: %s\n", cmdfile,
			    strerror(errno));
			tgt_close(mdb.m_target);
			return (2);
		}
		(void) run_stream(fp);
		fclose(fp);
	} else if (!isatty(STDIN_FILENO)) {
		(void) run_stream(stdin);
	} else {
		interactive();
	}

	mdb_out_flush();
	fflush(stdout);
	if (mdb.m_target->t_truncated && mdb.m_exitcode == 0)
		mdb.m_exitcode = 1;
	tgt_close(mdb.m_target);
	return (mdb.m_exitcode);
}
