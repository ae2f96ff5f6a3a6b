#!/usr/bin/env python3
"""Regenerates the example transcripts in the docs (README.md,
docs/usage.md, docs/reference.md, docs/tutorial.md) by running jsmdb on the
reference cores (make docs-examples).

An example is a marker line followed by a fenced block:

    <!-- example threads: counter_table+0t16/D -->
    ```
    > counter_table+0t16/D
    counter_table+0x10:             55
    ```

The marker names a core (corpora/make-cores.sh --list) and a command line;
the block is replaced by "> command" and what `jsmdb -e command core`
printed ("<!-- example CORE lines=N: command -->" keeps the first N lines).
When the command fails its stderr is shown too, and the run fails.

Several commands separated by " ;; " are run one after the other (each in
its own jsmdb) and shown as a session: "> command", its output, "> next
command", its output.  lines=N applies to each command's output.

Addresses change whenever a core is rebuilt, so an example never spells
one out.  A pipeline finds the object (::findjsobjects -c Ctor | ::jsprint),
or a variable holds the address:

    <!-- let REQ = demo-node24: ::findjsobjects -c JsmdbRequest -->
    <!-- example demo-node24: ${REQ}::jsfindrefs -d -->

A "let" line (invisible in the rendered page) runs its command and sets the
variable to the first word of the output (a trailing ':' dropped); use
`! grep`, `! sed -n 3p`... in the command to pick the line.  Later markers
in the same file use it as ${NAME}; the marker keeps ${NAME}, the block
shows the command with the address in it, as a user would type it.

A core made with a sysroot (corpora/more-cores.sh writes "sysroot" in
its more-truth.json: the aarch64 and i386 cores) is opened with -L ROOT
-L DIR (its directory), as a user would open it.

With --check nothing is written; the exit status says whether the files
are current.

Usage: docs/update-examples.py [--check] [FILE...]
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JSMDB = os.environ.get("JSMDB") or os.path.join(ROOT, "build", "jsmdb")
FILES = [os.path.join(ROOT, "docs", f) for f in
         ("usage.md", "reference.md", "tutorial.md")] + \
    [os.path.join(ROOT, "README.md")]
# An example (marker + its fenced block), or a variable definition.
MARKER = re.compile(
    r"^<!-- example (?P<core>[\w.-]+)(?: lines=(?P<lines>\d+))?: "
    r"(?P<cmd>.*?) -->\n(?P<block>```[^\n]*\n.*?^```\n)"
    r"|^<!-- let (?P<var>[A-Za-z_]\w*) = (?P<lcore>[\w.-]+): "
    r"(?P<lcmd>.*?) -->\n", re.M | re.S)
VARREF = re.compile(r"\$\{([A-Za-z_]\w*)\}")
SEP = " ;; "
MAXLINES = 60


def core_dirs():
    out = subprocess.run([os.path.join(ROOT, "corpora", "make-cores.sh"),
                          "--list"], check=True, capture_output=True,
                         text=True).stdout
    return {f[0]: f[1] for f in (ln.split() for ln in out.splitlines())
            if len(f) == 5}


def run(cores, name, cmd, errors):
    """(stdout, ok) of `jsmdb -e cmd` on core name; stderr added on
    failure."""
    if name not in cores:
        errors.append("no core named %s" % name)
        return None, False
    core = os.path.join(cores[name], "core")
    p = subprocess.run([JSMDB] + libdirs(cores[name]) + ["-e", cmd, core],
                       capture_output=True,
                       text=True, errors="replace", timeout=300)
    text = p.stdout
    if p.returncode != 0:
        text += p.stderr
        errors.append("%s: %s: exit %d" % (name, cmd, p.returncode))
    return text, p.returncode == 0


def libdirs(d):
    """-L ROOT -L DIR for a core made with a sysroot, else nothing."""
    try:
        with open(os.path.join(d, "more-truth.json")) as f:
            root = json.load(f).get("sysroot")
    except (OSError, ValueError):
        return []
    return ["-L", root, "-L", d] if root else []


def substitute(cmd, env, errors):
    def one(m):
        if m.group(1) not in env:
            errors.append("%s: ${%s} is not set (no let before it)" % (
                cmd, m.group(1)))
            return m.group(0)
        return env[m.group(1)]
    return VARREF.sub(one, cmd)


def transcript(cores, name, cmds, env, errors, maxlines=MAXLINES):
    out = []
    for cmd in cmds.split(SEP):
        cmd = substitute(cmd.strip(), env, errors)
        text, _ = run(cores, name, cmd, errors)
        if text is None:
            return None
        lines = text.rstrip("\n").split("\n") if text.strip() else []
        if len(lines) > maxlines:
            lines = lines[:maxlines] + ["..."]
        # Markdown fences: a line of ``` inside the output would end the
        # block.
        lines = [ln.replace("```", "` ` `") for ln in lines]
        out.append("> %s\n%s" % (cmd, "".join(ln + "\n" for ln in lines)))
    return "```\n%s```\n" % "".join(out)


def define(cores, name, var, cmd, env, errors):
    text, ok = run(cores, name, substitute(cmd, env, errors), errors)
    words = text.split() if text else []
    if not ok or not words:
        errors.append("let %s: %s printed nothing" % (var, cmd))
        env.pop(var, None)
        return
    env[var] = words[0].rstrip(":")


def main():
    args = sys.argv[1:]
    check = "--check" in args
    files = [a for a in args if a != "--check"] or FILES
    cores = core_dirs()
    errors, stale = [], []
    for path in files:
        with open(path) as f:
            text = f.read()
        env = {}

        def repl(m):
            if m.group("var"):
                define(cores, m.group("lcore"), m.group("var"),
                       m.group("lcmd"), env, errors)
                return m.group(0)
            name, lines, cmd = m.group("core"), m.group("lines"), \
                m.group("cmd")
            block = transcript(cores, name, cmd, env, errors,
                               int(lines) if lines else MAXLINES)
            if block is None:
                return m.group(0)
            return "<!-- example %s%s: %s -->\n%s" % (
                name, " lines=" + lines if lines else "", cmd, block)
        new = MARKER.sub(repl, text)
        if new != text:
            stale.append(path)
            if not check:
                with open(path, "w") as f:
                    f.write(new)
    for e in errors:
        print("update-examples: %s" % e, file=sys.stderr)
    for p in stale:
        print("update-examples: %s %s" % (
            "out of date:" if check else "updated", os.path.relpath(p, ROOT)))
    sys.exit(1 if errors or (check and stale) else 0)


if __name__ == "__main__":
    main()
