/*
 * test_unwind.c: symbols.c and unwind.c on this very process.
 *
 * A target_t is built by hand from /proc/self/maps: the test executable's
 * mappings and this thread's stack, their bytes read straight from live
 * memory.  The registers of a real call chain (main -> uwt_f1 -> uwt_f2 ->
 * uwt_f3) are captured and uw_walk must find those functions, with the
 * DWARF CFI of the executable and again with the frame-pointer fallback.
 * Then synthetic stacks of garbage, cycles and bad pointers must stop the
 * walk cleanly, and symbol lookups and formatting are checked.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <gelf.h>

#include "modapi.h"
#include "symbols.h"
#include "unwind.h"

static int passed, failed;

#define	CHECK(cond, what) do {						\
	if (cond) {							\
		passed++;						\
	} else {							\
		failed++;						\
		printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, what);	\
	}								\
} while (0)

#define	NOINLINE	__attribute__((noinline, used))
/* x86-64 DWARF register numbers (System V AMD64 psABI) */
#define	DW_RBP		6
#define	DW_RSP		7
#define	DW_RIP		16
#define	FRAMEPTR	__attribute__((optimize("no-omit-frame-pointer")))

/* ---- a target made of this process ---- */

static target_t tg;
static tgt_mapping_t maps[64];
static tgt_object_t exeobj;
static tgt_object_t *objs[1] = { &exeobj };
static char exepath[4096];

static int
map_cmp(const void *a, const void *b)
{
	const tgt_mapping_t *x = a, *y = b;

	return (x->m_start < y->m_start ? -1 : x->m_start > y->m_start);
}

static int
self_target(void)
{
	FILE *f;
	char line[8192];
	ssize_t n;
	int fd;
	size_t nm = 0;
	uint64_t base = UINT64_MAX;

	if ((n = readlink("/proc/self/exe", exepath, sizeof (exepath) - 1)) <=
	    0)
		return (-1);
	exepath[n] = '\0';
	if ((f = fopen("/proc/self/maps", "r")) == NULL)
		return (-1);
	while (fgets(line, sizeof (line), f) != NULL && nm < 64) {
		unsigned long lo, hi, off;
		char perm[8], path[4096] = "";

		if (sscanf(line, "%lx-%lx %7s %lx %*s %*s %4095s", &lo, &hi,
		    perm, &off, path) < 4)
			continue;
		if (strcmp(path, exepath) != 0 && strcmp(path, "[stack]") != 0)
			continue;
		if (perm[0] != 'r')
			continue;
		maps[nm].m_start = lo;
		maps[nm].m_end = hi;
		maps[nm].m_fileoff = off;
		maps[nm].m_prot = MDB_PROT_READ |
		    (perm[1] == 'w' ? MDB_PROT_WRITE : 0) |
		    (perm[2] == 'x' ? MDB_PROT_EXEC : 0);
		maps[nm].m_data = (const unsigned char *)lo;
		maps[nm].m_incore = hi - lo;
		if (path[0] == '/') {
			maps[nm].m_path = exepath;
			maps[nm].m_obj = &exeobj;
			if (off == 0 && lo < base)
				base = lo;
			if (exeobj.o_lo == 0 || lo < exeobj.o_lo)
				exeobj.o_lo = lo;
			if (hi > exeobj.o_hi)
				exeobj.o_hi = hi;
		}
		nm++;
	}
	fclose(f);
	if (base == UINT64_MAX)
		return (-1);
	qsort(maps, nm, sizeof (maps[0]), map_cmp);

	(void) elf_version(EV_CURRENT);
	if ((fd = open(exepath, O_RDONLY)) < 0)
		return (-1);
	exeobj.o_path = exepath;
	exeobj.o_name = strrchr(exepath, '/') + 1;
	exeobj.o_fd = fd;
	exeobj.o_elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	exeobj.o_is_exec = 1;
	if (exeobj.o_elf == NULL)
		return (-1);
	/* The bias: where the first PT_LOAD (file offset 0) landed. */
	{
		size_t np;
		GElf_Phdr ph;

		if (elf_getphdrnum(exeobj.o_elf, &np) != 0)
			return (-1);
		for (size_t i = 0; i < np; i++) {
			if (gelf_getphdr(exeobj.o_elf, (int)i, &ph) != NULL &&
			    ph.p_type == PT_LOAD) {
				exeobj.o_bias = base - (ph.p_vaddr - ph.p_offset);
				break;
			}
		}
	}
	tg.t_maps = maps;
	tg.t_nmaps = nm;
	tg.t_objs = objs;
	tg.t_nobjs = 1;
	return (0);
}

/* ---- registers of a real call chain ---- */

/*
 * uwt_capture(regs) stores the callee-saved registers, the caller's rsp
 * after the return and the return address: a consistent state of the
 * caller just after the call.
 */
__asm__(
	".text\n"
	".globl uwt_capture\n"
	".type uwt_capture, @function\n"
	"uwt_capture:\n"
	"	movq %rbx, 24(%rdi)\n"		/* DWARF rbx = 3 */
	"	movq %rbp, 48(%rdi)\n"		/* DWARF rbp = 6 */
	"	movq %r12, 96(%rdi)\n"		/* DWARF r12 = 12 */
	"	movq %r13, 104(%rdi)\n"		/* DWARF r13 = 13 */
	"	movq %r14, 112(%rdi)\n"		/* DWARF r14 = 14 */
	"	movq %r15, 120(%rdi)\n"		/* DWARF r15 = 15 */
	"	leaq 8(%rsp), %rax\n"
	"	movq %rax, 56(%rdi)\n"		/* DWARF rsp = 7 */
	"	movq (%rsp), %rax\n"
	"	movq %rax, 128(%rdi)\n"		/* DWARF rip = 16 */
	"	ret\n"
	".size uwt_capture, .-uwt_capture\n");
void uwt_capture(uint64_t *);

static tgt_thread_t thr;
static volatile int sink;
static void test_real_chain(void);

/* The walk runs from here, below the captured frames, which stay live. */
NOINLINE FRAMEPTR void
uwt_f3(int x)
{
	uwt_capture(thr.t_regs);
	test_real_chain();
	sink = x;
}

NOINLINE FRAMEPTR void
uwt_f2(int x)
{
	uwt_f3(x + 1);
	sink++;
}

NOINLINE FRAMEPTR void
uwt_f1(int x)
{
	uwt_f2(x + 1);
	sink++;
}

#define	MAXF	64

typedef struct frames {
	int n;
	uw_frame_t f[MAXF];
	char name[MAXF][128];
} frames_t;

static int
collect(const uw_frame_t *f, void *arg)
{
	frames_t *fs = arg;
	sym_result_t r;
	uint64_t a = f->f_isret ? f->f_pc - 1 : f->f_pc;

	if (fs->n >= MAXF)
		return (1);
	fs->f[fs->n] = *f;
	if (sym_lookup_addr(&tg, a, 0, &r) == 0)
		snprintf(fs->name[fs->n], 128, "%s", r.sr_name);
	else
		snprintf(fs->name[fs->n], 128, "??");
	fs->n++;
	return (0);
}

static int
has_chain(const frames_t *fs)
{
	static const char *want[] = { "uwt_f3", "uwt_f2", "uwt_f1", "main" };

	if (fs->n < 4)
		return (0);
	for (int i = 0; i < 4; i++)
		if (strcmp(fs->name[i], want[i]) != 0)
			return (0);
	return (1);
}

static void
test_real_chain(void)
{
	frames_t fs;
	int n;

	memset(&fs, 0, sizeof (fs));
	n = uw_walk(&tg, &thr, collect, &fs);
	CHECK(n == fs.n, "uw_walk returns the frame count");
	CHECK(has_chain(&fs), "CFI: uwt_f3 <- uwt_f2 <- uwt_f1 <- main");
	CHECK(fs.f[0].f_how == MDB_FRAME_REGS, "frame 0 from registers");
	CHECK(fs.n > 1 && fs.f[1].f_how == MDB_FRAME_CFI, "frame 1 by CFI");
	CHECK(!fs.f[0].f_isret && fs.n > 1 && fs.f[1].f_isret,
	    "frame 0 pc exact, frame 1 pc a return address");
	for (int i = 1; i < fs.n; i++)
		CHECK(fs.f[i].f_sp > fs.f[i - 1].f_sp, "sp grows");
	CHECK(fs.f[0].f_cfa == fs.f[1].f_sp, "CFA of frame 0 = sp of 1");
	if (!has_chain(&fs)) {
		for (int i = 0; i < fs.n; i++)
			printf("  #%d %llx %s\n", i,
			    (unsigned long long)fs.f[i].f_pc, fs.name[i]);
	}

	/* The same chain by frame pointers only: hide the CFI. */
	uw_free(&exeobj);
	exeobj.o_cfi_tried = 1;
	memset(&fs, 0, sizeof (fs));
	(void) uw_walk(&tg, &thr, collect, &fs);
	CHECK(fs.n >= 4 && strcmp(fs.name[0], "uwt_f3") == 0 &&
	    strcmp(fs.name[1], "uwt_f2") == 0 &&
	    strcmp(fs.name[2], "uwt_f1") == 0, "FP: uwt_f3 <- f2 <- f1");
	CHECK(fs.n > 1 && fs.f[1].f_how == MDB_FRAME_FP, "frame 1 by FP");
	CHECK(fs.n > 1 && fs.f[0].f_cfa == fs.f[0].f_fp + 16,
	    "FP frame CFA = fp + 16");
	exeobj.o_cfi_tried = 0;
}

static void
test_symbols(void)
{
	sym_result_t r;
	char buf[256], obj[64];
	const char *name;
	uint64_t f2 = (uint64_t)(uintptr_t)&uwt_f2;

	CHECK(sym_lookup_name(&tg, NULL, "uwt_f2", &r) == 0 &&
	    r.sr_value == f2 && r.sr_size > 4, "lookup by name");
	CHECK(sym_lookup_name(&tg, exeobj.o_name, "uwt_f1", &r) == 0 &&
	    r.sr_value == (uint64_t)(uintptr_t)&uwt_f1, "obj`name lookup");
	CHECK(sym_lookup_name(&tg, NULL, "no_such_symbol_xyz", &r) != 0,
	    "missing name");
	CHECK(sym_lookup_addr(&tg, f2, 1, &r) == 0 &&
	    strcmp(r.sr_name, "uwt_f2") == 0, "exact lookup");
	CHECK(sym_lookup_addr(&tg, f2 + 3, 1, &r) != 0, "exact misses +3");
	CHECK(sym_lookup_addr(&tg, f2 + 3, 0, &r) == 0 &&
	    r.sr_value == f2, "fuzzy lookup");
	CHECK(sym_lookup_addr(&tg, 0x10, 0, &r) != 0, "no object");
	sym_format_addr(&tg, f2 + 3, 1, buf, sizeof (buf));
	CHECK(strcmp(buf, "uwt_f2+0x3") == 0, "format sym+off");
	sym_format_addr(&tg, f2, 1, buf, sizeof (buf));
	CHECK(strcmp(buf, "uwt_f2") == 0, "format exact");
	sym_format_addr(&tg, 0x1234, 1, buf, sizeof (buf));
	CHECK(strcmp(buf, "1234") == 0, "format hex");
	sym_format_pc(&tg, f2 + 3, 1, 1, buf, sizeof (buf));
	CHECK(strcmp(buf, "uwt_f2+0x3") == 0, "format_pc of a return address");

	CHECK(sym_split("libc.so.6`abort", obj, sizeof (obj), &name) == 1 &&
	    strcmp(obj, "libc.so.6") == 0 && strcmp(name, "abort") == 0,
	    "sym_split");
	CHECK(sym_split("abort", obj, sizeof (obj), &name) == 0 &&
	    strcmp(name, "abort") == 0, "sym_split plain");
	CHECK(strcmp(sym_demangle("_ZN4node5AbortEv", buf, sizeof (buf)),
	    "node::Abort()") == 0, "demangle");
	CHECK(strcmp(sym_demangle("main", buf, sizeof (buf)), "main") == 0,
	    "demangle plain C");
	CHECK(strcmp(sym_demangle("_Zgarbage", buf, sizeof (buf)),
	    "_Zgarbage") == 0, "demangle bad");
}

/* ---- synthetic stacks ---- */

#define	STK_BASE	0x7ff000000000ULL
#define	STK_WORDS	4096
#define	CODE_BASE	0x10000000ULL
#define	CODE_SIZE	0x10000ULL

static uint64_t stk[STK_WORDS];
static unsigned char code[CODE_SIZE];
static tgt_mapping_t smaps[2];
static target_t st;

static int
count_cb(const uw_frame_t *f, void *arg)
{
	(*(int *)arg)++;
	return (0);
}

static int
walk_synth(uint64_t pc, uint64_t sp, uint64_t fp)
{
	tgt_thread_t th;
	int n = 0, r;

	memset(&th, 0, sizeof (th));
	th.t_regs[DW_RIP] = pc;
	th.t_regs[DW_RSP] = sp;
	th.t_regs[DW_RBP] = fp;
	r = uw_walk(&st, &th, count_cb, &n);
	return (r == n ? n : -1);
}

static int
collect_synth(const uw_frame_t *f, void *arg)
{
	frames_t *fs = arg;

	if (fs->n >= MAXF)
		return (1);
	fs->f[fs->n++] = *f;
	return (0);
}

#define	SA(i)	(STK_BASE + 8 * (uint64_t)(i))

static void
test_synthetic(void)
{
	memset(code, 0xcc, sizeof (code));
	smaps[0].m_start = CODE_BASE;
	smaps[0].m_end = CODE_BASE + CODE_SIZE;
	smaps[0].m_prot = MDB_PROT_READ | MDB_PROT_EXEC;
	smaps[0].m_data = code;
	smaps[0].m_incore = CODE_SIZE;
	smaps[1].m_start = STK_BASE;
	smaps[1].m_end = STK_BASE + sizeof (stk);
	smaps[1].m_prot = MDB_PROT_READ | MDB_PROT_WRITE;
	smaps[1].m_data = (const unsigned char *)stk;
	smaps[1].m_incore = sizeof (stk);
	st.t_maps = smaps;
	st.t_nmaps = 2;

	/* A good chain of 3 frames, then a zero return address. */
	memset(stk, 0, sizeof (stk));
	stk[10] = SA(20); stk[11] = CODE_BASE + 0x100;
	stk[20] = SA(30); stk[21] = CODE_BASE + 0x200;
	stk[30] = 0; stk[31] = 0;
	CHECK(walk_synth(CODE_BASE + 0x10, SA(2), SA(10)) == 3,
	    "fp chain of 3 ends at pc 0");

	/* fp pointing at itself: the caller's fp is below its sp. */
	stk[10] = SA(10); stk[11] = CODE_BASE + 0x100;
	CHECK(walk_synth(CODE_BASE + 0x10, SA(2), SA(10)) == 2,
	    "self-loop stops");

	/* Two frames pointing at each other. */
	stk[10] = SA(20); stk[11] = CODE_BASE + 0x100;
	stk[20] = SA(10); stk[21] = CODE_BASE + 0x200;
	CHECK(walk_synth(CODE_BASE + 0x10, SA(2), SA(10)) == 3,
	    "two-frame cycle stops");

	/* A return address outside code. */
	stk[10] = SA(20); stk[11] = STK_BASE;
	CHECK(walk_synth(CODE_BASE + 0x10, SA(2), SA(10)) == 1,
	    "return into data stops");

	/* A chain climbing to the end of the stack: read failure stops. */
	for (int i = 0; i + 2 < STK_WORDS; i += 2) {
		stk[i] = SA(i + 2);
		stk[i + 1] = CODE_BASE + 0x20;
	}
	{
		int n = walk_synth(CODE_BASE + 0x10, SA(0), SA(0));

		CHECK(n > 1 && n <= UW_MAXFRAMES, "long chain bounded");
	}

	/* pc 0 (a call through NULL): the return address is at sp. */
	memset(stk, 0, sizeof (stk));
	stk[2] = CODE_BASE + 0x40;
	CHECK(walk_synth(0, SA(2), SA(10)) == 2, "pc 0: caller from *sp");

	/* Stopped at a function's `push %rbp` (a stack overflow faults
	 * there): the caller's return address is at sp. */
	memset(stk, 0, sizeof (stk));
	code[0x300] = 0x55;
	code[0x301] = 0x48; code[0x302] = 0x89; code[0x303] = 0xe5;
	stk[2] = CODE_BASE + 0x40;
	CHECK(walk_synth(CODE_BASE + 0x300, SA(2), SA(10)) == 2,
	    "at push %rbp: caller from *sp");
	/* Just after it: [sp] is the caller's rbp, [sp + 8] the return. */
	stk[2] = SA(40); stk[3] = CODE_BASE + 0x40;
	stk[40] = 0; stk[41] = 0;
	{
		frames_t fs;
		tgt_thread_t th;

		memset(&fs, 0, sizeof (fs));
		memset(&th, 0, sizeof (th));
		th.t_regs[DW_RIP] = CODE_BASE + 0x301;
		th.t_regs[DW_RSP] = SA(2);
		th.t_regs[DW_RBP] = SA(100);
		(void) uw_walk(&st, &th, collect_synth, &fs);
		CHECK(fs.n == 2 && fs.f[1].f_pc == CODE_BASE + 0x40 &&
		    fs.f[1].f_sp == SA(4) && fs.f[1].f_fp == SA(40),
		    "after push %rbp: rbp and caller from the stack");
	}
	memset(code, 0xcc, sizeof (code));

	/* Registers pointing nowhere. */
	CHECK(walk_synth(0xdeadbeef, 0x10, 0x20) == 1, "garbage: one frame");
	CHECK(walk_synth(CODE_BASE, UINT64_MAX - 4, UINT64_MAX - 8) == 1,
	    "sp at the top of the address space");

	/* Random stacks: never crash, never exceed the cap. */
	srandom(12345);
	for (int it = 0; it < 2000; it++) {
		int n;

		for (int i = 0; i < STK_WORDS; i++) {
			switch (random() % 4) {
			case 0: stk[i] = SA(random() % STK_WORDS); break;
			case 1: stk[i] = CODE_BASE + random() % CODE_SIZE;
				break;
			case 2: stk[i] = ((uint64_t)random() << 32) ^
				    random(); break;
			default: stk[i] = 0; break;
			}
		}
		n = walk_synth(CODE_BASE + random() % CODE_SIZE,
		    SA(random() % STK_WORDS), SA(random() % STK_WORDS));
		if (n < 1 || n > UW_MAXFRAMES) {
			CHECK(0, "random stack walk out of bounds");
			break;
		}
	}
	passed++;
}

int
main(void)
{
	if (self_target() != 0) {
		printf("FAIL: cannot describe this process\n");
		return (1);
	}
	uwt_f1(1);
	test_symbols();
	test_synthetic();
	sym_free(&exeobj);
	uw_free(&exeobj);
	printf("%d passed, %d failed\n", passed, failed);
	return (failed != 0);
}
