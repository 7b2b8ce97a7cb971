import type { Logger } from '../logger.ts';

/**
 * The API process survives what escapes a request: an unhandled rejection or a stray exception
 * from a timer or socket is logged with its stack and the process goes on serving. (Renders, the
 * one place a native engine can abort, run in the worker process, which is restarted instead.)
 */
export function containCrashes(logger: Logger) {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection (contained)');
  });
  process.on('uncaughtException', (err) => {
    logger.error({ err }, 'uncaught exception (contained)');
  });
}

/**
 * The worker process: rejections are logged and contained; an uncaught exception leaves the
 * process in an unknown state (a WASM engine that aborted, say), so the renders in flight are
 * failed, and the process exits for its supervisor (or orchestrator) to start a fresh one.
 */
export function exitOnCrash(logger: Logger, beforeExit: () => Promise<void>) {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection (contained)');
  });
  let crashing = false;
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception: failing the renders in flight and exiting');
    if (crashing) return;
    crashing = true;
    const timer = setTimeout(() => process.exit(1), 5000);
    void beforeExit()
      .catch(() => {})
      .finally(() => {
        clearTimeout(timer);
        process.exit(1);
      });
  });
}
