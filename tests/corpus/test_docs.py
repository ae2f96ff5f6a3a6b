#!/usr/bin/env python3
"""The docs check: the example transcripts in README.md and docs/*.md are
what jsmdb prints on the reference cores (docs/update-examples.py
--check), compared as that script describes -- addresses, pids, tids,
build-ids and the cache directory may differ from the stored transcript,
nothing else may.

Also proves the comparison is not blind:

  docs/rules           each normalisation rule on canned lines: what it
                       lets through, and what it must still catch
  docs/catches-heading a jsmdb whose ::jsfunctions heading changed
                       (a wrapper rewriting its output) fails the check
  docs/catches-count   a jsmdb that prints 2501 where a count was 2500
                       fails the check
"""
import importlib.util
import os
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # no __pycache__ in the repo
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpuslib import (JSMDB, ROOT, check, finish, report_fail,  # noqa: E402
                       run_test)

SCRIPT = os.path.join(ROOT, "docs", "update-examples.py")
TUTORIAL = os.path.join(ROOT, "docs", "tutorial.md")


def load_script():
    spec = importlib.util.spec_from_file_location("update_examples", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def run_check(jsmdb, files=()):
    env = dict(os.environ, JSMDB=jsmdb)
    return subprocess.run([sys.executable, SCRIPT, "--check"] + list(files),
                          capture_output=True, text=True, env=env,
                          timeout=900)


def t_check():
    p = run_check(JSMDB)
    check(p.returncode == 0, "docs/update-examples.py --check: exit %d" %
          p.returncode, p.stdout + p.stderr)


def t_rules(ue):
    # a core mapped at 0x55d000000000-0x55d000100000 and 0xa000000-
    # 0xb000000, pid 4242 with a thread 4243
    facts = ue.Facts([(0x55d000000000, 0x55d000100000),
                      (0xa000000, 0xb000000)], [4242, 4243])
    same = [
        # addresses, any width, right-aligned or padded to a tab stop
        ("    5587fa25d120     3001 Foo", "    55d000000120     3001 Foo"),
        ("    5587fa25d120     3001 Foo", "         a27c070     3001 Foo"),
        ("0x2f59c0b0:     jsmdb buffer", "0xa27c070:      jsmdb buffer"),
        ("0x00005587fa25a94a|0x000000000000001f|FUNC |GLOB |level_two",
         "0x000055d00000094a|0x000000000000001f|FUNC |GLOB |level_two"),
        # pid and tids, decimal and hex
        ("status: process terminated by SIGABRT (Aborted), pid=28688 "
         "code=-6", "status: process terminated by SIGABRT (Aborted), "
         "pid=4242 code=-6"),
        ("thread 28688:", "thread 4242:"),
        ("7010", "1093"),
        ("%rbx  = 0x0000000000007010       %r9   = 0x0000558829744600",
         "%rbx  = 0x0000000000001092       %r9   = 0x000055d000000600"),
        # build-id
        ("build-id: d6ec3eda3a1dc0bc206f33a5ff9600e973e17753",
         "build-id: 0123456789abcdef0123456789abcdef01234567"),
        # the cache directory, and the kernel's 80-byte argv
        ("file: /root/.cache/jsmdb/cores/threads/threads",
         "file: /home/someone/jsmdb-cache/cores/threads/threads"),
        ("initial argv: /root/.cache/jsmdb/node/24.21.0/node "
         "/root/.cache/jsmdb/cores/demo-node24/demo.",
         "initial argv: /tmp/a-much-longer-cache-directory/node/24.21.0/node "
         "/tmp/a-much-"),
        # a SpiderMonkey Value of an object or a string whose pointer is
        # in a mapping
        ("          this: fffe2f84fda3d138 (object: Array)",
         "          this: fffe55d000000138 (object: Array)"),
        ("          arg4: fffb2f84fda67058 (string: \"sbox\")",
         "          arg4: fffb00000a000058 (string: \"sbox\")"),
    ]
    differ = [
        # a count, a size, an offset, a heading, a word, spacing
        ("    5587fa25d120     3001 Foo", "    55d000000120     3002 Foo"),
        ("  7f2b61351000   7f2b61b51000   800000 [ anon ]",
         "  55d000000000   55d000100000   801000 [ anon ]"),
        ("libc.so.6`abort+0xd3()", "libc.so.6`abort+0xd4()"),
        ("            FUNC   #FUNCS NAME", "            FUNC   #CLOSURES NAME"),
        ("JsmdbRequest: id, method", "JsmdbRequest: id, verb"),
        ("counter_table:  11              22",
         "counter_table:  11             22"),
        # a number that is no address, pid or tid of this core
        ("thread 28688:", "thread 4244:"),
        ("0 200000000", "0 300000000"),
        # an address stored in another form (0x, zero-padding)
        ("0x5587fa25d120", "55d000000120"),
        ("0x00005587fa25a94a|", "0x55d00000094a|"),
        # a path outside the cache directory
        ("/usr/lib/x86_64-linux-gnu/libc.so.6",
         "/usr/lib64/libc.so.6"),
        ("initial argv: /root/.cache/jsmdb/cores/threads/threads ",
         "initial argv: /root/.cache/jsmdb/cores/threads/thread2 "),
        # a boxed Value of another tag (a string stored, an object now),
        # one whose pointer is in no mapping, a double
        ("          this: fffb2f84fda3d138 (object: Array)",
         "          this: fffe55d000000138 (object: Array)"),
        ("          this: fffe2f84fda3d138 (object: Array)",
         "          this: fffe7ff000000138 (object: Array)"),
        ("          arg3: 4019000000000000 (double: 6.25)",
         "          arg3: 401955d000000000 (double: 6.25)"),
    ]
    bad = []
    for old, new in same:
        why = ue.same_line(old, new, facts)
        if why:
            bad.append("should match (%s):\n  %s\n  %s" % (why, old, new))
    for old, new in differ:
        if ue.same_line(old, new, facts) is None:
            bad.append("should differ:\n  %s\n  %s" % (old, new))
    # vary: numbers by form only
    if ue.same_line("  424305a9  3246  2 Object", "  b18b7986  3257  2 Object",
                    facts, vary=True):
        bad.append("vary: counts should match")
    if ue.same_line("  424305a9  3246  2 Object", "  b18b7986  3257  2 Array",
                    facts, vary=True) is None:
        bad.append("vary: words should still differ")
    # threads in another order, the signalled one first
    a = "```\n> ::walk thread | ::stack\nthread 1:\nmain()\n\nthread 2:\n" \
        "read()\n\nthread 3:\nnanosleep()\n```\n"
    b = "```\n> ::walk thread | ::stack\nthread 4242:\nmain()\n\n" \
        "thread 4243:\nnanosleep()\n\nthread 4243:\nread()\n```\n"
    if ue.same_block(a, b, facts):
        bad.append("threads in another order should match: %r" %
                   (ue.same_block(a, b, facts),))
    c = b.replace("nanosleep", "poll")
    if ue.same_block(a, c, facts) is None:
        bad.append("a thread's stack that changed should differ")
    d = b.replace("thread 4242:\nmain()", "thread 4242:\nabort()")
    if ue.same_block(a, d, facts) is None:
        bad.append("the first thread's stack that changed should differ")
    check(not bad, "%d rule(s) broken" % len(bad), "\n".join(bad))


def wrapper(tmp, name, sed):
    """A jsmdb that runs the real one and rewrites its stdout with sed,
    as a dcmd whose output changed would print."""
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        f.write("#!/bin/bash\nset -o pipefail\n"
                "%s \"$@\" | sed -e %s\n" % (
                    JSMDB_Q, "'" + sed.replace("'", "'\\''") + "'"))
    os.chmod(path, 0o755)
    return path


def t_catches(tmp, name, sed, want):
    fake = wrapper(tmp, name, sed)
    p = run_check(fake, [TUTORIAL])
    out = p.stdout + p.stderr
    check(p.returncode == 1, "a changed %s was not caught (exit %d)" % (
        name, p.returncode), out)
    check(want in out, "the report does not show the change (%r)" % want,
          out)
    check("out of date: docs/tutorial.md" in out,
          "docs/tutorial.md not reported out of date", out)


JSMDB_Q = "'" + JSMDB.replace("'", "'\\''") + "'"


def main():
    if not os.access(JSMDB, os.X_OK):
        report_fail("docs", "%s is not built" % JSMDB)
        finish()
    ue = load_script()
    tmp = tempfile.mkdtemp(prefix="jsmdb-docs.")
    try:
        run_test("docs/check", t_check)
        run_test("docs/rules", t_rules, ue)
        # ::jsfunctions -n Request in the tutorial prints this heading
        run_test("docs/catches-heading", t_catches, tmp, "heading",
                 "s/#FUNCS/#CLOSURES/", "#CLOSURES")
        # ::findjsobjects ! wc -l in the tutorial prints 2500
        run_test("docs/catches-count", t_catches, tmp, "count",
                 "s/^2500$/2501/", "'2500', now '2501'")
    finally:
        subprocess.run(["rm", "-rf", tmp])
    finish()


if __name__ == "__main__":
    main()
