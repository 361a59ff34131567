import type { CalendarFeedUrl } from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCalendarFeed,
  rotateCalendarFeed,
  turnOffCalendarFeed,
  turnOnCalendarFeed,
} from '../calendar-feed';
import type { ApiClient } from '../http';

export const calendarFeedQueryKey = ['calendar-feed'] as const;

/** The caller's calendar feed: on or off, and since when. */
export function calendarFeedQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: calendarFeedQueryKey, queryFn: () => getCalendarFeed(client) });
}

/** The Settings card's status. */
export function useCalendarFeed(client: ApiClient) {
  return useQuery(calendarFeedQueryOptions(client));
}

function useFeedMutation<T>(change: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }),
  });
}

/** Turns the feed on: `mutate()`; the answer's URL is shown once. */
export function useTurnOnCalendarFeed(client: ApiClient) {
  return useFeedMutation<CalendarFeedUrl>(() => turnOnCalendarFeed(client));
}

/** A new URL for the feed: `mutate()`. */
export function useRotateCalendarFeed(client: ApiClient) {
  return useFeedMutation<CalendarFeedUrl>(() => rotateCalendarFeed(client));
}

/** Turns the feed off: `mutate()`. */
export function useTurnOffCalendarFeed(client: ApiClient) {
  return useFeedMutation<void>(() => turnOffCalendarFeed(client));
}
