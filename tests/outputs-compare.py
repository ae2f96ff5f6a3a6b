#!/usr/bin/env python3
"""outputs-compare.py: run the same jsmdb commands on every corpus core with
two builds and report every difference in stdout, stderr or exit status.

Used when code moves without meant to change what it prints (the engine
seam: V8's dcmds rewritten over mdbmod/engine.h must print the same bytes
on every core).  It compares two builds of jsmdb with each other; the
corpus tests compare jsmdb with the truth.

  tests/outputs-compare.py --old /tmp/ref/jsmdb --new build/jsmdb \\
      -e '::jsstack -v' -e '::findjsobjects' [--cores 'heap-*'] [-j 2]

A command may use {ADDR:dcmd args}: the first address the old build
prints in the first column of that command's output (e.g.
'{ADDR:::findjsobjects -c Widget}::jsprint'), so per-object commands run
on real objects of each core.
"""
import argparse, concurrent.futures, fnmatch, glob, os, re, subprocess, sys

def run(binary, core, cmd, timeout):
    try:
        p = subprocess.run([binary, '-e', cmd, core], capture_output=True,
                           timeout=timeout, env=dict(os.environ, NO_COLOR='1'))
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 'timeout', b'', b''

ADDR = re.compile(r'\{ADDR:([^}]*)\}')

def expand(binary, core, cmd, timeout):
    m = ADDR.search(cmd)
    if not m:
        return cmd
    rc, out, _ = run(binary, core, m.group(1), timeout)
    for line in out.decode('utf-8', 'replace').splitlines():
        w = line.split()
        if w and re.fullmatch(r'[0-9a-f]{6,16}', w[0]):
            return cmd[:m.start()] + w[0] + cmd[m.end():]
    return None

def one(args, core, cmd):
    cmd = expand(args.old, core, cmd, args.timeout)
    if cmd is None:
        return None
    a = run(args.old, core, cmd, args.timeout)
    b = run(args.new, core, cmd, args.timeout)
    if a == b:
        return (core, cmd, None)
    return (core, cmd, (a, b))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--old', required=True)
    ap.add_argument('--new', required=True)
    ap.add_argument('-e', action='append', default=[], dest='cmds')
    ap.add_argument('--cmds-file')
    ap.add_argument('--cores', default='*')
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('--timeout', type=int, default=300)
    args = ap.parse_args()
    if args.cmds_file:
        args.cmds += [l.rstrip('\n') for l in open(args.cmds_file)
                      if l.strip() and not l.startswith('#')]
    root = os.path.join(os.environ.get('JSMDB_CORPORA',
                        os.path.expanduser('~/.cache/jsmdb')), 'cores')
    cores = sorted(c for c in glob.glob(os.path.join(root, '*', 'core'))
                   if fnmatch.fnmatch(os.path.basename(os.path.dirname(c)),
                                      args.cores))
    jobs = [(c, cmd) for c in cores for cmd in args.cmds]
    same = differ = skipped = 0
    with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
        for r in ex.map(lambda j: one(args, *j), jobs):
            if r is None:
                skipped += 1
                continue
            core, cmd, d = r
            if d is None:
                same += 1
                continue
            differ += 1
            (rca, oa, ea), (rcb, ob, eb) = d
            print('DIFFERS: %s: %s (exit %s vs %s)' % (
                os.path.basename(os.path.dirname(core)), cmd, rca, rcb))
            import difflib
            for part, x, y in (('stdout', oa, ob), ('stderr', ea, eb)):
                if x != y:
                    dl = list(difflib.unified_diff(
                        x.decode('utf-8', 'replace').splitlines(),
                        y.decode('utf-8', 'replace').splitlines(),
                        'old ' + part, 'new ' + part, lineterm='', n=1))
                    print('\n'.join(dl[:40]))
    print('outputs-compare: %d same, %d differ, %d skipped (no address), '
          '%d cores' % (same, differ, skipped, len(cores)))
    return 1 if differ else 0

if __name__ == '__main__':
    sys.exit(main())
