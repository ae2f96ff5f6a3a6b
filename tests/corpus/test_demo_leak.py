#!/usr/bin/env python3
"""Corpus tests of the leak in corpora/node/demo.js, on every demo core:
what docs/tutorial.md shows must hold on each Node.js release.  The
program recorded what it leaked in truth.json ("leak": the class and
count of the leaked requests, the server and Map holding them, the first
and last request); the checks compare jsmdb's answers with that."""
import json
import os
import re
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib  # noqa: E402
from corpuslib import (CoreDir, check, cores, finish,  # noqa: E402
                       report_fail, run_test)


def run_cmd(core, cmd):
    """jsmdb -e CMD on the core: the core's own way when it has one
    (tests/corpus/jschecks.py runs these checks on cores that need -L or
    a binary named), else corpuslib's."""
    if hasattr(core, "run"):
        return core.run(cmd)
    return corpuslib.run_cmd(core, cmd)


def t_census(core, leak):
    """::findjsobjects has a row of leak.count objects of the class."""
    r = run_cmd(core, "::findjsobjects")
    rows = [ln.split() for ln in r.out.splitlines()]
    counts = [int(f[1]) for f in rows
              if len(f) >= 4 and f[3].rstrip(":") == leak["class"]]
    check(counts == [leak["count"]], "%s: rows with counts %s, expected "
          "one of %d" % (leak["class"], counts, leak["count"]),
          r.describe())


def t_members(core, leak):
    """Every member of the group prints, and the first and last request
    the program handled are among them."""
    cmd = "::findjsobjects -c %s | ::findjsobjects | ::jsprint -s url" % (
        leak["class"])
    r = run_cmd(core, cmd)
    urls = set(ln.strip() for ln in r.out.splitlines() if ln.strip())
    check(len(urls) == leak["count"], "%d distinct urls, expected %d" % (
        len(urls), leak["count"]), r.describe())
    for k in ("first", "last"):
        want = json.dumps(leak[k]["url"])
        check(want in urls, "%s request's url %s not printed" % (k, want),
              r.describe())


def t_holder(core, leak):
    """The server prints with its counter and a Map of the right size."""
    h = leak["holder"]
    r = run_cmd(core, "::findjsobjects -c %s | ::jsprint -d 1" % h["class"])
    check(json.dumps(h["name"]) in r.out, "server name not printed",
          r.describe())
    check(re.search(r'"handled": %d,' % h["handled"], r.out),
          "handled is not %d" % h["handled"], r.describe())
    check(re.search(r'"%s": Map\(%d\)' % (h["property"], h["size"]), r.out),
          "%s is not a Map(%d)" % (h["property"], h["size"]), r.describe())


def t_refs(core, leak):
    """::jsfindrefs walks from the Map up to the global variable, as the
    tutorial does: Map <- server.requestCache <- jsmdbState.server <-
    global.jsmdbState."""
    h = leak["holder"]
    path = h["path"].split(".")          # global, jsmdbState, server, ...
    r = run_cmd(core, "::findjsobjects -c %s | ::jsprint -a -d 0 %s" % (
        h["class"], h["property"]))
    m = re.match(r"\s*([0-9a-f]+):", r.out)
    check(m, "no address for %s" % h["property"], r.describe())
    r = run_cmd(core, "%s::jsfindrefs -r 3" % m.group(1))
    for prop in path[2:]:
        check(re.search(r"referred to by [0-9a-f]+\.%s\b" % prop, r.out),
              "no referrer by .%s" % prop, r.describe())
    check("global.%s " % path[1] in r.out, "global.%s not found" % path[1],
          r.describe())


def t_refs_complete_lines(core, leak):
    """A leaked request is held only inside a Map's hash table (no JS-level
    referrer): ::jsfindrefs says so in one line, and no line names a
    referrer it then leaves out ("X referred to by " with nothing after)."""
    r = run_cmd(core, "::findjsobjects -c %s | ::findjsobjects" %
                leak["class"])
    first = r.out.split()[0] if r.out.split() else None
    check(first, "no %s found" % leak["class"], r.describe())
    r = run_cmd(core, "%s::jsfindrefs" % first)
    for line in r.out.splitlines():
        check(not re.search(r"referred to by\s*$", line) and
              not re.search(r"referred to by [0-9a-f]+ is not", line),
              "dangling referrer line: %r" % line, r.describe())


def t_body(core, leak):
    """The first request's body Buffer: ::nodebuffer -a gives its length,
    and the bytes there are the text the program sent."""
    first = leak["first"]
    # the body of every request, with its address; then the first one's
    r = run_cmd(core, "::findjsobjects -c %s | ::findjsobjects | "
                "::jsprint -a -d 0 body ! grep ." % leak["class"])
    bodies = [ln.split(":")[0].strip() for ln in r.out.splitlines()]
    check(len(bodies) == leak["count"], "%d bodies, expected %d" % (
        len(bodies), leak["count"]), r.describe())
    want = first["body"]["text"].encode("latin1").hex()
    hexes = " ".join(want[i:i + 2] for i in range(0, len(want), 2))
    r2 = run_cmd(core, "::findjsobjects -c %s | ::findjsobjects | "
                 "::jsprint -s body" % leak["class"])
    idx = [i for i, ln in enumerate(r2.out.splitlines())
           if ln.strip() == "<Buffer %s>" % hexes]
    check(len(idx) == 1, "the first request's body is not printed once",
          r2.describe())
    buf = bodies[idx[0]]
    r3 = run_cmd(core, "%s::nodebuffer -a" % buf)
    f = r3.out.split()
    check(len(f) == 2 and int(f[1]) == first["body"]["length"],
          "nodebuffer -a: length is not %d" % first["body"]["length"],
          r3.describe())
    r4 = run_cmd(core, "%s::nodebuffer | ::eval \".,0t%d::dump\"" % (
        buf, first["body"]["length"]))
    text = "".join(ln[-16:] for ln in r4.out.splitlines()[1:])
    check(first["body"]["text"] in text,
          "the dump does not spell %r" % first["body"]["text"], r4.describe())


def main():
    if sys.argv[1:]:
        # core directories named on the command line (make stress)
        demos = [CoreDir(d) for d in sys.argv[1:]]
    else:
        demos = [c for c in cores("node") if c.program.endswith("demo.js")]
    if not demos:
        report_fail("demo-leak", "no demo.js core in corpora/cores.list")
        finish()
    for core in demos:
        p = core.name
        if not getattr(core, "ready", True):
            report_fail(p, "core not built (make corpora)")
            continue
        leak = core.truth.get("leak")
        if leak is None:
            report_fail(p, "truth.json has no leak (old core? make corpora)")
            continue
        run_test("%s/leak-census" % p, t_census, core, leak)
        run_test("%s/leak-members" % p, t_members, core, leak)
        run_test("%s/leak-holder" % p, t_holder, core, leak)
        run_test("%s/leak-refs" % p, t_refs, core, leak)
        run_test("%s/leak-refs-lines" % p, t_refs_complete_lines, core, leak)
        run_test("%s/leak-body" % p, t_body, core, leak)
    finish()


if __name__ == "__main__":
    main()
