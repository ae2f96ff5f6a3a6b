#!/usr/bin/env python3
"""Corpus tests: the core-to-core census diff (jsmdb --diff, ::jsdiffcore)
and JSON output (-o json, ::set -o), on the two cores of
corpora/node/grow.js: core.before, taken by gcore at phase 1, and core,
written at the abort after phase 2.  The counts of the program's classes
at each phase come from its truth.json, never from jsmdb's output; bytes
are checked against ::findjsobjects -v on each core.  A fake jsmdb
($JSMDB_SELF) feeds ::jsdiffcore garbage, a failure and an inexact
census: each is refused, with a reason, never crashed on."""
import json
import os
import re
import stat
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, cores, finish, jsmdb, report_fail,  # noqa
                       run_test)

SCHEMA = "jsmdb/1"


def before(core):
    return os.path.join(core.dir, core.truth["core_before"])


def json_lines(run):
    """Every line of stdout as a JSON object of the schema."""
    recs = []
    for ln in run.out.splitlines():
        try:
            r = json.loads(ln)
        except ValueError as e:
            raise AssertionError("not JSON: %r (%s)" % (ln[:200], e))
        check(isinstance(r, dict) and r.get("schema") == SCHEMA and
              "dcmd" in r and "record" in r,
              "a line without schema, dcmd, record: %r" % ln[:200])
        recs.append(r)
    return recs


def text_rows(out, ctor):
    """The rows of ::findjsobjects -v of constructor ctor: [(count,
    bytes, props as printed)]."""
    rows = []
    for ln in out.splitlines():
        m = re.match(r"^\s*[0-9a-f]+\s+(\d+)\s+\d+\s+(\d+) (\w+): (.*)$",
                     ln)
        if m and m.group(3) == ctor:
            rows.append((int(m.group(1)), int(m.group(2)), m.group(4)))
    return rows


def classes(truth):
    return sorted(truth["classes"].items())


def fj_bytes(path, truth):
    """Each class's (count, bytes) from ::findjsobjects -v on one core
    (each class is one group: its instances have one property set)."""
    r = jsmdb(["-e", "::findjsobjects -v", path])
    got = {}
    for name, c in classes(truth):
        rows = text_rows(r.out, name)
        check(len(rows) <= 1, "%s: %d groups" % (name, len(rows)),
              r.describe())
        got[name] = rows[0][:2] if rows else (0, 0)
        if rows:
            shown = rows[0][2].rstrip(".").rstrip(", ")
            check(", ".join(c["props"]).startswith(shown),
                  "%s: properties %s" % (name, rows[0][2]), r.describe())
    return got


def diff_rows(out):
    """Rows of ::jsdiffcore's table by constructor."""
    rows = {}
    for ln in out.splitlines():
        m = re.match(r"^\s*(\S+)\s+([+-]?\d+)\s+([+-]?\d+)\s+(\S+)\s+"
                     r"(\S+) (\w+): (.*)$", ln)
        if m:
            rows[m.group(6)] = m.groups()
    return rows


def t_text(core, truth):
    """jsmdb --diff: the truth's deltas, added and unchanged classes."""
    old, new = fj_bytes(before(core), truth), fj_bytes(core.path, truth)
    r = jsmdb(["--diff", before(core), core.path])
    check("different programs" not in r.err, "one program said to differ",
          r.describe())
    rows = diff_rows(r.out)
    for name, c in classes(truth):
        dcount = c["after"] - c["before"]
        check(old[name][0] == c["before"] and new[name][0] == c["after"],
              "::findjsobjects does not count %s as the truth" % name)
        if dcount == 0:
            check(name not in rows, "%s unchanged but listed" % name,
                  r.describe())
            continue
        check(name in rows, "no row for %s" % name, r.describe())
        rep, dc, db, oc, nc = rows[name][:5]
        check(int(dc) == dcount, "%s: %s objects, truth %+d" % (
            name, dc, dcount), r.describe())
        check(int(db) == new[name][1] - old[name][1],
              "%s: %s bytes, ::findjsobjects -v says %+d" % (
                  name, db, new[name][1] - old[name][1]), r.describe())
        check(oc == ("added" if c["before"] == 0 else str(c["before"])),
              "%s: OLD %s" % (name, oc), r.describe())
        check(nc == str(c["after"]), "%s: NEW %s" % (name, nc),
              r.describe())
    # sorted by growth in bytes
    deltas = [int(m.group(1)) for m in re.finditer(
        r"^\s*(?!total )\S+\s+[+-]?\d+\s+([+-]?\d+)\s+\S+\s+\S+ ", r.out,
        re.M)]
    check(len(deltas) > 4, "too few rows", r.describe())
    check(deltas == sorted(deltas, reverse=True), "not sorted by growth",
          r.describe())
    # -a lists the unchanged class too, with 0
    r = jsmdb(["-e", "::jsdiffcore -a %s" % before(core), core.path])
    rows = diff_rows(r.out)
    for name, c in classes(truth):
        check(name in rows and int(rows[name][1]) ==
              c["after"] - c["before"], "-a: %s" % name, r.describe())


def t_dcmd(core, truth):
    """::jsdiffcore prints what --diff does; its representatives pipe."""
    a = jsmdb(["--diff", before(core), core.path])
    b = jsmdb(["-e", "::jsdiffcore %s" % before(core), core.path])
    check(a.out == b.out, "::jsdiffcore and --diff differ",
          a.describe() + b.describe())
    grow = [n for n, c in classes(truth) if c["after"] > c["before"] > 0]
    r = jsmdb(["-e", "::jsdiffcore %s | ::jsprint" % before(core),
               core.path])
    check(grow[0] in r.out,
          "the representatives do not lead to %s" % grow[0], r.describe())


def t_json(core, truth):
    """-o json: every line parses; the deltas are the truth's."""
    r = jsmdb(["-o", "json", "--diff", before(core), core.path])
    recs = json_lines(r)
    check(all(x["dcmd"] == "jsdiffcore" for x in recs), "other records",
          r.describe())
    check(recs[0]["record"] == "cores" and recs[0]["same_program"] is True,
          "no cores record first, or not the same program", r.describe())
    check(recs[-1]["record"] == "total", "no total record last",
          r.describe())
    groups = {(x["constructor"], tuple(x["properties"])): x
              for x in recs if x["record"] == "group"}
    for name, c in classes(truth):
        x = groups.get((name, tuple(c["props"])))
        if c["after"] == c["before"]:
            check(x is None, "%s unchanged but listed" % name)
            continue
        check(x is not None, "no record for %s" % name, r.describe())
        check(x["old_count"] == c["before"] and
              x["new_count"] == c["after"] and
              x["count_delta"] == c["after"] - c["before"],
              "%s: %s" % (name, x))
        check(x["bytes_delta"] == x["new_bytes"] - x["old_bytes"],
              "%s: bytes do not add up" % name)
        check(x["change"] == ("added" if c["before"] == 0 else "changed"),
              "%s: change %s" % (name, x["change"]))
        check(re.fullmatch(r"[0-9a-f]{1,16}", x["address"]) is not None,
              "%s: address %r" % (name, x["address"]))


def t_findjs_json(core, truth):
    """::findjsobjects -v, ::jsfunctions, ::status as JSON lines."""
    for path, phase in ((before(core), "before"), (core.path, "after")):
        r = jsmdb(["-o", "json", "-e",
                   "::status; ::findjsobjects -v; ::jsfunctions", path])
        recs = json_lines(r)
        st = [x for x in recs if x["dcmd"] == "status"]
        check(len(st) == 1 and st[0]["pid"] == truth["pid"],
              "::status: not one record with the program's pid")
        check(st[0]["node_version"] == truth["node"].lstrip("v") and
              st[0]["v8_version"] == truth["v8"],
              "::status: versions %s / %s, truth %s / %s" % (
                  st[0]["node_version"], st[0]["v8_version"],
                  truth["node"], truth["v8"]))
        check(st[0]["taken_by"] == ("gdb" if phase == "before" else
                                    "signal"), "::status: taken_by %s" %
              st[0]["taken_by"])
        if phase == "after":
            check(st[0]["signal"] == "SIGABRT", "::status: signal")
        groups = {(x["constructor"], x["elements_kind"],
                   tuple(x["properties"])): x
                  for x in recs if x["dcmd"] == "findjsobjects" and
                  x["record"] == "group"}
        for name, c in classes(truth):
            x = groups.get((name, None, tuple(c["props"])))
            if c[phase] == 0:
                check(x is None, "%s in the %s core" % (name, phase))
                continue
            check(x is not None and x["count"] == c[phase] and
                  x["properties_count"] == len(c["props"]),
                  "%s: %s, truth %d" % (name, x, c[phase]))
        summ = [x for x in recs if x["record"] == "summary"]
        check(len(summ) == 1 and summ[0]["exact"] is True and
              summ[0]["inexact"] == [], "summary: %s" % summ)
        check(summ[0]["groups"] == len(groups), "summary: groups")
        fns = [x for x in recs if x["dcmd"] == "jsfunctions"]
        check(any(x["name"] == "setCount" and
                  x["script"].endswith("grow.js") and x["line"] > 0
                  for x in fns), "::jsfunctions: no setCount of grow.js")


def t_refuse(core, truth):
    """Non-JSON dcmds and formats refuse in JSON mode, and print nothing."""
    for cmd, name in (("::help", "::help"),
                      ("::formats", "::formats"),
                      ("0=X", "formats"),
                      ("::findjsobjects -c JsmdbGrower | ::findjsobjects"
                       " | ::dump", "::dump")):
        r = jsmdb(["-o", "json", "-e", cmd, core.path], expect_rc=1)
        check(r.out == "", "%s printed into the JSON stream" % cmd,
              r.describe())
        check("%s has no JSON form yet; ::set -o text" % name in r.err or
              (name == "formats" and "have no JSON form yet" in r.err),
              "%s: no refusal naming it" % cmd, r.describe())
        # said once, not once per address the pipeline fed it
        check(r.err.count("no JSON form") == 1, "%s: refused %d times" %
              (cmd, r.err.count("no JSON form")), r.describe()[:3000])
    # a pipe into another dcmd stays addresses; the last stage is JSON
    r = jsmdb(["-o", "json", "-e", "::findjsobjects -c JsmdbGrower | "
               "::findjsobjects", core.path])
    recs = json_lines(r)
    check(len(recs) == truth["classes"]["JsmdbGrower"]["after"] and
          all(x["record"] == "object" for x in recs),
          "%d object records, truth %d" % (
              len(recs), truth["classes"]["JsmdbGrower"]["after"]))


def t_set(core, truth):
    """::set -o round-trips, and ::set prints the mode in either."""
    r = jsmdb(["-e", "::set; ::set -o json; ::set; ::set -o text; ::set",
               core.path])
    lines = r.out.splitlines()
    check(len(lines) == 5 and lines[0:2] == ["output: text", "color: auto"]
          and lines[3:5] == ["output: text", "color: auto"],
          "::set in text mode", r.describe())
    check(json.loads(lines[2]) == {"schema": SCHEMA, "dcmd": "set",
                                   "record": "options", "output": "json",
                                   "color": "auto"},
          "::set in JSON mode", r.describe())
    r = jsmdb(["-o", "json", "-e", "::set", core.path])
    check(json.loads(r.out)["output"] == "json", "-o json", r.describe())
    r = jsmdb(["-e", "::set -o yaml", core.path], expect_rc=1)
    check("unknown output mode" in r.err, "::set -o yaml", r.describe())
    r = jsmdb(["-o", "yaml", "-e", "::set", core.path], expect_rc=2)


FAKE = """#!/bin/sh
# a fake jsmdb for ::jsdiffcore: prints $FAKE_OUT (a file), says $FAKE_ERR
cat "$FAKE_OUT"
[ -n "$FAKE_ERR" ] && echo "$FAKE_ERR" >&2
exit "${FAKE_RC:-0}"
"""


def with_fake(fake, out, rc, err, args, expect_rc):
    """jsmdb ARGS with $JSMDB_SELF the fake, printing out."""
    path = fake + ".out"
    with open(path, "wb") as f:
        f.write(out.encode("latin-1"))
    env = {"JSMDB_SELF": fake, "FAKE_OUT": path, "FAKE_RC": str(rc),
           "FAKE_ERR": err}
    saved = {k: os.environ.get(k) for k in env}
    try:
        os.environ.update(env)
        return jsmdb(args, expect_rc=expect_rc)
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def t_fake_child(core, truth, tmp):
    """Garbage, a failing child, an inexact census: refused, said."""
    fake = os.path.join(tmp, "fake-jsmdb")
    with open(fake, "w") as f:
        f.write(FAKE)
    os.chmod(fake, stat.S_IRWXU)
    st = ('{"schema":"jsmdb/1","dcmd":"status","record":"status",'
          '"build_id":null,"v8_version":null}\n')
    grp = ('{"schema":"jsmdb/1","dcmd":"findjsobjects","record":"group",'
           '"address":"10","count":3,"properties_count":1,"bytes":72,'
           '"constructor":"X","elements_kind":null,"properties":["p"]}\n')
    summ = ('{"schema":"jsmdb/1","dcmd":"findjsobjects","record":'
            '"summary","exact":%s,"inexact":["the fake says so"]}\n')
    cases = [
        ("garbage", "\xff{{{[[[\"\n", 0, "not a JSON record"),
        ("nul", '{"a":"\x00"}\n', 0, "a NUL byte"),
        ("binary", "".join(chr(i) for i in range(1, 256)) * 50, 0,
         "cannot read the census"),
        ("nested", '{"schema":"jsmdb/1","a":{"b":1}}\n', 0, "nested"),
        ("other schema", st.replace("jsmdb/1", "jsmdb/9"), 0,
         "not a record of schema jsmdb/1"),
        ("no summary", st + grp, 0, "no ::findjsobjects -v summary"),
        ("bad group", st + grp.replace('"count":3', '"count":-3') +
         summ % "true", 0, "lacks a field or has a bad one"),
        ("bad address", st + grp.replace('"10"', '"0x10"') + summ % "true",
         0, "lacks a field or has a bad one"),
        ("duplicate key", st.replace('"build_id":null',
                                     '"dcmd":"x","build_id":null'), 0,
         "duplicate key"),
        ("failed", "", 2, "failed (exit status 2): jsmdb: the fake fails"),
        ("inexact", st + grp + summ % "false", 0,
         "is inexact: the fake says so"),
        ("long line", '{"a":"' + "x" * (2 << 20) + '"}\n', 0,
         "string is too long"),
    ]
    for what, out, rc, says in cases:
        r = with_fake(fake, out, rc, "jsmdb: the fake fails" if rc else "",
                      ["--diff", "/nonexistent.core", core.path], 1)
        check(says in r.err, "%s: not refused as expected (%r)" % (
            what, says), r.describe())
        check(r.out == "", "%s: printed a diff" % what, r.describe())
    # the fake child's good census is compared (one group, X: p, removed)
    r = with_fake(fake, st + grp + summ % "true", 0, "",
                  ["--diff", "/nonexistent.core", core.path], 0)
    check(re.search(r"^\s+-\s+-3\s+-72\s+3\s+removed X: p$", r.out, re.M),
          "the fake's group is not shown removed", r.describe())
    check(r.err.count("different programs or releases") == 1,
          "the different build-id is not said once", r.describe())


def t_self(core, truth):
    """A core against itself: nothing changed."""
    r = jsmdb(["-o", "json", "--diff", core.path, core.path])
    recs = json_lines(r)
    check([x["record"] for x in recs] == ["cores", "total"] and
          recs[1]["count_delta"] == 0 and recs[1]["bytes_delta"] == 0 and
          recs[1]["groups"] == recs[1]["groups_unchanged"],
          "a core against itself shows changes", r.describe())


def t_releases(core, other):
    """Two releases: said once, and compared."""
    r = jsmdb(["--diff", before(other), core.path])
    check(r.err.count("different programs or releases") == 1,
          "not said once", r.describe())


def main():
    gs = [c for c in cores("node") if c.program.endswith("grow.js")]
    if not gs:
        report_fail("diff", "no grow.js core in corpora/cores.list")
        finish()
    ready = []
    for core in gs:
        if not core.ready or not os.path.exists(
                os.path.join(core.dir, "core.before")):
            report_fail(core.name, "core not made (make corpora)")
            continue
        ready.append(core)
        truth = core.truth
        run_test("%s/diff-text" % core.name, t_text, core, truth)
        run_test("%s/diff-dcmd" % core.name, t_dcmd, core, truth)
        run_test("%s/diff-json" % core.name, t_json, core, truth)
        run_test("%s/json-findjsobjects" % core.name, t_findjs_json, core,
                 truth)
        run_test("%s/json-refuse" % core.name, t_refuse, core, truth)
        run_test("%s/set-o" % core.name, t_set, core, truth)
        run_test("%s/diff-self" % core.name, t_self, core, truth)
    if ready:
        with tempfile.TemporaryDirectory() as tmp:
            run_test("%s/diff-fake-child" % ready[0].name, t_fake_child,
                     ready[0], ready[0].truth, tmp)
    if len(ready) > 1:
        run_test("%s/diff-releases" % ready[0].name, t_releases, ready[0],
                 ready[1])
    finish()


if __name__ == "__main__":
    main()
