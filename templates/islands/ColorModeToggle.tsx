import { useStrings } from '../useStrings.js';
import { MoonIcon, SunIcon } from '../layout/Icons.js';

interface Props {
  dark: boolean;
  onToggle?: () => void;
}

/** A toggle button: pressed means dark mode. The icon follows <html data-theme> through CSS, so it is right before hydration. */
export function ColorModeToggle({ dark, onToggle }: Props) {
  const strings = useStrings();
  return (
    <button
      type="button"
      className="dg-icon-button dg-color-mode"
      aria-pressed={dark}
      title={strings.colorMode.title}
      data-color-mode-toggle=""
      onClick={onToggle}
    >
      <SunIcon />
      <MoonIcon />
      <span className="dg-visually-hidden">{strings.colorMode.toggle}</span>
    </button>
  );
}
