#!/usr/bin/env bash
#
# bench/findjsobjects.sh: the heap part of `make bench`.  Times
# ::findjsobjects on a Node.js 18 core holding one million instances of one
# class with their strings and arrays (corpora/node/bench.js, about 400 MB
# of heap), next to llnode's `v8 findjsobjects` on the same core, and checks
# the counts against what bench.js says it allocated.
#
# Usage: bench/findjsobjects.sh [JSMDB]     (default build/jsmdb)
#
# Environment:
#   JSMDB_CORPORA       cache of node binaries and cores (~/.cache/jsmdb)
#   JSMDB_BENCH_N       instances to make (default 1000000)
#   JSMDB_BENCH_LLNODE  0 to skip llnode (default 1: install it if missing)
#   JSMDB_BENCH_RUNS    jsmdb runs to take the best of (default 3)
#   JSMDB_BENCH_MAXRSS  jsmdb's peak resident MB must stay under (300)
#   JSMDB_BENCH_MAXWALL jsmdb's warm wall time must stay under (1.0 s)
#
# For each tool: wall time, heap bytes walked per second, peak resident
# memory (VmHWM) and peak anonymous memory (RssAnon).  jsmdb maps the
# core: the pages of it that it reads count as resident (they are the
# page cache's), and the heap walk gives each V8 page back (mdb_vdone)
# once it is walked.  Also a run with the page cache dropped when that is
# allowed.  Exits 1 when jsmdb miscounts or misses the memory or time
# target.
#
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
JSMDB=${1:-$root/build/jsmdb}
CACHE=${JSMDB_CORPORA:-$HOME/.cache/jsmdb}
N=${JSMDB_BENCH_N:-1000000}
RUNS=${JSMDB_BENCH_RUNS:-3}
DIR="$CACHE/bench/bench-node18"
say() { printf 'bench: %s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }

[ -x "$JSMDB" ] || die "$JSMDB not built (make)"
NODE=$("$root/corpora/make-cores.sh" --node 18)

# ---- the core ----
stamp=$( { echo "n $N"; "$NODE" --version; cat "$root/corpora/node/bench.js"; } |
    sha256sum | cut -d' ' -f1)
if [ ! -f "$DIR/core" ] || [ "$(cat "$DIR/stamp" 2>/dev/null)" != "$stamp" ]
then
	say "making the benchmark core in $DIR (Node.js $("$NODE" --version))"
	rm -rf "$DIR"
	mkdir -p "$DIR"
	cp "$root/corpora/node/bench.js" "$DIR/"
	rc=0
	{ (
		cd "$DIR"
		ulimit -c unlimited
		exec env -u NODE_OPTIONS JSMDB_BENCH_N="$N" "$NODE" \
		    --max-old-space-size=8192 "$DIR/bench.js" </dev/null \
		    >"$DIR/stdout.txt" 2>"$DIR/stderr.txt"
	) || rc=$?; } 2>/dev/null
	[ "$rc" -eq 134 ] || die "bench.js exited $rc, not 134; see $DIR"
	[ -f "$DIR/core" ] || die "no core in $DIR (core_pattern must be 'core')"
	printf '%s\n' "$stamp" >"$DIR/stamp"
fi

# ---- measuring: a sampler of /proc/PID/status ----
# prints: seconds peak_rss_kb peak_anon_kb, the command's output to $2
measure() {
	local out=$1
	shift
	python3 - "$out" "$@" <<'PY'
import subprocess, sys, time
out = open(sys.argv[1], "wb")
t0 = time.monotonic()
p = subprocess.Popen(sys.argv[2:], stdout=out, stderr=subprocess.STDOUT)
hwm = anon = 0
path = "/proc/%d/status" % p.pid
while p.poll() is None:
    try:
        for ln in open(path):
            if ln.startswith("VmHWM:"):
                hwm = max(hwm, int(ln.split()[1]))
            elif ln.startswith("RssAnon:"):
                anon = max(anon, int(ln.split()[1]))
    except (OSError, ValueError):
        pass
    time.sleep(0.002)
print("%.3f %d %d" % (time.monotonic() - t0, hwm, anon))
PY
}

drop_caches() {
	sync
	{ echo 3 >/proc/sys/vm/drop_caches; } 2>/dev/null
}

heap_bytes=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["heapUsed"])' "$DIR/truth.json")
core_bytes=$(stat -c %s "$DIR/core")
jout="$DIR/jsmdb.out"

# ---- jsmdb ----
best=
for i in $(seq 1 "$RUNS"); do
	r=$(measure "$jout" "$JSMDB" -e '::findjsobjects -v' "$NODE" "$DIR/core")
	if [ -z "$best" ] || awk -v a="$r" -v b="$best" \
	    'BEGIN { split(a, x, " "); split(b, y, " "); exit !(x[1] < y[1]) }'
	then
		best=$r
	fi
done
cold=
if drop_caches; then
	cold=$(measure "$DIR/jsmdb-cold.out" "$JSMDB" -e '::findjsobjects -v' \
	    "$NODE" "$DIR/core")
fi

walked=$(awk -F'=> ' '/space pages \(bytes\)/ { gsub(/.*\(|\)/, "", $2); s += $2 }
    END { print s + 0 }' "$jout")
census=$(awk -F'=> ' '/elapsed seconds/ { print $2 }' "$jout")
count=$(awk '{ for (i = 4; i <= NF; i++) if ($i == "JsmdbBenchItem:") print $2 }' \
    "$jout")
arrays=$(awk -F'=> ' '/ arrays =>/ { print $2 }' "$jout")

# ---- llnode ----
lline=
if [ "${JSMDB_BENCH_LLNODE:-1}" != 0 ]; then
	if so=$("$here/install-llnode.sh"); then
		lout="$DIR/llnode.out"
		lline=$(measure "$lout" lldb-14 --batch -o "plugin load $so" \
		    -o "v8 findjsobjects" "$NODE" -c "$DIR/core")
		l_obj=$(awk '$3 == "JsmdbBenchItem" { print $1 }' "$lout")
		l_unnamed=$(awk '$3 == "(Object)" { print $1 }' "$lout")
		l_arr=$(awk '$3 == "(Array)" { print $1 }' "$lout")
	else
		say "llnode could not be installed; its column is empty"
	fi
fi

# ---- the report ----
set -- $best
j_wall=$1 j_rss=$2 j_anon=$3
printf '\nfindjsobjects on %s\n' "$DIR/core"
printf '  core %s bytes, V8 heap %s bytes used (bench.js), %s instances\n\n' \
    "$core_bytes" "$heap_bytes" "$N"
printf '  %-34s %14s %14s\n' "" "jsmdb" "llnode"
if [ -n "$lline" ]; then set -- $lline; else set -- - - -; fi
l_wall=$1 l_rss=$2 l_anon=$3
printf '  %-34s %14s %14s\n' "wall time, warm cache (s)" "$j_wall" "$l_wall"
if [ -n "$cold" ]; then
	printf '  %-34s %14s %14s\n' "wall time, cold cache (s)" \
	    "$(echo "$cold" | cut -d' ' -f1)" "-"
fi
printf '  %-34s %14s %14s\n' "census time inside jsmdb (s)" "$census" "-"
printf '  %-34s %14s %14s\n' "heap bytes walked" "$walked" "-"
printf '  %-34s %14s %14s\n' "heap bytes per second (wall)" \
    "$(awk -v b="$walked" -v t="$j_wall" 'BEGIN { printf "%.0f", b / t }')" \
    "$( [ "$l_wall" != - ] && awk -v b="$walked" -v t="$l_wall" \
    'BEGIN { printf "%.0f", b / t }' || echo -)"
printf '  %-34s %14s %14s\n' "peak resident (VmHWM, MB)" \
    "$((j_rss / 1024))" "$( [ "$l_rss" != - ] && echo $((l_rss / 1024)) || echo -)"
printf '  %-34s %14s %14s\n' "peak anonymous (RssAnon, MB)" \
    "$((j_anon / 1024))" "$( [ "$l_anon" != - ] && echo $((l_anon / 1024)) || echo -)"
printf '  %-34s %14s %14s\n' "JsmdbBenchItem instances" "${count:-?}" \
    "${l_obj:-${l_unnamed:+(Object) $l_unnamed}}"
printf '  %-34s %14s %14s\n' "arrays" "${arrays:-?}" "${l_arr:--}"
if [ "$l_wall" != - ]; then
	printf '  %-34s %14s\n' "speedup over llnode" \
	    "$(awk -v a="$l_wall" -v b="$j_wall" 'BEGIN { printf "%.0fx", a / b }')"
fi
printf '\n'

status=0
[ "${count:-0}" = "$N" ] || { say "jsmdb counted ${count:-nothing}, not $N"; status=1; }
maxrss=${JSMDB_BENCH_MAXRSS:-300}
maxwall=${JSMDB_BENCH_MAXWALL:-1.0}
if [ $((j_rss / 1024)) -ge "$maxrss" ]; then
	say "jsmdb peak resident $((j_rss / 1024)) MB, not under $maxrss MB"
	status=1
fi
if awk -v a="$j_wall" -v b="$maxwall" 'BEGIN { exit !(a >= b) }'; then
	say "jsmdb warm wall time $j_wall s, not under $maxwall s"
	status=1
fi
if [ -n "${l_arr:-}" ] && [ "${arrays:-}" != "$l_arr" ]; then
	say "note: array counts differ (jsmdb $arrays, llnode $l_arr)"
fi
exit $status
