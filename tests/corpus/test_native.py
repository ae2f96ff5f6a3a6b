#!/usr/bin/env python3
"""Corpus tests on the native core (corpora/native/threads.c).

Every expectation comes from the truth.json the program wrote before
aborting, or from gdb on the same core.
"""
import json
import os
import re
import subprocess
import struct
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, check_dis, compare_stack,  # noqa: E402
                       contains_in_order, cores, dec_in, finish,
                       gdb_reference, hex_in, hexnum, jsmdb,
                       make_alias_check, normalise, parse_mdb_stack,
                       report_fail, run_cmd, run_test, values_of)


def t_status(core):
    r = run_cmd(core, "::status")
    t = core.truth
    check(dec_in(t["pid"], r.out), "pid %d not in ::status" % t["pid"],
          r.describe())
    check(re.search(r"SIGABRT|signal 6\b", r.out),
          "SIGABRT not in ::status", r.describe())


def thread_stack(core, tid):
    r = run_cmd(core, "0t%d::stack" % tid)
    return r, parse_mdb_stack(r.out)


def t_thread_vs_gdb(core, thr, ref, aliases):
    r, names = thread_stack(core, thr["tid"])
    check(names, "no frames from 0t%d::stack" % thr["tid"], r.describe())
    check(thr["tid"] in ref, "gdb has no thread %d" % thr["tid"])
    ok, report = compare_stack(names, ref[thr["tid"]], aliases)
    check(ok, "frames differ from gdb's", report + "\n" + r.describe())
    check(contains_in_order(names, thr["chain"]),
          "chain %s not in the stack" % " <- ".join(thr["chain"]),
          r.describe())


def t_stack_json(core, thr, ref, aliases):
    """-o json ::stack: one frame record a frame, named as gdb names them,
    pcs gdb's, numbered from 0, and each record's text is the frame as
    the text form prints it."""
    r = jsmdb(["-o", "json", "-e", "0t%d::stack" % thr["tid"], core.path])
    recs = [json.loads(ln) for ln in r.out.splitlines()]
    check(recs and all(x["schema"] == "jsmdb/1" and x["dcmd"] == "stack"
                       and x["record"] == "frame" and
                       x["thread"] == thr["tid"] for x in recs),
          "not stack frame records of thread %d" % thr["tid"], r.describe())
    check([x["frame"] for x in recs] == list(range(len(recs))),
          "frames not numbered 0..n-1", r.describe())
    names = [("%s`%s" % (x["object"], x["symbol"]) if x["symbol"] and
              x["object"] else x["symbol"]) for x in recs]
    ok, report = compare_stack(names, ref[thr["tid"]], aliases)
    check(ok, "frames differ from gdb's", report + "\n" + r.describe())
    gdb_pcs = [int(f["pc"], 16) if isinstance(f["pc"], str) else f["pc"]
               for f in ref[thr["tid"]]]
    for x in recs[:3]:
        check(int(x["pc"], 16) in gdb_pcs, "pc %s is not one of gdb's" %
              x["pc"], r.describe())
    text = jsmdb(["-e", "0t%d::stack" % thr["tid"], core.path])
    lines = [ln[:-2] for ln in text.out.splitlines() if ln.endswith("()")]
    check([x["text"] for x in recs] == lines,
          "the records' text is not the text form's frames",
          r.describe() + text.describe())


def t_main_chain(core):
    # ::stack and $c without an address: the current thread, which is the
    # one that aborted (the first thread of the core, the main thread).
    chain = core.truth["main_chain"]
    for cmd in ("::stack", "$c"):
        r = run_cmd(core, cmd)
        names = parse_mdb_stack(r.out)
        check(contains_in_order(names, chain),
              "%s: chain %s not found" % (cmd, " <- ".join(chain)),
              r.describe())
        # abort() is called from level_three: it must be just above it
        n = [normalise(x) for x in names]
        i = n.index(chain[0])
        check(i > 0 and "abort" in n[:i],
              "%s: abort not above %s" % (cmd, chain[0]), r.describe())


def t_walk_thread(core):
    r = run_cmd(core, "::walk thread")
    want = sorted(t["tid"] for t in core.truth["threads"])
    vals = [ln.strip() for ln in r.out.splitlines() if ln.strip()]
    got_hex = sorted(int(v, 16) for v in vals
                     if re.fullmatch(r"(0x)?[0-9a-fA-F]+", v))
    got_dec = sorted(int(v) for v in vals if re.fullmatch(r"\d+", v))
    check(got_hex == want or got_dec == want,
          "threads %s, expected %s" % (vals, want), r.describe())


def t_walk_thread_stack(core):
    r = run_cmd(core, "::walk thread | ::stack")
    names = parse_mdb_stack(r.out)
    for thr in core.truth["threads"]:
        check(contains_in_order(names, thr["chain"]),
              "%s chain missing" % thr["role"], r.describe())


def t_motd(core):
    g = core.truth["globals"]["motd"]
    r = run_cmd(core, "*motd/s")
    check(g["string"] in r.out, "motd string not printed", r.describe())
    r = run_cmd(core, "motd/K")
    check(hex_in(hexnum(g["value"]), values_of(r.out)),
          "motd/K does not show the pointer %s" % g["value"], r.describe())


def t_counter_table(core):
    g = core.truth["globals"]["counter_table"]
    r = run_cmd(core, "counter_table+0t16/D")
    check(dec_in(g["elem4_value"], values_of(r.out)),
          "counter_table[4] = %d not printed" % g["elem4_value"],
          r.describe())
    r = run_cmd(core, "counter_table+0t16=K")
    check(hex_in(hexnum(g["elem4_addr"]), r.out),
          "address %s not printed" % g["elem4_addr"], r.describe())
    r = run_cmd(core, "counter_table,8/D")
    got = [int(x) for x in re.findall(r"-?\d+", values_of(r.out))]
    check(got[-8:] == g["values"], "counter_table,8/D: %s, expected %s" % (
        got[-8:], g["values"]), r.describe())


def t_the_config(core):
    g = core.truth["globals"]["the_config"]
    cases = [
        ("the_config/X", lambda o: hex_in(g["cc_magic"], o)),
        ("the_config+4/d", lambda o: dec_in(g["cc_port"], o)),
        ("the_config+6/s", lambda o: g["cc_name"] in o),
        ("the_config+0t24/e", lambda o: dec_in(g["cc_limit"], o)),
        ("the_config+0t32/K", lambda o: hex_in(hexnum(g["cc_counter"]), o)),
    ]
    for cmd, ok in cases:
        r = run_cmd(core, cmd)
        check(ok(values_of(r.out)), "%s: wrong value" % cmd, r.describe())


def t_fmt_labels(core):
    # addr/fmt starts its line with the address as symbol+offset and a
    # colon; at exactly a symbol, a line with just "sym:" comes first.
    cases = [
        ("counter_table+0t16/D", [r"counter_table\+(0x)?10:"]),
        ("counter_table,8/D", [r"counter_table:", r"counter_table:"]),
        ("the_config/X", [r"the_config:", r"the_config:"]),
        ("the_config+6/s", [r"the_config\+(0x)?6:"]),
    ]
    for cmd, labels in cases:
        r = run_cmd(core, cmd)
        got = [m.group(0) for m in re.finditer(r"^\S+:(?=\s|$)", r.out, re.M)]
        check(len(got) == len(labels) and all(
            re.fullmatch(want, g) for want, g in zip(labels, got)),
            "%s: labels %s, expected %s" % (cmd, got, labels), r.describe())


def t_dump(core):
    # addr,len::dump prints len bytes: the_config's 40, as the program
    # laid them out (x86-64 layout of struct corpus_config).
    g = core.truth["globals"]["the_config"]
    want = struct.pack("<IH16s2xqQ", g["cc_magic"], g["cc_port"],
                       g["cc_name"].encode(), g["cc_limit"],
                       hexnum(g["cc_counter"]))
    check(len(want) == g["size"], "struct layout changed: %d != %d" % (
        len(want), g["size"]))
    r = run_cmd(core, "the_config,0t%d::dump" % g["size"])
    rows = [ln for ln in r.out.splitlines()
            if re.match(r"^\s*[0-9a-fA-F]+:\s", ln)]
    got = ""
    for ln in rows:
        hexpart = ln.split(":", 1)[1].strip().split("  ")[0]
        got += hexpart.replace(" ", "")
    check(len(rows) == 3, "%d rows, expected 3 (40 bytes)" % len(rows),
          r.describe())
    check(got.lower() == want.hex(), "bytes differ:\n got  %s\n want %s" % (
        got, want.hex()), r.describe())
    check("corpus-con" in r.out, "no ASCII column", r.describe())


def t_nm(core):
    r = run_cmd(core, "::nm")
    t = core.truth
    want = dict(t["functions"])
    for g in ("motd", "counter_table", "the_config"):
        want[g] = t["globals"][g]["addr"]
    for name, addr in want.items():
        lines = [ln for ln in r.out.splitlines()
                 if re.search(r"(^|[\s|`])%s\s*$" % re.escape(name), ln)]
        check(lines, "::nm does not list %s" % name)
        check(any(hex_in(hexnum(addr), ln) for ln in lines),
              "::nm: %s not at %s" % (name, addr), "\n".join(lines))


def t_regs(core, ref):
    r = run_cmd(core, "::regs")
    m = re.search(r"%?rip\s*=?\s*(?:0x)?([0-9a-fA-F]+)", r.out)
    check(m, "no rip in ::regs", r.describe())
    pc0 = ref[core.truth["pid"]][0]["pc"]
    check(int(m.group(1), 16) == pc0,
          "rip %s, gdb says %x" % (m.group(1), pc0), r.describe())
    r2 = run_cmd(core, "$r")
    check(r2.out == r.out, "$r differs from ::regs", r2.describe())


def t_mappings(core):
    r = run_cmd(core, "::mappings")
    check(core.exe in r.out, "executable %s not in ::mappings" % core.exe,
          r.describe())
    check(re.search(r"libc\.so", r.out), "libc not in ::mappings",
          r.describe())
    r2 = run_cmd(core, "$m")
    check(r2.out == r.out, "$m differs from ::mappings", r2.describe())


def t_variables(core, ref):
    """<pc, <rip, <rsp: the registers of the thread that took the signal,
    as gdb reads them; an unknown variable is an error, not 0."""
    pc0 = ref[core.truth["pid"]][0]["pc"]
    for var in ("pc", "rip"):
        r = run_cmd(core, "<%s=K" % var)
        check(hex_in(pc0, r.out), "<%s: gdb says %x" % (var, pc0),
              r.describe())
    g = subprocess.run(["gdb", "-nx", "-batch", "-iex", "set auto-load off",
                        "-ex", "p/x $rsp", core.exe, core.path],
                       capture_output=True, text=True, timeout=120)
    m = re.search(r"^\$1 = 0x([0-9a-f]+)$", g.stdout, re.M)
    check(m, "gdb printed no rsp", g.stdout + g.stderr)
    r = run_cmd(core, "<rsp=K")
    check(hex_in(int(m.group(1), 16), r.out), "<rsp: gdb says %s" %
          m.group(1), r.describe())
    r = run_cmd(core, "<rsp,2/K")
    check(r.rc == 0 and len(values_of(r.out).split()) >= 2,
          "<rsp,2/K does not read two words at the stack pointer",
          r.describe())
    r = run_cmd(core, "<nosuchvar=K", expect_rc=1)
    check("nosuchvar" in r.err and r.out == "",
          "an unknown variable is not an error", r.describe())


def t_ugrep(core):
    """value::ugrep: the words that hold value, as the program stored it."""
    g = core.truth["globals"]["the_config"]
    r = run_cmd(core, "%s::ugrep" % g["cc_counter"])
    want = hexnum(g["addr"]) + 32          # the_config.cc_counter
    check(want in [int(x, 16) for x in r.out.split()],
          "%s::ugrep does not list the_config.cc_counter at %x" % (
              g["cc_counter"], want), r.describe())
    r = run_cmd(core, "0x%x::ugrep -s 4" % g["cc_magic"])
    check(hexnum(g["addr"]) in [int(x, 16) for x in r.out.split()],
          "::ugrep -s 4 does not find cc_magic at the_config", r.describe())
    r = run_cmd(core, "%s::ugrep -d 8" % g["cc_counter"])
    check(want in [int(x, 16) for x in r.out.split()],
          "::ugrep -d misses the exact value", r.describe())
    r = run_cmd(core, "1::ugrep -s 3", expect_rc=None)
    check(r.rc != 0 and "size" in r.err, "-s 3 is not refused",
          r.describe())


def t_cat(core):
    """::cat FILE | dcmd: the file's lines are addresses for the pipe."""
    import tempfile
    g = core.truth["globals"]
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
        f.write("%s\n%s\n" % (g["the_config"]["addr"],
                               g["counter_table"]["addr"]))
        f.flush()
        r = run_cmd(core, "::cat %s" % f.name)
        check(r.out.split() == [g["the_config"]["addr"],
                                g["counter_table"]["addr"]],
              "::cat does not print the file", r.describe())
        r = run_cmd(core, "::cat %s | ::whatis" % f.name)
        check("the_config" in r.out and "counter_table" in r.out,
              "::cat FILE | ::whatis does not name both globals",
              r.describe())
    r = run_cmd(core, "::cat /nonexistent/file", expect_rc=1)
    check("/nonexistent/file" in r.err, "a missing file is not said",
          r.describe())


def t_width(core):
    """$w: format output wraps at the width (80 unless $w says)."""
    n = len(core.truth["globals"]["counter_table"]["values"])
    r = run_cmd(core, "counter_table,0t%d/D" % n)
    check(max(len(ln) for ln in r.out.splitlines()) <= 80,
          "lines wider than 80 columns by default", r.describe())
    r = run_cmd(core, "0t200$w; counter_table,0t%d/D" % n)
    lines = r.out.splitlines()
    check(max(len(ln) for ln in lines) > 80 and len(lines) <= 2,
          "0t200$w does not widen the lines", r.describe())
    r = run_cmd(core, "0t200$w; $w")
    check(r.out.strip() == "200", "$w does not print the width",
          r.describe())


def t_formats(core):
    """::formats lists the format characters; each one listed that reads
    memory is one addr/fmt accepts."""
    r = run_cmd(core, "::formats")
    chars = [ln[0] for ln in r.out.splitlines() if ln[1:4] == " - "]
    check(len(chars) >= 40 and "K" in chars and "s" in chars,
          "::formats lists %d characters" % len(chars), r.describe())
    for c in chars:
        if c in "+-^":
            continue
        line = [ln for ln in r.out.splitlines() if ln.startswith(c)][0]
        r2 = run_cmd(core, "the_config/%s" % c, expect_rc=None)
        refused = "refused" in line or "not supported" in line
        check((r2.rc != 0) == refused,
              "/%s: exit %d, but ::formats says %r" % (c, r2.rc, line),
              r2.describe())


def t_ctypes(core):
    """::sizeof, ::offsetof and ::print from the program's DWARF: sizes
    and offsets as gdb computes them, values as the program set them."""
    g = core.truth["globals"]
    cfg = g["the_config"]
    r = run_cmd(core, "::sizeof struct corpus_config")
    check(r.out.strip() == "sizeof (struct corpus_config) = %#x" %
          cfg["size"], "::sizeof: not %d" % cfg["size"], r.describe())
    members = ("cc_magic", "cc_port", "cc_name", "cc_limit", "cc_counter")
    gargs = []
    for m in members:
        gargs += ["-ex", "p/x (unsigned long)&((struct corpus_config *)0)"
                  "->%s" % m]
    gd = subprocess.run(["gdb", "-nx", "-batch", "-iex", "set auto-load off"]
                        + gargs + [core.exe], capture_output=True,
                        text=True, timeout=120)
    offs = re.findall(r"^\$\d+ = (0x[0-9a-f]+)$", gd.stdout, re.M)
    check(len(offs) == len(members), "gdb gave %d offsets" % len(offs),
          gd.stdout + gd.stderr)
    for m, off in zip(members, offs):
        r = run_cmd(core, "::offsetof struct corpus_config %s" % m)
        mo = re.match(r"offsetof \(struct corpus_config, %s\) = "
                      r"(0x[0-9a-f]+|0)," % m, r.out)
        check(mo and int(mo.group(1), 0) == int(off, 16),
              "offsetof %s: gdb says %s" % (m, off), r.describe())
    want = {"cc_magic": str(cfg["cc_magic"]), "cc_port": str(cfg["cc_port"]),
            "cc_name": '[ "%s" ]' % cfg["cc_name"],
            "cc_limit": str(cfg["cc_limit"]),
            "cc_counter": "0x%x" % hexnum(cfg["cc_counter"])}
    for cmd in ("the_config::print -d struct corpus_config",
                "the_config::print -d"):
        r = run_cmd(core, cmd)
        got = dict(re.findall(r"^\s+(\w+) = (.*)$", r.out, re.M))
        check(got == want, "%s: %s, the program set %s" % (cmd, got, want),
              r.describe())
    r = run_cmd(core, "the_config::print -d struct corpus_config cc_port "
                "cc_limit")
    check(r.out.splitlines() == ["cc_port = %d" % cfg["cc_port"],
                                 "cc_limit = %d" % cfg["cc_limit"]],
          "members cc_port cc_limit not printed alone", r.describe())
    r = run_cmd(core, "counter_table::print -d")
    check(r.out.strip() == "[ %s ]" % ", ".join(
        str(v) for v in g["counter_table"]["values"]),
        "counter_table::print -d: not the program's values", r.describe())
    r = run_cmd(core, "::sizeof struct jsmdb_no_such_type", expect_rc=1)
    check("jsmdb_no_such_type" in r.err, "an unknown type is not said",
          r.describe())


def t_load(core):
    """::load v8 on a core without V8 loads the module, which says why it
    cannot configure (as mdb_v8 did); an unknown module is refused by
    name."""
    r = run_cmd(core, "::load libumem", expect_rc=1)
    check("libumem" in r.err, "::load libumem: not said", r.describe())
    r = run_cmd(core, "::load v8")
    check("no postmortem metadata" in r.err,
          "::load v8 on a native core: why V8 is not configured is not "
          "said", r.describe())


def main():
    natives = [c for c in cores("native") if c.program.endswith("threads.c")]
    if not natives:
        report_fail("native", "no native core listed in corpora/cores.list")
        finish()
    for core in natives:
        p = core.name
        if not core.ready:
            report_fail(p, "core not built (make corpora)")
            continue
        ref = {}

        def load_ref():
            ref.update(gdb_reference(core))
            want = sorted(t["tid"] for t in core.truth["threads"])
            check(sorted(ref) == want, "gdb sees threads %s, the truth "
                  "says %s" % (sorted(ref), want))
        run_test("%s/gdb-reference" % p, load_ref)
        aliases = make_alias_check(ref)
        run_test("%s/status" % p, t_status, core)
        for thr in core.truth["threads"]:
            run_test("%s/stack-%s-vs-gdb" % (p, thr["role"]),
                     t_thread_vs_gdb, core, thr, ref, aliases)
            run_test("%s/stack-json-%s" % (p, thr["role"]),
                     t_stack_json, core, thr, ref, aliases)
        run_test("%s/main-chain" % p, t_main_chain, core)
        run_test("%s/walk-thread" % p, t_walk_thread, core)
        run_test("%s/walk-thread-stack" % p, t_walk_thread_stack, core)
        run_test("%s/motd" % p, t_motd, core)
        run_test("%s/counter_table" % p, t_counter_table, core)
        run_test("%s/the_config" % p, t_the_config, core)
        run_test("%s/fmt-labels" % p, t_fmt_labels, core)
        run_test("%s/dump" % p, t_dump, core)
        run_test("%s/nm" % p, t_nm, core)
        run_test("%s/regs" % p, t_regs, core, ref)
        run_test("%s/mappings" % p, t_mappings, core)
        run_test("%s/variables" % p, t_variables, core, ref)
        run_test("%s/ugrep" % p, t_ugrep, core)
        run_test("%s/cat" % p, t_cat, core)
        run_test("%s/width" % p, t_width, core)
        run_test("%s/formats" % p, t_formats, core)
        run_test("%s/load" % p, t_load, core)
        run_test("%s/ctypes" % p, t_ctypes, core)
        run_test("%s/dis-vs-objdump" % p, check_dis,
                 lambda cmd, c=core: run_cmd(c, cmd), core.meta["exe"],
                 "main")
    finish()


if __name__ == "__main__":
    main()
