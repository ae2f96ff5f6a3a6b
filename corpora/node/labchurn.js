/*
 * labchurn.js: LocalHeaps that come and go, then a census (Node.js 18 and
 * later).
 *
 * From V8 10 every thread that allocates in a heap has a LocalHeap, and
 * its allocators hold linear allocation areas (LABs) whose unallocated
 * part the heap walk must leave out.  A LocalHeap V8 has destroyed is
 * freed memory that may keep an allocator of the right shape; the walk
 * must not take its old area (which may by now hold live objects) for a
 * live one.  This program makes many LocalHeaps come and go: worker
 * threads started, made to allocate and compile, and terminated (each an
 * isolate with its own LocalHeaps, freed at teardown), and hot functions
 * compiled on V8's background threads (each job a LocalHeap).  Then it
 * builds populations whose sizes it knows, keeps one worker alive
 * (another heap in the core), collects the garbage, writes truth.json and
 * aborts.
 *
 * The counts in truth.json are distinct primes; jsmdb must find exactly
 * them (tests/corpus/test_v8_labchurn.py).
 */
'use strict';

var fs = require('fs');
var wt = require('worker_threads');

var collect = global.gc;
if (typeof collect !== 'function') {
	require('v8').setFlagsFromString('--expose-gc');
	collect = require('vm').runInNewContext('gc');
}

var NROUNDS = 8;		/* rounds of workers started and terminated */
var NWORKERS = 4;		/* workers a round */
var NCHURN = 3011;		/* live JsmdbChurnItem instances */
var NCHURN_GARBAGE = 997;	/* JsmdbChurnItem instances left as garbage */
var NPAIRS = 1013;		/* live { jsmdbChurnA, jsmdbChurnB } objects */

/* A worker: allocates, compiles hot code, then waits to be terminated. */
var workerSource = [
	'var wt = require("worker_threads");',
	'var keep = [];',
	'function hot(n) { var s = 0; for (var i = 0; i < n; i++) ',
	'    s += (i * 7) % 13; return s; }',
	'for (var r = 0; r < 200; r++) {',
	'	hot(2000);',
	'	for (var i = 0; i < 500; i++)',
	'		keep.push({ w: i, s: "churn-" + r + "-" + i });',
	'	if (keep.length > 20000) keep = [];',
	'}',
	'wt.parentPort.postMessage("ready");',
	'setInterval(function () {}, 1000);'
].join('\n');

function startWorker() {
	return (new Promise(function (resolve) {
		var w = new wt.Worker(workerSource, { eval: true });
		w.once('message', function () { resolve(w); });
	}));
}

/* Many small functions, each made hot: background compile jobs. */
function compileChurn(round) {
	var src = '';
	var i;

	for (i = 0; i < 40; i++) {
		src += 'function jsmdbChurnF' + round + '_' + i + '(n) {\n' +
		    '  var t = 0;\n  for (var k = 0; k < n; k++) t += k ^ ' +
		    i + ';\n  return t;\n}\n';
	}
	src += 'var all = [';
	for (i = 0; i < 40; i++)
		src += 'jsmdbChurnF' + round + '_' + i + ',';
	src += '];\nfor (var r = 0; r < 300; r++)\n' +
	    '  for (var j = 0; j < all.length; j++) all[j](200);\n';
	/* indirect eval: a global script compiled anew each round */
	(0, eval)(src);
}

/* Not a literal: a literal's boilerplate would be one more such object. */
function makePair(i) {
	var o = {};
	o.jsmdbChurnA = i;
	o.jsmdbChurnB = 'p' + i;
	return (o);
}

class JsmdbChurnItem {
	constructor(id) {
		this.churnId = id;
		this.churnName = 'jsmdb-churn-' + (id % 89);
	}
}

async function main() {
	var r, i, ws, last;

	for (r = 0; r < NROUNDS; r++) {
		ws = [];
		for (i = 0; i < NWORKERS; i++)
			ws.push(startWorker());
		ws = await Promise.all(ws);
		compileChurn(r);
		if (r === NROUNDS - 1) {
			last = ws.pop();
		}
		await Promise.all(ws.map(function (w) {
			return (w.terminate());
		}));
	}

	var items = [];
	var garbage = [];
	var pairs = [];
	for (i = 0; i < NCHURN + NCHURN_GARBAGE; i++) {
		var it = new JsmdbChurnItem(i);
		if (i % 4 === 3 && garbage.length < NCHURN_GARBAGE)
			garbage.push(it);
		else
			items.push(it);
	}
	for (i = 0; i < NPAIRS; i++)
		pairs.push(makePair(i));
	garbage = null;
	collect();
	collect();

	var truth = {
		program: 'labchurn.js',
		node: process.version,
		v8: process.versions.v8,
		workers_started: NROUNDS * NWORKERS,
		workers_alive: last ? 1 : 0,
		counts: {
			JsmdbChurnItem: items.length,
			'jsmdbChurnA, jsmdbChurnB': pairs.length
		},
		garbage: { JsmdbChurnItem: NCHURN_GARBAGE }
	};
	fs.writeFileSync('truth.json.tmp', JSON.stringify(truth, null, 2) +
	    '\n');
	fs.renameSync('truth.json.tmp', 'truth.json');
	/* keep them reachable from here to the abort */
	globalThis.jsmdbKeep = [items, pairs, last];
	process.abort();
}

main();
