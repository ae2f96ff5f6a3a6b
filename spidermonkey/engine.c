/*
 * engine.c: SpiderMonkey as the debugger core's engine interface
 * (mdbmod/engine.h) sees it.  The module's init registers sm_engine; each
 * family of ops is defined beside the decoders it wraps.
 */
#include <stdio.h>
#include <string.h>

#include "sm.h"
#include "engine.h"
#include "engine_value.h"

extern const js_value_ops_t sm_value_ops;	/* eng_value.c */

static int
sme_describe(char *buf, size_t len)
{
	(void) snprintf(buf, len, "SpiderMonkey %s (%s)%s", sm.ss_version,
	    sm.ss_how, sm.ss_facts == NULL ? "; no layout table" : "");
	return (0);
}

static int
sme_ready(const char *dcmd, uint_t flags, uint_t needs)
{
	(void) flags;
	(void) needs;
	if (sm.ss_facts == NULL) {
		mdb_warn("%s: SpiderMonkey %s: no layout table for this "
		    "release (jsmdb knows ESR 78 and 102)", dcmd,
		    sm.ss_version);
		return (-1);
	}
	return (sm_heap_find());
}

const js_engine_t sm_engine = {
	.je_name = "SpiderMonkey",
	.je_module = "spidermonkey",
	.je_describe = sme_describe,
	.je_ready = sme_ready,
	.je_value = &sm_value_ops,
};
