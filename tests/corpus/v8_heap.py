#!/usr/bin/env python3
"""v8_heap.py: the whole-heap dcmds against a core of corpora/node/heap.js.

Usage:
    tests/corpus/v8_heap.py COREDIR [NODE]

COREDIR holds the core and the truth.json that heap.js wrote before it
aborted (and, when made by corpora/make-cores.sh, meta.json naming the
node binary).  NODE overrides the binary: meta.json's "exe", else
truth.json's "execPath".  The jsmdb under test is $JSMDB (default
build/jsmdb).  Prints TAP-style "ok N - what" / "not ok N - what" lines
and exits 1 if anything failed (2 on bad usage).

Every expectation comes from truth.json -- the counts heap.js allocated,
the bytes it put in its buffers, where its own inner function starts --
never from jsmdb's output.  Addresses found with one dcmd are only used to
drive the next one.
"""

import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
JSMDB = os.environ.get("JSMDB") or os.path.join(ROOT, "build", "jsmdb")
if not os.path.isabs(JSMDB):
    JSMDB = os.path.join(ROOT, JSMDB)
TIMEOUT = float(os.environ.get("JSMDB_TIMEOUT", "300"))

_n = 0
_failed = 0


def report(ok, what, detail=None):
    global _n, _failed
    _n += 1
    if ok:
        print("ok %d - %s" % (_n, what))
    else:
        _failed += 1
        print("not ok %d - %s" % (_n, what))
        if detail:
            for ln in str(detail).rstrip("\n").split("\n")[:30]:
                print("#   " + ln)
    sys.stdout.flush()


class Jsmdb:
    def __init__(self, node, core):
        self.node = node
        self.core = core

    def run(self, cmds):
        """Runs commands; returns (stdout, stderr, exit status)."""
        p = subprocess.run([JSMDB, "-e", cmds, self.node, self.core],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=TIMEOUT)
        return (p.stdout.decode("utf-8", "replace"),
                p.stderr.decode("utf-8", "replace"), p.returncode)

    def out(self, cmds):
        return self.run(cmds)[0]


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


def dump_bytes(j, addr, length):
    """The bytes of a buffer through ::nodebuffer | ::eval ::dump."""
    out = j.out('%s::nodebuffer | ::eval ".,0t%d::dump"' % (addr, length))
    got = parse_dump(out)
    if not got:
        return None
    start = min(got)
    return bytes(got.get(start + i, 0) for i in range(length))


def main():
    if len(sys.argv) not in (2, 3):
        sys.stderr.write(__doc__)
        return 2
    coredir = sys.argv[1]
    core = os.path.join(coredir, "core")
    truth = json.load(open(os.path.join(coredir, "truth.json")))
    node = sys.argv[2] if len(sys.argv) == 3 else None
    if node is None and os.path.exists(os.path.join(coredir, "meta.json")):
        node = json.load(open(os.path.join(coredir, "meta.json"))).get("exe")
    if node is None:
        node = truth.get("execPath")
    j = Jsmdb(node, core)
    print("# %s (node %s)" % (coredir, truth.get("version")))

    # ---- the census ----
    out, err, rc = j.run("::findjsobjects")
    table = rows(out)
    report(rc == 0 and len(table) > 0, "::findjsobjects runs", err)
    verbose = j.out("::findjsobjects -v")

    inv = truth["classes"]["JsmdbInvoice"]
    mine = [r for r in table if r[3] == "JsmdbInvoice"]
    total = sum(r[1] for r in mine)
    report(len(mine) == 1 and total == inv["count"],
           "JsmdbInvoice: one group of %d (garbage: %d not counted)" %
           (inv["count"], inv["garbage"]),
           "rows: %r" % (mine,))
    if mine:
        r = mine[0]
        shown = [p.strip() for p in r[4].split(",")]
        report(r[2] == len(inv["properties"]) and
               all(a == b for a, b in zip(shown, inv["properties"])
                   if not a.endswith("...")),
               "JsmdbInvoice: %d properties %s" %
               (len(inv["properties"]), ", ".join(inv["properties"])),
               "row: %r" % (r,))

    plain = truth["plain"]
    want = "Object"
    pr = [r for r in table if r[3] == want and
          r[4].replace(" ", "") == ",".join(plain["properties"])]
    report(len(pr) == 1 and pr[0][1] == plain["count"],
           "plain objects: Object: %s x %d (garbage: %d not counted)" %
           (", ".join(plain["properties"]), plain["count"], plain["garbage"]),
           "rows: %r" % (pr,))

    for cls in ("JsmdbTarget", "JsmdbHolder"):
        rr = [r for r in table if r[3] == cls]
        report(len(rr) == 1 and rr[0][1] == truth["classes"][cls]["count"],
               "%s: %d" % (cls, truth["classes"][cls]["count"]),
               "rows: %r" % (rr,))

    for kind, n in sorted(truth["arrays"].items()):
        rr = [r for r in table if r[3] == "Array (%s)" % kind]
        report(len(rr) == 1 and rr[0][1] >= n,
               "arrays grouped by kind: Array (%s) >= %d" % (kind, n),
               "rows: %r" % (rr,))

    report("heap found by => walking V8 pages" in verbose and
           "new space top => found" in verbose,
           "heap walked by pages, new space top found",
           "\n".join(ln for ln in verbose.split("\n")
                     if "findjsobjects:" in ln))

    # ---- every instance, then their values ----
    out = j.out("::findjsobjects -c JsmdbInvoice | ::findjsobjects")
    al = addrs(out)
    report(len(al) == inv["count"] and len(set(al)) == inv["count"],
           "-c JsmdbInvoice | ::findjsobjects: %d distinct addresses" %
           inv["count"], "got %d (%d distinct)" % (len(al), len(set(al))))

    out = j.out("::findjsobjects -c JsmdbInvoice | ::findjsobjects | "
                "::jsprint")
    ids = [int(x) for x in re.findall(r'"invoiceId": (-?\d+)', out)]
    report(sorted(ids) == list(range(inv["count"])),
           "::jsprint of every instance: invoiceId 0..%d, once each" %
           (inv["count"] - 1),
           "got %d ids, first %r" % (len(ids), sorted(ids)[:5]))
    bad = []
    for s in inv["samples"]:
        pat = (r'\{\s*"invoiceId": %d,\s*"customer": "%s",\s*"amount": '
               r'%s,\s*"paid": %s,?\s*\}' %
               (s["invoiceId"], re.escape(s["customer"]),
                re.escape(repr(s["amount"]) if s["amount"] !=
                          int(s["amount"]) else str(int(s["amount"]))),
                "true" if s["paid"] else "false"))
        if not re.search(pat, out):
            bad.append(s)
    report(not bad, "::jsprint shows the sampled invoices' values",
           "missing: %r" % (bad,))

    # ---- closures ----
    cl = truth["closures"]
    out = j.out("::jsfunctions -n %s" % cl["function"])
    fr = [ln for ln in out.split("\n")
          if re.search(r"\s%s\s" % re.escape(cl["function"]), ln + " ")]
    ok = False
    if len(fr) == 1:
        parts = fr[0].split()
        ok = (int(parts[1]) == cl["count"] and
              cl["file"] in fr[0] and
              fr[0].rstrip().endswith("line %d" % cl["line"]))
    report(ok, "::jsfunctions: %s x %d from %s line %d" %
           (cl["function"], cl["count"], os.path.basename(cl["file"]),
            cl["line"]), out)

    # ---- buffers: ::nodebuffer and ::dump ----
    for key, ctor in (("small", "Buffer"), ("big", "Buffer"),
                      ("u8", "Uint8Array"), ("arrayBuffer", "ArrayBuffer")):
        b = truth["buffers"][key]
        want = bytes.fromhex(b["hex"])
        cands = addrs(j.out("::findjsobjects -c %s | ::findjsobjects" %
                            ctor))
        found = None
        for a in cands:
            ln = j.out("%s::nodebuffer -a" % a).split()
            if len(ln) == 2 and int(ln[1]) == b["length"]:
                got = dump_bytes(j, a, b["length"])
                if got == want:
                    found = a
                    break
        report(found is not None,
               "::nodebuffer | ::dump: %s (%s, %d bytes) has heap.js's bytes" %
               (key, ctor, b["length"]), "%d candidates" % len(cands))

    # ---- references ----
    rf = truth["refs"]
    target = addrs(j.out("::findjsobjects -c %s" % rf["target"]))
    holder = addrs(j.out("::findjsobjects -c %s" % rf["holder"]))
    if len(target) == 1 and len(holder) == 1:
        out = j.out("%s::jsfindrefs" % target[0])
        report("referred to by %s.%s" % (holder[0], rf["holderProperty"])
               in out, "::jsfindrefs names %s.%s" %
               (rf["holder"], rf["holderProperty"]), out)
        report(re.search(r"referred to by [0-9a-f]+\[1\]", out) is not None,
               "::jsfindrefs names the array slot [1]", out)
        report(re.search(r"closure context.*%s" % rf["closure"], out)
               is not None, "::jsfindrefs names the closure %s" %
               rf["closure"], out)
        out = j.out("%s::jsfindrefs -l 3" % target[0])
        report("global.jsmdbHeap" in out,
               "::jsfindrefs -l 3 reaches global.jsmdbHeap", out)
    else:
        report(False, "::jsfindrefs (no single %s / %s)" %
               (rf["target"], rf["holder"]))

    # ---- ::v8whatis ----
    if len(holder) == 1:
        h = int(holder[0], 16)
        out = j.out("%x::v8whatis" % (h - 1 + 0x13))
        report(out.startswith("%x is %s+0x13:" % (h - 1 + 0x13, holder[0])),
               "::v8whatis of an interior pointer names the object and "
               "offset", out)

    # ---- ::nodeinfo ----
    out = j.out("::nodeinfo")
    checks = [
        ("node version", truth["version"]),
        ("V8 version", truth["versions"]["v8"]),
        ("pid", str(truth["pid"])),
        ("platform", truth["platform"]),
        ("arch", truth["arch"]),
    ]
    bad = [c for c in checks
           if not re.search(r"^%s:\s+%s\s*$" % (re.escape(c[0]),
                                                re.escape(c[1])),
                            out, re.M)]
    argv = "[" + ", ".join(json.dumps(a) for a in truth["argv"]) + "]"
    if ("argv:            " + argv) not in out:
        bad.append(("argv", argv))
    if ("execArgv:        [" + ", ".join(json.dumps(a)
                                         for a in truth["execArgv"]) +
            "]") not in out:
        bad.append(("execArgv", truth["execArgv"]))
    report(not bad, "::nodeinfo: versions, pid, platform, arch, argv, "
           "execArgv", "wrong: %r\n%s" % (bad, out))

    print("1..%d" % _n)
    return 1 if _failed else 0


if __name__ == "__main__":
    sys.exit(main())
