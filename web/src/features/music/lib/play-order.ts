/** Play modes of spec §4: they cycle RANDOM → LISTLOOP → SINGLECYCLE → RANDOM. */
export type PlayModel = 'RANDOM' | 'LISTLOOP' | 'SINGLECYCLE';

export const PLAY_MODELS: PlayModel[] = ['RANDOM', 'LISTLOOP', 'SINGLECYCLE'];
export const PLAY_MODEL_LABEL: Record<PlayModel, string> = { RANDOM: '随机播放', LISTLOOP: '列表循环', SINGLECYCLE: '单曲循环' };

export function nextPlayModel(model: PlayModel): PlayModel {
  return PLAY_MODELS[(PLAY_MODELS.indexOf(model) + 1) % PLAY_MODELS.length]!;
}

/**
 * The index to play after (direction 1) or before (-1) `current` in a list of
 * `length` songs. RANDOM draws an index other than the current one (a second
 * draw if the first repeats it, and a neighbour if that repeats too, so it
 * never repeats); LISTLOOP wraps both ways; SINGLECYCLE stays. One song: 0.
 */
export function stepIndex(
  current: number,
  length: number,
  model: PlayModel,
  direction: 1 | -1,
  random: () => number = Math.random,
): number {
  if (length <= 1) return 0;
  const from = current >= 0 && current < length ? current : 0;
  if (model === 'SINGLECYCLE') return from;
  if (model === 'LISTLOOP') return (from + direction + length) % length;
  let pick = Math.floor(random() * length);
  if (pick === from) pick = Math.floor(random() * length);
  if (pick === from) pick = (from + 1) % length;
  return pick;
}
