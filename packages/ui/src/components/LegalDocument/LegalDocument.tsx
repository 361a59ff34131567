import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { compiler } from 'markdown-to-jsx/react';
import type * as React from 'react';
import { useId, useMemo } from 'react';

export interface LegalDocumentProps {
  title: string;
  /** When the text last changed, as people read it (e.g. 'June 1, 2025'). */
  updated: string;
  /** A lead paragraph before the first section. */
  intro?: string;
  /**
   * The document as Markdown: each `## ` heading starts a section (listed in the table of contents), `### ` a
   * sub-heading within it; paragraphs, lists, `**strong**`, `` `code` ``, links and `<name@example.com>` as usual. Raw
   * HTML is not read: the text is content, not markup.
   */
  markdown: string;
}

export interface LegalSection {
  heading: string;
  /** The anchor of the section, from its heading. */
  id: string;
  /** The section's Markdown after its heading. */
  body: string;
}

/** An anchor-safe slug of a heading: 'Cookies & local storage' -> 'cookies-local-storage'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The sections of a legal document's Markdown, one per `## ` heading; text before the first heading is not part
 * of any section (the document's intro is a prop of its own).
 */
export function legalSections(markdown: string): LegalSection[] {
  const sections: LegalSection[] = [];
  for (const line of markdown.split('\n')) {
    const heading = /^## +(.+?)\s*$/.exec(line);
    if (heading?.[1]) {
      sections.push({ heading: heading[1], id: slugify(heading[1]), body: '' });
    } else if (sections.length > 0) {
      const current = sections[sections.length - 1] as LegalSection;
      current.body += `${line}\n`;
    }
  }
  return sections;
}

/** Links in the text go through the theme's link component (the app's router for paths inside it). */
function DocumentLink({ href, children }: { href?: string; children?: React.ReactNode }) {
  return <Link href={href}>{children}</Link>;
}

const MARKDOWN_OPTIONS = {
  disableParsingRawHTML: true,
  forceBlock: true,
  wrapper: null,
  overrides: { a: DocumentLink },
} as const;

/** A long legal text (privacy policy, terms) with a table of contents that links to each section. */
export function LegalDocument({ title, updated, intro, markdown }: LegalDocumentProps) {
  const tocHeadingId = useId();
  const sections = useMemo(
    () =>
      legalSections(markdown).map((section) => ({
        ...section,
        content: compiler(section.body, MARKDOWN_OPTIONS),
      })),
    [markdown],
  );

  return (
    <Container component="article" maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Box component="header" sx={{ maxWidth: 760, mb: { xs: 4, md: 6 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.125rem', md: '2.75rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          Last updated: {updated}
        </Typography>
        {intro ? <Typography sx={{ mt: 3, fontSize: '1.0625rem' }}>{intro}</Typography> : null}
      </Box>
      <Divider sx={{ mb: { xs: 4, md: 6 } }} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' },
          gap: { xs: 4, md: 8 },
          alignItems: 'start',
        }}
      >
        <Box
          component="nav"
          aria-labelledby={tocHeadingId}
          sx={{ position: { md: 'sticky' }, top: { md: 96 } }}
        >
          <Typography
            id={tocHeadingId}
            variant="h2"
            sx={{ fontSize: '0.8125rem', textTransform: 'uppercase', letterSpacing: '0.08em', mb: 1.5 }}
            color="text.secondary"
          >
            Contents
          </Typography>
          <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`} variant="body2" color="text.primary">
                  {section.heading}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
        <Stack spacing={5} sx={{ maxWidth: 760 }}>
          {sections.map((section) => (
            <Box
              component="section"
              key={section.id}
              aria-labelledby={section.id}
              sx={(theme) => ({
                ...theme.typography.body1,
                lineHeight: 1.75,
                '& p': { m: 0, mb: 2 },
                '& ul, & ol': { m: 0, mb: 2, pl: 3 },
                '& li': { mb: 0.75 },
                '& h3': { ...theme.typography.h5, mt: 3, mb: 1 },
                '& a': { color: (theme.vars || theme).palette.primary.main, fontWeight: 500 },
                '& strong': { fontWeight: 600 },
                '& code': {
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                  fontSize: '0.875em',
                  px: 0.5,
                  borderRadius: 0.5,
                  bgcolor: (theme.vars || theme).palette.action.hover,
                },
              })}
            >
              <Typography
                id={section.id}
                variant="h2"
                sx={{ fontSize: { xs: '1.375rem', md: '1.5rem' }, mb: 2 }}
              >
                {section.heading}
              </Typography>
              {section.content}
            </Box>
          ))}
        </Stack>
      </Box>
    </Container>
  );
}
