// The engine's vocabulary: the keywords a typo is repaired to, the words that never are, the words no name is
// made of, the priority words of the corpus conventions and the screens' other names. Shared by the reading of a
// message, the keyword cue and the slot grammar.

/** Keywords a misspelt word may be repaired to. */
export const KEYWORDS = [
  'show',
  'list',
  'display',
  'find',
  'task',
  'project',
  'team',
  'members',
  'progress',
  'priority',
  'status',
  'overdue',
  'assign',
  'assigned',
  'unassign',
  'calendar',
  'dashboard',
  'settings',
  'profile',
  'create',
  'update',
  'change',
  'complete',
  'completed',
  'urgent',
  'medium',
  'review',
  'todo',
  'today',
  'tomorrow',
  'week',
  'month',
  'quick',
  'actions',
  'open',
  'mark',
  'rename',
  'navigate',
  'help',
  'delete',
  'going',
  'people',
  'budget',
  'deadline',
  'description',
  'active',
  'planning',
  'cancelled',
  'hold',
  'done',
  'high',
  'called',
  'named',
  'finish',
  'track',
  'organization',
  'page',
  'reopen',
  'remind',
  'colleagues',
  'teammates',
] as const;

/** Words never repaired (besides keywords and the words of names). */
export const COMMON =
  `a an the my me i i'm im to of in on for with and or is are be been it its this that these those what
which who whom how do does did have has had am at by from into as please can could would you your we our us
show all any some many much more most less there here where when why go went about after before between
until up down out over under off new add make set put give get let want need like just also now then than
so if not no yes ok okay hi hello hey thanks thank start stop call write read run test fix send book order
play tell sing turn keep move push pull cancel back home far long old time date day days next last first
same other each every one two three four five six seven eight nine ten via still again doing
thing things mind behind reminder reminders`.split(/\s+/);

/** Words that cannot make up a name on their own. */
export const FILLER = new Set(
  `a an the my me i to of in on for with and or is are be it this that what which who how do does have has am
  at by from into as please can you show list display find all any task tasks project projects team due
  called named titled new create add make set mark change assign assigned give move`.split(/\s+/),
);

export const STATUS_WORDS: Record<string, string> = {
  normal: 'medium',
  critical: 'urgent',
  asap: 'urgent',
  important: 'high',
  prioritise: 'high',
  prioritize: 'high',
  whenever: 'low',
  'not important': 'low',
  unimportant: 'low',
};
export const PRIORITY =
  /((?:\bnot|n't|\bisnt|\barent) (?:that |very |really )?important|\blow|\bmedium|high|urgent|normal|critical|asap|important|unimportant|prioriti[sz]e|whenever)\b/g;

export const SCREEN_ALIASES: Record<string, string[]> = {
  dashboard: ['dashboard', 'home', 'home page', 'overview', 'main page'],
  projects: ['projects', 'my projects', 'project list', 'all projects', 'projects list'],
  createProject: ['create project', 'new project', 'create a project', 'new project form', 'project form'],
  tasks: ['tasks', 'my tasks', 'task list', 'all tasks', 'tasks list'],
  calendar: ['calendar', 'my calendar', 'task calendar', 'schedule'],
  todos: ['todo', 'todos', 'quick todo', 'quick todos', 'todo list', 'to do list', 'my todo list'],
  profile: ['profile', 'my profile', 'account', 'my account'],
  settings: ['settings', 'my settings', 'preferences'],
  help: ['help', 'help page', 'support'],
  organizationSettings: ['organization settings', 'org settings'],
  'org-dashboard': ['org dashboard', 'organization dashboard', 'organisation dashboard'],
  'org-projects': ['org projects', 'organization projects', 'organisation projects'],
  'org-members': [
    'org members',
    'organization members',
    'organisation members',
    'members of the organization',
  ],
  'org-activity': ['org activity', 'organization activity', 'activity feed', 'activity', 'org activity feed'],
};

/** Screens of the route table that exist but may be out of this user's reach (for a plain refusal). */
export const KNOWN_SCREENS = [
  'finance',
  'finance management',
  'reports',
  'reports analytics',
  'analytics',
  'system users',
  'users',
  'organization',
  'departments',
  'invite users',
  'billing',
  'security',
  'platform admin',
];

export const has = (text: string, pattern: RegExp) => pattern.test(text);
export const CREATE_VERBS = ['create', 'add', 'make', 'new', 'start', 'open', 'need'] as const;
export const TASK_WORDS = ['task', 'tasks'] as const;
export const PROJECT_WORDS = ['project', 'projects'] as const;

/** A sub-task asked for ('add a sub-task', 'a step called', 'break X down'), read with the task names masked. */
export const SUBTASK_CUE =
  /\b(sub-?tasks?|sub tasks?|sub-?steps?|child tasks?)\b|\b(add|create|new|make|put)\b.*\bsteps?\b|\b(break|split)\b.*\b(down|up|into)\b/;

/** Labels put on or taken off a task ('tag X with design', 'remove the design label from X'), task names masked. */
export const LABEL_CUE =
  /^(?:(?:please|can you|could you|pls|now)\s+)*(?:tag|untag|label|relabel|unlabel)\b|\b(add|put|apply|attach|stick|remove|take|drop|delete|clear|strip)\b.*\b(labels?|tags?)\b/;

/**
 * Sentences that name a custom field without setting it ('create a task called Story points', 'rename X to Area
 * review'), task names masked: changes.ts `changeFields` reads the others that name a field of the task's project.
 */
export const FIELD_CUE_NOT =
  /^(?:(?:please|can you|could you|pls|now)\s+)*(?:(?:create|add|new|make|start)\s+(?:(?:a|an|another|one|new)\s+)*(?:tasks?|sub-?tasks?|projects?|steps?|todos?)\b|rename|open|go to|take me|navigate|show|list)\b|\b(?:called|named|titled)\b|\b(?:title|name) of\b/;
