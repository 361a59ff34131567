import {
  ApiMessageSchema,
  BudgetLinesPayloadSchema,
  ExpenseAnswerSchema,
  ExpenseCreatePayloadSchema,
  ExpenseListQuerySchema,
  ExpensePageSchema,
  ExpenseStatusPayloadSchema,
  ExpenseUpdatePayloadSchema,
  FINANCE_ERRORS,
  FINANCE_TEXTS,
  FinanceAccessAnswerSchema,
  FinanceCredentialsAnswerSchema,
  FinanceCredentialsPayloadSchema,
  FinanceGrantAnswerSchema,
  FinanceMemberAnswerSchema,
  FinanceMemberPayloadSchema,
  FinanceMembersAnswerSchema,
  FinanceProjectParamsSchema,
  FinanceRatesAnswerSchema,
  FinanceRatesPayloadSchema,
  FinanceRouteIdParamsSchema,
  FinanceScopeQuerySchema,
  FinanceSummaryAnswerSchema,
  FinanceSummaryQuerySchema,
  FinanceUnlockPayloadSchema,
  FinanceUserParamsSchema,
  ProjectBudgetLinesAnswerSchema,
  RECEIPT_MAX_BYTES,
  RECEIPT_TYPES,
} from '@app/domain';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorResponseSchema } from '../../http/errors';
import { auditContext } from '../audit';
import { rateLimitFor } from '../auth';
import { financeScope, requireFinance } from './finance.access';
import {
  createExpense,
  deleteExpense,
  deleteReceipt,
  getBudgetLines,
  getReceipt,
  listExpenses,
  putReceipt,
  saveBudgetLines,
  setExpenseStatus,
  updateExpense,
} from './finance.expenses';
import {
  getFinanceAccess,
  getFinanceRates,
  listFinanceMembers,
  removeFinanceMember,
  setFinanceCredentials,
  setFinanceMember,
  setFinanceRates,
  unlockFinance,
} from './finance.service';
import { financeSummary } from './finance.summary';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const ReceiptBytesSchema = z.instanceof(Buffer).describe('The receipt file, in its own content type');
const ReceiptQuerySchema = FinanceScopeQuerySchema.extend({ fileName: z.string().max(255).optional() });

function receiptBodyError(error: unknown): unknown {
  const code = (error as Partial<FastifyError> | null)?.code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError(413, FINANCE_ERRORS.receiptTooLarge);
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError(415, FINANCE_ERRORS.receiptType);
  return error;
}

/**
 * Finance, one organization at a time: the gate (access, unlock, credentials), the summary, budget
 * lines, expenses with their receipts and status, exchange rates, and finance access. Every route is signed-in;
 * the finance role (`financeRoleOf`) and, for everything but the gate itself, the finance grant of the unlock
 * (X-Finance-Grant) are checked by `requireFinance`.
 */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = { db, events: app.events };
  const ok = <T>(data: T) => ({ success: true as const, data });
  const limit = rateLimitFor(app.config);

  // Finance figures are nobody's to keep: no cache may store them.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  // The gate

  app.get(
    '/finance/access',
    {
      config: { guard: 'signed-in' },
      schema: {
        querystring: FinanceScopeQuerySchema,
        response: { 200: FinanceAccessAnswerSchema, ...errors },
      },
    },
    async (request) =>
      ok(await getFinanceAccess(db, await financeScope(db, request, request.query.organization))),
  );

  // Beside the per-address limit, one per account: guesses spread over many addresses still count against the
  // account making them (the guard has identified it by the time this runs).
  const unlockPerAccount = app.rateLimit({
    ...limit.strict,
    keyGenerator: (request) => `finance-unlock:${request.user?.id ?? request.ip}`,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(429, FINANCE_ERRORS.unlockAttempts(seconds), { retryAfterSeconds: seconds });
    },
  });

  app.post(
    '/finance/unlock',
    {
      config: { guard: 'signed-in', rateLimit: limit.strict },
      onRequest: unlockPerAccount,
      schema: {
        querystring: FinanceScopeQuerySchema,
        body: FinanceUnlockPayloadSchema,
        response: { 200: FinanceGrantAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await financeScope(db, request, request.query.organization);
      return ok(await unlockFinance(app, scope, request.body, auditContext(request)));
    },
  );

  app.put(
    '/finance/credentials',
    {
      config: { guard: 'signed-in', rateLimit: limit.strict },
      schema: {
        querystring: FinanceScopeQuerySchema,
        body: FinanceCredentialsPayloadSchema,
        response: { 200: FinanceCredentialsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await financeScope(db, request, request.query.organization);
      return ok(await setFinanceCredentials(app, request, scope, request.body, auditContext(request)));
    },
  );

  // Figures

  app.get(
    '/finance/summary',
    {
      config: { guard: 'signed-in' },
      schema: {
        querystring: FinanceSummaryQuerySchema,
        response: { 200: FinanceSummaryAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requireFinance(app, request, request.query.organization, 'view');
      return ok(await financeSummary(db, scope, request.query));
    },
  );

  // Budget lines

  app.get(
    '/finance/projects/:projectId/budget-lines',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: FinanceProjectParamsSchema,
        querystring: FinanceScopeQuerySchema,
        response: { 200: ProjectBudgetLinesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requireFinance(app, request, request.query.organization, 'view');
      return ok(await getBudgetLines(db, scope, request.params.projectId));
    },
  );

  app.put(
    '/finance/projects/:projectId/budget-lines',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: FinanceProjectParamsSchema,
        querystring: FinanceScopeQuerySchema,
        body: BudgetLinesPayloadSchema,
        response: { 200: ProjectBudgetLinesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requireFinance(app, request, request.query.organization, 'manage');
      return ok(
        await saveBudgetLines(deps, scope, request.params.projectId, request.body, auditContext(request)),
      );
    },
  );

  // Expenses

  app.get(
    '/finance/expenses',
    {
      config: { guard: 'signed-in' },
      schema: { querystring: ExpenseListQuerySchema, response: { 200: ExpensePageSchema, ...errors } },
    },
    async (request) => {
      const scope = await requireFinance(app, request, request.query.organization, 'view');
      return listExpenses(db, scope, request.query);
    },
  );

  app.post(
    '/finance/expenses',
    {
      config: { guard: 'signed-in' },
      schema: {
        querystring: FinanceScopeQuerySchema,
        body: ExpenseCreatePayloadSchema,
        response: { 201: ExpenseAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await requireFinance(app, request, request.query.organization, 'manage');
      return reply.code(201).send(ok(await createExpense(deps, scope, request.body, auditContext(request))));
    },
  );

  app.patch(
    '/finance/expenses/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: FinanceRouteIdParamsSchema,
        querystring: FinanceScopeQuerySchema,
        body: ExpenseUpdatePayloadSchema,
        response: { 200: ExpenseAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requireFinance(app, request, request.query.organization, 'manage');
      return ok(await updateExpense(deps, scope, request.params.id, request.body, auditContext(request)));
    },
  );

  app.delete(
    '/finance/expenses/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: FinanceRouteIdParamsSchema,
        querystring: FinanceScopeQuerySchema,
        response: { 200: ApiMessageSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requireFinance(app, request, request.query.organization, 'manage');
      await deleteExpense(deps, scope, request.params.id, auditContext(request));
      return { success: true as const, message: FINANCE_TEXTS.expenseDeleted };
    },
  );

  app.post(
    '/finance/expenses/:id/status',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: FinanceRouteIdParamsSchema,
        querystring: FinanceScopeQuerySchema,
        body: ExpenseStatusPayloadSchema,
        response: { 200: ExpenseAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requireFinance(app, request, request.query.organization, 'manage');
      return ok(
        await setExpenseStatus(deps, scope, request.params.id, request.body.status, auditContext(request)),
      );
    },
  );

  // Receipts: served to finance people only, as a download that never runs in the app's origin.

  app.get(
    '/finance/expenses/:id/receipt',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: FinanceRouteIdParamsSchema,
        querystring: FinanceScopeQuerySchema,
        response: { 200: ReceiptBytesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await requireFinance(app, request, request.query.organization, 'view');
      const receipt = await getReceipt(db, scope, request.params.id);
      return reply
        .header('content-type', receipt.mime)
        .header('content-disposition', `attachment; filename="${receipt.fileName.replace(/"/g, '')}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(receipt.bytes);
    },
  );

  await app.register(async (receiptApp) => {
    receiptApp.removeAllContentTypeParsers();
    receiptApp.addContentTypeParser(
      [...RECEIPT_TYPES],
      { parseAs: 'buffer', bodyLimit: RECEIPT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    receiptApp.setErrorHandler((error) => {
      throw receiptBodyError(error);
    });
    receiptApp.withTypeProvider<ZodTypeProvider>().put(
      '/finance/expenses/:id/receipt',
      {
        config: { guard: 'signed-in' },
        bodyLimit: RECEIPT_MAX_BYTES,
        schema: {
          params: FinanceRouteIdParamsSchema,
          querystring: ReceiptQuerySchema,
          response: { 200: ExpenseAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const scope = await requireFinance(app, request, request.query.organization, 'manage');
        return ok(
          await putReceipt(
            deps,
            scope,
            request.params.id,
            request.headers['content-type'],
            request.body,
            request.query.fileName,
            auditContext(request),
          ),
        );
      },
    );
  });

  app.delete(
    '/finance/expenses/:id/receipt',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: FinanceRouteIdParamsSchema,
        querystring: FinanceScopeQuerySchema,
        response: { 200: ExpenseAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requireFinance(app, request, request.query.organization, 'manage');
      return ok(await deleteReceipt(deps, scope, request.params.id, auditContext(request)));
    },
  );

  // Exchange rates

  app.get(
    '/finance/rates',
    {
      config: { guard: 'signed-in' },
      schema: {
        querystring: FinanceScopeQuerySchema,
        response: { 200: FinanceRatesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requireFinance(app, request, request.query.organization, 'view');
      return ok(await getFinanceRates(db, scope));
    },
  );

  app.put(
    '/finance/rates',
    {
      config: { guard: 'signed-in' },
      schema: {
        querystring: FinanceScopeQuerySchema,
        body: FinanceRatesPayloadSchema,
        response: { 200: FinanceRatesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requireFinance(app, request, request.query.organization, 'manage');
      return ok(await setFinanceRates(deps, scope, request.body, auditContext(request)));
    },
  );

  // Finance access (admins)

  app.get(
    '/finance/members',
    {
      config: { guard: 'signed-in' },
      schema: {
        querystring: FinanceScopeQuerySchema,
        response: { 200: FinanceMembersAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requireFinance(app, request, request.query.organization, 'admin');
      return ok(await listFinanceMembers(db, scope));
    },
  );

  app.put(
    '/finance/members/:userId',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: FinanceUserParamsSchema,
        querystring: FinanceScopeQuerySchema,
        body: FinanceMemberPayloadSchema,
        response: { 200: FinanceMemberAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requireFinance(app, request, request.query.organization, 'admin');
      return ok(
        await setFinanceMember(deps, scope, request.params.userId, request.body.role, auditContext(request)),
      );
    },
  );

  app.delete(
    '/finance/members/:userId',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: FinanceUserParamsSchema,
        querystring: FinanceScopeQuerySchema,
        response: { 200: ApiMessageSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await requireFinance(app, request, request.query.organization, 'admin');
      await removeFinanceMember(deps, scope, request.params.userId, auditContext(request));
      return { success: true as const, message: FINANCE_TEXTS.accessRevoked };
    },
  );
};
