/*
 * frames.c: what a V8 stack frame is.  Given a frame pointer, tell a
 * JavaScript frame from a typed one (entry, exit, construct, stub ...),
 * find its function, receiver and arguments, its tier (interpreted,
 * baseline, optimized) and, for interpreted frames, the source position
 * it is at.  Also the small helpers the stack and function dcmds share:
 * function display names, value kinds, script lines.
 *
 * The frame layout (all offsets from fp, x64, V8 9 and later):
 *
 *	fp + 16 + 8 * (i + 1)	argument i (as many as the caller pushed,
 *				at least the declared count: V8 pads with
 *				undefined since it dropped adaptor frames)
 *	fp + 16			receiver (off_fp_args)
 *	fp + 8			return address
 *	fp			caller's fp
 *	fp - 8			context, or a frame-type marker
 *				(off_fp_context_or_frame_type)
 *	fp - 16			JSFunction (off_fp_function)
 *	fp - 24			argument count (V8 10+: with receiver)
 *	fp - 32			BytecodeArray (interpreted, baseline)
 *	fp - 40			bytecode offset, a Smi (interpreted);
 *				the feedback vector in baseline frames
 *
 * Before V8 9 the arguments were pushed in order after the receiver, so
 * argument i sits at fp + 16 + 8 * (n - 1 - i) and the receiver above
 * them.  Frame-type markers are small integers stored Smi-tagged in 32
 * bits (StackFrame::TypeToMarker) since V8 5.8, full Smis before.
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"
#include "frames.h"

/* ---- native code ---- */

int
v8_pc_is_native(uintptr_t pc, int isret, char *buf, size_t bufsz)
{
	char name[MDB_SYM_NAMLEN];
	GElf_Sym sym;
	const char *n;

	if (buf != NULL && bufsz > 0)
		buf[0] = '\0';
	name[0] = '\0';
	if (pc == 0)
		return (0);
	/*
	 * A return address may be just past the end of its function (a
	 * call to a noreturn function last): name the byte before it.
	 */
	if (isret)
		pc--;
	if (mdb_lookup_by_addr(pc, MDB_SYM_FUZZY, name, sizeof (name),
	    &sym) != 0)
		return (0);
	/* A sized symbol that ends before pc is not pc's function. */
	if (sym.st_size != 0 && pc > sym.st_value + sym.st_size)
		return (0);
	/*
	 * The lookup may succeed without giving a name (plain C names with
	 * demangling on, in some framework builds): then we cannot tell a
	 * builtin from a C function by name and the caller decides by the
	 * frame's contents.
	 */
	if (name[0] == '\0')
		return (V8_PC_MAYBE_NATIVE);
	if ((n = strchr(name, '`')) != NULL)
		n++;
	else
		n = name;
	/* Embedded builtins run V8 frames, not native ones. */
	if (strncmp(n, "Builtins_", 9) == 0)
		return (0);
	if (buf != NULL && bufsz > 0)
		(void) snprintf(buf, bufsz, "%s", name);
	return (1);
}

/* ---- reading frames ---- */

static int
read_word(uintptr_t addr, uintptr_t *valp)
{
	return (mdb_vread(valp, sizeof (*valp), addr) == sizeof (*valp) ?
	    0 : -1);
}

/*
 * Is w a frame-type marker?  Markers are (type << 1) in a word whose upper
 * half is zero on 64-bit V8 since 5.8; older V8 stored full Smis.
 */
static int
frame_marker(uintptr_t w, intptr_t *typep)
{
	intptr_t type;

	if ((w & (uintptr_t)v8_cfg.vc_smi_tagmask) !=
	    (uintptr_t)v8_cfg.vc_smi_tag)
		return (0);
	if (w < ((uintptr_t)1 << 31))
		type = (intptr_t)(w >> 1);
	else if (v8_is_smi(w))
		type = v8_smi_value(w);
	else
		return (0);
	if (type <= 0 || type > 255 || v8_frametype_name(type) == NULL)
		return (0);
	*typep = type;
	return (1);
}

/* Arguments are pushed last-first, receiver nearest fp (V8 >= 9). */
static int
args_reversed(void)
{
	return (v8_cfg.vc_major >= 9);
}

/* The frame keeps the actual argument count (V8 >= 9, no adaptors). */
static int
frame_has_argc(void)
{
	return (v8_cfg.vc_major >= 9);
}

/* Counts (argc, formal parameter count) include the receiver (V8 >= 10). */
static int
counts_include_receiver(void)
{
	return (v8_cfg.vc_major >= 10);
}

static void
frame_js_details(v8_frame_t *vf)
{
	uintptr_t ba, bo, w, sfi;
	uint16_t nformal;
	int type;

	/* Tier: a BytecodeArray in the frame means interpreted/baseline. */
	vf->vf_tier = V8FT_OPTIMIZED;
	if (v8_cfg.vc_off_fp_bytecode_array != 0 &&
	    v8_cfg.vt_BytecodeArray != -1 &&
	    read_word(vf->vf_fp + v8_cfg.vc_off_fp_bytecode_array, &ba) == 0 &&
	    v8_obj_type(ba, &type) == 0 && type == v8_cfg.vt_BytecodeArray) {
		vf->vf_bytecode = ba;
		if (read_word(vf->vf_fp + v8_cfg.vc_off_fp_bytecode_offset,
		    &bo) == 0 && v8_is_smi(bo)) {
			/* The offset counts from the tagged array pointer. */
			intptr_t off = v8_smi_value(bo);

			vf->vf_tier = V8FT_INTERPRETED;
			if (v8_cfg.vo_BytecodeArray_data > 0)
				off -= v8_cfg.vo_BytecodeArray_data -
				    v8_cfg.vc_heapobject_tag;
			vf->vf_bcoff = off >= 0 ? off : -1;
		} else {
			vf->vf_tier = V8FT_BASELINE;
		}
	}

	if (frame_has_argc() && read_word(vf->vf_fp +
	    v8_cfg.vc_off_fp_function - v8_cfg.vc_ptrsize, &w) == 0 &&
	    w <= V8_MAX_ARGS * 64) {
		vf->vf_argc = (intptr_t)w;
		if (counts_include_receiver())
			vf->vf_argc--;
		if (vf->vf_argc < 0)
			vf->vf_argc = -1;
	}

	/* 0xffff is kDontAdaptArgumentsSentinel (builtins): unknown. */
	if (v8_jsfunc_sfi(vf->vf_func, &sfi) == 0 &&
	    v8_read_u16(sfi,
	    v8_cfg.vo_SharedFunctionInfo_formal_parameter_count,
	    &nformal) == 0 && nformal != 0xffff) {
		vf->vf_nformal = nformal;
		if (counts_include_receiver())
			vf->vf_nformal--;
		if (vf->vf_nformal < 0)
			vf->vf_nformal = -1;
	}
}

int
v8_frame_read_fp(uintptr_t fp, uintptr_t pc, v8_frame_t *vf)
{
	uintptr_t w, ctx, func, saved;
	int type;

	(void) memset(vf, 0, sizeof (*vf));
	vf->vf_fp = fp;
	vf->vf_pc = pc;
	vf->vf_kind = V8F_UNKNOWN;
	vf->vf_marker = -1;
	vf->vf_bcoff = -1;
	vf->vf_argc = -1;
	vf->vf_nformal = -1;

	if (!v8_cfg.vc_configured || fp == 0 ||
	    fp % (uintptr_t)v8_cfg.vc_ptrsize != 0 ||
	    fp < (uintptr_t)(-v8_cfg.vc_off_fp_function) ||
	    read_word(fp, &saved) != 0 ||
	    read_word(fp + v8_cfg.vc_off_fp_context_or_frame_type, &w) != 0)
		return (-1);

	if (frame_marker(w, &vf->vf_marker)) {
		vf->vf_kind = V8F_TYPED;
		vf->vf_typename = v8_frametype_name(vf->vf_marker);
		return (0);
	}

	/*
	 * A JavaScript frame holds its context and its function; check both
	 * are what they claim before trusting anything else in the frame.
	 */
	if (read_word(fp + v8_cfg.vc_off_fp_function, &func) != 0 ||
	    v8_obj_type(func, &type) != 0 || !v8_type_is_jsfunction(type))
		return (0);
	if (read_word(fp + v8_cfg.vc_off_fp_context, &ctx) != 0 ||
	    v8_obj_type(ctx, &type) != 0 || !v8_type_is_context(type))
		return (0);
	vf->vf_kind = V8F_JS;
	vf->vf_func = func;
	vf->vf_context = ctx;
	frame_js_details(vf);
	return (0);
}

const char *
v8_frame_tier_name(v8_ftier_t t)
{
	switch (t) {
	case V8FT_INTERPRETED:
		return ("interpreted");
	case V8FT_BASELINE:
		return ("baseline");
	case V8FT_OPTIMIZED:
		return ("optimized");
	default:
		return ("unknown");
	}
}

/* ---- arguments ---- */

int
v8_frame_nargs(const v8_frame_t *vf)
{
	intptr_t n;

	if (vf->vf_kind != V8F_JS)
		return (0);
	n = vf->vf_nformal;
	if (vf->vf_argc > n)
		n = vf->vf_argc;
	if (n < 0)
		n = 0;
	if (n > V8_MAX_ARGS)
		n = V8_MAX_ARGS;
	return ((int)n);
}

/* Slot index (words above fp + off_fp_args) of argument i, -1 receiver. */
static uintptr_t
arg_addr(const v8_frame_t *vf, int i)
{
	uintptr_t base = vf->vf_fp + v8_cfg.vc_off_fp_args;
	int n = v8_frame_nargs(vf);

	if (args_reversed())
		return (base + (uintptr_t)(i + 1) * v8_cfg.vc_ptrsize);
	if (i < 0)
		return (base + (uintptr_t)n * v8_cfg.vc_ptrsize);
	return (base + (uintptr_t)(n - 1 - i) * v8_cfg.vc_ptrsize);
}

int
v8_frame_receiver(const v8_frame_t *vf, uintptr_t *valp)
{
	if (vf->vf_kind != V8F_JS)
		return (-1);
	return (read_word(arg_addr(vf, -1), valp));
}

int
v8_frame_arg(const v8_frame_t *vf, int i, uintptr_t *valp)
{
	if (vf->vf_kind != V8F_JS || i < 0 || i >= v8_frame_nargs(vf))
		return (-1);
	return (read_word(arg_addr(vf, i), valp));
}

/* ---- source positions ---- */

/* One zigzag VLQ integer of a source position table. */
static int
spt_int(const uint8_t *p, size_t n, size_t *ip, int64_t *valp)
{
	uint64_t v = 0;
	uint8_t b;
	int shift = 0;

	do {
		if (*ip >= n || shift > 63)
			return (-1);
		b = p[(*ip)++];
		v |= (uint64_t)(b & 0x7f) << shift;
		shift += 7;
	} while (b & 0x80);
	*valp = (int64_t)(v >> 1) ^ -(int64_t)(v & 1);
	return (0);
}

/*
 * The script offset in effect at code offset `at' of a source position
 * table (a ByteArray): entries are (code offset delta, source position
 * delta) pairs, starting from code offset -1 (the function entry); a
 * negative code delta marks an expression rather than a statement
 * position.  Source positions are SourcePosition::raw(): bit 0
 * "external", bits 1-30 script offset + 1.
 */
static int
spt_lookup(uintptr_t table, intptr_t at, intptr_t *posp)
{
	const char *cls;
	uint8_t *bytes;
	size_t len, i = 0;
	int64_t code, pos = 0, dc, dp;
	intptr_t found = -1;
	int type;

	if (v8_obj_type(table, &type) != 0 ||
	    (cls = v8_type_class(type)) == NULL ||
	    strstr(cls, "ByteArray") == NULL ||
	    v8_fixedarray_length(table, &len) != 0 || len == 0 ||
	    len > (1 << 22))
		return (-1);
	if ((bytes = mdb_alloc(len, UM_GC)) == NULL)
		return (-1);
	/* ByteArray shares FixedArray's header: data follows the length. */
	if (mdb_vread(bytes, len, v8_untag(table) +
	    v8_cfg.vo_FixedArray_data) != (ssize_t)len)
		return (-1);
	/* Deltas start from kFunctionEntryBytecodeOffset (-1). */
	code = -1;
	while (i < len) {
		if (spt_int(bytes, len, &i, &dc) != 0 ||
		    spt_int(bytes, len, &i, &dp) != 0)
			return (-1);
		code += dc >= 0 ? dc : -(dc + 1);
		pos += dp;
		if (code > at)
			break;
		if ((pos & 1) == 0)	/* not an external position */
			found = (intptr_t)(((pos >> 1) & ((1 << 30) - 1)) - 1);
	}
	if (found < 0)
		return (-1);
	*posp = found;
	return (0);
}

int
v8_frame_position(const v8_frame_t *vf, intptr_t *posp)
{
	uintptr_t table;
	ssize_t off;

	if (vf->vf_kind != V8F_JS || vf->vf_tier != V8FT_INTERPRETED ||
	    vf->vf_bcoff < 0 || vf->vf_bytecode == 0)
		return (-1);
	/* Not in the metadata: tables.c must know it for this V8. */
	if (v8_class_offset("BytecodeArray", "source_position_table",
	    &off) != 0 || off <= 0)
		return (-1);
	if (v8_read_tagged(vf->vf_bytecode, off, &table) != 0)
		return (-1);
	return (spt_lookup(table, vf->vf_bcoff, posp));
}

/* ---- names and kinds ---- */

int
v8_sfi_display_name(uintptr_t sfi, char *buf, size_t bufsz)
{
	char inferred[V8_NAMELEN - 32];

	buf[0] = '\0';
	(void) v8_sfi_name(sfi, buf, bufsz);
	if (buf[0] != '\0')
		return (0);
	(void) v8_sfi_inferred_name(sfi, inferred, sizeof (inferred));
	if (inferred[0] != '\0')
		(void) snprintf(buf, bufsz, "<anonymous> (as %s)", inferred);
	else
		(void) snprintf(buf, bufsz, "<anonymous>");
	return (0);
}

int
v8_func_display_name(uintptr_t func, char *buf, size_t bufsz)
{
	uintptr_t sfi;

	buf[0] = '\0';
	if (v8_jsfunc_sfi(func, &sfi) != 0)
		return (-1);
	return (v8_sfi_display_name(sfi, buf, bufsz));
}

void
v8_value_describe(uintptr_t val, char *buf, size_t bufsz)
{
	char tmp[V8_NAMELEN];
	const char *cls, *tn;
	v8_oddball_t odd;
	double d;
	int type;

	if (v8_is_smi(val)) {
		(void) snprintf(buf, bufsz, "SMI: value=%ld",
		    (long)v8_smi_value(val));
		return;
	}
	if (!v8_is_heapobject(val) || v8_obj_type(val, &type) != 0) {
		(void) snprintf(buf, bufsz, "not a heap object");
		return;
	}
	if (v8_type_is_context(type)) {
		(void) snprintf(buf, bufsz, "%s",
		    type == v8_cfg.vt_NativeContext ? "NativeContext" :
		    "Context");
		return;
	}
	if ((cls = v8_type_class(type)) == NULL) {
		tn = v8_type_name(type);
		if (tn != NULL)
			(void) snprintf(buf, bufsz, "%s", tn);
		else
			(void) snprintf(buf, bufsz, "type %d", type);
		return;
	}
	if ((odd = v8_oddball_kind(val)) != V8_ODD_NONE) {
		(void) snprintf(buf, bufsz, "%s: \"%s\"", cls,
		    v8_oddball_name(odd));
		return;
	}
	if (type == v8_cfg.vt_HeapNumber && v8_number_value(val, &d) == 0) {
		v8_format_double(d, tmp, sizeof (tmp));
		(void) snprintf(buf, bufsz, "%s: value=%s", cls, tmp);
		return;
	}
	if (v8_type_is_string(type)) {
		if (v8_string_read(val, tmp, sizeof (tmp), 40,
		    V8_STR_QUOTE | V8_STR_ESCAPE, NULL) == 0)
			(void) snprintf(buf, bufsz, "%s: %s", cls, tmp);
		else
			(void) snprintf(buf, bufsz, "%s", cls);
		return;
	}
	if (v8_type_is_jsfunction(type)) {
		if (v8_func_display_name(val, tmp, sizeof (tmp)) == 0)
			(void) snprintf(buf, bufsz, "%s: %s", cls, tmp);
		else
			(void) snprintf(buf, bufsz, "%s", cls);
		return;
	}
	if (v8_type_is_jsobject(type) && type != v8_cfg.vt_JSArray &&
	    v8_obj_constructor_name(val, tmp, sizeof (tmp)) == 0) {
		(void) snprintf(buf, bufsz, "%s: %s", cls, tmp);
		return;
	}
	(void) snprintf(buf, bufsz, "%s", cls);
}

/* ---- script lines ---- */

intptr_t
v8_script_lineno(uintptr_t script, intptr_t pos)
{
	intptr_t line, col;

	if (pos < 0 || v8_script_line(script, pos, &line, &col) != 0)
		return (-1);
	return (line + 1);
}

/* Prints a source line: tabs as they are, other control chars escaped. */
static void
print_source_text(const char *s, size_t len)
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

int
v8_script_print_lines(uintptr_t script, intptr_t first, intptr_t last,
    intptr_t mark_first, intptr_t mark_last)
{
	uintptr_t src;
	const char *s, *eol;
	size_t len, n;
	intptr_t line;

	if (first < 1)
		first = 1;
	if (last < first ||
	    v8_read_tagged(script, v8_cfg.vo_Script_source, &src) != 0 ||
	    !v8_is_string(src) ||
	    (s = v8_string_dup(src, 0, 0, &len)) == NULL)
		return (-1);

	for (line = 1; line <= last && len > 0; line++) {
		eol = memchr(s, '\n', len);
		n = eol != NULL ? (size_t)(eol - s) : len;

		if (line >= first) {
			int mark = line >= mark_first && line <= mark_last;

			if (mark)
				mdb_printf("%<b>");
			mdb_printf("%5ld ", (long)line);
			if (mark)
				mdb_printf("%</b>");
			/* a CR before the LF is not part of the line */
			print_source_text(s, n > 0 && s[n - 1] == '\r' ?
			    n - 1 : n);
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
