#!/usr/bin/env python3
"""make install and what it installs: the program, the man pages, the bash
completion, the user docs.

  install/destdir      make install PREFIX=/usr DESTDIR=tmp puts each file
                       where the GNU directory variables say, with the
                       right modes, and nothing else
  install/run          the installed jsmdb runs on the native core and on a
                       Node.js core and prints what build/jsmdb prints;
                       --help and --version exit 0
  install/uninstall    make uninstall removes every file again
  install/prefix       PREFIX=/opt/jsmdb moves everything, and the man pages
                       name the docs directory under it
  man/render           both man pages render with man --warnings (and groff
                       -ww) without a single warning
  man/dcmds            the man pages and the bash completion name every dcmd
                       and walker jsmdb registers on a Node.js core, and no
                       other
  man/version          the version in the man pages and debian/changelog is
                       the one jsmdb --version prints
  completion/bash      the installed completion completes options, dcmd
                       names after -e (also after ';' inside quotes), files
                       and directories
"""
import gzip
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (JSMDB, ROOT, check, cores, finish,  # noqa: E402
                       report_fail, run_test)

BUILD = os.path.relpath(os.path.dirname(JSMDB), ROOT)
MAN_PAGES = ("jsmdb.1", "jsmdb-dcmds.7")
DOCS = ("usage.md", "reference.md", "tutorial.md")


def make(*args):
    p = subprocess.run(["make", "--no-print-directory", "-s",
                        "BUILD=" + BUILD] + list(args), cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    check(p.returncode == 0, "make %s: exit %d" % (" ".join(args),
                                                  p.returncode),
          p.stdout + p.stderr)
    return p


def files_under(d):
    out = set()
    for dirpath, _, names in os.walk(d):
        for n in names:
            out.add(os.path.relpath(os.path.join(dirpath, n), d))
    return out


def expected(prefix):
    p = prefix.lstrip("/")
    return {
        "%s/bin/jsmdb" % p: 0o755,
        "%s/share/man/man1/jsmdb.1" % p: 0o644,
        "%s/share/man/man7/jsmdb-dcmds.7" % p: 0o644,
        "%s/share/bash-completion/completions/jsmdb" % p: 0o644,
        "%s/share/doc/jsmdb/usage.md" % p: 0o644,
        "%s/share/doc/jsmdb/reference.md" % p: 0o644,
        "%s/share/doc/jsmdb/tutorial.md" % p: 0o644,
    }


def t_destdir(dest):
    make("install", "PREFIX=/usr", "DESTDIR=" + dest)
    want = expected("/usr")
    got = files_under(dest)
    check(got == set(want), "installed files differ",
          "missing: %s\nunexpected: %s" % (sorted(set(want) - got),
                                           sorted(got - set(want))))
    for rel, mode in want.items():
        m = os.stat(os.path.join(dest, rel)).st_mode & 0o777
        check(m == mode, "%s: mode %o, expected %o" % (rel, m, mode))
    for d in DOCS:
        with open(os.path.join(ROOT, "docs", d), "rb") as a, \
                open(os.path.join(dest, "usr/share/doc/jsmdb", d), "rb") as b:
            check(a.read() == b.read(), "%s differs from docs/%s" % (d, d))


def run(argv, **kw):
    p = subprocess.run(argv, capture_output=True, text=True,
                       errors="replace", timeout=300, **kw)
    return p


def t_run(dest, natives, nodes):
    exe = os.path.join(dest, "usr/bin/jsmdb")
    p = run([exe, "--version"])
    check(p.returncode == 0 and p.stdout.startswith("jsmdb "),
          "installed jsmdb --version: exit %d" % p.returncode,
          p.stdout + p.stderr)
    p = run([exe, "--help"])
    check(p.returncode == 0 and p.stdout.startswith("usage: jsmdb"),
          "installed jsmdb --help: exit %d" % p.returncode,
          p.stdout + p.stderr)
    cases = []
    if natives:
        cases.append((natives[0], "::status; ::walk thread | ::stack; "
                      "*motd/s"))
    if nodes:
        cases.append((nodes[0], "::jsstack; ::findjsobjects -c "
                      "JsmdbRequest | ::findjsobjects ! wc -l"))
    check(cases, "no reference core to run on (make corpora)")
    for core, cmd in cases:
        a = run([exe, "-e", cmd, core.path])
        b = run([JSMDB, "-e", cmd, core.path])
        check(a.returncode == 0, "installed jsmdb -e '%s' %s: exit %d" % (
            cmd, core.name, a.returncode), a.stdout + a.stderr)
        check(a.stdout == b.stdout and a.stdout.strip(),
              "installed and built jsmdb differ on %s" % core.name,
              "installed:\n%s\nbuilt:\n%s" % (a.stdout, b.stdout))


def t_uninstall(dest):
    make("uninstall", "PREFIX=/usr", "DESTDIR=" + dest)
    left = files_under(dest)
    check(not left, "files left after make uninstall", "\n".join(sorted(left)))


def t_prefix(tmp):
    dest = os.path.join(tmp, "prefix")
    make("install", "PREFIX=/opt/jsmdb", "DESTDIR=" + dest)
    want = expected("/opt/jsmdb")
    got = files_under(dest)
    check(got == set(want), "installed files differ with PREFIX=/opt/jsmdb",
          "missing: %s\nunexpected: %s" % (sorted(set(want) - got),
                                           sorted(got - set(want))))
    for page, sec in (("jsmdb.1", "man1"), ("jsmdb-dcmds.7", "man7")):
        with open(os.path.join(dest, "opt/jsmdb/share/man", sec, page)) as f:
            text = f.read()
        check("/opt/jsmdb/share/doc/jsmdb" in text and
              "/usr/share/doc/jsmdb" not in text,
              "%s does not name the docs directory under the prefix" % page)
    make("uninstall", "PREFIX=/opt/jsmdb", "DESTDIR=" + dest)
    check(not files_under(dest), "files left after make uninstall "
          "PREFIX=/opt/jsmdb")


def t_render(dest):
    mandir = os.path.join(dest, "usr/share/man")
    env = dict(os.environ, LC_ALL="C.UTF-8", MANWIDTH="80")
    for page, sec in (("jsmdb.1", "man1"), ("jsmdb-dcmds.7", "man7")):
        path = os.path.join(mandir, sec, page)
        p = run(["man", "--warnings", "-E", "UTF-8", "-l", path], env=env)
        check(p.returncode == 0, "man -l %s: exit %d" % (page, p.returncode),
              p.stderr)
        check(p.stderr.strip() == "", "man --warnings -l %s warns" % page,
              p.stderr)
        check(len(p.stdout.splitlines()) > 50, "man -l %s: too short" % page,
              p.stdout)
        for head in ("NAME", "SEE ALSO"):
            check("\n%s\n" % head in p.stdout, "%s: no %s section" % (
                page, head))
        # groff directly, every warning on (-ww), tbl for the formats table
        p = run(["groff", "-man", "-t", "-ww", "-z", path])
        check(p.returncode == 0 and p.stderr.strip() == "",
              "groff -ww %s warns" % page, p.stderr)
    p = run(["man", "-l", os.path.join(mandir, "man1/jsmdb.1")], env=env)
    for head in ("SYNOPSIS", "DESCRIPTION", "OPTIONS", "THE COMMAND LANGUAGE",
                 "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES",
                 "EXAMPLES"):
        check("\n%s\n" % head in p.stdout, "jsmdb.1: no %s section" % head)
    for opt in ("-e", "-f", "-L", "-o", "--diff", "--heapsnapshot",
                "--color", "--triage",
                "--help", "--version"):
        check(re.search(r"^\s+%s\b" % re.escape(opt), p.stdout, re.M) or
              ", %s" % opt in p.stdout, "jsmdb.1: option %s not described"
              % opt, p.stdout)


def registered(node):
    """(dcmds, walkers) jsmdb registers on a Node.js core."""
    names = []
    for cmd in ("::dcmds", "::walkers"):
        p = run([JSMDB, "-e", cmd, node.path])
        check(p.returncode == 0, "%s: exit %d" % (cmd, p.returncode),
              p.stderr)
        names.append({ln.split()[0] for ln in p.stdout.splitlines()
                      if ln.strip()})
    return names


def t_dcmds(dest, node):
    dcmds, walkers = registered(node)
    check(len(dcmds) > 30 and "jsstack" in dcmds,
          "::dcmds listed %d dcmds" % len(dcmds))
    env = dict(os.environ, LC_ALL="C.UTF-8", MANWIDTH="200")
    texts = {}
    for page, sec in (("jsmdb.1", "man1"), ("jsmdb-dcmds.7", "man7")):
        p = run(["man", "-l", os.path.join(dest, "usr/share/man", sec, page)],
                env=env)
        texts[page] = p.stdout.replace("\u2010", "-")
    bad = []
    for page, text in texts.items():
        # "addr::dcmd" is the form, not a dcmd
        named = set(re.findall(r"::([a-z][a-z0-9]+)", text)) - {"dcmd"}
        for d in sorted(dcmds - named):
            bad.append("%s: no ::%s" % (page, d))
        for d in sorted(named - dcmds):
            bad.append("%s: ::%s is not a dcmd" % (page, d))
        # each walker heads an entry of the WALKERS section
        section = text.split("\nWALKERS\n", 1)[-1].split("\nSEE ALSO\n")[0] \
            if "\nWALKERS\n" in text else \
            text.split("\n   Walkers\n", 1)[-1].split("\nEXIT STATUS\n")[0]
        listed = set(re.findall(r"^ {7}(?:addr::walk )?([a-z]+)\b", section,
                                re.M))
        if listed != walkers:
            bad.append("%s: walkers %s, jsmdb has %s" % (
                page, sorted(listed), sorted(walkers)))
    comp = os.path.join(dest, "usr/share/bash-completion/completions/jsmdb")
    with open(comp) as f:
        m = re.search(r"_jsmdb_dcmds='([^']*)'", f.read())
    listed = set(m.group(1).split()) if m else set()
    if listed != dcmds:
        bad.append("bash completion: missing %s, extra %s" % (
            sorted(dcmds - listed), sorted(listed - dcmds)))
    check(not bad, "%d difference(s)" % len(bad), "\n".join(bad))


def t_version(dest):
    p = run([JSMDB, "--version"])
    version = p.stdout.split()[1]
    for page, sec in (("jsmdb.1", "man1"), ("jsmdb-dcmds.7", "man7")):
        with open(os.path.join(dest, "usr/share/man", sec, page)) as f:
            th = [ln for ln in f if ln.startswith(".TH ")]
        check(th and '"jsmdb %s"' % version in th[0],
              "%s: .TH does not say jsmdb %s" % (page, version), "".join(th))
    with open(os.path.join(ROOT, "debian", "changelog")) as f:
        first = f.readline()
    m = re.match(r"jsmdb \(([^)-]+)(-[^)]*)?\)", first)
    check(m and m.group(1) == version, "debian/changelog says %s, jsmdb "
          "--version %s" % (m.group(1) if m else first.strip(), version))


def complete(comp, line, words, tmp):
    """COMPREPLY of _jsmdb for a command line, as bash would call it."""
    script = ('source "$1"; shift; complete -p jsmdb >/dev/null || exit 3; '
              'COMP_WORDBREAKS=$\' \\t\\n"\\\'@><=;|&(:\'; '
              'COMP_LINE=$1; COMP_POINT=${#COMP_LINE}; shift; '
              'COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _jsmdb; '
              'printf "%s\\n" "${COMPREPLY[@]}"')
    p = subprocess.run(["bash", "--norc", "-c", script, "_", comp, line] +
                       words, capture_output=True, text=True, cwd=tmp,
                       timeout=30)
    check(p.returncode == 0, "completion of %r: exit %d" % (line,
                                                          p.returncode),
          p.stderr)
    return sorted(x for x in p.stdout.split("\n") if x)


def t_completion(dest, tmp):
    comp = os.path.join(dest, "usr/share/bash-completion/completions/jsmdb")
    p = subprocess.run(["bash", "-n", comp], capture_output=True, text=True)
    check(p.returncode == 0, "bash -n: syntax error", p.stderr)
    work = os.path.join(tmp, "cwd")
    os.makedirs(os.path.join(work, "sysroot dir"))
    for f in ("core.4242", "cmds.txt"):
        open(os.path.join(work, f), "w").close()
    cases = [
        # (line, COMP_WORDS as bash splits it, expected replies)
        ("jsmdb -e ::jss", ["jsmdb", "-e", "::", "jss"],
         ["jssource", "jsstack"]),
        ("jsmdb -e ::v8ty", ["jsmdb", "-e", "::", "v8ty"],
         ["v8type", "v8types"]),
        ("jsmdb -e ", ["jsmdb", "-e", ""], None),       # all, as ::name
        ("jsmdb -e '::status; ::nodei", ["jsmdb", "-e", "'::status; ::nodei"],
         ["'::status; ::nodeinfo"]),
        ("jsmdb --ver", ["jsmdb", "--ver"], ["--version"]),
        ("jsmdb -", ["jsmdb", "-"],
         sorted(["-e", "-f", "-L", "-o", "-h", "-V", "--diff",
                 "--heapsnapshot", "--triage", "--color=", "--help",
                 "--version"])),
        ("jsmdb --color=a", ["jsmdb", "--color", "=", "a"],
         ["always", "auto"]),
        ("jsmdb -o ", ["jsmdb", "-o", ""], ["json", "text"]),
        ("jsmdb --diff co", ["jsmdb", "--diff", "co"], ["core.4242"]),
        ("jsmdb co", ["jsmdb", "co"], ["core.4242"]),
        ("jsmdb -f cm", ["jsmdb", "-f", "cm"], ["cmds.txt"]),
        ("jsmdb -L sys", ["jsmdb", "-L", "sys"], ["sysroot dir"]),
        ("jsmdb -L co", ["jsmdb", "-L", "co"], []),     # not a directory
    ]
    bad = []
    for line, words, want in cases:
        got = complete(comp, line, words, work)
        if want is None:
            ok = len(got) > 30 and all(g.startswith("::") for g in got) \
                and "::jsstack" in got
        else:
            ok = got == want
        if not ok:
            bad.append("%r: %s, expected %s" % (line, got, want))
    check(not bad, "%d completion(s) wrong" % len(bad), "\n".join(bad))


def main():
    if not os.access(JSMDB, os.X_OK):
        report_fail("install", "%s is not built" % JSMDB)
        finish()
    all_cores = [c for c in cores() if c.ready]
    natives = [c for c in all_cores if c.engine == "native"]
    nodes = [c for c in all_cores if c.name == "demo-node24"] or \
        [c for c in all_cores if c.engine == "node"]
    tmp = tempfile.mkdtemp(prefix="jsmdb-install.")
    dest = os.path.join(tmp, "destdir")
    try:
        run_test("install/destdir", t_destdir, dest)
        run_test("install/run", t_run, dest, natives, nodes)
        run_test("man/render", t_render, dest)
        if nodes:
            run_test("man/dcmds", t_dcmds, dest, nodes[0])
        else:
            report_fail("man/dcmds", "no Node.js core (make corpora)")
        run_test("man/version", t_version, dest)
        run_test("completion/bash", t_completion, dest, tmp)
        run_test("install/uninstall", t_uninstall, dest)
        run_test("install/prefix", t_prefix, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
