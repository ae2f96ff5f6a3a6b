/*
 * lang_expr.c: mdb expressions.
 *
 * Values are 64-bit unsigned.  Operators and precedence are those of
 * mdb_grammar.y, loosest first:
 *
 *	|
 *	^
 *	&
 *	==  !=
 *	<<  >>
 *	+  -
 *	*  %  #		multiply, signed divide, round up to a multiple
 *	%%		unsigned modulus
 *	unary: -x  ~x  #x (logical not)  *x (read a pointer at x)
 *	       %x (the same: a core has no separate object file space)
 *	       sized reads: '*' or '%' followed by /1/ /2/ /4/ /8/
 *	       (or /c/ /s/ /i/ /l/) and the address
 *
 * All binary operators are left-associative.  A symbol evaluates to its
 * address; "." is dot.  Expressions are evaluated while they are parsed,
 * as mdb does, so a failed read stops the command before it runs.
 */
#include <stdio.h>
#include <string.h>

#include "language.h"

static int parse_binary(lang_parse_t *, int, uint64_t *);

/* Can t begin an expression? */
int
lang_expr_start(const lang_token_t *t)
{
	switch (t->t_type) {
	case LT_NUM:
	case LT_SYM:
	case LT_VAR:
	case LT_DEREF:
		return (1);
	case LT_OP:
		return (strchr("(-~#*%", t->t_char) != NULL);
	default:
		return (0);
	}
}

/* Binding strength of a binary operator; 0 if t is not one. */
static int
binary_prec(const lang_token_t *t)
{
	switch (t->t_type) {
	case LT_OP:
		switch (t->t_char) {
		case '|': return (1);
		case '^': return (2);
		case '&': return (3);
		case '+': case '-': return (6);
		case '*': case '%': case '#': return (7);
		}
		return (0);
	case LT_EQ:
	case LT_NE:
		return (4);
	case LT_LSHIFT:
	case LT_RSHIFT:
		return (5);
	case LT_MOD:
		return (8);
	default:
		return (0);
	}
}

static int
read_value(lang_parse_t *p, uint64_t addr, size_t size, uint64_t *vp)
{
	uint8_t u8;
	uint16_t u16;
	uint32_t u32;
	uint64_t u64;
	void *buf;

	switch (size) {
	case 1: buf = &u8; break;
	case 2: buf = &u16; break;
	case 4: buf = &u32; break;
	default: size = 8; buf = &u64; break;
	}
	if (mdb_vread(buf, size, (uintptr_t)addr) != (ssize_t)size) {
		lang_error(p, "failed to read from address %llx",
		    (unsigned long long)addr);
		return (-1);
	}
	switch (size) {
	case 1: *vp = u8; break;
	case 2: *vp = u16; break;
	case 4: *vp = u32; break;
	default: *vp = u64; break;
	}
	return (0);
}

static int
symbol_value(lang_parse_t *p, const char *name, uint64_t *vp)
{
	GElf_Sym sym;

	if (strcmp(name, ".") == 0) {
		*vp = mdb.m_dot;
		return (0);
	}
	if (mdb_lookup_by_name(name, &sym) != 0) {
		char esc[128];

		(void) lang_escape(name, strlen(name), esc, sizeof (esc));
		lang_error(p, "failed to dereference symbol \"%s\": unknown "
		    "symbol name", esc);
		return (-1);
	}
	*vp = sym.st_value;
	return (0);
}

/*
 * <name: mdb's variables.  "." is dot; the current thread's registers
 * by name ("rsp", "rip", "x29", "eip") and the aliases "pc", "sp", "fp".
 * A name that is none of these is an error, not 0.
 */
static int
variable_value(lang_parse_t *p, const char *name, uint64_t *vp)
{
	mdb_reg_t r;
	char esc[128];

	if (strcmp(name, ".") == 0) {
		*vp = mdb.m_dot;
		return (0);
	}
	if (mdb.m_target != NULL && mdb_getareg(0, name, &r) == 0) {
		*vp = r;
		return (0);
	}
	(void) lang_escape(name, strlen(name), esc, sizeof (esc));
	lang_error(p, "variable '%s' is not defined%s", esc,
	    mdb.m_target == NULL ? " (no target)" : "");
	return (-1);
}

static int
parse_unary(lang_parse_t *p, uint64_t *vp)
{
	const lang_token_t *t = lang_peek(p);
	uint64_t v = 0, size;
	int op, rv = -1;

	if (++p->p_depth > LANG_MAXDEPTH) {
		lang_error(p, "expression nested too deeply (max %d)",
		    LANG_MAXDEPTH);
		goto out;
	}

	switch (t->t_type) {
	case LT_NUM:
		v = t->t_val;
		lang_next(p);
		rv = 0;
		break;

	case LT_SYM:
		if (symbol_value(p, t->t_str, &v) == 0) {
			lang_next(p);
			rv = 0;
		}
		break;

	case LT_VAR:
		if (variable_value(p, t->t_str, &v) == 0) {
			lang_next(p);
			rv = 0;
		}
		break;

	case LT_DEREF:
		size = t->t_val;
		lang_next(p);
		if (parse_unary(p, &v) == 0 && read_value(p, v, size, &v) == 0)
			rv = 0;
		break;

	case LT_OP:
		op = t->t_char;
		if (strchr("(-~#*%", op) == NULL) {
			lang_syntax(p, t);
			break;
		}
		lang_next(p);
		if (op == '(') {
			if (parse_binary(p, 1, &v) != 0)
				break;
			t = lang_peek(p);
			if (t->t_type != LT_OP || t->t_char != ')') {
				lang_syntax(p, t);
				break;
			}
			lang_next(p);
			rv = 0;
			break;
		}
		if (parse_unary(p, &v) != 0)
			break;
		switch (op) {
		case '-': v = -v; break;
		case '~': v = ~v; break;
		case '#': v = !v; break;
		default:
			if (read_value(p, v, sizeof (uintptr_t), &v) != 0)
				goto out;
			break;
		}
		rv = 0;
		break;

	default:
		lang_syntax(p, t);
		break;
	}
out:
	p->p_depth--;
	if (rv == 0)
		*vp = v;
	return (rv);
}

static int
apply(lang_parse_t *p, const lang_token_t *t, uint64_t a, uint64_t b,
    uint64_t *vp)
{
	int64_t sa = (int64_t)a, sb = (int64_t)b;

	switch (t->t_type) {
	case LT_EQ: *vp = (a == b); return (0);
	case LT_NE: *vp = (a != b); return (0);
	case LT_LSHIFT: *vp = b >= 64 ? 0 : a << b; return (0);
	case LT_RSHIFT: *vp = b >= 64 ? 0 : a >> b; return (0);
	case LT_MOD:
		if (b == 0)
			goto divzero;
		*vp = a % b;
		return (0);
	default:
		break;
	}

	switch (t->t_char) {
	case '|': *vp = a | b; break;
	case '^': *vp = a ^ b; break;
	case '&': *vp = a & b; break;
	case '+': *vp = a + b; break;
	case '-': *vp = a - b; break;
	case '*': *vp = a * b; break;
	case '%':
		if (b == 0)
			goto divzero;
		if (sa == INT64_MIN && sb == -1)
			goto overflow;
		*vp = (uint64_t)(sa / sb);
		break;
	case '#':
		/* a rounded up to a multiple of b */
		if (b == 0)
			goto divzero;
		sa = (int64_t)(a + (b - 1));
		if (sa == INT64_MIN && sb == -1)
			goto overflow;
		*vp = (uint64_t)(sa / sb) * b;
		break;
	default:
		lang_syntax(p, t);
		return (-1);
	}
	return (0);

divzero:
	lang_error(p, "attempted to divide by zero");
	return (-1);
overflow:
	lang_error(p, "divide overflow");
	return (-1);
}

/* Precedence climbing: operators binding at least as tight as minprec. */
static int
parse_binary(lang_parse_t *p, int minprec, uint64_t *vp)
{
	uint64_t lhs, rhs;

	if (parse_unary(p, &lhs) != 0)
		return (-1);
	for (;;) {
		const lang_token_t *t = lang_peek(p);
		lang_token_t op;
		int prec = binary_prec(t);

		if (prec == 0 || prec < minprec)
			break;
		op = *t;
		lang_next(p);
		if (parse_binary(p, prec + 1, &rhs) != 0 ||
		    apply(p, &op, lhs, rhs, &lhs) != 0)
			return (-1);
	}
	if (p->p_err)
		return (-1);
	*vp = lhs;
	return (0);
}

int
lang_expr(lang_parse_t *p, uint64_t *vp)
{
	return (parse_binary(p, 1, vp));
}

int
mdb_eval_expr(const char *expr, uint64_t *valp)
{
	lang_parse_t p;
	const lang_token_t *t;
	uint64_t v;
	size_t len;
	int rv = -1;

	if (expr == NULL)
		return (-1);
	if ((len = strlen(expr)) > LANG_MAXLINE) {
		mdb_warn("expression too long\n");
		return (-1);
	}
	lang_init(&p, expr, len);
	if (lang_expr(&p, &v) == 0) {
		t = lang_peek(&p);
		if (t->t_type == LT_EOF) {
			*valp = v;
			rv = 0;
		} else {
			lang_syntax(&p, t);
		}
	}
	lang_fini(&p);
	return (rv);
}

uint64_t
mdb_argtoull(const mdb_arg_t *arg)
{
	uint64_t v;

	switch (arg->a_type) {
	case MDB_TYPE_IMMEDIATE:
		return (arg->a_un.a_val);
	case MDB_TYPE_CHAR:
		return ((uint64_t)(unsigned char)arg->a_un.a_char);
	case MDB_TYPE_STRING:
		if (arg->a_un.a_str != NULL &&
		    mdb_eval_expr(arg->a_un.a_str, &v) == 0)
			return (v);
		return (0);
	default:
		return (0);
	}
}
