/** ai/hash.ts fingerprint over the fast position: the same fields, in the same order. */
import { hashString, mix } from '../ai/hash';
import type { Fast } from './position';

const frac32 = (x: number): number => Math.floor(x * 4294967296) | 0;

export function fingerprint(f: Fast, kind: string): number {
  let h = f.seedHash;
  h = mix(h, f.c);
  h = mix(h, frac32(f.s0));
  h = mix(h, frac32(f.s1));
  h = mix(h, frac32(f.s2));
  h = mix(h, f.round);
  h = mix(h, f.cursor);
  h = mix(h, f.splitAsked);
  h = mix(h, f.nDecl);
  if (f.group) {
    h = mix(h, f.gStart);
    h = mix(h, f.nOrders);
    h = mix(h, f.gNext);
    if (f.attack) h = mix(h, f.aIndex * 8 + f.aStage);
  }
  h = mix(h, hashString(kind));
  h = mix(h, f.sideHash[f.reqSide]!);
  return h >>> 0;
}
