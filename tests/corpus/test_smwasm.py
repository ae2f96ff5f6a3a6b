#!/usr/bin/env python3
"""Corpus tests of SpiderMonkey's WebAssembly frames (::jsstack on the
cores of corpora/spidermonkey/wasm.js, wasm-baseline.js and wasm-jit.js
under js78 and js102: wasm entered from C++ and calling out through the
interpreter exit, in either tier, or entered from JIT code and calling
JIT code through the import's JIT exit), against the truth the program
wrote: the engine's own
Error().stack at the crash, whose JS and wasm frames must be ::jsstack's
JS records in the same order (nothing dropped, nothing invented), each
wasm frame with the engine's name for it, its module's file name, its
function index and the bytecode offset of its call
("wasm-function[N]:0xOFF", as the stack writes it), its tier as the
engine's wasmExtractCode() said the module's code is; each JS frame's
exact line, as the stack gave it (so the JIT frames beneath the wasm
ones are walked on from them); the native frames go on past the wasm
and JIT entry stubs to main().  The same on two fresh cores of
each engine and program made by the test.
"""
import json
import os
import re
import shutil
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib  # noqa: E402
from corpuslib import (check, cores, finish, jsmdb,  # noqa: E402
                       report_fail, run_test, TestFailure)
from test_spidermonkey import REAL_JSMDB, with_sysroot  # noqa: E402

PROGRAMS = ("spidermonkey/wasm.js", "spidermonkey/wasm-baseline.js",
            "spidermonkey/wasm-jit.js")
ENGINES = ("js78", "js102")
# Debian's arm64 shells under qemu-user (wasm.js, wasm-jit.js): where C++
# entered the wasm (wasm.js), the native frames beneath the interpreter
# entry stub are not found on aarch64 (said)
ARM64 = ("js78-arm64", "js102-arm64")
# corpora/sm-cores.sh's sm_options
OPTIONS = {"spidermonkey/wasm.js": [],
           "spidermonkey/wasm-baseline.js": ["--wasm-compiler=baseline"],
           "spidermonkey/wasm-jit.js": [
               "--blinterp-warmup-threshold=10",
               "--baseline-warmup-threshold=100",
               "--ion-warmup-threshold=1000", "--ion-offthread-compile=off"]}
WHERE = re.compile(r"^wasm-function\[(\d+)\]:0x([0-9a-f]+): ")


def records(path, cmd):
    r = jsmdb(["-e", "::set -o json; " + cmd, path])
    return r, [json.loads(ln) for ln in r.out.splitlines()
               if ln.startswith("{")]


def check_wasm_frames(path, truth, engine):
    r, recs = records(path, "::jsstack -v")
    js = [x for x in recs if x["kind"] == "js"]
    if engine in ARM64 and not truth.get("warm"):
        # the native frame of code where the unwinding stops (below)
        js = [x for x in js if x["name"] is not None or not
              x["reason"].startswith("frame of code at ")]
    got = [x["name"] if x["name"] != "<top-level code>" else ""
           for x in js]
    want = truth["frames"]
    check(got == [w["name"] for w in want],
          "frames %s, the engine's %s" % (got, [w["name"] for w in want]),
          r.describe())
    check(any(w.get("wasm") for w in want), "the truth has no wasm "
          "frames: remake the core")
    tier = {"baseline": "wasm-baseline", "ion": "wasm-ion"}[truth["tier"]]
    for x, w in zip(js, want):
        if not w.get("wasm"):
            check(not x["frame_type"].startswith("wasm"), "%s: a JS "
                  "frame said %s" % (w["name"], x["frame_type"]),
                  r.describe())
            check(x["script"] == w["file"] and x["line"] == w["line"] and
                  x["position"] == "current", "%s (%s): %s line %s (%s), "
                  "the engine's %s line %d" % (
                      w["name"], x["frame_type"], x["script"], x["line"],
                      x["position"], w["file"], w["line"]), r.describe())
            continue
        check(x["frame_type"] == tier, "%s: tier %s, the engine's %s" % (
            w["name"], x["frame_type"], truth["tier"]), r.describe())
        check(x["script"] == w["file"], "%s: module %s, the engine's %s" %
              (w["name"], x["script"], w["file"]), r.describe())
        m = WHERE.match(x["position_reason"] or "")
        check(m and int(m.group(1)) == w["func"] and
              int(m.group(2), 16) == w["offset"],
              "%s: where %s, the engine's wasm-function[%d]:%#x" % (
                  w["name"], x["position_reason"], w["func"],
                  w["offset"]), r.describe())
        # the name the name section gives the function's index
        check(truth["names"][w["func"]] == w["name"], "the truth's "
              "names disagree with its stack")
        check(x["line"] is None and x["this"] is None and
              x["arguments_reason"], "%s: a line or arguments guessed" %
              w["name"], r.describe())
    # the wasm frames lie between the JS frames in stack order: their
    # frame addresses rise from the innermost
    fps = [int(x["fp"], 16) for x in js if x["frame_type"].startswith(
        "wasm")]
    check(fps == sorted(fps), "wasm frames not in stack order: %s" %
          [hex(f) for f in fps], r.describe())
    # -v's text says where each wasm frame is, as the stack writes it
    v = jsmdb(["-e", "::jsstack -v", path]).out
    for w in want:
        if w.get("wasm"):
            check("posn: wasm-function[%d]:0x%x (%s:" % (
                w["func"], w["offset"], tier) in v, "%s: no posn line" %
                w["name"], v)
    # and the native frames go on past them to main()
    text = jsmdb(["-e", "::jsstack", path]).out
    if engine in ARM64 and not truth.get("warm"):
        # aarch64's interpreter entry stub: where its caller's frame is
        # is not known, said where the native frames stop
        check("not known on this architecture" in text and
              "__libc_start_main" not in text, "the stop beneath the "
              "interpreter entry stub is not said", text)
        return
    check("__libc_start_main" in text, "the native frames do not reach "
          "main()", text)
    check("not unwound further" not in text and "not decoded" not in text,
          "the unwinding stopped or something is not decoded", text)


def t_frames(core):
    check_wasm_frames(core.path, core.truth, core.engine)


def t_elided(core):
    # without -a the wasm stubs are elided; -a shows them, each said as
    # the engine's own
    r = jsmdb(["-e", "::jsstack", core.path])
    a = jsmdb(["-e", "::jsstack -a", core.path])
    entry = ("JIT code calling WebAssembly" if core.truth.get("warm") else
             "WebAssembly interpreter entry stub")
    check("WebAssembly exit frame" not in r.out and entry not in r.out and
          "WebAssembly exit frame" in a.out and entry in a.out,
          "the wasm stubs are not elided and shown with -a",
          r.out + a.out)
    if core.truth.get("warm"):
        # the program's intent holds: JIT code on both sides
        check(core.truth["jit"] and "JSFunction" in a.out and
              re.search(r"(BaselineJS|IonJS|JSJitToWasm|directly)",
                        a.out), "the import is not JIT code", a.out)


def wasm_records(path):
    r, recs = records(path, "::jsstack -av")
    return r, recs, [x for x in recs if x["kind"] == "js" and
                     (x.get("frame_type") or "").startswith("wasm")]


def callsite_vectors(path, dist):
    """The addresses of the {begin, length} words in the core at path
    whose table of length 8-byte CallSites (returnAddressOffset, the
    second u32) rises and holds two offsets dist apart."""
    import bisect
    import struct
    from test_spidermonkey import load_segments
    segs = []
    with open(path, "rb") as f:
        for va, off, fsz in load_segments(path):
            if fsz > 0:
                f.seek(off)
                segs.append((va, f.read(fsz)))
    segs.sort(key=lambda s: s[0])
    starts = [s[0] for s in segs]

    def table(addr, n):
        i = bisect.bisect_right(starts, addr) - 1
        if i < 0 or addr + 8 * n > segs[i][0] + len(segs[i][1]):
            return None
        b = addr - segs[i][0]
        return [struct.unpack_from("<I", segs[i][1], b + 8 * k + 4)[0]
                for k in range(n)]
    found = []
    for va, data in segs:
        words = struct.unpack("<%dQ" % (len(data) // 8),
                              data[:len(data) // 8 * 8])
        for k in range(1, len(words)):
            n = words[k]
            if not 2 <= n <= 1 << 16 or words[k - 1] & 3:
                continue
            t = table(words[k - 1], n)
            if t is None or any(t[j] >= t[j + 1] for j in range(n - 1)):
                continue
            ts = set(t)
            if any(x + dist in ts for x in t):
                found.append(va + 8 * (k - 1))
    return found


def t_damaged(core):
    # the outer wasm frame's pc (the return address inner's frame holds)
    # damaged: inner is still named, outer is said not decoded (its
    # return address in no instance's code), nothing named in its place;
    # then inner's callerFP pointing below it: said damaged, not followed
    import random
    import struct
    from test_spidermonkey import damaged_copy, file_offset
    r, recs, wasm = wasm_records(core.path)
    check(len(wasm) == 2, "%d wasm frames" % len(wasm), r.describe())
    inner, outer = int(wasm[0]["fp"], 16), wasm[1]
    # the slot holding outer's pc in inner's frame (wasm::Frame's
    # returnAddress): found by its value, not assumed
    with open(core.path, "rb") as f:
        slots = []
        for k in (8, 16, 24):
            f.seek(file_offset(core.path, inner + k))
            if struct.unpack("<Q", f.read(8))[0] == int(outer["pc"], 16):
                slots.append(k)
    check(len(slots) == 1, "outer's pc in inner's frame at %s" % slots)
    tmp = tempfile.mkdtemp(prefix="jsmdb-smwasmdamage.")
    try:
        bad = damaged_copy(core.path, tmp, inner + slots[0],
                           struct.pack("<Q", 0x4141414141414140))
        r, recs, wasm = wasm_records(bad)
        names = [x["name"] for x in recs if x["kind"] == "js"]
        check([x["name"] for x in wasm] == ["inner"] and
              "outer" not in names, "after damage: %s" % names,
              r.describe())
        und = [x for x in recs if x["kind"] == "js" and
               x["name"] is None and "WebAssembly frame" in x["reason"]]
        check(len(und) == 1 and "return address 4141414141414140" in
              und[0]["reason"] and "in the code of none" in
              und[0]["reason"], "the damaged return address is not said",
              r.describe())
        bad = damaged_copy(core.path, tmp, inner,
                           struct.pack("<Q", inner - 0x100))
        r, recs, wasm = wasm_records(bad)
        und = [x for x in recs if x["kind"] == "js" and
               x["name"] is None and "WebAssembly frame" in x["reason"]]
        check([x["name"] for x in wasm] == ["inner"] and len(und) == 1 and
              "not above it" in und[0]["reason"],
              "a callerFP below its frame is not refused", r.describe())
        # the code's CallSites vector (found by value: the {begin,
        # length} whose table holds both frames' return addresses at
        # their distance) saying more entries than jsmdb believes: both
        # frames still named, their bytecode offsets said not decoded,
        # with the count and the limit, not looked up in a bogus table
        r, recs, wasm = wasm_records(core.path)
        pcs = [int(x["pc"], 16) for x in wasm]
        vecs = callsite_vectors(core.path, pcs[1] - pcs[0])
        check(1 <= len(vecs) <= 2, "the CallSites vector found at %s" %
              [hex(v) for v in vecs])
        shutil.copyfile(core.path, os.path.join(tmp, "core"))
        with open(os.path.join(tmp, "core"), "r+b") as f:
            for v in vecs:
                f.seek(file_offset(core.path, v + 8))
                f.write(struct.pack("<Q", (1 << 22) + 1))
        r, recs, wasm = wasm_records(os.path.join(tmp, "core"))
        check([x["name"] for x in wasm] == ["inner", "outer"] and
              all(not WHERE.match(x["position_reason"]) and
                  "says 4194305 entries, more than the 4194304 believed" in
                  x["position_reason"] for x in wasm),
              "a CallSites vector of 4194305 entries is not refused",
              r.describe())
        v = jsmdb(["-e", "::jsstack -v", os.path.join(tmp, "core")]).out
        check(v.count("the bytecode offset is not decoded: the vector of "
                      "CallSites at") == 2, "-v's posn lines do not say "
              "why", v)
        # and random damage over the wasm frames and their stubs: an
        # answer or an error, never a crash or a hang
        r, recs, wasm = wasm_records(core.path)
        addrs = [int(x["fp"], 16) for x in recs if x.get("fp") and
                 x["kind"] in ("js", "internal")]
        rng = random.Random(core.name + "/wasm")
        for m in range(8):
            shutil.copyfile(core.path, os.path.join(tmp, "core"))
            with open(os.path.join(tmp, "core"), "r+b") as f:
                for a in addrs:
                    base = file_offset(core.path, a - 0x20)
                    if base is None:
                        continue
                    for _ in range(12):
                        f.seek(base + rng.randrange(0x60))
                        f.write(bytes([rng.randrange(256)]))
            for cmd in ("::jsstack -av", "::set -o json; ::jsstack -av"):
                x = jsmdb(["-e", cmd, os.path.join(tmp, "core")],
                          expect_rc=None, timeout=120)
                check(x.rc in (0, 1), "mutant %d: %s: exit %d" % (
                    m, cmd, x.rc), x.describe())
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def t_fresh(core):
    from test_spidermonkey import crash_program
    for k in range(2):
        tmp = tempfile.mkdtemp(prefix="jsmdb-smwasm.")
        try:
            path, truth, _ = crash_program(
                core.engine, os.path.basename(core.program), tmp,
                opts=OPTIONS[core.program])
            check_wasm_frames(path, truth, core.engine)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


def main():
    wcores = [c for c in cores() if c.engine in ENGINES + ARM64 and
              c.program in PROGRAMS]
    # js78 and js102 run the three programs; their arm64 shells wasm.js
    # and wasm-jit.js
    want = len(ENGINES) * len(PROGRAMS) + len(ARM64) * 2
    if len(wcores) != want:
        report_fail("smwasm", "corpora/cores.list lists %d cores of %s, "
                    "not %d" % (len(wcores), ", ".join(PROGRAMS), want))
    only = os.environ.get("SM_CORES")     # a comma list of names, to run
    wtmp = tempfile.mkdtemp(prefix="jsmdb-smwrap.")
    for core in wcores:
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
        run_test("%s/elided" % p, t_elided, core)
        run_test("%s/damaged" % p, t_damaged, core)
        run_test("%s/fresh" % p, t_fresh, core)
    corpuslib.JSMDB = REAL_JSMDB
    shutil.rmtree(wtmp, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
