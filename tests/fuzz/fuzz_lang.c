/*
 * fuzz_lang.c: the command language on arbitrary command lines.
 *
 * A real core (fuzz_core_path(): the threads core unless $FUZZ_CORE says
 * otherwise) is opened once, with its modules; each input is one command
 * line for mdb_run_line(), run with output to /dev/null.
 *
 * Bounds:
 *  - '!' is blanked out of the input (it runs a shell command), and
 *    system()/popen() refuse during an input anyway (fuzz.h), since a
 *    quoted "\x21" given to ::eval reaches `!` too;
 *  - counts: each input has a time budget ($FUZZ_BUDGET_MS, default 100 ms)
 *    after which mdb.m_intr is set as Ctrl-C sets it, so "0,fffff::stack"
 *    or a pipeline fanning out stops early instead of tripping libFuzzer's
 *    timeout; an input that still runs past -timeout ignored the
 *    interrupt, and that is a finding;
 *  - the input is cut at its first NUL and at -max_len (run-fuzz.sh).
 *
 * Global state one input may change (dot, the current thread, $q) is reset
 * before the next.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static long budget_ms;

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *core = fuzz_core_path();
	char err[4096];

	(void) argc;
	(void) argv;
	mdb.m_dcount = 1;
	mdb.m_target = tgt_open(core, NULL, NULL, 0, err, sizeof (err));
	if (mdb.m_target == NULL) {
		fprintf(stderr, "fuzz_lang: cannot open %s: %s\n"
		    "(make the reference cores: corpora/make-cores.sh threads)\n",
		    core, err);
		exit(1);
	}
	fuzz_quiet();
	mdb_modules_load(1);
	fuzz_deadline_init();
	budget_ms = fuzz_budget_ms(100);
	return (0);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *line = malloc(size + 1);

	if (line == NULL)
		return (0);
	memcpy(line, data, size);
	line[size] = '\0';
	for (size_t i = 0; i < size; i++) {
		if (line[i] == '!')
			line[i] = ' ';
	}

	fuzz_reset_state();
	fuzz_in_input = 1;
	fuzz_deadline_arm(budget_ms);
	(void) mdb_run_line(line);
	fuzz_deadline_disarm();
	fuzz_in_input = 0;
	mdb_gc_free();
	mdb_out_flush();
	free(line);
	return (0);
}
