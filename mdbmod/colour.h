/*
 * colour.h: colour on a terminal, decided in one place.
 *
 * A dcmd says what kind of text it is about to print (mdb_color_push(),
 * modapi.h); whether that becomes an SGR sequence is decided here, from
 * the mode (jsmdb --color=auto|always|never, ::set -C on|off|auto), the
 * NO_COLOR environment variable (no-color.org: any non-empty value turns
 * colour off in auto mode), whether the output goes to the terminal, and
 * the output mode (never in JSON).  The sequences are jsmdb's own, taken
 * from the palette table in colour.c and written straight to the
 * terminal, around the text; the text itself still goes through
 * termsafe.c, so no byte of the core can ever become an escape sequence,
 * and removing the sequences gives the output printed without colour.
 */
#ifndef MDB_COLOUR_H
#define	MDB_COLOUR_H

#include <stdio.h>

#define	MDB_COLOR_AUTO		0	/* on when stdout is a terminal */
#define	MDB_COLOR_ALWAYS	1
#define	MDB_COLOR_NEVER		2

/* "auto", "always"/"on", "never"/"off" to a mode; -1 for anything else */
int mdb_color_parse(const char *);
const char *mdb_color_name(int);
void mdb_color_setmode(int);
int mdb_color_mode(void);

/* Is colour written to fp now (the sink's file; the caller has checked
 * that the output is not a pipe stage)? */
int mdb_color_for(FILE *fp);

/* The SGR sequence of a kind, with the line background on or not. */
size_t mdb_color_sgr(int kind, int bg, char *buf, size_t len);

/* Closes whatever colour is open and forgets the nesting (after each
 * command, so that an error path cannot leave the terminal coloured). */
void mdb_color_reset(void);

#endif /* MDB_COLOUR_H */
