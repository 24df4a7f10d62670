// A landing page's hero and features, as VitePress (`layout: home` with `hero:` and `features:`) and Starlight
// (`template: splash` with `hero:`) write them in front matter: one shape for both, drawn above the page's Markdown
// (templates/pages/Landing.tsx). Read loosely: a field of another shape is left out, never an error (these pages come
// from other generators, whose own checks they passed).
import type { Landing } from '../../shared/model/site.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The page's landing parts, when its front matter makes it a landing page; undefined otherwise. */
export function landingOf(data: Record<string, unknown>): Landing | undefined {
  const hero = record(data.hero);
  const isLanding = data.layout === 'home' || data.template === 'splash' || (hero !== undefined && data.layout !== 'doc');
  if (!isLanding || (!hero && !Array.isArray(data.features))) return undefined;
  const landing: Landing = { actions: [], features: [] };
  if (hero) {
    // VitePress: name (the brand line), text (the title), tagline. Starlight: title, tagline.
    const name = text(hero.name);
    const title = text(hero.text) ?? text(hero.title);
    if (name) landing.name = name;
    if (title) landing.title = title;
    const tagline = text(hero.tagline);
    if (tagline) landing.tagline = tagline;
    const image = imageOf(hero.image);
    if (image) landing.image = image;
    for (const action of Array.isArray(hero.actions) ? hero.actions : []) {
      const fields = record(action);
      const label = text(fields?.text);
      const link = text(fields?.link);
      if (!label || !link) continue;
      const variant = text(fields?.theme) ?? text(fields?.variant);
      landing.actions.push({ text: label, link, primary: variant === undefined || variant === 'brand' || variant === 'primary' });
    }
  }
  for (const feature of Array.isArray(data.features) ? data.features : []) {
    const fields = record(feature);
    const title = text(fields?.title);
    if (!title) continue;
    const details = text(fields?.details);
    const link = text(fields?.link);
    const icon = text(fields?.icon) ?? text(record(fields?.icon)?.src);
    landing.features.push({
      title,
      ...(details ? { details } : {}),
      ...(link ? { link } : {}),
      ...(icon && !icon.startsWith('<') ? { icon } : {}),
    });
  }
  return landing;
}

/** The hero's image when it is a URL or a path from the site root (VitePress's `public/`): a string, `{ src, alt }` or `{ light, dark }`. */
function imageOf(value: unknown): Landing['image'] {
  const fields = record(value);
  const src = text(value) ?? text(fields?.src) ?? text(fields?.light) ?? text(fields?.file);
  if (!src || !(src.startsWith('/') || /^https?:\/\//.test(src))) return undefined;
  return { src, alt: text(fields?.alt) ?? '' };
}
