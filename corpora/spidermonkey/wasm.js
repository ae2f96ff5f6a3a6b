// corpora/spidermonkey/wasm.js: a call chain through WebAssembly, then
// crash() (a core).  For the shells (js78, js102), run with the options
// corpora/sm-cores.sh gives it: none for wasm.js, whose small module the
// engine compiles once with its optimizing tier (Ion), and
// --wasm-compiler=baseline for wasm-baseline.js (a link to this file),
// whose module runs in the baseline tier.  The tier is recorded as the
// engine's own wasmExtractCode() says it.  wasm-jit.js (another link)
// first runs the chain 3000 times without crashing, with jit.js's warm-up
// thresholds (--blinterp-warmup-threshold=10
// --baseline-warmup-threshold=100 --ion-warmup-threshold=1000
// --ion-offthread-compile=off), so that JIT code calls the export (the
// JIT entry stub, or Ion's direct call) and the module calls fromWasm,
// by then JIT code itself, through the import's JIT exit stub; the
// others call it once, from the interpreter, through the interpreter
// entry and exit stubs.  Which it is: the program's own path
// (scriptPath).
// Run as: jsNN wasm.js TRUTHPATH ENGINE
//
// At crash(), innermost first:
//   fromWasm      (a JS function the module imports as env.cb)
//   inner         (wasm function 2: calls the import)
//   outer         (wasm function 3, exported as "run": calls inner)
//   enter         (JS: calls the export)
//   <top-level code>
// The module (hand-assembled below, with a name section) has functions
//   0 env.cb       (the import; named "cb" in the name section)
//   1 spare        (never called)
//   2 inner
//   3 outer
// truth.json: "frames" is the engine's own Error().stack at the line that
// dies, innermost first: a JS frame's {name, file, line, column}, a wasm
// frame's {name, file, wasm: true, func (its index), offset (the byte
// offset in the module of the call it is in, as the stack says it)};
// "names" the module's function names by index; "tier" what
// wasmExtractCode() says the module's code is ("baseline" or "ion"),
// "compile_mode" wasmCompileMode()'s word; "args" what fromWasm got;
// "warm" whether the chain was warmed (wasm-jit.js), "jit" what inJit()
// said in fromWasm.

var truthPath = scriptArgs[0];
var engine = scriptArgs[1];

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

// Error().stack as records, innermost first: "name@file:line:column"
// for JS, "name@file:wasm-function[N]:0xOFF" for wasm.
function frames(text) {
	var out = [], lines = text.split("\n"), k, s, at, c2, c1, m;
	for (k = 0; k < lines.length; k++) {
		s = lines[k];
		at = s.indexOf("@");
		m = /^(.*):wasm-function\[(\d+)\]:0x([0-9a-f]+)$/.exec(s.slice(at + 1));
		if (at >= 0 && m) {
			out.push({ name: s.slice(0, at), file: m[1], wasm: true,
			    func: Number(m[2]), offset: parseInt(m[3], 16) });
			continue;
		}
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

// ---- the module, by hand (the binary format, version 1) ----
function u32(n) {	// unsigned LEB128
	var out = [];
	do {
		var b = n & 0x7f;
		n >>>= 7;
		out.push(n ? b | 0x80 : b);
	} while (n);
	return out;
}
function str(s) {
	var out = u32(s.length), k;
	for (k = 0; k < s.length; k++) out.push(s.charCodeAt(k));
	return out;
}
function section(id, body) { return [id].concat(u32(body.length), body); }
function vec(items) {
	var out = u32(items.length), k;
	for (k = 0; k < items.length; k++) out = out.concat(items[k]);
	return out;
}
function body(code) { return u32(code.length + 1).concat([0], code); }

var I32 = 0x7f, CALL = 0x10, LOCAL_GET = 0x20, I32_CONST = 0x41,
    I32_ADD = 0x6a, I32_MUL = 0x6c, END = 0x0b;
var NAMES = ["cb", "spare", "inner", "outer"];
var bytes = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00].concat(
	// type 0: (i32) -> i32
	section(1, vec([[0x60, 1, I32, 1, I32]])),
	// import 0: env.cb, type 0
	section(2, vec([str("env").concat(str("cb"), [0x00, 0])])),
	// functions 1, 2, 3: type 0
	section(3, vec([[0], [0], [0]])),
	// export "run": function 3
	section(7, vec([str("run").concat([0x00, 3])])),
	section(10, vec([
		// spare: x + 7
		body([LOCAL_GET, 0, I32_CONST, 7, I32_ADD, END]),
		// inner: cb(x + 1) + 5
		body([LOCAL_GET, 0, I32_CONST, 1, I32_ADD, CALL, 0,
		    I32_CONST, 5, I32_ADD, END]),
		// outer: inner(x * 2) + 9
		body([LOCAL_GET, 0, I32_CONST, 2, I32_MUL, CALL, 2,
		    I32_CONST, 9, I32_ADD, END])
	])),
	// the name section: function names (subsection 1)
	section(0, str("name").concat(section(1, vec(NAMES.map(function (n, k) {
		return u32(k).concat(str(n));
	}))))));

var module = new WebAssembly.Module(new Uint8Array(bytes));

function tierOf(m) {
	var k, t = ["baseline", "ion"];
	for (k = 0; k < t.length; k++)
		if (wasmExtractCode(m, t[k]) !== null)
			return t[k];
	return null;
}

var warm = /wasm-jit\.js$/.test(scriptPath), go = !warm;

function fromWasm(x) {
	if (!go)
		return x + 1;
	var truth = { pid: os.getpid(), engine: engine, names: NAMES,
	    tier: tierOf(module), compile_mode: wasmCompileMode(),
	    args: [x], warm: warm, jit: inJit() === true };
	truth.frames = frames(new Error().stack); gc(); os.file.writeTypedArrayToFile(truthPath, ascii(JSON.stringify(truth))); crash();
}

var instance = new WebAssembly.Instance(module, { env: { cb: fromWasm } });

function enter(k) {
	return instance.exports.run(k + 1);
}

var i;
if (warm)
	for (i = 0; i < 3000; i++) enter(i);
go = true;
enter(20);
