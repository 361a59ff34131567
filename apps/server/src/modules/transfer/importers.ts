import {
  type CsvColumn,
  type CsvMapping,
  emptyTransferBundle,
  TRANSFER_FORMAT,
  TRANSFER_MESSAGES,
  type TransferBundle,
  TransferBundleSchema,
  type TransferSource,
} from '@app/domain';
import { csvColumns, csvToBundle, readCsv, suggestMapping } from './csv-mapping';
import { ImportParseError, parseAsanaCsv, parseJiraCsv, parseTrelloBoard } from './parsers';

// The importers by source: each reads a file's text into the transfer bundle, or throws an ImportParseError whose
// message the person who uploaded it may read (the routes answer it as a 400).

export interface ParsedImport {
  bundle: TransferBundle;
  /** CSV only: the mapping the bundle was made with, and the file's columns with a sample. */
  mapping: CsvMapping | null;
  columns: CsvColumn[] | null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new ImportParseError('This file is not valid JSON');
  }
}

/** A TaskFlow export: the bundle itself, checked against the schema (the first problem is named). */
export function parseTaskflowExport(text: string): TransferBundle {
  const json = parseJson(text);
  if (!json || typeof json !== 'object' || (json as { format?: unknown }).format !== TRANSFER_FORMAT)
    throw new ImportParseError(TRANSFER_MESSAGES.notTaskflowExport);
  const parsed = TransferBundleSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'the file';
    throw new ImportParseError(
      TRANSFER_MESSAGES.badTaskflowExport(`${where}: ${issue?.message ?? 'invalid'}`),
    );
  }
  return parsed.data;
}

/** What a third-party parser answers is checked against the schema too: a bad bundle is the parser's fault. */
function checked(bundle: TransferBundle): TransferBundle {
  return TransferBundleSchema.parse(bundle);
}

/** The parse function of each source (the CSV importer takes its mapping, the suggested one by default). */
export const importers: Record<
  TransferSource,
  (text: string, options: { fileName: string; mapping?: CsvMapping | null }) => ParsedImport
> = {
  taskflow: (text) => ({ bundle: parseTaskflowExport(text), mapping: null, columns: null }),
  csv: (text, { fileName, mapping }) => {
    const table = readCsv(text);
    const columns = csvColumns(table);
    const used = mapping ?? suggestMapping(table.columns);
    // No column looks like a title: the dry run shows the columns and asks for a mapping first.
    if (!mapping && !used.title) {
      const bundle = emptyTransferBundle('csv');
      bundle.skipped.push({ what: 'Every row', reason: TRANSFER_MESSAGES.csvNoTitle });
      return { bundle, mapping: used, columns };
    }
    return { bundle: csvToBundle(table, used, fileName), mapping: used, columns };
  },
  trello: (text) => ({ bundle: checked(parseTrelloBoard(parseJson(text))), mapping: null, columns: null }),
  jira: (text) => ({ bundle: checked(parseJiraCsv(text)), mapping: null, columns: null }),
  asana: (text) => ({ bundle: checked(parseAsanaCsv(text)), mapping: null, columns: null }),
};
