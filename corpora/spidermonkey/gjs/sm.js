// corpora/spidermonkey/gjs/sm.js: the GJS twin of ../sm.js: the same heap
// and call stack, run by gjs (GJS 1.74 on libmozjs-102).  It writes
// truth.json, then has itself killed with SIGABRT (kill -ABRT of its own
// pid through GLib.spawn_command_line_sync), which makes the core while
// the JS stack below is live.
// Run as: gjs sm.js TRUTHPATH ENGINE
const GLib = imports.gi.GLib;
const System = imports.system;

const truthPath = ARGV[0];
const engine = ARGV[1];

class Widget {
	constructor(i) { this.id = i; this.label = "w" + i; this.kind = "widget"; }
	describe(depth, note) { return outerClosure(depth, note); }
}
function Gadget(i) { this.serial = i; this.color = "red"; }
// subclasses of builtins: the engine makes Maps, Sets, RegExps and typed
// arrays of its own, but never of these constructors
class TaggedMap extends Map {}
class TaggedSet extends Set {}
class TaggedRegExp extends RegExp {}
class TaggedInt32Array extends Int32Array {}
// one object holding a value of each kind
class Holder {
	constructor(rope) {
		this.latin1 = "a Latin-1 string, caf\u00e9";
		this.twobyte = "a two-byte string \u263a \u4e2d";
		this.rope = rope;
		this.int = -7;
		this.dbl = 3.25;
		this.big = 1099511627776;
		this.yes = true;
		this.no = false;
		this.nothing = null;
		this.undef = undefined;
	}
}

var N = { Widget: 1500, Gadget: 700, plain: 333, Date: 1201, Map: 77,
    Set: 55, RegExp: 41, Int32Array: 29, Array: 250 };
var keep = { widgets: [], gadgets: [], plains: [], dates: [], maps: [],
    sets: [], regexps: [], typed: [], arrays: [] };
var i;
for (i = 0; i < N.Widget; i++) keep.widgets.push(new Widget(i));
for (i = 0; i < N.Gadget; i++) keep.gadgets.push(new Gadget(i));
for (i = 0; i < N.plain; i++) keep.plains.push({ alpha: i, beta: "b", gamma: true });
for (i = 0; i < N.Date; i++) keep.dates.push(new Date(1700000000000 + i));
for (i = 0; i < N.Map; i++) keep.maps.push(new TaggedMap([["k", i]]));
for (i = 0; i < N.Set; i++) keep.sets.push(new TaggedSet([i]));
for (i = 0; i < N.RegExp; i++) keep.regexps.push(new TaggedRegExp("re" + i, "g"));
for (i = 0; i < N.Int32Array; i++) keep.typed.push(new TaggedInt32Array(4));
for (i = 0; i < N.Array; i++) keep.arrays.push([i, i + 1, i + 2]);
globalThis.keep = keep;

var strings = {
	latin1: "a Latin-1 string, caf\u00e9",
	twobyte: "a two-byte string \u263a \u4e2d",
	rope: null
};
function rope() {
	return strings.latin1 + " + " + keep.widgets[7].label + "!".repeat(40);
}
keep.holder = new Holder(rope());
strings.rope = rope();
globalThis.strings = strings;

var counter = 0;
function makeClosure(tag) {
	return function closureFn(depth, note) {
		counter++;
		return leaf(depth + 1, tag + ":" + note);
	};
}
var outerClosure = makeClosure("cl");

function mypid() {
	const [ok, bytes] = GLib.file_get_contents("/proc/self/stat");
	return parseInt(new TextDecoder().decode(bytes).split(" ")[0], 10);
}

// The engine's own account of the JS stack (Error.prototype.stack:
// "name@file:line:column" a frame, innermost first; "" names top-level
// code), as [{name, file, line}]: the frames, files and lines a debugger
// must report.  Taken on the line that dies, so the innermost frame's line
// is the line the program died on.
function frames(text) {
	var out = [], lines = text.split("\n"), k, s, at, c2, c1;
	for (k = 0; k < lines.length; k++) {
		s = lines[k];
		at = s.indexOf("@");
		c2 = s.lastIndexOf(":");
		c1 = s.lastIndexOf(":", c2 - 1);
		if (at < 0 || c1 <= at)
			continue;
		out.push({ name: s.slice(0, at), file: s.slice(at + 1, c1),
		    line: Number(s.slice(c1 + 1, c2)) });
	}
	return out;
}

function leaf(depth, note) {
	const pid = mypid();
	const truth = {
		pid: pid,
		engine: engine,
		// objects of these classes only the program makes
		counts_by_class: { Date: N.Date },
		// [class, count] by constructor
		counts_by_constructor: { Widget: ["Object", N.Widget],
		    Gadget: ["Object", N.Gadget], TaggedMap: ["Map", N.Map],
		    TaggedSet: ["Set", N.Set], TaggedRegExp: ["RegExp", N.RegExp],
		    TaggedInt32Array: ["Int32Array", N.Int32Array],
		    Holder: ["Object", 1] },
		properties: { Widget: ["id", "label", "kind"],
		    Gadget: ["serial", "color"],
		    Holder: ["latin1", "twobyte", "rope", "int", "dbl", "big",
		    "yes", "no", "nothing", "undef"] },
		plain_objects: N.plain,
		arrays: N.Array,
		strings: strings,
		stack: [
			{ name: "leaf", args: [depth, note] },
			{ name: "closureFn", args: [depth - 1, "n"] },
			{ name: "describe", args: [depth - 1, "n"] },
			{ name: "top", args: [2] }
		]
	};
	// the frames, the collection, the truth and the kill on one line
	truth.frames = frames(new Error().stack); System.gc(); GLib.file_set_contents(truthPath, JSON.stringify(truth)); GLib.spawn_command_line_sync("kill -ABRT " + pid);
	throw new Error("still alive after kill -ABRT");
}

function top(n) { return keep.widgets[n].describe(n, "n"); }
top(2);
