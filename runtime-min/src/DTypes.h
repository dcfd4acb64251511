// Element access for every .pte dtype: the portable kernels load each element into a compute type (float
// for the floating dtypes, int64_t for the integer ones and bool) and store results back, converting as
// PyTorch does: floats round to nearest even into f16 and bf16, floats truncate toward zero into integers,
// integers wrap into narrower ones, anything non-zero is true.
#ifndef EDGE_RUNTIME_SRC_DTYPES_H
#define EDGE_RUNTIME_SRC_DTYPES_H

#include "edge/runtime/Program.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace edge {

inline uint32_t floatBits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}
inline float bitsFloat(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}

/// IEEE binary16 <-> binary32, rounding to nearest even (subnormals, infinities and NaN kept).
inline float halfToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16, exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
  if (exponent == 0x1f)
    return bitsFloat(sign | 0x7f800000u | (mantissa << 13));
  if (exponent == 0) {
    float v = std::ldexp(float(mantissa), -24);
    return sign ? -v : v;
  }
  return bitsFloat(sign | ((exponent + 112) << 23) | (mantissa << 13));
}
inline uint16_t floatToHalf(float f) {
  uint32_t u = floatBits(f), sign = (u >> 16) & 0x8000;
  uint32_t abs = u & 0x7fffffffu;
  if (abs > 0x7f800000u) // NaN: keep it quiet
    return uint16_t(sign | 0x7e00);
  if (abs >= 0x477ff000u) // rounds to >= 65520: infinity
    return uint16_t(sign | 0x7c00);
  if (abs < 0x38800000u) { // below 2^-14: a subnormal (or zero), rounded at 2^-24
    float scaled = bitsFloat(abs) * 16777216.0f; // exact: a power of two
    return uint16_t(sign | uint32_t(std::nearbyint(scaled)));
  }
  uint32_t rounded = abs + 0xfffu + ((abs >> 13) & 1); // round to nearest even at bit 13
  return uint16_t(sign | ((rounded - 0x38000000u) >> 13));
}
/// bfloat16 is the top half of a binary32.
inline float bf16ToFloat(uint16_t b) { return bitsFloat(uint32_t(b) << 16); }
inline uint16_t floatToBf16(float f) {
  uint32_t u = floatBits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return uint16_t((u >> 16) | 0x40); // NaN stays NaN
  return uint16_t((u + 0x7fffu + ((u >> 16) & 1)) >> 16);
}

inline bool isFloatingDType(DType t) {
  return t == DType::f32 || t == DType::f16 || t == DType::bf16 || t == DType::f64;
}

/// A float truncated toward zero into int64, saturating (NaN gives 0) where C++ would be undefined.
inline int64_t truncateToInt(double v) {
  if (!(v == v))
    return 0;
  if (v >= 9223372036854775807.0)
    return std::numeric_limits<int64_t>::max();
  if (v <= -9223372036854775808.0)
    return std::numeric_limits<int64_t>::min();
  return int64_t(v);
}
/// A floating value in compute type C (float, or int64_t truncated toward zero).
template <typename C> C fromFloat(double v);
template <> inline float fromFloat<float>(double v) { return float(v); }
template <> inline double fromFloat<double>(double v) { return v; }
template <> inline int64_t fromFloat<int64_t>(double v) { return truncateToInt(v); }

/// Element i of `data` (of `t`) as compute type C.
template <typename C> C loadAs(DType t, const void *data, int64_t i) {
  switch (t) {
  case DType::f32:
    return fromFloat<C>(static_cast<const float *>(data)[i]);
  case DType::f16:
    return fromFloat<C>(halfToFloat(static_cast<const uint16_t *>(data)[i]));
  case DType::bf16:
    return fromFloat<C>(bf16ToFloat(static_cast<const uint16_t *>(data)[i]));
  case DType::f64:
    return fromFloat<C>(static_cast<const double *>(data)[i]);
  case DType::i64:
    return C(static_cast<const int64_t *>(data)[i]);
  case DType::i32:
    return C(static_cast<const int32_t *>(data)[i]);
  case DType::i16:
    return C(static_cast<const int16_t *>(data)[i]);
  case DType::i8:
    return C(static_cast<const int8_t *>(data)[i]);
  case DType::u8:
  case DType::bool_:
    return C(static_cast<const uint8_t *>(data)[i]);
  }
  return C(0);
}

inline int64_t toInt(float v) { return truncateToInt(v); }
inline int64_t toInt(double v) { return truncateToInt(v); }
inline int64_t toInt(int64_t v) { return v; }

/// Stores `v` as element i of `data` (of `t`). Narrower integers keep the low bits (two's complement).
template <typename C> void storeAs(DType t, void *data, int64_t i, C v) {
  switch (t) {
  case DType::f32:
    static_cast<float *>(data)[i] = float(v);
    return;
  case DType::f16:
    static_cast<uint16_t *>(data)[i] = floatToHalf(float(v));
    return;
  case DType::bf16:
    static_cast<uint16_t *>(data)[i] = floatToBf16(float(v));
    return;
  case DType::f64:
    static_cast<double *>(data)[i] = double(v);
    return;
  case DType::i64:
    static_cast<int64_t *>(data)[i] = toInt(v);
    return;
  case DType::i32:
    static_cast<int32_t *>(data)[i] = int32_t(uint32_t(uint64_t(toInt(v))));
    return;
  case DType::i16:
    static_cast<int16_t *>(data)[i] = int16_t(uint16_t(uint64_t(toInt(v))));
    return;
  case DType::i8:
    static_cast<int8_t *>(data)[i] = int8_t(uint8_t(uint64_t(toInt(v))));
    return;
  case DType::u8:
    static_cast<uint8_t *>(data)[i] = uint8_t(uint64_t(toInt(v)));
    return;
  case DType::bool_:
    static_cast<uint8_t *>(data)[i] = v != C(0) ? 1 : 0;
    return;
  }
}

} // namespace edge

#endif
