#include "edge/runtime/Signature.h"

#ifdef EDGE_SIGNATURES
#include <sodium.h>
#endif

namespace edge {

#ifdef EDGE_SIGNATURES
namespace {
Error initialized() {
  // sodium_init is safe to call again and from several threads; it picks the fastest implementations.
  if (sodium_init() < 0)
    return Error(ErrorCode::Unsupported, "libsodium failed to initialize");
  return Error::success();
}
} // namespace

bool signaturesSupported() { return true; }

Error generateSigningKey(uint8_t publicKey[kPublicKeyBytes], uint8_t secretKey[kSecretKeyBytes]) {
  EDGE_RETURN_IF_ERROR(initialized());
  crypto_sign_keypair(publicKey, secretKey);
  return Error::success();
}

Error signBytes(const uint8_t *data, size_t size, const uint8_t secretKey[kSecretKeyBytes],
                uint8_t signature[kSignatureBytes]) {
  EDGE_RETURN_IF_ERROR(initialized());
  if (crypto_sign_detached(signature, nullptr, data, size, secretKey) != 0)
    return Error(ErrorCode::InvalidArgument, "signing failed");
  return Error::success();
}

Error verifyBytes(const uint8_t *data, size_t size, const uint8_t signature[kSignatureBytes],
                  const uint8_t publicKey[kPublicKeyBytes]) {
  EDGE_RETURN_IF_ERROR(initialized());
  if (crypto_sign_verify_detached(signature, data, size, publicKey) != 0)
    return Error(ErrorCode::InvalidProgram,
                 "the program's signature is not valid for the trusted key (altered, or signed by another key)");
  return Error::success();
}

Error digest(const uint8_t *data, size_t size, uint8_t out[kBlockDigestBytes]) {
  EDGE_RETURN_IF_ERROR(initialized());
  crypto_generichash(out, kBlockDigestBytes, data, size, nullptr, 0);
  return Error::success();
}
#else
namespace {
Error unsupported() {
  return Error(ErrorCode::Unsupported,
               "this runtime was built without signature support (EDGEC_RUNTIME_SIGNATURES=OFF, no libsodium)");
}
} // namespace

bool signaturesSupported() { return false; }
Error generateSigningKey(uint8_t *, uint8_t *) { return unsupported(); }
Error signBytes(const uint8_t *, size_t, const uint8_t *, uint8_t *) { return unsupported(); }
Error verifyBytes(const uint8_t *, size_t, const uint8_t *, const uint8_t *) { return unsupported(); }
Error digest(const uint8_t *, size_t, uint8_t *) { return unsupported(); }
#endif

Error blockDigests(const uint8_t *segment, uint64_t size, uint32_t blockSize, std::vector<uint8_t> &out) {
  out.clear();
  for (uint64_t offset = 0; offset < size; offset += blockSize) {
    uint8_t d[kBlockDigestBytes];
    EDGE_RETURN_IF_ERROR(digest(segment + offset, size_t(size - offset < blockSize ? size - offset : blockSize), d));
    out.insert(out.end(), d, d + kBlockDigestBytes);
  }
  return Error::success();
}

} // namespace edge
