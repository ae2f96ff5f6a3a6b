/*
 * jstok.h: a JavaScript tokenizer for highlighting source (::jssource,
 * ::jsstack -p).  Engine-neutral: it sees only bytes (UTF-8 as scripts
 * are kept, or Latin-1), never the engine.
 *
 * It follows ECMA-262's lexical grammar (clause 12) closely enough to
 * colour: comments, strings, template literals (nested through their
 * substitutions), numbers, identifiers and keywords, punctuators, and
 * regular expression literals.  Whether a '/' starts a regular
 * expression or divides is decided, as the grammar's InputElementDiv /
 * InputElementRegExp goal symbols are, from the previous significant
 * token: after a value (an identifier, a literal, ')', ']', '}', a
 * postfix ++ or --) it divides; after an operator, '(' or a keyword
 * such as return or typeof it starts a regular expression.
 *
 * The tokens cover the input exactly: every byte is in one token, in
 * order, so colouring by token never changes the text.  Unterminated
 * strings end at the line's end, unterminated comments and templates at
 * the input's end; bad input only gives odd colours.
 */
#ifndef MDB_JSTOK_H
#define	MDB_JSTOK_H

#include <stddef.h>
#include <stdint.h>

typedef enum jstok_kind {
	JSTOK_SPACE = 0,	/* white space and line ends */
	JSTOK_IDENT,		/* an identifier (or #private name) */
	JSTOK_KEYWORD,		/* a reserved word */
	JSTOK_LITERAL,		/* true, false, null */
	JSTOK_STRING,		/* '...' or "..." */
	JSTOK_TEMPLATE,		/* a template literal's text: `..${, }..${, }..` */
	JSTOK_NUMBER,
	JSTOK_COMMENT,
	JSTOK_REGEXP,		/* /body/flags */
	JSTOK_PUNCT		/* operators, brackets and anything else */
} jstok_kind_t;

#define	JSTOK_MAXNEST	64	/* template substitutions within each other */

typedef struct jstok {
	const char *jt_s;
	size_t jt_len;
	size_t jt_pos;
	int jt_regex_ok;	/* a '/' here starts a regular expression */
	int jt_after_dot;	/* the last significant token was '.' */
	int jt_depth;		/* open template substitutions, counted */
	uint32_t jt_braces[JSTOK_MAXNEST];	/* '{' open in each */
} jstok_t;

void jstok_init(jstok_t *, const char *s, size_t len);
/* The next token: 1 with its start, length and kind; 0 at the end. */
int jstok_next(jstok_t *, size_t *startp, size_t *lenp, jstok_kind_t *kindp);
const char *jstok_kind_name(jstok_kind_t);

#endif /* MDB_JSTOK_H */
