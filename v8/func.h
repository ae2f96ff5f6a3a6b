/*
 * func.h: what func.c tells V8's je_func ops (eng_func.c) about a
 * function.  Inside v8/ only.
 */
#ifndef V8_FUNC_H
#define	V8_FUNC_H

#include "engine_func.h"

/* Is addr a JSFunction (not bound)?  0 and its SFI, or -1 (said). */
int v8_func_check(uintptr_t addr, uintptr_t *sfip);
/* The name ::jsfunction shows ("anonymous" for new Function's). */
void v8_func_shown_name(uintptr_t sfi, char *buf, size_t bufsz);
/* The function's source range, class constructors as a whole class. */
int v8_func_position(uintptr_t func, uintptr_t sfi, intptr_t *startp,
    intptr_t *endp);
/* Where it is defined. */
void v8_func_where(uintptr_t func, uintptr_t sfi, js_funcloc_t *fl);

extern const js_func_ops_t v8_func_ops;		/* eng_func.c */

#endif /* V8_FUNC_H */
