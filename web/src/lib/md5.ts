// Incremental MD5 (RFC 1321) for upload checksums: Web Crypto has no MD5, and S3's Content-MD5
// needs it. Fed in chunks so a large file is never read into memory at once.

const S = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 4,
  11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
];
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

export class Md5 {
  private state = new Uint32Array([0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]);
  private buffer = new Uint8Array(64);
  private buffered = 0;
  private length = 0;
  private readonly words = new Uint32Array(16);

  update(bytes: Uint8Array): this {
    this.length += bytes.length;
    let offset = 0;
    if (this.buffered) {
      const take = Math.min(64 - this.buffered, bytes.length);
      this.buffer.set(bytes.subarray(0, take), this.buffered);
      this.buffered += take;
      offset = take;
      if (this.buffered < 64) return this;
      this.block(this.buffer, 0);
      this.buffered = 0;
    }
    for (; offset + 64 <= bytes.length; offset += 64) this.block(bytes, offset);
    this.buffer.set(bytes.subarray(offset), 0);
    this.buffered = bytes.length - offset;
    return this;
  }

  digest(): Uint8Array {
    const bits = this.length * 8;
    const padding = new Uint8Array((this.buffered < 56 ? 56 : 120) - this.buffered + 8);
    padding[0] = 0x80;
    const view = new DataView(padding.buffer);
    view.setUint32(padding.length - 8, bits >>> 0, true);
    view.setUint32(padding.length - 4, Math.floor(bits / 2 ** 32), true);
    this.update(padding);
    const out = new Uint8Array(16);
    const outView = new DataView(out.buffer);
    for (const [i, word] of this.state.entries()) outView.setUint32(i * 4, word, true);
    return out;
  }

  private block(bytes: Uint8Array, offset: number): void {
    const w = this.words;
    for (let i = 0; i < 16; i += 1) {
      const j = offset + i * 4;
      w[i] = (bytes[j]! | (bytes[j + 1]! << 8) | (bytes[j + 2]! << 16) | (bytes[j + 3]! << 24)) >>> 0;
    }
    let [a, b, c, d] = this.state as unknown as [number, number, number, number];
    for (let i = 0; i < 64; i += 1) {
      let f: number;
      let g: number;
      if (i < 16) [f, g] = [(b & c) | (~b & d), i];
      else if (i < 32) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16];
      else if (i < 48) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16];
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16];
      const sum = (a + f + K[i]! + w[g]!) >>> 0;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << S[i]!) | (sum >>> (32 - S[i]!)))) >>> 0;
    }
    this.state[0] = (this.state[0]! + a) >>> 0;
    this.state[1] = (this.state[1]! + b) >>> 0;
    this.state[2] = (this.state[2]! + c) >>> 0;
    this.state[3] = (this.state[3]! + d) >>> 0;
  }
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/**
 * Base64 MD5 of a file (what Content-MD5 and the direct-upload checksum carry), read in chunks of
 * `chunkBytes` (the spec's 2 MB); `onProgress` gets the fraction read.
 */
export async function fileMd5Base64(
  file: Blob,
  chunkBytes: number,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const md5 = new Md5();
  for (let start = 0; start < file.size; start += chunkBytes) {
    signal?.throwIfAborted();
    md5.update(new Uint8Array(await file.slice(start, start + chunkBytes).arrayBuffer()));
    onProgress?.(Math.min(1, (start + chunkBytes) / file.size));
  }
  return toBase64(md5.digest());
}
