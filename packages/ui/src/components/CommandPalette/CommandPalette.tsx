import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type * as React from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

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
}

/**
 * The command palette: a field that is a combobox and a listbox of sections under it, driven by the keyboard
 * only (Up and Down move, Enter picks, Escape closes; the focus stays in the field), or by the pointer.
 */
export function CommandPalette({
  open,
  onClose,
  query,
  onQueryChange,
  sections,
  loading = false,
  onSelect,
  emptyText = 'Nothing matches',
  placeholder = 'Search or type a command',
}: CommandPaletteProps) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const shown = useMemo(() => sections.filter((section) => section.items.length > 0), [sections]);
  const flat = useMemo(() => shown.flatMap((section) => section.items), [shown]);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // A new list starts at its first choice.
  const signature = flat.map((item) => item.id).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's identity is its ids
  useEffect(() => setActive(0), [signature]);
  useEffect(() => {
    const option = listRef.current?.ownerDocument.getElementById(optionId(active));
    // The active choice stays in view (not every environment scrolls: jsdom has no layout).
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (flat.length === 0) return;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + delta + flat.length) % flat.length);
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

  let index = -1;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: '12vh' }, overflow: 'hidden' } },
      }}
    >
      <DialogTitle sx={visuallyHidden}>Command palette</DialogTitle>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
        <SearchRoundedIcon color="action" aria-hidden />
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
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 0.5, px: 0.75, flexShrink: 0 }}
        >
          Esc
        </Typography>
      </Box>
      <Box sx={{ height: 2 }}>
        {loading ? <LinearProgress aria-label="Searching" sx={{ height: 2 }} /> : null}
      </Box>
      {shown.length === 0 ? (
        <Typography
          color="text.secondary"
          sx={{ px: 2, py: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}
          role="status"
        >
          {emptyText}
        </Typography>
      ) : (
        <Box
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Results and commands"
          sx={{
            maxHeight: { xs: '60vh', sm: '50vh' },
            overflowY: 'auto',
            py: 0.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {shown.map((section, sectionIndex) => (
            <Box key={section.title} role="group" aria-labelledby={`${baseId}-section-${sectionIndex}`}>
              <Typography
                id={`${baseId}-section-${sectionIndex}`}
                variant="overline"
                color="text.secondary"
                component="div"
                sx={{ px: 2, pt: 1, lineHeight: 2 }}
              >
                {section.title}
              </Typography>
              {section.items.map((item) => {
                index += 1;
                const at = index;
                const selected = at === active;
                return (
                  <Box
                    key={item.id}
                    id={optionId(at)}
                    role="option"
                    aria-selected={selected}
                    onMouseMove={() => setActive(at)}
                    onClick={() => onSelect(item)}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      px: 2,
                      py: 1,
                      cursor: 'pointer',
                      bgcolor: selected ? 'action.selected' : 'transparent',
                    }}
                  >
                    {item.icon ? (
                      <Box sx={{ display: 'flex', color: 'text.secondary' }} aria-hidden>
                        {item.icon}
                      </Box>
                    ) : null}
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <Typography variant="body2" noWrap>
                        {item.label}
                      </Typography>
                      {item.detail ? (
                        <Typography variant="caption" color="text.secondary" noWrap component="div">
                          {item.detail}
                        </Typography>
                      ) : null}
                    </Box>
                    {item.kind ? (
                      <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                        {item.kind}
                      </Typography>
                    ) : null}
                  </Box>
                );
              })}
            </Box>
          ))}
        </Box>
      )}
    </Dialog>
  );
}
