// The icon links MkDocs themes show: the repository (repo_url, named repo_name) and Material's `extra.social`, whose
// icons are named by icon set ("fontawesome/brands/github", "octicons/mark-github-24"), as docsgen's own icons.
import { SOCIAL_ICONS, type UserConfig } from '../../config/schema.js';
import { isRecord, type ReadingWarnings, stringAt } from '../config-data.js';

type Icon = (typeof SOCIAL_ICONS)[number];
type SocialLink = NonNullable<UserConfig['socialLinks']>[number];

/** An icon set's name for a service, as docsgen's icon: "fontawesome/brands/x-twitter" → "x". */
function iconOf(name: string): Icon | undefined {
  const words = name.split('/').pop()!.toLowerCase().split(/[-_]/);
  // "x-twitter", "square-x-twitter": X's icon; "stack-overflow": one service in two words.
  if (words.includes('x') && words.includes('twitter')) return 'x';
  if (words.includes('stack') && words.includes('overflow')) return 'stackoverflow';
  return SOCIAL_ICONS.find((icon) => words.includes(icon));
}

/** The repository link first, then `extra.social`'s, each once. */
export function socialLinks(yml: Record<string, unknown>, file: string, warnings: ReadingWarnings): Pick<UserConfig, 'socialLinks'> {
  const links: SocialLink[] = [];
  const repo = stringAt(yml.repo_url, file, 'repo_url', warnings);
  if (repo && /^https?:\/\//.test(repo)) {
    const host = new URL(repo).hostname;
    const label = stringAt(yml.repo_name, file, 'repo_name', warnings);
    // MkDocs names a repository on another host after it, with the generic icon Material shows: GitHub's is closest.
    const icon = (['github', 'gitlab', 'bitbucket'] as const).find((service) => host.includes(service)) ?? 'github';
    links.push({ icon, href: repo, ...(label ? { label } : {}) });
  }
  const extra = isRecord(yml.extra) ? yml.extra : {};
  const social = Array.isArray(extra.social) ? extra.social : [];
  const unknown: string[] = [];
  for (const [index, entry] of social.entries()) {
    const field = `extra.social[${index}]`;
    if (!isRecord(entry)) {
      warnings.unreadable(file, field, entry);
      continue;
    }
    const href = stringAt(entry.link, file, `${field}.link`, warnings);
    const name = stringAt(entry.icon, file, `${field}.icon`, warnings) ?? '';
    const icon = iconOf(name);
    if (!href || !/^https?:\/\//.test(href)) {
      warnings.unreadable(file, `${field}.link`, entry.link, 'it is not an http(s) address: the link is left out');
      continue;
    }
    if (!icon) {
      unknown.push(`${name} (${href})`);
      continue;
    }
    const label = stringAt(entry.name, file, `${field}.name`, warnings);
    links.push({ icon, href, ...(label ? { label } : {}) });
  }
  if (unknown.length > 0) {
    warnings.unsupported(
      file,
      'extra.social',
      `docsgen has no icon for ${unknown.join(', ')}: these links are left out (its icons: ${SOCIAL_ICONS.join(', ')})`,
    );
  }
  const seen = new Set<string>();
  const unique = links.filter((link) => {
    const key = link.href.replace(/\/+$/, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.length > 0 ? { socialLinks: unique } : {};
}
