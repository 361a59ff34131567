import {
  ENTERPRISE_TEXTS,
  getOrgPermissions,
  paletteScreens,
  COMMAND_PALETTE_TEXTS as TEXTS,
  type User,
} from '@app/domain';
import { failureText } from '@app/sdk';
import { useCurrency, useEnterpriseOverview, useSwitchOrganization } from '@app/sdk/react';
import { type CommandPaletteItem, useColorMode, useToast } from '@app/ui';
import AddTaskRoundedIcon from '@mui/icons-material/AddTaskRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import BusinessRoundedIcon from '@mui/icons-material/BusinessRounded';
import CreateNewFolderRoundedIcon from '@mui/icons-material/CreateNewFolderRounded';
import CurrencyExchangeRoundedIcon from '@mui/icons-material/CurrencyExchangeRounded';
import DarkModeRoundedIcon from '@mui/icons-material/DarkModeRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { useSidebarFinanceRole } from '../financeAccess';
import { useSignOut } from '../layouts/useShellHeader';
import { paths } from '../paths';
import { useSession } from '../session';

/** A palette entry that does something when chosen. */
export interface PaletteCommand extends CommandPaletteItem {
  run: () => void;
}

/**
 * The palette's commands: create a task or a project, go to any screen the user may open, settings, switch to
 * another organization the user administers, theme, currency, sign out. `switching` while a switch is sent.
 */
export function usePaletteCommands(
  user: User,
  onClose: () => void,
): { commands: PaletteCommand[]; switching: boolean } {
  const navigate = useNavigate();
  const { colorScheme, setMode } = useColorMode();
  const { currency, setCurrency } = useCurrency(api.currency);
  const signOut = useSignOut();
  const financeRole = useSidebarFinanceRole(user);
  // The organizations an enterprise admin may switch to: the multi-organization dashboard's list and switch.
  const mayAdminister = getOrgPermissions(user).canViewEnterprise;
  const administered = useEnterpriseOverview(api, { enabled: mayAdminister });
  const switcher = useSwitchOrganization(api);
  const { setUser } = useSession();
  const { showToast } = useToast();
  const organizations = mayAdminister ? administered.data?.organizations : undefined;
  const switching = switcher.isPending;

  const commands = useMemo<PaletteCommand[]>(() => {
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

  return { commands, switching };
}
