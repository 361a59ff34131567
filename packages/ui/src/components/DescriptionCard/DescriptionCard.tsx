import { plainToRichText, type RichTextDoc, richTextMentions } from '@app/domain';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RichTextEditor, type RichTextEditorProps, RichTextView, type RichTextViewProps } from '../RichText';
import { SectionCard } from '../SectionCard';

export interface DescriptionSave {
  doc: RichTextDoc;
  text: string;
  /** The people picked in the '@' popup. */
  mentions: string[];
}

export interface DescriptionCardProps {
  /** The stored document; null for a description written before rich text (then `text` is shown). */
  doc: RichTextDoc | null | undefined;
  text: string | null | undefined;
  /** Saves an edit; resolving closes the editor, rejecting keeps it open with the reason. */
  onSave?: (save: DescriptionSave) => Promise<unknown>;
  /** Opens the description's history. */
  onShowHistory?: () => void;
  suggest?: RichTextEditorProps['suggest'];
  /** Whether '@' mentions people (a project's description notifies nobody). */
  mentionPeople?: boolean;
  onImageFile?: RichTextEditorProps['onImageFile'];
  imageUrl?: (attachmentId: string) => string | undefined;
  mentionHref?: RichTextViewProps['mentionHref'];
  /** Most characters of the plain text. */
  maxLength: number;
  title?: string;
  /** Shown when there is no description. */
  emptyText?: string;
  /** The editor's hint when it is empty. */
  placeholder?: string;
}

/**
 * A task's or a project's description: shown formatted, edited in place in the rich text editor (Save, Cancel,
 * Ctrl+Enter), with a link to who changed it when.
 */
export function DescriptionCard({
  doc,
  text,
  onSave,
  onShowHistory,
  suggest,
  mentionPeople = true,
  onImageFile,
  imageUrl,
  mentionHref,
  maxLength,
  title = 'Description',
  emptyText = 'No description.',
  placeholder = 'Add details: # for a heading, - for a list, [ ] for a checklist, @ to mention someone',
}: DescriptionCardProps) {
  const shown = doc ?? (text ? plainToRichText(text) : null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<{ doc: RichTextDoc; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const length = draft?.text.trim().length ?? text?.length ?? 0;
  const tooLong = length > maxLength;

  const save = async () => {
    if (!onSave || saving) return;
    if (!draft) {
      setEditing(false);
      return;
    }
    if (tooLong) return;
    setSaving(true);
    setError(undefined);
    try {
      await onSave({ doc: draft.doc, text: draft.text.trim(), mentions: richTextMentions(draft.doc, '@') });
      setEditing(false);
      setDraft(null);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'The description could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard
      title={title}
      action={
        <Stack direction="row" spacing={0.5}>
          {onShowHistory ? (
            <Button size="small" startIcon={<HistoryRoundedIcon />} onClick={onShowHistory}>
              History
            </Button>
          ) : null}
          {onSave && !editing ? (
            <Button
              size="small"
              startIcon={<EditRoundedIcon />}
              onClick={() => setEditing(true)}
              aria-label={`Edit ${title.toLowerCase()}`}
            >
              Edit
            </Button>
          ) : null}
        </Stack>
      }
    >
      {editing ? (
        <Stack spacing={1}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <RichTextEditor
            label={title}
            value={shown}
            autoFocus
            placeholder={placeholder}
            suggest={suggest}
            mentionPeople={mentionPeople}
            onImageFile={onImageFile}
            imageUrl={imageUrl}
            disabled={saving}
            invalid={tooLong}
            minHeight={160}
            onChange={(next, plain) => setDraft({ doc: next, text: plain })}
            onSubmitShortcut={save}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="caption" color={tooLong ? 'error' : 'text.secondary'} sx={{ flex: 1 }}>
              {tooLong ? `The description must be at most ${maxLength} characters` : 'Ctrl+Enter to save'} ·{' '}
              {length} / {maxLength}
            </Typography>
            <Button
              onClick={() => {
                setEditing(false);
                setDraft(null);
                setError(undefined);
              }}
              disabled={saving}
            >
              Cancel
            </Button>
            <Button variant="contained" onClick={save} loading={saving} disabled={tooLong}>
              Save
            </Button>
          </Stack>
        </Stack>
      ) : shown && (shown.content?.length ?? 0) > 0 ? (
        <RichTextView doc={shown} imageUrl={imageUrl} mentionHref={mentionHref} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      )}
    </SectionCard>
  );
}
