import { ORG_STRUCTURE_TEXTS } from '@app/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { UserAvatar } from '../UserMenu';

/** A person to choose: an organization member. */
export interface PeopleSelectPerson {
  _id: string;
  name: string;
  email: string;
  profileImage?: string;
}

export interface PeopleSelectProps {
  /** The visible label, also the field's accessible name. */
  label: string;
  /** Everyone who may be chosen. */
  people: readonly PeopleSelectPerson[];
  /** The ids chosen, in order; an id not among `people` is kept but not shown. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
  /** One line under the field. */
  helperText?: string;
  /** The field's name, for forms. */
  name?: string;
}

/**
 * Chooses several people of the organization (a department's managers, a team's members): type to search by
 * name or email, pick from the list, remove a chosen person with their chip's delete button or Backspace.
 */
export function PeopleSelect({
  label,
  people,
  value,
  onChange,
  disabled = false,
  helperText,
  name,
}: PeopleSelectProps) {
  const chosen = value
    .map((id) => people.find((person) => person._id === id))
    .filter((person): person is PeopleSelectPerson => person !== undefined);
  // People chosen but not in the list (outside the viewer's view) stay in the value untouched.
  const hidden = value.filter((id) => !people.some((person) => person._id === id));
  return (
    <Autocomplete
      multiple
      options={people as PeopleSelectPerson[]}
      value={chosen}
      disabled={disabled}
      onChange={(_event, next) => onChange([...hidden, ...next.map((person) => person._id)])}
      getOptionLabel={(person) => person.name}
      getOptionKey={(person) => person._id}
      isOptionEqualToValue={(option, current) => option._id === current._id}
      filterOptions={(options, state) => {
        const query = state.inputValue.trim().toLowerCase();
        return query
          ? options.filter(
              (person) =>
                person.name.toLowerCase().includes(query) || person.email.toLowerCase().includes(query),
            )
          : options;
      }}
      noOptionsText={ORG_STRUCTURE_TEXTS.peopleNoMatch}
      disableCloseOnSelect
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <UserAvatar user={person} size={28} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {person.name}
            </Typography>
            <Typography variant="caption" color="textSecondary" noWrap component="p">
              {person.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          helperText={helperText}
          placeholder={chosen.length === 0 ? ORG_STRUCTURE_TEXTS.peopleNone : undefined}
        />
      )}
    />
  );
}
