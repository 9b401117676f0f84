import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import path from 'path';

/** Where Debian installs nginx (.ci/run installs it when missing). */
export const NGINX = '/usr/sbin/nginx';

/**
 * The proxy in front of the nodes: round robin; X-Forwarded-For is set to the client's address (not
 * appended to, so a client cannot slip an address of its choosing in front of it); idempotent requests
 * (GET, PUT, DELETE) that fail to reach a node, or whose connection breaks, are retried on the next node;
 * POST is never retried by the proxy (the client retries a start or a submit with its Idempotency-Key).
 * `X-Upstream` tells the client which node(s) answered.
 */
export function nginxConfig(dir: string, listenPort: number, nodePorts: number[]): string {
  const temp = (name: string) => path.join(dir, name);
  return `worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream api {
${nodePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
    # Below the nodes' keep-alive deadline (KEEP_ALIVE_TIMEOUT_MS, 5 s), so nginx never reuses a connection a node is closing.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 1s;
      proxy_read_timeout 15s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Writes the configuration into `dir` and runs nginx in the foreground as a child process. */
export function startNginx(dir: string, listenPort: number, nodePorts: number[]): ChildProcess {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx (.ci/run does this).`);
  // nginx's workers run as nobody when the lane runs as root; they must be able to write their temp files.
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(dir, name));
    fs.chmodSync(path.join(dir, name), 0o777);
  }
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, nginxConfig(dir, listenPort, nodePorts));
  const out = fs.openSync(path.join(dir, 'nginx.out'), 'a');
  const child = spawn(NGINX, ['-c', file, '-p', dir, '-e', path.join(dir, 'nginx-error.log')], { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return child;
}
