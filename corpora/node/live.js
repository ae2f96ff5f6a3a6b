/*
 * live.js: a Node.js program that keeps running, for cores taken from a
 * live process (gdb's gcore, or a process stopped by a signal first).
 *
 * It builds recognisable state -- instances of two classes, a Buffer with
 * known bytes, a closure -- then calls a known chain of named functions
 * (jsmdbLiveOuter -> jsmdbLiveMiddle -> jsmdbLiveSpin) whose innermost one
 * spins forever in a loop V8 compiles.  Just before spinning it writes
 * what it allocated, its pid and its own stack (new Error().stack) to
 * truth.json in the current directory; corpora/make-cores.sh then takes
 * the core with gdb and kills the process.  No syntax newer than ES2015.
 */
'use strict';

var fs = require('fs');

Error.stackTraceLimit = 50;

class JsmdbLiveWidget {
	constructor(id) {
		this.id = id;
		this.label = 'jsmdb-live-widget';
		this.weight = id + 0.25;
	}
}

class JsmdbLiveGadget extends JsmdbLiveWidget {
	constructor(id) {
		super(id);
		this.serial = 'LIVE-' + (2000 + id);
	}
}

var NWIDGETS = 11;
var NGADGETS = 5;
var BUFFER_TEXT = 'jsmdb live buffer: taken while running';
var keep = { widgets: [], gadgets: [] };
var i;
for (i = 0; i < NWIDGETS; i++)
	keep.widgets.push(new JsmdbLiveWidget(i));
for (i = 0; i < NGADGETS; i++)
	keep.gadgets.push(new JsmdbLiveGadget(i));
keep.buffer = Buffer.from(BUFFER_TEXT, 'utf8');
keep.counter = (function jsmdbLiveMakeCounter() {
	var count = 7;
	return function jsmdbLiveCounter() { return (++count); };
})();
global.jsmdbLive = keep;

var spinning = { stop: false, laps: 0 };

function writeTruth(chain, stack) {
	var truth = {
		program: 'live.js',
		pid: process.pid,
		version: process.version,
		v8: process.versions.v8,
		execPath: process.execPath,
		argv: process.argv,
		arch: process.arch,
		chain: chain,
		stack: stack,
		classes: {
			JsmdbLiveWidget: { count: NWIDGETS },
			JsmdbLiveGadget: { count: NGADGETS }
		},
		buffer: { length: keep.buffer.length, text: BUFFER_TEXT }
	};
	fs.writeFileSync('truth.json.tmp', JSON.stringify(truth, null, 2) + '\n');
	fs.renameSync('truth.json.tmp', 'truth.json');
}

function jsmdbLiveSpin(depth) {
	var stack = new Error('jsmdb truth').stack;
	writeTruth(['jsmdbLiveSpin', 'jsmdbLiveMiddle', 'jsmdbLiveOuter'],
	    stack);
	/* never true: the loop runs until the process is killed */
	while (!spinning.stop) {
		spinning.laps++;
		if (spinning.laps === 0x7fffffff)
			spinning.laps = keep.counter();
	}
	return depth;
}

function jsmdbLiveMiddle(depth) {
	return jsmdbLiveSpin(depth + 1) + 1;
}

function jsmdbLiveOuter(depth) {
	return jsmdbLiveMiddle(depth + 1) + 1;
}

jsmdbLiveOuter(0);
