/** The environment variable `docsgen search push` reads Algolia's admin key from (never the config file). */
export const ADMIN_KEY_ENV = 'DOCSGEN_ALGOLIA_ADMIN_KEY';
