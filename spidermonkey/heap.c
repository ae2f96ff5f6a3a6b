/*
 * heap.c: finding SpiderMonkey and its GC heap in a core.
 *
 * The version comes from the engine's own version string
 * ("JavaScript-C102.15.1", JS_GetImplementationVersion's), found in the
 * object that carries the engine: libmozjs-NN.so when it is mapped (its
 * file name names the release too), else the executable (the js shells
 * link the engine in).  The heap comes from the GC's chunks: every chunk
 * is ChunkSize-aligned and records its JSRuntime (78: in the ChunkTrailer
 * at its end; 102: in the ChunkBase at its start), so a pass over the
 * core's writable memory at ChunkSize steps finds them all; the runtime is
 * the one most tenured chunks name.  No symbol is used.
 */
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#include "sm.h"
#include "sort.h"

sm_state_t sm;

#define	SM_VERSTR	"JavaScript-C"
#define	SM_SCAN_BLOCK	(1UL << 20)
#define	SM_SCAN_MAX	(1UL << 30)	/* bytes of one object scanned */
#define	SM_MAXCHUNKS	(1UL << 20)	/* 1 TB of heap */

/* ---- the version ---- */

typedef struct verscan {
	const char *vs_name;		/* NULL: the executable */
	int vs_exec;
	uintptr_t vs_base, vs_limit;
	const char *vs_found;		/* object name */
} verscan_t;

static int
find_object_cb(const mdb_object_t *mo, void *arg)
{
	verscan_t *vs = arg;

	if (vs->vs_exec ? mo->mo_is_exec :
	    (mo->mo_name != NULL && strncmp(mo->mo_name, "libmozjs-", 9) == 0)) {
		vs->vs_base = mo->mo_base;
		vs->vs_limit = mo->mo_limit;
		vs->vs_found = mo->mo_name;
		return (1);
	}
	return (0);
}

/*
 * Looks for "JavaScript-C<version>" in [base, limit); copies the version
 * (digits and dots) into buf.  0 if found.
 */
static int
scan_version(uintptr_t base, uintptr_t limit, char *buf, size_t buflen)
{
	static char block[SM_SCAN_BLOCK + 64];
	uintptr_t a;
	size_t total = 0;

	if (limit <= base)
		return (-1);
	for (a = base; a < limit && total < SM_SCAN_MAX;
	    a += SM_SCAN_BLOCK, total += SM_SCAN_BLOCK) {
		size_t n = limit - a;
		const char *p, *end;

		if (n > SM_SCAN_BLOCK + 64)
			n = SM_SCAN_BLOCK + 64;
		if (mdb_vread(block, n, a) != (ssize_t)n) {
			/* a hole: try the block in pages' worth */
			continue;
		}
		if (mdb_interrupted())
			return (-1);
		end = block + n;
		for (p = block; (p = memmem(p, end - p, SM_VERSTR,
		    sizeof (SM_VERSTR) - 1)) != NULL; p++) {
			const char *v = p + sizeof (SM_VERSTR) - 1;
			size_t i = 0;

			while (v + i < end && i + 1 < buflen &&
			    (isdigit((uchar_t)v[i]) || v[i] == '.'))
				i++;
			if (i == 0 || !isdigit((uchar_t)v[0]))
				continue;
			memcpy(buf, v, i);
			buf[i] = '\0';
			return (0);
		}
	}
	return (-1);
}

/* Has any object V8's metadata?  Then this is not a SpiderMonkey core. */
static int
is_v8(void)
{
	GElf_Sym sym;

	return (mdb_lookup_by_name("v8dbg_SmiShiftSize", &sym) == 0 ||
	    mdb_object_with_prefix("v8dbg_") != NULL);
}

/*
 * Is SpiderMonkey in the target, and which?  Fills sm.ss_version,
 * ss_how, ss_facts.  Returns 1 when SpiderMonkey is there, else 0.
 */
int
sm_detect(void)
{
	verscan_t vs;
	mdb_target_info_t ti;
	char ver[32];
	uint_t major;

	memset(&sm, 0, sizeof (sm));
	memset(&vs, 0, sizeof (vs));
	(void) mdb_object_iter(find_object_cb, &vs);
	if (vs.vs_found != NULL) {
		const char *so = strstr(vs.vs_found, ".so.");

		sm.ss_object = vs.vs_found;
		if (scan_version(vs.vs_base, vs.vs_limit, ver,
		    sizeof (ver)) == 0) {
			(void) snprintf(sm.ss_how, sizeof (sm.ss_how),
			    "version string \"%s%s\" in %s", SM_VERSTR, ver,
			    vs.vs_found);
		} else if (so != NULL && strchr(so + 4, '.') != NULL) {
			/* libmozjs-102.so.102.15.1: the release */
			(void) snprintf(ver, sizeof (ver), "%s", so + 4);
			(void) snprintf(sm.ss_how, sizeof (sm.ss_how),
			    "file name %s (its version string is not in "
			    "the core or its file)", vs.vs_found);
		} else {
			(void) snprintf(ver, sizeof (ver), "%s",
			    vs.vs_found + 9);
			ver[strcspn(ver, ".")] = '\0';
			(void) snprintf(sm.ss_how, sizeof (sm.ss_how),
			    "file name %s (major version only)", vs.vs_found);
		}
	} else {
		if (is_v8())
			return (0);
		vs.vs_exec = 1;
		(void) mdb_object_iter(find_object_cb, &vs);
		if (vs.vs_found == NULL || scan_version(vs.vs_base,
		    vs.vs_limit, ver, sizeof (ver)) != 0)
			return (0);
		sm.ss_object = vs.vs_found;
		(void) snprintf(sm.ss_how, sizeof (sm.ss_how),
		    "version string \"%s%s\" in the executable %s", SM_VERSTR,
		    ver, vs.vs_found);
	}
	sm.ss_found = 1;
	(void) snprintf(sm.ss_version, sizeof (sm.ss_version), "%s", ver);
	major = (uint_t)strtoul(ver, NULL, 10);
	if (mdb_target_info(&ti) == 0) {
		sm.ss_arch = ti.mti_arch;
		sm.ss_facts = sm_facts_for(major, ti.mti_machine);
	}
	if (sm.ss_facts == NULL && sm_facts_for(major, SM_EM_X86_64) != NULL)
		(void) snprintf(sm.ss_notable, sizeof (sm.ss_notable),
		    "no layout table for SpiderMonkey on %s (jsmdb has them "
		    "for %s)", sm.ss_arch != NULL ? sm.ss_arch :
		    "this architecture", sm_facts_arches);
	else if (sm.ss_facts == NULL)
		(void) snprintf(sm.ss_notable, sizeof (sm.ss_notable),
		    "no layout table for this release (jsmdb knows ESR 78 and "
		    "102)");
	return (1);
}

/* ---- chunks ---- */

typedef struct cand {
	uintptr_t c_addr;
	uintptr_t c_runtime;
	uintptr_t c_storebuf;
	int c_nursery;
} cand_t;

typedef struct chunkscan {
	const sm_facts_t *cs_f;
	cand_t *cs_c;
	size_t cs_n, cs_alloc;
	int cs_full;
} chunkscan_t;


static int
chunk_seg_cb(const mdb_segment_t *ms, void *arg)
{
	chunkscan_t *cs = arg;
	const sm_facts_t *f = cs->cs_f;
	uintptr_t a;

	if (!(ms->ms_prot & MDB_PROT_WRITE) || ms->ms_incore == 0)
		return (0);
	a = (ms->ms_start + f->sf_chunk_size - 1) & ~(f->sf_chunk_size - 1);
	for (; a >= ms->ms_start && a + f->sf_chunk_size <= ms->ms_end &&
	    a + f->sf_chunk_size > a; a += f->sf_chunk_size) {
		uint64_t rt, sb, loc = 0;
		int nursery;

		if (sm_rd64(a + f->sf_chunk_runtime, &rt) != 0 ||
		    sm_rd64(a + f->sf_chunk_storebuf, &sb) != 0)
			continue;
		if (rt == 0 || (rt & 7) != 0 || (sb & 7) != 0)
			continue;
		if (f->sf_chunk_location != SM_NOFF) {
			if (sm_rd64(a + f->sf_chunk_location, &loc) != 0)
				continue;
			loc &= 0xffffffff;	/* uint32 + padding */
			if (loc == f->sf_loc_tenured && sb == 0)
				nursery = 0;
			else if (loc == f->sf_loc_nursery && sb != 0)
				nursery = 1;
			else
				continue;
		} else {
			uint32_t nfree;

			nursery = sb != 0;
			if (!nursery && (mdb_vread(&nfree, sizeof (nfree),
			    a + f->sf_chunk_nfree) != sizeof (nfree) ||
			    nfree > f->sf_arenas_per_chunk))
				continue;
		}
		if (cs->cs_n == cs->cs_alloc) {
			size_t na = cs->cs_alloc ? cs->cs_alloc * 2 : 64;
			cand_t *nc;

			if (na > SM_MAXCHUNKS) {
				cs->cs_full = 1;
				return (1);
			}
			nc = realloc(cs->cs_c, na * sizeof (cand_t));
			if (nc == NULL) {
				cs->cs_full = 1;
				return (1);
			}
			cs->cs_c = nc;
			cs->cs_alloc = na;
		}
		cs->cs_c[cs->cs_n].c_addr = a;
		cs->cs_c[cs->cs_n].c_runtime = rt;
		cs->cs_c[cs->cs_n].c_nursery = nursery;
		cs->cs_c[cs->cs_n].c_storebuf = sb;
		cs->cs_n++;
		if (mdb_interrupted())
			return (1);
	}
	return (0);
}

static int
chunk_cmp(const void *a, const void *b)
{
	const sm_chunk_t *ca = a, *cb = b;

	return (ca->sc_addr < cb->sc_addr ? -1 : ca->sc_addr > cb->sc_addr);
}

/*
 * Finds the GC chunks and the runtime.  Runs once; 0, or -1 (said).
 */
int
sm_heap_find(void)
{
	chunkscan_t cs;
	size_t i, j, best = 0;
	uintptr_t rt = 0;
	uint64_t probe;

	if (sm.ss_heap_done)
		return (sm.ss_runtime != 0 ? 0 : -1);
	if (sm.ss_facts == NULL) {
		mdb_warn("SpiderMonkey %s: %s", sm.ss_version, sm.ss_notable);
		return (-1);
	}
	sm.ss_heap_done = 1;
	memset(&cs, 0, sizeof (cs));
	cs.cs_f = sm.ss_facts;
	(void) mdb_segment_iter(chunk_seg_cb, &cs);
	if (cs.cs_full)
		mdb_warn("SpiderMonkey: more than %lu chunk candidates; only "
		    "those are used", (unsigned long)cs.cs_n);

	/* the runtime most tenured chunks name */
	for (i = 0; i < cs.cs_n; i++) {
		size_t votes = 0;

		if (cs.cs_c[i].c_nursery)
			continue;
		for (j = 0; j < cs.cs_n; j++)
			if (!cs.cs_c[j].c_nursery &&
			    cs.cs_c[j].c_runtime == cs.cs_c[i].c_runtime)
				votes++;
		if (votes > best && sm_rd64(cs.cs_c[i].c_runtime, &probe) == 0) {
			best = votes;
			rt = cs.cs_c[i].c_runtime;
		}
		if (cs.cs_n > 4096 && best * 2 > cs.cs_n)
			break;
	}
	if (rt == 0) {
		mdb_warn("SpiderMonkey: no GC chunk (a ChunkSize-aligned "
		    "block naming a JSRuntime) in the core's memory");
		free(cs.cs_c);
		return (-1);
	}
	sm.ss_runtime = rt;
	sm.ss_chunks = malloc((cs.cs_n ? cs.cs_n : 1) * sizeof (sm_chunk_t));
	if (sm.ss_chunks == NULL) {
		mdb_warn("SpiderMonkey: out of memory for %lu chunks",
		    (unsigned long)cs.cs_n);
		free(cs.cs_c);
		sm.ss_runtime = 0;
		return (-1);
	}
	for (i = 0; i < cs.cs_n; i++) {
		if (cs.cs_c[i].c_runtime != rt) {
			sm.ss_rejected++;
			continue;
		}
		sm.ss_chunks[sm.ss_nchunks].sc_addr = cs.cs_c[i].c_addr;
		sm.ss_chunks[sm.ss_nchunks].sc_nursery = cs.cs_c[i].c_nursery;
		sm.ss_chunks[sm.ss_nchunks].sc_storebuf = cs.cs_c[i].c_storebuf;
		sm.ss_nchunks++;
		if (cs.cs_c[i].c_nursery)
			sm.ss_nnursery++;
		else
			sm.ss_ntenured++;
	}
	free(cs.cs_c);
	mdb_qsort(sm.ss_chunks, sm.ss_nchunks, sizeof (sm_chunk_t), chunk_cmp);
	return (0);
}

/* The most chunks a Nursery is read with (ESR 78 and 102: 16 MB at most). */
#define	SM_MAXNURSERY	256

static int
nursery_chunk_ok(uintptr_t c)
{
	const sm_chunk_t *ch = sm_chunk_of(c);

	return (ch != NULL && ch->sc_addr == c && ch->sc_nursery);
}

/*
 * Reads the Nursery's state: from a nursery chunk's StoreBuffer, its
 * runtime_ (which must be the runtime the chunks name) and nursery_;
 * then the Nursery's chunks_, position_ and currentStartPosition_, as
 * Nursery::isEmpty() and spaceToEnd() read them.  Every chunk it names
 * must be a nursery chunk of the runtime, and both positions must lie in
 * their chunks' usable space.  0 (sn_used 0: it holds no cell), or -1
 * and why.
 */
int
sm_nursery_read(sm_nursery_t *sn, char *why, size_t whylen)
{
	const sm_facts_t *f = sm.ss_facts;
	uintptr_t sb = 0, base, cc = 0, sc = 0;
	uint64_t rt, nu, v, pos, spos, end, cap, nch, chunks, cur, start;
	size_t i;

	memset(sn, 0, sizeof (*sn));
	if (sm_heap_find() != 0) {
		(void) snprintf(why, whylen, "the GC chunks were not found");
		return (-1);
	}
	for (i = 0; i < sm.ss_nchunks; i++) {
		if (sm.ss_chunks[i].sc_nursery) {
			sb = sm.ss_chunks[i].sc_storebuf;
			break;
		}
	}
	if (sb == 0) {
		(void) snprintf(why, whylen, "no nursery chunk was found");
		return (-1);
	}
	if (sm_rd64(sb + f->sf_sb_runtime, &rt) != 0 ||
	    sm_rd64(sb + f->sf_sb_nursery, &nu) != 0) {
		(void) snprintf(why, whylen, "the StoreBuffer %lx is not in "
		    "the core", (unsigned long)sb);
		return (-1);
	}
	if (rt != sm.ss_runtime || nu == 0 || (nu & 7) != 0) {
		(void) snprintf(why, whylen, "the StoreBuffer %lx does not "
		    "name the runtime %lx and a Nursery (runtime_ %llx, "
		    "nursery_ %llx)", (unsigned long)sb,
		    (unsigned long)sm.ss_runtime, (unsigned long long)rt,
		    (unsigned long long)nu);
		return (-1);
	}
	sn->sn_addr = (uintptr_t)nu;
	if (sm_rd64(nu + f->sf_nur_capacity, &cap) != 0 ||
	    sm_rd64(nu + f->sf_nur_chunks, &chunks) != 0 ||
	    sm_rd64(nu + f->sf_nur_nchunks, &nch) != 0 ||
	    sm_rd64(nu + f->sf_nur_position, &pos) != 0 ||
	    sm_rd64(nu + f->sf_nur_startchunk, &start) != 0 ||
	    sm_rd64(nu + f->sf_nur_startpos, &spos) != 0 ||
	    sm_rd64(nu + f->sf_nur_end, &end) != 0 ||
	    sm_rd64(nu + f->sf_nur_curchunk, &cur) != 0) {
		(void) snprintf(why, whylen, "the Nursery %lx is not in the "
		    "core", (unsigned long)nu);
		return (-1);
	}
	start &= 0xffffffff;		/* unsigned, then padding */
	cur &= 0xffffffff;
	/*
	 * !isEnabled(): isEmpty().  Nursery::disable() (Nursery.cpp, 78 and
	 * 102) frees the chunks and zeroes capacity_, currentEnd_ and
	 * position_ together: a capacity of 0 beside a position or an end
	 * is a damaged Nursery, not a disabled one.
	 */
	if (cap == 0) {
		if (pos != 0 || end != 0) {
			(void) snprintf(why, whylen, "the Nursery %lx is not "
			    "decodable: capacity_ 0 (disabled) but position_ "
			    "%llx and currentEnd_ %llx, which disabling "
			    "zeroes", (unsigned long)nu,
			    (unsigned long long)pos, (unsigned long long)end);
			return (-1);
		}
		sn->sn_disabled = 1;
		return (0);
	}
	if (nch == 0 || nch > SM_MAXNURSERY || cur >= nch || start > cur) {
		(void) snprintf(why, whylen, "the Nursery %lx is not "
		    "decodable: %llu chunks, current chunk %llu, first chunk "
		    "%llu", (unsigned long)nu, (unsigned long long)nch,
		    (unsigned long long)cur, (unsigned long long)start);
		return (-1);
	}
	sn->sn_nchunks = (uint_t)nch;
	for (i = 0; i < nch; i++) {
		if (sm_rd64(chunks + i * 8, &v) != 0 ||
		    !nursery_chunk_ok((uintptr_t)v)) {
			(void) snprintf(why, whylen, "the Nursery %lx's chunk "
			    "%lu (at %lx) is not a nursery chunk of the "
			    "runtime", (unsigned long)nu, (unsigned long)i,
			    (unsigned long)(chunks + i * 8));
			return (-1);
		}
		if (i == start)
			sc = (uintptr_t)v;
		if (i == cur)
			cc = (uintptr_t)v;
	}
	if (spos < sc + f->sf_nchunk_start || spos > sc + f->sf_nchunk_end ||
	    pos < cc + f->sf_nchunk_start || pos > cc + f->sf_nchunk_end ||
	    end > cc + f->sf_nchunk_end || pos > end ||
	    (cur == start && pos < spos)) {
		(void) snprintf(why, whylen, "the Nursery %lx's positions are "
		    "not in its chunks (start %llx in %lx, position %llx "
		    "in %lx, end %llx)", (unsigned long)nu,
		    (unsigned long long)spos, (unsigned long)sc,
		    (unsigned long long)pos, (unsigned long)cc,
		    (unsigned long long)end);
		return (-1);
	}
	if (cur == start) {
		sn->sn_used = (size_t)(pos - spos);
		sn->sn_exact = 1;
		return (0);
	}
	/* spaceToEnd()'s sum: the chunks' unused tails are counted too */
	base = f->sf_nchunk_end - f->sf_nchunk_start;
	sn->sn_used = (size_t)(sc + f->sf_nchunk_end - spos) +
	    (size_t)(cur - start - 1) * base +
	    (size_t)(pos - cc - f->sf_nchunk_start);
	sn->sn_exact = 0;
	return (0);
}

const sm_chunk_t *
sm_chunk_of(uintptr_t addr)
{
	uintptr_t c;
	size_t lo = 0, hi = sm.ss_nchunks;

	if (sm.ss_facts == NULL || sm.ss_nchunks == 0)
		return (NULL);
	c = addr & ~(sm.ss_facts->sf_chunk_size - 1);
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (sm.ss_chunks[mid].sc_addr == c)
			return (&sm.ss_chunks[mid]);
		if (sm.ss_chunks[mid].sc_addr < c)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (NULL);
}

/* ---- arenas ---- */

static uint16_t
u16at(const uchar_t *p)
{
	uint16_t v;

	memcpy(&v, p, sizeof (v));
	return (v);
}

/*
 * Reads the arena at addr: its AllocKind, zone and which things are free
 * (the FreeSpan list: {uint16 first, last} at the arena's start, each
 * span's successor stored at the span's last thing).  Returns 0, or -1
 * when the arena's bytes are not in the core.
 */
int
sm_arena_read(uintptr_t addr, sm_arena_t *ar)
{
	static uchar_t buf[1 << 12];
	const sm_facts_t *f = sm.ss_facts;
	const sm_kind_t *k;
	uint64_t zone;
	uint_t first, last, size, n = 0;

	memset(ar, 0, sizeof (*ar));
	ar->sa_addr = addr;
	if (f == NULL || f->sf_arena_size > sizeof (buf) ||
	    mdb_vread(buf, f->sf_arena_size, addr) !=
	    (ssize_t)f->sf_arena_size)
		return (-1);
	ar->sa_kind = buf[f->sf_arena_kind];
	memcpy(&zone, buf + f->sf_arena_zone, sizeof (zone));
	ar->sa_zone = zone;
	/*
	 * Arena::allocated(): a valid AllocKind.  A released arena has
	 * AllocKind::LIMIT (setAsNotAllocated(): a null zone at 78, a
	 * poisoned one at 102); one never used, or decommitted, reads as
	 * zeros.  Anything else that is not an AllocKind with a Zone is a
	 * damaged header, walked by nobody and said (sa_bad), not taken for
	 * an unused arena: on the cores, every allocated arena's zone is
	 * one of the runtime's two or three Zones.
	 */
	if (ar->sa_kind == f->sf_nkinds)
		return (0);
	if (ar->sa_kind > f->sf_nkinds) {
		ar->sa_allocated = ar->sa_bad = 1;
		ar->sa_badwhy = "its AllocKind is past AllocKind::LIMIT";
		return (0);
	}
	if (zone == 0) {
		for (n = 0; n < f->sf_arena_header && buf[n] == 0; n++)
			continue;
		if (n == f->sf_arena_header)
			return (0);
		ar->sa_allocated = ar->sa_bad = 1;
		ar->sa_badwhy = "it has an AllocKind but no zone";
		return (0);
	}
	ar->sa_allocated = 1;
	if ((zone & 7) != 0) {
		ar->sa_bad = 1;
		ar->sa_badwhy = "its zone pointer is not aligned";
		return (0);
	}
	k = &f->sf_kinds[ar->sa_kind];
	size = k->sk_size;
	ar->sa_nthings = (f->sf_arena_size - f->sf_arena_header) / size;
	ar->sa_first = f->sf_arena_size - ar->sa_nthings * size;
	if (ar->sa_nthings > sizeof (ar->sa_free)) {
		ar->sa_bad = 1;
		ar->sa_badwhy = "it holds more things than jsmdb reads";
		return (0);
	}
	first = u16at(buf);
	last = u16at(buf + 2);
	while (first != 0) {
		uint_t o, next;

		if (first < ar->sa_first || last < first ||
		    last > f->sf_arena_size - size ||
		    (first - ar->sa_first) % size != 0 ||
		    (last - first) % size != 0 || n++ > ar->sa_nthings) {
			ar->sa_bad = 1;
			ar->sa_badwhy = "its free list is damaged";
			return (0);
		}
		for (o = first; o <= last; o += size)
			ar->sa_free[(o - ar->sa_first) / size] = 1;
		next = u16at(buf + last);
		if (next != 0 && next <= last + size) {
			ar->sa_bad = 1;
			ar->sa_badwhy = "its free list is damaged";
			return (0);
		}
		first = next;
		last = u16at(buf + last + 2);
	}
	for (n = 0; n < ar->sa_nthings; n++)
		if (!ar->sa_free[n])
			ar->sa_used++;
	return (0);
}

int
sm_cell_iter(sm_cell_f *cb, void *arg)
{
	const sm_facts_t *f = sm.ss_facts;
	sm_arena_t *ar;
	size_t c, i;
	uint_t t;
	int rv = 0;

	if (sm_heap_find() != 0)
		return (-1);
	ar = malloc(sizeof (*ar));
	if (ar == NULL)
		return (-1);
	for (c = 0; c < sm.ss_nchunks && rv == 0; c++) {
		uintptr_t chunk = sm.ss_chunks[c].sc_addr;

		if (sm.ss_chunks[c].sc_nursery)
			continue;
		for (i = 0; i < f->sf_arenas_per_chunk && rv == 0; i++) {
			uintptr_t a = chunk + f->sf_first_arena +
			    i * f->sf_arena_size;

			if (mdb_interrupted()) {
				rv = -1;
				break;
			}
			if (sm_arena_read(a, ar) != 0 || !ar->sa_allocated ||
			    ar->sa_bad)
				continue;
			for (t = 0; t < ar->sa_nthings; t++) {
				if (ar->sa_free[t])
					continue;
				rv = cb(a + ar->sa_first + t *
				    f->sf_kinds[ar->sa_kind].sk_size,
				    &f->sf_kinds[ar->sa_kind], ar->sa_kind, arg);
				if (rv != 0)
					break;
			}
		}
	}
	free(ar);
	return (rv < 0 ? -1 : 0);
}

int
sm_thing(uintptr_t addr, sm_thing_t *st, char *why, size_t whylen)
{
	const sm_facts_t *f = sm.ss_facts;
	const sm_chunk_t *ch;
	sm_arena_t *ar;
	uintptr_t off, idx;
	uint_t size, t;

	memset(st, 0, sizeof (*st));
	if (sm_heap_find() != 0) {
		(void) snprintf(why, whylen, "the GC heap was not found");
		return (-1);
	}
	if ((ch = sm_chunk_of(addr)) == NULL) {
		(void) snprintf(why, whylen, "not in a GC chunk of the "
		    "runtime %lx", (unsigned long)sm.ss_runtime);
		return (-1);
	}
	if (ch->sc_nursery) {
		st->st_nursery = 1;
		st->st_cell = addr;
		(void) snprintf(why, whylen, "in the nursery chunk %lx (nursery "
		    "cells are not typed: their sizes are not recorded)",
		    (unsigned long)ch->sc_addr);
		return (-1);
	}
	off = addr - ch->sc_addr;
	if (off < f->sf_first_arena) {
		(void) snprintf(why, whylen, "in the header of chunk %lx",
		    (unsigned long)ch->sc_addr);
		return (-1);
	}
	idx = (off - f->sf_first_arena) / f->sf_arena_size;
	if (idx >= f->sf_arenas_per_chunk) {
		(void) snprintf(why, whylen, "in the trailer of chunk %lx",
		    (unsigned long)ch->sc_addr);
		return (-1);
	}
	st->st_arena = ch->sc_addr + f->sf_first_arena + idx * f->sf_arena_size;
	if ((ar = malloc(sizeof (*ar))) == NULL) {
		(void) snprintf(why, whylen, "out of memory");
		return (-1);
	}
	if (sm_arena_read(st->st_arena, ar) != 0) {
		(void) snprintf(why, whylen, "arena %lx is not in the core",
		    (unsigned long)st->st_arena);
		free(ar);
		return (-1);
	}
	if (!ar->sa_allocated) {
		(void) snprintf(why, whylen, "arena %lx is not allocated "
		    "(AllocKind %u, zone %lx)", (unsigned long)st->st_arena,
		    ar->sa_kind, (unsigned long)ar->sa_zone);
		free(ar);
		return (-1);
	}
	if (ar->sa_bad) {
		(void) snprintf(why, whylen, "arena %lx is damaged: %s",
		    (unsigned long)st->st_arena, ar->sa_badwhy);
		free(ar);
		return (-1);
	}
	st->st_kindno = ar->sa_kind;
	st->st_kind = &f->sf_kinds[ar->sa_kind];
	size = st->st_kind->sk_size;
	off = addr - st->st_arena;
	if (off < ar->sa_first) {
		(void) snprintf(why, whylen, "in the header of arena %lx",
		    (unsigned long)st->st_arena);
		free(ar);
		return (-1);
	}
	t = (uint_t)((off - ar->sa_first) / size);
	st->st_cell = st->st_arena + ar->sa_first + t * size;
	st->st_free = ar->sa_free[t];
	free(ar);
	return (0);
}
