/*
 * jsmod.c: the "js" module: the dcmds written once over the engine
 * interface (engine.h).  It is listed after every engine module in
 * modules.c and applies to every core, so that on a core without a
 * JavaScript engine the js dcmds say so rather than being unknown.
 */
#include <string.h>

#include "engine.h"

extern const mdb_dcmd_t js_engine_dcmds[];	/* engine.c */
extern const mdb_dcmd_t js_stack_dcmds[];	/* jsstack.c */
extern const mdb_walker_t js_stack_walkers[];	/* jsstack.c */
extern const mdb_dcmd_t js_func_dcmds[];	/* jsfunc.c */
extern const mdb_dcmd_t js_refs_dcmds[];	/* jsrefs.c */
extern const mdb_dcmd_t js_census_dcmds[];	/* jscensus.c */
extern const mdb_walker_t js_census_walkers[];	/* jscensus.c */
extern const mdb_dcmd_t js_value_dcmds[];	/* jsprint_dcmds.c */
extern const mdb_walker_t js_value_walkers[];	/* jsprint_dcmds.c */

#define	JS_MAXDCMDS	64

static mdb_dcmd_t js_dcmds[JS_MAXDCMDS + 1];
static mdb_walker_t js_walkers[JS_MAXDCMDS + 1];

static int
js_init(void)
{
	const mdb_dcmd_t *dt[] = {
		js_engine_dcmds,
		js_stack_dcmds,
		js_func_dcmds,
		js_refs_dcmds,
		js_census_dcmds,
		js_value_dcmds,
	};
	const mdb_walker_t *wt[] = {
		js_stack_walkers,
		js_census_walkers,
		js_value_walkers,
	};
	size_t i, n = 0;

	for (i = 0; i < sizeof (dt) / sizeof (dt[0]); i++) {
		const mdb_dcmd_t *d;

		for (d = dt[i]; d != NULL && d->dc_name != NULL; d++) {
			if (n == JS_MAXDCMDS)
				return (-1);
			js_dcmds[n++] = *d;
		}
	}
	(void) memset(&js_dcmds[n], 0, sizeof (mdb_dcmd_t));
	n = 0;
	for (i = 0; i < sizeof (wt) / sizeof (wt[0]); i++) {
		const mdb_walker_t *w;

		for (w = wt[i]; w != NULL && w->walk_name != NULL; w++) {
			if (n == JS_MAXDCMDS)
				return (-1);
			js_walkers[n++] = *w;
		}
	}
	(void) memset(&js_walkers[n], 0, sizeof (mdb_walker_t));
	return (0);
}

const mdb_module_t js_module = {
	"js",
	js_dcmds,
	js_walkers,
	NULL,
	js_init
};
