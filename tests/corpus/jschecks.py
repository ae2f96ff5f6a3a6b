"""jschecks: the JavaScript answers on a core of corpora/node/demo.js or
corpora/node/live.js, checked against the truth.json the program wrote,
whatever kind of core it is (kernel, gcore, a missing binary named
again, illumos, compressed, aarch64, Debian's libnode).  The core kinds'
test files (test_gcore.py, test_moved.py, ...) call js_checks with a
function that runs jsmdb on their core their way (-L ROOT, the binary
named, a compressed file ...).

  jsstack      ::jsstack -v: the program's chain of named functions in
               order, each with its file, the line Error.stack gives for
               its call (but the innermost, which went on past its
               Error), `this` undefined (strict mode) and the arguments
               the program passes (DEPTHS: the depth each function of
               the chain is called with, from the program's source)
  census       ::findjsobjects: one row per class the program counted,
               with its exact count and its properties
  jsprint      ::jsprint of the class instances (every one, with the
               values the program recorded) and of demo.js' config
  nodebuffer   the program's Buffer: ::nodebuffer -a gives its length,
               its bytes read back, and ::jsprint -s prints them
  leak         on demo.js cores, test_demo_leak.py's checks of the leak

Expectations come from truth.json, or, where the program records no
more, from its source (DEPTHS, live.js' labels); never from jsmdb.
"""
import json
import os
import re
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import check, run_test  # noqa: E402
from test_v8_heap import parse_dump, rows  # noqa: E402
from test_v8_stack import jsprint_value, parse_jsstack  # noqa: E402
import test_demo_leak  # noqa: E402

# The depth each function of the chain is called with (the programs'
# source: demo.js' jsmdbOuter() calls jsmdbMiddle(1), which calls
# jsmdbInner(depth + 1) ...; live.js' jsmdbLiveOuter(0) ...).  None: no
# parameter.
DEPTHS = {
    "demo.js": {"jsmdbAbort": 3, "jsmdbInner": 2, "jsmdbMiddle": 1,
                "jsmdbOuter": None},
    "live.js": {"jsmdbLiveSpin": 2, "jsmdbLiveMiddle": 1,
                "jsmdbLiveOuter": 0},
}
# The property holding the program's Buffer, and a property that only
# the object holding it has beside the truth object's keys.
HOLDER = {
    "demo.js": ("buffer", "longString"),
    "live.js": ("buffer", "gadgets"),
}
LIVE_LABEL = "jsmdb-live-widget"        # live.js' JsmdbLiveWidget label

STACK_RE = re.compile(r"^\s+at (?:new )?(\S+) \((.*):(\d+):(\d+)\)$")


def stack_calls(truth):
    """{function: (file, line)} from the program's Error.stack."""
    out = {}
    for ln in truth["stack"].splitlines():
        m = STACK_RE.match(ln)
        if m and m.group(1) not in out:
            out[m.group(1)] = (m.group(2), int(m.group(3)))
    return out


def split_objects(text):
    """::jsprint output of several objects -> their texts."""
    objs, cur = [], None
    for ln in text.splitlines():
        if ln.startswith("V8 version:"):
            continue
        if ln == "{":
            cur = [ln]
            continue
        if cur is not None:
            cur.append(ln)
            if ln == "}":
                objs.append("\n".join(cur))
                cur = None
    return objs


def t_jsstack(run, truth, prog):
    r = run("::jsstack -v")
    frames = [f for f in parse_jsstack(r.out) if f["kind"] == "js"]
    names = [f["name"] for f in frames]
    chain = truth["chain"]
    check(chain[0] in names, "%s not in ::jsstack" % chain[0],
          r.describe())
    i = names.index(chain[0])
    check(names[i:i + len(chain)] == chain, "::jsstack does not show %s "
          "in order: %s" % (" <- ".join(chain), names[i:i + len(chain)]),
          r.describe())
    calls = stack_calls(truth)
    for k, name in enumerate(chain):
        f = frames[i + k]
        depth = DEPTHS[prog][name]
        want = {} if depth is None else {"arg1": "SMI: value=%d" % depth}
        got = {a: v[1] for a, v in f["args"].items() if a != "this"}
        check(got == want, "%s: arguments %s, the program passes %s" % (
            name, got, want), r.describe())
        check("this" in f["args"] and
              f["args"]["this"][1] == 'Oddball: "undefined"',
              "%s: this is not undefined" % name, r.describe())
        file, line = calls[name]
        check(f.get("file") == file, "%s: file %r, Error.stack says %r" % (
            name, f.get("file"), file), r.describe())
        if k > 0:
            check(f.get("posn") == "line %d" % line,
                  "%s: %r, Error.stack says line %d" % (
                      name, f.get("posn"), line), r.describe())
        elif prog == "live.js":
            # stopped while it spins: a line of the loop (in code
            # compiled on-stack-replacement, as often as not)
            lo, hi = spin_loop_lines()
            m = re.fullmatch(r"line (\d+)", f.get("posn") or "")
            check(m and lo <= int(m.group(1)) <= hi,
                  "%s: %r, not a line of its loop (%d-%d)" % (
                      name, f.get("posn"), lo, hi), r.describe())


def spin_loop_lines():
    """The first and last line of live.js's spinning loop, from the
    program (the cores are made from this file: their stamp is its
    hash)."""
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))), "corpora", "node", "live.js")
    with open(path) as f:
        lines = f.read().split("\n")
    first = next(i for i, ln in enumerate(lines)
                 if "while (!spinning.stop)" in ln)
    last = next(i for i in range(first + 1, len(lines))
                if lines[i].strip() == "}")
    return first + 1, last + 1


def t_census(run, truth):
    r = run("::findjsobjects")
    table = rows(r.out)
    for cls, want in sorted(truth["classes"].items()):
        mine = [x for x in table if x[3] == cls and
                (x[2] != 1 or x[4] != "constructor")]   # not prototypes
        check(len(mine) == 1, "%d rows of %s instances, not 1" % (
            len(mine), cls), r.describe())
        check(mine[0][1] == want["count"], "%s: %d counted, the program "
              "made %d" % (cls, mine[0][1], want["count"]), r.describe())
        props = want.get("properties")
        if props:
            shown = [p.strip() for p in mine[0][4].split(",")]
            if shown and shown[-1] == "...":
                shown = shown[:-1]
            check(mine[0][2] == len(props) and
                  shown == props[:len(shown)], "%s: properties %d %s, "
                  "the program set %s" % (cls, mine[0][2], shown, props),
                  r.describe())


def instances(run, cls):
    r = run("::findjsobjects -c %s | ::findjsobjects | ::jsprint" % cls)
    out = []
    for text in split_objects(r.out):
        if not re.search(r'^    "id": ', text, re.M):
            continue        # the prototype: { constructor: ... }
        v = jsprint_value(text)
        if isinstance(v, dict) and "id" in v:
            out.append(v)
    return sorted(out, key=lambda v: v["id"]), r


def t_jsprint(run, truth, prog):
    if prog == "demo.js":
        got, r = instances(run, "JsmdbWidget")
        want = [dict(w) for w in truth["widgets"]]
        check(got == want, "the JsmdbWidget instances print as %s, the "
              "program made %s" % (got, want), r.describe())
        got, r = instances(run, "JsmdbGadget")
        check([(g["id"], g["gadgetSerial"], g["label"]) for g in got] ==
              [(g["id"], g["gadgetSerial"], "jsmdb-gadget")
               for g in truth["gadgets"]],
              "the JsmdbGadget instances differ", r.describe())
        r = run("::findjsobjects -p nested | ::findjsobjects | ::jsprint")
        objs = [jsprint_value(t) for t in split_objects(r.out)
                if "function " not in t]
        check(truth["config"] in objs, "config does not print as %s" %
              json.dumps(truth["config"]), r.describe())
    else:
        n = truth["classes"]["JsmdbLiveWidget"]["count"]
        got, r = instances(run, "JsmdbLiveWidget")
        check([(w["id"], w["label"], w["weight"]) for w in got] ==
              [(i, LIVE_LABEL, i + 0.25) for i in range(n)],
              "the JsmdbLiveWidget instances differ", r.describe())


def t_nodebuffer(run, truth, prog):
    prop, only = HOLDER[prog]
    r = run("::findjsobjects -p %s | ::findjsobjects | "
            "::jsprint -a -d 0 %s" % (only, prop))
    bufs = [ln.split(":")[0].strip() for ln in r.out.splitlines()
            if re.match(r"^\s*[0-9a-f]+: <Buffer", ln)]
    check(len(bufs) == 1, "%d Buffers held as .%s, expected 1" % (
        len(bufs), prop), r.describe())
    want = truth["buffer"]
    data = want.get("hex") or want["text"].encode("utf-8").hex()
    n = want["length"]
    r = run("%s::nodebuffer -a" % bufs[0])
    f = r.out.split()
    check(len(f) == 2 and int(f[1]) == n, "::nodebuffer -a: length is not "
          "%d" % n, r.describe())
    base = int(f[0], 16)
    r = run("%s::nodebuffer | ::eval \".,0t%d::dump\"" % (bufs[0], n))
    got = parse_dump(r.out)
    bytes_ = bytes(got.get(base + i, -1) & 0xff for i in range(n))
    check(all(base + i in got for i in range(n)) and bytes_.hex() == data,
          "the bytes at %x are not the program's %r" % (base, data),
          r.describe())
    r = run("%s::jsprint -s" % bufs[0])
    hexes = " ".join(data[i:i + 2] for i in range(0, len(data), 2))
    check(r.out.strip().endswith("<Buffer %s>" % hexes),
          "::jsprint -s does not print the bytes", r.describe())


class _RunCore:
    """A stand-in core for test_demo_leak's checks: its run_cmd runs
    jsmdb the caller's way."""

    def __init__(self, run, truth):
        self.run = run
        self.truth = truth


def js_checks(prefix, run, truth):
    """Runs the checks as tests named PREFIX/js-...; run(cmd) runs
    jsmdb -e CMD on the core and returns a corpuslib.Run."""
    prog = truth.get("program")
    if prog not in DEPTHS:
        return
    run_test("%s/js-jsstack" % prefix, t_jsstack, run, truth, prog)
    run_test("%s/js-census" % prefix, t_census, run, truth)
    run_test("%s/js-jsprint" % prefix, t_jsprint, run, truth, prog)
    run_test("%s/js-nodebuffer" % prefix, t_nodebuffer, run, truth, prog)
    leak = truth.get("leak")
    if leak is None:
        return
    core = _RunCore(run, truth)
    for name, fn in (("census", test_demo_leak.t_census),
                     ("members", test_demo_leak.t_members),
                     ("holder", test_demo_leak.t_holder),
                     ("refs", test_demo_leak.t_refs),
                     ("body", test_demo_leak.t_body)):
        run_test("%s/js-leak-%s" % (prefix, name), fn, core, leak)
