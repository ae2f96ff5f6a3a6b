#!/usr/bin/env python3
"""seeds.py: seed corpora for the fuzz targets, made from the reference
cores at run time (nothing derived from a core is committed).

    seeds.py OUTDIR CORE [CORE...]

writes OUTDIR/notes/ (each core's PT_NOTE segment, each NT_FILE note and
descriptor), OUTDIR/decomp/ (the first core's first 256 KiB compressed as
zstd, xz, lz4 and gzip, with the tools when installed), OUTDIR/core/ (the first core's head: ELF header, program
headers, notes, and a few damaged variants) and OUTDIR/lang/ (command
lines: the examples in README.md and docs/, corpora/demo.cmds, and a list
here), and prints "core-head N": the first core's head size, rounded up to
the page where its first segment starts, for fuzz_core's -max_len.
"""

import gzip
import lzma
import os
import re
import shutil
import struct
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))

PT_LOAD, PT_NOTE = 1, 4
NT_FILE = 0x46494c45

LANG = r"""
::status
::stack
$c
$C
$r
$m
$?
::regs
::mappings
::walk thread
::walk thread | ::stack
::walk thread | ::stack -v
::walk thread | ::regs
::walkers
::dcmds
::help stack
::nm
::nm -n level* threads
::nm ! head
level_one::whatis
level_one::dis
counter_table,8/D
counter_table,4/X
counter_table/K
*motd/s
motd/p
counter_table,10::dump
<rsp,20/J
<rip=p
.=X
0t10=X
1+2*3-4/5%6=D
(1<<8)|0xf=X
$[<rsp]=X
::eval "<rsp,4/p"
::eval "::walk thread"
main::eval "./i"
42; ::status; $q
'abc'=X
"str"=s
::stack | ::whatis
::walk thread | ::eval "<rsp=K"
::mappings ! wc -l
<rsp,10/nap
level_two,4/2X
main,3/i
::quit
""".strip().splitlines()


def phdrs(data):
    """(type, flags, offset, vaddr, paddr, filesz, memsz, align) of each
    program header, from a 64-bit or a 32-bit (i386) core."""
    if data[:4] != b"\x7fELF" or len(data) < 52:
        return []
    out = []
    if data[4] == 1:
        phoff, = struct.unpack_from("<I", data, 28)
        phentsize, phnum = struct.unpack_from("<HH", data, 42)
        for i in range(phnum):
            off = phoff + i * phentsize
            if off + 32 > len(data):
                break
            t, o, va, pa, fs, ms, fl, al = struct.unpack_from(
                "<IIIIIIII", data, off)
            out.append((t, fl, o, va, pa, fs, ms, al))
        return out
    phoff, = struct.unpack_from("<Q", data, 32)
    phentsize, phnum = struct.unpack_from("<HH", data, 54)
    for i in range(phnum):
        off = phoff + i * phentsize
        if off + 56 > len(data):
            break
        out.append(struct.unpack_from("<IIQQQQQQ", data, off))
    return out


def notes(seg):
    off = 0
    while off + 12 <= len(seg):
        namesz, descsz, ntype = struct.unpack_from("<III", seg, off)
        nameoff = off + 12
        descoff = nameoff + ((namesz + 3) & ~3)
        end = descoff + ((descsz + 3) & ~3)
        if descoff + descsz > len(seg):
            break
        yield ntype, seg[off:end], seg[descoff:descoff + descsz]
        off = end


def read_head(path, limit=1 << 20):
    with open(path, "rb") as f:
        return f.read(limit)


def write(dirname, name, data):
    os.makedirs(dirname, exist_ok=True)
    with open(os.path.join(dirname, name), "wb") as f:
        f.write(data)


def main():
    out, cores = sys.argv[1], sys.argv[2:]
    head_max = 0
    for ci, core in enumerate(cores):
        if not os.path.exists(core):
            continue
        data = read_head(core)
        ph = phdrs(data)
        tag = os.path.basename(os.path.dirname(core)) or "core%d" % ci
        for (ptype, flags, off, va, pa, filesz, memsz, align) in ph:
            if ptype != PT_NOTE or off + filesz > len(data):
                continue
            seg = data[off:off + filesz]
            write(os.path.join(out, "notes"), tag + "-pt_note", seg)
            for i, (ntype, note, desc) in enumerate(notes(seg)):
                if ntype == NT_FILE:
                    write(os.path.join(out, "notes"), tag + "-nt_file", note)
                    write(os.path.join(out, "notes"),
                          tag + "-nt_file-desc", desc)
        if ci == 0:
            loads = [off for (t, _, off, *_r) in ph if t == PT_LOAD and off]
            head = min(loads) if loads else 4096
            head = min(head, len(data))
            head_max = head
            h = data[:head]
            d = os.path.join(out, "core")
            write(d, "head", h)
            # Variants a mutator reaches slowly: fewer program headers, a
            # note segment cut short, no NT_FILE.
            phpos = 44 if h[4] == 1 else 56
            phnum, = struct.unpack_from("<H", h, phpos)
            for n in (1, 2, phnum // 2):
                v = bytearray(h)
                struct.pack_into("<H", v, phpos, n)
                write(d, "head-phnum%d" % n, bytes(v))
            for (ptype, flags, off, va, pa, filesz, memsz, align) in ph:
                if ptype == PT_NOTE:
                    write(d, "head-notes-cut", h[:off + filesz // 2])
                    v = bytearray(h)
                    seg = bytes(h[off:off + filesz])
                    i = seg.find(struct.pack("<I", NT_FILE))
                    if i >= 8:
                        struct.pack_into("<I", v, off + i, 0x7777)
                        write(d, "head-no-ntfile", bytes(v))
                    break

    if cores and os.path.exists(cores[0]):
        raw = read_head(cores[0], 256 << 10)
        d = os.path.join(out, "decomp")
        write(d, "head.gz", gzip.compress(raw, 6))
        write(d, "head.xz", lzma.compress(raw))
        for tool, ext in (("zstd", "zst"), ("lz4", "lz4")):
            if shutil.which(tool):
                p = subprocess.run([tool, "-c", "-q"], input=raw,
                                   capture_output=True)
                if p.returncode == 0:
                    write(d, "head." + ext, p.stdout)

    lang = list(LANG)
    for fn in ("README.md", "docs/usage.md", "docs/reference.md"):
        p = os.path.join(ROOT, fn)
        if os.path.exists(p):
            for m in re.finditer(r"<!-- example [^:]*: (.*?) -->",
                                 open(p, errors="replace").read()):
                lang.extend(c.strip() for c in m.group(1).split(";;"))
    p = os.path.join(ROOT, "corpora", "demo.cmds")
    if os.path.exists(p):
        lang.extend(ln.strip() for ln in open(p)
                    if ln.strip() and not ln.startswith("#"))
    d = os.path.join(out, "lang")
    for i, cmd in enumerate(dict.fromkeys(lang)):
        write(d, "cmd%03d" % i, cmd.encode())
    print("core-head %d" % head_max)


if __name__ == "__main__":
    main()
