#!/usr/bin/env python3
"""Corpus tests on a hostile heap (corpora/node/hostile.js, issue 12):
escape sequences in property names, values and names reach the output
escaped and in full; a string of 100,000 concatenations prints whole; an
object of 100,000 properties is counted whole and found by its last
property; a cycle prints as [Circular]; a 200,000-node list prints to the
depth asked.  Expectations come from the program's truth.json."""
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, cores, finish, jsmdb, report_fail,  # noqa: E402
                       run_cmd, run_test)

ROOTQ = "::findjsobjects -p jsmdbMarker | ::findjsobjects | "


def raw_controls(text):
    return sorted({c for c in text if (ord(c) < 0x20 and c not in "\n\t")
                   or ord(c) == 0x7f or 0x80 <= ord(c) <= 0x9f})


def t_no_raw_bytes(core, truth):
    for cmd in ("::findjsobjects", ROOTQ + "::jsprint -d 1",
                ROOTQ + "::jsprint -a -d 2", "::jsstack -v"):
        r = run_cmd(core, cmd)
        bad = raw_controls(r.out + r.err)
        check(not bad, "%s: raw control bytes %r reached the output" %
              (cmd, bad), r.describe())


def t_escaped_in_full(core, truth):
    r = run_cmd(core, ROOTQ + "::jsprint -d 1")
    m = re.search(r'^\s*"(key[^"]*)": "(value[^"]*)",$', r.out, re.M)
    check(m is not None, "the key with escapes is not printed",
          r.describe())
    key, value = (json.loads('"%s"' % g) for g in m.groups())
    check(key == "key" + truth["nasty"] and
          value == "value" + truth["nasty"],
          "the escaped key or value does not read back as the program's",
          r.describe())


def t_names(core, truth):
    """Names given at run time (computed keys): as f.name says, escaped;
    a name too long to print ends in "..." (never cut silently)."""
    r = run_cmd(core, ROOTQ + "::jsprint -d 1")
    m = re.search(r'^\s*"fn": function ([^\n]*),$', r.out, re.M)
    check(m is not None, "the function is not printed", r.describe())
    check(json.loads('"%s"' % m.group(1)) == truth["fnName"],
          "the function's name %r is not f.name" % m.group(1), r.describe())
    m = re.search(r'^\s*"longFn": function ([^\n]*),$', r.out, re.M)
    check(m is not None, "the long-named function is not printed",
          r.describe())
    name = m.group(1)
    check(name.endswith("...") and
          truth["longFnName"].startswith(name[:-3]) and
          len(name) - 3 < len(truth["longFnName"]),
          "the %d-character name prints as %r, not as its start marked "
          "cut" % (len(truth["longFnName"]), name[:40]), r.describe())
    r = run_cmd(core, ROOTQ + "::jsprint -a -d 1")
    m = re.search(r'^\s*"instance": ([0-9a-f]+): ', r.out, re.M)
    check(m is not None, "no address for the instance", r.describe())
    r = run_cmd(core, "%s::jsconstructor" % m.group(1))
    check(json.loads('"%s"' % r.out.strip()) == truth["className"],
          "::jsconstructor says %r, the class is named %r" % (
              r.out.strip(), truth["className"]), r.describe())


def t_long_string(core, truth):
    r = run_cmd(core, ROOTQ + "::jsprint pieces")
    s = r.out.strip()
    check(s.startswith('"') and s.endswith('"'), "not a string",
          r.describe())
    check(len(s) - 2 == truth["piecesLength"],
          "the string of %d pieces prints %d characters, it has %d" % (
              truth["piecesLength"] // 2, len(s) - 2, truth["piecesLength"]),
          r.describe())
    check(s[1:41] == truth["piecesHead"] and s[-41:-1] ==
          truth["piecesTail"], "the string's ends differ", r.describe())


def child_peak_mb(argv):
    """Runs jsmdb ARGV; its output, and a new peak resident size (MB) of
    this process's children if this run made one, else None."""
    import resource
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    r = jsmdb(argv)
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return r, (after // 1024 if after > before else None)


def t_big_string(core, truth):
    """A 50 MB string prints in full, in bounded memory: the pages of the
    core it reads plus a few hundred MB (more under AddressSanitizer)."""
    r, peak = child_peak_mb(["-e", ROOTQ + "::jsprint big", core.path])
    s = r.out.strip()
    check(len(s) - 2 == truth["bigLength"],
          "the %d-character string printed %d characters" % (
              truth["bigLength"], len(s) - 2), r.describe())
    check(s[:13] == '"' + truth["bigHead"] and
          s[-13:] == truth["bigTail"] + '"', "the string's ends differ",
          r.describe())
    check(set(s[13:-13]) == {"b"}, "the middle is not the program's",
          r.describe())
    r2 = run_cmd(core, ROOTQ + "::jsprint -N 0t20 big")
    check(r2.out.strip() == '"%s..."' % (truth["bigHead"] + "b" * 8),
          "-N 0t20 does not print the first 20 characters marked cut",
          r2.describe())
    limit = os.path.getsize(core.path) // (1 << 20) + (
        900 if os.environ.get("ASAN_OPTIONS") else 300)
    check(peak is None or peak <= limit,
          "printing the string peaked at %s MB (bound %d MB)" % (
              peak, limit), r.describe())


def t_huge_array(core, truth):
    """10,000,000 elements: the first -n shown, the rest counted where
    they were left out; the -n asked for is used."""
    n = truth["nhuge"]
    r = run_cmd(core, ROOTQ + "::jsprint huge")
    check(re.search(r"^\s*\.\.\. %d more \(-n 0t10000 shown\),$" %
                    (n - 10000), r.out, re.M) is not None,
          "the default print does not say %d more" % (n - 10000),
          r.describe())
    check(re.search(r"^\s*9999,$", r.out, re.M) and
          not re.search(r"^\s*10000,$", r.out, re.M),
          "the default print does not end at element 9999", r.describe())
    r = run_cmd(core, ROOTQ + "::jsprint -n 0t123456 huge")
    check(re.search(r"^\s*123455,$", r.out, re.M) and
          re.search(r"^\s*\.\.\. %d more \(-n 0t123456 shown\),$" %
                    (n - 123456), r.out, re.M),
          "-n 0t123456 does not show 123456 elements", r.describe())
    r = run_cmd(core, "::findjsobjects -p jsmdbMarker | ::findjsobjects | "
                "::jsprint -s -d 0 huge")
    check(r.out.strip() == "[...]", "-d 0 of the array is not [...]",
          r.describe())


def t_many_properties(core, truth):
    r = run_cmd(core, "::findjsobjects")
    rows = [ln.split() for ln in r.out.splitlines()
            if "jsmdbP0, jsmdbP1" in ln]
    check(len(rows) == 1, "%d rows of the many-properties object" %
          len(rows), r.describe())
    check(rows[0][2] == str(truth["nprops"]),
          "#PROPS %s, the object has %d" % (rows[0][2], truth["nprops"]),
          r.describe())
    last = "jsmdbP%d" % (truth["nprops"] - 1)
    r2 = run_cmd(core, "::findjsobjects -p %s" % last)
    check(r2.out.strip() == rows[0][0],
          "-p %s does not find the object" % last, r2.describe())


def t_cycle_and_depth(core, truth):
    r = run_cmd(core, ROOTQ + "::jsprint -d 3 cyc")
    check('"self": [Circular]' in r.out, "the cycle is not [Circular]",
          r.describe())
    r = run_cmd(core, ROOTQ + "::jsprint -d 0t32 list")
    check(r.out.count('"jsmdbNext"') == 32,
          "-d 0t32 printed %d levels of the list" %
          r.out.count('"jsmdbNext"'), r.describe())
    check(r.out.rstrip().endswith("}"), "the list's print is cut",
          r.describe())
    want = '"n": %d' % (truth["nlist"] - 1)
    check(want in r.out, "the list's head is not printed", r.describe())


def t_graph_escaped(core, truth):
    """::jsfindrefs -g and a class named with escape sequences: no raw
    control byte in the DOT, dot -Tsvg reads it, and the node names the
    class with its escapes shown as text, and in colour (--color=always)
    the same bytes less jsmdb's own sequences."""
    r = run_cmd(core, ROOTQ + "::jsprint -a -d 1")
    m = re.search(r'^\s*"instance": ([0-9a-f]+): ', r.out, re.M)
    check(m is not None, "no address for instance", r.describe())
    inst = m.group(1)
    r = run_cmd(core, "%s::jsfindrefs -g" % inst)
    check(not raw_controls(r.out), "raw control bytes %r in the DOT" %
          raw_controls(r.out), r.describe())
    p = subprocess.run(["dot", "-Tsvg"], input=r.out, capture_output=True,
                       text=True)
    check(p.returncode == 0 and "<svg" in p.stdout, "dot -Tsvg: %s" %
          p.stderr.strip(), r.out)
    m = re.search(r'^  "%s" \[label="\{((?:[^"\\]|\\.)*)\|%s\}"' % (
        inst, inst), r.out, re.M)
    check(m is not None, "no node for the instance", r.out)
    # the name as ::jsconstructor prints it (JSON-style escapes), its
    # backslashes escaped once more for DOT
    kind = re.sub(r"\\(.)", lambda x: x.group(1), m.group(1))
    check(json.loads('"%s"' % kind) == truth["className"], "node kind "
          "%r, the class is named %r" % (kind, truth["className"]))
    c = jsmdb(["--color=always", "-e", "%s::jsprint" % inst, core.path])
    plain = jsmdb(["-e", "%s::jsprint" % inst, core.path])
    stripped = re.sub(r"\x1b\[0(;48;5;237)?(;[0-9]+)*m", "", c.out)
    check(stripped == plain.out and "\x1b" not in stripped,
          "colour: an escape from the core, or other text", c.describe())


def main():
    hs = [c for c in cores("node") if c.program.endswith("hostile.js")]
    if not hs:
        report_fail("hostile", "no hostile.js core in corpora/cores.list")
        finish()
    for core in hs:
        if not core.ready:
            report_fail(core.name, "core not made (make corpora)")
            continue
        truth = core.truth
        run_test("%s/no-raw-bytes" % core.name, t_no_raw_bytes, core, truth)
        run_test("%s/escaped-in-full" % core.name, t_escaped_in_full, core,
                 truth)
        run_test("%s/names" % core.name, t_names, core, truth)
        run_test("%s/long-string" % core.name, t_long_string, core, truth)
        run_test("%s/big-string" % core.name, t_big_string, core, truth)
        run_test("%s/huge-array" % core.name, t_huge_array, core, truth)
        run_test("%s/many-properties" % core.name, t_many_properties, core,
                 truth)
        run_test("%s/cycle-and-depth" % core.name, t_cycle_and_depth, core,
                 truth)
        run_test("%s/graph-escaped" % core.name, t_graph_escaped, core,
                 truth)
    finish()


if __name__ == "__main__":
    main()
