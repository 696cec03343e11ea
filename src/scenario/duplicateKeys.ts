/**
 * Keys written twice in one mapping, found in one pass over the parsed document. The yaml
 * library's own check (uniqueKeys) compares every key with every key before it, which is
 * quadratic: 40,000 keys took nearly a minute (issue #22). Here each mapping keeps a Set.
 * Iterative, not recursive: it runs before the depth check, on documents nested thousands deep.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml';

export interface DuplicateKey {
  /** The key as written, e.g. "name". */
  readonly key: string;
  /** Offset of the second (or later) occurrence. */
  readonly offset: number;
  /** Offset of the first. */
  readonly firstOffset: number;
}

export function duplicateKeys(doc: Document): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      const seen = new Map<string, number>();
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        if (isScalar(pair.key)) {
          // As the key becomes a property name: 1 and "1" are the same field.
          const key = String(pair.key.value);
          const offset = pair.key.range?.[0] ?? 0;
          const first = seen.get(key);
          if (first === undefined) seen.set(key, offset);
          else found.push({ key, offset, firstOffset: first });
        }
        if (pair.value && !isAlias(pair.value)) stack.push(pair.value);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) if (item && !isAlias(item)) stack.push(item as Node);
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}
