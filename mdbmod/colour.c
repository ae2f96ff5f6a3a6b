/*
 * colour.c: the one place that decides whether jsmdb's output is
 * coloured, and the palette: what each kind of text looks like (ECMA-48
 * SGR parameters).  See colour.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mdb.h"
#include "colour.h"

/*
 * The palette: kind -> SGR parameters (ECMA-48 8.3.117; 2 is faint, 1
 * bold, 3x a foreground colour, 9x a bright one).  The choices follow
 * Node.js' util.inspect where it colours the same kinds (strings green,
 * numbers yellow, undefined grey, functions cyan).
 */
static const struct {
	mdb_color_t pk_kind;
	const char *pk_sgr;
} palette[] = {
	{ MDB_C_PLAIN,		"" },
	{ MDB_C_STRING,		"32" },		/* green */
	{ MDB_C_NUMBER,		"33" },		/* yellow */
	{ MDB_C_LITERAL,	"35" },		/* magenta */
	{ MDB_C_UNDEFINED,	"90" },		/* grey */
	{ MDB_C_FUNCTION,	"36" },		/* cyan */
	{ MDB_C_CLASS,		"1;34" },	/* bold blue */
	{ MDB_C_PROPERTY,	"34" },		/* blue */
	{ MDB_C_ADDR,		"2" },		/* faint */
	{ MDB_C_ERROR,		"1;31" },	/* bold red */
	{ MDB_C_JSFRAME,	"36" },		/* cyan */
	{ MDB_C_NATIVEFRAME,	"33" },		/* yellow */
	{ MDB_C_ELIDED,		"2" },		/* faint */
	{ MDB_C_KEYWORD,	"35" },		/* magenta */
	{ MDB_C_COMMENT,	"90" },		/* grey */
	{ MDB_C_REGEXP,		"31" },		/* red */
	{ MDB_C_TEMPLATE,	"32" },		/* green */
	{ MDB_C_PUNCT,		"" },
	{ MDB_C_LINENO,		"2" },		/* faint */
	/* ::jsdiff, as git diff --color-words: old red, new green */
	{ MDB_C_DIFF_CHANGED,	"1;33" },	/* bold yellow */
	{ MDB_C_DIFF_ONLY_A,	"31" },		/* red */
	{ MDB_C_DIFF_ONLY_B,	"32" },		/* green */
	{ MDB_C_DIFF_UNKNOWN,	"1;35" },	/* bold magenta */
};

/* ::jssource's current line: a dark grey background (256-colour 237) */
#define	PALETTE_LINE_BG	"48;5;237"

static int color_mode = MDB_COLOR_AUTO;

int
mdb_color_parse(const char *s)
{
	if (strcmp(s, "auto") == 0)
		return (MDB_COLOR_AUTO);
	if (strcmp(s, "always") == 0 || strcmp(s, "on") == 0)
		return (MDB_COLOR_ALWAYS);
	if (strcmp(s, "never") == 0 || strcmp(s, "off") == 0)
		return (MDB_COLOR_NEVER);
	return (-1);
}

const char *
mdb_color_name(int mode)
{
	switch (mode) {
	case MDB_COLOR_ALWAYS:	return ("on");
	case MDB_COLOR_NEVER:	return ("off");
	default:		return ("auto");
	}
}

void
mdb_color_setmode(int mode)
{
	if (mode == MDB_COLOR_AUTO || mode == MDB_COLOR_ALWAYS ||
	    mode == MDB_COLOR_NEVER)
		color_mode = mode;
}

int
mdb_color_mode(void)
{
	return (color_mode);
}

/*
 * On: forced, or (auto) the output is the terminal jsmdb's stdout is and
 * NO_COLOR is unset or empty.  Never in JSON mode, and never into a
 * pipeline stage (the caller's check) or a shell command after `!'
 * unless forced.
 */
int
mdb_color_for(FILE *fp)
{
	const char *nc;

	if (fp == NULL || mdb.m_outmode == MDB_OUT_JSON)
		return (0);
	if (color_mode == MDB_COLOR_NEVER)
		return (0);
	if (color_mode == MDB_COLOR_ALWAYS)
		return (1);
	if (fp != stdout || !mdb.m_tty)
		return (0);
	nc = getenv("NO_COLOR");
	return (nc == NULL || nc[0] == '\0');
}

size_t
mdb_color_sgr(int kind, int bg, char *buf, size_t len)
{
	const char *fg = "";
	size_t i;
	int n;

	for (i = 0; i < sizeof (palette) / sizeof (palette[0]); i++) {
		if ((int)palette[i].pk_kind == kind) {
			fg = palette[i].pk_sgr;
			break;
		}
	}
	/* reset first, so that a faint or bold before does not linger */
	n = snprintf(buf, len, "\033[0%s%s%s%sm", bg ? ";" : "",
	    bg ? PALETTE_LINE_BG : "", fg[0] != '\0' ? ";" : "", fg);
	if (n < 0 || (size_t)n >= len) {
		if (len > 0)
			buf[0] = '\0';
		return (0);
	}
	return ((size_t)n);
}
