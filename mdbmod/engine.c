/*
 * engine.c: the engine registry (engine.h) and ::jsengine.
 *
 * Engines register from their module's init.  The js dcmds ask
 * js_dcmd_start() for the engine that answers: the only one registered,
 * or the one ::jsengine chose when a process ran two (a program embedding
 * both V8 and SpiderMonkey).  A second engine of one name is an error,
 * as a second dcmd of one name is.
 */
#include <stdio.h>
#include <string.h>

#include "engine.h"

#define	JS_MAXENGINES	4

_Static_assert(sizeof (jsval_t) == 8, "jsmdb reads 64-bit JS::Values");

static const js_engine_t *js_engines[JS_MAXENGINES];
static size_t js_nengines;
static const js_engine_t *js_chosen;

int
js_engine_register(const js_engine_t *je)
{
	size_t i;

	for (i = 0; i < js_nengines; i++) {
		if (js_engines[i] == je)
			return (0);	/* a module initialised again */
		if (strcmp(js_engines[i]->je_name, je->je_name) == 0) {
			mdb_warn("engine %s registered twice (modules %s and "
			    "%s)", je->je_name, js_engines[i]->je_module,
			    je->je_module);
			return (-1);
		}
	}
	if (js_nengines == JS_MAXENGINES) {
		mdb_warn("engine %s: more than %d engines", je->je_name,
		    JS_MAXENGINES);
		return (-1);
	}
	js_engines[js_nengines++] = je;
	return (0);
}

const js_engine_t *
js_engine_nth(size_t i)
{
	return (i < js_nengines ? js_engines[i] : NULL);
}

const js_engine_t *
js_engine_current(void)
{
	if (js_chosen != NULL)
		return (js_chosen);
	return (js_nengines == 1 ? js_engines[0] : NULL);
}

const js_engine_t *
js_engine_for(const char *dcmd)
{
	const js_engine_t *je = js_engine_current();

	if (je != NULL)
		return (je);
	if (js_nengines == 0) {
		mdb_warn("%s: no JavaScript engine was found in this core "
		    "(no V8 metadata or known V8 binary, no libmozjs)", dcmd);
	} else {
		mdb_warn("%s: this core runs %s and %s; choose one with "
		    "::jsengine NAME", dcmd, js_engines[0]->je_name,
		    js_engines[1]->je_name);
	}
	return (NULL);
}

const js_engine_t *
js_dcmd_start(const char *dcmd, uint_t flags, uint_t needs)
{
	const js_engine_t *je = js_engine_for(dcmd);

	if (je == NULL)
		return (NULL);
	if (je->je_ready != NULL && je->je_ready(dcmd, flags, needs) != 0)
		return (NULL);
	return (je);
}

static void
jsengine_json_str(const char *key, const char *s)
{
	mdb_json_str(key, s[0] != '\0' ? s : NULL);
}

/* ::jsengine's JSON form: an engine record each, then a summary. */
static int
jsengine_json(void)
{
	const js_engine_t *cur = js_engine_current();
	js_engine_id_t id;
	size_t i;

	for (i = 0; i < js_nengines; i++) {
		const js_engine_t *je = js_engines[i];

		memset(&id, 0, sizeof (id));
		if (je->je_identify == NULL || je->je_identify(&id) != 0) {
			mdb_warn("jsengine: %s cannot say what it is in fields",
			    je->je_name);
			return (DCMD_ERR);
		}
		mdb_json_begin("jsengine", "engine");
		mdb_json_str("name", je->je_name);
		mdb_json_str("module", je->je_module);
		mdb_json_bool("current", je == cur);
		jsengine_json_str("version", id.ji_version);
		jsengine_json_str("embedder", id.ji_embedder);
		jsengine_json_str("embedder_version", id.ji_embedder_version);
		jsengine_json_str("found_by", id.ji_found_by);
		jsengine_json_str("layouts", id.ji_layouts);
		mdb_json_bool("usable", id.ji_usable);
		mdb_json_end();
	}
	mdb_json_begin("jsengine", "summary");
	mdb_json_uint("engines", js_nengines);
	mdb_json_str("current", cur != NULL ? cur->je_name : NULL);
	mdb_json_end();
	return (DCMD_OK);
}

/*
 * ::jsengine [NAME]: the engines this core runs, how each was found, and
 * which one the js dcmds ask; NAME chooses.
 */
static int
dcmd_jsengine(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const js_engine_t *cur;
	char buf[256];
	size_t i;

	(void) addr;
	if (flags & DCMD_ADDRSPEC)
		return (DCMD_USAGE);
	if (argc > 1 || (argc == 1 && argv[0].a_type != MDB_TYPE_STRING))
		return (DCMD_USAGE);
	if (argc == 1) {
		for (i = 0; i < js_nengines; i++) {
			if (strcasecmp(js_engines[i]->je_name,
			    argv[0].a_un.a_str) == 0 ||
			    strcmp(js_engines[i]->je_module,
			    argv[0].a_un.a_str) == 0)
				break;
		}
		if (i == js_nengines) {
			mdb_warn("jsengine: this core runs no engine named "
			    "\"%s\"", argv[0].a_un.a_str);
			return (DCMD_ERR);
		}
		js_chosen = js_engines[i];
		return (DCMD_OK);
	}
	if (flags & DCMD_JSON)
		return (jsengine_json());
	if (js_nengines == 0) {
		mdb_printf("no JavaScript engine was found in this core\n");
		return (DCMD_OK);
	}
	cur = js_engine_current();
	for (i = 0; i < js_nengines; i++) {
		const js_engine_t *je = js_engines[i];

		if (je->je_describe == NULL || je->je_describe(buf,
		    sizeof (buf)) != 0)
			(void) snprintf(buf, sizeof (buf), "%s", je->je_name);
		mdb_printf("%s ", je == cur ? "*" : " ");
		mdb_printf_escaped(buf, strlen(buf));
		mdb_printf("\n");
	}
	return (DCMD_OK);
}

static void
dcmd_jsengine_help(void)
{
	mdb_printf("Lists the JavaScript engines found in the core, marking "
	    "with * the one that\nanswers ::jsprint, ::jsstack, "
	    "::findjsobjects and the other js dcmds.\nWith NAME (V8, "
	    "SpiderMonkey), makes that engine answer: for a process that\n"
	    "ran two engines.\n");
}

const mdb_dcmd_t js_engine_dcmds[] = {
	{ "jsengine", "[name]", "the JavaScript engines in this core",
	    dcmd_jsengine, dcmd_jsengine_help, MDB_DCMD_JSON },
	{ NULL }
};
