#include "edge/runtime/Npy.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <string>

TEST_CASE("npy files round-trip", "[npy]") {
  const float data[6] = {1, 2, 3, 4, 5, 6};
  std::string path = "npy_roundtrip_test.npy";
  REQUIRE(edge::writeNpy(path.c_str(), edge::schema::DType::f32, {2, 3}, data, sizeof(data)).ok());
  edge::Result<edge::NpyArray> a = edge::readNpy(path.c_str());
  REQUIRE(a.ok());
  CHECK(a.value().dtype == edge::schema::DType::f32);
  CHECK(a.value().shape == std::vector<int64_t>({2, 3}));
  REQUIRE(a.value().data.size() == sizeof(data));
  CHECK(reinterpret_cast<const float *>(a.value().data.data())[5] == 6);
  std::remove(path.c_str());
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
