import autocannon from 'autocannon';

/**
 * The load side of the API benchmark, run as its own process so that it does not share the server's
 * event loop: one autocannon client per member cookie; prints one JSON line with the totals.
 */
async function main(): Promise<void> {
  const { url, cookies, seconds, body } = JSON.parse(process.argv[2] ?? '{}') as { url: string; cookies: string[]; seconds: number; body?: string };
  const results = await Promise.all(
    // Without a body: a GET (the HTTP floor the saves are compared with).
    cookies.map((cookie) => autocannon(body === undefined ? { url, connections: 1, duration: seconds } : { url, method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body, connections: 1, duration: seconds })),
  );
  console.log(JSON.stringify({
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  }));
}

void main();
