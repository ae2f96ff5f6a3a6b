#!/usr/bin/env python3
"""test_jsstack_json.py: corpus tests of the JSON form of ::jsstack and
::jsframe (docs/json.md) on cores of corpora/node/stack.js.

Usage:
    tests/corpus/test_jsstack_json.py [COREDIR...]

A COREDIR holds `core` and the `truth.json` stack.js wrote beside it (as
for test_v8_stack.py).  With no COREDIR, every core named stack-node* that
`corpora/make-cores.sh --list` knows is tested.

The records are compared with the program's own account of itself
(Error.stack's names, files, lines and columns, its arguments as JSON,
%GetOptimizationStatus's tiers, its pid, the source text); that the text
and the JSON forms list the same frames in the same order is checked
besides, as a consistency check, never as the truth.  Prints "PASS
CORE/test" or "FAIL  CORE/test: reason" (corpuslib's format); exits 1
when anything failed.  Environment: JSMDB, JSMDB_TIMEOUT.
"""
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib as cl  # noqa: E402
import test_v8_stack as vs  # noqa: E402

JSMDB, TIMEOUT = cl.JSMDB, cl.TIMEOUT
Fail = cl.TestFailure
check = cl.check

COMMON = ("schema", "dcmd", "record", "thread", "frame", "kind", "fp", "pc")
JS_FIELDS = ("name", "function", "shared_function_info", "frame_type",
             "inlined", "inlined_into", "builtin", "script",
             "script_reason", "line", "column", "position",
             "position_reason")
VERBOSE_FIELDS = ("this", "this_reason", "argument_count", "arguments",
                  "argument_values", "argument_kinds", "arguments_reason")


def jsmdb_json(core, cmd):
    """(records, Run) of cmd in JSON mode; every stdout line must be a
    JSON object of schema jsmdb/1."""
    key = ("json", cmd)
    if key in core._cache:
        return core._cache[key]
    check(os.access(JSMDB, os.X_OK), "%s is not built" % JSMDB)
    argv = [JSMDB, "-o", "json", "-e", cmd]
    if core.exe:
        argv.append(core.exe)
    argv.append(core.path)
    try:
        p = subprocess.run(argv, input="", capture_output=True, text=True,
                           errors="replace", timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        raise Fail("jsmdb hung (> %ss): %s" % (TIMEOUT, cmd))
    r = vs.Run("-o json " + cmd, p.returncode, p.stdout, p.stderr)
    if r.rc < 0:
        raise Fail("jsmdb killed by signal %d" % -r.rc, r.describe())
    if re.search(r"Sanitizer|runtime error:", r.err):
        raise Fail("sanitizer report", r.describe())
    recs = []
    for ln in r.out.splitlines():
        try:
            rec = json.loads(ln)
        except ValueError:
            raise Fail("not a JSON line: %r" % ln[:200], r.describe())
        check(isinstance(rec, dict) and rec.get("schema") == "jsmdb/1",
              "not a jsmdb/1 record: %r" % ln[:200], r.describe())
        recs.append(rec)
    core._cache[key] = (recs, r)
    return recs, r


def stack_records(core, verbose=True):
    cmd = "::jsstack -v" if verbose else "::jsstack"
    recs, r = jsmdb_json(core, cmd)
    check(r.rc == 0, "%s exited %d" % (cmd, r.rc), r.describe())
    check(recs, "%s printed no record" % cmd, r.describe())
    return recs, r


def js_records(recs):
    """The JS frames Error.stack lists: kind js, except the mark for
    inlined functions not decoded (name null)"""
    return [x for x in recs if x["kind"] == "js" and x["name"] is not None]


def tier_wanted(core, key):
    """The frame_type jsmdb must give a chain function's frame, from the
    program's own %GetOptimizationStatus (frameTier): V8 before 5.9 (no
    Ignition: Node.js 0.10 - 6) runs unoptimized code as full-codegen
    machine code; Maglev and TurboFan code are both optimized code; an
    inlined function is in its caller's optimized frame."""
    t = vs.frame_tier(core, key)
    if t is None:
        return None
    v8 = [int(x) for x in re.findall(r"\d+", core.truth.get("v8", "0.0"))[:2]]
    if t == "interpreted":
        return "interpreted" if v8 >= [5, 9] else "full-codegen"
    if t in ("turbofan", "maglev", "inlined"):
        return "optimized"
    return t            # baseline


# ---- the tests ----

def t_records(core):
    """Every ::jsstack record is a frame record of the documented fields,
    numbered 0, 1, 2 ..., of the thread that died (the main thread: its
    LWP id is the program's pid)."""
    for verbose in (False, True):
        recs, r = stack_records(core, verbose)
        bad = []
        for i, x in enumerate(recs):
            want = list(COMMON)
            if x.get("kind") == "js" and x.get("name") is not None:
                want += JS_FIELDS + (VERBOSE_FIELDS if verbose else ())
            missing = [f for f in want if f not in x]
            if x.get("dcmd") != "jsstack" or x.get("record") != "frame" or \
                    x.get("frame") != i or missing:
                bad.append("#%d: %s (missing %s)" % (i, json.dumps(x),
                                                       missing))
            if x.get("thread") != core.truth["pid"]:
                bad.append("#%d: thread %s, the program's pid is %s" % (
                    i, x.get("thread"), core.truth["pid"]))
            if x.get("kind") not in ("js", "native", "elided"):
                bad.append("#%d: kind %r" % (i, x.get("kind")))
            if x.get("kind") == "elided" and \
                    not (isinstance(x.get("count"), int) and x["count"] > 0):
                bad.append("#%d: elided without a count" % i)
        check(not bad, "%d bad record(s)" % len(bad),
              "\n".join(bad[:20]) + "\n" + r.describe()[:4000])


def abort_column(core):
    """The column (1-based) of the innermost frame: finalStep is at its
    call of process.abort() (V8's position of a method call is the
    method's name), not where the Error was made, which Error.stack
    gives."""
    fn = core.truth["functions"]["finalStep"]
    line = core.truth["frames"][0]["line"]
    text = fn["lines"][line - fn["startLine"]]
    m = re.search(r"process\.(abort)\(", text)
    return m.start(1) + 1 if m else None


def t_where(core):
    """Names, scripts, lines and columns of the JS frames are
    Error.stack's, in its order"""
    recs, r = stack_records(core)
    ours = js_records(recs)
    tf = core.truth["frames"]
    chain = set(vs.truth_index(core, k) for k in core.truth["chain"])
    lines, ok = [], len(ours) == len(tf)
    for i in range(max(len(ours), len(tf))):
        o = ours[i] if i < len(ours) else {}
        w = tf[i] if i < len(tf) else {}
        why = []
        name = o.get("name") or "<missing>"
        if not o or not w:
            why.append("missing")
        elif not vs.stack_name_matches(w.get("name"), name) and not (
                # (as t_names: outside the chain, Error.stack may name a
                # method by its receiver's type)
                i not in chain and name == "<anonymous>" and
                w.get("name") is not None and
                re.match(r"^[\w$]+\.", w["name"])):
            why.append("name")
        if o and w and w.get("line") is not None:
            if o.get("line") != w["line"]:
                why.append("line %s" % o.get("line"))
            if o.get("position") != "current":
                why.append("position %s" % o.get("position"))
            col = abort_column(core) if i == 0 else w.get("column")
            if col is not None and o.get("column") != col:
                why.append("column %s, want %s" % (o.get("column"), col))
            # a frame's file: Error.stack's, or null with the reason
            # (Node.js 0.10's node.js is named by an external string
            # whose characters the core lacks): never another name
            if w.get("file") and o.get("script") != w["file"] and not (
                    o.get("script") is None and o.get("script_reason")):
                why.append("script %r" % o.get("script"))
            if o.get("builtin") is not False:
                why.append("builtin %r" % o.get("builtin"))
        if o and w and w.get("line") is None and o.get("line") is None:
            # no line: then jsmdb says why
            if not o.get("position_reason"):
                why.append("no line and no position_reason")
        ok = ok and not why
        lines.append("#%-2d %-4s Error.stack %s:%s:%s  json %s %s:%s:%s %s"
                     % (i, "ok" if not why else "DIFF", w.get("name"),
                        w.get("line"), w.get("column"), name,
                        os.path.basename(o.get("script") or "-"),
                        o.get("line"), o.get("column"), ", ".join(why)))
    check(ok, "JS frame records differ from the program's Error.stack",
          "\n".join(lines))
    # the chain's own frames must have been checked for their columns
    check(any(w.get("column") is not None for w in tf), "no column in truth")


def t_types(core):
    """frame_type, inlined and function: the tier each chain function's
    frame ran in, as the program saw it"""
    recs, r = stack_records(core)
    ours = js_records(recs)
    check(len(ours) == len(core.truth["frames"]), "frame counts differ",
          r.describe()[:4000])
    bad, seen = [], set()
    for key in core.truth["chain"]:
        want = tier_wanted(core, key)
        if want is None:
            continue
        o = ours[vs.truth_index(core, key)]
        inl = vs.frame_tier(core, key) == "inlined"
        seen.add(vs.frame_tier(core, key))
        if o.get("frame_type") != want:
            bad.append("%s: frame_type %s, the program's frame is %s "
                       "(want %s)" % (key, o.get("frame_type"),
                                      vs.frame_tier(core, key), want))
        if o.get("inlined") is not inl:
            bad.append("%s: inlined %r" % (key, o.get("inlined")))
        if inl and (o.get("function") is not None or
                    not o.get("inlined_into")):
            bad.append("%s: inlined, but function %r, inlined_into %r" % (
                key, o.get("function"), o.get("inlined_into")))
        if not inl and not re.match(r"^[0-9a-f]+$", o.get("function") or
                                    ""):
            bad.append("%s: function %r" % (key, o.get("function")))
    if core.truth["functions"].get("hotLoop", {}).get("frameTier") is None:
        raise Fail("the program ran without natives syntax: no tiers")
    check(not bad, "%d frame type(s) wrong" % len(bad), "\n".join(bad))
    check({"interpreted", "turbofan", "inlined"} <= seen,
          "tiers not checked: %s" % seen)


def summary_matches(desc, summ):
    """Does v8_value_summary's one line show the value the program
    recorded (describe() in stack.js)?"""
    t = desc["type"]
    if t == "undefined":
        return summ == "undefined"
    if t == "function":
        return summ == "function %s" % desc.get("name")
    if t == "number":
        try:
            return float(summ) == float(desc["json"])
        except ValueError:
            return False
    if t in ("string", "boolean", "null"):
        return summ == json.dumps(desc["json"])
    if t == "object":
        return summ.startswith("[") if desc.get("isArray") else \
            summ.startswith("{")
    return False


def t_args(core):
    """-v: each argument's address prints the program's value, its
    summary and kind show it; the receiver's kind is the program's"""
    recs, r = stack_records(core)
    ours = js_records(recs)
    check(len(ours) == len(core.truth["frames"]), "frame counts differ",
          r.describe()[:4000])
    bad, checked = [], 0
    for key in core.truth["chain"]:
        fn = core.truth["functions"][key]
        if "args" not in fn:
            continue
        o = ours[vs.truth_index(core, key)]
        n = o.get("argument_count")
        addrs = o.get("arguments") or []
        vals = o.get("argument_values") or []
        kinds = o.get("argument_kinds") or []
        if n is None or n < fn["argc"] or not \
                len(addrs) == len(vals) == len(kinds) == n:
            bad.append("%s: argument_count %s, %d/%d/%d arguments, the "
                       "program passed %d" % (key, n, len(addrs), len(vals),
                                              len(kinds), fn["argc"]))
            continue
        for i in range(n):
            want = fn["args"][i] if i < fn["argc"] else {"type": "undefined"}
            if addrs[i] is None:
                bad.append("%s arg%d: null" % (key, i + 1))
                continue
            r1 = vs.jsmdb(core, "%s::jsprint" % addrs[i])
            checked += 1
            if not vs.value_matches(want, r1.out, kinds[i]):
                bad.append("%s arg%d: %s (%s) prints %r, the program had %s"
                           % (key, i + 1, addrs[i], kinds[i],
                              r1.out.strip()[:200], json.dumps(want)))
            if not summary_matches(want, vals[i]):
                bad.append("%s arg%d: summary %r, the program had %s" % (
                    key, i + 1, vals[i], json.dumps(want)))
        this = fn.get("this", {})
        tk = o.get("this_kind") or ""
        if o.get("this") is None:
            bad.append("%s: no this (%s)" % (key, o.get("this_reason")))
        elif this.get("type") == "undefined" and (
                "undefined" not in tk or o.get("this_value") != "undefined"):
            bad.append("%s: this is %s, the program had undefined" % (
                key, tk))
        elif this.get("type") == "object" and \
                ("JSObject: %s" % this.get("constructor")) not in tk:
            bad.append("%s: this is %s, the program had a %s" % (
                key, tk, this.get("constructor")))
    # an inlined function's arguments are not made up
    for key in core.truth["chain"]:
        if vs.frame_tier(core, key) == "inlined":
            o = ours[vs.truth_index(core, key)]
            if o.get("arguments") is not None or \
                    not o.get("arguments_reason"):
                bad.append("%s (inlined): arguments %r, reason %r" % (
                    key, o.get("arguments"), o.get("arguments_reason")))
    check(checked > 0, "no argument checked")
    check(not bad, "%d argument(s) differ" % len(bad), "\n".join(bad))


def t_native(core):
    """Native frames: the innermost is in libc (the program aborted), and
    node::Abort is among those above the JS frames; symbol, offset and
    object agree with the text they come with"""
    recs, r = stack_records(core, verbose=False)
    nat = [x for x in recs if x["kind"] == "native"]
    check(recs[0]["kind"] == "native", "the innermost frame is not native",
          r.describe()[:4000])
    check(any(x.get("object", "") and "libc" in x["object"]
              for x in recs[:3] if x["kind"] == "native"),
          "no libc frame innermost (process.abort)", r.describe()[:4000])
    first_js = [x["kind"] for x in recs].index("js")
    check(any("Abort" in (x.get("symbol") or "")
              for x in recs[:first_js] if x["kind"] == "native"),
          "node::Abort not among the native frames above the JS ones",
          r.describe()[:4000])
    bad = []
    for x in nat:
        if x["symbol"] is None:
            if x["offset"] is not None:
                bad.append(json.dumps(x))
            continue
        if not isinstance(x["offset"], int) or \
                not (x["text"].endswith("%s+0x%x" % (x["symbol"],
                                                      x["offset"])) or
                     x["offset"] == 0 and x["text"].endswith(x["symbol"])):
            bad.append(json.dumps(x))
    check(not bad, "%d native record(s) inconsistent" % len(bad),
          "\n".join(bad))


def t_text_same(core):
    """(consistency) the text and JSON forms list the same frames in the
    same order: kinds, names, elided counts, files, lines, arguments"""
    rt = vs.jsmdb(core, "::jsstack -v -n 0")
    check(rt.rc == 0, "::jsstack -v exited %d" % rt.rc, rt.describe())
    text = vs.parse_jsstack(rt.out)
    recs, r = stack_records(core)
    bad = []
    if len(text) != len(recs):
        bad.append("%d frames in text, %d records" % (len(text), len(recs)))
    for i, (t, x) in enumerate(zip(text, recs)):
        if t["kind"] != x["kind"]:
            bad.append("#%d: text %s, JSON %s" % (i, t["kind"], x["kind"]))
            continue
        if t["kind"] == "elided" and t["n"] != x["count"]:
            bad.append("#%d: %d elided in text, %d in JSON" % (
                i, t["n"], x["count"]))
        if t["kind"] == "native" and t["name"] != x["text"]:
            bad.append("#%d: native %r / %r" % (i, t["name"], x["text"]))
        if t["kind"] != "js":
            continue
        if x["name"] is None:
            if not t["name"].startswith("<") or not x.get("reason"):
                bad.append("#%d: text %r, JSON no name" % (i, t["name"]))
            continue
        if t["name"] != x["name"]:
            bad.append("#%d: text %r, JSON %r" % (i, t["name"], x["name"]))
        if x["builtin"] and t.get("file") != "(builtin)":
            bad.append("#%d: builtin, text file %r" % (i, t.get("file")))
        if not x["builtin"] and x["script"] is not None and \
                t.get("file") != x["script"]:
            bad.append("#%d: file %r / %r" % (i, t.get("file"),
                                               x["script"]))
        posn = None if x["line"] is None else "line %d%s" % (
            x["line"], "" if x["position"] == "current" else
            " (definition)")
        if t.get("posn") not in (posn, None if posn else "unknown position"):
            bad.append("#%d: posn %r / %r" % (i, t.get("posn"), posn))
        targs = {}
        if x.get("this") is not None:
            targs["this"] = (int(x["this"], 16), x["this_kind"])
        for j, a in enumerate(x.get("arguments") or []):
            if a is not None:
                targs["arg%d" % (j + 1)] = (int(a, 16),
                                            x["argument_kinds"][j])
        if t["args"] != targs:
            bad.append("#%d %s: args %s / %s" % (i, x["name"], t["args"],
                                                  targs))
    check(not bad, "text and JSON differ", "\n".join(bad))


def t_all(core):
    """(consistency) -a: internal frames become records of their own,
    with their V8 frame type (an entry frame among them), where the text
    lists them; nothing elided"""
    rt = vs.jsmdb(core, "::jsstack -a")
    recs, r = jsmdb_json(core, "::jsstack -a")
    check(r.rc == 0, "::jsstack -a exited %d" % r.rc, r.describe())
    check(not any(x["kind"] == "elided" for x in recs),
          "elided records under -a", r.describe()[:4000])
    lines = [ln for ln in rt.out.splitlines() if ln.strip()]
    check(len(lines) == len(recs), "%d text lines, %d records" % (
        len(lines), len(recs)), rt.describe()[:3000] + r.describe()[:3000])
    for ln, x in zip(lines, recs):
        check(ln.split()[0] == x["fp"], "fp %s / %s" % (ln, x["fp"]))
    typed = [x.get("frame_type") for x in recs if x["kind"] == "internal"]
    check("EntryFrame" in typed, "no EntryFrame record", r.describe()[:4000])


def t_jsframe(core):
    """::jsframe -v on each frame ::walk jsframe gives prints the records
    ::jsstack -v has for that frame (its inlined functions, then its own),
    and the walk covers Error.stack's frames"""
    recs, _ = stack_records(core)
    by_fp = {}
    for x in js_records(recs):
        by_fp.setdefault(x["fp"], []).append(x)
    fps = vs.jsmdb(core, "::walk jsframe").out.split()
    got, r = jsmdb_json(core, "::walk jsframe | ::jsframe -v")
    check(r.rc == 0, "::walk jsframe | ::jsframe -v exited %d" % r.rc,
          r.describe()[:4000])
    mine = [x for x in got if x["kind"] == "js" and x["name"] is not None]
    check(len(mine) == len(core.truth["frames"]),
          "%d JS records from ::jsframe, Error.stack has %d frames" % (
              len(mine), len(core.truth["frames"])), r.describe()[:4000])
    bad = []
    for x in mine:
        if x["dcmd"] != "jsframe" or x["thread"] != core.truth["pid"]:
            bad.append(json.dumps(x)[:300])
            continue
        same = [y for y in by_fp.get(x["fp"], [])
                if y["name"] == x["name"]]
        keys = [k for k in x if k not in ("dcmd", "frame")]
        if len(same) != 1 or any(x[k] != same[0].get(k) for k in keys):
            bad.append("%s: %s\n  ::jsstack: %s" % (
                x["fp"], json.dumps(x)[:300],
                json.dumps(same)[:300]))
    check(len(fps) > 0, "::walk jsframe gave nothing")
    check(not bad, "%d ::jsframe record(s) differ" % len(bad),
          "\n".join(bad))


def t_undecoded(core):
    """V8 < 6 (Crankshaft): where an optimized frame's inlined functions
    do not decode (::v8field points Code's deoptimization_data at its
    instruction size, as test_v8_stack's jsstack-undecoded does), the
    records say so (a js record with name null and a reason) rather than
    leave them out or name them, and the frame's own line is not claimed
    to be the current one."""
    if int(core.truth.get("v8", "0").split(".")[0]) >= 6:
        return
    idx = vs.inlined_indexes(core)
    check(idx, "the program had no inlined function on the stack")
    r0 = vs.jsmdb(core, "::v8field Code instruction_size")
    m = re.search(r"at offset (\d+), type int", r0.out)
    check(m is not None, "no Code::instruction_size", r0.describe())
    r = vs.jsmdb(core, "::v8field Code deoptimization_data %s; "
                 "::set -o json; ::jsstack -v" % m.group(1))
    recs = [json.loads(ln) for ln in r.out.splitlines()
            if ln.startswith("{")]
    recs = [x for x in recs if x.get("dcmd") == "jsstack"]
    check(recs, "no jsstack record", r.describe())
    marks = [i for i, x in enumerate(recs)
             if x["kind"] == "js" and x["name"] is None]
    check(len(marks) == 1 and recs[marks[0]].get("reason"),
          "%d marks for inlined functions not decoded" % len(marks),
          r.describe())
    tf = core.truth["frames"]
    outer = recs[marks[0] + 1]
    check(outer["kind"] == "js" and
          vs.stack_name_matches(tf[idx[-1] + 1]["name"], outer["name"]),
          "the mark is not before %s" % tf[idx[-1] + 1]["name"],
          r.describe())
    check(outer["position"] != "current" and outer["position_reason"],
          "%s's position claims to be the current one" % outer["name"],
          r.describe())
    inner = tf[idx[0]]["name"]
    check(not any(x["kind"] == "js" and x["name"] is not None and
                  vs.stack_name_matches(inner, x["name"]) for x in recs),
          "%s named though not decoded" % inner, r.describe())


def t_refuse(core):
    """-p has no JSON form: refused, nothing on stdout"""
    for cmd in ("::jsstack -p posn", "::jsstack -f finalStep -p arg1"):
        recs, r = jsmdb_json(core, cmd)
        check(r.rc != 0 and not recs and
              "-p has no JSON form yet" in r.err,
              "%s not refused in JSON mode" % cmd, r.describe())


TESTS = [
    ("json-records", t_records),
    ("json-where", t_where),
    ("json-types", t_types),
    ("json-args", t_args),
    ("json-native", t_native),
    ("json-text-same", t_text_same),
    ("json-a", t_all),
    ("json-jsframe", t_jsframe),
    ("json-undecoded", t_undecoded),
    ("json-refuse", t_refuse),
]


def main(argv):
    if any(a in ("-h", "--help") for a in argv):
        print(__doc__)
        return
    dirs = list(argv) or vs.listed_cores()
    if not dirs:
        cl.report_fail("jsstack_json", "no core given and no stack-node* "
                       "core listed")
    for d in dirs:
        name = os.path.basename(os.path.abspath(d))
        if not os.path.exists(os.path.join(d, "core")) or \
                not os.path.exists(os.path.join(d, "truth.json")):
            cl.report_fail(name, "no core or truth.json in %s" % d)
            continue
        core = vs.Core(d)
        for tname, fn in TESTS:
            cl.run_test("%s/%s" % (name, tname), fn, core)
    cl.finish()


if __name__ == "__main__":
    main(sys.argv[1:])
