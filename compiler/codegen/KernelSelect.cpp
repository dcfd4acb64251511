//===- KernelSelect.cpp - Vulkan ops -> dispatches of shader variants -----===//
//
// Each Vulkan op becomes one or more `edge.dispatch` ops of a shader variant (`edge.shader`, created once
// per family and defines). What depends on shapes and attributes - sizes, strides, scalars - goes into the
// dispatch's push constants, never into the variant, so one variant serves every shape. Workgroup and tile
// sizes are specialization constants. This runs before memory planning so that scratch buffers a
// multi-dispatch kernel needs are planned like any other buffer.
//
//===----------------------------------------------------------------------===//
#include "codegen/Passes.h"

#include "mlir/IR/Verifier.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cstring>

namespace edgec {
#define GEN_PASS_DEF_EDGESELECTKERNELS
#include "codegen/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

namespace {
constexpr int32_t kElementwiseGroupSize = 64;
constexpr int32_t kMatmulTile = 16;
constexpr int32_t kNormGroupSize = 256; // a row per workgroup: rows are long (hundreds to thousands)
constexpr int64_t kMaxGroupsPerDim = 65535; // guaranteed maxComputeWorkGroupCount

/// Sizes, strides and offsets: constants, or in a program with dynamic shapes expressions over its size
/// symbols that the runtime evaluates at each execute.
using Size = AffineExpr;
using Sizes = SmallVector<AffineExpr>;

/// The size symbols of the function being selected (empty: static shapes).
thread_local const SmallVector<edge::SizeSymbol> *currentSymbols = nullptr;
/// Whether the target lacks shaderInt64: variants then keep int64 buffers but read, write and compute them
/// as pairs of 32-bit words (shaders/int64_pairs.glsl).
thread_local bool int64AsPairs = false;

std::optional<std::pair<int64_t, int64_t>> rangeOf(Size e) {
  static const SmallVector<edge::SizeSymbol> none;
  return edge::sizeRange(e, currentSymbols ? *currentSymbols : none);
}
/// The greatest value of `e` (its value at the upper bounds), or -1 if it has none.
int64_t upperBound(Size e) {
  std::optional<std::pair<int64_t, int64_t>> r = rangeOf(e);
  return r ? r->second : -1;
}
Size constant(int64_t v, MLIRContext *ctx) { return getAffineConstantExpr(v, ctx); }
Size product(ArrayRef<Size> sizes, MLIRContext *ctx) {
  Size p = constant(1, ctx);
  for (Size s : sizes)
    p = p * s;
  return p;
}

Sizes dimsOf(Value v) { return edge::dimsOf(v); }

/// A scalar push constant in a variant's compute type: a float, an int, or an int64 (two words).
struct PushScalar {
  enum Kind { F32, I32, I64 } kind;
  double f = 0;
  int64_t i = 0;
};

/// The 32-bit words of a dispatch's push constants, in the order of the template's `Params` block (both
/// generated from compiler/registry/kernel_families.py: PushStructs.inc). A size that depends on the size
/// symbols is written at its upper bound and listed in `dynamic`.
class PushConstants {
public:
  void u32(int64_t v) {
    if (v < 0 || v > int64_t(UINT32_MAX))
      outOfRange = true;
    words.push_back(int32_t(uint32_t(v)));
  }
  void u32(Size e) {
    if (auto c = dyn_cast<AffineConstantExpr>(e))
      return u32(c.getValue());
    std::optional<std::pair<int64_t, int64_t>> range = rangeOf(e);
    if (!range || range->first < 0 || range->second > int64_t(UINT32_MAX))
      outOfRange = true;
    dynamic.push_back({int32_t(words.size()), e});
    words.push_back(int32_t(uint32_t(range ? range->second : 0)));
  }
  void i32(int64_t v) {
    if (v < INT32_MIN || v > INT32_MAX)
      outOfRange = true;
    words.push_back(int32_t(v));
  }
  void f32(double v) {
    float f = float(v);
    int32_t w;
    memcpy(&w, &f, sizeof(w));
    words.push_back(w);
  }
  /// Two words, low first (little-endian, as Vulkan devices are).
  void i64(int64_t v) {
    words.push_back(int32_t(uint32_t(uint64_t(v))));
    words.push_back(int32_t(uint32_t(uint64_t(v) >> 32)));
  }
  void scalar(const PushScalar &s) {
    if (s.kind == PushScalar::F32)
      f32(s.f);
    else if (s.kind == PushScalar::I32)
      i32(s.i);
    else
      i64(s.i);
  }
  /// `values` padded with `pad` to `count` entries (a fixed-size array of the Params block).
  void u32Array(ArrayRef<Size> values, int64_t count, int64_t pad) {
    for (int64_t i = 0; i < count; ++i) {
      if (i < int64_t(values.size()))
        u32(values[i]);
      else
        u32(pad);
    }
  }

  std::vector<int32_t> words;
  std::vector<std::pair<int32_t, Size>> dynamic; // (word index, its size expression)
  bool outOfRange = false;
};

/// A variant's defines ("NAME" or "NAME=VALUE"), as the generated push-constant structs ask about them.
struct VariantDefines {
  ArrayRef<std::string> defines;
  bool has(StringRef name) const {
    return llvm::any_of(defines, [&](StringRef d) { return d == name || d.starts_with((name + "=").str()); });
  }
  /// NAME's integer value; 0 where it is not defined or not an integer.
  int64_t value(StringRef name) const {
    for (StringRef d : defines) {
      int64_t v;
      if (d.consume_front(name) && d.consume_front("=") && !d.getAsInteger(10, v))
        return v;
    }
    return 0;
  }
};

#include "codegen/PushStructs.inc"

/// One dispatch a kernel selector asks for.
struct DispatchRequest {
  std::string family;               // shaders/FAMILY.comp
  std::string name;                 // the shader symbol's name (made unique)
  std::vector<std::string> defines; // the variant
  SmallVector<Value> inputs, outputs;
  PushConstants push;
  /// Null once setPush wrote the block; else why not (no setPush, or the field that did not fit).
  const char *pushError = "no push constants were set";
  /// Writes the push constants from the family's generated struct, after the defines are final.
  template <typename Push> void setPush(const Push &p) {
    pushError = family != Push::kFamily ? "the struct of another family" : p.write(push, VariantDefines{defines});
  }
  std::vector<int32_t> spec;   // workgroup size x, y, z, then the family's specialization constants
  bool specOutOfRange = false; // a specialization constant does not fit 32 bits
  SmallVector<Size, 3> groups;
};

/// A 1-D grid of `invocations` threads in groups of `groupSize`, folded into y when the upper bound needs
/// more than 65535 groups (the shaders skip invocations past the end).
SmallVector<Size, 3> grid1d(Size invocations, int64_t groupSize) {
  MLIRContext *ctx = invocations.getContext();
  Size groups = invocations.ceilDiv(groupSize);
  Size one = constant(1, ctx);
  if (upperBound(groups) <= kMaxGroupsPerDim)
    return {groups, one, one};
  return {constant(kMaxGroupsPerDim, ctx), groups.ceilDiv(kMaxGroupsPerDim), one};
}

/// Element strides that read `shape` (contiguous) broadcast to `outShape` (0 on broadcast dims).
Sizes broadcastStrides(ArrayRef<Size> shape, ArrayRef<Size> outShape, MLIRContext *ctx) {
  Sizes strides = edge::contiguousStrides(shape, ctx), out(outShape.size(), constant(0, ctx));
  size_t lead = outShape.size() - shape.size();
  for (size_t i = 0; i < shape.size(); ++i)
    if (!(edge::isConstantSize(shape[i], 1) && !edge::isConstantSize(outShape[lead + i], 1)))
      out[lead + i] = strides[i];
  return out;
}

/// An input of an elementwise dispatch: a buffer read at offset + sum(coordinate[d] * strides[d]) over the
/// output's dims.
struct StridedInput {
  Value buffer;
  Size offset;
  Sizes strides;
};

/// An elementwise kernel: its expression over inputs x0..x2 and scalars s0, s1, the attributes that give
/// the scalars, and whether it computes in its inputs' promoted type (comparisons, conversions) rather
/// than its result's.
struct ElementwiseKernel {
  llvm::StringLiteral atenName, name, expr;
  llvm::StringLiteral pairsExpr; // expr over int64 as word pairs; empty where the op never computes in int64
  llvm::StringLiteral scalar0, scalar1;
  bool computeOnInputs;
  llvm::StringLiteral absent0, absent1; // an absent optional scalar: "lowest" or "highest" of the compute type
};
/// Every elementwise op of the registry (compiler/registry/edge_ops.py).
const ElementwiseKernel kElementwiseKernels[] = {
#define EDGEC_ELEMENTWISE(aten, name, expr, pairsExpr, s0, s1, onInputs, absent0, absent1)                             \
  {aten, name, expr, pairsExpr, s0, s1, onInputs, absent0, absent1},
#include "registry/OpTable.inc"
#undef EDGEC_ELEMENTWISE
};
/// A strided copy: permutes, and any view a consumer cannot read in place.
constexpr ElementwiseKernel kCopy = {"", "copy", "x0", "x0", "", "", true, "", ""};

/// The GLSL compute type of an elementwise kernel: the widest of `types` decides (any float: float; any
/// 64-bit integer: int64_t, or I64 where int64 is emulated; else int, which holds every narrower integer and
/// bool).
enum class ComputeType { Float, Int, Int64, Int64Pairs };
ComputeType computeType(ArrayRef<Type> types) {
  ComputeType c = ComputeType::Int;
  for (Type t : types) {
    if (isa<FloatType>(t))
      return ComputeType::Float;
    if (t.isInteger(64))
      c = int64AsPairs ? ComputeType::Int64Pairs : ComputeType::Int64;
  }
  return c;
}
const char *glslName(ComputeType c) {
  switch (c) {
  case ComputeType::Float:
    return "float";
  case ComputeType::Int:
    return "int";
  case ComputeType::Int64:
    return "int64_t";
  case ComputeType::Int64Pairs:
    return "I64";
  }
  llvm_unreachable("compute type");
}
/// The defines of compute type `ct`: CT, CT_IS_FLOAT and CT_PAIRS for I64.
std::vector<std::string> computeTypeDefines(ComputeType ct) {
  std::vector<std::string> defines = {std::string("CT=") + glslName(ct),
                                      std::string("CT_IS_FLOAT=") + (ct == ComputeType::Float ? "1" : "0")};
  if (ct == ComputeType::Int64Pairs)
    defines.push_back("CT_PAIRS");
  return defines;
}

/// How the elementwise template stores an element type in a buffer, and converts from storage to the
/// compute type (`load`, of `v`) and back (`store`, of `e`, which may also be a bool).
struct GlslStorage {
  std::string type, load, store;
  bool pairs = false; // an int64 buffer read and written as word pairs: the variant needs INT64_PAIRS
};
GlslStorage glslStorage(Type t, ComputeType ct);
/// Storage where int64 is emulated: int64 buffers hold I64s, and an I64 compute type converts to and from
/// every other storage through int (integers, bool) or float.
GlslStorage pairsStorage(Type t, ComputeType ct) {
  if (t.isInteger(64)) {
    if (ct == ComputeType::Int64Pairs)
      return {"I64", "v", "e", true};
    if (ct == ComputeType::Float)
      return {"I64", "i64ToFloat(v)", "i64FromFloat(float(e))", true};
    return {"I64", "int(v.lo)", "i64(int(e))", true}; // int64 to int32 keeps the low word, as C's conversion
  }
  GlslStorage s = glslStorage(t, ComputeType::Int); // the storage type, and how bools store (truthy(I64))
  if (t.isF32())
    return {s.type, "i64FromFloat(v)", "i64ToFloat(e)"};
  if (t.isF16())
    return {s.type, "i64FromFloat(float(v))", "float16_t(i64ToFloat(e))"};
  if (t.isBF16())
    return {s.type, "i64FromFloat(bf16ToFloat(v))", "floatToBf16(i64ToFloat(e))"};
  // narrower integers take the low bits of the low word, as C's conversions of int64
  return {s.type, "i64(int(v))", t.isInteger(1) ? s.store : s.type + "(int(e.lo))"};
}
GlslStorage glslStorage(Type t, ComputeType ct) {
  if (ct == ComputeType::Int64Pairs || (int64AsPairs && t.isInteger(64)))
    return pairsStorage(t, ct);
  if (t.isF32())
    return {"float", "CT(v)", "float(e)"};
  if (t.isF16())
    return {"float16_t", "CT(float(v))", "float16_t(float(e))"};
  if (t.isBF16())
    return {"uint16_t", "CT(bf16ToFloat(v))", "floatToBf16(float(e))"};
  if (t.isInteger(64))
    return {"int64_t", "CT(v)", "int64_t(e)"};
  if (t.isInteger(32))
    return {"int", "CT(v)", "int(e)"};
  if (t.isInteger(16))
    return {"int16_t", "CT(int(v))", "int16_t(int(e))"};
  if (t.isInteger(1))
    return {"uint8_t", "CT(int(v))", "uint8_t(truthy(e) ? 1 : 0)"};
  if (t.isUnsignedInteger(8))
    return {"uint8_t", "CT(int(v))", "uint8_t(int(e))"};
  return {"int8_t", "CT(int(v))", "int8_t(int(e))"}; // i8; the partitioner admits no other type
}
Type elementType(Value v) { return cast<ShapedType>(v.getType()).getElementType(); }

/// Types the buffers of a family template other than elementwise: the input's storage and load (IN_TYPE,
/// LOAD), the output's storage and store (OUT_TYPE, STORE) and the compute type (CT, CT_IS_FLOAT,
/// CT_LOWEST). The variant's name gets the dtypes unless they are f32.
void typeBuffers(DispatchRequest &r, Type in, Type out, ComputeType ct) {
  GlslStorage i = glslStorage(in, ct), o = glslStorage(out, ct);
  r.defines.insert(r.defines.end(),
                   {"IN_TYPE=" + i.type, "LOAD(v)=" + i.load, "OUT_TYPE=" + o.type, "STORE(e)=" + o.store});
  for (std::string &d : computeTypeDefines(ct))
    r.defines.push_back(std::move(d));
  if ((i.pairs || o.pairs || ct == ComputeType::Int64Pairs) && !llvm::is_contained(r.defines, "INT64_PAIRS"))
    r.defines.push_back("INT64_PAIRS");
  r.defines.push_back(std::string("CT_LOWEST=") + (ct == ComputeType::Float        ? "(-1.0 / 0.0)"
                                                   : ct == ComputeType::Int        ? "(-2147483647 - 1)"
                                                   : ct == ComputeType::Int64Pairs ? "I64(0u, 0x80000000u)"
                                                                                   : "(int64_t(0x80000000u) << 32)"));
  if (!in.isF32() || !out.isF32())
    r.name += "_" + edge::dtypeName(in) + (in == out ? "" : "_" + edge::dtypeName(out));
}


const ElementwiseKernel *lookupElementwise(StringRef atenName) {
  for (const ElementwiseKernel &k : kElementwiseKernels)
    if (k.atenName == atenName)
      return &k;
  return nullptr;
}

/// An elementwise dispatch over the contiguous output `out`. Dims are merged where every input can be
/// indexed across them as one dim, and dims of size 1 are dropped: fewer dims, less index arithmetic.
/// `scalars` are the op's Scalar attributes, in the order of its expression's s0, s1 (null where an
/// optional one is absent: 0).
/// With `outView`, the dispatch writes `out` strided (offset + sum(coordinate[d] * strides[d])) over
/// `iterShape` instead: a part of it (cat).
DispatchRequest elementwise(const ElementwiseKernel &kernel, ArrayRef<StridedInput> inputs, Value out,
                            ArrayRef<Attribute> scalars = {}, const StridedInput *outView = nullptr,
                            ArrayRef<Size> iterShape = {}) {
  MLIRContext *ctx = out.getContext();
  Sizes outShape = outView ? Sizes(iterShape) : dimsOf(out);
  SmallVector<StridedInput> views(inputs.begin(), inputs.end()); // the inputs, then the strided output
  if (outView)
    views.push_back(*outView);
  Sizes shape;
  SmallVector<Sizes> strides(views.size());
  for (size_t d = 0; d < outShape.size(); ++d) {
    if (edge::isConstantSize(outShape[d], 1))
      continue;
    bool merge = !shape.empty() && llvm::all_of(llvm::seq<size_t>(0, views.size()), [&](size_t k) {
      return strides[k].back() == views[k].strides[d] * outShape[d];
    });
    if (merge) {
      shape.back() = shape.back() * outShape[d];
      for (size_t k = 0; k < views.size(); ++k)
        strides[k].back() = views[k].strides[d];
      continue;
    }
    shape.push_back(outShape[d]);
    for (size_t k = 0; k < views.size(); ++k)
      strides[k].push_back(views[k].strides[d]);
  }
  if (shape.empty()) { // a single element
    shape.push_back(constant(1, ctx));
    for (auto &s : strides)
      s.push_back(constant(0, ctx));
  }
  Size numel = product(outShape, ctx);
  DispatchRequest r;
  r.family = "elementwise";
  SmallVector<Type> computeFrom;
  if (kernel.computeOnInputs)
    for (const StridedInput &in : inputs)
      computeFrom.push_back(elementType(in.buffer));
  else
    computeFrom.push_back(elementType(out));
  ComputeType ct = computeType(computeFrom);
  // The registry has an int64 form of every expression of an op that computes in int64 (gen_ops.py).
  assert((ct != ComputeType::Int64Pairs || !kernel.pairsExpr.empty()) && "no int64 form of the expression");
  r.name = ("elementwise_" + kernel.name).str();
  r.defines = {"NUM_INPUTS=" + std::to_string(inputs.size()), "NUM_SCALARS=" + std::to_string(scalars.size()),
               ("EXPR=" + (ct == ComputeType::Int64Pairs ? kernel.pairsExpr : kernel.expr)).str()};
  for (std::string &d : computeTypeDefines(ct))
    r.defines.push_back(std::move(d));
  bool pairs = ct == ComputeType::Int64Pairs;
  for (size_t k = 0; k < inputs.size(); ++k) {
    GlslStorage s = glslStorage(elementType(inputs[k].buffer), ct);
    r.defines.push_back("IN" + std::to_string(k) + "_TYPE=" + s.type);
    r.defines.push_back("LOAD" + std::to_string(k) + "(v)=" + s.load);
    r.name += "_" + edge::dtypeName(elementType(inputs[k].buffer));
    pairs |= s.pairs;
  }
  GlslStorage o = glslStorage(elementType(out), ct);
  r.defines.push_back("OUT_TYPE=" + o.type);
  r.defines.push_back("STORE(e)=" + o.store);
  r.name += "_" + edge::dtypeName(elementType(out));
  if (pairs || o.pairs) {
    r.defines.push_back("INT64_PAIRS");
    r.name += "_pairs";
  }
  // Every input read at the output's own index: the variant without index arithmetic.
  bool contiguous = shape.size() == 1 && llvm::all_of(llvm::seq<size_t>(0, views.size()), [&](size_t k) {
                      return edge::isConstantSize(views[k].offset, 0) && edge::isConstantSize(strides[k][0], 1);
                    });
  if (outView && !contiguous) {
    r.defines.push_back("OUT_STRIDED");
    r.name += "_into";
  }
  if (contiguous) {
    r.defines.push_back("CONTIGUOUS");
    r.name += "_contiguous";
  }
  for (const StridedInput &in : inputs)
    r.inputs.push_back(in.buffer);
  r.outputs.push_back(out);
  // The scalars first, in the compute type: an integer kernel takes integers exactly. An absent optional
  // one takes the compute type's lowest or highest value, which its expression then ignores.
  PushScalar::Kind kind = ct == ComputeType::Float ? PushScalar::F32
                          : ct == ComputeType::Int ? PushScalar::I32
                                                   : PushScalar::I64;
  ElementwisePush push;
  for (auto [k, s] : llvm::enumerate(scalars)) {
    StringRef absent = k == 0 ? kernel.absent0 : kernel.absent1;
    PushScalar value{kind};
    if (!s && !absent.empty()) {
      bool low = absent == "lowest";
      value.f = low ? -std::numeric_limits<float>::max() : std::numeric_limits<float>::max();
      value.i = kind == PushScalar::I32 ? (low ? INT32_MIN : INT32_MAX) : (low ? INT64_MIN : INT64_MAX);
    } else {
      value.f = s ? edge::scalarValue(s) : 0.0;
      value.i = isa_and_nonnull<IntegerAttr>(s) && !isa<BoolAttr>(s)      ? cast<IntegerAttr>(s).getInt()
                : std::isfinite(value.f) && std::fabs(value.f) < 9.2e18 ? int64_t(std::trunc(value.f))
                                                                          : 0;
    }
    (k == 0 ? push.s0 : push.s1) = value;
  }
  push.numel = numel;
  push.rank = constant(shape.size(), ctx);
  push.shape = shape;
  for (const StridedInput &in : inputs)
    push.offset.push_back(in.offset);
  push.strides.assign(strides.begin(), strides.begin() + inputs.size());
  if (outView && !contiguous) {
    push.outOffset = outView->offset;
    push.outStrides = strides.back();
  }
  r.setPush(push);
  r.spec = {kElementwiseGroupSize, 1, 1};
  r.groups = grid1d(numel, kElementwiseGroupSize);
  return r;
}

/// A contiguous input broadcast to the output's shape.
StridedInput broadcastInput(Value v, Value out) {
  return {v, constant(0, v.getContext()), broadcastStrides(dimsOf(v), dimsOf(out), v.getContext())};
}

/// Buffers whose strided-copy kernel was folded into its readers: each reads the copy's source through
/// the layout instead (a view that costs no copy).
using FoldedViews = llvm::DenseMap<Value, std::pair<Value, edge::SymbolicLayout>>;

/// `v` broadcast to `out`, read through a folded view if it is one.
StridedInput readInput(Value v, Value out, const FoldedViews &folded) {
  auto it = folded.find(v);
  if (it == folded.end())
    return broadcastInput(v, out);
  const edge::SymbolicLayout &layout = it->second.second;
  Sizes outShape = dimsOf(out);
  StridedInput in{it->second.first, layout.offset, Sizes(outShape.size(), constant(0, v.getContext()))};
  size_t lead = outShape.size() - layout.shape.size();
  for (size_t d = 0; d < layout.shape.size(); ++d)
    if (!(edge::isConstantSize(layout.shape[d], 1) && !edge::isConstantSize(outShape[lead + d], 1))) // a broadcast dim repeats
      in.strides[lead + d] = layout.strides[d];
  return in;
}

/// An elementwise op of the registry: every input broadcast to the output, the scalars from its attributes.
DispatchRequest elementwiseOp(const ElementwiseKernel &kernel, edge::AtenOpInterface op, const FoldedViews &folded) {
  Value out = op.getOuts()[0];
  SmallVector<StridedInput> inputs;
  for (Value in : op.getInputs())
    inputs.push_back(readInput(in, out, folded));
  SmallVector<Attribute> scalars;
  for (StringRef name : {kernel.scalar0, kernel.scalar1})
    if (!name.empty())
      scalars.push_back(op->getAttr(name));
  return elementwise(kernel, inputs, out, scalars);
}

/// A matmul, or a batch of them (rank-3 operands: bmm).
DispatchRequest matmul(Value bias, Value a, Value b, Value out, double beta, double alpha) {
  MLIRContext *ctx = out.getContext();
  Sizes as = dimsOf(a), bs = dimsOf(b);
  Size batch = as.size() == 3 ? as[0] : constant(1, ctx);
  Size m = as[as.size() - 2], k = as.back(), n = bs.back();
  DispatchRequest r;
  r.family = "matmul";
  r.name = bias ? "matmul_bias" : "matmul";
  r.defines = {std::string("HAS_BIAS=") + (bias ? "1" : "0")};
  ComputeType ct = computeType({elementType(out)});
  typeBuffers(r, elementType(a), elementType(out), ct);
  r.defines.push_back(std::string("SCALAR_TYPE=") + (ct == ComputeType::Float ? "float" : "int"));
  if (bias)
    r.inputs.push_back(bias);
  r.inputs.append({a, b});
  r.outputs.push_back(out);
  MatmulPush push;
  push.M = m;
  push.N = n;
  push.K = k;
  // alpha and beta in the compute type's kind: integer tensors take integer Scalars (ATen refuses others)
  PushScalar::Kind kind = ct == ComputeType::Float ? PushScalar::F32 : PushScalar::I32;
  push.alpha = PushScalar{kind, alpha, int64_t(alpha)};
  push.beta = PushScalar{kind, beta, int64_t(beta)};
  Sizes biasStrides = bias ? broadcastStrides(dimsOf(bias), {m, n}, ctx) : Sizes{constant(0, ctx), constant(0, ctx)};
  push.biasStrideM = biasStrides[0];
  push.biasStrideN = biasStrides[1];
  push.strideA = m * k;
  push.strideB = k * n;
  r.setPush(push);
  r.spec = {kMatmulTile, kMatmulTile, 1, kMatmulTile};
  r.groups = {n.ceilDiv(kMatmulTile), m.ceilDiv(kMatmulTile), batch};
  return r;
}

DispatchRequest windowed(StringRef family, Value out, Size invocations) {
  DispatchRequest r;
  r.family = family.str();
  r.name = family.str();
  r.outputs.push_back(out);
  r.spec = {kElementwiseGroupSize, 1, 1};
  r.groups = grid1d(invocations, kElementwiseGroupSize);
  return r;
}

/// A sliding window's kernel size, stride, padding and dilation as specialization constants 3 to 10 of the
/// conv2d and pool2d templates: they are properties of the op, not of the data, and as constants they let
/// the driver unroll the window loops. Shapes stay push constants.
void specializeWindow(DispatchRequest &r, ArrayRef<int64_t> window) {
  for (int64_t v : window) {
    if (v < 0 || v > INT32_MAX)
      r.specOutOfRange = true;
    r.spec.push_back(int32_t(v));
  }
}

DispatchRequest convolution(edge::ConvolutionOp o) {
  MLIRContext *ctx = o.getContext();
  Sizes in = dimsOf(o.getInput()), out = dimsOf(o.getOuts()[0]);
  ArrayRef<int64_t> w = cast<ShapedType>(o.getWeight().getType()).getShape();
  DispatchRequest r = windowed("conv2d", o.getOuts()[0], product(out, ctx));
  r.name = o.getBias() ? "conv2d_bias" : "conv2d";
  r.defines = {std::string("HAS_BIAS=") + (o.getBias() ? "1" : "0")};
  typeBuffers(r, elementType(o.getInput()), elementType(o.getOuts()[0]), computeType({elementType(o.getOuts()[0])}));
  r.inputs = {o.getInput(), o.getWeight()};
  if (Value bias = o.getBias())
    r.inputs.push_back(bias);
  int64_t groups = o.getGroups();
  Conv2dPush push;
  push.N = in[0], push.C = in[1], push.H = in[2], push.W = in[3];
  push.OC = out[1], push.OH = out[2], push.OW = out[3];
  push.inPerGroup = in[1].floorDiv(groups), push.outPerGroup = out[1].floorDiv(groups);
  r.setPush(push);
  auto at = [](ArrayRef<int64_t> list, int i) { return edge::spatial(list, i); };
  specializeWindow(r, {w[2], w[3], at(o.getStride(), 0), at(o.getStride(), 1), at(o.getPadding(), 0),
                       at(o.getPadding(), 1), at(o.getDilation(), 0), at(o.getDilation(), 1)});
  return r;
}

/// max_pool2d, or max_pool2d_with_indices (its second out: the indices).
template <typename PoolOp> FailureOr<DispatchRequest> maxPool2d(PoolOp o) {
  Sizes in = dimsOf(o.getSelf()), out = dimsOf(o.getOuts()[0]);
  FailureOr<edge::Pool2dWindow> w = edge::poolWindow(o.getKernelSize(), o.getStride(), o.getPadding(), o.getDilation());
  if (failed(w))
    return o.emitOpError("malformed pooling window");
  DispatchRequest r = windowed("pool2d", o.getOuts()[0], product(out, o.getContext()));
  r.name = "max_pool2d";
  r.inputs = {o.getSelf()};
  if (o.getOuts().size() == 2) {
    r.name = "max_pool2d_with_indices";
    r.defines = {"WITH_INDICES"};
    r.outputs.push_back(o.getOuts()[1]);
  }
  typeBuffers(r, elementType(o.getSelf()), elementType(o.getOuts()[0]), computeType({elementType(o.getSelf())}));
  Pool2dPush push;
  push.N = in[0], push.C = in[1], push.H = in[2], push.W = in[3], push.OH = out[2], push.OW = out[3];
  r.setPush(push);
  specializeWindow(r, {w->kh, w->kw, w->sh, w->sw, w->ph, w->pw, w->dh, w->dw});
  return r;
}

/// avg_pool2d: the pool2d template's AVG variant; the divisor rule is pushed (divisor_override, 0 for none;
/// count_include_pad).
FailureOr<DispatchRequest> avgPool2d(edge::AvgPool2dOp o) {
  Sizes in = dimsOf(o.getSelf()), out = dimsOf(o.getOuts()[0]);
  FailureOr<edge::Pool2dWindow> w = edge::poolWindow(o.getKernelSize(), o.getStride(), o.getPadding(), {1});
  if (failed(w))
    return o.emitOpError("malformed pooling window");
  DispatchRequest r = windowed("pool2d", o.getOuts()[0], product(out, o.getContext()));
  r.name = "avg_pool2d";
  r.defines = {"AVG"};
  r.inputs = {o.getSelf()};
  typeBuffers(r, elementType(o.getSelf()), elementType(o.getOuts()[0]), computeType({elementType(o.getSelf())}));
  Pool2dPush push;
  push.N = in[0], push.C = in[1], push.H = in[2], push.W = in[3], push.OH = out[2], push.OW = out[3];
  push.divisorOverride = o.getDivisorOverride().value_or(0);
  push.countIncludePad = constant(o.getCountIncludePad() ? 1 : 0, o.getContext());
  r.setPush(push);
  specializeWindow(r, {w->kh, w->kw, w->sh, w->sw, w->ph, w->pw, 1, 1});
  return r;
}

DispatchRequest adaptiveAvgPool2d(edge::_AdaptiveAvgPool2dOp o) {
  MLIRContext *ctx = o.getContext();
  Sizes in = dimsOf(o.getSelf()), out = dimsOf(o.getOuts()[0]);
  DispatchRequest r = windowed("adaptive_pool2d", o.getOuts()[0], product(out, ctx));
  r.name = "adaptive_avg_pool2d";
  r.inputs = {o.getSelf()};
  typeBuffers(r, elementType(o.getSelf()), elementType(o.getOuts()[0]), ComputeType::Float);
  size_t r4 = in.size() == 4; // NCHW, or CHW as one image
  AdaptivePool2dPush push;
  push.N = r4 ? in[0] : constant(1, ctx), push.C = in[r4], push.H = in[r4 + 1], push.W = in[r4 + 2];
  push.OH = out[r4 + 1], push.OW = out[r4 + 2];
  r.setPush(push);
  return r;
}

DispatchRequest embedding(edge::EmbeddingOp o) {
  Sizes weight = dimsOf(o.getWeight());
  Size numel = product(dimsOf(o.getOuts()[0]), o.getContext());
  DispatchRequest r = windowed("embedding", o.getOuts()[0], numel);
  bool wide = elementType(o.getIndices()).isInteger(64);
  r.name = wide ? "embedding_i64" : "embedding_i32";
  if (wide && int64AsPairs)
    r.defines = {"INDEX_TYPE=I64", "INDEX_PAIRS", "INT64_PAIRS"};
  else
    r.defines = {std::string("INDEX_TYPE=") + (wide ? "int64_t" : "int")};
  typeBuffers(r, elementType(o.getWeight()), elementType(o.getOuts()[0]), computeType({elementType(o.getWeight())}));
  r.inputs = {o.getWeight(), o.getIndices()};
  EmbeddingPush push;
  push.numel = numel, push.D = weight[1], push.numEmbeddings = weight[0];
  r.setPush(push);
  return r;
}

/// A reduction of `self` over `dims` (none or empty: all) into `out`; `op` selects the variant (OP_MEAN, ...).
DispatchRequest reduction(Value self, std::optional<ArrayRef<int64_t>> dims, Value out, StringRef op) {
  MLIRContext *ctx = out.getContext();
  Sizes in = dimsOf(self);
  Sizes strides = edge::contiguousStrides(in, ctx);
  SmallVector<bool> reduced(in.size(), !dims || dims->empty());
  if (dims)
    for (int64_t d : *dims)
      reduced[edge::normalizeDim(d, in.size())] = true;
  Sizes keptShape, keptStrides, redShape, redStrides;
  for (size_t i = 0; i < in.size(); ++i) {
    (reduced[i] ? redShape : keptShape).push_back(in[i]);
    (reduced[i] ? redStrides : keptStrides).push_back(strides[i]);
  }
  Size outNumel = product(keptShape, ctx);
  DispatchRequest r = windowed("reduce", out, outNumel);
  r.name = ("reduce_" + op.drop_front(3).lower());
  r.defines = {op.str()};
  // argmax writes i64 as two words, whatever the compute type; sum accumulates integers in int64
  Type outType = op == "OP_ARGMAX" || op == "OP_ARGMIN" ? elementType(self) : elementType(out);
  typeBuffers(r, elementType(self), outType, computeType({elementType(self), outType}));
  r.inputs = {self};
  ReducePush push;
  push.outNumel = outNumel;
  push.keptRank = constant(keptShape.size(), ctx), push.redRank = constant(redShape.size(), ctx);
  push.redCount = product(redShape, ctx);
  push.keptShape = keptShape, push.keptStrides = keptStrides, push.redShape = redShape, push.redStrides = redStrides;
  r.setPush(push);
  return r;
}

/// Softmax (or log-softmax) of `self` along `dim`.
DispatchRequest softmax(Value self, int64_t dimAttr, Value out, bool log) {
  MLIRContext *ctx = out.getContext();
  Sizes in = dimsOf(self);
  int64_t rank = in.size(), dim = edge::normalizeDim(dimAttr, rank);
  Size outer = constant(1, ctx), inner = constant(1, ctx), d = rank ? in[dim] : constant(1, ctx);
  for (int64_t i = 0; i < rank; ++i) {
    if (i < dim)
      outer = outer * in[i];
    else if (i > dim)
      inner = inner * in[i];
  }
  DispatchRequest r = windowed("softmax", out, outer * inner);
  r.name = log ? "log_softmax" : "softmax";
  if (log)
    r.defines = {"LOG"};
  typeBuffers(r, elementType(self), elementType(out), ComputeType::Float);
  r.inputs = {self};
  SoftmaxPush push;
  push.outer = outer, push.D = d, push.inner = inner;
  r.setPush(push);
  return r;
}

/// The norm family (norm.comp): one workgroup per row of `cols` contiguous elements, the affine's element
/// (row % groups) * (cols / spatial) + col / spatial.
DispatchRequest norm(Value input, Value weight, Value bias, ValueRange outs, Size rows, Size cols, int64_t groups,
                     Size spatial, double eps) {
  DispatchRequest r;
  r.family = "norm";
  r.name = weight ? "norm_affine" : "norm";
  r.defines = {std::string("AFFINE=") + (weight ? "1" : "0")};
  typeBuffers(r, elementType(input), elementType(outs[0]), ComputeType::Float);
  r.inputs = {input};
  if (weight)
    r.inputs.append({weight, bias});
  r.outputs.append(outs.begin(), outs.end());
  r.spec = {kNormGroupSize, 1, 1};
  r.groups = grid1d(rows, 1);
  NormPush push;
  push.rows = rows, push.cols = cols, push.groups = constant(groups, rows.getContext()), push.spatial = spatial;
  push.eps = eps;
  r.setPush(push);
  return r;
}

/// native_layer_norm: a row per position of the leading dims.
DispatchRequest layerNorm(edge::NativeLayerNormOp o) {
  MLIRContext *ctx = o.getContext();
  Sizes in = dimsOf(o.getInput());
  size_t n = o.getNormalizedShape().size();
  return norm(o.getInput(), o.getWeight(), o.getBias(), o.getOuts(), product(ArrayRef<Size>(in).drop_back(n), ctx),
              product(ArrayRef<Size>(in).take_back(n), ctx), 1, constant(1, ctx), o.getEps().convertToDouble());
}

/// native_group_norm: a row per (sample, group), of the group's channels.
DispatchRequest groupNorm(edge::NativeGroupNormOp o) {
  MLIRContext *ctx = o.getContext();
  Sizes in = dimsOf(o.getInput());
  int64_t groups = o.getGroup();
  Size spatial = product(ArrayRef<Size>(in).drop_front(2), ctx);
  return norm(o.getInput(), o.getWeight(), o.getBias(), o.getOuts(), in[0] * groups, spatial * (o.getC() / groups), groups,
              spatial, o.getEps().convertToDouble());
}

/// cat: each input copied, converted to the result's type, into its slice of the output along `dim`.
std::vector<DispatchRequest> concatenate(edge::CatOp o) {
  MLIRContext *ctx = o.getContext();
  Value out = o.getOuts()[0];
  Sizes outShape = dimsOf(out);
  Sizes outStrides = edge::contiguousStrides(outShape, ctx);
  std::vector<DispatchRequest> requests;
  int64_t dim = 0;
  Size start = constant(0, ctx);
  if (!outShape.empty())
    dim = edge::normalizeDim(o.getDim(), outShape.size());
  for (Value in : o.getTensors()) {
    Sizes shape = dimsOf(in);
    if (upperBound(product(shape, ctx)) == 0) { // nothing to copy (and 1-D empty inputs are skipped)
      if (shape.size() == outShape.size())
        start = start + shape[dim];
      continue;
    }
    StridedInput source{in, constant(0, ctx), edge::contiguousStrides(shape, ctx)};
    StridedInput slice{out, start * outStrides[dim], outStrides};
    requests.push_back(elementwise(kCopy, {source}, out, {}, &slice, shape));
    start = start + shape[dim];
  }
  return requests;
}

/// permute, slice, select, expand: a copy of the strided read the op's layout describes.
FailureOr<DispatchRequest> stridedCopy(edge::AtenOpInterface op) {
  FailureOr<edge::SymbolicLayout> layout = edge::symbolicViewLayout(op);
  if (failed(layout))
    return failure();
  return elementwise(kCopy, {StridedInput{op.getInputs()[0], layout->offset, layout->strides}}, op.getOuts()[0]);
}

/// The dispatches that run `op` (in out-variant form) on Vulkan.
FailureOr<std::vector<DispatchRequest>> selectKernels(Operation *op, const FoldedViews &folded) {
  using Result = FailureOr<std::vector<DispatchRequest>>;
  auto one = [](DispatchRequest r) -> Result {
    std::vector<DispatchRequest> v;
    v.push_back(std::move(r));
    return v;
  };
  if (const ElementwiseKernel *kernel = lookupElementwise(cast<edge::AtenOpInterface>(op).getAtenName()))
    return one(elementwiseOp(*kernel, cast<edge::AtenOpInterface>(op), folded));
  return llvm::TypeSwitch<Operation *, Result>(op)
      .Case([&](edge::MmOp o) { return one(matmul(Value(), o.getSelf(), o.getMat2(), o.getOuts()[0], 0.0, 1.0)); })
      .Case([&](edge::BmmOp o) { return one(matmul(Value(), o.getSelf(), o.getMat2(), o.getOuts()[0], 0.0, 1.0)); })
      .Case([&](edge::AddmmOp o) {
        return one(matmul(o.getSelf(), o.getMat1(), o.getMat2(), o.getOuts()[0], edge::scalarValue(o.getBetaAttr()),
                          edge::scalarValue(o.getAlphaAttr())));
      })
      .Case([&](edge::ConvolutionOp o) { return one(convolution(o)); })
      .Case([&](edge::_AdaptiveAvgPool2dOp o) { return one(adaptiveAvgPool2d(o)); })
      .Case([&](edge::EmbeddingOp o) { return one(embedding(o)); })
      .Case([&](edge::CatOp o) -> Result { return concatenate(o); })
      .Case([&](edge::AvgPool2dOp o) -> Result {
        FailureOr<DispatchRequest> r = avgPool2d(o);
        if (failed(r))
          return failure();
        return one(std::move(*r));
      })
      .Case<edge::MaxPool2dOp, edge::MaxPool2dWithIndicesOp>([&](auto o) -> Result {
        FailureOr<DispatchRequest> r = maxPool2d(o);
        if (failed(r))
          return failure();
        return one(std::move(*r));
      })
      .Case([&](edge::MeanDimOp o) { return one(reduction(o.getSelf(), o.getDim(), o.getOuts()[0], "OP_MEAN")); })
      .Case([&](edge::SumDimIntListOp o) { return one(reduction(o.getSelf(), o.getDim(), o.getOuts()[0], "OP_SUM")); })
      .Case([&](edge::AmaxOp o) { return one(reduction(o.getSelf(), o.getDim(), o.getOuts()[0], "OP_MAX")); })
      .Case([&](edge::AminOp o) { return one(reduction(o.getSelf(), o.getDim(), o.getOuts()[0], "OP_MIN")); })
      .Case([&](edge::ProdDimIntOp o) {
        int64_t dim = o.getDim();
        return one(reduction(o.getSelf(), ArrayRef<int64_t>(dim), o.getOuts()[0], "OP_PROD"));
      })
      .Case<edge::ArgmaxOp, edge::ArgminOp>([&](auto o) {
        std::optional<int64_t> dim = o.getDim();
        std::optional<ArrayRef<int64_t>> dims;
        if (dim)
          dims = ArrayRef<int64_t>(*dim);
        bool max = std::is_same_v<decltype(o), edge::ArgmaxOp>;
        return one(reduction(o.getSelf(), dims, o.getOuts()[0], max ? "OP_ARGMAX" : "OP_ARGMIN"));
      })
      .Case([&](edge::NativeLayerNormOp o) { return one(layerNorm(o)); })
      .Case([&](edge::NativeGroupNormOp o) { return one(groupNorm(o)); })
      .Case([&](edge::_SoftmaxOp o) { return one(softmax(o.getSelf(), o.getDim(), o.getOuts()[0], false)); })
      .Case([&](edge::_LogSoftmaxOp o) { return one(softmax(o.getSelf(), o.getDim(), o.getOuts()[0], true)); })
      .Case<edge::PermuteOp, edge::SliceTensorOp, edge::SelectIntOp, edge::ExpandOp, edge::AsStridedOp>(
          [&](auto o) -> Result {
            FailureOr<DispatchRequest> r = stridedCopy(cast<edge::AtenOpInterface>(o.getOperation()));
            if (failed(r))
              return failure();
            return one(std::move(*r));
          })
      .Default([&](Operation *op) -> Result { return op->emitError("no Vulkan kernel for ") << op->getName(); });
}

struct EdgeSelectKernelsPass : edgec::impl::EdgeSelectKernelsBase<EdgeSelectKernelsPass> {
  using EdgeSelectKernelsBase::EdgeSelectKernelsBase;

  /// The shader variant of `r`, created at the top of the module the first time it is asked for.
  edge::ShaderOp variant(const DispatchRequest &r) {
    std::string key = r.family;
    for (const std::string &d : r.defines)
      key += "|" + d;
    edge::ShaderOp &shader = variants[key];
    if (!shader) {
      OpBuilder b = OpBuilder::atBlockBegin(getOperation().getBody());
      shader = b.create<edge::ShaderOp>(getOperation().getLoc(), b.getStringAttr(r.name), b.getStringAttr(r.family),
                                        b.getStrArrayAttr(SmallVector<StringRef>(r.defines.begin(), r.defines.end())),
                                        b.getI64IntegerAttr(r.inputs.size() + r.outputs.size()),
                                        b.getI64IntegerAttr(r.push.words.size() * 4), DenseI32ArrayAttr(), ArrayAttr());
      symbols->insert(shader); // uniquifies the name: elementwise_add, elementwise_add_0, ...
    }
    return shader;
  }

  LogicalResult select(edge::AtenOpInterface aten) {
    Operation *op = aten;
    if (!aten.hasOutsForm())
      return op->emitError("kernel selection expects out-variant form (run edge-out-variants first)");
    if (succeeded(foldIntoReaders(aten)))
      return success();
    // An op with nothing to write needs no dispatch (a zero-element operand it reads is bound to a
    // placeholder by runtime-min: Vulkan has no empty buffers, and the shader never touches it).
    if (llvm::all_of(aten.getOuts(), [](Value v) { return cast<ShapedType>(v.getType()).getNumElements() == 0; })) {
      op->erase();
      return success();
    }
    FailureOr<std::vector<DispatchRequest>> requests = selectKernels(op, folded);
    if (failed(requests))
      return failure();
    OpBuilder b(op);
    for (DispatchRequest &r : *requests) {
      if (r.pushError)
        return op->emitError("internal error: the push constants of a '")
               << r.family << "' dispatch do not fit its block (kernel_families.py): " << r.pushError;
      if (r.push.outOfRange || r.specOutOfRange)
        return op->emitError("a size, stride or window does not fit the 32-bit push or specialization constants of "
                             "its Vulkan shader");
      // Workgroup counts at the upper bounds (at least 1: an empty dispatch runs one idle group).
      SmallVector<int64_t, 3> groups;
      for (Size g : r.groups)
        groups.push_back(std::max<int64_t>(1, upperBound(g)));
      if (llvm::any_of(groups, [](int64_t g) { return g > kMaxGroupsPerDim; }))
        return op->emitError("too large for one Vulkan dispatch (more than 65535 workgroups along a dimension)");
      edge::ShaderOp shader = variant(r);
      auto dispatch = b.create<edge::DispatchOp>(
          op->getLoc(), FlatSymbolRefAttr::get(shader.getSymNameAttr()), r.inputs, r.outputs,
          b.getDenseI32ArrayAttr(r.push.words), b.getDenseI32ArrayAttr(r.spec), b.getDenseI64ArrayAttr(groups),
          b.getStringAttr(aten.getAtenName()), DenseI32ArrayAttr(), AffineMapAttr(), AffineMapAttr());
      unsigned numSymbols = currentSymbols->size();
      if (!r.push.dynamic.empty()) {
        SmallVector<int32_t> indices;
        SmallVector<AffineExpr> values;
        for (auto &[index, e] : r.push.dynamic) {
          indices.push_back(index);
          values.push_back(e);
        }
        dispatch.setDynamicPushIndicesAttr(b.getDenseI32ArrayAttr(indices));
        dispatch.setDynamicPushValuesAttr(AffineMapAttr::get(AffineMap::get(0, numSymbols, values, b.getContext())));
      }
      if (llvm::any_of(r.groups, [](Size g) { return !isa<AffineConstantExpr>(g); }))
        dispatch.setDynamicWorkgroupsAttr(
            AffineMapAttr::get(AffineMap::get(0, numSymbols, ArrayRef<AffineExpr>(r.groups), b.getContext())));
      // The partition and target carry over: memory planning and serialization group dispatches by them.
      for (NamedAttribute attr : op->getDiscardableAttrs())
        dispatch->setAttr(attr.getName(), attr.getValue());
      if (failed(verify(dispatch)))
        return failure();
    }
    op->erase();
    return success();
  }

  void runOnOperation() override {
    FailureOr<uint32_t> features = parseVulkanFeatures(vulkanFeatures);
    if (failed(features)) {
      mlir::emitError(getOperation().getLoc(), unknownVulkanFeaturesMessage(vulkanFeatures));
      return signalPassFailure();
    }
    int64AsPairs = !hasNativeInt64(*features);
    SymbolTable table(getOperation());
    symbols = &table;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      SmallVector<edge::SizeSymbol> sizeSymbols = edge::sizeSymbols(func);
      currentSymbols = &sizeSymbols;
      SmallVector<edge::AtenOpInterface> vulkanOps;
      func.walk([&](edge::AtenOpInterface op) {
        auto target = op->getAttrOfType<StringAttr>(edge::attr::kTarget);
        if (target && target.getValue() == edge::kTargetVulkan)
          vulkanOps.push_back(op);
      });
      for (edge::AtenOpInterface op : vulkanOps)
        if (failed(select(op))) {
          currentSymbols = nullptr;
          return signalPassFailure();
        }
      currentSymbols = nullptr;
    }
    // The buffers folded views no longer write.
    for (auto &entry : folded)
      if (Operation *alloc = entry.first.getDefiningOp(); alloc && isa<memref::AllocOp>(alloc) && alloc->use_empty())
        alloc->erase();
  }

  /// A strided-copy op (permute, slice, select, expand, as_strided) whose output only Vulkan elementwise ops of the
  /// registry read, later in the block, and only read: they read its source through the layout instead,
  /// and the copy is dropped. Its element type must be the source's (a copy converts nothing).
  LogicalResult foldIntoReaders(edge::AtenOpInterface op) {
    if (!isa<edge::PermuteOp, edge::SliceTensorOp, edge::SelectIntOp, edge::ExpandOp, edge::AsStridedOp>(
            op.getOperation()))
      return failure();
    Value out = op.getOuts()[0];
    FailureOr<edge::SymbolicLayout> layout = edge::symbolicViewLayout(op);
    if (failed(layout))
      return failure();
    bool read = false;
    for (OpOperand &use : out.getUses()) {
      Operation *user = use.getOwner();
      if (user == op.getOperation())
        continue;
      read = true;
      auto reader = dyn_cast<edge::AtenOpInterface>(user);
      auto target = user->getAttrOfType<StringAttr>(edge::attr::kTarget);
      if (!reader || !target || target.getValue() != edge::kTargetVulkan || !lookupElementwise(reader.getAtenName()) ||
          llvm::is_contained(reader.getOuts(), out) || user->getBlock() != op->getBlock() ||
          !op->isBeforeInBlock(user))
        return failure();
    }
    if (!read)
      return failure();
    folded[out] = {op.getInputs()[0], *layout};
    op->erase();
    return success();
  }

  SymbolTable *symbols = nullptr;
  llvm::StringMap<edge::ShaderOp> variants;
  FoldedViews folded;
};
} // namespace
