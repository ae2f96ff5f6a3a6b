/*
 * v8cfg.c: configuration of the V8 module.  The node binary carries
 * postmortem metadata: one symbol per fact (v8dbg_class_JSFunction__shared__
 * SharedFunctionInfo = 24, v8dbg_type_JSObject__JS_OBJECT_TYPE = 1057, ...)
 * whose 4-byte value sits in memory at the symbol's address.  We read them
 * all once, index them, and answer lookups by name.  What the metadata lacks
 * or gets wrong comes from the version-ranged facts of facts.c (and the
 * instance-type lists of facts_types.c): the facts whose range holds the
 * binary's V8 are picked once, when the core is opened (or by ::v8load).
 * Nothing here knows an offset itself.  A fact neither has is missing:
 * it is recorded with what it is needed for, and the dcmds that need it
 * say so and refuse (v8_dcmd_start).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "v8.h"
#include "facts.h"
#include "sort.h"

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

/* The facts in force: those whose range holds cfg_factver, by name. */
static const v8_fact_t **cfg_facts;
/* the architecture-qualified facts in force, their names made bare */
static v8_fact_t *cfg_archfacts;
static size_t cfg_nfacts;
static const v8_typetab_t *cfg_typetab;	/* its instance types, or NULL */
static uint32_t cfg_factver;		/* V8 version the facts are for */
static uint32_t cfg_binver;		/* the binary's own V8 version */
static int cfg_mismatch;		/* ::v8load of another release */
static char cfg_mdobj[256];		/* the shared object with the metadata */
static char cfg_frombin[4608];	/* jsmdb's table for a missing binary */
static int cfg_unmodelled;		/* a V8 the heap model does not read */

void v8_cfg_fill(void);			/* cfgfill.c */

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

	if (v8_sym_vread(&v, sizeof (v), sym->st_value) != sizeof (v)) {
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

/* ---- the facts in force ---- */

static int
fact_cmp(const void *a, const void *b)
{
	const v8_fact_t *fa = *(const v8_fact_t *const *)a;
	const v8_fact_t *fb = *(const v8_fact_t *const *)b;

	return (strcmp(fa->vf_name, fb->vf_name));
}

/*
 * Picks the facts whose range holds V8 version ver and its instance-type
 * list.  Two facts of one name may not both hold (tests/unit/test_facts
 * checks the table); if they did, the first in the table would win.
 */
static int
facts_select(uint32_t ver)
{
	const v8_fact_t *f;
	const v8_typetab_t *tt;
	size_t n = 0, i, j, na = 0, alen;
	const char *arch;

	free(cfg_facts);
	free(cfg_archfacts);
	cfg_facts = NULL;
	cfg_archfacts = NULL;
	cfg_nfacts = 0;
	cfg_typetab = NULL;
	cfg_factver = ver;
	for (f = v8_facts; f->vf_name != NULL; f++)
		n++;
	if ((cfg_facts = calloc(n + 1, sizeof (cfg_facts[0]))) == NULL ||
	    (cfg_archfacts = calloc(n + 1, sizeof (cfg_archfacts[0]))) == NULL)
		return (-1);
	/*
	 * A fact named "ARCH:name" holds only for V8 built for ARCH (V8's
	 * name: "ia32"), and there wins over the plain "name": it is taken
	 * first, and of equal names the first is kept.
	 */
	arch = v8_cfg.vc_arch != NULL ? v8_cfg.vc_arch->va_v8arch : NULL;
	alen = arch != NULL ? strlen(arch) : 0;
	for (f = v8_facts; f->vf_name != NULL; f++) {
		if (ver < f->vf_since || ver > f->vf_through ||
		    strchr(f->vf_name, ':') == NULL)
			continue;
		if (arch == NULL || strncmp(f->vf_name, arch, alen) != 0 ||
		    f->vf_name[alen] != ':')
			continue;
		cfg_archfacts[na] = *f;
		cfg_archfacts[na].vf_name = f->vf_name + alen + 1;
		cfg_facts[cfg_nfacts++] = &cfg_archfacts[na++];
	}
	for (f = v8_facts; f->vf_name != NULL; f++) {
		if (ver >= f->vf_since && ver <= f->vf_through &&
		    strchr(f->vf_name, ':') == NULL)
			cfg_facts[cfg_nfacts++] = f;
	}
	/* stable: equal names keep table order, the first is kept */
	for (i = 1; i < cfg_nfacts; i++) {
		const v8_fact_t *x = cfg_facts[i];

		for (j = i; j > 0 && fact_cmp(&cfg_facts[j - 1], &x) > 0; j--)
			cfg_facts[j] = cfg_facts[j - 1];
		cfg_facts[j] = x;
	}
	for (i = j = 0; i < cfg_nfacts; i++) {
		if (j > 0 && strcmp(cfg_facts[j - 1]->vf_name,
		    cfg_facts[i]->vf_name) == 0)
			continue;
		cfg_facts[j++] = cfg_facts[i];
	}
	cfg_nfacts = j;
	for (tt = v8_typetabs; tt->vtt_types != NULL; tt++) {
		if (ver >= tt->vtt_since && ver <= tt->vtt_through) {
			cfg_typetab = tt;
			break;
		}
	}
	return (0);
}

/* The fact of this name in force, if its relation to the metadata is how. */
static const v8_fact_t *
fact_lookup(const char *name, unsigned how)
{
	size_t lo = 0, hi = cfg_nfacts;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(cfg_facts[mid]->vf_name, name);

		if (c == 0)
			return ((cfg_facts[mid]->vf_how & how) ?
			    cfg_facts[mid] : NULL);
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (NULL);
}

/* Where a name's value comes from, for ::v8facts and messages. */
const char *
v8_fact_source(const char *name)
{
	const v8_fact_t *f;

	if ((f = fact_lookup(name, V8F_FIX)) != NULL)
		return (f->vf_src);
	if (md_nconsts > 0) {
		size_t i;

		for (i = 0; i < md_nconsts; i++) {
			if (strcmp(md_consts[i].mc_name, name) == 0)
				return ("the binary's metadata");
		}
	}
	if ((f = fact_lookup(name, V8F_DFLT)) != NULL)
		return (f->vf_src);
	return (NULL);
}

static const v8_md_const_t *
md_const_find(const char *name)
{
	v8_md_const_t key;

	if (md_nconsts == 0)
		return (NULL);
	key.mc_name = (char *)name;
	return (mdb_bsearch(&key, md_consts, md_nconsts, sizeof (md_consts[0]),
	    const_cmp));
}

int
v8_const(const char *name, intptr_t *valp)
{
	const v8_fact_t *f;
	const v8_md_const_t *c;

	if ((f = fact_lookup(name, V8F_FIX)) != NULL) {
		*valp = f->vf_value;
		return (0);
	}
	if ((c = md_const_find(name)) != NULL) {
		*valp = c->mc_value;
		return (0);
	}
	if ((f = fact_lookup(name, V8F_DFLT)) != NULL) {
		*valp = f->vf_value;
		return (0);
	}
	return (-1);
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
	size_t plen;

	/* A fact may re-parent a class: "parent_Klass__Parent". */
	plen = strlen(klass);
	for (i = 0; i < cfg_nfacts; i++) {
		const char *n = cfg_facts[i]->vf_name;

		if (strncmp(n, "parent_", 7) == 0 &&
		    strncmp(n + 7, klass, plen) == 0 &&
		    strncmp(n + 7 + plen, "__", 2) == 0)
			return (n + 7 + plen + 2);
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
	const v8_fact_t *e;
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
	if ((e = fact_lookup(name, V8F_FIX)) != NULL) {
		*offp = e->vf_value;
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
	if ((e = fact_lookup(name, V8F_DFLT)) != NULL) {
		*offp = e->vf_value;
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
		v8_cfg_fill();
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
	int rv = 0;

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
	/* Classes only the facts know: "class_JSMap__table" etc. */
	static char held[256][64];	/* names[] points here until we return */
	size_t nheld = 0;
	for (i = 0; i < cfg_nfacts; i++) {
		const char *s, *p;

		if (strncmp(cfg_facts[i]->vf_name, "class_", 6) != 0)
			continue;
		s = cfg_facts[i]->vf_name + 6;
		if ((p = strstr(s, "__")) == NULL ||
		    (size_t)(p - s) >= sizeof (held[0]) ||
		    n >= cap || nheld >= 256)
			continue;
		(void) snprintf(held[nheld], sizeof (held[0]), "%.*s",
		    (int)(p - s), s);
		names[n++] = held[nheld++];
	}
	mdb_qsort(names, n, sizeof (char *), strptr_cmp);
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

		for (i = 0; i < md_nfields && n < 512; i++) {
			if (strcmp(md_fields[i].mf_class, k) != 0)
				continue;
			ents[n].fe_class = md_fields[i].mf_class;
			ents[n].fe_field = md_fields[i].mf_field;
			ents[n].fe_type = md_fields[i].mf_type;
			ents[n].fe_off = md_fields[i].mf_off;
			n++;
		}
		for (i = 0; i < cfg_nfacts && n < 512; i++) {
			const char *fn = cfg_facts[i]->vf_name;

			if (strncmp(fn, "class_", 6) != 0 ||
			    strncmp(fn + 6, k, klen) != 0 ||
			    strncmp(fn + 6 + klen, "__", 2) != 0)
				continue;
			ents[n].fe_class = k;
			ents[n].fe_field = fn + 6 + klen + 2;
			ents[n].fe_type = "";
			ents[n].fe_off = cfg_facts[i]->vf_value;
			n++;
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
	mdb_qsort(ents, n, sizeof (ents[0]), field_ent_cmp);
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

	/*
	 * A type the release lacks, whatever the metadata calls so (V8
	 * 3.14's SYMBOL_TYPE is an internalized two-byte string, not an
	 * ES6 Symbol).
	 */
	(void) snprintf(tname, sizeof (tname), "absent_type__%s", name);
	if (v8_const(tname, &v) == 0 && v == 1)
		return (-1);
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

/* Does pattern ("*_CONTEXT_TYPE", '*' any run) match name? */
static int
glob_match(const char *pat, const char *name)
{
	if (*pat == '\0')
		return (*name == '\0');
	if (*pat == '*') {
		for (;; name++) {
			if (glob_match(pat + 1, name))
				return (1);
			if (*name == '\0')
				return (0);
		}
	}
	return (*pat == *name && glob_match(pat + 1, name + 1));
}

/* The class of an instance type the metadata does not tie to one. */
static const char *
type_class_for(const char *name)
{
	const v8_typeclass_t *tc;

	for (tc = v8_typeclasses; tc->vtc_pattern != NULL; tc++) {
		if (tc->vtc_since != 0 && (cfg_factver < tc->vtc_since ||
		    cfg_factver > tc->vtc_through))
			continue;
		if (glob_match(tc->vtc_pattern, name))
			return (tc->vtc_class);
	}
	return (NULL);
}

static int
md_add_fromfacts(int type, const char *name, const char *klass)
{
	v8_md_type_t *mt;

	if (*name == '\0' || md_type_known(type, name))
		return (0);
	md_types = grow(md_types, &md_ctypes, md_ntypes, sizeof (md_types[0]));
	if (md_types == NULL) {
		md_ntypes = md_ctypes = 0;
		return (-1);
	}
	mt = &md_types[md_ntypes];
	mt->mt_type = type;
	mt->mt_name = (char *)name;	/* the facts' */
	if (klass == NULL)
		klass = type_class_for(name);
	mt->mt_class = klass != NULL ? strdup(klass) : NULL;
	mt->mt_fromtable = 1;
	md_ntypes++;
	return (0);
}

/*
 * The metadata names only the instance types its generator could tie to
 * a class; the rest (hash tables, contexts, the JSFunction constructor
 * and prototype subtypes, fillers ...) come from the release's generated
 * list (facts_types.c: what the binary's own --trace-gc-object-stats
 * prints) and from "type_Class__NAME" facts (releases whose binaries do
 * not number their types).  They join the metadata's list, kept sorted,
 * so that every lookup by number or name sees one list.  Where the
 * metadata names the number or the name itself, it wins.  Called
 * whenever the facts in force change.
 */
void
v8_cfg_merge_types(void)
{
	const v8_typename_t *tn;
	size_t i, j;

	for (i = j = 0; i < md_ntypes; i++) {
		if (md_types[i].mt_fromtable) {
			free(md_types[i].mt_class);
			continue;
		}
		md_types[j++] = md_types[i];
	}
	md_ntypes = j;

	for (i = 0; i < cfg_nfacts; i++) {
		const char *spec, *p, *name;
		char klass[64];

		if (strncmp(cfg_facts[i]->vf_name, "type_", 5) != 0)
			continue;
		spec = cfg_facts[i]->vf_name + 5;
		p = strstr(spec, "__");
		name = p != NULL ? p + 2 : spec;
		klass[0] = '\0';
		if (p != NULL && p > spec && (size_t)(p - spec) < sizeof (klass))
			(void) snprintf(klass, sizeof (klass), "%.*s",
			    (int)(p - spec), spec);
		if (md_add_fromfacts((int)cfg_facts[i]->vf_value, name,
		    klass[0] != '\0' ? klass : NULL) != 0)
			return;
	}
	for (tn = cfg_typetab != NULL ? cfg_typetab->vtt_types : NULL;
	    tn != NULL && tn->vtn_name != NULL; tn++) {
		if (md_add_fromfacts(tn->vtn_type, tn->vtn_name, NULL) != 0)
			return;
	}
	mdb_qsort(md_types, md_ntypes, sizeof (md_types[0]), type_cmp);
}

/* ---- versions ---- */

static int
read_int_sym(const char *name, int *valp)
{
	GElf_Sym sym;
	int32_t v;

	if (v8_sym_lookup(name, &sym) != 0 ||
	    v8_sym_vread(&v, sizeof (v), sym.st_value) != sizeof (v))
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
	uint8_t pb[8];
	int psz = c->vc_arch != NULL ? c->vc_arch->va_ptrsize : 8;
	char embedder[32] = "";
	/* napi_node_version's leading uint32 major, minor, patch */
	struct {
		uint32_t major, minor, patch;
	} nv;

	c->vc_major = c->vc_minor = c->vc_build = c->vc_patch = -1;
	(void) read_int_sym("_ZN2v88internal7Version6major_E", &c->vc_major);
	(void) read_int_sym("_ZN2v88internal7Version6minor_E", &c->vc_minor);
	(void) read_int_sym("_ZN2v88internal7Version6build_E", &c->vc_build);
	(void) read_int_sym("_ZN2v88internal7Version6patch_E", &c->vc_patch);
	/* embedder_ is a const char * ("-node.33") */
	if ((psz == 4 || psz == 8) &&
	    v8_sym_lookup("_ZN2v88internal7Version9embedder_E",
	    &sym) == 0 && v8_sym_vread(pb, (size_t)psz, sym.st_value) ==
	    psz && (p = v8_word_get(pb, psz)) != 0 &&
	    v8_sym_readstr(embedder, sizeof (embedder), p) < 0)
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
	if (v8_sym_lookup("_ZZ21napi_get_node_versionE7version",
	    &sym) == 0 && v8_sym_vread(&nv, sizeof (nv), sym.st_value) ==
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

	if (c->vc_ptrsize != 4 && c->vc_ptrsize != 8 && c->vc_ptrsize != -1) {
		(void) snprintf(buf, len, "SystemPointerSize %d",
		    c->vc_ptrsize);
		return (buf);
	}
	if (c->vc_tagged_size != 4 && c->vc_tagged_size != 8 &&
	    c->vc_tagged_size != -1) {
		(void) snprintf(buf, len, "TaggedSize %d", c->vc_tagged_size);
		return (buf);
	}
	for (size_t i = 0; i < sizeof (r) / sizeof (r[0]); i++) {
		/* unknown (-1): missing, and said so by the dcmds needing it */
		if (r[i].v == -1 || r[i].v == 0xffffffffLL)
			continue;
		if (r[i].v < r[i].lo || r[i].v > r[i].hi) {
			(void) snprintf(buf, len, "%s %lld", r[i].name, r[i].v);
			return (buf);
		}
	}
	return (NULL);
}

/* ---- which facts ---- */

const char *
v8_fact_name(size_t i)
{
	return (i < cfg_nfacts ? cfg_facts[i]->vf_name : NULL);
}

/* The checked release of this V8 major.minor, or NULL. */
/*
 * The engine and its versions as target facts, for ::status's JSON form
 * and ::jsdiffcore's comparison of two cores; on is 0 when the module is
 * no longer configured.
 */
static void
cfg_facts_told(int on)
{
	mdb_target_fact("engine", on ? "V8" : NULL);
	mdb_target_fact("v8_version", on ? v8_cfg.vc_version : NULL);
	mdb_target_fact("node_version", on &&
	    v8_cfg.vc_node_version[0] != '\0' ? v8_cfg.vc_node_version : NULL);
}

static const v8_release_t *
release_for(uint32_t ver)
{
	const v8_release_t *r;

	for (r = v8_releases; r->vr_node != NULL; r++) {
		if (V8_VER_MAJOR(r->vr_v8) == V8_VER_MAJOR(ver) &&
		    V8_VER_MINOR(r->vr_v8) == V8_VER_MINOR(ver))
			return (r);
	}
	return (NULL);
}

/* Puts the facts of V8 version ver in force and fills v8_cfg. */
static int
cfg_apply(uint32_t ver)
{
	const v8_release_t *r;

	if (facts_select(ver) != 0)
		return (-1);
	r = release_for(ver);
	if (r != NULL)
		(void) snprintf(v8_cfg.vc_facts, sizeof (v8_cfg.vc_facts),
		    "V8 %d.%d (%s)", V8_VER_MAJOR(ver), V8_VER_MINOR(ver),
		    r->vr_node);
	else
		v8_cfg.vc_facts[0] = '\0';
	v8_cfg_fill();
	return (0);
}

static void
list_releases(void)
{
	const v8_release_t *r;

	for (r = v8_releases; r->vr_node != NULL; r++)
		mdb_printf("    %d.%d  (%s)\n", V8_VER_MAJOR(r->vr_v8),
		    V8_VER_MINOR(r->vr_v8), r->vr_node);
}

int
v8_cfg_load(const char *version)
{
	char why[128];
	int major, minor, build = 0;
	uint32_t ver;
	const v8_release_t *r;

	if (sscanf(version, "%d.%d.%d", &major, &minor, &build) < 2 ||
	    major < 0 || major > 255 || minor < 0 || minor > 255 ||
	    build < 0 || build > 0xffff) {
		mdb_warn("%s: not a V8 version (want MAJOR.MINOR)", version);
		return (-1);
	}
	ver = V8_VER(major, minor, build);
	if ((r = release_for(ver)) == NULL) {
		mdb_warn("no facts checked for V8 %d.%d; checked:", major,
		    minor);
		list_releases();
		return (-1);
	}
	if (v8_cfg.vc_arch == NULL) {
		mdb_target_info_t ti;

		if (mdb_target_info(&ti) != 0 ||
		    (v8_cfg.vc_arch = v8_archfacts_for(ti.mti_arch)) == NULL) {
			mdb_warn("v8load: no V8 frame facts for this core's "
			    "architecture");
			return (-1);
		}
	}
	if (!v8_cfg.vc_arch->va_model) {
		mdb_warn("v8load: %s V8 (%d-byte pointers): jsmdb's heap model "
		    "does not read it", v8_cfg.vc_arch->va_v8arch,
		    v8_cfg.vc_arch->va_ptrsize);
		return (-1);
	}
	if (cfg_apply(ver) != 0)
		return (-1);
	/*
	 * The binary says which V8 it is: another release's facts are
	 * offsets and constants of that release, which read this heap
	 * wrongly.  Allowed (a core whose binary misreports, a release
	 * without facts), but said now, and again by each dcmd (see
	 * v8_dcmd_start).
	 */
	cfg_mismatch = cfg_binver != 0 &&
	    (V8_VER_MAJOR(cfg_binver) != major ||
	    V8_VER_MINOR(cfg_binver) != minor);
	if (cfg_mismatch) {
		const v8_release_t *own = release_for(cfg_binver);

		mdb_warn("v8load: V8 %d.%d (%s) does not match this "
		    "binary's V8 %s: results may be wrong%s%d.%d%s",
		    major, minor, r->vr_node, v8_cfg.vc_version,
		    own != NULL ? " (::v8load " : "",
		    own != NULL ? V8_VER_MAJOR(own->vr_v8) : 0,
		    own != NULL ? V8_VER_MINOR(own->vr_v8) : 0,
		    own != NULL ? " matches it)" : "");
	}
	if (cfg_insane(why, sizeof (why)) != NULL) {
		mdb_warn("v8: the metadata in the core is not credible (%s); "
		    "is the executable the one that made the core?\n", why);
		v8_cfg.vc_configured = 0;
		cfg_facts_told(0);
		return (-1);
	}
	v8_cfg.vc_configured = 1;
	cfg_facts_told(1);
	return (0);
}

/* What each need is, for messages. */
static const char *
need_what(uint_t need)
{
	switch (need) {
	case V8_NEED_VALUES:	return ("read V8 values");
	case V8_NEED_PROPS:	return ("read objects' properties");
	case V8_NEED_FUNCS:	return ("read functions and scripts");
	case V8_NEED_FRAMES:	return ("read JavaScript stack frames");
	case V8_NEED_HEAP:	return ("walk the heap");
	case V8_NEED_KINDS:	return ("read Dates, RegExps, Maps, Sets, "
				    "Promises and buffers");
	}
	return ("work");
}

typedef struct need_list {
	char nl_buf[1024];
	size_t nl_len;
	int nl_n;
} need_list_t;

static int
need_list_cb(const char *name, uint_t need, void *arg)
{
	need_list_t *nl = arg;
	int n;

	nl->nl_n++;
	if (nl->nl_len + strlen(name) + 8 >= sizeof (nl->nl_buf)) {
		if (nl->nl_len + 5 < sizeof (nl->nl_buf) &&
		    strcmp(nl->nl_buf + nl->nl_len - 3, "...") != 0) {
			(void) strcpy(nl->nl_buf + nl->nl_len, ", ...");
			nl->nl_len += 5;
		}
		return (0);
	}
	n = snprintf(nl->nl_buf + nl->nl_len, sizeof (nl->nl_buf) -
	    nl->nl_len, "%s%s", nl->nl_len > 0 ? ", " : "", name);
	if (n > 0)
		nl->nl_len += (size_t)n;
	return (0);
}

int
v8_dcmd_start(const char *dcmd, uint_t flags, uint_t needs)
{
	static uint_t told;		/* needs already explained */
	uint_t miss, bit;

	if (!v8_cfg.vc_configured) {
		if (DCMD_HDRSPEC(flags))
			mdb_warn("%s: V8 is not configured (see above%s)", dcmd,
			    cfg_unmodelled ? "" : "; ::v8load VERSION");
		return (-1);
	}
	if (cfg_mismatch && DCMD_HDRSPEC(flags))
		mdb_warn("%s: the facts of V8 %d.%d are in force on V8 %s "
		    "(::v8load): results may be wrong", dcmd,
		    V8_VER_MAJOR(cfg_factver), V8_VER_MINOR(cfg_factver),
		    v8_cfg.vc_version);
	if ((miss = needs & v8_cfg_missing_needs()) == 0)
		return (0);
	if (!DCMD_HDRSPEC(flags))
		return (-1);
	for (bit = 1; bit <= V8_NEED_KINDS; bit <<= 1) {
		need_list_t nl;

		if (!(miss & bit))
			continue;
		if (told & bit) {
			mdb_warn("%s: cannot %s on V8 %s: facts are missing "
			    "(said above)", dcmd, need_what(bit),
			    v8_cfg.vc_version);
			continue;
		}
		told |= bit;
		memset(&nl, 0, sizeof (nl));
		(void) v8_cfg_missing_iter(bit, need_list_cb, &nl);
		mdb_warn("%s: cannot %s on V8 %s: neither the binary's "
		    "metadata nor jsmdb's facts%s%s%s give %s: %s", dcmd,
		    need_what(bit), v8_cfg.vc_version,
		    v8_cfg.vc_facts[0] != '\0' ? " (of " : "",
		    v8_cfg.vc_facts,
		    v8_cfg.vc_facts[0] != '\0' ? ")" : " (none are checked "
		    "for this release)", nl.nl_n == 1 ? "this fact" :
		    "these facts", nl.nl_buf);
	}
	return (-1);
}

typedef struct exec_find {
	const char *ef_name;
	int ef_is;
	int ef_other;
} exec_find_t;

static int
exec_is_cb(const mdb_object_t *mo, void *arg)
{
	exec_find_t *ef = arg;

	if (strcmp(mo->mo_name, ef->ef_name) != 0)
		return (0);
	ef->ef_is = mo->mo_is_exec;
	ef->ef_other = mo->mo_other_build;
	return (1);
}

/* Is the object named name the executable?  *otherp: another build. */
static int
exec_is(const char *name, int *otherp)
{
	exec_find_t ef = { name, 0, 0 };

	(void) mdb_object_iter(exec_is_cb, &ef);
	*otherp = ef.ef_other;
	return (ef.ef_is);
}

/*
 * jm_init: read the metadata, put the facts for this V8 in force, fill
 * v8_cfg.  Succeeds when the essentials (tagging, maps, strings) are
 * known; what else is missing, the dcmds that need it say.
 */
int
v8_cfg_init(int verbose)
{
	char why[128];
	md_iter_t mi = { 0, 0 };
	const char *mdobj;
	int isexec, other;
	mdb_target_info_t ti;
	uint_t miss;

	md_reset();
	memset(&v8_cfg, 0, sizeof (v8_cfg));
	cfg_mismatch = 0;
	cfg_unmodelled = 0;
	/*
	 * The core's architecture: its frame layout, and whether the heap
	 * model reads its V8 at all (facts_arch.c).
	 */
	if (mdb_target_info(&ti) != 0 ||
	    (v8_cfg.vc_arch = v8_archfacts_for(ti.mti_arch)) == NULL) {
		mdb_warn("v8: no V8 frame facts for this core's architecture "
		    "(%s)", mdb_target_info(&ti) == 0 ? ti.mti_arch : "unknown");
		cfg_unmodelled = 1;
		return (V8_CFG_UNMODELLED);
	}
	/*
	 * The metadata lives where V8 was linked: the executable of an
	 * official build, libnode.so of Debian's nodejs.  The first object
	 * with v8dbg_ symbols, the executable first.
	 */
	cfg_mdobj[0] = '\0';
	cfg_frombin[0] = '\0';
	if ((mdobj = mdb_object_with_prefix("v8dbg_")) == NULL &&
	    v8_bin_find() != NULL) {
		/*
		 * The binary is missing, but jsmdb's table knows it by its
		 * build-id: its metadata symbols are read where the table
		 * says they are, from the core (binmeta.c).
		 */
		(void) v8_bin_describe(cfg_frombin, sizeof (cfg_frombin));
		(void) v8_bin_md_iter(md_sym_cb, &mi);
		if (mi.mi_nread == 0) {
			mdb_warn("v8: the postmortem metadata could not be "
			    "read from the core at the addresses of %s",
			    cfg_frombin);
			return (-1);
		}
		goto read;
	}
	if (mdobj == NULL) {
		mdb_warn("v8: no postmortem metadata (v8dbg_*) in the "
		    "executable or any loaded object");
		return (-1);
	}
	/*
	 * The metadata's symbols are addresses in the file: a file of
	 * another build (the core's build-id differs, warned above) puts
	 * them where other bytes lie in the core.
	 */
	isexec = exec_is(mdobj, &other);
	if (other) {
		char rel[96];

		/*
		 * The table is not used either: the module would read this
		 * file's text and read-only data where the core lacks them.
		 */
		if (v8_bin_release(mdb_object_buildid(mdobj), rel,
		    sizeof (rel)) != 0)
			rel[0] = '\0';
		mdb_warn("v8: %s is not the build the core was made with (its "
		    "build-id differs): its postmortem metadata is not used; "
		    "name the right file%s%s (-L DIR, or jsmdb EXE CORE)",
		    mdobj, rel[0] != '\0' ? ", by the core's build-id the "
		    "official Node.js binary " : "", rel);
		return (-1);
	}
	if (mdb_symbol_iter(mdobj, md_sym_cb, &mi) != 0 ||
	    mi.mi_nread == 0) {
		mdb_warn("v8: the postmortem metadata (v8dbg_*) of %s could "
		    "not be read", mdobj);
		return (-1);
	}
	if (!isexec)
		(void) snprintf(cfg_mdobj, sizeof (cfg_mdobj), "%s", mdobj);
read:
	mdb_qsort(md_consts, md_nconsts, sizeof (md_consts[0]), const_cmp);
	mdb_qsort(md_fields, md_nfields, sizeof (md_fields[0]), field_cmp);
	mdb_qsort(md_types, md_ntypes, sizeof (md_types[0]), type_cmp);

	read_versions();
	/* before napi (Node.js 4, 6): the table knows the release */
	if (cfg_frombin[0] != '\0' && v8_cfg.vc_node_version[0] == '\0' &&
	    v8_bin_node() != NULL)
		(void) snprintf(v8_cfg.vc_node_version,
		    sizeof (v8_cfg.vc_node_version), "%s", v8_bin_node());
	cfg_binver = v8_cfg.vc_major >= 0 && v8_cfg.vc_minor >= 0 ?
	    V8_VER(v8_cfg.vc_major, v8_cfg.vc_minor,
	    v8_cfg.vc_build > 0 ? v8_cfg.vc_build : 0) : 0;
	if (cfg_apply(cfg_binver) != 0)
		return (-1);

	/*
	 * The heap model reads V8 whose tagged slots are its pointers (4
	 * bytes: ia32; 8: x64, arm64) and the core's: a V8 built with
	 * pointer compression (4-byte tagged slots holding offsets from a
	 * cage base) or for another word than the core's is refused, not
	 * read wrongly.
	 */
	if (!v8_cfg.vc_arch->va_model ||
	    (v8_cfg.vc_ptrsize > 0 &&
	    v8_cfg.vc_ptrsize != v8_cfg.vc_arch->va_ptrsize) ||
	    (v8_cfg.vc_tagged_size > 0 && v8_cfg.vc_ptrsize > 0 &&
	    v8_cfg.vc_tagged_size != v8_cfg.vc_ptrsize)) {
		mdb_warn("v8: V8 %s for %s (%s, %d-byte pointers%s, %d-byte "
		    "tagged slots): jsmdb's heap model reads V8 whose tagged "
		    "slots are the core's pointers (no pointer compression); "
		    "no V8 value can be read", v8_cfg.vc_version[0] != '\0' ?
		    v8_cfg.vc_version : "(version unknown)",
		    v8_cfg.vc_arch->va_v8arch, v8_cfg.vc_arch->va_arch,
		    v8_cfg.vc_ptrsize > 0 ? v8_cfg.vc_ptrsize :
		    v8_cfg.vc_arch->va_ptrsize, v8_cfg.vc_ptrsize > 0 &&
		    v8_cfg.vc_ptrsize != v8_cfg.vc_arch->va_ptrsize ?
		    ", not the core's" : "", v8_cfg.vc_tagged_size);
		cfg_unmodelled = 1;
		return (V8_CFG_UNMODELLED);
	}
	if (v8_cfg.vc_off_fp_args > 0 &&
	    v8_cfg.vc_off_fp_args != v8_cfg.vc_arch->va_caller_sp) {
		mdb_warn("v8: the metadata's off_fp_args (%d) is not %s's "
		    "kCallerSPOffset (%d): is the binary the one that made "
		    "the core?", (int)v8_cfg.vc_off_fp_args,
		    v8_cfg.vc_arch->va_arch, v8_cfg.vc_arch->va_caller_sp);
		return (-1);
	}

	/*
	 * Official Node.js builds do not compress pointers; a build that
	 * does (TaggedSize 4) needs decompression this module lacks.
	 */
	if (v8_cfg.vc_tagged_size > 0 &&
	    v8_cfg.vc_tagged_size != v8_cfg.vc_ptrsize) {
		mdb_warn("v8: this V8 compresses pointers (TaggedSize %d), "
		    "which jsmdb does not support", v8_cfg.vc_tagged_size);
		return (-1);
	}
	if (v8_cfg_missing_needs() & V8_NEED_VALUES) {
		need_list_t nl;

		memset(&nl, 0, sizeof (nl));
		(void) v8_cfg_missing_iter(V8_NEED_VALUES, need_list_cb, &nl);
		mdb_warn("v8: V8 %s: neither the binary's metadata nor "
		    "jsmdb's facts give %s: %s; no V8 value can be read "
		    "(::v8load VERSION puts another release's facts in force)",
		    v8_cfg.vc_version, nl.nl_n == 1 ? "this essential fact" :
		    "these essential facts", nl.nl_buf);
		return (-1);
	}
	if (cfg_insane(why, sizeof (why)) != NULL) {
		mdb_warn("v8: the metadata in the core is not credible (%s); "
		    "is the executable the one that made the core?\n", why);
		return (-1);
	}
	v8_cfg.vc_configured = 1;
	cfg_facts_told(1);

	if (verbose) {
		mdb_printf("V8 version: %s", v8_cfg.vc_version);
		if (v8_cfg.vc_node_version[0] != '\0')
			mdb_printf(" (Node.js v%s)", v8_cfg.vc_node_version);
		if (cfg_frombin[0] != '\0')
			mdb_printf(", configured from %s", cfg_frombin);
		else if (cfg_mdobj[0] != '\0')
			mdb_printf(", configured from %s's metadata",
			    cfg_mdobj);
		else
			mdb_printf(", configured from the binary's metadata");
		if (v8_cfg.vc_facts[0] != '\0')
			mdb_printf(" and jsmdb's facts for %s", v8_cfg.vc_facts);
		else
			mdb_printf(" alone (jsmdb has no facts checked for "
			    "V8 %d.%d)", v8_cfg.vc_major, v8_cfg.vc_minor);
		mdb_printf("\n");
	}
	if ((miss = v8_cfg_missing_needs()) != 0) {
		char what[512];
		size_t len = 0;
		uint_t bit;

		what[0] = '\0';
		for (bit = 1; bit <= V8_NEED_KINDS; bit <<= 1) {
			int n;

			if (!(miss & bit))
				continue;
			n = snprintf(what + len, sizeof (what) - len, "%s%s",
			    len > 0 ? "; " : "", need_what(bit));
			if (n > 0 && (size_t)n < sizeof (what) - len)
				len += (size_t)n;
		}
		mdb_warn("v8: facts are missing for V8 %s: jsmdb cannot %s "
		    "(the dcmds that need them say which)", v8_cfg.vc_version,
		    what);
	}
	if (mi.mi_nfail > 0)
		v8_cfg_warn("%d metadata symbols could not be read",
		    mi.mi_nfail);
	return (0);
}

/*
 * How V8 was configured, as the load line says it (::jsengine's JSON):
 * where the layouts came from ("the binary's metadata", "node's
 * metadata", jsmdb's table for a missing binary) and which of jsmdb's
 * facts complete them ("" when none).  0, or -1 when not configured.
 */
int
v8_cfg_how(char *from, size_t fromlen, char *facts, size_t factslen)
{
	if (!v8_cfg.vc_configured)
		return (-1);
	if (cfg_frombin[0] != '\0')
		(void) snprintf(from, fromlen, "%s", cfg_frombin);
	else if (cfg_mdobj[0] != '\0')
		(void) snprintf(from, fromlen, "%s's metadata", cfg_mdobj);
	else
		(void) snprintf(from, fromlen, "the binary's metadata");
	if (v8_cfg.vc_facts[0] != '\0')
		(void) snprintf(facts, factslen, "jsmdb's facts for %s",
		    v8_cfg.vc_facts);
	else
		facts[0] = '\0';
	return (0);
}
