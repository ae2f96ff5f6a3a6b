#!/usr/bin/env python3
"""Corpus tests: illumos (amd64) cores.

No illumos machine is reachable, so corpora/illumos-core.py rewrites a
Linux core into the core illumos' elfcore() writes for the same process
(two note segments, psinfo_t/pstatus_t/lwpstatus_t per illumos-gate's
headers, registers in REG_* order, small LWP ids, illumos signal numbers,
no NT_FILE).  The conversion records what became what (illumos.json: the
LWP of each Linux thread, the signal); everything else must match the
source core's truth, which the program wrote:

  status     64-bit x86-64 illumos; the pid, the program's name and
             arguments; SIGABRT by illumos' name; platform, uname, zone;
             the objects from link_map
  threads    ::walk thread lists the LWPs; the one that took the signal
             is the current thread
  stacks     each LWP's ::stack is the source thread's, and holds the
             chain the program recorded for it
  regs       each LWP's general registers are the source thread's
  memory     globals read back as the program wrote them
  node       on the Node.js core, ::jsstack is the source core's
  js-*       and the JavaScript answers are the program's (jschecks.py:
             ::jsstack -v with arguments, ::findjsobjects exact,
             ::jsprint, ::nodebuffer)
"""
import json
import os
import re
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, contains_in_order, cores, dec_in,  # noqa: E402
                       finish, jsmdb, parse_mdb_stack, report_fail,
                       run_test, values_of)
from jschecks import js_checks  # noqa: E402

GREGS = ["rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp", "r8", "r9",
         "r10", "r11", "r12", "r13", "r14", "r15", "rip", "rflags", "cs",
         "ds", "es", "fs", "gs", "ss", "fsbase", "gsbase"]


def facts(core):
    with open(os.path.join(core.dir, "illumos.json")) as f:
        return json.load(f)


def source_core(core):
    name = core.name[:-len("-illumos")]
    found = [c for c in cores() if c.name == name]
    check(found and found[0].ready, "source core %s not built" % name)
    return found[0]


def regs_of(text):
    out = {}
    for m in re.finditer(r"%(\w+)\s*=\s*0x([0-9a-f]+)", text):
        out[m.group(1)] = int(m.group(2), 16)
    return out


def t_status(core, f):
    r = jsmdb(["-e", "::status", core.path])
    t = core.truth
    check(re.search(r"\(64-bit x86-64, illumos\)", r.out),
          "::status does not say 64-bit x86-64 illumos", r.describe())
    check(re.search(r"status: process terminated by %s \(Abort\), pid=%d" %
                    (f["signame"], t["pid"]), r.out),
          "::status does not give %s and pid %d" % (f["signame"], t["pid"]),
          r.describe())
    check(("initial argv: " + f["psargs"]) in r.out, "psargs differ",
          r.describe())
    check(re.search(r"^platform: %s$" % f["platform"], r.out, re.M) and
          re.search(r"^zone: %s$" % f["zonename"], r.out, re.M) and
          re.search(r"^uname: %s$" % re.escape(" ".join(f["uname"])), r.out,
                    re.M), "platform, uname or zone missing", r.describe())
    check(re.search(r"^threads: %d$" % f["nthreads"], r.out, re.M),
          "thread count", r.describe())
    check(re.search(r"loaded objects: \d+, from the dynamic linker's "
                    r"link_map", r.out), "objects not from link_map",
          r.describe())


def t_threads(core, f):
    r = jsmdb(["-e", "::walk thread", core.path])
    got = [int(x, 16) for x in r.out.split()]
    check(sorted(got) == sorted(f["lwps"].values()),
          "LWPs %s, expected %s" % (got, sorted(f["lwps"].values())),
          r.describe())
    check(got and got[0] == f["first_lwp"], "the LWP that took the signal "
          "(%d) is not first" % f["first_lwp"], r.describe())


def t_stacks(core, src, f):
    for tid, lwp in sorted(f["lwps"].items(), key=lambda kv: kv[1]):
        mine = jsmdb(["-e", "0t%d::stack" % lwp, core.path])
        theirs = jsmdb(["-e", "0t%s::stack" % tid, src.path])
        check(mine.out == theirs.out, "LWP %d's stack is not thread %s's" %
              (lwp, tid), mine.describe() + "\n--- source\n" + theirs.out)
        for thr in core.truth.get("threads", []):
            if str(thr["tid"]) == tid:
                check(contains_in_order(parse_mdb_stack(mine.out),
                                        thr["chain"]),
                      "LWP %d lacks the chain %s" % (lwp, thr["chain"]),
                      mine.describe())
    r = jsmdb(["-e", "::stack", core.path])
    chain = core.truth.get("main_chain")
    if chain:
        check(contains_in_order(parse_mdb_stack(r.out), chain),
              "::stack of the current thread lacks %s" % chain, r.describe())


def t_regs(core, src, f):
    for tid, lwp in f["lwps"].items():
        mine = regs_of(jsmdb(["-e", "0t%d::regs" % lwp, core.path]).out)
        theirs = regs_of(jsmdb(["-e", "0t%s::regs" % tid, src.path]).out)
        diff = [g for g in GREGS if mine.get(g) != theirs.get(g)]
        check(not diff, "LWP %d: %s differ from thread %s's" % (
            lwp, ", ".join(diff), tid))
        check("orig_rax" not in mine and "trapno" in mine and "err" in mine,
              "LWP %d: ::regs shows Linux's orig_rax or lacks illumos' "
              "trapno/err" % lwp)


def t_memory(core):
    g = core.truth["globals"]
    r = jsmdb(["-e", "*motd/s", core.path])
    check(g["motd"]["string"] in r.out, "motd not read", r.describe())
    r = jsmdb(["-e", "counter_table,8/D", core.path])
    got = [int(x) for x in re.findall(r"-?\d+", values_of(r.out))]
    check(got[-8:] == g["counter_table"]["values"], "counter_table %s" %
          got, r.describe())


def t_jsstack(core, src):
    mine = jsmdb(["-e", "::jsstack", core.path])
    theirs = jsmdb(["-e", "::jsstack", src.path])
    check(mine.out == theirs.out and "js:" in mine.out,
          "::jsstack differs from the Linux core's",
          mine.describe() + "\n--- source\n" + theirs.out)
    check(dec_in(core.truth["pid"], jsmdb(["-e", "::status",
                                            core.path]).out), "pid")


def main():
    ill = [c for c in cores() if c.engine.startswith("illumos")]
    if not ill:
        report_fail("illumos", "no illumos cores in corpora/cores.list")
    for core in ill:
        p = core.name
        if not core.ready:
            report_fail(p, "core not built (make corpora)")
            continue
        f = facts(core)
        run_test("%s/status" % p, t_status, core, f)
        run_test("%s/threads" % p, t_threads, core, f)
        src = {}

        def find_src():
            src["c"] = source_core(core)
        run_test("%s/source-core" % p, find_src)
        if "c" not in src:
            continue
        if core.truth.get("program") == "threads":
            run_test("%s/stacks" % p, t_stacks, core, src["c"], f)
            run_test("%s/regs" % p, t_regs, core, src["c"], f)
            run_test("%s/memory" % p, t_memory, core)
        else:
            run_test("%s/regs" % p, t_regs, core, src["c"], f)
            run_test("%s/jsstack" % p, t_jsstack, core, src["c"])
            js_checks(p, lambda cmd, c=core: jsmdb(["-e", cmd, c.path]),
                      core.truth)
    finish()


if __name__ == "__main__":
    main()
