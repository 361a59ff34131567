import { SCREEN_TEXTS } from '@app/domain';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../EmptyState/EmptyState';
import { LoadingScreen } from '../LoadingScreen/LoadingScreen';
import { PageHeader, useHasPageHeader } from '../PageHeader/PageHeader';

export interface QueryStateLoadingProps {
  status: 'loading';
  /** What is loading, e.g. 'Loading project...'; 'Loading...' when left out. */
  label?: string;
}

export interface QueryStateErrorProps {
  status: 'error';
  /** What failed to load, e.g. 'The project could not be loaded.' */
  title: string;
  /** Why: the server's message (`failureText` of `@app/sdk`). */
  message: string;
  /** Asks again. */
  onRetry: () => void;
}

export interface QueryStateNotFoundProps {
  status: 'notFound';
  /** The page's title, e.g. 'Project not found': the shell header's h1 (or the part's own without a shell). */
  heading: string;
  /** What is missing, e.g. 'This project is not available'. */
  title: string;
  /** Why it may be missing and what to do. */
  description: string;
  /** Where the way back leads, and its label ('Back to My Projects'). */
  backHref: string;
  backLabel: string;
}

export type QueryStateProps = QueryStateLoadingProps | QueryStateErrorProps | QueryStateNotFoundProps;

/**
 * What a page or a section shows instead of its data: a spinner while it loads, the reason and a retry button when
 * the request failed, and a heading, a line of help and a way back when the item does not exist (or the user may
 * not see it).
 */
export function QueryState(props: QueryStateProps) {
  if (props.status === 'loading') return <LoadingScreen label={props.label ?? SCREEN_TEXTS.loading} />;
  if (props.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={props.onRetry}>
            {SCREEN_TEXTS.retry}
          </Button>
        }
      >
        <strong>{props.title}</strong> {props.message}
      </Alert>
    );
  }
  return <NotFound {...props} />;
}

function NotFound({ heading, title, description, backHref, backLabel }: QueryStateNotFoundProps) {
  const inShell = useHasPageHeader();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      {inShell ? (
        <PageHeader title={heading} />
      ) : (
        <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
          {heading}
        </Typography>
      )}
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
