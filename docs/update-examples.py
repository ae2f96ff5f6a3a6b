#!/usr/bin/env python3
"""Regenerates the example transcripts in docs/usage.md and README.md by
running jsmdb on the reference cores (make docs-examples).

An example is a marker line followed by a fenced block:

    <!-- example threads: counter_table+0t16/D -->
    ```
    > counter_table+0t16/D
    counter_table+0x10:             55
    ```

The marker names a core (corpora/make-cores.sh --list) and a command line;
the block is replaced by "> command" and what `jsmdb -e command core`
printed ("<!-- example CORE lines=N: command -->" keeps the first N lines).  When the command fails its stderr is shown too.  With --check
nothing is written; the exit status says whether the files are current.

Usage: docs/update-examples.py [--check] [FILE...]
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JSMDB = os.environ.get("JSMDB") or os.path.join(ROOT, "build", "jsmdb")
FILES = [os.path.join(ROOT, "docs", "usage.md"), os.path.join(ROOT, "README.md")]
MARKER = re.compile(r"^<!-- example ([\w.-]+)(?: lines=(\d+))?: (.*?) -->\n"
                    r"(```[^\n]*\n.*?^```\n)", re.M | re.S)
MAXLINES = 60


def core_dirs():
    out = subprocess.run([os.path.join(ROOT, "corpora", "make-cores.sh"),
                          "--list"], check=True, capture_output=True,
                         text=True).stdout
    return {f[0]: f[1] for f in (ln.split() for ln in out.splitlines())
            if len(f) == 5}


def transcript(cores, name, cmd, errors, maxlines=MAXLINES):
    if name not in cores:
        errors.append("no core named %s" % name)
        return None
    core = os.path.join(cores[name], "core")
    p = subprocess.run([JSMDB, "-e", cmd, core], capture_output=True,
                       text=True, errors="replace", timeout=300)
    text = p.stdout
    if p.returncode != 0:
        text += p.stderr
        errors.append("%s: %s: exit %d" % (name, cmd, p.returncode))
    lines = text.rstrip("\n").split("\n") if text.strip() else []
    if len(lines) > maxlines:
        lines = lines[:maxlines] + ["..."]
    # Markdown fences: a line of ``` inside the output would end the block.
    lines = [ln.replace("```", "` ` `") for ln in lines]
    return "```\n> %s\n%s```\n" % (cmd, "".join(ln + "\n" for ln in lines))


def main():
    args = sys.argv[1:]
    check = "--check" in args
    files = [a for a in args if a != "--check"] or FILES
    cores = core_dirs()
    errors, stale = [], []
    for path in files:
        with open(path) as f:
            text = f.read()

        def repl(m):
            name, lines, cmd = m.group(1), m.group(2), m.group(3)
            block = transcript(cores, name, cmd, errors,
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
