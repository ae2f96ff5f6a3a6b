# gdb_frames.py: run inside gdb to print every thread's backtrace as JSON:
#
#   gdb -batch -iex 'set debug-file-directory /nonexistent' \
#       -x tests/corpus/gdb_frames.py EXE CORE
#
# This is the reference the corpus tests compare jsmdb's ::stack against:
# the frames of `thread apply all bt`, read through gdb's Python API rather
# than parsed from its text (C++ names and arguments make that text hard to
# split reliably).  For each frame: pc, gdb's name (None for ??), whether it
# is an inlined frame (gdb shows those from DWARF; they share the pc of the
# real frame below them), and the shared library holding the pc (None for
# the executable and for anonymous memory such as JIT code).
import json

import gdb

MAXFRAMES = 256


def frames_of(thread):
    thread.switch()
    out = []
    try:
        f = gdb.newest_frame()
    except gdb.error:
        return out
    while f is not None and len(out) < MAXFRAMES:
        try:
            name = f.name()
        except gdb.error:
            name = None
        pc = f.pc()
        try:
            solib = gdb.solib_name(pc)
        except gdb.error:
            solib = None
        out.append({"pc": pc, "name": name,
                    "inline": f.type() == gdb.INLINE_FRAME,
                    "solib": solib})
        try:
            f = f.older()
        except gdb.error:
            break
    return out


threads = []
for inf in gdb.inferiors():
    for t in sorted(inf.threads(), key=lambda t: t.num):
        threads.append({"num": t.num, "tid": t.ptid[1],
                        "frames": frames_of(t)})
print("JSMDB-GDB-BEGIN")
print(json.dumps({"gdb": gdb.VERSION, "threads": threads}))
print("JSMDB-GDB-END")
