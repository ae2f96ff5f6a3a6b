#!/usr/bin/env python3
"""jsmdb --triage CORE...: one JSON record per core (docs/json.md), checked
against what the corpus programs recorded about themselves (truth.json:
pid, signal, argv, Node.js and V8 versions, the JavaScript call chain
and the classes they allocated, by count), on demo.js's cores of Node.js
18, 22 and 26, a moved core (the executable gone), a zstd-compressed
copy, the native threads core, a missing file and a file that is no core
(a record with the error each, and the run goes on).  The stack
signature is recomputed here from the frames the record lists (FNV-1a
over the top frames' function names), and is the same for a core and
its compressed copy.  Then the fleet recipe of docs/usage.md: GNU
parallel over 20 cores, aggregated with jq into cores per signature.
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
import corpuslib as cl  # noqa: E402

DEMOS = ["demo-node18", "demo-node22", "demo-node26", "demo-node22-moved"]
SIGFRAMES = 8


def by_name():
    return {c.name: c for c in cl.cores()}


def triage(paths, expect_rc=0):
    r = cl.jsmdb(["--triage"] + paths, expect_rc=expect_rc, timeout=600)
    lines = r.out.splitlines()
    cl.check(len(lines) == len(paths), "%d records for %d cores" % (
        len(lines), len(paths)), r.describe())
    recs = [json.loads(ln) for ln in lines]
    for rec, p in zip(recs, paths):
        cl.check(rec["schema"] == "jsmdb/1" and rec["dcmd"] == "triage" and
                 rec["record"] == "core" and rec["core"] == p,
                 "record header", json.dumps(rec)[:400])
    return recs


def signature(frames):
    """FNV-1a 64 over the top frames' functions, as docs/json.md says."""
    h = 0xcbf29ce484222325
    for f in frames[:SIGFRAMES]:
        fn = f.split("+0x")[0]
        if fn.endswith("()"):
            fn = fn[:-2]
        kind, _, name = fn.partition(" ")
        if re.fullmatch(r"[0-9a-fx]+", name):
            fn = kind + " ?"
        for b in (fn + "\n").encode():
            h ^= b
            h = (h * 0x100000001b3) & 0xffffffffffffffff
    return "%016x" % h


def check_record(core, rec):
    t = core.truth
    cl.check(rec.get("error") is None, "error: %s" % rec.get("error"))
    cl.check(rec["pid"] == t["pid"], "pid %s, truth %s" % (rec["pid"],
                                                          t["pid"]))
    cl.check(rec["thread"] == t["pid"], "the thread that died: %s, the "
             "main thread %s called abort" % (rec["thread"], t["pid"]))
    cl.check(rec["signal"] == t["signame"] and
             rec["signal_number"] == t["signal"], "signal %s %s" % (
                 rec["signal"], rec["signal_number"]))
    cl.check(rec["node_version"] == t["version"].lstrip("v") and
             rec["v8_version"] == t["v8"] and rec["engine"] == "V8",
             "versions %s %s" % (rec["node_version"], rec["v8_version"]))
    cl.check(rec["program"] == os.path.basename(t["argv"][0]),
             "program %s" % rec["program"])
    cl.check(rec["argv"] and " ".join(t["argv"]).startswith(rec["argv"]),
             "argv %r, truth %r" % (rec["argv"], t["argv"]))
    js = [f[3:] for f in rec["stack"] if f.startswith("js ")]
    chain = t["chain"]
    cl.check(any(js[i:i + len(chain)] == chain for i in range(len(js))),
             "JS frames %s lack the chain %s" % (js[:8], chain))
    cl.check(any(f.startswith("native ") for f in rec["stack"]),
             "no native frame")
    cl.check(rec["stack_signature"] == signature(rec["stack"]),
             "signature %s, recomputed %s" % (rec["stack_signature"],
                                              signature(rec["stack"])))
    # the census: the program's classes, counted as it counted them
    names, counts = rec["top_by_count"], rec["top_by_count_counts"]
    cl.check(len(names) == 10 and len(counts) == 10 and
             len(rec["top_by_count_bytes"]) == 10, "not a top 10")
    cl.check(counts == sorted(counts, reverse=True), "not by count")
    sizes = rec["top_by_size_bytes"]
    cl.check(sizes == sorted(sizes, reverse=True), "not by size")
    big = t["leak"]["class"]
    cl.check(big in names and counts[names.index(big)] ==
             t["classes"][big]["count"], "%s: %s, truth %d" % (
                 big, dict(zip(names, counts)).get(big),
                 t["classes"][big]["count"]))
    cl.check(big in rec["top_by_size"] and
             rec["top_by_size_counts"][rec["top_by_size"].index(big)] ==
             t["classes"][big]["count"], "%s not in top_by_size" % big)
    for cls, v in t["classes"].items():
        if cls in names:
            cl.check(counts[names.index(cls)] == v["count"], "%s: %d, "
                     "truth %d" % (cls, counts[names.index(cls)],
                                   v["count"]))
    cl.check(rec["heap_bytes"] > rec["js_object_bytes"] > 0 and
             rec["js_objects"] >= sum(v["count"] for v in
                                      t["classes"].values()),
             "heap %s, JS %s" % (rec["heap_bytes"], rec["js_object_bytes"]))
    cl.check(isinstance(rec["census_exact"], bool) and
             (rec["census_inexact"] == []) == rec["census_exact"],
             "census_exact %s, inexact %s" % (rec["census_exact"],
                                              rec["census_inexact"]))


def t_demos(cs):
    cores = [cs[n] for n in DEMOS]
    recs = triage([c.path for c in cores])
    for c, rec in zip(cores, recs):
        cl.run_test("%s/record" % c.name, check_record, c, rec)
    moved = recs[DEMOS.index("demo-node22-moved")]
    cl.check(moved["file"] is None, "moved: the executable is read")


def t_compressed_and_errors(cs, tmp):
    core = cs["demo-node22"]
    zst = os.path.join(tmp, "core.zst")
    subprocess.run(["zstd", "-q", "-c", core.path], check=True,
                   stdout=open(zst, "wb"))
    junk = os.path.join(core.dir, "truth.json")
    paths = [zst, "/nonexistent/core", junk, cs["threads"].path, core.path]
    recs = triage(paths, expect_rc=1)
    check_record(core, recs[0])
    cl.check(recs[0]["stack_signature"] == recs[4]["stack_signature"],
             "the compressed copy has another signature")
    cl.check("No such file" in (recs[1]["error"] or ""), "missing file: "
             "%s" % recs[1])
    cl.check(recs[2]["error"], "truth.json read as a core: %s" % recs[2])
    th = recs[3]
    cl.check(th["error"] is None and th["program"] == "threads" and
             th["engine"] is None and th["top_by_count"] is None and
             any("level_three" in f for f in th["stack"]) and
             th["stack_signature"] == signature(th["stack"]),
             "the native core's record", json.dumps(th)[:600])


def t_fleet(cs, tmp):
    """docs/usage.md's recipe: GNU parallel, then jq."""
    cl.check(shutil.which("parallel") is not None,
             "GNU parallel is not installed (make deps)")
    fleet = os.path.join(tmp, "fleet")
    os.mkdir(fleet)
    names = [n for n in sorted(cs) if cs[n].ready and
             re.match(r"(demo|stack|heap)-node\d+$", n)][:20]
    cl.check(len(names) == 20, "only %d cores for the fleet" % len(names))
    for n in names:
        os.symlink(cs[n].path, os.path.join(fleet, n + ".core"))
    out = os.path.join(tmp, "triage.jsonl")
    p = subprocess.run(
        "ls %s/*.core | parallel -j2 --keep-order %s --triage {} > %s" % (
            fleet, cl.JSMDB, out), shell=True, capture_output=True,
        text=True, timeout=1200)
    cl.check(p.returncode == 0, "parallel: exit %d" % p.returncode,
             p.stderr[-2000:])
    p = subprocess.run(
        ["jq", "-s", "-c", "group_by(.stack_signature) | map({signature: "
         ".[0].stack_signature, cores: length}) | sort_by(-.cores)", out],
        capture_output=True, text=True)
    groups = json.loads(p.stdout)
    cl.check(sum(g["cores"] for g in groups) == 20, "not 20 cores: %s" %
             groups)
    recs = [json.loads(ln) for ln in open(out)]
    # one signature per list of top functions, and the other way round
    tops = {}
    for r in recs:
        cl.check(r["stack_signature"] == signature(r["stack"]),
                 "%s: signature %s, recomputed %s" % (
                     r["core"], r["stack_signature"],
                     signature(r["stack"])))
        top = tuple(f.split("+0x")[0] for f in r["stack"][:SIGFRAMES])
        tops.setdefault(r["stack_signature"], set()).add(top)
    cl.check(all(len(v) == 1 for v in tops.values()) and
             len({t for v in tops.values() for t in v}) == len(tops),
             "signatures and top frames do not match one to one")
    cl.check({os.path.basename(r["core"])[:-5] for r in recs} == set(names),
             "records for other cores")


def main():
    cs = by_name()
    need = DEMOS + ["threads"]
    missing = [n for n in need if n not in cs or not cs[n].ready]
    if missing:
        for n in missing:
            cl.report_fail(n, "core not made (make corpora)")
        cl.finish()
    tmp = tempfile.mkdtemp(prefix="jsmdb-triage-")
    try:
        cl.run_test("triage/demos", t_demos, cs)
        cl.run_test("triage/compressed-and-errors",
                    t_compressed_and_errors, cs, tmp)
        cl.run_test("triage/fleet", t_fleet, cs, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    cl.finish()


if __name__ == "__main__":
    main()
