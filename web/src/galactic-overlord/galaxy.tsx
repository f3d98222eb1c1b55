/**
 * The galaxy: every faction as a card drawn from the client's board model, its star in
 * its colour, its bases as planets (a home base filled, a captured one a ring, each named
 * as the sheet names it) and its navy as ships sized by hull and coloured by weapon. A
 * rival's card becomes a target once the person's fleet is selected: its button (or Enter
 * on it) orders the attack, or says why it cannot be attacked.
 */
import type { BoardFaction, NavyKind, Target } from 'simulturn/galactic-overlord/client';
import { HULLS, hullSize } from 'simulturn/galactic-overlord/client';

/** A colour per seat, as distinct as twelve can be on a dark page. */
const COLOURS = [
  '#d9a441',
  '#5fa8e0',
  '#e06a50',
  '#7fc4a4',
  '#b592e0',
  '#e0c95f',
  '#e07fb5',
  '#5fe0d0',
  '#a0b35f',
  '#e0965f',
  '#8f9de0',
  '#c4c4c4',
];
export const factionColour = (seat: number): string => COLOURS[seat % COLOURS.length]!;

/** The weapons' colours, used on the cards and in the forms. */
export const WEAPON_COLOURS = { laser: '#ff6b5a', fighter: '#6fd3ff', torpedo: '#ffd35a' } as const;

/** A ship glyph: a hull-sized arrowhead in its weapon's colour. */
function ShipGlyph({ kind, x, y }: { kind: NavyKind; x: number; y: number }) {
  const s = 4 + 2 * hullSize(kind.hull);
  return (
    <path
      d={`M${x} ${y - s / 2} L${x + s} ${y} L${x} ${y + s / 2} L${x + s / 4} ${y} Z`}
      fill={WEAPON_COLOURS[kind.weapon]}
    />
  );
}

/** The picture of a faction: its star, its bases around it, its navy beside it. */
function FactionPicture({ f, colour }: { f: BoardFaction; colour: string }) {
  const shown = f.bases.slice(0, 12);
  const kinds = [...f.navy].sort((a, b) => HULLS.indexOf(b.hull) - HULLS.indexOf(a.hull)).slice(0, 4);
  return (
    <svg viewBox="0 0 240 96" class="go-picture" role="img" aria-label={pictureLabel(f)}>
      <circle cx="48" cy="48" r={f.status === 'out' ? 6 : 12} fill={f.status === 'out' ? '#444' : colour} />
      {shown.map((b, k) => {
        const a = (2 * Math.PI * k) / Math.max(shown.length, 3) - Math.PI / 2;
        const x = 48 + 32 * Math.cos(a);
        const y = 48 + 32 * Math.sin(a);
        return (
          <g key={b.id}>
            <circle
              cx={x}
              cy={y}
              r="6"
              fill={b.home ? colour : 'none'}
              stroke={colour}
              stroke-width={b.home ? 0 : 2}
            />
            <text x={x} y={y + 3} text-anchor="middle" class="go-base-name" fill={b.home ? '#111' : colour}>
              {b.id}
            </text>
          </g>
        );
      })}
      {kinds.map((k, row) => {
        const y = 16 + row * 22;
        const n = Math.min(k.count, 6);
        return (
          <g key={`${k.hull}/${k.weapon}`}>
            {Array.from({ length: n }, (_, i) => (
              <ShipGlyph kind={k} x={100 + i * (6 + 2 * hullSize(k.hull))} y={y} />
            ))}
            <text x="236" y={y + 4} text-anchor="end" class="go-count">
              {k.count}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const pictureLabel = (f: BoardFaction) =>
  `${f.id}: ${f.bases.length} bases, ${f.ships} ships` + (f.status === 'out' ? ', out' : '');

/** One faction's card. */
function FactionCard(props: {
  f: BoardFaction;
  seat: number;
  who: string;
  target: Target | undefined;
  aiming: boolean;
  onAttack: (faction: string) => void;
}) {
  const { f, target } = props;
  const colour = factionColour(props.seat);
  return (
    <article
      class={`go-faction${f.you ? ' you' : ''}${f.status === 'out' ? ' out' : ''}${props.aiming && target?.open ? ' aim' : ''}`}
      data-faction={f.id}
      style={{ borderColor: colour }}
      aria-label={`Faction ${f.id}`}
    >
      <header>
        <h3 style={{ color: colour }}>
          {f.id}
          {f.you ? ' (you)' : ''}
        </h3>
        <span class="quiet">{props.who}</span>
      </header>
      <FactionPicture f={f} colour={colour} />
      {f.status === 'out' ? (
        <p class="quiet">Out since turn {f.outAt}.</p>
      ) : (
        <dl class="go-facts">
          <dt>BP</dt>
          <dd>
            {f.bp} <span class="quiet">(+{f.income} a turn)</span>
          </dd>
          <dt>Bases</dt>
          <dd>
            {f.bases.length === 0
              ? 'none: cut off'
              : f.bases.map((b) => (b.home ? b.name : `${b.name}*`)).join(' ')}
          </dd>
          <dt>Navy</dt>
          <dd>
            {f.navy.length === 0
              ? 'none'
              : f.navy.map((k) => `${k.count} ${k.name}${k.count === 1 ? '' : 's'}`).join(', ')}{' '}
            <span class="quiet">({f.value} BP)</span>
          </dd>
          {(f.allied || f.declared) && !f.you && (
            <>
              <dt>Ally</dt>
              <dd>{f.allied ? 'standing alliance' : 'you declared; not returned yet'}</dd>
            </>
          )}
        </dl>
      )}
      {props.aiming && target !== undefined && (
        <button
          type="button"
          class="go-attack"
          disabled={!target.open}
          title={target.why ?? undefined}
          onClick={() => props.onAttack(f.id)}
        >
          {target.open ? `Attack ${f.id}` : `Cannot attack: ${target.why}`}
        </button>
      )}
    </article>
  );
}

/** The factions side by side. */
export function Galaxy(props: {
  factions: readonly BoardFaction[];
  players: readonly string[];
  who: (player: string) => string;
  targets: readonly Target[];
  aiming: boolean;
  onAttack: (faction: string) => void;
}) {
  return (
    <div class="go-galaxy" data-testid="galaxy">
      {props.factions.map((f) => (
        <FactionCard
          key={f.id}
          f={f}
          seat={props.players.indexOf(f.id)}
          who={props.who(f.id)}
          target={props.targets.find((t) => t.faction === f.id)}
          aiming={props.aiming}
          onAttack={props.onAttack}
        />
      ))}
    </div>
  );
}
