/*
 * v8cfg.c: configuration of the V8 module.  The node binary carries
 * postmortem metadata: one symbol per fact (v8dbg_class_JSFunction__shared__
 * SharedFunctionInfo = 24, v8dbg_type_JSObject__JS_OBJECT_TYPE = 1057, ...)
 * whose 4-byte value sits in memory at the symbol's address.  We read them
 * all once, index them, and answer lookups by name.  What the metadata lacks
 * or gets wrong comes from the per-version tables in tables.c.  Nothing
 * here knows an offset itself.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"
#include "v8_tables.h"

#define	V8_NCONTEXT_TYPES	10	/* entries of v8_context_type_names */

v8_cfg_t v8_cfg;
int v8_warnings;

/* ---- the metadata as read from the binary ---- */

typedef struct v8_md_const {
	char *mc_name;			/* without "v8dbg_" */
	intptr_t mc_value;
} v8_md_const_t;

typedef struct v8_md_field {
	char *mf_class;
	char *mf_field;
	char *mf_type;			/* "" when the metadata gave none */
	ssize_t mf_off;
} v8_md_field_t;

typedef struct v8_md_parent {
	char *mp_class;
	char *mp_parent;
} v8_md_parent_t;

typedef struct v8_md_type {
	int mt_type;
	char *mt_name;			/* "JS_OBJECT_TYPE" */
	char *mt_class;			/* "JSObject" */
	int mt_fromtable;		/* from a table: mt_name not ours */
} v8_md_type_t;

static v8_md_const_t *md_consts;
static size_t md_nconsts, md_cconsts;
static v8_md_field_t *md_fields;
static size_t md_nfields, md_cfields;
static v8_md_parent_t *md_parents;
static size_t md_nparents, md_cparents;
static v8_md_type_t *md_types;
static size_t md_ntypes, md_ctypes;

static const v8_table_t *v8_table;	/* table in use, or NULL */
static int v8_table_mismatch;		/* ::v8load of another release */
static void cfg_fill(void);

/* Parents known independently of the metadata (which newer V8 omits). */
static const struct {
	const char *klass, *parent;
} v8_known_parents[] = {
	{ "HeapObject", "Object" },
	{ "PrimitiveHeapObject", "HeapObject" },
	{ "Name", "PrimitiveHeapObject" },
	{ "String", "Name" },
	{ "Symbol", "Name" },
	{ "SeqString", "String" },
	{ "SeqOneByteString", "SeqString" },
	{ "SeqTwoByteString", "SeqString" },
	{ "ConsString", "String" },
	{ "SlicedString", "String" },
	{ "ThinString", "String" },
	{ "ExternalString", "String" },
	{ "ExternalOneByteString", "ExternalString" },
	{ "ExternalTwoByteString", "ExternalString" },
	{ "InternalizedString", "String" },
	{ "HeapNumber", "PrimitiveHeapObject" },
	{ "Oddball", "PrimitiveHeapObject" },
	{ "Map", "HeapObject" },
	{ "FixedArrayBase", "HeapObject" },
	{ "FixedArray", "FixedArrayBase" },
	{ "FixedDoubleArray", "FixedArrayBase" },
	{ "ByteArray", "FixedArrayBase" },
	{ "PropertyArray", "HeapObject" },
	{ "DescriptorArray", "HeapObject" },
	{ "JSReceiver", "HeapObject" },
	{ "JSObject", "JSReceiver" },
	{ "JSProxy", "JSReceiver" },
	{ "JSArray", "JSObject" },
	{ "JSFunctionOrBoundFunctionOrWrappedFunction", "JSObject" },
	{ "JSFunction", "JSFunctionOrBoundFunctionOrWrappedFunction" },
	{ "JSBoundFunction", "JSFunctionOrBoundFunctionOrWrappedFunction" },
	{ "JSWrappedFunction", "JSFunctionOrBoundFunctionOrWrappedFunction" },
	{ "JSDate", "JSObject" },
	{ "JSRegExp", "JSObject" },
	{ "JSError", "JSObject" },
	{ "JSCollection", "JSObject" },
	{ "JSMap", "JSCollection" },
	{ "JSSet", "JSCollection" },
	{ "JSWeakCollection", "JSObject" },
	{ "JSWeakMap", "JSWeakCollection" },
	{ "JSWeakSet", "JSWeakCollection" },
	{ "JSObjectWithEmbedderSlots", "JSObject" },
	{ "JSPromise", "JSObjectWithEmbedderSlots" },
	{ "JSArrayBuffer", "JSObjectWithEmbedderSlots" },
	{ "JSArrayBufferView", "JSObjectWithEmbedderSlots" },
	{ "JSTypedArray", "JSArrayBufferView" },
	{ "JSDataView", "JSArrayBufferView" },
	{ "JSCustomElementsObject", "JSObject" },
	{ "JSSpecialObject", "JSCustomElementsObject" },
	{ "JSGlobalObject", "JSSpecialObject" },
	{ "JSGlobalProxy", "JSSpecialObject" },
	{ "JSPrimitiveWrapper", "JSCustomElementsObject" },
	{ "JSMessageObject", "JSObject" },
	{ "JSIteratorResult", "JSObject" },
	{ "JSArrayIterator", "JSObject" },
	{ "SharedFunctionInfo", "HeapObject" },
	{ "Script", "Struct" },
	{ "Struct", "HeapObject" },
	{ "AccessorPair", "Struct" },
	{ "ScopeInfo", "HeapObject" },
	{ "Code", "HeapObject" },
	{ "BytecodeArray", "FixedArrayBase" },
	{ "UncompiledData", "HeapObject" },
	{ "UncompiledDataWithoutPreparseData", "UncompiledData" },
	{ "UncompiledDataWithPreparseData", "UncompiledData" },
	{ "UncompiledDataWithoutPreparseDataWithJob",
	    "UncompiledDataWithoutPreparseData" },
	{ "UncompiledDataWithPreparseDataAndJob",
	    "UncompiledDataWithPreparseData" },
	{ "FeedbackCell", "Struct" },
	/* classes of the instance types the tables name (tables.c) */
	{ "JSAPIObjectWithEmbedderSlots", "JSObject" },
	{ "JSMapIterator", "JSObject" },
	{ "JSSetIterator", "JSObject" },
	{ "JSGeneratorObject", "JSObject" },
	{ "Context", "HeapObject" },
	{ "NativeContext", "Context" },
	{ "HashTable", "FixedArray" },
	{ "EphemeronHashTable", "HashTable" },
	{ "GlobalDictionary", "HashTable" },
	{ "NameDictionary", "HashTable" },
	{ "NameToIndexHashTable", "HashTable" },
	{ "NumberDictionary", "HashTable" },
	{ "SimpleNumberDictionary", "HashTable" },
	{ "RegisteredSymbolTable", "HashTable" },
	{ "OrderedHashMap", "FixedArray" },
	{ "OrderedHashSet", "FixedArray" },
	{ "OrderedNameDictionary", "FixedArray" },
	{ "ClosureFeedbackCellArray", "FixedArray" },
	{ "ObjectBoilerplateDescription", "FixedArray" },
	{ "FreeSpace", "HeapObject" },
	{ NULL, NULL }
};

void
v8_cfg_warn(const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	if (!v8_warnings)
		return;
	va_start(ap, fmt);
	(void) vsnprintf(buf, sizeof (buf), fmt, ap);
	va_end(ap);
	mdb_warn("v8: %s", buf);
}

/* ---- growable arrays ---- */

static void *
grow(void *p, size_t *capp, size_t n, size_t elsz)
{
	void *np;
	size_t ncap;

	if (n < *capp)
		return (p);
	ncap = *capp == 0 ? 64 : *capp * 2;
	if ((np = realloc(p, ncap * elsz)) == NULL)
		return (NULL);
	*capp = ncap;
	return (np);
}

static void
md_reset(void)
{
	size_t i;

	for (i = 0; i < md_nconsts; i++)
		free(md_consts[i].mc_name);
	for (i = 0; i < md_nfields; i++) {
		free(md_fields[i].mf_class);
		free(md_fields[i].mf_field);
		free(md_fields[i].mf_type);
	}
	for (i = 0; i < md_nparents; i++) {
		free(md_parents[i].mp_class);
		free(md_parents[i].mp_parent);
	}
	for (i = 0; i < md_ntypes; i++) {
		if (!md_types[i].mt_fromtable)
			free(md_types[i].mt_name);
		free(md_types[i].mt_class);
	}
	md_nconsts = md_nfields = md_nparents = md_ntypes = 0;
}

static int
md_add_const(const char *name, intptr_t val)
{
	md_consts = grow(md_consts, &md_cconsts, md_nconsts,
	    sizeof (md_consts[0]));
	if (md_consts == NULL)
		return (-1);
	md_consts[md_nconsts].mc_name = strdup(name);
	md_consts[md_nconsts].mc_value = val;
	md_nconsts++;
	return (0);
}

/*
 * "JSFunction__shared__SharedFunctionInfo" -> class, field, type.  Class
 * names never contain "__"; the type may be absent
 * ("Map__instance_descriptors_offset").
 */
static int
md_add_field(const char *spec, intptr_t val)
{
	const char *p, *q;
	v8_md_field_t *f;

	if ((p = strstr(spec, "__")) == NULL || p == spec)
		return (-1);
	md_fields = grow(md_fields, &md_cfields, md_nfields,
	    sizeof (md_fields[0]));
	if (md_fields == NULL)
		return (-1);
	f = &md_fields[md_nfields];
	f->mf_class = strndup(spec, p - spec);
	p += 2;
	if ((q = strstr(p, "__")) != NULL) {
		f->mf_field = strndup(p, q - p);
		f->mf_type = strdup(q + 2);
	} else {
		f->mf_field = strdup(p);
		f->mf_type = strdup("");
	}
	f->mf_off = val;
	md_nfields++;
	return (0);
}

static int
md_add_parent(const char *spec)
{
	const char *p;

	if ((p = strstr(spec, "__")) == NULL || p == spec)
		return (-1);
	md_parents = grow(md_parents, &md_cparents, md_nparents,
	    sizeof (md_parents[0]));
	if (md_parents == NULL)
		return (-1);
	md_parents[md_nparents].mp_class = strndup(spec, p - spec);
	md_parents[md_nparents].mp_parent = strdup(p + 2);
	md_nparents++;
	return (0);
}

static int
md_add_type(const char *spec, intptr_t val)
{
	const char *p;

	if ((p = strstr(spec, "__")) == NULL || p == spec)
		return (-1);
	md_types = grow(md_types, &md_ctypes, md_ntypes, sizeof (md_types[0]));
	if (md_types == NULL)
		return (-1);
	md_types[md_ntypes].mt_class = strndup(spec, p - spec);
	md_types[md_ntypes].mt_name = strdup(p + 2);
	md_types[md_ntypes].mt_type = (int)val;
	md_types[md_ntypes].mt_fromtable = 0;
	md_ntypes++;
	return (0);
}

static int
const_cmp(const void *a, const void *b)
{
	return (strcmp(((const v8_md_const_t *)a)->mc_name,
	    ((const v8_md_const_t *)b)->mc_name));
}

static int
field_cmp(const void *a, const void *b)
{
	const v8_md_field_t *fa = a, *fb = b;
	int c;

	if ((c = strcmp(fa->mf_class, fb->mf_class)) != 0)
		return (c);
	if (fa->mf_off != fb->mf_off)
		return (fa->mf_off < fb->mf_off ? -1 : 1);
	return (strcmp(fa->mf_field, fb->mf_field));
}

static int
type_cmp(const void *a, const void *b)
{
	const v8_md_type_t *ta = a, *tb = b;

	if (ta->mt_type != tb->mt_type)
		return (ta->mt_type < tb->mt_type ? -1 : 1);
	return (strcmp(ta->mt_name, tb->mt_name));
}

typedef struct md_iter {
	int mi_nread;
	int mi_nfail;
} md_iter_t;

static int
md_sym_cb(void *arg, const GElf_Sym *sym, const char *name,
    const char *obj)
{
	md_iter_t *mi = arg;
	int32_t v;
	const char *n;

	if (strncmp(name, "v8dbg_", 6) == 0)
		n = name + 6;
	else if (strncmp(name, "nodedbg_", 8) == 0)
		n = name;	/* kept whole: a different namespace */
	else
		return (0);

	/* Only data: the initialisers of these tables are functions. */
	if (GELF_ST_TYPE(sym->st_info) == STT_FUNC)
		return (0);

	if (mdb_vread(&v, sizeof (v), sym->st_value) != sizeof (v)) {
		mi->mi_nfail++;
		return (0);
	}
	mi->mi_nread++;

	if (strncmp(n, "class_", 6) == 0)
		(void) md_add_field(n + 6, v);
	else if (strncmp(n, "parent_", 7) == 0)
		(void) md_add_parent(n + 7);
	else if (strncmp(n, "type_", 5) == 0)
		(void) md_add_type(n + 5, v);
	else
		(void) md_add_const(n, v);
	return (0);
}

/* ---- lookups ---- */

static const v8_tabent_t *
tab_find(const v8_tabent_t *ents, const char *name, unsigned flag)
{
	for (; ents != NULL && ents->vte_name != NULL; ents++) {
		if ((ents->vte_flags & flag) && strcmp(ents->vte_name, name) == 0)
			return (ents);
	}
	return (NULL);
}

/* A table entry with the given flag: the version's, then the common one. */
static const v8_tabent_t *
table_lookup(const char *name, unsigned flag)
{
	const v8_tabent_t *e;

	if (v8_table != NULL &&
	    (e = tab_find(v8_table->vt_ents, name, flag)) != NULL)
		return (e);
	return (tab_find(v8_table_common, name, flag));
}

static const v8_md_const_t *
md_const_find(const char *name)
{
	v8_md_const_t key;

	if (md_nconsts == 0)
		return (NULL);
	key.mc_name = (char *)name;
	return (bsearch(&key, md_consts, md_nconsts, sizeof (md_consts[0]),
	    const_cmp));
}

int
v8_const(const char *name, intptr_t *valp)
{
	const v8_tabent_t *e;
	const v8_md_const_t *c;

	if ((e = table_lookup(name, V8T_FIX)) != NULL) {
		*valp = e->vte_value;
		return (0);
	}
	if ((c = md_const_find(name)) != NULL) {
		*valp = c->mc_value;
		return (0);
	}
	if ((e = table_lookup(name, V8T_DFLT)) != NULL) {
		*valp = e->vte_value;
		return (0);
	}
	return (-1);
}

intptr_t
v8_const_dflt(const char *name, intptr_t dflt)
{
	intptr_t v;

	return (v8_const(name, &v) == 0 ? v : dflt);
}

static const v8_md_field_t *
md_field_find(const char *klass, const char *field)
{
	size_t i;

	/* The metadata is small (hundreds); a linear scan is fine. */
	for (i = 0; i < md_nfields; i++) {
		if (strcmp(md_fields[i].mf_class, klass) == 0 &&
		    strcmp(md_fields[i].mf_field, field) == 0)
			return (&md_fields[i]);
	}
	return (NULL);
}

const char *
v8_class_parent(const char *klass)
{
	size_t i;
	const v8_tabent_t *ents;
	size_t plen;

	/* The table may re-parent a class: "parent_Klass__Parent". */
	plen = strlen(klass);
	for (ents = v8_table != NULL ? v8_table->vt_ents : NULL;
	    ents != NULL && ents->vte_name != NULL; ents++) {
		if (strncmp(ents->vte_name, "parent_", 7) == 0 &&
		    strncmp(ents->vte_name + 7, klass, plen) == 0 &&
		    strncmp(ents->vte_name + 7 + plen, "__", 2) == 0)
			return (ents->vte_name + 7 + plen + 2);
	}
	for (i = 0; i < md_nparents; i++) {
		if (strcmp(md_parents[i].mp_class, klass) == 0)
			return (md_parents[i].mp_parent);
	}
	for (i = 0; v8_known_parents[i].klass != NULL; i++) {
		if (strcmp(v8_known_parents[i].klass, klass) == 0)
			return (v8_known_parents[i].parent);
	}
	return (NULL);
}

/* ::v8field overrides, consulted before anything else */
typedef struct v8_override {
	char vo_class[64];
	char vo_field[96];
	ssize_t vo_off;
} v8_override_t;

#define	V8_MAXOVERRIDES	64
static v8_override_t v8_overrides[V8_MAXOVERRIDES];
static int v8_noverrides;

static int
class_field_one(const char *klass, const char *field, ssize_t *offp,
    const char **typep)
{
	char name[256];
	const v8_tabent_t *e;
	const v8_md_field_t *f;
	int i;

	for (i = 0; i < v8_noverrides; i++) {
		if (strcmp(v8_overrides[i].vo_class, klass) == 0 &&
		    strcmp(v8_overrides[i].vo_field, field) == 0) {
			*offp = v8_overrides[i].vo_off;
			if (typep != NULL)
				*typep = "(::v8field)";
			return (0);
		}
	}

	(void) snprintf(name, sizeof (name), "class_%s__%s", klass, field);
	if ((e = table_lookup(name, V8T_FIX)) != NULL) {
		*offp = e->vte_value;
		if (typep != NULL)
			*typep = "";
		return (0);
	}
	if ((f = md_field_find(klass, field)) != NULL) {
		*offp = f->mf_off;
		if (typep != NULL)
			*typep = f->mf_type;
		return (0);
	}
	if ((e = table_lookup(name, V8T_DFLT)) != NULL) {
		*offp = e->vte_value;
		if (typep != NULL)
			*typep = "";
		return (0);
	}
	return (-1);
}

int
v8_class_field(const char *klass, const char *field, ssize_t *offp,
    const char **typep)
{
	int depth;

	for (depth = 0; klass != NULL && depth < 16; depth++) {
		if (class_field_one(klass, field, offp, typep) == 0)
			return (0);
		klass = v8_class_parent(klass);
	}
	return (-1);
}

int
v8_class_offset(const char *klass, const char *field, ssize_t *offp)
{
	return (v8_class_field(klass, field, offp, NULL));
}

int
v8_cfg_set_field(const char *klass, const char *field, ssize_t off)
{
	int i;

	for (i = 0; i < v8_noverrides; i++) {
		if (strcmp(v8_overrides[i].vo_class, klass) == 0 &&
		    strcmp(v8_overrides[i].vo_field, field) == 0)
			break;
	}
	if (i == V8_MAXOVERRIDES || strlen(klass) >= 64 || strlen(field) >= 96)
		return (-1);
	(void) snprintf(v8_overrides[i].vo_class,
	    sizeof (v8_overrides[i].vo_class), "%s", klass);
	(void) snprintf(v8_overrides[i].vo_field,
	    sizeof (v8_overrides[i].vo_field), "%s", field);
	v8_overrides[i].vo_off = off;
	if (i == v8_noverrides)
		v8_noverrides++;
	if (v8_cfg.vc_configured)
		cfg_fill();
	return (0);
}

/* ---- class, field and type iteration (for ::v8classes, ::v8print) ---- */

static int
strptr_cmp(const void *a, const void *b)
{
	return (strcmp(*(const char *const *)a, *(const char *const *)b));
}

int
v8_class_iter(v8_class_f *cb, void *arg)
{
	const char **names;
	size_t n = 0, i, cap;
	const v8_tabent_t *tabs[2];
	int t, rv = 0;

	cap = md_nfields + md_ntypes + 256;
	if ((names = calloc(cap, sizeof (char *))) == NULL)
		return (-1);
	for (i = 0; i < md_nfields && n < cap; i++)
		names[n++] = md_fields[i].mf_class;
	for (i = 0; i < md_ntypes && n < cap; i++) {
		/* a type known only from a table may have no class */
		if (md_types[i].mt_class != NULL)
			names[n++] = md_types[i].mt_class;
	}
	/* Classes only the tables know: "class_JSMap__table" etc. */
	tabs[0] = v8_table != NULL ? v8_table->vt_ents : NULL;
	tabs[1] = v8_table_common;
	static char held[256][64];	/* names[] points here until we return */
	size_t nheld = 0;
	for (t = 0; t < 2; t++) {
		const v8_tabent_t *e;

		for (e = tabs[t]; e != NULL && e->vte_name != NULL; e++) {
			const char *s, *p;

			if (strncmp(e->vte_name, "class_", 6) != 0)
				continue;
			s = e->vte_name + 6;
			if ((p = strstr(s, "__")) == NULL ||
			    (size_t)(p - s) >= sizeof (held[0]) ||
			    n >= cap || nheld >= 256)
				continue;
			(void) snprintf(held[nheld], sizeof (held[0]), "%.*s",
			    (int)(p - s), s);
			names[n++] = held[nheld++];
		}
	}
	qsort(names, n, sizeof (char *), strptr_cmp);
	for (i = 0; i < n; i++) {
		if (i > 0 && strcmp(names[i], names[i - 1]) == 0)
			continue;
		if ((rv = cb(names[i], arg)) != 0)
			break;
	}
	free(names);
	return (rv);
}

typedef struct field_ent {
	const char *fe_class;
	const char *fe_field;
	const char *fe_type;
	ssize_t fe_off;
} field_ent_t;

static int
field_ent_cmp(const void *a, const void *b)
{
	const field_ent_t *fa = a, *fb = b;

	if (fa->fe_off != fb->fe_off)
		return (fa->fe_off < fb->fe_off ? -1 : 1);
	return (strcmp(fa->fe_field, fb->fe_field));
}

/*
 * A class's fields in offset order; with "inherited", its superclasses'
 * too.  Table entries are included.  Fields of the same name declared twice
 * (metadata with two types) are reported once.
 */
int
v8_field_iter(const char *klass, int inherited, v8_field_f *cb, void *arg)
{
	field_ent_t ents[512];
	size_t n = 0, i, j;
	const char *k;
	int depth, rv = 0;

	for (k = klass, depth = 0; k != NULL && depth < 16 &&
	    (depth == 0 || inherited); k = v8_class_parent(k), depth++) {
		size_t klen = strlen(k);
		const v8_tabent_t *tabs[2];
		int t;

		for (i = 0; i < md_nfields && n < 512; i++) {
			if (strcmp(md_fields[i].mf_class, k) != 0)
				continue;
			ents[n].fe_class = md_fields[i].mf_class;
			ents[n].fe_field = md_fields[i].mf_field;
			ents[n].fe_type = md_fields[i].mf_type;
			ents[n].fe_off = md_fields[i].mf_off;
			n++;
		}
		tabs[0] = v8_table != NULL ? v8_table->vt_ents : NULL;
		tabs[1] = v8_table_common;
		for (t = 0; t < 2; t++) {
			const v8_tabent_t *e;

			for (e = tabs[t]; e != NULL && e->vte_name != NULL &&
			    n < 512; e++) {
				if (strncmp(e->vte_name, "class_", 6) != 0 ||
				    strncmp(e->vte_name + 6, k, klen) != 0 ||
				    strncmp(e->vte_name + 6 + klen, "__", 2) != 0)
					continue;
				ents[n].fe_class = k;
				ents[n].fe_field = e->vte_name + 6 + klen + 2;
				ents[n].fe_type = "";
				ents[n].fe_off = e->vte_value;
				n++;
			}
		}
	}
	/* Drop duplicates of a name, keeping what v8_class_offset says. */
	for (i = 0; i < n; i++) {
		ssize_t off;

		if (ents[i].fe_field == NULL)
			continue;
		if (v8_class_offset(klass, ents[i].fe_field, &off) == 0)
			ents[i].fe_off = off;
		for (j = i + 1; j < n; j++) {
			if (ents[j].fe_field != NULL &&
			    strcmp(ents[i].fe_field, ents[j].fe_field) == 0)
				ents[j].fe_field = NULL;
		}
	}
	for (i = j = 0; i < n; i++) {
		if (ents[i].fe_field != NULL)
			ents[j++] = ents[i];
	}
	n = j;
	qsort(ents, n, sizeof (ents[0]), field_ent_cmp);
	for (i = 0; i < n; i++) {
		if ((rv = cb(ents[i].fe_class, ents[i].fe_field,
		    ents[i].fe_type, ents[i].fe_off, arg)) != 0)
			break;
	}
	return (rv);
}

/* Names for types the metadata leaves out but gives constants for. */
static const char *
type_name_derived(int type)
{
	const v8_cfg_t *c = &v8_cfg;
	int i;

	if (type == -1)
		return (NULL);
	if (type == c->vt_JSAPIObject)
		return ("JS_API_OBJECT_TYPE");
	if (type == c->vt_JSSpecialAPIObject)
		return ("JS_SPECIAL_API_OBJECT_TYPE");
	if (c->vt_Context_first != -1 && type >= c->vt_Context_first &&
	    type <= c->vt_Context_last) {
		for (i = 0; v8_context_type_names[i] != NULL; i++) {
			if (c->vt_Context_first + i == type &&
			    c->vt_Context_last - c->vt_Context_first ==
			    V8_NCONTEXT_TYPES - 1)
				return (v8_context_type_names[i]);
		}
		return ("CONTEXT_TYPE");
	}
	if (type > c->vt_JSFunction && type <= c->vt_JSFunction_last &&
	    c->vt_JSFunction != -1)
		return ("JS_FUNCTION_TYPE (subtype)");
	return (NULL);
}

const char *
v8_type_name(int type)
{
	size_t lo = 0, hi = md_ntypes;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (md_types[mid].mt_type == type)
			return (md_types[mid].mt_name);
		if (md_types[mid].mt_type < type)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (type_name_derived(type));
}

const char *
v8_type_class(int type)
{
	size_t i;

	for (i = 0; i < md_ntypes; i++) {
		if (md_types[i].mt_type == type)
			return (md_types[i].mt_class);
	}
	return (NULL);
}

int
v8_type_byname(const char *name)
{
	size_t i;
	char tname[128];
	intptr_t v;

	for (i = 0; i < md_ntypes; i++) {
		if (strcmp(md_types[i].mt_name, name) == 0)
			return (md_types[i].mt_type);
	}
	if (v8_cfg.vt_Context_first != -1 && v8_cfg.vt_Context_last -
	    v8_cfg.vt_Context_first == V8_NCONTEXT_TYPES - 1) {
		for (i = 0; v8_context_type_names[i] != NULL; i++) {
			if (strcmp(v8_context_type_names[i], name) == 0)
				return (v8_cfg.vt_Context_first + (int)i);
		}
	}
	/* Types the metadata omits can come from a table: "type_NAME". */
	(void) snprintf(tname, sizeof (tname), "type_%s", name);
	if (v8_const(tname, &v) == 0)
		return ((int)v);
	return (-1);
}

int
v8_type_iter(v8_type_f *cb, void *arg)
{
	size_t i;
	int rv;

	for (i = 0; i < md_ntypes; i++) {
		if ((rv = cb(md_types[i].mt_type, md_types[i].mt_name,
		    md_types[i].mt_class, arg)) != 0)
			return (rv);
	}
	return (0);
}

const char *
v8_frametype_name(intptr_t type)
{
	size_t i;

	for (i = 0; i < md_nconsts; i++) {
		if (strncmp(md_consts[i].mc_name, "frametype_", 10) == 0 &&
		    md_consts[i].mc_value == type)
			return (md_consts[i].mc_name + 10);
	}
	return (NULL);
}

int
v8_frametype_byname(const char *name, intptr_t *valp)
{
	char buf[128];

	(void) snprintf(buf, sizeof (buf), "frametype_%s", name);
	return (v8_const(buf, valp));
}

/* ---- instance types from the tables ---- */

/* Does the list already name this number, or this name? */
static int
md_type_known(int type, const char *name)
{
	size_t i;

	for (i = 0; i < md_ntypes; i++) {
		if (md_types[i].mt_type == type ||
		    strcmp(md_types[i].mt_name, name) == 0)
			return (1);
	}
	return (0);
}

/*
 * The metadata names only the instance types its generator could tie to
 * a class; the rest (hash tables, contexts, the JSFunction constructor
 * and prototype subtypes, fillers ...) come from the tables as
 * "type_Class__NAME" entries (numbers from V8's own list: what
 * --trace-gc-object-stats prints).  They join the metadata's list, kept
 * sorted, so that every lookup by number or name sees one list.  Where
 * the metadata names the number or the name itself, it wins.  Called
 * whenever the table in use changes.
 */
static void
md_merge_table_types(void)
{
	const v8_tabent_t *tabs[2], *e;
	size_t i, j;
	int t;

	for (i = j = 0; i < md_ntypes; i++) {
		if (md_types[i].mt_fromtable) {
			free(md_types[i].mt_class);
			continue;
		}
		md_types[j++] = md_types[i];
	}
	md_ntypes = j;

	tabs[0] = v8_table != NULL ? v8_table->vt_ents : NULL;
	tabs[1] = v8_table_common;
	for (t = 0; t < 2; t++) {
		for (e = tabs[t]; e != NULL && e->vte_name != NULL; e++) {
			const char *spec, *p, *name;
			v8_md_type_t *mt;

			if (strncmp(e->vte_name, "type_", 5) != 0)
				continue;
			spec = e->vte_name + 5;
			p = strstr(spec, "__");
			name = p != NULL ? p + 2 : spec;
			if (*name == '\0' || md_type_known((int)e->vte_value,
			    name))
				continue;
			md_types = grow(md_types, &md_ctypes, md_ntypes,
			    sizeof (md_types[0]));
			if (md_types == NULL) {
				md_ntypes = md_ctypes = 0;
				return;
			}
			mt = &md_types[md_ntypes];
			mt->mt_type = (int)e->vte_value;
			mt->mt_name = (char *)name;	/* the table's */
			mt->mt_class = p != NULL && p > spec ?
			    strndup(spec, p - spec) : NULL;
			mt->mt_fromtable = 1;
			md_ntypes++;
		}
	}
	qsort(md_types, md_ntypes, sizeof (md_types[0]), type_cmp);
}

/* ---- filling v8_cfg ---- */

static int cfg_nmissing;

static int
need_const(const char *name, intptr_t dflt)
{
	intptr_t v;

	if (v8_const(name, &v) == 0)
		return ((int)v);
	v8_cfg_warn("constant %s unknown; using %ld", name, (long)dflt);
	cfg_nmissing++;
	return ((int)dflt);
}

static int
opt_const(const char *name, intptr_t dflt)
{
	intptr_t v;

	return (v8_const(name, &v) == 0 ? (int)v : (int)dflt);
}

static ssize_t
need_off(const char *klass, const char *field)
{
	ssize_t off;

	if (v8_class_offset(klass, field, &off) == 0)
		return (off);
	v8_cfg_warn("field %s::%s unknown", klass, field);
	cfg_nmissing++;
	return (-1);
}

/* The first of several names a field went by. */
static ssize_t
need_off2(const char *klass, const char *f1, const char *f2)
{
	ssize_t off;

	if (v8_class_offset(klass, f1, &off) == 0 ||
	    v8_class_offset(klass, f2, &off) == 0)
		return (off);
	v8_cfg_warn("field %s::%s unknown", klass, f1);
	cfg_nmissing++;
	return (-1);
}

static ssize_t
opt_off(const char *klass, const char *field)
{
	ssize_t off;

	return (v8_class_offset(klass, field, &off) == 0 ? off : -1);
}

static int
need_type(const char *name)
{
	int t = v8_type_byname(name);

	if (t == -1)
		v8_cfg_warn("instance type %s unknown", name);
	return (t);
}

static void
cfg_fill(void)
{
	v8_cfg_t *c = &v8_cfg;
	int t;

	cfg_nmissing = 0;
	md_merge_table_types();

	c->vc_ptrsize = need_const("SystemPointerSize", 8);
	c->vc_tagged_size = opt_const("TaggedSize", c->vc_ptrsize);
	c->vc_heapobject_tag = need_const("HeapObjectTag", 1);
	c->vc_heapobject_tagmask = need_const("HeapObjectTagMask", 3);
	c->vc_weak_tag = opt_const("WeakHeapObjectTag", 3);
	c->vc_smi_tag = need_const("SmiTag", 0);
	c->vc_smi_tagmask = need_const("SmiTagMask", 1);
	/* SmiShiftSize excludes the tag bit: 31 + 1 on 64-bit */
	c->vc_smi_shift = need_const("SmiShiftSize", 31) +
	    opt_const("SmiTagSize", 1);

	c->vc_isnotstring_mask = (uint_t)need_const("IsNotStringMask", 0xff80);
	c->vc_string_tag = need_const("StringTag", 0);
	c->vc_str_encoding_mask = need_const("StringEncodingMask", 8);
	c->vc_str_onebyte_tag = need_const("OneByteStringTag", 8);
	c->vc_str_twobyte_tag = need_const("TwoByteStringTag", 0);
	c->vc_str_rep_mask = need_const("StringRepresentationMask", 7);
	c->vc_str_seq_tag = need_const("SeqStringTag", 0);
	c->vc_str_cons_tag = need_const("ConsStringTag", 1);
	c->vc_str_external_tag = need_const("ExternalStringTag", 2);
	c->vc_str_sliced_tag = need_const("SlicedStringTag", 3);
	c->vc_str_thin_tag = need_const("ThinStringTag", 5);
	c->vc_str_uncached_mask = need_const("UncachedExternalStringMask",
	    0x10);
	c->vc_str_notinternalized_mask = need_const("IsNotInternalizedMask",
	    0x20);
	c->vc_first_nonstring_type = need_const("FirstNonstringType", 128);

	c->vc_oddball_false = need_const("OddballFalse", 0);
	c->vc_oddball_true = need_const("OddballTrue", 1);
	c->vc_oddball_thehole = opt_const("OddballTheHole", -1);
	c->vc_oddball_null = need_const("OddballNull", 3);
	c->vc_oddball_undefined = need_const("OddballUndefined", 5);
	c->vc_oddball_uninitialized = opt_const("OddballUninitialized", -1);
	c->vc_oddball_other = opt_const("OddballOther", -1);
	c->vc_oddball_exception = opt_const("OddballException", -1);

	c->vc_elements_kind_mask = need_const(
	    "bit_field2_elements_kind_mask", 0xfc);
	c->vc_elements_kind_shift = need_const(
	    "bit_field2_elements_kind_shift", 2);
	c->vc_dictionary_map_shift = opt_const(
	    "bit_field3_is_dictionary_map_shift",
	    opt_const("bit_field3_dictionary_map_shift", 21));
	c->vc_nown_descriptors_mask = need_const(
	    "bit_field3_number_of_own_descriptors_mask", 0xffc00);
	c->vc_nown_descriptors_shift = need_const(
	    "bit_field3_number_of_own_descriptors_shift", 10);
	c->vc_elements_fast = need_const("elements_fast_elements", 2);
	c->vc_elements_fast_holey = need_const("elements_fast_holey_elements",
	    3);
	c->vc_elements_dictionary = need_const("elements_dictionary_elements",
	    12);

	c->vc_prop_desc_key = need_const("prop_desc_key", 0);
	c->vc_prop_desc_details = need_const("prop_desc_details", 1);
	c->vc_prop_desc_value = need_const("prop_desc_value", 2);
	c->vc_prop_desc_size = need_const("prop_desc_size", 3);
	c->vc_prop_index_mask = need_const("prop_index_mask", 0x1ff80000);
	c->vc_prop_index_shift = need_const("prop_index_shift", 19);
	c->vc_prop_location_mask = need_const("prop_location_mask", 0x20);
	c->vc_prop_location_shift = need_const("prop_location_shift", 5);
	c->vc_prop_location_field = need_const("prop_location_Field", 0);
	c->vc_prop_location_descriptor = need_const(
	    "prop_location_Descriptor", 1);
	c->vc_prop_kind_mask = need_const("prop_kind_mask", 1);
	c->vc_prop_kind_data = need_const("prop_kind_Data", 0);
	c->vc_prop_kind_accessor = need_const("prop_kind_Accessor", 1);
	c->vc_prop_repr_mask = need_const("prop_representation_mask", 0x1c0);
	c->vc_prop_repr_shift = need_const("prop_representation_shift", 6);
	c->vc_prop_repr_double = need_const("prop_representation_double", 2);
	c->vc_namedict_prefix_start = need_const(
	    "namedictionary_prefix_start_index", 3);
	c->vc_namedict_entry_size = need_const(
	    "namedictionaryshape_entry_size", 3);
	c->vc_namedict_prefix_size = need_const(
	    "namedictionaryshape_prefix_size", 2);
	c->vc_numberdict_entry_size = need_const(
	    "numberdictionaryshape_entry_size", 3);
	c->vc_numberdict_prefix_size = need_const(
	    "numberdictionaryshape_prefix_size", 1);
	c->vc_globaldict_entry_size = opt_const(
	    "globaldictionaryshape_entry_size", 1);

	c->vc_context_idx_scope_info = need_const("context_idx_scope_info", 0);
	c->vc_context_idx_prev = need_const("context_idx_prev", 1);
	c->vc_context_min_slots = need_const("context_min_slots", 2);
	c->vc_context_idx_native = opt_const("context_idx_native", -1);
	c->vc_context_idx_extension = opt_const("context_idx_ext", -1);
	c->vc_scopeinfo_idx_nparams = need_const("scopeinfo_idx_nparams", 1);
	c->vc_scopeinfo_idx_ncontextlocals = need_const(
	    "scopeinfo_idx_ncontextlocals", 2);
	c->vc_scopeinfo_idx_first_vars = need_const(
	    "scopeinfo_idx_first_vars", 3);

	c->vc_off_fp_context_or_frame_type = opt_const(
	    "off_fp_context_or_frame_type", opt_const("off_fp_context", -8));
	c->vc_off_fp_context = need_const("off_fp_context", -8);
	c->vc_off_fp_function = need_const("off_fp_function", -16);
	c->vc_off_fp_args = need_const("off_fp_args", 16);
	c->vc_off_fp_bytecode_array = opt_const("off_fp_bytecode_array", -32);
	c->vc_off_fp_bytecode_offset = opt_const("off_fp_bytecode_offset",
	    -40);
	c->vc_off_fp_constant_pool = opt_const("off_fp_constant_pool", 0);

	c->vo_HeapObject_map = need_off("HeapObject", "map");
	c->vo_Map_instance_type = need_off("Map", "instance_type");
	c->vo_Map_instance_size_in_words = need_off("Map",
	    "instance_size_in_words");
	c->vo_Map_inobject_properties_start = need_off2("Map",
	    "inobject_properties_start_or_constructor_function_index",
	    "inobject_properties_or_constructor_function_index");
	c->vo_Map_bit_field = need_off("Map", "bit_field");
	c->vo_Map_bit_field2 = need_off("Map", "bit_field2");
	c->vo_Map_bit_field3 = need_off("Map", "bit_field3");
	c->vo_Map_instance_descriptors = need_off2("Map",
	    "instance_descriptors", "instance_descriptors_offset");
	c->vo_Map_prototype = need_off("Map", "prototype");
	c->vo_Map_constructor_or_back_pointer = need_off2("Map",
	    "constructor_or_back_pointer", "constructor_or_backpointer");
	c->vo_JSReceiver_properties = need_off2("JSReceiver",
	    "raw_properties_or_hash", "properties");
	c->vo_JSObject_elements = need_off("JSObject", "elements");
	c->vo_JSArray_length = need_off("JSArray", "length");
	c->vo_FixedArrayBase_length = need_off("FixedArrayBase", "length");
	c->vo_FixedArray_data = need_off("FixedArray", "data");
	c->vo_DescriptorArray_header_size = need_off("DescriptorArray",
	    "header_size");
	c->vo_DescriptorArray_nall = need_off("DescriptorArray",
	    "number_of_all_descriptors");
	c->vo_PropertyArray_length_and_hash = need_off("PropertyArray",
	    "length_and_hash");
	c->vo_HeapNumber_value = need_off("HeapNumber", "value");
	c->vo_Oddball_kind = need_off2("Oddball", "kind", "kind_offset");
	c->vo_Oddball_to_string = opt_off("Oddball", "to_string");
	c->vo_String_length = need_off("String", "length");
	c->vo_SeqOneByteString_chars = need_off("SeqOneByteString", "chars");
	c->vo_SeqTwoByteString_chars = need_off("SeqTwoByteString", "chars");
	c->vo_ConsString_first = need_off("ConsString", "first");
	c->vo_ConsString_second = need_off("ConsString", "second");
	c->vo_SlicedString_parent = need_off("SlicedString", "parent");
	c->vo_SlicedString_offset = need_off("SlicedString", "offset");
	c->vo_ThinString_actual = need_off("ThinString", "actual");
	c->vo_ExternalString_resource = need_off("ExternalString", "resource");
	c->vo_ExternalString_resource_data = opt_off("ExternalString",
	    "resource_data");
	c->vo_Symbol_name = need_off("Symbol", "name");
	c->vo_JSFunction_shared = need_off("JSFunction", "shared");
	c->vo_JSFunction_context = need_off("JSFunction", "context");
	c->vo_JSFunction_code = opt_off("JSFunction", "code");
	c->vo_SharedFunctionInfo_name_or_scope_info = need_off(
	    "SharedFunctionInfo", "name_or_scope_info");
	c->vo_SharedFunctionInfo_script = need_off2("SharedFunctionInfo",
	    "script", "script_or_debug_info");
	c->vo_SharedFunctionInfo_function_data = opt_off("SharedFunctionInfo",
	    "function_data");
	c->vo_SharedFunctionInfo_flags = opt_off("SharedFunctionInfo",
	    "flags");
	c->vo_SharedFunctionInfo_function_token_offset = opt_off(
	    "SharedFunctionInfo", "raw_function_token_offset");
	c->vo_SharedFunctionInfo_formal_parameter_count = opt_off(
	    "SharedFunctionInfo", "internal_formal_parameter_count");
	c->vo_Script_name = need_off("Script", "name");
	c->vo_Script_source = need_off("Script", "source");
	c->vo_Script_line_ends = opt_off("Script", "line_ends");
	c->vo_Script_id = opt_off("Script", "id");
	c->vo_UncompiledData_inferred_name = opt_off("UncompiledData",
	    "inferred_name");
	c->vo_UncompiledData_start_position = opt_off("UncompiledData",
	    "start_position");
	c->vo_UncompiledData_end_position = opt_off("UncompiledData",
	    "end_position");
	c->vo_ScopeInfo_flags = need_off("ScopeInfo", "flags");
	c->vo_ScopeInfo_parameter_count = opt_off("ScopeInfo",
	    "parameter_count");
	c->vo_ScopeInfo_context_local_count = opt_off("ScopeInfo",
	    "context_local_count");
	c->vo_ScopeInfo_position_info = opt_off("ScopeInfo", "position_info");
	c->vo_JSBoundFunction_target = need_off("JSBoundFunction",
	    "bound_target_function");
	c->vo_JSBoundFunction_this = need_off("JSBoundFunction", "bound_this");
	c->vo_JSBoundFunction_args = need_off("JSBoundFunction",
	    "bound_arguments");
	c->vo_JSDate_value = need_off("JSDate", "value");
	c->vo_JSRegExp_source = need_off("JSRegExp", "source");
	c->vo_JSRegExp_flags = need_off("JSRegExp", "flags");
	c->vo_JSRegExp_data = opt_off("JSRegExp", "data");
	c->vo_JSCollection_table = need_off("JSCollection", "table");
	c->vo_JSPromise_reactions_or_result = need_off("JSPromise",
	    "reactions_or_result");
	c->vo_JSPromise_flags = need_off("JSPromise", "flags");
	c->vo_JSArrayBuffer_backing_store = need_off("JSArrayBuffer",
	    "backing_store");
	c->vo_JSArrayBuffer_byte_length = need_off("JSArrayBuffer",
	    "byte_length");
	c->vo_JSArrayBufferView_buffer = need_off("JSArrayBufferView",
	    "buffer");
	c->vo_JSArrayBufferView_byte_offset = need_off("JSArrayBufferView",
	    "byte_offset");
	c->vo_JSArrayBufferView_byte_length = need_off("JSArrayBufferView",
	    "byte_length");
	c->vo_JSTypedArray_length = need_off("JSTypedArray", "length");
	c->vo_JSTypedArray_external_pointer = need_off("JSTypedArray",
	    "external_pointer");
	c->vo_JSTypedArray_base_pointer = need_off("JSTypedArray",
	    "base_pointer");
	c->vo_JSPrimitiveWrapper_value = need_off("JSPrimitiveWrapper",
	    "value");
	c->vo_JSGlobalProxy_native_context = opt_off("JSGlobalProxy",
	    "native_context");
	c->vo_JSGlobalObject_global_dictionary = need_off("JSGlobalObject",
	    "global_dictionary");
	c->vo_JSObject_internal_fields = need_off("JSObject",
	    "internal_fields");
	c->vo_Code_instruction_start = opt_off("Code", "instruction_start");
	c->vo_Code_instruction_size = opt_off("Code", "instruction_size");
	c->vo_Code_flags = opt_off("Code", "flags");
	c->vo_BytecodeArray_length = opt_off("BytecodeArray", "length");
	c->vo_BytecodeArray_data = opt_off("BytecodeArray", "data");
	c->vo_JSMessageObject_start_position = opt_off("JSMessageObject",
	    "start_position");

	c->vc_promise_status_mask = need_const("promise_status_mask", 3);
	c->vc_promise_status_shift = need_const("promise_status_shift", 0);
	c->vc_regexp_flags_shift = opt_const("regexp_flags_shift", 0);
	c->vc_arraybuffer_detached_mask = opt_const(
	    "jsarray_buffer_was_detached_mask", 4);
	c->vc_arraybuffer_detached_shift = opt_const(
	    "jsarray_buffer_was_detached_shift", 2);
	c->vc_code_kind_mask = opt_const("CodeKindFieldMask", 0xf);
	c->vc_code_kind_shift = opt_const("CodeKindFieldShift", 0);

	c->vt_Map = need_type("MAP_TYPE");
	c->vt_Oddball = need_type("ODDBALL_TYPE");
	c->vt_HeapNumber = need_type("HEAP_NUMBER_TYPE");
	c->vt_Symbol = need_type("SYMBOL_TYPE");
	c->vt_Hole = v8_type_byname("HOLE_TYPE");
	c->vt_FixedArray = need_type("FIXED_ARRAY_TYPE");
	c->vt_FixedDoubleArray = need_type("FIXED_DOUBLE_ARRAY_TYPE");
	c->vt_PropertyArray = need_type("PROPERTY_ARRAY_TYPE");
	c->vt_DescriptorArray = v8_type_byname("DESCRIPTOR_ARRAY_TYPE");
	c->vt_StrongDescriptorArray = v8_type_byname(
	    "STRONG_DESCRIPTOR_ARRAY_TYPE");
	c->vt_NameDictionary = v8_type_byname("NAME_DICTIONARY_TYPE");
	c->vt_SwissNameDictionary = v8_type_byname(
	    "SWISS_NAME_DICTIONARY_TYPE");
	c->vt_NumberDictionary = v8_type_byname("NUMBER_DICTIONARY_TYPE");
	c->vt_GlobalDictionary = v8_type_byname("GLOBAL_DICTIONARY_TYPE");
	c->vt_OrderedHashMap = v8_type_byname("ORDERED_HASH_MAP_TYPE");
	c->vt_OrderedHashSet = v8_type_byname("ORDERED_HASH_SET_TYPE");
	c->vt_JSObject = need_type("JS_OBJECT_TYPE");
	c->vt_JSAPIObject = opt_const("APIObjectType", -1);
	c->vt_JSSpecialAPIObject = opt_const("SpecialAPIObjectType", -1);
	c->vt_JSArray = need_type("JS_ARRAY_TYPE");
	c->vt_JSFunction = need_type("JS_FUNCTION_TYPE");
	c->vt_JSFunction_first = opt_const("FirstJSFunctionType",
	    c->vt_JSFunction);
	c->vt_JSFunction_last = opt_const("LastJSFunctionType",
	    c->vt_JSFunction + opt_const("NumJSFunctionTypes", 17) - 1);
	c->vt_JSBoundFunction = need_type("JS_BOUND_FUNCTION_TYPE");
	c->vt_JSDate = need_type("JS_DATE_TYPE");
	c->vt_JSRegExp = need_type("JS_REG_EXP_TYPE");
	c->vt_JSError = need_type("JS_ERROR_TYPE");
	c->vt_JSMap = need_type("JS_MAP_TYPE");
	c->vt_JSSet = need_type("JS_SET_TYPE");
	c->vt_JSWeakMap = v8_type_byname("JS_WEAK_MAP_TYPE");
	c->vt_JSWeakSet = v8_type_byname("JS_WEAK_SET_TYPE");
	c->vt_JSPromise = need_type("JS_PROMISE_TYPE");
	c->vt_JSArrayBuffer = need_type("JS_ARRAY_BUFFER_TYPE");
	c->vt_JSTypedArray = need_type("JS_TYPED_ARRAY_TYPE");
	c->vt_JSDataView = v8_type_byname("JS_DATA_VIEW_TYPE");
	c->vt_JSGlobalProxy = need_type("JS_GLOBAL_PROXY_TYPE");
	c->vt_JSGlobalObject = need_type("JS_GLOBAL_OBJECT_TYPE");
	c->vt_JSPrimitiveWrapper = need_type("JS_PRIMITIVE_WRAPPER_TYPE");
	c->vt_JSProxy = v8_type_byname("JS_PROXY_TYPE");
	c->vt_JSArgumentsObject = v8_type_byname("JS_ARGUMENTS_OBJECT_TYPE");
	c->vt_JSMessageObject = v8_type_byname("JS_MESSAGE_OBJECT_TYPE");
	c->vt_JSGeneratorObject = v8_type_byname("JS_GENERATOR_OBJECT_TYPE");
	c->vt_JSAsyncFunctionObject = v8_type_byname(
	    "JS_ASYNC_FUNCTION_OBJECT_TYPE");
	c->vt_JSExternalObject = v8_type_byname("JS_EXTERNAL_OBJECT_TYPE");
	c->vt_SharedFunctionInfo = need_type("SHARED_FUNCTION_INFO_TYPE");
	c->vt_Script = need_type("SCRIPT_TYPE");
	c->vt_ScopeInfo = need_type("SCOPE_INFO_TYPE");
	c->vt_Code = need_type("CODE_TYPE");
	c->vt_BytecodeArray = v8_type_byname("BYTECODE_ARRAY_TYPE");
	c->vt_FeedbackVector = v8_type_byname("FEEDBACK_VECTOR_TYPE");
	c->vt_Foreign = v8_type_byname("FOREIGN_TYPE");
	c->vt_Context_first = opt_const("FirstContextType", -1);
	c->vt_Context_last = opt_const("LastContextType", -1);
	c->vt_NativeContext = v8_type_byname("NATIVE_CONTEXT_TYPE");
	/* JS receivers start at JS_PROXY_TYPE; JS objects right after. */
	t = c->vt_JSProxy != -1 ? c->vt_JSProxy :
	    c->vt_JSGlobalObject;
	c->vt_JSReceiver_first = opt_const("FirstJSReceiverType", t);
	c->vt_JSObject_first = opt_const("FirstJSObjectType",
	    c->vt_JSGlobalObject);
}

/* ---- versions ---- */

static int
read_int_sym(const char *name, int *valp)
{
	GElf_Sym sym;
	int32_t v;

	if (mdb_lookup_by_name(name, &sym) != 0 ||
	    mdb_vread(&v, sizeof (v), sym.st_value) != sizeof (v))
		return (-1);
	*valp = v;
	return (0);
}

static void
read_versions(void)
{
	v8_cfg_t *c = &v8_cfg;
	GElf_Sym sym;
	uintptr_t p;
	char embedder[32] = "";
	struct {
		uint32_t major, minor, patch;
		uint32_t pad;
		uint64_t release;
	} nv;

	c->vc_major = c->vc_minor = c->vc_build = c->vc_patch = -1;
	(void) read_int_sym("_ZN2v88internal7Version6major_E", &c->vc_major);
	(void) read_int_sym("_ZN2v88internal7Version6minor_E", &c->vc_minor);
	(void) read_int_sym("_ZN2v88internal7Version6build_E", &c->vc_build);
	(void) read_int_sym("_ZN2v88internal7Version6patch_E", &c->vc_patch);
	/* embedder_ is a const char * ("-node.33") */
	if (mdb_lookup_by_name("_ZN2v88internal7Version9embedder_E",
	    &sym) == 0 && mdb_vread(&p, sizeof (p), sym.st_value) ==
	    sizeof (p) && p != 0 &&
	    mdb_readstr(embedder, sizeof (embedder), p) < 0)
		embedder[0] = '\0';

	if (c->vc_major >= 0 && c->vc_minor >= 0) {
		if (c->vc_patch > 0)
			(void) snprintf(c->vc_version, sizeof (c->vc_version),
			    "%d.%d.%d.%d%s", c->vc_major, c->vc_minor,
			    c->vc_build, c->vc_patch, embedder);
		else
			(void) snprintf(c->vc_version, sizeof (c->vc_version),
			    "%d.%d.%d%s", c->vc_major, c->vc_minor,
			    c->vc_build, embedder);
	} else {
		(void) snprintf(c->vc_version, sizeof (c->vc_version),
		    "unknown");
	}

	/*
	 * The Node version: napi_get_node_version() returns a static
	 * napi_node_version { uint32 major, minor, patch; const char *release }
	 * which the compiler keeps in .rodata under a local symbol.
	 */
	c->vc_node_version[0] = '\0';
	if (mdb_lookup_by_name("_ZZ21napi_get_node_versionE7version",
	    &sym) == 0 && mdb_vread(&nv, sizeof (nv), sym.st_value) ==
	    sizeof (nv) && nv.major > 0 && nv.major < 1000 &&
	    nv.minor < 1000 && nv.patch < 1000)
		(void) snprintf(c->vc_node_version,
		    sizeof (c->vc_node_version), "%u.%u.%u", nv.major,
		    nv.minor, nv.patch);
}

/*
 * The metadata constants are read from the core's memory at the addresses
 * of the executable's v8dbg_ symbols: with an executable that is not the
 * one that made the core (or a damaged core) they are whatever bytes lie
 * there.  Values the heap model divides by, shifts by or multiplies
 * counts with must be within what any V8 uses; otherwise the module does
 * not configure.  Returns NULL, or what is wrong.
 */
static const char *
cfg_insane(char *buf, size_t len)
{
	const v8_cfg_t *c = &v8_cfg;
	const struct {
		const char *name;
		long long v, lo, hi;
	} r[] = {
		{ "SmiShiftSize + SmiTagSize", c->vc_smi_shift, 1, 63 },
		{ "HeapObjectTagMask", c->vc_heapobject_tagmask, 1, 7 },
		{ "SmiTagMask", c->vc_smi_tagmask, 1, 7 },
		{ "elements kind shift", c->vc_elements_kind_shift, 0, 31 },
		{ "dictionary map shift", c->vc_dictionary_map_shift, 0, 31 },
		{ "own descriptors shift", c->vc_nown_descriptors_shift, 0, 31 },
		{ "prop_index_shift", c->vc_prop_index_shift, 0, 31 },
		{ "prop_location_shift", c->vc_prop_location_shift, 0, 31 },
		{ "prop_representation_shift", c->vc_prop_repr_shift, 0, 31 },
		{ "promise_status_shift", c->vc_promise_status_shift, 0, 31 },
		{ "regexp_flags_shift", c->vc_regexp_flags_shift, 0, 31 },
		{ "array buffer detached shift",
		    c->vc_arraybuffer_detached_shift, 0, 31 },
		{ "CodeKindFieldShift", c->vc_code_kind_shift, 0, 31 },
		{ "prop_desc_size", c->vc_prop_desc_size, 1, 16 },
		{ "namedictionary entry size", c->vc_namedict_entry_size, 1, 16 },
		{ "numberdictionary entry size",
		    c->vc_numberdict_entry_size, 1, 16 },
		{ "globaldictionary entry size",
		    c->vc_globaldict_entry_size, 1, 16 },
		{ "namedictionary prefix start",
		    c->vc_namedict_prefix_start, 0, 64 },
		{ "namedictionary prefix size", c->vc_namedict_prefix_size, 0, 64 },
		{ "numberdictionary prefix size",
		    c->vc_numberdict_prefix_size, 0, 64 },
	};

	if (c->vc_ptrsize != 4 && c->vc_ptrsize != 8) {
		(void) snprintf(buf, len, "SystemPointerSize %d",
		    c->vc_ptrsize);
		return (buf);
	}
	if (c->vc_tagged_size != 4 && c->vc_tagged_size != 8) {
		(void) snprintf(buf, len, "TaggedSize %d", c->vc_tagged_size);
		return (buf);
	}
	for (size_t i = 0; i < sizeof (r) / sizeof (r[0]); i++) {
		if (r[i].v < r[i].lo || r[i].v > r[i].hi) {
			(void) snprintf(buf, len, "%s %lld", r[i].name, r[i].v);
			return (buf);
		}
	}
	return (NULL);
}

/* "13.6" of a table, in a static buffer. */
static const char *
version_mm(const v8_table_t *t)
{
	static char buf[32];

	(void) snprintf(buf, sizeof (buf), "%d.%d", t->vt_major, t->vt_minor);
	return (buf);
}

static const v8_table_t *
table_for(int major, int minor)
{
	int i;

	for (i = 0; v8_tables[i] != NULL; i++) {
		if (v8_tables[i]->vt_major == major &&
		    v8_tables[i]->vt_minor == minor)
			return (v8_tables[i]);
	}
	return (NULL);
}

int
v8_cfg_load(const char *version)
{
	char why[128];
	int major, minor;
	const v8_table_t *t;

	if (sscanf(version, "%d.%d", &major, &minor) != 2) {
		mdb_warn("%s: not a V8 version (want MAJOR.MINOR)", version);
		return (-1);
	}
	if ((t = table_for(major, minor)) == NULL) {
		int i;

		mdb_warn("no table for V8 %d.%d; known:", major, minor);
		for (i = 0; v8_tables[i] != NULL; i++)
			mdb_printf("    %d.%d  (%s)\n", v8_tables[i]->vt_major,
			    v8_tables[i]->vt_minor, v8_tables[i]->vt_what);
		return (-1);
	}
	v8_table = t;
	v8_cfg.vc_table = t->vt_what;
	/*
	 * The binary says which V8 it is: another release's table gives
	 * offsets and constants of that release, which read this heap
	 * wrongly.  Allowed (a core whose binary misreports, a release
	 * without a table), but said now, and again by each dcmd that
	 * calls v8_cfg_table_note().
	 */
	v8_table_mismatch = v8_cfg.vc_major >= 0 && v8_cfg.vc_minor >= 0 &&
	    (major != v8_cfg.vc_major || minor != v8_cfg.vc_minor);
	if (v8_table_mismatch) {
		const v8_table_t *own = table_for(v8_cfg.vc_major,
		    v8_cfg.vc_minor);

		mdb_warn("v8load: the table for V8 %d.%d (%s) does not match "
		    "this binary's V8 %s: results may be wrong%s%s%s",
		    major, minor, t->vt_what, v8_cfg.vc_version,
		    own != NULL ? " (::v8load " : "",
		    own != NULL ? version_mm(own) : "",
		    own != NULL ? " matches it)" : "");
	}
	cfg_fill();
	if (cfg_insane(why, sizeof (why)) != NULL) {
		mdb_warn("v8: the metadata in the core is not credible (%s); "
		    "is the executable the one that made the core?\n", why);
		v8_cfg.vc_configured = 0;
		return (-1);
	}
	v8_cfg.vc_configured = 1;
	return (0);
}

/*
 * While another release's table is in force (::v8load), a V8 dcmd that
 * calls this at its start says so (on stderr) before its output, once
 * per command (not for each address of a pipeline): what it prints, or
 * does not find, may be wrong.  Returns 1 when it said so.  (Not in
 * v8.h yet: the dcmd files declare it.)
 */
int
v8_cfg_table_note(const char *dcmd, uint_t flags)
{
	if (!v8_table_mismatch || v8_table == NULL || !DCMD_HDRSPEC(flags))
		return (0);
	mdb_warn("%s: the V8 %d.%d table is in use on V8 %s (::v8load): "
	    "results may be wrong", dcmd, v8_table->vt_major,
	    v8_table->vt_minor, v8_cfg.vc_version);
	return (1);
}

/*
 * jm_init: read the metadata, pick the table for this V8, fill v8_cfg.
 * Succeeds when the essentials (tagging, map, strings) are known.
 */
int
v8_cfg_init(int verbose)
{
	char why[128];
	md_iter_t mi = { 0, 0 };
	const v8_table_t *t;

	md_reset();
	memset(&v8_cfg, 0, sizeof (v8_cfg));
	if (mdb_symbol_iter(MDB_OBJ_EXEC, md_sym_cb, &mi) != 0 ||
	    mi.mi_nread == 0) {
		mdb_warn("v8: no postmortem metadata (v8dbg_*) in the "
		    "executable");
		return (-1);
	}
	qsort(md_consts, md_nconsts, sizeof (md_consts[0]), const_cmp);
	qsort(md_fields, md_nfields, sizeof (md_fields[0]), field_cmp);
	qsort(md_types, md_ntypes, sizeof (md_types[0]), type_cmp);

	read_versions();
	t = table_for(v8_cfg.vc_major, v8_cfg.vc_minor);
	v8_table = t;
	v8_table_mismatch = 0;
	v8_cfg.vc_table = t != NULL ? t->vt_what : NULL;
	cfg_fill();

	/*
	 * Official Node.js builds do not compress pointers; a build that
	 * does (TaggedSize 4) needs decompression this module lacks.
	 */
	if (v8_cfg.vc_tagged_size != v8_cfg.vc_ptrsize) {
		mdb_warn("v8: this V8 compresses pointers (TaggedSize %d), "
		    "which jsmdb does not support", v8_cfg.vc_tagged_size);
		return (-1);
	}
	if (v8_cfg.vo_HeapObject_map < 0 || v8_cfg.vo_Map_instance_type < 0 ||
	    v8_cfg.vo_String_length < 0) {
		mdb_warn("v8: the metadata lacks essential layout facts; "
		    "try ::v8load VERSION");
		return (-1);
	}
	if (cfg_insane(why, sizeof (why)) != NULL) {
		mdb_warn("v8: the metadata in the core is not credible (%s); "
		    "is the executable the one that made the core?\n", why);
		return (-1);
	}
	v8_cfg.vc_configured = 1;

	if (verbose) {
		mdb_printf("V8 version: %s", v8_cfg.vc_version);
		if (v8_cfg.vc_node_version[0] != '\0')
			mdb_printf(" (Node.js v%s)", v8_cfg.vc_node_version);
		mdb_printf(", configured from the binary's metadata");
		if (t == NULL)
			mdb_printf(" (no table for V8 %d.%d: some values "
			    "guessed)", v8_cfg.vc_major, v8_cfg.vc_minor);
		mdb_printf("\n");
	}
	if (mi.mi_nfail > 0)
		v8_cfg_warn("%d metadata symbols could not be read",
		    mi.mi_nfail);
	if (cfg_nmissing > 0)
		v8_cfg_warn("%d facts missing from metadata and tables",
		    cfg_nmissing);
	return (0);
}
