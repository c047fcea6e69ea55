import { findNumber } from './solve-range.ts';

export interface SearchRange {
  challenge: string;
  salt: string;
  start: number;
  end: number;
}

/** One worker searches one range and answers the number it found, or null. */
self.addEventListener('message', (event: MessageEvent<SearchRange>) => {
  const { challenge, salt, start, end } = event.data;
  void findNumber(challenge, salt, start, end).then((number) => self.postMessage(number));
});
