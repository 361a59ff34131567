import { ASSISTANT_MESSAGES, type ChatMessage, type ChatReplyRatingState } from '@app/domain';
import {
  sampleProgress,
  sampleProjects,
  sampleQuickActions,
  sampleTasks,
  sampleTeam,
} from '../ChatActionResult/fixtures';

// Sample conversations for the widget's stories and tests. Timestamps are fixed so screenshots are stable.

export const sampleSuggestions = [
  'Show my tasks due this week',
  'How is the Website redesign going?',
  'Who is on my team?',
  'Create a task to review the roadmap',
];

/** Stories and tests show times in UTC, so the output does not depend on the machine's time zone. */
export const utcTime = (timestamp: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(timestamp),
  );

const at = (minute: number) => `2025-03-14T09:${String(minute).padStart(2, '0')}:00.000Z`;

export const conversationWithEveryResult: ChatMessage[] = [
  { id: 'm1', sender: 'user', text: 'Show my tasks', timestamp: at(0) },
  {
    id: 'm2',
    sender: 'bot',
    text: 'Here are your open tasks.',
    timestamp: at(0),
    action: 'display_tasks',
    actionData: sampleTasks,
    confidence: 0.934,
  },
  { id: 'm3', sender: 'user', text: 'And my projects?', timestamp: at(1) },
  {
    id: 'm4',
    sender: 'bot',
    text: 'You have 5 projects.',
    timestamp: at(1),
    action: 'display_projects',
    actionData: sampleProjects,
    confidence: 0.87,
  },
  { id: 'm5', sender: 'user', text: 'How far along are we?', timestamp: at(2) },
  {
    id: 'm6',
    sender: 'bot',
    text: 'Overall progress across your tasks:',
    timestamp: at(2),
    action: 'display_progress',
    actionData: sampleProgress,
    confidence: 0.8,
  },
  { id: 'm7', sender: 'user', text: 'Who is on the team?', timestamp: at(3) },
  {
    id: 'm8',
    sender: 'bot',
    text: 'These people work with you.',
    timestamp: at(3),
    action: 'display_team',
    actionData: sampleTeam,
  },
  { id: 'm9', sender: 'user', text: 'What can you do?', timestamp: at(4) },
  {
    id: 'm10',
    sender: 'bot',
    text: 'Try one of these:',
    timestamp: at(4),
    action: 'display_quick_actions',
    actionData: sampleQuickActions,
    confidence: 0.995,
  },
];

export const shortConversation: ChatMessage[] = [
  { id: 's1', sender: 'user', text: 'What is due today?', timestamp: at(10) },
  {
    id: 's2',
    sender: 'bot',
    text: 'Two tasks are due today: "Fix the login redirect" and "Review the Q3 roadmap".',
    timestamp: at(10),
    confidence: 0.912,
  },
];

export const conversationWithError: ChatMessage[] = [
  { id: 'e1', sender: 'user', text: 'Summarize the partner portal', timestamp: at(20) },
  {
    id: 'e2',
    sender: 'bot',
    text: ASSISTANT_MESSAGES.sendFailure,
    timestamp: at(20),
    isError: true,
  },
];

/** Replies with follow-up buttons: Undo after a change, a choice between two matches, Confirm before a bulk change. */
export const conversationWithFollowUps: ChatMessage[] = [
  {
    id: 'f1',
    sender: 'user',
    text: 'create a task called Call the printer in Website Redesign due next friday',
    timestamp: at(30),
  },
  {
    id: 'f2',
    sender: 'bot',
    text: 'Created "Call the printer" in Website Redesign, due Friday, March 21.',
    timestamp: at(30),
    action: 'task_created',
    confidence: 0.94,
    followUps: [{ label: 'Undo', functionName: 'undo', arguments: { actionId: 'act-1' }, kind: 'undo' }],
  },
  { id: 'f3', sender: 'user', text: 'how is the website going', timestamp: at(31) },
  {
    id: 'f4',
    sender: 'bot',
    text: 'Two projects match "website". Which one?',
    timestamp: at(31),
    confidence: 0.55,
    followUps: [
      {
        label: 'Website Redesign',
        functionName: 'project_progress',
        arguments: { projectId: '65f0c0ffee00000000000101' },
        kind: 'choice',
      },
      {
        label: 'Website Analytics',
        functionName: 'project_progress',
        arguments: { projectId: '65f0c0ffee00000000000102' },
        kind: 'choice',
      },
    ],
  },
  { id: 'f5', sender: 'user', text: 'mark all my overdue tasks done', timestamp: at(32) },
  {
    id: 'f6',
    sender: 'bot',
    text: 'This changes 3 tasks. Go ahead?',
    timestamp: at(32),
    confidence: 0.88,
    followUps: [
      {
        label: 'Confirm',
        functionName: 'update_task',
        arguments: { confirmation: 'conf-1' },
        kind: 'confirm',
      },
    ],
  },
];

/**
 * Replies the server stored (with a `messageId`, so they can be rated), and one from the history without one: the
 * first rated helpful, the second's rating failed to send, the third not rated yet.
 */
export const ratedConversation: ChatMessage[] = [
  { id: 'r1', sender: 'user', text: 'What did I finish yesterday?', timestamp: at(40) },
  {
    id: 'r2',
    sender: 'bot',
    text: 'You finished "Fix the login redirect" yesterday.',
    timestamp: at(40),
  },
  { id: 'r3', sender: 'user', text: 'Show my overdue tasks', timestamp: at(41) },
  {
    id: 'msg-101',
    messageId: 'msg-101',
    sender: 'bot',
    text: 'You have no overdue tasks.',
    timestamp: at(41),
    confidence: 0.93,
  },
  { id: 'r5', sender: 'user', text: 'Who is on the Website Redesign team?', timestamp: at(42) },
  {
    id: 'msg-102',
    messageId: 'msg-102',
    sender: 'bot',
    text: 'Website Redesign has 4 members: Olga, Ned, Mia and Sam.',
    timestamp: at(42),
    confidence: 0.88,
  },
  { id: 'r7', sender: 'user', text: 'How is it going?', timestamp: at(43) },
  {
    id: 'msg-103',
    messageId: 'msg-103',
    sender: 'bot',
    text: 'Website Redesign is 40% done.',
    timestamp: at(43),
    confidence: 0.9,
  },
];

/** The ratings of `ratedConversation`: helpful, a failed send, and none. */
export const sampleRatings: Record<string, ChatReplyRatingState> = {
  'msg-101': { rating: 'helpful', failed: false },
  'msg-102': { rating: null, failed: true },
};
