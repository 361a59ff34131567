import { z } from 'zod';
import { PAGING_DEFAULT_LIMIT, PAGING_DEFAULT_PAGE } from './constants';

import { PAGE_LIMIT_MAX } from './paging';

// The paging numbers live apart, without zod: list screens use them in their first download.
export { PAGE_LIMIT_MAX, pageCount } from './paging';

/** The one error shape of the API: bad input is a 4xx with a clear message, never a 500. */
export const ApiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** `{ success: true, data }`, with the optional human message some calls send (organization registration). */
export function apiSuccess<T extends z.ZodType>(dataSchema: T) {
  return z.object({
    success: z.literal(true),
    data: dataSchema,
    message: z.string().optional(),
  });
}
export type ApiSuccess<T> = { success: true; data: T; message?: string };

/** `{ success: true, message }`: calls whose only answer is a confirmation (forgot password, reset, sign-out). */
export const ApiMessageSchema = z.object({ success: z.literal(true), message: z.string() });
export type ApiMessage = z.infer<typeof ApiMessageSchema>;

export const PaginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  pages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** List answers: `{ success: true, data: T[], pagination }` (spec 7.2). */
export function paginated<T extends z.ZodType>(itemSchema: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(itemSchema),
    pagination: PaginationSchema,
  });
}
export type Paginated<T> = { success: true; data: T[]; pagination: Pagination };

/** Query string paging: values arrive as strings, so they are coerced. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(PAGING_DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGING_DEFAULT_LIMIT),
  search: z.string().trim().optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;
export type PageQueryInput = z.input<typeof PageQuerySchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;
