export { type ShellUser, UserAvatar, type UserAvatarProps } from './UserAvatar';
export { UserMenu, type UserMenuLink, type UserMenuProps } from './UserMenu';
