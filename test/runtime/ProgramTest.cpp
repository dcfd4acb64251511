#include "edge/runtime/Program.h"
#include "TestPrograms.h"

#include <catch2/catch.hpp>

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
  std::vector<uint8_t> good = build(addProgram());
  uint32_t state = 12345;
  size_t rejected = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    std::vector<uint8_t> bytes = good;
    for (int k = 0; k < 3; ++k) {
      state = state * 1664525u + 1013904223u;
      bytes[(state >> 8) % bytes.size()] ^= uint8_t(1u << (state % 8));
    }
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
