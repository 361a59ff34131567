import { ASSISTANT_MESSAGES } from '@app/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '../../theme';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget';
import {
  conversationWithError,
  conversationWithEveryResult,
  conversationWithFollowUps,
  ratedConversation,
  sampleRatings,
  sampleSuggestions,
  shortConversation,
  utcTime,
} from './fixtures';

function Providers({ children }: { children: React.ReactNode }) {
  return <AppThemeProvider defaultMode="light">{children}</AppThemeProvider>;
}

function setup(props: Partial<ChatWidgetProps> = {}) {
  const handlers = {
    onOpenChange: vi.fn(),
    onSend: vi.fn(),
    onClearHistory: vi.fn(),
    onQuickAction: vi.fn(),
    onSuggestionUsed: vi.fn(),
    onErrorDismissed: vi.fn(),
    onFollowUp: vi.fn(),
  };
  const all: ChatWidgetProps = {
    open: true,
    messages: [],
    suggestions: sampleSuggestions,
    formatTimestamp: utcTime,
    ...handlers,
    ...props,
  };
  const user = userEvent.setup();
  const view = render(<ChatWidget {...all} />, { wrapper: Providers });
  const rerender = (next: Partial<ChatWidgetProps>) => view.rerender(<ChatWidget {...all} {...next} />);
  return { user, handlers, rerender };
}

const input = () => screen.getByRole('combobox', { name: 'Message the assistant' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

afterEach(() => {
  vi.useRealTimers();
});

describe('ChatWidget, closed', () => {
  it('shows the round launcher with its AI badge and opens on click', async () => {
    const { user, handlers } = setup({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const launcher = screen.getByRole('button', { name: 'Open AI assistant' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(ASSISTANT_MESSAGES.badge)).toBeVisible();
    await user.click(launcher);
    expect(handlers.onOpenChange).toHaveBeenCalledWith(true);
  });

  it('shows the productivity tooltip and the Start Chatting Now label on hover', async () => {
    const { user } = setup({ open: false });
    await user.hover(screen.getByRole('button', { name: 'Open AI assistant' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(ASSISTANT_MESSAGES.tooltip);
    expect(tooltip).toHaveTextContent(ASSISTANT_MESSAGES.startChatting);
  });

  it('closes the tooltip when the panel opens under the pointer, and keeps it inside its landmark', async () => {
    const { user, rerender } = setup({ open: false });
    await user.hover(screen.getByRole('button', { name: 'Open AI assistant' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(screen.getByRole('complementary', { name: 'Assistant' })).toContainElement(tooltip);
    rerender({ open: true });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

describe('ChatWidget, keyboard shortcut', () => {
  it('announces the shortcut on the launcher and shows it in the tooltip', async () => {
    const { user } = setup({ open: false, shortcut: 'Alt+Shift+A' });
    const launcher = screen.getByRole('button', { name: 'Open AI assistant' });
    expect(launcher).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+A');
    await user.hover(launcher);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Shortcut: Alt+Shift+A');
  });

  it('takes the focus when it mounts already open (opened before its code arrived)', () => {
    setup({ open: true });
    expect(input()).toHaveFocus();
  });
});

describe('ChatWidget, open', () => {
  it('is a labelled dialog that takes the focus, closes on Escape and gives the focus back', async () => {
    const { user, handlers, rerender } = setup({ open: false });
    const launcher = screen.getByRole('button', { name: 'Open AI assistant' });
    launcher.focus();
    rerender({ open: true });
    expect(screen.getByRole('dialog', { name: 'AI Assistant' })).toBeVisible();
    expect(input()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(handlers.onOpenChange).toHaveBeenCalledWith(false);
    rerender({ open: false });
    expect(screen.getByRole('button', { name: 'Open AI assistant' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes from the header and the launcher, and clears the history', async () => {
    const { user, handlers } = setup({ messages: shortConversation });
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close assistant' }));
    expect(handlers.onOpenChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Close AI assistant' }));
    expect(handlers.onOpenChange).toHaveBeenLastCalledWith(false);
    await user.click(within(dialog).getByRole('button', { name: 'Clear chat history' }));
    expect(handlers.onClearHistory).toHaveBeenCalledTimes(1);
  });

  it('has nothing to clear in an empty conversation', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Clear chat history' })).toBeDisabled();
  });

  it('greets and offers at most 3 suggestions under Try asking', async () => {
    const { user, handlers } = setup();
    expect(screen.getByText(ASSISTANT_MESSAGES.greeting)).toBeVisible();
    const group = screen.getByRole('group', { name: ASSISTANT_MESSAGES.tryAsking });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(sampleSuggestions.slice(0, 3));
    await user.click(buttons[1]!);
    expect(handlers.onSuggestionUsed).toHaveBeenCalledWith(sampleSuggestions[1]);
    expect(handlers.onSend).toHaveBeenCalledWith(sampleSuggestions[1]);
  });

  it('shows no suggestion block when there are none', () => {
    setup({ suggestions: [] });
    expect(screen.getByText(ASSISTANT_MESSAGES.greeting)).toBeVisible();
    expect(screen.queryByText(ASSISTANT_MESSAGES.tryAsking)).not.toBeInTheDocument();
  });

  it('lists the conversation in a polite live log', () => {
    setup({ messages: shortConversation });
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('What is due today?')).toBeVisible();
    expect(within(log).getByText(/Two tasks are due today/)).toBeVisible();
    expect(screen.queryByText(ASSISTANT_MESSAGES.greeting)).not.toBeInTheDocument();
  });
});

describe('ChatWidget, sending', () => {
  it('uses the spec placeholder and disables Send while the text is blank', async () => {
    const { user, handlers } = setup();
    expect(input()).toHaveAttribute('placeholder', ASSISTANT_MESSAGES.inputPlaceholder);
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(handlers.onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed text with the button or Enter, and empties the input', async () => {
    const { user, handlers } = setup({ messages: shortConversation });
    await user.type(input(), '  Show my tasks  ');
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    expect(handlers.onSend).toHaveBeenCalledWith('Show my tasks');
    expect(input()).toHaveValue('');
    await user.type(input(), 'Who is on my team?{Enter}');
    expect(handlers.onSend).toHaveBeenLastCalledWith('Who is on my team?');
    expect(handlers.onSend).toHaveBeenCalledTimes(2);
  });

  it('thinks while a request is in flight: input, Send and suggestions are disabled', () => {
    setup({ messages: shortConversation, loading: true });
    expect(screen.getByText(ASSISTANT_MESSAGES.thinking)).toBeVisible();
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
  });

  it('disables the empty-state suggestions while loading', () => {
    setup({ loading: true });
    const group = screen.getByRole('group', { name: ASSISTANT_MESSAGES.tryAsking });
    for (const button of within(group).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('takes the focus back to the input when the reply arrives', () => {
    const { rerender } = setup({ messages: shortConversation });
    rerender({ loading: true });
    // A disabled input loses the focus, as it does in a browser.
    input().blur();
    rerender({ loading: false });
    expect(input()).toHaveFocus();
  });
});

describe('ChatWidget, suggestions popup', () => {
  it('lists suggestions, filters them by the text typed and sends the one picked', async () => {
    const { user, handlers } = setup({ messages: shortConversation });
    await user.click(input());
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(sampleSuggestions.length);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await user.type(input(), 'team');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Who is on my team?']);
    await user.click(within(listbox).getByRole('option', { name: 'Who is on my team?' }));
    expect(handlers.onSuggestionUsed).toHaveBeenCalledWith('Who is on my team?');
    expect(handlers.onSend).toHaveBeenCalledWith('Who is on my team?');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveValue('');
  });

  it('is keyboard operable, and Escape closes the popup before the panel', async () => {
    const { user, handlers } = setup({ messages: shortConversation });
    input().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: sampleSuggestions[1] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(input()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: sampleSuggestions[1] }).id,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(handlers.onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(handlers.onSend).toHaveBeenCalledWith(sampleSuggestions.at(-1));
  });

  it('closes 200 ms after the input loses focus', () => {
    vi.useFakeTimers();
    setup({ messages: shortConversation });
    fireEvent.click(input());
    expect(screen.getByRole('listbox')).toBeVisible();
    act(() => input().blur());
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('listbox')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('ChatWidget, errors', () => {
  it('shows the error banner for 5 seconds, then reports it dismissed', () => {
    vi.useFakeTimers();
    const { handlers } = setup({ messages: conversationWithError, error: 'Network request failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network request failed');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeVisible();
    expect(handlers.onErrorDismissed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(handlers.onErrorDismissed).toHaveBeenCalledTimes(1);
  });

  it('shows a new error again after the previous one was cleared', () => {
    vi.useFakeTimers();
    const { rerender } = setup({ error: 'First failure' });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender({ error: null });
    rerender({ error: 'First failure' });
    expect(screen.getByRole('alert')).toHaveTextContent('First failure');
  });

  it('lets the user dismiss the banner', async () => {
    const { user, handlers } = setup({ error: 'Failed to clear chat history' });
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(handlers.onErrorDismissed).toHaveBeenCalledTimes(1);
  });

  it('shows a failed reply as an error message without a confidence', () => {
    setup({ messages: conversationWithError });
    expect(screen.getByText(ASSISTANT_MESSAGES.sendFailure)).toBeVisible();
    expect(screen.queryByText(/confidence/)).not.toBeInTheDocument();
  });
});

describe('ChatWidget, follow-ups', () => {
  it('shows the buttons under each reply and reports the one used with its reply', async () => {
    const { user, handlers } = setup({ messages: conversationWithFollowUps });
    const groups = screen.getAllByRole('group', { name: 'Next steps' });
    expect(
      groups.map((group) =>
        within(group)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ),
    ).toEqual([['Undo'], ['Website Redesign', 'Website Analytics'], ['Confirm']]);
    await user.click(within(groups[0]!).getByRole('button', { name: 'Undo' }));
    expect(handlers.onFollowUp).toHaveBeenCalledWith(
      conversationWithFollowUps[1]!.followUps![0],
      conversationWithFollowUps[1],
    );
    await user.click(within(groups[2]!).getByRole('button', { name: 'Confirm' }));
    expect(handlers.onFollowUp).toHaveBeenLastCalledWith(
      conversationWithFollowUps[5]!.followUps![0],
      conversationWithFollowUps[5],
    );
  });

  it('disables them while a request is in flight, and shows none without a handler', () => {
    const { rerender } = setup({ messages: conversationWithFollowUps, loading: true });
    for (const button of within(screen.getAllByRole('group', { name: 'Next steps' })[1]!).getAllByRole(
      'button',
    ))
      expect(button).toBeDisabled();
    rerender({ loading: false, onFollowUp: undefined });
    expect(screen.queryByRole('group', { name: 'Next steps' })).not.toBeInTheDocument();
  });
});

describe('ChatWidget, feedback', () => {
  const thumbs = (group: HTMLElement) => ({
    up: within(group).getByRole('button', { name: 'Helpful' }),
    down: within(group).getByRole('button', { name: 'Not helpful' }),
  });

  it('offers thumbs on each stored reply only, pressed as rated, with the failure beside its reply', () => {
    setup({ messages: ratedConversation, ratings: sampleRatings, onRate: vi.fn() });
    const groups = screen.getAllByRole('group', { name: 'Rate this reply' });
    // The reply without a messageId (from the history) and the user's messages have none.
    expect(groups).toHaveLength(3);
    const [first, second, third] = groups.map(thumbs) as [
      ReturnType<typeof thumbs>,
      ...ReturnType<typeof thumbs>[],
    ];
    expect(first.up).toHaveAttribute('aria-pressed', 'true');
    expect(first.down).toHaveAttribute('aria-pressed', 'false');
    expect(second!.up).toHaveAttribute('aria-pressed', 'false');
    expect(second!.down).toHaveAttribute('aria-pressed', 'false');
    expect(third!.up).toHaveAttribute('aria-pressed', 'false');
    // Spec 8.7: a failed rating is only logged; the widget shows no message for it.
    expect(screen.queryByText(/could not be sent/)).not.toBeInTheDocument();
  });

  it('reports a new rating with its messageId, and nothing for the thumb already pressed', async () => {
    const onRate = vi.fn();
    const { user } = setup({ messages: ratedConversation, ratings: sampleRatings, onRate });
    const [first, , third] = screen.getAllByRole('group', { name: 'Rate this reply' }).map(thumbs);
    await user.click(first!.up);
    expect(onRate).not.toHaveBeenCalled();
    await user.click(first!.down);
    expect(onRate).toHaveBeenLastCalledWith('msg-101', 'not_helpful');
    await user.click(third!.up);
    expect(onRate).toHaveBeenLastCalledWith('msg-103', 'helpful');
    expect(onRate).toHaveBeenCalledTimes(2);
  });

  it('shows no thumbs without a handler, nor on a failed reply', () => {
    const { rerender } = setup({ messages: ratedConversation, ratings: sampleRatings });
    expect(screen.queryByRole('group', { name: 'Rate this reply' })).not.toBeInTheDocument();
    rerender({
      messages: [{ ...conversationWithError[1]!, messageId: 'msg-9' }],
      onRate: vi.fn(),
    });
    expect(screen.queryByRole('group', { name: 'Rate this reply' })).not.toBeInTheDocument();
  });
});

describe('ChatWidget, messages and results', () => {
  it('shows who said what, when, and the confidence of a reply as a rounded percent', () => {
    setup({ messages: shortConversation });
    const log = screen.getByRole('log');
    expect(within(log).getByText('You:', { exact: false })).toBeInTheDocument();
    expect(within(log).getByText('Assistant:', { exact: false })).toBeInTheDocument();
    const times = within(log).getAllByText('9:10 AM');
    expect(times).toHaveLength(2);
    expect(times[0]).toHaveAttribute('datetime', shortConversation[0]!.timestamp);
    expect(within(log).getByText(/91% confidence/)).toBeVisible();
  });

  it('renders every result and reports quick actions and task clicks', async () => {
    const onNavigate = vi.fn();
    const { user, handlers } = setup({ messages: conversationWithEveryResult, onNavigate });
    const log = screen.getByRole('log');
    expect(within(log).getByRole('group', { name: 'Tasks' })).toBeVisible();
    expect(within(log).getByRole('group', { name: 'Projects' })).toBeVisible();
    expect(within(log).getByRole('group', { name: 'Progress' })).toBeVisible();
    expect(within(log).getByRole('group', { name: 'Team' })).toBeVisible();
    expect(within(log).getByText(/93% confidence/)).toBeVisible();
    expect(within(log).getByText(/100% confidence/)).toBeVisible();

    await user.click(within(log).getByRole('link', { name: /Write the API reference/ }));
    expect(onNavigate).toHaveBeenCalledWith('/tasks/65f0c0ffee00000000000002');

    const quickActions = within(within(log).getByRole('group', { name: 'Quick actions' })).getAllByRole(
      'button',
    );
    expect(quickActions).toHaveLength(4);
    await user.click(quickActions[2]!);
    expect(handlers.onQuickAction).toHaveBeenCalledWith('show project progress');
  });
});
