/** The profileImage value that means 'no picture': show the initial instead. */
export const DEFAULT_AVATAR = 'default-avatar.jpg';

/** The picture to show, or undefined when the user has none (missing, empty or 'default-avatar.jpg'). */
export function userAvatarUrl(user: { profileImage?: string | null } | null | undefined): string | undefined {
  const image = user?.profileImage?.trim();
  return image && image !== DEFAULT_AVATAR ? image : undefined;
}

/** The first letter of the name, upper-cased, for avatars without a picture. */
export function userInitial(
  user: { name?: string | null; email?: string | null } | null | undefined,
): string {
  const source = user?.name?.trim() || user?.email?.trim() || '';
  return source.charAt(0).toUpperCase();
}
