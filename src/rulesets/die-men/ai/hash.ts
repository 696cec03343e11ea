/**
 * Deterministic "randomness" for the computer generals: a 32-bit fingerprint of the request and
 * the state (its RNG state, round and place in Resolve) mixed with a seed, and a small generator
 * started from it. A decision is then a pure function of (request, state, seed): no hidden state,
 * so the same battle replays the same way whatever source object answers it.
 */
import type { BattleState } from '../state';
import type { Request } from '../types';

/** FNV-1a over the string's UTF-16 code units; the 32 bits as a signed integer, as mix() gives. */
export function hashString(s: string, h = 0x811c9dc5): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h | 0;
}

/**
 * Mixes one 32-bit value into a hash (murmur3's finaliser steps). The result is the 32 bits as a
 * signed integer: a small integer to V8, where the unsigned form above 2^31 would be a boxed
 * number allocated at every step. fingerprint() hands out the unsigned form.
 */
export function mix(h: number, x: number): number {
  h = Math.imul(h ^ (x | 0), 0xcc9e2d51);
  h = (h << 15) | (h >>> 17);
  h = Math.imul(h, 0x1b873593);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h | 0;
}

const frac32 = (x: number): number => Math.floor(x * 4294967296) | 0;

/** A fingerprint of the question being asked: differs between any two requests of one battle. */
export function fingerprint(seedHash: number, request: Request, state: BattleState): number {
  let h = seedHash;
  const r = state.rng;
  h = mix(h, r.c);
  h = mix(h, frac32(r.s0));
  h = mix(h, frac32(r.s1));
  h = mix(h, frac32(r.s2));
  h = mix(h, state.round);
  h = mix(h, state.cursor);
  h = mix(h, state.splitAsked);
  h = mix(h, Object.keys(state.declarations).length);
  const g = state.group;
  if (g) {
    h = mix(h, g.start);
    h = mix(h, g.orders.length);
    h = mix(h, g.next);
    if (g.attack) h = mix(h, g.attack.index * 8 + g.attack.stage.length);
  }
  h = mix(h, hashString(request.kind));
  h = mix(h, hashString(request.side));
  return h >>> 0;
}

/** mulberry32: uniform numbers in [0, 1) from a 32-bit seed. */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
