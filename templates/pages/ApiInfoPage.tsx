import { API_INFO_SECTION_IDS } from '../../shared/constants.js';
import type { ApiInfoPage as InfoModel, ApiSecurity, ApiServer } from '../../shared/model/api.js';
import type { Sidebar as SidebarModel } from '../../shared/model/navigation.js';
import type { RenderContext } from '../render-context.js';
import { useStrings } from '../useStrings.js';
import { routeHref } from '../../shared/url.js';
import { inlineHtml } from '../api/inline-html.js';
import { SpecDownloadLinks } from '../api/SpecDownloadLinks.js';
import { MethodBadge } from '../layout/MethodBadge.js';
import { DocFrame } from './DocFrame.js';

const IDS = API_INFO_SECTION_IDS;

function ServerList({ servers }: { servers: ApiServer[] }) {
  return (
    <ul className="dg-api__list dg-api-info__servers">
      {servers.map((s) => (
        <li key={s.url}>
          <code>{s.url}</code>
          {s.description ? ` — ${s.description}` : ''}
        </li>
      ))}
    </ul>
  );
}

function SecurityList({ security }: { security: ApiSecurity[] }) {
  return (
    <ul className="dg-api__list">
      {security.map((s) => (
        <li key={s.name}>
          <strong>{s.summary}</strong>
          {s.description ? <div className="dg-schema__description" dangerouslySetInnerHTML={{ __html: s.description }} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The API's front page: version, downloads, the description cut into sections (the servers and the authentication
 * shown inside the section that already talks of them, else in a section of their own), contact and every operation.
 */
export function ApiInfoPage({ page, sidebar, context }: { page: InfoModel; sidebar?: SidebarModel; context: RenderContext }) {
  const strings = useStrings();
  const { baseUrl } = context.site;
  const placed = new Set(page.sections.flatMap((section) => section.facts));
  return (
    <DocFrame page={page} sidebar={sidebar} context={context} toc={page.toc}>
      <article className="dg-api-info">
        <header className="dg-api-info__header">
          <h1>{page.title}</h1>
          <p className="dg-api-info__version">
            <span className="dg-flag">
              {strings.api.version} {page.version}
            </span>
          </p>
        </header>
        <div className="dg-api-info__downloads">
          <span>{strings.api.download}:</span>
          <SpecDownloadLinks downloads={page.downloads} baseUrl={baseUrl} />
        </div>
        {page.intro ? <div className="dg-markdown" dangerouslySetInnerHTML={{ __html: page.intro }} /> : null}
        {page.sections.map((section) => (
          <section key={section.id} className="dg-api-info__section" aria-labelledby={section.id}>
            <div className="dg-markdown" dangerouslySetInnerHTML={{ __html: section.html }} />
            {section.facts.includes('servers') ? <ServerList servers={page.servers} /> : null}
            {section.facts.includes('security') ? <SecurityList security={page.security} /> : null}
          </section>
        ))}
        {page.servers.length > 0 && !placed.has('servers') ? (
          <section className="dg-api-info__section" aria-labelledby={IDS.servers}>
            <h2 id={IDS.servers}>{strings.api.servers}</h2>
            <ServerList servers={page.servers} />
          </section>
        ) : null}
        {page.security.length > 0 && !placed.has('security') ? (
          <section className="dg-api-info__section" aria-labelledby={IDS.security}>
            <h2 id={IDS.security}>{strings.api.authentication}</h2>
            <SecurityList security={page.security} />
          </section>
        ) : null}
        {page.contact || page.license ? (
          <section className="dg-api-info__section" aria-labelledby={IDS.contact}>
            <h2 id={IDS.contact}>{strings.api.contact}</h2>
            <ul className="dg-api__list">
              {page.contact?.name ? <li>{page.contact.name}</li> : null}
              {page.contact?.email ? (
                <li>
                  <a href={`mailto:${page.contact.email}`}>{page.contact.email}</a>
                </li>
              ) : null}
              {page.contact?.url ? (
                <li>
                  <a href={page.contact.url}>{page.contact.url}</a>
                </li>
              ) : null}
              {page.license ? (
                <li>
                  {strings.api.license}: {page.license.url ? <a href={page.license.url}>{page.license.name}</a> : page.license.name}
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby={IDS.operations}>
          <h2 id={IDS.operations}>{strings.api.operations}</h2>
          {page.groups.map((group) => (
            <div key={group.tag} className="dg-api-info__group">
              <h3 id={group.id}>{group.tag}</h3>
              {group.description ? (
                <div className="dg-markdown" dangerouslySetInnerHTML={{ __html: inlineHtml(group.description) }} />
              ) : null}
              <ul className="dg-operation-list">
                {group.operations.map((op) => (
                  <li key={op.href}>
                    <a href={routeHref(baseUrl, op.href)} className="dg-operation-list__link">
                      <MethodBadge method={op.method} />
                      <span className="dg-operation-list__title">{op.title}</span>
                      <code className="dg-operation-list__path">{op.path}</code>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </article>
    </DocFrame>
  );
}
