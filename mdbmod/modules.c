/*
 * modules.c: the engine modules jsmdb knows.  Each says whether it
 * applies to the target (mdb_module_t.jm_applies); mdb_modules_load()
 * in modapi.c registers the built-ins and every module that applies.
 */
#include "mdb.h"

extern const mdb_module_t v8_module;
extern const mdb_module_t v8_stack_module;
extern const mdb_module_t v8_heap_module;
extern const mdb_module_t sm_module;
extern const mdb_module_t js_module;

const mdb_module_t *const mdb_modules[] = {
	&v8_module,
	&v8_stack_module,
	&v8_heap_module,
	&sm_module,
	&js_module,		/* last: the engines above registered */
	NULL
};
