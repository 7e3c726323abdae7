// WebSocket frame headers (RFC 6455 §5.2) as the fan-out's two ends read them: the load generator's sockets read the
// server's frames (fanout-worker.ts), the floor reads the clients' (fanout-floor.ts).

/**
 * Where the frame at `offset` of `data` has its payload: the header's length (with the 4-byte mask of a masked frame)
 * and the payload's; null while the header or the payload has not all arrived.
 */
export function frameSpan(data: Buffer, offset: number): { header: number; length: number } | null {
  if (data.length - offset < 2) return null;
  const mask = data[offset + 1]! & 0x80 ? 4 : 0;
  let length = data[offset + 1]! & 0x7f;
  let header = 2;
  if (length === 126) {
    if (data.length - offset < 4) return null;
    length = data.readUInt16BE(offset + 2);
    header = 4;
  } else if (length === 127) {
    if (data.length - offset < 10) return null;
    length = data.readUInt32BE(offset + 6);
    header = 10;
  }
  header += mask;
  return data.length - offset < header + length ? null : { header, length };
}
