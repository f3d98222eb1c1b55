/**
 * Orders sent as bytes, read as text: UTF-8 only (anything else is refused, never guessed),
 * without the byte order mark an editor may put first. `referee orders` and its mailbox
 * read every file through it.
 */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
}
