import { describe, expect, it } from 'vitest';
import {
  ACTION_DATA_SCHEMAS,
  ChatMessageSchema,
  ChatResponseDataSchema,
  confidencePercent,
  isAssistantVisibleOn,
  ProjectDisplayDataSchema,
  SendChatMessagePayloadSchema,
} from './assistant';
import { NotificationSchema, notificationBadgeText } from './notification';
import {
  DomainCheckResultSchema,
  OrganizationRegistrationPayloadSchema,
  OrganizationSchema,
} from './organization';
import { ProjectCreatePayloadSchema, ProjectSchema } from './project';
import { isTaskFinished, TaskSchema } from './task';
import { BrandingSchema, UserThemeSchema } from './theme';
import { DEFAULT_AVATAR, RegisterPayloadSchema, UserSchema, userAvatarUrl, userInitial } from './user';

const ID = '0123456789abcdef01234567';
const ORG_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const NOW = '2025-06-15T10:00:00.000Z';

describe('UserSchema', () => {
  const user = {
    _id: ID,
    name: 'Ada Lovelace',
    email: 'ada@acme.com',
    profileImage: DEFAULT_AVATAR,
    systemRole: 'user',
    platformRole: null,
    orgRole: 'org_admin',
    accountType: 'organization',
    organizationId: ORG_ID,
    departments: [{ name: 'Engineering' }],
    isOrgAdmin: true,
    isDeptManager: false,
    createdAt: NOW,
  };

  it('parses the current user', () => {
    expect(UserSchema.parse(user)).toEqual(user);
  });

  it('refuses unknown account types and roles', () => {
    expect(UserSchema.safeParse({ ...user, accountType: 'team' }).success).toBe(false);
    expect(UserSchema.safeParse({ ...user, orgRole: 'boss' }).success).toBe(false);
    expect(UserSchema.safeParse({ ...user, createdAt: 'yesterday' }).success).toBe(false);
  });

  it("treats 'default-avatar.jpg' as no picture", () => {
    expect(userAvatarUrl(user)).toBeUndefined();
    expect(userAvatarUrl({ profileImage: '' })).toBeUndefined();
    expect(userAvatarUrl({ profileImage: '/uploads/ada.png' })).toBe('/uploads/ada.png');
    expect(userInitial(user)).toBe('A');
    expect(userInitial({ name: '', email: 'zed@x.io' })).toBe('Z');
  });

  it('validates the registration payload', () => {
    expect(RegisterPayloadSchema.parse({ name: ' Ada ', email: 'ADA@acme.com', password: 'secret' })).toEqual(
      {
        name: 'Ada',
        email: 'ada@acme.com',
        password: 'secret',
      },
    );
    const short = RegisterPayloadSchema.safeParse({ name: 'Ada', email: 'ada@acme.com', password: '12345' });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 6 characters long');
  });
});

describe('organization schemas', () => {
  it('parses an organization with branding and an open billing record', () => {
    const org = {
      _id: ORG_ID,
      name: 'Acme',
      domain: 'acme.com',
      isActive: true,
      subscriptionTier: 'free',
      trialEndsAt: NOW,
      branding: { primaryColor: '#3B82F6', primaryFont: 'Inter', customCSS: '.x{}' },
      billing: { plan: 'free', seats: 5 },
    };
    expect(OrganizationSchema.parse(org)).toEqual(org);
    expect(BrandingSchema.safeParse({ primaryColor: 'blue' }).success).toBe(false);
  });

  it('validates the registration payload, including the admin email domain', () => {
    const payload = {
      organizationName: 'Acme',
      domain: 'Acme.com',
      description: '',
      adminName: 'Jane',
      adminEmail: 'jane@acme.com',
      adminPassword: 'secret1',
      adminJobTitle: 'CTO',
    };
    expect(OrganizationRegistrationPayloadSchema.parse(payload).domain).toBe('acme.com');
    const wrong = OrganizationRegistrationPayloadSchema.safeParse({
      ...payload,
      adminEmail: 'jane@gmail.com',
    });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([
      'Admin email must match organization domain',
    ]);
  });

  it('parses a domain check result', () => {
    const result = {
      available: false,
      organization: { name: 'Acme', domain: 'acme.com', isActive: true },
      error: 'Domain is already registered',
      suggestions: ['acme-inc.com'],
    };
    expect(DomainCheckResultSchema.parse(result)).toEqual(result);
  });
});

describe('task and project schemas', () => {
  it('parses a task with a date-only due date', () => {
    const task = { _id: ID, title: 'Ship', status: 'in-progress', priority: 'high', dueDate: '2025-06-20' };
    expect(TaskSchema.parse(task)).toEqual(task);
    expect(TaskSchema.safeParse({ ...task, status: 7 }).success).toBe(false);
  });

  it("counts 'done' and 'completed' as finished", () => {
    expect(isTaskFinished('done')).toBe(true);
    expect(isTaskFinished('completed')).toBe(true);
    expect(isTaskFinished('review')).toBe(false);
    expect(isTaskFinished(undefined)).toBe(false);
  });

  it('parses a project and fills creation defaults', () => {
    const project = {
      _id: ID,
      title: 'Apollo',
      status: 'on-hold',
      priority: 'urgent',
      progress: 40,
      budget: 12000,
      startDate: '2025-06-01',
      dueDate: '2025-09-01',
    };
    expect(ProjectSchema.parse(project)).toEqual(project);
    expect(ProjectSchema.safeParse({ ...project, progress: 101 }).success).toBe(false);
    expect(ProjectCreatePayloadSchema.parse({ title: ' Apollo ' })).toEqual({
      title: 'Apollo',
      status: 'planning',
      priority: 'medium',
    });
    // Progress is derived from the tasks: a client cannot set it.
    expect(ProjectCreatePayloadSchema.parse({ title: 'A', progress: 90 })).not.toHaveProperty('progress');
    const backwards = ProjectCreatePayloadSchema.safeParse({
      title: 'A',
      startDate: '2025-06-10',
      dueDate: '2025-06-01',
    });
    expect(backwards.error?.issues[0]?.message).toBe('Due date cannot be before the start date');
  });
});

describe('notifications', () => {
  it('parses a notification', () => {
    const n = {
      id: 'n1',
      type: 'task_update',
      title: 'Task',
      message: 'Done',
      read: false,
      timestamp: NOW,
      projectId: ID,
    };
    expect(NotificationSchema.parse(n)).toEqual(n);
    expect(NotificationSchema.safeParse({ ...n, type: 'email' }).success).toBe(false);
  });

  it("caps the badge at '99+'", () => {
    expect(notificationBadgeText(0)).toBe('');
    expect(notificationBadgeText(1)).toBe('1');
    expect(notificationBadgeText(99)).toBe('99');
    expect(notificationBadgeText(100)).toBe('99+');
  });
});

describe('assistant', () => {
  it('shows the widget everywhere except the public and auth paths', () => {
    for (const path of ['/home', '/auth/login', '/privacy', '/terms', '/accept-invitation/abc', '/invite']) {
      expect(isAssistantVisibleOn(path)).toBe(false);
    }
    for (const path of ['/dashboard', '/projects/abc', '/org/dashboard', '/']) {
      expect(isAssistantVisibleOn(path)).toBe(true);
    }
  });

  it('rounds confidence to a percent', () => {
    expect(confidencePercent(0.876)).toBe(88);
    expect(confidencePercent(1)).toBe(100);
    expect(confidencePercent(0)).toBe(0);
  });

  it('trims messages and refuses blank ones', () => {
    expect(SendChatMessagePayloadSchema.parse({ message: '  hi  ' }).message).toBe('hi');
    expect(SendChatMessagePayloadSchema.safeParse({ message: '   ' }).success).toBe(false);
  });

  it('keeps confidence between 0 and 1', () => {
    const message = { id: 'm1', text: 'Hi', sender: 'bot', timestamp: NOW, confidence: 0.5 };
    expect(ChatMessageSchema.parse(message)).toEqual(message);
    expect(ChatMessageSchema.safeParse({ ...message, confidence: 1.5 }).success).toBe(false);
    expect(ChatResponseDataSchema.safeParse({ response: 'x', confidence: -0.1 }).success).toBe(false);
  });

  it('parses the display data of each action', () => {
    expect(
      ProjectDisplayDataSchema.parse({
        totalCount: 1,
        projects: [{ name: 'Apollo', status: 'active', progress: 50, teamSize: 3, priority: 'high' }],
        summary: { averageProgress: 50, activeProjects: 1, completedProjects: 0, totalProjects: 1 },
      }).totalCount,
    ).toBe(1);
    expect(ACTION_DATA_SCHEMAS.navigate.parse({ route: '/tasks', message: 'Opening tasks' }).route).toBe(
      '/tasks',
    );
    expect(ACTION_DATA_SCHEMAS.navigate.safeParse({ route: 'https://evil.example' }).success).toBe(false);
    expect(
      ACTION_DATA_SCHEMAS.display_quick_actions.parse({
        quickActions: [{ label: 'New task', command: 'create task' }],
      }).quickActions,
    ).toHaveLength(1);
  });
});

describe('theme', () => {
  it('defaults the user theme to #3B82F6 and Inter', () => {
    expect(UserThemeSchema.parse({})).toEqual({ primaryColor: '#3B82F6', fontFamily: 'Inter' });
  });
});
