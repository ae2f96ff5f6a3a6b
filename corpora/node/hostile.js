/*
 * hostile.js: a heap whose contents try to drive the terminal and to
 * exhaust a debugger (issue 12), for tests/corpus/test_hostile.py.
 *
 * It holds, under global.jsmdbHostile:
 *   - escape sequences in a property name, a string value, a class name
 *     and a function name (ESC [2J clears a screen, ESC ]0; retitles a
 *     window, BEL, CR, backspace, DEL, a C1 CSI in UTF-8);
 *   - a string made by 100,000 concatenations (a cons chain that deep);
 *   - a linked list 200,000 nodes long, and a cycle;
 *   - an object with 100,000 properties;
 *   - a function name 10,000 characters long;
 *   - a 50 MB string (String.prototype.repeat's doubling makes it a tree
 *     of cons strings that share their halves) and an array of
 *     10,000,000 elements;
 * writes what it built to truth.json and aborts.  The expectations of
 * the test come from truth.json, never from jsmdb's output.
 */
'use strict';

var fs = require('fs');

var ESC = '\u001b';
var nasty = ESC + '[2J' + ESC + ']0;pwned\u0007' + '\r\b\u007f\u009b31m';

function makeNamed(name) {
	/* a class and a function whose names hold the escapes */
	var C = { [name]: class {} }[name];
	var f = { [name]: function () { return 1; } }[name];
	return { C: C, f: f };
}

var named = makeNamed('Jsmdb' + nasty + 'Evil');
var longName = 'jsmdbLong' + 'x'.repeat(10000);
var longFn = { [longName]: function () { return 2; } }[longName];

var pieces = '';
var NPIECES = 100000;
for (var i = 0; i < NPIECES; i++)
	pieces += 'p' + (i % 10);

var NLIST = 200000;
var list = null;
for (var j = 0; j < NLIST; j++)
	list = { jsmdbNext: list, n: j };

var cyc = { name: 'jsmdbCycle' };
cyc.self = cyc;

var NPROPS = 100000;
var many = {};
for (var k = 0; k < NPROPS; k++)
	many['jsmdbP' + k] = k;

var BIGLEN = 50 * 1000 * 1000;
var big = 'jsmdbBigHead' + 'b'.repeat(BIGLEN - 22) + 'jsmdbBigTail';
var NHUGE = 10 * 1000 * 1000;
var huge = new Array(NHUGE);
for (var h = 0; h < NHUGE; h++)
	huge[h] = h;

global.jsmdbHostile = {
	jsmdbMarker: 'jsmdb-hostile',
	['key' + nasty]: 'value' + nasty,
	instance: new named.C(),
	fn: named.f,
	longFn: longFn,
	pieces: pieces,
	list: list,
	cyc: cyc,
	many: many,
	big: big,
	huge: huge,
};

fs.writeFileSync('truth.json', JSON.stringify({
	program: 'hostile.js',
	pid: process.pid,
	nasty: nasty,
	className: named.C.name,
	fnName: named.f.name,
	longFnName: longFn.name,
	bigLength: big.length,
	bigHead: big.slice(0, 12),
	bigTail: big.slice(-12),
	nhuge: NHUGE,
	piecesLength: pieces.length,
	piecesHead: pieces.slice(0, 40),
	piecesTail: pieces.slice(-40),
	nlist: NLIST,
	nprops: NPROPS,
	longNameLength: longName.length,
}, null, 2) + '\n');
process.abort();
