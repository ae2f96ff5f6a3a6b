/*
 * lang_fmt.c: the format verbs.
 *
 *	addr/fmt	reads memory at addr and prints it
 *	value=fmt	prints value itself, as if it were memory
 *
 * A format list is format characters, each optionally preceded by a
 * decimal repeat count or $[expr], and "quoted text" printed as is:
 * "/4X", "/X\"flags\"B", "=Kn".
 *
 * The output shape is mdb's (mdb_fmt.c, mdb_cmds.c print_arglist, and
 * mdb_io.c for the layout rules):
 *
 *  - '/' starts its line with the address, symbolic when it can be,
 *    and a colon, padded to 16 columns and then tabbed to the next
 *    multiple of 16.  When the address is exactly a symbol, a line with
 *    just "sym:" comes first.
 *  - every value is printed left-justified in a fixed field (16 for
 *    4-byte values, 8 for 1- and 2-byte ones, wider for 8-byte decimals
 *    so the columns line up), trailing blanks included.
 *  - lines wrap at 80 columns; continuation lines, and every line of
 *    '=', start at the margin, column 16.
 *  - a newline ends the command if its line is not empty.
 *
 * Not done: mdb also wraps inside long strings; we print strings whole.
 * Writes (v w W Z z), matches (l L M) and disassembly (i I) are refused.
 */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "language.h"

#define	FMT_COLS	(mdb.m_cols != 0 ? mdb.m_cols : 80)	/* $w */
#define	FMT_MARGIN	16	/* where values and continuation lines start */
#define	FMT_STRMAX	(1024 * 1024)	/* longest string /s will print */

typedef enum fmt_kind {
	FK_NONE,
	FK_HEX,			/* lowercase hex */
	FK_DEC,			/* decimal */
	FK_OCT,			/* octal */
	FK_HEX64,		/* J K: 16 columns, 17 if all 16 digits used */
	FK_SYM,			/* p P: symbol+offset, or 0x hex */
	FK_BIN,			/* R: binary */
	FK_SWAP,		/* h H: byte-swapped hex */
	FK_TIME,		/* Y y: a time_t */
	FK_FLOAT,		/* f: float */
	FK_DOUBLE,		/* F: double */
	FK_CHAR,		/* c: one character */
	FK_ESCCHR,		/* C: count characters, C escapes */
	FK_STR,			/* s S: NUL-terminated string, escaped */
	FK_DOT,			/* a: the address as a label */
	FK_PLUS,		/* +: advance by count */
	FK_MINUS,		/* -: back by count */
	FK_CARAT,		/* ^: back by the last increment times count */
	FK_NL,			/* n N: newline */
	FK_WS,			/* r: count blanks */
	FK_TAB,			/* t T: tab to a multiple of count */
	FK_WRITE,		/* v w W Z z: writes, refused */
	FK_MATCH,		/* l L M: matches, refused */
	FK_DIS			/* i I: disassembly, refused */
} fmt_kind_t;

#define	FF_SIGNED	0x1
#define	FF_ALT		0x2	/* octal gets a leading 0 when not zero */

typedef struct fmt_desc {
	char fd_char;
	uint8_t fd_kind;
	uint8_t fd_size;	/* bytes read per item */
	uint8_t fd_width;	/* field width; 0: none */
	uint8_t fd_flags;
	const char *fd_desc;	/* for ::formats */
} fmt_desc_t;

static const fmt_desc_t fmt_table[] = {
	{ '+', FK_PLUS, 0, 0, 0, "increment dot by the count (variable size)" },
	{ '-', FK_MINUS, 0, 0, 0, "decrement dot by the count (variable size)" },
	{ '^', FK_CARAT, 0, 0, 0, "decrement dot by the last increment times the count" },
	{ 'B', FK_HEX, 1, 8, 0, "hexadecimal int (1 byte)" },
	{ 'C', FK_ESCCHR, 1, 0, 0, "character using C character notation (1 byte)" },
	{ 'D', FK_DEC, 4, 16, FF_SIGNED, "decimal signed int (4 bytes)" },
	{ 'E', FK_DEC, 8, 21, 0, "decimal unsigned long long (8 bytes)" },
	{ 'F', FK_DOUBLE, 8, 0, 0, "double (8 bytes)" },
	{ 'G', FK_OCT, 8, 24, FF_ALT, "octal unsigned long long (8 bytes)" },
	{ 'H', FK_SWAP, 4, 16, 0, "swap bytes and print as hexadecimal (4 bytes)" },
	{ 'I', FK_DIS, 0, 0, 0, "disassemble (not supported: refused)" },
	{ 'J', FK_HEX64, 8, 16, 0, "hexadecimal long long (8 bytes)" },
	{ 'K', FK_HEX64, 8, 16, 0, "hexadecimal uintptr_t (8 bytes)" },
	{ 'L', FK_MATCH, 0, 0, 0, "match a 4-byte value (not supported: refused)" },
	{ 'M', FK_MATCH, 0, 0, 0, "match a value under a mask (not supported: refused)" },
	{ 'N', FK_NL, 0, 0, 0, "newline" },
	{ 'O', FK_OCT, 4, 16, FF_ALT, "octal unsigned int (4 bytes)" },
	{ 'P', FK_SYM, 8, 16, 0, "symbol (8 bytes)" },
	{ 'Q', FK_OCT, 4, 16, FF_SIGNED | FF_ALT, "octal signed int (4 bytes)" },
	{ 'R', FK_BIN, 8, 64, 0, "binary int (8 bytes)" },
	{ 'S', FK_STR, 0, 0, 0, "string using C string notation (variable size)" },
	{ 'T', FK_TAB, 0, 0, 0, "horizontal tab to a multiple of the count" },
	{ 'U', FK_DEC, 4, 16, 0, "decimal unsigned int (4 bytes)" },
	{ 'V', FK_DEC, 1, 8, 0, "decimal unsigned int (1 byte)" },
	{ 'W', FK_WRITE, 0, 0, 0, "write 4 bytes (refused: the core is read-only)" },
	{ 'X', FK_HEX, 4, 16, 0, "hexadecimal int (4 bytes)" },
	{ 'Y', FK_TIME, 4, 24, 0, "decoded time32_t (4 bytes)" },
	{ 'Z', FK_WRITE, 0, 0, 0, "write 8 bytes (refused: the core is read-only)" },
	{ 'a', FK_DOT, 0, 0, 0, "the address as a symbol label" },
	{ 'b', FK_OCT, 1, 8, FF_ALT, "octal unsigned int (1 byte)" },
	{ 'c', FK_CHAR, 1, 0, 0, "character (1 byte)" },
	{ 'd', FK_DEC, 2, 8, FF_SIGNED, "decimal signed short (2 bytes)" },
	{ 'e', FK_DEC, 8, 21, FF_SIGNED, "decimal signed long long (8 bytes)" },
	{ 'f', FK_FLOAT, 4, 0, 0, "float (4 bytes)" },
	{ 'g', FK_OCT, 8, 24, FF_SIGNED, "octal signed long long (8 bytes)" },
	{ 'h', FK_SWAP, 2, 8, 0, "swap bytes and print as hexadecimal (2 bytes)" },
	{ 'i', FK_DIS, 0, 0, 0, "disassemble (not supported: refused)" },
	{ 'l', FK_MATCH, 0, 0, 0, "match a 2-byte value (not supported: refused)" },
	{ 'n', FK_NL, 0, 0, 0, "newline" },
	{ 'o', FK_OCT, 2, 8, FF_ALT, "octal unsigned short (2 bytes)" },
	{ 'p', FK_SYM, 8, 16, 0, "symbol (8 bytes)" },
	{ 'q', FK_OCT, 2, 8, FF_SIGNED | FF_ALT, "octal signed short (2 bytes)" },
	{ 'r', FK_WS, 0, 0, 0, "whitespace (the count of blanks)" },
	{ 's', FK_STR, 0, 0, 0, "string (variable size)" },
	{ 't', FK_TAB, 0, 0, 0, "horizontal tab to a multiple of the count" },
	{ 'u', FK_DEC, 2, 8, 0, "decimal unsigned short (2 bytes)" },
	{ 'v', FK_WRITE, 0, 0, 0, "write 1 byte (refused: the core is read-only)" },
	{ 'w', FK_WRITE, 0, 0, 0, "write 2 bytes (refused: the core is read-only)" },
	{ 'x', FK_HEX, 2, 8, 0, "hexadecimal short (2 bytes)" },
	{ 'y', FK_TIME, 8, 24, 0, "decoded time64_t (8 bytes)" },
	{ 'z', FK_WRITE, 0, 0, 0, "write 8 bytes from a symbol (refused: the core is read-only)" },
	{ 0, FK_NONE, 0, 0, 0, NULL }
};

static const fmt_desc_t *
fmt_lookup(int c)
{
	const fmt_desc_t *fd;

	for (fd = fmt_table; fd->fd_char != 0; fd++) {
		if (fd->fd_char == c)
			return (fd);
	}
	return (NULL);
}

/* ::formats: every format character and what it prints. */
void
lang_fmt_list(void)
{
	const fmt_desc_t *fd;

	for (fd = fmt_table; fd->fd_char != 0; fd++)
		mdb_printf("%c - %s\n", fd->fd_char, fd->fd_desc);
}

/*
 * Where the bytes come from: the target for '/', the value itself for
 * '=' (mdb's "value target": any read returns the value's bytes).
 */
typedef struct fmt_src {
	int fs_value;
	uint64_t fs_val;
} fmt_src_t;

static int
src_read(const fmt_src_t *src, void *buf, size_t n, uintptr_t addr)
{
	if (!src->fs_value)
		return (mdb_vread(buf, n, addr) == (ssize_t)n ? 0 : -1);
	memset(buf, 0, n);
	memcpy(buf, &src->fs_val, n < sizeof (src->fs_val) ? n :
	    sizeof (src->fs_val));
	return (0);
}

/* ---- the line ---- */

static void
fo_write(lang_fmtout_t *fo, const char *s, size_t n)
{
	static const char blanks[] = "                ";	/* FMT_MARGIN */

	while (n > 0) {
		char chunk[1025];
		const char *nl;
		size_t k;

		if (fo->fo_col == 0 && fo->fo_indent) {
			mdb_printf("%s", blanks);
			fo->fo_col = FMT_MARGIN;
		}
		k = n < sizeof (chunk) - 1 ? n : sizeof (chunk) - 1;
		if ((nl = memchr(s, '\n', k)) != NULL)
			k = (size_t)(nl - s) + 1;
		memcpy(chunk, s, k);
		chunk[k] = '\0';
		mdb_printf("%s", chunk);
		if (nl != NULL)
			fo->fo_col = 0;
		else
			fo->fo_col += k;
		s += k;
		n -= k;
	}
}

static void
fo_puts(lang_fmtout_t *fo, const char *s)
{
	fo_write(fo, s, strlen(s));
}

static void
fo_nl(lang_fmtout_t *fo)
{
	fo_write(fo, "\n", 1);
}

static void
fo_spaces(lang_fmtout_t *fo, size_t n)
{
	static const char blanks[] = "                                ";

	while (n > 0) {
		size_t k = n < sizeof (blanks) - 1 ? n : sizeof (blanks) - 1;

		fo_write(fo, blanks, k);
		n -= k;
	}
}

/* mdb_iob_ws: blanks, or a newline when they would reach the edge. */
static void
fo_ws(lang_fmtout_t *fo, size_t n)
{
	if (fo->fo_col + n < FMT_COLS)
		fo_spaces(fo, n);
	else
		fo_nl(fo);
}

/* mdb_iob_tab: on to the next multiple of ts, or a newline. */
static void
fo_tab(lang_fmtout_t *fo, size_t ts)
{
	size_t n;

	if (ts == 0)
		return;
	n = (fo->fo_col + ts) / ts * ts;
	if (n < FMT_COLS)
		fo_spaces(fo, n - fo->fo_col);
	else
		fo_nl(fo);
}

/*
 * One value in a field: wraps first if it would cross the edge (and the
 * line is not empty), then pads on the right to width.
 */
static void
fo_field(lang_fmtout_t *fo, const char *s, size_t width)
{
	size_t len = strlen(s);
	size_t w = len > width ? len : width;

	if (fo->fo_col != 0 && fo->fo_col + w > FMT_COLS)
		fo_nl(fo);
	fo_puts(fo, s);
	if (len < width)
		fo_ws(fo, width - len);
}

/* Ends the line of a format command if anything is on it. */
void
lang_fmt_end(lang_fmtout_t *fo)
{
	if (fo->fo_col != 0) {
		mdb_printf("\n");
		fo->fo_col = 0;
	}
}

/* ---- values ---- */

/*
 * A number as mdb's numtostr(v, 16, NTOS_SHOWBASE) writes it: "0x"
 * only when it is not a single digit, so "sym+8" but "sym+0x10".
 */
static void
hex_showbase(uint64_t v, char *buf, size_t len)
{
	if (v > 9)
		(void) snprintf(buf, len, "0x%" PRIx64, v);
	else
		(void) snprintf(buf, len, "%" PRIu64, v);
}

/* "sym+0x10" (or "sym"), else "0x..." as mdb's %a.  Names escaped. */
static void
sym_string(uintptr_t addr, char *buf, size_t len)
{
	char name[MDB_SYM_NAMLEN], esc[MDB_SYM_NAMLEN], num[24];
	GElf_Sym sym;

	if (mdb_lookup_by_addr(addr, MDB_SYM_FUZZY, name, sizeof (name),
	    &sym) != 0) {
		hex_showbase(addr, buf, len);
		return;
	}
	(void) lang_escape(name, strlen(name), esc, sizeof (esc));
	if (sym.st_value == addr) {
		(void) snprintf(buf, len, "%s", esc);
	} else if (sym.st_value < addr) {
		hex_showbase((uint64_t)addr - sym.st_value, num, sizeof (num));
		(void) snprintf(buf, len, "%s+%s", esc, num);
	} else {
		hex_showbase(sym.st_value - (uint64_t)addr, num, sizeof (num));
		(void) snprintf(buf, len, "%s-%s", esc, num);
	}
}

/* The '/' line label, "%-#*lla%16T" in mdb. */
static void
print_label(lang_fmtout_t *fo, uintptr_t addr)
{
	char name[MDB_SYM_NAMLEN], esc[MDB_SYM_NAMLEN];
	char buf[MDB_SYM_NAMLEN + 32];
	GElf_Sym sym;

	/* an address that is exactly a symbol gets a line of its own */
	if (mdb_lookup_by_addr(addr, MDB_SYM_EXACT, name, sizeof (name),
	    &sym) == 0 && sym.st_value == addr) {
		(void) lang_escape(name, strlen(name), esc, sizeof (esc));
		fo_puts(fo, esc);
		fo_puts(fo, ":\n");
	}
	sym_string(addr, buf, sizeof (buf) - 1);
	(void) strcat(buf, ":");
	fo_field(fo, buf, FMT_MARGIN);
	if (fo->fo_col % FMT_MARGIN != 0)
		fo_tab(fo, FMT_MARGIN);
}

static uint64_t
sign_extend(uint64_t v, size_t size)
{
	switch (size) {
	case 1: return ((uint64_t)(int64_t)(int8_t)v);
	case 2: return ((uint64_t)(int64_t)(int16_t)v);
	case 4: return ((uint64_t)(int64_t)(int32_t)v);
	default: return (v);
	}
}

static void
number_string(const fmt_desc_t *fd, uint64_t v, char *buf, size_t len)
{
	int neg = 0;
	uint64_t mag = v;
	int i, n;

	if ((fd->fd_flags & FF_SIGNED) && (int64_t)sign_extend(v,
	    fd->fd_size) < 0) {
		neg = 1;
		mag = -sign_extend(v, fd->fd_size);
	}

	switch (fd->fd_kind) {
	case FK_HEX:
		(void) snprintf(buf, len, "%" PRIx64, v);
		break;
	case FK_SWAP:
		if (fd->fd_size == 2)
			v = (uint16_t)((v << 8) | ((v >> 8) & 0xff));
		else
			v = ((v & 0xff) << 24) | ((v & 0xff00) << 8) |
			    ((v >> 8) & 0xff00) | ((v >> 24) & 0xff);
		(void) snprintf(buf, len, "%" PRIx64, v);
		break;
	case FK_DEC:
		(void) snprintf(buf, len, "%s%" PRIu64, neg ? "-" : "", mag);
		break;
	case FK_OCT:
		(void) snprintf(buf, len, "%s%s%" PRIo64, neg ? "-" : "",
		    (fd->fd_flags & FF_ALT) && mag != 0 ? "0" : "", mag);
		break;
	case FK_HEX64:
		(void) snprintf(buf, len, "%" PRIx64, v);
		break;
	case FK_BIN:
		for (n = 63; n > 0 && !(v & (1ULL << n)); n--)
			continue;
		for (i = 0; i <= n && (size_t)i < len - 1; i++)
			buf[i] = (v & (1ULL << (n - i))) ? '1' : '0';
		buf[i] = '\0';
		break;
	default:
		buf[0] = '\0';
		break;
	}
}

static void
time_string(int64_t t, char *buf, size_t len)
{
	struct tm tm;
	time_t tt = (time_t)t;

	if ((int64_t)tt != t || localtime_r(&tt, &tm) == NULL ||
	    strftime(buf, len, "%Y %b %e %H:%M:%S", &tm) == 0)
		(void) snprintf(buf, len, "%" PRId64, t);
}

/*
 * May one more item be printed?  Not after an interrupt, and not past
 * LANG_MAXITEMS in one command: counts multiply ("0t3000,=9999p"), and
 * a command line must not be able to print for hours.
 */
static int
fo_more(lang_fmtout_t *fo)
{
	if (fo->fo_failed || mdb.m_intr)
		return (0);
	if (++fo->fo_items > LANG_MAXITEMS) {
		lang_fmt_end(fo);
		mdb_warn("format output stopped after %d items\n",
		    LANG_MAXITEMS);
		fo->fo_failed = 1;
		return (0);
	}
	return (1);
}

static void
read_failed(lang_fmtout_t *fo, uintptr_t addr)
{
	lang_fmt_end(fo);
	mdb_warn("failed to read data from target at %" PRIxPTR "\n", addr);
	fo->fo_failed = 1;
}

/* Prints a NUL-terminated string at addr; returns bytes used or -1. */
static ssize_t
print_string(lang_fmtout_t *fo, const fmt_src_t *src, uintptr_t addr)
{
	char buf[1024], esc[sizeof (buf) * 4 + 1];
	size_t total = 0;

	if (src->fs_value) {
		char v[sizeof (uint64_t) + 1];

		(void) src_read(src, v, sizeof (uint64_t), 0);
		v[sizeof (uint64_t)] = '\0';
		(void) lang_escape(v, strlen(v), esc, sizeof (esc));
		fo_puts(fo, esc);
		return ((ssize_t)strlen(v) + 1);
	}

	for (;;) {
		ssize_t n = mdb_readstr(buf, sizeof (buf), addr + total);

		if (n < 0) {
			if (total == 0)
				return (-1);
			break;
		}
		(void) lang_escape(buf, (size_t)n, esc, sizeof (esc));
		fo_puts(fo, esc);
		total += (size_t)n;
		if ((size_t)n < sizeof (buf) - 1)
			break;
		if (total >= FMT_STRMAX) {
			fo_puts(fo, "...");
			break;
		}
		if (mdb.m_intr)
			break;
	}
	return ((ssize_t)total + 1);
}

/*
 * One format character, cnt times, at addr; returns the next address.
 * mdb_fmt_print() in mdb.
 */
static uintptr_t
fmt_print(lang_fmtout_t *fo, const fmt_src_t *src, uintptr_t addr,
    uint64_t cnt, const fmt_desc_t *fd, uint64_t lastincr)
{
	char buf[256];
	uint64_t v;

	switch (fd->fd_kind) {
	case FK_PLUS:
		return (addr + cnt);
	case FK_MINUS:
		return (addr - cnt);
	case FK_CARAT:
		return (addr - lastincr * cnt);
	case FK_NL:
		while (cnt-- != 0 && fo_more(fo))
			fo_nl(fo);
		return (addr);
	case FK_WS:
		fo_ws(fo, cnt > FMT_COLS ? FMT_COLS : (size_t)cnt);
		return (addr);
	case FK_TAB:
		/* as mdb: the count is the tab stop */
		fo_tab(fo, cnt > FMT_COLS ? FMT_COLS : (size_t)cnt);
		return (addr);
	case FK_DOT:
		while (cnt-- != 0 && fo_more(fo)) {
			sym_string(addr, buf, sizeof (buf) - 1);
			(void) strcat(buf, ":");
			fo_field(fo, buf, FMT_MARGIN);
			if (fo->fo_col % FMT_MARGIN != 0)
				fo_tab(fo, FMT_MARGIN);
		}
		return (addr);
	case FK_ESCCHR: {
		/* cnt bytes at once, C escapes */
		char esc[4 * 64 + 1], chunk[64];

		while (cnt != 0 && fo_more(fo)) {
			size_t n = cnt < sizeof (chunk) ? (size_t)cnt :
			    sizeof (chunk);

			if (src_read(src, chunk, n, addr) != 0) {
				read_failed(fo, addr);
				return (addr);
			}
			(void) lang_escape(chunk, n, esc, sizeof (esc));
			fo_puts(fo, esc);
			addr += n;
			cnt -= n;
		}
		return (addr);
	}
	case FK_STR:
		for (; cnt != 0 && fo_more(fo); cnt--) {
			ssize_t n = print_string(fo, src, addr);

			if (n < 0) {
				read_failed(fo, addr);
				return (addr);
			}
			addr += (size_t)n;
			if (cnt > 1)
				fo_puts(fo, "\\0");
		}
		return (addr);
	default:
		break;
	}

	/* the rest read fd_size bytes per item */
	for (; cnt != 0; cnt--) {
		uint8_t b[8];
		uint16_t h;
		uint32_t w;
		uint64_t l;

		if (!fo_more(fo))
			break;
		if (src_read(src, b, fd->fd_size, addr) != 0) {
			read_failed(fo, addr);
			return (addr);
		}
		switch (fd->fd_size) {
		case 1: v = b[0]; break;
		case 2: memcpy(&h, b, 2); v = h; break;
		case 4: memcpy(&w, b, 4); v = w; break;
		default: memcpy(&l, b, 8); v = l; break;
		}

		switch (fd->fd_kind) {
		case FK_CHAR: {
			char c = (char)v;

			(void) lang_escape(&c, 1, buf, sizeof (buf));
			fo_field(fo, buf, 0);
			break;
		}
		case FK_SYM:
			sym_string((uintptr_t)v, buf, sizeof (buf));
			fo_field(fo, buf, fd->fd_width);
			break;
		case FK_TIME:
			time_string(fd->fd_size == 4 ? (int64_t)(int32_t)v :
			    (int64_t)v, buf, sizeof (buf));
			fo_field(fo, buf, fd->fd_width);
			break;
		case FK_FLOAT: {
			float f;

			memcpy(&f, b, sizeof (f));
			(void) snprintf(buf, sizeof (buf), "%e", (double)f);
			fo_field(fo, buf, 0);
			break;
		}
		case FK_DOUBLE: {
			double d;

			memcpy(&d, b, sizeof (d));
			(void) snprintf(buf, sizeof (buf), "%g", d);
			fo_field(fo, buf, 0);
			break;
		}
		case FK_HEX64:
			number_string(fd, v, buf, sizeof (buf));
			fo_field(fo, buf, (v >> 60) != 0 ? 17 : 16);
			break;
		default:
			number_string(fd, v, buf, sizeof (buf));
			fo_field(fo, buf, fd->fd_width);
			break;
		}
		addr += fd->fd_size;
	}
	return (addr);
}

/*
 * Checks a format list before anything runs, so a bad character fails
 * the whole command as a syntax error would.
 */
int
lang_fmt_check(int verb, int argc, const mdb_arg_t *argv)
{
	int i;

	if (verb != LANG_FMT_READ && verb != LANG_FMT_VALUE) {
		mdb_warn("the %c format verb is not supported; use / or =\n",
		    verb);
		return (-1);
	}
	if (verb == LANG_FMT_VALUE && argc == 0) {
		mdb_warn("expected one or more format characters following "
		    "'='\n");
		return (-1);
	}
	for (i = 0; i < argc; i++) {
		const fmt_desc_t *fd;
		int c;

		if (argv[i].a_type != MDB_TYPE_CHAR)
			continue;
		c = (unsigned char)argv[i].a_un.a_char;
		if ((fd = fmt_lookup(c)) == NULL) {
			if (isprint(c))
				mdb_warn("invalid format character -- '%c'\n",
				    c);
			else
				mdb_warn("invalid format character -- "
				    "'\\x%02x'\n", c);
			return (-1);
		}
		switch (fd->fd_kind) {
		case FK_WRITE:
			mdb_warn("format '%c' writes memory: a core file is "
			    "read-only\n", c);
			return (-1);
		case FK_MATCH:
			mdb_warn("format '%c' (match) is not supported\n", c);
			return (-1);
		case FK_DIS:
			mdb_warn("format '%c' (disassembly) is not "
			    "supported\n", c);
			return (-1);
		default:
			break;
		}
	}
	return (0);
}

/*
 * Runs one iteration of a format command: verb '/' reads at addr, '='
 * formats addr itself.  *incrp gets how far '/' moved (what the next
 * iteration of addr,count/fmt adds to the address).
 */
int
lang_fmt_exec(int verb, lang_fmtout_t *fo, uintptr_t addr, uint_t flags,
    int argc, const mdb_arg_t *argv, uintptr_t *incrp)
{
	static const mdb_arg_t def_arg = { MDB_TYPE_CHAR, { .a_char = 'X' } };
	fmt_src_t src;
	uintptr_t start = addr, naddr;
	uint64_t n = 1, lastincr = 0;
	int i;

	src.fs_value = (verb == LANG_FMT_VALUE);
	src.fs_val = addr;
	fo->fo_failed = 0;

	if (verb == LANG_FMT_READ && DCMD_HDRSPEC(flags) &&
	    !(flags & DCMD_PIPE_OUT)) {
		fo->fo_indent = 0;
		print_label(fo, addr);
	}
	if (verb == LANG_FMT_READ && argc == 0) {
		argc = 1;
		argv = &def_arg;
	}
	fo->fo_indent = 1;

	for (i = 0; i < argc && !fo->fo_failed; i++) {
		const mdb_arg_t *a = &argv[i];
		const fmt_desc_t *fd;

		if (mdb.m_intr)
			break;
		switch (a->a_type) {
		case MDB_TYPE_IMMEDIATE:
			n = a->a_un.a_val;
			break;
		case MDB_TYPE_STRING:
			fo_puts(fo, a->a_un.a_str);
			n = 1;
			break;
		case MDB_TYPE_CHAR:
			if ((fd = fmt_lookup((unsigned char)a->a_un.a_char)) ==
			    NULL)
				break;
			naddr = fmt_print(fo, &src, addr, n, fd, lastincr);
			/* '=' moves only with + - ^ */
			if (verb == LANG_FMT_READ ||
			    fd->fd_kind == FK_PLUS ||
			    fd->fd_kind == FK_MINUS ||
			    fd->fd_kind == FK_CARAT) {
				lastincr = naddr - addr;
				addr = naddr;
			}
			n = 1;
			break;
		}
	}
	*incrp = verb == LANG_FMT_READ ? addr - start : 0;
	return (fo->fo_failed ? DCMD_ERR : DCMD_OK);
}
