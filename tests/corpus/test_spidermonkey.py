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
                        "::jsstack -v",
                        "::smfindobjects -c Widget | ::smprint -a",
                        "::smfindobjects | ::smtype"):
                r = jsmdb(["-e", cmd, bad], expect_rc=None, timeout=120)
                check(r.rc in (0, 1), "mutant %d: %s: exit %d" % (
                    m, cmd, r.rc), r.describe())
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# ---- frames: ::jsstack, ::jsframe, the jsframe walker ----
#
# ::jsstack -v: "js:     NAME" (NAME "<top-level code>" for a script's own
# frame), then "file: F", "posn: line L" or "posn: line L (definition)"
# (not exact: the frame runs in JIT code, the line is where the function
# or script starts), "argN: BITS (KIND: VALUE)".  A JIT activation is
# "js:     <JIT activation ADDR: ... not decoded>".

def jsstack_frames(path):
    r = jsmdb(["-e", "::jsstack -v", path])
    frames = []
    for ln in r.out.splitlines():
        m = re.match(r"^js:\s+(.*)$", ln)
        if m:
            name = m.group(1)
            if name.startswith("<") and name.endswith("not decoded>"):
                # a JIT activation, a frame of JIT code: said, not named
                frames.append({"jit": True, "name": name})
                continue
            frames.append({"name": "" if name == "<top-level code>"
                           else name, "file": None, "line": None,
                           "start": None, "args": []})
            continue
        if not frames or frames[-1].get("jit"):
            continue
        m = re.match(r"^\s+file: (.*)$", ln)
        if m:
            frames[-1]["file"] = m.group(1)
        m = re.match(r"^\s+posn: line (\d+)( \(definition\))?$", ln)
        if m:
            frames[-1]["start" if m.group(2) else "line"] = int(m.group(1))
        m = re.match(r"^\s+arg\d+: [0-9a-f]+ \((.*)\)$", ln)
        if m:
            frames[-1]["args"].append(m.group(1))
    return r, frames


def js_text(v):
    """A truth argument as ::jsstack -v describes it."""
    if isinstance(v, str):
        return 'string: "%s"' % v
    if isinstance(v, bool):
        return "boolean: %s" % ("true" if v else "false")
    if isinstance(v, int) and -2**31 <= v < 2**31:
        return "int32: %d" % v
    return "double: %r" % v


def check_frames(path, truth, src_lines):
    r, allf = jsstack_frames(path)
    got = [f for f in allf if not f.get("jit")]
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
            check(start is not None, "%s: no line" % w["name"], r.describe())
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
    return r, allf


def t_jsstack(core):
    check("frames" in core.truth, "truth.json has no frames: remake the "
          "core (corpora/sm-cores.sh %s)" % core.name)
    with open(os.path.join(core.dir, "sm.js")) as f:
        src = f.read().splitlines()
    r, allf = check_frames(core.path, core.truth, src)
    # the top-level script ran in the JIT: its activation is said, where
    # it is in the chain (between top's frame and the script's)
    names = [f["name"] for f in allf]
    jit = [i for i, f in enumerate(allf) if f.get("jit") and
           f["name"].startswith("<JIT activation ")]
    check(jit and [n for n in names[:jit[0]] if not n.startswith("<")][-1]
          == "top" and
          "not decoded" in allf[jit[0]]["name"],
          "the JIT activation is not said between top and the script",
          r.describe())
    # ::smstack is gone: ::jsstack is the dcmd
    r = run_cmd(core, "::smstack", expect_rc=None)
    check(r.rc != 0 and "unknown dcmd" in r.err, "::smstack still answers",
          r.describe())


def gdb_frames(core):
    """(pc, sp) of each native frame of the thread that died, from gdb
    (the other tool): innermost first, up to where gdb's unwinding stops
    making sense (a pc of 0)."""
    exe = core.meta["exe"]
    gdb = shutil.which("gdb")
    check(gdb, "gdb is not installed")
    script = ("python\n"
              "f = gdb.newest_frame()\n"
              "n = 0\n"
              "while f is not None and n < 64:\n"
              "    print('FRAME %x %x' % (f.pc(), "
              "int(f.read_register('rsp')) & 0xffffffffffffffff))\n"
              "    n += 1\n"
              "    try:\n"
              "        f = f.older()\n"
              "    except gdb.error:\n"
              "        break\n"
              "end\n")
    tmp = tempfile.mkdtemp(prefix="jsmdb-smgdb.")
    try:
        sf = os.path.join(tmp, "frames.gdb")
        with open(sf, "w") as f:
            f.write(script)
        p = subprocess.run([gdb, "-nx", "-batch", "-x", sf, exe, core.path],
                           capture_output=True, text=True, timeout=300)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    out = []
    for ln in p.stdout.splitlines():
        m = re.match(r"^FRAME ([0-9a-f]+) ([0-9a-f]+)$", ln)
        if m:
            out.append((int(m.group(1), 16), int(m.group(2), 16)))
    check(out, "gdb gave no frames", p.stdout + p.stderr)
    return out


def json_records(r):
    recs = []
    for ln in r.out.splitlines():
        if ln.startswith("{"):
            recs.append(json.loads(ln))
    return recs


def t_jsstack_placement(core):
    # The JS frames go above the native frame whose stack range holds
    # their activation (the C++ object running them), innermost first:
    # checked against gdb's native frames (pc and sp), and the native
    # frames around them in gdb's order.
    g = gdb_frames(core)
    r = run_cmd(core, "::set -o json; ::jsstack -a")
    recs = json_records(r)
    check(recs, "no records", r.describe())
    runners = [i for i, x in enumerate(recs) if x["kind"] == "internal" and
               x.get("frame_type") == "activation"]
    check(len(runners) == 1, "%d native frames running an activation, not "
          "1 (the interpreter running leaf ... top)" % len(runners),
          r.describe())
    i = runners[0]
    act = int(re.search(r"activation at ([0-9a-f]+)",
                        recs[i]["reason"]).group(1), 16)
    pc = int(recs[i]["pc"], 16)
    k = [j for j, (gp, _) in enumerate(g) if gp == pc]
    check(k and k[0] + 1 < len(g), "gdb has no frame at pc %x" % pc,
          r.describe())
    k = k[0]
    check(g[k][1] <= act < g[k + 1][1], "activation %x is not in gdb's "
          "frame %d's stack [%x, %x)" % (act, k, g[k][1], g[k + 1][1]),
          r.describe())
    # no other frame gdb unwound holds it
    # (the JS frames just above: the truth's chain, innermost first)
    above = []
    j = i - 1
    while j >= 0 and recs[j]["kind"] == "js":
        above.insert(0, recs[j]["name"])
        j -= 1
    want = [s["name"] for s in core.truth["stack"]]
    check(above == want, "above the interpreter's frame: %s, the "
          "program's %s" % (above, want), r.describe())
    # the native frames jsmdb shows are gdb's, in gdb's order
    # (and the frame of JIT code, a "js" record with a pc)
    natives = [int(x["pc"], 16) for x in recs if x["kind"] == "native" or
               (x["kind"] == "internal" and x.get("frame_type") ==
                "activation") or (x["kind"] == "js" and x["pc"])]
    check(natives == [p for p, _ in g[:len(natives)]],
          "native frames %s, gdb's %s" % ([hex(p) for p in natives],
                                          [hex(p) for p, _ in g]),
          r.describe())


def t_jsstack_json(core):
    # the same frames as JSON records (docs/json.md's schema)
    r = run_cmd(core, "::set -o json; ::jsstack -v")
    recs = [x for x in json_records(r) if x["kind"] == "js"]
    named = [x for x in recs if x["name"] is not None]
    want = core.truth["frames"]
    check([x["name"] if x["name"] != "<top-level code>" else "" for x in
           named] == [w["name"] for w in want],
          "names %s" % [x["name"] for x in named], r.describe())
    for x, w in zip(named, want):
        check(x["script"] == w["file"], "%s: script %s" % (w["name"],
                                                           x["script"]))
        if x["position"] == "current":
            check(x["line"] == w["line"], "%s: line %s, the engine said %d"
                  % (w["name"], x["line"], w["line"]), r.describe())
        else:
            check(x["position_reason"], "%s: a definition line without "
                  "its reason" % w["name"], r.describe())
    for ts in core.truth["stack"]:
        x = [y for y in named if y["name"] == ts["name"]][0]
        check(x["argument_count"] == len(ts["args"]),
              "%s: %s arguments" % (ts["name"], x["argument_count"]))
        check(x["argument_values"] == [json.dumps(a) for a in ts["args"]],
              "%s: argument values %s, the program's %s" % (
                  ts["name"], x["argument_values"], ts["args"]),
              r.describe())
    top = [x for x in named if x["name"] == "<top-level code>"]
    check(top and top[0]["function"] is None and
          top[0]["arguments_reason"], "the script's own frame has a "
          "function or arguments", r.describe())
    und = [x for x in recs if x["name"] is None and
           x["reason"].startswith("JIT activation ")]
    check(len(und) == 1 and "not decoded" in und[0]["reason"],
          "the JIT activation is not one record saying so", r.describe())
    # the native frame in JIT code (no object maps it) is said, not named
    jitcode = [x for x in recs if x["name"] is None and
               "anonymous executable memory" in x["reason"]]
    check(len(jitcode) == 1 and jitcode[0]["pc"],
          "the frame of JIT code is not one record saying so",
          r.describe())


def t_jsframe(core):
    # the walker gives each interpreter frame; ::jsframe prints it
    r = run_cmd(core, "::walk jsframe | ::jsframe")
    names = [ln.split(None, 1)[1] for ln in r.out.splitlines()
             if ln.startswith("js:")]
    want = [f["name"] or "<top-level code>" for f in core.truth["frames"]]
    check(names == want, "::walk jsframe | ::jsframe: %s, the program's %s"
          % (names, want), r.describe())
    w = run_cmd(core, "::walk jsframe")
    fps = w.out.split()
    leaf = core.truth["stack"][0]
    r = run_cmd(core, "%s::jsframe -p arg1" % fps[0])
    check(r.out.strip() and int(r.out.split()[0], 16) & 0xffffffff ==
          leaf["args"][0], "-p arg1: %r" % r.out, r.describe())
    r = run_cmd(core, "::jsstack -f %s -v" % leaf["name"])
    check([ln for ln in r.out.splitlines() if ln.startswith("js:")][0] ==
          "js:     %s" % leaf["name"], "-f %s" % leaf["name"], r.describe())
    # an address that names no frame: said, not guessed
    r = run_cmd(core, "8::jsframe", expect_rc=1)
    check("not a frame pointer" in r.err, "8::jsframe", r.describe())


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


def t_jsstack_fresh(core):
    # two more cores of the same program, made now: the frames are read
    # from each, not from a layout one core happened to have
    for k in range(2):
        tmp = tempfile.mkdtemp(prefix="jsmdb-jsstack.")
        try:
            path, truth, src = crash_fresh(core.engine, tmp)
            check_frames(path, truth, src)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


def t_hostile_frames(core):
    # the interpreter's frames and the activations (on the native stack)
    # damaged at random: ::jsstack still ends with an answer or an error,
    # never a crash or a hang
    r = run_cmd(core, "::set -o json; ::jsstack -a")
    addrs = [int(x["fp"], 16) for x in json_records(r)
             if x["kind"] == "js"]
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
            for cmd in ("::jsstack -v", "::set -o json; ::jsstack -av",
                        "::walk jsframe | ::jsframe -v"):
                r = jsmdb(["-e", cmd, bad], expect_rc=None, timeout=120)
                check(r.rc in (0, 1), "mutant %d: %s: exit %d" % (
                    m, cmd, r.rc), r.describe())
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


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
        run_test("%s/jsstack" % p, t_jsstack, core)
        run_test("%s/jsstack-placement" % p, t_jsstack_placement, core)
        run_test("%s/jsstack-json" % p, t_jsstack_json, core)
        run_test("%s/jsframe" % p, t_jsframe, core)
        run_test("%s/jsstack-fresh" % p, t_jsstack_fresh, core)
        run_test("%s/hostile" % p, t_hostile, core)
        run_test("%s/hostile-frames" % p, t_hostile_frames, core)
    finish()


if __name__ == "__main__":
    main()
