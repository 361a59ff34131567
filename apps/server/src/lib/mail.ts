import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { AppDb } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe); the dev outbox keeps none. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set; 'outbox' keeps mail in the database (development). */
  readonly kind: 'smtp' | 'outbox';
  /** Sends now and resolves once the SMTP server (or the outbox) has the message. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background: the request that asked for it answers without waiting, so its timing says
   * nothing about the outcome. `prepare` may do the work that goes with the mail (store a token) and return
   * undefined to send nothing. Failures are logged.
   */
  queue(prepare: () => Promise<MailMessage | undefined>): void;
  /** Resolves when every queued message has been handed over (or has failed). */
  settled(): Promise<void>;
  /** SMTP: connects and authenticates (nodemailer `verify`), rejecting with the reason. The outbox: resolves. */
  verify(): Promise<void>;
  /** Waits for queued mail, then closes the SMTP connections. */
  close(): Promise<void>;
}

export interface CreateMailerOptions {
  smtpUrl: string | undefined;
  from: string;
  db: AppDb;
  log: FastifyBaseLogger;
}

const LINK = /https?:\/\/[^\s<>"']+/g;

export function createMailer(options: CreateMailerOptions): Mailer {
  const { db, log } = options;
  // nodemailer is loaded by the first mail, and only with SMTP_URL (issue 43).
  let transport: Promise<Transporter> | undefined;
  const smtp = (url: string) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
    return transport;
  };
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    if (options.smtpUrl) {
      await (await smtp(options.smtpUrl)).sendMail({ from: options.from, ...message });
      log.info({ to: message.to, subject: message.subject }, 'Mail sent');
      return;
    }
    const { headers: _headers, ...kept } = message;
    await db.insert(mailOutbox).values({ recipient: message.to, ...kept });
    // Without SMTP the links are the point of the mail: print them so a developer can follow them.
    log.info(
      { to: message.to, subject: message.subject, links: message.text.match(LINK) ?? [] },
      'Mail kept in the dev outbox (SMTP_URL is not set)',
    );
  }

  return {
    kind: options.smtpUrl ? 'smtp' : 'outbox',
    send,
    queue(prepare) {
      const task = (async () => {
        const message = await prepare();
        if (message) await send(message);
      })()
        .catch((error: unknown) => {
          log.error({ err: error }, 'Mail could not be sent');
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async verify() {
      if (options.smtpUrl) await (await smtp(options.smtpUrl)).verify();
    },
    async close() {
      while (pending.size > 0) await Promise.all([...pending]);
      (await transport)?.close();
    },
  };
}

/** Escapes text for an HTML mail body (the domain's, which rich text's mail HTML uses too). */
export { escapeHtml } from '@app/domain';
