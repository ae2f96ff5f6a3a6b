#!/usr/bin/env bash
#
# tests/fuzz/run-fuzz.sh: runs the libFuzzer targets (make fuzz runs it).
#
#   1. makes the threads reference core if it is missing (the targets run
#      on it) and seed corpora from the reference cores at hand
#      (tests/fuzz/seeds.py; nothing derived from a core is committed);
#   2. runs each target for --seconds, one after the other, with its
#      corpus kept in BUILD/corpus/NAME (so that later runs start where
#      earlier ones stopped) and what it finds in BUILD/artifacts/NAME/;
#   3. prints one line per target (time, CPU seconds, runs, corpus size,
#      edges covered) and exits 1 if any found a crash, a sanitizer
#      report, a timeout or a memory blow-up.
#
# Usage: tests/fuzz/run-fuzz.sh [--build DIR] [--seconds N]
#            [--cpu-seconds N] [TARGET...]
#   TARGET is notes, lang, core, decomp, jsonrec or core@CORE (fuzz_core
#   on another reference core; default: all of them).
#   --seconds N      wall-clock seconds per target (default 30)
#   --cpu-seconds N  stop a target once the fuzzer has used N CPU-seconds
#                    (user+system, read from /proc): a CPU-hour measured
#                    as such on a shared machine, e.g. under nice 19;
#                    --seconds stays the upper bound (raise it too)
#
# Environment: JSMDB_CORPORA (the core cache, default ~/.cache/jsmdb),
# FUZZ_CORE (the core fuzz_lang and fuzz_core open; default the threads
# core), FUZZ_JOBS (parallel jobs per target, default 1), FUZZ_TIMEOUT
# (libFuzzer's -timeout, default 20 s), FUZZ_ARGS (more
# libFuzzer options).
#
# To replay a finding: BUILD/fuzz_NAME BUILD/artifacts/NAME/crash-...
#
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
BUILD=build/fuzz
SECONDS_EACH=30
CPU_SECONDS=0
targets=()
while [ $# -gt 0 ]; do
	case $1 in
	--build) BUILD=${2:?--build needs a directory}; shift ;;
	--seconds) SECONDS_EACH=${2:?--seconds needs a number}; shift ;;
	--cpu-seconds) CPU_SECONDS=${2:?--cpu-seconds needs a number}; shift ;;
	-h|--help) sed -n '3,/^$/s/^# \{0,1\}//p' "$0"; exit 0 ;;
	-*) echo "run-fuzz: unknown option $1" >&2; exit 2 ;;
	*) targets+=("$1") ;;
	esac
	shift
done
[ ${#targets[@]} -gt 0 ] || targets=(notes lang core decomp jsonrec core@threads-illumos \
    core@threads-arm64 core@threads-i386)
CACHE=${JSMDB_CORPORA:-$HOME/.cache/jsmdb}
export JSMDB_CORPORA=$CACHE

if [ ! -s "$CACHE/cores/threads/core" ] ||
    [ ! -e "$CACHE/cores/threads/stamp" ]; then
	corpora/make-cores.sh threads || {
		echo "run-fuzz: cannot make the threads core" >&2
		exit 1
	}
fi
fuzz_core=${FUZZ_CORE:-$CACHE/cores/threads/core}

# Seeds: the fuzzed core first (fuzz_core's head), then every other core
# at hand, for the note parser.
seeds=$BUILD/seeds
rm -rf "$seeds"
mkdir -p "$seeds"
others=()
for c in "$CACHE"/cores/*/core; do
	[ -e "$c" ] && [ "$c" != "$fuzz_core" ] && others+=("$c")
done
head=$(python3 tests/fuzz/seeds.py "$seeds" "$fuzz_core" "${others[@]}" |
    sed -n 's/^core-head //p')
[ -n "$head" ] && [ "$head" -gt 0 ] || {
	echo "run-fuzz: no seeds made from $fuzz_core" >&2
	exit 1
}

# The JSON record reader's seed: records of the shapes jsmdb writes.
mkdir -p "$seeds/jsonrec"
printf '%s\n' \
    '{"schema":"jsmdb/1","dcmd":"findjsobjects","record":"group","representative":"0x12a0df9a909","count":3001,"nprops":4,"bytes":168056,"constructor":"JsmdbInvoice","elements_kind":null,"props":["invoiceId","customer","amount","paid"]}' \
    '{"schema":"jsmdb/1","dcmd":"status","record":"status","pid":9900,"truncated":false,"argv":["node","a\u00e9\ufffd\n"],"x":-1.5e3}' \
    >"$seeds/jsonrec/records"

opts_notes=(-max_len=65536)
opts_lang=(-max_len=512 -dict=tests/fuzz/lang.dict)
opts_core=(-max_len="$head")
opts_decomp=(-max_len=262144)
opts_jsonrec=(-max_len=4096 -dict=tests/fuzz/jsonrec.dict)

TIMEOUT=${FUZZ_TIMEOUT:-20}	# libFuzzer's -timeout: seconds an input may take
HZ=$(getconf CLK_TCK)

# The CPU-seconds (user+system, rounded up) one input takes alone;
# fails when the run fails.
replay_cpu() {	# bin input
	local b rc TIMEFORMAT='%U %S'
	b=$(mktemp)
	{ time FUZZ_CORE=$core_for FUZZ_LIBDIR=$libdir \
	    ASAN_OPTIONS=detect_leaks=0 "$1" -timeout=$((TIMEOUT * 30)) \
	    -runs=1 "$2" >/dev/null 2>&1; } 2>"$b"
	rc=$?
	[ "$rc" -eq 0 ] && awk '{ s = $1 + $2
	    print (s == int(s)) ? s : int(s) + 1 }' "$b"
	rm -f "$b"
	return "$rc"
}

failed=0
for t in "${targets[@]}"; do
	bin=$BUILD/fuzz_${t%%@*}
	core_for=$fuzz_core
	libdir=
	case $t in
	core@*)
		# fuzz_core on another reference core (illumos, aarch64,
		# i386): its own head as seed and -max_len, its sysroot
		core_for=$CACHE/cores/${t#core@}/core
		if [ ! -s "$core_for" ]; then
			printf 'FAIL  fuzz/%s: %s is not made (make corpora)\n' \
			    "$t" "$core_for"
			failed=$((failed + 1))
			continue
		fi
		mkdir -p "$seeds/$t"
		h=$(python3 tests/fuzz/seeds.py "$seeds/at-${t#core@}" \
		    "$core_for" | sed -n 's/^core-head //p')
		cp "$seeds/at-${t#core@}"/core/* "$seeds/$t/" 2>/dev/null
		opts_core_at=(-max_len="${h:-65536}")
		libdir=$(python3 -c 'import json,sys
try: print(json.load(open(sys.argv[1])).get("sysroot", ""))
except Exception: pass' "$(dirname "$core_for")/more-truth.json")
		;;
	esac
	if [ ! -x "$bin" ]; then
		printf 'FAIL  fuzz/%s: %s is not built\n' "$t" "$bin"
		failed=$((failed + 1))
		continue
	fi
	corpus=$BUILD/corpus/$t
	art=$BUILD/artifacts/$t
	log=$BUILD/logs/$t.log
	mkdir -p "$corpus" "$art" "$(dirname "$log")"
	case $t in
	core@*) extra=("${opts_core_at[@]}") ;;
	*) eval "extra=(\"\${opts_$t[@]}\")" ;;
	esac
	jobs=${FUZZ_JOBS:-1}
	par=()
	if [ "$jobs" -gt 1 ]; then
		par=(-fork="$jobs" -ignore_crashes=0)
	fi
	start=$(date +%s)
	total=0		# CPU-seconds of the target's runs so far
	runs=0		# execs of the runs before the last
	while :; do
		# -close_fd_mask=3: jsmdb's own output is not wanted;
		# libFuzzer and the sanitizers still report on a saved copy
		# of stderr.  Leaks are not findings (as in make asan): a
		# debugger keeps caches for the life of its target.
		ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=0} \
		UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1} \
		FUZZ_CORE=$core_for FUZZ_LIBDIR=$libdir \
		    "$bin" -max_total_time="$SECONDS_EACH" -timeout=$TIMEOUT \
		    -rss_limit_mb=4096 -detect_leaks=0 -close_fd_mask=3 \
		    -print_final_stats=1 -artifact_prefix="$art/" \
		    "${extra[@]}" "${par[@]}" ${FUZZ_ARGS:-} "$corpus" \
		    "$seeds/$t" >"$log" 2>&1 &
		fpid=$!
		cpu=0
		stopped=
		while kill -0 "$fpid" 2>/dev/null; do
			# user+system ticks of the fuzzer and of the children
			# it waited for (-fork jobs): fields 14-17 of its stat
			ticks=$(awk '{print $14+$15+$16+$17}' \
			    "/proc/$fpid/stat" 2>/dev/null) &&
			    cpu=$((ticks / HZ))
			if [ "$CPU_SECONDS" -gt 0 ] &&
			    [ $((total + cpu)) -ge "$CPU_SECONDS" ]; then
				stopped=1
				kill -INT "$fpid"
				break
			fi
			sleep 5
		done
		wait "$fpid"
		rc=$?
		total=$((total + cpu))
		# libFuzzer leaves with 72 when interrupted: the CPU limit
		# asked it
		[ -n "$stopped" ] && [ "$rc" -eq 72 ] && rc=0
		# A timeout on a shared machine (nice, -cpu-seconds) may be
		# the machine's: libFuzzer's clock is the wall's.  The input
		# is run again alone; one that takes under TIMEOUT CPU-seconds
		# was the load's -- said, kept as load-timeout-*, and the
		# target goes on -- and anything else is the finding.
		if [ "$rc" -eq 70 ] && [ "$CPU_SECONDS" -gt 0 ] &&
		    [ "$total" -lt "$CPU_SECONDS" ]; then
			to=$(ls -t "$art"/timeout-* 2>/dev/null | head -1)
			if [ -n "$to" ] && replay=$(replay_cpu "$bin" "$to") &&
			    [ "$replay" -lt "$TIMEOUT" ]; then
				printf 'NOTE  fuzz/%s: a timeout the load made ' "$t"
				printf '(the input alone: %s CPU-s): %s\n' \
				    "$replay" "$art/load-$(basename "$to")"
				mv "$to" "$art/load-$(basename "$to")"
				n=$(sed -n 's/^stat::number_of_executed_units: *//p' \
				    "$log" | tail -1)
				runs=$((runs + ${n:-0}))
				continue
			fi
		fi
		break
	done
	cpu=$total
	took=$(( $(date +%s) - start ))
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
	[ -n "$execs" ] && execs=$((execs + runs))
	cov=$(sed -n 's/.* cov: \([0-9]*\) ft: \([0-9]*\).*/\1 edges, \2 features/p' \
	    "$log" | tail -1)
	if [ "$rc" -eq 0 ]; then
		printf 'PASS  fuzz/%s: %ss, %s CPU-s, %s runs, corpus %s, %s\n' \
		    "$t" "$took" "$cpu" "${execs:-?}" "$(ls "$corpus" | wc -l)" \
		    "${cov:-coverage not printed}"
	else
		failed=$((failed + 1))
		printf 'FAIL  fuzz/%s: exit %s after %ss (log %s)\n' "$t" "$rc" \
		    "$took" "$log"
		grep -E -A30 'ERROR: (libFuzzer|[A-Za-z]+Sanitizer)|runtime error:' \
		    "$log" | head -60 | sed 's/^/      /'
		ls "$art" | sed 's/^/      artifact: /'
	fi
done
exit $((failed > 0))
