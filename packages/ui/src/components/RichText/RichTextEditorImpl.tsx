import type { RichTextDoc, RichTextNode } from '@app/domain';
import Box from '@mui/material/Box';
import type { Editor, Range } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import Mention from '@tiptap/extension-mention';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { MentionMenu, type MentionMenuState } from './MentionMenu';
import { RichTextToolbar } from './RichTextToolbar';
import { richTextStyles } from './RichTextView';
import type { MentionOption, RichTextEditorProps } from './types';

// An image node that remembers the attachment it came from: stored documents keep the id, not the expiring link.
const AttachmentImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      attachmentId: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-attachment-id'),
        renderHTML: (attributes) =>
          attributes.attachmentId ? { 'data-attachment-id': attributes.attachmentId } : {},
      },
    };
  },
});

/** Gives the images of a stored document their current links, so the editor shows them. */
function withImageLinks(doc: RichTextDoc, imageUrl: RichTextEditorProps['imageUrl']): RichTextDoc {
  const fill = (node: RichTextNode): RichTextNode => {
    if (node.type === 'image' && typeof node.attrs?.attachmentId === 'string') {
      return { ...node, attrs: { ...node.attrs, src: imageUrl?.(node.attrs.attachmentId) ?? '' } };
    }
    return node.content ? { ...node, content: node.content.map(fill) } : node;
  };
  return { ...doc, content: (doc.content ?? []).map(fill) };
}

type Suggest = NonNullable<RichTextEditorProps['suggest']>;

/** Both triggers of the mention node: '@' for people, '#' for tasks and projects. */
function suggestion(
  char: '@' | '#',
  suggest: { current: Suggest | undefined },
  menu: { current: MentionMenuControl },
) {
  return {
    char,
    allowSpaces: false,
    items: async ({ query }: { query: string }) => (await suggest.current?.(char, query)) ?? [],
    command: ({
      editor,
      range,
      props,
    }: {
      editor: Editor;
      range: Range;
      props: { id: string | null; label?: string | null };
    }) => {
      editor
        .chain()
        .focus()
        .insertContentAt(range, [
          { type: 'mention', attrs: { id: props.id, label: props.label, mentionSuggestionChar: char } },
          { type: 'text', text: ' ' },
        ])
        .run();
    },
    render: () => ({
      onStart: (props: SuggestionProps<MentionOption>) => menu.current.open(char, props),
      onUpdate: (props: SuggestionProps<MentionOption>) => menu.current.open(char, props),
      onKeyDown: (props: SuggestionKeyDownProps) => menu.current.keyDown(props.event),
      onExit: () => menu.current.close(),
    }),
  };
}

interface MentionMenuControl {
  open: (trigger: '@' | '#', props: SuggestionProps<MentionOption>) => void;
  keyDown: (event: KeyboardEvent) => boolean;
  close: () => void;
}

/** The editor itself (Tiptap): loaded only when someone writes, so pages that only read do not download it. */
export default function RichTextEditorImpl({
  label,
  value,
  onChange,
  placeholder,
  suggest,
  mentionPeople = true,
  onImageFile,
  imageUrl,
  minHeight = 96,
  autoFocus = false,
  disabled = false,
  onSubmitShortcut,
  invalid = false,
  describedBy,
  handleRef,
}: RichTextEditorProps) {
  const suggestRef = useRef(suggest);
  suggestRef.current = suggest;
  const imageRef = useRef(onImageFile);
  imageRef.current = onImageFile;
  const submitRef = useRef(onSubmitShortcut);
  submitRef.current = onSubmitShortcut;
  const [menuState, setMenuState] = useState<MentionMenuState | null>(null);
  const menuStateRef = useRef(menuState);
  menuStateRef.current = menuState;

  const menu = useRef<MentionMenuControl>({
    open: (trigger, props) =>
      setMenuState((current) => ({
        trigger,
        items: props.items,
        query: props.query,
        rect: props.clientRect?.() ?? null,
        command: props.command,
        active:
          current && current.query === props.query
            ? Math.min(current.active, Math.max(0, props.items.length - 1))
            : 0,
      })),
    keyDown: (event) => {
      const state = menuStateRef.current;
      if (!state) return false;
      if (event.key === 'Escape') {
        setMenuState(null);
        return true;
      }
      if (state.items.length === 0) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const delta = event.key === 'ArrowDown' ? 1 : -1;
        setMenuState({ ...state, active: (state.active + delta + state.items.length) % state.items.length });
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        const item = state.items[state.active];
        if (item) state.command(item);
        return true;
      }
      return false;
    },
    close: () => setMenuState(null),
  });

  const insertImages = (files: readonly File[], at?: number) => {
    const upload = imageRef.current;
    const images = files.filter((file) => file.type.startsWith('image/'));
    if (!upload || images.length === 0) return false;
    for (const file of images) {
      void upload(file).then((stored) => {
        if (!stored || !editor) return;
        const node = {
          type: 'image',
          attrs: { src: stored.url, alt: file.name, attachmentId: stored.attachmentId },
        };
        if (at === undefined) editor.chain().focus().insertContent(node).run();
        else editor.chain().insertContentAt(at, node).run();
      });
    }
    return true;
  };

  const editor = useEditor({
    editable: !disabled,
    autofocus: autoFocus ? 'end' : false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer nofollow' },
        },
      }),
      TaskList,
      TaskItem.configure({ nested: true }),
      TableKit.configure({ table: { resizable: false } }),
      AttachmentImage.configure({ inline: false, allowBase64: false }),
      Mention.configure({
        HTMLAttributes: { class: 'mention' },
        suggestions: [
          ...(mentionPeople ? [suggestion('@', suggestRef, menu)] : []),
          suggestion('#', suggestRef, menu),
        ],
      }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: value ? withImageLinks(value, imageUrl) : '',
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
      handlePaste: (_view, event) => insertImages([...(event.clipboardData?.files ?? [])]),
      handleDrop: (view, event) => {
        const files = [...((event as DragEvent).dataTransfer?.files ?? [])];
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        return insertImages(files, at);
      },
      handleKeyDown: (_view, event) => {
        if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && submitRef.current) {
          submitRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) =>
      onChange(current.getJSON() as RichTextDoc, current.getText({ blockSeparator: '\n' })),
  });

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  useImperativeHandle(
    handleRef,
    () => ({
      focusEnd: () => {
        if (!editor || editor.isDestroyed) return;
        // The command moves the selection now and focuses on the next frame; the view focuses at once.
        editor.commands.focus('end');
        editor.view.focus();
      },
    }),
    [editor],
  );

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
        },
        opacity: disabled ? 0.7 : 1,
      }}
    >
      <RichTextToolbar
        editor={editor}
        disabled={disabled}
        onImageFiles={onImageFile ? (files) => insertImages(files) : undefined}
      />
      <Box
        sx={{
          ...richTextStyles(false),
          px: 1.5,
          py: 1,
          '& .tiptap': { outline: 'none', minHeight },
          '& .tiptap p.is-editor-empty:first-of-type::before': {
            content: 'attr(data-placeholder)',
            color: 'text.secondary',
            float: 'left',
            height: 0,
            pointerEvents: 'none',
          },
          '& .tiptap img.ProseMirror-selectednode': {
            outline: 2,
            outlineColor: 'primary.main',
            outlineStyle: 'solid',
          },
          '& .selectedCell': { bgcolor: 'action.selected' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <MentionMenu state={menuState} onPick={(item) => menuState?.command(item)} />
    </Box>
  );
}
