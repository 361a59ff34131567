import type { AppDb } from '../../db/client';
import type { DomainEventBus } from '../../events/bus';

/** What a service that changes work data needs: the database, and the bus it tells of committed changes. */
export interface WorkDeps {
  db: AppDb;
  events: DomainEventBus;
}
