import type { BuildWarning } from '../errors/docsgen-error.js';
import type { TagRef } from '../../shared/model/navigation.js';
import type { TagListPage, TagPage } from '../../shared/model/site.js';
import { format, plural } from '../../shared/i18n/format.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import { stripAccents } from '../text/slug.js';
import type { DocEntry } from './doc-entry.js';

export type TagLabels = Record<string, { label?: string; description?: string }>;

/**
 * What makes two tags one: spelled alike but for case, accents (and so Unicode normalisation) and separators, as
 * Docusaurus takes "API" and "api", or "Some Tag" and "some-tag", for one tag. Every other character counts.
 */
function tagKey(tag: string): string {
  return stripAccents(tag)
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A tag's slug: tagKey's with every run of other characters than letters, marks and digits one dash, "+" and a "#"
 * after a letter or digit spelled out first. Docusaurus's kebabCase, like a plain slug, gives C++, C# and C one
 * page, /tags/c (and every tag in Chinese the same empty one): here they are /tags/c-plus-plus, /tags/c-sharp, /tags/c
 * and /tags/积分. Tags still left with one slug (".NET" and "NET") share a page, with a warning (tagRouteWarnings).
 */
export function tagSlug(tag: string): string {
  const spelled = tag.replace(/\+/g, ' plus ').replace(/(?<=[\p{L}\p{N}])#/gu, ' sharp ');
  // Composed again: the accents went, other scripts' marks stay, and a route is spelled as browsers send it.
  const slug = tagKey(spelled)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug.normalize('NFC') || 'tag';
}

/** A tag's reference as pages show it: slug for the URL, label from the config when it gives one. */
export function tagRef(tag: string, labels: TagLabels): TagRef {
  const slug = tagSlug(tag);
  return { slug, label: labels[tag]?.label ?? tag, href: `/tags/${slug}` };
}

/**
 * A tag's reference, made once per tag for one model: the same few tags come back on every page, and slugging them
 * again was a tenth of the model stage.
 */
export type TagRefs = (tag: string) => TagRef;

/** A page's tags as it shows them: one link per tag page ("API" and "api" are one tag, as Docusaurus lists it once). */
export function pageTagRefs(tags: string[], refOf: TagRefs): TagRef[] {
  return [...new Map(tags.map((tag) => [refOf(tag).href, refOf(tag)])).values()];
}

/** tagRef remembering its answers, for one model build. */
export function tagRefs(labels: TagLabels): TagRefs {
  const made = new Map<string, TagRef>();
  return (tag) => {
    let ref = made.get(tag);
    if (!ref) made.set(tag, (ref = tagRef(tag, labels)));
    return ref;
  };
}

/**
 * A warning for each tag that shares its page with another tag it is not (tagKey): ".NET" and "NET", "CI/CD" and
 * "CI CD" have one slug, and their pages are listed together under the label seen first.
 */
export function tagRouteWarnings(docs: DocEntry[], refOf: TagRefs): BuildWarning[] {
  const seen = new Map<string, Map<string, { tag: string; file: string }>>();
  const warnings: BuildWarning[] = [];
  for (const doc of docs) {
    for (const tag of doc.content.frontMatter.tags) {
      const { href } = refOf(tag);
      const tags = seen.get(href) ?? new Map<string, { tag: string; file: string }>();
      seen.set(href, tags);
      const key = tagKey(tag);
      if (tags.has(key)) continue;
      const [first] = tags.values();
      tags.set(key, { tag, file: doc.file });
      if (!first) continue;
      warnings.push({
        code: 'tag-route-collision',
        file: doc.file,
        message:
          `the tag ${JSON.stringify(tag)} and the tag ${JSON.stringify(first.tag)} of ${first.file} have one route, ${href}, ` +
          `and share its page, under ${JSON.stringify(first.tag)}: spell them alike if they are one tag, or rename one`,
      });
    }
  }
  return warnings;
}

/** "/tags" and one page per tag listing its pages, sorted by title. */
export function buildTagPages(
  docs: DocEntry[],
  {
    labels,
    strings,
    locale,
    refOf = tagRefs(labels),
  }: {
    labels: TagLabels;
    strings: UiStrings;
    /** Titles and labels sort as the site's language sorts them. */
    locale: string;
    refOf?: TagRefs;
  },
): { index: TagListPage; pages: TagPage[] } {
  const groups = new Map<string, { tag: string; docs: DocEntry[] }>();
  for (const doc of docs) {
    for (const tag of doc.content.frontMatter.tags) {
      const { slug } = refOf(tag);
      const group = groups.get(slug) ?? { tag, docs: [] };
      // A page tagged "API" and "api" (one tag) is listed once.
      if (group.docs.at(-1) !== doc) group.docs.push(doc);
      groups.set(slug, group);
    }
  }
  const pages: TagPage[] = [...groups.values()]
    .map(({ tag, docs: tagged }) => {
      const ref = refOf(tag);
      return {
        kind: 'tag' as const,
        route: ref.href,
        title: plural(locale, strings.tags.taggedWith, tagged.length, { label: ref.label }),
        description: labels[tag]?.description ?? format(strings.tags.tagDescription, { label: ref.label }),
        tag: { ...ref, description: labels[tag]?.description },
        pages: tagged
          .map((doc) => ({ title: doc.title, href: doc.route, description: doc.description }))
          .sort((a, b) => a.title.localeCompare(b.title, locale)),
      };
    })
    .sort((a, b) => a.tag.label.localeCompare(b.tag.label, locale));
  const index: TagListPage = {
    kind: 'tags',
    route: '/tags',
    title: strings.tags.title,
    description: strings.tags.description,
    tags: pages.map((page) => ({ ...page.tag, count: page.pages.length })),
  };
  return { index, pages };
}
