import type { BlogAuthor } from '../../shared/model/blog.js';
import { plural } from '../../shared/i18n/format.js';
import { useLocale } from '../useLocale.js';
import { useStrings } from '../useStrings.js';
import { AuthorAvatar } from './AuthorAvatar.js';
import { AuthorName } from './AuthorName.js';

interface Props {
  /** ISO instants (BlogPostInfo.date and updated). */
  date: string;
  updated?: string;
  authors: BlogAuthor[];
  /** Minutes, unrounded; absent when the blog shows no reading time. */
  readingTime?: number;
  baseUrl: string;
}

/**
 * A post's date, its update, its reading time and its authors: under the post's title, and under each post's title in
 * a list. Dates are the day only, in the site's language and in UTC, as LastUpdated.tsx writes them (every machine
 * builds the same page); the minutes rounded up, as Docusaurus shows them ("5 min read").
 */
export function BlogPostMeta({ date, updated, authors, readingTime, baseUrl }: Props) {
  const strings = useStrings();
  const locale = useLocale();
  return (
    <div className="dg-blog-meta">
      <p className="dg-blog-meta__line">
        <span className="dg-blog-meta__item">
          <DatedText template={strings.blog.published} iso={date} locale={locale} />
        </span>
        {updated ? (
          <>
            {' '}
            <span className="dg-blog-meta__item">
              <DatedText template={strings.blog.updated} iso={updated} locale={locale} />
            </span>
          </>
        ) : null}
        {readingTime === undefined ? null : (
          <>
            {' '}
            <span className="dg-blog-meta__item">{plural(locale, strings.blog.readingTime, Math.ceil(readingTime))}</span>
          </>
        )}
      </p>
      {authors.length > 0 ? (
        <ul className="dg-blog-authors" aria-label={strings.blog.authorsLabel}>
          {authors.map((author) => (
            <li key={author.key ?? author.name} className="dg-blog-author">
              <AuthorAvatar author={author} size={32} baseUrl={baseUrl} />
              <span className="dg-blog-author__text">
                <AuthorName author={author} baseUrl={baseUrl} />
                {author.title ? (
                  <>
                    {' '}
                    <span className="dg-blog-author__title">{author.title}</span>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A day as the site's readers write it ("4 de junho de 2025"), in UTC. */
function longDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** "Publicado em {date}" with the date in a <time> holding the instant: {date} is where it goes (else after the text). */
function DatedText({ template, iso, locale }: { template: string; iso: string; locale: string }) {
  const [before, ...rest] = template.split('{date}');
  return (
    <>
      {rest.length > 0 ? before : `${before} `}
      <time dateTime={iso}>{longDate(iso, locale)}</time>
      {rest.join('{date}')}
    </>
  );
}
