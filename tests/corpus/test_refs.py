#!/usr/bin/env python3
"""Corpus tests: ::jsfindrefs through the holders a user cannot see
(corpora/node/refs.js): a sliced string keeping its parent, a cons
string its parts, a bound function its target, this and arguments, a
closure context its captured variable (named).  Every address comes from
the heap by way of the program's markers; what holds what comes from the
program's truth.json, never from jsmdb's output."""
import os
import re
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, cores, finish, report_fail,  # noqa: E402
                       run_cmd, run_test)

ROOTQ = "::findjsobjects -p jsmdbRefsMarker | ::findjsobjects | "


def member_addr(core, prop):
    """The address of root.prop, as ::jsprint -a shows it."""
    r = run_cmd(core, ROOTQ + "::jsprint -a -d 1")
    m = re.search(r'^\s*"%s": ([0-9a-f]+): ' % re.escape(prop), r.out,
                  re.M)
    check(m is not None, "no address for %s" % prop, r.describe())
    return m.group(1)


def root_addr(core):
    r = run_cmd(core, "::findjsobjects -p jsmdbRefsMarker | "
                "::findjsobjects")
    check(len(r.out.split()) == 1, "not one root object", r.describe())
    return r.out.split()[0]


def field(core, addr, name):
    """A field of a V8 object, from ::v8print (the layout V8 names)."""
    r = run_cmd(core, "%s::v8print" % addr)
    m = re.search(r"\b%s = ([0-9a-f]+) \(" % name, r.out)
    check(m is not None, "%s has no field %s" % (addr, name), r.describe())
    return m.group(1)


def by_marker(core, marker):
    r = run_cmd(core, "::findjsobjects -p %s | ::findjsobjects" % marker)
    check(len(r.out.split()) == 1, "not one object with %s" % marker,
          r.describe())
    return r.out.split()[0]


def t_sliced(core, truth):
    t = truth["slice"]
    slc = member_addr(core, t["property"])
    parent = field(core, slc, "parent")
    r = run_cmd(core, "%s::v8str" % parent)
    check(len(r.out.strip()) >= min(t["parentLength"], 1000),
          "the parent is not the %d-character string" % t["parentLength"],
          r.describe())
    r = run_cmd(core, "%s::jsfindrefs -r 2" % parent)
    check("%s referred to by %s (sliced string: its parent)" % (
        parent, slc) in r.out, "the sliced string is not the parent's "
          "referrer", r.describe())
    check("%s referred to by %s.%s" % (slc, root_addr(core), t["property"])
          in r.out, "-l 2 does not reach root.%s" % t["property"],
          r.describe())


def t_cons(core, truth):
    t = truth["rope"]
    rope = member_addr(core, t["property"])
    for fld, role in (("first", "first part"), ("second", "second part")):
        part = field(core, rope, fld)
        r = run_cmd(core, "%s::jsfindrefs" % part)
        check("%s referred to by %s (cons string: its %s)" % (
            part, rope, role) in r.out, "the rope is not its %s's "
              "referrer" % fld, r.describe())


def t_bound(core, truth):
    t = truth["bound"]
    bound = member_addr(core, t["property"])
    for marker, what in ((t["thisMarker"], "[[BoundThis]]"),
                         (t["argMarker"], "[[BoundArgs]][0]")):
        obj = by_marker(core, marker)
        r = run_cmd(core, "%s::jsfindrefs" % obj)
        check("%s referred to by %s.%s" % (obj, bound, what) in r.out,
              "%s not named as the bound function's %s" % (marker, what),
              r.describe())
    r = run_cmd(core, "%s::jsprint" % bound)
    check(r.out.strip() == "bound function %s" % t["target"],
          "the bound function's target is not %s" % t["target"],
          r.describe())


def t_collections(core, truth):
    """An object kept by a Map (as key or value), a Set or a WeakMap is
    named by its entry; a WeakMap's key is marked weak."""
    root = root_addr(core)
    t = truth["map"]
    m = member_addr(core, t["property"])
    cases = [(t["keyMarker"], "%s.[[Entries]][%d].key" % (m, t["keyEntry"]),
              t["property"]),
             (t["valueMarker"], "%s.[[Entries]][%d].value" % (
                 m, t["valueEntry"]), t["property"])]
    t = truth["set"]
    cases.append((t["marker"], "%s.[[Entries]][%d]" % (
        member_addr(core, t["property"]), t["entry"]), t["property"]))
    t = truth["weak"]
    w = member_addr(core, t["property"])
    cases.append((t["keyMarker"], re.compile(
        r"%s\.\[\[Entries\]\]\[\d+\]\.key \(weak" % w), t["property"]))
    cases.append((t["valueMarker"], re.compile(
        r"%s\.\[\[Entries\]\]\[\d+\]\.value \(kept while its key is\)"
        % w), t["property"]))
    for marker, want, prop in cases:
        obj = by_marker(core, marker)
        r = run_cmd(core, "%s::jsfindrefs -r 2" % obj)
        if isinstance(want, str):
            ok = ("%s referred to by %s\n" % (obj, want)) in r.out + "\n"
        else:
            ok = want.search(r.out) is not None
        check(ok, "%s: not named as %s" % (marker, getattr(
            want, "pattern", want)), r.describe())
        check("referred to by %s.%s" % (root, prop) in r.out,
              "%s: -l 2 does not reach root.%s" % (marker, prop),
              r.describe())


def t_closure(core, truth):
    t = truth["closure"]
    obj = by_marker(core, t["marker"])
    keeper = member_addr(core, t["property"])
    r = run_cmd(core, "%s::jsfindrefs -r 2" % obj)
    check(re.search(r"\(closure context, slot \d+: variable %s\) of "
                    r"function %s %s$" % (t["variable"], t["function"],
                                          keeper), r.out, re.M),
          "the context slot is not named %s of %s" % (t["variable"],
                                                       t["function"]),
          r.describe())
    check("%s referred to by %s.%s" % (keeper, root_addr(core),
                                       t["property"]) in r.out,
          "-l 2 does not reach root.%s" % t["property"], r.describe())


def main():
    rs = [c for c in cores("node") if c.program.endswith("refs.js")]
    if not rs:
        report_fail("refs", "no refs.js core in corpora/cores.list")
        finish()
    for core in rs:
        if not core.ready:
            report_fail(core.name, "core not made (make corpora)")
            continue
        truth = core.truth
        run_test("%s/sliced-string" % core.name, t_sliced, core, truth)
        run_test("%s/cons-string" % core.name, t_cons, core, truth)
        run_test("%s/bound-function" % core.name, t_bound, core, truth)
        run_test("%s/closure-variable" % core.name, t_closure, core, truth)
        run_test("%s/collections" % core.name, t_collections, core, truth)
    finish()


if __name__ == "__main__":
    main()
