/**
 * The shape every typed problem in simulturn shares, in the manner of zod's issues: a
 * stable namespaced `code` to switch on, a `path` saying where the problem is, and a
 * human-readable `message` built from the code by one function per game.
 */
export interface IssueBase<Code extends string = string> {
  /** A stable, namespaced identifier such as `order/too-far`. */
  readonly code: Code;
  /** Where the problem is: keys and indices from the root of the input. */
  readonly path: readonly (string | number)[];
  /** A sentence for people, made from the code and its data. */
  readonly message: string;
}

/** Renders a path as `orders[2].to`, for messages. */
export function formatPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) {
    out += typeof part === 'number' ? `[${part}]` : out === '' ? part : `.${part}`;
  }
  return out === '' ? '(root)' : out;
}

/**
 * Thrown only on programmer error (invalid options passed by calling code), never on
 * player or file input, which always gets a `Result`.
 */
export class SimulturnError extends Error {
  /** The problems found. */
  readonly issues: readonly IssueBase[];
  /** `options.cause`: what brought the problems about, when it was another error (a seat's rejection). */
  constructor(issues: readonly IssueBase[], options?: ErrorOptions) {
    super(issues.map((i) => `${formatPath(i.path)}: ${i.message}`).join('\n'), options);
    this.name = 'SimulturnError';
    this.issues = issues;
  }
}
