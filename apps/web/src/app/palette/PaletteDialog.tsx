import {
  ENTERPRISE_TEXTS,
  getOrgPermissions,
  matchesCommand,
  PALETTE_RECENT_KEY,
  type PaletteRecentItem,
  paletteScreens,
  parseRecent,
  type SearchResult,
  COMMAND_PALETTE_TEXTS as TEXTS,
  type User,
  withRecent,
} from '@app/domain';
import { failureText } from '@app/sdk';
import { useCurrency, useEnterpriseOverview, useSearch, useSwitchOrganization } from '@app/sdk/react';
import { CommandPalette, type CommandPaletteItem, useColorMode, useToast } from '@app/ui';
import AddTaskRoundedIcon from '@mui/icons-material/AddTaskRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import BusinessRoundedIcon from '@mui/icons-material/BusinessRounded';
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
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { useSidebarFinanceRole } from '../financeAccess';
import { useSignOut } from '../layouts/useShellHeader';
import { paths } from '../paths';
import { useSession } from '../session';

const RESULT_ICONS = {
  task: <TaskAltRoundedIcon fontSize="small" />,
  project: <FolderRoundedIcon fontSize="small" />,
  comment: <ChatBubbleOutlineRoundedIcon fontSize="small" />,
  user: <PersonRoundedIcon fontSize="small" />,
} as const;
const RECENT_ICON = <HistoryRoundedIcon fontSize="small" />;

interface Command extends CommandPaletteItem {
  run: () => void;
}

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
  const { colorScheme, setMode } = useColorMode();
  const { currency, setCurrency } = useCurrency(api.currency);
  const signOut = useSignOut();
  const financeRole = useSidebarFinanceRole(user);
  const [recent] = useState(readRecent);
  // The organizations an enterprise admin may switch to: the multi-organization dashboard's list and switch.
  const mayAdminister = getOrgPermissions(user).canViewEnterprise;
  const administered = useEnterpriseOverview(api, { enabled: mayAdminister });
  const switcher = useSwitchOrganization(api);
  const { setUser } = useSession();
  const { showToast } = useToast();
  const organizations = mayAdminister ? administered.data?.organizations : undefined;
  const switching = switcher.isPending;

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
      ...paletteScreens(user, { financeRole }).map((screen) => ({
        id: `go-${screen.key}`,
        label: TEXTS.goTo(screen.label),
        kind: TEXTS.kinds.page,
        icon: <ArrowForwardRoundedIcon fontSize="small" />,
        run: go(screen.path),
      })),
      {
        id: 'settings',
        label: TEXTS.settings,
        kind: TEXTS.kinds.page,
        icon: <SettingsRoundedIcon fontSize="small" />,
        run: go(paths.settings.href()),
      },
      ...(organizations ?? [])
        .filter((organization) => !organization.current)
        .map((organization) => ({
          id: `switch-${organization._id}`,
          label: TEXTS.switchOrganization(organization.name),
          kind: TEXTS.kinds.organization,
          icon: <BusinessRoundedIcon fontSize="small" />,
          // What the multi-organization dashboard's switch does: the session's user is replaced and every query
          // read again for the new organization. The palette stays open (its bar running) until the answer.
          run: () => {
            if (switching) return;
            switcher.mutate(organization._id, {
              onSuccess: (next) => {
                setUser(next);
                showToast(ENTERPRISE_TEXTS.switched(organization.name), { variant: 'success' });
                onClose();
              },
              onError: (error) =>
                showToast(failureText(error, ENTERPRISE_TEXTS.switchFailed), { variant: 'error' }),
            });
          },
        })),
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
  }, [
    user,
    financeRole,
    organizations,
    switcher.mutate,
    switching,
    setUser,
    showToast,
    colorScheme,
    setMode,
    currency,
    setCurrency,
    signOut,
    navigate,
    onClose,
  ]);

  const needle = query.trim();
  const answer = search.data?.results;
  const results = useMemo<readonly SearchResult[]>(() => (needle ? (answer ?? []) : []), [needle, answer]);
  const resultItems = useMemo(() => results.map((result) => asItem(result, 'result')), [results]);
  const recentItems = useMemo(() => recent.map((item) => asItem(item, 'recent')), [recent]);
  const matchingCommands = useMemo(
    () => (needle ? commands.filter((command) => matchesCommand(command.label, needle)) : commands),
    [commands, needle],
  );
  // The same sections (by identity) while the choices stay the same: the list is not drawn again.
  const sections = useMemo(
    () =>
      needle
        ? [
            { title: TEXTS.sections.results, items: resultItems },
            { title: TEXTS.sections.commands, items: matchingCommands },
          ]
        : [
            { title: TEXTS.sections.recent, items: recentItems },
            { title: TEXTS.sections.commands, items: matchingCommands },
          ],
    [needle, resultItems, recentItems, matchingCommands],
  );

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
      loading={(Boolean(needle) && search.isFetching) || switching}
      onSelect={onSelect}
      emptyText={TEXTS.nothing}
      placeholder={TEXTS.field}
    />
  );
}
