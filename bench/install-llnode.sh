#!/usr/bin/env bash
#
# bench/install-llnode.sh: makes llnode (the lldb plugin for Node.js cores)
# available for the heap benchmark, installing what is missing:
#
#   - Debian's lldb-14 and liblldb-14-dev (apt-get, as root or with sudo);
#   - llnode from the npm registry, built against lldb-14, in
#     $JSMDB_CORPORA/llnode (default ~/.cache/jsmdb/llnode), outside the repo.
#
# Prints the path of llnode.so on success.  Idempotent: a second run only
# prints the path.
#
set -euo pipefail

CACHE=${JSMDB_CORPORA:-$HOME/.cache/jsmdb}
DIR="$CACHE/llnode"
say() { printf 'install-llnode: %s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }

find_so() {
	[ -d "$DIR/node_modules/llnode" ] || return 0
	find "$DIR/node_modules/llnode" -name llnode.so -type f 2>/dev/null |
	    head -n 1 || true
}

so=$(find_so)
if [ -n "$so" ] && command -v lldb-14 >/dev/null; then
	printf '%s\n' "$so"
	exit 0
fi

missing=
for p in lldb-14 liblldb-14-dev; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null |
	    grep -q 'install ok installed' || missing="$missing $p"
done
if [ -n "$missing" ]; then
	say "installing$missing"
	if [ "$(id -u)" = 0 ]; then sudo=; else sudo=sudo; fi
	$sudo apt-get update -q >&2
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q \
	    --no-install-recommends $missing >&2
fi
command -v npm >/dev/null || die "npm is needed to install llnode"

# llnode's configure step runs `lldb`: make that lldb-14, privately.
mkdir -p "$DIR/bin"
ln -sf "$(command -v lldb-14)" "$DIR/bin/lldb"
[ -e /usr/bin/llvm-config-14 ] && ln -sf /usr/bin/llvm-config-14 \
    "$DIR/bin/llvm-config"
export PATH="$DIR/bin:$PATH"
[ -f "$DIR/package.json" ] ||
    printf '{ "name": "jsmdb-bench-llnode", "private": true }\n' \
    >"$DIR/package.json"
say "npm install llnode (in $DIR)"
# node-gyp needs the running node's headers and cannot download them
# here; Debian's nodejs ships them in /usr/include/node (nodedir /usr).
nodedir=
if [ -f /usr/include/node/common.gypi ]; then
	nodedir=/usr
fi
(cd "$DIR" && npm_config_nodedir=${nodedir:-} npm install --no-audit \
    --no-fund llnode >&2) || die "npm install llnode failed"
so=$(find_so)
[ -n "$so" ] || die "llnode.so was not built"
printf '%s\n' "$so"
