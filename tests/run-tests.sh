#!/usr/bin/env bash
#
# tests/run-tests.sh: jsmdb's test suite (make test runs it).
#
#   0. build: make builds BUILD/jsmdb (a failure is reported, and the rest
#      still runs);
#   1. unit tests: each tests/unit/test_X.c is built (by make) into
#      BUILD/tests/test_X and run; exit status 0 is a pass;
#   2. the reference cores are made if missing or out of date
#      (corpora/make-cores.sh);
#   3. corpus tests: each tests/corpus/test_*.py (python3, standard library
#      only) or test_*.sh prints PASS/FAIL lines of its own.
#
# Prints one line per test and ends with "N passed, M failed"; exits 1 when
# anything failed.
#
# Usage: tests/run-tests.sh [--build DIR] [--no-corpora] [PATTERN...]
#   --build DIR    the build directory holding jsmdb (default build; the
#                  binary is DIR/jsmdb unless $JSMDB says otherwise)
#   --no-corpora   do not (re)make the reference cores
#   PATTERN        run only the test files whose name contains PATTERN
#
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
BUILD=build
MAKE_CORES=1
patterns=()
while [ $# -gt 0 ]; do
	case $1 in
	--build) BUILD=${2:?--build needs a directory}; shift ;;
	--no-corpora) MAKE_CORES=0 ;;
	-h|--help) sed -n '3,/^$/s/^# \{0,1\}//p' "$0"; exit 0 ;;
	-*) echo "run-tests: unknown option $1" >&2; exit 2 ;;
	*) patterns+=("$1") ;;
	esac
	shift
done
export JSMDB=${JSMDB:-$BUILD/jsmdb}
MAKE=${MAKE:-make}
UNIT_TIMEOUT=${UNIT_TIMEOUT:-120}
CORPUS_TIMEOUT=${CORPUS_TIMEOUT:-1800}

passed=0
failed=0
log=$(mktemp "${TMPDIR:-/tmp}/jsmdb-test.XXXXXX")
scratch=$(mktemp -d "${TMPDIR:-/tmp}/jsmdb-test-cwd.XXXXXX")
trap 'rm -f "$log"; rm -rf "$scratch"' EXIT
# Unit tests run in a scratch directory (whatever they write stays out of
# the repo); JSMDB_ROOT tells them where the repo is.
export JSMDB_ROOT=$PWD
export PYTHONDONTWRITEBYTECODE=1

pass() { passed=$((passed + 1)); printf 'PASS  %s\n' "$1"; }
fail() {
	failed=$((failed + 1))
	printf 'FAIL  %s: %s\n' "$1" "$2"
	if [ -s "$log" ]; then
		tail -n 40 "$log" | sed 's/^/      /'
	fi
}

selected() {	# is test file $1 selected by the patterns?
	local p
	[ ${#patterns[@]} -eq 0 ] && return 0
	for p in "${patterns[@]}"; do
		case $1 in *"$p"*) return 0 ;; esac
	done
	return 1
}

# ---- 0. the build ----
if true; then
	if "$MAKE" --no-print-directory BUILD="$BUILD" all >"$log" 2>&1; then
		pass "build/$(basename "$JSMDB")"
	else
		fail "build/$(basename "$JSMDB")" "make all failed"
	fi
	: >"$log"
fi

# ---- 1. unit tests ----
for src in tests/unit/test_*.c; do
	[ -e "$src" ] || continue
	selected "$src" || continue
	name=$(basename "$src" .c)
	bin="$BUILD/tests/$name"
	if ! "$MAKE" --no-print-directory -s BUILD="$BUILD" "$bin" \
	    >"$log" 2>&1; then
		fail "unit/$name" "does not build"
		continue
	fi
	rc=0
	case $bin in /*) abs=$bin ;; *) abs=$JSMDB_ROOT/$bin ;; esac
	(cd "$scratch" && exec timeout "$UNIT_TIMEOUT" "$abs") \
	    >"$log" 2>&1 </dev/null || rc=$?
	if [ "$rc" -eq 0 ] && ! grep -qE 'ERROR: [A-Za-z]+Sanitizer|runtime error:' "$log"; then
		pass "unit/$name"
	elif [ "$rc" -eq 124 ]; then
		fail "unit/$name" "timed out after ${UNIT_TIMEOUT}s"
	else
		fail "unit/$name" "exit status $rc"
	fi
done
: >"$log"

# ---- 2. reference cores ----
if [ "$MAKE_CORES" = 1 ]; then
	if ! corpora/make-cores.sh >"$log" 2>&1; then
		fail "corpora" "corpora/make-cores.sh failed"
	fi
	: >"$log"
fi

# ---- 3. corpus tests ----
if [ ! -x "$JSMDB" ]; then
	printf 'note: %s is not built; corpus tests will fail\n' "$JSMDB"
fi
for t in tests/corpus/test_*.py tests/corpus/test_*.sh; do
	[ -e "$t" ] || continue
	selected "$t" || continue
	case $t in
	*.py) runner=(python3 "$t") ;;
	*.sh) runner=(bash "$t") ;;
	esac
	set +e
	PYTHONUNBUFFERED=1 timeout "$CORPUS_TIMEOUT" "${runner[@]}" </dev/null \
	    2>&1 | tee "$log"
	rc=${PIPESTATUS[0]}
	set -e
	p=$(grep -c '^PASS ' "$log" || true)
	f=$(grep -c '^FAIL ' "$log" || true)
	passed=$((passed + p))
	failed=$((failed + f))
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
		: >"$log"
		fail "$t" "exit status $rc without a FAIL line"
	fi
done

printf '%d passed, %d failed\n' "$passed" "$failed"
[ "$failed" -eq 0 ]
