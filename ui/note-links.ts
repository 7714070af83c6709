/**
 * Finds web links in a note's text. Notes are never parsed as markup: the text is shown as text, and
 * links (when the `links` option allows them) become anchors built from the parts found here, limited to
 * http(s) so that a `javascript:` URL can never be clicked into running.
 */
const LINK_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

export type NotePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

export function splitNoteLinks(text: string): NotePart[] {
  const parts: NotePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
