/**
 * A source file that a parser cannot read. Its message is written for the person who uploaded the file and is
 * safe to show them as it is (it never quotes the file's content); the import routes answer it with a 400.
 */
export class ImportParseError extends Error {
  override readonly name = 'ImportParseError';
}
