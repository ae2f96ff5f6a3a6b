/*
 * termsafe.h: bytes on their way to a terminal.
 *
 * Paths, symbol names, strings and messages that reach stdout or stderr
 * may come from the core or from the user's arguments, and a core can
 * hold anything: an escape sequence in a file name the core records
 * would otherwise drive the user's terminal (retitle it, rewrite what it
 * shows, answer back).  Everything jsmdb writes to a FILE goes through
 * here, once, at the last step: C0 control bytes other than newline and
 * tab, DEL, and the C1 controls (U+0080..U+009F in UTF-8) are written
 * as \xNN.  Text between dcmds of a pipeline is not touched.
 */
#ifndef MDB_TERMSAFE_H
#define	MDB_TERMSAFE_H

#include <stdarg.h>
#include <stdio.h>
#include <stddef.h>

/* Writes p[0..n) to fp, control bytes escaped. */
void termsafe_write(FILE *fp, const char *p, size_t n);
/* printf to fp, the result escaped. */
void termsafe_vprintf(FILE *fp, const char *fmt, va_list ap);
void termsafe_printf(FILE *fp, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#endif /* MDB_TERMSAFE_H */
