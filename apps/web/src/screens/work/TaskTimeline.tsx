import { TIMELINE_SCREEN_TEXTS } from '@app/domain';
import { PageHeader } from '@app/ui';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import ViewListRoundedIcon from '@mui/icons-material/ViewListRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '../../app/paths';
import { TimelinePanel } from './timeline/TimelinePanel';

/** Timeline (/tasks/timeline): the dated tasks of every project the user sees, grouped by project. */
export function TaskTimeline() {
  return (
    <Stack spacing={3} sx={{ width: '100%', minWidth: 0 }}>
      <PageHeader title={TIMELINE_SCREEN_TEXTS.pageTitle} subtitle={TIMELINE_SCREEN_TEXTS.pageSubtitle} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          href={paths.tasks.calendar.href()}
          startIcon={<CalendarMonthOutlinedIcon />}
        >
          {TIMELINE_SCREEN_TEXTS.calendar}
        </Button>
        <Button variant="outlined" href={paths.tasks.list.href()} startIcon={<ViewListRoundedIcon />}>
          My Tasks
        </Button>
      </Stack>
      <TimelinePanel exportName="timeline" />
    </Stack>
  );
}
