#include "edge/runtime/Verify.h"
#include "edge/schema/program_generated.h"
#include "edge/runtime/Model.h"

#include "DTypes.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace edge {

namespace {
/// "[2,3]".
std::string shapeText(const std::vector<int64_t> &shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? "," : "") + std::to_string(shape[i]);
  return s + "]";
}

bool isFloat(DType dtype) { return isFloatingDType(dtype); }

ExpectedTensor expectedOf(const schema::BundledTensor &t) {
  ExpectedTensor e = {DType(t.dtype()), std::vector<int64_t>(t.shape()->begin(), t.shape()->end()), t.data()->data(),
                      t.data()->size()};
  return e;
}
} // namespace

double elementAsDouble(DType dtype, const void *data, int64_t i) {
  const uint8_t *p = static_cast<const uint8_t *>(data) + size_t(i) * elementSize(dtype);
  switch (dtype) {
  case DType::f32: {
    float v;
    memcpy(&v, p, 4);
    return v;
  }
  case DType::f64: {
    double v;
    memcpy(&v, p, 8);
    return v;
  }
  case DType::f16: {
    uint16_t v;
    memcpy(&v, p, 2);
    return halfToFloat(v);
  }
  case DType::bf16: {
    uint16_t v;
    memcpy(&v, p, 2);
    return bf16ToFloat(v);
  }
  case DType::i64: {
    int64_t v;
    memcpy(&v, p, 8);
    return double(v);
  }
  case DType::i32: {
    int32_t v;
    memcpy(&v, p, 4);
    return v;
  }
  case DType::i16: {
    int16_t v;
    memcpy(&v, p, 2);
    return v;
  }
  case DType::i8:
    return int8_t(*p);
  case DType::u8:
  case DType::bool_:
    return *p;
  }
  return 0;
}

Comparison compareTensors(const TensorInfo &t, const void *data, const ExpectedTensor &ref, double tolerance) {
  Comparison c;
  // NumPy has no bfloat16: a bf16 output is compared with an f32 reference.
  const bool bf16AsF32 = t.dtype == DType::bf16 && ref.dtype == DType::f32;
  if ((ref.dtype != t.dtype && !bf16AsF32) || ref.shape != t.shape) {
    c.problem = formatMessage("is %s%s, the reference is %s%s", dtypeName(t.dtype), shapeText(t.shape).c_str(),
                              dtypeName(ref.dtype), shapeText(ref.shape).c_str());
    return c;
  }
  if (ref.nbytes != size_t(t.numel) * elementSize(ref.dtype)) {
    c.problem = "has a reference of the wrong byte size";
    return c;
  }
  const bool floating = isFloat(t.dtype);
  for (int64_t i = 0; i < t.numel; ++i) {
    double o = elementAsDouble(t.dtype, data, i), r = elementAsDouble(ref.dtype, ref.data, i);
    bool match;
    if (!floating) {
      match = o == r;
      c.maxError = std::max(c.maxError, std::fabs(o - r));
    } else if (std::isnan(r)) {
      match = std::isnan(o);
    } else if (std::isinf(r)) {
      match = o == r;
    } else {
      match = std::isfinite(o);
      c.maxReference = std::max(c.maxReference, std::fabs(r));
      if (match)
        c.maxError = std::max(c.maxError, std::fabs(o - r));
    }
    if (!match && c.mismatches++ == 0) {
      c.firstMismatch = i;
      c.firstOutput = o;
      c.firstReference = r;
    }
  }
  // Two units in the last place of max|ref| for the 16-bit floats (10 and 7 mantissa bits).
  double floor = t.dtype == DType::f16    ? std::ldexp(1.0, -9)
                 : t.dtype == DType::bf16 ? std::ldexp(1.0, -6)
                                                  : 0;
  c.allowed = floating ? std::max(tolerance, floor) * c.maxReference : 0;
  c.ok = c.mismatches == 0 && c.maxError <= c.allowed;
  return c;
}

size_t bundledExamples(const Program &program) {
  return program.fb().bundled_examples() ? program.fb().bundled_examples()->size() : 0;
}

Error verifyBundled(Model &model, double tolerance, std::vector<BundledCheck> *checks) {
  checks->clear();
  const Program &program = model.program();
  size_t examples = bundledExamples(program);
  if (examples == 0)
    return Error(ErrorCode::InvalidArgument, "the program carries no examples to verify (edgec compile --bundle)");
  // Every example's inputs and outputs match the program's in number, type and size (Program::check).
  for (size_t e = 0; e < examples; ++e) {
    const schema::BundledExample &example = *program.fb().bundled_examples()->Get(uint32_t(e));
    for (size_t i = 0; i < program.numInputs(); ++i) {
      ExpectedTensor input = expectedOf(*example.inputs()->Get(uint32_t(i)));
      EDGE_RETURN_IF_ERROR(model.setInput(i, input.data, input.nbytes, input.shape.data(), input.shape.size()));
    }
    Error executed = model.execute();
    if (!executed.ok())
      return Error(executed.code(), formatMessage("example %zu: ", e) + executed.message());
    for (size_t o = 0; o < program.numOutputs(); ++o) {
      BundledCheck check;
      check.example = e;
      check.output = o;
      check.comparison = compareTensors(model.outputInfo(o), model.output(o),
                                        expectedOf(*example.outputs()->Get(uint32_t(o))), tolerance);
      checks->push_back(check);
    }
  }
  return Error::success();
}

} // namespace edge
