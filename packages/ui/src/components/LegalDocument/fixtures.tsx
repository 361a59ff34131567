import type { LegalSection } from './LegalDocument';

// A short sample document shared by the stories and tests of LegalDocument.
export const sampleSections: LegalSection[] = [
  {
    heading: 'Information we collect',
    body: (
      <>
        <p>We collect the details you give us when you create an account.</p>
        <ul>
          <li>Your name and email address</li>
          <li>The projects and tasks you create</li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Cookies & local storage',
    body: (
      <p>
        We keep your sign-in token under the key <code>token</code>.
      </p>
    ),
  },
  { heading: 'Contact', body: <p>Write to us at privacy@example.com.</p> },
];
