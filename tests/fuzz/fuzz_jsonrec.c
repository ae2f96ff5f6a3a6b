/*
 * fuzz_jsonrec.c: the reader of jsmdb's own JSON records (mdbmod/
 * jsonrec.c, which ::jsdiffcore feeds with another jsmdb's output) on
 * arbitrary bytes.  Each line of the input is one record; every field a
 * parse gives is touched and looked up, so that a length past its buffer
 * is an ASan report, not a silent over-read.
 *
 * Seeds: tests/fuzz/jsonrec.dict's tokens, and whatever earlier runs
 * kept in the corpus.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "fuzz.h"
#include "jsonrec.h"

static volatile unsigned sink;

static void
touch(const void *p, size_t n)
{
	const unsigned char *b = p;
	unsigned s = 0;

	for (size_t i = 0; i < n; i++)
		s += b[i];
	sink += s;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *p = (const char *)data, *end = p + size;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t len = (nl != NULL ? nl : end) - p;
		jr_record_t r;
		char err[256];
		uint64_t v;

		if (jr_parse(p, len, &r, err, sizeof (err)) == 0) {
			for (size_t i = 0; i < r.jr_nfields; i++) {
				const jr_field_t *f = &r.jr_fields[i];

				touch(f->jf_key, strlen(f->jf_key));
				if (f->jf_type == JR_STR)
					touch(f->jf_str.js_s,
					    f->jf_str.js_len + 1);
				for (size_t j = 0; f->jf_type == JR_ARR &&
				    j < f->jf_narr; j++)
					touch(f->jf_arr[j].js_s,
					    f->jf_arr[j].js_len + 1);
			}
			if (jr_getstr(&r, "schema") != NULL)
				sink++;
			if (jr_getuint(&r, "count", &v) == 0)
				sink += (unsigned)v;
			jr_free(&r);
		} else {
			touch(err, strlen(err));
		}
		p += len + 1;
	}
	return (0);
}
