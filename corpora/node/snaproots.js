/*
 * snaproots.js: objects that only JavaScript frames hold, for the
 * "(Stack roots)" of ::heapsnapshot (tests/corpus/test_heapsnapshot.py).
 *
 * make-cores node-flags: --allow-natives-syntax
 *
 * A chain of calls, each frame holding an object of its own class in a
 * local variable or a parameter and nowhere else (no closure captures
 * it, no property or global names it):
 *
 *   jsmdbRootsOuter    interpreted: local JsmdbStackLocalA
 *   jsmdbRootsMiddle   interpreted: parameter JsmdbStackParamB, local
 *                      JsmdbStackLocalC
 *   jsmdbRootsMaglev   optimized by Maglev (%OptimizeMaglevOnNextCall)
 *                      where Maglev is on (Node.js 24; 22 has
 *                      --no-maglev by default, 18 no Maglev: there it
 *                      stays interpreted): local JsmdbStackMaglevF, used
 *                      after the call
 *   jsmdbRootsOpt      optimized by TurboFan (%OptimizeFunctionOnNextCall)
 *                      before this call: local JsmdbStackOptD, used after
 *                      the call below so that it lives in a spill slot
 *   jsmdbRootsInner    interpreted: local JsmdbStackLocalE; writes
 *                      truth.json, V8's own snapshot (v8.writeHeapSnapshot)
 *                      and aborts, so that the same frames hold the same
 *                      objects at both moments.
 *
 * truth.json names each class, its count (1), the frame and how it is
 * held, and whether the frame is optimized (as %GetOptimizationStatus
 * says at the moment of the snapshot).  The expectations come from here
 * and from V8's own snapshot, never from jsmdb.
 */
'use strict';

var fs = require('fs');
var path = require('path');
var v8 = require('v8');

class JsmdbStackLocalA { constructor() { this.a = 1; } }
class JsmdbStackParamB { constructor() { this.b = 2; } }
class JsmdbStackLocalC { constructor() { this.c = 3; } }
class JsmdbStackOptD { constructor(x) { this.d = x; } }
class JsmdbStackLocalE { constructor() { this.e = 5; } }
class JsmdbStackMaglevF { constructor(x) { this.f = x; } }

var file = path.resolve('v8.heapsnapshot');
var warm = true;

/*
 * V8's OptimizationStatus::kOptimized (src/runtime/runtime.h, 1 << 4 on
 * V8 10.2 through 13.6; kTurboFanned moved from bit 5 to 6 when V8 11
 * added kMaglevved): the function has optimized code.
 */
var OPTIMIZED = 1 << 4;
/* kMaglevved: 1 << 5 from V8 11 (Maglev's code) */
var MAGLEVVED = 1 << 5;
var maglev = typeof process.versions.v8 === 'string' &&
    parseInt(process.versions.v8, 10) >= 11;

function jsmdbRootsInner() {
	if (warm)
		return (0);
	var e = new JsmdbStackLocalE();
	var status = %GetOptimizationStatus(jsmdbRootsOpt);
	var mstatus = %GetOptimizationStatus(jsmdbRootsMaglev);
	fs.writeFileSync('truth.json', JSON.stringify({
		program: 'snaproots.js',
		pid: process.pid,
		version: process.version,
		heapsnapshot: file,
		stack: [
			{ class: 'JsmdbStackLocalE', count: 1,
			    frame: 'jsmdbRootsInner', held: 'local',
			    optimized: false },
			{ class: 'JsmdbStackOptD', count: 1,
			    frame: 'jsmdbRootsOpt', held: 'local',
			    optimized: (status & OPTIMIZED) !== 0,
			    status: status },
			{ class: 'JsmdbStackMaglevF', count: 1,
			    frame: 'jsmdbRootsMaglev', held: 'local',
			    optimized: (mstatus & OPTIMIZED) !== 0,
			    maglev: maglev && (mstatus & MAGLEVVED) !== 0,
			    status: mstatus },
			{ class: 'JsmdbStackLocalC', count: 1,
			    frame: 'jsmdbRootsMiddle', held: 'local',
			    optimized: false },
			{ class: 'JsmdbStackParamB', count: 1,
			    frame: 'jsmdbRootsMiddle', held: 'parameter',
			    optimized: false },
			{ class: 'JsmdbStackLocalA', count: 1,
			    frame: 'jsmdbRootsOuter', held: 'local',
			    optimized: false },
		],
	}, null, 2) + '\n');
	/* V8's own snapshot, then the core: the same frames, the same objects */
	v8.writeHeapSnapshot(file);
	process.abort();
	return (e.e);
}

function jsmdbRootsOpt(x) {
	var d = new JsmdbStackOptD(x);
	jsmdbRootsInner();
	return (d.d);
}

function jsmdbRootsMaglev(x) {
	var f = new JsmdbStackMaglevF(x);
	jsmdbRootsOpt(x);
	return (f.f);
}

function jsmdbRootsMiddle(b) {
	var c = new JsmdbStackLocalC();
	jsmdbRootsMaglev(c.c);
	return (b.b + c.c);
}

function jsmdbRootsOuter() {
	var a = new JsmdbStackLocalA();
	jsmdbRootsMiddle(new JsmdbStackParamB());
	return (a.a);
}

/* the frames below jsmdbRootsOpt stay interpreted: never inlined into it */
%NeverOptimizeFunction(jsmdbRootsInner);
%NeverOptimizeFunction(jsmdbRootsMiddle);
%NeverOptimizeFunction(jsmdbRootsOuter);
%PrepareFunctionForOptimization(jsmdbRootsOpt);
jsmdbRootsOpt(1);
jsmdbRootsOpt(2);
%OptimizeFunctionOnNextCall(jsmdbRootsOpt);
jsmdbRootsOpt(3);
/* jsmdbRootsOpt stays a frame of its own: Maglev inlines nothing */
if (maglev)
	v8.setFlagsFromString('--no-maglev-inlining');
%PrepareFunctionForOptimization(jsmdbRootsMaglev);
jsmdbRootsMaglev(1);
jsmdbRootsMaglev(2);
if (maglev)
	%OptimizeMaglevOnNextCall(jsmdbRootsMaglev);
jsmdbRootsMaglev(3);
warm = false;
jsmdbRootsOuter();
