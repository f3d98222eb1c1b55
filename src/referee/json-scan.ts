/**
 * Scanning JSON text that a player sent, without trusting it: where it first goes wrong
 * (as a line and column) and where each element of a top-level list starts. Shared by
 * every game's JSON orders; knows nothing of any game.
 */

/** A 1-based line and column (columns count Unicode characters). */
export interface Place {
  readonly line: number;
  readonly column: number;
}

/** The lines and columns of ascending UTF-16 indices of `text`, in one pass. */
export function placesOf(text: string, indices: readonly number[]): Place[] {
  const out: Place[] = [];
  let line = 1;
  let column = 1;
  let i = 0;
  for (const index of indices) {
    for (; i < index && i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        line++;
        column = 1;
      } else if (c < 0xdc00 || c > 0xdfff) column++; // the second half of a pair is not a character
    }
    out.push({ line, column });
  }
  return out;
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const WORDS = ['true', 'false', 'null'] as const;
const isBlank = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/** The index just after the string starting at `i` (a `"`), or -1 - the index of its first error. */
function skipString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 34) return j + 1;
    if (c < 32) return -1 - j;
    if (c === 92) {
      const e = text[j + 1];
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6))) return -1 - j;
        j += 5;
      } else if (e !== undefined && '"\\/bfnrt'.includes(e)) j++;
      else return -1 - j;
    }
  }
  return -1 - text.length;
}

/**
 * Scans JSON text without building it: where it first goes wrong and what was expected
 * there, and where each element of a top-level list starts. Iterative, so no nesting
 * depth can overflow the stack; linear in the length of the text.
 */
export function scanJson(text: string): {
  error: { index: number; expected: string } | null;
  elements: number[];
} {
  const elements: number[] = [];
  const stack: string[] = [];
  type State = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'after';
  let state: State = 'value';
  const fail = (index: number, expected: string) => ({ error: { index, expected }, elements });
  for (let i = 0; ; ) {
    while (i < text.length && isBlank(text[i]!)) i++;
    if (i >= text.length) {
      if (state === 'after' && stack.length === 0) return { error: null, elements };
      return fail(i, state === 'after' ? `"," or "${stack.at(-1) === '[' ? ']' : '}'}"` : 'more');
    }
    const c = text[i]!;
    if (state === 'value' || state === 'value-or-close') {
      if (state === 'value-or-close' && c === ']') {
        stack.pop();
        state = 'after';
        i++;
        continue;
      }
      if (stack.length === 1 && stack[0] === '[') elements.push(i);
      if (c === '[' || c === '{') {
        stack.push(c);
        state = c === '[' ? 'value-or-close' : 'key-or-close';
        i++;
      } else if (c === '"') {
        const j = skipString(text, i);
        if (j < 0) return fail(-1 - j, 'a properly closed string');
        i = j;
        state = 'after';
      } else {
        NUMBER.lastIndex = i;
        const word = WORDS.find((w) => text.startsWith(w, i));
        if (word !== undefined) i += word.length;
        else if (NUMBER.test(text)) i = NUMBER.lastIndex;
        else
          return fail(i, 'a value: an order {...}, a string in double quotes, a number, true, false or null');
        state = 'after';
      }
    } else if (state === 'key' || state === 'key-or-close') {
      if (state === 'key-or-close' && c === '}') {
        stack.pop();
        state = 'after';
        i++;
      } else if (c === '"') {
        const j = skipString(text, i);
        if (j < 0) return fail(-1 - j, 'a properly closed string');
        i = j;
        state = 'colon';
      } else return fail(i, 'a field name in double quotes, such as "soldier"');
    } else if (state === 'colon') {
      if (c !== ':') return fail(i, '":"');
      i++;
      state = 'value';
    } else {
      const top = stack.at(-1);
      if (top === undefined) return fail(i, 'the end of the orders');
      const close = top === '[' ? ']' : '}';
      if (c === ',') state = top === '[' ? 'value' : 'key';
      else if (c === close) {
        stack.pop();
        state = 'after';
      } else return fail(i, `"," or "${close}"`);
      i++;
    }
  }
}

/** What the text holds at `index`, for a message: `"x"`, or the end of the text. */
export function foundAt(text: string, index: number): string {
  const c = Array.from(text.slice(index, index + 2))[0];
  return c === undefined ? 'the end of the text' : `"${c}"`;
}
