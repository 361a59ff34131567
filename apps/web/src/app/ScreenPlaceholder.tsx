import { EmptyState, PageHeader, UnderConstruction, useHasPageHeader } from '@app/ui';
import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import Button from '@mui/material/Button';
import { paths } from './paths';
import { useDocumentTitle } from './useDocumentTitle';

export interface ScreenPlaceholderProps {
  /** The screen's title from the spec. */
  title: string;
  description?: string;
  /** Auth screens sit in the auth card and lead back to the landing page. */
  area?: 'app' | 'auth' | 'public';
}

/**
 * What a screen that a later release builds shows today: its title, the honest notice and a way back. Inside the
 * signed-in shell the title is the header's (`PageHeader`); elsewhere the notice carries it.
 */
export function ScreenPlaceholder(props: ScreenPlaceholderProps) {
  return useHasPageHeader() ? <ShellPlaceholder {...props} /> : <StandalonePlaceholder {...props} />;
}

function ShellPlaceholder({ title, description }: ScreenPlaceholderProps) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={<ConstructionRoundedIcon />}
        title="This screen is not built yet."
        description={description}
        action={
          <Button variant="contained" href={paths.root.href()}>
            Back to your dashboard
          </Button>
        }
      />
    </>
  );
}

function StandalonePlaceholder({ title, description, area = 'app' }: ScreenPlaceholderProps) {
  useDocumentTitle(title);
  const inApp = area === 'app';
  return (
    <UnderConstruction
      title={title}
      description={description}
      embedded={area === 'auth'}
      homeHref={inApp ? paths.root.href() : paths.home.href()}
      homeLabel={inApp ? 'Back to your dashboard' : 'Back to home'}
    />
  );
}
