import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { newMessageId, newSigningSecret, signedHeaders } from '../src/signature.js';

// The Standard Webhooks specification's published test vector (its libraries' "sign function works").
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  messageId: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

/** The specification's algorithm written out: HMAC-SHA256 keyed by the base64-decoded secret. */
function specSignature(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

describe('signedHeaders', () => {
  it("gives the specification's test vector", () => {
    const headers = signedHeaders(
      VECTOR.secret,
      VECTOR.messageId,
      new Date(VECTOR.timestamp * 1000 + 999),
      VECTOR.body,
    );
    expect(headers).toEqual({
      'webhook-id': VECTOR.messageId,
      'webhook-timestamp': String(VECTOR.timestamp),
      'webhook-signature': VECTOR.signature,
    });
    expect(specSignature(VECTOR.secret, VECTOR.messageId, String(VECTOR.timestamp), VECTOR.body)).toBe(
      VECTOR.signature,
    );
  });

  it('signs a new secret so that the specification and its library verify it, and nothing else', () => {
    const secret = newSigningSecret();
    const body = JSON.stringify({ type: 'content.analysed', timestamp: new Date().toISOString(), data: { hash: 'x' } });
    const headers = signedHeaders(secret, newMessageId(), new Date(), body);
    expect(headers['webhook-signature']).toBe(
      specSignature(secret, headers['webhook-id'], headers['webhook-timestamp'], body),
    );
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(`${body} `, { ...headers })).toThrow();
    expect(() => new Webhook(newSigningSecret()).verify(body, { ...headers })).toThrow();
  });
});

describe('secrets and message ids', () => {
  it('are whsec_ + base64 of 32 bytes, and msg_ + URL-safe base64 without a dot', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newSigningSecret()).not.toBe(secret);
    expect(newMessageId()).toMatch(/^msg_[A-Za-z0-9_-]{24}$/);
  });
});
