// Preloaded into a service process by a test (NODE_OPTIONS=--import): a bug on demand. SIGUSR2
// throws from a callback no code catches; SIGPWR rejects a promise no code handles.
process.on('SIGUSR2', () => {
  setImmediate(() => {
    throw new Error('a planted bug: thrown where nothing catches it');
  });
});
process.on('SIGPWR', () => {
  void Promise.reject(new Error('a planted bug: a rejection nothing handles'));
});
