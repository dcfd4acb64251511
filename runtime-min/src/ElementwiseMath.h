// The functions an elementwise expression of the op registry (compiler/dialects/edge_ops.py) may call,
// spelled as GLSL spells them so that one expression compiles as C++ here and as GLSL in shaders/.
// Declared in namespace edge, where the generated kernels live, so that they are found before <cmath>'s.
#ifndef EDGE_RUNTIME_SRC_ELEMENTWISEMATH_H
#define EDGE_RUNTIME_SRC_ELEMENTWISEMATH_H

#include <cmath>

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
// Integer compute (int64_t): what an expression of an op that takes integer tensors may call.
inline int64_t abs(int64_t x) { return x < 0 ? -x : x; } // wraps on INT64_MIN, as PyTorch's does
inline int64_t min(int64_t a, int64_t b) { return b < a ? b : a; }
inline int64_t max(int64_t a, int64_t b) { return a < b ? b : a; }
} // namespace edge

#endif
