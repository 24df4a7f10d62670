// One JSON file per sidebar (and per big top-level category), named by its content, which the sidebar islands fetch
// when a reader reaches for them (render/render-inputs.ts makes them with the pages' render inputs).
import type { Emitter } from './emitter.js';
import { givesSiteWide } from './site-wide.js';

export const sidebarData: Emitter = {
  name: 'sidebar data',
  *emit(input) {
    if (!givesSiteWide(input)) return;
    for (const [name, json] of input.render.sidebarData.files) yield { path: `assets/${name}`, body: { text: json }, immutable: true };
    return undefined;
  },
};
