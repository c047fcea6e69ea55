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
  | { at: 'commit'; after: string; forward: boolean };

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

export async function startCuttingProxy(target: { host: string; port: number }): Promise<CuttingProxy> {
  let plan: { cut: CutPlan; done: () => void } | null = null;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((app) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(app).add(upstream);
    app.once('close', () => sockets.delete(app));
    upstream.once('close', () => sockets.delete(upstream));
    upstream.on('data', (chunk) => {
      if (!app.destroyed) app.write(chunk);
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
