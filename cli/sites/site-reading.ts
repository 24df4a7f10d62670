// What reading a site gives: the site in docsgen's own config shape, whatever generator wrote it. Each generator has one
// reader (cli/sites/<generator>/), and nothing after this stage knows a generator's name.
import type { BuildWarning } from '../errors/docsgen-error.js';
import type { UserConfig } from '../config/schema.js';
import type { EvaluatedConfig } from './evaluate-code-config.js';

/** One site, as its generator's files describe it. */
export interface SiteReading {
  /** The site in docsgen.config.ts's shape: the fields the generator's files set (the schema fills the rest). */
  config: UserConfig;
  /** Every file read, relative to the site root, the generator's config first: the build's first line names them. */
  files: string[];
  /** What could not be read as the generator reads it, each naming the file and the field. */
  warnings: BuildWarning[];
  /** The file the sidebars were read from, when not the config (Docusaurus's sidebars.js, mdBook's SUMMARY.md). */
  sidebarsFile?: string;
}

/** What a reader may ask of the stage. */
export interface ReadTools {
  /**
   * Runs a config that is code (`file` relative to the root) and gives its default export as data, the packages
   * `own` names (the generator's) and the ones not installed standing in (stand-ins.ts). A stand-in for a package that
   * is not installed is already warned of.
   */
  evaluate(file: string, own: (packageName: string) => boolean): Promise<EvaluatedConfig>;
}

/** One generator's reader. */
export interface SiteReader {
  /** The generator's name as its users write it: "Docusaurus". */
  name: string;
  /** The generator's config file in the folder (relative to it), or undefined when the folder is not its site. */
  find(root: string): string | undefined;
  /**
   * The generator's own output folder for the config file `file`, relative to the root (VitePress's
   * `.vitepress/dist`, mdBook's `book`): `docsgen build` writes there and `docsgen serve` serves it unless told
   * otherwise, so a site's deploy step finds its files where it always did. Absent: `build`.
   */
  outDir?(file: string): string;
  read(root: string, file: string, tools: ReadTools): Promise<SiteReading>;
}
