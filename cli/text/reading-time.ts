// Minutes to read a post (docs/design/blog.md §4): the `reading-time` package, as Docusaurus's blog counts them (its
// words include each CJK character, so a Japanese post is not read in no time), on the Markdown body without front
// matter. A post's own `readtime` (MkDocs Material's front matter) wins.
import readingTime from 'reading-time';

export interface ReadingTime {
  /** Unrounded; the page shows them rounded up. */
  minutes: number;
  /** The body's words as reading-time counts them (what `blog-untruncated` counts too). */
  words: number;
}

/** A body's reading time at `wordsPerMinute`; `readtime` (minutes, from the front matter) replaces the count's minutes. */
export function readingTimeOf(body: string, wordsPerMinute: number, readtime?: number): ReadingTime {
  const counted = readingTime(body, { wordsPerMinute });
  return { minutes: readtime ?? counted.minutes, words: counted.words };
}
