import type { TooltipProps } from '@mui/material/Tooltip';
import type * as React from 'react';
import { type ComponentType, cloneElement, useCallback, useEffect, useRef, useState } from 'react';

type TooltipComponent = ComponentType<TooltipProps>;
type ChildProps = Record<string, unknown> & { ref?: React.Ref<HTMLElement> };

let loadedTooltip: TooltipComponent | undefined;
let loadingTooltip: Promise<TooltipComponent> | undefined;

function loadTooltip(): Promise<TooltipComponent> {
  loadingTooltip ??= import('@mui/material/Tooltip').then((module) => {
    loadedTooltip = module.default;
    return loadedTooltip;
  });
  return loadingTooltip;
}

/** Loads the tooltip ahead of the first one (which otherwise loads it after its first render). */
export async function preloadTooltip(): Promise<void> {
  await loadTooltip();
}

function assignRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * MUI's `Tooltip`, loaded after the first render: the tooltip and its positioning engine (Popper) are not part of
 * a page's first download. Until it has loaded, the child renders as the tooltip renders it while closed (the
 * tooltip's text as its accessible name, or with `describeChild` as its `title`); a pointer resting on the child
 * or a keyboard focus in it when the tooltip arrives opens it at once, and the focus stays on the child. The child
 * mounts again when the tooltip arrives; while a pointer is pressed on it, that waits for the release, so the click
 * reaches the element it started on.
 */
export function LazyTooltip({ open: openProp, onOpen, onClose, ...props }: TooltipProps) {
  const { disableHoverListener = false, disableFocusListener = false } = props;
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loadedTooltip);
  const [open, setOpen] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const keyboardFocused = useRef(false);
  const refocus = useRef(false);
  const pressed = useRef(false);
  const releaseThen = useRef<(() => void) | undefined>(undefined);
  const stopWatchingRelease = useRef<(() => void) | undefined>(undefined);

  const watchRelease = () => {
    pressed.current = true;
    if (stopWatchingRelease.current) return;
    // The release may happen anywhere on the page; its click (dispatched with it) comes first.
    const onRelease = () => {
      stop();
      pressed.current = false;
      const then = releaseThen.current;
      releaseThen.current = undefined;
      if (then) setTimeout(then, 0);
    };
    const stop = () => {
      window.removeEventListener('pointerup', onRelease, true);
      window.removeEventListener('pointercancel', onRelease, true);
      stopWatchingRelease.current = undefined;
    };
    window.addEventListener('pointerup', onRelease, true);
    window.addEventListener('pointercancel', onRelease, true);
    stopWatchingRelease.current = stop;
  };

  useEffect(() => {
    if (Tooltip) return;
    let mounted = true;
    // A failed download leaves the child as it is: the tooltip only repeats its name or description.
    loadTooltip().then(
      (loaded) => {
        const arrive = () => {
          if (!mounted) return;
          setOpen(
            (hovered.current && !disableHoverListener) || (keyboardFocused.current && !disableFocusListener),
          );
          // The child mounts again inside the tooltip; a focus it had moves to the new element.
          refocus.current = focused.current;
          setTooltip(() => loaded);
        };
        // A press on the child waits for its release: the element it started on must get the click.
        if (pressed.current) releaseThen.current = arrive;
        else arrive();
      },
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [Tooltip, disableHoverListener, disableFocusListener]);

  useEffect(() => () => stopWatchingRelease.current?.(), []);

  const child = props.children as React.ReactElement<ChildProps>;
  const childRef = child.props.ref;
  const refocusingRef = useCallback(
    (node: HTMLElement | null) => {
      assignRef(childRef, node);
      if (node && refocus.current) {
        refocus.current = false;
        node.focus();
      }
    },
    [childRef],
  );

  if (Tooltip) {
    if (openProp !== undefined)
      return <Tooltip {...props} open={openProp} onOpen={onOpen} onClose={onClose} />;
    return (
      <Tooltip
        {...props}
        open={open}
        onOpen={(event) => {
          setOpen(true);
          onOpen?.(event);
        }}
        onClose={(event) => {
          setOpen(false);
          onClose?.(event);
        }}
      >
        {cloneElement(child, { ref: refocusingRef })}
      </Tooltip>
    );
  }

  const { title, describeChild = false } = props;
  const call = (name: string, event: React.SyntheticEvent) => {
    const handler = child.props[name];
    if (typeof handler === 'function') handler(event);
  };
  const closedProps: Record<string, unknown> = {};
  if (typeof title === 'string') {
    if (describeChild) {
      if (!disableHoverListener && child.props.title === undefined) closedProps.title = title;
    } else if (child.props['aria-label'] === undefined) {
      closedProps['aria-label'] = title;
    }
  }
  return cloneElement(child, {
    ...closedProps,
    onPointerDown: (event: React.PointerEvent) => {
      watchRelease();
      call('onPointerDown', event);
    },
    onMouseOver: (event: React.MouseEvent) => {
      hovered.current = true;
      call('onMouseOver', event);
    },
    onMouseLeave: (event: React.MouseEvent) => {
      hovered.current = false;
      call('onMouseLeave', event);
    },
    onFocus: (event: React.FocusEvent) => {
      focused.current = true;
      keyboardFocused.current = isFocusVisible(event.currentTarget);
      call('onFocus', event);
    },
    onBlur: (event: React.FocusEvent) => {
      focused.current = false;
      keyboardFocused.current = false;
      call('onBlur', event);
    },
  });
}
