#!/usr/bin/env python3
"""Corpus tests of jsmdb's command line: the batch forms (-e, -f, stdin)
and the exit codes (0 ok, 1 a command failed, 2 the core cannot be used),
on the native core and on broken copies of it made in a temporary
directory (sparse, so they cost no disk)."""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (JSMDB, check, cores, dec_in, finish,  # noqa: E402
                       jsmdb, report_fail, run_cmd, run_test)


def t_e(core):
    pid = core.truth["pid"]
    r = jsmdb(["-e", "::status", core.path])
    check(dec_in(pid, r.out), "-e ::status: no pid", r.describe())
    # two commands in one -e, separated by ';'
    r = jsmdb(["-e", "::status; *motd/s", core.path])
    check(dec_in(pid, r.out) and core.truth["globals"]["motd"]["string"]
          in r.out, "-e 'a; b' did not run both", r.describe())
    # -e repeated: both run, in the order given
    motd = core.truth["globals"]["motd"]["string"]
    r = jsmdb(["-e", "*motd/s", "-e", "::status", core.path])
    check(motd in r.out and dec_in(pid, r.out) and
          r.out.index(motd) < r.out.index(str(pid)),
          "-e a -e b: not both run, in order", r.describe())


def t_f(core, tmp):
    path = os.path.join(tmp, "cmds")
    with open(path, "w") as f:
        f.write("::status\n\n*motd/s\n")
    r = jsmdb(["-f", path, core.path])
    check(dec_in(core.truth["pid"], r.out), "-f: ::status not run",
          r.describe())
    check(core.truth["globals"]["motd"]["string"] in r.out,
          "-f: second command not run", r.describe())


def t_stdin(core):
    r = jsmdb([core.path], stdin="::status\n*motd/s\n")
    check(dec_in(core.truth["pid"], r.out), "stdin: ::status not run",
          r.describe())
    check(core.truth["globals"]["motd"]["string"] in r.out,
          "stdin: second command not run", r.describe())
    r = jsmdb([core.path], stdin="::status\n::quit\n*motd/s\n")
    check(core.truth["globals"]["motd"]["string"] not in r.out,
          "stdin: ::quit did not stop", r.describe())


def t_failing_command(core):
    jsmdb(["-e", "::no_such_dcmd", core.path], expect_rc=1)
    jsmdb(["-e", "0/K", core.path], expect_rc=1)       # unreadable
    jsmdb(["-e", "no_such_symbol_xyz/K", core.path], expect_rc=1)
    jsmdb(["-e", "(1+", core.path], expect_rc=1)       # syntax error
    # a later good command does not clear the failure
    jsmdb(["-e", "::no_such_dcmd; ::status", core.path], expect_rc=1)
    jsmdb([core.path], stdin="::no_such_dcmd\n::status\n", expect_rc=1)


def expect_unusable(path, what):
    r = jsmdb(["-e", "::status", path], expect_rc=2)
    check(r.err.strip(), "%s: exit 2 but no message" % what, r.describe())
    check(len(r.err.strip().splitlines()) <= 5,
          "%s: more than a short message" % what, r.describe())


def sparse_copy(src, dst, size=None):
    subprocess.run(["cp", "--sparse=always", src, dst], check=True)
    if size is not None:
        os.truncate(dst, size)


def note_span(path):
    """(offset, size) of the core's PT_NOTE segment."""
    with open(path, "rb") as f:
        eh = f.read(64)
        phoff, = struct.unpack_from("<Q", eh, 32)
        phentsize, phnum = struct.unpack_from("<HH", eh, 54)
        f.seek(phoff)
        for _ in range(phnum):
            ph = f.read(phentsize)
            ptype, = struct.unpack_from("<I", ph, 0)
            off, = struct.unpack_from("<Q", ph, 8)
            filesz, = struct.unpack_from("<Q", ph, 32)
            if ptype == 4:
                return off, filesz
    raise ValueError("no PT_NOTE")


def t_bad_files(core, tmp):
    expect_unusable(os.path.join(tmp, "no-such-core"), "missing core")
    text = os.path.join(tmp, "text")
    with open(text, "w") as f:
        f.write("this is not an ELF file\n" * 100)
    expect_unusable(text, "non-ELF file")
    empty = os.path.join(tmp, "empty")
    open(empty, "w").close()
    expect_unusable(empty, "empty file")
    expect_unusable(core.exe, "non-core ELF (the executable)")
    expect_unusable(tmp, "a directory")


def t_truncated(core, tmp):
    size = os.path.getsize(core.path)
    noff, nsize = note_span(core.path)
    cases = [
        ("truncated-ehdr", 40, 2),              # inside the ELF header
        ("truncated-phdrs", 64 + 56 * 2 + 7, 2),  # inside program headers
        ("truncated-notes", noff + nsize // 2, 2),  # inside the notes
    ]
    for name, cut, rc in cases:
        p = os.path.join(tmp, name)
        sparse_copy(core.path, p, cut)
        expect_unusable(p, "%s (%d bytes)" % (name, cut))
    # Cut in the middle of the memory contents: the notes (threads,
    # registers) survive, so jsmdb may open it with a warning, but it must
    # not crash or hang, and must not claim a read of missing bytes.
    p = os.path.join(tmp, "truncated-data")
    sparse_copy(core.path, p, size // 2)
    r = jsmdb(["-e", "::status", p], expect_rc=None)
    check(r.rc in (0, 1, 2), "exit %d on a half core" % r.rc, r.describe())
    if r.rc != 2:
        check(re.search(r"truncat|short", r.err, re.I),
              "a half core opened without a warning", r.describe())


def t_garbage_core(core, tmp):
    # A core with its notes overwritten by garbage: no crash, no hang.
    noff, nsize = note_span(core.path)
    p = os.path.join(tmp, "garbage-notes")
    sparse_copy(core.path, p)
    with open(p, "r+b") as f:
        f.seek(noff)
        f.write(bytes((i * 131 + 7) & 0xff for i in range(min(nsize, 4096))))
    for cmd in ("::status", "::stack", "::walk thread", "::regs"):
        r = jsmdb(["-e", cmd, p], expect_rc=None)
        check(r.rc in (0, 1, 2), "%s: exit %d" % (cmd, r.rc), r.describe())


def t_escapes(core, tmp):
    """Control bytes from the core (a path in its notes) and from the
    user's arguments reach stdout and stderr escaped, never raw."""
    noff, nsize = note_span(core.path)
    p = os.path.join(tmp, "escape-notes")
    sparse_copy(core.path, p)
    base = os.path.basename(core.exe).encode()
    check(len(base) >= 4, "executable name too short to patch: %r" % base)
    evil = base[:2] + b"\x1b" + base[3:]       # same length, ESC inside
    with open(p, "r+b") as f:
        f.seek(noff)
        notes = f.read(nsize)
        check(base in notes, "no %r in the notes to patch" % base)
        f.seek(noff)
        f.write(notes.replace(base, evil))
    runs = [jsmdb(["-e", "::status", p], expect_rc=None),
            jsmdb(["-e", "::nm -n ! head -3", p], expect_rc=None),
            jsmdb(["-e", "::help \x1b[2Jgone", core.path], expect_rc=None),
            jsmdb(["-e", "::walk \x07\x1b]0;title\x07", core.path],
                  expect_rc=None)]
    for r in runs:
        check(r.rc in (0, 1), "exit %d" % r.rc, r.describe())
        text = r.out + r.err
        bad = [c for c in text if (ord(c) < 0x20 and c not in "\n\t") or
               ord(c) == 0x7f or 0x80 <= ord(c) <= 0x9f]
        check(not bad, "raw control bytes reached the output: %r" %
              sorted(set(bad)), r.describe())
    # and they are shown, escaped, where they were
    check("\\x1b" in runs[0].out + runs[0].err,
          "the patched path is not shown escaped", runs[0].describe())
    check("\\x1b[2Jgone" in runs[2].err,
          "the argument is not quoted escaped", runs[2].describe())


def t_explicit_exe(core, tmp):
    """An executable named on the command line wins over the one the core
    names; one of another build than the core's build-id is not used for
    anything (its symbols would name the core's code wrongly), said once
    with both build-ids; one that cannot be an executable (not ELF, a
    directory) is refused."""
    other = "/bin/ls"
    r = jsmdb([other, core.path, "-e", "::status", "-e", "::stack"],
              expect_rc=None)
    check(r.rc == 0, "another build named: exit %d" % r.rc, r.describe())
    check(re.search(r"^file: %s \(missing: %s is another build, not "
                    r"used\)$" % (re.escape(core.exe), re.escape(other)),
                    r.out, re.M),
          "the named executable of another build is used", r.describe())
    lines = [ln for ln in r.err.splitlines()
             if "is not the binary that made the core" in ln]
    check(len(lines) == 1 and other in lines[0] and
          re.search(r"the core's [0-9a-f]{40}", lines[0]),
          "%d warnings that the named executable is another build, naming "
          "the core's build-id, expected 1" % len(lines), r.describe())
    check(not re.search(r"^ls`", r.out, re.M),
          "a frame named from the other build", r.describe())
    r = jsmdb([core.exe, core.path, "-e", "::status"], expect_rc=None)
    check(r.rc == 0 and "does not match" not in r.err,
          "the right executable named: a warning or a failure", r.describe())
    text = os.path.join(tmp, "not-elf")
    with open(text, "w") as f:
        f.write("#!/bin/sh\n" * 20)
    for bad in (text, tmp, core.path):     # the core is no executable
        r = jsmdb([bad, core.path, "-e", "::status"], expect_rc=None)
        check(r.rc == 2 and bad in r.err,
              "%s named as the executable: exit %d, expected 2 naming it" %
              (bad, r.rc), r.describe())


def t_shell_status(core):
    """A statement through a shell command has the shell command's
    status, as in a shell pipeline."""
    cases = [("::status ! grep -q no-such-text-here", 1),
             ("::status ! grep -q pid", 0),
             ("::nm ! head -1", 0),         # the reader stops early: fine
             ("!false", 1), ("!true", 0),
             ("!kill -9 $$", 1)]
    for cmd, rc in cases:
        r = jsmdb(["-e", cmd, core.path], expect_rc=None)
        check(r.rc == rc, "%r: exit %d, expected %d" % (cmd, r.rc, rc),
              r.describe())
    r = jsmdb(["-e", "!kill -9 $$", core.path], expect_rc=None)
    check("signal 9" in r.err, "a shell command killed: not said",
          r.describe())


def t_pipeline_memory(core):
    """A pipeline that fans out (each thread's walk walks every thread
    again) is stopped by the memory it holds, said so, within a few
    hundred MB."""
    import resource
    line = " | ".join(["::walk thread"] * 14) + " ! wc -l"
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    r = jsmdb(["-e", line, core.path], expect_rc=None)
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    check(r.rc == 1 and "pipeline" in r.err and "MB" in r.err,
          "a fan-out pipeline: exit %d, expected 1 with a message" % r.rc,
          r.describe())
    # ru_maxrss of the children is the largest so far: only a new peak
    # tells about this run; 600 MB is the documented bound plus slack
    # (AddressSanitizer's shadow memory and redzones add half again).
    limit = 1000 if os.environ.get("ASAN_OPTIONS") else 600
    check(after <= limit * 1024 or after == before,
          "a fan-out pipeline peaked at %d MB" % (after // 1024),
          r.describe())


def t_usage(core):
    r = jsmdb(["--no-such-option"], expect_rc=None)
    check(r.rc == 2, "bad option: exit %d, expected 2" % r.rc, r.describe())
    check(r.out == "", "bad option: usage went to stdout", r.describe())
    check(r.err.count("usage: jsmdb") == 1, "bad option: no usage on stderr",
          r.describe())


def t_help(core):
    """--help and -h: the usage on stdout, nothing on stderr, exit 0."""
    for opt in ("--help", "-h"):
        r = jsmdb([opt])
        check(r.out.startswith("usage: jsmdb "), "%s: no usage line" % opt,
              r.describe())
        for want in ("-e commands", "-f file", "-L dir", "--help",
                     "--version"):
            check(want in r.out, "%s: %s not described" % (opt, want),
                  r.describe())
        check(r.err == "", "%s: wrote to stderr" % opt, r.describe())
    # --help wins over a missing core, as GNU programs do
    r = jsmdb(["--help", "/nonexistent/core"])
    check(r.out.startswith("usage: jsmdb "), "--help CORE: no usage",
          r.describe())


def t_bare_dcmds(core, tmp):
    """Every dcmd the core's modules register, called with an address and
    no arguments, alone and as the first stage of a pipeline: none
    crashes or trips a sanitizer under make asan, and the run reaches its
    last line.  (fuzz_lang found `sym::print | ::walk x` stepping a NULL
    argument vector by 0: clang's UBSan says so, and make asan builds with
    clang for that reason; gcc's UBSan does not check NULL + 0.)"""
    names = [ln.split()[0] for ln in
             run_cmd(core, "::dcmds").out.splitlines() if ln.strip()]
    check(len(names) > 20, "::dcmds lists %d dcmds" % len(names))
    lines = []
    for n in names:
        if n in ("quit", "q"):
            continue
        for addr in ("0", "main"):
            lines.append("%s::%s" % (addr, n))
            lines.append("%s::%s | ::walk no-such-walker" % (addr, n))
    lines.append("!echo bare-dcmds-done")
    r = jsmdb([core.path], stdin="\n".join(lines) + "\n", expect_rc=None,
              cwd=tmp)
    check("bare-dcmds-done" in r.out, "the run of %d bare dcmds stopped "
          "early (exit %d)" % (len(names), r.rc), r.describe())


def t_version(core):
    """--version and -V: "jsmdb X.Y.Z" on stdout, exit 0; a write error
    is an error."""
    outs = []
    for opt in ("--version", "-V"):
        r = jsmdb([opt])
        check(re.fullmatch(r"jsmdb \d+\.\d+\.\d+\n", r.out),
              "%s: not 'jsmdb X.Y.Z'" % opt, r.describe())
        check(r.err == "", "%s: wrote to stderr" % opt, r.describe())
        outs.append(r.out)
    check(outs[0] == outs[1], "--version and -V differ: %r %r" % tuple(outs))
    if os.path.exists("/dev/full"):
        p = subprocess.run(["sh", "-c", '"$0" --version >/dev/full',
                            JSMDB],
                           capture_output=True, text=True)
        check(p.returncode != 0, "--version >/dev/full: exit 0")


def main():
    natives = [c for c in cores("native") if c.ready]
    if not natives:
        report_fail("cli", "the native core is not built (make corpora)")
        finish()
    core = natives[0]
    tmp = tempfile.mkdtemp(prefix="jsmdb-cli.")
    try:
        run_test("cli/-e", t_e, core)
        run_test("cli/-f", t_f, core, tmp)
        run_test("cli/stdin", t_stdin, core)
        run_test("cli/exit-1-failing-command", t_failing_command, core)
        run_test("cli/exit-2-unusable-files", t_bad_files, core, tmp)
        run_test("cli/exit-2-truncated", t_truncated, core, tmp)
        run_test("cli/garbage-notes", t_garbage_core, core, tmp)
        run_test("cli/escaped-control-bytes", t_escapes, core, tmp)
        run_test("cli/explicit-executable", t_explicit_exe, core, tmp)
        run_test("cli/shell-status", t_shell_status, core)
        run_test("cli/pipeline-memory", t_pipeline_memory, core)
        run_test("cli/exit-2-bad-option", t_usage, core)
        run_test("cli/--help", t_help, core)
        run_test("cli/--version", t_version, core)
        for c in [c for c in cores() if c.name in ("demo-node22",
                                                   "sm-js102") and c.ready]:
            run_test("cli/bare-dcmds-%s" % c.name, t_bare_dcmds, c, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
