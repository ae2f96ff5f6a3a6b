/*
 * symbols.c: per-object symbol tables built from .symtab and .dynsym.
 *
 * A table is built the first time an object is asked about, in one pass
 * over its symbols into one array of entries whose names point into the
 * ELF string tables (no copy per symbol).  Like gdb, .dynsym is read only
 * when .symtab is absent (a linked object's .symtab holds all of .dynsym);
 * then, if a separate debug file for the object's build-id is installed
 * (/usr/lib/debug/.build-id/xx/yyyy.debug, where gdb finds it), that
 * file's .symtab is read too: it names the static functions (glibc's
 * start_thread, __restore_rt) that gdb's bt shows.  Each name is hashed
 * during the load, while the string table is read in order; the hash
 * chains are linked on the first lookup by name in that object.  The
 * array is sorted by address, the preferred symbol first among those at
 * one address, and duplicates (same address and name) are dropped.
 *
 * Address lookup follows gdb's minimal-symbol rules (minsyms.c), so that
 * the names ::stack prints agree with gdb's bt: at one address a sized
 * symbol is preferred, then the last name in strcmp order (raise over
 * gsignal, nanosleep over __nanosleep); a sized symbol covers [value,
 * value + size) and wins over a nearer unsized one; an unsized symbol
 * covers up to the next one; a sized symbol ending below addr does not
 * claim it.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <gelf.h>
#include <libiberty/demangle.h>
#include "symbols.h"
#include "sort.h"

int sym_demangle_on = 1;

typedef struct sym_ent {
	uint64_t se_value;		/* runtime address */
	uint64_t se_size;
	const char *se_name;		/* into the ELF string table */
	uint32_t se_hash;		/* of the name (sym_hash) */
	unsigned char se_info;
	unsigned char se_rank;		/* higher is preferred at an address */
	unsigned char se_abs;		/* SHN_ABS: never found by address */
} sym_ent_t;

typedef struct sym_table {
	sym_ent_t *st_ents;		/* sorted by address */
	size_t st_n;
	uint32_t *st_buckets;		/* index + 1, 0 empty; lazily */
	uint32_t *st_next;		/* chains: index + 1, 0 ends */
	size_t st_nbuckets;		/* a power of two */
	void *st_dbgmap;		/* separate debug file, or NULL */
	size_t st_dbgsize;
	Elf *st_dbgelf;
} sym_table_t;

/* Where separate debug files live; JSMDB_DEBUG_DIR overrides ("" off). */
#define	SYM_DEBUG_DIR	"/usr/lib/debug"

/* How far back an address lookup scans past unsized symbols. */
#define	SYM_MAXSCAN	4096

/* Binding and type: global over weak over local, typed over untyped. */
static int
sym_info_rank(unsigned char info)
{
	int r = 0;

	switch (GELF_ST_BIND(info)) {
	case STB_GLOBAL:
	case STB_GNU_UNIQUE:
		r += 4;
		break;
	case STB_WEAK:
		r += 2;
		break;
	default:
		break;
	}
	if (GELF_ST_TYPE(info) != STT_NOTYPE)
		r += 1;
	return (r);
}

/*
 * At one address gdb takes a sized symbol over an unsized one, and among
 * those the last name in strcmp order (see sym_cmp); binding and type only
 * break ties it leaves (identical names).
 */
static int
sym_rank(const GElf_Sym *s)
{
	return ((s->st_size != 0 ? 8 : 0) + sym_info_rank(s->st_info));
}

static int
sym_keep(const GElf_Sym *s)
{
	if (s->st_shndx == SHN_UNDEF || s->st_name == 0)
		return (0);
	switch (GELF_ST_TYPE(s->st_info)) {
	case STT_FUNC:
	case STT_OBJECT:
	case STT_GNU_IFUNC:
		return (1);
	case STT_NOTYPE:
		return (s->st_value != 0);
	default:	/* STT_TLS, STT_SECTION, STT_FILE, STT_COMMON */
		return (0);
	}
}

static int
sym_cmp(const void *a, const void *b)
{
	const sym_ent_t *x = a, *y = b;
	int c;

	if (x->se_value != y->se_value)
		return (x->se_value < y->se_value ? -1 : 1);
	if ((x->se_rank & 8) != (y->se_rank & 8))
		return (x->se_rank > y->se_rank ? -1 : 1);
	/* A plain name before a "name@VERSION" one at the same address. */
	if ((strchr(x->se_name, '@') == NULL) !=
	    (strchr(y->se_name, '@') == NULL))
		return (strchr(x->se_name, '@') == NULL ? -1 : 1);
	/* gdb picks the last name in strcmp order among equals. */
	if ((c = strcmp(x->se_name, y->se_name)) != 0)
		return (-c);
	if (x->se_rank != y->se_rank)
		return (x->se_rank > y->se_rank ? -1 : 1);
	if (x->se_size != y->se_size)
		return (x->se_size > y->se_size ? -1 : 1);
	return (0);
}

/*
 * Hash of a name, 8 bytes at a time: hashing every name is most of the
 * cost of loading a table, and a byte-at-a-time multiply chain was 4x
 * slower.
 */
static uint32_t
sym_hash(const char *s, size_t len)
{
	uint64_t h = 0x9e3779b97f4a7c15ULL ^ len, w;

	while (len >= 8) {
		memcpy(&w, s, 8);
		h = (h ^ w) * 0xff51afd7ed558ccdULL;
		h ^= h >> 29;
		s += 8;
		len -= 8;
	}
	if (len > 0) {
		w = 0;
		memcpy(&w, s, len);
		h = (h ^ w) * 0xff51afd7ed558ccdULL;
		h ^= h >> 29;
	}
	return ((uint32_t)(h ^ (h >> 32)));
}

/*
 * Appends the defined symbols of one SYMTAB/DYNSYM section.  Names point
 * into the string table; an index past its end or a string not terminated
 * inside it drops the symbol.  A .symtab's "name@VERSION" names are
 * hashed by their plain name (sym_lookup_obj matches up to the '@').
 */
static size_t
sym_load_scn(tgt_object_t *o, Elf *elf, Elf_Scn *scn, const GElf_Shdr *sh,
    sym_ent_t *ents, size_t max)
{
	Elf_Data *d, *sd;
	Elf_Scn *sscn;
	const char *str;
	size_t strsz, nsyms, i, n = 0;
	int strterm, c64, skipver = (sh->sh_type == SHT_SYMTAB);

	if ((d = elf_getdata(scn, NULL)) == NULL || d->d_buf == NULL)
		return (0);
	if ((sscn = elf_getscn(elf, sh->sh_link)) == NULL ||
	    (sd = elf_getdata(sscn, NULL)) == NULL || sd->d_buf == NULL ||
	    sd->d_size == 0)
		return (0);
	str = sd->d_buf;
	strsz = sd->d_size;
	/* A table ending in NUL needs no per-string check. */
	strterm = (str[strsz - 1] == '\0');
	/* In memory form an ELF64 table is an array of GElf_Sym already. */
	c64 = (gelf_getclass(elf) == ELFCLASS64);
	nsyms = d->d_size / (c64 ? sizeof (Elf64_Sym) : sizeof (Elf32_Sym));

	for (i = 0; i < nsyms && n < max; i++) {
		const GElf_Sym *sp;
		GElf_Sym gs;
		const char *name;
		size_t len;

		if (c64) {
			sp = (const GElf_Sym *)d->d_buf + i;
		} else {
			if (gelf_getsym(d, (int)i, &gs) == NULL)
				break;
			sp = &gs;
		}
		if (!sym_keep(sp) || sp->st_name >= strsz)
			continue;
		name = str + sp->st_name;
		if (!strterm && memchr(name, '\0', strsz - sp->st_name) ==
		    NULL)
			continue;
		len = strlen(name);
		/*
		 * "name@VERSION" in a .symtab is found by its plain name: for
		 * a copy-relocated variable (environ@GLIBC_2.2.5 in an
		 * executable) it is the only name the live copy has.
		 */
		if (skipver) {
			const char *at = memchr(name, '@', len);

			if (at != NULL)
				len = at - name;
		}
		ents[n].se_hash = sym_hash(name, len);
		ents[n].se_value = sp->st_value + o->o_bias;
		if (!c64)
			ents[n].se_value &= 0xffffffffULL;
		ents[n].se_size = sp->st_size;
		ents[n].se_name = name;
		ents[n].se_info = sp->st_info;
		ents[n].se_rank = sym_rank(sp);
		ents[n].se_abs = (sp->st_shndx == SHN_ABS);
		n++;
	}
	return (n);
}

/*
 * Sorts by address: an LSD radix sort on the value (the digits that
 * vary), then each run of equal addresses by sym_cmp.  qsort with string
 * compares was most of the load time of a 200k-symbol table.
 */
static int
sym_sort(sym_ent_t *ents, size_t n)
{
	sym_ent_t *tmp, *src = ents, *dst;
	uint64_t lo = UINT64_MAX, hi = 0, diff;
	size_t *cnt, i, run;
	int shift;
	const int bits = 11;
	const size_t nb = (size_t)1 << bits;

	if (n < 2)
		return (0);
	for (i = 0; i < n; i++) {
		if (ents[i].se_value < lo)
			lo = ents[i].se_value;
		if (ents[i].se_value > hi)
			hi = ents[i].se_value;
	}
	diff = hi - lo;
	if ((tmp = malloc(n * sizeof (sym_ent_t))) == NULL ||
	    (cnt = malloc(nb * sizeof (size_t))) == NULL) {
		free(tmp);
		return (-1);
	}
	dst = tmp;
	for (shift = 0; shift < 64 && (diff >> shift) != 0; shift += bits) {
		size_t sum = 0;
		sym_ent_t *t;

		memset(cnt, 0, nb * sizeof (size_t));
		for (i = 0; i < n; i++)
			cnt[((src[i].se_value - lo) >> shift) & (nb - 1)]++;
		for (i = 0; i < nb; i++) {
			size_t c = cnt[i];

			cnt[i] = sum;
			sum += c;
		}
		for (i = 0; i < n; i++)
			dst[cnt[((src[i].se_value - lo) >> shift) &
			    (nb - 1)]++] = src[i];
		t = src;
		src = dst;
		dst = t;
	}
	if (src != ents)
		memcpy(ents, src, n * sizeof (sym_ent_t));
	free(tmp);
	free(cnt);

	for (i = 0; i < n; i += run) {
		for (run = 1; i + run < n &&
		    ents[i + run].se_value == ents[i].se_value; run++)
			;
		if (run > 1)
			mdb_qsort(ents + i, run, sizeof (sym_ent_t), sym_cmp);
	}
	return (0);
}

/* The NT_GNU_BUILD_ID of an ELF file, or 0. */
static size_t
sym_buildid(Elf *elf, unsigned char *id, size_t max)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		GElf_Nhdr nh;
		Elf_Data *d;
		size_t off = 0, noff, doff;

		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_NOTE ||
		    (d = elf_getdata(scn, NULL)) == NULL)
			continue;
		while ((off = gelf_getnote(d, off, &nh, &noff, &doff)) > 0) {
			if (nh.n_type == NT_GNU_BUILD_ID && nh.n_namesz == 4 &&
			    memcmp((char *)d->d_buf + noff, "GNU", 4) == 0 &&
			    nh.n_descsz > 0 && nh.n_descsz <= max) {
				memcpy(id, (char *)d->d_buf + doff,
				    nh.n_descsz);
				return (nh.n_descsz);
			}
		}
	}
	return (0);
}

/*
 * Opens the separate debug file of o (by build-id) into st; returns its
 * .symtab section or NULL.
 */
static Elf_Scn *
sym_debugfile(tgt_object_t *o, sym_table_t *st, GElf_Shdr *shp)
{
	const char *dir = getenv("JSMDB_DEBUG_DIR");
	unsigned char idbuf[64];
	const unsigned char *id = o->o_buildid;
	size_t idlen = o->o_buildid_len, i;
	char path[4096];
	int fd, len;
	struct stat sb;
	Elf_Scn *scn = NULL;

	if (dir == NULL)
		dir = SYM_DEBUG_DIR;
	if (dir[0] == '\0' || o->o_is_vdso)
		return (NULL);
	if (idlen == 0 || idlen > sizeof (idbuf)) {
		idlen = sym_buildid(o->o_elf, idbuf, sizeof (idbuf));
		id = idbuf;
	}
	if (idlen < 2)
		return (NULL);
	len = snprintf(path, sizeof (path), "%s/.build-id/%02x/", dir, id[0]);
	for (i = 1; i < idlen && len > 0 && (size_t)len < sizeof (path) - 8;
	    i++)
		len += snprintf(path + len, sizeof (path) - len, "%02x", id[i]);
	if (len <= 0 || (size_t)len >= sizeof (path) - 8)
		return (NULL);
	(void) strcat(path, ".debug");

	if ((fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)) < 0)
		return (NULL);
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode) || sb.st_size < 64) {
		(void) close(fd);
		return (NULL);
	}
	st->st_dbgsize = (size_t)sb.st_size;
	st->st_dbgmap = mmap(NULL, st->st_dbgsize, PROT_READ, MAP_PRIVATE, fd,
	    0);
	(void) close(fd);
	if (st->st_dbgmap == MAP_FAILED) {
		st->st_dbgmap = NULL;
		return (NULL);
	}
	if ((st->st_dbgelf = elf_memory(st->st_dbgmap, st->st_dbgsize)) !=
	    NULL && elf_kind(st->st_dbgelf) == ELF_K_ELF) {
		while ((scn = elf_nextscn(st->st_dbgelf, scn)) != NULL) {
			if (gelf_getshdr(scn, shp) != NULL &&
			    shp->sh_type == SHT_SYMTAB &&
			    shp->sh_entsize != 0 &&
			    shp->sh_offset <= st->st_dbgsize &&
			    shp->sh_size <= st->st_dbgsize - shp->sh_offset)
				return (scn);
		}
	}
	if (st->st_dbgelf != NULL)
		(void) elf_end(st->st_dbgelf);
	(void) munmap(st->st_dbgmap, st->st_dbgsize);
	st->st_dbgelf = NULL;
	st->st_dbgmap = NULL;
	return (NULL);
}

static void
sym_table_free(sym_table_t *st)
{
	if (st == NULL)
		return;
	free(st->st_ents);
	free(st->st_buckets);
	free(st->st_next);
	if (st->st_dbgelf != NULL)
		(void) elf_end(st->st_dbgelf);
	if (st->st_dbgmap != NULL)
		(void) munmap(st->st_dbgmap, st->st_dbgsize);
	free(st);
}

/* The object's table, built on first use; NULL if it has no symbols. */
static sym_table_t *
sym_table(tgt_object_t *o)
{
	sym_table_t *st;
	Elf_Scn *scn, *scns[3] = { NULL, NULL, NULL };
	Elf *elfs[3];
	GElf_Shdr shs[3];
	size_t total = 0, n = 0, i, j;
	sym_ent_t *ents;

	if (o == NULL)
		return (NULL);
	if (o->o_syms_tried)
		return (o->o_syms);
	o->o_syms_tried = 1;
	if (o->o_elf == NULL || elf_kind(o->o_elf) != ELF_K_ELF)
		return (NULL);
	if ((st = calloc(1, sizeof (*st))) == NULL)
		return (NULL);

	elfs[0] = elfs[1] = o->o_elf;
	for (scn = elf_nextscn(o->o_elf, NULL); scn != NULL;
	    scn = elf_nextscn(o->o_elf, scn)) {
		GElf_Shdr sh;
		int k;

		if (gelf_getshdr(scn, &sh) == NULL)
			continue;
		if (sh.sh_type == SHT_SYMTAB)
			k = 0;
		else if (sh.sh_type == SHT_DYNSYM)
			k = 1;
		else
			continue;
		/* The vdso's headers come from the core: check the sizes. */
		if (scns[k] != NULL || sh.sh_entsize == 0 ||
		    (o->o_size != 0 && (sh.sh_offset > o->o_size ||
		    sh.sh_size > o->o_size - sh.sh_offset)))
			continue;
		scns[k] = scn;
		shs[k] = sh;
	}
	/*
	 * A linked object's .symtab holds every symbol of its .dynsym; like
	 * gdb, read .dynsym only when .symtab was stripped.
	 */
	if (scns[0] != NULL)
		scns[1] = NULL;
	for (i = 0; i < 2; i++)
		if (scns[i] != NULL)
			total += shs[i].sh_size / shs[i].sh_entsize;
	if (scns[0] == NULL &&
	    (scns[2] = sym_debugfile(o, st, &shs[2])) != NULL) {
		elfs[2] = st->st_dbgelf;
		total += shs[2].sh_size / shs[2].sh_entsize;
	}
	/* Cap: the hash chains hold 32-bit indices. */
	if (total == 0 || total > 0x7fffffff ||
	    (ents = malloc(total * sizeof (sym_ent_t))) == NULL) {
		sym_table_free(st);
		return (NULL);
	}
	for (i = 0; i < 3; i++) {
		if (scns[i] != NULL)
			n += sym_load_scn(o, elfs[i], scns[i], &shs[i],
			    ents + n, total - n);
	}
	if (n == 0) {
		free(ents);
		sym_table_free(st);
		return (NULL);
	}

	if (sym_sort(ents, n) != 0) {
		free(ents);
		sym_table_free(st);
		return (NULL);
	}
	/* Drop duplicates: same address and name (both tables). */
	for (i = 1, j = 1; i < n; i++) {
		if (ents[i].se_value == ents[j - 1].se_value &&
		    strcmp(ents[i].se_name, ents[j - 1].se_name) == 0)
			continue;
		ents[j++] = ents[i];
	}
	n = j;

	st->st_ents = ents;
	st->st_n = n;
	o->o_syms = st;
	return (st);
}

static int
sym_hash_build(sym_table_t *st)
{
	size_t nb = 64, i;
	uint32_t *b, *next;

	while (nb < st->st_n * 2)
		nb <<= 1;
	if ((b = calloc(nb, sizeof (uint32_t))) == NULL)
		return (-1);
	if ((next = malloc(st->st_n * sizeof (uint32_t))) == NULL) {
		free(b);
		return (-1);
	}
	/* Reverse order so chains list symbols in address order. */
	for (i = st->st_n; i-- > 0; ) {
		uint32_t h = st->st_ents[i].se_hash & (nb - 1);

		next[i] = b[h];
		b[h] = (uint32_t)i + 1;
	}
	st->st_buckets = b;
	st->st_next = next;
	st->st_nbuckets = nb;
	return (0);
}

/*
 * Preference among symbols of one name (statics of the same name in
 * several files): global, then weak, then function/object, then the
 * lowest address.
 */
static int
sym_name_rank(const sym_ent_t *e)
{
	return (sym_info_rank(e->se_info));
}

static void
sym_fill(tgt_object_t *o, const sym_ent_t *e, sym_result_t *res)
{
	res->sr_name = e->se_name;
	res->sr_value = e->se_value;
	res->sr_size = e->se_size;
	res->sr_info = e->se_info;
	res->sr_obj = o;
}

static int
sym_lookup_obj(tgt_object_t *o, const char *name, sym_result_t *res)
{
	sym_table_t *st = sym_table(o);
	const sym_ent_t *best = NULL;
	uint32_t i, h;
	size_t nlen;

	if (st == NULL)
		return (-1);
	if (st->st_buckets == NULL && sym_hash_build(st) != 0)
		return (-1);
	nlen = strlen(name);
	h = sym_hash(name, nlen);
	for (i = st->st_buckets[h & (st->st_nbuckets - 1)]; i != 0;
	    i = st->st_next[i - 1]) {
		const sym_ent_t *e = &st->st_ents[i - 1];

		if (e->se_hash != h || strncmp(e->se_name, name, nlen) != 0 ||
		    (e->se_name[nlen] != '\0' && e->se_name[nlen] != '@'))
			continue;
		if (best == NULL || sym_name_rank(e) > sym_name_rank(best))
			best = e;
	}
	if (best == NULL)
		return (-1);
	sym_fill(o, best, res);
	return (0);
}

int
sym_lookup_name(target_t *t, const char *obj, const char *name,
    sym_result_t *res)
{
	tgt_object_t *exec;
	size_t i;

	if (t == NULL || name == NULL)
		return (-1);
	if (obj != NULL) {
		tgt_object_t *o = tgt_object_by_name(t, obj);

		if (o == NULL)
			return (-1);
		return (sym_lookup_obj(o, name, res));
	}
	/* The executable first: most lookups end there. */
	exec = tgt_exec(t);
	if (exec != NULL && sym_lookup_obj(exec, name, res) == 0)
		return (0);
	for (i = 0; i < t->t_nobjs; i++) {
		if (t->t_objs[i] == exec)
			continue;
		if (sym_lookup_obj(t->t_objs[i], name, res) == 0)
			return (0);
	}
	errno = ENOENT;
	return (-1);
}

/* Index of the last entry with value <= addr, or -1. */
static ssize_t
sym_search(const sym_table_t *st, uint64_t addr)
{
	size_t lo = 0, hi = st->st_n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (st->st_ents[mid].se_value <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return ((ssize_t)lo - 1);
}

int
sym_lookup_addr(target_t *t, uint64_t addr, int exact, sym_result_t *res)
{
	tgt_object_t *o;
	sym_table_t *st;
	ssize_t i, zero = -1, sized = -1;
	int scanned = 0;
	uint64_t canon, delta;

	if (t == NULL || (o = tgt_object_by_addr(t, addr)) == NULL ||
	    (st = sym_table(o)) == NULL)
		return (-1);
	/* Look up in o's image; report values where addr's copy is. */
	canon = tgt_canon_addr(t, o, addr);
	delta = addr - canon;
	addr = canon;
	if ((i = sym_search(st, addr)) < 0)
		return (-1);

	if (exact) {
		uint64_t v = st->st_ents[i].se_value;

		if (v != addr)
			return (-1);
		/* The first of the run at v is the preferred one. */
		while (i > 0 && st->st_ents[i - 1].se_value == v)
			i--;
		sym_fill(o, &st->st_ents[i], res);
		res->sr_value += delta;
		return (0);
	}

	/*
	 * Walk back run by run (entries at one address).  Remember the
	 * nearest unsized symbol; stop at the first run that has a sized
	 * one (sorted first within its run).
	 */
	while (i >= 0 && scanned++ < SYM_MAXSCAN) {
		uint64_t v = st->st_ents[i].se_value;
		ssize_t first = i;

		while (first > 0 && st->st_ents[first - 1].se_value == v)
			first--;
		for (ssize_t k = first; k <= i; k++) {
			const sym_ent_t *e = &st->st_ents[k];

			if (e->se_abs)
				continue;
			if (e->se_size != 0) {
				if (sized == -1)
					sized = k;
			} else if (zero == -1) {
				zero = k;
			}
		}
		if (sized != -1)
			break;
		i = first - 1;
	}
	if (sized != -1 && addr - st->st_ents[sized].se_value <
	    st->st_ents[sized].se_size) {
		sym_fill(o, &st->st_ents[sized], res);
		res->sr_value += delta;
		return (0);
	}
	if (zero != -1) {
		sym_fill(o, &st->st_ents[zero], res);
		res->sr_value += delta;
		return (0);
	}
	errno = ENOENT;
	return (-1);
}

int
sym_iter(target_t *t, tgt_object_t *obj, sym_iter_f *cb, void *arg)
{
	size_t oi, i;

	if (t == NULL)
		return (-1);
	for (oi = 0; oi < t->t_nobjs; oi++) {
		tgt_object_t *o = t->t_objs[oi];
		sym_table_t *st;

		if (obj != NULL && o != obj)
			continue;
		if ((st = sym_table(o)) == NULL)
			continue;
		for (i = 0; i < st->st_n; i++) {
			sym_result_t r;

			sym_fill(o, &st->st_ents[i], &r);
			if (cb(&r, arg) != 0)
				return (1);
		}
	}
	return (0);
}

/*
 * Copies name into buf whole, or, when it does not fit, cut and ending in
 * "..." so that a shortened name never passes for the whole one (issue
 * 12: nothing cut without a word).  Returns buf.
 */
char *
sym_fit(char *buf, size_t len, const char *name)
{
	size_t n = strlen(name);

	if (buf == NULL || len == 0)
		return (buf);
	if (n < len) {
		(void) memcpy(buf, name, n + 1);
		return (buf);
	}
	if (len < 4) {
		buf[0] = '\0';
		return (buf);
	}
	(void) memcpy(buf, name, len - 4);
	(void) memcpy(buf + len - 4, "...", 4);
	return (buf);
}

const char *
sym_demangle(const char *name, char *buf, size_t len)
{
	char *d;

	if (name == NULL)
		return ("");
	/* Only Itanium C++ (and Rust v0) names; skip the rest cheaply. */
	if (name[0] != '_' || (name[1] != 'Z' && name[1] != 'R'))
		return (name);
	if ((d = cplus_demangle(name, DMGL_PARAMS | DMGL_ANSI)) == NULL)
		return (name);
	if (buf == NULL || len == 0) {
		free(d);
		return (name);
	}
	sym_fit(buf, len, d);
	free(d);
	return (buf);
}

int
sym_split(const char *spec, char *obj, size_t objlen, const char **name)
{
	const char *bt;
	size_t n;

	if (spec == NULL || (bt = strchr(spec, '`')) == NULL) {
		if (obj != NULL && objlen > 0)
			obj[0] = '\0';
		*name = spec;
		return (0);
	}
	n = (size_t)(bt - spec);
	if (obj != NULL && objlen > 0) {
		if (n >= objlen)
			n = objlen - 1;
		memcpy(obj, spec, n);
		obj[n] = '\0';
	}
	*name = bt + 1;
	return (1);
}

void
sym_format_addr(target_t *t, uint64_t addr, int qualify, char *buf,
    size_t len)
{
	sym_format_pc(t, addr, 0, qualify, buf, len);
}

void
sym_format_pc(target_t *t, uint64_t addr, int isret, int qualify, char *buf,
    size_t len)
{
	sym_result_t r;
	char dbuf[4096], pre[1024], suf[24];
	const char *name;
	uint64_t off;
	size_t fixed;

	if (buf == NULL || len == 0)
		return;
	/*
	 * A return address may also be a function's first byte: V8's
	 * deoptimizer builds frames that "return" into a builtin's entry.
	 */
	if ((!isret || addr == 0 || sym_lookup_addr(t, addr - 1, 0, &r) != 0) &&
	    sym_lookup_addr(t, addr, 0, &r) != 0) {
		(void) snprintf(buf, len, "%llx", (unsigned long long)addr);
		return;
	}
	name = sym_demangle_on ? sym_demangle(r.sr_name, dbuf,
	    sizeof (dbuf)) : r.sr_name;
	off = addr - r.sr_value;
	/*
	 * The object and the offset are always written whole; a name too
	 * long for what is left of buf is cut, marked (sym_fit).
	 */
	pre[0] = suf[0] = '\0';
	if (qualify && r.sr_obj != NULL && !r.sr_obj->o_is_exec)
		(void) snprintf(pre, sizeof (pre), "%s`", r.sr_obj->o_name);
	if (off != 0)
		(void) snprintf(suf, sizeof (suf), "+0x%llx",
		    (unsigned long long)off);
	fixed = strlen(pre) + strlen(suf);
	if (fixed + 4 >= len) {
		(void) snprintf(buf, len, "%llx", (unsigned long long)addr);
		return;
	}
	(void) memcpy(buf, pre, strlen(pre));
	(void) sym_fit(buf + strlen(pre), len - fixed, name);
	(void) strcat(buf, suf);
}

/*
 * The parts of what sym_format_pc writes, for records (JSON): the
 * symbol's name (demangled as output is) and the offset into it; -1 when
 * no symbol covers addr.
 */
int
sym_pc_parts(target_t *t, uint64_t addr, int isret, char *name, size_t len,
    uint64_t *offp)
{
	sym_result_t r;
	char dbuf[4096];

	if ((!isret || addr == 0 || sym_lookup_addr(t, addr - 1, 0, &r) != 0) &&
	    sym_lookup_addr(t, addr, 0, &r) != 0)
		return (-1);
	(void) sym_fit(name, len, sym_demangle_on ?
	    sym_demangle(r.sr_name, dbuf, sizeof (dbuf)) : r.sr_name);
	*offp = addr - r.sr_value;
	return (0);
}

void
sym_free(tgt_object_t *o)
{
	if (o == NULL)
		return;
	if (o->o_syms != NULL)
		sym_table_free(o->o_syms);
	o->o_syms = NULL;
	o->o_syms_tried = 0;
}
