/*
 * es5/handles.js: the twin of corpora/node/handles.js for Node.js 0.10
 * and 0.12, which corpora/make-cores.sh runs in place of it on the 0.x
 * release lines.  It holds the same handles and the same request and
 * writes a truth.json of the same format, so that tests/corpus/
 * test_handles.py applies.  What differs, and why:
 *   - child_process.execSync is not in Node.js 0.10: the FIFO is made
 *     with child_process.exec, and the fs open waits for it;
 *   - Node.js 0.10's fs requests are plain Objects (src/node_file.cc of
 *     0.10 makes them from an object template; FSReqWrap is 0.12's), so
 *     the request's constructor is "Object" there.
 * The comment of handles.js follows.
 *
 * handles.js: a process with libuv handles and a request in flight when
 * it dies, for ::nodehandles and ::noderequests (tests/corpus/
 * test_handles.py).
 *
 * It listens on a TCP port, connects to itself (so it holds the server,
 * the client and the accepted socket: three TCP handles with known file
 * descriptors; the client is unref'd), handles a signal (a Signal handle
 * Node.js unrefs), watches a directory (an FSEvent handle), opens a FIFO
 * nobody writes (the open waits in libuv's thread pool: an fs request in
 * flight), then writes truth.json and aborts.
 */
'use strict';

var fs = require('fs');
var net = require('net');
var path = require('path');
var child = require('child_process');

var fifo = path.join(process.cwd(), 'jsmdb-fifo');

/* the class of an fs request's JS object: FSReqWrap before Node.js 11 */
function fsReqName() {
	var b;

	process.noDeprecation = true;	/* process.binding */
	b = process.binding('fs');
	if (b.FSReqCallback !== undefined)
		return ('FSReqCallback');
	return (b.FSReqWrap !== undefined ? 'FSReqWrap' : 'Object');
}
var accepted = null;

var server = net.createServer(function (sock) { accepted = sock; });
server.listen(0, '127.0.0.1', function () {
	var client = net.connect(server.address().port, '127.0.0.1',
	    function () {
		client.unref();
		process.on('SIGUSR2', function () {});
		var watcher = fs.watch(process.cwd(), function () {});
		try {
			fs.unlinkSync(fifo);
		} catch (e) {
			/* not there */
		}
		var made = false;
		child.exec('mkfifo ' + JSON.stringify(fifo), function (err) {
			if (err)
				throw (err);
			fs.open(fifo, 'r', function () {});
			made = true;
		});
		var wait = setInterval(function () {
			if (!made)
				return;
			if (accepted === null)
				return;
			clearInterval(wait);
			global.jsmdbHandles = { server: server, client: client,
			    accepted: accepted, watcher: watcher };
			fs.writeFileSync('truth.json', JSON.stringify({
				program: 'handles.js',
				pid: process.pid,
				version: process.version,
				handles: [
					{ what: 'server', type: 'tcp',
					    constructor: 'TCP', state: 'active,ref',
					    fd: server._handle.fd },
					{ what: 'client', type: 'tcp',
					    constructor: 'TCP',
					    state: 'active,unref',
					    fd: client._handle.fd },
					{ what: 'accepted', type: 'tcp',
					    constructor: 'TCP', state: 'active,ref',
					    fd: accepted._handle.fd },
					{ what: 'signal', type: 'signal',
					    constructor: 'Signal',
					    state: 'active,unref' },
					{ what: 'watcher', type: 'fs_event',
					    constructor: 'FSEvent',
					    state: 'active,ref' }
				],
				requests: [
					{ what: 'fifo open', type: 'fs',
					    fs: 'open', constructor: fsReqName(),
					    path: fifo }
				]
			}, null, 2) + '\n');
			process.abort();
		}, 20);
	});
});
