// Every interface string of a site in Portuguese (the default locale). Components read the site's table through
// useStrings(); none carries its own text. Plain JSON: the browser bundle and a config's overrides use the same shape.
// Values are filled in by format() (`{label}` placeholders) and counts by plural() (shared/i18n/format.ts).
// A count gives its language's plural categories (Intl.PluralRules): Portuguese's `many` (a million and up, which CLDR
// words "1 milhão de") reads as `other` when written in digits.
import type { PluralCategory, PluralForms } from './format.js';

export const PT_STRINGS = {
  skipToContent: 'Pular para o conteúdo principal',
  home: 'Página inicial',
  navbar: {
    label: 'Navegação principal',
    languageMenu: 'Idioma',
    /** The site's language, named in itself (the language menu). */
    languageName: 'Português',
    openMenu: 'Abrir menu de navegação',
    closeMenu: 'Fechar menu de navegação',
    menuTitle: 'Menu',
  },
  /** The version menu and the banner of an old or unreleased version (a site with `versions`). */
  versions: {
    /** The version menu's name: {version} is the page's version label. */
    menu: 'Versão: {version}',
    unmaintained: 'Esta é a documentação de {siteTitle} {versionLabel}, que não é mais mantida ativamente.',
    unreleased: 'Esta é a documentação ainda não lançada da versão {versionLabel} de {siteTitle}.',
    /** After either: {latestVersionLink} is a link whose text is `latestLink`. */
    seeLatest: 'Para a documentação atualizada, veja a {latestVersionLink} ({latestLabel}).',
    latestLink: 'versão mais recente',
  },
  /** A page a locale has no translation of, served in the default language: {defaultLanguage} is its name. */
  untranslated: 'Esta página ainda não foi traduzida: você está lendo a versão original ({defaultLanguage}).',
  colorMode: {
    toggle: 'Modo escuro',
    title: 'Alternar entre modo claro e escuro',
  },
  announcement: {
    label: 'Anúncio',
    close: 'Fechar anúncio',
  },
  sidebar: {
    label: 'Barra lateral da documentação',
    hide: 'Recolher barra lateral',
    show: 'Expandir barra lateral',
    expandCategory: 'Expandir a categoria {label}',
    collapseCategory: 'Recolher a categoria {label}',
    /** The entries a long list leaves out in a page's HTML (sidebar-window.ts), before and after the ones shown. */
    showEarlier: {
      one: 'Mostrar {count} item anterior',
      many: 'Mostrar {count} itens anteriores',
      other: 'Mostrar {count} itens anteriores',
    },
    showLater: { one: 'Mostrar mais {count} item', many: 'Mostrar mais {count} itens', other: 'Mostrar mais {count} itens' },
  },
  breadcrumbs: 'Trilha de navegação',
  /** A Mermaid diagram's accessible name when it has no title of its own (accTitle). */
  diagram: 'Diagrama',
  toc: 'Nesta página',
  tocLabel: 'Sumário da página',
  pagination: {
    label: 'Páginas da documentação',
    previous: 'Anterior',
    next: 'Próxima',
  },
  table: 'Tabela',
  tableUnder: 'Tabela: {heading}',
  editPage: 'Editar esta página',
  /** Under a Markdown page (config `lastUpdated`): {date} is its file's last commit, in the site's language. */
  lastUpdated: 'Atualizado em {date}',
  /** The copy button of every Markdown code block. */
  codeBlock: {
    copy: 'Copiar',
    copied: 'Copiado',
    /** The button's name when the block's language is known, then when it is not. */
    copyLabel: 'Copiar o código de {name}',
    copyLabelPlain: 'Copiar o código',
    showHidden: 'Mostrar as linhas ocultas',
    /** A code annotation's marker (MkDocs Material's `# (1)`), a link to the note under the code. */
    annotation: 'Anotação {n}',
    listing: 'Listagem {n}',
    fileName: 'Arquivo: {name}',
  },
  /** Above a page's text: its Markdown for readers' tools (AI assistants), copied or opened (config `llms`). */
  pageMarkdown: {
    copy: 'Copiar como Markdown',
    copied: 'Markdown copiado',
    failed: 'Não foi possível copiar',
    /** In an API operation's Markdown: a response whose fields (or headers) are an earlier one's says so instead. */
    sameFields: 'Os mesmos campos da resposta {status}.',
    sameHeaders: 'Os mesmos cabeçalhos da resposta {status}.',
  },
  headingAnchor: 'Link direto para {text}',
  admonitions: {
    tip: 'Dica',
    note: 'Nota',
    info: 'Informação',
    warning: 'Aviso',
    caution: 'Cuidado',
    danger: 'Perigo',
    important: 'Importante',
  },
  /** Summary of a `::: details` block written without a title. */
  detailsSummary: 'Detalhes',
  /** Under a category's card in an MDX page's <DocCardList />: how many pages it holds. */
  docCardItems: { one: '{count} item', many: '{count} itens', other: '{count} itens' },
  tags: {
    title: 'Tags',
    description: 'Todas as tags usadas na documentação.',
    taggedWith: {
      one: '{count} documento marcado com “{label}”',
      many: '{count} documentos marcados com “{label}”',
      other: '{count} documentos marcados com “{label}”',
    },
    tagDescription: 'Documentos marcados com a tag {label}.',
    seeAll: 'Ver todas as tags',
    pageTags: 'Tags:',
    countLabel: { one: '{count} documento', many: '{count} documentos', other: '{count} documentos' },
  },
  /** A blog (config `blog`): its lists, posts, tag, author and archive pages. */
  blog: {
    recentPosts: 'Posts recentes',
    readMore: 'Ler mais',
    readMoreLabel: 'Ler mais sobre {title}',
    readingTime: { one: '{count} min de leitura', many: '{count} min de leitura', other: '{count} min de leitura' },
    newerPosts: 'Posts mais recentes',
    olderPosts: 'Posts mais antigos',
    newerPost: 'Post mais recente',
    olderPost: 'Post mais antigo',
    listNav: 'Páginas do blog',
    postNav: 'Navegação entre posts',
    pageOf: 'Página {page} de {pages}',
    taggedWith: {
      one: '{count} post marcado com “{label}”',
      many: '{count} posts marcados com “{label}”',
      other: '{count} posts marcados com “{label}”',
    },
    tagsDescription: 'Todas as tags do blog.',
    authors: 'Autores',
    authorsDescription: 'Todos os autores do blog.',
    authorPosts: { one: '{count} post de {name}', many: '{count} posts de {name}', other: '{count} posts de {name}' },
    postCount: { one: '{count} publicação', many: '{count} publicações', other: '{count} publicações' },
    archive: 'Arquivo',
    archiveDescription: 'Todos os posts do blog, por ano.',
    yearPosts: 'Posts de {year}',
    published: 'Publicado em {date}',
    updated: 'Atualizado em {date}',
    authorsLabel: 'Autores',
    unlisted: 'Este post não está listado: só quem tem o link o encontra, e ele fica fora das listas, dos feeds e da busca.',
    draft: 'Rascunho: este post só aparece no docsgen dev e não é publicado.',
  },
  generatedHome: {
    /** Heading over the list of the site's pages on the home page docsgen makes when the site has none. */
    contents: 'Conteúdo da documentação',
  },
  notFound: {
    title: 'Página não encontrada',
    body: 'Não encontramos o que você estava procurando.',
    hint: 'Verifique o endereço ou volte para a página inicial; se um link trouxe você até aqui, avise quem o publicou.',
    backHome: 'Voltar para a página inicial',
  },
  footer: {
    label: 'Rodapé',
  },
  navigation: {
    /** Said by the polite live region once client navigation has put a new page in place. */
    pageLoaded: 'Página carregada: {title}',
  },
  chunkError: {
    /** Shown when an island's script chunk fails to load; the error's own text follows. */
    message: 'Não foi possível carregar uma parte interativa desta página.',
    retry: 'Tentar novamente',
  },
  search: {
    /** Top-level group of pages outside every sidebar. */
    defaultSection: 'Documentação',
    fields: 'Campos',
    button: 'Buscar',
    buttonLabel: 'Buscar na documentação',
    placeholder: 'Buscar na documentação',
    dialogLabel: 'Busca na documentação',
    inputLabel: 'Buscar',
    clear: 'Limpar a busca',
    cancel: 'Cancelar',
    recent: 'Buscas recentes',
    favorites: 'Favoritas',
    noRecent: 'Nenhuma busca recente',
    saveFavorite: 'Salvar “{title}” nas favoritas',
    removeRecent: 'Remover “{title}” das buscas recentes',
    removeFavorite: 'Remover “{title}” das favoritas',
    noResults: 'Nenhum resultado para',
    trySearching: 'Tente buscar por',
    errorTitle: 'Não foi possível obter resultados',
    errorHelp: 'Verifique a sua conexão de rede.',
    loading: 'Buscando…',
    seeAll: 'Ver todos os {count} resultados',
    resultsCount: { one: '{count} resultado', many: '{count} resultados', other: '{count} resultados' },
    loadFailed: 'Não foi possível carregar a busca.',
    pageTitle: 'Busca',
    pageDescription: 'Busque em toda a documentação.',
    /** The results page's heading with a query, then without one. */
    pageHeading: 'Resultados para “{query}”',
    pageHeadingEmpty: 'Busca na documentação',
    submit: 'Buscar',
    loadMore: 'Carregar mais resultados',
    typeToSearch: 'Digite um termo para buscar em toda a documentação.',
    retry: 'Tentar novamente',
    keys: { select: 'para selecionar', navigate: 'para navegar', close: 'para fechar' },
    keyNames: { enter: 'Enter', up: 'Seta para cima', down: 'Seta para baixo', escape: 'Esc', ctrl: 'Ctrl', k: 'K' },
  },
  crash: {
    title: 'Esta página deu erro',
    intro: 'Esta parte da página não pôde ser exibida. O resto da página continua funcionando.',
    causedBy: 'Causado por:',
    retry: 'Tente novamente',
  },
  api: {
    method: 'Método',
    endpoint: 'Endpoint',
    authentication: 'Autenticação',
    noAuthentication: 'Esta operação não exige autenticação.',
    authenticationDetails: 'Como obter e enviar as credenciais',
    servers: 'Servidores',
    parameters: 'Parâmetros',
    parameterGroups: { path: 'Parâmetros de caminho', query: 'Parâmetros de consulta', header: 'Cabeçalhos', cookie: 'Cookies' },
    name: 'Nome',
    type: 'Tipo',
    description: 'Descrição',
    required: 'obrigatório',
    optional: 'opcional',
    deprecated: 'obsoleto',
    readOnly: 'somente leitura',
    writeOnly: 'somente escrita',
    nullable: 'pode ser nulo',
    requestBody: 'Corpo da requisição',
    responses: 'Respostas',
    responseHeaders: 'Cabeçalhos da resposta',
    noContent: 'Sem corpo de resposta.',
    example: 'Exemplo',
    examples: 'Exemplos',
    defaultValue: 'Padrão',
    allowedValues: 'Valores aceitos',
    showChildren: 'Mostrar os campos de {name}',
    variants: { oneOf: 'Exatamente um de', anyOf: 'Um ou mais de' },
    /** Over the fields of an allOf, once: the schemas they come from ("Combina Pagination e CatalogPage"). */
    mergedFrom: 'Combina {parts}',
    /** The allOf part written inline, when the schema it belongs to has no name. */
    ownFields: 'campos próprios',
    /** The word before the last item of a list ("A, B e C"). */
    and: 'e',
    /** An alternative without a title or a component name, described by its fields. */
    objectWith: 'objeto com {fields}',
    discriminator: 'Alternativa escolhida pelo campo',
    constValue: 'Valor fixo',
    /** A string's `pattern`: kept apart from "Padrão" (the default value). */
    pattern: 'Formato (regex)',
    circular: 'Referência circular a {name}',
    arrayOf: 'array de {item}',
    anyType: 'qualquer',
    additionalProperties: '[chave]',
    constraints: {
      minimum: 'Mínimo: {v}',
      maximum: 'Máximo: {v}',
      exclusiveMinimum: 'Maior que {v}',
      exclusiveMaximum: 'Menor que {v}',
      multipleOf: 'Múltiplo de {v}',
      minLength: { one: 'Mínimo de {count} caractere', many: 'Mínimo de {count} caracteres', other: 'Mínimo de {count} caracteres' },
      maxLength: { one: 'Máximo de {count} caractere', many: 'Máximo de {count} caracteres', other: 'Máximo de {count} caracteres' },
      minItems: { one: 'Mínimo de {count} item', many: 'Mínimo de {count} itens', other: 'Mínimo de {count} itens' },
      maxItems: { one: 'Máximo de {count} item', many: 'Máximo de {count} itens', other: 'Máximo de {count} itens' },
      uniqueItems: 'Sem itens repetidos',
      minProperties: {
        one: 'Mínimo de {count} propriedade',
        many: 'Mínimo de {count} propriedades',
        other: 'Mínimo de {count} propriedades',
      },
      maxProperties: {
        one: 'Máximo de {count} propriedade',
        many: 'Máximo de {count} propriedades',
        other: 'Máximo de {count} propriedades',
      },
    },
    apiKeyPlaceholder: 'SUA_CHAVE_DE_API',
    /** An API key's scheme, by where the key goes (OpenAPI's `in`). */
    apiKeyIn: {
      header: 'Chave de API no cabeçalho {name}',
      query: 'Chave de API no parâmetro de consulta {name}',
      cookie: 'Chave de API no cookie {name}',
    },
    httpAuth: 'HTTP {scheme}',
    oauth2: 'OAuth 2.0',
    openIdConnect: 'OpenID Connect',
    samples: 'Exemplos de código',
    samplesLabel: 'Exemplos de código: {title}',
    copy: 'Copiar',
    copied: 'Copiado',
    copyLabel: 'Copiar o exemplo em {language}',
    responseExample: 'Exemplo de resposta',
    /** The tab list of the example answer's status codes, beside the code samples. */
    responseStatus: 'Status da resposta',
    /** The column beside an operation's reference: its code samples and example answer. */
    examplesColumn: 'Requisição e resposta',
    version: 'Versão',
    contact: 'Contato',
    license: 'Licença',
    download: 'Baixar a especificação',
    downloadYaml: 'OpenAPI (YAML)',
    downloadJson: 'OpenAPI (JSON)',
    operations: 'Operações',
  },
  /** The "Try it" panel of an operation page, which sends the request from the reader's browser. */
  tryIt: {
    open: 'Testar',
    title: 'Testar esta requisição',
    server: 'Servidor',
    apiKey: 'Chave de API ({name})',
    token: 'Token (bearer)',
    username: 'Usuário',
    password: 'Senha',
    remember: 'Lembrar nesta aba',
    send: 'Enviar',
    sending: 'Enviando…',
    missing: 'Preencha os campos obrigatórios: {names}.',
    jsonError: 'O corpo não é um JSON válido: linha {line}, coluna {column}.',
    status: 'Status',
    time: 'Tempo',
    milliseconds: '{ms} ms',
    responseBody: 'Corpo da resposta',
    copyBody: 'Copiar a resposta',
    announce: 'Resposta {status} em {ms} ms.',
    networkError:
      'Não houve resposta de {origin}: o servidor está fora do ar, recusou a conexão ou não aceita chamadas deste site (CORS). O navegador não diz qual dos três. Envie a mesma requisição pelo terminal:',
    copyCurl: 'Copiar o comando curl',
  },
  /** `docsgen dev`'s error overlay, shown over the page while a source file is broken. */
  dev: {
    errorTitle: 'A documentação não pôde ser gerada',
    file: 'Arquivo:',
    line: 'linha {line}',
    column: 'coluna {column}',
    hint: 'Como corrigir:',
    causes: 'Causa:',
    waiting: 'Corrija o arquivo e salve: a página se atualiza sozinha.',
    close: 'Fechar',
  },
};

/** The table's shape with each count's wording (an object with `other`) as `Forms`. */
type Shaped<T, Forms> = T extends string ? string : T extends { other: string } ? Forms : { [K in keyof T]: Shaped<T[K], Forms> };

/**
 * The shape every locale's table has (and a config's `strings` overrides part of): a count's wording has `other` and
 * whichever other plural categories its language has.
 */
export type UiStrings = Shaped<typeof PT_STRINGS, PluralForms>;

/**
 * A table in a language whose counts take the plural categories `C` (`Intl.PluralRules`): each count's wording has
 * exactly those, no fewer and (as an object literal) no more.
 */
export type StringsTable<C extends PluralCategory> = Shaped<typeof PT_STRINGS, { [K in C | 'other']: string }>;
