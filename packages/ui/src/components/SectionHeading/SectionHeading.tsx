import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  /** The heading's id, for `aria-labelledby` on the section. */
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'left';
}

/** The `h2` block that opens a page section: an optional eyebrow, the title and a short subtitle. */
export function SectionHeading({ id, eyebrow, title, subtitle, align = 'center' }: SectionHeadingProps) {
  return (
    <Stack
      spacing={1.5}
      sx={{
        textAlign: align,
        alignItems: align === 'center' ? 'center' : 'flex-start',
        maxWidth: 720,
        mx: align === 'center' ? 'auto' : 0,
        mb: { xs: 5, md: 7 },
      }}
    >
      {eyebrow ? (
        <Typography
          variant="overline"
          color="primary"
          sx={{ fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.5 }}
        >
          {eyebrow}
        </Typography>
      ) : null}
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ fontSize: '1.0625rem' }}>
          {subtitle}
        </Typography>
      ) : null}
    </Stack>
  );
}
