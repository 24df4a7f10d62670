import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/config/load-config.js';
import { tempSite } from '../support/temp-site.js';

describe('loadConfig', () => {
  it('uses defaults without a config file: title from the folder name', async () => {
    const root = tempSite({}, 'minha-documentacao');
    const config = await loadConfig(root);
    expect(config).toMatchObject({ title: 'Minha Documentacao', baseUrl: '/', navbar: [], configFile: undefined });
    expect(config.contentDir).toBe(path.join(root, 'content'));
  });

  it('loads a TypeScript config', async () => {
    const root = tempSite({
      'docsgen.config.ts':
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the config file's own TypeScript, a template literal in it
        "const year: number = 2024;\nexport default { title: 'Coins Docs', footer: { copyright: `© ${year}` }, baseUrl: 'docs' };\n",
    });
    const config = await loadConfig(root);
    expect(config).toMatchObject({
      title: 'Coins Docs',
      footer: { copyright: '© 2024' },
      baseUrl: '/docs/',
      configFile: 'docsgen.config.ts',
    });
  });

  it('names an unknown field', async () => {
    const root = tempSite({ 'docsgen.config.ts': "export default { titel: 'x' };\n" });
    await expect(loadConfig(root)).rejects.toThrow('unknown config field "titel"');
  });

  it('names a file the config references that does not exist', async () => {
    const root = tempSite({ 'docsgen.config.ts': "export default { logo: { src: 'img/nao-tem.svg' } };\n" });
    await expect(loadConfig(root)).rejects.toThrow(/logo.src names "img\/nao-tem.svg", but static\/img\/nao-tem.svg does not exist/);
  });

  it('reports a syntax error at its line and column (1-based, like every other position docsgen prints)', async () => {
    const root = tempSite({ 'docsgen.config.ts': "export default {\n  title: 'x',,\n};\n" });
    // The second comma of "  title: 'x',," is the 14th character of line 2.
    await expect(loadConfig(root)).rejects.toMatchObject({ code: 'config-syntax', file: 'docsgen.config.ts', line: 2, column: 14 });
  });

  it('says when the site folder has no content folder', async () => {
    const root = tempSite({});
    const { rmSync } = await import('node:fs');
    rmSync(path.join(root, 'content'), { recursive: true });
    await expect(loadConfig(root)).rejects.toThrow(/content folder .* does not exist/);
  });
});
