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
// accessors (getter/setter pairs) on a class's prototype
class Thermo {
	constructor() { this.c = 20; }
	get fahrenheit() { return this.c * 9 / 5 + 32; }
	set fahrenheit(f) { this.c = (f - 32) * 5 / 9; }
}
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

// ---- one value of each kind (issue 9's list), held by one Kinds object,
// and the facts a debugger must report of each (truth.kinds) ----
class Kinds {}
function kindsTruthOf(kk) {
	var t = {}, k, e;
	t.date = { time: kk.date.getTime(), iso: kk.date.toISOString() };
	t.badDate = { time: null };
	t.regexp = { source: kk.regexp.source, flags: kk.regexp.flags,
	    lastIndex: kk.regexp.lastIndex };
	t.map = { size: kk.map.size, entries: [] };
	kk.map.forEach(function (v, key) { t.map.entries.push([key, v]); });
	t.set = { size: kk.set.size, entries: [] };
	kk.set.forEach(function (v) { t.set.entries.push(v); });
	t.i32 = { type: "Int32Array", length: kk.i32.length,
	    byteOffset: kk.i32.byteOffset, elements: Array.from(kk.i32) };
	t.u8 = { type: "Uint8Array", length: kk.u8.length,
	    byteOffset: kk.u8.byteOffset, elements: Array.from(kk.u8) };
	t.f64 = { type: "Float64Array", length: kk.f64.length,
	    byteOffset: kk.f64.byteOffset, elements: Array.from(kk.f64) };
	t.buffer = { byteLength: kk.buffer.byteLength, inline: false };
	t.smallbuf = { byteLength: kk.smallbuf.byteLength, inline: true };
	t.error = { name: kk.error.name, message: kk.error.message,
	    fileName: kk.error.fileName, lineNumber: kk.error.lineNumber,
	    columnNumber: kk.error.columnNumber, stack: kk.error.stack };
	t.num = { value: kk.num.valueOf() };
	t.str = { value: kk.str.valueOf() };
	t.bool = { value: kk.bool.valueOf() };
	t.sym = { description: kk.sym.description, kind: "unique" };
	t.regsym = { description: kk.regsym.description, kind: "registered" };
	t.wksym = { description: kk.wksym.description, kind: "well-known" };
	t.bigpos = { decimal: String(kk.bigpos) };
	t.bigneg = { decimal: String(kk.bigneg) };
	t.bigzero = { decimal: String(kk.bigzero) };
	t.dense = { length: kk.dense.length, elements: kk.dense.slice() };
	t.holey = { length: kk.holey.length, holes: [1, 3],
	    elements: [kk.holey[0], null, kk.holey[2], null, kk.holey[4]] };
	t.sparse = { length: kk.sparse.length, indices: Object.keys(kk.sparse) };
	t.dict = { keys: Object.keys(kk.dict), accessors: ["acc"] };
	t.native = { name: kk.native.name, kind: "native" };
	t.arrow = { name: kk.arrow.name, kind: "arrow" };
	t.plainfn = { name: kk.plainfn.name, kind: "interpreted" };
	t.ctor = { name: kk.ctor.name, kind: "class constructor" };
	// bound to plainfn, this null, arguments [1] (makeKinds)
	t.bound = { name: kk.bound.name, kind: "bound", target: "plainfn",
	    boundThis: null, args: [1] };
	t.proxy = { revoked: false };
	t.revoked = { revoked: true };
	t.resolved = { state: "fulfilled", result: 42 };
	t.pending = { state: "pending" };
	t.rejected = { state: "rejected", message: "no way" };
	t.nodesc = { description: null, kind: "unique" };
	t.longstr = { length: kk.longstr.length, head: kk.longstr.slice(0, 16),
	    tail: kk.longstr.slice(-16) };
	t.depstr = { length: kk.depstr.length, value: kk.depstr };
	t.flatrope = { value: kk.flatrope };
	// a kind jsmdb does not decode: it must say so, not print an empty
	// object
	t.weak = { className: "WeakMap", entries: 1 };
	t.extstr = { value: kk.extstr, external: true };
	return t;
}
// the heap side (issue 9): facts about members of the Kinds object
// (truth.heap; truth.kinds lists only what ::jsprint prints as V8's)
function heapTruthOf(kk) {
	var t = {};
	// accessors: each property's marker as util.inspect names it
	t.accessors = { thermoProto: { fahrenheit: "Getter/Setter" },
	    getterOnly: { ro: "Getter" }, setterOnly: { wo: "Setter" },
	    dict: { acc: "Getter/Setter" } };
	// dict.acc's getter, also held by kk.accGetter
	t.accGetter = { name: kk.accGetter.name,
	    referrers: [["dict", "acc (getter)"], ["kinds", "accGetter"]] };
	// more properties than an object has fixed slots (16 at most)
	t.many = { count: Object.keys(kk.many).length };
	// weak collections: keys and values named by the Kinds property
	// that holds them
	t.weak2 = { className: "WeakMap",
	    entries: [["weakKey1", "one"], ["weakKey2", "=weakKey1"]] };
	t.weakset = { className: "WeakSet", members: ["weakKey1", "weakKey2"] };
	return t;
}
function makeKinds() {
	var kk = new Kinds(), r, i;
	kk.date = new Date(1700000000123);
	kk.badDate = new Date(NaN);
	kk.regexp = /ab+c\/d/gim;
	kk.map = new Map([["one", 1], ["two", 2], ["three", 3]]);
	kk.map.delete("two");
	kk.map.set("four", "vier");
	kk.set = new Set(["x", 5, "y"]);
	kk.set.delete(5);
	kk.set.add(-1.5);
	kk.i32 = new Int32Array([1, -2, 3, 2147483647]);
	kk.buffer = new ArrayBuffer(4096);
	kk.u8 = new Uint8Array(kk.buffer, 8, 16);
	kk.smallbuf = new ArrayBuffer(8);
	for (i = 0; i < 16; i++) kk.u8[i] = i * 3;
	kk.f64 = new Float64Array([0.5, -1e300, 3]);
	kk.error = new TypeError("bad thing happened");
	kk.num = new Number(42.5);
	kk.str = new String("wrapped");
	kk.bool = new Boolean(true);
	kk.sym = Symbol("my symbol");
	kk.regsym = Symbol.for("registered one");
	kk.wksym = Symbol.iterator;
	kk.bigpos = 123456789012345678901234567890n;
	kk.bigneg = -5n;
	kk.bigzero = 0n;
	kk.dense = [1, "two", 3.5];
	kk.holey = [10, , 30, , 50];
	kk.sparse = [];
	kk.sparse[1000000] = 7;
	kk.sparse[5] = 6;
	kk.dict = { a: 1, b: 2, c: 3, d: 4 };
	Object.defineProperty(kk.dict, "acc", { get: function () { return 1; },
	    set: function (v) {}, enumerable: true });
	delete kk.dict.b;
	kk.native = Math.max;
	kk.arrow = (x) => x + 1;
	kk.plainfn = function plainNamed(a, b) { return a + b; };
	kk.ctor = Widget;
	kk.bound = kk.plainfn.bind(null, 1);
	kk.proxyTarget = { inside: 1 };
	kk.proxyHandler = { get: function () { return 2; } };
	kk.proxy = new Proxy(kk.proxyTarget, kk.proxyHandler);
	r = Proxy.revocable({}, {});
	r.revoke();
	kk.revoked = r.proxy;
	kk.resolved = Promise.resolve(42);
	kk.pending = new Promise(function () {});
	kk.rejected = Promise.reject(new Error("no way"));
	kk.rejected.catch(function () {});
	kk.nodesc = Symbol();
	kk.longstr = "x".repeat(70000) + "the end of it";
	kk.longstr = kk.longstr.split("").join("");	// flat
	kk.depstr = kk.longstr.substring(69990, 70010);
	// a rope flattened in place (its buffer extensible)
	kk.flatrope = "ab".repeat(20) + "cd".repeat(20) + kk.set.size;
	kk.flatrope.indexOf("z");
	kk.weak = new WeakMap([[kk.proxyTarget, 1]]);
	kk.thermo = new Thermo();
	kk.thermoProto = Thermo.prototype;
	kk.getterOnly = {};
	Object.defineProperty(kk.getterOnly, "ro",
	    { get: function roGetter() { return 5; }, enumerable: true });
	kk.setterOnly = {};
	Object.defineProperty(kk.setterOnly, "wo",
	    { set: function woSetter(v) {}, enumerable: true });
	kk.accGetter = Object.getOwnPropertyDescriptor(kk.dict, "acc").get;
	kk.many = {};
	for (i = 0; i < 40; i++) kk.many["m" + i] = i;
	kk.weakKey1 = { wk: 1 };
	kk.weakKey2 = { wk: 2 };
	kk.weak2 = new WeakMap([[kk.weakKey1, "one"], [kk.weakKey2, kk.weakKey1]]);
	kk.weakset = new WeakSet([kk.weakKey1, kk.weakKey2]);
	// an external string (chars owned by the embedding): the shells'
	// testing functions
	kk.extstr = typeof newExternalString === "function" ?
	    newExternalString("an external string") :
	    newString("an external string", { external: true });
	return kk;
}
keep.kinds = makeKinds();
var kindsTruth = kindsTruthOf(keep.kinds);
var heapTruth = heapTruthOf(keep.kinds);

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
		counts_by_class: { Date: N.Date + 2 },	// + the Kinds' two
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
		kinds: kindsTruth,
		heap: heapTruth,
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
