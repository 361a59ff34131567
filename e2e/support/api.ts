import { expect, type Page } from '@playwright/test';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The API as the page's signed-in user (its bearer token; the page's cookies go along on `page.request`). Each
 * call expects its status (200, or 201 for `post`) and returns the answer's `data`.
 */
export async function apiAs(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  const call = async <T>(method: Method, path: string, data?: unknown, status = 200): Promise<T> => {
    const response = await page.request[method](`/api/v1/${path}`, {
      headers,
      ...(data === undefined ? {} : { data }),
    });
    expect(response.status(), await response.text()).toBe(status);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    get: <T>(path: string) => call<T>('get', path),
    post: <T>(path: string, data: unknown) => call<T>('post', path, data, 201),
    put: <T>(path: string, data: unknown) => call<T>('put', path, data),
    patch: <T>(path: string, data: unknown) => call<T>('patch', path, data),
  };
}
