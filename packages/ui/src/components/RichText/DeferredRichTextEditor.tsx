import { plainToRichText } from '@app/domain';
import TextField from '@mui/material/TextField';
import { useLayoutEffect, useRef, useState } from 'react';
import { isRichTextEditorLoaded, loadRichTextEditor, RichTextEditor } from './RichTextEditor';
import type { RichTextEditorHandle, RichTextEditorProps } from './types';

/**
 * A rich text editor that costs nothing until it is wanted: a plain field, which loads the editor when the
 * pointer comes near it or it takes the focus, and then becomes the editor with what was typed so far, the focus
 * and the caret at its end (nothing typed meanwhile is lost). Where the editor is already loaded it is the editor
 * at once. For a field most visitors only read past, such as a task's new comment. `value` must be null: it
 * starts empty.
 */
export function DeferredRichTextEditor(props: RichTextEditorProps) {
  const [rich, setRich] = useState(isRichTextEditorLoaded);
  const [text, setText] = useState('');
  const plainRef = useRef<HTMLTextAreaElement>(null);
  const handle = useRef<RichTextEditorHandle>(null);
  // Whether the plain field had the focus when it gave way: the editor takes it over in the same commit.
  const focusOnSwap = useRef(false);
  const {
    label,
    placeholder,
    onChange,
    onSubmitShortcut,
    disabled = false,
    invalid = false,
    describedBy,
    minHeight = 96,
  } = props;

  useLayoutEffect(() => {
    if (rich && focusOnSwap.current) {
      focusOnSwap.current = false;
      handle.current?.focusEnd();
    }
  }, [rich]);

  const load = () => {
    if (rich) return;
    loadRichTextEditor().then(
      () => {
        focusOnSwap.current = plainRef.current !== null && plainRef.current === document.activeElement;
        setRich(true);
      },
      // Offline or a failed download: the plain field keeps working, and the next focus tries again.
      () => undefined,
    );
  };

  if (rich) {
    return (
      <RichTextEditor
        {...props}
        value={text ? plainToRichText(text) : props.value}
        autoFocus={props.autoFocus}
        handleRef={handle}
      />
    );
  }
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      multiline
      minRows={Math.max(2, Math.round(minHeight / 24))}
      maxRows={12}
      fullWidth
      value={text}
      inputRef={plainRef}
      disabled={disabled}
      error={invalid}
      onFocus={load}
      onPointerEnter={load}
      onTouchStart={load}
      onChange={(event) => {
        setText(event.target.value);
        onChange(plainToRichText(event.target.value), event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onSubmitShortcut) {
          event.preventDefault();
          onSubmitShortcut();
        }
      }}
      slotProps={{ htmlInput: { 'aria-describedby': describedBy } }}
    />
  );
}
