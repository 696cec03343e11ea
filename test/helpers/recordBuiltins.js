// Preloaded with `node -r`: prints `builtin <module>` on stderr at exit for each of Node's own
// modules the process loaded (process.moduleLoadList), so tests can check what a command pays for.
process.on('exit', () => {
  for (const entry of process.moduleLoadList) {
    if (entry.startsWith('NativeModule ')) process.stderr.write(`builtin ${entry.slice(13)}\n`);
  }
});
