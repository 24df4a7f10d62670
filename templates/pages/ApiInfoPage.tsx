import type { ApiInfoPage as InfoModel } from '../../shared/model/api.js';
import type { RenderContext } from '../render-context.js';
import { useStrings } from '../useStrings.js';
import { routeHref, withBase } from '../../shared/url.js';
import { inlineHtml } from '../api/inline-html.js';
import { Breadcrumbs } from '../layout/Breadcrumbs.js';
import { Layout } from '../layout/Layout.js';
import { MethodBadge } from '../layout/MethodBadge.js';

/** The API's front page: version, description, servers, authentication, contact, licence, downloads and every operation. */
export function ApiInfoPage({ page, context }: { page: InfoModel; context: RenderContext }) {
  const strings = useStrings();
  const { baseUrl } = context.site;
  return (
    <Layout context={context} currentPath={page.route}>
      <main id="dg-main" className="dg-simple dg-api-info" tabIndex={-1}>
        <Breadcrumbs crumbs={page.breadcrumbs} baseUrl={baseUrl} />
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
          <a className="dg-button dg-button--small" href={withBase(baseUrl, page.downloads.yaml)} download>
            {strings.api.downloadYaml}
          </a>
          <a className="dg-button dg-button--small dg-button--secondary" href={withBase(baseUrl, page.downloads.json)} download>
            {strings.api.downloadJson}
          </a>
        </div>
        {page.description ? <div className="dg-markdown" dangerouslySetInnerHTML={{ __html: page.description }} /> : null}
        <div className="dg-api-info__facts">
          {page.servers.length > 0 ? (
            <section aria-labelledby="api-servidores">
              <h2 id="api-servidores">{strings.api.servers}</h2>
              <ul className="dg-api__list">
                {page.servers.map((s) => (
                  <li key={s.url}>
                    <code>{s.url}</code>
                    {s.description ? ` — ${s.description}` : ''}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {page.security.length > 0 ? (
            <section aria-labelledby="api-autenticacao">
              <h2 id="api-autenticacao">{strings.api.authentication}</h2>
              <ul className="dg-api__list">
                {page.security.map((s) => (
                  <li key={s.name}>
                    <strong>{s.summary}</strong>
                    {s.description ? <div className="dg-schema__description" dangerouslySetInnerHTML={{ __html: s.description }} /> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {page.contact || page.license ? (
            <section aria-labelledby="api-contato">
              <h2 id="api-contato">{strings.api.contact}</h2>
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
        </div>
        <section aria-labelledby="api-operacoes">
          <h2 id="api-operacoes">{strings.api.operations}</h2>
          {page.groups.map((group) => (
            <div key={group.tag} className="dg-api-info__group">
              <h3>{group.tag}</h3>
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
      </main>
    </Layout>
  );
}
