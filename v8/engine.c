/*
 * engine.c: V8 as the debugger core's engine interface (mdbmod/engine.h)
 * sees it.  The module's init registers v8_engine; each family of ops is
 * defined beside the code it wraps.
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"
#include "engine.h"
#include "func.h"
#include "engine_refs.h"

extern const js_ref_ops_t v8_ref_ops;		/* eng_refs.c */

extern const struct js_frame_ops v8_frame_ops;	/* eng_frames.c */
#include "engine_heap.h"

_Static_assert(JS_NEED_VALUES == V8_NEED_VALUES &&
    JS_NEED_PROPS == V8_NEED_PROPS && JS_NEED_FUNCS == V8_NEED_FUNCS &&
    JS_NEED_FRAMES == V8_NEED_FRAMES && JS_NEED_HEAP == V8_NEED_HEAP &&
    JS_NEED_KINDS == V8_NEED_KINDS, "V8's needs are the engine's");
_Static_assert(JS_PRINT_ADDRS == V8_PRINT_ADDRS &&
    JS_PRINT_BRIEF == V8_PRINT_BRIEF, "V8's print flags are the engine's");

extern const js_heap_ops_t v8_heap_ops;	/* eng_heap.c */

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
v8e_ready(const char *dcmd, uint_t flags, uint_t needs)
{
	return (v8_dcmd_start(dcmd, flags, needs));
}

static int
v8e_print_value(jsval_t v, int depth, uint_t flags,
    const js_print_opts_t *jo)
{
	v8_print_opts_t o;

	if (jo == NULL)
		return (v8_print_value(v, depth, flags));
	memset(&o, 0, sizeof (o));
	o.po_indent = jo->po_indent;
	o.po_maxprops = jo->po_maxprops;
	o.po_maxstr = jo->po_maxstr;
	o.po_maxbytes = jo->po_maxbytes;
	return (v8_print_value_ext(v, depth, flags, &o));
}

const js_engine_t v8_engine = {
	.je_name = "V8",
	.je_module = "v8",
	.je_describe = v8e_describe,
	.je_ready = v8e_ready,
	.je_print_value = v8e_print_value,
	.je_frames = &v8_frame_ops,
	.je_func = &v8_func_ops,
	.je_refs = &v8_ref_ops,
	.je_heap = &v8_heap_ops,
};
