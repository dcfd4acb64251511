// The parameters of the portable CPU kernels: the op's non-tensor arguments in schema order, encoded as
// program.fbs describes for KernelCall. The per-op structs and their decoders are generated from the op
// registry (generated/KernelParams.inc); the compiler writes them from the same registry.
#ifndef EDGE_RUNTIME_SRC_KERNELPARAMS_H
#define EDGE_RUNTIME_SRC_KERNELPARAMS_H

#include "edge/runtime/Kernels.h"

#include "DTypes.h"

#include <cstddef>
#include <cstdint>
#include <limits>

namespace edge {

/// A list of integers inside the program's int parameters.
struct IntList {
  const int64_t *data;
  int64_t size;
  int64_t operator[](int64_t i) const { return data[i]; }
};
struct OptionalInt {
  bool present;
  int64_t value;
};
struct OptionalFloat {
  bool present;
  double value;
};
struct OptionalIntList {
  bool present;
  IntList list;
};
/// A list of floats inside the program's float parameters (its length among the ints).
struct FloatList {
  const double *data;
  int64_t size;
  double operator[](int64_t i) const { return data[i]; }
};
struct OptionalFloatList {
  bool present;
  FloatList list;
};
/// An ATen Scalar: an integer (or bool), exact, or a float.
struct Scalar {
  bool isFloat;
  int64_t i;
  double f;
};
struct OptionalScalar {
  bool present;
  Scalar value;
};
/// A Scalar in compute type C (float or int64_t): an integer compute type takes the exact integer.
template <typename C> C scalarAs(const Scalar &s);
template <> inline int64_t scalarAs<int64_t>(const Scalar &s) { return s.isFloat ? truncateToInt(s.f) : s.i; }
template <> inline float scalarAs<float>(const Scalar &s) {
  if (!s.isFloat)
    return float(s.i);
  // A double beyond float's range becomes an infinity (a plain conversion would be undefined).
  if (s.f > double(std::numeric_limits<float>::max()) || s.f < -double(std::numeric_limits<float>::max()))
    return s.f > 0 ? std::numeric_limits<float>::infinity() : -std::numeric_limits<float>::infinity();
  return float(s.f);
}
template <> inline double scalarAs<double>(const Scalar &s) { return s.isFloat ? s.f : double(s.i); }

/// Reads the encoded parameters in order; every read is bounds-checked, and done() fails unless exactly
/// everything was read.
class ParamReader {
public:
  explicit ParamReader(const KernelArgs &a) : a_(a), i_(0), f_(0), ok_(true) {}
  int64_t i64() {
    if (i_ >= a_.numInts) {
      ok_ = false;
      return 0;
    }
    return a_.ints[i_++];
  }
  double f64() {
    if (f_ >= a_.numFloats) {
      ok_ = false;
      return 0;
    }
    return a_.floats[f_++];
  }
  /// Its length, then its elements.
  IntList list() {
    IntList l = {a_.ints, 0};
    int64_t len = i64();
    if (len < 0 || uint64_t(len) > a_.numInts - i_) {
      ok_ = false;
      return l;
    }
    l.data = a_.ints + i_;
    l.size = len;
    i_ += size_t(len);
    return l;
  }
  /// Its length in the ints, then its elements in the floats.
  FloatList floatList() {
    FloatList l = {a_.floats, 0};
    int64_t len = i64();
    if (len < 0 || uint64_t(len) > a_.numFloats - f_) {
      ok_ = false;
      return l;
    }
    l.data = a_.floats + f_;
    l.size = len;
    f_ += size_t(len);
    return l;
  }
  /// An optional: a presence flag (0 or 1) in the ints, then the value if present.
  bool present() {
    int64_t flag = i64();
    if (flag != 0 && flag != 1)
      ok_ = false;
    return flag == 1;
  }
  OptionalInt optionalInt() {
    OptionalInt o = {present(), 0};
    if (o.present)
      o.value = i64();
    return o;
  }
  OptionalFloat optionalFloat() {
    OptionalFloat o = {present(), 0};
    if (o.present)
      o.value = f64();
    return o;
  }
  /// Its kind (0 integer or bool, 1 float), then the value in the ints or the floats.
  Scalar scalar() {
    Scalar s = {present(), 0, 0.0};
    if (s.isFloat)
      s.f = f64();
    else
      s.f = double(s.i = i64());
    return s;
  }
  OptionalScalar optionalScalar() {
    OptionalScalar o = {present(), {false, 0, 0.0}};
    if (o.present)
      o.value = scalar();
    return o;
  }
  OptionalIntList optionalList() {
    OptionalIntList o = {present(), {a_.ints, 0}};
    if (o.present)
      o.list = list();
    return o;
  }
  OptionalFloatList optionalFloatList() {
    OptionalFloatList o = {present(), {a_.floats, 0}};
    if (o.present)
      o.list = floatList();
    return o;
  }
  bool done() const { return ok_ && i_ == a_.numInts && f_ == a_.numFloats; }

private:
  const KernelArgs &a_;
  size_t i_, f_;
  bool ok_;
};

#include "generated/KernelParams.inc"

/// The parameters of a kernel call into `*p`; false if they are malformed.
template <typename P> bool readParams(const KernelArgs &a, P *p) {
  ParamReader r(a);
  return decodeParams(r, p);
}

} // namespace edge

#endif
