/*
 * cfgfill.c: v8_cfg, the values the module uses all the time, resolved
 * once from the binary's metadata and the facts in force (v8cfg.c), and
 * range-checked.  Every fact asked for here is one of:
 *
 *   need  the dcmds that use it cannot be right without it: if neither
 *         the metadata nor the facts give it, it is recorded as missing
 *         under what it is needed for (V8_NEED_*), and v8_dcmd_start()
 *         makes those dcmds say so and refuse;
 *   opt   the code does without it (the feature is absent from some
 *         releases, or there is another way): -1 when unknown.
 *
 * No value is assumed here: a default is a fact, and facts live in
 * facts.c with the releases they were checked on.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"
#include "facts.h"

#define	CFG_MAXMISSING	256

typedef struct cfg_missing {
	const char *cm_name;		/* fact name (static or strdup'ed) */
	uint_t cm_need;			/* V8_NEED_* it is needed for */
	int cm_owned;
} cfg_missing_t;

static cfg_missing_t cfg_missing[CFG_MAXMISSING];
static size_t cfg_nmissing;
static uint_t cfg_missing_needs;	/* union of cm_need */

static void
missing(uint_t need, const char *name)
{
	size_t i;

	cfg_missing_needs |= need;
	for (i = 0; i < cfg_nmissing; i++) {
		if (strcmp(cfg_missing[i].cm_name, name) == 0) {
			cfg_missing[i].cm_need |= need;
			return;
		}
	}
	if (cfg_nmissing == CFG_MAXMISSING)
		return;
	cfg_missing[cfg_nmissing].cm_name = strdup(name);
	cfg_missing[cfg_nmissing].cm_owned = 1;
	cfg_missing[cfg_nmissing].cm_need = need;
	if (cfg_missing[cfg_nmissing].cm_name != NULL)
		cfg_nmissing++;
}

static void
missing_reset(void)
{
	size_t i;

	for (i = 0; i < cfg_nmissing; i++) {
		if (cfg_missing[i].cm_owned)
			free((char *)cfg_missing[i].cm_name);
	}
	cfg_nmissing = 0;
	cfg_missing_needs = 0;
}

uint_t
v8_cfg_missing_needs(void)
{
	return (cfg_missing_needs);
}

int
v8_cfg_missing_iter(uint_t need, int (*cb)(const char *, uint_t, void *),
    void *arg)
{
	size_t i;
	int rv;

	for (i = 0; i < cfg_nmissing; i++) {
		if ((cfg_missing[i].cm_need & need) == 0)
			continue;
		if ((rv = cb(cfg_missing[i].cm_name, cfg_missing[i].cm_need,
		    arg)) != 0)
			return (rv);
	}
	return (0);
}

/* Record a fact needed elsewhere (heapscan, frames) as missing. */
void
v8_cfg_missing(uint_t need, const char *name)
{
	missing(need, name);
}

static int
need_const(uint_t need, const char *name)
{
	intptr_t v;

	if (v8_const(name, &v) == 0)
		return ((int)v);
	missing(need, name);
	return (-1);
}

static int
opt_const(const char *name)
{
	intptr_t v;

	return (v8_const(name, &v) == 0 ? (int)v : -1);
}

static ssize_t
need_off(uint_t need, const char *klass, const char *field)
{
	ssize_t off;
	char name[256];

	if (v8_class_offset(klass, field, &off) == 0)
		return (off);
	(void) snprintf(name, sizeof (name), "class_%s__%s", klass, field);
	missing(need, name);
	return (-1);
}

/* The first of several names a field went by. */
static ssize_t
need_off2(uint_t need, const char *klass, const char *f1, const char *f2)
{
	ssize_t off;

	if (v8_class_offset(klass, f1, &off) == 0 ||
	    v8_class_offset(klass, f2, &off) == 0)
		return (off);
	return (need_off(need, klass, f1));
}

static ssize_t
opt_off(const char *klass, const char *field)
{
	ssize_t off;

	return (v8_class_offset(klass, field, &off) == 0 ? off : -1);
}

static int
need_type(uint_t need, const char *name)
{
	int t = v8_type_byname(name);
	char fact[128];
	intptr_t v;

	/*
	 * A release without such objects at all (V8 3.x has no Promise,
	 * bound function or PropertyArray types) says so with a fact
	 * "absent_type__NAME": the type is -1 and nothing is missing.
	 */
	(void) snprintf(fact, sizeof (fact), "absent_type__%s", name);
	if (t == -1 && v8_const(fact, &v) == 0 && v == 1)
		return (-1);
	if (t == -1) {
		(void) snprintf(fact, sizeof (fact), "type %s", name);
		missing(need, fact);
	}
	return (t);
}

static int
opt_type(const char *name)
{
	return (v8_type_byname(name));
}

/* A yes/no fact: 1 or 0; missing (and 0) when unknown. */
static int
need_flag(uint_t need, const char *name)
{
	intptr_t v;

	if (v8_const(name, &v) == 0)
		return (v != 0);
	missing(need, name);
	return (0);
}

/* ---- the heap page layout and the size rules ---- */

static void
fill_heap(v8_cfg_t *c)
{
	v8_pagecfg_t *pc = &c->vc_page;
	size_t i;
	intptr_t v;
	int t;

	pc->pc_page_size = need_const(V8_NEED_HEAP, "heap_page_size");
	pc->pc_flags = need_const(V8_NEED_HEAP, "page_flags");
	/* a header apart from the chunk (V8 13), or in it */
	pc->pc_metadata = opt_const("page_metadata");
	pc->pc_md_size = need_const(V8_NEED_HEAP, "page_md_size");
	pc->pc_md_heap = need_const(V8_NEED_HEAP, "page_md_heap");
	pc->pc_md_area_start = need_const(V8_NEED_HEAP, "page_md_area_start");
	pc->pc_md_area_end = need_const(V8_NEED_HEAP, "page_md_area_end");
	pc->pc_md_owner = need_const(V8_NEED_HEAP, "page_md_owner");
	/* the owner pointer's tag, where a fact says there is one */
	if ((pc->pc_md_owner_tag = opt_const("page_md_owner_tag")) < 0)
		pc->pc_md_owner_tag = 0;
	pc->pc_space_heap = need_const(V8_NEED_HEAP, "space_heap");
	pc->pc_md_prev = need_const(V8_NEED_HEAP, "page_md_prev");
	pc->pc_md_chunk = pc->pc_metadata >= 0 ?
	    need_const(V8_NEED_HEAP, "page_md_chunk") : -1;
	/*
	 * V8 3.14 has no sweeping state: a page the last full GC swept has
	 * the flag WAS_SWEPT_PRECISELY or WAS_SWEPT_CONSERVATIVELY, a page
	 * its lazy sweeper has not reached neither.
	 */
	pc->pc_sweep_by_flags = opt_const("page_sweep_by_flags") == 1;
	if (pc->pc_sweep_by_flags) {
		pc->pc_md_sweeping = pc->pc_flags;
		pc->pc_sweeping_max = 1;
		pc->pc_flag_swept_precisely = (uintptr_t)need_const(
		    V8_NEED_HEAP, "page_flag_swept_precisely");
		pc->pc_flag_swept_conservatively = (uintptr_t)need_const(
		    V8_NEED_HEAP, "page_flag_swept_conservatively");
	} else {
		pc->pc_md_sweeping = need_const(V8_NEED_HEAP,
		    "page_md_sweeping");
		pc->pc_sweeping_max = need_const(V8_NEED_HEAP,
		    "page_sweeping_max");
	}
	pc->pc_md_markbits = need_const(V8_NEED_HEAP, "page_md_markbits");
	/* a non-zero state that still means swept (V8 3.28's FINALIZE: a
	 * sweeper thread swept the page, the main thread has yet to take
	 * its free list), -1: none */
	pc->pc_sweeping_swept = opt_const("page_sweeping_swept_state");
	/* the bitmap apart from the header, pointed to (V8 8.4): 0 if no
	 * fact says so */
	pc->pc_markbits_indirect = opt_const("page_markbits_indirect") == 1;
	/*
	 * Where the allocation areas are, when a fact says (V8 8.4: in the
	 * space objects); else heapscan.c looks for them near the Heap.
	 */
	pc->pc_space_lab_top = opt_const("space_lab_top");
	if (v8_const("newspace_lab_top_from_tospace", &v) == 0)
		pc->pc_newspace_lab_top = (int)v;
	else
		pc->pc_newspace_lab_top = -1;
	/*
	 * Where other threads' allocation areas are recognised (their
	 * LocalHeaps' allocators, outside the heap): offsets from the
	 * (start, top, limit) triple, all four facts or none.
	 */
	pc->pc_llab_known = v8_const("local_lab_heap", &v) == 0;
	pc->pc_llab_heap = pc->pc_llab_known ? (int)v : 0;
	pc->pc_llab_known &= v8_const("local_lab_space", &v) == 0;
	pc->pc_llab_space = pc->pc_llab_known ? (int)v : 0;
	pc->pc_llab_known &= v8_const("local_lab_self", &v) == 0;
	pc->pc_llab_self = pc->pc_llab_known ? (int)v : 0;
	pc->pc_llab_known &= v8_const("local_lab_localheap", &v) == 0;
	pc->pc_llab_local = pc->pc_llab_known ? (int)v : 0;
	pc->pc_llab_known &= v8_const("local_lab_top", &v) == 0;
	pc->pc_llab_top = pc->pc_llab_known ? (int)v : 0;
	pc->pc_llab_known &= v8_const("local_lab_limit", &v) == 0;
	pc->pc_llab_limit = pc->pc_llab_known ? (int)v : 0;
	/*
	 * ... and an allocator counts only if its LocalHeap is live: on
	 * the Heap's list of LocalHeaps, holding that allocator.
	 */
	pc->pc_llab_known &= v8_const("heap_safepoint", &v) == 0;
	pc->pc_heap_safepoint = pc->pc_llab_known ? (int)v : 0;
	pc->pc_llab_known &= v8_const("safepoint_local_heaps_head", &v) == 0;
	pc->pc_sp_lh_head = pc->pc_llab_known ? (int)v : 0;
	pc->pc_llab_known &= v8_const("localheap_prev", &v) == 0;
	pc->pc_lh_prev = pc->pc_llab_known ? (int)v : 0;
	pc->pc_llab_known &= v8_const("localheap_next", &v) == 0;
	pc->pc_lh_next = pc->pc_llab_known ? (int)v : 0;
	pc->pc_llab_known &= v8_const("localheap_allocators", &v) == 0;
	pc->pc_lh_alloc = pc->pc_llab_known ? (int)v : 0;
	pc->pc_llab_known &= v8_const("localheap_allocator_step", &v) == 0;
	pc->pc_lh_alloc_step = pc->pc_llab_known ? (int)v : 0;
	pc->pc_llab_known &= v8_const("localheap_allocator_count", &v) == 0;
	pc->pc_lh_alloc_n = pc->pc_llab_known ? (int)v : 0;
	pc->pc_llab_known &= v8_const("localheap_allocators_inline",
	    &v) == 0;
	pc->pc_lh_alloc_inline = pc->pc_llab_known ? (int)v : 0;
	pc->pc_llab_known &= pc->pc_llab_local != 0;
	/*
	 * V8 3.14's live handles: the handle blocks of the isolate's
	 * HandleScopeImplementer, the last up to its handle_scope_data_'s
	 * next (heapscan.c hs_lv_handles); all these facts or none.
	 */
	pc->pc_hs_known = 1;
	{
		static const struct { const char *n; size_t off; } hf[] = {
			{ "isolate_heap_offset",
			    offsetof(v8_pagecfg_t, pc_iso_heap) },
			{ "isolate_handle_scope_next",
			    offsetof(v8_pagecfg_t, pc_iso_hs_next) },
			{ "isolate_handle_scope_limit",
			    offsetof(v8_pagecfg_t, pc_iso_hs_limit) },
			{ "isolate_handle_scope_implementer",
			    offsetof(v8_pagecfg_t, pc_iso_hsi) },
			{ "hsi_isolate",
			    offsetof(v8_pagecfg_t, pc_hsi_isolate) },
			{ "hsi_blocks_data",
			    offsetof(v8_pagecfg_t, pc_hsi_blocks) },
			{ "hsi_blocks_capacity",
			    offsetof(v8_pagecfg_t, pc_hsi_blocks_cap) },
			{ "hsi_blocks_length",
			    offsetof(v8_pagecfg_t, pc_hsi_blocks_len) },
			{ "hsi_spare", offsetof(v8_pagecfg_t, pc_hsi_spare) },
			{ "hsi_last_before_deferred",
			    offsetof(v8_pagecfg_t, pc_hsi_deferred) },
			{ "handle_block_words",
			    offsetof(v8_pagecfg_t, pc_handle_block_words) },
		};
		size_t k;

		for (k = 0; k < sizeof (hf) / sizeof (hf[0]); k++) {
			int *fp = (int *)((char *)pc + hf[k].off);

			if (v8_const(hf[k].n, &v) != 0 || v < 0) {
				pc->pc_hs_known = 0;
				v = -1;
			}
			*fp = (int)v;
		}
		if (pc->pc_handle_block_words <= 0)
			pc->pc_hs_known = 0;
	}
	pc->pc_flag_from = (uintptr_t)need_const(V8_NEED_HEAP,
	    "page_flag_from_page");
	pc->pc_flag_to = (uintptr_t)need_const(V8_NEED_HEAP,
	    "page_flag_to_page");
	pc->pc_flag_large = (uintptr_t)need_const(V8_NEED_HEAP,
	    "page_flag_large_page");
	/*
	 * No LARGE_PAGE flag (0: V8 6): a large page is told by its owner
	 * space's id.
	 */
	pc->pc_space_id = pc->pc_flag_large == 0 ?
	    need_const(V8_NEED_HEAP, "space_id") : -1;
	pc->pc_space_id_lo = pc->pc_flag_large == 0 ?
	    need_const(V8_NEED_HEAP, "space_id_large_object") : -1;
	pc->pc_flag_exec = (uintptr_t)need_const(V8_NEED_HEAP,
	    "page_flag_executable");
	/*
	 * A page released by the last GC and waiting for the unmapper:
	 * flagged (to V8 13), or (V8 14: "page_released_by_list") out of
	 * its space's page list.
	 */
	if (opt_const("page_released_by_list") == 1) {
		pc->pc_flag_released = 0;
		pc->pc_space_first = need_const(V8_NEED_HEAP,
		    "space_first_page");
		pc->pc_md_next = need_const(V8_NEED_HEAP, "page_md_next");
	} else {
		pc->pc_flag_released = (uintptr_t)need_const(V8_NEED_HEAP,
		    "page_flag_released");
		pc->pc_space_first = pc->pc_md_next = -1;
	}
	/* -1 without a fact: heapscan.c measures it on the core */
	pc->pc_freespace_words = opt_const("freespace_size_in_words");
	/* (V8 3.x has neither FeedbackVector nor FeedbackMetadata objects) */
	pc->pc_fv_header = pc->pc_fv_length = pc->pc_fm_closure_bytes = -1;
	if (opt_type("FEEDBACK_VECTOR_TYPE") != -1) {
		pc->pc_fv_header = need_const(V8_NEED_HEAP,
		    "feedbackvector_header_size");
		pc->pc_fv_length = need_const(V8_NEED_HEAP,
		    "feedbackvector_length_offset");
	}
	if (opt_type("FEEDBACK_METADATA_TYPE") != -1)
		pc->pc_fm_closure_bytes = need_const(V8_NEED_HEAP,
		    "feedbackmetadata_closure_slot_bytes");
	pc->pc_t_freespace = need_type(V8_NEED_HEAP, "FREE_SPACE_TYPE");
	pc->pc_t_filler = need_type(V8_NEED_HEAP, "FILLER_TYPE");

	/* size rules by instance type, from "size_rule__NAME_TYPE" facts */
	memset(c->vc_sizerule, V8_SZ_NONE, sizeof (c->vc_sizerule));
	for (i = 0; ; i++) {
		const char *name;
		intptr_t rule;

		if ((name = v8_fact_name(i)) == NULL)
			break;
		if (strncmp(name, "size_rule__", 11) != 0 ||
		    v8_const(name, &rule) != 0)
			continue;
		/* a rule for a type this release lacks is not used */
		if ((t = v8_type_byname(name + 11)) < 0 ||
		    t >= V8_MAXTYPE || rule < 0 || rule > V8_SZ_CAP40)
			continue;
		c->vc_sizerule[t] = (uint8_t)rule;
	}
}

/* ---- v8_cfg ---- */

void
v8_cfg_fill(void)
{
	v8_cfg_t *c = &v8_cfg;
	int t;
	intptr_t v;

	missing_reset();
	v8_cfg_merge_types();

	/* ---- tagged values ---- */
	c->vc_ptrsize = need_const(V8_NEED_VALUES, "SystemPointerSize");
	c->vc_tagged_size = need_const(V8_NEED_VALUES, "TaggedSize");
	c->vc_heapobject_tag = need_const(V8_NEED_VALUES, "HeapObjectTag");
	c->vc_heapobject_tagmask = need_const(V8_NEED_VALUES,
	    "HeapObjectTagMask");
	c->vc_weak_tag = need_const(V8_NEED_VALUES, "WeakHeapObjectTag");
	c->vc_smi_tag = need_const(V8_NEED_VALUES, "SmiTag");
	c->vc_smi_tagmask = need_const(V8_NEED_VALUES, "SmiTagMask");
	/* SmiShiftSize excludes the tag bit: 31 + 1 on 64-bit */
	c->vc_smi_shift = need_const(V8_NEED_VALUES, "SmiShiftSize") +
	    need_const(V8_NEED_VALUES, "SmiTagSize");

	/* ---- strings ---- */
	c->vc_isnotstring_mask = (uint_t)need_const(V8_NEED_VALUES,
	    "IsNotStringMask");
	c->vc_string_tag = need_const(V8_NEED_VALUES, "StringTag");
	c->vc_str_encoding_mask = need_const(V8_NEED_VALUES,
	    "StringEncodingMask");
	c->vc_str_onebyte_tag = need_const(V8_NEED_VALUES, "OneByteStringTag");
	c->vc_str_twobyte_tag = need_const(V8_NEED_VALUES, "TwoByteStringTag");
	c->vc_str_rep_mask = need_const(V8_NEED_VALUES,
	    "StringRepresentationMask");
	c->vc_str_seq_tag = need_const(V8_NEED_VALUES, "SeqStringTag");
	c->vc_str_cons_tag = need_const(V8_NEED_VALUES, "ConsStringTag");
	c->vc_str_external_tag = need_const(V8_NEED_VALUES,
	    "ExternalStringTag");
	c->vc_str_sliced_tag = need_const(V8_NEED_VALUES, "SlicedStringTag");
	c->vc_str_thin_tag = need_const(V8_NEED_VALUES, "ThinStringTag");
	c->vc_str_uncached_mask = need_const(V8_NEED_VALUES,
	    "UncachedExternalStringMask");
	c->vc_str_notinternalized_mask = need_const(V8_NEED_VALUES,
	    "IsNotInternalizedMask");
	c->vc_str_internalized_bit_set =
	    opt_const("string_internalized_bit_set") == 1;
	c->vc_first_nonstring_type = need_const(V8_NEED_VALUES,
	    "FirstNonstringType");

	/* ---- oddballs (the hole has its own type from V8 12) ---- */
	c->vc_oddball_false = need_const(V8_NEED_VALUES, "OddballFalse");
	c->vc_oddball_true = need_const(V8_NEED_VALUES, "OddballTrue");
	c->vc_oddball_thehole = opt_const("OddballTheHole");
	c->vc_oddball_null = need_const(V8_NEED_VALUES, "OddballNull");
	c->vc_oddball_undefined = need_const(V8_NEED_VALUES,
	    "OddballUndefined");
	c->vc_oddball_uninitialized = opt_const("OddballUninitialized");
	c->vc_oddball_other = opt_const("OddballOther");
	c->vc_oddball_exception = opt_const("OddballException");

	/* ---- maps, properties, elements ---- */
	c->vc_elements_kind_mask = need_const(V8_NEED_PROPS,
	    "bit_field2_elements_kind_mask");
	c->vc_elements_kind_shift = need_const(V8_NEED_PROPS,
	    "bit_field2_elements_kind_shift");
	if ((t = opt_const("bit_field3_is_dictionary_map_shift")) == -1)
		t = need_const(V8_NEED_PROPS,
		    "bit_field3_dictionary_map_shift");
	c->vc_dictionary_map_shift = (uint_t)t;
	c->vc_nown_descriptors_mask = need_const(V8_NEED_PROPS,
	    "bit_field3_number_of_own_descriptors_mask");
	c->vc_nown_descriptors_shift = need_const(V8_NEED_PROPS,
	    "bit_field3_number_of_own_descriptors_shift");
	c->vc_elements_fast = need_const(V8_NEED_PROPS,
	    "elements_fast_elements");
	c->vc_elements_fast_holey = need_const(V8_NEED_PROPS,
	    "elements_fast_holey_elements");
	c->vc_elements_dictionary = need_const(V8_NEED_PROPS,
	    "elements_dictionary_elements");
	c->vc_elements_sloppy_fast = opt_const(
	    "elements_fast_sloppy_arguments");
	c->vc_elements_sloppy_slow = opt_const(
	    "elements_slow_sloppy_arguments");

	c->vc_prop_desc_key = need_const(V8_NEED_PROPS, "prop_desc_key");
	c->vc_prop_desc_details = need_const(V8_NEED_PROPS,
	    "prop_desc_details");
	c->vc_prop_desc_value = need_const(V8_NEED_PROPS, "prop_desc_value");
	c->vc_prop_desc_size = need_const(V8_NEED_PROPS, "prop_desc_size");
	/* V8 3.14 keeps a FIELD's index in its descriptor's value slot */
	c->vc_prop_index_in_value = opt_const("prop_field_index_in_value") == 1;
	if (!c->vc_prop_index_in_value) {
		c->vc_prop_index_mask = need_const(V8_NEED_PROPS,
		    "prop_index_mask");
		c->vc_prop_index_shift = need_const(V8_NEED_PROPS,
		    "prop_index_shift");
	}
	c->vc_prop_location_mask = need_const(V8_NEED_PROPS,
	    "prop_location_mask");
	c->vc_prop_location_shift = need_const(V8_NEED_PROPS,
	    "prop_location_shift");
	c->vc_prop_location_field = need_const(V8_NEED_PROPS,
	    "prop_location_Field");
	c->vc_prop_location_descriptor = need_const(V8_NEED_PROPS,
	    "prop_location_Descriptor");
	c->vc_prop_kind_mask = need_const(V8_NEED_PROPS, "prop_kind_mask");
	c->vc_prop_kind_data = need_const(V8_NEED_PROPS, "prop_kind_Data");
	c->vc_prop_kind_accessor = need_const(V8_NEED_PROPS,
	    "prop_kind_Accessor");
	c->vc_prop_repr_mask = need_const(V8_NEED_PROPS,
	    "prop_representation_mask");
	c->vc_prop_repr_shift = need_const(V8_NEED_PROPS,
	    "prop_representation_shift");
	c->vc_prop_repr_double = need_const(V8_NEED_PROPS,
	    "prop_representation_double");
	/*
	 * In-object fields of double representation hold the raw double
	 * (FLAG_unbox_double_fields, V8 before 8) or a HeapNumber.
	 */
	c->vc_double_fields_unboxed = need_flag(V8_NEED_PROPS,
	    "double_fields_unboxed");
	c->vc_prop_attributes_shift = need_const(V8_NEED_PROPS,
	    "prop_attributes_shift");
	c->vc_prop_attributes_dontenum = need_const(V8_NEED_PROPS,
	    "prop_attributes_DONT_ENUM");
	c->vc_prop_dict_storage_shift = need_const(V8_NEED_PROPS,
	    "prop_dictionary_storage_shift");
	c->vc_namedict_prefix_start = need_const(V8_NEED_PROPS,
	    "namedictionary_prefix_start_index");
	c->vc_namedict_entry_size = need_const(V8_NEED_PROPS,
	    "namedictionaryshape_entry_size");
	c->vc_namedict_prefix_size = need_const(V8_NEED_PROPS,
	    "namedictionaryshape_prefix_size");
	c->vc_numberdict_entry_size = need_const(V8_NEED_PROPS,
	    "numberdictionaryshape_entry_size");
	c->vc_numberdict_prefix_size = need_const(V8_NEED_PROPS,
	    "numberdictionaryshape_prefix_size");
	c->vc_globaldict_entry_size = need_const(V8_NEED_PROPS,
	    "globaldictionaryshape_entry_size");
	/* the global dictionary's prefix: NameDictionary's until V8 11.3 */
	if ((c->vc_globaldict_prefix_size =
	    opt_const("globaldictionaryshape_prefix_size")) < 0)
		c->vc_globaldict_prefix_size = c->vc_namedict_prefix_size;
	c->vc_symbol_private_bit = opt_const("absent_type__SYMBOL_TYPE") == 1 ?
	    -1 : need_const(V8_NEED_PROPS, "symbol_is_private_bit");

	/* ---- contexts and scope infos ---- */
	/*
	 * V8 6.2's contexts have no scope info slot (the closure is in slot
	 * 0, the metadata's context_idx_closure, and V8 finds the scope info
	 * through it or the extension); nor do they have instance types of
	 * their own (FIXED_ARRAY_TYPE, told apart by their maps): heap.c
	 * learns the maps (v8_is_context), func.c finds the scope info.
	 */
	if ((c->vc_context_idx_scope_info = opt_const(
	    "context_idx_scope_info")) == -1 &&
	    opt_const("context_idx_closure") == -1)
		missing(V8_NEED_FUNCS, "context_idx_scope_info");
	c->vc_context_idx_prev = need_const(V8_NEED_FUNCS, "context_idx_prev");
	c->vc_context_min_slots = need_const(V8_NEED_FUNCS,
	    "context_min_slots");
	c->vc_context_idx_native = opt_const("context_idx_native");
	c->vc_context_idx_extension = opt_const("context_idx_ext");
	c->vc_scopeinfo_idx_nparams = need_const(V8_NEED_FUNCS,
	    "scopeinfo_idx_nparams");
	c->vc_scopeinfo_idx_ncontextlocals = need_const(V8_NEED_FUNCS,
	    "scopeinfo_idx_ncontextlocals");
	c->vc_scopeinfo_idx_first_vars = need_const(V8_NEED_FUNCS,
	    "scopeinfo_idx_first_vars");
	/* stack local names in the ScopeInfo (V8 6), per the metadata */
	c->vc_scopeinfo_idx_nstacklocals = opt_const(
	    "scopeinfo_idx_nstacklocals");
	c->vc_scopeinfo_parameter_names = c->vc_scopeinfo_idx_nstacklocals >= 0 ?
	    need_flag(V8_NEED_FUNCS, "scopeinfo_parameter_names") : 0;
	/* the first stack slot precedes the stack local names (V8 6), but
	 * where a fact says there is none (V8 3.x) */
	c->vc_scopeinfo_first_stack_slot =
	    opt_const("scopeinfo_first_stack_slot") == 0 ? 0 : 1;
	/* a function scope's position info ends the ScopeInfo, but where a
	 * fact says there is none (V8 3.x: the SFI has the positions) */
	c->vc_scopeinfo_has_position =
	    opt_const("scopeinfo_has_position") == 0 ? 0 : 1;
	c->vc_scopeinfo_slot0 = need_const(V8_NEED_FUNCS, "scopeinfo_slot0");
	c->vc_scopeinfo_flags_smi = need_flag(V8_NEED_FUNCS,
	    "scopeinfo_flags_smi");
	c->vc_scopeinfo_scope_type_mask = need_const(V8_NEED_FUNCS,
	    "scopeinfo_scope_type_mask");
	c->vc_scopeinfo_receiver_shift = need_const(V8_NEED_FUNCS,
	    "scopeinfo_receiver_shift");
	c->vc_scopeinfo_has_saved_class_var_bit = need_const(V8_NEED_FUNCS,
	    "scopeinfo_has_saved_class_var_bit");
	c->vc_scopeinfo_function_var_shift = need_const(V8_NEED_FUNCS,
	    "scopeinfo_function_var_shift");
	c->vc_scopeinfo_has_inferred_name_bit = need_const(V8_NEED_FUNCS,
	    "scopeinfo_has_inferred_name_bit");
	c->vc_scopeinfo_function_scope = need_const(V8_NEED_FUNCS,
	    "scopeinfo_function_scope");
	c->vc_scopeinfo_max_inlined_locals = need_const(V8_NEED_FUNCS,
	    "scopeinfo_max_inlined_locals");
	c->vc_scopeinfo_position_in_header = need_flag(V8_NEED_FUNCS,
	    "scopeinfo_position_in_header");
	c->vc_scopeinfo_has_receiver_slot = need_flag(V8_NEED_FUNCS,
	    "scopeinfo_has_receiver_slot");

	/* ---- stack frames ---- */
	if ((c->vc_off_fp_context_or_frame_type = opt_const(
	    "off_fp_context_or_frame_type")) == -1)
		c->vc_off_fp_context_or_frame_type = need_const(
		    V8_NEED_FRAMES, "off_fp_context");
	c->vc_off_fp_context = need_const(V8_NEED_FRAMES, "off_fp_context");
	c->vc_off_fp_function = need_const(V8_NEED_FRAMES, "off_fp_function");
	c->vc_off_fp_args = need_const(V8_NEED_FRAMES, "off_fp_args");
	/*
	 * A release whose frames jsmdb has no model of (none now; V8 3.x
	 * before its full-codegen and Crankshaft frames were) says so
	 * with "frames_unmodelled": that is the one missing fact named.
	 */
	if (opt_const("frames_unmodelled") == 1) {
		missing(V8_NEED_FRAMES, "frames_unmodelled (no model of this "
		    "release's full-codegen and Crankshaft frames)");
		c->vc_off_fp_bytecode_array = c->vc_off_fp_bytecode_offset = -1;
		c->vc_off_fp_constant_pool = -1;
		c->vc_frame_args_reversed = c->vc_frame_has_argc = 0;
		c->vc_frame_counts_include_receiver = 0;
		c->vc_code_instruction_start_inline = 0;
	} else if (opt_const("frame_model_classic") == 1) {
	/* full-codegen and Crankshaft frames (V8 3.14 - 5.1): no bytecode */
	c->vc_frame_classic = 1;
	c->vc_off_fp_bytecode_array = c->vc_off_fp_bytecode_offset = 0;
	c->vc_off_fp_constant_pool = -1;
	c->vc_off_fp_marker = need_const(V8_NEED_FRAMES, "off_fp_marker");
	c->vc_frame_exit_code_slot = need_const(V8_NEED_FRAMES,
	    "frame_exit_code_slot");
	c->vc_frame_args_reversed = need_flag(V8_NEED_FRAMES,
	    "frame_args_reversed");
	c->vc_frame_has_argc = need_flag(V8_NEED_FRAMES, "frame_has_argc");
	c->vc_frame_counts_include_receiver = need_flag(V8_NEED_FRAMES,
	    "frame_counts_include_receiver");
	c->vc_code_instruction_start_inline = need_flag(V8_NEED_FRAMES,
	    "code_instruction_start_inline");
	} else {
	/* interpreted frames (V8 5.x+; Ignition) */
	c->vc_off_fp_bytecode_array = need_const(V8_NEED_FRAMES,
	    "off_fp_bytecode_array");
	c->vc_off_fp_bytecode_offset = need_const(V8_NEED_FRAMES,
	    "off_fp_bytecode_offset");
	c->vc_off_fp_constant_pool = opt_const("off_fp_constant_pool");
	c->vc_frame_args_reversed = need_flag(V8_NEED_FRAMES,
	    "frame_args_reversed");
	c->vc_frame_has_argc = need_flag(V8_NEED_FRAMES, "frame_has_argc");
	c->vc_frame_counts_include_receiver = need_flag(V8_NEED_FRAMES,
	    "frame_counts_include_receiver");
	c->vc_code_instruction_start_inline = need_flag(V8_NEED_FRAMES,
	    "code_instruction_start_inline");
	}

	/* ---- class fields ---- */
	c->vo_HeapObject_map = need_off(V8_NEED_VALUES, "HeapObject", "map");
	c->vo_Map_instance_type = need_off(V8_NEED_VALUES, "Map",
	    "instance_type");
	/* a 16-bit instance type, but where a fact says it is a byte */
	c->vc_map_type_mask = opt_const("map_instance_type_bits") == 8 ?
	    0xff : 0xffff;
	c->vo_Map_instance_size_in_words = need_off(V8_NEED_VALUES, "Map",
	    "instance_size_in_words");
	/*
	 * The in-object properties' start, in words; V8 6.2's field (the
	 * metadata's inobject_properties_or_constructor_function_index)
	 * counts them instead, and they end the instance.
	 */
	c->vc_map_inobject_is_count = 0;
	if ((c->vo_Map_inobject_properties_start = opt_off("Map",
	    "inobject_properties_start_or_constructor_function_index")) ==
	    -1 && (c->vo_Map_inobject_properties_start = opt_off("Map",
	    "inobject_properties_or_constructor_function_index")) >= 0)
		c->vc_map_inobject_is_count = 1;
	else if (c->vo_Map_inobject_properties_start == -1)
		c->vo_Map_inobject_properties_start = need_off(V8_NEED_PROPS,
		    "Map", "inobject_properties_start_or_constructor_function_"
		    "index");
	c->vo_Map_bit_field = need_off(V8_NEED_VALUES, "Map", "bit_field");
	c->vo_Map_bit_field2 = need_off(V8_NEED_VALUES, "Map", "bit_field2");
	c->vo_Map_bit_field3 = need_off(V8_NEED_VALUES, "Map", "bit_field3");
	c->vo_Map_instance_descriptors = need_off2(V8_NEED_PROPS, "Map",
	    "instance_descriptors", "instance_descriptors_offset");
	c->vo_Map_prototype = need_off(V8_NEED_PROPS, "Map", "prototype");
	c->vo_Map_constructor_or_back_pointer = need_off2(V8_NEED_PROPS, "Map",
	    "constructor_or_back_pointer", "constructor_or_backpointer");
	/* V8 5.0 and older: JSObject's properties (no JSReceiver field) */
	if ((c->vo_JSReceiver_properties = opt_off("JSReceiver",
	    "raw_properties_or_hash")) == -1 &&
	    (c->vo_JSReceiver_properties = opt_off("JSReceiver",
	    "properties")) == -1)
		c->vo_JSReceiver_properties = need_off(V8_NEED_PROPS,
		    "JSObject", "properties");
	c->vo_JSObject_elements = need_off(V8_NEED_PROPS, "JSObject",
	    "elements");
	c->vo_JSArray_length = need_off(V8_NEED_PROPS, "JSArray", "length");
	c->vo_FixedArrayBase_length = need_off(V8_NEED_VALUES,
	    "FixedArrayBase", "length");
	c->vo_FixedArray_data = need_off(V8_NEED_VALUES, "FixedArray", "data");
	c->vo_DescriptorArray_header_size = need_off(V8_NEED_PROPS,
	    "DescriptorArray", "header_size");
	c->vo_DescriptorArray_nall = need_off(V8_NEED_PROPS,
	    "DescriptorArray", "number_of_all_descriptors");
	c->vo_PropertyArray_length_and_hash = need_off(V8_NEED_PROPS,
	    "PropertyArray", "length_and_hash");
	/*
	 * The global object's dictionary: entries of a PropertyCell each
	 * (the cell holds name, details and value); V8 5.1
	 * ("globaldictionary_key_in_entry"): name and cell, the cell holding
	 * details and value; V8 3.x ("globaldict_value_in_cell"): name,
	 * cell and details, the cell holding only the value.
	 */
	c->vc_globaldict_key_in_entry = opt_const(
	    "globaldictionary_key_in_entry") == 1;
	c->vc_globaldict_value_in_cell = opt_const(
	    "globaldict_value_in_cell") == 1;
	c->vo_PropertyCell_value = need_off(V8_NEED_PROPS, "PropertyCell",
	    "value");
	if (c->vc_globaldict_value_in_cell) {
		c->vo_PropertyCell_name = opt_off("PropertyCell", "name");
		c->vo_PropertyCell_details = opt_off("PropertyCell",
		    "property_details_raw");
	} else if (c->vc_globaldict_key_in_entry) {
		c->vo_PropertyCell_name = opt_off("PropertyCell", "name");
		c->vo_PropertyCell_details = need_off(V8_NEED_PROPS,
		    "PropertyCell", "property_details_raw");
	} else {
		c->vo_PropertyCell_name = need_off(V8_NEED_PROPS,
		    "PropertyCell", "name");
		c->vo_PropertyCell_details = need_off(V8_NEED_PROPS,
		    "PropertyCell", "property_details_raw");
	}
	c->vo_AccessorPair_getter = need_off(V8_NEED_PROPS, "AccessorPair",
	    "getter");
	c->vo_AccessorPair_setter = need_off(V8_NEED_PROPS, "AccessorPair",
	    "setter");
	/* V8 3.14 has no Symbol (absent_type__SYMBOL_TYPE) */
	if (opt_const("absent_type__SYMBOL_TYPE") == 1)
		c->vo_Symbol_flags = -1;
	else
		c->vo_Symbol_flags = need_off(V8_NEED_PROPS, "Symbol",
		    "flags");
	c->vo_HeapNumber_value = need_off(V8_NEED_VALUES, "HeapNumber",
	    "value");
	c->vo_Oddball_kind = need_off2(V8_NEED_VALUES, "Oddball", "kind",
	    "kind_offset");
	c->vo_Oddball_to_string = opt_off("Oddball", "to_string");
	c->vo_String_length = need_off(V8_NEED_VALUES, "String", "length");
	c->vo_SeqOneByteString_chars = need_off(V8_NEED_VALUES,
	    "SeqOneByteString", "chars");
	c->vo_SeqTwoByteString_chars = need_off(V8_NEED_VALUES,
	    "SeqTwoByteString", "chars");
	c->vo_ConsString_first = need_off(V8_NEED_VALUES, "ConsString",
	    "first");
	c->vo_ConsString_second = need_off(V8_NEED_VALUES, "ConsString",
	    "second");
	c->vo_SlicedString_parent = need_off(V8_NEED_VALUES, "SlicedString",
	    "parent");
	c->vo_SlicedString_offset = need_off(V8_NEED_VALUES, "SlicedString",
	    "offset");
	c->vo_ThinString_actual = opt_off("ThinString", "actual");
	c->vo_ExternalString_resource = need_off(V8_NEED_VALUES,
	    "ExternalString", "resource");
	c->vo_ExternalString_resource_data = opt_off("ExternalString",
	    "resource_data");
	if (opt_const("absent_type__SYMBOL_TYPE") == 1)
		c->vo_Symbol_name = -1;
	else
		c->vo_Symbol_name = need_off(V8_NEED_VALUES, "Symbol",
		    "name");
	c->vo_JSFunction_shared = need_off(V8_NEED_FUNCS, "JSFunction",
	    "shared");
	c->vo_SharedFunctionInfo_class_name = opt_off("SharedFunctionInfo",
	    "instance_class_name");
	c->vo_JSFunction_context = need_off(V8_NEED_FUNCS, "JSFunction",
	    "context");
	c->vo_JSFunction_code = opt_off("JSFunction", "code");
	/*
	 * V8 6.2 keeps the name (raw_name) and the scope info (scope_info)
	 * in fields of their own; later releases share one field.
	 */
	c->vo_SharedFunctionInfo_scope_info = opt_off("SharedFunctionInfo",
	    "scope_info");
	if ((c->vo_SharedFunctionInfo_name_or_scope_info = opt_off(
	    "SharedFunctionInfo", "raw_name")) == -1)
		c->vo_SharedFunctionInfo_name_or_scope_info = need_off2(
		    V8_NEED_FUNCS, "SharedFunctionInfo", "name_or_scope_info",
		    "name");
	c->vo_SharedFunctionInfo_script = need_off2(V8_NEED_FUNCS,
	    "SharedFunctionInfo", "script", "script_or_debug_info");
	c->vo_SharedFunctionInfo_function_data = opt_off("SharedFunctionInfo",
	    "function_data");
	c->vo_SharedFunctionInfo_flags = opt_off("SharedFunctionInfo",
	    "flags");
	c->vo_SharedFunctionInfo_function_token_offset = opt_off(
	    "SharedFunctionInfo", "raw_function_token_offset");
	c->vo_SharedFunctionInfo_function_identifier = opt_off(
	    "SharedFunctionInfo", "function_identifier");
	c->vo_SharedFunctionInfo_start_position_and_type = opt_off(
	    "SharedFunctionInfo", "start_position_and_type");
	c->vo_SharedFunctionInfo_end_position = opt_off("SharedFunctionInfo",
	    "end_position");
	c->vo_SharedFunctionInfo_function_token_position = opt_off(
	    "SharedFunctionInfo", "function_token_position");
	/* V8 3.28 - 5.1 store some SFI integers shifted left (pseudo-Smis) */
	if ((c->vc_sfi_pseudo_smi_lo_shift = opt_const(
	    "sfi_pseudo_smi_lo_shift")) < 0)
		c->vc_sfi_pseudo_smi_lo_shift = 0;
	if (c->vo_SharedFunctionInfo_start_position_and_type >= 0) {
		/* the metadata says how the start is packed (V8 6) */
		c->vc_sfi_start_position_mask = need_const(V8_NEED_FUNCS,
		    "sharedfunctioninfo_start_position_mask");
		c->vc_sfi_start_position_shift = need_const(V8_NEED_FUNCS,
		    "sharedfunctioninfo_start_position_shift");
	}
	c->vo_SharedFunctionInfo_formal_parameter_count = opt_off(
	    "SharedFunctionInfo", "internal_formal_parameter_count");
	/* V8 3.28's metadata: formal_parameter_count (a plain int, the high
	 * half of a pseudo-Smi pair, on 64-bit V8) */
	if (c->vo_SharedFunctionInfo_formal_parameter_count < 0 &&
	    opt_const("sfi_pseudo_smi_lo_shift") == 1)
		c->vo_SharedFunctionInfo_formal_parameter_count = opt_off(
		    "SharedFunctionInfo", "formal_parameter_count");
	c->vo_Script_name = need_off(V8_NEED_FUNCS, "Script", "name");
	c->vo_Script_source = need_off(V8_NEED_FUNCS, "Script", "source");
	c->vo_Script_line_ends = opt_off("Script", "line_ends");
	c->vo_Script_id = opt_off("Script", "id");
	c->vo_UncompiledData_inferred_name = opt_off("UncompiledData",
	    "inferred_name");
	c->vo_UncompiledData_start_position = opt_off("UncompiledData",
	    "start_position");
	c->vo_UncompiledData_end_position = opt_off("UncompiledData",
	    "end_position");
	c->vo_ScopeInfo_flags = need_off(V8_NEED_FUNCS, "ScopeInfo", "flags");
	c->vo_ScopeInfo_parameter_count = opt_off("ScopeInfo",
	    "parameter_count");
	c->vo_ScopeInfo_context_local_count = opt_off("ScopeInfo",
	    "context_local_count");
	c->vo_ScopeInfo_position_info = opt_off("ScopeInfo", "position_info");
	/* (a release without the type has none of its fields) */
	if (opt_const("absent_type__JS_BOUND_FUNCTION_TYPE") == 1) {
		c->vo_JSBoundFunction_target = c->vo_JSBoundFunction_this =
		    c->vo_JSBoundFunction_args = -1;
	} else {
		c->vo_JSBoundFunction_target = need_off(V8_NEED_KINDS,
		    "JSBoundFunction", "bound_target_function");
		c->vo_JSBoundFunction_this = need_off(V8_NEED_KINDS,
		    "JSBoundFunction", "bound_this");
		c->vo_JSBoundFunction_args = need_off(V8_NEED_KINDS,
		    "JSBoundFunction", "bound_arguments");
	}
	c->vo_JSDate_value = need_off(V8_NEED_KINDS, "JSDate", "value");
	c->vc_jsdate_value_is_double = need_flag(V8_NEED_KINDS,
	    "jsdate_value_is_double");
	c->vo_JSRegExp_source = need_off(V8_NEED_KINDS, "JSRegExp", "source");
	/* the flags Smi in the RegExp's data array (V8 3.x), or a field */
	c->vc_regexp_flags_data_index = opt_const("regexp_flags_data_index");
	c->vo_JSRegExp_flags = c->vc_regexp_flags_data_index >= 0 ? -1 :
	    need_off(V8_NEED_KINDS, "JSRegExp", "flags");
	c->vo_JSRegExp_data = opt_off("JSRegExp", "data");
	c->vo_JSCollection_table = need_off(V8_NEED_KINDS, "JSCollection",
	    "table");
	/*
	 * V8 5.1's promises (src/js/promise.js) keep their state and result
	 * under private symbols, not in fields; V8 3.x has none.
	 */
	c->vc_promise_in_symbols = opt_const("promise_state_in_symbols") == 1;
	if ((c->vc_promise_sym_names = opt_const("promise_symbol_names")) == -1)
		c->vc_promise_sym_names = 0;
	if (c->vc_promise_in_symbols ||
	    opt_const("absent_type__JS_PROMISE_TYPE") == 1) {
		c->vo_JSPromise_reactions_or_result = -1;
		c->vo_JSPromise_flags = -1;
	} else {
		c->vo_JSPromise_reactions_or_result = need_off(V8_NEED_KINDS,
		    "JSPromise", "reactions_or_result");
		c->vo_JSPromise_flags = need_off(V8_NEED_KINDS, "JSPromise",
		    "flags");
	}
	/* external byte arrays: the elements of pre-4 Buffers */
	c->vt_ExternalUint8Array = opt_type("EXTERNAL_UINT8_ARRAY_TYPE");
	c->vo_ExternalArray_pointer = opt_off("ExternalArray",
	    "external_pointer");
	/*
	 * V8 3.14 has no ArrayBuffers or typed arrays of its own (Node.js
	 * 0.10 makes its typed arrays of JS objects with external elements).
	 */
	if (opt_const("absent_type__JS_ARRAY_BUFFER_TYPE") == 1) {
		c->vo_JSArrayBuffer_backing_store = -1;
		c->vo_JSArrayBuffer_byte_length = -1;
		c->vo_JSArrayBufferView_buffer = -1;
		c->vo_JSArrayBufferView_byte_offset = -1;
		c->vo_JSArrayBufferView_byte_length = -1;
		c->vo_JSTypedArray_length = -1;
		c->vo_JSTypedArray_external_pointer = -1;
		c->vo_JSTypedArray_base_pointer = -1;
	} else {
		c->vo_JSArrayBuffer_backing_store = need_off(V8_NEED_KINDS,
		    "JSArrayBuffer", "backing_store");
		c->vo_JSArrayBuffer_byte_length = need_off(V8_NEED_KINDS,
		    "JSArrayBuffer", "byte_length");
		c->vo_JSArrayBufferView_buffer = need_off(V8_NEED_KINDS,
		    "JSArrayBufferView", "buffer");
		c->vo_JSArrayBufferView_byte_offset = need_off(V8_NEED_KINDS,
		    "JSArrayBufferView", "byte_offset");
		c->vo_JSArrayBufferView_byte_length = need_off(V8_NEED_KINDS,
		    "JSArrayBufferView", "byte_length");
		c->vc_arraybuffer_lengths_tagged = need_flag(V8_NEED_KINDS,
		    "arraybuffer_lengths_tagged");
		/* V8 3.x: a view's data is its buffer's (no pointers of
		 * its own) */
		c->vc_typedarray_data_from_buffer = opt_const(
		    "typedarray_data_from_buffer") == 1;
		c->vc_typedarray_pointers_in_elements =
		    c->vc_typedarray_data_from_buffer ? 0 :
		    need_flag(V8_NEED_KINDS,
		    "typedarray_pointers_in_elements");
		/*
		 * V8 14 keeps no element count in a JSTypedArray: its length is
		 * byte_length / element size ("typedarray_length_field" 0).
		 */
		if (opt_const("typedarray_length_field") == 0)
			c->vo_JSTypedArray_length = -1;
		else
			c->vo_JSTypedArray_length = need_off(V8_NEED_KINDS,
			    "JSTypedArray", "length");
		if (c->vc_typedarray_data_from_buffer) {
			c->vo_JSTypedArray_external_pointer = -1;
			c->vo_JSTypedArray_base_pointer = -1;
		} else {
			c->vo_JSTypedArray_external_pointer = need_off(
			    V8_NEED_KINDS, "JSTypedArray", "external_pointer");
			c->vo_JSTypedArray_base_pointer = need_off(
			    V8_NEED_KINDS, "JSTypedArray", "base_pointer");
		}
	}
	c->vo_JSPrimitiveWrapper_value = need_off(V8_NEED_KINDS,
	    "JSPrimitiveWrapper", "value");
	c->vo_JSGlobalProxy_native_context = opt_off("JSGlobalProxy",
	    "native_context");
	c->vo_JSGlobalObject_global_dictionary = need_off(V8_NEED_PROPS,
	    "JSGlobalObject", "global_dictionary");
	c->vo_JSObject_internal_fields = need_off(V8_NEED_PROPS, "JSObject",
	    "internal_fields");
	c->vo_Code_instruction_start = opt_off("Code", "instruction_start");
	c->vo_Code_instruction_size = opt_off("Code", "instruction_size");
	c->vo_Code_flags = opt_off("Code", "flags");
	c->vo_BytecodeArray_length = opt_off("BytecodeArray", "length");
	c->vo_BytecodeArray_data = opt_off("BytecodeArray", "data");
	c->vo_JSMessageObject_start_position = opt_off("JSMessageObject",
	    "start_position");
	c->vo_ErrorStackData_stack = opt_off("ErrorStackData",
	    "call_site_infos_or_formatted_stack");

	/* ---- bits inside fields ---- */
	if (c->vo_JSPromise_flags == -1 && !c->vc_promise_in_symbols) {
		c->vc_promise_status_mask = c->vc_promise_status_shift =
		    c->vc_promise_pending = c->vc_promise_fulfilled =
		    c->vc_promise_rejected = -1;
	} else {
		c->vc_promise_status_mask = c->vc_promise_in_symbols ? -1 :
		    need_const(V8_NEED_KINDS, "promise_status_mask");
		c->vc_promise_status_shift = c->vc_promise_in_symbols ? 0 :
		    need_const(V8_NEED_KINDS, "promise_status_shift");
		c->vc_promise_pending = need_const(V8_NEED_KINDS,
		    "promise_state_pending");
		c->vc_promise_fulfilled = need_const(V8_NEED_KINDS,
		    "promise_state_fulfilled");
		c->vc_promise_rejected = need_const(V8_NEED_KINDS,
		    "promise_state_rejected");
	}
	c->vc_regexp_flags_shift = need_const(V8_NEED_KINDS,
	    "regexp_flags_shift");
	c->vc_arraybuffer_detached_mask = opt_const(
	    "jsarray_buffer_was_detached_mask");
	c->vc_arraybuffer_detached_shift = opt_const(
	    "jsarray_buffer_was_detached_shift");
	c->vc_code_kind_mask = opt_const("CodeKindFieldMask");
	c->vc_code_kind_shift = opt_const("CodeKindFieldShift");
	c->vc_double_hole_upper32 = (uint32_t)need_const(V8_NEED_PROPS,
	    "double_hole_upper32");
	c->vc_double_hole_lower32 = (uint32_t)need_const(V8_NEED_PROPS,
	    "double_hole_lower32");
	if (c->vo_JSArrayBuffer_backing_store == -1 &&
	    opt_const("absent_type__JS_ARRAY_BUFFER_TYPE") == 1) {
		c->vc_embedder_fields_arraybuffer = 0;
		c->vc_embedder_fields_view = 0;
	} else {
		c->vc_embedder_fields_arraybuffer = need_const(V8_NEED_KINDS,
		    "embedder_fields_JSArrayBuffer");
		c->vc_embedder_fields_view = need_const(V8_NEED_KINDS,
		    "embedder_fields_JSArrayBufferView");
	}
	c->vc_embedder_fields_promise = c->vo_JSPromise_flags == -1 ? 0 :
	    need_const(V8_NEED_KINDS, "embedder_fields_JSPromise");
	c->vc_api_object_embedder_start = need_const(V8_NEED_KINDS,
	    "api_object_embedder_fields_start");
	c->vc_collection_unordered =
	    opt_const("collection_table_unordered") == 1;
	c->vc_orderedhash_nelements = need_const(V8_NEED_KINDS,
	    "orderedhash_nelements_index");
	c->vc_orderedhash_ndeleted = need_const(V8_NEED_KINDS,
	    "orderedhash_ndeleted_index");
	c->vc_orderedhash_nbuckets = need_const(V8_NEED_KINDS,
	    "orderedhash_nbuckets_index");
	c->vc_orderedhash_buckets = need_const(V8_NEED_KINDS,
	    "orderedhash_buckets_index");
	c->vc_orderedhashmap_entry_size = need_const(V8_NEED_KINDS,
	    "orderedhashmap_entry_size");
	c->vc_orderedhashset_entry_size = need_const(V8_NEED_KINDS,
	    "orderedhashset_entry_size");

	/* ---- instance types ---- */
	c->vt_Map = need_type(V8_NEED_VALUES, "MAP_TYPE");
	c->vt_Oddball = need_type(V8_NEED_VALUES, "ODDBALL_TYPE");
	c->vt_HeapNumber = need_type(V8_NEED_VALUES, "HEAP_NUMBER_TYPE");
	c->vt_MutableHeapNumber = opt_type("MUTABLE_HEAP_NUMBER_TYPE");
	c->vt_Symbol = need_type(V8_NEED_VALUES, "SYMBOL_TYPE");
	c->vt_Hole = opt_type("HOLE_TYPE");
	c->vt_FixedArray = need_type(V8_NEED_VALUES, "FIXED_ARRAY_TYPE");
	c->vt_FixedDoubleArray = need_type(V8_NEED_PROPS,
	    "FIXED_DOUBLE_ARRAY_TYPE");
	c->vt_PropertyArray = need_type(V8_NEED_PROPS, "PROPERTY_ARRAY_TYPE");
	c->vt_DescriptorArray = opt_type("DESCRIPTOR_ARRAY_TYPE");
	c->vt_StrongDescriptorArray = opt_type("STRONG_DESCRIPTOR_ARRAY_TYPE");
	c->vt_NameDictionary = opt_type("NAME_DICTIONARY_TYPE");
	c->vt_SwissNameDictionary = opt_type("SWISS_NAME_DICTIONARY_TYPE");
	c->vt_NumberDictionary = opt_type("NUMBER_DICTIONARY_TYPE");
	c->vt_GlobalDictionary = opt_type("GLOBAL_DICTIONARY_TYPE");
	c->vt_OrderedHashMap = opt_type("ORDERED_HASH_MAP_TYPE");
	c->vt_OrderedHashSet = opt_type("ORDERED_HASH_SET_TYPE");
	c->vt_JSObject = need_type(V8_NEED_PROPS, "JS_OBJECT_TYPE");
	c->vt_JSAPIObject = opt_const("APIObjectType");
	c->vt_JSSpecialAPIObject = opt_const("SpecialAPIObjectType");
	c->vt_JSArray = need_type(V8_NEED_PROPS, "JS_ARRAY_TYPE");
	c->vt_JSFunction = need_type(V8_NEED_FUNCS, "JS_FUNCTION_TYPE");
	/*
	 * The JSFunction subtypes (class constructors, the typed array
	 * constructors ...) follow JS_FUNCTION_TYPE; the metadata gives the
	 * range from V8 12, a fact its length before.
	 */
	if ((c->vt_JSFunction_first = opt_const("FirstJSFunctionType")) == -1)
		c->vt_JSFunction_first = c->vt_JSFunction;
	if ((c->vt_JSFunction_last = opt_const("LastJSFunctionType")) == -1) {
		t = need_const(V8_NEED_FUNCS, "NumJSFunctionTypes");
		c->vt_JSFunction_last = t > 0 && c->vt_JSFunction_first >= 0 ?
		    c->vt_JSFunction_first + t - 1 : c->vt_JSFunction;
	}
	c->vt_JSBoundFunction = need_type(V8_NEED_KINDS,
	    "JS_BOUND_FUNCTION_TYPE");
	c->vt_JSDate = need_type(V8_NEED_KINDS, "JS_DATE_TYPE");
	c->vt_JSRegExp = need_type(V8_NEED_KINDS, "JS_REG_EXP_TYPE");
	c->vt_JSError = need_type(V8_NEED_KINDS, "JS_ERROR_TYPE");
	c->vt_JSMap = need_type(V8_NEED_KINDS, "JS_MAP_TYPE");
	c->vt_JSSet = need_type(V8_NEED_KINDS, "JS_SET_TYPE");
	c->vt_JSWeakMap = opt_type("JS_WEAK_MAP_TYPE");
	c->vt_JSWeakSet = opt_type("JS_WEAK_SET_TYPE");
	c->vt_JSPromise = need_type(V8_NEED_KINDS, "JS_PROMISE_TYPE");
	c->vt_JSArrayBuffer = need_type(V8_NEED_KINDS, "JS_ARRAY_BUFFER_TYPE");
	c->vt_JSTypedArray = need_type(V8_NEED_KINDS, "JS_TYPED_ARRAY_TYPE");
	c->vt_JSDataView = opt_type("JS_DATA_VIEW_TYPE");
	c->vt_JSRabGsabDataView = opt_type("JS_RAB_GSAB_DATA_VIEW_TYPE");
	c->vt_JSGlobalProxy = need_type(V8_NEED_PROPS, "JS_GLOBAL_PROXY_TYPE");
	c->vt_JSGlobalObject = need_type(V8_NEED_PROPS,
	    "JS_GLOBAL_OBJECT_TYPE");
	c->vt_JSPrimitiveWrapper = need_type(V8_NEED_KINDS,
	    "JS_PRIMITIVE_WRAPPER_TYPE");
	c->vt_JSProxy = opt_type("JS_PROXY_TYPE");
	c->vt_JSArgumentsObject = opt_type("JS_ARGUMENTS_OBJECT_TYPE");
	c->vt_SloppyArgumentsElements = opt_type(
	    "SLOPPY_ARGUMENTS_ELEMENTS_TYPE");
	c->vt_JSMessageObject = opt_type("JS_MESSAGE_OBJECT_TYPE");
	c->vt_JSGeneratorObject = opt_type("JS_GENERATOR_OBJECT_TYPE");
	c->vt_JSAsyncFunctionObject = opt_type(
	    "JS_ASYNC_FUNCTION_OBJECT_TYPE");
	c->vt_JSExternalObject = opt_type("JS_EXTERNAL_OBJECT_TYPE");
	c->vt_JSLastDummyAPIObject = opt_type("JS_LAST_DUMMY_API_OBJECT_TYPE");
	c->vt_SharedFunctionInfo = need_type(V8_NEED_FUNCS,
	    "SHARED_FUNCTION_INFO_TYPE");
	c->vt_Script = need_type(V8_NEED_FUNCS, "SCRIPT_TYPE");
	/*
	 * V8 6.2's ScopeInfo has no instance type of its own: it is a
	 * FIXED_ARRAY_TYPE object with its own map, found only where a
	 * field holds one (the SharedFunctionInfo's scope_info).
	 */
	if ((c->vt_ScopeInfo = opt_type("SCOPE_INFO_TYPE")) == -1) {
		if (c->vo_SharedFunctionInfo_scope_info >= 0)
			c->vt_ScopeInfo = c->vt_FixedArray;
		else
			missing(V8_NEED_FUNCS, "type SCOPE_INFO_TYPE");
	}
	c->vt_Code = need_type(V8_NEED_FRAMES, "CODE_TYPE");
	c->vt_BytecodeArray = need_type(V8_NEED_FRAMES, "BYTECODE_ARRAY_TYPE");
	c->vt_FeedbackVector = opt_type("FEEDBACK_VECTOR_TYPE");
	c->vt_Foreign = opt_type("FOREIGN_TYPE");
	c->vt_PropertyCell = opt_type("PROPERTY_CELL_TYPE");
	c->vt_ErrorStackData = opt_type("ERROR_STACK_DATA_TYPE");
	/*
	 * An error's captured frame: V8 9.4 named the struct 10.1 calls
	 * CallSiteInfo StackFrameInfo (a fact says where).
	 */
	if ((c->vt_CallSiteInfo = opt_type("CALL_SITE_INFO_TYPE")) == -1 &&
	    v8_const("callsite_struct_is_stack_frame_info", &v) == 0 && v != 0)
		c->vt_CallSiteInfo = opt_type("STACK_FRAME_INFO_TYPE");
	c->vt_StackTraceFrame = opt_type("STACK_TRACE_FRAME_TYPE");
	c->vt_BytecodeWrapper = opt_type("BYTECODE_WRAPPER_TYPE");
	c->vt_ContextCell = opt_type("CONTEXT_CELL_TYPE");
	c->vt_ClassPositions = opt_type("CLASS_POSITIONS_TYPE");
	c->vt_InstructionStream = opt_type("INSTRUCTION_STREAM_TYPE");
	c->vt_Context_first = opt_const("FirstContextType");
	c->vt_Context_last = opt_const("LastContextType");
	c->vt_NativeContext = opt_type("NATIVE_CONTEXT_TYPE");
	/*
	 * JS receivers start at JS_PROXY_TYPE, JS objects right after it at
	 * JS_GLOBAL_OBJECT_TYPE (src/objects/instance-type.h:
	 * FIRST_JS_RECEIVER_TYPE, FIRST_JS_OBJECT_TYPE), unless the
	 * metadata or a fact says otherwise.
	 */
	if ((c->vt_JSReceiver_first = opt_const("FirstJSReceiverType")) == -1)
		c->vt_JSReceiver_first = c->vt_JSProxy != -1 ? c->vt_JSProxy :
		    c->vt_JSGlobalObject;
	if ((c->vt_JSObject_first = opt_const("FirstJSObjectType")) == -1)
		c->vt_JSObject_first = c->vt_JSGlobalObject;

	fill_heap(c);
}
