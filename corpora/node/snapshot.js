/*
 * snapshot.js: a heap of known shape for ::heapsnapshot
 * (tests/corpus/test_heapsnapshot.py).  V8 itself writes a heap snapshot
 * of it (v8.writeHeapSnapshot) just before the process aborts, and the
 * test compares jsmdb's snapshot of the core with that one.
 *
 *   - NA JsmdbSnapA, each holding its own JsmdbSnapB in property "b";
 *   - an Array of all the JsmdbSnapA (element edges), held by a
 *     JsmdbSnapRoot in property "list";
 *   - a closure (jsmdbSnapKeeper) holding one more JsmdbSnapB through a
 *     context variable (jsmdbSnapKept);
 *   - a Map of ND string keys to JsmdbSnapD;
 *   - a JsmdbSnapC holding a JsmdbSnapA in "first" and itself in "self".
 *
 * Everything hangs off global.jsmdbSnap (the JsmdbSnapRoot).  truth.json
 * gives the counts, the references and the snapshot file's path.  The
 * expectations come from truth.json and V8's own snapshot, never from
 * jsmdb.
 */
'use strict';

var fs = require('fs');
var path = require('path');
var v8 = require('v8');

var NA = 500, ND = 40;

class JsmdbSnapB {
	constructor(i) { this.bIndex = i; }
}
class JsmdbSnapA {
	constructor(i) { this.aIndex = i; this.b = new JsmdbSnapB(i); }
}
class JsmdbSnapD {
	constructor(i) { this.dIndex = i; this.label = 'jsmdb-d'; }
}
class JsmdbSnapC {
	constructor(a) { this.first = a; this.self = this; }
}
class JsmdbSnapRoot {
	constructor() {
		this.list = [];
		this.keeper = null;
		this.map = new Map();
		this.c = null;
	}
}

function jsmdbSnapMakeKeeper() {
	var jsmdbSnapKept = new JsmdbSnapB(-1);
	return function jsmdbSnapKeeper() { return jsmdbSnapKept; };
}

var root = new JsmdbSnapRoot();
for (var i = 0; i < NA; i++)
	root.list.push(new JsmdbSnapA(i));
root.keeper = jsmdbSnapMakeKeeper();
for (i = 0; i < ND; i++)
	root.map.set('jsmdbKey' + i, new JsmdbSnapD(i));
root.c = new JsmdbSnapC(root.list[0]);
global.jsmdbSnap = root;

var file = path.resolve('v8.heapsnapshot');
fs.writeFileSync('truth.json', JSON.stringify({
	program: 'snapshot.js',
	pid: process.pid,
	version: process.version,
	heapsnapshot: file,
	classes: {
		JsmdbSnapA: NA,
		JsmdbSnapB: NA + 1,
		JsmdbSnapC: 1,
		JsmdbSnapD: ND,
		JsmdbSnapRoot: 1,
	},
	global: 'jsmdbSnap',
	references: [
		{ from: 'JsmdbSnapA', property: 'b', to: 'JsmdbSnapB', count: NA },
		{ from: 'Array', element: true, to: 'JsmdbSnapA', count: NA },
		{ from: 'JsmdbSnapC', property: 'first', to: 'JsmdbSnapA',
		    count: 1 },
		{ from: 'JsmdbSnapC', property: 'self', to: 'JsmdbSnapC',
		    count: 1 },
		{ from: 'context', variable: 'jsmdbSnapKept',
		    to: 'JsmdbSnapB', count: 1 },
	],
}, null, 2) + '\n');
/* V8's own snapshot, last: nothing the program makes comes after it */
v8.writeHeapSnapshot(file);
process.abort();
