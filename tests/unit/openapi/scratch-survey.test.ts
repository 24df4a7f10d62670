import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { it } from 'vitest';
import { loadApiReference } from '../../../cli/openapi/build-api-reference.js';

const BASE = path.resolve('node_modules/@readme/oas-examples');
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => { const p = path.join(dir, n); return statSync(p).isDirectory() ? walk(p) : /\.(json|ya?ml)$/.test(n) ? [p] : []; });
}
it('survey', async () => {
  const files = [...walk(path.join(BASE, '3.0')), ...walk(path.join(BASE, '3.1'))];
  for (const f of files) {
    const t = performance.now();
    try {
      const r = await loadApiReference({ file: f, root: BASE, route: '/api', markdown: { baseUrl: '/' } });
      console.log('OK', path.relative(BASE, f), r.reference.operations.length, Math.round(performance.now() - t), 'ms');
    } catch (e) {
      console.log('FAIL', path.relative(BASE, f), Math.round(performance.now() - t), 'ms', (e as Error).name, (e as any).code, String((e as Error).message).slice(0, 300));
    }
  }
}, 600_000);
