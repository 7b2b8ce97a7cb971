import pino from 'pino';
import { loggableError } from './http/db-errors.ts';

export type Logger = pino.Logger;

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      // Failed queries are logged without their parameters or the values Postgres quotes.
      serializers: { err: loggableError },
      // Passwords and tokens must never reach the logs, whatever a caller passes.
      redact: {
        paths: [
          'password',
          'newPassword',
          'currentPassword',
          '*.password',
          '*.newPassword',
          '*.currentPassword',
          'req.headers.cookie',
          'req.headers.authorization',
          'token',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
