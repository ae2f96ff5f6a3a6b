#!/usr/bin/env bash
#
# tests/stress.sh: exact counts on every fresh core, not on most (make
# stress runs it; not part of make test).
#
# A heap census is only worth having if it is right every time: V8 may be
# anywhere in a GC cycle, a sweep, a background compile or an allocation
# when the process dies, and each of those leaves the heap in a different
# state.  For every Node.js release that corpora/cores.list builds the
# programs below with, this makes STRESS_N fresh cores of each (default
# 10), each a new run of the program, and runs the count tests on every
# one of them against the truth that run wrote:
#
#   node/heap.js    tests/corpus/test_v8_heap.py   (::findjsobjects counts
#                   per class and per array kind, ::jsfunctions closures,
#                   the instance walk, ::nodebuffer, ::findjsobjects -r)
#   node/demo.js    tests/corpus/test_demo_leak.py (the leaked requests'
#                   census, members, holder and references)
#
# Prints one line per release and program, "K of N cores exact", and the
# failing checks of every core that was not; exits 1 if any core failed.
# Cores that pass are deleted as it goes (disk use stays that of one core
# per program); those that fail are kept under $JSMDB_CORPORA/stress/ for
# a look.
#
# Usage: tests/stress.sh [--build DIR] [RELEASE...]
#   RELEASE    keys of corpora/node-versions (22, 24.0 ...); default every
#              release cores.list builds the programs with
#   STRESS_N   cores per release and program (default 10)
#
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
BUILD=build
want=()
while [ $# -gt 0 ]; do
	case $1 in
	--build) BUILD=${2:?--build needs a directory}; shift ;;
	-h|--help) sed -n '3,/^$/s/^# \{0,1\}//p' "$0"; exit 0 ;;
	-*) echo "stress: unknown option $1" >&2; exit 2 ;;
	*) want+=("$1") ;;
	esac
	shift
done
N=${STRESS_N:-10}
CACHE=${JSMDB_CORPORA:-$HOME/.cache/jsmdb}
OUT=$CACHE/stress
mkdir -p "$OUT"
export PYTHONDONTWRITEBYTECODE=1
# A copy of the binary: a rebuild during the run does not change it.
bin=${JSMDB:-$BUILD/jsmdb}
[ -x "$bin" ] || { echo "stress: $bin is not built" >&2; exit 2; }
JSMDB=$(mktemp "${TMPDIR:-/tmp}/jsmdb-stress.XXXXXX")
trap 'rm -f "$JSMDB"' EXIT
cp "$bin" "$JSMDB"
chmod 755 "$JSMDB"
export JSMDB

# PROGRAM TEST pairs.
checks=("node/heap.js tests/corpus/test_v8_heap.py"
	"node/demo.js tests/corpus/test_demo_leak.py")

bad=0
for pair in "${checks[@]}"; do
	read -r prog test <<<"$pair"
	# The listed Node.js cores of this program: NAME and release key.
	while read -r name _ engine version p; do
		[ "$engine" = node ] && [ "$p" = "$prog" ] || continue
		key=${name##*-node}
		if [ ${#want[@]} -gt 0 ]; then
			hit=0
			for w in "${want[@]}"; do [ "$w" = "$key" ] && hit=1; done
			[ "$hit" = 1 ] || continue
		fi
		good=0
		failures=
		for i in $(seq 1 "$N"); do
			dir=$OUT/$name.$i
			rm -rf "$dir"
			if ! corpora/make-cores.sh --into "$dir" "$name" \
			    2>"$OUT/make.log"; then
				failures+="    $name.$i: no core: $(tail -1 "$OUT/make.log")"$'\n'
				continue
			fi
			res=$(python3 "$test" "$dir" 2>&1 || true)
			if printf '%s\n' "$res" | grep -q '^FAIL'; then
				# the first three of a core's failures
				nf=$(printf '%s\n' "$res" | grep -c '^FAIL')
				failures+=$(printf '%s\n' "$res" | grep '^FAIL' |
				    head -3 | sed "s|^|    $name.$i: |")$'\n'
				[ "$nf" -le 3 ] ||
				    failures+="    $name.$i: ($((nf - 3)) more)"$'\n'
			elif printf '%s\n' "$res" | grep -q "^PASS  $name\\.$i/"; then
				good=$((good + 1))
				rm -rf "$dir"
			else
				failures+="    $name.$i: the test printed nothing"$'\n'
			fi
		done
		printf '%-6s %-8s %2d of %d cores exact\n' "$key" \
		    "$(basename "$prog" .js)" "$good" "$N"
		if [ "$good" != "$N" ]; then
			bad=1
			printf '%s' "$failures"
		fi
	done < <(corpora/make-cores.sh --list)
done
rm -f "$OUT/make.log"
exit "$bad"
