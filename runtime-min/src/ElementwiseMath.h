// The functions an elementwise expression of the op registry (compiler/registry/edge_ops.py) may call,
// spelled as GLSL spells them so that one expression compiles as C++ here and as GLSL in shaders/.
// Declared in namespace edge, where the generated kernels live, so that they are found before <cmath>'s.
#ifndef EDGE_RUNTIME_SRC_ELEMENTWISEMATH_H
#define EDGE_RUNTIME_SRC_ELEMENTWISEMATH_H

#include <cmath>
#include <limits>
#include <stdint.h>

namespace edge {
inline float exp(float x) { return std::exp(x); }
inline float log(float x) { return std::log(x); }
inline float tanh(float x) { return std::tanh(x); }
inline float sqrt(float x) { return std::sqrt(x); }
inline float abs(float x) { return std::fabs(x); }
inline float sin(float x) { return std::sin(x); }
inline float cos(float x) { return std::cos(x); }
inline float erf(float x) { return std::erf(x); }
inline float tan(float x) { return std::tan(x); }
inline float asin(float x) { return std::asin(x); }
inline float acos(float x) { return std::acos(x); }
inline float atan(float x) { return std::atan(x); }
inline float sinh(float x) { return std::sinh(x); }
inline float cosh(float x) { return std::cosh(x); }
inline float asinh(float x) { return std::asinh(x); }
inline float acosh(float x) { return std::acosh(x); }
inline float atanh(float x) { return std::atanh(x); }
inline float log2(float x) { return std::log2(x); }
inline float log10(float x) { return std::log10(x); }
inline float min(float a, float b) { return b < a ? b : a; }
inline float max(float a, float b) { return a < b ? b : a; }
inline float expm1(float x) { return std::expm1(x); }
inline float log1p(float x) { return std::log1p(x); }
inline float atan2(float y, float x) { return std::atan2(y, x); }
inline float floor(float x) { return std::floor(x); }
inline float ceil(float x) { return std::ceil(x); }
inline float trunc(float x) { return std::trunc(x); }
inline float roundEven(float x) { return std::nearbyint(x); } // the default rounding mode: half to even
inline bool isNan(float x) { return std::isnan(x); }
inline bool isInf(float x) { return std::isinf(x); }
inline float power(float x, float y) { return std::pow(x, y); }
inline float fmod(float x, float y) { return std::fmod(x, y); }
/// Python's %, as ATen's remainder: the result has the divisor's sign.
inline float remainder(float x, float y) {
  float r = std::fmod(x, y);
  return r != 0 && (r < 0) != (y < 0) ? r + y : r;
}
/// ATen's div_floor_floating: the quotient rounded down, computed from fmod so that it is exact.
inline float floorDivide(float x, float y) {
  if (y == 0)
    return x / y;
  float r = std::fmod(x, y), q = (x - r) / y;
  if (r != 0 && (y < 0) != (r < 0))
    q -= 1;
  if (q == 0)
    return std::copysign(0.0f, x / y);
  float f = std::floor(q);
  return q - f > 0.5f ? f + 1 : f;
}
// Integer compute (int64_t): what an expression of an op that takes integer tensors may call.
inline int64_t abs(int64_t x) { return x < 0 ? -x : x; } // wraps on INT64_MIN, as PyTorch's does
inline int64_t min(int64_t a, int64_t b) { return b < a ? b : a; }
inline int64_t max(int64_t a, int64_t b) { return a < b ? b : a; }
inline int64_t floor(int64_t x) { return x; }
inline int64_t ceil(int64_t x) { return x; }
inline int64_t trunc(int64_t x) { return x; }
inline int64_t roundEven(int64_t x) { return x; }
inline bool isNan(int64_t) { return false; }
inline bool isInf(int64_t) { return false; }
/// Integer powers wrap as PyTorch's do; a negative exponent gives 1 / b rounded toward zero (1, -1 or 0).
inline int64_t power(int64_t b, int64_t e) {
  if (e < 0)
    return b == 1 ? 1 : b == -1 ? ((e & 1) ? -1 : 1) : 0;
  uint64_t r = 1, x = uint64_t(b);
  for (; e > 0; e >>= 1, x *= x)
    if (e & 1)
      r *= x;
  return int64_t(r);
}
// Integer division by zero: PyTorch raises; kernels cannot, and give 0 (docs/ops.md). INT64_MIN % -1 is 0
// (the C++ expression would trap).
inline int64_t fmod(int64_t x, int64_t y) { return y == 0 || y == -1 ? 0 : x % y; }
inline int64_t remainder(int64_t x, int64_t y) {
  int64_t r = fmod(x, y);
  return r != 0 && (r < 0) != (y < 0) ? r + y : r;
}
// ATen's shifts: by a negative count or by 64 or more, 0 (left) or the sign (right). Narrower types
// computed in int64_t then truncated to their width get ATen's results for their own width.
inline int64_t shiftLeft(int64_t a, int64_t b) { return b < 0 || b >= 64 ? 0 : int64_t(uint64_t(a) << b); }
inline int64_t shiftRight(int64_t a, int64_t b) { return a >> (b < 0 || b >= 64 ? 63 : b); }
inline int64_t floorDivide(int64_t x, int64_t y) {
  if (y == 0)
    return 0;
  if (y == -1)
    return int64_t(0 - uint64_t(x)); // wraps on INT64_MIN, as PyTorch's
  int64_t q = x / y, r = x % y;
  return r != 0 && (r < 0) != (y < 0) ? q - 1 : q;
}
} // namespace edge

#endif
