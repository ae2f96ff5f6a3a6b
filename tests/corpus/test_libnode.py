#!/usr/bin/env python3
"""Corpus tests: Debian's nodejs, whose V8 (and its v8dbg_ postmortem
metadata, 495 symbols in .dynsym) is in libnode.so.108, not in the
executable.

corpora/more-cores.sh runs corpora/node/demo.js under Debian's amd64
nodejs 18 (demo-debian-amd64), unpacked with its dependencies into
roots/amd64 and run in a chroot of it (so the machine's own nodejs, if
any, plays no part); the core names the chroot's files, read with
-L ROOT.  Expectations come from the program's truth and from gdb on
the same core:

  status     64-bit x86-64; the pid; SIGABRT; every file found under ROOT
  metadata   V8 is configured from libnode.so.108's metadata, with the
             V8 version the program recorded (process.versions.v8)
  stack      the main thread's ::stack names what gdb names and runs
             through libnode.so.108 down to _start
  js-*       the JavaScript answers are the program's (jschecks.py:
             ::jsstack -v with arguments, ::findjsobjects exact,
             ::jsprint, ::nodebuffer, the leak)
  no-libnode without libnode.so.108 at hand, V8 is not configured and
             jsmdb says why, instead of answering
"""
import json
import os
import re
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, compare_stack, cores, dec_in,  # noqa: E402
                       finish, gdb_reference, jsmdb, make_alias_check,
                       normalise, parse_mdb_stack, report_fail, run_test)
from jschecks import js_checks  # noqa: E402

KINDS = ("debian-amd64",)


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
    check("(64-bit x86-64, Linux)" in r.out, "not 64-bit x86-64",
          r.describe())
    check(re.search(r"process terminated by SIGABRT \(Aborted\), pid=%d" %
                    core.truth["pid"], r.out), "SIGABRT and pid",
          r.describe())
    check("not found" not in r.err and "does not match" not in r.err,
          "files not found under -L ROOT, or not the core's",
          r.describe())


def t_metadata(core, root, mt):
    r = run(core, root, "::v8facts -m")
    lib = os.path.basename(mt["libnode"])
    check(re.search(r"^V8 version: %s, configured from %s's metadata" % (
        re.escape(core.truth["v8"]), re.escape(lib)), r.err + r.out, re.M),
        "V8 %s is not configured from %s's metadata" % (
            core.truth["v8"], lib), r.describe())


def t_stack(core, root, ref):
    pid = core.truth["pid"]
    check(pid in ref, "gdb has no thread %d" % pid)
    r = run(core, root, "::stack")
    names = parse_mdb_stack(r.out)
    ok, report = compare_stack(names, ref[pid], make_alias_check(ref))
    check(ok, "frames differ from gdb's", report + "\n" + r.describe())
    n = [normalise(x) for x in names]
    for want in ("abort", "node::Abort", "node::Start", "_start"):
        check(want in n, "%s not in the main stack" % want, r.describe())
    check(any(x.startswith("libnode.so") for x in names),
          "no frame in libnode.so", r.describe())
    check(n[-1] == "_start", "the walk does not end at _start",
          r.describe())


def t_no_libnode(core, root, mt):
    # the core's directory alone: neither the executable nor libnode
    r = jsmdb(["-L", core.dir, "-e", "::jsstack", core.path],
              expect_rc=None)
    check(not re.search(r"^js:", r.out, re.M), "JavaScript frames without "
          "the metadata", r.describe())
    # (a node of another build at /usr/bin/node on this machine is not
    # used, so the V8 module may not load at all: its refusal names the
    # executable's build-id as unknown to jsmdb's tables)
    check(("V8 is not configured" in r.err or "no V8 module without the "
           "binary" in r.err) and "libnode.so" in r.err, "jsmdb does not "
          "say why V8 is not configured (libnode.so missing)",
          r.describe())
    check(dec_in(core.truth["pid"], run(core, root, "::status").out), "pid")


def main():
    deb = [c for c in cores() if c.engine in KINDS]
    if not deb:
        report_fail("libnode", "no Debian nodejs cores in "
                    "corpora/cores.list")
    for core in deb:
        p = core.name
        if not core.ready:
            report_fail(p, "core not built (make corpora)")
            continue
        mt = more_truth(core)
        root = mt["sysroot"]
        run_test("%s/status" % p, t_status, core, root)
        run_test("%s/metadata" % p, t_metadata, core, root, mt)
        ref = {}
        run_test("%s/gdb-reference" % p, lambda: ref.update(
            gdb_reference(core, "gdb", root)))
        if ref:
            run_test("%s/stack-vs-gdb" % p, t_stack, core, root, ref)
        js_checks(p, lambda cmd, c=core, r=root: run(c, r, cmd),
                  core.truth)
        run_test("%s/no-libnode" % p, t_no_libnode, core, root, mt)
    finish()


if __name__ == "__main__":
    main()
