import type * as React from 'react';
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** What a page puts in the shell's header (spec 2.2). */
export interface PageHeaderContent {
  /** The page's title: the header's h1. Without one the header greets ('Welcome back, {first name}!'). */
  title?: string;
  /** One line under the title. */
  subtitle?: React.ReactNode;
  /** Page facts beside the title (a status chip, a count, who is online). */
  info?: React.ReactNode;
  /** The page's main action; the shell's 'New Project' button when left out, nothing when `null`. */
  action?: React.ReactNode;
  /** The browser tab's title when it is not the heading (a page that keeps the greeting names itself here). */
  documentTitle?: string;
}

export interface PageHeaderProps extends PageHeaderContent {}

type Owner = object;
interface Entry {
  owner: Owner;
  content: PageHeaderContent;
}
type SetPageHeader = (owner: Owner, content: PageHeaderContent | undefined) => void;

const SetterContext = createContext<SetPageHeader | undefined>(undefined);
const ContentContext = createContext<PageHeaderContent | undefined>(undefined);

export interface PageHeaderProviderProps {
  children?: React.ReactNode;
  /**
   * Called when the page's title for the browser tab changes (`documentTitle`, else `title`); undefined while no
   * page has set one.
   */
  onTitleChange?: (title: string | undefined) => void;
}

/**
 * Holds the header of the page that is shown, for the shell's {@link Header} to read with
 * {@link usePageHeaderContent}. The {@link AppShell} provides one around its header and page.
 */
export function PageHeaderProvider({ children, onTitleChange }: PageHeaderProviderProps) {
  const [entry, setEntry] = useState<Entry | undefined>(undefined);
  const set = useMemo<SetPageHeader>(
    () => (owner, content) =>
      setEntry((current) => {
        if (content) return { owner, content };
        // A page that leaves clears only its own header, not the one the next page has already set.
        return current?.owner === owner ? undefined : current;
      }),
    [],
  );
  const content = entry?.content;
  const tabTitle = content?.documentTitle ?? content?.title;
  const onTitleChangeRef = useRef(onTitleChange);
  onTitleChangeRef.current = onTitleChange;
  useEffect(() => {
    onTitleChangeRef.current?.(tabTitle);
  }, [tabTitle]);
  return (
    <SetterContext.Provider value={set}>
      <ContentContext.Provider value={content}>{children}</ContentContext.Provider>
    </SetterContext.Provider>
  );
}

/** The header the current page has set, or undefined (the shell then greets). */
export function usePageHeaderContent(): PageHeaderContent | undefined {
  return useContext(ContentContext);
}

/** Whether a {@link PageHeaderProvider} is above: a page part that has no shell to fill shows its heading itself. */
export function useHasPageHeader(): boolean {
  return useContext(SetterContext) !== undefined;
}

/**
 * Sets the shell header's title, subtitle, info and action for the page it is on, and clears them when the page
 * leaves. It renders nothing where it stands: put it anywhere in the page's tree.
 *
 * ```tsx
 * <PageHeader title="My Projects" subtitle="3 projects" action={<Button href="/projects/create">New</Button>} />
 * ```
 */
export function PageHeader({ title, subtitle, info, action, documentTitle }: PageHeaderProps) {
  const set = useContext(SetterContext);
  const [owner] = useState<Owner>(() => ({}));
  // Before paint, so the page never shows with the previous page's title.
  useLayoutEffect(() => {
    if (!set) return undefined;
    set(owner, {
      ...(title === undefined ? {} : { title }),
      ...(subtitle === undefined ? {} : { subtitle }),
      ...(info === undefined ? {} : { info }),
      ...(action === undefined ? {} : { action }),
      ...(documentTitle === undefined ? {} : { documentTitle }),
    });
  }, [set, owner, title, subtitle, info, action, documentTitle]);
  useLayoutEffect(() => {
    if (!set) return undefined;
    return () => set(owner, undefined);
  }, [set, owner]);
  return null;
}
