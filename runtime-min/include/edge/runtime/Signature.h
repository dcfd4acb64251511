// Signed programs: a .pte may carry an Ed25519 signature of its flatbuffer, and with it a BLAKE2b-256 digest
// of each block of its constant segment (ConstantSegment.block_digests; program.fbs gives the layout). The
// flatbuffer holds the digests, so the signature covers the weights too: with a trusted public key required
// (ModelOptions::publicKey, edge-run --public-key), an unsigned program, one signed by another key, a changed
// flatbuffer and a changed weight are all refused, the weights block by block as they are read, before any
// kernel or dispatch uses them. (The block hashes every program carries catch accidents, not forgeries: hash64
// is no cryptographic hash.) libsodium does the cryptography; a runtime built without it
// (EDGEC_RUNTIME_SIGNATURES=OFF) refuses to check signatures rather than skip them.
#ifndef EDGE_RUNTIME_SIGNATURE_H
#define EDGE_RUNTIME_SIGNATURE_H

#include "edge/runtime/Error.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace edge {

const size_t kPublicKeyBytes = 32;
const size_t kSecretKeyBytes = 64;
const size_t kSignatureBytes = 64;
const size_t kBlockDigestBytes = 32;

/// Whether this build checks and makes signatures.
bool signaturesSupported();
/// A new key pair.
Error generateSigningKey(uint8_t publicKey[kPublicKeyBytes], uint8_t secretKey[kSecretKeyBytes]);
/// The Ed25519 signature of `size` bytes at `data`.
Error signBytes(const uint8_t *data, size_t size, const uint8_t secretKey[kSecretKeyBytes],
                uint8_t signature[kSignatureBytes]);
/// Whether `signature` is `publicKey`'s signature of the bytes.
Error verifyBytes(const uint8_t *data, size_t size, const uint8_t signature[kSignatureBytes],
                  const uint8_t publicKey[kPublicKeyBytes]);
/// BLAKE2b-256 of each `blockSize` bytes of the segment (the last block shorter), concatenated.
Error blockDigests(const uint8_t *segment, uint64_t size, uint32_t blockSize, std::vector<uint8_t> &out);
/// BLAKE2b-256 of `size` bytes.
Error digest(const uint8_t *data, size_t size, uint8_t out[kBlockDigestBytes]);

} // namespace edge

#endif
