#!/usr/bin/env python3
"""torture: hostile cores against the ASan/UBSan build (make torture).

Makes mutants of the reference cores -- truncations at every structure
boundary, damaged ELF and program header fields, damaged notes, damaged
V8 heap pages and objects -- and runs a fixed script of dcmds on each
under build-asan/jsmdb with a time and a memory limit.  SpiderMonkey
cores (sm-*, jit-*, and compress-ENGINE, made fresh from
corpora/spidermonkey/compress.js when the cache has none) are a kind of
their own: their script is the js and sm dcmds on names from the core's
truth, and their mutations aim at SpiderMonkey's structures, located
through the core's own data with the layout facts of
spidermonkey/facts.c: chunk headers and trailers, arena headers, shapes,
base shapes, slots and elements pointers, string headers and ropes, the
Nursery and its chunk list, a compressed ScriptSource (its lengths,
chunk-offset table, compressed bytes), JIT frames, InterpreterFrames and
the Activation chain.  A mutant fails
the run if jsmdb crashes (a signal, a sanitizer report), hangs (the time
limit), or grows past the memory limit.  For the others it counts how
many were noticed (a warning on stderr, a refusal, exit status 1 or 2)
and how many were answered silently -- a silent answer is not a failure
here (a flipped byte in unused memory changes nothing), but the count is
reported so that it can be watched.

Usage: tests/torture.py [--n N] [--seed S] [--cores NAME,...] [--keep]
           [--range A-B] [--log FILE]
  --n N       mutants in all (default 1000), shared among the cores
  --seed S    the random seed (default 1): a run is reproducible, but
              for the compress-* cores, made anew by every run (so their
              mutants, and the noticed/silent counts, vary a little)
  --cores     reference cores to mutate (default: threads, demo-node22,
              threads-arm64, threads-i386, threads-illumos,
              live-node22-gcore, and SpiderMonkey's sm-js78, sm-js102,
              sm-gjs, jit-js78, jit-js102, jit-gjs, inline-js102,
              wasm-js78, wasm-jit-js102, the arm64 shells' sm-js102-arm64
              and jit-js78-arm64, compress-js78, compress-js102,
              compress-gjs); a core made under qemu-user is read with the
              root it ran in (-L ROOT, from its more-truth.json), as the
              tests read it
  --keep      keep the mutants that failed (in $JSMDB_CORPORA/torture)
  --range A-B run only mutants A to B (1-based, of the N the seed makes:
              the others are drawn but not run), e.g. to rerun the
              hundred where two builds' counts part
  --log FILE  one line per mutant run: its number, core, verdict, exit
              status and mutation (to compare two builds' verdicts)

Environment: JSMDB (default build-asan/jsmdb), TORTURE_TIMEOUT seconds
per run (60), TORTURE_MAXMB resident memory per run beyond the core's own
size (600), TORTURE_BYWHAT=1 also counts noticed and silent mutants by
the structure damaged.
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
                 "threads-illumos", "live-node22-gcore", "sm-js78",
                 "sm-js102", "sm-gjs", "jit-js78", "jit-js102", "jit-gjs",
                 "inline-js102", "wasm-js78", "wasm-jit-js102",
                 "sm-js102-arm64", "jit-js78-arm64",
                 "compress-js78", "compress-js102", "compress-gjs"]

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

# what a dcmd prints in place of a value it cannot decode: a new stdout
# line with one of these is a noticed mutant too
MARKED = re.compile(r"not (readable|decodable|in the core|believed|a |one |"
                    r"known|decoded|allocated)|damaged|could not|cannot|"
                    r"refus|no (script|chunk|GC)|unreadable")
# a shell stage that stops reading early: not the core's doing
NOISE = re.compile(r"Broken pipe")

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
        self.arm64 = struct.unpack_from("<H", head, 18)[0] == 183  # EM_AARCH64
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
    args = [JSMDB] + list(exe or []) + [core, "-e", "::v8pages"]
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

# ---- SpiderMonkey cores ----
#
# A SpiderMonkey core's structures are located through its own data: the
# addresses jsmdb prints (::smchunks -v, ::findjsobjects, ::smprint -a,
# ::jsstack -a, ::jsfunction), the words of the core file at those
# addresses, and the field offsets of jsmdb's own tables
# (spidermonkey/facts.c, the row of the core's ESR), so a mutation hits the
# field it names.

SM_PREFIXES = ("sm-", "jit-", "inline-", "wasm-", "compress-")


def is_sm(name):
    return name.startswith(SM_PREFIXES)


def arch_fixes(text, macro, major, arm64):
    """facts.c's per-architecture fixes for an ESR (SM_FIX / SM_JITFIX
    rows naming SM_EM_AARCH64): name -> int; none for x86-64."""
    if not arm64:
        return {}
    return {fm.group(1): int(fm.group(2), 0) for fm in re.finditer(
        r"%s\(SM_EM_AARCH64,\s*%d,\s*(\w+),\s*(\w+)\)" % (macro, major),
        text)}


def sm_facts(major, arm64=False):
    """The sf_* fields of spidermonkey/facts.c's row for an ESR (with
    aarch64's fixes for an arm64 core): name -> int (None: SM_NOFF)."""
    with open(os.path.join(ROOT, "spidermonkey", "facts.c")) as f:
        text = f.read()
    m = re.search(r"const sm_facts_t sm_facts_%d = \{(.*?)\n\};" % major,
                  text, re.S)
    if not m:
        return {}
    body = re.sub(r"/\*.*?\*/", "", m.group(1), flags=re.S)
    facts = {}
    for fm in re.finditer(r"\.(sf_\w+)\s*=\s*([^,]+),", body):
        v = fm.group(2).strip()
        if v == "SM_NOFF":
            facts[fm.group(1)] = None
        elif re.fullmatch(r"[0-9a-fA-Fx()<>+\-* ]+", v):
            facts[fm.group(1)] = eval(v, {"__builtins__": {}})
    facts.update(arch_fixes(text, "SM_FIX", major, arm64))
    return facts


def sm_jitfacts(major, arm64=False):
    """The sj_* fields of facts.c's JIT row for an ESR (JIT_COMMON and
    sm_jitfacts_NN, with aarch64's fixes for an arm64 core)."""
    with open(os.path.join(ROOT, "spidermonkey", "facts.c")) as f:
        text = f.read()
    jf = {}
    for pat in (r"#define\s+JIT_COMMON(.*?)\n\n",
                r"sm_jitfacts_t sm_jitfacts_%d = \{(.*?)\n\};" % major):
        m = re.search(pat, text, re.S)
        for fm in re.finditer(r"\.(sj_\w+)\s*=\s*([0-9a-fA-Fx()<> ]+)[,\\\n]",
                              m.group(1) if m else ""):
            jf[fm.group(1)] = eval(fm.group(2), {"__builtins__": {}})
    jf.update(arch_fixes(text, "SM_JITFIX", major, arm64))
    return jf


def target_args(d):
    """jsmdb's arguments before the core for the core in d: the
    executable (meta.json) if it is there, and for a qemu-user core the
    root it ran in (more-truth.json's sysroot: -L ROOT), as the tests
    give them."""
    args = []
    try:
        with open(os.path.join(d, "more-truth.json")) as f:
            root = json.load(f).get("sysroot")
        if root and os.path.isdir(root):
            args += ["-L", root]
    except (OSError, ValueError):
        pass
    try:
        with open(os.path.join(d, "meta.json")) as f:
            exe = json.load(f).get("exe")
        if exe and os.path.exists(exe):
            args.append(exe)
    except (OSError, ValueError):
        pass
    return args


def run_plain(core, exe, cmds):
    """stdout of jsmdb on the unharmed core (JSMDB, as the mutants)."""
    args = [JSMDB] + list(exe or []) + [core]
    for c in cmds:
        args += ["-e", c]
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0")
    try:
        return subprocess.run(args, capture_output=True, text=True,
                              timeout=TIMEOUT * 4, env=env).stdout
    except subprocess.TimeoutExpired:
        return ""


HEX = re.compile(r"\b[0-9a-f]{6,16}\b")


def sm_truth_names(d, name):
    """Names from the core's truth for the script: constructors, a
    property, functions (compressed sources)."""
    try:
        with open(os.path.join(d, "truth.json")) as f:
            t = json.load(f)
    except (OSError, ValueError):
        t = {}
    ctors = sorted(t.get("counts_by_constructor", {}))
    props = [p for ps in t.get("properties", {}).values() for p in ps]
    funcs = []
    for sc in t.get("scripts", []):
        fs = sorted(sc["funcs"], key=lambda k: sc["funcs"][k])
        big = [k for k in fs if k.endswith("Big")]
        small = [k for k in fs if not k.endswith("Big")]
        if small:
            funcs += [small[0], small[len(small) // 2], small[-1]]
        funcs += big
    funcs += [fr["name"] for fr in t.get("frames", []) if fr.get("name")]
    return ctors, props, funcs


def sm_script(names, lay):
    """The dcmds for a SpiderMonkey core: the census, stacks, printing,
    references, sources and the sm internals, on objects and functions
    named by the core's truth (their addresses found on the unharmed
    core: a mutant is a copy of it).  "! CMD" takes the rest of a line,
    so an address list is handed on by a pipe alone."""
    ctors, props, funcs = names
    cmds = ["::status", "::smstatus", "::smchunks -v ! tail -4",
            "::jsstack -v", "::jsstack -a", "::findjsobjects -v",
            "::jsfunctions ! tail -3", "::walk smobject ! wc -l"]
    for c in ctors[:4]:
        cmds.append("::findjsobjects -c %s | ::findjsobjects ! wc -l" % c)
    for p in props[:2]:
        cmds.append("::findjsobjects -p %s | ::findjsobjects ! wc -l" % p)
    for a in lay.sm_objs[:6]:
        cmds += ["%x::jsprint -d 3" % a, "%x::smprint -a" % a,
                 "%x::smtype" % a, "%x::jsconstructor -v" % a]
    for a in lay.sm_fns[:8]:
        cmds += ["%x::jssource -n 2" % a, "%x::jsfunction" % a,
                 "%x::jsfunctions" % a]
    cmds.append("::walk jsframe | ::jsframe -v")
    cmds.append("::walk smchunk | ::smtype")
    # a reference search reads the whole heap (6 s under ASan on sm-*):
    # in one script of 8 (lay.heavy)
    heavy = cmds + ["%x::jsfindrefs" % a for a in lay.sm_objs[:1]]
    return "\n".join(cmds), "\n".join(heavy)


def sm_make_fresh(name, tmp):
    """compress-ENGINE: a core of corpora/spidermonkey/compress.js made
    now (it is not a cores.list word), as test_spidermonkey makes it."""
    engine = name.split("-", 1)[1]
    prog = os.path.join(ROOT, "corpora", "spidermonkey",
                        "gjs" if engine == "gjs" else "", "compress.js")
    exe = shutil.which("gjs" if engine == "gjs" else engine)
    if exe is None or not os.path.exists(prog):
        return None
    d = os.path.join(tmp, name)
    os.makedirs(d)
    shutil.copy(prog, os.path.join(d, "compress.js"))

    def unlimited():
        resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY,
                                                  resource.RLIM_INFINITY))
    try:
        subprocess.run([exe, os.path.join(d, "compress.js"),
                        os.path.join(d, "truth.json"), engine], cwd=d,
                       preexec_fn=unlimited, capture_output=True,
                       timeout=300)
    except subprocess.TimeoutExpired:
        return None
    for f in os.listdir(d):
        if f == "core" or f.startswith("core.") or f.startswith("core-"):
            if f != "core":
                os.rename(os.path.join(d, f), os.path.join(d, "core"))
            return d
    return None


def sm_locate(lay, core, exe, names):
    """lay.sm: (label, vaddr, width, cycle) of every field found: a
    mutation writes a hostile value of width bytes there, flips it, or
    (cycle) makes a pointer name the structure itself."""
    out = run_plain(core, exe, ["::smstatus"])
    m = re.search(r"SpiderMonkey (\d+)\.", out)
    f = sm_facts(int(m.group(1)), lay.arm64) if m else {}
    jf = sm_jitfacts(int(m.group(1)), lay.arm64) if m else {}
    lay.sm, lay.sm_objs, lay.sm_fns = [], [], []
    if not f:
        return

    def rd(va, n=8):
        off = lay.file_off(va)
        if off is None:
            return None
        with open(core, "rb") as fh:
            fh.seek(off)
            b = fh.read(n)
        return int.from_bytes(b, "little") if len(b) == n else None

    def add(label, va, width=8, cycle=None):
        if va is not None and lay.file_off(va) is not None and \
                lay.file_off(va + width - 1) is not None:
            lay.sm.append((label, va, width, cycle))

    def fld(base, key):
        o = f.get(key)
        return None if o is None or base is None else base + o

    ctors, props, funcs = names
    # chunks and arenas
    out = run_plain(core, exe, ["::smchunks -v"])
    chunks = re.findall(r"^\s+([0-9a-f]+) (tenured|nursery)", out, re.M)
    arenas = re.findall(r"^\s+arena ([0-9a-f]+)", out, re.M)
    cs = f["sf_chunk_size"]
    for ca, kind in chunks:
        c = int(ca, 16)
        for k in ("sf_chunk_runtime", "sf_chunk_storebuf",
                  "sf_chunk_location", "sf_chunk_nfree"):
            add("chunk %s %s" % (kind, k), fld(c, k), 8,
                c if k == "sf_chunk_runtime" else None)
        # the chunk's info and bitmaps: 102's header pages before the
        # first arena, 78's after the last
        lo = c + f["sf_arenas_per_chunk"] * f["sf_arena_size"] \
            if f["sf_first_arena"] == 0 else c
        hi = c + cs if f["sf_first_arena"] == 0 else c + f["sf_first_arena"]
        for i in range(24):
            add("chunk %s header word" % kind,
                lo + 8 * ((i * 2654435761) % ((hi - lo) // 8)))
        if kind == "nursery":
            sb = rd(fld(c, "sf_chunk_storebuf"))
            add("StoreBuffer runtime_", fld(sb, "sf_sb_runtime"))
            add("StoreBuffer nursery_", fld(sb, "sf_sb_nursery"), 8, sb)
            nu = rd(fld(sb, "sf_sb_nursery")) if sb else None
            for k in ("sf_nur_chunks", "sf_nur_nchunks", "sf_nur_position",
                      "sf_nur_startchunk", "sf_nur_startpos", "sf_nur_end",
                      "sf_nur_curchunk", "sf_nur_capacity"):
                for _ in range(3):
                    add("Nursery %s" % k, fld(nu, k), 8,
                        nu if k == "sf_nur_chunks" else None)
            vec = rd(fld(nu, "sf_nur_chunks")) if nu else None
            n = rd(fld(nu, "sf_nur_nchunks")) if nu else None
            for i in range(min(n or 0, 4)):
                add("Nursery chunks_[%d]" % i, vec + 8 * i, 8, vec)
    for a in arenas[::max(1, len(arenas) // 40)]:
        a = int(a, 16)
        add("arena free span", a, 4)
        add("arena allocKind", fld(a, "sf_arena_kind"), 1)
        add("arena zone", fld(a, "sf_arena_zone"))
    # objects, shapes, base shapes, slots
    objs = []
    for c in ctors[:4]:
        out = run_plain(core, exe, ["::findjsobjects -c %s | "
                                    "::findjsobjects ! head -3" % c])
        objs += [int(x, 16) for x in HEX.findall(out)[:3]]
    lay.sm_objs = objs[::3] + [o for i, o in enumerate(objs) if i % 3]
    for o in objs:
        for k in ("sf_obj_group", "sf_obj_shape", "sf_obj_slots",
                  "sf_obj_elements"):
            add("object %s" % k, fld(o, k), 8, o)
        sh = rd(fld(o, "sf_obj_shape"))
        for k in ("sf_shape_base", "sf_shape_propmap", "sf_shape_parent",
                  "sf_shape_propid"):
            add("Shape %s" % k, fld(sh, k), 8, sh)
        add("Shape immutableFlags", fld(sh, "sf_shape_flags"), 4)
        bs = rd(fld(sh, "sf_shape_base")) if sh else None
        add("BaseShape clasp", fld(bs, "sf_base_clasp"))
        add("BaseShape proto", fld(bs, "sf_base_proto"), 8, bs)
        slots = rd(fld(o, "sf_obj_slots"))
        if slots:
            add("a dynamic slot", slots, 8, slots)
    # strings: the Holder's (sm cores)
    if "Holder" in ctors:
        out = run_plain(core, exe, ["::findjsobjects -c Holder | "
                                    "::findjsobjects | ::smprint -a"])
        for sa in re.findall(r"^\s+\w+: ([0-9a-f]+): \"", out, re.M):
            st = int(sa, 16)
            add("string flags", fld(st, "sf_str_flags"), 4)
            add("string length", fld(st, "sf_str_flags") + 4, 4)
            add("string chars / rope left", fld(st, "sf_str_chars"), 8, st)
            add("rope right", fld(st, "sf_rope_right"), 8, st)
    # frames and activations
    out = run_plain(core, exe, ["::set -o json", "::jsstack -a"])
    acts, jacts = set(), set()
    for ln in out.splitlines():
        try:
            r = json.loads(ln)
        except ValueError:
            continue
        fp = int(r["fp"], 16) if r.get("fp") else None
        for a in re.findall(r"activation at ([0-9a-f]+)",
                            r.get("reason") or "") + \
                re.findall(r"JitActivation at ([0-9a-f]+)",
                           r.get("reason") or ""):
            acts.add(int(a, 16))
        for a in re.findall(r"JitActivation at ([0-9a-f]+)",
                            (r.get("reason") or "") + (r.get("text") or "")):
            jacts.add(int(a, 16))
        if fp is None or r.get("kind") not in ("js", "internal"):
            continue
        ft = r.get("frame_type")
        if ft == "interpreted":
            for k in ("sf_ifr_flags", "sf_ifr_nactual", "sf_ifr_script",
                      "sf_ifr_prev", "sf_ifr_prevpc", "sf_ifr_argv"):
                add("InterpreterFrame %s" % k, fld(fp, k), 8, fp)
        elif ft != "activation":
            # a JIT frame: its layout (return address, descriptor, callee
            # token, argc) and the BaselineFrame below it
            for k in ("sj_cfl_ret", "sj_cfl_desc", "sj_jfl_token",
                      "sj_jfl_argc"):
                for _ in range(2):
                    add("JIT frame %s (%s)" % (k, ft), fp + jf[k], 8, fp)
            if ft and ft.startswith("baseline"):
                bf = fp - jf["sj_bf_fpoff"] - jf["sj_bf_size"]
                add("BaselineFrame flags", bf + jf["sj_bf_flags"], 4)
                add("BaselineFrame interpreterScript", bf +
                    jf["sj_bf_iscript"], 8, bf)
                add("BaselineFrame interpreterPC", bf + jf["sj_bf_ipc"])
    for a in sorted(acts):
        for k in ("sf_act_cx", "sf_act_prev", "sf_iact_pc", "sf_iact_fp",
                  "sf_iact_entry"):
            add("Activation %s" % k, fld(a, k), 8, a)
        add("Activation kind_", fld(a, "sf_act_kind"), 4)
        if a in jacts:
            add("JitActivation packedExitFP_", a + jf["sj_exitfp"], 8, a)
    # functions; compressed ScriptSources
    for fn in funcs:
        out = run_plain(core, exe, ["::jsfunctions -n %s" % fn])
        m = re.search(r"^\s+([0-9a-f]+)\s+\d+ ", out, re.M)
        if m:
            lay.sm_fns.append(int(m.group(1), 16))
        out = run_plain(core, exe, ["::jsfunctions -n %s | ::jsfunction"
                                    % fn])
        m = re.search(r"^script source: ([0-9a-f]+)$", out, re.M)
        if not m or not fn.startswith("utf"):
            continue
        ss = int(m.group(1), 16)
        add("ScriptSource tag", fld(ss, "sf_ss_tag"), 1)
        add("ScriptSource data box", fld(ss, "sf_ss_box"), 8, ss)
        add("ScriptSource uncompressedLength", fld(ss, "sf_ss_ulen"))
        box = rd(fld(ss, "sf_ss_box"))
        add("StringBox length", fld(box, "sf_box_length"))
        add("StringBox chars", fld(box, "sf_box_chars"), 8, box)
        chars = rd(fld(box, "sf_box_chars")) if box else None
        blen = rd(fld(box, "sf_box_length")) if box else None
        zb = rd(chars, 4) if chars else None
        if zb is None or blen is None:
            continue
        for _ in range(4):
            add("compressed header (compressed bytes)", chars, 4)
        aligned = (zb + 3) & ~3
        for i in range(max(0, (blen - aligned) // 4)):
            for _ in range(2):
                add("chunk-offset table [%d]" % i, chars + aligned + 4 * i,
                    4)
        for i in range(12):
            add("compressed bytes", chars + f["sf_z_header"] +
                (i * 7919) % max(1, zb - f["sf_z_header"]), 4)


def m_sm(rng, lay):
    if not getattr(lay, "sm", None):
        return m_note(rng, lay)
    label, va, width, cycle = rng.choice(lay.sm)
    at = lay.file_off(va)
    k = rng.random()
    if cycle is not None and k < 0.25:
        return "%s at %x: names %x" % (label, va, cycle), \
            [("write", at, cycle.to_bytes(width, "little"))]
    if k < 0.55:
        return "%s at %x: flipped" % (label, va), \
            [("xorw", at, rng.getrandbits(8 * width), width)]
    return "%s at %x: hostile" % (label, va), \
        [("write", at, hostile(rng, width))]


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
# SpiderMonkey cores: mostly their own structures
SM_MUTATORS = [(m_sm, 16), (m_truncate, 1), (m_phdr, 1), (m_note, 2)]


def apply(src, dst, edits, lay):
    subprocess.run(["cp", "--sparse=always", src, dst], check=True)
    with open(dst, "r+b") as f:
        for e in edits:
            if e[0] == "truncate":
                f.truncate(e[1])
            elif e[0] == "write":
                f.seek(e[1])
                f.write(e[2])
            elif e[0] == "xorw":
                f.seek(e[1])
                old = f.read(e[3])
                if len(old) == e[3]:
                    v = int.from_bytes(old, "little") ^ e[2]
                    f.seek(e[1])
                    f.write(v.to_bytes(e[3], "little"))
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


def run_one(path, exe, script=SCRIPT):
    args = [JSMDB] + list(exe or []) + [path]
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0:abort_on_error=0:"
               "allocator_may_return_null=1",
               UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")
    t0 = time.time()
    p = subprocess.Popen(args, stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         env=env, start_new_session=True)
    try:
        out, err = p.communicate(script.encode(), timeout=TIMEOUT)
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
    first, last, logpath = 1, None, None
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
        elif o == "--range":
            m = re.fullmatch(r"(\d+)-(\d+)", a.pop(0) if a else "")
            if not m or int(m.group(1)) < 1 or \
                    int(m.group(1)) > int(m.group(2)):
                print("torture: --range wants A-B, 1 <= A <= B",
                      file=sys.stderr)
                return 2
            first, last = int(m.group(1)), int(m.group(2))
        elif o == "--log":
            logpath = a.pop(0)
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
    tmp = tempfile.mkdtemp(prefix="jsmdb-torture.")
    for name in names:
        d = os.path.join(CACHE, "cores", name)
        core = os.path.join(d, "core")
        if not os.path.exists(core) and name.startswith("compress-"):
            d = sm_make_fresh(name, tmp) or d
            core = os.path.join(d, "core")
        if not os.path.exists(core):
            print("torture: %s: no core (make corpora)" % name)
            continue
        exe = target_args(d)
        if is_sm(name):
            lay = Layout(core, [])
            names_ = sm_truth_names(d, name)
            sm_locate(lay, core, exe, names_)
            lay.script, lay.heavy = sm_script(names_, lay)
            lay.mutators = SM_MUTATORS
            print("torture: %s: %d SpiderMonkey fields located" % (
                name, len(lay.sm)), flush=True)
        else:
            lay = Layout(core, v8_pages(core, exe))
            lay.script = lay.heavy = SCRIPT
            lay.mutators = MUTATORS
        # what the unharmed core says: a mutant is noticed when it says
        # something else (a new message, another exit status)
        rc0, hung0, out0, err0, _, _ = run_one(core, exe, lay.script)
        rc1, hung1, out1, err1, _, _ = (rc0, hung0, out0, err0, 0, 0) \
            if lay.heavy == lay.script else run_one(core, exe, lay.heavy)
        if hung1 or rc1 < 0 or SANITIZER.search(err1):
            rc0, hung0, err0 = rc1, hung1, err1
        if hung0 or rc0 < 0 or SANITIZER.search(err0):
            print("torture: %s: the unharmed core fails the script "
                  "(exit %s)\n%s" % (name, rc0, "\n".join(
                      err0.strip().splitlines()[-12:])), file=sys.stderr)
            shutil.rmtree(tmp, ignore_errors=True)
            return 1
        lay.bases = {lay.script: (rc0, set(err0.splitlines()),
                                  set(out0.splitlines())),
                     lay.heavy: (rc1, set(err1.splitlines()),
                                 set(out1.splitlines()))}
        cores.append((name, core, exe, lay))
    if not cores:
        print("torture: no cores to mutate", file=sys.stderr)
        shutil.rmtree(tmp, ignore_errors=True)
        return 2
    keepdir = os.path.join(CACHE, "torture")
    if last is None or last > n:
        last = n
    log = open(logpath, "w") if logpath else None
    stats = {"crash": 0, "hang": 0, "memory": 0, "noticed": 0,
             "silent": 0}
    # noticed / silent by what was damaged (the mutation's first words)
    bywhat = {}
    failures = []
    slowest = 0.0
    try:
        for i in range(n):
            name, core, exe, lay = cores[i % len(cores)]
            mut = rng.choices([m for m, _ in lay.mutators],
                              [w for _, w in lay.mutators])[0]
            what, edits = mut(rng, lay)
            if not first <= i + 1 <= last:
                continue
            path = os.path.join(tmp, "mutant")
            apply(core, path, edits, lay)
            before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            script = lay.heavy if (i // len(cores)) % 8 == 0 else \
                lay.script
            base = lay.bases[script]
            rc, hung, out, err, secs, rss = run_one(path, exe, script)
            slowest = max(slowest, secs)
            grew = rss > before and rss - os.path.getsize(core) // 1024 > \
                MAXMB * 1024
            if hung:
                verdict = "hang"
            elif rc < 0 or SANITIZER.search(err):
                verdict = "crash"
            elif grew:
                verdict = "memory"
            elif rc != base[0] or \
                    [ln for ln in set(err.splitlines()) - base[1]
                     if not NOISE.search(ln)] or \
                    [ln for ln in set(out.splitlines()) - base[2]
                     if MARKED.search(ln)]:
                verdict = "noticed"
            else:
                verdict = "silent"
            stats[verdict] += 1
            if log:
                log.write("%d %s %s %s %s\n" % (i + 1, name, verdict, rc,
                                                 what))
            key = "%s %s" % ("sm" if is_sm(name) else "v8",
                             re.sub(r" at [0-9a-fx]+.*| [0-9+-]+.*| \[\d+\]",
                                    "", what))
            bywhat.setdefault(key, {}).setdefault(verdict, 0)
            bywhat[key][verdict] += 1
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
        if log:
            log.close()
    if os.environ.get("TORTURE_BYWHAT"):
        for k in sorted(bywhat):
            print("  %-50s %s" % (k, " ".join(
                "%s %d" % kv for kv in sorted(bywhat[k].items()))))
    for f in failures:
        print("FAIL  " + f.replace("\n", "\n      "))
    ran = "%d mutants" % n if (first, last) == (1, n) else \
        "mutants %d-%d of %d" % (first, last, n)
    print("torture: %s of %s (seed %d): %d crashes, %d hangs, "
          "%d over %d MB; %d noticed, %d answered silently; slowest run "
          "%.1f s" % (ran, ",".join(c[0] for c in cores), seed,
                      stats["crash"], stats["hang"], stats["memory"], MAXMB,
                      stats["noticed"], stats["silent"], slowest))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
