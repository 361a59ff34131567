import { departments, organizations } from '../../db/schema';
import { seedStep } from '../module';
import { DEMO_ORGANIZATION_BRANDING } from './branding';

export const DEMO_ORGANIZATION = {
  name: 'Acme Corporation',
  domain: 'acme.example',
  subdomain: 'acme',
  description: 'Demo organization with one department, for trying the organization features.',
  subscriptionTier: 'enterprise',
} as const;

declare module '../module' {
  interface SeedFacts {
    /** The demo organization and its one department. */
    organization: { id: string; departmentId: string };
  }
}

/** Acme, on a paid tier with its own branding, and its 'Engineering' department. */
export const organizationsSeed = seedStep({
  run: async ({ tx, provide }) => {
    const [organization] = await tx
      .insert(organizations)
      .values({
        ...DEMO_ORGANIZATION,
        // A paid tier needs no trial; the subscription gate lets it through.
        trialEndsAt: null,
        branding: DEMO_ORGANIZATION_BRANDING,
      })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('Seeding failed: organization not created');

    const [engineering] = await tx
      .insert(departments)
      .values({
        organizationId: organization.id,
        name: 'Engineering',
        description: 'Builds and runs the product.',
      })
      .returning({ id: departments.id });
    if (!engineering) throw new Error('Seeding failed: department not created');
    provide('organization', { id: organization.id, departmentId: engineering.id });
  },
});
