/**
 * The environment variable `docsgen search push` reads Algolia's admin (write) key from: never the config file, which
 * ships the public key to every page.
 */
export const ADMIN_KEY_ENV = 'DOCSGEN_ALGOLIA_ADMIN_KEY';
