#!/usr/bin/env python3
"""Corpus tests: llnode's own test suite (test/plugin of nodejs/llnode,
the lldb plugin for Node.js), translated.  corpora/node/llnode.js builds
the fixtures of test/fixtures/{frame,inspect,scan,stack,workqueue}-
scenario.js in one process; each check here is one of the assertions of
test/plugin/{frame,inspect,scan,stack,workqueue}-test.js (named by file
and line), run with jsmdb's equivalent of the lldb command: v8 bt ->
::jsstack [-av], v8 inspect -> ::jsprint, v8 source list -> ::jssource,
v8 findjsobjects -> ::findjsobjects, v8 findjsinstances C ->
::findjsobjects -c C | ::findjsobjects, v8 findrefs -> ::jsfindrefs,
v8 getactivehandles -> ::nodehandles, v8 getactiverequests ->
::noderequests.  The expectations come from the program's truth.json,
never from jsmdb's output; where jsmdb prints a fact in another format
than llnode, the check is of jsmdb's format of the same fact.

Left out, as they test lldb rather than a core:
  - usage-test.js (usage text of lldb commands), scan-test.js:27-36 and
    inspect-test.js:666-678 (lldb's expression errors for
    "invalid_expr"), the plugin's loading and lldb's version separator;
  - frame-test.js's `frame select` (jsmdb takes a function, not a
    selected frame: FUNC::jssource) and v8 source list -l 2 (lldb's
    line-count option of that listing);
  - frame-test.js:81-86 (the arguments adaptor frame: Node.js < 16 only)
    and :92-93 (fnInferredName's inferred name: Node.js < 12 only, as
    llnode itself skips them);
  - scan-test.js's paging of findjsinstances (-n 5, "Showing 1 to 5 of
    10", "..........": llnode's pager state; jsmdb prints every
    instance).
llnode's limits are decimal, mdb's numbers hex: --string-length 20 is
::jsprint -N 0t20, --array-length 10 is -n 0t10.
Node.js 0.10 - 26 run it (corpora/cores.list): Node.js 0.10, 0.12 and 4
run corpora/node/es5/llnode.js (its header says what it translates and
why: var for let and const, function expressions for arrows, no Symbol or
Promise on 0.10, Deflate._binding for _handle on 0.10), Node.js 6 and
later llnode.js itself.  On 0.10 - 6 an Error's captured, unformatted
stack is the raw frames messages.js formatted (v8/errstack.c), and
before Node.js 8 ::nodehandles and ::noderequests find the queues from
jsmdb's facts, not the nodedbg_ metadata (v8/nodehandles.c): the static
lists of 0.10, the Environment's of 0.12 - 6.
workqueue-test.js's getactiverequests is checked against every request
Node.js itself listed (process._getActiveRequests()) as the process
aborted, and no other: from Node.js 26 fs.readFile leaves no request in
flight (it opens, reads and closes in one thread-pool job), so the
fixture also keeps an fs.stat in flight.
"""
import datetime
import os
import re
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, run_cmd,  # noqa: E402
                       run_table_tests)


def lines_of(out):
    check(out == "" or out.endswith("\n"), "last line not ended", out)
    return out.split("\n")[:-1]


def js_frames(core):
    """::jsstack -a: (name, JSFunction address) of each JS frame, and
    the lines, in order."""
    r = run_cmd(core, "::jsstack -a")
    frames = []
    for ln in lines_of(r.out):
        m = re.search(r"^[0-9a-f]+ \S+ (.*) \(JSFunction: ([0-9a-f]+)\)$",
                      ln)
        if m:
            frames.append((m.group(1), m.group(2)))
    return r, frames


def verbose_frames(core):
    """::jsstack -v: one dict per JS frame: name, this, args (the
    described values)."""
    r = run_cmd(core, "::jsstack -v -n 0")
    out = []
    for ln in lines_of(r.out):
        if ln.startswith("js:"):
            out.append({"name": ln[3:].strip(), "args": []})
        elif out and re.match(r"^ +this: ", ln):
            out[-1]["this"] = ln.split(":", 1)[1].strip()
        elif out and re.match(r"^ +arg\d+: ", ln):
            out[-1]["args"].append(ln.split(":", 1)[1].strip())
        elif out and re.match(r"^ +file: ", ln):
            out[-1]["file"] = ln.split(":", 1)[1].strip()
    return r, out


def def_lines(core, name):
    """The lines ::jsfunctions gives as where functions NAME are
    defined."""
    r = run_cmd(core, "::jsfunctions -n %s" % name)
    found = [int(x) for x in re.findall(r" line (\d+)$", r.out, re.M)]
    check(found, "%s not found" % name, r.describe())
    return r, found


# ---- stack-test.js ----

def describe(v):
    """jsmdb's ::jsstack -v description of an argument (llnode: <Smi:
    1>, <Number: 1.23>, <String: ...>, <Object: Object>)."""
    if v is None:
        return r'[0-9a-f]+ \(Oddball: "null"\)'
    if isinstance(v, str):
        return r'[0-9a-f]+ \(\w*String: "%s"\)' % re.escape(v)
    if isinstance(v, dict):
        return r"[0-9a-f]+ \(JSObject: Object\)"
    if isinstance(v, float) and v != int(v):
        return r"[0-9a-f]+ \(HeapNumber: value=%s\)" % re.escape(repr(v))
    return r"[0-9a-f]+ \(SMI: value=%d\)" % v


def t_stack(core, truth):
    """stack-test.js:16-52: method(this=Class, "method args", 1.23,
    null), third("third args", 1, Object), second("second args", 1),
    first, in that order, each in the fixture's file at the line the
    function is defined (llnode printed file:line:column of the
    definition; jsmdb's ::jsstack -v gives the file, ::jsfunctions the
    definition line)."""
    r, frames = verbose_frames(core)
    want = truth["stack"]["frames"]
    names = [f["name"] for f in frames]
    i = next((k for k in range(len(names)) if
              names[k:k + len(want)] == [w["name"] for w in want]), None)
    check(i is not None, "frames %s not in order" % [w["name"]
                                                    for w in want],
          r.describe())
    for f, w in zip(frames[i:], want):
        check(f["file"].endswith("/" + truth["program"]),
              "%s: not in the program" % w["name"], r.describe())
        if "klass" in w:
            check(f["this"].endswith("(JSObject: %s)" % w["klass"]),
                  "%s: this not a %s" % (w["name"], w["klass"]),
                  r.describe())
        check(len(f["args"]) >= len(w["args"]), "%s: arguments missing" %
              w["name"], r.describe())
        for a, v in zip(f["args"], w["args"]):
            check(re.match("^%s$" % describe(v), a), "%s: argument %s" % (
                w["name"], a), r.describe())
    for w in want:
        r, found = def_lines(core, w["name"])
        check(w["at"]["line"] in found, "no %s defined at line %d" % (
            w["name"], w["at"]["line"]), r.describe())


# ---- frame-test.js ----

def t_frame_stack(core, truth):
    """frame-test.js:67-108: more than 4 frames; an exit frame on top of
    crasher; crasher, the inferred-name function, Module.
    fnInferredNamePrototype and fnFunctionName in order; |this| of the
    sloppy fnFunctionName is the global proxy, of the strict crasher
    undefined."""
    t = truth["frame"]
    r, frames = js_frames(core)
    check(len(frames) > 4, "frame count", r.describe())
    lines = lines_of(r.out)
    top = next(k for k, ln in enumerate(lines) if " crasher (" in ln)
    check(re.search(r"<\w*ExitFrame>", lines[top - 1]),
          "no exit frame above crasher", r.describe())
    names = [n for n, _ in frames[:4]]
    check(names[0] == t["order"][0], "top frame not crasher", r.describe())
    check(names[2] == "<anonymous> (as %s.%s)" % (
        t["prototypeOf"]["fnInferredNamePrototype"],
        "fnInferredNamePrototype"), "no Module.fnInferredNamePrototype",
        r.describe())
    check(names[3] == t["order"][3], "no fnFunctionName", r.describe())
    r, vf = verbose_frames(core)
    byname = {f["name"]: f for f in vf}
    # (V8 3.14 and 3.28's metadata names no class for the global proxy's
    # instance type: jsmdb gives the type's name there; V8 records no
    # constructor for it, and none is named)
    check(byname[t["sloppy"]]["this"].endswith(("(JSGlobalProxy)",
                                                "(JS_GLOBAL_PROXY_TYPE)")),
          "fnFunctionName's this not the global proxy", r.describe())
    check(byname[t["strict"]]["this"].endswith('(Oddball: "undefined")'),
          "crasher's this not undefined", r.describe())


def t_frame_source(core, truth):
    """frame-test.js:38-62, 110-149 (testFrameList): v8 source list of
    fnFunctionName's and fnInferredName's frames prints the function's
    lines, numbered (FUNC::jssource -n 0: the function alone)."""
    _, frames = js_frames(core)
    names = [n for n, _ in frames]
    t = truth["frame"]
    for name, idx in (("fnFunctionName", names.index("fnFunctionName")),
                      ("fnInferredName", 1)):
        r = run_cmd(core, "%s::jssource -n 0" % frames[idx][1])
        got = [ln.strip() for ln in lines_of(r.out)
               if not ln.startswith("file:")]
        want = ["%d %s" % (s["line"], s["text"].strip()) for s in
                t["source"][name]]
        got = [re.sub(r"\s+", " ", g) for g in got]
        want = [re.sub(r"\s+", " ", w).strip() for w in want]
        check(got == want, "%s: source wrong" % name, r.describe())


# ---- inspect-test.js ----

def class_this_and_fn(core, truth):
    """inspect-test.js:481-494: method's frame has this and fn."""
    _, frames = js_frames(core)
    r, vf = verbose_frames(core)
    klass = truth["inspect"]["klass"]
    for (name, fn), f in zip(frames, vf):
        if name == "method" and f.get("this", "").endswith(
                "(JSObject: %s)" % klass):
            return f["this"].split()[0], fn
    check(False, "no method frame with this a %s" % klass, r.describe())


def props(core, addr, opts="-a"):
    """ADDR::jsprint -a: {key: (address or None, value text)} of the
    object's own properties (one level)."""
    r = run_cmd(core, "%s::jsprint %s -d1" % (addr, opts))
    out = {}
    for ln in lines_of(r.out)[1:-1]:
        m = re.match(r'^    ("([^"]*)"|\[(.*)\]): (([0-9a-f]+): )?(.*),$',
                     ln)
        check(m is not None, "garbled line: %s" % ln, r.describe())
        out[m.group(2) if m.group(2) is not None else
            "[%s]" % m.group(3)] = (m.group(5), m.group(6))
    return r, out


def t_inspect_class(core, truth):
    """inspect-test.js:548-574 (verifyClass): this of method is a Class
    with x=<Smi: 1>, y=123.456 and hashmap an Object."""
    that, _ = class_this_and_fn(core, truth)
    t = truth["inspect"]
    r, p = props(core, that)
    check(p["x"] == (None, str(t["x"])), "x wrong", r.describe())
    check(p["y"][1] == repr(t["y"]), "y wrong", r.describe())
    check(p["hashmap"][0] is not None and p["hashmap"][1] == "{...}",
          "hashmap not an object", r.describe())


def hashmap(core, truth):
    that, _ = class_this_and_fn(core, truth)
    _, p = props(core, that)
    return props(core, p["hashmap"][0])


def jstr(s):
    return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"').replace(
        "\n", "\\n")


def t_inspect_hashmap(core, truth):
    """inspect-test.js:7-408 (hashMapTests, collectMembers): [0] null,
    [4] undefined, [23] the RegExp /regexp/, .some-key 42, .other-key
    "ohai", the cons, internalized, thin, external and sliced external
    strings (jsmdb prints an external string's text, llnode
    "(external)"), .array, .long-array, .array-buffer with its 5 bytes,
    .error, .stringifiedError, .promise, the symbol property 42,
    .date_1 and .date_2 (jsmdb: as ISO dates)."""
    t = truth["inspect"]["hashmap"]
    r, p = hashmap(core, truth)
    want = {
        "0": "null", "4": "undefined", "23": "/%s/" % t["regexp"],
        "some-key": str(t["some-key"]),
        "array": "[...]", "long-array": "[...]", "error": "{...}",
        "stringifiedError": "{...}",
        "array-buffer": "ArrayBuffer { [Uint8Contents]: <%s>, "
        "byteLength: %d }" % (" ".join("%02x" % b for b in
                                       t["arrayBuffer"]),
                              len(t["arrayBuffer"])),
    }
    # Node.js 0.10 (V8 3.14, es5/llnode.js) has neither Symbol nor
    # Promise: the program made no such property there, and says so
    if t.get("promise", True):
        want["promise"] = "Promise { <pending> }"
    else:
        check("promise" not in p, "a promise where none was made",
              r.describe())
    if t["symbol"] is not None:
        want["[Symbol(%s)]" % t["symbol"]] = str(t["symbolValue"])
    else:
        check(not any(k.startswith("[Symbol(") for k in p),
              "a symbol property where none was made", r.describe())
    for k in ("other-key", "cons-string", "internalized-string",
              "thin-string", "externalized-string",
              "sliced-externalized-string"):
        want[k] = jstr(t[k])
    for k in ("date_1", "date_2"):
        d = datetime.datetime.fromtimestamp(t[k] / 1000.0,
                                            datetime.timezone.utc)
        want[k] = d.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (
            t[k] % 1000)
    for k, v in sorted(want.items()):
        check(k in p, "no property %s" % k, r.describe())
        check(p[k][1] == v, "%s: %s, not %s" % (k, p[k][1], v),
              r.describe())


def t_inspect_members(core, truth):
    """inspect-test.js:75-87 (-F: the whole cons string), :111-123 (the
    thin string "foobar"), :139-161 (error: code "ERR_TEST", errno 1, a
    stack naming closure), :167-187 (stringifiedError: a string stack),
    :205-216 (array length 6), :218-235 (long-array length 20, [9] 5),
    :246-261 (array-buffer bytes: checked in hashmap)."""
    t = truth["inspect"]["hashmap"]
    r, p = hashmap(core, truth)
    r = run_cmd(core, "%s::jsprint" % p["cons-string"][0])
    check(r.out == jstr(t["cons-string"]) + "\n", "cons string",
          r.describe())
    r = run_cmd(core, "%s::jsprint" % p["thin-string"][0])
    check(r.out == jstr(t["thin-string"]) + "\n", "thin string",
          r.describe())
    r, e = props(core, p["error"][0])
    check(e["code"][1] == jstr(t["errorCode"]), "error.code", r.describe())
    check(e["errno"][1] == str(t["errorErrno"]), "error.errno",
          r.describe())
    check(re.search(r"\\n    at %s \(" % t["stackFunction"],
                    e["stack"][1]), "no %s in error stack" %
          t["stackFunction"], r.describe())
    r, e = props(core, p["stringifiedError"][0])
    check(e["stack"][1].startswith('"Error: %s\\n' % t["errorMessage"]),
          "stringified stack not a string", r.describe())
    check("not yet formatted" not in e["stack"][1],
          "stringified error has an error stack", r.describe())
    r = run_cmd(core, "%s::jsprint -n 0" % p["array"][0])
    check(len(lines_of(r.out)) == t["arrayLength"] + 2, "array length",
          r.describe())
    r = run_cmd(core, "%s::jsprint -n 0" % p["long-array"][0])
    check(lines_of(r.out)[1:-1] == ["    %d," % t["longArrayValue"]] *
          t["longArrayLength"], "long-array wrong", r.describe())


def t_inspect_limits(core, truth):
    """inspect-test.js:88-99 (--string-length 20: the cons string cut
    after 20 characters, "this could be a bit ..."), :218-235
    (--array-length 10: the 20-element array shows 10, [9] being 5 and
    the last; jsmdb then says how many it left out), :262-276 and
    :297-312 (--array-length 1: one byte of the ArrayBuffer, then how
    many more)."""
    t = truth["inspect"]["hashmap"]
    r, p = hashmap(core, truth)
    r = run_cmd(core, "%s::jsprint -N 0t20" % p["cons-string"][0])
    check(r.out == jstr(t["cons-string"][:20] + "...") + "\n",
          "cons string not cut at 20", r.describe())
    r = run_cmd(core, "%s::jsprint -n 0t10" % p["long-array"][0])
    n = t["longArrayLength"]
    check(lines_of(r.out)[1:-1] ==
          ["    %d," % t["longArrayValue"]] * 10 +
          ["    ... %d more (-n 0t10 shown)," % (n - 10)],
          "long-array not cut at 10", r.describe())
    ab = t["arrayBuffer"]
    r = run_cmd(core, "%s::jsprint -n 1" % p["array-buffer"][0])
    check(r.out == "ArrayBuffer { [Uint8Contents]: <%02x ... %d more "
          "bytes>, byteLength: %d }\n" % (ab[0], len(ab) - 1, len(ab)),
          "array buffer not cut at 1 byte", r.describe())


def t_inspect_context(core, truth):
    """inspect-test.js:411-479 (contextTests, verifyMethod): method's
    context (::jsclosure) has scopedVar "scoped value", scopedAPI a
    Zlib (with internal fields: ::findjsobjects -c Zlib finds it),
    scopedArray [0, the Zlib]; its outer context outerVar "outer
    variable"."""
    _, fn = class_this_and_fn(core, truth)
    t = truth["inspect"]["context"]
    r = run_cmd(core, "%s::jsclosure" % fn)
    out = r.out
    check(re.search(r'^    "scopedVar": [0-9a-f]+: %s$' % re.escape(
        jstr(t["scopedVar"])), out, re.M), "scopedVar", r.describe())
    check(re.search(r'^    "outerVar": [0-9a-f]+: %s$' % re.escape(
        jstr(t["outerVar"])), out, re.M), "outerVar", r.describe())
    m = re.search(r'^    "scopedAPI": ([0-9a-f]+): ', out, re.M)
    check(m is not None, "scopedAPI", r.describe())
    api = m.group(1)
    m = re.search(r'^    "scopedArray": [0-9a-f]+: \[\n        %d,\n'
                  r'        %s: \{\.\.\.\},\n    \]$' % (t["scopedArray0"],
                                                         api), out, re.M)
    check(m is not None, "scopedArray", r.describe())
    r = run_cmd(core, "::findjsobjects -c %s | ::findjsobjects" %
                t["scopedAPI"])
    check(api in lines_of(r.out), "scopedAPI not a %s" % t["scopedAPI"],
          r.describe())


# ---- scan-test.js ----

def t_scan_findjsobjects(core, truth):
    """scan-test.js:38-60: findjsobjects lists Class, with 3 properties
    x, y, hashmap (llnode's -d; jsmdb: NPROPS and the property
    names)."""
    t = truth["scan"]
    r = run_cmd(core, "::findjsobjects")
    want = r"^ *[0-9a-f]+ +\d+ +%d %s: %s$" % (
        len(t["classProps"]), t["klass"], ", ".join(t["classProps"]))
    check(re.search(want, r.out, re.M), "no %s row" % t["klass"],
          r.describe())


def instances(core, name):
    r = run_cmd(core, "::findjsobjects -c %s | ::findjsobjects" % name)
    return r, lines_of(r.out)


def t_scan_instances(core, truth):
    """scan-test.js:62-70: findjsinstances Class_B shows 10 instances."""
    t = truth["scan"]
    r, objs = instances(core, t["classB"])
    check(len(objs) == t["classBCount"], "not %d instances" %
          t["classBCount"], r.describe())


def t_scan_findrefs(core, truth):
    """scan-test.js:101-132: findrefs -r of a Class_B reaches
    Class_C.arr (jsmdb: the array, then the Class_C by its arr);
    findrefs -n my_class_c finds the Class_C (jsmdb: ::findjsobjects -p
    my_class_c)."""
    t = truth["scan"]
    _, objs = instances(core, t["classB"])
    r = run_cmd(core, "%s::jsfindrefs -v -r 2" % objs[0])
    check(re.search(r"\.%s %s \{\.\.\.\}$" % (t["classCArray"],
                                               t["classC"]), r.out, re.M),
          "no %s.%s" % (t["classC"], t["classCArray"]), r.describe())
    _, cs = instances(core, t["classC"])
    for prop in (t["classCProp"], t["classBProp"]):
        r = run_cmd(core, "::findjsobjects -p %s | ::findjsobjects" % prop)
        want = cs if prop == t["classCProp"] else objs
        check(sorted(lines_of(r.out)) == sorted(want),
              "-p %s wrong" % prop, r.describe())


def t_scan_zlib(core, truth):
    """scan-test.js:134-200: findrefs of the Zlib finds Deflate._handle,
    Object.holder, (Array)[1] and Context.scopedAPI."""
    t = truth["scan"]
    _, fn = class_this_and_fn(core, truth)
    r = run_cmd(core, "%s::jsclosure" % fn)
    api = re.search(r'^    "%s": ([0-9a-f]+): ' % t["scopedAPI"], r.out,
                    re.M).group(1)
    r = run_cmd(core, "%s::jsfindrefs -v" % api)
    for rx in (r"\.%s %s " % (t["handleProp"], t["deflate"]),
               r"\.%s Object " % t["holderProp"],
               r"\[1\] Array ",
               r"\(closure context, slot \d+: variable %s\)" %
               t["scopedAPI"]):
        check(re.search(rx, r.out), "no referrer %s" % rx, r.describe())


# ---- workqueue-test.js ----

def t_workqueue(core, truth):
    """workqueue-test.js:7-26: getactivehandles shows a TCP,
    getactiverequests an FSReq object.  Here every request Node.js listed
    (process._getActiveRequests() as the process aborted) and no other."""
    t = truth["workqueue"]
    r = run_cmd(core, "::nodehandles")
    check(re.search(r" tcp .* %s$" % t["handle"], r.out, re.M),
          "no %s handle" % t["handle"], r.describe())
    check(t["requests"], "the program saw no request in flight", "")
    r = run_cmd(core, "::noderequests")
    # WRAP OBJECT TYPE FS CONSTRUCTOR [PATH], after the header
    rows = [ln.split() for ln in r.out.splitlines()[1:] if ln.strip()]
    got = sorted(f[4] for f in rows if len(f) >= 5)
    check(got == t["requests"], "requests %s, the program's %s" % (
        got, t["requests"]), r.describe())


TESTS = [
    ("stack", t_stack),
    ("frame-stack", t_frame_stack),
    ("frame-source", t_frame_source),
    ("inspect-class", t_inspect_class),
    ("inspect-hashmap", t_inspect_hashmap),
    ("inspect-members", t_inspect_members),
    ("inspect-limits", t_inspect_limits),
    ("inspect-context", t_inspect_context),
    ("scan-findjsobjects", t_scan_findjsobjects),
    ("scan-instances", t_scan_instances),
    ("scan-findrefs", t_scan_findrefs),
    ("scan-zlib", t_scan_zlib),
    ("workqueue", t_workqueue),
]


if __name__ == "__main__":
    run_table_tests("llnode.js", TESTS)
