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

/*
 * Ports for the servers and databases a test starts itself, below Linux's ephemeral range
 * (32768–60999): a port the system hands out for "any free port" is free only until someone else
 * asks — another test file's worker did, between our probe and the child's listen, and the
 * restart test met ECONNREFUSED. Each Vitest worker takes its own block, and a port is probed
 * before it is handed out, so neither another worker nor an outgoing connection holds it.
 */
const FIRST_TEST_PORT = 20_000;
const PORTS_PER_WORKER = 400;
// Two processes of one block (the run's setup, a bench) start at different places in it.
let nextOffset = process.pid % PORTS_PER_WORKER;

/** A port nothing listens on now, from this worker's own block. */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? 0) % 30;
  const base = FIRST_TEST_PORT + worker * PORTS_PER_WORKER;
  for (let tries = 0; tries < PORTS_PER_WORKER; tries++) {
    const port = base + (nextOffset++ % PORTS_PER_WORKER);
    if ((await listensOn(port)) !== null) return port;
  }
  const port = await listensOn(0);
  if (port === null) throw new Error('The system gave no free port on 127.0.0.1.');
  return port;
}
