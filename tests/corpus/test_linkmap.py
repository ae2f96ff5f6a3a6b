#!/usr/bin/env python3
"""Corpus tests: loaded objects from the dynamic linker's link_map.

A core without NT_FILE (qemu-user writes none, illumos has no such note)
must have its objects found through r_debug/link_map in the process's
memory: DT_DEBUG of the executable, which AT_PHDR in the auxv locates.
Here the threads core and demo-node22 are copied (sparse) with their
NT_FILE note renamed to a type nobody reads, and jsmdb must answer as on
the real core: every thread's stack, the executable and libraries in
::mappings (the ELF objects: a mapped data file is not in link_map),
symbols, and on the Node.js core ::jsstack; ::status says where the
objects came from.  Two differences are by design: link_map names a file
by the path the dynamic linker opened (/lib/x86_64-linux-gnu/libc.so.6)
where NT_FILE has the kernel's resolved one (/usr/lib/...), so paths are
compared resolved; and V8's second mapping of node's embedded builtins
(next to its heap) is a file mapping only NT_FILE names, so on the
Node.js core the native stack is not compared (::jsstack, which finds
the builtins through V8's own metadata, is), and the JavaScript answers
are checked against the program's truth (jschecks.py).
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import check, cores, finish, jsmdb, report_fail, run_test  # noqa
from jschecks import js_checks  # noqa: E402

NT_FILE = 0x46494c45
PT_NOTE = 4


def strip_ntfile(src, dst):
    subprocess.run(["cp", "--sparse=always", src, dst], check=True)
    with open(dst, "r+b") as f:
        head = f.read(64)
        phoff, = struct.unpack_from("<Q", head, 32)
        phentsize, phnum = struct.unpack_from("<HH", head, 54)
        f.seek(phoff)
        ph = f.read(phentsize * phnum)
        for i in range(phnum):
            ptype, _, off, _, _, filesz, _, _ = struct.unpack_from(
                "<IIQQQQQQ", ph, i * phentsize)
            if ptype != PT_NOTE:
                continue
            f.seek(off)
            seg = f.read(filesz)
            o = 0
            while o + 12 <= len(seg):
                namesz, descsz, ntype = struct.unpack_from("<III", seg, o)
                if ntype == NT_FILE:
                    f.seek(off + o + 8)
                    f.write(struct.pack("<I", 0x7777))
                    return True
                o += 12 + ((namesz + 3) & ~3) + ((descsz + 3) & ~3)
    return False


def objects_in(mappings):
    """The mapping lines of ELF objects (the executable and .so files)."""
    out = []
    for ln in mappings.splitlines():
        f = ln.split()
        if len(f) == 4 and f[3].startswith("/") and (
                ".so" in f[3] or "/node" in f[3] or "/threads" in f[3]):
            out.append(" ".join(f[:3] + [os.path.realpath(f[3])]))
    return out


def t_same(core, stripped, cmds):
    plain = jsmdb([core.path], stdin=cmds)
    r = jsmdb([stripped], stdin=cmds)
    keep = lambda s: "\n".join(ln for ln in s.splitlines()  # noqa: E731
                               if not ln.startswith("debugging core") and
                               not ln.startswith("loaded objects"))
    check(keep(r.out) == keep(plain.out), "answers differ from the core "
          "with NT_FILE", "--- with NT_FILE\n" + plain.out + "\n" +
          r.describe())
    check(re.search(r"^loaded objects: \d+, from the dynamic linker's "
                    r"link_map", r.out, re.M),
          "::status does not say the objects came from link_map",
          r.describe())


def t_mappings(core, stripped):
    plain = jsmdb(["-e", "::mappings", core.path])
    r = jsmdb(["-e", "::mappings", stripped])
    got = objects_in(r.out)
    # a second mapping of a file far from its image (V8's builtins) is
    # NT_FILE's knowledge only: keep the lines inside each file's span
    span = {}
    for ln in got:
        lo, hi, _, path = ln.split()
        a, b = span.get(path, (1 << 64, 0))
        span[path] = (min(a, int(lo, 16)), max(b, int(hi, 16)))
    want = []
    for ln in objects_in(plain.out):
        lo, hi, _, path = ln.split()
        a, b = span.get(path, (0, 1 << 64))
        if int(lo, 16) >= a and int(hi, 16) <= b:
            want.append(ln)
    check(want and got == want, "the objects' mappings differ",
          "\n".join(["--- with NT_FILE"] + want + ["--- link_map"] + got))


def main():
    listed = {c.name: c for c in cores()}
    tmp = tempfile.mkdtemp(prefix="jsmdb-linkmap.")
    try:
        for name, cmds in (("threads", "::status\n::walk thread | "
                            "::stack\n::nm -n level_*\n"),
                           ("demo-node22", "::status\n::jsstack\n")):
            core = listed.get(name)
            if core is None or not core.ready:
                report_fail("linkmap/%s" % name, "core not built")
                continue
            stripped = os.path.join(tmp, name + ".core")
            if not strip_ntfile(core.path, stripped):
                report_fail("linkmap/%s" % name, "no NT_FILE in the core")
                continue
            run_test("linkmap/%s/same-answers" % name, t_same, core,
                     stripped, cmds)
            run_test("linkmap/%s/mappings" % name, t_mappings, core,
                     stripped)
            # the JavaScript answers, V8 found through link_map alone
            js_checks("linkmap/%s" % name, lambda cmd, s=stripped: jsmdb(
                ["-e", cmd, s]), core.truth)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
