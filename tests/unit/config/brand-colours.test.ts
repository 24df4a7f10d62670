// The brand colours of `theme.colors` (cli/config/brand-colours.ts): what is derived, the WCAG contrast of what site.css
// draws, `brand-contrast` with a colour that passes, and how the config resolves `theme` and `logo.srcDark`.
import { wcagContrast } from 'culori/fn';
import { describe, expect, it } from 'vitest';
import { brandColours } from '../../../cli/config/brand-colours.js';
import { loadConfig } from '../../../cli/config/load-config.js';
import { tempSite } from '../support/temp-site.js';

const LIGHT_BG = '#ffffff';
const DARK_BG = '#16181d';

describe('brandColours', () => {
  it("pales its own tint rather than warn of a brand that reads on the background (Material's dark #5e8bde: 4.49:1 on a 12% tint)", () => {
    const { colours, warnings } = brandColours({ brand: '#4051b5', brandDark: '#5e8bde' }, 'mkdocs.yml');
    expect(warnings).toEqual([]);
    expect(wcagContrast(colours.dark.primary, colours.dark.soft)).toBeGreaterThanOrEqual(4.5);
    expect(colours.dark.soft).not.toBe(DARK_BG);
  });

  it("keeps Redux's given purples, which pass (6.04:1 and 7.15:1), and derives hover and tint", () => {
    const { colours, warnings } = brandColours({ brand: '#764abc', brandDark: '#ba8fff' }, 'docsgen.config.ts');
    expect(warnings).toEqual([]);
    expect(colours.light.primary).toBe('#764abc');
    expect(colours.dark.primary).toBe('#ba8fff');
    expect(wcagContrast('#764abc', LIGHT_BG)).toBeCloseTo(6.04, 2);
    expect(wcagContrast('#ba8fff', DARK_BG)).toBeCloseTo(7.15, 2);
    // The hover colour is a step darker in light mode and lighter in dark; the tint a pale one of the brand.
    expect(wcagContrast(colours.light.strong, LIGHT_BG)).toBeGreaterThan(wcagContrast('#764abc', LIGHT_BG));
    expect(wcagContrast(colours.dark.strong, DARK_BG)).toBeGreaterThan(wcagContrast('#ba8fff', DARK_BG));
    expect(colours.light.soft).toBe('#efe9f7');
  });

  it('derives a dark brand light enough to read on the dark background, and every derived colour passes', () => {
    for (const brand of ['#2e4fb8', '#10910e', '#764abc', 'rebeccapurple', 'oklch(0.45 0.2 30)']) {
      const { colours } = brandColours({ brand }, 'docsgen.config.ts');
      expect(wcagContrast(colours.dark.primary, DARK_BG), brand).toBeGreaterThanOrEqual(4.5);
      expect(wcagContrast(colours.dark.primary, colours.dark.soft), brand).toBeGreaterThanOrEqual(4.5);
      expect(wcagContrast(colours.dark.strong, DARK_BG), brand).toBeGreaterThanOrEqual(4.5);
      expect(wcagContrast(colours.light.strong, LIGHT_BG), brand).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("warns of docsgen's own blue nothing", () => {
    expect(brandColours({ brand: '#2e4fb8' }, 'docsgen.config.ts').warnings).toEqual([]);
  });

  it("warns `brand-contrast` of Jest's green (4.13:1) and a pale blue (1.77:1), naming the config file and a colour that passes", () => {
    const jest = brandColours({ brand: '#10910e' }, 'docusaurus.config.js').warnings;
    expect(jest).toEqual([
      {
        code: 'brand-contrast',
        file: 'docusaurus.config.js',
        message:
          'theme.colors.brand #10910e on the light background has a contrast of 4.13:1, under the 4.5:1 WCAG AA asks of text: links in it are hard to read; use a darker colour, such as #008701 (4.58:1)',
      },
    ]);
    const [pale] = brandColours({ brand: '#a0c4ff' }, 'docsgen.config.ts').warnings;
    expect(pale?.message).toMatch(
      /^theme\.colors\.brand #a0c4ff on the light background has a contrast of 1\.77:1, .* such as (#[0-9a-f]{6}) /,
    );
    const suggested = /such as (#[0-9a-f]{6})/.exec(pale!.message)![1]!;
    expect(wcagContrast(suggested, LIGHT_BG)).toBeGreaterThanOrEqual(4.5);
    // A given colour is the author's brand: used as given, not the suggestion.
    expect(brandColours({ brand: '#a0c4ff' }, 'docsgen.config.ts').colours.light.primary).toBe('#a0c4ff');
  });

  it('warns of a given dark colour too dark, suggesting a lighter one', () => {
    const [warning] = brandColours({ brand: '#2e4fb8', brandDark: '#2e4fb8' }, 'docsgen.config.ts').warnings;
    expect(warning?.message).toMatch(
      /^theme\.colors\.brandDark #2e4fb8 on the dark background has a contrast of .* use a lighter colour, such as #/,
    );
  });
});

describe('the config resolves `theme`', () => {
  it('derives the colours and makes the stylesheets absolute', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { theme: { colors: { brand: '#764abc' }, radius: '4px', css: ['src/custom.css'] } };\n",
      'src/custom.css': 'a { font-weight: 600; }\n',
    });
    const config = await loadConfig(root);
    expect(config.theme).toMatchObject({ colours: { light: { primary: '#764abc' } }, radius: '4px', css: [`${root}/src/custom.css`] });
    expect(config.theme?.warnings).toBeUndefined();
  });

  it('keeps a pale brand and its warning for the build to report', async () => {
    const root = tempSite({ 'docsgen.config.ts': "export default { theme: { colors: { brand: '#a0c4ff' } } };\n" });
    expect((await loadConfig(root)).theme?.warnings?.map((warning) => warning.code)).toEqual(['brand-contrast']);
  });

  it('names a colour it cannot read, as a config error naming the field', async () => {
    const root = tempSite({ 'docsgen.config.ts': "export default { theme: { colors: { brand: '#764abc', brandDark: 'purpel' } } };\n" });
    await expect(loadConfig(root)).rejects.toMatchObject({
      code: 'config-type',
      message: expect.stringContaining('config field "theme.colors.brandDark" must be a CSS colour'),
    });
  });

  it('names a stylesheet that does not exist (config-missing-file)', async () => {
    const root = tempSite({ 'docsgen.config.ts': "export default { theme: { css: ['src/nao-tem.css'] } };\n" });
    await expect(loadConfig(root)).rejects.toMatchObject({
      code: 'config-missing-file',
      message: 'theme.css[0] names "src/nao-tem.css", but src/nao-tem.css does not exist',
    });
  });

  it('checks logo.srcDark as logo.src', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { logo: { src: 'img/logo.svg', srcDark: 'img/escuro.svg' } };\n",
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    await expect(loadConfig(root)).rejects.toMatchObject({
      code: 'config-missing-file',
      message: expect.stringContaining('logo.srcDark names "img/escuro.svg"'),
    });
  });

  it('resolves a config without theme as before: no theme field', async () => {
    const root = tempSite({ 'docsgen.config.ts': "export default { title: 'x' };\n" });
    expect('theme' in (await loadConfig(root))).toBe(false);
  });
});
