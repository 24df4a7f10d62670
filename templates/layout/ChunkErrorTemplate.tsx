import { DOM_IDS } from '../../shared/constants.js';
import { useStrings } from '../useStrings.js';

/**
 * The notice shown when an island's script chunk fails to load, as an inert <template>: the boot script clones it,
 * so it carries no strings of its own (the whole strings table would triple its size). It is shown in a fixed
 * region at the bottom of the page, because an island may be a small button in the navbar or a sidebar taller
 * than the screen, and the island's static HTML stays in place (its links keep working).
 */
export function ChunkErrorTemplate() {
  const strings = useStrings();
  return (
    <div className="dg-chunk-errors">
      <template id={DOM_IDS.chunkErrorTemplate}>
        <div className="dg-chunk-error" role="alert">
          <p className="dg-chunk-error__text">
            {strings.chunkError.message} <span className="dg-chunk-error__detail" data-error-detail="" />
          </p>
          <button type="button" className="dg-button dg-chunk-error__retry">
            {strings.chunkError.retry}
          </button>
        </div>
      </template>
    </div>
  );
}
