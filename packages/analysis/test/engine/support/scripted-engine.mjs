// An engine process that does what the file's name says, and answers with its own pid as pageCount
// so that tests can tell which process analysed a file.
//   /ok            answers at once          /error      answers with an error
//   /hold-<MB>     answers, keeping MB of native memory
//   /warm-dies     dies if it has analysed a file before, else answers
//   /slow-<ms>     answers after ms         /spin       never answers, busy in a synchronous loop
//   /transient     answers with an error that is not the file's (retried by the queue)
//   /office        tells what its warm LibreOffice processes did (a conversion, a member recycled), then answers
let served = 0;
const held = [];

process.on('message', ({ id, input }) => {
  served++;
  const name = input.path;
  const answer = () => {
    const feedback = { score: 1, visibility: 'perfect', report: { results: {}, suggestions: {} } };
    process.send({
      id,
      ok: true,
      result: { feedback, pageCount: process.pid, isSeizureInducing: false, preview: null },
    });
  };
  if (name === '/error') return process.send({ id, ok: false, message: 'The file is damaged' });
  if (name === '/transient')
    return process.send({ id, ok: false, message: 'OCR failed: worker crashed', transient: true });
  if (name.startsWith('/hold-')) {
    const buffer = Buffer.alloc(Number(name.slice(6)) * 1024 * 1024, 1);
    held.push(buffer);
    return answer();
  }
  if (name === '/office') {
    for (const libreOffice of [
      { usage: { busy: 1, idle: 0, waiting: 0 } },
      { conversion: 'success' },
      { restart: 'recycle' },
      { usage: { busy: 0, idle: 1, waiting: 0 } },
    ]) {
      process.send({ libreOffice });
    }
    return answer();
  }
  if (name === '/warm-dies') return served > 1 ? process.exit(9) : answer();
  if (name.startsWith('/slow-')) return setTimeout(answer, Number(name.slice(6)));
  if (name === '/spin') for (;;);
  return answer();
});
process.on('disconnect', () => process.exit(0));
