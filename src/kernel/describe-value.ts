/**
 * A short description of a value for an issue's message: its JSON, cut to 40 characters,
 * so that whatever a player sent is named without echoing a page of it. Shared by every
 * game's issue family.
 */
export function describeValue(value: unknown): string {
  let text: string;
  try {
    text = value === undefined ? 'nothing' : (JSON.stringify(value) ?? String(value));
  } catch {
    text = typeof value;
  }
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
