import { CONNECT_ATTRIBUTE, ISLANDS } from '../../shared/constants.js';
import type { TryItSpec } from '../../shared/model/api.js';
import { tryItOrigins } from '../../shared/try-it/server-origins.js';
import { TryIt } from '../islands/TryIt.js';
import { Island } from '../layout/Island.js';

const ID = 'try-it';

/** The "Try it" island of an operation page, closed: its form and code load on the reader's first intent toward it. */
export function TryItIsland({ spec }: { spec: TryItSpec }) {
  return (
    // The servers' origins, as the page's Content-Security-Policy lets it reach them (cli/render/page-policy.ts).
    <div {...{ [CONNECT_ATTRIBUTE]: tryItOrigins(spec).join(' ') }}>
      <Island name={ISLANDS.tryIt} props={{ id: ID, spec }} className="dg-try-island">
        <TryIt id={ID} spec={spec} open={false} />
      </Island>
    </div>
  );
}
