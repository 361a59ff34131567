import { AUTH_MESSAGES, parseDate } from '@app/domain';
import { ApiError } from '@app/sdk';
import { EmptyState } from '@app/ui';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** The text to show for a failed request: the server's own message, or the connection line when none came. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return error.isNetworkError ? AUTH_MESSAGES.connectionProblem : error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The project does not exist or belongs to someone else: the server answers 404 for both (tenant scope), and
 * 400 for an id that cannot be one.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A calendar date as the reader's locale writes it ('Jun 10, 2025'); an em dash without one. */
export function formatDay(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? dayFormat.format(date) : '—';
}

export interface NotFoundScreenProps {
  /** The page heading and document title, e.g. 'Project not found'. */
  heading: string;
  title: string;
  description: string;
  backHref: string;
  backLabel: string;
}

/** What an item's URL shows when the item does not exist or the user may not see it (the server answers 404). */
export function NotFoundScreen({ heading, title, description, backHref, backLabel }: NotFoundScreenProps) {
  useDocumentTitle(heading);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <EmptyState
        compact
        icon={<SearchOffRoundedIcon />}
        title={title}
        description={description}
        action={
          <Button variant="contained" href={backHref}>
            {backLabel}
          </Button>
        }
      />
    </Box>
  );
}

/** What /projects/{id} shows for a project that does not exist or that the user may not see. */
export function ProjectNotFound() {
  return (
    <NotFoundScreen
      heading="Project not found"
      title="This project is not available"
      description="It may have been deleted, or you do not have access to it. Ask its owner to add you if you need it."
      backHref={paths.projects.list.href()}
      backLabel="Back to My Projects"
    />
  );
}

export interface LoadErrorProps {
  /** What failed to load, e.g. 'Projects could not be loaded.' */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed load: the reason and a retry button. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <strong>{title}</strong> {failureText(error, 'Please try again.')}
    </Alert>
  );
}
