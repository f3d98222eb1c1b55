/**
 * The building and the Directors Table, drawn from the client's board model (HTML, one
 * button per thing a person can pick or put a piece on): the Boardroom, the floors from
 * the top, the reception areas numbered 1 to 4, who is outside, the counters in the pile,
 * and the six pairs of circles numbered 1 to 12 as the sheet counts them. A piece on
 * offer is marked ▲; with a piece held, the places it may go are highlighted.
 */
import type { BoardModel, CircleModel, Colour, Piece, RoomModel, Target } from 'simulturn/corporation/client';
import { COLOURS, colourName } from 'simulturn/corporation/client';
import { keyOf } from './model.js';

/** What the drawing needs to know of the person's hand, and what it calls back. */
export interface Hand {
  readonly pieces: ReadonlySet<string>;
  readonly targets: ReadonlySet<string>;
  readonly selected: string | null;
  readonly onPiece: (p: Piece) => void;
  readonly onTarget: (t: Target) => void;
  /** A circle whose counter is chosen but not yet placed (a placement), drawn as pending. */
  readonly pending: { readonly circle: number; readonly colour: Colour } | null;
}

const LETTER: Record<Colour, string> = { red: 'R', green: 'G', blue: 'B', yellow: 'Y' };

function Pawn({ colour, top }: { colour: Colour; top?: boolean }) {
  return (
    <span class={`co-pawn co-${colour}${top ? ' co-top' : ''}`} title={colour} aria-hidden="true">
      {LETTER[colour]}
    </span>
  );
}

/**
 * A clickable thing: a target when the held piece may go there, else a piece when it is
 * on offer, else plain (not focusable). `label` is what a screen reader says.
 */
function Spot(props: {
  hand: Hand;
  piece: Piece | null;
  target: Target | null;
  class: string;
  label: string;
  data: Record<string, string>;
  children: preact.ComponentChildren;
  style?: string;
}) {
  const { hand, piece, target } = props;
  const asTarget = target !== null && hand.targets.has(keyOf(target));
  const asPiece = !asTarget && piece !== null && hand.pieces.has(keyOf(piece));
  const held = piece !== null && hand.selected === keyOf(piece);
  const cls = `${props.class}${asTarget ? ' co-target' : ''}${asPiece ? ' co-piece' : ''}${held ? ' co-held' : ''}`;
  if (!asTarget && !asPiece)
    return (
      <div class={cls} style={props.style} {...props.data}>
        <span class="co-sr">{props.label}</span>
        {props.children}
      </div>
    );
  return (
    <button
      type="button"
      class={cls}
      style={props.style}
      {...props.data}
      aria-pressed={asPiece ? held : undefined}
      aria-label={asTarget ? `${props.label}: put it here` : `${props.label}: pick ${held ? '(held)' : ''}`}
      onClick={() => (asTarget ? hand.onTarget(target!) : hand.onPiece(piece!))}
    >
      {props.children}
    </button>
  );
}

function Room({ room, hand }: { room: RoomModel; hand: Hand }) {
  const top = room.stack.at(-1);
  const name =
    room.reception === null ? `office ${room.id}` : `the ${room.colour} reception area (${room.reception})`;
  const holds = room.stack.length === 0 ? 'empty' : `holds ${room.stack.join(', ')} (top: ${top})`;
  // A reception area takes an entering employee; any room takes a promoted one from below.
  const entry: Target | null =
    room.reception === null ? null : { kind: 'reception', colour: room.colour, room: room.id };
  const target: Target =
    entry !== null && hand.targets.has(keyOf(entry)) ? entry : { kind: 'room', room: room.id };
  return (
    <Spot
      hand={hand}
      piece={{ kind: 'employee', room: room.id }}
      target={target}
      class={`co-room co-floor-${room.floor}`}
      style={`--room: var(--co-${room.colour})`}
      label={`${name}, ${room.colour}, ${holds}, leads to ${room.upLabel}`}
      data={{ 'data-room': room.id }}
    >
      <span class="co-room-head">
        <span class="co-room-label">{room.label}</span>
        <span class="co-room-up">→ {room.upLabel}</span>
      </span>
      <span class="co-stack">
        {room.stack.map((c, k) => (
          <Pawn colour={c} top={k === room.stack.length - 1 && room.stack.length > 1} />
        ))}
        {room.promotedBy.length > 0 && (
          <span class="co-open" title={`pair ${room.promotedBy.join(', ')} promotes the top employee`}>
            ▲
          </span>
        )}
      </span>
    </Spot>
  );
}

/** The building: the Boardroom, the floors, the reception areas and who is outside. */
export function Building({ board, hand }: { board: BoardModel; hand: Hand }) {
  return (
    <div class="co-building" data-testid="building">
      <Spot
        hand={hand}
        piece={null}
        target={{ kind: 'room', room: 'boardroom' }}
        class="co-boardroom"
        label={`the Boardroom: ${COLOURS.map((c) => `${c} ${board.boardroom[c]}`).join(', ')}`}
        data={{ 'data-room': 'boardroom' }}
      >
        <span class="co-room-label">Boardroom</span>
        <span class="co-counts">
          {COLOURS.map((c) => (
            <span class="co-count">
              <Pawn colour={c} /> {board.boardroom[c]}
            </span>
          ))}
        </span>
      </Spot>
      {board.floors.map((f) => (
        <div class="co-floor" data-floor={f.number}>
          <span class="co-floor-label" aria-hidden="true">
            {f.number}
          </span>
          {f.rooms.map((r) => (
            <Room room={r} hand={hand} />
          ))}
        </div>
      ))}
      <div class="co-floor co-reception" data-floor="0">
        <span class="co-floor-label" aria-hidden="true">
          R
        </span>
        {board.receptions.map((r) => (
          <Room room={r} hand={hand} />
        ))}
      </div>
      <div class="co-outside">
        <span class="co-caption">Outside</span>
        {COLOURS.map((c) => (
          <Spot
            hand={hand}
            piece={{ kind: 'outside', colour: c }}
            target={null}
            class="co-waiting"
            label={`${board.outside[c]} ${c} ${board.outside[c] === 1 ? 'employee' : 'employees'} outside`}
            data={{ 'data-outside': c }}
          >
            <Pawn colour={c} /> {board.outside[c]}
          </Spot>
        ))}
      </div>
    </div>
  );
}

function Circle({ circle, hand }: { circle: CircleModel; hand: Hand }) {
  const pending = hand.pending !== null && hand.pending.circle === circle.index ? hand.pending.colour : null;
  const colour = pending ?? circle.colour;
  return (
    <Spot
      hand={hand}
      piece={{ kind: 'circle', circle: circle.index }}
      target={{ kind: 'circle', circle: circle.index }}
      class={`co-circle${colour === null ? ' co-empty' : ` co-${colour}`}${pending !== null ? ' co-pending' : ''}`}
      label={`circle ${circle.number} (pair ${circle.pair}, ${circle.side}): ${colour ?? 'empty'}`}
      data={{ 'data-circle': String(circle.number) }}
    >
      <span class="co-circle-number">{circle.number}</span>
      <span class="co-circle-colour">{colour === null ? '' : LETTER[colour]}</span>
    </Spot>
  );
}

/** The Directors Table: six pairs, mover on support, circles 1 to 12; and the pile while counters are left. */
export function DirectorsTable({ board, hand }: { board: BoardModel; hand: Hand }) {
  const inPile = COLOURS.some((c) => board.pile[c] > 0);
  return (
    <div class="co-table" data-testid="table">
      <div class="co-pairs">
        {board.pairs.map((p) => (
          <div class="co-pair" data-pair={p.number}>
            <span class="co-pair-label">Pair {p.number}</span>
            <span class="co-pair-circles">
              <Circle circle={p.mover} hand={hand} />
              <span class="co-on" aria-hidden="true">
                on
              </span>
              <Circle circle={p.support} hand={hand} />
            </span>
            <span class="co-pair-text">
              {p.mover.colour === null || p.support.colour === null
                ? '—'
                : `${colourName(p.mover.colour)} on ${p.support.colour}`}
            </span>
          </div>
        ))}
      </div>
      {inPile && (
        <div class="co-pile">
          <span class="co-caption">Pile</span>
          {COLOURS.map((c) => (
            <Spot
              hand={hand}
              piece={{ kind: 'counter', colour: c }}
              target={null}
              class="co-waiting"
              label={`${board.pile[c]} ${c} ${board.pile[c] === 1 ? 'counter' : 'counters'} to place`}
              data={{ 'data-counter': c }}
            >
              <Pawn colour={c} /> {board.pile[c]}
            </Spot>
          ))}
        </div>
      )}
    </div>
  );
}
