/*
 * engine.c: SpiderMonkey as the debugger core's engine interface
 * (mdbmod/engine.h) sees it.  The module's init registers sm_engine; each
 * family of ops is defined beside the decoders it wraps.
 */
#include <stdio.h>
#include <string.h>

#include "sm.h"
#include "engine.h"
#include "engine_func.h"
#include "engine_refs.h"

extern const js_func_ops_t sm_func_ops;		/* eng_func.c */
extern const js_ref_ops_t sm_ref_ops;		/* eng_refs.c */

extern const struct js_frame_ops sm_frame_ops;	/* eng_frames.c */
#include "engine_heap.h"

extern const js_heap_ops_t sm_heap_ops;	/* eng_heap.c */
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
sme_identify(js_engine_id_t *id)
{
	(void) snprintf(id->ji_version, sizeof (id->ji_version), "%s",
	    sm.ss_version);
	(void) snprintf(id->ji_found_by, sizeof (id->ji_found_by), "%s",
	    sm.ss_how);
	if (sm.ss_facts != NULL)
		(void) snprintf(id->ji_layouts, sizeof (id->ji_layouts),
		    "jsmdb's table for ESR %s%s%s", sm.ss_facts->sf_line,
		    strcmp(sm.ss_facts->sf_arch, "x86-64") == 0 ? "" : " on ",
		    strcmp(sm.ss_facts->sf_arch, "x86-64") == 0 ? "" :
		    sm.ss_facts->sf_arch);
	id->ji_usable = sm.ss_facts != NULL;
	return (0);
}

static int
sme_ready(const char *dcmd, uint_t flags, uint_t needs)
{
	(void) flags;
	(void) needs;
	if (sm.ss_facts == NULL) {
		mdb_warn("%s: SpiderMonkey %s: %s", dcmd, sm.ss_version,
		    sm.ss_notable);
		return (-1);
	}
	return (sm_heap_find());
}

const js_engine_t sm_engine = {
	.je_name = "SpiderMonkey",
	.je_module = "spidermonkey",
	.je_describe = sme_describe,
	.je_identify = sme_identify,
	.je_ready = sme_ready,
	.je_frames = &sm_frame_ops,
	.je_func = &sm_func_ops,
	.je_refs = &sm_ref_ops,
	.je_heap = &sm_heap_ops,
	.je_value = &sm_value_ops,
};
