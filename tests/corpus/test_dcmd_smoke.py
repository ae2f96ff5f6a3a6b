#!/usr/bin/env python3
"""Every registered dcmd, run on real cores with no address, with a bad
address and with the address of a real JavaScript object, must end with a
one-line answer or an error: exit status 0 or 1, never a signal, a hang or
a sanitizer report (corpuslib.jsmdb fails the test on those).  This is a
floor under every dcmd, including ones no other test exercises."""
import os
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib as cl  # noqa: E402

# Cores to run on: the oldest and newest release lines, the native core,
# and SpiderMonkey's oldest and newest (GJS on libmozjs-102).
CORES = ("demo-node18", "demo-node24", "threads", "sm-js78", "sm-gjs")
SPIDERMONKEY = ("js78", "js102", "gjs")
# Not run: they end the session or run other commands by design.
SKIP = {"quit", "eval"}
BAD_ADDRS = ("0", "10", "deadbeef1", "fffffffffffff001")


def dcmd_names(core):
    r = cl.run_cmd(core, "::dcmds")
    names = [line.split()[0] for line in r.out.splitlines() if line.strip()]
    cl.check(len(names) > 10, "::dcmds listed %d dcmds" % len(names))
    return [n for n in names if n not in SKIP]


def an_object(core):
    """A JavaScript object's address, from the census, or None."""
    if core.engine == "native":
        return None
    r = cl.run_cmd(core, "::findjsobjects", expect_rc=None)
    for line in r.out.splitlines():
        f = line.split()
        if len(f) >= 4 and f[1].isdigit():
            return f[0]
    return None


def t_dcmd(core, name, obj):
    """NAME, BAD::NAME for each bad address, OBJ::NAME."""
    cmds = ["::" + name] + ["%s::%s" % (a, name) for a in BAD_ADDRS]
    if obj is not None:
        cmds.append("%s::%s" % (obj, name))
    for cmd in cmds:
        r = cl.run_cmd(core, cmd, expect_rc=None)
        cl.check(r.rc in (0, 1), "%s: exit status %d" % (cmd, r.rc),
                 r.describe())


def main():
    want = set(sys.argv[1:]) or set(CORES)
    found = [c for c in cl.cores() if c.name in want]
    if not found:
        cl.report_fail("dcmd-smoke", "none of %s is listed" % sorted(want))
    for core in found:
        if not core.ready:
            cl.report_fail("%s/dcmd-smoke" % core.name, "core not built")
            continue
        try:
            names = dcmd_names(core)
            obj = an_object(core)
        except cl.TestFailure as e:
            cl.report_fail("%s/dcmd-smoke" % core.name, e.reason)
            continue
        for name in names:
            cl.run_test("%s/smoke/%s" % (core.name, name), t_dcmd, core,
                        name, obj)
    cl.finish()


if __name__ == "__main__":
    main()
