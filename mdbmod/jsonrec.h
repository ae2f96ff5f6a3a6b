/*
 * jsonrec.h: reading back jsmdb's own JSON records (docs/json.md), one
 * line at a time, for ::jsdiffcore, which gets the old core's census from
 * another jsmdb.  The input is treated as hostile: every length and count
 * is bounded, anything that is not a flat record of jsmdb's schema is
 * refused with a reason, and nothing is trusted beyond the syntax.  Pure
 * C (the C library only), so tests/unit/test_jsonrec.c runs it alone.
 */
#ifndef V8_JSONREC_H
#define	V8_JSONREC_H

#include <stddef.h>
#include <stdint.h>

#define	JR_MAXLINE	((size_t)256 << 20)	/* bytes in one record */
#define	JR_MAXFIELDS	128		/* fields in one record */
#define	JR_MAXKEY	64		/* bytes in a key */
#define	JR_MAXSTR	((size_t)1 << 20) /* bytes in one string value */
#define	JR_MAXELEMS	((size_t)1 << 20) /* strings in one array */

typedef enum jr_type {
	JR_STR,
	JR_NUM,			/* a number: jf_num (and jf_int, jf_neg) */
	JR_BOOL,		/* jf_int: 0 or 1 */
	JR_NULL,
	JR_ARR			/* an array of strings */
} jr_type_t;

typedef struct jr_str {
	char *js_s;		/* decoded bytes, NUL-terminated */
	size_t js_len;		/* bytes (a string may hold a NUL) */
} jr_str_t;

typedef struct jr_field {
	char jf_key[JR_MAXKEY + 1];
	jr_type_t jf_type;
	jr_str_t jf_str;	/* JR_STR */
	double jf_num;		/* JR_NUM */
	uint64_t jf_int;	/* JR_NUM: its value when a non-negative
				   integer below 2^64 (jf_isint); JR_BOOL */
	int jf_isint;
	jr_str_t *jf_arr;	/* JR_ARR */
	size_t jf_narr;
} jr_field_t;

typedef struct jr_record {
	jr_field_t *jr_fields;
	size_t jr_nfields;
} jr_record_t;

/*
 * Parses one line (without its newline) into r.  Returns 0, or -1 with
 * the reason in err (r is then empty).  jr_free(r) after a success.
 */
int jr_parse(const char *line, size_t len, jr_record_t *r, char *err,
    size_t errlen);
void jr_free(jr_record_t *r);
/* The field named key of type t, or NULL. */
const jr_field_t *jr_get(const jr_record_t *r, const char *key,
    jr_type_t t);
/* The string field key (NUL-terminated), or NULL (absent, not a string). */
const char *jr_getstr(const jr_record_t *r, const char *key);
/* The non-negative integer field key into *v: 0, or -1. */
int jr_getuint(const jr_record_t *r, const char *key, uint64_t *v);

#endif /* V8_JSONREC_H */
