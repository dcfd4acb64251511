// The .pte's integrity checks and its assembly (program.fbs gives the whole layout): the compiler assembles a
// file from its flatbuffer and its constant segment, the loader checks the trailer and the flatbuffer's
// checksum before it parses anything, and each block of the constant segment against its hash as it reads it.
// So a corrupted file never reaches the flatbuffer verifier's blind spots or the driver, and no weight is used
// unchecked, while opening a program reads only its head.
//
// Both hashes detect every change of a single byte: each step of 64-bit FNV-1a (xor a byte, multiply by an
// odd prime mod 2^64) and of hash64 (below: a word into its lane, or a tail byte) is a bijection of the state
// for a fixed input and of the input for a fixed state, so two inputs differing in one byte end in different
// states. Neither is a signature: a crafted file can carry matching hashes.
#ifndef EDGE_RUNTIME_CHECKSUM_H
#define EDGE_RUNTIME_CHECKSUM_H

#include "edge/runtime/Error.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace edge {

const size_t kSealMagicSize = 8;
const size_t kTrailerSize = kSealMagicSize + 16; // magic, flatbuffer size, checksum
extern const char kSealMagic[kSealMagicSize + 1]; // "EDGESUM2"
/// Where the constant segment starts: edgec writes multiples of a page (a mapped segment's constants are then
/// page-aligned); the loader requires a multiple of 64.
const uint64_t kSegmentAlignment = 4096;
const uint64_t kMinSegmentAlignment = 64;
/// The constant segment's blocks, each with its hash: the unit in which weights are read and checked.
const uint32_t kConstantBlockSize = 256 * 1024;
const uint32_t kMinConstantBlockSize = 4096;
const uint32_t kMaxConstantBlockSize = 64u << 20;

const uint64_t kFnvOffsetBasis = 14695981039346656037ull;
uint64_t fnv1a64(const uint8_t *data, size_t size, uint64_t state = kFnvOffsetBasis);
/// A fast 64-bit hash (four 64-bit lanes over 32-byte stripes, about 10 GB/s) for the constant segment's
/// blocks, where FNV-1a's byte at a time would cost more than reading the weights. Little-endian loads.
uint64_t hash64(const uint8_t *data, size_t size);
/// hash64 of each `blockSize` bytes of `data` (the last block shorter): ConstantSegment.block_hashes.
std::vector<uint64_t> blockHashes(const uint8_t *data, uint64_t size, uint32_t blockSize);

/// The .pte file of a finished flatbuffer (whose ConstantSegment describes `segment`, and whose
/// signature_bytes is `signatureSize`): the flatbuffer, zero padding to kSegmentAlignment, the segment, the
/// signature (Signature.h), the trailer.
void assembleProgram(const uint8_t *flatbuffer, size_t flatbufferSize, const uint8_t *segment, uint64_t segmentSize,
                     std::vector<uint8_t> &out, const uint8_t *signature = nullptr, size_t signatureSize = 0);
void assembleProgram(const uint8_t *flatbuffer, size_t flatbufferSize, const uint8_t *segment, uint64_t segmentSize,
                     std::string &out, const uint8_t *signature = nullptr, size_t signatureSize = 0);

/// For tools that craft programs (tests, fuzzers, pte-craft): makes the checksum right again for a file whose
/// flatbuffer was edited in place, keeping its trailer's flatbuffer size; bytes without a valid trailer are
/// taken as a flatbuffer alone and given padding and a trailer (an empty constant segment).
void resealProgram(std::vector<uint8_t> &bytes);

/// Reads the trailer (the last kTrailerSize bytes of a file of `fileSize` bytes): its magic and the
/// flatbuffer's size, which must leave room for the trailer. An InvalidProgram error says what is wrong.
Error readTrailer(const uint8_t *trailer, uint64_t fileSize, uint64_t *flatbufferSize);
/// Checks the checksum the trailer stores against the flatbuffer's bytes.
Error checkFlatbufferSum(const uint8_t *flatbuffer, uint64_t flatbufferSize, const uint8_t *trailer);

} // namespace edge

#endif
