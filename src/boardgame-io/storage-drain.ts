/**
 * A boardgame.io storage that a stopping server can wait for. boardgame.io 0.50 sends a
 * move's update to the clients before its writes to storage end, and writes a seat's
 * disconnection when its socket closes, which stopping the server does; nothing of its
 * own waits for those writes. A host that closes its storage (bgio-postgres's Sequelize)
 * as soon as the server has stopped loses them, with a rejection nobody handles. So the
 * storage is wrapped: every call the server makes is counted while it runs, `drain`
 * resolves once none runs, and from then on a call is refused with a typed error rather
 * than reaching a closed connection.
 *
 * It needs nothing of boardgame.io's code: any object's methods are wrapped.
 */
import { SimulturnError } from '../kernel/issue.js';

/** A storage wrapped by {@link drainingStorage}. */
export interface DrainingStorage<S> {
  /** The storage to give boardgame.io's `Server` (as `db`): the one wrapped, each call counted while it runs. */
  readonly storage: S;
  /** How many calls are running now. */
  readonly running: number;
  /**
   * Waits until no call runs, looking again after the event loop has turned (a call's
   * caller may make another once it settles: a fetch, then its write), then refuses every
   * later call (`storage/drained`). Call it once the server takes no more messages. A
   * running call is waited for as long as it runs (the storage's own timeouts bound it);
   * if calls keep starting for `rounds` rounds, it rejects with `storage/still-busy`, and
   * calls are refused from then on too.
   */
  drain(rounds?: number): Promise<void>;
}

/** The storage's calls that never wait for the database: boardgame.io asks `type` whether to await the others. */
const UNCOUNTED: ReadonlySet<PropertyKey> = new Set(['type', 'constructor']);

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  (typeof value === 'object' || typeof value === 'function') &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `storage`, with its calls counted until {@link DrainingStorage.drain}, and refused after.
 * @example
 * ```ts
 * const db = drainingStorage(new PostgresStore(connection)); // PostgresStore of bgio-postgres
 * const server = Server({ games, db: db.storage });
 * // ... to stop: close the server and its sockets, then
 * await db.drain();
 * await db.storage.sequelize.close();
 * ```
 */
export function drainingStorage<S extends object>(storage: S): DrainingStorage<S> {
  const inFlight = new Set<Promise<unknown>>();
  let drained = false;

  const refuse = (method: string): never => {
    throw new SimulturnError([
      {
        code: 'storage/drained',
        path: [method],
        message: `storage.${method} was called after the server's storage was drained for stopping`,
      },
    ]);
  };

  const wrapped = new Proxy(storage, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function' || UNCOUNTED.has(key)) return value;
      return (...args: unknown[]) => {
        if (drained) refuse(String(key));
        const result: unknown = value.apply(target, args);
        if (!isThenable(result)) return result;
        const counted = Promise.resolve(result);
        inFlight.add(counted);
        // Counted until settled; the caller still gets the result, its rejection included.
        const forget = () => inFlight.delete(counted);
        counted.then(forget, forget);
        return counted;
      };
    },
  });

  return {
    storage: wrapped,
    get running() {
      return inFlight.size;
    },
    async drain(rounds = 1000) {
      for (let round = 0; round < rounds; round++) {
        if (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        await turn();
        if (inFlight.size === 0) {
          drained = true;
          return;
        }
      }
      drained = true;
      throw new SimulturnError([
        {
          code: 'storage/still-busy',
          path: [],
          message: `${inFlight.size} storage calls were still running after ${rounds} rounds of waiting; later calls are refused`,
        },
      ]);
    },
  };
}
