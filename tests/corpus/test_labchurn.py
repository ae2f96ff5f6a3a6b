#!/usr/bin/env python3
"""labchurn: the heap walk after many LocalHeaps came and went, on the
cores of corpora/node/labchurn.js (Node.js 18, 22 and 26).

labchurn.js starts and terminates worker threads and makes V8 compile on
its background threads, each with LocalHeaps V8 frees afterwards; then it
builds populations whose sizes it writes to truth.json.  The walk must
leave out the allocation areas of live LocalHeaps only: the counts must
be exact, no place rejected, and every allocator found by its shape but
not held by a live LocalHeap is said (::findjsobjects -v), never used.

Usage:
    tests/corpus/test_labchurn.py [COREDIR...]
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib as cl  # noqa: E402

ROW = re.compile(r"^\s*([0-9a-f]+)\s+(\d+)\s+(\d+)\s+(.*)$")


def run(core, cmd):
    return cl.jsmdb(["-e", cmd] + cl.exe_and_core(core))


def summary(text):
    res = {}
    for m in re.finditer(r"^findjsobjects:\s+(.*?) => (.*)$", text, re.M):
        res[m.group(1).strip()] = m.group(2).strip()
    return res


def t_counts(core, table):
    for what, want in sorted(core.truth["counts"].items()):
        if "," in what:
            mine = [int(m.group(2)) for m in table
                    if m.group(4).strip() == "Object: " + what]
        else:
            mine = [int(m.group(2)) for m in table
                    if m.group(4).strip().split(":")[0] == what]
        cl.check(mine == [want], "%s: %r counted, labchurn.js made %d" %
                 (what, mine, want))


def t_walk(core, v):
    for key in ("candidates rejected", "bytes skipped after those"):
        cl.check(v.get(key) == "0", "%s: %s, not 0" % (key, v.get(key)))
    shape = int(v.get("LAB allocators by shape", "-1"))
    dead = int(v.get("of those, LocalHeap not live", "-1"))
    used = int(v.get("other threads' LABs left out", "-1"))
    cl.check(shape >= 0 and 0 <= dead <= shape and used <= shape - dead,
             "LAB allocators: %d by shape, %d not live, %d used" %
             (shape, dead, used))


def test_core(core):
    name = core.name
    table = [m for m in (ROW.match(ln) for ln in
                         run(core, "::findjsobjects").out.split("\n")) if m]
    v = summary(run(core, "::findjsobjects -v").out)
    cl.run_test("%s/counts" % name, t_counts, core, table)
    cl.run_test("%s/walk" % name, t_walk, core, v)


if __name__ == "__main__":
    cl.run_program_tests("labchurn.js", sys.argv[1:], test_core)
