// The .pte checksum trailer: the compiler seals a finished flatbuffer, the loader checks the seal before it
// parses anything, so a corrupted file never reaches the flatbuffer verifier's blind spots or the driver.
//
// Layout (program.fbs describes the whole file): FLATBUFFER | "EDGESUM1" | FNV-1a-64, the last 8 bytes
// little-endian, hashing every byte before them (the flatbuffer and the 8-byte magic). 64-bit FNV-1a
// detects every change of a single byte: each step (xor a byte, multiply by an odd prime mod 2^64) is a
// bijection of the state, so two inputs that differ in one byte end in different states.
#ifndef EDGE_RUNTIME_CHECKSUM_H
#define EDGE_RUNTIME_CHECKSUM_H

#include "edge/runtime/Error.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace edge {

const size_t kSealMagicSize = 8;
const size_t kSealSize = kSealMagicSize + 8;
extern const char kSealMagic[kSealMagicSize + 1]; // "EDGESUM1"

uint64_t fnv1a64(const uint8_t *data, size_t size);

/// Appends the trailer to a finished flatbuffer.
void sealProgram(std::string &bytes);
void sealProgram(std::vector<uint8_t> &bytes);

/// Checks the trailer of a whole file; on success *bodySize is the flatbuffer's size (the file less the
/// trailer). An InvalidProgram error says what is wrong.
Error checkSeal(const uint8_t *data, size_t size, size_t *bodySize);

} // namespace edge

#endif
