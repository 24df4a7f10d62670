import type { AnnouncementProps } from '../../shared/islands.js';
import { useStrings } from '../useStrings.js';
import { withBase } from '../../shared/url.js';
import { CloseIcon } from '../layout/Icons.js';

interface Props extends AnnouncementProps {
  baseUrl: string;
  onClose?: () => void;
}

/** The dismissible bar above the navbar; the inline head script hides it before paint once dismissed. */
export function AnnouncementBar({ content, link, baseUrl, onClose }: Props) {
  const strings = useStrings();
  return (
    <div className="dg-announcement" role="region" aria-label={strings.announcement.label}>
      <p className="dg-announcement__content">
        {content}
        {link ? (
          <>
            {' '}
            <a href={withBase(baseUrl, link.href)}>{link.label}</a>
          </>
        ) : null}
      </p>
      <button type="button" className="dg-icon-button dg-announcement__close" aria-label={strings.announcement.close} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
