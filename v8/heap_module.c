/*
 * heap_module.c: the whole-heap dcmds as a module of their own.  The
 * framework takes one dcmd table per module; this "v8" module (listed
 * after the V8 module, whose init configures v8_cfg) registers
 * ::nodebuffer (nodebuffer.c), ::v8whatis (v8whatis.c),
 * ::nodeinfo (nodeinfo.c), ::v8pages (heapscan.c), ::jsdiffcore
 * (diffcore.c) and ::heapsnapshot (heapsnapshot.c).  ::findjsobjects,
 * ::jsfunctions and the jsobject walker (jscensus.c) and ::jsfindrefs
 * (jsrefs.c) are the js module's.
 */
#include <string.h>

#include "v8.h"

extern const mdb_dcmd_t v8_nodebuffer_dcmds[];		/* nodebuffer.c */
extern const mdb_dcmd_t v8_whatis_dcmds[];		/* v8whatis.c */
extern const mdb_dcmd_t v8_nodeinfo_dcmds[];		/* nodeinfo.c */
extern const mdb_dcmd_t v8_heapscan_dcmds[];		/* heapscan.c */
extern const mdb_dcmd_t v8_nodehandles_dcmds[];	/* nodehandles.c */
extern const mdb_dcmd_t v8_diffcore_dcmds[];		/* diffcore.c */
extern const mdb_dcmd_t v8_heapsnapshot_dcmds[];	/* heapsnapshot.c */

#define	V8_HEAP_MAXDCMDS	32

static mdb_dcmd_t v8_heap_dcmds[V8_HEAP_MAXDCMDS + 1];

/*
 * Where the V8 module applies (v8dbg_ metadata in some loaded object),
 * configured or not: unconfigured, each dcmd refuses and says why
 * (v8_dcmd_start), and after ::v8load they work.
 */
static int
applies(void)
{
	return (v8_module_applies());
}

static int
init(void)
{
	const mdb_dcmd_t *tables[] = { v8_nodebuffer_dcmds, v8_whatis_dcmds,
	    v8_nodeinfo_dcmds, v8_heapscan_dcmds, v8_nodehandles_dcmds,
	    v8_diffcore_dcmds, v8_heapsnapshot_dcmds };
	const mdb_dcmd_t *d;
	size_t i, n = 0;

	for (i = 0; i < sizeof (tables) / sizeof (tables[0]); i++) {
		for (d = tables[i]; d->dc_name != NULL &&
		    n < V8_HEAP_MAXDCMDS; d++)
			v8_heap_dcmds[n++] = *d;
	}
	(void) memset(&v8_heap_dcmds[n], 0, sizeof (mdb_dcmd_t));
	return (0);
}

const mdb_module_t v8_heap_module = {
	"v8", v8_heap_dcmds, NULL, applies, init
};
