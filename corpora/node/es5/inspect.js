/*
 * es5/inspect.js: the ES5 twin of corpora/node/inspect.js, for the
 * releases that cannot run inspect.js (Node.js 0.10, 0.12, 4 and 6: V8
 * 3.14, 3.28, 4.5 and 5.1, whose JavaScript lacks let, arrow functions,
 * classes outside strict mode, the regexp 's' flag, padStart, Object.is,
 * Array.from and, before Node.js 4, Symbol and Promise in part).
 * corpora/make-cores.sh runs it in place of inspect.js on the release
 * lines this line names:
 *
 * make-cores twin-for: 0.10 0.12 4 6
 * make-cores node-flags: --expose-gc --allow-natives-syntax
 * make-cores node-flags 0.10: --harmony_collections
 *
 * It builds one root object, the only instance of JsmdbInspectRoot,
 * holding every kind of value the running release has (found by feature,
 * not by version): numbers of every shape, strings of each
 * representation, oddballs, arrays of each elements kind, objects in
 * each property layout, arguments objects, Date, RegExp, Error, and
 * where the release has them Symbol, Map, Set, WeakMap, WeakSet,
 * Promise, ArrayBuffer, DataView, typed arrays, class instances, bound
 * functions, a Buffer (a native-backed object before Node.js 4, a
 * Uint8Array since).  It writes to truth.json, for each value, the text
 * ::jsprint must print and the name ::jsconstructor must print, computed
 * from the values themselves by the rules of inspect.js (the same code,
 * written in ES5), never from jsmdb's output.  truth.json has
 * inspect.js's format, so tests/corpus/test_v8_inspect.py applies.
 *
 * What differs from inspect.js:
 *
 * - The root's address.  These releases' %DebugPrint (release builds:
 *   ShortPrint) prints no details, and one line that starts with an
 *   address; truth.json names the root's unique constructor
 *   (root_constructor), by which the test finds the root
 *   (::findjsobjects -c, exactly one), and records the address V8
 *   printed (debugprint_address), which the test requires to be the
 *   same object.  No %DebugPrint details: the checks of V8's own account
 *   of values (instance types, embedder fields, code) have no truth.
 * - V8 3.14's Map and Set (Node.js 0.10) cannot be iterated: their
 *   entries' order is their hash table's, which the program cannot see;
 *   for them truth.json gives every order (jsprint_any), one of which
 *   ::jsprint must print.
 * - Property layouts (::jsprint -v) from %HasFastProperties alone.
 *
 * Then it aborts; the kernel writes the core next to truth.json.
 */
'use strict';

var fs = require('fs');
var theGlobal = global;

var collect = global.gc;
if (typeof collect !== 'function')
	throw new Error('run with --expose-gc');
var debugPrint = new Function('o', '%DebugPrint(o);');
var hasFast = new Function('o', 'return %HasFastProperties(o);');

/* ---- what this release has ---- */

var HAS = {
	map: typeof Map === 'function',
	set: typeof Set === 'function',
	weakMap: typeof WeakMap === 'function',
	weakSet: typeof WeakSet === 'function',
	symbol: typeof Symbol === 'function',
	promise: typeof Promise === 'function',
	arrayBuffer: typeof ArrayBuffer === 'function',
	dataView: typeof DataView === 'function',
	typed: typeof Uint8Array === 'function',
	/* Map and Set iterable (forEach): not V8 3.14's */
	iterable: typeof Map === 'function' &&
	    typeof Map.prototype.forEach === 'function',
	/* Buffer a Uint8Array (Node.js 4 and later) */
	u8Buffer: typeof Uint8Array === 'function' &&
	    new Buffer(1) instanceof Uint8Array
};
HAS.classes = (function () {
	try {
		new Function('"use strict"; class A {}');
		return (true);
	} catch (e) {
		return (false);
	}
})();
HAS.sticky = (function () {
	try {
		return (new RegExp('a', 'y').sticky === true);
	} catch (e) {
		return (false);
	}
})();

/* ---- the rendering rules of ::jsprint (inspect.js's, in ES5) ---- */

var INDENT = 4;
var INLINE_MAX = 72;

function spaces(n) {
	return (new Array(n + 1).join(' '));
}

function isPrimitive(v) {
	if (typeof v === 'string')
		return (v.length <= 40);
	return (v === null || v === undefined || typeof v === 'number' ||
	    typeof v === 'boolean' || typeof v === 'symbol');
}

function width(v) {
	return (typeof v === 'string' ? v.length + 4 : 8);
}

function renderNumber(n) {
	if (n === 0 && 1 / n < 0)
		return ('-0');
	return (String(n));
}

function hex(n, w) {
	var s = n.toString(16);
	while (s.length < w)
		s = '0' + s;
	return (s);
}

/* JSON.stringify's escapes, plus DEL and the C1 controls. */
function renderString(s) {
	return (JSON.stringify(s).replace(/[\u007f-\u009f]/g, function (c) {
		return ('\\u' + hex(c.charCodeAt(0), 4));
	}));
}

/*
 * Own keys as JavaScript orders them: indices, strings, symbols.  These
 * V8s' Object.getOwnPropertyNames lists a dictionary-mode object's names
 * in its hash table's order (V8 4.5's JSObject::GetOwnPropertyNames
 * copies them UNSORTED); Object.keys lists them in the order they were
 * added (by enumeration index).  So a dictionary's names are ordered as
 * Object.keys orders them; one it does not list (not enumerable) has no
 * known place, and the program stops rather than guess.
 */
function ownNames(o) {
	var keys = Object.getOwnPropertyNames(o);
	if (hasFast(o))
		return (keys);
	var idx = keys.filter(function (n) { return (/^\d+$/.test(n)); });
	var named = Object.keys(o).filter(function (n) {
		return (!/^\d+$/.test(n));
	});
	if (idx.length + named.length !== keys.length)
		throw new Error('a dictionary with non-enumerable names: ' +
		    JSON.stringify(keys));
	idx.sort(function (a, b) { return (a - b); });
	return (idx.concat(named));
}

function ownKeys(o) {
	var keys = ownNames(o);
	if (o instanceof Error && keys.indexOf('stack') === -1)
		keys.push('stack');
	return (HAS.symbol ? keys.concat(Object.getOwnPropertySymbols(o)) :
	    keys);
}

function ctorName(v) {
	var p = Object.getPrototypeOf(v);
	var d = p && Object.getOwnPropertyDescriptor(p, 'constructor');
	return (d && typeof d.value === 'function' ? d.value.name : 'Object');
}

var TYPED = ['Uint8Array', 'Uint8ClampedArray', 'Int8Array', 'Uint16Array',
    'Int16Array', 'Uint32Array', 'Int32Array', 'Float32Array',
    'Float64Array', 'BigUint64Array', 'BigInt64Array'];

/* ArrayBuffer.isView, which V8 3.14 lacks */
function isView(v) {
	if (HAS.arrayBuffer && typeof ArrayBuffer.isView === 'function')
		return (ArrayBuffer.isView(v));
	return (TYPED.indexOf(ctorName(v)) !== -1 ||
	    ctorName(v) === 'DataView');
}

function isBuffer(v) {
	return (Buffer.isBuffer(v));
}

function isInstance(v, name) {
	return (typeof theGlobal[name] === 'function' &&
	    v instanceof theGlobal[name]);
}

/*
 * A Map's or Set's entries, [key, value] in order: by forEach where the
 * release has it; else (V8 3.14) the entries the program put in, in the
 * order that entryOrder (a permutation) says.
 */
var SHADOW = [];		/* [collection, entries] */
var entryOrder = null;
function entriesOf(v) {
	var ents = [];
	if (HAS.iterable) {
		v.forEach(function (val, key) {
			ents.push([key, val]);
		});
		return (ents);
	}
	for (var j = 0; j < SHADOW.length; j++) {
		if (SHADOW[j][0] === v)
			ents = SHADOW[j][1];
	}
	if (entryOrder !== null && entryOrder.length === ents.length)
		return (entryOrder.map(function (x) { return (ents[x]); }));
	return (ents);
}

function sizeOf(v) {
	return (typeof v.size === 'number' ? v.size : entriesOf(v).length);
}

function regexpFlags(v) {
	return ((v.global ? 'g' : '') + (v.ignoreCase ? 'i' : '') +
	    (v.multiline ? 'm' : '') + (v.unicode ? 'u' : '') +
	    (v.sticky ? 'y' : ''));
}

/*
 * children: [kind, ...] lists printed between open and close: one per line
 * with trailing commas, or inline (arrays, Map and Set entries of short
 * primitives) separated by commas.
 */
function renderList(items, open, close, indent, inline) {
	if (items.length === 0)
		return (open + close);
	if (inline)
		return (open + ' ' + items.map(function (f) {
			return (f(indent));
		}).join(', ') + ' ' + close);
	var pad = spaces(indent + INDENT);
	return (open + '\n' + items.map(function (f) {
		return (pad + f(indent + INDENT) + ',\n');
	}).join('') + spaces(indent) + close);
}

function render(v, depth, indent, stack, brief) {
	if (typeof v === 'number')
		return (renderNumber(v));
	if (typeof v === 'string')
		return (renderString(v));
	if (v === undefined || v === null || typeof v === 'boolean')
		return (String(v));
	if (typeof v === 'symbol')	/* V8 3.28's String() throws */
		return (Symbol.prototype.toString.call(v));
	if (typeof v === 'function') {
		/*
		 * V8 before 4.5's FunctionBind names no bound function ("",
		 * Node.js 0.10, 0.12): the program knows what it bound
		 */
		for (var bi = 0; bi < boundMade.length; bi++) {
			if (boundMade[bi][0] === v)
				return ('bound function ' + boundMade[bi][1]);
		}
		var bm = /^bound (.*)$/.exec(v.name);
		if (bm && !('prototype' in v))
			return ('bound function ' + (bm[1] || '<anonymous>'));
		return ('function ' + (v.name || '<anonymous>'));
	}
	if (stack.indexOf(v) !== -1)
		return ('[Circular]');
	if (v === theGlobal)
		return ('[object global]');
	stack = stack.concat([v]);
	var inl = brief;

	if (v instanceof Date)
		return (isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString());
	if (v instanceof RegExp)
		return ('/' + v.source + '/' + regexpFlags(v));
	if (isInstance(v, 'Map') || isInstance(v, 'Set')) {
		var ismap = isInstance(v, 'Map');
		var head = (ismap ? 'Map' : 'Set') + '(' + sizeOf(v) + ') {';
		var ents = entriesOf(v);
		if (depth <= 0 && ents.length > 0)
			return (head + '...}');
		var prim = ents.length <= 16 && ents.every(function (e) {
			return (isPrimitive(e[0]) && isPrimitive(e[1]));
		}) && ents.reduce(function (a, e) {
			return (a + width(e[1]));
		}, 0) <= INLINE_MAX;
		return (renderList(ents.map(function (e) {
			return (function (ind) {
				if (!ismap)
					return (render(e[0], depth - 1, ind,
					    stack, inl || prim));
				return (render(e[0], depth - 1, ind, stack,
				    inl || prim) + ' => ' + render(e[1],
				    depth - 1, ind, stack, inl || prim));
			});
		}), head, '}', indent, inl || prim));
	}
	if (isInstance(v, 'Promise'))
		throw new Error('promises are rendered by the caller');
	/*
	 * Buffers and ArrayBuffers as util.inspect shows their bytes: a
	 * Buffer's first 50 (INSPECT_MAX_BYTES), an ArrayBuffer's first
	 * 100 (maxArrayLength), then how many more; on one line.
	 */
	if (isBuffer(v))
		return ('<Buffer' + hexBytes(v, 50, ' ') + '>');
	if (isInstance(v, 'ArrayBuffer'))
		return ('ArrayBuffer { [Uint8Contents]: <' +
		    hexBytes(new Uint8Array(v), 100, '') + '>, byteLength: ' +
		    v.byteLength + ' }');
	if (isView(v) && TYPED.indexOf(ctorName(v)) !== -1) {
		var h = ctorName(v) + '(' + v.length + ') [';
		if (v.length === 0)
			return (h + ']');
		if (depth <= 0)
			return (h + '...]');
		var shown = [];
		for (var t = 0; t < v.length && t < 100; t++)
			shown.push(renderNumber(v[t]));
		return (h + ' ' + shown.join(', ') + (v.length > 100 ?
		    ', ... ' + (v.length - 100) + ' more items' : '') + ' ]');
	}
	if (isInstance(v, 'WeakMap') || isInstance(v, 'WeakSet'))
		return ((isInstance(v, 'WeakMap') ? 'WeakMap' : 'WeakSet') +
		    ' { <items unknown> }');
	if (v instanceof Number || v instanceof String ||
	    v instanceof Boolean)
		return ('[' + ctorName(v) + ': ' +
		    render(v.valueOf(), depth - 1, indent, stack, brief) + ']');

	if (Array.isArray(v)) {
		if (depth <= 0)
			return (v.length === 0 ? '[]' : '[...]');
		var items = [], w = 0, allprim = true, run = 0;
		var flush = function () {
			if (run > 0) {
				var n = run;
				items.push(function () {
					return ('<' + n + ' empty item' +
					    (n === 1 ? '' : 's') + '>');
				});
				w += 16;
				run = 0;
			}
		};
		for (var i = 0; i < v.length; i++) {
			if (!(i in v)) {
				run++;
				continue;
			}
			flush();
			var e = v[i];
			if (!isPrimitive(e))
				allprim = false;
			w += width(e);
			items.push((function (e2) {
				return (function (ind) {
					return (render(e2, depth - 1, ind,
					    stack, brief));
				});
			})(e));
		}
		flush();
		var inline = brief || (allprim && items.length <= 16 &&
		    w <= INLINE_MAX);
		return (renderList(items, '[', ']', indent, inline));
	}

	/* plain objects, class instances, errors */
	if (depth <= 0)
		return ('{...}');
	return (renderList(ownKeys(v).map(function (k) {
		return (function (ind) {
			var d = Object.getOwnPropertyDescriptor(v, k);
			var val = d === undefined || 'value' in d ? v[k] :
			    (v instanceof Error && k === 'stack' ? v.stack :
			    undefined);
			var key = typeof k === 'symbol' ? '[' +
			    Symbol.prototype.toString.call(k) + ']' :
			    renderString(k);
			if (d !== undefined && !('value' in d) &&
			    !(v instanceof Error && k === 'stack'))
				return (key + ': ' + (d.get && d.set ?
				    '[Getter/Setter]' : d.set ? '[Setter]' :
				    '[Getter]'));
			return (key + ': ' + render(val, depth - 1, ind, stack,
			    brief));
		});
	}), '{', '}', indent, brief));
}

/* ---- the values ---- */

function JsmdbInspectRoot() {}

/* the bound functions the program made, with their targets' names */
var boundMade = [];
function bindMade(target, thisArg, arg)
{
	var b = target.bind(thisArg, arg);
	boundMade.push([b, target.name]);
	return (b);
}

function Foo(a) {
	this.x = a;
	this.y = 2.5;
}

/*
 * Class instances where the release parses classes (strict mode: Node.js
 * 4's V8 has them there only); constructor functions of the same names
 * elsewhere, the second inheriting from the first.
 */
var JsmdbBar, JsmdbBaz;
if (HAS.classes) {
	var classes = new Function('"use strict";\n' +
	    'class JsmdbBar {\n' +
	    '	constructor() {\n' +
	    '		this.q = 1;\n' +
	    '		this.label = \'bar\';\n' +
	    '	}\n' +
	    '}\n' +
	    'class JsmdbBaz extends JsmdbBar {\n' +
	    '	constructor() {\n' +
	    '		super();\n' +
	    '		this.extra = [1, 2];\n' +
	    '	}\n' +
	    '}\n' +
	    'return [JsmdbBar, JsmdbBaz];')();
	JsmdbBar = classes[0];
	JsmdbBaz = classes[1];
} else {
	JsmdbBar = function JsmdbBar() {
		this.q = 1;
		this.label = 'bar';
	};
	JsmdbBaz = function JsmdbBaz() {
		JsmdbBar.call(this);
		this.extra = [1, 2];
	};
	JsmdbBaz.prototype = Object.create(JsmdbBar.prototype, {
		constructor: { value: JsmdbBaz, writable: true,
		    configurable: true }
	});
}

function namedFn() {
	return (1);
}

/* A function with 90 context locals (called once: it has a ScopeInfo) */
var bigScopeFn = (function () {
	var names = [];
	for (var n = 0; n < 90; n++)
		names.push('v' + n);
	/* eslint-disable-next-line no-eval */
	var f = (0, eval)('(function jsmdbBigScope() { var ' +
	    names.map(function (x, j) { return (x + ' = ' + j); }).join(', ') +
	    '; return function () { return ' + names.join(' + ') + '; }; })');
	f()();
	return (f);
})();

/*
 * Strings of each representation.  Each string that must keep its shape
 * is never handed to anything that flattens it; its expected text is
 * computed from an equal string built the same way.
 */
function makeCons() {
	return ('jsmdb-cons-left-half:' + String(Math.floor(1e9 + 7)) +
	    ':right-half');
}
function makeParent() {
	return (['jsmdb', 'sliced', 'parent', 'string', 'long', 'enough',
	    'to', 'be', 'sliced'].join('-'));
}
var parentStr = makeParent();
var slicedStr = parentStr.substring(6, 40);
/* a string used as a key (V8 5.1 and older have no thin strings) */
function makeThin() {
	var s = 'jsmdb-thin-key-' + String(Math.floor(1e9 + 9));
	var holder = {};
	holder[s] = 1;
	return (s);
}
var twoByte = 'h\u00e9llo w\u00f6rld \u2713 \u65e5\u672c\u8a9e \ud83d\ude00';
var escapes = 'line1\nline2\t"quoted" back\\slash \u0001 \u007f \u009b end';

/* a Buffer of n bytes, the pattern repeated */
function filledBuffer(n, pattern, enc) {
	var b = new Buffer(n);
	var p = new Buffer(pattern, enc);
	for (var j = 0; j < n; j++)
		b[j] = p[j % p.length];
	return (b);
}
/* > EXTERN_APEX (0xFBEE9 characters): Node makes these external strings */
var extOne = filledBuffer(1040000, 'jsmdb-ext1-', 'binary').toString(
    'binary');
var extTwo = filledBuffer(2080000, 'j\u00e9', 'ucs2').toString('ucs2');

var holey = [1, , 3];			/* eslint-disable-line no-sparse-arrays */
var doubles = [1.5, 2.25, -0];
var holeyDoubles = [1.5, , 3.5];	/* eslint-disable-line no-sparse-arrays */
var sparse = [];
sparse[0] = 'near';
sparse[100000] = 'far';			/* dictionary elements */
var manyProps = {};
for (var i = 0; i < 20; i++)
	manyProps['p' + i] = i;		/* in-object, then out-of-object */

/* "68 65 6c ... 3 more bytes": the first max bytes of u, sep before */
function hexBytes(u, max, sep) {
	var hx = [];
	for (var j = 0; j < u.length && j < max; j++)
		hx.push(hex(u[j], 2));
	var more = u.length - hx.length;
	if (more > 0)
		hx.push('... ' + more + ' more byte' + (more > 1 ? 's' : ''));
	return (hx.length ? sep + hx.join(' ') : '');
}

/* an ArrayBuffer of n bytes 0xd0, 0xd1, ... (wrapping) */
function filledArrayBuffer(n) {
	var ab = new ArrayBuffer(n);
	var u = new Uint8Array(ab);
	for (var j = 0; j < n; j++)
		u[j] = (0xd0 + j) & 0xff;
	return (ab);
}
var dict = { a: 1, b: 2, c: 3 };
delete dict.b;				/* dictionary properties */

var err = new Error('bad thing');
/*
 * An Error whose stack nobody reads and its twin, made at the same
 * place: the twin's formatted stack is the truth for both.
 */
var errPair = [];
function makeErrorPair() {
	for (var j = 0; j < 2; j++)
		errPair.push(new Error('jsmdb-unread'));
}
makeErrorPair();
var errPairs = [];
function twoErrors(msg) {
	var p = [];
	for (var j = 0; j < 2; j++)
		p.push(new Error(msg));
	errPairs.push(p);
}
function JsmdbErrCtor() {
	twoErrors('jsmdb-ctor');
}
function JsmdbErrHolder() {}
JsmdbErrHolder.prototype.report = function () {
	twoErrors('jsmdb-method');
};
var errHolder = new JsmdbErrHolder();
errHolder.alias = errHolder.report;
void new JsmdbErrCtor();
errHolder.report();
errHolder.alias();
[1].map(function jsmdbErrCallback() {
	twoErrors('jsmdb-callback');
});
void err.stack;				/* formats the stack now */
var typeErr = new TypeError('bad type');
typeErr.code = 'E_JSMDB';
void typeErr.stack;

/* Maps and Sets filled by set / add (no iterable constructors in 3.14) */
function newMap(pairs) {
	var m = new Map();
	pairs.forEach(function (p) {
		m.set(p[0], p[1]);
	});
	SHADOW.push([m, pairs.slice()]);
	return (m);
}
function newSet(vals) {
	var s = new Set();
	vals.forEach(function (x) {
		s.add(x);
	});
	SHADOW.push([s, vals.map(function (x) { return ([x, x]); })]);
	return (s);
}

function jsmdbMakeInspectClosure() {
	var jsmdbCapturedObj = { alpha: 1, beta: 'two',
	    gamma: { deep: true } };
	var jsmdbCapturedArr = [{ x: 1 }, 'y', [3]];
	return (function jsmdbInspectClosure() {
		return ([jsmdbCapturedObj, jsmdbCapturedArr]);
	});
}
var inspectClosure = jsmdbMakeInspectClosure();

/* arguments objects: sloppy (unmapped, mapped) and strict */
var argsSloppy = new Function('return arguments;')(1, 'a');
var argsMapped = new Function('p', 'q', 'return arguments;')(2, 'b');
var argsStrict = (function () { return (arguments); })(3, 'c');

var accessors = {
	get getOnly() { return (1); },
	set setOnly(x) { void x; },
	get both() { return (2); },
	set both(x) { void x; }
};

/* zlib's native handle: _handle from Node.js 0.12, _binding in 0.10 */
var gzip = require('zlib').createGzip();

/* ---- the root: one instance of JsmdbInspectRoot ---- */

var root = new JsmdbInspectRoot();
var VALUES = [
	['smi', 42],
	['negSmi', -12],
	['heapNum', 2.5],
	['bigNum', 1e21],
	['tiny', 1e-7],
	['negZero', -0],
	['nan', NaN],
	['inf', Infinity],
	['negInf', -Infinity],
	['pow40', Math.pow(2, 40)],
	['third', 1 / 3],
	['str', 'hello'],
	['empty', ''],
	['escapes', escapes],
	['twoByte', twoByte],
	['cons', null],			/* set last: see below */
	['sliced', slicedStr],
	['thin', null],			/* set last: see below */
	['extOne', extOne],
	['extTwo', extTwo],
	['undef', undefined],
	['nul', null],
	['yes', true],
	['no', false],
	['packed', [1, 2, 3]],
	['holey', holey],
	['doubles', doubles],
	['holeyDoubles', holeyDoubles],
	['mixed', [{ a: 1 }, 'x', null]],
	['emptyArr', []],
	['sparse', sparse],
	['nested', { level1: { level2: { level3: 'deep' } } }],
	['manyProps', manyProps],
	['dict', dict],
	['accessors', accessors],
	['argsSloppy', argsSloppy],
	['argsMapped', argsMapped],
	['argsStrict', argsStrict],
	['date', new Date(Date.UTC(2020, 1, 29, 12, 34, 56, 789))],
	['badDate', new Date(NaN)],
	['oldDate', new Date(-62198755200000)],
	['regexp', /ab+c\/d/gi],
	['regexp2', new RegExp('^[a-z]+\\d*$', HAS.sticky ? 'my' : 'm')],
	['sym', HAS.symbol ? Symbol('jsmdb-desc') : undefined],
	['symNoDesc', HAS.symbol ? Symbol() : undefined],
	['err', err],
	['rawErr', errPair[1]],
	['rawErrs', errPairs.map(function (p) { return (p[1]); })],
	['typeErr', typeErr],
	['map', HAS.map ? newMap([[1, 'one'], ['k', { z: 1 }]]) : undefined],
	['set', HAS.set ? newSet([1, 'two', 3.5]) : undefined],
	['mapDeleted', HAS.map ? (function () {
		var m = newMap([['a', 1], ['b', 2], ['c', 3]]);
		m['delete']('b');
		SHADOW[SHADOW.length - 1][1].splice(1, 1);
		return (m);
	})() : undefined],
	['emptyMap', HAS.map ? newMap([]) : undefined],
	['buf', new Buffer('hello world')],
	['u8', HAS.typed ? new Uint8Array([1, 2, 3]) : undefined],
	['f64', HAS.typed ? new Float64Array([1.5, -2]) : undefined],
	['i16', HAS.typed ? new Int16Array([-1, 300]) : undefined],
	['arrayBuffer', HAS.arrayBuffer ? filledArrayBuffer(8) : undefined],
	['bigArrayBuffer', HAS.arrayBuffer ? filledArrayBuffer(120) :
	    undefined],
	['dataView', HAS.dataView ? new DataView(filledArrayBuffer(4)) :
	    undefined],
	['bigBuf', filledBuffer(51, '\u0007', 'binary')],
	['resolved', HAS.promise ? Promise.resolve(42) : undefined],
	['pending', HAS.promise ? new Promise(function () {}) : undefined],
	['rejected', HAS.promise ? Promise.reject(new Error('boom')) :
	    undefined],
	['bound', bindMade(Foo, null, 1)],
	['fn', namedFn],
	['bigScopeFn', bigScopeFn],
	['arrow', (function () { return (function () { return (1); }); })()],
	['klass', JsmdbBar],
	['fooInst', new Foo(7)],
	['barInst', new JsmdbBar()],
	['bazInst', new JsmdbBaz()],
	['boxedNum', Object(3)],
	['boxedStr', Object('abc')],
	['boxedBool', Object(true)],
	['weak', HAS.weakMap ? new WeakMap() : undefined],
	['weakSet', HAS.weakSet ? new WeakSet() : undefined],
	['global', theGlobal],
	/* a Node.js handle: an API object with internal fields */
	['zlibHandle', gzip._handle || gzip._binding],
	['closure', inspectClosure]
].filter(function (kv) {
	/* what this release does not have is left out, not undefined */
	return (kv[0] === 'undef' || kv[1] !== undefined);
});
VALUES.forEach(function (kv) {
	root[kv[0]] = kv[1];
});
if (HAS.promise)
	root.rejected['catch'](function () {});
root.self = root;

/* ---- the expectations ---- */

var truth = {
	program: 'inspect.js',
	twin: 'es5/inspect.js',
	node: process.version,
	v8: process.versions.v8,
	has: HAS,
	root_address: null,		/* found by root_constructor */
	root_constructor: 'JsmdbInspectRoot',
	debugprint_address: null,	/* what %DebugPrint printed */
	debugprint_detail: false,
	jsprint: {},			/* key -> ADDR::jsprint key (depth 2) */
	jsprint_depth1: {},		/* key -> ADDR::jsprint -d 1 key */
	jsprint_any: {},		/* key -> [text...]: one of them */
	constructor: {},		/* key -> ADDR::jsprint key | ::jsconstructor */
	string_length: {}
};

var PROMISES = { resolved: ['fulfilled', 42], pending: null,
    rejected: ['rejected', null] };

/* every order of the indices 0 .. n-1 */
function permutations(n) {
	if (n <= 1)
		return ([n === 1 ? [0] : []]);
	var out = [];
	permutations(n - 1).forEach(function (p) {
		for (var j = 0; j <= p.length; j++)
			out.push(p.slice(0, j).concat([n - 1], p.slice(j)));
	});
	return (out);
}

/* Strings whose shape must survive are never rendered here: see below. */
var REBUILT = { cons: 1, sliced: 1, thin: 1 };
Object.keys(root).forEach(function (k) {
	var v = root[k];
	if (k === 'self' || REBUILT[k])
		return;
	/* rendering it would read (and format) its stack: see raw_error */
	if (k === 'rawErr' || k === 'rawErrs') {
		truth.constructor[k] = k === 'rawErr' ? 'Error' : 'Array';
		return;
	}
	if (HAS.promise && v instanceof Promise) {
		var st = PROMISES[k];
		var txt = st === null ? 'Promise { <pending> }' :
		    'Promise { <' + st[0] + '> ' + (k === 'rejected' ?
		    null : render(st[1], 1, 0, [root], false)) + ' }';
		if (k !== 'rejected')
			truth.jsprint[k] = txt;
		return;
	}
	if (!HAS.iterable && (isInstance(v, 'Map') || isInstance(v, 'Set')) &&
	    entriesOf(v).length > 1) {
		/* V8 3.14: the hash table's order, unknown here */
		var texts = { 2: [], 1: [] };
		permutations(entriesOf(v).length).forEach(function (p) {
			entryOrder = p;
			texts[2].push(render(v, 2, 0, [root], false));
			texts[1].push(render(v, 1, 0, [root], false));
			entryOrder = null;
		});
		truth.jsprint_any[k] = texts[2];
		truth.jsprint_any_depth1 = truth.jsprint_any_depth1 || {};
		truth.jsprint_any_depth1[k] = texts[1];
	} else {
		/* member paths resolve from root: root is on the stack */
		truth.jsprint[k] = render(v, 2, 0, [root], false);
		truth.jsprint_depth1[k] = render(v, 1, 0, [root], false);
	}
	if (v !== null && (typeof v === 'object' || typeof v === 'function') &&
	    v !== theGlobal)
		truth.constructor[k] = ctorName(v);
	if (typeof v === 'string')
		truth.string_length[k] = v.length;
});
/* the rejected promise's reason is an Error: check the head only */
truth.jsprint_prefix = HAS.promise ? { rejected: 'Promise { <rejected> {' } :
    {};
truth.self = '[Circular]';
truth.brief = { packed: render(root.packed, 1, 0, [root], true),
    nested: render(root.nested, 1, 0, [root], true) };

/* Expected texts of the strings whose shape must survive: rebuilt. */
truth.jsprint.cons = renderString(makeCons());
truth.jsprint.sliced = renderString(makeParent().substring(6, 40));
truth.jsprint.thin = renderString('jsmdb-thin-key-' +
    String(Math.floor(1e9 + 9)));
truth.string_length.cons = makeCons().length;
truth.string_length.sliced = 34;
truth.string_length.thin = 25;
/*
 * The representation each should have, for ::v8str -v: no thin strings
 * before V8 5.8; Node.js makes a string of more than EXTERN_APEX
 * characters external from 0.12 on (src/string_bytes.cc; 0.10's
 * StringBytes::Encode makes every string with String::New).
 */
truth.string_kind = { cons: 'cons', sliced: 'sliced', twoByte: 'two-byte' };
if (!/^v0\.10\./.test(process.version))
	truth.string_kind.extOne = 'external one-byte';

truth.closure = {
	key: 'closure',
	vars: {
		'"jsmdbCapturedObj"': render({ alpha: 1, beta: 'two',
		    gamma: { deep: true } }, 1, 4, [], false),
		'"jsmdbCapturedArr"': render([{ x: 1 }, 'y', [3]], 1, 4, [],
		    false)
	}
};

/*
 * root.fn (namedFn) is never called, so V8 never compiles it.  Where it
 * is, from this file's text: these releases' loader compiles the
 * module's text wrapped in Module.wrapper[0], which V8's positions count.
 */
(function () {
	var src = fs.readFileSync(__filename, 'binary');
	var start = src.indexOf('function namedFn(');
	var end = src.indexOf('\n}', start) + 2;
	var line = src.slice(0, start).split('\n').length;
	var shift = require('module').wrapper[0].length;
	truth.never_called = { key: 'fn', name: 'namedFn',
	    start: start + shift, end: end + shift, line: line };
})();

truth.root_depth1_lines = Object.keys(root).length;

/*
 * Move everything to the old generation, so that the root's address
 * stays put while the rest of this program allocates; then make the
 * strings that collections would reshape, and ask V8 where root is.
 */
collect();
collect();
root.cons = makeCons();
root.thin = makeThin();

truth.raw_error = { key: 'rawErr', message: 'jsmdb-unread',
    stack: errPair[0].stack };
truth.raw_errors = { key: 'rawErrs', errors: errPairs.map(function (p) {
	return ({ message: p[0].message, stack: p[0].stack });
}) };
truth.key_order = Object.keys(root);
debugPrint(root);

var out = fs.readFileSync('/proc/self/fd/1', 'binary');
/* "0x2c0e3ba04a11 <an Object with map 0x...>": ShortPrint, no details */
var m = /^(0x[0-9a-f]+) </m.exec(out);
if (m !== null)
	truth.debugprint_address = m[1];
else
	process.stderr.write('inspect.js: no DebugPrint line in stdout\n');
truth.v8_types = [];
truth.embedder = {};
truth.code = {};
truth.instance_size = {};

/*
 * How each keeps its properties (::jsprint -v), from V8's own
 * %HasFastProperties; where a fast object keeps them (in the object or
 * in its properties array) is not known here (null).
 */
truth.property_layout = {};
['', 'map', 'set', 'dict', 'sparse', 'zlibHandle', 'u8', 'arrayBuffer',
    'resolved', 'fn', 'bigScopeFn', 'nested', 'manyProps', 'packed'].forEach(
    function (k) {
	if (k !== '' && !(k in root))
		return;
	var o = k === '' ? root : root[k];
	var keys = Object.getOwnPropertyNames(o);
	truth.property_layout[k] = {
		indexed: !isView(o) && !isBuffer(o) &&
		    keys.some(function (n) { return (/^\d+$/.test(n)); }),
		named: keys.filter(function (n) {
			return (!/^\d+$/.test(n) &&
			    !(Array.isArray(o) && n === 'length'));
		}).length,
		fast: hasFast(o),
		inobject: null,
		outofobject: null
	};
});

fs.writeFileSync('truth.json', JSON.stringify(truth, null, 2) + '\n');
process.abort();
