/*
 * object.c: objects: class, prototype, own properties, function names.
 *
 * ESR 78 keeps an object's class and prototype in its ObjectGroup and its
 * properties in a chain of Shapes (newest first, each with its id and
 * slot, ending at the empty shape).  ESR 102 keeps class and prototype in
 * the BaseShape and the properties in PropMaps: up to 8 keys a map, the
 * newest map first, linked to the previous ones; the shape says how many
 * keys of its first map are the object's.  Slots below the shape's
 * number of fixed slots are in the object, the others in slots_.
 */
#include <stdlib.h>
#include <string.h>

#include "sm.h"

#define	SM_MAXPROPS	65536		/* properties of one object */
#define	SM_MAXMAPS	(SM_MAXPROPS / 8)



/* The object's BaseShape (102) or ObjectGroup (78). */
static int
obj_meta(uintptr_t obj, uint64_t *metap)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t shape;

	if (f == NULL)
		return (-1);
	if (f->sf_obj_group != SM_NOFF)
		return (sm_rd64(obj + f->sf_obj_group, metap));
	if (sm_rd64(obj + f->sf_obj_shape, &shape) != 0 || shape == 0)
		return (-1);
	return (sm_rd64(shape + f->sf_shape_base, metap));
}

int
sm_obj_class(uintptr_t obj, uintptr_t *claspp)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t meta, clasp;

	if (obj_meta(obj, &meta) != 0 || meta == 0 ||
	    sm_rd64(meta + (f->sf_obj_group != SM_NOFF ? f->sf_group_clasp :
	    f->sf_base_clasp), &clasp) != 0 || clasp == 0)
		return (-1);
	*claspp = clasp;
	return (0);
}

int
sm_obj_proto(uintptr_t obj, uintptr_t *protop)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t meta, proto;

	if (obj_meta(obj, &meta) != 0 || meta == 0 ||
	    sm_rd64(meta + (f->sf_obj_group != SM_NOFF ? f->sf_group_proto :
	    f->sf_base_proto), &proto) != 0)
		return (-1);
	/* TaggedProto: 0 null, 1 lazy (a proxy's) */
	if (proto <= 1 || (proto & 7) != 0)
		return (-1);
	*protop = proto;
	return (0);
}

/* JSClass name cache: clasp -> name, a few hundred classes at most. */
#define	CLASS_CACHE	512
static struct {
	uintptr_t cc_clasp;
	char cc_name[64];
	int cc_ok;
} class_cache[CLASS_CACHE];

const char *
sm_class_name(uintptr_t clasp)
{
	const sm_facts_t *f = sm.ss_facts;
	uint_t h = (uint_t)((clasp >> 3) * 2654435761u) % CLASS_CACHE, i;
	uint64_t name;

	for (i = 0; i < CLASS_CACHE; i++, h = (h + 1) % CLASS_CACHE) {
		if (class_cache[h].cc_clasp == clasp)
			return (class_cache[h].cc_ok ? class_cache[h].cc_name :
			    NULL);
		if (class_cache[h].cc_clasp == 0)
			break;
	}
	if (i == CLASS_CACHE)
		h = (uint_t)((clasp >> 3) % CLASS_CACHE);	/* full: evict */
	class_cache[h].cc_clasp = clasp;
	class_cache[h].cc_ok = sm_rd64(clasp + f->sf_class_name, &name) == 0 &&
	    name != 0 && mdb_readstr(class_cache[h].cc_name,
	    sizeof (class_cache[h].cc_name), name) > 0;
	return (class_cache[h].cc_ok ? class_cache[h].cc_name : NULL);
}

static int
obj_native(uintptr_t obj, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uintptr_t clasp;
	uint32_t flags;

	if (sm_obj_class(obj, &clasp) != 0 ||
	    sm_rd32(clasp + f->sf_class_flags, &flags) != 0) {
		(void) snprintf(why, wl, "%lx: its class is not readable",
		    (unsigned long)obj);
		return (-1);
	}
	if (flags & f->sf_class_nonnative) {
		const char *n = sm_class_name(clasp);

		(void) snprintf(why, wl, "%lx: a %s is not a native object "
		    "(its properties are not in shapes)", (unsigned long)obj,
		    n != NULL ? n : "non-native object");
		return (-1);
	}
	return (0);
}

/* The value in slot `slot` of a native object with nfixed fixed slots. */
static int
slot_value(uintptr_t obj, uint_t nfixed, uint_t slot, uint64_t *vp)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t slots;

	if (slot < nfixed)
		return (sm_rd64(obj + f->sf_obj_fixed + (uintptr_t)slot * 8, vp));
	if (sm_rd64(obj + f->sf_obj_slots, &slots) != 0 || slots == 0)
		return (-1);
	return (sm_rd64(slots + (uintptr_t)(slot - nfixed) * 8, vp));
}

typedef struct propent {
	uint64_t pe_key;
	uint32_t pe_slot;
	int pe_hasslot;
	int pe_accessor;		/* a getter/setter property */
	uintptr_t pe_shape;		/* 78: its Shape (an AccessorShape) */
} propent_t;

/* 78: the shape chain, newest first. */
static int
props_78(uintptr_t shape, propent_t *pe, size_t *np, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	size_t n = 0;

	while (shape != 0) {
		uint64_t id, parent;
		uint32_t flags;
		uchar_t attrs;

		if (sm_rd64(shape + f->sf_shape_propid, &id) != 0 ||
		    sm_rd32(shape + f->sf_shape_flags, &flags) != 0 ||
		    mdb_vread(&attrs, 1, shape + f->sf_shape_attrs) != 1 ||
		    sm_rd64(shape + f->sf_shape_parent, &parent) != 0) {
			(void) snprintf(why, wl, "shape %lx is not in the core",
			    (unsigned long)shape);
			return (-1);
		}
		if (id == f->sf_jsid_empty)
			break;
		if (n == SM_MAXPROPS) {
			(void) snprintf(why, wl, "more than %d properties (a "
			    "shape cycle?)", SM_MAXPROPS);
			return (-1);
		}
		pe[n].pe_key = id;
		pe[n].pe_slot = flags & f->sf_shape_slotmask;
		/* SHAPE_INVALID_SLOT (SLOT_MASK): no slot; a getter or a
		   setter: an accessor, whose slot (a dictionary object's
		   keep one) holds no value of the property */
		pe[n].pe_hasslot = pe[n].pe_slot != f->sf_shape_slotmask &&
		    (attrs & f->sf_shape_accessor) == 0;
		pe[n].pe_accessor = (attrs & f->sf_shape_accessor) != 0;
		pe[n].pe_shape = shape;
		n++;
		shape = parent;
	}
	*np = n;
	return (0);
}

/* 102: the PropMaps, newest map first; each map's keys newest last. */
static int
props_102(uintptr_t shape, propent_t *pe, size_t *np, char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint32_t sflags, len;
	uint64_t map;
	size_t n = 0, nmaps = 0;

	if (sm_rd32(shape + f->sf_shape_flags, &sflags) != 0 ||
	    sm_rd64(shape + f->sf_shape_propmap, &map) != 0) {
		(void) snprintf(why, wl, "shape %lx is not in the core",
		    (unsigned long)shape);
		return (-1);
	}
	len = sflags & f->sf_maplen_mask;
	if (len > f->sf_map_capacity) {
		(void) snprintf(why, wl, "shape %lx: map length %u is more "
		    "than a PropMap holds (%u)", (unsigned long)shape, len,
		    f->sf_map_capacity);
		return (-1);
	}
	if (map == 0 || len == 0) {
		*np = 0;
		return (0);
	}
	while (map != 0) {
		uint64_t hdr, prev = 0;
		int compact;
		uint32_t i;

		if (++nmaps > SM_MAXMAPS) {
			(void) snprintf(why, wl, "more than %d PropMaps (a "
			    "cycle?)", SM_MAXMAPS);
			return (-1);
		}
		if (sm_rd64(map, &hdr) != 0)
			goto gone;
		compact = (hdr & f->sf_map_compact) != 0;
		for (i = len; i-- > 0; ) {
			uint64_t key;
			uint32_t info;

			if (sm_rd64(map + f->sf_map_keys + (uintptr_t)i * 8,
			    &key) != 0)
				goto gone;
			if (compact) {
				uint16_t ci;

				if (mdb_vread(&ci, sizeof (ci), map +
				    f->sf_cmap_infos + (uintptr_t)i * 2) !=
				    sizeof (ci))
					goto gone;
				info = ci;
			} else if (sm_rd32(map + f->sf_lmap_infos +
			    (uintptr_t)i * 4, &info) != 0) {
				goto gone;
			}
			if (key == 0x2)		/* void: a removed key */
				continue;
			if (n == SM_MAXPROPS) {
				(void) snprintf(why, wl, "more than %d "
				    "properties", SM_MAXPROPS);
				return (-1);
			}
			pe[n].pe_key = key;
			pe[n].pe_slot = info >> f->sf_pinfo_slotshift;
			pe[n].pe_hasslot = !(info & (f->sf_pinfo_accessor |
			    f->sf_pinfo_custom));
			pe[n].pe_accessor = (info & f->sf_pinfo_accessor) != 0;
			pe[n].pe_shape = 0;
			n++;
		}
		if (compact || !(hdr & f->sf_map_hasprev))
			break;
		if (sm_rd64(map + f->sf_lmap_prev, &prev) != 0)
			goto gone;
		map = prev;
		len = f->sf_map_capacity;
	}
	*np = n;
	return (0);
gone:
	(void) snprintf(why, wl, "PropMap %lx is not in the core",
	    (unsigned long)map);
	return (-1);
}

/*
 * The accessor cell of property pe: 78, its AccessorShape (the Shape
 * itself, flagged ACCESSOR_SHAPE); 102, the GetterSetter its slot holds
 * as a PrivateGCThingValue.  Fills pi_acc, pi_getter, pi_setter, or
 * pi_why.
 */
static void
accessor_of(uintptr_t obj, uint_t nfixed, const propent_t *pe,
    sm_propinfo_t *pi)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t v;
	sm_value_t sv;

	if (f->sf_shape_propid != SM_NOFF) {
		pi->pi_acc = pe->pe_shape;
	} else {
		if (slot_value(obj, nfixed, pe->pe_slot, &v) != 0) {
			(void) snprintf(pi->pi_why, sizeof (pi->pi_why),
			    "its slot %u is not in the core", pe->pe_slot);
			return;
		}
		sm_value_decode(v, &sv);
		if (sv.sv_type != SM_V_PRIVATE_GCTHING) {
			(void) snprintf(pi->pi_why, sizeof (pi->pi_why),
			    "its slot %u holds no GetterSetter (%llx)",
			    pe->pe_slot, (unsigned long long)v);
			return;
		}
		pi->pi_acc = sv.sv_ptr;
	}
	if (sm_accessor_read(pi->pi_acc, &pi->pi_getter, &pi->pi_setter,
	    pi->pi_why, sizeof (pi->pi_why)) == 0)
		pi->pi_acc_ok = 1;
}

int
sm_accessor_read(uintptr_t acc, uintptr_t *getterp, uintptr_t *setterp,
    char *why, size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t g = 0, s = 0;
	sm_thing_t st;
	char w[160];

	if (f == NULL)
		return (-1);
	/* the cell must be what the facts say it is: proven, not assumed */
	if (sm_thing(acc, &st, w, sizeof (w)) != 0 || st.st_cell != acc ||
	    st.st_free) {
		(void) snprintf(why, wl, "%lx is not a live GC cell",
		    (unsigned long)acc);
		return (-1);
	}
	if (f->sf_shape_propid != SM_NOFF) {
		uint32_t flags;
		uchar_t attrs;

		if (strcmp(st.st_kind->sk_name, "ACCESSOR_SHAPE") != 0 ||
		    sm_rd32(acc + f->sf_shape_flags, &flags) != 0 ||
		    !(flags & f->sf_shape_accshape) ||
		    mdb_vread(&attrs, 1, acc + f->sf_shape_attrs) != 1) {
			(void) snprintf(why, wl, "%lx is not an AccessorShape",
			    (unsigned long)acc);
			return (-1);
		}
		/* without JSPROP_GETTER the word is a native GetterOp */
		if (((attrs & f->sf_shape_getter_attr) &&
		    sm_rd64(acc + f->sf_ashape_getter, &g) != 0) ||
		    ((attrs & f->sf_shape_setter_attr) &&
		    sm_rd64(acc + f->sf_ashape_setter, &s) != 0)) {
			(void) snprintf(why, wl, "AccessorShape %lx is not in "
			    "the core", (unsigned long)acc);
			return (-1);
		}
		if (!(attrs & f->sf_shape_accessor)) {
			(void) snprintf(why, wl, "AccessorShape %lx has native "
			    "hooks, no getter or setter object",
			    (unsigned long)acc);
			return (-1);
		}
	} else {
		if (st.st_kind->sk_trace != SM_T_GETTERSETTER ||
		    f->sf_gs_getter == SM_NOFF ||
		    sm_rd64(acc + f->sf_gs_getter, &g) != 0 ||
		    sm_rd64(acc + f->sf_gs_setter, &s) != 0) {
			(void) snprintf(why, wl, "%lx is not a readable "
			    "GetterSetter", (unsigned long)acc);
			return (-1);
		}
	}
	if ((g & 7) != 0 || (s & 7) != 0) {
		(void) snprintf(why, wl, "accessor %lx: getter %llx or setter "
		    "%llx is no object pointer", (unsigned long)acc,
		    (unsigned long long)g, (unsigned long long)s);
		return (-1);
	}
	*getterp = (uintptr_t)g;
	*setterp = (uintptr_t)s;
	return (0);
}

int
sm_prop_iter_info(uintptr_t obj, sm_propinfo_f *cb, void *arg, char *why,
    size_t wl)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t shape;
	uint32_t sflags;
	uint_t nfixed;
	propent_t *pe;
	sm_propinfo_t *pi;
	size_t n = 0, i;
	int rv;

	if (f == NULL || obj_native(obj, why, wl) != 0)
		return (-1);
	if (sm_rd64(obj + f->sf_obj_shape, &shape) != 0 || shape == 0 ||
	    sm_rd32(shape + f->sf_shape_flags, &sflags) != 0) {
		(void) snprintf(why, wl, "%lx: its shape is not readable",
		    (unsigned long)obj);
		return (-1);
	}
	nfixed = (sflags >> f->sf_fixed_shift) & f->sf_fixed_mask;
	if ((pe = malloc(SM_MAXPROPS * sizeof (propent_t))) == NULL ||
	    (pi = malloc(sizeof (*pi))) == NULL) {
		free(pe);
		(void) snprintf(why, wl, "out of memory");
		return (-1);
	}
	rv = f->sf_shape_propid != SM_NOFF ?
	    props_78(shape, pe, &n, why, wl) :
	    props_102(shape, pe, &n, why, wl);
	for (i = n; rv == 0 && i-- > 0; ) {
		memset(pi, 0, sizeof (*pi));
		pi->pi_key = pe[i].pe_key;
		pi->pi_hasslot = pe[i].pe_hasslot;
		pi->pi_slot = pe[i].pe_slot;
		pi->pi_fixed = pe[i].pe_slot < nfixed;
		pi->pi_has = pe[i].pe_hasslot &&
		    slot_value(obj, nfixed, pe[i].pe_slot, &pi->pi_value) == 0;
		if (pe[i].pe_accessor) {
			pi->pi_accessor = 1;
			accessor_of(obj, nfixed, &pe[i], pi);
		}
		if (cb(pi, arg) != 0)
			break;
	}
	free(pi);
	free(pe);
	return (rv);
}

typedef struct propwrap {
	sm_prop_f *pw_cb;
	void *pw_arg;
} propwrap_t;

static int
propwrap_cb(const sm_propinfo_t *pi, void *arg)
{
	const propwrap_t *pw = arg;

	return (pw->pw_cb(pi->pi_key, pi->pi_has ? pi->pi_value : 0,
	    pi->pi_has, pw->pw_arg));
}

int
sm_prop_iter(uintptr_t obj, sm_prop_f *cb, void *arg, char *why, size_t wl)
{
	propwrap_t pw;

	pw.pw_cb = cb;
	pw.pw_arg = arg;
	return (sm_prop_iter_info(obj, propwrap_cb, &pw, why, wl));
}

int
sm_obj_dict(uintptr_t obj)
{
	const sm_facts_t *f = sm.ss_facts;
	uint64_t shape, map, hdr;
	uint32_t sflags;

	if (f == NULL || sm_rd64(obj + f->sf_obj_shape, &shape) != 0 ||
	    shape == 0 || sm_rd32(shape + f->sf_shape_flags, &sflags) != 0)
		return (-1);
	if (f->sf_shape_propid != SM_NOFF)
		return ((sflags & f->sf_shape_indict) != 0);
	if (sm_rd64(shape + f->sf_shape_propmap, &map) != 0)
		return (-1);
	if (map == 0)
		return (0);
	if (sm_rd64(map, &hdr) != 0)
		return (-1);
	return ((hdr & f->sf_map_dict) != 0);
}

typedef struct propget {
	const char *pg_name;
	uint64_t pg_value;
	int pg_found;
} propget_t;

static int
propget_cb(uint64_t key, uint64_t value, int has, void *arg)
{
	propget_t *pg = arg;
	char buf[256];

	if ((key & 7) != 0 || sm_jsid_text(key, buf, sizeof (buf)) != 0 ||
	    strcmp(buf, pg->pg_name) != 0)
		return (0);
	pg->pg_found = has ? 1 : -1;
	pg->pg_value = value;
	return (1);
}

int
sm_prop_get(uintptr_t obj, const char *name, uint64_t *valuep)
{
	propget_t pg;
	char why[160];

	memset(&pg, 0, sizeof (pg));
	pg.pg_name = name;
	if (sm_prop_iter(obj, propget_cb, &pg, why, sizeof (why)) != 0 ||
	    pg.pg_found != 1)
		return (-1);
	*valuep = pg.pg_value;
	return (0);
}

int
sm_func_name(uintptr_t fn, char *buf, size_t buflen)
{
	const sm_facts_t *f = sm.ss_facts;
	uintptr_t clasp;
	const char *cn;
	uint64_t atom;
	char why[160];
	int trunc = 0;
	size_t n;

	if (f == NULL || buflen == 0 || sm_obj_class(fn, &clasp) != 0 ||
	    (cn = sm_class_name(clasp)) == NULL || strcmp(cn, "Function") != 0)
		return (-1);
	if (f->sf_fun_atom != SM_NOFF) {
		if (sm_rd64(fn + f->sf_fun_atom, &atom) != 0)
			return (-1);
	} else {
		sm_value_t v;

		if (sm_rd64(fn + f->sf_obj_fixed + (uintptr_t)f->sf_fun_atom_slot *
		    8, &atom) != 0)
			return (-1);
		sm_value_decode(atom, &v);
		if (v.sv_type == SM_V_UNDEFINED) {
			buf[0] = '\0';
			return (0);
		}
		if (v.sv_type != SM_V_STRING)
			return (-1);
		atom = v.sv_ptr;
	}
	if (atom == 0) {
		buf[0] = '\0';
		return (0);
	}
	if (sm_string_read(atom, buf, buflen, &trunc, why, sizeof (why)) != 0)
		return (-1);
	/* a name longer than buf says it is cut (as sym_fit does) */
	if (trunc && (n = strlen(buf)) >= 3)
		(void) memcpy(buf + n - 3, "...", 3);
	return (0);
}

int
sm_constructor_name(uintptr_t obj, char *buf, size_t buflen)
{
	uintptr_t proto;
	uint64_t ctor;
	sm_value_t v;

	if (sm_obj_proto(obj, &proto) != 0 ||
	    sm_prop_get(proto, "constructor", &ctor) != 0)
		return (-1);
	sm_value_decode(ctor, &v);
	if (v.sv_type != SM_V_OBJECT)
		return (-1);
	return (sm_func_name(v.sv_ptr, buf, buflen));
}
