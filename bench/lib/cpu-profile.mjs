// Summarises V8 .cpuprofile files (from `node --cpu-prof`): self time by function and by package.
//
//   node bench/lib/cpu-profile.mjs <file.cpuprofile>… [--top 25]
//
// Self time is what a function spent in its own code, not in what it called; grouped by package it says
// which dependency (or which of our own folders) the time goes to.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Self milliseconds per function and per package/folder of one profile. */
export function summarizeProfile(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const fns = new Map();
  const pkgs = new Map();
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id);
    totalUs += us;
    const where = callFrame.url ? `${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
    const key = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
    fns.set(key, (fns.get(key) ?? 0) + us);
    const pkg = packageOf(callFrame);
    pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + us);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, ms: us / 1000 }));
  return { file, totalMs: totalUs / 1000, functions: sorted(fns), packages: sorted(pkgs) };
}

function shortUrl(url) {
  const p = url.startsWith('file://') ? fileURLToPath(url) : url;
  const nm = p.lastIndexOf('node_modules/');
  if (nm >= 0) return p.slice(nm + 'node_modules/'.length);
  const main = p.indexOf('/main/');
  return main >= 0 ? p.slice(main + '/main/'.length) : p;
}

function packageOf(callFrame) {
  const { url, functionName } = callFrame;
  if (!url) return functionName === '(garbage collector)' ? '(gc)' : functionName === '(idle)' ? '(idle)' : '(native/vm)';
  if (url.startsWith('node:')) return 'node: builtins';
  const p = url.startsWith('file://') ? fileURLToPath(url) : url;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(p);
  if (m) return m[1];
  return path.basename(path.dirname(p)) + '/' + path.basename(p);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const topAt = args.indexOf('--top');
  const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 25;
  if (!args.length) {
    console.error('usage: node bench/lib/cpu-profile.mjs <file.cpuprofile>… [--top 25]');
    process.exit(2);
  }
  for (const file of args) {
    const s = summarizeProfile(file);
    console.log(`\n${path.basename(file)}: ${(s.totalMs / 1000).toFixed(2)} s sampled`);
    console.log('  by package / folder (self):');
    for (const p of s.packages.slice(0, 12))
      console.log(`    ${p.ms.toFixed(0).padStart(7)} ms  ${((100 * p.ms) / s.totalMs).toFixed(1).padStart(5)}%  ${p.name}`);
    console.log('  by function (self):');
    for (const f of s.functions.slice(0, top))
      console.log(`    ${f.ms.toFixed(0).padStart(7)} ms  ${((100 * f.ms) / s.totalMs).toFixed(1).padStart(5)}%  ${f.name}`);
  }
}
