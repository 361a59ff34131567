import { BillingInfoAnswerSchema, BillingUpdatePayloadSchema, IdSchema } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { auditContext } from '../audit';
import { requireUser } from '../auth';
import { builtInPaymentProvider, type PaymentProvider } from './billing.provider';
import { getBilling, updateBilling } from './billing.service';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const IdParamsSchema = z.object({ id: IdSchema });

/** Billing and the plan (spec 7.2): the organization's own admins only. */
export function billingRoutes(provider: PaymentProvider = builtInPaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const ok = <T>(data: T) => ({ success: true as const, data });

    app.get(
      '/organizations/:id/billing',
      {
        config: { guard: { permission: 'canManageBilling' } },
        schema: { params: IdParamsSchema, response: { 200: BillingInfoAnswerSchema, ...errors } },
      },
      async (request) => ok(await getBilling(db, provider, requireUser(request), request.params.id)),
    );

    app.put(
      '/organizations/:id/billing',
      {
        config: { guard: { permission: 'canManageBilling' } },
        schema: {
          params: IdParamsSchema,
          body: BillingUpdatePayloadSchema,
          response: { 200: BillingInfoAnswerSchema, ...errors },
        },
      },
      async (request) =>
        ok(
          await updateBilling(
            db,
            provider,
            auditContext(request),
            requireUser(request),
            request.params.id,
            request.body,
          ),
        ),
    );
  };
}
