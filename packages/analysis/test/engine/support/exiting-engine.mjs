// Dies on the first request, as a native crash would.
process.on('message', () => process.exit(3));
