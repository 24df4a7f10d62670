// A config cannot stop, hang or crash the command that reads it (it runs on a thread of its own, config-thread.ts), and
// it sees its own location: the reproductions of issue 32, items 8 and 9.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/config/load-config.js';
import { tempSite } from '../support/temp-site.js';

const config = (text: string, more: Record<string, string> = {}): string => tempSite({ 'docsgen.config.ts': text, ...more });

describe('a config that does not end well ends the load with an error naming it', () => {
  it('a loop that never ends is stopped at the time limit, and the main thread answers meanwhile', async () => {
    const root = config('while (true) {}\nexport default {};\n');
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    try {
      await expect(loadConfig(root, { timeLimitMs: 1000 })).rejects.toMatchObject({
        code: 'config-timeout',
        file: 'docsgen.config.ts',
        message: expect.stringContaining('still running after 1 s'),
      });
    } finally {
      clearInterval(ticker);
    }
    expect(ticks).toBeGreaterThan(10);
  });

  it('process.exit(0) does not end the process that builds: it is an error, not a green build of nothing', async () => {
    const root = config("process.exit(0);\nexport default { title: 'T' };\n");
    await expect(loadConfig(root)).rejects.toMatchObject({ code: 'config-exit', message: expect.stringContaining('process.exit(0)') });
    const failing = config("process.exit(3);\nexport default { title: 'T' };\n");
    await expect(loadConfig(failing)).rejects.toMatchObject({ code: 'config-exit', message: expect.stringContaining('process.exit(3)') });
  });

  it('a promise awaited at the top level that never settles', async () => {
    const root = config("await new Promise(() => {});\nexport default { title: 'T' };\n");
    await expect(loadConfig(root)).rejects.toMatchObject({ code: 'config-unsettled' });
  });

  it('a thrown value that is not an Error is quoted, not lost', async () => {
    await expect(loadConfig(config('throw null;\n'))).rejects.toMatchObject({
      code: 'config-runtime',
      message: 'the config file threw while loading: null (a value thrown, not an Error)',
    });
    await expect(loadConfig(config('throw 42;\n'))).rejects.toMatchObject({
      code: 'config-runtime',
      message: 'the config file threw while loading: 42 (a value thrown, not an Error)',
    });
    await expect(loadConfig(config("throw new Error('no API key');\n"))).rejects.toMatchObject({
      code: 'config-runtime',
      message: 'the config file threw while loading: no API key',
    });
  });

  it('a default export holding a function is named as not data', async () => {
    const root = config("export default { title: 'T', tagline() { return 'x'; } };\n");
    await expect(loadConfig(root)).rejects.toMatchObject({ code: 'config-not-data' });
  });

  it.skipIf(process.platform === 'win32')('a named pipe called docsgen.config.ts is refused, not read forever', async () => {
    const root = tempSite({});
    execFileSync('mkfifo', [path.join(root, 'docsgen.config.ts')]);
    await expect(loadConfig(root)).rejects.toMatchObject({ code: 'config-not-file', file: 'docsgen.config.ts' });
  });
});

describe('a config sees where it lives', () => {
  it('import.meta.url, dirname and filename are its files own, so it reads a file beside itself', async () => {
    const root = config(
      [
        "import { readFileSync } from 'node:fs';",
        "import { join } from 'node:path';",
        "import { sidebar } from './config/sidebar';",
        "const versions = JSON.parse(readFileSync(new URL('./versions.json', import.meta.url), 'utf8'));",
        "const own = import.meta.filename === join(import.meta.dirname, 'docsgen.config.ts');",
        "export default { title: 'T ' + versions[0], tagline: sidebar + ' ' + own };",
        '',
      ].join('\n'),
      {
        'versions.json': '["2.0", "1.0"]',
        'config/sidebar.ts':
          "import { readFileSync } from 'node:fs';\nexport const sidebar = readFileSync(import.meta.dirname + '/label.txt', 'utf8').trim();\n",
        'config/label.txt': 'Guia\n',
      },
    );
    const loaded = await loadConfig(root);
    expect(loaded.title).toBe('T 2.0');
    expect(loaded.tagline).toBe('Guia true');
  });

  it('a syntax error in a config that reads import.meta is still placed at its line and column', async () => {
    const root = config("const here = import.meta.url;\nexport default {\n  title: 'x',,\n};\n");
    await expect(loadConfig(root)).rejects.toMatchObject({ code: 'config-syntax', line: 3, column: 14 });
  });
});
