// Fills the V8 heap until the --max-old-space-size bound stops it.
const hoard = [];
process.on('message', () => {
  for (;;) hoard.push(new Array(100_000).fill({ n: hoard.length }));
});
