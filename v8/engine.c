/*
 * engine.c: V8 as the debugger core's engine interface (mdbmod/engine.h)
 * sees it.  The module's init registers v8_engine; each family of ops is
 * defined beside the code it wraps.
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"
#include "engine.h"
#include "engine_value.h"
#include "engine_heap.h"
#include "engine_frames.h"
#include "engine_func.h"
#include "engine_refs.h"
#include "func.h"

extern const js_value_ops_t v8_value_ops;	/* eng_value.c */
extern const js_heap_ops_t v8_heap_ops;		/* eng_heap.c */
extern const struct js_frame_ops v8_frame_ops;	/* eng_frames.c */
extern const js_ref_ops_t v8_ref_ops;		/* eng_refs.c */

_Static_assert(JS_NEED_VALUES == V8_NEED_VALUES &&
    JS_NEED_PROPS == V8_NEED_PROPS && JS_NEED_FUNCS == V8_NEED_FUNCS &&
    JS_NEED_FRAMES == V8_NEED_FRAMES && JS_NEED_HEAP == V8_NEED_HEAP &&
    JS_NEED_KINDS == V8_NEED_KINDS, "V8's needs are the engine's");
_Static_assert(JS_PRINT_ADDRS == V8_PRINT_ADDRS &&
    JS_PRINT_BRIEF == V8_PRINT_BRIEF, "V8's print flags are the engine's");

static int
v8e_describe(char *buf, size_t len)
{
	if (!v8_cfg.vc_configured)
		return (snprintf(buf, len, "V8 (not configured: ::v8load "
		    "VERSION)") < 0 ? -1 : 0);
	if (v8_cfg.vc_node_version[0] != '\0')
		(void) snprintf(buf, len, "V8 %s (Node.js v%s)",
		    v8_cfg.vc_version, v8_cfg.vc_node_version);
	else
		(void) snprintf(buf, len, "V8 %s", v8_cfg.vc_version);
	return (0);
}

static int
v8e_identify(js_engine_id_t *id)
{
	if (!v8_cfg.vc_configured) {
		(void) snprintf(id->ji_found_by, sizeof (id->ji_found_by),
		    "not configured: ::v8load VERSION");
		return (0);
	}
	(void) snprintf(id->ji_version, sizeof (id->ji_version), "%s",
	    v8_cfg.vc_version);
	if (v8_cfg.vc_node_version[0] != '\0') {
		(void) snprintf(id->ji_embedder, sizeof (id->ji_embedder),
		    "Node.js");
		(void) snprintf(id->ji_embedder_version,
		    sizeof (id->ji_embedder_version), "v%s",
		    v8_cfg.vc_node_version);
	}
	if (v8_cfg_how(id->ji_found_by, sizeof (id->ji_found_by),
	    id->ji_layouts, sizeof (id->ji_layouts)) != 0)
		return (-1);
	id->ji_usable = 1;
	return (0);
}

static int
v8e_ready(const char *dcmd, uint_t flags, uint_t needs)
{
	return (v8_dcmd_start(dcmd, flags, needs));
}

extern const js_value_ops_t v8_value_ops;	/* eng_value.c */

const js_engine_t v8_engine = {
	.je_name = "V8",
	.je_module = "v8",
	.je_describe = v8e_describe,
	.je_identify = v8e_identify,
	.je_ready = v8e_ready,
	.je_frames = &v8_frame_ops,
	.je_func = &v8_func_ops,
	.je_refs = &v8_ref_ops,
	.je_heap = &v8_heap_ops,
	.je_value = &v8_value_ops,
};
