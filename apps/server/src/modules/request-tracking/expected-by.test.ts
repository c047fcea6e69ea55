import { describe, expect, it } from 'vitest';
import { HOUR_MS, TRACKING } from '@fre/domain';
import { expectedBy } from './expected-by.ts';

const received = new Date('2030-01-01T00:00:00.000Z');
const after = (hours: number) => new Date(received.getTime() + hours * HOUR_MS);
const history = (hours: number, samples: number = TRACKING.minSamples) => ({ samples, ms: hours * HOUR_MS });

describe('the expected date', () => {
  it('is the promise without enough history', () => {
    expect(expectedBy(received, after(1), { samples: 0, ms: null }, 72)).toEqual(after(72));
    expect(expectedBy(received, after(1), history(5, TRACKING.minSamples - 1), 72)).toEqual(after(72));
  });

  it('is the usual time with history, then the promise, then none once both passed', () => {
    expect(expectedBy(received, after(1), history(8), 72)).toEqual(after(8));
    expect(expectedBy(received, after(9), history(8), 72)).toEqual(after(72));
    expect(expectedBy(received, after(73), history(8), 72)).toBeNull();
  });

  it('shows a usual time longer than the promise as it is', () => {
    expect(expectedBy(received, after(1), history(100), 72)).toEqual(after(100));
    expect(expectedBy(received, after(101), history(100), 72)).toBeNull();
  });
});
