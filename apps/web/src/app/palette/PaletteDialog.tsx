import {
  matchesCommand,
  PALETTE_RECENT_KEY,
  type PaletteRecentItem,
  parseRecent,
  type SearchResult,
  COMMAND_PALETTE_TEXTS as TEXTS,
  type User,
  visibleMainSidebarItems,
  withRecent,
} from '@app/domain';
import { useCurrency, useSearch } from '@app/sdk/react';
import { CommandPalette, type CommandPaletteItem, useColorMode } from '@app/ui';
import AddTaskRoundedIcon from '@mui/icons-material/AddTaskRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import CreateNewFolderRoundedIcon from '@mui/icons-material/CreateNewFolderRounded';
import CurrencyExchangeRoundedIcon from '@mui/icons-material/CurrencyExchangeRounded';
import DarkModeRoundedIcon from '@mui/icons-material/DarkModeRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { useSidebarFinanceRole } from '../financeAccess';
import { useSignOut } from '../layouts/useShellHeader';
import { paths } from '../paths';

const RESULT_ICONS = {
  task: <TaskAltRoundedIcon fontSize="small" />,
  project: <FolderRoundedIcon fontSize="small" />,
  comment: <ChatBubbleOutlineRoundedIcon fontSize="small" />,
  user: <PersonRoundedIcon fontSize="small" />,
} as const;

interface Command extends CommandPaletteItem {
  run: () => void;
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
 * GET /search), the commands that match (go to any page of the sidebar, create a task or a project, settings,
 * theme, currency, sign out), and the items opened from it before when it is empty.
 */
export default function PaletteDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  // Typing stays immediate; the list follows as soon as React has time.
  const typed = useDeferredValue(query);
  const search = useSearch(api, { q: typed, limit: 8 });
  const { colorScheme, setMode } = useColorMode();
  const { currency, setCurrency } = useCurrency(api.currency);
  const signOut = useSignOut();
  const financeRole = useSidebarFinanceRole(user);
  const [recent] = useState(readRecent);

  const open = (item: PaletteRecentItem) => {
    storeRecent(withRecent(readRecent(), item));
    onClose();
    navigate(item.url);
  };

  const commands = useMemo<Command[]>(() => {
    const go = (url: string) => () => {
      onClose();
      navigate(url);
    };
    const other = currency === 'USD' ? 'INR' : 'USD';
    return [
      {
        id: 'create-task',
        label: TEXTS.createTask,
        kind: TEXTS.kinds.command,
        icon: <AddTaskRoundedIcon fontSize="small" />,
        run: go(paths.tasks.create.href()),
      },
      {
        id: 'create-project',
        label: TEXTS.createProject,
        kind: TEXTS.kinds.command,
        icon: <CreateNewFolderRoundedIcon fontSize="small" />,
        run: go(paths.projects.create.href()),
      },
      ...visibleMainSidebarItems(user, { financeRole })
        .filter((item) => item.key !== 'createProject')
        .map((item) => ({
          id: `go-${item.key}`,
          label: TEXTS.goTo(item.label),
          kind: TEXTS.kinds.page,
          icon: <ArrowForwardRoundedIcon fontSize="small" />,
          run: go(item.path),
        })),
      {
        id: 'settings',
        label: TEXTS.settings,
        kind: TEXTS.kinds.page,
        icon: <SettingsRoundedIcon fontSize="small" />,
        run: go(paths.settings.href()),
      },
      {
        id: 'theme',
        label: colorScheme === 'dark' ? TEXTS.lightMode : TEXTS.darkMode,
        kind: TEXTS.kinds.command,
        icon: <DarkModeRoundedIcon fontSize="small" />,
        run: () => {
          setMode(colorScheme === 'dark' ? 'light' : 'dark');
          onClose();
        },
      },
      {
        id: 'currency',
        label: TEXTS.currency(other),
        kind: TEXTS.kinds.command,
        icon: <CurrencyExchangeRoundedIcon fontSize="small" />,
        run: () => {
          setCurrency(other);
          onClose();
        },
      },
      {
        id: 'sign-out',
        label: TEXTS.signOut,
        kind: TEXTS.kinds.command,
        icon: <LogoutRoundedIcon fontSize="small" />,
        run: () => {
          onClose();
          signOut();
        },
      },
    ];
  }, [user, financeRole, colorScheme, setMode, currency, setCurrency, signOut, navigate, onClose]);

  const needle = typed.trim();
  const results: readonly SearchResult[] = needle ? (search.data?.results ?? []) : [];
  const asItem = (item: PaletteRecentItem | SearchResult, prefix: string): CommandPaletteItem => ({
    id: `${prefix}:${item.type}:${item.id}`,
    label: item.title,
    detail: 'snippet' in item && item.snippet ? item.snippet : undefined,
    kind: TEXTS.kinds[item.type],
    icon: prefix === 'recent' ? <HistoryRoundedIcon fontSize="small" /> : RESULT_ICONS[item.type],
  });
  const sections = needle
    ? [
        { title: TEXTS.sections.results, items: results.map((result) => asItem(result, 'result')) },
        {
          title: TEXTS.sections.commands,
          items: commands.filter((command) => matchesCommand(command.label, needle)),
        },
      ]
    : [
        { title: TEXTS.sections.recent, items: recent.map((item) => asItem(item, 'recent')) },
        { title: TEXTS.sections.commands, items: commands },
      ];

  const onSelect = (item: CommandPaletteItem) => {
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
      loading={Boolean(needle) && search.isFetching}
      onSelect={onSelect}
      emptyText={TEXTS.nothing}
      placeholder={TEXTS.field}
    />
  );
}
