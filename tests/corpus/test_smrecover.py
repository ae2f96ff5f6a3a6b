#!/usr/bin/env python3
"""Corpus tests of Ion frames whose snapshot holds recover instructions
besides its resume points: corpora/spidermonkey/recover.js under js78 and
js102 (recover-js78, recover-js102; Debian's arm64 shells under qemu-user:
recover-js78-arm64, recover-js102-arm64), where outer's snapshot at the call
that dies holds, before outer's resume point, the scalar-replaced object
and array of outer (RNewObject/RNewPlainObject, RObjectState,
RNewArray/RNewArrayObject, RArrayState), RConcat and RAdd, then before
inner's (inlined) resume point RMul and RAdd.

  frames     ::jsstack against the program's truth (test_smjit's
             check_jit_frames): inner, which Ion inlined, found past the
             recover instructions, its line, its arguments (the third made
             by a recover instruction, RAdd, run: the program's k + 1000),
             outer's arguments read at the allocations after them
  opcodes    ::smsnapshot: outer's recover instructions are the ones the
             program's code makes, in order, each with the operands the
             program wrote (the constants 1000, 3, 2, 1; outer's k in its
             slot), inner's third argument made by the RAdd of k + 1000
  damaged    an opcode past the ESR's RECOVER_OPCODE_LIST written over
             outer's first instruction: said with its number, inner not
             decoded and said so, outer's arguments refused, nothing
             guessed, no crash
  hostile    outer's IonScript damaged at random (12 mutants): ::jsstack
             and ::smsnapshot exit 0 or 1, never crash or hang
  fresh      frames on two fresh cores of each engine made by the test
"""
import os
import re
import shutil
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib  # noqa: E402
from corpuslib import (check, cores, finish, jsmdb,  # noqa: E402
                       report_fail, run_test)
from test_spidermonkey import (REAL_JSMDB, base_engine,  # noqa: E402
                               with_sysroot)
from test_smjit import check_jit_frames, records  # noqa: E402

PROGRAM = "spidermonkey/recover.js"
# x86-64's shells and Debian's arm64 ones under qemu-user (the same
# tables: the recover encoding is the JIT's own, on every architecture)
ENGINES = ("js78", "js102", "js78-arm64", "js102-arm64")
# corpora/sm-cores.sh's sm_options for recover.js
OPTIONS = ["--blinterp-warmup-threshold=10", "--baseline-warmup-threshold=100",
           "--ion-warmup-threshold=1000", "--ion-offthread-compile=off",
           "--ion-sink=on"]

# outer's snapshot, from the program's code (recover.js's header): the
# array a = [k, 2] and the object o = {x: k, y: k + 1} scalar-replaced
# (their allocation and state), s = "s" + k and w = k + 1000 sunk, then
# outer's resume point at the call of inner; inner's m = k * 3 + w sunk,
# then its resume point at the call of the leaf.  78 names the
# allocations NewArray and NewObject (IonBuilder), 102 NewArrayObject and
# NewPlainObject (Warp).
WANT = {
    "js78": ["NewArray", "ArrayState", "NewObject", "Add", "ObjectState",
             "Concat", "Add", "ResumePoint", "Mul", "Add", "ResumePoint"],
    "js102": ["NewArrayObject", "ArrayState", "NewPlainObject", "Add",
              "ObjectState", "Concat", "Add", "ResumePoint", "Mul", "Add",
              "ResumePoint"],
}


def int32(v):
    """An Int32Value's bits as ::smsnapshot prints a constant."""
    return "constant %x" % (0xfff8800000000000 | (v & 0xffffffff))


def snapshot(path):
    """::smsnapshot's frames: {name: {"head", "instrs": [{"idx", "name",
    "fields", "ops": [text]}]}}."""
    r = jsmdb(["-e", "::smsnapshot", path])
    frames = {}
    cur = None
    for ln in r.out.splitlines():
        m = re.match(r"^Ion frame ([0-9a-f]+) \((.*?)\), return address "
                     r"[0-9a-f]+, IonScript ([0-9a-f]+):", ln)
        if m:
            cur = {"fp": int(m.group(1), 16), "instrs": [], "head": ln,
                   "at": None}
            frames[m.group(2)] = cur
            continue
        if cur is None:
            continue
        m = re.match(r"^    (\d+) recover instructions at ([0-9a-f]+)", ln)
        if m:
            cur["n"] = int(m.group(1))
            cur["at"] = int(m.group(2), 16)
            continue
        m = re.match(r"^ +(\d+)  (\w+) +(\[[\d ]+\])?", ln)
        if m:
            cur["instrs"].append({"idx": int(m.group(1)),
                                  "name": m.group(2),
                                  "fields": m.group(3) or "", "ops": [],
                                  "line": ln})
            continue
        m = re.match(r"^ +a\d+: (.*)$", ln)
        if m and cur["instrs"]:
            cur["instrs"][-1]["ops"].append(m.group(1))
    return r, frames


def t_frames(core):
    check("tiers" in core.truth and "recovered" in core.truth,
          "truth.json has no tiers or recovered: remake the core")
    with open(os.path.join(core.dir, os.path.basename(core.program))) as f:
        src = f.read().splitlines()
    r, recs = check_jit_frames(core.path, core.truth, src, core.program)
    # inner is the function Ion inlined into outer
    inner = [x for x in recs if x.get("name") == "inner"]
    check(len(inner) == 1 and inner[0]["frame_type"] == "ion (inlined)" and
          inner[0]["inlined_into"] == "outer",
          "inner is not said inlined into outer: %s" % inner, r.describe())


def t_opcodes(core):
    r, frames = snapshot(core.path)
    check("outer" in frames, "no Ion frame of outer", r.describe())
    out = frames["outer"]
    want = WANT[base_engine(core.engine)]
    names = [i["name"] for i in out["instrs"]]
    check(names == want, "outer's recover instructions %s, the program's "
          "code makes %s" % (names, want), r.describe())
    check(out.get("n") == len(names) and "does not read" not in r.out and
          "not decoded" not in r.out, "the snapshot does not read whole",
          r.describe())
    ins = out["instrs"]
    k = core.truth["tiers"]["outer"]["args"][0]
    # outer's resume point: its formals k, go in its slots (jsmdb's
    # reading of them is test_smjit's frames check), o, a, s made by the
    # instructions of their allocation and the concatenation
    rp = ins[7]["ops"]
    check("recover 2 (%s)" % want[2] in rp and
          "recover 0 (%s)" % want[0] in rp and
          "recover 5 (Concat)" in rp, "outer's resume point does not hold "
          "o, a and s as the instructions' results: %s" % rp, r.describe())
    # w = k + 1000: an Add of outer's k and the constant 1000, which is
    # inner's third argument in inner's resume point
    w = ins[6]["ops"]
    check(len(w) == 2 and w[0].endswith("int32") and
          w[1] == int32(1000), "instruction 6 is not k + 1000: %s" % w,
          r.describe())
    check(ins[10]["ops"][5] == "recover 6 (Add)", "inner's third argument "
          "(its resume point's operand 6) is not made by instruction 6: "
          "%s" % ins[10]["ops"], r.describe())
    # m = k * 3 + w: Mul by the constant 3, Add of it and w
    check(ins[8]["ops"][1] == int32(3) and
          ins[9]["ops"] == ["recover 8 (Mul)", "recover 6 (Add)"],
          "instructions 8, 9 are not k * 3 + w: %s, %s" % (
              ins[8]["ops"], ins[9]["ops"]), r.describe())
    # o = {x: k, y: k + 1}: two slots, y the Add of the constant 1
    check(ins[4]["fields"] == "[2]" and ins[4]["ops"][0] ==
          "recover 2 (%s)" % want[2] and
          ins[4]["ops"][2] == "recover 3 (Add)" and
          ins[3]["ops"][1] == int32(1),
          "instruction 4 is not {x: k, y: k + 1}: %s" % ins[4]["line"],
          r.describe())
    # a = [k, 2]: two elements, the constant 2 among them
    check(ins[1]["fields"] == "[2]" and int32(2) in ins[1]["ops"][1:],
          "instruction 1 is not [k, 2]: %s %s" % (ins[1]["line"],
                                                   ins[1]["ops"]),
          r.describe())
    # s = "s" + k: the atom "s", a string constant
    c = ins[5]["ops"][0]
    check(c.startswith("constant "), "Concat's first operand %s" % c,
          r.describe())
    p = jsmdb(["-e", "%s::smprint -v" % c.split()[1], core.path])
    check('"s"' in p.out, "Concat's constant is not \"s\": %s" % p.out,
          p.describe())
    check(k == 2, "outer's k %s" % k)


def t_damaged(core):
    from test_spidermonkey import damaged_copy
    r, frames = snapshot(core.path)
    out = frames.get("outer")
    check(out is not None and out["at"], "no outer frame", r.describe())
    tmp = tempfile.mkdtemp(prefix="jsmdb-smrecover.")
    try:
        # opcode 100 (one CompactBuffer byte, 100 << 1), past both ESRs'
        # lists, over outer's first instruction (a one-byte opcode)
        bad = damaged_copy(core.path, tmp, out["at"], bytes([100 << 1]))
        r = jsmdb(["-e", "::jsstack -v", bad], expect_rc=None, timeout=120)
        check(r.rc in (0, 1), "exit %d" % r.rc, r.describe())
        check(re.search(r"recover instruction 1 of 11 is opcode 100, past "
                        r"the \d+ of this ESR's RECOVER_OPCODE_LIST", r.out),
              "the opcode is not said", r.describe())
        check("functions Ion inlined into this frame, if any, are not "
              "decoded" in r.out, "inner's absence is not said",
              r.describe())
        blk = r.out.split("js:     outer", 1)[-1].split("js:     <top", 1)[0]
        check("arg1: <not decoded:" in blk and "arg2: <not decoded:" in blk,
              "outer's arguments are not refused", blk)
        check(not re.search(r"js:\s+inner", r.out), "inner named though "
              "its resume point was not read", r.describe())
        s = jsmdb(["-e", "::smsnapshot", bad], expect_rc=None, timeout=120)
        check(s.rc in (0, 1) and "opcode 100, past the" in s.out,
              "::smsnapshot does not say the opcode", s.describe())
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def t_hostile(core):
    # outer's IonScript damaged at random, from its fields to past its
    # recover instructions (its snapshots, allocation table, recover
    # instructions, constants): ::jsstack and ::smsnapshot still end
    # with an answer or an error, never a crash or a hang
    import random
    from test_spidermonkey import file_offset
    r, frames = snapshot(core.path)
    out = frames.get("outer")
    check(out is not None and out["at"], "no outer frame", r.describe())
    m = re.search(r"IonScript ([0-9a-f]+):", out["head"])
    base = int(m.group(1), 16)
    span = out["at"] + 64 - base
    check(0 < span < 1 << 20, "IonScript %x, recover instructions at %x"
          % (base, out["at"]))
    rng = random.Random(core.name + "/recover")
    tmp = tempfile.mkdtemp(prefix="jsmdb-smrecoverhostile.")
    try:
        bad = os.path.join(tmp, "core")
        for k in range(12):
            shutil.copyfile(core.path, bad)
            with open(bad, "r+b") as f:
                for _ in range(4 + 4 * k):
                    a = base + rng.randrange(span)
                    off = file_offset(core.path, a)
                    if off is None:
                        continue
                    f.seek(off)
                    f.write(bytes([rng.randrange(256)]))
            for cmd in ("::jsstack -v", "::set -o json; ::jsstack -av",
                        "::smsnapshot"):
                r = jsmdb(["-e", cmd, bad], expect_rc=None, timeout=120)
                check(r.rc in (0, 1), "mutant %d: %s: exit %d" % (
                    k, cmd, r.rc), r.describe())
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def t_fresh(core):
    from test_spidermonkey import crash_program
    for k in range(2):
        tmp = tempfile.mkdtemp(prefix="jsmdb-smrecover.")
        try:
            path, truth, src = crash_program(
                core.engine, os.path.basename(core.program), tmp,
                opts=OPTIONS)
            check_jit_frames(path, truth, src, core.program)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


def main():
    found = [c for c in cores() if c.engine in ENGINES and
             c.program == PROGRAM]
    if len(found) != len(ENGINES):
        report_fail("smrecover", "corpora/cores.list lists %d cores of %s, "
                    "not %d" % (len(found), PROGRAM, len(ENGINES)))
    only = os.environ.get("SM_CORES")     # a comma list of names, to run
    wtmp = tempfile.mkdtemp(prefix="jsmdb-smwrap.")
    for core in found:
        p = core.name
        if only and p not in only.split(","):
            continue
        if not core.ready:
            report_fail(p, "core not built (make corpora)")
            continue
        try:
            with_sysroot(core, wtmp)
        except corpuslib.TestFailure as e:
            report_fail(p, str(e))
            continue
        run_test("%s/frames" % p, t_frames, core)
        run_test("%s/opcodes" % p, t_opcodes, core)
        run_test("%s/damaged" % p, t_damaged, core)
        run_test("%s/hostile" % p, t_hostile, core)
        run_test("%s/fresh" % p, t_fresh, core)
    corpuslib.JSMDB = REAL_JSMDB
    shutil.rmtree(wtmp, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
