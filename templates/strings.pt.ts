// Every interface string of the site, in Portuguese. Components read from here; none carries its own text.

export const strings = {
  skipToContent: 'Pular para o conteúdo principal',
  home: 'Página inicial',
  navbar: {
    label: 'Navegação principal',
    languageMenu: 'Idioma',
    openMenu: 'Abrir menu de navegação',
    closeMenu: 'Fechar menu de navegação',
    menuTitle: 'Menu',
  },
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
    expandCategory: (label: string) => `Expandir a categoria ${label}`,
    collapseCategory: (label: string) => `Recolher a categoria ${label}`,
  },
  breadcrumbs: 'Trilha de navegação',
  toc: 'Nesta página',
  tocLabel: 'Sumário da página',
  pagination: {
    label: 'Páginas da documentação',
    previous: 'Anterior',
    next: 'Próxima',
  },
  table: 'Tabela',
  headingAnchor: (text: string) => `Link direto para ${text}`,
  admonitions: {
    tip: 'Dica',
    note: 'Nota',
    info: 'Informação',
    warning: 'Aviso',
    caution: 'Cuidado',
    danger: 'Perigo',
  } as Record<string, string>,
  tags: {
    title: 'Tags',
    description: 'Todas as tags usadas na documentação.',
    taggedWith: (count: number, label: string) =>
      `${count} ${count === 1 ? 'documento marcado' : 'documentos marcados'} com "${label}"`,
    tagDescription: (label: string) => `Documentos marcados com a tag ${label}.`,
    seeAll: 'Ver todas as tags',
    pageTags: 'Tags:',
    countLabel: (count: number) => `${count} ${count === 1 ? 'documento' : 'documentos'}`,
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
} as const;

export type Strings = typeof strings;
