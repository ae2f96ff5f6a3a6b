#!/usr/bin/env python3
"""gen-v8-types.py: V8's instance-type numbers, read from official Node.js
binaries, written as v8/facts_types.c.

The postmortem metadata (v8dbg_type_*) names only the instance types its
generator could tie to a class; the rest (hash tables, contexts, fillers,
the JSFunction and JSObject subtypes...) are numbered by V8's
INSTANCE_TYPE_LIST, which changes with every release.  Each node binary
can say its own list:

  node --track-gc-object-stats --trace-gc-object-stats --expose-gc \\
      -e 'gc()'

prints, for V8 6.2 and later (Node.js 8+), one JSON line per instance type
with its number and name ("instance_type_data").  Older releases print
names without numbers (V8 4.5, 5.1: in INSTANCE_TYPE_LIST order, which is
not the enum's) or nothing (V8 3.14, 3.28): for those the types the
metadata lacks are hand-written facts in v8/facts.c, from V8's source, and
this script skips them.  Every number the metadata gives must agree with
the binary's list, or the script fails.

Usage:
    corpora/gen-v8-types.py [-o v8/facts_types.c] NODE...

Each NODE is a node binary (corpora/make-cores.sh --node VERSION prints
the cached path).  Binaries whose V8 is the same major.minor.build must
agree, and are listed together as the table's source.
"""

import json
import os
import re
import struct
import subprocess
import sys


def elf_metadata_types(path):
    """v8dbg_type_Class__NAME -> value, read from the binary's symbols."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x7fELF" or data[4] != 2:
        raise SystemExit("%s: not a 64-bit ELF file" % path)
    (e_shoff,) = struct.unpack_from("<Q", data, 0x28)
    e_shentsize, e_shnum, e_shstrndx = struct.unpack_from("<HHH", data, 0x3a)
    secs = []
    for i in range(e_shnum):
        off = e_shoff + i * e_shentsize
        (name, stype, flags, addr, offset, size, link, info, align,
         entsize) = struct.unpack_from("<IIQQQQIIQQ", data, off)
        secs.append((name, stype, addr, offset, size, link, entsize))
    out = {}
    for (name, stype, addr, offset, size, link, entsize) in secs:
        if stype != 2:          # SHT_SYMTAB
            continue
        stroff = secs[link][3]
        for j in range(size // 24):
            st_name, st_info, st_other, st_shndx, st_value, st_size = \
                struct.unpack_from("<IBBHQQ", data, offset + j * 24)
            end = data.index(b"\0", stroff + st_name)
            sym = data[stroff + st_name:end].decode("latin-1")
            if not sym.startswith("v8dbg_type_") or st_shndx == 0 or \
                    st_shndx >= len(secs):
                continue
            s = secs[st_shndx]
            if s[1] == 8:       # SHT_NOBITS
                continue
            (v,) = struct.unpack_from("<i", data, s[3] + st_value - s[2])
            out[sym[len("v8dbg_type_"):]] = v
    return out


def run_trace(node):
    """The binary's own instance type list: [(number or None, name)]."""
    cmd = [node, "--track-gc-object-stats", "--trace-gc-object-stats",
           "--expose-gc", "-e", "gc()"]
    env = dict(os.environ)
    env.pop("NODE_OPTIONS", None)
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       env=env, timeout=120)
    text = p.stdout.decode("utf-8", "replace")
    numbered, named = [], []  # named: V8 4.5/5.1, unused
    seen = set()
    for line in text.split("\n"):
        line = line.strip()
        if line.startswith("{") and "instance_type_data" in line:
            d = json.loads(line)
            key = (d["instance_type"], d["instance_type_name"])
            if key not in seen:
                seen.add(key)
                numbered.append(key)
            continue
        m = re.search(r"gc:(\d+), type:([A-Z0-9_]+), count:", line)
        if m:
            if m.group(1) != "1":
                continue
            if m.group(2) not in seen:
                seen.add(m.group(2))
                named.append(m.group(2))
    return numbered, named


def v8_version(node):
    env = dict(os.environ)
    env.pop("NODE_OPTIONS", None)
    out = subprocess.run([node, "-e",
                          "console.log(process.versions.v8 + ' ' + "
                          "process.versions.node)"],
                         stdout=subprocess.PIPE, env=env, check=True)
    v8, nodev = out.stdout.decode().split()
    m = re.match(r"(\d+)\.(\d+)\.(\d+)", v8)
    return tuple(int(x) for x in m.groups()), v8, nodev


def main():
    args = sys.argv[1:]
    outpath = "v8/facts_types.c"
    if len(args) >= 2 and args[0] == "-o":
        outpath = args[1]
        args = args[2:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    tables = {}     # (maj, min, build) -> (types, [sources])
    for node in args:
        ver, v8s, nodev = v8_version(node)
        numbered, named = run_trace(node)
        meta = elf_metadata_types(node)
        if not numbered:
            print("%s: V8 %s does not number its instance types (its "
                  "missing ones are hand-written facts in v8/facts.c); "
                  "skipped" % (node, v8s), file=sys.stderr)
            continue
        how = "--trace-gc-object-stats"
        # The stats go on past the real types with "virtual" ones
        # (ObjectStats::FIRST_VIRTUAL_TYPE = LAST_TYPE + 1): code kinds
        # first ("BYTECODE_HANDLER", "*CODE_FUNCTION"), then finer
        # buckets that reuse type names (DEPENDENT_CODE_TYPE...).  The
        # first name that is not NAME_TYPE starts them; all after are
        # dropped.
        firstv = min([t for (t, n) in numbered
                      if not re.match(r"^[A-Z0-9_]+_TYPE$", n)] +
                     [1 << 30])
        types = [(t, n) for (t, n) in numbered if t < firstv]
        # the metadata must agree with the list
        byname = dict((n, t) for (t, n) in types)
        for k, v in meta.items():
            n = k.split("__", 1)[1] if "__" in k else k
            if n in byname and byname[n] != v:
                raise SystemExit("%s: %s is %d in the trace, %d in the "
                                 "metadata" % (node, n, byname[n], v))
        types = sorted(set(types))
        src = "node v%s (V8 %s): %s" % (nodev, v8s, how)
        key = ver[:2]
        if key in tables:
            if tables[key][0] != types:
                raise SystemExit("V8 %s: two binaries disagree" % v8s)
            tables[key][1].append(src)
        else:
            tables[key] = (types, [src])
    with open(outpath + ".tmp", "w") as f:
        f.write("/*\n * facts_types.c: V8's instance-type numbers, per "
                "release.\n *\n * GENERATED by corpora/gen-v8-types.py "
                "from the official node binaries\n * named with each "
                "table; do not edit.  See that script for how each\n"
                " * binary tells its own list.\n */\n")
        f.write('#include "facts.h"\n\n')
        keys = sorted(tables)
        for key in keys:
            types, srcs = tables[key]
            f.write("/* V8 %d.%d */\n" % key)
            f.write("static const v8_typename_t types_%d_%d[] = {\n" % key)
            for (t, n) in types:
                f.write("\t{ %d, \"%s\" },\n" % (t, n))
            f.write("\t{ -1, NULL }\n};\n\n")
        f.write("const v8_typetab_t v8_typetabs[] = {\n")
        for key in keys:
            types, srcs = tables[key]
            f.write("\t{ V8_VER(%d, %d, %d), V8_VER(%d, %d, %d),\n" %
                    (key[0], key[1], 0, key[0], key[1], 0xffff))
            f.write("\t    \"%s\",\n" % "; ".join(srcs))
            f.write("\t    types_%d_%d },\n" % key)
        f.write("\t{ 0, 0, NULL, NULL }\n};\n")
    os.rename(outpath + ".tmp", outpath)
    print("%s: %d V8 releases" % (outpath, len(tables)), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
