// The files of routes (each page's HTML, its Markdown) a dev output holds, in layers: a rebuild of some routes puts
// their files in a layer of its own over the layer of the rebuild before, whose other routes' files show through.
// Copying those instead cost forty thousand pages' eighty thousand paths on every edit (27 ms of each rebuild); a
// layer costs only the routes it made. Every few layers are pressed into one, so a lookup stays a few map reads and
// the files nothing shows any more are let go.

/** How many layers a lookup may walk before a new layer presses them into one. */
const MOST_LAYERS = 8;

/** A file of a route, as a layer holds it. */
export interface RouteFile {
  readonly route?: string | undefined;
}

export class RouteLayers<T extends RouteFile> {
  private readonly files = new Map<string, T>();
  /** The layer below, and the routes this one made again: their files below are gone, whatever this layer holds. */
  private readonly below: { layer: RouteLayers<T>; changed: ReadonlySet<string> } | undefined;
  private readonly depth: number;

  /** A first layer, or one over the rebuild before's (`on`) in which the `changed` routes are made again. */
  constructor(on?: { layer: RouteLayers<T>; changed: Iterable<string> }) {
    const changed = new Set(on?.changed);
    if (on && on.layer.depth < MOST_LAYERS) {
      this.below = { layer: on.layer, changed };
      this.depth = on.layer.depth + 1;
      return;
    }
    this.below = undefined;
    this.depth = 1;
    if (on) for (const [rel, held] of on.layer.visible()) if (!changed.has(held.route!)) this.files.set(rel, held);
  }

  /** Holds `held`, a file of the route it names, at `rel`. */
  set(rel: string, held: T & { route: string }): void {
    this.files.set(rel, held);
  }

  /** The file at `rel`: this layer's, else that of a layer below whose route no layer above it made again. */
  get(rel: string): T | undefined {
    const passed: ReadonlySet<string>[] = [];
    for (let layer: RouteLayers<T> = this; ; ) {
      const held = layer.files.get(rel);
      if (held) return passed.some((changed) => changed.has(held.route!)) ? undefined : held;
      if (!layer.below) return undefined;
      passed.push(layer.below.changed);
      layer = layer.below.layer;
    }
  }

  /** Every file a lookup finds, each path once. */
  private *visible(): Generator<[string, T]> {
    const seen = new Set<string>();
    const passed: ReadonlySet<string>[] = [];
    for (let layer: RouteLayers<T> = this; ; ) {
      for (const [rel, held] of layer.files) {
        if (seen.has(rel)) continue;
        seen.add(rel);
        if (!passed.some((changed) => changed.has(held.route!))) yield [rel, held];
      }
      if (!layer.below) return;
      passed.push(layer.below.changed);
      layer = layer.below.layer;
    }
  }
}
