import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import { attachmentEvents } from './attachments.events';
import { attachmentRoutes } from './attachments.routes';
import { attachmentsSeed } from './attachments.seed';

/** Files on tasks and their comments (issue 38), stored through one storage interface, served by signed links. */
export const attachmentsModule = defineModule({
  name: 'attachments',
  routes: attachmentRoutes as FastifyPluginAsync,
  events: attachmentEvents,
  seed: attachmentsSeed,
});

export { signAttachmentUrl } from './attachments.links';
export { taskAttachments } from './attachments.schema';
export { writeMissingDemoFiles } from './attachments.seed';
export {
  type AttachmentStorage,
  attachmentStorageFor,
  directoryStorage,
  parseS3Url,
  s3Storage,
} from './attachments.storage';
