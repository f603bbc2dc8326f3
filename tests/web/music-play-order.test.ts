import { describe, expect, it } from 'vitest';
import { nextPlayModel, stepIndex } from '@/features/music/lib/play-order';

describe('play modes', () => {
  it('cycle RANDOM → LISTLOOP → SINGLECYCLE → RANDOM', () => {
    expect(nextPlayModel('RANDOM')).toBe('LISTLOOP');
    expect(nextPlayModel('LISTLOOP')).toBe('SINGLECYCLE');
    expect(nextPlayModel('SINGLECYCLE')).toBe('RANDOM');
  });

  it('a list of one song always gives index 0, in every mode and direction', () => {
    for (const mode of ['RANDOM', 'LISTLOOP', 'SINGLECYCLE'] as const) {
      expect(stepIndex(0, 1, mode, 1)).toBe(0);
      expect(stepIndex(0, 1, mode, -1)).toBe(0);
    }
  });

  it('LISTLOOP wraps from the last to 0 and from 0 to the last', () => {
    expect(stepIndex(4, 5, 'LISTLOOP', 1)).toBe(0);
    expect(stepIndex(0, 5, 'LISTLOOP', -1)).toBe(4);
    expect(stepIndex(2, 5, 'LISTLOOP', 1)).toBe(3);
    expect(stepIndex(2, 5, 'LISTLOOP', -1)).toBe(1);
  });

  it('SINGLECYCLE stays on the same index', () => {
    expect(stepIndex(3, 5, 'SINGLECYCLE', 1)).toBe(3);
    expect(stepIndex(3, 5, 'SINGLECYCLE', -1)).toBe(3);
  });

  it('RANDOM never repeats the current index, retrying once and then taking a neighbour', () => {
    const draws = (values: number[]) => () => values.shift() ?? 0;
    expect(stepIndex(2, 5, 'RANDOM', 1, draws([0.9]))).toBe(4);
    expect(stepIndex(2, 5, 'RANDOM', 1, draws([0.45, 0.1]))).toBe(0);
    expect(stepIndex(2, 5, 'RANDOM', 1, draws([0.45, 0.45]))).toBe(3);
    expect(stepIndex(4, 5, 'RANDOM', -1, draws([0.99, 0.99]))).toBe(0);
    for (let i = 0; i < 500; i++) {
      const current = i % 3;
      expect(stepIndex(current, 3, 'RANDOM', 1)).not.toBe(current);
    }
  });

  it('a current song that is not in the list starts from the top', () => {
    expect(stepIndex(-1, 4, 'LISTLOOP', 1)).toBe(1);
    expect(stepIndex(-1, 4, 'SINGLECYCLE', 1)).toBe(0);
  });
});
