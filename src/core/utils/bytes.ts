/**
 * A byte view that owns the whole of its `ArrayBuffer`: the view itself when it already does, else
 * a copy of just its bytes. Needed wherever the buffer leaves the view: transferring it to another
 * Worker (which would detach every other view of a shared buffer) or handing a bare `ArrayBuffer`
 * to a library (which would read the bytes outside the view).
 */
export function ownedBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) {
    return bytes as Uint8Array<ArrayBuffer>;
  }
  return bytes.slice();
}
