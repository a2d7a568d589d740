// The part of http_ece (dev dependency, no published types) the push test uses: decrypting a
// web push body as the browser does (RFC 8291, aes128gcm).
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
