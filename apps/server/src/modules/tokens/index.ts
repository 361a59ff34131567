import type { FastifyInstance } from 'fastify';
import { setPersonalTokenVerifier } from '../auth';
import { defineModule } from '../module';
import { tokensRoutes } from './tokens.routes';
import { personalTokenVerifier, tokenUseLedger } from './tokens.service';

/**
 * Personal API tokens (issue 41): a user's tokens (`/tokens`), and the check of a `tf_pat_` bearer that the auth
 * module's guard enforcer calls (installed here, so auth does not import this module).
 */
async function tokens(app: FastifyInstance): Promise<void> {
  setPersonalTokenVerifier(app, personalTokenVerifier(app));
  // The calls counted in the last minute reach the audit log before the database closes.
  app.addHook('preClose', async () => {
    await tokenUseLedger(app)?.flush();
  });
  await app.register(tokensRoutes);
}

export const tokensModule = defineModule({ name: 'tokens', routes: tokens });
