#!/usr/bin/env python3
"""Corpus tests on SpiderMonkey cores (corpora/spidermonkey/sm.js under
Debian's js78 and js102 shells, its GJS twin under gjs).

Every expectation comes from the truth.json the program wrote before it
died (its pid, engine, the objects it made by constructor and class, the
properties it gave them, the strings it kept, the JS frames the engine
itself reported with Error().stack on the line that died) or from the
engine's package (its version), or, for function-kinds, from the
program's source and the engine's (a class method is a Method,
Object.prototype.__defineGetter__ is self-hosted); none from jsmdb's
own output.
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
import corpuslib  # noqa: E402
from corpuslib import (check, cores, finish, jsmdb,  # noqa: E402
                       gdb_pc_sp, report_fail, run_cmd, TestFailure,
                       run_test)

# x86-64's engines, and the shells of Debian's arm64 packages run under
# qemu-user (corpora/sm-cores.sh: NAME-js78-arm64, NAME-js102-arm64): the
# same checks on each, jsmdb given the arm64 root's libraries (-L ROOT)
ENGINES = ("js78", "js102", "gjs", "js78-arm64", "js102-arm64", "gjs-arm64")
# The Debian package that carries each engine, and the ESR line.
PACKAGE = {"js78": ("libmozjs-78-dev", "78"),
           "js102": ("libmozjs-102-dev", "102"),
           "gjs": ("libmozjs-102-0", "102")}
ARM64 = "-arm64"


def base_engine(engine):
    """The engine a word runs: js102 for js102-arm64."""
    return engine[:-len(ARM64)] if engine.endswith(ARM64) else engine


def package_version(pkg):
    """The upstream release of the installed package: 102.15.1."""
    out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg],
                         capture_output=True, text=True).stdout
    return out.split("-")[0].split("+")[0]


def engine_version(core):
    """The upstream release of the package that ran the core: the
    installed one, or for an arm64 word the arm64 package's (the Debian
    version sm-cores.sh recorded in meta.json)."""
    if core.engine == "gjs" + ARM64:
        # the version is gjs's: the engine's is the root's libmozjs
        # package's (sm-cores.sh's .debs list)
        with open(os.path.join(arm64_root(core.dir), ".debs")) as f:
            m = re.search(r"^libmozjs-102-0_([^_]+)_arm64\.deb$", f.read(),
                          re.M)
        check(m, "no libmozjs-102-0 in the arm64 root's packages")
        return m.group(1).split("-")[0].split("+")[0]
    if core.engine.endswith(ARM64):
        return core.version.split("-")[0].split("+")[0]
    return package_version(PACKAGE[core.engine][0])


def arm64_root(core_dir):
    """The arm64 root a qemu-user core ran in (more-truth.json), or None."""
    try:
        with open(os.path.join(core_dir, "more-truth.json")) as f:
            return json.load(f).get("sysroot")
    except (OSError, ValueError):
        return None


def t_detect(core):
    r = run_cmd(core, "::smstatus")
    line = PACKAGE[base_engine(core.engine)][1]
    want = engine_version(core)
    check(want.startswith(line + "."), "package %s is %r, not ESR %s" % (
        PACKAGE[base_engine(core.engine)][0], want, line))
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


def listed(core, name):
    """Every object of the groups of constructor name (the census)."""
    r = run_cmd(core, "::findjsobjects -c %s | ::findjsobjects" % name)
    return [a for a in r.out.split() if re.match(r"^[0-9a-f]+$", a)]


def smprint_all(core, addrs, opts=""):
    """::smprint of each address, in one jsmdb; the objects' texts."""
    cmds = "".join("%s::smprint %s\n" % (a, opts) for a in addrs)
    r = jsmdb([core.path], stdin=cmds)
    objs = re.split(r"\n(?=[0-9a-f]+: )", r.out.strip())
    return r, objs


PROP_RE = re.compile(r"^    ([^:]+): (.*),$", re.M)


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


def load_segments(core_path):
    """An ELF64 core's PT_LOAD segments: (vaddr, file offset, file size)."""
    with open(core_path, "rb") as f:
        ehdr = f.read(64)
        phoff, = struct.unpack_from("<Q", ehdr, 0x20)
        phnum, = struct.unpack_from("<H", ehdr, 0x38)
        f.seek(phoff)
        ph = f.read(56 * phnum)
    segs = []
    for i in range(phnum):
        typ, _, off, va, _, fsz, _, _ = struct.unpack_from("<IIQQQQQQ", ph,
                                                           56 * i)
        if typ == 1:
            segs.append((va, off, fsz))
    return segs


def file_offset(core_path, addr):
    """The file offset of addr in an ELF64 core, or None."""
    for va, off, fsz in load_segments(core_path):
        if va <= addr < va + fsz:
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
            for cmd in ("::smstatus", "::smchunks -v", "::findjsobjects -v",
                        "::jsstack -v", "::jsfunctions",
                        "::findjsobjects -c Widget | ::findjsobjects | "
                        "::smprint -a",
                        "::findjsobjects | ::smtype", "::walk jsobject"):
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
# or script starts), "argN: BITS (KIND: VALUE)".  What cannot be decoded
# is "js:     <... not decoded>" (a JIT activation that cannot be walked,
# the functions Ion may have inlined into a frame).

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
    # the top-level script ran in the JIT (its loops of 1500 iterations):
    # its frame is decoded from the JitActivation (test_smjit.py checks
    # the tiers against the shell's own inIon()/inJit()); nothing is left
    # undecoded, and the native frames reach main()
    check(not [f for f in allf if f.get("jit") and
               "Ion inlined" not in f["name"]],
          "frames left undecoded: %s" % [f["name"] for f in allf
                                         if f.get("jit")], r.describe())
    check("__libc_start_main" in r.out, "the native frames do not reach "
          "main()", r.describe())
    # ::smstack is gone: ::jsstack is the dcmd
    r = run_cmd(core, "::smstack", expect_rc=None)
    check(r.rc != 0 and "unknown dcmd" in r.err, "::smstack still answers",
          r.describe())



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
    g = gdb_pc_sp(core.meta["exe"], core.path,
                  sysroot=arm64_root(core.dir))
    r = run_cmd(core, "::set -o json; ::jsstack -a")
    recs = json_records(r)
    check(recs, "no records", r.describe())
    runners = [i for i, x in enumerate(recs) if x["kind"] == "internal" and
               x.get("frame_type") == "activation"]
    # the innermost: the interpreter running leaf ... top (the others run
    # the JIT's frames and the script's own, test_smjit.py)
    check(runners, "no native frame running an activation", r.describe())
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
    # the native frames jsmdb shows are gdb's, in gdb's order, up to the
    # frame of JIT code where gdb's unwinding stops (no CFI): jsmdb goes
    # on from the JIT's entry frames (test_smjit.py), gdb does not
    natives = [x for x in recs if x["kind"] == "native" or
               (x["kind"] == "internal" and x.get("frame_type") ==
                "activation")]
    pcs = [int(x["pc"], 16) for x in natives]
    k = 0
    while k < len(pcs) and k < len(g) and pcs[k] == g[k][0]:
        k += 1
    ri = natives.index(recs[i])
    check(k > ri + 1 and natives[k - 1]["kind"] == "internal",
          "native frames %s, gdb's %s" % ([hex(p) for p in pcs],
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
    # the JIT activation is decoded: no record says it is not, the
    # script's own frame is the JIT's (its loops ran in Baseline or Ion)
    und = [x for x in recs if x["name"] is None and
           "Ion inlined" not in x["reason"]]
    check(not und, "records left undecoded: %s" % [x["reason"] for x in
                                                  und], r.describe())
    check(top[0]["frame_type"] in ("baseline-interpreter", "baseline",
                                   "ion"),
          "the script's own frame is %s, not the JIT's" %
          top[0]["frame_type"], r.describe())


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


def crash_program(engine, name, tmp, extra=(), opts=(), env=()):
    """Runs corpora/spidermonkey/NAME (gjs/NAME for gjs) under engine in
    tmp, as corpora/sm-cores.sh does (an arm64 word: its shell under
    qemu-aarch64-static -L ROOT, ROOT the listed core's), with the truth
    path, the engine and extra as arguments (the shell's options opts
    before the program, the NAME=VALUE strings env added to its
    environment); returns the core's path, the truth it wrote and the
    program's lines."""
    here = os.path.dirname(os.path.abspath(__file__))
    base = base_engine(engine)
    prog = os.path.join(here, "..", "..", "corpora", "spidermonkey",
                        "gjs" if base == "gjs" else "", name)
    dst = os.path.join(tmp, name)
    shutil.copyfile(prog, dst)
    if engine.endswith(ARM64):
        root = ARM64_ROOTS.get(engine)
        check(root and shutil.which("qemu-aarch64-static"),
              "%s needs qemu-aarch64-static and the arm64 root" % engine)
        argv = ["qemu-aarch64-static", "-L", root,
                os.path.join(root, "usr", "bin", base)]
    else:
        exe = shutil.which("gjs" if base == "gjs" else base)
        check(exe, "%s is not installed" % engine)
        argv = [exe]

    def unlimited():
        resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY,
                                                  resource.RLIM_INFINITY))
    environ = dict(os.environ)
    environ.update(v.split("=", 1) for v in env)
    p = subprocess.run(argv + list(opts) +
                       [dst, os.path.join(tmp, "truth.json"), base] +
                       list(extra), cwd=tmp, preexec_fn=unlimited,
                       env=environ, capture_output=True, timeout=600)
    check(p.returncode < 0, "%s did not die of a signal (%d)" % (
        engine, p.returncode))
    # qemu-user writes the guest's core (qemu_*.core); the kernel's core
    # of qemu itself is not the program's
    cores_ = [f for f in os.listdir(tmp) if f.startswith("qemu_") and
              f.endswith(".core")] if engine.endswith(ARM64) else \
        [f for f in os.listdir(tmp) if f == "core" or
         f.startswith("core.") or f.startswith("core-")]
    check(cores_, "no core in %s (core_pattern?)" % tmp)
    with open(os.path.join(tmp, "truth.json")) as f:
        truth = json.load(f)
    return (os.path.join(tmp, cores_[0]), truth,
            open(dst).read().splitlines())


# engine word -> the arm64 root its listed core ran in (main fills it)
ARM64_ROOTS = {}


def crash_fresh(engine, tmp):
    """A fresh core of sm.js: its path, truth and the program's lines."""
    return crash_program(engine, "sm.js", tmp)


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


# ---- frames damaged on purpose: one field of one frame, found through
# the core itself (::jsstack -a's JSON gives the frame's address, the row
# of spidermonkey/facts.c for the core's ESR the field's offset).  Each
# damage must be said on that frame, once, and the value it would give
# wrongly (arguments gone, "<top-level code>", "(unknown)", a definition
# line unsaid) must not be printed. ----

FACTS_C = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                       "spidermonkey", "facts.c")


def facts_row(major, prefix, engine=None):
    """The PREFIX_* fields of facts.c's rows for an ESR (sm_facts_NN,
    sm_jitfacts_NN and JIT_COMMON): name -> int; for an arm64 engine
    word, with the fields aarch64's fixes move (SM_FIX, SM_JITFIX)."""
    with open(FACTS_C) as f:
        text = f.read()
    rows = {}
    for pat in (r"const sm_facts_t sm_facts_%d = \{(.*?)\n\};" % major,
                r"#define\s+JIT_COMMON(.*?)\n\n",
                r"sm_jitfacts_t sm_jitfacts_%d = \{(.*?)\n\};" % major):
        m = re.search(pat, text, re.S)
        body = re.sub(r"/\*.*?\*/", "", m.group(1) if m else "", flags=re.S)
        for fm in re.finditer(r"\.(%s\w+)\s*=\s*([0-9a-fA-Fx()<> ]+)"
                              r"[,\\\n]" % prefix, body):
            rows[fm.group(1)] = eval(fm.group(2), {"__builtins__": {}})
    if engine is not None and engine.endswith(ARM64):
        for fm in re.finditer(r"SM_(?:JIT)?FIX\(SM_EM_AARCH64, %d, (%s\w+), "
                              r"([0-9a-fA-Fx]+)\)" % (major, prefix), text):
            rows[fm.group(1)] = int(fm.group(2), 0)
    return rows


def esr_major(engine):
    return 78 if base_engine(engine) == "js78" else 102


def damaged_copy(src, tmp, addr, data):
    """A copy of the core src in tmp with data written at addr."""
    bad = os.path.join(tmp, "core")
    shutil.copyfile(src, bad)
    off = file_offset(src, addr)
    check(off is not None, "%x is not in the core's PT_LOAD segments" % addr)
    with open(bad, "r+b") as f:
        f.seek(off)
        f.write(data)
    return bad


def frame_block(out, fp, name_re=None):
    """The -av text lines of the JS frame at fp (its name line and those
    indented under it)."""
    lines = out.splitlines()
    for i, ln in enumerate(lines):
        if ln.startswith("%x " % fp) and (name_re is None or
                                           re.search(name_re, ln)):
            blk = [ln]
            for more in lines[i + 1:]:
                if not more.startswith(" "):
                    break
                blk.append(more)
            return "\n".join(blk)
    return None


def damage_check(src, tmp, fp, addr, data, says, absent, jcheck):
    """Damage the copy of src, run ::jsstack -av (text and JSON): the
    frame at fp says `says` once in the text, none of `absent` appears
    in its lines, and jcheck(record) holds for its JSON record."""
    bad = damaged_copy(src, tmp, addr, data)
    r = jsmdb(["-e", "::jsstack -av", bad], expect_rc=None)
    blk = frame_block(r.out, fp)
    check(blk is not None, "no frame at %x after damage at %x" % (fp, addr),
          r.describe())
    check(r.out.count(says) == 1 and says in blk, "frame %x: %r is not said "
          "on it once" % (fp, says), r.describe())
    for a in absent:
        check(not re.search(a, blk), "frame %x: %r printed" % (fp, a),
              r.describe())
    check("(unknown)" not in r.out, "(unknown) printed", r.describe())
    j = jsmdb(["-o", "json", "-e", "::jsstack -av", bad], expect_rc=None)
    recs = [x for x in json_records(j) if x.get("kind") == "js" and
            int(x["fp"], 16) == fp and not x.get("inlined")]
    check(len(recs) == 1, "JSON: %d records at %x" % (len(recs), fp),
          j.describe())
    why = jcheck(recs[0])
    check(why is None, "JSON record at %x: %s: %r" % (fp, why, recs[0]),
          j.describe())


def t_damaged_frames(core):
    leaf = core.truth["stack"][0]
    check(leaf["args"], "the innermost frame has no arguments")
    sf = facts_row(esr_major(core.engine), "sf_", core.engine)
    r = run_cmd(core, "::set -o json; ::jsstack -a")
    fps = [int(x["fp"], 16) for x in json_records(r) if x["kind"] == "js"
           and x.get("name") == leaf["name"]]
    check(len(fps) == 1, "%d frames of %s" % (len(fps), leaf["name"]),
          r.describe())
    fp = fps[0]
    tmp = tempfile.mkdtemp(prefix="jsmdb-smframes.")
    try:
        # nactual_ not believed: said, `this` still shown
        damage_check(
            core.path, tmp, fp, fp + sf["sf_ifr_nactual"],
            struct.pack("<I", 0xffffffff),
            "nactual_ 4294967295: more than 65536 arguments, not believed",
            [r"\barg1:"],
            lambda x: None if x["argument_count"] is None and
            "nactual_ 4294967295" in x["arguments_reason"] and
            x["this"] is not None else "arguments not refused")
        # script_ garbage: the frame is marked, not top-level code
        damage_check(
            core.path, tmp, fp, fp + sf["sf_ifr_script"],
            struct.pack("<Q", 0x4141414141414140),
            "<frame not decoded: script 4141414141414140 is not readable>",
            [r"<top-level code>", r"file:", r"\barg1:"],
            lambda x: None if x["script"] is None and x["line"] is None and
            "4141414141414140" in x["script_reason"] and
            x["arguments"] is None and x["name"] != "<top-level code>"
            else "script not refused")
        # flags_ with bits no frame has: said (which), line marked
        damage_check(
            core.path, tmp, fp, fp + sf["sf_ifr_flags"],
            struct.pack("<I", 0xffffffff),
            "flags_ 0xffffffff have bits no InterpreterFrame has "
            "(0x%x)" % (0xffffffff & ~sf["sf_ifr_flags_known"]),
            [r"posn: line \d+$"],
            lambda x: None if x["position"] == "definition" and
            "flags_ 0xffffffff" in x["position_reason"] else
            "line not marked")
        # argv_ garbage (above the frame, where a called frame's
        # arguments never are): receiver and arguments refused, said
        damage_check(
            core.path, tmp, fp, fp + sf["sf_ifr_argv"],
            struct.pack("<Q", 0x4141414141414140),
            "frame %x: argv_ 4141414141414140 is not below the frame" % fp,
            [r"\barg1:", r"\bthis: "],
            lambda x: None if x["this"] is None and x["arguments"] is None
            and "argv_ 4141414141414140" in x["arguments_reason"] else
            "receiver and arguments not refused")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# ---- value kinds: one object of each kind, held by the program's Kinds
# object, each checked against truth.kinds (what the program read back from
# the value itself before dying) ----

OBJ_RE = re.compile(r"^([0-9a-f]+): ")
INTERNAL_RE = re.compile(r"^    \[\[(\w+)\]\]: ?(.*)$", re.M)


def js_value_text(v):
    """A truth value as ::smprint prints a JS::Value."""
    if v is None:
        return "null"
    if v is True or v is False:
        return "true" if v else "false"
    if isinstance(v, str):
        return '"%s"' % v.replace("\\", "\\\\").replace("\n", "\\n") \
            if "\n" in v else '"%s"' % v
    if isinstance(v, float) and v == int(v) and abs(v) < 1e21:
        return str(int(v))
    return repr(v) if isinstance(v, float) else str(v)


def kinds_texts(path):
    """The Kinds object's properties, and ::smprint of each object it
    holds: ({name: printed value}, {name: object text}, runs)."""
    r = jsmdb(["-e", "::findjsobjects -c Kinds | ::findjsobjects", path])
    addrs = [a for a in r.out.split() if re.match(r"^[0-9a-f]+$", a)]
    check(len(addrs) == 1, "%d Kinds objects, the program made 1" %
          len(addrs), r.describe())
    k = jsmdb(["-e", "%s::smprint" % addrs[0], path])
    props = dict(PROP_RE.findall(k.out))
    objs = {n: OBJ_RE.match(v).group(1) for n, v in props.items()
            if OBJ_RE.match(v)}
    cmds = "".join("%s::smprint\n" % a for a in objs.values())
    r2 = jsmdb([path], stdin=cmds, expect_rc=None)
    texts = {}
    for t in re.split(r"\n(?=[0-9a-f]+: )", r2.out.strip()):
        m = OBJ_RE.match(t)
        if m:
            texts[m.group(1)] = t
    return props, objs, {n: texts.get(a, "") for n, a in objs.items()}, \
        (k, r2)


def internal(text, name):
    return [v for n, v in INTERNAL_RE.findall(text) if n == name]


def sub_lines(text, after):
    """The 8-space lines under the [[after]] line."""
    out, on = [], False
    for ln in text.splitlines():
        if ln.startswith("    [[%s]]" % after):
            on = True
            continue
        if on and ln.startswith("        "):
            out.append(ln[8:])
        elif on:
            break
    return out


def check_kinds(path, truth, out):
    """Every kind of truth.kinds against ::smprint; out counts checks."""
    t = truth["kinds"]
    props, objs, tx, runs = kinds_texts(path)
    desc = runs[0].describe()

    def ok(cond, what, text=""):
        out[0] += 1
        check(cond, what, text or desc)

    # Date: the time value and its ISO string
    ok(internal(tx["date"], "DateValue") == ["%d (%s)" % (
        t["date"]["time"], t["date"]["iso"])], "Date", tx["date"])
    ok(internal(tx["badDate"], "DateValue") == ["NaN (Invalid Date)"],
       "invalid Date", tx["badDate"])
    # RegExp: source and flags
    ok(internal(tx["regexp"], "RegExp") == ["/%s/%s" % (
        t["regexp"]["source"], t["regexp"]["flags"])] and
       internal(tx["regexp"], "LastIndex") == [str(
           t["regexp"]["lastIndex"])], "RegExp", tx["regexp"])
    # Map and Set: live entries in insertion order
    ok(sub_lines(tx["map"], "Entries") == ["%s => %s" % (
        js_value_text(k), js_value_text(v)) for k, v in
        t["map"]["entries"]] and internal(tx["map"], "Size")[0].startswith(
        "%d " % t["map"]["size"]), "Map entries", tx["map"])
    ok(sub_lines(tx["set"], "Entries") == [js_value_text(v) for v in
                                           t["set"]["entries"]] and
       internal(tx["set"], "Size")[0].startswith("%d " % t["set"]["size"]),
       "Set entries", tx["set"])
    # typed arrays: type, length, offset, elements; the view of the
    # ArrayBuffer names it
    for n in ("i32", "u8", "f64"):
        w = t[n]
        h = internal(tx[n], "TypedArray")
        ok(h and h[0].startswith("%s length %d byteOffset %d " % (
            w["type"], w["length"], w["byteOffset"])),
           "%s header" % n, tx[n])
        ok(sub_lines(tx[n], "TypedArray") == ["[%d] %s" % (
            i, js_value_text(float(v)) if isinstance(v, float) else v)
            for i, v in enumerate(w["elements"])], "%s elements" % n, tx[n])
    ok(internal(tx["u8"], "TypedArray")[0].endswith(
        "buffer %s" % objs["buffer"]), "u8's buffer", tx["u8"])
    # ArrayBuffers: byte length; inline data lies inside the object's own
    # cell (::smtype of the data says so), malloced data in no GC chunk
    for n in ("buffer", "smallbuf"):
        h = internal(tx[n], "ArrayBuffer")
        m = re.match(r"^byteLength (\d+) data ([0-9a-f]+) \((inline|out of "
                     r"line), (\w+)\)$", h[0] if h else "")
        ok(m and int(m.group(1)) == t[n]["byteLength"], "%s byteLength" % n,
           tx[n])
        st = jsmdb(["-e", "%s::smtype" % m.group(2), path], expect_rc=None)
        inside = "inside the cell %s" % objs[n] in st.out
        ok(inside == t[n]["inline"] and
           (m.group(3) == "inline") == t[n]["inline"] and
           m.group(4) == ("INLINE_DATA" if t[n]["inline"] else "MALLOCED"),
           "%s data inline=%s" % (n, t[n]["inline"]), tx[n] + st.out)
    # Error: its type, message, file, line, column and stack
    e = t["error"]
    ok(internal(tx["error"], "ErrorType") == [e["name"]] and
       internal(tx["error"], "Message") == [js_value_text(e["message"])] and
       internal(tx["error"], "FileName") == [js_value_text(e["fileName"])]
       and internal(tx["error"], "LineNumber") == [str(e["lineNumber"])] and
       internal(tx["error"], "ColumnNumber") == [str(e["columnNumber"])],
       "Error fields", tx["error"])
    ok(internal(tx["error"], "Stack") == [js_value_text(e["stack"])],
       "Error stack", tx["error"])
    # primitive wrappers
    for n in ("num", "str", "bool"):
        ok(internal(tx[n], "PrimitiveValue") == [js_value_text(
            t[n]["value"])], "%s value" % n, tx[n])
    # symbols and BigInts, as the Kinds object's property values
    for n in ("sym", "regsym", "wksym", "nodesc"):
        d = t[n]["description"]
        ok(props.get(n) == "Symbol(%s) [%s]" % (d if d is not None else "",
                                                t[n]["kind"]),
           "symbol %s: %s" % (n, props.get(n)))
    for n in ("bigpos", "bigneg", "bigzero"):
        ok(props.get(n) == t[n]["decimal"] + "n", "BigInt %s: %s" % (
            n, props.get(n)))
    # arrays: the ObjectElements header, the elements, the holes, sparse
    # indices as properties
    d = t["dense"]
    ok(re.search(r"initializedLength %d .* length %d$" % (
        len(d["elements"]), d["length"]),
        internal(tx["dense"], "Elements")[0]) and
       sub_lines(tx["dense"], "Elements") == ["[%d] %s" % (
           i, js_value_text(v)) for i, v in enumerate(d["elements"])],
       "dense array", tx["dense"])
    h = t["holey"]
    ok(sub_lines(tx["holey"], "Elements") == ["[%d] %s" % (
        i, "<hole>" if i in h["holes"] else js_value_text(v))
        for i, v in enumerate(h["elements"])] and
       internal(tx["holey"], "Elements")[0].endswith("length %d" %
                                                     h["length"]),
       "holey array", tx["holey"])
    sp = t["sparse"]
    dense_idx = [ln.split()[0][1:-1] for ln in sub_lines(tx["sparse"],
                                                         "Elements")
                 if not ln.endswith("<hole>")]
    sparse_props = [k for k, _ in PROP_RE.findall(tx["sparse"])
                    if re.match(r"^\d+$", k)]
    ok(sorted(dense_idx + sparse_props, key=int) == sp["indices"] and
       internal(tx["sparse"], "Elements")[0].endswith(
           "length %d" % sp["length"]), "sparse array", tx["sparse"])
    # a dictionary-mode object: keys in order, the accessor marked with
    # its getter and setter (t_accessors checks which)
    acc = re.compile(r"^\[(Getter/Setter|Getter|Setter)\] (getter|setter) ")
    dk = [k for k, _ in PROP_RE.findall(tx["dict"])]
    dv = dict(PROP_RE.findall(tx["dict"]))
    ok(dk == t["dict"]["keys"] and all(
        acc.match(dv[a]) for a in t["dict"]["accessors"]) and
       not any(acc.match(dv[k]) or dv[k].startswith("<") for k in dk
               if k not in t["dict"]["accessors"]), "dictionary object",
       tx["dict"])
    # functions: the kind, and a bound function's target, this, arguments
    fk = {"native": r"^native, nargs \d+, kind normal, native [0-9a-f]+",
          "arrow": r"^interpreted, nargs \d+, kind arrow",
          "interpreted": r"^interpreted, nargs \d+, kind normal",
          "class constructor": r"^interpreted, nargs \d+, kind class "
                               r"constructor",
          "bound": r"^bound, nargs \d+"}
    for n in ("native", "arrow", "plainfn", "ctor", "bound"):
        f = internal(tx[n], "Function")
        ok(f and re.match(fk[t[n]["kind"]], f[0]), "function %s: %s" % (
            n, f), tx[n])
        if t[n]["name"] and n != "bound":
            ok(re.match(r"^[0-9a-f]+: Function %s \{" % t[n]["name"],
                        tx[n]), "function %s's name" % n, tx[n])
    b = t["bound"]
    ok(internal(tx["bound"], "BoundTargetFunction")[0].startswith(
        objs[b["target"]] + ": Function") and
       internal(tx["bound"], "BoundThis") == [js_value_text(b["boundThis"])],
       "bound target and this", tx["bound"])
    args = internal(tx["bound"], "BoundArgs")[0].split(":")[0]
    a = jsmdb(["-e", "%s::smprint" % args, path])
    ok(sub_lines(a.out, "Elements") == ["[%d] %s" % (i, js_value_text(v))
                                        for i, v in enumerate(b["args"])],
       "bound arguments", a.out)
    # Proxies: target and handler; a revoked one
    ok(internal(tx["proxy"], "ProxyTarget")[0].startswith(
        objs["proxyTarget"] + ":") and
       internal(tx["proxy"], "ProxyHandler")[0].startswith(
           objs["proxyHandler"] + ":") and
       internal(tx["proxy"], "Revoked") == ["false"], "Proxy", tx["proxy"])
    ok(internal(tx["revoked"], "Revoked") == ["true"] and
       internal(tx["revoked"], "ProxyTarget") == ["null"], "revoked Proxy",
       tx["revoked"])
    # Promises
    ok(internal(tx["resolved"], "PromiseState") == ["fulfilled"] and
       internal(tx["resolved"], "PromiseResult") == [js_value_text(
           t["resolved"]["result"])], "fulfilled Promise", tx["resolved"])
    ok(internal(tx["pending"], "PromiseState") == ["pending"] and
       not internal(tx["pending"], "PromiseResult"), "pending Promise",
       tx["pending"])
    rj = internal(tx["rejected"], "PromiseResult")
    ok(internal(tx["rejected"], "PromiseState") == ["rejected"] and rj,
       "rejected Promise", tx["rejected"])
    er = jsmdb(["-e", "%s::smprint" % rj[0].split(":")[0], path])
    ok(internal(er.out, "Message") == [js_value_text(
        t["rejected"]["message"])], "rejected Promise's reason", er.out)
    # strings: a long flat one printed in full, a dependent one
    ls = props.get("longstr", "")
    ok(len(ls) == t["longstr"]["length"] + 2 and
       ls[1:17] == t["longstr"]["head"] and
       ls[-17:-1] == t["longstr"]["tail"], "long string of %d: %d printed"
       % (t["longstr"]["length"], len(ls) - 2), ls[:80] + "..." + ls[-40:])
    ok(props.get("depstr") == js_value_text(t["depstr"]["value"]),
       "dependent string %s" % props.get("depstr"))
    # a WeakMap with an entry: its entries, from its weak hash table
    ok(tx["weak"].startswith("%s: %s" % (objs["weak"], t["weak"]["className"]))
       and re.search(r"^    \[\[Entries\]\] \(weak", tx["weak"], re.M)
       and re.search(r"^    \[\[Size\]\]: %d$" % t["weak"]["entries"],
                     tx["weak"], re.M),
       "WeakMap's entries", tx["weak"])
    ok(props.get("flatrope") == js_value_text(t["flatrope"]["value"]),
       "flattened rope %s" % props.get("flatrope"))
    ok(props.get("extstr") == js_value_text(t["extstr"]["value"]),
       "string %s" % props.get("extstr"))
    if t["extstr"]["external"]:
        # an external string: its cell's AllocKind says so
        a = jsmdb(["-e", "%s::smprint -a" % OBJ_RE.match(
            runs[0].out).group(1), path])
        m = re.search(r"^    extstr: ([0-9a-f]+): ", a.out, re.M)
        st = jsmdb(["-e", "%s::smtype" % m.group(1), path]) if m else a
        ok(m and "AllocKind EXTERNAL_STRING" in st.out,
           "extstr is not an external string", st.describe())


def t_kinds(core):
    check("kinds" in core.truth, "truth.json has no kinds: remake the core "
          "(corpora/make-cores.sh %s)" % core.name)
    n = [0]
    check_kinds(core.path, core.truth, n)
    print("    %s: %d kind checks" % (core.name, n[0]))


def t_kinds_fresh(core):
    # two fresh cores of the program: the kinds are read from each
    for k in range(2):
        tmp = tempfile.mkdtemp(prefix="jsmdb-smkinds.")
        try:
            path, truth, _ = crash_fresh(core.engine, tmp)
            n = [0]
            check_kinds(path, truth, n)
            print("    %s fresh %d: %d kind checks" % (core.name, k, n[0]))
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


def function_cells(path):
    """Every object cell of class Function (the smobject walker gives
    every object cell of the tenured heap; ::smtype names its class)."""
    r = jsmdb(["-e", "::walk smobject | ::smtype", path])
    return [ln.split(":")[0] for ln in r.out.splitlines()
            if ln.endswith(": class Function")]


def t_function_kinds(core):
    # Function facts the Kinds object does not reach, pinned on every
    # Function of the heap (facts.c: FunctionKind, SELF_HOSTED):
    # corpora/spidermonkey/sm.js's class Widget declares the method
    # describe (FunctionKind::Method); js/src/builtin/Object.cpp (78.15.0
    # and the 97 and 107 mirrors about 102) defines
    # Object.prototype.__defineGetter__ as JS_SELF_HOSTED_FN
    # ("ObjectDefineGetter"), so every function of that name is an
    # interpreted, self-hosted one; vm/SelfHosting.cpp's
    # intrinsic_functions hold the native IsCallable, which SELF_HOSTED
    # marks too ("a self-hosted builtin or intrinsic",
    # vm/FunctionFlags.h), while the toString natives (JS_FN,
    # JS_INLINABLE_FN of the builtins) are not.
    r = jsmdb([core.path], stdin="".join(
        "%s::smprint\n" % a for a in function_cells(core.path)))
    fns = re.findall(r"^[0-9a-f]+: Function (\S*) ?\{\n    "
                     r"\[\[Function\]\]: (.*)$", r.out, re.M)
    check(len(fns) >= 500, "%d Functions printed" % len(fns), r.describe())
    desc = [f for n, f in fns if n == "describe"]
    check(desc and all(re.match(r"^interpreted, nargs 2, kind method$", f)
                       for f in desc),
          "Widget.prototype.describe: %s, not an interpreted method of 2 "
          "arguments" % desc)
    dg = [f for n, f in fns if n == "__defineGetter__"]
    check(dg and all(re.match(r"^interpreted, nargs 2, kind normal, "
                              r"self-hosted$", f) for f in dg),
          "__defineGetter__: %s, not self-hosted" % dg)
    ic = [f for n, f in fns if n == "IsCallable"]
    check(ic and all(re.match(r"^native, nargs 1, kind normal, native "
                              r"[0-9a-f]+, self-hosted$", f) for f in ic),
          "the intrinsic IsCallable: %s, not a self-hosted native" % ic)
    ts = [f for n, f in fns if n == "toString" and f.startswith("native")]
    check(ts and not any("self-hosted" in f for f in ts),
          "native toString functions said to be self-hosted: %s" % ts)


def t_hostile_kinds(core):
    # the cells of the Kinds object's values damaged at random (slots,
    # headers, the words before elements): ::smprint of each still ends
    # with an answer or an error, never a crash or a hang
    props, objs, _, _ = kinds_texts(core.path)
    addrs = [int(a, 16) for a in objs.values()]
    check(len(addrs) >= 30, "fewer than 30 objects in Kinds")
    rng = random.Random(core.name + "/kinds")
    cmds = "".join("%s::smprint\n" % a for a in objs.values())
    tmp = tempfile.mkdtemp(prefix="jsmdb-smhostile.")
    try:
        bad = os.path.join(tmp, "core")
        for m in range(8):
            shutil.copyfile(core.path, bad)
            with open(bad, "r+b") as f:
                for a in addrs:
                    base = file_offset(core.path, a - 16)
                    if base is None:
                        continue
                    for _ in range(6):
                        f.seek(base + rng.randrange(16 + 96))
                        f.write(bytes([rng.randrange(256)]))
            r = jsmdb([bad], stdin=cmds, expect_rc=None, timeout=120)
            check(r.rc in (0, 1), "mutant %d: ::smprint: exit %d" % (
                m, r.rc), r.describe())
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# ---- functions and references: ::jsfunction, ::jssource, ::jsfindrefs ----
# The functions are the program's own (the frames' names in truth.json,
# their files and lines as the engine reported them); the source text is
# the program's file, as the core's directory keeps it; the references
# are the ones sm.js makes: keep.holder holds the only Holder, and
# keep.widgets[i] the Widget whose id is i.

FN_RE = re.compile(r"^function: (.*)\ndefined at (.*) line (\d+)$", re.M)


def src_of(core):
    with open(os.path.join(core.dir, "sm.js")) as f:
        return f.read().splitlines()


def named_functions(core, names):
    """{name: [(addr, file, line)]} for the names, over the census'
    Function objects, each shown by ::jsfunction (one jsmdb)."""
    addrs = function_cells(core.path)
    check(addrs, "no Function objects")
    cmds = "".join("%s=K\n%s::jsfunction\n" % (a, a) for a in addrs)
    x = jsmdb([core.path], stdin=cmds, expect_rc=None)
    got = {}
    for blk in re.split(r"^(?=\s*[0-9a-f]+\s*$)", x.out, flags=re.M):
        head = blk.strip().split("\n", 1)
        m = FN_RE.search(blk)
        if m and m.group(1) in names:
            got.setdefault(m.group(1), []).append(
                (head[0].strip(), m.group(2), int(m.group(3))))
    return got


def t_jsfunction(core):
    src = src_of(core)
    want = [f for f in core.truth["frames"] if f["name"]]
    got = named_functions(core, set(f["name"] for f in want))
    for w in want:
        check(w["name"] in got, "::jsfunction names no function %s"
              % w["name"])
        ok = [g for g in got[w["name"]] if g[1] == w["file"] and
              g[2] <= w["line"] and
              re.search(r"\b%s\s*\(" % re.escape(w["name"]),
                        src[g[2] - 1])]
        check(ok, "%s: no function defined in %s at a line before %d that "
              "starts it: %s" % (w["name"], w["file"], w["line"],
                                 got[w["name"]]))


def jssource_lines(out):
    return [(int(m.group(1)), m.group(2)) for m in
            re.finditer(r"^ *(\d+) (.*)$", out, re.M)]


def t_jssource(core):
    src = src_of(core)
    want = [f for f in core.truth["frames"] if f["name"]]
    got = named_functions(core, set(f["name"] for f in want))
    for w in want:
        cands = [g for g in got.get(w["name"], []) if g[1] == w["file"] and
                 g[2] <= w["line"]]
        check(cands, "no function %s to show" % w["name"])
        addr, _, line = cands[0]
        r = run_cmd(core, "%s::jssource -n 0" % addr)
        check(r.out.startswith("file: %s\n" % w["file"]),
              "%s: not its file %s" % (w["name"], w["file"]), r.describe())
        lines = jssource_lines(r.out)
        check(lines and lines[0][0] == line, "%s: the source does not "
              "start at its line %d" % (w["name"], line), r.describe())
        nums = [n for n, _ in lines]
        check(nums == list(range(line, line + len(nums))),
              "%s: lines not consecutive" % w["name"], r.describe())
        # the line the frame was on is the function's
        check(w["line"] in nums, "%s: its frame's line %d is not in its "
              "source %s" % (w["name"], w["line"], nums), r.describe())
        for n, text in lines:
            check(text == src[n - 1].replace("\t", "\t"),
                  "%s: line %d is %r, the file's %r" % (
                      w["name"], n, text, src[n - 1]), r.describe())
        # -n 2: two lines more on each side, as far as the file goes
        r2 = run_cmd(core, "%s::jssource -n 2" % addr)
        n2 = [n for n, _ in jssource_lines(r2.out)]
        check(n2 == list(range(max(1, line - 2),
                               min(len(src), nums[-1] + 2) + 1)),
              "%s: -n 2 shows lines %s" % (w["name"], n2), r2.describe())
    # a non-function is refused by name
    h = listed(core, "Holder")
    r = run_cmd(core, "%s::jssource" % h[0], expect_rc=None)
    check(r.rc != 0 and "is not a function" in r.err,
          "::jssource of an object is not refused", r.describe())


def refs_of(out, target):
    """[(referrer, slot)] of the lines saying who refers to target."""
    return re.findall(r"^ *%s referred to by ([0-9a-f]+)(\S*)" % target,
                      out, re.M)


def t_jsfindrefs(core):
    # keep.holder: the only Holder (truth: counts_by_constructor)
    check(core.truth["counts_by_constructor"]["Holder"][1] == 1,
          "the program made more than one Holder")
    h = listed(core, "Holder")
    check(len(h) == 1, "not one Holder: %s" % h)
    r = run_cmd(core, "%s::jsfindrefs" % h[0])
    refs = refs_of(r.out, h[0])
    check(len(refs) == 1 and refs[0][1] == ".holder",
          "the Holder is not referred to by keep.holder alone: %s" % refs,
          r.describe())
    keep = refs[0][0]
    # keep is the object whose properties are sm.js's keep's
    k = run_cmd(core, "%s::smprint" % keep)
    for prop in ("widgets", "gadgets", "plains", "dates", "holder"):
        check(re.search(r"^    %s: " % prop, k.out, re.M),
              "%s (keep) has no property %s" % (keep, prop), k.describe())
    # widgets: keep.widgets[i] is the Widget whose id is i
    _, objs = smprint_all(core, listed(core, "Widget"))
    ids = {}
    for o in objs:
        m = re.match(r"^([0-9a-f]+): .*\n    id: (\d+),$", o, re.M)
        if m:
            ids[m.group(1)] = m.group(2)
    check(len(ids) == core.truth["counts_by_constructor"]["Widget"][1],
          "Widgets with an id: %d" % len(ids))
    for w in random.Random(7).sample(sorted(ids), 5):
        wid = ids[w]
        r = run_cmd(core, "%s::jsfindrefs -r 2" % w)
        refs = refs_of(r.out, w)
        check(len(refs) == 1 and refs[0][1] == "[%s]" % wid,
              "Widget %s (id %s) is not referred to by its index in an "
              "array: %s" % (w, wid, refs), r.describe())
        up = refs_of(r.out, refs[0][0])
        check(up == [(keep, ".widgets")], "the array of Widget %s is not "
              "keep.widgets: %s" % (w, up), r.describe())
    # -g: the same reference as an edge, labelled as the text names it
    r = run_cmd(core, "%s::jsfindrefs -g" % h[0])
    check(r.out.startswith("digraph retainers {") and
          '"%s" -> "%s" [label=".holder"];' % (keep, h[0]) in r.out,
          "-g has no edge keep -> Holder labelled .holder", r.describe())
    # -v: the referrer in one line
    r = run_cmd(core, "%s::jsfindrefs -v" % h[0])
    check(re.search(r"^%s referred to by %s\.holder Object" % (h[0], keep),
                    r.out, re.M), "-v does not describe keep as an Object",
          r.describe())
    # what is not searched is said
    check("not searched: the nursery" in r.err,
          "what SpiderMonkey's search leaves out is not said", r.describe())
    # not a GC thing: refused by name
    r = run_cmd(core, "8::jsfindrefs", expect_rc=None)
    check(r.rc != 0 and "is not a SpiderMonkey GC thing" in r.err,
          "a non-cell is not refused", r.describe())
# ---- the census: ::findjsobjects, ::jsfunctions, the jsobject walker ----
#
# Every count comes from truth.json (what the program made, by constructor
# and class, and the properties it gave them) or from the program's source
# (where each function is declared).  ESR 78 keeps template objects of its
# own (type inference: TypeNewScript::templateObject_, Baseline ICs'
# templates for `new C`, object literals' templates), which the census
# counts as what they are, objects of the heap; the test tells them from
# the program's objects by evidence of its own: every property undefined,
# and no word of any GC chunk refers to them (only the engine's C++
# structures do), and checks that the rest is exactly the program's.

def fj_groups(path):
    """::findjsobjects as JSON records: the groups."""
    r = jsmdb(["-e", "::set -o json; ::findjsobjects", path])
    gs = [json.loads(ln) for ln in r.out.splitlines() if ln.startswith("{")]
    check(gs and all(g["record"] == "group" for g in gs),
          "::findjsobjects gave no groups", r.describe())
    return r, gs


def fj_members(path, reps):
    """addr::findjsobjects of each representative, in one jsmdb."""
    r = jsmdb([path], stdin="".join("%s::findjsobjects\n" % a
                                    for a in reps))
    return [a for a in r.out.split() if re.match(r"^[0-9a-f]+$", a)]


def engine_templates(path, addrs):
    """Of addrs, the objects the engine keeps for itself (ESR 78): every
    property undefined, and referred to by no word inside a GC chunk."""
    r = jsmdb([path], stdin="".join("%s::smprint\n" % a for a in addrs))
    objs = re.split(r"\n(?=[0-9a-f]+: )", r.out.strip())
    undef = []
    for o in objs:
        props = PROP_RE.findall(o)
        if props and all(v == "undefined" for _, v in props):
            undef.append(o.split(":")[0])
    out = []
    for a in undef:
        refs = jsmdb(["-e", "%s::ugrep" % a, path]).out.split()
        t = jsmdb([path], stdin="".join("%s::smtype\n" % x for x in refs),
                  expect_rc=None)
        inside = [ln for ln in t.out.splitlines()
                  if "not in a GC chunk" not in ln]
        if refs and not inside:
            out.append(a)
    return out


def check_census(path, truth, engine):
    r, gs = fj_groups(path)
    by_ctor = {}
    for g in gs:
        by_ctor.setdefault(g["constructor"], []).append(g)
    props = truth["properties"]
    # by constructor: the count, the property names in order, the class
    for ctor, (cls, n) in truth["counts_by_constructor"].items():
        rows = by_ctor.get(ctor, [])
        got = sum(g["count"] for g in rows)
        if ctor in props:
            check(len(rows) == 1 and rows[0]["properties"] == props[ctor],
                  "%s: groups %s, the program gave it properties %s" % (
                      ctor, [g["properties"] for g in rows], props[ctor]),
                  r.describe())
        members = fj_members(path, [g["address"] for g in rows])
        check(len(members) == got and len(set(members)) == got,
              "%s: addr::findjsobjects lists %d objects of %d" % (
                  ctor, len(members), got))
        extra = engine_templates(path, members) if got != n else []
        check(got - len(extra) == n and (not extra or
                                          base_engine(engine) == "js78"),
              "%d %s objects (%d the engine's templates), the program "
              "made %d" % (got, ctor, len(extra), n), r.describe())
        t = jsmdb([path], stdin="".join("%s::smtype\n" % a
                                        for a in members[:50]))
        bad = [ln for ln in t.out.splitlines()
               if not ln.endswith(": class %s" % cls)]
        check(not bad, "%s objects not of class %s" % (ctor, cls),
              "\n".join(bad[:5]))
    # the plain objects {alpha, beta, gamma}
    plain = [g for g in by_ctor.get("Object", [])
             if g["properties"] == ["alpha", "beta", "gamma"]]
    got = sum(g["count"] for g in plain)
    if got != truth["plain_objects"]:
        extra = engine_templates(path, fj_members(
            path, [g["address"] for g in plain]))
        check(base_engine(engine) == "js78" and got - len(extra) == truth[
            "plain_objects"], "%d plain {alpha, beta, gamma} objects, the "
            "program made %d" % (got, truth["plain_objects"]), r.describe())
    # by class, through the walker: every object the census grouped
    w = jsmdb(["-e", "::walk jsobject | ::smtype", path])
    classes = {}
    for ln in w.out.splitlines():
        m = re.search(r": class (.*)$", ln)
        check(m, "the walker gave a non-object: %s" % ln)
        classes[m.group(1)] = classes.get(m.group(1), 0) + 1
    check(sum(classes.values()) == sum(g["count"] for g in gs),
          "the walker gives %d objects, the groups count %d" % (
              sum(classes.values()), sum(g["count"] for g in gs)))
    for cls, n in truth["counts_by_class"].items():
        check(classes.get(cls, 0) == n, "%d objects of class %s, the "
              "program made %d" % (classes.get(cls, 0), cls, n))
    # -c and -p give the representatives of those groups
    c = jsmdb(["-e", "::findjsobjects -c Gadget", path]).out.split()
    pr = jsmdb(["-e", "::findjsobjects -p serial", path]).out.split()
    want = [g["address"] for g in by_ctor["Gadget"]]
    check(c == want and pr == want, "-c Gadget gives %s, -p serial %s, "
          "the Gadget group is %s" % (c, pr, want))


def t_findjs(core):
    check_census(core.path, core.truth, core.engine)


def t_findjs_fresh(core):
    # three more cores of the program, made now: the counts are read from
    # each, not from a layout one core happened to have
    for k in range(3):
        tmp = tempfile.mkdtemp(prefix="jsmdb-smcensus.")
        try:
            path, truth, _ = crash_fresh(core.engine, tmp)
            check_census(path, truth, core.engine)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


def t_jsfunctions(core):
    # each function the program declares with `function NAME(`: one row,
    # its file and the line of its declaration, the one function the
    # program made (and on ESR 102 its script's canonical function, of
    # which a global declaration is a clone: t_jsfunctions_clones)
    with open(os.path.join(core.dir, "sm.js")) as f:
        src = f.read().splitlines()
    decl = {}
    for i, ln in enumerate(src):
        m = re.match(r"^function (\w+)\(", ln)
        if m:
            decl[m.group(1)] = i + 1
    check(len(decl) >= 5, "fewer than 5 declared functions in sm.js")
    r = jsmdb(["-e", "::set -o json; ::jsfunctions", core.path])
    rows = [json.loads(ln) for ln in r.out.splitlines()
            if ln.startswith("{")]
    for name, line in decl.items():
        mine = [x for x in rows if x["name"] == name and x["script"] and
                x["script"].endswith("/sm.js")]
        check(len(mine) == 1, "%d rows for function %s" % (len(mine), name),
              r.describe())
        check(mine[0]["line"] == line and mine[0]["count"] in (1, 2),
              "%s: line %s count %s, declared once on line %d" % (
                  name, mine[0]["line"], mine[0]["count"], line))
        c = jsmdb(["-e", "%s::jsfunctions" % mine[0]["address"],
                   core.path]).out.split()
        check(len(c) == mine[0]["count"] and mine[0]["address"] in c,
              "%s's closures: %s" % (name, c))
    check("native or self-hosted functions (no script) are in no row"
          in r.err, "the functions in no row are not said", r.describe())


def t_jsfunctions_clones(core):
    # every JSFunction under its definition: a function expression makes a
    # clone of its definition's canonical function each time it runs
    # (sharing its script, which names the canonical one); the program
    # made one function of each of these and holds it: makeClosure's
    # closureFn (on the stack), Kinds.plainfn (plainNamed), the getter of
    # dict.acc (Kinds.accGetter), getterOnly's roGetter and setterOnly's
    # woSetter.  Each must be among the functions ::jsfunctions lists for
    # one row of its name in sm.js, whose count is the functions it lists:
    # the program's one, and the script's canonical function when that is
    # another.
    if not need_heap_truth(core):
        return
    t = core.truth
    held = []
    _, a = kinds_member(core, "plainfn")
    held.append((t["kinds"]["plainfn"]["name"], a))
    _, a = kinds_member(core, "accGetter")
    held.append((t["heap"]["accGetter"]["name"], a))
    for member, prop, which in (("getterOnly", "ro", "getter"),
                                ("setterOnly", "wo", "setter")):
        _, o = kinds_member(core, member)
        r = run_cmd(core, "%s::smprint" % o)
        m = re.search(r"^    %s: \[\w+\] %s ([0-9a-f]+) \((\w+)\),$" % (
            prop, which), r.out, re.M)
        check(m, "%s.%s: no %s in ::smprint" % (member, prop, which),
              r.describe())
        held.append((m.group(2), m.group(1)))
    r = jsmdb(["-e", "::set -o json; ::jsstack", core.path])
    fr = [x for x in (json.loads(ln) for ln in r.out.splitlines()
                      if ln.startswith("{")) if x.get("name") == "closureFn"]
    check(len(fr) == 1 and fr[0]["function"] and
          any(f["name"] == "closureFn" for f in t["frames"]),
          "closureFn is not on the stack once", r.describe())
    held.append(("closureFn", fr[0]["function"]))
    r = jsmdb(["-e", "::set -o json; ::jsfunctions", core.path])
    rows = [json.loads(ln) for ln in r.out.splitlines()
            if ln.startswith("{")]
    for name, addr in held:
        mine = [x for x in rows if x["name"] == name and x["script"] and
                x["script"].endswith("/sm.js")]
        found = []
        for x in mine:
            c = jsmdb(["-e", "%s::jsfunctions" % x["address"],
                       core.path]).out.split()
            if addr in c:
                found.append((x, c))
        check(len(found) == 1, "%s %s is under %d rows of %d named so" % (
            name, addr, len(found), len(mine)), r.describe())
        x, c = found[0]
        check(x["count"] == len(c) and 1 <= x["count"] <= 2,
              "%s: the row counts %d, lists %d functions; the program made "
              "1 (and the script's canonical one)" % (name, x["count"],
                                                      len(c)))


def t_census_refusals(core):
    # what the SpiderMonkey census does not do is refused by name: -b
    # (its chunks are found by a scan already), arrays' elements kinds
    # (V8's), -X
    for cmd, say in (("::findjsobjects -b", "found by a scan of the "
                      "writable mappings already"),
                     ("::findjsobjects -k double", "does not tell this "
                      "kind"),
                     ("::jsfunctions -X", "not located yet")):
        r = jsmdb(["-e", cmd, core.path], expect_rc=None)
        check(r.rc != 0 and say in r.err and "SpiderMonkey" in r.err,
              "%s: not refused by name" % cmd, r.describe())
    v = jsmdb(["-e", "::set -o json; ::findjsobjects -v", core.path])
    summ = [x for x in (json.loads(ln) for ln in v.out.splitlines()
                        if ln.startswith("{")) if x["record"] == "summary"]
    check(len(summ) == 1 and summ[0]["heap_found_by"] == "chunks",
          "no summary record", v.describe())
    # ESR 78's templates are counted: said (the nursery: t_nursery)
    check((base_engine(core.engine) == "js78") == any("template" in x for x in
                                         summ[0]["inexact"]),
          "ESR 78's templates said or not as they should", v.describe())
# ---- the nursery (issue 9) ----------------------------------------------
# The census says the nursery is not walked only when it holds cells, with
# the bytes allocated in it (spidermonkey/heap.c sm_nursery_read).  The
# corpus cores: sm.js makes its truth's text after its gc(), so the
# nursery holds cells.  Fresh cores of corpora/spidermonkey/nursery.js
# (and its GJS twin): COUNT objects made after the last GC, as the truth
# says: with 0 the census is exact for the nursery and says nothing of
# it; with 40 it says the bytes, at least two words an object.

NURSERY_RE = re.compile(r"the nursery holds (at most )?(\d+) bytes of cells")


def census_nursery(path):
    """The nursery's bytes the census says (text and JSON), or None."""
    t = jsmdb(["-e", "::findjsobjects -v", path])
    m = NURSERY_RE.search(t.out)
    v = jsmdb(["-e", "::set -o json; ::findjsobjects -v", path])
    summ = [x for x in (json.loads(ln) for ln in v.out.splitlines()
                        if ln.startswith("{")) if x["record"] == "summary"]
    check(len(summ) == 1, "no summary record", v.describe())
    said = [x for x in summ[0]["inexact"] if "nursery" in x]
    check(bool(said) == bool(m), "text and JSON disagree on the nursery",
          t.describe() + v.describe())
    check(m is None or summ[0].get("nursery_used_bytes") == int(m.group(2)),
          "nursery_used_bytes is not the bytes the text says", v.describe())
    check(m or not any("nursery" in ln for ln in t.out.splitlines() +
                       t.err.splitlines() if "not exact" in ln or
                       ln.startswith("jsmdb: findjsobjects")),
          "the nursery is named as a reason without its bytes",
          t.describe())
    return int(m.group(2)) if m else None


def crash_nursery(engine, tmp, count):
    return crash_program(engine, "nursery.js", tmp, [str(count)])[:2]


def t_nursery(core):
    # the corpus core: its truth's text was made after the program's GC
    n = census_nursery(core.path)
    check(n is not None and n > 0, "the census does not say the nursery "
          "holds the cells made after the program's last GC")
    for count in (0, 40):
        tmp = tempfile.mkdtemp(prefix="jsmdb-smnursery.")
        try:
            path, truth = crash_nursery(core.engine, tmp, count)
            check(truth["nursery_objects"] == count, "truth: %r" % truth)
            n = census_nursery(path)
            if count == 0:
                check(n is None, "%s: an empty nursery is said to hold "
                      "%s bytes" % (core.name, n))
            else:
                check(n is not None and n >= count * 16, "%s: %d objects "
                      "in the nursery, the census says %s bytes" % (
                          core.name, count, n))
            print("    %s fresh, %d objects after the GC: nursery %s" % (
                core.name, count, "%d bytes" % n if n else "empty"))
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


# ---- compressed sources (issue 9) ---------------------------------------
# corpora/spidermonkey/compress.js (and its GJS twin) runs two scripts of
# about 300 KB each (five 64 KB compression chunks): one of UTF-8 units (a
# file), one of char16_t units (a string with a non-Latin-1 character);
# it collects with pauses so that their ScriptSources are compressed, and
# dies.  On two fresh cores of each engine: the ScriptSource's variant tag
# is read here (js/src/vm/JSScript.h ScriptSource::SourceType: the
# Compressed alternatives are 0, 2 (UTF-8) and 4, 6 (char16_t); the tag
# byte follows the variant's storage, at 0x20 in ESR 78 and 0x18 in 102),
# then ::jssource -n 2 of the first, a middle, the last and the big
# function of each script must be the script's own lines (the file the
# program wrote, the text its truth holds), numbered as in it.

SS_TAG = {"js78": 0x20, "js102": 0x18, "gjs": 0x18}
SS_COMPRESSED = {"utf8": (0, 2), "char16_t": (4, 6)}
JSFUNCTIONS_RE = re.compile(r"^\s*([0-9a-f]+)\s+\d+\s+(\S+)\s+", re.M)


def crash_compress(engine, tmp):
    return crash_program(engine, "compress.js", tmp)[:2]


def check_compressed(engine, path, truth):
    r = jsmdb(["-e", "::jsfunctions", path])
    addrs = {}
    for m in JSFUNCTIONS_RE.finditer(r.out):
        addrs.setdefault(m.group(2), []).append(m.group(1))
    n = 0
    for sc in truth["scripts"]:
        if "text" in sc:
            text = sc["text"]
        else:
            with open(sc["file"], encoding="utf-8") as f:
                text = f.read()
        lines = text.split("\n")
        if text.endswith("\n"):
            lines.pop()
        funcs = sc["funcs"]
        names = sorted((k for k in funcs if not k.endswith("Big")),
                       key=lambda k: funcs[k])
        for name in (names[0], names[len(names) // 2], names[-1],
                     [k for k in funcs if k.endswith("Big")][0]):
            check(len(addrs.get(name, [])) == 1, "%s: not one function "
                  "%s" % (path, name), r.describe())
            a = addrs[name][0]
            fr = jsmdb(["-e", "%s::jsfunction" % a, path])
            m = re.search(r"^script source: ([0-9a-f]+)$", fr.out, re.M)
            check(m, "%s: no script source" % name, fr.describe())
            tr = jsmdb(["-e", "%s+%x/B" % (m.group(1),
                                           SS_TAG[base_engine(engine)]),
                        path])
            tag = int(tr.out.split(":")[-1].split()[0], 16)
            check(tag in SS_COMPRESSED[sc["units"]], "%s: ScriptSource %s's "
                  "tag %d is not a compressed one of %s" % (
                      name, m.group(1), tag, sc["units"]), tr.describe())
            v = jsmdb(["-e", "::set -o json; %s::jssource -n 2" % a, path])
            recs = [json.loads(ln) for ln in v.out.splitlines()
                    if ln.startswith("{")]
            head = [x for x in recs if x["record"] == "source"]
            body = [x for x in recs if x["record"] == "line"]
            first = funcs[name]
            check(head and head[0]["first_line"] == first, "%s: not at "
                  "its line %d" % (name, first), v.describe())
            last = head[0]["last_line"]
            check(lines[last - 1] == "}" and last > first,
                  "%s: its last line %d is not its end" % (name, last),
                  v.describe())
            nums = [x["line"] for x in body]
            check(nums == list(range(max(1, first - 2),
                                     min(len(lines), last + 2) + 1)),
                  "%s: -n 2 shows lines %s..%s" % (
                      name, nums[:1], nums[-1:]), v.describe())
            for x in body:
                check(x["text"] == lines[x["line"] - 1], "%s: line %d is "
                      "%r, the script's %r" % (name, x["line"], x["text"],
                                               lines[x["line"] - 1]),
                      v.describe())
                check(x["in_function"] == (first <= x["line"] <= last),
                      "%s: line %d marked wrongly" % (name, x["line"]),
                      v.describe())
            n += 1
    return n


def t_compressed(core):
    for k in range(2):
        tmp = tempfile.mkdtemp(prefix="jsmdb-smcompress.")
        try:
            path, truth = crash_compress(core.engine, tmp)
            n = check_compressed(core.engine, path, truth)
            print("    %s fresh %d: %d functions of compressed sources" % (
                core.name, k, n))
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
    return engine_version(core)


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
    # nothing of it is left undecoded
    check("not decoded" not in r.out, "the Holder has something not "
          "decoded", r.describe())
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


def js_num(v):
    """A number as JavaScript writes it (the truth's JSON numbers)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int) or (isinstance(v, float) and v == int(v) and
                              abs(v) < 1e21):
        return str(int(v))
    return repr(v)


def js_prim(v):
    """A truth primitive as ::jsprint prints it."""
    if v is None:
        return "null"
    if isinstance(v, str):
        return js_string(v)
    return js_num(v)


def kinds_jsprint(core, names, opts="-s"):
    """::jsprint -s of each member of the Kinds object: {name: text}."""
    addrs = listed(core, "Kinds")
    check(len(addrs) == 1, "%d Kinds objects, the program made 1" %
          len(addrs))
    cmds = "".join("%s::jsprint %s %s\n" % (addrs[0], opts, n)
                   for n in names)
    r = jsmdb([core.path], stdin=cmds)
    lines = r.out.splitlines()
    check(len(lines) == len(names), "%d lines for %d members" % (
        len(lines), len(names)), r.describe())
    return dict(zip(names, lines)), r


def holes_text(n):
    return "<%d empty item%s>" % (n, "" if n == 1 else "s")


def t_jsprint_kinds(core):
    # ::jsprint of every member of the Kinds object, as it prints V8's
    # values (docs/reference.md), expected from truth.kinds
    t = core.truth["kinds"]
    names = [n for n in t if n != "longstr"] + ["longstr"]
    got, r = kinds_jsprint(core, names)
    want = {}
    want["date"] = t["date"]["iso"]
    want["badDate"] = "Invalid Date"
    want["regexp"] = "/%s/%s" % (t["regexp"]["source"], t["regexp"]["flags"])
    m = t["map"]
    want["map"] = "Map(%d) { %s }" % (m["size"], ", ".join(
        "%s => %s" % (js_prim(k), js_prim(v)) for k, v in m["entries"]))
    st = t["set"]
    want["set"] = "Set(%d) { %s }" % (st["size"], ", ".join(
        js_prim(v) for v in st["entries"]))
    for n in ("i32", "u8", "f64"):
        w = t[n]
        want[n] = "%s(%d) [ %s ]" % (w["type"], w["length"], ", ".join(
            js_num(v) for v in w["elements"]))
    for n in ("num", "str", "bool"):
        want[n] = "[%s: %s]" % ({"num": "Number", "str": "String",
                                 "bool": "Boolean"}[n],
                                js_prim(t[n]["value"]))
    for n in ("sym", "regsym", "wksym", "nodesc"):
        d = t[n]["description"]
        want[n] = "Symbol(%s)" % (d if d is not None else "")
    for n in ("bigpos", "bigneg", "bigzero"):
        want[n] = t[n]["decimal"] + "n"
    d = t["dense"]
    want["dense"] = "[ %s ]" % ", ".join(js_prim(v) for v in d["elements"])
    h = t["holey"]
    want["holey"] = "[ %s ]" % ", ".join(
        holes_text(1) if i in h["holes"] else js_prim(v)
        for i, v in enumerate(h["elements"]))
    for n in ("native", "plainfn", "ctor", "arrow"):
        want[n] = "function %s" % t[n]["name"]
    if not t["arrow"]["name"]:
        # no name of its own: what SpiderMonkey guessed follows, marked
        want.pop("arrow")
        check(re.match(r"^function <anonymous>( \(as [^)]+\))?$",
                       got["arrow"]), "arrow prints %r" % got["arrow"])
    want["bound"] = "bound function %s" % t[t["bound"]["target"]]["name"]
    want["proxy"] = want["revoked"] = "[Proxy]"
    want["resolved"] = "Promise { <fulfilled> %s }" % js_prim(
        t["resolved"]["result"])
    want["pending"] = "Promise { <pending> }"
    # kk.weak: WeakMap([[kk.proxyTarget, 1]]) (sm.js)
    want["weak"] = "%s(%d) { {...} => 1 }" % (t["weak"]["className"],
                                               t["weak"]["entries"])
    for n in ("depstr", "flatrope", "extstr"):
        want[n] = js_string(t[n]["value"])
    n = 0
    for k, v in want.items():
        check(got[k] == v, "%s prints %r, not %r" % (k, got[k][:200], v),
              r.describe())
        n += 1
    # the sparse array: holes between the indices the program set, up to
    # its length
    sp = t["sparse"]
    pat, last = [], 0
    for ix in map(int, sp["indices"]):
        if ix > last:
            pat.append(re.escape(holes_text(ix - last)))
        pat.append(r"[^,]+")
        last = ix + 1
    if sp["length"] > last:
        pat.append(re.escape(holes_text(sp["length"] - last)))
    check(re.match(r"^\[ %s \]$" % ", ".join(pat), got["sparse"]),
          "sparse prints %r" % got["sparse"], r.describe())
    # ArrayBuffers: the byte length; u8 views buffer at its byteOffset, so
    # those bytes are u8's elements
    for b in ("buffer", "smallbuf"):
        mm = re.match(r"^ArrayBuffer \{ \[Uint8Contents\]: <([0-9a-f ]*)"
                      r"(?: \.\.\. \d+ more bytes)?>, byteLength: (\d+) \}$",
                      got[b])
        check(mm and int(mm.group(2)) == t[b]["byteLength"],
              "%s prints %r" % (b, got[b]), r.describe())
        if b == "buffer":
            u8 = t["u8"]
            by = mm.group(1).split()[u8["byteOffset"]:u8["byteOffset"] +
                                      u8["length"]]
            check(by == ["%02x" % v for v in u8["elements"]],
                  "buffer's bytes under u8 are %s" % by, got[b])
    # Errors: message, file, line, column and the stack SpiderMonkey
    # writes; the rejected Promise's reason is one
    e = t["error"]
    for k, v in (("message", js_string(e["message"])),
                 ("fileName", js_string(e["fileName"])),
                 ("lineNumber", str(e["lineNumber"])),
                 ("columnNumber", str(e["columnNumber"]))):
        check('"%s": %s' % (k, v) in got["error"], "error's %s is not %s" % (
            k, v), got["error"])
    check(got["error"].endswith('"stack": [captured, not yet formatted] '
                                '%s }' % js_string(e["stack"])),
          "error's stack", got["error"])
    check(got["rejected"].startswith("Promise { <rejected> ") and
          "[...]" not in got["rejected"], "rejected", got["rejected"])
    deep, r2 = kinds_jsprint(core, ["rejected"], "-s -d 3")
    check('"message": %s' % js_string(t["rejected"]["message"]) in
          deep["rejected"], "the rejected Promise's reason",
          deep["rejected"])
    # the dictionary object: its keys in order, the accessor marked
    # (sm.js defines acc with a getter and a setter; newer truth says so)
    marks = core.truth.get("heap", {}).get("accessors", {}).get("dict", dict(
        (a, "Getter/Setter") for a in t["dict"]["accessors"]))
    dk = re.findall(r'"([^"]+)": ', got["dict"])
    check(dk == t["dict"]["keys"] and all(
        re.search(r'"%s": \[%s\]' % (a, re.escape(m)), got["dict"])
        for a, m in marks.items()), "dict prints %r" % got["dict"])
    # the long string in full
    ls = got["longstr"]
    check(len(ls) == t["longstr"]["length"] + 2 and
          ls[1:17] == t["longstr"]["head"] and
          ls[-17:-1] == t["longstr"]["tail"], "longstr: %d printed" % (
              len(ls) - 2))
    check("not decoded" not in r.out.replace(
        "custom data property: value not decoded", ""),
        "a kind marked undecoded", r.describe())
    print("    %s: %d kinds printed as the truth says" % (core.name, n + 6))


def t_jsprint_tagged(core):
    # the program's subclasses of each kind: printed as their kind, their
    # constructors named
    for ctor, shape in (("TaggedMap", r"^Map\(\d+\) \{"),
                        ("TaggedSet", r"^Set\(\d+\) \{"),
                        ("TaggedRegExp", r"^/.*/[a-z]*$"),
                        ("TaggedInt32Array", r"^Int32Array\(\d+\) \["),
                        ("Date", r"^(\d{4}-\d\d-\d\dT[\d:.]+Z|Invalid Date)$")):
        addrs = listed(core, ctor)
        check(addrs, "no %s" % ctor)
        r = run_cmd(core, "%s::jsprint -s" % addrs[0])
        check(re.match(shape, r.out.strip()), "%s prints %r" % (
            ctor, r.out.strip()), r.describe())
        c = run_cmd(core, "%s::jsconstructor" % addrs[0])
        check(c.out.strip() == ctor, "%s's constructor %r" % (
            ctor, c.out.strip()), c.describe())
    # an address that is no JavaScript value is refused, saying why
    w = listed(core, "Widget")[0]
    r = run_cmd(core, "%x::jsprint" % (int(w, 16) + 8), expect_rc=None)
    check(r.rc != 0 and "not the start of a live GC thing" in r.err,
          "the inside of an object is not refused", r.describe())


# ---- the heap side (issue 9): ::findjsobjects -r and -k, accessors ----
#
# Truth: truth.json's kinds (sm.js's Kinds object: the accessors it
# defined and their markers, the getter it also keeps, an object of 40
# properties) and the Holder and Widgets the program made.

def kinds_member(core, name):
    """The address of the Kinds object's member name (::jsprint -a)."""
    addrs = listed(core, "Kinds")
    check(len(addrs) == 1, "%d Kinds objects, the program made 1" %
          len(addrs))
    r = run_cmd(core, "%s::jsprint -a %s" % (addrs[0], name))
    m = re.match(r"^([0-9a-f]+): ", r.out)
    check(m, "no address for Kinds.%s" % name, r.describe())
    return addrs[0], m.group(1)


def need_heap_truth(core):
    if "heap" not in core.truth:
        print("    NOTE %s: truth.json predates the accessors, many and "
              "weak2 of sm.js: remake the core" % core.name)
        return False
    return True


def t_findjs_refs(core):
    # -r is one level of ::jsfindrefs through the engine's refs ops: the
    # Holder is keep.holder's (truth: one Holder)
    h = listed(core, "Holder")
    check(len(h) == 1, "not one Holder: %s" % h)
    r = run_cmd(core, "%s::findjsobjects -r" % h[0])
    refs = refs_of(r.out, h[0])
    check(len(refs) == 1 and refs[0][1] == ".holder",
          "-r: the Holder is not referred to by keep.holder: %s" % refs,
          r.describe())
    # marks: two Widgets, each referred to by its index in keep.widgets
    _, objs = smprint_all(core, listed(core, "Widget"))
    ids = {}
    for o in objs:
        m = re.match(r"^([0-9a-f]+): .*\n    id: (\d+),$", o, re.M)
        if m:
            ids[m.group(1)] = m.group(2)
    ws = random.Random(11).sample(sorted(ids), 2)
    r = jsmdb([core.path], stdin="%s::findjsobjects -m\n%s::findjsobjects "
              "-r\n" % (ws[0], ws[1]))
    for w in ws:
        refs = refs_of(r.out, w)
        check(len(refs) == 1 and refs[0][1] == "[%s]" % ids[w],
              "-r with a mark: Widget %s (id %s): %s" % (w, ids[w], refs),
              r.describe())
    # the marks are cleared: -r alone now needs an object
    r = jsmdb([core.path], stdin="%s::findjsobjects -m\n%s::findjsobjects "
              "-r\n::findjsobjects -r\n" % (ws[0], ws[1]),
              expect_rc=None)
    check("-r needs an object" in r.err, "the marks are not cleared",
          r.describe())


def members(core, kind):
    r = run_cmd(core, "::findjsobjects -k %s | ::findjsobjects" % kind)
    return set(r.out.split())


def t_findjs_kinds(core):
    if not need_heap_truth(core):
        return
    t = core.truth["heap"]
    _, dct = kinds_member(core, "dict")
    _, many = kinds_member(core, "many")
    _, dense = kinds_member(core, "dense")
    _, sparse = kinds_member(core, "sparse")
    h = listed(core, "Holder")[0]
    d, p, n = members(core, "dict"), members(core, "props"), \
        members(core, "numeric")
    # kinds.dict had a property deleted: dictionary mode
    check(dct in d and h not in d, "-k dict: dict %s in it: %s, Holder "
          "%s in it: %s" % (dct, dct in d, h, h in d))
    # 40 properties: more than an object's fixed slots (16 at most)
    check(t["many"]["count"] > 16 and many in p,
          "-k props: the object of %d properties %s is not listed" % (
              t["many"]["count"], many))
    # elements: a dense array; an array with an index a million
    check(dense in n and sparse in n and h not in n,
          "-k numeric: dense %s, sparse %s, not the Holder %s: %s %s %s" % (
              dense, sparse, h, dense in n, sparse in n, h in n))
    # in-object properties: the Widgets (3 properties, fixed slots)
    w = listed(core, "Widget")
    i = members(core, "inobject")
    check(len(set(w) & i) == len(w), "-k inobject: %d of %d Widgets" % (
        len(set(w) & i), len(w)))


def t_accessors(core):
    if not need_heap_truth(core):
        return
    t = core.truth["heap"]
    for name, props in sorted(t["accessors"].items()):
        k, addr = kinds_member(core, name)
        r = run_cmd(core, "%s::jsprint" % addr)
        for prop, mark in props.items():
            check(re.search(r'^    "%s": \[%s\],$' % (prop, re.escape(
                mark)), r.out, re.M), "%s.%s is not [%s]" % (name, prop,
                                                           mark),
                  r.describe())
    # ::smprint shows the same marker, then the getter's and setter's
    # addresses and names (the getter of dict.acc: kinds.accGetter, named
    # as the truth names it)
    _, g = kinds_member(core, "accGetter")
    for name, props in sorted(t["accessors"].items()):
        k, addr = kinds_member(core, name)
        r = run_cmd(core, "%s::smprint" % addr)
        for prop, mark in props.items():
            m = re.search(r'^    %s: \[%s\]( getter ([0-9a-f]+) \(([^)]*)\))?'
                          r'(,? setter ([0-9a-f]+) \(([^)]*)\))?,$' % (
                              re.escape(prop), re.escape(mark)), r.out, re.M)
            check(m and bool(m.group(1)) == ("Getter" in mark) and
                  bool(m.group(4)) == ("Setter" in mark),
                  "::smprint: %s.%s is not [%s] with its %s" % (
                      name, prop, mark, mark.lower()), r.describe())
            if name == "dict" and prop == "acc":
                check(m.group(2) == g and
                      m.group(3) == t["accGetter"]["name"],
                      "::smprint: dict.acc's getter is %s (%s), not "
                      "kinds.accGetter %s (%s)" % (m.group(2), m.group(3),
                                                   g, t["accGetter"]["name"]),
                      r.describe())
    # the jsprop walker hands on every property, the accessor's too
    _, dct = kinds_member(core, "dict")
    r = run_cmd(core, "%s::walk jsprop" % dct)
    keys = core.truth["kinds"]["dict"]["keys"]
    check(len(r.out.split()) == len(keys),
          "jsprop walks %d of dict's %d properties" % (
              len(r.out.split()), len(keys)), r.describe())
    # ::jsfindrefs: the getter is referred to by the accessor and by
    # kinds.accGetter
    k, g = kinds_member(core, "accGetter")
    r = run_cmd(core, "%s::jsfindrefs" % g)
    refs = sorted(refs_of(r.out, g))
    want = sorted([(dct if who == "dict" else k, "." + slot) for who, slot
                   in t["accGetter"]["referrers"]])
    check([(a, b) for a, b in refs] == [(a, b.split(" ")[0]) for a, b in
                                        want] and
          re.search(r"^%s referred to by %s\.acc \(getter\)$" % (g, dct),
                    r.out, re.M), "the getter %s's referrers: %s, not %s" %
          (g, refs, want), r.describe())


def t_weak(core):
    # WeakMap and WeakSet: the entries the program put in them (truth.heap:
    # keys and values named by the Kinds member holding them; "=name": that
    # member), printed as a Map or Set is; ::jsfindrefs marks a key's
    # referrer weak
    if not need_heap_truth(core):
        return
    t = core.truth["heap"]
    addr = {}
    for n in ("weak2", "weakset", "weakKey1", "weakKey2"):
        _, addr[n] = kinds_member(core, n)
    r = run_cmd(core, "%s::jsprint -a -d 1" % addr["weak2"])
    got = re.findall(r"^    ([0-9a-f]+): \{\.\.\.\} => (?:([0-9a-f]+): )?"
                     r"(.*),$", r.out, re.M)
    want = {}
    for k, v in t["weak2"]["entries"]:
        want[addr[k]] = (addr[v[1:]], "{...}") if v.startswith("=") else \
            (None, js_string(v))
    check(r.out.startswith("%s: WeakMap(%d) {" % (addr["weak2"], len(want)))
          and sorted(k for k, _, _ in got) == sorted(want),
          "weak2's keys: %s, not %s" % (got, want), r.describe())
    for k, va, text in got:
        wa, wt = want[k]
        check(text == wt and (wa is None or va == wa),
              "weak2's value for %s: %s %s, not %s %s" % (k, va, text, wa,
                                                          wt), r.describe())
    r = run_cmd(core, "%s::jsprint -a -d 1" % addr["weakset"])
    got = re.findall(r"^    ([0-9a-f]+): \{\.\.\.\},$", r.out, re.M)
    check(r.out.startswith("%s: WeakSet(%d) {" % (
        addr["weakset"], len(t["weakset"]["members"]))) and
          sorted(got) == sorted(addr[m] for m in t["weakset"]["members"]),
          "weakset: %s" % got, r.describe())
    # weakKey1: a key of weak2 and of weakset (weak), weakKey2's value
    r = run_cmd(core, "%s::jsfindrefs" % addr["weakKey1"])
    lines = r.out.splitlines()
    def has(at, pat):
        return any(re.match(r"^%s referred to by %s%s$" % (
            addr["weakKey1"], at, pat), ln) for ln in lines)
    check(has(addr["weak2"], r"\[\[Entries\]\]\[\d+\]\.key \(weak: it does "
              r"not keep the key alive\)") and
          has(addr["weak2"], r"\[\[Entries\]\]\[\d+\]\.value \(kept while "
              r"its key is\)") and
          has(addr["weakset"], r"\[\[Entries\]\]\[\d+\] \(weak: it does not "
              r"keep the key alive\)"),
          "weakKey1's referrers through weak2 and weakset", r.describe())


class FreshCore:
    def __init__(self, name, path, truth, engine):
        self.name, self.path, self.truth, self.engine = (name, path, truth,
                                                         engine)


def t_heap_fresh(core):
    # two fresh cores of the program: -r, -k and the accessors on each
    for k in range(2):
        tmp = tempfile.mkdtemp(prefix="jsmdb-smheap.")
        try:
            path, truth, _ = crash_fresh(core.engine, tmp)
            c = FreshCore("%s fresh %d" % (core.name, k), path, truth,
                          core.engine)
            t_findjs_refs(c)
            t_findjs_kinds(c)
            t_accessors(c)
            t_weak(c)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


def with_sysroot(core, tmp):
    """For a qemu-user core of the arm64 shells: jsmdb becomes a wrapper
    that adds -L ROOT (the libraries the shell ran with), for every check
    of the core and of its fresh cores; x86-64's cores run jsmdb as is."""
    root = arm64_root(core.dir)
    corpuslib.JSMDB = REAL_JSMDB
    if not core.engine.endswith(ARM64):
        return
    check(root and os.path.isdir(root), "%s: no arm64 root (%s)" % (
        core.name, root))
    ARM64_ROOTS[core.engine] = root
    wrapper = os.path.join(tmp, "jsmdb-%s" % core.name)
    with open(wrapper, "w") as f:
        f.write('#!/bin/sh\nexec "%s" -L "%s" "$@"\n' % (REAL_JSMDB, root))
    os.chmod(wrapper, 0o755)
    corpuslib.JSMDB = wrapper


REAL_JSMDB = corpuslib.JSMDB


def main():
    # (corpora/spidermonkey/jit.js's cores: test_smjit.py)
    sms = [c for c in cores() if c.engine in ENGINES and
           c.program == "spidermonkey/sm.js"]
    if len(sms) != len(ENGINES):
        report_fail("spidermonkey", "corpora/cores.list lists %d "
                    "SpiderMonkey cores, not %d" % (len(sms), len(ENGINES)))
    only = os.environ.get("SM_CORES")     # a comma list of names, to run
    wtmp = tempfile.mkdtemp(prefix="jsmdb-smwrap.")
    for core in sms:
        p = core.name
        if only and p not in only.split(","):
            continue
        if not core.ready:
            report_fail(p, "core not built (make corpora)")
            continue
        try:
            with_sysroot(core, wtmp)
        except TestFailure as e:
            report_fail(p, str(e))
            continue
        run_test("%s/detect" % p, t_detect, core)
        run_test("%s/chunks" % p, t_runtime_consistent, core)
        run_test("%s/findjsobjects" % p, t_findjs, core)
        run_test("%s/findjsobjects-fresh" % p, t_findjs_fresh, core)
        run_test("%s/jsfunctions" % p, t_jsfunctions, core)
        run_test("%s/jsfunctions-clones" % p, t_jsfunctions_clones, core)
        run_test("%s/census-refusals" % p, t_census_refusals, core)
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
        run_test("%s/damaged-frames" % p, t_damaged_frames, core)
        run_test("%s/kinds" % p, t_kinds, core)
        run_test("%s/kinds-fresh" % p, t_kinds_fresh, core)
        run_test("%s/function-kinds" % p, t_function_kinds, core)
        run_test("%s/hostile-kinds" % p, t_hostile_kinds, core)
        run_test("%s/jsfunction" % p, t_jsfunction, core)
        run_test("%s/jssource" % p, t_jssource, core)
        run_test("%s/jsfindrefs" % p, t_jsfindrefs, core)
        run_test("%s/jsprint-holder" % p, t_jsprint_holder, core)
        run_test("%s/jsprint-instances" % p, t_jsprint_instances, core)
        run_test("%s/jsprint-kinds" % p, t_jsprint_kinds, core)
        run_test("%s/jsprint-tagged" % p, t_jsprint_tagged, core)
        # the heap side (issue 9)
        run_test("%s/findjsobjects-r" % p, t_findjs_refs, core)
        run_test("%s/findjsobjects-k" % p, t_findjs_kinds, core)
        run_test("%s/accessors" % p, t_accessors, core)
        run_test("%s/weak" % p, t_weak, core)
        run_test("%s/heap-fresh" % p, t_heap_fresh, core)
        # the nursery (issue 9)
        run_test("%s/nursery" % p, t_nursery, core)
        run_test("%s/compressed-source" % p, t_compressed, core)
    corpuslib.JSMDB = REAL_JSMDB
    shutil.rmtree(wtmp, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
