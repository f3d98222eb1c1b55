/**
 * The production step's choices as forms (TSG-5, TSG-6.3, TSG-7.7), each adding raw orders
 * through the client's builders: a ship to build, from a ready design or one's own, with
 * its price and what the list leaves in hand; merging and splitting fleets in one hex; and
 * the battle orders (when to break off, which ships to lose first). Nothing is typed but
 * numbers.
 */
import { useState } from 'preact/hooks';
import {
  type Board,
  battleOrder,
  buildOrder,
  costOf,
  DESIGNS,
  type Design,
  designIssues,
  designText,
  mergeOrder,
  type Order,
  priceList,
  type RulesOptions,
  shipsToSplit,
  splitOrder,
} from 'simulturn/strategic-game/client';

interface FormProps {
  readonly board: Board;
  readonly rules: RulesOptions;
  /** BP left once the orders so far are paid. */
  readonly left: number;
  /** The fleet selected on the map, if any. */
  readonly selected: string | null;
  readonly onAdd: (orders: readonly Order[]) => void;
}

const CUSTOM = 'custom';

/** A ship to build: a ready design or one's own, how many, and where it goes. */
export function BuildForm(p: FormProps) {
  const [choice, setChoice] = useState<string>(DESIGNS[0]!.name);
  const [own, setOwn] = useState<Design>(DESIGNS[0]!.design);
  const [count, setCount] = useState(1);
  const [into, setInto] = useState('');
  const design = choice === CUSTOM ? own : DESIGNS.find((d) => d.name === choice)!.design;
  const price = costOf(design);
  const problems = designIssues(design, p.rules);
  const atHome = p.board.fleets.filter((f) => f.cell === p.board.myHome.cell);
  const joining = atHome.some((f) => f.id === into) ? into : '';
  const total = price * count;
  const affordable = Math.max(0, Math.floor(p.left / Math.max(1, price)));
  return (
    <form
      class="sg-form"
      aria-label="Build ships"
      onSubmit={(e) => {
        e.preventDefault();
        if (problems.length > 0 || total > p.left || count < 1) return;
        p.onAdd(
          Array.from({ length: count }, () => buildOrder(design, joining === '' ? undefined : joining)),
        );
      }}
    >
      <h3>Build</h3>
      <fieldset class="sg-designs">
        <legend>Design</legend>
        {DESIGNS.map((d) => (
          <label>
            <input
              type="radio"
              name="sg-design"
              value={d.name}
              checked={choice === d.name}
              onChange={() => setChoice(d.name)}
            />{' '}
            {d.name} {designText(d.design)}, {costOf(d.design)} BP <span class="quiet">({d.use})</span>
          </label>
        ))}
        <label>
          <input
            type="radio"
            name="sg-design"
            value={CUSTOM}
            checked={choice === CUSTOM}
            onChange={() => setChoice(CUSTOM)}
          />{' '}
          your own design
        </label>
      </fieldset>
      {choice === CUSTOM && (
        <div class="sg-stats">
          {priceList(p.rules).map((line) => (
            <label>
              {line.letter}{' '}
              <span class="quiet">
                {line.name}, {line.price} BP
              </span>
              <input
                type="number"
                name={`sg-${line.field}`}
                min={line.min}
                max={line.max}
                value={own[line.field]}
                onInput={(e) => setOwn({ ...own, [line.field]: Number(e.currentTarget.value) })}
              />
            </label>
          ))}
        </div>
      )}
      <div class="sg-row">
        <label>
          How many{' '}
          <input
            type="number"
            name="sg-count"
            min={1}
            max={Math.max(1, affordable)}
            value={count}
            onInput={(e) => setCount(Math.max(1, Math.floor(Number(e.currentTarget.value) || 1)))}
          />
        </label>
        <label>
          Goes to{' '}
          <select name="sg-into" value={joining} onChange={(e) => setInto(e.currentTarget.value)}>
            <option value="">a new fleet at home ({p.board.myHome.name})</option>
            {atHome.map((f) => (
              <option value={f.id}>
                join {f.id} ({f.summary})
              </option>
            ))}
          </select>
        </label>
      </div>
      <p class="sg-price" aria-live="polite">
        {`${designText(design)}: ${price} BP a ship${count > 1 ? `, ${total} BP for ${count}` : ''}; ${p.left} BP left before${total <= p.left ? `, ${p.left - total} after` : ''}.`}
      </p>
      {problems.length > 0 && (
        <ul class="issues">
          {problems.map((m) => (
            <li>{m}</li>
          ))}
        </ul>
      )}
      {problems.length === 0 && total > p.left && (
        <p class="error">
          Not enough BP: {total} needed, {p.left} left.
        </p>
      )}
      <button type="submit" class="sg-add-build" disabled={problems.length > 0 || total > p.left}>
        Add {count > 1 ? `${count} builds` : 'the build'}
      </button>
    </form>
  );
}

/** Merging two fleets in one hex, or splitting ships off a fleet by counts of each design. */
export function TransferForm(p: FormProps) {
  const [fleet, setFleet] = useState('');
  const [into, setInto] = useState('');
  const [counts, setCounts] = useState<Record<string, number>>({});
  const fleets = p.board.fleets;
  const chosen = fleets.find((f) => f.id === (fleet || p.selected)) ?? fleets[0];
  if (chosen === undefined) return null;
  const partners = fleets.filter((f) => f.cell === chosen.cell && f.id !== chosen.id);
  const partner = partners.find((f) => f.id === into) ?? partners[0];
  const leaving = shipsToSplit(chosen, counts);
  return (
    <form class="sg-form" aria-label="Merge or split fleets" onSubmit={(e) => e.preventDefault()}>
      <h3>Merge or split</h3>
      <label>
        Fleet{' '}
        <select name="sg-transfer-fleet" value={chosen.id} onChange={(e) => setFleet(e.currentTarget.value)}>
          {fleets.map((f) => (
            <option value={f.id}>
              {f.id} at {f.at}: {f.summary}
            </option>
          ))}
        </select>
      </label>
      {partner !== undefined ? (
        <div class="sg-row">
          <label>
            into{' '}
            <select name="sg-merge-into" value={partner.id} onChange={(e) => setInto(e.currentTarget.value)}>
              {partners.map((f) => (
                <option value={f.id}>{f.id}</option>
              ))}
            </select>
          </label>
          <button
            type="button"
            class="sg-add-merge"
            onClick={() => p.onAdd([mergeOrder(chosen.id, partner.id)])}
          >
            Add the merge
          </button>
        </div>
      ) : (
        <p class="quiet">No other fleet of yours in {chosen.at} to merge with.</p>
      )}
      {chosen.ships.length > 1 && (
        <div class="sg-row">
          {chosen.groups.map((g) => (
            <label>
              {g.design} leaving (of {g.count}){' '}
              <input
                type="number"
                min={0}
                max={g.count}
                name={`sg-split-${g.design.replaceAll(' ', '')}`}
                value={counts[g.design] ?? 0}
                onInput={(e) => setCounts({ ...counts, [g.design]: Number(e.currentTarget.value) || 0 })}
              />
            </label>
          ))}
          <button
            type="button"
            class="sg-add-split"
            disabled={leaving.length === 0 || leaving.length === chosen.ships.length}
            onClick={() => {
              p.onAdd([splitOrder(chosen.id, leaving)]);
              setCounts({});
            }}
          >
            Split {leaving.length} off as a new fleet
          </button>
        </div>
      )}
    </form>
  );
}

const RETREATS = [null, 10, 20, 25, 30, 40, 50, 60, 70, 75, 80, 90, 100] as const;

/** The player's ships by design, across its fleets, each design's ids in fleet order. */
function shipsByDesign(board: Board): { design: string; ids: string[] }[] {
  const by = new Map<string, string[]>();
  for (const f of board.fleets)
    for (const ship of f.ships) {
      const d = designText(ship);
      by.set(d, [...(by.get(d) ?? []), ship.id]);
    }
  return [...by.entries()].map(([design, ids]) => ({ design, ids }));
}

/** The ships to lose first in words, a design at a time in their order: "2 E1 S1 T0 W0, then 1 E3 S5 T4 W4". */
function lostFirst(groups: readonly { design: string; ids: string[] }[], lose: readonly string[]): string {
  const runs: { design: string; n: number }[] = [];
  for (const id of lose) {
    const design = groups.find((g) => g.ids.includes(id))?.design ?? id;
    const last = runs.at(-1);
    if (last?.design === design) last.n++;
    else runs.push({ design, n: 1 });
  }
  return runs.map((r) => `${r.n} ${r.design}`).join(', then ');
}

/**
 * The standing battle orders, all the rules let a player decide in a battle: when to break
 * off (TSG-7.7) and which ships to lose first (TSG-7.6), a design at a time across the
 * fleets, the rest going as the rules' loss policy says.
 */
export function BattleForm(p: FormProps) {
  const [at, setAt] = useState(p.board.retreatAt === null ? '' : String(p.board.retreatAt));
  const groups = shipsByDesign(p.board);
  const owned = new Set(groups.flatMap((g) => g.ids));
  const [lose, setLose] = useState<readonly string[]>(() => p.board.lossOrder.filter((id) => owned.has(id)));
  const open = groups.filter((g) => g.ids.some((id) => !lose.includes(id)));
  const [pick, setPick] = useState('');
  const picked = open.find((g) => g.design === pick) ?? open[0];
  const lossWords =
    p.rules.lossPolicy === 'random' ? 'the rest at random' : 'the rest cheapest first (TSG-7.6)';
  return (
    <form
      class="sg-form"
      aria-label="Battle orders"
      onSubmit={(e) => {
        e.preventDefault();
        p.onAdd([battleOrder(at === '' ? null : Number(at), lose)]);
      }}
    >
      <h3>Battle orders</h3>
      <p class="quiet">Now: {p.board.battleText}.</p>
      <div class="sg-row">
        <label>
          Break off{' '}
          <select name="sg-retreat" value={at} onChange={(e) => setAt(e.currentTarget.value)}>
            {RETREATS.map((r) => (
              <option value={r === null ? '' : String(r)}>
                {r === null ? 'never' : `once ${r}% of the ships are lost`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div class="sg-row">
        {picked !== undefined ? (
          <>
            <label>
              Lose first{' '}
              <select name="sg-lose" value={picked.design} onChange={(e) => setPick(e.currentTarget.value)}>
                {open.map((g) => (
                  <option value={g.design}>
                    {g.design} ({g.ids.filter((id) => !lose.includes(id)).length})
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              class="sg-add-lose"
              onClick={() => setLose([...lose, ...picked.ids.filter((id) => !lose.includes(id))])}
            >
              Add them
            </button>
          </>
        ) : (
          groups.length === 0 && <span class="quiet">No ships yet to choose losses among.</span>
        )}
        {lose.length > 0 && (
          <button type="button" class="sg-clear-lose" onClick={() => setLose([])}>
            Clear
          </button>
        )}
      </div>
      <p class="quiet" data-testid="loss-order">
        {lose.length === 0
          ? `Losses: ${lossWords.replace('the rest ', '')}.`
          : `Losses: ${lostFirst(groups, lose)} first, in that order; ${lossWords}.`}
      </p>
      <div class="sg-row">
        <button type="submit" class="sg-add-battle">
          Set
        </button>
      </div>
    </form>
  );
}
