// The end of an MDX page's bundle (cli/mdx/bundle-mdx-pages.ts): renders the compiled page to static HTML with the
// site's strings, the build's services and the built-ins, inside the bundle, so the page, its components and this
// renderer share one React.
import type { ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import { StringsProvider } from '../useStrings.js';
import { BUILTINS } from './builtins.js';
import { MdxServicesContext, type MdxServices } from './useMdxServices.js';

export interface MdxRenderInput extends Omit<MdxServices, 'islandHtml'> {
  strings: UiStrings;
  /** The interface's language: a count's plural rules as well as `i18n.currentLocale`. */
  locale: string;
}

export function renderMdxPage(
  Content: ComponentType<{ components: typeof BUILTINS; config?: Record<string, unknown> }>,
  { strings, ...services }: MdxRenderInput,
): string {
  return renderToStaticMarkup(
    <StringsProvider strings={strings} locale={services.locale}>
      <MdxServicesContext.Provider value={{ ...services, islandHtml: renderToString }}>
        {/* `config`: the site's config, which Docusaurus gives a React page as a prop too (its pages plugin's route module). */}
        <Content components={BUILTINS} config={services.siteConfig} />
      </MdxServicesContext.Provider>
    </StringsProvider>,
  );
}
