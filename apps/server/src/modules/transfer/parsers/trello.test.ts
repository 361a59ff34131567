import { readFileSync } from 'node:fs';
import { XSS_PAYLOADS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { ImportParseError, parseTrelloBoard } from './index';
import { expectWellFormed, skippedEntry } from './testing';

interface RawCard {
  id: string;
  idList: string;
  closed: boolean;
  due: string | null;
}
interface RawBoard {
  lists: { id: string; closed: boolean }[];
  cards: RawCard[];
  checklists: { idCard: string; name: string; checkItems: { name: string; state: string }[] }[];
  actions: { type: string; data: { card?: { id: string } } }[];
}

const raw = JSON.parse(
  readFileSync(new URL('./fixtures/trello-board.json', import.meta.url), 'utf8'),
) as RawBoard;
const closedListIds = new Set(raw.lists.filter((list) => list.closed).map((list) => list.id));
const openCards = raw.cards.filter((card) => !card.closed && !closedListIds.has(card.idList));
const openCardIds = new Set(openCards.map((card) => card.id));
const openChecklists = raw.checklists.filter((checklist) => openCardIds.has(checklist.idCard));

describe('parseTrelloBoard on a board export of 200 open cards', () => {
  const bundle = parseTrelloBoard(raw);
  const project = bundle.projects[0]!;
  const cards = project.tasks.filter((task) => task.parentRef === null);
  const subTasks = project.tasks.filter((task) => task.parentRef !== null);

  it('is a well-formed bundle of one project', () => {
    expectWellFormed(bundle);
    expect(bundle.source).toBe('trello');
    expect(bundle.projects).toHaveLength(1);
    expect(project.title).toBe('Website relaunch');
  });

  it('makes the open lists states, in board order, with their categories', () => {
    expect(project.states.map((state) => [state.name, state.category])).toEqual([
      ['To Do', 'todo'],
      ['Doing', 'in-progress'],
      ['QA / Review', 'review'],
      ['Done', 'done'],
    ]);
  });

  it('makes each open card a task and each check item a sub-task of its card', () => {
    expect(openCards).toHaveLength(200);
    expect(cards).toHaveLength(200);
    expect(openChecklists).toHaveLength(60);
    const items = openChecklists.flatMap((checklist) => checklist.checkItems);
    expect(subTasks).toHaveLength(items.length);
    // A card with two checklists names each item's checklist; a card with one does not.
    const twoLists = openChecklists.find(
      (c) => openChecklists.filter((o) => o.idCard === c.idCard).length === 2,
    )!;
    const oneList = openChecklists.find(
      (c) => openChecklists.filter((o) => o.idCard === c.idCard).length === 1,
    )!;
    const titles = subTasks.map((task) => task.title);
    expect(titles).toContain(`${twoLists.name}: ${twoLists.checkItems[0]!.name}`);
    expect(titles).toContain(oneList.checkItems[0]!.name);
    // Completed items are done, with a completion time; open ones are not.
    const done = project.states.find((state) => state.category === 'done')!;
    const complete = items.filter((item) => item.state === 'complete').length;
    expect(subTasks.filter((task) => task.stateRef === done.ref && task.completedAt)).toHaveLength(complete);
  });

  it('keeps due dates, labels (colours named when unnamed) and comments with their authors', () => {
    expect(cards.filter((task) => task.dueDate)).toHaveLength(openCards.filter((card) => card.due).length);
    expect(cards.every((task) => task.dueDate === null || /^\d{4}-\d{2}-\d{2}$/.test(task.dueDate))).toBe(
      true,
    );
    expect(bundle.labels).toHaveLength(8);
    expect(bundle.labels.map((label) => label.name)).toEqual(
      expect.arrayContaining(['Bug', 'Sky', 'Lime (light)']),
    );
    expect(bundle.labels.find((label) => label.name === 'Bug')!.color).toMatch(/^#[0-9A-F]{6}$/);
    expect(cards.some((task) => task.labelRefs.length > 0)).toBe(true);
    const comments = cards.flatMap((task) => task.comments);
    expect(comments).toHaveLength(150);
    expect(comments[0]!.body).toMatch(
      /^(Olivia Reed|Marcus Chen|Priya Natarajan|Tomás Álvarez) wrote on Trello:\n\n/,
    );
    expect(comments.every((comment) => comment.authorEmail === null && comment.createdAt)).toBe(true);
    expect(cards.every((task) => task.assigneeEmail === null)).toBe(true);
  });

  it('names what it skipped and why', () => {
    expect(skippedEntry(bundle, /^Archived list “Old ideas” and its 8 cards$/)).toBeDefined();
    expect(skippedEntry(bundle, /^12 archived cards$/)).toBeDefined();
    expect(skippedEntry(bundle, /^\d+ attachments$/)?.reason).toMatch(/stay in Trello/);
    expect(skippedEntry(bundle, /^Assignee Olivia Reed on \d+ tasks$/)?.reason).toMatch(/no e-mail/);
    expect(skippedEntry(bundle, /^6 comments$/)).toBeDefined();
    expect(skippedEntry(bundle, /^2 checklists$/)).toBeDefined();
    expect(skippedEntry(bundle, /^1 Power-Up$/)).toBeDefined();
  });
});

describe('parseTrelloBoard on other files', () => {
  it('refuses what is not a Trello board export, with a message to show', () => {
    for (const input of [
      null,
      42,
      [],
      {},
      'not json',
      '{"name":"x"}',
      { name: 'x', lists: 'a', cards: [] },
    ]) {
      expect(() => parseTrelloBoard(input)).toThrow(ImportParseError);
      expect(() => parseTrelloBoard(input)).toThrow(/not a Trello board export/);
    }
  });

  it('says older comments may be missing when the export holds Trello’s 1000 latest actions', () => {
    const board = { name: 'Busy', lists: [{ id: 'l', name: 'To do' }], cards: [] };
    const actions = Array.from({ length: 1000 }, (_, index) => ({ id: String(index), type: 'updateCard' }));
    expect(
      skippedEntry(parseTrelloBoard({ ...board, actions: actions.slice(1) }), /Older comments/),
    ).toBeUndefined();
    expect(skippedEntry(parseTrelloBoard({ ...board, actions }), /Older comments/)?.reason).toMatch(
      /latest 1000/,
    );
  });

  it('reads a hostile board without failing: payloads kept as text, huge fields cut, odd shapes ignored', () => {
    const payload = XSS_PAYLOADS.join(' ');
    const board = {
      id: 'b'.repeat(500),
      name: payload,
      desc: 'x'.repeat(200_000),
      lists: [
        { id: 'l1', name: '' },
        { id: 'l1', name: 'Done' },
        'junk',
        { id: 7, name: { a: 1 }, closed: 'yes' },
      ],
      labels: [
        { id: 'x', name: '', color: null },
        { id: 'y', name: XSS_PAYLOADS[0], color: 'ultraviolet' },
      ],
      members: [{ id: 'm', fullName: XSS_PAYLOADS[1] }],
      cards: [
        {
          id: 'c',
          name: 'n'.repeat(2000),
          idList: 'l1',
          idLabels: ['y', 'y', 'nope'],
          idMembers: ['m'],
          due: 'soon',
        },
        {
          id: 'c',
          name: XSS_PAYLOADS[2],
          idList: 'l1',
          start: '2024-02-30T00:00:00Z',
          due: '+275760-09-13T00:00:00Z',
        },
        { id: 'd', idList: 'nowhere' },
        null,
        { id: 'e', name: 'Archived', idList: 'l1', closed: true },
      ],
      checklists: [{ idCard: 'c', name: 'Steps', checkItems: [{ id: 'i', name: '', state: 'complete' }, 5] }],
      actions: [
        {
          id: 'a',
          type: 'commentCard',
          data: { text: 'y'.repeat(30_000), card: { id: 'c' } },
          date: 'never',
        },
        {
          type: 'commentCard',
          data: { text: XSS_PAYLOADS[3], card: { id: 'c' } },
          memberCreator: { fullName: '' },
        },
        { type: 'commentCard', data: null },
      ],
    };
    const bundle = parseTrelloBoard(board);
    expectWellFormed(bundle);
    const project = bundle.projects[0]!;
    expect(project.title).toBe(payload.slice(0, 500).trimEnd());
    expect(project.description).toHaveLength(100_000);
    const [first, second] = project.tasks.filter((task) => task.parentRef === null);
    const item = project.tasks.find((task) => task.parentRef === first!.ref);
    const done = project.states.find((state) => state.name === 'Done')!;
    expect(item).toMatchObject({ title: 'Untitled check item', stateRef: done.ref });
    expect(project.states.map((state) => state.name)).toEqual(['Untitled list', 'Done', 'Untitled list']);
    expect(first!.title).toHaveLength(500);
    expect(first!.dueDate).toBeNull();
    expect(first!.labelRefs).toHaveLength(1);
    expect(second!.title).toBe(XSS_PAYLOADS[2]);
    expect(second!.startDate).toBeNull();
    expect(second!.dueDate).toBeNull();
    expect(first!.comments.map((comment) => comment.body.length)).toContain(20_000);
    expect(first!.comments.map((comment) => comment.body)).toContain(
      `A Trello member wrote on Trello:\n\n${XSS_PAYLOADS[3]}`,
    );
    expect(bundle.labels.map((label) => [label.name, label.color])).toEqual([[XSS_PAYLOADS[0], null]]);
    expect(skippedEntry(bundle, /card name/)?.reason).toMatch(/cut to that length/);
    expect(skippedEntry(bundle, /^1 card$/)?.reason).toMatch(/list is not in the file/);
    expect(skippedEntry(bundle, /without a name or colour/)).toBeDefined();
  });
});
