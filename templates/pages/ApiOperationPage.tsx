import { ISLANDS } from '../../shared/constants.js';
import type { ApiOperationPage as OperationModel, ApiParameter } from '../../shared/model/api.js';
import type { Sidebar as SidebarModel } from '../../shared/model/navigation.js';
import type { RenderContext } from '../render-context.js';
import { useStrings } from '../useStrings.js';
import { ApiResponses } from '../api/ApiResponses.js';
import { ResponseExamples } from '../api/ResponseExamples.js';
import { ParametersTable } from '../api/ParametersTable.js';
import { SchemaTree } from '../api/SchemaTree.js';
import { SpecDownloadLinks } from '../api/SpecDownloadLinks.js';
import { CodeSamples } from '../islands/CodeSamples.js';
import { TryItIsland } from '../api/TryItIsland.js';
import { Island } from '../layout/Island.js';
import { MethodBadge } from '../layout/MethodBadge.js';
import { DocFrame } from './DocFrame.js';

const LOCATIONS: Array<ApiParameter['in']> = ['path', 'query', 'header', 'cookie'];

/** An API operation: what it does and takes on the left, the code to call it and an example answer on the right. */
export function ApiOperationPage({ page, sidebar, context }: { page: OperationModel; sidebar?: SidebarModel; context: RenderContext }) {
  const strings = useStrings();
  const server = page.servers[0]?.url ?? '';
  return (
    <DocFrame page={page} sidebar={sidebar} context={context} wide>
      <article className="dg-api">
        <header className="dg-api__header">
          <h1>{page.title}</h1>
          <p className="dg-endpoint">
            <MethodBadge method={page.method} large />
            <code className="dg-endpoint__path" title={`${server}${page.path}`}>
              {page.path}
            </code>
            {page.deprecated ? <span className="dg-flag dg-flag--deprecated">{strings.api.deprecated}</span> : null}
          </p>
          {page.downloads ? <SpecDownloadLinks downloads={page.downloads} baseUrl={context.site.baseUrl} quiet /> : null}
        </header>
        {/* The right column from DESKTOP_BREAKPOINT_PX, kept in view; below it, right after the method and path. Its
            panel holds the request (the code samples; the Try it island goes right after them) and the example answer. */}
        <aside className="dg-api__aside" aria-label={strings.api.examplesColumn}>
          <div className="dg-api__panel">
            {page.samples.length > 0 ? (
              <Island name={ISLANDS.codeSamples} props={{ id: 'samples', title: page.title }} className="dg-samples-island">
                <CodeSamples id="samples" title={page.title} samples={page.samples} />
              </Island>
            ) : null}
            {/* Try it: its own island, right after the samples whose curl follows what the reader types in it. */}
            {page.tryIt ? <TryItIsland spec={page.tryIt} /> : null}
            {page.responses.length > 0 ? (
              <Island name={ISLANDS.responseExamples} props={{}} className="dg-response-examples-island">
                <ResponseExamples responses={page.responses} />
              </Island>
            ) : null}
          </div>
        </aside>
        <div className="dg-api__main">
          {page.description ? <div className="dg-markdown" dangerouslySetInnerHTML={{ __html: page.description }} /> : null}

          <section className="dg-api__section" aria-labelledby="api-autenticacao">
            <h2 id="api-autenticacao">{strings.api.authentication}</h2>
            {page.security.length === 0 ? (
              <p>{strings.api.noAuthentication}</p>
            ) : (
              <ul className="dg-api__list">
                {page.security.map((s) => (
                  <li key={s.name}>
                    <strong>{s.summary}</strong>
                    {/* A scheme the info page describes is named here only: its description is the same on every page. */}
                    {s.description && !page.authentication?.schemes.includes(s.name) ? (
                      <div className="dg-schema__description" dangerouslySetInnerHTML={{ __html: s.description }} />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {page.authentication && page.security.some((s) => page.authentication!.schemes.includes(s.name)) ? (
              <p className="dg-api__more">
                <a href={page.authentication.href}>{strings.api.authenticationDetails}</a>
              </p>
            ) : null}
            {page.ownServers && page.servers.length > 0 ? (
              <>
                <h3>{strings.api.servers}</h3>
                <ul className="dg-api__list">
                  {page.servers.map((s) => (
                    <li key={s.url}>
                      <code>{s.url}</code>
                      {s.description ? ` — ${s.description}` : ''}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          {page.parameters.length > 0 ? (
            <section className="dg-api__section" aria-labelledby="api-parametros">
              <h2 id="api-parametros">{strings.api.parameters}</h2>
              {LOCATIONS.map((where) => {
                const list = page.parameters.filter((p) => p.in === where);
                return list.length > 0 ? (
                  <ParametersTable key={where} caption={strings.api.parameterGroups[where]!} parameters={list} />
                ) : null;
              })}
            </section>
          ) : null}

          {page.requestBody ? (
            <section className="dg-api__section" aria-labelledby="api-corpo-da-requisicao">
              <h2 id="api-corpo-da-requisicao">
                {strings.api.requestBody}
                <span className={`dg-flag${page.requestBody.required ? ' dg-flag--required' : ''}`}>
                  {page.requestBody.required ? strings.api.required : strings.api.optional}
                </span>
              </h2>
              <p className="dg-api__content-type">
                <code>{page.requestBody.contentType}</code>
              </p>
              {page.requestBody.description ? (
                <div className="dg-markdown" dangerouslySetInnerHTML={{ __html: page.requestBody.description }} />
              ) : null}
              {page.requestBody.schema ? <SchemaTree node={page.requestBody.schema} id="schema-request" /> : null}
            </section>
          ) : null}

          <ApiResponses responses={page.responses} />
        </div>
      </article>
    </DocFrame>
  );
}
