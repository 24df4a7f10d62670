// A long sidebar shows where the reader is: when the current page's entry is outside the sidebar's scrolled box (a
// page deep in a folder, below its first screen), the box scrolls to centre it. Run when a page's static sidebar is
// put in place (the first load, or client navigation to another sidebar); a sidebar kept across client navigation
// keeps the reader's own scroll (swap-page.ts). Hidden (phones), the sidebar has an empty box and nothing moves.

const SCROLLER = '.dg-sidebar__nav';

export function showSidebarCurrent(scope: ParentNode = document): void {
  const current = scope.querySelector<HTMLElement>(`${SCROLLER} [aria-current="page"]`);
  const box = current?.closest<HTMLElement>(SCROLLER);
  if (!current || !box) return;
  const shown = box.getBoundingClientRect();
  const entry = current.getBoundingClientRect();
  if (entry.top >= shown.top && entry.bottom <= shown.bottom) return;
  box.scrollTop += entry.top - shown.top - (shown.height - entry.height) / 2;
}
