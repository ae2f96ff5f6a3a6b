#!/usr/bin/env python3
"""Corpus tests: the executable is gone after the crash.

corpora/more-cores.sh runs a program from a copy of its executable and
deletes the copy after the core is written (threads-moved: the native
program; demo-node22-moved: Node.js 22), recording the path and the
build-id the copy had (more-truth.json, from readelf -n before the
deletion).  jsmdb must identify the binary from the core alone (the
build-id note in the ELF header page the kernel dumps) and say so:

  warning     one warning naming the path and the build-id
  status      file: PATH (missing ...), build-id: ID
  stack       the frames of the libraries still named (libc's abort
              above the program's frames), the rest hex, exit 0
  named       given the binary again (jsmdb EXE CORE, or -L DIR holding
              it under its name), the frames are named as usual
  js-*        and with -L DIR the JavaScript answers are the program's
              (jschecks.py: ::jsstack -v with arguments, ::findjsobjects
              exact, ::jsprint, ::nodebuffer)
  table       without the binary, a Node.js core configures V8 from
              jsmdb's table of official binaries (v8/facts_binaries.c)
              by the core's build-id, and says so once, naming the
              release and the build-id
  table/js-*  and the JavaScript answers are the program's without it
  other-build another release's binary in its place (-L DIR) is not read
              for V8, and the refusal names the release the core is of
  unknown     a core whose missing executable is not in the table (the
              native program) says once that its build-id is not one
              jsmdb has a table for, naming it
  no-build-id a Node.js release whose binary has no build-id note (0.10)
              says once that the release cannot be told, naming it
              among the official binaries without one
  table-current  regenerating the table from the pinned binaries in the
              cache (corpora/gen-buildid-tables.py --check --cached)
              gives the file checked in, and every name v8/*.c looks
              up is one it records; each moved core's build-id is a row
              of it, for the release that made the core
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
from corpuslib import (ROOT, check, contains_in_order, cores,  # noqa: E402
                       dec_in, finish, jsmdb, normalise, parse_mdb_stack,
                       report_fail, run_test)
from jschecks import js_checks  # noqa: E402


def more_truth(core):
    with open(os.path.join(core.dir, "more-truth.json")) as f:
        return json.load(f)


TABLE = os.path.join(ROOT, "v8", "facts_binaries.c")
GEN = os.path.join(ROOT, "corpora", "gen-buildid-tables.py")


def t_warning(core, mt):
    r = jsmdb(["-e", "::status", core.path])
    lines = [ln for ln in r.err.splitlines() if "not on this machine" in ln
             and ln.startswith("jsmdb:")]
    check(len(lines) == 1, "%d warnings about the missing executable, "
          "expected 1" % len(lines), r.describe())
    check(mt["exe"] in lines[0] and mt["exe_build_id"] in lines[0],
          "the warning does not name the path and the build-id %s" %
          mt["exe_build_id"], r.describe())


def t_status(core, mt):
    r = jsmdb(["-e", "::status", core.path])
    check(re.search(r"^file: %s \(missing" % re.escape(mt["exe"]), r.out,
                    re.M), "::status does not say the file is missing",
          r.describe())
    if mt["exe_build_id"]:
        check(re.search(r"^build-id: %s$" % mt["exe_build_id"], r.out,
                        re.M), "::status does not give the build-id %s" %
              mt["exe_build_id"], r.describe())
    check(dec_in(core.truth["pid"], r.out), "pid not in ::status",
          r.describe())
    check("SIGABRT" in r.out, "SIGABRT not in ::status", r.describe())


def t_stack(core, mt):
    r = jsmdb(["-e", "::stack", core.path])
    names = [normalise(n) for n in parse_mdb_stack(r.out)]
    check("abort" in names, "libc's abort not named", r.describe())
    i = names.index("abort")
    check(i + 1 < len(names) and names[i + 1] is None,
          "the program's frame under abort is not left as an address",
          r.describe())


def t_named(core, mt, tmp):
    exe = mt.get("same_as")
    if exe is None:
        # the native program: rebuild nothing; its copy is gone for good
        return
    r = jsmdb(["-e", "::stack", exe, core.path])
    names = parse_mdb_stack(r.out)
    check(contains_in_order(names, ["abort"]) and
          any(normalise(n) == "node::Start" for n in names),
          "with the binary named, the stack is not named", r.describe())
    d = os.path.join(tmp, core.name)
    os.makedirs(d, exist_ok=True)
    dst = os.path.join(d, os.path.basename(mt["exe"]))
    if not os.path.exists(dst):
        os.symlink(exe, dst)
    r2 = jsmdb(["-L", d, "-e", "::stack", core.path])
    check(r2.out == r.out, "-L DIR holding the binary does not find it",
          r2.describe())
    check("not on this machine" not in r2.err, "still warned missing",
          r2.describe())
    return d


def t_table(core, mt):
    r = jsmdb(["-e", "::status", core.path])
    want = ("configured from jsmdb's table for the official Node.js v%s "
            % core.version)
    lines = [ln for ln in r.err.splitlines() if "jsmdb's table" in ln]
    check(len(lines) == 1, "%d lines about jsmdb's table, expected 1" %
          len(lines), r.describe())
    check(lines[0].startswith("V8 version: ") and want in lines[0] and
          "build-id %s" % mt["exe_build_id"] in lines[0] and
          "not on this machine" in lines[0],
          "the V8 banner does not name the release v%s, the build-id and "
          "that the binary is missing" % core.version, r.describe())
    check("not configured" not in r.err, "V8 not configured", r.describe())


def t_otherbuild(core, mt, tmp):
    """Another release's node in the binary's place: V8 is not read from
    it, and the refusal names the release the core's build-id is."""
    same = os.path.realpath(mt["same_as"])
    top = os.path.dirname(os.path.dirname(same))
    others = sorted(v for v in os.listdir(top) if v != core.version and
                    os.path.exists(os.path.join(top, v, "node")))
    check(others, "no other release's binary in %s" % top)
    d = os.path.join(tmp, core.name + "-other")
    os.makedirs(d, exist_ok=True)
    dst = os.path.join(d, "node")
    if not os.path.exists(dst):
        os.symlink(os.path.join(top, others[-1], "node"), dst)
    r = jsmdb(["-L", d, "-e", "::jsstack", core.path], expect_rc=None)
    check(r.rc != 0 and "the official Node.js binary v%s " % core.version
          in r.err and "V8 version" not in r.err,
          "with v%s's binary in its place, V8 is configured or the "
          "release v%s is not named" % (others[-1], core.version),
          r.describe())


def t_unknown(core, mt):
    r = jsmdb(["-e", "::status", core.path])
    lines = [ln for ln in r.err.splitlines() if "jsmdb has tables" in ln]
    check(len(lines) == 1 and mt["exe_build_id"] in lines[0],
          "%d lines saying the build-id %s is not in jsmdb's table, "
          "expected 1" % (len(lines), mt["exe_build_id"]), r.describe())


def t_noid(core, mt):
    r = jsmdb(["-e", "::status", core.path])
    lines = [ln for ln in r.err.splitlines() if "gives no build-id" in ln]
    check(len(lines) == 1 and mt["exe"] in lines[0] and
          "%s linux-x64" % core.version in lines[0],
          "%d lines saying the missing %s has no build-id (naming v%s "
          "among the official binaries without one), expected 1" % (
              len(lines), mt["exe"], core.version), r.describe())


def t_table_current(moved):
    p = subprocess.run([sys.executable, GEN, "--check", "--cached"],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    check(p.returncode == 0, "the table is not what the binaries give",
          p.stdout)
    with open(TABLE) as f:
        text = f.read()
    rows = dict(re.findall(r'\{ "([0-9a-f]{40})",\n\t    "([0-9.]+)"',
                           text))
    check(len(rows) > 0, "no rows in %s" % TABLE)
    for core in moved:
        if core.engine.startswith("moved-") and core.ready:
            bid = more_truth(core)["exe_build_id"]
            if not bid:
                check('\t"%s linux-x64",' % core.version in text,
                      "%s: v%s has no build-id and is not listed as such"
                      % (core.name, core.version))
                continue
            check(rows.get(bid) == core.version,
                  "%s: build-id %s is %s in the table, not v%s" % (
                      core.name, bid, rows.get(bid), core.version))


def main():
    moved = [c for c in cores() if c.engine.startswith("moved")]
    if not moved:
        report_fail("moved", "no moved cores in corpora/cores.list")
    tmp = tempfile.mkdtemp(prefix="jsmdb-moved.")
    try:
        for core in moved:
            p = core.name
            if not core.ready:
                report_fail(p, "core not built (make corpora)")
                continue
            mt = more_truth(core)
            check_gone = not os.path.exists(mt["exe"])
            if not check_gone:
                report_fail(p, "%s exists: the core is not of a missing "
                            "binary" % mt["exe"])
                continue
            run_test("%s/warning" % p, t_warning, core, mt)
            run_test("%s/status" % p, t_status, core, mt)
            run_test("%s/stack" % p, t_stack, core, mt)
            if not mt.get("same_as"):
                run_test("%s/unknown" % p, t_unknown, core, mt)
            elif not mt["exe_build_id"]:
                run_test("%s/no-build-id" % p, t_noid, core, mt)
            else:
                run_test("%s/table" % p, t_table, core, mt)
                run_test("%s/other-build" % p, t_otherbuild, core, mt, tmp)
                js_checks(p + "/table", lambda cmd, c=core: jsmdb(
                    ["-e", cmd, c.path]), core.truth)
                run_test("%s/named-again" % p, t_named, core, mt, tmp)
                d = os.path.join(tmp, core.name)
                if os.path.isdir(d):
                    js_checks(p, lambda cmd, c=core, d=d: jsmdb(
                        ["-L", d, "-e", cmd, c.path]), core.truth)
        run_test("table-current", t_table_current, moved)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
