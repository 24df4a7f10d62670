import type { SpecDownloads } from '../../shared/model/api.js';
import { withBase } from '../../shared/url.js';
import { useStrings } from '../useStrings.js';

/** The spec's two downloads (YAML, JSON): buttons on the info page, a quiet pair of links in an operation's header. */
export function SpecDownloadLinks({ downloads, baseUrl, quiet = false }: { downloads: SpecDownloads; baseUrl: string; quiet?: boolean }) {
  const strings = useStrings();
  if (quiet) {
    return (
      <span className="dg-spec-downloads">
        <a href={withBase(baseUrl, downloads.yaml)} download>
          {strings.api.downloadYaml}
        </a>
        <a href={withBase(baseUrl, downloads.json)} download>
          {strings.api.downloadJson}
        </a>
      </span>
    );
  }
  return (
    <>
      <a className="dg-button dg-button--small" href={withBase(baseUrl, downloads.yaml)} download>
        {strings.api.downloadYaml}
      </a>
      <a className="dg-button dg-button--small dg-button--secondary" href={withBase(baseUrl, downloads.json)} download>
        {strings.api.downloadJson}
      </a>
    </>
  );
}
