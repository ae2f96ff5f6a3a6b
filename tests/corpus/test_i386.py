#!/usr/bin/env python3
"""Corpus tests: i386 (32-bit) cores.

corpora/more-cores.sh builds corpora/native/threads.c for i386 and runs
it, and corpora/node/demo.js under Debian's i386 nodejs (V8 inside
libnode.so.108), in a chroot of Debian's i386 packages: the kernel
writes an ELFCLASS32 core (NT_PRSTATUS with the i386 user_regs_struct,
NT_PRPSINFO's 32-bit layout, NT_FILE and the auxv in 4-byte words) whose
file names are the chroot's, read with -L ROOT.  Expectations come from
the programs' truth and from gdb on the same core:

  status     32-bit i386; the pid; SIGABRT with its code
  threads    ::walk thread lists the program's threads
  stacks     each thread's ::stack names what gdb names, and holds the
             chain the program recorded
  regs       eip, esp, ebp as gdb reads them
  memory     the program's globals, 32-bit pointers included
  libnode    Debian's node: the stack runs through libnode.so.108 down to
             _start, and libnode's v8dbg_ symbols are there to be found
  metadata   ia32 V8 10.2 is configured from libnode.so.108's metadata
             (4-byte tagged slots and pointers, 31-bit Smis)
  js-*       the JavaScript answers are the program's, as on the x86-64
             cores (jschecks.py: ::jsstack -v in order with arguments,
             ::findjsobjects counts, ::jsprint, ::nodebuffer, the leak)
  v8-*       the cores of corpora/node/{stack,heap,inspect}.js go through
             the same tests as the x86-64 cores (test_v8_stack.py,
             test_v8_heap.py, test_v8_inspect.py), with -L ROOT, as
             test_arm64.py runs them
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, check_dis, compare_stack,  # noqa
                       contains_in_order,
                       cores, finish, gdb_reference, hex_in, hexnum,
                       jsmdb, make_alias_check, normalise, parse_mdb_stack,
                       report_fail, run_test, values_of)
from jschecks import js_checks  # noqa: E402
from test_arm64 import PROGRAM_TESTS, program_tests  # noqa: E402


def more_truth(core):
    with open(os.path.join(core.dir, "more-truth.json")) as f:
        return json.load(f)


def args(core, root):
    # the chroot's /work is the core's directory
    return ["-L", root, "-L", core.dir]


def run(core, root, cmd, **kw):
    return jsmdb(args(core, root) + ["-e", cmd, core.path], **kw)


def t_status(core, root):
    r = run(core, root, "::status")
    check("(32-bit i386, Linux)" in r.out, "not 32-bit i386", r.describe())
    # (inspect.js records no pid)
    check(re.search(r"process terminated by SIGABRT \(Aborted\), pid=%s "
                    r"code=-6" % core.truth.get("pid", r"\d+"), r.out),
          "SIGABRT, pid and code", r.describe())
    check("not on this machine" not in r.err and "not found" not in r.err,
          "files not found with -L ROOT", r.describe())


def t_threads(core, root):
    r = run(core, root, "::walk thread")
    got = sorted(int(x, 16) for x in r.out.split())
    want = sorted(t["tid"] for t in core.truth["threads"])
    check(got == want, "threads %s, expected %s" % (got, want), r.describe())


def t_stack(core, root, tid, ref, aliases, chain):
    r = run(core, root, "0t%d::stack" % tid)
    names = parse_mdb_stack(r.out)
    ok, report = compare_stack(names, ref[tid], aliases)
    check(ok, "thread %d differs from gdb's" % tid, report + "\n" +
          r.describe())
    if chain:
        check(contains_in_order(names, chain), "chain %s missing" % chain,
              r.describe())


def t_regs(core, root, ref):
    for tid, frames in ref.items():
        r = run(core, root, "0t%d::regs" % tid)
        m = re.search(r"%eip\s*=\s*0x([0-9a-f]+)", r.out)
        check(m and int(m.group(1), 16) == frames[0]["pc"],
              "thread %d: %%eip is not gdb's %x" % (tid, frames[0]["pc"]),
              r.describe())
        check(re.search(r"%esp\s*=\s*0x[0-9a-f]{8}\b", r.out),
              "%esp not printed 32 bits wide", r.describe())


def t_memory(core, root):
    g = core.truth["globals"]
    r = run(core, root, "*motd/s")
    check(g["motd"]["string"] in r.out, "motd", r.describe())
    r = run(core, root, "motd/X")
    check(hex_in(hexnum(g["motd"]["value"]), values_of(r.out)),
          "the 32-bit pointer in motd", r.describe())
    r = run(core, root, "counter_table,8/D")
    got = [int(x) for x in re.findall(r"-?\d+", values_of(r.out))]
    check(got[-8:] == g["counter_table"]["values"], "counter_table",
          r.describe())


def t_libnode(core, root):
    r = run(core, root, "::stack")
    n = [normalise(x) for x in parse_mdb_stack(r.out)]
    for want in ("abort", "node::Abort", "node::Start", "main", "_start"):
        check(want in n, "%s not in the main stack" % want, r.describe())
    check(any("libnode.so" in x for x in parse_mdb_stack(r.out)),
          "no frame in libnode.so", r.describe())
    r = run(core, root, "::nm -n v8dbg_type_JSObject__JS_OBJECT_TYPE "
            "libnode.so.108")
    check("v8dbg_type_JSObject__JS_OBJECT_TYPE" in r.out,
          "libnode's v8dbg_ symbols not found", r.describe())


def t_metadata(core, root):
    r = run(core, root, "::v8facts -m")
    # (heap.js records no version: Debian's 18.20.4 is V8 10.2)
    v8 = re.escape(core.truth["v8"]) if "v8" in core.truth else \
        r"10\.2\.\S+"
    check(re.search(r"^V8 version: %s, configured from libnode\.so\.108's "
                    r"metadata" % v8, r.err + r.out, re.M),
          "ia32 V8 %s not configured from libnode's metadata" % v8,
          r.describe())
    check(re.search(r"^no fact jsmdb needs is missing", r.out + r.err,
                    re.M), "facts missing for ia32 V8", r.describe())


def main():
    i386 = [c for c in cores() if c.engine in ("i386", "debian-i386")]
    if not i386:
        report_fail("i386", "no i386 cores in corpora/cores.list")
    for core in i386:
        p = core.name
        if not core.ready:
            report_fail(p, "core not built (make corpora)")
            continue
        root = more_truth(core)["sysroot"]
        run_test("%s/status" % p, t_status, core, root)
        ref = {}
        run_test("%s/gdb-reference" % p, lambda: ref.update(
            gdb_reference(core, "gdb", root)))
        if core.truth.get("program") == "threads":
            aliases = make_alias_check(ref)
            run_test("%s/threads" % p, t_threads, core, root)
            for thr in core.truth["threads"]:
                if thr["tid"] in ref:
                    run_test("%s/stack-%s-vs-gdb" % (p, thr["role"]),
                             t_stack, core, root, thr["tid"], ref, aliases,
                             thr["chain"])
            run_test("%s/memory" % p, t_memory, core, root)
            run_test("%s/dis-vs-objdump" % p, check_dis,
                     lambda cmd, c=core: run(c, root, cmd),
                     core.meta["exe"], "main")
        else:
            run_test("%s/libnode" % p, t_libnode, core, root)
            run_test("%s/metadata" % p, t_metadata, core, root)
            js_checks(p, lambda cmd, c=core: run(c, root, cmd), core.truth)
            if os.path.basename(core.program) in PROGRAM_TESTS:
                tmp = tempfile.mkdtemp(prefix="jsmdb-i386.")
                try:
                    program_tests(core, root, tmp, args(core, root))
                finally:
                    shutil.rmtree(tmp, ignore_errors=True)
        if ref:
            run_test("%s/regs-vs-gdb" % p, t_regs, core, root, ref)
    finish()


if __name__ == "__main__":
    main()
