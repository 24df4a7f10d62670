// The brand colours of the config's `theme.colors` made into the tokens site.css draws with, per mode
// (docs/design/brand-and-build-rules.md, section 1): the dark brand, the hover colours and the soft tint derived when
// not given, and every pair site.css really draws checked for WCAG AA text contrast. A given colour is the author's
// brand: used as given, and warned (`brand-contrast`) with the nearest colour that passes; a derived one is pushed
// until it passes, when it can.
import {
  clampChroma,
  formatHex,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeRgb,
  type Oklch,
  parse,
  useMode as registerMode,
  wcagContrast,
} from 'culori/fn';
import type { BuildWarning } from '../errors/docsgen-error.js';

/** The colours of one mode, as hex: site.css's `--dg-primary`, `--dg-primary-strong` and `--dg-primary-soft`. */
export interface ModeColours {
  primary: string;
  strong: string;
  soft: string;
}

export interface BrandColours {
  light: ModeColours;
  dark: ModeColours;
}

/** `theme.colors` as the config gives it. */
export interface BrandInput {
  brand: string;
  brandDark?: string | undefined;
  hover?: string | undefined;
  hoverDark?: string | undefined;
}

/** WCAG 2's AA contrast for text. */
export const AA_TEXT = 4.5;

/** Each mode's `--dg-bg` in site.css, which the brand is drawn on, and how a mode's colours are named in messages. */
const MODES = {
  light: { bg: '#ffffff', name: 'light', lighter: false },
  dark: { bg: '#16181d', name: 'dark', lighter: true },
} as const;

type Mode = keyof typeof MODES;

/** The lightness a derived dark brand has at least (OKLCH): light enough to read on the dark background. */
const DARK_BRAND_LIGHTNESS = 0.78;
/** How far the hover colour is from the brand (OKLCH lightness): darker in light mode, lighter in dark. */
const HOVER_STEP = 0.1;
/** The share of the brand in its soft tint, over the mode's background. */
const SOFT_SHARE = 0.12;
/** OKLCH lightness step of the search for a colour that passes. */
const STEP = 0.01;

/**
 * The CSS colour spaces culori reads (hex and named colours are rgb's): registered on each call, not held by this
 * module (registering is idempotent), so a colour is parsed the same way wherever it is first asked for.
 */
function colourSpaces(): { oklch: (colour: string | object) => Oklch | undefined } {
  for (const mode of [modeRgb, modeLrgb, modeHsl, modeHwb, modeLab, modeLch, modeOklab, modeP3]) registerMode(mode);
  const oklch = registerMode(modeOklch);
  return { oklch: (colour) => oklch(colour as never) };
}

/** Whether culori reads the text as a colour (the config schema's check). */
export function isCssColour(text: string): boolean {
  colourSpaces();
  return parse(text.trim()) !== undefined;
}

/** The colour as sRGB hex, its out-of-gamut chroma reduced (hue and lightness kept). */
function hex(colour: Oklch): string {
  return formatHex(clampChroma(colour, 'oklch'))!;
}

/** The colour with its OKLCH lightness set (kept within 0–1). */
function withLightness(colour: Oklch, l: number): Oklch {
  return { ...colour, l: Math.min(1, Math.max(0, l)) };
}

/**
 * The brand's soft tint: SOFT_SHARE of it over the background, or less when the brand would not read on that tint
 * (Material's #5e8bde on its 12% tint over #16181d was 4.49:1): the tint is docsgen's, the brand the author's.
 */
function softOf(primary: string, bg: string): string {
  for (let share = SOFT_SHARE; share > 0; share -= 0.02) {
    const soft = mixOf(primary, bg, share);
    if (wcagContrast(primary, soft) >= AA_TEXT) return soft;
  }
  return mixOf(primary, bg, 0.02);
}

/** `share` of the brand over the background, mixed in sRGB as `color-mix(in srgb, …)` does. */
function mixOf(primary: string, bg: string, share: number): string {
  const a = parse(primary)!;
  const b = parse(bg)!;
  const { r: r1 = 0, g: g1 = 0, b: b1 = 0 } = a as { r?: number; g?: number; b?: number };
  const { r: r2 = 0, g: g2 = 0, b: b2 = 0 } = b as { r?: number; g?: number; b?: number };
  const mix = (x: number, y: number) => x * share + y * (1 - share);
  return formatHex({ mode: 'rgb', r: mix(r1, r2), g: mix(g1, g2), b: mix(b1, b2) })!;
}

/**
 * The lowest contrast the primary colour has where site.css draws it (on the background, and on its soft tint), and
 * what a message says of it: the background's when that fails (links are most of it), else the tint's.
 */
function primaryContrast(primary: string, mode: Mode): { ratio: number; shown: number; on: string } {
  const { bg, name } = MODES[mode];
  const onBg = wcagContrast(primary, bg);
  const onSoft = wcagContrast(primary, softOf(primary, bg));
  const ratio = Math.min(onBg, onSoft);
  if (onBg < AA_TEXT || onSoft >= onBg) return { ratio, shown: onBg, on: `the ${name} background` };
  return { ratio, shown: onSoft, on: `its ${name} tint (the active sidebar item)` };
}

const strongContrast = (strong: string, mode: Mode) => {
  const ratio = wcagContrast(strong, MODES[mode].bg);
  return { ratio, shown: ratio, on: `the ${MODES[mode].name} background` };
};

/**
 * The colour nearest to `start` that passes (its OKLCH lightness stepped away from the background), or undefined when
 * none does before black or white.
 */
function nearestPassing(start: Oklch, mode: Mode, ratioOf: (hex: string) => number): { hex: string; ratio: number } | undefined {
  const direction = MODES[mode].lighter ? 1 : -1;
  for (let step = 0; step <= 1 / STEP; step += 1) {
    const candidate = hex(withLightness(start, start.l + direction * step * STEP));
    const ratio = ratioOf(candidate);
    if (ratio >= AA_TEXT) return { hex: candidate, ratio };
    if ((direction > 0 && start.l + step * STEP >= 1) || (direction < 0 && start.l - step * STEP <= 0)) break;
  }
  return undefined;
}

const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** The config file's field path of a colour. */
type Field = 'brand' | 'brandDark' | 'hover' | 'hoverDark';

/**
 * The tokens of both modes from `theme.colors`, and a `brand-contrast` warning per given colour under WCAG AA where
 * site.css draws it. `file`: the config file the colours came from (docsgen's, or the generator's), for the warnings.
 */
export function brandColours(input: BrandInput, file: string | undefined): { colours: BrandColours; warnings: BuildWarning[] } {
  const { oklch } = colourSpaces();
  const read = (text: string): Oklch => oklch(parse(text.trim())!)!;
  const warnings: BuildWarning[] = [];
  const brand = read(input.brand);
  const darkGiven = input.brandDark === undefined ? undefined : read(input.brandDark);
  const modeColours = (mode: Mode, primaryStart: Oklch, primaryGiven: Field | undefined, hoverField: Field): ModeColours => {
    const lighter = MODES[mode].lighter;
    const ratioOfPrimary = (candidate: string) => primaryContrast(candidate, mode).ratio;
    let primary = hex(primaryStart);
    if (primaryGiven) {
      const check = primaryContrast(primary, mode);
      if (check.ratio < AA_TEXT)
        warnings.push(contrastWarning(primaryGiven, primary, check, nearestPassing(primaryStart, mode, ratioOfPrimary), file));
    } else {
      primary = nearestPassing(primaryStart, mode, ratioOfPrimary)?.hex ?? primary;
    }
    const hoverText = input[hoverField];
    const primaryOklch = read(primary);
    const hoverStart =
      hoverText === undefined ? withLightness(primaryOklch, primaryOklch.l + (lighter ? HOVER_STEP : -HOVER_STEP)) : read(hoverText);
    const ratioOfStrong = (candidate: string) => strongContrast(candidate, mode).ratio;
    let strong = hex(hoverStart);
    if (hoverText !== undefined) {
      const check = strongContrast(strong, mode);
      if (check.ratio < AA_TEXT)
        warnings.push(contrastWarning(hoverField, strong, check, nearestPassing(hoverStart, mode, ratioOfStrong), file));
    } else {
      strong = nearestPassing(hoverStart, mode, ratioOfStrong)?.hex ?? strong;
    }
    return { primary, strong, soft: softOf(primary, MODES[mode].bg) };
  };
  const light = modeColours('light', brand, 'brand', 'hover');
  const darkStart = darkGiven ?? withLightness(brand, Math.max(brand.l, DARK_BRAND_LIGHTNESS));
  const dark = modeColours('dark', darkStart, darkGiven ? 'brandDark' : undefined, 'hoverDark');
  return { colours: { light, dark }, warnings };
}

/** `brand-contrast`: a given colour under WCAG AA where site.css draws it, with the nearest colour that passes. */
function contrastWarning(
  field: Field,
  colour: string,
  check: { shown: number; on: string },
  passing: { hex: string; ratio: number } | undefined,
  file: string | undefined,
): BuildWarning {
  const darker = field === 'brand' || field === 'hover';
  const advice = passing
    ? `use a ${darker ? 'darker' : 'lighter'} colour, such as ${passing.hex} (${ratioText(passing.ratio)})`
    : `use a ${darker ? 'darker' : 'lighter'} colour`;
  return {
    code: 'brand-contrast',
    ...(file ? { file } : {}),
    message: `theme.colors.${field} ${colour} on ${check.on} has a contrast of ${ratioText(check.shown)}, under the 4.5:1 WCAG AA asks of text: links in it are hard to read; ${advice}`,
  };
}
