/*
 * test_sm.c: the SpiderMonkey decoders on bytes laid out by hand from the
 * public headers' definitions: JS::Value's NaN-boxing (js/Value.h), the
 * strings of JS::shadow::String (inline, out-of-line Latin-1 and two-byte,
 * ropes), arenas and their free spans (js/src/gc/Heap.h), and the
 * consistency of the version tables, and the value-kind facts taken
 * from public headers against the text of the headers installed for the
 * releases in the cores (test_facts_headers).  Hostile bytes (a rope that
 * contains itself, a length beyond JSString::MAX_LENGTH, a free list that
 * runs backwards) are refused, not followed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

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

	/* an inline string longer than any string cell holds (a damaged
	   length): FAT_INLINE_ATOM's 40 bytes less the header; 32 fit */
	put_str(0xb000, lin | inl | l1, 32, "abcdefghijklmnopqrstuvwxyz012345",
	    32);
	CHECK(sm_string_read(0xb000, buf, sizeof (buf), &trunc, why,
	    sizeof (why)) == 0 && strlen(buf) == 32,
	    "an inline Latin-1 string of 32 characters is read");
	put_str(0x8000, lin | inl | l1, 33, "abcd", 4);
	CHECK(sm_string_read(0x8000, buf, sizeof (buf), &trunc, why,
	    sizeof (why)) != 0 && strstr(why, "do not fit") != NULL,
	    "an inline Latin-1 string of 33 characters is refused");
	put_str(0xa000, lin | inl, 17, "abcd", 4);
	CHECK(sm_string_read(0xa000, buf, sizeof (buf), &trunc, why,
	    sizeof (why)) != 0 && strstr(why, "do not fit") != NULL,
	    "an inline two-byte string of 17 characters is refused");

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
	CHECK(sm_arena_read(0x100000, &ar) == 0 && ar.sa_allocated &&
	    ar.sa_bad && strstr(ar.sa_badwhy, "no zone") != NULL,
	    "an AllocKind and free spans without a zone: damaged, said");
	fake_reset();
	put_arena(0x100000, f, 0, 0, ok, 0);
	CHECK(sm_arena_read(0x100000, &ar) == 0 && !ar.sa_allocated &&
	    !ar.sa_bad, "an arena of zeros (never used) is not allocated");
	fake_reset();
	put_arena(0x100000, f, k, 0x5003, ok, 2);
	CHECK(sm_arena_read(0x100000, &ar) == 0 && ar.sa_bad &&
	    strstr(ar.sa_badwhy, "zone") != NULL,
	    "a zone pointer not aligned: damaged, not unallocated");
	fake_reset();
	put_arena(0x100000, f, f->sf_nkinds + 1, 0x5000, ok, 2);
	CHECK(sm_arena_read(0x100000, &ar) == 0 && ar.sa_bad &&
	    strstr(ar.sa_badwhy, "LIMIT") != NULL,
	    "an AllocKind past LIMIT: damaged, not unallocated");
	fake_reset();
	put_arena(0x100000, f, 0xff, 0x5000, ok, 2);
	CHECK(sm_arena_read(0x100000, &ar) == 0 && ar.sa_bad,
	    "AllocKind 255: damaged");
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

		CHECK(sm_facts_for(f->sf_major, SM_EM_X86_64) == f,
		    "sm_facts_for");
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
	CHECK(sm_facts_for(91, SM_EM_X86_64) == NULL, "no table for ESR 91");

	/* aarch64's rows: x86-64's but for the fields facts.c moves */
	for (t = 0; t < 2; t++) {
		const sm_facts_t *x = tabs[t];
		const sm_facts_t *a = sm_facts_for(x->sf_major, SM_EM_AARCH64);
		const sm_jitfacts_t *xj, *aj;

		CHECK(a != NULL && a != x && strcmp(a->sf_arch, "aarch64") == 0
		    && strcmp(x->sf_arch, "x86-64") == 0 &&
		    a->sf_major == x->sf_major && a->sf_kinds == x->sf_kinds &&
		    a->sf_cx_activation == x->sf_cx_activation &&
		    a->sf_script_lineno == x->sf_script_lineno,
		    "an aarch64 row for each ESR, x86-64's elsewhere");
		if (a == NULL)
			continue;
		CHECK(sm_facts_for(x->sf_major, SM_EM_AARCH64) == a,
		    "the aarch64 row is made once");
		CHECK(a->sf_ss_filename == (x->sf_major == 102 ? 0x78 : 0x58) &&
		    a->sf_sb_runtime == (x->sf_major == 102 ? 0x158 : 0x128),
		    "aarch64's moved fields");
		xj = sm_jitfacts_for(x);
		aj = sm_jitfacts_for(a);
		CHECK(xj != NULL && aj != NULL && xj != aj &&
		    aj->sj_ent_fp == (x->sf_major == 102 ? 0xa0 : 0x90) &&
		    aj->sj_ent_ret == 0 && aj->sj_ent_savedfp == 8 &&
		    xj->sj_ent_ret == 8 && xj->sj_ent_savedfp == 0 &&
		    aj->sj_jfl_token == xj->sj_jfl_token,
		    "aarch64's JIT rows: the entry trampoline's pair");
	}
	CHECK(sm_facts_for(102, 3) == NULL, "no table for i386");

	/* accessors and weak maps (smheap): the cells the facts read fit
	   the things' sizes the libraries' ThingSizes[] give */
	for (t = 0; t < 2; t++) {
		const sm_facts_t *f = tabs[t];
		uint_t shape = 0, ashape = 0, gs = 0;

		for (i = 0; i < f->sf_nkinds; i++) {
			if (strcmp(f->sf_kinds[i].sk_name, "SHAPE") == 0)
				shape = f->sf_kinds[i].sk_size;
			if (strcmp(f->sf_kinds[i].sk_name, "ACCESSOR_SHAPE") == 0)
				ashape = f->sf_kinds[i].sk_size;
			if (strcmp(f->sf_kinds[i].sk_name, "GETTER_SETTER") == 0)
				gs = f->sf_kinds[i].sk_size;
		}
		if (f->sf_ashape_getter != SM_NOFF) {
			CHECK(f->sf_ashape_getter == shape &&
			    f->sf_ashape_setter + 8 == ashape,
			    "78: AccessorShape's getter and setter follow Shape");
			CHECK(f->sf_shape_accessor == (f->sf_shape_getter_attr |
			    f->sf_shape_setter_attr), "78: JSPROP_GETTER|SETTER");
		} else {
			CHECK(gs == 16 && f->sf_gs_getter == 0 &&
			    f->sf_gs_setter + 8 == gs,
			    "102: GetterSetter {getter header; setter}");
		}
		CHECK(f->sf_wm_memberof < f->sf_wm_genshift &&
		    f->sf_wm_genshift + 8 == f->sf_wm_table &&
		    f->sf_wm_table + 8 == f->sf_wm_count && f->sf_wm_entry == 16,
		    "WeakMap: HashTable {gen/shift; table; count}, 16-byte "
		    "entries");
	}
}

/* ---- the value-kind facts against the installed public headers ----
 *
 * Debian's libmozjs-78-dev and libmozjs-102-dev install the public headers
 * of exactly the releases in the corpus cores (78.15.0, 102.15.1).  Each
 * value-kind fact facts.c takes from a public header is checked against
 * that header's text here: the constant as the header writes it, or an
 * enumerator's position.  A machine without a package skips its line
 * (said); CI's machine has both (the corpus cores need them).
 */

static char *
hdr_read(const char *inc, const char *file)
{
	char path[256];
	FILE *fp;
	char *buf;
	long n;

	(void) snprintf(path, sizeof (path), "%s/%s", inc, file);
	if ((fp = fopen(path, "r")) == NULL)
		return (NULL);
	if (fseek(fp, 0, SEEK_END) != 0 || (n = ftell(fp)) < 0 ||
	    fseek(fp, 0, SEEK_SET) != 0 || (buf = malloc(n + 1)) == NULL) {
		(void) fclose(fp);
		return (NULL);
	}
	buf[fread(buf, 1, n, fp)] = '\0';
	(void) fclose(fp);
	return (buf);
}

/* Whether the header (NULL: unreadable) holds the text. */
static int
hdr_has(const char *text, const char *needle)
{
	return (text != NULL && strstr(text, needle) != NULL);
}

/*
 * The position of enumerator name in the enum whose text starts at start:
 * enumerators are the lines "  NAME," or "  NAME = value," ("NAME = OTHER"
 * aliases do not count); -1 when not found.
 */
static int
hdr_enum_index(const char *text, const char *start, const char *name)
{
	const char *p, *e;
	size_t nl = strlen(name);
	int idx = 0;

	if (text == NULL || (p = strstr(text, start)) == NULL)
		return (-1);
	for (p = strchr(p, '\n'); p != NULL && *p != '\0'; p = e) {
		const char *q = p + 1;

		e = strchr(q, '\n');
		while (*q == ' ')
			q++;
		if (*q == '}')
			return (-1);
		if (!((*q >= 'A' && *q <= 'Z') || (*q >= 'a' && *q <= 'z')))
			continue;
		if (strncmp(q, name, nl) == 0 && (q[nl] == ',' || q[nl] == ' '))
			return (idx);
		/* an alias: NAME = OTHER_NAME (a letter after the '=') */
		{
			const char *eq = strchr(q, '=');

			if (eq != NULL && (e == NULL || eq < e)) {
				eq++;
				while (*eq == ' ')
					eq++;
				if ((*eq >= 'A' && *eq <= 'Z') || *eq == '(')
					continue;
			}
		}
		idx++;
	}
	return (-1);
}

static void
test_facts_headers(void)
{
	static const struct {
		const sm_facts_t *f;
		const char *inc;
		const char *shadow_symbol;	/* the header of shadow::Symbol */
	} lines[] = {
		{ &sm_facts_78, "/usr/include/mozjs-78", "js/HeapAPI.h" },
		{ &sm_facts_102, "/usr/include/mozjs-102", "js/shadow/Symbol.h" },
	};
	static const struct {
		const char *decl;		/* RegExpFlag::NAME = */
		char letter;
	} reflags[] = {
		{ "HasIndices = ", 'd' }, { "Global = ", 'g' },
		{ "IgnoreCase = ", 'i' }, { "Multiline = ", 'm' },
		{ "DotAll = ", 's' }, { "Unicode = ", 'u' }, { "Sticky = ", 'y' },
	};
	uint_t l, i, j;
	char buf[200];

	for (l = 0; l < 2; l++) {
		const sm_facts_t *f = lines[l].f;
		const char *inc = lines[l].inc;
		char *cls = hdr_read(inc, "js/Class.h");
		char *val = hdr_read(inc, "js/Value.h");
		char *ref = hdr_read(inc, "js/RegExpFlags.h");
		char *err = hdr_read(inc, "js/ErrorReport.h");
		char *sym = hdr_read(inc, "js/Symbol.h");
		char *ssym = hdr_read(inc, lines[l].shadow_symbol);
		char *prx = hdr_read(inc, "js/Proxy.h");
		char *fri = hdr_read(inc, "jsfriendapi.h");
		char *heap = hdr_read(inc, "js/HeapAPI.h");
		char *td = f->sf_major == 102 ?
		    hdr_read(inc, "js/experimental/TypedData.h") : NULL;
		char *fun = f->sf_major == 102 ?
		    hdr_read(inc, "js/shadow/Function.h") : NULL;
		char *pd = hdr_read(inc, "js/PropertyDescriptor.h");
		int idx;

		if (cls == NULL) {
			printf("skipped: %s/js/Class.h is not installed "
			    "(libmozjs-%u-dev)\n", inc, f->sf_major);
			continue;
		}
#define	HCHECK(cond, ...) do {						\
	(void) snprintf(buf, sizeof (buf), __VA_ARGS__);		\
	CHECK(cond, buf);						\
} while (0)
		/* js/Class.h */
		HCHECK(hdr_has(cls, "JSCLASS_RESERVED_SLOTS_SHIFT = 8;") &&
		    hdr_has(cls, "JSCLASS_RESERVED_SLOTS_WIDTH = 8;") &&
		    f->sf_class_rslots_shift == 8 &&
		    f->sf_class_rslots_mask == 0xff,
		    "ESR %s: js/Class.h JSCLASS_RESERVED_SLOTS_SHIFT 8, WIDTH 8",
		    f->sf_line);
		HCHECK(hdr_has(cls, "JSCLASS_HIGH_FLAGS_SHIFT =\n"
		    "    JSCLASS_RESERVED_SLOTS_SHIFT + "
		    "JSCLASS_RESERVED_SLOTS_WIDTH;") &&
		    hdr_has(cls, "JSCLASS_IS_PROXY = 1 << "
		    "(JSCLASS_HIGH_FLAGS_SHIFT + 3);") &&
		    f->sf_class_proxy == 1u << (8 + 8 + 3),
		    "ESR %s: js/Class.h JSCLASS_IS_PROXY", f->sf_line);
		HCHECK(hdr_has(cls, "JSCLASS_HAS_PRIVATE = 1 << 0;") ?
		    f->sf_class_private == 1 : f->sf_class_private == 0,
		    "ESR %s: js/Class.h JSCLASS_HAS_PRIVATE (78 only)",
		    f->sf_line);
		/* js/Value.h enum JSWhyMagic */
		idx = hdr_enum_index(val, "enum JSWhyMagic {", "JS_ELEMENTS_HOLE");
		HCHECK(idx >= 0 && (uint_t)idx == f->sf_magic_hole,
		    "ESR %s: js/Value.h JS_ELEMENTS_HOLE is enumerator %d",
		    f->sf_line, idx);
		idx = hdr_enum_index(val, "enum JSWhyMagic {",
		    "JS_HASH_KEY_EMPTY");
		HCHECK(idx >= 0 && (uint_t)idx == f->sf_magic_hash_empty,
		    "ESR %s: js/Value.h JS_HASH_KEY_EMPTY is enumerator %d, the "
		    "row says %u", f->sf_line, idx, f->sf_magic_hash_empty);
		/* js/RegExpFlags.h: each letter the row prints is its bit */
		for (i = 0; i < sizeof (reflags) / sizeof (reflags[0]); i++) {
			const char *p = ref != NULL ?
			    strstr(ref, reflags[i].decl) : NULL;
			uint_t bit = 0;
			int inrow = 0;

			if (p != NULL) {
				p += strlen(reflags[i].decl);
				if (strncmp(p, "0b", 2) == 0)
					for (p += 2; *p == '0' || *p == '1' ||
					    *p == '\''; p++)
						if (*p != '\'')
							bit = bit << 1 |
							    (uint_t)(*p - '0');
			}
			for (j = 0; j < f->sf_re_nflags; j++)
				if (f->sf_re_flags[j].fc_char ==
				    reflags[i].letter) {
					inrow = 1;
					HCHECK(bit != 0 &&
					    f->sf_re_flags[j].fc_bit == bit,
					    "ESR %s: js/RegExpFlags.h %s0x%x, "
					    "the row's '%c' 0x%x", f->sf_line,
					    reflags[i].decl, bit,
					    reflags[i].letter,
					    f->sf_re_flags[j].fc_bit);
				}
			HCHECK(inrow == (p != NULL), "ESR %s: the row prints "
			    "'%c' iff js/RegExpFlags.h declares it",
			    f->sf_line, reflags[i].letter);
		}
		/* js/ErrorReport.h enum JSExnType: one name a type, up to
		   JSEXN_ERROR_LIMIT */
		idx = hdr_enum_index(err, "enum JSExnType {",
		    "JSEXN_ERROR_LIMIT");
		HCHECK(idx >= 0 && (uint_t)idx == f->sf_exn_n &&
		    hdr_enum_index(err, "enum JSExnType {",
		    "JSEXN_TYPEERR") == 7 &&
		    strcmp(f->sf_exn_names[7], "TypeError") == 0 &&
		    hdr_enum_index(err, "enum JSExnType {",
		    "JSEXN_WASMRUNTIMEERROR") == 12 &&
		    strcmp(f->sf_exn_names[12], "RuntimeError") == 0,
		    "ESR %s: js/ErrorReport.h JSExnType: JSEXN_ERROR_LIMIT %d, "
		    "the row names %u", f->sf_line, idx, f->sf_exn_n);
		/* js/Symbol.h: the well-known symbols in SymbolCode order,
		   and the codes of the others */
		{
			const char *p = sym != NULL ? strstr(sym,
			    "#define JS_FOR_EACH_WELL_KNOWN_SYMBOL(MACRO)") :
			    NULL;
			uint_t n = 0, same = 1;
			char m[64];

			while (p != NULL && (p = strstr(p, "MACRO(")) != NULL &&
			    n < f->sf_sym_nwellknown) {
				(void) snprintf(m, sizeof (m), "MACRO(%s)",
				    f->sf_sym_wellknown[n]);
				if (strncmp(p, m, strlen(m)) != 0)
					same = 0;
				p += 6;
				n++;
			}
			p = p != NULL ? strstr(p, "MACRO(") : NULL;
			HCHECK(n == f->sf_sym_nwellknown && same &&
			    (p == NULL || p > strstr(sym, "enum class "
			    "SymbolCode")),
			    "ESR %s: js/Symbol.h JS_FOR_EACH_WELL_KNOWN_SYMBOL "
			    "is the row's %u names in order", f->sf_line,
			    f->sf_sym_nwellknown);
		}
		HCHECK(hdr_has(sym, "InSymbolRegistry =\n      0xfffffffe,") &&
		    f->sf_sym_registry == 0xfffffffe &&
		    hdr_has(sym, "UniqueSymbol = 0xffffffff") &&
		    f->sf_sym_unique == 0xffffffff &&
		    (hdr_has(sym, "PrivateNameSymbol = 0xfffffffd,") ?
		    f->sf_sym_private == 0xfffffffd : f->sf_sym_private == 0),
		    "ESR %s: js/Symbol.h SymbolCode InSymbolRegistry, "
		    "UniqueSymbol, PrivateNameSymbol", f->sf_line);
		HCHECK(hdr_has(ssym, "struct Symbol {\n  void* _1;\n  "
		    "uint32_t code_;") && f->sf_sym_desc == 0 &&
		    f->sf_sym_code == 8,
		    "ESR %s: %s JS::shadow::Symbol {void* _1; uint32_t code_}",
		    f->sf_line, lines[l].shadow_symbol);
		/* js/Proxy.h */
		HCHECK(hdr_has(prx, f->sf_major == 78 ?
		    "\nconst uint32_t ProxyDataOffset = 2 * sizeof(void*);" :
		    "#ifdef JS_64BIT\nconstexpr uint32_t ProxyDataOffset = "
		    "1 * sizeof(void*);") &&
		    f->sf_proxy_data == (f->sf_major == 78 ? 16u : 8u),
		    "ESR %s: js/Proxy.h ProxyDataOffset", f->sf_line);
		HCHECK(hdr_has(prx, "struct ProxyDataLayout {\n  "
		    "ProxyReservedSlots* reservedSlots;\n  "
		    "const BaseProxyHandler* handler;") &&
		    f->sf_proxy_handler == 8 &&
		    (hdr_has(prx, "struct ProxyValueArray {\n  Value "
		    "privateSlot;\n  ProxyReservedSlots reservedSlots;") ||
		    hdr_has(prx, "struct ProxyValueArray {\n  JS::Value "
		    "expandoSlot;\n  JS::Value privateSlot;\n  "
		    "ProxyReservedSlots reservedSlots;")) &&
		    f->sf_proxy_private_back == 8,
		    "ESR %s: js/Proxy.h ProxyDataLayout {reservedSlots, "
		    "handler}, privateSlot just before reservedSlots",
		    f->sf_line);
		/* jsfriendapi.h */
		HCHECK(hdr_has(fri, "JS_FUNCTION_INTERPRETED_BITS = 0x0060;") &&
		    f->sf_fun_interpreted == 0x60,
		    "ESR %s: jsfriendapi.h JS_FUNCTION_INTERPRETED_BITS",
		    f->sf_line);
		/* js/HeapAPI.h: BigInt::SignBit = Bit(CellFlagBitsReservedForGC) */
		HCHECK(hdr_has(heap, "CellFlagBitsReservedForGC = 3;") &&
		    f->sf_big_sign == 1u << 3,
		    "ESR %s: js/HeapAPI.h CellFlagBitsReservedForGC 3",
		    f->sf_line);
		if (f->sf_major == 78) {
			HCHECK(hdr_has(fri, "struct Object {\n  "
			    "shadow::ObjectGroup* group;\n  shadow::Shape* "
			    "shape;\n  JS::Value* slots;\n  void* _1;") &&
			    hdr_has(fri, "struct Function {\n  Object base;\n"
			    "  uint16_t nargs;\n  uint16_t flags;\n  /* Used only "
			    "for natives */\n  JSNative native;") &&
			    f->sf_fun_nargs_off == 32 &&
			    f->sf_fun_flags_off == 34 &&
			    f->sf_fun_native_off == 40,
			    "ESR 78: jsfriendapi.h shadow::Function {Object "
			    "base (4 words); uint16 nargs; uint16 flags; "
			    "JSNative native}");
			HCHECK(hdr_has(fri, "const size_t TypedArrayLengthSlot = "
			    "1;") && hdr_has(fri, "lenSlot.toInt32()") &&
			    hdr_has(fri, "*data = static_cast<type*>"
			    "(GetObjectPrivate(obj));") &&
			    f->sf_ta_length_slot == 1 && f->sf_ta_int32_sizes &&
			    f->sf_ta_data_slot == SM_SLOT_PRIVATE,
			    "ESR 78: jsfriendapi.h TypedArrayLengthSlot 1 "
			    "(Int32), data the private");
			HCHECK(hdr_has(pd, "JSPROP_GETTER = 0x10;") &&
			    hdr_has(pd, "JSPROP_SETTER = 0x20;") &&
			    f->sf_shape_accessor == 0x30,
			    "ESR 78: js/PropertyDescriptor.h JSPROP_GETTER, "
			    "JSPROP_SETTER");
		} else {
			HCHECK(hdr_has(fun, "  enum {\n    FlagsAndArgCountSlot,\n"
			    "    NativeFuncOrInterpretedEnvSlot,\n") &&
			    f->sf_fun_flags_slot == 0 &&
			    f->sf_fun_native_slot == 1,
			    "ESR 102: js/shadow/Function.h FlagsAndArgCountSlot "
			    "0, NativeFuncOrInterpretedEnvSlot 1");
			HCHECK(hdr_has(td, "constexpr size_t TypedArrayLengthSlot "
			    "= 1;\nconstexpr size_t TypedArrayDataSlot = 3;") &&
			    hdr_has(td, "*length = size_t(lenSlot.toPrivate());")
			    && f->sf_ta_length_slot == 1 &&
			    f->sf_ta_data_slot == 3 && !f->sf_ta_int32_sizes,
			    "ESR 102: js/experimental/TypedData.h "
			    "TypedArrayLengthSlot 1 (private size_t), "
			    "TypedArrayDataSlot 3");
		}
#undef	HCHECK
		free(cls); free(val); free(ref); free(err); free(sym);
		free(ssym); free(prx); free(fri); free(heap); free(td);
		free(fun); free(pd);
	}
}

/* ---- value kinds (kinds.c) ---- */

static void
test_kinds_pure(void)
{
	char buf[64];
	/* 123456789012345678901234567890 = 0x18ee90ff6c373e0ee4e3f0ad2 */
	uint64_t d1[2] = { 0xc373e0ee4e3f0ad2ULL, 0x18ee90ff6ULL };
	uint64_t d2[2] = { 0, 1 };		/* 2^64 */
	uint64_t d3[1] = { 5 };
	uint64_t d4[3] = { 0, 0, 0 };		/* zero, with leading zeros */
	uint64_t d5[2] = { 0xc373e0ee4e3f0ad2ULL, 0x18ee90ff6ULL };

	/* ECMA-262's time values (20.4.1): the epoch, a leap day, the
	   ends of the range 8.64e15 ms either side, and beyond */
	sm_date_iso(0, buf, sizeof (buf));
	CHECK(strcmp(buf, "1970-01-01T00:00:00.000Z") == 0, "the epoch");
	sm_date_iso(1700000000123.0, buf, sizeof (buf));
	CHECK(strcmp(buf, "2023-11-14T22:13:20.123Z") == 0, "a 2023 date");
	sm_date_iso(-1, buf, sizeof (buf));
	CHECK(strcmp(buf, "1969-12-31T23:59:59.999Z") == 0, "-1 ms");
	sm_date_iso(951782400000.0, buf, sizeof (buf));
	CHECK(strcmp(buf, "2000-02-29T00:00:00.000Z") == 0, "a leap day");
	sm_date_iso(8.64e15, buf, sizeof (buf));
	CHECK(strcmp(buf, "+275760-09-13T00:00:00.000Z") == 0,
	    "the last time value");
	sm_date_iso(-8.64e15, buf, sizeof (buf));
	CHECK(strcmp(buf, "-271821-04-20T00:00:00.000Z") == 0,
	    "the first time value");
	sm_date_iso(8.64e15 + 1, buf, sizeof (buf));
	CHECK(strcmp(buf, "Invalid Date") == 0, "beyond the range");
	sm_date_iso(0.0 / 0.0, buf, sizeof (buf));
	CHECK(strcmp(buf, "Invalid Date") == 0, "NaN");

	CHECK(sm_digits_decimal(d1, 2, 0, buf, sizeof (buf)) == 0 &&
	    strcmp(buf, "123456789012345678901234567890") == 0, "two digits");
	CHECK(sm_digits_decimal(d2, 2, 1, buf, sizeof (buf)) == 0 &&
	    strcmp(buf, "-18446744073709551616") == 0, "-2^64");
	CHECK(sm_digits_decimal(d3, 1, 1, buf, sizeof (buf)) == 0 &&
	    strcmp(buf, "-5") == 0, "-5");
	CHECK(sm_digits_decimal(d4, 3, 0, buf, sizeof (buf)) == 0 &&
	    strcmp(buf, "0") == 0, "zero");
	CHECK(sm_digits_decimal(d5, 2, 0, buf, 10) == -1,
	    "a buffer too small is refused");

	sm_regexp_flagtext(&sm_facts_102, 0x7, buf, sizeof (buf));
	CHECK(strcmp(buf, "gim") == 0, "gim");
	sm_regexp_flagtext(&sm_facts_102, 0x7f, buf, sizeof (buf));
	CHECK(strcmp(buf, "dgimsuy") == 0, "every 102 flag, in order");
	sm_regexp_flagtext(&sm_facts_78, 0x7f, buf, sizeof (buf));
	CHECK(strcmp(buf, "gimsuy") == 0, "78 has no hasIndices");
}

/* An object's elements_ and the ObjectElements header before them. */
static void
put_elements(uintptr_t obj, uintptr_t elems, uint32_t initlen,
    uint32_t cap, uint32_t len, const uint64_t *vals, size_t n)
{
	const sm_facts_t *f = sm.ss_facts;
	uchar_t b[16 + 8 * 8];
	uint64_t e = elems;

	fake_add(obj + f->sf_obj_elements, &e, 8);
	memset(b, 0, sizeof (b));
	memcpy(b + f->sf_elem_initlen, &initlen, 4);
	memcpy(b + f->sf_elem_capacity, &cap, 4);
	memcpy(b + f->sf_elem_length, &len, 4);
	memcpy(b + 16, vals, n * 8);
	fake_add(elems - f->sf_elem_header, b, 16 + n * 8);
}

static int nelems, nholes;

static int
count_elem(uint32_t i, uint64_t v, int hole, void *arg)
{
	nelems++;
	nholes += hole;
	return (0);
}

static void
test_kinds_memory(void)
{
	sm_elements_t el;
	char why[200], buf[64];
	uint64_t vals[3] = { TAG(1) | 10, TAG(5) | 0, TAG(1) | 30 };
	uint64_t hdr[2];
	sm_symbol_t sy;
	uint32_t code;

	sm.ss_facts = &sm_facts_102;
	fake_reset();
	put_elements(0x1000, 0x2010, 3, 6, 3, vals, 3);
	CHECK(sm_elements_read(0x1000, &el, why, sizeof (why)) == 0 &&
	    el.el_initlen == 3 && el.el_capacity == 6 && el.el_length == 3,
	    "an ObjectElements header");
	nelems = nholes = 0;
	CHECK(sm_elements_iter(0x1000, count_elem, NULL, why,
	    sizeof (why)) == 0 && nelems == 3 && nholes == 1,
	    "three elements, one of them the magic hole");
	fake_reset();
	put_elements(0x1000, 0x2010, 7, 6, 7, vals, 3);
	CHECK(sm_elements_read(0x1000, &el, why, sizeof (why)) == -1 &&
	    strstr(why, "initializedLength 7") != NULL,
	    "initializedLength beyond capacity is refused");
	fake_reset();
	put_elements(0x1000, 0x2010, 3, 6, 3, vals, 1);
	CHECK(sm_elements_iter(0x1000, count_elem, NULL, why,
	    sizeof (why)) == -1 && strstr(why, "not in the core") != NULL,
	    "elements missing from the core are said");

	/* BigInts: a length beyond MaxBitLength, missing heap digits */
	fake_reset();
	hdr[0] = (uint64_t)(sm_facts_102.sf_big_maxdigits + 1) << 32;
	hdr[1] = 0;
	fake_add(0x3000, hdr, sizeof (hdr));
	CHECK(sm_bigint_decimal(0x3000, buf, sizeof (buf), why,
	    sizeof (why)) == -1 && strstr(why, "MaxBitLength") != NULL,
	    "a BigInt longer than MaxBitLength is refused");
	fake_reset();
	hdr[0] = (2ULL << 32) | sm_facts_102.sf_big_sign;
	hdr[1] = 0x9000;
	fake_add(0x3000, hdr, sizeof (hdr));
	CHECK(sm_bigint_decimal(0x3000, buf, sizeof (buf), why,
	    sizeof (why)) == -1 && strstr(why, "not in the core") != NULL,
	    "heap digits missing from the core are said");
	fake_reset();
	hdr[0] = (1ULL << 32) | sm_facts_102.sf_big_sign;
	hdr[1] = 42;
	fake_add(0x3000, hdr, sizeof (hdr));
	CHECK(sm_bigint_decimal(0x3000, buf, sizeof (buf), why,
	    sizeof (why)) == 0 && strcmp(buf, "-42") == 0, "an inline -42n");

	/* symbols: js/Symbol.h's codes; anything else is refused */
	fake_reset();
	hdr[0] = 0x5000;	/* its description atom */
	code = 1;
	fake_add(0x4000, hdr, 8);
	fake_add(0x4008, &code, 4);
	CHECK(sm_symbol_read(0x4000, &sy, why, sizeof (why)) == 0 &&
	    strcmp(sy.sy_kind, "well-known") == 0 &&
	    strcmp(sy.sy_wellknown, "iterator") == 0, "Symbol.iterator");
	fake_reset();
	code = 0xfffffffe;
	fake_add(0x4000, hdr, 8);
	fake_add(0x4008, &code, 4);
	CHECK(sm_symbol_read(0x4000, &sy, why, sizeof (why)) == 0 &&
	    strcmp(sy.sy_kind, "registered") == 0, "a registered symbol");
	fake_reset();
	code = 0x1234;
	fake_add(0x4000, hdr, 8);
	fake_add(0x4008, &code, 4);
	CHECK(sm_symbol_read(0x4000, &sy, why, sizeof (why)) == -1,
	    "a code no ESR 102 symbol has is refused");
	sm.ss_facts = &sm_facts_78;
	fake_reset();
	code = 0xfffffffd;
	fake_add(0x4000, hdr, 8);
	fake_add(0x4008, &code, 4);
	CHECK(sm_symbol_read(0x4000, &sy, why, sizeof (why)) == -1,
	    "78 has no private-name symbols");
}

/*
 * JIT frames (stack.c): descriptors and callee tokens as the cores hold
 * them (jit-js78, jit-js102, sm-js102: each walked to the next frame's
 * return address), and descriptors that cannot be one.
 */
static void
test_jit_frames(void)
{
	const sm_facts_t *tabs[] = { &sm_facts_78, &sm_facts_102 };
	uint_t t, type, tag;
	uintptr_t hdr, local, ptr;

	for (t = 0; t < 2; t++) {
		const sm_jitfacts_t *jf = sm_jitfacts_for(tabs[t]);

		CHECK(jf != NULL, "JIT facts for each ESR");
		if (jf == NULL)
			continue;
		/* an exit frame whose caller is a BaselineStub frame */
		CHECK(sm_jit_descriptor(jf, 0x4822, &type, &hdr, &local) == 0 &&
		    type == jf->sj_ft_stub && hdr == 16 && local == 0x48,
		    "0x4822: a BaselineStub caller 0x48 bytes on");
		/* a stub frame whose caller is Baseline */
		CHECK(sm_jit_descriptor(jf, 0x8021, &type, &hdr, &local) == 0 &&
		    type == jf->sj_ft_baseline && hdr == 16 && local == 0x80,
		    "0x8021: a BaselineJS caller");
		/* a JitFrameLayout (4 words) whose caller is Ion */
		CHECK(sm_jit_descriptor(jf, 0x6040, &type, &hdr, &local) == 0 &&
		    type == jf->sj_ft_ion && hdr == jf->sj_jfl_size &&
		    local == 0x60, "0x6040: an IonJS caller");
		/* the outermost JS frame: its caller the entry frame */
		CHECK(sm_jit_descriptor(jf, 0x10c3, &type, &hdr, &local) == 0 &&
		    type == jf->sj_ft_entry && hdr == 32 && local == 0x10,
		    "0x10c3: the entry frame");
		/* hostile: no header, a caller a gigabyte away */
		CHECK(sm_jit_descriptor(jf, 0x4802, &type, &hdr, &local) == -1,
		    "a descriptor with no header is refused");
		CHECK(sm_jit_descriptor(jf, 0x4000000021ULL, &type, &hdr,
		    &local) == -1, "a caller's size past the bound is refused");
		/* callee tokens: function, constructing, script */
		sm_jit_token(jf, 0x324a12b8ca00ULL, &tag, &ptr);
		CHECK(tag == jf->sj_tok_fun && ptr == 0x324a12b8ca00ULL,
		    "a function's token");
		sm_jit_token(jf, 0x324a12b8ca01ULL, &tag, &ptr);
		CHECK(tag == jf->sj_tok_ctor && ptr == 0x324a12b8ca00ULL,
		    "a constructing call's token");
		sm_jit_token(jf, 0x324a12b90422ULL, &tag, &ptr);
		CHECK(tag == jf->sj_tok_script && ptr == 0x324a12b90420ULL,
		    "a script's token");
		CHECK(jf->sj_ft_names[jf->sj_ft_entry] != NULL &&
		    strncmp(jf->sj_ft_names[jf->sj_ft_entry], "CppToJSJit",
		    10) == 0, "the entry frame's name");
		/* the engine's native functions elided, by name */
		sm.ss_facts = tabs[t];
		CHECK(sm_jit_elided("js::RunScript(JSContext*, js::RunState&)"),
		    "js::RunScript is elided");
		CHECK(sm_jit_elided("js::jit::EnterJit"), "EnterJit is elided");
		CHECK(!sm_jit_elided("js::RunScriptX(int)"),
		    "a longer name is not");
		CHECK(!sm_jit_elided("JS_ExecuteScript(JSContext*)"),
		    "an API entry point is not");
		CHECK(!sm_jit_elided(NULL), "no name");
	}
}

/* ---- JIT code's return addresses: hand-made tables ---- */

static uint32_t
le32get(const uchar_t *p)
{
	uint32_t v;

	(void) memcpy(&v, p, sizeof (v));
	return (v);
}

static int
cb_read(const uchar_t *b, size_t n, uint32_t *v)
{
	sm_cbuf_t cb;

	cb.cb_p = b;
	cb.cb_end = b + n;
	return (sm_cbuf_uint(&cb, v));
}

static void
test_compact_buffer(void)
{
	static const uchar_t one[] = { 0x80 };
	static const uchar_t two[] = { 0xff, 0x02 };
	static const uchar_t max[] = { 0xff, 0xff, 0xff, 0xff, 0x1e };
	static const uchar_t over5[] = { 0xff, 0xff, 0xff, 0xff, 0x20 };
	static const uchar_t over6[] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0x00 };
	static const uchar_t trunc[] = { 0x81, 0x83 };
	static const uchar_t neg[] = { 0x0b, 0x04 };	/* -(2 | 2 << 6) */
	sm_cbuf_t cb;
	uint32_t v = 7;
	int32_t sv = 0;

	CHECK(cb_read(one, 1, &v) == 0 && v == 0x40, "varint 0x40: one byte");
	CHECK(cb_read(two, 2, &v) == 0 && v == (0x7f | 1 << 7),
	    "varint 0xff: two bytes, low first");
	CHECK(cb_read(max, 5, &v) == 0 && v == 0xffffffffu,
	    "varint 0xffffffff: five bytes");
	CHECK(cb_read(over5, 5, &v) != 0, "a fifth byte past 32 bits: overlong");
	CHECK(cb_read(over6, 6, &v) != 0, "a sixth byte: overlong");
	CHECK(cb_read(trunc, 2, &v) != 0, "a varint the buffer cuts: refused");
	CHECK(cb_read(one, 0, &v) != 0, "an empty buffer: refused");
	cb.cb_p = neg;
	cb.cb_end = neg + 2;
	CHECK(sm_cbuf_int(&cb, &sv) == 0 && sv == -(2 | 2 << 6),
	    "signed: sign bit, more bit, then an unsigned");
	cb.cb_p = neg;
	cb.cb_end = neg + 1;
	CHECK(sm_cbuf_int(&cb, &sv) != 0, "signed, cut: refused");
}

static void
put32(uchar_t *p, uint32_t v)
{
	(void) memcpy(p, &v, sizeof (v));
}

static void
test_retaddr(void)
{
	const sm_jitfacts_t *jf = sm_jitfacts_for(sm_facts_for(78,
	    SM_EM_X86_64));
	uchar_t tab[24];
	uint32_t pc = 0;
	uint_t kind = 9;
	char why[160];

	if (jf == NULL) {
		CHECK(0, "no JIT facts for ESR 78");
		return;
	}
	put32(tab, 0x10);
	put32(tab + 4, 1);
	put32(tab + 8, 0x20);
	put32(tab + 12, 5 | 2u << 28);
	put32(tab + 16, 0x30);
	put32(tab + 20, 0x0fffffff);
	CHECK(sm_retaddr_lookup(jf, tab, 24, 0x20, &pc, &kind, why,
	    sizeof (why)) == 0 && pc == 5 && kind == 2,
	    "RetAddrEntry at 0x20: pc 5, kind 2 (pcOffset_ : 28, kind_ : 4)");
	CHECK(sm_retaddr_lookup(jf, tab, 24, 0x30, &pc, &kind, why,
	    sizeof (why)) == 0 && pc == 0x0fffffff && kind == 0,
	    "the last entry: 28 bits of pc");
	CHECK(sm_retaddr_lookup(jf, tab, 24, 0x10, &pc, &kind, why,
	    sizeof (why)) == 0 && pc == 1, "the first entry");
	CHECK(sm_retaddr_lookup(jf, tab, 24, 0x21, &pc, &kind, why,
	    sizeof (why)) != 0 && strstr(why, "matches none") != NULL,
	    "0x21 matches no entry: not rounded to 0x20's");
	CHECK(sm_retaddr_lookup(jf, tab, 24, 0x40, &pc, &kind, why,
	    sizeof (why)) != 0, "past the last entry");
	CHECK(sm_retaddr_lookup(jf, tab, 20, 0x10, &pc, &kind, why,
	    sizeof (why)) != 0, "a table that is not whole entries");
	CHECK(sm_retaddr_lookup(jf, tab, 0, 0x10, &pc, &kind, why,
	    sizeof (why)) != 0, "an empty table");
}

/*
 * WebAssembly tables (stack.c): the CodeRanges, CallSites and names of
 * wasm.js's module as the js78 core holds them (wasm-js78: CodeRanges
 * 0-3 and the interpreter entry, the five CallSites, the name section's
 * Names and payload), whose answers the engine's Error().stack gave:
 * return offset 0xe5 is in function 2 ("inner") at bytecode 0x3d, 0x13d
 * in function 3 ("outer") at 0x4a; then damaged.
 */
static void
test_wasm_tables(void)
{
	const sm_wasmfacts_t *wf = sm_wasmfacts_for(sm_facts_for(78,
	    SM_EM_X86_64));
	static const uint32_t ranges[] = {
		0, 0x60, 0x61, 0, 0, 0x1610, 0,
		0x70, 0x90, 0x91, 1, 0x2f, 0x1610, 0,
		0xa0, 0x108, 0x109, 2, 0x37, 0x1610, 0x7f00,
		0x110, 0x149, 0x14a, 3, 0x44, 0x1610, 0,
		0x330, 0, 0x386, 3, 0, 0, 0x98000001
	};
	static const uint32_t calls[] = {
		0x20000000, 0x42, 0x2000003d, 0xe5, 0x4a, 0x13d, 0, 0x35c,
		0, 0x43c
	};
	static const uint32_t names[] = { 5, 2, 9, 5, 0x10, 5, 0x17, 5 };
	/* the payload after "name": subsection 1, its size, 4 names */
	static const uchar_t payload[] = {
		0x01, 0x1a, 0x04, 0x00, 0x02, 'c', 'b', 0x01, 0x05, 's', 'p',
		'a', 'r', 'e', 0x02, 0x05, 'i', 'n', 'n', 'e', 'r', 0x03, 0x05,
		'o', 'u', 't', 'e', 'r'
	};
	uchar_t tab[sizeof (ranges)], ct[sizeof (calls)], nm[sizeof (names)];
	uint32_t func = 99, bc = 99;
	uint_t kind = 99;
	char why[160], buf[64];
	size_t k;

	if (wf == NULL) {
		CHECK(0, "no WebAssembly facts for ESR 78");
		return;
	}
	for (k = 0; k < sizeof (ranges) / 4; k++)
		put32(tab + 4 * k, ranges[k]);
	for (k = 0; k < sizeof (calls) / 4; k++)
		put32(ct + 4 * k, calls[k]);
	for (k = 0; k < sizeof (names) / 4; k++)
		put32(nm + 4 * k, names[k]);
	CHECK(sm_wasm_range_lookup(wf, tab, sizeof (tab), 0xe5, &kind, &func,
	    why, sizeof (why)) == 0 && kind == 0 && func == 2,
	    "return offset 0xe5: a Function range, function 2");
	CHECK(sm_wasm_range_lookup(wf, tab, sizeof (tab), 0x35c, &kind, &func,
	    why, sizeof (why)) == 0 && kind == 1 && func == 3,
	    "0x35c: the interpreter entry of function 3");
	CHECK(sm_wasm_range_lookup(wf, tab, sizeof (tab), 0x109, &kind, &func,
	    why, sizeof (why)) != 0 && strstr(why, "none of") != NULL,
	    "0x109, between ranges: in none (not the nearest)");
	CHECK(sm_wasm_range_lookup(wf, tab, sizeof (tab) - 4, 0xe5, &kind,
	    &func, why, sizeof (why)) != 0, "a table not whole entries");
	put32(tab + 28 * 2 + 8, 0x90);		/* end before begin */
	CHECK(sm_wasm_range_lookup(wf, tab, sizeof (tab), 0xe5, &kind, &func,
	    why, sizeof (why)) != 0 && strstr(why, "not believed") != NULL,
	    "a range ending before it begins: refused");
	CHECK(sm_wasm_callsite_lookup(wf, ct, sizeof (ct), 0xe5, &bc, why,
	    sizeof (why)) == 0 && bc == 0x3d, "CallSite 0xe5: bytecode 0x3d "
	    "(its kind's 3 bits off)");
	CHECK(sm_wasm_callsite_lookup(wf, ct, sizeof (ct), 0x13d, &bc, why,
	    sizeof (why)) == 0 && bc == 0x4a, "CallSite 0x13d: bytecode 0x4a");
	CHECK(sm_wasm_callsite_lookup(wf, ct, sizeof (ct), 0x13c, &bc, why,
	    sizeof (why)) != 0, "0x13c: no CallSite (never the nearest)");
	CHECK(sm_wasm_callsite_lookup(wf, ct, sizeof (ct) - 2, 0xe5, &bc, why,
	    sizeof (why)) != 0, "a CallSite table not whole entries");
	CHECK(sm_wasm_func_name(wf, nm, 4, payload, sizeof (payload), 0, 0,
	    2, buf, sizeof (buf), why, sizeof (why)) == 0 &&
	    strcmp(buf, "inner") == 0, "function 2: inner");
	CHECK(sm_wasm_func_name(wf, nm, 4, payload, sizeof (payload), 0, 0,
	    7, buf, sizeof (buf), why, sizeof (why)) == 0 &&
	    strcmp(buf, "wasm-function[7]") == 0, "no name: wasm-function[7]");
	CHECK(sm_wasm_func_name(wf, nm, 4, payload, sizeof (payload), 0x10,
	    5, 3, buf, sizeof (buf), why, sizeof (why)) == 0 &&
	    strcmp(buf, "inner.outer") == 0, "a module name before it");
	put32(nm + 8 * 3 + 4, 0x40);		/* a name past the payload */
	CHECK(sm_wasm_func_name(wf, nm, 4, payload, sizeof (payload), 0, 0,
	    3, buf, sizeof (buf), why, sizeof (why)) != 0 && buf[0] == '\0' &&
	    strstr(why, "past") != NULL, "a name past the payload: refused");
	put32(nm + 8 * 3 + 4, 5);
	CHECK(sm_wasm_func_name(wf, nm, 4, payload, sizeof (payload), 0, 0,
	    3, buf, 4, why, sizeof (why)) != 0 && buf[0] == '\0',
	    "a name longer than the buffer: refused, not cut");
	put32(nm + 8 * 3, 0);			/* bytes 0x01 0x1a 0x04 ... */
	CHECK(sm_wasm_func_name(wf, nm, 4, payload, sizeof (payload), 0, 0,
	    3, buf, sizeof (buf), why, sizeof (why)) == 0 &&
	    strcmp(buf, "\\x01\\x1a\\x04\\x00\\x02") == 0,
	    "control bytes escaped");
}

/*
 * An IonScript of the ESR's layout: two constants, one OsiIndex, two
 * SafepointIndexes, a safepoint, one snapshot of two frames (the outer
 * calls with one argument the inlined function, constant 1), the
 * RValueAllocation table and the recover instructions.  Its length.
 */
static size_t mk_ion_rec(const sm_jitfacts_t *jf, uchar_t *b, size_t cap,
    const uchar_t *snap, size_t nsnap, const uchar_t *rva, size_t nrva,
    const uchar_t *rec, size_t nrec);

static size_t
mk_ion_with(const sm_jitfacts_t *jf, uchar_t *b, size_t cap,
    const uchar_t *snap, size_t nsnap, const uchar_t *rva, size_t nrva)
{
	uchar_t rec[16];
	size_t k = 0;

	rec[k++] = (uchar_t)((2u << jf->sj_rec_count_shift) << 1);
	rec[k++] = 0x00;			/* ResumePoint */
	rec[k++] = (uchar_t)((0x10u << jf->sj_rp_pc_shift) << 1);
	if (rec[k - 1] == 0) {			/* 0x10 << 4 << 1: two bytes */
		rec[k - 1] = (uchar_t)(((0x10u << jf->sj_rp_pc_shift) &
		    0x7f) << 1 | 1);
		rec[k++] = (uchar_t)(((0x10u << jf->sj_rp_pc_shift) >> 7) << 1);
	}
	rec[k++] = 5 << 1;
	rec[k++] = 0x00;
	rec[k++] = (uchar_t)((4u << jf->sj_rp_pc_shift) << 1);
	rec[k++] = 3 << 1;
	return (mk_ion_rec(jf, b, cap, snap, nsnap, rva, nrva, rec, k));
}

/* ... with the recover instructions rec (their header first) */
static size_t
mk_ion_rec(const sm_jitfacts_t *jf, uchar_t *b, size_t cap,
    const uchar_t *snap, size_t nsnap, const uchar_t *rva, size_t nrva,
    const uchar_t *rec, size_t nrec)
{
	size_t o;

	(void) memset(b, 0, cap);
	o = jf->sj_is_method + 8;
	put32(b + jf->sj_is_constants, (uint32_t)o);
	put32(b + o + 8, 0xfeedface);		/* constant 1 */
	b[o + 14] = 0xfe;
	b[o + 15] = 0xff;			/* an object Value's tag */
	o += 16;
	put32(b + jf->sj_is_osi, (uint32_t)o);
	put32(b + o, 0x40);			/* OSI call point 0x40 */
	put32(b + o + 4, 0);			/* its snapshot at 0 */
	o += 8;
	put32(b + jf->sj_is_spi, (uint32_t)o);
	put32(b + o, 0x10);			/* another return address */
	put32(b + o + 4, 1);
	put32(b + o + 8, 0x30);			/* the frame's: 0x30 */
	put32(b + o + 12, 0);
	o += 16;
	put32(b + jf->sj_is_spi_end, (uint32_t)o);
	put32(b + jf->sj_is_safepoints, (uint32_t)o);
	b[o++] = 0x80;				/* OSI call point 0x40 */
	b[o++] = 0x02;				/* (the other's: 1) */
	put32(b + jf->sj_is_snapshots, (uint32_t)o);
	(void) memcpy(b + o, snap, nsnap);
	o += nsnap;
	put32(b + jf->sj_is_snapshots_end, (uint32_t)o);
	(void) memcpy(b + o, rva, nrva);
	o += nrva;
	put32(b + jf->sj_is_recovers, (uint32_t)o);
	(void) memcpy(b + o, rec, nrec);
	o += nrec;
	put32(b + jf->sj_is_alloc, (uint32_t)o);
	return (o);
}

static size_t
mk_ion(const sm_jitfacts_t *jf, uchar_t *b, size_t cap)
{
	static const uchar_t snap[] = {
		0x00,				/* recover offset 0, kind 0 */
		0x00, 0x00, 0x02, 0x00, 0x00,	/* frame 0: 5 allocations,
						   the callee's index 1 */
		0x00, 0x00, 0x00		/* frame 1: 3 */
	};
	static const uchar_t rva[] = { 0x01, 0x00, 0x00, 0x02 };

	return (mk_ion_with(jf, b, cap, snap, sizeof (snap), rva,
	    sizeof (rva)));
}

/*
 * An Ion frame's values where its snapshot's RValueAllocations say they
 * are (sm_ion_operand, sm_ion_slot_value): one allocation of each mode an
 * Ion frame's receiver or argument may have, and damaged ones.
 */
static void
test_ion_operands(void)
{
	static const uint_t majors[] = { 78, 102 };
	static const uchar_t snap[] = {
		0x00,				/* recover offset 0, kind 0 */
		0x00, 0x02, 0x04, 0x06, 0x08,	/* frame 0: allocations 0-4 */
		0x0a, 0x0c, 0x0e		/* frame 1: 5-7 */
	};
	static const uchar_t rva[] = {
		0x21, 0x40,	/* 0: TYPED_STACK | INT32, offset 0x10 */
		0x07, 0x20,	/* 1: UNTYPED_STACK, offset 8 */
		0x16, 0x03,	/* 2: TYPED_REG | STRING, register 3 */
		0x0a, 0x0a,	/* 3: RECOVER_INSTRUCTION 5 */
		0x03, 0x01,	/* 4: DOUBLE_REG, float register 1 */
		0x82, 0x00,	/* 5: CST_NULL with the side-effect bit */
		0x45, 0x00,	/* 6: no mode RValueAllocation has */
		0x2c, 0x41	/* 7: TYPED_STACK | OBJECT, offset -0x10 */
	};
	uchar_t b[512], bad[512];
	sm_ionrp_t rps[8];
	sm_ionval_t iv;
	uint64_t v;
	size_t len, allocs = 0, se;
	uint_t n, m;
	float fl = 1.5f;
	uint32_t flw;
	double d;
	char why[160];

	for (m = 0; m < 2; m++) {
		const sm_jitfacts_t *jf =
		    sm_jitfacts_for(sm_facts_for(majors[m], SM_EM_X86_64));

		if (jf == NULL) {
			CHECK(0, "no JIT facts");
			continue;
		}
		len = mk_ion_with(jf, b, sizeof (b), snap, sizeof (snap), rva,
		    sizeof (rva));
		CHECK(sm_ion_resume_points(jf, b, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) == 0 && n == 2,
		    "the operands' IonScript: two resume points");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 0, 0, &iv, why,
		    sizeof (why)) == 0 && iv.iv_how == SM_IV_STACK &&
		    iv.iv_type == 1 && iv.iv_off == 0x10,
		    "TYPED_STACK | INT32 at 0x10");
		CHECK(sm_ion_slot_value(&iv, 0xdeadbeef0000002aULL, &v, why,
		    sizeof (why)) == 0 && v == 0xfff880000000002aULL,
		    "an int32 slot: its low 4 bytes as an Int32Value");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 0, 1, &iv, why,
		    sizeof (why)) == 0 && iv.iv_how == SM_IV_STACK &&
		    iv.iv_type == SM_IV_UNTYPED && iv.iv_off == 8 &&
		    sm_ion_slot_value(&iv, 0x4005000000000000ULL, &v, why,
		    sizeof (why)) == 0 && v == 0x4005000000000000ULL,
		    "UNTYPED_STACK at 8: the slot's Value whole");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 0, 2, &iv, why,
		    sizeof (why)) == 0 && iv.iv_how == SM_IV_REG &&
		    iv.iv_reg == 3 && iv.iv_type == 6 &&
		    strcmp(jf->sj_gpr_names[iv.iv_reg], "rbx") == 0,
		    "TYPED_REG | STRING in register 3 (rbx)");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 0, 3, &iv, why,
		    sizeof (why)) == 0 && iv.iv_how == SM_IV_RECOVER &&
		    iv.iv_reg == 5, "RECOVER_INSTRUCTION 5");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 0, 4, &iv, why,
		    sizeof (why)) == 0 && iv.iv_how == SM_IV_FREG &&
		    iv.iv_reg == 1, "DOUBLE_REG 1");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 1, 0, &iv, why,
		    sizeof (why)) == 0 && iv.iv_how == SM_IV_VALUE &&
		    iv.iv_bits == 0xfffa000000000000ULL,
		    "frame 1's operand 0: CST_NULL (the side-effect bit aside), "
		    "frame 0's five skipped");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 1, 1, &iv, why,
		    sizeof (why)) != 0 && strstr(why, "0x45") != NULL,
		    "mode 0x45: refused, said");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 1, 2, &iv, why,
		    sizeof (why)) == 0 && iv.iv_how == SM_IV_STACK &&
		    iv.iv_type == 0xc && iv.iv_off == -0x10 &&
		    sm_ion_slot_value(&iv, 0x00007f0000001000ULL, &v, why,
		    sizeof (why)) == 0 && v == 0xfffe7f0000001000ULL,
		    "TYPED_STACK | OBJECT at -0x10 (an argument above the "
		    "frame): the pointer boxed");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 1, 3, &iv, why,
		    sizeof (why)) != 0, "frame 1 has 3 operands: no 4th");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 0, 5, &iv, why,
		    sizeof (why)) != 0, "frame 0 has 5 operands: no 6th");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 2, 0, &iv, why,
		    sizeof (why)) != 0, "no frame 2");

		/* typed slots of the other kinds */
		iv.iv_how = SM_IV_STACK;
		iv.iv_type = 2;
		CHECK(sm_ion_slot_value(&iv, 0xffffff01ULL, &v, why,
		    sizeof (why)) == 0 && v == 0xfff9000000000001ULL,
		    "a boolean slot: its byte");
		iv.iv_type = 3;
		CHECK(sm_ion_slot_value(&iv, 0, &v, why, sizeof (why)) != 0,
		    "a typed slot of undefined: refused");
		iv.iv_how = SM_IV_FLOAT32;
		(void) memcpy(&flw, &fl, sizeof (flw));
		CHECK(sm_ion_slot_value(&iv, flw, &v, why, sizeof (why)) == 0 &&
		    (memcpy(&d, &v, sizeof (d)), d == 1.5),
		    "a float32 slot: as a double");
		iv.iv_how = SM_IV_REG;
		CHECK(sm_ion_slot_value(&iv, 0, &v, why, sizeof (why)) != 0,
		    "a register is no slot");

		/* damaged: an allocation index past the table */
		se = le32get(b + jf->sj_is_snapshots_end);
		(void) memcpy(bad, b, len);
		bad[le32get(b + jf->sj_is_snapshots) + 1] = 0x7e;
		CHECK(sm_ion_operand(jf, bad, len, allocs, rps, n, 0, 0, &iv,
		    why, sizeof (why)) != 0 && strstr(why, "past") != NULL,
		    "allocation 63, past the IonScript: refused");
		/* a typed stack slot whose offset runs on past the buffer */
		(void) memcpy(bad, b, len);
		bad[se] = 0x21;
		bad[se + 1] = 0xff;
		CHECK(sm_ion_operand(jf, bad, (size_t)se + 2, allocs, rps, n,
		    0, 0, &iv, why, sizeof (why)) != 0,
		    "an offset cut by the buffer's end: refused");
		/* the allocation indexes end before the operand's */
		CHECK(sm_ion_operand(jf, b, len, len, rps, n, 1, 2, &iv, why,
		    sizeof (why)) != 0, "allocation indexes past the "
		    "snapshots: refused");
	}
}

/* A CompactBuffer number at out[*k] (CompactBufferWriter::writeUnsigned). */
static void
cb_put(uchar_t *out, size_t *k, uint32_t v)
{
	do {
		uchar_t b = (uchar_t)((v & 0x7f) << 1);

		v >>= 7;
		out[(*k)++] = b | (v != 0 ? 1 : 0);
	} while (v != 0);
}

/* The opcode of the row named name in jf's recover table, or ~0u. */
static uint32_t
rec_op(const sm_jitfacts_t *jf, const char *name)
{
	uint32_t i;

	for (i = 0; i < jf->sj_nrecops; i++)
		if (strcmp(jf->sj_recops[i].ro_name, name) == 0)
			return (i);
	return (~0u);
}

/*
 * Recover instructions that are not resume points (sm_ion_resume_points,
 * sm_ion_recover_at): a snapshot of two frames whose resume points come
 * after instructions of each kind of row (no fields, a byte, two bytes, a
 * number and a byte, a number that is the operand count or part of it),
 * each taking its numOperands allocations before the resume points', as
 * SnapshotIterator::skipInstruction; and damaged ones.
 */
static void
test_ion_recovers(void)
{
	static const uint_t majors[] = { 78, 102 };
	/* RValueAllocations, 2 bytes each: 0 CST_UNDEFINED, 1 CONSTANT 1,
	   2 TYPED_STACK | INT32 at 0x10, 3 RECOVER_INSTRUCTION 1, 4
	   CST_NULL, 5 UNTYPED_STACK at 8 */
	static const uchar_t rva[] = {
		0x01, 0x00, 0x00, 0x02, 0x21, 0x40, 0x0a, 0x02, 0x02, 0x00,
		0x07, 0x20
	};
	/* the snapshot's allocations, in the instructions' order */
	static const uchar_t allocs_of[] = {
		4,			/* 0 NewObject: its template */
		4, 4,			/* 1 Add */
		4, 4, 4,		/* 2 ObjectState of 2 slots */
		0, 0, 1, 5, 2,		/* 3 ResumePoint of frame 0: env,
					   rv, the callee, this, 1 arg */
		4, 4,			/* 4 Mul */
		4, 4, 4,		/* 5 ArrayState of 1 element */
		4, 4, 4,		/* 6 Hypot of 3 */
		0, 3, 2			/* 7 ResumePoint of frame 1 */
	};
	static const struct {
		const char *name;
		uint32_t nops, first;
	} want[] = {
		{ NULL, 1, 0 }, { "Add", 2, 1 }, { "ObjectState", 3, 3 },
		{ "ResumePoint", 5, 6 }, { "Mul", 2, 11 },
		{ "ArrayState", 3, 13 }, { "Hypot", 3, 16 },
		{ "ResumePoint", 3, 19 }
	};
	uchar_t b[1024], bad[1024], snap[64], rec[128];
	sm_ionrp_t rps[8];
	sm_ionri_t ri;
	sm_ionval_t iv;
	uint_t n, m, i;
	size_t len, allocs = 0, ns, nr, k, at_obj, at_mul;
	uint64_t v = 0;
	int kind = -1, ok;
	char why[200], what[160];

	for (m = 0; m < 2; m++) {
		const sm_jitfacts_t *jf =
		    sm_jitfacts_for(sm_facts_for(majors[m], SM_EM_X86_64));
		const char *newobj = majors[m] == 78 ? "NewObject" :
		    "NewPlainObject";

		if (jf == NULL || jf->sj_recops == NULL) {
			CHECK(0, "no JIT facts or no recover table");
			continue;
		}
		/* anchors of the tables: jit/Recover.h's list (78.2.0;
		   102: 97.0's without LambdaArrow, as its cores say) */
		if (majors[m] == 78)
			CHECK(jf->sj_nrecops == 60 &&
			    rec_op(jf, "Add") == 9 &&
			    rec_op(jf, "Concat") == 15 &&
			    rec_op(jf, "NewObject") == 45 &&
			    rec_op(jf, "Lambda") == 52 &&
			    rec_op(jf, "ObjectState") == 55 &&
			    rec_op(jf, "ArrayState") == 56,
			    "ESR 78's recover opcodes");
		else
			CHECK(jf->sj_nrecops == 80 &&
			    rec_op(jf, "Add") == 9 &&
			    rec_op(jf, "Concat") == 30 &&
			    rec_op(jf, "Compare") == ~0u &&
			    rec_op(jf, "Substr") == ~0u &&
			    rec_op(jf, "NewPlainObject") == 62 &&
			    rec_op(jf, "NewArrayObject") == 63 &&
			    rec_op(jf, "LambdaArrow") == ~0u &&
			    rec_op(jf, "ObjectState") == 70 &&
			    rec_op(jf, "ArrayState") == 71,
			    "ESR 102's recover opcodes");
		CHECK(jf->sj_recops[jf->sj_rec_resumepoint].ro_var == 1 &&
		    strcmp(jf->sj_recops[jf->sj_rec_resumepoint].ro_name,
		    "ResumePoint") == 0, "Recover_ResumePoint's row");

		ns = 0;
		snap[ns++] = 0x00;		/* recover offset 0, kind 0 */
		for (k = 0; k < sizeof (allocs_of); k++)
			cb_put(snap, &ns, allocs_of[k]);
		nr = 0;
		cb_put(rec, &nr, 8u << jf->sj_rec_count_shift);
		at_obj = nr;
		cb_put(rec, &nr, rec_op(jf, newobj));
		if (majors[m] == 78) {
			rec[nr++] = 0;		/* mode_ */
		} else {
			rec[nr++] = 5;		/* allocKind_ */
			rec[nr++] = 0;		/* initialHeap_ */
		}
		cb_put(rec, &nr, rec_op(jf, "Add"));
		rec[nr++] = 0;			/* isFloatOperation_ */
		cb_put(rec, &nr, rec_op(jf, "ObjectState"));
		cb_put(rec, &nr, 2);		/* numSlots_ */
		cb_put(rec, &nr, jf->sj_rec_resumepoint);
		cb_put(rec, &nr, 0x10u << jf->sj_rp_pc_shift);
		cb_put(rec, &nr, 5);
		at_mul = nr;
		cb_put(rec, &nr, rec_op(jf, "Mul"));
		rec[nr++] = 0;			/* isFloatOperation_ */
		rec[nr++] = 0;			/* mode_ */
		cb_put(rec, &nr, rec_op(jf, "ArrayState"));
		cb_put(rec, &nr, 1);		/* numElements_ */
		cb_put(rec, &nr, rec_op(jf, "Hypot"));
		cb_put(rec, &nr, 3);		/* numOperands_ */
		cb_put(rec, &nr, jf->sj_rec_resumepoint);
		cb_put(rec, &nr, 4u << jf->sj_rp_pc_shift);
		cb_put(rec, &nr, 3);
		len = mk_ion_rec(jf, b, sizeof (b), snap, ns, rva,
		    sizeof (rva), rec, nr);

		CHECK(sm_ion_resume_points(jf, b, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) == 0 && n == 2 &&
		    rps[0].rp_pcoff == 0x10 && rps[0].rp_nops == 5 &&
		    rps[0].rp_first == 6 && rps[0].rp_index == 3 &&
		    rps[1].rp_pcoff == 4 && rps[1].rp_nops == 3 &&
		    rps[1].rp_first == 19 && rps[1].rp_index == 7 &&
		    rps[0].rp_nrec == 8, "resume points after other "
		    "instructions: found, their operands' first allocations "
		    "past the others' (6, 19)");
		ok = 1;
		for (i = 0; i < 8; i++) {
			const char *w = want[i].name != NULL ? want[i].name :
			    newobj;

			if (sm_ion_recover_at(jf, b, len, &rps[0], i, &ri, why,
			    sizeof (why)) != 0 || strcmp(ri.ri_name, w) != 0 ||
			    ri.ri_nops != want[i].nops ||
			    ri.ri_first != want[i].first) {
				(void) snprintf(what, sizeof (what), "ESR %u: "
				    "recover instruction %u: %s, %u operands "
				    "from %u", majors[m], i, w, want[i].nops,
				    want[i].first);
				CHECK(0, what);
				ok = 0;
			}
		}
		CHECK(ok, "each instruction's name, numOperands (ObjectState "
		    "slots + 1, ArrayState elements + 2, Hypot's own) and "
		    "first allocation");
		CHECK(sm_ion_recover_at(jf, b, len, &rps[0], 8, &ri, why,
		    sizeof (why)) != 0, "no instruction 8 of 8");
		CHECK(sm_ion_recover_at(jf, b, len, &rps[0], 4, &ri, why,
		    sizeof (why)) == 0 && ri.ri_nfields == 2 &&
		    ri.ri_fields[0] == 0 && ri.ri_fields[1] == 0,
		    "Mul's two bytes");
		/* the callee under this and 1 argument of frame 0: its
		   allocation 8 (6 + 2), the constant */
		CHECK(sm_ion_callee(jf, b, len, allocs, rps, n, 1, 1, 0, &kind,
		    &v, why, sizeof (why)) == 0 && kind == SM_ION_CONST &&
		    (v & 0xffffffffu) == 0xfeedface,
		    "the inlined callee past 6 allocations of other "
		    "instructions");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 0, 3, &iv, why,
		    sizeof (why)) == 0 && iv.iv_how == SM_IV_STACK &&
		    iv.iv_type == SM_IV_UNTYPED && iv.iv_off == 8,
		    "frame 0's this: allocation 9");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 0, 4, &iv, why,
		    sizeof (why)) == 0 && iv.iv_how == SM_IV_STACK &&
		    iv.iv_type == 1 && iv.iv_off == 0x10,
		    "frame 0's argument: allocation 10");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 1, 1, &iv, why,
		    sizeof (why)) == 0 && iv.iv_how == SM_IV_RECOVER &&
		    iv.iv_reg == 1 && iv.iv_name != NULL &&
		    strcmp(iv.iv_name, "Add") == 0 &&
		    iv.iv_op == rec_op(jf, "Add"),
		    "frame 1's operand 1: made by recover instruction 1, "
		    "named Add");
		CHECK(sm_ion_operand(jf, b, len, allocs, rps, n, 1, 2, &iv, why,
		    sizeof (why)) == 0 && iv.iv_how == SM_IV_STACK &&
		    iv.iv_type == 1, "frame 1's operand 2: allocation 21, "
		    "past 8 of other instructions");
		CHECK(sm_ion_alloc(jf, b, len, allocs, rps, n, 21, &iv, why,
		    sizeof (why)) == 0 && iv.iv_how == SM_IV_STACK &&
		    sm_ion_alloc(jf, b, len, allocs, rps, n, 22, &iv, why,
		    sizeof (why)) != 0, "allocation 21 the last; no 22nd");

		/* damaged: an opcode past the table where Mul was */
		(void) memcpy(bad, b, len);
		k = le32get(b + jf->sj_is_recovers) + at_mul;
		bad[k] = (uchar_t)(jf->sj_nrecops << 1);
		(void) snprintf(what, sizeof (what), "recover instruction 5 "
		    "of 8 is opcode %u, past the %u", jf->sj_nrecops,
		    jf->sj_nrecops);
		CHECK(sm_ion_resume_points(jf, bad, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) != 0 && n == 1 &&
		    strstr(why, what) != NULL, "an unknown opcode: the walk "
		    "stops there, the opcode said; frame 0 kept");
		/* an object of 2^31 slots: more allocations than the
		   snapshot's bytes */
		(void) memcpy(bad, b, len);
		k = le32get(b + jf->sj_is_recovers) + at_obj;
		nr = 0;
		cb_put(rec, &nr, 8u << jf->sj_rec_count_shift);
		cb_put(rec, &nr, rec_op(jf, "ObjectState"));
		cb_put(rec, &nr, 0x80000000u);
		cb_put(rec, &nr, jf->sj_rec_resumepoint);
		cb_put(rec, &nr, 0);
		cb_put(rec, &nr, 1);
		len = mk_ion_rec(jf, bad, sizeof (bad), snap, ns, rva,
		    sizeof (rva), rec, nr);
		CHECK(sm_ion_resume_points(jf, bad, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) != 0 && n == 0 &&
		    strstr(why, "not believed") != NULL &&
		    strstr(why, "ObjectState") != NULL,
		    "ObjectState of 2^31 slots: not believed, said");
		/* 2^32 - 1 operands: past uint32 with the + 1 */
		nr = 0;
		cb_put(rec, &nr, 1u << jf->sj_rec_count_shift);
		cb_put(rec, &nr, rec_op(jf, "ObjectState"));
		cb_put(rec, &nr, 0xffffffffu);
		len = mk_ion_rec(jf, bad, sizeof (bad), snap, ns, rva,
		    sizeof (rva), rec, nr);
		CHECK(sm_ion_resume_points(jf, bad, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) != 0 && n == 0,
		    "ObjectState of 2^32 - 1 slots: refused");
		/* Mul's bytes cut by the buffer's end */
		nr = 0;
		cb_put(rec, &nr, 2u << jf->sj_rec_count_shift);
		cb_put(rec, &nr, rec_op(jf, "Mul"));
		rec[nr++] = 0;
		len = mk_ion_rec(jf, bad, sizeof (bad), snap, ns, rva,
		    sizeof (rva), rec, nr);
		CHECK(sm_ion_resume_points(jf, bad, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) != 0 &&
		    strstr(why, "(Mul) does not read") != NULL,
		    "Mul's second byte past the end: refused, said");
		/* instructions but no resume point */
		nr = 0;
		cb_put(rec, &nr, 1u << jf->sj_rec_count_shift);
		cb_put(rec, &nr, rec_op(jf, "Add"));
		rec[nr++] = 0;
		len = mk_ion_rec(jf, bad, sizeof (bad), snap, ns, rva,
		    sizeof (rva), rec, nr);
		CHECK(sm_ion_resume_points(jf, bad, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) != 0 && n == 0 &&
		    strstr(why, "no resume point") != NULL &&
		    rps[0].rp_nrec == 1, "a snapshot of no resume point: "
		    "refused, its instructions still found");
		if (majors[m] == 102) {
			/* numActuals_ + 2 */
			nr = 0;
			cb_put(rec, &nr, 2u << jf->sj_rec_count_shift);
			cb_put(rec, &nr, rec_op(jf,
			    "CreateInlinedArgumentsObject"));
			cb_put(rec, &nr, 3);
			cb_put(rec, &nr, jf->sj_rec_resumepoint);
			cb_put(rec, &nr, 0);
			cb_put(rec, &nr, 2);
			len = mk_ion_rec(jf, bad, sizeof (bad), snap, ns, rva,
			    sizeof (rva), rec, nr);
			CHECK(sm_ion_resume_points(jf, bad, len, 0x30, rps, 8,
			    &n, &allocs, why, sizeof (why)) == 0 && n == 1 &&
			    rps[0].rp_first == 5 && rps[0].rp_nops == 2,
			    "CreateInlinedArgumentsObject of 3 actuals: 5 "
			    "operands");
		}
	}
}

/*
 * Recover instructions run (sm_ion_recover_value): RAdd, RSub, RMul on
 * numbers in the frame's slots and the IonScript's constants, chained,
 * the result boxed as Value::setNumber boxes it; what is not run exactly
 * refused: float32 and integer modes, a non-number operand, RDiv, a
 * resume point.
 */
static void
test_ion_recover_run(void)
{
	/* RValueAllocations: 0 CST_UNDEFINED, 1 CONSTANT 1 (an object),
	   2 TYPED_STACK | INT32 at 0x10, 3 RECOVER_INSTRUCTION 0,
	   4 UNTYPED_STACK at 8, 5 CONSTANT 0 (the double 0) */
	static const uchar_t rva[] = {
		0x01, 0x00, 0x00, 0x02, 0x21, 0x40, 0x0a, 0x00, 0x07, 0x20,
		0x00, 0x00
	};
	static const uchar_t allocs_of[] = {
		2, 4,		/* 0 Add: int32 slot + Value slot */
		3, 2,		/* 1 Mul: instruction 0 * int32 slot */
		4, 5,		/* 2 Sub: Value slot - 0 */
		2, 2,		/* 3 Add of float32 */
		0, 1, 0,	/* 4 ResumePoint */
		2, 2,		/* 5 Mul of integer mode */
		1, 2,		/* 6 Add: an object + int32 */
		2, 2,		/* 7 Div */
		0		/* 8 ResumePoint */
	};
	const sm_jitfacts_t *jf = sm_jitfacts_for(sm_facts_for(102,
	    SM_EM_X86_64));
	uchar_t b[1024], snap[64], rec[128];
	sm_ionrp_t rps[8];
	uintptr_t L = 0x10000;
	size_t ns = 0, nr = 0, k, len, allocs = 0;
	uint_t n = 0;
	uint64_t v, w, slot;
	double d;
	char why[200];

	if (jf == NULL) {
		CHECK(0, "no JIT facts");
		return;
	}
	snap[ns++] = 0x00;
	for (k = 0; k < sizeof (allocs_of); k++)
		cb_put(snap, &ns, allocs_of[k]);
	cb_put(rec, &nr, 9u << jf->sj_rec_count_shift);
	cb_put(rec, &nr, rec_op(jf, "Add"));
	rec[nr++] = 0;
	cb_put(rec, &nr, rec_op(jf, "Mul"));
	rec[nr++] = 0;
	rec[nr++] = 0;
	cb_put(rec, &nr, rec_op(jf, "Sub"));
	rec[nr++] = 0;
	cb_put(rec, &nr, rec_op(jf, "Add"));
	rec[nr++] = 1;			/* isFloatOperation_ */
	cb_put(rec, &nr, jf->sj_rec_resumepoint);
	cb_put(rec, &nr, 0);
	cb_put(rec, &nr, 3);
	cb_put(rec, &nr, rec_op(jf, "Mul"));
	rec[nr++] = 0;
	rec[nr++] = 1;			/* MMul::Integer */
	cb_put(rec, &nr, rec_op(jf, "Add"));
	rec[nr++] = 0;
	cb_put(rec, &nr, rec_op(jf, "Div"));
	rec[nr++] = 0;
	cb_put(rec, &nr, jf->sj_rec_resumepoint);
	cb_put(rec, &nr, 0);
	cb_put(rec, &nr, 1);
	len = mk_ion_rec(jf, b, sizeof (b), snap, ns, rva, sizeof (rva), rec,
	    nr);
	CHECK(sm_ion_resume_points(jf, b, len, 0x30, rps, 8, &n, &allocs, why,
	    sizeof (why)) == 0 && n == 2 && rps[1].rp_first == 17,
	    "the run test's snapshot");

	/* 7 + 2.5, then * 7 (an int32 slot: its low 4 bytes) */
	fake_reset();
	slot = 0xdeadbeef00000007ULL;
	fake_add(L - 0x10, &slot, 8);
	d = 2.5;
	fake_add(L - 8, &d, 8);
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 0, L, &v, why,
	    sizeof (why)) == 0 && (memcpy(&d, &v, 8), d == 9.5),
	    "Add: 7 + 2.5 = 9.5, a double");
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 1, L, &v, why,
	    sizeof (why)) == 0 && (memcpy(&d, &v, 8), d == 66.5),
	    "Mul of Add's result: 9.5 * 7 = 66.5");
	/* int32 results are Int32Values */
	w = 0xfff8800000000003ULL;	/* Int32Value(3) */
	fake_reset();
	fake_add(L - 0x10, &slot, 8);
	fake_add(L - 8, &w, 8);
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 0, L, &v, why,
	    sizeof (why)) == 0 && v == 0xfff880000000000aULL,
	    "Add: 7 + 3 = Int32Value(10)");
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 1, L, &v, why,
	    sizeof (why)) == 0 && v == 0xfff8800000000046ULL,
	    "Mul: 10 * 7 = Int32Value(70)");
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 2, L, &v, why,
	    sizeof (why)) == 0 && v == 0xfff8800000000003ULL,
	    "Sub: 3 - 0.0 = Int32Value(3)");
	/* past int32: a double */
	slot = 0x7fffffff;
	w = 0xfff8800000000001ULL;
	fake_reset();
	fake_add(L - 0x10, &slot, 8);
	fake_add(L - 8, &w, 8);
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 0, L, &v, why,
	    sizeof (why)) == 0 && (memcpy(&d, &v, 8), d == 2147483648.0),
	    "Add: 2^31 - 1 + 1 = the double 2^31");
	/* -0 - 0 = -0: a double, never Int32Value(0) */
	d = -0.0;
	fake_reset();
	fake_add(L - 0x10, &slot, 8);
	fake_add(L - 8, &d, 8);
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 2, L, &v, why,
	    sizeof (why)) == 0 && v == 0x8000000000000000ULL,
	    "Sub: -0 - 0 = the double -0");
	/* what is not run */
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 3, L, &v, why,
	    sizeof (why)) != 0 && strstr(why, "float32") != NULL,
	    "Add of float32: not run, said");
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 5, L, &v, why,
	    sizeof (why)) != 0 && strstr(why, "integer mode") != NULL,
	    "Mul of integer mode: not run, said");
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 6, L, &v, why,
	    sizeof (why)) != 0 && strstr(why, "operand 1 is not a number") !=
	    NULL, "Add of an object: not run, said");
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 7, L, &v, why,
	    sizeof (why)) != 0 && strstr(why, "(Div), which jsmdb does not "
	    "run") != NULL, "Div: not run, named");
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 4, L, &v, why,
	    sizeof (why)) != 0, "a resume point is no value");
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 9, L, &v, why,
	    sizeof (why)) != 0, "no instruction 9");
	/* a slot not in memory */
	fake_reset();
	CHECK(sm_ion_recover_value(jf, b, len, allocs, rps, n, 0, L, &v, why,
	    sizeof (why)) != 0 && strstr(why, "not readable") != NULL,
	    "an operand's slot not readable: not run, said");

	/* mutants: bytes of the snapshots, allocation table and recover
	   instructions at random; every reader answers 0 or -1 (and, under
	   make asan, reads nothing outside the buffer) */
	{
		uchar_t mb[1024];
		uint32_t seed = 12345, j, idx, snap0;
		uint_t mn, t, q, answered = 0;
		size_t mallocs;
		int kd;

		fake_add(L - 0x10, &slot, 8);
		fake_add(L - 8, &w, 8);
		snap0 = le32get(b + jf->sj_is_snapshots);
		for (t = 0; t < 3000; t++) {
			(void) memcpy(mb, b, len);
			for (q = 0; q < 1 + t % 6; q++) {
				seed = seed * 1103515245u + 12345u;
				j = snap0 + (seed >> 8) % (uint32_t)(len - snap0);
				seed = seed * 1103515245u + 12345u;
				mb[j] = (uchar_t)(seed >> 16);
			}
			mn = 0;
			mallocs = 0;
			if (sm_ion_resume_points(jf, mb, len, 0x30, rps, 8, &mn,
			    &mallocs, why, sizeof (why)) != 0 && mn == 0)
				continue;
			answered++;
			for (idx = 0; idx < rps[0].rp_nrec && idx < 64; idx++) {
				sm_ionri_t ri;

				(void) sm_ion_recover_at(jf, mb, len, &rps[0], idx,
				    &ri, why, sizeof (why));
				(void) sm_ion_recover_value(jf, mb, len, mallocs,
				    rps, mn, idx, L, &v, why, sizeof (why));
			}
			for (idx = 0; idx < 48; idx++) {
				sm_ionval_t iv;

				(void) sm_ion_alloc(jf, mb, len, mallocs, rps, mn,
				    idx, &iv, why, sizeof (why));
			}
			for (idx = 1; idx < mn; idx++)
				(void) sm_ion_callee(jf, mb, len, mallocs, rps, mn,
				    idx, 1, 0, &kd, &v, why, sizeof (why));
		}
		CHECK(answered > 0, "3000 mutants of the snapshot and its "
		    "recover instructions read without a fault");
	}
}

static void
test_ion_snapshots(void)
{
	static const uint_t majors[] = { 78, 102 };
	uchar_t b[512], bad[512];
	sm_ionrp_t rps[8];
	uint_t n, m, j;
	size_t len, allocs = 0;
	uint64_t v = 0;
	int kind = -1;
	char why[160], what[64];

	for (m = 0; m < 2; m++) {
		const sm_jitfacts_t *jf =
		    sm_jitfacts_for(sm_facts_for(majors[m], SM_EM_X86_64));
		size_t rec;

		if (jf == NULL) {
			CHECK(0, "no JIT facts");
			continue;
		}
		len = mk_ion(jf, b, sizeof (b));
		CHECK(sm_ion_resume_points(jf, b, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) == 0 && n == 2 &&
		    rps[0].rp_pcoff == 0x10 && rps[0].rp_nops == 5 &&
		    rps[1].rp_pcoff == 4 && rps[1].rp_nops == 3,
		    "return offset 0x30: two resume points, outermost first");
		CHECK(sm_ion_callee(jf, b, len, allocs, rps, n, 1, 1, 0, &kind,
		    &v, why, sizeof (why)) == 0 && kind == SM_ION_CONST &&
		    (v & 0xffffffffu) == 0xfeedface,
		    "the inlined callee: constant 1, under this and 1 argument");
		CHECK(sm_ion_callee(jf, b, len, allocs, rps, n, 1, 4, 0, &kind,
		    &v, why, sizeof (why)) != 0,
		    "a call of 4 arguments from 5 operands: refused");
		CHECK(sm_ion_callee(jf, b, len, allocs, rps, n, 2, 1, 0, &kind,
		    &v, why, sizeof (why)) != 0, "no frame 2");
		CHECK(sm_ion_resume_points(jf, b, len, 0x31, rps, 8, &n,
		    &allocs, why, sizeof (why)) != 0 && n == 0,
		    "return offset 0x31: no SafepointIndex, not a neighbour's");
		CHECK(sm_ion_resume_points(jf, b, len, 0x30, rps, 1, &n,
		    &allocs, why, sizeof (why)) != 0,
		    "more resume points than room: refused");
		CHECK(sm_ion_resume_points(jf, b, len - 1, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) != 0,
		    "a length that is not allocBytes_: refused");
		CHECK(sm_ion_resume_points(jf, b, 16, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) != 0,
		    "an IonScript shorter than its fields: refused");

		/* the last byte of the recovers says "more": truncated */
		(void) memcpy(bad, b, len);
		bad[len - 1] |= 1;
		CHECK(sm_ion_resume_points(jf, bad, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) != 0 && n == 1,
		    "a truncated resume point: refused, the first kept");
		/* a recover opcode past the ESR's RECOVER_OPCODE_LIST (the
		   second resume point's: one byte, 0x00) */
		rec = le32get(b + jf->sj_is_recovers);
		(void) memcpy(bad, b, len);
		for (j = (uint_t)rec + 1; j < len; j++)
			if (j > rec + 1 && bad[j] == 0x00) {
				bad[j] = (uchar_t)(jf->sj_nrecops << 1);
				break;
			}
		(void) snprintf(what, sizeof (what), "opcode %u, past the %u",
		    jf->sj_nrecops, jf->sj_nrecops);
		CHECK(sm_ion_resume_points(jf, bad, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) != 0 && n == 1 &&
		    strstr(why, what) != NULL,
		    "an opcode past the table: not decoded, said");
		/* an instruction count past the buffer */
		(void) memcpy(bad, b, len);
		bad[rec] = 0xff;
		bad[rec + 1] = 0xff;
		CHECK(sm_ion_resume_points(jf, bad, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) != 0,
		    "an overlong or huge recover header: refused");
		/* the OSI point's snapshot past the snapshots */
		(void) memcpy(bad, b, len);
		put32(bad + le32get(b + jf->sj_is_osi) + 4, 0x1000);
		CHECK(sm_ion_resume_points(jf, bad, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) != 0,
		    "a snapshot offset past the buffer: refused");
		/* the arrays out of order */
		(void) memcpy(bad, b, len);
		put32(bad + jf->sj_is_snapshots, 0);
		CHECK(sm_ion_resume_points(jf, bad, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) != 0,
		    "trailing arrays out of order: refused");
		/* the callee in a stack slot: its offset */
		(void) memcpy(bad, b, len);
		bad[le32get(b + jf->sj_is_snapshots_end) + 2] = 0x2c;
		bad[le32get(b + jf->sj_is_snapshots_end) + 3] = 0x10 << 2;
		CHECK(sm_ion_resume_points(jf, bad, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) == 0 &&
		    sm_ion_callee(jf, bad, len, allocs, rps, n, 1, 1, 0,
		    &kind, &v, why, sizeof (why)) == 0 &&
		    kind == SM_ION_STACK_OBJ && v == 0x10,
		    "the callee in a typed stack slot 0x10");
		bad[le32get(b + jf->sj_is_snapshots_end) + 2] = 0x05;
		CHECK(sm_ion_callee(jf, bad, len, allocs, rps, n, 1, 1, 0,
		    &kind, &v, why, sizeof (why)) != 0,
		    "the callee in a float register: not decoded");
	}
}

/*
 * The calls Ion inlines a function at, as findNextFrame counts their
 * actual arguments (sm_ion_inlcall): each kind of op of each ESR's table,
 * 102's ResumeModes, and what findNextFrame would not make: refused.
 */
static int
inl(const sm_jitfacts_t *jf, uint_t op, uint_t argc, size_t avail,
    uint32_t mode, int64_t callernact, uint_t *nact, int *construct)
{
	uchar_t pc[3];
	const sm_inlop_t *io;
	char why[160];

	pc[0] = (uchar_t)op;
	pc[1] = (uchar_t)(argc & 0xff);
	pc[2] = (uchar_t)(argc >> 8);
	*nact = 12345;
	*construct = -1;
	return (sm_ion_inlcall(jf, pc, avail, mode, callernact, nact,
	    construct, &io, why, sizeof (why)));
}

static void
test_ion_inlcall(void)
{
	static const uint_t majors[] = { 78, 102 };
	const sm_jitfacts_t *j78 = sm_jitfacts_for(sm_facts_for(78,
	    SM_EM_X86_64));
	const sm_jitfacts_t *j102 = sm_jitfacts_for(sm_facts_for(102,
	    SM_EM_X86_64));
	const sm_inlop_t *a, *b;
	uint_t nact, m, dup;
	int cons;

	if (j78 == NULL || j102 == NULL) {
		CHECK(0, "no JIT facts");
		return;
	}
	/* the tables: named rows, no op twice, the kinds known */
	for (m = 0; m < 2; m++) {
		const sm_jitfacts_t *jf = m == 0 ? j78 : j102;

		dup = 0;
		for (a = jf->sj_inl_ops; a->io_name != NULL; a++) {
			for (b = a + 1; b->io_name != NULL; b++)
				dup += a->io_op == b->io_op ||
				    strcmp(a->io_name, b->io_name) == 0;
			dup += a->io_kind < SM_INL_CALL ||
			    a->io_kind > SM_INL_SETTER || a->io_op > 255;
		}
		CHECK(dup == 0, majors[m] == 78 ? "ESR 78's inlinable ops: "
		    "each once, of a known kind" : "ESR 102's inlinable ops: "
		    "each once, of a known kind");
	}

	/* ESR 78: the op says it all (no ResumeMode) */
	CHECK(inl(j78, 115, 3, 3, 0, -1, &nact, &cons) == 0 && nact == 3 &&
	    cons == 0, "78 Call of 3: 3 arguments");
	CHECK(inl(j78, 119, 2, 3, 0, -1, &nact, &cons) == 0 && nact == 2,
	    "78 CallIgnoresRv of 2: 2");
	CHECK(inl(j78, 130, 2, 3, 0, -1, &nact, &cons) == 0 && nact == 2 &&
	    cons == 1, "78 New of 2: 2 and new.target");
	CHECK(inl(j78, 118, 3, 3, 0, -1, &nact, &cons) == 0 && nact == 2 &&
	    cons == 0, "78 FunCall of 3 (f.call(o, a, b)): 2, o its this");
	CHECK(inl(j78, 118, 0, 3, 0, -1, &nact, &cons) != 0,
	    "78 FunCall of none: Ion inlines none such, refused");
	CHECK(inl(j78, 117, 2, 3, 0, 4, &nact, &cons) == 0 && nact == 4,
	    "78 FunApply (f.apply(o, arguments)): the caller's 4, not argc");
	CHECK(inl(j78, 117, 2, 3, 0, -1, &nact, &cons) != 0,
	    "78 FunApply from the Ion frame itself: refused");
	CHECK(inl(j78, 117, 2, 3, 0, 1000000, &nact, &cons) != 0,
	    "78 FunApply of a million arguments: not believed");
	CHECK(inl(j78, 70, 0x4141, 3, 0, -1, &nact, &cons) == 0 &&
	    nact == 0 && cons == 0, "78 GetProp (a getter): none, its "
	    "atom index no argc");
	CHECK(inl(j78, 74, 0, 1, 0, -1, &nact, &cons) == 0 && nact == 0,
	    "78 Length: a getter, one byte read enough");
	CHECK(inl(j78, 73, 0, 1, 0, -1, &nact, &cons) == 0 && nact == 0,
	    "78 CallElem: a getter");
	CHECK(inl(j78, 75, 0, 3, 0, -1, &nact, &cons) == 0 && nact == 1,
	    "78 SetProp (a setter): one");
	CHECK(inl(j78, 196, 0, 3, 0, -1, &nact, &cons) == 0 && nact == 1,
	    "78 SetGName: a setter");
	CHECK(inl(j78, 120, 1, 3, 0, -1, &nact, &cons) != 0,
	    "78 SpreadCall: no op Ion inlines at, refused");
	CHECK(inl(j78, 111, 1, 3, 0, -1, &nact, &cons) != 0,
	    "78's 111 (SetFunName; 102's Call): refused");
	CHECK(inl(j78, 115, 3, 2, 0, -1, &nact, &cons) != 0,
	    "78 Call whose argc is cut: refused");
	CHECK(inl(j78, 115, 3, 0, 0, -1, &nact, &cons) != 0,
	    "no op at all: refused");

	/* ESR 102: the ResumeMode says fun.call, and must be the op's */
	CHECK(inl(j102, 111, 3, 3, j102->sj_rpm_call, -1, &nact, &cons) == 0 &&
	    nact == 3 && cons == 0, "102 Call of 3, InlinedStandardCall: 3");
	CHECK(inl(j102, 111, 3, 3, j102->sj_rpm_funcall, -1, &nact,
	    &cons) == 0 && nact == 2, "102 Call of 3, InlinedFunCall: 2");
	CHECK(inl(j102, 113, 0, 3, j102->sj_rpm_funcall, -1, &nact,
	    &cons) == 0 && nact == 0, "102 CallIgnoresRv of none, "
	    "InlinedFunCall (f.call()): none, this undefined");
	CHECK(inl(j102, 113, 1, 3, j102->sj_rpm_call, -1, &nact, &cons) == 0 &&
	    nact == 1, "102 CallIgnoresRv is 113");
	CHECK(inl(j102, 115, 1, 3, j102->sj_rpm_call, -1, &nact, &cons) != 0,
	    "102's 115 (OptimizeSpreadCall; 97's CallIgnoresRv): refused");
	CHECK(inl(j102, 123, 2, 3, j102->sj_rpm_call, -1, &nact, &cons) == 0 &&
	    nact == 2 && cons == 1, "102 New is 123: 2 and new.target");
	CHECK(inl(j102, 125, 2, 3, j102->sj_rpm_call, -1, &nact, &cons) != 0,
	    "102's 125 (SpreadNew; 97's New): refused");
	CHECK(inl(j102, 123, 2, 3, j102->sj_rpm_funcall, -1, &nact,
	    &cons) != 0, "102 New inlined as fun.call: not believed");
	CHECK(inl(j102, 111, 2, 3, j102->sj_rpm_accessor, -1, &nact,
	    &cons) != 0, "102 Call with InlinedAccessor: refused");
	CHECK(inl(j102, 111, 2, 3, 0, -1, &nact, &cons) != 0,
	    "102 Call with ResumeAfter (no inlined call): refused");
	CHECK(inl(j102, 72, 0x4141, 3, j102->sj_rpm_accessor, -1, &nact,
	    &cons) == 0 && nact == 0, "102 GetProp, InlinedAccessor: none");
	CHECK(inl(j102, 73, 0, 1, j102->sj_rpm_accessor, -1, &nact,
	    &cons) == 0 && nact == 0, "102 GetElem: a getter");
	CHECK(inl(j102, 74, 0, 3, j102->sj_rpm_accessor, -1, &nact,
	    &cons) == 0 && nact == 1, "102 SetProp, InlinedAccessor: one");
	CHECK(inl(j102, 72, 0, 3, j102->sj_rpm_call, -1, &nact, &cons) != 0,
	    "102 GetProp with InlinedStandardCall: refused");
	CHECK(inl(j102, 114, 1, 3, j102->sj_rpm_call, -1, &nact, &cons) != 0,
	    "102 SpreadCall: refused");
	CHECK(inl(j102, 117, 1, 3, j102->sj_rpm_call, 2, &nact, &cons) != 0,
	    "102's 117 (SpreadEval; 78's FunApply): refused");
}

/*
 * A hand-made snapshot's inlined frames reached by other than a plain
 * call: its outer resume point's 5 operands end with the callee
 * (constant 1) and two more; read as findNextFrame reads each call, the
 * callee is found where the call puts it, and where the wrong reading
 * puts it lies no function (undefined: refused).  102: the ResumeMode
 * packed under the pc reads.
 */
static void
test_ion_inlined_calls(void)
{
	static const uint_t majors[] = { 78, 102 };
	/* frame 0: 5 operands, the third (index 2) constant 1; frame 1: 3 */
	static const uchar_t snap[] = {
		0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00
	};
	/* frame 0: the fourth (index 3) constant 1: a getter's callee */
	static const uchar_t snapg[] = {
		0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00
	};
	static const uchar_t rva[] = { 0x01, 0x00, 0x00, 0x02 };
	uchar_t b[512];
	sm_ionrp_t rps[8];
	uint_t n, m, nact, j;
	size_t len, allocs = 0, rec;
	uint64_t v = 0;
	int kind = -1, cons;
	char why[160];

	for (m = 0; m < 2; m++) {
		const sm_jitfacts_t *jf =
		    sm_jitfacts_for(sm_facts_for(majors[m], SM_EM_X86_64));
		uint_t call = majors[m] == 78 ? 115 : 111;
		uint_t get = majors[m] == 78 ? 70 : 72;
		uint_t set = majors[m] == 78 ? 75 : 74;

		if (jf == NULL) {
			CHECK(0, "no JIT facts");
			continue;
		}
		len = mk_ion_with(jf, b, sizeof (b), snap, sizeof (snap), rva,
		    sizeof (rva));
		if (majors[m] == 102) {
			/* InlinedFunCall under the outer pc 0x10 */
			rec = le32get(b + jf->sj_is_recovers);
			for (j = (uint_t)rec + 2; j < len; j++)
				if (b[j] & 1)
					break;
			b[j] |= (uchar_t)(jf->sj_rpm_funcall << 1);
		}
		CHECK(sm_ion_resume_points(jf, b, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) == 0 && n == 2 &&
		    rps[0].rp_pcoff == 0x10 && rps[1].rp_pcoff == 4 &&
		    rps[0].rp_mode == (majors[m] == 78 ? 0 : jf->sj_rpm_funcall) &&
		    rps[1].rp_mode == 0, majors[m] == 78 ? "78: no ResumeMode" :
		    "102: the outer resume point's mode InlinedFunCall, its pc "
		    "0x10 still");
		/* f.call(o, a): the callee (f) under o and 1 (a), not 2 */
		CHECK((majors[m] == 78 ?
		    inl(jf, 118, 2, 3, rps[0].rp_mode, -1, &nact, &cons) :
		    inl(jf, call, 2, 3, rps[0].rp_mode, -1, &nact, &cons)) == 0 &&
		    nact == 1 && sm_ion_callee(jf, b, len, allocs, rps, n, 1,
		    nact, cons, &kind, &v, why, sizeof (why)) == 0 &&
		    kind == SM_ION_CONST && (v & 0xffffffffu) == 0xfeedface,
		    "fun.call of 2: the callee (its this) under 1 argument");
		CHECK(sm_ion_callee(jf, b, len, allocs, rps, n, 1, 2, 0, &kind,
		    &v, why, sizeof (why)) != 0, "read as a plain call of 2: "
		    "undefined there, refused");
		/* a setter: the callee under the object and the value */
		CHECK(inl(jf, set, 0, 3, jf->sj_rpm_accessor, -1, &nact,
		    &cons) == 0 && nact == 1 && sm_ion_callee(jf, b, len, allocs,
		    rps, n, 1, nact, cons, &kind, &v, why, sizeof (why)) == 0 &&
		    kind == SM_ION_CONST, "a setter: the callee under this and "
		    "1");
		/* a getter: the callee under the object alone */
		len = mk_ion_with(jf, b, sizeof (b), snapg, sizeof (snapg), rva,
		    sizeof (rva));
		CHECK(sm_ion_resume_points(jf, b, len, 0x30, rps, 8, &n,
		    &allocs, why, sizeof (why)) == 0 && n == 2 &&
		    inl(jf, get, 0, 3, jf->sj_rpm_accessor, -1, &nact,
		    &cons) == 0 && nact == 0 && sm_ion_callee(jf, b, len, allocs,
		    rps, n, 1, nact, cons, &kind, &v, why, sizeof (why)) == 0 &&
		    kind == SM_ION_CONST && (v & 0xffffffffu) == 0xfeedface,
		    "a getter: the callee under this, no arguments");
		CHECK(sm_ion_callee(jf, b, len, allocs, rps, n, 1, 1, 0, &kind,
		    &v, why, sizeof (why)) != 0, "a getter read as a setter: "
		    "undefined there, refused");
	}
}

/* ---- hostile bytes: the Nursery reader and the decompressor (smbad) ---- */

#define	NUR_RT		0x55000000b000ULL	/* the runtime the chunks name */
#define	NUR_SB		0x55000000c000ULL	/* a nursery chunk's StoreBuffer */
#define	NUR_NU		0x55000000d000ULL	/* the Nursery */
#define	NUR_VEC		0x55000000e000ULL	/* its chunks_ */
#define	NUR_C0		0x7f0000100000ULL	/* nursery chunks */
#define	NUR_C1		0x7f0000200000ULL
#define	NUR_TEN		0x7f0000300000ULL	/* a tenured chunk */

static sm_chunk_t nur_chunks[3];

/* A Nursery of two chunks, the current one the first: fields by facts. */
typedef struct nurfields {
	uint64_t rt, nu, chunks, nch, pos, start, spos, end, cur, cap;
	uint64_t vec[2];
} nurfields_t;

static void
nur_default(const sm_facts_t *f, nurfields_t *n)
{
	memset(n, 0, sizeof (*n));
	n->rt = NUR_RT;
	n->nu = NUR_NU;
	n->chunks = NUR_VEC;
	n->nch = 2;
	n->start = 0;
	n->cur = 0;
	n->spos = NUR_C0 + f->sf_nchunk_start;
	n->pos = n->spos + 0x1230;
	n->end = NUR_C0 + f->sf_nchunk_end;
	n->cap = 2 << 20;
	n->vec[0] = NUR_C0;
	n->vec[1] = NUR_C1;
}

static void
nur_lay(const sm_facts_t *f, const nurfields_t *n)
{
	static unsigned char sb[0x200], nu[0x100];

	fake_reset();
	memset(sb, 0, sizeof (sb));
	memset(nu, 0, sizeof (nu));
	memcpy(sb + f->sf_sb_runtime, &n->rt, 8);
	memcpy(sb + f->sf_sb_nursery, &n->nu, 8);
	fake_add(NUR_SB, sb, sizeof (sb));
	memcpy(nu + f->sf_nur_chunks, &n->chunks, 8);
	memcpy(nu + f->sf_nur_nchunks, &n->nch, 8);
	memcpy(nu + f->sf_nur_position, &n->pos, 8);
	memcpy(nu + f->sf_nur_startchunk, &n->start, 8);
	memcpy(nu + f->sf_nur_startpos, &n->spos, 8);
	memcpy(nu + f->sf_nur_end, &n->end, 8);
	memcpy(nu + f->sf_nur_curchunk, &n->cur, 8);
	memcpy(nu + f->sf_nur_capacity, &n->cap, 8);
	fake_add(NUR_NU, nu, sizeof (nu));
	fake_add(NUR_VEC, n->vec, sizeof (n->vec));
	/* the chunks as sm_heap_find() left them: sorted by address */
	memset(&sm, 0, sizeof (sm));
	sm.ss_found = 1;
	sm.ss_facts = f;
	sm.ss_heap_done = 1;
	sm.ss_runtime = NUR_RT;
	nur_chunks[0].sc_addr = NUR_C0;
	nur_chunks[0].sc_nursery = 1;
	nur_chunks[0].sc_storebuf = NUR_SB;
	nur_chunks[1].sc_addr = NUR_C1;
	nur_chunks[1].sc_nursery = 1;
	nur_chunks[1].sc_storebuf = NUR_SB;
	nur_chunks[2].sc_addr = NUR_TEN;
	nur_chunks[2].sc_nursery = 0;
	sm.ss_chunks = nur_chunks;
	sm.ss_nchunks = 3;
}

/* Reads a hostile Nursery: -1 with a reason naming what, never a guess. */
static void
nur_refused(const sm_facts_t *f, const nurfields_t *n, const char *needle,
    const char *what)
{
	sm_nursery_t sn;
	char why[256] = "";
	int rv;

	nur_lay(f, n);
	rv = sm_nursery_read(&sn, why, sizeof (why));
	CHECK(rv == -1 && strstr(why, needle) != NULL && sn.sn_used == 0,
	    what);
	if (rv != -1 || strstr(why, needle) == NULL)
		printf("    ESR %s: %s: rv %d, why \"%s\"\n", f->sf_line, what,
		    rv, why);
}

static void
test_nursery_hostile(void)
{
	const sm_facts_t *tabs[] = { &sm_facts_78, &sm_facts_102 };
	uint_t t;

	for (t = 0; t < 2; t++) {
		const sm_facts_t *f = tabs[t];
		nurfields_t n;
		sm_nursery_t sn;
		char why[256];

		nur_default(f, &n);
		nur_lay(f, &n);
		CHECK(sm_nursery_read(&sn, why, sizeof (why)) == 0 &&
		    sn.sn_used == 0x1230 && sn.sn_exact && sn.sn_nchunks == 2,
		    "a Nursery of two chunks: 0x1230 bytes, exact");
		/* two chunks in use: the first's tail counts (a bound) */
		n.cur = 1;
		n.pos = NUR_C1 + f->sf_nchunk_start + 0x100;
		n.end = NUR_C1 + f->sf_nchunk_end;
		nur_lay(f, &n);
		CHECK(sm_nursery_read(&sn, why, sizeof (why)) == 0 &&
		    !sn.sn_exact && sn.sn_used == f->sf_nchunk_end -
		    f->sf_nchunk_start + 0x100, "across two chunks: a bound");

		nur_default(f, &n);
		n.rt = NUR_RT + 0x1000;
		nur_refused(f, &n, "does not name the runtime",
		    "a StoreBuffer of another runtime is refused");
		nur_default(f, &n);
		n.nu = NUR_NU + 3;
		nur_refused(f, &n, "does not name the runtime",
		    "an odd Nursery pointer is refused");
		nur_default(f, &n);
		n.nu = NUR_NU + 0x10000;
		nur_refused(f, &n, "is not in the core",
		    "a Nursery outside the core is said");
		nur_default(f, &n);
		n.nch = 0;
		nur_refused(f, &n, "not decodable: 0 chunks",
		    "a Nursery of 0 chunks is refused");
		nur_default(f, &n);
		n.nch = 1ULL << 40;
		nur_refused(f, &n, "not decodable",
		    "a Nursery of 2^40 chunks is refused");
		nur_default(f, &n);
		n.cur = 2;
		nur_refused(f, &n, "current chunk 2",
		    "a current chunk past the chunks is refused");
		nur_default(f, &n);
		n.cur = 0xffffffffULL | (7ULL << 32);	/* padding set */
		nur_refused(f, &n, "not decodable",
		    "a current chunk of 2^32 - 1 is refused");
		nur_default(f, &n);
		n.start = 1;
		nur_refused(f, &n, "first chunk 1",
		    "a first chunk after the current one is refused");
		nur_default(f, &n);
		n.pos = NUR_C1 + 0x40;
		nur_refused(f, &n, "positions are not in its chunks",
		    "a position in another chunk is refused");
		nur_default(f, &n);
		n.pos = n.spos - 8;
		nur_refused(f, &n, "positions are not in its chunks",
		    "a position before the start is refused");
		nur_default(f, &n);
		n.spos = NUR_C0 + f->sf_nchunk_end + 8;
		nur_refused(f, &n, "positions are not in its chunks",
		    "a start position past its chunk is refused");
		nur_default(f, &n);
		n.end = NUR_C0 + f->sf_nchunk_end + 0x1000;
		nur_refused(f, &n, "positions are not in its chunks",
		    "currentEnd_ past its chunk is refused");
		nur_default(f, &n);
		n.vec[1] = NUR_TEN;
		nur_refused(f, &n, "chunk 1",
		    "a tenured chunk in chunks_ is refused");
		nur_default(f, &n);
		n.vec[0] = NUR_C0 + 8;
		nur_refused(f, &n, "chunk 0",
		    "an odd chunk pointer is refused");
		nur_default(f, &n);
		n.chunks = NUR_NU;		/* chunks_ names the Nursery */
		nur_refused(f, &n, "is not a nursery chunk",
		    "a chunks_ that points back at the Nursery is refused");
		nur_default(f, &n);
		n.chunks = 0x9000;		/* not in the core */
		nur_refused(f, &n, "is not a nursery chunk",
		    "a chunks_ outside the core is refused");
		/* capacity 0 beside a position: damaged, not disabled */
		nur_default(f, &n);
		n.cap = 0;
		nur_refused(f, &n, "capacity_ 0 (disabled) but position_",
		    "capacity 0 with a position and an end is refused");
		/* capacity 0: disabled, nothing allocated (Nursery::isEnabled);
		   disable() zeroes position_ and currentEnd_ */
		nur_default(f, &n);
		n.cap = 0;
		n.pos = n.end = 0;
		n.nch = 1ULL << 40;
		nur_lay(f, &n);
		CHECK(sm_nursery_read(&sn, why, sizeof (why)) == 0 &&
		    sn.sn_disabled && sn.sn_used == 0,
		    "capacity 0: a disabled Nursery holds nothing");
		/* the StoreBuffer itself not in the core */
		nur_default(f, &n);
		nur_lay(f, &n);
		nur_chunks[0].sc_storebuf = NUR_SB + 0x100000;
		nur_chunks[1].sc_storebuf = NUR_SB + 0x100000;
		CHECK(sm_nursery_read(&sn, why, sizeof (why)) == -1 &&
		    strstr(why, "StoreBuffer") != NULL,
		    "a StoreBuffer outside the core is said");
	}
	memset(&sm, 0, sizeof (sm));
}

/*
 * A compressed ScriptSource as ESR 78 and 102 keep it (vm/Compression.cpp
 * Compressor: raw deflate, a full flush at each CHUNK_SIZE of input, the
 * CompressedDataHeader {uint32 compressedBytes} first, the chunk-end
 * offsets after the 4-byte-aligned compressed bytes), made here with zlib.
 */
#define	ZS_SS		0x10000ULL
#define	ZS_BOX		0x11000ULL
#define	ZS_RAW		0x20000ULL

static unsigned char zs_raw[FAKE_REGION];
static size_t zs_rawlen, zs_zbytes, zs_nchunks;
static char *zs_text;
static size_t zs_nbytes;

static int
zs_compress(const sm_facts_t *f, size_t nbytes)
{
	z_stream z;
	size_t c, csz = f->sf_z_chunk, o;
	uint32_t hdr, ends[16];
	size_t i;

	free(zs_text);
	zs_text = malloc(nbytes + 1);
	for (i = 0; i < nbytes; i++)	/* lines that compress well */
		zs_text[i] = i % 40 == 39 ? '\n' : "var x = 1; // hostile "[i % 22];
	zs_nbytes = nbytes;
	memset(&z, 0, sizeof (z));
	if (deflateInit2(&z, 9, Z_DEFLATED, f->sf_z_wbits, 8,
	    Z_DEFAULT_STRATEGY) != Z_OK)
		return (-1);
	zs_nchunks = (nbytes - 1) / csz + 1;
	o = f->sf_z_header;
	for (c = 0; c < zs_nchunks; c++) {
		size_t n = nbytes - c * csz < csz ? nbytes - c * csz : csz;

		z.next_in = (unsigned char *)zs_text + c * csz;
		z.avail_in = (uInt)n;
		z.next_out = zs_raw + o;
		z.avail_out = (uInt)(sizeof (zs_raw) - o - 64);
		if (deflate(&z, c == zs_nchunks - 1 ? Z_FINISH : Z_FULL_FLUSH) ==
		    Z_STREAM_ERROR || z.avail_in != 0)
			return (-1);
		o = sizeof (zs_raw) - 64 - z.avail_out;
		ends[c] = (uint32_t)o;
	}
	(void) deflateEnd(&z);
	zs_zbytes = o;
	hdr = (uint32_t)o;
	memcpy(zs_raw, &hdr, 4);
	o = (o + 3) & ~(size_t)3;
	memcpy(zs_raw + o, ends, zs_nchunks * 4);
	zs_rawlen = o + zs_nchunks * 4;
	return (0);
}

/* Lays out the ScriptSource: tag (Compressed<Utf8Unit>), box, ulen. */
static void
zs_lay(const sm_facts_t *f, uint64_t ulen, uint64_t boxlen, size_t rawkept)
{
	unsigned char ss[0x40], box[16];
	uint64_t chars = ZS_RAW;
	uint_t tag;

	fake_reset();
	memset(ss, 0, sizeof (ss));
	for (tag = 0; tag < f->sf_ss_ntags; tag++)
		if (f->sf_ss_tags[tag] == SM_SRC_ZUTF8)
			break;
	ss[f->sf_ss_tag] = (unsigned char)tag;
	memcpy(ss + f->sf_ss_box, &(uint64_t){ ZS_BOX }, 8);
	memcpy(ss + f->sf_ss_ulen, &ulen, 8);
	fake_add(ZS_SS, ss, sizeof (ss));
	memcpy(box + f->sf_box_chars, &chars, 8);
	memcpy(box + f->sf_box_length, &boxlen, 8);
	fake_add(ZS_BOX, box, sizeof (box));
	fake_add(ZS_RAW, zs_raw, rawkept);
}

static void
zs_refused(const sm_facts_t *f, uint32_t e0, uint32_t e1,
    const char *needle, const char *what)
{
	sm_srcwin_t w;
	char why[256] = "";
	int rv;

	rv = sm_source_units(ZS_SS, e0, e1, &w, why, sizeof (why));
	CHECK(rv == -1 && strstr(why, needle) != NULL && w.sw_units == NULL,
	    what);
	if (rv != -1 || strstr(why, needle) == NULL)
		printf("    ESR %s: %s: rv %d, why \"%s\"\n", f->sf_line, what,
		    rv, why);
}

static void
test_decompress_hostile(void)
{
	const sm_facts_t *tabs[] = { &sm_facts_78, &sm_facts_102 };
	uint_t t;

	for (t = 0; t < 2; t++) {
		const sm_facts_t *f = tabs[t];
		size_t nb = 2 * f->sf_z_chunk + 5000, a, ul;
		sm_srcwin_t w;
		char why[256];
		uint32_t v, *tab;

		sm.ss_facts = f;
		CHECK(zs_compress(f, nb) == 0 && zs_rawlen <= FAKE_REGION &&
		    zs_nchunks == 3, "a source of three chunks compressed");
		ul = zs_nbytes;
		zs_lay(f, ul, zs_rawlen, zs_rawlen);
		CHECK(sm_source_units(ZS_SS, 100, 200, &w, why,
		    sizeof (why)) == 0 && w.sw_base == 0 &&
		    w.sw_n == 2 * f->sf_z_chunk && w.sw_usize == 1 &&
		    memcmp(w.sw_units, zs_text, w.sw_n) == 0,
		    "the first chunk and the next: the text");
		CHECK(sm_source_units(ZS_SS, (uint32_t)ul - 10, (uint32_t)ul,
		    &w, why, sizeof (why)) == 0 && w.sw_base == f->sf_z_chunk &&
		    w.sw_n == ul - f->sf_z_chunk &&
		    memcmp(w.sw_units, zs_text + f->sf_z_chunk, w.sw_n) == 0,
		    "the last chunk and the one before: the text");

		/* the function's range */
		zs_refused(f, 10, (uint32_t)ul + 1, "is not in its source",
		    "a function past the source's end is refused");
		zs_refused(f, 300, 300, "is not in its source",
		    "a function of no units is refused");
		zs_refused(f, 0xfffffff0u, 0xffffffffu, "is not in its source",
		    "a function at 4 GB is refused");
		/* lengths */
		zs_lay(f, 0, zs_rawlen, zs_rawlen);
		zs_refused(f, 0, 1, "not believed", "uncompressedLength 0");
		zs_lay(f, 1ULL << 40, zs_rawlen, zs_rawlen);
		zs_refused(f, 0, 1, "not believed",
		    "uncompressedLength 2^40 is refused");
		zs_lay(f, ul, 1ULL << 40, zs_rawlen);
		zs_refused(f, 0, 1, "not believed",
		    "a compressed length of 2^40 is refused");
		zs_lay(f, ul, zs_rawlen - 4, zs_rawlen);
		zs_refused(f, 0, 1, "not decodable",
		    "a chunk-offset table one entry short is refused");
		zs_lay(f, ul, zs_rawlen, zs_rawlen - 4);
		zs_refused(f, (uint32_t)ul - 2, (uint32_t)ul, "not in the core",
		    "a table cut by the core's end is said");
		zs_lay(f, ul - f->sf_z_chunk, zs_rawlen, zs_rawlen);
		zs_refused(f, 0, 1, "not decodable",
		    "a source one chunk shorter than its table is refused");
		/* a chunk that inflates to more, or fewer, bytes than its size */
		zs_lay(f, ul - 7, zs_rawlen, zs_rawlen);
		zs_refused(f, (uint32_t)ul - 20, (uint32_t)ul - 7,
		    "does not inflate",
		    "a last chunk that inflates to more than its size");
		zs_lay(f, ul + 7, zs_rawlen, zs_rawlen);
		zs_refused(f, (uint32_t)ul - 20, (uint32_t)ul, "does not inflate",
		    "a last chunk that inflates to fewer bytes than its size");
		/* the header and the table */
		a = (zs_zbytes + 3) & ~(size_t)3;
		tab = (uint32_t *)(void *)(zs_raw + a);
		memcpy(&v, zs_raw, 4);
		memcpy(zs_raw, &(uint32_t){ 0 }, 4);
		zs_lay(f, ul, zs_rawlen, zs_rawlen);
		zs_refused(f, 0, 1, "not decodable", "compressedBytes 0");
		memcpy(zs_raw, &(uint32_t){ 0xffffffffu }, 4);
		zs_lay(f, ul, zs_rawlen, zs_rawlen);
		zs_refused(f, 0, 1, "not decodable",
		    "compressedBytes 2^32 - 1 is refused");
		memcpy(zs_raw, &v, 4);
		v = tab[0];
		tab[0] = tab[1] + 16;		/* out of order */
		zs_lay(f, ul, zs_rawlen, zs_rawlen);
		zs_refused(f, (uint32_t)f->sf_z_chunk + 1,
		    (uint32_t)f->sf_z_chunk + 9, "not decodable",
		    "chunk ends out of order are refused");
		tab[0] = v;
		v = tab[2];
		tab[2] = (uint32_t)zs_zbytes + 100;	/* past the data */
		zs_lay(f, ul, zs_rawlen, zs_rawlen);
		zs_refused(f, (uint32_t)ul - 2, (uint32_t)ul, "not decodable",
		    "a chunk end past the compressed bytes is refused");
		tab[2] = v;
		v = tab[0];
		tab[0] = (uint32_t)f->sf_z_header;	/* an empty chunk */
		zs_lay(f, ul, zs_rawlen, zs_rawlen);
		zs_refused(f, 0, 1, "not decodable",
		    "an empty chunk is refused");
		tab[0] = v;
		/* garbage deflate data in the middle chunk */
		memset(zs_raw + tab[0], 0xff, tab[1] - tab[0]);
		zs_lay(f, ul, zs_rawlen, zs_rawlen);
		zs_refused(f, (uint32_t)f->sf_z_chunk + 1,
		    (uint32_t)f->sf_z_chunk + 9, "does not inflate",
		    "garbage deflate data is refused");
		/* a chunk that stops early: its stream cut in half */
		CHECK(zs_compress(f, nb) == 0, "compressed again");
		tab = (uint32_t *)(void *)(zs_raw + ((zs_zbytes + 3) & ~3));
		tab[0] = f->sf_z_header + (tab[0] - f->sf_z_header) / 2;
		zs_lay(f, ul, zs_rawlen, zs_rawlen);
		zs_refused(f, 0, 1, "does not inflate",
		    "a chunk cut short is refused, not given in part");
	}
	free(zs_text);
	zs_text = NULL;
	fake_reset();
	memset(&sm, 0, sizeof (sm));
}

int
main(void)
{
	test_values();
	test_strings();
	test_arenas();
	test_tables();
	test_kinds_pure();
	test_kinds_memory();
	test_facts_headers();
	test_jit_frames();
	test_compact_buffer();
	test_retaddr();
	test_wasm_tables();
	test_ion_snapshots();
	test_ion_operands();
	test_ion_inlcall();
	test_ion_inlined_calls();
	test_ion_recovers();
	test_ion_recover_run();
	test_nursery_hostile();
	test_decompress_hostile();
	printf("%d passed, %d failed\n", passed, failed);
	return (failed != 0);
}
