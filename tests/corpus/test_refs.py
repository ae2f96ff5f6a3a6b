#!/usr/bin/env python3
"""Corpus tests: ::jsfindrefs through the holders a user cannot see
(corpora/node/refs.js): a sliced string keeping its parent, a cons
string its parts, a bound function its target, this and arguments, a
closure context its captured variable (named).  Every address comes from
the heap by way of the program's markers; what holds what comes from the
program's truth.json, never from jsmdb's output."""
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, cores, finish, report_fail,  # noqa: E402
                       run_cmd, run_test, jsmdb)

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


NODE_RE = re.compile(r'^  "([0-9a-f]+)" \[label="\{((?:[^"\\]|\\.)*)\|'
                     r'([0-9a-f]+)\}"(, style=bold)?\];$')
EDGE_RE = re.compile(r'^  ("[0-9a-f]+"|global) -> "([0-9a-f]+)" '
                     r'\[label="((?:[^"\\]|\\.)*)"\];$')


def unescape(s):
    return re.sub(r"\\(.)", lambda m: m.group(1), s)


def parse_dot(text):
    """(nodes {addr: kind}, bold set, edges [(from, to, label)]); every
    line must be one the writer makes: a node is a record {KIND|ADDR}."""
    lines = text.splitlines()
    check(lines[:3] == ["digraph retainers {",
                        '  node [shape=record, fontname="monospace"];',
                        '  edge [fontname="monospace"];'] and
          lines[-1] == "}", "not a jsmdb retainer graph", text)
    nodes, bold, edges, unref = {}, set(), [], set()
    for ln in lines[3:-1]:
        m = NODE_RE.match(ln)
        if m:
            check(m.group(3) == m.group(1), "node %s labelled %s" % (
                m.group(1), m.group(3)))
            nodes[m.group(1)] = unescape(m.group(2))
            if m.group(4):
                bold.add(m.group(1))
            continue
        m = EDGE_RE.match(ln)
        if m:
            edges.append((m.group(1).strip('"'), m.group(2),
                          unescape(m.group(3))))
            continue
        m = re.match(r"^  /\* ([0-9a-f]+) is not referred to by a known "
                     r"object \*/$", ln)
        if m:
            unref.add(m.group(1))
            continue
        check(ln == "  global [shape=ellipse];",
              "a line that is neither node nor edge: %r" % ln, text)
    for f, t, _ in edges:
        check(t in nodes and (f == "global" or f in nodes),
              "an edge %s -> %s between undeclared nodes" % (f, t), text)
    parse_dot.unref = unref
    return nodes, bold, edges


def graph_of(core, addr, depth=2):
    r = run_cmd(core, "%s::jsfindrefs -g -r %d" % (addr, depth))
    # Graphviz itself must accept it
    p = subprocess.run(["dot", "-Tsvg"], input=r.out, capture_output=True,
                       text=True)
    check(p.returncode == 0 and "<svg" in p.stdout,
          "dot -Tsvg refuses the graph: %s" % p.stderr.strip(), r.out)
    return parse_dot(r.out)


def t_graph(core, truth):
    """::jsfindrefs -g: exactly the retainers the program made, each
    edge labelled as the text names it, and root.PROP one level up."""
    root = root_addr(core)
    tb, tc, tm, ts = (truth["bound"], truth["closure"], truth["map"],
                      truth["set"])
    bound = member_addr(core, tb["property"])
    keeper = member_addr(core, tc["property"])
    m = member_addr(core, tm["property"])
    st = member_addr(core, ts["property"])
    cases = [
        (tb["argMarker"], bound, "[[BoundArgs]][0]", tb["property"]),
        (tb["thisMarker"], bound, "[[BoundThis]]", tb["property"]),
        (tm["keyMarker"], m, "[[Entries]][%d].key" % tm["keyEntry"],
         tm["property"]),
        (tm["valueMarker"], m, "[[Entries]][%d].value" % tm["valueEntry"],
         tm["property"]),
        (ts["marker"], st, "[[Entries]][%d]" % ts["entry"], ts["property"]),
        (tc["marker"], keeper, None, tc["property"]),
    ]
    for marker, holder, label, prop in cases:
        obj = by_marker(core, marker)
        nodes, bold, edges = graph_of(core, obj)
        check(bold == {obj}, "%s: the target is not the bold node" % marker)
        into = [(f, lab) for f, t, lab in edges if t == obj]
        # the truth's holder, and only garbage besides (an array literal
        # the GC has not collected: nothing refers to it)
        extra = [f for f, _ in into if f != holder]
        check([f for f, _ in into].count(holder) == 1 and
              all(f in parse_dot.unref and
                  not any(t == f for _, t, _ in edges) for f in extra),
              "%s: retained by %s, truth: only %s" % (marker, into, holder))
        into = [(f, lab) for f, lab in into if f == holder]
        if label is not None:
            check(into[0][1] == "." + label, "%s: edge %r, want .%s" % (
                marker, into[0][1], label))
        else:
            check(re.fullmatch(r"\(closure context, slot \d+: variable %s\)"
                               r" of function %s" % (tc["variable"],
                                                     tc["function"]),
                               into[0][1]) is not None,
                  "%s: edge %r names no variable %s of %s" % (
                      marker, into[0][1], tc["variable"], tc["function"]))
            check(nodes[holder] == "function %s" % tc["function"],
                  "the closure's node: %r" % nodes[holder])
        check((root, holder, "." + prop) in edges,
              "%s: no edge root.%s -> %s one level up" % (marker, prop,
                                                           holder))
        check(nodes[root] == "Object", "root node %r" % nodes[root])
    # the sliced string's parent: held by the slice, the slice by root
    slc = member_addr(core, truth["slice"]["property"])
    parent = field(core, slc, "parent")
    nodes, bold, edges = graph_of(core, parent)
    check([(f, lab) for f, t, lab in edges if t == parent] ==
          [(slc, "(sliced string: its parent)")],
          "the parent's retainers", str(edges))
    check(nodes[slc] == "string", "the slice's node %r" % nodes[slc])
    # with -v it refuses; depth 1 has no second level
    r = jsmdb(["-e", "%s::jsfindrefs -g -v" % parent, core.path],
              expect_rc=1)
    nodes, bold, edges = graph_of(core, parent, depth=1)
    check(all(t == parent for _, t, _ in edges), "-r 1: a second level")


def t_graph_mdbv8(core, truth):
    """::jsfindrefs -g on mdb_v8's fixtures (corpora/node/mdbv8.js): the
    retainers of aLongerString, aString and aDummyString are exactly
    those its truth lists (the root, the sliced and cons strings, the
    array, the RegExp, the bound function, the closure), and the cycle
    root <-> array is two edges of one graph."""
    import test_mdbv8
    t = truth["jsfindrefs"]
    root, addrs = test_mdbv8.findrefs_addrs(core, truth)
    for name in ("aLongerString", "aString", "aDummyString"):
        want = sorted(addrs[p] if p else root for p, _ in t[name])
        nodes, bold, edges = graph_of(core, addrs[name], depth=1)
        got = sorted(f for f, to, _ in edges if to == addrs[name])
        check(got == want, "%s: retainers %s, truth %s" % (name, got, want))
        for p, kind in t[name]:
            w = addrs[p] if p else root
            lab = [lab for f, to, lab in edges if f == w][0]
            if kind == "sliced":
                check(lab == "(sliced string: its parent)", lab)
            elif kind == "cons":
                check(lab == "(cons string: its first part)", lab)
            elif kind == "closure":
                check(nodes[w].startswith("function "), nodes[w])
            elif kind == "bound":
                check(nodes[w].startswith("bound function "), nodes[w])
            else:
                check(nodes[w] == kind, "%s: node %r, truth %s" % (
                    name, nodes[w], kind))
    arr = addrs[t["cycle"]]
    nodes, bold, edges = graph_of(core, root, depth=2)
    pairs = {(f, to) for f, to, _ in edges}
    check((arr, root) in pairs and (root, arr) in pairs,
          "the cycle root <-> %s is not in the graph" % arr, str(edges))


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
        run_test("%s/graph" % core.name, t_graph, core, truth)
    for name in ("mdbv8-node22", "mdbv8-node26", "mdbv8-node8"):
        core = [c for c in cores("node") if c.name == name]
        if not core or not core[0].ready:
            report_fail(name, "core not made (make corpora)")
            continue
        run_test("%s/graph" % name, t_graph_mdbv8, core[0], core[0].truth)
    finish()


if __name__ == "__main__":
    main()
