// corpora/spidermonkey/gjs/jit.js: the GJS twin of ../jit.js: a call
// chain through functions running in each of SpiderMonkey's tiers, run
// by gjs (GJS 1.74 on libmozjs-102), which then has itself killed with
// SIGABRT (kill -ABRT of its own pid, as ./sm.js) while the chain is
// live.
// Run as: gjs jit.js TRUTHPATH ENGINE, with the environment
// corpora/sm-cores.sh gives it (sm_environment):
//   JIT_OPTION_baselineInterpreterWarmUpThreshold=10
//   JIT_OPTION_baselineJitWarmUpThreshold=100
//   JIT_OPTION_normalIonWarmUpThreshold=1000
// SpiderMonkey's DefaultJitOptions read these (js/src/jit/JitOptions.cpp,
// ESR 102: SET_DEFAULT reads "JIT_OPTION_" #var from the environment, in
// release builds too); they are the variables the js102 shell's
// --blinterp-warmup-threshold, --baseline-warmup-threshold and
// --ion-warmup-threshold set, so the thresholds are ../jit.js's.
// GJS has no --ion-offthread-compile=off: Ion compiles on a helper
// thread, and the main thread links the code at a later call.  So viaIon
// is warmed, then the program waits for the helper thread, then warms it
// again (the calls that link its Ion code).
//
// At the kill, innermost first:
//   leafInterp   (C++ interpreter: called once)
//   viaBlinterp  (Baseline Interpreter: warmed 40 times)
//   viaBaseline  (Baseline code: warmed 500 times)
//   viaIon       (Ion code: warmed 3000 + 200 times)
//   fromSignal   (C++ interpreter: called once, by GObject's signal
//                emission: GJS's own way into JS from C, a GClosure)
//   <top-level code>
// so that GJS's and GLib's native frames (g_signal_emit, the closure's
// marshaller, JS_CallFunction) lie between two of the chain's frames.
// GJS has no inIon()/inJit() (the js shells' testing functions): the
// tiers in truth.json are the ones the warm-up counts give against the
// thresholds (truth.tier_source says so), not the engine's word.  What
// the engine says of each frame is Error().stack (truth.frames: names,
// files, lines, columns); the arguments are the program's own.  Calls go
// through megamorphic call sites so that Ion inlines none of them.
// "receivers" is the receiver each function of the chain got: GJS runs
// a program's top level with its variables on an object of their own
// (a with-environment's object, not the global), and a plain call of a
// name found there passes that object as the receiver (ECMA-262
// EvaluateCall: the base object of an object Environment Record whose
// withEnvironment is true): viaIon gets it (fromSignal calls it by
// name); the other calls are calls of an argument, whose receiver is
// undefined (a declarative Environment Record), which a sloppy function
// sees as the global.  The program checks both with a function of its
// own called the same ways (probe).  fromSignal's receiver and arguments
// are GJS's to choose (the emitting object first): not in truth.stack.

const GLib = imports.gi.GLib;
const GObject = imports.gi.GObject;
const System = imports.system;

var truthPath = ARGV[0];
var engine = ARGV[1];
var W = { leafInterp: 0, viaBlinterp: 40, viaBaseline: 500, viaIon: 3200,
    fromSignal: 0 };
var T = { blinterp: 10, baseline: 100, ion: 1000 };
var tiers = {};
var receiverTag = "gjs top-level variables";
var receivers = {};

function mypid() {
	const [ok, bytes] = GLib.file_get_contents("/proc/self/stat");
	return parseInt(new TextDecoder().decode(bytes).split(" ")[0], 10);
}

// Error().stack as [{name, file, line, column}], innermost first (""
// names top-level code).
function frames(text) {
	var out = [], lines = text.split("\n"), k, s, at, c2, c1;
	for (k = 0; k < lines.length; k++) {
		s = lines[k];
		at = s.indexOf("@");
		c2 = s.lastIndexOf(":");
		c1 = s.lastIndexOf(":", c2 - 1);
		if (at < 0 || c1 <= at)
			continue;
		out.push({ name: s.slice(0, at), file: s.slice(at + 1, c1), line:
		    Number(s.slice(c1 + 1, c2)), column: Number(s.slice(c2 + 1)) });
	}
	return out;
}

// A function's tier by its warm-up count (see above), and its arguments.
function tier(name, args) {
	tiers[name] = { ion: W[name] >= T.ion, jit: W[name] >= T.blinterp,
	    warm: W[name], args: args };
}

// The receiver a call of each of the chain's shapes passes ("undefined"
// or the value of its receiverTag), asked of a function of its own so
// that the chain's functions never look at theirs (Ion compiled viaIon
// into code that bailed out to Baseline when it did).
function probe() {
	return this === globalThis ? "undefined" :
	    this.receiverTag === receiverTag ? receiverTag : "unexpected";
}
function callArgument(f) { return f(); }
function probeByName() { return probe(); }
receivers.viaIon = probeByName();		// a plain call in a function
receivers.viaBaseline = callArgument(probe);	// a call of an argument
receivers.viaBlinterp = receivers.leafInterp = receivers.viaBaseline;

// Callees for warming: a call site that has seen several is megamorphic.
function n0(a, b, c) { return a; }
function n1(a, b, c) { return b; }
function n2(a, b, c) { return c; }
function n3(a, b, c) { return a + 1; }
function n4(a, b, c) { return 0; }
var noops = [n0, n1, n2, n3, n4];

function leafInterp(k, s, x) {
	var pid = mypid();
	var truth = { pid: pid, engine: engine, tiers: tiers, thresholds: T,
	    tier_source: "warm-up counts against the thresholds set through " +
	    "JIT_OPTION_* (GJS has no inIon()/inJit())" };
	tier("leafInterp", [k, s, x]);
	truth.receivers = receivers;
	// fromSignal is called from C: GLib runs a signal's handlers through
	// g_closure_invoke (gobject/gsignal.c, GLib 2.74), and GJS's closure
	// calls the function with JS::Call, which is JS_CallFunction for a
	// function (gjs/closure.cpp, 1.74; js/public/CallAndConstruct.h,
	// ESR 102): these native frames lie between fromSignal and the top
	// level, innermost first (those the sources name; not all of them)
	truth.signal = { handler: "fromSignal", caller: "",
	    through: ["JS_CallFunction", "g_closure_invoke"] };
	truth.stack = [
		{ name: "leafInterp", args: [k, s, x] },
		{ name: "viaBlinterp", args: tiers.viaBlinterp.args },
		{ name: "viaBaseline", args: tiers.viaBaseline.args },
		{ name: "viaIon", args: tiers.viaIon.args }
	];
	// a no-op but under gjs -d, where the debugger stops here (test_smjit
	// asks it the tiers of the frames: Debugger.Frame's implementation)
	debugger;
	truth.frames = frames(new Error().stack); System.gc(); GLib.file_set_contents(truthPath, JSON.stringify(truth)); GLib.spawn_command_line_sync("kill -ABRT " + pid);
	throw new Error("still alive after kill -ABRT");
}

function viaBlinterp(k, s, next) {
	var t = k * 2;
	tier("viaBlinterp", [k, s, next.name]);
	return next(t + 1, s + "-b", 0.5);
}

function viaBaseline(k, s, next, after) {
	var t = k + 3;
	tier("viaBaseline", [k, s, next.name, after.name]);
	return next(t, s + "-c", after);
}

function viaIon(k, s, next, after) {
	var t = 0, j;
	for (j = 0; j < 8; j++) t += j * k;
	tier("viaIon", [k, s, next.name, after.name]);
	return next(t, s + "-i", after, leafInterp);
}

// Warming, as ../jit.js: viaIon sees, while warming, every callee it gets
// in the chain; viaBaseline is so called 500 times (W), viaBlinterp
// never: it is warmed by itself.  viaIon's warming is in two parts with a
// wait for the helper thread between them (3000 + 200 calls, W).
var i, cyc = noops.concat([viaBaseline]), nx;
function warmIon(from, to) {
	for (i = from; i < to; i++) {
		nx = cyc[i % 6];
		if (nx === viaBaseline && i >= 3000)
			nx = n2;	// viaBaseline's 500 calls are the first part's
		viaIon(i, "w", nx, nx === viaBaseline ? n0 :
		    (i & 1 ? viaBlinterp : n1));
	}
}
// An object with a signal of its own, and fromSignal its handler.
const Hop = GObject.registerClass({
	Signals: { "go": { param_types: [GObject.TYPE_INT, GObject.TYPE_STRING] } },
}, class Hop extends GObject.Object {});
var hop = new Hop();
function fromSignal(emitter, k, s) {
	tier("fromSignal", [k, s]);
	return viaIon(k, s, viaBaseline, viaBlinterp);
}
hop.connect("go", fromSignal);

warmIon(0, 3000);
GLib.usleep(500000);
warmIon(3000, W.viaIon);
for (i = 0; i < W.viaBlinterp; i++) viaBlinterp(i, "w", noops[i % 5]);
hop.emit("go", 3, "go");
