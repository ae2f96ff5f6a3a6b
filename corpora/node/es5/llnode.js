/*
 * es5/llnode.js: the ES5 twin of corpora/node/llnode.js, for the
 * releases whose node cannot run it: Node.js 0.10 and 0.12 (no let,
 * const or arrow functions outside what V8 3.x parses) and Node.js 4
 * (V8 4.5: let and const in strict code only, and no Array.prototype.fill
 * before it).  corpora/make-cores.sh runs it in place of llnode.js on
 * those release lines:
 *
 * make-cores twin-for: 4
 *
 * It builds the same fixtures, in the same order, with the same names,
 * values and shapes, and writes a truth.json of llnode.js's format, so
 * that tests/corpus/test_llnode.py applies.  What differs, and why:
 *   - let and const are var (the same bindings: the closure's context
 *     still holds scopedVar, scopedAPI, scopedArray, which method's
 *     closure uses);
 *   - the arrow functions are function expressions: hashmap[25] (a
 *     function either way), and fnInferredName's maker, now
 *     (function () { return function () { ... }; })() on the lines
 *     truth.frame.source gives, the frame's function still nameless;
 *   - long-array is filled by a loop (the same 20 elements of 5);
 *   - what a release does not have is not made, and truth.json says so:
 *     Node.js 0.10 (V8 3.14) has no Symbol (truth.inspect.hashmap.symbol
 *     null: no symbol property) and no Promise (hashmap.promise false:
 *     no promise property); no release before Node.js 1 has the module
 *     'v8', so no string is externalized there (externalized false, as
 *     llnode.js says where the flag is refused);
 *   - Node.js 0.10's Deflate holds its Zlib handle in _binding, not
 *     _handle (lib/zlib.js of 0.10): truth.scan.handleProp says which.
 *
 * The comment of llnode.js follows.
 *
 * llnode.js: the fixtures of llnode's own test suite (test/fixtures of
 * nodejs/llnode: frame-, inspect-, scan-, stack- and
 * workqueue-scenario.js) in one process, for tests/corpus/
 * test_llnode.py, which translates the assertions of test/plugin.
 * Names, values and shapes are kept; truth.json says what a correct
 * debugger must find.
 *
 * llnode's scenarios die by throwing (--abort-on-uncaught-exception)
 * or by process.abort(); here the stacks are chained so one core holds
 * them all: closure() (inspect/scan-scenario) calls c.method(), which
 * calls first() -> second() -> third() -> method() (stack-scenario),
 * which calls fnFunctionName() -> Module.fnInferredNamePrototype() ->
 * fnInferredName() -> crasher() (frame-scenario), which aborts.  The
 * workqueue scenario's timer, HTTP server (port 0, not 4321) and
 * fs.readFile are made first, as it made them.  The top level is
 * sloppy (frame-scenario.js: fnFunctionName's |this| is the global
 * object); the other functions are strict.
 */

var fs = require('fs');
var http = require('http');
var zlib = require('zlib');
var vm = require('vm');

var truth = { program: 'llnode.js', pid: process.pid,
    version: process.version };
var source = fs.readFileSync(__filename, 'utf8').split('\n');

/* the line (1-based) and column (0-based) of TEXT's first occurrence */
function where(text)
{
	for (var i = 0; i < source.length; i++) {
		var col = source[i].indexOf(text);
		if (col !== -1 && source[i].indexOf('where(') === -1)
			return ({ line: i + 1, column: col });
	}
	throw new Error('not in the program: ' + text);
}

/* ---- workqueue-scenario.js ---- */

setInterval(function () {}, 500);
var server = http.createServer(function (req, res) { res.end('test'); });
server.listen(0, function () {});
fs.readFile('invalidFile', function (err, data) {});

/*
 * The requests in flight, as Node.js itself lists them (the classes of the
 * request wraps' JS objects, FSReqWrap before Node.js 11), taken when the
 * process aborts.  From Node.js 26 fs.readFile opens, reads and closes in
 * one thread-pool job that is not a request, so the list there is empty:
 * a stat keeps an fs request in flight on every release.
 */
fs.stat(__filename, function (err, st) {});
function activeRequests()
{
	return (process._getActiveRequests().map(function (r) {
		return (r.constructor.name);
	}).sort());
}
truth.workqueue = { handle: 'TCP' };

/* ---- inspect-scenario.js and scan-scenario.js ---- */

var outerVar = 'outer variable';
/* V8 3.14 (Node.js 0.10) has no Symbol */
var oneSymbol = typeof (Symbol) === 'function' ? Symbol('oneSymbol') : null;
exports.holder = {};

var externalizeString = null;
try {
	/* (no module 'v8' before Node.js 1: no external string there) */
	require('v8').setFlagsFromString('--expose-externalize-string');
	externalizeString = vm.runInNewContext('externalizeString');
} catch (e) {
	/* no way to make an external string */
}

function makeThin(a, b)
{
	'use strict';
	var str = a + b;
	var obj = {};
	obj[str];  // Turn the cons string into a thin string.
	return str;
}

function closure()
{
	'use strict';

	function Class() {
		this.x = 1;
		this.y = 123.456;

		this.hashmap = {};
	}

	Class.prototype.method = function method() {
		first();
	};

	var c = new Class();

	c.hashmap['some-key'] = 42;
	c.hashmap['other-key'] = 'ohai';
	c.hashmap['cons-string'] =
	    'this could be a bit smaller, but v8 wants big str.';
	c.hashmap['cons-string'] += c.hashmap['cons-string'];
	c.hashmap['internalized-string'] = 'foobar';
	c.hashmap['thin-string'] = makeThin('foo', 'bar');
	c.hashmap['externalized-string'] =
	    'string that will be externalized and sliced';
	if (externalizeString !== null)
		externalizeString(c.hashmap['externalized-string']);
	c.hashmap['sliced-externalized-string'] =
	    c.hashmap['externalized-string'].substring(10, 36);

	c.hashmap['array'] = [true, 1, undefined, null, 'test', Class];
	/* (no Array.prototype.fill before V8 4.5) */
	c.hashmap['long-array'] = new Array(20);
	for (var k = 0; k < 20; k++)
		c.hashmap['long-array'][k] = 5;
	c.hashmap['array-buffer'] = new Uint8Array(
	    [0x01, 0x02, 0x03, 0x04, 0x05]).buffer;

	c.hashmap['error'] = new Error('test');
	c.hashmap['error'].code = 'ERR_TEST';
	c.hashmap['error'].errno = 1;

	c.hashmap['stringifiedError'] = new Error('test');
	c.hashmap['stringifiedErrorStack'] =
	    c.hashmap['stringifiedError'].stack;

	/* (no Promise in V8 3.14) */
	if (typeof (Promise) === 'function')
		c.hashmap['promise'] = new Promise(function () {});

	c.hashmap[0] = null;
	c.hashmap[4] = undefined;
	c.hashmap[23] = /regexp/;
	c.hashmap[25] = function (a, b) { a + b; };
	if (oneSymbol !== null)
		c.hashmap[oneSymbol] = 42;

	var scopedVar = 'scoped value';
	/* (Node.js 0.10's Deflate keeps its Zlib in _binding) */
	var deflate = zlib.createDeflate();
	var handleProp = deflate._handle !== undefined ? '_handle' : '_binding';
	var scopedAPI = deflate[handleProp];
	var scopedArray = [ 0, scopedAPI ];

	c.hashmap['date_1'] = new Date('2000-01-01');
	c.hashmap['date_2'] = new Date(1);

	exports.holder = scopedAPI;

	c.hashmap.scoped = function name() {
		return scopedVar + outerVar + scopedAPI + scopedArray;
	};

	function Class_B() {
		this.my_class_b = 'Class B';
	}

	function Class_C(class_b_array) {
		this.arr = class_b_array;
		this.my_class_c = 'My Class C';
	}

	var arr = new Array();
	for (var i = 0; i < 10; i++) arr.push(new Class_B());

	var classC = new Class_C(arr);
	global.llnodeRoots = { classC: classC };

	truth.inspect = {
		klass: 'Class', x: 1, y: 123.456,
		hashmap: {
			'some-key': 42,
			'other-key': 'ohai',
			'cons-string': c.hashmap['cons-string'],
			'internalized-string': 'foobar',
			'thin-string': 'foobar',
			'externalized-string':
			    c.hashmap['externalized-string'],
			'sliced-externalized-string':
			    c.hashmap['sliced-externalized-string'],
			externalized: externalizeString !== null,
			arrayLength: c.hashmap['array'].length,
			longArrayLength: c.hashmap['long-array'].length,
			longArrayValue: c.hashmap['long-array'][9],
			arrayBuffer: Array.prototype.slice.call(
			    new Uint8Array(c.hashmap['array-buffer'])),
			errorCode: 'ERR_TEST', errorErrno: 1,
			errorMessage: 'test',
			stackFunction: 'closure',
			regexp: 'regexp',
			symbol: oneSymbol !== null ? 'oneSymbol' : null,
			symbolValue: 42,
			promise: typeof (Promise) === 'function',
			date_1: c.hashmap['date_1'].getTime(),
			date_2: c.hashmap['date_2'].getTime()
		},
		context: { outerVar: outerVar, scopedVar: scopedVar,
		    scopedAPI: 'Zlib', scopedArrayLength: 2,
		    scopedArray0: 0 }
	};
	truth.scan = {
		klass: 'Class', classProps: ['x', 'y', 'hashmap'],
		classB: 'Class_B', classBCount: arr.length,
		classC: 'Class_C', classCArray: 'arr',
		classCProp: 'my_class_c', classBProp: 'my_class_b',
		zlib: 'Zlib', deflate: 'Deflate', handleProp: handleProp,
		holderProp: 'holder', scopedAPI: 'scopedAPI'
	};

	c.method();
}

/* ---- stack-scenario.js ---- */

function first()
{
	'use strict';
	second('second args', 1);
}

function second(arg1, arg2)
{
	'use strict';
	third('third args', 1, { a: 1 });
}

function third(arg1, arg2, arg3)
{
	'use strict';
	var c = new StackClass();

	c.method('method args', 1.23, null);
}

function StackClass()
{
}

StackClass.prototype.method = function method(arg1, arg2, arg3) {
	'use strict';
	fnFunctionName();
};

/* ---- frame-scenario.js (sloppy at the top) ---- */

function crasher(unused)
{
	'use strict';
	var args = arguments;	// Force adaptor frame on Node.js v12+
	truth.workqueue.requests = activeRequests();
	fs.writeFileSync('truth.json', JSON.stringify(truth, null, 2) + '\n');
	process.abort();	// Creates an exit frame.
	return (this || args);	// Force definition of |this|.
}

// Force V8 to use an inferred name instead of saving the variable name as
// FunctionName.
var fnInferredName;
fnInferredName = (function () { return function () {
	crasher();	// # args < # formal parameters inserts an adaptor frame.
}; })();

function Module()
{
	this.foo = 'bar';
}

Module.prototype.fnInferredNamePrototype = function () {
	fnInferredName();
};

function fnFunctionName()
{
	(new Module()).fnInferredNamePrototype();
	return this;	// Force definition of |this|.
}

/* the source lines of a function, from TEXT's line to its closing brace */
function lines(text)
{
	var w = where(text), out = [];
	for (var i = w.line - 1; i < source.length; i++) {
		out.push({ line: i + 1, text: source[i] });
		if (/^}/.test(source[i]))
			break;
	}
	return (out);
}

truth.stack = {
	frames: [
		{ name: 'method', klass: 'StackClass',
		    args: ['method args', 1.23, null],
		    at: where('function method(arg1') },
		{ name: 'third', args: ['third args', 1, { a: 1 }],
		    at: where('function third(') },
		{ name: 'second', args: ['second args', 1],
		    at: where('function second(') },
		{ name: 'first', args: [], at: where('function first(') }
	]
};
truth.frame = {
	order: ['crasher', 'fnInferredName', 'fnInferredNamePrototype',
	    'fnFunctionName'],
	prototypeOf: { fnInferredNamePrototype: 'Module' },
	sloppy: 'fnFunctionName', strict: 'crasher',
	source: {
		fnFunctionName: lines('function fnFunctionName('),
		fnInferredName: lines('fnInferredName = (function () { return')
	}
};

closure();
