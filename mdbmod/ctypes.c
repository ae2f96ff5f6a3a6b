/*
 * ctypes.c: C types from the DWARF of the loaded objects (libdw), for
 * the mdb built-ins that speak them: ::sizeof TYPE, ::offsetof TYPE
 * MEMBER and addr::print [-dt] [TYPE] [MEMBER ...].  mdb reads CTF; a
 * Linux program built with -g carries DWARF, so that is what we read.
 *
 * A type is named as in C: "struct foo", "union u", "enum e", a typedef
 * or a base type ("unsigned int"), optionally prefixed "object`" to pick
 * the object whose DWARF defines it.  Only a type's top-level definition
 * in some compilation unit is found (not types local to a function).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <dwarf.h>
#include <elfutils/libdw.h>

#include "mdb.h"
#include "symbols.h"
#include "tgt_impl.h"

#define	CT_MAXDEPTH	16		/* nested aggregates printed */
#define	CT_MAXELEMS	256		/* array elements printed */
#define	CT_MAXSTR	1024		/* chars of a char array printed */
#define	CT_NOBJS	256

/* Per object: its DWARF, opened once. */
static Dwarf *ct_dw[CT_NOBJS];
static int ct_tried[CT_NOBJS];

static Dwarf *
ct_dwarf(target_t *t, size_t i)
{
	tgt_object_t *o = t->t_objs[i];

	if (i >= CT_NOBJS)
		return (NULL);
	if (!ct_tried[i]) {
		ct_tried[i] = 1;
		if (o->o_elf != NULL)
			ct_dw[i] = dwarf_begin_elf(o->o_elf, DWARF_C_READ, NULL);
	}
	return (ct_dw[i]);
}

/* The DIE's type attribute; -1 for void. */
static int
ct_typeof(Dwarf_Die *die, Dwarf_Die *out)
{
	Dwarf_Attribute a;

	if (dwarf_attr_integrate(die, DW_AT_type, &a) == NULL ||
	    dwarf_formref_die(&a, out) == NULL)
		return (-1);
	return (0);
}

/* Strips typedefs and cv-qualifiers; 0, or -1 (void, or a loop). */
static int
ct_resolve(Dwarf_Die *die, Dwarf_Die *out)
{
	Dwarf_Die d = *die;
	int n;

	for (n = 0; n < 64; n++) {
		int tag = dwarf_tag(&d);

		if (tag != DW_TAG_typedef && tag != DW_TAG_const_type &&
		    tag != DW_TAG_volatile_type && tag != DW_TAG_restrict_type &&
		    tag != DW_TAG_atomic_type) {
			*out = d;
			return (0);
		}
		if (ct_typeof(&d, &d) != 0)
			return (-1);
	}
	return (-1);
}

/* C's name of a type into buf ("struct foo", "int *", "char [16]"). */
static void
ct_name(Dwarf_Die *die, char *buf, size_t len)
{
	Dwarf_Die sub;
	const char *n = dwarf_diename(die);
	char inner[256];
	Dwarf_Word cnt;
	Dwarf_Attribute a;

	switch (dwarf_tag(die)) {
	case DW_TAG_structure_type:
		(void) snprintf(buf, len, "struct %s", n != NULL ? n : "{...}");
		return;
	case DW_TAG_union_type:
		(void) snprintf(buf, len, "union %s", n != NULL ? n : "{...}");
		return;
	case DW_TAG_enumeration_type:
		(void) snprintf(buf, len, "enum %s", n != NULL ? n : "{...}");
		return;
	case DW_TAG_pointer_type:
		if (ct_typeof(die, &sub) != 0)
			(void) snprintf(inner, sizeof (inner), "void");
		else
			ct_name(&sub, inner, sizeof (inner));
		(void) snprintf(buf, len, "%s *", inner);
		return;
	case DW_TAG_const_type:
	case DW_TAG_volatile_type:
		if (ct_typeof(die, &sub) != 0)
			(void) snprintf(inner, sizeof (inner), "void");
		else
			ct_name(&sub, inner, sizeof (inner));
		(void) snprintf(buf, len, "%s %s", dwarf_tag(die) ==
		    DW_TAG_const_type ? "const" : "volatile", inner);
		return;
	case DW_TAG_array_type:
		if (ct_typeof(die, &sub) != 0)
			(void) snprintf(inner, sizeof (inner), "?");
		else
			ct_name(&sub, inner, sizeof (inner));
		cnt = 0;
		if (dwarf_child(die, &sub) == 0 &&
		    dwarf_tag(&sub) == DW_TAG_subrange_type) {
			if (dwarf_attr(&sub, DW_AT_count, &a) != NULL)
				(void) dwarf_formudata(&a, &cnt);
			else if (dwarf_attr(&sub, DW_AT_upper_bound, &a) !=
			    NULL && dwarf_formudata(&a, &cnt) == 0)
				cnt++;
		}
		(void) snprintf(buf, len, "%s [%llu]", inner,
		    (unsigned long long)cnt);
		return;
	case DW_TAG_subroutine_type:
		(void) snprintf(buf, len, "function");
		return;
	default:
		(void) snprintf(buf, len, "%s", n != NULL ? n : "?");
		return;
	}
}

typedef struct ct_find {
	const char *cf_name;		/* without the tag word */
	int cf_tag;			/* DW_TAG_*, or 0: typedef or base */
	Dwarf_Die cf_die;
	int cf_found;
} ct_find_t;

/* A type by name at the top level of one object's compilation units. */
static int
ct_find_in(Dwarf *dw, ct_find_t *cf)
{
	Dwarf_Off off = 0, next;
	size_t hsize;

	while (dwarf_nextcu(dw, off, &next, &hsize, NULL, NULL, NULL) == 0) {
		Dwarf_Die cu, die;

		if (dwarf_offdie(dw, off + hsize, &cu) != NULL &&
		    dwarf_child(&cu, &die) == 0) {
			do {
				int tag = dwarf_tag(&die);
				const char *n = dwarf_diename(&die);

				if (n == NULL || strcmp(n, cf->cf_name) != 0)
					continue;
				if (cf->cf_tag != 0 ? tag != cf->cf_tag :
				    (tag != DW_TAG_typedef &&
				    tag != DW_TAG_base_type))
					continue;
				/* a declaration only: look for the definition */
				if (dwarf_hasattr(&die, DW_AT_declaration))
					continue;
				cf->cf_die = die;
				cf->cf_found = 1;
				return (0);
			} while (dwarf_siblingof(&die, &die) == 0);
		}
		off = next;
	}
	return (-1);
}

/*
 * C's spellings of the integer types, as GCC names them in DWARF (a
 * base type's DW_AT_name).
 */
static const struct {
	const char *ca_c, *ca_dwarf;
} ct_aliases[] = {
	{ "unsigned", "unsigned int" },
	{ "signed", "int" },
	{ "short", "short int" },
	{ "signed short", "short int" },
	{ "unsigned short", "short unsigned int" },
	{ "unsigned short int", "short unsigned int" },
	{ "long", "long int" },
	{ "signed long", "long int" },
	{ "unsigned long", "long unsigned int" },
	{ "unsigned long int", "long unsigned int" },
	{ "long long", "long long int" },
	{ "unsigned long long", "long long unsigned int" },
	{ "unsigned long long int", "long long unsigned int" },
	{ NULL, NULL }
};

static const char *
ct_alias(const char *name)
{
	size_t i;

	for (i = 0; ct_aliases[i].ca_c != NULL; i++) {
		if (strcmp(ct_aliases[i].ca_c, name) == 0)
			return (ct_aliases[i].ca_dwarf);
	}
	return (name);
}

/*
 * The type named by argv words (e.g. "struct", "corpus_config"); *usedp
 * is how many words it took.  Pointers ("int *", "int*") are supported
 * one level: the pointee is looked up, and *ptrp set.
 */
static int
ct_lookup(target_t *t, int argc, const mdb_arg_t *argv, int *usedp,
    Dwarf_Die *out, int *ptrp)
{
	char spec[512], obj[256], word[256];
	const char *name, *w;
	ct_find_t cf;
	size_t i, n;
	int used = 0;

	*ptrp = 0;
	spec[0] = '\0';
	if (argc < 1 || argv[0].a_type != MDB_TYPE_STRING)
		return (-1);
	w = argv[0].a_un.a_str;
	memset(&cf, 0, sizeof (cf));
	if (strcmp(w, "struct") == 0 || strcmp(w, "union") == 0 ||
	    strcmp(w, "enum") == 0) {
		cf.cf_tag = w[0] == 's' ? DW_TAG_structure_type :
		    w[0] == 'u' ? DW_TAG_union_type : DW_TAG_enumeration_type;
		if (argc < 2 || argv[1].a_type != MDB_TYPE_STRING)
			return (-1);
		(void) snprintf(spec, sizeof (spec), "%s", argv[1].a_un.a_str);
		used = 2;
	} else if ((strcmp(w, "unsigned") == 0 || strcmp(w, "signed") == 0 ||
	    strcmp(w, "long") == 0 || strcmp(w, "short") == 0) && argc >= 2 &&
	    argv[1].a_type == MDB_TYPE_STRING && isalpha((unsigned char)
	    argv[1].a_un.a_str[0])) {
		/* "unsigned int", "long long", "unsigned long int" */
		(void) snprintf(spec, sizeof (spec), "%s", w);
		used = 1;
		while (used < argc && argv[used].a_type == MDB_TYPE_STRING &&
		    (strcmp(argv[used].a_un.a_str, "int") == 0 ||
		    strcmp(argv[used].a_un.a_str, "long") == 0 ||
		    strcmp(argv[used].a_un.a_str, "short") == 0 ||
		    strcmp(argv[used].a_un.a_str, "char") == 0)) {
			n = strlen(spec);
			(void) snprintf(spec + n, sizeof (spec) - n, " %s",
			    argv[used].a_un.a_str);
			used++;
		}
	} else {
		(void) snprintf(spec, sizeof (spec), "%s", w);
		used = 1;
	}
	if (used < argc && argv[used].a_type == MDB_TYPE_STRING &&
	    strcmp(argv[used].a_un.a_str, "*") == 0) {
		*ptrp = 1;
		used++;
	}
	n = strlen(spec);
	while (n > 0 && (spec[n - 1] == '*' || spec[n - 1] == ' ')) {
		if (spec[n - 1] == '*')
			*ptrp = 1;
		spec[--n] = '\0';
	}
	*usedp = used;
	obj[0] = '\0';
	name = spec;
	if (sym_split(spec, obj, sizeof (obj), &name) != 1)
		name = spec;
	(void) snprintf(word, sizeof (word), "%s", ct_alias(name));
	cf.cf_name = word;
	for (i = 0; i < t->t_nobjs && i < CT_NOBJS; i++) {
		Dwarf *dw;

		if (obj[0] != '\0' && strcmp(t->t_objs[i]->o_name, obj) != 0)
			continue;
		if ((dw = ct_dwarf(t, i)) != NULL && ct_find_in(dw, &cf) == 0) {
			*out = cf.cf_die;
			return (0);
		}
	}
	return (-1);
}

static int
ct_size(Dwarf_Die *die, Dwarf_Word *sizep)
{
	Dwarf_Die r;

	if (ct_resolve(die, &r) != 0)
		return (-1);
	if (dwarf_tag(&r) == DW_TAG_pointer_type) {
		*sizep = sizeof (uint64_t);
		return (0);
	}
	return (dwarf_aggregate_size(&r, sizep) == 0 ? 0 : -1);
}

/* The member of a struct/union (after typedefs) named name. */
static int
ct_member(Dwarf_Die *type, const char *name, Dwarf_Die *mem,
    Dwarf_Word *offp)
{
	Dwarf_Die r, m;
	Dwarf_Attribute a;
	Dwarf_Word off = 0;

	if (ct_resolve(type, &r) != 0 || (dwarf_tag(&r) !=
	    DW_TAG_structure_type && dwarf_tag(&r) != DW_TAG_union_type) ||
	    dwarf_child(&r, &m) != 0)
		return (-1);
	do {
		const char *n;

		if (dwarf_tag(&m) != DW_TAG_member)
			continue;
		n = dwarf_diename(&m);
		off = 0;
		if (dwarf_attr(&m, DW_AT_data_member_location, &a) != NULL)
			(void) dwarf_formudata(&a, &off);
		if (n == NULL) {
			/* an anonymous struct/union member: look inside */
			Dwarf_Die sub;
			Dwarf_Word soff;

			if (ct_typeof(&m, &sub) == 0 &&
			    ct_member(&sub, name, mem, &soff) == 0) {
				*offp = off + soff;
				return (0);
			}
			continue;
		}
		if (strcmp(n, name) == 0) {
			*mem = m;
			*offp = off;
			return (0);
		}
	} while (dwarf_siblingof(&m, &m) == 0);
	return (-1);
}

/* ---- printing values ---- */

typedef struct ct_print {
	int cp_types;			/* -t */
	int cp_dec;			/* -d */
	int cp_indent;
} ct_print_t;

static void ct_value(ct_print_t *, Dwarf_Die *, uintptr_t, int);

static void
ct_indent(const ct_print_t *cp)
{
	mdb_printf("%*s", cp->cp_indent, "");
}

static void
ct_number(const ct_print_t *cp, uint64_t v, int sgn, Dwarf_Word size)
{
	if (size < 8 && sgn && (v & (1ULL << (size * 8 - 1))))
		v |= ~0ULL << (size * 8);
	if (cp->cp_dec)
		mdb_printf(sgn ? "%lld" : "%llu", (long long)v);
	else
		mdb_printf("%#llx", (unsigned long long)v);
}

static void
ct_base(const ct_print_t *cp, Dwarf_Die *r, uintptr_t addr)
{
	Dwarf_Attribute a;
	Dwarf_Word enc = 0, size = 0;
	uint64_t v = 0;

	(void) dwarf_aggregate_size(r, &size);
	if (dwarf_attr(r, DW_AT_encoding, &a) != NULL)
		(void) dwarf_formudata(&a, &enc);
	if (size == 0 || size > 8 ||
	    mdb_vread(&v, (size_t)size, addr) != (ssize_t)size) {
		mdb_printf("<unreadable %lx>", (unsigned long)addr);
		return;
	}
	switch (enc) {
	case DW_ATE_float:
		if (size == 4) {
			float f;

			memcpy(&f, &v, 4);
			mdb_printf("%g", (double)f);
		} else {
			double d;

			memcpy(&d, &v, 8);
			mdb_printf("%g", d);
		}
		return;
	case DW_ATE_boolean:
		mdb_printf(v != 0 ? "B_TRUE" : "B_FALSE");
		return;
	case DW_ATE_signed_char:
	case DW_ATE_unsigned_char:
		if (v >= 0x20 && v < 0x7f)
			mdb_printf("'%c'", (int)v);
		else
			mdb_printf("'\\%o'", (unsigned)(v & 0xff));
		return;
	default:
		ct_number(cp, v, enc == DW_ATE_signed, size);
		return;
	}
}

static void
ct_enum(const ct_print_t *cp, Dwarf_Die *r, uintptr_t addr)
{
	Dwarf_Word size = 4;
	Dwarf_Die e;
	Dwarf_Attribute a;
	uint64_t v = 0;
	Dwarf_Sword ev;

	(void) dwarf_aggregate_size(r, &size);
	if (size == 0 || size > 8 ||
	    mdb_vread(&v, (size_t)size, addr) != (ssize_t)size) {
		mdb_printf("<unreadable %lx>", (unsigned long)addr);
		return;
	}
	if (dwarf_child(r, &e) == 0) {
		do {
			if (dwarf_tag(&e) == DW_TAG_enumerator &&
			    dwarf_attr(&e, DW_AT_const_value, &a) != NULL &&
			    dwarf_formsdata(&a, &ev) == 0 &&
			    (uint64_t)ev == v) {
				mdb_printf("%s (", dwarf_diename(&e));
				ct_number(cp, v, 0, size);
				mdb_printf(")");
				return;
			}
		} while (dwarf_siblingof(&e, &e) == 0);
	}
	ct_number(cp, v, 0, size);
}

static void
ct_array(ct_print_t *cp, Dwarf_Die *r, uintptr_t addr, int depth)
{
	Dwarf_Die et, er, sub;
	Dwarf_Attribute a;
	Dwarf_Word cnt = 0, esz = 0, i;

	if (dwarf_child(r, &sub) == 0 &&
	    dwarf_tag(&sub) == DW_TAG_subrange_type) {
		if (dwarf_attr(&sub, DW_AT_count, &a) != NULL)
			(void) dwarf_formudata(&a, &cnt);
		else if (dwarf_attr(&sub, DW_AT_upper_bound, &a) != NULL &&
		    dwarf_formudata(&a, &cnt) == 0)
			cnt++;
	}
	if (ct_typeof(r, &et) != 0 || ct_resolve(&et, &er) != 0 ||
	    ct_size(&et, &esz) != 0 || esz == 0) {
		mdb_printf("[ ? ]");
		return;
	}
	/* char arrays print as strings, as mdb's ::print does */
	if (dwarf_tag(&er) == DW_TAG_base_type && esz == 1) {
		char buf[CT_MAXSTR + 1];
		size_t n = cnt < CT_MAXSTR ? (size_t)cnt : CT_MAXSTR, k;

		if (mdb_vread(buf, n, addr) != (ssize_t)n) {
			mdb_printf("[ <unreadable %lx> ]", (unsigned long)addr);
			return;
		}
		for (k = 0; k < n && buf[k] != '\0'; k++)
			;
		mdb_printf("[ \"");
		mdb_printf_escaped(buf, k);
		mdb_printf("\"%s ]", k == n && n < cnt ? "..." : "");
		return;
	}
	mdb_printf("[ ");
	for (i = 0; i < cnt && i < CT_MAXELEMS; i++) {
		if (i > 0)
			mdb_printf(", ");
		ct_value(cp, &et, addr + i * esz, depth + 1);
	}
	if (cnt > CT_MAXELEMS)
		mdb_printf(", ... %llu more", (unsigned long long)(cnt -
		    CT_MAXELEMS));
	mdb_printf(" ]");
}

static void
ct_struct(ct_print_t *cp, Dwarf_Die *r, uintptr_t addr, int depth)
{
	Dwarf_Die m, mt;
	Dwarf_Attribute a;
	Dwarf_Word off;
	char tn[512];

	if (depth >= CT_MAXDEPTH) {
		mdb_printf("{ ... }");
		return;
	}
	mdb_printf("{\n");
	cp->cp_indent += 4;
	if (dwarf_child(r, &m) == 0) {
		do {
			const char *n;

			if (dwarf_tag(&m) != DW_TAG_member)
				continue;
			n = dwarf_diename(&m);
			off = 0;
			if (dwarf_attr(&m, DW_AT_data_member_location, &a) !=
			    NULL)
				(void) dwarf_formudata(&a, &off);
			ct_indent(cp);
			if (cp->cp_types && ct_typeof(&m, &mt) == 0) {
				ct_name(&mt, tn, sizeof (tn));
				mdb_printf("%s%s", tn, tn[0] != '\0' &&
				    tn[strlen(tn) - 1] == '*' ? "" : " ");
			}
			mdb_printf("%s = ", n != NULL ? n : "");
			if (dwarf_hasattr(&m, DW_AT_bit_size)) {
				mdb_printf("<bit field>");
			} else if (ct_typeof(&m, &mt) == 0) {
				ct_value(cp, &mt, addr + off, depth + 1);
			} else {
				mdb_printf("?");
			}
			mdb_printf("\n");
		} while (dwarf_siblingof(&m, &m) == 0);
	}
	cp->cp_indent -= 4;
	ct_indent(cp);
	mdb_printf("}");
}

static void
ct_value(ct_print_t *cp, Dwarf_Die *type, uintptr_t addr, int depth)
{
	Dwarf_Die r;
	uint64_t p;

	if (ct_resolve(type, &r) != 0) {
		mdb_printf("?");
		return;
	}
	switch (dwarf_tag(&r)) {
	case DW_TAG_base_type:
		ct_base(cp, &r, addr);
		return;
	case DW_TAG_enumeration_type:
		ct_enum(cp, &r, addr);
		return;
	case DW_TAG_pointer_type:
	case DW_TAG_reference_type:
		if (mdb_vread(&p, sizeof (p), addr) != sizeof (p))
			mdb_printf("<unreadable %lx>", (unsigned long)addr);
		else
			mdb_printf("%#llx", (unsigned long long)p);
		return;
	case DW_TAG_array_type:
		ct_array(cp, &r, addr, depth);
		return;
	case DW_TAG_structure_type:
	case DW_TAG_union_type:
		ct_struct(cp, &r, addr, depth);
		return;
	default:
		mdb_printf("?");
		return;
	}
}

/* ---- dcmds ---- */

static target_t *
ct_target(void)
{
	if (mdb.m_target == NULL)
		mdb_warn("no target: open a core file\n");
	return (mdb.m_target);
}

static void
ct_unknown(int argc, const mdb_arg_t *argv)
{
	char spec[512];
	size_t n = 0;
	int i;

	spec[0] = '\0';
	for (i = 0; i < argc && argv[i].a_type == MDB_TYPE_STRING; i++)
		n += (size_t)snprintf(spec + n, n < sizeof (spec) ?
		    sizeof (spec) - n : 0, "%s%s", i ? " " : "",
		    argv[i].a_un.a_str);
	mdb_warn("failed to look up type %s: no loaded object's DWARF "
	    "defines it (built without -g, or its debug info is not "
	    "here)\n", spec);
}

static int
cmd_sizeof(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	target_t *t = ct_target();
	Dwarf_Die die;
	Dwarf_Word size;
	char tn[512];
	int used, ptr;

	if (t == NULL)
		return (DCMD_ERR);
	if ((flags & DCMD_ADDRSPEC) || argc < 1)
		return (DCMD_USAGE);
	if (ct_lookup(t, argc, argv, &used, &die, &ptr) != 0) {
		ct_unknown(argc, argv);
		return (DCMD_ERR);
	}
	if (used != argc)
		return (DCMD_USAGE);
	ct_name(&die, tn, sizeof (tn));
	if (ptr)
		size = sizeof (uint64_t);
	else if (ct_size(&die, &size) != 0) {
		mdb_warn("the size of %s is not known (incomplete type)\n",
		    tn);
		return (DCMD_ERR);
	}
	mdb_printf("sizeof (%s%s) = %#llx\n", tn, ptr ? " *" : "",
	    (unsigned long long)size);
	return (DCMD_OK);
}

static int
cmd_offsetof(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	target_t *t = ct_target();
	Dwarf_Die die, mem, mt;
	Dwarf_Word off, total = 0, size;
	char tn[512], path[512], *p, *save;
	int used, ptr;

	if (t == NULL)
		return (DCMD_ERR);
	if ((flags & DCMD_ADDRSPEC) || argc < 2 ||
	    argv[argc - 1].a_type != MDB_TYPE_STRING)
		return (DCMD_USAGE);
	if (ct_lookup(t, argc - 1, argv, &used, &die, &ptr) != 0) {
		ct_unknown(argc - 1, argv);
		return (DCMD_ERR);
	}
	if (used != argc - 1 || ptr)
		return (DCMD_USAGE);
	ct_name(&die, tn, sizeof (tn));
	(void) snprintf(path, sizeof (path), "%s", argv[argc - 1].a_un.a_str);
	mt = die;
	for (p = strtok_r(path, ".", &save); p != NULL;
	    p = strtok_r(NULL, ".", &save)) {
		if (ct_member(&mt, p, &mem, &off) != 0) {
			mdb_warn("%s has no member %s\n", tn,
			    argv[argc - 1].a_un.a_str);
			return (DCMD_ERR);
		}
		total += off;
		if (ct_typeof(&mem, &mt) != 0)
			break;
	}
	mdb_printf("offsetof (%s, %s) = %#llx", tn, argv[argc - 1].a_un.a_str,
	    (unsigned long long)total);
	if (ct_size(&mt, &size) == 0)
		mdb_printf(", sizeof (...->%s) = %#llx",
		    argv[argc - 1].a_un.a_str, (unsigned long long)size);
	mdb_printf("\n");
	return (DCMD_OK);
}

/* The type of the variable whose symbol starts at addr, from DWARF. */
static int
ct_symbol_type(target_t *t, uintptr_t addr, Dwarf_Die *out, char *name,
    size_t namelen)
{
	sym_result_t r;
	size_t i;

	if (sym_lookup_addr(t, addr, 1, &r) != 0 || r.sr_obj == NULL)
		return (-1);
	(void) snprintf(name, namelen, "%s", r.sr_name);
	for (i = 0; i < t->t_nobjs && i < CT_NOBJS; i++) {
		Dwarf *dw;
		Dwarf_Off off = 0, next;
		size_t hsize;

		if (t->t_objs[i] != r.sr_obj || (dw = ct_dwarf(t, i)) == NULL)
			continue;
		while (dwarf_nextcu(dw, off, &next, &hsize, NULL, NULL,
		    NULL) == 0) {
			Dwarf_Die cu, die;

			if (dwarf_offdie(dw, off + hsize, &cu) != NULL &&
			    dwarf_child(&cu, &die) == 0) {
				do {
					const char *n = dwarf_diename(&die);

					if (dwarf_tag(&die) == DW_TAG_variable &&
					    n != NULL &&
					    strcmp(n, r.sr_name) == 0 &&
					    ct_typeof(&die, out) == 0)
						return (0);
				} while (dwarf_siblingof(&die, &die) == 0);
			}
			off = next;
		}
	}
	return (-1);
}

static int
cmd_print(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	target_t *t = ct_target();
	uint_t opt_t = 0, opt_d = 0;
	Dwarf_Die die, mem, mt;
	Dwarf_Word off;
	ct_print_t cp;
	char tn[512], sym[256];
	int i, used = 0, ptr = 0;

	if (t == NULL)
		return (DCMD_ERR);
	if (!(flags & DCMD_ADDRSPEC))
		return (DCMD_USAGE);
	i = mdb_getopts(argc, argv,
	    't', MDB_OPT_SETBITS, 1, &opt_t,
	    'd', MDB_OPT_SETBITS, 1, &opt_d, NULL);
	argc -= i;
	argv += i;
	if (argc > 0 && ct_lookup(t, argc, argv, &used, &die, &ptr) == 0) {
		argc -= used;
		argv += used;
	} else if (ct_symbol_type(t, addr, &die, sym, sizeof (sym)) != 0) {
		if (argc > 0)
			ct_unknown(argc, argv);
		else
			mdb_warn("no type given, and no variable with debug "
			    "information starts at %lx\n", (unsigned long)addr);
		return (DCMD_ERR);
	}
	if (ptr) {
		mdb_warn("print a pointer's target with addr/K, or *addr\n");
		return (DCMD_USAGE);
	}
	memset(&cp, 0, sizeof (cp));
	cp.cp_types = opt_t;
	cp.cp_dec = opt_d;
	if (argc == 0) {
		if (opt_t) {
			ct_name(&die, tn, sizeof (tn));
			mdb_printf("%s ", tn);
		}
		ct_value(&cp, &die, addr, 0);
		mdb_printf("\n");
		return (DCMD_OK);
	}
	/* members: a.b paths, each printed on its own */
	for (i = 0; i < argc; i++) {
		char path[512], *p, *save;
		Dwarf_Word total = 0;

		if (argv[i].a_type != MDB_TYPE_STRING)
			return (DCMD_USAGE);
		(void) snprintf(path, sizeof (path), "%s", argv[i].a_un.a_str);
		mt = die;
		for (p = strtok_r(path, ".", &save); p != NULL;
		    p = strtok_r(NULL, ".", &save)) {
			if (ct_member(&mt, p, &mem, &off) != 0 ||
			    ct_typeof(&mem, &mt) != 0) {
				ct_name(&die, tn, sizeof (tn));
				mdb_warn("%s has no member %s\n", tn,
				    argv[i].a_un.a_str);
				return (DCMD_ERR);
			}
			total += off;
		}
		if (opt_t) {
			ct_name(&mt, tn, sizeof (tn));
			mdb_printf("%s ", tn);
		}
		mdb_printf("%s = ", argv[i].a_un.a_str);
		ct_value(&cp, &mt, addr + total, 0);
		mdb_printf("\n");
	}
	return (DCMD_OK);
}

static void
print_help(void)
{
	mdb_printf(
	    "addr::print [-dt] [type] [member ...] prints the memory at addr\n"
	    "as a C type, from the DWARF of the loaded objects (programs\n"
	    "built with -g): a struct's members, nested, arrays, char arrays\n"
	    "as strings, enums by name.  Without a type, the type of the\n"
	    "variable whose symbol is at addr.  Members (a.b paths) print\n"
	    "just those.  -t adds each member's type, -d prints integers in\n"
	    "decimal (default hex).\n");
}

const mdb_dcmd_t mdb_ctypes_dcmds[] = {
	{ "sizeof", "type", "print the size of a C type (DWARF)", cmd_sizeof },
	{ "offsetof", "type member", "print the offset of a member of a C "
	    "type (DWARF)", cmd_offsetof },
	{ "print", ":[-dt] [type] [member ...]", "print memory as a C type "
	    "(DWARF)", cmd_print, print_help },
	{ NULL }
};
