import type { Branding } from '@app/domain';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import Groups2OutlinedIcon from '@mui/icons-material/Groups2Outlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { createAppTheme } from '../../theme/createAppTheme';
import { sanitizeCustomCSS } from '../../theme/customCss';

export interface BrandingPreviewProps {
  /** The branding to show, as edited (blank fields fall back like the app's theme does). */
  branding: Partial<Branding>;
  /** Shown in the preview's header. */
  organizationName?: string;
  /** The organization's logo, shown in the preview's header. */
  logoUrl?: string | null;
}

type CssVariables = Record<string, string>;

/**
 * The CSS variables of a theme, split into what holds in every scheme and what the dark scheme changes. Set
 * on the preview's box, they make `theme.vars` resolve to the edited branding inside it and only there.
 */
function themeVariables(theme: Theme): { base: CssVariables; dark: CssVariables } {
  const base: CssVariables = {};
  const dark: CssVariables = {};
  const sheets = (theme.generateStyleSheets?.() ?? []) as Record<string, Record<string, unknown>>[];
  for (const sheet of sheets) {
    for (const [selector, declarations] of Object.entries(sheet)) {
      const target = selector.includes('.dark') ? dark : base;
      for (const [name, value] of Object.entries(declarations)) {
        if (name.startsWith('--') && (typeof value === 'string' || typeof value === 'number')) {
          target[name] = String(value);
        }
      }
    }
  }
  return { base, dark };
}

const NAV = [
  { label: 'Dashboard', icon: <DashboardOutlinedIcon fontSize="small" /> },
  { label: 'Projects', icon: <FolderOutlinedIcon fontSize="small" /> },
  { label: 'Tasks', icon: <TaskAltOutlinedIcon fontSize="small" /> },
  { label: 'Teams', icon: <Groups2OutlinedIcon fontSize="small" /> },
];

function PreviewShell({ organizationName, logoUrl }: { organizationName: string; logoUrl?: string | null }) {
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          alignItems: 'center',
          px: 2,
          height: 52,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {logoUrl ? (
          <Box component="img" src={logoUrl} alt="" sx={{ height: 28, maxWidth: 96, objectFit: 'contain' }} />
        ) : (
          <Avatar
            variant="rounded"
            sx={{ width: 28, height: 28, bgcolor: 'brand.main', color: 'brand.contrastText' }}
          >
            {organizationName.charAt(0).toUpperCase()}
          </Avatar>
        )}
        <Typography variant="subtitle1" noWrap sx={{ flex: 1, fontWeight: 700, fontFamily: 'inherit' }}>
          {organizationName}
        </Typography>
        <Avatar
          sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          A
        </Avatar>
      </Stack>
      <Box sx={{ display: 'flex', minHeight: 300 }}>
        <Stack
          component="nav"
          spacing={0.5}
          sx={{
            width: 150,
            flexShrink: 0,
            p: 1,
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
            // On a phone the preview leaves the sidebar out, as the app folds it into a drawer.
            '@container (max-width: 420px)': { display: 'none' },
          }}
        >
          {NAV.map((item, index) => (
            <Stack
              key={item.label}
              direction="row"
              spacing={1}
              sx={(theme) => ({
                alignItems: 'center',
                px: 1,
                py: 0.75,
                borderRadius: 1,
                typography: 'body2',
                ...(index === 0
                  ? {
                      fontWeight: 600,
                      color: (theme.vars || theme).palette.primary.main,
                      bgcolor: theme.alpha((theme.vars || theme).palette.primary.main, 0.1),
                    }
                  : { color: (theme.vars || theme).palette.text.secondary }),
              })}
            >
              {item.icon}
              <span>{item.label}</span>
            </Stack>
          ))}
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0, p: 2, bgcolor: 'background.default' }}>
          <Typography variant="h5" component="p" sx={{ mb: 1.5 }}>
            Website redesign
          </Typography>
          <Card sx={{ p: 2 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}
            >
              <Typography variant="h6" component="p" sx={{ flex: 1 }}>
                Launch plan
              </Typography>
              <Chip size="small" color="primary" label="Active" />
              <Chip
                size="small"
                label="New"
                sx={{ bgcolor: 'brand.accent', color: 'brand.accentContrastText' }}
              />
            </Stack>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
              Ship the new pages by Friday. <Link href="#preview">View details</Link>
            </Typography>
            <LinearProgress variant="determinate" value={65} aria-label="Progress" sx={{ mb: 2 }} />
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained">Save changes</Button>
              <Button variant="outlined">Cancel</Button>
              <Button variant="contained" color="secondary">
                Share
              </Button>
            </Stack>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * A small app shell (header, sidebar, a card with buttons) drawn with `branding` through the app's own theme
 * code, in the colour scheme on screen: the theme's CSS variables are set on the preview's box, and the custom
 * CSS is cleaned and scoped to it. It is a picture: nothing in it can be focused or pressed.
 */
export function BrandingPreview({
  branding,
  organizationName = 'Your organization',
  logoUrl,
}: BrandingPreviewProps) {
  const scopeId = useId();
  const key = JSON.stringify(branding);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `branding`
  const theme = useMemo(() => createAppTheme({ branding }), [key]);
  const variables = useMemo(() => themeVariables(theme), [theme]);
  const scope = `[data-branding-preview="${scopeId}"]`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `branding`
  const css = useMemo(() => sanitizeCustomCSS(branding.customCSS, scope), [key, scope]);
  return (
    <Box
      data-branding-preview={scopeId}
      inert
      sx={{
        ...variables.base,
        '.dark &': variables.dark,
        fontFamily: theme.typography.fontFamily,
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.default',
      }}
    >
      {css ? <style data-branding-preview-css="">{css}</style> : null}
      {/* Nested in the app's provider, this one takes its colour scheme and adds no style sheet of its own. */}
      <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null}>
        <PreviewShell organizationName={organizationName} logoUrl={logoUrl} />
      </ThemeProvider>
    </Box>
  );
}
