/*
 * func.c: V8's function dcmds: ::jsclosure, ::v8function, ::v8scopeinfo,
 * ::v8context, ::v8frametypes, and the function facts V8's je_func ops
 * (eng_func.c) give ::jsfunction and ::jssource (mdbmod/jsfunc.c).
 *
 * A closure's captured variables live in its Context chain: each Context
 * is FixedArray-shaped with the ScopeInfo in slot 0, the previous (outer)
 * context in slot 1, an optional extension slot, then one slot per
 * context-allocated variable; the variables' names are the ScopeInfo's
 * context-local names, inline after its header or, for many locals in
 * newer V8, in a NameToIndexHashTable (name -> index entries).
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"
#include "frames.h"
#include "engine_func.h"
#include "func.h"

#define	V8_MAX_LOCALS	100000
/* a context of more slots than this is not believed (and said) */
#define	CTX_MAX_SLOTS	(4 * V8_MAX_LOCALS)

/* ---- functions ---- */

int
v8_func_check(uintptr_t addr, uintptr_t *sfip)
{
	int type;

	if (!v8_cfg.vc_configured) {
		mdb_warn("the V8 module is not configured (see ::v8load)");
		return (-1);
	}
	if (!v8_is_heapobject(addr) || v8_obj_type(addr, &type) != 0) {
		mdb_warn("%lx is not a heap object", (unsigned long)addr);
		return (-1);
	}
	if (!v8_type_is_jsfunction(type) || type == v8_cfg.vt_JSBoundFunction) {
		mdb_warn("%lx is not a JSFunction", (unsigned long)addr);
		return (-1);
	}
	if (v8_jsfunc_sfi(addr, sfip) != 0) {
		mdb_warn("%lx: cannot read the function's SharedFunctionInfo",
		    (unsigned long)addr);
		return (-1);
	}
	return (0);
}

/*
 * The function's name as ::jsstack shows it, but "anonymous" for the
 * functions new Function makes (nameless, f.name "anonymous" by their
 * SFI's flag), as JavaScript names them.
 */
void
v8_func_shown_name(uintptr_t sfi, char *buf, size_t bufsz)
{
	char own[V8_NAMELEN];

	if (v8_sfi_name(sfi, own, sizeof (own)) == 0 && own[0] == '\0') {
		switch (v8_sfi_prints_anonymous(sfi)) {
		case 1:
			(void) snprintf(buf, bufsz, "anonymous");
			return;
		case -1:
			(void) snprintf(buf, bufsz,
			    "<unreadable name: SFI %lx>", (unsigned long)sfi);
			return;
		}
	}
	(void) v8_sfi_display_name(sfi, buf, bufsz);
}

typedef struct class_pos {
	uintptr_t cp_obj;		/* a ClassPositions, or 0 */
	intptr_t cp_start, cp_end;	/* V8 6.2's Smis, or -1 */
} class_pos_t;

static int
class_positions_cb(const v8_prop_t *p, void *arg)
{
	class_pos_t *cp = arg;
	intptr_t type;
	int t;

	if (!(p->vp_flags & V8_PROP_SYMBOL) || (p->vp_flags & V8_PROP_ACCESSOR))
		return (0);
	if ((type = v8_type_byname("CLASS_POSITIONS_TYPE")) != -1) {
		if (v8_obj_type(p->vp_value, &t) == 0 && t == type) {
			cp->cp_obj = p->vp_value;
			return (1);
		}
		return (0);
	}
	/*
	 * V8 6.2 keeps the range as two Smis under the private symbols
	 * its heap names class_start_position_symbol and
	 * class_end_position_symbol (the names it gives them).
	 */
	if (!(p->vp_flags & V8_PROP_PRIVATE) || !v8_is_smi(p->vp_value))
		return (0);
	if (strcmp(p->vp_name, "Symbol(class_start_position_symbol)") == 0)
		cp->cp_start = v8_smi_value(p->vp_value);
	else if (strcmp(p->vp_name, "Symbol(class_end_position_symbol)") == 0)
		cp->cp_end = v8_smi_value(p->vp_value);
	return (cp->cp_start >= 0 && cp->cp_end >= 0);
}

/*
 * The source range of a function as Function.prototype.toString() has
 * it: for a class constructor the whole class (V8 keeps it in a
 * ClassPositions under a private symbol of the constructor, 6.2 in two
 * private symbols), for other functions the SharedFunctionInfo's range.
 */
int
v8_func_position(uintptr_t func, uintptr_t sfi, intptr_t *startp,
    intptr_t *endp)
{
	class_pos_t cp = { 0, -1, -1 };
	ssize_t soff, eoff;
	intptr_t s, e;

	if (func != 0 && v8_obj_props_iter(func, class_positions_cb, &cp) > 0) {
		if (cp.cp_obj != 0 &&
		    v8_class_offset("ClassPositions", "start", &soff) == 0 &&
		    v8_class_offset("ClassPositions", "end", &eoff) == 0 &&
		    v8_read_smi(cp.cp_obj, soff, &s) == 0 &&
		    v8_read_smi(cp.cp_obj, eoff, &e) == 0 && s >= 0 && e >= s) {
			*startp = s;
			*endp = e;
			return (0);
		}
		if (cp.cp_obj == 0 && cp.cp_start >= 0 &&
		    cp.cp_end >= cp.cp_start) {
			*startp = cp.cp_start;
			*endp = cp.cp_end;
			return (0);
		}
	}
	return (v8_sfi_position(sfi, startp, endp));
}

/*
 * Where a function (0 if unknown) with its SharedFunctionInfo is
 * defined: its script's name and the line of its start; builtin when it
 * has no script.
 */
void
v8_func_where(uintptr_t func, uintptr_t sfi, js_funcloc_t *fl)
{
	uintptr_t script;
	intptr_t start, end, line;

	(void) memset(fl, 0, sizeof (*fl));
	fl->fl_pos = -1;
	if (v8_sfi_script(sfi, &script) != 0) {
		fl->fl_builtin = 1;
		return;
	}
	if (v8_script_name(script, fl->fl_file, sizeof (fl->fl_file)) != 0)
		fl->fl_file[0] = '\0';
	if (v8_func_position(func, sfi, &start, &end) == 0 &&
	    (line = v8_script_lineno(script, start)) > 0)
		fl->fl_line = line;
	fl->fl_pos = start;
}

/* ---- scope infos and contexts ---- */

static int
si_slot(uintptr_t si, intptr_t i, uintptr_t *valp)
{
	return (v8_read_tagged(si, v8_cfg.vc_scopeinfo_slot0 +
	    (ssize_t)i * v8_cfg.vc_tagged_size, valp));
}

static int
si_check(uintptr_t si)
{
	int type;

	return (v8_obj_type(si, &type) == 0 && type == v8_cfg.vt_ScopeInfo ?
	    0 : -1);
}

static int
si_flags(uintptr_t si, uint32_t *flp)
{
	uintptr_t v;

	if (v8_cfg.vc_scopeinfo_flags_smi) {
		if (si_slot(si, 0, &v) != 0 || !v8_is_smi(v))
			return (-1);
		*flp = (uint32_t)v8_smi_value(v);
		return (0);
	}
	return (v8_read_u32(si, v8_cfg.vc_scopeinfo_slot0, flp));
}

static intptr_t
si_count(uintptr_t si, int idx)
{
	uintptr_t v;

	if (idx < 0 || si_slot(si, idx, &v) != 0 || !v8_is_smi(v) ||
	    v8_smi_value(v) < 0 || v8_smi_value(v) > V8_MAX_LOCALS)
		return (-1);
	return (v8_smi_value(v));
}

/*
 * The names of a ScopeInfo's context locals: names[i] for local i (0 when
 * unknown).  Returns the count, or -1.  names is allocated UM_GC.
 */
static intptr_t
si_local_names(uintptr_t si, uintptr_t **namesp)
{
	intptr_t n, i, maxinl, first;
	uintptr_t *names, table, key, val;
	size_t len, j;

	if (si_check(si) != 0 ||
	    (n = si_count(si, v8_cfg.vc_scopeinfo_idx_ncontextlocals)) < 0)
		return (-1);
	if ((names = mdb_zalloc((n > 0 ? n : 1) * sizeof (uintptr_t),
	    UM_GC)) == NULL)
		return (-1);
	if ((first = v8_si_context_names(si)) < 0)
		return (-1);
	maxinl = v8_cfg.vc_scopeinfo_max_inlined_locals;
	if (maxinl <= 0 || n < maxinl) {
		for (i = 0; i < n; i++) {
			if (si_slot(si, first + i, &names[i]) != 0 ||
			    !v8_is_string(names[i]))
				names[i] = 0;
		}
		*namesp = names;
		return (n);
	}
	/*
	 * A NameToIndexHashTable: HashTable prefix (element count, deleted
	 * count, capacity), then (name, Smi index) entries.
	 */
	if (si_slot(si, first, &table) != 0 ||
	    v8_fixedarray_length(table, &len) != 0 || len > 4 * V8_MAX_LOCALS)
		return (-1);
	for (j = 3; j + 1 < len; j += 2) {
		if (v8_fixedarray_get(table, j, &key) != 0 ||
		    v8_fixedarray_get(table, j + 1, &val) != 0)
			break;
		if (!v8_is_string(key) || !v8_is_smi(val))
			continue;
		i = v8_smi_value(val);
		if (i >= 0 && i < n)
			names[i] = key;
	}
	*namesp = names;
	return (n);
}

typedef struct ctx_info {
	uintptr_t ci_ctx;
	uintptr_t ci_si;		/* ScopeInfo, or 0 */
	uintptr_t ci_prev;		/* previous context, or 0 */
	size_t ci_len;			/* slots */
	intptr_t ci_nlocals;		/* context locals, -1 unknown */
	uintptr_t *ci_names;
	intptr_t ci_first;		/* slot of local 0 */
	int ci_extension;		/* has an extension slot */
	int ci_native;			/* is the native context */
} ctx_info_t;

/* a FixedArray-shaped object's map, if it has slots (not an empty one) */
static uintptr_t
nonempty_map(uintptr_t obj)
{
	uintptr_t map;
	size_t len;

	if (v8_fixedarray_length(obj, &len) != 0 || len == 0 ||
	    v8_obj_map(obj, &map) != 0)
		return (0);
	return (map);
}

/*
 * The ScopeInfo of a V8 6.2 context, which has no slot for it: as
 * Context::scope_info() of 6.2 finds it, a function context's is its
 * closure's (the SharedFunctionInfo's scope_info; its extension slot
 * holds the hole), a block, catch or with context's is its extension (a
 * ScopeInfo, or a ContextExtension's scope_info).  Without instance
 * types for either, a ScopeInfo in the extension is one by its map,
 * that of the closure's own ScopeInfo (V8 holds the SFI's scope_info
 * to be one; the empty one is the empty FixedArray, never taken).  The
 * caller checks that the ScopeInfo accounts for every slot.
 */
static uintptr_t
ctx_scope_info_untyped(uintptr_t ctx)
{
	uintptr_t fn, sfi, fsi, ext, si, simap;
	intptr_t ci, ceo;
	uint32_t fl;
	ssize_t off;
	int type;

	if (v8_const("context_idx_closure", &ci) != 0 || ci < 0 ||
	    v8_cfg.vc_context_idx_extension < 0 ||
	    v8_fixedarray_get(ctx, (size_t)ci, &fn) != 0 ||
	    v8_jsfunc_sfi(fn, &sfi) != 0 ||
	    v8_sfi_scope_info(sfi, &fsi) != 0 ||
	    (simap = nonempty_map(fsi)) == 0 ||
	    v8_fixedarray_get(ctx, (size_t)v8_cfg.vc_context_idx_extension,
	    &ext) != 0)
		return (0);
	if (v8_oddball_kind(ext) == V8_ODD_HOLE ||
	    (v8_is_smi(ext) && v8_smi_value(ext) == 0 &&
	    v8_const("context_no_extension_smi0", &ceo) == 0 && ceo == 1)) {
		/* a function context: the closure's own function scope */
		if (si_flags(fsi, &fl) != 0 || (intptr_t)(fl &
		    (uint32_t)v8_cfg.vc_scopeinfo_scope_type_mask) !=
		    v8_cfg.vc_scopeinfo_function_scope)
			return (0);
		return (fsi);
	}
	si = ext;
	if ((ceo = v8_type_byname("CONTEXT_EXTENSION_TYPE")) != -1 &&
	    v8_obj_type(ext, &type) == 0 && type == ceo) {
		if (v8_class_offset("ContextExtension", "scope_info",
		    &off) != 0 || v8_read_tagged(ext, off, &si) != 0)
			return (0);
	}
	return (nonempty_map(si) == simap ? si : 0);
}

static int
ctx_load(uintptr_t ctx, ctx_info_t *ci)
{
	uintptr_t v;
	uint32_t fl;
	intptr_t extra, fvar;
	int untyped = v8_cfg.vc_context_idx_scope_info < 0;

	(void) memset(ci, 0, sizeof (*ci));
	ci->ci_ctx = ctx;
	ci->ci_nlocals = -1;
	if (!v8_is_context(ctx) ||
	    v8_fixedarray_length(ctx, &ci->ci_len) != 0 ||
	    ci->ci_len > CTX_MAX_SLOTS)
		return (-1);
	ci->ci_native = v8_is_native_context(ctx);
	if (!untyped &&
	    v8_fixedarray_get(ctx, v8_cfg.vc_context_idx_scope_info, &v) == 0 &&
	    si_check(v) == 0)
		ci->ci_si = v;
	if (v8_fixedarray_get(ctx, v8_cfg.vc_context_idx_prev, &v) == 0 &&
	    v8_is_context(v))
		ci->ci_prev = v;
	ci->ci_first = v8_cfg.vc_context_min_slots;
	if (ci->ci_native)
		return (0);
	if (untyped)
		ci->ci_si = ctx_scope_info_untyped(ctx);
	if (ci->ci_si == 0)
		return (0);
	if ((ci->ci_nlocals = si_local_names(ci->ci_si, &ci->ci_names)) < 0)
		return (0);
	/*
	 * An extension slot (sloppy eval, with, ...) sits before the locals.
	 * Rather than trust a flag bit that moves between releases, tell it
	 * from the context's size: header + locals, plus one slot for a
	 * context-allocated function name (named function expressions).
	 */
	fvar = 0;
	if (si_flags(ci->ci_si, &fl) == 0 &&
	    ((fl >> v8_cfg.vc_scopeinfo_function_var_shift) &
	    3) == 2)
		fvar = 1;
	extra = (intptr_t)ci->ci_len - ci->ci_first - ci->ci_nlocals - fvar;
	if (extra == 1 && !untyped) {
		ci->ci_extension = 1;
		ci->ci_first++;
	} else if (extra != 0 && untyped) {
		/*
		 * V8 6.2's extension is in the header: a ScopeInfo that
		 * does not account for every slot is not this context's.
		 */
		ci->ci_si = 0;
		ci->ci_nlocals = -1;
		ci->ci_names = NULL;
	}
	return (0);
}

/*
 * The name of the variable a context keeps in slot (its index as a
 * FixedArray), into buf: 0, or -1 when the slot is not a local the
 * context's ScopeInfo names (header slots, the extension, a context
 * whose scope info jsmdb cannot read).
 */
int
v8_context_slot_name(uintptr_t ctx, size_t slot, char *buf, size_t bufsz)
{
	ctx_info_t ci;
	intptr_t li;

	buf[0] = '\0';
	if (ctx_load(ctx, &ci) != 0 || ci.ci_names == NULL ||
	    (intptr_t)slot < ci.ci_first)
		return (-1);
	li = (intptr_t)slot - ci.ci_first;
	if (li >= ci.ci_nlocals || ci.ci_names[li] == 0)
		return (-1);
	return (v8_string_read(ci.ci_names[li], buf, bufsz, 200,
	    V8_STR_ESCAPE, NULL));
}

static void
print_name(uintptr_t name)
{
	char buf[V8_NAMELEN];

	if (name != 0 && v8_string_read(name, buf, sizeof (buf), 200,
	    V8_STR_QUOTE | V8_STR_ESCAPE, NULL) == 0)
		mdb_printf("%s", buf);
	else
		mdb_printf("<unreadable name %lx>", (unsigned long)name);
}

/* A variable's value: nested lines line up under the variable's name. */
static const js_print_opts_t closure_po = { 4, 0, 0, 0 };

/* ---- ::jsclosure ---- */

/* One captured variable as a "variable" record (docs/json.md). */
static void
closure_json(uintptr_t fn, const ctx_info_t *ci, int depth, intptr_t i)
{
	char name[V8_NAMELEN], sum[V8_NAMELEN];
	uintptr_t val;
	int named;

	named = ci->ci_names[i] != 0 && v8_string_read(ci->ci_names[i], name,
	    sizeof (name), 200, 0, NULL) == 0;
	mdb_json_begin("jsclosure", "variable");
	mdb_json_addr("function", fn);
	mdb_json_addr("context", ci->ci_ctx);
	mdb_json_uint("context_depth", (uint64_t)depth);
	mdb_json_uint("slot", (uint64_t)(ci->ci_first + i));
	mdb_json_str("name", named ? name : NULL);
	if (v8_fixedarray_get(ci->ci_ctx, (size_t)(ci->ci_first + i),
	    &val) != 0) {
		mdb_json_null("value");
		mdb_json_null("kind");
		mdb_json_null("summary");
		mdb_json_str("reason", "the context slot could not be read");
	} else {
		int rv = js_value_summary(val, sum, sizeof (sum));

		mdb_json_addr("value", val);
		mdb_json_str("kind", js_value_kind(val));
		mdb_json_str("summary", rv == 0 ? sum : NULL);
		mdb_json_str("reason", rv == 0 ? (named ? NULL :
		    "the variable's name could not be read") : sum);
	}
	mdb_json_end();
}

static int
dcmd_jsclosure(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uintptr_t sfi, ctx, val;
	ctx_info_t ci;
	intptr_t i;
	int depth, printed = 0;

	if (v8_dcmd_start("jsclosure", flags,
	    V8_NEED_VALUES | V8_NEED_FUNCS) != 0)
		return (DCMD_ERR);
	if (!(flags & DCMD_ADDRSPEC) || argc != 0)
		return (DCMD_USAGE);
	if (v8_func_check(addr, &sfi) != 0)
		return (DCMD_ERR);
	if (v8_jsfunc_context(addr, &ctx) != 0 || ctx_load(ctx, &ci) != 0) {
		mdb_warn("%lx: cannot read the function's context",
		    (unsigned long)addr);
		return (DCMD_ERR);
	}

	/* Innermost context first, out to (not into) the native context. */
	for (depth = 0; depth < V8_MAX_CHAIN && !ci.ci_native &&
	    !mdb_interrupted(); depth++) {
		if (ci.ci_nlocals > 0 && (flags & DCMD_JSON)) {
			for (i = 0; i < ci.ci_nlocals; i++)
				closure_json(addr, &ci, depth, i);
			printed++;
		} else if (ci.ci_nlocals > 0) {
			mdb_printf("context %p%s:\n", ci.ci_ctx,
			    depth == 0 ? "" : " (outer)");
			for (i = 0; i < ci.ci_nlocals; i++) {
				mdb_printf("    ");
				print_name(ci.ci_names[i]);
				mdb_printf(": ");
				if (v8_fixedarray_get(ci.ci_ctx,
				    (size_t)(ci.ci_first + i), &val) != 0) {
					mdb_printf("<unreadable>\n");
					continue;
				}
				(void) js_print_value(val, 1,
				    JS_PRINT_ADDRS, &closure_po);
				mdb_printf("\n");
			}
			printed++;
		}
		if (ci.ci_prev == 0 || ci.ci_prev == ci.ci_ctx ||
		    ctx_load(ci.ci_prev, &ci) != 0)
			break;
	}
	if (flags & DCMD_JSON) {
		mdb_json_begin("jsclosure", "summary");
		mdb_json_addr("function", addr);
		mdb_json_uint("contexts", (uint64_t)printed);
		mdb_json_bool("complete", depth < V8_MAX_CHAIN &&
		    !mdb_interrupted());
		mdb_json_end();
		return (DCMD_OK);
	}
	if (printed == 0)
		mdb_printf("(the function captures no variables)\n");
	return (DCMD_OK);
}

/* ---- ::v8function ---- */

static void
json_addr_or_null(const char *key, int ok, uintptr_t v)
{
	if (ok)
		mdb_json_addr(key, v);
	else
		mdb_json_null(key);
}

/* A value and what it is, as two fields: KEY and KEY_summary. */
static void
json_described(const char *key, const char *skey, int ok, uintptr_t v)
{
	char desc[V8_NAMELEN];

	json_addr_or_null(key, ok, v);
	if (ok) {
		v8_value_describe(v, desc, sizeof (desc));
		mdb_json_str(skey, desc);
	} else {
		mdb_json_null(skey);
	}
}

/*
 * ::v8function's JSON form (docs/json.md): one "function" record; a
 * bound function's arguments as "bound_argument" records after it; with
 * -d the "code" and "instruction" records of its code.
 */
static int
v8function_json(uintptr_t addr, const v8_bound_t *vbp, int bound,
    int opt_d)
{
	char name[V8_NAMELEN], loc[1200];
	uintptr_t sfi = 0, ctx, si, code, fd = 0, script, tsfi, val;
	js_funcloc_t fl;
	intptr_t start, end;
	ssize_t tfd;
	uint16_t nformal;
	size_t i;
	int isfn, havecode, ok;

	isfn = !bound || vbp->vb_inliterals;
	if (isfn && v8_func_check(addr, &sfi) != 0)
		return (DCMD_ERR);
	mdb_json_begin("v8function", "function");
	mdb_json_addr("address", addr);
	mdb_json_str("type", bound && !vbp->vb_inliterals ?
	    "JSBoundFunction" : "JSFunction");
	if (isfn) {
		v8_func_shown_name(sfi, name, sizeof (name));
		v8_func_where(addr, sfi, &fl);
		js_funcloc_format(&fl, loc, sizeof (loc));
		mdb_json_str("name", name);
		mdb_json_str("defined_at", loc);
		/* each read before its value is used as an argument */
		ok = v8_jsfunc_context(addr, &ctx) == 0;
		json_described("context", "context_summary", ok, ctx);
		mdb_json_addr("shared_function_info", sfi);
		ok = v8_sfi_scope_info(sfi, &si) == 0;
		json_addr_or_null("scope_info", ok, si);
		ok = v8_sfi_script(sfi, &script) == 0;
		json_addr_or_null("script", ok, script);
		if (v8_sfi_position(sfi, &start, &end) == 0) {
			mdb_json_int("source_start", start);
			mdb_json_int("source_end", end);
		} else {
			mdb_json_null("source_start");
			mdb_json_null("source_end");
		}
		if (v8_read_u16(sfi,
		    v8_cfg.vo_SharedFunctionInfo_formal_parameter_count,
		    &nformal) == 0 && nformal != 0xffff)
			mdb_json_uint("formal_parameters",
			    v8_cfg.vc_frame_counts_include_receiver &&
			    nformal > 0 ? nformal - 1 : nformal);
		else
			mdb_json_null("formal_parameters");
		ok = v8_class_offset("SharedFunctionInfo",
		    "trusted_function_data", &tfd) == 0 &&
		    v8_read_tagged(sfi, tfd, &fd) == 0 && v8_is_heapobject(fd);
		json_described("trusted_function_data",
		    "trusted_function_data_summary", ok, fd);
		ok = v8_read_tagged(sfi,
		    v8_cfg.vo_SharedFunctionInfo_function_data, &fd) == 0 &&
		    v8_is_heapobject(fd);
		json_described("function_data", "function_data_summary", ok,
		    fd);
		havecode = v8_jsfunc_code(addr, &code) == 0;
		json_described("code", "code_summary", havecode, code);
	} else {
		mdb_json_null("name");
		mdb_json_null("defined_at");
		mdb_json_null("context");
		mdb_json_null("context_summary");
		mdb_json_null("shared_function_info");
		mdb_json_null("scope_info");
		mdb_json_null("script");
		mdb_json_null("source_start");
		mdb_json_null("source_end");
		mdb_json_null("formal_parameters");
		mdb_json_null("trusted_function_data");
		mdb_json_null("trusted_function_data_summary");
		mdb_json_null("function_data");
		mdb_json_null("function_data_summary");
		mdb_json_null("code");
		mdb_json_null("code_summary");
		havecode = 0;
	}
	if (bound) {
		if (v8_jsfunc_sfi(vbp->vb_target, &tsfi) == 0) {
			v8_func_shown_name(tsfi, name, sizeof (name));
			mdb_json_str("bound_target_name", name);
		} else {
			mdb_json_null("bound_target_name");
		}
		json_described("bound_target", "bound_target_summary", 1,
		    vbp->vb_target);
		json_described("bound_this", "bound_this_summary", 1,
		    vbp->vb_this);
		mdb_json_uint("bound_arguments", vbp->vb_nargs);
		json_addr_or_null("bindings", vbp->vb_inliterals,
		    vbp->vb_args);
	} else {
		mdb_json_null("bound_target_name");
		mdb_json_null("bound_target");
		mdb_json_null("bound_target_summary");
		mdb_json_null("bound_this");
		mdb_json_null("bound_this_summary");
		mdb_json_null("bound_arguments");
		mdb_json_null("bindings");
	}
	mdb_json_end();
	for (i = 0; bound && i < vbp->vb_nargs && i < JS_FUNC_MAXARGS; i++) {
		mdb_json_begin("v8function", "bound_argument");
		mdb_json_addr("function", addr);
		mdb_json_uint("index", i);
		if (v8_func_ops.jf_bound_arg(addr, i, &val) == 0) {
			/* val read above */
			json_described("value", "summary", 1, val);
			mdb_json_null("reason");
		} else {
			json_described("value", "summary", 0, 0);
			mdb_json_str("reason",
			    "the argument could not be read");
		}
		mdb_json_end();
	}
	if (bound && vbp->vb_nargs > JS_FUNC_MAXARGS)
		mdb_warn("%lx: %lu more bound arguments not written",
		    (unsigned long)addr,
		    (unsigned long)(vbp->vb_nargs - JS_FUNC_MAXARGS));
	if (!opt_d)
		return (DCMD_OK);
	if (!havecode) {
		mdb_warn("%lx: the function's code is not found: nothing to "
		    "disassemble", (unsigned long)addr);
		return (DCMD_ERR);
	}
	return (v8_code_show(code, 1, "v8function"));
}

static int
dcmd_v8function(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	char name[V8_NAMELEN], loc[1200], desc[V8_NAMELEN];
	uintptr_t sfi, ctx, si, code, fd, script, tsfi;
	v8_bound_t vb;
	js_bound_t jb;
	js_funcloc_t fl;
	intptr_t start, end;
	ssize_t tfd;
	uint16_t nformal;
	uint_t opt_d = 0;

	if (v8_dcmd_start("v8function", flags,
	    V8_NEED_VALUES | V8_NEED_FUNCS |
	    (argc != 0 ? V8_NEED_FRAMES : 0)) != 0)
		return (DCMD_ERR);
	if (!(flags & DCMD_ADDRSPEC) || mdb_getopts(argc, argv,
	    'd', MDB_OPT_SETBITS, 1, &opt_d, NULL) != argc)
		return (DCMD_USAGE);
	/*
	 * A bound function: what it binds first.  Before V8 4.9 it is also
	 * a JSFunction (FunctionBind's closure), whose own lines follow.
	 */
	if (flags & DCMD_JSON) {
		switch (v8_bound_read(addr, &vb)) {
		case 0:
			return (v8function_json(addr, &vb, 1, opt_d));
		case -1:
			return (DCMD_ERR);
		default:
			return (v8function_json(addr, &vb, 0, opt_d));
		}
	}
	switch (v8_bound_read(addr, &vb)) {
	case 0:
		jb.jb_target = vb.vb_target;
		jb.jb_this = vb.vb_this;
		jb.jb_nargs = vb.vb_nargs;
		if (v8_jsfunc_sfi(vb.vb_target, &tsfi) == 0)
			v8_func_shown_name(tsfi, name, sizeof (name));
		else
			(void) snprintf(name, sizeof (name), "<target %lx is "
			    "not a function>", (unsigned long)vb.vb_target);
		mdb_printf("%p: %s: bound ", addr, vb.vb_inliterals ?
		    "JSFunction" : "JSBoundFunction");
		mdb_printf_escaped(name, strlen(name));
		mdb_printf("\n");
		if (vb.vb_inliterals)
			mdb_printf("bindings: %p (literals_or_bindings: "
			    "Function.prototype.bind's closure)\n",
			    vb.vb_args);
		js_bound_print(&v8_func_ops, addr, &jb);
		if (!vb.vb_inliterals)
			return (DCMD_OK);
		break;
	case -1:
		return (DCMD_ERR);
	default:
		break;
	}
	if (v8_func_check(addr, &sfi) != 0)
		return (DCMD_ERR);

	v8_func_shown_name(sfi, name, sizeof (name));
	v8_func_where(addr, sfi, &fl);
	js_funcloc_format(&fl, loc, sizeof (loc));
	if (vb.vb_inliterals)
		mdb_printf("closure: %s\n", name);
	else
		mdb_printf("%p: JSFunction: %s\n", addr, name);
	mdb_printf("defined at %s\n", loc);
	if (v8_jsfunc_context(addr, &ctx) == 0) {
		v8_value_describe(ctx, desc, sizeof (desc));
		mdb_printf("context: %p (%s)\n", ctx, desc);
	}
	mdb_printf("shared function info: %p\n", sfi);
	if (v8_sfi_scope_info(sfi, &si) == 0)
		mdb_printf("shared scope_info: %p\n", si);
	else
		mdb_printf("shared scope_info not available\n");
	if (v8_sfi_script(sfi, &script) == 0)
		mdb_printf("script: %p\n", script);
	if (v8_sfi_position(sfi, &start, &end) == 0)
		mdb_printf("source range: %ld to %ld\n", (long)start,
		    (long)end);
	if (v8_read_u16(sfi,
	    v8_cfg.vo_SharedFunctionInfo_formal_parameter_count,
	    &nformal) == 0 && nformal != 0xffff)
		mdb_printf("formal parameters: %d\n",
		    v8_cfg.vc_frame_counts_include_receiver &&
		    nformal > 0 ? nformal - 1 : nformal);
	/* V8 13 keeps UncompiledData / BytecodeArray in trusted space */
	if (v8_class_offset("SharedFunctionInfo", "trusted_function_data",
	    &tfd) == 0 && v8_read_tagged(sfi, tfd, &fd) == 0 &&
	    v8_is_heapobject(fd)) {
		v8_value_describe(fd, desc, sizeof (desc));
		mdb_printf("trusted function data: %p (%s)\n", fd, desc);
	}
	if (v8_read_tagged(sfi, v8_cfg.vo_SharedFunctionInfo_function_data,
	    &fd) == 0 && v8_is_heapobject(fd)) {
		v8_value_describe(fd, desc, sizeof (desc));
		mdb_printf("function data: %p (%s)\n", fd, desc);
	}
	if (v8_jsfunc_code(addr, &code) == 0) {
		v8_value_describe(code, desc, sizeof (desc));
		mdb_printf("code: %p (%s)\n", code, desc);
	} else if (opt_d) {
		mdb_warn("%lx: the function's code is not found: nothing to "
		    "disassemble", (unsigned long)addr);
		return (DCMD_ERR);
	}
	/* mdb_v8's -d: the code the function runs, disassembled */
	if (opt_d)
		return (v8_code_show(code, 1, (flags & DCMD_JSON) ?
		    "v8function" : NULL));
	return (DCMD_OK);
}

/* ---- ::v8scopeinfo ---- */

/* A name (a V8 string) as a JSON field, null (and why) when unreadable. */
static void
json_name(const char *key, const char *rkey, uintptr_t name)
{
	char buf[V8_NAMELEN];

	if (name != 0 && v8_string_read(name, buf, sizeof (buf), 200, 0,
	    NULL) == 0) {
		mdb_json_str(key, buf);
		mdb_json_null(rkey);
	} else {
		mdb_json_null(key);
		mdb_json_str(rkey, "the name could not be read");
	}
}

/*
 * ::v8scopeinfo's JSON form (docs/json.md): a "scopeinfo" record, then
 * a "local" record per context local.
 */
static int
v8scopeinfo_json(uintptr_t addr)
{
	uintptr_t *names;
	intptr_t n, i, np;
	uint32_t fl;
	int hf;

	hf = si_flags(addr, &fl) == 0;
	np = si_count(addr, v8_cfg.vc_scopeinfo_idx_nparams);
	if ((n = si_local_names(addr, &names)) < 0) {
		mdb_warn("%lx: cannot read the ScopeInfo's context locals",
		    (unsigned long)addr);
		return (DCMD_ERR);
	}
	mdb_json_begin("v8scopeinfo", "scopeinfo");
	mdb_json_addr("address", addr);
	if (hf) {
		mdb_json_uint("flags", fl);
		mdb_json_uint("scope_type",
		    fl & (uint32_t)v8_cfg.vc_scopeinfo_scope_type_mask);
	} else {
		mdb_json_null("flags");
		mdb_json_null("scope_type");
	}
	if (np >= 0)
		mdb_json_uint("parameters", (uint64_t)np);
	else
		mdb_json_null("parameters");
	mdb_json_uint("context_locals", (uint64_t)n);
	mdb_json_end();
	for (i = 0; i < n; i++) {
		mdb_json_begin("v8scopeinfo", "local");
		mdb_json_addr("scopeinfo", addr);
		mdb_json_uint("index", (uint64_t)i);
		mdb_json_addr("name_address", names[i]);
		json_name("name", "reason", names[i]);
		mdb_json_end();
	}
	return (DCMD_OK);
}

static int
dcmd_v8scopeinfo(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	uintptr_t *names;
	intptr_t n, i, np;
	uint32_t fl;

	if (v8_dcmd_start("v8scopeinfo", flags,
	    V8_NEED_VALUES | V8_NEED_FUNCS) != 0)
		return (DCMD_ERR);
	if (!(flags & DCMD_ADDRSPEC) || argc != 0)
		return (DCMD_USAGE);
	if (!v8_cfg.vc_configured) {
		mdb_warn("the V8 module is not configured (see ::v8load)");
		return (DCMD_ERR);
	}
	if (si_check(addr) != 0) {
		mdb_warn("%lx is not a ScopeInfo", (unsigned long)addr);
		return (DCMD_ERR);
	}
	if (flags & DCMD_JSON)
		return (v8scopeinfo_json(addr));
	if (si_flags(addr, &fl) == 0)
		mdb_printf("flags: %#x (scope type %u)\n", fl,
		    fl & (uint32_t)v8_cfg.vc_scopeinfo_scope_type_mask);
	if ((np = si_count(addr, v8_cfg.vc_scopeinfo_idx_nparams)) >= 0)
		mdb_printf("%ld parameter%s\n", (long)np, np == 1 ? "" : "s");
	if ((n = si_local_names(addr, &names)) < 0) {
		mdb_warn("%lx: cannot read the ScopeInfo's context locals",
		    (unsigned long)addr);
		return (DCMD_ERR);
	}
	mdb_printf("%ld context local%s\n", (long)n, n == 1 ? "" : "s");
	for (i = 0; i < n; i++) {
		mdb_printf("    context local %ld: %p (", (long)i, names[i]);
		print_name(names[i]);
		mdb_printf(")\n");
	}
	return (DCMD_OK);
}

/* ---- ::v8context ---- */

static void
ctx_slot(const char *label, uintptr_t val)
{
	char desc[V8_NAMELEN];

	v8_value_describe(val, desc, sizeof (desc));
	mdb_printf("%s: %p (%s)\n", label, val, desc);
}

/* A header slot of a context, or why it is not shown. */
static void
ctx_slot_at(uintptr_t ctx, const char *label, size_t idx)
{
	uintptr_t val;

	if (v8_fixedarray_get(ctx, idx, &val) == 0)
		ctx_slot(label, val);
	else
		mdb_printf("%s: <slot %lu could not be read>\n", label,
		    (unsigned long)idx);
}

/*
 * ::v8context's JSON form (docs/json.md): a "context" record, a "slot"
 * record per slot of a function context (as the text, none for the
 * native context), then a "summary" record.
 */
static int
v8context_json(uintptr_t addr, const ctx_info_t *ci)
{
	uintptr_t val = 0;
	size_t i, lim = CTX_MAX_SLOTS, n = 0;
	intptr_t li;
	const char *why = NULL;
	int ok;

	mdb_json_begin("v8context", "context");
	mdb_json_addr("address", addr);
	/* each read before its value is used as an argument */
	ok = v8_cfg.vc_context_idx_scope_info >= 0 && v8_fixedarray_get(addr,
	    v8_cfg.vc_context_idx_scope_info, &val) == 0;
	json_described("scope_info", "scope_info_summary", ok, val);
	ok = v8_fixedarray_get(addr, v8_cfg.vc_context_idx_prev, &val) == 0;
	json_described("previous", "previous_summary", ok, val);
	ok = ci->ci_extension && v8_fixedarray_get(addr,
	    (size_t)ci->ci_first - 1, &val) == 0;
	json_described("extension", "extension_summary", ok, val);
	mdb_json_bool("native", ci->ci_native);
	mdb_json_uint("length", ci->ci_len);
	if (ci->ci_nlocals >= 0)
		mdb_json_uint("locals", (uint64_t)ci->ci_nlocals);
	else
		mdb_json_null("locals");
	mdb_json_end();
	if (!ci->ci_native) {
		for (i = (size_t)ci->ci_first; i < ci->ci_len; i++) {
			if (i >= lim) {
				why = "only the first slots are written "
				    "(jsmdb's cap)";
				break;
			}
			if (v8_fixedarray_get(addr, i, &val) != 0) {
				why = "a slot could not be read";
				break;
			}
			li = (intptr_t)i - ci->ci_first;
			mdb_json_begin("v8context", "slot");
			mdb_json_addr("context", addr);
			mdb_json_uint("index", i);
			mdb_json_bool("local", ci->ci_names != NULL &&
			    li < ci->ci_nlocals);
			if (ci->ci_names != NULL && li < ci->ci_nlocals) {
				json_name("name", "name_reason",
				    ci->ci_names[li]);
			} else {
				mdb_json_null("name");
				mdb_json_null("name_reason");
			}
			json_described("value", "summary", 1, val);
			mdb_json_end();
			n++;
		}
	}
	mdb_json_begin("v8context", "summary");
	mdb_json_addr("context", addr);
	mdb_json_uint("slots", n);
	mdb_json_bool("complete", why == NULL && !ci->ci_native);
	mdb_json_str("reason", ci->ci_native && why == NULL ? "the native "
	    "context's slots are not listed" : why);
	mdb_json_end();
	return (why == NULL ? DCMD_OK : DCMD_ERR);
}

static int
dcmd_v8context(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	ctx_info_t ci;
	uintptr_t val;
	char desc[V8_NAMELEN];
	size_t i;
	intptr_t li;

	if (v8_dcmd_start("v8context", flags,
	    V8_NEED_VALUES | V8_NEED_FUNCS) != 0)
		return (DCMD_ERR);
	if (!(flags & DCMD_ADDRSPEC) || argc != 0)
		return (DCMD_USAGE);
	if (!v8_cfg.vc_configured) {
		mdb_warn("the V8 module is not configured (see ::v8load)");
		return (DCMD_ERR);
	}
	if (ctx_load(addr, &ci) != 0) {
		size_t len;

		if (v8_is_context(addr) &&
		    v8_fixedarray_length(addr, &len) == 0 &&
		    len > CTX_MAX_SLOTS)
			mdb_warn("%lx: a Context of %lu slots, more than "
			    "jsmdb believes of one (%lu): not read",
			    (unsigned long)addr, (unsigned long)len,
			    (unsigned long)CTX_MAX_SLOTS);
		else
			mdb_warn("%lx is not a Context", (unsigned long)addr);
		return (DCMD_ERR);
	}
	if (flags & DCMD_JSON)
		return (v8context_json(addr, &ci));
	/* a header slot the core lacks is said in its place */
	if (v8_cfg.vc_context_idx_scope_info >= 0)
		ctx_slot_at(addr, "scope_info",
		    (size_t)v8_cfg.vc_context_idx_scope_info);
	ctx_slot_at(addr, "previous context",
	    (size_t)v8_cfg.vc_context_idx_prev);
	if (ci.ci_extension)
		ctx_slot_at(addr, "extension", (size_t)ci.ci_first - 1);
	if (ci.ci_native) {
		mdb_printf("(native context: %lu slots)\n",
		    (unsigned long)ci.ci_len);
		return (DCMD_OK);
	}
	for (i = (size_t)ci.ci_first; i < ci.ci_len; i++) {
		if (v8_fixedarray_get(addr, i, &val) != 0) {
			mdb_warn("%lx: slot %lu of %lu could not be read; "
			    "the slots from there are not shown",
			    (unsigned long)addr, (unsigned long)i,
			    (unsigned long)ci.ci_len);
			return (DCMD_ERR);
		}
		v8_value_describe(val, desc, sizeof (desc));
		mdb_printf("    slot %lu", (unsigned long)i);
		li = (intptr_t)i - ci.ci_first;
		if (ci.ci_names != NULL && li < ci.ci_nlocals) {
			mdb_printf(" (");
			print_name(ci.ci_names[li]);
			mdb_printf(")");
		}
		mdb_printf(": %p (%s)\n", val, desc);
	}
	return (DCMD_OK);
}

/* ---- ::v8frametypes ---- */

static int
dcmd_v8frametypes(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	const char *name;
	intptr_t t;
	int n = 0;

	if (v8_dcmd_start("v8frametypes", flags, 0) != 0)
		return (DCMD_ERR);
	if (argc != 0)
		return (DCMD_USAGE);
	if (!v8_cfg.vc_configured) {
		mdb_warn("the V8 module is not configured (see ::v8load)");
		return (DCMD_ERR);
	}
	for (t = 0; t < 256; t++) {
		if ((name = v8_frametype_name(t)) == NULL)
			continue;
		if (flags & DCMD_JSON) {
			mdb_json_begin("v8frametypes", "frametype");
			mdb_json_str("name", name);
			mdb_json_int("value", t);
			mdb_json_end();
		} else {
			mdb_printf("%-45s %3ld\n", name, (long)t);
		}
		n++;
	}
	if (n == 0) {
		mdb_warn("the binary's metadata names no frame types");
		return (DCMD_ERR);
	}
	return (DCMD_OK);
}

const mdb_dcmd_t v8_stack_dcmds_func[] = {
	{ "jsclosure", NULL,
	    "print the variables a closure captures, with their values",
	    dcmd_jsclosure, NULL, MDB_DCMD_JSON },
	{ "v8function", "[-d]", "print a JSFunction's V8 internals (-d: and "
	    "its code disassembled)",
	    dcmd_v8function, NULL, MDB_DCMD_JSON },
	{ "v8scopeinfo", NULL, "print a ScopeInfo's parameters and locals",
	    dcmd_v8scopeinfo, NULL, MDB_DCMD_JSON },
	{ "v8context", NULL, "print a Context's slots",
	    dcmd_v8context, NULL, MDB_DCMD_JSON },
	{ "v8frametypes", NULL, "list V8's stack frame type markers",
	    dcmd_v8frametypes, NULL, MDB_DCMD_JSON },
	{ NULL }
};
