export { type ShellUser, UserAvatar, type UserAvatarProps } from './UserAvatar';
export { UserMenu, type UserMenuProps } from './UserMenu';
