/*
 * memlab_paths.js SNAPSHOT CLASS: loads a .heapsnapshot with memlab's
 * own parser (@memlab/core) and prints, as one JSON line, memlab's
 * retainer path from a GC root to each object of class CLASS (memlab's
 * shortest-path annotation, TraceFinder.annotateShortestPaths, and
 * getPathToGCRoots), each path a list of [node type, node name, edge
 * type, edge name or index] steps from the root.  Run by
 * tests/corpus/test_heapsnapshot.py with NODE_PATH at the memlab install.
 */
'use strict';

const memlab = require('@memlab/core');

async function main() {
	const [file, cls] = process.argv.slice(2);
	memlab.config.muteConsole = true;
	const snap = await memlab.utils.getSnapshotFromFile(file, {});
	const finder = new memlab.TraceFinder();
	finder.annotateShortestPaths(snap);
	const paths = [];
	let nodes = 0;
	snap.nodes.forEach((node) => {
		if (node.type !== 'object' || node.name !== cls)
			return;
		nodes++;
		const steps = [];
		for (let p = finder.getPathToGCRoots(snap, node); p; p = p.next)
			steps.push([p.node.type, p.node.name,
			    p.edge ? p.edge.type : null,
			    p.edge ? p.edge.name_or_index : null]);
		paths.push(steps);
	});
	process.stdout.write(JSON.stringify({ nodes: nodes,
	    total: snap.nodes.length, paths: paths }) + '\n');
}
main().catch((e) => { console.error(e && e.stack || e); process.exit(1); });
