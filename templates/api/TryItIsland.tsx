import { CONNECT_ATTRIBUTE, ISLANDS } from '../../shared/constants.js';
import type { TryItSpec } from '../../shared/model/api.js';
import { TryIt } from '../islands/TryIt.js';
import { Island } from '../layout/Island.js';

const ID = 'try-it';

/** The origin of each server, for connect-src (a URL the config checked; anything else allows nothing). */
function origins(spec: TryItSpec): string {
  const found = spec.servers.flatMap((s) => /^https?:\/\/[^/?#]+/i.exec(s.url)?.[0].toLowerCase() ?? []);
  return [...new Set(found)].join(' ');
}

/** The "Try it" island of an operation page, closed: its form and code load on the reader's first intent toward it. */
export function TryItIsland({ spec }: { spec: TryItSpec }) {
  return (
    <div {...{ [CONNECT_ATTRIBUTE]: origins(spec) }}>
      <Island name={ISLANDS.tryIt} props={{ id: ID, spec }} className="dg-try-island">
        <TryIt id={ID} spec={spec} open={false} />
      </Island>
    </div>
  );
}
