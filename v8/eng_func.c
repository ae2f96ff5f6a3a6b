/*
 * eng_func.c: V8's je_func ops (mdbmod/engine_func.h), over the function
 * facts of func.c and func_base.c and the scripts of frames.c.
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"
#include "frames.h"
#include "engine_func.h"
#include "func.h"

static int
v8f_bound(jsval_t fn, js_bound_t *jb)
{
	v8_bound_t vb;
	int rc;

	if ((rc = v8_bound_read((uintptr_t)fn, &vb)) != 0)
		return (rc);
	jb->jb_target = vb.vb_target;
	jb->jb_this = vb.vb_this;
	jb->jb_nargs = vb.vb_nargs;
	return (0);
}

static int
v8f_bound_arg(jsval_t fn, size_t i, jsval_t *valp)
{
	v8_bound_t vb;
	uintptr_t val;

	(void) memset(&vb, 0, sizeof (vb));
	if (v8_bound_read((uintptr_t)fn, &vb) != 0 || i >= vb.vb_nargs ||
	    v8_fixedarray_get(vb.vb_args, vb.vb_argstart + i, &val) != 0) {
		mdb_warn("%lx: bound argument %lu is unreadable",
		    (unsigned long)vb.vb_args, (unsigned long)i);
		return (-1);
	}
	*valp = val;
	return (0);
}

static void
v8f_value_describe(jsval_t v, char *buf, size_t len)
{
	v8_value_describe((uintptr_t)v, buf, len);
}

static int
v8f_check(jsval_t fn)
{
	uintptr_t sfi;

	return (v8_func_check((uintptr_t)fn, &sfi));
}

static int
v8f_name(jsval_t fn, char *buf, size_t len)
{
	uintptr_t sfi;

	if (v8_func_check((uintptr_t)fn, &sfi) != 0)
		return (-1);
	v8_func_shown_name(sfi, buf, len);
	return (0);
}

static int
v8f_where(jsval_t fn, js_funcloc_t *fl)
{
	uintptr_t sfi;

	if (v8_func_check((uintptr_t)fn, &sfi) != 0)
		return (-1);
	v8_func_where((uintptr_t)fn, sfi, fl);
	return (0);
}

static size_t
v8f_fields(jsval_t fn, js_funcfield_t *ff)
{
	uintptr_t sfi, ctx;
	size_t n = 0;

	if (v8_jsfunc_sfi((uintptr_t)fn, &sfi) != 0)
		return (0);
	ff[n].ff_label = "shared function info";
	ff[n++].ff_addr = sfi;
	if (v8_jsfunc_context((uintptr_t)fn, &ctx) == 0) {
		ff[n].ff_label = "context";
		ff[n++].ff_addr = ctx;
	}
	return (n);
}

static int
v8f_source_lines(jsval_t fn, js_source_t *src)
{
	uintptr_t addr = (uintptr_t)fn, sfi, script;
	intptr_t start, end;

	if (v8_func_check(addr, &sfi) != 0)
		return (-1);
	if (v8_sfi_script(sfi, &script) != 0) {
		mdb_warn("%lx: the function has no script (a builtin?)",
		    (unsigned long)addr);
		return (-1);
	}
	if (v8_func_position(addr, sfi, &start, &end) != 0 || start < 0 ||
	    end < start) {
		mdb_warn("%lx: V8 kept no source range for the function",
		    (unsigned long)addr);
		return (-1);
	}
	/* end is just past the last character */
	if ((src->js_first = v8_script_lineno(script, start)) <= 0 ||
	    (src->js_last = v8_script_lineno(script, end > start ? end - 1 :
	    end)) <= 0) {
		mdb_warn("%lx: cannot find the function's lines",
		    (unsigned long)addr);
		return (-1);
	}
	if (v8_script_name(script, src->js_file, sizeof (src->js_file)) != 0)
		src->js_file[0] = '\0';
	return (0);
}

static int
v8f_source_text(jsval_t fn, js_source_t *src)
{
	uintptr_t sfi, script;

	if (v8_jsfunc_sfi((uintptr_t)fn, &sfi) != 0 ||
	    v8_sfi_script(sfi, &script) != 0 ||
	    (src->js_text = v8_script_source(script, &src->js_len)) == NULL) {
		mdb_warn("%lx: cannot read the script's source",
		    (unsigned long)fn);
		return (-1);
	}
	src->js_text_line = 1;
	return (0);
}

const js_func_ops_t v8_func_ops = {
	.jf_bound = v8f_bound,
	.jf_bound_arg = v8f_bound_arg,
	.jf_value_describe = v8f_value_describe,
	.jf_check = v8f_check,
	.jf_name = v8f_name,
	.jf_where = v8f_where,
	.jf_fields = v8f_fields,
	.jf_source_lines = v8f_source_lines,
	.jf_source_text = v8f_source_text,
};
