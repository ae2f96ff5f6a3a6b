#!/usr/bin/env python3
"""Colour (mdbmod/colour.c): on for a terminal, off for a pipe or when
NO_COLOR is set, forced by --color and ::set -C; and colour never changes
the text: every dcmd that colours prints, with colour forced and the SGR
sequences taken out, exactly the bytes it prints without colour.

What is coloured is checked against the programs' truth: inspect.js's
NaN, holes and strings (their keys and kinds are in its truth.json),
stack.js's and demo.js's JavaScript frames (the function names V8's own
stack trace gave, truth "stack"), and ::jssource's current line (the
line of the innermost frame in V8's stack trace) marked by its
background.  Escape bytes the core holds are never passed through: the
output stripped of jsmdb's own sequences holds no ESC byte.
"""
import os
import pty
import re
import select
import subprocess
import sys

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib as cl  # noqa: E402

SGR_RE = re.compile(r"\x1b\[[0-9;]*m")
# what jsmdb writes: a reset, then an optional background and foreground
OWN_SGR_RE = re.compile(r"\x1b\[0(;48;5;237)?(;[0-9]+)*m")
RED = "\x1b[0;1;31m"
GREEN = "\x1b[0;32m"
LINE_BG = "48;5;237"

CORES = ["demo-node22", "demo-node26", "demo-node0.10",
         "inspect-node22", "inspect-node26", "inspect-node0.10",
         "stack-node22", "stack-node26", "stack-node0.10"]


def by_name():
    return {c.name: c for c in cl.cores()}


def strip(text):
    return SGR_RE.sub("", text)


def on_tty(args, env=None):
    """Runs jsmdb with stdout on a pseudo-terminal; returns its output."""
    master, slave = pty.openpty()
    e = dict(os.environ)
    e.pop("NO_COLOR", None)
    if env:
        e.update(env)
    p = subprocess.Popen([cl.JSMDB] + args, stdin=subprocess.DEVNULL,
                         stdout=slave, stderr=subprocess.DEVNULL, env=e)
    os.close(slave)
    out = b""
    while True:
        r, _, _ = select.select([master], [], [], 60)
        if not r:
            p.kill()
            break
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    p.wait()
    os.close(master)
    return out.decode("utf-8", "replace").replace("\r\n", "\n")


def root_of(core):
    t = core.truth
    if t.get("root_address"):
        return t["root_address"]
    r = cl.run_cmd(core, "::findjsobjects -c %s | ::findjsobjects" %
                   t["root_constructor"])
    return r.out.split()[0]


def commands(core):
    """The coloured dcmds to compare on this core."""
    cmds = ["::jsstack", "::jsstack -v", "::jsstack -a"]
    if core.program.endswith("inspect.js"):
        root = root_of(core)
        cmds += ["%s::jsprint" % root, "%s::jsprint -a -d 2" % root,
                 "%s::jsprint -s" % root]
    r = cl.jsmdb(["-e", "::jsstack -a"] + cl.exe_and_core(core))
    funcs = re.findall(r"\(JSFunction: ([0-9a-f]+)\)", r.out)
    for f in funcs[:3]:
        cmds += ["%s::jssource" % f, "%s::jssource -n 2" % f,
                 "%s::jsclosure" % f]
    return cmds


def t_same_text(core):
    """Forced colour minus the escapes is byte-identical to no colour."""
    n = 0
    for cmd in commands(core):
        args = ["-e", cmd] + cl.exe_and_core(core)
        plain = cl.jsmdb(["--color=never"] + args, expect_rc=None)
        col = cl.jsmdb(["--color=always"] + args, expect_rc=None)
        cl.check(plain.rc == col.rc, "%s: exit %d vs %d" % (
            cmd, plain.rc, col.rc))
        cl.check("\x1b" not in plain.out, "%s: escapes without colour" %
                 cmd, plain.describe())
        bad = [m for m in SGR_RE.findall(col.out)
               if not OWN_SGR_RE.fullmatch(m)]
        cl.check(not bad, "%s: sequences not jsmdb's: %r" % (cmd, bad[:3]))
        stripped = strip(col.out)
        cl.check("\x1b" not in stripped, "%s: an ESC byte that is no "
                 "colour sequence" % cmd, col.describe())
        if stripped != plain.out:
            i = next((k for k, (a, b) in enumerate(zip(stripped, plain.out))
                      if a != b), min(len(stripped), len(plain.out)))
            cl.check(False, "%s: the text differs at %d" % (cmd, i),
                     "plain:   %r\ncolour:  %r" % (plain.out[i - 60:i + 60],
                                                   stripped[i - 60:i + 60]))
        n += 1
        if "jsstack" in cmd or "jsprint" in cmd:
            cl.check(col.out != plain.out, "%s: nothing coloured" % cmd)
    cl.check(n >= 6, "only %d commands compared" % n)


def t_modes(core):
    """auto: on a terminal, unless NO_COLOR is non-empty; never on a
    pipe; --color and ::set -C force either way."""
    args = ["-e", "::jsstack"] + cl.exe_and_core(core)
    out = on_tty(args)
    cl.check("\x1b[" in out, "no colour on a terminal", out[:400])
    out = on_tty(args, {"NO_COLOR": "1"})
    cl.check("\x1b[" not in out, "NO_COLOR=1: colour", out[:400])
    out = on_tty(args, {"NO_COLOR": ""})
    cl.check("\x1b[" in out, "NO_COLOR empty: no colour", out[:400])
    out = on_tty(["--color=never"] + args)
    cl.check("\x1b[" not in out, "--color=never on a terminal", out[:400])
    out = on_tty(["--color=always"] + args, {"NO_COLOR": "1"})
    cl.check("\x1b[" in out, "--color=always under NO_COLOR", out[:400])
    r = cl.jsmdb(args)
    cl.check("\x1b" not in r.out, "colour on a pipe", r.describe())
    r = cl.jsmdb(["--color=always"] + args)
    cl.check("\x1b[" in r.out, "--color=always on a pipe", r.describe())
    ex = cl.exe_and_core(core)
    r = cl.jsmdb(["-e", "::set -C on; ::jsstack; ::set -C off; ::jsstack; "
                  "::set"] + ex)
    plain = strip(r.out)
    tail = "output: text\ncolor: off\n"
    cl.check(plain.endswith(tail), "::set shows the mode", r.describe())
    one = (len(plain) - len(tail)) // 2
    cl.check(one > 0 and plain[:one] == plain[one:2 * one],
             "not the same stack twice", r.describe())
    # the second stack and ::set's lines are plain, the first is not
    cl.check(r.out.endswith(plain[one:]), "::set -C off: still coloured",
             r.describe())
    cl.check(r.out[:len(r.out) - len(plain[one:])] != plain[:one],
             "::set -C on: not coloured", r.describe())
    r = cl.jsmdb(["--color=always", "-o", "json", "-e", "::status"] + ex)
    cl.check("\x1b" not in r.out, "colour in JSON", r.describe())
    r = cl.jsmdb(["--color=sometimes", "-e", "::jsstack"] + ex,
                 expect_rc=2)
    cl.check("auto, always or never" in r.err, "--color=sometimes",
             r.describe())
    r = cl.jsmdb(["-e", "::set -C maybe"] + ex, expect_rc=1)
    cl.check("unknown colour mode" in r.err, "::set -C maybe",
             r.describe())


def t_kinds_inspect(core):
    """NaN and holes red, strings green: the values inspect.js made,
    printed as its truth.json says ::jsprint prints them."""
    root = root_of(core)
    want = core.truth.get("jsprint") or {}
    picks = {"nan": None, "holes": None, "string": None}
    for key, text in sorted(want.items()):
        if not isinstance(text, str):
            continue
        if text == "NaN" and picks["nan"] is None:
            picks["nan"] = (key, RED + "NaN")
        elif "empty item" in text and picks["holes"] is None:
            picks["holes"] = (key, RED + "<")
        elif (text.startswith('"') and "\n" not in text and
              len(text) < 80 and picks["string"] is None):
            picks["string"] = (key, GREEN + '"')
    for kind, pick in sorted(picks.items()):
        cl.check(pick is not None, "the truth has no %s value" % kind)
        key, seq = pick
        r = cl.jsmdb(["--color=always", "-e", "%s::jsprint %s" % (
            root, key)] + cl.exe_and_core(core))
        cl.check(seq in r.out, "%s (%s): not in its colour" % (key, kind),
                 r.describe())
        cl.check(strip(r.out).strip() == want[key], "%s: text %r, truth "
                 "%r" % (key, strip(r.out).strip(), want[key]))


def truth_frames(core):
    """(function, line) of each frame of V8's own stack trace."""
    out = []
    for ln in (core.truth.get("stack") or "").splitlines()[1:]:
        m = re.match(r"\s*at (?:new )?(?:\S+\.)?(\w+) \(.*:(\d+):\d+\)$", ln)
        if m:
            out.append((m.group(1), int(m.group(2))))
    return out


def t_kinds_stack(core):
    """JS frames in the JS colour, native in theirs, elided ones dim; the
    innermost frame's line has the background in its source."""
    frames = truth_frames(core)
    cl.check(frames, "no frames in the truth's stack")
    r = cl.jsmdb(["--color=always", "-e", "::jsstack -v"] +
                 cl.exe_and_core(core))
    js = re.findall(r"js:     \x1b\[0;36m([^\x1b]+)\x1b\[0m", r.out)
    names = [f for f, _ in frames]
    cl.check(names[0] in [j.split(".")[-1] for j in js],
             "%s not a coloured JS frame" % names[0], r.describe())
    cl.check(re.search(r"native: \x1b\[0;33m", r.out) is not None,
             "no coloured native frame", r.describe())
    if "elided" in strip(r.out):
        cl.check(re.search(r"\x1b\[0;2m +\(\d+ internal frames? elided",
                           r.out), "elided frames not dim", r.describe())
    # the innermost JS frame's source: its line, and only it, marked
    first = r.out.split("js:")[1] if "js:" in r.out else ""
    first = first.split("\njs:")[0]
    marked = [ln for ln in first.splitlines() if LINE_BG in ln]
    nums = [int(m.group(1)) for ln in marked
            for m in [re.search(r"(\d+) ", strip(ln))] if m]
    cl.check(nums == [frames[0][1]], "marked lines %s, truth line %d" % (
        nums, frames[0][1]), first[:2000])


def main():
    cs = by_name()
    for name in CORES:
        core = cs.get(name)
        if core is None or not core.ready:
            cl.report_fail(name, "core not made (make corpora)")
            continue
        cl.run_test("%s/same-text" % name, t_same_text, core)
        if name.startswith("inspect") and name != "inspect-node0.10":
            cl.run_test("%s/kinds" % name, t_kinds_inspect, core)
        if name.startswith("stack"):
            cl.run_test("%s/kinds" % name, t_kinds_stack, core)
    if cs.get("stack-node22") and cs["stack-node22"].ready:
        cl.run_test("stack-node22/modes", t_modes, cs["stack-node22"])
    cl.finish()


if __name__ == "__main__":
    main()
