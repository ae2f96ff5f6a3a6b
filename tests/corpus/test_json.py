#!/usr/bin/env python3
"""test_json.py: corpus tests of the JSON forms of the value dcmds
(::jsprint, ::jsconstructor, ::jsarray, ::jsfindrefs, ::jsfunction,
::jssource, ::jsclosure, ::nodebuffer), the Node.js ones (::nodeinfo,
::nodehandles, ::noderequests), ::jsengine, the engines' internals
(::v8type, ::v8print, ::v8str, ::v8pages, ::v8whatis, ::v8function,
::v8code, ::v8context, ::v8scopeinfo, ::v8array, ::v8internal,
::v8types, ::v8classes, ::v8frametypes, ::v8facts, ::v8field, ::v8load,
::v8warnings, ::smtype, ::smprint, ::smstatus, ::smchunks), mdb's
::mappings, ::regs, ::nm and ::whatis (docs/json.md, schema jsmdb/1),
and of the refusal
of a dcmd without one: once per command, not once per address.

Usage:
    tests/corpus/test_json.py

Two things are checked on every core:

  - every record each dcmd writes is valid against docs/json.md itself:
    the record kinds and their fields are read from the document's
    tables (the "## ::DCMD" sections, each "`record`:" line or "One
    `record` record" line before a table, and "`record`: `field`
    (type), ..." lines), so the document and the output cannot drift: a
    record kind, a field missing or too many, or a value of another type
    fails;
  - the values are the program's: inspect.js's truth.json (V8: the
    root's properties as util.inspect shows them, their constructors,
    function names, the closure's variables, the Buffer's bytes, the
    source file itself), refs.js's truth.json (who holds what, and how:
    a property, a WeakMap's entry, a closure context's variable, a bound
    function's target) and sm.js's truth.json (SpiderMonkey: the Kinds
    object's values, the Holder's strings and its one referrer; through
    ::smprint every kind sm.js recorded), the SpiderMonkey chunks' and
    arenas' own bytes read from the core file (runtime, AllocKind, free
    lists), spidermonkey/facts.c's rows giving their offsets,
    heap.js's (process.*), handles.js's (its handles and request),
    inspect.js's functions, code objects and embedder fields, the
    binary's own v8dbg_* metadata (nm, and gdb reading the values),
    V8's own %DebugPrint types and sizes (inspect.js), gdb's reading of
    the same memory and registers, and the core's own program headers
    and NT_FILE note (parsed in this file), never jsmdb's own text
    output.

Cores: inspect-node{0.10,12,18,22,26}, refs-node{18,22,24},
mdbv8-node{0.10,12,18,22,26} (schema only), sm-js102 and sm-gjs,
heap-node{0.10,8,22,24}, handles-node{0.10,4,10,18,22,24}, threads.  Prints
corpuslib's "PASS CORE/test" or "FAIL CORE/test: reason"; exits 1 when
anything failed.  Environment: JSMDB, JSMDB_TIMEOUT, JSMDB_CORPORA.
"""
import json
import os
import re
import struct
import subprocess
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib as cl  # noqa: E402

Fail = cl.TestFailure
check = cl.check
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
DOC = os.path.join(ROOT, "docs", "json.md")
DCMDS = ("jsprint", "jsconstructor", "jsarray", "jsfindrefs",
         "jsfunction", "jssource", "jsclosure", "nodebuffer", "nodeinfo",
         "nodehandles", "noderequests", "jsengine", "v8type", "v8print",
         "v8str", "v8pages", "v8whatis", "smtype", "mappings", "regs",
         "nm", "whatis", "smstatus", "smchunks", "smprint", "v8function",
         "v8code", "v8context", "v8scopeinfo", "v8array", "v8internal",
         "v8types", "v8classes", "v8frametypes", "v8facts", "v8field",
         "v8load", "v8warnings", "walk", "walkers", "dcmds", "dis",
         "width", "heapsnapshot")
COMMON = {"schema": "string", "dcmd": "string", "record": "string"}


# ---- the schema, read from docs/json.md ----

def parse_doc(path=DOC):
    """{dcmd: {record: {field: type}}} from the document's sections."""
    with open(path) as f:
        lines = f.read().splitlines()
    schema = {}
    cur = None
    prev = ""           # the last non-blank line outside a table
    i = 0
    while i < len(lines):
        ln = lines[i]
        m = re.match(r"^## ::(\w+)", ln)
        if m:
            cur = m.group(1) if m.group(1) in DCMDS else None
            if cur:
                schema[cur] = {}
            i += 1
            continue
        if cur is None:
            i += 1
            continue
        if ln.startswith("| field | type |"):
            m = re.search(r"`(\w+)`", prev)
            check(m is not None, "docs/json.md ::%s: a table with no "
                  "record named before it" % cur)
            rec = schema[cur].setdefault(m.group(1), {})
            i += 2          # the header and the |---| line
            while i < len(lines) and lines[i].startswith("|"):
                cells = [c.strip() for c in lines[i].strip("|").split("|")]
                check(len(cells) >= 3, "docs/json.md: bad row %r" %
                      lines[i])
                for fld in re.findall(r"`(\w+)`", cells[0]):
                    rec[fld] = cells[1]
                i += 1
            continue
        # "`unreferenced`: `target` (address), `level` (count)."
        m = re.match(r"^`(\w+)`: (`\w+` \([^)]*\)(, )?)+\.?$", ln)
        if m:
            rec = schema[cur].setdefault(m.group(1), {})
            for fld, typ in re.findall(r"`(\w+)` \(([^)]*)\)", ln):
                rec[fld] = typ
        if ln.strip():
            prev = ln
        i += 1
    for d in DCMDS:
        check(d in schema and schema[d], "docs/json.md has no record of "
              "::%s" % d)
    return schema


HEX = re.compile(r"^[0-9a-f]+$")


def type_ok(typ, v):
    """Does value v have the document's type typ ("count or null" ...)?"""
    t = typ.replace("`", "").strip()
    alts = [a.strip() for a in t.split(" or ")]
    for a in alts:
        if a == "null" and v is None:
            return True
        if a == "address" and isinstance(v, str) and HEX.match(v):
            return True
        if a == "string" and isinstance(v, str):
            return True
        if a == "count" and isinstance(v, int) and \
                not isinstance(v, bool) and v >= 0:
            return True
        if a == "integer" and isinstance(v, int) and \
                not isinstance(v, bool):
            return True
        if a == "number" and isinstance(v, (int, float)) and \
                not isinstance(v, bool):
            return True
        if a == "boolean" and isinstance(v, bool):
            return True
        if a.startswith("array of strings") and isinstance(v, list) and \
                all(x is None or isinstance(x, str) for x in v):
            return True
    return False


def validate(schema, rec):
    """Fails unless rec is a record the document describes, exactly."""
    d = rec.get("dcmd")
    check(d in schema, "record of an unexpected dcmd: %r" % rec)
    kinds = schema[d]
    check(rec.get("record") in kinds, "::%s: record kind %r is not in "
          "docs/json.md (%s)" % (d, rec.get("record"), sorted(kinds)))
    want = dict(COMMON)
    want.update(kinds[rec["record"]])
    got = set(rec)
    check(got == set(want), "::%s %s: fields %s missing, %s not in "
          "docs/json.md" % (d, rec["record"], sorted(set(want) - got),
                            sorted(got - set(want))))
    check(rec["schema"] == "jsmdb/1", "schema %r" % rec["schema"])
    for k, typ in want.items():
        check(type_ok(typ, rec[k]), "::%s %s: %s = %r is not %s" % (
            d, rec["record"], k, rec[k], typ))


# ---- running jsmdb ----

def number_form(tok):
    """A JSON number with a fraction or exponent, checked to be written as
    JavaScript writes it (docs/json.md: numbers): an exponent only below
    1e-6 or from 1e21, so 10 is "10", not "1e+01"; the fewest digits that
    read back as the same double."""
    v = float(tok)
    a = abs(v)
    if "e" in tok or "E" in tok:
        check(a == 0 or a < 1e-6 or a >= 1e21,
              "number %s written with an exponent (JavaScript: %s)"
              % (tok, js_num(v)))
    mant = tok.lower().split("e")[0].lstrip("-").replace(".", "").strip("0")
    check(len(mant) <= len(repr(a).lower().split("e")[0].replace(".", "")
                           .strip("0")),
          "number %s has more digits than %r" % (tok, v))
    return v


class Ctx:
    def __init__(self, core, schema):
        self.core = core
        self.schema = schema
        self.nrec = {}

    def json(self, cmd, expect_rc=0):
        """The records of cmd in JSON mode, each validated."""
        args = ["-o", "json", "-e", cmd]
        exe = self.core.meta.get("exe") if self.core.meta else None
        if exe and os.path.exists(exe):
            args.append(exe)
        args.append(self.core.path)
        r = cl.jsmdb(args, expect_rc=expect_rc)
        recs = []
        # JSON lines end at "\n" only (a string may hold U+2028)
        for ln in r.out.split("\n"):
            if ln == "":
                continue
            try:
                rec = json.loads(ln, parse_float=number_form)
            except ValueError as e:
                raise Fail("not a JSON line (%s): %r" % (e, ln[:300]),
                           r.describe()[:3000])
            check(isinstance(rec, dict), "not an object: %r" % ln[:200])
            try:
                validate(self.schema, rec)
            except Fail as e:
                raise Fail(e.args[0], r.describe()[:4000])
            key = (rec["dcmd"], rec["record"])
            self.nrec[key] = self.nrec.get(key, 0) + 1
            recs.append(rec)
        return recs

    def text(self, cmd):
        return cl.run_cmd(self.core, cmd).out


def tree(recs):
    """{node: record} and {parent node: [children]} of one value."""
    nodes = {r["node"]: r for r in recs}
    kids = {}
    for r in recs:
        if r["parent"] is not None:
            kids.setdefault(r["parent"], []).append(r)
    for n, r in nodes.items():
        check(r["children"] == len(kids.get(n, [])), "node %d says %d "
              "children, %d follow" % (n, r["children"],
                                      len(kids.get(n, []))))
    return nodes, kids


def children_by_key(recs):
    nodes, kids = tree(recs)
    check(nodes and nodes[0]["relation"] == "root", "no root record")
    return {r["key"]: r for r in kids.get(0, [])
            if r["relation"] == "property"}


def split_inline(text):
    """'[ 1, <1 empty item>, "x" ]' -> ['1', '<1 empty item>', '"x"']"""
    inner = text.strip()[1:-1].strip()
    return [x.strip() for x in re.split(r', (?=(?:[^"]*"[^"]*")*[^"]*$)',
                                        inner)] if inner else []


def elem_matches(rec, text):
    m = re.match(r"^<(\d+) empty items?>$", text)
    if m:
        return rec["kind"] == "holes" and rec["length"] == int(m.group(1))
    if text.startswith('"'):
        return rec["kind"] == "string" and rec["value"] == json.loads(text)
    return rec["value"] == text


# ---- V8: inspect.js ----

def inspect_root(ctx):
    t = ctx.core.truth
    if t.get("root_address"):
        return t["root_address"].replace("0x", "")
    out = ctx.text("::findjsobjects -c JsmdbInspectRoot | ::findjsobjects")
    check(len(out.split()) == 1, "not one JsmdbInspectRoot")
    return out.split()[0]


def t_inspect_jsprint(ctx):
    t = ctx.core.truth
    root = inspect_root(ctx)
    recs = ctx.json("%s::jsprint -d 1" % root)
    props = children_by_key(recs)
    _, kids1 = tree(recs)
    n = 0
    for k, want in t["jsprint"].items():
        if want is None:
            continue
        check(k in props, "property %s: no record" % k)
        r = props[k]
        if want.startswith('"') and not want.endswith('..."'):
            check(r["kind"] == "string" and r["complete"] and
                  r["value"] == json.loads(want) and
                  r["length"] == len(json.loads(want).encode(
                      "utf-16-le")) // 2,
                  "%s: %r, truth %s" % (k, r, want[:80]))
            n += 1
        elif re.match(r"^-?[0-9][0-9e.+-]*$|^-?Infinity$|^NaN$", want):
            check(r["kind"] == "number" and r["value"] == want,
                  "%s: %r, truth %s" % (k, r, want))
            num = r["number"]
            check((num is None) == (want in ("NaN", "Infinity",
                                            "-Infinity")) and
                  (num is None or float(want) == num),
                  "%s: number %r, truth %s" % (k, num, want))
            n += 1
        elif want in ("undefined", "null", "true", "false"):
            check(r["value"] == want, "%s: %r, truth %s" % (k, r, want))
            n += 1
        elif re.match(r"^(bound )*function ", want) or \
                re.match(r"^\d{4}-\d\d-\d\dT", want) or \
                want.startswith("Symbol(") or re.match(r"^/.*/\w*$", want):
            check(r["value"] == want, "%s: %r, truth %s" % (k, r, want))
            n += 1
        elif want == "[object global]":
            check(r["value"] == want and r["expanded"] is False,
                  "%s: %r" % (k, r))
            n += 1
        elif re.match(r"^\[(Number|String|Boolean): .*\]$", want):
            m = re.match(r"^\[(\w+): (.*)\]$", want)
            sub = kids1.get(r["node"], [])
            inner = m.group(2)
            check(r["constructor"] == m.group(1) and len(sub) == 1 and
                  sub[0]["relation"] == "wrapped-value" and
                  sub[0]["value"] == (json.loads(inner)
                                      if inner.startswith('"') else inner),
                  "%s: %r %r, truth %s" % (k, r, sub, want))
            n += 1
        elif want == "[]":
            check(r["kind"] == "Array" and r["length"] == 0 and
                  r["complete"], "%s: %r" % (k, r))
            n += 1
        elif want.startswith("["):
            check(r["kind"] == "Array" and r["expanded"] is False and
                  not r["complete"], "%s at -d 1: %r" % (k, r))
    if t.get("self") == "[Circular]":
        check(props.get("self", {}).get("circular") is True,
              "self: not circular: %r" % props.get("self"))
        n += 1
    for k, ctor in t.get("constructor", {}).items():
        check(k in props and props[k]["constructor"] == ctor,
              "%s: constructor %r, truth %s" % (
                  k, props.get(k, {}).get("constructor"), ctor))
        n += 1
    check(n >= 30, "only %d values compared" % n)
    # -d 2: arrays written inline by the truth, element by element
    recs = ctx.json("%s::jsprint -d 2" % root)
    nodes, kids = tree(recs)
    props = {r["key"]: r for r in kids[0] if r["relation"] == "property"}
    for k in ("packed", "holey", "doubles", "holeyDoubles", "sparse",
              "emptyArr"):
        want = t["jsprint"].get(k)
        if want is None or not want.startswith("["):
            continue
        items = split_inline(want)
        got = kids.get(props[k]["node"], [])
        check(len(got) == len(items) and
              all(elem_matches(g, w) for g, w in zip(got, items)),
              "%s: %s, truth %s" % (k, [(g["kind"], g["value"], g["length"])
                                        for g in got], want))
        idx = 0     # each element's index, a run of holes' first
        for g, w in zip(got, items):
            check(g["index"] == idx, "%s: index %r, truth %d (%s)" % (
                k, g["index"], idx, want))
            m = re.match(r"^<(\d+) empty", w)
            idx += int(m.group(1)) if m else 1
        check(idx == props[k]["length"], "%s: length %r, truth %d" % (
            k, props[k]["length"], idx))
    # -n and -N: what the limit left out is said
    total = len(props)
    recs = ctx.json("%s::jsprint -d 1 -n 2 -N 3" % root)
    nodes, kids = tree(recs)
    check(len(kids[0]) == 2 and nodes[0]["more"] == total - 2 and
          not nodes[0]["complete"], "-n 2: %r, %d properties" % (
              nodes[0], total))
    recs = ctx.json("%s::jsprint -N 3 str" % root)
    want = json.loads(t["jsprint"]["str"])
    check(recs[0]["value"] == want[:3] and recs[0]["more"] == len(want) - 3
          and recs[0]["complete"] is False, "-N 3: %r" % recs[0])


def t_undefined_red(ctx):
    """Colour (issue 11): undefined where a property's value was expected
    is red, as the other exceptional values are (truth: root.undef is
    undefined)."""
    t = ctx.core.truth
    check(t["jsprint"].get("undef") == "undefined", "no undef in truth")
    root = inspect_root(ctx)
    r = cl.jsmdb(["--color=always", "-e", "%s::jsprint -d 1" % root,
                  ctx.core.path])
    line = [ln for ln in r.out.splitlines() if '"undef"' in ln]
    check(len(line) == 1 and
          re.search(r"\x1b\[[0-9;]*1;31mundefined", line[0]) is not None,
          "undef is not red: %r" % line)


def member_addrs(ctx, root):
    props = children_by_key(ctx.json("%s::jsprint -d 1" % root))
    return {k: r["address"] for k, r in props.items()}


def t_inspect_others(ctx):
    t = ctx.core.truth
    root = inspect_root(ctx)
    addrs = member_addrs(ctx, root)
    # ::jsconstructor of every member the truth names a constructor of
    n = 0
    for k, ctor in t.get("constructor", {}).items():
        (r,) = ctx.json("%s::jsconstructor -v" % addrs[k])
        check(r["constructor"] == ctor and r["reason"] is None and
              r["address"] == addrs[k], "%s: %r, truth %s" % (k, r, ctor))
        n += 1
    check(n >= 10, "only %d constructors compared" % n)
    # ::jsarray of the arrays the truth writes inline
    for k in ("packed", "doubles", "holeyDoubles", "holey"):
        want = split_inline(t["jsprint"][k])
        recs = ctx.json("%s::jsarray" % addrs[k])
        els = [r for r in recs if r["record"] == "element"]
        summ = [r for r in recs if r["record"] == "summary"]
        present = [(i, w) for i, w in enumerate(want) if "empty" not in w]
        check(len(summ) == 1 and summ[0]["length"] == len(want) and
              summ[0]["elements"] == len(present) == len(els) and
              [e["index"] for e in els] == [i for i, _ in present],
              "%s: %r, truth %s" % (k, recs, want))
        for e, (_, w) in zip(els, present):
            if e["double"] is not None:
                check(e["double"] == w and e["value"] is None,
                      "%s: %r, truth %s" % (k, e, w))
    # ::jsfunction: the names the program gave
    for k, name in (t.get("function_name") or {}).items():
        (r,) = ctx.json("%s::jsfunction" % addrs[k])
        check(r["record"] == "function", "%s: %r" % (k, r))
        ok = r["name"] == name if name else \
            r["name"].startswith("<anonymous>")
        check(ok, "%s: name %r, truth %r" % (k, r["name"], name))
    # ::jssource: the lines are the program's own file's
    fn = addrs.get("fn")
    src = os.path.join(ctx.core.dir, ctx.core.program.split("/")[-1])
    if fn and os.path.exists(src):
        with open(src, encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")
        recs = ctx.json("%s::jssource -n 2" % fn)
        head = recs[0]
        check(head["record"] == "source" and head["first_line"] >= 1,
              "%r" % head)
        body = recs[1:]
        check(body and all(r["text"] == lines[r["line"] - 1].rstrip("\r")
                           for r in body), "source lines differ from %s"
              % src)
        check([r["line"] for r in body if r["in_function"]] ==
              list(range(head["first_line"], head["last_line"] + 1)),
              "in_function lines %r" % [r["line"] for r in body])
        check(any("namedFn" in r["text"] for r in body if r["in_function"]),
              "namedFn's source not among its lines")
    # ::jsclosure: the variables the truth names
    cl_t = t.get("closure")
    if cl_t:
        recs = ctx.json("%s::jsclosure" % addrs[cl_t["key"]])
        names = {r["name"]: r for r in recs if r["record"] == "variable"}
        for q in cl_t["vars"]:
            nm = json.loads(q)
            check(nm in names, "closure variable %s missing: %s" % (
                nm, sorted(n for n in names if n)))
            kind = "Array" if cl_t["vars"][q].startswith("[") else "object"
            check(names[nm]["kind"] == kind, "%s: %r" % (nm, names[nm]))
        check(recs[-1]["record"] == "summary" and recs[-1]["contexts"] >= 1,
              "%r" % recs[-1])
    # ::nodebuffer and the Buffer's bytes (<Buffer 68 65 ...>)
    want = t["jsprint"].get("buf")
    if want and want.startswith("<Buffer"):
        hexes = want[len("<Buffer"):-1].split()
        (r,) = ctx.json("%s::nodebuffer" % addrs["buf"])
        check(r["length"] == len(hexes) and r["address"] == addrs["buf"],
              "%r, truth %s" % (r, want))
        props = children_by_key(ctx.json("%s::jsprint -d 1" % root))
        check(props["buf"]["bytes"] == "".join(hexes) and
              props["buf"]["length"] == len(hexes),
              "buf bytes %r, truth %s" % (props["buf"]["bytes"], want))


# ---- V8: refs.js ----

def refs_root(ctx):
    out = ctx.text("::findjsobjects -p jsmdbRefsMarker | ::findjsobjects")
    check(len(out.split()) == 1, "not one root object")
    return out.split()[0]


def by_marker(ctx, marker):
    out = ctx.text("::findjsobjects -p %s | ::findjsobjects" % marker)
    check(len(out.split()) == 1, "not one object with %s" % marker)
    return out.split()[0]


def refs_of(ctx, addr, opts=""):
    recs = ctx.json("%s::jsfindrefs %s" % (addr, opts))
    summ = recs[-1]
    check(summ["record"] == "summary" and not summ["truncated"],
          "%r" % summ)
    refs = [r for r in recs if r["record"] == "reference"]
    check(summ["references"] == len(refs), "summary counts %d, %d "
          "written" % (summ["references"], len(refs)))
    return refs


def t_refs(ctx):
    t = ctx.core.truth
    root = refs_root(ctx)
    addrs = member_addrs(ctx, root)
    # the WeakMap's key: root.wkey and the WeakMap's entry (weak)
    wk = by_marker(ctx, t["weak"]["keyMarker"])
    refs = refs_of(ctx, wk)
    prop = [r for r in refs if r["via"] == "property" and
            r["name"] == "wkey"]
    check(len(prop) == 1 and prop[0]["referrer"] == root and
          not prop[0]["weak"], "root.wkey: %r" % refs)
    ent = [r for r in refs if r["via"] == "entry"]
    check(len(ent) == 1 and ent[0]["referrer"] == addrs["weak"] and
          ent[0]["weak"], "the WeakMap's entry: %r" % refs)
    # the Map's key and value: entries of root.map
    for mk in ("keyMarker", "valueMarker"):
        o = by_marker(ctx, t["map"][mk])
        refs = refs_of(ctx, o)
        check(any(r["via"] == "entry" and r["referrer"] == addrs["map"] and
                  not r["weak"] for r in refs), "map %s: %r" % (mk, refs))
    o = by_marker(ctx, t["set"]["marker"])
    refs = refs_of(ctx, o)
    check(any(r["via"] == "entry" and r["referrer"] == addrs["set"]
              for r in refs), "set member: %r" % refs)
    # the closure's captured variable, named, held by the keeper's context
    keeper = addrs[t["closure"]["property"]]
    cap = by_marker(ctx, t["closure"]["marker"])
    refs = refs_of(ctx, cap)
    ctxr = [r for r in refs if r["via"] == "context"]
    check(len(ctxr) == 1 and ctxr[0]["name"] == t["closure"]["variable"] and
          ctxr[0]["referrer"] == keeper and ctxr[0]["index"] is not None
          and ctxr[0]["at"] != keeper, "closure: %r" % refs)
    # and ::jsclosure names it the same, with the same context and slot
    recs = ctx.json("%s::jsclosure" % keeper)
    v = [r for r in recs if r["record"] == "variable" and
         r["name"] == t["closure"]["variable"]]
    check(len(v) == 1 and v[0]["value"] == cap and
          v[0]["context"] == ctxr[0]["at"] and
          v[0]["slot"] == ctxr[0]["index"], "jsclosure: %r" % recs)
    # the bound function: its target, this and argument
    bound = addrs[t["bound"]["property"]]
    (b,) = ctx.json("%s::jsfunction" % bound)
    check(b["record"] == "bound" and b["argument_count"] ==
          len(b["arguments"]) == 1, "%r" % b)
    (f,) = ctx.json("%s::jsfunction" % b["target"])
    check(f["name"] == t["bound"]["target"], "target %r" % f)
    refs = refs_of(ctx, b["target"])
    check(any(r["referrer"] == bound and r["via"] == "internal" and
              r["name"] == "[[BoundTargetFunction]]" for r in refs),
          "bound target: %r" % refs)
    this = by_marker(ctx, t["bound"]["thisMarker"])
    check(b["this"] == this, "bound this %s, marker object %s" % (
        b["this"], this))
    arg = by_marker(ctx, t["bound"]["argMarker"])
    check(b["arguments"] == [arg], "bound arguments %r, marker %s" % (
        b["arguments"], arg))
    # ::v8function of it: the same target, this and argument, by marker
    recs = ctx.json("%s::v8function" % bound)
    f, args = recs[0], recs[1:]
    check(f["record"] == "function" and f["bound_target_name"] ==
          t["bound"]["target"] and f["bound_this"] == this and
          f["bound_arguments"] == 1 and [r["value"] for r in args] == [arg]
          and all(r["record"] == "bound_argument" for r in args),
          "v8function of the bound function: %r" % recs)
    # -r 2: the root is its referrers' referrer, level 1
    refs = refs_of(ctx, wk, "-r 2")
    check(any(r["level"] == 1 and r["target"] == addrs["weak"] and
              r["referrer"] == root and r["name"] == "weak" for r in refs),
          "-r 2: %r" % refs)
    # -g has no JSON form: refused, nothing on stdout
    r = cl.jsmdb(["-o", "json", "-e", "%s::jsfindrefs -g" % wk,
                  ctx.core.path], expect_rc=None)
    check(r.rc != 0 and r.out == "" and "-g" in r.err, r.describe())


# ---- refusals: once per command, before anything runs ----

def t_refuse_once(ctx):
    """A pipeline whose last stage has no JSON form is refused with one
    message, not one per address: ::findjsobjects -c Object feeds
    hundreds of addresses (counted in text mode) to ::dump, a format,
    and ::jsfindrefs -g; each refusal is one line on stderr, nothing is
    written on stdout by it, and the statement after it still runs (its
    records are the only output)."""
    objs = ctx.text("::findjsobjects -c Object | ::findjsobjects").split()
    check(len(objs) > 10, "only %d Objects to feed the pipeline" %
          len(objs))
    for stage, says in (("::dump", "::dump has no JSON form yet"),
                        ("=X", "formats (/fmt, =fmt) have no JSON form"),
                        ("::jsfindrefs -g", "-g writes a Graphviz graph")):
        cmd = "::findjsobjects -c Object | %s; ::jsengine" % stage
        r = cl.jsmdb(["-o", "json", "-e", cmd, ctx.core.path],
                     expect_rc=1)
        lines = [ln for ln in r.err.splitlines()
                 if ln.startswith("jsmdb: ")]
        check(len(lines) == 1 and says in lines[0],
              "%s: %d messages on stderr for %d addresses, expected "
              "one saying %r" % (stage, len(lines), len(objs), says),
              r.describe()[:3000])
        recs = [json.loads(ln) for ln in r.out.splitlines() if ln]
        check([x["dcmd"] for x in recs] == ["jsengine", "jsengine"],
              "%s: stdout is not just ::jsengine's records" % stage,
              r.describe()[:3000])


# ---- ::jsengine: the engine and version the program ran ----

NT_FILE = 0x46494c45


def elf64_phdrs(f, path):
    """The program headers of the open ELF64 little-endian core f, as
    (p_type, p_flags, p_offset, p_vaddr, p_filesz, p_memsz)."""
    f.seek(0)
    ehdr = f.read(64)
    check(ehdr[:4] == b"\x7fELF" and ehdr[4] == 2 and ehdr[5] == 1,
          "%s: not an ELF64 little-endian file" % path)
    phoff, = struct.unpack_from("<Q", ehdr, 32)
    phentsize, phnum = struct.unpack_from("<HH", ehdr, 54)
    f.seek(phoff)
    phdrs = f.read(phentsize * phnum)
    out = []
    for i in range(phnum):
        ptype, pflags, off, vaddr, _, filesz, memsz = struct.unpack_from(
            "<IIQQQQQ", phdrs, i * phentsize)
        out.append((ptype, pflags, off, vaddr, filesz, memsz))
    return out


def nt_files(path):
    """The files the kernel's NT_FILE note of an ELF64 little-endian core
    names, as (start, end, file offset, name): a small parser of its own
    (the machine's readelf cannot decode 64-bit notes)."""
    out = []
    with open(path, "rb") as f:
        for ptype, _, off, _, filesz, _ in elf64_phdrs(f, path):
            if ptype != 4:          # PT_NOTE
                continue
            f.seek(off)
            data = f.read(filesz)
            o = 0
            while o + 12 <= len(data):
                nsz, dsz, typ = struct.unpack_from("<III", data, o)
                o += 12 + ((nsz + 3) & ~3)
                desc = data[o:o + dsz]
                o += (dsz + 3) & ~3
                if typ != NT_FILE:
                    continue
                count, pgsz = struct.unpack_from("<QQ", desc, 0)
                names = desc[16 + 24 * count:].split(b"\0")
                for j in range(count):
                    st, en, po = struct.unpack_from("<QQQ", desc,
                                                    16 + 24 * j)
                    out.append((st, en, po * pgsz, names[j].decode(
                        "utf-8", "replace")))
    return out


def sm_lib_version(core):
    """SpiderMonkey's version from the file the core maps it from (the
    kernel's NT_FILE): libmozjs-102.so.102.15.1, or for the js shell,
    which links it in, its Debian package's version (meta.json)."""
    for _, _, _, name in nt_files(core.path):
        m = re.search(r"/libmozjs-\d+\.so\.(\d+\.\d+\.\d+)$", name)
        if m:
            return m.group(1)
    v = (core.meta or {}).get("version", "")
    return v.split("-")[0] or None


def t_jsengine(ctx):
    """::jsengine names the engine and the version the program reported
    (inspect.js's process.versions.v8 and process.version; for
    SpiderMonkey the libmozjs file the core maps, or the js shell's
    package version)."""
    recs = ctx.json("::jsengine")
    eng = [r for r in recs if r["record"] == "engine"]
    (summ,) = [r for r in recs if r["record"] == "summary"]
    check(len(eng) == 1 and summ["engines"] == 1, "%r" % recs)
    e = eng[0]
    check(e["current"] and e["usable"] and summ["current"] == e["name"],
          "%r" % recs)
    t = ctx.core.truth
    if ctx.core.name.startswith("sm-"):
        want = sm_lib_version(ctx.core)
        check(want is not None, "no libmozjs version in the core's files")
        check(e["name"] == "SpiderMonkey" and e["version"] == want and
              e["embedder"] is None, "%r, the core maps SpiderMonkey "
              "%s" % (e, want))
    else:
        # Node.js 0.10's binary says no Node.js version jsmdb reads
        old = t["node"].startswith("v0.10.")
        check(e["name"] == "V8" and e["version"] == t["v8"] and
              (e["embedder"], e["embedder_version"]) in
              ([("Node.js", t["node"])] + ([(None, None)] if old else [])),
              "%r, truth V8 %s Node.js %s" % (e, t["v8"], t["node"]))


# ---- ::nodeinfo: heap.js's process.* ----

def t_nodeinfo(ctx):
    """::nodeinfo's process record is what heap.js read of process:
    version, versions.v8, pid, platform, arch, execPath, argv and
    execArgv; -v's version records include process.versions.node."""
    t = ctx.core.truth
    recs = ctx.json("::nodeinfo -v")
    (p,) = [r for r in recs if r["record"] == "process"]
    want = {"node_version": t["version"], "v8_version": t["versions"]["v8"],
            "pid": t["pid"], "platform": t["platform"], "arch": t["arch"],
            "exec_path": t["execPath"], "argv": t["argv"],
            "exec_argv": t["execArgv"], "undecoded": []}
    bad = {k: (p[k], v) for k, v in want.items() if p[k] != v}
    check(not bad, "jsmdb vs truth: %r" % bad)
    vers = {r["name"]: r["value"] for r in recs if r["record"] == "version"}
    check(vers.get("node") == t["versions"]["node"] and
          vers.get("v8") == t["versions"]["v8"], "versions %r" % vers)


# ---- ::nodehandles, ::noderequests: handles.js's handles ----

def t_nodehandles(ctx):
    """Every handle and request handles.js recorded is a record with its
    libuv type, state, ref, descriptor and constructor (the request: fs
    call and path); every other record is decoded or says why; the
    summary counts the records."""
    t = ctx.core.truth
    recs = ctx.json("::nodehandles")
    hs = [r for r in recs if r["record"] == "handle"]
    (summ,) = [r for r in recs if r["record"] == "summary"]
    check(summ["handles"] == len(hs) and summ["complete"], "%r" % summ)
    left = list(hs)
    for h in t["handles"]:
        state, ref = h["state"].split(",")
        m = [r for r in left if r["type"] == h["type"] and
             r["state"] == state and r["ref"] == (ref == "ref") and
             r["fd"] == h.get("fd") and r["constructor"] == h["constructor"]]
        check(m, "%s (%s) not listed" % (h["what"], h), "%r" % hs)
        left.remove(m[0])
    for r in hs:
        check((r["type"] is not None) == (r["reason"] is None),
              "a handle neither decoded nor said: %r" % r)
    recs = ctx.json("::noderequests")
    qs = [r for r in recs if r["record"] == "request"]
    (summ,) = [r for r in recs if r["record"] == "summary"]
    check(summ["requests"] == len(qs) and summ["complete"], "%r" % summ)
    for q in t["requests"]:
        check([r for r in qs if r["type"] == q["type"] and
               r["fs"] == q["fs"] and r["path"] == q["path"] and
               r["constructor"] == q["constructor"]],
              "%s (%s) not listed" % (q["what"], q), "%r" % qs)
    for r in qs:
        check(r["type"] is not None and r["reason"] is None,
              "a request not decoded: %r" % r)


# ---- V8 internals: ::v8type, ::v8print, ::v8str ----

def gdb_words(exe, core, addrs):
    """{address: the 8-byte word gdb reads there} (gdb -batch x/gx)."""
    args = ["gdb", "-batch", "-nx"]
    for a in addrs:
        args += ["-ex", "x/gx 0x%x" % a]
    out = subprocess.run(args + [exe, core], capture_output=True,
                         text=True, timeout=300).stdout
    words = {}
    for m in re.finditer(r"^0x([0-9a-f]+):\s+0x([0-9a-f]+)\s*$", out, re.M):
        words[int(m.group(1), 16)] = int(m.group(2), 16)
    return words


def t_v8_internals(ctx):
    """::v8type names the instance type V8 itself reported for each
    object inspect.js recorded (v8_types, from %DebugPrint); ::v8print's
    fields are the words gdb reads at their addresses (the raw word of
    every 8-byte field of those objects), its map is the map ::v8type
    calls a Map, and a Smi field's value is the Smi in that word."""
    t = ctx.core.truth
    ents = t.get("v8_types", [])
    check(len(ents) >= 10, "inspect.js recorded only %d types" % len(ents))
    fields = []
    for e in ents:
        a = "%x" % int(e["address"], 16)
        (ty,) = ctx.json("%s::v8type" % a)
        check(ty["type_name"] == e["type"] and ty["smi"] is None and
              ty["instance_type"] is not None, "%s (%s): %r, V8 said %s" %
              (a, e["what"], ty, e["type"]))
        recs = ctx.json("%s::v8print" % a)
        check(recs[0]["record"] == "object" and recs[0]["class"] ==
              ty["class"] and recs[0]["reason"] is None, "%r" % recs[0])
        fs = [r for r in recs if r["record"] == "field"]
        check(fs and fs[0]["name"] == "map" and fs[0]["offset"] == 0,
              "%s: no map field first: %r" % (a, fs[:1]))
        (mt,) = ctx.json("%s::v8type" % fs[0]["raw"])
        check(mt["type_name"] == "MAP_TYPE", "%s's map %s is %r" % (
            a, fs[0]["raw"], mt))
        fields += fs
    exe = ctx.core.meta.get("exe")
    words = gdb_words(exe, ctx.core.path,
                      [int(f["address"], 16) for f in fields
                       if f["size"] == 8 and f["raw"] is not None])
    bad = []
    n = 0
    for f in fields:
        if f["size"] != 8 or f["raw"] is None:
            continue
        n += 1
        w = words.get(int(f["address"], 16))
        if w != int(f["raw"], 16):
            bad.append("%s.%s at %s: jsmdb %s, gdb %s" % (
                f["object"], f["name"], f["address"], f["raw"],
                None if w is None else "%x" % w))
        if f["kind"] == "smi" and int(f["value"]) != (int(f["raw"], 16) >>
                                                      32):
            bad.append("%s.%s: Smi %s in %s" % (f["object"], f["name"],
                                                f["value"], f["raw"]))
    check(n >= 20 and not bad, "%d of %d fields differ from gdb's words" %
          (len(bad), n), "\n".join(bad[:20]))
    # a Smi given as the value
    (ty,) = ctx.json("%x::v8type" % (42 << 32))
    check(ty["smi"] == 42 and ty["instance_type"] is None, "%r" % ty)


def gdb_bytes(exe, core, addr, n):
    """The n bytes gdb reads at addr (x/NNxb), as lower-case hex."""
    out = subprocess.run(["gdb", "-batch", "-nx", "-ex", "x/%dxb 0x%x" % (
        n, addr), exe, core], capture_output=True, text=True,
        timeout=300).stdout
    got = []
    for ln in out.splitlines():
        m = re.match(r"^0x[0-9a-f]+(?: <[^>]*>)?:\s+(.*)$", ln)
        if m:
            got += [b[2:] for b in m.group(1).split()]
    return "".join(got)


def t_v8_functions(ctx):
    """::v8internal's fields are the embedder fields inspect.js counted
    and read with process.binding internals (embedder: count, values);
    ::v8function names the functions inspect.js named (function_name),
    with V8's own source range of the one never called (never_called:
    start, end, line) and the Code object %DebugPrint showed (code);
    ::v8code gives that Code's kind and builtin (code: kind, builtin),
    and with -d instructions whose bytes, one after the other from the
    code's start to its end, are the bytes gdb reads there; ::v8array's
    slots of dict.properties (a NameDictionary, v8_types) and
    ::v8context's slots of the closure's context are gdb's words at
    them, the context's locals named as inspect.js's closure variables,
    the same names ::v8scopeinfo lists for the context's ScopeInfo."""
    t = ctx.core.truth
    exe = ctx.core.meta.get("exe")
    for what, e in t["embedder"].items():
        a = "%x" % int(e["address"], 16)
        recs = ctx.json("%s::v8internal" % a)
        fs = [r for r in recs if r["record"] == "field"]
        (sm,) = [r for r in recs if r["record"] == "summary"]
        check(sm["fields"] == e["count"] == len(fs) and
              [int(r["value"], 16) for r in fs] ==
              [int(v, 16) if v.startswith("0x") else int(v) for v in
               e["values"]] and [r["index"] for r in fs] ==
              list(range(e["count"])), "%s: %r, truth %r" % (what, recs, e))
    nc = t["never_called"]
    for what, e in t["code"].items():
        a = "%x" % int(e["address"], 16)
        recs = ctx.json("%s::v8function" % a)
        (f,) = recs
        check(f["code"] == "%x" % int(e["code"], 16) and
              f["type"] == "JSFunction", "%s: %r, truth %r" % (what, f, e))
        if what in t["function_name"]:
            check(f["name"] == t["function_name"][what], "%s: name %r" % (
                what, f["name"]))
        if what == nc["key"]:
            check((f["source_start"], f["source_end"]) ==
                  (nc["start"], nc["end"]) and
                  f["defined_at"].endswith(" line %d" % nc["line"]),
                  "%s: %r, truth %r" % (what, f, nc))
        (c,) = ctx.json("%s::v8code" % a)
        check(c["address"] == f["code"] and c["function"] == a and
              c["kind"] == e["kind"] and
              c["symbol"] == "Builtins_" + e["builtin"], "%s: %r, truth %r"
              % (what, c, e))
    # -d: the instructions, contiguous, the bytes gdb reads
    a = "%x" % int(t["code"][nc["key"]]["address"], 16)
    recs = ctx.json("%s::v8function -d" % a)
    check([r["record"] for r in recs[:2]] == ["function", "code"] and
          all(r["record"] == "instruction" for r in recs[2:]) and
          len(recs) > 10, "%s -d: %r" % (a, recs[:3]))
    c, ins = recs[1], recs[2:]
    start, end = int(c["instructions_start"], 16), int(
        c["instructions_end"], 16)
    pc = start
    for r in ins:
        check(int(r["address"], 16) == pc and r["text"] and
              r["reason"] is None, "instruction at %x: %r" % (pc, r))
        pc += len(r["bytes"]) // 2
    check(pc == end, "the instructions end at %x, the code at %x" % (pc,
                                                                    end))
    want = gdb_bytes(exe, ctx.core.path, start, end - start)
    check("".join(r["bytes"] for r in ins) == want, "the instructions' "
          "bytes differ from gdb's x/%dxb at %x" % (end - start, start))
    check(ins[0]["symbol"] == c["symbol"], "first instruction %r" % ins[0])
    # ::v8code -d of the same function: the same code and instructions
    recs = ctx.json("%s::v8code -d" % a)
    strip = [{k: v for k, v in r.items() if k != "dcmd"} for r in recs[1:]]
    check(recs[0]["address"] == c["address"] and
          strip == [{k: v for k, v in r.items() if k != "dcmd"}
                    for r in ins] and
          all(r["dcmd"] == "v8code" for r in recs), "::v8code -d differs from "
          "::v8function -d's code")
    # ::v8array of a NameDictionary: gdb's words
    (nd,) = [e for e in t["v8_types"] if e["what"] == "dict.properties"]
    a = int(nd["address"], 16)
    recs = ctx.json("%x::v8array" % a)
    slots = [r for r in recs if r["record"] == "slot"]
    (sm,) = [r for r in recs if r["record"] == "summary"]
    check(sm["complete"] and sm["slots"] == sm["length"] == len(slots) and
          len(slots) > 3, "v8array %r" % sm)
    words = gdb_words(exe, ctx.core.path,
                      [a - 1 + 16 + 8 * r["index"] for r in slots])
    bad = [r for r in slots if words.get(a - 1 + 16 + 8 * r["index"]) !=
           int(r["value"], 16)]
    check(not bad, "%d slots differ from gdb: %r" % (len(bad), bad[:3]))
    # the closure's context and its ScopeInfo
    root = inspect_root(ctx)
    fn = member_addrs(ctx, root)[t["closure"]["key"]]
    (f,) = ctx.json("%s::v8function" % fn)
    recs = ctx.json("%s::v8context" % f["context"])
    cx = recs[0]
    slots = [r for r in recs if r["record"] == "slot"]
    (sm,) = [r for r in recs if r["record"] == "summary"]
    names = [json.loads(k) for k in t["closure"]["vars"]]
    check(cx["record"] == "context" and not cx["native"] and
          sm["complete"] and sm["slots"] == len(slots) and
          set(names) <= {r["name"] for r in slots if r["local"]},
          "context %r, names %r" % (recs, names))
    c0 = int(f["context"], 16) - 1
    words = gdb_words(exe, ctx.core.path,
                      [c0 + 16 + 8 * r["index"] for r in slots])
    bad = [r for r in slots if words.get(c0 + 16 + 8 * r["index"]) !=
           int(r["value"], 16)]
    check(not bad, "%d context slots differ from gdb: %r" % (len(bad),
                                                           bad[:3]))
    recs = ctx.json("%s::v8scopeinfo" % cx["scope_info"])
    locs = [r["name"] for r in recs if r["record"] == "local"]
    check(recs[0]["context_locals"] == len(locs) and
          locs == [r["name"] for r in slots if r["local"]],
          "scopeinfo %r, context locals %r" % (locs, slots))


def v8dbg_symbols(exe, core):
    """{symbol name without v8dbg_: its int value}: binutils nm lists the
    binary's v8dbg_* postmortem symbols, gdb reads each one's 32-bit
    value in the core (some are set by static initializers)."""
    out = subprocess.run(["nm", exe], capture_output=True, text=True,
                         timeout=300).stdout
    names = sorted({m.group(1) for m in re.finditer(
        r"^[0-9a-f]+ [DdBbRr] v8dbg_(\w+)$", out, re.M)})
    args = ["gdb", "-batch", "-nx"]
    for n in names:
        args += ["-ex", "x/dw &v8dbg_%s" % n]
    out = subprocess.run(args + [exe, core], capture_output=True,
                         text=True, timeout=300).stdout
    vals = {}
    for m in re.finditer(r"^0x[0-9a-f]+ <v8dbg_(\w+)>:\s+(-?\d+)\s*$", out,
                         re.M):
        vals[m.group(1)] = int(m.group(2))
    return vals


def t_heapsnapshot(ctx):
    """::heapsnapshot's records: the snapshot record's counts are the
    written file's own (its nodes, edges and strings arrays, parsed
    here); each root category with edges in the file ("(NAME)" under
    "(GC roots)") has a record, and a record saying a category decoded
    has as many edges as the file's node of that name.  (Against V8's
    own snapshots: test_heapsnapshot's json check.)"""
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "x.heapsnapshot")
        recs = ctx.json("::heapsnapshot %s" % path)
        with open(path) as f:
            hs = json.load(f)
    m = hs["snapshot"]["meta"]
    nf, ef = len(m["node_fields"]), len(m["edge_fields"])
    snap = [r for r in recs if r["record"] == "snapshot"]
    check(len(snap) == 1, "%d snapshot records" % len(snap))
    check((snap[0]["nodes"], snap[0]["edges"], snap[0]["strings"]) ==
          (len(hs["nodes"]) // nf, len(hs["edges"]) // ef,
           len(hs["strings"])), "counts differ from the file's: %r" %
          snap[0])
    # the file's (GC roots) categories and their edge counts
    ec = m["node_fields"].index("edge_count")
    first, acc = [], 0
    for i in range(len(hs["nodes"]) // nf):
        first.append(acc)
        acc += hs["nodes"][i * nf + ec]

    def outs(i):
        return [hs["edges"][e * ef + 2] // nf
                for e in range(first[i], first[i] + hs["nodes"][i * nf + ec])]

    def name(i):
        return hs["strings"][hs["nodes"][i * nf + 1]]
    gc = [t for t in outs(0) if name(t) == "(GC roots)"]
    check(len(gc) == 1, "no (GC roots)")
    synthetic = m["node_types"][0].index("synthetic")
    cats = {}
    for t in outs(gc[0]):
        if hs["nodes"][t * nf] == synthetic:
            cats[re.sub(r":.*\)$", ")", name(t))] = len(outs(t))
    roots = {"(%s)" % r["category"]: r for r in recs
             if r["record"] == "root"}
    for c, n in cats.items():
        if n == 0:
            continue
        check(c in roots, "the file's %s (%d edges) has no record" % (c, n))
        if roots[c]["decoded"]:
            check(roots[c]["edges"] == n, "%s: %s edges, the file's %d" % (
                c, roots[c]["edges"], n))


def t_v8_tables(ctx):
    """::v8types, ::v8classes and ::v8frametypes against the binary's own
    postmortem metadata (its v8dbg_type_CLASS__TYPE, v8dbg_class_CLASS__*
    and v8dbg_frametype_NAME symbols, listed by nm, their values read by
    gdb in the core): every type the metadata names is a record with its
    number and class, every class is listed, every frame type has its
    value.  ::v8field of a field the metadata gives (v8dbg_class_C__F__T)
    says its offset and type; setting it makes ::v8field say the new
    offset (set) and the next run has the metadata's again.
    ::v8warnings toggles from off (its default) to on and back; ::v8load
    of this release's line names it (jsengine's version's major.minor);
    ::v8facts's records are as many as its summary says, each with its
    source, and -m lists missing facts as many as its summary says, none
    for the matching release and some after ::v8load 3.14."""
    t = ctx.core.truth
    exe = ctx.core.meta.get("exe")
    syms = v8dbg_symbols(exe, ctx.core.path)
    types = {(r["name"], r["number"], r["class"]) for r in
             ctx.json("::v8types")}
    want = set()
    for n, v in syms.items():
        m = re.match(r"^type_(\w+?)__([A-Z0-9_]+)$", n)
        if m:
            want.add((m.group(2), v, m.group(1)))
    check(len(want) > 100 and want <= types, "%d of %d metadata types "
          "missing: %r" % (len(want - types), len(want),
                           sorted(want - types)[:5]))
    classes = {r["name"] for r in ctx.json("::v8classes")}
    wantc = {re.match(r"^class_(\w+?)__", n).group(1) for n in syms
             if n.startswith("class_")}
    check(len(wantc) > 20 and wantc <= classes, "classes missing: %r" %
          sorted(wantc - classes)[:5])
    ft = {r["name"]: r["value"] for r in ctx.json("::v8frametypes")}
    wantf = {n[len("frametype_"):]: v for n, v in syms.items()
             if n.startswith("frametype_")}
    check(wantf and all(ft.get(n) == v for n, v in wantf.items()),
          "frame types %r, metadata %r" % (ft, wantf))
    cf = sorted(n for n in syms if re.match(r"^class_JSObject__\w+__\w+$",
                                            n))
    check(cf, "no v8dbg_class_JSObject__ field")
    _, k, f, ty = re.match(r"^(class)_(\w+?)__(\w+?)__(\w+)$",
                           cf[0]).groups()
    (r,) = ctx.json("::v8field %s %s" % (k, f))
    check(r["offset"] == syms[cf[0]] and r["type"] == ty and
          not r["set"], "::v8field %s %s: %r, metadata %s = %d" % (
              k, f, r, cf[0], syms[cf[0]]))
    recs = ctx.json("::v8field %s %s 0x28; ::v8field %s %s" % (k, f, k, f))
    check([(x["offset"], x["set"]) for x in recs] == [(40, True),
                                                      (40, False)],
          "::v8field set: %r" % recs)
    recs = ctx.json("::v8warnings; ::v8warnings")
    check([x["on"] for x in recs] == [True, False], "v8warnings %r" % recs)
    mm = ".".join(t["v8"].split(".")[:2])
    (r,) = ctx.json("::v8load %s" % mm)
    check(r["asked"] == mm and ("V8 %s " % mm) in r["facts"] + " ",
          "v8load %r" % r)
    recs = ctx.json("::v8facts")
    (sm,) = [x for x in recs if x["record"] == "summary"]
    facts = [x for x in recs if x["record"] == "fact"]
    check(sm["facts"] == len(facts) > 0 and all(x["source"] for x in facts)
          and sm["version"] == t["v8"], "v8facts %r" % sm)
    (sm,) = ctx.json("::v8facts -m")
    check(sm["record"] == "summary" and sm["missing"] == 0, "%r" % sm)
    recs = ctx.json("::v8load 3.14; ::v8facts -m")
    miss = [x for x in recs if x["record"] == "missing"]
    (sm,) = [x for x in recs if x["record"] == "summary"]
    check(miss and sm["missing"] == len(miss) and
          all(x["needed_for"] for x in miss), "v8facts -m after 3.14: %r" %
          recs[-3:])


def t_v8str(ctx):
    """::v8str gives each string property of inspect.js's root its text,
    length (string_length) and representation (string_kind), -N cuts it
    and says so, and -v's pieces of the cons string put its text back
    together (the texts inspect.js rendered, JSON.stringify'd, in
    truth.jsprint)."""
    t = ctx.core.truth
    # strings: the root's own property values (the jsprop walker's words:
    # ::jsprint follows a thin string to its target), keyed in the order
    # the program recorded (key_order)
    root = inspect_root(ctx)
    r = cl.run_cmd(ctx.core, "%s::walk jsprop" % root)
    vals = r.out.split()
    m = re.search(r"propert(?:y|ies) not walked, unboxed doubles "
                  r"\(no address to hand on\): (.*)$", r.err, re.M)
    unboxed = [k.strip() for k in m.group(1).split(",")] if m else []
    keys = [k for k in t["key_order"] if k not in unboxed]
    check(len(keys) == len(vals), "%d keys, %d values walked" % (
        len(keys), len(vals)))
    addrs = dict(zip(keys, vals))
    lens, kinds = t["string_length"], t["string_kind"]
    for k in ("str", "empty", "escapes", "twoByte", "cons", "sliced",
              "thin"):
        want = json.loads(t["jsprint"][k])
        (s,) = ctx.json("%s::v8str" % addrs[k])
        # a thin string's slot may hold its target after a GC (V8's GC
        # shortcuts thin strings it meets: inspect-node22's does); its
        # text and length are still the program's
        kind = kinds.get(k, "") if k != "thin" else ""
        check(s["text"] == want and s["length"] == lens[k] and
              s["complete"] and s["reason"] is None and
              kind in s["representation"],
              "%s: %r, truth %r length %d kind %r" % (
                  k, s, want, lens[k], kinds.get(k)))
        (s,) = ctx.json("%s::v8str -N 3" % addrs[k])
        check(s["text"] == want[:3] and s["complete"] == (lens[k] <= 3),
              "-N 3 of %s: %r" % (k, s))
    recs = ctx.json("%s::v8str -v" % addrs["cons"])
    pieces = [r for r in recs if r["record"] == "piece"]
    parents = {r["parent"] for r in pieces}
    leaves = "".join(r["text"] for r in pieces if r["node"] not in parents)
    (summ,) = [r for r in recs if r["record"] == "summary"]
    check(pieces[0]["relation"] == "root" and
          pieces[0]["length"] == lens["cons"] and
          leaves == json.loads(t["jsprint"]["cons"]) and
          summ["complete"] and summ["pieces"] == len(pieces),
          "cons pieces %r" % recs)


def elf_loads(path):
    """The PT_LOAD segments of an ELF64 little-endian core, as (vaddr,
    memsz, filesz, p_flags): the address ranges the kernel wrote."""
    with open(path, "rb") as f:
        return [(vaddr, memsz, filesz, pflags) for ptype, pflags, _, vaddr,
                filesz, memsz in elf64_phdrs(f, path) if ptype == 1]


def t_v8_pages_whatis(ctx):
    """::v8pages's pages lie in the core's memory (each page's header, and
    its object area up to where the walk stops, in the file data of the
    core's PT_LOAD segments, read from its program headers here); each object inspect.js recorded
    (v8_types) is on exactly one live page given its address; and
    ::v8whatis of the object's address, of 8 bytes into it and of its
    map word (one below) finds that object at that offset, with the
    instance type V8 reported and the size V8 printed for its map
    (instance_size)."""
    t = ctx.core.truth
    loads = elf_loads(ctx.core.path)
    recs = ctx.json("::v8pages")
    pages = [r for r in recs if r["record"] == "page"]
    (summ,) = [r for r in recs if r["record"] == "summary"]
    check(summ["heap_found_by"] == "pages" and summ["pages"] ==
          len(pages) and len(pages) >= 5, "%r" % summ)
    def in_core(lo, hi):
        """[lo, hi) is all in the core's file data (segments in a row:
        V8's code pages are several, by protection)."""
        for v, ms, fs, _ in sorted(loads):
            if v <= lo < v + fs:
                lo = v + fs
            if lo >= hi:
                return True
        return False

    bad = []
    for p in pages:
        lo, hi = int(p["chunk"], 16), int(p["walked_to"], 16)
        # the page header, and its object area up to where the walk stops
        if not in_core(lo, lo + 8) or not in_core(int(p["area"], 16), hi):
            bad.append("%s-%x (%s)" % (p["chunk"], hi, p["space"]))
        check(lo < int(p["area"], 16) <= hi <= lo + p["size"] and
              p["garbage"] is None, "page %r" % p)
    check(not bad, "pages not in the core's memory: %s" % bad)
    sizes = dict(("%x" % int(a, 16), n)
                 for a, n in t.get("instance_size", {}).items())
    for e in t["v8_types"]:
        a = int(e["address"], 16)
        recs = ctx.json("%x::v8pages" % a)
        pg = [r for r in recs if r["record"] == "page"]
        check(len(pg) == 1 and int(pg[0]["chunk"], 16) <= a <
              int(pg[0]["walked_to"], 16), "%x (%s): pages %r" % (
                  a, e["what"], pg))
        for off in (0, 8, -1):
            (w,) = ctx.json("%x::v8whatis" % (a + off))
            check(w["object"] == "%x" % a and w["offset"] == off and
                  w["type_name"] == e["type"] and
                  w["size"] == sizes.get("%x" % a, w["size"]) and
                  w["summary"] is None and w["summary_reason"] is None,
                  "%x+%d (%s, V8: %s, %s bytes): %r" % (
                      a, off, e["what"], e["type"], sizes.get("%x" % a),
                      w))


# ---- mdb_v8's fixtures: every record valid ----

def t_mdbv8(ctx):
    out = ctx.text("::findjsobjects").splitlines()
    reps = [ln.split()[0] for ln in out[1:]
            if ln.split() and HEX.match(ln.split()[0])][:12]
    check(len(reps) >= 5, "too few groups")
    for a in reps:
        ctx.json("%s::jsprint -d 3" % a)
        ctx.json("%s::jsconstructor -v" % a)
    ctx.json("%s::jsfindrefs -v -r 2" % reps[0])
    fout = ctx.text("::jsfunctions").splitlines()
    fns = [ln.split()[0] for ln in fout[1:]
           if ln.split() and HEX.match(ln.split()[0])][:8]
    for a in fns:
        ctx.json("%s::jsfunction" % a)
        ctx.json("%s::jsclosure" % a)
    arr = ctx.text("::findjsobjects -c Array | ::findjsobjects").split()
    for a in arr[:3]:
        ctx.json("%s::jsarray" % a)


# ---- SpiderMonkey: sm.js ----

def t_sm(ctx):
    t = ctx.core.truth
    kinds = ctx.text("::findjsobjects -c Kinds | ::findjsobjects").split()
    check(len(kinds) == 1, "not one Kinds object")
    recs = ctx.json("%s::jsprint -d 2" % kinds[0])
    nodes, kids = tree(recs)
    props = {r["key"]: r for r in kids[0] if r["relation"] == "property"}
    k = t["kinds"]

    def sub(name):
        return kids.get(props[name]["node"], [])
    check(props["date"]["value"] == k["date"]["iso"] and
          props["date"]["number"] == k["date"]["time"], "date %r" %
          props["date"])
    check(props["regexp"]["value"] == "/%s/%s" % (k["regexp"]["source"],
                                                 k["regexp"]["flags"]),
          "regexp %r" % props["regexp"])
    m = sub("map")
    got = [(a["value"], b["value"]) for a, b in zip(m[0::2], m[1::2])]
    check(props["map"]["length"] == k["map"]["size"] and
          got == [(str(a), str(b)) for a, b in k["map"]["entries"]],
          "map %r, truth %r" % (got, k["map"]))
    check([r["value"] for r in sub("set")] ==
          [str(x) for x in k["set"]["entries"]], "set")
    for ta in ("i32", "u8", "f64"):
        want = k[ta]
        r = props[ta]
        check(r["constructor"] == want["type"] and r["length"] ==
              want["length"] and [float(x) for x in r["values"]] ==
              [float(x) for x in want["elements"]], "%s %r" % (ta, r))
    h = sub("holey")
    check(props["holey"]["length"] == k["holey"]["length"] and
          [r["index"] for r in h if r["kind"] == "holes"] ==
          k["holey"]["holes"], "holey %r" % h)
    sp = sub("sparse")
    check(props["sparse"]["length"] == k["sparse"]["length"] and
          [str(r["index"]) for r in sp if r["kind"] != "holes"] ==
          k["sparse"]["indices"], "sparse %r" % sp)
    check(props["pending"]["state"] == "pending" and
          props["resolved"]["state"] == "fulfilled" and
          sub("resolved")[0]["value"] == str(k["resolved"]["result"]),
          "promises")
    check(props["depstr"]["value"] == k["depstr"]["value"] and
          props["flatrope"]["value"] == k["flatrope"]["value"] and
          props["extstr"]["value"] == k["extstr"]["value"], "strings")
    ls = props["longstr"]
    check(ls["length"] == k["longstr"]["length"] and
          ls["value"].startswith(k["longstr"]["head"]) and
          (ls["complete"] or (ls["reason"] and ls["more"] ==
                              ls["length"] - len(ls["value"]))),
          "longstr %r" % {x: ls[x] for x in ("length", "more", "reason")})
    check(props["weak"]["reason"] and not props["weak"]["complete"],
          "weak %r" % props["weak"])
    check(sub("dict") and [r["key"] for r in sub("dict")] ==
          k["dict"]["keys"], "dict keys")
    acc = [r for r in sub("dict") if r["key"] in k["dict"]["accessors"]]
    check(acc and all(r["kind"] in ("accessor", "undecoded") and
                      (r["accessor"] or r["reason"]) for r in acc),
          "accessor %r" % acc)
    # the Holder: its strings, its constructor, its one referrer
    hold = ctx.text("::findjsobjects -c Holder | ::findjsobjects").split()
    check(len(hold) == 1, "not one Holder")
    props = children_by_key(ctx.json("%s::jsprint -d 1" % hold[0]))
    for name, want in t["strings"].items():
        check(props[name]["value"] == want, "%s: %r" % (name, props[name]))
    (c,) = ctx.json("%s::jsconstructor" % hold[0])
    check(c["constructor"] == "Holder", "%r" % c)
    refs = refs_of(ctx, hold[0])
    check(len(refs) == 1 and refs[0]["via"] == "property" and
          refs[0]["name"] == "holder", "Holder refs %r" % refs)
    # a dense array's elements, and a function's name
    kp = {r["key"]: r for r in kids[0] if r["relation"] == "property"}
    recs = ctx.json("%s::jsarray" % kp["dense"]["address"])
    check(recs[-1]["length"] == len(k["dense"]["elements"]) ==
          recs[-1]["elements"], "dense %r" % recs[-1])
    (f,) = ctx.json("%s::jsfunction" % kp["plainfn"]["address"])
    check(f["name"] == k["plainfn"]["name"], "plainfn %r" % f)
    recs = ctx.json("%s::jssource -n 0" % kp["plainfn"]["address"])
    check(any(k["plainfn"]["name"] in r["text"] for r in recs[1:]),
          "plainfn's source")


def utf16_len(s):
    return len(s.encode("utf-16-le")) // 2


def t_smtype(ctx):
    """::smtype on sm.js's objects: the Holder's three strings (truth
    strings) are strings of their length in UTF-16 units, the rope a
    rope, the one with U+263A two-byte, the Latin-1 one Latin-1; the
    Kinds object's Date, RegExp, Map, Set and typed arrays (kinds) are
    objects of those classes; 8 bytes into an object is that cell at
    offset 8."""
    t = ctx.core.truth
    hold = ctx.text("::findjsobjects -c Holder | ::findjsobjects").split()
    check(len(hold) == 1, "not one Holder")
    props = children_by_key(ctx.json("%s::jsprint -d 1" % hold[0]))
    want_rep = {"latin1": ("Latin-1", "inline Latin-1"),
                "twobyte": ("two-byte", "inline two-byte"),
                "rope": ("rope",)}
    for name, text in t["strings"].items():
        (th,) = ctx.json("%s::smtype" % props[name]["address"])
        check(th["trace_kind"] == "string" and not th["free"] and
              th["offset"] == 0 and
              th["string_length"] == utf16_len(text) and
              th["string_representation"] in want_rep[name] and
              th["class"] is None and th["reason"] is None,
              "%s (%d units): %r" % (name, utf16_len(text), th))
    kinds = ctx.text("::findjsobjects -c Kinds | ::findjsobjects").split()
    kp = children_by_key(ctx.json("%s::jsprint -d 1" % kinds[0]))
    k = t["kinds"]
    classes = {"date": "Date", "regexp": "RegExp", "map": "Map",
               "set": "Set", "i32": k["i32"]["type"], "u8": k["u8"]["type"],
               "f64": k["f64"]["type"], "buffer": "ArrayBuffer"}
    for name, cls in classes.items():
        a = kp[name]["address"]
        (th,) = ctx.json("%s::smtype" % a)
        check(th["trace_kind"] == "object" and th["class"] == cls and
              th["cell"] == a and th["string_length"] is None,
              "%s (a %s): %r" % (name, cls, th))
        (th,) = ctx.json("%x::smtype" % (int(a, 16) + 8))
        check(th["cell"] == a and th["offset"] == 8, "%s+8: %r" % (name,
                                                                  th))


# ---- ::smprint: sm.js's truth ----

def sm_tree(recs):
    """{node: record}, {parent: [children]}, {key: record} of node 0's
    own children (properties and internals)."""
    nodes = {r["node"]: r for r in recs}
    kids = {}
    for r in recs:
        if r["parent"] is not None:
            check(r["parent"] in nodes and r["parent"] < r["node"] and
                  r["depth"] == nodes[r["parent"]]["depth"] + 1,
                  "record %r: parent or depth wrong" % r)
            kids.setdefault(r["parent"], []).append(r)
    check(nodes[0]["relation"] == "root" and nodes[0]["parent"] is None and
          sorted(nodes) == list(range(len(nodes))), "nodes not 0..n-1")
    top = {r["key"]: r for r in kids.get(0, [])}
    return nodes, kids, top


def js_num(x):
    """A number as JavaScript writes it (the truth's numbers)."""
    if isinstance(x, float) and x.is_integer() and abs(x) < 1e21:
        return str(int(x))
    return repr(x) if not isinstance(x, str) else x


def t_smprint(ctx):
    """::smprint's records of sm.js's Kinds object and each of its
    values, against the truth sm.js wrote from JavaScript itself: a
    Date's time and ISO string, a RegExp's source, flags and lastIndex,
    a Map's and Set's entries and size, typed arrays' type, length,
    byteOffset and elements, ArrayBuffers' byteLength and inline data,
    an Error's name, message, file, line, column and stack, the
    wrappers' primitive values, symbols' descriptions and kinds,
    BigInts' decimals, arrays' elements and holes, functions' names and
    kinds (a bound one's target is plainfn), proxies' revoked state,
    promises' states and results, a dictionary object's keys in order
    with its accessor's getter (accGetter) and setter, the accessor
    objects' getter/setter kinds, a WeakMap's and WeakSet's entries, the
    Holder's strings and their UTF-16 lengths, and a NaN-boxed int32
    given with -v (js/Value.h: JSVAL_TAG_INT32 0x1fff1 << 47).  Proves
    each record is the program's value, in a tree whose parents and
    depths hold."""
    t = ctx.core.truth
    k = t["kinds"]
    kinds = ctx.text("::findjsobjects -c Kinds | ::findjsobjects").split()
    check(len(kinds) == 1, "not one Kinds object")
    _, _, top = sm_tree(ctx.json("%s::smprint" % kinds[0]))

    def obj(name):
        recs = ctx.json("%s::smprint" % top[name]["address"])
        nodes, kids, own = sm_tree(recs)
        return nodes, kids, own

    def val(r):
        return r["value"]
    for name in ("sym", "regsym", "wksym", "nodesc"):
        r = top[name]
        want = k[name]
        check(r["kind"] == "symbol" and r["symbol_kind"] == want["kind"] and
              r["value"] == "Symbol(%s)" % (want["description"] or ""),
              "%s %r, truth %r" % (name, r, want))
    for name in ("bigpos", "bigneg", "bigzero"):
        check(top[name]["kind"] == "BigInt" and
              top[name]["value"] == k[name]["decimal"] + "n",
              "%s %r" % (name, top[name]))
    for name in ("depstr", "flatrope", "extstr"):
        check(top[name]["kind"] == "string" and
              top[name]["value"] == k[name]["value"] and
              top[name]["length"] == utf16_len(k[name]["value"]),
              "%s %r" % (name, top[name]))
    ls = top["longstr"]
    check(ls["length"] == k["longstr"]["length"] == len(ls["value"]) and
          ls["value"].startswith(k["longstr"]["head"]) and
          ls["value"].endswith(k["longstr"]["tail"]) and
          ls["reason"] is None, "longstr: %r" % {
              x: ls[x] for x in ("length", "reason")})
    # Date, RegExp
    _, _, d = obj("date")
    check(d["[[DateValue]]"]["number"] == k["date"]["time"] and
          d["[[DateValue]]"]["value"] == k["date"]["iso"], "date %r" % d)
    _, _, d = obj("badDate")
    check(k["badDate"]["time"] is None and
          d["[[DateValue]]"]["number"] is None and
          d["[[DateValue]]"]["value"] == "Invalid Date", "badDate %r" % d)
    _, _, r = obj("regexp")
    check(r["[[RegExp]]"]["value"] == "/%s/%s" % (k["regexp"]["source"],
                                                 k["regexp"]["flags"]) and
          r["[[LastIndex]]"]["number"] == k["regexp"]["lastIndex"],
          "regexp %r" % r)
    # Map, Set
    _, kids, m = obj("map")
    ents = kids[m["[[Entries]]"]["node"]]
    got = [(a["relation"], a["index"], val(a), b["relation"], val(b))
           for a, b in zip(ents[0::2], ents[1::2])]
    check(got == [("map-key", i, str(a), "map-value", js_num(b)) for i, (a, b)
                  in enumerate(k["map"]["entries"])] and
          m["[[Size]]"]["number"] == k["map"]["size"], "map %r" % got)
    _, kids, st = obj("set")
    ents = kids[st["[[Entries]]"]["node"]]
    check([(e["relation"], val(e)) for e in ents] ==
          [("set-value", js_num(x)) for x in k["set"]["entries"]] and
          st["[[Size]]"]["number"] == k["set"]["size"], "set %r" % ents)
    # typed arrays, ArrayBuffers
    for name in ("i32", "u8", "f64"):
        _, kids, ta = obj(name)
        want = k[name]
        node = ta["[[TypedArray]]"]
        els = kids.get(node["node"], [])
        check(node["value"] == want["type"] and
              node["length"] == want["length"] and
              ta["[[ByteOffset]]"]["number"] == want["byteOffset"] and
              [e["index"] for e in els] == list(range(want["length"])) and
              [e["number"] for e in els] ==
              [float(x) for x in want["elements"]], "%s %r" % (name, ta))
    for name in ("buffer", "smallbuf"):
        _, _, ab = obj(name)
        check(ab["[[ByteLength]]"]["number"] == k[name]["byteLength"] and
              (ab["[[Data]]"]["value"] == "inline") == k[name]["inline"] and
              ab["[[Detached]]"]["value"] == "false", "%s %r" % (name, ab))
    # Error
    _, _, er = obj("error")
    want = k["error"]
    check(er["[[ErrorType]]"]["value"] == want["name"] and
          er["[[Message]]"]["value"] == want["message"] and
          er["[[FileName]]"]["value"] == want["fileName"] and
          er["[[LineNumber]]"]["number"] == want["lineNumber"] and
          er["[[ColumnNumber]]"]["number"] == want["columnNumber"] and
          er["[[Stack]]"]["value"] == want["stack"], "error %r" % er)
    # wrappers
    for name, kind in (("num", "number"), ("str", "string"),
                       ("bool", "boolean")):
        _, _, w = obj(name)
        pv = w["[[PrimitiveValue]]"]
        want = k[name]["value"]
        check(pv["kind"] == kind and pv["value"] ==
              ({True: "true", False: "false"}.get(want) if kind == "boolean"
               else js_num(want)), "%s %r" % (name, pv))
    # arrays
    _, kids, a = obj("dense")
    els = kids[a["[[Elements]]"]["node"]]
    check([val(e) for e in els] == [js_num(x) for x in
                                    k["dense"]["elements"]] and
          a["[[Elements]]"]["length"] == k["dense"]["length"], "dense")
    _, kids, a = obj("holey")
    els = kids[a["[[Elements]]"]["node"]]
    check([e["index"] for e in els if e["kind"] == "hole"] ==
          k["holey"]["holes"] and
          [val(e) for e in els if e["kind"] != "hole"] ==
          [js_num(x) for x in k["holey"]["elements"] if x is not None],
          "holey %r" % els)
    # functions
    kindmap = {"native": "native", "bound": "bound",
               "interpreted": "interpreted"}
    for name in ("native", "arrow", "plainfn", "ctor", "bound"):
        nodes, _, f = obj(name)
        want = k[name]
        n0 = nodes[0]
        fname = want["name"] if name != "bound" else k["plainfn"]["name"]
        check(n0["kind"] == "function" and (
            n0["value"] == "function %s" % fname or
            (name == "arrow" and n0["value"].startswith("function "))),
            "%s: %r, truth %r" % (name, n0, want))
        fk = f["[[Function]]"]["value"]
        check(fk == kindmap.get(want["kind"], "interpreted") and
              (want["kind"] not in ("arrow", "class constructor") or
               want["kind"].split()[-1] in f["[[FunctionKind]]"]["value"]),
              "%s: %r %r, truth %r" % (name, fk, f["[[FunctionKind]]"],
                                       want))
        if name == "bound":
            check(f["[[BoundTargetFunction]]"]["address"] ==
                  top["plainfn"]["address"] and
                  f["[[BoundThis]]"]["kind"] == "null" and
                  f["name"]["value"] == want["name"], "bound %r" % f)
    for name in ("proxy", "revoked"):
        _, _, px = obj(name)
        check(px["[[Revoked]]"]["value"] ==
              ("true" if k[name]["revoked"] else "false"), name)
    for name in ("resolved", "pending", "rejected"):
        _, _, pr = obj(name)
        check(pr["[[PromiseState]]"]["value"] == k[name]["state"], name)
    check(obj("resolved")[2]["[[PromiseResult]]"]["value"] ==
          js_num(k["resolved"]["result"]), "resolved's result")
    # accessors: the dictionary object's keys, and who holds what
    nodes, kids, dct = obj("dict")
    keys = [r["key"] for r in kids[0] if r["relation"] == "property"]
    check(keys == k["dict"]["keys"], "dict keys %r" % keys)
    acc = dct["acc"]
    g = [r for r in kids.get(acc["node"], []) if r["relation"] == "getter"]
    check(acc["kind"] == "accessor" and acc["value"] == "getter-setter" and
          len(g) == 1 and g[0]["address"] == top["accGetter"]["address"] and
          g[0]["value"] == "function %s" % t["heap"]["accGetter"]["name"],
          "dict.acc %r %r" % (acc, g))
    marker = {"Getter/Setter": "getter-setter", "Getter": "getter",
              "Setter": "setter"}
    for holder, props in t["heap"]["accessors"].items():
        if holder == "dict":
            continue
        nodes, kids, h = obj(holder)
        for pname, m in props.items():
            r = h[pname]
            rels = sorted(c["relation"] for c in kids.get(r["node"], []))
            check(r["kind"] == "accessor" and r["value"] == marker[m] and
                  rels == sorted(marker[m].split("-")),
                  "%s.%s %r %r" % (holder, pname, r, rels))
    _, kids, w = obj("weak2")
    ents = kids[w["[[Entries]]"]["node"]]
    want = t["heap"]["weak2"]["entries"]
    keyaddr = {n: top[n]["address"] for n in ("weakKey1", "weakKey2")}
    got = {(a["address"], b["value"] if b["kind"] == "string" else
            b["address"]) for a, b in zip(ents[0::2], ents[1::2])}
    check(got == {(keyaddr[a], keyaddr[b[1:]] if b.startswith("=") else b)
                  for a, b in want} and
          w["[[Size]]"]["number"] == len(want), "weak2 %r" % got)
    _, kids, w = obj("weakset")
    ents = kids[w["[[Entries]]"]["node"]]
    check({e["address"] for e in ents} ==
          {keyaddr[n] for n in t["heap"]["weakset"]["members"]} and
          all(e["relation"] == "set-value" for e in ents), "weakset")
    _, kids, many = obj("many")
    check(len([r for r in kids[0] if r["relation"] == "property"]) ==
          t["heap"]["many"]["count"], "many")
    # the Holder's strings
    hold = ctx.text("::findjsobjects -c Holder | ::findjsobjects").split()
    nodes, _, h = sm_tree(ctx.json("%s::smprint" % hold[0]))
    check(nodes[0]["constructor"] == "Holder" and
          nodes[0]["class"] == "Object", "Holder %r" % nodes[0])
    for name, text in t["strings"].items():
        check(h[name]["kind"] == "string" and h[name]["value"] == text and
              h[name]["length"] == utf16_len(text), "%s %r" % (name,
                                                              h[name]))
    # a JS::Value given with -v: int32 -7, NaN-boxed
    (r,) = ctx.json("%x::smprint -v" % ((0x1fff1 << 47) | 0xfffffff9))
    check(r["kind"] == "number" and r["value"] == "-7" and
          r["number"] == -7, "-v %r" % r)


# ---- ::smstatus and ::smchunks: the core's own bytes ----

SM_FACTS_C = os.path.join(ROOT, "spidermonkey", "facts.c")


def sm_facts(major):
    """The sf_* numbers of spidermonkey/facts.c's sm_facts_NN row (the
    layouts jsmdb is given, each with its source cited there): name ->
    int."""
    with open(SM_FACTS_C) as f:
        text = f.read()
    m = re.search(r"const sm_facts_t sm_facts_%d = \{(.*?)\n\};" % major,
                  text, re.S)
    check(m is not None, "facts.c has no sm_facts_%d" % major)
    body = re.sub(r"/\*.*?\*/", "", m.group(1), flags=re.S)
    return {fm.group(1): eval(fm.group(2), {"__builtins__": {}})
            for fm in re.finditer(r"\.(sf_\w+)\s*=\s*([0-9a-fA-Fx()<> +*-]+)"
                                  r",", body)}


def sm_nkinds(major):
    """AllocKind::LIMIT: the entries of facts.c's kinds_NN table (the
    OBJECT_KINDS macro's and its own)."""
    with open(SM_FACTS_C) as f:
        text = f.read()
    mac = re.search(r"#define\s+OBJECT_KINDS\(.*?\n\n", text, re.S)
    tab = re.search(r"kinds_%d\[\] = \{(.*?)\n\};" % major, text, re.S)
    check(mac and tab, "facts.c: no OBJECT_KINDS or kinds_%d" % major)
    return (len(re.findall(r'\{ "', mac.group(0))) +
            len(re.findall(r'\{ "', tab.group(1))))


class CoreMem:
    """Memory of an ELF64 little-endian core read through its PT_LOAD
    headers (parsed here): what the kernel wrote, not what jsmdb reads."""

    def __init__(self, path):
        self.f = open(path, "rb")
        self.loads = [(vaddr, off, filesz) for ptype, _, off, vaddr, filesz,
                      _ in elf64_phdrs(self.f, path) if ptype == 1]

    def read(self, addr, n):
        for vaddr, off, filesz in self.loads:
            if vaddr <= addr and addr + n <= vaddr + filesz:
                self.f.seek(off + addr - vaddr)
                return self.f.read(n)
        return None

    def u64(self, addr):
        b = self.read(addr, 8)
        return None if b is None else struct.unpack("<Q", b)[0]


def arena_used(mem, arena, fx, size):
    """Cells in use in an arena: its cells less those its free list
    (FreeSpan: uint16 first, last; the next span in the last free cell,
    js/src/gc/Heap.h) names, walked here from the core's bytes."""
    b = mem.read(arena, fx["sf_arena_size"])
    nthings = (fx["sf_arena_size"] - fx["sf_arena_header"]) // size
    first_cell = fx["sf_arena_size"] - nthings * size
    free = 0
    first, last = struct.unpack_from("<HH", b, 0)
    for _ in range(nthings + 1):
        if first == 0:
            return nthings - free, nthings
        check(first_cell <= first <= last and (last - first) % size == 0,
              "arena %x: a free span %d..%d" % (arena, first, last))
        free += (last - first) // size + 1
        first, last = struct.unpack_from("<HH", b, last)
    raise Fail("arena %x: a free list longer than its cells" % arena)


def t_smstatus_smchunks(ctx):
    """::smstatus names the version the core maps (sm_lib_version: the
    libmozjs file or the js shell's package), and the runtime every
    tenured chunk names: the word at ChunkBase::runtime (facts.c's
    sf_chunk_runtime) read from the core file by this test.  ::smchunks:
    every chunk is chunk-aligned and in the core; its arenas are the
    allocated ones (AllocKind byte below AllocKind::LIMIT, a zone) among
    the chunk's arena slots, each with the AllocKind byte the core holds,
    things = (arena size - header) / thing size, and used = things less
    the cells its free-span list names, walked by this test from the
    core's bytes; a chunk's counts are the sums of its arena records.
    Proves the records are the core's own chunks and arenas, not a
    rendering of jsmdb's text."""
    (st,) = ctx.json("::smstatus")
    want = sm_lib_version(ctx.core)
    check(st["version"] == want, "version %r, the core maps %s" % (
        st["version"], want))
    major = int(st["layouts"])
    check(want.startswith("%d." % major), "layouts %r for %s" % (
        st["layouts"], want))
    fx = sm_facts(major)
    recs = ctx.json("::smchunks -v")
    chunks = [r for r in recs if r["record"] == "chunk"]
    arenas = [r for r in recs if r["record"] == "arena"]
    check(len(chunks) == st["chunks"] == st["tenured_chunks"] +
          st["nursery_chunks"] and
          sum(c["kind"] == "nursery" for c in chunks) ==
          st["nursery_chunks"], "chunks %r, status %r" % (chunks, st))
    check(st["tenured_chunks"] >= 1 and arenas, "no tenured arenas")
    mem = CoreMem(ctx.core.path)
    nkinds = sm_nkinds(major)
    for c in chunks:
        a = int(c["address"], 16)
        check(a % fx["sf_chunk_size"] == 0, "chunk %x not aligned" % a)
        if c["kind"] == "nursery":
            continue
        rt = mem.u64(a + fx["sf_chunk_runtime"])
        check(rt == int(st["runtime"], 16), "chunk %x names runtime %s, "
              "status %s" % (a, rt and "%x" % rt, st["runtime"]))
        mine = [r for r in arenas if r["chunk"] == c["address"]]
        check(len(mine) == c["arenas"] and c["absent_arenas"] == 0 and
              sum(r["used"] for r in mine) == c["cells"],
              "chunk %x: %r, %d arena records" % (a, c, len(mine)))
        got = set()
        for i in range(fx["sf_arenas_per_chunk"]):
            ar = a + fx["sf_first_arena"] + i * fx["sf_arena_size"]
            kind = mem.read(ar + fx["sf_arena_kind"], 1)[0]
            zone = mem.u64(ar + fx["sf_arena_zone"])
            if zone != 0 and kind < nkinds:
                got.add(ar)
        check(got == {int(r["address"], 16) for r in mine},
              "chunk %x: arenas with a zone %d, records %d" % (
                  a, len(got), len(mine)))
    for r in arenas:
        ar = int(r["address"], 16)
        kind = mem.read(ar + fx["sf_arena_kind"], 1)[0]
        check(not r["damaged"] and r["alloc_kind_number"] == kind,
              "arena %r, AllocKind byte %d" % (r, kind))
        used, things = arena_used(mem, ar, fx, r["thing_size"])
        check((r["used"], r["things"]) == (used, things),
              "arena %x: %d/%d used, the core's free list %d/%d" % (
                  ar, r["used"], r["things"], used, things))
    kinds = {}
    for r in arenas:
        kinds.setdefault(r["alloc_kind_number"], set()).add(
            (r["alloc_kind"], r["thing_size"]))
    check(all(len(v) == 1 for v in kinds.values()), "a kind number with "
          "two names or sizes: %r" % kinds)
    print("NOTE  %s/smstatus-smchunks: %d chunks, %d arenas, %d cells "
          "checked against the core's bytes" % (
              ctx.core.name, len(chunks), len(arenas),
              sum(r["used"] for r in arenas)))


# ---- mdb's built-ins: ::mappings, ::regs ----

GDB_REGS = {"rflags": "eflags"}


def t_mappings_regs(ctx):
    """::mappings has one mapping per PT_LOAD segment of the core (read
    from its program headers here): the same start and end, the bytes
    the core holds of it its file size, the protection its p_flags; a
    mapping naming a file is inside an NT_FILE entry (parsed here) of
    that file at the offset the entry gives.  ::regs gives the first
    thread the values gdb's `info registers` reads from the same core."""
    core = ctx.core
    recs = ctx.json("::mappings")
    maps = {int(r["base"], 16): r for r in recs}
    check(len(maps) == len(recs), "two mappings at one base")
    loads = elf_loads(core.path)
    bad = []
    for v, ms, fs, pf in loads:
        r = maps.get(v)
        prot = "%s%s%s" % ("r" if pf & 4 else "-", "w" if pf & 2 else "-",
                           "x" if pf & 1 else "-")
        if r is None or int(r["limit"], 16) != v + ms or \
                r["in_core"] != fs or r["protection"] != prot:
            bad.append("PT_LOAD %x-%x (%x in the file): %r" % (
                v, v + ms, fs, r))
    check(not bad, "%d of %d segments not listed as they are" % (
        len(bad), len(loads)), "\n".join(bad[:10]))
    files = nt_files(core.path)
    nfile = 0
    for r in recs:
        if r["file"] is None:
            continue
        b = int(r["base"], 16)
        ents = [e for e in files if e[0] <= b < e[1]]
        check(ents and ents[0][3] == r["file"] and r["file_offset"] ==
              ents[0][2] + (b - ents[0][0]),
              "%r: NT_FILE says %r" % (r, ents))
        nfile += 1
    check(nfile >= 5, "only %d mappings name a file" % nfile)
    # ::regs against gdb
    regs = {r["name"]: r for r in ctx.json("::regs")}
    exe = (core.meta or {}).get("exe") or os.path.join(
        os.path.dirname(core.path), "threads")
    out = subprocess.run(["gdb", "-batch", "-nx", "-ex", "info registers",
                          exe, core.path], capture_output=True, text=True,
                         timeout=300).stdout
    gdb = {m.group(1): int(m.group(2), 16) for m in re.finditer(
        r"^(\w+)\s+0x([0-9a-f]+)\s", out, re.M)}
    n = 0
    bad = []
    for name, r in regs.items():
        g = gdb.get(GDB_REGS.get(name, name))
        if g is None:
            continue
        n += 1
        if r["value"] is None or int(r["value"], 16) != g:
            bad.append("%s: jsmdb %s, gdb %x" % (name, r["value"], g))
    check(n >= 20 and not bad, "%d of %d registers differ from gdb's" % (
        len(bad), n), "\n".join(bad))
    pc = [r for r in regs.values() if r["symbol"] is not None]
    check(len(pc) == 1 and pc[0]["name"] in ("rip", "pc"), "%r" % pc)


def t_nm_whatis(ctx):
    """::nm's symbols of the executable are binutils nm's (nm -S
    --defined-only on the file): the same sizes, and values all moved by
    one load bias; addr::nm of main is main; ::whatis of main+1 names
    main+0x1 and the file and offset the core's NT_FILE note gives for
    that address (parsed here), and of address 0 says it is mapped
    nowhere."""
    core = ctx.core
    exe = os.path.join(os.path.dirname(core.path), "threads")
    out = subprocess.run(["nm", "-S", "--defined-only", exe],
                         capture_output=True, text=True).stdout
    theirs = {}
    dup = set()
    for ln in out.splitlines():
        f = ln.split()
        if len(f) == 4 and f[2] in "TtDdBbRr":
            if f[3] in theirs:
                dup.add(f[3])
            theirs[f[3]] = (int(f[0], 16), int(f[1], 16))
    for d in dup:
        del theirs[d]
    mine = {r["symbol"]: r for r in ctx.json("::nm")
            if r["executable"]}
    both = [n for n in theirs if n in mine]
    check(len(both) >= 10 and "main" in both, "only %d symbols in both: "
          "%s" % (len(both), both))
    bias = int(mine["main"]["value"], 16) - theirs["main"][0]
    bad = ["%s: jsmdb %s size %d, nm %x size %d" % (
        n, mine[n]["value"], mine[n]["size"], theirs[n][0], theirs[n][1])
        for n in both if int(mine[n]["value"], 16) - theirs[n][0] != bias
        or mine[n]["size"] != theirs[n][1]]
    check(not bad, "%d of %d symbols differ from nm's" % (len(bad),
                                                        len(both)),
          "\n".join(bad))
    main = int(mine["main"]["value"], 16)
    (r,) = ctx.json("%x::nm" % main)
    check(r["symbol"] == "main" and r["size"] == theirs["main"][1],
          "%r" % r)
    (w,) = ctx.json("%x::whatis" % (main + 1))
    ents = [e for e in nt_files(core.path) if e[0] <= main + 1 < e[1]]
    check(len(ents) == 1 and w["mapped"] and w["symbol"] == "main+0x1" and
          w["file"] == ents[0][3] and
          w["file_offset"] == ents[0][2] + (main + 1 - ents[0][0]) and
          w["protection"] == "r-x", "%r, NT_FILE %r" % (w, ents))
    (w,) = ctx.json("0::whatis")
    check(not w["mapped"] and w["base"] is None and w["symbol"] is None,
          "%r" % w)


def gdb_lwps(exe, core):
    """The LWP ids gdb's info threads lists for the core."""
    args = ["gdb", "-batch", "-nx", "-ex", "info threads"]
    out = subprocess.run(args + ([exe] if exe else []) + [core],
                         capture_output=True, text=True, timeout=300).stdout
    return sorted({int(x) for x in re.findall(
        r"^[ *]+\d+\s+Thread \S+ \(LWP (\d+)\)", out, re.M)})


def t_walk(ctx):
    """::walk thread writes one address record per thread, the LWPs gdb's
    info threads lists for the core; in a pipeline it still passes
    addresses: ::walk thread | ::stack's frame records name those
    threads.  ::walkers lists thread."""
    lwps = gdb_lwps(ctx.core.meta.get("exe") if ctx.core.meta else None,
                    ctx.core.path)
    recs = ctx.json("::walk thread")
    check(len(lwps) > 1 and all(r["walker"] == "thread" for r in recs) and
          sorted(int(r["address"], 16) for r in recs) == lwps,
          "::walk thread %r, gdb's LWPs %r" % (
              [r["address"] for r in recs], lwps))
    # ::stack's records (test_jsstack_json validates them): parsed here
    r = cl.jsmdb(["-o", "json", "-e", "::walk thread | ::stack",
                  ctx.core.path])
    recs = [json.loads(ln) for ln in r.out.split("\n") if ln]
    check(sorted({r["thread"] for r in recs}) == lwps and
          all(r["dcmd"] == "stack" for r in recs), "::walk thread | "
          "::stack: threads %r" % sorted({r["thread"] for r in recs}))
    check("thread" in {r["name"] for r in ctx.json("::walkers")},
          "::walkers: no thread")


def t_dcmds_walkers(ctx):
    """::dcmds says which dcmds have a JSON form as docs/json.md does:
    every dcmd with a section there has json true, those it names as
    still without one (::dump, ::ugrep, ::print, ::help) false; every
    dcmd docs/reference.md documents for V8 and mdb is listed; the
    walkers docs/reference.md walks (::walk NAME) are listed."""
    dc = {r["name"]: r for r in ctx.json("::dcmds")}
    with open(DOC) as f:
        doc = f.read()
    secs = set(re.findall(r"^## ::(\w+)", doc, re.M))
    # json.md's sections of SpiderMonkey's dcmds: not loaded on V8 cores
    for d in sorted(secs):
        if d.startswith("sm"):
            continue
        check(d in dc and dc[d]["json"], "::%s: %r" % (d, dc.get(d)))
    for d in ("dump", "ugrep", "print", "help"):
        check(d in dc and not dc[d]["json"], "::%s: %r" % (d, dc.get(d)))
    with open(os.path.join(ROOT, "docs", "reference.md")) as f:
        ref = f.read()
    want = {d for d in re.findall(r"^### ::(\w+)", ref, re.M)
            if not d.startswith("sm")}
    check(want and want <= set(dc), "reference.md's dcmds not listed: %r"
          % sorted(want - set(dc)))
    walkers = {r["name"] for r in ctx.json("::walkers")}
    wantw = {w for w in re.findall(r"::walk (\w+)", ref)
             if not w.startswith("sm")}
    check(wantw and wantw <= walkers, "walkers not listed: %r" %
          sorted(wantw - walkers))


def t_dis(ctx):
    """main::dis on the threads core against binutils: nm's main (value
    and size), objdump -d's instructions of it in the executable: the
    same addresses (less one load bias), the same bytes, and each direct
    call's or branch's target objdump's; a window (main+0xa::dis -n 2)
    is the instructions objdump has about main+0xa."""
    exe = ctx.core.meta.get("exe")
    out = subprocess.run(["nm", "-S", exe], capture_output=True, text=True,
                         timeout=120).stdout
    m = re.search(r"^([0-9a-f]+) ([0-9a-f]+) [Tt] main$", out, re.M)
    check(m is not None, "nm: no main")
    val, size = int(m.group(1), 16), int(m.group(2), 16)
    out = subprocess.run(["objdump", "-d", "--insn-width=16",
                          "--start-address=0x%x" % val,
                          "--stop-address=0x%x" % (val + size), exe],
                         capture_output=True, text=True, timeout=120).stdout
    want = []
    for mm in re.finditer(r"^\s*([0-9a-f]+):\t((?:[0-9a-f]{2} )+)\s*\t?(.*)$",
                          out, re.M):
        tgt = re.search(r"\b(?:call|jmp|j\w+)\s+([0-9a-f]+) <", mm.group(3))
        want.append((int(mm.group(1), 16), mm.group(2).replace(" ", ""),
                     int(tgt.group(1), 16) if tgt else None))
    recs = ctx.json("main::dis")
    check(len(want) > 20 and len(recs) == len(want), "%d records, objdump "
          "%d instructions" % (len(recs), len(want)))
    bias = int(recs[0]["address"], 16) - val
    got = [(int(r["address"], 16) - bias, r["bytes"],
            int(r["target"], 16) - bias if r["target"] else None)
           for r in recs]
    bad = [(g, w) for g, w in zip(got, want) if g[:2] != w[:2] or
           (w[2] is not None and g[2] != w[2])]
    check(not bad and recs[0]["symbol"] == "main" and
          all(r["text"] and r["reason"] is None for r in recs),
          "%d instructions differ from objdump's: %r" % (len(bad), bad[:3]))
    recs = ctx.json("main+0xa::dis -n 2")
    addrs = [int(r["address"], 16) - bias for r in recs]
    i = [w[0] for w in want].index(val + 0xa)
    check(addrs == [w[0] for w in want[i - 2:i + 3]], "window %r, objdump "
          "%r" % (addrs, [w[0] for w in want[i - 2:i + 3]]))


def t_width(ctx):
    """::width (mdb's $w) in JSON: 80 when output is no terminal (mdb's
    default), a width set is the width in force after it, one past 4096
    is cut to 4096, one under 16 is refused on stderr with no record."""
    recs = ctx.json("::width; 0t200::width; ::width; 0t9999::width")
    check([(r["width"], r["set"]) for r in recs] == [
        (80, False), (200, True), (200, False), (4096, True)],
        "::width %r" % recs)
    recs = ctx.json("0t5::width", expect_rc=1)
    check(recs == [], "0t5::width wrote %r" % recs)


def t_doc_examples(schema):
    """Every example record in docs/json.md's sections of these dcmds is
    valid against the document's own tables."""
    with open(DOC) as f:
        text = f.read()
    n = 0
    for d in DCMDS:
        sec = re.search(r"^## ::%s\n(.*?)(?=^## )" % d, text, re.S | re.M)
        check(sec is not None, "no section ::%s" % d)
        for block in re.findall(r"```\n\$ jsmdb -o json[^\n]*\n(.*?)```",
                                sec.group(1), re.S):
            for ln in block.splitlines():
                rec = json.loads(ln)
                check(rec["dcmd"] == d, "::%s's example: %r" % (d, ln))
                validate(schema, rec)
                n += 1
    check(n >= len(DCMDS), "only %d example records" % n)


def t_doc_drift(schema):
    """The validator fails a record the document does not describe."""
    rec = {"schema": "jsmdb/1", "dcmd": "jsconstructor",
           "record": "constructor", "address": "10", "constructor": "X",
           "reason": None, "function": None, "function_class": None}
    validate(schema, rec)
    for bad in ({"extra": 1}, {"address": "0x10"}, {"constructor": 3}):
        r2 = dict(rec, **bad)
        try:
            validate(schema, r2)
        except Fail:
            continue
        raise Fail("the validator took %r" % r2)


def main():
    try:
        schema = parse_doc()
    except Fail as e:
        cl.report_fail("docs/json.md", e.args[0])
        cl.finish()
    cl.run_test("docs/json.md/validator", t_doc_drift, schema)
    cl.run_test("docs/json.md/examples", t_doc_examples, schema)
    want = {"inspect-node0.10", "inspect-node12", "inspect-node18",
            "inspect-node22", "inspect-node26", "refs-node18", "refs-node22",
            "refs-node24", "mdbv8-node0.10", "mdbv8-node12", "mdbv8-node18",
            "mdbv8-node22", "mdbv8-node26", "sm-js102", "sm-gjs",
            "heap-node0.10", "heap-node8", "heap-node22", "heap-node24",
            "handles-node0.10", "handles-node4", "handles-node10",
            "handles-node18", "handles-node22", "handles-node24", "threads"}
    found = {c.name: c for c in cl.cores() if c.name in want}
    seen = {}
    for name in sorted(want):
        core = found.get(name)
        if core is None or not core.ready:
            cl.report_fail(name, "core not made (make corpora)")
            continue
        ctx = Ctx(core, schema)
        if name == "threads":
            cl.run_test("%s/mappings-regs" % name, t_mappings_regs, ctx)
            cl.run_test("%s/walk" % name, t_walk, ctx)
            cl.run_test("%s/dis" % name, t_dis, ctx)
            cl.run_test("%s/width" % name, t_width, ctx)
            cl.run_test("%s/nm-whatis" % name, t_nm_whatis, ctx)
        elif name.startswith("heap-"):
            cl.run_test("%s/nodeinfo" % name, t_nodeinfo, ctx)
        elif name.startswith("handles-"):
            cl.run_test("%s/nodehandles" % name, t_nodehandles, ctx)
        elif name.startswith("inspect-"):
            cl.run_test("%s/jsengine" % name, t_jsengine, ctx)
            cl.run_test("%s/jsprint" % name, t_inspect_jsprint, ctx)
            cl.run_test("%s/value-dcmds" % name, t_inspect_others, ctx)
            cl.run_test("%s/undefined-red" % name, t_undefined_red, ctx)
        elif name.startswith("refs-"):
            cl.run_test("%s/jsfindrefs" % name, t_refs, ctx)
        elif name.startswith("mdbv8-"):
            cl.run_test("%s/schema" % name, t_mdbv8, ctx)
        else:
            cl.run_test("%s/jsengine" % name, t_jsengine, ctx)
            cl.run_test("%s/values" % name, t_sm, ctx)
            cl.run_test("%s/smtype" % name, t_smtype, ctx)
            cl.run_test("%s/smstatus-smchunks" % name, t_smstatus_smchunks,
                        ctx)
            cl.run_test("%s/smprint" % name, t_smprint, ctx)
        if name == "inspect-node22":
            cl.run_test("%s/refuse-once" % name, t_refuse_once, ctx)
            cl.run_test("%s/heapsnapshot" % name, t_heapsnapshot, ctx)
            cl.run_test("%s/dcmds-walkers" % name, t_dcmds_walkers, ctx)
            cl.run_test("%s/mappings-regs" % name, t_mappings_regs, ctx)
        if name.startswith("inspect-") and core.truth.get("v8_types"):
            cl.run_test("%s/v8-internals" % name, t_v8_internals, ctx)
            cl.run_test("%s/v8pages-v8whatis" % name, t_v8_pages_whatis,
                        ctx)
            cl.run_test("%s/v8-functions" % name, t_v8_functions, ctx)
            cl.run_test("%s/v8-tables" % name, t_v8_tables, ctx)
        elif name.startswith("inspect-"):
            # inspect.js records V8's own types where %DebugPrint prints
            # them (its v8_types): nothing to compare without
            print("NOTE  %s/v8-internals: not run: no v8_types in "
                  "truth.json (this V8's %%DebugPrint names no types)" %
                  name)
        if name.startswith("inspect-"):
            cl.run_test("%s/v8str" % name, t_v8str, ctx)
        for key, n in ctx.nrec.items():
            seen[key] = seen.get(key, 0) + n
    # every record kind the document describes was written and checked
    missing = [(d, r) for d in schema for r in schema[d]
               if (d, r) not in seen]

    def t_all_kinds():
        check(not missing, "record kinds never written: %s" % missing)
    cl.run_test("docs/json.md/every-record-kind", t_all_kinds)
    print("NOTE  docs/json.md: %d records validated: %s" % (
        sum(seen.values()), ", ".join("%s %s %d" % (d, r, n) for (d, r), n
                                      in sorted(seen.items()))))
    cl.finish()


if __name__ == "__main__":
    main()
