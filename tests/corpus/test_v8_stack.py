#!/usr/bin/env python3
"""test_v8_stack.py: corpus tests of ::jsstack, ::jsframe, the jsframe walker and
the function dcmds (::jsfunction, ::jssource, ::jsclosure ...) on cores of
corpora/node/stack.js.

Usage:
    tests/corpus/test_v8_stack.py [COREDIR...]

A COREDIR holds `core` and the `truth.json` stack.js wrote beside it; the
node binary is meta.json's "exe" when corpora/make-cores.sh made the core,
else truth.json's "execPath".  With no COREDIR, every core named stack-node*
that `corpora/make-cores.sh --list` knows is tested.

Prints "PASS  CORE/test" or "FAIL  CORE/test: reason" with indented
detail (corpuslib's format, which tests/run-tests.sh counts); exits 1 when
anything failed.

Every expectation comes from the program's own account of itself
(Error.stack, its arguments as JSON, Function.prototype.toString()), never
from jsmdb's output.  Environment: JSMDB (the binary, default
build/jsmdb), JSMDB_TIMEOUT (seconds per jsmdb run, default 120).
"""
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib as cl  # noqa: E402

# The reporting harness is corpuslib's; the names below are the ones this
# file's tests use.
ROOT, JSMDB, TIMEOUT = cl.ROOT, cl.JSMDB, cl.TIMEOUT
Fail = cl.TestFailure
check = cl.check


# ---- the core and jsmdb ----

class Core:
    def __init__(self, directory):
        self.dir = os.path.abspath(directory)
        self.name = os.path.basename(self.dir.rstrip("/"))
        self.path = os.path.join(self.dir, "core")
        with open(os.path.join(self.dir, "truth.json")) as f:
            self.truth = json.load(f)
        exe = None
        meta = os.path.join(self.dir, "meta.json")
        if os.path.exists(meta):
            with open(meta) as f:
                exe = json.load(f).get("exe")
        if not exe:
            exe = self.truth.get("execPath")
        self.exe = exe if exe and os.path.exists(exe) else None
        self._cache = {}


class Run:
    def __init__(self, cmd, rc, out, err):
        self.cmd, self.rc, self.out, self.err = cmd, rc, out, err

    def errlines(self):
        """stderr without the V8 module's configuration banner"""
        return [ln for ln in self.err.splitlines()
                if ln.strip() and not ln.startswith("V8 version:")]

    def describe(self):
        return "$ jsmdb -e '%s'\n[exit %s]\n--- stdout\n%s--- stderr\n%s" % (
            self.cmd, self.rc, self.out, self.err)


def jsmdb(core, cmd, cache=True):
    if cache and cmd in core._cache:
        return core._cache[cmd]
    check(os.access(JSMDB, os.X_OK), "%s is not built" % JSMDB)
    argv = [JSMDB, "-e", cmd]
    if core.exe:
        argv.append(core.exe)
    argv.append(core.path)
    try:
        p = subprocess.run(argv, input="", capture_output=True, text=True,
                           errors="replace", timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        raise Fail("jsmdb hung (> %ss): %s" % (TIMEOUT, cmd))
    r = Run(cmd, p.returncode, p.stdout, p.stderr)
    if r.rc < 0:
        raise Fail("jsmdb killed by signal %d" % -r.rc, r.describe())
    if re.search(r"Sanitizer|runtime error:", r.err):
        raise Fail("sanitizer report", r.describe())
    if cache:
        core._cache[cmd] = r
    return r


# ---- parsing jsmdb's output ----

def parse_jsstack(text):
    """::jsstack [-v] output -> list of frames (dicts) in order; native and
    elided lines become {"kind": "native"} / {"kind": "elided"}."""
    frames = []
    cur = None
    for ln in text.splitlines():
        if ln.startswith("js:"):
            cur = {"kind": "js", "name": ln[3:].strip(), "args": {},
                   "lines": []}
            frames.append(cur)
            continue
        if ln.startswith("native:"):
            frames.append({"kind": "native", "name": ln[7:].strip()})
            cur = None
            continue
        m = re.match(r"^\s+\((\d+) internal frames? elided\)$", ln)
        if m:
            frames.append({"kind": "elided", "n": int(m.group(1))})
            cur = None
            continue
        if cur is None:
            continue
        m = re.match(r"^\s+(file|posn): (.*)$", ln)
        if m:
            cur[m.group(1)] = m.group(2)
            continue
        m = re.match(r"^\s+(this|arg\d+): ([0-9a-fA-F]+) \((.*)\)$", ln)
        if m:
            cur["args"][m.group(1)] = (int(m.group(2), 16), m.group(3))
            continue
        m = re.match(r"^\s+(\d+) (.*)$", ln)
        if m:
            cur["lines"].append((int(m.group(1)), m.group(2)))
    return frames


def js_frames(text):
    return [f for f in parse_jsstack(text) if f["kind"] == "js"]


def source_lines(text):
    """::jssource output -> [(lineno, text)]"""
    out = []
    for ln in text.splitlines():
        m = re.match(r"^\s*(\d+) (.*)$", ln)
        if m:
            out.append((int(m.group(1)), m.group(2)))
        else:
            m = re.match(r"^\s*(\d+)$", ln)
            if m:
                out.append((int(m.group(1)), ""))
    return out


def jsprint_value(text):
    """::jsprint output (mdb_v8 style) -> a Python value: JSON with
    trailing commas, `undefined`, and `ADDR: ` prefixes (-a) removed."""
    body = "\n".join(ln for ln in text.splitlines()
                     if not ln.startswith("V8 version:")).strip()
    if body == "undefined":
        return Undefined
    body = re.sub(r",(\s*[}\]])", r"\1", body)
    body = re.sub(r"(?<![\w\"])undefined(?![\w\"])", "null", body)
    return json.loads(body)


class _Undefined:
    def __repr__(self):
        return "undefined"


Undefined = _Undefined()


# ---- names: Error.stack against ::jsstack ----

def stack_name_matches(stackname, ours):
    """Does a ::jsstack name (mdb_v8 style: name, "<anonymous> (as X)" or
    "<anonymous>") stand for the Error.stack frame name stackname?"""
    m = re.match(r"^<anonymous>(?: \(as (.*)\))?$", ours)
    cand = (m.group(1) or "") if m else ours
    if stackname is None:
        return cand == "" or ours.startswith("<anonymous>")
    s = re.sub(r"^new ", "", stackname)
    s = re.sub(r" \[as [^\]]*\]$", "", s)
    if s.endswith("<anonymous>"):
        return cand == "" or s == cand
    if cand == "":
        return False
    if cand == s or s.endswith("." + cand):
        return True
    # Error.stack names the receiver's type ("Object..js") where V8 kept
    # the whole inferred name ("Module._extensions..js")
    last = s[s.index(".") + 1:] if "." in s else s
    return cand.endswith("." + last) or cand.endswith(last) and \
        last.startswith(".")


def truth_index(core, key):
    """Index in truth frames of the chain function `key`."""
    for i, f in enumerate(core.truth["frames"]):
        n = f.get("name")
        if n is None:
            continue
        n = re.sub(r"^new ", "", n)
        if n == key or n.endswith("." + key):
            return i
    return None


def stack_frames(core):
    r = jsmdb(core, "::jsstack -v -n 0")
    check(r.rc == 0, "::jsstack -v exited %d" % r.rc, r.describe())
    return r, js_frames(r.out)


def frame_for(core, key):
    """(our frame, truth frame index) of chain function key; requires the
    frame lists to line up (t_names checks that)."""
    r, frames = stack_frames(core)
    i = truth_index(core, key)
    check(i is not None, "truth has no frame for %s" % key)
    check(len(frames) == len(core.truth["frames"]),
          "::jsstack has %d JS frames, Error.stack %d" % (
              len(frames), len(core.truth["frames"])), r.describe())
    return frames[i], i


def func_addrs(core):
    """One entry per JS frame of ::jsstack -a, as Error.stack lists them:
    the JSFunction's address, or None for a function inlined into an
    optimized frame (which has only a SharedFunctionInfo)"""
    r = jsmdb(core, "::jsstack -a")
    check(r.rc == 0, "::jsstack -a exited %d" % r.rc, r.describe())
    out = []
    for ln in r.out.splitlines():
        m = re.search(r" \(JSFunction: ([0-9a-fA-F]+)\)$", ln)
        if m:
            out.append(int(m.group(1), 16))
        elif re.search(r" \(inlined, SharedFunctionInfo: [0-9a-fA-F]+\)$",
                       ln):
            out.append(None)
    return out, r


def frame_tier(core, key):
    """The tier of a chain function's frame, as the program saw it
    (%GetOptimizationStatus): interpreted, baseline, maglev, turbofan, or
    inlined (on the stack with no frame of its own); None if unknown."""
    return core.truth["functions"].get(key, {}).get("frameTier")


def inlined_indexes(core):
    """Indexes into the truth frames of the chain functions that run
    inlined into their caller's optimized code"""
    return sorted(truth_index(core, k) for k in core.truth["chain"]
                  if frame_tier(core, k) == "inlined")


def physical_index(core, i):
    """Index among the physical frames (::walk jsframe) of truth frame i"""
    return i - len([j for j in inlined_indexes(core) if j < i])


# ---- the tests ----

def t_names(core):
    r = jsmdb(core, "::jsstack")
    check(r.rc == 0, "::jsstack exited %d" % r.rc, r.describe())
    ours = [f["name"] for f in js_frames(r.out)]
    want = [f.get("name") for f in core.truth["frames"]]
    chain = set(truth_index(core, k) for k in core.truth["chain"])
    lines, ok = [], len(ours) == len(want)
    for i in range(max(len(ours), len(want))):
        o = ours[i] if i < len(ours) else "<missing>"
        w = want[i] if i < len(want) else "<missing>"
        good = i < len(ours) and i < len(want) and stack_name_matches(w, o)
        # Outside the program's own chain, Error.stack may name a method
        # from its receiver ("Module._compile": the type, then the
        # property holding the function), which the function itself does
        # not carry (Node.js's snapshot drops inferred names).
        if not good and i not in chain and o == "<anonymous>" and \
                w is not None and re.match(r"^[\w$]+\.", w):
            good = True
        ok = ok and good
        lines.append("#%-2d %-4s Error.stack %-45s jsstack %s" % (
            i, "ok" if good else "DIFF", w, o))
    check(ok, "JS frames differ from the program's Error.stack",
          "\n".join(lines) + "\n" + r.describe())


def t_shape(core):
    r = jsmdb(core, "::jsstack")
    frames = parse_jsstack(r.out)
    kinds = [f["kind"] for f in frames]
    check(kinds and kinds[0] == "native",
          "the innermost frame is not native (libc's abort)", r.describe())
    check("js" in kinds, "no JS frame", r.describe())
    first_js = kinds.index("js")
    last_js = len(kinds) - 1 - kinds[::-1].index("js")
    check("native" in kinds[last_js:],
          "no native frame below the JS frames (the entry from C++)",
          r.describe())
    check("elided" in kinds, "no internal frame elided", r.describe())
    names = [f["name"] for f in frames if f["kind"] == "native"]
    check(any("Abort" in n for n in names[:first_js + 1] if n),
          "node::Abort not among the native frames above the JS ones",
          r.describe())


def t_all(core):
    r = jsmdb(core, "::jsstack -a")
    check(r.rc == 0, "::jsstack -a exited %d" % r.rc, r.describe())
    typed = re.findall(r"^[0-9a-f]+ \S+ <(\w+)>$", r.out, re.M)
    js = re.findall(r"^([0-9a-f]+) \S+ (.*) \(JSFunction: [0-9a-f]+\)$",
                    r.out, re.M)
    inl = re.findall(r"^([0-9a-f]+) \S+ (.*) \(inlined, "
                     r"SharedFunctionInfo: [0-9a-f]+\)$", r.out, re.M)
    check("EntryFrame" in typed, "no <EntryFrame> in ::jsstack -a",
          r.describe())
    check(any(t.endswith("ExitFrame") for t in typed),
          "no exit frame in ::jsstack -a", r.describe())
    check(any("Construct" in t for t in typed),
          "no construct frame (new Widget) in ::jsstack -a", r.describe())
    check(len(js) + len(inl) == len(core.truth["frames"]),
          "%d JS frames in ::jsstack -a, Error.stack has %d" % (
              len(js) + len(inl), len(core.truth["frames"])), r.describe())
    check(len(inl) == len(inlined_indexes(core)),
          "%d inlined frames in ::jsstack -a, the program had %d" % (
              len(inl), len(inlined_indexes(core))), r.describe())
    fps = [int(fp, 16) for fp, _ in js]
    check(fps == sorted(fps) and len(set(fps)) == len(fps),
          "JS frame pointers do not increase", r.describe())
    # an inlined function shares the frame of the function it is in
    check(all(int(fp, 16) in fps for fp, _ in inl),
          "an inlined frame's FP is no JS frame's", r.describe())


def value_matches(desc, text, kind):
    """Does ::jsprint's text (and the -v kind) show the value the program
    recorded (describe() in stack.js)?"""
    t = desc["type"]
    if t == "undefined":
        return text.strip() == "undefined"
    if t == "function":
        return ("JSFunction: %s" % desc.get("name")) in kind
    try:
        v = jsprint_value(text)
    except ValueError:
        return False
    if t == "number":
        return isinstance(v, (int, float)) and \
            not isinstance(v, bool) and float(v) == float(desc["json"])
    if t == "object" and desc.get("constructor") not in (None, "Object",
                                                         "Array"):
        if ("JSObject: %s" % desc["constructor"]) not in kind:
            return False
    return v == desc["json"]


def t_args(core):
    bad, checked = [], 0
    for key in core.truth["chain"]:
        fn = core.truth["functions"][key]
        if "args" not in fn:
            continue
        fr, _ = frame_for(core, key)
        nshown = len([a for a in fr["args"] if a.startswith("arg")])
        if nshown < fn["argc"]:
            bad.append("%s: %d arguments shown, the program had %d" % (
                key, nshown, fn["argc"]))
            continue
        for i in range(nshown):
            name = "arg%d" % (i + 1)
            if name not in fr["args"]:
                bad.append("%s: no %s" % (key, name))
                continue
            addr, kind = fr["args"][name]
            want = fn["args"][i] if i < fn["argc"] else \
                {"type": "undefined"}
            r = jsmdb(core, "%x::jsprint" % addr)
            checked += 1
            if not value_matches(want, r.out, kind):
                bad.append("%s %s: %x (%s) prints %r, the program had %s"
                           % (key, name, addr, kind, r.out.strip()[:200],
                              json.dumps(want)))
        # the receiver: its kind, by constructor
        this = fn.get("this", {})
        if "this" not in fr["args"]:
            bad.append("%s: no this" % key)
            continue
        _, kind = fr["args"]["this"]
        if this.get("type") == "undefined" and "undefined" not in kind:
            bad.append("%s: this is %s, the program had undefined" % (
                key, kind))
        if this.get("type") == "object" and \
                ("JSObject: %s" % this.get("constructor")) not in kind:
            bad.append("%s: this is %s, the program had a %s" % (
                key, kind, this.get("constructor")))
    check(checked > 0, "no argument checked")
    check(not bad, "%d argument(s) differ" % len(bad), "\n".join(bad))


POSN_RE = re.compile(r"^line (\d+)( \(definition\))?$")


def t_posn(core):
    """posn is the line each JS frame is at, whatever its tier, as the
    program's own Error.stack has it: interpreted frames from their
    bytecode offset, baseline ones from the pc through the baseline code's
    bytecode offset table, optimized ones (TurboFan, Maglev) from the pc
    through the code's source position table, functions inlined into an
    optimized frame from its inlining positions."""
    r, frames = stack_frames(core)
    tf = core.truth["frames"]
    check(len(frames) == len(tf), "frame counts differ", r.describe())
    tiers = {}
    for key in core.truth["chain"]:
        tiers[truth_index(core, key)] = frame_tier(core, key)
    bad, seen = [], {}
    for i, (ours, want) in enumerate(zip(frames, tf)):
        if want.get("line") is None:
            continue
        tier = tiers.get(i) or "?"
        seen[tier] = seen.get(tier, 0) + 1
        p = ours.get("posn")
        m = POSN_RE.match(p or "")
        if m is None:
            bad.append("#%d %s (%s): posn %r, Error.stack line %d" % (
                i, ours["name"], tier, p, want["line"]))
        elif m.group(2) is not None:
            bad.append("#%d %s (%s): posn %s, only the definition; "
                       "Error.stack line %d" % (i, ours["name"], tier, p,
                                                want["line"]))
        elif int(m.group(1)) != want["line"]:
            bad.append("#%d %s (%s): posn line %s, Error.stack line %d" % (
                i, ours["name"], tier, m.group(1), want["line"]))
    check(not bad, "%d position(s) wrong" % len(bad),
          "\n".join(bad) + "\n" + r.describe())
    # every tier the program meant to reach had its line checked
    for key in core.truth["chain"]:
        t = frame_tier(core, key)
        check(t is None or seen.get(t, 0) > 0,
              "no %s frame checked (%s)" % (t, key))


def t_posn_prop(core):
    """::jsstack -p posn, and ::jsframe -p posn on each physical frame,
    give the lines of Error.stack"""
    tf = core.truth["frames"]
    want = ["line %d" % f["line"] if f.get("line") is not None else None
            for f in tf]
    r = jsmdb(core, "::jsstack -p posn")
    check(r.rc == 0, "::jsstack -p posn exited %d" % r.rc, r.describe())
    got = posn_lines(r.out)
    # where Error.stack gives no line ("Array.forEach (native)"), jsmdb
    # may know one (V8 5.1's builtins are JavaScript with a script)
    check(len(got) == len(want) and
          all(w is None or g == w for g, w in zip(got, want)),
          "::jsstack -p posn differs from Error.stack",
          "Error.stack: %s\n" % want + r.describe())
    # each physical frame: the lines of its inlined functions, then its own
    fps = [int(x, 16) for x in jsmdb(core, "::walk jsframe").out.split()]
    inl = inlined_indexes(core)
    check(len(fps) == len(tf) - len(inl), "%d frames walked, %d expected" %
          (len(fps), len(tf) - len(inl)))
    bad, pending = [], []
    for i, f in enumerate(tf):
        pending.append("line %d" % f["line"] if f.get("line") is not None
                       else None)
        if i in inl:
            continue
        r1 = jsmdb(core, "%x::jsframe -p posn" % fps[physical_index(
            core, i)])
        # (a builtin, with no script, has an "unknown position")
        got = posn_lines(r1.out)
        want = pending
        if len(got) != len(want) or \
                any(w is not None and g != w for g, w in zip(got, want)):
            bad.append("#%d %s: want %s\n%s" % (i, f.get("name"), want,
                                                r1.describe()))
        pending = []
    check(not bad, "%d frame(s) wrong" % len(bad), "\n".join(bad))


def posn_lines(text):
    """the posn lines of ::jsstack/::jsframe -p posn, one per frame"""
    return [ln for ln in text.splitlines()
            if ln.startswith("line ") or ln == "unknown position"]


def t_inlined(core):
    """A function inlined into an optimized frame is shown as a frame of
    its own, above the frame it is inlined into, as in Error.stack"""
    idx = inlined_indexes(core)
    if core.truth["functions"].get("hotLoop", {}).get("frameTier") is None:
        raise Fail("the program ran without natives syntax: no tiers")
    check(idx, "the program had no inlined function on the stack")
    r, frames = stack_frames(core)
    check(len(frames) == len(core.truth["frames"]), "frame counts differ",
          r.describe())
    tf = core.truth["frames"]
    for i in idx:
        outer = frames[i + 1]["name"]
        check(stack_name_matches(tf[i]["name"], frames[i]["name"]),
              "frame #%d is %s, Error.stack has %s" % (
                  i, frames[i]["name"], tf[i]["name"]), r.describe())
        check(re.search(r"^\s+inlined into: %s " % re.escape(outer),
                        frames_text(r.out, i), re.M),
              "frame #%d (%s) does not say it is inlined into %s" % (
                  i, frames[i]["name"], outer), r.describe())


def frames_text(text, n):
    """The lines of ::jsstack -v output for JS frame n: its js: line and
    the detail lines under it"""
    out, k = [], -1
    for ln in text.splitlines():
        if ln.startswith("js:"):
            k += 1
        elif not ln.startswith(" ") or re.match(r"^\s+\(\d+ internal", ln):
            k = k + 0.5 if k == n else k    # a native or elided line
        if k == n:
            out.append(ln)
    return "\n".join(out)


def t_jssource(core):
    addrs, r = func_addrs(core)
    check(len(addrs) == len(core.truth["frames"]),
          "JSFunction count differs from Error.stack", r.describe())
    bad, checked = [], 0
    for key in core.truth["chain"]:
        fn = core.truth["functions"][key]
        if "lines" not in fn:
            continue
        i = truth_index(core, key)
        addr = addrs[i]
        if addr is None:        # inlined: no JSFunction of its own
            continue
        r0 = jsmdb(core, "%x::jssource -n 0" % addr)
        got = source_lines(r0.out)
        want = list(zip(range(fn["startLine"], fn["endLine"] + 1),
                        fn["lines"]))
        checked += 1
        if got != want:
            bad.append("%s (%x): ::jssource -n 0 gave lines %s, the "
                       "function is lines %d-%d\n%s" % (
                           key, addr, "%d-%d" % (got[0][0], got[-1][0])
                           if got else "none", fn["startLine"],
                           fn["endLine"], r0.describe()))
            continue
        r5 = jsmdb(core, "%x::jssource" % addr)
        got5 = [n for n, _ in source_lines(r5.out)]
        lo = max(1, fn["startLine"] - 5)
        if not got5 or got5[0] != lo or \
                not set(range(fn["startLine"], fn["endLine"] + 1)) <= \
                set(got5):
            bad.append("%s: ::jssource (5 lines of context) gave %s" % (
                key, got5[:3] + ["..."] + got5[-3:]))
    check(checked > 0, "no function checked")
    check(not bad, "%d function(s) wrong" % len(bad), "\n".join(bad))


def t_jsfunction(core):
    addrs, r = func_addrs(core)
    bad = []
    script = core.truth["script"]
    for key in core.truth["chain"]:
        fn = core.truth["functions"][key]
        if "startLine" not in fn:
            continue
        addr = addrs[truth_index(core, key)]
        if addr is None:        # inlined: no JSFunction of its own
            continue
        r1 = jsmdb(core, "%x::jsfunction" % addr)
        want_def = "defined at %s line %d" % (script, fn["startLine"])
        m = re.search(r"^function: (.*)$", r1.out, re.M)
        if m is None or not stack_name_matches(key, m.group(1)):
            bad.append("%s: %s" % (key, r1.describe()))
        elif want_def not in r1.out:
            bad.append("%s: not '%s'\n%s" % (key, want_def, r1.describe()))
        elif not re.search(r"^shared function info: [0-9a-f]+$", r1.out,
                           re.M) or \
                not re.search(r"^context: [0-9a-f]+$", r1.out, re.M):
            bad.append("%s: no SFI or context\n%s" % (key, r1.describe()))
    check(not bad, "%d function(s) wrong" % len(bad), "\n".join(bad))


def t_jsclosure(core):
    c = core.truth["closure"]
    fr, _ = frame_for(core, "finalStep")
    arg = "arg%d" % c["argument"]
    check(arg in fr["args"], "finalStep has no %s" % arg)
    addr, kind = fr["args"][arg]
    check("JSFunction: %s" % c["function"] in kind,
          "%s of finalStep is %s, not %s" % (arg, kind, c["function"]))
    r = jsmdb(core, "%x::jsclosure" % addr)
    check(r.rc == 0, "::jsclosure exited %d" % r.rc, r.describe())
    # the closure's own context comes first
    first = r.out.split("(outer)")[0]
    for name, value in c["variables"].items():
        pat = r'^\s+"%s": (?:[0-9a-f]+: )?%s$' % (
            re.escape(name), re.escape(json.dumps(value)))
        check(re.search(pat, first, re.M),
              "%s = %s not in the closure's context" % (
                  name, json.dumps(value)), r.describe())


def t_walker(core):
    r = jsmdb(core, "::walk jsframe")
    check(r.rc == 0, "::walk jsframe exited %d" % r.rc, r.describe())
    fps = [int(x, 16) for x in r.out.split()]
    # (functions inlined into an optimized frame have no frame to walk)
    nphys = len(core.truth["frames"]) - len(inlined_indexes(core))
    check(len(fps) == nphys,
          "%d frames walked, Error.stack has %d with a frame of their own"
          % (len(fps), nphys), r.describe())
    r2 = jsmdb(core, "::walk jsframe | ::jsframe")
    names = [f["name"] for f in js_frames(r2.out)]
    r3 = jsmdb(core, "::jsstack")
    check(names == [f["name"] for f in js_frames(r3.out)],
          "::walk jsframe | ::jsframe differs from ::jsstack",
          r2.describe() + r3.describe())
    # one frame, verbose, and one property
    fr, i = frame_for(core, "finalStep")
    i = physical_index(core, i)
    r4 = jsmdb(core, "%x::jsframe -v -n 0" % fps[i])
    one = js_frames(r4.out)
    check(len(one) == 1 and one[0]["name"] == fr["name"] and
          one[0]["args"] == fr["args"],
          "%x::jsframe -v differs from ::jsstack -v" % fps[i],
          r4.describe())
    r5 = jsmdb(core, "%x::jsframe -p arg1" % fps[i])
    check(r5.out.strip() == "%x" % fr["args"]["arg1"][0],
          "::jsframe -p arg1 is not arg1", r5.describe())
    r6 = jsmdb(core, "::jsstack -f finalStep -p arg2")
    check(r6.out.strip() == "%x" % fr["args"]["arg2"][0],
          "::jsstack -f finalStep -p arg2 is not arg2", r6.describe())


def t_source_context(core):
    r = jsmdb(core, "::jsstack -v -f finalStep")
    fr = js_frames(r.out)
    check(len(fr) == 1, "::jsstack -f finalStep shows %d frames" % len(fr),
          r.describe())
    lines = fr[0]["lines"]
    m = re.match(r"^line (\d+)", fr[0].get("posn", ""))
    check(m is not None, "no posn", r.describe())
    n = int(m.group(1))
    src = open(core.truth["script"]).read().split("\n") \
        if os.path.exists(core.truth["script"]) else None
    check([ln for ln, _ in lines] == list(range(max(1, n - 5), n + 6)),
          "source lines around line %d: %s" % (n, [ln for ln, _ in lines]),
          r.describe())
    if src is not None:
        for ln, text in lines:
            check(text == src[ln - 1], "line %d differs from the file" % ln,
                  r.describe())


def t_tiers(core):
    """The core exercises what it should: each function of the chain ran
    in the tier the program meant for it (interpreted, baseline, Maglev
    where V8 has it, TurboFan, inlined into an optimized caller), as the
    program's own %GetOptimizationStatus saw its frame."""
    fns = core.truth["functions"]
    if fns["hotLoop"].get("tier") is None:
        raise Fail("the program ran without natives syntax: no tiers")
    check("frameTier" in fns["hotLoop"],
          "truth.json predates frame tiers: rebuild the core "
          "(corpora/make-cores.sh)")
    bad = []
    for key in core.truth["chain"]:
        fn = fns[key]
        if fn.get("frameTier") != fn.get("intended"):
            bad.append("%s: its frame is %s, meant to be %s (status %s)" % (
                key, fn.get("frameTier"), fn.get("intended"),
                fn.get("status")))
    check(not bad, "%d function(s) not in their tier" % len(bad),
          "\n".join(bad))
    want = {"interpreted", "turbofan", "inlined"}
    if core.truth.get("baseline", True):
        want.add("baseline")
    if core.truth.get("maglev"):
        want.add("maglev")
    got = set(fn.get("frameTier") for fn in fns.values())
    check(want <= got, "tiers not exercised: %s" % sorted(want - got))


def t_bad_addresses(core):
    fr, _ = frame_for(core, "finalStep")
    obj = fr["args"]["arg3"][0]          # a plain object
    fps = [int(x, 16) for x in jsmdb(core, "::walk jsframe").out.split()]
    cmds = ["0x10::jsframe", "0x10::jsframe -v", "0x10::jsstack",
            "0x10::jssource", "0x10::jsfunction", "0x10::jsclosure",
            "0x10::v8function", "0x10::v8scopeinfo", "0x10::v8context",
            "%x::jsframe" % (obj + 0xf),          # inside an object
            "%x::jsframe" % (fps[0] + 4),         # misaligned stack address
            "%x::jsfunction" % obj,               # not a function
            "%x::jssource" % obj,
            "%x::jsclosure" % obj,
            "%x::v8scopeinfo" % obj,
            "%x::v8context" % obj,
            "ffffffffffffff00::jsframe",
            "0::jsframe",
            "%x::jsframe" % (fps[0] + 8),         # a return address slot
            "%x::jsstack" % (fps[0] + 8),
            "::jsstack -p bogus",                 # not a frame property
            "%x::jsframe -p arg1x" % fps[0]]
    bad = []
    for cmd in cmds:
        r = jsmdb(core, cmd)
        errs = r.errlines()
        if len(errs) != 1 or r.out.strip() != "" or r.rc == 0:
            bad.append(r.describe())
    check(not bad, "%d bad address(es) not met with a one-line error" %
          len(bad), "\n".join(bad))


def t_undecoded(core):
    """V8 < 6 (Crankshaft): when an optimized frame's deoptimization data
    does not read (here: ::v8field points Code's deoptimization_data at
    its int instruction size), the functions inlined into it are not
    dropped unsaid: the frame says they are not decoded, and its line is
    not claimed to be the current one."""
    if int(core.truth.get("v8", "0").split(".")[0]) >= 6:
        return
    idx = inlined_indexes(core)
    check(idx, "the program had no inlined function on the stack")
    r0 = jsmdb(core, "::v8field Code instruction_size")
    m = re.search(r"at offset (\d+), type int", r0.out)
    check(m is not None, "no Code::instruction_size", r0.describe())
    r = jsmdb(core, "::v8field Code deoptimization_data %s; "
              "::jsstack -v -n 0" % m.group(1))
    text = r.out.splitlines()
    mark = "js:     <optimized frame: inlined functions not decoded>"
    names = [f["name"] for f in js_frames(r.out)]
    outer = core.truth["frames"][idx[-1] + 1]["name"]
    check(mark in text, "no '%s' line" % mark, r.describe())
    at = names.index(mark[8:])
    check(at + 1 < len(names) and stack_name_matches(outer, names[at + 1]),
          "the mark is not above %s" % outer, r.describe())
    inner = core.truth["frames"][idx[0]]["name"]
    check(not any(stack_name_matches(inner, n) for n in names),
          "%s shown though not decoded" % inner, r.describe())
    fr = js_frames(r.out)[at + 1]
    check(fr.get("posn", "").endswith("(definition)"),
          "%s's posn claims a current line: %s" % (outer, fr.get("posn")),
          r.describe())


def t_frametypes(core):
    r = jsmdb(core, "::v8frametypes")
    check(r.rc == 0, "::v8frametypes exited %d" % r.rc, r.describe())
    names = re.findall(r"^(\w+Frame)\s+\d+$", r.out, re.M)
    wants = ["EntryFrame", "ExitFrame", "ConstructFrame"]
    # V8 3.14's STACK_FRAME_TYPE_LIST has no stub frame (the Node.js
    # 0.10.48 binary's metadata: entry, entry construct, exit,
    # JavaScript, optimized, internal, construct, arguments adaptor)
    v8 = [int(x) for x in core.truth.get("v8", "0.0").split(".")[:2]]
    if v8 > [3, 14]:
        wants.append("StubFrame")
    # V8 3.28 has no interpreter, nor its frame type
    if int(core.truth.get("v8", "0").split(".")[0]) >= 5:
        wants.append("InterpretedFrame")
    # a V8 without a baseline compiler (before 9.1) has no such frame
    if core.truth.get("baseline", True):
        wants.append("BaselineFrame")
    for want in wants:
        check(want in names, "%s not listed" % want, r.describe())


def t_usage(core):
    r = jsmdb(core, "::jsframe")
    check(r.rc != 0 and len(r.errlines()) >= 1,
          "::jsframe without an address is not a usage error", r.describe())


def t_script_name(core):
    """A frame whose script's name does not read is said as not decoded
    (never "(unknown)"); a script V8 keeps with no name (undefined: eval
    and new Function code) is V8's own <anonymous>.  The name is moved
    with ::v8field onto another slot of the same Script: one holding a
    Smi (not a name, not undefined), then one holding undefined."""
    def recs(cmd):
        r = jsmdb(core, "::set -o json; " + cmd)
        return [json.loads(ln) for ln in r.out.splitlines()
                if ln.startswith("{")]
    fr = [x for x in recs("::jsstack -v") if x.get("kind") == "js" and
          x.get("shared_function_info") and x.get("script")]
    check(fr, "no JS frame with a script")
    fr = fr[0]
    sfs = [x for x in recs("%s::v8print" % fr["shared_function_info"])
           if x.get("record") == "field" and x["name"] in ("script",
                                                         "raw_script")]
    if not sfs:     # releases whose ::v8print names no script field
        return
    fields = [x for x in recs("%s::v8print" % sfs[0]["raw"])
              if x.get("record") == "field" and x.get("class") == "Script"]
    smi = [x for x in fields if x["kind"] == "smi"]
    undef = [x for x in fields if x["kind"] == "heap-object" and
             jsmdb(core, "%s::jsprint" % x["raw"]).out.strip() ==
             "undefined"]
    check(smi and undef, "no Smi and no undefined slot in Script %s" %
          sfs[0]["raw"])
    for slot, want, reason in (
            (smi[0], "<not decoded: the name of script %s could not be "
             "read>" % sfs[0]["raw"], "could not be read"),
            (undef[0], "<anonymous>", "has no name")):
        cmd = "::v8field Script name 0t%d; ::jsstack -v" % slot["offset"]
        r = jsmdb(core, cmd)
        blk = [f for f in js_frames(r.out) if f.get("name", "").startswith(
            fr["name"])]
        check(blk and blk[0].get("file") == want, "file of %s with the "
              "name at %d is %r, not %r" % (fr["name"], slot["offset"],
                                          blk and blk[0].get("file"), want),
              r.describe())
        check("(unknown)" not in r.out, "(unknown) printed", r.describe())
        j = [json.loads(ln) for ln in jsmdb(
            core, cmd.replace("; ", "; ::set -o json; ", 1)).out.splitlines()
            if ln.startswith("{")]
        j = [x for x in j if x.get("kind") == "js" and
             x.get("fp") == fr["fp"]]
        check(j and j[0]["script"] is None and
              reason in (j[0]["script_reason"] or ""),
              "JSON script %r, reason %r" % (j and j[0]["script"],
                                             j and j[0]["script_reason"]))


def core_cut_at(src, dst, addr):
    """Copies the ELF core src to dst with the bytes of the segment
    holding addr left out from addr on (its p_filesz cut there, as a
    dump stopped short leaves it); returns the core's word size, or None
    when no segment with file bytes holds addr.  ELF32 and ELF64."""
    import shutil
    import struct
    with open(src, "rb") as f:
        eh = f.read(64)
        if eh[4] == 2:
            phoff, = struct.unpack_from("<Q", eh, 32)
            phentsize, phnum = struct.unpack_from("<HH", eh, 54)
            fmt, at_vaddr, at_filesz, word = "<Q", 16, 32, 8
        else:
            phoff, = struct.unpack_from("<I", eh, 28)
            phentsize, phnum = struct.unpack_from("<HH", eh, 42)
            fmt, at_vaddr, at_filesz, word = "<I", 8, 16, 4
        f.seek(phoff)
        ph = f.read(phentsize * phnum)
    for i in range(phnum):
        base = i * phentsize
        ptype, = struct.unpack_from("<I", ph, base)
        vaddr, = struct.unpack_from(fmt, ph, base + at_vaddr)
        filesz, = struct.unpack_from(fmt, ph, base + at_filesz)
        if ptype == 1 and vaddr <= addr < vaddr + filesz:
            shutil.copyfile(src, dst)
            with open(dst, "r+b") as f:
                f.seek(phoff + base + at_filesz)
                f.write(struct.pack(fmt, addr - vaddr))
            return word
    return None


def t_args_not_in_core(core):
    """A frame whose arguments' stack slots the core lacks says so for
    each (this and every argument: "<not decoded: its stack slot ADDR is
    not in the core>"), where they were left out without a word.  The
    stack's segment is cut (as a dump stopped short leaves it) just above
    the innermost JavaScript frame's saved frame pointer and return
    address, so that frame is found and its receiver and arguments are
    not."""
    import tempfile
    first = core.truth["frames"][0]["name"]
    r = jsmdb(core, "::jsstack -a")
    m = re.search(r"^([0-9a-f]+) \S+ %s\b" % re.escape(first), r.out,
                  re.M)
    check(m is not None, "no frame of %s in ::jsstack -a" % first,
          r.describe())
    fp = int(m.group(1), 16)
    nargs = len([ln for ln in jsmdb(core, "::jsstack -v").out.split(
        "js:     ")[1].splitlines() if re.match(r"\s+arg\d+: ", ln)])
    check(nargs >= 1, "%s has no arguments in the whole core" % first)
    with tempfile.TemporaryDirectory() as tmp:
        short = os.path.join(tmp, "core")
        word = core_cut_at(core.path, short, fp)
        check(word is not None, "frame pointer %x is in no segment" % fp)
        # cut above the saved frame pointer and return address
        os.unlink(short)
        core_cut_at(core.path, short, fp + 2 * word)
        argv = [JSMDB, "-e", "::jsstack -v"] + \
            ([core.exe] if core.exe else []) + [short]
        p = subprocess.run(argv, input="", capture_output=True, text=True,
                           errors="replace", timeout=TIMEOUT)
    rr = Run("::jsstack -v (stack cut at %x)" % (fp + 2 * word),
             p.returncode, p.stdout, p.stderr)
    check(rr.rc >= 0 and not re.search(r"Sanitizer|runtime error:", rr.err),
          "jsmdb died", rr.describe())
    fr = [b for b in rr.out.split("js:     ")[1:]
          if b.startswith(first)]
    check(fr, "no %s frame on the cut core" % first, rr.describe())
    lines = fr[0].splitlines()
    want = ["this"] + ["arg%d" % i for i in range(1, nargs + 1)]
    for w in want:
        got = [ln.strip() for ln in lines if ln.strip().startswith(w + ":")]
        check(got and re.match(r"%s: <not decoded: its stack slot [0-9a-f]+ "
                               r"is not in the core>$" % w, got[0]),
              "%s of %s on the cut core: %r" % (w, first, got),
              rr.describe())


TESTS = [
    ("tiers", t_tiers),
    ("jsstack-names", t_names),
    ("jsstack-shape", t_shape),
    ("jsstack-a", t_all),
    ("jsstack-v-args", t_args),
    ("jsstack-v-posn", t_posn),
    ("jsstack-p-posn", t_posn_prop),
    ("jsstack-inlined", t_inlined),
    ("jsstack-v-source", t_source_context),
    ("jsframe-walker", t_walker),
    ("jssource", t_jssource),
    ("jsfunction", t_jsfunction),
    ("jsclosure", t_jsclosure),
    ("jsstack-undecoded", t_undecoded),
    ("args-not-in-core", t_args_not_in_core),
    ("script-name", t_script_name),
    ("v8frametypes", t_frametypes),
    ("bad-addresses", t_bad_addresses),
    ("usage", t_usage),
]


def listed_cores():
    try:
        out = subprocess.run([os.path.join(ROOT, "corpora", "make-cores.sh"),
                              "--list"], check=True, capture_output=True,
                             text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return []
    # kernel cores of the official x86-64 binaries (engine "node"); the
    # other kinds (qemu-arm64 ...) need -L ROOT: test_arm64 runs these
    # tests on them its own way
    return [f[1] for f in (ln.split() for ln in out.splitlines())
            if len(f) == 5 and f[0].startswith("stack-node") and
            f[2] == "node"]


def main(argv):
    if any(a in ("-h", "--help") for a in argv):
        print(__doc__)
        return
    dirs = list(argv) or listed_cores()
    if not dirs:
        cl.report_fail("v8_stack", "no core given and no stack-node* core "
                       "listed")
    for d in dirs:
        name = os.path.basename(os.path.abspath(d))
        if not os.path.exists(os.path.join(d, "core")) or \
                not os.path.exists(os.path.join(d, "truth.json")):
            cl.report_fail(name, "no core or truth.json in %s" % d)
            continue
        core = Core(d)
        for tname, fn in TESTS:
            cl.run_test("%s/%s" % (name, tname), fn, core)
    cl.finish()


if __name__ == "__main__":
    main(sys.argv[1:])
