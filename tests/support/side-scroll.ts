// Does the page scroll sideways, and because of what? The culprits are the outermost elements that
// stick out past the window's right edge while their parent fits (what a developer has to fix);
// anything inside a box that scrolls or clips on its own (a table's scroll box) does not widen the page.
import type { Page } from 'playwright-core';

export interface SideScroll {
  /** document.documentElement.scrollWidth - window.innerWidth: > 0 means the page pans sideways. */
  overflow: number;
  /** The widest culprits, e.g. `td.price "$199.00" (right edge 414 px)`. */
  culprits: string[];
  /** Boxes (a border or a background) whose content runs past their right edge, e.g. a code past its tile. */
  spills: string[];
}

export function measureSideScroll(page: Page): Promise<SideScroll> {
  // No named helpers inside: the function runs in the page as written (tsx would wrap them in __name).
  return page.evaluate(() => {
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    // Spills: a piece of content (an element or a run of text, shown and in the flow) past the inner
    // right edge of the nearest box around it that draws a border or a background and does not clip.
    const spilled = new Map<Element, number>();
    const pieces: (Element | Text)[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node instanceof Element || (node instanceof Text && node.data.trim())) pieces.push(node as Element | Text);
    for (const piece of pieces) {
      const element = piece instanceof Element ? piece : piece.parentElement;
      if (!element) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.position === 'absolute' || style.position === 'fixed') continue;
      let rect: DOMRect;
      if (piece instanceof Element) rect = piece.getBoundingClientRect();
      else {
        const range = document.createRange();
        range.selectNodeContents(piece);
        rect = range.getBoundingClientRect();
      }
      if (rect.width === 0 || rect.height === 0) continue;
      for (
        let box = element === piece ? element.parentElement : element;
        box && box !== document.body;
        box = box.parentElement
      ) {
        const boxStyle = getComputedStyle(box);
        if (boxStyle.overflowX !== 'visible') break;
        if (boxStyle.position === 'absolute' || boxStyle.position === 'fixed') break;
        if (boxStyle.borderRightWidth === '0px' && boxStyle.backgroundColor === 'rgba(0, 0, 0, 0)') continue;
        const past = rect.right - (box.getBoundingClientRect().right - Number.parseFloat(boxStyle.borderRightWidth));
        if (past > 1) spilled.set(box, Math.max(spilled.get(box) ?? 0, Math.round(past)));
        break;
      }
    }
    const spills = [...spilled].map(([box, past]) => {
      const classes = [...box.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const text = (box.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${box.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''} (content ${past} px past its edge)`;
    });
    if (overflow <= 0) return { overflow, culprits: [], spills };
    const found: { right: number; label: string }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right + window.scrollX;
      const parent = element.parentElement;
      if (right <= width + 1 || !parent || parent.getBoundingClientRect().right + window.scrollX > width + 1) continue;
      let contained = false;
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.position === 'fixed' || (box !== element && style.overflowX !== 'visible')) contained = true;
      }
      if (contained) continue;
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}${text ? ` "${text}"` : ''}`;
      found.push({ right, label: `${label} (right edge ${Math.round(right)} px)` });
    }
    found.sort((a, b) => b.right - a.right);
    return { overflow, culprits: found.slice(0, 5).map((f) => f.label), spills };
  });
}
