import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ADA,
  ALAN,
  CURRENT_USER_ID,
  GRACE,
  KIM,
  LEE,
  MANY_ONLINE_USERS,
  MESSAGES,
  NOW,
  ONLINE_USERS,
  SAM,
} from './fixtures';
import { ProjectDiscussion, type ProjectDiscussionProps } from './ProjectDiscussion';

function renderDiscussion(props: Partial<ProjectDiscussionProps> = {}) {
  const all: ProjectDiscussionProps = {
    messages: MESSAGES,
    currentUserId: CURRENT_USER_ID,
    onlineUsers: ONLINE_USERS,
    typingUsers: [],
    onSend: vi.fn().mockResolvedValue(undefined),
    now: NOW,
    ...props,
  };
  const view = render(<ProjectDiscussion {...all} />);
  return {
    ...view,
    props: all,
    rerenderWith: (more: Partial<ProjectDiscussionProps>) =>
      view.rerender(<ProjectDiscussion {...all} {...more} />),
  };
}

/** jsdom does no layout: give the log a size and a scroll position that assignments change. */
function layOut(log: HTMLElement, { scrollHeight, clientHeight, scrollTop }: Record<string, number>) {
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => clientHeight });
  Object.defineProperty(log, 'scrollTop', { configurable: true, writable: true, value: scrollTop });
}

describe('ProjectDiscussion', () => {
  it('lists the messages in a named log, with author, relative time and text', () => {
    renderDiscussion();
    expect(screen.getByRole('heading', { level: 2, name: 'Discussion' })).toBeVisible();
    const log = screen.getByRole('log', { name: 'Discussion messages' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Grace Hopper3 hours ago'),
      expect.stringContaining('You2 hours ago'),
      expect.stringContaining('Sam Carter25 minutes ago'),
      expect.stringContaining('You4 minutes ago'),
      expect.stringContaining('Grace Hopper1 minute ago'),
    ]);
    expect(within(items[0]!).getByText('G')).toBeInTheDocument();
    const time = within(items[0]!).getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('title', expect.stringMatching(/^Jun 10, 2025, 9:00\sAM$/));
  });

  it("labels the current user's messages 'You' and others' with their name", () => {
    renderDiscussion();
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(within(items[1]!).getByText('You')).toBeVisible();
    expect(within(items[1]!).queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Sam Carter')).toBeVisible();
  });

  it('keeps line breaks and shows markup as text', () => {
    renderDiscussion();
    expect(screen.getByText(/Two things I noticed/).textContent).toBe(
      'Two things I noticed:\n- the coupon field accepts spaces\n- the receipt email still shows the old logo',
    );
    expect(screen.getByText('I will fix the coupon field <b>today</b>.')).toBeVisible();
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows the empty text inside the log', () => {
    renderDiscussion({ messages: [] });
    expect(
      within(screen.getByRole('log', { name: 'Discussion messages' })).getByText(
        'No messages yet. Start the conversation.',
      ),
    ).toBeVisible();
  });

  it('shows skeletons while loading', () => {
    renderDiscussion({ messages: [], loading: true });
    expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it('shows who is online, each avatar named after its person', () => {
    renderDiscussion({ headingLevel: 'h3', title: 'Team chat' });
    expect(screen.getByRole('heading', { level: 3, name: 'Team chat' })).toBeVisible();
    const group = screen.getByRole('group', { name: '3 online' });
    expect(
      within(group)
        .getAllByRole('img')
        .map((avatar) => avatar.getAttribute('aria-label')),
    ).toEqual(expect.arrayContaining(['Ada Lovelace (you)', 'Grace Hopper', 'Sam Carter']));
  });

  it("reads '1 online' for one person and puts the rest of a crowd behind '+N'", () => {
    const { rerenderWith } = renderDiscussion({ onlineUsers: [ADA] });
    expect(screen.getByText('1 online')).toBeVisible();
    rerenderWith({ onlineUsers: [...MANY_ONLINE_USERS, ADA] });
    const group = screen.getByRole('group', { name: '7 online' });
    const avatars = within(group).getAllByRole('img');
    expect(avatars).toHaveLength(5);
    expect(
      within(group).getByRole('img', { name: '3 more: Kim Park, Alan Turing and Marie Curie' }),
    ).toHaveTextContent('+3');
    expect(within(group).queryByRole('img', { name: KIM.userName })).not.toBeInTheDocument();
    expect(within(group).queryByRole('img', { name: ALAN.userName })).not.toBeInTheDocument();
  });

  it('says who is typing, politely, and nothing when nobody is', () => {
    const { rerenderWith, container } = renderDiscussion({ typingUsers: [SAM] });
    const line = screen.getByText('Sam Carter is typing…');
    expect(line).toHaveAttribute('aria-live', 'polite');
    rerenderWith({ typingUsers: [SAM, LEE] });
    expect(line).toHaveTextContent('Sam Carter and Lee Chen are typing…');
    rerenderWith({ typingUsers: [SAM, LEE, GRACE] });
    expect(line).toHaveTextContent('3 people are typing…');
    // The current user is never among those 'typing', even if the app passes them.
    rerenderWith({ typingUsers: [ADA, SAM] });
    expect(line).toHaveTextContent('Sam Carter is typing…');
    rerenderWith({ typingUsers: [] });
    expect(line).toBeEmptyDOMElement();
    expect(container).not.toHaveTextContent(/typing/);
  });

  it('sends on Enter, trims, clears the field and stops typing', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockResolvedValue(undefined);
    const onTyping = vi.fn();
    const onStopTyping = vi.fn();
    renderDiscussion({ onSend, onTyping, onStopTyping });
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field).toHaveAttribute('placeholder', 'Write a message…');
    await user.type(field, '  Ship it  ');
    // Every keystroke after the first visible character (leading spaces are not a message yet).
    expect(onTyping).toHaveBeenCalledTimes(9);
    expect(onStopTyping).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Ship it');
    expect(onStopTyping).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(field).toHaveValue(''));
    expect(field).toHaveFocus();
  });

  it('adds a new line on Shift+Enter without sending', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderDiscussion({ onSend });
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue('Line one\nline two');
  });

  it('sends with the button, which is disabled for blank text and while sending', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockResolvedValue(undefined);
    const { rerenderWith } = renderDiscussion({ onSend });
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    expect(button).toBeEnabled();
    rerenderWith({ onSend, sending: true });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    rerenderWith({ onSend, sending: false });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Hi');
  });

  it('keeps the text when sending fails and shows the reason', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockRejectedValue(new Error('Network error'));
    const { rerenderWith } = renderDiscussion({ onSend });
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, 'Ping{Enter}');
    expect(onSend).toHaveBeenCalledWith('Ping');
    rerenderWith({ onSend, error: 'Your message could not be sent. Try again.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your message could not be sent. Try again.');
    expect(field).toHaveValue('Ping');
    // Sending again is possible once the failed attempt is over.
    await vi.waitFor(() => expect(field).not.toHaveAttribute('readonly'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('sends once however fast Enter is pressed', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => undefined;
    const onSend = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    renderDiscussion({ onSend });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Once{Enter}{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    resolve();
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
  });

  it('stops typing when the field is emptied and on blur', async () => {
    const user = userEvent.setup();
    const onTyping = vi.fn();
    const onStopTyping = vi.fn();
    renderDiscussion({ onTyping, onStopTyping });
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.type(field, 'ab');
    expect(onTyping).toHaveBeenCalledTimes(2);
    await user.keyboard('{Backspace}');
    expect(onTyping).toHaveBeenCalledTimes(3);
    expect(onStopTyping).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}');
    expect(onStopTyping).toHaveBeenCalledTimes(1);
    // Nothing typed since: leaving the field does not report a second stop.
    await user.tab();
    expect(onStopTyping).toHaveBeenCalledTimes(1);
    await user.type(field, 'c');
    await user.tab();
    expect(onStopTyping).toHaveBeenCalledTimes(2);
  });

  it('counts characters only near the limit, and refuses a message over it', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderDiscussion({ onSend });
    const field = screen.getByRole('textbox', { name: 'Message' });
    await user.click(field);
    await user.paste('x'.repeat(4799));
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    await user.type(field, 'x');
    expect(screen.getByText('4800 / 5000 characters')).toBeVisible();
    await user.paste('x'.repeat(201));
    expect(screen.getByText('5001 / 5000 characters')).toBeVisible();
    expect(screen.getByText('Messages must be at most 5000 characters')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('warns while disconnected and still lets the user send', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockResolvedValue(undefined);
    const { rerenderWith } = renderDiscussion({ onSend, connected: false });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Reconnecting… new messages will appear when the connection is back.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Still here{Enter}');
    expect(onSend).toHaveBeenCalledWith('Still here');
    rerenderWith({ onSend, connected: true });
    expect(screen.queryByText(/Reconnecting/)).not.toBeInTheDocument();
  });

  it('follows new messages at the bottom, but not while the user reads older ones', () => {
    const { rerenderWith } = renderDiscussion({ messages: MESSAGES.slice(0, 3) });
    const log = screen.getByRole('log');
    const next = (index: number, author = GRACE) => ({ ...MESSAGES[4]!, id: `new-${index}`, author });

    // At the bottom: a new message scrolls into view.
    layOut(log, { scrollHeight: 1000, clientHeight: 400, scrollTop: 600 });
    log.dispatchEvent(new Event('scroll'));
    rerenderWith({ messages: [...MESSAGES.slice(0, 3), next(1)] });
    expect(log.scrollTop).toBe(1000);

    // Scrolled up to read: someone else's message leaves the position alone...
    layOut(log, { scrollHeight: 1200, clientHeight: 400, scrollTop: 100 });
    log.dispatchEvent(new Event('scroll'));
    rerenderWith({ messages: [...MESSAGES.slice(0, 3), next(1), next(2)] });
    expect(log.scrollTop).toBe(100);

    // ...but the user's own message is always shown.
    rerenderWith({ messages: [...MESSAGES.slice(0, 3), next(1), next(2), next(3, ADA)] });
    expect(log.scrollTop).toBe(1200);
  });

  it('shows a notice instead of the composer to someone who may not post', () => {
    render(
      <ProjectDiscussion
        messages={[]}
        currentUserId="me"
        onlineUsers={[]}
        typingUsers={[]}
        onSend={vi.fn()}
        readOnlyNotice="Only project members can post here."
      />,
    );
    expect(screen.getByText('Only project members can post here.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });
});
