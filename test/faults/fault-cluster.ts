import fs from 'fs';
import net from 'net';
import path from 'path';
import type { ChildProcess } from 'child_process';
import { startNode, stop, waitFor, type ApiNode } from '../nodes/api-nodes';
import { startNginx } from '../nodes/nginx-proxy';

/** Three API nodes on one PostgreSQL behind nginx, each replaceable by a node of another checkout (a deploy). */
export interface FaultCluster {
  base: string;
  nodes: ApiNode[];
  /** Direct address of node `i` (0-based), bypassing the proxy. */
  direct: (i: number) => string;
  /** Stops node `i` (SIGTERM, as a deploy does) and starts it again from `root` on the same port; true once healthy. */
  replace: (i: number, root: string) => Promise<boolean>;
  close: () => Promise<void>;
}

/** A free loopback port. */
export const freePort = () => new Promise<number>((resolve, reject) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  }).on('error', reject);
});

/** Starts the cluster; throws with the nodes' last log lines when one does not become healthy. */
export async function startCluster(dir: string, env: Record<string, string>): Promise<FaultCluster> {
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  // The nodes serve only the API here; the page template needs just its runtime-config slot.
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>fault lane</title><script id="runtime-config" type="application/json">{}</script>');
  const fullEnv = { TRUST_PROXY: '127.0.0.1', DIST_DIR: dist, ...env };
  const ports = [await freePort(), await freePort(), await freePort()];
  let generation = 0;
  const nodes = ports.map((port, i) => startNode(`node${i + 1}`, port, fullEnv, dir));
  // Ready, not only live: a starting node answers /healthz at once but every member call 503 `starting` until its
  // app is built, and an orchestrator sends it traffic on /readyz.
  const healthy = (node: ApiNode) => waitFor(`http://127.0.0.1:${node.port}/readyz`, 90_000, () => node.exited !== undefined);
  const ready = await Promise.all(nodes.map(healthy));
  if (!ready.every(Boolean)) {
    await Promise.all(nodes.map((node) => stop(node.process)));
    throw new Error(`nodes did not start: ${nodes.map((n) => `${n.name}: ${fs.readFileSync(n.logFile, 'utf8').slice(-600)}`).join('\n')}`);
  }
  const proxyPort = await freePort();
  const nginx: ChildProcess = startNginx(dir, proxyPort, ports);
  const close = async () => {
    await Promise.all([...nodes.map((node) => stop(node.process)), stop(nginx)]);
  };
  const base = `http://127.0.0.1:${proxyPort}`;
  if (!(await waitFor(`${base}/healthz`, 15_000))) throw new Error('nginx did not answer in front of the nodes');
  return {
    base,
    nodes,
    direct: (i) => `http://127.0.0.1:${ports[i]}`,
    replace: async (i, root) => {
      await stop(nodes[i].process, 10_000);
      generation += 1;
      nodes[i] = startNode(`node${i + 1}-v${generation}`, ports[i], fullEnv, dir, root);
      return healthy(nodes[i]);
    },
    close,
  };
}
