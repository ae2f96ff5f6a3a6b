#!/usr/bin/env python3
"""Corpus tests on SpiderMonkey cores (corpora/spidermonkey/sm.js under
Debian's js78 and js102 shells, its GJS twin under gjs).

Every expectation comes from the truth.json the program wrote before it
died (its pid, engine, the objects it made by constructor and class, the
properties it gave them, the strings it kept, the JS frames the engine
itself reported with Error().stack on the line that died) or from the
engine's package (its version); none from jsmdb's own output.
"""
import json
import os
import random
import resource
import re
import shutil
import struct
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, cores, finish, jsmdb,  # noqa: E402
                       report_fail, run_cmd, run_test)

ENGINES = ("js78", "js102", "gjs")
# The Debian package that carries each engine, and the ESR line.
PACKAGE = {"js78": ("libmozjs-78-dev", "78"),
           "js102": ("libmozjs-102-dev", "102"),
           "gjs": ("libmozjs-102-0", "102")}


def package_version(pkg):
    """The upstream release of the installed package: 102.15.1."""
    out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg],
                         capture_output=True, text=True).stdout
    return out.split("-")[0].split("+")[0]


def t_detect(core):
    r = run_cmd(core, "::smstatus")
    pkg, line = PACKAGE[core.engine]
    want = package_version(pkg)
    check(want.startswith(line + "."), "package %s is %r, not ESR %s" % (
        pkg, want, line))
    check(re.search(r"^engine: SpiderMonkey %s$" % re.escape(want), r.out,
                    re.M), "::smstatus does not say SpiderMonkey %s" % want,
          r.describe())
    check("for ESR %s" % line in r.out, "not the ESR %s table" % line,
          r.describe())
    m = re.search(r"^chunks: (\d+) \((\d+) tenured, (\d+) nursery\)", r.out,
                  re.M)
    check(m and int(m.group(2)) >= 1, "no tenured chunk", r.describe())
    # said once, at load, on stderr
    check(r.err.count("SpiderMonkey version: %s" % want) == 1,
          "the version is not said once on loading", r.describe())


def t_runtime_consistent(core):
    # every chunk the walker gives names the runtime ::smstatus reports:
    # read each chunk's runtime field through the walker's addresses
    r = run_cmd(core, "::smstatus")
    rt = re.search(r"^runtime: ([0-9a-f]+)", r.out, re.M)
    check(rt, "no runtime", r.describe())
    w = run_cmd(core, "::walk smchunk")
    chunks = w.out.split()
    check(chunks and all(int(c, 16) % (1 << 20) == 0 for c in chunks),
          "chunks are not 1 MB aligned", w.describe())
    s = run_cmd(core, "::smchunks")
    rows = [ln.split() for ln in s.out.splitlines()[1:] if ln.strip()]
    check(sorted(x[0] for x in rows) == sorted(chunks),
          "::smchunks and the smchunk walker disagree", s.describe())


def census(core):
    r = run_cmd(core, "::smfindobjects")
    rows = {}
    for ln in r.out.splitlines()[1:]:
        f = ln.split()
        if len(f) < 4:
            continue
        key = (f[2], f[3])
        rows[key] = rows.get(key, 0) + int(f[1])
    return r, rows


def listed(core, name):
    r = run_cmd(core, "::smfindobjects -c %s" % name)
    return [a for a in r.out.split() if re.match(r"^[0-9a-f]+$", a)]


def smprint_all(core, addrs, opts=""):
    """::smprint of each address, in one jsmdb; the objects' texts."""
    cmds = "".join("%s::smprint %s\n" % (a, opts) for a in addrs)
    r = jsmdb([core.path], stdin=cmds)
    objs = re.split(r"\n(?=[0-9a-f]+: )", r.out.strip())
    return r, objs


PROP_RE = re.compile(r"^    ([^:]+): (.*),$", re.M)


def t_census_by_class(core):
    r, rows = census(core)
    for cls, n in core.truth["counts_by_class"].items():
        got = sum(v for (c, _), v in rows.items() if c == cls)
        check(got == n, "%d objects of class %s, the program made %d" % (
            got, cls, n), r.describe())


def t_census_by_constructor(core):
    r, rows = census(core)
    for ctor, (cls, n) in core.truth["counts_by_constructor"].items():
        got = rows.get((cls, ctor), 0)
        if got == n:
            continue
        # ESR 78 only: type inference keeps template objects for `new C`
        # (objects with C.prototype whose properties are all undefined);
        # count them from their printed properties, then the rest must be
        # exactly the program's
        check(core.engine == "js78" and got > n,
              "%d %s objects of constructor %s, the program made %d" % (
                  got, cls, ctor, n), r.describe())
        p, objs = smprint_all(core, listed(core, ctor))
        templates = [o for o in objs if PROP_RE.findall(o) and
                     all(v == "undefined" for _, v in PROP_RE.findall(o))]
        check(got - len(templates) == n,
              "%d %s objects, %d of them all-undefined templates: not %d" %
              (got, ctor, len(templates), n), p.describe())


def t_properties(core):
    # every Widget and Gadget: its properties, in the order the
    # constructor set them, with the values it gave
    for ctor, keys in (("Widget", ["id", "label", "kind"]),
                       ("Gadget", ["serial", "color"])):
        check(core.truth["properties"][ctor] == keys,
              "the truth's %s properties changed" % ctor)
        addrs = listed(core, ctor)
        r, objs = smprint_all(core, addrs)
        ids = []
        for o in objs:
            props = PROP_RE.findall(o)
            if all(v == "undefined" for _, v in props):
                continue        # an ESR 78 template (see above)
            check([k for k, _ in props] == keys, "%s properties %s" % (
                ctor, [k for k, _ in props]), o)
            d = dict(props)
            i = int(d[keys[0]])
            ids.append(i)
            if ctor == "Widget":
                check(d["label"] == '"w%d"' % i and d["kind"] == '"widget"',
                      "Widget %d: label %s kind %s" % (i, d["label"],
                                                       d["kind"]), o)
            else:
                check(d["color"] == '"red"', "Gadget color %s" % d["color"],
                      o)
        n = core.truth["counts_by_constructor"][ctor][1]
        check(sorted(ids) == list(range(n)),
              "%s ids are not 0 .. %d" % (ctor, n - 1),
              "%d ids, first %s" % (len(ids), sorted(ids)[:10]))


def t_values(core):
    # the Holder: a string of each representation, numbers, booleans,
    # null and undefined
    addrs = listed(core, "Holder")
    check(len(addrs) == 1, "%d Holders, the program made 1" % len(addrs))
    r = run_cmd(core, "%s::smprint -a" % addrs[0])
    props = PROP_RE.findall(r.out)
    want = core.truth["properties"]["Holder"]
    check([k for k, _ in props] == want, "Holder properties %s" % (
        [k for k, _ in props]), r.describe())
    d = dict(props)
    s = core.truth["strings"]
    for k in ("latin1", "twobyte", "rope"):
        m = re.match(r'^([0-9a-f]+): "(.*)"$', d[k])
        check(m and m.group(2) == s[k], "%s: %s, not %r" % (k, d[k], s[k]),
              r.describe())
        t = run_cmd(core, "%s::smtype" % m.group(1))
        rep = {"latin1": "Latin-1", "twobyte": "two-byte",
               "rope": "rope"}[k]
        check(re.search(r"string \(AllocKind [A-Z_]+, \d+ bytes, arena "
                        r"[0-9a-f]+\): (inline )?%s, length %d$" % (
                            rep, len(s[k])), t.out.strip()),
              "%s is not a %s string of length %d" % (k, rep, len(s[k])),
              t.describe())
    check(d["int"] == "-7" and d["dbl"] == "3.25" and
          d["big"] == "1099511627776" and d["yes"] == "true" and
          d["no"] == "false" and d["nothing"] == "null" and
          d["undef"] == "undefined", "Holder values %s" % d, r.describe())


def t_smtype(core):
    addrs = listed(core, "Widget")
    check(addrs, "no Widget")
    r = run_cmd(core, "%s::smtype" % addrs[0])
    check(re.search(r"^%s: object \(AllocKind [A-Z0-9_]+, \d+ bytes, arena "
                    r"[0-9a-f]+\): class Object$" % addrs[0], r.out.strip()),
          "::smtype of a Widget", r.describe())
    inner = "%x" % (int(addrs[0], 16) + 8)
    r = run_cmd(core, "%s::smtype" % inner)
    check("inside the cell %s" % addrs[0] in r.out,
          "an address inside a Widget is not placed in it", r.describe())
    # not a GC thing: refused by name
    r = run_cmd(core, "0x1000::smtype", expect_rc=None)
    check(r.rc != 0 and "not in a GC chunk" in r.out,
          "0x1000 is not refused as outside the chunks", r.describe())


def t_values_decode(core):
    # JS::Value bit patterns of js/Value.h (tag << 47 | payload)
    cases = [((0x1FFF1 << 47) | 0xfffffff9, "int32: -7"),
             ((0x1FFF2 << 47) | 1, "boolean: true"),
             (0x1FFF3 << 47, "undefined: undefined"),
             (0x1FFF4 << 47, "null: null"),
             (0x400A000000000000, "double: 3.25")]
    for bits, want in cases:
        r = run_cmd(core, "0x%x::smprint -v" % bits)
        check(r.out.strip() == want, "0x%x: %r, not %r" % (
            bits, r.out.strip(), want), r.describe())


def file_offset(core_path, addr):
    """The file offset of addr in an ELF64 core, or None."""
    with open(core_path, "rb") as f:
        ehdr = f.read(64)
        phoff, = struct.unpack_from("<Q", ehdr, 0x20)
        phnum, = struct.unpack_from("<H", ehdr, 0x38)
        f.seek(phoff)
        ph = f.read(56 * phnum)
    for i in range(phnum):
        typ, _, off, va, _, fsz, _, _ = struct.unpack_from("<IIQQQQQQ", ph,
                                                           56 * i)
        if typ == 1 and va <= addr < va + fsz:
            return off + addr - va
    return None


def t_hostile(core):
    # the tenured chunks' bytes damaged at random (arena headers, free
    # lists, shapes, strings, property maps): every dcmd still ends with
    # an answer or an error, never a crash or a hang
    w = run_cmd(core, "::smchunks")
    tenured = [ln.split()[0] for ln in w.out.splitlines()
               if " tenured " in ln]
    check(tenured, "no tenured chunk", w.describe())
    rng = random.Random(core.name)
    tmp = tempfile.mkdtemp(prefix="jsmdb-smhostile.")
    try:
        bad = os.path.join(tmp, "core")
        for m in range(4):
            shutil.copyfile(core.path, bad)
            with open(bad, "r+b") as f:
                for c in tenured:
                    base = file_offset(core.path, int(c, 16))
                    check(base is not None, "chunk %s not in the core" % c)
                    for _ in range(3000):
                        f.seek(base + rng.randrange(1 << 20))
                        f.write(bytes([rng.randrange(256)]))
            for cmd in ("::smstatus", "::smchunks -v", "::smfindobjects",
                        "::smstack -v",
                        "::smfindobjects -c Widget | ::smprint -a",
                        "::smfindobjects | ::smtype"):
                r = jsmdb(["-e", cmd, bad], expect_rc=None, timeout=120)
                check(r.rc in (0, 1), "mutant %d: %s: exit %d" % (
                    m, cmd, r.rc), r.describe())
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# ::smstack: "N ADDR NAME FILE line L" or "... (script|function) starts at
# line L" (not exact: the frame runs in JIT code), "<top-level code>" for
# a script's own frame.
FRAME_RE = re.compile(r"^\s*(\d+) ([0-9a-f]+) (new )?(<top-level code>|\S+) "
                      r"(\S+) (?:line (\d+)|\((?:script|function) starts "
                      r"at line (\d+)\))")


def smstack_frames(path):
    r = jsmdb(["-e", "::smstack -v", path])
    frames = []
    for ln in r.out.splitlines():
        m = FRAME_RE.match(ln)
        if m:
            frames.append({"name": "" if m.group(4) == "<top-level code>"
                           else m.group(4), "file": m.group(5),
                           "line": int(m.group(6)) if m.group(6) else None,
                           "start": int(m.group(7)) if m.group(7) else None,
                           "args": []})
        elif frames and re.match(r"^\s+arg\d+ = ", ln):
            frames[-1]["args"].append(ln.split(" = ", 1)[1])
    return r, frames


def js_text(v):
    """A truth argument as ::smstack -v prints it."""
    if isinstance(v, str):
        return '"%s"' % v
    return str(v)


def check_frames(path, truth, src_lines):
    r, got = smstack_frames(path)
    want = truth["frames"]
    check([f["name"] for f in got] == [f["name"] for f in want],
          "frames %s, the program's %s" % ([f["name"] for f in got],
                                           [f["name"] for f in want]),
          r.describe())
    for g, w in zip(got, want):
        check(g["file"] == w["file"], "%s: file %s, not %s" % (
            w["name"], g["file"], w["file"]), r.describe())
        if g["line"] is not None:
            check(g["line"] == w["line"], "%s: line %d, the engine said %d"
                  % (w["name"], g["line"], w["line"]), r.describe())
        else:
            # not exact: it must be marked and be where the function or
            # script starts (the top-level script: line 1; a function:
            # the line of its "function NAME(" or "NAME(" in the source)
            start = g["start"]
            if w["name"] == "":
                check(start == 1, "top-level code starts at %d" % start)
            else:
                check(re.search(r"\b%s\s*\(" % re.escape(w["name"]),
                                src_lines[start - 1]),
                      "%s does not start at line %d" % (w["name"], start),
                      r.describe())
    # the innermost frames are exact: the program died in them
    check(got and got[0]["line"] == want[0]["line"],
          "the innermost frame's line is not exact", r.describe())
    # arguments, for the frames the truth gives them
    for ts in truth["stack"]:
        g = [f for f in got if f["name"] == ts["name"]]
        check(g, "no frame %s" % ts["name"], r.describe())
        check(g[0]["args"] == [js_text(a) for a in ts["args"]],
              "%s: arguments %s, the program's %s" % (
                  ts["name"], g[0]["args"], ts["args"]), r.describe())


def t_smstack(core):
    check("frames" in core.truth, "truth.json has no frames: remake the "
          "core (corpora/make-cores.sh %s)" % core.name)
    with open(os.path.join(core.dir, "sm.js")) as f:
        src = f.read().splitlines()
    check_frames(core.path, core.truth, src)


def crash_fresh(engine, tmp):
    """Runs the corpus program under engine in tmp, as corpora/sm-cores.sh
    does, and returns the core's path and the truth it wrote."""
    here = os.path.dirname(os.path.abspath(__file__))
    prog = os.path.join(here, "..", "..", "corpora", "spidermonkey",
                        "gjs" if engine == "gjs" else "", "sm.js")
    dst = os.path.join(tmp, "sm.js")
    shutil.copyfile(prog, dst)
    exe = shutil.which("gjs" if engine == "gjs" else engine)
    check(exe, "%s is not installed" % engine)

    def unlimited():
        resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY,
                                                  resource.RLIM_INFINITY))
    p = subprocess.run([exe, dst, os.path.join(tmp, "truth.json"), engine],
                       cwd=tmp, preexec_fn=unlimited, capture_output=True,
                       timeout=300)
    check(p.returncode < 0, "%s did not die of a signal (%d)" % (
        engine, p.returncode))
    cores_ = [f for f in os.listdir(tmp) if f == "core" or
              f.startswith("core.") or f.startswith("core-")]
    check(cores_, "no core in %s (core_pattern?)" % tmp)
    with open(os.path.join(tmp, "truth.json")) as f:
        truth = json.load(f)
    return os.path.join(tmp, cores_[0]), truth, open(dst).read().splitlines()


def t_smstack_fresh(core):
    # two more cores of the same program, made now: the frames are read
    # from each, not from a layout one core happened to have
    for k in range(2):
        tmp = tempfile.mkdtemp(prefix="jsmdb-smstack.")
        try:
            path, truth, src = crash_fresh(core.engine, tmp)
            check_frames(path, truth, src)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


def t_hostile_frames(core):
    # the interpreter's frames and the activations (on the native stack)
    # damaged at random: ::smstack still ends with an answer or an error,
    # never a crash or a hang
    r = run_cmd(core, "::smstack")
    addrs = []
    for ln in r.out.splitlines():
        m = FRAME_RE.match(ln) or re.match(r"^\s+\[JIT activation "
                                            r"([0-9a-f]+)", ln)
        if m:
            addrs.append(int(m.group(2) if m.re is FRAME_RE else
                             m.group(1), 16))
    check(len(addrs) >= 5, "fewer than 5 frames and activations",
          r.describe())
    rng = random.Random(core.name + "/frames")
    tmp = tempfile.mkdtemp(prefix="jsmdb-smhostile.")
    try:
        bad = os.path.join(tmp, "core")
        for m in range(8):
            shutil.copyfile(core.path, bad)
            with open(bad, "r+b") as f:
                for a in addrs:
                    base = file_offset(core.path, a)
                    if base is None:
                        continue
                    for _ in range(24):
                        f.seek(base + rng.randrange(0x90))
                        f.write(bytes([rng.randrange(256)]))
            r = jsmdb(["-e", "::smstack -v", bad], expect_rc=None,
                      timeout=120)
            check(r.rc in (0, 1), "mutant %d: ::smstack -v: exit %d" % (
                m, r.rc), r.describe())
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# ---- ::jsprint, ::jsconstructor over the engine's value ops -------------
# (mdbmod/jsprint.c over spidermonkey/eng_value.c).  The expected texts
# come from the truth (the Holder's values, the Widgets' and Gadgets'
# properties, the constructors' names) and the installed package's
# version, rendered as the printer's rules (docs/reference.md) say: a
# string in JSON's quotes, numbers as JavaScript writes them.

JSPROP_RE = re.compile(r'^    "([^"]+)": (.*),$', re.M)


def js_string(s):
    """A string as ::jsprint quotes it: JSON's escapes, UTF-8 kept."""
    return json.dumps(s, ensure_ascii=False)


def sm_release(core):
    return package_version(PACKAGE[core.engine][0])


def boxed_object(addr):
    """The JS::Value of an object at addr (js/Value.h: tag 0x1FFFC above
    the 47-bit payload, JSVAL_TYPE_OBJECT 0xc)."""
    return "%x" % ((0x1FFFC << 47) | int(addr, 16))


def t_jsprint_holder(core):
    addrs = listed(core, "Holder")
    check(len(addrs) == 1, "%d Holders, the program made 1" % len(addrs))
    a = addrs[0]
    r = run_cmd(core, "%s::jsprint" % a)
    props = JSPROP_RE.findall(r.out)
    want = core.truth["properties"]["Holder"]
    check([k for k, _ in props] == want, "Holder properties %s" % (
        [k for k, _ in props]), r.describe())
    d = dict(props)
    s = core.truth["strings"]
    for k in ("latin1", "twobyte", "rope"):
        check(d[k] == js_string(s[k]), "%s: %s, not %s" % (
            k, d[k], js_string(s[k])), r.describe())
    check(d["int"] == "-7" and d["dbl"] == "3.25" and
          d["big"] == "1099511627776" and d["yes"] == "true" and
          d["no"] == "false" and d["nothing"] == "null" and
          d["undef"] == "undefined", "Holder values %s" % d, r.describe())
    # elements are not decoded yet: said, by name, never left out silently
    check("<elements: not decoded for SpiderMonkey %s>" % sm_release(core)
          in r.out, "the Holder's elements are not marked undecoded",
          r.describe())
    # the same object named by its JS::Value prints the same
    b = run_cmd(core, "%s::jsprint" % boxed_object(a))
    check(b.out == r.out, "the boxed Value prints otherwise", b.describe())
    # member paths, -s, -N, -b
    m = run_cmd(core, "%s::jsprint -N 5 latin1 int" % a)
    check(m.out.strip() == '"%s..." -7' % s["latin1"][:5],
          "-N 5 latin1 int: %r" % m.out.strip(), m.describe())
    one = run_cmd(core, "%s::jsprint -s -b" % a)
    check(one.out.count("\n") == 1 and one.out.startswith(a + ": {") and
          '"nothing": null' in one.out, "-s -b is not one line", one.describe())
    c = run_cmd(core, "%s::jsconstructor" % a)
    check(c.out.strip() == "Holder", "::jsconstructor says %r" %
          c.out.strip(), c.describe())


def t_jsprint_instances(core):
    # each Widget and Gadget: the properties the constructor set, with
    # its values; ::jsconstructor names its class
    for ctor, keys in (("Widget", ["id", "label", "kind"]),
                       ("Gadget", ["serial", "color"])):
        addrs = listed(core, ctor)
        cmds = "".join("%s::jsprint -s\n%s::jsconstructor\n" % (x, x)
                       for x in addrs)
        r = jsmdb([core.path], stdin=cmds)
        lines = r.out.splitlines()
        check(len(lines) == 2 * len(addrs), "%d lines for %d %ss" % (
            len(lines), len(addrs), ctor), r.describe())
        ids = []
        for i in range(0, len(lines), 2):
            props = re.findall(r'"([^"]+)": ([^,]+?)(?:,| })', lines[i])
            check(lines[i + 1] == ctor, "::jsconstructor says %r, not %s" %
                  (lines[i + 1], ctor), lines[i])
            if all(v == "undefined" for _, v in props):
                continue        # an ESR 78 template (see census)
            check([k for k, _ in props] == keys, "%s properties %s" % (
                ctor, props), lines[i])
            d = dict(props)
            n = int(d[keys[0]])
            ids.append(n)
            want = ('"w%d"' % n, '"widget"') if ctor == "Widget" else \
                ('"red"',)
            got = (d["label"], d["kind"]) if ctor == "Widget" else \
                (d["color"],)
            check(got == want, "%s %d: %s" % (ctor, n, got), lines[i])
        n = core.truth["counts_by_constructor"][ctor][1]
        check(sorted(ids) == list(range(n)), "%s ids are not 0 .. %d" % (
            ctor, n - 1), "%d ids" % len(ids))


def t_jsprint_undecoded(core):
    # the kinds spidermonkey/ does not decode yet: marked, by kind and
    # release, in place of a value; their constructors are named
    rel = sm_release(core)
    for ctor, kind in (("TaggedMap", "Map"), ("TaggedSet", "Set"),
                       ("TaggedRegExp", "RegExp"),
                       ("TaggedInt32Array", "typed array"), ("Date", "Date")):
        addrs = listed(core, ctor)
        check(addrs, "no %s" % ctor)
        r = run_cmd(core, "%s::jsprint" % addrs[0])
        check(r.out.strip() == "<%s: not decoded for SpiderMonkey %s>" % (
            kind, rel), "%s prints %r" % (ctor, r.out.strip()), r.describe())
        c = run_cmd(core, "%s::jsconstructor" % addrs[0])
        check(c.out.strip() == ctor, "%s's constructor %r" % (
            ctor, c.out.strip()), c.describe())
    # an address that is no JavaScript value is refused, saying why
    w = listed(core, "Widget")[0]
    r = run_cmd(core, "%x::jsprint" % (int(w, 16) + 8), expect_rc=None)
    check(r.rc != 0 and "not the start of a live GC thing" in r.err,
          "the inside of an object is not refused", r.describe())


def main():
    sms = [c for c in cores() if c.engine in ENGINES]
    if len(sms) != 3:
        report_fail("spidermonkey", "corpora/cores.list lists %d "
                    "SpiderMonkey cores, not 3" % len(sms))
    for core in sms:
        p = core.name
        if not core.ready:
            report_fail(p, "core not built (make corpora)")
            continue
        run_test("%s/detect" % p, t_detect, core)
        run_test("%s/chunks" % p, t_runtime_consistent, core)
        run_test("%s/census-by-class" % p, t_census_by_class, core)
        run_test("%s/census-by-constructor" % p, t_census_by_constructor,
                 core)
        run_test("%s/properties" % p, t_properties, core)
        run_test("%s/values" % p, t_values, core)
        run_test("%s/smtype" % p, t_smtype, core)
        run_test("%s/value-bits" % p, t_values_decode, core)
        run_test("%s/smstack" % p, t_smstack, core)
        run_test("%s/smstack-fresh" % p, t_smstack_fresh, core)
        run_test("%s/hostile" % p, t_hostile, core)
        run_test("%s/hostile-frames" % p, t_hostile_frames, core)
        run_test("%s/jsprint-holder" % p, t_jsprint_holder, core)
        run_test("%s/jsprint-instances" % p, t_jsprint_instances, core)
        run_test("%s/jsprint-undecoded" % p, t_jsprint_undecoded, core)
    finish()


if __name__ == "__main__":
    main()
