// /api/v1/health throughput (it runs a real database query) against a bare Fastify hello-world, same run.
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';
import { sideBySide, startProcess, startProduct } from './lib.mjs';

export async function benchHealth() {
  const hello = await startProcess(join(root, 'bench/hello-server.mjs'));
  const product = await startProduct();
  try {
    const results = await sideBySide({ hello: `${hello.base}/`, health: `${product.base}/api/v1/health` });
    return [
      {
        name: 'GET /api/v1/health vs bare Fastify hello-world (req/s)',
        measured: `${results.health.rps.toFixed(0)} vs ${results.hello.rps.toFixed(0)}`,
        ratio: results.health.rps / results.hello.rps,
        target: '(baseline, no target)',
        ok: true,
      },
    ];
  } finally {
    await Promise.all([hello.stop(), product.stop()]);
  }
}
