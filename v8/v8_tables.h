/*
 * v8_tables.h: the shape of the per-version tables (tables.c) that
 * v8cfg.c consults next to the binary's v8dbg_* metadata.
 *
 * Entry names live in the same namespace as v8_const() / v8_class_offset():
 *   "class_JSArray__length"      a class field offset (no type suffix)
 *   "parent_JSArray__JSObject"   a class's superclass (value unused)
 *   "SmiShiftSize"               any other constant
 * A V8T_DFLT entry is used only when the metadata lacks the name; a V8T_FIX
 * entry wins over the metadata (the metadata is known to be wrong).
 */
#ifndef V8_TABLES_H
#define V8_TABLES_H

#include <stdint.h>

#define	V8T_DFLT	0x1
#define	V8T_FIX		0x2

typedef struct v8_tabent {
	const char *vte_name;
	intptr_t vte_value;
	unsigned vte_flags;
} v8_tabent_t;

typedef struct v8_table {
	int vt_major, vt_minor;		/* V8 major.minor this describes */
	const char *vt_what;		/* "Node.js 18" */
	const v8_tabent_t *vt_ents;	/* NULL-name terminated */
} v8_table_t;

/* Entries true of every V8 release jsmdb supports (consulted last). */
extern const v8_tabent_t v8_table_common[];
/* Context instance type names in FirstContextType order, NULL-ended. */
extern const char *const v8_context_type_names[];
/* Per-release tables, NULL-terminated. */
extern const v8_table_t *const v8_tables[];

#endif /* V8_TABLES_H */
