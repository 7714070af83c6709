/**
 * Images of the expression list (`type: 'image'`): reading their fields, and placing them. The list UI adds
 * them (upload through `imageUploadCallback`) and saved states carry them; the public `setExpression` takes
 * only expressions and tables (spec), which its field filter ensures: it drops `image_url`. Center, size,
 * angle and opacity are LaTeX as in the UI's rows; they are read as constants (numbers, π, τ, e, + − × ÷ ^,
 * \frac, \sqrt), so an image never waits for the engine.
 */
import { parseLatex, type ExpressionNode } from '../../language/index';
import type { DrawableImage } from '../../renderer-gl/index';
import { readFolderId } from './list-folders';
import type { ImageState, ItemState } from './types';

const TEXT_FIELDS = ['image_url', 'name', 'center', 'width', 'height', 'angle', 'opacity'] as const;
const FLAG_FIELDS = ['hidden', 'foreground'] as const;
/** The UI's defaults for a new image (ui/top-bar.ts): centered on the origin, 10 × 10 units. */
const DEFAULT_CENTER: [number, number] = [0, 0];
const DEFAULT_SIZE = 10;

function isImage(item: ItemState): item is ImageState {
  return item.type === 'image';
}

/**
 * An image state from a `setExpression`-shaped argument over the current one (only given fields change;
 * numbers become LaTeX strings); undefined when it has no URL to show.
 */
export function readImageFields(
  input: Readonly<Record<string, unknown>>,
  current: ImageState | undefined,
  id: string,
): ImageState | undefined {
  const next: Record<string, unknown> = { ...(current ?? {}), type: 'image', id };
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    if (typeof value === 'string') next[field] = value;
    else if (typeof value === 'number' && field !== 'image_url' && Number.isFinite(value))
      next[field] = String(value);
  }
  for (const field of FLAG_FIELDS) if (typeof input[field] === 'boolean') next[field] = input[field];
  const folderId = readFolderId(input, current?.folderId);
  if (folderId === undefined) delete next.folderId;
  else next.folderId = folderId;
  if (typeof next.image_url !== 'string' || next.image_url === '') return undefined;
  return next as unknown as ImageState;
}

/** The images to draw: shown ones whose box reads as numbers, in list order. */
export function drawableImages(items: readonly ItemState[], degreeMode: boolean): DrawableImage[] {
  const drawn: DrawableImage[] = [];
  for (const item of items) {
    if (!isImage(item) || item.hidden === true) continue;
    const [centerX, centerY] = item.center === undefined ? DEFAULT_CENTER : evaluatePoint(item.center);
    const width = item.width === undefined ? DEFAULT_SIZE : evaluateConstant(item.width);
    const height = item.height === undefined ? DEFAULT_SIZE : evaluateConstant(item.height);
    const angle = item.angle === undefined ? 0 : evaluateConstant(item.angle);
    const opacity = item.opacity === undefined ? 1 : evaluateConstant(item.opacity);
    if (![centerX, centerY, width, height, angle, opacity].every(Number.isFinite)) continue;
    drawn.push({
      id: item.id,
      url: item.image_url,
      centerX,
      centerY,
      width,
      height,
      angle: degreeMode ? (angle * Math.PI) / 180 : angle,
      opacity: Math.min(1, Math.max(0, opacity)),
      foreground: item.foreground === true,
    });
  }
  return drawn;
}

/** A LaTeX point `(x, y)` as numbers; NaN when it is not one. */
export function evaluatePoint(latex: string): [number, number] {
  const node = parseExpression(latex);
  if (node?.type !== 'tuple' || node.elements.length !== 2) return [NaN, NaN];
  return [evaluateNode(node.elements[0]), evaluateNode(node.elements[1])];
}

/** A constant LaTeX number; NaN for anything else (variables, errors). */
export function evaluateConstant(latex: string): number {
  const node = parseExpression(latex);
  return node ? evaluateNode(node) : NaN;
}

function parseExpression(latex: string): ExpressionNode | undefined {
  try {
    const statement = parseLatex(latex);
    return statement.type === 'expression' ? statement.expression : undefined;
  } catch {
    return undefined;
  }
}

const CONSTANTS: Readonly<Record<string, number>> = { '\\pi': Math.PI, '\\tau': 2 * Math.PI, e: Math.E };

function evaluateNode(node: ExpressionNode): number {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'identifier':
      return CONSTANTS[node.name] ?? NaN;
    case 'negate':
      return -evaluateNode(node.operand);
    case 'binary': {
      const left = evaluateNode(node.left);
      const right = evaluateNode(node.right);
      if (node.operator === '+') return left + right;
      if (node.operator === '-') return left - right;
      if (node.operator === '*') return left * right;
      if (node.operator === '/') return left / right;
      return left ** right;
    }
    case 'call':
      return node.name === 'sqrt' && node.arguments.length === 1
        ? Math.sqrt(evaluateNode(node.arguments[0]))
        : NaN;
    default:
      return NaN;
  }
}
