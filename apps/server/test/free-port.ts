import net from 'node:net';

function listensOn(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * The preferred port, or one the system hands out when another program holds it: a test run must
 * not fail because a database or server of an earlier run (or anything else) still listens there.
 * CI once failed on exactly that: "Port 54332 for the embedded PostgreSQL is taken".
 */
export async function preferredOrFreePort(preferred: number): Promise<number> {
  return (await listensOn(preferred)) ?? freePort();
}

/** A port nothing listens on now, as the system picks it. */
export async function freePort(): Promise<number> {
  const port = await listensOn(0);
  if (port === null) throw new Error('The system gave no free port on 127.0.0.1.');
  return port;
}
