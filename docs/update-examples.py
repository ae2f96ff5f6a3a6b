#!/usr/bin/env python3
"""Regenerates the example transcripts in the docs (README.md,
docs/usage.md, docs/reference.md, docs/tutorial.md) by running jsmdb on the
reference cores (make docs-examples), or checks that they are current
(--check, run by make test).

An example is a marker line followed by a fenced block:

    <!-- example threads: counter_table+0t16/D -->
    ```
    > counter_table+0t16/D
    counter_table+0x10:             55
    ```

The marker names a core (corpora/make-cores.sh --list) and a command line;
the block is replaced by "> command" and what `jsmdb -e command core`
printed ("<!-- example CORE lines=N: command -->" keeps the first N lines;
"<!-- example CORE vary: command -->" is explained below).  When the
command fails its stderr is shown too, and the run fails.

Several commands separated by " ;; " are run one after the other (each in
its own jsmdb) and shown as a session: "> command", its output, "> next
command", its output.  lines=N applies to each command's output.

Addresses change whenever a core is rebuilt, so an example never spells
one out.  A pipeline finds the object (::findjsobjects -c Ctor | ::jsprint),
or a variable holds the address:

    <!-- let SERVER = demo-node24: ::findjsobjects -c JsmdbServer -->
    <!-- example demo-node24: ${SERVER}::jsfindrefs -->

A "let" line (invisible in the rendered page) runs its command and sets the
variable to the first word of the output (a trailing ':' dropped); use
`! grep`, `! sed -n 3p`... in the command to pick the line.  Later markers
in the same file use it as ${NAME}; the marker keeps ${NAME}, the block
shows the command with the address in it, as a user would type it.

A core made with a sysroot (corpora/more-cores.sh writes "sysroot" in
its more-truth.json: the aarch64 and i386 cores) is opened with -L ROOT
-L DIR (its directory), as a user would open it.

What is compared
----------------
A core made again -- on another machine, or after `make-cores.sh
--force` -- is another run of the same program: the kernel places the
mappings elsewhere (ASLR), the process has another pid, the cache may live
under another directory.  A transcript is therefore compared with jsmdb's
output on the current core token by token, with these tokens of the
current output standing for "any token of the same form" in the stored
one (the stored token must then be a hex or decimal number written the
same way: with 0x or without, and as many digits when zero-padded):

  address   a hex number (with or without 0x, any width) whose value lies
            inside a mapping of the current core, as ::mappings lists
            them: code, data, heap, stacks, V8 pages, the vdso.  Counts,
            sizes, offsets and Smis lie outside every mapping and so are
            compared exactly.
  pid, tid  a number equal to the process id or to one of the thread ids
            of the current core (::status, ::walk thread), in decimal
            (`pid=28688`, `thread 28688:`) or hex (`::walk thread`,
            ::regs).
  build-id  a 40-digit hex number: a binary compiled on another machine
            (corpora/native/threads.c) has another build-id.
  boxed     a SpiderMonkey Value of a GC thing, 16 hex digits
            (js/Value.h's 64-bit boxing: the tag 0x1FFF0 | JSValueType
            above bit 47, for a string 6, symbol 7, private GC thing 8,
            BigInt 9, object 0xc), whose pointer (the low 47 bits) lies
            inside a mapping: the stored token must then be one of the
            same tag (an object stays an object).

and three rules applied to both sides before that:

  path      the directory the reference cores and Node.js binaries live in
            ($JSMDB_CORPORA, ~/.cache/jsmdb by default), i.e. an absolute
            path up to "/cores/NAME/" or "/node/X.Y.Z/", becomes
            "$JSMDB_CORPORA".
  argv      the "initial argv:" line of ::status is the kernel's copy of
            the command line, cut at 80 bytes: when the two sides have
            cache directories of different lengths they are compared up to
            the last whole word of the shorter one.
  threads   the kernel writes the threads into a core in the order they
            stopped, a race: in a run of per-thread sections ("thread
            TID:" and the lines under it, as `::walk thread | ::stack`
            prints them) the first section (the thread that took the
            signal) stays first and the others are compared in a sorted
            order.

Whitespace on either side of a word (a run of text between whitespace)
that holds one of those tokens is padding (a column right-aligned for a
wider address, a label padded to a tab stop) and is not compared; all
other text -- headings, names, counts, sizes, offsets, values, the number
of lines, spacing -- must be identical.  So a fresh core passes, and a dcmd whose output changed
(a heading, a count, a column, a line more or less) fails.

An example whose output depends on where the garbage collector left
objects (which object a heap walk meets first, which pages come first)
cannot pass this on a fresh core: such an example picks its objects by
value (`! grep '"id": 2498,'`, `! sort -V`) rather than by heap order.
Where the numbers themselves are the point and are left to chance (how
many dead objects a scan of the whole heap finds), the marker says
"vary": every number in that example (a token of hex or decimal digits)
is then compared by its form only, and the rest -- words, headings, the
number of lines -- as above.

Usage: docs/update-examples.py [--check | --force] [FILE...]

  (none)    rewrite each file in which some example's output really
            changed (compared as above); the whole file is rewritten, so
            the addresses in it all come from one run
  --force   rewrite every file
  --check   write nothing; print each example that differs (the stored
            line and jsmdb's) and exit 1 if any does
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JSMDB = os.environ.get("JSMDB") or os.path.join(ROOT, "build", "jsmdb")
FILES = [os.path.join(ROOT, "docs", f) for f in
         ("usage.md", "reference.md", "tutorial.md")] + \
    [os.path.join(ROOT, "README.md")]
# An example (marker + its fenced block), or a variable definition.
MARKER = re.compile(
    r"^<!-- example (?P<core>[\w.-]+)(?: lines=(?P<lines>\d+))?"
    r"(?P<vary> vary)?: "
    r"(?P<cmd>.*?) -->\n(?P<block>```[^\n]*\n.*?^```\n)"
    r"|^<!-- let (?P<var>[A-Za-z_]\w*) = (?P<lcore>[\w.-]+): "
    r"(?P<lcmd>.*?) -->\n", re.M | re.S)
VARREF = re.compile(r"\$\{([A-Za-z_]\w*)\}")
SEP = " ;; "
MAXLINES = 60


def core_dirs():
    out = subprocess.run([os.path.join(ROOT, "corpora", "make-cores.sh"),
                          "--list"], check=True, capture_output=True,
                         text=True).stdout
    return {f[0]: f[1] for f in (ln.split() for ln in out.splitlines())
            if len(f) == 5}


def run(cores, name, cmd, errors):
    """(stdout, ok) of `jsmdb -e cmd` on core name; stderr added on
    failure."""
    if name not in cores:
        errors.append("no core named %s" % name)
        return None, False
    core = os.path.join(cores[name], "core")
    p = subprocess.run([JSMDB] + libdirs(cores[name]) + ["-e", cmd, core],
                       capture_output=True,
                       text=True, errors="replace", timeout=300)
    text = p.stdout
    if p.returncode != 0:
        text += p.stderr
        errors.append("%s: %s: exit %d" % (name, cmd, p.returncode))
    return text, p.returncode == 0


def libdirs(d):
    """-L ROOT -L DIR for a core made with a sysroot, else nothing."""
    try:
        with open(os.path.join(d, "more-truth.json")) as f:
            root = json.load(f).get("sysroot")
    except (OSError, ValueError):
        return []
    return ["-L", root, "-L", d] if root else []


def substitute(cmd, env, errors):
    def one(m):
        if m.group(1) not in env:
            errors.append("%s: ${%s} is not set (no let before it)" % (
                cmd, m.group(1)))
            return m.group(0)
        return env[m.group(1)]
    return VARREF.sub(one, cmd)


def transcript(cores, name, cmds, env, errors, maxlines=MAXLINES):
    out = []
    for cmd in cmds.split(SEP):
        cmd = substitute(cmd.strip(), env, errors)
        text, _ = run(cores, name, cmd, errors)
        if text is None:
            return None
        lines = text.rstrip("\n").split("\n") if text.strip() else []
        if len(lines) > maxlines:
            lines = lines[:maxlines] + ["..."]
        # Markdown fences: a line of ``` inside the output would end the
        # block.
        lines = [ln.replace("```", "` ` `") for ln in lines]
        out.append("> %s\n%s" % (cmd, "".join(ln + "\n" for ln in lines)))
    return "```\n%s```\n" % "".join(out)


def define(cores, name, var, cmd, env, errors):
    text, ok = run(cores, name, substitute(cmd, env, errors), errors)
    words = text.split() if text else []
    if not ok or not words:
        errors.append("let %s: %s printed nothing" % (var, cmd))
        env.pop(var, None)
        return
    env[var] = words[0].rstrip(":")


# ---- comparing a stored transcript with a fresh one ----

class Facts:
    """What differs between two makings of one core: where its mappings
    are, and its process and thread ids."""

    def __init__(self, ranges, ids):
        self.ranges = sorted(ranges)
        self.ids = set(ids)

    def mapped(self, v):
        for lo, hi in self.ranges:
            if lo <= v <= hi:       # hi: a LIMIT column, a [lo, hi) range
                return True
        return False


MAPPING_ROW = re.compile(r"^\s*([0-9a-f]+)\s+([0-9a-f]+)\s+[0-9a-f]+\s")
THREAD_ROW = re.compile(r"^([0-9a-f]+)$")
PID = re.compile(r"\bpid=(\d+)")


def core_facts(cores, name, cache, errors):
    if name in cache:
        return cache[name]
    text, ok = run(cores, name, "::status; ::mappings; ::walk thread",
                   errors)
    ranges, ids = [], []
    for line in (text or "").splitlines():
        m = MAPPING_ROW.match(line)
        if m:
            ranges.append((int(m.group(1), 16), int(m.group(2), 16)))
            continue
        m = THREAD_ROW.match(line)
        if m:
            ids.append(int(m.group(1), 16))
            continue
        m = PID.search(line)
        if m:
            ids.append(int(m.group(1)))
    if ok and not ranges:
        errors.append("%s: ::mappings printed no mappings" % name)
    cache[name] = Facts(ranges, ids)
    return cache[name]


# The cache directory: an absolute path up to /cores/NAME/ or
# /node/X.Y.Z/ (as make-cores.sh lays it out).
CORPORA_PATH = re.compile(
    r"(?<![\w./-])/[^\s\[\]()<>'\"]*?(?=/(?:cores/[\w.-]+|node/\d+\.\d+\.\d+)/)")
CORPORA = "$JSMDB_CORPORA"
TOKEN = re.compile(r"(\s*)([0-9A-Za-z_]+|\S)")
NUMBER = re.compile(r"(0x)?([0-9a-fA-F]+)")
BUILD_ID = re.compile(r"[0-9a-f]{40}")
ARGV = "initial argv:"
# SpiderMonkey's Values of GC things (js/Value.h, 64-bit boxing): the
# tags (JSVAL_TAG_MAX_DOUBLE 0x1FFF0 | JSValueType) of a string, symbol,
# private GC thing, BigInt and object, above bit 47
BOXED_SHIFT = 47
BOXED_TAGS = frozenset(0x1FFF0 | t for t in (0x6, 0x7, 0x8, 0x9, 0xc))


def boxed_tag(digits):
    """The tag of a 16-digit hex number that is a SpiderMonkey Value of a
    GC thing, else None."""
    if len(digits) != 16:
        return None
    tag = int(digits, 16) >> BOXED_SHIFT
    return tag if tag in BOXED_TAGS else None


def tokens(line):
    """[(whitespace before, token)] and the trailing whitespace."""
    toks = [(m.group(1), m.group(2)) for m in TOKEN.finditer(line)]
    trail = line[len(line.rstrip()):] if toks else line
    return toks, trail


def volatile(tok, facts):
    """Does this token of the fresh output vary between makings of the
    core (an address, a pid or tid, a build-id)?"""
    m = NUMBER.fullmatch(tok)
    if not m:
        return False
    digits = m.group(2)
    if BUILD_ID.fullmatch(digits) and not m.group(1):
        return True
    v = int(digits, 16)
    if facts.mapped(v) or v in facts.ids:
        return True
    if boxed_tag(digits) is not None and \
            facts.mapped(v & ((1 << BOXED_SHIFT) - 1)):
        return True
    return digits.isdigit() and int(digits) in facts.ids


def same_form(old, new):
    """Is the stored token old a number written as new is?"""
    mo, mn = NUMBER.fullmatch(old), NUMBER.fullmatch(new)
    if not mo or bool(mo.group(1)) != bool(mn.group(1)):
        return False
    if boxed_tag(mn.group(2)) is not None:
        return boxed_tag(mo.group(2)) == boxed_tag(mn.group(2))
    padded = [len(d) > 1 and d.startswith("0")
              for d in (mo.group(2), mn.group(2))]
    if any(padded):
        return len(mo.group(2)) == len(mn.group(2))     # zero-padded
    return True


def same_line(old, new, facts, vary=False):
    """None if the stored line old matches the fresh line new, else why
    not.  vary: every number is compared by its form only."""
    roots = (CORPORA_PATH.findall(old), CORPORA_PATH.findall(new))
    old, new = CORPORA_PATH.sub(CORPORA, old), CORPORA_PATH.sub(CORPORA, new)
    if old.startswith(ARGV) and new.startswith(ARGV) and old != new and \
            {len(r) for r in roots[0]} != {len(r) for r in roots[1]}:
        short, long_ = sorted((old, new), key=len)
        cut = short.rfind(" ")
        return None if cut > len(ARGV) and long_.startswith(short[:cut]) \
            else "the command line differs"
    (to, trail_o), (tn, trail_n) = tokens(old), tokens(new)
    if len(to) != len(tn):
        return "%d tokens, now %d" % (len(to), len(tn))
    vol = [volatile(t, facts) or (vary and NUMBER.fullmatch(t) is not None)
           for _, t in tn]
    # Words (runs of tokens between whitespace) holding a varying token
    # may change width: the whitespace on either side is padding.
    word, wvol = [], []
    for i, (wn, _) in enumerate(tn):
        if i == 0 or wn:
            wvol.append(False)
        word.append(len(wvol) - 1)
        wvol[-1] = wvol[-1] or vol[i]
    for i, ((wo, o), (wn, n)) in enumerate(zip(to, tn)):
        if vol[i]:
            if not same_form(o, n):
                return "%r is not a number like %r" % (o, n)
        elif o != n:
            return "%r, now %r" % (o, n)
        if wo != wn and not wvol[word[i]] and \
                not (word[i] > 0 and wvol[word[i] - 1]):
            return "spacing before %r differs" % n
    if trail_o != trail_n and not (wvol and wvol[-1]):
        return "trailing spacing differs"
    return None


THREAD_HEADER = re.compile(r"^thread [0-9a-fA-Fx]+:$")


def thread_order(lines):
    """The lines with each run of per-thread sections ("thread TID:" and
    the lines under it, as `::walk thread | ::stack` prints them) put in
    a canonical order: the first section stays first (the thread that
    took the signal), the others are sorted by their lines under the
    header.  The kernel writes the other threads into the core in the
    order they stopped, which is a race."""
    out, i = [], 0
    while i < len(lines):
        if not THREAD_HEADER.match(lines[i]):
            out.append(lines[i])
            i += 1
            continue
        sections, gaps = [], []
        while i < len(lines) and THREAD_HEADER.match(lines[i]):
            j = i + 1
            while j < len(lines) and not THREAD_HEADER.match(lines[j]) \
                    and not lines[j].startswith("> ") and lines[j] != "```":
                j += 1
            body = lines[i:j]
            k = len(body)
            while k > 1 and body[k - 1] == "":
                k -= 1
            sections.append(body[:k])
            gaps.append(body[k:])
            i = j
        sections[1:] = sorted(sections[1:], key=lambda s: s[1:])
        for sec, gap in zip(sections, gaps):
            out.extend(sec + gap)
    return out


def same_block(old, new, facts, vary=False):
    """None if the stored block matches the fresh one, else (line number
    in the block, stored line, fresh line, why)."""
    lo = thread_order(old.split("\n"))
    ln = thread_order(new.split("\n"))
    for i in range(max(len(lo), len(ln))):
        a = lo[i] if i < len(lo) else None
        b = ln[i] if i < len(ln) else None
        if a is None or b is None:
            return (i, a, b, "%d lines, now %d" % (len(lo), len(ln)))
        why = same_line(a, b, facts, vary)
        if why:
            return (i, a, b, why)
    return None


def show(line):
    """A transcript line for the terminal: control characters escaped."""
    if line is None:
        return "(no line)"
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in line)


def main():
    args = sys.argv[1:]
    check = "--check" in args
    force = "--force" in args
    files = [a for a in args if a not in ("--check", "--force")] or FILES
    if check and force:
        print("update-examples: --check and --force exclude each other",
              file=sys.stderr)
        sys.exit(2)
    cores = core_dirs()
    facts = {}
    errors, stale, diffs = [], [], []
    for path in files:
        with open(path) as f:
            text = f.read()
        env = {}
        changed = []

        def repl(m):
            if m.group("var"):
                define(cores, m.group("lcore"), m.group("var"),
                       m.group("lcmd"), env, errors)
                return m.group(0)
            name, lines, cmd = m.group("core"), m.group("lines"), \
                m.group("cmd")
            vary = m.group("vary") or ""
            block = transcript(cores, name, cmd, env, errors,
                               int(lines) if lines else MAXLINES)
            if block is None:
                return m.group(0)
            diff = same_block(m.group("block"), block,
                              core_facts(cores, name, facts, errors),
                              bool(vary))
            if diff:
                lineno = text.count("\n", 0, m.start()) + 2 + diff[0]
                changed.append((lineno, name, cmd) + diff[1:])
            return "<!-- example %s%s%s: %s -->\n%s" % (
                name, " lines=" + lines if lines else "", vary, cmd, block)
        new = MARKER.sub(repl, text)
        rel = os.path.relpath(path, ROOT)
        for lineno, name, cmd, a, b, why in changed:
            diffs.append("%s:%d: example %s: %s: %s\n"
                         "    stored: %s\n    jsmdb:  %s" % (
                             rel, lineno, name, cmd, why, show(a), show(b)))
        if (changed or force) and new != text:
            stale.append(rel)
            if not check:
                with open(path, "w") as f:
                    f.write(new)
    for e in errors:
        print("update-examples: %s" % e, file=sys.stderr)
    for d in diffs:
        print("update-examples: %s" % d)
    for p in stale:
        print("update-examples: %s %s" % (
            "out of date:" if check else "updated", p))
    sys.exit(1 if errors or (check and stale) else 0)


if __name__ == "__main__":
    main()
