import { isSafeHref, RICH_TEXT_MESSAGES } from '@app/domain';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import DataObjectRoundedIcon from '@mui/icons-material/DataObjectRounded';
import FormatBoldRoundedIcon from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRoundedIcon from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRoundedIcon from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRoundedIcon from '@mui/icons-material/FormatListNumberedRounded';
import FormatQuoteRoundedIcon from '@mui/icons-material/FormatQuoteRounded';
import FormatStrikethroughRoundedIcon from '@mui/icons-material/FormatStrikethroughRounded';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import TitleRoundedIcon from '@mui/icons-material/TitleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type * as React from 'react';
import { useRef, useState } from 'react';

interface ToolProps {
  label: string;
  icon: React.ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function Tool({ label, icon, active, disabled, onClick }: ToolProps) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // The editor keeps its selection: a toolbar press does not take the focus.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      sx={{ borderRadius: 1, ...(active ? { bgcolor: 'action.selected' } : {}) }}
    >
      {icon}
    </IconButton>
  );
}

function LinkTool({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState<string>();
  const apply = () => {
    const value = href.trim();
    if (value === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setOpen(false);
      return;
    }
    const full = /^[a-z]+:|^\//i.test(value) ? value : `https://${value}`;
    if (!isSafeHref(full)) {
      setError(RICH_TEXT_MESSAGES.linkRefused);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: full }).run();
    setOpen(false);
  };
  return (
    <>
      <IconButton
        ref={button}
        size="small"
        aria-label="Link"
        title="Link"
        aria-pressed={editor.isActive('link')}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          setHref((editor.getAttributes('link').href as string | undefined) ?? '');
          setError(undefined);
          setOpen(true);
        }}
        sx={{ borderRadius: 1 }}
      >
        <LinkRoundedIcon fontSize="small" />
      </IconButton>
      <Popover
        open={open}
        anchorEl={button.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ p: 1.5, alignItems: 'flex-start' }}
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            apply();
          }}
        >
          <TextField
            size="small"
            label="Link address"
            value={href}
            autoFocus
            onChange={(event) => setHref(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'Leave empty to remove the link'}
            sx={{ width: 280 }}
          />
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </Stack>
      </Popover>
    </>
  );
}

/** The editor's formatting buttons; each says whether it is on (aria-pressed), all work by keyboard. */
export function RichTextToolbar({
  editor,
  disabled,
  onImageFiles,
}: {
  editor: Editor | null;
  disabled: boolean;
  onImageFiles?: (files: File[]) => void;
}) {
  const file = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            strike: current.isActive('strike'),
            code: current.isActive('code'),
            heading: current.isActive('heading'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            taskList: current.isActive('taskList'),
            codeBlock: current.isActive('codeBlock'),
            blockquote: current.isActive('blockquote'),
            table: current.isActive('table'),
          }
        : null,
  });
  if (!editor || !state) return <Box sx={{ height: 41, borderBottom: 1, borderColor: 'divider' }} />;
  const chain = () => editor.chain().focus();
  return (
    <Stack
      role="toolbar"
      aria-label="Formatting"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 0.25, px: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tool
        label="Bold"
        icon={<FormatBoldRoundedIcon fontSize="small" />}
        active={state.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        label="Italic"
        icon={<FormatItalicRoundedIcon fontSize="small" />}
        active={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        label="Strikethrough"
        icon={<FormatStrikethroughRoundedIcon fontSize="small" />}
        active={state.strike}
        disabled={disabled}
        onClick={() => chain().toggleStrike().run()}
      />
      <Tool
        label="Inline code"
        icon={<CodeRoundedIcon fontSize="small" />}
        active={state.code}
        disabled={disabled}
        onClick={() => chain().toggleCode().run()}
      />
      <LinkTool editor={editor} disabled={disabled} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool
        label="Heading"
        icon={<TitleRoundedIcon fontSize="small" />}
        active={state.heading}
        disabled={disabled}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <Tool
        label="Bulleted list"
        icon={<FormatListBulletedRoundedIcon fontSize="small" />}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label="Numbered list"
        icon={<FormatListNumberedRoundedIcon fontSize="small" />}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool
        label="Checklist"
        icon={<TaskAltRoundedIcon fontSize="small" />}
        active={state.taskList}
        disabled={disabled}
        onClick={() => chain().toggleTaskList().run()}
      />
      <Tool
        label="Code block"
        icon={<DataObjectRoundedIcon fontSize="small" />}
        active={state.codeBlock}
        disabled={disabled}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      <Tool
        label="Quote"
        icon={<FormatQuoteRoundedIcon fontSize="small" />}
        active={state.blockquote}
        disabled={disabled}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Tool
        label={state.table ? 'Add a table row' : 'Table'}
        icon={<TableChartOutlinedIcon fontSize="small" />}
        disabled={disabled}
        onClick={() =>
          state.table
            ? chain().addRowAfter().run()
            : chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()
        }
      />
      {onImageFiles ? (
        <>
          <Tool
            label="Image"
            icon={<ImageOutlinedIcon fontSize="small" />}
            disabled={disabled}
            onClick={() => file.current?.click()}
          />
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            multiple
            hidden
            aria-label="Image file"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) onImageFiles(files);
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}
