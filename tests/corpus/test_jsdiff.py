#!/usr/bin/env python3
"""Corpus tests: ::jsdiff, two JavaScript values side by side.

corpora/node/jsdiff.js holds, in the only JsmdbDiffRoot, objects a and b
that differ in known ways and c, made apart from a with nothing different.
Before it aborts the program compares them itself, in JavaScript, by the
rules ::jsdiff documents, and writes to truth.json each path and how it
differs (changed, removed, added, not compared) at depths 4, 2 and 1,
and what is the same.  Nothing expected here comes from jsmdb.

  text        every line of A::jsdiff B is a path of the truth with its
              marker (| < > ?), none is missing, and the footer's counts
              are the truth's
  all         -a lists the same paths too, marked blank
  depth       -d 2 and -d 1: what lies below is "not compared" (?), with
              the reason, exactly where the truth says
  values      a few values print as JavaScript would write them
  json        -o json: one record per line of -a, and a summary, with the
              truth's paths, changes and counts
  same        a and c: nothing differs
  cut         -n 3 lists three lines and says how many more there are
  usage       no second address, a depth over 64, or a value that is
              not readable (address 1: a tagged pointer to 0): an error
"""
import json
import os
import re
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, cores, finish, jsmdb, report_fail,  # noqa
                       run_test)

MARK = {"changed": "|", "removed": "<", "added": ">", "not compared": "?",
        "same": " "}
FOOTER = re.compile(r"^(\d+) changed, (\d+) only in A, (\d+) only in B, "
                    r"(\d+) not compared, (\d+) the same \(depth (\d+)\)$")


def roots(core):
    """A, B and C: the JsmdbDiffRoot's properties a, b, c (::walk jsprop
    gives them in the order the program set them)."""
    r = jsmdb(["-e", "::findjsobjects -c JsmdbDiffRoot", core.path])
    addrs = r.out.split()
    check(len(addrs) == 1, "%d JsmdbDiffRoot, expected 1" % len(addrs),
          r.describe())
    r = jsmdb(["-e", "%s::walk jsprop" % addrs[0], core.path])
    vals = r.out.split()
    check(len(vals) == 3, "the root has %d properties, expected 3" %
          len(vals), r.describe())
    return vals


def parse(out):
    """The listing: {path: (marker, line)}, and the footer's counts.  A
    line is PATH, A's value, the marker, B's value; the marker stands
    alone between spaces after the path (the fixture's values hold none
    of | < > ?), and a line with none is one of the same (-a)."""
    lines = out.splitlines()
    check(lines and lines[0].startswith("PATH") and "   B: " in lines[0],
          "no header", out)
    rows, foot, cut = {}, None, None
    for ln in lines[1:]:
        m = FOOTER.match(ln)
        if m:
            foot = [int(x) for x in m.groups()]
            continue
        if ln.startswith("... "):
            cut = ln
            continue
        path = ln.split("  ")[0]
        marks = re.findall(r"(?<= )[|<>?](?= |$)", ln[len(path):])
        check(len(marks) <= 1, "%s: %d markers" % (path, len(marks)), out)
        check(path not in rows, "path %s listed twice" % path, out)
        rows[path] = (marks[0] if marks else " ", ln)
    check(foot is not None, "no footer", out)
    return rows, foot, cut


def want(truth_list, all_=False):
    return {p: MARK[k] for p, k in truth_list if all_ or k != "same"}


def counts(c):
    return [c["changed"], c["removed"], c["added"], c["not compared"],
            c["same"]]


def t_text(core, a, b, c):
    r = jsmdb(["-e", "%s::jsdiff %s" % (a, b), core.path])
    rows, foot, cut = parse(r.out)
    exp = want(core.truth["depth4"])
    got = {p: m for p, (m, _) in rows.items()}
    check(got == exp, "paths and markers differ from the truth: missing %s,"
          " extra %s, wrong %s" % (
              sorted(set(exp) - set(got)), sorted(set(got) - set(exp)),
              sorted(p for p in exp if p in got and got[p] != exp[p])),
          r.describe())
    check(foot[:5] == counts(core.truth["counts4"]) and foot[5] == 4,
          "footer %s, truth %s" % (foot, core.truth["counts4"]),
          r.describe())
    check(cut is None, "a cut said with no -n", r.describe())


def t_all(core, a, b, c):
    r = jsmdb(["-e", "%s::jsdiff -a %s" % (a, b), core.path])
    rows, foot, _ = parse(r.out)
    exp = want(core.truth["depth4"], True)
    got = {p: m for p, (m, _) in rows.items()}
    check(got == exp, "-a: missing %s, extra %s, wrong %s" % (
        sorted(set(exp) - set(got)), sorted(set(got) - set(exp)),
        sorted(p for p in exp if p in got and got[p] != exp[p])),
        r.describe())


def t_depth(core, a, b, c):
    for d, key in ((2, "depth2"), (1, "depth1")):
        r = jsmdb(["-e", "%s::jsdiff -d %d %s" % (a, d, b), core.path])
        rows, foot, _ = parse(r.out)
        exp = want(core.truth[key])
        got = {p: m for p, (m, _) in rows.items()}
        check(got == exp, "-d %d: missing %s, extra %s, wrong %s" % (
            d, sorted(set(exp) - set(got)), sorted(set(got) - set(exp)),
            sorted(p for p in exp if p in got and got[p] != exp[p])),
            r.describe())
        check(foot[:5] == counts(core.truth["counts" + str(d)]) and
              foot[5] == d, "-d %d: footer %s" % (d, foot), r.describe())
        unknown = [ln for m, ln in rows.values() if m == "?"]
        check(unknown and all("(two objects below the depth (-d))" in ln
                              for ln in unknown),
              "-d %d: a not-compared line without its reason" % d,
              r.describe())


def t_values(core, a, b, c):
    r = jsmdb(["-e", "%s::jsdiff %s" % (a, b), core.path])
    rows, _, _ = parse(r.out)
    for path, (va, vb) in sorted(core.truth["values"].items()):
        check(path in rows, "%s not listed" % path, r.describe())
        ln = rows[path][1]
        rest = ln[len(path):]
        if va is not None:
            check(rest.strip().startswith(va), "%s: A's value is not %s" %
                  (path, va), r.describe())
        if vb is not None:
            check(rest.rstrip().endswith(vb), "%s: B's value is not %s" %
                  (path, vb), r.describe())


def t_json(core, a, b, c):
    r = jsmdb(["-o", "json", "-e", "%s::jsdiff -a %s" % (a, b), core.path])
    recs = [json.loads(ln) for ln in r.out.splitlines()]
    check(recs and all(x.get("schema") == "jsmdb/1" and
                       x.get("dcmd") == "jsdiff" for x in recs),
          "not jsmdb/1 jsdiff records", r.describe())
    diffs = [x for x in recs if x["record"] == "difference"]
    summ = [x for x in recs if x["record"] == "summary"]
    check(len(summ) == 1 and recs[-1] is summ[0], "one summary, last",
          r.describe())
    got = sorted((x["path"], x["change"]) for x in diffs)
    exp = sorted((p, k) for p, k in core.truth["depth4"])
    check(got == exp, "records differ from the truth: missing %s, extra %s"
          % (sorted(set(exp) - set(got)), sorted(set(got) - set(exp))),
          r.describe())
    s = summ[0]
    t = core.truth["counts4"]
    check([s["changed"], s["removed"], s["added"], s["not_compared"],
           s["same"]] == counts(t) and s["complete"] is True and
          s["not_shown"] == 0, "summary %s, truth %s" % (s, t),
          r.describe())
    for x in diffs:
        check((x["a_value"] is None) == (x["change"] == "added") and
              (x["b_value"] is None) == (x["change"] == "removed"),
              "%s: values present where the change says none" % x["path"],
              r.describe())


def t_same(core, a, b, c):
    r = jsmdb(["-e", "%s::jsdiff %s" % (a, c), core.path])
    rows, foot, _ = parse(r.out)
    check(rows == {} and foot[:5] == counts(core.truth["counts_a_c"]),
          "a and c: %s, truth %s" % (foot, core.truth["counts_a_c"]),
          r.describe())


def t_cut(core, a, b, c):
    r = jsmdb(["-e", "%s::jsdiff -n 3 %s" % (a, b), core.path])
    rows, foot, cut = parse(r.out)
    n = len(want(core.truth["depth4"]))
    check(len(rows) == 3, "-n 3 listed %d lines" % len(rows), r.describe())
    check(cut is not None and cut.startswith("... %d more lines not shown"
                                             % (n - 3)),
          "the cut is not said, or not %d more" % (n - 3), r.describe())


def t_usage(core, a, b, c):
    for cmd in ("%s::jsdiff" % a, "%s::jsdiff -d 0t65 %s" % (a, b),
                "%s::jsdiff %s %s" % (a, b, c), "1::jsdiff %s" % b,
                "%s::jsdiff 1" % a):
        r = jsmdb(["-e", cmd, core.path], expect_rc=None)
        check(r.rc != 0, "%s: exit 0" % cmd, r.describe())


def main():
    cs = [c for c in cores("node") if c.program == "node/jsdiff.js"]
    if not cs:
        report_fail("jsdiff", "no jsdiff.js core in corpora/cores.list")
        finish()
    for core in cs:
        if not core.ready:
            report_fail(core.name, "core not made (make corpora)")
            continue
        try:
            a, b, c = roots(core)
        except Exception as e:     # said once per core
            report_fail(core.name, "roots: %s" % e)
            continue
        for name, fn in (("text", t_text), ("all", t_all),
                         ("depth", t_depth), ("values", t_values),
                         ("json", t_json), ("same", t_same),
                         ("cut", t_cut), ("usage", t_usage)):
            run_test("%s/jsdiff-%s" % (core.name, name), fn, core, a, b, c)
    finish()


if __name__ == "__main__":
    main()
