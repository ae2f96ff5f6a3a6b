#!/usr/bin/env bash
#
# tests/bench.sh: timings on a reference core (make bench; not part of make
# test).  Each figure is wall time, best of $BENCH_RUNS (default 5).
#
#   open + ::status   jsmdb -e ::status CORE
#   open + ::stack    jsmdb -e ::stack CORE (symbols and CFI of the stack's
#                     objects are loaded)
#   gdb bt            gdb -batch -ex bt EXE CORE (the same core)
#
# Later issues add heap-scan benchmarks: add a line to the BENCHES table.
#
# Usage: tests/bench.sh JSMDB CORE-NAME
#
set -euo pipefail

jsmdb=${1:?usage: bench.sh JSMDB CORE-NAME}
name=${2:?usage: bench.sh JSMDB CORE-NAME}
runs=${BENCH_RUNS:-5}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

dir=$("$here/../corpora/make-cores.sh" --list |
    awk -v n="$name" '$1 == n { print $2 }')
[ -n "$dir" ] || { echo "bench: no core named $name" >&2; exit 1; }
core="$dir/core"
# $exe and $core are used by the BENCHES commands (eval)
# shellcheck disable=SC2034
exe=$(sed -n 's/^  "exe": "\(.*\)",$/\1/p' "$dir/meta.json")
[ -x "$jsmdb" ] || { echo "bench: $jsmdb is not built" >&2; exit 1; }

# best_of N CMD...: prints the best wall time of N runs, in milliseconds.
best_of() {
	local n=$1 best='' i t0 t1 ms
	shift
	for ((i = 0; i < n; i++)); do
		t0=$(date +%s%N)
		"$@" >/dev/null 2>&1 </dev/null || true
		t1=$(date +%s%N)
		ms=$(( (t1 - t0) / 1000000 ))
		if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then
			best=$ms
		fi
	done
	printf '%s' "$best"
}

# name | command (run with eval; $jsmdb $core $exe are set)
BENCHES=(
	"jsmdb open + ::status|\"\$jsmdb\" -e ::status \"\$core\""
	"jsmdb open + ::stack|\"\$jsmdb\" -e ::stack \"\$core\""
	"gdb -batch -ex bt|gdb -nx -batch -ex bt \"\$exe\" \"\$core\""
)

printf 'core: %s (%s bytes, %s on disk)\n' "$core" \
    "$(stat -c %s "$core")" "$(du -h "$core" | cut -f1)"
printf 'best of %d runs, wall time\n' "$runs"
for b in "${BENCHES[@]}"; do
	label=${b%%|*}
	cmd=${b#*|}
	# warm the page cache once, then measure
	eval "$cmd" >/dev/null 2>&1 </dev/null || true
	ms=$(eval "best_of $runs $cmd")
	printf '  %-28s %6s ms\n' "$label" "$ms"
done
