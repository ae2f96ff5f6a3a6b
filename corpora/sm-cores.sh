# corpora/sm-cores.sh: the SpiderMonkey core kinds, sourced by
# corpora/make-cores.sh (beside more-cores.sh, whose functions it uses:
# more_meta, more_truth).  The words (corpora/cores.list):
#
#   js78, js102     spidermonkey/PROGRAM under Debian's SpiderMonkey
#                   shell js78 (libmozjs-78-dev) or js102
#                   (libmozjs-102-dev), which link the engine in; the
#                   program's crash() ends it (MOZ_CRASH: SIGSEGV, not
#                   SIGABRT).  NAME-js78, NAME-js102
#   gjs             spidermonkey/gjs/PROGRAM (the program's GJS twin)
#                   under Debian's gjs (GJS 1.74 on libmozjs-102.so.0);
#                   the program has itself killed with SIGABRT.  NAME-gjs
#
# A program may need shell options (sm_options): jit.js and inline.js set
# the JIT's warm-up thresholds so that each function of its chain runs in
# the tier it is meant to (the program's header says which).
#
# The program gets the path of truth.json and the engine word as its
# arguments and writes truth.json before it dies.  A stamp covers this
# file, the program (and its twin) and the package's version, so editing
# this file rebuilds only these cores.

SM_RECIPE=1
sm_here=${here:?}

# The Debian version of the package that runs a kind.
sm_version() {
	local pkg
	case $1 in
	js78) pkg=libmozjs-78-dev ;;
	js102) pkg=libmozjs-102-dev ;;
	gjs) pkg=gjs ;;
	esac
	dpkg-query -W -f='${Version}' "$pkg" 2>/dev/null || echo missing
}

# Prints "NAME VERSION" for a word, or returns 1.
sm_list() {
	local engine=$1 base=$2
	case $engine in
	js78|js102|gjs)
		printf '%s-%s %s\n' "$base" "$engine" "$(sm_version "$engine")" ;;
	*)
		return 1 ;;
	esac
}

# The program a kind runs: the GJS twin for gjs.
sm_program() {	# engine prog
	case $1 in
	gjs) printf '%s/gjs/%s\n' "$(dirname "$2")" "$(basename "$2")" ;;
	*) printf '%s\n' "$2" ;;
	esac
}

# Runs "$@" in $1 with cores enabled; it must die of signal $2.
sm_crash_in() {
	local dir=$1 sig=$2 rc=0 f
	shift 2
	{ (
		cd "$dir"
		ulimit -c unlimited
		exec "$@" </dev/null >"$dir/stdout.txt" 2>"$dir/stderr.txt"
	) || rc=$?; } 2>/dev/null
	[ "$rc" -eq $((128 + sig)) ] || die "$* exited with status $rc," \
	    "not $((128 + sig)); see $dir/stderr.txt"
	if [ ! -f "$dir/core" ]; then
		for f in "$dir"/core.* "$dir"/core-*; do
			[ -f "$f" ] && mv "$f" "$dir/core" && break
		done
	fi
	[ -f "$dir/core" ] || die "no core file in $dir"
	[ -s "$dir/truth.json" ] || die "the program wrote no $dir/truth.json"
}

# The shell options a program runs with (one a line).
sm_options() {	# engine base
	case $1:$2 in
	js78:jit.js|js102:jit.js|js78:inline.js|js102:inline.js)
		printf '%s\n' --blinterp-warmup-threshold=10 \
		    --baseline-warmup-threshold=100 \
		    --ion-warmup-threshold=1000 --ion-offthread-compile=off ;;
	esac
}

sm_make() {
	local name=$1 dir=$2 engine=$3 version=$4 prog=$5
	local src base stamp exe sig argv opts
	src="$sm_here/$(sm_program "$engine" "$prog")"
	base=$(basename "$prog")
	[ -f "$src" ] || die "$src: no such program"
	stamp=$( {
		echo "sm $SM_RECIPE engine $engine $version"
		cat "$sm_here/sm-cores.sh" "$src"
	} | sha256sum | cut -d' ' -f1)
	if [ "$FORCE" = 0 ] && [ -f "$dir/stamp" ] && [ -f "$dir/core" ] &&
	    [ "$(cat "$dir/stamp")" = "$stamp" ]; then
		say "$name: up to date"
		return 0
	fi
	case $engine in
	js78|js102)
		exe=$(command -v "$engine") || die "$name needs $engine" \
		    "(make deps: libmozjs-${engine#js}-dev)"
		sig=11 ;;
	gjs)
		exe=$(command -v gjs) || die "$name needs gjs (make deps)"
		sig=6 ;;
	esac
	say "$name: making core ($engine $version, $prog)"
	rm -rf "$dir"
	mkdir -p "$dir"
	cp "$src" "$dir/$base"
	mapfile -t opts < <(sm_options "$engine" "$base")
	argv=("$exe" "${opts[@]}" "$dir/$base" "$dir/truth.json" "$engine")
	sm_crash_in "$dir" "$sig" "${argv[@]}"
	if [ "$engine" = gjs ]; then
		more_truth "$dir" gjs "$exe" libmozjs \
		    "$(readlink -f /usr/lib/x86_64-linux-gnu/libmozjs-102.so.0)"
	else
		more_truth "$dir" "$engine" "$exe"
	fi
	more_meta "$name" "$dir" "$engine" "$version" "$prog" "$stamp" \
	    "$exe" "${argv[@]}"
}
