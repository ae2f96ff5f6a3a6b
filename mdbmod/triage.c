/*
 * triage.c: jsmdb --triage CORE...: one JSON record per core for fleets
 * (docs/json.md, "jsmdb --triage").  Engine-neutral: the record is put
 * together from what the dcmds print -- ::status and ::findjsobjects -v
 * in their JSON forms, read back with jsonrec.c, and ::jsstack (or
 * ::stack when no engine applies) in text -- so it says exactly what a
 * session on the core would.  Each core is read by a child process of
 * its own (cmd/main.c), so one core's state, or its crash, cannot touch
 * the next.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mdb.h"
#include "engine.h"
#include "jsonrec.h"
#include "triage.h"
#include "sort.h"

#define	TR_TOPN		10	/* constructors listed, by count and size */
#define	TR_SIGFRAMES	8	/* frames the stack signature hashes */
#define	TR_MAXFRAMES	64	/* frames the record lists */
#define	TR_MAXCTORS	65536	/* constructors aggregated */
#define	TR_LINEMAX	((size_t)1 << 20)

typedef struct tr_ctor {
	char *tc_name;
	uint64_t tc_count;
	uint64_t tc_bytes;
} tr_ctor_t;

/* Runs a command with its output into a temporary file, in the given
 * output mode; returns the file, rewound (NULL: could not). */
static FILE *
tr_run(const char *cmd, int outmode)
{
	FILE *fp = tmpfile();
	int saved = mdb.m_outmode;

	if (fp == NULL)
		return (NULL);
	mdb.m_outmode = outmode;
	mdb_out_push_file(fp);
	(void) mdb_run_line(cmd);
	mdb_out_pop_file();
	mdb.m_outmode = saved;
	rewind(fp);
	return (fp);
}

/* The next line of fp into a malloc'd buffer (newline removed). */
static char *
tr_line(FILE *fp, char **bufp, size_t *capp)
{
	ssize_t n = getline(bufp, capp, fp);

	if (n < 0)
		return (NULL);
	if ((size_t)n > TR_LINEMAX)
		(*bufp)[TR_LINEMAX] = '\0';
	else if (n > 0 && (*bufp)[n - 1] == '\n')
		(*bufp)[n - 1] = '\0';
	return (*bufp);
}

/* FNV-1a, 64 bits (Fowler, Noll, Vo): the stack signature's hash. */
static uint64_t
tr_fnv(uint64_t h, const char *s)
{
	for (; *s != '\0'; s++) {
		h ^= (unsigned char)*s;
		h *= 0x100000001b3ULL;
	}
	return (h);
}

/*
 * A frame's function, as the signature hashes it: the offset (+0x..)
 * and a native frame's argument list "()" dropped, so another build's
 * offsets or another load address give the same signature; a frame
 * named by its address alone is "?".
 */
static void
tr_frame_func(const char *frame, char *out, size_t len)
{
	const char *plus = strstr(frame, "+0x");
	const char *name = strchr(frame, ' ');
	size_t n = plus != NULL ? (size_t)(plus - frame) : strlen(frame);
	size_t k;

	if (n >= 2 && frame[n - 2] == '(' && frame[n - 1] == ')')
		n -= 2;
	/* "KIND NAME": a NAME of hex digits alone is an address */
	k = name != NULL ? (size_t)(name - frame) + 1 : 0;
	if (name != NULL && n > k &&
	    strspn(frame + k, "0123456789abcdefx") >= n - k)
		(void) snprintf(out, len, "%.*s?", (int)k, frame);
	else
		(void) snprintf(out, len, "%.*s", (int)n, frame);
}

static int
tr_ctor_cmp_count(const void *a, const void *b)
{
	const tr_ctor_t *x = a, *y = b;

	if (x->tc_count != y->tc_count)
		return (x->tc_count < y->tc_count ? 1 : -1);
	return (strcmp(x->tc_name, y->tc_name));
}

static int
tr_ctor_cmp_bytes(const void *a, const void *b)
{
	const tr_ctor_t *x = a, *y = b;

	if (x->tc_bytes != y->tc_bytes)
		return (x->tc_bytes < y->tc_bytes ? 1 : -1);
	return (strcmp(x->tc_name, y->tc_name));
}

static void
tr_top(const char *key, tr_ctor_t *c, size_t n,
    int (*cmp)(const void *, const void *))
{
	char k[64];
	size_t i, top = n < TR_TOPN ? n : TR_TOPN;

	mdb_qsort(c, n, sizeof (tr_ctor_t), cmp);
	mdb_json_array_begin(key);
	for (i = 0; i < top; i++)
		mdb_json_array_str(c[i].tc_name);
	mdb_json_array_end();
	(void) snprintf(k, sizeof (k), "%s_counts", key);
	mdb_json_array_begin(k);
	for (i = 0; i < top; i++)
		mdb_json_array_uint(c[i].tc_count);
	mdb_json_array_end();
	(void) snprintf(k, sizeof (k), "%s_bytes", key);
	mdb_json_array_begin(k);
	for (i = 0; i < top; i++)
		mdb_json_array_uint(c[i].tc_bytes);
	mdb_json_array_end();
}

void
mdb_triage_error(const char *core, const char *err)
{
	mdb_json_begin("triage", "core");
	mdb_json_str("core", core);
	mdb_json_str("error", err);
	mdb_json_end();
}

/* The fields of ::status this record repeats. */
static const char *const tr_status_strs[] = {
	"program", "file", "build_id", "os", "arch", "argv", "taken_by",
	"signal", "engine", "v8_version", "node_version", NULL
};

void
mdb_triage(const char *core)
{
	FILE *fp;
	char *line = NULL, err[256];
	size_t cap = 0, i, nframes = 0, nctors = 0;
	jr_record_t st, rec;
	int have_st = 0, have_sum = 0, js;
	uint64_t v, hash = 0xcbf29ce484222325ULL, tid = 0;
	char *frames[TR_MAXFRAMES];
	tr_ctor_t *ctors = NULL;
	uint64_t heap_bytes = 0, js_bytes = 0, js_objects = 0;
	int exact = 0, census = 0;
	char **inexact = NULL;
	size_t ninexact = 0;

	memset(&st, 0, sizeof (st));
	/* ::status, in JSON */
	if ((fp = tr_run("::status", MDB_OUT_JSON)) != NULL) {
		if (tr_line(fp, &line, &cap) != NULL &&
		    jr_parse(line, strlen(line), &st, err, sizeof (err)) == 0)
			have_st = 1;
		fclose(fp);
	}
	/* the thread the kernel wrote first: the one that took the signal */
	if ((fp = tr_run("::walk thread", MDB_OUT_TEXT)) != NULL) {
		if (tr_line(fp, &line, &cap) != NULL)
			tid = strtoull(line, NULL, 16);
		fclose(fp);
	}
	/*
	 * its stack: JavaScript and native frames where an engine answers
	 * (the js dcmds exist on every core), or native alone
	 */
	js = js_engine_current() != NULL;
	if ((fp = tr_run(js ? "::jsstack" : "::stack", MDB_OUT_TEXT)) !=
	    NULL) {
		while (tr_line(fp, &line, &cap) != NULL &&
		    nframes < TR_MAXFRAMES) {
			char fn[1024], *f;
			const char *p = line;

			if (js && strncmp(p, "js:", 3) == 0)
				p += 3;
			else if (js && strncmp(p, "native:", 7) == 0)
				p += 7;
			else if (js || *p == '\0' || *p == ' ')
				continue;	/* elided, or no frame */
			p += strspn(p, " ");
			if ((f = malloc(strlen(line) + 8)) == NULL)
				break;
			(void) snprintf(f, strlen(line) + 8, "%s %s",
			    js && line[0] == 'j' ? "js" : "native", p);
			frames[nframes++] = f;
			if (nframes <= TR_SIGFRAMES) {
				tr_frame_func(f, fn, sizeof (fn));
				hash = tr_fnv(tr_fnv(hash, fn), "\n");
			}
		}
		fclose(fp);
	}
	/* the census, in JSON: groups, then the summary */
	fp = NULL;
	if (js_engine_current() != NULL &&
	    (ctors = calloc(TR_MAXCTORS, sizeof (tr_ctor_t))) != NULL &&
	    (fp = tr_run("::findjsobjects -v", MDB_OUT_JSON)) != NULL) {
		while (tr_line(fp, &line, &cap) != NULL) {
			const char *kind, *name;
			uint64_t n, b;
			const jr_field_t *f;

			if (jr_parse(line, strlen(line), &rec, err,
			    sizeof (err)) != 0)
				continue;
			kind = jr_getstr(&rec, "record");
			if (kind != NULL && strcmp(kind, "group") == 0 &&
			    (name = jr_getstr(&rec, "constructor")) != NULL &&
			    jr_getuint(&rec, "count", &n) == 0 &&
			    jr_getuint(&rec, "bytes", &b) == 0) {
				for (i = 0; i < nctors &&
				    strcmp(ctors[i].tc_name, name) != 0; i++)
					;
				if (i == nctors && nctors < TR_MAXCTORS &&
				    (ctors[i].tc_name = strdup(name)) != NULL)
					nctors++;
				if (i < nctors) {
					ctors[i].tc_count += n;
					ctors[i].tc_bytes += b;
				}
			} else if (kind != NULL &&
			    strcmp(kind, "summary") == 0) {
				have_sum = 1;
				(void) jr_getuint(&rec, "heap_object_bytes",
				    &heap_bytes);
				(void) jr_getuint(&rec, "js_object_bytes",
				    &js_bytes);
				(void) jr_getuint(&rec, "js_objects",
				    &js_objects);
				if ((f = jr_get(&rec, "exact", JR_BOOL)) !=
				    NULL)
					exact = (int)f->jf_int;
				if ((f = jr_get(&rec, "inexact", JR_ARR)) !=
				    NULL && f->jf_narr > 0 &&
				    (inexact = calloc(f->jf_narr,
				    sizeof (char *))) != NULL) {
					for (i = 0; i < f->jf_narr; i++) {
						inexact[ninexact] = strdup(
						    f->jf_arr[i].js_s);
						if (inexact[ninexact] != NULL)
							ninexact++;
					}
				}
			}
			jr_free(&rec);
		}
		census = have_sum;
	}
	if (fp != NULL)
		fclose(fp);

	mdb_json_begin("triage", "core");
	mdb_json_str("core", core);
	mdb_json_null("error");
	for (i = 0; tr_status_strs[i] != NULL; i++) {
		const char *s = have_st ? jr_getstr(&st,
		    tr_status_strs[i]) : NULL;

		mdb_json_str(tr_status_strs[i], s);
	}
	if (have_st && jr_getuint(&st, "pid", &v) == 0)
		mdb_json_uint("pid", v);
	else
		mdb_json_null("pid");
	if (have_st && jr_getuint(&st, "signal_number", &v) == 0)
		mdb_json_uint("signal_number", v);
	else
		mdb_json_null("signal_number");
	if (tid != 0)
		mdb_json_uint("thread", tid);
	else
		mdb_json_null("thread");
	if (nframes > 0) {
		char hx[24];

		(void) snprintf(hx, sizeof (hx), "%016llx",
		    (unsigned long long)hash);
		mdb_json_str("stack_signature", hx);
	} else {
		mdb_json_null("stack_signature");
	}
	mdb_json_array_begin("stack");
	for (i = 0; i < nframes; i++)
		mdb_json_array_str(frames[i]);
	mdb_json_array_end();
	if (census) {
		tr_top("top_by_count", ctors, nctors, tr_ctor_cmp_count);
		tr_top("top_by_size", ctors, nctors, tr_ctor_cmp_bytes);
		mdb_json_uint("heap_bytes", heap_bytes);
		mdb_json_uint("js_objects", js_objects);
		mdb_json_uint("js_object_bytes", js_bytes);
		mdb_json_bool("census_exact", exact);
		mdb_json_array_begin("census_inexact");
		for (i = 0; i < ninexact; i++)
			mdb_json_array_str(inexact[i]);
		mdb_json_array_end();
	} else {
		mdb_json_null("top_by_count");
		mdb_json_null("top_by_size");
		mdb_json_null("heap_bytes");
		mdb_json_null("js_objects");
		mdb_json_null("js_object_bytes");
		mdb_json_null("census_exact");
		mdb_json_null("census_inexact");
	}
	mdb_json_end();

	for (i = 0; i < nframes; i++)
		free(frames[i]);
	for (i = 0; ctors != NULL && i < nctors; i++)
		free(ctors[i].tc_name);
	for (i = 0; i < ninexact; i++)
		free(inexact[i]);
	free(inexact);
	free(ctors);
	free(line);
	if (have_st)
		jr_free(&st);
}
