/*
 * eng_func.c: SpiderMonkey's je_func ops (mdbmod/engine_func.h): a
 * JSFunction's name, its script's file and lines, and the script's
 * source text as its ScriptSource keeps it (facts.c: sf_fun_script,
 * sf_script_tostring, sf_ss_*).
 *
 * A function's text is [toStringStart, toStringEnd) of its script's
 * source (what Function.prototype.toString gives); its first line is the
 * script's extent_.lineno, and the source text's own first line follows
 * from it, so that lines are numbered as the file numbers them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "sm.h"
#include "engine_func.h"

#define	SM_MAX_SOURCE	(256 << 20)	/* bytes of source believed */



static int
is_function(uintptr_t fn)
{
	uintptr_t clasp;
	const char *cn;

	return (sm_obj_class(fn, &clasp) == 0 &&
	    (cn = sm_class_name(clasp)) != NULL &&
	    strcmp(cn, "Function") == 0);
}

/*
 * The BaseScript of an interpreted function: 0, or -1 with why (a native
 * function, a script that is not a GC script cell).
 */
static int
fun_script(uintptr_t fn, uintptr_t *scriptp, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t w;
	sm_thing_t st;
	char tw[160];

	if (f->sf_fun_script != SM_NOFF) {
		if (sm_rd64(fn + f->sf_fun_script, &w) != 0)
			goto unreadable;
	} else {
		if (sm_rd64(fn + f->sf_obj_fixed +
		    (uintptr_t)f->sf_fun_script_slot * 8, &w) != 0)
			goto unreadable;
	}
	if (w == 0 || sm_thing((uintptr_t)w, &st, tw, sizeof (tw)) != 0 ||
	    st.st_cell != (uintptr_t)w || st.st_free ||
	    st.st_kind->sk_trace != SM_T_SCRIPT) {
		(void) snprintf(why, wl, "it has no script (a native or "
		    "self-hosted function: the word where a script would be, "
		    "%lx, is not a script cell)", (unsigned long)w);
		return (-1);
	}
	*scriptp = (uintptr_t)w;
	return (0);
unreadable:
	(void) snprintf(why, wl, "its script pointer is not in the core");
	return (-1);
}

/* The script's ScriptSource: 0, or -1 with why. */
static int
script_source(uintptr_t script, uintptr_t *ssp, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t sso, shape, slots, ss;
	uint32_t flags;

	/* the ScriptSourceObject's slot 0: the ScriptSource (private) */
	if (sm_rd64(script + f->sf_script_sso, &sso) != 0 || sso == 0 ||
	    sm_rd64(sso + f->sf_obj_shape, &shape) != 0 || shape == 0 ||
	    sm_rd32(shape + f->sf_shape_flags, &flags) != 0) {
		(void) snprintf(why, wl, "script %lx: its ScriptSourceObject "
		    "is not readable", (unsigned long)script);
		return (-1);
	}
	if (((flags >> f->sf_fixed_shift) & f->sf_fixed_mask) > 0) {
		if (sm_rd64(sso + f->sf_obj_fixed, &ss) != 0)
			ss = 0;
	} else if (sm_rd64(sso + f->sf_obj_slots, &slots) != 0 || slots == 0 ||
	    sm_rd64(slots, &ss) != 0) {
		ss = 0;
	}
	if (ss == 0) {
		(void) snprintf(why, wl, "script %lx: its ScriptSource is not "
		    "readable", (unsigned long)script);
		return (-1);
	}
	*ssp = (uintptr_t)ss;
	return (0);
}

/* The source's file name ("" when it has none).  0, or -1 with why. */
static int
source_file(uintptr_t ss, char *buf, size_t len, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t box, chars;
	uchar_t some;

	buf[0] = '\0';
	if (f->sf_ss_filename_some != SM_NOFF &&
	    (mdb_vread(&some, 1, ss + f->sf_ss_filename_some) != 1 ||
	    some == 0))
		return (0);
	if (sm_rd64(ss + f->sf_ss_filename, &box) != 0)
		goto bad;
	if (box == 0)
		return (0);
	if (sm_rd64(box, &chars) != 0 || chars == 0 ||
	    mdb_readstr(buf, len, chars) < 0)
		goto bad;
	return (0);
bad:
	buf[0] = '\0';
	(void) snprintf(why, wl, "ScriptSource %lx: its file name is not "
	    "readable", (unsigned long)ss);
	return (-1);
}

/* A window of a ScriptSource's units: sm_srcwin_t, sm.h */
typedef sm_srcwin_t srcwin_t;

#define	SW_UNIT(w, i)	((w)->sw_usize == 1 ? (uint32_t)(w)->sw_units[i] : \
	(uint32_t)((const uint16_t *)(const void *)(w)->sw_units)[i])

/*
 * Inflates the compressed chunks c0..c1 of a source of nbytes bytes
 * whose compressed form (raw, rawlen bytes) is at its box's chars.
 */
static int
source_inflate(uintptr_t ss, uintptr_t raw, size_t rawlen, size_t nbytes,
    size_t c0, size_t c1, uchar_t *out, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	size_t csz = f->sf_z_chunk, nchunks = (nbytes - 1) / csz + 1;
	size_t aligned, c;
	uint32_t zbytes, start, end;
	uchar_t *in;
	z_stream zs;
	int zr;

	if (mdb_vread(&zbytes, sizeof (zbytes), raw) != sizeof (zbytes)) {
		(void) snprintf(why, wl, "ScriptSource %lx: its compressed "
		    "source at %lx is not in the core", (unsigned long)ss,
		    (unsigned long)raw);
		return (-1);
	}
	aligned = ((size_t)zbytes + 3) & ~(size_t)3;
	if (zbytes <= f->sf_z_header || aligned + nchunks * 4 != rawlen) {
		(void) snprintf(why, wl, "ScriptSource %lx: its compressed "
		    "source is not decodable: %lu bytes, of which %u "
		    "compressed, for %lu chunks of %lu bytes",
		    (unsigned long)ss, (unsigned long)rawlen, zbytes,
		    (unsigned long)nchunks, (unsigned long)nbytes);
		return (-1);
	}
	for (c = c0; c <= c1; c++) {
		size_t want = nbytes - c * csz < csz ? nbytes - c * csz : csz;

		if (c == 0)
			start = (uint32_t)f->sf_z_header;
		else if (mdb_vread(&start, 4, raw + aligned + (c - 1) * 4) != 4)
			goto unreadable;
		if (mdb_vread(&end, 4, raw + aligned + c * 4) != 4)
			goto unreadable;
		/* deflate never grows a chunk past twice its size */
		if (start < f->sf_z_header || end <= start || end > zbytes ||
		    end - start > 2 * csz + 64) {
			(void) snprintf(why, wl, "ScriptSource %lx: compressed "
			    "chunk %lu runs from %u to %u of %u bytes: not "
			    "decodable", (unsigned long)ss, (unsigned long)c,
			    start, end, zbytes);
			return (-1);
		}
		if ((in = mdb_alloc(end - start, UM_GC)) == NULL ||
		    mdb_vread(in, end - start, raw + start) !=
		    (ssize_t)(end - start))
			goto unreadable;
		(void) memset(&zs, 0, sizeof (zs));
		if (inflateInit2(&zs, f->sf_z_wbits) != Z_OK) {
			(void) snprintf(why, wl, "ScriptSource %lx: zlib could "
			    "not start", (unsigned long)ss);
			return (-1);
		}
		zs.next_in = in;
		zs.avail_in = end - start;
		zs.next_out = out + (c - c0) * csz;
		zs.avail_out = (uInt)want;
		zr = inflate(&zs, c == nchunks - 1 ? Z_FINISH : Z_SYNC_FLUSH);
		(void) inflateEnd(&zs);
		if (zs.avail_out != 0 || (c == nchunks - 1 ?
		    zr != Z_STREAM_END : (zr != Z_OK && zr != Z_BUF_ERROR))) {
			(void) snprintf(why, wl, "ScriptSource %lx: compressed "
			    "chunk %lu (%u to %u) does not inflate to its %lu "
			    "bytes (zlib: %d, %lu bytes short)",
			    (unsigned long)ss, (unsigned long)c, start, end,
			    (unsigned long)want, zr,
			    (unsigned long)zs.avail_out);
			return (-1);
		}
	}
	return (0);
unreadable:
	(void) snprintf(why, wl, "ScriptSource %lx: its compressed source at "
	    "%lx (%lu bytes) is not in the core", (unsigned long)ss,
	    (unsigned long)raw, (unsigned long)rawlen);
	return (-1);
}

/*
 * The units of a ScriptSource around [ext0, ext1): 0, or -1 with why
 * (not retained, unreadable, not decodable).
 */
int
sm_source_units(uintptr_t ss, uint32_t ext0, uint32_t ext1, srcwin_t *w,
    char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t box, chars, len, ulen;
	size_t csz = f->sf_z_chunk, c0, c1, nbytes, wlen;
	uchar_t tag, *buf;
	uint_t what;

	(void) memset(w, 0, sizeof (*w));
	if (mdb_vread(&tag, 1, ss + f->sf_ss_tag) != 1) {
		(void) snprintf(why, wl, "ScriptSource %lx is not in the core",
		    (unsigned long)ss);
		return (-1);
	}
	switch ((what = tag < f->sf_ss_ntags ? f->sf_ss_tags[tag] : 0)) {
	case SM_SRC_UTF8:
	case SM_SRC_ZUTF8:
		w->sw_usize = 1;
		break;
	case SM_SRC_UTF16:
	case SM_SRC_ZUTF16:
		w->sw_usize = 2;
		break;
	case SM_SRC_RETRIEVABLE:
		(void) snprintf(why, wl, "ScriptSource %lx did not keep the "
		    "source: the embedding supplies it on demand "
		    "(SourceRetrievable)", (unsigned long)ss);
		return (-1);
	case SM_SRC_MISSING:
		(void) snprintf(why, wl, "ScriptSource %lx kept no source "
		    "(Missing: discarded, or compiled without it)",
		    (unsigned long)ss);
		return (-1);
	case SM_SRC_BINAST:
		(void) snprintf(why, wl, "ScriptSource %lx holds BinAST, not "
		    "text", (unsigned long)ss);
		return (-1);
	default:
		(void) snprintf(why, wl, "ScriptSource %lx: data's variant tag "
		    "%u is not one ESR %s has", (unsigned long)ss, tag,
		    f->sf_line);
		return (-1);
	}
	if (sm_rd64(ss + f->sf_ss_box, &box) != 0 || box == 0 ||
	    sm_rd64(box + f->sf_box_chars, &chars) != 0 || chars == 0 ||
	    sm_rd64(box + f->sf_box_length, &len) != 0) {
		(void) snprintf(why, wl, "ScriptSource %lx: its source's "
		    "string box is not readable", (unsigned long)ss);
		return (-1);
	}
	if (what == SM_SRC_UTF8 || what == SM_SRC_UTF16) {
		if (len > SM_MAX_SOURCE) {
			(void) snprintf(why, wl, "ScriptSource %lx: a source "
			    "of %lu units is not believed", (unsigned long)ss,
			    (unsigned long)len);
			return (-1);
		}
		if ((buf = mdb_alloc(len * w->sw_usize + 1, UM_GC)) == NULL ||
		    mdb_vread(buf, len * w->sw_usize, (uintptr_t)chars) !=
		    (ssize_t)(len * w->sw_usize)) {
			(void) snprintf(why, wl, "ScriptSource %lx: its %lu "
			    "units of source at %lx are not in the core",
			    (unsigned long)ss, (unsigned long)len,
			    (unsigned long)chars);
			return (-1);
		}
		w->sw_units = buf;
		w->sw_n = w->sw_total = len;
		return (0);
	}
	/* compressed: the chunks around the function's text */
	w->sw_compressed = 1;
	if (sm_rd64(ss + f->sf_ss_ulen, &ulen) != 0 || ulen == 0 ||
	    ulen > SM_MAX_SOURCE || len > SM_MAX_SOURCE) {
		(void) snprintf(why, wl, "ScriptSource %lx: a compressed "
		    "source of %lu units (%lu bytes compressed) is not "
		    "believed", (unsigned long)ss, (unsigned long)ulen,
		    (unsigned long)len);
		return (-1);
	}
	if (ext1 > ulen || ext0 >= ext1) {
		(void) snprintf(why, wl, "ScriptSource %lx: the function's "
		    "text (%u to %u) is not in its source of %lu units",
		    (unsigned long)ss, ext0, ext1, (unsigned long)ulen);
		return (-1);
	}
	nbytes = (size_t)ulen * w->sw_usize;
	c0 = (size_t)ext0 * w->sw_usize / csz;
	c1 = ((size_t)ext1 * w->sw_usize - 1) / csz;
	if (c0 > 0)
		c0--;
	if ((c1 + 1) * csz < nbytes)
		c1++;
	wlen = (c1 + 1) * csz < nbytes ? (c1 + 1 - c0) * csz :
	    nbytes - c0 * csz;
	if ((buf = mdb_alloc(wlen + 1, UM_GC)) == NULL) {
		(void) snprintf(why, wl, "ScriptSource %lx: no memory for "
		    "%lu bytes of source", (unsigned long)ss,
		    (unsigned long)wlen);
		return (-1);
	}
	if (source_inflate(ss, (uintptr_t)chars, (size_t)len, nbytes, c0, c1,
	    buf, why, wl) != 0)
		return (-1);
	w->sw_units = buf;
	w->sw_n = wlen / w->sw_usize;
	w->sw_base = c0 * csz / w->sw_usize;
	w->sw_total = (size_t)ulen;
	return (0);
}

/* Units [from, to) of a window as UTF-8 (UM_GC); NULL: no memory. */
static char *
units_utf8(const srcwin_t *w, size_t from, size_t to, size_t *lenp)
{
	char *buf;
	size_t i, o;
	uint32_t c, d;

	if (w->sw_usize == 1) {
		if ((buf = mdb_alloc(to - from + 1, UM_GC)) == NULL)
			return (NULL);
		(void) memcpy(buf, w->sw_units + from, to - from);
		buf[to - from] = '\0';
		*lenp = to - from;
		return (buf);
	}
	/* char16_t units: at most 3 bytes a unit */
	if ((buf = mdb_alloc((to - from) * 3 + 1, UM_GC)) == NULL)
		return (NULL);
	for (i = from, o = 0; i < to; i++) {
		c = SW_UNIT(w, i);
		if (c >= 0xd800 && c <= 0xdbff && i + 1 < to &&
		    (d = SW_UNIT(w, i + 1)) >= 0xdc00 && d <= 0xdfff) {
			/* a pair is 4 bytes, for 2 units */
			c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
			i++;
		} else if (c >= 0xd800 && c <= 0xdfff) {
			c = 0xfffd;	/* a lone surrogate */
		}
		if (c < 0x80) {
			buf[o++] = (char)c;
		} else if (c < 0x800) {
			buf[o++] = (char)(0xc0 | (c >> 6));
			buf[o++] = (char)(0x80 | (c & 0x3f));
		} else if (c < 0x10000) {
			buf[o++] = (char)(0xe0 | (c >> 12));
			buf[o++] = (char)(0x80 | ((c >> 6) & 0x3f));
			buf[o++] = (char)(0x80 | (c & 0x3f));
		} else {
			buf[o++] = (char)(0xf0 | (c >> 18));
			buf[o++] = (char)(0x80 | ((c >> 12) & 0x3f));
			buf[o++] = (char)(0x80 | ((c >> 6) & 0x3f));
			buf[o++] = (char)(0x80 | (c & 0x3f));
		}
	}
	buf[o] = '\0';
	*lenp = o;
	return (buf);
}

/* ---- the ops ---- */

static int
smf_check(jsval_t v)
{
	uintptr_t fn = (uintptr_t)v, clasp;
	const char *cn;

	if (sm_obj_class(fn, &clasp) != 0) {
		mdb_warn("%lx is not a function: not an object whose class "
		    "can be read", (unsigned long)fn);
		return (-1);
	}
	if (!is_function(fn)) {
		cn = sm_class_name(clasp);
		mdb_warn("%lx is not a function: its class is %s, not "
		    "Function", (unsigned long)fn, cn != NULL ? cn :
		    "not readable");
		return (-1);
	}
	return (0);
}

static int
smf_name(jsval_t v, char *buf, size_t len)
{
	if (sm_func_name((uintptr_t)v, buf, len) != 0) {
		mdb_warn("%lx: the function's name (its atom) is not readable",
		    (unsigned long)v);
		return (-1);
	}
	/* no atom: the function has no name (f.name is "") */
	if (buf[0] == '\0')
		(void) snprintf(buf, len, "<anonymous>");
	return (0);
}

static int
smf_where(jsval_t v, js_funcloc_t *fl)
{
	uintptr_t script, ss;
	uint32_t line, start;
	char why[256];

	(void) memset(fl, 0, sizeof (*fl));
	fl->fl_pos = -1;
	if (fun_script((uintptr_t)v, &script, why, sizeof (why)) != 0) {
		/* natives and bound functions are not told apart yet */
		fl->fl_builtin = 1;
		fl->fl_noscript = "no script: a native, self-hosted or bound "
		    "function";
		return (0);
	}
	if (script_source(script, &ss, why, sizeof (why)) != 0 ||
	    source_file(ss, fl->fl_file, sizeof (fl->fl_file), why,
	    sizeof (why)) != 0)
		mdb_warn("%lx: %s", (unsigned long)v, why);
	if (sm_rd32(script + sm.ss_facts->sf_script_lineno, &line) == 0)
		fl->fl_line = line;
	if (sm_rd32(script + sm.ss_facts->sf_script_tostring, &start) == 0)
		fl->fl_pos = start;
	return (0);
}

static size_t
smf_fields(jsval_t v, js_funcfield_t *ff)
{
	uintptr_t script, ss;
	char why[256];
	size_t n = 0;

	if (fun_script((uintptr_t)v, &script, why, sizeof (why)) != 0)
		return (0);
	ff[n].ff_label = "script";
	ff[n++].ff_addr = script;
	if (script_source(script, &ss, why, sizeof (why)) == 0) {
		ff[n].ff_label = "script source";
		ff[n++].ff_addr = ss;
	}
	return (n);
}

/* The function's extent: toStringStart, toStringEnd, its first line. */
static int
fun_extent(jsval_t v, uintptr_t *scriptp, uint32_t ext[2], uint32_t *linep)
{
	const sm_facts_t *f = sm.ss_facts;
	char why[256];

	if (fun_script((uintptr_t)v, scriptp, why, sizeof (why)) != 0) {
		mdb_warn("%lx: %s", (unsigned long)v, why);
		return (-1);
	}
	if (sm_rd32(*scriptp + f->sf_script_tostring, &ext[0]) != 0 ||
	    sm_rd32(*scriptp + f->sf_script_tostring + 4, &ext[1]) != 0 ||
	    sm_rd32(*scriptp + f->sf_script_lineno, linep) != 0 ||
	    ext[1] < ext[0] || *linep == 0) {
		mdb_warn("%lx: script %lx: its source extent is not readable",
		    (unsigned long)v, (unsigned long)*scriptp);
		return (-1);
	}
	return (0);
}

static int
smf_source_lines(jsval_t v, js_source_t *src)
{
	uintptr_t script, ss;
	uint32_t ext[2], line;
	char why[256];

	if (fun_extent(v, &script, ext, &line) != 0)
		return (-1);
	if (script_source(script, &ss, why, sizeof (why)) != 0 ||
	    source_file(ss, src->js_file, sizeof (src->js_file), why,
	    sizeof (why)) != 0) {
		mdb_warn("%lx: %s", (unsigned long)v, why);
		return (-1);
	}
	/* js_last is known once the text is read */
	src->js_first = src->js_last = line;
	return (0);
}

static int
smf_source_text(jsval_t v, js_source_t *src)
{
	uintptr_t script, ss;
	uint32_t ext[2], line;
	char why[256];
	srcwin_t w;
	size_t i, from, to, e0, e1, before = 0, within = 0;

	if (fun_extent(v, &script, ext, &line) != 0)
		return (-1);
	if (script_source(script, &ss, why, sizeof (why)) != 0 ||
	    sm_source_units(ss, ext[0], ext[1], &w, why, sizeof (why)) != 0) {
		mdb_warn("%lx: %s", (unsigned long)v, why);
		return (-1);
	}
	if (ext[1] > w.sw_total) {
		mdb_warn("%lx: the function's text (%u to %u) is past the end "
		    "of its source (%lu units)", (unsigned long)v, ext[0],
		    ext[1], (unsigned long)w.sw_total);
		return (-1);
	}
	/* in the window: whole lines around the function's text */
	e0 = ext[0] - w.sw_base;
	e1 = ext[1] - w.sw_base;
	from = 0;
	if (w.sw_base > 0) {
		from = e0;
		for (i = 0; i < e0; i++) {
			if (SW_UNIT(&w, i) == '\n') {
				from = i + 1;
				break;
			}
		}
	}
	to = w.sw_n;
	if (w.sw_base + w.sw_n < w.sw_total) {
		to = e1;
		for (i = w.sw_n; i > e1; i--) {
			if (SW_UNIT(&w, i - 1) == '\n') {
				to = i;
				break;
			}
		}
	}
	/* the text's first line, from the function's */
	for (i = from; i < e0; i++)
		before += SW_UNIT(&w, i) == '\n';
	for (i = e0; i + 1 < e1; i++)
		within += SW_UNIT(&w, i) == '\n';
	if (before >= line) {
		mdb_warn("%lx: the function's line %u and its place in the "
		    "source (line %lu of the text) disagree", (unsigned long)v,
		    line, (unsigned long)before + 1);
		return (-1);
	}
	if ((src->js_text = units_utf8(&w, from, to, &src->js_len)) == NULL) {
		mdb_warn("%lx: no memory for its source", (unsigned long)v);
		return (-1);
	}
	src->js_text_line = (intptr_t)line - (intptr_t)before;
	src->js_first = line;
	src->js_last = (intptr_t)line + (intptr_t)within;
	return (0);
}

const js_func_ops_t sm_func_ops = {
	.jf_bound = NULL,
	.jf_check = smf_check,
	.jf_name = smf_name,
	.jf_where = smf_where,
	.jf_fields = smf_fields,
	.jf_source_lines = smf_source_lines,
	.jf_source_text = smf_source_text,
};
