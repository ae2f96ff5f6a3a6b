/*
 * heap.js: the heap census program of the corpus (Node.js 18 and later).
 *
 * It builds populations whose sizes it knows -- instances of a class with
 * known properties, plain objects sharing two keys, closures of one named
 * inner function, arrays of each elements kind, Buffers and typed arrays
 * with known bytes, one object referred to from known places -- plus
 * garbage of the same shapes that nothing refers to.  It collects the
 * garbage with gc() (exposed at run time, so no --expose-gc flag is
 * needed), writes what it built to truth.json in the current directory,
 * and aborts; the kernel writes the core next to truth.json.
 *
 * The garbage takes every form a core taken at an arbitrary moment can
 * hold: young objects a scavenge left behind in from-space; old objects
 * on pages the last full GC evacuated and released (they stay mapped
 * until V8's unmapper thread gets to them, so a core holds them or not
 * by chance); and old objects interleaved with live ones, dead at the
 * last full GC, on pages its sweeper has not swept yet.  For the last,
 * concurrent sweeping is turned off before the last gc(): the pages keep
 * the state a concurrent sweeper that has not reached them leaves them
 * in, every time.
 *
 * The expectations of tests/corpus/test_v8_heap.py come from truth.json,
 * never from jsmdb's output.  All the counts are distinct primes so that
 * no unrelated group can match one by chance.
 */
'use strict';

var fs = require('fs');

/* gc() without --expose-gc: expose it now and take it from a new context. */
var collect = global.gc;
if (typeof collect !== 'function') {
	require('v8').setFlagsFromString('--expose-gc');
	collect = require('vm').runInNewContext('gc');
}

Error.stackTraceLimit = 50;

var NINVOICES = 3001;		/* live JsmdbInvoice instances */
var NGARBAGE = 1009;		/* JsmdbInvoice instances left as garbage */
var NPLAIN = 2003;		/* live { jsmdbKeyA, jsmdbKeyB } objects */
var NPLAIN_GARBAGE = 701;	/* garbage objects of the same shape */
var NCLOSURES = 307;		/* closures of jsmdbInnerCounter */
var NSMI_ARRAYS = 409;		/* [i, i + 1, i + 2] */
var NDOUBLE_ARRAYS = 211;	/* [i + 0.5, 0.25] */

/* Where in this file a function starts: the first frame of a stack. */
function whereAmI(stack) {
	var lines = stack.split('\n');
	var m = /\(?([^()\s]+):(\d+):(\d+)\)?$/.exec(lines[1]);
	return (m ? { file: m[1], line: Number(m[2]), column: Number(m[3]) } :
	    null);
}

class JsmdbInvoice {
	constructor(id) {
		this.invoiceId = id;
		this.customer = 'jsmdb-customer-' + (id % 97);
		this.amount = id + 0.75;
		this.paid = (id % 2) === 0;
	}
}

/* One object that other objects, an array and a closure refer to. */
class JsmdbTarget {
	constructor() {
		this.targetTag = 'jsmdb-the-target';
	}
}

class JsmdbHolder {
	constructor(target) {
		this.heldTarget = target;
	}
}

var innerWhere = null;
function jsmdbMakeCounter(start) {
	var count = start;
	return function jsmdbInnerCounter() { var e = new Error('where');
		if (innerWhere === null)
			innerWhere = whereAmI(e.stack);
		count += 1;
		return count;
	};
}

/* A closure whose context holds the target: found by ::jsfindrefs. */
function jsmdbCaptureTarget(target) {
	var capturedTarget = target;
	return function jsmdbTargetKeeper() {
		return capturedTarget.targetTag;
	};
}

/*
 * Plain objects with the same two keys.  Built by assignment rather than
 * with an object literal: a literal site keeps a boilerplate object of
 * its shape alive in its feedback, which would be one more in the count.
 */
function makePlain(a, b) {
	var o = {};
	o.jsmdbKeyA = a;
	o.jsmdbKeyB = b;
	return o;
}

function makeGarbage() {
	var junk = [];
	var i;
	for (i = 0; i < NGARBAGE; i++)
		junk.push(new JsmdbInvoice(100000 + i));
	for (i = 0; i < NPLAIN_GARBAGE; i++)
		junk.push(makePlain(-i, 'garbage-' + i));
	return junk.length;
}

/*
 * Garbage in old space: objects that survive two collections (and so are
 * promoted) and then lose their last reference.  The sweeper, not the
 * scavenger, has to free these.
 */
function makeOldGarbage() {
	var junk = [];
	var i;
	for (i = 0; i < NGARBAGE; i++)
		junk.push(new JsmdbInvoice(200000 + i));
	for (i = 0; i < NPLAIN_GARBAGE; i++)
		junk.push(makePlain(-i, 'old-garbage-' + i));
	return junk;
}

function build(mixedJunk) {
	var state = {};
	var i;

	/* Interleave garbage with live objects so that both end up in old
	 * space pages and in new space, then drop the garbage.  The mixed
	 * junk sits between live objects on the same pages and lives until
	 * just before the last gc(). */
	makeGarbage();
	state.invoices = [];
	for (i = 0; i < NINVOICES; i++) {
		state.invoices.push(new JsmdbInvoice(i));
		if (i < NGARBAGE)
			mixedJunk.push(new JsmdbInvoice(300000 + i));
	}
	makeGarbage();
	state.plain = [];
	for (i = 0; i < NPLAIN; i++) {
		state.plain.push(makePlain(i, 'jsmdb-b-' + i));
		if (i < NPLAIN_GARBAGE)
			mixedJunk.push(makePlain(-i, 'mixed-garbage-' + i));
	}

	state.closures = [];
	for (i = 0; i < NCLOSURES; i++)
		state.closures.push(jsmdbMakeCounter(i));
	state.closures[0]();

	state.smiArrays = [];
	for (i = 0; i < NSMI_ARRAYS; i++)
		state.smiArrays.push([i, i + 1, i + 2]);
	state.doubleArrays = [];
	for (i = 0; i < NDOUBLE_ARRAYS; i++)
		state.doubleArrays.push([i + 0.5, 0.25]);

	/* Buffers: a small pooled one (a view into a shared 8 KiB pool at an
	 * offset), a larger unpooled one, a plain Uint8Array and an
	 * ArrayBuffer. */
	/* one byte a character: Node.js 4 called 'latin1' 'binary' */
	state.smallBuffer = Buffer.from('jsmdb small buffer: 0123456789',
	    Buffer.isEncoding('latin1') ? 'latin1' : 'binary');
	var big = Buffer.alloc(4099);
	for (i = 0; i < big.length; i++)
		big[i] = (i * 7 + 3) & 0xff;
	state.bigBuffer = big;
	state.u8 = new Uint8Array([0xca, 0xfe, 0xba, 0xbe, 0x00, 0x11, 0x22,
	    0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb]);
	state.arrayBuffer = new ArrayBuffer(64);
	var abView = new Uint8Array(state.arrayBuffer);
	for (i = 0; i < abView.length; i++)
		abView[i] = 0xff - i;

	var target = new JsmdbTarget();
	state.holder = new JsmdbHolder(target);
	state.targetArray = ['jsmdb-array-slot-0', target];
	state.targetKeeper = jsmdbCaptureTarget(target);
	target = null;

	return state;
}

function writeTruth(state) {
	var inv = state.invoices;
	var truth = {
		program: 'heap.js',
		pid: process.pid,
		version: process.version,
		versions: { node: process.versions.node,
		    v8: process.versions.v8 },
		argv: process.argv,
		execArgv: process.execArgv,
		execPath: process.execPath,
		platform: process.platform,
		arch: process.arch,
		classes: {
			JsmdbInvoice: {
				count: NINVOICES,
				garbage: 4 * NGARBAGE,
				properties: ['invoiceId', 'customer', 'amount',
				    'paid'],
				samples: [0, 1, 2, NINVOICES - 1].map(
				    function (k) {
					return { invoiceId: inv[k].invoiceId,
					    customer: inv[k].customer,
					    amount: inv[k].amount,
					    paid: inv[k].paid };
				})
			},
			JsmdbTarget: { count: 1, properties: ['targetTag'] },
			JsmdbHolder: { count: 1, properties: ['heldTarget'] }
		},
		/* how the last gc() swept: see the end of this file */
		lastGcSweeping: SWEEPING,
		plain: { count: NPLAIN, garbage: 4 * NPLAIN_GARBAGE,
		    properties: ['jsmdbKeyA', 'jsmdbKeyB'] },
		arrays: { PACKED_SMI_ELEMENTS: NSMI_ARRAYS,
		    PACKED_DOUBLE_ELEMENTS: NDOUBLE_ARRAYS },
		closures: { function: 'jsmdbInnerCounter',
		    outer: 'jsmdbMakeCounter', count: NCLOSURES,
		    file: innerWhere ? innerWhere.file : null,
		    line: innerWhere ? innerWhere.line : null },
		buffers: {
			small: { length: state.smallBuffer.length,
			    hex: state.smallBuffer.toString('hex'),
			    pooled: state.smallBuffer.byteOffset !== 0 ||
			    state.smallBuffer.buffer.byteLength !==
			    state.smallBuffer.length },
			big: { length: state.bigBuffer.length,
			    hex: state.bigBuffer.toString('hex') },
			u8: { length: state.u8.length,
			    hex: Buffer.from(state.u8).toString('hex') },
			arrayBuffer: { length: state.arrayBuffer.byteLength,
			    hex: Buffer.from(state.arrayBuffer)
			    .toString('hex') }
		},
		refs: { target: 'JsmdbTarget', holder: 'JsmdbHolder',
		    holderProperty: 'heldTarget',
		    arrayFirst: 'jsmdb-array-slot-0',
		    closure: 'jsmdbTargetKeeper',
		    closureVariable: 'capturedTarget' }
	};
	fs.writeFileSync('truth.json.tmp', JSON.stringify(truth, null, 2) +
	    '\n');
	fs.renameSync('truth.json.tmp', 'truth.json');
}

/* Everything live hangs off the global object. */
global.jsmdbOldJunk = makeOldGarbage();
collect();
collect();
global.jsmdbMixedJunk = [];
global.jsmdbHeap = build(global.jsmdbMixedJunk);
global.jsmdbOldJunk = null;
collect();
collect();
/* Now all old; the last full GC finds the mixed junk dead. */
global.jsmdbMixedJunk = null;
/*
 * V8 before 9 may abort ("Check failed: page->SweepingDone()") when the
 * flag changes while its sweeper threads are still at the last GC's
 * pages: give them time to finish first.
 */
if (parseInt(process.versions.v8, 10) < 9)
	require('child_process').execSync('sleep 0.5');
require('v8').setFlagsFromString('--no-concurrent-sweeping');
/*
 * V8 4.5 (Node.js 4) copies the flag into its Heap once, at start-up
 * (Heap::SetUp), and its sweeper reads only that copy: turned off at run
 * time it changes nothing, and the last gc() sweeps as the release does
 * by default.
 */
var SWEEPING = parseInt(process.versions.v8, 10) < 5 ? 'default' :
    'not concurrent';
collect();
writeTruth(global.jsmdbHeap);
process.abort();
