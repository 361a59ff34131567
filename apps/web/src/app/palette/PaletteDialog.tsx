import {
  FILTER_QUERY_TEXTS,
  hasFilterTerms,
  matchesCommand,
  PALETTE_RECENT_KEY,
  type PaletteRecentItem,
  parseRecent,
  type SearchResult,
  COMMAND_PALETTE_TEXTS as TEXTS,
  type User,
  withRecent,
} from '@app/domain';
import { useSearch } from '@app/sdk/react';
import { CommandPalette, type CommandPaletteItem } from '@app/ui';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import FilterAltRoundedIcon from '@mui/icons-material/FilterAltRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { paths } from '../paths';
import { usePaletteCommands } from './usePaletteCommands';

const RESULT_ICONS = {
  task: <TaskAltRoundedIcon fontSize="small" />,
  project: <FolderRoundedIcon fontSize="small" />,
  comment: <ChatBubbleOutlineRoundedIcon fontSize="small" />,
  user: <PersonRoundedIcon fontSize="small" />,
} as const;
const RECENT_ICON = <HistoryRoundedIcon fontSize="small" />;
const FILTER_COMMAND = 'filter-tasks';

function asItem(item: PaletteRecentItem | SearchResult, prefix: string): CommandPaletteItem {
  return {
    id: `${prefix}:${item.type}:${item.id}`,
    label: item.title,
    detail: 'snippet' in item && item.snippet ? item.snippet : undefined,
    kind: TEXTS.kinds[item.type],
    icon: prefix === 'recent' ? RECENT_ICON : RESULT_ICONS[item.type],
  };
}

function readRecent(): PaletteRecentItem[] {
  try {
    return parseRecent(window.localStorage.getItem(PALETTE_RECENT_KEY));
  } catch {
    return [];
  }
}

function storeRecent(list: readonly PaletteRecentItem[]) {
  try {
    window.localStorage.setItem(PALETTE_RECENT_KEY, JSON.stringify(list));
  } catch {
    // A private window without storage: the palette just has no recent items.
  }
}

/**
 * The palette's content: search results as the user types (tasks, projects, comments, people, through
 * GET /search), the commands that match (go to any screen the user may open, create a task or a project,
 * settings, switch to another organization the user administers, theme, currency, sign out), and the items
 * opened from it before when it is empty.
 */
export default function PaletteDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  // Asked at each keystroke: a keystroke only draws the field (the list is drawn again when its choices change),
  // so nothing is deferred or debounced between the last keystroke and its request.
  const search = useSearch(api, { q: query, limit: 8 });
  const [recent] = useState(readRecent);
  const { commands, switching } = usePaletteCommands(user, onClose);

  const open = (item: PaletteRecentItem) => {
    storeRecent(withRecent(readRecent(), item));
    onClose();
    navigate(item.url);
  };

  const needle = query.trim();
  const answer = search.data?.results;
  const results = useMemo<readonly SearchResult[]>(() => (needle ? (answer ?? []) : []), [needle, answer]);
  const resultItems = useMemo(() => results.map((result) => asItem(result, 'result')), [results]);
  const recentItems = useMemo(() => recent.map((item) => asItem(item, 'recent')), [recent]);
  // Text with a filter term ('label:bug due:<7d') also offers My Tasks filtered by it (the filter language).
  const filterItem = useMemo<CommandPaletteItem | null>(
    () =>
      hasFilterTerms(needle)
        ? {
            id: FILTER_COMMAND,
            label: FILTER_QUERY_TEXTS.filterTasks(needle),
            kind: TEXTS.kinds.command,
            icon: <FilterAltRoundedIcon fontSize="small" />,
          }
        : null,
    [needle],
  );
  const matchingCommands = useMemo(() => {
    const matching = needle ? commands.filter((command) => matchesCommand(command.label, needle)) : commands;
    return filterItem ? [filterItem, ...matching] : matching;
  }, [commands, needle, filterItem]);
  // The same sections (by identity) while the choices stay the same: the list is not drawn again.
  const sections = useMemo(
    () =>
      needle
        ? filterItem
          ? [
              { title: TEXTS.sections.commands, items: matchingCommands },
              { title: TEXTS.sections.results, items: resultItems },
            ]
          : [
              { title: TEXTS.sections.results, items: resultItems },
              { title: TEXTS.sections.commands, items: matchingCommands },
            ]
        : [
            { title: TEXTS.sections.recent, items: recentItems },
            { title: TEXTS.sections.commands, items: matchingCommands },
          ],
    [needle, filterItem, resultItems, recentItems, matchingCommands],
  );

  const onSelect = (item: CommandPaletteItem) => {
    if (item.id === FILTER_COMMAND) {
      onClose();
      navigate(`${paths.tasks.list.href()}?${new URLSearchParams({ q: needle }).toString()}`);
      return;
    }
    const command = commands.find((candidate) => candidate.id === item.id);
    if (command) return command.run();
    const [source] = item.id.split(':');
    const list: readonly (PaletteRecentItem | SearchResult)[] = source === 'recent' ? recent : results;
    const picked = list.find((entry) => asItem(entry, source ?? '').id === item.id);
    if (picked) open({ type: picked.type, id: picked.id, title: picked.title, url: picked.url });
  };

  return (
    <CommandPalette
      open
      onClose={onClose}
      query={query}
      onQueryChange={setQuery}
      sections={sections}
      loading={(Boolean(needle) && search.isFetching) || switching}
      onSelect={onSelect}
      emptyText={TEXTS.nothing}
      placeholder={TEXTS.field}
    />
  );
}
