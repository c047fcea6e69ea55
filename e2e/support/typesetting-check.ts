import type { Page } from '@playwright/test';

/** One place where the type breaks: what, where, and the text as the lines cut it. */
export interface TypesettingFault {
  kind: 'amount on two lines' | 'word split in a button' | 'amount wider than its box';
  text: string;
  lines: string[];
}

/**
 * What `page` shows now, read as a typesetter reads a proof: every amount (a number and its unit,
 * "7 500 000,0000000 FRE", "+0,037 FRE/ч", "12,87×") sits on one line, and no word of a button or
 * chip is cut over two lines ("совпаден / ие", "小 / 时"). The lines are the rectangles the browser
 * lays the text's range out in, so the test sees what a reader sees, whatever the markup.
 */
export async function typesettingFaults(page: Page, language: string): Promise<TypesettingFault[]> {
  return page.evaluate((lang) => {
    /**
     * A number as the app writes it (groups of three, a decimal part), then its unit, which may sit
     * in a box of its own (BOX marks where one box of text ends and the next begins).
     */
    const BOX = '\uF8FF';
    const AMOUNT = /(?<![\p{L}\p{N}])[-+−]?\d{1,3}(?:[ \u00a0\u202f.,]\d{3})*(?:[.,]\d+)?[ \u00a0\u202f\uF8FF]*(?:FRE(?:\/(?:h|ч|小时|j|d|день|天))?|TON|USDT|%|×)(?![\p{L}\p{N}])/gu;
    /** The controls whose label is never hyphenated: buttons, the links drawn as buttons, and chips. */
    const CONTROLS = 'button, [role="button"], [role="tab"], a[class*="button"], [class*="chip"], [class*="tile"] li, [class*="paytable"] li';
    const faults: { kind: 'amount on two lines' | 'word split in a button' | 'amount wider than its box'; text: string; lines: string[] }[] = [];

    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && element.getClientRects().length > 0;
    };
    /** The nearest box a text is laid out in (an inline element is part of its parent's lines). */
    const boxOf = (element: Element) => {
      let box: Element | null = element;
      while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
      return box;
    };
    /**
     * The text nodes under `root` in reading order, with where each starts in their joined text;
     * BOX between the texts of two boxes, so that no amount is read across two elements set apart.
     */
    const textOf = (root: Element) => {
      const nodes: { node: Text; start: number }[] = [];
      let text = '';
      let lastBox: Element | null = null;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, [aria-hidden="true"], .sr-only, [class*="visually-hidden"]')) continue;
        const box = boxOf(parent);
        if (lastBox && box !== lastBox) text += BOX;
        lastBox = box;
        nodes.push({ node, start: text.length });
        text += node.data;
      }
      return { nodes, text };
    };
    /** The range of characters `from`–`to` of the joined text. */
    const rangeOf = (nodes: { node: Text; start: number }[], from: number, to: number) => {
      const at = (offset: number, end: boolean) => {
        let found = nodes[0]!;
        for (const entry of nodes) if (end ? entry.start < offset : entry.start <= offset) found = entry;
        return { node: found.node, offset: Math.min(offset - found.start, found.node.data.length) };
      };
      const range = document.createRange();
      const start = at(from, false);
      const end = at(to, true);
      range.setStart(start.node, start.offset);
      range.setEnd(end.node, end.offset);
      return range;
    };
    /** The lines a range is laid out on: its rectangles grouped by their vertical place. */
    const linesOf = (range: Range) => {
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
      const lines: { top: number; bottom: number; left: number; right: number }[] = [];
      for (const rect of rects) {
        const line = lines.find((l) => rect.top < l.bottom - 2 && rect.bottom > l.top + 2);
        if (line) {
          line.left = Math.min(line.left, rect.left);
          line.right = Math.max(line.right, rect.right);
        } else lines.push({ top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right });
      }
      return lines.sort((a, b) => a.top - b.top);
    };
    /** The text of each line of a range, for the report ("7 500,000000 / 0 FRE"). */
    const cut = (text: string, nodes: { node: Text; start: number }[], from: number, to: number) => {
      const pieces: string[] = [];
      let lineTop: number | null = null;
      let piece = '';
      for (let index = from; index < to; index++) {
        const lines = linesOf(rangeOf(nodes, index, index + 1));
        const top: number | null = lines[0]?.top ?? lineTop;
        if (lineTop !== null && top !== null && top > lineTop + 2) {
          pieces.push(piece);
          piece = '';
        }
        if (top !== null) lineTop = top;
        if (text[index] !== BOX) piece += text[index];
      }
      pieces.push(piece);
      return pieces.map((p) => p.trim()).filter(Boolean);
    };

    // Amounts: in every block of the page, each one on one line.
    const main = document.body;
    const { nodes, text } = textOf(main);
    for (const match of text.matchAll(AMOUNT)) {
      const from = match.index;
      const to = from + match[0].length;
      const first = rangeOf(nodes, from, from + 1).startContainer.parentElement;
      if (!first || !visible(first)) continue;
      const range = rangeOf(nodes, from, to);
      if (linesOf(range).length > 1) faults.push({ kind: 'amount on two lines', text: match[0], lines: cut(text, nodes, from, to) });
    }

    // An amount set to fit its box (components/amount.tsx) is no wider than the box.
    for (const amount of document.querySelectorAll<HTMLElement>('[data-amount]')) {
      const box = amount.parentElement;
      if (!box || !visible(amount) || getComputedStyle(box).containerType !== 'inline-size') continue;
      const width = amount.getBoundingClientRect().width;
      if (width > box.getBoundingClientRect().width + 1) faults.push({ kind: 'amount wider than its box', text: amount.textContent ?? '', lines: [`${Math.round(width)} px in ${Math.round(box.getBoundingClientRect().width)} px`] });
    }

    // Words of the controls: never cut, whatever the language (Intl.Segmenter finds zh's words).
    const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    for (const control of document.querySelectorAll(CONTROLS)) {
      if (!visible(control) || control.querySelector(CONTROLS)) continue;
      const own = textOf(control);
      for (const segment of segmenter.segment(own.text)) {
        if (!segment.isWordLike || segment.segment.length < 2) continue;
        const range = rangeOf(own.nodes, segment.index, segment.index + segment.segment.length);
        if (linesOf(range).length > 1) {
          faults.push({ kind: 'word split in a button', text: own.text.trim(), lines: cut(own.text, own.nodes, segment.index, segment.index + segment.segment.length) });
        }
      }
    }
    return faults;
  }, language);
}
