import { EmptyState } from '@app/ui';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** What a task URL shows for a task that does not exist or that the user may not see (the server answers 404). */
export function TaskNotFound() {
  useDocumentTitle('Task not found');
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        Task not found
      </Typography>
      <EmptyState
        compact
        icon={<SearchOffRoundedIcon />}
        title="This task is not available"
        description="It may have been deleted, or you do not have access to it."
        action={
          <Button variant="contained" href={paths.tasks.list.href()}>
            Back to My Tasks
          </Button>
        }
      />
    </Box>
  );
}
