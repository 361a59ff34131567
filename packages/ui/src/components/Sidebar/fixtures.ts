import { type MainSidebarItem, visibleMainSidebarItems } from '@app/domain';
import type { ShellUser } from '../UserMenu/UserAvatar';

/** What an admin who owns an organization sees (spec 6.2): every entry. */
export const allSidebarItems: MainSidebarItem[] = visibleMainSidebarItems({
  role: 'admin',
  accountType: 'organization',
  organizationId: '64b7f0c2a1b2c3d4e5f60799',
  orgRole: 'owner',
});

/** What an individual user sees (spec 6.2): the workspace entries and My Profile. */
export const individualSidebarItems: MainSidebarItem[] = visibleMainSidebarItems({
  role: 'user',
  accountType: 'individual',
});

export const sampleUser: ShellUser = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  profileImage: 'default-avatar.jpg',
  role: 'user',
};

export const sampleAdmin: ShellUser = {
  name: 'Arjun Mehta',
  email: 'arjun@example.com',
  role: 'admin',
};
