/**
 * A TCP proxy between the app and PostgreSQL (or PgBouncer) that reads what the app sends, message
 * by message, and can break the connection at a chosen moment of a transaction: "during COMMIT" is
 * otherwise a matter of luck. Everything else passes through untouched.
 */
import net from 'node:net';

export type CutPlan =
  /** Holds the first message whose text holds `marker`, runs `before` (e.g. terminates the backend), then sends it on. */
  | { at: 'statement'; marker: string; before: () => Promise<void> }
  /**
   * On the connection that sent a message holding `after`, cuts the app's side at its next COMMIT:
   * with `forward`, the COMMIT reaches the server first (it commits, its answer is lost); without, it never does.
   */
  | { at: 'commit'; after: string; forward: boolean }
  /**
   * Lets the server answer the message holding `marker`, then hands the app that answer and a
   * FATAL "terminating connection" in one write, and closes: a backend that dies just after
   * answering (its postmaster killed), both read by the app in one go.
   */
  | { at: 'answer'; marker: string };

export interface CuttingProxy {
  port: number;
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  urlOf(databaseUrl: string): string;
  /** Arms one cut; the promise resolves once it has happened. */
  arm(plan: CutPlan): Promise<void>;
  close(): Promise<void>;
}

const PROTOCOL_3 = 196608;

/** Splits the app's byte stream into whole messages: untyped until the startup message (an SSL request is untyped too), typed after. */
function messageReader(onMessage: (type: string | null, message: Buffer) => void) {
  let buffered = Buffer.alloc(0);
  let started = false;
  return (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      const offset = started ? 1 : 0;
      if (buffered.length < offset + 4) return;
      const length = buffered.readInt32BE(offset) + offset;
      if (buffered.length < length) return;
      const message = buffered.subarray(0, length);
      buffered = buffered.subarray(length);
      if (!started && message.length >= 8 && message.readInt32BE(4) === PROTOCOL_3) started = true;
      onMessage(offset ? String.fromCharCode(message[0]!) : null, message);
    }
  };
}

/** PostgreSQL's ErrorResponse of a backend whose postmaster died, as the app would receive it. */
function fatalTermination(): Buffer {
  const fields = [['S', 'FATAL'], ['V', 'FATAL'], ['C', '57P01'], ['M', 'terminating connection due to unexpected postmaster exit']];
  const body = Buffer.concat([...fields.map(([code, text]) => Buffer.from(`${code}${text}\0`, 'utf8')), Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/** The server's byte stream cut at the end of its first ReadyForQuery ('Z'), or null while there is none. */
function throughReadyForQuery(buffered: Buffer): number | null {
  for (let offset = 0; offset + 5 <= buffered.length;) {
    const end = offset + 1 + buffered.readInt32BE(offset + 1);
    if (end > buffered.length) return null;
    if (buffered[offset] === 0x5a) return end;
    offset = end;
  }
  return null;
}

export async function startCuttingProxy(target: { host: string; port: number }): Promise<CuttingProxy> {
  let plan: { cut: CutPlan; done: () => void } | null = null;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((app) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(app).add(upstream);
    app.once('close', () => sockets.delete(app));
    upstream.once('close', () => sockets.delete(upstream));
    // Set once the app sent the message an 'answer' plan waits for: the server's bytes are held from then on.
    let answer: { held: Buffer; done: () => void } | null = null;
    upstream.on('data', (chunk) => {
      if (app.destroyed) return;
      if (!answer) {
        app.write(chunk);
        return;
      }
      answer.held = Buffer.concat([answer.held, chunk]);
      const end = throughReadyForQuery(answer.held);
      if (end === null) return;
      app.write(Buffer.concat([answer.held.subarray(0, end), fatalTermination()]), () => app.destroy());
      upstream.destroy();
      answer.done();
      answer = null;
    });
    upstream.once('close', () => app.destroy());
    upstream.on('error', () => app.destroy());
    app.on('error', () => upstream.destroy());

    let marked = false;
    let cut = false;
    // Messages are sent on one by one, in order, even while one is held.
    let sending = Promise.resolve();
    app.on('close', () => {
      // Once the app's side is cut after a forwarded COMMIT, the server's answer is awaited, then dropped.
      if (cut) upstream.once('data', () => upstream.end());
      else upstream.end();
    });
    app.on('data', messageReader((type, message) => {
      sending = sending.then(async () => {
        if (cut || app.destroyed) return;
        const text = type === 'Q' || type === 'P' ? message.subarray(5).toString('utf8') : '';
        const armed = plan;
        if (armed?.cut.at === 'statement' && text.includes(armed.cut.marker)) {
          plan = null;
          await armed.cut.before();
          upstream.write(message);
          armed.done();
          return;
        }
        if (armed?.cut.at === 'answer' && text.includes(armed.cut.marker)) {
          plan = null;
          answer = { held: Buffer.alloc(0), done: armed.done };
          upstream.write(message);
          return;
        }
        if (armed?.cut.at === 'commit') {
          if (text.includes(armed.cut.after)) marked = true;
          if (marked && type === 'Q' && /^\s*COMMIT/i.test(text)) {
            plan = null;
            cut = true;
            if (armed.cut.forward) await new Promise<void>((resolve) => upstream.write(message, () => resolve()));
            else upstream.destroy();
            app.destroy();
            armed.done();
            return;
          }
        }
        upstream.write(message);
      });
    }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    urlOf(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    arm(cut) {
      return new Promise<void>((resolve) => (plan = { cut, done: resolve }));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
