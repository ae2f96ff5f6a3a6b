/*
 * es5/stack.js: the ES5 twin of corpora/node/stack.js, for the releases
 * whose JavaScript has no ES2015 (Node.js 0.10 and 0.12: V8 3.14, 3.28).
 * corpora/make-cores.sh runs it in place of stack.js on those releases;
 * it makes the same chain of calls and writes a truth.json of the same
 * format, so that tests/corpus/test_v8_stack.py applies unchanged.  What
 * differs: constructor functions for the classes Point and Widget (new
 * Widget is still a construct frame), natives syntax from the command
 * line (no require('v8')), no baseline tier (V8 3.28 accepts
 * %CompileBaseline yet has none), and where 0.10 lacks spawnSync or
 * %NeverOptimizeFunction, a way round.  The comment of stack.js follows.
 *
 * make-cores node-flags: --allow-natives-syntax
 *
 *
 * stack.js: the Node.js reference program for ::jsstack, ::jsframe and the
 * function dcmds (::jsfunction, ::jssource, ::jsclosure).
 *
 * It runs a known chain of calls, outermost first:
 *
 *   stackMain                 a named function declaration (interpreted)
 *   Runner.prototype.start    a method, called as runner.start()
 *   handlers.onStep           an anonymous function expression assigned
 *                             to an object property (inferred name)
 *   forEach                   Array.prototype.forEach (a builtin frame)
 *   eachStep                  the forEach callback
 *   new Widget                a class constructor, invoked with new, that
 *                             calls on (a construct frame under it)
 *   viaCall                   called through Function.prototype.call
 *   viaApply                  called through Function.prototype.apply
 *   hotLoop                   optimized by TurboFan (warmed, then forced)
 *   hotInline                 inlined into hotLoop by TurboFan: no frame
 *                             of its own, yet a frame of Error.stack
 *   maglevStep                optimized by Maglev where V8 has it
 *                             (interpreted elsewhere)
 *   baselineStep              compiled by Sparkplug (%CompileBaseline)
 *   fewerArgs                 called with fewer arguments than declared
 *   moreArgs                  called with more arguments than declared
 *   finalStep                 arguments of many kinds (the last a closure,
 *                             counterStep, over count = 42 and a label);
 *                             writes the truth and calls process.abort()
 *
 * Just before aborting, finalStep writes truth.json in the current
 * directory (where the kernel writes the core): the program's own stack
 * (new Error().stack, made on the same line as the process.abort() call),
 * each function's arguments and receiver as JSON, its source text
 * (Function.prototype.toString()) and the file lines holding it, and,
 * when natives syntax is on, V8's tier for it (%GetOptimizationStatus):
 * of its code, and of its frame on the stack at the abort, next to the
 * tier this program meant it to run in.
 *
 * Every function of the chain but hotLoop, hotInline and maglevStep is
 * kept from being optimized (and so from being inlined into an optimized
 * caller): each of them must be a frame of its own at the abort.
 */
'use strict';

var fs = require('fs');

Error.stackTraceLimit = Infinity;

/*
 * Natives syntax (%OptimizeFunctionOnNextCall...) is turned on at run time
 * so that the program runs with a plain `node stack.js`; code that uses it
 * is compiled afterwards with new Function.  Where it is not available the
 * program still runs, relying on warm-up alone.
 */
var natives = {};
(function setupNatives() {
	/* (no require('v8'): the flag is on the command line) */
	try {
		/* Maglev ships off in some releases that have it. */
	} catch (e) {
		return;
	}
	function mk(name, body) {
		try {
			natives[name] = new Function('f', body);
			return true;
		} catch (e) {
			return false;
		}
	}
	mk('prepare', '%PrepareFunctionForOptimization(f);');
	mk('optimize', '%OptimizeFunctionOnNextCall(f);');
	mk('maglev', '%OptimizeMaglevOnNextCall(f);');
	mk('never', '%NeverOptimizeFunction(f);');
	mk('baseline', '%CompileBaseline(f);');
	mk('status', 'return %GetOptimizationStatus(f);');
	mk('settle', '%WaitForBackgroundOptimization(); %FinalizeOptimization();');
})();

function nat(name, f) {
	if (natives[name] === undefined)
		return undefined;
	try {
		return natives[name](f);
	} catch (e) {
		return undefined;
	}
}

/* While warming, the functions below the optimized ones return at once. */
var warming = false;

/* What each frame of the chain saw: filled on the real run only. */
var seen = {};

function describe(v) {
	var t = typeof (v);
	var d = { type: t };
	if (v === undefined)
		return d;
	if (v === null) {
		d.type = 'null';
		d.json = null;
		return d;
	}
	if (t === 'object') {
		d.constructor = v.constructor ? v.constructor.name : null;
		d.isArray = Array.isArray(v);
	}
	if (t === 'function') {
		d.name = v.name;
		return d;
	}
	d.json = v;
	return d;
}

function record(name, self, args) {
	if (warming)
		return;
	seen[name] = {
		argc: args.length,
		args: Array.prototype.map.call(args, describe),
		this: describe(self)
	};
}

/* ---- the chain, innermost first ---- */

function Point(x, y) {
	this.x = x;
	this.y = y;
}

/* A closure over known values, passed down as finalStep's last argument. */
function makeCounter(start) {
	var count = start;
	var label = 'jsmdb-closure-label';
	return function counterStep(n) {
		count += n;
		return label + ':' + count;
	};
}
var counterStep = makeCounter(40);
counterStep(2);			/* count is now 42 */
var CLOSURE_TRUTH = { count: 42, label: 'jsmdb-closure-label' };

var chainFunctions = {};

function finalStep(num, str, obj, arr, undef, nul, bool, point, dbl, fn) {
	record('finalStep', this, arguments);
	writeTruth(new Error('jsmdb truth').stack); process.abort();
	return num;
}

function moreArgs(a) {
	if (warming)
		return a;
	record('moreArgs', this, arguments);
	return finalStep(42, 'jsmdb-string', { alpha: 1, beta: 'two' },
	    [1, 2, 3], undefined, null, true, new Point(3, 4), 2.5,
	    counterStep) + 1;
}

function fewerArgs(first, second, third) {
	if (warming)
		return first;
	record('fewerArgs', this, arguments);
	return moreArgs(first, 'extra-1', 'extra-2') + 1;
}

function baselineStep(n, label) {
	if (warming)
		return n;
	record('baselineStep', this, arguments);
	return fewerArgs(n) + 1;
}

function maglevStep(n, label) {
	record('maglevStep', this, [n, label]);
	return baselineStep(n, label) + 1;
}

/*
 * hotInline calls on through a call site that warm-up makes megamorphic,
 * so that TurboFan emits a real call there rather than inlining
 * maglevStep; hotInline itself, small and called from one site, is
 * inlined into hotLoop.
 */
var hotNext = maglevStep;
function hotInline(n, label) {
	return hotNext(n, label) + 1;
}
function hotLoop(n, label) {
	var sum = 0;
	for (var i = 0; i < 3; i++)
		sum += i;
	record('hotLoop', this, [n, label]);
	return hotInline(n + sum, label) + 1;
}
function warm1(n, label) { return n + 1; }
function warm2(n, label) { return n + 2; }
function warm3(n, label) { return n + 3; }
function warm4(n, label) { return n + 4; }
var warmTargets = [warm1, warm2, warm3, warm4, maglevStep];

function viaApply(count, tag) {
	record('viaApply', this, arguments);
	return hotLoop(count, tag) + 1;
}

function viaCall(count, tag) {
	record('viaCall', this, arguments);
	return viaApply.apply(this, [count, tag]) + 1;
}

function Widget(id, label) {
	record('Widget', this, arguments);
	this.id = id;
	this.label = label;
	this.total = viaCall.call({ caller: 'Widget' }, id, label);
}

function eachStep(value, index) {
	record('eachStep', this, arguments);
	return new Widget(value, 'widget-' + index);
}

var handlers = {};
handlers.onStep = function (step) {
	record('handlers.onStep', this, arguments);
	var w = [];
	[step].forEach(eachStep);
	return w;
};

function Runner(name) {
	this.name = name;
}
Runner.prototype.start = function start(limit) {
	record('start', this, arguments);
	return handlers.onStep(limit);
};

function stackMain() {
	record('stackMain', this, arguments);
	var runner = new Runner('jsmdb-runner');
	return runner.start(7);
}

chainFunctions = {
	finalStep: finalStep,
	moreArgs: moreArgs,
	fewerArgs: fewerArgs,
	baselineStep: baselineStep,
	maglevStep: maglevStep,
	hotInline: hotInline,
	hotLoop: hotLoop,
	viaApply: viaApply,
	viaCall: viaCall,
	Widget: Widget,
	eachStep: eachStep,
	'handlers.onStep': handlers.onStep,
	start: Runner.prototype.start,
	stackMain: stackMain
};

/* ---- the truth ---- */

var SOURCE = fs.readFileSync(__filename, 'utf8');

function lineOf(pos) {
	return SOURCE.slice(0, pos).split('\n').length;
}

function sourceInfo(f) {
	var text = Function.prototype.toString.call(f);
	var pos = SOURCE.indexOf(text);
	var info = { source: text };
	if (pos >= 0) {
		var lines = SOURCE.split('\n');
		info.startLine = lineOf(pos);
		info.endLine = lineOf(pos + text.length);
		info.lines = lines.slice(info.startLine - 1, info.endLine);
	}
	return info;
}

/* "    at new Widget (/path/stack.js:12:34)" -> name, file, line, column */
function parseStack(stack) {
	var frames = [];
	stack.split('\n').slice(1).forEach(function (l) {
		var m = /^\s*at (?:(.*) \((.*):(\d+):(\d+)\)|(.*):(\d+):(\d+))$/.
		    exec(l);
		if (m === null) {
			m = /^\s*at (.*) \((.*)\)$/.exec(l);
			if (m !== null)
				frames.push({ name: m[1], file: m[2] });
			return;
		}
		if (m[1] !== undefined) {
			frames.push({ name: m[1], file: m[2], line: +m[3],
			    column: +m[4] });
		} else {
			frames.push({ name: null, file: m[5], line: +m[6],
			    column: +m[7] });
		}
	});
	return frames;
}

/*
 * %GetOptimizationStatus bits (runtime/runtime.h), per V8 release range:
 * the tier of the function's code (maglev, turbofan, interpreted,
 * baseline) and of its topmost frame when it is on the stack (executing,
 * frame*).  0: the release has no such bit.
 *   - V8 6.8 - 8.4: no tier but the interpreter and TurboFan (an
 *     executing frame that is not TurboFan's is the interpreter's);
 *   - V8 9.0 - 10.1: before the Maglev bit (an interpreted frame of
 *     Node.js 18.0.0 reads 0x8441, a baseline one 0x14401);
 *   - V8 10.2 - 13.x: kMaglevved 1 << 5 added;
 *   - V8 14: kAlwaysOptimize gone, every bit from kMaybeDeopted one
 *     lower.
 */
var statusBits = [
	{ from: [6, 0], maglev: 0, turbofan: 1 << 5, interpreted: 1 << 6,
	    baseline: 0, executing: 1 << 10, frameTurbofan: 1 << 11,
	    frameInterpreted: 0, frameBaseline: 0, frameMaglev: 0 },
	{ from: [9, 0], maglev: 0, turbofan: 1 << 5, interpreted: 1 << 6,
	    baseline: 1 << 14, executing: 1 << 10, frameTurbofan: 1 << 11,
	    frameInterpreted: 1 << 15, frameBaseline: 1 << 16,
	    frameMaglev: 0 },
	{ from: [10, 2], maglev: 1 << 5, turbofan: 1 << 6,
	    interpreted: 1 << 7, baseline: 1 << 15, executing: 1 << 11,
	    frameTurbofan: 1 << 12, frameInterpreted: 1 << 16,
	    frameBaseline: 1 << 17, frameMaglev: 1 << 19 },
	{ from: [14, 0], maglev: 1 << 4, turbofan: 1 << 5,
	    interpreted: 1 << 6, baseline: 1 << 14, executing: 1 << 10,
	    frameTurbofan: 1 << 11, frameInterpreted: 1 << 15,
	    frameBaseline: 1 << 16, frameMaglev: 1 << 18 },
];
var v8major = parseInt(process.versions.v8, 10);
var v8minor = parseInt(process.versions.v8.split('.')[1], 10);
var bits = statusBits[0];
statusBits.forEach(function (b) {
	if (v8major > b.from[0] ||
	    (v8major === b.from[0] && v8minor >= b.from[1]))
		bits = b;
});
/* before V8 9 an executing frame that is not TurboFan's is interpreted */
var oldBits = v8major < 9;
/*
 * Before V8 6 (5.1 - 3.14) %GetOptimizationStatus returns a plain number,
 * not bits (runtime/runtime-test.cc): 1 optimized, 2 not, 3 always
 * optimized, 4 never, 5 maybe deoptimized, 7 optimized by TurboFan.  The
 * unoptimized tier is full-codegen's machine code there, the optimizing
 * one Crankshaft's (or TurboFan's): recorded as 'interpreted' and
 * 'turbofan', the names of the unoptimized and optimizing tiers in the
 * truth's format.  The number says nothing of frames: which function ran
 * inlined into its caller is V8's own --trace-inlining account of a
 * probe run of this program (inlinedByV8).
 */
var plainStatus = v8major < 6;
var kMaglevved = bits.maglev, kTurboFanned = bits.turbofan;
var kInterpreted = bits.interpreted, kBaseline = bits.baseline;
var kIsExecuting = bits.executing, kFrameTurboFanned = bits.frameTurbofan;
var kFrameInterpreted = bits.frameInterpreted;
var kFrameBaseline = bits.frameBaseline, kFrameMaglev = bits.frameMaglev;

function tier(s) {
	if (s === undefined)
		return null;
	if (plainStatus) {
		if (s === 1 || s === 3 || s === 7)
			return 'turbofan';
		return s === 2 || s === 4 ? 'interpreted' : 'unknown';
	}
	if (s & kTurboFanned)
		return 'turbofan';
	if (s & kMaglevved)
		return 'maglev';
	if (s & kBaseline)
		return 'baseline';
	if (s & kInterpreted)
		return 'interpreted';
	return 'unknown';
}

/*
 * The tier of the function's frame.  V8 looks for the function among the
 * stack's physical frames: a function of the chain (on the stack, as
 * Error.stack shows) with no frame of its own runs inlined in its
 * caller's optimized code.
 */
function frameTier(s, key) {
	if (s === undefined)
		return null;
	if (plainStatus)
		return inlinedByV8(key) ? 'inlined' : tier(s);
	if (!(s & kIsExecuting))
		return 'inlined';
	if (s & kFrameTurboFanned)
		return 'turbofan';
	if (s & kFrameMaglev)
		return 'maglev';
	if (s & kFrameBaseline)
		return 'baseline';
	if (s & kFrameInterpreted)
		return 'interpreted';
	if (oldBits)
		return 'interpreted';
	return 'unknown';
}

/*
 * V8 < 6: the functions the optimizing compiler inlined, as V8 itself
 * reports them (--trace-inlining: "Inlined F called from G.") for a run
 * of this program in probe mode, which makes the same calls up to the
 * chain and exits there.
 */
var PROBE = '--jsmdb-probe-inlining';
var probeMode = process.argv.indexOf(PROBE) !== -1;
var inlinedTrace = null;
function inlinedByV8(key) {
	if (inlinedTrace === null) {
		var cp = require('child_process');
		var args = process.execArgv.concat(['--allow-natives-syntax',
		    '--trace-inlining', __filename, PROBE]);
		if (cp.spawnSync !== undefined) {
			var r = cp.spawnSync(process.execPath, args,
			    { encoding: 'utf8' });
			inlinedTrace = r.stdout || '';
		} else {
			inlinedTrace = probeWithoutSpawnSync(cp, args);
		}
	}
	var name = chainFunctions[key] ? chainFunctions[key].name : key;
	return inlinedTrace.indexOf('Inlined ' + name + ' called from ') !== -1;
}

/*
 * Node.js 0.10 has no spawnSync: the probe's output goes to a file and
 * the program waits for the probe to exit, polling its /proc entry (it
 * stays a zombie: nothing reaps it before the event loop runs).
 */
function probeWithoutSpawnSync(cp, args) {
	var out = 'probe-inlining.txt.tmp';
	var fd = fs.openSync(out, 'w');
	var child = cp.spawn(process.execPath, args,
	    { stdio: ['ignore', fd, 'ignore'] });
	var t0 = Date.now(), st, text;
	fs.closeSync(fd);
	while (Date.now() - t0 < 120000) {
		try {
			st = fs.readFileSync('/proc/' + child.pid + '/stat',
			    'utf8');
		} catch (e) {
			break;
		}
		if (/^\d+ \(.*\) [ZX]/.test(st))
			break;
	}
	text = fs.readFileSync(out, 'utf8');
	fs.unlinkSync(out);
	return text;
}

/* Does this V8 have Maglev (some Node.js builds leave it out)? */
var haveMaglev = false;
/* Does it have a baseline compiler (Sparkplug, V8 9.1 on)? */
/* (V8 3.28 has none; its parser takes %CompileBaseline all the same) */
var haveBaseline = false;

/* The frame tier each function of the chain is meant to run in. */
function intendedTier(key) {
	switch (key) {
	case 'hotLoop':
		return 'turbofan';
	case 'hotInline':
		return 'inlined';
	case 'baselineStep':
		return haveBaseline ? 'baseline' : 'interpreted';
	case 'maglevStep':
		return haveMaglev ? 'maglev' : 'interpreted';
	default:
		return 'interpreted';
	}
}

function writeTruth(stack) {
	var chain = [];
	var fns = {};
	Object.keys(chainFunctions).forEach(function (key) {
		var f = chainFunctions[key];
		var s = nat('status', f);
		fns[key] = sourceInfo(f);
		fns[key].name = f.name;
		fns[key].status = s === undefined ? null : s;
		fns[key].tier = tier(s);
		fns[key].frameTier = frameTier(s, key);
		fns[key].intended = intendedTier(key);
		if (seen[key] !== undefined) {
			fns[key].argc = seen[key].argc;
			fns[key].args = seen[key].args;
			fns[key].this = seen[key].this;
		}
		chain.push(key);
	});
	var truth = {
		program: 'stack.js',
		pid: process.pid,
		version: process.version,
		v8: process.versions.v8,
		execPath: process.execPath,
		argv: process.argv,
		arch: process.arch,
		script: __filename,
		natives: Object.keys(natives),
		maglev: haveMaglev,
		baseline: haveBaseline,
		closure: { function: 'counterStep', argument: 10,
		    variables: CLOSURE_TRUTH },
		stack: stack,
		frames: parseStack(stack),
		chain: chain,
		functions: fns,
		signal: 6,
		signame: 'SIGABRT'
	};
	fs.writeFileSync('truth.json.tmp', JSON.stringify(truth, null, 2) + '\n');
	fs.renameSync('truth.json.tmp', 'truth.json');
}

/* ---- tiers ---- */

/*
 * Everything on the chain but the two optimized functions stays
 * unoptimized: an optimized caller must not inline them away.
 */
[finalStep, moreArgs, fewerArgs, baselineStep, viaApply, viaCall, Widget,
    eachStep, handlers.onStep, Runner.prototype.start, stackMain,
    record, describe].forEach(function (f) { nat('never', f); });

/*
 * V8 3.14 (Node.js 0.10) has no %NeverOptimizeFunction (the call
 * throws): there record, inlined into the optimized hotLoop, would
 * deoptimize it on the real run, down the path warm-up never took.
 * Crankshaft neither optimizes nor inlines a function with a try
 * statement: there record is called through one.
 */
var canNever = true;
try {
	natives.never(describe);
} catch (e) {
	canNever = false;
}
if (!canNever) {
	record = (function (inner) {
		return function recordNoInline(name, self, args) {
			try {
				inner(name, self, args);
			} catch (e) {
				throw e;
			}
		};
	})(record);
}

/* Maglev, if this V8 has it, compiles a function asked to at once. */
function maglevProbe(x) {
	return x + 1;
}
nat('prepare', maglevProbe);
maglevProbe(1);
maglevProbe(2);
nat('maglev', maglevProbe);
maglevProbe(3);
haveMaglev = ((nat('status', maglevProbe) | 0) & kMaglevved) !== 0;
/* Without Maglev or a baseline tier (V8 < 9.1), maglevStep is meant to
 * stay interpreted: TurboFan must not take it (V8 7.8 would, after the
 * warm-up). */
var keepInterpreted = !haveMaglev && !haveBaseline;
if (keepInterpreted)
	nat('never', maglevStep);

/* Warm hotLoop and maglevStep with the argument types of the real run. */
warming = true;
nat('prepare', hotLoop);
nat('prepare', hotInline);
/* (a function kept from optimizing may not be prepared: V8 8.4 aborts) */
if (!keepInterpreted)
	nat('prepare', maglevStep);
var w;
for (w = 0; w < 200; w++) {
	hotNext = warmTargets[w % warmTargets.length];
	hotLoop(w, 'warm');
}
hotNext = maglevStep;
/* A tier-up job started by the warm-up would win over what follows. */
nat('settle');
nat('baseline', baselineStep);
nat('maglev', maglevStep);
maglevStep(1, 'warm');
nat('optimize', hotLoop);
hotLoop(1, 'warm');
nat('settle');
warming = false;

if (probeMode)
	process.exit(0);
stackMain();
