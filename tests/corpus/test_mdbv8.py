#!/usr/bin/env python3
"""Corpus tests: mdb_v8's own test suite (test/standalone of
joyent/mdb_v8), translated.  corpora/node/mdbv8.js builds the fixtures of
tst.arrays.js, tst.jsclosure.js, tst.jsfindrefs.js, tst.v8whatis.js,
tst.postmortem_basic.js, tst.postmortem_details.js,
tst.postmortem_findjsobjects.js and tst.postmortem_jsstack.js in one
process; each check here is one of their assertions (named by file and
line), run with mdb_v8's commands and options.  The expectations come
from the program's truth.json, never from jsmdb's output.  Where jsmdb
prints a fact in another format (docs/reference.md, "Differences from
mdb_v8"), the check is of jsmdb's format and says so.

It runs on every release line, Node.js 0.10 - 26, every check applying
(none needs what a release lacks: this suite uses no nodedbg_
metadata).  Node.js 0.10, 0.12 and 4 run corpora/node/es5/mdbv8.js (new
Buffer(), the functions' own names).  V8 before 4.9 (those three) makes
a bound function in JavaScript (v8natives.js's FunctionBind: the
JSFunction of its closure, with the compiler hint kBoundFunction, its
target, this and arguments in its literals_or_bindings array): jsmdb
reads it as a bound function there (v8/facts.c, SRC_3_14_BOUND,
SRC_3_28_BOUND, SRC_4_5_BOUND), so bound-function and
jsfindrefs-strings hold there as on the JSBoundFunction of V8 4.9 on.

Left out, as they do not apply to a core of a Node.js release jsmdb
supports:
  - common.js's checkMdbLeaks (::findleaks on a live mdb: illumos) and
    the gcore(1) of the running process (the program aborts instead,
    from stalloogle, where tst.postmortem_jsstack.js's DTrace probe
    stopped it);
  - tst.postmortem_details.js's ::v8internal checks (V8 < 4.6 only, as
    mdb_v8 itself skipped them) and its Node.js < 4 constructor names;
  - tst.postmortem_details.js:196-206, myIterFunction counted 3 times by
    ::jsfunctions -s: the three closures are garbage when the core is
    taken; mdb_v8's scan counted dead objects, jsmdb's page walk counts
    the live ones (a listed difference);
  - tst.jsclosure.js:205-216's context slots "closure function",
    "extension", "native context"/"global object", and :237-243's
    "parameter 0" and "stack local variable" lines of ::v8scopeinfo:
    V8 6.8 and later (Node.js 10 on) keep none of these in a Context or
    a ScopeInfo.
"""
import datetime
import os
import re
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, run_cmd,  # noqa: E402
                       run_table_tests)

FIND_TEST_OBJECT = ("::findjsobjects -p testObjectFinished | "
                    "::findjsobjects | ::jsprint -b testObjectFinished")


def lines_of(out):
    """common.js's splitMdbLines: the lines, the last one ended."""
    check(out == "" or out.endswith("\n"), "last line not ended", out)
    return out.split("\n")[:-1]


def find_test_object(core, name):
    """common.js:391-425 (findTestObject): exactly one object has
    testObjectFinished (here set to the test's name, not true)."""
    r = run_cmd(core, FIND_TEST_OBJECT)
    found = [ln.split(":")[0] for ln in lines_of(r.out)
             if ln.split(":")[1:] == [' "%s"' % name]]
    check(len(found) == 1, "not one test object for %s" % name,
          r.describe())
    return found[0]


def jsprint_addrs(core, addr, keys):
    """tst.arrays.js:263-290 and tst.jsfindrefs.js:586-605 (parseJsPrint):
    ADDR::jsprint -ad1 prints ADDR: {, one "key": ADDR: value line per
    property (count + 2 lines), then }."""
    r = run_cmd(core, "%s::jsprint -ad1" % addr)
    lines = lines_of(r.out)
    check(lines[0] == "%s: {" % addr and lines[-1] == "}",
          "not ADDR: { ... }", r.describe())
    check(len(lines) == len(keys) + 2, "%d lines for %d properties" % (
        len(lines), len(keys)), r.describe())
    addrs = {}
    for ln in lines[1:-1]:
        m = re.match(r'^    "([^"]+)": ([0-9a-f]+): ', ln)
        check(m is not None, "garbled line: %s" % ln, r.describe())
        check(m.group(1) in keys, "property %s not in the object" %
              m.group(1), r.describe())
        check(m.group(1) not in addrs, "property %s twice" % m.group(1),
              r.describe())
        addrs[m.group(1)] = m.group(2)
    return addrs


# ---- tst.arrays.js ----

def eltvalue(name, i):
    return "%s_element_%d" % (name, i)


def array_names(truth):
    t = truth["arrays"]
    return (["array_%d" % n for n in t["lengths"]] +
            ["array_%s" % k for k in t["adhoc"]] + ["array_integers"])


def array_addrs(core, truth):
    root = find_test_object(core, "arrays")
    return root, jsprint_addrs(core, root, array_names(truth) +
                               ["testObjectFinished"])


def jsprint_lines(elements):
    """::jsprint of an array, several lines: mdb_v8's one element a line,
    holes (None) in jsmdb's format, <N empty items> (a listed
    difference)."""
    out, holes = ["["], 0
    for e in elements + ["end"]:
        if e is None:
            holes += 1
            continue
        if holes:
            out.append("    <%d empty item%s>," % (
                holes, "" if holes == 1 else "s"))
            holes = 0
        if e != "end":
            out.append('    "%s",' % e)
    return out + ["]"]


def t_arrays_bad(core, truth):
    """tst.arrays.js:300-335: 0 and a non-array (the root object) to
    ::jsarray, ::jsarray -i and ::walk jselement print nothing."""
    root, _ = array_addrs(core, truth)
    for cmd in ("::jsarray", "::jsarray -i", "::walk jselement"):
        for addr in ("0", root):
            r = run_cmd(core, addr + cmd, expect_rc=None)
            check(r.out == "", "%s%s printed something" % (addr, cmd),
                  r.describe())


def t_arrays_lengths(core, truth):
    """tst.arrays.js:346-450 for each length: ::jsprint (:346-391),
    ::jsarray | ::jsprint (:399-413), ::walk jselement | ::jsprint
    (:419-450).  ::jsprint of a short array is one line in jsmdb (as
    util.inspect); mdb_v8 broke every array of 2 or more.  Arrays over
    10,000 elements print 10,000 and say how many more (a listed
    difference); -n 0 prints them all."""
    _, addrs = array_addrs(core, truth)
    for n in truth["arrays"]["lengths"]:
        key = "array_%d" % n
        elts = [eltvalue(key, i) for i in range(n)]
        r = run_cmd(core, "%s::jsprint" % addrs[key])
        if n == 0:
            check(r.out == "[]\n", "%s: not []" % key, r.describe())
        elif n <= 10000:
            one = "[ %s ]\n" % ", ".join('"%s"' % e for e in elts)
            many = "\n".join(jsprint_lines(elts)) + "\n"
            check(r.out in (one, many), "%s: ::jsprint wrong" % key,
                  r.describe())
        else:
            want = jsprint_lines(elts[:10000])[:-1] + [
                "    ... %d more (-n 0t10000 shown)," % (n - 10000), "]"]
            check(r.out == "\n".join(want) + "\n",
                  "%s: ::jsprint wrong" % key, r.describe())
            r = run_cmd(core, "%s::jsprint -n 0" % addrs[key])
            check(r.out == "\n".join(jsprint_lines(elts)) + "\n",
                  "%s: ::jsprint -n 0 wrong" % key, r.describe())
        for cmd in ("::jsarray | ::jsprint", "::walk jselement | ::jsprint"):
            r = run_cmd(core, addrs[key] + cmd)
            check(r.out == "".join('"%s"\n' % e for e in elts),
                  "%s: %s wrong" % (key, cmd), r.describe())


def t_arrays_adhoc(core, truth):
    """tst.arrays.js:473-516 (testArrayAdHoc): a predefined length with
    holes, a hole made by delete, a slice.  ::jsprint shows the holes as
    <N empty items> (a listed difference); ::jsarray and the jselement
    walker skip them (mdb_v8 passed the hole on, which ::jsprint printed
    as "hole"), so ::jsarray -i must give each element's index."""
    _, addrs = array_addrs(core, truth)
    for name, elts in sorted(truth["arrays"]["adhoc"].items()):
        a = addrs["array_" + name]
        r = run_cmd(core, "%s::jsprint" % a)
        check(r.out == "\n".join(jsprint_lines(elts)) + "\n",
              "%s: ::jsprint wrong" % name, r.describe())
        present = [(i, e) for i, e in enumerate(elts) if e is not None]
        for cmd in ("::jsarray | ::jsprint", "::walk jselement | ::jsprint"):
            r = run_cmd(core, a + cmd)
            check(r.out == "".join('"%s"\n' % e for _, e in present),
                  "%s: %s wrong" % (name, cmd), r.describe())
        r = run_cmd(core, "%s::jsarray -i" % a)
        check([ln.split()[0] for ln in lines_of(r.out)] ==
              [str(i) for i, _ in present], "%s: ::jsarray -i indexes" %
              name, r.describe())


def t_arrays_indexes(core, truth):
    """tst.arrays.js:521-533 (testJsprintIndexes): ::jsarray -i of an
    empty array prints nothing, of small integers INDEX SMI-WORD (x64:
    the value in the upper 32 bits)."""
    _, addrs = array_addrs(core, truth)
    r = run_cmd(core, "%s::jsarray -i" % addrs["array_0"])
    check(r.out == "", "array_0: printed something", r.describe())
    r = run_cmd(core, "%s::jsarray -i" % addrs["array_integers"])
    want = "".join("%d %x\n" % (i, v << 32)
                   for i, v in enumerate(truth["arrays"]["integers"]))
    check(r.out == want, "array_integers: ::jsarray -i wrong", r.describe())


# ---- tst.jsclosure.js ----

def closure_addr(core, truth):
    t = truth["jsclosure"]
    r = run_cmd(core, "::jsfunctions -n %s ! awk 'NR == 2{ print $1 }'"
                % t["closure"])
    check(len(r.out.strip()) > 0, "did not find %s" % t["closure"],
          r.describe())
    return r.out.strip()


def jsvalue(v):
    if isinstance(v, str):
        return '"%s"' % v
    return str(v)


def t_jsclosure(core, truth):
    """tst.jsclosure.js:173-183: ::jsclosure prints the closure's
    variables, str with its address and "hello world", count 9.  jsmdb
    heads each context (context ADDR:) and goes on with the outer ones
    (context ADDR (outer):); a Smi has no address (mdb_v8 printed its
    raw word)."""
    t = truth["jsclosure"]
    r = run_cmd(core, "%s::jsclosure" % closure_addr(core, truth))
    lines = lines_of(r.out)
    check(re.match(r"^context [0-9a-f]+:$", lines[0]) is not None,
          "no context heading", r.describe())
    end = next((i for i, ln in enumerate(lines) if i > 0 and
                ln.startswith("context ")), len(lines))
    check(len(lines[1:end]) == len(t["variables"]),
          "not %d variables" % len(t["variables"]), r.describe())
    for ln, (name, value) in zip(lines[1:end], t["variables"]):
        addr = r"[0-9a-f]+: " if isinstance(value, str) else ""
        want = r'^    "%s": %s%s$' % (name, addr, re.escape(jsvalue(value)))
        check(re.match(want, ln), "variable %s: %s" % (name, ln),
              r.describe())


def t_v8context(core, truth):
    """tst.jsclosure.js:185-228: ::v8function names the context,
    ::v8context its previous context and the slots of str ("hello
    world") and count (SMI 9).  jsmdb names each slot's variable and
    types the previous context Context (mdb_v8: FixedArray)."""
    t = truth["jsclosure"]
    r = run_cmd(core, "%s::v8function" % closure_addr(core, truth))
    ctx = [ln.split()[1] for ln in lines_of(r.out)
           if ln.split()[:1] == ["context:"]]
    check(len(ctx) == 1, "no context: line", r.describe())
    r = run_cmd(core, "%s::v8context" % ctx[0])
    required = [r"^previous context: [0-9a-f]+ \(Context\)$"]
    for name, value in t["variables"]:
        if isinstance(value, str):
            what = r'\w*String: "%s"' % re.escape(value)
        else:
            # V8 14.6 may keep it in a ContextCell: jsmdb says so and
            # shows the value the cell holds
            what = r"(?:ContextCell: )?SMI: value=%d" % value
        required.append(r'^    slot \d+ \("%s"\): [0-9a-f]+ \(%s\)$' % (
            name, what))
    for rx in required:
        check(re.search(rx, r.out, re.M), "no line %s" % rx, r.describe())


def t_v8scopeinfo(core, truth):
    """tst.jsclosure.js:230-256: the scope info of the function that made
    the closure's context (doStuff): 1 parameter, 2 context locals str
    and count (mdb_v8: "context local variables", "context local
    variable N")."""
    t = truth["jsclosure"]
    r = run_cmd(core, "::jsfunctions -n %s ! awk 'NR == 2{ print $1 }'"
                % t["outer"])
    r = run_cmd(core, "%s::v8function ! awk '/shared scope_info:/"
                "{ print $3 }'" % r.out.strip())
    r = run_cmd(core, "%s::v8scopeinfo" % r.out.strip())
    n = len(t["parameters"])
    required = ["^%d parameters?$" % n, "^%d context locals$" % len(
        t["contextLocals"])]
    for i, name in enumerate(t["contextLocals"]):
        required.append(r'^    context local %d: [0-9a-f]+ \("%s"\)$' % (
            i, name))
    for rx in required:
        check(re.search(rx, r.out, re.M), "no line %s" % rx, r.describe())


def t_bound(core, truth):
    """tst.jsclosure.js:258-334: ::jsprint -ad1 __bind finds the bound
    function; ::jsfunction prints what it wraps, "this" and its four
    arguments (jsmdb adds each string's value:
    (InternalizedString: "arg1value") where mdb_v8 printed the type);
    the target is doStuff, defined in the program, "this" prints
    { "thisObj": true }, the arguments their strings."""
    t = truth["jsclosure"]
    r = run_cmd(core, "::findjsobjects -p %s | ::findjsobjects | "
                "::jsprint -ad1 %s" % (t["bindProperty"],
                                       t["bindProperty"]))
    ptrs = [ln.split(":")[0] for ln in lines_of(r.out)
            if len(ln.split(":")) == 2 and "function" in ln.split(":")[1]]
    check(ptrs, "did not find matching pointer", r.describe())
    r = run_cmd(core, "%s::jsfunction" % ptrs[0])
    lines = lines_of(r.out)
    want = [r"^bound function that wraps: ([a-fA-F0-9]+)$",
            r'^with "this" = ([a-fA-F0-9]+) \(.*Object\)$']
    for i, a in enumerate(t["boundArgs"]):
        want.append(r'^      arg%d  = ([a-fA-F0-9]+) \(\w*String: "%s"\)$'
                    % (i, a))
    check(len(lines) == len(want), "::jsfunction output mismatch",
          r.describe())
    addrs = []
    for ln, rx in zip(lines, want):
        m = re.match(rx, ln)
        check(m is not None, "::jsfunction output mismatch: %s" % ln,
              r.describe())
        addrs.append(m.group(1))
    r = run_cmd(core, "%s::jsfunction" % addrs[0])
    lines = lines_of(r.out)
    check(lines[0] == "function: %s" % t["outer"], "target not %s" %
          t["outer"], r.describe())
    check(re.match(r"^defined at.*%s" % re.escape(truth["program"]),
                   lines[1]), "target not defined in the program",
          r.describe())
    r = run_cmd(core, "%s::jsprint" % addrs[1])
    check(r.out == "{\n%s}\n" % "".join(
        '    "%s": %s,\n' % (k, str(v).lower())
        for k, v in t["boundThis"].items()), "this wrong", r.describe())
    for addr, a in zip(addrs[2:], t["boundArgs"]):
        r = run_cmd(core, "%s::jsprint" % addr)
        check(r.out == '"%s"\n' % a, "argument not %s" % a, r.describe())


# ---- tst.jsfindrefs.js ----

def findrefs_addrs(core, truth):
    root = find_test_object(core, "jsfindrefs")
    keys = ["aString", "aDummyString", "aLongerString", "aRegExp",
            "aBigObject", "aSubObject", "anArray", "aSlicedString",
            "aConsString", "aClosure", "aBoundFunction", "aNull",
            "anUndefined", "aTrue", "aFalse", "testObjectFinished"]
    return root, jsprint_addrs(core, root, keys)


REF_RE = re.compile(r"^([0-9a-f]+) referred to by ([0-9a-f]+)(.*)$")


def referrers(core, addr, opts=""):
    """ADDR::jsfindrefs: [(holder, rest of line)].  mdb_v8 printed the
    referrer's address alone; jsmdb prints ADDR referred to by
    HOLDER.name (HOLDER[i], HOLDER+off, HOLDER (how))."""
    r = run_cmd(core, "%s::jsfindrefs%s" % (addr, opts))
    out = []
    for ln in lines_of(r.out):
        m = REF_RE.match(ln)
        check(m is not None and m.group(1) == addr, "garbled line: %s" %
              ln, r.describe())
        out.append((m.group(2), m.group(3)))
    return r, out


def referrer_ok(holder, rest, want, kind, verbose, bound=None):
    """Whether the line (holder, rest) is the referrer want of kind (a
    constructor's name, or sliced, cons, closure, bound; see mdbv8.js).
    A bound function holds the value as the bound argument the truth
    says (jsmdb: F.[[BoundArgs]][i]); -v describes it by its
    constructor and as ::jsprint prints it (bound function TARGET)."""
    if kind == "bound":
        if holder != want or not rest.startswith(
                ".[[BoundArgs]][%d]" % bound["argIndex"]):
            return False
        return not verbose or rest.endswith(" %s bound function %s" % (
            bound["constructor"], bound["target"]))
    if kind == "closure":
        return re.search(r"\(closure context, slot \d+: variable \w+\) "
                         r"of function \w+ %s$" % want, rest) is not None
    if holder != want:
        return False
    if kind == "sliced":
        return rest.startswith(" (sliced string: its parent)")
    if kind == "cons":
        return rest.startswith(" (cons string: its first part)")
    if verbose:
        return rest.endswith(" %s %s" % (kind, "[...]" if kind == "Array"
                                         else "{...}"))
    return True


def check_referrers(core, addr, want, opts="", bound=None):
    r, refs = referrers(core, addr, opts)
    check(len(refs) == len(want), "%d referrers, expected %d" % (
        len(refs), len(want)), r.describe())
    for w, kind in want:
        check(any(referrer_ok(h, rest, w, kind, "-v" in opts, bound)
                  for h, rest in refs), "no referrer %s (%s)" % (w, kind),
              r.describe())


def t_findrefs_simple(core, truth):
    """tst.jsfindrefs.js:137-175 (testPropsSimple, testPropsSimpleVerbose):
    each value held by one property has the root as its one referrer;
    -v describes it (mdb_v8: (type: JSObject); jsmdb: Object {...})."""
    t = truth["jsfindrefs"]
    root, addrs = findrefs_addrs(core, truth)
    for p in t["simpleProps"]:
        check_referrers(core, addrs[p], [(root, t["rootKind"])])
        check_referrers(core, addrs[p], [(root, t["rootKind"])], " -v")


def t_findrefs_strings(core, truth):
    """tst.jsfindrefs.js:182-313: the referrers of aLongerString (the root
    and the sliced string), of aString (the root, the cons string, the
    array, the RegExp, the bound function) and of aDummyString (the root
    and the closure), with ::jsfindrefs and -v.  jsmdb names how a string
    holds (sliced string: its parent, cons string: its first part), the
    bound function's slot ([[BoundArgs]][0]: before V8 4.9, Node.js 0.10
    - 4, an element of the JSFunction's bindings array, after it of the
    JSBoundFunction's bound_arguments) and the closure by its context's
    function; -v describes a JS referrer by its constructor (Object
    {...}, Array [...], Function bound function main), mdb_v8 by its V8
    type."""
    t = truth["jsfindrefs"]
    root, addrs = findrefs_addrs(core, truth)
    for name in ("aLongerString", "aString", "aDummyString"):
        want = [(addrs[p] if p else root, kind) for p, kind in t[name]]
        check_referrers(core, addrs[name], want, bound=t["bound"])
        check_referrers(core, addrs[name], want, " -v", bound=t["bound"])


def t_findrefs_big(core, truth):
    """tst.jsfindrefs.js:330-380: aBigObject's properties (-ad1: 128
    lines and two), prop_25's one referrer is aBigObject (also -v); with
    -l 1 none is found: a dictionary's property is held through its
    property array (jsmdb says it found none, on stdout: mdb_v8 printed
    nothing)."""
    t = truth["jsfindrefs"]
    _, addrs = findrefs_addrs(core, truth)
    big = addrs[t["bigObject"]]
    props = ["prop_%d" % i for i in range(t["bigProps"])]
    baddrs = jsprint_addrs(core, big, props)
    p = baddrs[t["bigProp"]]
    r, refs = referrers(core, p)
    check(refs == [(big, "." + t["bigProp"])], "not held by %s.%s" % (
        big, t["bigProp"]), r.describe())
    check_referrers(core, p, [(big, "Object")], " -v")
    r = run_cmd(core, "%s::jsfindrefs -l 1" % p)
    check(r.out == "%s is not referred to by a known object.\n" % p,
          "-l 1 found a referrer", r.describe())


def t_findrefs_cycle(core, truth):
    """tst.jsfindrefs.js:435-480 (testCycle): the array refers to the root
    and the root to the array."""
    t = truth["jsfindrefs"]
    root, addrs = findrefs_addrs(core, truth)
    arr = addrs[t["cycle"]]
    r, refs = referrers(core, root)
    check(arr in [h for h, _ in refs], "array not a referrer of the root",
          r.describe())
    r, refs = referrers(core, arr)
    check(root in [h for h, _ in refs], "root not a referrer of the array",
          r.describe())


def t_findrefs_bogus(core, truth):
    """tst.jsfindrefs.js:490-505 (testBogusAddress): main, a native
    symbol, has no JavaScript referrer: nothing printed."""
    r = run_cmd(core, "main=K")
    lines = lines_of(r.out)
    check(len(lines) == 1, "main=K not one line", r.describe())
    r = run_cmd(core, "%s::jsfindrefs" % lines[0].strip(), expect_rc=None)
    check(r.out == "", "found unexpected reference to main", r.describe())


def t_findrefs_nonjs(core, truth):
    """tst.jsfindrefs.js:513-585: the Script of function main (through its
    SharedFunctionInfo, ::v8print ! awk) has no JavaScript referrer
    (jsmdb says so, mdb_v8 printed nothing); with -d the search shows the
    SharedFunctionInfo holding it (mdb_v8: "giving up search at instance
    of SharedFunctionInfo"; jsmdb: SFI+off (SHARED_FUNCTION_INFO_TYPE))."""
    t = truth["jsfindrefs"]
    r = run_cmd(core, "::jsfunctions -n %s -s %s" % (t["scriptFunction"],
                                                     t["script"]))
    lines = lines_of(r.out)
    check(len(lines) == 2, "not one function %s" % t["scriptFunction"],
          r.describe())
    fn = lines[1].split()[0]
    r = run_cmd(core, "%s::v8print ! awk '$2 == \"shared\"{ print $4 }'"
                % fn)
    check(len(lines_of(r.out)) == 1, "no shared", r.describe())
    shared = r.out.strip()
    # V8 before 11.4 (Node.js 20 and older) names the field
    # script_or_debug_info
    r = run_cmd(core, "%s::v8print ! awk '$2 == \"script\" || "
                "$2 == \"script_or_debug_info\"{ print $4 }'" % shared)
    check(len(lines_of(r.out)) == 1, "no script", r.describe())
    script = r.out.strip()
    r = run_cmd(core, "%s::jsfindrefs" % script)
    check(r.out == "%s is not referred to by a known object.\n" % script,
          "the script has a JavaScript referrer", r.describe())
    r = run_cmd(core, "%s::jsfindrefs -d" % script)
    check(re.search(r"^%s referred to by %s\+0x[0-9a-f]+ "
                    r"\(SHARED_FUNCTION_INFO_TYPE\)$" % (script, shared),
                    r.out, re.M), "-d does not show the "
          "SharedFunctionInfo", r.describe())


# ---- tst.v8whatis.js ----

WHATIS_RE = re.compile(r"^([0-9a-f]+) is ([0-9a-f]+)\+0x([0-9a-f]+): "
                       r"(\w+), ")


def whatis(core, addr, opts=""):
    """mdb_v8 printed the base (-v: BASE (found Map at M (ADDR-0xOFF) for
    type T)); jsmdb prints ADDR is BASE+0xOFF: TYPE, SIZE bytes, SPACE
    (types as V8's instance types: JS_OBJECT_TYPE for JSObject)."""
    r = run_cmd(core, "%s::v8whatis%s" % (addr, opts))
    check(r.err.strip() == "" or r.err.startswith("V8 version"),
          "stderr", r.describe())
    m = WHATIS_RE.match(lines_of(r.out)[0] if r.out else "")
    check(m is not None, "garbled ::v8whatis output", r.describe())
    return m.group(2), int(m.group(3), 16), m.group(4)


def walk_one_step(core, addr):
    """tst.v8whatis.js:300-330 (walkOneStep): ::ugrep finds the one word
    that holds addr, ::v8whatis (and -v) the object around it.  mdb_v8
    wanted ::ugrep to find one word in all; a core can keep another copy
    outside the V8 heap (node-20: in a malloc arena), so here one of the
    words ::ugrep finds must be in a V8 heap object: on one of the heap's
    pages, not an object-shaped run ::v8whatis found by scanning other
    memory ("scanned space": on a fresh node-19 core, a malloc arena held
    a copy of the array's slots)."""
    r = run_cmd(core, "%s::ugrep" % addr)
    lines = []
    for ln in lines_of(r.out):
        w = run_cmd(core, "%s::v8whatis" % ln.strip(), expect_rc=None)
        if w.out and "scanned space" not in w.out:
            lines.append(ln)
    check(len(lines) == 1, "not one reference to %s in the V8 heap" %
          addr, r.describe())
    base, _, typ = whatis(core, lines[0].strip())
    vbase, _, vtyp = whatis(core, lines[0].strip(), " -v")
    check((base, typ) == (vbase, vtyp), "-v differs", lines[0])
    return base, typ


def t_v8whatis_bad(core, truth):
    """tst.v8whatis.js:54-72: no address, and -d without its argument:
    nothing printed, an error saying so (mdb_v8: "must specify address
    for ::v8whatis"; jsmdb: the usage, whose : says an address)."""
    r = run_cmd(core, "::v8whatis", expect_rc=None)
    check(r.out == "" and "usage: v8whatis :" in r.err,
          "no usage error", r.describe())
    r = run_cmd(core, "0::v8whatis -d", expect_rc=None)
    check(r.out == "" and "option requires an argument" in r.err,
          "no option error", r.describe())


def t_v8whatis(core, truth):
    """tst.v8whatis.js:78-276: from the test object back to the
    FixedArray of elements, the JSArray, the JSObject; ::jsarray and
    ::jsprint myArray[1].aTest go forward again; ::v8whatis of the
    object's base and base+12 (-v) find the base, 0 and 0xc into it;
    -d4 from base+12 finds nothing (mdb_v8: "no heap object found in
    previous 4 bytes"; jsmdb: "is 0xc bytes into BASE, more than -d
    0x4"), nor from the end of its mapping ($m) with -d its size (mdb_v8:
    "does not appear to contain"; jsmdb: "is not inside a V8 heap
    object")."""
    t = truth["v8whatis"]
    obj = find_test_object(core, "v8whatis")
    fa, typ = walk_one_step(core, obj)
    check(typ == "FIXED_ARRAY_TYPE", "not a FixedArray: %s" % typ)
    ja, typ = walk_one_step(core, fa)
    check(typ == "JS_ARRAY_TYPE", "not a JSArray: %s" % typ)
    r = run_cmd(core, "%s::jsarray" % ja)
    lines = lines_of(r.out)
    check(len(lines) == 2 and lines[t["index"]] == obj,
          "the array does not hold the test object", r.describe())
    jo, typ = walk_one_step(core, ja)
    check(typ == "JS_OBJECT_TYPE", "not a JSObject: %s" % typ)
    r = run_cmd(core, "%s::jsprint %s[%d].%s" % (jo, t["property"],
                                                 t["index"], t["member"]))
    lines = lines_of(r.out)
    check(len(lines) == 1 and t["value"] in lines[0],
          "bad output for ::jsprint", r.describe())
    check(whatis(core, jo, " -v") == (jo, 0, "JS_OBJECT_TYPE"),
          "base not itself")
    plus12 = "%x" % (int(jo, 16) + 12)
    check(whatis(core, plus12, " -v") == (jo, 12, "JS_OBJECT_TYPE"),
          "base+12 not in the object")
    r = run_cmd(core, "%s::v8whatis -v -d4" % plus12, expect_rc=None)
    check(r.out == "" and re.search(r"is 0x[0-9a-f]+ bytes into %s, more "
                                    r"than -d 0x4" % jo, r.err),
          "-d4 found the object", r.describe())
    r = run_cmd(core, "%s$m" % plus12)
    lines = lines_of(r.out)
    check(len(lines) == 2, "not one mapping", r.describe())
    parts = lines[1].split()
    check(len(parts) >= 3, "garbled mapping line", r.describe())
    r = run_cmd(core, "%s::v8whatis -v -d %s" % (parts[1], parts[2]),
                expect_rc=None)
    check(r.out == "" and "is not inside a V8 heap object" in r.err,
          "the end of the mapping is in an object", r.describe())


# ---- tst.postmortem_basic.js ----

def num(v):
    if isinstance(v, float) and v == int(v):
        v = int(v)
    return repr(v)


def t_basic_menagerie(core, truth):
    """tst.postmortem_basic.js:118-155: ::jsprint of the Menagerie.  In
    jsmdb's formats: numbers as JavaScript prints them (4.7; mdb_v8:
    4.700000e+00), a short array on one line, a hole as <1 empty item>,
    a Date as util.inspect's ISO time (mdb_v8: ms and a local time), a
    RegExp as /source/ (mdb_v8: JSRegExp: "source"), a function property
    as function NAME (mdb_v8 left it out)."""
    m = truth["basic"]["menagerie"]
    stuff = [num(v) if v is not None and not isinstance(v, str) else
             jsvalue(v) if v is not None else "null"
             for v in m["a_array_withstuff"]]
    hole = list(stuff)
    hole[1] = "<1 empty item>"

    def iso(ms):
        t = datetime.datetime(1970, 1, 1) + datetime.timedelta(
            milliseconds=ms)
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
    vals = {
        "a_seqstring": jsvalue(m["a_seqstring"]),
        "a_consstring": jsvalue(m["a_consstring"]),
        "a_slicedstring": jsvalue(m["a_slicedstring"]),
        "a_number_smallint": num(m["a_number_smallint"]),
        "a_number_zero": num(m["a_number_zero"]),
        "a_number_float": num(m["a_number_float"]),
        "a_number_large": num(m["a_number_large"]),
        "a_number_nan": "NaN", "a_null": "null",
        "a_undefined": "undefined", "a_array_empty": "[]",
        "a_array_withstuff": "[ %s ]" % ", ".join(stuff),
        "a_array_withhole": "[ %s ]" % ", ".join(hole),
        "a_date_recent": iso(m["a_date_recent"]),
        "a_date_zero": iso(m["a_date_zero"]),
        "a_regexp": "/%s/" % m["a_regexp"],
        "a_func": "function %s" % m["a_func"],
        "a_bool_true": "true", "a_bool_false": "false",
    }
    want = ["{"] + ['    "%s": %s,' % (k, vals[k])
                    for k in truth["basic"]["menagerieKeys"]] + ["}", ""]
    r = run_cmd(core, "::findjsobjects -c Menagerie | "
                "::findjsobjects -p a_seqstring |"
                "::findjsobjects | ::jsprint")
    check(r.out == "\n".join(want), "Menagerie printed wrong", r.describe())


def t_basic_zoo(core, truth):
    """tst.postmortem_basic.js:160-205: ::jsprint of the Zoo (37
    properties; numbers as JavaScript prints them, mdb_v8: %e)."""
    z = truth["basic"]["zoo"]
    want = ["{"] + ['    "%s": %s,' % (k, jsvalue(v) if isinstance(
        v, str) else num(v)) for k, v in z.items()] + ["}", ""]
    r = run_cmd(core, "::findjsobjects -c Zoo | "
                "::findjsobjects -p prop_01 |"
                "::findjsobjects | ::jsprint")
    check(r.out == "\n".join(want), "Zoo printed wrong", r.describe())


# ---- tst.postmortem_details.js ----

def find_buffer(core, prop, length):
    """test/lib/buffer-commands.js: the object with prop whose ::jsprint -b
    shows length bytes (mdb_v8 printed "length N>"; jsmdb the bytes, as
    util.inspect: ADDR: <Buffer 48 65 ...>)."""
    r = run_cmd(core, "::findjsobjects -p %s | ::findjsobjects | "
                "::jsprint -b" % prop)
    found = [ln.split(":")[0] for ln in lines_of(r.out)
             if re.match(r"^[0-9a-f]+: <Buffer( [0-9a-f]{2}){%d}>$" %
                         length, ln)]
    check(found, "no buffer of %d bytes with %s" % (length, prop),
          r.describe())
    return found[0]


def t_details_buffers(core, truth):
    """tst.postmortem_details.js:118-186, 258-290: the buffer and its
    slice: ::jsconstructor (the program's buf.constructor.name),
    ::nodebuffer (an address), ::nodebuffer | ::eval "./ccccc" (its
    first five bytes: Hello)."""
    t = truth["details"]
    for prop, length, ctor in (("my_buffer", t["length"],
                                t["constructor"]),
                               ("is_sliced_buffer", t["slicedLength"],
                                t["slicedConstructor"])):
        b = find_buffer(core, prop, length)
        r = run_cmd(core, "%s::jsconstructor" % b)
        check(lines_of(r.out) == [ctor], "constructor not %s" % ctor,
              r.describe())
        r = run_cmd(core, "%s::nodebuffer" % b)
        lines = lines_of(r.out)
        check(len(lines) == 1 and re.match(r"^[0-9a-fA-F]+$", lines[0]),
              "::nodebuffer not an address", r.describe())
        addr = lines[0]
        r = run_cmd(core, '%s::nodebuffer | ::eval "./ccccc"' % b)
        lines = lines_of(r.out)
        want = r"^0x%s:\s+%s$" % (addr, re.escape(t["contents"][:5]))
        check(len(lines) == 1 and re.match(want, lines[0]),
              "contents not %s" % t["contents"][:5], r.describe())


def t_details_functions(core, truth):
    """tst.postmortem_details.js:188-218: ::jsfunctions -n myTestFunction
    (one function, defined in the program), -s the program (it is
    there, one closure), ::jssource -n 0 (the file, the function's
    lines)."""
    t = truth["details"]
    prog = truth["program"]
    r = run_cmd(core, "::jsfunctions -n myTestFunction ! cat")
    lines = lines_of(r.out)
    check(len(lines) == 2, "not one myTestFunction", r.describe())
    parts = lines[1].split()
    check(parts[1] == "1" and parts[2] == "myTestFunction" and
          prog in parts[3], "myTestFunction row wrong", r.describe())
    r = run_cmd(core, "::jsfunctions -s %s ! cat" % prog)
    rows = [ln.split() for ln in lines_of(r.out)]
    check(any(p[2:3] == ["myTestFunction"] and p[1] == "1" for p in rows),
          "myTestFunction not found", r.describe())
    r = run_cmd(core, "::jsfunctions -n myTestFunction ! "
                "awk 'NR == 2 {print $1}' | head -1")
    r = run_cmd(core, "%s::jssource -n 0" % r.out.strip())
    lines = lines_of(r.out)
    check(prog in lines[0], "not the program's source", r.describe())
    for s in t["sourceLines"]:
        check(s + "\n" in r.out, "no line %s" % s, r.describe())


def t_details_kinds(core, truth):
    """tst.postmortem_details.js:220-235: ::findjsobjects -k dict,
    inobject, numeric: at least one object each (props: any)."""
    for kind, least in (("dict", 1), ("inobject", 1), ("numeric", 1),
                        ("props", 0)):
        r = run_cmd(core, "::findjsobjects -k %s" % kind)
        check(len(lines_of(r.out)) >= least, "no %s object" % kind,
              r.describe())


# ---- tst.postmortem_findjsobjects.js ----

def t_findjsobjects(core, truth):
    """tst.postmortem_findjsobjects.js:108-137: by constructor and by
    property, the LanguageH prints its OBEY; ::findjsobjects -r of the
    Foo says the LanguageH's foo refers to it."""
    line = '"OBEY": "%s"' % truth["findjsobjects"]["OBEY"]
    for cmd in ("::findjsobjects -c LanguageH | ::findjsobjects | "
                "::jsprint", "::findjsobjects -p OBEY | ::findjsobjects | "
                "::jsprint"):
        r = run_cmd(core, cmd)
        check(line in r.out, "no %s" % line, r.describe())
    r = run_cmd(core, "::findjsobjects -c Foo | ::findjsobjects"
                "| ::findjsobjects -r")
    check(re.search(r"^[0-9a-fA-F]+ referred to by\s([0-9a-fA-F]+).foo",
                    r.out, re.M), "no reference from .foo", r.describe())


# ---- tst.postmortem_jsstack.js ----

def t_jsstack(core, truth):
    """tst.postmortem_jsstack.js:90-150: ::jsstack -v shows stalloogle,
    bagnoogle, doogle in order (the frame of process.abort skipped, as
    mdb_v8 skipped loadavg's); stalloogle's arg1 is the string it got
    (::v8str)."""
    t = truth["jsstack"]
    # es5/mdbv8.js gives each function's own name (Node.js 0.10 - 4:
    # '', a function expression assigned to a variable has none); V8
    # infers the variable's name, printed as <anonymous> (as NAME)
    frames = [n or "<anonymous> (as %s)" % f for f, n in
              zip(t["frames"], t.get("names", t["frames"]))]
    r = run_cmd(core, "::jsstack -v")
    sentinel, arg1 = "js:     ", "          arg1: "
    matched, straddr = 0, None
    for ln in lines_of(r.out):
        if sentinel in ln and "abort" in ln:
            continue
        if matched == 1 and ln.startswith(arg1) and straddr is None:
            straddr = ln[len(arg1):].split(" ")[0]
        if sentinel not in ln or not frames:
            continue
        top = frames.pop(0)
        check(ln[ln.index(sentinel) + len(sentinel):].startswith(top),
              "unexpected frame where %s was expected" % top, r.describe())
        matched += 1
    check(not frames, "did not find frame %s" % (frames or [""])[0],
          r.describe())
    check(straddr is not None, "no arg1 for the top frame", r.describe())
    r = run_cmd(core, "%s::v8str" % straddr)
    check(t["arg"] in r.out, "arg1 is not the string", r.describe())


TESTS = [
    ("arrays-bad-address", t_arrays_bad),
    ("arrays-lengths", t_arrays_lengths),
    ("arrays-adhoc", t_arrays_adhoc),
    ("arrays-indexes", t_arrays_indexes),
    ("jsclosure", t_jsclosure),
    ("v8context", t_v8context),
    ("v8scopeinfo", t_v8scopeinfo),
    ("bound-function", t_bound),
    ("jsfindrefs-simple", t_findrefs_simple),
    ("jsfindrefs-strings", t_findrefs_strings),
    ("jsfindrefs-big-object", t_findrefs_big),
    ("jsfindrefs-cycle", t_findrefs_cycle),
    ("jsfindrefs-bogus", t_findrefs_bogus),
    ("jsfindrefs-non-js", t_findrefs_nonjs),
    ("v8whatis-bad-input", t_v8whatis_bad),
    ("v8whatis", t_v8whatis),
    ("basic-menagerie", t_basic_menagerie),
    ("basic-zoo", t_basic_zoo),
    ("details-buffers", t_details_buffers),
    ("details-functions", t_details_functions),
    ("details-kinds", t_details_kinds),
    ("findjsobjects", t_findjsobjects),
    ("jsstack", t_jsstack),
]


if __name__ == "__main__":
    run_table_tests("mdbv8.js", TESTS)
