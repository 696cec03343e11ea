/**
 * A map wider than the terminal is shown in strips, one under the other, each with its own ruler
 * and row labels: which columns go in each strip. As few strips as fit, as even as they can be.
 */

/**
 * Column ranges [from, to) covering `count` columns of `per` characters each, beside `fixed`
 * characters of row labels, each strip within `width`; a strip starts on a multiple of `step`
 * (where a ruler that marks every `step` columns has a mark), when a strip holds that many.
 */
export function strips(
  count: number,
  per: number,
  fixed: number,
  width: number,
  step = 1,
): [number, number][] {
  const room = Math.max(1, Math.floor((width - fixed) / per));
  if (count <= room) return [[0, count]];
  const most = room >= step ? room - (room % step) : room;
  const parts = Math.ceil(count / most);
  const even = Math.ceil(count / parts);
  const size = Math.min(most, room >= step ? Math.ceil(even / step) * step : even);
  const out: [number, number][] = [];
  for (let from = 0; from < count; from += size) out.push([from, Math.min(count, from + size)]);
  return out;
}
