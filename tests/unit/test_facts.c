/*
 * test_facts.c: the V8 fact tables (v8/facts.c, v8/facts_types.c) are
 * consistent: every fact has a source and a range that is not empty; two
 * facts of one name never both hold for a release (one would silently
 * shadow the other); instance-type lists do not overlap and name no
 * number or type twice; a size rule names a known rule; the checked
 * releases have their types.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static void
check_facts(void)
{
	const v8_fact_t *f, *g;
	char buf[512];
	int overlaps = 0, bad = 0;

	for (f = v8_facts; f->vf_name != NULL; f++) {
		if (f->vf_src == NULL || f->vf_src[0] == '\0' ||
		    f->vf_since > f->vf_through || f->vf_since == 0 ||
		    (f->vf_how != V8F_DFLT && f->vf_how != V8F_FIX)) {
			(void) snprintf(buf, sizeof (buf), "fact %s: no source, "
			    "an empty range or no V8F_ kind", f->vf_name);
			CHECK(0, buf);
			bad++;
		}
		if (strncmp(f->vf_name, "size_rule__", 11) == 0 &&
		    (f->vf_value <= V8_SZ_NONE || f->vf_value > V8_SZ_CAP40)) {
			(void) snprintf(buf, sizeof (buf), "%s: rule %ld is not "
			    "a V8_SZ_ rule", f->vf_name, (long)f->vf_value);
			CHECK(0, buf);
			bad++;
		}
		for (g = f + 1; g->vf_name != NULL; g++) {
			if (strcmp(f->vf_name, g->vf_name) != 0)
				continue;
			if (f->vf_since <= g->vf_through &&
			    g->vf_since <= f->vf_through) {
				(void) snprintf(buf, sizeof (buf), "fact %s: two "
				    "entries hold for one release", f->vf_name);
				CHECK(0, buf);
				overlaps++;
			}
		}
	}
	CHECK(bad == 0, "every fact has a source, a range and a kind");
	CHECK(overlaps == 0, "no two facts of one name overlap");
}

static void
check_types(void)
{
	const v8_typetab_t *t, *u;
	const v8_typename_t *a, *b;
	char buf[512];
	int n = 0;

	for (t = v8_typetabs; t->vtt_types != NULL; t++) {
		n++;
		CHECK(t->vtt_src != NULL && t->vtt_since <= t->vtt_through,
		    "a type list has a source and a range");
		for (u = t + 1; u->vtt_types != NULL; u++) {
			if (t->vtt_since <= u->vtt_through &&
			    u->vtt_since <= t->vtt_through) {
				(void) snprintf(buf, sizeof (buf), "type lists "
				    "of %s and %s overlap", t->vtt_src,
				    u->vtt_src);
				CHECK(0, buf);
			}
		}
		for (a = t->vtt_types; a->vtn_name != NULL; a++) {
			for (b = a + 1; b->vtn_name != NULL; b++) {
				if (a->vtn_type == b->vtn_type ||
				    strcmp(a->vtn_name, b->vtn_name) == 0) {
					(void) snprintf(buf, sizeof (buf),
					    "%s: %s (%d) and %s (%d)",
					    t->vtt_src, a->vtn_name,
					    a->vtn_type, b->vtn_name,
					    b->vtn_type);
					CHECK(0, buf);
				}
			}
		}
	}
	CHECK(n > 0, "there are instance-type lists");
}

/* Every checked release from V8 6.2 on has its generated type list. */
static void
check_releases(void)
{
	const v8_release_t *r;
	const v8_typetab_t *t;
	char buf[256];

	for (r = v8_releases; r->vr_node != NULL; r++) {
		int found = 0;

		if (r->vr_v8 < V8_VER(6, 2, 0))
			continue;
		for (t = v8_typetabs; t->vtt_types != NULL; t++) {
			if (r->vr_v8 >= t->vtt_since &&
			    r->vr_v8 <= t->vtt_through)
				found = 1;
		}
		(void) snprintf(buf, sizeof (buf), "%s: no instance-type list",
		    r->vr_node);
		CHECK(found, buf);
	}
}

/*
 * The per-architecture frame facts (facts_arch.c): a source each, one
 * row per architecture, and CommonFrameConstants' shape: the caller's pc
 * one pointer above its fp, its sp one above that.
 */
static void
check_archs(void)
{
	const v8_archfacts_t *a, *b;
	char buf[256];
	int n = 0;

	for (a = v8_archfacts; a->va_arch != NULL; a++, n++) {
		(void) snprintf(buf, sizeof (buf), "arch %s: a source, a "
		    "pointer size of 4 or 8, fp and V8's name", a->va_arch);
		CHECK(a->va_src != NULL && a->va_src[0] != '\0' &&
		    (a->va_ptrsize == 4 || a->va_ptrsize == 8) &&
		    a->va_fp != NULL && a->va_v8arch != NULL, buf);
		(void) snprintf(buf, sizeof (buf), "arch %s: caller fp, pc, "
		    "sp not one pointer apart", a->va_arch);
		CHECK(a->va_caller_pc == a->va_caller_fp + a->va_ptrsize &&
		    a->va_caller_sp == a->va_caller_pc + a->va_ptrsize, buf);
		for (b = a + 1; b->va_arch != NULL; b++) {
			(void) snprintf(buf, sizeof (buf), "arch %s twice",
			    a->va_arch);
			CHECK(strcmp(a->va_arch, b->va_arch) != 0, buf);
		}
		CHECK(v8_archfacts_for(a->va_arch) == a,
		    "v8_archfacts_for finds each row");
	}
	CHECK(n >= 3, "x86-64, aarch64 and i386 rows");
	CHECK(v8_archfacts_for("sparc") == NULL && v8_archfacts_for(NULL) ==
	    NULL, "an unknown architecture has no row");
}

int
main(void)
{
	check_facts();
	check_types();
	check_releases();
	check_archs();
	printf("%d passed, %d failed\n", passed, failed);
	return (failed != 0);
}
