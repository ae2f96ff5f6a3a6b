/*
 * dis.c: ::dis, machine code as text (also ::v8code -d).
 *
 * The decoding is Capstone's (Debian's libcapstone: x86-64, i386 and
 * aarch64 from one well-kept table-driven decoder; writing those decoders
 * here would be thousands of lines of opcode tables).  x86 prints in AT&T
 * syntax, as mdb and gdb print it; aarch64 in the ARM syntax every tool
 * uses.  The line format is mdb's: the address as a symbol and offset,
 * the mnemonic, the operands, and for a call or branch to a known symbol
 * the symbol after it.
 *
 * Where the bytes are not an instruction (data in the text, a constant
 * pool inside V8's code) the line says so and the decoder steps over one
 * byte (x86) or one word (aarch64), as objdump's "(bad)" does.  Where
 * the core lacks the bytes, the listing stops and says where.
 */
#include <capstone/capstone.h>
#include <elf.h>
#include <stdio.h>
#include <string.h>

#include "mdb.h"
#include "modapi.h"

#define	DIS_MAXFUNC	(1024 * 1024)	/* a whole function: at most */
#define	DIS_MAXBACK	(64 * 1024)	/* window: decode from the symbol
					   start only this far below */
#define	DIS_CHUNK	4096

typedef struct dis {
	csh d_h;
	uint_t d_machine;
	size_t d_minlen;		/* the step over a bad instruction */
	uint_t d_flags;
	const char *d_json;		/* JSON: the dcmd named in records */
} dis_t;

#define	DIS_NUMERIC	0x01		/* -a: addresses as numbers */
#define	DIS_BYTES	0x02		/* -b: the instruction's bytes */

/* Capstone's architecture and mode for the core's (ELF e_machine) */
static const struct {
	uint_t dm_machine, dm_class;
	cs_arch dm_arch;
	int dm_mode;
	size_t dm_minlen;
	int dm_att;			/* AT&T syntax, as mdb and gdb */
} dis_modes[] = {
	{ EM_X86_64, ELFCLASS64, CS_ARCH_X86, CS_MODE_64, 1, 1 },
	{ EM_386, ELFCLASS32, CS_ARCH_X86, CS_MODE_32, 1, 1 },
	{ EM_AARCH64, ELFCLASS64, CS_ARCH_ARM64, CS_MODE_ARM, 4, 0 },
};

static int
dis_open(dis_t *d, uint_t flags)
{
	mdb_target_info_t ti;
	size_t i;

	memset(d, 0, sizeof (*d));
	d->d_flags = flags;
	if (mdb_target_info(&ti) != 0) {
		mdb_warn("dis: no target");
		return (-1);
	}
	for (i = 0; i < sizeof (dis_modes) / sizeof (dis_modes[0]); i++) {
		if (dis_modes[i].dm_machine == ti.mti_machine &&
		    dis_modes[i].dm_class == ti.mti_class)
			break;
	}
	if (i == sizeof (dis_modes) / sizeof (dis_modes[0])) {
		mdb_warn("dis: no disassembler for %s", ti.mti_arch);
		return (-1);
	}
	if (cs_open(dis_modes[i].dm_arch, (cs_mode)dis_modes[i].dm_mode,
	    &d->d_h) != CS_ERR_OK) {
		mdb_warn("dis: Capstone cannot decode %s", ti.mti_arch);
		return (-1);
	}
	if (dis_modes[i].dm_att)
		(void) cs_option(d->d_h, CS_OPT_SYNTAX, CS_OPT_SYNTAX_ATT);
	(void) cs_option(d->d_h, CS_OPT_DETAIL, CS_OPT_ON);
	d->d_machine = ti.mti_machine;
	d->d_minlen = dis_modes[i].dm_minlen;
	return (0);
}

static void
dis_close(dis_t *d)
{
	(void) cs_close(&d->d_h);
}

/* The target of a direct call or branch, or 0. */
static uint64_t
dis_target(const dis_t *d, const cs_insn *in)
{
	const cs_detail *dt = in->detail;

	if (dt == NULL || !(cs_insn_group(d->d_h, in, CS_GRP_CALL) ||
	    cs_insn_group(d->d_h, in, CS_GRP_JUMP)))
		return (0);
	if (d->d_machine == EM_AARCH64) {
		if (dt->arm64.op_count >= 1 &&
		    dt->arm64.operands[dt->arm64.op_count - 1].type ==
		    ARM64_OP_IMM)
			return ((uint64_t)dt->arm64.operands[
			    dt->arm64.op_count - 1].imm);
		return (0);
	}
	if (dt->x86.op_count == 1 && dt->x86.operands[0].type == X86_OP_IMM)
		return ((uint64_t)dt->x86.operands[0].imm);
	return (0);
}

static void
dis_addr(const dis_t *d, uintptr_t addr)
{
	if (d->d_flags & DIS_NUMERIC)
		mdb_printf("%p", addr);
	else
		mdb_printf("%a", addr);
}

/*
 * aarch64's preferred disassembly of MOVZ and MOVN is MOV with the value
 * the instruction makes (Arm ARM, C6.2 "MOV (wide immediate)" and "MOV
 * (inverted wide immediate)"), as objdump and gdb print it; Capstone 4
 * prints the base instruction.  Returns 1 and the operands in buf when
 * the alias applies.
 */
static int
dis_arm64_mov(const dis_t *d, const cs_insn *in, char *buf, size_t len)
{
	const cs_arm64 *a;
	int movn = strcmp(in->mnemonic, "movn") == 0;
	int is32 = (in->bytes[3] & 0x80) == 0;	/* sf, bit 31 */
	uint64_t imm, sh, v;
	const char *rd;

	if (in->detail == NULL || (!movn && strcmp(in->mnemonic, "movz") != 0))
		return (0);
	a = &in->detail->arm64;
	if (a->op_count != 2 || a->operands[0].type != ARM64_OP_REG ||
	    a->operands[1].type != ARM64_OP_IMM)
		return (0);
	imm = (uint64_t)a->operands[1].imm & 0xffff;
	sh = a->operands[1].shift.type == ARM64_SFT_LSL ?
	    a->operands[1].shift.value : 0;
	if (imm == 0 && sh != 0)
		return (0);
	if (movn && is32 && imm == 0xffff)
		return (0);
	v = imm << sh;
	if (movn)
		v = ~v;
	if (is32)
		v &= 0xffffffffULL;
	rd = cs_reg_name(d->d_h, a->operands[0].reg);
	(void) snprintf(buf, len, "%s, #0x%llx", rd != NULL ? rd : "?",
	    (unsigned long long)v);
	return (1);
}

/* One line: "ADDR:  mnemonic operands  <target>" */
static void
dis_line(const dis_t *d, const cs_insn *in)
{
	uint64_t tgt;
	GElf_Sym sym;
	char name[MDB_SYM_NAMLEN], ops[160];
	size_t i;

	dis_addr(d, (uintptr_t)in->address);
	mdb_printf(":");
	if (d->d_flags & DIS_BYTES) {
		mdb_printf(" ");
		for (i = 0; i < in->size; i++)
			mdb_printf("%02x", in->bytes[i]);
		mdb_printf("%*s", (int)(i < 15 ? 2 * (15 - i) : 0), "");
	}
	if (d->d_machine == EM_AARCH64 && dis_arm64_mov(d, in, ops, sizeof (ops)))
		mdb_printf("  %-8s %s", "mov", ops);
	else if (in->op_str[0] != '\0')
		mdb_printf("  %-8s %s", in->mnemonic, in->op_str);
	else
		mdb_printf("  %s", in->mnemonic);
	tgt = dis_target(d, in);
	/* named only inside a symbol's extent (a PLT slot is not _init's) */
	if (tgt != 0 && !(d->d_flags & DIS_NUMERIC) &&
	    mdb_lookup_by_addr((uintptr_t)tgt, MDB_SYM_FUZZY, name,
	    sizeof (name), &sym) == 0 && (tgt == sym.st_value ||
	    tgt < sym.st_value + sym.st_size))
		mdb_printf("\t<%a>", (uintptr_t)tgt);
	mdb_printf("\n");
}

/*
 * One instruction, or bytes that are not one (in NULL: n bytes at p), as
 * a JSON "instruction" record (docs/json.md): its address, the symbol
 * and offset it is at, its bytes, its text as the text form writes it,
 * and a direct call's or branch's target.
 */
static void
dis_json(const dis_t *d, const cs_insn *in, uint64_t a, const uint8_t *p,
    size_t n)
{
	char name[MDB_SYM_NAMLEN], ops[200], hex[2 * 16 + 1];
	GElf_Sym sym;
	uint64_t tgt = 0;
	size_t i;

	if (in != NULL) {
		a = in->address;
		p = in->bytes;
		n = in->size;
	}
	mdb_json_begin(d->d_json, "instruction");
	mdb_json_addr("address", (uintptr_t)a);
	if (mdb_snprintf(name, sizeof (name), "%a", (uintptr_t)a) > 0 &&
	    mdb_lookup_by_addr((uintptr_t)a, MDB_SYM_FUZZY, ops, sizeof (ops),
	    &sym) == 0)
		mdb_json_str("symbol", name);
	else
		mdb_json_null("symbol");
	for (i = 0; i < n && i < 16; i++)
		(void) snprintf(hex + 2 * i, 3, "%02x", p[i]);
	hex[2 * i] = '\0';
	mdb_json_str("bytes", hex);
	if (in == NULL) {
		mdb_json_null("text");
		mdb_json_null("target");
		mdb_json_null("target_symbol");
		mdb_json_str("reason", "not an instruction");
		mdb_json_end();
		return;
	}
	if (d->d_machine == EM_AARCH64 && dis_arm64_mov(d, in, ops,
	    sizeof (ops))) {
		char t[260];

		(void) snprintf(t, sizeof (t), "mov %s", ops);
		mdb_json_str("text", t);
	} else if (in->op_str[0] != '\0') {
		char t[260];

		(void) snprintf(t, sizeof (t), "%s %s", in->mnemonic,
		    in->op_str);
		mdb_json_str("text", t);
	} else {
		mdb_json_str("text", in->mnemonic);
	}
	tgt = dis_target(d, in);
	if (tgt != 0)
		mdb_json_addr("target", (uintptr_t)tgt);
	else
		mdb_json_null("target");
	if (tgt != 0 && mdb_lookup_by_addr((uintptr_t)tgt, MDB_SYM_FUZZY,
	    ops, sizeof (ops), &sym) == 0 && (tgt == sym.st_value ||
	    tgt < sym.st_value + sym.st_size) &&
	    mdb_snprintf(name, sizeof (name), "%a", (uintptr_t)tgt) > 0)
		mdb_json_str("target_symbol", name);
	else
		mdb_json_null("target_symbol");
	mdb_json_null("reason");
	mdb_json_end();
}

/*
 * Decodes [start, end), calling each instruction's line unless print is
 * 0; stops after max instructions.  Addresses of the instructions go to
 * addrs (a ring of nring) when given.  Returns the address it stopped
 * at; *errp is set when the core lacks the bytes there.
 */
static uintptr_t
dis_run(dis_t *d, uintptr_t start, uintptr_t end, size_t max, int print,
    uintptr_t *ring, size_t nring, size_t *nringp, int *errp)
{
	uint8_t buf[DIS_CHUNK + 16];
	uintptr_t pc = start;
	size_t done = 0;
	cs_insn *in = cs_malloc(d->d_h);

	*errp = 0;
	if (in == NULL)
		return (pc);
	while (pc < end && done < max) {
		size_t want = end - pc < sizeof (buf) ? end - pc : sizeof (buf);
		const uint8_t *p = buf;
		size_t left;
		uint64_t a = pc;
		ssize_t got = mdb_vread(buf, want, pc);

		/* a short read at a page edge: take what is there */
		while (got < 0 && want > 16) {
			want /= 2;
			got = mdb_vread(buf, want, pc);
		}
		if (got <= 0) {
			*errp = 1;
			break;
		}
		left = (size_t)got;
		while (left > 0 && done < max) {
			if (!cs_disasm_iter(d->d_h, &p, &left, &a, in)) {
				size_t step = d->d_minlen < left ?
				    d->d_minlen : left;

				/* the last bytes may be a cut instruction */
				if (left < 16 && pc + (size_t)got < end &&
				    (uintptr_t)a + left < end)
					break;
				if (print && d->d_json != NULL) {
					dis_json(d, NULL, a, p, step);
				} else if (print) {
					dis_addr(d, (uintptr_t)a);
					mdb_printf(":  (not an instruction:");
					for (size_t i = 0; i < step; i++)
						mdb_printf(" %02x", p[i]);
					mdb_printf(")\n");
				}
				p += step;
				left -= step;
				a += step;
			} else {
				if (print && d->d_json != NULL)
					dis_json(d, in, 0, NULL, 0);
				else if (print)
					dis_line(d, in);
				if (ring != NULL) {
					ring[*nringp % nring] =
					    (uintptr_t)in->address;
					(*nringp)++;
				}
			}
			done++;
		}
		if ((uintptr_t)a == pc)
			break;
		pc = (uintptr_t)a;
	}
	cs_free(in, 1);
	return (pc);
}

static int
dis_range(uintptr_t start, uintptr_t end, uint_t flags, const char *dcmd)
{
	dis_t d;
	uintptr_t pc;
	int err;

	if (dis_open(&d, flags) != 0)
		return (-1);
	d.d_json = dcmd;
	pc = dis_run(&d, start, end, SIZE_MAX, 1, NULL, 0, NULL, &err);
	dis_close(&d);
	if (err) {
		mdb_warn("dis: the core has no bytes at %lx; the listing stops "
		    "there", (unsigned long)pc);
		return (-1);
	}
	return (0);
}

int
mdb_dis_range(uintptr_t start, uintptr_t end, uint_t flags)
{
	return (dis_range(start, end, flags, NULL));
}

int
mdb_dis_range_json(uintptr_t start, uintptr_t end, const char *dcmd)
{
	return (dis_range(start, end, 0, dcmd));
}

/*
 * addr::dis [-abw] [-n count]: at a function's first byte, the whole
 * function; elsewhere a window of count instructions before and after
 * addr (the ones before decoded from the function's start, which is
 * where x86's instruction boundaries are known).
 */
static int
cmd_dis(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uint_t opt_a = 0, opt_b = 0, opt_w = 0;
	uintptr_t n = 10, ring[256], from, pc;
	size_t nring = 0, i, first;
	GElf_Sym sym;
	char name[MDB_SYM_NAMLEN];
	int havesym, err;
	dis_t d;

	if (mdb_getopts(argc, argv,
	    'a', MDB_OPT_SETBITS, DIS_NUMERIC, &opt_a,
	    'b', MDB_OPT_SETBITS, DIS_BYTES, &opt_b,
	    'w', MDB_OPT_SETBITS, 1, &opt_w,
	    'n', MDB_OPT_UINTPTR, &n, NULL) != argc)
		return (DCMD_USAGE);
	if (!(flags & DCMD_ADDRSPEC))
		addr = mdb.m_dot;
	if (n == 0 || n > sizeof (ring) / sizeof (ring[0])) {
		mdb_warn("dis: -n %lu: from 1 to %lu instructions",
		    (unsigned long)n, (unsigned long)(sizeof (ring) /
		    sizeof (ring[0])));
		return (DCMD_ERR);
	}
	if (dis_open(&d, opt_a | opt_b) != 0)
		return (DCMD_ERR);
	if (flags & DCMD_JSON)		/* an "instruction" record each */
		d.d_json = "dis";
	havesym = mdb_lookup_by_addr(addr, MDB_SYM_FUZZY, name, sizeof (name),
	    &sym) == 0;

	/* a whole function */
	if (havesym && !opt_w && sym.st_value == addr && sym.st_size > 0) {
		size_t sz = sym.st_size < DIS_MAXFUNC ? sym.st_size :
		    DIS_MAXFUNC;

		pc = dis_run(&d, addr, addr + sz, SIZE_MAX, 1, NULL, 0, NULL,
		    &err);
		dis_close(&d);
		if (err) {
			mdb_warn("dis: the core has no bytes at %lx; the "
			    "listing stops there", (unsigned long)pc);
			return (DCMD_ERR);
		}
		if (sz < sym.st_size)
			mdb_warn("dis: %s is %lu bytes; the first %lu shown",
			    name, (unsigned long)sym.st_size,
			    (unsigned long)sz);
		return (DCMD_OK);
	}

	/* the window: instructions before addr, from the function start */
	from = addr;
	if (havesym && sym.st_value < addr &&
	    addr - sym.st_value <= DIS_MAXBACK) {
		pc = dis_run(&d, (uintptr_t)sym.st_value, addr, SIZE_MAX, 0,
		    ring, n, &nring, &err);
		if (!err && pc == addr) {
			first = nring > n ? nring - n : 0;
			for (i = first; i < nring; i++)
				(void) dis_run(&d, ring[i % n], addr, 1, 1,
				    NULL, 0, NULL, &err);
		} else if (!err) {
			mdb_warn("dis: %lx is not where an instruction starts "
			    "when %s is decoded from its start",
			    (unsigned long)addr, name);
		}
	}
	pc = dis_run(&d, from, UINTPTR_MAX, n + 1, 1, NULL, 0, NULL, &err);
	dis_close(&d);
	if (err) {
		mdb_warn("dis: the core has no bytes at %lx", (unsigned long)pc);
		return (DCMD_ERR);
	}
	return (DCMD_OK);
}

static void
dis_help(void)
{
	mdb_printf(
"Disassembles the code at addr (or dot).  At the first byte of a function\n"
"the whole function is listed; elsewhere a window of instructions before\n"
"and after addr (those before are decoded from the function's start).\n"
"A call or branch to a known symbol names it.  Bytes that are not an\n"
"instruction are shown as such; the listing stops where the core lacks\n"
"the bytes.\n\n"
"  -a        addresses as numbers, no symbols\n"
"  -b        also each instruction's bytes\n"
"  -n COUNT  instructions before and after addr (default 10)\n"
"  -w        a window even at a function's first byte\n");
}

const mdb_dcmd_t mdb_dis_dcmds[] = {
	{ "dis", "?[-abw] [-n count]", "disassemble instructions", cmd_dis,
	    dis_help, MDB_DCMD_JSON },
	{ NULL }
};
