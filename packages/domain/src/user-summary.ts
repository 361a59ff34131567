import { z } from 'zod';
import { IdSchema } from './ids';

/** A person as other people see them next to their work: owner, member, assignee, comment author. */
export const UserSummarySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  profileImage: z.string().optional(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;
