import { type User, userAvatarUrl, userInitial } from '@app/domain';
import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

/** The user fields the shell shows: who is signed in, their picture and their system role. */
export type ShellUser = Pick<User, 'name' | 'email'> &
  Partial<Pick<User, 'profileImage' | 'role' | 'systemRole'>>;

export interface UserAvatarProps {
  user: ShellUser;
  /** Diameter in pixels. */
  size?: number;
  sx?: SxProps<Theme>;
}

/**
 * The user's picture, or their initial on the brand colour when they have none ('default-avatar.jpg').
 * Decorative: the name is always written next to it or carried by the control around it.
 */
export function UserAvatar({ user, size = 36, sx }: UserAvatarProps) {
  const src = userAvatarUrl(user);
  return (
    <Avatar
      src={src}
      alt=""
      aria-hidden
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.42,
          fontWeight: 600,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {userInitial(user)}
    </Avatar>
  );
}

/** The 'Admin' badge of spec 2.2 belongs to the admin system role (or the legacy role field). */
export function isSystemAdmin(user: ShellUser): boolean {
  return (user.systemRole ?? user.role) === 'admin';
}
