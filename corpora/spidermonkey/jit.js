// corpora/spidermonkey/jit.js: a call chain through functions running in
// each of SpiderMonkey's tiers, then crash() (a core).  For the shells
// (js78, js102), run with the options corpora/sm-cores.sh gives it:
//   --blinterp-warmup-threshold=10 --baseline-warmup-threshold=100
//   --ion-warmup-threshold=1000 --ion-offthread-compile=off
// so that a function called W times before the chain runs is, in it:
// W < 10 the C++ interpreter, 10 <= W < 100 the Baseline Interpreter,
// 100 <= W < 1000 Baseline code, W >= 1000 Ion code.
// Run as: jsNN jit.js TRUTHPATH ENGINE
//
// At crash(), innermost first:
//   leafInterp   (C++ interpreter: called once)
//   viaBlinterp  (Baseline Interpreter: warmed 40 times)
//   viaBaseline  (Baseline code: warmed 500 times)
//   viaIon       (Ion code: warmed 3000 times)
//   <top-level code>
// Each function records, in the chain's run, what the shell's own
// testing functions say of it (inIon(): the caller runs in Ion; inJit():
// it runs in JIT code, the Baseline Interpreter included), its arguments
// (a function argument by its name),
// and the truth.json "frames" are the engine's own Error().stack at the
// line that dies (names, files, lines).  Calls go through megamorphic
// call sites (warmed with several callees) so that Ion inlines none of
// them: every function of the chain has a frame of its own.

var truthPath = scriptArgs[0];
var engine = scriptArgs[1];
var W = { leafInterp: 0, viaBlinterp: 40, viaBaseline: 500, viaIon: 3000 };
var tiers = {};

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

// What the shell says of the function calling it, and its arguments.
function tier(name, args, ion, jit) {
	tiers[name] = { ion: ion === true, jit: jit === true, warm: W[name],
	    args: args };
}

// Callees for warming: a call site that has seen several is megamorphic.
function n0(a, b, c) { return a; }
function n1(a, b, c) { return b; }
function n2(a, b, c) { return c; }
function n3(a, b, c) { return a + 1; }
function n4(a, b, c) { return 0; }
var noops = [n0, n1, n2, n3, n4];

function leafInterp(k, s, x) {
	var truth = { pid: os.getpid(), engine: engine, tiers: tiers,
	    thresholds: { blinterp: 10, baseline: 100, ion: 1000 } };
	tier("leafInterp", [k, s, x], inIon(), inJit());
	truth.stack = [
		{ name: "leafInterp", args: [k, s, x] },
		{ name: "viaBlinterp", args: tiers.viaBlinterp.args },
		{ name: "viaBaseline", args: tiers.viaBaseline.args },
		{ name: "viaIon", args: tiers.viaIon.args }
	];
	truth.frames = frames(new Error().stack); gc(); os.file.writeTypedArrayToFile(truthPath, ascii(JSON.stringify(truth))); crash();
}

function viaBlinterp(k, s, next) {
	var t = k * 2;
	tier("viaBlinterp", [k, s, next.name], inIon(), inJit());
	return next(t + 1, s + "-b", 0.5);
}

function viaBaseline(k, s, next, after) {
	var t = k + 3;
	tier("viaBaseline", [k, s, next.name, after.name], inIon(), inJit());
	return next(t, s + "-c", after);
}

function viaIon(k, s, next, after) {
	var t = 0, j;
	for (j = 0; j < 8; j++) t += j * k;
	tier("viaIon", [k, s, next.name, after.name], inIon(), inJit());
	return next(t, s + "-i", after, leafInterp);
}

// Warming.  ESR 78's type inference drops Ion code when an argument gets
// a type it has not seen (each of these functions is a type of its own),
// so viaIon sees, while warming, every callee it gets in the chain:
// viaBaseline as next (then calling a no-op in place of viaBlinterp),
// viaBlinterp as after (beside a no-op next).  viaBaseline is so called
// 500 times (W), viaBlinterp never: it is warmed by itself.
var i, cyc = noops.concat([viaBaseline]), nx;
for (i = 0; i < W.viaIon; i++) {
	nx = cyc[i % 6];
	viaIon(i, "w", nx, nx === viaBaseline ? n0 : (i & 1 ? viaBlinterp : n1));
}
for (i = 0; i < W.viaBlinterp; i++) viaBlinterp(i, "w", noops[i % 5]);
viaIon(3, "go", viaBaseline, viaBlinterp);
