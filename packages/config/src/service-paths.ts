// The service paths of the site settings (`paths`: a type and a path each) that the front end reads, and the key a
// merchant's backend seals the online customer-service path with. Written here once: the player, the session
// package's sealing and the sandbox import them.

/** The type of the online customer-service path (spec: "type 3 paths are decrypted into the service link"). */
export const ONLINE_SERVICE_PATH_TYPE = 3;

/**
 * Whether the text is a service-path key: standard base64 of exactly 32 bytes (an AES-256 key), 44 characters
 * with one `=`. The last character before it carries only 4 bits, so only 16 letters may stand there.
 */
export function isServicePathKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/.test(value);
}
