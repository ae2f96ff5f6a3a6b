#!/usr/bin/env python3
"""Corpus tests: ::heapsnapshot and jsmdb --heapsnapshot on the cores of
corpora/node/snapshot.js and corpora/node/snaproots.js (Node.js 18, 22,
24 on x86-64; snaproots also 22 on arm64, under qemu-user), against the
heap snapshot V8 itself wrote (v8.writeHeapSnapshot, just before the
abort; truth.json names it):

  - the file is a well-formed snapshot (node and edge counts, every edge
    to a node, ids unique) with V8's node and edge type tables;
  - per class of the program, the node counts are V8's and the
    program's;
  - the edges into the program's objects from the program's objects,
    arrays and contexts (from class, edge type, edge name, to class) are
    the same multiset as V8's;
  - the self sizes of the program's objects are V8's;
  - memlab (@memlab/core, an independent reader of the format) loads
    jsmdb's file and finds, to every JsmdbSnapB, the retainer path it
    finds in V8's own snapshot from the program's root object on, and
    a path from a root at all;
  - the roots: under "(GC roots)", each of V8's categories of roots that
    V8's snapshot has (strong roots, handle scope, global handles,
    eternal handles, stack roots) is a node, named as V8 names it or,
    where jsmdb does not read it, "(NAME: not decoded on V8 x.y)" with
    no edges, and the dcmd says so once;
  - the roots table's strong roots ("(Strong roots)" on V8 10.2,
    "(Strong root list)" after), global handles and eternal handles are
    V8's edge for edge (t_strong, t_handles); so are the read-only
    roots, builtins, internalized and external strings and the startup
    and shareable object caches (t_table: on V8 13.6 the 7 read-only
    roots jsmdb cannot size are said, and left out of the comparison);
    V8's other categories with edges (handle scope, compilation cache,
    extensions, relocatable; 12.4's own strong roots, empty in V8's) are
    nodes saying "not decoded";
  - the stack roots (snaproots.js): each object only a JS frame's local
    or parameter holds is retained by jsmdb's stack roots as by V8's,
    the TurboFan frame's included (t_stack); from the innermost frame of
    the program on, jsmdb's stack-root edges are V8's in V8's order, and
    V8's surplus is each frame's code and the entry frame's slots
    (t_stack_order); the unreachable nodes counted against V8's
    (t_unreachable);
  - "(Global handles)" and "(Eternal handles)": the strong and weak
    global handles and the eternal handles are V8's, edge by edge in
    V8's order (type, name, the target's node type and name), and so
    the counts per name;
  - jsmdb --heapsnapshot FILE CORE writes the same file as the dcmd;
  - its memory is flat in the number of objects: on the core with the
    most objects at hand (the benchmark core of make bench when it is
    made, else the Node.js core of the corpus with the most bytes on
    disk) jsmdb's peak anonymous memory stays within MEM_SLACK_MB plus
    1/62 of the core's size (the rank map: a bit per tagged word of
    heap) of what it is on a small core -- an id map of 12 bytes an
    object, or strings kept in memory, exceed it.

The expectations are V8's snapshot and truth.json, never jsmdb."""
import collections
import json
import os
import re
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, cores, finish, jsmdb, report_fail,  # noqa
                       run_test)

HERE = os.path.dirname(os.path.abspath(__file__))
CACHE = os.environ.get("JSMDB_CORPORA") or os.path.expanduser(
    "~/.cache/jsmdb")
MEMLAB = os.path.join(CACHE, "npm", "memlab", "node_modules")
PROG_EDGE_FROM = ("Array", "system / Context")
MEM_SLACK_MB = 32       # the string cache and arena, and noise


class Snap:
    """A parsed .heapsnapshot: nodes with their edges, by V8's tables."""

    def __init__(self, path):
        with open(path) as f:
            s = json.load(f)
        self.raw = s
        m = s["snapshot"]["meta"]
        self.nf = m["node_fields"]
        self.ef = m["edge_fields"]
        self.ntypes = m["node_types"][0]
        self.etypes = m["edge_types"][0]
        self.N = len(self.nf)
        self.E = len(self.ef)
        self.nodes = s["nodes"]
        self.edges = s["edges"]
        self.strs = s["strings"]
        self.n = len(self.nodes) // self.N
        ec = self.nf.index("edge_count")
        self.first = [0] * (self.n + 1)
        for i in range(self.n):
            self.first[i + 1] = self.first[i] + self.nodes[i * self.N + ec]

    def type(self, i):
        return self.ntypes[self.nodes[i * self.N]]

    def name(self, i):
        return self.strs[self.nodes[i * self.N + 1]]

    def size(self, i):
        return self.nodes[i * self.N + self.nf.index("self_size")]

    def out(self, i):
        """(edge type, name or index, to node) of node i's edges."""
        for e in range(self.first[i], self.first[i + 1]):
            t = self.etypes[self.edges[e * self.E]]
            n = self.edges[e * self.E + 1]
            if t not in ("element", "hidden"):
                n = self.strs[n]
            yield t, n, self.edges[e * self.E + 2] // self.N


def prog_nodes(snap, classes):
    return [i for i in range(snap.n) if snap.type(i) == "object" and
            snap.name(i) in classes]


def write_snapshot(core, path):
    r = jsmdb(["-e", "::heapsnapshot %s" % path, core.path])
    check(os.path.exists(path), "no snapshot written", r.describe())
    return r


def t_wellformed(core, mine, v8):
    s = mine.raw["snapshot"]
    check(s["node_count"] == mine.n, "node_count %d, %d nodes" % (
        s["node_count"], mine.n))
    check(s["edge_count"] == len(mine.edges) // mine.E and
          mine.first[mine.n] == s["edge_count"],
          "edge_count %d, %d edges, edge_counts add to %d" % (
              s["edge_count"], len(mine.edges) // mine.E,
              mine.first[mine.n]))
    bad = [e for e in range(0, len(mine.edges), mine.E)
           if mine.edges[e + 2] % mine.N or
           mine.edges[e + 2] // mine.N >= mine.n]
    check(not bad, "%d edges to no node" % len(bad))
    ids = [mine.nodes[i * mine.N + 2] for i in range(mine.n)]
    check(len(set(ids)) == len(ids), "node ids repeat")
    check(mine.type(0) == "synthetic", "node 0 is not the synthetic root")
    # V8's own tables: the same type numbers
    for k, t in enumerate(v8.ntypes):
        check(k < len(mine.ntypes) and mine.ntypes[k] == t,
              "node type %d is %r in V8's snapshot" % (k, t))
    check(mine.etypes == v8.etypes, "edge types %r, V8 %r" % (
        mine.etypes, v8.etypes))
    check(mine.ef == v8.ef, "edge fields %r, V8 %r" % (mine.ef, v8.ef))
    # V8 13 drops trace_node_id; readers go by the meta, so jsmdb's
    # fields need only hold V8's first five where V8 has them
    check(mine.nf[:5] == v8.nf[:5] == ["type", "name", "id", "self_size",
                                       "edge_count"],
          "node fields %r, V8 %r" % (mine.nf, v8.nf))


def t_counts(core, mine, v8):
    classes = core.truth["classes"]
    cm = collections.Counter(mine.name(i) for i in prog_nodes(mine,
                                                               classes))
    cv = collections.Counter(v8.name(i) for i in prog_nodes(v8, classes))
    for c, n in sorted(classes.items()):
        check(cv[c] == n, "V8's snapshot has %d %s, the program made %d"
              % (cv[c], c, n))
        check(cm[c] == n, "%d %s, the program made %d (V8: %d)" % (
            cm[c], c, n, cv[c]))


def prog_edges(snap, classes):
    """The multiset of edges into the program's objects from the
    program's objects, arrays and contexts."""
    out = collections.Counter()
    for i in range(snap.n):
        fn = snap.name(i)
        if fn not in classes and fn not in PROG_EDGE_FROM:
            continue
        for t, name, to in snap.out(i):
            if t not in ("property", "element", "context"):
                continue
            if snap.type(to) != "object" or snap.name(to) not in classes:
                continue
            out[(snap.type(i), fn, t, "#" if t == "element" else name,
                 snap.name(to))] += 1
    return out


def t_edges(core, mine, v8):
    classes = core.truth["classes"]
    em, ev = prog_edges(mine, classes), prog_edges(v8, classes)
    check(ev, "no edges between the program's objects in V8's snapshot")
    # the references the program made are among them
    for ref in core.truth["references"]:
        kind = ("element" if ref.get("element") else "context"
                if "variable" in ref else "property")
        name = ref.get("property") or ref.get("variable") or "#"
        frm = "system / Context" if ref["from"] == "context" else \
            ref["from"]
        n = sum(v for k, v in ev.items() if k[1:] == (frm, kind, name,
                                                         ref["to"]))
        check(n == ref["count"], "V8 has %d %s -%s %s-> %s, the program "
              "made %d" % (n, frm, kind, name, ref["to"], ref["count"]))
    if em != ev:
        diff = ["%+d %r" % (em[k] - ev[k], k) for k in sorted(
            set(em) | set(ev), key=repr) if em[k] != ev[k]]
        check(False, "the edges between the program's objects differ "
              "from V8's (jsmdb minus V8)", "\n".join(diff))


def t_sizes(core, mine, v8):
    classes = core.truth["classes"]
    for c in sorted(classes):
        sm = collections.Counter(mine.size(i) for i in prog_nodes(
            mine, {c: 1}))
        sv = collections.Counter(v8.size(i) for i in prog_nodes(
            v8, {c: 1}))
        check(sm == sv, "self sizes of %s: %r, V8 %r" % (c, dict(sm),
                                                         dict(sv)))


def memlab_paths(path, cls):
    p = subprocess.run(["node", os.path.join(HERE, "memlab_paths.js"),
                        path, cls], capture_output=True, text=True,
                       env=dict(os.environ, NODE_PATH=MEMLAB), timeout=600)
    check(p.returncode == 0, "memlab could not load %s" % path,
          p.stderr[-3000:])
    lines = [ln for ln in p.stdout.splitlines() if ln.startswith("{")]
    check(lines, "memlab printed nothing", p.stdout[-2000:] + p.stderr)
    return json.loads(lines[-1])


def path_shapes(res, classes):
    """Each path from its first program object on, element indices as
    '#'; and whether every path starts at a root."""
    shapes = collections.Counter()
    rooted = True
    for steps in res["paths"]:
        if not steps or steps[0][0] != "synthetic":
            rooted = False
        k = next((j for j, s in enumerate(steps) if s[0] == "object" and
                  s[1] in classes), None)
        if k is None:
            rooted = False
            continue
        shapes[json.dumps([[s[0], s[1], s[2],
                            "#" if s[2] == "element" else s[3]]
                           for s in steps[k:]])] += 1
    return shapes, rooted


def t_memlab(core, mine_path, v8_path):
    check(os.path.isdir(os.path.join(MEMLAB, "@memlab", "core")),
          "memlab is not installed in %s (make deps)" % MEMLAB)
    classes = core.truth["classes"]
    rm = memlab_paths(mine_path, "JsmdbSnapB")
    rv = memlab_paths(v8_path, "JsmdbSnapB")
    check(rm["nodes"] == classes["JsmdbSnapB"] == rv["nodes"],
          "memlab finds %d JsmdbSnapB in jsmdb's snapshot, %d in V8's, "
          "the program made %d" % (rm["nodes"], rv["nodes"],
                                   classes["JsmdbSnapB"]))
    sm, rooted_m = path_shapes(rm, classes)
    sv, rooted_v = path_shapes(rv, classes)
    check(rooted_v and sum(sv.values()) == rv["nodes"],
          "memlab finds no root path to every JsmdbSnapB in V8's snapshot")
    check(rooted_m, "memlab finds no path from a root to every JsmdbSnapB "
          "in jsmdb's snapshot")
    if sm != sv:
        diff = ["%+d %s" % (sm[k] - sv[k], k) for k in sorted(
            set(sm) | set(sv)) if sm[k] != sv[k]]
        check(False, "memlab's retainer paths differ from those in V8's "
              "snapshot (jsmdb minus V8)", "\n".join(diff))


ROOT_CATS = ("Strong roots", "Handle scope", "Global handles",
             "Eternal handles", "Stack roots")


def gc_roots(snap):
    gc = [to for t, n, to in snap.out(0) if snap.name(to) == "(GC roots)"]
    check(len(gc) == 1, "the root has %d (GC roots)" % len(gc))
    return gc[0]


def t_roots(core, mine, v8, out):
    vcats = set(v8.name(to) for t, n, to in v8.out(gc_roots(v8)))
    mcats = {}
    for t, n, to in mine.out(gc_roots(mine)):
        if mine.type(to) == "synthetic":
            mcats[mine.name(to)] = to
    undecoded = 0
    for cat in ROOT_CATS:
        check("(%s)" % cat in vcats, "V8's snapshot has no (%s)" % cat)
        if "(%s)" % cat in mcats:
            continue
        # the stack roots jsmdb reads are a part of V8's: said so
        partial = [k for k in mcats if re.fullmatch(
            r"\(%s: partial on V8 \d+\.\d+\)" % re.escape(cat), k)]
        if cat == "Stack roots" and partial:
            check(len(partial) == 1, "two %r nodes" % partial)
            said = [ln for ln in out.splitlines()
                    if ln.startswith("stack roots not decoded")]
            check(len(said) == 1, "the dcmd does not say once what of the "
                  "stack roots is not decoded", out)
            continue
        named = [k for k in mcats if re.fullmatch(
            r"\(%s: not decoded on V8 \d+\.\d+\)" % re.escape(cat), k)]
        check(len(named) == 1, "no (%s) under (GC roots), nor a node "
              "saying it is not decoded: %r" % (cat, sorted(mcats)))
        to = mcats[named[0]]
        check(mine.first[to + 1] == mine.first[to], "%s has edges" %
              named[0])
        undecoded += 1
    said = [ln for ln in out.splitlines() if ln.startswith("roots:")]
    if undecoded:
        check(len(said) == 1 and "not decoded" in said[0],
              "the dcmd does not say once which roots are not decoded",
              out)


# How jsmdb names some nodes V8 names otherwise: (V8's node type, name) ->
# jsmdb's.  Each is a row of docs/reference.md's "Differences from V8's own
# snapshots"; none is about the global handles themselves.
V8_NAMED_OTHERWISE = {
    # a bound function: V8 a closure "native_bind", jsmdb an object by
    # its constructor
    ("closure", "native_bind"): ("object", "Function"),
    # V8 tells a NativeContext from the other contexts
    ("hidden", "system / NativeContext"): ("object", "system / Context"),
    # instances of Node.js' primordials (class SafeMap extends Map ...):
    # V8 names them by their map's constructor (the builtin), jsmdb by
    # the prototype's constructor
    ("object", "Map"): ("object", "SafeMap"),
    ("object", "Set"): ("object", "SafeSet"),
    ("object", "WeakMap"): ("object", "SafeWeakMap"),
    ("object", "WeakSet"): ("object", "SafeWeakSet"),
    ("hidden", "system / WeakFixedArray"): ("array",
                                           "system / WeakFixedArray"),
    # V8 13.6 names the undefined oddball (and true, false, null) by
    # its root
    ("hidden", "undefined"): ("hidden", "system / Oddball"),
    ("hidden", "true"): ("hidden", "system / Oddball"),
    ("hidden", "false"): ("hidden", "system / Oddball"),
    ("hidden", "null"): ("hidden", "system / Oddball"),
    # a feedback vector (an interpreted frame's slot for it): V8 a code
    # node, jsmdb hidden, by its instance type
    ("code", "system / FeedbackVector"): ("hidden",
                                          "system / FeedbackVector"),
}


def category(snap, name):
    for t, n, to in snap.out(gc_roots(snap)):
        if snap.type(to) == "synthetic" and snap.name(to) == name:
            return to
    return None


def same_target(want, got):
    """Whether jsmdb's (node type, name) got is V8's want, V8's names
    mapped by V8_NAMED_OTHERWISE; an object jsmdb cannot name
    (<undecodable constructor>) stands for any object, and jsmdb names
    a symbol "<symbol DESC>" where V8 names it "symbol" (a private one
    "private symbol", hidden).  Returns (same, stands in)."""
    want = V8_NAMED_OTHERWISE.get(want, want)
    if got == want:
        return True, False
    if got == ("object", "<undecodable constructor>") and \
            want[0] == "object":
        return True, True
    if got[0] == "symbol" and got[1].startswith("<symbol") and want in (
            ("symbol", "symbol"), ("hidden", "private symbol")):
        return True, True
    return False, False


def t_handles(core, mine, v8, cat):
    """A category of roots jsmdb decodes, "(Global handles)" or
    "(Eternal handles)": the same handles as V8's, in V8's order: each
    edge's type (internal: strong; weak), name (its place, "1"...; V8
    names an edge to one of its own roots by the root's name, as
    "undefined_value") and target (same_target); then the counts per
    name.  Fails when the handles are dropped (none), repeated, or not
    decoded on these releases."""
    vg, mg = category(v8, cat), category(mine, cat)
    check(vg is not None, "V8's snapshot has no %s" % cat)
    check(mg is not None, "jsmdb did not decode %s: %r" % (cat, [
        mine.name(to) for t, n, to in mine.out(gc_roots(mine))
        if mine.type(to) == "synthetic"]))
    ve, me = list(v8.out(vg)), list(mine.out(mg))
    vw = sum(1 for t, n, to in ve if t == "weak")
    mw = sum(1 for t, n, to in me if t == "weak")
    check(len(me) == len(ve) and mw == vw,
          "%s has %d edges (%d weak), V8's %d (%d weak)" % (
              cat, len(me), mw, len(ve), vw))
    bad = []
    vc, mc = collections.Counter(), collections.Counter()
    stand = 0
    for k, ((vt, vn, vto), (mt, mn, mto)) in enumerate(zip(ve, me)):
        want = (v8.type(vto), v8.name(vto))
        got = (mine.type(mto), mine.name(mto))
        same, stands = same_target(want, got)
        stand += stands
        if vt != mt or (vn.isdigit() and vn != mn) or mn != str(k + 1) or \
                not same:
            bad.append("%d: V8 %s %r -> %r, jsmdb %s %r -> %r" % (
                k + 1, vt, vn, want, mt, mn, got))
        if not stands:
            vc[(vt,) + V8_NAMED_OTHERWISE.get(want, want)] += 1
            mc[(mt,) + got] += 1
    check(not bad, "%d of %d of %s differ from V8's" % (
        len(bad), len(ve), cat), "\n".join(bad[:20]))
    check(vc == mc, "the counts per name differ", "V8 only %r, jsmdb only "
          "%r" % (vc - mc, mc - vc))
    print("  %s: %d edges (%d weak) as V8's, %d of them to objects or "
          "symbols jsmdb names otherwise" % (cat, len(me), mw, stand))


def stack_node(snap):
    """The stack roots' node under (GC roots): V8's "(Stack roots)",
    jsmdb's "(Stack roots: partial on V8 x.y)"; None if there is none
    with edges."""
    for t, n, to in snap.out(gc_roots(snap)):
        if snap.type(to) == "synthetic" and \
                snap.name(to).startswith("(Stack roots") and \
                snap.first[to + 1] > snap.first[to]:
            return to
    return None


def retainers(snap, targets):
    """{target: [(edge type, from node)]} over every edge of snap."""
    r = {t: [] for t in targets}
    for i in range(snap.n):
        for t, n, to in snap.out(i):
            if to in r:
                r[to].append((t, i))
    return r


def reachable(snap, skip=None):
    """The nodes reachable from the root by edges that are not weak,
    leaving out the edges of node skip."""
    seen = bytearray(snap.n)
    seen[0] = 1
    todo = [0]
    while todo:
        i = todo.pop()
        if i == skip:
            continue
        for t, n, to in snap.out(i):
            if t != "weak" and not seen[to]:
                seen[to] = 1
                todo.append(to)
    return seen


def t_stack(core, mine, v8, out):
    """corpora/node/snaproots.js: each object truth.json lists is held
    only by a local variable or a parameter of one of the JS frames that
    are on the stack both when V8 wrote its snapshot and when the core
    was taken.  In V8's snapshot each is retained by "(Stack roots)" only
    (which checks the program: nothing else holds them); in jsmdb's, each
    is retained by its stack roots' node by as many edges of the same
    type as in V8's, and has a path from the root: the interpreted
    frames' by their layout, the TurboFan frame's (truth: optimized) by
    the spill slots its code's safepoint table marks at the return
    address, the Maglev frame's (truth: maglev, Node.js 24 cores made
    since snaproots.js has it) by the tagged spill slots its table
    counts.  Fails when optimized frames are left out or their spill
    slots are read a slot off (the JsmdbStackOptD is then not retained,
    the JsmdbStackMaglevF by one edge where V8 has two)."""
    vs, ms = stack_node(v8), stack_node(mine)
    check(vs is not None and v8.name(vs) == "(Stack roots)",
          "V8's snapshot has no (Stack roots) with edges")
    check(ms is not None, "jsmdb's snapshot has no stack roots with edges",
          out)
    want = core.truth["stack"]
    classes = set(w["class"] for w in want)
    vn = {c: [i for i in prog_nodes(v8, [c])] for c in classes}
    mn = {c: [i for i in prog_nodes(mine, [c])] for c in classes}
    vr = retainers(v8, [i for c in classes for i in vn[c]])
    mr = retainers(mine, [i for c in classes for i in mn[c]])
    seen = reachable(mine)
    nopt = nmaglev = 0
    for w in want:
        c = w["class"]
        check(len(vn[c]) == w["count"] == 1, "V8's snapshot has %d %s, the "
              "program made %d" % (len(vn[c]), c, w["count"]))
        check(len(mn[c]) == 1, "jsmdb's snapshot has %d %s" % (
            len(mn[c]), c))
        vrets = vr[vn[c][0]]
        check(vrets and all(f == vs for t, f in vrets), "in V8's snapshot "
              "%s is retained by %r, not by (Stack roots) only: the "
              "program is wrong" % (c, [(t, v8.name(f)) for t, f in vrets]))
        mrets = [(t, f) for t, f in mr[mn[c][0]] if f == ms]
        nopt += bool(w["optimized"])
        nmaglev += bool(w.get("maglev"))
        check(sorted(t for t, f in mrets) == sorted(t for t, f in vrets),
              "%s (%s of the %s frame %s): jsmdb's stack roots hold it by "
              "%r, V8's by %r" % (c, w["held"], "optimized" if
                                  w["optimized"] else "interpreted",
                                  w["frame"], [t for t, f in mrets],
                                  [t for t, f in vrets]), out)
        check(seen[mn[c][0]], "%s has no path from the root in jsmdb's "
              "snapshot" % c)
    check(nopt >= 1, "truth.json names no object of an optimized frame: "
          "the program did not get jsmdbRootsOpt optimized")
    print("  %d objects held only by JS frames, %d of them by an optimized "
          "frame (%d Maglev): each retained by jsmdb's stack roots as by "
          "V8's" % (len(want), nopt, nmaglev))


def stack_targets(snap, node):
    """(edge type, edge name, target's node type, target's name) of each
    edge of a stack roots' node, V8's names mapped by V8_NAMED_OTHERWISE,
    from the last edge to the closure jsmdbRootsInner on: the frames
    below the innermost function of snaproots.js, the same when V8 wrote
    its snapshot and when the core was taken."""
    es = []
    for t, n, to in snap.out(node):
        w = (snap.type(to), snap.name(to))
        w = V8_NAMED_OTHERWISE.get(w, w)
        es.append((t, str(n), w[0], w[1]))
    first = [i for i, e in enumerate(es)
             if e[2:] == ("closure", "jsmdbRootsInner")]
    check(first, "no stack-root edge to the closure jsmdbRootsInner")
    return es[first[-1]:]


def t_stack_order(core, mine, v8, out):
    """The stack roots' edges, from jsmdbRootsInner's frame down, against
    V8's: jsmdb's are V8's in V8's order (edge type and target's node
    type; a closure's or string's name is V8's own shorter form), with
    nothing jsmdb adds; what V8 has more is what the dcmd says jsmdb
    leaves out: each frame's code (StackFrame::IteratePc: a code node,
    an interpreted frame's (InterpreterEntryTrampoline builtin); an
    optimized frame's Code, InstructionStream and deoptimization
    literals, one run of at most 8 edges per frame), and, after the last
    JavaScript frame's, the entry frame's slots (V8 frames jsmdb does not
    decode).  The counts are printed.  Fails when a frame's slots are
    read one off, left out or added (an edge of jsmdb's no V8 edge
    matches)."""
    vs, ms = stack_node(v8), stack_node(mine)
    check(vs is not None and ms is not None, "no stack roots", out)
    ve, me = stack_targets(v8, vs), stack_targets(mine, ms)

    def same(v, m):
        # the edge type and the target: an object or a hidden or code
        # node by its name (same_target: as V8 names it or a name jsmdb
        # gives otherwise), the others by their node type (a closure's
        # or string's name is V8's own shorter form)
        if v[0] != m[0]:
            return False
        if v[2] in ("object", "hidden", "code"):
            return same_target((v[2], v[3]), (m[2], m[3]))[0]
        return v[2] == m[2] or (v[2] == "symbol" and m[2] == "symbol")
    # jsmdb's edges as a subsequence of V8's, each matched to the first
    # V8 edge after the previous match; the V8 edges skipped are runs
    ops, i = [], 0
    for j, e in enumerate(me):
        k = i
        while k < len(ve) and not same(ve[k], e):
            k += 1
        check(k < len(ve), "jsmdb's stack roots have edges V8's have not "
              "(in order, from jsmdbRootsInner's frame on): its %d-th, "
              "%r, after V8's %r" % (j, e, ve[i - 1] if i else None))
        if k > i:
            ops.append(("delete", i, k))
        i = k + 1
    if i < len(ve):
        ops.append(("delete", i, len(ve)))
    tail = ops[-1] if ops and ops[-1][2] == len(ve) else None
    inner = [o for o in ops if o is not tail]
    ncode = 0
    for op, a1, a2 in inner:
        run = ve[a1:a2]
        check(a2 - a1 <= 8 and any(
            e[2] == "code" and e[3] != "system / BytecodeArray"
            for e in run), "V8 has edges jsmdb has not that are no "
            "frame's code: %r" % (run,))
        ncode += len(run)
    check(tail is not None and ve[tail[1]][2] == "code",
          "V8's stack roots do not end in the last frame's code and the "
          "entry frame's slots")
    # the last JS frame's code, then the entry frame's
    nentry = tail[2] - tail[1] - 1
    check(len(ve) == len(me) + ncode + 1 + nentry, "the counts do not add "
          "up: V8 %d, jsmdb %d, %d code, 1 + %d" % (
              len(ve), len(me), ncode, nentry))
    print("  from jsmdbRootsInner's frame on, V8 %d edges, jsmdb %d: V8's "
          "%d more are the code of each of %d JS frames (with the "
          "optimized ones' deoptimization literals), %d the entry frames' "
          "below (their slots and code)" % (len(ve), len(me), ncode + 1,
                                           len(inner) + 1, nentry))


def t_unreachable(core, mine, v8, out):
    """The nodes with no path from the root, jsmdb's against V8's.  V8
    writes its snapshot after a full GC, from every root list; jsmdb
    from the roots it decodes (the global objects, the roots table's
    strong roots, global and eternal handles, the stack roots of
    interpreted and baseline frames) over a
    heap that still holds garbage.  So jsmdb has more: the objects only
    the root lists it does not read keep alive (V8's own graph, with
    only jsmdb's categories as roots, leaves that many unreachable:
    printed), the builtins' code (V8's "(Builtins)"), objects reached
    through trusted or code pointers the walk does not follow, and
    garbage.  What the test holds: the stack roots are in use -- leaving
    out their edges leaves more of jsmdb's nodes unreachable; and every
    CodeWrapper and BytecodeWrapper is held by its Code or BytecodeArray
    (in the tagged fields jsmdb reads).

    The figures on the snaproots cores (Node.js 18, 22, 24): V8 0, 8,
    8; V8's own graph with only jsmdb's categories as roots 17, 25, 25;
    jsmdb 90, 43, 64 (3,223, 14,035, 15,503 before it read the
    read-only roots, builtins, string tables, object caches and the
    tagged fields of Code and BytecodeArray).  What remains: the ByteArrays
    and CodeDataContainers only code-space InstructionStreams hold
    (their bodies are not read: 27 + 16, 17, 0), TrustedByteArrays of
    V8 13.6 (29), the object only the optimized frame holds (said), on
    24 two Codes (and their wrappers) only a frame's pc holds (not
    read), and garbage the core keeps (V8 collects before it writes)."""
    def count(seen):
        return len(seen) - sum(seen)
    cats = ("(Strong roots)", "(Strong root list)", "(Global handles)",
            "(Eternal handles)", "(Stack roots)", "(Read-only roots)",
            "(Builtins)", "(Internalized strings)", "(External strings)",
            "(Startup object cache)",
            "(Shareable object cache)")
    vall = count(reachable(v8))
    gc = gc_roots(v8)
    seen = bytearray(v8.n)
    seen[0] = 1
    todo = [0]
    while todo:
        i = todo.pop()
        for t, n, to in v8.out(i):
            if t == "weak" or seen[to]:
                continue
            if i == gc and v8.type(to) == "synthetic" and \
                    v8.name(to) not in cats:
                continue
            seen[to] = 1
            todo.append(to)
    vsome = count(seen)
    ms = stack_node(mine)
    mall = count(reachable(mine))
    mnost = count(reachable(mine, skip=ms))
    print("  unreachable nodes: V8 %d of %d; V8 with only the roots jsmdb "
          "decodes %d; jsmdb %d of %d, %d without its stack roots" % (
              vall, v8.n, vsome, mall, mine.n, mnost))
    check(ms is not None and mnost > mall, "jsmdb's stack roots keep "
          "nothing alive that nothing else does (%d, %d without)" % (
              mall, mnost))
    # V8 12.4 on: every Code and BytecodeArray names its wrapper in its
    # tagged fields, so every wrapper has its Code or BytecodeArray as a
    # retainer when jsmdb reads those fields (a wrapper may still have
    # no path from the root: the Code of an optimized frame, which only
    # the frame's pc holds, and garbage)
    wrappers = [i for i in range(mine.n) if mine.name(i) in (
        "system / CodeWrapper", "system / BytecodeWrapper")]
    held = retainers(mine, wrappers)
    lost = collections.Counter(mine.name(i) for i in wrappers if not [
        f for t, f in held[i] if mine.name(f) in ("system / Code",
                                                  "system / BytecodeArray")])
    check(not lost, "wrappers their Code or BytecodeArray does not "
          "hold: %r" % lost)


# How V8 names the nodes of objects its roots table holds, where jsmdb
# names them as it names every object of their class: (V8's (node type,
# name), jsmdb's).  V8 tags some internal objects ("(shared function
# info)", "(constant pool)"), files some as code and names some by
# nothing; jsmdb names each by its instance type, as for every other
# object of that type ("system / CLASS"; a SharedFunctionInfo a code node
# named by its function's name, empty for these builtins' own).  Each
# pair is one object class named two ways: docs/reference.md's table of
# differences ("names of V8's internal objects").
STRONG_NAMED_OTHERWISE = {
    (("hidden", "system / Map"), ("object shape", "system / Map")),
    (("code", ""), ("hidden", "system / Script")),
    (("code", ""), ("code", "system / Code")),
    (("code", "(shared function info)"), ("code", "")),
    (("code", "(constant pool)"), ("array", "system / TrustedFixedArray")),
    (("array", ""), ("array", "system / RegisteredSymbolTable")),
    (("array", ""), ("array", "system / HashTable")),
    (("array", ""), ("array", "system / OrderedHashSet")),
    (("code", "system / FeedbackCell"), ("hidden", "system / FeedbackCell")),
    (("code", "system / TrustedByteArray"),
     ("hidden", "system / TrustedByteArray")),
    (("code", "system / WeakArrayList"), ("hidden", "system / WeakArrayList")),
    # V8 13.6 names a DependentCode (a WeakArrayList) by its base class
    (("code", "system / WeakArrayList"), ("hidden", "system / DependentCode")),
    (("hidden", "system / WeakArrayList"),
     ("hidden", "system / DependentCode")),
    (("hidden", "system / ProtectedFixedArray"),
     ("array", "system / ProtectedFixedArray")),
    (("hidden", "system / ProtectedWeakFixedArray"),
     ("array", "system / ProtectedWeakFixedArray")),
    (("hidden", "system / TrustedWeakFixedArray"),
     ("array", "system / TrustedWeakFixedArray")),
}


def t_strong(core, mine, v8):
    """The roots table's strong roots: V8 10.2's "(Strong roots)", 12.4's
    and 13.6's "(Strong root list)" (where "(Strong roots)" is another
    list, Heap::strong_roots_head_, which jsmdb does not decode): the
    same edges as V8's, one for one in V8's order: each edge "internal",
    named by its place (V8 names an edge to one of its roots by the
    root's name, and still counts it), its target of V8's object class
    (same_target, or a pair of STRONG_NAMED_OTHERWISE).  Fails when the
    table is not read, read at another offset (other objects, or
    another count), or shifted by one slot."""
    cat = "(Strong root list)"
    if category(v8, cat) is None:
        cat = "(Strong roots)"
    vg, mg = category(v8, cat), category(mine, cat)
    check(vg is not None and v8.first[vg + 1] > v8.first[vg],
          "V8's snapshot has no %s with edges" % cat)
    check(mg is not None, "jsmdb did not decode %s: %r" % (cat, [
        mine.name(to) for t, n, to in mine.out(gc_roots(mine))
        if mine.type(to) == "synthetic"]))
    ve, me = list(v8.out(vg)), list(mine.out(mg))
    check(len(me) == len(ve), "%s has %d edges, V8's %d" % (
        cat, len(me), len(ve)))
    bad = []
    other = 0
    for k, ((vt, vn, vto), (mt, mn, mto)) in enumerate(zip(ve, me)):
        want = (v8.type(vto), v8.name(vto))
        got = (mine.type(mto), mine.name(mto))
        same = same_target(want, got)[0]
        if not same and (want, got) in STRONG_NAMED_OTHERWISE:
            same = True
            other += 1
        if vt != "internal" or mt != vt or \
                (vn.isdigit() and vn != mn) or mn != str(k + 1) or \
                not same:
            bad.append("%d: V8 %s %r -> %r, jsmdb %s %r -> %r" % (
                k + 1, vt, vn, want, mt, mn, got))
    check(not bad, "%d of %d of %s differ from V8's" % (
        len(bad), len(ve), cat), "\n".join(bad[:20]))
    print("  %s: %d edges as V8's, %d to objects V8 names otherwise" % (
        cat, len(me), other))


# How V8 names the builtins' and read-only roots' targets where jsmdb
# names them as every object of their class (each a row of
# docs/reference.md's differences): V8 names a builtin's Code
# "(NAME builtin code)", jsmdb "system / Code" (it does not read the
# builtins' names); V8 13.6 names some read-only roots by the root.
# V8 names a string map by the strings it describes ("system / Map
# (SeqOneByteString)"), a hidden node, where jsmdb names every map an
# "object shape" "system / Map"; and V8 files the empty DescriptorArray
# as an object shape.
def table_named_otherwise(want, got):
    if want[0] == "code" and re.fullmatch(r"\(\w+ builtin( code)?\)",
                                          want[1]) and \
            got == ("code", "system / Code"):
        return True
    if want[1].startswith("system / Map (") and \
            got == ("object shape", "system / Map"):
        return True
    # a string that ends in NULs (ascii_nul_string, "\0"; a script name
    # with a NUL after it): V8 writes each NUL as a space, jsmdb's name
    # stops before them
    if want[0] == got[0] == "string" and len(want[1]) > len(got[1]) and \
            want[1] == got[1] + " " * (len(want[1]) - len(got[1])):
        return True
    # a string of over 1,024 characters: V8 names it by the first 1,024,
    # jsmdb by those and "..." (it says the name is cut)
    if want[0] == got[0] == "string" and len(want[1]) == 1024 and \
            got[1] == want[1] + "...":
        return True
    # code units that are no characters (lone surrogates): V8 writes
    # "?", jsmdb U+FFFD
    if want[0] == got[0] == "string" and want[1] and \
            set(want[1]) == {"?"} and set(got[1]) == {"\ufffd"}:
        return True
    # V8 tags an elements store by its first referrer, jsmdb names it
    # as every FixedArray
    if want == ("array", "(object elements)") and got == ("array", ""):
        return True
    if want == ("object shape", "system / DescriptorArray") and \
            got == ("hidden", "system / DescriptorArray"):
        return True
    if want[0] == "hidden" and got[0] == "hidden" and \
            got[1].startswith("system / ") and \
            want[1] in ("undefined", "null", "true", "false"):
        return True
    return False


# The classes of V8 13.6's read-only roots whose size jsmdb cannot
# tell (its size rules have none for them there), so that they are no
# nodes: the empty and the builtin scope infos, the empty
# SwissNameDictionary and WasmNull (docs/reference.md)
NOT_SIZED = {"system / ScopeInfo", "system / SwissNameDictionary",
             "system / WasmNull"}


def t_table(core, mine, v8, cat):
    """A category of roots jsmdb reads as one table, "(Read-only roots)"
    (the roots table before its strong roots) or "(Builtins)" (the
    builtin table, then the tier-0 table): the same edges as V8's, one
    for one in V8's order, each "internal", named by its place (V8 names
    a read-only root's edge by the root's name, a builtin's "N / NAME"),
    its target of V8's object class (same_target, STRONG_NAMED_OTHERWISE
    or table_named_otherwise).  Fails when the table is not read, read
    one slot off (another first object, or another count), or when the
    tier-0 builtins are left out."""
    vg, mg = category(v8, cat), category(mine, cat)
    check(vg is not None and v8.first[vg + 1] > v8.first[vg],
          "V8's snapshot has no %s with edges" % cat)
    ve = list(v8.out(vg))
    missing = 0
    if mg is None:
        # objects jsmdb cannot size are no nodes: the node says how
        # many of the table's words it left out
        for t, n, to in mine.out(gc_roots(mine)):
            m = re.fullmatch(r"\(%s: (\d+) of (\d+) on V8 \d+\.\d+, "
                             r"(\d+) objects not sized\)" %
                             re.escape(cat[1:-1]), mine.name(to))
            if m and mine.type(to) == "synthetic":
                mg = to
                missing = int(m.group(3))
                check(int(m.group(2)) == len(ve) and
                      int(m.group(1)) + missing == len(ve),
                      "%s says %s, V8 has %d edges" % (
                          cat, mine.name(to), len(ve)))
    check(mg is not None, "jsmdb did not decode %s: %r" % (cat, [
        mine.name(to) for t, n, to in mine.out(gc_roots(mine))
        if mine.type(to) == "synthetic"]))
    me = list(mine.out(mg))
    check(len(me) + missing == len(ve), "%s has %d edges, V8's %d" % (
        cat, len(me), len(ve)))
    if missing:
        # the edges jsmdb has are V8's in V8's order but those to the
        # objects of NOT_SIZED (each of them), the places renumbered
        keep = [e for e in ve if v8.name(e[2]) not in NOT_SIZED]
        check(len(ve) - len(keep) == missing, "%s: V8 has %d edges to "
              "objects of %r, jsmdb says it left out %d" % (
                  cat, len(ve) - len(keep), sorted(NOT_SIZED), missing))
        ve = keep
    bad = []
    other = 0
    for k, ((vt, vn, vto), (mt, mn, mto)) in enumerate(zip(ve, me)):
        want = (v8.type(vto), v8.name(vto))
        got = (mine.type(mto), mine.name(mto))
        same = same_target(want, got)[0]
        # V8 files a read-only root's object by how the first object
        # that refers to it tags it ("(constant pool)", "", another
        # node type); jsmdb by its class, as every object of it
        tagged = cat == "(Read-only roots)" and not vn.isdigit() and \
            got[1].startswith("system / ") and \
            (want[1] == got[1] or want[1] == "" or
             re.fullmatch(r"\(.*\)", want[1]))
        if not same and ((want, got) in STRONG_NAMED_OTHERWISE or
                         table_named_otherwise(want, got) or tagged):
            same = True
            other += 1
        if cat == "(Builtins)" and not re.fullmatch(r"%d / \w+" % (k + 1),
                                                    vn):
            same = False
        # V8 numbers its edges by place too: after one left out, its
        # numbers are ahead of jsmdb's
        if vt != "internal" or mt != vt or \
                (vn.isdigit() and vn != mn and not missing) or \
                mn != str(k + 1) or not same:
            bad.append("%d: V8 %s %r -> %r, jsmdb %s %r -> %r" % (
                k + 1, vt, vn, want, mt, mn, got))
    check(not bad, "%d of %d of %s differ from V8's" % (
        len(bad), len(ve), cat), "\n".join(bad[:20]))
    print("  %s: %d edges as V8's, %d to objects V8 names otherwise%s" % (
        cat, len(me), other, ", %d of V8's left out (said)" % missing
        if missing else ""))


def t_cli(core, mine_path, tmp):
    other = os.path.join(tmp, "cli.heapsnapshot")
    r = jsmdb(["--heapsnapshot", other, core.path])
    check(os.path.exists(other), "jsmdb --heapsnapshot wrote nothing",
          r.describe())
    with open(other, "rb") as a, open(mine_path, "rb") as b:
        check(a.read() == b.read(), "jsmdb --heapsnapshot and "
              "::heapsnapshot wrote different files")
    r = jsmdb(["--heapsnapshot", os.path.join(tmp, "no", "such", "dir",
                                              "x"), core.path],
              expect_rc=None)
    check(r.rc != 0, "an unwritable FILE is not an error", r.describe())


def t_json(core, mine_path, mine, v8, tmp):
    """::heapsnapshot under -o json writes the same file, then a
    "snapshot" record whose counts are the file's own, and a "root"
    record per category of V8's roots at the release: a category said
    decoded and complete has as many edges as V8's own snapshot's node
    of that name; one with `of` has V8's count there; one not decoded,
    or not complete, gives a reason; every category V8's snapshot has
    edges in has a record (docs/json.md)."""
    other = os.path.join(tmp, "json.heapsnapshot")
    r = jsmdb(["-o", "json", "-e", "::heapsnapshot %s" % other, core.path])
    recs = [json.loads(ln) for ln in r.out.splitlines() if ln]
    check(recs and all(x.get("dcmd") == "heapsnapshot" for x in recs),
          "not heapsnapshot records", r.describe())
    with open(other, "rb") as a, open(mine_path, "rb") as b:
        check(a.read() == b.read(), "-o json wrote a different file")
    snap = [x for x in recs if x["record"] == "snapshot"]
    check(len(snap) == 1 and snap[0]["file"] == other, "snapshot record",
          r.describe())
    s = snap[0]
    check((s["nodes"], s["edges"], s["strings"]) ==
          (mine.n, len(mine.edges) // mine.E, len(mine.strs)),
          "counts %r, the file's %r" % ((s["nodes"], s["edges"],
                                          s["strings"]),
                                         (mine.n, len(mine.edges) // mine.E,
                                          len(mine.strs))))
    roots = [x for x in recs if x["record"] == "root"]
    cats = [x["category"] for x in roots]
    check(len(set(cats)) == len(cats), "a category twice: %r" % cats)
    bad = []
    for x in roots:
        if x["category"] == "global objects":
            continue
        node = category(v8, "(%s)" % x["category"])
        want = len(list(v8.out(node))) if node is not None else 0
        if x["decoded"] and x["complete"] and x["edges"] != want:
            bad.append("%s: %s edges, V8's %d" % (x["category"],
                                                  x["edges"], want))
        if x["decoded"] and x["of"] is not None and x["of"] != want:
            bad.append("%s: of %s, V8's %d" % (x["category"], x["of"],
                                               want))
        if not x["complete"] and not x["reason"]:
            bad.append("%s: not complete, no reason" % x["category"])
        if x["complete"] and (x["reason"] or not x["decoded"]):
            bad.append("%s: complete with %r" % (x["category"],
                                                 x["reason"]))
    check(not bad, "; ".join(bad), r.describe()[:3000])
    # V8's categories that hold something (it lists empty ones too)
    named = set(v8.name(to) for t, n, to in v8.out(gc_roots(v8))
                if v8.type(to) == "synthetic" and any(v8.out(to)))
    said = set("(%s)" % c for c in cats)
    check(not (named - said - {"(Traced handles)"}),
          "V8's categories with no record: %r" % sorted(named - said))


def peak_anon(argv):
    """Runs argv; its exit status, output and peak RssAnon (kB), sampled
    from /proc every 2 ms."""
    p = subprocess.Popen(argv, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True,
                         errors="replace")
    anon = 0
    status = "/proc/%d/status" % p.pid
    t0 = time.monotonic()
    while p.poll() is None:
        check(time.monotonic() - t0 < 900, "jsmdb hung: %s" % argv)
        try:
            with open(status) as f:
                for ln in f:
                    if ln.startswith("RssAnon:"):
                        anon = max(anon, int(ln.split()[1]))
        except (OSError, ValueError):
            pass
        time.sleep(0.002)
    return p.returncode, p.stdout.read(), anon


def disk_size(path):
    return os.stat(path).st_blocks * 512


def big_core():
    """(argv prefix, core path, size) of the core with the most objects
    at hand."""
    bench = os.path.join(CACHE, "bench", "bench-node18", "core")
    if os.path.exists(bench):
        node = subprocess.run([os.path.join(HERE, "..", "..", "corpora",
                                            "make-cores.sh"), "--node",
                               "18"], capture_output=True,
                              text=True).stdout.strip()
        if node:
            return [node, bench], disk_size(bench)
    # the most bytes on disk (cores are sparse: their heap is what is
    # written)
    best = None
    for c in cores("node"):
        if c.ready and (best is None or disk_size(c.path) >
                        disk_size(best.path)):
            best = c
    check(best is not None, "no Node.js core made")
    return [best.path], disk_size(best.path)


def t_memory(small, tmp):
    from corpuslib import JSMDB
    if os.environ.get("ASAN_OPTIONS"):
        # make asan: AddressSanitizer keeps freed memory in its
        # quarantine (256 MB by default) and shadows the rest, so the
        # peak says nothing of the writer's own; the plain build's run
        # measures it
        print("  memory: not measured under AddressSanitizer")
        return
    out = os.path.join(tmp, "mem.heapsnapshot")
    rc, text, a_small = peak_anon([JSMDB, "--heapsnapshot", out,
                                   small.path])
    check(rc == 0, "jsmdb --heapsnapshot failed on %s" % small.name, text)
    m = re.search(r"(\d+) nodes", text)
    n_small = int(m.group(1)) if m else 0
    args, size = big_core()
    rc, text, a_big = peak_anon([JSMDB, "--heapsnapshot", out] + args)
    os.unlink(out)
    check(rc == 0, "jsmdb --heapsnapshot failed on %s" % args[-1], text)
    m = re.search(r"(\d+) nodes", text)
    n_big = int(m.group(1)) if m else 0
    check(n_big >= 10 * n_small, "%s has %d nodes, not many more than "
          "%s's %d" % (args[-1], n_big, small.name, n_small))
    bound = MEM_SLACK_MB * 1024 + size // 62 // 1024
    check(a_big - a_small <= bound, "peak anonymous memory %d kB on %s "
          "(%d nodes), %d kB on %s (%d nodes): %d kB more, over %d kB"
          % (a_big, args[-1], n_big, a_small, small.name, n_small,
             a_big - a_small, bound))
    print("  memory: %d kB on %s (%d nodes), %d kB on %s (%d nodes)" % (
        a_big, args[-1], n_big, a_small, small.name, n_small))


def snapshot_checks(core, names):
    """Writes jsmdb's snapshot of core and runs the checks named, each
    against V8's own snapshot of the same process."""
    if not core.ready:
        report_fail(core.name, "core not made (make corpora)")
        return
    v8_path = core.truth["heapsnapshot"]
    if not os.path.exists(v8_path):
        report_fail(core.name, "V8's snapshot %s is missing" % v8_path)
        return
    with tempfile.TemporaryDirectory() as tmp:
        mine_path = os.path.join(tmp, "jsmdb.heapsnapshot")
        state = {}

        def load():
            state["out"] = write_snapshot(core, mine_path).out
            state["mine"] = Snap(mine_path)
            state["v8"] = Snap(v8_path)
        run_test("%s/write" % core.name, load)
        if "mine" not in state:
            return
        mine, v8, out = state["mine"], state["v8"], state["out"]
        table = {
            "well-formed": (t_wellformed, core, mine, v8),
            "class-counts": (t_counts, core, mine, v8),
            "edges": (t_edges, core, mine, v8),
            "self-sizes": (t_sizes, core, mine, v8),
            "roots": (t_roots, core, mine, v8, out),
            "strong-roots": (t_strong, core, mine, v8),
            "global-handles": (t_handles, core, mine, v8,
                               "(Global handles)"),
            "eternal-handles": (t_handles, core, mine, v8,
                                "(Eternal handles)"),
            "read-only-roots": (t_table, core, mine, v8,
                                "(Read-only roots)"),
            "builtins": (t_table, core, mine, v8, "(Builtins)"),
            "internalized-strings": (t_table, core, mine, v8,
                                     "(Internalized strings)"),
            "external-strings": (t_table, core, mine, v8,
                                 "(External strings)"),
            "startup-object-cache": (t_table, core, mine, v8,
                                     "(Startup object cache)"),
            "shareable-object-cache": (t_table, core, mine, v8,
                                       "(Shareable object cache)"),
            "memlab-paths": (t_memlab, core, mine_path, v8_path),
            "cli": (t_cli, core, mine_path, tmp),
            "json": (t_json, core, mine_path, mine, v8, tmp),
            "stack-roots": (t_stack, core, mine, v8, out),
            "stack-roots-order": (t_stack_order, core, mine, v8, out),
            "unreachable": (t_unreachable, core, mine, v8, out),
        }
        for name in names:
            run_test("%s/%s" % (core.name, name), *table[name])


def main():
    cs = [c for c in cores("node") if c.program.endswith("snapshot.js")]
    # the snaproots cores: Node.js 18, 22, 24 on x86-64, and 22 on arm64
    # (qemu-user: V8 wrote its snapshot there too)
    rs = [c for c in cores() if c.program.endswith("snaproots.js") and
          (c.engine == "node" or c.engine.startswith("qemu-arm64-"))]
    if not cs:
        report_fail("heapsnapshot", "no snapshot.js core in "
                    "corpora/cores.list")
        finish()
    # snapshot.js: V8's classes, edges, sizes and every root list jsmdb
    # reads; snaproots.js: the roots, with what only frames hold
    checks_cs = ["well-formed", "class-counts", "edges", "self-sizes",
                 "roots", "strong-roots", "read-only-roots", "builtins",
                 "internalized-strings", "external-strings",
                 "startup-object-cache", "shareable-object-cache",
                 "global-handles", "eternal-handles", "memlab-paths", "cli",
                 "json"]
    checks_rs = ["well-formed", "roots", "strong-roots", "read-only-roots",
                 "builtins", "internalized-strings", "external-strings",
                 "startup-object-cache",
                 "shareable-object-cache", "global-handles",
                 "eternal-handles", "stack-roots", "stack-roots-order",
                 "unreachable"]
    for core in cs:
        snapshot_checks(core, checks_cs)
    if not rs:
        report_fail("heapsnapshot", "no snaproots.js core in "
                    "corpora/cores.list")
    for core in rs:
        snapshot_checks(core, checks_rs)
    ready = [c for c in cs if c.ready]
    if ready:
        with tempfile.TemporaryDirectory() as tmp:
            run_test("memory-flat", t_memory, ready[0], tmp)
    finish()


if __name__ == "__main__":
    main()
