/**
 * Notes and folders of the expression list, and the rules that tie items to folders. A member names its
 * folder by `folderId`; the list keeps every folder's members right after it (in their own order), so the
 * list order is the order people see and saved states read the same way everywhere. A `folderId` naming no
 * folder, or given to a folder (folders do not nest), is dropped rather than failing the change: a state
 * whose folder was deleted by hand still loads with all its items.
 */
import type { ExpressionState, FolderState, ItemState, TextState } from './types';

type Fields = Readonly<Record<string, unknown>>;

const FOLDER_FLAGS = ['collapsed', 'hidden', 'secret'] as const;

/**
 * The `folderId` an input asks for: a non-empty string joins that folder, `null` or '' leaves the folder,
 * anything else (absent, a number) keeps the current one.
 */
export function readFolderId(input: Fields, current: string | undefined): string | undefined {
  const value = input.folderId;
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (value === null) return undefined;
  return current;
}

/** The folder an item sits in; folders sit in none. */
export function folderIdOf(item: ItemState): string | undefined {
  return item.type === 'folder' ? undefined : item.folderId;
}

function withFolderId<T extends { folderId?: string }>(item: T, folderId: string | undefined): T {
  const next = { ...item };
  if (folderId === undefined) delete next.folderId;
  else next.folderId = folderId;
  return next;
}

/** A note from a `setExpression`-shaped input; a new note needs its `text` (as an expression its `latex`). */
export function readTextFields(
  input: Fields,
  current: TextState | undefined,
  id: string,
): TextState | undefined {
  if (input.text !== undefined && typeof input.text !== 'string') return undefined;
  const text = typeof input.text === 'string' ? input.text : current?.text;
  if (text === undefined) return undefined;
  const next: TextState = { type: 'text', id, text };
  const secret = typeof input.secret === 'boolean' ? input.secret : current?.secret;
  if (secret !== undefined) next.secret = secret;
  return withFolderId(next, readFolderId(input, current?.folderId));
}

/** A folder from a `setExpression`-shaped input; a new folder needs its `title`. */
export function readFolderFields(
  input: Fields,
  current: FolderState | undefined,
  id: string,
): FolderState | undefined {
  if (input.title !== undefined && typeof input.title !== 'string') return undefined;
  const title = typeof input.title === 'string' ? input.title : current?.title;
  if (title === undefined) return undefined;
  const next: FolderState = { type: 'folder', id, title };
  for (const flag of FOLDER_FLAGS) {
    const value = typeof input[flag] === 'boolean' ? (input[flag] as boolean) : current?.[flag];
    if (value !== undefined) next[flag] = value;
  }
  return next;
}

/**
 * The list with every folder's members right after it and every `folderId` naming a folder. Items that
 * need no change are the same objects, and an already normal list is returned as it is.
 */
export function normalizeFolders(items: readonly ItemState[]): readonly ItemState[] {
  const folders = new Set(items.filter((item) => item.type === 'folder').map((item) => item.id));
  const members = new Map<string, ItemState[]>();
  const cleaned = items.map((item) => {
    const folderId = (item as { folderId?: unknown }).folderId;
    if (folderId === undefined) return item;
    if (item.type === 'folder' || typeof folderId !== 'string' || !folders.has(folderId))
      return withFolderId(item as { folderId?: string }, undefined) as ItemState;
    return item;
  });
  for (const item of cleaned) {
    const folderId = folderIdOf(item);
    if (folderId === undefined) continue;
    const list = members.get(folderId) ?? [];
    list.push(item);
    members.set(folderId, list);
  }
  const ordered: ItemState[] = [];
  for (const item of cleaned) {
    if (item.type === 'folder') ordered.push(item, ...(members.get(item.id) ?? []));
    else if (folderIdOf(item) === undefined) ordered.push(item);
  }
  return ordered.every((item, index) => item === items[index]) ? items : ordered;
}

/** Ids of a folder's members, in list order. */
export function folderMembers(items: readonly ItemState[], folderId: string): string[] {
  return items.filter((item) => folderIdOf(item) === folderId).map((item) => item.id);
}

/**
 * The items as the graph shows them: a hidden folder hides the graphs of its members (their own `hidden`
 * stays in the state, so showing the folder brings back exactly what was shown); notes and folders draw
 * nothing and are left out. Secret folders hide rows, never graphs.
 */
export function drawnItems(items: readonly ItemState[]): ItemState[] {
  const hiddenFolders = new Set(
    items.filter((item) => item.type === 'folder' && item.hidden === true).map((item) => item.id),
  );
  const drawn: ItemState[] = [];
  for (const item of items) {
    if (item.type === 'folder' || item.type === 'text') continue;
    const folderId = folderIdOf(item);
    const hiddenByFolder = folderId !== undefined && hiddenFolders.has(folderId);
    if (!hiddenByFolder) drawn.push(item);
    else if (item.type === 'table')
      drawn.push({ ...item, columns: item.columns.map((column) => ({ ...column, hidden: true })) });
    else drawn.push({ ...item, hidden: true });
  }
  return drawn;
}

export function isExpression(item: ItemState): item is ExpressionState {
  return item.type === 'expression';
}
