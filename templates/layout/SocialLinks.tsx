import type { SocialLink } from '../../shared/model/navigation.js';

const common = { 'aria-hidden': true, focusable: false, viewBox: '0 0 24 24', width: 20, height: 20 } as const;

/** The marks drawn for some services (Simple Icons' shapes, CC0); any other service's link shows its name. */
const MARKS: Record<string, string> = {
  github:
    'M12 .3a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.8-1.6-2.7-.3-5.5-1.3-5.5-5.9 0-1.3.5-2.4 1.2-3.2-.1-.3-.5-1.5.1-3.2 0 0 1-.3 3.3 1.2a11.5 11.5 0 0 1 6 0C17.3 4.7 18.3 5 18.3 5c.7 1.7.2 2.9.1 3.2.8.8 1.2 1.9 1.2 3.2 0 4.6-2.8 5.6-5.5 5.9.5.4.9 1.1.9 2.2v3.3c0 .3.2.7.8.6A12 12 0 0 0 12 .3',
  x: 'M18.9 1.2h3.7l-8 9.2L24 22.8h-7.4l-5.8-7.6-6.6 7.6H.5l8.6-9.8L0 1.2h7.6l5.2 6.9Zm-1.3 19.5h2L6.5 3.2H4.3Z',
  twitter: 'M18.9 1.2h3.7l-8 9.2L24 22.8h-7.4l-5.8-7.6-6.6 7.6H.5l8.6-9.8L0 1.2h7.6l5.2 6.9Zm-1.3 19.5h2L6.5 3.2H4.3Z',
  rss: 'M4 11a9 9 0 0 1 9 9h-2.5A6.5 6.5 0 0 0 4 13.5Zm0-7a16 16 0 0 1 16 16h-2.5A13.5 13.5 0 0 0 4 6.5ZM6 16a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
};

/** Icon links at the navbar's end: each named by its service, so a screen reader says where it goes. */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  return (
    <ul className="dg-social-links">
      {links.map((link) => {
        const mark = MARKS[link.icon];
        return (
          <li key={link.href}>
            <a className={mark ? 'dg-icon-button' : 'dg-social-links__text'} href={link.href} aria-label={mark ? link.label : undefined}>
              {mark ? (
                <svg {...common} className="dg-icon">
                  <path fill="currentColor" d={mark} />
                </svg>
              ) : (
                link.label
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
