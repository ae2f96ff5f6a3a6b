// corpora/spidermonkey/inline.js: a call chain whose middle Ion inlined,
// then crash() (a core).  For the shells (js78, js102), run with the
// options corpora/sm-cores.sh gives it (as jit.js):
//   --blinterp-warmup-threshold=10 --baseline-warmup-threshold=100
//   --ion-warmup-threshold=1000 --ion-offthread-compile=off
// Run as: jsNN inline.js TRUTHPATH ENGINE
//
// At crash(), innermost first:
//   leaf      (called through a megamorphic call site: not inlined)
//   inner     (small, called from one site with one callee: Ion inlines
//              it into mid, so into outer: two levels deep)
//   mid       (small and monomorphic, called as box.mid: inlined into
//              outer; its receiver is box, its arguments an int32, a
//              boolean, a double and a string made at run time, which
//              the gc() before crash() moves out of the nursery)
//   outer     (Ion code: warmed 3000 times)
//   <top-level code>
// so that outer's Ion frame holds mid and inner, which have no frames of
// their own on the stack.  truth.json: "frames" is the engine's own
// Error().stack at the line that dies (names, files, lines, columns: the
// inlined frames included), "tiers" what inIon()/inJit() said in each
// function of the chain on its last run (inlined code runs in Ion), "args"
// the arguments it got, "kinds" their kinds ("int32" for an integer
// number, "double" another, else typeof's word), "receivers" the
// receiver each function is called with (by this program's calls: mid
// through box.mid, the others as plain calls).  Every function records
// on every call, warming included: a path Ion never saw taken would
// bail out.

var truthPath = scriptArgs[0];
var engine = scriptArgs[1];
var seen = {};

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

// Leaves for warming: the call site in inner sees all six, so it is
// megamorphic and Ion calls the leaf rather than inlining it.
function n0(k, go) { return k; }
function n1(k, go) { return k + 1; }
function n2(k, go) { return k * 2; }
function n3(k, go) { return 0; }
function n4(k, go) { return k - 1; }

function leaf(k, go) {
	if (!go)
		return k;
	var truth = { pid: os.getpid(), engine: engine, tiers: seen,
	    thresholds: { blinterp: 10, baseline: 100, ion: 1000 } };
	seen.leaf = { ion: inIon() === true, jit: inJit() === true,
	    args: [k, go] };
	for (var f in seen)
		seen[f].kinds = kinds(seen[f].args);
	truth.receivers = { outer: "undefined", mid: "box", inner: "undefined" };
	truth.frames = frames(new Error().stack); gc(); os.file.writeTypedArrayToFile(truthPath, ascii(JSON.stringify(truth))); crash();
}

var leaves = [n0, n1, n2, n3, n4, leaf];

var box = { tag: "box" };
var str = "s" + box.tag;	// made at run time: a nursery string

function kinds(a) {
	var out = [], k;
	for (k = 0; k < a.length; k++)
		out.push(typeof a[k] === "number" ? ((a[k] | 0) === a[k] ?
		    "int32" : "double") : typeof a[k]);
	return out;
}

function inner(k, go) {
	seen.inner = { ion: inIon() === true, jit: inJit() === true, args: [k, go] };
	return leaves[k % 6](k + 1, go);
}

function mid(k, go, d, s) {
	seen.mid = { ion: inIon() === true, jit: inJit() === true, args: [k, go, d, s] };
	return inner(k * 2 + 1, go) + 1;
}

function outer(k, go) {
	var t = 6;
	seen.outer = { ion: inIon() === true, jit: inJit() === true, args: [k, go] };
	return box.mid(k + t, go, 6.25, str) + 2;
}

var i;
box.mid = mid;
for (i = 0; i < 2000; i++) box.mid(i, false, i + 0.25, str);
for (i = 0; i < 3000; i++) outer(i, false);
// inner gets 2 * (5 + 6) + 1 = 23, 5 mod 6: it calls leaves[5], the leaf
outer(5, true);
