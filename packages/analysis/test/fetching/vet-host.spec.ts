import { describe, expect, it } from '@jest/globals';
import { isForbiddenAddress } from '../../src/fetching/address-policy.js';
import { vetHost, type HostLookup } from '../../src/fetching/vet-host.js';

const resolvesTo =
  (...addresses: string[]): HostLookup =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'not-an-ip',
  ])('refuses %s', (ip) => expect(isForbiddenAddress(ip)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (ip) => expect(isForbiddenAddress(ip)).toBe(false),
  );
});

describe('vetHost', () => {
  it('refuses a name resolving to loopback', async () => {
    expect(await vetHost('localtest.me', { lookup: resolvesTo('127.0.0.1') })).toBeNull();
  });

  it('refuses a name when any of its addresses is internal', async () => {
    expect(await vetHost('mixed.example', { lookup: resolvesTo('93.184.216.34', '10.0.0.5') })).toBeNull();
    expect(await vetHost('mixed.example', { lookup: resolvesTo('2606:4700::1', '::ffff:127.0.0.1') })).toBeNull();
  });

  it('refuses metadata and localhost names without resolving them', async () => {
    const lookup: HostLookup = async () => {
      throw new Error('must not resolve');
    };
    for (const name of ['metadata.google.internal', 'METADATA.google.internal.', 'localhost', 'a.localhost']) {
      expect(await vetHost(name, { lookup: resolvesTo('93.184.216.34') })).toBeNull();
      expect(await vetHost(name, { lookup })).toBeNull();
    }
  });

  it('refuses names that do not resolve', async () => {
    expect(await vetHost('nowhere.example', { lookup: resolvesTo() })).toBeNull();
    expect(
      await vetHost('nowhere.example', {
        lookup: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
    ).toBeNull();
  });

  it('returns the first address of a public name, and IP literals as they are', async () => {
    expect(await vetHost('example.com', { lookup: resolvesTo('93.184.216.34', '2606:2800::1') })).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    expect(await vetHost('[2606:4700::1111]')).toEqual({ address: '2606:4700::1111', family: 6 });
    expect(await vetHost('[::1]')).toBeNull();
    expect(await vetHost('169.254.169.254')).toBeNull();
  });
});
