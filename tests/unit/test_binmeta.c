/*
 * test_binmeta.c: v8/binmeta.c over v8/facts_binaries.c, with the
 * framework faked (the functions binmeta.c calls are defined here, so
 * libjsmdb.a's modapi.o is not linked).  For every binary of the table:
 * a core whose executable is that binary, missing, loaded at a PIE's
 * bias, is configured from the table; every metadata symbol is found at
 * its table address plus the bias; its value is the core's when the core
 * has the bytes, the file's (the table's) when it does not; V8's embedder
 * string and the bytecode sizes are read from the table.  The table's
 * rows are well formed (40 hex digits, no build-id twice).  A core that
 * maps the binary elsewhere than its layout says, or whose build-id the
 * table lacks, is not configured, and says so once.  Every row's layout
 * fingerprint lies in its file's bytes, and no row is taken for a core
 * without the executable's header page whose bytes are not the binary's
 * (zeros, or unreadable); jm_release names each row's release.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mdb.h"
#include "../../v8/v8.h"
#include "../../v8/facts.h"

static int passed, failed;

#define	CHECK(cond, what) do {						\
	if (cond) {							\
		passed++;						\
	} else {							\
		failed++;						\
		printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, what);	\
	}								\
} while (0)

/* ---- the fake target ---- */

static mdb_object_t fake_obj;
static char fake_id[64];
static uint_t fake_machine;
static uintptr_t core_addr;		/* the one 4-byte word the core has */
static int32_t core_word;
static char warned[2048];
static int nwarned;

int
mdb_object_iter(mdb_object_f *cb, void *arg)
{
	(void) cb(&fake_obj, arg);
	return (0);
}

const char *
mdb_object_with_prefix(const char *prefix)
{
	(void) prefix;
	return (NULL);			/* no file with the metadata */
}

int
mdb_target_info(mdb_target_info_t *ti)
{
	memset(ti, 0, sizeof (*ti));
	ti->mti_arch = "x86-64";
	ti->mti_machine = fake_machine;
	ti->mti_ptrsize = 8;
	return (0);
}

int
mdb_lookup_by_name(const char *name, GElf_Sym *sym)
{
	(void) name;
	(void) sym;
	return (-1);
}

ssize_t
mdb_vread(void *buf, size_t n, uintptr_t addr)
{
	if (core_addr != 0 && addr == core_addr && n == sizeof (core_word)) {
		memcpy(buf, &core_word, n);
		return ((ssize_t)n);
	}
	return (-1);
}

ssize_t
mdb_readstr(char *buf, size_t n, uintptr_t addr)
{
	(void) buf;
	(void) n;
	(void) addr;
	return (-1);
}

int
mdb_segment_iter(mdb_segment_f *cb, void *arg)
{
	(void) cb;
	(void) arg;
	return (0);
}

void
mdb_warn(const char *fmt, ...)
{
	va_list ap;
	size_t len = strlen(warned);

	va_start(ap, fmt);
	(void) vsnprintf(warned + len, sizeof (warned) - len, fmt, ap);
	va_end(ap);
	nwarned++;
}

/* The executable, missing, with the build-id id, at bias from its link. */
static void
fake_core(const v8_binary_t *b, const char *id, uintptr_t bias,
    uintptr_t misplace)
{
	v8_bin_reset();
	memset(&fake_obj, 0, sizeof (fake_obj));
	(void) snprintf(fake_id, sizeof (fake_id), "%s", id);
	fake_machine = b->vb_machine;
	fake_obj.mo_name = "node";
	fake_obj.mo_path = "/srv/app/bin/node";
	fake_obj.mo_file = NULL;
	fake_obj.mo_bias = bias;
	fake_obj.mo_base = b->vb_linkbase + bias + misplace;
	fake_obj.mo_limit = fake_obj.mo_base + 0x8000000;
	fake_obj.mo_buildid = fake_id;
	fake_obj.mo_is_exec = B_TRUE;
	core_addr = 0;
	warned[0] = '\0';
	nwarned = 0;
}

/* ---- the checks ---- */

static void
check_rows(void)
{
	const v8_binary_t *b, *c;
	char buf[256];

	for (b = v8_binaries; b->vb_buildid != NULL; b++) {
		size_t i, n = strlen(b->vb_buildid);

		for (i = 0; i < n && isxdigit((unsigned char)
		    b->vb_buildid[i]); i++)
			;
		(void) snprintf(buf, sizeof (buf), "v%s: build-id %s is not "
		    "40 hex digits", b->vb_node, b->vb_buildid);
		CHECK(n == 40 && i == n, buf);
		for (c = b + 1; c->vb_buildid != NULL; c++) {
			(void) snprintf(buf, sizeof (buf), "build-id %s twice",
			    b->vb_buildid);
			CHECK(strcmp(b->vb_buildid, c->vb_buildid) != 0, buf);
		}
		CHECK(b->vb_nmd > 0 && b->vb_md != NULL, "no metadata");
	}
	CHECK(v8_binaries[0].vb_buildid != NULL, "the table is empty");
}

typedef struct md_count {
	size_t mc_n;
	size_t mc_bad;
	const v8_binary_t *mc_bin;
	uintptr_t mc_bias;
} md_count_t;

static int
md_cb(void *arg, const GElf_Sym *sym, const char *name, const char *obj)
{
	md_count_t *mc = arg;
	const v8_binmd_t *bm = &mc->mc_bin->vb_md[mc->mc_n++];
	GElf_Sym s2;
	int64_t v = 0;

	(void) obj;
	if (strcmp(name, bm->bm_name) != 0 ||
	    sym->st_value != mc->mc_bin->vb_linkbase + bm->bm_off +
	    mc->mc_bias || v8_sym_lookup(name, &s2) != 0 ||
	    s2.st_value != sym->st_value)
		mc->mc_bad++;
	/* the file's value when the core lacks the bytes */
	if (bm->bm_infile && (bm->bm_size == 4 || bm->bm_size == 8)) {
		if (v8_sym_vread(&v, bm->bm_size, sym->st_value) !=
		    (ssize_t)bm->bm_size || (bm->bm_size == 4 ?
		    (int64_t)(int32_t)v : v) != bm->bm_value)
			mc->mc_bad++;
	}
	return (0);
}

static void
check_binary(const v8_binary_t *b)
{
	const uintptr_t bias = 0x555555000000;	/* as a PIE would load */
	md_count_t mc = { 0, 0, b, bias };
	char buf[256], emb[32];
	GElf_Sym sym;
	uintptr_t p;
	int32_t w = 0;

	fake_core(b, b->vb_buildid, bias, 0);
	(void) snprintf(buf, sizeof (buf), "v%s %s: not found by its "
	    "build-id", b->vb_node, b->vb_platform);
	CHECK(v8_bin_find() == b, buf);
	(void) v8_bin_md_iter(md_cb, &mc);
	(void) snprintf(buf, sizeof (buf), "v%s %s: %zu of %zu metadata "
	    "symbols misplaced or misread", b->vb_node, b->vb_platform,
	    mc.mc_bad, mc.mc_n);
	CHECK(mc.mc_n == b->vb_nmd && mc.mc_bad == 0, buf);

	/* the core's bytes win over the file's (.bss set at startup) */
	if (v8_sym_lookup(b->vb_md[0].bm_name, &sym) == 0) {
		core_addr = sym.st_value;
		core_word = 0x1234;
		(void) snprintf(buf, sizeof (buf), "v%s: the core's value of "
		    "%s is not the one read", b->vb_node, b->vb_md[0].bm_name);
		CHECK(v8_sym_vread(&w, 4, sym.st_value) == 4 && w == 0x1234,
		    buf);
		core_addr = 0;
	}

	/* the embedder string through the pointer the table holds */
	emb[0] = '\0';
	if (v8_sym_lookup("_ZN2v88internal7Version9embedder_E", &sym) == 0 &&
	    v8_sym_vread(&p, sizeof (p), sym.st_value) == sizeof (p) &&
	    p != 0) {
		/* a PIE's pointer is relocated in the core: moved by bias */
		(void) v8_sym_readstr(emb, sizeof (emb), p + bias);
		(void) snprintf(buf, sizeof (buf), "v%s: embedder \"%s\" is "
		    "not the end of V8 %s", b->vb_node, emb, b->vb_v8);
		CHECK(emb[0] != '\0' && strstr(b->vb_v8, emb) != NULL &&
		    strcmp(strstr(b->vb_v8, emb), emb) == 0, buf);
	}
	if (v8_sym_lookup("_ZN2v88internal11interpreter9Bytecodes"
	    "14kBytecodeSizesE", &sym) == 0) {
		uint8_t *s = malloc(sym.st_size);

		(void) snprintf(buf, sizeof (buf), "v%s: kBytecodeSizes "
		    "(%lu bytes) not read from the table", b->vb_node,
		    (unsigned long)sym.st_size);
		CHECK(s != NULL && v8_sym_vread(s, sym.st_size,
		    sym.st_value) == (ssize_t)sym.st_size && s[0] >= 1, buf);
		free(s);
	}
	CHECK(nwarned == 0, warned);
}

static void
check_refusals(void)
{
	const v8_binary_t *b = &v8_binaries[0];

	fake_core(b, b->vb_buildid, 0x555555000000, 0x1000);
	CHECK(v8_bin_find() == NULL && nwarned == 1 &&
	    strstr(warned, "another address") != NULL,
	    "a binary mapped elsewhere than its layout is used");
	fake_core(b, "0123456789abcdef0123456789abcdef01234567", 0, 0);
	CHECK(v8_bin_find() == NULL && nwarned == 1 &&
	    strstr(warned, "0123456789abcdef0123456789abcdef01234567") !=
	    NULL, "an unknown build-id is not named");
	CHECK(v8_sym_lookup("v8dbg_SmiShiftSize", &(GElf_Sym){ 0 }) != 0,
	    "a symbol found with no binary in force");
}

/* ---- jm_exec_layout, jm_release ---- */

static int fake_read_mode;		/* 0: zeros, 1: fails */

static ssize_t
fake_read(void *arg, void *buf, size_t n, uint64_t addr)
{
	(void) arg;
	(void) addr;
	if (fake_read_mode == 1)
		return (-1);
	memset(buf, 0, n);
	return ((ssize_t)n);
}

static void
check_layout(const v8_binary_t *b)
{
	mdb_exec_probe_t mep;
	mdb_exec_layout_t mel;
	uint64_t phdr = 0, lo = 0, hi = 0;
	char buf[256], rel[128];
	size_t inload = 0;

	(void) snprintf(buf, sizeof (buf), "v%s %s: jm_release does not "
	    "name the release", b->vb_node, b->vb_platform);
	CHECK(v8_bin_release_of(b->vb_machine, b->vb_buildid, rel,
	    sizeof (rel)) == 0 && strstr(rel, b->vb_node) != NULL &&
	    strstr(rel, b->vb_platform) != NULL, buf);
	CHECK(v8_bin_release_of(b->vb_machine == 62 ? 183 : 62,
	    b->vb_buildid, rel, sizeof (rel)) != 0,
	    "a build-id named for another machine");
	if (b->vb_nfp == 0)
		return;
	/* the fingerprint's runs lie in the file's bytes of a PT_LOAD */
	for (size_t i = 0; i < b->vb_nphdrs; i++) {
		const v8_binphdr_t *bp = &b->vb_phdrs[i];

		if (bp->bp_type == PT_PHDR)
			phdr = bp->bp_vaddr;
		if (bp->bp_type != PT_LOAD)
			continue;
		for (size_t k = 0; k < b->vb_nfp; k++) {
			lo = b->vb_linkbase + b->vb_fp[k].br_off;
			hi = lo + b->vb_fp[k].br_len;
			if (lo >= bp->bp_vaddr &&
			    hi <= bp->bp_vaddr + bp->bp_filesz)
				inload++;
		}
	}
	(void) snprintf(buf, sizeof (buf), "v%s %s: %zu of %zu fingerprint "
	    "runs in a PT_LOAD's file bytes, or no PT_PHDR", b->vb_node,
	    b->vb_platform, inload, b->vb_nfp);
	CHECK(inload == b->vb_nfp && phdr != 0, buf);

	/* placed right, but the core's bytes are not the binary's */
	memset(&mep, 0, sizeof (mep));
	mep.mep_machine = b->vb_machine;
	mep.mep_entry = b->vb_entry;
	mep.mep_phdr = phdr;
	mep.mep_phnum = b->vb_nphdrs;
	mep.mep_read = fake_read;
	fake_read_mode = 0;
	(void) snprintf(buf, sizeof (buf), "v%s %s: taken on bytes that are "
	    "not its own", b->vb_node, b->vb_platform);
	CHECK(v8_bin_exec_layout(&mep, &mel) != 0, buf);
	fake_read_mode = 1;
	(void) snprintf(buf, sizeof (buf), "v%s %s: taken with the core's "
	    "bytes unreadable", b->vb_node, b->vb_platform);
	CHECK(v8_bin_exec_layout(&mep, &mel) != 0, buf);
	mep.mep_read = NULL;
	CHECK(v8_bin_exec_layout(&mep, &mel) != 0, "taken with no reader");
}

int
main(void)
{
	const v8_binary_t *b;

	check_rows();
	for (b = v8_binaries; b->vb_buildid != NULL; b++)
		check_binary(b);
	for (b = v8_binaries; b->vb_buildid != NULL; b++)
		check_layout(b);
	check_refusals();
	printf("test_binmeta: %d passed, %d failed\n", passed, failed);
	return (failed != 0);
}
