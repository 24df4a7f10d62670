import { useStrings } from '../useStrings.js';

interface Props {
  /** The ISO instant of the file's last commit (DocPage.lastUpdated). */
  iso: string;
  /** The site's language: the date is written as its readers write dates. */
  locale: string;
}

/**
 * "Atualizado em 5 de março de 2024": the date only, in the site's language, in a <time> with the instant. Written in
 * UTC, so every machine builds the same page (Docusaurus does the same); the string's {date} marks where it goes.
 */
export function LastUpdated({ iso, locale }: Props) {
  const strings = useStrings();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  const [before, ...rest] = strings.lastUpdated.split('{date}');
  // A `strings` override without {date}: its text, then the date.
  const after = rest.length > 0 ? rest.join('{date}') : '';
  return (
    <p className="dg-doc__updated">
      {rest.length > 0 ? before : `${before} `}
      <time dateTime={iso}>{date}</time>
      {after}
    </p>
  );
}
