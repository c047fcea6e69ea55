/**
 * deploy/nginx.conf as shipped, but for local ports and a self-signed certificate, run by Debian's
 * nginx in the foreground: the front of bench/nginx.ts (behaviour checks) and bench/load.ts (load).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './production-server.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxFrontOptions {
  port: number;
  /** The two upstream instances of deploy/nginx.conf, in its order. */
  instancePorts: readonly [number, number];
  /** Folder for the configuration, certificate, logs and temporary files. */
  work: string;
  /** A header naming the instance that answered (checks spreading; costs a little per answer). */
  instanceHeader?: boolean;
  /** nginx's main-context settings the shipped file leaves to the host (defaults: 1 worker, 256 connections, access log on). */
  workerProcesses?: number | 'auto';
  workerConnections?: number;
  accessLog?: boolean;
}

export interface NginxFront {
  /** https://localhost:PORT */
  url: string;
  /** The master process; its workers are its children. */
  pid: number;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with local ports and certificate, inside a main context of our own. */
async function frontConfig(options: NginxFrontOptions): Promise<string> {
  const { port, instancePorts, work } = options;
  let site = (await readFile(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8'))
    .replace('server 127.0.0.1:3001;', `server 127.0.0.1:${instancePorts[0]};`)
    .replace('server 127.0.0.1:3002;', `server 127.0.0.1:${instancePorts[1]};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`)
    .replace('/etc/ssl/fre/fullchain.pem', path.join(work, 'cert.pem'))
    .replace('/etc/ssl/fre/privkey.pem', path.join(work, 'key.pem'));
  if (options.instanceHeader) site = site.replace('proxy_pass http://fre;', 'proxy_pass http://fre;\n    add_header X-Instance $upstream_addr always;');
  if (!site.includes(`127.0.0.1:${instancePorts[1]}`) || !site.includes(`127.0.0.1:${port} ssl`)) throw new Error('deploy/nginx.conf changed shape: update bench/support/nginx-front.ts');
  const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
  return [
    'daemon off;',
    `worker_processes ${options.workerProcesses ?? 1};`,
    `pid ${path.join(work, 'nginx.pid')};`,
    `error_log ${path.join(work, 'error.log')} warn;`,
    `events { worker_connections ${options.workerConnections ?? 256}; }`,
    'http {',
    `  access_log ${options.accessLog === false ? 'off' : path.join(work, 'access.log')};`,
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
    site,
    '}',
  ].join('\n');
}

/** Starts nginx and waits until /api/health answers through it. */
export async function startNginxFront(options: NginxFrontOptions): Promise<NginxFront> {
  const { work } = options;
  const url = `https://localhost:${options.port}`;
  await mkdir(work, { recursive: true });
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', path.join(work, 'key.pem'), '-out', path.join(work, 'cert.pem')], { stdio: 'ignore' });
  if (made.status !== 0) throw new Error('openssl could not make the test certificate');
  const config = path.join(work, 'nginx.conf');
  await writeFile(config, await frontConfig(options));
  const child = spawn(NGINX, ['-c', config, '-e', path.join(work, 'error.log')], { stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
  };
  // The front's certificate is self-signed: the visitor (this process) accepts it.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  for (let attempt = 0; attempt < 50; attempt++) {
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) return { url, pid: child.pid!, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`nginx did not answer on ${url}; see ${path.join(work, 'error.log')}`);
}
