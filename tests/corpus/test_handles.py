#!/usr/bin/env python3
"""Corpus tests: ::nodehandles and ::noderequests on cores of
corpora/node/handles.js, which holds three TCP handles (a server, a
client it unref'd, the accepted socket: their file descriptors are in its
truth), a Signal and an FSEvent handle, and an fs open of a FIFO waiting
in the thread pool.  Every handle and request of the truth must be listed
with its libuv type, state, descriptor, constructor (and path); every
other line must be decoded too (no "?").  Expectations come from the
program's truth.json."""
import os
import re
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, cores, finish, report_fail,  # noqa: E402
                       run_cmd, run_test)


def rows(out, ncols):
    """The data rows: WRAP OBJECT ... split into ncols-1 fields and the
    rest (the constructor, maybe a path)."""
    got = []
    for ln in out.splitlines()[1:]:
        f = ln.split(None, ncols - 1)
        if len(f) == ncols and re.fullmatch(r"[0-9a-f]+", f[0]):
            got.append(f)
    return got


def t_handles(core):
    r = run_cmd(core, "::nodehandles")
    check(r.out.splitlines()[0].split() == ["WRAP", "OBJECT", "TYPE",
                                            "STATE", "FD", "CONSTRUCTOR"],
          "no header", r.describe())
    got = rows(r.out, 6)
    for f in got:
        check(f[2] != "?" and f[3] != "<unreadable>",
              "a handle jsmdb could not decode: %s" % " ".join(f),
              r.describe())
    left = list(got)
    for h in core.truth["handles"]:
        fd = str(h["fd"]) if "fd" in h else "-"
        m = [f for f in left if f[2] == h["type"] and f[3] == h["state"] and
             f[4] == fd and f[5] == h["constructor"]]
        check(m, "%s (%s %s fd %s %s) not listed" % (
            h["what"], h["type"], h["state"], fd, h["constructor"]),
            r.describe())
        left.remove(m[0])
        if h["what"] == "server":
            # the OBJECT is the JavaScript handle: the Server's _handle
            rr = run_cmd(core, "%s::jsfindrefs" % m[0][1])
            check(re.search(r"referred to by [0-9a-f]+\._handle$", rr.out,
                            re.M), "the server's OBJECT is not a "
                  "net.Server's _handle", rr.describe())


def t_requests(core):
    r = run_cmd(core, "::noderequests")
    got = rows(r.out, 5)
    for q in core.truth["requests"]:
        want = "%s %s" % (q["constructor"], q["path"])
        check([f for f in got if f[2] == q["type"] and f[3] == q["fs"] and
               f[4] == want], "%s (%s %s %s) not listed" % (
                   q["what"], q["type"], q["fs"], want), r.describe())
    for f in got:
        check(f[2] != "?", "a request jsmdb could not decode: %s" %
              " ".join(f), r.describe())


def main():
    hs = [c for c in cores("node") if c.program.endswith("handles.js")]
    if not hs:
        report_fail("handles", "no handles.js core in corpora/cores.list")
        finish()
    for core in hs:
        if not core.ready:
            report_fail(core.name, "core not made (make corpora)")
            continue
        run_test("%s/nodehandles" % core.name, t_handles, core)
        run_test("%s/noderequests" % core.name, t_requests, core)
    finish()


if __name__ == "__main__":
    main()
