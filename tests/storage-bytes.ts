/** The first bytes of each kind of file the buckets take: enough for the local stack's check. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const WEBP = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1');
export const MP4 = Buffer.concat([
  Buffer.from('00000018', 'hex'),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from('00000200', 'hex'),
  Buffer.from('isommp42', 'latin1'),
]);
