import type { TransferBundle } from '@app/domain';

// A stub so the transfer branch compiles on its own: the parsers' helper writes the real Trello, Jira and Asana
// parsers to this same interface, and the lead replaces this file with theirs at merge.

/** A file the parser cannot read; its message is safe to show to the person who uploaded it. */
export class ImportParseError extends Error {
  override name = 'ImportParseError';
}

export function parseTrelloBoard(_json: unknown): TransferBundle {
  throw new ImportParseError('This importer is not available');
}

export function parseJiraCsv(_text: string): TransferBundle {
  throw new ImportParseError('This importer is not available');
}

export function parseAsanaCsv(_text: string): TransferBundle {
  throw new ImportParseError('This importer is not available');
}
