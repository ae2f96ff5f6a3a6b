/*
 * grow.js: two cores of one process, for the core-to-core census diff
 * (jsmdb --diff, ::jsdiffcore).
 *
 * make-cores node-flags: --expose-gc --no-concurrent-sweeping
 *
 * Phase 1 holds known counts of four classes: one that will grow, one
 * that will shrink, one that stays, and none yet of one that only phase 2
 * has.  After a full GC the program takes a core of itself with gdb's
 * gcore, run synchronously (the process waits in execSync while gdb
 * writes it), as core.before in the current directory: the core's
 * directory.  Phase 2 then makes more of the growing class, drops some
 * of the shrinking one (garbage the next GC frees), makes the new class,
 * collects again, writes truth.json and aborts; the kernel writes the
 * second core, core, next to it.
 *
 * Concurrent sweeping is off (the flag above), so a GC's sweeping is done
 * when gc() returns and gcore meets no page half swept.
 *
 * truth.json says, per class, its property names and its count at each
 * phase; tests/corpus/test_diff.py compares jsmdb's diff of the two cores
 * with those counts, never with jsmdb's own output.  The counts are
 * distinct primes (and their differences distinct) so that no unrelated
 * group matches one by chance.
 */
'use strict';

var fs = require('fs');
var child = require('child_process');

if (typeof global.gc !== 'function')
	throw new Error('grow.js needs --expose-gc');

var PHASE1 = { JsmdbGrower: 1013, JsmdbShrinker: 2011, JsmdbSteady: 509,
    JsmdbNewcomer: 0 };
var PHASE2 = { JsmdbGrower: 3037, JsmdbShrinker: 1009, JsmdbSteady: 509,
    JsmdbNewcomer: 743 };

class JsmdbGrower {
	constructor(i) {
		this.growId = i;
		this.growLabel = 'grow-' + (i % 31);
	}
}

class JsmdbShrinker {
	constructor(i) {
		this.shrinkId = i;
		this.shrinkWeight = i + 0.5;
		this.shrinkTag = 'shrink';
	}
}

class JsmdbSteady {
	constructor(i) {
		this.steadyId = i;
	}
}

class JsmdbNewcomer {
	constructor(i) {
		this.newId = i;
		this.newFlag = (i % 2) === 0;
		this.newName = 'new-' + (i % 17);
		this.newMore = null;
	}
}

var CLASSES = { JsmdbGrower: JsmdbGrower, JsmdbShrinker: JsmdbShrinker,
    JsmdbSteady: JsmdbSteady, JsmdbNewcomer: JsmdbNewcomer };

/*
 * Each class's own property names, in the order its constructor adds
 * them: taken now, so that the instances made for it are garbage the
 * first GC frees.
 */
var PROPS = {};
Object.keys(CLASSES).forEach(function (name) {
	PROPS[name] = Object.keys(new CLASSES[name](0));
});

var held = {};
Object.keys(CLASSES).forEach(function (name) { held[name] = []; });

/* Makes or drops instances so that held[name] has n of them. */
function setCount(name, n) {
	var a = held[name];

	while (a.length < n)
		a.push(new CLASSES[name](a.length));
	if (a.length > n)
		a.length = n;
}

function phase(counts) {
	Object.keys(counts).forEach(function (name) {
		setCount(name, counts[name]);
	});
	global.jsmdbGrowHeld = held;
	global.gc();
	global.gc();
}

/* Phase 1, and its core: gdb writes before.PID; it becomes core.before. */
phase(PHASE1);
var before = 'before';
try {
	fs.unlinkSync(before + '.' + process.pid);
} catch (e) {
	/* none */
}
child.execSync('gcore -o ' + before + ' ' + process.pid,
    { stdio: ['ignore', 'ignore', 'pipe'] });
fs.renameSync(before + '.' + process.pid, 'core.before');

/* Phase 2: grow, shrink (the dropped ones are garbage the GC frees), new. */
phase(PHASE2);

var truth = {
	program: 'grow.js',
	pid: process.pid,
	node: process.version,
	v8: process.versions.v8,
	core_before: 'core.before',
	classes: {}
};
Object.keys(CLASSES).forEach(function (name) {
	truth.classes[name] = {
		props: PROPS[name],
		before: PHASE1[name],
		after: PHASE2[name]
	};
});
fs.writeFileSync('truth.json.tmp', JSON.stringify(truth, null, 2) + '\n');
fs.renameSync('truth.json.tmp', 'truth.json');
process.abort();
