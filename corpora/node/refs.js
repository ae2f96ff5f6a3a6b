/*
 * refs.js: what keeps a value alive when no property names it directly,
 * for ::jsfindrefs (tests/corpus/test_refs.py).
 *
 *   - a short slice of a large flat string: V8 makes a sliced string
 *     that keeps its whole parent alive (the classic "a small substring
 *     keeps a huge string" leak);
 *   - a cons string (a + b of two long strings) holding its two parts;
 *   - a bound function holding its target, its this and its arguments;
 *   - a closure's context holding a captured variable;
 *   - a Map holding an object as a key and another as a value, a Set
 *     holding one, a WeakMap holding one as a key (weakly) and one as
 *     a value.
 *
 * Everything hangs off global.jsmdbRefs; truth.json says which property
 * holds what and what the holders hold.  The expectations come from
 * truth.json, never from jsmdb's output.
 */
'use strict';

var fs = require('fs');

/* a flat 1 MB string: Buffer's latin1 decoding makes one (external) */
var PARENTLEN = 1000 * 1000;
var parent = Buffer.alloc(PARENTLEN, 'p').toString('latin1');
var SLICE_AT = 1000, SLICE_LEN = 40;
var slice = parent.substring(SLICE_AT, SLICE_AT + SLICE_LEN);

/* two long flat strings joined: a cons string */
var left = Buffer.alloc(5000, 'l').toString('latin1');
var right = Buffer.alloc(7000, 'r').toString('latin1');
var rope = left + right;

function jsmdbBoundTarget(a, b) { return [this, a, b]; }
var boundThis = { jsmdbBoundThis: 1 };
var boundArg = { jsmdbBoundArg: 2 };
var bound = jsmdbBoundTarget.bind(boundThis, boundArg);

function jsmdbMakeKeeper() {
	var jsmdbCaptured = { jsmdbCapturedMarker: 3 };
	return function jsmdbKeeper() { return jsmdbCaptured; };
}

var map = new Map();
map.set('jsmdbFiller', 1);
map.set({ jsmdbMapKey: 4 }, 'v');
map.set('jsmdbKeyOfValue', { jsmdbMapValue: 5 });
var set = new Set([1, { jsmdbSetMember: 6 }]);
var wkey = { jsmdbWeakKey: 7 };
var weak = new WeakMap();
weak.set(wkey, { jsmdbWeakValue: 8 });

global.jsmdbRefs = {
	jsmdbRefsMarker: 'jsmdb-refs',
	slice: slice,
	rope: rope,
	bound: bound,
	keeper: jsmdbMakeKeeper(),
	map: map,
	set: set,
	weak: weak,
	wkey: wkey,
};
parent = left = right = boundThis = boundArg = null;

fs.writeFileSync('truth.json', JSON.stringify({
	program: 'refs.js',
	pid: process.pid,
	version: process.version,
	slice: { property: 'slice', parentLength: PARENTLEN, at: SLICE_AT,
	    length: SLICE_LEN },
	rope: { property: 'rope', firstLength: 5000, secondLength: 7000 },
	bound: { property: 'bound', target: 'jsmdbBoundTarget',
	    thisMarker: 'jsmdbBoundThis', argMarker: 'jsmdbBoundArg' },
	map: { property: 'map', keyMarker: 'jsmdbMapKey', keyEntry: 1,
	    valueMarker: 'jsmdbMapValue', valueEntry: 2 },
	set: { property: 'set', marker: 'jsmdbSetMember', entry: 1 },
	weak: { property: 'weak', keyMarker: 'jsmdbWeakKey',
	    valueMarker: 'jsmdbWeakValue' },
	closure: { property: 'keeper', function: 'jsmdbKeeper',
	    variable: 'jsmdbCaptured', marker: 'jsmdbCapturedMarker' },
}, null, 2) + '\n');
process.abort();
