import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveMathBounds } from './async-screenshot';

const viewport = { left: -10, right: 10, bottom: -5, top: 5, widthPixels: 400, heightPixels: 200 };

describe('resolveMathBounds', () => {
  afterEach(() => vi.restoreAllMocks());

  it('means the visible viewport when no bounds are given', () => {
    expect(resolveMathBounds(undefined, viewport)).toBeUndefined();
  });

  it('takes omitted sides from the viewport', () => {
    expect(resolveMathBounds({ left: 90, right: 110 }, viewport)).toEqual({
      left: 90,
      right: 110,
      bottom: -5,
      top: 5,
    });
    expect(resolveMathBounds({ top: 7 }, viewport)).toEqual({ left: -10, right: 10, bottom: -5, top: 7 });
  });

  it('warns once and falls back to the viewport for bounds that make no region', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveMathBounds({ left: 3, right: 1 }, viewport)).toBeUndefined();
    expect(resolveMathBounds({ left: 20 }, viewport)).toBeUndefined();
    expect(resolveMathBounds({ left: 'a', right: 1 }, viewport)).toBeUndefined();
    expect(resolveMathBounds('everything', viewport)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(4);
  });
});
