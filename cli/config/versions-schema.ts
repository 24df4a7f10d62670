// Versions as the config writes them (docs/design/versions.md): the current docs and frozen copies of them, each in
// its own folder with its own sidebars, and which one readers get at the docs' route. Close to Docusaurus's docs
// options (`lastVersion`, `versions.<name>.{label,path,banner,noIndex}`, `includeCurrentVersion`).
import { z } from 'zod';
import { sidebar } from './sidebar-schema.js';

/** The name the current docs (the content folder) go by, as in Docusaurus. */
export const CURRENT_VERSION = 'current';

/** zod's kind of issue for a check of the config's own (not a docsgen error code: docs/errors.md lists those). */
const ZOD_CUSTOM = 'custom';

const versionFields = {
  label: z.string().min(1).optional().meta({
    description: 'Its name in the version menu.',
    defaultText: '`"Next"` for the current docs, else the version\'s `name`',
  }),
  path: z.string().optional().meta({
    description:
      'Its part of the route, after `contentRoute`: `"2.0"` publishes `intro.md` at `/docs/2.0/intro`; `""` at the docs\' route itself.',
    defaultText: '`""` for the `lastVersion`, `"next"` for the current docs, else the `name`',
  }),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional().meta({
    description: 'The notice above its pages: `"unreleased"` (docs of a version to come), `"unmaintained"` (an old version) or `"none"`.',
    defaultText: '`"none"` for the `lastVersion`, `"unreleased"` for newer ones, `"unmaintained"` for older ones',
  }),
  noIndex: z.boolean().optional().meta({
    description:
      'Asks search engines not to index its pages (`<meta name="robots" content="noindex">`), and leaves them out of sitemap.xml.',
    defaultText: '`false`',
  }),
};

const frozenVersion = z
  .strictObject({
    name: z
      .string()
      .min(1)
      .refine((name) => name !== CURRENT_VERSION && !/[/\\]/.test(name), {
        message: 'a version name is not "current" and holds no slash',
        params: { said: true },
      })
      .meta({ description: 'The version\'s name ("2.0"), as Docusaurus\'s `versions.json` writes it.' }),
    dir: z.string().min(1).meta({
      description: 'Its pages\' folder, relative to the site folder (`"versioned_docs/version-2.0"`).',
      allowed: 'a folder path',
    }),
    sidebars: z.record(z.string(), sidebar).optional().meta({
      key: 'id',
      description: "Its sidebars by id, as the config's `sidebars` (doc ids are the version folder's).",
      defaultText: 'none',
      collapsed: true,
    }),
    ...versionFields,
  })
  .meta({ description: 'One frozen version.' });

export const versionsSchema = z
  .strictObject({
    lastVersion: z.string().min(1).optional().meta({
      description: 'The version published at the docs\' route (`contentRoute`) and shown first: `"current"` or a `name` of `list`.',
      defaultText: 'the first of `list`, else `"current"`',
    }),
    current: z
      .strictObject({
        ...versionFields,
        include: z
          .boolean()
          .default(true)
          .meta({ description: "Whether the current docs are published at all (Docusaurus's `includeCurrentVersion`)." }),
      })
      .default(() => ({ include: true }))
      .meta({ description: 'The current docs: the pages of `contentDir`, with `sidebars`.' }),
    list: z
      .array(frozenVersion)
      .default(() => [])
      .meta({ description: "Frozen versions, newest first (Docusaurus's `versions.json`, `versioned_docs/`, `versioned_sidebars/`)." }),
  })
  .superRefine((versions, ctx) => {
    const names = [...(versions.current.include ? [CURRENT_VERSION] : []), ...versions.list.map((version) => version.name)];
    versions.list.forEach((version, at) => {
      if (names.indexOf(version.name) !== names.lastIndexOf(version.name))
        ctx.addIssue({
          code: ZOD_CUSTOM,
          params: { said: true },
          path: ['list', at, 'name'],
          message: `the version "${version.name}" is listed twice`,
        });
    });
    if (names.length === 0)
      ctx.addIssue({
        code: ZOD_CUSTOM,
        params: { said: true },
        path: ['list'],
        message: 'no version is published: list one, or include the current docs',
      });
    if (versions.lastVersion !== undefined && !names.includes(versions.lastVersion))
      ctx.addIssue({
        code: ZOD_CUSTOM,
        params: { said: true },
        path: ['lastVersion'],
        message: `"${versions.lastVersion}" is no published version (${names.map((name) => `"${name}"`).join(', ')})`,
      });
  })
  .optional()
  .meta({
    description:
      "Versions of the docs, each its own folder of pages at its own route, with a version menu and a banner on old ones (docs/design/versions.md). Read from a Docusaurus site's `versions.json`, `versioned_docs/` and `versioned_sidebars/`. Each version has its own sidebars and search index; the reader's chosen version is remembered.",
  });

export type VersionsConfig = z.input<typeof versionsSchema>;
