import type { Organization } from '@app/domain';

/** Three organizations of the platform: two active on paid plans, one inactive on the free plan. */
export const sampleOrganizations: Organization[] = [
  {
    _id: '64b000000000000000000001',
    name: 'Acme Corporation',
    domain: 'acme.example',
    isActive: true,
    subscriptionTier: 'pro',
  },
  {
    _id: '64b000000000000000000002',
    name: 'Globex Industries',
    domain: 'globex.example',
    isActive: true,
    subscriptionTier: 'enterprise',
  },
  {
    _id: '64b000000000000000000003',
    name: 'Initech',
    domain: 'initech.example',
    isActive: false,
    subscriptionTier: 'free',
  },
];
