/**
 * The order forms, each drawn from the client model and adding items to the order list:
 * the fleet (select it, then a faction to attack), builds with their prices and what is
 * left, repairs, the special orders, the order of battle, and diplomacy. Every control is
 * a native button, select or input, so the keyboard reaches and works them all.
 */
import { useState } from 'preact/hooks';
import {
  type Board,
  basesToTake,
  FORMATION_NAMES,
  FORMATIONS,
  type Formation,
  type GoView,
  gifts,
  HULLS,
  type Hull,
  kindCount,
  listSpending,
  type OrderItem,
  parseSlots,
  RANGE_NAMES,
  RANGES,
  type Range,
  rivals,
  SPECIAL_NAMES,
  SPIED_KINDS,
  SPY_ORDER_NAMES,
  type SpiedKind,
  specialsOpen,
  spending,
  spyTargets,
  WEAPON_PLURALS,
  WEAPONS,
  type Weapon,
} from 'simulturn/galactic-overlord/client';

/** What every form gets: the view, its board, the order list so far, and how to add to it. */
export interface FormProps {
  readonly view: GoView;
  readonly board: Board;
  readonly items: readonly OrderItem[];
  readonly add: (item: OrderItem) => void;
}

/** The fleet: which ships go, and the button that selects it to pick a target. */
export function FleetPanel(
  props: FormProps & {
    aiming: boolean;
    onAim: (on: boolean) => void;
    sent: ReadonlySet<number> | 'all';
    onSent: (sent: ReadonlySet<number> | 'all') => void;
  },
) {
  const { board, sent } = props;
  const building = props.items.some((i) => i.kind === 'ships');
  const attack = props.items.find((i) => i.kind === 'attack');
  const kinds = new Map<string, typeof board.ships>();
  for (const s of board.ships) kinds.set(s.kind, [...(kinds.get(s.kind) ?? []), s]);
  const isSent = (id: number) => sent === 'all' || sent.has(id);
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(sent === 'all' ? board.ships.map((s) => s.id) : sent);
    for (const id of ids) on ? next.add(id) : next.delete(id);
    props.onSent(next.size === board.ships.length && board.ships.length > 0 && on ? 'all' : next);
  };
  const none = board.ships.length === 0 && !building;
  return (
    <section class="panel go-fleet" aria-label="Your fleet">
      <h2>
        Your fleet: {board.ships.length} ships, {board.factions.find((f) => f.you)?.value ?? 0} BP
      </h2>
      {board.ships.length === 0 && (
        <p class="quiet">
          No ships yet{building ? ': the ships you build this turn can attack at once.' : '.'}
        </p>
      )}
      <ul class="go-kinds">
        {[...kinds.entries()].map(([kind, ships]) => {
          const damaged = ships.filter((s) => s.hp < s.maxHp);
          return (
            <li key={kind}>
              <label>
                <input
                  type="checkbox"
                  name={`send-${kind}`}
                  checked={ships.every((s) => isSent(s.id))}
                  onChange={(e) =>
                    toggle(
                      ships.map((s) => s.id),
                      e.currentTarget.checked,
                    )
                  }
                />{' '}
                {kindCount(ships.length, ships[0]!.hull, ships[0]!.weapon)}{' '}
                <span class="quiet">
                  (
                  {ships.length <= 6
                    ? ships.map((s) => s.name).join(' ')
                    : `${ships[0]!.name}…${ships.at(-1)!.name}`}
                  )
                </span>
              </label>
              {damaged.length > 0 && (
                <span class="go-damaged">
                  {' '}
                  damaged:{' '}
                  {damaged.slice(0, 4).map((s) => (
                    <button
                      type="button"
                      key={s.id}
                      class="go-repair"
                      onClick={() => props.add({ kind: 'repair', ship: s.id })}
                    >
                      Repair {s.name} ({s.hp}/{s.maxHp} HP), 1 BP
                    </button>
                  ))}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div class="go-row">
        <button
          type="button"
          class="go-aim"
          aria-pressed={props.aiming}
          disabled={none || props.view.turn === 0}
          onClick={() => props.onAim(!props.aiming)}
        >
          {props.aiming ? 'Cancel the target choice' : 'Select the fleet, then a faction to attack'}
        </button>
        <span class="quiet">
          {sent === 'all' ? 'Sends every ship, the new ones too.' : `Sends ${sent.size} chosen ships.`}
        </span>
      </div>
      {props.aiming && (
        <p class="go-hint" role="status">
          Now pick a faction to attack: its card has an Attack button.
        </p>
      )}
      {attack?.kind === 'attack' && <AttackOptions {...props} attack={attack} />}
    </section>
  );
}

/** The chosen attack's options: to the death, and the base to take (GO-10.10, GO-5.2). */
function AttackOptions(props: FormProps & { attack: Extract<OrderItem, { kind: 'attack' }> }) {
  const { attack } = props;
  const bases = basesToTake(props.view, attack.target);
  return (
    <div class="go-row go-attack-options">
      <label>
        <input
          type="checkbox"
          name="to-death"
          checked={attack.toDeath}
          onChange={(e) => props.add({ ...attack, toDeath: e.currentTarget.checked })}
        />{' '}
        to the death
      </label>
      <label>
        Base to take{' '}
        <select
          name="base-to-take"
          value={attack.base === null ? '' : String(attack.base)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            props.add({ ...attack, base: v === '' ? null : Number(v) });
          }}
        >
          <option value="">any (drawn)</option>
          {bases.map((b) => (
            <option value={String(b)}>B{b}</option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** Builds: a base, and ships of a hull and weapon, each with its price and what is left after it. */
export function BuildForm(props: FormProps) {
  const { view, board } = props;
  const prices = board.prices;
  const open = prices.hulls.filter((h) => h.allowed);
  const [chosenHull, setHull] = useState<Hull>(open.at(-1)?.hull ?? 'frigate');
  // A hull the home bases no longer allow (bases lost) gives way to the largest allowed.
  const hull = open.some((h) => h.hull === chosenHull) ? chosenHull : (open.at(-1)?.hull ?? chosenHull);
  const [weapon, setWeapon] = useState<Weapon>('laser');
  const [count, setCount] = useState(1);
  const so = listSpending(view, props.items);
  const price = prices.hulls.find((h) => h.hull === hull)?.price ?? 1;
  const shipCost = count * price;
  const bases = props.items.find((i) => i.kind === 'bases');
  const nextBase =
    spending(view, { bases: (bases?.kind === 'bases' ? bases.count : 0) + 1 }).bases -
    spending(view, { bases: bases?.kind === 'bases' ? bases.count : 0 }).bases;
  const canBase = prices.basesLeft === null || prices.basesLeft > (bases?.kind === 'bases' ? bases.count : 0);
  const hullOpen = prices.hulls.find((h) => h.hull === hull)?.allowed ?? false;
  return (
    <section class="panel go-build" aria-label="Build">
      <h2>Build</h2>
      <p class="go-budget" data-testid="budget">
        <strong>{so.left}</strong> BP left of {so.available} to spend this turn
        {so.total > 0 ? ` (orders so far: ${so.total} BP)` : ''}; what is not spent is kept.
      </p>
      <div class="go-row">
        <button
          type="button"
          class="go-add-base"
          disabled={!canBase || nextBase > so.left}
          onClick={() => props.add({ kind: 'bases', count: 1 })}
        >
          Build a base: {nextBase} BP
        </button>
        <span class="quiet">earns 5 BP a turn; a home base lets you build bigger hulls from next turn</span>
      </div>
      {open.length === 0 && (
        <p class="error">
          You hold no home base, so no ship can be built: build a base (it counts from next turn) or take back
          one of your own.
        </p>
      )}
      <form
        class="go-ships"
        aria-label="Build ships"
        onSubmit={(e) => {
          e.preventDefault();
          if (hullOpen && count >= 1 && shipCost <= so.left)
            props.add({ kind: 'ships', count, hull, weapon });
        }}
      >
        <label>
          Ships{' '}
          <input
            type="number"
            name="ship-count"
            min={1}
            max={200}
            value={count}
            onInput={(e) =>
              setCount(Math.max(1, Math.min(200, Math.floor(Number(e.currentTarget.value) || 1))))
            }
          />
        </label>
        <label>
          Weapon{' '}
          <select name="weapon" value={weapon} onChange={(e) => setWeapon(e.currentTarget.value as Weapon)}>
            {WEAPONS.map((w) => (
              <option value={w}>{w}</option>
            ))}
          </select>
        </label>
        <label>
          Hull{' '}
          <select name="hull" value={hull} onChange={(e) => setHull(e.currentTarget.value as Hull)}>
            {prices.hulls.map((h) => (
              <option value={h.hull} disabled={!h.allowed}>
                {h.hull}: {h.price} BP, {h.hp} HP{h.allowed ? '' : ` (needs ${h.needs} home bases)`}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          class="go-most"
          disabled={!hullOpen || so.left < price}
          onClick={() => setCount(Math.max(1, Math.min(200, Math.floor(so.left / price))))}
        >
          As many as the BP left buy
        </button>
        <button type="submit" class="go-add-ships" disabled={!hullOpen || shipCost > so.left}>
          Add {kindCount(count, hull, weapon)}: {shipCost} BP
        </button>
        <span class="quiet" data-testid="after-ships">
          {shipCost > so.left
            ? `costs ${shipCost - so.left} BP more than is left`
            : `leaves ${so.left - shipCost} BP`}
        </span>
      </form>
      <p class="quiet go-prices">
        Prices: {HULLS.map((h) => `${h} ${prices.hulls.find((x) => x.hull === h)!.price}`).join(', ')} BP; a
        hull needs as many home bases as its price (you hold {prices.homeBases}). {WEAPON_PLURALS.laser} beat{' '}
        {WEAPON_PLURALS.fighter}, {WEAPON_PLURALS.fighter} beat {WEAPON_PLURALS.torpedo},{' '}
        {WEAPON_PLURALS.torpedo} beat {WEAPON_PLURALS.laser}.
      </p>
    </section>
  );
}

/** The special orders other than Attack!, each with why it is closed when it is. */
export function Specials(props: FormProps) {
  const closed = specialsOpen(props.view);
  const chosen = props.items.find((i) =>
    ['attack', 'raise-shields', 'build-generator', 'train-spy'].includes(i.kind),
  );
  const kinds = ['raise-shields', 'build-generator', 'train-spy'] as const;
  return (
    <section class="panel go-specials" aria-label="Special order">
      <h2>Special order (one a turn)</h2>
      <p class="quiet">
        Chosen:{' '}
        {chosen === undefined
          ? 'none'
          : chosen.kind === 'attack'
            ? `${SPECIAL_NAMES.attack} ${chosen.target}`
            : SPECIAL_NAMES[chosen.kind as (typeof kinds)[number]]}
      </p>
      <div class="go-row">
        {kinds.map((k) => (
          <button
            type="button"
            data-special={k}
            disabled={closed[k] !== null}
            title={closed[k] ?? undefined}
            aria-pressed={chosen?.kind === k}
            onClick={() => props.add({ kind: k })}
          >
            {SPECIAL_NAMES[k]}
          </button>
        ))}
      </div>
      <ul class="quiet go-why">
        {kinds
          .filter((k) => closed[k] !== null)
          .map((k) => (
            <li>
              {SPECIAL_NAMES[k]}: {closed[k]}
            </li>
          ))}
      </ul>
    </section>
  );
}

const LETTERS = ['L', 'F', 'T'] as const;

/** The order of battle: six rounds' weapons, the tactics, for every battle or one foe (GO-10.2). */
export function OobForm(props: FormProps) {
  const foes = rivals(props.view);
  const [slots, setSlots] = useState(['L', 'F', 'T', 'L', 'T', 'F']);
  const [range, setRange] = useState<Range>('none');
  const [formation, setFormation] = useState<Formation>('none');
  const [against, setAgainst] = useState('');
  const problem = parseSlots(slots.join(''));
  const hasDefault = props.items.some((i) => i.kind === 'oob' && i.against === null);
  return (
    <section class="panel go-oob" aria-label="Order of battle">
      <h2>Order of battle</h2>
      {!hasDefault && (
        <p class="quiet">
          {props.view.rules.missingOob === 'random'
            ? 'None set: one is drawn at random for you.'
            : 'None set: under these rules a fleet without one is destroyed if it fights.'}
        </p>
      )}
      <fieldset class="go-row go-slots">
        <legend class="quiet">The weapon of each round: L, F and T twice each</legend>
        {slots.map((l, k) => (
          <label>
            <span class="go-round">{k + 1}</span>
            <select
              name={`slot-${k + 1}`}
              value={l}
              onChange={(e) => setSlots(slots.map((x, j) => (j === k ? e.currentTarget.value : x)))}
            >
              {LETTERS.map((x) => (
                <option value={x}>{x}</option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <div class="go-row">
        <label>
          Range{' '}
          <select name="range" value={range} onChange={(e) => setRange(e.currentTarget.value as Range)}>
            {RANGES.map((r) => (
              <option value={r}>{RANGE_NAMES[r]}</option>
            ))}
          </select>
        </label>
        <label>
          Formation{' '}
          <select
            name="formation"
            value={formation}
            onChange={(e) => setFormation(e.currentTarget.value as Formation)}
          >
            {FORMATIONS.map((f) => (
              <option value={f}>{FORMATION_NAMES[f]}</option>
            ))}
          </select>
        </label>
        <label>
          For{' '}
          <select name="oob-for" value={against} onChange={(e) => setAgainst(e.currentTarget.value)}>
            <option value="">every battle (default)</option>
            {foes.map((p) => (
              <option value={p}>battles with {p}</option>
            ))}
          </select>
        </label>
        <button
          type="button"
          class="go-set-oob"
          disabled={typeof problem === 'string'}
          onClick={() =>
            props.add({
              kind: 'oob',
              against: against === '' ? null : against,
              slots: slots.join(''),
              range,
              formation,
            })
          }
        >
          Set the order of battle
        </button>
      </div>
      {typeof problem === 'string' && <p class="error">{problem}</p>}
    </section>
  );
}

/** Spies, counter-espionage, alliances and gifts (GO-9, GO-11), folded away until wanted. */
export function Diplomacy(props: FormProps) {
  const { view } = props;
  const foes = rivals(view);
  const spies = spyTargets(view);
  const [spyAt, setSpyAt] = useState(foes[0] ?? '');
  const [spyOrder, setSpyOrder] = useState<SpiedKind>('attack');
  const g = gifts(view);
  const [gift, setGift] = useState(String(g.bases[0] ?? ''));
  const [to, setTo] = useState(foes[0] ?? '');
  const noSpy = spies[0]?.why ?? null;
  return (
    <details class="panel go-diplomacy">
      <summary>Spies, alliances and gifts</summary>
      <div class="go-row">
        <label>
          Spy on{' '}
          <select name="spy-target" value={spyAt} onChange={(e) => setSpyAt(e.currentTarget.value)}>
            {foes.map((p) => (
              <option value={p}>{p}</option>
            ))}
          </select>
        </label>
        <label>
          to stop{' '}
          <select
            name="spy-order"
            value={spyOrder}
            onChange={(e) => setSpyOrder(e.currentTarget.value as SpiedKind)}
          >
            {SPIED_KINDS.map((k) => (
              <option value={k}>{SPY_ORDER_NAMES[k]}</option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={noSpy !== null || spyAt === ''}
          title={noSpy ?? undefined}
          onClick={() => props.add({ kind: 'spy', target: spyAt, order: spyOrder })}
        >
          Send a spy ({view.me.spies} in stock)
        </button>
        <button
          type="button"
          disabled={view.me.counterEspionage < 1}
          onClick={() => props.add({ kind: 'counter-espionage' })}
        >
          Use counter-espionage ({view.me.counterEspionage} left)
        </button>
      </div>
      <div class="go-row">
        {foes.map((p) =>
          view.me.allies.includes(p) ? (
            <button type="button" onClick={() => props.add({ kind: 'break-alliance', faction: p })}>
              Break the alliance with {p}
            </button>
          ) : (
            <button type="button" onClick={() => props.add({ kind: 'ally', faction: p })}>
              Declare {p} an ally
            </button>
          ),
        )}
      </div>
      <div class="go-row">
        <label>
          Give{' '}
          <select name="gift" value={gift} onChange={(e) => setGift(e.currentTarget.value)}>
            {g.bases.map((b) => (
              <option value={String(b)}>B{b}</option>
            ))}
          </select>
        </label>
        <label>
          to{' '}
          <select name="gift-to" value={to} onChange={(e) => setTo(e.currentTarget.value)}>
            {g.to.map((p) => (
              <option value={p}>{p}</option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={gift === '' || to === ''}
          onClick={() => props.add({ kind: 'give', base: Number(gift), to })}
        >
          Give the base
        </button>
      </div>
      {view.rules.baseGifts === 'accepted' && (
        <div class="go-row">
          {view.bases
            .filter((b) => b.holder !== view.player)
            .slice(0, 12)
            .map((b) => (
              <button type="button" onClick={() => props.add({ kind: 'accept', base: b.id })}>
                Accept B{b.id} if given
              </button>
            ))}
        </div>
      )}
    </details>
  );
}
