import type { Browser } from 'puppeteer-core';

/**
 * How fast this host runs the page's JavaScript at the bench's CPU slowdown: the milliseconds a fixed
 * piece of work takes (building and parsing JSON, sorting, string work: what a first render does),
 * median of 5. CPU throttling divides the host's speed, so the same 4× on a host twice as slow, or
 * busy, gives figures twice as long; comparing two machines' first-screen figures starts here.
 */
const REFERENCE_WORK = `Array.from({ length: 5 }, () => {
  const started = performance.now();
  const rows = Array.from({ length: 20000 }, (_, i) => ({ id: i, label: 'row ' + i, value: (i * 7919) % 1000 }));
  const copy = JSON.parse(JSON.stringify(rows));
  copy.sort((a, b) => a.value - b.value || a.id - b.id);
  let text = '';
  for (const row of copy.slice(0, 5000)) text += row.label.toUpperCase();
  return text.length > 0 ? performance.now() - started : -1;
})`;

export async function calibrate(browser: Browser, cpuSlowdown: number): Promise<number> {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // A string, not a function: the bench runs through tsx, whose helpers the page does not have.
    const runs = (await page.evaluate(REFERENCE_WORK)) as number[];
    return runs.sort((a, b) => a - b)[2]!;
  } finally {
    await page.close();
  }
}
