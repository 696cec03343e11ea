/**
 * `once(build)`: a function that builds its value on the first call and returns the same value on
 * every call after. For values a module would otherwise build when it loads though most runs never
 * read them: the games' zod schemas, of which a command reads one game's (issue 23).
 */
export function once<T>(build: () => T): () => T {
  let value: T;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}
