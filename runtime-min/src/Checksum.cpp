#include "edge/runtime/Checksum.h"

#include <cstring>

namespace edge {

const char kSealMagic[kSealMagicSize + 1] = "EDGESUM2";

uint64_t fnv1a64(const uint8_t *data, size_t size, uint64_t state) {
  for (size_t i = 0; i < size; ++i) {
    state ^= data[i];
    state *= 1099511628211ull;
  }
  return state;
}

namespace {
// Odd constants (the golden ratio's and splitmix64's): multiplying by one is a bijection mod 2^64.
const uint64_t kMul1 = 0x9E3779B97F4A7C15ull, kMul2 = 0xBF58476D1CE4E5B9ull, kMul3 = 0x94D049BB133111EBull;

inline uint64_t rotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }
inline uint64_t load64(const uint8_t *p) {
  uint64_t v = 0;
  for (int i = 0; i < 8; ++i) // byte by byte: little-endian on every host; compilers make it one load
    v |= uint64_t(p[i]) << (8 * i);
  return v;
}
/// A bijection of `lane` for a fixed `word` and of `word` for a fixed `lane`.
inline uint64_t mixWord(uint64_t lane, uint64_t word) { return rotl(lane ^ (word * kMul1), 29) * kMul2; }

void storeU64(uint8_t *p, uint64_t v) {
  for (int i = 0; i < 8; ++i)
    p[i] = uint8_t(v >> (8 * i));
}

template <typename Bytes>
void assemble(const uint8_t *flatbuffer, size_t flatbufferSize, const uint8_t *segment, uint64_t segmentSize,
              Bytes &out, const uint8_t *signature, size_t signatureSize) {
  const uint64_t segmentOffset = (flatbufferSize + kSegmentAlignment - 1) / kSegmentAlignment * kSegmentAlignment;
  out.assign(size_t(segmentOffset + segmentSize + signatureSize + kTrailerSize), 0);
  uint8_t *base = reinterpret_cast<uint8_t *>(&out[0]);
  if (flatbufferSize) // memcpy's pointers must not be null, even for no bytes (an empty vector's data())
    memcpy(base, flatbuffer, flatbufferSize);
  if (segmentSize)
    memcpy(base + segmentOffset, segment, size_t(segmentSize));
  if (signatureSize)
    memcpy(base + segmentOffset + segmentSize, signature, signatureSize);
  uint8_t *trailer = base + segmentOffset + segmentSize + signatureSize;
  memcpy(trailer, kSealMagic, kSealMagicSize);
  storeU64(trailer + kSealMagicSize, flatbufferSize);
  uint64_t h = fnv1a64(base, flatbufferSize);
  storeU64(trailer + 16, fnv1a64(trailer, 16, h));
}
} // namespace

uint64_t hash64(const uint8_t *data, size_t size) {
  uint64_t lanes[4] = {kMul1, kMul2, kMul3, kMul1 ^ kMul2};
  size_t i = 0;
  for (; i + 32 <= size; i += 32)
    for (int l = 0; l < 4; ++l)
      lanes[l] = mixWord(lanes[l], load64(data + i + 8 * l));
  // Folding the lanes is a bijection of each lane with the others fixed; the tail bytes go in as FNV-1a steps.
  uint64_t h = uint64_t(size) * kMul3;
  for (int l = 0; l < 4; ++l)
    h = (rotl(h, 27) ^ lanes[l]) * kMul1;
  h = fnv1a64(data + i, size - i, h);
  h ^= h >> 31; // avalanche: xor-shifts and odd multiplies are bijections
  h *= kMul2;
  h ^= h >> 29;
  return h;
}

std::vector<uint64_t> blockHashes(const uint8_t *data, uint64_t size, uint32_t blockSize) {
  std::vector<uint64_t> hashes;
  for (uint64_t offset = 0; offset < size; offset += blockSize)
    hashes.push_back(hash64(data + offset, size_t(size - offset < blockSize ? size - offset : blockSize)));
  return hashes;
}

void assembleProgram(const uint8_t *flatbuffer, size_t flatbufferSize, const uint8_t *segment, uint64_t segmentSize,
                     std::vector<uint8_t> &out, const uint8_t *signature, size_t signatureSize) {
  assemble(flatbuffer, flatbufferSize, segment, segmentSize, out, signature, signatureSize);
}
void assembleProgram(const uint8_t *flatbuffer, size_t flatbufferSize, const uint8_t *segment, uint64_t segmentSize,
                     std::string &out, const uint8_t *signature, size_t signatureSize) {
  assemble(flatbuffer, flatbufferSize, segment, segmentSize, out, signature, signatureSize);
}

void resealProgram(std::vector<uint8_t> &bytes) {
  uint64_t flatbufferSize = 0;
  if (bytes.size() >= kTrailerSize && readTrailer(&bytes[bytes.size() - kTrailerSize], bytes.size(), &flatbufferSize).ok()) {
    uint8_t *trailer = &bytes[bytes.size() - kTrailerSize];
    storeU64(trailer + 16, fnv1a64(trailer, 16, fnv1a64(bytes.data(), size_t(flatbufferSize))));
    return;
  }
  std::vector<uint8_t> flatbuffer;
  flatbuffer.swap(bytes);
  assembleProgram(flatbuffer.data(), flatbuffer.size(), nullptr, 0, bytes);
}

Error readTrailer(const uint8_t *trailer, uint64_t fileSize, uint64_t *flatbufferSize) {
  if (fileSize < kTrailerSize + 8)
    return Error(ErrorCode::InvalidProgram,
                 formatMessage("file of %llu bytes is too short to be a .pte", (unsigned long long)fileSize));
  if (memcmp(trailer, "EDGESUM1", kSealMagicSize) == 0)
    return Error(ErrorCode::InvalidProgram, "the .pte has format version 8 or older (its constants inside the "
                                            "flatbuffer): compile the model again with this edgec");
  if (memcmp(trailer, kSealMagic, kSealMagicSize) != 0)
    return Error(ErrorCode::InvalidProgram,
                 "the .pte is corrupt or truncated: it does not end in an EDGESUM2 trailer");
  uint64_t size = load64(trailer + kSealMagicSize);
  if (size < 8 || size > fileSize - kTrailerSize)
    return Error(ErrorCode::InvalidProgram,
                 formatMessage("the .pte is corrupt or truncated: its trailer gives a flatbuffer of %llu bytes in a "
                               "file of %llu",
                               (unsigned long long)size, (unsigned long long)fileSize));
  *flatbufferSize = size;
  return Error::success();
}

Error checkFlatbufferSum(const uint8_t *flatbuffer, uint64_t flatbufferSize, const uint8_t *trailer) {
  uint64_t stored = load64(trailer + 16);
  uint64_t computed = fnv1a64(trailer, 16, fnv1a64(flatbuffer, size_t(flatbufferSize)));
  if (stored != computed)
    return Error(ErrorCode::InvalidProgram,
                 formatMessage("the .pte is corrupt or truncated: checksum mismatch (stored %016llx, computed %016llx)",
                               (unsigned long long)stored, (unsigned long long)computed));
  return Error::success();
}

} // namespace edge
