/*
 * func_base.c: what the rest of the module needs to know about functions:
 * JSFunction -> SharedFunctionInfo -> name, script, positions, and the
 * parts of a ScopeInfo that hold a function's name and source range.
 * (The ::jsfunction / ::jsclosure / ::v8scopeinfo dcmds live elsewhere
 * and build on these.)
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"

int
v8_jsfunc_sfi(uintptr_t func, uintptr_t *sfip)
{
	uintptr_t sfi;
	int type;

	if (v8_obj_type(func, &type) != 0 || !v8_type_is_jsfunction(type) ||
	    v8_read_tagged(func, v8_cfg.vo_JSFunction_shared, &sfi) != 0 ||
	    v8_obj_type(sfi, &type) != 0 ||
	    type != v8_cfg.vt_SharedFunctionInfo)
		return (-1);
	*sfip = sfi;
	return (0);
}

int
v8_jsfunc_context(uintptr_t func, uintptr_t *ctxp)
{
	uintptr_t ctx;
	int type;

	if (v8_obj_type(func, &type) != 0 || !v8_type_is_jsfunction(type) ||
	    v8_read_tagged(func, v8_cfg.vo_JSFunction_context, &ctx) != 0 ||
	    !v8_is_heapobject(ctx))
		return (-1);
	/* what a function holds as its context is one (V8 6.2: learn it) */
	v8_context_learn(func);
	*ctxp = ctx;
	return (0);
}

/* ---- ScopeInfo ---- */

typedef struct si_layout {
	uint32_t sl_flags;
	int sl_nlocals;
	int sl_name;		/* slot of the function name, or -1 */
	int sl_inferred;	/* slot of the inferred name, or -1 */
	int sl_position;	/* slot of the start position, or -1 */
} si_layout_t;

static int
si_slot(uintptr_t si, int i, uintptr_t *valp)
{
	return (v8_read_tagged(si, v8_cfg.vc_scopeinfo_slot0 +
	    (ssize_t)i * v8_cfg.vc_tagged_size, valp));
}

static int
si_is_scopeinfo(uintptr_t si)
{
	int type;

	return (v8_obj_type(si, &type) == 0 && type == v8_cfg.vt_ScopeInfo);
}

/*
 * The slot of a ScopeInfo's first context local name: right after the
 * numeric fields, or (V8 6) after the parameter names, the first stack
 * slot and the stack local names.  -1 if unreadable.
 */
int
v8_si_context_names(uintptr_t si)
{
	uintptr_t v;
	int pos = v8_cfg.vc_scopeinfo_idx_first_vars;

	if (v8_cfg.vc_scopeinfo_idx_nstacklocals < 0)
		return (pos);
	if (v8_cfg.vc_scopeinfo_parameter_names) {
		if (si_slot(si, v8_cfg.vc_scopeinfo_idx_nparams, &v) != 0 ||
		    !v8_is_smi(v) || v8_smi_value(v) < 0 ||
		    v8_smi_value(v) > 100000)
			return (-1);
		pos += (int)v8_smi_value(v);
	}
	if (si_slot(si, v8_cfg.vc_scopeinfo_idx_nstacklocals, &v) != 0 ||
	    !v8_is_smi(v) || v8_smi_value(v) < 0 || v8_smi_value(v) > 100000)
		return (-1);
	/* the first stack slot's index before the names (V8 6; not 3.x) */
	return (pos + v8_cfg.vc_scopeinfo_first_stack_slot +
	    (int)v8_smi_value(v));
}

/*
 * Works out where the optional parts of a ScopeInfo sit: they follow the
 * context-local names and infos, each present or not by a flag bit (the
 * bit positions come from tables.c).
 */
static int
si_layout(uintptr_t si, si_layout_t *sl)
{
	uintptr_t v;
	intptr_t nlocals;
	int pos, maxinl, recv, fvar, stype;
	uint32_t fl;

	if (!si_is_scopeinfo(si))
		return (-1);
	if (v8_cfg.vc_scopeinfo_flags_smi) {
		if (si_slot(si, 0, &v) != 0 || !v8_is_smi(v))
			return (-1);
		fl = (uint32_t)v8_smi_value(v);
	} else {
		if (v8_read_u32(si, v8_cfg.vc_scopeinfo_slot0,
		    &fl) != 0)
			return (-1);
	}
	if (si_slot(si, v8_cfg.vc_scopeinfo_idx_ncontextlocals, &v) != 0 ||
	    !v8_is_smi(v) || (nlocals = v8_smi_value(v)) < 0 ||
	    nlocals > 100000)
		return (-1);

	sl->sl_flags = fl;
	sl->sl_nlocals = (int)nlocals;
	sl->sl_name = sl->sl_inferred = sl->sl_position = -1;

	if ((pos = v8_si_context_names(si)) < 0)
		return (-1);
	maxinl = v8_cfg.vc_scopeinfo_max_inlined_locals;
	if (maxinl > 0 && nlocals >= maxinl)
		pos += 1;		/* names in a hash table */
	else
		pos += (int)nlocals;
	pos += (int)nlocals;		/* infos */
	/* -1: the release has no saved class variable (before V8 8.3) */
	if (v8_cfg.vc_scopeinfo_has_saved_class_var_bit >= 0 &&
	    ((fl >> v8_cfg.vc_scopeinfo_has_saved_class_var_bit) & 1))
		pos++;
	/*
	 * V8 before 10 kept a receiver slot here (receiver STACK or
	 * CONTEXT); the releases jsmdb knows have none (checked on Node
	 * 18-24 cores), so it counts only where a table says so.
	 */
	recv = (fl >> v8_cfg.vc_scopeinfo_receiver_shift) & 3;
	if (v8_cfg.vc_scopeinfo_has_receiver_slot &&
	    (recv == 1 || recv == 2))
		pos++;
	fvar = (fl >> v8_cfg.vc_scopeinfo_function_var_shift) & 3;
	if (fvar != 0) {
		sl->sl_name = pos;
		pos += 2;
	}
	/* -1: the inferred name is not in the ScopeInfo (V8 6: the SFI) */
	if (v8_cfg.vc_scopeinfo_has_inferred_name_bit >= 0 &&
	    ((fl >> v8_cfg.vc_scopeinfo_has_inferred_name_bit) & 1))
		sl->sl_inferred = pos++;
	stype = fl & v8_cfg.vc_scopeinfo_scope_type_mask;
	if (v8_cfg.vc_scopeinfo_position_in_header)
		sl->sl_position = v8_cfg.vc_scopeinfo_idx_ncontextlocals + 1;
	else if (stype == v8_cfg.vc_scopeinfo_function_scope &&
	    v8_cfg.vc_scopeinfo_has_position)
		sl->sl_position = pos;
	return (0);
}

/*
 * The function name of a ScopeInfo: 0 *namep is the name; 1 anonymous;
 * -1 could not decode (the computed slot holds neither a string nor the
 * anonymous sentinel: a layout the facts do not describe; said once, and
 * the name is marked unreadable rather than guessed from nearby slots).
 */
static int si_name_warned;

static int
si_function_name(uintptr_t si, uintptr_t *namep)
{
	si_layout_t sl;
	uintptr_t v;

	if (si_layout(si, &sl) != 0)
		return (-1);
	if (sl.sl_name < 0)
		return (1);		/* no function name slot */
	if (si_slot(si, sl.sl_name, &v) != 0)
		return (-1);
	if (v8_is_string(v)) {
		*namep = v;
		return (0);
	}
	if (v8_is_smi(v) && v8_smi_value(v) == 0)
		return (1);	/* kNoSharedNameSentinel: anonymous */
	if (si_name_warned++ == 0)
		v8_cfg_warn("ScopeInfo %lx: the function name slot %d holds neither "
		    "a name nor the anonymous sentinel (ScopeInfo layout facts "
		    "wrong for this release?): such names are marked "
		    "unreadable", si, sl.sl_name);
	return (-1);
}

int
v8_sfi_scope_info(uintptr_t sfi, uintptr_t *sip)
{
	uintptr_t v;

	if (v8_read_tagged(sfi, v8_cfg.vo_SharedFunctionInfo_scope_info >= 0 ?
	    v8_cfg.vo_SharedFunctionInfo_scope_info :
	    v8_cfg.vo_SharedFunctionInfo_name_or_scope_info, &v) != 0 ||
	    !si_is_scopeinfo(v))
		return (-1);
	*sip = v;
	return (0);
}

/* The SFI's name string: 0 found, 1 anonymous, -1 could not decode. */
static int
sfi_name_obj(uintptr_t sfi, uintptr_t *namep)
{
	uintptr_t v;

	if (v8_read_tagged(sfi,
	    v8_cfg.vo_SharedFunctionInfo_name_or_scope_info, &v) != 0)
		return (-1);
	if (v8_is_string(v)) {
		*namep = v;
		return (0);
	}
	if (v8_cfg.vo_SharedFunctionInfo_scope_info < 0 && si_is_scopeinfo(v))
		return (si_function_name(v, namep));
	return (1);	/* kNoSharedNameSentinel, or no name in the SFI */
}

int
v8_sfi_name(uintptr_t sfi, char *buf, size_t bufsz)
{
	uintptr_t name;

	buf[0] = '\0';
	/* A name that is there but cannot be read is not "anonymous". */
	switch (sfi_name_obj(sfi, &name)) {
	case 1:
		return (0);		/* anonymous */
	case 0:
		if (v8_string_read(name, buf, bufsz, 256, V8_STR_ESCAPE,
		    NULL) == 0)
			return (0);
		(void) snprintf(buf, bufsz, "<unreadable name %lx>",
		    (unsigned long)name);
		return (0);
	default:
		(void) snprintf(buf, bufsz, "<unreadable name: SFI %lx>",
		    (unsigned long)sfi);
		return (0);
	}
}

/*
 * The SFI's function data, heap objects only, trusted first: V8 13
 * keeps it in the trusted function data when the SFI has that field,
 * earlier releases in the function data.  The count filled in fds[].
 */
int
v8_sfi_function_datas(uintptr_t sfi, uintptr_t fds[2])
{
	uintptr_t fd;
	ssize_t off;
	int n = 0;

	if (v8_class_offset("SharedFunctionInfo", "trusted_function_data",
	    &off) == 0 && v8_read_tagged(sfi, off, &fd) == 0 &&
	    v8_is_heapobject(fd))
		fds[n++] = fd;
	if (v8_read_tagged(sfi, v8_cfg.vo_SharedFunctionInfo_function_data,
	    &fd) == 0 && v8_is_heapobject(fd))
		fds[n++] = fd;
	return (n);
}

/* SFI's UncompiledData (lazy functions keep positions and names there) */
static int
sfi_uncompiled(uintptr_t sfi, uintptr_t *udp)
{
	uintptr_t fds[2];
	int type, i, n = v8_sfi_function_datas(sfi, fds);
	const char *cls;

	for (i = 0; i < n; i++) {
		if (v8_obj_type(fds[i], &type) != 0 ||
		    (cls = v8_type_class(type)) == NULL ||
		    strncmp(cls, "UncompiledData", 14) != 0)
			continue;
		*udp = fds[i];
		return (0);
	}
	return (-1);
}

int
v8_sfi_inferred_name(uintptr_t sfi, char *buf, size_t bufsz)
{
	uintptr_t si, ud, v;
	si_layout_t sl;
	ssize_t off;

	buf[0] = '\0';
	/* V8 6: the SFI's function identifier (a String, or a Smi) */
	if (v8_cfg.vo_SharedFunctionInfo_function_identifier >= 0) {
		if (v8_read_tagged(sfi,
		    v8_cfg.vo_SharedFunctionInfo_function_identifier, &v) == 0 &&
		    v8_is_string(v))
			return (v8_string_read(v, buf, bufsz, 256,
			    V8_STR_ESCAPE, NULL));
		return (0);
	}
	/* V8 3.28: a field of its own (the metadata's inferred_name) */
	if (v8_class_offset("SharedFunctionInfo", "inferred_name",
	    &off) == 0) {
		if (v8_read_tagged(sfi, off, &v) == 0 && v8_is_string(v))
			return (v8_string_read(v, buf, bufsz, 256,
			    V8_STR_ESCAPE, NULL));
		return (0);
	}
	if (v8_sfi_scope_info(sfi, &si) == 0 && si_layout(si, &sl) == 0 &&
	    sl.sl_inferred >= 0 && si_slot(si, sl.sl_inferred, &v) == 0 &&
	    v8_is_string(v))
		return (v8_string_read(v, buf, bufsz, 256, V8_STR_ESCAPE,
		    NULL));
	if (sfi_uncompiled(sfi, &ud) == 0 &&
	    v8_read_tagged(ud, v8_cfg.vo_UncompiledData_inferred_name,
	    &v) == 0 && v8_is_string(v))
		return (v8_string_read(v, buf, bufsz, 256, V8_STR_ESCAPE,
		    NULL));
	return (0);
}

/*
 * A function named at run time -- a function or class that is the value
 * of a computed key ({ [k]: function () {} }), or one given a name by
 * Object.defineProperty -- has an own "name" data property that shadows
 * the "name" accessor every function's map carries; its SFI has no name
 * or another one.  V8's JSFunction::GetDebugName (src/objects/
 * js-function.cc) prefers that property, and so does f.name.
 */
int
v8_jsfunc_own_name(uintptr_t func, char *buf, size_t bufsz)
{
	uintptr_t v;

	buf[0] = '\0';
	if (v8_obj_prop_lookup(func, "name", &v) != 0 || !v8_is_string(v))
		return (-1);
	return (v8_string_read(v, buf, bufsz, 256, V8_STR_ESCAPE, NULL));
}

/*
 * Is the function's name "anonymous" by a flag of its SharedFunctionInfo,
 * NameShouldPrintAsAnonymous, which CreateDynamicFunction sets on the
 * functions new Function makes (nameless: their name binds nothing in
 * their body), and which JSFunction::GetName (V8 6.2 on;
 * Accessors::FunctionNameGetter on 5.1) turns into "anonymous"?  The flag
 * is where the facts say:
 *   V8 5.1        a compiler hint (sfi_compiler_hints_anonymous_bit)
 *   V8 6.2 - 6.8  a debugger hint (sfi_debugger_hints_anonymous_bit): the
 *                 hints are the Smi in the SFI's debug_info, or, once the
 *                 function has a DebugInfo there, its debugger_hints Smi
 *   V8 7.8 on     a bit of the SFI's flags (sfi_flags_anonymous_bit)
 * 1: yes; 0: no, or no fact says where the flag is; -1: the facts say
 * where, but it could not be read.
 */
int
v8_sfi_prints_anonymous(uintptr_t sfi)
{
	intptr_t bit;
	ssize_t off;
	uint32_t hints;
	uintptr_t di, v;
	const char *tn;
	int type;

	if (v8_const("sfi_compiler_hints_anonymous_bit", &bit) == 0) {
		if (bit < 0 || bit > 31 ||
		    v8_class_offset("SharedFunctionInfo", "compiler_hints",
		    &off) != 0 || v8_read_u32(sfi, off, &hints) != 0)
			return (-1);
		return ((hints >> bit) & 1);
	}
	if (v8_const("sfi_flags_anonymous_bit", &bit) == 0) {
		if (bit < 0 || bit > 31 ||
		    v8_class_offset("SharedFunctionInfo", "flags",
		    &off) != 0 || v8_read_u32(sfi, off, &hints) != 0)
			return (-1);
		return ((hints >> bit) & 1);
	}
	if (v8_const("sfi_debugger_hints_anonymous_bit", &bit) != 0)
		return (0);
	if (bit < 0 || bit > 31 ||
	    v8_class_offset("SharedFunctionInfo", "debug_info", &off) != 0 ||
	    v8_read_tagged(sfi, off, &di) != 0)
		return (-1);
	if (!v8_is_smi(di)) {
		if (v8_obj_type(di, &type) != 0 ||
		    (tn = v8_type_name(type)) == NULL ||
		    strcmp(tn, "DEBUG_INFO_TYPE") != 0 ||
		    v8_class_offset("DebugInfo", "debugger_hints", &off) != 0 ||
		    v8_read_tagged(di, off, &v) != 0 || !v8_is_smi(v))
			return (-1);
		di = v;
	}
	return (((uintptr_t)v8_smi_value(di) >> bit) & 1);
}

/*
 * A bound function of V8 before 4.9 (Node.js 0.10 - 4): the JSFunction
 * of FunctionBind's closure (v8natives.js), whose SharedFunctionInfo has
 * the compiler hint kBoundFunction (sfi_compiler_hints_bound_bit) and
 * whose literals_or_bindings is the bindings array: target, this, then
 * the arguments, at the indexes the facts give (function_bindings_*).
 * 0: bound, *bindingsp the array; 1: not bound, or no fact says how to
 * tell (V8 4.9 on: JSBoundFunction); -1: bound, its bindings unreadable.
 */
int
v8_jsfunc_bindings(uintptr_t func, uintptr_t *bindingsp)
{
	intptr_t bit;
	ssize_t off, boff;
	uint32_t hints;
	uintptr_t sfi, b;
	int type;

	if (v8_const("sfi_compiler_hints_bound_bit", &bit) != 0 ||
	    bit < 0 || bit > 31 ||
	    v8_class_offset("SharedFunctionInfo", "compiler_hints",
	    &off) != 0 || v8_jsfunc_sfi(func, &sfi) != 0 ||
	    v8_read_u32(sfi, off, &hints) != 0 || ((hints >> bit) & 1) == 0)
		return (1);
	if (v8_class_offset("JSFunction", "literals_or_bindings",
	    &boff) != 0 || v8_read_tagged(func, boff, &b) != 0 ||
	    v8_obj_type(b, &type) != 0 || type != v8_cfg.vt_FixedArray)
		return (-1);
	*bindingsp = b;
	return (0);
}

/*
 * A bound function as either V8 keeps it: a JSBoundFunction (V8 4.9 on)
 * or a JSFunction with bindings (before).  0: bound, *vb filled; 1: not
 * a bound function; -1: bound, but what it binds is unreadable (said
 * once, here).
 */
int
v8_bound_read(uintptr_t func, v8_bound_t *vb)
{
	const v8_cfg_t *c = &v8_cfg;
	intptr_t ti, hi, ai;
	uintptr_t b;
	size_t n;
	int type, rv;

	memset(vb, 0, sizeof (*vb));
	if (v8_obj_type(func, &type) != 0)
		return (1);
	if (c->vt_JSBoundFunction != -1 && type == c->vt_JSBoundFunction) {
		if (v8_read_tagged(func, c->vo_JSBoundFunction_target,
		    &vb->vb_target) != 0 ||
		    v8_read_tagged(func, c->vo_JSBoundFunction_this,
		    &vb->vb_this) != 0 ||
		    v8_read_tagged(func, c->vo_JSBoundFunction_args,
		    &vb->vb_args) != 0 ||
		    v8_fixedarray_length(vb->vb_args, &n) != 0) {
			mdb_warn("%lx: cannot read the bound function's "
			    "target, this and arguments", (unsigned long)func);
			return (-1);
		}
		vb->vb_nargs = n;
		return (0);
	}
	if (!v8_type_is_jsfunction(type) ||
	    (rv = v8_jsfunc_bindings(func, &b)) == 1)
		return (1);
	if (rv != 0 ||
	    v8_const("function_bindings_target_index", &ti) != 0 ||
	    v8_const("function_bindings_this_index", &hi) != 0 ||
	    v8_const("function_bindings_args_index", &ai) != 0 ||
	    ti < 0 || hi < 0 || ai < 0 ||
	    v8_fixedarray_length(b, &n) != 0 || n < (size_t)ai ||
	    (size_t)ti >= n || (size_t)hi >= n ||
	    v8_fixedarray_get(b, (size_t)ti, &vb->vb_target) != 0 ||
	    v8_fixedarray_get(b, (size_t)hi, &vb->vb_this) != 0) {
		mdb_warn("%lx: a bound function (its SharedFunctionInfo's "
		    "kBoundFunction hint is set), but its bindings in "
		    "literals_or_bindings are unreadable",
		    (unsigned long)func);
		return (-1);
	}
	vb->vb_args = b;
	vb->vb_argstart = (size_t)ai;
	vb->vb_nargs = n - (size_t)ai;
	vb->vb_inliterals = 1;
	return (0);
}

int
v8_jsfunc_name(uintptr_t func, char *buf, size_t bufsz)
{
	uintptr_t sfi;

	buf[0] = '\0';
	if (v8_jsfunc_sfi(func, &sfi) != 0)
		return (-1);
	if (v8_jsfunc_own_name(func, buf, bufsz) == 0 && buf[0] != '\0')
		return (0);
	(void) v8_sfi_name(sfi, buf, bufsz);
	if (buf[0] == '\0')
		(void) v8_sfi_inferred_name(sfi, buf, bufsz);
	return (0);
}

int
v8_sfi_script(uintptr_t sfi, uintptr_t *scriptp)
{
	uintptr_t s;
	int type;

	if (v8_read_tagged(sfi, v8_cfg.vo_SharedFunctionInfo_script, &s) != 0 ||
	    v8_obj_type(s, &type) != 0 || type != v8_cfg.vt_Script)
		return (-1);
	*scriptp = s;
	return (0);
}

int
v8_script_name(uintptr_t script, char *buf, size_t bufsz)
{
	uintptr_t name;

	buf[0] = '\0';
	if (v8_read_tagged(script, v8_cfg.vo_Script_name, &name) != 0 ||
	    !v8_is_string(name))
		return (-1);
	return (v8_string_read(name, buf, bufsz, 4096, V8_STR_ESCAPE, NULL));
}

/*
 * Is script one V8 keeps with no name (its name undefined or the empty
 * string: eval and new Function code), as opposed to a name that cannot
 * be read?
 */
int
v8_script_unnamed(uintptr_t script)
{
	uintptr_t name;
	size_t len;

	if (v8_read_tagged(script, v8_cfg.vo_Script_name, &name) != 0)
		return (0);
	if (v8_oddball_kind(name) == V8_ODD_UNDEFINED)
		return (1);
	return (v8_is_string(name) && v8_string_length(name, &len) == 0 &&
	    len == 0);
}

int
v8_sfi_position(uintptr_t sfi, intptr_t *startp, intptr_t *endp)
{
	uintptr_t si, ud, a, b;
	si_layout_t sl;
	int16_t tokoff;
	int32_t s32, e32;

	*startp = *endp = -1;
	/* V8 6: the SFI keeps its own positions (the "function" token's
	 * is absolute) */
	if (v8_cfg.vo_SharedFunctionInfo_start_position_and_type >= 0) {
		int32_t tok;

		if (v8_read_u32(sfi,
		    v8_cfg.vo_SharedFunctionInfo_start_position_and_type,
		    (uint32_t *)&s32) != 0 ||
		    v8_read_u32(sfi, v8_cfg.vo_SharedFunctionInfo_end_position,
		    (uint32_t *)&e32) != 0)
			return (-1);
		*startp = (s32 & v8_cfg.vc_sfi_start_position_mask) >>
		    v8_cfg.vc_sfi_start_position_shift;
		*endp = e32 >> v8_cfg.vc_sfi_pseudo_smi_lo_shift;
		if (v8_cfg.vo_SharedFunctionInfo_function_token_position >= 0 &&
		    v8_read_u32(sfi,
		    v8_cfg.vo_SharedFunctionInfo_function_token_position,
		    (uint32_t *)&tok) == 0 &&
		    (tok >>= v8_cfg.vc_sfi_pseudo_smi_lo_shift) >= 0 &&
		    tok <= *startp)
			*startp = tok;
		return (0);
	}
	if (v8_sfi_scope_info(sfi, &si) == 0 && si_layout(si, &sl) == 0 &&
	    sl.sl_position >= 0 && si_slot(si, sl.sl_position, &a) == 0 &&
	    si_slot(si, sl.sl_position + 1, &b) == 0 && v8_is_smi(a) &&
	    v8_is_smi(b)) {
		*startp = v8_smi_value(a);
		*endp = v8_smi_value(b);
	} else if (sfi_uncompiled(sfi, &ud) == 0 &&
	    v8_read_u32(ud, v8_cfg.vo_UncompiledData_start_position,
	    (uint32_t *)&s32) == 0 &&
	    v8_read_u32(ud, v8_cfg.vo_UncompiledData_end_position,
	    (uint32_t *)&e32) == 0) {
		*startp = s32;
		*endp = e32;
	} else {
		return (-1);
	}
	/* Back up to the "function" token when V8 kept the distance. */
	if (v8_read_u16(sfi, v8_cfg.vo_SharedFunctionInfo_function_token_offset,
	    (uint16_t *)&tokoff) == 0 && tokoff > 0 && tokoff <= *startp)
		*startp -= tokoff;
	return (0);
}

int
v8_script_line(uintptr_t script, intptr_t pos, intptr_t *linep,
    intptr_t *colp)
{
	uintptr_t ends, src, v;
	size_t n, lo, hi, i, len;
	intptr_t prev;
	char *s;

	if (pos < 0)
		return (-1);
	/* line_ends: FixedArray of Smi positions of each '\n' */
	if (v8_read_tagged(script, v8_cfg.vo_Script_line_ends, &ends) == 0 &&
	    v8_fixedarray_length(ends, &n) == 0 && n > 0 &&
	    v8_fixedarray_get(ends, 0, &v) == 0 && v8_is_smi(v)) {
		lo = 0;
		hi = n;
		while (lo < hi) {
			size_t mid = (lo + hi) / 2;

			if (v8_fixedarray_get(ends, mid, &v) != 0 ||
			    !v8_is_smi(v))
				return (-1);
			if (v8_smi_value(v) < pos)
				lo = mid + 1;
			else
				hi = mid;
		}
		prev = -1;
		if (lo > 0 && v8_fixedarray_get(ends, lo - 1, &v) == 0 &&
		    v8_is_smi(v))
			prev = v8_smi_value(v);
		*linep = (intptr_t)lo;
		*colp = pos - prev - 1;
		return (0);
	}
	/* No line ends: count newlines in the source up to pos. */
	if (v8_read_tagged(script, v8_cfg.vo_Script_source, &src) != 0 ||
	    (s = v8_string_dup(src, (size_t)pos + 1, 0, &len)) == NULL)
		return (-1);
	*linep = 0;
	*colp = 0;
	for (i = 0; i < len && i < (size_t)pos; i++) {
		if (s[i] == '\n') {
			(*linep)++;
			*colp = 0;
		} else if (((unsigned char)s[i] & 0xc0) != 0x80) {
			(*colp)++;
		}
	}
	return (0);
}

/* ---- a function's code ---- */

/*
 * The JSDispatchTable's base (V8 13 leaptiering): the process-wide table
 * the default IsolateGroup owns.  The table's offset in the IsolateGroup
 * is read from ExternalReference::js_dispatch_table_address() when its
 * code is the two loads it is in Node.js 24 and 25 ("mov group(%rip),
 * %rax; mov off(%rax), %rax"), else it is the fact's.
 *
 * V8 14.6 keeps one table per isolate, in its IsolateData (the fact
 * jsdispatch_table_in_isolate; ExternalReference::
 * js_dispatch_table_address(Isolate *) is "mov off(%rdi), %rax", read
 * when it is that): the isolate is the one whose Heap the function's
 * page belongs to (Isolate::FromHeap: the Heap less the fact
 * isolate_heap_offset).  Neither way known: the table cannot be read.
 */
static int
dispatch_table_isolate(uintptr_t func, intptr_t off, uintptr_t *basep)
{
	const v8_pagecfg_t *pc = &v8_cfg.vc_page;
	GElf_Sym fsym;
	intptr_t hoff;
	uintptr_t chunk, meta, heap, base;
	uint8_t insn[8];
	int32_t d;

	if (v8_const("isolate_heap_offset", &hoff) != 0 || hoff <= 0 ||
	    pc->pc_page_size <= 0 || pc->pc_md_heap < 0)
		return (-1);
	if (v8_sym_lookup("_ZN2v88internal17ExternalReference25"
	    "js_dispatch_table_addressEPNS0_7IsolateE", &fsym) == 0 &&
	    v8_sym_vread(insn, sizeof (insn), fsym.st_value) ==
	    sizeof (insn) &&
	    insn[0] == 0x48 && insn[1] == 0x8b && insn[2] == 0x87) {
		memcpy(&d, &insn[3], sizeof (d));
		if (d > 0 && d < hoff)
			off = d;
	}
	/* the function's page header, and the Heap it names */
	chunk = func & ~((uintptr_t)pc->pc_page_size - 1);
	meta = chunk;
	if (pc->pc_metadata >= 0 && mdb_vread(&meta, sizeof (meta),
	    chunk + (uintptr_t)pc->pc_metadata) != sizeof (meta))
		return (-1);
	if (meta == 0 ||
	    mdb_vread(&heap, sizeof (heap), meta + (uintptr_t)pc->pc_md_heap) !=
	    sizeof (heap) || heap <= (uintptr_t)hoff ||
	    mdb_vread(&base, sizeof (base), heap - (uintptr_t)hoff +
	    (uintptr_t)off) != sizeof (base) || base == 0)
		return (-1);
	*basep = base;
	return (0);
}

static int
dispatch_table_base(uintptr_t func, uintptr_t *basep)
{
	GElf_Sym gsym, fsym;
	uintptr_t group, base;
	intptr_t off;
	uint8_t insn[14];
	int32_t d1, d2;

	/* V8 14.6: in the function's isolate */
	if (v8_const("jsdispatch_table_in_isolate", &off) == 0)
		return (off > 0 ? dispatch_table_isolate(func, off, basep) :
		    -1);

	/* the fact, unless the binary's own code says (below) */
	if (v8_const("jsdispatch_table_in_isolate_group", &off) != 0)
		off = -1;
	if (v8_sym_lookup(
	    "_ZN2v88internal12IsolateGroup22default_isolate_group_E",
	    &gsym) != 0)
		return (-1);
	if (v8_sym_lookup(
	    "_ZN2v88internal17ExternalReference25js_dispatch_table_addressEv",
	    &fsym) == 0 &&
	    v8_sym_vread(insn, sizeof (insn), fsym.st_value) ==
	    sizeof (insn) &&
	    insn[0] == 0x48 && insn[1] == 0x8b && insn[2] == 0x05 &&
	    insn[7] == 0x48 && insn[8] == 0x8b && insn[9] == 0x80) {
		memcpy(&d1, &insn[3], sizeof (d1));
		memcpy(&d2, &insn[10], sizeof (d2));
		if (fsym.st_value + 7 + (int64_t)d1 == gsym.st_value &&
		    d2 > 0 && d2 < 0x100000)
			off = d2;
	}
	if (off < 0 ||
	    mdb_vread(&group, sizeof (group), gsym.st_value) !=
	    sizeof (group) || group == 0 ||
	    mdb_vread(&base, sizeof (base), group + (uintptr_t)off) !=
	    sizeof (base) || base == 0)
		return (-1);
	*basep = base;
	return (0);
}

/* The Code of a JSFunction's dispatch table entry. */
static int
dispatch_code(uintptr_t func, uintptr_t *codep)
{
	intptr_t hoff, shift, esize, cword, cshift, maxent;
	uint32_t handle;
	uintptr_t base, word;
	size_t idx;

	if (v8_const("jsfunction_dispatch_handle_offset", &hoff) != 0 ||
	    v8_const("jsdispatch_handle_shift", &shift) != 0 ||
	    v8_const("jsdispatch_entry_size", &esize) != 0 ||
	    v8_const("jsdispatch_entry_code_word", &cword) != 0 ||
	    v8_const("jsdispatch_code_shift", &cshift) != 0 ||
	    shift < 0 || shift > 31 || cshift < 0 || cshift > 63 ||
	    esize <= 0 || cword < 0 || cword + 8 > esize)
		return (-1);
	if (v8_const("jsdispatch_max_entries", &maxent) != 0)
		return (-1);
	if (v8_read_u32(func, hoff, &handle) != 0 || handle == 0 ||
	    dispatch_table_base(func, &base) != 0)
		return (-1);
	idx = (size_t)(handle >> shift);
	if (idx == 0 || idx >= (size_t)maxent ||
	    mdb_vread(&word, sizeof (word), base + idx * (size_t)esize +
	    (size_t)cword) != sizeof (word))
		return (-1);
	*codep = (word >> cshift) | (uintptr_t)v8_cfg.vc_heapobject_tag;
	return (0);
}

/*
 * The Code object a JSFunction's code field names: the field itself,
 * or, where it holds the code's entry (fact jsfunction_code_is_entry:
 * V8 3.14's kCodeEntryOffset, the address of the first instruction),
 * the Code object whose instructions start there.  Not checked to be
 * a Code object.
 */
int
v8_jsfunc_code_field(uintptr_t func, uintptr_t *codep)
{
	uintptr_t code;
	intptr_t entry;

	if (v8_cfg.vo_JSFunction_code < 0 ||
	    v8_read_tagged(func, v8_cfg.vo_JSFunction_code, &code) != 0)
		return (-1);
	if (v8_const("jsfunction_code_is_entry", &entry) == 0 &&
	    entry == 1) {
		if (!v8_cfg.vc_code_instruction_start_inline ||
		    v8_cfg.vo_Code_instruction_start <= 0 ||
		    code < (uintptr_t)v8_cfg.vo_Code_instruction_start)
			return (-1);
		*codep = code - (uintptr_t)v8_cfg.vo_Code_instruction_start +
		    (uintptr_t)v8_cfg.vc_heapobject_tag;
		return (0);
	}
	*codep = v8_strong(code);
	return (0);
}

/*
 * A JSFunction's Code object: its code field, or (V8 13) the code its
 * dispatch table entry points at.  Declared by the files that use it
 * (dcmds_v8.c, func.c) until v8.h carries it.
 */
int
v8_jsfunc_code(uintptr_t func, uintptr_t *codep)
{
	uintptr_t code;
	int type;

	if (v8_obj_type(func, &type) != 0 || !v8_type_is_jsfunction(type))
		return (-1);
	if (v8_cfg.vo_JSFunction_code >= 0) {
		if (v8_jsfunc_code_field(func, &code) != 0)
			return (-1);
	} else if (dispatch_code(func, &code) != 0) {
		return (-1);
	}
	if (!v8_is_heapobject(code) || v8_obj_type(code, &type) != 0 ||
	    type != v8_cfg.vt_Code)
		return (-1);
	*codep = code;
	return (0);
}
