import type { TagRef } from '../../shared/model/navigation.js';
import type { TagListPage, TagPage } from '../../shared/model/site.js';
import { format, plural } from '../../shared/i18n/format.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import { slugify } from '../text/slug.js';
import type { DocEntry } from './doc-entry.js';

export type TagLabels = Record<string, { label?: string; description?: string }>;

/** A tag's reference as pages show it: slug for the URL, label from the config when it gives one. */
export function tagRef(tag: string, labels: TagLabels): TagRef {
  const slug = slugify(tag) || 'tag';
  return { slug, label: labels[tag]?.label ?? tag, href: `/tags/${slug}` };
}

/**
 * A tag's reference, made once per tag for one model: the same few tags come back on every page, and slugging them
 * again was a tenth of the model stage.
 */
export type TagRefs = (tag: string) => TagRef;

/** tagRef remembering its answers, for one model build. */
export function tagRefs(labels: TagLabels): TagRefs {
  const made = new Map<string, TagRef>();
  return (tag) => {
    let ref = made.get(tag);
    if (!ref) made.set(tag, (ref = tagRef(tag, labels)));
    return ref;
  };
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
      group.docs.push(doc);
      groups.set(slug, group);
    }
  }
  const pages: TagPage[] = [...groups.values()]
    .map(({ tag, docs: tagged }) => {
      const ref = refOf(tag);
      return {
        kind: 'tag' as const,
        route: ref.href,
        title: plural(strings.tags.taggedWith, tagged.length, { label: ref.label }),
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
