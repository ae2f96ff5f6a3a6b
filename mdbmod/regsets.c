/*
 * regsets.c: the architectures jsmdb reads, as data.
 *
 * Registers are numbered as DWARF numbers them on each architecture, so
 * the registers from a core, the CFI rules libdw hands the unwinder and
 * the registers a module asks for (mdb_getareg_dwarf) are one numbering.
 * A register block of a note is a table of (offset, size, DWARF number):
 * the OS back end decodes a block with tgt_regs_decode and the table.
 *
 * Sources of the facts:
 *   DWARF numbers: x86-64: System V AMD64 psABI, "DWARF Register Number
 *     Mapping" (rax 0, rdx 1, rcx 2, rbx 3, rsi 4, rdi 5, rbp 6, rsp 7,
 *     r8-r15 8-15, return address 16, rFLAGS 49, es cs ss ds fs gs 50-55,
 *     fs.base 58, gs.base 59); i386: System V i386 psABI (eax ecx edx ebx
 *     esp ebp esi edi 0-7, eip 8, eflags 9, es cs ss ds fs gs 40-45);
 *     aarch64: "DWARF for the Arm 64-bit Architecture" (x0-x30 0-30, sp
 *     31, pc 32).  elfutils' backends/{x86_64,i386,aarch64}_corenote.c
 *     map the same note offsets to the same numbers.
 *   Linux register blocks (elf_gregset_t in NT_PRSTATUS):
 *     x86-64: struct user_regs_struct, arch/x86/include/asm/user_64.h;
 *     i386: struct user_regs_struct, arch/x86/include/asm/user_32.h;
 *     aarch64: struct user_pt_regs, arch/arm64/include/uapi/asm/ptrace.h.
 *   illumos amd64: gregset_t in REG_* order, usr/src/uts/intel/sys/
 *     regset.h (REG_R15 0 ... REG_GSBASE 27).
 *   Prologue bytes: push %rbp is 0x55, ret 0xc3, mov %rsp,%rbp 48 89 e5
 *     or 48 8b ec (i386 without the REX prefix): Intel SDM vol. 2.
 */
#include <string.h>
#include <elf.h>
#include "tgt_impl.h"

#define	NELEM(a)	(sizeof (a) / sizeof ((a)[0]))
#define	BIT(r)		(1ULL << (r))

/* ---- x86-64 ---- */

enum {
	X64_RAX = 0, X64_RDX, X64_RCX, X64_RBX, X64_RSI, X64_RDI, X64_RBP,
	X64_RSP, X64_R8, X64_R9, X64_R10, X64_R11, X64_R12, X64_R13, X64_R14,
	X64_R15, X64_RIP,
	X64_RFLAGS = 49, X64_ES, X64_CS, X64_SS, X64_DS, X64_FS, X64_GS,
	X64_FSBASE = 58, X64_GSBASE = 59,
	X64_ORIG_RAX = TGT_XREG(0), X64_TRAPNO = TGT_XREG(1),
	X64_ERR = TGT_XREG(2)
};

static const tgt_regname_t x64_names[] = {
	{ "rax", X64_RAX }, { "rbx", X64_RBX }, { "rcx", X64_RCX },
	{ "rdx", X64_RDX }, { "rsi", X64_RSI }, { "rdi", X64_RDI },
	{ "rbp", X64_RBP }, { "rsp", X64_RSP }, { "r8", X64_R8 },
	{ "r9", X64_R9 }, { "r10", X64_R10 }, { "r11", X64_R11 },
	{ "r12", X64_R12 }, { "r13", X64_R13 }, { "r14", X64_R14 },
	{ "r15", X64_R15 }, { "rip", X64_RIP }, { "rflags", X64_RFLAGS },
	{ "orig_rax", X64_ORIG_RAX }, { "cs", X64_CS }, { "ds", X64_DS },
	{ "es", X64_ES }, { "fs", X64_FS }, { "gs", X64_GS },
	{ "ss", X64_SS }, { "fsbase", X64_FSBASE }, { "gsbase", X64_GSBASE },
	{ "trapno", X64_TRAPNO }, { "err", X64_ERR },
	/* aliases */
	{ "pc", X64_RIP }, { "sp", X64_RSP }, { "fp", X64_RBP },
	{ "fs_base", X64_FSBASE }, { "gs_base", X64_GSBASE },
	{ "eflags", X64_RFLAGS },
};

static const int x64_pairs[] = {
	X64_RAX, X64_R8, X64_RBX, X64_R9, X64_RCX, X64_R10, X64_RDX, X64_R11,
	X64_RSI, X64_R12, X64_RDI, X64_R13, X64_RBP, X64_R14, X64_RSP, X64_R15,
	-1
};
/* each single line only when the core has the register (orig_rax: Linux;
 * trapno, err: illumos) */
static const int x64_lines[] = { X64_RFLAGS, X64_ORIG_RAX, X64_TRAPNO,
	X64_ERR, -1 };
static const int x64_short[] = { X64_CS, X64_DS, X64_ES, X64_FS, X64_GS,
	X64_SS, -1 };
static const int x64_wide[] = { X64_FSBASE, X64_GSBASE, -1 };

static const unsigned char x64_movfp[] = { 0x48, 0x89, 0xe5, 0x48, 0x8b,
	0xec };
static const tgt_prologue_t x64_prologue = { 0x55, 0xc3, x64_movfp, 3, 2 };

/* Linux: struct user_regs_struct (arch/x86/include/asm/user_64.h) */
static const tgt_regloc_t linux_x64_locs[] = {
	{ 0, 8, X64_R15 }, { 8, 8, X64_R14 }, { 16, 8, X64_R13 },
	{ 24, 8, X64_R12 }, { 32, 8, X64_RBP }, { 40, 8, X64_RBX },
	{ 48, 8, X64_R11 }, { 56, 8, X64_R10 }, { 64, 8, X64_R9 },
	{ 72, 8, X64_R8 }, { 80, 8, X64_RAX }, { 88, 8, X64_RCX },
	{ 96, 8, X64_RDX }, { 104, 8, X64_RSI }, { 112, 8, X64_RDI },
	{ 120, 8, X64_ORIG_RAX }, { 128, 8, X64_RIP }, { 136, 8, X64_CS },
	{ 144, 8, X64_RFLAGS }, { 152, 8, X64_RSP }, { 160, 8, X64_SS },
	{ 168, 8, X64_FSBASE }, { 176, 8, X64_GSBASE }, { 184, 8, X64_DS },
	{ 192, 8, X64_ES }, { 200, 8, X64_FS }, { 208, 8, X64_GS },
};
const tgt_regset_t tgt_regset_linux_x86_64 = {
	"Linux x86-64 user_regs_struct", 27 * 8, linux_x64_locs,
	NELEM(linux_x64_locs)
};

/* illumos amd64: gregset_t, REG_* order (usr/src/uts/intel/sys/regset.h) */
static const tgt_regloc_t illumos_amd64_locs[] = {
	{ 0 * 8, 8, X64_R15 }, { 1 * 8, 8, X64_R14 }, { 2 * 8, 8, X64_R13 },
	{ 3 * 8, 8, X64_R12 }, { 4 * 8, 8, X64_R11 }, { 5 * 8, 8, X64_R10 },
	{ 6 * 8, 8, X64_R9 }, { 7 * 8, 8, X64_R8 }, { 8 * 8, 8, X64_RDI },
	{ 9 * 8, 8, X64_RSI }, { 10 * 8, 8, X64_RBP }, { 11 * 8, 8, X64_RBX },
	{ 12 * 8, 8, X64_RDX }, { 13 * 8, 8, X64_RCX }, { 14 * 8, 8, X64_RAX },
	{ 15 * 8, 8, X64_TRAPNO }, { 16 * 8, 8, X64_ERR },
	{ 17 * 8, 8, X64_RIP }, { 18 * 8, 8, X64_CS },
	{ 19 * 8, 8, X64_RFLAGS }, { 20 * 8, 8, X64_RSP },
	{ 21 * 8, 8, X64_SS }, { 22 * 8, 8, X64_FS }, { 23 * 8, 8, X64_GS },
	{ 24 * 8, 8, X64_ES }, { 25 * 8, 8, X64_DS },
	{ 26 * 8, 8, X64_FSBASE }, { 27 * 8, 8, X64_GSBASE },
};
const tgt_regset_t tgt_regset_illumos_amd64 = {
	"illumos amd64 gregset_t", 28 * 8, illumos_amd64_locs,
	NELEM(illumos_amd64_locs)
};

/* ---- aarch64 ---- */

#define	A64_SP		31
#define	A64_PC		32
#define	A64_PSTATE	TGT_XREG(0)

static const tgt_regname_t a64_names[] = {
	{ "x0", 0 }, { "x1", 1 }, { "x2", 2 }, { "x3", 3 }, { "x4", 4 },
	{ "x5", 5 }, { "x6", 6 }, { "x7", 7 }, { "x8", 8 }, { "x9", 9 },
	{ "x10", 10 }, { "x11", 11 }, { "x12", 12 }, { "x13", 13 },
	{ "x14", 14 }, { "x15", 15 }, { "x16", 16 }, { "x17", 17 },
	{ "x18", 18 }, { "x19", 19 }, { "x20", 20 }, { "x21", 21 },
	{ "x22", 22 }, { "x23", 23 }, { "x24", 24 }, { "x25", 25 },
	{ "x26", 26 }, { "x27", 27 }, { "x28", 28 }, { "x29", 29 },
	{ "x30", 30 }, { "sp", A64_SP }, { "pc", A64_PC },
	{ "pstate", A64_PSTATE },
	/* aliases */
	{ "fp", 29 }, { "lr", 30 },
};
static const int a64_pairs[] = {
	0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23, 8, 24, 9, 25,
	10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, A64_SP, -1
};
static const int a64_lines[] = { A64_PSTATE, -1 };
static const int a64_none[] = { -1 };

/* Linux: struct user_pt_regs (arch/arm64/include/uapi/asm/ptrace.h) */
static const tgt_regloc_t linux_a64_locs[] = {
	{ 0, 8, 0 }, { 8, 8, 1 }, { 16, 8, 2 }, { 24, 8, 3 }, { 32, 8, 4 },
	{ 40, 8, 5 }, { 48, 8, 6 }, { 56, 8, 7 }, { 64, 8, 8 }, { 72, 8, 9 },
	{ 80, 8, 10 }, { 88, 8, 11 }, { 96, 8, 12 }, { 104, 8, 13 },
	{ 112, 8, 14 }, { 120, 8, 15 }, { 128, 8, 16 }, { 136, 8, 17 },
	{ 144, 8, 18 }, { 152, 8, 19 }, { 160, 8, 20 }, { 168, 8, 21 },
	{ 176, 8, 22 }, { 184, 8, 23 }, { 192, 8, 24 }, { 200, 8, 25 },
	{ 208, 8, 26 }, { 216, 8, 27 }, { 224, 8, 28 }, { 232, 8, 29 },
	{ 240, 8, 30 }, { 248, 8, A64_SP }, { 256, 8, A64_PC },
	{ 264, 8, A64_PSTATE },
};
const tgt_regset_t tgt_regset_linux_aarch64 = {
	"Linux aarch64 user_pt_regs", 34 * 8, linux_a64_locs,
	NELEM(linux_a64_locs)
};

/* ---- i386 ---- */

enum {
	I386_EAX = 0, I386_ECX, I386_EDX, I386_EBX, I386_ESP, I386_EBP,
	I386_ESI, I386_EDI, I386_EIP, I386_EFLAGS,
	I386_ES = 40, I386_CS, I386_SS, I386_DS, I386_FS, I386_GS,
	I386_ORIG_EAX = TGT_XREG(0)
};

static const tgt_regname_t i386_names[] = {
	{ "eax", I386_EAX }, { "ebx", I386_EBX }, { "ecx", I386_ECX },
	{ "edx", I386_EDX }, { "esi", I386_ESI }, { "edi", I386_EDI },
	{ "ebp", I386_EBP }, { "esp", I386_ESP }, { "eip", I386_EIP },
	{ "eflags", I386_EFLAGS }, { "orig_eax", I386_ORIG_EAX },
	{ "cs", I386_CS }, { "ds", I386_DS }, { "es", I386_ES },
	{ "fs", I386_FS }, { "gs", I386_GS }, { "ss", I386_SS },
	/* aliases */
	{ "pc", I386_EIP }, { "sp", I386_ESP }, { "fp", I386_EBP },
};
static const int i386_pairs[] = {
	I386_EAX, I386_ESI, I386_EBX, I386_EDI, I386_ECX, I386_EBP,
	I386_EDX, I386_ESP, -1
};
static const int i386_lines[] = { I386_EFLAGS, I386_ORIG_EAX, -1 };
static const int i386_short[] = { I386_CS, I386_DS, I386_ES, I386_FS,
	I386_GS, I386_SS, -1 };

static const unsigned char i386_movfp[] = { 0x89, 0xe5, 0x8b, 0xec };
static const tgt_prologue_t i386_prologue = { 0x55, 0xc3, i386_movfp, 2,
	2 };

/* Linux: struct user_regs_struct (arch/x86/include/asm/user_32.h) */
static const tgt_regloc_t linux_i386_locs[] = {
	{ 0, 4, I386_EBX }, { 4, 4, I386_ECX }, { 8, 4, I386_EDX },
	{ 12, 4, I386_ESI }, { 16, 4, I386_EDI }, { 20, 4, I386_EBP },
	{ 24, 4, I386_EAX }, { 28, 4, I386_DS }, { 32, 4, I386_ES },
	{ 36, 4, I386_FS }, { 40, 4, I386_GS }, { 44, 4, I386_ORIG_EAX },
	{ 48, 4, I386_EIP }, { 52, 4, I386_CS }, { 56, 4, I386_EFLAGS },
	{ 60, 4, I386_ESP }, { 64, 4, I386_SS },
};
const tgt_regset_t tgt_regset_linux_i386 = {
	"Linux i386 user_regs_struct", 17 * 4, linux_i386_locs,
	NELEM(linux_i386_locs)
};

/* ---- the table ---- */

static const tgt_arch_t arches[] = {
	{
		.ta_name = "x86-64", .ta_machine = EM_X86_64,
		.ta_class = ELFCLASS64, .ta_ptrsize = 8,
		.ta_pc = X64_RIP, .ta_sp = X64_RSP, .ta_fp = X64_RBP,
		.ta_lr = -1, .ta_ncfiregs = X64_RIP + 1, .ta_fp_sp_exact = 1,
		.ta_addrmask = UINT64_MAX, .ta_pcmask = UINT64_MAX,
		.ta_threadregs = BIT(X64_ES) | BIT(X64_CS) | BIT(X64_SS) |
		    BIT(X64_DS) | BIT(X64_FS) | BIT(X64_GS) |
		    BIT(X64_FSBASE) | BIT(X64_GSBASE),
		.ta_calleesaved = BIT(X64_RBX) | BIT(X64_RBP) | BIT(X64_R12) |
		    BIT(X64_R13) | BIT(X64_R14) | BIT(X64_R15),
		.ta_prologue = &x64_prologue,
		.ta_disp_pairs = x64_pairs, .ta_disp_lines = x64_lines,
		.ta_disp_short = x64_short, .ta_disp_wide = x64_wide,
		.ta_names = x64_names, .ta_nnames = NELEM(x64_names),
		.ta_dwarf_source = "System V AMD64 psABI",
	},
	{
		.ta_name = "aarch64", .ta_machine = EM_AARCH64,
		.ta_class = ELFCLASS64, .ta_ptrsize = 8,
		.ta_pc = A64_PC, .ta_sp = A64_SP, .ta_fp = 29, .ta_lr = 30,
		.ta_ncfiregs = A64_PC + 1, .ta_fp_sp_exact = 0,
		.ta_addrmask = UINT64_MAX,
		/* user addresses are below 2^48; a return address signed
		 * by pointer authentication carries its PAC above that */
		.ta_pcmask = (1ULL << 48) - 1,
		.ta_threadregs = 0,
		.ta_calleesaved = BIT(19) | BIT(20) | BIT(21) | BIT(22) |
		    BIT(23) | BIT(24) | BIT(25) | BIT(26) | BIT(27) |
		    BIT(28) | BIT(29),
		.ta_prologue = NULL,
		.ta_disp_pairs = a64_pairs, .ta_disp_lines = a64_lines,
		.ta_disp_short = a64_none, .ta_disp_wide = a64_none,
		.ta_names = a64_names, .ta_nnames = NELEM(a64_names),
		.ta_dwarf_source = "DWARF for the Arm 64-bit Architecture",
	},
	{
		.ta_name = "i386", .ta_machine = EM_386,
		.ta_class = ELFCLASS32, .ta_ptrsize = 4,
		.ta_pc = I386_EIP, .ta_sp = I386_ESP, .ta_fp = I386_EBP,
		.ta_lr = -1, .ta_ncfiregs = I386_EIP + 1, .ta_fp_sp_exact = 1,
		.ta_addrmask = 0xffffffffULL, .ta_pcmask = 0xffffffffULL,
		.ta_threadregs = BIT(I386_ES) | BIT(I386_CS) | BIT(I386_SS) |
		    BIT(I386_DS) | BIT(I386_FS) | BIT(I386_GS),
		.ta_calleesaved = BIT(I386_EBX) | BIT(I386_EBP) |
		    BIT(I386_ESI) | BIT(I386_EDI),
		.ta_prologue = &i386_prologue,
		.ta_disp_pairs = i386_pairs, .ta_disp_lines = i386_lines,
		.ta_disp_short = i386_short, .ta_disp_wide = a64_none,
		.ta_names = i386_names, .ta_nnames = NELEM(i386_names),
		.ta_dwarf_source = "System V i386 psABI",
	},
};

const tgt_arch_t *
tgt_arch_lookup(unsigned machine, unsigned elfclass)
{
	for (size_t i = 0; i < NELEM(arches); i++) {
		if (arches[i].ta_machine == machine &&
		    arches[i].ta_class == elfclass)
			return (&arches[i]);
	}
	return (NULL);
}

const char *
tgt_reg_name(const tgt_arch_t *a, int reg)
{
	for (size_t i = 0; a != NULL && i < a->ta_nnames; i++) {
		if (a->ta_names[i].rn_reg == reg)
			return (a->ta_names[i].rn_name);
	}
	return (NULL);
}

int
tgt_reg_by_name(const tgt_arch_t *a, const char *name)
{
	if (name != NULL && name[0] == '%')
		name++;
	for (size_t i = 0; a != NULL && i < a->ta_nnames; i++) {
		if (strcmp(a->ta_names[i].rn_name, name) == 0)
			return (a->ta_names[i].rn_reg);
	}
	return (-1);
}

int
tgt_regs_decode(const tgt_regset_t *rs, const void *block, size_t len,
    tgt_thread_t *th)
{
	const unsigned char *p = block;

	if (len < rs->rs_size)
		return (-1);
	for (size_t i = 0; i < rs->rs_nlocs; i++) {
		const tgt_regloc_t *l = &rs->rs_locs[i];
		uint64_t v = 0;

		if ((size_t)l->rl_off + l->rl_size > len || l->rl_size > 8)
			continue;
		memcpy(&v, p + l->rl_off, l->rl_size);	/* little-endian */
		if (l->rl_reg < 0 || l->rl_reg >= TGT_NALLREGS)
			continue;
		th->t_regs[l->rl_reg] = v;
		if (l->rl_reg < TGT_NREGS)
			th->t_known |= 1ULL << l->rl_reg;
		else
			th->t_xknown |= 1U << (l->rl_reg - TGT_NREGS);
	}
	return (0);
}

int
tgt_thread_reg(const tgt_thread_t *th, int reg, uint64_t *v)
{
	if (th == NULL || reg < 0 || reg >= TGT_NALLREGS)
		return (-1);
	if (reg < TGT_NREGS ? !(th->t_known & (1ULL << reg)) :
	    !(th->t_xknown & (1U << (reg - TGT_NREGS))))
		return (-1);
	*v = th->t_regs[reg];
	return (0);
}
