import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { takeOverShutdownSignals } from '@reklamo/db';
import { createApp } from './app.ts';
import { startServices, WEB_DIST } from './bootstrap.ts';
import { loadConfigOrExit } from './config.ts';
import { isLoopbackHost } from './middleware/client-ip.ts';

const config = loadConfigOrExit();
takeOverShutdownSignals();

const webDist = fs.existsSync(`${WEB_DIST}/index.html`) ? WEB_DIST : undefined;
const services = await startServices(config, { webDist });
const { logger } = services.deps;
if (!webDist) logger.warn('web app is not built (npm run build); serving the API only');
const app = createApp(services.deps);
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  const address = `http://localhost:${info.port}`;
  logger.info({ port: info.port }, 'listening');
  process.stdout.write(`\nReklamo is running: ${address}\n\n`);
  if (!config.isProduction && !isLoopbackHost(config.HOST)) {
    const warning = `WARNING: development mode is listening on ${config.HOST}, reachable from other machines. Test payments are accepted, cookies are not Secure and the development outbox is on. On a public host start with NODE_ENV=production (or HOST=127.0.0.1 for local use).`;
    logger.warn({ host: config.HOST }, warning);
    process.stderr.write(`\n${'!'.repeat(100)}\n${warning}\n${'!'.repeat(100)}\n\n`);
  }
});
server.on('error', async (err: NodeJS.ErrnoException) => {
  process.stderr.write(
    err.code === 'EADDRINUSE' ? `Port ${config.PORT} is already in use: stop the other program or start with PORT=<another port>.\n` : `${err.message}\n`,
  );
  await services.stop();
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  server.close();
  await services.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
