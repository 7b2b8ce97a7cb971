/**
 * The API process. `npm start` (role all): API + SPA, and a render worker as a supervised child
 * process. `npm run start:api` (`--role=api`): the API alone, for N processes behind a load
 * balancer with workers elsewhere (`npm run start:worker`). The API never renders.
 */
import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { takeOverShutdownSignals } from '@reklamo/db';
import { createApp } from './app.ts';
import { startServicesOrExit, WEB_DIST } from './bootstrap.ts';
import { loadConfigOrExit } from './config.ts';
import { containCrashes } from './process/contain-crashes.ts';
import { lifecycle } from './process/lifecycle.ts';
import { superviseWorker, type SupervisedWorker } from './process/supervise-worker.ts';
import { isLoopbackHost } from './middleware/client-ip.ts';

const role = process.argv.includes('--role=api') ? 'api' : 'all';
const config = loadConfigOrExit();
takeOverShutdownSignals();

const webDist = fs.existsSync(`${WEB_DIST}/index.html`) ? WEB_DIST : undefined;
const services = await startServicesOrExit(config, { webDist, warmBrain: true });
const { logger } = services.deps;
containCrashes(logger);
if (!webDist) logger.warn('web app is not built (npm run build); serving the API only');

let worker: SupervisedWorker | undefined;
if (role === 'all' && config.WORKER_CONCURRENCY > 0) {
  // The child uses this process's database (the embedded one's address when DATABASE_URL is unset).
  worker = superviseWorker({ logger, env: { ...process.env, DATABASE_URL: services.databaseUrl, WORKER_PORT: '' } });
}

const app = createApp(services.deps);
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  const address = `http://localhost:${info.port}`;
  logger.info({ port: info.port, role }, 'listening');
  process.stdout.write(`\nReklamo is running: ${address}\n\n`);
  if (!config.isProduction && !isLoopbackHost(config.HOST)) {
    const warning = `WARNING: development mode is listening on ${config.HOST}, reachable from other machines. Test payments are accepted, cookies are not Secure and the development outbox is on. On a public host start with NODE_ENV=production (or HOST=127.0.0.1 for local use).`;
    logger.warn({ host: config.HOST }, warning);
    process.stderr.write(`\n${'!'.repeat(100)}\n${warning}\n${'!'.repeat(100)}\n\n`);
  }
});
server.on('error', (err: NodeJS.ErrnoException) => {
  process.stderr.write(
    err.code === 'EADDRINUSE'
      ? `Port ${config.PORT} is already in use: stop the other program or start with PORT=<another port>.\n`
      : `${err.message}\n`,
  );
  // Exit 1 whether or not stopping what started succeeds.
  void (async () => {
    await worker?.stop();
    await services.stop();
  })().finally(() => process.exit(1));
});

let stopping = false;
/**
 * Graceful drain: health answers 503 (the load balancer stops sending), the socket stops
 * accepting, requests in flight get HTTP_DRAIN_SEC to finish while the worker child finishes its
 * render and stops, then the services stop (pools before the embedded Postgres).
 */
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  lifecycle.draining = true;
  logger.info({ signal }, 'shutting down');
  // The worker child stops at once, beside the HTTP drain: on Ctrl-C it got the same signal, and its
  // supervisor must know we are stopping before it sees the child exit (or it restarts it).
  const workerStopped = worker?.stop(signal);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  let timer: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    closed.then(() => true),
    new Promise<false>((r) => (timer = setTimeout(() => r(false), config.HTTP_DRAIN_SEC * 1000))),
  ]);
  clearTimeout(timer);
  if (!drained && 'closeAllConnections' in server)
    (server as { closeAllConnections: () => void }).closeAllConnections();
  await workerStopped;
  await services.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
