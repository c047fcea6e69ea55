import { noteStatement, outsideAnyRequest } from './statement-count.ts';

export interface ReadBatcherOptions {
  /** Most keys in one statement; a larger batch is split. */
  maxBatch?: number;
}

/**
 * Sends the same read, made by requests that arrive together, as one statement over all their
 * keys (decision 013). Every request still reads the database after it arrived: nothing is
 * cached. Keys are collected until the event loop has handled every request that was ready
 * (`setImmediate`), so under load one round trip serves many requests, and a lone request waits
 * for no timer.
 *
 * `read` gets the keys in order and returns one value for each, in the same order.
 * Each caller counts the shared statement as its own (statement-count.ts).
 */
export function createReadBatcher<K, V>(read: (keys: K[]) => Promise<V[]>, options: ReadBatcherOptions = {}): (key: K) => Promise<V> {
  const maxBatch = options.maxBatch ?? 64;
  let waiting: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  function send(): void {
    const batch = waiting;
    waiting = [];
    for (let start = 0; start < batch.length; start += maxBatch) {
      const part = batch.slice(start, start + maxBatch);
      outsideAnyRequest(() => Promise.resolve().then(() => read(part.map((entry) => entry.key)))).then(
        (values) => part.forEach((entry, index) => entry.resolve(values[index] as V)),
        (error: unknown) => part.forEach((entry) => entry.reject(error)),
      );
    }
  }

  return (key) => {
    noteStatement();
    return new Promise<V>((resolve, reject) => {
      if (waiting.length === 0) outsideAnyRequest(() => setImmediate(send));
      waiting.push({ key, resolve, reject });
    });
  };
}
