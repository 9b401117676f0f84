/**
 * Run first by `npm start`, `npm test`, `npm run dev` and `npm run build`: stops at once, in one line, on a Node older
 * than package.json's `engines`, before anything is built, written or half-tested (an older Node fails tests half an
 * hour later). `npm run serve` is left alone: a production image runs it with only the built files, and `npm start`
 * has checked before it. Plain CommonJS with nothing newer than Node 12 uses, so the oldest Node still reads it;
 * `npm ci` is stopped by `.npmrc`'s engine-strict instead.
 */
'use strict';
const fs = require('fs');
const path = require('path');

/** The [major, minor, patch] of "v22.12.0" or "22.12"; undefined when it is not a version. */
function parts(version) {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(String(version).trim());
  return match ? [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)] : undefined;
}

/** The one line that says why this Node cannot run the project and what to run, or undefined when it can. */
function unsupportedNodeMessage(version, range) {
  const lowest = /^>=\s*(\S+)$/.exec(String(range).trim());
  const wanted = lowest && parts(lowest[1]);
  if (!wanted) throw new Error(`package.json engines.node is "${range}"; expected ">=MAJOR.MINOR" (as ">=22.12") so the Node check can read it.`);
  const running = parts(version);
  if (running) {
    for (let i = 0; i < 3; i += 1) {
      if (running[i] > wanted[i]) return undefined;
      if (running[i] < wanted[i]) break;
    }
    if (running.every((part, i) => part === wanted[i])) return undefined;
  }
  return `This project needs Node ${range.replace(/\s+/g, '')} and this is Node ${version}: run \`NODE_PREFIX=$HOME/.local/node${wanted[0]} . scripts/node/ensure-node.sh\` (or \`nvm use\`), then run the command again (README: "Node ${wanted[0]}").`;
}

module.exports = { unsupportedNodeMessage };

if (require.main === module) {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));
  const message = unsupportedNodeMessage(process.version, pkg.engines.node);
  if (message) {
    process.stderr.write(`${message}\n`);
    process.exit(1);
  }
}
