#include "edge/runtime/Program.h"
#include "TestPrograms.h"
#include "edge/runtime/SizeExpr.h"
#include "edge/runtime/Model.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <type_traits>
#include <unistd.h>
#include "edge/schema/program_generated.h"

using namespace edgetest;

TEST_CASE("a well-formed program loads", "[program]") {
  edge::Result<edge::Program> p = edge::Program::load(build(addProgram()));
  REQUIRE(p.ok());
  CHECK(p.value().values().size() == 3);
  CHECK(p.value().numInputs() == 2);
  CHECK(p.value().value(2).numel == 6);
  CHECK_FALSE(p.value().hasVulkanPartitions());
}

TEST_CASE("every truncation of a program is rejected", "[program]") {
  std::vector<uint8_t> bytes = build(addProgram());
  for (size_t n = 0; n < bytes.size(); ++n) {
    edge::Result<edge::Program> p = edge::Program::load(std::vector<uint8_t>(bytes.begin(), bytes.begin() + n));
    INFO("truncated to " << n << " of " << bytes.size() << " bytes");
    REQUIRE_FALSE(p.ok());
    CHECK(p.error().code() == edge::ErrorCode::InvalidProgram);
  }
}

TEST_CASE("corrupted bytes never crash the loader", "[program]") {
  // The flatbuffer is corrupted and then sealed again, as a bug (not a bit flip) would write it: the
  // checksum passes, so this exercises the verifier and the bounds checks behind it.
  ProgramSpec spec = addProgram();
  spec.seal = false;
  std::vector<uint8_t> good = build(spec);
  uint32_t state = 12345;
  size_t rejected = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    std::vector<uint8_t> bytes = good;
    for (int k = 0; k < 3; ++k) {
      state = state * 1664525u + 1013904223u;
      bytes[(state >> 8) % bytes.size()] ^= uint8_t(1u << (state % 8));
    }
    edge::resealProgram(bytes);
    edge::Result<edge::Program> p = edge::Program::load(bytes);
    if (!p.ok())
      ++rejected;
    else {
      // Anything accepted must have passed every bound check.
      for (const edge::TensorInfo &t : p.value().values())
        CHECK(t.nbytes == uint64_t(t.numel) * edge::elementSize(t.dtype));
    }
  }
  CHECK(rejected > 0);
}

TEST_CASE("flipping any single byte of a Vulkan program is rejected", "[program][checksum]") {
  // At open, or, for a byte of the constant segment (which opening does not read), when its block is read.
  ProgramSpec spec = vulkanProgram();
  spec.constants.assign(5000, 0);
  for (size_t i = 0; i < spec.constants.size(); ++i)
    spec.constants[i] = uint8_t(i * 7);
  std::vector<uint8_t> good = build(spec);
  REQUIRE(edge::Program::load(good).ok());
  REQUIRE(edge::Program::load(good).value().hasVulkanPartitions());
  REQUIRE(edge::Program::load(good).value().checkConstants(0, 5000).ok());
  const size_t segment = good.size() - edge::kTrailerSize - spec.constants.size();
  for (size_t i = 0; i < good.size(); ++i)
    for (uint8_t flip : {uint8_t(0x01), uint8_t(0x80), uint8_t(0xff)}) {
      std::vector<uint8_t> bytes = good;
      bytes[i] ^= flip;
      edge::Result<edge::Program> p = edge::Program::load(bytes);
      INFO("byte " << i << " of " << good.size() << " xor " << int(flip));
      edge::Error e = p.ok() ? p.value().checkConstants(0, 5000) : p.error();
      REQUIRE_FALSE(e.ok());
      CHECK(e.code() == edge::ErrorCode::InvalidProgram);
      CHECK(p.ok() == (i >= segment && i < segment + spec.constants.size()));
      if (p.ok()) {
        std::vector<uint8_t> copy(5000);
        CHECK_FALSE(p.value().readConstants(0, 5000, copy.data()).ok());
      }
    }
}

namespace {
/// The inverse of an odd number mod 2^64 (Newton's iteration: each step doubles the correct low bits).
uint64_t inverseOdd(uint64_t k) {
  uint64_t x = k;
  for (int i = 0; i < 6; ++i)
    x *= 2 - k * x;
  return x;
}
uint64_t rotr(uint64_t x, int r) { return (x >> r) | (x << (64 - r)); }
uint64_t word(const std::vector<uint8_t> &b, size_t at) {
  uint64_t v;
  memcpy(&v, &b[at], 8);
  return v;
}
} // namespace

TEST_CASE("a signed program: unsigned, re-signed, altered and forged programs are refused", "[program][signature]") {
  uint8_t publicA[edge::kPublicKeyBytes], publicB[edge::kPublicKeyBytes];
  std::vector<uint8_t> secretA(edge::kSecretKeyBytes), secretB(edge::kSecretKeyBytes);
  if (!edge::signaturesSupported()) {
    // Built without libsodium (EDGEC_RUNTIME_SIGNATURES=OFF): signing and checking are refused, never skipped.
    CHECK(edge::generateSigningKey(publicA, secretA.data()).code() == edge::ErrorCode::Unsupported);
    edge::Result<edge::Program> unsignedProgram = edge::Program::load(build(addProgram()));
    REQUIRE(unsignedProgram.ok());
    CHECK_FALSE(unsignedProgram.value().requireSignature(publicA).ok());
    return;
  }
  REQUIRE(edge::generateSigningKey(publicA, secretA.data()).ok());
  REQUIRE(edge::generateSigningKey(publicB, secretB.data()).ok());
  ProgramSpec spec = addProgram();
  spec.constants.resize(edge::kConstantBlockSize + 1000); // two blocks
  for (size_t i = 0; i < spec.constants.size(); ++i)
    spec.constants[i] = uint8_t((i * 2654435761u) >> 13);
  spec.secretKey = secretA;
  const std::vector<uint8_t> good = build(spec);
  const uint64_t size = spec.constants.size();

  edge::Result<edge::Program> p = edge::Program::load(good);
  REQUIRE(p.ok());
  CHECK(p.value().isSigned());
  REQUIRE(p.value().requireSignature(publicA).ok());
  CHECK(p.value().checkConstants(0, size).ok());

  // In memory others could change (a mapping, the caller's bytes): once its signature is required, the program
  // uses copies of what was checked, never the bytes in place.
  p = edge::Program::view(good.data(), good.size());
  REQUIRE(p.ok());
  CHECK(p.value().constantsInPlace() != nullptr);
  REQUIRE(p.value().requireSignature(publicA).ok());
  CHECK(p.value().constantsInPlace() == nullptr);
  CHECK(p.value().checkConstants(0, size).ok());
  CHECK(p.value().checkConstants(size, 0).ok()); // an empty range

  p = edge::Program::load(good); // another key
  REQUIRE(p.ok());
  CHECK(p.value().requireSignature(publicB).message().find("not valid") != std::string::npos);

  spec.secretKey.clear(); // unsigned
  p = edge::Program::load(build(spec));
  REQUIRE(p.ok());
  CHECK_FALSE(p.value().isSigned());
  CHECK(p.value().requireSignature(publicA).message().find("not signed") != std::string::npos);

  spec.secretKey = secretB; // signed, by another key
  p = edge::Program::load(build(spec));
  REQUIRE(p.ok());
  CHECK_FALSE(p.value().requireSignature(publicA).ok());

  // The flatbuffer changed (its first output's index), the checksum made right again: it opens, unsigned checks
  // pass, the signature does not.
  std::vector<uint8_t> altered = good;
  const edge::schema::Program &fb = *edge::schema::GetProgram(altered.data());
  *const_cast<uint32_t *>(fb.outputs()->data()) = 1;
  edge::resealProgram(altered);
  p = edge::Program::load(altered);
  REQUIRE(p.ok());
  CHECK(p.value().requireSignature(publicA).message().find("not valid") != std::string::npos);

  // Forged weights: two words of block 0 changed so that its hash64 stays the same (hash64 is no cryptographic
  // hash: its lane steps invert). Without a signature required the forgery passes; with one, the block's
  // signed BLAKE2b digest refuses it.
  std::vector<uint8_t> forged = good;
  const size_t segment = forged.size() - edge::kTrailerSize - edge::kSignatureBytes - size_t(size);
  const uint64_t k1 = 0x9E3779B97F4A7C15ull, k2 = 0xBF58476D1CE4E5B9ull; // hash64's lane multipliers
  auto mix = [&](uint64_t lane, uint64_t w) {
    uint64_t x = lane ^ (w * k1);
    return ((x << 29) | (x >> 35)) * k2;
  };
  const uint64_t lane0 = k1; // lane 0's start; it takes the words at 0 and 32
  const uint64_t target = mix(mix(lane0, word(forged, segment)), word(forged, segment + 32));
  const uint64_t w0 = word(forged, segment) ^ 0xff;
  const uint64_t w1 = (rotr(target * inverseOdd(k2), 29) ^ mix(lane0, w0)) * inverseOdd(k1);
  memcpy(&forged[segment], &w0, 8);
  memcpy(&forged[segment + 32], &w1, 8);
  REQUIRE(edge::hash64(&forged[segment], edge::kConstantBlockSize) ==
          edge::hash64(&good[segment], edge::kConstantBlockSize));
  p = edge::Program::load(forged);
  REQUIRE(p.ok());
  CHECK(p.value().checkConstants(0, size).ok()); // what a checksum alone cannot catch
  REQUIRE(p.value().requireSignature(publicA).ok());
  edge::Error e = p.value().checkConstants(0, size);
  CHECK(e.message().find("signed digest") != std::string::npos);
  std::vector<uint8_t> weights(static_cast<size_t>(size));
  CHECK_FALSE(p.value().readConstants(0, size, weights.data()).ok());

  // A Model given the key refuses the unsigned program before anything else.
  spec.secretKey.clear();
  edge::Result<edge::Program> unsignedProgram = edge::Program::load(build(spec));
  REQUIRE(unsignedProgram.ok());
  edge::ModelOptions options;
  options.publicKey = publicA;
  edge::Result<std::unique_ptr<edge::Model> > model = edge::Model::load(unsignedProgram.take(), options);
  REQUIRE_FALSE(model.ok());
  CHECK(model.error().message().find("not signed") != std::string::npos);
}

TEST_CASE("the checksum trailer is required and checked", "[program][checksum]") {
  ProgramSpec s = addProgram();
  s.seal = false;
  std::vector<uint8_t> unsealed = build(s);
  edge::Result<edge::Program> p = edge::Program::load(unsealed);
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("EDGESUM2") != std::string::npos);

  // A flip in the flatbuffer fails the checksum, not the flatbuffer verifier; one in the padding after it
  // is refused too (nothing unchecked lies between the flatbuffer and the segment).
  std::vector<uint8_t> bytes = build(addProgram());
  bytes[bytes.size() - edge::kTrailerSize - 1] ^= 1;
  p = edge::Program::load(bytes);
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("not zero") != std::string::npos);
  bytes = build(addProgram());
  bytes[40] ^= 1;
  p = edge::Program::load(bytes);
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("checksum mismatch") != std::string::npos);

  // FNV-1a-64's reference values.
  CHECK(edge::fnv1a64(nullptr, 0) == 0xcbf29ce484222325ull);
  CHECK(edge::fnv1a64(reinterpret_cast<const uint8_t *>("a"), 1) == 0xaf63dc4c8601ec8cull);
}

TEST_CASE("Program is move-only and stays valid when moved", "[program]") {
  CHECK_FALSE(std::is_copy_constructible<edge::Program>::value);
  CHECK_FALSE(std::is_copy_assignable<edge::Program>::value);
  edge::Result<edge::Program> loaded = edge::Program::load(build(addProgram()));
  REQUIRE(loaded.ok());
  edge::Program a = loaded.take();
  edge::Program b(std::move(a));
  CHECK(b.fb().values()->size() == 3);
  edge::Program c;
  c = std::move(b);
  { edge::Program sink(std::move(a)); } // a moved-from program can be moved and destroyed
  CHECK(c.fb().values()->size() == 3);
  CHECK(c.numInputs() == 2);
  CHECK(c.value(2).numel == 6);
}

TEST_CASE("the identifier and version are checked", "[program]") {
  std::vector<uint8_t> bytes = build(addProgram());
  bytes[4] = 'X';
  edge::Result<edge::Program> p = edge::Program::load(bytes);
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("identifier") != std::string::npos);

  ProgramSpec s = addProgram();
  s.version = 99;
  p = edge::Program::load(build(s));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("version 99") != std::string::npos);
}

TEST_CASE("offsets and sizes are bounds-checked", "[program]") {
  ProgramSpec s = addProgram();
  s.values[2].hostOffset = 760; // 760 + 24 > 768
  edge::Result<edge::Program> p = edge::Program::load(build(s));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("outside its host arena") != std::string::npos);

  s = addProgram();
  s.nbytesDelta = 4;
  p = edge::Program::load(build(s));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("do not hold") != std::string::npos);

  s = addProgram();
  s.values[0].shape = {2, -3};
  p = edge::Program::load(build(s));
  REQUIRE_FALSE(p.ok());

  s = addProgram();
  s.values[0].hostOffset = INT64_MAX - 8; // offset + nbytes overflows
  p = edge::Program::load(build(s));
  REQUIRE_FALSE(p.ok());

  s = addProgram();
  s.values[0].hostOffset = -5; // negative offsets other than -1 (no copy)
  p = edge::Program::load(build(s));
  REQUIRE_FALSE(p.ok());
}

TEST_CASE("indices are checked", "[program]") {
  ProgramSpec s = addProgram();
  s.inputs = {0, 7};
  REQUIRE_FALSE(edge::Program::load(build(s)).ok());

  s = addProgram();
  s.calls[0].args = {0, 1, 3};
  REQUIRE_FALSE(edge::Program::load(build(s)).ok());

  s = addProgram();
  s.values[1].hostOffset = -1;
  s.values[1].deviceOffset = 0;
  s.deviceSize = 1024;
  edge::Result<edge::Program> p = edge::Program::load(build(s));
  REQUIRE_FALSE(p.ok()); // an input without a host copy, and a CPU kernel reading it

  s = addProgram();
  s.values[2].hostOffset = -1;
  REQUIRE_FALSE(edge::Program::load(build(s)).ok()); // a value with no copy at all
}

TEST_CASE("complex inputs and outputs are f32 values with a last dim of 2", "[program][complex]") {
  ProgramSpec s = addProgram();
  s.values = {{{3, 2}, 0, -1}, {{3, 2}, 256, -1}, {{3, 2}, 512, -1}};
  s.complexInputs = {0, 1};
  s.complexOutputs = {0};
  edge::Result<edge::Program> p = edge::Program::load(build(s));
  REQUIRE(p.ok());
  CHECK(p.value().inputIsComplex(1));
  CHECK(p.value().outputIsComplex(0));
  edge::Result<edge::Program> plain = edge::Program::load(build(addProgram()));
  REQUIRE(plain.ok());
  CHECK_FALSE(plain.value().inputIsComplex(0));

  s.complexInputs = {2}; // no input 2
  CHECK_FALSE(edge::Program::load(build(s)).ok());
  s = addProgram(); // [2,3]: the last dim is not a pair
  s.complexOutputs = {0};
  CHECK_FALSE(edge::Program::load(build(s)).ok());
}

TEST_CASE("offsets are aligned for their element type, device offsets to 256 bytes", "[program]") {
  ProgramSpec s = addProgram();
  s.values[1].hostOffset = 258; // f32 at a 2-byte boundary
  edge::Result<edge::Program> p = edge::Program::load(build(s));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("not aligned") != std::string::npos);

  s = addProgram();
  s.values.push_back({{4}, -1, -1, fb::DType::i64});
  s.constantOffsets[3] = 4; // i64 constant at a 4-byte boundary
  s.constants.resize(64);
  p = edge::Program::load(build(s));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("not aligned") != std::string::npos);
  s.constantOffsets[3] = 8;
  CHECK(edge::Program::load(build(s)).ok());

  s = addProgram();
  s.values.push_back({{3}, 769, -1, fb::DType::u8}); // bytes may lie anywhere
  s.hostSize = 800;
  CHECK(edge::Program::load(build(s)).ok());

  s = vulkanProgram();
  s.values[1].deviceOffset = 128; // the planner aligns device copies to 256
  p = edge::Program::load(build(s));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("device offset 128") != std::string::npos);
}

TEST_CASE("dimension products fit even when a dimension is zero", "[program]") {
  ProgramSpec s = addProgram();
  s.values[0].shape = {0, int64_t(1) << 30, int64_t(1) << 30}; // numel 0, but 2^60 without the zero
  s.values[0].hostOffset = 0;
  edge::Result<edge::Program> p = edge::Program::load(build(s));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("invalid dimension") != std::string::npos);

  s = addProgram();
  s.values[0].shape = {0, 3};
  CHECK(edge::Program::load(build(s)).ok());
}

TEST_CASE("vectors of 8-byte scalars must be aligned for them", "[program]") {
  // The flatbuffers verifier only aligns a vector's length prefix to 4 bytes. Write int_params ([long]) as
  // two int32 halves, padded so that its elements land 4 bytes off an 8-byte boundary (found by
  // fuzz-pte-load: reading them was a misaligned load).
  bool tried = false;
  for (int pad = 0; pad < 2; ++pad) {
    flatbuffers::FlatBufferBuilder b;
    std::vector<flatbuffers::Offset<fb::Value>> values;
    for (int64_t i = 0; i < 3; ++i)
      values.push_back(fb::CreateValue(b, fb::DType::f32, b.CreateVector(std::vector<int64_t>{2, 3}), 24, 256 * i));
    for (int k = 0; k < pad; ++k)
      b.PushElement<int32_t>(0);
    auto halves = b.CreateVector(std::vector<int32_t>{7, 0});
    auto ints = flatbuffers::Offset<flatbuffers::Vector<int64_t>>(halves.o);
    auto call =
        fb::CreateKernelCall(b, b.CreateString("aten.add.Tensor"), b.CreateVector(std::vector<uint32_t>{0, 1, 2}), ints,
                             b.CreateVector(std::vector<double>{1.0}), 1);
    std::vector<flatbuffers::Offset<fb::Instruction>> instructions = {
        fb::CreateInstruction(b, fb::Op::KernelCall, call.Union())};
    auto program = fb::CreateProgram(
        b, uint32_t(fb::FormatVersion::Current), b.CreateVector(values), b.CreateVector(std::vector<uint32_t>{0, 1}),
        b.CreateVector(std::vector<uint32_t>{2}), b.CreateVector(instructions),
        b.CreateVector(std::vector<flatbuffers::Offset<fb::VulkanPartition>>()),
        b.CreateVector(std::vector<flatbuffers::Offset<fb::Shader>>()),
        b.CreateVector(std::vector<flatbuffers::Offset<fb::Pipeline>>()), 768, 0, 0, 0, 0, 0, 0,
        fb::CreateConstantSegment(b, 0, edge::kConstantBlockSize, b.CreateVector(std::vector<uint64_t>())));
    fb::FinishProgramBuffer(b, program);
    std::vector<uint8_t> bytes(b.GetBufferPointer(), b.GetBufferPointer() + b.GetSize());
    const fb::Program *root = fb::GetProgram(bytes.data());
    const uint8_t *elements =
        reinterpret_cast<const uint8_t *>(root->instructions()->Get(0)->op_as_KernelCall()->int_params()) + 4;
    if ((elements - bytes.data()) % 8 == 0)
      continue; // this padding happened to align it
    tried = true;
    edge::resealProgram(bytes);
    edge::Result<edge::Program> p = edge::Program::load(bytes);
    REQUIRE_FALSE(p.ok());
    CHECK(p.error().message().find("misaligned") != std::string::npos);
  }
  CHECK(tried);
}

TEST_CASE("size expressions evaluate as the compiler's affine expressions do", "[program][dynamic]") {
  const int64_t symbols[2] = {7, -7};
  struct Case {
    std::vector<int64_t> code;
    int64_t value;
  } cases[] = {{{1, 0, 0, 16, edge::kSizeMul}, 112},         {{1, 0, 0, 2, edge::kSizeFloorDiv}, 3},
               {{1, 1, 0, 2, edge::kSizeFloorDiv}, -4},      {{1, 0, 0, 2, edge::kSizeCeilDiv}, 4},
               {{1, 1, 0, 2, edge::kSizeCeilDiv}, -3},       {{1, 1, 0, 3, edge::kSizeMod}, 2},
               {{1, 0, 0, -1, edge::kSizeAdd}, 6},           {{1, 0, 1, 0, edge::kSizeMul}, 49}};
  for (const Case &c : cases) {
    REQUIRE(edge::validSizeExpr(c.code.data(), c.code.size(), 2));
    int64_t v = 0;
    REQUIRE(edge::evaluateSizeExpr(c.code.data(), c.code.size(), symbols, &v));
    CHECK(v == c.value);
  }
  const int64_t huge[1] = {INT64_MAX};
  const std::vector<int64_t> overflow = {1, 0, 0, 2, edge::kSizeMul}, byZero = {1, 0, 0, 0, edge::kSizeFloorDiv};
  int64_t v;
  CHECK_FALSE(edge::evaluateSizeExpr(overflow.data(), overflow.size(), huge, &v));
  CHECK_FALSE(edge::evaluateSizeExpr(byZero.data(), byZero.size(), symbols, &v));
  const std::vector<std::vector<int64_t> > malformed = {
      {}, {1}, {1, 2}, {0, 1, 0, 2}, {0, 1, edge::kSizeAdd}, {9, 0}, {1, 0, 1, 0, 1, 0, edge::kSizeAdd}};
  for (const std::vector<int64_t> &code : malformed)
    CHECK_FALSE(edge::validSizeExpr(code.data(), code.size(), 2));
}

TEST_CASE("every size symbol comes from an input dimension planned for its bound", "[program][dynamic]") {
  // Once fuzz-pte-load's finds (format 8 seeds, kept as these cases when the format changed).
  ProgramSpec above = dynamicReluProgram();
  above.symbols[0].max = 16121888; // the input was planned for 4 rows
  edge::Result<edge::Program> p = edge::Program::load(build(above));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("may reach 16121888") != std::string::npos);
  ProgramSpec unsourced = dynamicReluProgram();
  unsourced.symbols.push_back(SymbolSpec{"s1", 1, 4}); // no input's dimension, no kernel's count
  p = edge::Program::load(build(unsourced));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("size symbol 1 is no input's dimension") != std::string::npos);
}

TEST_CASE("inputs and outputs describe their sizes, bounds and symbol names", "[program][dynamic]") {
  ProgramSpec spec = dynamicReluProgram(2);
  spec.symbols[0].name = "batch";
  edge::Result<edge::Program> p = edge::Program::load(build(spec));
  REQUIRE(p.ok());
  for (int output = 0; output < 2; ++output) {
    edge::TensorMeta meta = output ? p.value().outputMeta(0) : p.value().inputMeta(0);
    CHECK(meta.dtype == edge::DType::f32);
    CHECK_FALSE(meta.complex);
    REQUIRE(meta.dims.size() == 2);
    CHECK(meta.dims[0].dynamic);
    CHECK(meta.dims[0].min == 2);
    CHECK(meta.dims[0].max == 4);
    CHECK(std::string(meta.dims[0].symbol) == "batch");
    CHECK_FALSE(meta.dims[1].dynamic);
    CHECK(meta.dims[1].min == 3);
    CHECK(meta.dims[1].max == 3);
    CHECK(std::string(meta.dims[1].symbol).empty());
  }
  const edge::MethodMeta method = p.value().methodMeta();
  REQUIRE(method.inputs.size() == 1);
  REQUIRE(method.outputs.size() == 1);
  CHECK(method.inputs[0].dims[0].max == 4);
  CHECK(std::string(method.outputs[0].dims[0].symbol) == "batch");
  CHECK(method.hostArenaBytes == p.value().hostArenaBytes());
  CHECK(method.deviceArenaBytes == 0);
  CHECK_FALSE(method.vulkan);
  CHECK(method.numSizeSymbols == 1);
}

TEST_CASE("malformed dynamic shapes are rejected at load", "[program][dynamic]") {
  CHECK(edge::Program::load(build(dynamicReluProgram())).ok());
  ProgramSpec badExpr = dynamicReluProgram();
  badExpr.sizeExprs[0] = {1, 3}; // symbol 3 of 1
  CHECK_FALSE(edge::Program::load(build(badExpr)).ok());
  ProgramSpec badIndex = dynamicReluProgram();
  badIndex.values[0].dynamicShape = {5, -1};
  CHECK_FALSE(edge::Program::load(build(badIndex)).ok());
  ProgramSpec badRank = dynamicReluProgram();
  badRank.values[0].dynamicShape = {0};
  CHECK_FALSE(edge::Program::load(build(badRank)).ok());
  ProgramSpec badBounds = dynamicReluProgram();
  badBounds.symbols[0].min = 5;
  CHECK_FALSE(edge::Program::load(build(badBounds)).ok());
}

TEST_CASE("run-time parameters name an int parameter and a size expression", "[program][dynamic]") {
  CHECK(edge::Program::load(build(resizeProgram())).ok());
  ProgramSpec pastInts = resizeProgram();
  pastInts.calls[0].sizedInts = {6, 0};
  CHECK_FALSE(edge::Program::load(build(pastInts)).ok());
  ProgramSpec pastExprs = resizeProgram();
  pastExprs.calls[0].sizedInts = {2, 1};
  CHECK_FALSE(edge::Program::load(build(pastExprs)).ok());
  ProgramSpec odd = resizeProgram();
  odd.calls[0].sizedInts = {2};
  CHECK_FALSE(edge::Program::load(build(odd)).ok());
}

TEST_CASE("a size symbol found in the data comes from a kernel call that nothing before it sizes by",
          "[program][dynamic]") {
  CHECK(edge::Program::load(build(nonzeroProgram())).ok());
  ProgramSpec outOfRange = nonzeroProgram();
  outOfRange.symbols[0].source = 2;
  CHECK_FALSE(edge::Program::load(build(outOfRange)).ok());
  ProgramSpec twoSymbols = nonzeroProgram(); // two symbols from one call
  twoSymbols.symbols.push_back(SymbolSpec("u1", 0, 6, 0));
  CHECK_FALSE(edge::Program::load(build(twoSymbols)).ok());
  ProgramSpec aboveRoom = nonzeroProgram(); // more rows than its output was planned for
  aboveRoom.symbols[0].max = 7;
  CHECK_FALSE(edge::Program::load(build(aboveRoom)).ok());
  ProgramSpec notRows = nonzeroProgram(); // the output's dim 0 is not the symbol
  notRows.values[1].dynamicShape = {-1, -1};
  CHECK_FALSE(edge::Program::load(build(notRows)).ok());
  ProgramSpec usedBefore = nonzeroProgram(); // the call that uses the symbol runs first
  std::swap(usedBefore.calls[0], usedBefore.calls[1]);
  usedBefore.symbols[0].source = 1;
  edge::Result<edge::Program> p = edge::Program::load(build(usedBefore));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("instruction 0 uses size symbol 0 before instruction 1 finds it") !=
        std::string::npos);
  ProgramSpec sizedInput = nonzeroProgram(); // an input sized by it
  sizedInput.inputs.push_back(1);
  CHECK_FALSE(edge::Program::load(build(sizedInput)).ok());
}

TEST_CASE("a dispatch may bind an empty input, never an empty output", "[program]") {
  ProgramSpec s = vulkanProgram();
  s.values[0].shape = {0, 3}; // an empty input: bound to a placeholder
  CHECK(edge::Program::load(build(s)).ok());
  s = vulkanProgram();
  s.values[1].shape = {2, 0}; // an empty output
  edge::Result<edge::Program> p = edge::Program::load(build(s));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("is an empty output") != std::string::npos);
}

TEST_CASE("a program is mapped from its file or used in place, not copied", "[program][memory]") {
  std::vector<uint8_t> bytes = build(addProgram());
  std::string path = "/tmp/edge-program-test-" + std::to_string(::getpid()) + ".pte";
  {
    std::ofstream out(path.c_str(), std::ios::binary);
    out.write(reinterpret_cast<const char *>(bytes.data()), std::streamsize(bytes.size()));
  }
  const float a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {1, 1, 1, 2, 2, 2};
  auto runs = [&](edge::Program program) {
    edge::Result<std::unique_ptr<edge::Model>> m = edge::Model::load(std::move(program), edge::ModelOptions());
    REQUIRE(m.ok());
    REQUIRE(m.value()->setInput(0, a, sizeof(a)).ok());
    REQUIRE(m.value()->setInput(1, b, sizeof(b)).ok());
    REQUIRE(m.value()->execute().ok());
    CHECK(static_cast<const float *>(m.value()->output(0))[5] == 10);
  };

  edge::Result<edge::Program> mapped = edge::Program::mapFile(path.c_str());
  REQUIRE(mapped.ok());
  edge::Program moved = mapped.take(); // the mapping moves with it and is unmapped once
  runs(std::move(moved));
  CHECK(edge::Program::mapFile("/nonexistent.pte").error().code() == edge::ErrorCode::Io);
  CHECK(edge::Program::mapFile("/tmp").error().message().find("not a regular file") != std::string::npos);
  {
    std::ofstream out(path.c_str(), std::ios::binary); // truncated to 100 bytes
    out.write(reinterpret_cast<const char *>(bytes.data()), 100);
  }
  CHECK(edge::Program::mapFile(path.c_str()).error().code() == edge::ErrorCode::InvalidProgram);
  std::remove(path.c_str());

  // In place: the flatbuffer read is the caller's buffer itself.
  std::vector<uint64_t> aligned((bytes.size() + 7) / 8);
  std::memcpy(aligned.data(), bytes.data(), bytes.size());
  edge::Result<edge::Program> viewed = edge::Program::view(aligned.data(), bytes.size());
  REQUIRE(viewed.ok());
  const uint8_t *begin = reinterpret_cast<const uint8_t *>(aligned.data());
  const uint8_t *table = reinterpret_cast<const uint8_t *>(&viewed.value().fb());
  CHECK((table >= begin && table < begin + bytes.size()));
  runs(viewed.take());
  CHECK(edge::Program::view(begin + 4, bytes.size() - 4).error().code() == edge::ErrorCode::InvalidArgument);
  reinterpret_cast<uint8_t *>(aligned.data())[bytes.size() / 2] ^= 1;
  CHECK(edge::Program::view(aligned.data(), bytes.size()).error().code() == edge::ErrorCode::InvalidProgram);
}

namespace {
/// A loader over bytes in memory that says they are paged (as a mapping is) and records what is released.
class PagedLoader : public edge::DataLoader {
public:
  PagedLoader(const std::vector<uint64_t> &words, uint64_t size, std::vector<std::pair<uint64_t, uint64_t>> *released)
      : words_(words), size_(size), released_(released) {}
  uint64_t size() const override { return size_; }
  edge::Error read(uint64_t offset, uint64_t count, void *dst) const override {
    std::memcpy(dst, data() + offset, size_t(count));
    return edge::Error::success();
  }
  const uint8_t *data() const override { return reinterpret_cast<const uint8_t *>(words_.data()); }
  void release(uint64_t offset, uint64_t count) const override { released_->push_back(std::make_pair(offset, count)); }
  bool paged() const override { return true; }

private:
  const std::vector<uint64_t> &words_;
  uint64_t size_;
  std::vector<std::pair<uint64_t, uint64_t>> *released_;
};
} // namespace

TEST_CASE("a paged program's head is copied, its constants used in place and released with the head's pages",
          "[program][memory]") {
  std::vector<uint8_t> bytes = build(addProgram());
  std::vector<uint64_t> words((bytes.size() + 7) / 8);
  std::memcpy(words.data(), bytes.data(), bytes.size());
  std::vector<std::pair<uint64_t, uint64_t>> released;
  edge::Result<edge::Program> program =
      edge::Program::load(std::unique_ptr<edge::DataLoader>(new PagedLoader(words, bytes.size(), &released)));
  REQUIRE(program.ok());
  const uint8_t *begin = reinterpret_cast<const uint8_t *>(words.data());
  const uint8_t *table = reinterpret_cast<const uint8_t *>(&program.value().fb());
  CHECK_FALSE((table >= begin && table < begin + bytes.size())); // the head: a copy
  const uint8_t *constants = program.value().constantsInPlace();
  REQUIRE(constants != nullptr); // the constants: in place
  const uint64_t segment = uint64_t(constants - begin);
  CHECK(segment > 0);
  // The segment's first bytes go with the head's pages (its copy is what is read); later ones alone.
  program.value().releaseConstants(0, 64);
  program.value().releaseConstants(128, 64);
  REQUIRE(released.size() == 2);
  CHECK(released[0] == std::make_pair(uint64_t(0), segment + 64));
  CHECK(released[1] == std::make_pair(segment + 128, uint64_t(64)));
}
