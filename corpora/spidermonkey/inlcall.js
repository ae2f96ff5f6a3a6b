// corpora/spidermonkey/inlcall.js: functions Ion inlined that were not
// reached by a plain call: through Function.prototype.call, a getter, a
// setter and Function.prototype.apply, one inside the other; then crash()
// (a core).  For the shells (js78, js102), run with the options
// corpora/sm-cores.sh gives it:
//   --blinterp-warmup-threshold=10 --baseline-warmup-threshold=100
//   --ion-warmup-threshold=2000 --ion-full-warmup-threshold=2000
//   --ion-offthread-compile=off
// (js78's Ion inlines one level of small functions at its "normal"
// optimization level and goes deeper only at its "full" one, which the
// full threshold makes the first; js102's inlines a level deeper for each
// 250 runs past 500 of the code it inlines into, so it compiles at 2000:
// js102 takes the full threshold and does nothing with it.)
// Run as: jsNN inlcall.js TRUTHPATH ENGINE
//
// At crash(), innermost first:
//   leaf      (called through a megamorphic call site: not inlined)
//   viaApply  (called by setVal, js78's as viaApply.apply(objA,
//              arguments), js102's as viaApply.call(objA, v): its
//              receiver objA, its argument setVal's)
//   setVal    (the setter of objS.val, run by getVal's objS.val = ...:
//              its receiver objS, one argument)
//   getVal    (the getter of objG.val, run by viaCall's objG.val: its
//              receiver objG, no arguments)
//   viaCall   (called as viaCall.call(objC, k, d, extra) by outer: its
//              receiver objC, its arguments k, d and extra, a string
//              made at run time, past its formals: it records the
//              global it was given, which the gc() before crash() moves
//              out of the nursery)
//   outer     (called by the loop 4004 times)
//   <top-level code> (its loop compiled by Ion)
// Ion inlines outer, and in it viaCall, getVal, setVal and viaApply,
// into the top-level loop: they have no frames of their own.  js78's
// Ion (IonBuilder) inlines fun.apply(x, arguments) in a function it
// inlined (jit/IonBuilder.cpp jsop_funapplyarguments); js102's (Warp)
// inlines no fun.apply call (jit/TrialInlining.cpp: "Warp only supports
// inlining Standard and FunCall calls"), hence its setVal's fun.call.
// "inlined" in truth.json: the functions this program means to be
// inlined.
//
// truth.json as inline.js's: "frames" is the engine's own Error().stack
// at the line that dies, "tiers" what inIon()/inJit() said in each
// function of the chain on its last run, "args" the arguments it got,
// "kinds" their kinds, "receivers" the receiver each function is called
// with (a global object whose tag is its name, or "undefined").  Every
// function records on every call, warming included: a path Ion never
// saw taken would bail out.

var truthPath = scriptArgs[0];
var engine = scriptArgs[1];
var seen = {};
var going = false;	// true on the loop's last turn only: the leaf dies

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
		out.push({ name: s.slice(0, at), file: s.slice(at + 1, c1),
		    line: Number(s.slice(c1 + 1, c2)),
		    column: Number(s.slice(c2 + 1)) });
	}
	return out;
}

function kinds(a) {
	var out = [], k;
	for (k = 0; k < a.length; k++)
		out.push(typeof a[k] === "number" ? ((a[k] | 0) === a[k] ?
		    "int32" : "double") : typeof a[k]);
	return out;
}

// Leaves for warming: viaApply's call site sees all six, so it is
// megamorphic and Ion calls the leaf rather than inlining it.
function n0(k) { return k; }
function n1(k) { return k + 1; }
function n2(k) { return k * 2; }
function n3(k) { return 0; }
function n4(k) { return k - 1; }

function leaf(k) {
	if (!going)
		return k;
	var truth = { pid: os.getpid(), engine: engine, tiers: seen,
	    thresholds: { blinterp: 10, baseline: 100, ion: 2000 } };
	seen.leaf = { ion: inIon() === true, jit: inJit() === true,
	    args: [k] };
	for (var f in seen)
		seen[f].kinds = kinds(seen[f].args);
	truth.receivers = { outer: "undefined", viaCall: "objC",
	    getVal: "objG", setVal: "objS", viaApply: "objA" };
	truth.inlined = ["outer", "viaCall", "getVal", "setVal", "viaApply"];
	truth.frames = frames(new Error().stack); gc(); os.file.writeTypedArrayToFile(truthPath, ascii(JSON.stringify(truth))); crash();
}

var leaves = [n0, n1, n2, n3, n4, leaf];

var objC = { tag: "objC" };
var objG = { tag: "objG", k: 0 };
var objS = { tag: "objS", last: 0 };
var objA = { tag: "objA" };
var extra = "x" + objA.tag;	// made at run time: a nursery string

function viaApply(v) {
	seen.viaApply = { ion: inIon() === true, jit: inJit() === true, args: [v] };
	return leaves[v % 6](v + 1);
}

// the setter: js78's calls viaApply through fun.apply(x, arguments),
// which its Ion inlines; js102's through fun.call (its Ion inlines no
// fun.apply, and keeps the arguments object of a function it inlined as
// a recover instruction in the snapshot)
var setVal = engine === "js78" ? function setVal(v) {
	seen.setVal = { ion: inIon() === true, jit: inJit() === true, args: [v] };
	this.last = viaApply.apply(objA, arguments);
} : function setVal(v) {
	seen.setVal = { ion: inIon() === true, jit: inJit() === true, args: [v] };
	this.last = viaApply.call(objA, v);
};

function getVal() {
	seen.getVal = { ion: inIon() === true, jit: inJit() === true, args: [] };
	objS.val = this.k + 3;
	return objS.last + 1;
}

function viaCall(k, d) {	// and a third argument, extra
	seen.viaCall = { ion: inIon() === true, jit: inJit() === true, args: [k, d, extra] };
	objG.k = k;
	return objG.val + d;
}

function outer(k) {
	seen.outer = { ion: inIon() === true, jit: inJit() === true, args: [k] };
	return viaCall.call(objC, k + 1, 2.5, extra) + 2;
}

Object.defineProperty(objG, "val", { get: getVal });
Object.defineProperty(objS, "val", { set: setVal });

// going is set on every turn (a store Ion never saw would bail out of
// the compiled loop there), true on the last only: outer gets 4003,
// setVal (4003 + 1) + 3 = 4007, 5 mod 6: viaApply calls leaves[5], the
// leaf
var i;
for (i = 0; i <= 4003; i++) {
	going = i === 4003;
	outer(i);
}
