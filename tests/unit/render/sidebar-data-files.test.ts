// The sidebar's JSON files: one for a small sidebar; a big top-level category's entries apart, named by the sidebar's
// file; every name a hash of its content, so an edit anywhere gives the files a reader's cache holds new URLs.
import { describe, expect, it } from 'vitest';
import { SIDEBAR_PART_BYTES, sidebarDataFiles } from '../../../cli/render/render-inputs.js';
import type { SidebarData } from '../../../shared/islands.js';
import type { SidebarItem } from '../../../shared/model/navigation.js';
import type { SiteModel } from '../../../shared/model/site.js';

const docs = (count: number, folder: string): SidebarItem[] =>
  Array.from({ length: count }, (_, i) => ({ type: 'doc', label: `${folder} ${i}`, href: `/${folder}/${i}` }) as SidebarItem);
const category = (label: string, items: SidebarItem[]): SidebarItem => ({ type: 'category', label, collapsed: true, items });
/** Only what sidebarDataFiles reads of a site model. */
const modelOf = (items: SidebarItem[]): SiteModel =>
  ({ site: { baseUrl: '/base/' }, sidebars: { docs: { id: 'docs', label: 'Docs', items } } }) as unknown as SiteModel;
const fileOf = (files: Map<string, string>, url: string): string => {
  const text = files.get(url.replace('/base/assets/', ''));
  if (text === undefined) throw new Error(`${url} is not among the files`);
  return text;
};

describe('sidebarDataFiles', () => {
  it('writes a small sidebar as one file', () => {
    const items = [category('Guia', docs(20, 'guia'))];
    const { urls, files } = sidebarDataFiles(modelOf(items));
    expect(files.size).toBe(1);
    expect(JSON.parse(fileOf(files, urls.docs!))).toEqual({ items });
  });

  it('keeps a big top-level category apart, its entries in a file the sidebar’s names', () => {
    const big = docs(1000, 'grande');
    expect(JSON.stringify(big).length).toBeGreaterThan(SIDEBAR_PART_BYTES);
    const { urls, files } = sidebarDataFiles(modelOf([category('Guia', docs(5, 'guia')), category('Grande', big)]));
    const data = JSON.parse(fileOf(files, urls.docs!)) as SidebarData;
    expect(data.items[0]).toMatchObject({ label: 'Guia', items: docs(5, 'guia') });
    expect(data.items[1]).toMatchObject({ label: 'Grande', items: [] });
    expect(Object.keys(data.parts ?? {})).toEqual(['1']);
    expect(JSON.parse(fileOf(files, data.parts![1]!))).toEqual({ items: big });
  });

  it('gives the sidebar’s file a new name when only a part changes', () => {
    const before = sidebarDataFiles(modelOf([category('Grande', docs(1000, 'grande'))]));
    const after = sidebarDataFiles(modelOf([category('Grande', docs(1001, 'grande'))]));
    expect(after.urls.docs).not.toBe(before.urls.docs);
    expect([...after.files.keys()].filter((name) => before.files.has(name))).toEqual([]);
  });
});
