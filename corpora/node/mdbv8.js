/*
 * mdbv8.js: the fixtures of mdb_v8's own test suite (test/standalone of
 * joyent/mdb_v8) in one process, for tests/corpus/test_mdbv8.py, which
 * translates their assertions.  Each section builds what one mdb_v8 test
 * built (names, values and shapes kept), and the program's truth.json
 * says what a correct debugger must find there.
 *
 * mdb_v8's tests each find their root with finalizeTestObject(), a
 * property testObjectFinished set to true just before the core is taken;
 * here every root has it, set to the name of its test, so one
 * "::findjsobjects -p testObjectFinished | ::findjsobjects | ::jsprint -b
 * testObjectFinished" (common.js's findTestObject) tells them apart.
 *
 * mdb_v8 took the core with gcore(1) of the running process (tst.
 * postmortem_jsstack.js: from a DTrace probe on getloadavg()); here the
 * process aborts, from the function where mdb_v8's probe fired.
 * ES5 only (Node.js 10 on).
 */
'use strict';

var fs = require('fs');
var truth = { program: 'mdbv8.js', pid: process.pid,
    version: process.version };

/* ---- tst.arrays.js ---- */

var testCaseLengths = [0, 1, 3, 1023, 1024, 1025, 4095, 4096, 4097, 100000];
var arraysObject = {};
var arr, i;

function eltvalue(name, n)
{
	return (name + '_element_' + n);
}

testCaseLengths.forEach(function (targetLength) {
	var key = 'array_' + targetLength;
	var a = arraysObject[key] = [];
	for (var j = 0; j < targetLength; j++)
		a.push(eltvalue(key, j));
});
arr = arraysObject['array_predefined_length'] = new Array(8);
for (i = 1; i < 6; i++)
	arr[i] = eltvalue('array_predefined_length', i);
arr = arraysObject['array_with_hole'] = new Array(7);
for (i = 0; i < 7; i++)
	arr[i] = eltvalue('array_with_hole', i);
delete (arr[3]);
arraysObject['array_sliced'] = arraysObject['array_1023'].slice(700, 703);
arraysObject['array_integers'] = [1, 2, 3, 5, 7, 11, 13];

/* the elements of each array as JSON, null for a hole */
function elementsOf(a)
{
	var out = [];
	for (var j = 0; j < a.length; j++)
		out.push(j in a ? a[j] : null);
	return (out);
}
truth.arrays = {
	lengths: testCaseLengths,
	elementFormat: '%s_element_%d',
	adhoc: {
		predefined_length:
		    elementsOf(arraysObject['array_predefined_length']),
		with_hole: elementsOf(arraysObject['array_with_hole']),
		sliced: elementsOf(arraysObject['array_sliced'])
	},
	integers: arraysObject['array_integers']
};

/* ---- tst.jsclosure.js ---- */

var to;
function doStuff(str)
{
	var count = 10;

	function myClosure(elt, n) {
		if (str) {
			count--;
		}
	}

	[1].forEach(myClosure);
	to = setTimeout(myClosure, 30000);
	return (count);
}
var bindObject = {
	'__bind': doStuff.bind({ 'thisObj': true },
	    'arg1value', 'arg2value', 'arg3value', 'arg4value')
};
doStuff('hello world');
truth.jsclosure = {
	closure: 'myClosure',
	variables: [['str', 'hello world'], ['count', 9]],
	outer: 'doStuff',
	parameters: ['str'],
	stackLocals: ['myClosure'],
	contextLocals: ['str', 'count'],
	bindProperty: '__bind',
	boundThis: { thisObj: true },
	boundArgs: ['arg1value', 'arg2value', 'arg3value', 'arg4value']
};

/* ---- tst.jsfindrefs.js ---- */

function main()
{
	return (0);
}

var findrefsObject;
(function init() {
	var aString = '^regular expression!$';
	var aLongerString = '0123456789012345678901234567890123456789';
	var aDummyString = 'dummy';
	var n;

	findrefsObject = {
		'aString': aString,
		'aDummyString': aDummyString,
		'aLongerString': aLongerString,
		'aRegExp': new RegExp(aString),
		'aBigObject': {},
		'aSubObject': {},
		'anArray': [16, 32, 64, 96, aString],
		'aSlicedString': aLongerString.slice(1, 37),
		'aConsString': aString.concat('boom'),
		'aClosure': function leakClosureVariables() {
			console.log(aDummyString);
		},
		'aBoundFunction': main.bind(null, aString),
		'aNull': null,
		'anUndefined': undefined,
		'aTrue': true,
		'aFalse': false
	};
	findrefsObject['anArray'].push(findrefsObject);
	for (n = 0; n < 128; n++)
		findrefsObject['aBigObject']['prop_' + n] = 'str_' + n;
})();
/* what each referrer is: its constructor's name, or how it holds */
function kindOf(prop)
{
	if (prop === '')
		return (findrefsObject.constructor.name);
	if (prop === 'aSlicedString')
		return ('sliced');
	if (prop === 'aConsString')
		return ('cons');
	if (prop === 'aClosure')
		return ('closure');
	if (prop === 'aBoundFunction')
		return ('bound');
	return (findrefsObject[prop].constructor.name);
}

/* the referrers of a value, by the root's property names ('': the root) */
function referrers(props)
{
	return (props.map(function (p) { return ([p, kindOf(p)]); }));
}

truth.jsfindrefs = {
	simpleProps: ['aRegExp', 'aBigObject', 'aSubObject', 'anArray',
	    'aSlicedString', 'aConsString', 'aClosure'],
	rootKind: kindOf(''),
	aLongerString: referrers(['', 'aSlicedString']),
	aString: referrers(['', 'aConsString', 'anArray', 'aRegExp',
	    'aBoundFunction']),
	aDummyString: referrers(['', 'aClosure']),
	closure: 'leakClosureVariables',
	bigObject: 'aBigObject',
	bigProp: 'prop_25',
	bigProps: Object.keys(findrefsObject.aBigObject).length,
	cycle: 'anArray',
	/* aBoundFunction: main.bind(null, aString) holds aString as its
	 * bound argument 0 */
	bound: { constructor: findrefsObject.aBoundFunction.constructor.name,
	    target: main.name, argIndex: 0 },
	scriptFunction: 'main',
	script: 'mdbv8.js'
};

/* ---- tst.v8whatis.js ---- */

var whatisObject = {
	'myArray': [1, { 'aTest': 'hello_world' }]
};
truth.v8whatis = { property: 'myArray', index: 1, member: 'aTest',
    value: 'hello_world' };

/* ---- tst.postmortem_basic.js ---- */

function Menagerie() {
	this.a_seqstring = 'my_string';
	this.a_consstring = this.a_seqstring + '_suffix';
	this.a_slicedstring = this.a_seqstring.slice(3, 5);
	this.a_number_smallint = 3;
	this.a_number_zero = 0;
	this.a_number_float = 4.7;
	this.a_number_large = Math.pow(2, 42);
	this.a_number_nan = NaN;
	this.a_null = null;
	this.a_undefined = undefined;
	this.a_array_empty = [];
	this.a_array_withstuff = [3, 5, null, this.a_seqstring];
	this.a_array_withhole = this.a_array_withstuff.slice(0);
	delete (this.a_array_withhole[1]);
	this.a_date_recent = new Date('2016-03-17');
	this.a_date_zero = new Date(0);
	this.a_regexp = /animals walking upright/;
	this.a_func = function myFunc() {};
	this.a_bool_true = true;
	this.a_bool_false = false;
}

function Zoo()
{
	var n, name;

	for (n = 0; n <= 36; n++) {
		name = (n < 10 ? 'prop_0' : 'prop_') + n;
		this[name] = n == 11 ? 11.1111111 : n == 17 ? 17.1717171 :
		    n == 33 ? 33.3333333 : 'value_' + name.substr(5);
	}
}

var obj1 = new Menagerie();
var obj2 = new Zoo();
truth.basic = {
	menagerie: {
		a_seqstring: obj1.a_seqstring,
		a_consstring: obj1.a_consstring,
		a_slicedstring: obj1.a_slicedstring,
		a_number_smallint: 3, a_number_zero: 0, a_number_float: 4.7,
		a_number_large: obj1.a_number_large,
		a_array_withstuff: obj1.a_array_withstuff,
		a_date_recent: obj1.a_date_recent.getTime(),
		a_date_zero: 0,
		a_regexp: obj1.a_regexp.source,
		a_func: 'myFunc'
	},
	menagerieKeys: Object.keys(obj1),
	zoo: obj2
};

/* ---- tst.postmortem_details.js ---- */

/* mdb_v8: "return (new Buffer(bufstr));", deprecated since Node.js 10 */
function myTestFunction()
{
	[1].forEach(function myIterFunction(t) {});
	return (Buffer.from(bufstr));
}

var bufstr, mybuffer, slicedBuffer, slicedBufferLength;
bufstr = 'Hello, test suite!';
mybuffer = myTestFunction(bufstr);
mybuffer = myTestFunction(bufstr);
mybuffer = myTestFunction(bufstr);
mybuffer.my_buffer = true;
slicedBufferLength = 5;
slicedBuffer = mybuffer.slice(0, slicedBufferLength);
slicedBuffer.is_sliced_buffer = true;
truth.details = {
	constructor: mybuffer.constructor.name,
	slicedConstructor: slicedBuffer.constructor.name,
	length: bufstr.length,
	slicedLength: slicedBufferLength,
	contents: bufstr,
	sourceLines: ['function myTestFunction()',
	    'return (Buffer.from(bufstr));'],
	iterCalls: 3
};

/* ---- tst.postmortem_findjsobjects.js ---- */

function Foo() {}
function LanguageH(chapter) {
	this.OBEY = 'CHAPTER ' + parseInt(chapter, 10);
	this.foo = new Foo();
}
var obj = new LanguageH(1);
truth.findjsobjects = { OBEY: obj.OBEY };

/* ---- the roots (common.js's finalizeTestObject) ---- */

arraysObject.testObjectFinished = 'arrays';
findrefsObject.testObjectFinished = 'jsfindrefs';
whatisObject['myArray'][1].testObjectFinished = 'v8whatis';
global.jsmdbMdbv8 = {
	arrays: arraysObject, bindObject: bindObject,
	findrefs: findrefsObject, whatis: whatisObject,
	obj1: obj1, obj2: obj2, mybuffer: mybuffer,
	slicedBuffer: slicedBuffer, obj: obj
};

/* ---- tst.postmortem_jsstack.js ---- */

var expected;
var stalloogle = function (str) {
	expected = str;
	/* mdb_v8's DTrace probe stopped the process in os.loadavg() here */
	truth.jsstack = { frames: ['stalloogle', 'bagnoogle', 'doogle'],
	    arg: expected };
	fs.writeFileSync('truth.json', JSON.stringify(truth, null, 2) + '\n');
	process.abort();
};

var bagnoogle = function (arg0, arg1) {
	stalloogle(arg0 + ' is ' + arg1 + ' except that it is read-only');
};

var doogle = function () {
	bagnoogle('The bfs command', '(almost) like ed(1)');
};

setTimeout(doogle, 10);
