// Runs the docsgen CLI in this very process and, on exit, reports the process's peak RSS.
// Used by bench/build.mjs only when GNU time (/usr/bin/time -v) is absent: Node cannot read a child's
// rusage, but a process can read its own (worker threads included, as they share the process).
//
//   node bench/lib/rss-wrapper.mjs <rss-file> <docsgen args…>
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [rssFile, ...cliArgs] = process.argv.slice(2);
if (!rssFile) {
  console.error('usage: node bench/lib/rss-wrapper.mjs <rss-file> <docsgen args…>');
  process.exit(2);
}
process.on('exit', () => {
  // maxRSS is in KiB, like GNU time's "Maximum resident set size (kbytes)"; CPU times are in microseconds.
  const usage = process.resourceUsage();
  writeFileSync(rssFile, JSON.stringify({ maxRSS: usage.maxRSS, cpuS: (usage.userCPUTime + usage.systemCPUTime) / 1e6 }));
});
const bin = fileURLToPath(new URL('../../bin/docsgen.mjs', import.meta.url));
process.argv = [process.argv[0], bin, ...cliArgs];
await import(pathToFileURL(bin).href);
