/*
 * symbols.h: symbol tables of mapped objects (.symtab and .dynsym via
 * libelf), lookup by name and by address, C++ demangling.
 * Tables are built lazily, one per object, the first time it is asked.
 */
#ifndef MDB_SYMBOLS_H
#define MDB_SYMBOLS_H

#include <gelf.h>
#include "target.h"

/* A found symbol; value is a runtime address (bias applied). */
typedef struct sym_result {
	const char *sr_name;		/* mangled, owned by the table */
	uint64_t sr_value;
	uint64_t sr_size;
	unsigned char sr_info;		/* GELF_ST_INFO */
	tgt_object_t *sr_obj;
} sym_result_t;

/*
 * By name.  obj NULL: the executable first, then every other object in
 * load order.  "obj`name" forms are split by the caller (sym_split).
 * Returns 0 or -1.
 */
int sym_lookup_name(target_t *, const char *obj, const char *name,
    sym_result_t *);
/* Nearest function/object symbol at or below addr; exact demands equality.
 * A symbol with size covers [value, value+size); one without size covers up
 * to the next symbol.  Returns 0 or -1. */
int sym_lookup_addr(target_t *, uint64_t addr, int exact, sym_result_t *);

typedef int sym_iter_f(const sym_result_t *, void *);
/* Each defined symbol of obj (NULL: all objects); stops when cb != 0. */
int sym_iter(target_t *, tgt_object_t *obj, sym_iter_f *, void *);

/* Demangled name into buf (or the name itself if not mangled). */
char *sym_fit(char *buf, size_t len, const char *name);
const char *sym_demangle(const char *name, char *buf, size_t len);
/* Demangling in output on or off (mdb's ::set -o demangle); default on. */
extern int sym_demangle_on;

/* Splits "libc.so.6`abort" into obj and name; returns 1 if split. */
int sym_split(const char *spec, char *obj, size_t objlen, const char **name);

/* Formats addr as "sym+0xoff" (or "obj`sym+0xoff" when the symbol is not
 * in the executable and qualify is set), or hex when no symbol. */
void sym_format_addr(target_t *, uint64_t addr, int qualify, char *buf,
    size_t len);
/* The same for a stack frame's pc (uw_frame_t f_pc, f_isret): a return
 * address is named by the call before it, at addr - 1, as gdb's bt does
 * (a noreturn call may be the last instruction of its function); the
 * offset is still from addr: "level2+0x9".  If nothing covers addr - 1,
 * addr itself is tried (V8's deoptimizer makes frames that return to a
 * builtin's first byte). */
void sym_format_pc(target_t *, uint64_t addr, int isret, int qualify,
    char *buf, size_t len);

/* sym_format_pc's parts: name and offset; -1 when no symbol covers it. */
int sym_pc_parts(target_t *, uint64_t addr, int isret, char *name,
    size_t len, uint64_t *offp);

void sym_free(tgt_object_t *);

#endif /* MDB_SYMBOLS_H */
