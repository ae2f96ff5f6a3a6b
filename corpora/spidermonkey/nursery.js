// corpora/spidermonkey/nursery.js: a known nursery for the SpiderMonkey
// shells (js78, js102), then crash() (a core).
// Run as: jsNN nursery.js TRUTHPATH ENGINE COUNT
// The truth (truth.json) is written first; then a full GC (gc(), which
// empties the nursery), then COUNT objects made and kept: the nursery
// holds them when the process dies (COUNT 0: it holds nothing; the
// shell's gc() returns a string, made in the nursery: minorgc(), which
// returns undefined, empties it again).
// corpora/spidermonkey/gjs/nursery.js is its twin for GJS.

var truthPath = scriptArgs[0];
var engine = scriptArgs[1];
var count = Number(scriptArgs[2]);
var tenured = [];
var i;

for (i = 0; i < 500; i++)
	tenured.push({ serial: i });
var keep = new Array(count > 0 ? count : 1);

function ascii(s) {
	var a = new Uint8Array(s.length);
	for (var j = 0; j < s.length; j++)
		a[j] = s.charCodeAt(j) & 0x7f;
	return a;
}
os.file.writeTypedArrayToFile(truthPath, ascii(JSON.stringify({
	pid: os.getpid(), engine: engine,
	// objects made after the last GC: in the nursery when the core is made
	nursery_objects: count })));
// the collection, the objects and the crash on one line
gc(); minorgc(); for (i = 0; i < count; i++) keep[i] = { serial: i }; crash();
