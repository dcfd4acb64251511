// The parameters of the portable CPU kernels: the op's non-tensor arguments in schema order, encoded as
// program.fbs describes for KernelCall. The per-op structs and their decoders are generated from the op
// registry (generated/KernelParams.inc); the compiler writes them from the same registry.
#ifndef EDGE_RUNTIME_SRC_KERNELPARAMS_H
#define EDGE_RUNTIME_SRC_KERNELPARAMS_H

#include "edge/runtime/Kernels.h"

#include <cstddef>
#include <cstdint>

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
  OptionalIntList optionalList() {
    OptionalIntList o = {present(), {a_.ints, 0}};
    if (o.present)
      o.list = list();
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
