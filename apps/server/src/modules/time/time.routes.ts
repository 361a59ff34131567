import {
  ApiMessageSchema,
  FinanceScopeQuerySchema,
  IdSchema,
  ProjectRatesAnswerSchema,
  ProjectRatesPayloadSchema,
  TIME_MESSAGES,
  TimeEntryAnswerSchema,
  TimeEntryCreatePayloadSchema,
  TimeEntryListQuerySchema,
  TimeEntryPageSchema,
  TimeEntryUpdatePayloadSchema,
  TimeReportAnswerSchema,
  TimeReportExportQuerySchema,
  TimeReportQuerySchema,
  TimerAnswerSchema,
  TimerStartAnswerSchema,
  TimerStartPayloadSchema,
  TimerStopPayloadSchema,
  TimesheetAnswerSchema,
  TimesheetQuerySchema,
  TimesheetRejectPayloadSchema,
  TimesheetReviewAnswerSchema,
  TimesheetSubmitPayloadSchema,
  TimesheetSummaryListAnswerSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../http/errors';
import { requireUser } from '../auth';
import { requireFinance } from '../finance';
import { viewerFrom } from '../work';
import { getProjectRates, saveProjectRates } from './time.rates';
import {
  TIME_EXPORT_CONTENT_TYPES,
  timeReport,
  timeReportCsv,
  timeReportFileName,
  timeReportTable,
  timeReportXlsx,
} from './time.reports';
import {
  deleteTimeEntry,
  getTimer,
  listTimeEntries,
  logTime,
  startTimer,
  stopTimer,
  updateTimeEntry,
} from './time.service';
import { getTimesheet, listPendingTimesheets, reviewTimesheet, submitTimesheet } from './time.timesheets';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
const IdParamsSchema = z.object({ id: IdSchema });
const FileSchema = z.unknown().describe('The time report as a CSV (text/csv) or XLSX file');

/**
 * Time tracking (issue 40): entries, the one running timer, weekly timesheets and their review, reports and their
 * exports, every route signed-in and checked in the services by the rules of @app/domain's time-tracking.ts;
 * projects' hourly rates behind the finance gate (the finance role and grant, as finance's own routes).
 */
export const timeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = () => ({ db: app.database.db, events: app.events });
  const viewer = (request: Parameters<typeof requireUser>[0]) => viewerFrom(requireUser(request));

  // Entries

  app.post(
    '/tasks/:id/time-entries',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: IdParamsSchema,
        body: TimeEntryCreatePayloadSchema,
        response: { 201: TimeEntryAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await logTime(deps(), viewer(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data, message: TIME_MESSAGES.logged });
    },
  );

  app.get(
    '/time-entries',
    {
      config: { guard: 'signed-in' },
      schema: { querystring: TimeEntryListQuerySchema, response: { 200: TimeEntryPageSchema, ...errors } },
    },
    async (request) => listTimeEntries(db, viewer(request), request.query),
  );

  app.put(
    '/time-entries/:id',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: IdParamsSchema,
        body: TimeEntryUpdatePayloadSchema,
        response: { 200: TimeEntryAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateTimeEntry(deps(), viewer(request), request.params.id, request.body),
      message: TIME_MESSAGES.updated,
    }),
  );

  app.delete(
    '/time-entries/:id',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: ApiMessageSchema, ...errors } },
    },
    async (request) => {
      await deleteTimeEntry(deps(), viewer(request), request.params.id);
      return { success: true as const, message: TIME_MESSAGES.deleted };
    },
  );

  // The timer

  app.get(
    '/timer',
    { config: { guard: 'signed-in' }, schema: { response: { 200: TimerAnswerSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await getTimer(db, viewer(request)) }),
  );

  app.post(
    '/timer/start',
    {
      config: { guard: 'signed-in' },
      schema: { body: TimerStartPayloadSchema, response: { 200: TimerStartAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await startTimer(deps(), viewer(request), request.body),
      message: TIME_MESSAGES.timerStarted,
    }),
  );

  app.post(
    '/timer/stop',
    {
      config: { guard: 'signed-in' },
      schema: { body: TimerStopPayloadSchema, response: { 200: TimeEntryAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await stopTimer(deps(), viewer(request), request.body ?? {}),
      message: TIME_MESSAGES.timerStopped,
    }),
  );

  // Timesheets

  app.get(
    '/timesheets',
    {
      config: { guard: 'signed-in' },
      schema: { querystring: TimesheetQuerySchema, response: { 200: TimesheetAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await getTimesheet(db, viewer(request), request.query),
    }),
  );

  app.get(
    '/timesheets/pending',
    {
      config: { guard: 'signed-in' },
      schema: { response: { 200: TimesheetSummaryListAnswerSchema, ...errors } },
    },
    async (request) => ({ success: true as const, data: await listPendingTimesheets(db, viewer(request)) }),
  );

  app.post(
    '/timesheets/submit',
    {
      config: { guard: 'signed-in' },
      schema: { body: TimesheetSubmitPayloadSchema, response: { 200: TimesheetAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await submitTimesheet(deps(), viewer(request), request.body.week),
      message: TIME_MESSAGES.submitted,
    }),
  );

  app.post(
    '/timesheets/:id/approve',
    {
      config: { guard: 'signed-in' },
      schema: { params: IdParamsSchema, response: { 200: TimesheetReviewAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await reviewTimesheet(deps(), viewer(request), request.params.id, { to: 'approved' }),
      message: TIME_MESSAGES.approved,
    }),
  );

  app.post(
    '/timesheets/:id/reject',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: IdParamsSchema,
        body: TimesheetRejectPayloadSchema,
        response: { 200: TimesheetReviewAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviewTimesheet(deps(), viewer(request), request.params.id, {
        to: 'rejected',
        reason: request.body.reason,
      }),
      message: TIME_MESSAGES.rejected,
    }),
  );

  // Reports

  app.get(
    '/time-reports',
    {
      config: { guard: 'signed-in' },
      schema: { querystring: TimeReportQuerySchema, response: { 200: TimeReportAnswerSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await timeReport(db, viewer(request), request.query),
    }),
  );

  app.get(
    '/time-reports/export',
    {
      config: { guard: 'signed-in' },
      schema: { querystring: TimeReportExportQuerySchema, response: { 200: FileSchema, ...errors } },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await timeReport(db, viewer(request), query);
      const table = timeReportTable(report);
      const body = format === 'xlsx' ? await timeReportXlsx(table) : timeReportCsv(table);
      return reply
        .header('content-type', TIME_EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${timeReportFileName(report, format)}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  // Rates (finance: the role and the grant)

  app.get(
    '/projects/:id/rates',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: IdParamsSchema,
        querystring: FinanceScopeQuerySchema,
        response: { 200: ProjectRatesAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await requireFinance(app, request, request.query.organization, 'view');
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await getProjectRates(db, scope.organizationId, request.params.id),
      };
    },
  );

  app.put(
    '/projects/:id/rates',
    {
      config: { guard: 'signed-in' },
      schema: {
        params: IdParamsSchema,
        querystring: FinanceScopeQuerySchema,
        body: ProjectRatesPayloadSchema,
        response: { 200: ProjectRatesAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await requireFinance(app, request, request.query.organization, 'manage');
      reply.header('cache-control', 'no-store');
      const data = await saveProjectRates(
        db,
        scope.organizationId,
        scope.user.id,
        request.params.id,
        request.body,
      );
      return { success: true as const, data, message: TIME_MESSAGES.ratesSaved };
    },
  );
};
