/*
 * jsfunc.c: ::jsfunction and ::jssource, written once over the engine's
 * je_func ops (engine_func.h), and the source-line printer they and
 * ::jsframe -v share.
 */
#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "engine_func.h"

#define	JS_SOURCE_MAXCONTEXT	100000	/* -n */

/* ---- source lines ---- */

/* Prints a source line: tabs as they are, other control chars escaped. */
static void
source_text(const char *s, size_t len)
{
	size_t i, start = 0;

	for (i = 0; i < len; i++) {
		if (s[i] != '\t')
			continue;
		if (i > start)
			mdb_printf_escaped(s + start, i - start);
		mdb_printf("\t");
		start = i + 1;
	}
	if (len > start)
		mdb_printf_escaped(s + start, len - start);
}

/* Prints s[0..n) in the colours kinds[] gives (kinds NULL: none). */
static void
source_colored(const char *s, size_t n, const unsigned char *kinds)
{
	size_t i, j;

	if (kinds == NULL) {
		source_text(s, n);
		return;
	}
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && kinds[j] == kinds[i]; j++)
			;
		mdb_color_push((mdb_color_t)kinds[i]);
		source_text(s + i, j - i);
		mdb_color_pop();
	}
}

int
js_source_print(const char *text, size_t len, intptr_t text_line,
    intptr_t first, intptr_t last, intptr_t mark_first, intptr_t mark_last)
{
	const char *s = text, *eol;
	size_t n, from = 0;
	unsigned char *kinds = NULL;
	intptr_t line;

	if (text_line < 1)
		text_line = 1;
	if (first < text_line)
		first = text_line;
	if (last < first || text == NULL)
		return (-1);

	if (mdb_color_on()) {
		/* the bytes of the lines printed, coloured as tokens */
		size_t to;

		for (line = text_line, to = 0; to < len && line <= last;
		    to++) {
			if (text[to] == '\n' && ++line == first)
				from = to + 1;
		}
		if (first == text_line)
			from = 0;
		if (from <= to && (kinds = mdb_alloc(to - from + 1,
		    UM_GC)) != NULL &&
		    mdb_js_colors(text, len, from, to, kinds) != 0)
			kinds = NULL;
	}

	for (line = text_line; line <= last && len > 0; line++) {
		eol = memchr(s, '\n', len);
		n = eol != NULL ? (size_t)(eol - s) : len;

		if (line >= first) {
			int mark = line >= mark_first && line <= mark_last;

			if (mark)
				mdb_color_line(1);
			mdb_cprintf(MDB_C_LINENO, "%5ld ", (long)line);
			/* a CR before the LF is not part of the line */
			source_colored(s, n > 0 && s[n - 1] == '\r' ?
			    n - 1 : n, kinds != NULL ?
			    kinds + ((size_t)(s - text) - from) : NULL);
			if (mark)
				mdb_color_line(0);
			mdb_printf("\n");
		}
		if (eol == NULL)
			break;
		s = eol + 1;
		len -= n + 1;
		if (mdb_interrupted())
			break;
	}
	return (0);
}

/* ---- ::jsfunction ---- */

static const js_func_ops_t *
func_start(const char *dcmd, uint_t flags, jsval_t *fnp, uintptr_t addr)
{
	const js_engine_t *je;

	if ((je = js_dcmd_start(dcmd, flags,
	    JS_NEED_VALUES | JS_NEED_FUNCS)) == NULL)
		return (NULL);
	if (je->je_func == NULL) {
		mdb_warn("%s: %s: functions are not decoded for this engine "
		    "yet", dcmd, je->je_name);
		return (NULL);
	}
	*fnp = (jsval_t)addr;
	return (je->je_func);
}

void
js_funcloc_format(const js_funcloc_t *fl, char *buf, size_t len)
{
	const char *file = fl->fl_file[0] != '\0' ? fl->fl_file :
	    "(unknown script)";

	if (fl->fl_builtin)
		(void) snprintf(buf, len, "(%s)", fl->fl_noscript != NULL ?
		    fl->fl_noscript : "builtin");
	else if (fl->fl_line > 0)
		(void) snprintf(buf, len, "%s line %ld", file,
		    (long)fl->fl_line);
	else if (fl->fl_pos >= 0)
		(void) snprintf(buf, len, "%s position %ld", file,
		    (long)fl->fl_pos);
	else
		(void) snprintf(buf, len, "%s (unknown position)", file);
}

/* What a bound function binds, as a "bound" record (docs/json.md). */
static void
bound_json(const js_func_ops_t *jf, jsval_t fn, const js_bound_t *jb)
{
	char desc[JS_FUNC_NAMELEN];
	jsval_t val;
	size_t i, n = jb->jb_nargs < JS_FUNC_MAXARGS ? jb->jb_nargs :
	    JS_FUNC_MAXARGS;

	mdb_json_begin("jsfunction", "bound");
	mdb_json_addr("address", fn);
	mdb_json_addr("target", jb->jb_target);
	mdb_json_addr("this", jb->jb_this);
	jf->jf_value_describe(jb->jb_this, desc, sizeof (desc));
	mdb_json_str("this_description", desc);
	mdb_json_uint("argument_count", jb->jb_nargs);
	mdb_json_array_begin("arguments");
	for (i = 0; i < n; i++) {
		char a[32];

		if (jf->jf_bound_arg(fn, i, &val) != 0) {
			mdb_json_array_str(NULL);
			continue;
		}
		(void) snprintf(a, sizeof (a), "%lx", (unsigned long)val);
		mdb_json_array_str(a);
	}
	mdb_json_array_end();
	mdb_json_array_begin("argument_descriptions");
	for (i = 0; i < n; i++) {
		if (jf->jf_bound_arg(fn, i, &val) != 0) {
			mdb_json_array_str(NULL);
			continue;
		}
		jf->jf_value_describe(val, desc, sizeof (desc));
		mdb_json_array_str(desc);
	}
	mdb_json_array_end();
	mdb_json_bool("complete", n == jb->jb_nargs);
	mdb_json_end();
}

/* What a bound function binds, as mdb_v8's ::jsfunction printed it. */
void
js_bound_print(const js_func_ops_t *jf, jsval_t fn, const js_bound_t *jb)
{
	char desc[JS_FUNC_NAMELEN];
	jsval_t val;
	size_t i;

	mdb_printf("bound function that wraps: %p\n", jb->jb_target);
	jf->jf_value_describe(jb->jb_this, desc, sizeof (desc));
	mdb_printf("with \"this\" = %p (%s)\n", jb->jb_this, desc);
	for (i = 0; i < jb->jb_nargs && i < JS_FUNC_MAXARGS; i++) {
		if (jf->jf_bound_arg(fn, i, &val) != 0)
			return;
		jf->jf_value_describe(val, desc, sizeof (desc));
		mdb_printf("      arg%lu  = %p (%s)\n",
		    (unsigned long)i, val, desc);
	}
	if (jb->jb_nargs > JS_FUNC_MAXARGS)
		mdb_printf("      ... %lu more arguments not shown\n",
		    (unsigned long)(jb->jb_nargs - JS_FUNC_MAXARGS));
}

static int
dcmd_jsfunction(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const js_func_ops_t *jf;
	char name[JS_FUNC_NAMELEN], loc[JS_FUNC_FILELEN + 64];
	js_funcfield_t ff[JS_FUNC_MAXFIELDS];
	js_funcloc_t fl;
	js_bound_t jb;
	jsval_t fn;
	size_t i, nf;

	(void) argv;
	if ((jf = func_start("jsfunction", flags, &fn, addr)) == NULL)
		return (DCMD_ERR);
	if (!(flags & DCMD_ADDRSPEC) || argc != 0)
		return (DCMD_USAGE);
	if (jf->jf_bound != NULL) {
		switch (jf->jf_bound(fn, &jb)) {
		case 0:
			if (flags & DCMD_JSON)
				bound_json(jf, fn, &jb);
			else
				js_bound_print(jf, fn, &jb);
			return (DCMD_OK);
		case -1:
			return (DCMD_ERR);
		default:
			break;
		}
	}
	if (jf->jf_check(fn) != 0 || jf->jf_name(fn, name,
	    sizeof (name)) != 0 || jf->jf_where(fn, &fl) != 0)
		return (DCMD_ERR);

	nf = jf->jf_fields(fn, ff);
	if (nf > JS_FUNC_MAXFIELDS)
		nf = JS_FUNC_MAXFIELDS;
	js_funcloc_format(&fl, loc, sizeof (loc));
	if (flags & DCMD_JSON) {
		mdb_json_begin("jsfunction", "function");
		mdb_json_addr("address", fn);
		mdb_json_str("name", name);
		mdb_json_bool("builtin", fl.fl_builtin);
		mdb_json_str("script", fl.fl_builtin || fl.fl_file[0] == '\0' ?
		    NULL : fl.fl_file);
		if (!fl.fl_builtin && fl.fl_line > 0)
			mdb_json_uint("line", (uint64_t)fl.fl_line);
		else
			mdb_json_null("line");
		if (!fl.fl_builtin && fl.fl_pos >= 0)
			mdb_json_uint("position", (uint64_t)fl.fl_pos);
		else
			mdb_json_null("position");
		mdb_json_str("defined_at", loc);
		mdb_json_array_begin("fields");
		for (i = 0; i < nf; i++)
			mdb_json_array_str(ff[i].ff_label);
		mdb_json_array_end();
		mdb_json_array_begin("field_addresses");
		for (i = 0; i < nf; i++) {
			char a[32];

			(void) snprintf(a, sizeof (a), "%lx",
			    (unsigned long)ff[i].ff_addr);
			mdb_json_array_str(a);
		}
		mdb_json_array_end();
		mdb_json_end();
		return (DCMD_OK);
	}
	mdb_printf("function: %s\n", name);
	mdb_printf("defined at %s\n", loc);
	for (i = 0; i < nf; i++)
		mdb_printf("%s: %p\n", ff[i].ff_label, ff[i].ff_addr);
	return (DCMD_OK);
}

static void
dcmd_jsfunction_help(void)
{
	mdb_printf("Prints a JavaScript function: its name, the file and "
	    "line that define it,\nand the engine's own records of it (V8: "
	    "its SharedFunctionInfo and context;\nSpiderMonkey: its "
	    "script).  For a bound function, what it binds: its\ntarget, "
	    "its \"this\" and its arguments.\n");
}

/* ---- ::jssource ---- */

/*
 * The JSON form: a "source" record, then one "line" record a line
 * printed (first..last, each line's text without its end).
 */
static void
source_json(jsval_t fn, const js_source_t *src, intptr_t first,
    intptr_t last)
{
	const char *s = src->js_text, *eol;
	size_t len = src->js_len, n;
	intptr_t line, tl = src->js_text_line < 1 ? 1 : src->js_text_line;
	if (first < tl)
		first = tl;
	mdb_json_begin("jssource", "source");
	mdb_json_addr("function", fn);
	mdb_json_str("file", src->js_file[0] != '\0' ? src->js_file : NULL);
	mdb_json_uint("first_line", (uint64_t)src->js_first);
	mdb_json_uint("last_line", (uint64_t)src->js_last);
	mdb_json_end();
	for (line = tl; s != NULL && line <= last && len > 0; line++) {
		eol = memchr(s, '\n', len);
		n = eol != NULL ? (size_t)(eol - s) : len;
		if (line >= first) {
			mdb_json_begin("jssource", "line");
			mdb_json_addr("function", fn);
			mdb_json_uint("line", (uint64_t)line);
			mdb_json_strn("text", s, n > 0 && s[n - 1] == '\r' ?
			    n - 1 : n);
			mdb_json_bool("in_function", line >= src->js_first &&
			    line <= src->js_last);
			mdb_json_end();
		}
		if (eol == NULL)
			break;
		s = eol + 1;
		len -= n + 1;
		if (mdb_interrupted())
			break;
	}
}

static int
dcmd_jssource(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const js_func_ops_t *jf;
	uintptr_t nlines = 5;
	js_source_t src;
	intptr_t nl;
	jsval_t fn;

	if ((jf = func_start("jssource", flags, &fn, addr)) == NULL)
		return (DCMD_ERR);
	if (!(flags & DCMD_ADDRSPEC) ||
	    mdb_getopts(argc, argv, 'n', MDB_OPT_UINTPTR, &nlines,
	    NULL) != argc)
		return (DCMD_USAGE);
	(void) memset(&src, 0, sizeof (src));
	if (jf->jf_check(fn) != 0 || jf->jf_source_lines(fn, &src) != 0)
		return (DCMD_ERR);
	if (src.js_file[0] != '\0' && !(flags & DCMD_JSON))
		mdb_printf("file: %s\n", src.js_file);
	if (jf->jf_source_text(fn, &src) != 0)
		return (DCMD_ERR);
	nl = nlines > JS_SOURCE_MAXCONTEXT ? JS_SOURCE_MAXCONTEXT :
	    (intptr_t)nlines;
	if (flags & DCMD_JSON) {
		source_json(fn, &src, src.js_first - nl, src.js_last + nl);
		return (DCMD_OK);
	}
	(void) js_source_print(src.js_text, src.js_len, src.js_text_line,
	    src.js_first - nl, src.js_last + nl, src.js_first, src.js_last);
	return (DCMD_OK);
}

static void
dcmd_jssource_help(void)
{
	mdb_printf("Prints the source of a JavaScript function, with its "
	    "lines numbered as in its\nfile and marked, and numlines lines "
	    "of context before and after it\n(default 5).  On a terminal "
	    "with colour the source is highlighted.\n");
}

const mdb_dcmd_t js_func_dcmds[] = {
	{ "jsfunction", NULL,
	    "print a JavaScript function: name, definition, shared info, "
	    "context", dcmd_jsfunction, dcmd_jsfunction_help, MDB_DCMD_JSON },
	{ "jssource", "[-n numlines]",
	    "print a JavaScript function's source, with numlines of context",
	    dcmd_jssource, dcmd_jssource_help, MDB_DCMD_JSON },
	{ NULL }
};
