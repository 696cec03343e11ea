/**
 * A short, stable fingerprint of plain data: keys are sorted, so two equal states hash alike however
 * they were built. Used for round hashes in battle logs and for scenario hashes. Not cryptographic:
 * it catches accidental divergence and casual edits, which is what a replay check needs.
 */

/** JSON with object keys sorted at every level; `undefined` fields are dropped as JSON does. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const s = JSON.stringify(value);
    return s === undefined ? 'null' : s;
  }
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(obj).sort()) {
    if (obj[key] === undefined) continue;
    parts.push(`${JSON.stringify(key)}:${stableStringify(obj[key])}`);
  }
  return `{${parts.join(',')}}`;
}

/** Two independent 32-bit FNV-1a passes (different offsets), printed as 16 hex digits. */
export function stableHash(value: unknown): string {
  const text = stableStringify(value);
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193) >>> 0;
    b = (b ^ (b >>> 15)) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}
