// Marks the table of contents' entry for the section the reader is in, in the right-hand column and in the
// disclosure (whose closed label names it), as the page scrolls. Plain DOM in the boot script: no React, a few
// hundred bytes. The current section is the last heading above a line a third of the way down the window; an
// IntersectionObserver whose root is everything above that line (the window stretched far upwards, so a jump of
// any length still counts as a crossing) tells when a heading crosses it, so nothing runs on scroll events. At the very bottom of a page that scrolls, the last heading in view is current (a short final
// section can never reach the line).

/** The line, as a share of the window's height from its top. */
const LINE = 1 / 3;
const CURRENT = 'aria-current';
/**
 * The footer ends the page: this share of it in view is the bottom. Not all of it: layout rounding can leave its
 * last fraction of a pixel below the window at the very end.
 */
const FOOTER_SHOWN = 0.9;

/**
 * Returns `follow()`: call it whenever a page is put in place (client navigation may call it several times per
 * page); it watches the document's current TOC and forgets the previous page's. The disclosure closes (Escape, a
 * click elsewhere, a chosen link) with the other <details> dropdowns, in boot.ts.
 */
export function tocHighlighter(): () => void {
  let stop = (): void => {};
  let watched: Element | undefined;

  return () => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.dg-toc a[href^="#"]')];
    if (links[0] === watched) return; // this page's TOC is watched already
    watched = links[0];
    stop();
    const labels = [...document.querySelectorAll<HTMLElement>('[data-toc-current]')];
    // The TOC's hrefs are `#` + the heading's id as written (templates/layout/TableOfContents.tsx).
    const idOf = (link: HTMLAnchorElement): string => link.getAttribute('href')!.slice(1);
    const headings: HTMLElement[] = [];
    for (const link of links) {
      const heading = document.getElementById(idOf(link)); // in document order, as the TOC is
      if (heading && !headings.includes(heading)) headings.push(heading);
    }
    if (headings.length === 0 || typeof IntersectionObserver !== 'function') return;

    const footer = document.querySelector<HTMLElement>('.dg-footer');
    let shown: HTMLElement | undefined;
    const update = (): void => {
      const line = innerHeight * LINE;
      const shownFooter = footer ? (innerHeight - footer.getBoundingClientRect().top) / footer.offsetHeight : 0;
      const atBottom = scrollY > 0 && shownFooter >= FOOTER_SHOWN;
      let current: HTMLElement | undefined;
      for (const heading of headings) {
        const top = heading.getBoundingClientRect().top;
        if (top <= line || (atBottom && top < innerHeight)) current = heading;
      }
      if (current === shown) return;
      shown = current;
      let text = '';
      for (const link of links) {
        if (idOf(link) !== current?.id) link.removeAttribute(CURRENT);
        else {
          link.setAttribute(CURRENT, 'true');
          text = link.textContent ?? '';
          keepInView(link);
        }
      }
      for (const label of labels) label.textContent = text;
    };
    const band = new IntersectionObserver(update, { rootMargin: `99999px 0px -${Math.round((1 - LINE) * 100)}% 0px` });
    const bottom = new IntersectionObserver(update, { threshold: FOOTER_SHOWN });
    for (const heading of headings) band.observe(heading);
    if (footer) bottom.observe(footer);
    stop = () => {
      band.disconnect();
      bottom.disconnect();
    };
  };
}

/** A long TOC scrolls in its own box (Vite's features page has 60 entries): keep the current entry in it. */
function keepInView(link: HTMLElement): void {
  const box = link.closest('nav')!;
  const { offsetTop: top, offsetHeight: height } = link;
  if (box.clientHeight === 0 || (top >= box.scrollTop && top + height <= box.scrollTop + box.clientHeight)) return;
  box.scrollTop = top - box.clientHeight / 2;
}
