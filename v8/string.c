/*
 * string.c: reading V8 strings of every representation into UTF-8.
 *
 * A string is a tree: sequential and external strings hold characters;
 * cons strings concatenate two strings, sliced strings window a parent,
 * thin strings forward to an internalized copy.  We walk the tree with an
 * explicit stack (repeated `s += x` makes cons chains thousands deep),
 * feeding UTF-16 code units to a sink that encodes UTF-8, escapes and
 * stops at the caller's caps.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"

/* ---- the sink: UTF-16 units in, escaped UTF-8 out ---- */

typedef struct str_sink {
	v8_buf_t *ss_buf;
	uint_t ss_flags;
	size_t ss_maxunits;	/* units to take before truncating */
	size_t ss_nunits;	/* units taken */
	uint16_t ss_hi;		/* pending high surrogate, or 0 */
	int ss_full;		/* stop: caps reached */
	int ss_trunc;		/* something was left out */
	size_t ss_reserve;	/* room kept at the end for `..."` */
	int ss_stream;		/* a full buffer is printed, not the end */
} str_sink_t;

/* Prints what the buffer holds and empties it (streaming sinks). */
static void
sink_drain(str_sink_t *ss)
{
	v8_buf_t *b = ss->ss_buf;

	if (b->vb_len > 0)
		mdb_printf("%s", b->vb_buf);
	b->vb_len = 0;
	b->vb_buf[0] = '\0';
}

static void
sink_bytes(str_sink_t *ss, const char *s, size_t n)
{
	v8_buf_t *b = ss->ss_buf;

	if (b->vb_len + n + ss->ss_reserve + 1 > b->vb_size && ss->ss_stream)
		sink_drain(ss);
	if (b->vb_len + n + ss->ss_reserve + 1 > b->vb_size) {
		ss->ss_full = 1;
		ss->ss_trunc = 1;
		return;
	}
	v8_buf_append(b, s, n);
}

static void
sink_cp(str_sink_t *ss, uint32_t cp)
{
	char u[16];
	size_t n = 0;
	uint_t fl = ss->ss_flags;

	if ((fl & V8_STR_QUOTE) && (cp == '"' || cp == '\\')) {
		u[0] = '\\';
		u[1] = (char)cp;
		sink_bytes(ss, u, 2);
		return;
	}
	if ((fl & (V8_STR_ESCAPE | V8_STR_QUOTE)) &&
	    (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp < 0xa0))) {
		switch (cp) {
		case '\n': n = snprintf(u, sizeof (u), "\\n"); break;
		case '\t': n = snprintf(u, sizeof (u), "\\t"); break;
		case '\r': n = snprintf(u, sizeof (u), "\\r"); break;
		case '\b': n = snprintf(u, sizeof (u), "\\b"); break;
		case '\f': n = snprintf(u, sizeof (u), "\\f"); break;
		default:
			n = snprintf(u, sizeof (u), "\\u%04x", (uint_t)cp);
			break;
		}
		sink_bytes(ss, u, n);
		return;
	}
	if ((fl & V8_STR_ASCII) && cp >= 0x80) {
		if (cp >= 0x10000) {
			uint32_t v = cp - 0x10000;

			n = snprintf(u, sizeof (u), "\\u%04x\\u%04x",
			    (uint_t)(0xd800 + (v >> 10)),
			    (uint_t)(0xdc00 + (v & 0x3ff)));
		} else {
			n = snprintf(u, sizeof (u), "\\u%04x", (uint_t)cp);
		}
		sink_bytes(ss, u, n);
		return;
	}
	if (cp < 0x80) {
		u[n++] = (char)cp;
	} else if (cp < 0x800) {
		u[n++] = (char)(0xc0 | (cp >> 6));
		u[n++] = (char)(0x80 | (cp & 0x3f));
	} else if (cp < 0x10000) {
		u[n++] = (char)(0xe0 | (cp >> 12));
		u[n++] = (char)(0x80 | ((cp >> 6) & 0x3f));
		u[n++] = (char)(0x80 | (cp & 0x3f));
	} else {
		u[n++] = (char)(0xf0 | (cp >> 18));
		u[n++] = (char)(0x80 | ((cp >> 12) & 0x3f));
		u[n++] = (char)(0x80 | ((cp >> 6) & 0x3f));
		u[n++] = (char)(0x80 | (cp & 0x3f));
	}
	sink_bytes(ss, u, n);
}

/*
 * A lone surrogate: escaped as JSON.stringify does when escaping, else
 * the replacement character (it has no UTF-8 form).
 */
static void
sink_lone(str_sink_t *ss, uint16_t u)
{
	char e[8];

	if (ss->ss_flags & (V8_STR_QUOTE | V8_STR_ESCAPE)) {
		(void) snprintf(e, sizeof (e), "\\u%04x", u);
		sink_bytes(ss, e, 6);
	} else {
		sink_cp(ss, 0xfffd);
	}
}

static void
sink_flush_hi(str_sink_t *ss)
{
	if (ss->ss_hi != 0) {
		sink_lone(ss, ss->ss_hi);
		ss->ss_hi = 0;
	}
}

static void
sink_unit(str_sink_t *ss, uint16_t u)
{
	if (ss->ss_full)
		return;
	if (ss->ss_nunits >= ss->ss_maxunits) {
		ss->ss_full = 1;
		ss->ss_trunc = 1;
		return;
	}
	ss->ss_nunits++;
	if (u >= 0xd800 && u < 0xdc00) {
		sink_flush_hi(ss);
		ss->ss_hi = u;
		return;
	}
	if (u >= 0xdc00 && u < 0xe000) {
		if (ss->ss_hi != 0) {
			sink_cp(ss, 0x10000 + (((uint32_t)ss->ss_hi - 0xd800)
			    << 10) + (u - 0xdc00));
			ss->ss_hi = 0;
		} else {
			sink_lone(ss, u);
		}
		return;
	}
	sink_flush_hi(ss);
	sink_cp(ss, u);
}

/* ---- reading the tree ---- */

/* Reads chunks of raw characters at addr into the sink. */
static int
chars_read(str_sink_t *ss, uintptr_t addr, size_t start, size_t len,
    int twobyte)
{
	uint8_t chunk[4096];
	size_t csz = twobyte ? 2 : 1;
	size_t done = 0;

	while (done < len && !ss->ss_full) {
		size_t n = len - done, i;

		if (n * csz > sizeof (chunk))
			n = sizeof (chunk) / csz;
		/* Never read more than the units we may still take. */
		if (n > ss->ss_maxunits - ss->ss_nunits + 1)
			n = ss->ss_maxunits - ss->ss_nunits + 1;
		/* the core, else the binary (or jsmdb's table of it) */
		if (v8_sym_vread(chunk, n * csz, addr + (start + done) *
		    csz) != (ssize_t)(n * csz))
			return (-1);
		for (i = 0; i < n && !ss->ss_full; i++) {
			if (twobyte) {
				uint16_t u;

				memcpy(&u, &chunk[i * 2], 2);
				sink_unit(ss, u);
			} else {
				sink_unit(ss, chunk[i]);
			}
		}
		done += n;
	}
	return (0);
}

static int
str_type(uintptr_t str, int *typep)
{
	if (v8_obj_type(str, typep) != 0 || !v8_type_is_string(*typep))
		return (-1);
	return (0);
}

int
v8_is_string(uintptr_t val)
{
	int type;

	return (str_type(val, &type) == 0);
}

int
v8_string_length(uintptr_t str, size_t *lenp)
{
	uint32_t len;
	int type;

	if (str_type(str, &type) != 0 ||
	    v8_read_u32(str, v8_cfg.vo_String_length, &len) != 0 ||
	    len > (1u << 30))
		return (-1);
	*lenp = len;
	return (0);
}

/*
 * Data pointer of an external string: cached ones keep it in the string;
 * uncached ones only have the resource, and Node.js tells us (nodedbg_)
 * where its resources keep their data.
 */
static int
external_data(uintptr_t str, int type, uintptr_t *datap)
{
	uintptr_t res, data = 0;
	GElf_Sym sym;
	uint64_t off;

	if (!((uint_t)type & v8_cfg.vc_str_uncached_mask) &&
	    v8_read_ptr(str, v8_cfg.vo_ExternalString_resource_data,
	    &data) == 0 && data != 0) {
		*datap = data;
		return (0);
	}
	if (v8_read_ptr(str, v8_cfg.vo_ExternalString_resource, &res) != 0 ||
	    res == 0)
		return (-1);
	/* a uintptr_t of the binary: 4 bytes on ia32 (little-endian) */
	off = 0;
	if (v8_sym_lookup("nodedbg_offset_ExternalString__data__uintptr_t",
	    &sym) != 0 || (v8_cfg.vc_ptrsize != 4 && v8_cfg.vc_ptrsize != 8) ||
	    v8_sym_vread(&off, (size_t)v8_cfg.vc_ptrsize, sym.st_value) !=
	    v8_cfg.vc_ptrsize || off == 0 || off > 4096)
		return (-1);
	if (v8_vread_ptr(res + off, &data) != 0 || data == 0)
		return (-1);
	*datap = data;
	return (0);
}

typedef struct str_frame {
	uintptr_t sf_str;
	size_t sf_start;
	size_t sf_len;
} str_frame_t;

/*
 * A string built by `s += piece` is a cons chain as deep as its pieces
 * are many, and every piece but the first waits on the stack until the
 * first is read: 4M pending pieces (96 MB) is the bound on memory.  V8
 * makes no cons string with an empty half and forwards thin and sliced
 * strings to flat ones only, so a string of N characters is at most
 * 4N pieces: more than that is a damaged tree (a cycle), and the walk
 * stops there.  Both are said (v8_string_too_big()).
 */
#define	STR_STACK_MAX	(1 << 22)	/* cons pieces pending at once */
#define	STR_NODES_MAX(len)	(4 * (uint64_t)(len) + 64)

static int str_too_big;		/* the last walk hit a bound */

int
v8_string_too_big(void)
{
	return (str_too_big);
}

static int
str_walk(str_sink_t *ss, uintptr_t str, size_t start, size_t len,
    size_t total)
{
	str_frame_t *stack;
	size_t sp = 0, cap = 64;
	uint64_t nodes = 0;
	int rv = 0;

	str_too_big = 0;
	if ((stack = malloc(cap * sizeof (str_frame_t))) == NULL)
		return (-1);
	stack[sp].sf_str = str;
	stack[sp].sf_start = start;
	stack[sp].sf_len = len;
	sp++;

	while (sp > 0 && !ss->ss_full) {
		str_frame_t f = stack[--sp];
		int type, depth = 0;
		uint_t rep;

		/* Follow thin and sliced strings without using the stack. */
		for (;;) {
			uintptr_t next;
			intptr_t off;

			if (++nodes > STR_NODES_MAX(total)) {
				str_too_big = 1;
				rv = -1;
				goto out;
			}
			if (depth++ > 1000 || str_type(f.sf_str, &type) != 0) {
				rv = -1;
				goto out;
			}
			rep = (uint_t)type & v8_cfg.vc_str_rep_mask;
			if (rep == v8_cfg.vc_str_thin_tag) {
				if (v8_read_tagged(f.sf_str,
				    v8_cfg.vo_ThinString_actual, &next) != 0) {
					rv = -1;
					goto out;
				}
				f.sf_str = next;
				continue;
			}
			if (rep == v8_cfg.vc_str_sliced_tag) {
				if (v8_read_tagged(f.sf_str,
				    v8_cfg.vo_SlicedString_parent,
				    &next) != 0 ||
				    v8_read_smi(f.sf_str,
				    v8_cfg.vo_SlicedString_offset, &off) != 0 ||
				    off < 0) {
					rv = -1;
					goto out;
				}
				f.sf_str = next;
				f.sf_start += (size_t)off;
				continue;
			}
			break;
		}

		if (f.sf_len == 0)
			continue;

		if (rep == v8_cfg.vc_str_seq_tag) {
			int two = ((uint_t)type & v8_cfg.vc_str_encoding_mask)
			    != v8_cfg.vc_str_onebyte_tag;
			ssize_t coff = two ? v8_cfg.vo_SeqTwoByteString_chars :
			    v8_cfg.vo_SeqOneByteString_chars;

			if (chars_read(ss, v8_untag(f.sf_str) + coff,
			    f.sf_start, f.sf_len, two) != 0) {
				rv = -1;
				goto out;
			}
		} else if (rep == v8_cfg.vc_str_external_tag) {
			int two = ((uint_t)type & v8_cfg.vc_str_encoding_mask)
			    != v8_cfg.vc_str_onebyte_tag;
			uintptr_t data;

			if (external_data(f.sf_str, type, &data) != 0 ||
			    chars_read(ss, data, f.sf_start, f.sf_len,
			    two) != 0) {
				v8_bin_unread(data);
				rv = -1;
				goto out;
			}
		} else if (rep == v8_cfg.vc_str_cons_tag) {
			uintptr_t first, second;
			size_t flen;

			if (v8_read_tagged(f.sf_str, v8_cfg.vo_ConsString_first,
			    &first) != 0 ||
			    v8_read_tagged(f.sf_str,
			    v8_cfg.vo_ConsString_second, &second) != 0 ||
			    v8_string_length(first, &flen) != 0) {
				rv = -1;
				goto out;
			}
			/* push second then first: first is read next */
			if (sp + 2 > cap) {
				str_frame_t *ns;

				if (cap >= STR_STACK_MAX) {
					ss->ss_trunc = 1;
					str_too_big = 1;
					rv = -1;
					goto out;
				}
				cap *= 2;
				if ((ns = realloc(stack, cap *
				    sizeof (str_frame_t))) == NULL) {
					rv = -1;
					goto out;
				}
				stack = ns;
			}
			if (f.sf_start + f.sf_len > flen) {
				size_t s2 = f.sf_start > flen ?
				    f.sf_start - flen : 0;

				stack[sp].sf_str = second;
				stack[sp].sf_start = s2;
				stack[sp].sf_len = f.sf_start + f.sf_len -
				    flen - s2;
				sp++;
			}
			if (f.sf_start < flen) {
				stack[sp].sf_str = first;
				stack[sp].sf_start = f.sf_start;
				stack[sp].sf_len = (f.sf_start + f.sf_len >
				    flen ? flen : f.sf_start + f.sf_len) -
				    f.sf_start;
				sp++;
			}
		} else {
			rv = -1;
			goto out;
		}
	}
out:
	free(stack);
	return (rv);
}

/*
 * What a read of a string came to: truncated (by the caller's cap, the
 * buffer, or a break), broken part-way (a piece unreadable or a bound
 * hit after some characters), units read, the string's length.
 */
typedef struct str_result {
	int sr_trunc;
	int sr_broken;
	size_t sr_nunits;
	size_t sr_len;
} str_result_t;

/*
 * The sink-driven reader behind v8_string_read and v8_string_print.  A
 * streaming reader (stream) prints each full buffer and goes on: it has
 * no cap but maxchars.
 */
static int
string_to_buf(uintptr_t str, v8_buf_t *b, size_t maxchars, uint_t flags,
    int stream, str_result_t *sr)
{
	str_sink_t ss;
	size_t len;
	int rv;

	memset(sr, 0, sizeof (*sr));
	if (v8_string_length(str, &len) != 0)
		return (-1);
	if (maxchars == 0)
		maxchars = V8_MAX_STRLEN;

	memset(&ss, 0, sizeof (ss));
	ss.ss_buf = b;
	ss.ss_flags = flags;
	ss.ss_stream = stream;
	ss.ss_maxunits = len < maxchars ? len : maxchars;
	ss.ss_reserve = 4;		/* `..."` */
	if (len > maxchars)
		ss.ss_trunc = 1;

	if (flags & V8_STR_QUOTE)
		v8_buf_append(b, "\"", 1);
	rv = str_walk(&ss, str, 0, len, len);
	if (!ss.ss_full)
		sink_flush_hi(&ss);
	/* A string that broke half-way shows what we got, marked cut. */
	if (rv != 0 && ss.ss_nunits > 0) {
		sr->sr_broken = 1;
		ss.ss_trunc = 1;
	}
	if (ss.ss_trunc)
		v8_buf_append(b, "...", 3);
	if (flags & V8_STR_QUOTE)
		v8_buf_append(b, "\"", 1);
	sr->sr_trunc = ss.ss_trunc;
	sr->sr_nunits = ss.ss_nunits;
	sr->sr_len = len;
	if (rv != 0 && ss.ss_nunits == 0)
		return (-1);
	return (0);
}

int
v8_string_read(uintptr_t str, char *buf, size_t bufsz, size_t maxchars,
    uint_t flags, int *truncp)
{
	v8_buf_t b;

	if (bufsz == 0)
		return (-1);
	str_result_t sr;

	buf[0] = '\0';
	v8_buf_init(&b, buf, bufsz);
	if (string_to_buf(str, &b, maxchars, flags, 0, &sr) != 0) {
		buf[0] = '\0';
		return (-1);
	}
	if (truncp != NULL)
		*truncp = sr.sr_trunc;
	return (0);
}

char *
v8_string_dup(uintptr_t str, size_t maxchars, uint_t flags, size_t *lenp)
{
	str_result_t sr;
	size_t len, sz;
	char *buf;
	v8_buf_t b;

	if (v8_string_length(str, &len) != 0)
		return (NULL);
	if (maxchars == 0)
		maxchars = V8_MAX_STRLEN;
	if (len > maxchars)
		len = maxchars;
	/* escapes take up to 12 bytes per unit ("\uXXXX\uXXXX"/2) */
	sz = len * 6 + 16;
	if ((buf = mdb_alloc(sz, UM_GC)) == NULL)
		return (NULL);
	buf[0] = '\0';
	v8_buf_init(&b, buf, sz);
	if (string_to_buf(str, &b, maxchars, flags, 0, &sr) != 0)
		return (NULL);
	if (lenp != NULL)
		*lenp = b.vb_len;
	return (buf);
}

/*
 * Prints a string, escaped (a core must not drive the terminal): the
 * first maxchars characters, or all of it (0), through a 64 KB buffer
 * printed as it fills, so a string of any length prints in bounded
 * memory.  A string that breaks part-way shows what was read, then says
 * where and why.  -1: nothing of it could be read (nothing printed).
 */
int
v8_string_print(uintptr_t str, size_t maxchars, uint_t flags)
{
	str_result_t sr;
	v8_buf_t b;
	char *buf;
	size_t sz = 64 * 1024;

	if ((buf = mdb_alloc(sz, UM_GC)) == NULL)
		return (-1);
	buf[0] = '\0';
	v8_buf_init(&b, buf, sz);
	if (string_to_buf(str, &b, maxchars == 0 ? SIZE_MAX : maxchars,
	    flags | V8_STR_ESCAPE, 1, &sr) != 0)
		return (-1);
	mdb_printf("%s", buf);
	if (sr.sr_broken)
		mdb_printf(" <string %lx: %s after %lu of %lu characters>",
		    (unsigned long)str, str_too_big ? "more pieces than jsmdb "
		    "reads (4M pending, or a cycle)" : "the rest is unreadable",
		    (unsigned long)sr.sr_nunits, (unsigned long)sr.sr_len);
	return (0);
}

int
v8_symbol_description(uintptr_t sym, char *buf, size_t bufsz)
{
	uintptr_t desc;

	buf[0] = '\0';
	if (v8_read_tagged(sym, v8_cfg.vo_Symbol_name, &desc) != 0)
		return (-1);
	if (!v8_is_string(desc))
		return (0);		/* undefined: Symbol() */
	return (v8_string_read(desc, buf, bufsz, 0, 0, NULL));
}

int
v8_name_read(uintptr_t name, char *buf, size_t bufsz)
{
	int type;

	if (bufsz == 0)
		return (-1);
	buf[0] = '\0';
	if (v8_obj_type(name, &type) != 0)
		return (-1);
	if (v8_type_is_string(type))
		return (v8_string_read(name, buf, bufsz, 0, 0, NULL));
	if (type == v8_cfg.vt_Symbol) {
		char desc[256];

		if (v8_symbol_description(name, desc, sizeof (desc)) != 0)
			desc[0] = '\0';
		(void) snprintf(buf, bufsz, "Symbol(%s)", desc);
		return (0);
	}
	return (-1);
}

const char *
v8_string_kind(int type)
{
	uint_t rep, t = (uint_t)type;
	int one;

	if (!v8_type_is_string(type))
		return ("not a string");
	rep = t & v8_cfg.vc_str_rep_mask;
	one = (t & v8_cfg.vc_str_encoding_mask) == v8_cfg.vc_str_onebyte_tag;
	if (rep == v8_cfg.vc_str_seq_tag) {
		if (((t & v8_cfg.vc_str_notinternalized_mask) != 0) ==
		    (v8_cfg.vc_str_internalized_bit_set != 0))
			return (one ? "internalized one-byte string" :
			    "internalized two-byte string");
		return (one ? "sequential one-byte string" :
		    "sequential two-byte string");
	}
	if (rep == v8_cfg.vc_str_cons_tag)
		return (one ? "cons one-byte string" : "cons two-byte string");
	if (rep == v8_cfg.vc_str_sliced_tag)
		return (one ? "sliced one-byte string" :
		    "sliced two-byte string");
	if (rep == v8_cfg.vc_str_thin_tag)
		return (one ? "thin one-byte string" : "thin two-byte string");
	if (rep == v8_cfg.vc_str_external_tag) {
		if (t & v8_cfg.vc_str_uncached_mask)
			return (one ? "uncached external one-byte string" :
			    "uncached external two-byte string");
		return (one ? "external one-byte string" :
		    "external two-byte string");
	}
	return ("string of unknown representation");
}

/*
 * ::v8str -v: the representation tree, one piece per line, indented by
 * depth.  Depth- and count-limited.
 */
int
v8_string_describe(uintptr_t str, int depth, int *budget)
{
	int type;
	uint_t rep;
	size_t len;
	uintptr_t a, b;
	intptr_t off;
	char *s;

	if (--(*budget) < 0) {
		mdb_printf("%*s...\n", depth * 4, "");
		return (0);
	}
	if (str_type(str, &type) != 0 || v8_string_length(str, &len) != 0) {
		mdb_printf("%*s%p: not a string\n", depth * 4, "", str);
		return (-1);
	}
	rep = (uint_t)type & v8_cfg.vc_str_rep_mask;
	mdb_printf("%*s%p: %s, length %lu", depth * 4, "", str,
	    v8_string_kind(type), (unsigned long)len);
	if (depth >= V8_MAX_ROPE_DEPTH) {
		mdb_printf(" (deeper pieces not shown)\n");
		return (0);
	}
	if (rep == v8_cfg.vc_str_cons_tag &&
	    v8_read_tagged(str, v8_cfg.vo_ConsString_first, &a) == 0 &&
	    v8_read_tagged(str, v8_cfg.vo_ConsString_second, &b) == 0) {
		mdb_printf("\n");
		(void) v8_string_describe(a, depth + 1, budget);
		(void) v8_string_describe(b, depth + 1, budget);
		return (0);
	}
	if (rep == v8_cfg.vc_str_sliced_tag &&
	    v8_read_tagged(str, v8_cfg.vo_SlicedString_parent, &a) == 0 &&
	    v8_read_smi(str, v8_cfg.vo_SlicedString_offset, &off) == 0) {
		mdb_printf(", offset %ld of\n", (long)off);
		(void) v8_string_describe(a, depth + 1, budget);
		return (0);
	}
	if (rep == v8_cfg.vc_str_thin_tag &&
	    v8_read_tagged(str, v8_cfg.vo_ThinString_actual, &a) == 0) {
		mdb_printf(", forwarding to\n");
		(void) v8_string_describe(a, depth + 1, budget);
		return (0);
	}
	if (rep == v8_cfg.vc_str_external_tag &&
	    external_data(str, type, &a) == 0)
		mdb_printf(", data at %p", a);
	s = v8_string_dup(str, 60, V8_STR_QUOTE | V8_STR_ESCAPE, NULL);
	mdb_printf(": %s\n", s != NULL ? s : "<unreadable>");
	return (0);
}

/*
 * ::v8str -v in JSON (docs/json.md): a "piece" record per piece of the
 * representation tree, in the text form's order (pre-order), each naming
 * its parent, then a "summary" record.
 */
typedef struct str_json {
	uintptr_t sj_root;
	int sj_budget;		/* pieces still to write */
	uint64_t sj_next;	/* the next piece's number */
	int sj_complete;	/* nothing left out */
} str_json_t;

static void
str_json_piece(str_json_t *sj, uintptr_t str, int depth, int64_t parent,
    const char *relation)
{
	uint64_t node;
	int type;
	uint_t rep;
	size_t len;
	uintptr_t a, b, data = 0;
	intptr_t off = -1;
	char *s = NULL;
	int trunc = 0;
	const char *why = NULL;

	if (sj->sj_budget-- <= 0) {
		sj->sj_complete = 0;
		return;
	}
	node = sj->sj_next++;
	mdb_json_begin("v8str", "piece");
	mdb_json_addr("string", sj->sj_root);
	mdb_json_uint("node", node);
	if (parent < 0)
		mdb_json_null("parent");
	else
		mdb_json_uint("parent", (uint64_t)parent);
	mdb_json_uint("depth", (uint64_t)depth);
	mdb_json_str("relation", relation);
	mdb_json_addr("address", str);
	if (str_type(str, &type) != 0 || v8_string_length(str, &len) != 0) {
		mdb_json_null("representation");
		mdb_json_null("length");
		mdb_json_null("offset");
		mdb_json_null("data");
		mdb_json_null("text");
		mdb_json_str("reason", "not a string");
		mdb_json_end();
		sj->sj_complete = 0;
		return;
	}
	rep = (uint_t)type & v8_cfg.vc_str_rep_mask;
	mdb_json_str("representation", v8_string_kind(type));
	mdb_json_uint("length", len);
	a = b = 0;
	if (depth >= V8_MAX_ROPE_DEPTH) {
		why = "deeper pieces are not listed";
		sj->sj_complete = 0;
		rep = (uint_t)-1;
	} else if (rep == v8_cfg.vc_str_cons_tag &&
	    v8_read_tagged(str, v8_cfg.vo_ConsString_first, &a) == 0 &&
	    v8_read_tagged(str, v8_cfg.vo_ConsString_second, &b) == 0) {
		;
	} else if (rep == v8_cfg.vc_str_sliced_tag &&
	    v8_read_tagged(str, v8_cfg.vo_SlicedString_parent, &a) == 0 &&
	    v8_read_smi(str, v8_cfg.vo_SlicedString_offset, &off) == 0) {
		;
	} else if (rep == v8_cfg.vc_str_thin_tag &&
	    v8_read_tagged(str, v8_cfg.vo_ThinString_actual, &a) == 0) {
		;
	} else {
		if (rep == v8_cfg.vc_str_external_tag &&
		    external_data(str, type, &data) != 0)
			data = 0;
		a = 0;
		if ((s = mdb_alloc(60 * 3 + 8, UM_GC)) == NULL ||
		    v8_string_read(str, s, 60 * 3 + 8, 60, 0, &trunc) != 0) {
			s = NULL;
			why = "its text could not be read";
		} else if (trunc && strlen(s) >= 3) {
			s[strlen(s) - 3] = '\0';	/* not the text's "..." */
		}
	}
	if (off >= 0 && rep == v8_cfg.vc_str_sliced_tag)
		mdb_json_uint("offset", (uint64_t)off);
	else
		mdb_json_null("offset");
	if (data != 0)
		mdb_json_addr("data", data);
	else
		mdb_json_null("data");
	mdb_json_str("text", s);
	mdb_json_str("reason", why);
	mdb_json_end();
	if (a == 0 || rep == (uint_t)-1)
		return;
	if (rep == v8_cfg.vc_str_cons_tag) {
		str_json_piece(sj, a, depth + 1, (int64_t)node, "first");
		str_json_piece(sj, b, depth + 1, (int64_t)node, "second");
	} else if (rep == v8_cfg.vc_str_sliced_tag) {
		str_json_piece(sj, a, depth + 1, (int64_t)node, "parent");
	} else if (rep == v8_cfg.vc_str_thin_tag) {
		str_json_piece(sj, a, depth + 1, (int64_t)node, "actual");
	}
}

int
v8_string_describe_json(uintptr_t str, int *budget)
{
	str_json_t sj;

	sj.sj_root = str;
	sj.sj_budget = *budget;
	sj.sj_next = 0;
	sj.sj_complete = 1;
	str_json_piece(&sj, str, 0, -1, "root");
	mdb_json_begin("v8str", "summary");
	mdb_json_addr("string", str);
	mdb_json_uint("pieces", sj.sj_next);
	mdb_json_bool("complete", sj.sj_complete);
	mdb_json_end();
	return (0);
}
