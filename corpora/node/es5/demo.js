/*
 * es5/demo.js: the ES5 twin of corpora/node/demo.js, for the releases
 * whose JavaScript has no ES2015 (Node.js 0.10 and 0.12: V8 3.14, 3.28).
 * corpora/make-cores.sh runs it in place of demo.js on those releases; it
 * builds the same state and writes a truth.json of the same format, so
 * that the tests of demo.js apply unchanged: classes are constructor
 * functions of the same names (JsmdbGadget inherits from JsmdbWidget
 * through its prototype), Buffers the release's own.  Node.js 0.10's
 * Map (V8 3.14) is behind a flag, the one make-cores.sh passes on that
 * release line only (0.12's node refuses it), and has no size: the
 * program counts the keys it sets itself.  The comment of demo.js
 * follows.
 *
 * make-cores node-flags 0.10: --harmony_collections
 *
 *
 * It builds some recognisable state -- instances of a class, a closure
 * holding known values, a Buffer with known bytes, a plain object, an
 * array, strings and numbers -- and a leak: a server whose request cache
 * (a Map) keeps every request it handled, each with its headers and a body
 * Buffer (the investigation of docs/tutorial.md).  It keeps all of it
 * reachable, then calls a known chain of named functions that ends in
 * process.abort().  Just
 * before aborting it writes what it allocated and its own stack
 * (new Error().stack) to truth.json in the current directory, next to the
 * core the kernel writes there.  It runs unchanged on Node.js 4 and later
 * (no syntax newer than ES2015).
 */
'use strict';

var fs = require('fs');

Error.stackTraceLimit = 50;

/* A class with instances. */
function JsmdbWidget(id, label) {
	this.id = id;
	this.label = label;
	this.weight = id + 0.5;		/* a heap number */
	this.tags = ['corpus', 'widget-' + id];
}
JsmdbWidget.prototype.describe = function () {
	return this.label + '#' + this.id;
};

/* A subclass, so there are two constructors to tell apart. */
function JsmdbGadget(id) {
	JsmdbWidget.call(this, id, 'jsmdb-gadget');
	this.gadgetSerial = 'SN-' + (1000 + id);
}
JsmdbGadget.prototype = Object.create(JsmdbWidget.prototype);
JsmdbGadget.prototype.constructor = JsmdbGadget;

var NWIDGETS = 7;
var NGADGETS = 3;
var widgets = [];
var i;
for (i = 0; i < NWIDGETS; i++)
	widgets.push(new JsmdbWidget(i, 'jsmdb-widget'));
var gadgets = [];
for (i = 0; i < NGADGETS; i++)
	gadgets.push(new JsmdbGadget(i));

/* A closure over known values. */
function jsmdbMakeCounter(start) {
	var count = start;
	var secret = 'jsmdb-closure-secret';
	return function jsmdbCounter() {
		count += 1;
		return secret + ':' + count;
	};
}
var counter = jsmdbMakeCounter(41);
var counterValue = counter();		/* count is now 42 */

/* A Buffer with known bytes. */
var BUFFER_TEXT = 'jsmdb buffer: 0123456789abcdef';
var buffer = Buffer.from ? Buffer.from(BUFFER_TEXT, 'latin1') :
    new Buffer(BUFFER_TEXT, 'binary');
var rawBytes = Buffer.from ? Buffer.from([0xde, 0xad, 0xbe, 0xef, 0x00, 0x01,
    0x02, 0x03]) : new Buffer([0xde, 0xad, 0xbe, 0xef, 0x00, 0x01, 0x02,
    0x03]);

/* A plain object, an array, strings and numbers. */
var config = {
	name: 'jsmdb-config',
	port: 8080,
	ratio: 3.25,
	enabled: true,
	nothing: null,
	nested: { depth: 2, label: 'jsmdb-nested' }
};
var primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29];
var longString = new Array(11).join('jsmdb-long-string-');

/*
 * The leak: a server remembers every request it handles in a Map that
 * nothing ever prunes.  Each request holds a headers object and a small
 * body Buffer (a view into one of Node's shared 8 KiB pools).
 */
function JsmdbRequest(id, url, body) {
	this.id = id;
	this.method = 'POST';
	this.url = url;
	this.headers = { host: 'shop.example',
	    'x-request-id': 'req-' + id };
	this.body = body;
	this.receivedAt = 1700000000000 + id * 250;
}

function JsmdbServer(name) {
	this.name = name;
	this.handled = 0;
	this.requestCache = new Map();	/* keyed by request id */
}

/* The keys the program set in a Map, for a Map without size (V8 3.14's:
 * every key set is new here, none deleted). */
var cacheKeys = 0;
function cacheSize(map) {
	return typeof map.size === 'number' ? map.size : cacheKeys;
}

/* The request handler: caches the request "for retries" and forgets to
 * delete it when the response is sent. */
function jsmdbHandleRequest(server, id) {
	var body = 'order=' + (5000 + id) + '&sku=jsmdb-sku-' + (id % 50) +
	    '&qty=' + (1 + id % 4);
	var req = new JsmdbRequest(id, '/api/orders/' + (5000 + id),
	    Buffer.from ? Buffer.from(body, 'latin1') :
	    new Buffer(body, 'binary'));
	if (!server.requestCache.has(id))
		cacheKeys++;
	server.requestCache.set(id, req);
	server.handled++;
	return req;
}

var NREQUESTS = 2500;
var server = new JsmdbServer('jsmdb-orders-api');
for (i = 0; i < NREQUESTS; i++)
	jsmdbHandleRequest(server, i);

/* Everything stays reachable from the global object. */
global.jsmdbState = {
	widgets: widgets,
	gadgets: gadgets,
	counter: counter,
	buffer: buffer,
	rawBytes: rawBytes,
	config: config,
	primes: primes,
	longString: longString,
	server: server
};

/* What leaked, for the tutorial and the tests. */
function leakTruth() {
	var first = server.requestCache.get(0);
	var last = server.requestCache.get(NREQUESTS - 1);
	function sample(r) {
		return { id: r.id, method: r.method, url: r.url,
		    headers: r.headers, receivedAt: r.receivedAt,
		    body: { length: r.body.length,
		    text: r.body.toString('binary') } };
	}
	return {
		class: 'JsmdbRequest',
		count: NREQUESTS,
		handler: 'jsmdbHandleRequest',
		holder: { class: 'JsmdbServer', name: server.name,
		    property: 'requestCache', type: 'Map',
		    size: cacheSize(server.requestCache),
		    handled: server.handled,
		    path: 'global.jsmdbState.server.requestCache' },
		first: sample(first),
		last: sample(last)
	};
}

function writeTruth(chain, stack) {
	var truth = {
		program: 'demo.js',
		pid: process.pid,
		version: process.version,
		v8: process.versions.v8,
		execPath: process.execPath,
		argv: process.argv,
		arch: process.arch,
		signal: 6,
		signame: 'SIGABRT',
		chain: chain,
		stack: stack,
		classes: {
			JsmdbWidget: { count: NWIDGETS,
			    properties: ['id', 'label', 'weight', 'tags'] },
			JsmdbGadget: { count: NGADGETS,
			    properties: ['id', 'label', 'weight', 'tags',
			    'gadgetSerial'] },
			JsmdbRequest: { count: NREQUESTS,
			    properties: ['id', 'method', 'url', 'headers',
			    'body', 'receivedAt'] },
			JsmdbServer: { count: 1,
			    properties: ['name', 'handled', 'requestCache'] }
		},
		widgets: widgets.map(function (w) {
			return { id: w.id, label: w.label, weight: w.weight,
			    tags: w.tags };
		}),
		gadgets: gadgets.map(function (g) {
			return { id: g.id, gadgetSerial: g.gadgetSerial };
		}),
		closure: { function: 'jsmdbCounter', outer: 'jsmdbMakeCounter',
		    count: 42, secret: 'jsmdb-closure-secret',
		    lastValue: counterValue },
		buffer: { length: buffer.length, text: BUFFER_TEXT,
		    hex: buffer.toString('hex') },
		rawBytes: { length: rawBytes.length,
		    hex: rawBytes.toString('hex') },
		config: config,
		primes: primes,
		longString: { length: longString.length,
		    prefix: longString.slice(0, 18) },
		leak: leakTruth()
	};
	fs.writeFileSync('truth.json.tmp', JSON.stringify(truth, null, 2) + '\n');
	fs.renameSync('truth.json.tmp', 'truth.json');
}

/* The call chain, outermost first.  Each returns something so that no
 * frame is a plain tail position. */
function jsmdbAbort(depth) {
	var stack = new Error('jsmdb truth').stack;
	writeTruth(['jsmdbAbort', 'jsmdbInner', 'jsmdbMiddle', 'jsmdbOuter'],
	    stack);
	process.abort();
	return depth;
}

function jsmdbInner(depth) {
	return jsmdbAbort(depth + 1) + 1;
}

function jsmdbMiddle(depth) {
	return jsmdbInner(depth + 1) + 1;
}

function jsmdbOuter() {
	return jsmdbMiddle(1) + 1;
}

jsmdbOuter();
