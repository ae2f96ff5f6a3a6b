/*
 * heapsnapshot.c: ::heapsnapshot FILE, the core's V8 heap as a Chrome
 * DevTools heap snapshot (.heapsnapshot), the JSON that V8's
 * HeapSnapshotJSONSerializer writes (src/profiler/heap-snapshot-
 * generator.cc): snapshot.meta, nodes, edges, strings.  DevTools' Memory
 * tab and memlab read it.
 *
 * It streams, and its memory does not grow with the number of objects.
 * Pass 1 walks the heap and marks where each object starts in the rank
 * map: a bit per tagged word of each 256 KiB chunk of heap that holds
 * objects, and the node index of the chunk's first object (the walk
 * meets a chunk's objects in one run, in address order: pass 1 checks
 * it, and where it does not hold falls back to an id map of 12 bytes an
 * object, and says so).  An edge's target node index is then its
 * chunk's first plus the bits below it: 1/62 of the heap's bytes, not
 * 12 bytes an object.  Pass 2 walks the heap again: each object's node
 * goes to the file as it is met, its edges to a temporary file (their
 * count is the node's edge_count, known only once they are enumerated);
 * the edges are then copied after the nodes.  The strings go to a second
 * temporary file as they are first met and are copied last; a bounded
 * cache (12 MiB of slots, 16 MiB of their bytes) gives a string met again
 * its first index, and a string met again once the cache has forgotten
 * it is written again (the format allows it; it costs file size, never a
 * wrong name).  docs/internals.md has the figures.
 *
 * Nodes and edges are named as V8 names them where jsmdb can see the same
 * thing (HeapGraphNode::Type, HeapGraphEdge::Type, heap-snapshot-
 * generator.h): a JS object is an "object" named by its constructor, a
 * function a "closure" named by its function name, a string a "string"
 * named by its first characters, a Context "system / Context" whose slots
 * are "context" edges named from its ScopeInfo, properties "property"
 * edges, elements "element" edges, a map an "object shape".  What jsmdb
 * cannot decode is not guessed: an object whose properties or constructor
 * cannot be read is a node named "<undecodable ...>", and the dcmd says how
 * many there were, once.  docs/reference.md lists what differs from V8's
 * own snapshots and why.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "v8.h"
#include "facts.h"
#include "frames.h"
#include "sort.h"

/*
 * The format: HeapGraphNode::Type and HeapGraphEdge::Type
 * (include/v8-profiler.h), in the order whose numbers the file uses;
 * node_fields as V8 9.3 on writes them (detachedness last).
 */
static const char *const hs_node_types[] = {
	"hidden", "array", "string", "object", "code", "closure", "regexp",
	"number", "native", "synthetic", "concatenated string",
	"sliced string", "symbol", "bigint", "object shape"
};
#define	HS_N_HIDDEN	0
#define	HS_N_ARRAY	1
#define	HS_N_STRING	2
#define	HS_N_OBJECT	3
#define	HS_N_CODE	4
#define	HS_N_CLOSURE	5
#define	HS_N_REGEXP	6
#define	HS_N_NUMBER	7
#define	HS_N_SYNTHETIC	9
#define	HS_N_CONS	10
#define	HS_N_SLICED	11
#define	HS_N_SYMBOL	12
#define	HS_N_BIGINT	13
#define	HS_N_SHAPE	14

static const char *const hs_edge_types[] = {
	"context", "element", "property", "internal", "hidden", "shortcut",
	"weak"
};
#define	HS_E_CONTEXT	0
#define	HS_E_ELEMENT	1
#define	HS_E_PROPERTY	2
#define	HS_E_INTERNAL	3
#define	HS_E_HIDDEN	4
#define	HS_E_SHORTCUT	5
#define	HS_E_WEAK	6

#define	HS_NODE_FIELDS	7	/* type name id self_size edge_count
				   trace_node_id detachedness */
#define	HS_MAXNAME	1024	/* characters of a string node's name
				   (V8: String::kMaxShortPrintLength) */
#define	HS_NSYNTH	(2 + HS_NCATS)	/* the root, (GC roots), the
					   categories of roots */
#define	HS_MAXDEFER	(1 << 18)	/* objects outside the walk */
#define	HS_DCAPMAX	(1 << 20)	/* slots of their table (12 MiB):
					   words of no object are not kept
					   once it is half full */
#define	HS_MAXSEEN	1024	/* targets an object's named edges reach,
				   kept to not repeat them as hidden */

/* ---- the node index of an address ---- */

/*
 * V8's categories of roots (RootVisitor::RootName, src/objects/visitors.cc
 * of V8 10.2 through 13.6: the names its snapshots give the children of
 * "(GC roots)"), each a node of its own under (GC roots).  Those jsmdb
 * decodes (hs_root_decoded: the global and eternal handles, where the
 * release's facts say how) are named as V8 names them, "(NAME)", with
 * V8's edges; the others "(NAME: not decoded on V8 x.y)", with no edges,
 * so that a reader sees the roots are not all there, and why an object
 * only they keep alive has no path from a root.  A release without one
 * (the fact snapshot_no_eternal_handles) has "(NAME: none in V8 x.y)".
 * The roots table's strong roots (hs_sr_read) are V8's "(Strong roots)"
 * before V8 12.4 and its "(Strong root list)" from 12.4 on, where its
 * "(Strong roots)" is another list (Heap::strong_roots_head_), not
 * decoded.
 */
static const char *const hs_root_cats[] = {
	"Strong roots", "Handle scope", "Global handles", "Eternal handles",
	"Stack roots", "Read-only roots", "Builtins", "Internalized strings",
	"External strings", "Startup object cache", "Shareable object cache",
	"Compilation cache", "Extensions", "Relocatable", "Strong root list"
};
#define	HS_MAXCATS	(sizeof (hs_root_cats) / sizeof (hs_root_cats[0]))
/*
 * The categories of this release: all but the last; and "(Strong root
 * list)" where V8 names the roots table's strong roots so (fact
 * snapshot_strong_root_list: V8 12.4 on; before, they are its "(Strong
 * roots)").  Set by v8_heapsnapshot_write before anything else.
 */
static size_t hs_ncats = HS_MAXCATS - 1;
#define	HS_NCATS	hs_ncats

/* Whether the release has no roots of category i at all. */
static int
hs_root_absent(size_t i)
{
	intptr_t v;

	return (strcmp(hs_root_cats[i], "Eternal handles") == 0 &&
	    v8_const("snapshot_no_eternal_handles", &v) == 0 && v == 1);
}

struct hs_state;
static int hs_root_decoded(const struct hs_state *, size_t);

/*
 * The rank map.  Node indexes are walk positions, and the walk visits
 * V8's pages one at a time, each from its start up (heapscan.c); so for a
 * chunk of HS_CHUNK bytes -- V8's page size or a fraction of its pages --
 * the objects that start in it are met in one run, in address order.
 * Per chunk, the node index of its first object and one bit per tagged
 * word marking the words objects start at, with a running count every
 * HS_GROUPW words of bits: an address's node index is its chunk's first
 * plus the bits below it (popcount).  4 KiB of bits and 128 bytes of
 * counts per 256 KiB chunk with objects (64-bit V8): 1/62 of the heap's
 * bytes, nothing per object.  Pass 1 checks the order: a chunk met in two
 * runs with a new object in the second, or an object below the previous
 * one, and the walk starts over with the id map below instead.
 */
#define	HS_CHUNK	((uintptr_t)1 << 18)	/* V8's kPageSize since V8
						   5.x, src/heap/spaces.h
						   (memory-chunk.h 11 on);
						   1 MiB before: a multiple */
#define	HS_GROUPW	8	/* bitmap words per running count */

typedef struct hs_chunk {
	uintptr_t hc_base;	/* untagged, HS_CHUNK-aligned */
	uint32_t hc_first;	/* node index of its first object */
	uint32_t hc_last;	/* tagged word of its last object, + 1 */
	uint64_t *hc_bits;	/* a bit per tagged word: an object starts */
	uint16_t *hc_cnt;	/* objects before each HS_GROUPW words */
} hs_chunk_t;

/*
 * The id map, where the walk's order is not the chunks': an object's
 * tagged address and its node index (its walk position until sorted),
 * packed: 12 bytes an object.
 */
typedef struct hs_pair {
	uintptr_t hp_addr;
	uint32_t hp_pos;
} __attribute__((packed)) hs_pair_t;

/* ---- the string table ---- */

/*
 * The strings go to a temporary file as they are first met, already JSON
 * (one a line, a comma before each but the first), and are copied to the
 * end of the snapshot; only a bounded cache of them stays in memory, to
 * give one string one index.  The cache is set-associative: a string's
 * 64-bit hash picks a bucket of HS_SWAYS slots; a full bucket forgets
 * one: by the clock algorithm, a string not met again since the bucket
 * last forgot one, the strings met once (most strings' nodes) first.  A string met
 * again after its slot was reused is added again under a new index: the
 * format allows a string twice, every reader takes the index's text, so
 * that costs file size, never a wrong name.  A slot is taken as a match
 * only when its bytes are equal: from the arena (the first HS_ARENA bytes
 * of strings, which hold the names met early and often) or read back
 * from the file.
 */
#define	HS_SBUCKETS	(1 << 16)
#define	HS_SWAYS	8		/* 512 Ki slots, 12 MiB */
#define	HS_ARENA	(16 << 20)	/* bytes of strings kept in memory */
#define	HS_SFILE	(1ULL << 63)	/* ss_where: an offset in the file */
#define	HS_SREF		(1ULL << 62)	/* ss_where: met again since the
					   bucket last forgot one */
#define	HS_SOFF		(HS_SREF - 1)
#define	HS_ENCBUF	32768		/* encoding buffer; larger: malloc */

typedef struct hs_sslot {
	uint64_t ss_hash;
	uint64_t ss_where;	/* arena offset, or file offset | HS_SFILE */
	uint32_t ss_idx1;	/* string index + 1; 0: free */
	uint32_t ss_len;	/* bytes, as JSON */
} hs_sslot_t;

/* A global handle: its object, a strong one's label, weak or not. */
typedef struct hs_gh {
	uintptr_t gh_obj;
	uintptr_t gh_label;	/* char *, 0: none */
	uint8_t gh_weak;	/* 0 strong, 1 weak, 2 eternal */
} hs_gh_t;

typedef struct hs_state {
	FILE *hs_out;
	FILE *hs_edges;		/* temporary: edges of the nodes written */
	size_t hs_n;		/* objects of the walk: its nodes */
	/* the rank map (hs_idmap 0) */
	hs_chunk_t *hs_chunks;	/* in walk order */
	size_t hs_nchunks, hs_chunkcap;
	uint32_t *hs_chhash;	/* chunk base -> index + 1 */
	size_t hs_chcap;
	hs_chunk_t *hs_cur;	/* the chunk of the last object */
	int hs_order;		/* the walk's order is not the chunks' */
	/* the id map (hs_idmap 1) */
	int hs_idmap;
	struct hs_pair *hs_map;	/* sorted by address */
	size_t hs_cap;
	size_t hs_walked;	/* pass 2's position */
	/*
	 * Objects the walk does not reach but edges do (read-only space
	 * where the walk does not know its pages): nodes after the walk's,
	 * found one by one (v8_heap_find) when an edge first meets them.
	 * An open-addressing table of address -> position (-1: no object).
	 */
	uintptr_t *hs_def;	/* in node order */
	size_t hs_ndef, hs_defcap;
	uintptr_t *hs_dkey;
	int32_t *hs_dval;
	size_t hs_dcap, hs_dused;
	int hs_diverged;
	/* the global and eternal handles: hs_gh_read, hs_eh_read */
	hs_gh_t *hs_gh;
	size_t hs_ngh, hs_ghcap;
	int hs_gh_ok;		/* read: its node has its edges */
	const char *hs_gh_why;	/* else why not (NULL: no facts) */
	size_t hs_ghedges;	/* its edges */
	size_t hs_ghweak;	/* of which weak */
	int hs_eh_ok;		/* the eternal handles (gh_weak 2), */
	const char *hs_eh_why;	/* likewise */
	size_t hs_ehedges;
	/* the strong roots of the roots table: hs_sr_read */
	uintptr_t *hs_sr;
	size_t hs_nsr;
	int hs_sr_ok;
	const char *hs_sr_why;	/* else why not (NULL: no facts) */
	size_t hs_sredges;
	/* the read-only roots of the roots table: hs_ro_read */
	uintptr_t *hs_ro;
	size_t hs_nro;
	int hs_ro_ok;
	const char *hs_ro_why;	/* else why not (NULL: no facts) */
	size_t hs_roedges;
	/* the builtins, then the tier-0 builtins: hs_bi_read */
	uintptr_t *hs_bi;
	size_t hs_nbi;
	int hs_bi_ok;
	const char *hs_bi_why;	/* else why not (NULL: no facts) */
	size_t hs_biedges;
	/* the internalized strings: hs_strtab_read */
	uintptr_t *hs_stab;
	size_t hs_nstab;
	int hs_stab_ok;
	const char *hs_stab_why;
	size_t hs_stabedges;
	/* the external strings: hs_es_read */
	uintptr_t *hs_es;
	size_t hs_nes;
	int hs_es_ok;
	const char *hs_es_why;
	size_t hs_esedges;
	/* the startup [0] and shareable [1] object caches: hs_oc_read */
	uintptr_t *hs_oc[2];
	size_t hs_noc[2];
	int hs_oc_ok;
	const char *hs_oc_why;
	size_t hs_ocedges[2];
	/* the stack roots: hs_st_read */
	uintptr_t *hs_st;	/* the slots' words, in V8's order */
	size_t hs_nst, hs_stcap;
	int hs_st_ok;		/* read: its node has its edges */
	const char *hs_st_why;	/* else why not (NULL: no facts) */
	size_t hs_stedges;	/* its edges */
	size_t hs_st_frames;	/* interpreted and baseline frames read */
	size_t hs_st_tf;	/* TurboFan frames read */
	size_t hs_st_mg;	/* Maglev frames read */
	size_t hs_st_maglev;	/* Maglev frames, not decoded */
	size_t hs_st_nosafe;	/* TurboFan frames with no safepoint entry
				   (or none jsmdb reads), not decoded */
	size_t hs_st_builtin;	/* builtins' JS frames, not decoded */
	size_t hs_st_opt;	/* other optimized frames, not decoded */
	size_t hs_st_other;	/* other V8 frames, not decoded */
	size_t hs_st_nosp;	/* JS frames with no sp, not decoded */
	int hs_st_cut;		/* the walk ended in a V8 frame */
	/* globals, for the root's edges */
	uintptr_t *hs_globals;
	size_t hs_nglobals;
	/* the strings */
	FILE *hs_sfile;		/* temporary: the strings, as JSON */
	uint64_t hs_sfoff;	/* its size */
	uint64_t hs_sflushed;	/* bytes of it written out (pread) */
	size_t hs_nstrs;
	hs_sslot_t *hs_scache;	/* HS_SBUCKETS * HS_SWAYS */
	size_t hs_srr;		/* round robin of the full buckets */
	size_t hs_sevicted;	/* slots reused */
	char *hs_arena;		/* HS_ARENA bytes */
	size_t hs_arenaused;
	char hs_encbuf[HS_ENCBUF];
	/* this node's edges */
	size_t hs_nedges;	/* of the node being made */
	size_t hs_total_edges;
	size_t hs_edges_out;	/* edges in the temporary file */
	uintptr_t hs_seen[HS_MAXSEEN];
	size_t hs_nseen;
	/* what could not be decoded or was left out */
	size_t hs_undecodable;
	size_t hs_dangling;	/* edges to words no object starts at */
	int hs_oom;
	int hs_ioerr;
	/*
	 * A JS object's name is its constructor's, which its map decides
	 * (v8_obj_constructor_name: the map's prototype's "constructor", or
	 * the map's constructor): kept per map, by the map's dense index.
	 */
	char **hs_ctor;		/* the name; NULL not yet known */
	uint8_t *hs_ctorbad;	/* the name is an <undecodable ...> */
	size_t hs_nctor;
	/* instance types looked up by name; -1 when the release has none */
	int hs_t_bigint;
	char hs_namebuf[HS_MAXNAME * 3 + 16];
} hs_state_t;

/* Whether jsmdb decodes the roots of category i (into edges). */
static int
hs_root_decoded(const hs_state_t *hs, size_t i)
{
	if (strcmp(hs_root_cats[i], "Strong roots") == 0)
		return (hs->hs_sr_ok && hs_ncats < HS_MAXCATS);
	if (strcmp(hs_root_cats[i], "Strong root list") == 0)
		return (hs->hs_sr_ok);
	if (strcmp(hs_root_cats[i], "Read-only roots") == 0)
		return (hs->hs_ro_ok);
	if (strcmp(hs_root_cats[i], "Builtins") == 0)
		return (hs->hs_bi_ok);
	if (strcmp(hs_root_cats[i], "External strings") == 0)
		return (hs->hs_es_ok);
	if (strcmp(hs_root_cats[i], "Internalized strings") == 0)
		return (hs->hs_stab_ok);
	if (strcmp(hs_root_cats[i], "Startup object cache") == 0 ||
	    strcmp(hs_root_cats[i], "Shareable object cache") == 0)
		return (hs->hs_oc_ok);
	return ((strcmp(hs_root_cats[i], "Global handles") == 0 &&
	    hs->hs_gh_ok) || (strcmp(hs_root_cats[i], "Eternal handles") == 0 &&
	    hs->hs_eh_ok) || (strcmp(hs_root_cats[i], "Stack roots") == 0 &&
	    hs->hs_st_ok));
}

/*
 * s as a JSON string into out (room for 6 * len + 2 bytes); invalid
 * UTF-8 becomes U+FFFD.  Returns the bytes written.
 */
static size_t
hs_json_enc(char *out, const char *s, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	const uint8_t *p = (const uint8_t *)s, *end = p + len;
	char *o = out;

	*o++ = '"';
	while (p < end) {
		uint8_t c = *p;
		size_t n, k;
		uint32_t cp;

		if (c < 0x80) {
			if (c == '"' || c == '\\') {
				*o++ = '\\';
				*o++ = (char)c;
			} else if (c < 0x20) {
				memcpy(o, "\\u00", 4);
				o[4] = hex[c >> 4];
				o[5] = hex[c & 0xf];
				o += 6;
			} else {
				*o++ = (char)c;
			}
			p++;
			continue;
		}
		if ((c & 0xe0) == 0xc0) {
			n = 2; cp = c & 0x1f;
		} else if ((c & 0xf0) == 0xe0) {
			n = 3; cp = c & 0x0f;
		} else if ((c & 0xf8) == 0xf0) {
			n = 4; cp = c & 0x07;
		} else {
			n = 0; cp = 0;
		}
		for (k = 1; n != 0 && k < n; k++) {
			if (p + k >= end || (p[k] & 0xc0) != 0x80) {
				n = 0;
				break;
			}
			cp = (cp << 6) | (p[k] & 0x3f);
		}
		if (n == 0 || (n == 2 && cp < 0x80) ||
		    (n == 3 && (cp < 0x800 || (cp >= 0xd800 &&
		    cp <= 0xdfff))) || (n == 4 && (cp < 0x10000 ||
		    cp > 0x10ffff))) {
			memcpy(o, "\\ufffd", 6);
			o += 6;
			p++;
			continue;
		}
		memcpy(o, p, n);
		o += n;
		p += n;
	}
	*o++ = '"';
	return ((size_t)(o - out));
}

static uint64_t
hs_hash64(const char *s, size_t len)
{
	uint64_t h = 14695981039346656037ULL;	/* FNV-1a */
	size_t i;

	for (i = 0; i < len; i++)
		h = (h ^ (uint8_t)s[i]) * 1099511628211ULL;
	h ^= h >> 33;		/* mixed: the bucket is its low bits */
	h *= 0xff51afd7ed558ccdULL;
	h ^= h >> 33;
	return (h);
}

/* Whether the string of slot ss is the len bytes of enc. */
static int
hs_sequal(hs_state_t *hs, const hs_sslot_t *ss, const char *enc,
    size_t len)
{
	uint64_t off;
	char buf[4096];
	size_t done, n;

	if (!(ss->ss_where & HS_SFILE))
		return (memcmp(hs->hs_arena + (ss->ss_where & HS_SOFF), enc,
		    len) == 0);
	off = ss->ss_where & HS_SOFF;
	if (off + len > hs->hs_sflushed) {
		if (fflush(hs->hs_sfile) != 0) {
			hs->hs_ioerr = 1;
			return (0);
		}
		hs->hs_sflushed = hs->hs_sfoff;
	}
	for (done = 0; done < len; done += n) {
		ssize_t r;

		n = len - done < sizeof (buf) ? len - done : sizeof (buf);
		r = pread(fileno(hs->hs_sfile), buf, n, (off_t)(off + done));
		if (r != (ssize_t)n) {
			hs->hs_ioerr = 1;
			return (0);
		}
		if (memcmp(buf, enc + done, n) != 0)
			return (0);
	}
	return (1);
}

/* The index of s in the string table, adding it; 0 on an error. */
static uint32_t
hs_string(hs_state_t *hs, const char *s)
{
	size_t len = strlen(s), elen, k, pick;
	char *enc = hs->hs_encbuf, *big = NULL;
	hs_sslot_t *b;
	uint64_t h;
	uint32_t idx;

	if (hs->hs_oom || hs->hs_ioerr)
		return (0);
	if (len > (HS_ENCBUF - 2) / 6) {
		if (len > (SIZE_MAX - 2) / 6 ||
		    (big = malloc(6 * len + 2)) == NULL) {
			hs->hs_oom = 1;
			return (0);
		}
		enc = big;
	}
	elen = hs_json_enc(enc, s, len);
	h = hs_hash64(enc, elen);
	b = &hs->hs_scache[(h & (HS_SBUCKETS - 1)) * HS_SWAYS];
	pick = HS_SWAYS;
	for (k = 0; k < HS_SWAYS; k++) {
		if (b[k].ss_idx1 == 0) {
			if (pick == HS_SWAYS)
				pick = k;
			continue;
		}
		if (b[k].ss_hash == h && b[k].ss_len == elen &&
		    hs_sequal(hs, &b[k], enc, elen)) {
			b[k].ss_where |= HS_SREF;
			free(big);
			return (b[k].ss_idx1 - 1);
		}
	}
	if (hs->hs_nstrs >= UINT32_MAX - 1 || elen > UINT32_MAX) {
		free(big);
		hs->hs_oom = 1;
		return (0);
	}
	if (pick == HS_SWAYS) {
		/* full: the clock; a second round finds one */
		size_t r = hs->hs_srr;

		for (k = 0; k < 2 * HS_SWAYS; k++) {
			pick = (r + k) % HS_SWAYS;
			if (!(b[pick].ss_where & HS_SREF))
				break;
			b[pick].ss_where &= ~HS_SREF;
		}
		hs->hs_srr = pick + 1;
		hs->hs_sevicted++;
	}
	idx = (uint32_t)hs->hs_nstrs++;
	if (idx != 0) {
		(void) fputs(",\n", hs->hs_sfile);
		hs->hs_sfoff += 2;
	}
	b[pick].ss_hash = h;
	b[pick].ss_len = (uint32_t)elen;
	b[pick].ss_idx1 = idx + 1;
	if (hs->hs_arena != NULL && hs->hs_arenaused + elen <= HS_ARENA) {
		memcpy(hs->hs_arena + hs->hs_arenaused, enc, elen);
		b[pick].ss_where = hs->hs_arenaused;
		hs->hs_arenaused += elen;
	} else {
		b[pick].ss_where = hs->hs_sfoff | HS_SFILE;
	}
	if (fwrite(enc, 1, elen, hs->hs_sfile) != elen)
		hs->hs_ioerr = 1;
	hs->hs_sfoff += elen;
	free(big);
	return (idx);
}

/* ---- the node index of an address ---- */

static size_t
hs_chunk_words(void)
{
	size_t ts = v8_cfg.vc_tagged_size == 4 ? 4 : 8;

	return (HS_CHUNK / ts / 64);
}

static size_t
hs_tsize(void)
{
	return (v8_cfg.vc_tagged_size == 4 ? 4 : 8);
}

static hs_chunk_t *
hs_chunk_find(hs_state_t *hs, uintptr_t base)
{
	size_t j;

	if (hs->hs_chcap == 0)
		return (NULL);
	j = ((base >> 18) * 0x9e3779b97f4a7c15ULL >> 17) & (hs->hs_chcap - 1);
	while (hs->hs_chhash[j] != 0) {
		hs_chunk_t *c = &hs->hs_chunks[hs->hs_chhash[j] - 1];
		if (c->hc_base == base)
			return (c);
		j = (j + 1) & (hs->hs_chcap - 1);
	}
	return (NULL);
}

static int
hs_chunk_rehash(hs_state_t *hs, size_t cap)
{
	uint32_t *h = calloc(cap, sizeof (*h));
	size_t i, j;

	if (h == NULL)
		return (-1);
	for (i = 0; i < hs->hs_nchunks; i++) {
		j = ((hs->hs_chunks[i].hc_base >> 18) *
		    0x9e3779b97f4a7c15ULL >> 17) & (cap - 1);
		while (h[j] != 0)
			j = (j + 1) & (cap - 1);
		h[j] = (uint32_t)i + 1;
	}
	free(hs->hs_chhash);
	hs->hs_chhash = h;
	hs->hs_chcap = cap;
	return (0);
}

/* A new chunk at base, its first object node index first; NULL: OOM. */
static hs_chunk_t *
hs_chunk_add(hs_state_t *hs, uintptr_t base, uint32_t first)
{
	size_t nw = hs_chunk_words();
	hs_chunk_t *c;
	uint8_t *mem;

	if (hs->hs_nchunks == hs->hs_chunkcap) {
		size_t cap = hs->hs_chunkcap ? hs->hs_chunkcap * 2 : 1024;
		hs_chunk_t *n = realloc(hs->hs_chunks, cap * sizeof (*n));
		if (n == NULL)
			return (NULL);
		hs->hs_chunks = n;
		hs->hs_chunkcap = cap;
	}
	if ((hs->hs_nchunks + 1) * 2 > hs->hs_chcap &&
	    hs_chunk_rehash(hs, hs->hs_chcap ? hs->hs_chcap * 2 : 4096) != 0)
		return (NULL);
	if ((mem = calloc(1, nw * sizeof (uint64_t) +
	    nw / HS_GROUPW * sizeof (uint16_t))) == NULL)
		return (NULL);
	c = &hs->hs_chunks[hs->hs_nchunks++];
	c->hc_base = base;
	c->hc_first = first;
	c->hc_last = 0;
	c->hc_bits = (uint64_t *)(void *)mem;
	c->hc_cnt = (uint16_t *)(void *)(mem + nw * sizeof (uint64_t));
	{
		size_t j = ((base >> 18) * 0x9e3779b97f4a7c15ULL >> 17) &
		    (hs->hs_chcap - 1);
		while (hs->hs_chhash[j] != 0)
			j = (j + 1) & (hs->hs_chcap - 1);
		hs->hs_chhash[j] = (uint32_t)hs->hs_nchunks;
	}
	return (c);
}

static void
hs_chunks_free(hs_state_t *hs)
{
	size_t i;

	for (i = 0; i < hs->hs_nchunks; i++)
		free(hs->hs_chunks[i].hc_bits);
	free(hs->hs_chunks);
	free(hs->hs_chhash);
	hs->hs_chunks = NULL;
	hs->hs_chhash = NULL;
	hs->hs_nchunks = hs->hs_chunkcap = hs->hs_chcap = 0;
	hs->hs_cur = NULL;
}

/* The running counts, once pass 1 has set the bits. */
static void
hs_chunks_count(hs_state_t *hs)
{
	size_t nw = hs_chunk_words(), i, w;

	for (i = 0; i < hs->hs_nchunks; i++) {
		hs_chunk_t *c = &hs->hs_chunks[i];
		uint32_t n = 0;

		for (w = 0; w < nw; w++) {
			if (w % HS_GROUPW == 0)
				c->hc_cnt[w / HS_GROUPW] = (uint16_t)n;
			n += (uint32_t)__builtin_popcountll(c->hc_bits[w]);
		}
	}
}

/*
 * Pass 1 in rank mode: 0 a new object, 1 one met before (one node),
 * -1 the walk's order is not the chunks' (hs_order set) or no memory.
 */
static int
hs_rank_add(hs_state_t *hs, uintptr_t tagged)
{
	size_t ts = hs_tsize();
	uintptr_t a = v8_untag(tagged), base = a & ~(HS_CHUNK - 1);
	size_t cell = (a - base) / ts;
	hs_chunk_t *c = hs->hs_cur;
	uint64_t bit = 1ULL << (cell % 64);

	if ((a - base) % ts != 0) {
		hs->hs_order = 1;
		return (-1);
	}
	if (c == NULL || c->hc_base != base) {
		if ((c = hs_chunk_find(hs, base)) != NULL) {
			if (c->hc_bits[cell / 64] & bit)
				return (1);
			hs->hs_order = 1;	/* a second run */
			return (-1);
		}
		if ((c = hs_chunk_add(hs, base,
		    (uint32_t)(hs->hs_n + HS_NSYNTH))) == NULL) {
			hs->hs_oom = 1;
			return (-1);
		}
		hs->hs_cur = c;
	}
	if (c->hc_bits[cell / 64] & bit)
		return (1);
	if (cell + 1 <= c->hc_last) {
		hs->hs_order = 1;	/* below the previous object */
		return (-1);
	}
	c->hc_bits[cell / 64] |= bit;
	c->hc_last = (uint32_t)cell + 1;
	return (0);
}

static int64_t
hs_rank(hs_state_t *hs, uintptr_t tagged)
{
	size_t ts = hs_tsize(), cell, w, k;
	uintptr_t a = v8_untag(tagged), base = a & ~(HS_CHUNK - 1);
	hs_chunk_t *c = hs->hs_cur;
	uint64_t r;

	if ((a - base) % ts != 0)
		return (-1);
	if (c == NULL || c->hc_base != base) {
		if ((c = hs_chunk_find(hs, base)) == NULL)
			return (-1);
		hs->hs_cur = c;
	}
	cell = (a - base) / ts;
	w = cell / 64;
	if (!(c->hc_bits[w] & (1ULL << (cell % 64))))
		return (-1);
	r = c->hc_first + c->hc_cnt[w / HS_GROUPW];
	for (k = w - w % HS_GROUPW; k < w; k++)
		r += (uint64_t)__builtin_popcountll(c->hc_bits[k]);
	r += (uint64_t)__builtin_popcountll(c->hc_bits[w] &
	    ((1ULL << (cell % 64)) - 1));
	return ((int64_t)r);
}

/* ---- the id map ---- */

static int
hs_pass1_cb(const v8_hobj_t *ho, void *arg)
{
	hs_state_t *hs = arg;

	if (hs->hs_n >= UINT32_MAX / HS_NODE_FIELDS - HS_NSYNTH) {
		hs->hs_oom = 1;
		return (1);
	}
	if (!hs->hs_idmap) {
		int r = hs_rank_add(hs, ho->vh_addr);
		if (r < 0)
			return (1);
		if (r > 0)
			return (0);	/* met again: one node */
	} else {
		if (hs->hs_n == hs->hs_cap) {
			size_t cap = hs->hs_cap ? hs->hs_cap + hs->hs_cap / 2 :
			    65536;
			hs_pair_t *a = realloc(hs->hs_map, cap * sizeof (*a));
			if (a == NULL) {
				hs->hs_oom = 1;
				return (1);
			}
			hs->hs_map = a;
			hs->hs_cap = cap;
		}
		hs->hs_map[hs->hs_n].hp_addr = ho->vh_addr;
		hs->hs_map[hs->hs_n].hp_pos = (uint32_t)hs->hs_n;
	}
	hs->hs_n++;
	if (ho->vh_facts->mf_type == v8_cfg.vt_JSGlobalObject &&
	    v8_cfg.vt_JSGlobalObject != -1) {
		uintptr_t *g = realloc(hs->hs_globals,
		    (hs->hs_nglobals + 1) * sizeof (*g));
		if (g == NULL) {
			hs->hs_oom = 1;
			return (1);
		}
		hs->hs_globals = g;
		hs->hs_globals[hs->hs_nglobals++] = ho->vh_addr;
	}
	return (0);
}

static int
hs_pair_cmp(const void *a, const void *b)
{
	hs_pair_t x, y;

	memcpy(&x, a, sizeof (x));
	memcpy(&y, b, sizeof (y));
	if (x.hp_addr != y.hp_addr)
		return (x.hp_addr < y.hp_addr ? -1 : 1);
	return (x.hp_pos < y.hp_pos ? -1 : x.hp_pos > y.hp_pos);
}

/*
 * Sorts the id map by address, each entry's position becoming its node
 * index: its rank in the walk among the objects met first (one object
 * met twice, as two walks over one page would, is one node, at its
 * first place).  In place; a rank table only when an object repeats.
 */
static int
hs_sort(hs_state_t *hs)
{
	hs_pair_t *p = hs->hs_map;
	size_t n = hs->hs_n, i, w, dups = 0;
	uint32_t *rank;

	if (n == 0)
		return (0);
	mdb_qsort(p, n, sizeof (*p), hs_pair_cmp);
	for (i = 1; i < n; i++)
		dups += p[i].hp_addr == p[i - 1].hp_addr;
	if (dups == 0) {
		for (i = 0; i < n; i++)
			p[i].hp_pos += HS_NSYNTH;
		return (0);
	}
	if ((rank = calloc(n, sizeof (*rank))) == NULL)
		return (-1);
	/* rank[pos] = 1 for the first meeting of each address */
	for (i = 0; i < n; i++) {
		if (i == 0 || p[i].hp_addr != p[i - 1].hp_addr)
			rank[p[i].hp_pos] = 1;
	}
	for (i = 0, w = 0; i < n; i++) {
		uint32_t keep = rank[i];
		rank[i] = (uint32_t)w;
		w += keep;
	}
	for (i = 0, w = 0; i < n; i++) {
		if (i > 0 && p[i].hp_addr == p[i - 1].hp_addr)
			continue;
		p[w].hp_addr = p[i].hp_addr;
		p[w].hp_pos = rank[p[i].hp_pos] + HS_NSYNTH;
		w++;
	}
	hs->hs_n = w;
	free(rank);
	return (0);
}

/* The node index of the object at tagged address a, or -1. */
static int64_t
hs_lookup(hs_state_t *hs, uintptr_t a)
{
	size_t lo = 0, hi = hs->hs_n;

	if (!hs->hs_idmap)
		return (hs_rank(hs, a));
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (hs->hs_map[mid].hp_addr < a)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < hs->hs_n && hs->hs_map[lo].hp_addr == a)
		return (hs->hs_map[lo].hp_pos);
	return (-1);
}

/* ---- edges ---- */

/* ---- objects outside the walk ---- */

static int
hs_dgrow(hs_state_t *hs)
{
	size_t cap = hs->hs_dcap ? hs->hs_dcap * 2 : 4096, i, j;
	uintptr_t *k = calloc(cap, sizeof (*k));
	int32_t *v = calloc(cap, sizeof (*v));

	if (k == NULL || v == NULL) {
		free(k);
		free(v);
		return (-1);
	}
	for (i = 0; i < hs->hs_dcap; i++) {
		if (hs->hs_dkey[i] == 0)
			continue;
		j = (hs->hs_dkey[i] * 0x9e3779b97f4a7c15ULL >> 20) & (cap - 1);
		while (k[j] != 0)
			j = (j + 1) & (cap - 1);
		k[j] = hs->hs_dkey[i];
		v[j] = hs->hs_dval[i];
	}
	free(hs->hs_dkey);
	free(hs->hs_dval);
	hs->hs_dkey = k;
	hs->hs_dval = v;
	hs->hs_dcap = cap;
	return (0);
}

/*
 * The position among the objects outside the walk of the object that
 * starts at a, adding it when it is one; -1 when no object starts there.
 */
static int64_t
hs_defer(hs_state_t *hs, uintptr_t a)
{
	v8_hobj_t ho;
	size_t j;
	int32_t k = -1;

	if ((hs->hs_dused + 1) * 2 > hs->hs_dcap &&
	    hs->hs_dcap < HS_DCAPMAX && hs_dgrow(hs) != 0) {
		hs->hs_oom = 1;
		return (-1);
	}
	j = (a * 0x9e3779b97f4a7c15ULL >> 20) & (hs->hs_dcap - 1);
	while (hs->hs_dkey[j] != 0) {
		if (hs->hs_dkey[j] == a)
			return (hs->hs_dval[j]);
		j = (j + 1) & (hs->hs_dcap - 1);
	}
	if (hs->hs_ndef < HS_MAXDEFER && v8_heap_find(a, &ho) == 0 &&
	    ho.vh_addr == a && ho.vh_size != 0 && ho.vh_facts != NULL &&
	    !(ho.vh_facts->mf_flags & V8_MF_FILLER)) {
		if (hs->hs_ndef == hs->hs_defcap) {
			size_t cap = hs->hs_defcap ? hs->hs_defcap * 2 : 1024;
			uintptr_t *d = realloc(hs->hs_def, cap * sizeof (*d));
			if (d == NULL) {
				hs->hs_oom = 1;
				return (-1);
			}
			hs->hs_def = d;
			hs->hs_defcap = cap;
		}
		k = (int32_t)hs->hs_ndef;
		hs->hs_def[hs->hs_ndef++] = a;
	}
	/* the table at its bound: an object always fits (HS_MAXDEFER is
	   a quarter of it), a word of none is looked up again next time */
	if (k < 0 && hs->hs_dused * 2 >= hs->hs_dcap)
		return (-1);
	hs->hs_dkey[j] = a;
	hs->hs_dval[j] = k;
	hs->hs_dused++;
	return (k);
}

static void
hs_seen_add(hs_state_t *hs, uintptr_t v)
{
	if (hs->hs_nseen < HS_MAXSEEN)
		hs->hs_seen[hs->hs_nseen++] = v;
}

static int
hs_seen(const hs_state_t *hs, uintptr_t v)
{
	size_t i;

	for (i = 0; i < hs->hs_nseen; i++) {
		if (hs->hs_seen[i] == v)
			return (1);
	}
	return (0);
}

/* n in decimal into fp, without printf's parsing (millions of them). */
static void
hs_putnum(FILE *fp, uint64_t n)
{
	char buf[24];
	size_t i = sizeof (buf);

	do {
		buf[--i] = (char)('0' + n % 10);
		n /= 10;
	} while (n != 0);
	(void) fwrite(buf + i, 1, sizeof (buf) - i, fp);
}

/* An edge from the current node; name is a string index or a number. */
static void
hs_edge_to(hs_state_t *hs, int type, uint32_t name, int64_t to)
{
	char line[80], *p = line;
	uint64_t v[3];
	size_t f;

	/* "type,name,to", a comma and a newline before each but the first */
	if (hs->hs_edges_out++ != 0) {
		*p++ = ',';
		*p++ = '\n';
	}
	v[0] = (uint64_t)type;
	v[1] = name;
	v[2] = to < 0 ? (uint64_t)(-to - 1) : (uint64_t)to * HS_NODE_FIELDS;
	for (f = 0; f < 3; f++) {
		char d[24];
		size_t i = sizeof (d);
		uint64_t n = v[f];

		if (f != 0)
			*p++ = ',';
		if (f == 2 && to < 0)
			*p++ = 'D';	/* outside the walk: numbered later */
		do {
			d[--i] = (char)('0' + n % 10);
			n /= 10;
		} while (n != 0);
		memcpy(p, d + i, sizeof (d) - i);
		p += sizeof (d) - i;
	}
	(void) fwrite(line, 1, (size_t)(p - line), hs->hs_edges);
	hs->hs_nedges++;
}

/* An edge to value v when v is an object of the walk. */
static void
hs_edge(hs_state_t *hs, int type, const char *name, uint32_t index,
    uintptr_t v)
{
	int64_t to;

	if (!v8_is_heapobject(v))
		return;
	if ((to = hs_lookup(hs, v)) < 0) {
		int64_t k = hs_defer(hs, v);
		if (k < 0) {
			hs->hs_dangling++;
			return;
		}
		to = -k - 1;
	}
	hs_seen_add(hs, v);
	hs_edge_to(hs, type, name != NULL ? hs_string(hs, name) : index, to);
}

static int
hs_prop_cb(const v8_prop_t *p, void *arg)
{
	hs_state_t *hs = arg;
	char buf[512];
	const char *name = p->vp_name;

	if (p->vp_flags & (V8_PROP_UNBOXED | V8_PROP_PRIVATE))
		return (0);
	if (p->vp_flags & V8_PROP_SYMBOL) {
		/* V8 names a symbol-keyed property "<symbol DESC>" */
		char desc[400];
		if (v8_symbol_description(p->vp_key, desc, sizeof (desc)) != 0)
			desc[0] = '\0';
		(void) snprintf(buf, sizeof (buf), desc[0] != '\0' ?
		    "<symbol %s>" : "<symbol>", desc);
		name = buf;
	}
	hs_edge(hs, HS_E_PROPERTY, name != NULL ? name : "", 0, p->vp_value);
	return (0);
}

static int
hs_elem_cb(const v8_elem_t *e, void *arg)
{
	hs_state_t *hs = arg;

	if (!e->ve_is_double && e->ve_index <= UINT32_MAX)
		hs_edge(hs, HS_E_ELEMENT, NULL, (uint32_t)e->ve_index,
		    e->ve_value);
	return (0);
}

/* Types whose bodies are raw bytes, not tagged words. */
static int
hs_raw_body(const hs_state_t *hs, const v8_hobj_t *ho)
{
	int t = ho->vh_facts->mf_type;
	const char *n;

	if (ho->vh_space == V8_SPACE_CODE)
		return (1);
	if (v8_type_is_number(t) || t == v8_cfg.vt_FixedDoubleArray ||
	    t == v8_cfg.vt_BytecodeArray || t == v8_cfg.vt_Foreign ||
	    (hs->hs_t_bigint != -1 && t == hs->hs_t_bigint) ||
	    t == v8_cfg.vt_Code || t == v8_cfg.vt_InstructionStream)
		return (1);
	if ((n = v8_type_name(t)) == NULL)
		return (1);
	return (strstr(n, "BYTE_ARRAY") != NULL ||
	    strstr(n, "EXTERNAL") != NULL || strstr(n, "DOUBLE") != NULL);
}

/* Hidden edges: the object's other words that are an object's address. */
/*
 * Where the tagged fields of a BytecodeArray or a Code end, whose bodies
 * are otherwise raw (bytecodes; instruction start, flags, sizes): V8
 * visits the fields before (the constant pool, handler and source
 * position tables and, from 12.4, the wrapper; a Code's deoptimization
 * data, position table, wrapper and instruction stream), so do its
 * snapshots (facts snapshot_bytecode_tagged_end and
 * snapshot_code_tagged_end, SRC_TAGGED_END).  0: the object's body is
 * raw (no facts, or another type).
 */
static size_t
hs_tagged_end(const v8_hobj_t *ho)
{
	int t = ho->vh_facts->mf_type;
	intptr_t v;

	if (ho->vh_space == V8_SPACE_CODE)
		return (0);
	if (t == v8_cfg.vt_BytecodeArray &&
	    v8_const("snapshot_bytecode_tagged_end", &v) == 0 && v > 0)
		return ((size_t)v);
	if (t == v8_cfg.vt_Code &&
	    v8_const("snapshot_code_tagged_end", &v) == 0 && v > 0)
		return ((size_t)v);
	return (0);
}

static void
hs_hidden_edges(hs_state_t *hs, const v8_hobj_t *ho, size_t from)
{
	size_t off, ts = hs_tsize();	/* a tagged slot: 4 bytes on i386
					   and with pointer compression */

	size_t end = ho->vh_size;

	if (hs_raw_body(hs, ho) && (end = hs_tagged_end(ho)) == 0)
		return;

	for (off = from; off + ts <= end && off + ts <= ho->vh_size;
	    off += ts) {
		uintptr_t w;
		int64_t to;

		w = v8_tagged_get(ho->vh_ptr + off);
		if (!v8_is_heapobject(w) || w == ho->vh_addr ||
		    hs_seen(hs, w) || (to = hs_lookup(hs, w)) < 0)
			continue;
		hs_seen_add(hs, w);
		hs_edge_to(hs, HS_E_HIDDEN, (uint32_t)(off / ts), to);
	}
}

/* ---- nodes ---- */

/* A JS object's constructor name into nb, from the cache of its map's. */
static void
hs_ctor_name(hs_state_t *hs, uintptr_t a, const v8_mapfacts_t *mf,
    char *nb, size_t nbsz, int *badp)
{
	size_t i = mf->mf_index;

	if (i >= hs->hs_nctor) {
		size_t n = i + 1 > hs->hs_nctor * 2 ? i + 1 : hs->hs_nctor * 2;
		char **c = realloc(hs->hs_ctor, n * sizeof (*c));
		uint8_t *b;

		if (c != NULL)
			hs->hs_ctor = c;
		b = c != NULL ? realloc(hs->hs_ctorbad, n) : NULL;
		if (b == NULL) {
			hs->hs_oom = 1;
			(void) snprintf(nb, nbsz, "<undecodable constructor>");
			*badp = 1;
			return;
		}
		hs->hs_ctorbad = b;
		memset(hs->hs_ctor + hs->hs_nctor, 0,
		    (n - hs->hs_nctor) * sizeof (*c));
		memset(hs->hs_ctorbad + hs->hs_nctor, 0, n - hs->hs_nctor);
		hs->hs_nctor = n;
	}
	if (hs->hs_ctor[i] != NULL) {
		(void) snprintf(nb, nbsz, "%s", hs->hs_ctor[i]);
		*badp = hs->hs_ctorbad[i];
		return;
	}
	*badp = 0;
	if (v8_obj_constructor_name(a, nb, nbsz) != 0 ||
	    strcmp(nb, "<unknown>") == 0) {
		*badp = 1;
		(void) snprintf(nb, nbsz, "<undecodable constructor>");
	}
	(void) hs_string(hs, nb);	/* its index as the walk meets it */
	if ((hs->hs_ctor[i] = strdup(nb)) == NULL)
		hs->hs_oom = 1;
	hs->hs_ctorbad[i] = (uint8_t)*badp;
}

static const char *
hs_system_name(hs_state_t *hs, int type)
{
	const char *k = v8_type_class(type), *n;

	if (k == NULL && (n = v8_type_name(type)) != NULL)
		k = n;
	(void) snprintf(hs->hs_namebuf, sizeof (hs->hs_namebuf),
	    "system / %s", k != NULL ? k : "<unknown type>");
	return (hs->hs_namebuf);
}

static int
hs_is_context(const v8_hobj_t *ho)
{
	if (ho->vh_facts->mf_flags & V8_MF_CONTEXT)
		return (1);
	return (v8_cfg.vt_Context_first == -1 &&
	    ho->vh_facts->mf_type == v8_cfg.vt_FixedArray &&
	    v8_is_context(ho->vh_addr));
}

/*
 * The node of one object: its type and name, and its edges into the
 * temporary file.  Returns the node type; *namep its name.
 */
static int
hs_describe(hs_state_t *hs, const v8_hobj_t *ho, const char **namep)
{
	const v8_mapfacts_t *mf = ho->vh_facts;
	const v8_cfg_t *c = &v8_cfg;
	uintptr_t a = ho->vh_addr, v;
	int t = mf->mf_type, ntype;
	char *nb = hs->hs_namebuf;
	size_t nbsz = sizeof (hs->hs_namebuf);
	size_t off, i, len;

	hs->hs_nseen = 0;
	/* every object's map, as V8's ExtractMapReferences */
	if (c->vo_HeapObject_map >= 0 &&
	    v8_read_tagged(a, c->vo_HeapObject_map, &v) == 0)
		hs_edge(hs, HS_E_INTERNAL, "map", 0, v);

	if (mf->mf_flags & V8_MF_STRING) {
		uint_t rep = (uint_t)t & c->vc_str_rep_mask;
		if (rep == c->vc_str_cons_tag) {
			if (v8_read_tagged(a, c->vo_ConsString_first, &v) == 0)
				hs_edge(hs, HS_E_INTERNAL, "first", 0, v);
			if (v8_read_tagged(a, c->vo_ConsString_second,
			    &v) == 0)
				hs_edge(hs, HS_E_INTERNAL, "second", 0, v);
			*namep = "(concatenated string)";
			return (HS_N_CONS);
		}
		if (rep == c->vc_str_sliced_tag) {
			if (v8_read_tagged(a, c->vo_SlicedString_parent,
			    &v) == 0)
				hs_edge(hs, HS_E_INTERNAL, "parent", 0, v);
			*namep = "(sliced string)";
			return (HS_N_SLICED);
		}
		if (rep == c->vc_str_thin_tag &&
		    c->vo_ThinString_actual >= 0 &&
		    v8_read_tagged(a, c->vo_ThinString_actual, &v) == 0)
			hs_edge(hs, HS_E_INTERNAL, "actual", 0, v);
		if (v8_string_read(a, nb, nbsz, HS_MAXNAME, 0, NULL) != 0) {
			hs->hs_undecodable++;
			*namep = "<undecodable string>";
		} else {
			*namep = nb;
		}
		return (HS_N_STRING);
	}
	if (t == c->vt_Symbol) {
		char desc[400];
		if (v8_symbol_description(a, desc, sizeof (desc)) != 0)
			desc[0] = '\0';
		(void) snprintf(nb, nbsz, desc[0] ? "<symbol %s>" :
		    "<symbol>", desc);
		*namep = nb;
		hs_hidden_edges(hs, ho, hs_tsize());
		return (HS_N_SYMBOL);
	}
	if (v8_type_is_number(t)) {
		*namep = "heap number";
		return (HS_N_NUMBER);
	}
	if (hs->hs_t_bigint != -1 && t == hs->hs_t_bigint) {
		*namep = "bigint";
		return (HS_N_BIGINT);
	}
	if (t == c->vt_Map) {
		*namep = "system / Map";
		hs_hidden_edges(hs, ho, hs_tsize());
		return (HS_N_SHAPE);
	}
	if (mf->mf_flags & (V8_MF_JSOBJECT | V8_MF_JSFUNCTION)) {
		v8_mapinfo_t mi;
		int bad = 0;

		ntype = HS_N_OBJECT;
		if (mf->mf_flags & V8_MF_JSFUNCTION) {
			ntype = HS_N_CLOSURE;
			if (v8_jsfunc_name(a, nb, nbsz) != 0) {
				bad = 1;
				(void) snprintf(nb, nbsz,
				    "<undecodable function name>");
			}
			if (v8_jsfunc_sfi(a, &v) == 0)
				hs_edge(hs, HS_E_INTERNAL, "shared", 0, v);
			if (v8_jsfunc_context(a, &v) == 0)
				hs_edge(hs, HS_E_INTERNAL, "context", 0, v);
		} else {
			if (t == c->vt_JSRegExp)
				ntype = HS_N_REGEXP;
			hs_ctor_name(hs, a, mf, nb, nbsz, &bad);
		}
		if (v8_obj_props_iter(a, hs_prop_cb, hs) < 0 && !bad) {
			bad = 1;
			(void) snprintf(nb, nbsz, "<undecodable properties>");
		}
		(void) v8_obj_elems_iter(a, hs_elem_cb, hs);
		if (v8_obj_map(a, &v) == 0 && v8_map_info(v, &mi) == 0)
			hs_edge(hs, HS_E_PROPERTY, "__proto__", 0,
			    mi.vm_prototype);
		if (c->vo_JSReceiver_properties >= 0 &&
		    v8_read_tagged(a, c->vo_JSReceiver_properties, &v) == 0)
			hs_edge(hs, HS_E_INTERNAL, "properties", 0, v);
		if (c->vo_JSObject_elements >= 0 && !(mf->mf_flags &
		    V8_MF_JSFUNCTION) &&
		    v8_read_tagged(a, c->vo_JSObject_elements, &v) == 0)
			hs_edge(hs, HS_E_INTERNAL, "elements", 0, v);
		hs_hidden_edges(hs, ho, hs_tsize());
		if (bad)
			hs->hs_undecodable++;
		*namep = nb;
		return (ntype);
	}
	if (hs_is_context(ho)) {
		if (v8_fixedarray_length(a, &len) == 0) {
			/* a length read from the core: no more slots than
			 * the object the walk sized has words */
			if (len > ho->vh_size / sizeof (uintptr_t))
				len = ho->vh_size / sizeof (uintptr_t);
			for (i = 0; i < len; i++) {
				char vn[256];
				if (v8_fixedarray_get(a, i, &v) != 0)
					break;
				if (!v8_is_heapobject(v))
					continue;
				if (v8_context_slot_name(a, i, vn,
				    sizeof (vn)) == 0)
					hs_edge(hs, HS_E_CONTEXT, vn, 0, v);
				else
					hs_edge(hs, HS_E_HIDDEN, NULL,
					    (uint32_t)i, v);
			}
		}
		*namep = "system / Context";
		return (HS_N_OBJECT);
	}
	if ((mf->mf_flags & V8_MF_FIXEDARRAY) &&
	    t != c->vt_FixedDoubleArray) {
		if (v8_fixedarray_length(a, &len) == 0) {
			if (len > ho->vh_size / sizeof (uintptr_t))
				len = ho->vh_size / sizeof (uintptr_t);
			for (i = 0; i < len; i++) {
				char idx[24];
				if (v8_fixedarray_get(a, i, &v) != 0)
					break;
				if (!v8_is_heapobject(v))
					continue;
				(void) snprintf(idx, sizeof (idx), "%zu", i);
				hs_edge(hs, HS_E_INTERNAL, idx, 0, v);
			}
		}
		*namep = t == c->vt_FixedArray ? "" : hs_system_name(hs, t);
		return (HS_N_ARRAY);
	}
	if (t == c->vt_SharedFunctionInfo) {
		if (v8_sfi_name(a, nb, nbsz) != 0)
			(void) snprintf(nb, nbsz, "system / SharedFunctionInfo");
		*namep = nb;
		hs_hidden_edges(hs, ho, hs_tsize());
		return (HS_N_CODE);
	}
	off = hs_tsize();	/* after the map */
	*namep = hs_system_name(hs, t);
	if (ho->vh_space == V8_SPACE_CODE || t == c->vt_Code ||
	    t == c->vt_BytecodeArray || t == c->vt_ScopeInfo) {
		hs_hidden_edges(hs, ho, off);
		return (HS_N_CODE);
	}
	hs_hidden_edges(hs, ho, off);
	return (HS_N_HIDDEN);
}

static void
hs_node(hs_state_t *hs, int type, const char *name, uint32_t id,
    size_t size, size_t nedges, int first)
{
	FILE *fp = hs->hs_out;

	if (!first)
		putc(',', fp);
	hs_putnum(fp, (uint64_t)type);
	putc(',', fp);
	hs_putnum(fp, hs_string(hs, name));
	putc(',', fp);
	hs_putnum(fp, id);
	putc(',', fp);
	hs_putnum(fp, size);
	putc(',', fp);
	hs_putnum(fp, nedges);
	fputs(",0,0\n", fp);
}

static int
hs_pass2_cb(const v8_hobj_t *ho, void *arg)
{
	hs_state_t *hs = arg;
	const char *name;
	int64_t idx;
	int type;
	void *mark;

	/* the same walk, in the same order, as pass 1 */
	idx = hs_lookup(hs, ho->vh_addr);
	if (idx != (int64_t)(hs->hs_walked + HS_NSYNTH)) {
		if (idx >= 0 && idx < (int64_t)(hs->hs_walked + HS_NSYNTH))
			return (0);	/* met again: one node */
		hs->hs_diverged = 1;
		return (1);
	}
	hs->hs_walked++;
	hs->hs_nedges = 0;
	mark = mdb_gc_mark();	/* what reading this object allocates */
	type = hs_describe(hs, ho, &name);
	hs_node(hs, type, name, (uint32_t)idx * 2 + 1, ho->vh_size,
	    hs->hs_nedges, 0);
	mdb_gc_release(mark);
	hs->hs_total_edges += hs->hs_nedges;
	return (hs->hs_ioerr || hs->hs_oom);
}

/* ---- the file ---- */

static void
hs_meta(FILE *fp)
{
	size_t i;

	fputs("{\"snapshot\":{\"meta\":{\"node_fields\":[\"type\",\"name\","
	    "\"id\",\"self_size\",\"edge_count\",\"trace_node_id\","
	    "\"detachedness\"],\"node_types\":[[", fp);
	for (i = 0; i < sizeof (hs_node_types) / sizeof (char *); i++)
		fprintf(fp, "%s\"%s\"", i ? "," : "", hs_node_types[i]);
	fputs("],\"string\",\"number\",\"number\",\"number\",\"number\","
	    "\"number\"],\"edge_fields\":[\"type\",\"name_or_index\","
	    "\"to_node\"],\"edge_types\":[[", fp);
	for (i = 0; i < sizeof (hs_edge_types) / sizeof (char *); i++)
		fprintf(fp, "%s\"%s\"", i ? "," : "", hs_edge_types[i]);
	fputs("],\"string_or_number\",\"node\"],"
	    "\"trace_function_info_fields\":[\"function_id\",\"name\","
	    "\"script_name\",\"script_id\",\"line\",\"column\"],"
	    "\"trace_node_fields\":[\"id\",\"function_info_index\",\"count\","
	    "\"size\",\"children\"],\"sample_fields\":[\"timestamp_us\","
	    "\"last_assigned_id\"],\"location_fields\":[\"object_index\","
	    "\"script_id\",\"line\",\"column\"]},", fp);
}

/* ---- the global handles ---- */

/*
 * "(Global handles)": V8's global handles (src/handles/global-handles.cc),
 * which its snapshots list as (GC roots)' "(Global handles)": first the
 * strong ones (GlobalHandles::IterateStrongRoots, in the order of the
 * used blocks and their nodes), as "internal" edges, then the weak ones
 * (IterateWeakRoots: the regular nodes, then on V8 10.2 the traced
 * nodes), as "weak" edges; each edge named by its place among them
 * ("1", "2", ...; "N / LABEL" for a strong handle V8 labelled:
 * V8HeapExplorer::SetGcSubrootReference).  The way to them is facts of
 * the release (facts.c, "heap_isolate" and the gh_* rows); every
 * structure read is checked against the others (the GlobalHandles' isolate
 * is the Heap's, each node space and block names its GlobalHandles, the
 * list of blocks ends) and, when one check fails, no handle is listed and
 * the node says it is not decoded, and the dcmd says why.
 */
typedef struct hs_ghcfg {
	intptr_t gc_heap_isolate, gc_heap_gh, gc_gh_isolate;
	intptr_t gc_regular, gc_traced;		/* -1: no traced nodes */
	intptr_t gc_space_gh, gc_space_first;
	intptr_t gc_nodes;
	intptr_t gc_size, gc_block_gh, gc_block_space, gc_block_next;
	intptr_t gc_flags, gc_mask, gc_strong, gc_weak, gc_label;
	intptr_t gc_tsize, gc_tblock_gh, gc_tblock_space, gc_tblock_next;
	intptr_t gc_tmask;
} hs_ghcfg_t;

#define	HS_GH_MAX	(1 << 20)	/* handles read, at most (24 MiB) */
#define	HS_GH_MAXBLOCKS	(1 << 16)	/* blocks of a space, at most */
#define	HS_GH_MAXNODES	4096		/* nodes of a block, at most */
#define	HS_GH_MAXNODESZ	256		/* bytes of a node, at most */
#define	HS_GH_MAXLABEL	256		/* characters of a label */

/* The facts; -1 when the release has none (not decoded). */
static int
hs_gh_cfg(hs_ghcfg_t *c)
{
	static const struct { const char *n; size_t off; int opt; } f[] = {
	{ "heap_isolate", offsetof(hs_ghcfg_t, gc_heap_isolate), 0 },
	{ "heap_global_handles", offsetof(hs_ghcfg_t, gc_heap_gh), 0 },
	{ "gh_isolate", offsetof(hs_ghcfg_t, gc_gh_isolate), 0 },
	{ "gh_regular_nodes", offsetof(hs_ghcfg_t, gc_regular), 0 },
	{ "gh_traced_nodes", offsetof(hs_ghcfg_t, gc_traced), 1 },
	{ "gh_space_global_handles", offsetof(hs_ghcfg_t, gc_space_gh), 0 },
	{ "gh_space_first_used", offsetof(hs_ghcfg_t, gc_space_first), 0 },
	{ "gh_block_nodes", offsetof(hs_ghcfg_t, gc_nodes), 0 },
	{ "gh_node_size", offsetof(hs_ghcfg_t, gc_size), 0 },
	{ "gh_block_global_handles", offsetof(hs_ghcfg_t, gc_block_gh), 0 },
	{ "gh_block_space", offsetof(hs_ghcfg_t, gc_block_space), 0 },
	{ "gh_block_next_used", offsetof(hs_ghcfg_t, gc_block_next), 0 },
	{ "gh_node_flags", offsetof(hs_ghcfg_t, gc_flags), 0 },
	{ "gh_node_state_mask", offsetof(hs_ghcfg_t, gc_mask), 0 },
	{ "gh_state_strong", offsetof(hs_ghcfg_t, gc_strong), 0 },
	{ "gh_state_weak", offsetof(hs_ghcfg_t, gc_weak), 0 },
	{ "gh_node_label", offsetof(hs_ghcfg_t, gc_label), 0 },
	{ "gh_traced_node_size", offsetof(hs_ghcfg_t, gc_tsize), 1 },
	{ "gh_traced_block_global_handles",
	    offsetof(hs_ghcfg_t, gc_tblock_gh), 1 },
	{ "gh_traced_block_space", offsetof(hs_ghcfg_t, gc_tblock_space), 1 },
	{ "gh_traced_block_next_used",
	    offsetof(hs_ghcfg_t, gc_tblock_next), 1 },
	{ "gh_traced_inuse_mask", offsetof(hs_ghcfg_t, gc_tmask), 1 },
	};
	size_t k;
	int traced = 1;

	for (k = 0; k < sizeof (f) / sizeof (f[0]); k++) {
		intptr_t *vp = (intptr_t *)((char *)c + f[k].off);

		if (v8_const(f[k].n, vp) != 0 || *vp < 0) {
			if (!f[k].opt)
				return (-1);
			traced = 0;
		}
	}
	if (c->gc_nodes <= 0 || c->gc_nodes > HS_GH_MAXNODES ||
	    c->gc_size < (intptr_t)sizeof (uintptr_t) ||
	    c->gc_size > HS_GH_MAXNODESZ || c->gc_flags >= c->gc_size ||
	    c->gc_label + (intptr_t)sizeof (uintptr_t) > c->gc_size)
		return (-1);
	if (!traced || c->gc_tsize < (intptr_t)sizeof (uintptr_t) ||
	    c->gc_tsize > HS_GH_MAXNODESZ || c->gc_flags >= c->gc_tsize)
		c->gc_traced = -1;
	return (0);
}

static int
hs_gh_word(uintptr_t a, uintptr_t *wp)
{
	return (mdb_vread(wp, sizeof (*wp), a) == sizeof (*wp) ? 0 : -1);
}

static int
hs_gh_add(hs_state_t *hs, uintptr_t obj, uintptr_t label, int weak)
{
	if (hs->hs_ngh == hs->hs_ghcap) {
		size_t cap = hs->hs_ghcap == 0 ? 256 : hs->hs_ghcap * 2;
		hs_gh_t *n;

		if (cap > HS_GH_MAX ||
		    (n = realloc(hs->hs_gh, cap * sizeof (*n))) == NULL)
			return (-1);
		hs->hs_gh = n;
		hs->hs_ghcap = cap;
	}
	hs->hs_gh[hs->hs_ngh].gh_obj = obj;
	hs->hs_gh[hs->hs_ngh].gh_label = label;
	hs->hs_gh[hs->hs_ngh].gh_weak = (uint8_t)weak;
	hs->hs_ngh++;
	return (0);
}

/*
 * The handles of the node space at space (regular nodes, or V8 10.2's
 * traced ones) of the GlobalHandles at gh.  0, or -1 and *whyp.
 */
static int
hs_gh_space(hs_state_t *hs, const hs_ghcfg_t *c, uintptr_t gh,
    uintptr_t space, int traced, const char **whyp)
{
	size_t size = (size_t)(traced ? c->gc_tsize : c->gc_size);
	size_t nodes = (size_t)c->gc_nodes, nb = 0, i;
	intptr_t bgh = traced ? c->gc_tblock_gh : c->gc_block_gh;
	intptr_t bsp = traced ? c->gc_tblock_space : c->gc_block_space;
	intptr_t bnext = traced ? c->gc_tblock_next : c->gc_block_next;
	uintptr_t w, block, mark = 0;
	size_t power = 1;
	uint8_t *buf;

	if (space == 0)
		return (0);	/* none made yet */
	if (hs_gh_word(space + (uintptr_t)c->gc_space_gh, &w) != 0 ||
	    w != gh || hs_gh_word(space + (uintptr_t)c->gc_space_first,
	    &block) != 0) {
		*whyp = "a node space does not name its GlobalHandles";
		return (-1);
	}
	if ((buf = malloc(nodes * size)) == NULL) {
		*whyp = "out of memory";
		return (-1);
	}
	for (; block != 0; nb++) {
		uintptr_t sp;

		/* a cycle (Brent: the block met at each power of two) */
		if (block == mark || nb == HS_GH_MAXBLOCKS) {
			*whyp = "a list of used blocks does not end";
			goto fail;
		}
		if (nb + 1 == power) {
			mark = block;
			power *= 2;
		}
		if (hs_gh_word(block + (uintptr_t)bgh, &w) != 0 || w != gh ||
		    hs_gh_word(block + (uintptr_t)bsp, &sp) != 0 ||
		    sp != space ||
		    mdb_vread(buf, nodes * size, block) !=
		    (ssize_t)(nodes * size)) {
			*whyp = "a block of handles does not name its "
			    "GlobalHandles and node space, or cannot be read";
			goto fail;
		}
		for (i = 0; i < nodes; i++) {
			const uint8_t *n = buf + i * size;
			uint8_t fl = n[c->gc_flags];
			uintptr_t obj, label = 0;
			int weak;

			if (traced) {
				if ((fl & c->gc_tmask) == 0)
					continue;
				weak = 1;
			} else if ((fl & c->gc_mask) == c->gc_strong) {
				memcpy(&label, n + c->gc_label,
				    sizeof (label));
				weak = 0;
			} else if ((fl & c->gc_mask) == c->gc_weak) {
				weak = 1;
			} else {
				continue;	/* free, or within a GC */
			}
			memcpy(&obj, n, sizeof (obj));
			if (hs_gh_add(hs, obj, label, weak) != 0) {
				*whyp = "more global handles than jsmdb reads "
				    "(1048576)";
				goto fail;
			}
		}
		if (hs_gh_word(block + (uintptr_t)bnext, &block) != 0) {
			*whyp = "a list of used blocks cannot be read";
			goto fail;
		}
	}
	free(buf);
	return (0);
fail:
	free(buf);
	return (-1);
}

/*
 * The global handles of every isolate whose Heap the page headers name.
 * 0, or -1 and *whyp (nothing kept).
 */
static int
hs_gh_read(hs_state_t *hs, const char **whyp)
{
	const v8_heapinfo_t *hi = v8_heap_info();
	hs_ghcfg_t c;
	size_t h;

	if (hs_gh_cfg(&c) != 0) {
		*whyp = NULL;		/* no facts: not decoded */
		return (-1);
	}
	if (v8_cfg.vc_ptrsize != sizeof (uintptr_t)) {
		*whyp = "its pointers are not 8 bytes";
		return (-1);
	}
	if (hi == NULL || hi->hi_heaps == 0 || hi->hi_heapv == NULL) {
		*whyp = "no Heap was found in the page headers";
		return (-1);
	}
	for (h = 0; h < hi->hi_heaps; h++) {
		uintptr_t heap = hi->hi_heapv[h], iso, gh, w, sp;

		if (hs_gh_word(heap + (uintptr_t)c.gc_heap_isolate,
		    &iso) != 0 || iso == 0 ||
		    hs_gh_word(heap + (uintptr_t)c.gc_heap_gh, &gh) != 0 ||
		    gh == 0 ||
		    hs_gh_word(gh + (uintptr_t)c.gc_gh_isolate, &w) != 0 ||
		    w != iso) {
			*whyp = "an isolate's GlobalHandles was not found (its "
			    "isolate_ is not the Heap's)";
			goto fail;
		}
		if (hs_gh_word(gh + (uintptr_t)c.gc_regular, &sp) != 0 ||
		    hs_gh_space(hs, &c, gh, sp, 0, whyp) != 0)
			goto fail;
		if (c.gc_traced >= 0 &&
		    (hs_gh_word(gh + (uintptr_t)c.gc_traced, &sp) != 0 ||
		    hs_gh_space(hs, &c, gh, sp, 1, whyp) != 0))
			goto fail;
	}
	return (0);
fail:
	free(hs->hs_gh);
	hs->hs_gh = NULL;
	hs->hs_ngh = hs->hs_ghcap = 0;
	return (-1);
}

/*
 * The edges of "(Global handles)": the strong handles, then the weak
 * ones; or of "(Eternal handles)" (eternal): numbered as V8 numbers
 * them.  Returns their count.
 */
static size_t
hs_gh_edges(hs_state_t *hs, int eternal)
{
	size_t i, before = hs->hs_nedges, n = 0;
	int pass;

	hs->hs_nedges = 0;
	for (pass = eternal ? 2 : 0; pass < (eternal ? 3 : 2); pass++) {
		for (i = 0; i < hs->hs_ngh; i++) {
			const hs_gh_t *g = &hs->hs_gh[i];
			char name[HS_GH_MAXLABEL + 32], label[HS_GH_MAXLABEL];
			size_t was = hs->hs_nedges;

			if (g->gh_weak != pass)
				continue;
			if (g->gh_label != 0 && mdb_readstr(label,
			    sizeof (label), g->gh_label) > 0) {
				(void) snprintf(name, sizeof (name), "%zu / %s",
				    n + 1, label);
			} else if (g->gh_label != 0) {
				(void) snprintf(name, sizeof (name),
				    "%zu / <unreadable label>", n + 1);
			} else {
				(void) snprintf(name, sizeof (name), "%zu",
				    n + 1);
			}
			hs_edge(hs, pass == 1 ? HS_E_WEAK : HS_E_INTERNAL, name,
			    0, g->gh_obj);
			n += hs->hs_nedges - was;
			if (pass == 1)
				hs->hs_ghweak += hs->hs_nedges - was;
		}
	}
	hs->hs_nseen = 0;
	hs->hs_nedges = before;
	return (n);
}

/* ---- the eternal handles ---- */

/*
 * "(Eternal handles)": the isolate's EternalHandles (src/handles/global-
 * handles.h), which V8 lists as (GC roots)' "(Eternal handles)": its
 * first size_ slots, in blocks of eh_block_slots, as "internal" edges
 * named by their place.  The isolate is proven where the facts put it
 * as for the global handles (the GlobalHandles' isolate_ is the Heap's);
 * the count of blocks must be what size_ makes it.
 */
#define	HS_EH_MAXBLOCKS	4096	/* blocks, at most (1 Mi handles) */

static int
hs_eh_read(hs_state_t *hs, const char **whyp)
{
	const v8_heapinfo_t *hi = v8_heap_info();
	intptr_t hiso, hgh, ghiso, heh, osz, obeg, oend, nslots;
	size_t h;

	*whyp = NULL;
	if (v8_const("heap_isolate", &hiso) != 0 ||
	    v8_const("heap_global_handles", &hgh) != 0 ||
	    v8_const("gh_isolate", &ghiso) != 0 ||
	    v8_const("heap_eternal_handles", &heh) != 0 ||
	    v8_const("eh_size", &osz) != 0 ||
	    v8_const("eh_blocks_begin", &obeg) != 0 ||
	    v8_const("eh_blocks_end", &oend) != 0 ||
	    v8_const("eh_block_slots", &nslots) != 0 || nslots <= 0 ||
	    nslots > HS_GH_MAXNODES)
		return (-1);	/* no facts: not decoded */
	if (v8_cfg.vc_ptrsize != sizeof (uintptr_t)) {
		*whyp = "its pointers are not 8 bytes";
		return (-1);
	}
	if (hi == NULL || hi->hi_heaps == 0 || hi->hi_heapv == NULL) {
		*whyp = "no Heap was found in the page headers";
		return (-1);
	}
	for (h = 0; h < hi->hi_heaps; h++) {
		uintptr_t heap = hi->hi_heapv[h], iso, gh, w, eh, beg, end;
		int32_t size;
		size_t nb, b, k;

		if (hs_gh_word(heap + (uintptr_t)hiso, &iso) != 0 || iso == 0 ||
		    hs_gh_word(heap + (uintptr_t)hgh, &gh) != 0 || gh == 0 ||
		    hs_gh_word(gh + (uintptr_t)ghiso, &w) != 0 || w != iso) {
			*whyp = "an isolate is not where the facts put it (its "
			    "GlobalHandles' isolate_ is not the Heap's)";
			goto fail;
		}
		if (hs_gh_word(heap + (uintptr_t)heh, &eh) != 0 || eh == 0 ||
		    mdb_vread(&size, sizeof (size), eh + (uintptr_t)osz) !=
		    sizeof (size) ||
		    hs_gh_word(eh + (uintptr_t)obeg, &beg) != 0 ||
		    hs_gh_word(eh + (uintptr_t)oend, &end) != 0 ||
		    size < 0 || end < beg || (end - beg) % sizeof (w) != 0) {
			*whyp = "an isolate's EternalHandles cannot be read";
			goto fail;
		}
		nb = (end - beg) / sizeof (w);
		if (nb > HS_EH_MAXBLOCKS ||
		    nb != ((size_t)size + (size_t)nslots - 1) /
		    (size_t)nslots) {
			*whyp = "an isolate's EternalHandles has not the blocks "
			    "its count of handles makes";
			goto fail;
		}
		for (b = 0; b < nb; b++) {
			uintptr_t blk, slots[HS_GH_MAXNODES];
			size_t n = (size_t)size - b * (size_t)nslots;

			if (n > (size_t)nslots)
				n = (size_t)nslots;
			if (hs_gh_word(beg + b * sizeof (w), &blk) != 0 ||
			    blk == 0 || mdb_vread(slots, n * sizeof (w), blk) !=
			    (ssize_t)(n * sizeof (w))) {
				*whyp = "a block of eternal handles cannot be "
				    "read";
				goto fail;
			}
			for (k = 0; k < n; k++) {
				if (hs_gh_add(hs, slots[k], 0, 2) != 0) {
					*whyp = "more handles than jsmdb reads "
					    "(1048576)";
					goto fail;
				}
			}
		}
	}
	return (0);
fail:
	return (-1);
}

/* ---- the stack roots ---- */

/*
 * "(Stack roots)": the tagged slots of the JavaScript frames of the
 * thread that runs the isolate, as V8 visits them (Isolate::Iterate:
 * StackFrameIterator, each frame's Iterate; src/execution/frames.cc of
 * V8 10.2 through 13.6).  An interpreted or baseline frame (UnoptimizedJS
 * frames: CommonFrame::IterateExpressions) is precise by its layout:
 * every word from the frame's sp (its callee's caller sp) up to its
 * context slot -- what it pushed for its callee (receiver, arguments),
 * the register file, the bytecode offset (a Smi), the bytecode array,
 * the function, the context -- but the argument count (kArgCOffset, a raw
 * integer, skipped).  The slots are read innermost frame first, each
 * frame from sp up, as V8 visits them; each word that is the address of
 * an object is an "internal" edge named by its place among them (Smis
 * are no edges: V8HeapExplorer::SetGcSubrootReference).
 *
 * A TurboFan frame is read through its code's safepoint table
 * (hs_st_turbofan), as TurbofanFrame::Iterate visits it.
 *
 * What is not decoded is counted and said, never guessed: Maglev frames
 * (their own table and layout), a TurboFan frame whose safepoint entry
 * is not found, the other V8 frames (exit, entry, construct, stub, builtin frames:
 * their own layouts), a JS frame whose callee is not a V8 frame linked to
 * it (no sp to start from), and the thread's top (ThreadLocalTop: the
 * pending exception and message, the current context), which V8 visits
 * first; nor the Code object of each frame's pc (StackFrame::IteratePc;
 * for optimized code also its InstructionStream and deoptimization
 * literals).
 * The node is then named "(Stack roots: partial on V8 x.y)".
 *
 * Only on the releases where this rule was checked against V8's own
 * snapshots (fact snapshot_stack_roots: SRC_STACK_ROOTS); elsewhere the
 * category is not decoded.
 *
 * The thread: the current one (the thread that took the signal, or the
 * one ::thread chose).  It is the isolate's when the core has one isolate
 * (one Heap in the page headers) and its JS frames' functions are in it;
 * with more isolates which thread runs which is not decoded.
 */
#define	HS_ST_MAXFRAMES	10000		/* frames of the thread (V8_MAX_FRAMES) */
#define	HS_ST_MAXFRAME	(1 << 20)	/* bytes of one JS frame, at most */
#define	HS_ST_MAX	(1 << 20)	/* slots listed, at most */

typedef struct hs_stframe {
	uintptr_t sf_fp, sf_pc;
	int sf_isret;
} hs_stframe_t;

typedef struct hs_stwalk {
	hs_stframe_t *sw_frames;
	size_t sw_n;
} hs_stwalk_t;

static int
hs_st_collect_cb(const mdb_frame_t *fr, void *arg)
{
	hs_stwalk_t *sw = arg;

	if (mdb_interrupted() || sw->sw_n == HS_ST_MAXFRAMES)
		return (1);
	sw->sw_frames[sw->sw_n].sf_fp = fr->fr_fp;
	sw->sw_frames[sw->sw_n].sf_pc = fr->fr_pc;
	sw->sw_frames[sw->sw_n].sf_isret = fr->fr_how != MDB_FRAME_REGS;
	sw->sw_n++;
	return (0);
}

/* Is the frame (fp, pc) one of V8's?  *vf is read either way. */
static int
hs_st_v8frame(const hs_stframe_t *f, v8_frame_t *vf)
{
	if (f->sf_fp == 0 || f->sf_pc == 0 ||
	    v8_frame_read_fp(f->sf_fp, f->sf_pc, vf) != 0)
		return (0);
	switch (v8_pc_is_native(f->sf_pc, f->sf_isret, NULL, 0)) {
	case 0:
		break;
	case V8_PC_MAYBE_NATIVE:
		if (vf->vf_kind == V8F_JS || vf->vf_kind == V8F_TYPED)
			break;
		return (0);
	default:
		return (0);
	}
	return (vf->vf_kind == V8F_JS || vf->vf_kind == V8F_TYPED ||
	    vf->vf_kind == V8F_UNKNOWN);
}

static int
hs_st_add(hs_state_t *hs, uintptr_t v)
{
	if (hs->hs_nst == hs->hs_stcap) {
		size_t cap = hs->hs_stcap == 0 ? 256 : hs->hs_stcap * 2;
		uintptr_t *n;

		if (cap > HS_ST_MAX ||
		    (n = realloc(hs->hs_st, cap * sizeof (*n))) == NULL)
			return (-1);
		hs->hs_st = n;
		hs->hs_stcap = cap;
	}
	hs->hs_st[hs->hs_nst++] = v;
	return (0);
}

#define	HS_ST_MAXTABLE	(1 << 20)	/* bytes of a code's metadata read */

/*
 * The entry of a safepoint table (n entries of esz bytes from buf + hdr:
 * pc, and with hasd the deoptimization index and trampoline pc + 1) for
 * the return address at offset at, as SafepointTable::FindEntry finds it
 * (TurboFan's and Maglev's alike): the entry whose trampoline pc it is (a
 * frame marked for lazy deoptimization returns there), else the one of
 * its pc exactly.  Its index, -1 when there is none, -2 when the pcs are
 * not rising inside the code (csize bytes): not a table to believe.
 */
static int
hs_sp_entry(const uint8_t *buf, size_t hdr, uint32_t n, size_t esz,
    int pcs, int ds, int hasd, size_t csize, uint32_t at)
{
	uint32_t i, pc, prev = 0, tramp;
	const uint8_t *e;

	for (i = 0; i < n; i++) {
		e = buf + hdr + i * esz;
		pc = v8_le_bytes(&e, pcs);
		if ((i > 0 && pc <= prev) || pc > csize)
			return (-2);
		prev = pc;
		if (!hasd)
			continue;
		(void) v8_le_bytes(&e, ds);
		tramp = v8_le_bytes(&e, pcs);
		if (tramp != 0 && tramp - 1 == at)
			return ((int)i);
	}
	for (i = 0; i < n; i++) {
		e = buf + hdr + i * esz;
		if (v8_le_bytes(&e, pcs) == at)
			return ((int)i);
	}
	return (-1);
}

/*
 * A Maglev frame, as MaglevFrame::Iterate visits it (facts
 * maglev_safepoint_* and mg_safepoint_*: SRC_MG_STACK_ROOTS; V8 13.6):
 * its code's MaglevSafepointTable (after the instructions: stack slots,
 * length, entry configuration, the number of tagged spill slots; the
 * entries: pc, deopt index + 1, trampoline pc + 1, the number of
 * registers pushed, their tagged bits) gives the spill slots: the tagged
 * ones first below the fixed part, then the untagged, then the
 * registers the call pushed.  V8 visits the words from sp up to the
 * pushed registers (the outgoing parameters), the tagged pushed
 * registers, the tagged spill slots (from the one next to the fixed
 * part down), then function and context.  A safepoint with registers
 * pushed is not decoded (said): no core of the corpus has one to check
 * their order against.  Returns as hs_st_turbofan.
 */
static int
hs_st_maglev(hs_state_t *hs, const v8_frame_t *vf, uintptr_t sp, int isret,
    uintptr_t code, uintptr_t start, size_t csize, const char **whyp)
{
	const v8_archfacts_t *a = v8_cfg.vc_arch;
	intptr_t lenoff, cfgoff, hdr, ssoff, tsoff, dbit, rsh, psh, dsh, wmask;
	uintptr_t ps = (uintptr_t)v8_cfg.vc_ptrsize, hbase, top, fixed, slot;
	uintptr_t w, plimit;
	uint32_t msize, n, cfg, i, slots, tagged, at, spill;
	const uint8_t *p, *ent = NULL;
	int ei;
	uint8_t *buf;
	size_t esz;
	ssize_t off;
	int hasd, pcs, ds, rs, pushed;

	if (!isret || v8_cfg.vc_tagged_size != v8_cfg.vc_ptrsize ||
	    v8_const("maglev_safepoint_length", &lenoff) != 0 ||
	    v8_const("maglev_safepoint_config", &cfgoff) != 0 ||
	    v8_const("maglev_safepoint_header_size", &hdr) != 0 ||
	    v8_const("mg_safepoint_stack_slots", &ssoff) != 0 ||
	    v8_const("mg_safepoint_tagged_slots", &tsoff) != 0 ||
	    v8_const("maglev_safepoint_has_deopt_bit", &dbit) != 0 ||
	    v8_const("maglev_safepoint_regsize_shift", &rsh) != 0 ||
	    v8_const("maglev_safepoint_pcsize_shift", &psh) != 0 ||
	    v8_const("maglev_safepoint_deoptsize_shift", &dsh) != 0 ||
	    v8_const("maglev_safepoint_size_mask", &wmask) != 0 ||
	    dbit < 0 || dbit > 31 || rsh < 0 || rsh > 31 || psh < 0 ||
	    psh > 31 || dsh < 0 || dsh > 31 || lenoff < 0 || cfgoff < 0 ||
	    ssoff < 0 || tsoff < 0 || hdr < lenoff + 4 || hdr < cfgoff + 4 ||
	    hdr < ssoff + 4 || hdr < tsoff + 4 ||
	    v8_class_offset("Code", "metadata_size", &off) != 0 ||
	    v8_read_u32(code, off, &msize) != 0 ||
	    msize < (uint32_t)hdr || msize > HS_ST_MAXTABLE) {
		hs->hs_st_maglev++;
		return (0);
	}
	if ((buf = malloc(msize)) == NULL) {
		*whyp = "out of memory";
		return (-1);
	}
	if (mdb_vread(buf, msize, start + csize) != (ssize_t)msize) {
		free(buf);
		hs->hs_st_maglev++;
		return (0);
	}
	p = buf + lenoff;
	n = v8_le_bytes(&p, 4);
	p = buf + cfgoff;
	cfg = v8_le_bytes(&p, 4);
	p = buf + ssoff;
	slots = v8_le_bytes(&p, 4);
	p = buf + tsoff;
	tagged = v8_le_bytes(&p, 4);
	hasd = (int)((cfg >> dbit) & 1);
	rs = (int)((cfg >> rsh) & (uint32_t)wmask);
	pcs = (int)((cfg >> psh) & (uint32_t)wmask);
	ds = (int)((cfg >> dsh) & (uint32_t)wmask);
	esz = (size_t)pcs + (hasd ? (size_t)ds + (size_t)pcs : 0) + 1 +
	    (size_t)rs;
	at = (uint32_t)(vf->vf_pc - start);
	if (pcs < 1 || pcs > 4 || (hasd && (ds < 1 || ds > 4)) || rs > 4 ||
	    (n != 0 && (msize - (uint32_t)hdr) / n < esz)) {
		free(buf);
		hs->hs_st_maglev++;
		return (0);
	}
	/* as hs_st_turbofan: a trampoline pc first, else the pc exactly */
	if ((ei = hs_sp_entry(buf, (size_t)hdr, n, esz, pcs, ds, hasd, csize,
	    at)) >= 0)
		ent = buf + hdr + (size_t)ei * esz;
	if (ent == NULL) {
		free(buf);
		hs->hs_st_maglev++;
		return (0);
	}
	p = ent + pcs + (hasd ? ds + pcs : 0);
	pushed = *p;
	free(buf);
	hbase = vf->vf_fp + (uintptr_t)(intptr_t)v8_cfg.vc_off_fp_function -
	    ps;
	top = vf->vf_fp + (uintptr_t)(intptr_t)v8_cfg.vc_off_fp_context;
	fixed = (vf->vf_fp - hbase + (uintptr_t)a->va_caller_sp) / ps;
	if (pushed != 0 || hbase >= vf->vf_fp || top >= vf->vf_fp ||
	    top <= hbase || slots > HS_ST_MAXFRAME / ps || slots < fixed ||
	    (spill = slots - (uint32_t)fixed) < tagged ||
	    spill * ps > hbase || (plimit = hbase - spill * ps) < sp ||
	    plimit - sp > HS_ST_MAXFRAME) {
		hs->hs_st_maglev++;
		return (0);
	}
	/* the outgoing parameters, the tagged spill slots, the fixed part */
	for (slot = sp; slot < plimit; slot += ps) {
		if (v8_vread_ptr(slot, &w) != 0)
			goto unreadable;
		if (v8_is_heapobject(w) && hs_st_add(hs, w) != 0)
			goto toomany;
	}
	for (i = 0; i < tagged; i++) {
		if (v8_vread_ptr(hbase - (i + 1) * ps, &w) != 0)
			goto unreadable;
		if (v8_is_heapobject(w) && hs_st_add(hs, w) != 0)
			goto toomany;
	}
	for (slot = hbase + ps; slot <= top; slot += ps) {
		if (v8_vread_ptr(slot, &w) != 0)
			goto unreadable;
		if (v8_is_heapobject(w) && hs_st_add(hs, w) != 0)
			goto toomany;
	}
	hs->hs_st_mg++;
	return (1);
unreadable:
	*whyp = "an optimized frame's slots cannot be read";
	return (-1);
toomany:
	*whyp = "more stack slots than jsmdb reads (1048576)";
	return (-1);
}

/*
 * A TurboFan frame (fp, its return address pc, its sp: its callee's
 * caller sp), as TurbofanFrame::Iterate visits it (fact CodeKindTurbofan
 * and the tf_safepoint_* facts: SRC_SAFEPOINT): the words from sp up to
 * its spill slots (what it pushed for its callee: JavaScript code's
 * outgoing parameters are tagged), the spill slots the safepoint entry
 * at pc marks tagged, in the bitmap's order, then its function and
 * context (not the argument count).  The code's safepoint table is read
 * and checked whole (sizes bounded, entries sorted inside the code, the
 * marked slots inside the spill area) before a slot is added.  1 when
 * read, 0 when not decoded (counted: Maglev code, no entry for pc, a
 * table that does not read as one), -1 and *whyp when the slots cannot
 * be read.
 */
static int
hs_st_turbofan(hs_state_t *hs, const v8_frame_t *vf, uintptr_t sp,
    int isret, const char **whyp)
{
	const v8_archfacts_t *a = v8_cfg.vc_arch;
	intptr_t tk, mk, lenoff, cfgoff, hdr, ssoff, ssh, sbits, dbit, rsh;
	intptr_t psh, dsh, wmask, tsh, tbits;
	uintptr_t code, start, ps = (uintptr_t)v8_cfg.vc_ptrsize;
	uintptr_t hbase, plimit, top, slot, w, spill, fixed;
	uint32_t msize, flags, n, cfg, slots, at, tb;
	const uint8_t *p, *bits = NULL;
	int ei;
	uint8_t *buf;
	size_t csize, esz, k;
	ssize_t off;
	int kind, hasd, pcs, ds, rs;
	char name[64];
	GElf_Sym sym;

	/*
	 * A builtin's frame (Array.prototype.forEach ...): its pc in an
	 * embedded builtin, whose safepoint table is in the embedded blob's
	 * metadata, not read.
	 */
	if (mdb_lookup_by_addr(vf->vf_pc - 1, MDB_SYM_FUZZY, name,
	    sizeof (name), &sym) == 0 && strncmp(name, "Builtins_", 9) == 0) {
		hs->hs_st_builtin++;
		return (0);
	}
	if (v8_frame_code(vf, &code, &start, &csize, &kind) != 0 ||
	    vf->vf_pc <= start || vf->vf_pc - start > csize) {
		hs->hs_st_opt++;
		return (0);
	}
	if (v8_const("CodeKindMaglev", &mk) == 0 && kind == mk)
		return (hs_st_maglev(hs, vf, sp, isret, code, start, csize,
		    whyp));
	/*
	 * Only TurboFan code of full-width tagged slots (a spill slot of a
	 * pointer-compressed build may hold a compressed value), at a
	 * return address (the pc V8 looks up).
	 */
	if (v8_const("CodeKindTurbofan", &tk) != 0 || kind != tk || !isret ||
	    v8_cfg.vc_tagged_size != v8_cfg.vc_ptrsize ||
	    v8_const("tf_safepoint_length", &lenoff) != 0 ||
	    v8_const("tf_safepoint_config", &cfgoff) != 0 ||
	    v8_const("tf_safepoint_header_size", &hdr) != 0 ||
	    v8_const("tf_safepoint_has_deopt_bit", &dbit) != 0 ||
	    v8_const("tf_safepoint_regsize_shift", &rsh) != 0 ||
	    v8_const("tf_safepoint_pcsize_shift", &psh) != 0 ||
	    v8_const("tf_safepoint_deoptsize_shift", &dsh) != 0 ||
	    v8_const("tf_safepoint_size_mask", &wmask) != 0 ||
	    v8_const("tf_safepoint_slotbytes_shift", &tsh) != 0 ||
	    v8_const("tf_safepoint_slotbytes_bits", &tbits) != 0 ||
	    dbit < 0 || dbit > 31 || rsh < 0 || rsh > 31 || psh < 0 ||
	    psh > 31 || dsh < 0 || dsh > 31 || tsh < 0 || tsh > 31 ||
	    tbits < 1 || tbits > 32 - tsh || lenoff < 0 || cfgoff < 0 ||
	    hdr < lenoff + 4 || hdr < cfgoff + 4 ||
	    v8_class_offset("Code", "metadata_size", &off) != 0 ||
	    v8_read_u32(code, off, &msize) != 0 ||
	    msize < (uint32_t)hdr || msize > HS_ST_MAXTABLE) {
		hs->hs_st_opt++;
		return (0);
	}
	/* Code::stack_slots(): in the table (V8 13), else in Code's flags */
	if (v8_const("tf_safepoint_stack_slots", &ssoff) != 0)
		ssoff = -1;
	if (ssoff < 0 && (v8_const("tf_code_stack_slots_shift", &ssh) != 0 ||
	    v8_const("tf_code_stack_slots_bits", &sbits) != 0 || ssh < 0 ||
	    sbits < 1 || ssh + sbits > 32 ||
	    v8_read_u32(code, v8_cfg.vo_Code_flags, &flags) != 0)) {
		hs->hs_st_opt++;
		return (0);
	}
	if (ssoff >= 0 && ssoff + 4 > hdr) {
		hs->hs_st_opt++;
		return (0);
	}
	if ((buf = malloc(msize)) == NULL) {
		*whyp = "out of memory";
		return (-1);
	}
	if (mdb_vread(buf, msize, start + csize) != (ssize_t)msize) {
		free(buf);
		hs->hs_st_nosafe++;
		return (0);
	}
	p = buf + lenoff;
	n = v8_le_bytes(&p, 4);
	p = buf + cfgoff;
	cfg = v8_le_bytes(&p, 4);
	if (ssoff >= 0) {
		p = buf + ssoff;
		slots = v8_le_bytes(&p, 4);
	} else {
		slots = (flags >> ssh) & (uint32_t)((1ULL << sbits) - 1);
	}
	hasd = (int)((cfg >> dbit) & 1);
	rs = (int)((cfg >> rsh) & (uint32_t)wmask);
	pcs = (int)((cfg >> psh) & (uint32_t)wmask);
	ds = (int)((cfg >> dsh) & (uint32_t)wmask);
	tb = (cfg >> tsh) & (uint32_t)((1ULL << tbits) - 1);
	esz = (size_t)pcs + (hasd ? (size_t)ds + (size_t)pcs : 0) +
	    (size_t)rs;
	at = (uint32_t)(vf->vf_pc - start);
	/*
	 * The entry for pc, as SafepointTable::FindEntry finds it: the
	 * entry whose trampoline pc it is (a frame marked for lazy
	 * deoptimization returns there), else the one of its pc exactly.
	 */
	if (pcs < 1 || pcs > 4 || (hasd && (ds < 1 || ds > 4)) || rs > 4 ||
	    (n != 0 && (msize - (uint32_t)hdr) / n < esz + tb)) {
		free(buf);
		hs->hs_st_nosafe++;
		return (0);
	}
	if ((ei = hs_sp_entry(buf, (size_t)hdr, n, esz, pcs, ds, hasd, csize,
	    at)) == -2) {	/* not sorted inside the code */
		free(buf);
		hs->hs_st_nosafe++;
		return (0);
	}
	if (ei >= 0)
		bits = buf + hdr + (size_t)n * esz + (size_t)ei * tb;
	/*
	 * The frame: its fixed part below fp (argument count, function,
	 * context: kFixedFrameSizeFromFp) and above it (caller's fp and
	 * pc), the spill slots below, what it pushed for its callee below
	 * them, down to sp.
	 */
	hbase = vf->vf_fp + (uintptr_t)(intptr_t)v8_cfg.vc_off_fp_function -
	    ps;
	top = vf->vf_fp + (uintptr_t)(intptr_t)v8_cfg.vc_off_fp_context;
	fixed = vf->vf_fp - hbase + (uintptr_t)a->va_caller_sp;
	if (bits == NULL || hbase >= vf->vf_fp || top >= vf->vf_fp ||
	    top <= hbase || (uintptr_t)slots > HS_ST_MAXFRAME / ps ||
	    (uintptr_t)slots * ps < fixed ||
	    (spill = (uintptr_t)slots * ps - fixed) > hbase ||
	    (plimit = hbase - spill) < sp || plimit - sp > HS_ST_MAXFRAME) {
		free(buf);
		hs->hs_st_nosafe++;
		return (0);
	}
	for (k = 0; k < (size_t)tb * 8; k++) {
		if ((bits[k / 8] >> (k % 8)) & 1 &&
		    plimit + k * ps >= hbase) {
			free(buf);
			hs->hs_st_nosafe++;
			return (0);
		}
	}
	/* the outgoing parameters, the tagged spill slots, the fixed part */
	for (slot = sp; slot < plimit; slot += ps) {
		if (v8_vread_ptr(slot, &w) != 0)
			goto unreadable;
		if (v8_is_heapobject(w) && hs_st_add(hs, w) != 0)
			goto toomany;
	}
	for (k = 0; k < (size_t)tb * 8; k++) {
		if (((bits[k / 8] >> (k % 8)) & 1) == 0)
			continue;
		if (v8_vread_ptr(plimit + k * ps, &w) != 0)
			goto unreadable;
		if (v8_is_heapobject(w) && hs_st_add(hs, w) != 0)
			goto toomany;
	}
	for (slot = hbase + ps; slot <= top; slot += ps) {
		if (v8_vread_ptr(slot, &w) != 0)
			goto unreadable;
		if (v8_is_heapobject(w) && hs_st_add(hs, w) != 0)
			goto toomany;
	}
	free(buf);
	hs->hs_st_tf++;
	return (1);
unreadable:
	free(buf);
	*whyp = "an optimized frame's slots cannot be read";
	return (-1);
toomany:
	free(buf);
	*whyp = "more stack slots than jsmdb reads (1048576)";
	return (-1);
}

/*
 * The slots of the current thread's interpreted and baseline frames into
 * hs_st.  0 (with the counts of what was not decoded), or -1 and *whyp.
 */
static int
hs_st_read(hs_state_t *hs, const char **whyp)
{
	const v8_heapinfo_t *hi = v8_heap_info();
	const v8_archfacts_t *a = v8_cfg.vc_arch;
	hs_stwalk_t sw;
	mdb_target_info_t ti;
	uintptr_t pcmask, prevfp = 0;
	intptr_t chk;
	size_t i;
	int prev_v8 = 0;

	*whyp = NULL;
	if (v8_const("snapshot_stack_roots", &chk) != 0 || chk != 1 ||
	    !v8_cfg.vc_configured || v8_cfg.vc_frame_classic ||
	    !v8_cfg.vc_frame_has_argc || v8_cfg.vc_off_fp_bytecode_array == 0 ||
	    a == NULL)
		return (-1);	/* no facts: not decoded */
	if (hi == NULL || hi->hi_heaps != 1) {
		*whyp = "the core has not one isolate: which thread runs "
		    "which is not decoded";
		return (-1);
	}
	if ((sw.sw_frames = malloc(HS_ST_MAXFRAMES *
	    sizeof (hs_stframe_t))) == NULL) {
		*whyp = "out of memory";
		return (-1);
	}
	sw.sw_n = 0;
	if (mdb_frame_iter(0, hs_st_collect_cb, &sw) != 0 && sw.sw_n == 0) {
		free(sw.sw_frames);
		*whyp = "the current thread's frames cannot be unwound";
		return (-1);
	}
	/*
	 * Where the native unwinder stops in V8's code, V8's frame pointer
	 * chain goes on (as ::jsstack follows it).
	 */
	pcmask = mdb_target_info(&ti) == 0 ? (uintptr_t)ti.mti_pcmask :
	    UINTPTR_MAX;
	while (sw.sw_n > 0 && sw.sw_n < HS_ST_MAXFRAMES) {
		hs_stframe_t *last = &sw.sw_frames[sw.sw_n - 1];
		uintptr_t next, pc;
		v8_frame_t vf;

		if (!hs_st_v8frame(last, &vf) ||
		    v8_vread_ptr(last->sf_fp + a->va_caller_fp, &next) != 0 ||
		    v8_vread_ptr(last->sf_fp + a->va_caller_pc, &pc) != 0 ||
		    next <= last->sf_fp || (pc &= pcmask) == 0)
			break;
		sw.sw_frames[sw.sw_n].sf_fp = next;
		sw.sw_frames[sw.sw_n].sf_pc = pc;
		sw.sw_frames[sw.sw_n].sf_isret = 1;
		sw.sw_n++;
	}
	/*
	 * A walk that ends in a V8 frame (an entry frame whose native
	 * caller neither the unwinder nor the chain reaches, or the frame
	 * cap) may leave older JS frames out: said.
	 */
	if (sw.sw_n > 0) {
		v8_frame_t vf;

		hs->hs_st_cut = hs_st_v8frame(&sw.sw_frames[sw.sw_n - 1], &vf);
	}

	for (i = 0; i < sw.sw_n && !mdb_interrupted(); i++) {
		const hs_stframe_t *f = &sw.sw_frames[i];
		uintptr_t fp = f->sf_fp, sp, slot, argc, top, w, link;
		v8_frame_t vf;
		int isv8 = hs_st_v8frame(f, &vf);

		if (!isv8) {
			prev_v8 = 0;
			continue;
		}
		if (vf.vf_kind != V8F_JS) {
			hs->hs_st_other++;
			goto next;
		}
		if (vf.vf_tier != V8FT_INTERPRETED &&
		    vf.vf_tier != V8FT_BASELINE &&
		    vf.vf_tier != V8FT_OPTIMIZED) {
			hs->hs_st_opt++;
			goto next;
		}
		/*
		 * The frame's sp is its callee's caller sp: the callee must
		 * be a V8 frame whose saved fp is this one.
		 */
		if (!prev_v8 || v8_vread_ptr(prevfp + a->va_caller_fp,
		    &link) != 0 || link != fp) {
			hs->hs_st_nosp++;
			goto next;
		}
		sp = prevfp + (uintptr_t)a->va_caller_sp;
		if (vf.vf_tier == V8FT_OPTIMIZED) {
			if (hs_st_turbofan(hs, &vf, sp, f->sf_isret,
			    whyp) < 0)
				goto fail;
			goto next;
		}
		top = fp + (uintptr_t)(intptr_t)v8_cfg.vc_off_fp_context;
		argc = fp + (uintptr_t)(intptr_t)v8_cfg.vc_off_fp_function -
		    (uintptr_t)v8_cfg.vc_ptrsize;
		if (sp > top || top - sp > HS_ST_MAXFRAME ||
		    (top - sp) % (uintptr_t)v8_cfg.vc_ptrsize != 0) {
			hs->hs_st_nosp++;
			goto next;
		}
		for (slot = sp; slot <= top; slot += v8_cfg.vc_ptrsize) {
			if (slot == argc)
				continue;
			if (v8_vread_ptr(slot, &w) != 0) {
				*whyp = "a JavaScript frame's slots cannot be "
				    "read";
				goto fail;
			}
			if (!v8_is_heapobject(w))
				continue;
			if (hs_st_add(hs, w) != 0) {
				*whyp = "more stack slots than jsmdb reads "
				    "(1048576)";
				goto fail;
			}
		}
		hs->hs_st_frames++;
next:
		prev_v8 = 1;
		prevfp = fp;
	}
	free(sw.sw_frames);
	if (hs->hs_st_frames == 0 && hs->hs_st_tf == 0 &&
	    hs->hs_st_mg == 0) {
		*whyp = "the current thread has no interpreted, baseline or "
		    "TurboFan JavaScript frame whose slots jsmdb can read";
		return (-1);
	}
	return (0);
fail:
	free(sw.sw_frames);
	free(hs->hs_st);
	hs->hs_st = NULL;
	hs->hs_nst = hs->hs_stcap = 0;
	return (-1);
}

/*
 * The edges of a category that is a list of words (the stack roots, the
 * strong roots): "internal" edges to the words that are objects, named
 * by their place among them.  Their count.
 */
static size_t
hs_list_edges(hs_state_t *hs, const uintptr_t *words, size_t nwords)
{
	size_t i, before = hs->hs_nedges, n = 0;
	char name[32];

	hs->hs_nedges = 0;
	for (i = 0; i < nwords; i++) {
		size_t was = hs->hs_nedges;

		(void) snprintf(name, sizeof (name), "%zu", n + 1);
		hs_edge(hs, HS_E_INTERNAL, name, 0, words[i]);
		n += hs->hs_nedges - was;
	}
	hs->hs_nseen = 0;
	hs->hs_nedges = before;
	return (n);
}

/* ---- the strong roots ---- */

/*
 * The isolate, from the core's one Heap (Heap::isolate_), proven as for
 * the strong roots: its GlobalHandles' isolate_ is the Heap's.
 */
static int
hs_isolate(uintptr_t *isop, const char **whyp)
{
	const v8_heapinfo_t *hi = v8_heap_info();
	intptr_t hiso, hgh, ghiso;
	uintptr_t heap, iso, gh, w;

	if (v8_const("heap_isolate", &hiso) != 0 ||
	    v8_const("heap_global_handles", &hgh) != 0 ||
	    v8_const("gh_isolate", &ghiso) != 0)
		return (-1);	/* no facts: *whyp stays NULL */
	if (v8_cfg.vc_ptrsize != sizeof (uintptr_t)) {
		*whyp = "its pointers are not 8 bytes";
		return (-1);
	}
	if (hi == NULL || hi->hi_heaps != 1 || hi->hi_heapv == NULL) {
		*whyp = "the core has not one isolate (one Heap in the page "
		    "headers)";
		return (-1);
	}
	heap = hi->hi_heapv[0];
	if (hs_gh_word(heap + (uintptr_t)hiso, &iso) != 0 || iso == 0 ||
	    hs_gh_word(heap + (uintptr_t)hgh, &gh) != 0 || gh == 0 ||
	    hs_gh_word(gh + (uintptr_t)ghiso, &w) != 0 || w != iso) {
		*whyp = "the isolate is not where the facts put it (its "
		    "GlobalHandles' isolate_ is not the Heap's)";
		return (-1);
	}
	*isop = iso;
	return (0);
}


/*
 * The roots table's strong roots (facts x64:isolate_strong_roots,
 * roots_strong_count: SRC_STRONG_ROOTS), which V8 visits as one range
 * (Heap::IterateRoots, Root::kStrongRootList): each word that is an
 * object an "internal" edge named by its place.  The isolate is proven
 * where the facts put it as for the global handles (its GlobalHandles'
 * isolate_ is the Heap's), and the range as V8's roots.h lays it out: its
 * first word an AccessorInfo (arguments_iterator_accessor, the first of
 * ACCESSOR_INFO_LIST) and the word before it not one (the last read-only
 * root, a Map on V8 10.2, 12.4 and 13.6), every word a Smi or an
 * object's address, the word after it a Smi (the Smi roots).
 */
#define	HS_SR_MAX	4096	/* strong roots, at most */

static int
hs_sr_read(hs_state_t *hs, const char **whyp)
{
	intptr_t off, cnt;
	uintptr_t iso, w, *words;
	int type, tai = v8_type_byname("ACCESSOR_INFO_TYPE");
	size_t i;

	*whyp = NULL;
	if (v8_const("isolate_strong_roots", &off) != 0 || off < 0 ||
	    v8_const("roots_strong_count", &cnt) != 0 || cnt <= 0 ||
	    cnt > HS_SR_MAX || tai == -1)
		return (-1);	/* no facts: not decoded */
	if (hs_isolate(&iso, whyp) != 0)
		return (-1);
	if (off < (intptr_t)sizeof (w) ||
	    (words = malloc(((size_t)cnt + 2) * sizeof (w))) == NULL) {
		*whyp = "out of memory";
		return (-1);
	}
	/* the word before the first, the strong roots, the word after */
	if (mdb_vread(words, ((size_t)cnt + 2) * sizeof (w),
	    iso + (uintptr_t)off - sizeof (w)) != (ssize_t)(((size_t)cnt + 2) *
	    sizeof (w))) {
		free(words);
		*whyp = "the isolate's roots table cannot be read";
		return (-1);
	}
	for (i = 1; i <= (size_t)cnt; i++) {
		if (!v8_is_smi(words[i]) && !v8_is_heapobject(words[i]))
			break;
	}
	if (i != (size_t)cnt + 1 || !v8_is_smi(words[cnt + 1]) ||
	    v8_obj_type(words[1], &type) != 0 || type != tai ||
	    (v8_obj_type(words[0], &type) == 0 && type == tai)) {
		free(words);
		*whyp = "the isolate's roots table is not laid out as V8's "
		    "roots.h of this release says (its first strong root an "
		    "AccessorInfo, the root before it not one, Smi roots after "
		    "the last)";
		return (-1);
	}
	(void) memmove(words, words + 1, (size_t)cnt * sizeof (w));
	hs->hs_sr = words;
	hs->hs_nsr = (size_t)cnt;
	return (0);
}

/* ---- the read-only roots ---- */

/*
 * The roots table's read-only roots (facts x64:isolate_roots_table:
 * SRC_RO_ROOTS), which V8 visits as one range (Root::kReadOnlyRootList):
 * from the table's first word, free_space_map, up to the strong roots
 * (isolate_strong_roots), each an "internal" edge named by its place.
 * Checked: the first is a Map whose instance type is FREE_SPACE_TYPE
 * (a table one slot off starts at another word: the one before, or
 * one_pointer_filler_map), every word an object's address, and the
 * strong roots proven where they start (hs_sr_read).
 */
#define	HS_RO_MAX	4096	/* read-only roots, at most */

static int
hs_ro_read(hs_state_t *hs, const char **whyp)
{
	intptr_t off, sroff;
	uintptr_t iso, *words;
	int type, tfree = v8_type_byname("FREE_SPACE_TYPE");
	int tmap = v8_type_byname("MAP_TYPE");
	size_t i, n;

	*whyp = NULL;
	if (v8_const("isolate_roots_table", &off) != 0 || off < 0 ||
	    v8_const("isolate_strong_roots", &sroff) != 0 || sroff <= off ||
	    (sroff - off) % sizeof (uintptr_t) != 0 ||
	    (size_t)(sroff - off) / sizeof (uintptr_t) > HS_RO_MAX ||
	    tfree == -1 || tmap == -1)
		return (-1);	/* no facts: not decoded */
	if (!hs->hs_sr_ok) {
		*whyp = "the strong roots after them were not found";
		return (-1);
	}
	if (hs_isolate(&iso, whyp) != 0)
		return (-1);
	n = (size_t)(sroff - off) / sizeof (uintptr_t);
	if ((words = malloc(n * sizeof (uintptr_t))) == NULL) {
		*whyp = "out of memory";
		return (-1);
	}
	if (mdb_vread(words, n * sizeof (uintptr_t), iso + (uintptr_t)off) !=
	    (ssize_t)(n * sizeof (uintptr_t))) {
		free(words);
		*whyp = "the isolate's roots table cannot be read";
		return (-1);
	}
	for (i = 0; i < n; i++) {
		if (!v8_is_heapobject(words[i]))
			break;
	}
	if (i != n || v8_obj_type(words[0], &type) != 0 || type != tmap ||
	    v8_map_type(words[0], &type) != 0 || type != tfree) {
		free(words);
		*whyp = "the isolate's roots table is not laid out as V8's "
		    "roots.h of this release says (its first root "
		    "free_space_map, a Map of FREE_SPACE_TYPE, every read-only "
		    "root an object)";
		return (-1);
	}
	hs->hs_ro = words;
	hs->hs_nro = n;
	return (0);
}

/* ---- the builtins ---- */

/*
 * V8's builtins (SRC_BUILTINS), as Heap::IterateBuiltins visits them
 * (Root::kBuiltins): the builtin table, the Code object of each builtin
 * by id, then the tier-0 table, the first builtin_tier0_count of them
 * again; each an "internal" edge named by its place (V8 names it
 * "N / NAME").  The tier-0 table is at a fixed offset of the release
 * (x64:isolate_builtin_tier0_table); the builtin table moves with the
 * counts of builtins and roots between builds, and is found: within
 * isolate_builtins_from .. isolate_builtins_to of the isolate, the one
 * place where the tier-0 table's Code objects start a run of N Code
 * objects that follows N words that are no object (builtin_entry_table_:
 * the builtins' entry points) and that no Code object follows.  Anything
 * else -- no such place, two, a tier-0 entry that is not a Code object --
 * and the builtins are not decoded, and it says why.
 */
#define	HS_BI_TIER0_MAX	64

static int
hs_bi_read(hs_state_t *hs, const char **whyp)
{
	intptr_t t0off, t0n, from, to;
	uintptr_t iso, t0[HS_BI_TIER0_MAX], *words, *bi = NULL;
	int type, tcode = v8_type_byname("CODE_TYPE");
	size_t nw, i, k, n, found = 0, at = 0, nbi = 0;

	*whyp = NULL;
	if (v8_const("isolate_builtin_tier0_table", &t0off) != 0 ||
	    t0off < 0 || v8_const("builtin_tier0_count", &t0n) != 0 ||
	    t0n <= 0 || t0n > HS_BI_TIER0_MAX ||
	    v8_const("isolate_builtins_from", &from) != 0 ||
	    v8_const("isolate_builtins_to", &to) != 0 || from < 0 ||
	    to <= from || to - from > (1 << 20) || tcode == -1)
		return (-1);	/* no facts: not decoded */
	if (hs_isolate(&iso, whyp) != 0)
		return (-1);
	if (mdb_vread(t0, (size_t)t0n * sizeof (uintptr_t),
	    iso + (uintptr_t)t0off) != (ssize_t)((size_t)t0n *
	    sizeof (uintptr_t))) {
		*whyp = "the isolate's tier-0 builtin table cannot be read";
		return (-1);
	}
	for (k = 0; k < (size_t)t0n; k++) {
		if (v8_obj_type(t0[k], &type) != 0 || type != tcode) {
			*whyp = "the isolate's tier-0 builtin table is not "
			    "Code objects where the facts put it";
			return (-1);
		}
	}
	nw = (size_t)(to - from) / sizeof (uintptr_t);
	if ((words = malloc(nw * sizeof (uintptr_t))) == NULL) {
		*whyp = "out of memory";
		return (-1);
	}
	if (mdb_vread(words, nw * sizeof (uintptr_t), iso + (uintptr_t)from) !=
	    (ssize_t)(nw * sizeof (uintptr_t))) {
		free(words);
		*whyp = "the isolate's builtin tables cannot be read";
		return (-1);
	}
	for (i = 0; i + (size_t)t0n <= nw; i++) {
		if (memcmp(&words[i], t0, (size_t)t0n * sizeof (uintptr_t)) !=
		    0)
			continue;
		/* the run of Code objects from i, and what follows it */
		for (n = 0; i + n < nw; n++) {
			if (!v8_is_heapobject(words[i + n]) ||
			    v8_obj_type(words[i + n], &type) != 0 ||
			    type != tcode)
				break;
		}
		if (n < (size_t)t0n || i < n || i + n >= nw)
			continue;
		/* the entry table: n words before it, none an object */
		for (k = i - n; k < i; k++) {
			if (v8_is_heapobject(words[k]))
				break;
		}
		if (k != i)
			continue;
		found++;
		at = i;
		nbi = n;
	}
	if (found != 1) {
		free(words);
		*whyp = found == 0 ? "no builtin table (a run of Code objects "
		    "starting with the tier-0 builtins, after as many entry "
		    "points) in the isolate where the facts say" : "two places "
		    "in the isolate look like the builtin table";
		return (-1);
	}
	if ((bi = malloc((nbi + (size_t)t0n) * sizeof (uintptr_t))) == NULL) {
		free(words);
		*whyp = "out of memory";
		return (-1);
	}
	(void) memcpy(bi, &words[at], nbi * sizeof (uintptr_t));
	(void) memcpy(bi + nbi, t0, (size_t)t0n * sizeof (uintptr_t));
	free(words);
	hs->hs_bi = bi;
	hs->hs_nbi = nbi + (size_t)t0n;
	return (0);
}

/* ---- std::vector<Object> roots: external strings, object caches ---- */

#define	HS_VEC_MAX	(1 << 20)	/* elements of a vector, at most */

/*
 * A std::vector<Object> of the core ({ begin, end, capacity }, libstdc++
 * and libc++ alike): its elements, malloc'd, when begin <= end <= cap,
 * 8-byte aligned, at most HS_VEC_MAX elements, and they read; -1 else.
 * An empty vector is 0 elements and a NULL array.
 */
static int
hs_vec_read(const uintptr_t v[3], uintptr_t **wordsp, size_t *np)
{
	size_t n;
	uintptr_t *w;

	*wordsp = NULL;
	*np = 0;
	if (v[0] > v[1] || v[1] > v[2] || (v[1] - v[0]) % sizeof (uintptr_t) !=
	    0 || v[0] % sizeof (uintptr_t) != 0 ||
	    (v[1] - v[0]) / sizeof (uintptr_t) > HS_VEC_MAX ||
	    (v[0] == 0 && v[2] != 0))
		return (-1);
	if ((n = (v[1] - v[0]) / sizeof (uintptr_t)) == 0)
		return (0);
	if ((w = malloc(n * sizeof (uintptr_t))) == NULL)
		return (-1);
	if (mdb_vread(w, n * sizeof (uintptr_t), v[0]) !=
	    (ssize_t)(n * sizeof (uintptr_t))) {
		free(w);
		return (-1);
	}
	*wordsp = w;
	*np = n;
	return (0);
}

/* Whether w is an external string (its representation tag). */
static int
hs_is_external_string(uintptr_t w)
{
	int type;

	return (v8_is_heapobject(w) && v8_is_string(w) &&
	    v8_obj_type(w, &type) == 0 &&
	    ((uint_t)type & v8_cfg.vc_str_rep_mask) ==
	    v8_cfg.vc_str_external_tag);
}

/*
 * V8's "(External strings)": the Heap's ExternalStringTable (facts
 * heap_external_string_table: SRC_EXT_STRINGS) { Heap *heap_;
 * std::vector<Object> young_strings_, old_strings_; }, which
 * ExternalStringTable::IterateAll visits young then old
 * (Root::kExternalStringsTable).  Checked: heap_ is the Heap, both
 * vectors well-formed, every element an external string.
 */
static int
hs_es_read(hs_state_t *hs, const char **whyp)
{
	const v8_heapinfo_t *hi;
	intptr_t off;
	uintptr_t iso, heap, t[7], *y, *o, *all;
	size_t ny, no, i;

	*whyp = NULL;
	if (v8_const("heap_external_string_table", &off) != 0 || off < 0)
		return (-1);	/* no facts: not decoded */
	if (hs_isolate(&iso, whyp) != 0)
		return (-1);
	hi = v8_heap_info();
	heap = hi->hi_heapv[0];
	if (mdb_vread(t, sizeof (t), heap + (uintptr_t)off) !=
	    (ssize_t)sizeof (t) || t[0] != heap) {
		*whyp = "the Heap's external string table is not where the "
		    "facts put it (its heap_ is not the Heap)";
		return (-1);
	}
	if (hs_vec_read(&t[1], &y, &ny) != 0)
		goto bad;
	if (hs_vec_read(&t[4], &o, &no) != 0) {
		free(y);
		goto bad;
	}
	if ((all = malloc((ny + no + 1) * sizeof (uintptr_t))) == NULL) {
		free(y);
		free(o);
		*whyp = "out of memory";
		return (-1);
	}
	if (ny != 0)
		(void) memcpy(all, y, ny * sizeof (uintptr_t));
	if (no != 0)
		(void) memcpy(all + ny, o, no * sizeof (uintptr_t));
	free(y);
	free(o);
	for (i = 0; i < ny + no; i++) {
		if (!hs_is_external_string(all[i])) {
			free(all);
			*whyp = "the Heap's external string table holds what is "
			    "not an external string";
			return (-1);
		}
	}
	hs->hs_es = all;
	hs->hs_nes = ny + no;
	return (0);
bad:
	*whyp = "the Heap's external string table's vectors do not read";
	return (-1);
}

/*
 * V8's "(Internalized strings)": the isolate's StringTable (facts
 * heap_string_table, the st_* rows: SRC_STRING_TABLE), off the heap: the
 * StringTable's data_, a Data { previous_data_; int number_of_elements_,
 * number_of_deleted_elements_, capacity_; elements_[capacity_] }, whose
 * elements StringTable::IterateElements visits in slot order
 * (Root::kStringTable), the empty (Smi 0) and deleted (Smi 1) ones no
 * edges.  Checked: the capacity a power of two, as many strings as
 * number_of_elements_ says, each an internalized string, as many Smi 1
 * as number_of_deleted_elements_, every other slot Smi 0.
 */
#define	HS_ST_MAXCAP	(1 << 24)	/* slots of the string table */

static int
hs_strtab_read(hs_state_t *hs, const char **whyp)
{
	const v8_heapinfo_t *hi;
	intptr_t off, o_ne, o_nd, o_cap, o_el;
	uintptr_t iso, heap, tab, data, *el, *out;
	int32_t ne, nd;
	uint32_t cap;
	size_t i, nobj = 0, ndel = 0, nbad = 0;
	int type;

	*whyp = NULL;
	if (v8_const("heap_string_table", &off) != 0 ||
	    v8_const("st_data_nelements", &o_ne) != 0 ||
	    v8_const("st_data_ndeleted", &o_nd) != 0 ||
	    v8_const("st_data_capacity", &o_cap) != 0 ||
	    v8_const("st_data_elements", &o_el) != 0)
		return (-1);	/* no facts: not decoded */
	if (hs_isolate(&iso, whyp) != 0)
		return (-1);
	hi = v8_heap_info();
	heap = hi->hi_heapv[0];
	if (hs_gh_word(heap + (uintptr_t)off, &tab) != 0 || tab == 0 ||
	    hs_gh_word(tab, &data) != 0 || data == 0 ||
	    mdb_vread(&ne, sizeof (ne), data + (uintptr_t)o_ne) !=
	    (ssize_t)sizeof (ne) ||
	    mdb_vread(&nd, sizeof (nd), data + (uintptr_t)o_nd) !=
	    (ssize_t)sizeof (nd) ||
	    mdb_vread(&cap, sizeof (cap), data + (uintptr_t)o_cap) !=
	    (ssize_t)sizeof (cap)) {
		*whyp = "the isolate's string table cannot be read where the "
		    "facts put it";
		return (-1);
	}
	if (cap == 0 || cap > HS_ST_MAXCAP || (cap & (cap - 1)) != 0 ||
	    ne < 0 || nd < 0 || (uint32_t)ne + (uint32_t)nd > cap) {
		*whyp = "the isolate's string table's counts are not a string "
		    "table's (its capacity a power of two, its strings and "
		    "deleted slots within it)";
		return (-1);
	}
	if ((el = malloc((size_t)cap * sizeof (uintptr_t))) == NULL) {
		*whyp = "out of memory";
		return (-1);
	}
	if (mdb_vread(el, (size_t)cap * sizeof (uintptr_t),
	    data + (uintptr_t)o_el) != (ssize_t)((size_t)cap *
	    sizeof (uintptr_t))) {
		free(el);
		*whyp = "the isolate's string table's slots cannot be read";
		return (-1);
	}
	out = el;	/* the strings, compacted in place, in slot order */
	for (i = 0; i < cap; i++) {
		if (v8_is_smi(el[i])) {
			if (v8_smi_value(el[i]) == 1)
				ndel++;
			else if (v8_smi_value(el[i]) != 0)
				nbad++;
			continue;
		}
		if (!v8_is_heapobject(el[i]) || !v8_is_string(el[i]) ||
		    v8_obj_type(el[i], &type) != 0 ||
		    ((uint_t)type & v8_cfg.vc_str_notinternalized_mask) != 0) {
			nbad++;
			continue;
		}
		out[nobj++] = el[i];
	}
	if (nbad != 0 || nobj != (size_t)ne || ndel != (size_t)nd) {
		free(el);
		*whyp = "the isolate's string table is not what its counts say "
		    "(its strings internalized, as many as "
		    "number_of_elements_, the deleted slots "
		    "number_of_deleted_elements_, the others empty)";
		return (-1);
	}
	hs->hs_stab = el;
	hs->hs_nstab = nobj;
	return (0);
}

/*
 * V8's "(Startup object cache)" and "(Shareable object cache)": the
 * isolate's startup_object_cache_ and shared_heap_object_cache_, two
 * std::vector<Object> one after the other (SRC_OBJ_CACHES), which
 * SerializerDeserializer::IterateStartupObjectCache and
 * IterateSharedHeapObjectCache visit from the first element up to the
 * first undefined, that one too.  Their place in the isolate moves
 * between builds of a release, so they are found: within
 * isolate_object_caches_from .. _to of the isolate, the one place where
 * two well-formed vectors follow each other, each of objects and Smis
 * ending in undefined.  None, or two such places: not decoded, said.
 */
static int
hs_oc_vec(const uintptr_t v[3], uintptr_t **wordsp, size_t *np)
{
	uintptr_t *w, last;
	size_t n, i;

	if (v[0] >= v[1] || v[0] == 0 ||
	    mdb_vread(&last, sizeof (last), v[1] - sizeof (last)) !=
	    (ssize_t)sizeof (last) ||
	    v8_oddball_kind(last) != V8_ODD_UNDEFINED ||
	    hs_vec_read(v, &w, &n) != 0)
		return (-1);
	/* the last is undefined: the loop stops at it or before */
	for (i = 0; i < n; i++) {
		if (!v8_is_smi(w[i]) && !v8_is_heapobject(w[i])) {
			free(w);
			return (-1);
		}
		if (v8_oddball_kind(w[i]) == V8_ODD_UNDEFINED)
			break;
	}
	*wordsp = w;
	*np = i + 1;	/* up to the first undefined, that one too */
	return (0);
}

static int
hs_oc_read(hs_state_t *hs, const char **whyp)
{
	intptr_t from, to;
	uintptr_t iso, *words, *sw = NULL, *hw = NULL, *a, *b;
	size_t nw, i, na, nb, found = 0, ns = 0, nh = 0;

	*whyp = NULL;
	if (v8_const("isolate_object_caches_from", &from) != 0 ||
	    v8_const("isolate_object_caches_to", &to) != 0 || from < 0 ||
	    to <= from || to - from > (1 << 20))
		return (-1);	/* no facts: not decoded */
	if (hs_isolate(&iso, whyp) != 0)
		return (-1);
	nw = (size_t)(to - from) / sizeof (uintptr_t);
	if ((words = malloc(nw * sizeof (uintptr_t))) == NULL) {
		*whyp = "out of memory";
		return (-1);
	}
	if (mdb_vread(words, nw * sizeof (uintptr_t), iso + (uintptr_t)from) !=
	    (ssize_t)(nw * sizeof (uintptr_t))) {
		free(words);
		*whyp = "the isolate cannot be read where its object caches "
		    "are";
		return (-1);
	}
	for (i = 0; i + 6 <= nw && found < 2; i++) {
		const uintptr_t *v = &words[i];

		/* cheap tests first: two vectors of elements */
		if (v[0] == 0 || v[0] >= v[1] || v[1] > v[2] || v[3] == 0 ||
		    v[3] >= v[4] || v[4] > v[5] || (v[1] - v[0]) % 8 != 0 ||
		    (v[4] - v[3]) % 8 != 0)
			continue;
		if (hs_oc_vec(&v[0], &a, &na) != 0)
			continue;
		if (hs_oc_vec(&v[3], &b, &nb) != 0) {
			free(a);
			continue;
		}
		if (++found == 1) {
			sw = a;
			ns = na;
			hw = b;
			nh = nb;
		} else {
			free(a);
			free(b);
		}
	}
	free(words);
	if (found != 1) {
		free(sw);
		free(hw);
		*whyp = found == 0 ? "no two vectors ending in undefined (the "
		    "startup and shareable object caches) in the isolate where "
		    "the facts say" : "two places in the isolate look like the "
		    "object caches";
		return (-1);
	}
	hs->hs_oc[0] = sw;
	hs->hs_noc[0] = ns;
	hs->hs_oc[1] = hw;
	hs->hs_noc[1] = nh;
	return (0);
}

static void
hs_free(hs_state_t *hs)
{
	size_t i;

	for (i = 0; i < hs->hs_nctor; i++)
		free(hs->hs_ctor[i]);
	free(hs->hs_scache);
	free(hs->hs_arena);
	hs_chunks_free(hs);
	free(hs->hs_map);
	free(hs->hs_ctor);
	free(hs->hs_ctorbad);
	free(hs->hs_globals);
	free(hs->hs_gh);
	free(hs->hs_st);
	free(hs->hs_sr);
	free(hs->hs_ro);
	free(hs->hs_bi);
	free(hs->hs_es);
	free(hs->hs_stab);
	free(hs->hs_oc[0]);
	free(hs->hs_oc[1]);
	free(hs->hs_def);
	free(hs->hs_dkey);
	free(hs->hs_dval);
	if (hs->hs_edges != NULL)
		fclose(hs->hs_edges);
	if (hs->hs_sfile != NULL)
		fclose(hs->hs_sfile);
	free(hs);
}

/*
 * A table of roots whose every word is an object (the read-only roots,
 * the builtins) of which some are no node (an object whose size jsmdb
 * cannot tell: V8 13.6's read-only ScopeInfos, SwissNameDictionary and
 * WasmNull): its node says how many of V8's edges it lacks.
 */
static void
hs_table_partial(char *cat, size_t len, const char *name, size_t ne,
    size_t nwords)
{
	if (ne < nwords)
		(void) snprintf(cat, len, "(%s: %zu of %zu on V8 %d.%d, "
		    "%zu objects not sized)", name, ne, nwords,
		    v8_cfg.vc_major, v8_cfg.vc_minor, nwords - ne);
}

/*
 * The node and edge counts go at the head of the file, before the nodes:
 * both are known only after pass 2, so the head is written with room for
 * them (fixed-width numbers) and filled in at the end.
 */
#define	HS_COUNTW	20

static int
hs_write(hs_state_t *hs, const char *path)
{
	FILE *fp;
	long countpos;
	char buf[65536];
	size_t n, i, nnodes;
	int rv = -1;

	if ((fp = fopen(path, "w")) == NULL) {
		mdb_warn("heapsnapshot: %s: %s", path, strerror(errno));
		return (-1);
	}
	hs->hs_out = fp;
	if ((hs->hs_edges = tmpfile()) == NULL ||
	    (hs->hs_sfile = tmpfile()) == NULL) {
		mdb_warn("heapsnapshot: temporary file: %s", strerror(errno));
		goto out;
	}
	if ((hs->hs_scache = calloc(HS_SBUCKETS * HS_SWAYS,
	    sizeof (hs_sslot_t))) == NULL) {
		mdb_warn("heapsnapshot: out of memory");
		goto out;
	}
	hs->hs_arena = malloc(HS_ARENA);	/* none: all in the file */
	(void) setvbuf(fp, NULL, _IOFBF, 1 << 20);
	hs_meta(fp);
	countpos = ftell(fp);
	fprintf(fp, "\"node_count\":%*d,\"edge_count\":%*d,"
	    "\"trace_function_count\":0},\n\"nodes\":[", HS_COUNTW, 0,
	    HS_COUNTW, 0);

	(void) hs_string(hs, "<dummy>");
	/* the synthetic root: (GC roots) and each global object */
	hs_node(hs, HS_N_SYNTHETIC, "", 1, 0, 1 + hs->hs_nglobals, 1);
	hs_edge_to(hs, HS_E_ELEMENT, 1, 1);
	for (i = 0; i < hs->hs_nglobals; i++)
		hs_edge_to(hs, HS_E_SHORTCUT, hs_string(hs, "global"),
		    hs_lookup(hs, hs->hs_globals[i]));
	/*
	 * (GC roots): the roots jsmdb can see, the global objects; then a
	 * node for each category of V8's roots it cannot read
	 */
	hs_node(hs, HS_N_SYNTHETIC, "(GC roots)", 3, 0,
	    hs->hs_nglobals + HS_NCATS, 0);
	for (i = 0; i < hs->hs_nglobals; i++)
		hs_edge_to(hs, HS_E_ELEMENT, (uint32_t)i + 1,
		    hs_lookup(hs, hs->hs_globals[i]));
	for (i = 0; i < HS_NCATS; i++)
		hs_edge_to(hs, HS_E_ELEMENT,
		    (uint32_t)(hs->hs_nglobals + i + 1), (int64_t)(2 + i));
	hs->hs_total_edges = 1 + 2 * hs->hs_nglobals + HS_NCATS;
	for (i = 0; i < HS_NCATS; i++) {
		char cat[160];
		size_t ne = 0;

		if (hs_root_decoded(hs, i)) {
			(void) snprintf(cat, sizeof (cat), "(%s)",
			    hs_root_cats[i]);
			if (strcmp(hs_root_cats[i], "Strong roots") == 0 ||
			    strcmp(hs_root_cats[i], "Strong root list") == 0) {
				ne = hs_list_edges(hs, hs->hs_sr, hs->hs_nsr);
				hs->hs_sredges = ne;
			} else if (strcmp(hs_root_cats[i],
			    "Read-only roots") == 0) {
				ne = hs_list_edges(hs, hs->hs_ro, hs->hs_nro);
				hs->hs_roedges = ne;
				hs_table_partial(cat, sizeof (cat),
				    hs_root_cats[i], ne, hs->hs_nro);
			} else if (strcmp(hs_root_cats[i], "Builtins") == 0) {
				ne = hs_list_edges(hs, hs->hs_bi, hs->hs_nbi);
				hs->hs_biedges = ne;
				hs_table_partial(cat, sizeof (cat),
				    hs_root_cats[i], ne, hs->hs_nbi);
			} else if (strcmp(hs_root_cats[i],
			    "Internalized strings") == 0) {
				ne = hs_list_edges(hs, hs->hs_stab,
				    hs->hs_nstab);
				hs->hs_stabedges = ne;
				hs_table_partial(cat, sizeof (cat),
				    hs_root_cats[i], ne, hs->hs_nstab);
			} else if (strcmp(hs_root_cats[i],
			    "External strings") == 0) {
				ne = hs_list_edges(hs, hs->hs_es, hs->hs_nes);
				hs->hs_esedges = ne;
				hs_table_partial(cat, sizeof (cat),
				    hs_root_cats[i], ne, hs->hs_nes);
			} else if (strcmp(hs_root_cats[i],
			    "Startup object cache") == 0 ||
			    strcmp(hs_root_cats[i],
			    "Shareable object cache") == 0) {
				int k = hs_root_cats[i][1] == 'h';

				ne = hs_list_edges(hs, hs->hs_oc[k],
				    hs->hs_noc[k]);
				hs->hs_ocedges[k] = ne;
			} else if (strcmp(hs_root_cats[i], "Stack roots") == 0) {
				/* never whole: the thread's top is not read */
				(void) snprintf(cat, sizeof (cat),
				    "(%s: partial on V8 %d.%d)",
				    hs_root_cats[i], v8_cfg.vc_major,
				    v8_cfg.vc_minor);
				ne = hs_list_edges(hs, hs->hs_st,
				    hs->hs_nst);
				hs->hs_stedges = ne;
			} else if (strcmp(hs_root_cats[i],
			    "Eternal handles") == 0) {
				ne = hs_gh_edges(hs, 1);
				hs->hs_ehedges = ne;
			} else {
				ne = hs_gh_edges(hs, 0);
				hs->hs_ghedges = ne;
			}
		} else {
			(void) snprintf(cat, sizeof (cat), "(%s: %s V8 %d.%d)",
			    hs_root_cats[i], hs_root_absent(i) ? "none in" :
			    "not decoded on", v8_cfg.vc_major,
			    v8_cfg.vc_minor);
		}
		hs_node(hs, HS_N_SYNTHETIC, cat, (uint32_t)(2 + i) * 2 + 1, 0,
		    ne, 0);
		hs->hs_total_edges += ne;
	}

	if (v8_heap_iter(V8_HEAP_CODE | V8_HEAP_RO, hs_pass2_cb, hs) < 0) {
		mdb_warn("heapsnapshot: the heap cannot be walked");
		goto out;
	}
	if (mdb_interrupted())
		goto out;
	if (hs->hs_diverged || hs->hs_walked != hs->hs_n) {
		mdb_warn("heapsnapshot: the second heap walk met other objects "
		    "than the first (%zu of %zu): no snapshot written",
		    hs->hs_walked, hs->hs_n);
		goto out;
	}
	if (hs->hs_oom) {
		mdb_warn("heapsnapshot: out of memory");
		goto out;
	}
	/* the objects outside the walk that edges met, and theirs */
	for (i = 0; i < hs->hs_ndef && !hs->hs_oom && !hs->hs_ioerr; i++) {
		v8_hobj_t ho;
		const char *name;
		int type;
		void *mark;

		if (v8_heap_find(hs->hs_def[i], &ho) != 0 ||
		    (ho.vh_ptr = mdb_vptr(v8_untag(ho.vh_addr),
		    ho.vh_size)) == NULL) {
			/* found once, so found again; but never guess */
			hs->hs_nedges = 0;
			hs->hs_undecodable++;
			hs_node(hs, HS_N_HIDDEN, "<undecodable: unreadable>",
			    (uint32_t)(hs->hs_n + HS_NSYNTH + i) * 2 + 1, 0, 0,
			    0);
			continue;
		}
		hs->hs_nedges = 0;
		mark = mdb_gc_mark();
		type = hs_describe(hs, &ho, &name);
		hs_node(hs, type, name,
		    (uint32_t)(hs->hs_n + HS_NSYNTH + i) * 2 + 1, ho.vh_size,
		    hs->hs_nedges, 0);
		mdb_gc_release(mark);
		hs->hs_total_edges += hs->hs_nedges;
	}
	if (hs->hs_oom) {
		mdb_warn("heapsnapshot: out of memory");
		goto out;
	}
	nnodes = hs->hs_n + HS_NSYNTH + hs->hs_ndef;

	fputs("],\n\"edges\":[", fp);
	rewind(hs->hs_edges);
	{
		/*
		 * The edges as they are, but "Dk", the k-th object outside
		 * the walk, numbered now.
		 */
		int indef = 0;
		uint64_t k = 0;

		while ((n = fread(buf, 1, sizeof (buf), hs->hs_edges)) > 0) {
			i = 0;
			while (i < n) {
				char *d;
				size_t e;

				if (indef) {
					if (buf[i] >= '0' && buf[i] <= '9') {
						k = k * 10 +
						    (uint64_t)(buf[i] - '0');
						i++;
						continue;
					}
					hs_putnum(fp, (hs->hs_n + HS_NSYNTH +
					    k) * HS_NODE_FIELDS);
					indef = 0;
				}
				d = memchr(buf + i, 'D', n - i);
				e = d != NULL ? (size_t)(d - buf) : n;
				(void) fwrite(buf + i, 1, e - i, fp);
				i = e;
				if (d != NULL) {
					indef = 1;
					k = 0;
					i++;
				}
			}
		}
		if (indef)
			hs_putnum(fp, (hs->hs_n + HS_NSYNTH + k) *
			    HS_NODE_FIELDS);
		if (hs->hs_edges_out != 0)
			putc('\n', fp);
	}
	fputs("],\n\"trace_function_infos\":[],\"trace_tree\":[],"
	    "\"samples\":[],\"locations\":[],\n\"strings\":[", fp);
	if (fflush(hs->hs_sfile) != 0)
		hs->hs_ioerr = 1;
	rewind(hs->hs_sfile);
	while ((n = fread(buf, 1, sizeof (buf), hs->hs_sfile)) > 0) {
		if (fwrite(buf, 1, n, fp) != n) {
			hs->hs_ioerr = 1;
			break;
		}
	}
	fputs("]}\n", fp);
	if (fseek(fp, countpos, SEEK_SET) != 0) {
		hs->hs_ioerr = 1;
	} else {
		fprintf(fp, "\"node_count\":%*zu,\"edge_count\":%*zu",
		    HS_COUNTW, nnodes, HS_COUNTW, hs->hs_total_edges);
	}
	if (hs->hs_ioerr || ferror(fp) || ferror(hs->hs_edges) ||
	    ferror(hs->hs_sfile)) {
		mdb_warn("heapsnapshot: %s: write error", path);
		goto out;
	}
	rv = 0;
out:
	if (fclose(fp) != 0 && rv == 0) {
		mdb_warn("heapsnapshot: %s: %s", path, strerror(errno));
		rv = -1;
	}
	if (rv != 0)
		(void) unlink(path);
	return (rv);
}

/*
 * What of the stack V8 visits the stack roots leave out (the node says
 * partial): "the thread's top (...), each frame's code object ..., 2
 * Maglev frames (...)".
 */
static void
hs_st_partial(const hs_state_t *hs, char *buf, size_t len)
{
	v8_buf_t b;

	v8_buf_init(&b, buf, len);
	v8_buf_printf(&b, "the thread's top (pending exception, message, "
	    "context), each frame's code object (and an optimized frame's "
	    "deoptimization literals)");
	if (hs->hs_st_maglev != 0)
		v8_buf_printf(&b, ", %zu Maglev frame%s (V8 %d.%d's Maglev "
		    "safepoint table, or one with registers pushed)",
		    hs->hs_st_maglev, hs->hs_st_maglev == 1 ? "" : "s",
		    v8_cfg.vc_major, v8_cfg.vc_minor);
	if (hs->hs_st_nosafe != 0)
		v8_buf_printf(&b, ", %zu TurboFan frame%s whose safepoint "
		    "entry at the return address jsmdb does not find",
		    hs->hs_st_nosafe, hs->hs_st_nosafe == 1 ? "" : "s");
	if (hs->hs_st_builtin != 0)
		v8_buf_printf(&b, ", %zu JavaScript frame%s of a builtin "
		    "(Array.prototype.forEach ...: the embedded builtin's "
		    "safepoint table)", hs->hs_st_builtin,
		    hs->hs_st_builtin == 1 ? "" : "s");
	if (hs->hs_st_opt != 0)
		v8_buf_printf(&b, ", %zu optimized frame%s of code jsmdb does "
		    "not read (not found, not TurboFan's, or "
		    "pointer-compressed)", hs->hs_st_opt,
		    hs->hs_st_opt == 1 ? "" : "s");
	if (hs->hs_st_other != 0)
		v8_buf_printf(&b, ", %zu other V8 frame%s (exit, entry, stub, "
		    "builtin)", hs->hs_st_other,
		    hs->hs_st_other == 1 ? "" : "s");
	if (hs->hs_st_nosp != 0)
		v8_buf_printf(&b, ", %zu JavaScript frame%s whose callee is "
		    "not a V8 frame", hs->hs_st_nosp,
		    hs->hs_st_nosp == 1 ? "" : "s");
	if (hs->hs_st_cut)
		v8_buf_printf(&b, ", the frames below the last V8 frame the "
		    "walk reached (its caller was not found)");
}

/*
 * Says once which roots the snapshot holds, and which categories of
 * V8's it does not decode (their nodes say so too).
 */
static void
hs_roots_say(const hs_state_t *hs)
{
	static const char *const says[] = {
		"strong roots", "handle scopes", "global handles",
		"eternal handles", "stack roots", "read-only roots",
		"builtins", "internalized strings", "external strings",
		"startup object cache", "shareable object cache",
		"compilation cache", "extensions", "relocatable",
		"strong root list"
	};
	const char *nd[HS_MAXCATS];
	size_t i, n = 0;

	for (i = 0; i < HS_NCATS && i < sizeof (says) / sizeof (says[0]);
	    i++) {
		if (!hs_root_decoded(hs, i) && !hs_root_absent(i))
			nd[n++] = says[i];
	}
	mdb_printf("roots: the global objects");
	if (hs->hs_sr_ok)
		mdb_printf(", %zu strong roots of the roots table",
		    hs->hs_sredges);
	if (hs->hs_ro_ok)
		mdb_printf(", %zu read-only roots", hs->hs_roedges);
	if (hs->hs_ro_ok && hs->hs_roedges < hs->hs_nro)
		mdb_printf(" (of %zu: %zu objects jsmdb cannot size left out)",
		    hs->hs_nro, hs->hs_nro - hs->hs_roedges);
	if (hs->hs_bi_ok)
		mdb_printf(", %zu builtins", hs->hs_biedges);
	if (hs->hs_bi_ok && hs->hs_biedges < hs->hs_nbi)
		mdb_printf(" (of %zu: %zu objects jsmdb cannot size left out)",
		    hs->hs_nbi, hs->hs_nbi - hs->hs_biedges);
	if (hs->hs_stab_ok)
		mdb_printf(", %zu internalized strings", hs->hs_stabedges);
	if (hs->hs_es_ok)
		mdb_printf(", %zu external strings", hs->hs_esedges);
	if (hs->hs_oc_ok)
		mdb_printf(", the startup and shareable object caches (%zu "
		    "and %zu)", hs->hs_ocedges[0], hs->hs_ocedges[1]);
	if (hs->hs_gh_ok)
		mdb_printf(", %zu global handles (%zu weak)", hs->hs_ghedges,
		    hs->hs_ghweak);
	if (hs->hs_eh_ok)
		mdb_printf(", %zu eternal handles", hs->hs_ehedges);
	if (hs->hs_st_ok) {
		mdb_printf(", %zu stack roots of %zu interpreted and baseline "
		    "frames", hs->hs_stedges, hs->hs_st_frames);
		if (hs->hs_st_tf != 0)
			mdb_printf("%s %zu TurboFan frame%s", hs->hs_st_mg != 0 ?
			    "," : " and", hs->hs_st_tf, hs->hs_st_tf == 1 ? "" :
			    "s");
		if (hs->hs_st_mg != 0)
			mdb_printf(" and %zu Maglev frame%s", hs->hs_st_mg,
			    hs->hs_st_mg == 1 ? "" : "s");
	}
	if (n != 0) {
		mdb_printf("; V8 %d.%d's ", v8_cfg.vc_major, v8_cfg.vc_minor);
		for (i = 0; i < n; i++)
			mdb_printf("%s%s", i == 0 ? "" : i == n - 1 ?
			    " and " : ", ", nd[i]);
		mdb_printf(" %s not decoded (their nodes under (GC roots) "
		    "say so): what only they keep alive has no path from a "
		    "root", n == 1 && strcmp(nd[0], "strong root list") == 0 ?
		    "is" : "are");
	}
	mdb_printf("\n");
	if (hs->hs_st_ok) {
		char what[1024];

		hs_st_partial(hs, what, sizeof (what));
		mdb_printf("stack roots not decoded (their node says "
		    "partial): %s: what only they keep alive has no path from "
		    "a root\n", what);
	}
	if (!hs->hs_sr_ok && hs->hs_sr_why != NULL)
		mdb_warn("heapsnapshot: the strong roots could not be read: %s",
		    hs->hs_sr_why);
	if (!hs->hs_ro_ok && hs->hs_ro_why != NULL)
		mdb_warn("heapsnapshot: the read-only roots could not be "
		    "read: %s", hs->hs_ro_why);
	if (!hs->hs_bi_ok && hs->hs_bi_why != NULL)
		mdb_warn("heapsnapshot: the builtins could not be read: %s",
		    hs->hs_bi_why);
	if (!hs->hs_stab_ok && hs->hs_stab_why != NULL)
		mdb_warn("heapsnapshot: the string table could not be read: "
		    "%s", hs->hs_stab_why);
	if (!hs->hs_es_ok && hs->hs_es_why != NULL)
		mdb_warn("heapsnapshot: the external strings could not be "
		    "read: %s", hs->hs_es_why);
	if (!hs->hs_oc_ok && hs->hs_oc_why != NULL)
		mdb_warn("heapsnapshot: the object caches could not be read: "
		    "%s", hs->hs_oc_why);
	if (!hs->hs_st_ok && hs->hs_st_why != NULL)
		mdb_warn("heapsnapshot: the stack roots could not be read: %s",
		    hs->hs_st_why);
	if (!hs->hs_gh_ok && hs->hs_gh_why != NULL)
		mdb_warn("heapsnapshot: the global handles could not be "
		    "read: %s", hs->hs_gh_why);
	if (!hs->hs_eh_ok && hs->hs_eh_why != NULL)
		mdb_warn("heapsnapshot: the eternal handles could not be "
		    "read: %s", hs->hs_eh_why);
}

/*
 * A category's edge count, total, and why it is not whole or not
 * decoded (NULL: whole), by V8's name of it (hs_root_cats).
 */
static void
hs_cat_state(const hs_state_t *hs, const char *cat, size_t *edges,
    size_t *of, const char **why)
{
	*edges = 0;
	*of = 0;
	*why = NULL;
	if (strcmp(cat, "Strong root list") == 0 ||
	    (strcmp(cat, "Strong roots") == 0 && hs_ncats < HS_MAXCATS)) {
		*edges = hs->hs_sredges;
		*why = hs->hs_sr_why;
	} else if (strcmp(cat, "Read-only roots") == 0) {
		*edges = hs->hs_roedges;
		*of = hs->hs_nro;
		*why = hs->hs_ro_why;
	} else if (strcmp(cat, "Builtins") == 0) {
		*edges = hs->hs_biedges;
		*of = hs->hs_nbi;
		*why = hs->hs_bi_why;
	} else if (strcmp(cat, "Internalized strings") == 0) {
		*edges = hs->hs_stabedges;
		*why = hs->hs_stab_why;
	} else if (strcmp(cat, "External strings") == 0) {
		*edges = hs->hs_esedges;
		*why = hs->hs_es_why;
	} else if (strcmp(cat, "Startup object cache") == 0) {
		*edges = hs->hs_ocedges[0];
		*why = hs->hs_oc_why;
	} else if (strcmp(cat, "Shareable object cache") == 0) {
		*edges = hs->hs_ocedges[1];
		*why = hs->hs_oc_why;
	} else if (strcmp(cat, "Global handles") == 0) {
		*edges = hs->hs_ghedges;
		*why = hs->hs_gh_why;
	} else if (strcmp(cat, "Eternal handles") == 0) {
		*edges = hs->hs_ehedges;
		*why = hs->hs_eh_why;
	} else if (strcmp(cat, "Stack roots") == 0) {
		*edges = hs->hs_stedges;
		*why = hs->hs_st_why;
	}
}

/*
 * ::heapsnapshot's JSON form (docs/json.md): after the "snapshot" record,
 * a "root" record for the global objects and for each of V8's categories
 * of roots at this release, by V8's name: decoded or not, its edges (and
 * of how many, where jsmdb leaves some out), whole or why not.
 */
static void
hs_roots_json(const hs_state_t *hs)
{
	char nd[64], why[1024];
	size_t i, edges, of;
	const char *r;
	int dec;

	(void) snprintf(nd, sizeof (nd), "not decoded on V8 %d.%d",
	    v8_cfg.vc_major, v8_cfg.vc_minor);
	mdb_json_begin("heapsnapshot", "root");
	mdb_json_str("category", "global objects");
	mdb_json_bool("decoded", 1);
	mdb_json_uint("edges", hs->hs_nglobals);
	mdb_json_null("of");
	mdb_json_bool("complete", 1);
	mdb_json_null("reason");
	mdb_json_end();
	for (i = 0; i < HS_NCATS; i++) {
		if (hs_root_absent(i))
			continue;
		dec = hs_root_decoded(hs, i);
		hs_cat_state(hs, hs_root_cats[i], &edges, &of, &r);
		if (!dec && r == NULL)
			r = nd;
		else if (dec)
			r = NULL;
		if (dec && of > edges) {
			(void) snprintf(why, sizeof (why), "%zu objects jsmdb "
			    "cannot size left out", of - edges);
			r = why;
		} else if (dec && strcmp(hs_root_cats[i], "Stack roots") == 0) {
			hs_st_partial(hs, why, sizeof (why));
			r = why;
		}
		mdb_json_begin("heapsnapshot", "root");
		mdb_json_str("category", hs_root_cats[i]);
		mdb_json_bool("decoded", dec);
		if (dec)
			mdb_json_uint("edges", edges);
		else
			mdb_json_null("edges");
		if (dec && of != 0)
			mdb_json_uint("of", of);
		else
			mdb_json_null("of");
		mdb_json_bool("complete", dec && r == NULL);
		mdb_json_str("reason", r);
		mdb_json_end();
	}
}

/* Why the walk may hold garbage or miss objects ("" when exact). */
static void
hs_inexact(char *buf, size_t len)
{
	const v8_heapinfo_t *hi = v8_heap_info();
	v8_buf_t b;

	v8_buf_init(&b, buf, len);
	if (hi == NULL)
		return;
	if (hi->hi_method == V8_HEAP_MAPPINGS)
		v8_buf_printf(&b, "mappings scanned, not V8's pages; ");
	if (!hi->hi_newtop_known)
		v8_buf_printf(&b, "new-space top not found; ");
	if (hi->hi_unswept_whole != 0)
		v8_buf_printf(&b, "%zu unswept pages walked whole; ",
		    hi->hi_unswept_whole);
	if (hi->hi_rejected != 0)
		v8_buf_printf(&b, "%zu candidates rejected; ",
		    hi->hi_rejected);
	if (b.vb_len >= 2 && buf[b.vb_len - 2] == ';')
		buf[b.vb_len - 2] = '\0';
}

int v8_heapsnapshot_write(const char *path, uint_t flags);

int
v8_heapsnapshot_write(const char *path, uint_t flags)
{
	hs_state_t *hs;
	char why[1024];
	int rv;

	if ((hs = calloc(1, sizeof (*hs))) == NULL) {
		mdb_warn("heapsnapshot: out of memory");
		return (DCMD_ERR);
	}
	{
		intptr_t v;

		hs_ncats = v8_const("snapshot_strong_root_list", &v) == 0 &&
		    v == 1 ? HS_MAXCATS : HS_MAXCATS - 1;
	}
	hs->hs_t_bigint = v8_type_byname("BIGINT_TYPE");
	if (v8_heap_iter(V8_HEAP_CODE | V8_HEAP_RO, hs_pass1_cb, hs) < 0) {
		mdb_warn("heapsnapshot: the heap cannot be walked");
		hs_free(hs);
		return (DCMD_ERR);
	}
	if (hs->hs_order && !mdb_interrupted()) {
		/* the walk's order is not the chunks': the id map */
		hs_chunks_free(hs);
		free(hs->hs_globals);
		hs->hs_globals = NULL;
		hs->hs_nglobals = 0;
		hs->hs_n = 0;
		hs->hs_idmap = 1;
		if (v8_heap_iter(V8_HEAP_CODE | V8_HEAP_RO, hs_pass1_cb,
		    hs) < 0) {
			mdb_warn("heapsnapshot: the heap cannot be walked");
			hs_free(hs);
			return (DCMD_ERR);
		}
	}
	if (mdb_interrupted()) {
		hs_free(hs);
		return (DCMD_ERR);
	}
	if (hs->hs_oom || (hs->hs_idmap ? hs_sort(hs) : 0) != 0) {
		mdb_warn("heapsnapshot: out of memory for the id map");
		hs_free(hs);
		return (DCMD_ERR);
	}
	if (!hs->hs_idmap)
		hs_chunks_count(hs);
	hs->hs_gh_ok = hs_gh_read(hs, &hs->hs_gh_why) == 0;
	{
		size_t ngh = hs->hs_ngh;

		hs->hs_eh_ok = hs_eh_read(hs, &hs->hs_eh_why) == 0;
		if (!hs->hs_eh_ok)
			hs->hs_ngh = ngh;	/* none of them */
	}
	hs->hs_sr_ok = hs_sr_read(hs, &hs->hs_sr_why) == 0;
	hs->hs_ro_ok = hs_ro_read(hs, &hs->hs_ro_why) == 0;
	hs->hs_bi_ok = hs_bi_read(hs, &hs->hs_bi_why) == 0;
	hs->hs_stab_ok = hs_strtab_read(hs, &hs->hs_stab_why) == 0;
	hs->hs_es_ok = hs_es_read(hs, &hs->hs_es_why) == 0;
	hs->hs_oc_ok = hs_oc_read(hs, &hs->hs_oc_why) == 0;
	hs->hs_st_ok = hs_st_read(hs, &hs->hs_st_why) == 0;
	rv = hs_write(hs, path);
	if (rv == 0 && (flags & DCMD_JSON)) {
		hs_inexact(why, sizeof (why));
		mdb_json_begin("heapsnapshot", "snapshot");
		mdb_json_str("file", path);
		mdb_json_uint("nodes", hs->hs_n + HS_NSYNTH + hs->hs_ndef);
		mdb_json_uint("edges", hs->hs_total_edges);
		mdb_json_uint("strings", hs->hs_nstrs);
		mdb_json_uint("nodes_found_from_referrers", hs->hs_ndef);
		mdb_json_uint("undecodable", hs->hs_undecodable);
		mdb_json_uint("references_left_out", hs->hs_dangling);
		mdb_json_bool("id_map", hs->hs_idmap);
		mdb_json_str("inexact", why[0] != '\0' ? why : NULL);
		mdb_json_end();
		hs_roots_json(hs);
	} else if (rv == 0) {
		mdb_printf("%s: %zu nodes, %zu edges, %zu strings\n", path,
		    hs->hs_n + HS_NSYNTH + hs->hs_ndef, hs->hs_total_edges,
		    hs->hs_nstrs);
		hs_roots_say(hs);
		if (hs->hs_idmap)
			mdb_printf("the heap walk does not meet each %zu KiB "
			    "of heap in one run in address order: the node "
			    "indexes took an id map (12 bytes an object), not "
			    "the rank map\n", (size_t)(HS_CHUNK >> 10));
		if (hs->hs_ndef != 0)
			mdb_printf("%zu of the nodes are objects the heap walk "
			    "does not reach (read-only space), found from "
			    "their referrers\n", hs->hs_ndef);
		if (hs->hs_undecodable != 0)
			mdb_warn("heapsnapshot: %zu objects could not be "
			    "decoded: their nodes are named <undecodable ...>",
			    hs->hs_undecodable);
		if (hs->hs_dangling != 0)
			mdb_printf("%zu references to no object the heap walk "
			    "found were left out\n", hs->hs_dangling);
		hs_inexact(why, sizeof (why));
		if (why[0] != '\0')
			mdb_warn("heapsnapshot: the heap walk is inexact (the "
			    "snapshot may hold garbage or miss objects): %s",
			    why);
	}
	hs_free(hs);
	return (rv == 0 ? DCMD_OK : DCMD_ERR);
}

static int
dcmd_heapsnapshot(uintptr_t addr, uint_t flags, int argc,
    const mdb_arg_t *argv)
{
	(void) addr;
	if ((flags & DCMD_ADDRSPEC) || argc != 1 ||
	    argv[0].a_type != MDB_TYPE_STRING)
		return (DCMD_USAGE);
	if (v8_dcmd_start("heapsnapshot", flags,
	    V8_NEED_PRINT | V8_NEED_HEAP) != 0)
		return (DCMD_ERR);
	return (v8_heapsnapshot_write(argv[0].a_un.a_str, flags));
}

static void
dcmd_heapsnapshot_help(void)
{
	mdb_printf("%s\n",
"Writes the V8 heap of the core to FILE as a Chrome DevTools heap\n"
"snapshot (.heapsnapshot: the JSON V8's own v8.writeHeapSnapshot()\n"
"writes), for the Memory tab of DevTools or memlab.  Every object the\n"
"heap walk finds is a node, with V8's node types and names (objects by\n"
"constructor, closures by function name, strings by their text);\n"
"properties, elements, context variables, V8's internal fields and the\n"
"map are edges.  The root holds the global objects and, on V8 10.2, 12.4\n"
"and 13.6 (x86-64; 12.4 on arm64), V8's strong and read-only roots of the\n"
"roots table, builtins, internalized and external strings, startup and\n"
"shareable object caches, global handles (strong, then weak) and eternal\n"
"handles as V8 lists them, and the stack roots of the current thread's\n"
"interpreted and baseline frames (a node \"(Stack roots: partial on V8\n"
"x.y)\": optimized and other frames are counted, not read); V8's other\n"
"roots (handle scopes, the compilation cache ...) are nodes named \"(NAME:\n"
"not decoded on V8 x.y)\", and it says so.  docs/reference.md says what\n"
"differs from V8's own snapshots.  Objects jsmdb cannot decode are nodes\n"
"named <undecodable ...>, and it says how many.  jsmdb --heapsnapshot\n"
"FILE CORE runs it.");
}

const mdb_dcmd_t v8_heapsnapshot_dcmds[] = {
	{ "heapsnapshot", "FILE",
	    "write the heap as a Chrome DevTools heap snapshot",
	    dcmd_heapsnapshot, dcmd_heapsnapshot_help, MDB_DCMD_JSON },
	{ NULL }
};
