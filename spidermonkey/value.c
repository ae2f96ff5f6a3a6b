/*
 * value.c: JS::Value, strings and property keys.
 *
 * JS::Value on 64-bit is NaN-boxed (js/Value.h of both ESR 78 and 102):
 * the tag is the top 17 bits (JSVAL_TAG_SHIFT 47); a tag at or below
 * JSVAL_TAG_MAX_DOUBLE (0x1FFF0) is a double, else the tag is
 * 0x1FFF0 | JSValueType (INT32 1, BOOLEAN 2, UNDEFINED 3, NULL 4, MAGIC 5,
 * STRING 6, SYMBOL 7, PRIVATE_GCTHING 8, BIGINT 9, OBJECT 0xc) and the low
 * 47 bits are the payload.  jsid (js/Id.h): low bit set: an integer
 * (value >> 1); else tag & 7: 0 a string (an atom), 2 void, 4 a symbol.
 */
#include <string.h>

#include "sm.h"

#define	VAL_TAG_SHIFT		47
#define	VAL_TAG_MAX_DOUBLE	0x1FFF0u
#define	VAL_PAYLOAD_MASK	((1ULL << VAL_TAG_SHIFT) - 1)

#define	JSID_INT_BIT		0x1
#define	JSID_TYPE_MASK		0x7
#define	JSID_TYPE_STRING	0x0
#define	JSID_TYPE_VOID		0x2
#define	JSID_TYPE_SYMBOL	0x4

#define	STR_MAX_LENGTH		((1u << 30) - 2)	/* JSString::MAX_LENGTH */
#define	ROPE_MAX_DEPTH		64

static const char *const vtype_names[] = {
	"double", "int32", "boolean", "undefined", "null", "magic", "string",
	"symbol", "private", "bigint", "object", "unknown"
};

const char *
sm_vtype_name(sm_vtype_t t)
{
	return ((uint_t)t < sizeof (vtype_names) / sizeof (vtype_names[0]) ?
	    vtype_names[t] : "unknown");
}

void
sm_value_decode(uint64_t bits, sm_value_t *v)
{
	uint32_t tag = (uint32_t)(bits >> VAL_TAG_SHIFT);
	uint64_t payload = bits & VAL_PAYLOAD_MASK;

	memset(v, 0, sizeof (*v));
	if (tag <= VAL_TAG_MAX_DOUBLE) {
		v->sv_type = SM_V_DOUBLE;
		memcpy(&v->sv_double, &bits, sizeof (double));
		return;
	}
	switch (tag & 0xf) {
	case 0x1:
		v->sv_type = SM_V_INT32;
		v->sv_int = (int32_t)(uint32_t)payload;
		break;
	case 0x2:
		v->sv_type = SM_V_BOOLEAN;
		v->sv_int = (payload & 1) != 0;
		if (payload > 1)
			v->sv_type = SM_V_UNKNOWN;
		break;
	case 0x3:
		v->sv_type = SM_V_UNDEFINED;
		break;
	case 0x4:
		v->sv_type = SM_V_NULL;
		break;
	case 0x5:
		v->sv_type = SM_V_MAGIC;
		v->sv_int = (int32_t)(uint32_t)payload;
		break;
	case 0x6:
		v->sv_type = SM_V_STRING;
		v->sv_ptr = payload;
		break;
	case 0x7:
		v->sv_type = SM_V_SYMBOL;
		v->sv_ptr = payload;
		break;
	case 0x8:
		v->sv_type = SM_V_PRIVATE_GCTHING;
		v->sv_ptr = payload;
		break;
	case 0x9:
		v->sv_type = SM_V_BIGINT;
		v->sv_ptr = payload;
		break;
	case 0xc:
		v->sv_type = SM_V_OBJECT;
		v->sv_ptr = payload;
		break;
	default:
		v->sv_type = SM_V_UNKNOWN;
		break;
	}
	if (tag != (VAL_TAG_MAX_DOUBLE | (tag & 0xf)))
		v->sv_type = SM_V_UNKNOWN;
}

/* ---- strings ---- */

typedef struct strbuf {
	char *sb_buf;
	size_t sb_len, sb_cap;		/* cap excludes the NUL */
	int sb_trunc;			/* full (no sink), or the sink said stop */
	sm_chunk_f *sb_sink;		/* NULL: fill sb_buf once */
	void *sb_arg;
} strbuf_t;

static void
sb_put(strbuf_t *sb, uint32_t cp)
{
	char u[4];
	size_t n;

	if (cp < 0x80) {
		u[0] = (char)cp;
		n = 1;
	} else if (cp < 0x800) {
		u[0] = (char)(0xc0 | (cp >> 6));
		u[1] = (char)(0x80 | (cp & 0x3f));
		n = 2;
	} else if (cp < 0x10000) {
		u[0] = (char)(0xe0 | (cp >> 12));
		u[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		u[2] = (char)(0x80 | (cp & 0x3f));
		n = 3;
	} else {
		u[0] = (char)(0xf0 | (cp >> 18));
		u[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
		u[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
		u[3] = (char)(0x80 | (cp & 0x3f));
		n = 4;
	}
	if (sb->sb_len + n > sb->sb_cap && sb->sb_sink != NULL) {
		/* a chunk of whole characters to the sink */
		if (sb->sb_sink(sb->sb_buf, sb->sb_len, sb->sb_arg) != 0) {
			sb->sb_trunc = 1;
			return;
		}
		sb->sb_len = 0;
	}
	if (sb->sb_len + n > sb->sb_cap) {
		sb->sb_trunc = 1;
		return;
	}
	memcpy(sb->sb_buf + sb->sb_len, u, n);
	sb->sb_len += n;
}

/*
 * The most bytes of characters an inline string holds: its cell, of the
 * largest string AllocKind (FAT_INLINE_ATOM), after the header.  A longer
 * inline string is a damaged header: its length or its flags.
 */
static size_t
str_inline_max(const sm_facts_t *f)
{
	size_t max = 0;
	uint_t k;

	for (k = 0; k < f->sf_nkinds; k++)
		if (f->sf_kinds[k].sk_trace == SM_T_STRING &&
		    f->sf_kinds[k].sk_size > max)
			max = f->sf_kinds[k].sk_size;
	return (max > f->sf_str_chars ? max - f->sf_str_chars : 0);
}

static int
str_append(uintptr_t addr, strbuf_t *sb, int depth, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t hdr, p;
	uint32_t flags, len, i, want;
	uintptr_t chars;
	uchar_t tmp[512];

	if (sb->sb_trunc)
		return (0);
	if (depth > ROPE_MAX_DEPTH) {
		(void) snprintf(why, wl, "rope deeper than %d", ROPE_MAX_DEPTH);
		return (-1);
	}
	if (mdb_vread(&hdr, sizeof (hdr), addr + f->sf_str_flags) !=
	    sizeof (hdr)) {
		(void) snprintf(why, wl, "string %lx is not in the core",
		    (unsigned long)addr);
		return (-1);
	}
	flags = (uint32_t)hdr;
	len = (uint32_t)(hdr >> 32);
	if (len > STR_MAX_LENGTH) {
		(void) snprintf(why, wl, "string %lx: length %u is more than "
		    "JSString::MAX_LENGTH", (unsigned long)addr, len);
		return (-1);
	}
	if (!(flags & f->sf_str_linear)) {
		uint64_t l, r;

		if (mdb_vread(&l, sizeof (l), addr + f->sf_rope_left) !=
		    sizeof (l) || mdb_vread(&r, sizeof (r), addr +
		    f->sf_rope_right) != sizeof (r)) {
			(void) snprintf(why, wl, "rope %lx: children not in "
			    "the core", (unsigned long)addr);
			return (-1);
		}
		if (str_append(l, sb, depth + 1, why, wl) != 0)
			return (-1);
		return (str_append(r, sb, depth + 1, why, wl));
	}
	if (flags & f->sf_str_inline) {
		size_t max = str_inline_max(f);

		if ((size_t)len * ((flags & f->sf_str_latin1) ? 1 : 2) > max) {
			(void) snprintf(why, wl, "string %lx: inline, and %u "
			    "characters do not fit a string cell (%lu bytes of "
			    "characters at most): a damaged header",
			    (unsigned long)addr, len, (unsigned long)max);
			return (-1);
		}
		chars = addr + f->sf_str_chars;
	} else {
		if (mdb_vread(&p, sizeof (p), addr + f->sf_str_chars) !=
		    sizeof (p)) {
			(void) snprintf(why, wl, "string %lx: chars pointer "
			    "not in the core", (unsigned long)addr);
			return (-1);
		}
		chars = p;
	}
	for (i = 0; i < len && !sb->sb_trunc; i += want) {
		uint32_t j;

		if (flags & f->sf_str_latin1) {
			want = len - i < sizeof (tmp) ? len - i : sizeof (tmp);
			if (mdb_vread(tmp, want, chars + i) != (ssize_t)want)
				goto nochars;
			for (j = 0; j < want; j++)
				sb_put(sb, tmp[j]);
		} else {
			want = len - i < sizeof (tmp) / 2 ? len - i :
			    sizeof (tmp) / 2;
			if (mdb_vread(tmp, want * 2, chars + 2 * (uintptr_t)i) !=
			    (ssize_t)want * 2)
				goto nochars;
			for (j = 0; j < want; j++) {
				uint32_t c = tmp[2 * j] | (tmp[2 * j + 1] << 8);

				if (c >= 0xd800 && c < 0xdc00 && j + 1 < want) {
					uint32_t d = tmp[2 * j + 2] |
					    (tmp[2 * j + 3] << 8);

					if (d >= 0xdc00 && d < 0xe000) {
						c = 0x10000 + ((c - 0xd800) << 10) +
						    (d - 0xdc00);
						j++;
					}
				}
				sb_put(sb, c);
			}
		}
	}
	return (0);
nochars:
	(void) snprintf(why, wl, "string %lx: its %u characters at %lx are "
	    "not in the core", (unsigned long)addr, len, (unsigned long)chars);
	return (-1);
}

/*
 * The JS::Value boxing a GC thing of type t (SM_V_STRING, SM_V_SYMBOL,
 * SM_V_BIGINT, SM_V_OBJECT), or an int32 (ptr's low 32 bits), a boolean
 * (ptr != 0), undefined or null: the tag 0x1FFF0 | JSValueType above the
 * 47-bit payload (js/Value.h).  0 for another type (a double is its own
 * bits).
 */
uint64_t
sm_value_box(sm_vtype_t t, uintptr_t ptr)
{
	uint64_t type;

	switch (t) {
	case SM_V_INT32:	type = 0x1; ptr = (uint32_t)ptr; break;
	case SM_V_BOOLEAN:	type = 0x2; ptr = ptr != 0; break;
	case SM_V_UNDEFINED:	type = 0x3; ptr = 0; break;
	case SM_V_NULL:		type = 0x4; ptr = 0; break;
	case SM_V_STRING:	type = 0x6; break;
	case SM_V_SYMBOL:	type = 0x7; break;
	case SM_V_BIGINT:	type = 0x9; break;
	case SM_V_OBJECT:	type = 0xc; break;
	default:		return (0);
	}
	return (((uint64_t)(VAL_TAG_MAX_DOUBLE | type) << VAL_TAG_SHIFT) |
	    ((uint64_t)ptr & VAL_PAYLOAD_MASK));
}

/* Is bits a boxed non-double Value (a tag above JSVAL_TAG_MAX_DOUBLE)? */
int
sm_value_is_boxed(uint64_t bits)
{
	return ((uint32_t)(bits >> VAL_TAG_SHIFT) > VAL_TAG_MAX_DOUBLE);
}

int
sm_string_read(uintptr_t addr, char *buf, size_t buflen, int *truncated,
    char *why, size_t whylen)
{
	strbuf_t sb;
	int rv;

	if (buflen == 0 || sm.ss_facts == NULL)
		return (-1);
	sb.sb_buf = buf;
	sb.sb_len = 0;
	sb.sb_cap = buflen - 1;
	sb.sb_trunc = 0;
	sb.sb_sink = NULL;
	sb.sb_arg = NULL;
	rv = str_append(addr, &sb, 0, why, whylen);
	buf[sb.sb_len] = '\0';
	if (truncated != NULL)
		*truncated = sb.sb_trunc;
	return (rv);
}

int
sm_string_iter(uintptr_t addr, sm_chunk_f *cb, void *arg, char *why,
    size_t whylen)
{
	char buf[4096];
	strbuf_t sb;
	int rv;

	if (sm.ss_facts == NULL) {
		(void) snprintf(why, whylen, "no SpiderMonkey table");
		return (-1);
	}
	sb.sb_buf = buf;
	sb.sb_len = 0;
	sb.sb_cap = sizeof (buf);
	sb.sb_trunc = 0;
	sb.sb_sink = cb;
	sb.sb_arg = arg;
	rv = str_append(addr, &sb, 0, why, whylen);
	if (!sb.sb_trunc && sb.sb_len > 0)
		(void) cb(buf, sb.sb_len, arg);
	return (rv);
}

int
sm_jsid_text(uint64_t id, char *buf, size_t buflen)
{
	char why[128];

	if (id & JSID_INT_BIT) {
		(void) snprintf(buf, buflen, "%lu", (unsigned long)(id >> 1));
		return (0);
	}
	switch (id & JSID_TYPE_MASK) {
	case JSID_TYPE_STRING:
		return (sm_string_read(id, buf, buflen, NULL, why,
		    sizeof (why)));
	case JSID_TYPE_SYMBOL:
		(void) snprintf(buf, buflen, "<symbol %lx>",
		    (unsigned long)(id & ~(uint64_t)JSID_TYPE_MASK));
		return (0);
	default:
		(void) snprintf(buf, buflen, "<jsid %lx>", (unsigned long)id);
		return (-1);
	}
}
