/*
 * binmeta.c: the binary's symbols as the V8 module reads them, from the
 * binary when it is at hand and otherwise from jsmdb's table of official
 * Node.js binaries (facts_binaries.c), keyed by the build-id the core
 * keeps of every object (its ELF header page, which the kernel dumps by
 * default).
 *
 * What a core of a missing binary still has: the binary's writable data
 * (.data, .bss: the v8dbg_ and nodedbg_ metadata live there, and older
 * releases set their nodedbg_ offsets at startup, in .bss) and its load
 * address.  What it lacks, the table records: the symbols' addresses and
 * the bytes the module reads from read-only data and text (V8's version,
 * napi's node version, Bytecodes::kBytecodeSizes, the first instructions
 * of ExternalReference::js_dispatch_table_address).  Reads go to the
 * core first, as they do with the binary at hand, then to the table's
 * bytes, which stand in for the file.  Everything else the module would
 * read from the file -- native code and its symbols, embedded builtins'
 * names and sizes -- is not in the table: those parts say so.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "v8.h"
#include "facts.h"

static const v8_binary_t *bm_bin;	/* the table's binary in force */
static uintptr_t bm_bias;		/* its load bias in the core */
static int bm_looked;

static char bm_other[4096];		/* another build's file, not used */
static int bm_layout;			/* known by layout, not a note */

typedef struct bin_find {
	uint_t bf_machine;
	const v8_binary_t *bf_bin;
	uintptr_t bf_bias;
	const char *bf_path;
	const char *bf_other;		/* another build's file there */
	int bf_layout;
	char bf_unknown[130];		/* the missing executable's build-id */
	char bf_unknown_path[256];
	const char *bf_noid;		/* a missing executable without one */
	int bf_misplaced;
} bin_find_t;

static const v8_binary_t *
bin_by_id(const char *id, uint_t machine)
{
	const v8_binary_t *b;

	for (b = v8_binaries; b->vb_buildid != NULL; b++) {
		if (b->vb_machine == machine &&
		    strcasecmp(b->vb_buildid, id) == 0)
			return (b);
	}
	return (NULL);
}

static int
bin_find_cb(const mdb_object_t *mo, void *arg)
{
	bin_find_t *bf = arg;
	const v8_binary_t *b;

	/* only objects whose file is missing: a file at hand says itself */
	if (mo->mo_file != NULL)
		return (0);
	if (mo->mo_buildid == NULL) {
		if (mo->mo_is_exec)
			bf->bf_noid = mo->mo_path;
		return (0);
	}
	if ((b = bin_by_id(mo->mo_buildid, bf->bf_machine)) == NULL) {
		if (mo->mo_is_exec) {
			(void) snprintf(bf->bf_unknown,
			    sizeof (bf->bf_unknown), "%s", mo->mo_buildid);
			(void) snprintf(bf->bf_unknown_path,
			    sizeof (bf->bf_unknown_path), "%s", mo->mo_path);
		}
		return (0);
	}
	/*
	 * The table's addresses are the file's: the core must map the file
	 * where the binary links it, moved by the load bias.
	 */
	if (mo->mo_base != b->vb_linkbase + mo->mo_bias) {
		bf->bf_misplaced = 1;
		bf->bf_path = mo->mo_path;
		bf->bf_bin = b;
		return (1);
	}
	bf->bf_bin = b;
	bf->bf_bias = mo->mo_bias;
	bf->bf_path = mo->mo_path;
	bf->bf_other = mo->mo_is_exec ? mo->mo_other_file : NULL;
	bf->bf_layout = mo->mo_buildid_layout;
	return (1);
}

/* "linux-x64 4.9.1 - 26.10.0": the releases of one platform (sorted) */
static size_t
bin_range(char *buf, size_t len, size_t n, const v8_binary_t *first,
    const v8_binary_t *last)
{
	int k;

	if (first == last)
		k = snprintf(buf + n, len - n, "%s%s %s", n > 0 ? ", " : "",
		    first->vb_platform, first->vb_node);
	else
		k = snprintf(buf + n, len - n, "%s%s %s - %s",
		    n > 0 ? ", " : "", first->vb_platform, first->vb_node,
		    last->vb_node);
	return (k > 0 && (size_t)k < len - n ? n + (size_t)k : n);
}

static void
bin_platforms(char *buf, size_t len)
{
	const v8_binary_t *b, *first = NULL, *last = NULL;
	size_t n = 0;

	buf[0] = '\0';
	for (b = v8_binaries; b->vb_buildid != NULL; b++) {
		if (first == NULL || strcmp(first->vb_platform,
		    b->vb_platform) != 0) {
			if (first != NULL)
				n = bin_range(buf, len, n, first, last);
			first = b;
		}
		last = b;
	}
	if (first != NULL)
		(void) bin_range(buf, len, n, first, last);
}

static void
bin_unnamed(char *buf, size_t len)
{
	const char *const *u;
	size_t n = 0;
	int k;

	(void) snprintf(buf, len, "none");
	for (u = v8_binaries_unnamed; *u != NULL; u++) {
		k = snprintf(buf + n, len - n, "%s%s", n > 0 ? ", " : "", *u);
		if (k > 0 && (size_t)k < len - n)
			n += (size_t)k;
	}
}

/* jm_release: what the table says a build-id is. */
int
v8_bin_release_of(uint_t machine, const char *id, char *buf, size_t len)
{
	const v8_binary_t *b;

	if (id == NULL || (b = bin_by_id(id, machine)) == NULL)
		return (-1);
	(void) snprintf(buf, len, "the official Node.js v%s %s binary",
	    b->vb_node, b->vb_platform);
	return (0);
}

/* FNV-1a, 64 bits, as corpora/gen-buildid-tables.py fnv1a64() */
#define	FNV64_BASIS	0xcbf29ce484222325ULL
#define	FNV64_PRIME	0x100000001b3ULL
#define	FP_CHUNK	4096

/*
 * Does the core hold binary b, loaded with this bias, by its layout
 * fingerprint?  Every run must be in the core (its own bytes, never a
 * file's) and their hash the table's.
 */
static int
bin_fp_match(const v8_binary_t *b, const mdb_exec_probe_t *mep,
    uint64_t bias)
{
	uint64_t h = FNV64_BASIS;
	uint8_t buf[FP_CHUNK];

	for (size_t i = 0; i < b->vb_nfp; i++) {
		uint64_t a = b->vb_linkbase + b->vb_fp[i].br_off + bias;
		size_t left = b->vb_fp[i].br_len;

		while (left > 0) {
			size_t n = left < sizeof (buf) ? left : sizeof (buf);

			if (mep->mep_read(mep->mep_arg, buf, n, a) !=
			    (ssize_t)n)
				return (0);
			for (size_t k = 0; k < n; k++) {
				h ^= buf[k];
				h *= FNV64_PRIME;
			}
			a += n;
			left -= n;
		}
	}
	return (h == b->vb_fphash);
}

/*
 * Where AT_ENTRY and AT_PHDR place binary b: its load bias, checked
 * against both (and AT_PHNUM); 0, or -1 when they do not agree with b.
 */
static int
bin_placed(const v8_binary_t *b, const mdb_exec_probe_t *mep,
    uint64_t *biasp)
{
	uint64_t bias = mep->mep_entry - b->vb_entry;

	if (b->vb_nphdrs == 0 || b->vb_nphdrs > MDB_EXEC_MAXPH ||
	    mep->mep_phnum != b->vb_nphdrs || (!b->vb_pie && bias != 0))
		return (-1);
	for (size_t i = 0; i < b->vb_nphdrs; i++) {
		if (b->vb_phdrs[i].bp_type == PT_PHDR) {
			if (mep->mep_phdr != b->vb_phdrs[i].bp_vaddr + bias)
				return (-1);
			*biasp = bias;
			return (0);
		}
	}
	return (-1);
}

/*
 * jm_exec_layout: a core without the executable's ELF header page (so
 * without its build-id note: qemu-user's) of a missing binary.  A row
 * is taken when AT_ENTRY, AT_PHDR and AT_PHNUM place it and the core's
 * bytes of its fingerprint (the runs of PT_GNU_RELRO nothing writes once
 * the binary is relocated) hash to the row's -- and no other row
 * matches: then the row's program headers stand in for the file's.
 */
int
v8_bin_exec_layout(const mdb_exec_probe_t *mep, mdb_exec_layout_t *mel)
{
	const v8_binary_t *b, *found = NULL;
	uint64_t bias, fbias = 0;
	size_t nbytes = 0;
	int nmatch = 0;

	if (mep == NULL || mep->mep_read == NULL || mel == NULL)
		return (-1);
	for (b = v8_binaries; b->vb_buildid != NULL; b++) {
		if (b->vb_machine != mep->mep_machine || b->vb_nfp == 0 ||
		    bin_placed(b, mep, &bias) != 0 ||
		    !bin_fp_match(b, mep, bias))
			continue;
		if (nmatch++ == 0) {
			found = b;
			fbias = bias;
		}
	}
	if (nmatch != 1)
		return (-1);
	memset(mel, 0, sizeof (*mel));
	for (size_t i = 0; i < found->vb_nphdrs; i++) {
		const v8_binphdr_t *bp = &found->vb_phdrs[i];
		GElf_Phdr *ph = &mel->mel_ph[i];

		ph->p_type = bp->bp_type;
		ph->p_flags = bp->bp_flags;
		ph->p_offset = bp->bp_offset;
		ph->p_vaddr = ph->p_paddr = bp->bp_vaddr;
		ph->p_filesz = bp->bp_filesz;
		ph->p_memsz = bp->bp_memsz;
	}
	mel->mel_nph = found->vb_nphdrs;
	mel->mel_bias = fbias;
	(void) snprintf(mel->mel_buildid, sizeof (mel->mel_buildid), "%s",
	    found->vb_buildid);
	(void) snprintf(mel->mel_interp, sizeof (mel->mel_interp), "%s",
	    found->vb_interp != NULL ? found->vb_interp : "");
	for (size_t i = 0; i < found->vb_nfp; i++)
		nbytes += found->vb_fp[i].br_len;
	(void) snprintf(mel->mel_how, sizeof (mel->mel_how), "it is the "
	    "official Node.js v%s %s binary (build-id %s) by jsmdb's table: "
	    "AT_ENTRY and AT_PHDR place it, and the core's %zu bytes of its "
	    "read-only-after-relocation data (PT_GNU_RELRO, in %zu runs "
	    "nothing writes) are that binary's (FNV-1a 64 %016llx) and no "
	    "other's in the table", found->vb_node, found->vb_platform,
	    found->vb_buildid, nbytes, found->vb_nfp,
	    (unsigned long long)found->vb_fphash);
	return (0);
}

int
v8_bin_release(const char *id, char *buf, size_t len)
{
	mdb_target_info_t ti;
	const v8_binary_t *b;

	if (id == NULL || mdb_target_info(&ti) != 0 ||
	    (b = bin_by_id(id, ti.mti_machine)) == NULL)
		return (-1);
	(void) snprintf(buf, len, "v%s %s", b->vb_node, b->vb_platform);
	return (0);
}

void
v8_bin_reset(void)
{
	bm_bin = NULL;
	bm_bias = 0;
	bm_looked = 0;
	bm_layout = 0;
	bm_other[0] = '\0';
}

const char *
v8_bin_node(void)
{
	return (bm_bin != NULL ? bm_bin->vb_node : NULL);
}

const v8_binary_t *
v8_bin_find(void)
{
	bin_find_t bf;
	mdb_target_info_t ti;
	char rel[256];

	if (bm_looked)
		return (bm_bin);
	bm_looked = 1;
	/* a file with the metadata is at hand: it is read, not the table */
	if (mdb_object_with_prefix("v8dbg_") != NULL ||
	    mdb_target_info(&ti) != 0)
		return (NULL);
	memset(&bf, 0, sizeof (bf));
	bf.bf_machine = ti.mti_machine;
	(void) mdb_object_iter(bin_find_cb, &bf);
	if (bf.bf_misplaced) {
		mdb_warn("v8: %s is the official Node.js v%s %s binary by its "
		    "build-id, but the core maps it at another address than "
		    "the binary's own layout gives: jsmdb's table for it is "
		    "not used", bf.bf_path, bf.bf_bin->vb_node,
		    bf.bf_bin->vb_platform);
		return (NULL);
	}
	if (bf.bf_bin == NULL) {
		if (bf.bf_noid != NULL) {
			bin_unnamed(rel, sizeof (rel));
			mdb_warn("v8: the core gives no build-id for the "
			    "missing executable %s (its ELF header page has no "
			    "build-id note, or the core lacks that page: "
			    "qemu-user writes none), so jsmdb cannot tell "
			    "which release it was (official Node.js binaries "
			    "without a build-id: %s); if it ran Node.js, name "
			    "its binary (-L DIR, or jsmdb EXE CORE)",
			    bf.bf_noid, rel);
		} else if (bf.bf_unknown[0] != '\0') {
			bin_platforms(rel, sizeof (rel));
			mdb_warn("v8: the missing executable's build-id %s is "
			    "not one of the official Node.js binaries jsmdb "
			    "has tables for (%s): no V8 module without the "
			    "binary; if %s ran Node.js, name its binary (-L "
			    "DIR, or jsmdb EXE CORE)", bf.bf_unknown, rel,
			    bf.bf_unknown_path);
		}
		return (NULL);
	}
	bm_bin = bf.bf_bin;
	bm_bias = bf.bf_bias;
	bm_layout = bf.bf_layout;
	(void) snprintf(bm_other, sizeof (bm_other), "%s",
	    bf.bf_other != NULL ? bf.bf_other : "");
	return (bm_bin);
}

int
v8_bin_describe(char *buf, size_t len)
{
	if (bm_bin == NULL)
		return (-1);
	(void) snprintf(buf, len, "jsmdb's table for the official Node.js "
	    "v%s %s binary (build-id %s%s; the binary itself is not on this "
	    "machine%s%s%s)", bm_bin->vb_node, bm_bin->vb_platform,
	    bm_bin->vb_buildid, bm_layout ? ", known by the bytes the core "
	    "holds" : "", bm_other[0] != '\0' ? ": " : "", bm_other,
	    bm_other[0] != '\0' ? " is another build, not read" : "");
	return (0);
}

/* ---- symbols ---- */

static void
fill_sym(GElf_Sym *symp, uint32_t off, uint32_t size, uint_t type)
{
	memset(symp, 0, sizeof (*symp));
	symp->st_value = bm_bin->vb_linkbase + off + bm_bias;
	symp->st_size = size;
	symp->st_info = GELF_ST_INFO(STB_GLOBAL, type);
}

int
v8_sym_lookup(const char *name, GElf_Sym *symp)
{
	size_t i;

	if (bm_bin == NULL)
		return (mdb_lookup_by_name(name, symp));
	/*
	 * The table is all there is of the binary: no other object is
	 * asked (a library's symbol of this name would be another thing).
	 */
	for (i = 0; i < bm_bin->vb_nsyms; i++) {
		const v8_binsym_t *bs = &bm_bin->vb_syms[i];

		if (bs->bs_name != NULL && strcmp(bs->bs_name, name) == 0) {
			fill_sym(symp, bs->bs_off, bs->bs_size, bs->bs_type);
			return (0);
		}
	}
	for (i = 0; i < bm_bin->vb_nmd; i++) {
		const v8_binmd_t *bm = &bm_bin->vb_md[i];

		if (strcmp(bm->bm_name, name) == 0) {
			fill_sym(symp, bm->bm_off, bm->bm_size, STT_OBJECT);
			return (0);
		}
	}
	return (-1);
}

/* The table's bytes of [off, off + n) of the file, or NULL. */
static const uint8_t *
table_bytes(uint64_t off, size_t n, uint8_t *tmp)
{
	size_t i;

	for (i = 0; i < bm_bin->vb_nsyms; i++) {
		const v8_binsym_t *bs = &bm_bin->vb_syms[i];

		if (bs->bs_bytes != NULL && off >= bs->bs_off &&
		    off - bs->bs_off <= bs->bs_nbytes &&
		    n <= bs->bs_nbytes - (off - bs->bs_off))
			return ((const uint8_t *)bs->bs_bytes +
			    (off - bs->bs_off));
	}
	for (i = 0; i < bm_bin->vb_nmd; i++) {
		const v8_binmd_t *bm = &bm_bin->vb_md[i];
		int64_t v = bm->bm_value;

		if (bm->bm_infile && off == bm->bm_off &&
		    n == bm->bm_size && n <= sizeof (v)) {
			/* little-endian, as every binary in the table */
			for (size_t k = 0; k < n; k++)
				tmp[k] = (uint8_t)((uint64_t)v >> (8 * k));
			return (tmp);
		}
	}
	return (NULL);
}

ssize_t
v8_sym_vread(void *buf, size_t n, uintptr_t addr)
{
	uint8_t tmp[8];
	const uint8_t *b;
	uint64_t base;

	if (mdb_vread(buf, n, addr) == (ssize_t)n)
		return ((ssize_t)n);
	if (bm_bin == NULL)
		return (-1);
	base = bm_bin->vb_linkbase + bm_bias;
	if (addr < base || (b = table_bytes(addr - base, n, tmp)) == NULL)
		return (-1);
	memcpy(buf, b, n);
	return ((ssize_t)n);
}

int
v8_sym_readstr(char *buf, size_t len, uintptr_t addr)
{
	size_t i;

	if (len == 0)
		return (-1);
	if (mdb_readstr(buf, len, addr) >= 0)
		return (0);
	for (i = 0; i + 1 < len; i++) {
		if (v8_sym_vread(&buf[i], 1, addr + i) != 1)
			return (-1);
		if (buf[i] == '\0')
			return (0);
	}
	buf[i] = '\0';
	return (0);
}

int
v8_bin_md_iter(mdb_syment_f *cb, void *arg)
{
	GElf_Sym sym;
	size_t i;

	if (bm_bin == NULL)
		return (-1);
	for (i = 0; i < bm_bin->vb_nmd; i++) {
		const v8_binmd_t *bm = &bm_bin->vb_md[i];

		fill_sym(&sym, bm->bm_off, bm->bm_size, STT_OBJECT);
		if (cb(arg, &sym, bm->bm_name, "") != 0)
			break;
	}
	return (0);
}

/* ---- what neither the core nor the table holds ---- */

typedef struct addr_obj {
	uintptr_t ao_addr;
	const char *ao_path;
} addr_obj_t;

static int
addr_obj_cb(const mdb_object_t *mo, void *arg)
{
	addr_obj_t *ao = arg;

	if (mo->mo_file == NULL && ao->ao_addr >= mo->mo_base &&
	    ao->ao_addr < mo->mo_limit) {
		ao->ao_path = mo->mo_path;
		return (1);
	}
	return (0);
}

typedef struct addr_seg {
	uintptr_t as_addr;
	const char *as_path;		/* the file mapped there, not in core */
	int as_missing;			/* and it is a missing object's */
} addr_seg_t;

static int
addr_seg_cb(const mdb_segment_t *ms, void *arg)
{
	addr_seg_t *as = arg;

	if (as->as_addr < ms->ms_start || as->as_addr >= ms->ms_end)
		return (0);
	if (ms->ms_path != NULL && as->as_addr - ms->ms_start >= ms->ms_incore)
		as->as_path = ms->ms_path;
	return (1);
}

static int
missing_path_cb(const mdb_object_t *mo, void *arg)
{
	addr_seg_t *as = arg;

	if (mo->mo_file == NULL && strcmp(mo->mo_path, as->as_path) == 0) {
		as->as_missing = 1;
		return (1);
	}
	return (0);
}

const char *
v8_bin_missing_at(uintptr_t addr)
{
	addr_obj_t ao = { addr, NULL };
	addr_seg_t as = { addr, NULL, 0 };

	(void) mdb_object_iter(addr_obj_cb, &ao);
	if (ao.ao_path != NULL)
		return (ao.ao_path);
	/*
	 * Another mapping of a missing file, away from its image (V8's copy
	 * of node's embedded builtins next to its heap), known from NT_FILE.
	 */
	(void) mdb_segment_iter(addr_seg_cb, &as);
	if (as.as_path != NULL)
		(void) mdb_object_iter(missing_path_cb, &as);
	return (as.as_missing ? as.as_path : NULL);
}

void
v8_bin_unread(uintptr_t addr)
{
	static int said;
	const char *path;

	if (said || addr == 0 || (path = v8_bin_missing_at(addr)) == NULL)
		return;
	said = 1;
	mdb_warn("v8: the characters of an external string (at %lx) are in "
	    "the read-only data of %s, which is not on this machine: the "
	    "core does not hold them%s.  Such strings are not printed, nor "
	    "lines of the scripts they are the source of (Node.js keeps "
	    "its built-in modules' source there)", (unsigned long)addr, path,
	    bm_bin != NULL ? " and jsmdb's table does not record them" : "");
}
