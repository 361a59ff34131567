// A short sample document shared by the stories and tests of LegalDocument.
export const sampleMarkdown = `## Information we collect

We collect the details you give us when you create an account.

- Your name and email address
- The projects and tasks you create

### Sub-processors

We name every **sub-processor** on [our list](/sub-processors).

## Cookies & local storage

We keep your sign-in token under the key \`token\`.

## Contact

Write to us at <privacy@example.com>.
`;

export const sampleHeadings = ['Information we collect', 'Cookies & local storage', 'Contact'];
