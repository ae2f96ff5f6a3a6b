#!/usr/bin/env python3
"""Corpus tests: compressed cores and cores read from a pipe.

The threads core and demo-node22 are compressed here with the zstd, xz,
lz4 and gzip tools (as systemd-coredump and people do), and jsmdb must
open each directly, by magic number, and answer exactly as on the plain
core: ::status (but for the line that says how the core was read),
::walk thread | ::stack, ::regs, ::mappings, and on the Node.js core
::jsstack.  The program's truth (pid, thread ids, the main chain) is
checked too.  A pipe (bash's <(zstd -dc ...)) and stdin (-) are read the
same way.  On the Node.js core the JavaScript answers of the zstd core
are checked against the program's truth too (jschecks.py: ::jsstack -v
with arguments, ::findjsobjects exact, ::jsprint, ::nodebuffer).  Holes
of zeros stay holes: the copy's size on disk is much
smaller than the core.  Broken input gets a clear message and exit 2 (a
corrupt stream, bzip2, an empty pipe) or a warning and a cut core (a
stream that ends early); $TMPDIR is where the copy goes.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (JSMDB, check, contains_in_order, cores,  # noqa: E402
                       dec_in, finish, jsmdb, parse_mdb_stack, report_fail,
                       run_test)
from jschecks import js_checks  # noqa: E402

COMMANDS = "::status\n::walk thread | ::stack\n::regs\n::mappings\n"
NODE_COMMANDS = COMMANDS + "::jsstack\n"

FORMATS = {
    "zstd": (["zstd", "-q", "-c"], ".zst"),
    "xz": (["xz", "-c", "-T1"], ".xz"),
    "lz4": (["lz4", "-q", "-c"], ".lz4"),
    "gzip": (["gzip", "-c"], ".gz"),
}


def comparable(out):
    """Output with the lines that name the core file dropped: they differ
    by design (the path, and the line saying how it was read)."""
    keep = []
    for ln in out.splitlines():
        if ln.startswith("debugging core file of") or ln.startswith("core:"):
            continue
        keep.append(ln)
    return "\n".join(keep)


def compress(core, fmt, tmp):
    cmd, ext = FORMATS[fmt]
    dst = os.path.join(tmp, os.path.basename(core.dir) + ext)
    if not os.path.exists(dst):
        with open(core.path, "rb") as src, open(dst + ".tmp", "wb") as out:
            subprocess.run(cmd, stdin=src, stdout=out, check=True)
        os.replace(dst + ".tmp", dst)
    return dst


def check_truth(core, out, what):
    t = core.truth
    if "pid" in t:
        check(dec_in(t["pid"], out), "%s: pid %d not in ::status" % (
            what, t["pid"]), out)
    if "main_chain" in t:
        check(contains_in_order(parse_mdb_stack(out), t["main_chain"]),
              "%s: main chain %s not in the stacks" % (
                  what, " <- ".join(t["main_chain"])), out)


def t_format(core, fmt, tmp, plain, cmds):
    path = compress(core, fmt, tmp)
    r = jsmdb([path], stdin=cmds)
    check(comparable(r.out) == comparable(plain.out),
          "%s core answers differently from the plain core" % fmt,
          r.describe())
    check(re.search(r"^core: %s-compressed, " % fmt, r.out, re.M),
          "::status does not say the core was %s-compressed" % fmt,
          r.describe())
    m = re.search(r"copied in [\d.]+ s into an unlinked temporary file in "
                  r"(\S+) \(([\d.]+) (KiB|MiB|GiB) on disk\)", r.err)
    check(m, "no line on stderr saying where the copy is and its size",
          r.err)
    disk = float(m.group(2)) * {"KiB": 1 << 10, "MiB": 1 << 20,
                                "GiB": 1 << 30}[m.group(3)]
    size = os.path.getsize(core.path)
    check(disk < size / 2, "the copy is not sparse: %d bytes on disk for a "
          "%d-byte core" % (disk, size), r.err)
    check_truth(core, r.out, fmt)


def t_pipe(core, tmp, plain, cmds):
    zst = compress(core, "zstd", tmp)
    # bash's process substitution: a pipe named /dev/fd/N
    p = subprocess.run(
        ["bash", "-c", 'exec "$0" -e "$1" <(zstd -dc "$2")',
         jsmdb_path(), cmds.replace("\n", ";"), zst],
        capture_output=True, text=True, errors="replace", timeout=120)
    check(p.returncode == 0, "jsmdb <(zstd -dc core.zst): exit %d" %
          p.returncode, p.stdout + p.stderr)
    check(comparable(p.stdout) == comparable(plain.out),
          "a compressed core through a pipe answers differently",
          p.stdout + p.stderr)
    check("piped" not in p.stdout and "core: zstd-compressed" not in
          p.stdout and re.search(r"^core: read from a pipe", p.stdout, re.M),
          "::status does not say the core came through a pipe", p.stdout)
    # stdin, compressed: "-" with the commands from -e
    with open(zst, "rb") as f:
        p = subprocess.run([jsmdb_path(), "-e", cmds.replace("\n", ";"),
                            "-"], stdin=f, capture_output=True,
                           timeout=120)
    out = p.stdout.decode(errors="replace")
    check(p.returncode == 0 and comparable(out) == comparable(plain.out),
          "jsmdb -e ... - < core.zst answers differently (exit %d)" %
          p.returncode, out + p.stderr.decode(errors="replace"))
    check_truth(core, out, "stdin")
    # "-" without -e/-f: the commands would come from the same stdin
    with open(zst, "rb") as f:
        p = subprocess.run([jsmdb_path(), "-"], stdin=f,
                           capture_output=True, timeout=60)
    check(p.returncode == 2 and b"-e or -f" in p.stderr,
          "jsmdb - without -e/-f is not refused clearly",
          p.stderr.decode(errors="replace"))


def jsmdb_path():
    return JSMDB


def t_broken(core, tmp):
    zst = compress(core, "zstd", tmp)
    data = open(zst, "rb").read()
    # a stream cut in half: a warning, and the core that is there
    cut = os.path.join(tmp, "cut.zst")
    with open(cut, "wb") as f:
        f.write(data[:len(data) // 2])
    r = jsmdb(["-e", "::status", cut], expect_rc=None)
    check(r.rc in (0, 1, 2) and "ends early" in r.err,
          "a truncated zstd stream is not reported as such", r.describe())
    # corrupt bytes after the frame header
    bad = bytearray(data)
    for i in range(64, min(len(bad), 4096), 7):
        bad[i] ^= 0x5a
    badp = os.path.join(tmp, "bad.zst")
    with open(badp, "wb") as f:
        f.write(bytes(bad))
    r = jsmdb(["-e", "::status", badp], expect_rc=2)
    check("corrupt zstd data" in r.err, "corrupt zstd data not reported",
          r.describe())
    # bzip2 is recognised and refused by name
    bz = os.path.join(tmp, "core.bz2")
    with open(bz, "wb") as f:
        f.write(b"BZh91AY&SY" + b"\0" * 64)
    r = jsmdb(["-e", "::status", bz], expect_rc=2)
    check("bzip2-compressed" in r.err, "bzip2 not named", r.describe())
    # an empty pipe
    p = subprocess.run(["bash", "-c", 'exec "$0" -e ::status <(true)',
                        jsmdb_path()], capture_output=True, text=True,
                       timeout=60)
    check(p.returncode == 2 and "empty input" in p.stderr,
          "an empty pipe is not refused clearly", p.stderr)
    # garbage that is no format: the ELF layer refuses it
    junk = os.path.join(tmp, "junk")
    with open(junk, "wb") as f:
        f.write(b"\x28\xb5\x2f" + b"x" * 100)
    r = jsmdb(["-e", "::status", junk], expect_rc=2)
    check("not an ELF" in r.err, "junk not refused", r.describe())


def t_tmpdir(core, tmp):
    zst = compress(core, "zstd", tmp)
    d = os.path.join(tmp, "tmpdir here")
    os.makedirs(d, exist_ok=True)
    env = dict(os.environ, TMPDIR=d)
    p = subprocess.run([jsmdb_path(), "-e", "::status", zst], env=env,
                       capture_output=True, text=True, timeout=60)
    check(p.returncode == 0 and ("file in %s (" % d) in p.stderr,
          "TMPDIR not honoured", p.stderr)
    check(os.listdir(d) == [], "the copy was left behind in TMPDIR: %s" %
          os.listdir(d))
    env["TMPDIR"] = os.path.join(tmp, "no such dir")
    p = subprocess.run([jsmdb_path(), "-e", "::status", zst], env=env,
                       capture_output=True, text=True, timeout=60)
    check(p.returncode == 2 and "cannot make a temporary file" in p.stderr,
          "an unusable TMPDIR is not reported", p.stderr)


def main():
    missing = [f for f in FORMATS if shutil.which(FORMATS[f][0][0]) is None]
    want = ["threads", "demo-node22"]
    listed = {c.name: c for c in cores()}
    tmp = tempfile.mkdtemp(prefix="jsmdb-compressed.")
    try:
        for name in want:
            core = listed.get(name)
            if core is None or not core.ready:
                report_fail("compressed/%s" % name, "core not built "
                            "(make corpora)")
                continue
            cmds = NODE_COMMANDS if core.engine == "node" else COMMANDS
            plain = jsmdb([core.path], stdin=cmds)
            for fmt in FORMATS:
                if fmt in missing:
                    report_fail("compressed/%s/%s" % (name, fmt),
                                "%s is not installed (make deps)" %
                                FORMATS[fmt][0][0])
                    continue
                run_test("compressed/%s/%s" % (name, fmt), t_format, core,
                         fmt, tmp, plain, cmds)
            if "zstd" not in missing:
                run_test("compressed/%s/pipe" % name, t_pipe, core, tmp,
                         plain, cmds)
            if "zstd" not in missing and core.engine == "node":
                zst = compress(core, "zstd", tmp)
                js_checks("compressed/%s/zstd" % name, lambda cmd, z=zst:
                          jsmdb(["-e", cmd, z]), core.truth)
        threads = listed.get("threads")
        if threads is not None and threads.ready and "zstd" not in missing:
            run_test("compressed/broken-input", t_broken, threads, tmp)
            run_test("compressed/tmpdir", t_tmpdir, threads, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
