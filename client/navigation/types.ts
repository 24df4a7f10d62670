// What the boot script and the client-navigation chunk hand each other. The chunk never imports boot.ts (that
// would pull the boot code into a shared chunk); boot passes what the chunk needs when it starts it.

/** Prepares the islands inside `scope` exactly as on a fresh page load (boot.ts). */
export type SetUpIslands = (scope: ParentNode) => void;

export interface Navigation {
  /** Follows a link whose click was held while this chunk loaded: client navigation when it may, else natively. */
  follow(link: HTMLAnchorElement): void;
}
