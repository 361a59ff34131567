import type { SecurityReportEntry } from '@app/domain';

/** Reports of each category the web app sends, newest first: for the stories and tests. */
export const sampleSecurityReports: SecurityReportEntry[] = [
  {
    _id: '64b7f0c2a1b2c3d4e5f60801',
    organizationId: '64b7f0c2a1b2c3d4e5f60900',
    userId: '64b7f0c2a1b2c3d4e5f60701',
    userName: 'Jordan Lee',
    userEmail: 'jordan@acme.example',
    category: 'csp-violation',
    data: {
      blockedURI: 'https://cdn.evil.example/track.js',
      violatedDirective: 'script-src-elem',
      effectiveDirective: 'script-src-elem',
      documentURI: 'https://app.example/org/dashboard',
      disposition: 'enforce',
    },
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
    createdAt: '2026-11-26T09:42:10.000Z',
  },
  {
    _id: '64b7f0c2a1b2c3d4e5f60802',
    organizationId: '64b7f0c2a1b2c3d4e5f60900',
    userId: '64b7f0c2a1b2c3d4e5f60702',
    userName: 'Olivia Chen',
    userEmail: 'olivia@acme.example',
    category: 'client-error',
    data: {
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'title')",
      stack:
        "TypeError: Cannot read properties of undefined (reading 'title')\n    at TaskRow (task-row.js:12:9)",
      page: '/tasks',
      suppressed: 2,
    },
    ip: '198.51.100.23',
    userAgent: 'Mozilla/5.0 (Macintosh) Safari/17.4',
    createdAt: '2026-11-26T09:30:00.000Z',
  },
  {
    _id: '64b7f0c2a1b2c3d4e5f60803',
    organizationId: '64b7f0c2a1b2c3d4e5f60900',
    userId: null,
    userName: null,
    userEmail: null,
    category: 'unhandled-rejection',
    data: { message: 'Network error: Failed to fetch', page: '/org/users' },
    ip: null,
    userAgent: null,
    createdAt: '2026-11-25T17:05:00.000Z',
  },
];
