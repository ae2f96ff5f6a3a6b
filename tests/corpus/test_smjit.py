#!/usr/bin/env python3
"""Corpus tests of SpiderMonkey's JIT frames (::jsstack on the cores of
corpora/spidermonkey/jit.js, inline.js and inlcall.js under js78 and
js102, of jit.js and inlcall.js on aarch64 too, and of jit.js's GJS twin
under gjs on both, with the warm-up thresholds corpora/sm-cores.sh gives
them), against the truth the programs wrote: each frame's tier as the
shell's own inIon()/inJit() said it and as the warm-up counts put it
(Baseline Interpreter below the Baseline threshold; GJS has no
inIon()/inJit(): there the warm-up counts, each JIT frame's return
address in executable memory no file of the core's NT_FILE backs, and on
a fresh core made under gjs -d the engine's Debugger.Frame implementation
of each frame), its name, file and exact line as the program's own
Error().stack gave them (every tier: the interpreters' pcs, Baseline
code's return addresses through its RetAddrEntry table, Ion code's through
its snapshots), the functions Ion inlined (Error().stack names them too:
each is a record of its own, before its Ion frame, at its address; those
reached through fun.call, fun.apply, a getter and a setter too, which
inlcall.js means to be inlined, and each of them is), the arguments and
receivers; and the order of the JS frames among the native frames against
gdb's native backtrace, up to where gdb stops (in JIT code), then the
native frames on to main(); GJS's native frames between a signal's
handler and its emitter; ::walk jsframe and ::jsframe on every JIT
frame.  The same on two fresh cores of each engine and program made by
the test.
"""
import json
import os
import random
import re
import shutil
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib  # noqa: E402
from corpuslib import (check, cores, finish, jsmdb,  # noqa: E402
                       gdb_pc_sp, report_fail, run_test, TestFailure)
from test_spidermonkey import REAL_JSMDB, with_sysroot  # noqa: E402

PROGRAMS = ("spidermonkey/jit.js", "spidermonkey/inline.js",
            "spidermonkey/inlcall.js")
# x86-64's shells and Debian's arm64 ones under qemu-user (jit.js and
# inlcall.js: NAME-js78-arm64, NAME-js102-arm64;
# test_spidermonkey.with_sysroot gives jsmdb their root), and GJS on both
# (jit.js's twin only: jit-gjs, jit-gjs-arm64)
ENGINES = ("js78", "js102", "js78-arm64", "js102-arm64", "gjs", "gjs-arm64")
# corpora/sm-cores.sh's sm_options for jit.js and inline.js, and for
# inlcall.js
OPTIONS = ["--blinterp-warmup-threshold=10", "--baseline-warmup-threshold=100",
           "--ion-warmup-threshold=1000", "--ion-offthread-compile=off"]
OPTIONS_INLCALL = ["--blinterp-warmup-threshold=10",
                   "--baseline-warmup-threshold=100",
                   "--ion-warmup-threshold=2000",
                   "--ion-full-warmup-threshold=2000",
                   "--ion-offthread-compile=off"]
# and its sm_environment for gjs's jit.js (gjs has no such options)
GJS_ENVIRONMENT = ["JIT_OPTION_baselineInterpreterWarmUpThreshold=10",
                   "JIT_OPTION_baselineJitWarmUpThreshold=100",
                   "JIT_OPTION_normalIonWarmUpThreshold=1000"]


def records(path, cmd):
    r = jsmdb(["-e", "::set -o json; " + cmd, path])
    return r, [json.loads(ln) for ln in r.out.splitlines()
               if ln.startswith("{")]


def want_tier(truth, name):
    """The tiers the program's truth allows a frame."""
    if name == "":
        return None     # top-level code: not recorded by the program
    t = truth["tiers"][name]
    if t["ion"]:
        return ("ion", "ion (inlined)")
    if not t["jit"]:
        return ("interpreted",)
    if "warm" not in t:
        # inline.js's leaf: called often, its warm-up not counted
        return ("baseline-interpreter", "baseline")
    return (("baseline-interpreter",) if t["warm"] <
            truth["thresholds"]["baseline"] else ("baseline",))


def truth_args(truth):
    """[{name, args}] of the program's functions on the chain."""
    if "stack" in truth:
        return truth["stack"]
    return [dict(t, name=n) for n, t in truth["tiers"].items()]


def arg_summary(v):
    """A truth argument as ::jsstack's JSON argument_values gives it (a
    function argument is recorded by its name)."""
    if isinstance(v, str) and re.match(r"^(via|leaf)\w+$", v):
        return "function " + v
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and v != int(v):
        return repr(v)
    return json.dumps(v)


def check_jit_frames(path, truth, src, program):
    """Every JS frame of the chain, its tier, file, exact line,
    arguments; the functions Ion inlined, each before its Ion frame."""
    r, recs = records(path, "::jsstack -v")
    js = [x for x in recs if x["kind"] == "js"]
    named = [x for x in js if x["name"] is not None]
    want = truth["frames"]
    got = [x["name"] if x["name"] != "<top-level code>" else ""
           for x in named]
    # no JIT frame dropped, none invented, inlined ones included: the
    # engine's own stack
    check(got == [w["name"] for w in want],
          "frames %s, the program's %s" % (got, [w["name"] for w in want]),
          r.describe())
    # nothing is said to be undecoded: every Ion frame's inlining is read
    und = [x["reason"] for x in js if x["name"] is None]
    check(not und, "undecoded records: %s" % und, r.describe())
    for x, w in zip(named, want):
        name = w["name"]
        check(x["script"] == w["file"], "%s: script %s, not %s" % (
            name, x["script"], w["file"]), r.describe())
        tier = want_tier(truth, name)
        if tier is not None:
            check(x["frame_type"] in tier, "%s: tier %s, the program's %s"
                  % (name, x["frame_type"], tier), r.describe())
        # every tier's pc is decoded: the exact line, as the engine's
        check(x["position"] == "current" and x["line"] == w["line"],
              "%s (%s): line %s (%s), the engine said %d" % (
                  name, x["frame_type"], x["line"], x["position"],
                  w["line"]), r.describe())
        # and the exact column where the program wrote it (inline.js),
        # but in the innermost frame, which died at crash(), on the line
        # of its Error() but not at its column: one bytecode off in a
        # caller (a call's neighbour) is a column off
        if "column" in w and w is not want[0]:
            check(x["column"] == w["column"],
                  "%s (%s): column %s, the engine said %d" % (
                      name, x["frame_type"], x["column"], w["column"]),
                  r.describe())
        if x["frame_type"] == "ion (inlined)":
            # a function Ion inlined: before the Ion frame it is in, at
            # its address, said as inlined into it
            i = js.index(x)
            k = i
            while k < len(js) and js[k]["frame_type"] == "ion (inlined)":
                k += 1
            check(k < len(js) and js[k]["frame_type"] == "ion" and
                  js[k]["fp"] == x["fp"] and x["inlined"] and
                  x["inlined_into"] == js[k]["name"],
                  "%s: inlined, but not before its Ion frame" % name,
                  r.describe())
    for ts in truth_args(truth):
        x = [y for y in named if y["name"] == ts["name"]][0]
        # a function Ion inlined too: its arguments from the snapshot
        check(x["argument_count"] == len(ts["args"]),
              "%s: %s arguments, the program's %d" % (
                  ts["name"], x["argument_count"], len(ts["args"])),
              r.describe())
        check(x["argument_values"] == [arg_summary(a) for a in ts["args"]],
              "%s: arguments %s, the program's %s" % (
                  ts["name"], x["argument_values"], ts["args"]),
              r.describe())
        if program.endswith("jit.js") and "receivers" not in truth:
            check(x["this_value"] == "undefined", "%s: this %s" % (
                ts["name"], x["this_value"]), r.describe())
        if "kinds" in ts:
            # each argument of the kind the program says (int32 and
            # double apart: an Ion frame's typed slots)
            got_k = [(k or "").split(":")[0] for k in x["argument_kinds"]]
            check(got_k == ts["kinds"], "%s (%s): argument kinds %s, the "
                  "program's %s" % (ts["name"], x["frame_type"], got_k,
                                    ts["kinds"]), r.describe())
        want_this = truth.get("receivers", {}).get(ts["name"])
        if want_this == "undefined":
            check(x["this_value"] == "undefined", "%s (%s): this %s (%s), "
                  "the program's undefined" % (
                      ts["name"], x["frame_type"], x["this_value"],
                      x["this_reason"]), r.describe())
        elif want_this is not None:
            # the program's object (a global named want_this): its
            # properties as ::jsprint shows them
            ok = x["this_kind"] == "object: Object"
            if ok:
                p = jsmdb(["-e", "%s::jsprint" % x["this"], path])
                ok = ('"%s"' % want_this) in p.out
            check(ok, "%s (%s): this %s (%s), not the program's %s" % (
                ts["name"], x["frame_type"], x["this"], x["this_kind"],
                want_this), r.describe())
    for name in truth.get("inlined", ()):
        # the program means Ion to inline it (inlcall.js: through
        # fun.call, a getter, a setter, fun.apply): it ran in Ion, and it
        # is a record of the Ion frame it was inlined into, no frame of
        # its own
        x = [y for y in named if y["name"] == name]
        check(truth["tiers"][name]["ion"] and len(x) == 1 and
              x[0]["frame_type"] == "ion (inlined)",
              "%s: %s, not inlined into an Ion frame as the program "
              "means (it said inIon() %s)" % (
                  name, [y["frame_type"] for y in x],
                  truth["tiers"][name]["ion"]), r.describe())
    tiers = set(x["frame_type"] for x in named)
    if program.endswith("jit.js"):
        # every tier is on the chain (the program's intent holds)
        check({"interpreted", "baseline-interpreter", "baseline",
               "ion"} <= tiers, "tiers on the stack: %s" % sorted(tiers),
              r.describe())
    else:
        # Ion inlined there (the program's intent holds)
        check("ion (inlined)" in tiers, "nothing inlined: tiers %s" %
              sorted(tiers), r.describe())
    return r, recs


def t_placement(core):
    # gdb unwinds the native frames up to the first frame of JIT code
    # (it has no CFI there) and no further; jsmdb's native frames are
    # gdb's up to there, the innermost JIT activation's frames lie above
    # the JIT code's frame (their frame addresses above its sp), and
    # past it jsmdb goes on, from the entry frames, to main().
    from test_spidermonkey import arm64_root
    g = gdb_pc_sp(core.meta["exe"], core.path,
                  sysroot=arm64_root(core.dir))
    r, recs = records(core.path, "::jsstack -a")
    natives = [x for x in recs if x["kind"] == "native" or
               (x["kind"] == "internal" and
                x.get("frame_type") in ("activation", "engine"))]
    pcs = [int(x["pc"], 16) for x in natives]
    # the frame of JIT code: jsmdb's first native record gdb has not
    # named in its own order is where gdb's unwinding leaves the truth
    k = 0
    while k < len(pcs) and k < len(g) and pcs[k] == g[k][0]:
        k += 1
    check(k >= 4, "jsmdb's native frames %s, gdb's %s" % (
        [hex(p) for p in pcs[:8]], [hex(p) for p, _ in g[:8]]),
        r.describe())
    # gdb's frame k - 1 is the JIT code's: jsmdb elides it as the native
    # frame running the JIT frames above it
    check(natives[k - 1]["kind"] == "internal", "gdb's last frame %x is "
          "not the frame of JIT code jsmdb elides" % g[k - 1][0],
          r.describe())
    sp = g[k - 1][1]
    js = [x for x in recs if x["kind"] == "js" and x["name"] is not None]
    # the JS frames run by the JIT, innermost first: their frames lie
    # on the stack in that order, each above the last, all above the
    # sp of the innermost frame of JIT code gdb found
    jit = [x for x in js if x["frame_type"] in ("baseline-interpreter",
                                                "baseline", "ion",
                                                "ion (inlined)")]
    check(jit, "no JIT frames", r.describe())
    fps = [int(x["fp"], 16) for x in jit]
    check(fps == sorted(fps) and fps[0] > sp,
          "JIT frames at %s, not above gdb's JIT code frame (sp %x) in "
          "order" % ([hex(f) for f in fps], sp), r.describe())
    # the interpreter's frame of leafInterp is below all of them: above
    # the native frames gdb found first
    order = [x["name"] for x in recs if x["kind"] == "js" and
             x["name"] is not None]
    check(order[0] == core.truth["frames"][0]["name"],
          "innermost JS frame %s" % order[0])
    # the native frames go on past the JIT code to main()
    text = jsmdb(["-e", "::jsstack", core.path]).out
    check("__libc_start_main" in text, "the native frames do not reach "
          "main()", text)
    check("not unwound further" not in text, "the unwinding stopped",
          text)


def t_frames(core):
    check("tiers" in core.truth, "truth.json has no tiers: remake the core")
    with open(os.path.join(core.dir, os.path.basename(core.program))) as f:
        src = f.read().splitlines()
    check_jit_frames(core.path, core.truth, src, core.program)


def t_jit_memory(core):
    # the tiers, checked against the core itself where the program could
    # not say them (GJS has no inIon()/inJit()): every frame the JIT runs
    # returns into executable memory that no file backs (the kernel's
    # PT_LOAD flags, the files of its NT_FILE note, parsed here), the
    # JIT's code; the C++ interpreter's frames have no return address of
    # their own.  (Baseline and Ion code share that memory: which of
    # them a frame is stays the warm-up counts' word.)
    from test_json import elf64_phdrs, nt_files
    files = nt_files(core.path)
    check(files, "the core has no NT_FILE note")
    with open(core.path, "rb") as f:
        loads = [(v, v + m, fl) for t, fl, _, v, _, m in
                 elf64_phdrs(f, core.path) if t == 1]
    r, recs = records(core.path, "::jsstack -v")
    js = [x for x in recs if x["kind"] == "js" and x["name"] is not None]
    for x in js:
        if x["frame_type"] == "interpreted":
            continue
        check(x["pc"], "%s (%s): no pc" % (x["name"], x["frame_type"]),
              r.describe())
        pc = int(x["pc"], 16)
        seg = [fl for lo, hi, fl in loads if lo <= pc < hi]
        check(seg and seg[0] & 1, "%s (%s): pc %x is not in an executable "
              "segment of the core" % (x["name"], x["frame_type"], pc),
              r.describe())
        by = [n for lo, hi, _, n in files if lo <= pc < hi]
        check(not by, "%s (%s): pc %x is in %s, not in the JIT's memory" % (
            x["name"], x["frame_type"], pc, by), r.describe())


def t_signal(core):
    # GJS's twin: fromSignal is called from C, by a GObject signal's
    # emission; the native frames the program names (GLib's and GJS's
    # sources: truth.signal) lie between it and its caller, innermost
    # first, in the thread's own order
    sig = core.truth.get("signal")
    check(sig, "truth.json has no signal: remake the core")
    r, recs = records(core.path, "::jsstack")
    names = [x["name"] if x["name"] != "<top-level code>" else ""
             for x in recs if x["kind"] == "js"]
    check(sig["handler"] in names, "no %s frame" % sig["handler"],
          r.describe())
    i = [k for k, x in enumerate(recs) if x["kind"] == "js" and
         x["name"] == sig["handler"]][0]
    j = i + 1
    while j < len(recs) and recs[j]["kind"] != "js":
        j += 1
    want = "<top-level code>" if sig["caller"] == "" else sig["caller"]
    check(j < len(recs) and recs[j]["name"] == want, "%s's caller is not "
          "%s" % (sig["handler"], want), r.describe())
    between = [(x.get("symbol") or "").split("(")[0] for x in recs[i:j]
               if x["kind"] == "native"]
    got = [n for n in between if n in sig["through"]]
    check(got == sig["through"], "native frames between %s and %s: %s, "
          "not %s in that order" % (sig["handler"], want, between,
                                    sig["through"]), r.describe())


# The tiers the engine itself gives a frame (Debugger.Frame's
# implementation, js/src/debugger/Frame.cpp, ESR 102: "interpreter",
# "baseline" for the Baseline Interpreter and Baseline code alike,
# "ion"), as jsmdb's frame types.
IMPLEMENTATION = {"interpreter": ("interpreted",),
                  "baseline": ("baseline-interpreter", "baseline"),
                  "ion": ("ion", "ion (inlined)")}
# gjs -d's commands: on to the program's debugger statement (leafInterp),
# each frame's function and implementation, on to the kill
GJS_DEBUGGER = ("c\n"
                "eval for (let f = topFrame; f; f = f.older) print('TIER', "
                "f.type === 'call' ? f.callee.name : '', f.implementation)\n"
                "c\n")


def t_engine_tiers(core):
    # GJS has no inIon(), but its debugger (gjs -d) has SpiderMonkey's
    # Debugger: a fresh core of the twin made under it, the debugger
    # stopped at leafInterp's debugger statement asked the tier of each
    # frame; jsmdb's frame types on that core must be the engine's.
    # (Under the debugger the realm is a debuggee: viaIon runs in
    # Baseline code, not Ion, which the engine says and jsmdb must too.)
    import subprocess
    import resource
    tmp = tempfile.mkdtemp(prefix="jsmdb-smjitdbg.")
    try:
        dst = os.path.join(tmp, "jit.js")
        shutil.copyfile(os.path.join(core.dir, "jit.js"), dst)
        environ = dict(os.environ)
        environ.update(v.split("=", 1) for v in GJS_ENVIRONMENT)

        def unlimited():
            resource.setrlimit(resource.RLIMIT_CORE,
                               (resource.RLIM_INFINITY,
                                resource.RLIM_INFINITY))
        p = subprocess.run([shutil.which("gjs"), "-d", dst,
                            os.path.join(tmp, "truth.json"), "gjs"],
                           input=GJS_DEBUGGER, text=True, cwd=tmp,
                           env=environ, preexec_fn=unlimited,
                           capture_output=True, timeout=600)
        check(p.returncode < 0, "gjs -d did not die of a signal (%d)" %
              p.returncode, p.stdout + p.stderr)
        said = [ln.split(" ")[1:] for ln in p.stdout.splitlines()
                if ln.startswith("TIER ")]
        check(said, "the debugger said no tiers", p.stdout + p.stderr)
        path = [os.path.join(tmp, f) for f in os.listdir(tmp)
                if f == "core" or f.startswith("core.")]
        check(path, "no core in %s" % tmp)
        r, recs = records(path[0], "::jsstack")
        got = [(x["name"] if x["name"] != "<top-level code>" else "",
                x["frame_type"]) for x in recs if x["kind"] == "js"]
        check(len(got) == len(said), "frames %s, the debugger's %s" % (
            got, said), r.describe())
        for (name, ftype), (dname, impl) in zip(got, said):
            check(name == dname and impl in IMPLEMENTATION and
                  ftype in IMPLEMENTATION[impl], "%s: %s, the engine "
                  "says %s (%s)" % (name, ftype, impl, dname), r.describe())
        check({"interpreter", "baseline"} <= set(i for _, i in said),
              "the debugger's tiers %s: not both" % said)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def js_blocks(text):
    """The JS frames' blocks of ::jsstack -v -n 0 or ::jsframe -v -n 0
    output: the "js:" line and the lines under it, up to the blank line."""
    out, cur = [], None
    for ln in text.splitlines():
        if ln.startswith("js:"):
            cur = [ln]
            out.append(cur)
        elif cur is not None and ln.startswith("          "):
            cur.append(ln)
        else:
            cur = None
    return out


def t_jsframe(core):
    # the walker gives every JS frame of every tier, ::jsframe prints
    # each: the engine's frames (Error().stack) in its order, each
    # block what ::jsstack -v says of that frame (whose lines and
    # arguments t_frames checks against the program's)
    r = jsmdb(["-e", "::walk jsframe | ::jsframe", core.path])
    names = [ln.split(None, 1)[1] for ln in r.out.splitlines()
             if ln.startswith("js:")]
    want = [f["name"] or "<top-level code>" for f in core.truth["frames"]]
    check(names == want, "::walk jsframe | ::jsframe: %s, the program's %s"
          % (names, want), r.describe())
    fps = jsmdb(["-e", "::walk jsframe", core.path]).out.split()
    stack = js_blocks(jsmdb(["-e", "::jsstack -v -n 0", core.path]).out)
    check(len(fps) == len(stack), "%d frames walked, ::jsstack -v shows "
          "%d" % (len(fps), len(stack)))
    for fp, blk in zip(fps, stack):
        r = jsmdb(["-e", "%s::jsframe -v -n 0" % fp, core.path])
        got = js_blocks(r.out)
        check(got == [blk], "%s::jsframe -v: %s, ::jsstack -v: %s" % (
            fp, got, blk), r.describe())
    # an address that names no frame: said, not guessed
    r = jsmdb(["-e", "8::jsframe", core.path], expect_rc=1)
    check("not a frame pointer" in r.err, "8::jsframe", r.describe())


def t_elided(core):
    # without -a the JIT's own frames (stubs, exit, entry) and the native
    # frames running activations are elided and counted; -a shows them
    r = jsmdb(["-e", "::jsstack", core.path])
    n = sum(int(m.group(1)) for m in
            re.finditer(r"\((\d+) internal frames elided\)", r.out))
    n += len(re.findall(r"\(1 internal frame elided\)", r.out))
    a = jsmdb(["-e", "::jsstack -a", core.path])
    shown = [ln for ln in a.out.splitlines() if "<SpiderMonkey JIT: " in ln
             or "native frame running the activation" in ln or
             "it entered the JIT" in ln]
    check(shown and n == len(shown), "%d frames said elided, -a shows %d "
          "of the engine's own" % (n, len(shown)), r.out + a.out)
    check("SpiderMonkey JIT: " not in r.out, "a JIT frame of the JIT's "
          "own is not elided", r.out)


def t_source(core):
    # -v prints each function frame's lines, its line marked
    r = jsmdb(["-e", "::jsstack -v", core.path])
    lines = r.out.splitlines()
    w = core.truth["frames"][0]
    i = [k for k, ln in enumerate(lines) if ln.strip() ==
         "js:     " + w["name"] or ln.endswith(" " + w["name"]) and
         ln.startswith("js:")]
    check(i, "no %s frame" % w["name"], r.describe())
    block = "\n".join(lines[i[0]:i[0] + 30])
    # (crash() in the shells; GJS's twin has itself killed)
    check(re.search(r"^\s+%d\s.*(crash\(\);|kill -ABRT)" % w["line"],
                    block, re.M),
          "no source line %d under %s" % (w["line"], w["name"]), block)


def t_hostile(core):
    # the JIT frames (their descriptors, callee tokens, arguments, the
    # BaselineFrames under them) and the JIT's own frames damaged at
    # random: ::jsstack still ends with an answer or an error, never a
    # crash or a hang
    from test_spidermonkey import file_offset
    r, recs = records(core.path, "::jsstack -a")
    addrs = [int(x["fp"], 16) for x in recs if x["kind"] in ("js",
                                                             "internal")
             and x.get("fp") and (x["kind"] == "js" or
                                  x.get("frame_type") == "jit")]
    check(len(addrs) >= 8, "fewer than 8 JS and JIT frames", r.describe())
    rng = random.Random(core.name + "/jit")
    tmp = tempfile.mkdtemp(prefix="jsmdb-smjithostile.")
    try:
        bad = os.path.join(tmp, "core")
        for m in range(8):
            shutil.copyfile(core.path, bad)
            with open(bad, "r+b") as f:
                for a in addrs:
                    base = file_offset(core.path, a - 0x48)
                    if base is None:
                        continue
                    for _ in range(16):
                        f.seek(base + rng.randrange(0x90))
                        f.write(bytes([rng.randrange(256)]))
            for cmd in ("::jsstack -v", "::set -o json; ::jsstack -av",
                        "::walk jsframe | ::jsframe -v"):
                r = jsmdb(["-e", cmd, bad], expect_rc=None, timeout=120)
                check(r.rc in (0, 1), "mutant %d: %s: exit %d" % (
                    m, cmd, r.rc), r.describe())
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def t_damaged(core):
    # a Baseline frame's argc and callee token damaged on purpose (found
    # through the core: ::jsstack -a's JSON, facts.c's JitFrameLayout
    # offsets): each said on that frame once, nothing guessed in its place
    import struct
    from test_spidermonkey import damage_check, esr_major, facts_row
    r, recs = records(core.path, "::jsstack -av")
    bl = [x for x in recs if x["kind"] == "js" and
          x.get("frame_type") == "baseline" and x.get("function") and
          x.get("argument_count")]
    check(bl, "no Baseline frame of a function with arguments",
          r.describe())
    fp = int(bl[0]["fp"], 16)
    sj = facts_row(esr_major(core.engine), "sj_", core.engine)
    tmp = tempfile.mkdtemp(prefix="jsmdb-smjitdamage.")
    try:
        damage_check(
            core.path, tmp, fp, fp + sj["sj_jfl_argc"],
            struct.pack("<Q", 0xffffffff),
            "argc 4294967295: more than 65536 arguments, not believed",
            [r"\barg1:"],
            lambda x: None if x["argument_count"] is None and
            "argc 4294967295" in x["arguments_reason"] and
            x["this"] is not None else "arguments not refused")
        # a function token whose callee is garbage: named as not decoded,
        # its file said not decoded, never "(unknown)" (damage_check)
        damage_check(
            core.path, tmp, fp, fp + sj["sj_jfl_token"],
            struct.pack("<Q", 0x4141414141414140 | sj["sj_tok_fun"]),
            "<name not decoded: JIT frame %x: its callee 4141414141414140 "
            "has no script a function of its own>" % fp,
            [r"<top-level code>", r"file: [^<]"],
            lambda x: None if x["script"] is None and
            x["script_reason"] and not x["builtin"] else
            "file not refused")
        # a BaselineFrame's flags_ with bits no BaselineFrame has: its
        # tier (so its pc) not believed, said once, the line its
        # function's (definition), never a pc read through a guessed tier
        bf = fp - sj["sj_bf_fpoff"] - sj["sj_bf_size"]
        damage_check(
            core.path, tmp, fp, bf + sj["sj_bf_flags"],
            struct.pack("<I", 0xffffffff),
            "note: BaselineFrame %x: flags_ 0xffffffff have bits no "
            "BaselineFrame has (0x%x): not believed" % (
                bf, 0xffffffff & ~sj["sj_bf_flags_known"]),
            [r"posn: line \d+, column"],
            lambda x: None if x["position"] == "definition" and
            "BaselineFrame" in x["position_reason"] and
            x["column"] is None else "position not refused")
        # a tag no callee token has: the frame is not decoded at all
        damage_check(
            core.path, tmp, fp, fp + sj["sj_jfl_token"],
            struct.pack("<Q", 0x4141414141414140 | 3),
            "<frame not decoded: JIT frame %x: callee token "
            "4141414141414143 has tag 3" % fp,
            [r"<top-level code>", r"file:", r"\barg1:"],
            lambda x: None if x["script"] is None and x["line"] is None
            and x["arguments"] is None and x["arguments_reason"] else
            "frame not refused")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def inl_op(major, name):
    """The number facts.c's table of the ops Ion inlines at gives name at
    an ESR (inl_ops_78, inl_ops_102)."""
    from test_spidermonkey import FACTS_C
    with open(FACTS_C) as f:
        text = f.read()
    m = re.search(r"sm_inlop_t inl_ops_%d\[\] = \{(.*?)\n\};" % major, text,
                  re.S)
    check(m, "facts.c has no inl_ops_%d" % major)
    ops = {n: int(v) for v, n in re.findall(r"\{ (\d+), SM_INL_\w+, "
                                            r"\"(\w+)\" \}", m.group(1))}
    check(name in ops, "inl_ops_%d has no %s" % (major, name))
    return ops[name]


def t_damaged_call(core):
    # outer's fun.call (viaCall.call(objC, k + 1, 2.5, extra): js78's
    # JSOp::FunCall, js102's Call, argc 4), found in outer's bytecode
    # through facts.c's script rows, damaged into JSOp 0 (Undefined),
    # at which Ion inlines nothing: viaCall is said not decoded, once,
    # why on its record, and the functions inside it (getVal, setVal,
    # viaApply) not decoded for it, never named by a guess; outer and
    # the leaf are still there
    import struct
    from test_spidermonkey import (damaged_copy, esr_major, facts_row,
                                   file_offset)
    major = esr_major(core.engine)
    sf = facts_row(major, "sf_", core.engine)
    r, recs = records(core.path, "::jsfunctions")
    fn = [x["address"] for x in recs if x.get("name") == "outer" and
          (x.get("script") or "").endswith("inlcall.js")]
    check(len(fn) == 1, "outer's function: %s" % fn, r.describe())
    t = jsmdb(["-e", "%s::jsfunction" % fn[0], core.path]).out
    m = re.search(r"^script: ([0-9a-f]+)$", t, re.M)
    check(m, "%s::jsfunction names no script" % fn[0], t)
    script = int(m.group(1), 16)

    def rd(addr, n):
        off = file_offset(core.path, addr)
        check(off is not None, "%x is not in the core" % addr)
        with open(core.path, "rb") as f:
            f.seek(off)
            return f.read(n)
    shared, = struct.unpack("<Q", rd(script + sf["sf_script_shared"], 8))
    isd, = struct.unpack("<Q", rd(shared + sf["sf_shared_isd"], 8))
    codelen, = struct.unpack("<I", rd(isd + sf["sf_isd_codelen"], 4))
    check(0 < codelen < 4096, "outer's bytecode: %d bytes" % codelen)
    code = isd + sf["sf_isd_code"]
    text = rd(code, codelen)
    op = inl_op(major, "FunCall" if major == 78 else "Call")
    at = [k for k in range(codelen - 2) if text[k:k + 3] == bytes([op, 4, 0])]
    check(len(at) == 1, "outer's bytecode holds %d JSOp %d of argc 4 (at %s)"
          % (len(at), op, at))
    tmp = tempfile.mkdtemp(prefix="jsmdb-sminlcall.")
    try:
        bad = damaged_copy(core.path, tmp, code + at[0], bytes([0]))
        r = jsmdb(["-e", "::jsstack -av", bad], expect_rc=None)
        says = ("at bytecode offset %#x: its caller's op is JSOp 0, none "
                "Ion inlines a function at" % at[0])
        check(r.out.count(says) == 1, "%r is not said once" % says,
              r.describe())
        names = [ln.split(None, 2)[-1] for ln in r.out.splitlines()
                 if " js:" in ln or ln.startswith("js:")]
        for gone in ("viaCall", "getVal", "setVal", "viaApply"):
            check(not any(n.strip() == gone for n in names),
                  "%s named after its call was damaged" % gone, r.describe())
        check("(unknown)" not in r.out, "(unknown) printed", r.describe())
        r, recs = records(bad, "::jsstack -av")
        js = [x for x in recs if x["kind"] == "js"]
        got = [x["name"] for x in js if x["name"] is not None]
        check("leaf" in got and "outer" in got,
              "leaf and outer: %s" % got, r.describe())
        und = [x["name"] for x in js if x["name"] is not None and
               x["name"].startswith("<function not decoded: ") and
               x["inlined"] and x["frame_type"] == "ion (inlined)"]
        check(len(und) == 4 and sum(says in w for w in und) == 1 and
              sum("its caller is not decoded" in w for w in und) == 3,
              "not decoded: %s" % und, r.describe())
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def crash_fresh(engine, program, tmp):
    """A fresh core of program under engine (corpora/sm-cores.sh's
    options), as test_spidermonkey's crash_program makes it."""
    from test_spidermonkey import crash_program
    if engine in ("gjs", "gjs-arm64"):
        return crash_program(engine, os.path.basename(program), tmp,
                             env=GJS_ENVIRONMENT)
    return crash_program(engine, os.path.basename(program), tmp,
                         opts=OPTIONS_INLCALL if
                         program.endswith("inlcall.js") else OPTIONS)


def t_fresh(core):
    for k in range(2):
        tmp = tempfile.mkdtemp(prefix="jsmdb-smjit.")
        try:
            path, truth, src = crash_fresh(core.engine, core.program, tmp)
            check_jit_frames(path, truth, src, core.program)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


def main():
    jits = [c for c in cores() if c.engine in ENGINES and
            c.program in PROGRAMS]
    # js78 and js102 run every program; their arm64 shells jit.js and
    # inlcall.js; gjs and gjs-arm64 jit.js
    want = 2 * len(PROGRAMS) + 6
    if len(jits) != want:
        report_fail("smjit", "corpora/cores.list lists %d cores of %s, "
                    "not %d" % (len(jits), ", ".join(PROGRAMS), want))
    only = os.environ.get("SM_CORES")     # a comma list of names, to run
    wtmp = tempfile.mkdtemp(prefix="jsmdb-smwrap.")
    for core in jits:
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
        run_test("%s/frames" % p, t_frames, core)
        run_test("%s/placement" % p, t_placement, core)
        run_test("%s/elided" % p, t_elided, core)
        if core.engine in ("gjs", "gjs-arm64"):
            run_test("%s/signal" % p, t_signal, core)
        if core.engine == "gjs":
            run_test("%s/engine-tiers" % p, t_engine_tiers, core)
        if not core.engine.endswith("-arm64"):
            # qemu-user writes no NT_FILE
            run_test("%s/jit-memory" % p, t_jit_memory, core)
        run_test("%s/source" % p, t_source, core)
        run_test("%s/hostile" % p, t_hostile, core)
        if core.program == "spidermonkey/jit.js":
            run_test("%s/jsframe" % p, t_jsframe, core)
            run_test("%s/damaged" % p, t_damaged, core)
        if core.program == "spidermonkey/inlcall.js":
            run_test("%s/damaged-call" % p, t_damaged_call, core)
        run_test("%s/fresh" % p, t_fresh, core)
    corpuslib.JSMDB = REAL_JSMDB
    shutil.rmtree(wtmp, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
