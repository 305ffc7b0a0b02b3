// An engine process that is ended by a signal, as if from outside, a given number of times.
// input.path names a file whose first line is "<SIGNAL> <times>": each try appends a line, and the
// first <times> tries send that signal to the process itself; a later one answers with its pid as
// pageCount (so that tests can tell which process analysed the file).
import fs from 'node:fs';

process.on('message', ({ id, input }) => {
  const lines = fs.readFileSync(input.path, 'utf8').trim().split('\n');
  const [signal, times] = lines[0].split(' ');
  const tries = lines.length - 1;
  fs.appendFileSync(input.path, `try ${tries + 1} in ${process.pid}\n`);
  if (tries < Number(times)) return process.kill(process.pid, signal);
  const feedback = { score: 1, visibility: 'perfect', report: { results: {}, suggestions: {} } };
  process.send({ id, ok: true, result: { feedback, pageCount: process.pid, isSeizureInducing: false, preview: null } });
});
process.on('disconnect', () => process.exit(0));
