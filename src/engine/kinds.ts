/**
 * Requests and decisions correlated by kind. A game declares one table, `kind → { request,
 * decision }`; every per-kind handler map over it (applying, defaults, the computer, scripts,
 * prompts) is then checked for exhaustiveness by the compiler, and each handler receives the
 * request and decision of its own kind without casts.
 */

/** What one kind of question looks like, and its answer. Both name the kind and the side. */
export interface KindSpec {
  readonly request: { readonly kind: string; readonly side: string };
  readonly decision: { readonly kind: string; readonly side: string };
}

/** A game's table of kinds. */
export type KindTable = { readonly [kind: string]: KindSpec };

/** Any request of the table. */
export type RequestOf<T extends KindTable> = T[keyof T]['request'];
/** Any decision of the table. */
export type DecisionOf<T extends KindTable> = T[keyof T]['decision'];

/** The table of a game whose requests and decisions are two unions tagged by `kind`. */
export type KindsOf<
  Req extends { readonly kind: string; readonly side: string },
  Dec extends { readonly kind: Req['kind']; readonly side: string },
> = {
  readonly [K in Req['kind']]: {
    readonly request: Extract<Req, { readonly kind: K }>;
    readonly decision: Extract<Dec, { readonly kind: K }>;
  };
};

/** One function per kind, taking that kind's request (and `Args`) and returning `R`. */
export type RequestHandlers<T extends KindTable, Args extends unknown[], R> = {
  readonly [K in keyof T]: (request: T[K]['request'], ...args: Args) => R;
};

/** One function per kind, answering that kind's request with that kind's decision. */
export type DecisionHandlers<T extends KindTable, State> = {
  readonly [K in keyof T]: (state: State, request: T[K]['request']) => T[K]['decision'];
};

/** One function per kind, taking a decision and the request it answers. */
export type DecisionAppliers<T extends KindTable, Args extends unknown[], R> = {
  readonly [K in keyof T]: (decision: T[K]['decision'], request: T[K]['request'], ...args: Args) => R;
};

/** Calls the handler for the request's kind. */
export function onRequest<T extends KindTable, Args extends unknown[], R>(
  handlers: RequestHandlers<T, Args, R>,
  request: RequestOf<T>,
  ...args: Args
): R {
  // The one place the correlation between a request's kind and its handler is asserted.
  const handler = handlers[request.kind as keyof T] as (r: RequestOf<T>, ...a: Args) => R;
  return handler(request, ...args);
}

/** Answers the request with the handler for its kind. */
export function answer<T extends KindTable, State>(
  handlers: DecisionHandlers<T, State>,
  state: State,
  request: RequestOf<T>,
): DecisionOf<T> {
  const handler = handlers[request.kind as keyof T] as (s: State, r: RequestOf<T>) => DecisionOf<T>;
  return handler(state, request);
}

/** Applies a decision with the handler for its kind; the caller has checked it answers `request`. */
export function onDecision<T extends KindTable, Args extends unknown[], R>(
  appliers: DecisionAppliers<T, Args, R>,
  decision: DecisionOf<T>,
  request: RequestOf<T>,
  ...args: Args
): R {
  const apply = appliers[decision.kind as keyof T] as (d: DecisionOf<T>, r: RequestOf<T>, ...a: Args) => R;
  return apply(decision, request, ...args);
}

/**
 * Closes a switch over a request's or decision's kind: the compiler refuses the call when a kind
 * is left out (a switch whose cases may answer `undefined` is otherwise not checked).
 */
export function allKinds(left: never): never {
  throw new Error(`no case for kind ${(left as { kind?: string }).kind}`);
}
