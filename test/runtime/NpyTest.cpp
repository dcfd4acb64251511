#include "Npy.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <string>

TEST_CASE("npy files round-trip", "[npy]") {
  const float data[6] = {1, 2, 3, 4, 5, 6};
  std::string path = "npy_roundtrip_test.npy";
  REQUIRE(edge::writeNpy(path.c_str(), edge::DType::f32, {2, 3}, data, sizeof(data)).ok());
  edge::Result<edge::NpyArray> a = edge::readNpy(path.c_str(), 1 << 20);
  REQUIRE(a.ok());
  CHECK(a.value().dtype == edge::DType::f32);
  CHECK(a.value().shape == std::vector<int64_t>({2, 3}));
  REQUIRE(a.value().data.size() == sizeof(data));
  CHECK(reinterpret_cast<const float *>(a.value().data.data())[5] == 6);
  std::remove(path.c_str());
}

TEST_CASE("complex64 npy files are f32 pairs", "[npy][complex]") {
  const float data[6] = {1, -1, 2, -2, 3, -3}; // 1-1j, 2-2j, 3-3j
  std::string path = "npy_complex_test.npy";
  REQUIRE(edge::writeNpy(path.c_str(), edge::DType::f32, {3, 2}, data, sizeof(data), true).ok());
  edge::Result<edge::NpyArray> a = edge::readNpy(path.c_str(), 1 << 20);
  REQUIRE(a.ok());
  CHECK(a.value().complexPairs);
  CHECK(a.value().dtype == edge::DType::f32);
  CHECK(a.value().shape == std::vector<int64_t>({3, 2}));
  REQUIRE(a.value().data.size() == sizeof(data));
  CHECK(reinterpret_cast<const float *>(a.value().data.data())[3] == -2);
  std::remove(path.c_str());
  // the header says complex64 of shape (3,): NumPy's own form
  std::string header = "{'descr': '<c8', 'fortran_order': False, 'shape': (3,), }";
  std::vector<uint8_t> bytes = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, uint8_t(header.size()), 0};
  bytes.insert(bytes.end(), header.begin(), header.end());
  bytes.resize(bytes.size() + 24);
  CHECK(edge::parseNpy(bytes.data(), bytes.size()).ok());
  bytes.resize(bytes.size() - 4); // 2.5 complex numbers
  CHECK_FALSE(edge::parseNpy(bytes.data(), bytes.size()).ok());
  // only f32 pairs are written as complex64
  CHECK_FALSE(edge::writeNpy(path.c_str(), edge::DType::f32, {2, 3}, data, sizeof(data), true).ok());
}

TEST_CASE("malformed npy is rejected", "[npy]") {
  std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }";
  std::vector<uint8_t> bytes = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, uint8_t(header.size()), 0};
  bytes.insert(bytes.end(), header.begin(), header.end());
  std::vector<uint8_t> good = bytes;
  good.resize(good.size() + 8);
  CHECK(edge::parseNpy(good.data(), good.size()).ok());
  bytes.resize(bytes.size() + 7); // one byte short
  CHECK_FALSE(edge::parseNpy(bytes.data(), bytes.size()).ok());
  CHECK_FALSE(edge::parseNpy(good.data(), 5).ok());
  std::vector<uint8_t> fortran = good;
  std::string f = "True ";
  std::copy(f.begin(), f.end(), fortran.begin() + 10 + header.find("False"));
  CHECK_FALSE(edge::parseNpy(fortran.data(), fortran.size()).ok());
}

TEST_CASE("npy files are read with a bound", "[npy]") {
  const float data[6] = {1, 2, 3, 4, 5, 6};
  std::string path = "npy_bound_test.npy";
  REQUIRE(edge::writeNpy(path.c_str(), edge::DType::f32, {2, 3}, data, sizeof(data)).ok());
  CHECK(edge::readNpy(path.c_str(), 128 + sizeof(data)).ok()); // its 128-byte header and the data
  edge::Result<edge::NpyArray> small = edge::readNpy(path.c_str(), 100);
  REQUIRE_FALSE(small.ok());
  CHECK(small.error().message().find("larger than 100 bytes") != std::string::npos);
  std::remove(path.c_str());
  // a device that never ends stops at the bound
  edge::Result<std::vector<uint8_t> > zero = edge::readFile("/dev/zero", 1 << 20);
  REQUIRE_FALSE(zero.ok());
  CHECK(zero.error().code() == edge::ErrorCode::InvalidArgument);
}

TEST_CASE("npy shapes whose element count would wrap are refused", "[npy]") {
  auto parse = [](const std::string &shape, size_t dataBytes) {
    std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (" + shape + "), }";
    std::vector<uint8_t> bytes = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, uint8_t(header.size()), 0};
    bytes.insert(bytes.end(), header.begin(), header.end());
    bytes.resize(bytes.size() + dataBytes);
    return edge::parseNpy(bytes.data(), bytes.size());
  };
  // 2^24 x 2^40 elements is 2^64: a wrapping count would be 0 and take the empty data
  edge::Result<edge::NpyArray> wrap = parse("16777216, 1099511627776", 0);
  REQUIRE_FALSE(wrap.ok());
  CHECK(wrap.error().message().find("shape too large") != std::string::npos);
  CHECK_FALSE(parse("1099511627776, 1099511627776, 0", 0).ok());
  CHECK(parse("0, 1099511627776", 0).ok()); // an empty array of a large dim is fine
  CHECK(parse("2, 3", 24).ok());
}
