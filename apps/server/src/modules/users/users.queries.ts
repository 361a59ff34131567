import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { userAvatars } from '../../db/schema';

/** The uploaded picture of this user: its bytes and content type, or undefined when they have none. */
export async function findAvatar(
  db: AppDb,
  userId: string,
): Promise<{ contentType: string; data: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: userAvatars.contentType, data: userAvatars.data })
    .from(userAvatars)
    .where(eq(userAvatars.userId, userId))
    .limit(1);
  return row;
}
