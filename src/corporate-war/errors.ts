/**
 * Every problem Corporate War reports about input, as one discriminated union keyed by a
 * stable `code`, and the one function that turns an issue into a sentence. A test checks
 * that every code has a message.
 */

import { STATE_ISSUE_MESSAGES, type StateIssueData } from '../kernel/game/state-issues.js';
import { unknownKeys } from '../kernel/input-checks.js';
import { type IssueOf, issueFamily } from '../kernel/issue-family.js';

/** The data of an issue code that carries none beyond its code, path and message. */
export type NoData = Readonly<Record<never, never>>;

/** The data each issue code carries, by code. */
export interface IssueData extends StateIssueData {
  /** The orders for a player were not a JSON array. */
  'orders/not-a-list': {
    /** A description of what was given instead. */
    readonly got: string;
  };
  /** The orders could not be read as data (a getter threw, a proxy refused, a cycle, too deep). */
  'orders/unreadable': {
    /** What went wrong. */
    readonly detail: string;
  };
  /** More orders than any player could need; the rest were ignored. */
  'orders/too-many': {
    /** The most orders read for one player. */
    readonly limit: number;
  };
  /** Orders were given for a player who is not in the game. */
  'orders/unknown-player': {
    /** The player id given. */
    readonly player: string;
  };
  /** An order was not a JSON object. */
  'order/not-an-object': {
    /** A description of what was given instead. */
    readonly got: string;
  };
  /** An order has a field no order has. */
  'order/unknown-field': {
    /** The unknown field's name. */
    readonly field: string;
  };
  /** An order named no soldiers, or named them in more than one way. */
  'order/no-soldiers': NoData;
  /**
   * A soldier id that is not one of the player's soldiers: whether another side has a
   * soldier of that name is not said.
   */
  'order/unknown-soldier': {
    /** The soldier id given. */
    readonly soldier: string;
  };
  /** A fallen soldier cannot move. */
  'order/dead-soldier': {
    /** The fallen soldier's id. */
    readonly soldier: string;
  };
  /** A field that should be a sector name is not one on this board. */
  'order/bad-sector': {
    /** The field holding the sector name. */
    readonly field: string;
    /** The value given. */
    readonly value: string;
  };
  /** A group order for a sector where the player has nobody. */
  'order/empty-group': {
    /** The group's sector. */
    readonly sector: string;
  };
  /** The target is more than two sectors away (CW-5.2). */
  'order/too-far': {
    /** The soldier's id. */
    readonly soldier: string;
    /** The soldier's sector. */
    readonly from: string;
    /** The target sector. */
    readonly to: string;
    /** The distance between them, in sectors (CW-1.4). */
    readonly distance: number;
  };
  /** The named intermediate sector is not on a path to the target (CW-5.3). */
  'order/bad-intermediate': {
    /** The soldier's id. */
    readonly soldier: string;
    /** The soldier's sector. */
    readonly from: string;
    /** The target sector. */
    readonly to: string;
    /** The middle sector named. */
    readonly via: string;
    /** The middle sectors that could be named; empty when the move has none. */
    readonly valid: readonly string[];
  };
  /** A soldier was already given an order. */
  'order/duplicate-soldier': {
    /** The soldier's id. */
    readonly soldier: string;
    /** The index of the order that gave the soldier its first order. */
    readonly firstOrder: number;
  };
  /** The Commander and the Doc were given different orders (CW-3.4). */
  'order/mobile-command-split': {
    /** The Doc's id: his own order gave way to the Commander's. */
    readonly soldier: string;
  };
  /** CW-8.6 (option commanderDeath = orders-ignored): with the Commander fallen, orders are not carried out. */
  'order/commander-dead': NoData;
  /** The game is over; no orders are carried out. */
  'order/game-over': NoData;
  /** A state could not be read as data (a getter threw, a proxy refused, a cycle, or it nests too deeply). */
  'state/unreadable': {
    /** What went wrong. */
    readonly detail: string;
  };
  /** The state's parts contradict each other. */
  'state/inconsistent': {
    /** What contradicts what. */
    readonly detail: string;
  };
  /** `createGame` was given an option it does not know (a typo would otherwise go unnoticed). */
  'options/unknown-key': UnknownKeyData;
  /** A scenario, or a part of it, has a key the game does not know. */
  'scenario/unknown-key': UnknownKeyData;
  /** A game option is not valid. */
  'options/invalid': {
    /** What is wrong with the option. */
    readonly detail: string;
  };
}

/** What an unknown key's issue says: the key, the known keys and the nearest of them. */
export interface UnknownKeyData {
  /** The key as given. */
  readonly key: string;
  /** The keys known there, comma-separated. */
  readonly known: string;
  /** The known key nearest to it, when one is near enough to be a likely typo. */
  readonly nearest?: string;
}

/** An issue's code. */
export type IssueCode = keyof IssueData;

/** One typed problem. */
export type Issue = IssueOf<IssueData>;

/** The issues about orders. */
export type OrderIssue = Extract<
  Issue,
  {
    /** An order code. */
    code: `order/${string}` | `orders/${string}`;
  }
>;
/** The issues about a state file. */
export type StateIssue = Extract<
  Issue,
  {
    /** A state code. */
    code: `state/${string}`;
  }
>;

/** The Corporate War issue family: every code's message, held complete by the compiler. */
const FAMILY = issueFamily<IssueData>({
  'orders/not-a-list': (d) => `orders must be a list of move orders, got ${d.got}`,
  'orders/unreadable': (d) => `the orders could not be read: ${d.detail}`,
  'orders/too-many': (d) => `more than ${d.limit} orders; the rest were ignored`,
  'orders/unknown-player': (d) => `there is no player "${d.player}" in this game`,
  'order/not-an-object': (d) =>
    `an order must be an object such as {"soldier": "...", "to": "C6"}, got ${d.got}`,
  'order/unknown-field': (d) =>
    `unknown field "${d.field}" (an order has soldier, soldiers or group, to and via)`,
  'order/no-soldiers': () => 'name exactly one of "soldier", "soldiers" or "group"',
  'order/unknown-soldier': (d) => `you have no soldier called "${d.soldier}"`,
  'order/dead-soldier': (d) => `${d.soldier} has fallen and cannot move`,
  'order/bad-sector': (d) => `${d.field} "${d.value}" is not a sector of the map`,
  'order/empty-group': (d) => `you have no soldiers in ${d.sector}`,
  'order/too-far': (d) =>
    `${d.soldier} cannot move from ${d.from} to ${d.to}: that is ${d.distance} sectors away and the limit is 2`,
  'order/bad-intermediate': (d) =>
    d.valid.length === 0
      ? `${d.soldier} moving from ${d.from} to ${d.to} passes through no other sector, so "via ${d.via}" cannot be used`
      : `${d.soldier} cannot reach ${d.to} from ${d.from} through ${d.via}; it can pass through ${d.valid.join(' or ')}`,
  'order/duplicate-soldier': (d) =>
    `${d.soldier} already has an order (order ${d.firstOrder + 1}); this one is ignored for it`,
  'order/mobile-command-split': (d) =>
    `${d.soldier} stays with the Mobile Command: the Commander's order is carried out for the Doc as well`,
  'order/commander-dead': () => 'your Commander has fallen; no orders are carried out until he returns',
  'order/game-over': () => 'the game is over',
  ...STATE_ISSUE_MESSAGES,
  'state/unreadable': (d) => `the state could not be read: ${d.detail}`,
  'state/inconsistent': (d) => d.detail,
  'options/invalid': (d) => d.detail,
  'options/unknown-key': (d) => unknownKeyMessage('option', d),
  'scenario/unknown-key': (d) => unknownKeyMessage('scenario key', d),
});

/** The sentence for an unknown key: the nearest known key when there is one, else all of them. */
function unknownKeyMessage(what: string, d: UnknownKeyData): string {
  return d.nearest !== undefined
    ? `unknown ${what} "${d.key}"; did you mean "${d.nearest}"?`
    : `unknown ${what} "${d.key}" (known: ${d.known})`;
}

/** The sentence for an issue's code and data. */
export const issueMessage = FAMILY.message;

/** Builds a typed issue with its message. */
export const issue = FAMILY.issue;

/** Every issue code, for tests. */
export const ISSUE_CODES = FAMILY.codes;

/**
 * An order's issues with the same problem for several soldiers (a group's target too far,
 * a wrong middle sector, two unknown ids) as one entry naming every soldier concerned, in
 * the order the issues came; the first issue of each stands for the rest.
 */
export function sameProblems(issues: readonly OrderIssue[]): { issue: OrderIssue; soldiers: string[] }[] {
  const same = new Map<string, { issue: OrderIssue; soldiers: string[] }>();
  for (const i of issues) {
    // Everything but the soldier (and the path to him) makes the problem.
    const key = JSON.stringify(
      Object.entries(i).filter(([k]) => k !== 'soldier' && k !== 'path' && k !== 'message'),
    );
    const soldier = 'soldier' in i ? i.soldier : undefined;
    const seen = same.get(key);
    if (seen === undefined) same.set(key, { issue: i, soldiers: soldier === undefined ? [] : [soldier] });
    else if (soldier !== undefined && !seen.soldiers.includes(soldier)) seen.soldiers.push(soldier);
  }
  return [...same.values()];
}

/** Issues for the keys of `obj` (at `path`) that are not `known`, each naming the nearest known key. */
export function unknownKeyIssues(
  code: 'scenario/unknown-key' | 'options/unknown-key',
  obj: Readonly<Record<string, unknown>>,
  known: readonly string[],
  path: (string | number)[],
): Issue[] {
  return unknownKeys(obj, known).map((u) =>
    issue(code, [...path, u.key], {
      key: u.key,
      known: known.join(', '),
      ...(u.nearest !== undefined ? { nearest: u.nearest } : {}),
    }),
  );
}
