import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiErrorSchema,
  apiSuccess,
  HealthSchema,
  PageQuerySchema,
  PaginationSchema,
  pageCount,
  paginated,
} from './api';

describe('envelopes', () => {
  it('parses the one error shape', () => {
    expect(ApiErrorSchema.parse({ success: false, error: 'Not found' })).toEqual({
      success: false,
      error: 'Not found',
    });
    expect(
      ApiErrorSchema.parse({ success: false, error: 'Invalid', details: [{ path: 'email' }] }).details,
    ).toEqual([{ path: 'email' }]);
    expect(ApiErrorSchema.safeParse({ success: true, error: 'x' }).success).toBe(false);
  });

  it('builds success envelopes around a data schema', () => {
    const schema = apiSuccess(z.object({ id: z.string() }));
    expect(schema.parse({ success: true, data: { id: 'a' } })).toEqual({ success: true, data: { id: 'a' } });
    expect(schema.parse({ success: true, data: { id: 'a' }, message: 'Created' }).message).toBe('Created');
    expect(schema.safeParse({ success: true, data: { id: 1 } }).success).toBe(false);
    expect(schema.safeParse({ success: false, data: { id: 'a' } }).success).toBe(false);
  });

  it('builds paginated list envelopes', () => {
    const schema = paginated(z.string());
    const body = { success: true, data: ['a', 'b'], pagination: { page: 1, limit: 10, total: 2, pages: 1 } };
    expect(schema.parse(body)).toEqual(body);
    expect(
      schema.safeParse({ ...body, pagination: { page: 0, limit: 10, total: 2, pages: 1 } }).success,
    ).toBe(false);
    expect(PaginationSchema.safeParse({ page: 1, limit: 10, total: -1, pages: 0 }).success).toBe(false);
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('PageQuerySchema', () => {
  it('defaults to page 1, limit 10', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it('coerces query strings and keeps the search text', () => {
    expect(PageQuerySchema.parse({ page: '3', limit: '25', search: ' acme ' })).toEqual({
      page: 3,
      limit: 25,
      search: 'acme',
    });
  });

  it('caps the limit at 100 and refuses nonsense', () => {
    expect(PageQuerySchema.safeParse({ limit: '100' }).success).toBe(true);
    expect(PageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page: 'abc' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });
});

describe('HealthSchema', () => {
  it('accepts ok on pglite or postgres', () => {
    expect(HealthSchema.parse({ status: 'ok', db: 'pglite' })).toEqual({ status: 'ok', db: 'pglite' });
    expect(HealthSchema.parse({ status: 'ok', db: 'postgres' }).db).toBe('postgres');
    expect(HealthSchema.safeParse({ status: 'ok', db: 'mysql' }).success).toBe(false);
  });
});
