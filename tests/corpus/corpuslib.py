"""corpuslib: shared helpers for the corpus tests (standard library only).

A corpus test script imports this module, asks for cores, runs jsmdb and
gdb on them and reports one line per test:

    PASS  name
    FAIL  name: reason
          detail lines, indented

tests/run-tests.sh counts the PASS and FAIL lines.  Expectations come from
the truth.json the program wrote before it aborted and from gdb, never from
jsmdb's own output.

Environment:
    JSMDB          the binary under test (default build/jsmdb)
    JSMDB_CORPORA  the cache holding the cores (default ~/.cache/jsmdb)
    JSMDB_TIMEOUT  seconds one jsmdb run may take (default 120)
"""

import hashlib
import json
import os
import re
import struct
import subprocess
import sys
import traceback

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
JSMDB = os.environ.get("JSMDB") or os.path.join(ROOT, "build", "jsmdb")
if not os.path.isabs(JSMDB):
    JSMDB = os.path.join(ROOT, JSMDB)
TIMEOUT = float(os.environ.get("JSMDB_TIMEOUT", "120"))
GDB_SCRIPT = os.path.join(ROOT, "tests", "corpus", "gdb_frames.py")

_results = {"pass": 0, "fail": 0}


# ---- reporting ----

class TestFailure(Exception):
    """A check failed; the message is the one-line reason."""

    def __init__(self, reason, detail=None):
        super().__init__(reason)
        self.reason = reason
        self.detail = detail


def check(cond, reason, detail=None):
    if not cond:
        raise TestFailure(reason, detail)


def _indent(text, limit=40):
    lines = str(text).rstrip("\n").split("\n")
    if len(lines) > limit:
        lines = lines[:limit] + ["... (%d more lines)" % (len(lines) - limit)]
    return "\n".join("      " + ln for ln in lines)


def run_test(name, fn, *args):
    """Runs fn(*args); prints PASS or FAIL with the reason."""
    try:
        fn(*args)
    except TestFailure as e:
        _results["fail"] += 1
        print("FAIL  %s: %s" % (name, e.reason))
        if e.detail:
            print(_indent(e.detail))
    except Exception as e:    # a bug in the test, or a missing piece
        _results["fail"] += 1
        print("FAIL  %s: %s: %s" % (name, type(e).__name__, e))
        print(_indent(traceback.format_exc(), 12))
    else:
        _results["pass"] += 1
        print("PASS  %s" % name)
    sys.stdout.flush()


def report_fail(name, reason):
    """A failure found outside run_test (a core missing, say)."""
    _results["fail"] += 1
    print("FAIL  %s: %s" % (name, reason))
    sys.stdout.flush()


def finish():
    """Exit status for the script: 1 if any test failed."""
    sys.exit(1 if _results["fail"] else 0)


# ---- the cores ----

class Core:
    """A reference core: name, dir, engine, version, truth, meta."""

    def __init__(self, name, directory, engine, version, program):
        self.name = name
        self.dir = directory
        self.engine = engine
        self.version = version
        self.program = program
        self.path = os.path.join(directory, "core")
        self.truth = self._load("truth.json")
        self.meta = self._load("meta.json")

    def _load(self, fname):
        p = os.path.join(self.dir, fname)
        if not os.path.exists(p):
            return None
        with open(p) as f:
            return json.load(f)

    @property
    def ready(self):
        return (self.truth is not None and self.meta is not None and
                os.path.exists(self.path) and
                os.path.exists(os.path.join(self.dir, "stamp")))

    @property
    def exe(self):
        return self.meta["exe"]

    def __repr__(self):
        return "Core(%s)" % self.name


def cores(engine=None):
    """The cores corpora/make-cores.sh lists (built or not)."""
    out = subprocess.run([os.path.join(ROOT, "corpora", "make-cores.sh"),
                          "--list"], check=True, capture_output=True,
                         text=True).stdout
    result = []
    for line in out.splitlines():
        f = line.split()
        if len(f) != 5:
            continue
        c = Core(*f)
        if engine is None or c.engine == engine:
            result.append(c)
    return result


# ---- running jsmdb ----

SANITIZER_RE = re.compile(r"ERROR: (Address|Leak|Memory|Thread)Sanitizer|"
                          r"runtime error:|SUMMARY: \w+Sanitizer")


class Run:
    def __init__(self, argv, rc, out, err):
        self.argv = argv
        self.rc = rc
        self.out = out
        self.err = err

    def describe(self):
        return "$ %s\n[exit %s]\n--- stdout\n%s--- stderr\n%s" % (
            " ".join(shell_quote(a) for a in self.argv), self.rc,
            self.out, self.err)


def shell_quote(s):
    if re.fullmatch(r"[\w@%+=:,./-]+", s):
        return s
    return "'" + s.replace("'", "'\\''") + "'"


def jsmdb(args, stdin=None, expect_rc=0, timeout=None, cwd=None):
    """Runs jsmdb with args.  Fails the test on a crash, a hang, a
    sanitizer report, or (unless expect_rc is None) an unexpected exit
    status.  Returns a Run."""
    argv = [JSMDB] + list(args)
    check(os.access(JSMDB, os.X_OK), "%s is not built" % JSMDB)
    try:
        p = subprocess.run(argv, input=stdin if stdin is not None else "",
                           capture_output=True, text=True, errors="replace",
                           timeout=timeout or TIMEOUT, cwd=cwd)
    except subprocess.TimeoutExpired:
        raise TestFailure("jsmdb hung (> %ss): %s" % (
            timeout or TIMEOUT, " ".join(argv[1:])))
    r = Run(argv, p.returncode, p.stdout, p.stderr)
    if r.rc < 0:
        raise TestFailure("jsmdb killed by signal %d" % -r.rc, r.describe())
    if SANITIZER_RE.search(r.err):
        raise TestFailure("sanitizer report", r.describe())
    if expect_rc is not None and r.rc != expect_rc:
        raise TestFailure("exit status %d, expected %d" % (r.rc, expect_rc),
                          r.describe())
    return r


def run_cmd(core, cmd, expect_rc=0, **kw):
    """jsmdb -e CMD CORE"""
    return jsmdb(["-e", cmd, core.path], expect_rc=expect_rc, **kw)


# ---- ::dis against objdump ----

def objdump_for(exe):
    """binutils' objdump for exe's architecture (ELF e_machine)."""
    with open(exe, "rb") as f:
        hdr = f.read(20)
    machine = struct.unpack("<H", hdr[18:20])[0]
    return "aarch64-linux-gnu-objdump" if machine == 183 else "objdump"


def objdump_function(exe, fn, tool=None):
    """[(offset from fn's start, bytes as hex, mnemonic)] as binutils'
    objdump decodes fn in exe (the truth for ::dis)."""
    if tool is None:
        tool = objdump_for(exe)
    p = subprocess.run([tool, "-d", "-w", "-z", "--disassemble=" + fn, exe],
                       capture_output=True, text=True, errors="replace")
    out, start = [], None
    for line in p.stdout.splitlines():
        m = re.match(r"^\s*([0-9a-f]+):\t((?:[0-9a-f]{2,8} ?)+)\s*\t(\S+)",
                     line)
        if not m:
            continue
        a = int(m.group(1), 16)
        if start is None:
            start = a
        # aarch64 prints a word ("d10083ff"), little-endian in memory
        words = m.group(2).split()
        hexb = "".join(w if len(w) == 2 else
                       "".join(reversed([w[i:i + 2] for i in
                                         range(0, len(w), 2)]))
                       for w in words)
        out.append((a - start, hexb, m.group(3)))
    return out


def parse_dis(text, fn, with_bytes=True):
    """[(offset, bytes hex, mnemonic)] from ::dis -b lines
    ("fn+0x4: 4155   pushq %r13"; "fn:" is offset 0); without -b the
    bytes are None."""
    out = []
    pat = r"^(?:\S+`)?%s(?:\+0x([0-9a-f]+))?:%s\s+(\S+)" % (
        re.escape(fn), " ([0-9a-f]+)" if with_bytes else "()")
    for line in text.splitlines():
        m = re.match(pat, line)
        if m:
            out.append((int(m.group(1) or "0", 16), m.group(2) or None,
                        m.group(3)))
    return out


def same_mnemonic(mine, theirs):
    """capstone's AT&T mnemonics carry the operand size ("pushq") where
    objdump leaves it implied ("push"); aarch64's are the same.  Bytes
    that are no instruction: "(not an instruction: ff)" / "(bad)" (or
    ".byte" for the last bytes of a symbol)."""
    if mine == "(not" or theirs in ("(bad)", ".byte"):
        return mine == "(not" and theirs in ("(bad)", ".byte")
    # aarch64's condition codes have two names each (Arm ARM C1.2.4):
    # LO is CC, HS is CS
    cond = {".lo": ".cc", ".hs": ".cs"}
    mine = re.sub(r"\.(lo|hs)$", lambda m: cond[m.group(0)], mine)
    theirs = re.sub(r"\.(lo|hs)$", lambda m: cond[m.group(0)], theirs)
    return mine == theirs or (mine[:-1] == theirs and mine[-1] in "bwlq") \
        or (theirs[:-1] == mine and theirs[-1] in "bwlq")


def check_dis(run, exe, fn, tool=None):
    """::dis of fn lists the instructions objdump finds, at the same
    offsets, with the same bytes and mnemonics; a window around the
    fourth instruction holds the three before and after it."""
    want = objdump_function(exe, fn, tool)
    check(len(want) >= 8, "objdump found %d instructions in %s" % (
        len(want), fn))
    r = run("%s::dis -b" % fn)
    got = parse_dis(r.out, fn)
    bad = ["+0x%x: %s %s, objdump: +0x%x: %s %s" % (g + w)
           for g, w in zip(got, want)
           if g[0] != w[0] or g[1] != w[1] or not same_mnemonic(g[2], w[2])]
    check(len(got) == len(want) and not bad,
          "::dis %s: %d instructions, objdump %d; %d differ" % (
              fn, len(got), len(want), len(bad)),
          "\n".join(bad[:10]) + "\n" + r.out[:3000])
    r = run("%s+0x%x::dis -b -n 3" % (fn, want[3][0]))
    got = parse_dis(r.out, fn)
    check([g[0] for g in got] == [w[0] for w in want[0:7]],
          "::dis -n 3 window at %s+0x%x" % (fn, want[3][0]), r.out)


# ---- numbers as mdb prints them ----

def hexnum(s):
    """'0x55cd77dca110' or '55cd77dca110' -> int"""
    return int(s, 16)


def hex_in(value, text):
    """Does text contain value as a hex number (mdb style, any case, with
    or without 0x and leading zeros)?"""
    for m in re.finditer(r"(?<![0-9a-zA-Z])(?:0x)?([0-9a-fA-F]+)(?![0-9a-zA-Z])",
                         text):
        if int(m.group(1), 16) == value:
            return True
    return False


def values_of(text):
    """The values of /fmt or =fmt output: each line without its
    "address:" label ("counter_table+0x10:   55" -> "   55")."""
    out = []
    for line in text.splitlines():
        m = re.match(r"^\S+:(\s|$)", line)
        out.append(line[m.end():] if m else line)
    return "\n".join(out)


def dec_in(value, text):
    return re.search(r"(?<![\w.])%s(?![\w.])" % re.escape(str(value)),
                     text) is not None


# ---- stacks ----

ANON_NS = "(anonymous namespace)"


def normalise(name):
    """A function name reduced to what every tool agrees on: no object
    prefix, no offset, no parameter list, no @plt / [clone] decoration.
    Returns None for an address without a name."""
    if name is None:
        return None
    n = name.strip()
    if "`" in n:
        n = n.split("`", 1)[1]
    n = re.sub(r"\+(0x)?[0-9a-fA-F]+$", "", n)
    if re.fullmatch(r"(0x)?[0-9a-fA-F]+", n) or n in ("??", ""):
        return None
    n = n.replace(ANON_NS, "{anon}")
    n = re.sub(r"\s*\[clone [^\]]*\]", "", n)
    n = re.sub(r"@plt$|@@?[\w.]+$", "", n)
    # Drop parameter lists: "(...)" groups at template depth 0, and what
    # follows the last of them (" const", " &&").
    out, depth, i = [], 0, 0
    while i < len(n):
        c = n[i]
        if c == "(" and depth == 0:
            j, d = i, 0
            while j < len(n):
                if n[j] == "(":
                    d += 1
                elif n[j] == ")":
                    d -= 1
                    if d == 0:
                        break
                j += 1
            i = j + 1
            # trailing qualifiers after a parameter list
            m = re.match(r"(\s*(const|volatile|&&|&))*", n[i:])
            i += m.end()
            continue
        if c == "<":
            depth += 1
        elif c == ">" and depth > 0:
            depth -= 1
        out.append(c)
        i += 1
    return "".join(out).strip() or None


def parse_mdb_stack(text):
    """Frames of mdb ::stack / $c output ("obj`func+0xoff(args)", or a bare
    address), innermost first, as raw names (None when only an address).
    Lines that are not frames are ignored."""
    frames = []
    for line in text.splitlines():
        s = line.strip()
        if not s.endswith(")"):
            continue
        # $C puts the frame pointer first: "7ffd4a3b8e10 main+0x11()"
        m = re.match(r"^[0-9a-fA-F]+\s+(?=\S)", s)
        if m and not s[m.end():].startswith("("):
            s = s[m.end():]
        # the argument list is the last top-level (...) group
        d, j = 0, len(s) - 1
        while j >= 0:
            if s[j] == ")":
                d += 1
            elif s[j] == "(":
                d -= 1
                if d == 0:
                    break
            j -= 1
        if j <= 0:
            continue
        frames.append(s[:j].strip())
    return frames


def gdb_reference(core, gdb="gdb", sysroot=None, exe=None):
    """gdb's frames for every thread of the core, cached beside it.
    Returns {tid: [frame dict, ...]} (see gdb_frames.py) in gdb's thread
    order: the first key is gdb's thread 1, the thread that took the
    signal.  gdb may be another gdb (gdb-multiarch, for a foreign core),
    with a sysroot for the core's libraries."""
    with open(GDB_SCRIPT, "rb") as f:
        text = f.read()
    if gdb != "gdb" or sysroot:
        text += repr((gdb, sysroot)).encode()
    key = hashlib.sha256(text).hexdigest()[:16]
    stamp = open(os.path.join(core.dir, "stamp")).read().strip()
    cache = os.path.join(core.dir, "gdb-frames.json" if gdb == "gdb" else
                         "%s-frames.json" % os.path.basename(gdb))
    data = None
    if os.path.exists(cache):
        try:
            with open(cache) as f:
                data = json.load(f)
            if data.get("key") != key or data.get("stamp") != stamp:
                data = None
        except ValueError:
            data = None
    if data is None:
        extra = ["-iex", "set sysroot %s" % sysroot] if sysroot else []
        p = subprocess.run(
            [gdb, "-nx", "-batch",
             "-iex", "set debug-file-directory /nonexistent",
             "-iex", "set auto-load off"] + extra +
            ["-x", GDB_SCRIPT, exe or core.exe, core.path],
            capture_output=True, text=True, errors="replace", timeout=300)
        m = re.search(r"JSMDB-GDB-BEGIN\n(.*)\nJSMDB-GDB-END", p.stdout, re.S)
        check(m is not None, "gdb printed no frames", p.stdout + p.stderr)
        data = json.loads(m.group(1))
        data["key"], data["stamp"] = key, stamp
        tmp = cache + ".tmp"
        with open(tmp, "w") as f:
            json.dump(data, f)
        os.replace(tmp, cache)
    return {t["tid"]: t["frames"] for t in data["threads"]}


def gdb_physical_frames(frames):
    """gdb's frames grouped as the machine sees them: inlined frames merged
    with the real frame below them (same pc), each group a set of names.
    Stops after the first frame gdb cannot place (no name, not in a shared
    library: JIT code), since gdb's unwinding past it is guesswork.
    Returns a list of (pc, [normalised names], raw names)."""
    groups, pending = [], []
    for fr in frames:
        pending.append(fr)
        if fr.get("inline"):
            continue
        names = [normalise(x["name"]) for x in pending if x["name"]]
        groups.append((fr["pc"], [n for n in names if n],
                       [x["name"] for x in pending]))
        pending = []
        if fr["name"] is None and fr["solib"] is None:
            break
    return groups


def pie_bias(exe, core):
    """The load bias of a PIE executable (ET_DYN) in core: the core's
    NT_AUXV AT_ENTRY less the file's e_entry; 0 for ET_EXEC or when the
    core has no AT_ENTRY.  Read from the files, not from jsmdb."""
    with open(exe, "rb") as f:
        eh = f.read(64)
    e_type, = struct.unpack_from("<H", eh, 16)
    e_entry, = struct.unpack_from("<Q", eh, 24)
    if e_type != 3:
        return 0
    with open(core, "rb") as f:
        data = f.read(1 << 20)
    phoff, = struct.unpack_from("<Q", data, 32)
    phentsize, phnum = struct.unpack_from("<HH", data, 54)
    for i in range(phnum):
        ptype, _, off, _, _, filesz = struct.unpack_from(
            "<IIQQQQ", data, phoff + i * phentsize)
        if ptype != 4:          # PT_NOTE
            continue
        with open(core, "rb") as f:
            f.seek(off)
            notes = f.read(filesz)
        pos = 0
        while pos + 12 <= len(notes):
            namesz, descsz, ntype = struct.unpack_from("<III", notes, pos)
            dpos = pos + 12 + ((namesz + 3) & ~3)
            if ntype == 6:      # NT_AUXV
                for j in range(dpos, dpos + descsz - 15, 16):
                    key, val = struct.unpack_from("<QQ", notes, j)
                    if key == 9:        # AT_ENTRY
                        return val - e_entry
            pos = dpos + ((descsz + 3) & ~3)
    return 0


def core_auxv(core):
    """{key: value} of the NT_AUXV note of an ELF64 little-endian core."""
    out = {}
    with open(core, "rb") as f:
        data = f.read(64)
        phoff, = struct.unpack_from("<Q", data, 32)
        phentsize, phnum = struct.unpack_from("<HH", data, 54)
        f.seek(phoff)
        phdrs = f.read(phentsize * phnum)
        for i in range(phnum):
            ptype, _, off, _, _, filesz = struct.unpack_from(
                "<IIQQQQ", phdrs, i * phentsize)
            if ptype != 4:          # PT_NOTE
                continue
            f.seek(off)
            notes = f.read(filesz)
            pos = 0
            while pos + 12 <= len(notes):
                namesz, descsz, ntype = struct.unpack_from("<III", notes,
                                                           pos)
                dpos = pos + 12 + ((namesz + 3) & ~3)
                if ntype == 6:      # NT_AUXV
                    for j in range(dpos, dpos + descsz - 15, 16):
                        key, val = struct.unpack_from("<QQ", notes, j)
                        out.setdefault(key, val)
                pos = dpos + ((descsz + 3) & ~3)
    return out


def core_reader(core):
    """A function reading (addr, n) bytes of an ELF64 little-endian core's
    PT_LOAD segments (None where the file holds none)."""
    with open(core, "rb") as f:
        data = f.read(64)
        phoff, = struct.unpack_from("<Q", data, 32)
        phentsize, phnum = struct.unpack_from("<HH", data, 54)
        f.seek(phoff)
        phdrs = f.read(phentsize * phnum)
    loads = []
    for i in range(phnum):
        ptype, _, off, vaddr, _, filesz = struct.unpack_from(
            "<IIQQQQ", phdrs, i * phentsize)
        if ptype == 1:
            loads.append((vaddr, filesz, off))

    def read(addr, n):
        for vaddr, filesz, off in loads:
            if vaddr <= addr and addr + n <= vaddr + filesz:
                with open(core, "rb") as f:
                    f.seek(off + addr - vaddr)
                    return f.read(n)
        return None
    return read


def core_link_map(core, exe, limit=512):
    """[(l_addr, l_name)] of the dynamic linker's link_map in an ELF64
    little-endian core (glibc's struct r_debug and link_map: r_map at 8;
    l_addr, l_name, l_ld, l_next at 0, 8, 16, 24), found as the dynamic
    linker publishes it: the executable's PT_DYNAMIC (its file's program
    headers, at its load bias: pie_bias) holds DT_DEBUG.  Read from the
    core and the file here, not from jsmdb (a qemu-user core has no
    NT_FILE: gdb and jsmdb need this list).  [] when something is not in
    the core."""
    read = core_reader(core)
    bias = pie_bias(exe, core)
    with open(exe, "rb") as f:
        eh = f.read(64)
        phoff, = struct.unpack_from("<Q", eh, 32)
        phentsize, phnum = struct.unpack_from("<HH", eh, 54)
        f.seek(phoff)
        ph = f.read(phentsize * min(phnum, 64))
    dyn = None
    for i in range(min(phnum, 64)):
        ptype, _, _, vaddr, _, _, memsz = struct.unpack_from(
            "<IIQQQQQ", ph, phentsize * i)
        if ptype == 2:              # PT_DYNAMIC
            dyn = (vaddr, memsz)
    if dyn is None:
        return []
    rdebug = None
    for i in range(min(dyn[1] // 16, 256)):
        d = read(bias + dyn[0] + 16 * i, 16)
        if d is None:
            return []
        tag, val = struct.unpack("<qQ", d)
        if tag == 0:
            break
        if tag == 21:               # DT_DEBUG
            rdebug = val
    d = read(rdebug, 16) if rdebug else None
    if d is None:
        return []
    lm, = struct.unpack_from("<Q", d, 8)
    out, seen = [], set()
    while lm and lm not in seen and len(out) < limit:
        seen.add(lm)
        d = read(lm, 32)
        if d is None:
            break
        l_addr, l_name, _, l_next = struct.unpack("<QQQQ", d)
        name = b""
        while l_name and len(name) < 4096:
            chunk = read(l_name + len(name), 1)
            if chunk is None or chunk == b"\0":
                break
            name += chunk
        out.append((l_addr, name.decode("utf-8", "replace")))
        lm = l_next
    return out


def gdb_pc_sp(exe, core, limit=64, sysroot=None):
    """(pc, sp) of each native frame of the thread that died, from gdb
    (the other tool): innermost first, while gdb's unwinding holds (at
    most limit frames).  Inlined frames are left out: gdb shows them
    where it finds a library's DWARF (libc's, through debuginfod or a
    debug package), at the pc and sp of the real frame that holds them.
    With sysroot, a foreign core (aarch64 under qemu-user): gdb-multiarch
    with the core's libraries from sysroot."""
    import shutil
    import tempfile
    gdb = shutil.which("gdb-multiarch" if sysroot else "gdb")
    check(gdb, "gdb%s is not installed" % ("-multiarch" if sysroot else ""))
    script = ("python\n"
              "f = gdb.newest_frame()\n"
              "n = 0\n"
              "while f is not None and n < %d:\n"
              "    if f.type() != gdb.INLINE_FRAME:\n"
              "        print('FRAME %%x %%x' %% (f.pc(), "
              "int(f.read_register('%s')) & 0xffffffffffffffff))\n"
              "    n += 1\n"
              "    try:\n"
              "        f = f.older()\n"
              "    except gdb.error:\n"
              "        break\n"
              "end\n") % (limit, "sp" if sysroot else "rsp")
    tmp = tempfile.mkdtemp(prefix="jsmdb-gdbpcsp.")
    try:
        sf = os.path.join(tmp, "frames.gdb")
        with open(sf, "w") as f:
            f.write(script)
        extra = ["-iex", "set sysroot %s" % sysroot] if sysroot else []
        bias = pie_bias(exe, core) if sysroot else 0
        if bias:
            # a qemu-user core names no file: gdb does not relocate a
            # PIE executable by itself, nor finds its libraries (its
            # "info sharedlibrary" is empty): each object of the
            # core's link_map is given to it at its l_addr
            args = ["-ex", "symbol-file -o %#x %s" % (bias, exe)]
            for l_addr, name in core_link_map(core, exe):
                path = [os.path.join(sysroot, pre + name.lstrip("/"))
                        for pre in ("", "usr/")]
                path = [x for x in path if name and os.path.isfile(x)]
                if path and os.path.realpath(path[0]) != \
                        os.path.realpath(exe):
                    args += ["-ex", "add-symbol-file %s -o %#x" % (
                        path[0], l_addr)]
            args += ["-ex", "core-file %s" % core, "-x", sf]
        else:
            args = ["-x", sf, exe, core]
        p = subprocess.run([gdb, "-nx", "-batch"] + extra + args,
                           capture_output=True, text=True, timeout=300)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    out = [(int(m.group(1), 16), int(m.group(2), 16)) for m in
           (re.match(r"^FRAME ([0-9a-f]+) ([0-9a-f]+)$", ln) for ln in
            p.stdout.splitlines()) if m]
    check(out, "gdb gave no frames", p.stdout + p.stderr)
    return out


def compare_stack(jsmdb_names, gdb_frames, aliases=None):
    """Compares jsmdb's frame names with gdb's, frame by frame, over the
    frames gdb can name.  Returns (ok, report)."""
    groups = gdb_physical_frames(gdb_frames)
    ours = [normalise(n) for n in jsmdb_names]
    lines, ok, compared = [], True, 0
    for i, (pc, names, raw) in enumerate(groups):
        mine = ours[i] if i < len(ours) else "<missing>"
        raw_mine = jsmdb_names[i] if i < len(jsmdb_names) else "<missing>"
        if not names:
            verdict = "skip"     # gdb has no name for it
        elif mine in names or (aliases and aliases(pc, mine, names)):
            verdict = "ok"
            compared += 1
        else:
            verdict = "DIFF"
            ok = False
        lines.append("#%-2d %-4s gdb %-50s jsmdb %s" % (
            i, verdict, "/".join(r or "??" for r in raw)[:50], raw_mine))
    if compared == 0:
        ok = False
        lines.append("no frame compared")
    return ok, "\n".join(lines)


def contains_in_order(names, chain):
    """Do the normalised names hold chain as a consecutive run?"""
    n = [normalise(x) for x in names]
    for i in range(len(n) - len(chain) + 1):
        if n[i:i + len(chain)] == list(chain):
            return True
    return False


# ---- symbol aliases (one address, several names) ----

_symcache = {}


def symbols_of(path):
    """{address: set(names)} of an ELF file's .symtab and .dynsym (nm)."""
    if path in _symcache:
        return _symcache[path]
    table = {}
    for extra in ([], ["-D"]):
        p = subprocess.run(["nm", "--defined-only"] + extra + [path],
                           capture_output=True, text=True, errors="replace")
        for line in p.stdout.splitlines():
            f = line.split(None, 2)
            if len(f) == 3 and f[1] in "TtWwiIuU":
                table.setdefault(int(f[0], 16), set()).add(
                    re.sub(r"@.*$", "", f[2]))
    _symcache[path] = table
    return table


def make_alias_check(gdb_frames_all):
    """An aliases(pc, mine, names) callback: true when jsmdb's name and one
    of gdb's are names of the same address in the same shared library."""
    def aliases(pc, mine, names):
        solib = None
        for frames in gdb_frames_all.values():
            for fr in frames:
                if fr["pc"] == pc and fr["solib"]:
                    solib = fr["solib"]
        if not solib or not mine or not os.path.exists(solib):
            return False
        for names_at in symbols_of(solib).values():
            if mine in names_at and any(n in names_at for n in names):
                return True
        return False
    return aliases


# ---- test drivers shared by the per-program test files ----

class CoreDir:
    """A core directory named on a test's command line (core, truth.json,
    meta.json if present), standing in for a listed Core."""

    def __init__(self, d):
        self.dir = d
        self.name = os.path.basename(os.path.normpath(d))
        self.path = os.path.join(d, "core")
        with open(os.path.join(d, "truth.json")) as f:
            self.truth = json.load(f)
        self.meta = None
        mp = os.path.join(d, "meta.json")
        if os.path.exists(mp):
            with open(mp) as f:
                self.meta = json.load(f)

    @property
    def exe(self):
        """The executable meta.json or the truth's execPath names."""
        args = exe_and_core(self)
        return args[0] if len(args) == 2 else None


def exe_and_core(core):
    """jsmdb's [EXE] CORE arguments: the executable meta.json or the
    truth's execPath names, when it exists, then the core."""
    if core.meta and os.path.exists(core.meta.get("exe", "")):
        return [core.meta["exe"], core.path]
    exe = (core.truth or {}).get("execPath")
    if exe and os.path.exists(exe):
        return [exe, core.path]
    return [core.path]


def run_table_tests(program, tests):
    """Runs each (name, fn) of tests as fn(core, truth) on every listed
    Node.js core made by corpora/node/PROGRAM; then exits."""
    cs = [c for c in cores("node") if c.program.endswith(program)]
    if not cs:
        report_fail(program, "no %s core in corpora/cores.list" % program)
        finish()
    for core in cs:
        if not core.ready:
            report_fail(core.name, "core not made (make corpora)")
            continue
        for name, fn in tests:
            run_test("%s/%s" % (core.name, name), fn, core, core.truth)
    finish()


def run_program_tests(program, argv, test_core):
    """Runs test_core on the core directories in argv, or on every listed
    Node.js core made by corpora/node/PROGRAM; then exits."""
    if argv:
        targets = [CoreDir(d) for d in argv]
    else:
        targets = [c for c in cores("node") if c.program.endswith(program)]
        if not targets:
            report_fail(program, "no %s cores in corpora/cores.list" %
                        program)
    for c in targets:
        if getattr(c, "ready", True) is False:
            report_fail(c.name, "core not made (run corpora/make-cores.sh "
                        "%s)" % c.name)
            continue
        try:
            test_core(c)
        except TestFailure as e:
            report_fail(c.name, e.reason)
    finish()
