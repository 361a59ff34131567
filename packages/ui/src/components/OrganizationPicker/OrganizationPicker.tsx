import { PLATFORM_TEXTS } from '@app/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SelectField } from '../SelectField';

const T = PLATFORM_TEXTS.picker;

/** An organization to choose. */
export interface OrganizationPickerOption {
  _id: string;
  name: string;
}

export interface OrganizationPickerProps {
  /** The organizations to choose from (the platform's organization list). */
  organizations: readonly OrganizationPickerOption[];
  /** Called with the organization chosen. */
  onChoose: (organizationId: string) => void;
  /** The list is still being read. */
  loading?: boolean;
  /** What the chosen organization opens, e.g. 'Security & Compliance'. */
  pageName?: string;
}

/**
 * The platform view of an organization page: a platform admin who belongs to no organization chooses
 * the organization the page is about.
 */
export function OrganizationPicker({
  organizations,
  onChoose,
  loading = false,
  pageName,
}: OrganizationPickerProps) {
  const options = [
    { value: '', label: loading ? T.loading : T.placeholder },
    ...organizations.map((organization) => ({ value: organization._id, label: organization.name })),
  ];
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 560, mx: 'auto', width: '100%' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {T.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.intro(pageName)}
        </Typography>
        <SelectField
          label={T.label}
          value=""
          options={options}
          size="medium"
          disabled={loading || organizations.length === 0}
          onChange={(organizationId) => {
            if (organizationId) onChoose(organizationId);
          }}
        />
        {!loading && organizations.length === 0 ? <Typography variant="body2">{T.none}</Typography> : null}
      </Stack>
    </Paper>
  );
}
