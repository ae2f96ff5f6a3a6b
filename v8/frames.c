/*
 * frames.c: what a V8 stack frame is.  Given a frame pointer, tell a
 * JavaScript frame from a typed one (entry, exit, construct, stub ...),
 * find its function, receiver and arguments, its tier (interpreted,
 * baseline, optimized) and the source position it is at, whatever the
 * tier, with the functions the optimizing compiler inlined there.  Also
 * the small helpers the stack and function dcmds share: function display
 * names, value kinds, script lines.
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
 * them; the frame has no argument count (fp - 24 is the BytecodeArray,
 * fp - 32 the offset), and a call with another count than the callee
 * declares goes through an ArgumentsAdaptorFrame, the caller's frame,
 * which holds the count passed (a Smi at fact frame_adaptor_argc) and
 * the arguments as pushed.  Frame-type markers are small integers stored
 * Smi-tagged in 32 bits (StackFrame::TypeToMarker) since V8 5.8, full
 * Smis before.
 */
#include <stdio.h>
#include <string.h>

#include "v8.h"
#include "facts.h"
#include "frames.h"
#include "engine_func.h"

/* ---- native code ---- */

typedef struct pc_obj {
	uintptr_t po_pc;
	int po_in;
} pc_obj_t;

static int
pc_in_object_cb(const mdb_object_t *mo, void *arg)
{
	pc_obj_t *po = arg;

	if (po->po_pc >= mo->mo_base && po->po_pc < mo->mo_limit) {
		po->po_in = 1;
		return (1);
	}
	return (0);
}

/* Is pc inside one of the loaded objects (executable, libraries)? */
static int
pc_in_object(uintptr_t pc)
{
	pc_obj_t po = { pc, 0 };

	(void) mdb_object_iter(pc_in_object_cb, &po);
	return (po.po_in);
}

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
	/*
	 * No symbol for pc, or a sized one that ends before it: JIT code,
	 * unless pc lies in a loaded object (a static function of a
	 * library with .dynsym alone, as Debian's arm64 libc's
	 * __pthread_kill_implementation): then the frame's contents decide.
	 */
	if (mdb_lookup_by_addr(pc, MDB_SYM_FUZZY, name, sizeof (name),
	    &sym) != 0 ||
	    (sym.st_size != 0 && pc > sym.st_value + sym.st_size))
		return (pc_in_object(pc) ? V8_PC_MAYBE_NATIVE : 0);
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
	return (v8_vread_ptr(addr, valp));
}

typedef struct exec_find {
	uintptr_t ef_addr;
	int ef_exec;
} exec_find_t;

static int
exec_find_cb(const mdb_segment_t *sg, void *arg)
{
	exec_find_t *ef = arg;

	if (ef->ef_addr >= sg->ms_start && ef->ef_addr < sg->ms_end) {
		ef->ef_exec = (sg->ms_prot & MDB_PROT_EXEC) != 0;
		return (1);
	}
	return (0);
}

/* Is addr in an executable mapping of the target? */
static int
addr_is_exec(uintptr_t addr)
{
	exec_find_t ef;

	ef.ef_addr = addr;
	ef.ef_exec = 0;
	(void) mdb_segment_iter(exec_find_cb, &ef);
	return (ef.ef_exec);
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
	return (v8_cfg.vc_frame_args_reversed);
}

/* The frame keeps the actual argument count (V8 >= 9, no adaptors). */
static int
frame_has_argc(void)
{
	return (v8_cfg.vc_frame_has_argc);
}

/* Counts (argc, formal parameter count) include the receiver (V8 >= 10). */
static int
counts_include_receiver(void)
{
	return (v8_cfg.vc_frame_counts_include_receiver);
}

static void
frame_js_details(v8_frame_t *vf)
{
	uintptr_t ba, bo, w, sfi, cfp;
	intptr_t aoff, atype, mk;
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

	/*
	 * Before V8 9 a call with another argument count than the callee
	 * declares goes through an ArgumentsAdaptorFrame (the caller's
	 * frame), which keeps the count passed (fact frame_adaptor_argc:
	 * its slot, a Smi) and the arguments as the caller pushed them;
	 * the callee's own frame holds the declared count.
	 */
	if (!frame_has_argc() && v8_const("frame_adaptor_argc", &aoff) == 0 &&
	    v8_frametype_byname("ArgumentsAdaptorFrame", &atype) == 0 &&
	    read_word(vf->vf_fp, &cfp) == 0 && cfp != 0 &&
	    cfp % (uintptr_t)v8_cfg.vc_ptrsize == 0 &&
	    read_word(cfp + v8_cfg.vc_off_fp_context_or_frame_type, &w) == 0 &&
	    frame_marker(w, &mk) && mk == atype &&
	    read_word(cfp + aoff, &w) == 0 && v8_is_smi(w) &&
	    v8_smi_value(w) >= 0 && v8_smi_value(w) <= V8_MAX_ARGS) {
		vf->vf_adaptor = cfp;
		vf->vf_argc = v8_smi_value(w);
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

typedef struct v8_code v8_code_t;
static int frame_code(const v8_frame_t *, v8_code_t *);
static int code_kind(uintptr_t);
static int frame_pc_optimized(const v8_frame_t *);
static v8_ftier_t classic_tier(const v8_frame_t *);

int
v8_frame_read_fp(uintptr_t fp, uintptr_t pc, v8_frame_t *vf)
{
	uintptr_t w, ctx, func, saved;
	int type;

	(void) memset(vf, 0, sizeof (*vf));
	vf->vf_fp = fp;
	vf->vf_pc = pc;
	vf->vf_pcret = 1;
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
		/*
		 * With 4-byte words (ia32) a marker (type << 1) is also a
		 * Smi, as heap objects hold them: there a typed frame must
		 * also return into code (an executable mapping).
		 */
		if (v8_cfg.vc_ptrsize == 4 && v8_cfg.vc_arch != NULL &&
		    (read_word(fp + v8_cfg.vc_arch->va_caller_pc, &w) != 0 ||
		    !addr_is_exec(w)))
			return (-1);
		vf->vf_kind = V8F_TYPED;
		vf->vf_typename = v8_frametype_name(vf->vf_marker);
		return (0);
	}
	/*
	 * Full-codegen's V8 keeps a typed frame's marker (a full Smi) in
	 * the function slot; only adaptor and entry frames put one in the
	 * context slot.
	 */
	if (v8_cfg.vc_frame_classic &&
	    read_word(fp + v8_cfg.vc_off_fp_marker, &w) == 0 &&
	    frame_marker(w, &vf->vf_marker)) {
		vf->vf_kind = V8F_TYPED;
		vf->vf_typename = v8_frametype_name(vf->vf_marker);
		return (0);
	}

	/*
	 * A JavaScript frame holds its context and its function; check both
	 * are what they claim before trusting anything else in the frame.
	 */
	if (read_word(fp + v8_cfg.vc_off_fp_function, &func) != 0 ||
	    v8_obj_type(func, &type) != 0 || !v8_type_is_jsfunction(type)) {
		/*
		 * An exit frame of full-codegen's V8 has no marker: it holds
		 * its Code object (ExitFrameConstants::kCodeOffset) and the
		 * saved sp.
		 */
		intptr_t et;

		if (v8_cfg.vc_frame_classic && v8_cfg.vt_Code != -1 &&
		    read_word(fp + v8_cfg.vc_frame_exit_code_slot, &w) == 0 &&
		    v8_obj_type(w, &type) == 0 && type == v8_cfg.vt_Code &&
		    v8_frametype_byname("ExitFrame", &et) == 0) {
			vf->vf_kind = V8F_TYPED;
			vf->vf_marker = et;
			vf->vf_typename = v8_frametype_name(et);
		}
		return (0);
	}
	/*
	 * Where contexts have no instance types (V8 6.2), the frame's
	 * context must be the function's or lead to it.
	 */
	if (read_word(fp + v8_cfg.vc_off_fp_context, &ctx) != 0 ||
	    !v8_context_of_func(ctx, func))
		return (0);
	vf->vf_kind = V8F_JS;
	vf->vf_func = func;
	vf->vf_context = ctx;
	frame_js_details(vf);
	if (v8_cfg.vc_frame_classic) {
		vf->vf_tier = classic_tier(vf);
		return (0);
	}
	/*
	 * Code compiled for on-stack replacement runs in the frame of the
	 * unoptimized code it replaced, BytecodeArray slot and all: the
	 * code the pc is in tells the tier.
	 */
	if (vf->vf_tier != V8FT_OPTIMIZED && frame_pc_optimized(vf))
		vf->vf_tier = V8FT_OPTIMIZED;
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
	case V8FT_FULLCODEGEN:
		return ("full-codegen");
	case V8FT_OPTIMIZED:
		return ("optimized");
	default:
		return ("unknown");
	}
}

/*
 * Does V8 leave this frame out of its own stack traces (Error.stack)?
 * Isolate::IsVisibleInStackTrace: a function of a builtin script (not
 * Script::TYPE_NORMAL, or none) is shown only when its compiler hints
 * say native -- InnerArrayForEach under Array.prototype.forEach, V8
 * 5.1.  Only where the facts say how (sfi_compiler_hints_native_bit,
 * script_type_normal); elsewhere no frame is taken for hidden.
 */
int
v8_frame_v8_hides(const v8_frame_t *vf)
{
	intptr_t bit, normal, type;
	uintptr_t sfi, script;
	uint32_t hints;
	ssize_t off, toff;

	if (vf->vf_kind != V8F_JS ||
	    v8_const("sfi_compiler_hints_native_bit", &bit) != 0 ||
	    v8_const("script_type_normal", &normal) != 0 ||
	    bit < 0 || bit > 31 ||
	    v8_class_offset("SharedFunctionInfo", "compiler_hints",
	    &off) != 0 ||
	    v8_class_offset("Script", "type", &toff) != 0 ||
	    v8_jsfunc_sfi(vf->vf_func, &sfi) != 0 ||
	    v8_sfi_script(sfi, &script) != 0 ||
	    v8_read_smi(script, toff, &type) != 0 || type == normal ||
	    v8_read_u32(sfi, off, &hints) != 0)
		return (0);
	return (((hints >> bit) & 1) == 0);
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

	/*
	 * Through an adaptor frame: the arguments passed are in it;
	 * declared parameters past them (undefined) in the callee's frame,
	 * which holds the declared count.  The receiver is the callee's
	 * copy when its count is known: that is the one it sees (V8 3.14's
	 * full-codegen prologue of a strict function called as a function
	 * makes its copy undefined; the adaptor's keeps the global proxy).
	 */
	if (vf->vf_adaptor != 0 && !args_reversed()) {
		uintptr_t abase = vf->vf_adaptor + v8_cfg.vc_off_fp_args;
		intptr_t argc = vf->vf_argc;

		if (i < 0 && vf->vf_nformal >= 0)
			return (base +
			    (uintptr_t)vf->vf_nformal * v8_cfg.vc_ptrsize);
		if (i < 0)
			return (abase + (uintptr_t)argc * v8_cfg.vc_ptrsize);
		if (i < argc)
			return (abase +
			    (uintptr_t)(argc - 1 - i) * v8_cfg.vc_ptrsize);
		n = vf->vf_nformal > 0 ? (int)vf->vf_nformal : 0;
		return (base + (uintptr_t)(n - 1 - i) * v8_cfg.vc_ptrsize);
	}
	if (args_reversed())
		return (base + (uintptr_t)(i + 1) * v8_cfg.vc_ptrsize);
	if (i < 0)
		return (base + (uintptr_t)n * v8_cfg.vc_ptrsize);
	return (base + (uintptr_t)(n - 1 - i) * v8_cfg.vc_ptrsize);
}

/*
 * Before V8 9 the receiver sits above the arguments the caller pushed:
 * without their count (the declared one, or an adaptor frame's) neither
 * it nor any argument can be found.
 */
static int
args_located(const v8_frame_t *vf)
{
	return (args_reversed() || vf->vf_nformal >= 0 || vf->vf_argc >= 0);
}

int
v8_frame_receiver(const v8_frame_t *vf, uintptr_t *valp)
{
	if (vf->vf_kind != V8F_JS || !args_located(vf))
		return (-1);
	return (read_word(arg_addr(vf, -1), valp));
}

int
v8_frame_arg(const v8_frame_t *vf, int i, uintptr_t *valp)
{
	if (vf->vf_kind != V8F_JS || i < 0 || i >= v8_frame_nargs(vf) ||
	    !args_located(vf))
		return (-1);
	return (read_word(arg_addr(vf, i), valp));
}

/*
 * Why the receiver (i -1) or argument i did not read: its stack slot is
 * not in the core.  0 and the reason in buf, or -1 when the frame has no
 * such argument (then there is nothing to say).
 */
int
v8_frame_arg_why(const v8_frame_t *vf, int i, char *buf, size_t len)
{
	uintptr_t v;

	if (vf->vf_kind != V8F_JS || i < -1 || i >= v8_frame_nargs(vf) ||
	    !args_located(vf) || read_word(arg_addr(vf, i), &v) == 0)
		return (-1);
	(void) snprintf(buf, len, "its stack slot %lx is not in the core",
	    (unsigned long)arg_addr(vf, i));
	return (0);
}

/* ---- source positions: tables ---- */

/* One unsigned VLQ integer (V8's base::VLQDecodeUnsigned). */
static int
vlq_uint(const uint8_t *p, size_t n, size_t *ip, uint64_t *valp)
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
	*valp = v;
	return (0);
}

/* One zigzag VLQ integer of a source position table. */
static int
spt_int(const uint8_t *p, size_t n, size_t *ip, int64_t *valp)
{
	uint64_t v;

	if (vlq_uint(p, n, ip, &v) != 0)
		return (-1);
	*valp = (int64_t)(v >> 1) ^ -(int64_t)(v & 1);
	return (0);
}

/*
 * The bytes of a ByteArray-shaped object (ByteArray, TrustedByteArray,
 * PodArray), allocated UM_GC; NULL if arr is not one or is empty.
 */
static uint8_t *
bytearray_read(uintptr_t arr, size_t *lenp)
{
	const char *cls;
	uint8_t *bytes;
	size_t len;
	int type;

	if (v8_obj_type(arr, &type) != 0 ||
	    (cls = v8_type_class(type)) == NULL ||
	    strstr(cls, "ByteArray") == NULL ||
	    v8_fixedarray_length(arr, &len) != 0 || len == 0 ||
	    len > V8_MAX_TABLE)
		return (NULL);
	if ((bytes = mdb_alloc(len, UM_GC)) == NULL)
		return (NULL);
	/* ByteArray shares FixedArray's header: data follows the length. */
	if (mdb_vread(bytes, len, v8_untag(arr) +
	    v8_cfg.vo_FixedArray_data) != (ssize_t)len)
		return (NULL);
	*lenp = len;
	return (bytes);
}

/*
 * SourcePosition::raw() is a bit field (tables.c): an "external" bit
 * (positions in non-JavaScript code), the script offset + 1, and the
 * inlining id + 1 (0: the code's own function).
 */
typedef struct sp_bits {
	int sb_external;		/* bit number */
	int sb_off_shift, sb_off_bits;
	int sb_inl_shift, sb_inl_bits;
} sp_bits_t;

static int
sp_bits(sp_bits_t *sb)
{
	intptr_t e, os, ob, is, ib;

	if (v8_const("sourcepos_external_bit", &e) != 0 ||
	    v8_const("sourcepos_offset_shift", &os) != 0 ||
	    v8_const("sourcepos_offset_bits", &ob) != 0 ||
	    v8_const("sourcepos_inlining_shift", &is) != 0 ||
	    v8_const("sourcepos_inlining_bits", &ib) != 0 ||
	    e < -1 || e > 63 || os < 0 || ob < 1 || os + ob > 63 ||
	    is < 0 || ib < 1 || is + ib > 63)
		return (-1);
	sb->sb_external = (int)e;
	sb->sb_off_shift = (int)os;
	sb->sb_off_bits = (int)ob;
	sb->sb_inl_shift = (int)is;
	sb->sb_inl_bits = (int)ib;
	return (0);
}

static int
sp_external(const sp_bits_t *sb, int64_t raw)
{
	/* -1: no such bit (V8 6: every position is a script offset) */
	if (sb->sb_external < 0)
		return (0);
	return ((raw >> sb->sb_external) & 1);
}

/* Script offset of a position, -1 when unknown (kNoSourcePosition). */
static intptr_t
sp_offset(const sp_bits_t *sb, int64_t raw)
{
	return ((intptr_t)((raw >> sb->sb_off_shift) &
	    (((int64_t)1 << sb->sb_off_bits) - 1)) - 1);
}

/* Inlining id of a position, -1 for the code's own function. */
static int
sp_inlining(const sp_bits_t *sb, int64_t raw)
{
	return ((int)((raw >> sb->sb_inl_shift) &
	    (((int64_t)1 << sb->sb_inl_bits) - 1)) - 1);
}

/*
 * The entry of a source position table (a ByteArray) in effect at code
 * offset `at': the last one at or before it, external positions left
 * out (V8's SourcePositionTableIterator, kJavaScriptOnly).  Entries are
 * (code offset delta, position delta) pairs starting from code offset
 * -1 (kFunctionEntryBytecodeOffset); a negative code delta marks an
 * expression rather than a statement position.  From V8 14.1 the code
 * delta is unsigned, above flag bits (sourcepos_table_code_flag_bits:
 * is_statement, is_breakable) instead of zigzag with the sign as the
 * flag.  The same format serves bytecode (offsets into the bytecode) and
 * machine code (pc offsets).
 */
static int
spt_lookup(uintptr_t table, intptr_t at, int64_t *rawp)
{
	sp_bits_t sb;
	uint8_t *bytes;
	size_t len, i = 0;
	int64_t code, dc, dp, found = 0;
	uint64_t pos = 0, udc;
	int have = 0;
	intptr_t start, flagbits;

	/*
	 * The code offset the first entry's delta counts from: -1
	 * (kFunctionEntryBytecodeOffset, V8 8.4 on) or 0 (before).
	 */
	if (v8_const("sourcepos_table_code_start", &start) != 0 ||
	    start < -1 || start > 0)
		return (-1);
	if (v8_const("sourcepos_table_code_flag_bits", &flagbits) != 0)
		flagbits = 0;
	if (flagbits < 0 || flagbits > 8)
		return (-1);
	if (sp_bits(&sb) != 0 || (bytes = bytearray_read(table, &len)) == NULL)
		return (-1);
	code = start;
	while (i < len) {
		if (flagbits > 0) {
			if (vlq_uint(bytes, len, &i, &udc) != 0 ||
			    spt_int(bytes, len, &i, &dp) != 0)
				return (-1);
			dc = (int64_t)(udc >> flagbits);
		} else {
			if (spt_int(bytes, len, &i, &dc) != 0 ||
			    spt_int(bytes, len, &i, &dp) != 0)
				return (-1);
			if (dc < 0)
				dc = -(dc + 1);
		}
		/* no code is that long: a bad table (and no overflow) */
		if (dc > V8_MAX_TABLE * 64)
			return (-1);
		code += dc;
		pos += (uint64_t)dp;	/* wraps rather than overflows */
		if (code > at)
			break;
		if (!sp_external(&sb, (int64_t)pos)) {
			found = (int64_t)pos;
			have = 1;
		}
	}
	if (!have || sp_offset(&sb, found) < 0)
		return (-1);
	*rawp = found;
	return (0);
}

/* Script offset at bytecode offset bcoff of a BytecodeArray. */
static int
bytecode_position(uintptr_t bytecode, intptr_t bcoff, intptr_t *posp)
{
	uintptr_t table;
	sp_bits_t sb;
	ssize_t off;
	int64_t raw;

	/* Not in the metadata: tables.c must know it for this V8. */
	if (v8_class_offset("BytecodeArray", "source_position_table",
	    &off) != 0 || off <= 0 ||
	    v8_read_tagged(bytecode, off, &table) != 0 ||
	    sp_bits(&sb) != 0 || spt_lookup(table, bcoff, &raw) != 0)
		return (-1);
	*posp = sp_offset(&sb, raw);
	return (0);
}

int
v8_bytecode_position(uintptr_t bytecode, intptr_t bcoff, intptr_t *posp)
{
	return (bytecode_position(bytecode, bcoff, posp));
}

/* ---- the code a pc is in ---- */

struct v8_code {
	uintptr_t cd_code;		/* Code object (tagged) */
	uintptr_t cd_start;		/* first instruction */
	size_t cd_size;			/* bytes of instructions */
};

/*
 * Instructions of a Code object: inline after its header (V8 10), else
 * where its instruction_start field points (V8 11 on, off-heap builtins
 * included).
 */
static int
code_range(uintptr_t code, v8_code_t *cd)
{
	uint32_t size;
	int type;

	if (v8_cfg.vt_Code == -1 || v8_obj_type(code, &type) != 0 ||
	    type != v8_cfg.vt_Code || v8_cfg.vo_Code_instruction_start < 0 ||
	    v8_read_u32(code, v8_cfg.vo_Code_instruction_size, &size) != 0 ||
	    size == 0 || size > V8_MAX_CODE_SCAN)
		return (-1);
	cd->cd_code = code;
	cd->cd_size = size;
	if (v8_cfg.vc_code_instruction_start_inline) {
		cd->cd_start = v8_untag(code) +
		    v8_cfg.vo_Code_instruction_start;
		return (0);
	}
	return (v8_read_ptr(code, v8_cfg.vo_Code_instruction_start,
	    &cd->cd_start));
}

/*
 * Is pc in the code?  A return address may be just past the end (a call
 * last), and is never the first instruction.
 */
static int
code_has_pc(const v8_code_t *cd, uintptr_t pc, int isret)
{
	if (isret)
		return (pc > cd->cd_start && pc - cd->cd_start <= cd->cd_size);
	return (pc >= cd->cd_start && pc - cd->cd_start < cd->cd_size);
}

/* The Code kind (CodeKind), -1 if unreadable. */
static int
code_kind(uintptr_t code)
{
	uint32_t flags;

	if (v8_read_u32(code, v8_cfg.vo_Code_flags, &flags) != 0)
		return (-1);
	return ((int)((flags >> v8_cfg.vc_code_kind_shift) &
	    v8_cfg.vc_code_kind_mask));
}

/*
 * Validates a candidate code-space object at addr (untagged): of
 * instance type `type', with its instructions `hdr' bytes in -- for V8
 * 11 on an InstructionStream whose Code (at backoff) points back at it,
 * for V8 10 a Code object with inline instructions (backoff -1).  1 and
 * *cd if so.
 */
static int
code_object_at(uintptr_t addr, int type, ssize_t hdr, ssize_t backoff,
    v8_code_t *cd)
{
	uintptr_t obj = addr + v8_cfg.vc_heapobject_tag, code = obj;
	int t;

	if (v8_obj_type(obj, &t) != 0 || t != type)
		return (0);
	if (backoff >= 0 && v8_read_tagged(obj, backoff, &code) != 0)
		return (0);
	if (code_range(code, cd) != 0 || cd->cd_start != addr + hdr)
		return (0);
	return (1);
}

/*
 * Finds the code object holding pc by walking down from pc to the nearest
 * code-space object header: V8 lays out code objects back to back, the
 * instructions right after the header.  Words are read a page at a time;
 * a word is looked at only when it is a heap pointer to a map of the
 * right instance type (the last one found is remembered: all code objects
 * share their map).  The first valid object found either holds pc or
 * shows that nothing below does.
 */
static uintptr_t code_scan_map;

static int
code_scan(uintptr_t pc, int isret, v8_code_t *cd)
{
	uintptr_t buf[512], lo, a, w;
	ssize_t hdr, backoff = -1;
	size_t i, n, ws;
	int type, t;

	type = v8_type_byname("INSTRUCTION_STREAM_TYPE");
	if (type != -1) {
		/* V8 11 on: InstructionStream, whose code field is the Code */
		if (v8_class_offset("InstructionStream", "instruction_start",
		    &hdr) != 0 || v8_class_offset("InstructionStream", "code",
		    &backoff) != 0)
			return (-1);
	} else if (v8_cfg.vc_code_instruction_start_inline &&
	    v8_cfg.vt_Code != -1) {
		type = v8_cfg.vt_Code;
		hdr = v8_cfg.vo_Code_instruction_start;
	} else {
		return (-1);
	}
	ws = (size_t)v8_cfg.vc_tagged_size;
	if (hdr <= 0 || pc < (uintptr_t)hdr + ws || (ws != 4 && ws != 8))
		return (-1);

	/* objects start at tagged-word alignment (kObjectAlignment) */
	a = (pc - (isret ? 1 : 0) - hdr) & ~(uintptr_t)(ws - 1);
	lo = a > V8_MAX_CODE_SCAN ? a - V8_MAX_CODE_SCAN : ws;
	n = sizeof (buf) / sizeof (buf[0]);
	for (i = 0; a >= lo; a -= ws) {
		if (i == 0) {
			/*
			 * The block of words ending at a; near the bottom of
			 * a mapping, a word at a time.
			 */
			if (a >= lo + (n - 1) * ws && v8_vread_words(a -
			    (n - 1) * ws, (int)ws, buf, n) == 0) {
				i = n;
			} else if (v8_vread_words(a, (int)ws, buf, 1) == 0) {
				i = 1;
			} else {
				return (-1);
			}
		}
		w = buf[--i];
		if (!v8_is_heapobject(w))
			continue;
		if (w != code_scan_map &&
		    (v8_map_type(w, &t) != 0 || t != type))
			continue;
		if (!code_object_at(a, type, hdr, backoff, cd))
			continue;
		code_scan_map = w;
		return (code_has_pc(cd, pc, isret) ? 0 : -1);
	}
	return (-1);
}

/*
 * The code a JS frame's pc is in: the function's current code or its
 * baseline code when pc is there (the usual case), else whatever code
 * object holds pc (code replaced since, or a V8 whose JSFunction does not
 * point at its code).
 */
static int
frame_code(const v8_frame_t *vf, v8_code_t *cd)
{
	uintptr_t sfi, c, pc;
	ssize_t off;
	GElf_Sym sym;

	if (vf->vf_pc == 0)
		return (-1);
	if (v8_jsfunc_code_field(vf->vf_func, &c) == 0 &&
	    code_range(c, cd) == 0 &&
	    code_has_pc(cd, vf->vf_pc, vf->vf_pcret))
		return (0);
	if (v8_jsfunc_sfi(vf->vf_func, &sfi) == 0) {
		if (v8_class_offset("SharedFunctionInfo",
		    "trusted_function_data", &off) == 0 &&
		    v8_read_tagged(sfi, off, &c) == 0 &&
		    code_range(c, cd) == 0 &&
		    code_has_pc(cd, vf->vf_pc, vf->vf_pcret))
			return (0);
		if (v8_read_tagged(sfi,
		    v8_cfg.vo_SharedFunctionInfo_function_data, &c) == 0 &&
		    code_range(c, cd) == 0 &&
		    code_has_pc(cd, vf->vf_pc, vf->vf_pcret))
			return (0);
		/* full-codegen's V8: the SFI's own (unoptimized) code */
		if (v8_class_offset("SharedFunctionInfo", "code", &off) == 0 &&
		    v8_read_tagged(sfi, off, &c) == 0 &&
		    code_range(c, cd) == 0 &&
		    code_has_pc(cd, vf->vf_pc, vf->vf_pcret))
			return (0);
	}
	/*
	 * A pc in a sized symbol (embedded builtins, native code) is in no
	 * code object: do not scan the binary for one.
	 */
	pc = vf->vf_pcret ? vf->vf_pc - 1 : vf->vf_pc;
	if (mdb_lookup_by_addr(pc, MDB_SYM_FUZZY, NULL, 0, &sym) == 0 &&
	    sym.st_size != 0 && pc - sym.st_value < sym.st_size)
		return (-1);
	return (code_scan(vf->vf_pc, vf->vf_pcret, cd));
}

int
v8_frame_code(const v8_frame_t *vf, uintptr_t *codep, uintptr_t *startp,
    size_t *sizep, int *kindp)
{
	v8_code_t cd;

	if (frame_code(vf, &cd) != 0 || (*kindp = code_kind(cd.cd_code)) < 0)
		return (-1);
	*codep = cd.cd_code;
	*startp = cd.cd_start;
	*sizep = cd.cd_size;
	return (0);
}

/*
 * Is the frame's pc in optimized code (a Code object of the heap whose
 * kind is neither interpreted nor baseline)?  Embedded builtins (the
 * interpreter's trampolines) are in no Code object frame_code finds.
 */
static int
frame_pc_optimized(const v8_frame_t *vf)
{
	v8_code_t cd;
	intptr_t bl;
	int kind;

	/* code-kind.h: ..., INTERPRETED_FUNCTION, BASELINE, MAGLEV, TURBOFAN */
	if (vf->vf_pc == 0 || v8_const("CodeKindBaseline", &bl) != 0 ||
	    frame_code(vf, &cd) != 0 || (kind = code_kind(cd.cd_code)) < 0)
		return (0);
	return (kind > (int)bl);
}

/* ---- baseline frames: pc to bytecode offset ---- */

/*
 * Bytecodes::kBytecodeSizes from the binary: uint8_t [3][count], the size
 * of each bytecode at operand scale 1, 2 and 4.  Read once.
 */
static uint8_t *bc_sizes;
static size_t bc_count;
static uintptr_t bc_sizes_addr;

static int
bytecode_sizes(void)
{
	GElf_Sym sym;
	uint8_t *s;

	if (v8_sym_lookup(
	    "_ZN2v88internal11interpreter9Bytecodes14kBytecodeSizesE",
	    &sym) != 0 || sym.st_size == 0 || sym.st_size % 3 != 0 ||
	    sym.st_size > 3 * 1024)
		return (-1);
	if (bc_sizes != NULL && bc_sizes_addr == sym.st_value)
		return (0);
	if ((s = mdb_alloc(sym.st_size, UM_SLEEP)) == NULL)
		return (-1);
	if (v8_sym_vread(s, sym.st_size, sym.st_value) !=
	    (ssize_t)sym.st_size) {
		mdb_free(s, sym.st_size);
		return (-1);
	}
	if (bc_sizes != NULL)
		mdb_free(bc_sizes, bc_count * 3);
	bc_sizes = s;
	bc_count = sym.st_size / 3;
	bc_sizes_addr = sym.st_value;
	return (0);
}

/*
 * Size of the bytecode at bc[off] (with its Wide / ExtraWide prefix, if
 * any), as interpreter::BytecodeArrayIterator steps; -1 if bad.
 */
static int
bytecode_size(const uint8_t *bc, size_t len, size_t off,
    const intptr_t prefix[4])
{
	size_t scale = 0, pfx = 0;
	uint8_t b;
	int sz;

	if (off >= len)
		return (-1);
	b = bc[off];
	if (b == prefix[0] || b == prefix[2])
		scale = 1;		/* kDouble */
	else if (b == prefix[1] || b == prefix[3])
		scale = 2;		/* kQuadruple */
	if (scale != 0) {
		pfx = 1;
		if (off + 1 >= len)
			return (-1);
		b = bc[off + 1];
	}
	if (b >= bc_count || (sz = bc_sizes[scale * bc_count + b]) == 0)
		return (-1);
	return ((int)(pfx + sz));
}

/*
 * The bytecode offset a baseline frame is at (Code::
 * GetBytecodeOffsetForBaselinePC): the baseline code's bytecode offset
 * table holds, for each bytecode in order, the unsigned VLQ delta of the
 * pc offset where its machine code ends (the first entry: the end of the
 * prologue, kFunctionEntryBytecodeOffset).  pc belongs to the bytecode
 * whose range (start, end] holds it.
 */
static int
baseline_bcoff(const v8_frame_t *vf, const v8_code_t *cd, intptr_t *bcoffp)
{
	uintptr_t table;
	intptr_t kind, prefix[4], blen;
	ssize_t off;
	uint8_t *tb, *bc;
	size_t tlen, len, ti = 0, bo = 0;
	uint64_t pcoff, end, d;
	intptr_t cur = -1;
	int sz;

	if (v8_const("CodeKindBaseline", &kind) != 0 ||
	    code_kind(cd->cd_code) != kind ||
	    v8_class_offset("Code", "bytecode_offset_table", &off) != 0 ||
	    v8_read_tagged(cd->cd_code, off, &table) != 0 ||
	    (tb = bytearray_read(table, &tlen)) == NULL ||
	    bytecode_sizes() != 0 ||
	    v8_const("bytecode_wide", &prefix[0]) != 0 ||
	    v8_const("bytecode_extra_wide", &prefix[1]) != 0 ||
	    v8_const("bytecode_debug_break_wide", &prefix[2]) != 0 ||
	    v8_const("bytecode_debug_break_extra_wide", &prefix[3]) != 0)
		return (-1);
	if (v8_read_smi(vf->vf_bytecode, v8_cfg.vo_BytecodeArray_length,
	    &blen) != 0 || blen <= 0 || blen > V8_MAX_TABLE ||
	    v8_cfg.vo_BytecodeArray_data <= 0)
		return (-1);
	len = (size_t)blen;
	if ((bc = mdb_alloc(len, UM_GC)) == NULL ||
	    mdb_vread(bc, len, v8_untag(vf->vf_bytecode) +
	    v8_cfg.vo_BytecodeArray_data) != (ssize_t)len)
		return (-1);

	pcoff = vf->vf_pc - cd->cd_start;
	if (vlq_uint(tb, tlen, &ti, &end) != 0)
		return (-1);
	while (end < pcoff) {
		if (ti >= tlen || bo >= len ||
		    vlq_uint(tb, tlen, &ti, &d) != 0 ||
		    (sz = bytecode_size(bc, len, bo, prefix)) < 0)
			return (-1);
		end += d;
		cur = (intptr_t)bo;
		bo += (size_t)sz;
	}
	*bcoffp = cur;
	return (0);
}

/* ---- optimized frames: pc to source position ---- */

/*
 * The raw source position the optimized code holds for the frame's pc.
 * A return address is one past its call: look up the byte before it,
 * as V8 does.
 */
static int
optimized_raw(const v8_frame_t *vf, v8_code_t *cd, int64_t *rawp)
{
	uintptr_t table;
	ssize_t off;
	intptr_t kind, at;

	if (frame_code(vf, cd) != 0)
		return (-1);
	/* Baseline code's table maps bytecodes, not positions. */
	if (v8_const("CodeKindBaseline", &kind) == 0 &&
	    code_kind(cd->cd_code) == kind)
		return (-1);
	if (v8_class_offset("Code", "source_position_table", &off) != 0 ||
	    v8_read_tagged(cd->cd_code, off, &table) != 0)
		return (-1);
	at = (intptr_t)(vf->vf_pc - cd->cd_start) - (vf->vf_pcret ? 1 : 0);
	return (spt_lookup(table, at, rawp));
}

/*
 * The inlining positions of optimized code (DeoptimizationData's
 * InliningPositions, a PodArray of { SourcePosition position; int
 * inlined_function_id; }): entry id into *ipp.
 */
typedef struct inlpos {
	int64_t ip_raw;			/* call site, in its caller */
	int ip_func;			/* index into the literal array */
} inlpos_t;

static int
inlining_position(uintptr_t code, int id, inlpos_t *ipp)
{
	uintptr_t dd, arr;
	intptr_t idx, esz, foff;
	ssize_t off;
	size_t len;
	uint8_t *bytes;
	int32_t fid;

	if (id < 0 ||
	    v8_class_offset("Code", "deoptimization_data", &off) != 0 ||
	    v8_read_tagged(code, off, &dd) != 0 ||
	    v8_const("DeoptimizationDataInliningPositionsIndex", &idx) != 0 ||
	    v8_const("inlining_position_size", &esz) != 0 ||
	    v8_const("inlining_position_function_id", &foff) != 0 ||
	    esz < 12 || foff < 8 || foff + 4 > esz ||
	    v8_fixedarray_get(dd, (size_t)idx, &arr) != 0 ||
	    (bytes = bytearray_read(arr, &len)) == NULL ||
	    (size_t)(id + 1) * (size_t)esz > len)
		return (-1);
	(void) memcpy(&ipp->ip_raw, bytes + (size_t)id * esz, 8);
	(void) memcpy(&fid, bytes + (size_t)id * esz + foff, 4);
	ipp->ip_func = fid;
	return (0);
}

/*
 * The SharedFunctionInfo of an inlined function (DeoptimizationData::
 * GetInlinedFunction): a slot of the literal array, maybe weak, maybe
 * wrapped (V8 13: a SharedFunctionInfoWrapper in trusted space).
 */
static int
inlined_sfi(uintptr_t code, int fid, uintptr_t *sfip)
{
	uintptr_t dd, lits, v;
	intptr_t idx;
	ssize_t off;
	int type;

	if (fid < 0 ||
	    v8_class_offset("Code", "deoptimization_data", &off) != 0 ||
	    v8_read_tagged(code, off, &dd) != 0 ||
	    v8_const("DeoptimizationDataLiteralArrayIndex", &idx) != 0 ||
	    v8_fixedarray_get(dd, (size_t)idx, &lits) != 0 ||
	    v8_fixedarray_get(lits, (size_t)fid, &v) != 0)
		return (-1);
	v = v8_strong(v);
	if (v8_obj_type(v, &type) != 0)
		return (-1);
	if (type != v8_cfg.vt_SharedFunctionInfo &&
	    (v8_class_offset("SharedFunctionInfoWrapper", "shared_info",
	    &off) != 0 || v8_read_tagged(v, off, &v) != 0 ||
	    v8_obj_type(v, &type) != 0))
		return (-1);
	if (type != v8_cfg.vt_SharedFunctionInfo)
		return (-1);
	*sfip = v;
	return (0);
}

/*
 * Follows an optimized frame's position out through the functions
 * inlined at it: fills vi (if given) with the inlined ones, innermost
 * first, and *posp with the frame's own function's position.
 */
static int
optimized_chain(const v8_frame_t *vf, intptr_t *posp, v8_inlined_t *vi,
    int max, int *np)
{
	v8_code_t cd;
	sp_bits_t sb;
	inlpos_t ip;
	int64_t raw;
	int id, n = 0;

	*np = 0;
	if (sp_bits(&sb) != 0 || optimized_raw(vf, &cd, &raw) != 0)
		return (-1);
	while ((id = sp_inlining(&sb, raw)) != -1) {
		if (n >= V8_MAX_INLINED ||
		    inlining_position(cd.cd_code, id, &ip) != 0)
			return (-1);
		if (vi != NULL && n < max) {
			if (inlined_sfi(cd.cd_code, ip.ip_func,
			    &vi[n].vi_sfi) != 0)
				return (-1);
			vi[n].vi_pos = sp_offset(&sb, raw);
		}
		n++;
		raw = ip.ip_raw;
	}
	if ((*posp = sp_offset(&sb, raw)) < 0)
		return (-1);
	*np = vi != NULL && n > max ? max : n;
	return (0);
}

/* ---- Maglev frames without positions: lazy deoptimization points ---- */

/* A little-endian unsigned of n (0-4) bytes at *pp; advances *pp. */
uint32_t
v8_le_bytes(const uint8_t **pp, int n)
{
	uint32_t v = 0;
	int i;

	for (i = 0; i < n; i++)
		v |= (uint32_t)(*pp)[i] << (8 * i);
	*pp += n;
	return (v);
}

/* A Smi slot of a FixedArray-shaped object. */
static int
fixedarray_smi(uintptr_t arr, size_t idx, intptr_t *vp)
{
	uintptr_t v;

	if (v8_fixedarray_get(arr, idx, &v) != 0 || !v8_is_smi(v))
		return (-1);
	*vp = v8_smi_value(v);
	return (0);
}

/*
 * The deopt index of the safepoint at pc offset `at' of Maglev code (its
 * table is the first thing in the metadata after the instructions); -1
 * if none or the table does not read as one.
 */
static int
maglev_deopt_index(const v8_code_t *cd, uintptr_t at, intptr_t *dip)
{
	intptr_t lenoff, cfgoff, hdr, rsh, psh, dsh, dbit, wmask;
	uint32_t msize, n, cfg, i, pc, prev = 0;
	int pcs, ds, rs;
	size_t esz;
	ssize_t off;
	uint8_t *buf;
	const uint8_t *p;

	if (v8_class_offset("Code", "metadata_size", &off) != 0 ||
	    v8_read_u32(cd->cd_code, off, &msize) != 0 ||
	    v8_const("maglev_safepoint_length", &lenoff) != 0 ||
	    v8_const("maglev_safepoint_config", &cfgoff) != 0 ||
	    v8_const("maglev_safepoint_header_size", &hdr) != 0 ||
	    v8_const("maglev_safepoint_regsize_shift", &rsh) != 0 ||
	    v8_const("maglev_safepoint_pcsize_shift", &psh) != 0 ||
	    v8_const("maglev_safepoint_deoptsize_shift", &dsh) != 0 ||
	    v8_const("maglev_safepoint_has_deopt_bit", &dbit) != 0 ||
	    v8_const("maglev_safepoint_size_mask", &wmask) != 0 ||
	    dbit < 0 || dbit > 31 || rsh < 0 || rsh > 31 || psh < 0 ||
	    psh > 31 || dsh < 0 || dsh > 31 ||
	    hdr < lenoff + 4 || hdr < cfgoff + 4 || msize < (uint32_t)hdr ||
	    msize > V8_MAX_TABLE ||
	    (buf = mdb_alloc(msize, UM_GC)) == NULL ||
	    mdb_vread(buf, msize, cd->cd_start + cd->cd_size) !=
	    (ssize_t)msize)
		return (-1);
	p = buf + lenoff;
	n = v8_le_bytes(&p, 4);
	p = buf + cfgoff;
	cfg = v8_le_bytes(&p, 4);
	rs = (int)((cfg >> rsh) & (uint32_t)wmask);
	pcs = (int)((cfg >> psh) & (uint32_t)wmask);
	ds = (int)((cfg >> dsh) & (uint32_t)wmask);
	/* no deopt data, or sizes no table has */
	if (((cfg >> dbit) & 1) == 0 || pcs == 0 || pcs > 4 || ds == 0 ||
	    ds > 4 || rs > 4)
		return (-1);
	esz = (size_t)(2 * pcs + ds + 1 + rs);
	if (n > (msize - (uint32_t)hdr) / esz)
		return (-1);
	p = buf + hdr;
	for (i = 0; i < n; i++) {
		const uint8_t *e = p + i * esz;

		pc = v8_le_bytes(&e, pcs);
		/* sorted by pc, inside the instructions */
		if ((i > 0 && pc <= prev) || pc > cd->cd_size)
			return (-1);
		prev = pc;
		if (pc == at) {
			*dip = (intptr_t)v8_le_bytes(&e, ds) - 1;
			return (*dip >= 0 ? 0 : -1);
		}
	}
	return (-1);
}

/*
 * The BytecodeArray of a function's SharedFunctionInfo: its (trusted)
 * function data, directly or through its baseline code, which keeps the
 * bytecode where optimized code keeps its deoptimization data.
 */
static int
sfi_bytecode(uintptr_t sfi, uintptr_t *bap)
{
	uintptr_t fds[2], fd;
	intptr_t kind;
	ssize_t off;
	int type, i, n;

	if (v8_cfg.vt_BytecodeArray == -1)
		return (-1);
	n = v8_sfi_function_datas(sfi, fds);
	for (i = 0; i < n; i++) {
		if (v8_obj_type((fd = fds[i]), &type) != 0)
			continue;
		if (type == v8_cfg.vt_Code &&
		    v8_const("CodeKindBaseline", &kind) == 0 &&
		    code_kind(fd) == kind &&
		    v8_class_offset("Code", "deoptimization_data", &off) == 0 &&
		    (v8_read_tagged(fd, off, &fd) != 0 ||
		    v8_obj_type(fd, &type) != 0))
			continue;
		if (type == v8_cfg.vt_BytecodeArray) {
			*bap = fd;
			return (0);
		}
	}
	return (-1);
}

/*
 * The bytecode offset of a Maglev frame whose code records no source
 * positions, from the lazy deoptimization point at its return address
 * (as V8 finds it): the deopt entry's bytecode offset is the innermost
 * frame's, so this holds only for code that inlined nothing.
 */
static int
maglev_deopt_bcoff(const v8_frame_t *vf, intptr_t *bcoffp)
{
	v8_code_t cd;
	uintptr_t table, dd;
	intptr_t kind, inl, first, esz, bco, ei, li, eager, lazy, di, nin;
	size_t len, dlen;
	ssize_t off;

	if (!vf->vf_pcret || frame_code(vf, &cd) != 0 ||
	    v8_const("CodeKindMaglev", &kind) != 0 ||
	    code_kind(cd.cd_code) != kind)
		return (-1);
	/* Only where the position table is empty: else it is the truth. */
	if (v8_class_offset("Code", "source_position_table", &off) != 0 ||
	    v8_read_tagged(cd.cd_code, off, &table) != 0 ||
	    v8_fixedarray_length(table, &len) != 0 || len != 0)
		return (-1);
	if (maglev_deopt_index(&cd, vf->vf_pc - cd.cd_start, &di) != 0 ||
	    v8_class_offset("Code", "deoptimization_data", &off) != 0 ||
	    v8_read_tagged(cd.cd_code, off, &dd) != 0 ||
	    v8_const("DeoptimizationDataInlinedFunctionCountIndex",
	    &inl) != 0 ||
	    v8_const("DeoptimizationDataEagerDeoptCountIndex", &ei) != 0 ||
	    v8_const("DeoptimizationDataLazyDeoptCountIndex", &li) != 0 ||
	    v8_const("DeoptimizationDataFirstDeoptEntryIndex", &first) != 0 ||
	    v8_const("DeoptimizationDataDeoptEntrySize", &esz) != 0 ||
	    v8_const("DeoptimizationDataBytecodeOffsetRawOffset", &bco) != 0 ||
	    esz <= 0 || bco < 0 || bco >= esz ||
	    v8_fixedarray_length(dd, &dlen) != 0 ||
	    fixedarray_smi(dd, (size_t)inl, &nin) != 0 ||
	    fixedarray_smi(dd, (size_t)ei, &eager) != 0 ||
	    fixedarray_smi(dd, (size_t)li, &lazy) != 0 ||
	    nin != 0 || eager < 0 || lazy < 0 || di >= eager + lazy ||
	    dlen != (size_t)(first + esz * (eager + lazy)) ||
	    fixedarray_smi(dd, (size_t)(first + di * esz + bco), bcoffp) != 0 ||
	    *bcoffp < 0)
		return (-1);
	return (0);
}

/* ---- full-codegen's V8: code kinds, relocation info ---- */

/*
 * The tier of a JS frame of full-codegen's V8, by the kind of the code
 * its pc is in: full-codegen's (FUNCTION), Crankshaft's or TurboFan's
 * (OPTIMIZED_FUNCTION), else unknown.
 */
static v8_ftier_t
classic_tier(const v8_frame_t *vf)
{
	v8_code_t cd;
	intptr_t fk, ok;
	int kind;

	if (vf->vf_pc == 0 || v8_const("codekind_FUNCTION", &fk) != 0 ||
	    v8_const("codekind_OPTIMIZED_FUNCTION", &ok) != 0 ||
	    frame_code(vf, &cd) != 0 || (kind = code_kind(cd.cd_code)) < 0)
		return (V8FT_UNKNOWN);
	if (kind == fk)
		return (V8FT_FULLCODEGEN);
	if (kind == ok)
		return (V8FT_OPTIMIZED);
	return (V8FT_UNKNOWN);
}

/* A little-endian int of 4 bytes read backwards from p[*ip - 1]. */
static int
reloc_int(const uint8_t *p, size_t *ip, int32_t *vp)
{
	uint32_t x = 0;
	int k;

	if (*ip < 4)
		return (-1);
	for (k = 0; k < 4; k++)
		x |= (uint32_t)p[--(*ip)] << (8 * k);
	*vp = (int32_t)x;
	return (0);
}

/* A variable-length pc jump (bits 6 and up of a pc delta). */
static int
reloc_pc_jump(const uint8_t *p, size_t *ip, uint64_t *pcp)
{
	uint32_t jump = 0;
	int k;

	for (k = 0; k < 4; k++) {
		uint8_t b;

		if (*ip == 0)
			return (-1);
		b = p[--(*ip)];
		jump |= (uint32_t)(b >> 1) << (7 * k);
		if (b & 1)
			break;
	}
	*pcp += (uint64_t)jump << 6;
	return (0);
}

/*
 * The source position of full-codegen code at a return address (pc
 * offset `at' from the first instruction), as V8's Code::SourcePosition
 * finds it: of the position and statement-position entries of the
 * code's relocation info recorded before `at', the nearest, the higher
 * position on a tie.  Relocation info is read from its end backwards,
 * pcs and positions delta-encoded; the two formats are reloc_format 1
 * (V8 3.14, 3.28 and 4.5, extra tags) and 2 (V8 5.1, a mode per long
 * record), the mode numbers facts.  A record that does not parse, or a
 * pc past the instructions, makes the whole table unreadable: -1.
 */
static int
reloc_position(const v8_code_t *cd, uintptr_t at, intptr_t *posp)
{
	intptr_t fmt, mpos, mstmt, mid = -1, mcomment = -1, mconst = -1;
	intptr_t mveneer = -1, mdbgcall = -1, mjump = -1, lastcompact = -1;
	intptr_t pooltop;
	uintptr_t table;
	ssize_t off;
	uint8_t *p;
	size_t len, i;
	uint64_t pc = 0, bestdist = UINT64_MAX;
	int64_t last = 0, best = -1;
	int32_t x;

	if (v8_const("reloc_format", &fmt) != 0 || (fmt != 1 && fmt != 2) ||
	    v8_const("reloc_mode_position", &mpos) != 0 ||
	    v8_const("reloc_mode_statement_position", &mstmt) != 0 ||
	    v8_class_offset("Code", "relocation_info", &off) != 0 ||
	    v8_read_tagged(cd->cd_code, off, &table) != 0 ||
	    (p = bytearray_read(table, &len)) == NULL)
		return (-1);
	if (fmt == 1 && v8_const("reloc_last_compact_mode", &lastcompact) != 0)
		return (-1);
	/*
	 * V8 3.14's extra tag 13 is a constant pool only with this top tag
	 * (else a mode, 14, with a pc byte); 3.28's always is one.
	 */
	if (fmt != 1 || v8_const("reloc_pool_top_tag", &pooltop) != 0)
		pooltop = -1;
	if (fmt == 2 && (v8_const("reloc_mode_pc_jump", &mjump) != 0 ||
	    v8_const("reloc_mode_code_target_with_id", &mid) != 0 ||
	    v8_const("reloc_mode_comment", &mcomment) != 0 ||
	    v8_const("reloc_mode_const_pool", &mconst) != 0 ||
	    v8_const("reloc_mode_veneer_pool", &mveneer) != 0 ||
	    v8_const("reloc_mode_debug_break_slot_at_call", &mdbgcall) != 0))
		return (-1);

	for (i = len; i > 0; ) {
		uint8_t b = p[--i];
		int tag = b & 3, haspos = 0;

		if (tag == 0 || tag == 1) {
			pc += b >> 2;
		} else if (tag == 2) {
			uint8_t d;

			pc += b >> 2;
			if (i == 0)
				return (-1);
			d = p[--i];
			/* data tags 1 and 2: (statement) positions */
			if ((d & 3) == 1 || (d & 3) == 2) {
				last += (int8_t)d >> 2;
				haspos = 1;
			}
		} else if (fmt == 1) {
			int extra = (b >> 2) & 0xf, top = b >> 6;
			/* extra tag 13: a pool (3.14: only with its top tag) */
			int pool = extra == 13 &&
			    (pooltop < 0 || top == pooltop);

			if (extra == 15 && top == 1) {
				if (reloc_pc_jump(p, &i, &pc) != 0)
					return (-1);
			} else if (extra == 15 || (extra != 14 && !pool)) {
				if (i == 0)
					return (-1);
				pc += p[--i];
			} else if (extra == 14 && top == 3) {
				if (i < 8)	/* a comment: an intptr_t */
					return (-1);
				i -= 8;
			} else {
				/* an id, a position (int data), a pool */
				if (reloc_int(p, &i, &x) != 0)
					return (-1);
				if (extra == 14 && (top == 1 || top == 2)) {
					last += x;
					haspos = 1;
				}
			}
		} else {
			intptr_t mode = (b >> 2) & 0x3f;

			if (mode == mjump) {
				if (reloc_pc_jump(p, &i, &pc) != 0)
					return (-1);
				continue;
			}
			if (i == 0)
				return (-1);
			pc += p[--i];
			if (mode == mcomment) {
				if (i < 8)
					return (-1);
				i -= 8;
			} else if (mode == mpos || mode == mstmt ||
			    mode == mid || mode == mconst ||
			    mode == mveneer || mode == mdbgcall) {
				if (reloc_int(p, &i, &x) != 0)
					return (-1);
				if (mode == mpos || mode == mstmt) {
					last += x;
					haspos = 1;
				}
			}
		}
		if (pc > cd->cd_size)
			return (-1);
		if (haspos && pc < at && at - pc <= bestdist &&
		    (at - pc < bestdist || last > best)) {
			bestdist = at - pc;
			best = last;
		}
	}
	(void) lastcompact;
	if (best < 0)
		return (-1);
	*posp = (intptr_t)best;
	return (0);
}

/*
 * The source position of code (a Code object of full-codegen's V8) at pc
 * offset `off' from its first instruction, or from the object's start
 * when `fromobj': what V8 3.14 - 5.1's %FunctionGetPositionForOffset
 * answers for a raw stack frame of an error (Code::SourcePosition over
 * its relocation info).
 */
int
v8_code_offset_position(uintptr_t code, uintptr_t off, int fromobj,
    intptr_t *posp)
{
	v8_code_t cd;
	uintptr_t hdr;

	if (code_range(code, &cd) != 0 || cd.cd_start < v8_untag(code))
		return (-1);
	hdr = cd.cd_start - v8_untag(code);
	if (fromobj) {
		if (off < hdr)
			return (-1);
		off -= hdr;
	}
	if (off > cd.cd_size)
		return (-1);
	return (reloc_position(&cd, off, posp));
}

/*
 * Crankshaft frames (V8 3.14 to 5.1): the functions of an optimized frame,
 * outermost (its own) first, as V8's OptimizedFrame::Summarize finds
 * them: the safepoint at the return address gives a deoptimization
 * index, whose entry in the code's DeoptimizationInputData gives a
 * translation; each JS_FRAME command of it names a function (a literal)
 * and the AST id it is at, which the function's full-codegen code maps
 * (its DeoptimizationOutputData: AST id, pc and state pairs) to a pc,
 * whose position its relocation info gives.
 */
typedef struct classic_fn {
	uintptr_t cf_sfi;
	intptr_t cf_pos;
} classic_fn_t;

/* One signed integer of a translation (TranslationIterator::Next). */
static int
trans_int(const uint8_t *p, size_t n, size_t *ip, int32_t *vp)
{
	uint32_t bits = 0;
	int k;

	for (k = 0; k < 35; k += 7) {
		uint8_t b;

		if (*ip >= n)
			return (-1);
		b = p[(*ip)++];
		bits |= (uint32_t)(b >> 1) << k;
		if ((b & 1) == 0) {
			*vp = (bits & 1) ? -(int32_t)(bits >> 1) :
			    (int32_t)(bits >> 1);
			return (0);
		}
	}
	return (-1);
}

/* The operands a translation opcode takes (facts from the binary). */
static int
trans_noperands(intptr_t op, const intptr_t masks[4])
{
	int k;

	if (op < 0 || op > 62)
		return (-1);
	if ((masks[3] >> op) & 1)
		return (0);
	for (k = 0; k < 3; k++) {
		if ((masks[k] >> op) & 1)
			return (k + 1);
	}
	return (-1);
}

/* The position full-codegen code of sfi is at for an AST id, or -1. */
static int
classic_ast_position(uintptr_t sfi, intptr_t astid, intptr_t *posp)
{
	uintptr_t c, od, w;
	intptr_t shift;
	v8_code_t fc;
	ssize_t off;
	size_t len, i;

	if (v8_const("fullcodegen_pc_shift", &shift) != 0 ||
	    shift < 0 || shift > 8 ||
	    v8_class_offset("SharedFunctionInfo", "code", &off) != 0 ||
	    v8_read_tagged(sfi, off, &c) != 0 || code_range(c, &fc) != 0 ||
	    v8_class_offset("Code", "deoptimization_data", &off) != 0 ||
	    v8_read_tagged(c, off, &od) != 0 ||
	    v8_fixedarray_length(od, &len) != 0 || len % 2 != 0 ||
	    len > V8_MAX_TABLE)
		return (-1);
	for (i = 0; i < len; i += 2) {
		if (v8_fixedarray_get(od, i, &w) != 0 || !v8_is_smi(w))
			return (-1);
		if (v8_smi_value(w) != astid)
			continue;
		if (v8_fixedarray_get(od, i + 1, &w) != 0 || !v8_is_smi(w) ||
		    v8_smi_value(w) < 0)
			return (-1);
		return (reloc_position(&fc,
		    (uintptr_t)(v8_smi_value(w) >> shift), posp));
	}
	return (-1);
}

static int
classic_optimized(const v8_frame_t *vf, classic_fn_t *fns, int max, int *np)
{
	intptr_t f2off, stshift, stbits, dibits, ti, li, first, esz, toff;
	intptr_t sphdr, spent;
	intptr_t masks[4], opjs, opbegin, self, ok, at, di = -1;
	uintptr_t dd, tarr, lits, v, sfi;
	uint32_t flags2, st, nsp, esp, i, pc, info;
	int32_t op, nframes, njs, ast, lit, x;
	v8_code_t cd;
	ssize_t off;
	size_t dlen, tlen, ip;
	uint8_t *tb;
	intptr_t x0;
	int type, n = 0, steps = 0;

	*np = 0;
	if (!vf->vf_pcret || frame_code(vf, &cd) != 0 ||
	    v8_const("codekind_OPTIMIZED_FUNCTION", &ok) != 0 ||
	    code_kind(cd.cd_code) != ok ||
	    v8_const("code_kind_specific_flags2", &f2off) != 0 ||
	    v8_const("code_safepoint_table_offset_shift", &stshift) != 0 ||
	    v8_const("code_safepoint_table_offset_bits", &stbits) != 0 ||
	    v8_const("safepoint_deopt_index_bits", &dibits) != 0 ||
	    v8_const("safepoint_table_header_size", &sphdr) != 0 ||
	    v8_const("safepoint_entry_size", &spent) != 0 ||
	    sphdr < 8 || spent < 8 ||
	    stshift < 0 || stbits < 1 || stshift + stbits > 32 ||
	    dibits < 1 || dibits > 31 ||
	    v8_read_u32(cd.cd_code, f2off, &flags2) != 0)
		return (-1);
	/* the safepoint table: length, entry size, (pc, info) pairs */
	st = (flags2 >> stshift) & (uint32_t)(((uint64_t)1 << stbits) - 1);
	at = (intptr_t)(vf->vf_pc - cd.cd_start);
	if ((uint64_t)st + (uint64_t)sphdr > cd.cd_size ||
	    mdb_vread(&nsp, 4, cd.cd_start + st) != 4 ||
	    mdb_vread(&esp, 4, cd.cd_start + st + 4) != 4 ||
	    nsp > 100000 || (uint64_t)st + (uint64_t)sphdr +
	    (uint64_t)spent * nsp > cd.cd_size)
		return (-1);
	for (i = 0; i < nsp; i++) {
		uintptr_t e = cd.cd_start + st + (uintptr_t)sphdr +
		    (uintptr_t)spent * i;

		if (mdb_vread(&pc, 4, e) != 4 ||
		    mdb_vread(&info, 4, e + 4) != 4)
			return (-1);
		if ((intptr_t)pc == at) {
			di = (intptr_t)(info & ((1u << dibits) - 1));
			if (di == (intptr_t)((1u << dibits) - 1))
				return (-1);	/* no deopt index */
			break;
		}
	}
	if (di < 0 ||
	    v8_const("DeoptimizationDataTranslationByteArrayIndex", &ti) != 0 ||
	    v8_const("DeoptimizationDataLiteralArrayIndex", &li) != 0 ||
	    v8_const("DeoptimizationDataFirstDeoptEntryIndex", &first) != 0 ||
	    v8_const("DeoptimizationDataDeoptEntrySize", &esz) != 0 ||
	    v8_const("DeoptimizationDataTranslationIndexOffset", &toff) != 0 ||
	    v8_const("translation_operands_1", &masks[0]) != 0 ||
	    v8_const("translation_operands_2", &masks[1]) != 0 ||
	    v8_const("translation_operands_3", &masks[2]) != 0 ||
	    v8_const("translation_BEGIN", &opbegin) != 0 ||
	    v8_const("translation_JS_FRAME", &opjs) != 0 ||
	    esz <= 0 || toff < 0 || toff >= esz || first < 0 ||
	    v8_class_offset("Code", "deoptimization_data", &off) != 0 ||
	    v8_read_tagged(cd.cd_code, off, &dd) != 0 ||
	    v8_fixedarray_length(dd, &dlen) != 0 ||
	    dlen < (size_t)first || (dlen - (size_t)first) % (size_t)esz != 0 ||
	    (size_t)di >= (dlen - (size_t)first) / (size_t)esz ||
	    fixedarray_smi(dd, (size_t)(first + di * esz + toff), &x0) != 0)
		return (-1);
	if (v8_fixedarray_get(dd, (size_t)ti, &tarr) != 0 ||
	    (tb = bytearray_read(tarr, &tlen)) == NULL ||
	    v8_fixedarray_get(dd, (size_t)li, &lits) != 0 ||
	    x0 < 0 || (size_t)x0 >= tlen)
		return (-1);
	if (v8_const("translation_self_literal_id", &self) != 0)
		self = INTPTR_MIN;
	/* opcodes without operands (V8 4.5's JS_FRAME_FUNCTION), if any */
	if (v8_const("translation_operands_0", &masks[3]) != 0)
		masks[3] = 0;
	ip = (size_t)x0;
	if (trans_int(tb, tlen, &ip, &op) != 0 || op != opbegin ||
	    trans_noperands(op, masks) != 2 ||
	    trans_int(tb, tlen, &ip, &nframes) != 0 ||
	    trans_int(tb, tlen, &ip, &njs) != 0 ||
	    njs < 1 || njs > V8_MAX_INLINED || nframes < njs)
		return (-1);
	while (njs > 0) {
		int k, no;

		if (++steps > 100000 || trans_int(tb, tlen, &ip, &op) != 0 ||
		    op == opbegin || (no = trans_noperands(op, masks)) < 0)
			return (-1);
		if (op != opjs) {
			for (k = 0; k < no; k++) {
				if (trans_int(tb, tlen, &ip, &x) != 0)
					return (-1);
			}
			continue;
		}
		if (no != 3 || trans_int(tb, tlen, &ip, &ast) != 0 ||
		    trans_int(tb, tlen, &ip, &lit) != 0 ||
		    trans_int(tb, tlen, &ip, &x) != 0)
			return (-1);
		njs--;
		/* the literal: a JSFunction (3.14, 3.28) or its SFI (5.1) */
		if (lit == self)
			v = vf->vf_func;
		else if (lit < 0 || v8_fixedarray_get(lits, (size_t)lit,
		    &v) != 0)
			return (-1);
		if (v8_obj_type(v, &type) != 0)
			return (-1);
		if (v8_type_is_jsfunction(type)) {
			if (v8_jsfunc_sfi(v, &sfi) != 0)
				return (-1);
		} else if (type == v8_cfg.vt_SharedFunctionInfo) {
			sfi = v;
		} else {
			return (-1);
		}
		if (n >= max)
			return (-1);
		fns[n].cf_sfi = sfi;
		if (classic_ast_position(sfi, ast, &fns[n].cf_pos) != 0)
			fns[n].cf_pos = -1;
		n++;
	}
	/* the outermost function is the frame's own */
	if (n == 0 || v8_jsfunc_sfi(vf->vf_func, &sfi) != 0 ||
	    fns[0].cf_sfi != sfi)
		return (-1);
	*np = n;
	return (0);
}

/* ---- a frame's position ---- */

int
v8_frame_position(const v8_frame_t *vf, intptr_t *posp, v8_fpos_t *howp)
{
	uintptr_t sfi, ba;
	v8_code_t cd;
	intptr_t bcoff;
	int n;

	if (howp != NULL)
		*howp = V8FP_NONE;
	if (vf->vf_kind != V8F_JS)
		return (-1);
	switch (vf->vf_tier) {
	case V8FT_INTERPRETED:
		if (vf->vf_bcoff < 0 || vf->vf_bytecode == 0 ||
		    bytecode_position(vf->vf_bytecode, vf->vf_bcoff,
		    posp) != 0)
			return (-1);
		if (howp != NULL)
			*howp = V8FP_BYTECODE;
		return (0);
	case V8FT_BASELINE:
		if (vf->vf_bytecode == 0 || frame_code(vf, &cd) != 0 ||
		    baseline_bcoff(vf, &cd, &bcoff) != 0 ||
		    bytecode_position(vf->vf_bytecode, bcoff, posp) != 0)
			return (-1);
		if (howp != NULL)
			*howp = V8FP_BASELINE;
		return (0);
	case V8FT_FULLCODEGEN:
		if (frame_code(vf, &cd) != 0 ||
		    reloc_position(&cd, vf->vf_pc - cd.cd_start, posp) != 0)
			return (-1);
		if (howp != NULL)
			*howp = V8FP_RELOC;
		return (0);
	case V8FT_OPTIMIZED:
		if (v8_cfg.vc_frame_classic) {
			classic_fn_t fns[V8_MAX_INLINED];

			if (classic_optimized(vf, fns, V8_MAX_INLINED,
			    &n) != 0 || fns[0].cf_pos < 0)
				return (-1);
			*posp = fns[0].cf_pos;
			if (howp != NULL)
				*howp = V8FP_OPTIMIZED;
			return (0);
		}
		if (optimized_chain(vf, posp, NULL, 0, &n) == 0) {
			if (howp != NULL)
				*howp = V8FP_OPTIMIZED;
			return (0);
		}
		if (maglev_deopt_bcoff(vf, &bcoff) != 0 ||
		    v8_jsfunc_sfi(vf->vf_func, &sfi) != 0 ||
		    sfi_bytecode(sfi, &ba) != 0 ||
		    bytecode_position(ba, bcoff, posp) != 0)
			return (-1);
		if (howp != NULL)
			*howp = V8FP_DEOPT;
		return (0);
	default:
		return (-1);
	}
}

int
v8_frame_inlining_unknown(const v8_frame_t *vf)
{
	classic_fn_t fns[V8_MAX_INLINED];
	int n;

	return (vf->vf_kind == V8F_JS && v8_cfg.vc_frame_classic &&
	    vf->vf_tier != V8FT_FULLCODEGEN &&
	    classic_optimized(vf, fns, V8_MAX_INLINED, &n) != 0);
}

int
v8_frame_inlined(const v8_frame_t *vf, v8_inlined_t *vi, int max)
{
	intptr_t pos;
	int n;

	if (vf->vf_kind != V8F_JS || vf->vf_tier != V8FT_OPTIMIZED || max <= 0)
		return (0);
	if (v8_cfg.vc_frame_classic) {
		classic_fn_t fns[V8_MAX_INLINED];
		int i;

		/* outermost first there, innermost first here */
		if (classic_optimized(vf, fns, V8_MAX_INLINED, &n) != 0)
			return (0);
		for (i = 0; i < n - 1 && i < max; i++) {
			vi[i].vi_sfi = fns[n - 1 - i].cf_sfi;
			vi[i].vi_pos = fns[n - 1 - i].cf_pos;
		}
		return (i);
	}
	if (optimized_chain(vf, &pos, vi, max, &n) != 0)
		return (0);
	return (n);
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
	if (v8_jsfunc_own_name(func, buf, bufsz) == 0 && buf[0] != '\0')
		return (0);
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
	if (v8_is_context(val)) {
		(void) snprintf(buf, bufsz, "%s",
		    v8_is_native_context(val) ? "NativeContext" : "Context");
		return;
	}
	/* a ContextCell: "ContextCell: " and what it holds */
	if (type == v8_cfg.vt_ContextCell && type != -1) {
		uintptr_t inner;
		double dv;
		int isd;
		size_t n;

		if (v8_context_cell(val, &inner, &isd, &dv) != 0) {
			(void) snprintf(buf, bufsz, "ContextCell: state not "
			    "decoded");
			return;
		}
		(void) snprintf(buf, bufsz, "ContextCell: ");
		n = strlen(buf);
		if (isd) {
			char nb[40];

			v8_format_double(dv, nb, sizeof (nb));
			(void) snprintf(buf + n, bufsz - n, "value=%s", nb);
		} else {
			v8_value_describe(inner, buf + n, bufsz - n);
		}
		return;
	}
	/* (V8 5.1 gives its internalized strings' types no class) */
	if (v8_type_class(type) == NULL && v8_type_is_string(type) &&
	    v8_string_read(val, tmp, sizeof (tmp), 40,
	    V8_STR_QUOTE | V8_STR_ESCAPE, NULL) == 0) {
		tn = v8_type_name(type);
		(void) snprintf(buf, bufsz, "%s: %s", tn != NULL ? tn :
		    "String", tmp);
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
	if (v8_type_is_number(type) && v8_number_value(val, &d) == 0) {
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

/*
 * The script's source as UTF-8 (UM_GC), *lenp its length; NULL when the
 * script has no readable source.
 */
const char *
v8_script_source(uintptr_t script, size_t *lenp)
{
	uintptr_t src;

	if (v8_read_tagged(script, v8_cfg.vo_Script_source, &src) != 0 ||
	    !v8_is_string(src))
		return (NULL);
	return (v8_string_dup(src, 0, 0, lenp));
}

/*
 * Prints lines first..last of the script's source, numbered, as
 * js_source_print() (mdbmod/jsfunc.c) prints them.
 */
int
v8_script_print_lines(uintptr_t script, intptr_t first, intptr_t last,
    intptr_t mark_first, intptr_t mark_last)
{
	const char *s;
	size_t len;

	if (first < 1)
		first = 1;
	if (last < first || (s = v8_script_source(script, &len)) == NULL)
		return (-1);
	(void) js_source_print(s, len, 1, first, last, mark_first, mark_last);
	return (0);
}
