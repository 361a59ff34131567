import type { AnalyticsExportFormat, AnalyticsQueryInput } from '@app/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { analyticsExportName, exportAnalytics, fetchAnalytics } from '../analytics';
import type { ApiClient } from '../http';
import { toSearchParams } from '../search-params';
import { saveFile } from './audit';

export const analyticsQueryKeys = {
  all: () => ['analytics'] as const,
  answer: (query: AnalyticsQueryInput = {}) => ['analytics', toSearchParams(query)] as const,
};

/** The analytics answer for these filters; the previous answer stays on screen while the next one loads. */
export function analyticsQueryOptions(client: ApiClient, query: AnalyticsQueryInput = {}) {
  return queryOptions({
    queryKey: analyticsQueryKeys.answer(query),
    queryFn: () => fetchAnalytics(client, query),
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(client: ApiClient, query: AnalyticsQueryInput = {}) {
  return useQuery(analyticsQueryOptions(client, query));
}

/** 'Export CSV' / 'Export XLSX': downloads the figures for the filters and saves the file; answers its size. */
export function useExportAnalytics(client: ApiClient) {
  return useMutation({
    mutationFn: async ({
      format,
      query = {},
    }: {
      format: AnalyticsExportFormat;
      query?: AnalyticsQueryInput;
    }) => {
      const blob = await exportAnalytics(client, format, query);
      saveFile(blob, analyticsExportName(format, query));
      return blob.size;
    },
  });
}
