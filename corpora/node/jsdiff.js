/*
 * jsdiff.js: two objects that differ in known ways, for ::jsdiff.  ES5,
 * so that every release line runs it (Map and Set where the release has
 * them, found by feature).  It is its own ES5 twin: es5/jsdiff.js is a
 * symbolic link to this file, for make-cores' rule that 0.x runs es5/.
 *
 * make-cores node-flags 0.10: --harmony_collections
 *
 * The only instance of JsmdbDiffRoot holds them as its properties a and
 * b (in that order: ::walk jsprop gives A, then B), and c, a third object
 * with no differences from a but made separately.  Before it aborts the
 * program compares a with b itself, in JavaScript, by the rules
 * ::jsdiff documents (numbers by Object.is, strings by contents, objects
 * by constructor, own properties, elements and Map/Set entries, down to
 * a depth; functions and symbols by identity), and writes to truth.json
 * every path that differs and how (changed, removed, added, not
 * compared), at depths 4 (the default), 2 and 1, and what is the same at
 * depth 4.  Nothing in it comes from jsmdb.
 */
var fs = require('fs');

function JsmdbDiffRoot() {}
function JsmdbDiffPoint(x, y) { this.x = x; this.y = y; }

var hasMap = typeof Map === 'function' &&
    typeof Map.prototype.forEach === 'function';
var hasSet = typeof Set === 'function' &&
    typeof Set.prototype.forEach === 'function';

var shared = { kept: 'same object on both sides' };
function sharedFn() { return (1); }
function mkClosure(n) { return (function closure() { return (n); }); }

function side(isB) {
	var o = {};
	o.name = isB ? 'bob' : 'alice';
	o.age = 30;
	if (!isB)
		o.email = 'a@example.org';
	o.nested = {
		city: isB ? 'Lyon' : 'Paris',
		zip: '75001',
		deep: { level: isB ? 4 : 3, flag: true, deeper: { z: isB ? 2 : 1 } }
	};
	o.tags = isB ? ['a', 'c', 'c', 'd'] : ['a', 'b', 'c'];
	o.nums = isB ? [1.5, 2.5, 4.5] : [1.5, 2.5, 3.5];
	o.big = Math.pow(2, 40) + 0.5;
	o.nan = NaN;
	o.zero = isB ? -0 : 0;
	o.nothing = null;
	o.undef = undefined;
	o.yes = true;
	o.no = isB ? true : false;
	o.shared = shared;
	o.fn = sharedFn;
	o.closure = mkClosure(1);
	o.point = new JsmdbDiffPoint(1, isB ? 3 : 2);
	o.kind = isB ? new JsmdbDiffPoint(0, 0) : { x: 0, y: 0 };
	o.when = new Date(isB ? 86400000 : 0);
	o['odd key'] = isB ? 2 : 1;
	o['caf\u00e9'] = 'same';
	o.long = new Array(80).join(isB ? 'x' : 'x');
	o.longer = new Array(isB ? 81 : 80).join('y');
	if (isB)
		o.phone = '555-0100';
	if (hasMap) {
		o.map = new Map();
		o.map.set('k1', 1);
		o.map.set('k2', isB ? 20 : 2);
		if (isB)
			o.map.set('k3', 3);
		else
			o.map.set(7, 'seven');
	}
	if (hasSet) {
		o.set = new Set();
		o.set.add('s1');
		o.set.add(isB ? 's3' : 's2');
	}
	return (o);
}

var root = new JsmdbDiffRoot();
root.a = side(false);
root.b = side(true);
root.c = side(false);
root.c.closure = root.a.closure;	/* c differs from a in nothing */

/* ---- the reference diff, in JavaScript ---- */

function isIdent(s) { return (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(s)); }
function propPath(path, name) {
	if (isIdent(name))
		return (path === '' ? name : path + '.' + name);
	return (path + '[' + JSON.stringify(name) + ']');
}
function keyText(k) {
	return (typeof (k) === 'string' ? JSON.stringify(k) : String(k));
}
function sameNumber(x, y) {
	if (x !== x || y !== y)
		return (x !== x && y !== y);
	if (x === 0 && y === 0)
		return (1 / x === 1 / y);
	return (x === y);
}
function ctorName(o) {
	var p = Object.getPrototypeOf(o);
	return (p && p.constructor ? p.constructor.name : '');
}
function kindOf(v) {
	if (typeof (v) === 'number') return ('number');
	if (typeof (v) === 'string') return ('string');
	if (v === null || v === undefined || typeof (v) === 'boolean')
		return ('oddball');
	if (typeof (v) === 'function') return ('function');
	return ('object');
}
function isArrayIndex(k) { return (/^(0|[1-9][0-9]*)$/.test(k)); }

function diff(out, path, a, b, depth) {
	if (a === b && (typeof (a) !== 'number' || sameNumber(a, b))) {
		out.push([path, 'same']);
		return;
	}
	var ka = kindOf(a), kb = kindOf(b);
	if (ka !== kb) {
		out.push([path, 'changed']);
		return;
	}
	if (ka === 'number') {
		out.push([path, sameNumber(a, b) ? 'same' : 'changed']);
		return;
	}
	if (ka === 'string' || ka === 'oddball' || ka === 'function') {
		out.push([path, a === b ? 'same' : 'changed']);
		return;
	}
	if (ctorName(a) !== ctorName(b)) {
		out.push([path, 'changed']);
		return;
	}
	if (depth <= 0) {
		out.push([path, 'not compared']);
		return;
	}
	if (a instanceof Date) {
		out.push([path + (path === '' ? '' : ' ') + '(time)',
		    a.getTime() === b.getTime() ? 'same' : 'changed']);
	}
	if (Array.isArray(a)) {
		out.push([propPath(path, 'length'),
		    a.length === b.length ? 'same' : 'changed']);
	}
	var na = Object.keys(a), nb = Object.keys(b);
	var named = function (k) {
		return (!isArrayIndex(k));
	};
	na.filter(named).forEach(function (k) {
		var p = propPath(path, k);
		if (!Object.prototype.hasOwnProperty.call(b, k))
			out.push([p, 'removed']);
		else
			diff(out, p, a[k], b[k], depth - 1);
	});
	nb.filter(named).forEach(function (k) {
		if (!Object.prototype.hasOwnProperty.call(a, k))
			out.push([propPath(path, k), 'added']);
	});
	na.filter(isArrayIndex).forEach(function (k) {
		var p = path + '[' + k + ']';
		if (!Object.prototype.hasOwnProperty.call(b, k))
			out.push([p, 'removed']);
		else
			diff(out, p, a[k], b[k], depth - 1);
	});
	nb.filter(isArrayIndex).forEach(function (k) {
		if (!Object.prototype.hasOwnProperty.call(a, k))
			out.push([path + '[' + k + ']', 'added']);
	});
	var isMap = hasMap && a instanceof Map, isSet = hasSet && a instanceof Set;
	if (isMap || isSet) {
		var how = isMap ? 'get' : 'has';
		var ep = function (k) {
			return ((path === '' ? '' : path + '.') + how + '(' +
			    keyText(k) + ')');
		};
		a.forEach(function (v, k) {
			if (!b.has(k))
				out.push([ep(k), 'removed']);
			else if (isMap)
				diff(out, ep(k), v, b.get(k), depth - 1);
			else
				out.push([ep(k), 'same']);
		});
		b.forEach(function (v, k) {
			if (!a.has(k))
				out.push([ep(k), 'added']);
		});
	}
}

function run(a, b, depth) {
	var out = [];
	diff(out, '', a, b, depth);
	return (out);
}

function counts(list) {
	var c = { changed: 0, removed: 0, added: 0, 'not compared': 0, same: 0 };
	list.forEach(function (e) { c[e[1]]++; });
	return (c);
}

var truth = {
	pid: process.pid,
	node: process.version,
	has_map: hasMap,
	has_set: hasSet,
	depth4: run(root.a, root.b, 4),
	depth2: run(root.a, root.b, 2),
	depth1: run(root.a, root.b, 1),
	a_vs_c: run(root.a, root.c, 4)
};
truth.counts4 = counts(truth.depth4);
truth.counts2 = counts(truth.depth2);
truth.counts1 = counts(truth.depth1);
truth.counts_a_c = counts(truth.a_vs_c);
truth.values = {
	name: [JSON.stringify(root.a.name), JSON.stringify(root.b.name)],
	'nested.deep.level': [String(root.a.nested.deep.level),
	    String(root.b.nested.deep.level)],
	'nums[2]': [String(root.a.nums[2]), String(root.b.nums[2])],
	email: [JSON.stringify(root.a.email), null],
	phone: [null, JSON.stringify(root.b.phone)]
};

fs.writeFileSync('truth.json', JSON.stringify(truth, null, 2) + '\n');
process.abort();
