import { createHash } from 'node:crypto';

/**
 * A name-based UUID (version 5, RFC 9562 §5.5): the same name in the same namespace always gives
 * the same id. Statement ids derived from event ids this way let an LRS that receives a statement
 * twice recognise it, as xAPI asks of statement ids.
 */
export const uuidV5 = (name: string, namespace: string): string => {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
