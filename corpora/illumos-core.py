#!/usr/bin/env python3
"""illumos-core.py: rewrites a Linux x86-64 core as the core an illumos
(amd64) kernel writes for the same process, for tests: no illumos machine
is reachable here.

    illumos-core.py LAYOUT.json LINUX-CORE ILLUMOS-CORE FACTS.json

LAYOUT.json is what corpora/illumos-layout prints: the sizes and offsets
of illumos-gate's structs and the two register blocks, from jsmdb's own
transcription (mdbmod/procfs_illumos.h, mdbmod/regsets.c), so that the
layout facts live in one place.  What elfcore() writes
(usr/src/uts/common/exec/elf/elf.c, old_notes.c, elf_notes.c) is what
this writes:

  - the ELF header of an amd64 core (EI_OSABI 0, as illumos leaves it);
  - two PT_NOTE segments, each note named "CORE" with its size rounded up
    to 4: the old notes (NT_PRPSINFO, NT_PLATFORM, NT_AUXV, then per LWP,
    the one that took the signal first, NT_PRSTATUS and NT_PRFPREG) and
    the current ones (NT_PSINFO, NT_PSTATUS, NT_PLATFORM, NT_AUXV,
    NT_UTSNAME, NT_CONTENT, NT_ZONENAME, then per LWP NT_LWPSINFO and
    NT_LWPSTATUS).  NT_PRCRED, NT_PRPRIV, NT_PRPRIVINFO and NT_FDINFO are
    not written: nothing reads them;
  - every PT_LOAD of the Linux core, with its bytes (holes kept), and no
    NT_FILE, which illumos does not have: a reader finds the loaded
    objects through the dynamic linker's link_map, as mdb does.

Registers move to gregset_t's REG_* order by their DWARF numbers; LWP ids
become illumos-style small numbers (1, 2, ... in thread-id order, so the
main thread is LWP 1); signal numbers and si_code become illumos' (SIGBUS
is 10 there, SIGUSR1 16, ...); the auxv keeps the System V entries and
turns AT_EXECFN into AT_SUN_EXECNAME.  FACTS.json says what became what:
the LWP of each Linux thread id, the signal, the platform, the zone.
"""
import json
import os
import struct
import sys

PT_LOAD, PT_NOTE = 1, 4
NT_PRSTATUS, NT_FPREGSET, NT_PRPSINFO, NT_AUXV = 1, 2, 3, 6
NT_SIGINFO, NT_FILE = 0x53494749, 0x46494c45
EM_AMD64 = 62

# Linux (signal(7)) -> illumos (sys/iso/signal_iso.h) signal numbers
SIGNALS = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 10, 8: 8, 9: 9, 10: 16,
           11: 11, 12: 17, 13: 13, 14: 14, 15: 15, 17: 18, 18: 25, 19: 23,
           20: 24, 21: 26, 22: 27, 23: 21, 24: 30, 25: 31, 26: 28, 27: 29,
           28: 20, 29: 22, 30: 19, 31: 12}
SIGNAMES = {6: "SIGABRT", 11: "SIGSEGV", 10: "SIGBUS", 4: "SIGILL",
            8: "SIGFPE", 5: "SIGTRAP", 3: "SIGQUIT", 12: "SIGSYS"}
# si_code: Linux SI_TKILL (tgkill, what abort() uses) -> illumos SI_LWP
# (_lwp_kill); SI_QUEUE -1 -> -2; SI_KERNEL 0x80 -> SI_NOINFO 32767
SICODES = {-6: -1, -1: -2, 0x80: 32767}
# auxv entries both systems define the same (System V ABI)
AUX_KEEP = {3, 4, 5, 6, 7, 8, 9}
AT_EXECFN = 31
NAUXV = 25          # entries in the note; the rest AT_NULL

PLATFORM = "i86pc"
ZONENAME = "global"
UNAME = ["SunOS", "jsmdb-illumos", "5.11", "jsmdb-converted", "i86pc"]


def le(fmt, buf, off):
    return struct.unpack_from("<" + fmt, buf, off)


def read_linux(path):
    with open(path, "rb") as f:
        eh = f.read(64)
        if eh[:4] != b"\x7fELF" or eh[4] != 2 or le("H", eh, 18)[0] != 62:
            sys.exit("%s: not an x86-64 ELF core" % path)
        phoff, = le("Q", eh, 32)
        phentsize, phnum = le("HH", eh, 54)
        f.seek(phoff)
        raw = f.read(phentsize * phnum)
        phdrs = [le("IIQQQQQQ", raw, i * phentsize) for i in range(phnum)]
        notes = []
        for (ptype, _, off, _, _, filesz, _, _) in phdrs:
            if ptype != PT_NOTE:
                continue
            f.seek(off)
            seg = f.read(filesz)
            o = 0
            while o + 12 <= len(seg):
                namesz, descsz, ntype = le("III", seg, o)
                name = seg[o + 12:o + 12 + namesz].rstrip(b"\0")
                d = o + 12 + ((namesz + 3) & ~3)
                notes.append((name, ntype, seg[d:d + descsz]))
                o = d + ((descsz + 3) & ~3)
    return phdrs, notes


class Out:
    """A struct image to fill at the offsets the layout gives."""

    def __init__(self, layout, name):
        self.l = layout[name]
        self.b = bytearray(self.l["size"])

    def put(self, field, fmt, *vals, extra=0):
        struct.pack_into("<" + fmt, self.b, self.l[field] + extra, *vals)

    def raw(self, field, data, extra=0):
        o = self.l[field] + extra
        self.b[o:o + len(data)] = data

    def sub(self, field, other):
        self.raw(field, other.b)


def cstr(s, n):
    b = s.encode()[:n - 1]
    return b + b"\0" * (n - len(b))


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    layout = json.load(open(sys.argv[1]))
    src, dst, facts_path = sys.argv[2:5]
    phdrs, notes = read_linux(src)
    C = layout["constants"]

    threads, fpregs = [], {}
    psinfo = siginfo = auxv = None
    for name, ntype, desc in notes:
        if name != b"CORE":
            continue
        if ntype == NT_PRSTATUS and len(desc) >= 112 + 216:
            cursig, = le("h", desc, 12)
            pid, = le("i", desc, 32)
            threads.append({"tid": pid, "cursig": cursig,
                            "regs": desc[112:112 + 216]})
        elif ntype == NT_FPREGSET and threads and len(desc) >= 512:
            fpregs[threads[-1]["tid"]] = desc[:512]
        elif ntype == NT_PRPSINFO and len(desc) >= 136:
            psinfo = desc
        elif ntype == NT_SIGINFO and siginfo is None and len(desc) >= 24:
            siginfo = desc
        elif ntype == NT_AUXV:
            auxv = [le("QQ", desc, i) for i in range(0, len(desc) - 15, 16)]
    if not threads or psinfo is None:
        sys.exit("%s: no NT_PRSTATUS or NT_PRPSINFO" % src)

    state, sname = psinfo[0:1], psinfo[1:2]
    uid, gid, pid, ppid, pgrp, sid = le("IIiiii", psinfo, 16)
    fname = psinfo[40:56].split(b"\0")[0].decode(errors="replace")
    psargs = psinfo[56:136].split(b"\0")[0].decode(errors="replace")
    lsig = le("i", siginfo, 0)[0] if siginfo else threads[0]["cursig"]
    lcode = le("i", siginfo, 8)[0] if siginfo else 0
    laddr = le("Q", siginfo, 16)[0] if siginfo else 0
    sig = SIGNALS.get(lsig, lsig)
    code = SICODES.get(lcode, lcode)

    # LWP ids in thread-id order; the dumping thread is the first note
    lwp = {t["tid"]: i + 1 for i, t in
           enumerate(sorted(threads, key=lambda t: t["tid"]))}
    dumper = threads[0]
    by_lwp = sorted(threads, key=lambda t: lwp[t["tid"]])

    # registers by DWARF number
    lin = {reg: (off, size) for off, size, reg in
           layout["regset_linux_x86_64"]["regs"]}

    def gregs(t):
        out = bytearray(layout["regset_illumos_amd64"]["size"])
        for off, size, reg in layout["regset_illumos_amd64"]["regs"]:
            if reg in lin:
                lo, ls = lin[reg]
                out[off:off + size] = t["regs"][lo:lo + ls]
        return bytes(out)

    def sinfo(t):
        s = Out(layout, "ill_siginfo_t")
        if t is dumper and sig:
            s.put("si_signo", "i", sig)
            s.put("si_code", "i", code)
            if sig in (4, 5, 8, 10, 11, 12):
                s.put("__data.__fault.__addr", "Q", laddr)
            else:
                s.put("__data.__proc.__pid", "i", pid)
        return s

    def lwpstatus(t):
        s = Out(layout, "ill_lwpstatus_t")
        s.put("pr_lwpid", "i", lwp[t["tid"]])
        s.put("pr_cursig", "h", sig if t is dumper else 0)
        s.sub("pr_info", sinfo(t))
        s.raw("pr_clname", b"TS\0")
        s.raw("pr_reg", gregs(t))
        s.raw("pr_fpreg", fpregs.get(t["tid"], b"\0" * 512))
        return s

    def lwpsinfo(t):
        s = Out(layout, "ill_lwpsinfo_t")
        s.put("pr_lwpid", "i", lwp[t["tid"]])
        s.raw("pr_sname", b"S")
        s.raw("pr_clname", b"TS\0")
        return s

    auxout = []
    for typ, val in auxv or []:
        if typ in AUX_KEEP:
            auxout.append((typ, val))
        elif typ == AT_EXECFN:
            auxout.append((C["AT_SUN_EXECNAME"], val))
    auxout = auxout[:NAUXV - 1]
    aux = b"".join(struct.pack("<iiq", t, 0, v) for t, v in auxout)
    aux += b"\0" * (16 * NAUXV - len(aux))

    wstat = (sig & 0x7f) | 0x80        # wstat(CLD_DUMPED, sig)

    ps = Out(layout, "ill_psinfo_t")
    ps.put("pr_nlwp", "i", len(threads))
    ps.put("pr_pid", "i", pid)
    ps.put("pr_ppid", "i", ppid)
    ps.put("pr_pgid", "i", pgrp)
    ps.put("pr_sid", "i", sid)
    ps.put("pr_uid", "I", uid)
    ps.put("pr_euid", "I", uid)
    ps.put("pr_gid", "I", gid)
    ps.put("pr_egid", "I", gid)
    ps.raw("pr_fname", cstr(fname, 16))
    ps.raw("pr_psargs", cstr(psargs, 80))
    ps.put("pr_wstat", "i", wstat)
    ps.put("pr_argc", "i", len(psargs.split()))
    ps.put("pr_dmodel", "b", C["PR_MODEL_LP64"])
    ps.sub("pr_lwp", lwpsinfo(dumper))

    pst = Out(layout, "ill_pstatus_t")
    pst.put("pr_nlwp", "i", len(threads))
    pst.put("pr_pid", "i", pid)
    pst.put("pr_ppid", "i", ppid)
    pst.put("pr_pgid", "i", pgrp)
    pst.put("pr_sid", "i", sid)
    pst.put("pr_dmodel", "b", C["PR_MODEL_LP64"])
    pst.sub("pr_lwp", lwpstatus(dumper))

    ops = Out(layout, "ill_prpsinfo_t")
    ops.raw("pr_state", state)
    ops.raw("pr_sname", sname)
    ops.put("pr_uid", "I", uid)
    ops.put("pr_gid", "I", gid)
    ops.put("pr_pid", "i", pid)
    ops.put("pr_ppid", "i", ppid)
    ops.put("pr_pgrp", "i", pgrp)
    ops.put("pr_sid", "i", sid)
    ops.raw("pr_clname", b"TS\0")
    ops.raw("pr_fname", cstr(fname, 16))
    ops.raw("pr_psargs", cstr(psargs, 80))
    ops.put("pr_argc", "i", len(psargs.split()))

    def prstatus(t):
        s = Out(layout, "ill_prstatus_t")
        s.sub("pr_info", sinfo(t))
        s.put("pr_cursig", "h", sig if t is dumper else 0)
        s.put("pr_nlwp", "H", len(threads))
        s.put("pr_pid", "i", pid)
        s.put("pr_ppid", "i", ppid)
        s.put("pr_pgrp", "i", pgrp)
        s.put("pr_sid", "i", sid)
        s.raw("pr_clname", b"TS\0")
        s.put("pr_who", "i", lwp[t["tid"]])
        s.raw("pr_reg", gregs(t))
        return s

    uts = Out(layout, "ill_utsname_t")
    for field, val in zip(("sysname", "nodename", "release", "version",
                           "machine"), UNAME):
        uts.raw(field, cstr(val, C["SYS_NMLN"]))

    def note(ntype, desc):
        desc = bytes(desc)
        size = (len(desc) + 3) & ~3
        return (struct.pack("<III", 5, size, ntype) + b"CORE\0\0\0\0" +
                desc + b"\0" * (size - len(desc)))

    old = [note(C["NT_PRPSINFO"], ops.b),
           note(C["NT_PLATFORM"], PLATFORM.encode() + b"\0"),
           note(C["NT_AUXV"], aux)]
    for t in [dumper] + [t for t in by_lwp if t is not dumper]:
        old.append(note(C["NT_PRSTATUS"], prstatus(t).b))
        fp = bytearray(layout["ill_fpregset_t"]["size"])
        fp[:512] = fpregs.get(t["tid"], b"\0" * 512)
        old.append(note(C["NT_PRFPREG"], fp))
    new = [note(C["NT_PSINFO"], ps.b), note(C["NT_PSTATUS"], pst.b),
           note(C["NT_PLATFORM"], PLATFORM.encode() + b"\0"),
           note(C["NT_AUXV"], aux), note(C["NT_UTSNAME"], uts.b),
           note(C["NT_CONTENT"], struct.pack("<Q", C["CC_CONTENT_DEFAULT"])),
           note(C["NT_ZONENAME"], ZONENAME.encode() + b"\0")]
    for t in by_lwp:
        new.append(note(C["NT_LWPSINFO"], lwpsinfo(t).b))
        new.append(note(C["NT_LWPSTATUS"], lwpstatus(t).b))
    old, new = b"".join(old), b"".join(new)

    loads = [p for p in phdrs if p[0] == PT_LOAD]
    nph = 2 + len(loads)
    off = 64 + 56 * nph
    old_off = off
    new_off = old_off + len(old)
    data_off = (new_off + len(new) + 4095) & ~4095
    out_ph = [struct.pack("<IIQQQQQQ", PT_NOTE, 4, old_off, 0, 0, len(old),
                          0, 0),
              struct.pack("<IIQQQQQQ", PT_NOTE, 4, new_off, 0, 0, len(new),
                          0, 0)]
    placed = []
    for (ptype, flags, poff, vaddr, paddr, filesz, memsz, align) in loads:
        o = data_off if filesz else 0
        out_ph.append(struct.pack("<IIQQQQQQ", PT_LOAD, flags, o, vaddr, 0,
                                  filesz, memsz, align))
        placed.append((poff, o, filesz))
        if filesz:
            data_off = (data_off + filesz + 4095) & ~4095
    ehdr = bytearray(64)
    ehdr[:16] = b"\x7fELF\x02\x01\x01" + b"\0" * 9
    struct.pack_into("<HHIQQQIHHHHHH", ehdr, 16, 4, EM_AMD64, 1, 0, 64, 0,
                     0, 64, 56, nph, 0, 0, 0)

    zero = b"\0" * (1 << 20)
    tmp = dst + ".tmp"
    with open(src, "rb") as fi, open(tmp, "wb") as fo:
        fo.write(ehdr)
        fo.write(b"".join(out_ph))
        fo.write(old)
        fo.write(new)
        end = fo.tell()
        for poff, o, n in placed:
            fi.seek(poff)
            done = 0
            while done < n:
                chunk = fi.read(min(1 << 20, n - done))
                if not chunk:
                    break
                if chunk != zero[:len(chunk)]:
                    fo.seek(o + done)
                    fo.write(chunk)
                done += len(chunk)
            end = max(end, o + n)
        fo.truncate(end)
    os.replace(tmp, dst)

    facts = {"pid": pid, "signal": sig, "signame": SIGNAMES.get(sig),
             "sicode": code, "linux_signal": lsig,
             "lwps": {str(t): l for t, l in lwp.items()},
             "first_lwp": lwp[dumper["tid"]], "platform": PLATFORM,
             "zonename": ZONENAME, "uname": UNAME, "fname": fname,
             "psargs": psargs, "nthreads": len(threads)}
    with open(facts_path, "w") as f:
        json.dump(facts, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
