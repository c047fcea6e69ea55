import { afterEach, describe, expect, it } from 'vitest';
import { focusPageHeading, restoreFocus } from './page-heading.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus fallbacks', () => {
  it('focuses the page heading, not a dialog title, out of the Tab order', () => {
    document.body.innerHTML = '<div role="dialog"><h1>Dialog</h1></div><main><h1>Page</h1></main>';
    expect(focusPageHeading()).toBe(true);
    expect(document.activeElement?.textContent).toBe('Page');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('gives focus back to the opener while it is on the page, else to the heading', () => {
    document.body.innerHTML = '<main><h1>Page</h1><button>Open</button></main>';
    const opener = document.querySelector('button')!;
    restoreFocus(opener);
    expect(document.activeElement).toBe(opener);
    opener.remove();
    restoreFocus(opener);
    expect(document.activeElement?.textContent).toBe('Page');
    restoreFocus(document.body);
    expect(document.activeElement?.textContent).toBe('Page');
  });

  it('says so when the page has no heading yet', () => {
    document.body.innerHTML = '<main><p>Loading</p></main>';
    expect(focusPageHeading()).toBe(false);
  });
});
