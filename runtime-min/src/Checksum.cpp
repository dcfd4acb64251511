#include "edge/runtime/Checksum.h"

#include <cstring>

namespace edge {

const char kSealMagic[kSealMagicSize + 1] = "EDGESUM1";

uint64_t fnv1a64(const uint8_t *data, size_t size) {
  uint64_t h = 14695981039346656037ull;
  for (size_t i = 0; i < size; ++i) {
    h ^= data[i];
    h *= 1099511628211ull;
  }
  return h;
}

namespace {
/// Writes the magic, then the hash of everything up to and including it.
void storeTrailer(uint8_t *trailer, const uint8_t *base, size_t hashedSize) {
  memcpy(trailer, kSealMagic, kSealMagicSize);
  uint64_t h = fnv1a64(base, hashedSize);
  for (int i = 0; i < 8; ++i)
    trailer[kSealMagicSize + i] = uint8_t(h >> (8 * i));
}
} // namespace

void sealProgram(std::vector<uint8_t> &bytes) {
  size_t body = bytes.size();
  bytes.resize(body + kSealSize);
  storeTrailer(&bytes[body], bytes.data(), body + kSealMagicSize);
}

void sealProgram(std::string &bytes) {
  size_t body = bytes.size();
  bytes.resize(body + kSealSize);
  uint8_t *base = reinterpret_cast<uint8_t *>(&bytes[0]);
  storeTrailer(base + body, base, body + kSealMagicSize);
}

Error checkSeal(const uint8_t *data, size_t size, size_t *bodySize) {
  if (size < kSealSize || memcmp(data + size - kSealSize, kSealMagic, kSealMagicSize) != 0)
    return Error(ErrorCode::InvalidProgram,
                 "the .pte is corrupt or truncated: it does not end in an EDGESUM1 checksum trailer (or was "
                 "written by an edgec older than format version 2)");
  uint64_t stored = 0;
  for (int i = 0; i < 8; ++i)
    stored |= uint64_t(data[size - 8 + i]) << (8 * i);
  uint64_t computed = fnv1a64(data, size - 8);
  if (stored != computed)
    return Error(ErrorCode::InvalidProgram,
                 formatMessage("the .pte is corrupt or truncated: checksum mismatch (stored %016llx, computed %016llx)",
                               (unsigned long long)stored, (unsigned long long)computed));
  *bodySize = size - kSealSize;
  return Error::success();
}

} // namespace edge
