import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { financeRoutes } from './finance.routes';
import { financeSeed } from './finance.seed';

export { DEMO_FINANCE_CREDENTIALS, DEMO_FINANCE_MEMBERS } from './finance.seed';

/**
 * Finance: the finance gate checked on the server (credentials hashed like passwords, an HMAC grant
 * tied to the signed-in session), budgets split into categories against actual spend, expenses in USD and INR
 * with their receipts and status, exchange rates, budget alerts as notifications, and who has finance access.
 */
export const financeModule = defineModule({
  name: 'finance',
  routes: financeRoutes as FastifyPluginAsync,
  seed: financeSeed,
});

// What time tracking (modules/time) needs of finance: the gate on its rates routes, the organization's rates.
export { requireFinance } from './finance.access';
export { checkBudgetAlerts, findFinanceProject, loadRates } from './finance.queries';
