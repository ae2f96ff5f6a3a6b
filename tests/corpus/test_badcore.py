#!/usr/bin/env python3
"""Corpus test: jsmdb on damaged cores.  DESIGN.md: "A core is untrusted
input ... A bad core gets a clear message and a non-zero exit, never a
crash or a hang."

Real cores (the threads core and demo-node22) are copied sparse into a
temporary directory and damaged in place, deterministically (a seeded
random.Random), where a core is most fragile:

  ehdr      the ELF header: random bytes, and fields set to extremes
  phdrs     the program headers: random bytes, segments past the end of
            the file, wrapping, overlapping, a PT_LOAD turned into PT_NOTE
  notes     NT_PRSTATUS, NT_FILE, NT_AUXV, NT_SIGINFO (and NT_PRPSINFO):
            random bytes in each, sizes and counts set to extremes,
            registers pointing nowhere, paths without their NUL
  stack     a thread's stack memory (found with ::mappings and the thread's
            %rsp): random bytes, a frame-pointer chain that loops
  heap      the V8 heap (node core; the 256 KB anonymous mappings that
            ::mappings lists): random words, pointers back into the page,
            page headers, and the objects ::findjsobjects found
  truncated the core cut at many offsets, from the ELF header to the end
  exe       the executable the core names missing, a FIFO, or replaced by
            another binary (another Node.js, or a C program)

Each case runs jsmdb once on the damaged core with a fixed list of
commands (::status, ::stack, ::walk thread | ::stack, ::mappings, and on
a Node.js core ::jsstack -v, ::findjsobjects and ::jsprint on a few
objects of the undamaged core), one per line on stdin, with a timeout.
A case passes when jsmdb exits 0, 1 or 2 in time, with no signal and no
sanitizer report (make asan runs this with the ASan + UBSan build as
$JSMDB).  One PASS or FAIL line per core and kind; a FAIL names each
failing case, with the bytes it changed, so that it can be made again
(or kept: BADCORE_KEEP).

Environment: BADCORE_SEED (default 1) changes the damage; BADCORE_CORES
(default "threads,demo-node22") names the cores; BADCORE_KEEP=dir
keeps a copy of each failing core there; BADCORE_TIMEOUT (default 60)
seconds per run; BADCORE_JOBS parallel runs (default: the CPU count, at
most 4).
"""
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (JSMDB, SANITIZER_RE, check, cores, finish,  # noqa
                       report_fail, run_test)

SEED = int(os.environ.get("BADCORE_SEED", "1"))
KEEP = os.environ.get("BADCORE_KEEP")
TIMEOUT = float(os.environ.get("BADCORE_TIMEOUT", "60"))
JOBS = int(os.environ.get("BADCORE_JOBS", "0")) or min(4, os.cpu_count() or 1)

CORE_NAMES = [n for n in os.environ.get(
    "BADCORE_CORES", "threads,demo-node22").split(",") if n]

PT_LOAD, PT_NOTE = 1, 4
NT_PRSTATUS, NT_PRPSINFO, NT_AUXV = 1, 3, 6
NT_FILE, NT_SIGINFO = 0x46494c45, 0x53494749
AT_NULL, AT_EXECFN = 0, 31
PR_REG = 112                # offset of pr_reg in x86-64 elf_prstatus
REG_RBP, REG_RIP, REG_RSP = 4, 16, 19
U64 = (1 << 64) - 1


# ---- reading a core ----

class Elf:
    """Just enough of an x86-64 ELF core: program headers, notes (with
    their file offsets), and virtual address -> file offset."""

    def __init__(self, path):
        self.path = path
        self.size = os.path.getsize(path)
        with open(path, "rb") as f:
            self.head = f.read(64)
            (self.phoff,) = struct.unpack_from("<Q", self.head, 32)
            self.phentsize, self.phnum = struct.unpack_from("<HH",
                                                            self.head, 54)
            f.seek(self.phoff)
            raw = f.read(self.phentsize * self.phnum)
            self.phdrs = []
            for i in range(self.phnum):
                self.phdrs.append(struct.unpack_from(
                    "<IIQQQQQQ", raw, i * self.phentsize))
            self.notes = []      # (type, note offset, desc offset, descsz)
            for (ptype, _, off, _, _, filesz, _, _) in self.phdrs:
                if ptype != PT_NOTE:
                    continue
                f.seek(off)
                seg = f.read(filesz)
                o = 0
                while o + 12 <= len(seg):
                    namesz, descsz, ntype = struct.unpack_from("<III", seg, o)
                    d = o + 12 + ((namesz + 3) & ~3)
                    if d + descsz > len(seg):
                        break
                    self.notes.append((ntype, off + o, off + d, descsz))
                    o = d + ((descsz + 3) & ~3)
            self.note_seg = [(off, filesz) for (t, _, off, _, _, filesz, _, _)
                             in self.phdrs if t == PT_NOTE][0]

    def read(self, off, n):
        with open(self.path, "rb") as f:
            f.seek(off)
            return f.read(n)

    def note(self, ntype, nth=0):
        found = [n for n in self.notes if n[0] == ntype]
        return found[nth] if len(found) > nth else None

    def loads(self):
        return [(i, p) for i, p in enumerate(self.phdrs) if p[0] == PT_LOAD]

    def file_off(self, va):
        """File offset of virtual address va, if the core carries it."""
        for (ptype, _, off, vaddr, _, filesz, _, _) in self.phdrs:
            if ptype == PT_LOAD and vaddr <= va < vaddr + filesz:
                return off + (va - vaddr)
        return None

    def threads(self):
        """[(tid, rsp, rbp, desc offset)] from NT_PRSTATUS, in note order."""
        out = []
        for (t, _, d, sz) in self.notes:
            if t == NT_PRSTATUS and sz >= PR_REG + 27 * 8:
                desc = self.read(d, sz)
                (tid,) = struct.unpack_from("<i", desc, 32)
                (rbp,) = struct.unpack_from("<Q", desc, PR_REG + 8 * REG_RBP)
                (rsp,) = struct.unpack_from("<Q", desc, PR_REG + 8 * REG_RSP)
                out.append((tid, rsp, rbp, d))
        return out


def mappings(core):
    """[(base, limit, name)] from ::mappings of the undamaged core."""
    r = run_jsmdb([core.path], "::mappings\n")
    out = []
    for line in r[1].splitlines():
        m = re.match(r"\s*([0-9a-f]+)\s+([0-9a-f]+)\s+[0-9a-f]+\s+(.*)$",
                     line)
        if m:
            out.append((int(m.group(1), 16), int(m.group(2), 16),
                        m.group(3).strip()))
    return out


# ---- running jsmdb ----

def run_jsmdb(args, stdin):
    """(rc, stdout, stderr, problem): problem is None or why it failed."""
    argv = [JSMDB] + list(args)
    try:
        p = subprocess.run(argv, input=stdin, capture_output=True, text=True,
                           errors="replace", timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return (None, "", "", "hung (> %gs)" % TIMEOUT)
    if p.returncode < 0:
        return (p.returncode, p.stdout, p.stderr,
                "killed by signal %d" % -p.returncode)
    if SANITIZER_RE.search(p.stderr):
        return (p.returncode, p.stdout, p.stderr, "sanitizer report")
    if p.returncode not in (0, 1, 2):
        return (p.returncode, p.stdout, p.stderr,
                "exit status %d" % p.returncode)
    return (p.returncode, p.stdout, p.stderr, None)


def commands(engine, jsaddrs):
    cmds = ["::status", "::stack", "::walk thread | ::stack", "::mappings"]
    if engine == "node":
        cmds += ["::jsstack -v", "::findjsobjects"]
        cmds += ["%x::jsprint" % a for a in jsaddrs]
    return "\n".join(cmds) + "\n"


class Case:
    """One damaged core: patches [(offset, bytes)], or a truncation, plus
    extra jsmdb arguments, and the path mangling of the exe cases."""

    def __init__(self, name, patches=(), truncate=None, args=(), prep=None):
        self.name = name
        self.patches = list(patches)
        self.truncate = truncate
        self.args = list(args)
        self.prep = prep        # fn(copy path) -> patches, for exe cases

    def describe(self):
        parts = [self.name]
        for off, data in self.patches[:8]:
            parts.append("  @%#x: %s" % (off, data[:32].hex()))
        if len(self.patches) > 8:
            parts.append("  ... %d more patches" % (len(self.patches) - 8))
        if self.truncate is not None:
            parts.append("  truncated to %d bytes" % self.truncate)
        if self.args:
            parts.append("  args: %s" % " ".join(self.args))
        return "\n".join(parts)


class Runner:
    """Runs cases on per-worker sparse copies of one core."""

    def __init__(self, core, tmp, stdin):
        self.core = core
        self.tmp = tmp
        self.stdin = stdin
        self.local = threading.local()
        self.lock = threading.Lock()
        self.count = 0
        self.copies = []
        self.pool = ThreadPoolExecutor(max_workers=JOBS)

    def close(self):
        self.pool.shutdown()
        for p in self.copies:
            os.unlink(p)

    def _copy(self, tag):
        with self.lock:
            self.count += 1
            n = self.count
        dst = os.path.join(self.tmp, "%s-%s-%d" % (self.core.name, tag, n))
        subprocess.run(["cp", "--sparse=always", self.core.path, dst],
                       check=True)
        return dst

    def _mine(self):
        """This worker thread's copy of the core, patched and restored
        case after case."""
        if getattr(self.local, "path", None) is None:
            self.local.path = self._copy("w")
            with self.lock:
                self.copies.append(self.local.path)
        return self.local.path

    def run(self, case):
        """Returns None, or the case's description and what went wrong."""
        if case.truncate is not None:
            path = self._copy("t")
            os.truncate(path, case.truncate)
            try:
                return self._run(case, path)
            finally:
                os.unlink(path)
        path = self._mine()
        patches = list(case.patches)
        if case.prep is not None:
            patches += case.prep(path)
            case.patches = patches
        saved = []
        with open(path, "r+b") as f:
            for off, data in patches:
                f.seek(off)
                saved.append((off, f.read(len(data))))
                f.seek(off)
                f.write(data)
        try:
            return self._run(case, path)
        finally:
            with open(path, "r+b") as f:
                for off, data in reversed(saved):
                    f.seek(off)
                    f.write(data)

    def _run(self, case, path):
        rc, out, err, problem = run_jsmdb(case.args + [path], self.stdin)
        if problem is None:
            return None
        if KEEP:
            os.makedirs(KEEP, exist_ok=True)
            keep = os.path.join(KEEP, "%s-%s" % (
                self.core.name, re.sub(r"[^\w.-]+", "_", case.name)))
            subprocess.run(["cp", "--sparse=always", path, keep])
        tail = "\n".join(err.strip().splitlines()[-25:])
        return "%s: %s\n%s\n  --- stderr (tail)\n%s" % (
            case.name, problem, case.describe(), tail)


def run_cases(runner, cases):
    results = list(runner.pool.map(runner.run, cases))
    bad = [r for r in results if r is not None]
    check(not bad, "%d of %d damaged cores broke jsmdb: %s" % (
        len(bad), len(cases),
        ", ".join(r.split(":", 1)[0] for r in bad)[:300]),
        "\n\n".join(bad))


# ---- the damage ----

def u64(v):
    return struct.pack("<Q", v & U64)


def u32(v):
    return struct.pack("<I", v & 0xffffffff)


def u16(v):
    return struct.pack("<H", v & 0xffff)


def flips(rng, lo, hi, n):
    """n random bytes in [lo, hi) replaced by random values."""
    return [(rng.randrange(lo, hi), bytes([rng.randrange(256)]))
            for _ in range(n)]


def ehdr_cases(rng, elf):
    c = [Case("ehdr-random-%d" % i, flips(rng, 4, 64, rng.randint(1, 3)))
         for i in range(12)]
    c += [
        Case("ehdr-phnum-0", [(56, u16(0))]),
        Case("ehdr-phnum-ffff", [(56, u16(0xffff))]),
        Case("ehdr-phnum-plus1", [(56, u16(elf.phnum + 1))]),
        Case("ehdr-phoff-eof", [(32, u64(elf.size - 8))]),
        Case("ehdr-phoff-huge", [(32, u64(1 << 63))]),
        Case("ehdr-phentsize-32", [(54, u16(32))]),
        Case("ehdr-phentsize-0", [(54, u16(0))]),
        Case("ehdr-class32", [(4, b"\x01")]),
        Case("ehdr-bigendian", [(5, b"\x02")]),
        Case("ehdr-type-exec", [(16, u16(2))]),
        Case("ehdr-machine-arm64", [(18, u16(183))]),
        Case("ehdr-shoff-huge", [(40, u64(U64 - 63)), (60, u16(0xffff)),
                                 (62, u16(0xfffe)), (58, u16(64))]),
        Case("ehdr-shnum-xnum", [(40, u64(64)), (58, u16(64)),
                                 (60, u16(0)), (62, u16(0xffff))]),
    ]
    return c


def phdr_cases(rng, elf):
    pt = elf.phoff
    c = [Case("phdrs-random-%d" % i,
              flips(rng, pt, pt + elf.phnum * 56, rng.randint(1, 4)))
         for i in range(16)]
    loads = elf.loads()
    note_i = [i for i, p in enumerate(elf.phdrs) if p[0] == PT_NOTE][0]
    note_ph = pt + note_i * 56

    def pick():
        i, p = rng.choice([lp for lp in loads if lp[1][5] > 0] or loads)
        return i, p, pt + i * 56

    i, p, o = pick()
    c.append(Case("phdrs-load-offset-past-eof", [(o + 8, u64(elf.size - 64))]))
    i, p, o = pick()
    c.append(Case("phdrs-load-offset-huge", [(o + 8, u64(U64 - 0xfff))]))
    i, p, o = pick()
    c.append(Case("phdrs-load-filesz-huge", [(o + 32, u64(1 << 62)),
                                             (o + 40, u64(1 << 62))]))
    i, p, o = pick()
    c.append(Case("phdrs-load-filesz-gt-memsz",
                  [(o + 32, u64(p[6] * 4 + 4096))]))
    i, p, o = pick()
    c.append(Case("phdrs-load-vaddr-wraps", [(o + 16, u64(U64 - 0xfff)),
                                             (o + 40, u64(0x10000))]))
    i, p, o = pick()
    c.append(Case("phdrs-load-memsz-max", [(o + 40, u64(U64))]))
    i, p, o = pick()
    c.append(Case("phdrs-load-memsz-0", [(o + 40, u64(0)), (o + 32, u64(0))]))
    i, p, o = pick()
    c.append(Case("phdrs-load-overlap-shift", [(o + 16, u64(p[3] + 0x800))]))
    if len(loads) > 2:
        (i1, p1), (i2, p2) = loads[1], loads[2]
        c.append(Case("phdrs-load-duplicate",
                      [(pt + i2 * 56, elf.read(pt + i1 * 56, 56))]))
    c.append(Case("phdrs-all-same-vaddr",
                  [(pt + i * 56 + 16, u64(loads[0][1][3])) for i, _ in loads]))
    i, p, o = pick()
    c.append(Case("phdrs-load-becomes-note", [(o, u32(PT_NOTE))]))
    c.append(Case("phdrs-note-past-eof", [(note_ph + 8, u64(elf.size - 16)),
                                          (note_ph + 32, u64(4096))]))
    c.append(Case("phdrs-note-filesz-huge", [(note_ph + 32, u64(1 << 40))]))
    c.append(Case("phdrs-note-filesz-3", [(note_ph + 32, u64(3))]))
    c.append(Case("phdrs-note-becomes-load", [(note_ph, u32(PT_LOAD))]))
    c.append(Case("phdrs-no-note", [(note_ph, u32(0x6474e550))]))
    return c


def note_cases(rng, elf):
    c = []
    for name, ntype in (("prstatus", NT_PRSTATUS), ("file", NT_FILE),
                        ("auxv", NT_AUXV), ("siginfo", NT_SIGINFO),
                        ("prpsinfo", NT_PRPSINFO)):
        n = elf.note(ntype)
        if n is None:
            continue
        _, noff, doff, dsz = n
        for i in range(5):
            c.append(Case("note-%s-random-%d" % (name, i),
                          flips(rng, doff, doff + dsz, rng.randint(1, 6))))
        c.append(Case("note-%s-descsz-huge" % name,
                      [(noff + 4, u32(0xfffffff0))]))
        c.append(Case("note-%s-descsz-plus4" % name,
                      [(noff + 4, u32(dsz + 4))]))
        c.append(Case("note-%s-descsz-0" % name, [(noff + 4, u32(0))]))
        c.append(Case("note-%s-namesz-huge" % name,
                      [(noff, u32(0xffffffff))]))
        c.append(Case("note-%s-all-ff" % name, [(doff, b"\xff" * dsz)]))

    # NT_PRSTATUS: the registers of the faulting thread, and tids.
    ths = elf.threads()
    if ths:
        tid, rsp, rbp, d = ths[0]
        reg = d + PR_REG
        c += [
            Case("note-prstatus-regs-0", [(reg, b"\0" * 27 * 8)]),
            Case("note-prstatus-rsp-max", [(reg + 8 * REG_RSP, u64(U64))]),
            Case("note-prstatus-rsp-unmapped", [(reg + 8 * REG_RSP,
                                                 u64(0x10))]),
            Case("note-prstatus-rip-random",
                 [(reg + 8 * REG_RIP, u64(rng.getrandbits(64)))]),
            Case("note-prstatus-rip-0-rbp-rsp",
                 [(reg + 8 * REG_RIP, u64(0)), (reg + 8 * REG_RBP, u64(rsp))]),
            Case("note-prstatus-rbp-max", [(reg + 8 * REG_RBP, u64(U64 - 7))]),
            Case("note-prstatus-pid-neg", [(d + 32, u32(-1))]),
            Case("note-prstatus-cursig-ffff", [(d + 12, u16(0xffff))]),
        ]
        if len(ths) > 1:
            c.append(Case("note-prstatus-duplicate-tid",
                          [(ths[1][3] + 32, u32(tid))]))

    # NT_FILE: counts, page size, ranges, paths.
    n = elf.note(NT_FILE)
    if n is not None:
        _, noff, d, dsz = n
        desc = elf.read(d, dsz)
        count, _ = struct.unpack_from("<QQ", desc, 0)
        strs = 16 + count * 24
        c += [
            Case("note-file-count-max", [(d, u64(U64))]),
            Case("note-file-count-plus1", [(d, u64(count + 1))]),
            Case("note-file-count-0", [(d, u64(0))]),
            Case("note-file-pagesz-0", [(d + 8, u64(0))]),
            Case("note-file-pagesz-3", [(d + 8, u64(3))]),
            Case("note-file-pagesz-huge", [(d + 8, u64(1 << 62))]),
            Case("note-file-start-gt-end",
                 [(d + 16, u64(U64 - 0xfff)), (d + 24, u64(0x1000))]),
            Case("note-file-entry-huge", [(d + 16 + 24 * rng.randrange(count),
                                           u64(0)), (d + 24, u64(U64))]),
            Case("note-file-offset-huge",
                 [(d + 16 + 24 * i + 16, u64(1 << 60)) for i in range(count)]),
            Case("note-file-paths-no-nul",
                 [(d + strs, desc[strs:].replace(b"\0", b"A"))]),
            Case("note-file-paths-empty",
                 [(d + strs, b"\0" * (dsz - strs))]),
            Case("note-file-path-dir", [(d + strs, b"/\0")]),
        ]

    # NT_AUXV: no AT_NULL, AT_EXECFN pointing anywhere.
    n = elf.note(NT_AUXV)
    if n is not None:
        _, noff, d, dsz = n
        desc = elf.read(d, dsz)
        pairs = [struct.unpack_from("<QQ", desc, i)
                 for i in range(0, dsz - 15, 16)]
        c.append(Case("note-auxv-no-at-null",
                      [(d + 16 * i, u64(0x7777))
                       for i, (k, _) in enumerate(pairs) if k == AT_NULL]))
        for i, (k, _) in enumerate(pairs):
            if k == AT_EXECFN:
                c.append(Case("note-auxv-execfn-unmapped",
                              [(d + 16 * i + 8, u64(0x10))]))
                c.append(Case("note-auxv-execfn-max",
                              [(d + 16 * i + 8, u64(U64 - 2))]))
        c.append(Case("note-auxv-odd-size", [(noff + 4, u32(dsz - 4))]))

    # NT_SIGINFO: signal numbers out of range.
    n = elf.note(NT_SIGINFO)
    if n is not None:
        _, noff, d, dsz = n
        c += [
            Case("note-siginfo-signo-max", [(d, u32(0x7fffffff))]),
            Case("note-siginfo-signo-neg", [(d, u32(-1))]),
            Case("note-siginfo-signo-64", [(d, u32(64)), (d + 8, u32(-6))]),
        ]

    # NT_PRPSINFO: names without their NUL.
    n = elf.note(NT_PRPSINFO)
    if n is not None:
        _, noff, d, dsz = n
        c.append(Case("note-prpsinfo-no-nul", [(d + 40, b"A" * (dsz - 40))]))
    return c


def stack_cases(rng, elf, maps):
    """A thread's stack memory near %rsp, and its frame-pointer chain."""
    c = []
    stacks = [(b, l) for (b, l, n) in maps if n.startswith("[ stack")]
    ths = elf.threads()
    picks = ths[:1] + (rng.sample(ths[1:], 1) if len(ths) > 1 else [])
    for k, (tid, rsp, rbp, _) in enumerate(picks):
        tag = "t%d" % k
        hit = [(b, l) for (b, l) in stacks if b <= rsp < l]
        if not hit or elf.file_off(rsp) is None:
            continue
        b, l = hit[0]
        lo = rsp & ~7
        n = min(4096, l - lo)
        fo = elf.file_off(lo)
        if fo is None or elf.file_off(lo + n - 1) is None:
            continue
        for i in range(5):
            c.append(Case("stack-%s-random-%d" % (tag, i),
                          flips(rng, fo, fo + n, rng.randint(4, 64))))
        words = []
        for i in range(0, min(n, 1024), 8):
            words.append(u64(rng.choice((
                lo + rng.randrange(0, n, 8),        # into the stack
                lo + i,                             # to itself
                rng.getrandbits(64), 0, U64))))
        c.append(Case("stack-%s-pointer-soup" % tag, [(fo, b"".join(words))]))
        c.append(Case("stack-%s-all-ff" % tag, [(fo, b"\xff" * n)]))
        c.append(Case("stack-%s-zero" % tag, [(fo, b"\0" * n)]))
        # The frame-pointer chain: a saved %rbp that points at itself,
        # one that points back down the stack, and a two-frame loop.
        fp = elf.file_off(rbp) if b <= rbp < l else None
        if fp is not None:
            c.append(Case("stack-%s-fp-self" % tag, [(fp, u64(rbp))]))
            c.append(Case("stack-%s-fp-down" % tag, [(fp, u64(rbp - 64))]))
            if elf.file_off(rbp + 64) is not None:
                c.append(Case("stack-%s-fp-loop2" % tag,
                              [(fp, u64(rbp + 64)),
                               (elf.file_off(rbp + 64), u64(rbp))]))
            c.append(Case("stack-%s-ret-random" % tag,
                          [(fp + 8, u64(rng.getrandbits(64)))]))
    return c


def heap_cases(rng, elf, maps, jsaddrs):
    """The V8 heap: 256 KB-aligned anonymous 256 KB mappings."""
    page = 0x40000
    pages = [b for (b, l, n) in maps
             if n == "[ anon ]" and l - b == page and b % page == 0 and
             elf.file_off(b) is not None and
             elf.file_off(b + page - 1) is not None]
    c = []
    if not pages:
        return c
    for i in range(16):
        b = rng.choice(pages)
        fo = elf.file_off(b)
        patches = []
        for _ in range(rng.choice((8, 64, 512))):
            off = rng.randrange(0x100, page - 8, 8)
            v = rng.choice((
                b + rng.randrange(0, page, 8) + 1,   # tagged, same page
                b + off + 1,                         # tagged, to itself
                rng.choice(pages) + rng.randrange(0, page, 8) + 1,
                rng.getrandbits(64), 0, U64,
                rng.randrange(1 << 31) << 32))       # a smi
            patches.append((fo + off, u64(v)))
        c.append(Case("heap-words-%d" % i, patches))
    for i in range(3):
        b = rng.choice(pages)
        fo = elf.file_off(b)
        c.append(Case("heap-page-header-%d" % i,
                      flips(rng, fo, fo + 0x140, rng.randint(2, 16))))
    b = rng.choice(pages)
    c.append(Case("heap-page-ff", [(elf.file_off(b), b"\xff" * page)]))
    for i, a in enumerate(jsaddrs):
        obj = a & ~7
        fo = elf.file_off(obj)
        if fo is None or elf.file_off(obj + 64) is None:
            continue
        c.append(Case("heap-object-%d-map-self" % i, [(fo, u64(a))]))
        c.append(Case("heap-object-%d-map-random" % i,
                      [(fo, u64(rng.choice(pages) +
                                rng.randrange(0, page, 8) + 1))]))
        fields = [u64(rng.choice((a, a + 16, rng.getrandbits(64), U64, 0,
                                  rng.randrange(1 << 31) << 32)))
                  for _ in range(7)]
        c.append(Case("heap-object-%d-fields" % i,
                      [(fo + 8, b"".join(fields))]))
    return c


def truncate_cases(rng, elf):
    noff, nsz = elf.note_seg
    first_load = min(p[2] for _, p in elf.loads() if p[5] > 0)
    cuts = {1, 4, 16, 52, 63, 64, elf.phoff + 56 - 1,
            elf.phoff + elf.phnum * 56 - 1, elf.phoff + elf.phnum * 56,
            noff + 5, noff + 12, noff + nsz // 3, noff + nsz // 2,
            noff + nsz - 1, noff + nsz, first_load, first_load + 1}
    for k in range(1, 8):
        cuts.add(elf.size * k // 8)
    cuts.add(elf.size - 1)
    for _ in range(4):
        cuts.add(rng.randrange(first_load, elf.size))
    return [Case("truncated-%d" % n, truncate=n) for n in sorted(cuts)]


def exe_cases(core, elf, tmp):
    """The executable the core names is missing (its path mangled in the
    whole core, AT_EXECFN and argv included), or another binary stands in
    for it."""
    exe = core.exe.encode()
    gone = exe[:-1] + (b"#" if exe[-1:] != b"#" else b"%")
    check(not os.path.exists(gone), "%s exists" % gone.decode())

    def mangle(path, new=gone):
        patches, chunk, pos = [], 1 << 22, 0
        with open(path, "rb") as f:
            prev = b""
            while True:
                buf = f.read(chunk)
                if not buf:
                    break
                data = prev + buf
                base = pos - len(prev)
                for m in re.finditer(re.escape(exe), data):
                    patches.append((base + m.start(), new))
                prev = data[-(len(exe) - 1):]
                pos += len(buf)
        return sorted(set(patches))

    others = []
    node = os.path.join(os.environ.get("JSMDB_CORPORA") or os.path.join(
        os.path.expanduser("~"), ".cache", "jsmdb"), "node")
    if os.path.isdir(node):
        for v in sorted(os.listdir(node)):
            cand = os.path.join(node, v, "node")
            if os.path.exists(cand) and os.path.realpath(cand) != \
                    os.path.realpath(core.exe):
                others.append(cand)
    natives = [c.exe for c in cores("native") if os.path.exists(c.exe)]
    others += [e for e in natives if e != core.exe]
    others = others[:2] + ["/bin/true"]
    text = os.path.join(tmp, "not-an-elf")
    with open(text, "w") as f:
        f.write("not an executable\n" * 64)
    libdir = os.path.join(tmp, "libdir-" + core.name)
    os.makedirs(libdir, exist_ok=True)
    shutil.copy(others[0], os.path.join(libdir, os.path.basename(core.exe)))

    c = []
    # A FIFO where the executable should be: opening it must not block.
    n = len(exe) - len(tmp) - 1
    if n > 0:
        fifo = os.path.join(tmp, "f" * n)
        if not os.path.exists(fifo):
            os.mkfifo(fifo)
        c.append(Case("exe-is-a-fifo",
                      prep=lambda p: mangle(p, fifo.encode())))
    c += [Case("exe-missing", prep=mangle),
         Case("exe-missing-L-impostor", args=["-L", libdir], prep=mangle),
         Case("exe-arg-not-elf", args=[text])]
    for o in others:
        tag = re.sub(r"[^\w.]+", "_", os.path.relpath(o, "/"))[-40:]
        c.append(Case("exe-missing-replaced-by-" + tag, args=[o], prep=mangle))
        c.append(Case("exe-replaced-by-" + tag, args=[o]))
    return c


# ---- the tests ----

def prepare(core):
    """The undamaged core's facts: ELF layout, mappings, a few objects."""
    elf = Elf(core.path)
    maps = mappings(core)
    jsaddrs = []
    if core.engine == "node":
        rc, out, err, problem = run_jsmdb([core.path], "::findjsobjects\n")
        check(problem is None and rc == 0,
              "::findjsobjects on the undamaged core failed", err)
        addrs = []
        for line in out.splitlines():
            m = re.match(r"\s*([0-9a-f]{6,})\s+\d+\s+\d+\s", line)
            if m:
                addrs.append(int(m.group(1), 16))
        check(addrs, "::findjsobjects found no objects", out)
        step = max(1, len(addrs) // 4)
        jsaddrs = addrs[::step][:4]
    stdin = commands(core.engine, jsaddrs)
    rc, out, err, problem = run_jsmdb([core.path], stdin)
    check(problem is None and rc == 0, "the undamaged core: %s, exit %s" % (
        problem, rc), err)
    return elf, maps, jsaddrs, stdin


def main():
    todo = []
    for name in CORE_NAMES:
        found = [c for c in cores() if c.name == name]
        if not found or not found[0].ready:
            report_fail("badcore/%s" % name,
                        "core %s is not built (make corpora)" % name)
            continue
        todo.append(found[0])
    tmp = tempfile.mkdtemp(prefix="jsmdb-badcore.")
    try:
        for core in todo:
            rng = random.Random("%s/%d" % (core.name, SEED))
            state = {}

            def t_prepare(core=core):
                state["p"] = prepare(core)
            run_test("badcore/%s/undamaged" % core.name, t_prepare)
            if "p" not in state:
                continue
            elf, maps, jsaddrs, stdin = state["p"]
            runner = Runner(core, tmp, stdin)
            kinds = [
                ("ehdr", lambda: ehdr_cases(rng, elf)),
                ("phdrs", lambda: phdr_cases(rng, elf)),
                ("notes", lambda: note_cases(rng, elf)),
                ("stack", lambda: stack_cases(rng, elf, maps)),
            ]
            if core.engine == "node":
                kinds.append(("heap",
                              lambda: heap_cases(rng, elf, maps, jsaddrs)))
            kinds += [
                ("truncated", lambda: truncate_cases(rng, elf)),
                ("exe", lambda: exe_cases(core, elf, tmp)),
            ]
            try:
                for kind, make in kinds:
                    def t_kind(make=make):
                        cases = make()
                        check(cases, "no cases made")
                        run_cases(runner, cases)
                    run_test("badcore/%s/%s" % (core.name, kind), t_kind)
            finally:
                runner.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
