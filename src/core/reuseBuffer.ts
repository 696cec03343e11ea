/**
 * A zeroed buffer of at least `bytes`: `spare` cleared when it is big enough, else a new one. A new
 * ArrayBuffer is an allocation outside the heap (about a microsecond, and garbage to sweep), so
 * typed-array tables rebuilt as a battle goes on take again a buffer their last build left over.
 * The caller makes sure nothing reads the spare's old views any more.
 */
export function reuseBuffer(spare: ArrayBuffer | null | undefined, bytes: number): ArrayBuffer {
  if (spare === null || spare === undefined || spare.byteLength < bytes) return new ArrayBuffer(bytes);
  new Uint8Array(spare, 0, bytes).fill(0);
  return spare;
}
