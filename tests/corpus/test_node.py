#!/usr/bin/env python3
"""Corpus tests on the Node.js cores (every corpora/node/*.js program in
corpora/cores.list, under every pinned Node.js release): the native side
of a JavaScript process.  ::status
against the program's truth, ::stack of every thread against gdb for the
frames gdb can name (gdb names native frames; JIT frames are ?? to it, and
its unwinding past them is guesswork, so the comparison stops there)."""
import os
import re
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, compare_stack, cores, dec_in,  # noqa: E402
                       finish, gdb_reference, make_alias_check,
                       parse_mdb_stack, report_fail, run_cmd, run_test)
from jschecks import js_checks  # noqa: E402


def thread1(core, ref):
    """The thread that aborted: the pid the program recorded, else gdb's
    thread 1 (programs that do not record their pid)."""
    pid = core.truth.get("pid")
    if pid is None:
        check(ref, "gdb found no threads")
        return next(iter(ref))
    check(pid in ref, "gdb has no thread %d" % pid)
    return pid


def t_status(core):
    r = run_cmd(core, "::status")
    pid = core.truth.get("pid")
    if pid is not None:
        check(dec_in(pid, r.out), "pid %d not in ::status" % pid,
              r.describe())
    check(re.search(r"SIGABRT|signal 6\b", r.out),
          "SIGABRT not in ::status", r.describe())


def t_stack_thread1(core, ref, aliases):
    pid = thread1(core, ref)
    r = run_cmd(core, "::stack")
    names = parse_mdb_stack(r.out)
    check(names, "no frames", r.describe())
    ok, report = compare_stack(names, ref[pid], aliases)
    check(ok, "frames differ from gdb's", report + "\n" + r.describe())


def t_other_threads(core, ref, aliases):
    pid = thread1(core, ref)
    bad, compared = [], 0
    for tid in sorted(ref):
        if tid == pid:
            continue
        r = run_cmd(core, "0t%d::stack" % tid)
        ok, report = compare_stack(parse_mdb_stack(r.out), ref[tid], aliases)
        if "no frame compared" in report:
            # gdb names none of its frames (a thread caught in clone3
            # before its stack is set up): nothing to compare it with,
            # as test_arm64's t_vs_gdb does
            continue
        compared += 1
        if not ok:
            bad.append("thread %d:\n%s\n%s" % (tid, report, r.describe()))
    check(not bad, "%d of %d threads differ from gdb" % (
        len(bad), len(ref) - 1), "\n".join(bad))
    check(compared > 0 or len(ref) == 1,
          "gdb named no frame of any other thread to compare")


def t_walk_thread(core, ref):
    r = run_cmd(core, "::walk thread")
    vals = [ln.strip() for ln in r.out.splitlines() if ln.strip()]
    want = sorted(ref)
    got_hex = sorted(int(v, 16) for v in vals
                     if re.fullmatch(r"(0x)?[0-9a-fA-F]+", v))
    got_dec = sorted(int(v) for v in vals if re.fullmatch(r"\d+", v))
    check(got_hex == want or got_dec == want,
          "threads %s, gdb has %s" % (vals, want), r.describe())


def main():
    nodes = cores("node")
    if not nodes:
        report_fail("node", "no Node.js core listed in corpora/cores.list")
        finish()
    for core in nodes:
        p = core.name
        if not core.ready:
            report_fail(p, "core not built (make corpora)")
            continue
        # Programs that record process.version must have run under the
        # pinned release; the native checks need nothing else from them.
        version = core.truth.get("version")
        if version is not None and version != "v" + core.version:
            report_fail(p, "truth says %s, expected v%s" % (
                version, core.version))
            continue
        ref = {}

        def load_ref():
            ref.update(gdb_reference(core))
        run_test("%s/gdb-reference" % p, load_ref)
        aliases = make_alias_check(ref)
        run_test("%s/status" % p, t_status, core)
        run_test("%s/stack-thread1-vs-gdb" % p, t_stack_thread1, core, ref,
                 aliases)
        run_test("%s/stack-other-threads-vs-gdb" % p, t_other_threads, core,
                 ref, aliases)
        run_test("%s/walk-thread" % p, t_walk_thread, core, ref)
    # An mdb_v8 script runs unchanged: its prelude ($w, ::load of the
    # module by name or path) before the JavaScript checks, on one demo
    # core (the last release cores.list lists).
    demos = [c for c in cores("node") if c.ready and
             c.program.endswith("demo.js") and c.name.startswith("demo-node")]
    if demos:
        core = demos[-1]
        prelude = "1000$w; ::load /usr/lib/mdb/proc/amd64/mdb_v8.so; "
        js_checks("%s/mdb_v8-prelude" % core.name,
                  lambda cmd, c=core: run_cmd(c, prelude + cmd), core.truth)
    finish()


if __name__ == "__main__":
    main()
