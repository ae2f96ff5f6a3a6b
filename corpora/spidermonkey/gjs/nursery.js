// corpora/spidermonkey/gjs/nursery.js: the GJS twin of ../nursery.js: a
// known nursery, then the process has itself killed with SIGABRT.
// Run as: gjs nursery.js TRUTHPATH gjs COUNT
// The truth is written first; then System.gc() (a full GC: the nursery
// is emptied), then COUNT objects made and kept, then the kill (its
// command line is made before the GC).

const GLib = imports.gi.GLib;
const System = imports.system;
const truthPath = ARGV[0];
const engine = ARGV[1];
const count = Number(ARGV[2]);
const tenured = [];
let i;

for (i = 0; i < 500; i++)
	tenured.push({ serial: i });
const keep = new Array(count > 0 ? count : 1);
const [ok, stat] = GLib.file_get_contents("/proc/self/stat");
const pid = parseInt(new TextDecoder().decode(stat).split(" ")[0], 10);
const kill = "kill -ABRT " + pid;

GLib.file_set_contents(truthPath, JSON.stringify({
	pid: pid, engine: engine,
	// objects made after the last GC: in the nursery when the core is made
	nursery_objects: count }));
// the collection, the objects and the kill on one line
System.gc(); for (i = 0; i < count; i++) keep[i] = { serial: i }; GLib.spawn_command_line_sync(kill);
throw new Error("still alive after kill -ABRT");
