// The answer schemas of tokens.ts's calls, loaded with the first call (`lazySchema` in schema-source.ts) so that
// the client's code brings neither zod nor the domain's schemas into a first download.
import { z } from 'zod';

export { ApiTokenCreatedAnswerSchema, ApiTokenListAnswerSchema } from '@app/domain';

/** A revocation's answer: no content. */
export const NoContentSchema = z.undefined();
