import { useEffect, useRef, useState } from 'react';
import { COPIED_FEEDBACK_MS } from '../../shared/constants.js';

/**
 * Which sample was just copied, for COPIED_FEEDBACK_MS: its copy button and the live region say "Copiado" meanwhile.
 * Returns that sample's language (or undefined) and the function that starts the moment again.
 */
export function useCopiedFeedback(): [copied: string | undefined, showCopied: (lang: string) => void] {
  const [copied, setCopied] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const showCopied = (lang: string): void => {
    setCopied(lang);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(undefined), COPIED_FEEDBACK_MS);
  };
  return [copied, showCopied];
}
