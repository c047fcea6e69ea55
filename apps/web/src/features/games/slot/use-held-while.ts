import { useState } from 'react';

/**
 * `value`, except while `hold` is on: then the value it had when the hold began. The slot shows
 * the balance and the jackpot as they were until its reels stop, or they would tell the outcome.
 */
export function useHeldWhile<T>(value: T, hold: boolean): T {
  const [held, setHeld] = useState(value);
  if (!hold && !Object.is(held, value)) setHeld(value);
  return hold ? held : value;
}
