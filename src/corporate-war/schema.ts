/**
 * JSON Schemas (draft 2020-12) of what players are shown: `PlayerReport` and
 * `PlayerView`, for frontends not written in TypeScript. A test validates real reports and
 * views against them, so they keep up with the types.
 */
import { PICTURES } from './report-events.js';
import { DIRECTIONS } from './vocabulary.js';

/** A JSON Schema document (draft 2020-12), as plain JSON. */
export type JsonSchema = { readonly [k: string]: unknown };

const sector = { type: 'string', pattern: '^[A-Z][1-9][0-9]?$' } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;
const counts = {
  type: 'array',
  items: {
    type: 'object',
    required: ['allegiance', 'count'],
    additionalProperties: false,
    properties: { allegiance: { type: 'string' }, count: { type: 'integer', minimum: 1 } },
  },
} as const;

/** A report event of one type with its own fields. */
function event(type: string, fields: JsonSchema = {}): JsonSchema {
  return {
    type: 'object',
    required: ['type', 'sector', 'sectors', 'picture', 'phase', ...Object.keys(fields)],
    additionalProperties: false,
    properties: {
      type: { const: type },
      sector,
      sectors: { type: 'array', items: sector },
      picture: { enum: [...PICTURES] },
      phase: { enum: [0, 1, 2, 3] },
      ...fields,
    },
  };
}

const direction = { enum: [...DIRECTIONS] } as const;

/** One event of a group's report (`ReportEvent`). */
export const REPORT_EVENT_SCHEMA: JsonSchema = {
  oneOf: [
    event('left'),
    event('held'),
    event('entered', { retreat: { type: 'boolean' } }),
    event('corpses', { insignia: strings }),
    event('wreckage'),
    event('fighting-nearby', { direction }),
    event('fighting-here'),
    event('movement-nearby', { direction }),
    event('fight', { casualties: strings, enemyFallen: counts }),
    event('enemies-present', { sightings: counts }),
    event('lost-contact'),
  ],
};

const issue = {
  type: 'object',
  required: ['code', 'path', 'message'],
  properties: {
    code: { type: 'string' },
    path: { type: 'array', items: { type: ['string', 'integer'] } },
    message: { type: 'string' },
  },
} as const;

/** A player's report of one day (`PlayerReport`). */
export const PLAYER_REPORT_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://simulturn.dev/schemas/corporate-war/player-report.json',
  title: 'Corporate War player report',
  type: 'object',
  required: ['player', 'day', 'orders', 'orderIssues', 'fallen', 'revived', 'claim', 'result', 'groups'],
  additionalProperties: false,
  properties: {
    player: { type: 'string' },
    day: { type: 'integer', minimum: 1 },
    orders: {
      type: 'array',
      items: {
        type: 'object',
        required: ['player', 'order', 'status', 'soldiers', 'to', 'via', 'issues'],
        additionalProperties: false,
        properties: {
          player: { type: 'string' },
          order: { type: 'integer', minimum: 0 },
          status: { enum: ['accepted', 'partial', 'rejected'] },
          soldiers: strings,
          to: { type: ['string', 'null'] },
          via: { type: ['string', 'null'] },
          issues: { type: 'array', items: issue },
        },
      },
    },
    orderIssues: { type: 'array', items: issue },
    fallen: strings,
    revived: strings,
    claim: strings,
    result: { enum: ['playing', 'won', 'lost', 'drawn'] },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'soldiers', 'events', 'picture'],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          soldiers: strings,
          events: { type: 'array', items: REPORT_EVENT_SCHEMA },
          picture: { enum: [...PICTURES] },
        },
      },
    },
  },
};

/** What a player knows (`PlayerView`). */
export const PLAYER_VIEW_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://simulturn.dev/schemas/corporate-war/player-view.json',
  title: 'Corporate War player view',
  type: 'object',
  required: [
    'player',
    'corporation',
    'edge',
    'others',
    'names',
    'day',
    'board',
    'keySectors',
    'craft',
    'soldiers',
    'mobileCommand',
    'sectors',
    'victory',
    'claim',
    'outcome',
  ],
  additionalProperties: false,
  properties: {
    player: { type: 'string' },
    corporation: { type: 'string' },
    edge: { enum: ['north', 'east', 'south', 'west'] },
    others: {
      type: 'array',
      items: {
        type: 'object',
        required: ['player', 'corporation', 'name'],
        additionalProperties: false,
        properties: { player: { type: 'string' }, corporation: { type: 'string' }, name: { type: 'string' } },
      },
    },
    names: { type: 'object', additionalProperties: { type: 'string' } },
    day: { type: 'integer', minimum: 1 },
    board: {
      type: 'object',
      required: ['rows', 'cols'],
      additionalProperties: false,
      properties: { rows: { type: 'integer' }, cols: { type: 'integer' } },
    },
    keySectors: { type: 'array', items: sector },
    craft: sector,
    soldiers: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'id',
          'name',
          'type',
          'typeName',
          'kill',
          'survive',
          'escape',
          'info',
          'status',
          'sector',
          'tagsWith',
        ],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          type: { type: 'string' },
          typeName: { type: 'string' },
          kill: { type: 'integer' },
          survive: { type: 'integer' },
          escape: { type: 'integer' },
          info: { type: 'integer' },
          status: { enum: ['alive', 'dead'] },
          sector,
          tagsWith: { type: ['string', 'null'] },
        },
      },
    },
    mobileCommand: {
      type: 'object',
      required: ['sector', 'wrecked'],
      additionalProperties: false,
      properties: { sector: { type: ['string', 'null'] }, wrecked: { type: 'boolean' } },
    },
    victory: {
      type: 'object',
      required: ['sectorsToWin', 'dayLimit'],
      additionalProperties: false,
      properties: {
        sectorsToWin: { type: 'integer', minimum: 1 },
        dayLimit: { type: ['integer', 'null'], minimum: 1 },
      },
    },
    claim: { type: 'array', items: sector },
    sectors: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['day', 'events'],
        additionalProperties: false,
        properties: {
          day: { type: 'integer', minimum: 1 },
          events: { type: 'array', items: REPORT_EVENT_SCHEMA },
        },
      },
    },
    outcome: {
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['reason', 'winners', 'day'],
          additionalProperties: false,
          properties: {
            reason: { enum: ['victory', 'stalemate', 'day-limit'] },
            winners: strings,
            day: { type: 'integer' },
          },
        },
      ],
    },
  },
};
