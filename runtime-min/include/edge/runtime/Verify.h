// Checking outputs against expected ones: edge-run --check, and the examples a program carries (edgec compile
// --bundle/--expect) that edge-run --verify and an app's self-test run on the device at hand.
#ifndef EDGE_RUNTIME_VERIFY_H
#define EDGE_RUNTIME_VERIFY_H

#include "edge/runtime/Error.h"
#include "edge/runtime/Program.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace edge {

class Model;

/// An expected tensor: its element type, shape and `nbytes` bytes of data (need not be aligned).
struct ExpectedTensor {
  DType dtype;
  std::vector<int64_t> shape;
  const void *data;
  size_t nbytes;
};

/// An output compared with its reference. Floating-point outputs pass when max |out - ref| over the
/// finite references is <= tolerance * max |ref| and every non-finite reference is matched exactly (NaN
/// by NaN, as torch.allclose(equal_nan=True), an infinity by the same infinity), with no NaN or infinity
/// where the reference is finite. f16 and bf16 outputs allow at least two units in the last place of
/// max |ref| whatever the tolerance (2^-9 and 2^-6 of it): one rounding apart from PyTorch's own is
/// expected. Integer and bool outputs must equal the reference.
struct Comparison {
  bool ok;
  std::string problem;   // why the two cannot be compared (dtype or shape differ); empty otherwise
  double maxError;       // over the elements where both are finite
  double maxReference;   // max |ref| over the finite references
  double allowed;        // tolerance (or the dtype's floor) * maxReference (0 for integer dtypes)
  int64_t mismatches;    // elements that fail: non-finite ones, or unequal integers
  int64_t firstMismatch; // the first of them, -1 if none
  double firstOutput, firstReference;
  Comparison()
      : ok(false), maxError(0), maxReference(0), allowed(0), mismatches(0), firstMismatch(-1), firstOutput(0),
        firstReference(0) {}
};
/// `data`, of the value `output` describes, against `expected` (a bf16 output may be compared with f32).
Comparison compareTensors(const TensorInfo &output, const void *data, const ExpectedTensor &expected, double tolerance);

/// Element i of a tensor of `dtype` as a double (the bytes need not be aligned).
double elementAsDouble(DType dtype, const void *data, int64_t i);

/// One output of one bundled example, compared.
struct BundledCheck {
  size_t example;
  size_t output;
  Comparison comparison;
};
/// The number of examples the model's program carries.
size_t bundledExamples(const Program &program);
/// Runs every example the program of `model` carries on it and compares each output with the expected one
/// (`tolerance` as compareTensors). An error if the program carries none or an execute fails; otherwise
/// `checks` holds every comparison, and the model passed if each is ok.
Error verifyBundled(Model &model, double tolerance, std::vector<BundledCheck> *checks);

} // namespace edge

#endif
