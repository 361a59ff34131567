import {
  COMMENT_MESSAGES,
  type Comment,
  parseDate,
  type RichTextDoc,
  relativeTimeText,
  richTextMentions,
  userAvatarUrl,
  userInitial,
  WORK_LIMITS,
} from '@app/domain';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId, useMemo, useState } from 'react';
import type { AttachmentItem } from '../AttachmentPanel/attachmentFiles';
import {
  DeferredRichTextEditor,
  type RichTextEditorProps,
  RichTextView,
  type RichTextViewProps,
} from '../RichText';
import { CommentFilePicker, CommentFiles, commentFileProblem } from './CommentFiles';

/** What a thread of rich comments needs: the '@' and '#' choices, image uploads and links, mention links. */
export interface CommentRichOptions {
  suggest?: RichTextEditorProps['suggest'];
  onImageFile?: RichTextEditorProps['onImageFile'];
  imageUrl?: (attachmentId: string) => string | undefined;
  mentionHref?: RichTextViewProps['mentionHref'];
  /** The files attached to a comment, shown under it. */
  filesOf?: (commentId: string) => readonly AttachmentItem[];
  /** Whether files can be attached to a new comment (they go to `onAdd`). */
  attachFiles?: boolean;
}

/** A rich comment's document and the people it mentions, beside its plain text. */
export interface CommentRichPayload {
  doc: RichTextDoc;
  mentions: string[];
}

export interface CommentThreadProps {
  /** The comments of one task; shown oldest first whatever their order here. */
  comments: readonly Comment[];
  /** Posts a new comment; the field is cleared when the returned promise resolves. Without it there is no form. */
  onAdd?: (text: string, rich?: CommentRichPayload, files?: File[]) => unknown;
  /** Comments are written in the rich text editor, with mentions and images; without it, a plain field. */
  rich?: CommentRichOptions;
  /** A comment is being posted. */
  posting?: boolean;
  /** Why the last post failed (the server's message). */
  error?: string;
  /** The comments are still loading. */
  loading?: boolean;
  /** The moment the relative times compare with; defaults to now. */
  now?: Date;
  /** Most characters a comment may have; defaults to the domain limit (2000). */
  maxLength?: number;
  title?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  emptyText?: string;
}

const absoluteTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function CommentItem({ comment, now, rich }: { comment: Comment; now: Date; rich?: CommentRichOptions }) {
  const created = parseDate(comment.createdAt);
  const avatar = userAvatarUrl(comment.author);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1.5 }}>
      <Avatar src={avatar} alt="" aria-hidden sx={{ width: 32, height: 32, fontSize: '0.875rem' }}>
        {userInitial(comment.author)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Typography variant="subtitle2" component="span">
            {comment.author.name}
          </Typography>
          {created ? (
            <Typography
              variant="caption"
              color="text.secondary"
              component="time"
              dateTime={created.toISOString()}
              title={absoluteTime.format(created)}
            >
              {relativeTimeText(created, now)}
            </Typography>
          ) : null}
        </Box>
        {comment.doc ? (
          <Box sx={{ mt: 0.25 }}>
            <RichTextView doc={comment.doc} dense imageUrl={rich?.imageUrl} mentionHref={rich?.mentionHref} />
          </Box>
        ) : (
          // Plain text: line breaks kept by CSS, never parsed as HTML.
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.25 }}>
            {comment.text}
          </Typography>
        )}
        {rich?.filesOf ? <CommentFiles files={rich.filesOf(comment._id)} /> : null}
      </Box>
    </Box>
  );
}

/**
 * The discussion of a task: comments oldest first with the author's avatar (or initial), name and relative
 * time, the text with its line breaks, and a form to add one with a character counter against the limit.
 */
export function CommentThread({
  comments,
  onAdd,
  posting = false,
  error,
  loading = false,
  now: nowProp,
  maxLength = WORK_LIMITS.commentMax,
  title = 'Comments',
  headingLevel = 'h2',
  emptyText = 'No comments yet',
  rich,
}: CommentThreadProps) {
  const titleId = useId();
  const helpId = useId();
  const [text, setText] = useState('');
  const [doc, setDoc] = useState<RichTextDoc | null>(null);
  // A new key starts the rich editor over, empty, once a comment is posted.
  const [editorKey, setEditorKey] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const filesRefused = files.some((file) => commentFileProblem(file) !== undefined);
  const now = nowProp ?? new Date();
  const ordered = useMemo(
    () =>
      [...comments].sort(
        (a, b) => (parseDate(a.createdAt)?.getTime() ?? 0) - (parseDate(b.createdAt)?.getTime() ?? 0),
      ),
    [comments],
  );
  const length = text.trim().length;
  const tooLong = length > maxLength;
  const blank = length === 0;
  const fieldError = tooLong
    ? COMMENT_MESSAGES.tooLong(maxLength)
    : submitted && blank
      ? COMMENT_MESSAGES.required
      : undefined;

  // Under either field: the hint or the error, and the count against the limit.
  const help = (
    <>
      <Box component="span" sx={{ flex: 1 }}>
        {fieldError ?? 'Ctrl+Enter to post'}
      </Box>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {length} / {maxLength} characters
      </Box>
    </>
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!onAdd || blank || tooLong || filesRefused || posting) return;
    const payload = rich && doc ? { doc, mentions: richTextMentions(doc, '@') } : undefined;
    try {
      if (files.length > 0) await onAdd(text.trim(), payload, files);
      else if (payload) await onAdd(text.trim(), payload);
      else await onAdd(text.trim());
      setText('');
      setFiles([]);
      setDoc(null);
      setEditorKey((key) => key + 1);
      setSubmitted(false);
    } catch {
      // The parent shows why through `error`; the text stays so nothing typed is lost.
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component={headingLevel} variant="h6" sx={{ mb: 1 }}>
        {title}
        {comments.length > 0 ? ` (${comments.length})` : ''}
      </Typography>
      {loading ? (
        <Box aria-busy="true" aria-label="Loading comments" role="status">
          {[0, 1].map((key) => (
            <Box key={key} sx={{ display: 'flex', gap: 1.5, py: 1.5 }}>
              <Skeleton variant="circular" width={32} height={32} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="30%" />
                <Skeleton width="80%" />
              </Box>
            </Box>
          ))}
        </Box>
      ) : ordered.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {emptyText}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label={title}
          sx={(theme) => ({
            listStyle: 'none',
            m: 0,
            p: 0,
            '& > li + li': { borderTop: `1px solid ${(theme.vars || theme).palette.divider}` },
          })}
        >
          {ordered.map((comment) => (
            <CommentItem key={comment._id} comment={comment} now={now} rich={rich} />
          ))}
        </Box>
      )}
      {onAdd ? (
        <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
          {error ? (
            <Alert severity="error" sx={{ mb: 1.5 }}>
              {error}
            </Alert>
          ) : null}
          {rich ? (
            <>
              <DeferredRichTextEditor
                key={editorKey}
                label="Add a comment"
                value={null}
                placeholder="Write a comment: @ mentions someone, # links a task"
                minHeight={56}
                suggest={rich.suggest}
                onImageFile={rich.onImageFile}
                imageUrl={rich.imageUrl}
                disabled={posting}
                invalid={Boolean(fieldError)}
                describedBy={helpId}
                onChange={(next, plain) => {
                  setDoc(next);
                  setText(plain);
                }}
                onSubmitShortcut={() => document.getElementById(helpId)?.closest('form')?.requestSubmit()}
              />
              <Typography
                id={helpId}
                variant="caption"
                color={fieldError ? 'error' : 'text.secondary'}
                component="p"
                sx={{ display: 'flex', gap: 2, mt: 0.5, mx: 1.75 }}
              >
                {help}
              </Typography>
            </>
          ) : (
            <TextField
              label="Add a comment"
              multiline
              minRows={2}
              maxRows={10}
              fullWidth
              value={text}
              onChange={(event) => setText(event.target.value)}
              slotProps={{ htmlInput: { readOnly: posting, 'aria-busy': posting || undefined } }}
              onKeyDown={(event) => {
                // Ctrl/Cmd+Enter posts; plain Enter is a new line.
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  event.currentTarget.closest('form')?.requestSubmit();
                }
              }}
              error={Boolean(fieldError)}
              helperText={
                <Box component="span" sx={{ display: 'flex', gap: 2 }}>
                  {help}
                </Box>
              }
            />
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', gap: 1, mt: 1 }}>
            {rich?.attachFiles ? (
              <CommentFilePicker files={files} onChange={setFiles} disabled={posting} />
            ) : null}
            <Button type="submit" variant="contained" loading={posting} disabled={tooLong || filesRefused}>
              Post comment
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
