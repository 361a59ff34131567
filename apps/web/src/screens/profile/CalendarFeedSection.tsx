import { failureText } from '@app/sdk';
import {
  useCalendarFeed,
  useRotateCalendarFeed,
  useTurnOffCalendarFeed,
  useTurnOnCalendarFeed,
} from '@app/sdk/react';
import { CalendarFeedCard } from '@app/ui';
import { useState } from 'react';
import { api } from '../../app/api';

/** Settings → Calendar feed: the private iCal link, shown once when turned on or rotated (issue 40). */
export function CalendarFeedSection() {
  const status = useCalendarFeed(api);
  const turnOn = useTurnOnCalendarFeed(api);
  const rotate = useRotateCalendarFeed(api);
  const turnOff = useTurnOffCalendarFeed(api);
  const [url, setUrl] = useState<string>();
  const fail = (fallback: string) => (error: unknown) => {
    throw new Error(failureText(error, fallback));
  };
  const createdAt = status.data?.createdAt;
  return (
    <CalendarFeedCard
      enabled={status.data?.enabled ?? false}
      {...(createdAt ? { since: new Date(createdAt).toLocaleDateString() } : {})}
      {...(url ? { url } : {})}
      onTurnOn={() =>
        turnOn
          .mutateAsync()
          .then(({ url: next }) => setUrl(next), fail('The calendar feed could not be turned on.'))
      }
      onRotate={() =>
        rotate.mutateAsync().then(({ url: next }) => setUrl(next), fail('A new link could not be made.'))
      }
      onTurnOff={() =>
        turnOff
          .mutateAsync()
          .then(() => setUrl(undefined), fail('The calendar feed could not be turned off.'))
      }
      onCopy={(link) => navigator.clipboard.writeText(link)}
    />
  );
}
