/** Socket and server codes that mean "the database is not reachable now", not "this query is wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'Client has encountered a connection error',
  'Connection refused',
];

/** Whether `err` (or what caused it) says the database cannot be reached: answer 503, not 500. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).includes(m))) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/**
 * An error as it may be logged: a failed query keeps its SQL (placeholders only) but not its
 * parameters, and a Postgres error keeps its code and names but not the values it quotes
 * (e-mails, names, offers are user data).
 */
export function loggableError(err: unknown, depth = 0): unknown {
  if (!err || typeof err !== 'object' || depth > 5) return err;
  const e = err as Record<string, unknown> & { name?: string; message?: string; stack?: string; cause?: unknown };
  if (typeof e.query === 'string' && 'params' in e) {
    return {
      type: e.name ?? 'DrizzleQueryError',
      message: `Failed query: ${e.query}`,
      cause: loggableError(e.cause, depth + 1),
    };
  }
  if (typeof e.code === 'string' && 'severity' in e) {
    return {
      type: 'PostgresError',
      code: e.code,
      message:
        typeof e.message === 'string' ? e.message.replace(/"[^"]*"|'[^']*'|\([^)]*\)=\([^)]*\)/g, '…') : undefined,
      table: e.table,
      column: e.column,
      constraint: e.constraint,
      routine: e.routine,
    };
  }
  if (e instanceof Error) {
    return {
      type: e.name,
      message: e.message,
      code: (e as { code?: unknown }).code,
      stack: e.stack,
      cause: e.cause ? loggableError(e.cause, depth + 1) : undefined,
    };
  }
  return err;
}

/** Postgres refused a row because a unique index already holds its value (23505). */
export function isUniqueViolation(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; cause?: unknown };
  return e.code === '23505' || isUniqueViolation(e.cause, depth + 1);
}
