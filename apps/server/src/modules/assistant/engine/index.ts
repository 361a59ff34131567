import type { Interpret, Interpretation } from '../contract';

// PLACEHOLDER, replaced at merge by the local language engine (another branch writes engine/index.ts). It knows
// only the exact phrasings of the server module's own tests, so that POST /chatbot/message can be run before the
// real engine lands.

const CALLS: Record<string, (context: Parameters<Interpret>[1]) => Interpretation> = {
  'show my tasks': () => ({
    kind: 'call',
    functionName: 'list_tasks',
    arguments: { assignedToMe: true },
    confidence: 0.95,
  }),
  'show my overdue tasks': () => ({
    kind: 'call',
    functionName: 'list_tasks',
    arguments: { due: 'overdue', assignedToMe: true },
    confidence: 0.95,
  }),
  'list my projects': () => ({
    kind: 'call',
    functionName: 'list_projects',
    arguments: {},
    confidence: 0.95,
  }),
  'open my calendar': (context) => {
    const calendar = context.screens.find((screen) => screen.key === 'calendar');
    return calendar
      ? { kind: 'call', functionName: 'navigate', arguments: { screen: calendar.key }, confidence: 0.95 }
      : { kind: 'clarify', question: 'Which screen?', suggestions: [], confidence: 0.3 };
  },
  "what's the weather": () => ({
    kind: 'out_of_scope',
    response: 'I can only help with your projects, tasks and teams.',
    confidence: 0.9,
  }),
};

export const interpret: Interpret = (message, context) => {
  const found = CALLS[message.trim().toLowerCase()];
  if (found) return found(context);
  return {
    kind: 'clarify',
    question: 'I did not understand that. What would you like to do?',
    suggestions: ['Show my tasks', 'List my projects'],
    confidence: 0.2,
  };
};
