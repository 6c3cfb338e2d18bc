/** Bytes as unpadded base64url (RFC 4648 §5): the frame's nonces, secrets and device-key encodings. */
export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
