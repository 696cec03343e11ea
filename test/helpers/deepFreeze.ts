/** Freezes everything reachable: a write anywhere then throws (the sources run in strict mode). */
export function deepFreeze<T>(x: T): T {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return x;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
  return x;
}
