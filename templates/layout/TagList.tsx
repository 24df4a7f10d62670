import type { TagRef } from '../../shared/model/navigation.js';
import { routeHref } from '../../shared/url.js';
import { useStrings } from '../useStrings.js';

/** A page's tags, labelled, each a link to its tag's page: under a doc or a post, and under each post of a blog's list. */
export function TagList({ tags, baseUrl }: { tags: TagRef[]; baseUrl: string }) {
  const strings = useStrings();
  return (
    <>
      <span className="dg-doc__tags-label">{strings.tags.pageTags}</span>
      <ul className="dg-tag-list">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <a className="dg-tag" href={routeHref(baseUrl, tag.href)} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
