import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { AppDb } from '../../db/client';
import type { DomainEventBus } from '../../events/bus';
import type { Mailer } from '../../lib/mail';

/** What the auth services need from the app (its own file, so the services' helpers import it without a cycle). */
export interface AuthDeps {
  db: AppDb;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Told when a user's older tokens stop working, so their open sockets are dropped too. */
  events: DomainEventBus;
}
