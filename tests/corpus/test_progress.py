#!/usr/bin/env python3
"""Corpus tests: the progress line of a long task.

A heap scan or a decompression that runs over a second shows a line on
stderr when stderr is a terminal, erased when the task ends (a
decompression's last line is kept: it says what was written where);
never on a pipe.  JSMDB_PROGRESS_DELAY=0 makes every task show it, so
the tests do not depend on the machine's speed.

  tty        on a pseudo-terminal, ::findjsobjects draws "walking the V8
             heap: N of TOTAL (P%)" lines, each ending in an erase-line,
             and the last thing on stderr erases the line; the counts on
             stdout are what they are without a terminal
  pipe       with stderr a pipe: no carriage return, no escape sequence
  default    with the default delay, a task under a second draws nothing
  decompress a zstd core on a terminal: "decompressing PATH: N written"
             then the kept summary line
"""
import os
import pty
import select
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (JSMDB, check, cores, finish, jsmdb,  # noqa
                       report_fail, run_test)

ERASE = b"\x1b[K"


def on_tty(args, delay="0"):
    """Runs jsmdb with stderr on a pseudo-terminal (stdout a pipe);
    returns (rc, stdout bytes, stderr bytes)."""
    env = dict(os.environ)
    env.pop("JSMDB_PROGRESS_DELAY", None)
    if delay is not None:
        env["JSMDB_PROGRESS_DELAY"] = delay
    m, s = pty.openpty()
    p = subprocess.Popen([JSMDB] + args, stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=s, env=env)
    os.close(s)
    err = b""
    out = b""
    fds = [m, p.stdout.fileno()]
    while fds:
        r, _, _ = select.select(fds, [], [], 120)
        check(r, "jsmdb hung on a terminal")
        for fd in r:
            try:
                d = os.read(fd, 65536)
            except OSError:
                d = b""
            if not d:
                fds.remove(fd)
            elif fd == m:
                err += d
            else:
                out += d
    rc = p.wait()
    os.close(m)
    return rc, out, err


def describe(out, err):
    return "stdout:\n%s\nstderr:\n%r" % (out.decode(errors="replace")[-2000:],
                                         err[-2000:])


def t_tty(core):
    cmd = "::findjsobjects"
    rc, out, err = on_tty(["-e", cmd, core.path])
    plain = jsmdb(["-e", cmd, core.path])
    check(rc == 0, "exit %d" % rc, describe(out, err))
    check(out.decode() == plain.out, "stdout differs from a run without a "
          "terminal", describe(out, err))
    lines = [ln for ln in err.split(b"\r") if ln.startswith(
        b"jsmdb: walking the V8 heap: ")]
    check(lines, "no progress line", describe(out, err))
    for ln in lines:
        check(ln.endswith(ERASE) and b" of " in ln and b"%)" in ln,
              "a progress line without its total, percentage or erase: %r"
              % ln, describe(out, err))
    check(err.endswith(b"\r" + ERASE), "the line is not erased at the end",
          describe(out, err))


def t_pipe(core):
    env = dict(os.environ, JSMDB_PROGRESS_DELAY="0")
    p = subprocess.run([JSMDB, "-e", "::findjsobjects", core.path],
                       capture_output=True, env=env)
    check(p.returncode == 0 and b"\r" not in p.stderr and
          b"\x1b" not in p.stderr and b"walking" not in p.stderr,
          "progress on a pipe", describe(p.stdout, p.stderr))


def t_default(core):
    # the status of a core walks no heap: nothing to show
    rc, out, err = on_tty(["-e", "::status", core.path], delay=None)
    check(rc == 0 and b"\r" not in err.replace(b"\r\n", b"\n") and
          ERASE not in err, "a progress line where no task ran a second",
          describe(out, err))


def t_decompress(core, tmp):
    if shutil.which("zstd") is None:
        raise AssertionError("zstd is not installed (make deps)")
    zst = os.path.join(tmp, "core.zst")
    if not os.path.exists(zst):
        subprocess.run(["zstd", "-q", "-1", "-c", core.path],
                       stdout=open(zst, "wb"), check=True)
    rc, out, err = on_tty(["-e", "::status ! head -1", zst])
    check(rc == 0, "exit %d" % rc, describe(out, err))
    check(b"\rjsmdb: decompressing " in err and b" written" in err,
          "no decompression progress", describe(out, err))
    kept = [ln for ln in err.split(b"\n") if b"copied in" in ln]
    check(len(kept) == 1, "the summary line is not kept, once",
          describe(out, err))


def main():
    want = ("demo-node22", "demo-node0.10", "labchurn-node26")
    cs = [c for c in cores("node") if c.name in want]
    if not cs:
        report_fail("progress", "none of %s in corpora/cores.list" %
                    ", ".join(want))
        finish()
    with tempfile.TemporaryDirectory() as tmp:
        for core in cs:
            if not core.ready:
                report_fail(core.name, "core not made (make corpora)")
                continue
            run_test("%s/progress-tty" % core.name, t_tty, core)
            run_test("%s/progress-pipe" % core.name, t_pipe, core)
            run_test("%s/progress-default" % core.name, t_default, core)
            if core.name == "demo-node22":
                run_test("%s/progress-decompress" % core.name,
                         t_decompress, core, tmp)
    finish()


if __name__ == "__main__":
    main()
