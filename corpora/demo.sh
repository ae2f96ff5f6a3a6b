#!/usr/bin/env bash
#
# corpora/demo.sh: what `make demo` shows.  Runs each command of a command
# file on a reference core, printing it as typed at the prompt, then opens
# the prompt on the core when stdin is a terminal.
#
# Usage: corpora/demo.sh JSMDB CORE-NAME COMMAND-FILE
#
set -euo pipefail

jsmdb=${1:?usage: demo.sh JSMDB CORE-NAME COMMAND-FILE}
name=${2:?usage: demo.sh JSMDB CORE-NAME COMMAND-FILE}
cmds=${3:?usage: demo.sh JSMDB CORE-NAME COMMAND-FILE}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

dir=$("$here/make-cores.sh" --list | awk -v n="$name" '$1 == n { print $2 }')
[ -n "$dir" ] || { echo "demo: no core named $name" >&2; exit 1; }
core="$dir/core"
[ -f "$core" ] || { echo "demo: $core is missing (make corpora)" >&2; exit 1; }
[ -x "$jsmdb" ] || { echo "demo: $jsmdb is not built" >&2; exit 1; }

err=$(mktemp "${TMPDIR:-/tmp}/jsmdb-demo.XXXXXX")
trap 'rm -f "$err"' EXIT

echo "== jsmdb on $core"
echo "== (made by $(sed -n 's/.*"program": "\(.*\)".*/\1/p' "$dir/meta.json")" \
    "under Node.js $(sed -n 's/.*"version": "\(.*\)".*/\1/p' "$dir/meta.json"))"
# What jsmdb says when it opens the core (modules loading): shown once.
banner=$("$jsmdb" -e '' "$core" 2>&1 >/dev/null) || true
[ -z "$banner" ] || printf '%s\n' "$banner"
echo

# The dcmds this jsmdb has, to skip commands of modules not written yet.
have=$("$jsmdb" -e '::dcmds' "$core" 2>/dev/null | awk '{ print $1 }') || true

while IFS= read -r line || [ -n "$line" ]; do
	case $line in ''|'#'*) continue ;; esac
	skip=
	for d in $(printf '%s\n' "$line" | grep -oE '(::|\$)[A-Za-z_][A-Za-z0-9_]*' |
	    sed -n 's/^:://p'); do
		if [ -n "$have" ] && ! printf '%s\n' "$have" | grep -qx -- "$d"; then
			skip=$d
		fi
	done
	if [ -n "$skip" ]; then
		printf '> %s    (skipped: no ::%s yet)\n\n' "$line" "$skip"
		continue
	fi
	printf '> %s\n' "$line"
	"$jsmdb" -e "$line" "$core" 2>"$err" || true
	if [ -n "$banner" ]; then
		grep -vxF -- "$banner" "$err" >&2 || true
	else
		cat "$err" >&2
	fi
	echo
done < "$cmds"

if [ -t 0 ] && [ -t 1 ]; then
	echo "== the prompt: try ::help, ::dcmds, \$c, ::walk thread; ::quit or ^D to leave"
	exec "$jsmdb" "$core"
fi
