// corpora/spidermonkey/sm.js: a known heap and a known call stack for the
// SpiderMonkey shells (js78, js102), then crash() (SIGABRT, a core).
// Run as: jsNN sm.js TRUTHPATH ENGINE
// The truth (truth.json) is written before the crash: pid, engine, the
// counts of objects by class and by constructor, the call stack (names
// and arguments; frames: names, files and lines as the engine reports them).
// corpora/spidermonkey/gjs/sm.js is its twin for GJS: the same heap.

var truthPath = scriptArgs[0];
var engine = scriptArgs[1];

// ---- the heap ----
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

// ---- the stack ----
var counter = 0;
function makeClosure(tag) {
	return function closureFn(depth, note) {
		counter++;
		return leaf(depth + 1, tag + ":" + note);
	};
}
var outerClosure = makeClosure("cl");

function ascii(s) {	// JSON text to bytes; \u escapes keep it ASCII
	var out = "", c, k;
	for (k = 0; k < s.length; k++) {
		c = s.charCodeAt(k);
		out += c < 0x80 ? s[k] : "\\u" + ("000" + c.toString(16)).slice(-4);
	}
	var b = new Uint8Array(out.length);
	for (k = 0; k < out.length; k++) b[k] = out.charCodeAt(k);
	return b;
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
	var truth = {
		pid: os.getpid(),
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
	// only what the program keeps: dead cells go before the core; the
	// frames, the collection, the truth and the crash on one line
	truth.frames = frames(new Error().stack); gc(); os.file.writeTypedArrayToFile(truthPath, ascii(JSON.stringify(truth))); crash();
}

function top(n) { return keep.widgets[n].describe(n, "n"); }
top(2);
