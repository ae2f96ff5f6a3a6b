#!/usr/bin/env python3
"""v8_heap: the whole-heap dcmds (::findjsobjects, ::jsfunctions,
::nodebuffer, ::jsfindrefs, ::v8whatis, ::nodeinfo) on the cores of
corpora/node/heap.js (Node.js 18, 20, 22, 24).

heap.js builds populations whose sizes it knows, plus garbage of the same
shapes in every form a core can hold it (from-space, released pages not
yet unmapped, unswept pages), and writes to truth.json what it built.
Every expectation comes from truth.json -- the counts heap.js allocated,
the bytes it put in its buffers, where its own inner function starts --
never from jsmdb's output.  Addresses found with one dcmd are only used to
drive the next one.  Counts must be exact: a garbage object counted as
live is a failure, whatever state V8's sweeper and unmapper were in.

Usage:
    tests/corpus/test_v8_heap.py [COREDIR...]

With no arguments, the heap-nodeNN cores that corpora/make-cores.sh lists
are used (a core not yet made is a FAIL).  A COREDIR holds core and
truth.json (and meta.json naming the node binary, when made by
corpora/make-cores.sh).  Prints PASS/FAIL lines named CORE/test.
"""

import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib as cl  # noqa: E402

def run(core, cmd, expect_rc=0):
    return cl.jsmdb(["-e", cmd] + cl.exe_and_core(core),
                    expect_rc=expect_rc)


ROW = re.compile(r"^\s*([0-9a-f]+)\s+(\d+)\s+(\d+)\s+(.*)$")


def rows(text):
    """::findjsobjects rows: (addr, count, nprops, ctor, props)."""
    res = []
    for ln in text.split("\n"):
        m = ROW.match(ln)
        if not m:
            continue
        rest = m.group(4)
        if ": " in rest and not rest.startswith("Array ("):
            ctor, props = rest.split(": ", 1)
        elif rest.startswith("Array (") and "): " in rest:
            ctor, props = rest.split("): ", 1)
            ctor += ")"
        else:
            ctor, props = rest, ""
        res.append((m.group(1), int(m.group(2)), int(m.group(3)),
                    ctor.strip(), props.strip()))
    return res


def addrs(text):
    return [ln.strip() for ln in text.split("\n")
            if re.match(r"^\s*[0-9a-f]+\s*$", ln)]


def parse_dump(text):
    """Bytes shown by ::dump, by address."""
    got = {}
    for ln in text.split("\n"):
        m = re.match(r"^\s*([0-9a-f]+):  (.{35})", ln)
        if not m:
            continue
        row = int(m.group(1), 16)
        area = m.group(2)
        for i in range(16):
            o = 2 * i + i // 4
            h = area[o:o + 2]
            if re.match(r"^[0-9a-f]{2}$", h):
                got[row + i] = int(h, 16)
    return got


def summary(text):
    """::findjsobjects -v's "findjsobjects: what => value" lines."""
    res = {}
    for m in re.finditer(r"^findjsobjects:\s+(.*?) => (.*)$", text, re.M):
        res[m.group(1).strip()] = m.group(2).strip()
    return res


# ---- the tests ----

class Census:
    """::findjsobjects and ::findjsobjects -v, run once per core."""

    def __init__(self, core):
        self.table = rows(run(core, "::findjsobjects").out)
        self.verbose = summary(run(core, "::findjsobjects -v").out)


def t_census(core, cen):
    cl.check(len(cen.table) > 0, "::findjsobjects printed no rows")


def t_class(core, cen, cls):
    want = core.truth["classes"][cls]
    mine = [r for r in cen.table if r[3] == cls]
    cl.check(len(mine) == 1, "%d rows for %s, not 1" % (len(mine), cls),
             "rows: %r" % (mine,))
    cl.check(mine[0][1] == want["count"],
             "%s: %d counted, heap.js made %d live (and %d garbage)" %
             (cls, mine[0][1], want["count"], want.get("garbage", 0)),
             "row: %r" % (mine[0],))


def t_class_props(core, cen, cls):
    want = core.truth["classes"][cls]["properties"]
    mine = [r for r in cen.table if r[3] == cls]
    cl.check(len(mine) == 1, "%d rows for %s, not 1" % (len(mine), cls))
    r = mine[0]
    shown = [p.strip() for p in r[4].split(",")]
    cl.check(r[2] == len(want) and
             all(a == b for a, b in zip(shown, want)
                 if not a.endswith("...")),
             "%s: want %d properties %s" % (cls, len(want), ", ".join(want)),
             "row: %r" % (r,))


def t_plain(core, cen):
    plain = core.truth["plain"]
    pr = [r for r in cen.table if r[3] == "Object" and
          r[4].replace(" ", "") == ",".join(plain["properties"])]
    cl.check(len(pr) == 1, "%d rows for Object: %s, not 1" %
             (len(pr), ", ".join(plain["properties"])), "rows: %r" % (pr,))
    cl.check(pr[0][1] == plain["count"],
             "Object: %s: %d counted, heap.js made %d live (and %d "
             "garbage)" % (", ".join(plain["properties"]), pr[0][1],
                           plain["count"], plain["garbage"]),
             "row: %r" % (pr[0],))


def t_arrays(core, cen, kind, n):
    rr = [r for r in cen.table if r[3] == "Array (%s)" % kind]
    cl.check(len(rr) == 1 and rr[0][1] >= n,
             "Array (%s): want one row of at least %d" % (kind, n),
             "rows: %r" % (rr,))


def t_walk(core, cen):
    v = cen.verbose
    cl.check(v.get("heap found by", "").startswith("walking V8 pages"),
             "heap not walked by V8 pages", repr(v))
    cl.check(v.get("new space top") == "found", "new space top not found",
             repr(v))
    cl.check("page sweeping state" not in v,
             "sweeping state not understood", repr(v))
    if core.truth.get("lastGcSweeping") == "not concurrent":
        # heap.js left the last GC's pages unswept on purpose
        cl.check(int(v.get("unswept pages (by mark bits)", "0")) > 0 and
                 int(v.get("unmarked bytes skipped", "0")) > 0,
                 "no unswept page walked by its mark bits", repr(v))
        cl.check("unswept, walked whole" not in v,
                 "unswept pages whose mark bits were not usable", repr(v))


def t_instances(core):
    n = core.truth["classes"]["JsmdbInvoice"]["count"]
    al = addrs(run(core, "::findjsobjects -c JsmdbInvoice | "
                   "::findjsobjects").out)
    cl.check(len(al) == n and len(set(al)) == n,
             "-c JsmdbInvoice | ::findjsobjects: %d addresses (%d distinct),"
             " want %d" % (len(al), len(set(al)), n))


def t_jsprint_all(core):
    inv = core.truth["classes"]["JsmdbInvoice"]
    out = run(core, "::findjsobjects -c JsmdbInvoice | ::findjsobjects | "
              "::jsprint").out
    ids = [int(x) for x in re.findall(r'"invoiceId": (-?\d+)', out)]
    cl.check(sorted(ids) == list(range(inv["count"])),
             "want invoiceId 0..%d once each" % (inv["count"] - 1),
             "got %d ids, first %r, last %r" % (len(ids), sorted(ids)[:5],
                                                sorted(ids)[-5:]))
    bad = []
    for s in inv["samples"]:
        amount = (repr(s["amount"]) if s["amount"] != int(s["amount"])
                  else str(int(s["amount"])))
        pat = (r'\{\s*"invoiceId": %d,\s*"customer": "%s",\s*"amount": '
               r'%s,\s*"paid": %s,?\s*\}' %
               (s["invoiceId"], re.escape(s["customer"]), re.escape(amount),
                "true" if s["paid"] else "false"))
        if not re.search(pat, out):
            bad.append(s)
    cl.check(not bad, "sampled invoices not printed with their values",
             "missing: %r" % (bad,))


def t_jsfunctions(core):
    fn = core.truth["closures"]
    out = run(core, "::jsfunctions -n %s" % fn["function"]).out
    fr = [ln for ln in out.split("\n")
          if re.search(r"\s%s\s" % re.escape(fn["function"]), ln + " ")]
    cl.check(len(fr) == 1, "%d rows for %s, not 1" % (len(fr),
                                                      fn["function"]), out)
    parts = fr[0].split()
    cl.check(int(parts[1]) == fn["count"] and fn["file"] in fr[0] and
             fr[0].rstrip().endswith("line %d" % fn["line"]),
             "want %s x %d from %s line %d" %
             (fn["function"], fn["count"], fn["file"], fn["line"]), out)


def t_buffer(core, key, ctor):
    b = core.truth["buffers"][key]
    want = bytes.fromhex(b["hex"])
    cands = addrs(run(core, "::findjsobjects -c %s | ::findjsobjects" %
                      ctor).out)
    for a in cands:
        # (the class's prototype is in the group too: not a buffer)
        ln = run(core, "%s::nodebuffer -a" % a, expect_rc=None).out.split()
        if len(ln) != 2 or int(ln[1]) != b["length"]:
            continue
        got = parse_dump(run(core, '%s::nodebuffer | ::eval ".,0t%d::dump"'
                             % (a, b["length"])).out)
        if got:
            start = min(got)
            if bytes(got.get(start + i, 0)
                     for i in range(b["length"])) == want:
                return
    cl.check(False, "no %s of %d bytes holds heap.js's bytes" %
             (ctor, b["length"]), "%d candidates" % len(cands))


def refs_pair(core):
    rf = core.truth["refs"]
    target = addrs(run(core, "::findjsobjects -c %s" % rf["target"]).out)
    holder = addrs(run(core, "::findjsobjects -c %s" % rf["holder"]).out)
    cl.check(len(target) == 1 and len(holder) == 1,
             "want one %s and one %s" % (rf["target"], rf["holder"]),
             "%r %r" % (target, holder))
    return target[0], holder[0]


def t_findrefs(core):
    rf = core.truth["refs"]
    target, holder = refs_pair(core)
    r = run(core, "%s::jsfindrefs" % target)
    out = r.out
    cl.check("referred to by %s.%s" % (holder, rf["holderProperty"]) in out,
             "%s.%s not named" % (rf["holder"], rf["holderProperty"]), out)
    cl.check(re.search(r"referred to by [0-9a-f]+\[1\]", out) is not None,
             "the array slot [1] not named", out)
    # V8 6.2 gives contexts no instance types: jsmdb must say that it
    # cannot see what closures hold (and see nothing), not drop it
    if "contexts no instance types of their own" in r.err:
        cl.check("closure context" not in out, "a closure context named "
                 "where jsmdb says it cannot find them", out)
    else:
        cl.check(re.search(r"closure context.*%s" % rf["closure"], out)
                 is not None, "the closure %s not named" % rf["closure"],
                 out)
        cl.check(re.search(r"closure context, slot \d+: variable %s\) of "
                           r"function %s " % (rf["closureVariable"],
                                              rf["closure"]), out)
                 is not None, "the captured variable %s not named" %
                 rf["closureVariable"], out)
    out = run(core, "%s::jsfindrefs -r 3" % target).out
    cl.check("global.jsmdbHeap" in out,
             "-r 3 does not reach global.jsmdbHeap", out)


def t_whatis(core):
    # 0x13 bytes into the holder: its tagged address + 0x12, as mdb_v8
    # counts offsets
    holder = int(refs_pair(core)[1], 16)
    a = holder + 0x12
    out = run(core, "%x::v8whatis" % a).out
    cl.check(out.startswith("%x is %x+0x12:" % (a, holder)),
             "the interior pointer %x is not named %x+0x12" % (a, holder),
             out)


def t_nodeinfo(core):
    t = core.truth
    out = run(core, "::nodeinfo").out
    checks = [("node version", t["version"]), ("V8 version",
                                               t["versions"]["v8"]),
              ("pid", str(t["pid"])), ("platform", t["platform"]),
              ("arch", t["arch"])]
    bad = [c for c in checks
           if not re.search(r"^%s:\s+%s\s*$" % (re.escape(c[0]),
                                                re.escape(c[1])), out, re.M)]
    argv = "[" + ", ".join(json.dumps(a) for a in t["argv"]) + "]"
    if ("argv:            " + argv) not in out:
        bad.append(("argv", argv))
    if ("execArgv:        [" + ", ".join(json.dumps(a)
                                         for a in t["execArgv"]) +
            "]") not in out:
        bad.append(("execArgv", t["execArgv"]))
    cl.check(not bad, "wrong: %r" % (bad,), out)


def test_core(core):
    name = core.name
    cen = Census(core)
    cl.run_test("%s/findjsobjects" % name, t_census, core, cen)
    for cls in ("JsmdbInvoice", "JsmdbTarget", "JsmdbHolder"):
        cl.run_test("%s/count/%s" % (name, cls), t_class, core, cen, cls)
    cl.run_test("%s/props/JsmdbInvoice" % name, t_class_props, core, cen,
                "JsmdbInvoice")
    cl.run_test("%s/count/plain" % name, t_plain, core, cen)
    for kind, n in sorted(core.truth["arrays"].items()):
        cl.run_test("%s/arrays/%s" % (name, kind), t_arrays, core, cen,
                    kind, n)
    cl.run_test("%s/walk" % name, t_walk, core, cen)
    cl.run_test("%s/instances" % name, t_instances, core)
    cl.run_test("%s/jsprint-instances" % name, t_jsprint_all, core)
    cl.run_test("%s/jsfunctions" % name, t_jsfunctions, core)
    for key, ctor in (("small", "Buffer"), ("big", "Buffer"),
                      ("u8", "Uint8Array"), ("arrayBuffer", "ArrayBuffer")):
        cl.run_test("%s/nodebuffer/%s" % (name, key), t_buffer, core, key,
                    ctor)
    cl.run_test("%s/jsfindrefs" % name, t_findrefs, core)
    cl.run_test("%s/v8whatis" % name, t_whatis, core)
    cl.run_test("%s/nodeinfo" % name, t_nodeinfo, core)


if __name__ == "__main__":
    cl.run_program_tests("heap.js", sys.argv[1:], test_core)
