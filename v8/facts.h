/*
 * facts.h: what jsmdb knows about V8's layouts beyond the binary's own
 * postmortem metadata, as data.
 *
 * A fact is a name and a value that holds for a range of V8 releases.  The
 * names share the metadata's namespace (v8cfg.c looks both up the same
 * way):
 *
 *   "class_JSArray__length"      a class field offset (no type suffix)
 *   "parent_JSArray__JSObject"   a class's superclass (value unused)
 *   "type_Klass__NAME_TYPE"      an instance type the metadata lacks
 *   "SmiShiftSize"               any other constant of the metadata
 *   "page_..", "chunk_..", ...   facts the metadata never had (heap page
 *                                layouts, size rules, frame conventions;
 *                                facts.c says what each means)
 *
 * Each fact says where it comes from (vf_src: a V8 source file, or the
 * cores it was measured on) and how it relates to the metadata:
 * V8F_DFLT facts fill in what the metadata lacks; V8F_FIX facts win over
 * the metadata, which is known to be wrong there.
 *
 * Ranges are of V8 versions, inclusive at both ends: a fact holds from
 * vf_since through vf_through, and vf_through is the last release it was
 * checked on -- a release after it has no fact until someone checks it.
 * A release between two checked ones that agree is assumed to agree.
 */
#ifndef V8_FACTS_H
#define V8_FACTS_H

#include <stdint.h>
#include <stddef.h>

/* 10.2.154 -> one comparable number; builds up to 65535. */
#define	V8_VER(maj, min, bld)	\
	(((uint32_t)(maj) << 24) | ((uint32_t)(min) << 16) | (uint32_t)(bld))
#define	V8_VER_MAJOR(v)		((int)((v) >> 24))
#define	V8_VER_MINOR(v)		((int)(((v) >> 16) & 0xff))
#define	V8_VER_BUILD(v)		((int)((v) & 0xffff))

/* Every build of major.minor; of first.x through last.y. */
#define	V8_MINOR(maj, min)	V8_VER(maj, min, 0), V8_VER(maj, min, 0xffff)
#define	V8_RANGE(maj1, min1, maj2, min2) \
	V8_VER(maj1, min1, 0), V8_VER(maj2, min2, 0xffff)

#define	V8F_DFLT	0x1	/* used when the metadata lacks the name */
#define	V8F_FIX		0x2	/* wins over the metadata */

typedef struct v8_fact {
	const char *vf_name;
	intptr_t vf_value;
	uint32_t vf_since;		/* first V8 version it holds for */
	uint32_t vf_through;		/* last V8 version it was checked on */
	unsigned vf_how;		/* V8F_* */
	const char *vf_src;		/* where it comes from */
} v8_fact_t;

/*
 * How the heap walk sizes an object of a variable-sized instance type
 * (the values of "size_rule__NAME_TYPE" facts).  heapscan.c implements
 * them; header sizes are 64-bit V8's.
 */
enum {
	V8_SZ_NONE = 0,		/* unknown: step to the next object */
	V8_SZ_FA,		/* 16 + 8 * length (Smi at 8) */
	V8_SZ_NATIVECTX,	/* 24 + 8 * length */
	V8_SZ_BYTES,		/* align8(16 + length) */
	V8_SZ_BYTECODE,		/* align8(data offset + length) */
	V8_SZ_SEQ1,		/* align8(chars + length) */
	V8_SZ_SEQ2,		/* align8(chars + 2 * length) */
	V8_SZ_FREE,		/* FreeSpace: size Smi (bytes or words) */
	V8_SZ_WAL,		/* 24 + 8 * capacity */
	V8_SZ_PROPARRAY,	/* 16 + 8 * (length_and_hash & 0x3ff) */
	V8_SZ_DESC,		/* header + 24 * number_of_all_descriptors */
	V8_SZ_FV,		/* header + 8 * length (int32 at 8) */
	V8_SZ_FM,		/* FeedbackMetadata */
	V8_SZ_BIGINT,		/* 16 + 8 * digits */
	V8_SZ_PREPARSE,		/* align8(16 + data) + 8 * children */
	V8_SZ_CAP24,		/* 24 + 8 * capacity */
	V8_SZ_CAP32,		/* 32 + 8 * capacity */
	V8_SZ_CAP40		/* 40 + 8 * capacity */
};

/* The hand-written facts (facts.c), NULL-name terminated. */
extern const v8_fact_t v8_facts[];

/* Instance-type lists per release (facts_types.c, generated). */
typedef struct v8_typename {
	int vtn_type;
	const char *vtn_name;		/* "FIXED_ARRAY_TYPE" */
} v8_typename_t;

typedef struct v8_typetab {
	uint32_t vtt_since, vtt_through;
	const char *vtt_src;		/* the binaries it was read from */
	const v8_typename_t *vtt_types;	/* ends with vtn_name NULL */
} v8_typetab_t;

extern const v8_typetab_t v8_typetabs[];

/*
 * Classes of instance types the metadata does not tie to a class (the
 * generated lists have names only): a name, or a suffix pattern
 * "*_CONTEXT_TYPE", and its class.  Checked in order.
 */
typedef struct v8_typeclass {
	const char *vtc_pattern;
	const char *vtc_class;
	uint32_t vtc_since, vtc_through;	/* 0, 0: any release */
} v8_typeclass_t;

extern const v8_typeclass_t v8_typeclasses[];

/* Context instance type names in FirstContextType order, NULL-ended. */
extern const char *const v8_context_type_names[];

/*
 * The releases jsmdb has been checked on, newest last: what ::v8load
 * offers and what a release without its own facts is told about.
 */
typedef struct v8_release {
	uint32_t vr_v8;			/* V8_VER(major, minor, 0) */
	const char *vr_node;		/* "Node.js 18.0.0" */
} v8_release_t;

extern const v8_release_t v8_releases[];

/*
 * A V8 frame as each architecture the target layer reads lays it out
 * (facts_arch.c): where the frame pointer and the return address are,
 * where the caller's fp and pc sit relative to fp.  The offsets below
 * fp (context, function, argument count ...) are the binary's metadata
 * (off_fp_*), the same names on every architecture.
 */
typedef struct v8_archfacts {
	const char *va_arch;		/* the target's name (mdb_target_info) */
	const char *va_v8arch;		/* V8's: "x64", "arm64", "ia32" */
	int va_ptrsize;			/* kSystemPointerSize */
	const char *va_fp;		/* the register V8 keeps fp in */
	const char *va_lr;		/* the link register, NULL: none */
	int va_caller_fp;		/* CommonFrameConstants::kCallerFPOffset */
	int va_caller_pc;		/* kCallerPCOffset */
	int va_caller_sp;		/* kCallerSPOffset (= metadata off_fp_args) */
	int va_pad_args;		/* kPadArguments: argument slots padded to
					   an even count (above the last one) */
	int va_model;			/* 1: jsmdb's heap model reads this V8 */
	const char *va_src;
} v8_archfacts_t;

extern const v8_archfacts_t v8_archfacts[];
/* The facts of the core's architecture, or NULL. */
const v8_archfacts_t *v8_archfacts_for(const char *arch);

#endif /* V8_FACTS_H */
