import type { ComponentProps } from 'react';
import { useStrings } from '../useStrings.js';
import { SearchIcon } from '../layout/Icons.js';

/** React's own types for a button's handler and ref: the client owns the element, and this file names no DOM type. */
interface Props {
  onOpen?: () => void;
  onKeyDown?: ComponentProps<'button'>['onKeyDown'];
  buttonRef?: ComponentProps<'button'>['ref'];
}

/** The navbar's search button, server-rendered; the modal behind it loads on first use. */
export function SearchButton({ onOpen, onKeyDown, buttonRef }: Props) {
  const strings = useStrings();
  return (
    <button
      ref={buttonRef}
      type="button"
      className="dg-search-button"
      aria-label={strings.search.buttonLabel}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      data-search-button=""
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      <SearchIcon />
      <span className="dg-search-button__label">{strings.search.button}</span>
      <span className="dg-search-button__keys" aria-hidden="true">
        <kbd>{strings.search.keyNames.ctrl}</kbd>
        <kbd>{strings.search.keyNames.k}</kbd>
      </span>
    </button>
  );
}
