// The third-party importers' parsers (issue 41): each turns a source file into a transfer bundle.
export { parseAsanaCsv } from './asana';
export { ImportParseError } from './errors';
export { parseJiraCsv } from './jira';
export { parseTrelloBoard } from './trello';
