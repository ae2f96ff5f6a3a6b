// corpora/spidermonkey/recover.js: an Ion frame whose snapshot at the
// call that dies holds recover instructions besides its resume points,
// then crash() (a core).  For the shells (js78, js102), run with the
// options corpora/sm-cores.sh gives it: inline.js's warm-up thresholds
// and Ion's sink pass on:
//   --blinterp-warmup-threshold=10 --baseline-warmup-threshold=100
//   --ion-warmup-threshold=1000 --ion-offthread-compile=off --ion-sink=on
// Run as: jsNN recover.js TRUTHPATH ENGINE
//
// At crash(), innermost first:
//   leaf      (called through a megamorphic call site: not inlined)
//   inner     (small, warmed 2000 times, then called from one site:
//              Ion inlines it into outer)
//   outer     (Ion code: warmed 3000 times)
//   <top-level code>
// Values Ion need not compute before the call are left to recover
// instructions, which the snapshot at the call holds with the resume
// points of outer and inner: outer's object literal o and array a are
// used after the call only by reading their fields (scalar replacement:
// RNewObject (78) or RNewPlainObject (102) and RObjectState, RNewArray
// (78) or RNewArrayObject (102) and RArrayState), its string s and
// inner's m and third argument w only
// on a path never taken (the sink pass moves them there, leaving RConcat,
// RAdd, RMul to the snapshot).  truth.json as inline.js's: "frames" the
// engine's own Error().stack at the line that dies, "tiers" what
// inIon()/inJit() said in each function on its last run and the
// arguments it got (outer and leaf record [inIon(), inJit(),
// arguments...]; inner only inIon(), which keeps it small enough for Ion
// to inline and leaves w unused before the call: its arguments are
// those outer passed it, from outer's k and go), "kinds" their kinds,
// "receivers" each function's receiver by this program's calls;
// "recovered": the values of the
// chain's frames the program made for Ion to leave to recover
// instructions, by frame: what they are (the program cannot see what
// Ion did; the core's snapshot says that).  Every function records on
// every call, warming included: a path Ion never saw taken would bail
// out.

var truthPath = scriptArgs[0];
var engine = scriptArgs[1];
var seen = {};
var innerIon;

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
	var truth = { pid: os.getpid(), engine: engine, tiers: {},
	    thresholds: { blinterp: 10, baseline: 100, ion: 1000 } };
	seen.leaf = [inIon(), inJit(), k, go];
	for (var f in seen)
		truth.tiers[f] = { ion: seen[f][0] === true,
		    jit: seen[f][1] === true, args: seen[f].slice(2),
		    kinds: kinds(seen[f].slice(2)) };
	// inner's arguments as outer passed them, from outer's own
	var ik = seen.outer[2], igo = seen.outer[3];
	var iargs = [ik * 2 + 1, igo, ik + 1000];
	truth.tiers.inner = { ion: innerIon === true, args: iargs,
	    kinds: kinds(iargs) };
	truth.receivers = { outer: "undefined", inner: "undefined" };
	truth.recovered = {
		outer: { o: "object {x: k, y: k + 1}", a: "array [k, 2]",
		    s: "string \"s\" + k" },
		inner: { m: "k * 3 + w", w: "argument 3: outer's k + 1000" }
	};
	truth.frames = frames(new Error().stack); gc(); os.file.writeTypedArrayToFile(truthPath, ascii(JSON.stringify(truth))); crash();
}

var leaves = [n0, n1, n2, n3, n4, leaf];

function inner(k, go, w) {
	var m = k * 3 + w;
	innerIon = inIon();
	var r = leaves[k % 6](k + 1, go);
	if (r === -1)
		return m;
	return r + 1;
}

function outer(k, go) {
	var o = { x: k, y: k + 1 };
	var a = [k, 2];
	var s = "s" + k;
	seen.outer = [inIon(), inJit(), k, go];
	var r = inner(k * 2 + 1, go, k + 1000);
	if (r === -1)
		return s;
	return r + o.x + o.y + a[0];
}

var i;
// inner warmed first (Ion has its type information when it compiles
// outer, and inlines it), then outer
for (i = 0; i < 2000; i++) inner(i, false, i + 1000);
for (i = 0; i < 3000; i++) outer(i, false);
// inner gets 2 * 2 + 1 = 5, 5 mod 6: it calls leaves[5], the leaf
outer(2, true);
