#!/usr/bin/env python3
"""Corpus tests of damaged notes and program headers: a damage that
changes an answer is said once on stderr, never passed over in silence.
Each case patches one field of a sparse copy of the native core (threads)
in a temporary directory and checks what jsmdb says about it.

The x86-64 Linux layouts patched here are the kernel's (struct
elf_prstatus: pr_pid at 32, pr_reg at 112; user_regs_struct: rsp is
register 19) -- the same ones mdbmod/procfs_linux.h describes."""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (check, cores, finish, jsmdb,  # noqa: E402
                       report_fail, run_test)

PRSTATUS_PID = 32
PRSTATUS_REGS = 112
RSP = 19


def phdrs(data):
    """[(index, file offset of the phdr, p_type, p_offset, p_vaddr,
    p_filesz, p_memsz)]"""
    phoff, = struct.unpack_from("<Q", data, 32)
    phentsize, phnum = struct.unpack_from("<HH", data, 54)
    out = []
    for i in range(phnum):
        at = phoff + i * phentsize
        ptype, = struct.unpack_from("<I", data, at)
        off, vaddr = struct.unpack_from("<QQ", data, at + 8)
        filesz, memsz = struct.unpack_from("<QQ", data, at + 32)
        out.append((i, at, ptype, off, vaddr, filesz, memsz))
    return out


def notes(data):
    """[(file offset of the note header, name, type, desc offset)]"""
    out = []
    for (_, _, ptype, off, _, filesz, _) in phdrs(data):
        if ptype != 4:
            continue
        p = off
        while p + 12 <= off + filesz:
            namesz, descsz, ntype = struct.unpack_from("<III", data, p)
            name = data[p + 12:p + 12 + namesz].rstrip(b"\0").decode(
                "latin-1")
            desc = p + 12 + ((namesz + 3) & ~3)
            out.append((p, name, ntype, desc))
            p = desc + ((descsz + 3) & ~3)
    return out


def patched(core, tmp, name, patch):
    """A sparse copy of the core with patch(bytearray-view) applied to
    its headers and notes (the first MB holds both)."""
    path = os.path.join(tmp, name)
    subprocess.run(["cp", "--sparse=always", core.path, path], check=True)
    with open(path, "r+b") as f:
        head = bytearray(f.read(1 << 20))
        patch(head)
        f.seek(0)
        f.write(head)
    return path


def prstatus(head):
    return [n for n in notes(bytes(head)) if n[1] == "CORE" and n[2] == 1]


def expect_said(path, cmds, pattern, what):
    r = jsmdb(["-e", cmds, path], expect_rc=None)
    check(r.rc in (0, 1), "%s: exit %d" % (what, r.rc), r.describe())
    hits = re.findall(pattern, r.err)
    check(len(hits) == 1, "%s: said %d times, expected once (%s)" %
          (what, len(hits), pattern), r.describe())
    return r


def t_sp_zero(core, tmp):
    def patch(h):
        desc = prstatus(h)[1][3]            # the second thread
        struct.pack_into("<Q", h, desc + PRSTATUS_REGS + RSP * 8, 0)
    p = patched(core, tmp, "sp-zero", patch)
    expect_said(p, "::walk thread | ::stack; ::walk thread | ::stack",
                r"stack pointer 0x0 is not in the core", "rsp = 0")


def t_tid_twice(core, tmp):
    def patch(h):
        ps = prstatus(h)
        pid, = struct.unpack_from("<i", h, ps[0][3] + PRSTATUS_PID)
        struct.pack_into("<i", h, ps[2][3] + PRSTATUS_PID, pid)
    p = patched(core, tmp, "tid-twice", patch)
    expect_said(p, "::walk thread", r"both have tid", "equal tids")


def t_note_type(core, tmp):
    def patch(h):
        at = prstatus(h)[1][0]
        struct.pack_into("<I", h, at + 8, 0x1001)   # type 1 -> 0x1001
    p = patched(core, tmp, "note-type", patch)
    r = expect_said(p, "::walk thread", r"thread is missing",
                    "a flipped NT_PRSTATUS type")
    check("type 0x1001" in r.err, "the odd note type is not named",
          r.describe())


def t_memsz_zero(core, tmp):
    def patch(h):
        loads = [x for x in phdrs(bytes(h)) if x[2] == 1 and x[5] > 0]
        i, at = loads[len(loads) // 2][:2]
        struct.pack_into("<Q", h, at + 40, 0)       # p_memsz
    p = patched(core, tmp, "memsz-zero", patch)
    expect_said(p, "::status", r"segment \d+ .* is damaged",
                "p_memsz = 0")


def t_heap_map_wiped(demo, tmp):
    """A live object's map word wiped: the census says it skipped a
    place it could not read (the unharmed core says nothing of it)."""
    r = jsmdb([demo.exe, demo.path, "-e", "::findjsobjects"],
              expect_rc=None)
    check(r.rc == 0 and "heap walk" not in r.err,
          "the unharmed core: exit %d or a heap walk message" % r.rc,
          r.describe())
    r = jsmdb([demo.exe, demo.path, "-e", "::v8pages"])
    area = [int(f[3], 16) for f in (ln.split() for ln in r.out.splitlines())
            if len(f) >= 5 and f[2] == "old"][0]

    p = patched(demo, tmp, "map-wiped", lambda h: None)
    with open(p, "r+b") as f:
        data = f.read(1 << 16)
        for (_, _, ptype, off, vaddr, filesz, _) in phdrs(data):
            if ptype == 1 and vaddr <= area < vaddr + filesz:
                f.seek(off + area - vaddr)
                f.write(b"\0" * 8)
                break
        else:
            check(False, "the first old page's area is not in the core")
    expect_said(p, "::findjsobjects; ::jsfunctions ! tail -1",
                r"heap walk: 1 place in live pages holds no object",
                "a wiped map word")


def main():
    natives = [c for c in cores() if c.name == "threads"]
    if not natives or not natives[0].ready:
        report_fail("damaged", "the native core (threads) is not made")
        finish()
    core = natives[0]
    tmp = tempfile.mkdtemp(prefix="jsmdb-damaged.")
    try:
        run_test("damaged/sp-zero", t_sp_zero, core, tmp)
        run_test("damaged/tid-twice", t_tid_twice, core, tmp)
        run_test("damaged/note-type", t_note_type, core, tmp)
        run_test("damaged/memsz-zero", t_memsz_zero, core, tmp)
        demos = [c for c in cores("node") if c.name == "demo-node22"]
        if demos and demos[0].ready:
            run_test("damaged/heap-map-wiped", t_heap_map_wiped, demos[0],
                     tmp)
        else:
            report_fail("damaged/heap-map-wiped", "demo-node22 is not made")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
