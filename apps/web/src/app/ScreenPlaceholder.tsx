import { UnderConstruction } from '@app/ui';
import { paths } from './paths';
import { useDocumentTitle } from './useDocumentTitle';

export interface ScreenPlaceholderProps {
  /** The screen's title from the spec. */
  title: string;
  description?: string;
  /** Auth screens sit in the auth card and lead back to the landing page. */
  area?: 'app' | 'auth' | 'public';
}

/** What a screen that a later release builds shows today: its title, the honest notice and a way back. */
export function ScreenPlaceholder({ title, description, area = 'app' }: ScreenPlaceholderProps) {
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
