#!/usr/bin/env python3
"""Corpus tests: cores taken from a live process by gdb's gcore.

corpora/node/live.js runs under Node.js and spins in jsmdbLiveSpin <-
jsmdbLiveMiddle <- jsmdbLiveOuter; corpora/more-cores.sh takes its core
with `gdb -p PID -ex gcore` (live-node22-gcore) or stops it with SIGSTOP
first (live-node22-stopped).  gdb writes no segment for the r-x text of
the files, so the text comes from the files.  Expectations come from the
program's truth.json and from gdb on the same core:

  status      says the core was taken from the live process by gcore,
              with the program's pid -- not "terminated by signal"
  threads     ::walk thread lists gdb's threads
  stacks      every other thread's ::stack names the frames gdb names;
              the main thread (frame 0 in JIT code, where gdb stops)
              unwinds through the JIT frames down to _start
  text        an address in node's text reads from the file, and
              ::whatis says it is not in the core
  jsstack     ::jsstack shows the program's own chain, in order
  js-*        the JavaScript answers (jschecks.py): ::jsstack -v with
              arguments, ::findjsobjects exact, ::jsprint, ::nodebuffer
"""
import os
import re
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, compare_stack, cores, dec_in,  # noqa: E402
                       finish, gdb_reference, make_alias_check,
                       normalise, parse_mdb_stack, report_fail, run_cmd,
                       run_test)
from jschecks import js_checks  # noqa: E402


def t_status(core):
    r = run_cmd(core, "::status")
    check(re.search(r"^status: core taken from the live process by gdb "
                    r"\(gcore\), pid=%d" % core.truth["pid"], r.out, re.M),
          "::status does not say the core was taken by gcore from pid %d" %
          core.truth["pid"], r.describe())
    check("terminated" not in r.out, "::status says terminated",
          r.describe())


def t_threads(core, ref):
    r = run_cmd(core, "::walk thread")
    got = sorted(int(x, 16) for x in r.out.split())
    check(got == sorted(ref), "threads %s, gdb sees %s" % (got, sorted(ref)),
          r.describe())


def t_stack_vs_gdb(core, tid, ref, aliases):
    r = run_cmd(core, "0t%d::stack" % tid)
    names = parse_mdb_stack(r.out)
    ok, report = compare_stack(names, ref[tid], aliases)
    check(ok, "thread %d: frames differ from gdb's" % tid,
          report + "\n" + r.describe())


def t_main_stack(core):
    r = run_cmd(core, "0t%d::stack" % core.truth["pid"])
    names = [normalise(n) for n in parse_mdb_stack(r.out)]
    check(len(names) >= 10, "only %d frames" % len(names), r.describe())
    check(names[-1] == "_start", "the walk does not reach _start",
          r.describe())
    for want in ("Builtins_JSEntry", "node::Start"):
        check(want in names, "%s not in the main stack" % want,
              r.describe())


def t_text_from_file(core):
    r = run_cmd(core, "::nm -n _ZN4node5StartEiPPc")
    m = re.search(r"0x([0-9a-f]+)\|", r.out)
    check(m, "node::Start(int, char**) not found", r.describe())
    addr = int(m.group(1), 16)
    w = run_cmd(core, "%x::whatis" % addr)
    check("not saved in the core (read from the file)" in w.out,
          "node's text is not read from the file", w.describe())
    check(re.search(r"r-x", w.out), "the text mapping is not r-x",
          w.describe())
    d = run_cmd(core, "%x,4/X" % addr)
    check(re.search(r"[0-9a-f]{8}", d.out), "text does not read",
          d.describe())


def t_jsstack(core):
    r = run_cmd(core, "::jsstack")
    names = re.findall(r"^js:\s+(\S+)", r.out, re.M)
    chain = core.truth["chain"]
    idx = [names.index(c) if c in names else -1 for c in chain]
    check(all(i >= 0 for i in idx) and idx == sorted(idx),
          "::jsstack does not show %s in order" % " <- ".join(chain),
          r.describe())


def main():
    live = [c for c in cores() if c.program.endswith("live.js") and
            c.engine.startswith(("gcore-", "stopped-"))]
    if not live:
        report_fail("gcore", "no live.js cores in corpora/cores.list")
    for core in live:
        p = core.name
        if not core.ready:
            report_fail(p, "core not built (make corpora)")
            continue
        ref = {}

        def load_ref():
            ref.update(gdb_reference(core))
            check(core.truth["pid"] in ref, "gdb has no thread %d" %
                  core.truth["pid"])
        run_test("%s/gdb-reference" % p, load_ref)
        aliases = make_alias_check(ref)
        run_test("%s/status" % p, t_status, core)
        run_test("%s/threads" % p, t_threads, core, ref)
        # The main thread spins in JIT code, where gdb names nothing and
        # stops: main-stack checks it against the program's own frames.
        for tid in sorted(t for t in ref if t != core.truth["pid"]):
            run_test("%s/stack-%d-vs-gdb" % (p, tid), t_stack_vs_gdb, core,
                     tid, ref, aliases)
        run_test("%s/main-stack" % p, t_main_stack, core)
        run_test("%s/text-from-file" % p, t_text_from_file, core)
        run_test("%s/jsstack" % p, t_jsstack, core)
        js_checks(p, lambda cmd, c=core: run_cmd(c, cmd), core.truth)
    finish()


if __name__ == "__main__":
    main()
