/*
 * test_sm.c: the SpiderMonkey decoders on bytes laid out by hand from the
 * public headers' definitions: JS::Value's NaN-boxing (js/Value.h), the
 * strings of JS::shadow::String (inline, out-of-line Latin-1 and two-byte,
 * ropes), arenas and their free spans (js/src/gc/Heap.h), and the
 * consistency of the version tables.  Hostile bytes (a rope that
 * contains itself, a length beyond JSString::MAX_LENGTH, a free list that
 * runs backwards) are refused, not followed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../spidermonkey/sm.h"
#include "stubs_sm.h"

static int passed, failed;

#define	CHECK(cond, what) do {						\
	if (cond) {							\
		passed++;						\
	} else {							\
		failed++;						\
		printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, what);	\
	}								\
} while (0)

#define	TAG(t)	((uint64_t)(0x1FFF0 | (t)) << 47)

static void
test_values(void)
{
	sm_value_t v;
	uint64_t bits;
	double d = -0.5;

	sm_value_decode(TAG(1) | 0xfffffff9u, &v);
	CHECK(v.sv_type == SM_V_INT32 && v.sv_int == -7, "int32 -7");
	sm_value_decode(TAG(2) | 1, &v);
	CHECK(v.sv_type == SM_V_BOOLEAN && v.sv_int == 1, "true");
	sm_value_decode(TAG(2) | 5, &v);
	CHECK(v.sv_type == SM_V_UNKNOWN, "a boolean payload of 5 is refused");
	sm_value_decode(TAG(3), &v);
	CHECK(v.sv_type == SM_V_UNDEFINED, "undefined");
	sm_value_decode(TAG(4), &v);
	CHECK(v.sv_type == SM_V_NULL, "null");
	sm_value_decode(TAG(6) | 0x7f0012345678ULL, &v);
	CHECK(v.sv_type == SM_V_STRING && v.sv_ptr == 0x7f0012345678ULL,
	    "string pointer");
	sm_value_decode(TAG(0xc) | 0x10d42c6f87e8ULL, &v);
	CHECK(v.sv_type == SM_V_OBJECT && v.sv_ptr == 0x10d42c6f87e8ULL,
	    "object pointer");
	memcpy(&bits, &d, sizeof (bits));
	sm_value_decode(bits, &v);
	CHECK(v.sv_type == SM_V_DOUBLE && v.sv_double == -0.5, "double -0.5");
	sm_value_decode(TAG(0xa), &v);
	CHECK(v.sv_type == SM_V_UNKNOWN, "type 0xa is not a JS::Value type");
}

/* a string header: flags in the low half, length in the high half */
static void
put_str(uintptr_t addr, uint32_t flags, uint32_t len, const void *rest,
    size_t restlen)
{
	unsigned char b[64];
	uint64_t hdr = ((uint64_t)len << 32) | flags;

	memcpy(b, &hdr, 8);
	memcpy(b + 8, rest, restlen);
	fake_add(addr, b, 8 + restlen);
}

static void
test_strings(void)
{
	const sm_facts_t *f = &sm_facts_102;
	uint32_t lin = f->sf_str_linear, inl = f->sf_str_inline,
	    l1 = f->sf_str_latin1;
	char buf[128], why[128];
	int trunc;
	uint64_t p;
	uint16_t two[4] = { 0x263a, 0xd83d, 0xde00, 'x' }; /* ☺ 😀 x */
	uint64_t kids[2];

	sm.ss_facts = f;
	fake_reset();
	put_str(0x1000, lin | inl | l1, 4, "caf\xe9", 4);
	CHECK(sm_string_read(0x1000, buf, sizeof (buf), &trunc, why,
	    sizeof (why)) == 0 && strcmp(buf, "caf\xc3\xa9") == 0,
	    "inline Latin-1 to UTF-8");

	p = 0x3000;
	put_str(0x2000, lin, 4, &p, 8);
	fake_add(0x3000, two, sizeof (two));
	CHECK(sm_string_read(0x2000, buf, sizeof (buf), &trunc, why,
	    sizeof (why)) == 0 &&
	    strcmp(buf, "\xe2\x98\xba\xf0\x9f\x98\x80x") == 0,
	    "out-of-line two-byte with a surrogate pair");

	kids[0] = 0x1000;
	kids[1] = 0x2000;
	put_str(0x4000, 0, 8, kids, 16);	/* a rope: not linear */
	CHECK(sm_string_read(0x4000, buf, sizeof (buf), &trunc, why,
	    sizeof (why)) == 0 && strncmp(buf, "caf\xc3\xa9\xe2\x98\xba", 8)
	    == 0, "a rope is its left then its right child");

	CHECK(sm_string_read(0x4000, buf, 4, &trunc, why, sizeof (why)) == 0 &&
	    trunc && strlen(buf) <= 3, "a short buffer truncates, said");

	kids[0] = 0x5000;
	kids[1] = 0x5000;
	put_str(0x5000, 0, 10, kids, 16);	/* a rope of itself */
	CHECK(sm_string_read(0x5000, buf, sizeof (buf), &trunc, why,
	    sizeof (why)) != 0 && strstr(why, "deeper") != NULL,
	    "a rope that contains itself is refused");

	put_str(0x6000, lin | inl | l1, 0x7fffffff, "abcd", 4);
	CHECK(sm_string_read(0x6000, buf, sizeof (buf), &trunc, why,
	    sizeof (why)) != 0 && strstr(why, "MAX_LENGTH") != NULL,
	    "a length beyond JSString::MAX_LENGTH is refused");

	p = 0x9000;		/* chars not in the core */
	put_str(0x7000, lin | l1, 4, &p, 8);
	CHECK(sm_string_read(0x7000, buf, sizeof (buf), &trunc, why,
	    sizeof (why)) != 0 && strstr(why, "not in the core") != NULL,
	    "characters missing from the core are said");
	CHECK(sm_jsid_text(0x1000, buf, sizeof (buf)) == 0 &&
	    strcmp(buf, "caf\xc3\xa9") == 0, "a string jsid");
	CHECK(sm_jsid_text((42 << 1) | 1, buf, sizeof (buf)) == 0 &&
	    strcmp(buf, "42") == 0, "an integer jsid");
}

static void
put_arena(uintptr_t addr, const sm_facts_t *f, uint_t kind, uint64_t zone,
    const uint16_t *spans, int nspans)
{
	static unsigned char a[4096];
	int i;

	memset(a, 0, sizeof (a));
	a[f->sf_arena_kind] = (unsigned char)kind;
	memcpy(a + f->sf_arena_zone, &zone, 8);
	/* span i's {first, last}; each stored where its predecessor ends */
	for (i = 0; i < nspans; i++) {
		size_t at = i == 0 ? 0 : spans[2 * i - 1];

		memcpy(a + at, &spans[2 * i], 2);
		memcpy(a + at + 2, &spans[2 * i + 1], 2);
	}
	fake_add(addr, a, sizeof (a));
}

static void
test_arenas(void)
{
	const sm_facts_t *f = &sm_facts_102;
	sm_arena_t ar;
	uint_t k = 2;	/* OBJECT0: 24-byte things, 169 of them from 40 */
	uint16_t ok[] = { 64, 88, 136, 136 };	/* things 1-2 and 4 free */
	uint16_t back[] = { 136, 136, 64, 64 };	/* runs backwards */
	uint16_t odd[] = { 70, 70 };		/* not a thing's start */

	sm.ss_facts = f;
	fake_reset();
	put_arena(0x100000, f, k, 0x5000, ok, 2);
	CHECK(sm_arena_read(0x100000, &ar) == 0 && ar.sa_allocated &&
	    !ar.sa_bad && ar.sa_nthings == (4096 - 40) / 24 &&
	    ar.sa_first == 4096 - ar.sa_nthings * 24, "OBJECT0 arena geometry");
	CHECK(ar.sa_used == ar.sa_nthings - 3 && ar.sa_free[1] &&
	    ar.sa_free[2] && ar.sa_free[4] && !ar.sa_free[0] && !ar.sa_free[3],
	    "free spans mark things 1, 2 and 4");

	fake_reset();
	put_arena(0x100000, f, k, 0x5000, back, 2);
	CHECK(sm_arena_read(0x100000, &ar) == 0 && ar.sa_bad,
	    "a free list running backwards is damaged");
	fake_reset();
	put_arena(0x100000, f, k, 0x5000, odd, 1);
	CHECK(sm_arena_read(0x100000, &ar) == 0 && ar.sa_bad,
	    "a span not at a thing's start is damaged");
	fake_reset();
	put_arena(0x100000, f, k, 0, ok, 2);
	CHECK(sm_arena_read(0x100000, &ar) == 0 && !ar.sa_allocated,
	    "an arena without a zone is not allocated");
	fake_reset();
	put_arena(0x100000, f, f->sf_nkinds, 0x5000, ok, 2);
	CHECK(sm_arena_read(0x100000, &ar) == 0 && !ar.sa_allocated,
	    "AllocKind::LIMIT is not allocated");
	fake_reset();
	CHECK(sm_arena_read(0x100000, &ar) == -1, "an arena not in the core");
}

static void
test_tables(void)
{
	const sm_facts_t *tabs[] = { &sm_facts_78, &sm_facts_102 };
	uint_t t, i;
	char buf[160];

	for (t = 0; t < 2; t++) {
		const sm_facts_t *f = tabs[t];

		CHECK(sm_facts_for(f->sf_major) == f, "sm_facts_for");
		CHECK(f->sf_first_arena + f->sf_arenas_per_chunk *
		    f->sf_arena_size <= f->sf_chunk_size, "arenas fit the chunk");
		for (i = 0; i < f->sf_nkinds; i++) {
			const sm_kind_t *k = &f->sf_kinds[i];

			(void) snprintf(buf, sizeof (buf), "ESR %s %s: size %u, "
			    "an object kind iff below OBJECT_LIMIT", f->sf_line,
			    k->sk_name, k->sk_size);
			CHECK(k->sk_size >= 16 && k->sk_size % 8 == 0 &&
			    (k->sk_trace == SM_T_OBJECT) ==
			    (i < f->sf_object_limit), buf);
		}
	}
	/* AllocKind::LIMIT: the length of the libraries' ThingSizes[] */
	CHECK(sm_facts_78.sf_nkinds == 33, "ESR 78 has 33 AllocKinds");
	CHECK(sm_facts_102.sf_nkinds == 35, "ESR 102 has 35 AllocKinds");
	CHECK(sm_facts_for(91) == NULL, "no table for ESR 91");
}

int
main(void)
{
	test_values();
	test_strings();
	test_arenas();
	test_tables();
	printf("%d passed, %d failed\n", passed, failed);
	return (failed != 0);
}
