/*
 * jsfunctions.c: ::jsfunctions, JavaScript functions grouped by definition.
 *
 * Every closure is a JSFunction; closures made from the same source
 * function share a SharedFunctionInfo.  The census (findjs.c) counts them
 * per SharedFunctionInfo in its one heap pass; this file names each
 * definition (function name, script, line) and prints one row per
 * definition, as mdb_v8 does.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"

#define	JF_PATHLEN	1024

typedef struct jf_row {
	const v8_funcgroup_t *jr_fg;
	char jr_name[V8_NAMELEN];
	char jr_script[JF_PATHLEN];
	intptr_t jr_line;		/* 1-based, or -1 */
} jf_row_t;

/* Fills in a row's name, script and line; -1 if the SFI is unreadable. */
static int
jf_describe(const v8_funcgroup_t *fg, jf_row_t *r)
{
	uintptr_t script;
	intptr_t start, end, line, col;

	r->jr_fg = fg;
	r->jr_line = -1;
	r->jr_script[0] = '\0';
	if (v8_sfi_name(fg->vf_sfi, r->jr_name, sizeof (r->jr_name)) != 0)
		return (-1);
	if (r->jr_name[0] == '\0' && (v8_sfi_inferred_name(fg->vf_sfi,
	    r->jr_name, sizeof (r->jr_name)) != 0 || r->jr_name[0] == '\0'))
		(void) strcpy(r->jr_name, "<anonymous>");
	if (v8_sfi_script(fg->vf_sfi, &script) != 0)
		return (0);
	if (v8_script_name(script, r->jr_script, sizeof (r->jr_script)) != 0)
		r->jr_script[0] = '\0';
	if (v8_sfi_position(fg->vf_sfi, &start, &end) == 0 && start >= 0 &&
	    v8_script_line(script, start, &line, &col) == 0)
		r->jr_line = line + 1;
	return (0);
}

/* Where a function's instructions are, best effort; -1 if unknown. */
static int
jf_code_range(uintptr_t func, uintptr_t *startp, uintptr_t *endp)
{
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t code, start;
	uint32_t size;

	if (c->vo_JSFunction_code < 0 || c->vo_Code_instruction_start < 0 ||
	    c->vo_Code_instruction_size < 0 ||
	    v8_jsfunc_code_field(func, &code) != 0 ||
	    !v8_is_heapobject(code) ||
	    v8_read_u32(code, c->vo_Code_instruction_size, &size) != 0)
		return (-1);
	if (c->vc_code_instruction_start_inline)
		/* instructions inline in the Code object */
		start = v8_untag(code) +
		    (uintptr_t)c->vo_Code_instruction_start;
	else if (v8_read_ptr(code, c->vo_Code_instruction_start, &start) != 0)
		return (-1);
	*startp = start;
	*endp = start + size;
	return (0);
}

static int
jf_row_cmp(const void *a, const void *b)
{
	const jf_row_t *l = a, *r = b;
	int d;

	if (l->jr_fg->vf_count != r->jr_fg->vf_count)
		return (l->jr_fg->vf_count < r->jr_fg->vf_count ? -1 : 1);
	if ((d = strcmp(l->jr_name, r->jr_name)) != 0)
		return (d);
	return (l->jr_fg->vf_sfi < r->jr_fg->vf_sfi ? -1 :
	    l->jr_fg->vf_sfi > r->jr_fg->vf_sfi);
}

static int
jf_list_cb(const v8_hobj_t *ho, void *arg)
{
	const uintptr_t *fn = arg;

	if (fn == NULL) {
		mdb_printf("%p\n", ho->vh_addr);
		return (0);
	}
	mdb_json_begin("jsfunctions", "closure");
	mdb_json_addr("address", ho->vh_addr);
	mdb_json_addr("function", *fn);
	mdb_json_end();
	return (0);
}

/* A function definition as a JSON record (docs/json.md). */
static void
jf_json_row(const jf_row_t *r, uint_t showrange)
{
	uintptr_t s, e;

	mdb_json_begin("jsfunctions", "function");
	mdb_json_addr("address", r->jr_fg->vf_first);
	mdb_json_uint("count", r->jr_fg->vf_count);
	mdb_json_str("name", r->jr_name);
	mdb_json_str("script", r->jr_script[0] != '\0' ? r->jr_script : NULL);
	if (r->jr_line > 0)
		mdb_json_int("line", r->jr_line);
	else
		mdb_json_null("line");
	if (showrange) {
		if (jf_code_range(r->jr_fg->vf_first, &s, &e) == 0) {
			mdb_json_addr("start", s);
			mdb_json_addr("end", e);
		} else {
			mdb_json_null("start");
			mdb_json_null("end");
		}
	}
	mdb_json_end();
}

static int
dcmd_jsfunctions(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	uint_t showrange = 0, listlike = 0;
	const char *name = NULL, *file = NULL;
	uintptr_t instr = 0;
	const v8_funcgroup_t *fgs;
	jf_row_t *rows;
	size_t n, i, nrows = 0;

	if (v8_dcmd_start("jsfunctions", flags,
	    V8_NEED_HEAP | V8_NEED_VALUES | V8_NEED_FUNCS) != 0)
		return (DCMD_ERR);
	if (mdb_getopts(argc, argv,
	    'l', MDB_OPT_SETBITS, 1, &listlike,
	    'x', MDB_OPT_UINTPTR, &instr,
	    'X', MDB_OPT_SETBITS, 1, &showrange,
	    'n', MDB_OPT_STR, &name,
	    's', MDB_OPT_STR, &file, NULL) != argc)
		return (DCMD_USAGE);

	if (flags & DCMD_ADDRSPEC) {
		uintptr_t sfi;

		/* the closures of the function at addr */
		if (v8_jsfunc_sfi(addr, &sfi) != 0) {
			mdb_warn("jsfunctions: %lx is not a JSFunction",
			    (unsigned long)addr);
			return (DCMD_ERR);
		}
		return (v8_census_closures(sfi, jf_list_cb,
		    (flags & DCMD_JSON) ? &addr : NULL) == 0 ?
		    DCMD_OK : DCMD_ERR);
	}

	if (v8_census_functions(&fgs, &n) != 0)
		return (DCMD_ERR);
	if ((rows = mdb_alloc((n + 1) * sizeof (jf_row_t), UM_GC)) == NULL) {
		mdb_warn("jsfunctions: out of memory");
		return (DCMD_ERR);
	}
	for (i = 0; i < n; i++) {
		jf_row_t *r = &rows[nrows];

		if (mdb_interrupted())
			return (DCMD_ABORT);
		if (jf_describe(&fgs[i], r) != 0)
			continue;
		if (name != NULL && strstr(r->jr_name, name) == NULL)
			continue;
		if (file != NULL && strstr(r->jr_script, file) == NULL)
			continue;
		if (instr != 0) {
			uintptr_t s, e;

			if (jf_code_range(fgs[i].vf_first, &s, &e) != 0 ||
			    instr < s || instr >= e)
				continue;
		}
		nrows++;
	}
	qsort(rows, nrows, sizeof (jf_row_t), jf_row_cmp);

	if (flags & DCMD_JSON) {
		for (i = 0; i < nrows; i++)
			jf_json_row(&rows[i], showrange);
		return (DCMD_OK);
	}
	if (listlike || (flags & DCMD_PIPE_OUT)) {
		for (i = 0; i < nrows; i++)
			mdb_printf("%p\n", rows[i].jr_fg->vf_first);
		return (DCMD_OK);
	}
	if (showrange)
		mdb_printf("%?s %8s %?s %?s %-40s %s\n", "FUNC", "#FUNCS",
		    "START", "END", "NAME", "FROM");
	else
		mdb_printf("%?s %8s %-40s %s\n", "FUNC", "#FUNCS", "NAME",
		    "FROM");
	for (i = 0; i < nrows; i++) {
		jf_row_t *r = &rows[i];
		uintptr_t s, e;

		mdb_printf("%?p %8lu ", r->jr_fg->vf_first,
		    (unsigned long)r->jr_fg->vf_count);
		if (showrange) {
			if (jf_code_range(r->jr_fg->vf_first, &s, &e) == 0)
				mdb_printf("%?p %?p ", s, e);
			else
				mdb_printf("%?s %?s ", "?", "?");
		}
		mdb_printf_escaped(r->jr_name, strlen(r->jr_name));
		if (strlen(r->jr_name) < 40)
			mdb_printf("%*s", (int)(40 - strlen(r->jr_name)), "");
		mdb_printf(" ");
		if (r->jr_script[0] != '\0')
			mdb_printf_escaped(r->jr_script, strlen(r->jr_script));
		else
			mdb_printf("<native>");
		if (r->jr_line > 0)
			mdb_printf(" line %ld", (long)r->jr_line);
		mdb_printf("\n");
	}
	return (DCMD_OK);
}

static void
dcmd_jsfunctions_help(void)
{
	mdb_printf("%s\n",
"Lists JavaScript functions, one row per function definition in the source:\n"
"a representative closure, the number of closures the program made from the\n"
"definition (#FUNCS), its name, and the script and line it comes from.  A\n"
"function that returns a closure makes a new JSFunction each time it runs;\n"
"a large #FUNCS is often a leak.  Uses the ::findjsobjects census (made on\n"
"first use).  With an address, lists every closure of that function.\n"
"\n"
"  -n name  functions whose name contains name\n"
"  -s file  functions from scripts whose path contains file\n"
"  -x instr functions whose compiled instructions contain instr\n"
"  -X       also where each function's instructions are\n"
"  -l       representatives only, one per line");
}

const mdb_dcmd_t v8_jsfunctions_dcmds[] = {
	{ "jsfunctions", "?[-X] [-s file] [-n name] [-x instr]",
	    "list JavaScript functions, with how many closures each has",
	    dcmd_jsfunctions, dcmd_jsfunctions_help, MDB_DCMD_JSON },
	{ NULL }
};
