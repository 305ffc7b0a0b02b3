// Preloaded into a service process by a test (NODE_OPTIONS=--import): dns.promises.lookup answers
// the names of the JSON file TEST_DNS_FILE ({"name": "address"}) as it reads at each lookup, so a
// test can change what a name resolves to while the service runs; other names resolve as usual.
import fs from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { isIP } from 'node:net';

const require = createRequire(import.meta.url);
const dnsPromises = require('node:dns/promises');
const systemLookup = dnsPromises.lookup;

dnsPromises.lookup = async (hostname, options = {}) => {
  const address = JSON.parse(fs.readFileSync(process.env.TEST_DNS_FILE, 'utf8'))[hostname];
  if (address === undefined) return systemLookup(hostname, options);
  const answer = { address, family: isIP(address) };
  return options.all ? [answer] : answer;
};
syncBuiltinESMExports();
