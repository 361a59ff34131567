import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import { styled, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type * as React from 'react';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

/** One choice of the palette: a search result, an action, a recent item. */
export interface CommandPaletteItem {
  /** Unique among all the palette's items. */
  id: string;
  label: string;
  /** A quieter second line: a snippet, a project, a shortcut's description. */
  detail?: string;
  /** A short word at the end of the row ('Task', 'Project', 'Action'). */
  kind?: string;
  icon?: React.ReactNode;
}

export interface CommandPaletteSection {
  title: string;
  items: readonly CommandPaletteItem[];
}

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  query: string;
  onQueryChange: (query: string) => void;
  /** The sections in order; empty sections are left out. */
  sections: readonly CommandPaletteSection[];
  /** Results are on their way (a thin bar under the field). */
  loading?: boolean;
  onSelect: (item: CommandPaletteItem) => void;
  /** Shown when no section has an item. */
  emptyText?: string;
  placeholder?: string;
  /** Full screen with a close button (a phone); by default below the `sm` breakpoint. */
  fullScreen?: boolean;
}

// The rows are styled once, not per render through `sx`: a palette re-renders its list on every answer while the
// user types, and on a slow phone the style work of a few dozen `sx` props was most of that render.
const ListBox = styled('div')(({ theme }) => ({
  overflowY: 'auto',
  padding: theme.spacing(0.5, 0),
  borderTop: `1px solid ${(theme.vars || theme).palette.divider}`,
}));

const SectionTitle = styled('div')(({ theme }) => ({
  ...theme.typography.overline,
  color: (theme.vars || theme).palette.text.secondary,
  padding: theme.spacing(1, 2, 0),
  lineHeight: 2,
}));

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1, 2),
  cursor: 'pointer',
  '&[aria-selected="true"]': { backgroundColor: (theme.vars || theme).palette.action.selected },
}));

const RowIcon = styled('span')(({ theme }) => ({
  display: 'flex',
  color: (theme.vars || theme).palette.text.secondary,
}));

const RowText = styled('span')({ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column' });

const RowLabel = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
}));

const RowDetail = styled('span')(({ theme }) => ({
  ...theme.typography.caption,
  color: (theme.vars || theme).palette.text.secondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
}));

const RowKind = styled('span')(({ theme }) => ({
  ...theme.typography.caption,
  color: (theme.vars || theme).palette.text.secondary,
  flexShrink: 0,
}));

interface OptionProps {
  item: CommandPaletteItem;
  id: string;
  index: number;
  selected: boolean;
  onActivate: (index: number) => void;
  onPick: (item: CommandPaletteItem) => void;
}

/** One choice; drawn again only when it, or whether it is the active one, changes. */
const Option = memo(function Option({ item, id, index, selected, onActivate, onPick }: OptionProps) {
  return (
    <Row
      id={id}
      role="option"
      aria-selected={selected}
      onMouseMove={selected ? undefined : () => onActivate(index)}
      onClick={() => onPick(item)}
    >
      {item.icon ? <RowIcon aria-hidden>{item.icon}</RowIcon> : null}
      <RowText>
        <RowLabel>{item.label}</RowLabel>
        {item.detail ? <RowDetail>{item.detail}</RowDetail> : null}
      </RowText>
      {item.kind ? <RowKind>{item.kind}</RowKind> : null}
    </Row>
  );
});

interface OptionListProps {
  sections: readonly CommandPaletteSection[];
  baseId: string;
  listId: string;
  active: number;
  fullScreen: boolean;
  onActivate: (index: number) => void;
  onPick: (item: CommandPaletteItem) => void;
  listRef: React.Ref<HTMLDivElement>;
}

/** The listbox: skipped while only the typed text changes (every keystroke), drawn when the choices change. */
const OptionList = memo(function OptionList({
  sections,
  baseId,
  listId,
  active,
  fullScreen,
  onActivate,
  onPick,
  listRef,
}: OptionListProps) {
  let index = -1;
  return (
    <ListBox
      ref={listRef}
      id={listId}
      role="listbox"
      aria-label="Results and commands"
      // Full screen, the list takes the rest of the height; in the dialog, half the window's.
      sx={fullScreen ? { flex: 1, minHeight: 0 } : { maxHeight: { xs: '60vh', sm: '50vh' } }}
    >
      {sections.map((section, sectionIndex) => (
        // A group of options inside a listbox (ARIA's pattern); a fieldset would group form controls.
        // biome-ignore lint/a11y/useSemanticElements: see above
        <div key={section.title} role="group" aria-labelledby={`${baseId}-section-${sectionIndex}`}>
          <SectionTitle id={`${baseId}-section-${sectionIndex}`}>{section.title}</SectionTitle>
          {section.items.map((item) => {
            index += 1;
            return (
              <Option
                key={item.id}
                item={item}
                id={`${baseId}-option-${index}`}
                index={index}
                selected={index === active}
                onActivate={onActivate}
                onPick={onPick}
              />
            );
          })}
        </div>
      ))}
    </ListBox>
  );
});

const PAPER_IN_DIALOG = {
  paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: '12vh' }, overflow: 'hidden' } },
} as const;
const PAPER_FULL_SCREEN = { paper: { sx: { overflow: 'hidden' } } } as const;

const TITLE = <DialogTitle sx={visuallyHidden}>Command palette</DialogTitle>;
const SEARCH_ICON = <SearchRoundedIcon color="action" aria-hidden />;
const ESC_HINT = (
  <Typography
    variant="caption"
    color="text.secondary"
    sx={{ border: 1, borderColor: 'divider', borderRadius: 0.5, px: 0.75, flexShrink: 0 }}
  >
    Esc
  </Typography>
);

const FieldRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.5, 2),
}));

const ProgressSlot = styled('div')({ height: 2 });

type PaletteContentValue = Omit<CommandPaletteProps, 'open' | 'fullScreen'> & { fullScreen: boolean };

// What changes while the user types reaches the dialog's content through a context: the dialog itself (modal,
// focus trap, backdrop, paper) is drawn once, not again at every keystroke and every answer.
const PaletteContent = createContext<PaletteContentValue | null>(null);

const PaletteFrame = memo(function PaletteFrame({
  open,
  onClose,
  fullScreen,
}: {
  open: boolean;
  onClose: () => void;
  fullScreen: boolean;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      slotProps={fullScreen ? PAPER_FULL_SCREEN : PAPER_IN_DIALOG}
    >
      <PaletteBody />
    </Dialog>
  );
});

/**
 * The command palette: a field that is a combobox and a listbox of sections under it, driven by the keyboard
 * only (Up and Down move, Enter picks, Escape closes; the focus stays in the field), or by the pointer. On a
 * phone it fills the screen, with a close button in place of the Esc hint.
 */
export function CommandPalette({ open, fullScreen: fullScreenProp, ...props }: CommandPaletteProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const fullScreen = fullScreenProp ?? phone;
  // The latest onClose behind a callback that stays the same, so that the frame is not drawn again for it.
  const closeRef = useRef(props.onClose);
  closeRef.current = props.onClose;
  const onClose = useCallback(() => closeRef.current(), []);
  return (
    <PaletteContent.Provider value={{ ...props, fullScreen }}>
      <PaletteFrame open={open} onClose={onClose} fullScreen={fullScreen} />
    </PaletteContent.Provider>
  );
}

function PaletteBody() {
  const content = useContext(PaletteContent);
  if (!content) throw new Error('PaletteBody renders inside CommandPalette');
  const {
    onClose,
    query,
    onQueryChange,
    sections,
    loading = false,
    onSelect,
    emptyText = 'Nothing matches',
    placeholder = 'Search or type a command',
    fullScreen,
  } = content;
  const baseId = useId();
  const listId = `${baseId}-list`;
  const shown = useMemo(() => sections.filter((section) => section.items.length > 0), [sections]);
  const flat = useMemo(() => shown.flatMap((section) => section.items), [shown]);
  const listRef = useRef<HTMLDivElement>(null);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // A new list starts at its first choice: the active index belongs to the list it was chosen in (kept in the
  // same render, not reset by an effect that would draw the list twice).
  const signature = useMemo(() => flat.map((item) => item.id).join('|'), [flat]);
  const [cursor, setCursor] = useState({ signature, index: 0 });
  const active = cursor.signature === signature ? cursor.index : 0;
  const signatureRef = useRef(signature);
  signatureRef.current = signature;
  const setActive = useCallback((index: number) => setCursor({ signature: signatureRef.current, index }), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list (its signature) scrolls to its first choice
  useEffect(() => {
    const option = listRef.current?.ownerDocument.getElementById(`${baseId}-option-${active}`);
    // The active choice stays in view (not every environment scrolls: jsdom has no layout).
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [active, baseId, signature]);

  // The latest onSelect, behind a callback that stays the same: the rows need not be drawn again for it.
  const selectRef = useRef(onSelect);
  selectRef.current = onSelect;
  const onPick = useCallback((item: CommandPaletteItem) => selectRef.current(item), []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (flat.length === 0) return;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + delta + flat.length) % flat.length);
    } else if (event.key === 'Home' && event.ctrlKey) {
      setActive(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      setActive(Math.max(0, flat.length - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = flat[active];
      if (item) onSelect(item);
    }
  };

  return (
    <>
      {TITLE}
      <FieldRow>
        {SEARCH_ICON}
        <InputBase
          autoFocus
          fullWidth
          value={query}
          placeholder={placeholder}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{
            input: {
              role: 'combobox',
              'aria-label': 'Search or type a command',
              'aria-expanded': flat.length > 0,
              'aria-controls': flat.length > 0 ? listId : undefined,
              'aria-autocomplete': 'list',
              'aria-activedescendant': flat.length > 0 ? optionId(active) : undefined,
              autoComplete: 'off',
              spellCheck: false,
            },
          }}
          sx={{ fontSize: '1.05rem' }}
        />
        {fullScreen ? (
          <IconButton aria-label="Close" edge="end" onClick={onClose}>
            <CloseRoundedIcon />
          </IconButton>
        ) : (
          ESC_HINT
        )}
      </FieldRow>
      <ProgressSlot>
        {loading ? <LinearProgress aria-label="Searching" sx={{ height: 2 }} /> : null}
      </ProgressSlot>
      {shown.length === 0 ? (
        <Typography
          color="text.secondary"
          sx={{ px: 2, py: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}
          role="status"
        >
          {emptyText}
        </Typography>
      ) : (
        <OptionList
          sections={shown}
          baseId={baseId}
          listId={listId}
          active={active}
          fullScreen={fullScreen}
          onActivate={setActive}
          onPick={onPick}
          listRef={listRef}
        />
      )}
    </>
  );
}
