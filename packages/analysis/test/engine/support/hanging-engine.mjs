// Never answers, as a parser stuck in a loop would.
process.on('message', () => {});
