import type {
  TransferBundle,
  TransferComment,
  TransferLabel,
  TransferState,
  TransferTaskInput,
} from '@app/domain';
import {
  asArray,
  asRecord,
  asRecords,
  asString,
  categoryFromName,
  cutOptional,
  cutText,
  finishBundle,
  isoDateTime,
  isoDay,
  MAX,
  plural,
  quote,
  RefAllocator,
  SkippedList,
} from './common';
import { ImportParseError } from './errors';

/**
 * Trello's label colours as #RRGGBB (its 2023 palette: the plain colour and its _light and _dark shades);
 * a colour Trello adds later is imported without one (the importer picks one).
 */
export const TRELLO_COLORS: Readonly<Record<string, string>> = {
  green: '#4BCE97',
  green_light: '#BAF3DB',
  green_dark: '#1F845A',
  yellow: '#F5CD47',
  yellow_light: '#F8E6A0',
  yellow_dark: '#946F00',
  orange: '#FEA362',
  orange_light: '#FEDEC8',
  orange_dark: '#C25100',
  red: '#F87168',
  red_light: '#FFD5D2',
  red_dark: '#C9372C',
  purple: '#9F8FEF',
  purple_light: '#DFD8FD',
  purple_dark: '#6E5DC6',
  blue: '#579DFF',
  blue_light: '#CCE0FF',
  blue_dark: '#0C66E4',
  sky: '#6CC3E0',
  sky_light: '#C6EDFB',
  sky_dark: '#227D9B',
  lime: '#94C748',
  lime_light: '#D3F1A7',
  lime_dark: '#5B7F24',
  pink: '#E774BB',
  pink_light: '#FDD0EC',
  pink_dark: '#AE4787',
  black: '#8590A2',
  black_light: '#DCDFE4',
  black_dark: '#626F86',
};

const NOT_TRELLO =
  'This file is not a Trello board export. In Trello, open the board menu, then “Print, export and share”, then “Export as JSON”, and upload that file.';

/** Trello's JSON export holds only the board's latest actions (comments among them). */
const TRELLO_ACTIONS_LIMIT = 1000;

const NO_EMAIL =
  'Trello’s export has no e-mail addresses, so nobody can be matched to a member; assign the tasks after the import.';

/** A Trello id (a MongoDB ObjectId) starts with its creation time in seconds. */
function createdAtOfId(id: string): string | null {
  if (!/^[0-9a-f]{24}$/i.test(id)) return null;
  return isoDateTime(new Date(Number.parseInt(id.slice(0, 8), 16) * 1000));
}

function byPos(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const pa = typeof a.pos === 'number' ? a.pos : Number.MAX_SAFE_INTEGER;
  const pb = typeof b.pos === 'number' ? b.pos : Number.MAX_SAFE_INTEGER;
  return pa - pb;
}

function colourName(colour: string): string {
  const [hue = colour, shade] = colour.split('_');
  const name = hue.charAt(0).toUpperCase() + hue.slice(1);
  return shade ? `${name} (${shade})` : name;
}

/**
 * A Trello board's JSON export as a transfer bundle: the board is one project, its open lists its states (in board
 * order), its cards tasks, their check items sub-tasks, their comments comments. What the bundle cannot carry is
 * listed in `skipped` (docs/importers-sources.md).
 */
export function parseTrelloBoard(json: unknown): TransferBundle {
  let input = json;
  if (typeof input === 'string') {
    try {
      input = JSON.parse(input);
    } catch {
      throw new ImportParseError(NOT_TRELLO);
    }
  }
  const board = asRecord(input);
  if (!Array.isArray(board.lists) || !Array.isArray(board.cards) || typeof board.name !== 'string') {
    throw new ImportParseError(NOT_TRELLO);
  }

  const skipped = new SkippedList();
  const listRefs = new RefAllocator('list');
  const cardRefs = new RefAllocator('card');
  const itemRefs = new RefAllocator('checkitem');
  const labelRefs = new RefAllocator('label');
  const commentRefs = new RefAllocator('comment');

  const members = new Map<string, string>();
  for (const member of asRecords(board.members)) {
    const id = asString(member.id);
    const name = asString(member.fullName).trim() || asString(member.username).trim();
    if (id) members.set(id, name || 'a Trello member');
  }
  const unassigned = (memberId: unknown) => {
    const name = members.get(asString(memberId)) ?? 'a Trello member';
    skipped.count(`assignee:${name}`, (n) => `Assignee ${name} on ${plural(n, 'task')}`, NO_EMAIL);
  };

  // Lists → states, in board order; archived lists are not imported, nor their cards.
  const lists = asRecords(board.lists).sort(byPos);
  const states: TransferState[] = [];
  const stateOfList = new Map<string, TransferState>();
  const closedLists = new Map<string, { name: string; cards: number }>();
  for (const list of lists) {
    const id = asString(list.id);
    const name = cutText(list.name, MAX.name, 'list name', skipped) || 'Untitled list';
    if (list.closed === true) {
      closedLists.set(id, { name, cards: 0 });
      continue;
    }
    const state: TransferState = {
      ref: listRefs.allocate(id),
      name,
      category: categoryFromName(name) ?? 'todo',
      color: null,
    };
    states.push(state);
    if (id && !stateOfList.has(id)) stateOfList.set(id, state);
  }
  if (states.length === 0) {
    // A board whose lists are all archived still needs a state for the bundle; no card lands in it.
    states.push({ ref: listRefs.allocate(''), name: 'To do', category: 'todo', color: null });
  }
  const doneState = [...states].reverse().find((state) => state.category === 'done') ?? null;
  const openState = states.find((state) => state.category !== 'done') ?? states[0]!;

  // Labels: by name, or by colour when unnamed.
  const labels: TransferLabel[] = [];
  const labelOf = new Map<string, string>();
  for (const label of asRecords(board.labels)) {
    const colour = asString(label.color);
    const named = cutText(label.name, MAX.name, 'label name', skipped);
    const name = named || (colour ? colourName(colour) : '');
    if (!name) {
      skipped.count(
        'label:blank',
        (n) => plural(n, 'label without a name or colour', 'labels without a name or colour'),
        'Nothing to call them by.',
      );
      continue;
    }
    const ref = labelRefs.allocate(label.id);
    labels.push({ ref, name, color: TRELLO_COLORS[colour] ?? null });
    const id = asString(label.id);
    if (id) labelOf.set(id, ref);
  }

  // Check items' completion times, from the actions that checked them (when the export still holds them).
  const actions = asRecords(board.actions);
  const checkedAt = new Map<string, string>();
  for (const action of actions) {
    if (action.type !== 'updateCheckItemStateOnCard') continue;
    const item = asRecord(asRecord(action.data).checkItem);
    const at = isoDateTime(action.date);
    const id = asString(item.id);
    if (item.state === 'complete' && at && id && !checkedAt.has(id)) checkedAt.set(id, at);
  }

  const checklistsOfCard = new Map<string, Record<string, unknown>[]>();
  for (const checklist of asRecords(board.checklists)) {
    const cardId = asString(checklist.idCard);
    const list = checklistsOfCard.get(cardId);
    if (list) list.push(checklist);
    else checklistsOfCard.set(cardId, [checklist]);
  }

  const commentsOfCard = new Map<string, Record<string, unknown>[]>();
  for (const action of actions) {
    if (action.type !== 'commentCard') continue;
    const cardId = asString(asRecord(asRecord(action.data).card).id);
    const list = commentsOfCard.get(cardId);
    if (list) list.push(action);
    else commentsOfCard.set(cardId, [action]);
  }

  // Cards → tasks, list by list in board order, each list's cards in their order.
  const listOrder = new Map(lists.map((list, index) => [asString(list.id), index]));
  const cards = asRecords(board.cards).sort((a, b) => {
    const la = listOrder.get(asString(a.idList)) ?? lists.length;
    const lb = listOrder.get(asString(b.idList)) ?? lists.length;
    return la - lb || byPos(a, b);
  });

  const tasks: TransferTaskInput[] = [];
  let archivedCards = 0;
  let orphanCards = 0;
  let droppedChecklists = 0;
  let droppedComments = 0;
  const countDropped = (cardId: string) => {
    droppedChecklists += checklistsOfCard.get(cardId)?.length ?? 0;
    droppedComments += commentsOfCard.get(cardId)?.length ?? 0;
  };

  for (const card of cards) {
    const cardId = asString(card.id);
    const listId = asString(card.idList);
    const closedList = closedLists.get(listId);
    if (closedList) {
      closedList.cards += 1;
      countDropped(cardId);
      continue;
    }
    if (card.closed === true) {
      archivedCards += 1;
      countDropped(cardId);
      continue;
    }
    const state = stateOfList.get(listId);
    if (!state) {
      orphanCards += 1;
      countDropped(cardId);
      continue;
    }

    const ref = cardRefs.allocate(cardId);
    // A second card of the same id (a damaged file) gets none of the first one's checklists and comments.
    const ownComments = commentsOfCard.get(cardId) ?? [];
    const checklists = (checklistsOfCard.get(cardId) ?? []).slice().sort(byPos);
    commentsOfCard.delete(cardId);
    checklistsOfCard.delete(cardId);
    const inDone = state.category === 'done';
    const lastActivity = isoDateTime(card.dateLastActivity);
    const createdAt = createdAtOfId(cardId);
    const labelIds = [...new Set(asArray(card.idLabels).map(asString))];
    for (const member of asArray(card.idMembers)) unassigned(member);

    const comments: TransferComment[] = [];
    for (const action of ownComments.slice().reverse()) {
      const data = asRecord(action.data);
      const creator = asRecord(action.memberCreator);
      const author =
        asString(creator.fullName).trim() ||
        asString(creator.username).trim() ||
        members.get(asString(action.idMemberCreator)) ||
        'A Trello member';
      const text = asString(data.text).trim();
      if (!text) continue;
      comments.push({
        ref: commentRefs.allocate(action.id),
        authorEmail: null,
        body: cutText(`${author} wrote on Trello:\n\n${text}`, MAX.comment, 'comment', skipped),
        createdAt: isoDateTime(action.date),
      });
    }

    tasks.push({
      ref,
      parentRef: null,
      title: cutText(card.name, MAX.title, 'card name', skipped) || 'Untitled card',
      description: cutOptional(card.desc, MAX.description, 'card description', skipped),
      stateRef: state.ref,
      assigneeEmail: null,
      startDate: isoDay(card.start),
      dueDate: isoDay(card.due),
      // Trello keeps no completion time: the card's last activity is the closest it has.
      completedAt: inDone || card.dueComplete === true ? (lastActivity ?? createdAt) : null,
      createdAt,
      labelRefs: labelIds.map((id) => labelOf.get(id)).filter((label): label is string => Boolean(label)),
      comments,
    });

    // Checklists → sub-tasks: each check item a sub-task of the card, prefixed with its checklist's name when the
    // card has more than one checklist.
    for (const checklist of checklists) {
      const prefix = checklists.length > 1 ? asString(checklist.name).trim() : '';
      for (const item of asRecords(checklist.checkItems).sort(byPos)) {
        const complete = item.state === 'complete';
        const itemState: TransferState = complete
          ? (doneState ?? state)
          : state.category === 'done'
            ? openState
            : state;
        const name = asString(item.name).trim();
        if (item.idMember) unassigned(item.idMember);
        tasks.push({
          ref: itemRefs.allocate(item.id),
          parentRef: ref,
          title:
            cutText(prefix && name ? `${prefix}: ${name}` : name, MAX.title, 'check item', skipped) ||
            'Untitled check item',
          stateRef: itemState.ref,
          dueDate: isoDay(item.due),
          completedAt: complete ? (checkedAt.get(asString(item.id)) ?? lastActivity ?? createdAt) : null,
          createdAt: createdAtOfId(asString(item.id)),
        });
      }
    }

    countAttachmentsAndExtras(card, skipped);
  }

  if (!doneState && tasks.some((task) => task.completedAt && task.parentRef)) {
    skipped.add(
      'The done state of completed check items',
      'The board has no list named like “Done”: completed check items stay in their card’s list, marked completed.',
    );
  }
  for (const { name, cards: count } of closedLists.values()) {
    skipped.add(`Archived list ${quote(name)} and its ${plural(count, 'card')}`, 'Archived in Trello.');
  }
  if (archivedCards > 0) {
    skipped.add(plural(archivedCards, 'archived card'), 'Archived in Trello: not imported.');
  }
  if (orphanCards > 0) {
    skipped.add(plural(orphanCards, 'card'), 'Their list is not in the file.');
  }
  // What is left of the checklists and comments belonged to cards that were not imported.
  const strayChecklists = [...checklistsOfCard.values()].flat().length;
  const strayComments = [...commentsOfCard.values()].flat().length;
  const whereStray = (dropped: number, stray: number) =>
    dropped === stray
      ? 'On archived cards or in archived lists.'
      : 'On archived cards, in archived lists, or on cards not in the file.';
  if (strayChecklists > 0) {
    skipped.add(plural(strayChecklists, 'checklist'), whereStray(droppedChecklists, strayChecklists));
  }
  if (strayComments > 0) {
    skipped.add(plural(strayComments, 'comment'), whereStray(droppedComments, strayComments));
  }
  if (actions.length >= TRELLO_ACTIONS_LIMIT) {
    skipped.add(
      'Older comments',
      `Trello’s JSON export holds only the board’s latest ${TRELLO_ACTIONS_LIMIT} actions; older comments are not in the file.`,
    );
  }
  countBoardExtras(board, skipped);

  return finishBundle(
    'trello',
    {
      exportedAt: null,
      organization: null,
      people: [],
      labels,
      projects: [
        {
          ref: `board:${asString(board.id).slice(0, 150) || '1'}`,
          title: cutText(board.name, MAX.title, 'board name', skipped) || 'Trello board',
          description: cutOptional(board.desc, MAX.description, 'board description', skipped),
          states,
          tasks,
          relations: [],
        },
      ],
    },
    skipped,
  );
}

function countAttachmentsAndExtras(card: Record<string, unknown>, skipped: SkippedList): void {
  const badges = asRecord(card.badges);
  const attachments = Array.isArray(card.attachments)
    ? card.attachments.length
    : typeof badges.attachments === 'number'
      ? badges.attachments
      : 0;
  if (attachments > 0) {
    skipped.count(
      'attachments',
      (n) => plural(n, 'attachment'),
      'Files and links attached to cards stay in Trello (the export holds their addresses, not the files).',
      attachments,
    );
  }
  const stickers = asArray(card.stickers).length;
  if (stickers > 0)
    skipped.count('stickers', (n) => plural(n, 'sticker'), 'TaskFlow has no stickers.', stickers);
  const votes = Array.isArray(card.idMembersVoted)
    ? card.idMembersVoted.length
    : typeof badges.votes === 'number'
      ? badges.votes
      : 0;
  if (votes > 0) skipped.count('votes', (n) => plural(n, 'vote'), 'TaskFlow has no votes on tasks.', votes);
  const fields = asArray(card.customFieldItems).length;
  if (fields > 0) {
    skipped.count(
      'custom-field-values',
      (n) => plural(n, 'custom field value'),
      'Trello custom fields (a Power-Up) are not imported.',
      fields,
    );
  }
  if (asArray(card.pluginData).length > 0) {
    skipped.count(
      'card-plugin-data',
      (n) => `Power-Up data on ${plural(n, 'card')}`,
      'Power-Ups are not imported.',
    );
  }
}

function countBoardExtras(board: Record<string, unknown>, skipped: SkippedList): void {
  const customFields = asArray(board.customFields).length;
  if (customFields > 0) {
    skipped.add(plural(customFields, 'custom field'), 'Trello custom fields (a Power-Up) are not imported.');
  }
  const plugins = Math.max(asArray(board.pluginData).length, asArray(board.boardPlugins).length);
  if (plugins > 0) skipped.add(plural(plugins, 'Power-Up'), 'Power-Ups are not imported.');
}
