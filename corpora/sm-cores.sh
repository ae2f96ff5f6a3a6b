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
#   js78-arm64, js102-arm64
#                   the same shells of Debian's arm64 packages, run
#                   under qemu-aarch64-static -L ROOT, ROOT being
#                   roots/arm64-mozjs: the two -dev packages (the shells
#                   link the engine in) and the libraries they need,
#                   unpacked.  qemu-user writes the guest's core itself
#                   (qemu_PROG_DATE_PID.core, no NT_FILE); the program
#                   gets js78 or js102 as its engine, as on x86-64.
#                   NAME-js78-arm64, NAME-js102-arm64
#   gjs-arm64       the gjs twin under Debian's arm64 gjs (GJS 1.74 on
#                   libmozjs-102.so.0), run under qemu-aarch64-static
#                   -L ROOT, ROOT being roots/arm64-gjs: gjs, its
#                   libraries (ldd's: GLib, GObject Introspection,
#                   libffi, cairo and the X11 client libraries cairo
#                   links) and the GLib typelibs (gir1.2-glib-2.0),
#                   unpacked; killed with SIGABRT as on x86-64.
#                   NAME-gjs-arm64
#
# A program may need shell options (sm_options): jit.js, inline.js,
# inlcall.js and recover.js set the JIT's warm-up thresholds so that
# each function of its chain runs in the tier it is meant to (the
# program's header says which); recover.js turns Ion's sink pass on too;
# wasm-baseline.js (a link to wasm.js) has its WebAssembly compiled by
# the baseline tier, wasm-jit.js (another) jit.js's thresholds.  gjs has
# no such options: its jit.js gets the same thresholds through the
# environment (sm_environment: SpiderMonkey's JIT_OPTION_* variables).
#
# The program gets the path of truth.json and the engine word as its
# arguments and writes truth.json before it dies.  A stamp covers this
# file, the program (and its twin) and the package's version, so editing
# this file rebuilds only these cores.

SM_RECIPE=1
sm_here=${here:?}

# The arm64 root's packages: the shells and what they link (ldd js102:
# libz, libm, libreadline, libstdc++, libgcc_s, libc, libtinfo).
SM_ARM64_DEBS="libmozjs-78-dev libmozjs-102-dev libc6 libgcc-s1 libstdc++6
zlib1g libreadline8 libtinfo6"
# The arm64 GJS root's: apt-cache depends --recurse of libgjs0g,
# gir1.2-glib-2.0 and libmozjs-102-0 (no recommends), less what gjs does
# not load to run a program (fonts, their tools and configuration,
# dpkg, debconf, tzdata: the program's dates are UTC).
SM_GJS_ARM64_DEBS="gjs libgjs0g gir1.2-glib-2.0 libmozjs-102-0 libc6
libgcc-s1 gcc-12-base libstdc++6 zlib1g libffi8 libgirepository-1.0-1
libglib2.0-0 libblkid1 libmount1 libselinux1 libpcre2-8-0 libcairo-gobject2
libcairo2 libpixman-1-0 libpng16-16 libfreetype6 libfontconfig1 libexpat1
libbrotli1 libbz2-1.0 libx11-6 libxcb1 libxau6 libxdmcp6 libbsd0 libmd0
libxcb-render0 libxcb-shm0 libxext6 libxrender1 libreadline8 libtinfo6
readline-common libzstd1 liblzma5 libacl1"

# apt-cache with more-cores.sh's private arm64 state (apt_cache_arch's
# twin: that one reads $arch from its caller's scope).
sm_apt_cache() {
	local st="$CACHE/apt-arm64"
	apt-cache -o APT::Architecture=arm64 -o APT::Architectures::=arm64 \
	    -o Dir::State::Lists="$st/lists" -o Dir::Cache="$st/cache" \
	    -o Dir::State::status=/dev/null "$@"
}

# Makes $CACHE/roots/NAME (arm64-mozjs, arm64-gjs) from the arm64
# packages named, as more-cores.sh's make_root makes roots/arm64 (roots
# of their own: that one is the libc root of the arm64 and qemu-arm64-*
# kinds); prints its path.  Made once: delete it to remake.
sm_root() {	# name package...
	local arch=arm64 name=$1 root="$CACHE/roots/$1" tmp d
	shift
	if [ -f "$root/.debs" ]; then
		printf '%s\n' "$root"
		return 0
	fi
	mkdir -p "$CACHE/apt-$arch/lists/partial" \
	    "$CACHE/apt-$arch/cache/archives/partial" "$CACHE/roots"
	say "roots/$name: fetching Debian $arch packages: $*"
	# a failing mirror index is tolerated when the lists are there
	apt_arch "$arch" update >"$CACHE/apt-$arch/update.log" 2>&1 || true
	tmp=$(mktemp -d "$CACHE/roots/.$name.XXXXXX")
	(cd "$tmp" && apt_arch "$arch" download "$@" >download.log 2>&1) ||
	    { rm -rf "$tmp"; die "roots/$name: apt-get download failed"; }
	mkdir -p "$tmp/root"
	for d in "$tmp"/*.deb; do
		dpkg -x "$d" "$tmp/root" || { rm -rf "$tmp"; die "dpkg -x $d"; }
	done
	(cd "$tmp" && ls *.deb) >"$tmp/root/.debs"
	rm -rf "$root"
	mv "$tmp/root" "$root"
	rm -rf "$tmp"
	printf '%s\n' "$root"
}

# The Debian version of the package that runs a kind.
sm_version() {
	local pkg
	case $1 in
	js78) pkg=libmozjs-78-dev ;;
	js102) pkg=libmozjs-102-dev ;;
	gjs) pkg=gjs ;;
	js78-arm64|js102-arm64|gjs-arm64)
		case $1 in
		gjs-arm64) pkg=gjs ;;
		*) pkg=libmozjs-${1#js}; pkg=${pkg%-arm64}-dev ;;
		esac
		# the candidate of the arm64 lists (more-cores.sh's apt state)
		sm_apt_cache show --no-all-versions "$pkg" 2>/dev/null |
		    sed -n 's/^Version: //p' | grep . || echo missing
		return ;;
	esac
	dpkg-query -W -f='${Version}' "$pkg" 2>/dev/null || echo missing
}

# Prints "NAME VERSION" for a word, or returns 1.
sm_list() {
	local engine=$1 base=$2
	case $engine in
	js78|js102|gjs|js78-arm64|js102-arm64|gjs-arm64)
		printf '%s-%s %s\n' "$base" "$engine" "$(sm_version "$engine")" ;;
	*)
		return 1 ;;
	esac
}

# The program a kind runs: the GJS twin for gjs.
sm_program() {	# engine prog
	case $1 in
	gjs|gjs-arm64)
		printf '%s/gjs/%s\n' "$(dirname "$2")" "$(basename "$2")" ;;
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
	case ${1%-arm64}:$2 in
	js78:jit.js|js102:jit.js|js78:inline.js|js102:inline.js|\
	js78:wasm-jit.js|js102:wasm-jit.js)
		printf '%s\n' --blinterp-warmup-threshold=10 \
		    --baseline-warmup-threshold=100 \
		    --ion-warmup-threshold=1000 --ion-offthread-compile=off ;;
	js78:inlcall.js|js102:inlcall.js)
		# js78's Ion inlines deeper than one level only at its full
		# optimization level; js102 ignores its threshold
		printf '%s\n' --blinterp-warmup-threshold=10 \
		    --baseline-warmup-threshold=100 \
		    --ion-warmup-threshold=2000 \
		    --ion-full-warmup-threshold=2000 \
		    --ion-offthread-compile=off ;;
	js78:wasm-baseline.js|js102:wasm-baseline.js)
		# wasm.js's module in the baseline tier (wasm.js: the
		# engine's choice for a small module, its optimizing tier)
		printf '%s\n' --wasm-compiler=baseline ;;
	js78:recover.js|js102:recover.js)
		# jit.js's thresholds and Ion's sink pass, which leaves
		# values to recover instructions
		printf '%s\n' --blinterp-warmup-threshold=10 \
		    --baseline-warmup-threshold=100 \
		    --ion-warmup-threshold=1000 --ion-offthread-compile=off \
		    --ion-sink=on ;;
	esac
}

# The environment a program runs with (NAME=VALUE, one a line): the
# variables js/src/jit/JitOptions.cpp (ESR 102) reads in DefaultJitOptions'
# constructor for the options the shells' --blinterp-warmup-threshold,
# --baseline-warmup-threshold and --ion-warmup-threshold set.
sm_environment() {	# engine base
	case ${1%-arm64}:$2 in
	gjs:jit.js)
		printf '%s\n' JIT_OPTION_baselineInterpreterWarmUpThreshold=10 \
		    JIT_OPTION_baselineJitWarmUpThreshold=100 \
		    JIT_OPTION_normalIonWarmUpThreshold=1000 ;;
	esac
}

sm_make() {
	local name=$1 dir=$2 engine=$3 version=$4 prog=$5
	local src base stamp exe sig argv opts envs root= extra= word=$engine f
	src="$sm_here/$(sm_program "$engine" "$prog")"
	base=$(basename "$prog")
	[ -f "$src" ] || die "$src: no such program"
	case $engine in
	*-arm64)
		command -v qemu-aarch64-static >/dev/null ||
		    die "$name needs qemu-aarch64-static (make deps)"
		word=${engine%-arm64}
		# shellcheck disable=SC2086
		if [ "$word" = gjs ]; then
			root=$(sm_root arm64-gjs $SM_GJS_ARM64_DEBS)
		else
			root=$(sm_root arm64-mozjs $SM_ARM64_DEBS)
		fi
		extra=$(cat "$root/.debs")
		;;
	esac
	stamp=$( {
		echo "sm $SM_RECIPE engine $engine $version"
		[ -n "$extra" ] && printf '%s\n' "$extra"
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
	*-arm64)
		exe=$root/usr/bin/$word
		[ -x "$exe" ] || die "$name: $exe is not in the arm64 root"
		sig=11
		[ "$word" = gjs ] && sig=6 ;;
	esac
	say "$name: making core ($engine $version, $prog)"
	rm -rf "$dir"
	mkdir -p "$dir"
	cp "$src" "$dir/$base"
	mapfile -t opts < <(sm_options "$engine" "$base")
	mapfile -t envs < <(sm_environment "$engine" "$base")
	argv=("$exe" "${opts[@]}" "$dir/$base" "$dir/truth.json" "$word")
	# qemu-user gives the guest its own environment
	[ -n "$root" ] && argv=(qemu-aarch64-static -L "$root" "${argv[@]}")
	if [ "${#envs[@]}" -gt 0 ]; then
		argv=(env "${envs[@]}" "${argv[@]}")
	fi
	if [ -n "$root" ]; then
		# qemu-user dies of the guest's signal and the kernel writes a
		# core of qemu too: the guest's is kept
		sm_crash_in "$dir" "$sig" "${argv[@]}"
		rm -f "$dir/core"
		for f in "$dir"/qemu_*.core; do
			[ -f "$f" ] && mv "$f" "$dir/core" && break
		done
		[ -f "$dir/core" ] || die "qemu wrote no qemu_*.core in $dir"
		fallocate --dig-holes "$dir/core" 2>/dev/null || true
		more_truth "$dir" "$engine" "$exe" sysroot "$root"
	elif [ "$engine" = gjs ]; then
		sm_crash_in "$dir" "$sig" "${argv[@]}"
		more_truth "$dir" gjs "$exe" libmozjs \
		    "$(readlink -f /usr/lib/x86_64-linux-gnu/libmozjs-102.so.0)"
	else
		sm_crash_in "$dir" "$sig" "${argv[@]}"
		more_truth "$dir" "$engine" "$exe"
	fi
	more_meta "$name" "$dir" "$engine" "$version" "$prog" "$stamp" \
	    "$exe" "${argv[@]}"
}
