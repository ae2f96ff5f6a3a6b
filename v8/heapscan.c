/*
 * heapscan.c: finding every object in V8's heap.
 *
 * V8 (64-bit, no pointer compression) keeps its heap in chunks ("pages")
 * aligned to 256 KiB (512 KiB in V8 6.8).  Each chunk starts with a
 * header (V8 6.8-12) or a pointer to a separately allocated header (V8 13)
 * that names the
 * chunk's size, its Heap, the area holding objects [area_start, area_end),
 * its owner space, its flags (FROM_PAGE and TO_PAGE mark the semispaces of
 * the new space) and the links of its space's page list.  Objects in the
 * area are contiguous; the gaps are FreeSpace or one/two-word fillers, so
 * the area can be walked from area_start using each object's size.
 *
 * What is not live:
 *  - from-space pages: what the last scavenge evacuated;
 *  - to-space pages after the current one in the to-space page list, and
 *    the current one from the allocation top on: bytes left by earlier
 *    cycles (the current page's predecessors are full: V8 fills the rest of
 *    a page when it moves to the next);
 *  - the unused part [top, limit) of an old-space linear allocation area;
 *  - chunks the last GC released (evacuated pages, dead large objects)
 *    that V8's unmapper thread had not unmapped yet: flagged PRE_FREED;
 *  - on old-space pages the sweeper had not swept yet (a core is taken at
 *    any moment, and sweeping runs concurrently after each full GC), the
 *    objects the last full GC left unmarked: those pages are walked by
 *    that GC's marking bitmap instead of object by object.
 * The allocation tops live in the isolate next to the Heap (IsolateData's
 * new/old allocation info in V8 11+, the Heap in V8 10) as (start, top,
 * limit) triples of untagged addresses; they are found by looking near the
 * Heap pointer the page headers carry for a triple that fits in one page.
 * Before V8 10 each space object keeps its own (top, limit) pair, where
 * facts say (space_lab_top; the new space's relative to its to-space,
 * the owner of the to-space pages).  V8 7.8 and 8.4 keep the marking
 * bitmap apart from the page, behind a pointer in the header
 * (page_markbits_indirect); V8 6.8 has no LARGE_PAGE flag (large pages
 * are told by their owner space's id).
 *
 * Sizes: a map's instance size, or for variable-sized objects a rule per
 * instance type (FixedArray length, string length, FreeSpace size...).
 * The instance type numbers come from the table below, which was made by
 * running each release's node with --track-gc-object-stats
 * --trace-gc-object-stats (its output names every instance type with its
 * number).  Types without a rule (ScopeInfo, Code, SwissNameDictionary,
 * ...) are skipped by looking for the next word that points to a Map
 * whose own map is a meta map, checked by one object of lookahead; none of
 * those objects holds a strong pointer to a Map, so the resync is exact
 * outside executable pages (machine code can hold anything; executable
 * pages are walked only for ::v8whatis).
 *
 * When no page header is understood (a V8 this file does not know), the
 * writable anonymous mappings are scanned word by word for map pointers,
 * as mdb_v8 does; that also finds garbage, and the census says so.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"
#include "facts.h"
#include "sort.h"

/*
 * The tagged word: 8 bytes (x64, arm64), or 4 (ia32).  This file is
 * compiled once per word size, so that the walk's hot loops read words
 * of a constant size: heapscan.c itself for 8, heapscan_w4.c (which
 * includes it with HS_W 4) for ia32; the 8-byte copy's entry points hand
 * a 4-byte V8 (v8_cfg.vc_tagged_size) to the other.  Objects start at
 * a multiple of the word (kObjectAlignment = kTaggedSize: V8's
 * src/common/globals.h), so a tagged pointer is 1 modulo the word and
 * the marking bitmap has one bit per word.
 */
#ifndef HS_W
#define	HS_W	8
#endif
#define	HS_WM	((uintptr_t)HS_W - 1)

#if HS_W == 4
/* the 4-byte copy's entry points (heapscan_w4.c) */
#define	v8_heap_mapfacts	hs_w4_heap_mapfacts
#define	v8_heap_nmaps		hs_w4_heap_nmaps
#define	v8_heap_iter		hs_w4_heap_iter
#define	v8_heap_info		hs_w4_heap_info
#define	v8_heap_find		hs_w4_heap_find
#define	dcmd_v8pages		hs_w4_dcmd_v8pages
#else
#define	HS_TO_W4		(v8_cfg.vc_tagged_size == 4)
#endif
const v8_mapfacts_t *hs_w4_heap_mapfacts(uintptr_t);
size_t hs_w4_heap_nmaps(void);
int hs_w4_heap_iter(uint_t, v8_hobj_f *, void *);
const v8_heapinfo_t *hs_w4_heap_info(void);
int hs_w4_heap_find(uintptr_t, v8_hobj_t *);
int hs_w4_dcmd_v8pages(uintptr_t, uint_t, int, const mdb_arg_t *);

#define	HS_MAXAREAOFF	0x10000		/* area_start - chunk, at most */
#define	HS_MAXCHUNK	((uintptr_t)1 << 34)	/* a large page, at most */
#define	HS_MAXHEAPS	64		/* isolates */
#define	HS_MAXMETA	64		/* meta maps (one per native context) */
#define	HS_LABBELOW	0x20000		/* LAB search: bytes below the Heap */
#define	HS_MAXLOCALHEAPS 4096		/* LocalHeaps on a Heap's list */
#define	HS_LABABOVE	0x4000		/* ... and above it */
#define	HS_MAXCOPY	((size_t)64 << 20)	/* area copied when not mapped */
#define	HS_DONESLACK	((uintptr_t)2 << 20)	/* hs_done(): see there */

/*
 * The page layout (v8_cfg.vc_page) and the size rules (v8_cfg.vc_sizerule)
 * are facts of the release (facts.c), resolved when the core is opened;
 * what they mean is said there.  In short:
 *
 *  - the PRE_FREED / UNREGISTERED flags (page_flag_released) mark chunks
 *    released by the GC (an evacuated compaction candidate, an empty
 *    page, a dead large object) that sit on the memory allocator's
 *    unmapper queue until a background thread unmaps them;
 *
 *  - the sweeping state (page_md_sweeping) is non-zero on old-space
 *    pages queued for the (concurrent) sweeper after a full GC: until a
 *    page is swept its dead objects are intact, unmarked, and their maps
 *    may already be gone;
 *
 *  - the marking bitmap (page_md_markbits) of that GC, valid until the
 *    page is swept (the sweeper clears it): one bit per tagged word of
 *    the page, bit i = (addr - chunk) >> 3.  Cells are uint32_t up to
 *    V8 11 and uintptr_t from 12; on these little-endian targets both put
 *    bit i at bit i % 8 of byte i / 8.  V8 10 and 11 mark black as two
 *    bits (i and i + 1): the first bit alone says "marked", and the walk
 *    never looks inside an object.
 */
#define	HS_PAGESIZE	((uintptr_t)v8_cfg.vc_page.pc_page_size)

/* The marking bitmap: one bit per tagged word of a regular page. */
#define	HS_BITMAPBITS	(HS_PAGESIZE / HS_W)
#define	HS_BITMAPBYTES	(HS_BITMAPBITS / 8)

/*
 * How an object's size is found (v8_mapfacts_t.mf_rule): V8_SZ_* of
 * facts.h for variable-sized objects, or this for a fixed size (the
 * map's instance size).
 */
#define	HS_FIXED	255

/* ---- pages ---- */

typedef struct hs_page {
	uintptr_t pg_chunk;		/* chunk address */
	uintptr_t pg_size;		/* chunk size */
	uintptr_t pg_astart, pg_aend;	/* object area */
	uintptr_t pg_end;		/* walk [astart, end) */
	size_t pg_hole0, pg_nholes;	/* its holes in hs_holes */
	int pg_mainlab;			/* a hole from hs_labs() */
	uintptr_t pg_flags;
	uintptr_t pg_heap;
	uintptr_t pg_owner;		/* owner space (a C++ object) */
	uintptr_t pg_prev;		/* previous chunk in its space or 0 */
	uintptr_t pg_meta;		/* its header (chunk, or V8 13 apart) */
	uintptr_t pg_prevraw;		/* the header's prev link as is */
	uintptr_t pg_sweep;		/* sweeping state, 0: swept (done) */
	uintptr_t pg_bitmap;		/* its marking bitmap, 0: unknown */
	uint_t pg_space;		/* V8_SPACE_* */
	uint_t pg_garbage;		/* HS_G_*: not live at all */
	uint_t pg_exec;
	uint_t pg_cons;			/* V8 3.14: swept conservatively */
	uint8_t *pg_livebm;		/* V8 3.14: its live objects, found by
					   reachability (hs_liveness) */
} hs_page_t;

#define	HS_G_LIVE	0	/* walked */
#define	HS_G_NEW	1	/* from-space, or to-space past the top */
#define	HS_G_TMP	2	/* (hs_newspace, while deciding) */
#define	HS_G_FREED	3	/* released, waiting to be unmapped */

/*
 * A hole: the unallocated part [top, limit) of a linear allocation area,
 * the main thread's or another thread's, on a page: not walked.
 */
typedef struct hs_hole {
	uintptr_t ho_start, ho_end;
	size_t ho_page;			/* index in hs_pages */
	int ho_local;			/* another thread's */
} hs_hole_t;

#define	HS_MAXHOLES	4096

typedef struct hs_seg {
	uintptr_t sg_start, sg_end, sg_incore;
	uint_t sg_prot;
	int sg_anon;
} hs_seg_t;

/* A range of memory outside the heap (hs_liveness's handle blocks). */
typedef struct hs_lv_range {
	uintptr_t lr_start, lr_end;
} hs_lv_range_t;

static struct {
	int hs_ready;			/* pages found (or failed) */
	int hs_ok;			/* usable */
	int hs_pages_known;		/* the page layout facts are known */
	char hs_layout[64];		/* "V8 12.4" */
	hs_seg_t *hs_segs;
	size_t hs_nsegs;
	uintptr_t hs_lo, hs_hi;		/* span of all segments */
	hs_page_t *hs_pages;		/* sorted by chunk address */
	size_t hs_npages;
	hs_hole_t *hs_holes;		/* sorted (hs_holes_done) */
	size_t hs_nholes, hs_holecap;
	uintptr_t hs_heaps[HS_MAXHEAPS];
	size_t hs_nheaps;
	int hs_t_map, hs_t_freespace, hs_t_filler;
	int hs_bc_header;		/* BytecodeArray data offset */
	int hs_desc_header;
	ssize_t hs_off_desc_nall;
	ssize_t hs_off_strlen, hs_off_chars1, hs_off_chars2;
	/* map facts: open addressing on the map address */
	v8_mapfacts_t *hs_facts;
	size_t hs_nfacts, hs_factcap;
	uint32_t *hs_hash;		/* index + 1, 0: empty */
	size_t hs_hashcap;		/* power of two */
	uintptr_t hs_meta[HS_MAXMETA];
	size_t hs_nmeta;
	v8_heapinfo_t hs_info;
	int hs_said_rejected;		/* the walk's holes were said */
	int hs_lv_done;			/* hs_liveness() ran */
	int hs_said_whole;		/* hi_reach_whole was said */
	uintptr_t *hs_lv_stack;		/* its worklist */
	size_t hs_lv_n, hs_lv_cap;
	size_t hs_lv_pages, hs_lv_live;	/* pages it decided, objects live */
	hs_lv_range_t *hs_lv_skip;	/* handle blocks, read apart */
	size_t hs_lv_nskip, hs_lv_skipcap;
	int hs_said_lvinexact;		/* the handles' note was said */
	const char *hs_lv_why;		/* why the handles are not told */
} hs;

static int hs_verbose_warned;

static int hs_init(void);

/* ---- segments ---- */

static int
hs_seg_cb(const mdb_segment_t *s, void *arg)
{
	size_t *capp = arg;

	if (s->ms_incore == 0)
		return (0);
	if (hs.hs_nsegs == *capp) {
		size_t ncap = *capp == 0 ? 256 : *capp * 2;
		hs_seg_t *n = mdb_alloc(ncap * sizeof (hs_seg_t), UM_SLEEP);

		if (n == NULL)
			return (1);
		if (hs.hs_segs != NULL) {
			memcpy(n, hs.hs_segs, hs.hs_nsegs * sizeof (hs_seg_t));
			mdb_free(hs.hs_segs, *capp * sizeof (hs_seg_t));
		}
		hs.hs_segs = n;
		*capp = ncap;
	}
	hs.hs_segs[hs.hs_nsegs].sg_start = s->ms_start;
	hs.hs_segs[hs.hs_nsegs].sg_end = s->ms_end;
	hs.hs_segs[hs.hs_nsegs].sg_incore = s->ms_incore;
	hs.hs_segs[hs.hs_nsegs].sg_prot = s->ms_prot;
	hs.hs_segs[hs.hs_nsegs].sg_anon = (s->ms_path == NULL);
	hs.hs_nsegs++;
	return (0);
}

static int
hs_seg_cmp(const void *a, const void *b)
{
	const hs_seg_t *l = a, *r = b;

	return (l->sg_start < r->sg_start ? -1 : l->sg_start > r->sg_start);
}

static const hs_seg_t *
hs_seg_find(uintptr_t addr)
{
	size_t lo = 0, hi = hs.hs_nsegs;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		const hs_seg_t *s = &hs.hs_segs[mid];

		if (addr < s->sg_start)
			hi = mid;
		else if (addr >= s->sg_end)
			lo = mid + 1;
		else
			return (s);
	}
	return (NULL);
}

/* ---- small readers ---- */

/*
 * Done with the core's bytes of [addr, addr + n) for now (mdb_vdone).
 * Touching one byte of a mapped file can map far more than one page
 * around it (fault-around, and large page-cache folios of up to 2 MiB),
 * so what lies just below the range, which an earlier step already
 * finished with, is dropped as well.  The walks go up the address
 * space, so a heap pass keeps only a few megabytes of the core resident.
 */
static void
hs_done(uintptr_t addr, size_t n)
{
	const hs_seg_t *s = hs_seg_find(addr);
	uintptr_t lo = addr > HS_DONESLACK ? addr - HS_DONESLACK : 0;

	/* (mdb_vdone stops at the first address outside the core) */
	if (s != NULL && lo < s->sg_start)
		lo = s->sg_start;
	mdb_vdone(lo, addr - lo + n);
}

#if HS_W == 4
static inline uintptr_t
hs_word(const uint8_t *p)
{
	uint32_t w;

	memcpy(&w, p, sizeof (w));
	return ((uintptr_t)w);
}
#else
static inline uintptr_t
hs_word(const uint8_t *p)
{
	uint64_t w;

	memcpy(&w, p, sizeof (w));
	return ((uintptr_t)w);
}
#endif

/* A word of the target (tagged or a system pointer: one size here). */
static int
hs_readword(uintptr_t addr, uintptr_t *wp)
{
	const uint8_t *p = mdb_vptr(addr, HS_W);
	uint8_t b[HS_W];

	if (p == NULL) {
		if (mdb_vread(b, HS_W, addr) != HS_W)
			return (-1);
		p = b;
	}
	*wp = hs_word(p);
	return (0);
}

/* A Smi field: -1 if not a Smi or out of int range. */
static inline intptr_t
hs_smi(const uint8_t *p)
{
	uintptr_t w = hs_word(p);

#if HS_W == 4
	/* 31-bit Smis: kSmiShiftSize 0 + kSmiTagSize 1 (the metadata's) */
	if ((w & 1) != 0)
		return (-1);
	return ((intptr_t)(int32_t)(uint32_t)w >> v8_cfg.vc_smi_shift);
#else
	if ((w & 1) != 0 || (w & 0xffffffffu) != 0)
		return (-1);
	return ((intptr_t)w >> 32);
#endif
}

static inline int32_t
hs_i32(const uint8_t *p)
{
	int32_t v;

	memcpy(&v, p, sizeof (v));
	return (v);
}

/* ---- map facts ---- */

static inline size_t
hs_hashslot(uintptr_t map)
{
	return ((size_t)(((uint64_t)map >> 3) * 0x9e3779b97f4a7c15ULL >> 20) &
	    (hs.hs_hashcap - 1));
}

static inline const v8_mapfacts_t *
hs_lookup(uintptr_t map)
{
	size_t i;
	uint32_t ix;

	if (hs.hs_hashcap == 0)
		return (NULL);
	for (i = hs_hashslot(map); (ix = hs.hs_hash[i]) != 0;
	    i = (i + 1) & (hs.hs_hashcap - 1)) {
		if (hs.hs_facts[ix - 1].mf_map == map)
			return (&hs.hs_facts[ix - 1]);
	}
	return (NULL);
}

static int
hs_grow(void)
{
	size_t ncap, i;
	uint32_t *nh;

	if (hs.hs_nfacts == hs.hs_factcap) {
		size_t fc = hs.hs_factcap == 0 ? 1024 : hs.hs_factcap * 2;
		v8_mapfacts_t *nf = mdb_alloc(fc * sizeof (v8_mapfacts_t),
		    UM_SLEEP);

		if (nf == NULL)
			return (-1);
		if (hs.hs_facts != NULL) {
			memcpy(nf, hs.hs_facts,
			    hs.hs_nfacts * sizeof (v8_mapfacts_t));
			mdb_free(hs.hs_facts,
			    hs.hs_factcap * sizeof (v8_mapfacts_t));
		}
		hs.hs_facts = nf;
		hs.hs_factcap = fc;
	}
	if ((hs.hs_nfacts + 1) * 2 <= hs.hs_hashcap)
		return (0);
	ncap = hs.hs_hashcap == 0 ? 4096 : hs.hs_hashcap * 2;
	if ((nh = mdb_zalloc(ncap * sizeof (uint32_t), UM_SLEEP)) == NULL)
		return (-1);
	if (hs.hs_hash != NULL)
		mdb_free(hs.hs_hash, hs.hs_hashcap * sizeof (uint32_t));
	hs.hs_hash = nh;
	hs.hs_hashcap = ncap;
	for (i = 0; i < hs.hs_nfacts; i++) {
		size_t s = hs_hashslot(hs.hs_facts[i].mf_map);

		while (nh[s] != 0)
			s = (s + 1) & (ncap - 1);
		nh[s] = (uint32_t)(i + 1);
	}
	return (0);
}

/* Quick filter: could w be a pointer to a heap object in the core? */
static inline int
hs_plausible(uintptr_t w)
{
	return ((w & HS_WM) == 1 && w > hs.hs_lo && w < hs.hs_hi);
}

/*
 * len bytes at addr (len <= HS_PEEKMAX): in place when the core holds
 * them in one piece, else copied into buf (a map can straddle two
 * mappings of one page, when V8 protected part of it).  NULL when the
 * core lacks them.
 */
#define	HS_PEEKMAX	64

static const uint8_t *
hs_peek(uintptr_t addr, size_t len, uint8_t *buf)
{
	const uint8_t *p;

	if (len > HS_PEEKMAX)
		return (NULL);
	if ((p = mdb_vptr(addr, len)) != NULL)
		return (p);
	if (mdb_vread(buf, len, addr) != (ssize_t)len)
		return (NULL);
	return (buf);
}

static int
hs_is_metamap(uintptr_t mm)
{
	const uint8_t *p;
	uint8_t buf[HS_PEEKMAX];
	size_t i;

	for (i = 0; i < hs.hs_nmeta; i++) {
		if (hs.hs_meta[i] == mm)
			return (1);
	}
	/* A meta map is the map of maps: its own map is itself. */
	if (!hs_plausible(mm) || v8_cfg.vo_Map_instance_type < 0 ||
	    (p = hs_peek(mm - 1, v8_cfg.vo_Map_instance_type + 2, buf)) == NULL)
		return (0);
	if (hs_word(p) != mm)
		return (0);
	if (hs.hs_t_map >= 0) {
		uint16_t t;

		memcpy(&t, p + v8_cfg.vo_Map_instance_type, sizeof (t));
		if ((t & v8_cfg.vc_map_type_mask) != hs.hs_t_map)
			return (0);
	}
	if (hs.hs_nmeta < HS_MAXMETA)
		hs.hs_meta[hs.hs_nmeta++] = mm;
	return (1);
}

static uint8_t
hs_rule_for(int type, uint32_t size)
{
	if (size != 0)
		return (HS_FIXED);
	if (type < v8_cfg.vc_first_nonstring_type) {
		if ((type & v8_cfg.vc_str_rep_mask) != v8_cfg.vc_str_seq_tag)
			return (V8_SZ_NONE);
		return ((type & v8_cfg.vc_str_encoding_mask) ==
		    v8_cfg.vc_str_onebyte_tag ? V8_SZ_SEQ1 : V8_SZ_SEQ2);
	}
	if (type >= 0 && type < V8_MAXTYPE)
		return (v8_cfg.vc_sizerule[type]);
	return (V8_SZ_NONE);
}

/* Adds (after checking it) the map w; NULL if w is not a Map. */
static const v8_mapfacts_t *
hs_addmap(uintptr_t w)
{
	const uint8_t *p;
	uint8_t buf[HS_PEEKMAX];
	v8_mapfacts_t *mf;
	size_t need, s;
	uint16_t type;
	uint8_t words;
	int t;

	if (!hs_plausible(w) || v8_cfg.vo_Map_instance_type < 0 ||
	    v8_cfg.vo_Map_instance_size_in_words < 0 ||
	    v8_cfg.vo_Map_bit_field3 < 0)
		return (NULL);
	need = (size_t)v8_cfg.vo_Map_bit_field3 + 4;
	if ((p = hs_peek(w - 1, need, buf)) == NULL)
		return (NULL);
	if (!hs_is_metamap(hs_word(p)))
		return (NULL);
	memcpy(&type, p + v8_cfg.vo_Map_instance_type, sizeof (type));
	words = p[v8_cfg.vo_Map_instance_size_in_words];
	t = type & v8_cfg.vc_map_type_mask;
	if (hs_grow() != 0)
		return (NULL);
	mf = &hs.hs_facts[hs.hs_nfacts];
	memset(mf, 0, sizeof (*mf));
	mf->mf_map = w;
	mf->mf_type = t;
	mf->mf_size = (uint32_t)words * (uint32_t)HS_W;
	mf->mf_index = (uint32_t)hs.hs_nfacts;
	mf->mf_rule = hs_rule_for(t, mf->mf_size);
	if (v8_cfg.vo_Map_bit_field2 >= 0)
		mf->mf_bitfield2 = p[v8_cfg.vo_Map_bit_field2];
	memcpy(&mf->mf_bitfield3, p + v8_cfg.vo_Map_bit_field3,
	    sizeof (uint32_t));

	if (v8_type_is_jsfunction(t))
		mf->mf_flags |= V8_MF_JSFUNCTION;
	else if (v8_type_is_jsobject(t))
		mf->mf_flags |= V8_MF_JSOBJECT;
	if (t == v8_cfg.vt_JSArray)
		mf->mf_flags |= V8_MF_JSARRAY;
	if (t < v8_cfg.vc_first_nonstring_type)
		mf->mf_flags |= V8_MF_STRING;
	if (v8_type_is_context(t))
		mf->mf_flags |= V8_MF_CONTEXT;
	if (t == hs.hs_t_freespace || t == hs.hs_t_filler)
		mf->mf_flags |= V8_MF_FILLER;
	if (mf->mf_rule == V8_SZ_FA || mf->mf_rule == V8_SZ_NATIVECTX)
		mf->mf_flags |= V8_MF_FIXEDARRAY;
	if ((mf->mf_flags & V8_MF_JSOBJECT) &&
	    ((mf->mf_bitfield3 >> v8_cfg.vc_dictionary_map_shift) & 1))
		mf->mf_flags |= V8_MF_DICTMAP;

	/* a JS object always has a fixed size: anything else is junk */
	if ((mf->mf_flags & (V8_MF_JSOBJECT | V8_MF_JSFUNCTION)) &&
	    mf->mf_size == 0)
		return (NULL);

	s = hs_hashslot(w);
	while (hs.hs_hash[s] != 0)
		s = (s + 1) & (hs.hs_hashcap - 1);
	hs.hs_hash[s] = (uint32_t)(hs.hs_nfacts + 1);
	hs.hs_nfacts++;
	return (mf);
}

static inline const v8_mapfacts_t *
hs_facts_of(uintptr_t w)
{
	const v8_mapfacts_t *mf = hs_lookup(w);

	if (mf != NULL)
		return (mf);
	return (hs_addmap(w));
}

const v8_mapfacts_t *
v8_heap_mapfacts(uintptr_t map)
{
#if HS_W == 8
	if (HS_TO_W4)
		return (hs_w4_heap_mapfacts(map));
#endif
	if (!v8_cfg.vc_configured || hs_init() != 0)
		return (NULL);
	return (hs_facts_of(map));
}

size_t
v8_heap_nmaps(void)
{
#if HS_W == 8
	if (HS_TO_W4)
		return (hs_w4_heap_nmaps());
#endif
	return (hs.hs_nfacts);
}

/*
 * The size of the object at p (avail bytes readable from p), or 0 when it
 * cannot be told.
 */
static size_t
hs_size(const v8_mapfacts_t *mf, const uint8_t *p, size_t avail)
{
	const v8_pagecfg_t *pc = &v8_cfg.vc_page;
	intptr_t n, m;
	size_t sz;

	/*
	 * The rules of facts.h in words (W = HS_W, the tagged size): a
	 * header of k words, then W (or 8: doubles) per element; int32
	 * fields after the map at W; sizes rounded up to the word
	 * (kObjectAlignment).  On x64 W is 8 and these are facts.h's
	 * figures.
	 */
	if (mf->mf_rule == HS_FIXED)
		return (mf->mf_size);
	if (avail < 2 * HS_W)
		return (0);
	switch (mf->mf_rule) {
	case V8_SZ_FA:
		n = hs_smi(p + HS_W);
		sz = n < 0 ? 0 : 2 * HS_W + HS_W * (size_t)n;
		break;
	case V8_SZ_NATIVECTX:
		n = hs_smi(p + HS_W);
		sz = n < 0 ? 0 : 3 * HS_W + HS_W * (size_t)n;
		break;
	case V8_SZ_BYTES:
		n = hs_smi(p + HS_W);
		sz = n < 0 ? 0 : (2 * HS_W + (size_t)n + HS_WM) & ~(size_t)HS_WM;
		break;
	case V8_SZ_BYTECODE:
		/* without the data offset it cannot be sized: rejected */
		n = hs_smi(p + HS_W);
		sz = n < 0 || hs.hs_bc_header < 0 ? 0 :
		    ((size_t)hs.hs_bc_header + (size_t)n + HS_WM) &
		    ~(size_t)HS_WM;
		break;
	case V8_SZ_SEQ1:
	case V8_SZ_SEQ2:
		n = hs_i32(p + hs.hs_off_strlen);
		if (n < 0)
			return (0);
		sz = mf->mf_rule == V8_SZ_SEQ1 ?
		    (size_t)hs.hs_off_chars1 + (size_t)n :
		    (size_t)hs.hs_off_chars2 + 2 * (size_t)n;
		sz = (sz + HS_WM) & ~(size_t)HS_WM;
		break;
	case V8_SZ_FREE:
		n = hs_smi(p + HS_W);
		sz = n < 0 || pc->pc_freespace_words < 0 ? 0 :
		    (size_t)n * (pc->pc_freespace_words ? HS_W : 1);
		break;
	case V8_SZ_WAL:
	case V8_SZ_CAP24:
		n = hs_smi(p + HS_W);
		sz = n < 0 ? 0 : 3 * HS_W + HS_W * (size_t)n;
		break;
	case V8_SZ_CAP32:
		n = hs_smi(p + HS_W);
		sz = n < 0 ? 0 : 4 * HS_W + HS_W * (size_t)n;
		break;
	case V8_SZ_CAP40:
		n = hs_smi(p + HS_W);
		sz = n < 0 ? 0 : 5 * HS_W + HS_W * (size_t)n;
		break;
	case V8_SZ_PROPARRAY:
		n = hs_smi(p + HS_W);
		sz = n < 0 ? 0 : 2 * HS_W + HS_W * (size_t)(n & 0x3ff);
		break;
	case V8_SZ_DESC: {
		int16_t nall;

		memcpy(&nall, p + hs.hs_off_desc_nall, sizeof (nall));
		sz = nall < 0 ? 0 : (size_t)hs.hs_desc_header +
		    3 * HS_W * (size_t)nall;
		break;
	}
	case V8_SZ_FV:
		if (pc->pc_fv_length < HS_W ||
		    pc->pc_fv_length + 4 > pc->pc_fv_header)
			return (0);
		n = hs_i32(p + pc->pc_fv_length);
		sz = n < 0 || pc->pc_fv_header < 0 ? 0 :
		    (size_t)pc->pc_fv_header + HS_W * (size_t)n;
		break;
	case V8_SZ_FM:
		/* map, int32 slot_count, int32 create_closure_slot_count */
		n = hs_i32(p + HS_W);
		m = hs_i32(p + HS_W + 4);
		if (n < 0 || m < 0 || pc->pc_fm_closure_bytes < 0)
			return (0);
		sz = HS_W + 8 + 4 * (((size_t)n + 5) / 6) +
		    (size_t)pc->pc_fm_closure_bytes * (size_t)m;
		sz = (sz + HS_WM) & ~(size_t)HS_WM;
		break;
	case V8_SZ_BIGINT: {
		/* map, uint32 bitfield (x64: and 4 bytes of padding), then
		   digits of a system word */
		uint32_t bf;

		memcpy(&bf, p + HS_W, sizeof (bf));
		sz = 2 * HS_W + HS_W * (size_t)((bf >> 1) & 0x3fffffff);
		break;
	}
	case V8_SZ_PREPARSE:
		/* map, int32 data_length, int32 children_length */
		n = hs_i32(p + HS_W);
		m = hs_i32(p + HS_W + 4);
		if (n < 0 || m < 0)
			return (0);
		sz = ((HS_W + 8 + (size_t)n + HS_WM) & ~(size_t)HS_WM) +
		    HS_W * (size_t)m;
		break;
	default:
		return (0);
	}
	if (sz < HS_W || sz > avail)
		return (0);
	return (sz);
}

/* ---- what the size rules need ---- */

/*
 * The offsets the size rules read, from v8_cfg.  The heap walk is only
 * used when V8_NEED_HEAP (and so V8_NEED_VALUES) facts are all known;
 * what V8_NEED_PROPS adds is checked here.
 */
static void
hs_rules_init(void)
{
	ssize_t off;

	hs.hs_t_map = v8_cfg.vt_Map;
	hs.hs_t_freespace = v8_cfg.vc_page.pc_t_freespace;
	hs.hs_t_filler = v8_cfg.vc_page.pc_t_filler;
	hs.hs_off_strlen = v8_cfg.vo_String_length;
	hs.hs_off_chars1 = v8_cfg.vo_SeqOneByteString_chars;
	hs.hs_off_chars2 = v8_cfg.vo_SeqTwoByteString_chars;
	hs.hs_bc_header = v8_class_offset("BytecodeArray", "data", &off) == 0 &&
	    off > 0 && off < 256 ? (int)off : -1;
	hs.hs_desc_header = (int)v8_cfg.vo_DescriptorArray_header_size;
	hs.hs_off_desc_nall = v8_cfg.vo_DescriptorArray_nall;
}

/* ---- finding the pages ---- */

/* Reads the page at chunk c; 0 and *pg if it is one. */
static int
hs_probe(uintptr_t c, hs_page_t *pg)
{
	const v8_pagecfg_t *pc = &v8_cfg.vc_page;
	const uint8_t *hp, *mp;
	uintptr_t meta;
	size_t need;

	if ((hp = mdb_vptr(c, (size_t)pc->pc_flags + HS_W)) == NULL)
		return (-1);
	if (pc->pc_metadata >= 0) {
		if ((size_t)pc->pc_metadata + HS_W > (size_t)pc->pc_flags +
		    HS_W && (hp = mdb_vptr(c, (size_t)pc->pc_metadata +
		    HS_W)) == NULL)
			return (-1);
		meta = hs_word(hp + pc->pc_metadata);
		if (meta == 0 || (meta & HS_WM) != 0)
			return (-1);
	} else {
		meta = c;
	}
	need = (size_t)pc->pc_md_prev + HS_W;
	if ((size_t)pc->pc_md_sweeping + HS_W > need)
		need = (size_t)pc->pc_md_sweeping + HS_W;
	if ((size_t)pc->pc_md_owner + HS_W > need)
		need = (size_t)pc->pc_md_owner + HS_W;
	if ((mp = mdb_vptr(meta, need)) == NULL)
		return (-1);
	memset(pg, 0, sizeof (*pg));
	pg->pg_chunk = c;
	pg->pg_flags = hs_word(hp + pc->pc_flags);
	pg->pg_size = hs_word(mp + pc->pc_md_size);
	pg->pg_heap = hs_word(mp + pc->pc_md_heap);
	pg->pg_astart = hs_word(mp + pc->pc_md_area_start);
	pg->pg_aend = hs_word(mp + pc->pc_md_area_end);
	pg->pg_owner = hs_word(mp + pc->pc_md_owner);
	if (pc->pc_md_owner_tag != 0 && pg->pg_owner != 0) {
		if ((pg->pg_owner & HS_WM) != (uintptr_t)pc->pc_md_owner_tag)
			return (-1);
		pg->pg_owner -= (uintptr_t)pc->pc_md_owner_tag;
	}
	pg->pg_prev = hs_word(mp + pc->pc_md_prev);
	pg->pg_meta = meta;
	pg->pg_prevraw = pg->pg_prev;
	pg->pg_sweep = hs_word(mp + pc->pc_md_sweeping);
	if (pc->pc_sweeping_swept > 0 &&
	    pg->pg_sweep == (uintptr_t)pc->pc_sweeping_swept)
		pg->pg_sweep = 0;
	/*
	 * V8 3.14: a page the last full GC's lazy sweeper has not reached
	 * has neither swept flag (its mark bits are that GC's); one swept
	 * conservatively has lost its mark bits and kept its small dead
	 * objects intact (hs_conservative()).
	 */
	if (pc->pc_sweep_by_flags) {
		pg->pg_sweep = (pg->pg_flags & (pc->pc_flag_swept_precisely |
		    pc->pc_flag_swept_conservatively)) == 0;
		pg->pg_cons = (pg->pg_flags &
		    pc->pc_flag_swept_conservatively) != 0;
	}
	pg->pg_bitmap = meta + pc->pc_md_markbits;
	if (pc->pc_markbits_indirect &&
	    hs_readword(pg->pg_bitmap, &pg->pg_bitmap) != 0)
		pg->pg_bitmap = 0;

	if (pc->pc_md_chunk >= 0 && hs_word(mp + pc->pc_md_chunk) != c)
		return (-1);
	/*
	 * chunks are whole OS pages (V8 3.14's size_ ends at the area's
	 * end: a small first page of a space reads 0x84100); flags are a
	 * few dozen bits
	 */
	if (pg->pg_size < 4096 || pg->pg_size > HS_MAXCHUNK ||
	    (pg->pg_size & (pc->pc_sweep_by_flags ? HS_WM : 4095)) != 0 ||
	    pg->pg_flags >= ((uintptr_t)1 << 32) ||
	    pg->pg_astart <= c || pg->pg_astart - c > HS_MAXAREAOFF ||
	    (pg->pg_astart & HS_WM) != 0 || pg->pg_aend <= pg->pg_astart ||
	    pg->pg_aend > c + pg->pg_size || (pg->pg_aend & HS_WM) != 0 ||
	    (pg->pg_heap & HS_WM) != 0)
		return (-1);
	/*
	 * A page's owner space names the same Heap: eight words that happen
	 * to look like a page header (a malloc chunk, a stale copy) do not
	 * pass this.  Read-only pages belong to no Heap.
	 */
	if (pg->pg_heap != 0) {
		uintptr_t oh;

		if (pg->pg_owner == 0 || (pg->pg_owner & HS_WM) != 0 ||
		    hs_readword(pg->pg_owner + (uintptr_t)pc->pc_space_heap,
		    &oh) != 0 || oh != pg->pg_heap)
			return (-1);
	}
	/* the previous page link points to a chunk (or its metadata) */
	if (pg->pg_prev != 0 && pc->pc_md_chunk >= 0) {
		uintptr_t pch;

		if (hs_readword(pg->pg_prev + pc->pc_md_chunk, &pch) != 0)
			pch = 0;
		pg->pg_prev = pch;
	}
	if (pg->pg_prev & (HS_PAGESIZE - 1))
		pg->pg_prev = 0;
	return (0);
}

static int
hs_page_cmp(const void *a, const void *b)
{
	const hs_page_t *l = a, *r = b;

	return (l->pg_chunk < r->pg_chunk ? -1 : l->pg_chunk > r->pg_chunk);
}

static hs_page_t *
hs_page_find(uintptr_t addr)
{
	size_t lo = 0, hi = hs.hs_npages;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		hs_page_t *pg = &hs.hs_pages[mid];

		if (addr < pg->pg_chunk)
			hi = mid;
		else if (addr >= pg->pg_chunk + pg->pg_size)
			lo = mid + 1;
		else
			return (pg);
	}
	return (NULL);
}

static int
hs_addpage(const hs_page_t *pg, size_t *capp)
{
	if (hs.hs_npages == *capp) {
		size_t ncap = *capp == 0 ? 1024 : *capp * 2;
		hs_page_t *n = mdb_alloc(ncap * sizeof (hs_page_t), UM_SLEEP);

		if (n == NULL)
			return (-1);
		if (hs.hs_pages != NULL) {
			memcpy(n, hs.hs_pages,
			    hs.hs_npages * sizeof (hs_page_t));
			mdb_free(hs.hs_pages, *capp * sizeof (hs_page_t));
		}
		hs.hs_pages = n;
		*capp = ncap;
	}
	hs.hs_pages[hs.hs_npages++] = *pg;
	return (0);
}

/* Finds the pages; returns how many were found. */
static size_t
hs_findpages(void)
{
	size_t i, cap = 0;
	uintptr_t skipto = 0;
	uint64_t total = 0, done = 0;

	for (i = 0; i < hs.hs_nsegs; i++)
		if ((hs.hs_segs[i].sg_prot & MDB_PROT_READ) &&
		    !(hs.hs_segs[i].sg_prot & MDB_PROT_EXEC))
			total += hs.hs_segs[i].sg_incore;
	mdb_progress_begin("finding the V8 heap's pages", total);
	hs.hs_npages = 0;
	for (i = 0; i < hs.hs_nsegs; i++) {
		const hs_seg_t *s = &hs.hs_segs[i];
		uintptr_t c, end = s->sg_start + s->sg_incore;

		/*
		 * Executable mappings hold code pages only (and, in V8 13,
		 * a code range of hundreds of megabytes mostly unused):
		 * probing them would page in far more of the core than the
		 * census needs.  ::v8whatis finds code objects without pages.
		 */
		if (!(s->sg_prot & MDB_PROT_READ) ||
		    (s->sg_prot & MDB_PROT_EXEC))
			continue;
		c = (s->sg_start + HS_PAGESIZE - 1) & ~(HS_PAGESIZE - 1);
		for (; c < end && c >= s->sg_start; c += HS_PAGESIZE) {
			hs_page_t pg;

			mdb_progress(done + (c - s->sg_start));
			if (c < skipto)
				continue;
			if (hs_probe(c, &pg) != 0) {
				hs_done(c, HS_PAGESIZE);
				continue;
			}
			hs_done(c, HS_PAGESIZE);
			if (hs_addpage(&pg, &cap) != 0) {
				mdb_progress_end(0);
				return (hs.hs_npages);
			}
			/* a large page: what follows is its body */
			skipto = c + pg.pg_size;
		}
		done += s->sg_incore;
	}
	mdb_progress_end(0);
	return (hs.hs_npages);
}

/* Is the page's owner the large-object space (by its id: V8 6)? */
static int
hs_owner_is_lo(const hs_page_t *pg)
{
	const v8_pagecfg_t *pc = &v8_cfg.vc_page;
	uint32_t id;

	if (pc->pc_space_id < 0 || pg->pg_owner == 0 ||
	    mdb_vread(&id, sizeof (id), pg->pg_owner +
	    (uintptr_t)pc->pc_space_id) != sizeof (id))
		return (0);
	return ((int)id == pc->pc_space_id_lo);
}

/*
 * Is the page in its space's page list?  (V8 14 has no flag for a page
 * released and waiting for the unmapper; it is out of the list.)  The
 * list's first page is the one the space names; every other page is its
 * predecessor's next.  Each header is read as the list holds it (the
 * metadata from V8 13).
 */
static int
hs_page_linked(const hs_page_t *pg)
{
	const v8_pagecfg_t *pc = &v8_cfg.vc_page;
	uintptr_t w;

	if (pg->pg_prevraw == 0)
		return (pg->pg_owner != 0 &&
		    hs_readword(pg->pg_owner + (uintptr_t)pc->pc_space_first,
		    &w) == 0 && w == pg->pg_meta);
	return (hs_readword(pg->pg_prevraw + (uintptr_t)pc->pc_md_next,
	    &w) == 0 && w == pg->pg_meta);
}

/* The heap pointers, and which page belongs to which space. */
static void
hs_classify(void)
{
	size_t i, j;

	hs.hs_nheaps = 0;
	for (i = 0; i < hs.hs_npages; i++) {
		hs_page_t *pg = &hs.hs_pages[i];
		const hs_seg_t *s = hs_seg_find(pg->pg_astart);

		pg->pg_end = pg->pg_aend;
		pg->pg_exec = (s != NULL && (s->sg_prot & MDB_PROT_EXEC)) ||
		    (pg->pg_flags & v8_cfg.vc_page.pc_flag_exec) != 0;
		if (pg->pg_heap == 0)
			pg->pg_space = V8_SPACE_RO;
		else if (pg->pg_exec)
			pg->pg_space = V8_SPACE_CODE;
		else if ((pg->pg_flags & v8_cfg.vc_page.pc_flag_large) ||
		    hs_owner_is_lo(pg))
			pg->pg_space = V8_SPACE_LO;
		else if (pg->pg_flags & (v8_cfg.vc_page.pc_flag_from |
		    v8_cfg.vc_page.pc_flag_to))
			pg->pg_space = V8_SPACE_NEW;
		else
			pg->pg_space = V8_SPACE_OLD;

		if (pg->pg_space == V8_SPACE_NEW &&
		    (pg->pg_flags & v8_cfg.vc_page.pc_flag_from))
			pg->pg_garbage = HS_G_NEW;
		/* V8 3.14 sweeps only the paged spaces by those flags */
		if (v8_cfg.vc_page.pc_sweep_by_flags &&
		    pg->pg_space != V8_SPACE_OLD)
			pg->pg_sweep = pg->pg_cons = 0;
		/* released by the last GC, waiting for the unmapper thread */
		if (pg->pg_heap != 0 &&
		    (pg->pg_flags & v8_cfg.vc_page.pc_flag_released) != 0)
			pg->pg_garbage = HS_G_FREED;
		if (pg->pg_heap != 0 && v8_cfg.vc_page.pc_space_first >= 0 &&
		    !hs_page_linked(pg))
			pg->pg_garbage = HS_G_FREED;
		/*
		 * Sweeping states are 0-3; anything else means the field is
		 * not where the table says: walk the page whole.
		 */
		if (pg->pg_sweep > (uintptr_t)v8_cfg.vc_page.pc_sweeping_max ||
		    pg->pg_heap == 0 ||
		    pg->pg_bitmap == 0)
			pg->pg_sweep = 0;

		if (pg->pg_heap == 0)
			continue;
		for (j = 0; j < hs.hs_nheaps; j++) {
			if (hs.hs_heaps[j] == pg->pg_heap)
				break;
		}
		if (j == hs.hs_nheaps && j < HS_MAXHEAPS)
			hs.hs_heaps[hs.hs_nheaps++] = pg->pg_heap;
	}
}

/*
 * Records the hole [t, l) of page pg (sorted later: hs_holes_done);
 * local: another thread's area.
 */
static void
hs_addhole(const hs_page_t *pg, uintptr_t t, uintptr_t l, int local)
{
	static int said;
	hs_hole_t *n;

	if (hs.hs_nholes == hs.hs_holecap) {
		size_t ncap = hs.hs_holecap == 0 ? 16 : hs.hs_holecap * 2;

		if (ncap > HS_MAXHOLES || (n = mdb_alloc(ncap *
		    sizeof (hs_hole_t), UM_SLEEP)) == NULL) {
			if (!said)
				mdb_warn("v8: more than %d allocation areas: "
				    "the walk goes through the others",
				    HS_MAXHOLES / 2);
			said = 1;
			return;
		}
		if (hs.hs_holes != NULL) {
			memcpy(n, hs.hs_holes, hs.hs_nholes *
			    sizeof (hs_hole_t));
			mdb_free(hs.hs_holes, hs.hs_holecap *
			    sizeof (hs_hole_t));
		}
		hs.hs_holes = n;
		hs.hs_holecap = ncap;
	}
	n = &hs.hs_holes[hs.hs_nholes++];
	n->ho_start = t;
	n->ho_end = l;
	n->ho_page = (size_t)(pg - hs.hs_pages);
	n->ho_local = local;
}

/*
 * Finds the linear allocation areas of heap h: (start, top, limit)
 * triples of untagged addresses near the Heap that fit in one of its
 * pages.  A new-space one ends the live part of new space at its top; an
 * old-space one leaves a hole [top, limit).  Returns the current new-space
 * page, or NULL.
 */
/*
 * The page holding [top, limit) of an allocation area: top may be the
 * end of a full page's area.
 */
static hs_page_t *
hs_lab_page(uintptr_t h, uintptr_t t, uintptr_t l)
{
	hs_page_t *pg;

	/* the limit need not be aligned (V8 7.8: an allocation step) */
	if (t == 0 || (t & HS_WM) != 0 || t > l)
		return (NULL);
	if ((pg = hs_page_find(t)) == NULL && (pg = hs_page_find(t - 1)) ==
	    NULL)
		return (NULL);
	if (pg->pg_heap != h || t < pg->pg_astart || l > pg->pg_aend)
		return (NULL);
	return (pg);
}

/*
 * The allocation areas where facts place them (V8 8.4): in each paged
 * space object (the pages' owner) at space_lab_top, and the new space's
 * at newspace_lab_top_from_tospace from its to-space (the owner of the
 * to-space pages).
 */
static hs_page_t *
hs_labs_facts(uintptr_t h, uintptr_t *newtopp)
{
	const v8_pagecfg_t *pc = &v8_cfg.vc_page;
	uintptr_t owners[64], o, t, l;
	size_t i, j, nowners = 0;
	hs_page_t *pg, *cur = NULL;

	for (i = 0; i < hs.hs_npages; i++) {
		pg = &hs.hs_pages[i];
		if (pg->pg_heap != h || pg->pg_garbage ||
		    (pg->pg_space != V8_SPACE_OLD &&
		    pg->pg_space != V8_SPACE_NEW))
			continue;
		o = pg->pg_owner;
		for (j = 0; j < nowners; j++) {
			if (owners[j] == o)
				break;
		}
		if (j < nowners || nowners == sizeof (owners) /
		    sizeof (owners[0]))
			continue;
		owners[nowners++] = o;
		if (pg->pg_space == V8_SPACE_NEW) {
			if (cur != NULL || pc->pc_newspace_lab_top == -1 ||
			    hs_readword(o + (intptr_t)pc->pc_newspace_lab_top,
			    &t) != 0 || hs_readword(o +
			    (intptr_t)pc->pc_newspace_lab_top + HS_W, &l) != 0 ||
			    (pg = hs_lab_page(h, t, l)) == NULL ||
			    pg->pg_space != V8_SPACE_NEW || pg->pg_garbage)
				continue;
			cur = pg;
			*newtopp = t;
			continue;
		}
		if (hs_readword(o + (uintptr_t)pc->pc_space_lab_top, &t) != 0 ||
		    hs_readword(o + (uintptr_t)pc->pc_space_lab_top + HS_W,
		    &l) != 0 || (pg = hs_lab_page(h, t, l)) == NULL ||
		    pg->pg_owner != o || pg->pg_mainlab || t >= l)
			continue;
		pg->pg_mainlab = 1;
		hs_addhole(pg, t, l, 0);
	}
	return (cur);
}

static hs_page_t *
hs_labs(uintptr_t h, uintptr_t *newtopp)
{
	size_t n = (HS_LABBELOW + HS_LABABOVE) / HS_W, i;
	uintptr_t lo = h - HS_LABBELOW;
	uint8_t *buf;
	hs_page_t *cur = NULL;

	if (v8_cfg.vc_page.pc_space_lab_top >= 0)
		return (hs_labs_facts(h, newtopp));
	if (h < HS_LABBELOW)
		return (NULL);
	if ((buf = mdb_alloc(n * HS_W, UM_SLEEP)) == NULL)
		return (NULL);
	/* read what is there, page by page (the ends may be unmapped) */
	for (i = 0; i < n * HS_W; i += 4096) {
		if (mdb_vread(&buf[i], 4096, lo + i) != 4096)
			memset(&buf[i], 0, 4096);
	}
	for (i = 0; i + 2 < n; i++) {
		uintptr_t s = hs_word(buf + i * HS_W);
		uintptr_t t = hs_word(buf + (i + 1) * HS_W);
		uintptr_t l = hs_word(buf + (i + 2) * HS_W);
		hs_page_t *pg;

		if (s == 0 || ((s | t | l) & HS_WM) != 0 || s > t || t > l)
			continue;
		if ((pg = hs_page_find(s)) == NULL || pg->pg_heap != h ||
		    s < pg->pg_astart || l > pg->pg_aend)
			continue;
		if (pg->pg_space == V8_SPACE_NEW) {
			if (pg->pg_garbage || cur != NULL)
				continue;
			cur = pg;
			*newtopp = t;
		} else if (pg->pg_space == V8_SPACE_OLD && !pg->pg_mainlab &&
		    t < l) {
			pg->pg_mainlab = 1;
			hs_addhole(pg, t, l, 0);
		}
		i += 2;
	}
	mdb_free(buf, n * sizeof (uintptr_t));
	return (cur);
}

/* Marks what is live in the new space of heap h. */
static void
hs_newspace(uintptr_t h)
{
	uintptr_t top = 0, c;
	hs_page_t *cur, *pg;
	size_t i, steps;

	cur = hs_labs(h, &top);
	if (cur == NULL) {
		/* no top: take every to-space page whole (may hold garbage) */
		for (i = 0; i < hs.hs_npages; i++) {
			pg = &hs.hs_pages[i];
			if (pg->pg_heap == h && pg->pg_space == V8_SPACE_NEW &&
			    !pg->pg_garbage)
				hs.hs_info.hi_newtop_known = 0;
		}
		return;
	}
	/* to-space pages are garbage unless on the chain ending at cur */
	for (i = 0; i < hs.hs_npages; i++) {
		pg = &hs.hs_pages[i];
		if (pg->pg_heap == h && pg->pg_space == V8_SPACE_NEW &&
		    !pg->pg_garbage)
			pg->pg_garbage = HS_G_TMP;
	}
	cur->pg_garbage = 0;
	cur->pg_end = top;
	for (c = cur->pg_prev, steps = 0; c != 0 && steps < hs.hs_npages;
	    steps++) {
		if ((pg = hs_page_find(c)) == NULL || pg->pg_chunk != c ||
		    pg->pg_heap != h || pg->pg_garbage != HS_G_TMP)
			break;
		pg->pg_garbage = 0;
		c = pg->pg_prev;
	}
	for (i = 0; i < hs.hs_npages; i++) {
		if (hs.hs_pages[i].pg_garbage == HS_G_TMP)
			hs.hs_pages[i].pg_garbage = HS_G_NEW;
	}
}

static void hs_freespace_unit(void);

/*
 * Is the (start, top, limit) triple at a another thread's allocation
 * area, as the facts local_lab_* describe its allocator (heap h's
 * pointer already found at a + pc_llab_heap)?  Its page, or NULL.
 */
static hs_page_t *
hs_llab_at(uintptr_t a, uintptr_t h, uintptr_t *tp, uintptr_t *lp)
{
	const v8_pagecfg_t *pc = &v8_cfg.vc_page;
	uintptr_t st, t, l, w;
	hs_page_t *pg;

	if (hs_readword(a, &st) != 0 ||
	    hs_readword(a + (uintptr_t)pc->pc_llab_top, &t) != 0 ||
	    hs_readword(a + (uintptr_t)pc->pc_llab_limit, &l) != 0)
		return (NULL);
	if (st == 0 || ((st | t | l) & HS_WM) != 0 || st > t || t >= l)
		return (NULL);
	if ((pg = hs_page_find(st)) == NULL || pg->pg_heap != h ||
	    st < pg->pg_astart || l > pg->pg_aend || pg->pg_garbage ||
	    (pg->pg_space != V8_SPACE_OLD && pg->pg_space != V8_SPACE_CODE))
		return (NULL);
	if (hs_readword(a + (intptr_t)pc->pc_llab_space, &w) != 0 ||
	    w != pg->pg_owner)
		return (NULL);
	if (pc->pc_llab_self != 0 && (hs_readword(a +
	    (intptr_t)pc->pc_llab_self, &w) != 0 || w != a))
		return (NULL);
	if (pc->pc_llab_local != 0 && (hs_readword(a +
	    (intptr_t)pc->pc_llab_local, &w) != 0 ||
	    hs_readword(w, &w) != 0 || w != h))
		return (NULL);
	*tp = t;
	*lp = l;
	return (pg);
}

/*
 * Is the allocator whose (start, top, limit) triple is at a (its shape
 * already checked, heap h's) a live LocalHeap's?  The allocator starts
 * with its LocalHeap* (pc_llab_local from the triple); that LocalHeap
 * must be on h's list of LocalHeaps (Heap::safepoint_ ->
 * local_heaps_head_, then next_, each one's prev_ the one before) and
 * must hold this allocator (facts localheap_allocator*).  A LocalHeap
 * V8 has destroyed is off the list, but its freed bytes may keep an
 * allocator of the right shape whose old area now holds live objects.
 */
static int
hs_llab_live(uintptr_t a, uintptr_t h)
{
	const v8_pagecfg_t *pc = &v8_cfg.vc_page;
	uintptr_t base = a + (intptr_t)pc->pc_llab_local;
	uintptr_t lh, sp, cur, prev = 0, w;
	static int warned;
	int k, n;

	if (hs_readword(base, &lh) != 0 ||
	    hs_readword(h + pc->pc_heap_safepoint, &sp) != 0 ||
	    hs_readword(sp + pc->pc_sp_lh_head, &cur) != 0)
		return (0);
	for (n = 0; cur != 0; n++) {
		if (n == HS_MAXLOCALHEAPS || hs_readword(cur, &w) != 0 ||
		    w != h || hs_readword(cur + pc->pc_lh_prev, &w) != 0 ||
		    w != prev) {
			if (!warned)
				mdb_warn("v8: the Heap %p's list of LocalHeaps "
				    "is broken at %p: other threads' "
				    "allocation areas are not left out",
				    (void *)h, (void *)cur);
			warned = 1;
			return (0);
		}
		if (cur == lh)
			break;
		prev = cur;
		if (hs_readword(cur + pc->pc_lh_next, &cur) != 0)
			return (0);
	}
	if (cur == 0)
		return (0);
	for (k = 0; k < pc->pc_lh_alloc_n; k++) {
		uintptr_t s = lh + pc->pc_lh_alloc + k * pc->pc_lh_alloc_step;

		if (pc->pc_lh_alloc_inline ? s == base :
		    hs_readword(s, &w) == 0 && w == base)
			return (1);
	}
	return (0);
}

/*
 * Other threads' allocation areas.  Each LocalHeap (a background
 * compile, parse or deserialisation thread; V8 10 on) allocates from its
 * own linear areas, held by allocators V8 mallocs: their [top, limit)
 * is not yet allocated, and may hold the stale bytes of the free-list
 * block it was cut from (or zeros), with no filler over them until the
 * thread gives the area back.  The allocators are found by their shape
 * (facts local_lab_*: the Heap, the page's owner space, and a pointer to
 * the triple or to the LocalHeap, at fixed offsets from the triple) in
 * the writable memory outside the heap's pages.
 */
static void
hs_local_labs(void)
{
	const v8_pagecfg_t *pc = &v8_cfg.vc_page;
	size_t i, j, k, n;
	uintptr_t hmin = UINTPTR_MAX, hmax = 0;
	uint64_t total = 0, done = 0;

	if (!pc->pc_llab_known || hs.hs_nheaps == 0)
		return;
	/*
	 * Most words are not a Heap's address: one range test before the
	 * comparisons with each Heap (a core of 32 worker threads has 33)
	 * keeps this scan at memory speed.
	 */
	for (i = 0; i < hs.hs_nheaps; i++) {
		if (hs.hs_heaps[i] < hmin)
			hmin = hs.hs_heaps[i];
		if (hs.hs_heaps[i] > hmax)
			hmax = hs.hs_heaps[i];
	}
	for (i = 0; i < hs.hs_nsegs; i++)
		if ((hs.hs_segs[i].sg_prot & (MDB_PROT_READ |
		    MDB_PROT_WRITE)) == (MDB_PROT_READ | MDB_PROT_WRITE))
			total += hs.hs_segs[i].sg_incore;
	mdb_progress_begin("looking for threads' allocation areas", total);
	for (i = 0, j = 0; i < hs.hs_nsegs; i++) {
		const hs_seg_t *sg = &hs.hs_segs[i];
		uintptr_t a = (sg->sg_start + HS_WM) & ~HS_WM;
		uintptr_t end = sg->sg_start + sg->sg_incore;

		if ((sg->sg_prot & (MDB_PROT_READ | MDB_PROT_WRITE)) !=
		    (MDB_PROT_READ | MDB_PROT_WRITE))
			continue;
		while (a + HS_W <= end) {
			mdb_progress(done + (a - sg->sg_start));
			uintptr_t stop = end;
			const uint8_t *p;

			/* not the heap's own pages */
			while (j < hs.hs_npages && hs.hs_pages[j].pg_chunk +
			    hs.hs_pages[j].pg_size <= a)
				j++;
			if (j < hs.hs_npages && hs.hs_pages[j].pg_chunk <= a) {
				a = hs.hs_pages[j].pg_chunk +
				    hs.hs_pages[j].pg_size;
				continue;
			}
			if (j < hs.hs_npages && hs.hs_pages[j].pg_chunk < stop)
				stop = hs.hs_pages[j].pg_chunk;
			n = stop - a > ((size_t)1 << 20) ? ((size_t)1 << 20) :
			    (size_t)(stop - a);
			n &= ~(size_t)HS_WM;
			if (n == 0)
				break;
			if ((p = mdb_vptr(a, n)) != NULL) {
				for (k = 0; k < n; k += HS_W) {
					uintptr_t w = hs_word(p + k), t, l;
					size_t m;
					hs_page_t *pg;

					if (w < hmin || w > hmax)
						continue;
					for (m = 0; m < hs.hs_nheaps; m++)
						if (w == hs.hs_heaps[m])
							break;
					if (m == hs.hs_nheaps)
						continue;
					if ((pg = hs_llab_at(a + k -
					    (intptr_t)pc->pc_llab_heap, w, &t,
					    &l)) == NULL)
						continue;
					hs.hs_info.hi_llab_shape++;
					if (!hs_llab_live(a + k -
					    (intptr_t)pc->pc_llab_heap, w)) {
						hs.hs_info.hi_llab_dead++;
						continue;
					}
					hs_addhole(pg, t, l, 1);
				}
				mdb_vdone(a, n);
			}
			a += n;
		}
		done += sg->sg_incore;
	}
	mdb_progress_end(0);
}

static int
hs_hole_cmp(const void *a, const void *b)
{
	const hs_hole_t *l = a, *r = b;

	return (l->ho_start < r->ho_start ? -1 : l->ho_start > r->ho_start);
}

/*
 * Sorts the holes and gives each page its own.  The same area found
 * twice is one hole; two areas that overlap (one of them stale) cannot
 * both be right: the walk keeps the page whole there and says so.
 */
static void
hs_holes_done(void)
{
	size_t i, o;
	uintptr_t last = 0;		/* the end of the last group */
	int bad = 0;

	mdb_qsort(hs.hs_holes, hs.hs_nholes, sizeof (hs_hole_t), hs_hole_cmp);
	for (i = 0, o = 0; i < hs.hs_nholes; i++) {
		hs_hole_t *ho = &hs.hs_holes[i], *prev;

		prev = o > 0 ? &hs.hs_holes[o - 1] : NULL;
		if (prev == NULL || ho->ho_start >= last) {
			hs.hs_holes[o++] = *ho;
			last = ho->ho_end;
			continue;
		}
		if (ho->ho_end > last)
			last = ho->ho_end;
		if (ho->ho_start == prev->ho_start &&
		    ho->ho_end == prev->ho_end) {
			prev->ho_local |= ho->ho_local;
			continue;
		}
		if (!bad)
			mdb_warn("v8: allocation areas [%p, %p) and [%p, %p) "
			    "overlap: one of them is stale, and the walk "
			    "goes through both", (void *)prev->ho_start,
			    (void *)prev->ho_end, (void *)ho->ho_start,
			    (void *)ho->ho_end);
		bad = 1;
		prev->ho_start = prev->ho_end = 0;
	}
	hs.hs_nholes = o;
	for (i = 0, o = 0; i < hs.hs_nholes; i++) {
		if (hs.hs_holes[i].ho_start != 0)
			hs.hs_holes[o++] = hs.hs_holes[i];
		if (hs.hs_holes[i].ho_start != 0 && hs.hs_holes[i].ho_local)
			hs.hs_info.hi_local_labs++;
	}
	hs.hs_nholes = o;
	for (i = 0; i < hs.hs_nholes; i++) {
		hs_page_t *pg = &hs.hs_pages[hs.hs_holes[i].ho_page];

		if (pg->pg_nholes == 0)
			pg->pg_hole0 = i;
		pg->pg_nholes = i + 1 - pg->pg_hole0;
	}
}

/* Is a in one of page pg's holes? */
static int
hs_in_hole(const hs_page_t *pg, uintptr_t a)
{
	size_t k;

	for (k = 0; k < pg->pg_nholes; k++) {
		const hs_hole_t *ho = &hs.hs_holes[pg->pg_hole0 + k];

		if (a >= ho->ho_start && a < ho->ho_end)
			return (1);
	}
	return (0);
}

/* The bytes of page pg's holes below the end of its walk. */
static uintptr_t
hs_hole_bytes(const hs_page_t *pg)
{
	uintptr_t b = 0;
	size_t k;

	for (k = 0; k < pg->pg_nholes; k++) {
		const hs_hole_t *ho = &hs.hs_holes[pg->pg_hole0 + k];

		if (ho->ho_start < pg->pg_end)
			b += (ho->ho_end < pg->pg_end ? ho->ho_end :
			    pg->pg_end) - ho->ho_start;
	}
	return (b);
}

static int
hs_init(void)
{
	size_t cap = 0, i;

	if (hs.hs_ready)
		return (hs.hs_ok ? 0 : -1);
	hs.hs_ready = 1;
	if (!v8_cfg.vc_configured)
		return (-1);

	if (mdb_segment_iter(hs_seg_cb, &cap) != 0 || hs.hs_nsegs == 0)
		return (-1);
	mdb_qsort(hs.hs_segs, hs.hs_nsegs, sizeof (hs_seg_t), hs_seg_cmp);
	hs.hs_lo = hs.hs_segs[0].sg_start;
	hs.hs_hi = hs.hs_segs[hs.hs_nsegs - 1].sg_end;

	hs_rules_init();
	hs.hs_pages_known = !(v8_cfg_missing_needs() &
	    (V8_NEED_HEAP | V8_NEED_VALUES | V8_NEED_PROPS));
	(void) snprintf(hs.hs_layout, sizeof (hs.hs_layout), "V8 %d.%d",
	    v8_cfg.vc_major, v8_cfg.vc_minor);
	memset(&hs.hs_info, 0, sizeof (hs.hs_info));
	hs.hs_info.hi_newtop_known = 1;
	hs.hs_info.hi_sweep_known = hs.hs_pages_known;

	if (hs.hs_pages_known && hs_findpages() > 0) {
		mdb_qsort(hs.hs_pages, hs.hs_npages, sizeof (hs_page_t),
		    hs_page_cmp);
		hs_classify();
		for (i = 0; i < hs.hs_nheaps; i++)
			hs_newspace(hs.hs_heaps[i]);
		hs_local_labs();
		hs_holes_done();
		hs.hs_info.hi_method = V8_HEAP_PAGES;
		hs.hs_info.hi_layout = hs.hs_layout;
		hs_freespace_unit();
	} else {
		hs.hs_info.hi_method = V8_HEAP_MAPPINGS;
		hs.hs_info.hi_layout = NULL;
		hs.hs_info.hi_newtop_known = 0;
		hs.hs_info.hi_sweep_known = 0;
	}
	hs.hs_info.hi_heaps = hs.hs_nheaps;
	hs.hs_info.hi_heapv = hs.hs_heaps;
	hs.hs_ok = 1;
	return (0);
}

/*
 * Can the heap be walked page by page?  If not, says why (once) and
 * returns -1: a census from a word scan of the mappings also counts
 * garbage, so it is done only when asked for (V8_HEAP_SCAN).
 */
static int
hs_pages_usable(void)
{
	if (hs.hs_info.hi_method == V8_HEAP_PAGES)
		return (0);
	if (!hs_verbose_warned) {
		hs_verbose_warned = 1;
		if (!hs.hs_pages_known)
			mdb_warn("v8: the page layout of V8 %s is not known "
			    "(see above): the heap cannot be walked exactly; "
			    "::findjsobjects -b scans the mappings instead, "
			    "counting garbage too", v8_cfg.vc_version);
		else
			mdb_warn("v8: no V8 heap page with the layout of "
			    "V8 %d.%d was found in the core: the heap cannot "
			    "be walked exactly; ::findjsobjects -b scans the "
			    "mappings instead, counting garbage too",
			    v8_cfg.vc_major, v8_cfg.vc_minor);
	}
	return (-1);
}

/* ---- walking ---- */

typedef struct hs_walk {
	v8_hobj_f *hw_cb;
	void *hw_arg;
	uint_t hw_space;
	int hw_exec;			/* executable: never resync into JS */
	int hw_rc;
	v8_heapinfo_t *hw_info;
	uint64_t hw_progress;		/* bytes walked, for the progress line */
} hs_walk_t;

/*
 * Counts one object a walk found: a filler, or an object handed to the
 * callback.  Returns the callback's answer (non-zero stops the walk).
 */
static inline int
hs_visit(hs_walk_t *hw, const v8_mapfacts_t *mf, uintptr_t start,
    size_t sz, const uint8_t *p)
{
	v8_hobj_t ho;

	if (mf->mf_flags & V8_MF_FILLER) {
		hw->hw_info->hi_fillers++;
		return (0);
	}
	hw->hw_info->hi_objects++;
	if (hw->hw_cb == NULL)
		return (0);
	ho.vh_addr = start + 1;		/* tagged */
	ho.vh_size = sz;
	ho.vh_facts = mf;
	ho.vh_ptr = p;
	ho.vh_space = hw->hw_space;
	return (hw->hw_rc = hw->hw_cb(&ho, hw->hw_arg));
}

/*
 * Is there an object at a (p its bytes, avail readable)?  Its facts, and
 * in *szp its size (0 if it cannot be told).
 */
static inline const v8_mapfacts_t *
hs_objat(const uint8_t *p, size_t avail, size_t *szp)
{
	const v8_mapfacts_t *mf;
	uintptr_t w = hs_word(p);

	if ((w & HS_WM) != 1 || (mf = hs_facts_of(w)) == NULL)
		return (NULL);
	*szp = hs_size(mf, p, avail);
	return (mf);
}

/*
 * After a word that is not an object: the offset of the next plausible
 * object, checked by looking one object ahead.
 */
static size_t
hs_resync(const uint8_t *base, size_t off, size_t len, int exec)
{
	for (off += HS_W; off + HS_W <= len; off += HS_W) {
		const v8_mapfacts_t *mf;
		size_t sz, sz2;

		if ((hs_word(base + off) & HS_WM) != 1)
			continue;
		if ((mf = hs_objat(base + off, len - off, &sz)) == NULL)
			continue;
		if (exec && (mf->mf_flags & (V8_MF_JSOBJECT |
		    V8_MF_JSFUNCTION)))
			continue;
		if (sz == 0 || off + sz == len)
			return (off);
		if (hs_objat(base + off + sz, len - off - sz, &sz2) != NULL)
			return (off);
	}
	return (len);
}

/* Are the n bytes at p all zero? */
static int
hs_zeros(const uint8_t *p, size_t n)
{
	size_t i;

	for (i = 0; i + HS_W <= n; i += HS_W)
		if (hs_word(p + i) != 0)
			return (0);
	for (; i < n; i++)
		if (p[i] != 0)
			return (0);
	return (1);
}

/* Walks [start, end): every object to the callback. */
static int
hs_walk_range(hs_walk_t *hw, uintptr_t start, uintptr_t end)
{
	const uint8_t *base;
	uint8_t *copy = NULL;
	size_t len = end - start, off = 0, sz;
	uintptr_t lastmap = 0;
	const v8_mapfacts_t *lastmf = NULL;
	v8_heapinfo_t *hi = hw->hw_info;

	if (end <= start)
		return (0);
	if ((base = mdb_vptr(start, len)) == NULL) {
		/* not contiguous in the core: copy what can be read */
		if (len > HS_MAXCOPY ||
		    (copy = mdb_alloc(len, UM_SLEEP)) == NULL) {
			hi->hi_rejected++;
			hi->hi_skipped += len;
			return (0);
		}
		if (mdb_vread(copy, len, start) != (ssize_t)len) {
			mdb_free(copy, len);
			return (0);
		}
		base = copy;
	}
	hi->hi_pages[hw->hw_space]++;
	hi->hi_bytes[hw->hw_space] += len;

	while (off + HS_W <= len) {
		uintptr_t w = hs_word(base + off);
		const v8_mapfacts_t *mf;

		if (lastmf != NULL && w == lastmap) {
			mf = lastmf;
		} else if ((w & HS_WM) != 1 || (mf = hs_facts_of(w)) == NULL) {
			size_t next = hs_resync(base, off, len, hw->hw_exec);

			/*
			 * Zeros are memory never allocated (the end of an
			 * area, the rest of another thread's allocation
			 * buffer): not garbage.  A zero word with anything
			 * but zeros after it (a map word wiped) is a hole in
			 * the walk like any other word without a map.
			 */
			if (w != 0 || !hs_zeros(base + off, next - off)) {
				hi->hi_rejected++;
				hi->hi_skipped += next - off;
			}
			off = next;
			continue;
		} else {
			lastmap = w;
			lastmf = mf;
		}
		sz = hs_size(mf, base + off, len - off);
		if (sz == 0) {
			/* an object we cannot size: report it, then skip */
			size_t next = hs_resync(base, off, len, hw->hw_exec);

			sz = next - off;
			if (mf->mf_rule != V8_SZ_NONE) {
				hi->hi_rejected++;
				hi->hi_skipped += sz;
				off = next;
				continue;
			}
		}
		if (hs_visit(hw, mf, start + off, sz, base + off) != 0)
			break;
		off += sz;
	}
	if (copy != NULL)
		mdb_free(copy, len);
	return (hw->hw_rc);
}

/*
 * The first set bit of the marking bitmap bm at or after index i (of n,
 * a multiple of 64), or n.  The bitmap is read as little-endian 64-bit
 * words (see the comment on the page facts above).
 */
static size_t
hs_nextbit(const uint8_t *bm, size_t i, size_t n)
{
	uint64_t w;

	while (i < n) {
		memcpy(&w, bm + (i / 64) * 8, sizeof (w));
		w >>= i % 64;
		if (w != 0) {
			i += (size_t)__builtin_ctzll(w);
			return (i < n ? i : n);
		}
		i = (i / 64 + 1) * 64;
	}
	return (n);
}

/*
 * The marking bitmap of an unswept page, if it can be trusted: readable,
 * and its first set bits in the object area start objects with known
 * maps (a page whose bits the sweeper already cleared, or a table entry
 * wrong for this release, fails that).  NULL: walk the page whole.
 */
static const uint8_t *
hs_bitmap(const hs_page_t *pg)
{
	const uint8_t *bm;
	size_t i, n, checked = 0;

	if (pg->pg_livebm != NULL)
		return (pg->pg_livebm);
	if (pg->pg_sweep == 0 || pg->pg_bitmap == 0 ||
	    (bm = mdb_vptr(pg->pg_bitmap, HS_BITMAPBYTES)) == NULL)
		return (NULL);
	n = (pg->pg_end - pg->pg_chunk) / HS_W;
	if (n > HS_BITMAPBITS)
		n = HS_BITMAPBITS;
	n = (n + 63) & ~(size_t)63;
	i = (pg->pg_astart - pg->pg_chunk) / HS_W;
	while (checked < 4 && (i = hs_nextbit(bm, i, n)) < n) {
		uintptr_t a = pg->pg_chunk + i * HS_W, w;

		if (a + HS_W > pg->pg_end)
			break;
		if (hs_readword(a, &w) != 0 || (w & HS_WM) != 1 ||
		    hs_facts_of(w) == NULL)
			return (NULL);
		checked++;
		i += 2;
	}
	/*
	 * No bit at all: V8 3.14 says by its flags that the page is unswept
	 * (its sweeper sets a flag before it clears a bit), so nothing on it
	 * was marked: a page left with no live object (one such is kept).
	 */
	if (checked == 0 && v8_cfg.vc_page.pc_sweep_by_flags)
		return (bm);
	return (checked > 0 ? bm : NULL);
}

/*
 * Walks [start, end) of an unswept page by the marking bitmap bm of the
 * last full GC: each set bit starts a live object.  What lies between
 * is garbage the sweeper has not reached; it is skipped unparsed, since
 * the maps of dead objects may be dead and swept themselves.
 */
static int
hs_walk_marked(hs_walk_t *hw, const hs_page_t *pg, const uint8_t *bm,
    uintptr_t start, uintptr_t end)
{
	const uint8_t *base;
	v8_heapinfo_t *hi = hw->hw_info;
	size_t len = end - start, i, n, off, sz;
	uintptr_t live = start;		/* end of the last live object */
	uintptr_t lastmap = 0;
	const v8_mapfacts_t *lastmf = NULL;

	if (end <= start)
		return (0);
	if ((base = mdb_vptr(start, len)) == NULL)
		return (hs_walk_range(hw, start, end));
	hi->hi_pages[hw->hw_space]++;
	hi->hi_bytes[hw->hw_space] += len;
	n = (end - pg->pg_chunk + HS_WM) / HS_W;
	if (n > HS_BITMAPBITS)
		n = HS_BITMAPBITS;
	n = (n + 63) & ~(size_t)63;
	i = (start - pg->pg_chunk) / HS_W;

	while (i < n) {
		const v8_mapfacts_t *mf;
		uintptr_t w;

		/* live objects mostly follow one another: try bit i first */
		if ((bm[i / 8] & (1u << (i % 8))) == 0 &&
		    (i = hs_nextbit(bm, i, n)) >= n)
			break;
		if (pg->pg_chunk + i * HS_W + HS_W > end)
			break;
		off = pg->pg_chunk + i * HS_W - start;
		w = hs_word(base + off);
		if (lastmf != NULL && w == lastmap) {
			mf = lastmf;
		} else if ((w & HS_WM) != 1 || (mf = hs_facts_of(w)) == NULL) {
			hi->hi_rejected++;
			i++;
			continue;
		} else {
			lastmap = w;
			lastmf = mf;
		}
		if ((sz = hs_size(mf, base + off, len - off)) == 0) {
			size_t next;

			if (mf->mf_rule != V8_SZ_NONE) {
				hi->hi_rejected++;
				i++;
				continue;
			}
			/* up to the next live object (bit i + 1 may be set) */
			next = hs_nextbit(bm, i + 2, n);
			sz = next * HS_W + pg->pg_chunk > end ? len - off :
			    next * HS_W + pg->pg_chunk - start - off;
		}
		if (start + off > live)
			hi->hi_unmarked += start + off - live;
		if (hs_visit(hw, mf, start + off, sz, base + off) != 0)
			return (hw->hw_rc);
		live = start + off + sz;
		i = (live - pg->pg_chunk) / HS_W;
	}
	if (end > live)
		hi->hi_unmarked += end - live;
	return (hw->hw_rc);
}

static int
hs_walk_page(hs_walk_t *hw, const hs_page_t *pg, const uint8_t *bm,
    uintptr_t start, uintptr_t end)
{
	if (bm != NULL)
		return (hs_walk_marked(hw, pg, bm, start, end));
	return (hs_walk_range(hw, start, end));
}

/*
 * Walks the live part of page pg, [area start, pg_end), less its holes
 * (the unallocated parts of allocation areas); by the bitmap bm when not
 * NULL.  The page counts once however many pieces it is walked in.
 */
static int
hs_walk_holes(hs_walk_t *hw, const hs_page_t *pg, const uint8_t *bm)
{
	size_t np = hw->hw_info->hi_pages[hw->hw_space], k;
	uintptr_t a = pg->pg_astart;

	for (k = 0; k < pg->pg_nholes && hw->hw_rc == 0; k++) {
		const hs_hole_t *ho = &hs.hs_holes[pg->pg_hole0 + k];

		if (ho->ho_start >= pg->pg_end)
			break;
		(void) hs_walk_page(hw, pg, bm, a, ho->ho_start);
		a = ho->ho_end;
	}
	if (hw->hw_rc == 0 && a < pg->pg_end)
		(void) hs_walk_page(hw, pg, bm, a, pg->pg_end);
	if (hw->hw_info->hi_pages[hw->hw_space] > np + 1)
		hw->hw_info->hi_pages[hw->hw_space] = np + 1;
	return (hw->hw_rc);
}

/*
 * The unit of FreeSpace::size, measured on the core.  It counts bytes in
 * some V8 builds and tagged words in others, and it changed inside one
 * V8 build series (13.6.233.8 bytes, 13.6.233.17 words: facts.c), so the
 * version cannot say.  Every swept page that holds free space is walked
 * both ways: the unit under which the walk meets only object starts,
 * where the other meets words that are none, gets the page's vote.
 * Unanimous votes decide; votes both ways (or against jsmdb's fact for
 * the release) are said, and with no unit decided a FreeSpace cannot be
 * sized: the walk counts it as rejected and says so.
 */
#define	HS_FS_VOTES	8		/* decisive pages enough to decide */

static void
hs_freespace_unit(void)
{
	v8_pagecfg_t *pc = &v8_cfg.vc_page;
	int fact = pc->pc_freespace_words, unit;
	size_t votes[2] = { 0, 0 }, i;

	for (i = 0; i < hs.hs_npages &&
	    votes[0] + votes[1] < HS_FS_VOTES; i++) {
		const hs_page_t *pg = &hs.hs_pages[i];
		v8_heapinfo_t hi[2];
		hs_walk_t hw;

		if (pg->pg_garbage || pg->pg_sweep != 0 ||
		    hs_bitmap(pg) != NULL || pg->pg_space == V8_SPACE_RO)
			continue;
		for (unit = 0; unit < 2; unit++) {
			memset(&hi[unit], 0, sizeof (hi[unit]));
			memset(&hw, 0, sizeof (hw));
			hw.hw_info = &hi[unit];
			hw.hw_space = pg->pg_space;
			hw.hw_exec = pg->pg_exec;
			pc->pc_freespace_words = unit;
			(void) hs_walk_holes(&hw, pg, NULL);
			if (hi[0].hi_fillers == 0)
				break;		/* no free space: no vote */
		}
		if (unit == 2 && (hi[0].hi_rejected == 0) !=
		    (hi[1].hi_rejected == 0))
			votes[hi[0].hi_rejected == 0 ? 0 : 1]++;
	}
	if (votes[0] != 0 && votes[1] != 0) {
		mdb_warn("v8: free space in V8 %s's heap reads as counted "
		    "in bytes on %lu pages and in words on %lu: FreeSpace "
		    "objects cannot be sized, and the heap walk skips past "
		    "them", v8_cfg.vc_version, (unsigned long)votes[0],
		    (unsigned long)votes[1]);
		unit = -1;
	} else if (votes[0] + votes[1] != 0) {
		unit = votes[1] != 0;
		if (fact >= 0 && fact != unit)
			mdb_warn("v8: FreeSpace sizes in this core count %s "
			    "(measured on %lu pages), not %s as jsmdb's facts "
			    "for V8 %d.%d say: the core's unit is used",
			    unit ? "words" : "bytes",
			    (unsigned long)(votes[0] + votes[1]),
			    fact ? "words" : "bytes", v8_cfg.vc_major,
			    v8_cfg.vc_minor);
	} else {
		unit = fact;
	}
	pc->pc_freespace_words = unit;
}

/*
 * The fallback: every word of the writable anonymous mappings.  V8 maps
 * its heap in chunks aligned to 256 KiB, so unless asked for everything
 * (-b, mdb_v8's "include the brk heap") mappings that do not start on
 * such a boundary -- the malloc heap -- are left out: their words point
 * to maps too (handles, caches) without being objects.
 */
static int
hs_walk_mappings(hs_walk_t *hw, int everything)
{
	size_t i;

	for (i = 0; i < hs.hs_nsegs && hw->hw_rc == 0; i++) {
		const hs_seg_t *s = &hs.hs_segs[i];
		const uint8_t *base;
		size_t off, len = s->sg_incore, sz, done = 0;

		if (!s->sg_anon || (s->sg_prot & MDB_PROT_EXEC) ||
		    !(s->sg_prot & MDB_PROT_WRITE) ||
		    (!everything && (s->sg_start & (HS_PAGESIZE - 1)) != 0) ||
		    (base = mdb_vptr(s->sg_start, len)) == NULL)
			continue;
		if (mdb_interrupted())
			return (-1);
		hw->hw_info->hi_pages[V8_SPACE_SCAN]++;
		hw->hw_info->hi_bytes[V8_SPACE_SCAN] += len;
		hw->hw_space = V8_SPACE_SCAN;
		for (off = 0; off + HS_W <= len; ) {
			const v8_mapfacts_t *mf;

			/* keep the resident part of the core small */
			if (off - done >= HS_PAGESIZE) {
				hs_done(s->sg_start + done, off - done);
				done = off;
			}
			if ((mf = hs_objat(base + off, len - off, &sz)) ==
			    NULL) {
				off += HS_W;
				continue;
			}
			if (sz == 0)
				sz = HS_W;
			if (hs_visit(hw, mf, s->sg_start + off, sz,
			    base + off) != 0)
				break;
			off += sz;
		}
		mdb_vdone(s->sg_start, len);
		hw->hw_progress += len;
		mdb_progress(hw->hw_progress);
	}
	return (hw->hw_rc);
}

/*
 * V8 3.14 sweeps old space conservatively (mark-compact.cc
 * SweepConservatively: every page when --expose-gc is on, the first of
 * each space at once and the rest lazily otherwise, so that on a core
 * taken any time after a full GC nearly every old page is swept so): the
 * page's mark bits are cleared and only runs of more than 32 dead words
 * become free space; smaller dead objects stay intact between live ones,
 * unmarked, their maps perhaps dead too.  Nothing on such a page says
 * what is live, so jsmdb finds out as a collector would: an object there
 * is live when a live object, or memory outside the heap, refers to it.
 *
 *  - the seeds: every object walked on the other pages (swept precisely,
 *    unswept ones by their mark bits, the live part of new space, code
 *    pages byte by byte: machine code embeds pointers unaligned); the
 *    live handles of V8's handle blocks, as V8's own
 *    HandleScopeImplementer::IterateThis visits them (hs_lv_handles:
 *    every block of the isolate's list but the last, the last up to the
 *    isolate's handle_scope_data_.next; not the rest of the last block
 *    nor the spare block, whose words are handles of closed scopes that
 *    may name dead objects); and every other word of the writable
 *    memory outside the heap (stacks from their threads' stack pointers
 *    up, global handles, the Heap's root list);
 *  - then every word of each object found live, until nothing new is.
 *
 * A word refers to an object there only when it is a tagged pointer to
 * the start of an object (its first word a Map jsmdb knows).  Nothing an
 * object dead at the last full GC can be referred to by a live object
 * (it was unreachable, and stays so); an object allocated on the page
 * since then is found like any other.  What is found is kept as a
 * bitmap per page, which the walk then follows as it follows an unswept
 * page's mark bits.  Memory outside the heap and the handle blocks is
 * read whole: a stale word there that names a dead object would keep it
 * counted.  The handle blocks are where such words were found (a heap.js
 * core whose last block held, past next, handles to 3 dead objects of a
 * class); on the heap.js and demo.js cores checked, no other place held
 * one.  When the handle blocks cannot be read as V8 keeps them (a check
 * fails, or no facts), they are read whole and ::findjsobjects says, on
 * stderr, that counts on these pages are upper bounds.  -v says how many
 * pages were decided this way, and how many live handles seeded them.
 */
static int
hs_lv_mark(uintptr_t w)
{
	const v8_mapfacts_t *mf;
	hs_page_t *pg;
	uintptr_t a, m;
	size_t i;

	if ((w & 3) != 1)
		return (0);
	a = w - 1;
	if (a < hs.hs_lo || a >= hs.hs_hi ||
	    (pg = hs_page_find(a)) == NULL || pg->pg_livebm == NULL ||
	    a < pg->pg_astart || a + 2 * HS_W > pg->pg_end || hs_in_hole(pg, a))
		return (0);
	i = (a - pg->pg_chunk) / HS_W;
	if (i >= HS_BITMAPBITS || (pg->pg_livebm[i / 8] & (1u << (i % 8))))
		return (0);
	/* free space is no object (a stale word may name what it was) */
	if (hs_readword(a, &m) != 0 || (m & HS_WM) != 1 ||
	    (mf = hs_facts_of(m)) == NULL || (mf->mf_flags & V8_MF_FILLER) ||
	    mf->mf_type == hs.hs_t_freespace)
		return (0);
	pg->pg_livebm[i / 8] |= (uint8_t)(1u << (i % 8));
	hs.hs_lv_live++;
	if (hs.hs_lv_n == hs.hs_lv_cap) {
		size_t ncap = hs.hs_lv_cap == 0 ? 4096 : hs.hs_lv_cap * 2;
		uintptr_t *n = mdb_alloc(ncap * sizeof (uintptr_t), UM_SLEEP);

		if (n == NULL)
			return (-1);
		if (hs.hs_lv_stack != NULL) {
			memcpy(n, hs.hs_lv_stack,
			    hs.hs_lv_n * sizeof (uintptr_t));
			mdb_free(hs.hs_lv_stack,
			    hs.hs_lv_cap * sizeof (uintptr_t));
		}
		hs.hs_lv_stack = n;
		hs.hs_lv_cap = ncap;
	}
	hs.hs_lv_stack[hs.hs_lv_n++] = a;
	return (0);
}

/* Marks what the words of [p, p + len) refer to (unaligned: code). */
static void
hs_lv_scan(const uint8_t *p, size_t len, int unaligned)
{
	size_t i, step = unaligned ? 1 : HS_W;

	for (i = 0; i + HS_W <= len; i += step)
		(void) hs_lv_mark(hs_word(p + i));
}

/*
 * Objects that hold no references past their map: strings, numbers,
 * byte and double arrays (their bytes are data, whatever they look like;
 * V8's collector does not look into them either).
 */
static int
hs_lv_data(const v8_mapfacts_t *mf)
{
	return ((mf->mf_flags & (V8_MF_STRING | V8_MF_FILLER)) != 0 ||
	    mf->mf_type == v8_cfg.vt_HeapNumber ||
	    mf->mf_type == v8_cfg.vt_FixedDoubleArray ||
	    mf->mf_type == hs.hs_t_freespace ||
	    mf->mf_rule == V8_SZ_BYTES);
}

static int
hs_lv_obj(const v8_hobj_t *ho, void *arg)
{
	if (ho->vh_facts != NULL && hs_lv_data(ho->vh_facts))
		return (0);
	if (ho->vh_ptr != NULL && ho->vh_size > HS_W)
		hs_lv_scan(ho->vh_ptr + HS_W, ho->vh_size - HS_W,
		    ho->vh_space == V8_SPACE_CODE);
	return (0);
}

/* The threads' stack pointers (what lies below one is stale). */
#define	HS_LV_MAXSP	512
#define	HS_LV_REDZONE	128	/* x86-64 ABI: a leaf's scratch below sp */

typedef struct hs_lv_sps {
	uintptr_t ls_sp[HS_LV_MAXSP];
	size_t ls_n;
} hs_lv_sps_t;

static int
hs_lv_thread(uintptr_t tid, const void *data, void *arg)
{
	hs_lv_sps_t *ls = arg;
	mdb_reg_t sp;

	if (ls->ls_n < HS_LV_MAXSP &&
	    mdb_getareg((uint_t)tid, "sp", &sp) == 0 && sp != 0)
		ls->ls_sp[ls->ls_n++] = (uintptr_t)sp;
	return (WALK_NEXT);
}

/*
 * V8 3.14's handle blocks (src/api.h HandleScopeImplementer, src/api.cc
 * IterateThis): the isolate's HandleScopeImplementer keeps its blocks of
 * kHandleBlockSize slots in blocks_; every block but the last is full of
 * live handles, the last holds them up to the isolate's
 * handle_scope_data_.next, and the block spare_ keeps for the next
 * scope holds none.  What lies past next, and in the spare, are the
 * handles of scopes closed since: stale words naming objects that may
 * have died.  These blocks are malloc'd, outside the heap: the seed scan
 * leaves them to this, which marks from their live handles only.
 *
 * Every value read is checked against the others (the implementer's
 * isolate is the isolate; the blocks within the list's capacity; the
 * last block's end is the isolate's limit, next between its start and
 * its end; no deferred handle scope open) before it is believed; when
 * one fails, nothing is set apart and the blocks are read whole like
 * the memory around them, and *whyp says why (the caller says once that
 * the counts are then upper bounds).  Returns 0, or -1 on no memory.
 */
static int
hs_lv_skip_add(uintptr_t start, uintptr_t end)
{
	if (hs.hs_lv_nskip == hs.hs_lv_skipcap) {
		size_t ncap = hs.hs_lv_skipcap == 0 ? 64 :
		    hs.hs_lv_skipcap * 2;
		hs_lv_range_t *n = mdb_alloc(ncap * sizeof (hs_lv_range_t),
		    UM_SLEEP);

		if (n == NULL)
			return (-1);
		if (hs.hs_lv_skip != NULL) {
			memcpy(n, hs.hs_lv_skip,
			    hs.hs_lv_nskip * sizeof (hs_lv_range_t));
			mdb_free(hs.hs_lv_skip,
			    hs.hs_lv_skipcap * sizeof (hs_lv_range_t));
		}
		hs.hs_lv_skip = n;
		hs.hs_lv_skipcap = ncap;
	}
	hs.hs_lv_skip[hs.hs_lv_nskip].lr_start = start;
	hs.hs_lv_skip[hs.hs_lv_nskip].lr_end = end;
	hs.hs_lv_nskip++;
	return (0);
}

static int
hs_lv_int32(uintptr_t addr, int32_t *vp)
{
	return (mdb_vread(vp, sizeof (*vp), addr) == sizeof (*vp) ? 0 : -1);
}

/* Marks from [a, end): a live range of handles. */
static void
hs_lv_scan_live(uintptr_t a, uintptr_t end)
{
	while (a < end) {
		size_t n = end - a > ((size_t)1 << 20) ?
		    ((size_t)1 << 20) : end - a;
		const uint8_t *p = mdb_vptr(a, n);

		if (p != NULL)
			hs_lv_scan(p, n, 0);
		a += n;
	}
}

#define	HS_LV_MAXBLOCKS	65536	/* 512 MB of handles on x64 */

static int
hs_lv_handles(uintptr_t heap, const char **whyp)
{
	const v8_pagecfg_t *pc = &v8_cfg.vc_page;
	uintptr_t iso, next, limit, hsi, w, data, spare, bsz, last = 0;
	size_t nlive = 0, mark = hs.hs_lv_nskip;
	int32_t cap, len, i;

	if (v8_cfg.vc_ptrsize != HS_W) {
		*whyp = "its pointers are not tagged words";
		return (0);
	}
	bsz = (uintptr_t)pc->pc_handle_block_words * HS_W;
	iso = heap - (uintptr_t)pc->pc_iso_heap;
	if (heap < (uintptr_t)pc->pc_iso_heap ||
	    hs_readword(iso + pc->pc_iso_hs_next, &next) != 0 ||
	    hs_readword(iso + pc->pc_iso_hs_limit, &limit) != 0 ||
	    hs_readword(iso + pc->pc_iso_hsi, &hsi) != 0 || hsi == 0 ||
	    hs_readword(hsi + pc->pc_hsi_isolate, &w) != 0 || w != iso) {
		*whyp = "the isolate's HandleScopeImplementer was not found";
		return (0);
	}
	if (hs_readword(hsi + pc->pc_hsi_blocks, &data) != 0 ||
	    hs_lv_int32(hsi + pc->pc_hsi_blocks_cap, &cap) != 0 ||
	    hs_lv_int32(hsi + pc->pc_hsi_blocks_len, &len) != 0 ||
	    len < 0 || cap < len || len > HS_LV_MAXBLOCKS ||
	    (len > 0 && data == 0) ||
	    hs_readword(hsi + pc->pc_hsi_spare, &spare) != 0 ||
	    hs_readword(hsi + pc->pc_hsi_deferred, &w) != 0) {
		*whyp = "its list of handle blocks could not be read";
		return (0);
	}
	if (w != 0) {
		*whyp = "a deferred handle scope was open";
		return (0);
	}
	if (len == 0 ? (next != 0 || limit != 0) :
	    (hs_readword(data + (uintptr_t)(len - 1) * HS_W, &last) != 0 ||
	    last == 0 || last + bsz < last || limit != last + bsz ||
	    next < last || next > limit || (next & HS_WM) != 0)) {
		*whyp = "the isolate's next handle is not in its last block";
		return (0);
	}
	for (i = 0; i < len; i++) {
		uintptr_t b;

		if (hs_readword(data + (uintptr_t)i * HS_W, &b) != 0 ||
		    b == 0 || (b & HS_WM) != 0 || b + bsz < b) {
			hs.hs_lv_nskip = mark;
			*whyp = "a handle block could not be read";
			return (0);
		}
		if (hs_lv_skip_add(b, b + bsz) != 0)
			return (-1);
	}
	if (spare != 0 && spare + bsz > spare &&
	    hs_lv_skip_add(spare, spare + bsz) != 0)
		return (-1);
	/* the seeds they hold: the live handles */
	for (i = 0; i < len; i++) {
		uintptr_t b = hs.hs_lv_skip[mark + (size_t)i].lr_start;
		uintptr_t e = i == len - 1 ? next : b + bsz;

		hs_lv_scan_live(b, e);
		nlive += (e - b) / HS_W;
	}
	hs.hs_info.hi_reach_handles += nlive;
	hs.hs_info.hi_reach_stale += (size_t)len * bsz - nlive * HS_W +
	    (spare != 0 ? bsz : 0);
	return (0);
}

static int
hs_lv_rangecmp(const void *a, const void *b)
{
	const hs_lv_range_t *x = a, *y = b;

	return (x->lr_start < y->lr_start ? -1 :
	    x->lr_start > y->lr_start);
}

/* Marks from the words of [a, stop) but those of the handle blocks. */
static void
hs_lv_scan_mem(uintptr_t a, uintptr_t stop)
{
	size_t k = 0;

	while (a < stop) {
		uintptr_t e = stop;

		/* (sorted by start) the first block that ends past a */
		while (k < hs.hs_lv_nskip && hs.hs_lv_skip[k].lr_end <= a)
			k++;
		if (k < hs.hs_lv_nskip && hs.hs_lv_skip[k].lr_start <= a) {
			a = hs.hs_lv_skip[k].lr_end;
			continue;
		}
		if (k < hs.hs_lv_nskip && hs.hs_lv_skip[k].lr_start < e)
			e = hs.hs_lv_skip[k].lr_start;
		hs_lv_scan_live(a, e);
		a = e;
	}
}

static void
hs_liveness(void)
{
	hs_lv_sps_t *ls;
	v8_heapinfo_t scratch;
	hs_walk_t hw;
	size_t i, j, ncons = 0;

	hs.hs_lv_done = 1;
	if (!v8_cfg.vc_page.pc_sweep_by_flags)
		return;
	for (i = 0; i < hs.hs_npages; i++) {
		hs_page_t *pg = &hs.hs_pages[i];

		if (pg->pg_garbage || !pg->pg_cons ||
		    pg->pg_space != V8_SPACE_OLD)
			continue;
		if ((pg->pg_livebm = mdb_zalloc(HS_BITMAPBYTES,
		    UM_SLEEP)) == NULL)
			return;
		ncons++;
	}
	if ((hs.hs_lv_pages = ncons) == 0)
		return;

	/* the seeds: the objects of every other page */
	memset(&hw, 0, sizeof (hw));
	memset(&scratch, 0, sizeof (scratch));
	hw.hw_cb = hs_lv_obj;
	hw.hw_info = &scratch;
	for (i = 0; i < hs.hs_npages; i++) {
		hs_page_t *pg = &hs.hs_pages[i];
		const uint8_t *bm;

		if (pg->pg_garbage || pg->pg_livebm != NULL)
			continue;
		hw.hw_space = pg->pg_space;
		hw.hw_exec = pg->pg_exec;
		if (pg->pg_exec) {
			const uint8_t *p = mdb_vptr(pg->pg_astart,
			    pg->pg_end - pg->pg_astart);

			if (p != NULL)
				hs_lv_scan(p, pg->pg_end - pg->pg_astart, 1);
			continue;
		}
		bm = hs_bitmap(pg);
		(void) hs_walk_holes(&hw, pg, bm);
	}
	/*
	 * ... the live handles (the handle blocks set apart from the scan
	 * below); a heap whose handles cannot be told has its blocks read
	 * whole, and the counts say they are upper bounds
	 */
	if (v8_cfg.vc_page.pc_hs_known) {
		for (i = 0; i < hs.hs_nheaps; i++) {
			const char *why = NULL;

			if (hs_lv_handles(hs.hs_heaps[i], &why) != 0) {
				why = "out of memory";
				hs.hs_lv_nskip = 0;
			}
			if (why != NULL && hs.hs_lv_why == NULL)
				hs.hs_lv_why = why;
		}
	} else {
		hs.hs_lv_why = "jsmdb has no facts on this V8's handle blocks";
	}
	if (hs.hs_lv_why != NULL)
		hs.hs_info.hi_reach_inexact = 1;
	if (hs.hs_lv_nskip > 1)
		mdb_qsort(hs.hs_lv_skip, hs.hs_lv_nskip, sizeof (hs_lv_range_t),
		    hs_lv_rangecmp);
	/*
	 * ... and the writable memory outside the heap's pages; a thread's
	 * stack from its stack pointer up (below it are stale frames)
	 */
	if ((ls = mdb_zalloc(sizeof (*ls), UM_SLEEP)) != NULL)
		(void) mdb_walk("thread", hs_lv_thread, ls);
	for (i = 0, j = 0; i < hs.hs_nsegs; i++) {
		const hs_seg_t *s = &hs.hs_segs[i];
		uintptr_t a = (s->sg_start + HS_WM) & ~HS_WM;
		uintptr_t end = s->sg_start + s->sg_incore;
		uintptr_t lowsp = 0;
		size_t k;

		if ((s->sg_prot & (MDB_PROT_READ | MDB_PROT_WRITE)) !=
		    (MDB_PROT_READ | MDB_PROT_WRITE))
			continue;
		/* (the lowest, should two threads' stacks share a mapping) */
		for (k = 0; ls != NULL && k < ls->ls_n; k++) {
			if (ls->ls_sp[k] >= s->sg_start &&
			    ls->ls_sp[k] < s->sg_end &&
			    (lowsp == 0 || ls->ls_sp[k] < lowsp))
				lowsp = ls->ls_sp[k];
		}
		if (lowsp != 0 && lowsp - HS_LV_REDZONE > a)
			a = (lowsp - HS_LV_REDZONE) & ~HS_WM;
		while (a < end) {
			uintptr_t stop = end;

			while (j < hs.hs_npages && hs.hs_pages[j].pg_chunk +
			    hs.hs_pages[j].pg_size <= a)
				j++;
			if (j < hs.hs_npages && hs.hs_pages[j].pg_chunk <= a) {
				a = hs.hs_pages[j].pg_chunk +
				    hs.hs_pages[j].pg_size;
				a = (a + HS_WM) & ~HS_WM;
				continue;
			}
			if (j < hs.hs_npages && hs.hs_pages[j].pg_chunk < stop)
				stop = hs.hs_pages[j].pg_chunk;
			hs_lv_scan_mem(a, stop);
			a = stop;
		}
	}
	if (ls != NULL)
		mdb_free(ls, sizeof (*ls));
	/* the closure */
	while (hs.hs_lv_n > 0) {
		uintptr_t a = hs.hs_lv_stack[--hs.hs_lv_n], m;
		const v8_mapfacts_t *mf;
		const uint8_t *p;
		hs_page_t *pg = hs_page_find(a);
		size_t avail, sz;

		if (pg == NULL || hs_readword(a, &m) != 0 ||
		    (mf = hs_facts_of(m)) == NULL)
			continue;
		avail = pg->pg_end - a;
		if ((p = mdb_vptr(a, avail)) == NULL)
			continue;
		if (hs_lv_data(mf) ||
		    (sz = hs_size(mf, p, avail)) == 0 || sz > avail)
			continue;
		hs_lv_scan(p + HS_W, sz - HS_W, 0);
	}
	if (hs.hs_lv_stack != NULL) {
		mdb_free(hs.hs_lv_stack, hs.hs_lv_cap * sizeof (uintptr_t));
		hs.hs_lv_stack = NULL;
		hs.hs_lv_cap = 0;
	}
	if (hs.hs_lv_skip != NULL) {
		mdb_free(hs.hs_lv_skip,
		    hs.hs_lv_skipcap * sizeof (hs_lv_range_t));
		hs.hs_lv_skip = NULL;
		hs.hs_lv_nskip = hs.hs_lv_skipcap = 0;
	}
}

int
v8_heap_iter(uint_t flags, v8_hobj_f *cb, void *arg)
{
	hs_walk_t hw;
	size_t i;

#if HS_W == 8
	if (HS_TO_W4)
		return (hs_w4_heap_iter(flags, cb, arg));
#endif
	if (hs_init() != 0)
		return (-1);
	memset(&hw, 0, sizeof (hw));
	hw.hw_cb = cb;
	hw.hw_arg = arg;
	hw.hw_info = &hs.hs_info;
	/* the counters describe the last walk */
	memset(hs.hs_info.hi_pages, 0, sizeof (hs.hs_info.hi_pages));
	memset(hs.hs_info.hi_bytes, 0, sizeof (hs.hs_info.hi_bytes));
	hs.hs_info.hi_objects = hs.hs_info.hi_fillers = 0;
	hs.hs_info.hi_rejected = hs.hs_info.hi_skipped = 0;
	hs.hs_info.hi_garbage_pages = hs.hs_info.hi_garbage_bytes = 0;
	hs.hs_info.hi_freed_pages = hs.hs_info.hi_unswept_pages = 0;
	hs.hs_info.hi_reach_pages = hs.hs_info.hi_reach_whole = 0;
	hs.hs_info.hi_unmarked = 0;

	if (flags & V8_HEAP_SCAN) {
		int rv;

		mdb_progress_begin("scanning every writable mapping", 0);
		rv = hs_walk_mappings(&hw, 1);
		mdb_progress_end(0);
		return (rv);
	}
	if (hs_pages_usable() != 0)
		return (-1);
	if (!hs.hs_lv_done)
		hs_liveness();

	/* a progress line on a terminal when the walk takes a while */
	{
		uint64_t total = 0;

		for (i = 0; i < hs.hs_npages; i++)
			total += hs.hs_pages[i].pg_size;
		mdb_progress_begin("walking the V8 heap", total);
	}
	for (i = 0; i < hs.hs_npages && hw.hw_rc == 0; i++) {
		hs_page_t *pg = &hs.hs_pages[i];
		const uint8_t *bm;

		hw.hw_progress += pg->pg_size;
		mdb_progress(hw.hw_progress);
		if (mdb_interrupted()) {
			mdb_progress_end(0);
			return (-1);
		}
		if (pg->pg_garbage) {
			hs.hs_info.hi_garbage_pages++;
			hs.hs_info.hi_garbage_bytes +=
			    pg->pg_aend - pg->pg_astart;
			if (pg->pg_garbage == HS_G_FREED)
				hs.hs_info.hi_freed_pages++;
			hs_done(pg->pg_chunk, pg->pg_size);
			continue;
		}
		if ((pg->pg_space == V8_SPACE_CODE &&
		    !(flags & V8_HEAP_CODE)) ||
		    (pg->pg_space == V8_SPACE_RO && !(flags & V8_HEAP_RO)))
			continue;
		hw.hw_space = pg->pg_space;
		hw.hw_exec = pg->pg_exec;
		hs.hs_info.hi_garbage_bytes += pg->pg_aend - pg->pg_end;
		if (pg->pg_livebm != NULL) {
			bm = pg->pg_livebm;
			hs.hs_info.hi_reach_pages++;
		} else if (pg->pg_cons && pg->pg_space == V8_SPACE_OLD) {
			bm = NULL;
			hs.hs_info.hi_reach_whole++;
		} else if ((bm = hs_bitmap(pg)) != NULL) {
			hs.hs_info.hi_unswept_pages++;
		} else if (pg->pg_sweep != 0) {
			hs.hs_info.hi_unswept_whole++;
		}
		hs.hs_info.hi_garbage_bytes += hs_hole_bytes(pg);
		(void) hs_walk_holes(&hw, pg, bm);
		/* one pass: this page's bytes may leave memory now */
		hs_done(pg->pg_chunk, pg->pg_size);
	}
	hs.hs_info.hi_garbage_bytes += hs.hs_info.hi_unmarked;
	/* never silently: dead objects on those pages were counted */
	if (hw.hw_rc == 0 && hs.hs_info.hi_reach_whole > 0 &&
	    !hs.hs_said_whole) {
		hs.hs_said_whole = 1;
		mdb_warn("heap walk: %lu page%s V8 %d.%d swept conservatively "
		    "could not be decided by reachability (out of memory) "
		    "and were walked whole: their dead objects are counted "
		    "too", (unsigned long)hs.hs_info.hi_reach_whole,
		    hs.hs_info.hi_reach_whole == 1 ? "" : "s",
		    v8_cfg.vc_major, v8_cfg.vc_minor);
	}
	/*
	 * Pages decided by reachability whose seeds include handle blocks
	 * read whole: a stale handle there may name a dead object.
	 */
	if (hw.hw_rc == 0 && hs.hs_info.hi_reach_pages > 0 &&
	    hs.hs_info.hi_reach_inexact && !hs.hs_said_lvinexact) {
		hs.hs_said_lvinexact = 1;
		mdb_warn("heap walk: counts on the %lu page%s V8 %d.%d swept "
		    "conservatively are upper bounds: their objects are live "
		    "when reachable from memory outside the heap, and the "
		    "live handles could not be told from stale ones in V8's "
		    "handle blocks (%s), so a handle of a closed scope may "
		    "keep a dead object counted",
		    (unsigned long)hs.hs_info.hi_reach_pages,
		    hs.hs_info.hi_reach_pages == 1 ? "" : "s",
		    v8_cfg.vc_major, v8_cfg.vc_minor,
		    hs.hs_lv_why != NULL ? hs.hs_lv_why : "unknown");
	}
	/*
	 * Places in live pages where no object could be read (no map, an
	 * object that cannot be sized): what was there is in no count.
	 * Said once; ::findjsobjects -v has the figures.
	 */
	if (hw.hw_rc == 0 && hs.hs_info.hi_rejected > 0 &&
	    !hs.hs_said_rejected) {
		hs.hs_said_rejected = 1;
		mdb_warn("heap walk: %lu place%s in live pages hold%s no "
		    "object jsmdb can read (%lu bytes skipped): whatever "
		    "was there is in no count (::findjsobjects -v)",
		    (unsigned long)hs.hs_info.hi_rejected,
		    hs.hs_info.hi_rejected == 1 ? "" : "s",
		    hs.hs_info.hi_rejected == 1 ? "s" : "",
		    (unsigned long)hs.hs_info.hi_skipped);
	}
	mdb_progress_end(0);
	return (hw.hw_rc);
}

const v8_heapinfo_t *
v8_heap_info(void)
{
#if HS_W == 8
	if (HS_TO_W4)
		return (hs_w4_heap_info());
#endif
	return (hs.hs_ready && hs.hs_ok ? &hs.hs_info : NULL);
}

#if HS_W == 8
const char *
v8_space_name(uint_t space)
{
	static const char *const names[V8_NSPACES] = {
		"new", "old", "code", "large", "read-only", "scanned"
	};

	return (space < V8_NSPACES ? names[space] : "?");
}
#endif

/* ---- the object containing an address ---- */

typedef struct hs_find {
	uintptr_t hf_addr;		/* untagged address looked for */
	v8_hobj_t hf_obj;
	int hf_found;
} hs_find_t;

static int
hs_find_cb(const v8_hobj_t *ho, void *arg)
{
	hs_find_t *hf = arg;
	uintptr_t start = ho->vh_addr - 1;

	if (hf->hf_addr >= start && hf->hf_addr < start + ho->vh_size) {
		hf->hf_obj = *ho;
		hf->hf_found = 1;
		return (1);
	}
	return (start > hf->hf_addr ? 1 : 0);
}

int
v8_heap_find(uintptr_t addr, v8_hobj_t *hp)
{
	hs_page_t *pg;
	hs_walk_t hw;
	hs_find_t hf;
	v8_heapinfo_t scratch;
	uintptr_t a = addr & ~HS_WM, w;
	const uint8_t *bm;
	size_t n;

#if HS_W == 8
	if (HS_TO_W4)
		return (hs_w4_heap_find(addr, hp));
#endif
	if (hs_init() != 0)
		return (-1);
	memset(&hf, 0, sizeof (hf));
	hf.hf_addr = addr & ~(uintptr_t)v8_cfg.vc_heapobject_tagmask;
	memset(&hw, 0, sizeof (hw));
	memset(&scratch, 0, sizeof (scratch));
	hw.hw_cb = hs_find_cb;
	hw.hw_arg = &hf;
	hw.hw_info = &scratch;

	if (hs.hs_info.hi_method == V8_HEAP_PAGES &&
	    (pg = hs_page_find(addr)) != NULL &&
	    addr >= pg->pg_astart && addr < pg->pg_aend) {
		hw.hw_space = pg->pg_space;
		hw.hw_exec = pg->pg_exec;
		/* on an unswept page, the live objects first (see above) */
		if (!pg->pg_garbage && (bm = hs_bitmap(pg)) != NULL) {
			(void) hs_walk_marked(&hw, pg, bm, pg->pg_astart,
			    pg->pg_end);
			if (!hf.hf_found)
				hw.hw_rc = 0;
		}
		/* garbage regions are walked too: say what is there */
		if (!hf.hf_found)
			(void) hs_walk_range(&hw, pg->pg_astart, pg->pg_aend);
		if (hf.hf_found) {
			*hp = hf.hf_obj;
			hp->vh_ptr = NULL;
			return (0);
		}
		return (-1);
	}

	/* elsewhere: the nearest map word at or below addr (mdb_v8's way) */
	for (n = 0; n < 65536 && a >= hs.hs_lo; n++, a -= HS_W) {
		const v8_mapfacts_t *mf;
		const uint8_t *p;
		size_t sz;

		if (hs_readword(a, &w) != 0)
			return (-1);
		if ((w & HS_WM) != 1 || (mf = hs_facts_of(w)) == NULL)
			continue;
		p = mdb_vptr(a, 2 * HS_W);
		sz = p != NULL ? hs_size(mf, p, 2 * HS_W) : 0;
		if (mf->mf_rule != HS_FIXED) {
			const uint8_t *q = mdb_vptr(a, addr - a + HS_W);

			sz = q != NULL ? hs_size(mf, q, (size_t)-1 / 2) : 0;
		}
		if (sz != 0 && addr >= a + sz)
			return (-1);
		hp->vh_addr = a + 1;
		hp->vh_size = sz;
		hp->vh_facts = mf;
		hp->vh_ptr = NULL;
		hp->vh_space = V8_SPACE_SCAN;
		return (0);
	}
	return (-1);
}

/* ---- ::v8pages ---- */

/* ::v8pages's JSON form (docs/json.md): a "page" record a page listed. */
static int
v8pages_json(uintptr_t addr, uint_t flags, uint_t all)
{
	size_t i, k, n = 0;

	for (i = 0; i < hs.hs_npages; i++) {
		const hs_page_t *pg = &hs.hs_pages[i];
		const char *garbage = NULL, *sweep = NULL;

		if ((flags & DCMD_ADDRSPEC) && (addr < pg->pg_chunk ||
		    addr >= pg->pg_chunk + pg->pg_size))
			continue;
		if (!all && !(flags & DCMD_ADDRSPEC) && pg->pg_garbage)
			continue;
		if (pg->pg_garbage == HS_G_FREED)
			garbage = "released";
		else if (pg->pg_garbage)
			garbage = pg->pg_flags & v8_cfg.vc_page.pc_flag_from ?
			    "from-space" : "stale to-space";
		else if (pg->pg_livebm != NULL)
			sweep = "swept conservatively, walked by reachability";
		else if (pg->pg_cons && pg->pg_space == V8_SPACE_OLD)
			sweep = "swept conservatively, walked whole";
		else if (pg->pg_sweep != 0)
			sweep = hs_bitmap(pg) != NULL ?
			    "unswept, walked by mark bits" :
			    "unswept, mark bits unusable";
		hs_done(pg->pg_chunk, pg->pg_size);
		mdb_json_begin("v8pages", "page");
		mdb_json_addr("chunk", pg->pg_chunk);
		mdb_json_uint("size", pg->pg_size);
		mdb_json_str("space", v8_space_name(pg->pg_space));
		mdb_json_addr("area", pg->pg_astart);
		mdb_json_addr("walked_to", pg->pg_end);
		mdb_json_addr("heap", pg->pg_heap);
		mdb_json_str("garbage", garbage);
		mdb_json_str("sweep", sweep);
		mdb_json_array_begin("lab_starts");
		for (k = 0; k < pg->pg_nholes; k++) {
			char b[32];

			(void) snprintf(b, sizeof (b), "%lx", (unsigned long)
			    hs.hs_holes[pg->pg_hole0 + k].ho_start);
			mdb_json_array_str(b);
		}
		mdb_json_array_end();
		mdb_json_array_begin("lab_ends");
		for (k = 0; k < pg->pg_nholes; k++) {
			char b[32];

			(void) snprintf(b, sizeof (b), "%lx", (unsigned long)
			    hs.hs_holes[pg->pg_hole0 + k].ho_end);
			mdb_json_array_str(b);
		}
		mdb_json_array_end();
		mdb_json_uint("flags", pg->pg_flags);
		mdb_json_end();
		n++;
	}
	mdb_json_begin("v8pages", "summary");
	mdb_json_str("heap_found_by", "pages");
	mdb_json_uint("pages", n);
	mdb_json_end();
	return (DCMD_OK);
}

#if HS_W == 8
static
#endif
int
dcmd_v8pages(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uint_t all = 0;
	size_t i, k;

#if HS_W == 8
	if (HS_TO_W4)
		return (hs_w4_dcmd_v8pages(addr, flags, argc, argv));
#endif
	if (mdb_getopts(argc, argv,
	    'a', MDB_OPT_SETBITS, 1, &all, NULL) != argc)
		return (DCMD_USAGE);
	if (v8_dcmd_start("v8pages", flags, V8_NEED_HEAP) != 0)
		return (DCMD_ERR);
	if (hs_init() != 0) {
		mdb_warn("v8pages: the V8 heap was not found");
		return (DCMD_ERR);
	}
	if (hs.hs_info.hi_method != V8_HEAP_PAGES) {
		if (flags & DCMD_JSON) {
			mdb_json_begin("v8pages", "summary");
			mdb_json_str("heap_found_by", "mappings");
			mdb_json_uint("pages", 0);
			mdb_json_end();
			return (DCMD_OK);
		}
		mdb_printf("no V8 page headers understood: the heap is found "
		    "by scanning mappings\n");
		return (DCMD_OK);
	}
	if (!hs.hs_lv_done)
		hs_liveness();
	if (flags & DCMD_JSON)
		return (v8pages_json(addr, flags, all));
	mdb_printf("%?s %8s %9s %?s %?s %?s %s\n", "CHUNK", "SIZE", "SPACE",
	    "AREA", "WALKED TO", "HEAP", "NOTE");
	for (i = 0; i < hs.hs_npages; i++) {
		const hs_page_t *pg = &hs.hs_pages[i];

		if ((flags & DCMD_ADDRSPEC) && (addr < pg->pg_chunk ||
		    addr >= pg->pg_chunk + pg->pg_size))
			continue;
		if (!all && !(flags & DCMD_ADDRSPEC) && pg->pg_garbage)
			continue;
		mdb_printf("%?p %8lx %9s %?p %?p %?p", pg->pg_chunk,
		    (unsigned long)pg->pg_size, v8_space_name(pg->pg_space),
		    pg->pg_astart, pg->pg_end, pg->pg_heap);
		if (pg->pg_garbage == HS_G_FREED)
			mdb_printf(" released");
		else if (pg->pg_garbage)
			mdb_printf(" %s", pg->pg_flags & v8_cfg.vc_page.pc_flag_from ?
			    "from-space" : "stale to-space");
		else if (pg->pg_livebm != NULL)
			mdb_printf(" swept conservatively (walked by "
			    "reachability)");
		else if (pg->pg_cons && pg->pg_space == V8_SPACE_OLD)
			mdb_printf(" swept conservatively (walked whole)");
		else if (pg->pg_sweep != 0)
			mdb_printf(" unswept (%s)", hs_bitmap(pg) != NULL ?
			    "walked by mark bits" : "mark bits unusable");
		hs_done(pg->pg_chunk, pg->pg_size);
		for (k = 0; k < pg->pg_nholes; k++)
			mdb_printf(" LAB %p-%p",
			    hs.hs_holes[pg->pg_hole0 + k].ho_start,
			    hs.hs_holes[pg->pg_hole0 + k].ho_end);
		mdb_printf(" flags %lx\n", (unsigned long)pg->pg_flags);
	}
	return (DCMD_OK);
}

#if HS_W == 8
static void
dcmd_v8pages_help(void)
{
	mdb_printf("%s\n",
"Lists the V8 heap pages found in the core, as the heap walk uses them:\n"
"chunk address and size, space, object area start, where the walk stops\n"
"(the allocation top on the current new-space page), the owning Heap, and\n"
"the unused part of each linear allocation area, left out of the walk\n"
"(LAB: the main thread's, or another thread's, from V8 10 its LocalHeap's).\n"
"Pages that hold no live objects are shown with -a: from-space, stale\n"
"to-space, and pages the last GC released that V8's unmapper thread had\n"
"not unmapped yet.  Old-space pages the sweeper had not swept yet are\n"
"marked unswept: only the objects the last full GC marked are walked\n"
"there.  V8 3.14's old-space pages swept conservatively keep their small\n"
"dead objects and no mark bits: only the objects reachable from live\n"
"objects and from memory outside the heap are walked there (swept\n"
"conservatively, walked by reachability).  With an address, the page\n"
"containing it.");
}

const mdb_dcmd_t v8_heapscan_dcmds[] = {
	{ "v8pages", "?[-a]", "list the V8 heap pages in the core",
	    dcmd_v8pages, dcmd_v8pages_help, MDB_DCMD_JSON },
	{ NULL }
};
#endif
