#!/usr/bin/env python3
"""torture: hostile cores against the ASan/UBSan build (make torture).

Makes mutants of the reference cores -- truncations at every structure
boundary, damaged ELF and program header fields, damaged notes, damaged
V8 heap pages and objects -- and runs a fixed script of dcmds on each
under build-asan/jsmdb with a time and a memory limit.  A mutant fails
the run if jsmdb crashes (a signal, a sanitizer report), hangs (the time
limit), or grows past the memory limit.  For the others it counts how
many were noticed (a warning on stderr, a refusal, exit status 1 or 2)
and how many were answered silently -- a silent answer is not a failure
here (a flipped byte in unused memory changes nothing), but the count is
reported so that it can be watched.

Usage: tests/torture.py [--n N] [--seed S] [--cores NAME,...] [--keep]
  --n N       mutants in all (default 1000), shared among the cores
  --seed S    the random seed (default 1): a run is reproducible
  --cores     reference cores to mutate (default: threads, demo-node22,
              threads-arm64, threads-i386, threads-illumos,
              live-node22-gcore)
  --keep      keep the mutants that failed (in $JSMDB_CORPORA/torture)

Environment: JSMDB (default build-asan/jsmdb), TORTURE_TIMEOUT seconds
per run (60), TORTURE_MAXMB resident memory per run beyond the core's own
size (600).
"""
import json
import os
import random
import re
import resource
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JSMDB = os.environ.get("JSMDB") or os.path.join(ROOT, "build-asan", "jsmdb")
CACHE = os.environ.get("JSMDB_CORPORA") or os.path.expanduser(
    "~/.cache/jsmdb")
TIMEOUT = float(os.environ.get("TORTURE_TIMEOUT", "60"))
MAXMB = int(os.environ.get("TORTURE_MAXMB", "600"))
DEFAULT_CORES = ["threads", "demo-node22", "threads-arm64", "threads-i386",
                 "threads-illumos", "live-node22-gcore"]

# The script every mutant gets: the target layer, the native stacks, and
# every kind of V8 dcmd (heap walks, printing, stacks).
SCRIPT = "\n".join([
    "::status", "::mappings ! tail -3", "::walk thread | ::stack",
    "::regs", "::nm ! head -3",
    "::jsstack -v",
    "::findjsobjects",
    "::findjsobjects -c JsmdbRequest | ::findjsobjects | ::jsprint ! head",
    "::jsfunctions ! tail -3",
    "::findjsobjects -p jsmdbState | ::findjsobjects | ::jsprint -d 3",
    "::v8pages ! tail -3",
    "::nodebuffer ! head -3",
    "::nodeinfo",
])

SANITIZER = re.compile(r"ERROR: AddressSanitizer|runtime error:|"
                       r"SUMMARY: \w+Sanitizer|LeakSanitizer")

# ---- the core's structure ----


class Layout:
    """Where things are in a core file: ELF header, program headers,
    notes, segments (with their vaddrs), and V8 heap pages if any."""

    def __init__(self, path, pages):
        with open(path, "rb") as f:
            head = f.read(64)
        self.cls64 = head[4] == 2
        self.size = os.path.getsize(path)
        if self.cls64:
            self.phoff, = struct.unpack_from("<Q", head, 32)
            self.phentsize, self.phnum = struct.unpack_from("<HH", head, 54)
        else:
            self.phoff, = struct.unpack_from("<I", head, 28)
            self.phentsize, self.phnum = struct.unpack_from("<HH", head, 42)
        self.phdrs = []         # (file offset of phdr, type, off, vaddr,
        #                          filesz, memsz)
        with open(path, "rb") as f:
            f.seek(self.phoff)
            raw = f.read(self.phentsize * self.phnum)
            for i in range(self.phnum):
                p = raw[i * self.phentsize:(i + 1) * self.phentsize]
                if len(p) < self.phentsize:
                    break
                if self.cls64:
                    t, _, off, va, _, fs, ms = struct.unpack_from(
                        "<IIQQQQQ", p, 0)
                else:
                    t, off, va, _, fs, ms = struct.unpack_from(
                        "<IIIIII", p, 0)
                self.phdrs.append((self.phoff + i * self.phentsize, t, off,
                                   va, fs, ms))
            self.notes = []     # file offsets of note headers
            for (_, t, off, _, fs, _) in self.phdrs:
                if t != 4:
                    continue
                f.seek(off)
                data = f.read(fs)
                p = 0
                while p + 12 <= len(data):
                    nsz, dsz, _ = struct.unpack_from("<III", data, p)
                    self.notes.append(off + p)
                    p += 12 + ((nsz + 3) & ~3) + ((dsz + 3) & ~3)
        self.pages = []         # file offsets of V8 heap page areas
        for va in pages:
            off = self.file_off(va)
            if off is not None:
                self.pages.append(off)

    def file_off(self, va):
        for (_, t, off, pva, fs, _) in self.phdrs:
            if t == 1 and pva <= va < pva + fs:
                return off + va - pva
        return None

    def boundaries(self):
        """File offsets where a structure starts or ends."""
        b = {16, 40, 52, 64, self.phoff, self.phoff + self.phentsize,
             self.phoff + self.phentsize * self.phnum}
        b.update(self.notes)
        b.update(n + 12 for n in self.notes)
        for (_, t, off, _, fs, _) in self.phdrs:
            b.update((off, off + fs // 2, off + fs))
        return sorted(x for x in b if 0 < x < self.size)


def v8_pages(core, exe):
    """The V8 heap pages' object areas (start addresses), or []."""
    args = [JSMDB] + ([exe] if exe else []) + [core, "-e", "::v8pages"]
    try:
        out = subprocess.run(args, capture_output=True, text=True,
                             timeout=TIMEOUT * 4).stdout
    except subprocess.TimeoutExpired:
        return []
    pages = []
    for ln in out.splitlines()[1:]:
        f = ln.split()
        if len(f) >= 5:
            try:
                pages.append(int(f[3], 16))
            except ValueError:
                pass
    return pages

# ---- mutations ----


def m_truncate(rng, lay):
    cut = rng.choice(lay.boundaries())
    cut += rng.choice((0, 0, -1, 1, -7, 8))
    return "truncate at %d" % cut, [("truncate", max(cut, 1))]


def m_ehdr(rng, lay):
    fields = [(16, 2), (18, 2), (24, 8 if lay.cls64 else 4),
              (32 if lay.cls64 else 28, 8 if lay.cls64 else 4),
              (54 if lay.cls64 else 42, 2), (56 if lay.cls64 else 44, 2)]
    at, width = rng.choice(fields)
    return "ehdr field at %d" % at, [("write", at, hostile(rng, width))]


def m_phdr(rng, lay):
    ph = rng.choice(lay.phdrs)
    if lay.cls64:
        fields = [(0, 4), (4, 4), (8, 8), (16, 8), (32, 8), (40, 8)]
    else:
        fields = [(0, 4), (4, 4), (8, 4), (16, 4), (20, 4), (24, 4)]
    at, width = rng.choice(fields)
    return "phdr at %d +%d" % (ph[0], at), \
        [("write", ph[0] + at, hostile(rng, width))]


def m_note(rng, lay):
    if not lay.notes:
        return m_phdr(rng, lay)
    n = rng.choice(lay.notes)
    what = rng.random()
    if what < 0.5:
        at = n + rng.choice((0, 4, 8))
        return "note header at %d" % at, [("write", at, hostile(rng, 4))]
    # the descriptor: registers, pids, the NT_FILE table
    at = n + 12 + 4 * rng.randrange(0, 96)
    return "note desc at %d" % at, [("write", at, hostile(rng, 8))]


def m_heap(rng, lay):
    if not lay.pages:
        return m_note(rng, lay)
    base = rng.choice(lay.pages)
    at = base + 8 * rng.randrange(0, 0x3f000 // 8)
    kind = rng.random()
    if kind < 0.3:      # zero a run of words (a page's first objects too)
        at = base + 8 * rng.randrange(0, 64) if rng.random() < 0.3 else at
        return "zero words at %d" % at, [("write", at, b"\0" * 8 *
                                          rng.choice((1, 2, 8, 64)))]
    if kind < 0.6:      # flip bits of a word (a map, a length, a pointer)
        return "flip word at %d" % at, [("xor", at, rng.getrandbits(64))]
    if kind < 0.8:      # a hostile length or Smi
        return "hostile word at %d" % at, [("write", at, hostile(rng, 8))]
    # a pointer to itself or to the page start: cycles
    va_hint = rng.choice((at, base))
    return "cycle word at %d" % at, [("cycle", at, va_hint)]


def hostile(rng, width):
    vals = [0, 1, 0xff, 0x7f, 0x80, (1 << (8 * width)) - 1,
            (1 << (8 * width - 1)), (1 << (8 * width - 1)) - 1,
            rng.getrandbits(8 * width), rng.getrandbits(8 * width) & 0xffff]
    return rng.choice(vals).to_bytes(width, "little")


MUTATORS = [(m_truncate, 2), (m_ehdr, 1), (m_phdr, 3), (m_note, 4),
            (m_heap, 6)]


def apply(src, dst, edits, lay):
    subprocess.run(["cp", "--sparse=always", src, dst], check=True)
    with open(dst, "r+b") as f:
        for e in edits:
            if e[0] == "truncate":
                f.truncate(e[1])
            elif e[0] == "write":
                f.seek(e[1])
                f.write(e[2])
            elif e[0] == "xor":
                f.seek(e[1])
                old = f.read(8)
                if len(old) == 8:
                    v = int.from_bytes(old, "little") ^ e[2]
                    f.seek(e[1])
                    f.write(v.to_bytes(8, "little"))
            elif e[0] == "cycle":
                # the word's own address, tagged: a heap object pointing
                # at itself
                for (_, t, off, va, fs, _) in lay.phdrs:
                    if t == 1 and off <= e[2] < off + fs:
                        f.seek(e[1])
                        f.write(((va + e[2] - off) | 1).to_bytes(8,
                                                               "little"))
                        break

# ---- running ----


def run_one(path, exe):
    args = [JSMDB] + ([exe] if exe else []) + [path]
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0:abort_on_error=0:"
               "allocator_may_return_null=1",
               UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")
    t0 = time.time()
    p = subprocess.Popen(args, stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         env=env, start_new_session=True)
    try:
        out, err = p.communicate(SCRIPT.encode(), timeout=TIMEOUT)
        hung = False
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        hung = True
    # the child's peak resident size: os.wait4 is gone once communicate
    # reaped it, so the largest child so far is all there is
    rss_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return (p.returncode, hung, out.decode("utf-8", "replace"),
            err.decode("utf-8", "replace"), time.time() - t0, rss_kb)


def main():
    n, seed, names, keep = 1000, 1, DEFAULT_CORES, False
    a = sys.argv[1:]
    while a:
        o = a.pop(0)
        if o == "--n":
            n = int(a.pop(0))
        elif o == "--seed":
            seed = int(a.pop(0))
        elif o == "--cores":
            names = a.pop(0).split(",")
        elif o == "--keep":
            keep = True
        elif o in ("-h", "--help"):
            print(__doc__)
            return 0
        else:
            print("torture: unknown option %s" % o, file=sys.stderr)
            return 2
    if not os.access(JSMDB, os.X_OK):
        print("torture: %s is not built (make asan builds it)" % JSMDB,
              file=sys.stderr)
        return 2
    rng = random.Random(seed)
    cores = []
    for name in names:
        d = os.path.join(CACHE, "cores", name)
        core = os.path.join(d, "core")
        if not os.path.exists(core):
            print("torture: %s: no core (make corpora)" % name)
            continue
        exe = None
        try:
            with open(os.path.join(d, "meta.json")) as f:
                exe = json.load(f).get("exe")
        except (OSError, ValueError):
            pass
        if exe and not os.path.exists(exe):
            exe = None
        lay = Layout(core, v8_pages(core, exe))
        # what the unharmed core says: a mutant is noticed when it says
        # something else (a new message, another exit status)
        rc0, hung0, _, err0, _, _ = run_one(core, exe)
        if hung0 or rc0 < 0 or SANITIZER.search(err0):
            print("torture: %s: the unharmed core fails the script "
                  "(exit %s)" % (name, rc0), file=sys.stderr)
            return 1
        lay.base = (rc0, set(err0.splitlines()))
        cores.append((name, core, exe, lay))
    if not cores:
        print("torture: no cores to mutate", file=sys.stderr)
        return 2
    tmp = tempfile.mkdtemp(prefix="jsmdb-torture.")
    keepdir = os.path.join(CACHE, "torture")
    weights = [w for _, w in MUTATORS]
    stats = {"crash": 0, "hang": 0, "memory": 0, "noticed": 0,
             "silent": 0}
    failures = []
    slowest = 0.0
    try:
        for i in range(n):
            name, core, exe, lay = cores[i % len(cores)]
            mut = rng.choices([m for m, _ in MUTATORS], weights)[0]
            what, edits = mut(rng, lay)
            path = os.path.join(tmp, "mutant")
            apply(core, path, edits, lay)
            before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            rc, hung, out, err, secs, rss = run_one(path, exe)
            slowest = max(slowest, secs)
            grew = rss > before and rss - os.path.getsize(core) // 1024 > \
                MAXMB * 1024
            if hung:
                verdict = "hang"
            elif rc < 0 or SANITIZER.search(err):
                verdict = "crash"
            elif grew:
                verdict = "memory"
            elif rc != lay.base[0] or \
                    set(err.splitlines()) - lay.base[1]:
                verdict = "noticed"
            else:
                verdict = "silent"
            stats[verdict] += 1
            if verdict in ("crash", "hang", "memory"):
                tail = "\n".join(err.strip().splitlines()[-12:])
                failures.append("%s %s: %s (exit %s, %.1f s, %d MB)\n%s" % (
                    name, what, verdict, rc, secs, rss // 1024, tail))
                if keep:
                    os.makedirs(keepdir, exist_ok=True)
                    shutil.copy(path, os.path.join(
                        keepdir, "%s-%d-%s" % (name, i, verdict)),
                        follow_symlinks=False)
            os.unlink(path)
            if (i + 1) % 100 == 0:
                print("torture: %d mutants: %s" % (i + 1, " ".join(
                    "%s %d" % kv for kv in stats.items())), flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    for f in failures:
        print("FAIL  " + f.replace("\n", "\n      "))
    print("torture: %d mutants of %s (seed %d): %d crashes, %d hangs, "
          "%d over %d MB; %d noticed, %d answered silently; slowest run "
          "%.1f s" % (n, ",".join(c[0] for c in cores), seed,
                      stats["crash"], stats["hang"], stats["memory"], MAXMB,
                      stats["noticed"], stats["silent"], slowest))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
