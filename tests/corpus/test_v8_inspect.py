#!/usr/bin/env python3
"""v8_inspect: ::jsprint, ::jsconstructor and the V8 internals dcmds
on the cores of corpora/node/inspect.js (Node.js 8 - 26) and of its ES5
twin corpora/node/es5/inspect.js (Node.js 0.10, 0.12, 4, 6).

inspect.js builds one object holding every kind of value and writes to
truth.json what ::jsprint and ::jsconstructor must print for each, computed
from the values themselves; the root object's address comes from V8's own
%DebugPrint.  The twin's root is the only instance of a constructor it
names (root_constructor): the root is what ::findjsobjects -c finds, and
it must be exactly one object, the one whose address V8's %DebugPrint
printed (debugprint_address).  Nothing expected here comes from jsmdb's
output.

Usage:
    tests/corpus/v8_inspect.py [COREDIR...]

With no arguments, the inspect-nodeNN cores that corpora/make-cores.sh
lists are used (a core not yet made is a FAIL).  A COREDIR holds core and
truth.json (and, if the node binary is not where the core says, meta.json
naming it).
"""

import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib as cl  # noqa: E402

BANNER_RE = re.compile(r"^V8 version: .*\n", re.M)


def run(core, cmd, expect_rc=0):
    r = cl.jsmdb(["-e", cmd] + cl.exe_and_core(core), expect_rc=expect_rc)
    r.out = BANNER_RE.sub("", r.out)
    r.err = BANNER_RE.sub("", r.err)
    return r


def first_diff(a, b):
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i
    return min(len(a), len(b))


def same_text(got, want, what):
    if got == want:
        return
    i = first_diff(got, want)
    cl.check(False, "%s differs at offset %d" % (what, i),
             "expected: %r\n     got: %r" % (want[max(0, i - 80):i + 80],
                                             got[max(0, i - 80):i + 80]))


# ---- the tests ----

def has_napi_version(core):
    """Does the node binary have napi_get_node_version's static version
    (Node.js 8 and later), where the banner reads the release from?"""
    p = subprocess.run(["nm", "--defined-only", core.exe],
                       capture_output=True, text=True, errors="replace")
    return "_ZZ21napi_get_node_versionE7version" in p.stdout


def t_banner(core):
    r = cl.jsmdb(["-e", "::v8types"] + cl.exe_and_core(core))
    v8 = core.truth["v8"]
    node = core.truth["node"]
    cl.check(("V8 version: %s" % v8.split("-")[0]) in r.out + r.err,
             "banner does not name V8 %s" % v8, r.describe())
    if has_napi_version(core):
        cl.check(("Node.js %s" % node) in r.out + r.err,
                 "banner does not name Node.js %s" % node, r.describe())
        return
    # before N-API the release is known from the process object
    r = run(core, "::nodeinfo")
    cl.check("node version:    %s\n" % node in r.out,
             "::nodeinfo does not name Node.js %s" % node, r.describe())


def t_jsprint(core, key, want, depth):
    addr = core.truth["root_address"]
    opt = "" if depth == 2 else "-d %d " % depth
    r = run(core, "%s::jsprint %s%s" % (addr, opt, key))
    same_text(anon(r.out.rstrip("\n")), want, "%s::jsprint %s%s" % (
        addr, opt, key))


def anon(text):
    """An anonymous function V8 gave an inferred name prints as
    "function <anonymous> (as NAME)"; the program knows only that it is
    anonymous."""
    return re.sub(r"function <anonymous> \(as [^()\n]*\)",
                  "function <anonymous>", text)


def t_prefix(core, key, want):
    addr = core.truth["root_address"]
    r = run(core, "%s::jsprint %s" % (addr, key))
    cl.check(r.out.startswith(want), "%s: output does not start with %r" %
             (key, want), r.describe())


def t_args_elements(core, key, wants):
    """An arguments object's elements, one by one: a sloppy function's
    with named parameters reads them from the function's context (its
    parameter map), the others from their arguments store."""
    addr = core.truth["root_address"]
    cl.check(len(wants) == 2, "inspect.js passed two arguments")
    for i, want in enumerate(wants):
        r = run(core, "%s::jsprint %s[%d]" % (addr, key, i))
        same_text(r.out.rstrip("\n"), want, "::jsprint %s[%d]" % (key, i))


def t_args_named(core, key):
    """What an arguments object's Symbol.iterator is (a native
    accessor in V8; JavaScript sees Array.prototype.values) and its
    callee's name (new Function's: "anonymous"), by the names the
    program read (f.name), on their own lines of ::jsprint."""
    t = core.truth
    addr = t["root_address"]
    r = run(core, "%s::jsprint %s" % (addr, key))
    lines = r.out.splitlines()
    want = "    [Symbol(Symbol.iterator)]: function %s," % (
        t["args_iterator"][key] or "<anonymous>")
    cl.check(want in lines, "%s: no line %r" % (key, want), r.describe())
    if key in t.get("args_callee", {}):
        want = '    "callee": function %s,' % (
            t["args_callee"][key] or "<anonymous>")
        cl.check(want in lines, "%s: no line %r" % (key, want),
                 r.describe())


def t_function_names(core, keys, vals):
    """::jsfunction names each function as f.name does (new
    Function's "anonymous"); an anonymous one may show the name V8
    inferred, as "<anonymous> (as NAME)"."""
    names = core.truth.get("function_name", {})
    bad = []
    for k, v in zip(keys, vals):
        if k not in names:
            continue
        r = run(core, "%s::jsfunction" % v)
        first = (r.out.splitlines() or [""])[0]
        first = re.sub(r"^function: <anonymous> \(as [^()]*\)$",
                       "function: <anonymous>", first)
        want = "function: %s" % (names[k] or "<anonymous>")
        if first != want:
            bad.append("%s: expected %r, got %r" % (k, want, first))
    cl.check(names, "no function names in truth.json")
    cl.check(not bad, "%d function names wrong" % len(bad), "\n".join(bad))


def t_brief(core, key, want):
    addr = core.truth["root_address"]
    r = run(core, "%s::jsprint -s %s" % (addr, key))
    same_text(anon(r.out.rstrip("\n")), want, "::jsprint -s %s" % key)


def t_circular(core):
    addr = core.truth["root_address"]
    r = run(core, "%s::jsprint -d 1" % addr)
    cl.check('    "self": [Circular],' in r.out.split("\n"),
             "root.self is not printed as [Circular]", r.out[-2000:])
    r = run(core, "%s::jsprint -a -d 1" % addr)
    cl.check(r.out.startswith(addr[2:].lstrip("0") + ": {"),
             "-a does not print the root's address", r.out[:300])


def err_lines(r):
    """stderr's lines, less the notice a release whose facts lack a part
    prints once when the core is opened (Node.js 0.10: "facts are
    missing ...: jsmdb cannot read JavaScript stack frames")."""
    return [ln for ln in r.err.splitlines() if ln.strip() and
            not ln.startswith("jsmdb: v8: facts are missing for V8 ")]


DEBUGPRINT_NONE = ("this V8's %DebugPrint prints no details (truth.json: "
                   "debugprint_detail false): nothing to check against")


def not_run(name, test, why):
    """A check whose truth this release's V8 cannot give: said, not
    counted as passed."""
    print("NOTE  %s/%s: not run: %s" % (name, test, why))


def no_detail(core):
    """Tests of V8's own account of a value (its %DebugPrint details) fail
    plainly on releases whose release builds print none (V8 < 8)."""
    cl.check(core.truth.get("debugprint_detail", True),
             "this V8's %DebugPrint prints no details (truth.json: "
             "debugprint_detail false): nothing to check against")


def prop_values(core):
    """The root's property values, in order (the jsprop walker), and the
    properties it said it could not walk: unboxed doubles (in-object
    double fields before V8 8 hold the raw float64, no V8 value)."""
    r = run(core, "%s::walk jsprop" % core.truth["root_address"])
    vals = [ln.strip() for ln in r.out.splitlines() if ln.strip()]
    unboxed = []
    m = re.search(r"propert(?:y|ies) not walked, unboxed doubles "
                  r"\(no address to hand on\): (.*)$", r.err, re.M)
    if m:
        unboxed = [k.strip() for k in m.group(1).split(",")]
    return vals, unboxed


def is_double_text(text):
    """Is ::jsprint's expected text (the program's) a non-Smi number?"""
    if text in ("NaN", "Infinity", "-Infinity", "-0"):
        return True
    try:
        v = float(text)
    except ValueError:
        return False
    return v != int(v) or abs(v) >= 2 ** 31


def t_constructors(core, keys, vals):
    want = core.truth["constructor"]
    bad = []
    for k, v in zip(keys, vals):
        if k not in want:
            continue
        r = run(core, "%s::jsconstructor" % v)
        if r.out.strip() != want[k]:
            bad.append("%s: expected %s, got %r" % (k, want[k], r.out.strip()))
    cl.check(not bad, "%d constructor names wrong" % len(bad), "\n".join(bad))


def t_constructor_v(core, keys, vals):
    i = keys.index("barInst")
    r = run(core, "%s::jsconstructor -v" % vals[i])
    cl.check(re.fullmatch(r"JsmdbBar \(JSFunction: [0-9a-f]+\)\n", r.out),
             "::jsconstructor -v: %r" % r.out)


def t_strings(core, keys, vals):
    kinds = core.truth["string_kind"]
    lengths = core.truth["string_length"]
    bad = []
    for k, kind in sorted(kinds.items()):
        v = vals[keys.index(k)]
        r = run(core, "%s::v8str -v" % v)
        first = r.out.split("\n")[0]
        if kind not in first:
            bad.append("%s: expected a %s string: %r" % (k, kind, first))
        m = re.search(r"length (\d+)", first)
        if k in lengths and (m is None or int(m.group(1)) != lengths[k]):
            bad.append("%s: expected length %d: %r" % (k, lengths[k], first))
    cl.check(not bad, "string representations wrong", "\n".join(bad))
    # ::v8str quotes it (mdb_v8's default); -r prints the text alone
    v = vals[keys.index("str")]
    r = run(core, "%s::v8str; %s::v8str -r" % (v, v))
    cl.check(r.out == '"hello"\nhello\n', "::v8str of 'hello': %r" % r.out)


def old_type(core, name):
    """On the twin's releases (V8 5.1 and older, which jsmdb has no type
    tables for) a type the binary's metadata does not declare is not
    V8's: JS_ERROR_TYPE and JS_API_OBJECT_TYPE came after 5.1 (5.1's
    objects.h INSTANCE_TYPE_LIST), so errors and API objects are
    JS_OBJECT_TYPE there."""
    if not core.truth.get("twin"):
        return name
    classes, types = metadata_names(core)
    return name if name in types else "JS_OBJECT_TYPE"


def t_v8type(core, keys, vals):
    want = {"packed": "JS_ARRAY_TYPE", "date": "JS_DATE_TYPE",
            "map": "JS_MAP_TYPE", "heapNum": "HEAP_NUMBER_TYPE",
            "fn": "JS_FUNCTION_TYPE", "err": old_type(core, "JS_ERROR_TYPE"),
            # V8 before 8 spelled it JS_REGEXP_TYPE
            "regexp": "JS_REG_?EXP_TYPE", "sym": "SYMBOL_TYPE",
            "nul": "ODDBALL_TYPE"}
    bad = []
    for k, t in sorted(want.items()):
        if k not in keys:
            continue        # an unboxed double: not walked (test_core)
        v = vals[keys.index(k)]
        r = run(core, "%s::v8type" % v)
        if not re.match(r"%s: %s\b" % (v.lstrip("0") or "0", t), r.out):
            bad.append("%s: expected %s: %r" % (k, t, r.out))
    v = vals[keys.index("smi")]
    r = run(core, "%s::v8type" % v)
    if "SMI: value = 42" not in r.out:
        bad.append("smi: %r" % r.out)
    cl.check(not bad, "instance types wrong", "\n".join(bad))


def t_v8print(core, keys, vals):
    v = vals[keys.index("packed")]
    r = run(core, "%s::v8print" % v)
    lines = r.out.split("\n")
    cl.check(lines[0].endswith(" JSArray {"), "v8print header: %r" % lines[0],
             r.out)
    cl.check(re.search(r" length = [0-9a-f]+ \(SMI: value = 3\)", r.out),
             "v8print shows no length 3", r.out)
    cl.check(re.search(r" map = [0-9a-f]+ \(Map\)", r.out),
             "v8print shows no map", r.out)


def t_jsarray(core, keys, vals):
    v = vals[keys.index("packed")]
    r = run(core, "%s::jsarray | ::jsprint" % v)
    cl.check(r.out == "1\n2\n3\n", "::jsarray | ::jsprint: %r" % r.out)
    r = run(core, "%s::jsarray -i" % vals[keys.index("doubles")])
    cl.check(r.out == "0 1.5\n1 2.25\n2 -0\n", "::jsarray -i doubles: %r" %
             r.out)
    r = run(core, "%s::walk jselement | ::jsprint" % vals[keys.index("mixed")])
    cl.check(r.out.split("\n")[-3:] == ['"x"', 'null', ''],
             "jselement walker: %r" % r.out)


def t_internal(core, keys, vals):
    v = vals[keys.index("zlibHandle")]
    r = run(core, "%s::v8internal" % v)
    lines = r.out.splitlines()
    cl.check(len(lines) >= 1 and all(re.fullmatch(r"\d+ [0-9a-f]+", ln)
                                     for ln in lines),
             "a Node.js handle shows no internal fields", r.out)
    r = run(core, "%s::v8internal 0t99" % v, expect_rc=None)
    err = err_lines(r)
    cl.check(r.rc != 0 and len(err) == 1, "::v8internal 99: rc %d, %r" % (
        r.rc, r.err))
    r = run(core, "%s::v8type" % v)
    want = old_type(core, "JS_API_OBJECT_TYPE")
    cl.check(re.search(r": %s\b" % want, r.out), "handle type: want %s: "
             "%r" % (want, r.out))


# ---- the V8 facts inspect.js took from %DebugPrint ----

def norm(addr):
    """'0x00000abc' or 'abc' -> 'abc' (as mdb prints addresses)"""
    a = addr.lower()
    if a.startswith("0x"):
        a = a[2:]
    return a.lstrip("0") or "0"


SENTINEL = "0xdecade=K"


def run_many(core, cmds, expect_rc=None):
    """Runs several commands in one jsmdb; returns (run, [stdout of
    each]) (the commands' outputs split at a sentinel line)."""
    r = run(core, ("; %s; " % SENTINEL).join(cmds), expect_rc=expect_rc)
    outs, cur = [], []
    for ln in r.out.split("\n"):
        if ln.strip() == "decade":
            outs.append("\n".join(cur) + "\n" if cur else "")
            cur = []
        else:
            cur.append(ln)
    outs.append("\n".join(cur).rstrip("\n") + "\n" if any(cur) else "")
    cl.check(len(outs) == len(cmds), "%d outputs for %d commands" % (
        len(outs), len(cmds)), r.describe())
    return r, outs


def t_v8type_named(core):
    """Every instance type V8 printed (its map's "- type:", or the hash
    table classes it printed inside objects) is what ::v8type names:
    the metadata leaves many unnamed (206-216 on Node.js 24: the hash
    tables; the JSFunction and prototype subtypes; iterators)."""
    bad = []
    ents = core.truth["v8_types"]
    no_detail(core)
    cl.check(len(ents) >= 10, "inspect.js recorded only %d types" %
             len(ents))
    addrs = [norm(e["address"]) for e in ents]
    r, outs = run_many(core, ["%s::v8type" % a for a in addrs])
    for a, e, out in zip(addrs, ents, outs):
        if not re.match(r"%s: %s( |$)" % (a, e["type"]), out):
            bad.append("%s (%s): expected %s: %r" % (a, e["what"],
                                                     e["type"], out))
    # ::v8print finds a class for each
    r, outs = run_many(core, ["%s::v8print" % a for a in addrs])
    for a, e, out in zip(addrs, ents, outs):
        if not out.startswith("%s " % a) or \
                out.split("\n")[0].endswith(" HeapObject < Object {"):
            bad.append("%s (%s) ::v8print: %r" % (a, e["what"], out[:200]))
    if "no known class" in r.err:
        bad.append("::v8print: %s" % r.err)
    # ::jsprint names the internal ones (the hash tables)
    inner = [(a, e) for a, e in zip(addrs, ents) if "." in e["what"]]
    r, outs = run_many(core, ["%s::jsprint" % a for a, e in inner])
    for (a, e), out in zip(inner, outs):
        if out != "<%s %s>\n" % (e["type"], a):
            bad.append("%s (%s) ::jsprint: %r" % (a, e["what"], out))
    cl.check(not bad, "%d of V8's types named wrong" % len(bad),
             "\n".join(bad))


def t_no_unnamed_types(core):
    """No JavaScript object in the heap has a type ::v8type cannot name
    (V8 names every type it has)."""
    r = run(core, "::walk jsobject | ::v8type")
    lines = r.out.splitlines()
    unnamed = [ln for ln in lines if "instance type" in ln]
    # The walk is the census's: as many objects as ::findjsobjects -v
    # counts (Node.js 0.10's whole heap holds about 825), and at least
    # the objects the program itself made and named (its constructors).
    v = run(core, "::findjsobjects -v", expect_rc=None)
    m = re.search(r"JavaScript objects => (\d+)", v.out + v.err)
    cl.check(m is not None and int(m.group(1)) == len(lines),
             "the walk gives %d objects, the census counts %s" % (
                 len(lines), m.group(1) if m else "none"), v.err)
    made = len(core.truth["constructor"])
    cl.check(len(lines) > max(made, 500), "only %d objects walked "
             "(the program made %d)" % (len(lines), made))
    cl.check(not unnamed, "%d objects of unnamed types" % len(unnamed),
             "\n".join(unnamed[:20]))


def t_v8whatis(core):
    """Offsets are from the object's tagged address (mdb_v8's): +0x0 for
    the address V8 printed, +N for N bytes in, -0x1 for the map word;
    the size is the one V8 printed for the map."""
    root = norm(core.truth["root_address"])
    want = dict((norm(a), n) for a, n in
                core.truth["instance_size"].items())
    cases = [(root, "JS_OBJECT_TYPE")] + \
        [(norm(e["address"]), e["type"]) for e in core.truth["v8_types"]]
    cmds, pats = [], []
    for a, t in cases:
        base = int(a, 16)
        size = want.get(a)
        for off in [0, 8] + ([size - 8] if size and size > 16 else []):
            q = "%x" % (base + off)
            cmds.append("%s::v8whatis" % q)
            pats.append(r"%s is %s\+0x%x: %s%s," % (
                q, a, off, t, ", %d bytes" % size if size else ""))
        q = "%x" % (base - 1)
        cmds.append("%s::v8whatis" % q)
        pats.append(r"%s is %s-0x1: %s," % (q, a, t))
    r, outs = run_many(core, cmds)
    bad = ["%s: expected /%s/: %r" % (c, p, o)
           for c, p, o in zip(cmds, pats, outs) if not re.match(p, o)]
    cl.check(not bad, "%d ::v8whatis answers wrong" % len(bad),
             "\n".join(bad))


def t_embedder_fields(core):
    """::v8internal and ::v8print show exactly the embedder fields V8
    says the object has ("embedder fields: N"), with V8's values: none
    for plain objects, Maps, functions; a Node.js handle's own count (5
    on Node.js 24, whose API objects keep a C++ heap slot first)."""
    no_detail(core)
    bad = []
    ents = sorted(core.truth["embedder"].items())
    cl.check(any(e["count"] > 0 for k, e in ents),
             "V8 printed no embedder fields at all")
    r, internal = run_many(core, ["%s::v8internal" % norm(e["address"])
                                  for k, e in ents])
    r, printed = run_many(core, ["%s::v8print" % norm(e["address"])
                                 for k, e in ents])
    for (k, e), oi, op in zip(ents, internal, printed):
        want = [int(v, 16) for v in e["values"]]
        cl.check(len(want) == e["count"], "%s: V8 printed %d values of "
                 "%d fields" % (k, len(want), e["count"]))
        got = []
        for i, ln in enumerate(oi.splitlines()):
            f = ln.split()
            got.append(int(f[1], 16) if len(f) == 2 and f[0] == str(i)
                       else ln)
        if got != want:
            bad.append("%s ::v8internal: want %s, got %r" % (
                k, [hex(v) for v in want], oi))
        got = [int(m.group(1), 16) for m in re.finditer(
            r" embedder_field\[\d+\] = ([0-9a-f]+)", op)]
        if got != want or "internal_fields" in op:
            bad.append("%s ::v8print: want %s: %s" % (
                k, [hex(v) for v in want], op[-600:]))
    cl.check(not bad, "%d objects' embedder fields wrong" % len(bad),
             "\n".join(bad))


def t_v8print_fields(core, keys, vals):
    """::v8print of an array: no pseudo-field on top of JSArray's
    length; each field's address printed once."""
    v = vals[keys.index("packed")]
    r = run(core, "%s::v8print" % v)
    addrs = re.findall(r"^\s*([0-9a-f]+) [a-z_]+ = ", r.out, re.M)
    cl.check("internal_fields" not in r.out and
             len(addrs) == len(set(addrs)),
             "fields overlap in ::v8print of an array", r.out)


_builtin_syms = {}


def builtin_symbols(core):
    """Does the binary name its embedded builtins (Builtins_X symbols)?
    Debian's libnode.so.108 does not: it is stripped of them, and jsmdb
    then names no builtin (it must not name a wrong one)."""
    exe = core.meta["exe"]
    if exe not in _builtin_syms:
        objs = [exe]
        d = os.path.dirname(os.path.dirname(exe))
        for sub in ("lib/i386-linux-gnu", "lib/x86_64-linux-gnu"):
            lib = os.path.join(d, sub, "libnode.so.108")
            if os.path.exists(lib):
                objs.append(lib)
        found = False
        for o in objs:
            p = subprocess.run(["nm", "-a", o], capture_output=True,
                               text=True, errors="replace")
            if " Builtins_" in p.stdout:
                found = True
        _builtin_syms[exe] = found
    return _builtin_syms[exe]


def t_v8code(core):
    """::v8code of a function prints the Code object V8 printed for it
    ("- code: 0x... <Code BUILTIN CompileLazy>"): from the JSFunction's
    code field, or on Node.js 24 through the JSDispatchTable.  Where the
    binary has no Builtins_ symbols, the instructions are named by no
    builtin (never by a wrong one)."""
    no_detail(core)
    bad = []
    named = builtin_symbols(core)
    for k, c in sorted(core.truth["code"].items()):
        f = norm(c["address"])
        r = run(core, "%s::v8code" % f, expect_rc=None)
        lines = r.out.splitlines()
        if r.rc != 0 or len(lines) < 2 or \
                not lines[0].startswith("%s: Code, kind %s" % (
                    norm(c["code"]), c["kind"])) or \
                (named and not lines[1].rstrip().endswith(
                    "Builtins_%s" % c["builtin"])) or \
                (not named and "Builtins_" in lines[1]):
            bad.append("%s (%s): want code %s %s %s: %r %r" % (
                k, f, c["code"], c["kind"], c["builtin"], r.out, r.err))
        r = run(core, "%s::v8function" % f, expect_rc=None)
        if "code: %s (Code)" % norm(c["code"]) not in r.out:
            bad.append("%s ::v8function: %r" % (k, r.out))
    cl.check(len(core.truth["code"]) >= 2, "inspect.js recorded no code")
    cl.check(not bad, "%d functions' code wrong" % len(bad),
             "\n".join(bad))


def t_never_called(core, keys, vals):
    """A function V8 never compiled keeps its source range in its
    UncompiledData: ::v8function, ::jsfunction and ::jsfunctions give
    the range and line inspect.js found in its own text."""
    nc = core.truth["never_called"]
    f = vals[keys.index(nc["key"])]
    r = run(core, "%s::v8function" % f)
    cl.check("source range: %d to %d" % (nc["start"], nc["end"]) in r.out,
             "::v8function: want range %d to %d" % (nc["start"], nc["end"]),
             r.out)
    r = run(core, "%s::jsfunction" % f)
    cl.check(re.search(r"line %d$" % nc["line"], r.out, re.M),
             "::jsfunction: want line %d" % nc["line"], r.out)
    r = run(core, "::jsfunctions -n %s" % nc["name"])
    rows = [ln for ln in r.out.splitlines() if " %s " % nc["name"] in ln]
    cl.check(len(rows) == 1 and rows[0].rstrip().endswith(
        "line %d" % nc["line"]), "::jsfunctions: want line %d" %
        nc["line"], r.out)


def t_jsclosure(core, keys, vals):
    """::jsclosure prints each captured variable at depth 1 with nested
    lines and the closing bracket indented under the variable's name
    (inspect.js rendered them at indent 4); addresses aside."""
    cv = core.truth["closure"]
    f = vals[keys.index(cv["key"])]
    r = run(core, "%s::jsclosure" % f)
    lines = r.out.split("\n")
    cl.check(lines[0].startswith("context "), "no context", r.out)
    got, cur = {}, None
    for ln in lines[1:]:
        if ln.startswith("context ") or ln == "":
            break
        m = re.match(r'^    ("[^"]*"): (.*)$', ln)
        if m:
            cur = m.group(1)
            got[cur] = [m.group(2)]
        elif cur is not None:
            got[cur].append(ln)
    strip = re.compile(r'(?<![\w"])[0-9a-f]+: ')
    got = dict((k, strip.sub("", "\n".join(v))) for k, v in got.items())
    want = cv["vars"]
    bad = ["%s:\n--- want\n%s\n--- got\n%s" % (k, want[k], got.get(k))
           for k in sorted(want) if got.get(k) != want[k]]
    cl.check(not bad, "::jsclosure values misprinted", "\n".join(bad))


TABLES = ["10.2", "11.3", "12.4", "13.6"]


def t_v8load_mismatch(core):
    """::v8load of another release's table warns that it does not match
    the binary's V8 (the version inspect.js read from process.versions)
    and that results may be wrong; every command after it says so
    instead of printing nothing; loading the matching table is quiet."""
    v8 = core.truth["v8"]
    mine = ".".join(v8.split(".")[:2])
    other = [t for t in TABLES if t != mine][0]
    root = norm(core.truth["root_address"])
    r = run(core, "::v8load %s; %s::jsprint -s packed; %s::jsconstructor;"
            " ::v8types ! head -1" % (other, root, root), expect_rc=None)
    err = r.err.splitlines()
    cl.check(any("does not match" in ln and v8 in ln and
                 "results may be wrong" in ln for ln in err),
             "::v8load %s on V8 %s: no mismatch warning" % (other, v8),
             r.describe())
    for d in ["jsprint", "jsconstructor", "v8types"]:
        cl.check(any(ln.startswith("jsmdb: %s: " % d) and
                     "results may be wrong" in ln for ln in err),
                 "%s after ::v8load %s says nothing" % (d, other),
                 r.describe())
    cl.check(r.out.strip() != "", "no output at all", r.describe())
    r = run(core, "::v8load %s; %s::jsprint -s packed" % (mine, root))
    cl.check("does not match" not in r.err and
             "may be wrong" not in r.err and
             r.out.endswith("[ 1, 2, 3 ]\n"),
             "::v8load %s on V8 %s" % (mine, v8), r.describe())


BAD_DCMDS = ["jsprint", "jsconstructor", "jsarray", "v8type", "v8print",
             "v8str", "v8array", "v8internal", "v8code"]
BAD_ADDRS = ["0x10", "0x11", "0xdeadbeef1", "0xfffffffffffff001"]


def core_is_32bit(core):
    """An ELFCLASS32 core (i386): its V8 (ia32) has 31-bit Smis, so every
    even word is a Smi and 0x10 is the Smi 8, not a bad address."""
    with open(core.path, "rb") as f:
        return f.read(5)[4:5] == b"\x01"


def t_bad_addresses(core):
    bad = []
    for a in BAD_ADDRS:
        if a == "0x10" and core_is_32bit(core):
            continue
        for d in BAD_DCMDS:
            r = run(core, "%s::%s" % (a, d), expect_rc=None)
            err = err_lines(r)
            if r.rc == 0 or len(err) != 1 or r.out.strip() != "" or \
                    a[2:] not in err[0]:
                bad.append("%s::%s: rc %d, stdout %r, stderr %r" % (
                    a, d, r.rc, r.out[:100], r.err[:200]))
    cl.check(not bad, "%d bad-address runs misbehaved" % len(bad),
             "\n".join(bad))


def t_not_objects(core, keys, vals):
    # a string is a heap object but not a JS object: one line, non-zero
    v = vals[keys.index("str")]
    for d in ["jsconstructor", "jsarray", "v8internal"]:
        r = run(core, "%s::%s" % (v, d), expect_rc=None)
        err = err_lines(r)
        cl.check(r.rc != 0 and len(err) == 1,
                 "%s::%s on a string: rc %d, stderr %r" % (v, d, r.rc, r.err))


def t_v8array_count(core):
    """::v8array of `packed`'s elements store: its first three slots are
    the program's 1, 2, 3 (::jsprint of each raw word); `-n 2` prints the
    same first two and then says how many slots it left out, of how many
    (the full list's count): a list cut without a word fails."""
    root = norm(core.truth["root_address"])
    r = run(core, "%s::jsprint -a -d 0 packed" % root)
    arr = r.out.split(":")[0].strip()
    r = run(core, "%s::v8print" % arr)
    m = re.search(r" elements = ([0-9a-f]+)", r.out)
    cl.check(m is not None, "no elements field", r.describe())
    elems = m.group(1)
    full = run(core, "%s::v8array" % elems).out.split()
    cl.check(len(full) >= 3, "%d slots for [1, 2, 3]" % len(full))
    got = [run(core, "%s::jsprint" % w).out.strip() for w in full[:3]]
    cl.check(got == ["1", "2", "3"], "slots print %r" % got)
    r = run(core, "%s::v8array -n 2" % elems)
    lines = r.out.splitlines()
    want = "... %d more slots of %d (-n 0t2 shown)" % (len(full) - 2,
                                                         len(full))
    cl.check(lines == full[:2] + [want], "-n 2: %r, want %r" % (
        lines, full[:2] + [want]), r.describe())


def t_member_errors(core):
    addr = core.truth["root_address"]
    r = run(core, "%s::jsprint nosuchkey" % addr, expect_rc=None)
    cl.check(r.rc != 0 and "nosuchkey" in r.err, "missing member: %r" % r.err)
    r = run(core, "%s::jsprint packed[1]" % addr)
    cl.check(r.out == "2\n", "packed[1]: %r" % r.out)
    r = run(core, "%s::jsprint nested.level1.level2.level3" % addr)
    cl.check(r.out == '"deep"\n', "nested path: %r" % r.out)
    # a bad member among several prints nothing of the line
    r = run(core, "%s::jsprint packed[1] nosuchkey" % addr, expect_rc=None)
    cl.check(r.rc != 0 and r.out == "" and "nosuchkey" in r.err,
             "a bad second member: %r / %r" % (r.out, r.err))


def t_mdbv8_options(core):
    """mdb_v8's meanings: ::jsprint -b puts the object's address first
    (once, before several members on one line); ::v8str quotes as JSON,
    -r prints the text alone, -N cuts; ::v8whatis -d bounds the distance
    to the object's start."""
    t = core.truth
    addr = t["root_address"]
    bare = norm(addr)
    want = "%s: %s %s %s\n" % (bare, t["jsprint"]["smi"], t["jsprint"]["str"],
                               t["jsprint"]["nul"])
    r = run(core, "%s::jsprint -b smi str nul" % addr)
    cl.check(r.out == want, "::jsprint -b with three members", "want %r, "
             "got %r" % (want, r.out))
    r = run(core, "%s::jsprint -b -s packed" % addr)
    want = "%s: %s\n" % (bare, t["brief"]["packed"])
    cl.check(r.out == want, "::jsprint -b -s packed", "want %r, got %r" % (
        want, r.out))
    # the string "hello": quoted, raw, cut after 3 characters
    s = run(core, "%s::jsprint -a str" % addr).out.split(":")[0]
    outs = [run(core, "%s::v8str%s" % (s, o)).out
            for o in ("", " -r", " -N 3", " -r -N 3")]
    cl.check(outs == ['"hello"\n', 'hello\n', '"hel..."\n', 'hel...\n'],
             "::v8str of 'hello' (plain, -r, -N 3, -r -N 3): %r" % outs)
    esc = t["jsprint"]["escapes"]
    s = run(core, "%s::jsprint -a escapes" % addr).out.split(":")[0]
    r = run(core, "%s::v8str" % s)
    cl.check(r.out == esc + "\n", "::v8str escapes as JSON", "want %r, got "
             "%r" % (esc, r.out))
    # ::v8whatis -d: 8 bytes into the root, from its start (tag 1 below)
    base = int(addr, 16) - 1
    q = "%x" % (base + 8)
    r = run(core, "%s::v8whatis -d 8" % q)
    cl.check(r.out.startswith("%s is %s+0x7:" % (q, bare)),
             "::v8whatis -d 8 at 8 bytes in: %r" % r.out)
    r = run(core, "%s::v8whatis -d 7" % q, expect_rc=None)
    cl.check(r.rc != 0 and r.out == "" and "more than -d" in r.err,
             "::v8whatis -d 7 at 8 bytes in: %r / %r" % (r.out, r.err))


def t_v8code_dis(core):
    """::v8code -d and ::v8function -d of the functions whose code V8
    named (builtins, embedded in the node binary): the instructions
    objdump finds in the builtin's symbol, up to the code's size."""
    if not builtin_symbols(core):
        # no symbol to compare with: ::v8code -d still lists the code
        # without a symbol or a size field the code's extent is not known:
        # ::v8code -d says so (exit 1) rather than guess an end
        for what, c in sorted(core.truth.get("code", {}).items()):
            r = run(core, "%s::v8code -d" % c["address"], expect_rc=None)
            cl.check("Builtins_" not in r.out and (
                (r.rc == 0 and re.search(r"^\s*[0-9a-f]+:?\s+\S", r.out,
                                         re.M)) or
                (r.rc == 1 and "size is not known" in r.err)),
                "%s::v8code -d: neither instructions nor the reason there "
                "are none" % c["address"], r.out[:2000] + r.err[:1000])
        return
    for what, c in sorted(core.truth.get("code", {}).items()):
        fn = "Builtins_" + c["builtin"]
        want = cl.objdump_function(core.meta["exe"], fn)
        cl.check(want, "objdump finds no %s in %s" % (fn, core.meta["exe"]))
        for cmd in ("%s::v8code -d" % c["address"],
                    "%s::v8function -d" % c["address"]):
            r = run(core, cmd)
            # a trampoline into the embedded builtins has no size: the
            # whole symbol is the code
            m = re.search(r"instructions: [0-9a-f]+(?: - [0-9a-f]+ \((\d+) "
                          r"bytes\))?, %s$" % re.escape(fn), r.out, re.M)
            cl.check(m, "%s: no instruction range naming %s" % (cmd, fn),
                     r.out[:2000])
            size = int(m.group(1)) if m.group(1) else 1 << 40
            got = cl.parse_dis(r.out, fn, with_bytes=False)
            w = [x for x in want if x[0] < size]
            bad = [(g, x) for g, x in zip(got, w) if g[0] != x[0] or
                   not cl.same_mnemonic(g[2], x[2])]
            cl.check(len(got) == len(w) and not bad,
                     "%s: %d instructions, objdump %d below +0x%x" % (
                         cmd, len(got), len(w), size),
                     "%r\n%s" % (bad[:5], r.out[:3000]))


def t_raw_error(core):
    """An Error whose stack nobody read: ::jsprint shows its captured
    frames as V8 formats them (its twin, made at the same place, was
    formatted by V8 itself) where jsmdb knows how the release keeps them
    (V8 3.14 - 14.6: messages.js's raw frames up to 5.1); elsewhere the
    accessor, never a made-up text."""
    t = core.truth["raw_error"]
    root = core.truth["root_address"]
    r = run(core, "%s::jsprint %s" % (root, t["key"]))
    lines = [ln for ln in r.out.split("\n")
             if ln.startswith('    "stack": ')]
    cl.check(len(lines) == 1, "one stack line", r.out[:3000])
    cl.check('    "message": "%s",' % t["message"] in r.out.split("\n"),
             "the message", r.out[:3000])
    ver = tuple(int(x) for x in core.truth["v8"].split(".")[:2])
    if (3, 14) <= ver <= (14, 6):
        q = (t["stack"].replace("\\", "\\\\").replace('"', '\\"')
             .replace("\n", "\\n").replace("\t", "\\t"))
        want = '    "stack": [captured, not yet formatted] "%s",' % q
        same_text(lines[0], want, "::jsprint %s (captured stack)" %
                  t["key"])
    else:
        cl.check(lines[0].startswith('    "stack": [Getter') and
                 "captured" not in r.out, "V8 %d.%d: the stack accessor "
                 "expected, not frames" % ver, lines[0])


def t_raw_errors(core):
    """More unread errors (made in a constructor, in a method called by
    its name and by another, in a builtin's callback): each element of
    the array prints its captured frames as V8 formatted its twin."""
    t = core.truth["raw_errors"]
    root = core.truth["root_address"]
    ver = tuple(int(x) for x in core.truth["v8"].split(".")[:2])
    r = run(core, "%s::jsprint -d2 %s" % (root, t["key"]))
    lines = [ln for ln in r.out.split("\n")
             if ln.startswith('        "stack": ')]
    cl.check(len(lines) == len(t["errors"]), "%d stack lines, not %d" % (
        len(lines), len(t["errors"])), r.out[:3000])
    for ln, e in zip(lines, t["errors"]):
        if not (3, 14) <= ver <= (14, 6):
            cl.check(ln.startswith('        "stack": [Getter'),
                     "V8 %d.%d: the stack accessor expected" % ver, ln)
            continue
        q = (e["stack"].replace("\\", "\\\\").replace('"', '\\"')
             .replace("\n", "\\n").replace("\t", "\\t"))
        same_text(ln, '        "stack": [captured, not yet formatted] '
                  '"%s",' % q, "::jsprint %s (%s)" % (t["key"],
                                                       e["message"]))


def t_propkind(core):
    """::jsprint -v says how each object keeps its properties, as V8
    said it did (%HasFastProperties, %DebugPrint's locations)."""
    addr = core.truth["root_address"]
    bad = []
    cmds, wants = [], []
    for key, lay in sorted(core.truth["property_layout"].items()):
        words, unknown = [], []
        if lay["indexed"]:
            words.append("numeric-named")
        if not lay["fast"] and lay["named"] > 0:
            words.append("dictionary")
        for w, f in (("in-object", "inobject"),
                     ('"properties" array', "outofobject")):
            if not lay["fast"] or lay["named"] == 0:
                continue
            if lay[f] is None:
                unknown.append(w)
            elif lay[f]:
                words.append(w)
        cmds.append("%s::jsprint -v -d 0 %s" % (addr, key))
        wants.append((key, words, unknown))
    r, outs = run_many(core, cmds)
    for (key, words, unknown), out in zip(wants, outs):
        lines = [ln for ln in out.split("\n")
                 if ln.startswith("property kind:")]
        got = lines[0][len("property kind:"):] if lines else ""
        have = [w for w in ("numeric-named", "dictionary", "in-object",
                            '"properties" array') if " " + w in got]
        have = [w for w in have if w not in unknown]
        if have != words or len(lines) > 1 or (
                not words and not unknown and lines):
            bad.append("%s: want %r, got %r" % (key or "(root)", words, out))
    cl.check(not bad, "::jsprint -v property kinds wrong", "\n".join(bad))


def metadata_names(core):
    """Class and instance-type names the node binary's own v8dbg_ symbols
    declare (read with nm, not with jsmdb)."""
    # the object that carries them: the executable, or Debian's
    # libnode.so.108 (more-truth.json names it), whose only symbol table
    # is .dynsym
    lib = core.exe
    mt = os.path.join(core.dir, "more-truth.json")
    if os.path.exists(mt):
        with open(mt) as f:
            lib = json.load(f).get("libnode", lib)
    out = ""
    for opts in (["--defined-only"], ["-D", "--defined-only"]):
        out = subprocess.run(["nm"] + opts + [lib], capture_output=True,
                             text=True, errors="replace").stdout
        if "v8dbg_" in out:
            break
    classes, types = set(), set()
    for line in out.splitlines():
        f = line.split()
        if len(f) != 3:
            continue
        m = re.match(r"v8dbg_class_([A-Za-z0-9]+)__", f[2])
        if m:
            classes.add(m.group(1))
        m = re.match(r"v8dbg_type_[A-Za-z0-9]+__([A-Z0-9_]+_TYPE)$", f[2])
        if m:
            types.add(m.group(1))
    return classes, types


def t_class_and_type_lists(core):
    """::v8classes and ::v8types list every class and instance type the
    binary's metadata declares (and do not crash on table-only types)."""
    classes, types = metadata_names(core)
    cl.check(classes and types, "no v8dbg_ metadata found with nm")
    r = cl.run_cmd(core, "::v8classes")
    listed = set(r.out.split())
    missing = sorted(classes - listed)
    cl.check(not missing, "::v8classes misses %d metadata classes" %
             len(missing), ", ".join(missing[:10]))
    r = cl.run_cmd(core, "::v8types")
    listed = set(w for line in r.out.splitlines() for w in line.split())
    missing = sorted(types - listed)
    cl.check(not missing, "::v8types misses %d metadata types" %
             len(missing), ", ".join(missing[:10]))


def find_root(core):
    """The twin's root: the one instance of its unique constructor, which
    must be the object V8's %DebugPrint printed, when it printed one."""
    t = core.truth
    ctor = t["root_constructor"]
    r = run(core, "::findjsobjects -c %s | ::findjsobjects" % ctor)
    found = r.out.split()
    cl.check(len(found) == 1, "::findjsobjects -c %s found %d objects, "
             "not exactly 1" % (ctor, len(found)), r.describe())
    want = t.get("debugprint_address")
    cl.check(want is None or norm(want) == norm(found[0]),
             "::findjsobjects -c %s found %s, %%DebugPrint printed %s" % (
                 ctor, found[0], want))
    t["root_address"] = "0x" + norm(found[0])


def t_jsprint_any(core, key, wants, depth):
    """V8 3.14's Map and Set keep their entries in a hash table whose
    order the program cannot see: one of the orders must be printed."""
    addr = core.truth["root_address"]
    opt = "" if depth == 2 else "-d %d " % depth
    r = run(core, "%s::jsprint %s%s" % (addr, opt, key))
    got = anon(r.out.rstrip("\n"))
    cl.check(got in wants, "%s::jsprint %s%s: none of the %d orders" % (
        addr, opt, key, len(wants)), "expected one of: %r\n     got: %r" %
        (wants, got))


def test_core(core):
    t = core.truth
    name = core.name
    if t and t.get("root_constructor"):
        cl.run_test("%s/root" % name, find_root, core)
    cl.check(t and t.get("root_address"), "no root address in truth.json")
    cl.run_test("%s/banner" % name, t_banner, core)
    for key, want in sorted(t["jsprint"].items()):
        cl.run_test("%s/jsprint/%s" % (name, key), t_jsprint, core, key,
                    want, 2)
    for key, want in sorted(t["jsprint_depth1"].items()):
        if t["jsprint"].get(key) == want:
            continue        # same at both depths: tested once
        cl.run_test("%s/jsprint-d1/%s" % (name, key), t_jsprint, core, key,
                    want, 1)
    for d, field in ((2, "jsprint_any"), (1, "jsprint_any_depth1")):
        for key, wants in sorted(t.get(field, {}).items()):
            cl.run_test("%s/jsprint%s/%s" % (name, "" if d == 2 else "-d1",
                                            key), t_jsprint_any, core, key,
                        wants, d)
    for key, want in sorted(t["jsprint_prefix"].items()):
        cl.run_test("%s/jsprint/%s" % (name, key), t_prefix, core, key, want)
    for key, wants in sorted(t.get("args_elements", {}).items()):
        cl.run_test("%s/args-elements/%s" % (name, key), t_args_elements,
                    core, key, wants)
    for key in sorted(t.get("args_iterator", {})):
        cl.run_test("%s/args-named/%s" % (name, key), t_args_named, core,
                    key)
    for key, want in sorted(t["brief"].items()):
        cl.run_test("%s/jsprint-s/%s" % (name, key), t_brief, core, key,
                    want)
    cl.run_test("%s/circular" % name, t_circular, core)
    cl.run_test("%s/v8classes-v8types" % name, t_class_and_type_lists, core)
    cl.run_test("%s/members" % name, t_member_errors, core)
    cl.run_test("%s/v8array-n" % name, t_v8array_count, core)
    cl.run_test("%s/mdb_v8-options" % name, t_mdbv8_options, core)
    cl.run_test("%s/v8code-d" % name, t_v8code_dis, core)
    if "raw_error" in t:
        cl.run_test("%s/raw-error-stack" % name, t_raw_error, core)
    if "raw_errors" in t:
        cl.run_test("%s/raw-error-stacks" % name, t_raw_errors, core)
    if t.get("property_layout"):
        cl.run_test("%s/jsprint-v" % name, t_propkind, core)
    else:
        not_run(name, "jsprint-v", "no property layout in truth.json")

    keys = list(t["key_order"])
    vals = []
    try:
        vals, unboxed = prop_values(core)
    except cl.TestFailure as e:
        cl.report_fail("%s/jsprop" % name, e.reason)
        return
    # properties the walker could not hand on must be doubles the program
    # made (its own ::jsprint text for them says so); the rest line up
    notnum = [k for k in unboxed if k not in keys or
              not is_double_text(t["jsprint"].get(k, ""))]
    if notnum:
        cl.report_fail("%s/jsprop" % name, "jsprop skipped %s as unboxed "
                       "doubles, which the program did not make" %
                       ", ".join(notnum))
        return
    keys = [k for k in keys if k not in unboxed]
    if len(vals) != len(keys):
        cl.report_fail("%s/jsprop" % name, "jsprop walked %d values, the "
                       "root has %d properties" % (len(vals), len(keys)))
        return
    cl.run_test("%s/jsconstructor" % name, t_constructors, core, keys, vals)
    cl.run_test("%s/jsconstructor-v" % name, t_constructor_v, core, keys,
                vals)
    if "function_name" in t:
        cl.run_test("%s/jsfunction-names" % name, t_function_names, core,
                    keys, vals)
    cl.run_test("%s/v8str" % name, t_strings, core, keys, vals)
    cl.run_test("%s/v8type" % name, t_v8type, core, keys, vals)
    cl.run_test("%s/v8print" % name, t_v8print, core, keys, vals)
    cl.run_test("%s/jsarray" % name, t_jsarray, core, keys, vals)
    cl.run_test("%s/v8internal" % name, t_internal, core, keys, vals)
    if t.get("debugprint_detail", True):
        cl.run_test("%s/v8type-named" % name, t_v8type_named, core)
    else:
        not_run(name, "v8type-named", DEBUGPRINT_NONE)
    cl.run_test("%s/no-unnamed-types" % name, t_no_unnamed_types, core)
    cl.run_test("%s/v8whatis" % name, t_v8whatis, core)
    if t.get("debugprint_detail", True):
        cl.run_test("%s/embedder-fields" % name, t_embedder_fields, core)
    else:
        not_run(name, "embedder-fields", DEBUGPRINT_NONE)
    cl.run_test("%s/v8print-fields" % name, t_v8print_fields, core, keys,
                vals)
    if t.get("debugprint_detail", True):
        cl.run_test("%s/v8code" % name, t_v8code, core)
    else:
        not_run(name, "v8code", DEBUGPRINT_NONE)
    cl.run_test("%s/never-called" % name, t_never_called, core, keys, vals)
    cl.run_test("%s/jsclosure" % name, t_jsclosure, core, keys, vals)
    cl.run_test("%s/v8load-mismatch" % name, t_v8load_mismatch, core)
    cl.run_test("%s/not-objects" % name, t_not_objects, core, keys, vals)
    cl.run_test("%s/bad-addresses" % name, t_bad_addresses, core)


if __name__ == "__main__":
    cl.run_program_tests("inspect.js", sys.argv[1:], test_core)
