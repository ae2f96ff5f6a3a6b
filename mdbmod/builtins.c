/*
 * builtins.c: the dcmds every target has: ::status, ::mappings, ::nm,
 * ::stack ($c $C), ::regs ($r), ::dump, ::whatis, ::help, ::dcmds,
 * ::walkers, ::walk, ::eval, ::quit; and the "thread" walker.
 */
#include <ctype.h>
#include <fnmatch.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mdb.h"
#include "symbols.h"
#include "tgt_impl.h"
#include "unwind.h"
#include "colour.h"

static target_t *
need_target(void)
{
	if (mdb.m_target == NULL)
		mdb_warn("no target: open a core file\n");
	return (mdb.m_target);
}

/* The label for a mapping without a file: a thread's stack, vdso, anon. */
static void
map_label(target_t *t, const tgt_mapping_t *m, char *buf, size_t len)
{
	if (m->m_obj != NULL && m->m_obj->o_is_vdso) {
		snprintf(buf, len, "[ vdso ]");
		return;
	}
	if (m->m_path != NULL) {
		snprintf(buf, len, "%s", m->m_path);
		return;
	}
	tgt_object_t *o = tgt_object_by_addr(t, m->m_start);
	if (o != NULL) {
		snprintf(buf, len, "[ %s .bss ]", o->o_name);
		return;
	}
	for (size_t i = 0; i < t->t_nthreads; i++) {
		uint64_t sp = t->t_threads[i].t_regs[t->t_arch->ta_sp];

		if (sp >= m->m_start && sp < m->m_end) {
			snprintf(buf, len, "[ stack tid %d ]",
			    t->t_threads[i].t_tid);
			return;
		}
	}
	snprintf(buf, len, "[ anon ]");
}

/* ---- ::status ---- */

/* "1.2 GiB" */
static void
human_size(uint64_t n, char *buf, size_t len)
{
	static const char *const units[] = { "bytes", "KiB", "MiB", "GiB",
	    "TiB" };
	double v = (double)n;
	int u = 0;

	while (v >= 1024 && u < 4) {
		v /= 1024;
		u++;
	}
	if (u == 0)
		snprintf(buf, len, "%llu bytes", (unsigned long long)n);
	else
		snprintf(buf, len, "%.1f %s", v, units[u]);
}

static void
status_escaped(const char *label, const char *s)
{
	mdb_printf("%s", label);
	mdb_printf_escaped(s, strlen(s));
	mdb_printf("\n");
}

static void
status_signal(const char *what, int sig)
{
	const tgt_signal_t *sg = tgt_signal(mdb.m_target, sig);

	if (sg != NULL)
		mdb_printf("%s %s (%s)", what, sg->sg_name, sg->sg_descr);
	else
		mdb_printf("%s signal %d", what, sig);
}

/*
 * How the process was when the core was written.  The kernel writes a
 * core only for a signal whose default action dumps core, and records it
 * (NT_SIGINFO, the first thread's pr_cursig); a core with no signal, or
 * with one that dumps no core (SIGSTOP), or that gdb marked as its own
 * (a "GDB" note), was taken from a live process.  gdb's gcore records
 * the signal the thread was stopped for (0 when gdb just attached).
 */
static void
status_line(target_t *t)
{
	int cursig = t->t_threads[0].t_cursig;
	int sig = t->t_has_siginfo ? t->t_signo : cursig;
	const tgt_signal_t *sg = tgt_signal(t, sig);

	if (t->t_writer == TGT_WRITER_GDB) {
		mdb_printf("status: core taken from the live process by gdb "
		    "(gcore), pid=%d", t->t_pid);
		if (cursig != 0)
			status_signal("; it was stopped by", cursig);
		mdb_printf("\n");
		return;
	}
	if (sig == 0) {
		mdb_printf("status: core taken from the live process (no signal "
		    "recorded), pid=%d\n", t->t_pid);
		return;
	}
	if (sg == NULL || !sg->sg_core) {
		status_signal("status: core taken from the live process, "
		    "stopped by", sig);
		mdb_printf(" (not a signal that dumps core), pid=%d\n",
		    t->t_pid);
		return;
	}
	status_signal("status: process terminated by", sig);
	mdb_printf(", pid=%d", t->t_pid);
	if (t->t_has_siginfo)
		mdb_printf(" code=%d", t->t_sigcode);
	if (t->t_has_fault_addr && t->t_fault_addr != 0)
		mdb_printf(" addr=%lx", (unsigned long)t->t_fault_addr);
	mdb_printf("\n");
}

/*
 * ::status as one JSON record (docs/json.md): the same facts as the
 * text, and those the modules found (mdb_target_fact: the engine and
 * its versions).
 */
static const char *const engine_facts[] = { "engine", "v8_version",
    "node_version" };

static void
status_json(target_t *t, tgt_object_t *exe)
{
	int cursig = t->t_threads[0].t_cursig;
	int sig = t->t_has_siginfo ? t->t_signo : cursig;
	const tgt_signal_t *sg;
	const char *how, *name, *value;
	size_t i;

	if (t->t_writer == TGT_WRITER_GDB) {
		how = "gdb";
		sig = cursig;
	} else if (sig == 0 || (sg = tgt_signal(t, sig)) == NULL ||
	    !sg->sg_core) {
		how = "live";
	} else {
		how = "signal";
	}
	sg = sig != 0 ? tgt_signal(t, sig) : NULL;
	mdb_json_begin("status", "status");
	mdb_json_str("core", t->t_corepath);
	mdb_json_str("program", exe != NULL ? exe->o_name : NULL);
	mdb_json_str("file", exe == NULL || exe->o_missing ? NULL :
	    exe->o_file != NULL ? exe->o_file : exe->o_path);
	mdb_json_str("file_in_core", exe != NULL ? exe->o_path : NULL);
	mdb_json_str("build_id", mdb_exec_buildid());
	mdb_json_str("os", t->t_os->os_name);
	mdb_json_str("arch", t->t_arch->ta_name);
	mdb_json_uint("bits", (uint64_t)t->t_ptrsize * 8);
	mdb_json_int("pid", t->t_pid);
	mdb_json_str("argv", t->t_psargs);
	mdb_json_str("taken_by", how);
	if (sig != 0) {
		mdb_json_int("signal_number", sig);
		mdb_json_str("signal", sg != NULL ? sg->sg_name : NULL);
	} else {
		mdb_json_null("signal_number");
		mdb_json_null("signal");
	}
	mdb_json_uint("threads", t->t_nthreads);
	mdb_json_bool("truncated", t->t_truncated != 0);
	/* the engine's facts: null when no engine is configured */
	for (i = 0; i < sizeof (engine_facts) / sizeof (engine_facts[0]); i++)
		mdb_json_str(engine_facts[i], mdb_target_fact_get(
		    engine_facts[i]));
	for (i = 0; mdb_target_fact_nth(i, &name, &value) == 0; i++) {
		size_t k;

		for (k = 0; k < sizeof (engine_facts) /
		    sizeof (engine_facts[0]); k++)
			if (strcmp(name, engine_facts[k]) == 0)
				break;
		if (k == sizeof (engine_facts) / sizeof (engine_facts[0]))
			mdb_json_str(name, value);
	}
	mdb_json_end();
}

static int
cmd_status(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	target_t *t = need_target();
	const tgt_source_t *src;
	tgt_object_t *exe;
	char a[64], b[64];

	if (t == NULL)
		return (DCMD_ERR);
	if (argc != 0)
		return (DCMD_USAGE);
	if (flags & DCMD_JSON) {
		status_json(t, tgt_exec(t));
		return (DCMD_OK);
	}
	src = &t->t_source;
	exe = tgt_exec(t);
	mdb_printf("debugging core file of ");
	if (exe != NULL)
		mdb_printf_escaped(exe->o_name, strlen(exe->o_name));
	else
		mdb_printf_escaped(t->t_fname, strlen(t->t_fname));
	mdb_printf(" (%d-bit %s, %s) from ", t->t_ptrsize * 8,
	    t->t_arch->ta_name, t->t_os->os_name);
	mdb_printf_escaped(t->t_corepath, strlen(t->t_corepath));
	mdb_printf("\n");
	if (src->ts_format != NULL || src->ts_pipe) {
		human_size(src->ts_outsize, a, sizeof (a));
		human_size(src->ts_disk, b, sizeof (b));
		mdb_printf("core: %s%s, %s copied into an unlinked temporary "
		    "file in ", src->ts_format != NULL ? src->ts_format :
		    "read from a pipe", src->ts_format != NULL ?
		    "-compressed" : "", a);
		mdb_printf_escaped(src->ts_tmpdir, strlen(src->ts_tmpdir));
		mdb_printf(" (%s on disk)\n", b);
	}
	if (exe == NULL) {
		mdb_printf("file: (unknown)\n");
	} else if (exe->o_missing && exe->o_other_file != NULL) {
		mdb_printf("file: ");
		mdb_printf_escaped(exe->o_path, strlen(exe->o_path));
		mdb_printf(" (missing: ");
		mdb_printf_escaped(exe->o_other_file,
		    strlen(exe->o_other_file));
		mdb_printf(" is another build, not used)\n");
	} else if (exe->o_missing) {
		mdb_printf("file: ");
		mdb_printf_escaped(exe->o_path, strlen(exe->o_path));
		mdb_printf(" (missing: not found on this machine)\n");
	} else {
		status_escaped("file: ", exe->o_file != NULL ? exe->o_file :
		    exe->o_path);
		if (exe->o_file != NULL && strcmp(exe->o_file, exe->o_path) != 0)
			status_escaped("file in core: ", exe->o_path);
	}
	if (mdb_exec_buildid() != NULL)
		mdb_printf("build-id: %s%s\n", mdb_exec_buildid(),
		    exe != NULL && exe->o_buildid_file ? " (from the file: the "
		    "core lacks the executable's first page)" :
		    exe != NULL && exe->o_buildid_layout ? " (from jsmdb's "
		    "table, by the bytes the core holds: the core lacks the "
		    "executable's first page)" : "");
	status_escaped("initial argv: ", t->t_psargs);
	if (t->t_platform != NULL)
		status_escaped("platform: ", t->t_platform);
	if (t->t_uname[0] != NULL) {
		mdb_printf("uname: ");
		for (int i = 0; i < 5; i++) {
			if (t->t_uname[i] == NULL)
				continue;
			mdb_printf_escaped(t->t_uname[i], strlen(t->t_uname[i]));
			mdb_printf(i < 4 ? " " : "");
		}
		mdb_printf("\n");
	}
	if (t->t_zonename != NULL)
		status_escaped("zone: ", t->t_zonename);
	mdb_printf("threading model: native threads\n");
	status_line(t);
	mdb_printf("threads: %zu\n", t->t_nthreads);
	if (t->t_mapsource != NULL && strcmp(t->t_mapsource, "NT_FILE") != 0)
		mdb_printf("loaded objects: %zu, from the dynamic linker's %s "
		    "(the core names no mapped files)\n", t->t_nobjs,
		    t->t_mapsource);
	if (t->t_truncated)
		mdb_printf("warning: core file is truncated\n");
	if (t->t_dump_failed)
		mdb_printf("warning: the kernel failed to dump %d segment%s\n",
		    t->t_dump_failed, t->t_dump_failed == 1 ? "" : "s");
	return (DCMD_OK);
}

/* ---- ::mappings ---- */

/* ::mappings's JSON form (docs/json.md): a "mapping" record. */
static void
mappings_json(target_t *t, const tgt_mapping_t *m, const char *label)
{
	char prot[4];

	prot[0] = (m->m_prot & MDB_PROT_READ) ? 'r' : '-';
	prot[1] = (m->m_prot & MDB_PROT_WRITE) ? 'w' : '-';
	prot[2] = (m->m_prot & MDB_PROT_EXEC) ? 'x' : '-';
	prot[3] = '\0';
	mdb_json_begin("mappings", "mapping");
	mdb_json_addr("base", (uintptr_t)m->m_start);
	mdb_json_addr("limit", (uintptr_t)m->m_end);
	mdb_json_uint("size", m->m_end - m->m_start);
	mdb_json_str("name", label);
	mdb_json_str("file", m->m_obj != NULL && m->m_obj->o_is_vdso ? NULL :
	    m->m_path);
	if (m->m_path != NULL && !(m->m_obj != NULL && m->m_obj->o_is_vdso))
		mdb_json_uint("file_offset", m->m_fileoff);
	else
		mdb_json_null("file_offset");
	mdb_json_str("protection", prot);
	mdb_json_bool("protection_from_file", m->m_prot_file);
	mdb_json_uint("in_core", m->m_data != NULL ? m->m_incore : 0);
	mdb_json_end();
	(void) t;
}

static int
cmd_mappings(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	target_t *t = need_target();
	char label[4096];

	if (t == NULL)
		return (DCMD_ERR);
	if (argc != 0)
		return (DCMD_USAGE);
	if (DCMD_HDRSPEC(flags) && !(flags & (DCMD_PIPE_OUT | DCMD_JSON)))
		mdb_printf("%?s %?s %?s %s\n", "BASE", "LIMIT", "SIZE", "NAME");
	for (size_t i = 0; i < t->t_nmaps; i++) {
		tgt_mapping_t *m = &t->t_maps[i];

		if ((flags & DCMD_ADDRSPEC) &&
		    (addr < m->m_start || addr >= m->m_end))
			continue;
		if (flags & DCMD_PIPE_OUT) {
			mdb_printf("%lx\n", (unsigned long)m->m_start);
			continue;
		}
		map_label(t, m, label, sizeof (label));
		if (flags & DCMD_JSON) {
			mappings_json(t, m, label);
			continue;
		}
		mdb_printf("%?lx %?lx %?lx ", (unsigned long)m->m_start,
		    (unsigned long)m->m_end,
		    (unsigned long)(m->m_end - m->m_start));
		mdb_printf_escaped(label, strlen(label));
		mdb_printf("\n");
	}
	return (DCMD_OK);
}

/* ---- ::nm ---- */

typedef struct nm_arg {
	const char *na_pattern;
	uint_t na_flags;
	size_t na_count;
} nm_arg_t;

static const char *
sym_type_name(unsigned char info)
{
	switch (GELF_ST_TYPE(info)) {
	case STT_NOTYPE: return ("NOTY");
	case STT_OBJECT: return ("OBJT");
	case STT_FUNC: return ("FUNC");
	case STT_SECTION: return ("SECT");
	case STT_FILE: return ("FILE");
	case STT_TLS: return ("TLS ");
	case STT_GNU_IFUNC: return ("IFUN");
	default: return ("????");
	}
}

static const char *
sym_bind_name(unsigned char info)
{
	switch (GELF_ST_BIND(info)) {
	case STB_LOCAL: return ("LOCL");
	case STB_GLOBAL: return ("GLOB");
	case STB_WEAK: return ("WEAK");
	default: return ("????");
	}
}

static void
nm_print(const sym_result_t *r, uint_t flags)
{
	char dm[MDB_SYM_NAMLEN];
	const char *name = sym_demangle_on ?
	    sym_demangle(r->sr_name, dm, sizeof (dm)) : r->sr_name;

	if (flags & DCMD_PIPE_OUT) {
		mdb_printf("%lx\n", (unsigned long)r->sr_value);
		return;
	}
	if (flags & DCMD_JSON) {
		mdb_json_begin("nm", "symbol");
		mdb_json_addr("value", (uintptr_t)r->sr_value);
		mdb_json_uint("size", r->sr_size);
		mdb_json_str("type", sym_type_name(r->sr_info));
		mdb_json_str("bind", sym_bind_name(r->sr_info));
		mdb_json_str("name", name);
		mdb_json_str("symbol", r->sr_name);
		mdb_json_str("object", r->sr_obj != NULL ? r->sr_obj->o_name :
		    NULL);
		mdb_json_bool("executable", r->sr_obj != NULL &&
		    r->sr_obj->o_is_exec);
		mdb_json_end();
		return;
	}
	mdb_printf("0x%016lx|0x%016lx|%s |%s |", (unsigned long)r->sr_value,
	    (unsigned long)r->sr_size, sym_type_name(r->sr_info),
	    sym_bind_name(r->sr_info));
	if (r->sr_obj != NULL && !r->sr_obj->o_is_exec)
		mdb_printf("%s`", r->sr_obj->o_name);
	mdb_printf_escaped(name, strlen(name));
	mdb_printf("\n");
}

static int
nm_cb(const sym_result_t *r, void *arg)
{
	nm_arg_t *na = arg;

	if (mdb.m_intr)
		return (1);
	if (na->na_pattern != NULL) {
		char dm[MDB_SYM_NAMLEN];

		if (fnmatch(na->na_pattern, r->sr_name, 0) != 0 &&
		    fnmatch(na->na_pattern, sym_demangle(r->sr_name, dm,
		    sizeof (dm)), 0) != 0)
			return (0);
	}
	nm_print(r, na->na_flags);
	na->na_count++;
	return (0);
}

static int
cmd_nm(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	target_t *t = need_target();
	nm_arg_t na = { NULL, flags, 0 };
	tgt_object_t *o = NULL;
	int i;

	if (t == NULL)
		return (DCMD_ERR);
	i = mdb_getopts(argc, argv, 'n', MDB_OPT_STR, &na.na_pattern, NULL);
	if (i < 0 || argc - i > 1)
		return (DCMD_USAGE);
	if (argc - i == 1) {
		if (argv[i].a_type != MDB_TYPE_STRING)
			return (DCMD_USAGE);
		if ((o = tgt_object_by_name(t, argv[i].a_un.a_str)) == NULL) {
			mdb_warn("no object named %s is mapped\n",
			    argv[i].a_un.a_str);
			return (DCMD_ERR);
		}
	}
	if (!(flags & (DCMD_PIPE_OUT | DCMD_JSON)) && DCMD_HDRSPEC(flags))
		mdb_printf("%-18s %-18s %-5s %-5s %s\n", "Value", "Size",
		    "Type", "Bind", "Name");
	if (flags & DCMD_ADDRSPEC) {
		sym_result_t r;

		if (sym_lookup_addr(t, addr, 0, &r) != 0) {
			mdb_warn("no symbol contains %lx\n", (unsigned long)addr);
			return (DCMD_ERR);
		}
		nm_print(&r, flags);
		return (DCMD_OK);
	}
	if (o == NULL && na.na_pattern == NULL)
		o = tgt_exec(t);
	(void) sym_iter(t, o, nm_cb, &na);
	if (na.na_pattern != NULL && na.na_count == 0) {
		mdb_warn("no symbol matches %s\n", na.na_pattern);
		return (DCMD_ERR);
	}
	return (DCMD_OK);
}

/* ---- threads ---- */

static tgt_thread_t *
thread_arg(target_t *t, uintptr_t addr, uint_t flags)
{
	tgt_thread_t *th;

	if (!(flags & DCMD_ADDRSPEC)) {
		uint_t tid = mdb_current_tid();

		return (tgt_thread_by_tid(t, (int)tid));
	}
	if ((th = tgt_thread_by_tid(t, (int)addr)) == NULL) {
		/* mdb also accepts small thread numbers (1 = first) */
		if (addr >= 1 && addr <= t->t_nthreads && addr < 4096)
			return (&t->t_threads[addr - 1]);
		mdb_warn("no thread with id %lu (0t%lu)\n", (unsigned long)addr,
		    (unsigned long)addr);
	}
	return (th);
}

static int
thread_walk_init(mdb_walk_state_t *ws)
{
	if (need_target() == NULL)
		return (WALK_ERR);
	ws->walk_data = (void *)0;
	return (WALK_NEXT);
}

static int
thread_walk_step(mdb_walk_state_t *ws)
{
	target_t *t = mdb.m_target;
	size_t i = (size_t)ws->walk_data;
	tgt_thread_t *th;

	if (i >= t->t_nthreads)
		return (WALK_DONE);
	th = &t->t_threads[i];
	ws->walk_data = (void *)(i + 1);
	return (ws->walk_callback((uintptr_t)th->t_tid, th, ws->walk_cbdata));
}

/* ---- ::stack ---- */

typedef struct stack_arg {
	int sa_verbose;
	int sa_n;
	int sa_json;		/* DCMD_JSON: a record a frame */
	int sa_tid;
} stack_arg_t;

/* A frame as a JSON record (docs/json.md). */
static void
stack_json(const stack_arg_t *sa, const uw_frame_t *f, const char *text)
{
	static const char *const how[] = { "registers", "cfi",
	    "frame-pointer" };
	char name[MDB_SYM_NAMLEN];
	tgt_object_t *o;
	uint64_t off;
	int named;

	named = sym_pc_parts(mdb.m_target, f->f_pc, f->f_isret, name,
	    sizeof (name), &off) == 0;
	o = tgt_object_by_addr(mdb.m_target, f->f_isret && f->f_pc > 0 ?
	    f->f_pc - 1 : f->f_pc);
	mdb_json_begin("stack", "frame");
	mdb_json_int("thread", sa->sa_tid);
	mdb_json_uint("frame", (uint64_t)sa->sa_n);
	mdb_json_addr("pc", (uintptr_t)f->f_pc);
	mdb_json_addr("sp", (uintptr_t)f->f_sp);
	mdb_json_addr("fp", (uintptr_t)f->f_fp);
	mdb_json_str("object", o != NULL ? o->o_name : NULL);
	mdb_json_str("symbol", named ? name : NULL);
	if (named)
		mdb_json_uint("offset", off);
	else
		mdb_json_null("offset");
	mdb_json_str("text", text);
	mdb_json_str("unwound_by", f->f_how >= 0 && f->f_how <= 2 ?
	    how[f->f_how] : NULL);
	mdb_json_bool("signal_frame", f->f_signal);
	mdb_json_end();
}

static int
stack_cb(const uw_frame_t *f, void *arg)
{
	stack_arg_t *sa = arg;
	char sym[MDB_SYM_NAMLEN + 64];

	if (mdb.m_intr)
		return (1);
	/* a return address is named by the call before it, as gdb does */
	sym_format_pc(mdb.m_target, f->f_pc, f->f_isret, 1, sym, sizeof (sym));
	if (sa->sa_json) {
		stack_json(sa, f, sym);
		sa->sa_n++;
		return (0);
	}
	if (sa->sa_verbose)
		mdb_printf("%016lx ", (unsigned long)f->f_fp);
	mdb_printf_escaped(sym, strlen(sym));
	mdb_printf("()%s\n", f->f_signal ? " <signal handler called>" : "");
	sa->sa_n++;
	return (0);
}

static int
cmd_stack(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	target_t *t = need_target();
	stack_arg_t sa = { 0 };
	tgt_thread_t *th;

	if (t == NULL)
		return (DCMD_ERR);
	if (mdb_getopts(argc, argv, 'v', MDB_OPT_SETBITS, 1, &sa.sa_verbose,
	    NULL) != argc)
		return (DCMD_USAGE);
	if ((th = thread_arg(t, addr, flags)) == NULL)
		return (DCMD_ERR);
	sa.sa_json = (flags & DCMD_JSON) != 0;
	sa.sa_tid = th->t_tid;
	if ((flags & DCMD_LOOP) && !(flags & DCMD_PIPE_OUT) && !sa.sa_json) {
		if (!(flags & DCMD_LOOPFIRST))
			mdb_printf("\n");
		mdb_printf("thread %d:\n", th->t_tid);
	}
	(void) uw_walk(t, th, stack_cb, &sa);
	if (sa.sa_n == 0) {
		mdb_warn("thread %d: no frames\n", th->t_tid);
		return (DCMD_ERR);
	}
	return (DCMD_OK);
}

/* ---- ::regs ---- */

static uint64_t
reg_of(const tgt_thread_t *th, int r)
{
	uint64_t v = 0;

	(void) tgt_thread_reg(th, r, &v);
	return (v);
}

/* ::regs's JSON form: a "register" record per register the text shows. */
static void
reg_json(target_t *t, const tgt_thread_t *th, int r, int is_pc)
{
	const tgt_arch_t *a = t->t_arch;
	char sym[MDB_SYM_NAMLEN + 64];
	uint64_t v;
	int ok = tgt_thread_reg(th, r, &v) == 0;

	mdb_json_begin("regs", "register");
	mdb_json_uint("thread", (uint64_t)th->t_tid);
	mdb_json_str("name", tgt_reg_name(a, r));
	if (ok)
		mdb_json_addr("value", (uintptr_t)v);
	else
		mdb_json_null("value");
	if (is_pc && ok) {
		sym_format_addr(t, v, 1, sym, sizeof (sym));
		mdb_json_str("symbol", sym);
	} else {
		mdb_json_null("symbol");
	}
	mdb_json_end();
}

static int
regs_json(target_t *t, const tgt_thread_t *th)
{
	const tgt_arch_t *a = t->t_arch;
	int i;

	for (i = 0; a->ta_disp_pairs[i] >= 0 && a->ta_disp_pairs[i + 1] >= 0;
	    i += 2) {
		reg_json(t, th, a->ta_disp_pairs[i], 0);
		reg_json(t, th, a->ta_disp_pairs[i + 1], 0);
	}
	reg_json(t, th, a->ta_pc, 1);
	for (i = 0; a->ta_disp_lines[i] >= 0; i++) {
		uint64_t v;

		/* the text shows a line register only when the core has it */
		if (tgt_thread_reg(th, a->ta_disp_lines[i], &v) == 0)
			reg_json(t, th, a->ta_disp_lines[i], 0);
	}
	for (i = 0; a->ta_disp_short[0] >= 0 && a->ta_disp_short[i] >= 0; i++)
		reg_json(t, th, a->ta_disp_short[i], 0);
	for (i = 0; a->ta_disp_wide[0] >= 0 && a->ta_disp_wide[i] >= 0; i++)
		reg_json(t, th, a->ta_disp_wide[i], 0);
	return (DCMD_OK);
}

/*
 * The architecture's register display (regsets.c): pairs in two columns,
 * the pc with its symbol, single lines, a row of 16-bit segment
 * registers, a row of wide ones.
 */
static int
cmd_regs(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	target_t *t = need_target();
	const tgt_arch_t *a;
	tgt_thread_t *th;
	char sym[MDB_SYM_NAMLEN + 64];
	int w, i;
	uint64_t pc;

	if (t == NULL)
		return (DCMD_ERR);
	if (argc != 0)
		return (DCMD_USAGE);
	if ((th = thread_arg(t, addr, flags)) == NULL)
		return (DCMD_ERR);
	a = t->t_arch;
	w = 2 * a->ta_ptrsize;
	if (flags & DCMD_JSON)
		return (regs_json(t, th));
	if ((flags & DCMD_LOOP) && !(flags & DCMD_LOOPFIRST))
		mdb_printf("\n");
	if (flags & DCMD_LOOP)
		mdb_printf("thread %d:\n", th->t_tid);
	for (i = 0; a->ta_disp_pairs[i] >= 0 && a->ta_disp_pairs[i + 1] >= 0;
	    i += 2) {
		int l = a->ta_disp_pairs[i], r = a->ta_disp_pairs[i + 1];

		mdb_printf("%%%-4s = 0x%0*lx       %%%-4s = 0x%0*lx\n",
		    tgt_reg_name(a, l), w, (unsigned long)reg_of(th, l),
		    tgt_reg_name(a, r), w, (unsigned long)reg_of(th, r));
	}
	mdb_printf("\n");
	pc = reg_of(th, a->ta_pc);
	sym_format_addr(t, pc, 1, sym, sizeof (sym));
	mdb_printf("%%%s = 0x%0*lx ", tgt_reg_name(a, a->ta_pc), w,
	    (unsigned long)pc);
	mdb_printf_escaped(sym, strlen(sym));
	mdb_printf("\n");
	for (i = 0; a->ta_disp_lines[i] >= 0; i++) {
		uint64_t v;

		if (tgt_thread_reg(th, a->ta_disp_lines[i], &v) != 0)
			continue;
		mdb_printf("%%%s = 0x%0*lx\n", tgt_reg_name(a,
		    a->ta_disp_lines[i]), w, (unsigned long)v);
	}
	if (a->ta_disp_short[0] >= 0) {
		mdb_printf("\n");
		for (i = 0; a->ta_disp_short[i] >= 0; i++)
			mdb_printf("%s%%%s = 0x%04lx", i > 0 ? "  " : "",
			    tgt_reg_name(a, a->ta_disp_short[i]),
			    (unsigned long)reg_of(th, a->ta_disp_short[i]));
		mdb_printf("\n");
	}
	if (a->ta_disp_wide[0] >= 0) {
		for (i = 0; a->ta_disp_wide[i] >= 0; i++)
			mdb_printf("%s%%%s = 0x%0*lx", i > 0 ? "  " : "",
			    tgt_reg_name(a, a->ta_disp_wide[i]), w,
			    (unsigned long)reg_of(th, a->ta_disp_wide[i]));
		mdb_printf("\n");
	}
	return (DCMD_OK);
}

/* ---- ::dump ---- */

#define	DUMP_MAX	(64 * 1024 * 1024)

/*
 * Hex and ASCII, 16 bytes a row on 16-byte boundaries, like mdb's:
 *          \/ 1 2 3  4 5 6 7  8 9 a b  c d e f  v123456789abcdef
 * 400000:  7f454c46 02010100 00000000 00000000  .ELF............
 * Bytes outside [addr, addr+len) are blank; unreadable ones print "..".
 */
static int
cmd_dump(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uint64_t len = mdb.m_dcount > 1 ? mdb.m_dcount : 16;
	uintptr_t start, end, row;

	if (need_target() == NULL)
		return (DCMD_ERR);
	if (argc != 0)
		return (DCMD_USAGE);
	mdb.m_count_used = 1;
	if (len > DUMP_MAX) {
		mdb_warn("::dump of %llu bytes is more than %d\n",
		    (unsigned long long)len, DUMP_MAX);
		return (DCMD_ERR);
	}
	start = addr & ~(uintptr_t)15;
	end = (addr + len + 15) & ~(uintptr_t)15;
	if (end < start)
		return (DCMD_ERR);

	mdb_printf("%*s", 11, "");
	mdb_printf("\\/");
	for (int i = 1; i < 16; i++) {
		mdb_printf("%s%x", (i % 4 == 0) ? "  " : " ", i);
	}
	mdb_printf("  v123456789abcdef\n");

	for (row = start; row < end && !mdb.m_intr; row += 16) {
		unsigned char b[16];
		int ok[16];
		char hex[64], asc[17];
		size_t o = 0;
		int any = 0;

		if (mdb_vread(b, 16, row) == 16) {
			for (int i = 0; i < 16; i++)
				ok[i] = 1;
		} else {
			for (int i = 0; i < 16; i++)
				ok[i] = mdb_vread(&b[i], 1, row + i) == 1;
		}
		for (int i = 0; i < 16; i++) {
			int in = row + i >= addr && row + i < addr + len;

			if (i > 0 && i % 4 == 0)
				hex[o++] = ' ';
			if (!in) {
				hex[o++] = ' ';
				hex[o++] = ' ';
				asc[i] = ' ';
			} else if (!ok[i]) {
				hex[o++] = '.';
				hex[o++] = '.';
				asc[i] = '?';
			} else {
				o += snprintf(hex + o, 3, "%02x", b[i]);
				asc[i] = isprint(b[i]) ? b[i] : '.';
				any = 1;
			}
		}
		hex[o] = '\0';
		asc[16] = '\0';
		mdb_printf("%9lx:  %s  %s\n", (unsigned long)row, hex, asc);
		if (!any && row == start) {
			mdb_warn("failed to read memory at %lx\n",
			    (unsigned long)addr);
			return (DCMD_ERR);
		}
	}
	return (DCMD_OK);
}

/* ---- ::whatis ---- */

/* ::whatis's JSON form (docs/json.md): one "address" record. */
static int
whatis_json(target_t *t, const tgt_mapping_t *m, uintptr_t addr)
{
	sym_result_t r;
	char label[4096], sym[MDB_SYM_NAMLEN + 64], prot[4];
	int havesym = sym_lookup_addr(t, addr, 0, &r) == 0;

	mdb_json_begin("whatis", "address");
	mdb_json_addr("address", addr);
	mdb_json_bool("mapped", m != NULL);
	if (havesym)
		sym_format_addr(t, addr, 1, sym, sizeof (sym));
	mdb_json_str("symbol", havesym ? sym : NULL);
	if (m == NULL) {
		mdb_json_null("base");
		mdb_json_null("limit");
		mdb_json_null("name");
		mdb_json_null("protection");
		mdb_json_null("file");
		mdb_json_null("file_offset");
		mdb_json_null("in_core");
		mdb_json_null("read_from_file");
		mdb_json_end();
		return (DCMD_OK);
	}
	map_label(t, m, label, sizeof (label));
	prot[0] = (m->m_prot & MDB_PROT_READ) ? 'r' : '-';
	prot[1] = (m->m_prot & MDB_PROT_WRITE) ? 'w' : '-';
	prot[2] = (m->m_prot & MDB_PROT_EXEC) ? 'x' : '-';
	prot[3] = '\0';
	mdb_json_addr("base", (uintptr_t)m->m_start);
	mdb_json_addr("limit", (uintptr_t)m->m_end);
	mdb_json_str("name", label);
	mdb_json_str("protection", prot);
	/* as ::mappings: the vdso is no file */
	if (m->m_obj != NULL && m->m_obj->o_is_vdso)
		mdb_json_null("file");
	else
		mdb_json_str("file", m->m_path);
	if (m->m_path != NULL && !(m->m_obj != NULL && m->m_obj->o_is_vdso))
		mdb_json_uint("file_offset", m->m_fileoff + (addr - m->m_start));
	else
		mdb_json_null("file_offset");
	mdb_json_bool("in_core", addr - m->m_start < m->m_incore);
	mdb_json_bool("read_from_file", addr - m->m_start >= m->m_incore &&
	    m->m_obj != NULL && m->m_obj->o_map != NULL);
	mdb_json_end();
	return (DCMD_OK);
}

static int
cmd_whatis(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	target_t *t = need_target();
	tgt_mapping_t *m;
	sym_result_t r;
	char label[4096], sym[MDB_SYM_NAMLEN + 64];

	if (t == NULL)
		return (DCMD_ERR);
	if (!(flags & DCMD_ADDRSPEC) || argc != 0)
		return (DCMD_USAGE);
	m = tgt_mapping_by_addr(t, addr);
	if (flags & DCMD_JSON)
		return (whatis_json(t, m, addr));
	if (m == NULL) {
		mdb_printf("%lx is not in any mapping of the process\n",
		    (unsigned long)addr);
		return (DCMD_OK);
	}
	map_label(t, m, label, sizeof (label));
	mdb_printf("%lx is ", (unsigned long)addr);
	if (sym_lookup_addr(t, addr, 0, &r) == 0) {
		sym_format_addr(t, addr, 1, sym, sizeof (sym));
		mdb_printf_escaped(sym, strlen(sym));
		mdb_printf(", ");
	}
	mdb_printf("in ");
	mdb_printf_escaped(label, strlen(label));
	mdb_printf(" [%lx, %lx) %c%c%c", (unsigned long)m->m_start,
	    (unsigned long)m->m_end, (m->m_prot & MDB_PROT_READ) ? 'r' : '-',
	    (m->m_prot & MDB_PROT_WRITE) ? 'w' : '-',
	    (m->m_prot & MDB_PROT_EXEC) ? 'x' : '-');
	if (m->m_path != NULL)
		mdb_printf(" at file offset %lx", (unsigned long)(m->m_fileoff +
		    (addr - m->m_start)));
	if (addr - m->m_start >= m->m_incore)
		mdb_printf(", not saved in the core%s", m->m_obj != NULL &&
		    m->m_obj->o_map != NULL ? " (read from the file)" : "");
	mdb_printf("\n");
	return (DCMD_OK);
}

/* ---- ::help, ::dcmds, ::walkers ---- */

static int
cmd_dcmds(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const mdb_dcmd_ent_t *e;

	if (argc != 0)
		return (DCMD_USAGE);
	for (size_t i = 0; (e = mdb_dcmd_nth(i)) != NULL; i++) {
		const mdb_dcmd_t *d = e->de_dcmd;
		char head[256];

		if (flags & DCMD_JSON) {	/* a "dcmd" record */
			mdb_json_begin("dcmds", "dcmd");
			mdb_json_str("name", d->dc_name);
			mdb_json_str("usage", d->dc_usage);
			mdb_json_str("description", d->dc_descr);
			mdb_json_str("module", e->de_module);
			mdb_json_bool("json",
			    (d->dc_flags & MDB_DCMD_JSON) != 0);
			mdb_json_end();
			continue;
		}
		snprintf(head, sizeof (head), "%s%s%s", d->dc_name,
		    d->dc_usage ? " " : "", d->dc_usage ? d->dc_usage : "");
		mdb_printf("  %-36s - %s (%s)\n", head, d->dc_descr,
		    e->de_module);
	}
	return (DCMD_OK);
}

static int
cmd_walkers(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const mdb_walker_t *w;
	const char *mod;

	if (argc != 0)
		return (DCMD_USAGE);
	for (size_t i = 0; (w = mdb_walker_nth(i, &mod)) != NULL; i++) {
		if (flags & DCMD_JSON) {	/* a "walker" record */
			mdb_json_begin("walkers", "walker");
			mdb_json_str("name", w->walk_name);
			mdb_json_str("description", w->walk_descr);
			mdb_json_str("module", mod);
			mdb_json_end();
			continue;
		}
		mdb_printf("  %-20s - %s (%s)\n", w->walk_name, w->walk_descr,
		    mod);
	}
	return (DCMD_OK);
}

static int
cmd_help(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const mdb_dcmd_t *d;
	const char *name;

	if (argc == 0) {
		mdb_printf("Each debugger command in jsmdb is structured as "
		    "follows:\n\n"
		    "      [ address [, count]] verb [ arguments ... ]\n"
		    "                 ^       ^      ^      ^\n"
		    " the start --+       |      |      +-- arguments are "
		    "strings which can be\n"
		    " address can be an   |      |          quoted using \"\" "
		    "or '' or\n"
		    " expression          |      |          expressions "
		    "enclosed in $[ ]\n"
		    "                     |      |\n"
		    " the repeat count ---+      +--------- the verb is a "
		    "name which begins\n"
		    " is also an expression                 with either $, "
		    ":, or ::.  it can also\n"
		    "                                       be a format "
		    "specifier (/ \\ ? or =)\n\n"
		    "For information on debugger commands (dcmds) and walkers, "
		    "type:\n\n"
		    "      ::help cmdname ... for more detailed information on "
		    "a command\n"
		    "      ::dcmds        ... for a list of dcmds and their "
		    "descriptions\n"
		    "      ::walkers      ... for a list of walkers and their "
		    "descriptions\n"
		    "      ::quit or $q   ... to leave\n");
		return (DCMD_OK);
	}
	if (argc != 1 || argv[0].a_type != MDB_TYPE_STRING)
		return (DCMD_USAGE);
	name = argv[0].a_un.a_str;
	if (strncmp(name, "::", 2) == 0)
		name += 2;
	if ((d = mdb_dcmd_lookup(name)) == NULL) {
		mdb_warn("unknown dcmd: %s\n", name);
		return (DCMD_ERR);
	}
	mdb_printf("NAME\n  %s - %s\n\nSYNOPSIS\n  ::%s %s\n", d->dc_name,
	    d->dc_descr, d->dc_name, d->dc_usage ? d->dc_usage : "");
	if (d->dc_help != NULL) {
		mdb_printf("\nDESCRIPTION\n");
		mdb_inc_indent(2);
		d->dc_help();
		mdb_dec_indent(2);
	}
	return (DCMD_OK);
}

/* ---- ::walk ---- */

static int
walk_print_cb(uintptr_t addr, const void *data, void *arg)
{
	if (arg != NULL) {	/* JSON: an "address" record (docs/json.md) */
		mdb_json_begin("walk", "address");
		mdb_json_str("walker", arg);
		mdb_json_addr("address", addr);
		mdb_json_end();
		return (mdb.m_intr ? WALK_DONE : WALK_NEXT);
	}
	mdb_printf("%lx\n", (unsigned long)addr);
	return (mdb.m_intr ? WALK_DONE : WALK_NEXT);
}

static int
cmd_walk(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const char *name;
	int rv;

	if (argc != 1 || argv[0].a_type != MDB_TYPE_STRING)
		return (DCMD_USAGE);
	name = argv[0].a_un.a_str;
	if (mdb_walker_lookup(name) == NULL) {
		mdb_warn("unknown walker: %s\n", name);
		return (DCMD_ERR);
	}
	/* in a pipeline (no DCMD_JSON) it still passes addresses */
	if (flags & DCMD_ADDRSPEC)
		rv = mdb_pwalk(name, walk_print_cb, (flags & DCMD_JSON) ?
		    (void *)name : NULL, addr);
	else
		rv = mdb_walk(name, walk_print_cb, (flags & DCMD_JSON) ?
		    (void *)name : NULL);
	return (rv == 0 ? DCMD_OK : DCMD_ERR);
}

/* ---- ::eval, ::quit ---- */

static int
cmd_eval(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	uintptr_t odot = mdb.m_dot;
	int rv;

	if (argc != 1 || argv[0].a_type != MDB_TYPE_STRING)
		return (DCMD_USAGE);
	if (flags & DCMD_ADDRSPEC)
		mdb.m_dot = addr;
	rv = mdb_run_line(argv[0].a_un.a_str);
	if (!(flags & DCMD_ADDRSPEC) && rv != 0)
		mdb.m_dot = odot;
	return (rv == 0 ? DCMD_OK : DCMD_ERR);
}

static int
cmd_quit(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	mdb.m_quit = 1;
	return (DCMD_OK);
}

/* ---- ::set: debugger options (mdb's ::set -o) ---- */

static int
cmd_set(uintptr_t addr, uint_t flags, int argc, const mdb_arg_t *argv)
{
	const char *out = NULL, *col = NULL;
	int mode, cmode = -1;

	if ((flags & DCMD_ADDRSPEC) ||
	    mdb_getopts(argc, argv, 'o', MDB_OPT_STR, &out,
	    'C', MDB_OPT_STR, &col, NULL) != argc)
		return (DCMD_USAGE);
	if (col != NULL && (cmode = mdb_color_parse(col)) < 0) {
		mdb_warn("set: unknown colour mode '%s' (on, off or auto)",
		    col);
		return (DCMD_USAGE);
	}
	if (out != NULL) {
		if ((mode = mdb_outmode_parse(out)) < 0) {
			mdb_warn("set: unknown output mode '%s' (json or text)",
			    out);
			return (DCMD_USAGE);
		}
		mdb.m_outmode = mode;
	}
	if (cmode >= 0)
		mdb_color_setmode(cmode);
	if (out != NULL || cmode >= 0)
		return (DCMD_OK);
	if (flags & DCMD_JSON) {
		mdb_json_begin("set", "options");
		mdb_json_str("output", mdb_outmode_name(mdb.m_outmode));
		mdb_json_str("color", mdb_color_name(mdb_color_mode()));
		mdb_json_end();
		return (DCMD_OK);
	}
	mdb_printf("output: %s\n", mdb_outmode_name(mdb.m_outmode));
	mdb_printf("color: %s\n", mdb_color_name(mdb_color_mode()));
	return (DCMD_OK);
}

static void
set_help(void)
{
	mdb_printf("Sets debugger options; alone, prints them.\n"
	    "\n"
	    "  -o json  dcmds print JSON lines (docs/json.md): one JSON "
	    "object a line,\n"
	    "           each with its schema, \"jsmdb/1\".  A dcmd without "
	    "a JSON form\n"
	    "           refuses (its output into a pipe stage stays "
	    "addresses)\n"
	    "  -o text  dcmds print text (the default)\n"
	    "  -C on    colour the output (what jsmdb --color=always does)\n"
	    "  -C off   no colour\n"
	    "  -C auto  colour when the output is a terminal and NO_COLOR "
	    "is unset or\n"
	    "           empty (the default)\n");
}

static void
stack_help(void)
{
	mdb_printf("Prints the native stack of the current thread, or of "
	    "thread TID given as\nthe address (TID::stack), innermost frame "
	    "first.  -v (and $C) adds each\nframe's frame pointer.  Frames are "
	    "unwound with DWARF CFI, and with the\nframe pointer where no CFI "
	    "covers the pc (JIT code).\n");
}

static void
dump_help(void)
{
	mdb_printf("addr,len::dump prints len bytes (default 16) from addr as "
	    "hex and ASCII,\n16 bytes a row on 16-byte boundaries; bytes the "
	    "core cannot supply show\nas \"..\".\n");
}

const mdb_dcmd_t mdb_builtin_dcmds[] = {
	{ "status", NULL, "print a summary of the target", cmd_status, NULL,
	    MDB_DCMD_JSON },
	{ "mappings", "[addr]", "print the address space mappings",
	    cmd_mappings, NULL, MDB_DCMD_JSON },
	{ "nm", "[-n pattern] [object]", "print symbols (addr::nm: the "
	    "symbol at addr)", cmd_nm, NULL, MDB_DCMD_JSON },
	{ "stack", "[-v]", "print the native stack of a thread", cmd_stack,
	    stack_help, MDB_DCMD_JSON },
	{ "regs", NULL, "print the general registers of a thread", cmd_regs,
	    NULL, MDB_DCMD_JSON },
	{ "dump", NULL, "dump memory as hex and ASCII (addr,len::dump)",
	    cmd_dump, dump_help },
	{ "whatis", NULL, "tell which mapping and symbol hold an address",
	    cmd_whatis, NULL, MDB_DCMD_JSON },
	{ "help", "[dcmd]", "list commands or describe one", cmd_help },
	{ "dcmds", NULL, "list the dcmds", cmd_dcmds, NULL, MDB_DCMD_JSON },
	{ "walkers", NULL, "list the walkers", cmd_walkers, NULL,
	    MDB_DCMD_JSON },
	{ "walk", "walker", "walk a data structure, printing each address",
	    cmd_walk, NULL, MDB_DCMD_JSON },
	{ "eval", "command", "run a command with dot set to the address",
	    cmd_eval, NULL, MDB_DCMD_JSON },
	{ "quit", NULL, "leave the debugger", cmd_quit, NULL,
	    MDB_DCMD_JSON },
	{ "set", "[-o json|text] [-C on|off|auto]", "set or print debugger "
	    "options (output mode, colour)", cmd_set, set_help, MDB_DCMD_JSON },
	{ NULL }
};

const mdb_walker_t mdb_builtin_walkers[] = {
	{ "thread", "each thread of the process, by LWP id", thread_walk_init,
	    thread_walk_step, NULL },
	{ NULL }
};
