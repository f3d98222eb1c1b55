/**
 * The planet as an SVG: every hex drawn (see layout.ts), shaded by how well the player
 * knows it (the five levels, darker as they fade, unscanned darkest), with what stands
 * there: the player's units, others seen, a count of units whose owners are unknown,
 * resources, and marks on the sides a hex was entered from. The selected unit's legal
 * hexes are outlined (red where it would attack, struck through where it may not go), the
 * turn's moves drawn as lines, the Harvester's target ringed. Each hex has its name (drawn
 * where it is large enough to read: not at a phone's width, where the status line names
 * the hex under the cursor) and what is known of it as a tooltip; a click or the keyboard
 * cursor (arrows or q w e a s d, Enter to pick) acts on it.
 */
import type { Ref, RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  type BoardHex,
  DIRECTIONS,
  describeHex,
  type Hex,
  type HvBoard,
  hexAt,
  hexToward,
  readHex,
} from 'simulturn/harvester/client';
import { corners, directionOfKey, edgeToward, extent, type Spot, spotOf } from './layout.js';

/** A hex the selection may act on, with what it would do. */
export interface Mark {
  readonly kind: 'move' | 'join' | 'attack' | 'blocked' | 'target';
  readonly note: string;
}

export interface PlanetProps {
  readonly board: HvBoard;
  readonly spots: readonly Spot[];
  readonly centre: Hex;
  readonly cursor: string;
  readonly selectedHex: string | null;
  /** Hexes the selected unit may act on, by name. */
  readonly marks: ReadonlyMap<string, Mark>;
  /** The turn's moves: each unit's path from its hex. */
  readonly paths: readonly {
    readonly unit: number;
    readonly from: string;
    readonly path: readonly string[];
  }[];
  /** The target ordered this turn, if any. */
  readonly newTarget: string | null;
  readonly onPick: (hex: string) => void;
  readonly onCursor: (hex: string) => void;
  readonly onHover: (hex: string | null) => void;
  readonly onEscape: () => void;
  /** Where the SVG element goes, so the board can put the keyboard's focus on the map. */
  readonly svgRef: Ref<SVGSVGElement>;
  /** Whether the hexes' names are drawn (too small to read, the status line gives them instead). */
  readonly names: boolean;
}

const SIZE = 10; // a hex's radius in the drawing's units
/** A hex name's font size in the drawing's units (web/src/harvester/style.ts's .hv-name). */
export const NAME_FONT = 2.8;
/** The smallest a hex name is drawn on the screen, in CSS pixels: a smaller one is left off. */
const READABLE_PX = 9.5;

/** The drawing's width in its own units, for a planet of `radius`. */
const drawingWidth = (radius: number): number => 2 * extent(radius).halfWidth * SIZE;

/**
 * Whether the hex names of the planet drawn in `svg` are large enough to read where it is
 * drawn now (a phone's width draws them a third the size of a desktop's): measured as the
 * map is laid out and again whenever its width changes.
 */
export function useNamesReadable(svg: RefObject<SVGSVGElement | null>, radius: number): boolean {
  const [readable, setReadable] = useState(true);
  useLayoutEffect(() => {
    const el = svg.current;
    if (el === null) return undefined;
    const measure = () => {
      const width = el.getBoundingClientRect().width;
      if (width > 0) setReadable((width / drawingWidth(radius)) * NAME_FONT >= READABLE_PX);
    };
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, [svg, radius]);
  return readable;
}

export function Planet(props: PlanetProps) {
  const { board, spots, centre } = props;
  const zig = useRef(false);
  const { halfHeight } = extent(board.radius);
  const w = drawingWidth(board.radius);
  const h = 2 * halfHeight * SIZE;
  const at = (name: string) => {
    const hex = readHex(board.radius, name);
    return hex === undefined ? undefined : spotOf(board.radius, centre, hex);
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      props.onPick(props.cursor);
      return;
    }
    if (e.key === 'Escape') {
      props.onEscape();
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const dir = directionOfKey(e.key, zig.current);
    if (dir === undefined) return;
    e.preventDefault();
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') zig.current = !zig.current;
    const from = readHex(board.radius, props.cursor) ?? centre;
    const next = hexToward(board.radius, from, DIRECTIONS[dir]!);
    props.onCursor(`${next.q},${next.r}`);
  };

  const cursorAt = at(props.cursor);
  const cursorHex = hexAt(board, props.cursor);
  return (
    <svg
      ref={props.svgRef}
      class="hv-planet"
      viewBox={`${-w / 2} ${-h / 2} ${w} ${h}`}
      role="application"
      aria-roledescription="hex map"
      aria-label={`The planet, centred on ${centre.q},${centre.r}. Arrow keys or q w e a s d move the cursor, Enter picks the hex, Escape lets go of the unit.`}
      aria-describedby="hv-status"
      // SVG attributes keep their case: an SVG element is focusable by `tabindex`, not `tabIndex`.
      tabindex={0}
      onKeyDown={onKey}
      data-testid="planet"
      data-cursor={props.cursor}
    >
      {spots.map((s) => (
        <HexCell
          key={s.name}
          spot={s}
          hex={hexAt(board, s.hex)!}
          board={board}
          mark={props.marks.get(s.name)}
          selected={props.selectedHex === s.name}
          onPick={props.onPick}
          onHover={props.onHover}
          name={props.names}
        />
      ))}
      {props.paths.map((p) => {
        const points = [p.from, ...p.path].map(at);
        if (points.some((x) => x === undefined)) return null;
        // A step across the edge of the drawing would cross the whole board: draw only steps between neighbours.
        const segs: string[] = [];
        for (let k = 1; k < points.length; k++) {
          const a = points[k - 1]!;
          const b = points[k]!;
          if (Math.hypot(a.x - b.x, a.y - b.y) < 2)
            segs.push(`M${a.x * SIZE},${a.y * SIZE}L${b.x * SIZE},${b.y * SIZE}`);
        }
        const end = points.at(-1)!;
        return (
          <g class="hv-path" key={`path-${p.unit}`}>
            <path d={segs.join('')} />
            <circle cx={end.x * SIZE} cy={end.y * SIZE} r={SIZE * 0.18} />
          </g>
        );
      })}
      {[board.target, props.newTarget].map((t, k) => {
        const p = t === null ? undefined : at(t);
        return p === undefined ? null : (
          <circle
            key={`target-${k}`}
            class={k === 0 ? 'hv-target' : 'hv-target new'}
            cx={p.x * SIZE}
            cy={p.y * SIZE}
            r={SIZE * 0.78}
          />
        );
      })}
      {cursorAt !== undefined && cursorHex !== undefined && (
        <polygon class="hv-cursor" points={corners(cursorAt.x * SIZE, cursorAt.y * SIZE, SIZE * 0.92)} />
      )}
    </svg>
  );
}

function HexCell(props: {
  spot: Spot;
  hex: BoardHex;
  board: HvBoard;
  mark: Mark | undefined;
  selected: boolean;
  onPick: (hex: string) => void;
  onHover: (hex: string | null) => void;
  name: boolean;
}) {
  const { spot, hex, mark } = props;
  const x = spot.x * SIZE;
  const y = spot.y * SIZE;
  const level = hex.level ?? 0;
  const title = `${describeHex(props.board, hex)}${mark === undefined ? '' : ` ${mark.note}.`}`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the map is one keyboard stop (its cursor, Enter to pick); a hex is a pointer's way to the same pick
    <g
      class={`hv-hex level-${level}${mark !== undefined ? ` can-${mark.kind}` : ''}${props.selected ? ' selected' : ''}`}
      data-hex={hex.name}
      data-level={level}
      data-mark={mark?.kind}
      onClick={() => props.onPick(hex.name)}
      onMouseEnter={() => props.onHover(hex.name)}
      onMouseLeave={() => props.onHover(null)}
    >
      <title>{title}</title>
      <polygon class="hv-ground" points={corners(x, y, SIZE * 0.97)} />
      {(hex.enteredFrom ?? []).map((d) => {
        const [x1, y1, x2, y2] = edgeToward(x, y, SIZE * 0.9, DIRECTIONS.indexOf(d));
        return <line key={d} class="hv-entered" x1={x1} y1={y1} x2={x2} y2={y2} />;
      })}
      <Contents hex={hex} x={x} y={y} board={props.board} />
      {props.name && (
        <text class="hv-name" x={x} y={y + SIZE * 0.78}>
          {hex.name}
        </text>
      )}
      {mark?.kind === 'blocked' && <line class="hv-blocked" x1={x - 5} y1={y - 5} x2={x + 5} y2={y + 5} />}
    </g>
  );
}

/** What stands in a hex: the player's units, others, unknown units, resources, movement. */
function Contents({ hex, x, y, board }: { hex: BoardHex; x: number; y: number; board: HvBoard }) {
  const player = board.player;
  const parts = [];
  const mine = hex.mine.length > 0;
  if (mine) {
    const harvester = hex.mine.some((u) => u.kind === 'harvester');
    parts.push(
      <g key="mine" class="hv-mine">
        <circle cx={x - 2.6} cy={y - 1.6} r={3.2} />
        <text x={x - 2.6} y={y - 0.4}>
          {harvester ? 'H' : hex.mine.length}
        </text>
        {harvester && hex.mine.length > 1 && (
          <text class="hv-count" x={x + 1.4} y={y - 4}>
            +{hex.mine.length - 1}
          </text>
        )}
      </g>,
    );
  }
  // Others: seen exactly (whose and which), counted (whose unknown), or only a Harvester sensed.
  const others = (hex.contents ?? []).filter((c) => c.owner !== player);
  const label =
    hex.contents !== undefined
      ? others.length === 0
        ? null
        : others.some((c) => c.kind === 'harvester')
          ? `H${others.length > 1 ? others.length : ''}`
          : String(others.length)
      : hex.units !== undefined && hex.units > 0
        ? `${hex.harvester ? 'H' : ''}${hex.units}`
        : hex.harvester
          ? 'H'
          : null;
  if (label !== null) {
    const ox = mine ? 3.4 : 0;
    const side =
      hex.contents === undefined
        ? 'unknown'
        : others.every((c) => board.friends.has(c.owner))
          ? 'friend'
          : 'enemy';
    parts.push(
      <g key="others" class={`hv-others ${side}`}>
        <rect x={x + ox - 3.4} y={y - 4.8} width={6.8} height={6.2} rx={1} />
        <text x={x + ox} y={y - 0.4}>
          {label}
        </text>
      </g>,
    );
  }
  if (hex.resources) {
    parts.push(
      <g key="res" class="hv-resources">
        <circle cx={x + 4.4} cy={y + 2.6} r={hex.amount !== undefined ? 2.3 : 1.3} />
        {hex.amount !== undefined && (
          <text x={x + 4.4} y={y + 3.5}>
            {hex.amount}
          </text>
        )}
      </g>,
    );
  }
  if (hex.moved === true && (hex.enteredFrom === undefined || hex.enteredFrom.length === 0))
    parts.push(
      <text key="moved" class="hv-moved" x={x - 4.6} y={y + 4.2}>
        ~
      </text>,
    );
  return <>{parts}</>;
}
