/*
 * bench.js: the big heap of the benchmark (make bench), for Node.js 18 and
 * later.  One million instances of one class, each with its own strings
 * and arrays -- about 400 MB of heap -- kept reachable from the global
 * object; then a collection, truth.json, and an abort for the core.
 *
 * Run with a large old space: node --max-old-space-size=4096 bench.js
 * The count can be changed with JSMDB_BENCH_N (the truth says what it was).
 */
'use strict';

var fs = require('fs');

var collect = global.gc;
if (typeof collect !== 'function') {
	require('v8').setFlagsFromString('--expose-gc');
	collect = require('vm').runInNewContext('gc');
}

var N = Number(process.env.JSMDB_BENCH_N || 1000000);

class JsmdbBenchItem {
	constructor(i) {
		this.id = i;
		this.name = 'jsmdb-bench-item-' + i;
		this.label = 'a label long enough to be its own string ' + i;
		this.score = i + 0.5;
		this.tags = ['tag-' + (i % 1000), 'bench'];
		this.values = [i, i + 1, i + 2, i + 3, i + 4, i + 5];
	}
}

var items = new Array(N);
for (var i = 0; i < N; i++)
	items[i] = new JsmdbBenchItem(i);
global.jsmdbBench = items;

collect();
collect();

var used = 0;
require('v8').getHeapSpaceStatistics().forEach(function (s) {
	used += s.space_used_size;
});
fs.writeFileSync('truth.json', JSON.stringify({
	program: 'bench.js',
	version: process.version,
	pid: process.pid,
	classes: { JsmdbBenchItem: { count: N,
	    properties: ['id', 'name', 'label', 'score', 'tags', 'values'] } },
	arrays: N * 2 + 1,
	heapUsed: used
}, null, 2) + '\n');
process.abort();
