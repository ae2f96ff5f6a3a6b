/*
 * module.c: the V8 module as the framework sees it: when it applies, how it
 * initialises, and its dcmds and walkers (dcmds_v8.c,
 * jsdiff.c).  The
 * stack and heap-scan dcmds register as modules of the same name listed
 * after this one in mdbmod/modules.c (stack_module.c, heap_module.c),
 * which apply once this module has configured V8.
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"
#include "engine.h"

extern const js_engine_t v8_engine;		/* engine.c */

extern const mdb_dcmd_t v8_dcmds_v8[];		/* dcmds_v8.c */
extern const mdb_dcmd_t v8_jsdiff_dcmds[];	/* jsdiff.c */


#define	V8_MAXDCMDS	256

static mdb_dcmd_t v8_all_dcmds[V8_MAXDCMDS + 1];
static mdb_walker_t v8_all_walkers[V8_MAXDCMDS + 1];

static void
gather(void)
{
	const mdb_dcmd_t *dt[] = { v8_dcmds_v8, v8_jsdiff_dcmds };
	const mdb_walker_t *wt[] = { NULL };	/* the js walkers: jsmod.c */
	size_t i, n = 0;

	for (i = 0; i < sizeof (dt) / sizeof (dt[0]); i++) {
		const mdb_dcmd_t *d;

		for (d = dt[i]; d != NULL && d->dc_name != NULL &&
		    n < V8_MAXDCMDS; d++)
			v8_all_dcmds[n++] = *d;
	}
	memset(&v8_all_dcmds[n], 0, sizeof (mdb_dcmd_t));
	n = 0;
	for (i = 0; i < sizeof (wt) / sizeof (wt[0]); i++) {
		const mdb_walker_t *w;

		for (w = wt[i]; w != NULL && w->walk_name != NULL &&
		    n < V8_MAXDCMDS; w++)
			v8_all_walkers[n++] = *w;
	}
	memset(&v8_all_walkers[n], 0, sizeof (mdb_walker_t));
}

int
v8_module_applies(void)
{
	GElf_Sym sym;

	/* the binary's metadata, or jsmdb's table for a missing binary */
	return (mdb_lookup_by_name("v8dbg_type_JSObject__JS_OBJECT_TYPE",
	    &sym) == 0 || mdb_lookup_by_name("v8dbg_SmiShiftSize", &sym) == 0 ||
	    v8_bin_find() != NULL);
}

static int
v8_init(void)
{
	gather();
	/*
	 * Even when the metadata is unusable, stay loaded so that ::v8load
	 * can configure from a table; dcmds then say what is missing.  (A
	 * V8 the heap model does not read -- pointer compression -- is said
	 * once, without offering ::v8load, which cannot help.)
	 */
	if (v8_cfg_init(1) == -1)
		mdb_warn("v8: not configured; use ::v8load VERSION");
	return (js_engine_register(&v8_engine));
}

const mdb_module_t v8_module = {
	"v8",
	v8_all_dcmds,
	v8_all_walkers,
	v8_module_applies,
	v8_init,
	v8_bin_release_of,
	v8_bin_exec_layout
};
