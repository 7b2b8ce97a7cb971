import nodemailer from 'nodemailer';
import { insertOutboxEmail, type Db } from '@reklamo/db';

export type Email = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
};
export type Mailer = { send: (email: Email) => Promise<void>; kind: 'smtp' | 'outbox' };

/** SMTP when SMTP_URL is set; otherwise the outbox table, which development and tests read. */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      send: async (email) => {
        await transport.sendMail({ from: opts.from, ...email });
      },
    };
  }
  return { kind: 'outbox', send: (email) => insertOutboxEmail(opts.db, email) };
}
