// Allocates memory outside the V8 heap (as decoded images do), touching it so it is resident.
const hoard = [];
process.on('message', () => {
  const grow = () => {
    hoard.push(Buffer.alloc(32 * 1024 * 1024, 1));
    setTimeout(grow, 10);
  };
  grow();
});
