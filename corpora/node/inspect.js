/*
 * inspect.js: the value-printing program of the corpus (Node.js 18 and
 * later).  It builds one object holding every kind of value ::jsprint must
 * render -- numbers of every shape, strings of every representation (cons,
 * sliced, thin, two-byte, external), oddballs, arrays of each elements kind
 * (holey, double, dictionary), objects in all three property layouts, Date,
 * RegExp, Symbol, Error, Map, Set, Buffer, typed arrays, Promise, bound
 * function, class instances -- and writes to truth.json, for each value,
 * the text ::jsprint must print and the name ::jsconstructor must print.
 * Those texts are computed here from the values themselves (String(),
 * JSON.stringify(), toISOString(), the constructor's name), following the
 * printing rules of docs (mdb_v8's shapes), never from jsmdb's output.
 *
 * The address of the root object comes from V8 itself: %DebugPrint (with
 * natives syntax switched on at run time) writes it to stdout, which this
 * program then reads back from its own stdout file.
 *
 * Then it aborts; the kernel writes the core next to truth.json.
 */
'use strict';

var fs = require('fs');
/* globalThis came with Node.js 12; global is the same object */
var theGlobal = typeof globalThis !== 'undefined' ? globalThis : global;

require('v8').setFlagsFromString('--allow-natives-syntax');
/* Parsed only now that natives syntax is on. */
var debugPrint = new Function('o', '%DebugPrint(o);');

/* ---- the rendering rules of ::jsprint, from the values ---- */

var INDENT = 4;
var INLINE_MAX = 72;

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
	if (Object.is(n, -0))
		return ('-0');
	return (String(n));
}

/* JSON.stringify's escapes, plus DEL and the C1 controls. */
function renderString(s) {
	return (JSON.stringify(s).replace(/[\u007f-\u009f]/g, function (c) {
		return ('\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
	}));
}

/* Own keys as JavaScript orders them: indices, strings, symbols. */
function ownKeys(o) {
	var keys = Object.getOwnPropertyNames(o);
	if (o instanceof Error && keys.indexOf('stack') === -1)
		keys.push('stack');
	return (keys.concat(Object.getOwnPropertySymbols(o)));
}

function ctorName(v) {
	var p = Object.getPrototypeOf(v);
	var d = p && Object.getOwnPropertyDescriptor(p, 'constructor');
	return (d && typeof d.value === 'function' ? d.value.name : 'Object');
}

var TYPED = ['Uint8Array', 'Uint8ClampedArray', 'Int8Array', 'Uint16Array',
    'Int16Array', 'Uint32Array', 'Int32Array', 'Float32Array',
    'Float64Array', 'BigUint64Array', 'BigInt64Array'];

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
	var pad = ' '.repeat(indent + INDENT);
	return (open + '\n' + items.map(function (f) {
		return (pad + f(indent + INDENT) + ',\n');
	}).join('') + ' '.repeat(indent) + close);
}

function render(v, depth, indent, stack, brief) {
	if (typeof v === 'number')
		return (renderNumber(v));
	if (typeof v === 'string')
		return (renderString(v));
	if (v === undefined || v === null || typeof v === 'boolean')
		return (String(v));
	if (typeof v === 'symbol')
		return (String(v));
	if (typeof v === 'function') {
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
		return ('/' + v.source + '/' + v.flags);
	if (v instanceof Map || v instanceof Set) {
		var ismap = v instanceof Map;
		var head = (ismap ? 'Map' : 'Set') + '(' + v.size + ') {';
		var ents = Array.from(v.entries());
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
	if (v instanceof Promise)
		throw new Error('promises are rendered by the caller');
	/*
	 * Buffers and ArrayBuffers as util.inspect shows their bytes: a
	 * Buffer's first 50 (INSPECT_MAX_BYTES), an ArrayBuffer's first
	 * 100 (maxArrayLength), then how many more; on one line.
	 */
	if (Buffer.isBuffer(v))
		return ('<Buffer' + hexBytes(v, 50, ' ') + '>');
	if (v instanceof ArrayBuffer)
		return ('ArrayBuffer { [Uint8Contents]: <' +
		    hexBytes(new Uint8Array(v), 100, '') + '>, byteLength: ' +
		    v.byteLength + ' }');
	if (ArrayBuffer.isView(v) && TYPED.indexOf(ctorName(v)) !== -1) {
		var h = ctorName(v) + '(' + v.length + ') [';
		if (v.length === 0)
			return (h + ']');
		if (depth <= 0)
			return (h + '...]');
		var shown = Array.from(v.subarray(0, 100)).map(function (x) {
			return (typeof x === 'bigint' ? x + 'n' :
			    renderNumber(x));
		});
		return (h + ' ' + shown.join(', ') + (v.length > 100 ?
		    ', ... ' + (v.length - 100) + ' more items' : '') + ' ]');
	}
	if (v instanceof WeakMap || v instanceof WeakSet)
		return ((v instanceof WeakMap ? 'WeakMap' : 'WeakSet') +
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
			var key = typeof k === 'symbol' ? '[' + String(k) + ']' :
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

function jsprint(v, depth) {
	return (render(v, depth === undefined ? 2 : depth, 0, [], false));
}

/* ---- the values ---- */

function Foo(a) {
	this.x = a;
	this.y = 2.5;
}

class JsmdbBar {
	constructor() {
		this.q = 1;
		this.label = 'bar';
	}
}

class JsmdbBaz extends JsmdbBar {
	constructor() {
		super();
		this.extra = [1, 2];
	}
}

function namedFn() {
	return (1);
}

/*
 * A function with more than 75 context locals: V8 (10.2 and later) keeps
 * their names in a hash table in its ScopeInfo, which moves where the
 * function's own name sits.  Called once so that it has a ScopeInfo.
 */
var bigScopeFn = (function () {
	var names = [];
	for (var n = 0; n < 90; n++)
		names.push('v' + n);
	/* eslint-disable-next-line no-eval */
	var f = (0, eval)('(function jsmdbBigScope() { let ' +
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
/*
 * A thin string: internalizing a cons string (using it as a key) leaves
 * the cons as a ThinString forwarding to the internalized copy.  Made
 * last, after the gc() below, since collections shortcut thin strings.
 */
function makeThin() {
	var s = 'jsmdb-thin-key-' + String(Math.floor(1e9 + 9));
	var holder = {};
	holder[s] = 1;
	return (s);
}
var twoByte = 'h\u00e9llo w\u00f6rld \u2713 \u65e5\u672c\u8a9e \ud83d\ude00';
var escapes = 'line1\nline2\t"quoted" back\\slash \u0001 \u007f \u009b end';
/* > EXTERN_APEX (0xFBEE9 characters): Node makes these external strings */
var extOne = Buffer.alloc(1040000, 'jsmdb-ext1-').toString('latin1');
var extTwo = Buffer.alloc(2080000, 'j\u00e9').toString('ucs2');

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
	var hex = Array.from(u.subarray(0, max)).map(function (b) {
		return (b.toString(16).padStart(2, '0'));
	});
	var more = u.length - hex.length;
	if (more > 0)
		hex.push('... ' + more + ' more byte' + (more > 1 ? 's' : ''));
	return (hex.length ? sep + hex.join(' ') : '');
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
 * An Error whose stack nobody reads (its frames stay captured, not
 * formatted, until the core is made) and its twin, made at the same
 * place: the twin's formatted stack is the truth for both.
 */
var errPair = [];
function makeErrorPair() {
	for (var j = 0; j < 2; j++)
		errPair.push(new Error('jsmdb-unread'));
}
makeErrorPair();
/*
 * More unread errors, each with its twin: made in a constructor, in a
 * method called through its own name and through another, and in a
 * callback a builtin called (V8 writes "new", "Type.m [as alias]" and
 * the builtin's frame for them).
 */
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

var map = new Map([[1, 'one'], ['k', { z: 1 }]]);
var smallSet = new Set([1, 'two', 3.5]);
var mapDeleted = new Map([['a', 1], ['b', 2], ['c', 3]]);
mapDeleted.delete('b');

/*
 * A closure over nested values: ::jsclosure prints each captured
 * variable at depth 1 under its name.  Never called.
 */
function jsmdbMakeInspectClosure() {
	var jsmdbCapturedObj = { alpha: 1, beta: 'two',
	    gamma: { deep: true } };
	var jsmdbCapturedArr = [{ x: 1 }, 'y', [3]];
	return (function jsmdbInspectClosure() {
		return ([jsmdbCapturedObj, jsmdbCapturedArr]);
	});
}
var inspectClosure = jsmdbMakeInspectClosure();

/*
 * Objects of the instance types the V8 metadata leaves unnamed (function
 * and prototype subtypes, iterators, generators): not in root (jsprint
 * has no rules for them), only asked about by address.
 */
function* jsmdbGen() {
	yield (1);
}
var typed = {
	objectPrototype: Object.prototype,
	setPrototype: Set.prototype,
	promisePrototype: Promise.prototype,
	mapIteratorPrototype: Object.getPrototypeOf(new Map().keys()),
	arrayConstructor: Array,
	classConstructor: JsmdbBar,
	generator: jsmdbGen(),
	mapIterator: map.keys()
};

var resolved = Promise.resolve(42);
var pending = new Promise(function () {});
var rejected = Promise.reject(new Error('boom'));
rejected.catch(function () {});

/*
 * arguments objects: a sloppy function's with named parameters (mapped:
 * its elements read the parameters from the function's context), one
 * without (unmapped), and a strict function's
 */
var argsMapped = new Function('p', 'q', 'return arguments;')(2, 'b');
var argsSloppy = new Function('return arguments;')(1, 'a');
var argsStrict = (function () { return (arguments); })(3, 'c');
/*
 * A function new Function made: nameless in V8 (no binding of its name
 * in its body), yet JavaScript names it "anonymous" (f.name, toString)
 */
var dynFn = new Function('a', 'b', 'return (a + b);');

var root = {
	smi: 42,
	negSmi: -12,
	heapNum: 2.5,
	bigNum: 1e21,
	tiny: 1e-7,
	negZero: -0,
	nan: NaN,
	inf: Infinity,
	negInf: -Infinity,
	pow40: Math.pow(2, 40),
	third: 1 / 3,
	str: 'hello',
	empty: '',
	escapes: escapes,
	twoByte: twoByte,
	cons: null,			/* set last: see below */
	sliced: slicedStr,
	thin: null,			/* set last: see below */
	extOne: extOne,
	extTwo: extTwo,
	undef: undefined,
	nul: null,
	yes: true,
	no: false,
	packed: [1, 2, 3],
	holey: holey,
	doubles: doubles,
	holeyDoubles: holeyDoubles,
	mixed: [{ a: 1 }, 'x', null],
	emptyArr: [],
	sparse: sparse,
	nested: { level1: { level2: { level3: 'deep' } } },
	manyProps: manyProps,
	dict: dict,
	date: new Date(Date.UTC(2020, 1, 29, 12, 34, 56, 789)),
	badDate: new Date(NaN),
	oldDate: new Date(-62198755200000),
	regexp: /ab+c\/d/gi,
	regexp2: new RegExp('^[a-z]+\\d*$', 'msy'),
	sym: Symbol('jsmdb-desc'),
	symNoDesc: Symbol(),
	err: err,
	rawErr: errPair[1],
	rawErrs: errPairs.map(function (p) { return (p[1]); }),
	typeErr: typeErr,
	map: map,
	set: smallSet,
	mapDeleted: mapDeleted,
	emptyMap: new Map(),
	buf: Buffer.from('hello world'),
	u8: new Uint8Array([1, 2, 3]),
	f64: new Float64Array([1.5, -2]),
	i16: new Int16Array([-1, 300]),
	arrayBuffer: filledArrayBuffer(8),
	bigArrayBuffer: filledArrayBuffer(120),
	bigBuf: Buffer.alloc(51, 7),
	resolved: resolved,
	pending: pending,
	rejected: rejected,
	bound: Foo.bind(null, 1),
	fn: namedFn,
	bigScopeFn: bigScopeFn,
	arrow: (function () { return (function () { return (1); }); })(),
	klass: JsmdbBar,
	fooInst: new Foo(7),
	barInst: new JsmdbBar(),
	bazInst: new JsmdbBaz(),
	boxedNum: Object(3),
	boxedStr: Object('abc'),
	boxedBool: Object(true),
	weak: new WeakMap(),
	global: theGlobal,
	/* a Node.js BaseObject: an API object with internal fields */
	zlibHandle: require('zlib').createGzip()._handle,
	closure: inspectClosure,
	argsMapped: argsMapped,
	argsSloppy: argsSloppy,
	argsStrict: argsStrict,
	dynFn: dynFn
};
root.self = root;

/* ---- the expectations ---- */

var truth = {
	program: 'inspect.js',
	node: process.version,
	v8: process.versions.v8,
	root_address: null,		/* filled in from %DebugPrint below */
	jsprint: {},			/* key -> ADDR::jsprint key (depth 2) */
	jsprint_depth1: {},		/* key -> ADDR::jsprint -d 1 key */
	constructor: {},		/* key -> ADDR::jsprint key | ::jsconstructor */
	string_length: {}
};

var PROMISES = { resolved: ['fulfilled', 42], pending: null,
    rejected: ['rejected', null] };

/* Strings whose shape must survive are never rendered here: see below. */
var REBUILT = { cons: 1, sliced: 1, thin: 1 };
/*
 * An arguments object's elements are checked one by one too
 * (args_elements: key -> what ::jsprint key[i] prints), and what its
 * Symbol.iterator is (a native accessor in V8, whose value JavaScript
 * sees as Array.prototype.values) and its callee's name (new Function's
 * "anonymous" for the two sloppy ones) by name (args_iterator,
 * args_callee), as the program reads them.
 */
var ARGS = { argsMapped: 1, argsSloppy: 1, argsStrict: 1 };
truth.args_elements = {};
truth.args_iterator = {};
truth.args_callee = {};
/* key -> f.name of each function (not bound): what ::jsfunction names */
truth.function_name = {};
Object.keys(root).forEach(function (k) {
	var v = root[k];
	if (k === 'self' || REBUILT[k])
		return;
	if (ARGS[k]) {
		truth.args_elements[k] = Array.prototype.map.call(v,
		    function (e) { return (render(e, 1, 0, [root], false)); });
		truth.args_iterator[k] = String(v[Symbol.iterator].name);
		var cd = Object.getOwnPropertyDescriptor(v, 'callee');
		if ('value' in cd)
			truth.args_callee[k] = String(cd.value.name);
	}
	if (typeof v === 'function' && !/^bound /.test(v.name))
		truth.function_name[k] = v.name;
	/* rendering it would read (and format) its stack: see raw_error */
	if (k === 'rawErr' || k === 'rawErrs') {
		truth.constructor[k] = k === 'rawErr' ? 'Error' : 'Array';
		return;
	}
	if (v instanceof Promise) {
		var st = PROMISES[k];
		var txt = st === null ? 'Promise { <pending> }' :
		    'Promise { <' + st[0] + '> ' + (k === 'rejected' ?
		    null : render(st[1], 1, 0, [root], false)) + ' }';
		if (k !== 'rejected')
			truth.jsprint[k] = txt;
		return;
	}
	/* member paths resolve from root: root is on the stack */
	truth.jsprint[k] = render(v, 2, 0, [root], false);
	truth.jsprint_depth1[k] = render(v, 1, 0, [root], false);
	if (v !== null && (typeof v === 'object' || typeof v === 'function') &&
	    v !== theGlobal)
		truth.constructor[k] = ctorName(v);
	if (typeof v === 'string')
		truth.string_length[k] = v.length;
});
/* the rejected promise's reason is an Error: check the head only */
truth.jsprint_prefix = { rejected: 'Promise { <rejected> {' };
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
/* the representation each should have, for ::v8str -v */
truth.string_kind = { cons: 'cons', sliced: 'sliced', thin: 'thin',
    extOne: 'external one-byte', twoByte: 'two-byte' };

/*
 * ::jsclosure of root.closure: its own context holds the two captured
 * variables, each printed at depth 1 and indented under its name.
 */
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
 * root.fn (namedFn) is never called, so V8 never compiles it: its source
 * range lives in its UncompiledData.  Where it is, from this file's text
 * (V8's positions are offsets into it; the file is ASCII).
 */
(function () {
	var src = fs.readFileSync(__filename, 'latin1');
	var start = src.indexOf('function namedFn(');
	var end = src.indexOf('\n}', start) + 2;
	var line = src.slice(0, start).split('\n').length;
	/*
	 * A loader without vm.compileFunction (Node.js < 10.10) compiles
	 * the module's text wrapped in Module.wrapper[0]: V8's positions
	 * count it.
	 */
	var shift = typeof require('vm').compileFunction === 'function' ? 0 :
	    require('module').wrapper[0].length;
	truth.never_called = { key: 'fn', name: 'namedFn',
	    start: start + shift, end: end + shift, line: line };
})();

/* What the root prints as at depth 1 (members as {...}, [...]). */
truth.root_depth1_lines = Object.keys(root).length;

/*
 * Move everything to the old generation, so that the root's address
 * stays put while the rest of this program allocates; then make the
 * strings that collections would reshape, and ask V8 where root is.
 */
var collect = global.gc;
if (typeof collect !== 'function') {
	require('v8').setFlagsFromString('--expose-gc');
	collect = require('vm').runInNewContext('gc');
}
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
/*
 * More of V8's own facts, from %DebugPrint of other values (one block
 * each, in this order): their instance types (the map's "- type:"), the
 * hash tables inside them, their embedder fields, the Code a function
 * runs.
 */
var PRINTED = [];
Object.keys(typed).forEach(function (k) {
	PRINTED.push(['typed', k]);
	debugPrint(typed[k]);
});
['map', 'set', 'dict', 'sparse', 'zlibHandle', 'u8', 'arrayBuffer',
    'resolved', 'fn', 'bigScopeFn', 'nested', 'manyProps', 'packed'].forEach(
    function (k) {
	PRINTED.push(['root', k]);
	debugPrint(root[k]);
});
var out = fs.readFileSync('/proc/self/fd/1', 'latin1');
var m = /DebugPrint: (0x[0-9a-f]+)/.exec(out);
/*
 * V8 before 8 (release builds without OBJECT_PRINT) prints one short
 * line per value, "0x... <Object map = 0x...>": the address, no details.
 */
truth.debugprint_detail = m !== null;
if (m === null)
	m = /^(0x[0-9a-f]+) </m.exec(out);
if (m === null) {
	/* stdout is not a readable file: ask V8 again through a temp file */
	process.stderr.write('inspect.js: no DebugPrint line in stdout\n');
} else {
	truth.root_address = m[1];
}

/* "OrderedHashMap" -> "ORDERED_HASH_MAP_TYPE": V8's naming of types */
function typeOfClass(c) {
	return (c.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase() + '_TYPE');
}
var HASH_TABLES = new RegExp('^(Ordered(HashMap|HashSet|NameDictionary)|' +
    '(Name|Number|Global|SimpleNumber)Dictionary)$');
truth.v8_types = [];		/* { what, address, type } */
truth.embedder = {};		/* key -> { address, values: [hex...] } */
truth.code = {};		/* key -> { address, code, kind, builtin } */
truth.instance_size = {};	/* address -> bytes, when V8 printed it */
var blocks = out.split(/^DebugPrint: /m).slice(1);
var BLOCK = {};			/* root key -> its DebugPrint text */
if (blocks.length === PRINTED.length + 1) {
	BLOCK[''] = blocks[0];
	blocks.slice(1).forEach(function (b, i) {
		var what = PRINTED[i][1];
		if (PRINTED[i][0] === 'root')
			BLOCK[what] = b;
		var addr = /^(0x[0-9a-f]+)/.exec(b)[1];
		var t = /^ - type: ([A-Z0-9_]+_TYPE)$/m.exec(b);
		if (t !== null)
			truth.v8_types.push({ what: what, address: addr,
			    type: t[1] });
		var re = new RegExp('^ - (table|properties|elements): ' +
		    '(0x[0-9a-f]+) <([A-Za-z]+)\\[', 'mg');
		var h;
		while ((h = re.exec(b)) !== null) {
			if (HASH_TABLES.test(h[3]))
				truth.v8_types.push({ what: what + '.' + h[1],
				    address: h[2], type: typeOfClass(h[3]) });
		}
		var sz = / - map: 0x[0-9a-f]+ <Map\[(\d+)\]/.exec(b);
		if (sz !== null)
			truth.instance_size[addr] = Number(sz[1]);
		var n = /^ - embedder fields: (\d+)$/m.exec(b);
		if (PRINTED[i][0] === 'root') {
			var vals = [];
			var eb = /^ - embedder fields = \{\n([^]*?)\n \}/m.exec(
			    b);
			if (eb !== null) {
				eb[1].split('\n').forEach(function (ln) {
					var ap = /aligned pointer: (\S+)/.exec(
					    ln);
					var v = ap !== null ? ap[1] :
					    /(0x[0-9a-f]+)/.exec(ln)[1];
					vals.push(v === '(nil)' ? '0x0' : v);
				});
			}
			truth.embedder[what] = { address: addr, count:
			    n === null ? 0 : Number(n[1]), values: vals };
		}
		var c = /^ - code: (0x[0-9a-f]+) <Code (\w+) (\w+)>/m.exec(b);
		if (c !== null)
			truth.code[what] = { address: addr, code: c[1],
			    kind: c[2], builtin: c[3] };
	});
} else {
	process.stderr.write('inspect.js: ' + blocks.length + ' DebugPrint ' +
	    'blocks, expected ' + (PRINTED.length + 1) + '\n');
}

/*
 * How V8 keeps each one's properties (::jsprint -v says it as mdb_v8
 * did): from V8's own predicates, and from %DebugPrint's "location:" of
 * each fast data field (in-object, or properties[i] out of the object).
 * '' is the root itself: a literal's properties in the object, the two
 * added after it (cons, thin) in its property array.
 */
var hasFast = new Function('o', 'return %HasFastProperties(o);');
truth.property_layout = {};
Object.keys(BLOCK).forEach(function (k) {
	var o = k === '' ? root : root[k];
	var b = BLOCK[k];
	var keys = Object.getOwnPropertyNames(o);
	/* V8 before 9 printed no "location:" (then: null, not known) */
	var loc = / location: /.test(b);
	truth.property_layout[k] = {
		/* in its elements: a typed array's are in its buffer */
		indexed: !ArrayBuffer.isView(o) &&
		    keys.some(function (n) { return (/^\d+$/.test(n)); }),
		named: keys.filter(function (n) {
			return (!/^\d+$/.test(n) &&
			    !(Array.isArray(o) && n === 'length'));
		}).length,
		fast: hasFast(o),
		inobject: loc ? / location: in-object/.test(b) : null,
		outofobject: loc ? / location: properties\[/.test(b) : null
	};
});

fs.writeFileSync('truth.json', JSON.stringify(truth, null, 2) + '\n');
process.abort();
