/*
 * stack_module.c: the stack and function dcmds as a module of their own.
 * The framework takes one dcmd table per module; this second "v8" module
 * (listed after the V8 heap module, which configures v8_cfg in its init)
 * registers V8's function dcmds (func.c: ::jsclosure, ::v8function ...).
 * ::jsstack, ::jsframe and the jsframe walker (mdbmod/jsstack.c), and
 * ::jsfunction and ::jssource (mdbmod/jsfunc.c) are the js module's.
 */
#include <string.h>

#include "v8.h"

extern const mdb_dcmd_t v8_stack_dcmds_func[];		/* func.c */

#define	V8_STACK_MAXDCMDS	32

static mdb_dcmd_t v8_stack_dcmds[V8_STACK_MAXDCMDS + 1];
static const mdb_walker_t v8_stack_walkers[] = { { NULL } };

static int
v8_stack_applies(void)
{
	GElf_Sym sym;

	/*
	 * Configured by the heap module's init; when the metadata was not
	 * usable there, stay registered anyway (as that module does) so
	 * that the dcmds work after ::v8load and say so before it.
	 */
	return (v8_cfg.vc_configured ||
	    v8_sym_lookup("v8dbg_SmiShiftSize", &sym) == 0);
}

static int
v8_stack_init(void)
{
	const mdb_dcmd_t *tables[] = { v8_stack_dcmds_func };
	const mdb_dcmd_t *d;
	size_t i, n = 0;

	for (i = 0; i < sizeof (tables) / sizeof (tables[0]); i++) {
		for (d = tables[i]; d->dc_name != NULL &&
		    n < V8_STACK_MAXDCMDS; d++)
			v8_stack_dcmds[n++] = *d;
	}
	(void) memset(&v8_stack_dcmds[n], 0, sizeof (mdb_dcmd_t));
	return (0);
}

const mdb_module_t v8_stack_module = {
	"v8", v8_stack_dcmds, v8_stack_walkers, v8_stack_applies,
	v8_stack_init
};
