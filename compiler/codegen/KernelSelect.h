//===- KernelSelect.h - what every kernel family's selector shares ----------===//
//
// The kernel selectors turn a Vulkan op into dispatches of a shader variant: one file per kernel family
// (Select<Family>.cpp), over what this header gives them: the push constants (each family's block declared
// once in compiler/registry/kernel_families.py), the dispatch request, grids, and the storage and compute
// types of the variants. Each family has one entry, select<Family>, overloaded per op; the registry's
// `vulkan` field says which family runs an op (VulkanFamilies.inc, generated), and KernelSelect.cpp holds
// the pass.
//
//===----------------------------------------------------------------------===//
#ifndef EDGEC_CODEGEN_KERNELSELECT_H
#define EDGEC_CODEGEN_KERNELSELECT_H

#include "codegen/Passes.h"
#include "codegen/TargetDevice.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cstring>
#include <optional>

namespace edgec::select {
using namespace mlir;

constexpr int32_t kElementwiseGroupSize = 64;
constexpr int64_t kMaxGroupsPerDim = 65535; // guaranteed maxComputeWorkGroupCount

/// Sizes, strides and offsets: constants, or in a program with dynamic shapes expressions over its size
/// symbols that the runtime evaluates at each execute.
using Size = AffineExpr;
using Sizes = SmallVector<AffineExpr>;

/// The size symbols of the function being selected (empty: static shapes).
inline thread_local const SmallVector<edge::SizeSymbol> *currentSymbols = nullptr;
/// Whether the target lacks shaderInt64: variants then keep int64 buffers but read, write and compute them
/// as pairs of 32-bit words (shaders/int64_pairs.glsl).
inline thread_local bool int64AsPairs = false;
/// The target devices (--vulkan-device), for the pass being run.
inline thread_local const VulkanDeviceProperties *currentDevice = nullptr;
inline const VulkanDeviceProperties &targetDevice() {
  assert(currentDevice && "kernel selection sets the target device");
  return *currentDevice;
}
/// The workgroup size of a tree over one row (a power of two, at most `preferred`) that the target allows.
inline int32_t treeGroupSize(int32_t preferred) {
  int32_t size = preferred;
  while (size > 1 && size > targetDevice().maxInvocations)
    size /= 2;
  return size;
}

inline std::optional<std::pair<int64_t, int64_t>> rangeOf(Size e) {
  static const SmallVector<edge::SizeSymbol> none;
  return edge::sizeRange(e, currentSymbols ? *currentSymbols : none);
}
/// The greatest value of `e` (its value at the upper bounds), or -1 if it has none.
inline int64_t upperBound(Size e) {
  std::optional<std::pair<int64_t, int64_t>> r = rangeOf(e);
  return r ? r->second : -1;
}
/// The workgroup size of a tree per row, over `rows` rows of `row` elements: `preferred` (or what the target
/// allows). For rows of a dynamic length that occupy every compute unit, no more than the shortest row rounded
/// up to a power of two (at least 32): there a tree sized for the bound leaves most invocations idle on short
/// rows, time the device spends (the audio front end's mean over 19 samples by a tree of 256 chosen for 319: 330
/// vs 110 us on lavapipe); with fewer rows than units a wider tree only shortens each row (the H200 ran those
/// 32 rows 10-20% slower with narrower trees).
inline int32_t rowTreeGroupSize(Size row, Size rows, int32_t preferred) {
  int32_t size = treeGroupSize(preferred);
  std::optional<std::pair<int64_t, int64_t>> range = rangeOf(row);
  if (range && range->first < range->second && upperBound(rows) >= targetDevice().computeUnits)
    while (size > 32 && size / 2 >= range->first)
      size /= 2;
  return size;
}
inline Size constant(int64_t v, MLIRContext *ctx) { return getAffineConstantExpr(v, ctx); }

inline Sizes dimsOf(Value v) { return edge::dimsOf(v); }
/// The buffer `v` is a contiguous view of (memref.reinterpret_cast, as edge-out-variants makes views), or `v`.
inline Value viewedBuffer(Value v) {
  while (auto view = v.getDefiningOp<memref::ReinterpretCastOp>())
    v = view.getSource();
  return v;
}

/// A scalar push constant in a variant's compute type: a float, an int, or an int64 (two words). `size`: an
/// integer known only at run time (a size used as a value, edge.run_time_params), its range non-negative.
struct PushScalar {
  enum Kind { F32, I32, I64 } kind;
  double f = 0;
  int64_t i = 0;
  std::optional<Size> size;
};
/// Whether the shader converts scalar `s` from its push-constant word: a size known at run time is pushed as an
/// integer, which a float variant converts (an integer one reads it as it is).
inline bool convertsSize(const PushScalar &s) { return s.size && s.kind == PushScalar::F32; }
/// GLSL for push-constant scalar `field` as the compute type (see convertsSize).
inline std::string sizeScalar(const PushScalar &s, const std::string &field) {
  return convertsSize(s) ? "CT(floatBitsToInt(" + field + "))" : field;
}

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
    if (s.size) { // the runtime writes the low word; a non-negative int64 below 2^32 has a zero high word; a
                  // float variant reads the word as an int (convertsSize)
      u32(*s.size);
      if (s.kind == PushScalar::I64)
        words.push_back(0);
      return;
    }
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
  /// Writes the push constants from the family's generated struct, after the defines are final (again, if
  /// it wrote them before: an epilogue taken on adds its scalars); a block over Vulkan's guaranteed size is
  /// an error, whatever the family.
  template <typename Push> void setPush(const Push &p) {
    push = PushConstants();
    pushError = family != Push::kFamily ? "the struct of another family" : p.write(push, VariantDefines{defines});
    if (!pushError && int64_t(push.words.size()) * 4 > edge::kMaxPushConstantSize)
      pushError = "the block exceeds the push constants every Vulkan device takes";
  }
  std::vector<int32_t> spec;   // workgroup size x, y, z, then the family's specialization constants
  bool specOutOfRange = false; // a specialization constant does not fit 32 bits
  SmallVector<Size, 3> groups;
};

/// A 1-D grid of `invocations` threads in groups of `groupSize`, folded into y when the upper bound needs
/// more than 65535 groups (the shaders skip invocations past the end).
inline SmallVector<Size, 3> grid1d(Size invocations, int64_t groupSize) {
  MLIRContext *ctx = invocations.getContext();
  Size groups = invocations.ceilDiv(groupSize);
  Size one = constant(1, ctx);
  if (upperBound(groups) <= kMaxGroupsPerDim)
    return {groups, one, one};
  return {constant(kMaxGroupsPerDim, ctx), groups.ceilDiv(kMaxGroupsPerDim), one};
}

/// The workgroups of grid `groups` at the upper bounds, at least 1 per dimension (an empty dispatch runs one
/// idle group).
inline SmallVector<int64_t, 3> workgroupsAtBounds(ArrayRef<Size> groups) {
  SmallVector<int64_t, 3> counts;
  for (Size g : groups)
    counts.push_back(std::max<int64_t>(1, upperBound(g)));
  return counts;
}
inline int64_t workgroupCount(ArrayRef<Size> groups) {
  int64_t count = 1;
  for (int64_t g : workgroupsAtBounds(groups))
    count *= g;
  return count;
}

/// Element strides that read `shape` (contiguous) broadcast to `outShape` (0 on broadcast dims).
inline Sizes broadcastStrides(ArrayRef<Size> shape, ArrayRef<Size> outShape, MLIRContext *ctx) {
  Sizes strides = edge::contiguousStrides(shape, ctx), out(outShape.size(), constant(0, ctx));
  size_t lead = outShape.size() - shape.size();
  for (size_t i = 0; i < shape.size(); ++i)
    if (!(edge::isConstantSize(shape[i], 1) && !edge::isConstantSize(outShape[lead + i], 1)))
      out[lead + i] = strides[i];
  return out;
}

/// The GLSL compute type of an elementwise kernel: the widest of `types` decides (any float: float; any
/// 64-bit integer: int64_t, or I64 where int64 is emulated; else int, which holds every narrower integer and
/// bool).
enum class ComputeType { Float, Int, Int64, Int64Pairs };
inline ComputeType computeType(ArrayRef<Type> types) {
  ComputeType c = ComputeType::Int;
  for (Type t : types) {
    if (isa<FloatType>(t))
      return ComputeType::Float;
    if (t.isInteger(64))
      c = int64AsPairs ? ComputeType::Int64Pairs : ComputeType::Int64;
  }
  return c;
}
inline const char *glslName(ComputeType c) {
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
inline std::vector<std::string> computeTypeDefines(ComputeType ct) {
  std::vector<std::string> defines = {std::string("CT=") + glslName(ct),
                                      std::string("CT_IS_FLOAT=") + (ct == ComputeType::Float ? "1" : "0")};
  if (ct == ComputeType::Int64Pairs)
    defines.push_back("CT_PAIRS");
  return defines;
}

/// The push-constant kind of a scalar in compute type `ct` (int64 as two words).
inline PushScalar::Kind scalarKind(ComputeType ct) {
  return ct == ComputeType::Float ? PushScalar::F32 : ct == ComputeType::Int ? PushScalar::I32 : PushScalar::I64;
}

/// How the elementwise template stores an element type in a buffer, and converts from storage to the
/// compute type (`load`, of `v`) and back (`store`, of `e`, which may also be a bool).
struct GlslStorage {
  std::string type, load, store;
  bool pairs = false; // an int64 buffer read and written as word pairs: the variant needs INT64_PAIRS
};
inline GlslStorage glslStorage(Type t, ComputeType ct);
/// Storage where int64 is emulated: int64 buffers hold I64s, and an I64 compute type converts to and from
/// every other storage through int (integers, bool) or float.
inline GlslStorage pairsStorage(Type t, ComputeType ct) {
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
inline GlslStorage glslStorage(Type t, ComputeType ct) {
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
inline Type elementType(Value v) { return cast<ShapedType>(v.getType()).getElementType(); }

/// Types the buffers of a family template other than elementwise: the input's storage and load (IN_TYPE,
/// LOAD), the output's storage and store (OUT_TYPE, STORE) and the compute type (CT, CT_IS_FLOAT,
/// CT_LOWEST). The variant's name gets the dtypes unless they are f32.
inline void typeBuffers(DispatchRequest &r, Type in, Type out, ComputeType ct) {
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


/// Elementwise ops of the registry run inside the dispatch that produces their operand (an epilogue): the
/// producer's template applies them to each result before storing it (shaders/epilogue.glsl), which saves
/// their dispatches, their barriers and a round trip of the result through memory. The kernel-selection pass
/// finds such a chain after an op (KernelSelect.cpp) and offers it to the op's selector in `currentEpilogue`;
/// selectors whose template includes epilogue.glsl take it (takeEpilogue), the others leave the chain's ops
/// to dispatches of their own.
struct Epilogue {
  Value out;                        // what the last step writes: the producer's dispatch writes it instead
  SmallVector<Value> inputs;        // what the steps read besides the result, each at the output's index
  std::vector<PushScalar> scalars;  // the steps' scalars, in the compute type
  std::string body;                 // GLSL statements over v and epilogueIndex (epilogue.glsl)
  int locals = 0;                   // the steps' results: t0, t1, ...
  std::string suffix, ops;          // "_relu...", "+aten.relu.default...": the variant's and the dispatch's names
  // Instead of steps: the producer is a softmax whose rows of only -inf give zeros (PyTorch's _safe_softmax,
  // decomposed into a test of the rows and a where that the pass found; the softmax selector takes it).
  bool safeSoftmax = false;
  bool taken = false;
};
constexpr size_t kMaxEpilogueSteps = 16, kMaxEpilogueInputs = 3, kMaxEpilogueScalars = 8;
inline thread_local Epilogue *currentEpilogue = nullptr;

/// Gives `r`, the one dispatch writing its op's single output, the epilogue on offer (if any): it writes the
/// epilogue's output instead, reads its inputs after its own (call once every input is in) and applies its
/// steps. Before `setPush`, whose block then carries the steps' scalars.
template <typename Push> void takeEpilogue(DispatchRequest &r, Push &push, Type outType) {
  if (!currentEpilogue)
    return;
  Epilogue &e = *currentEpilogue;
  assert(r.outputs.size() == 1 && "an epilogue follows a dispatch of one output");
  r.outputs[0] = e.out;
  r.inputs.append(e.inputs.begin(), e.inputs.end());
  GlslStorage storage = glslStorage(outType, computeType({outType}));
  r.defines.insert(r.defines.end(), {"EPILOGUE_BODY=" + e.body, "EPILOGUE_INPUTS=" + std::to_string(e.inputs.size()),
                                     "EPILOGUE_SCALARS=" + std::to_string(e.scalars.size()),
                                     "EPILOGUE_LOAD(v)=" + storage.load});
  r.name += e.suffix;
  if (!e.scalars.empty())
    push.epilogue = e.scalars;
  e.taken = true;
}
/// Appends `op`, an elementwise op of the registry, as the next step of `e`: its operands are values the
/// epilogue computed (`slots`: the GLSL local holding each, by buffer; a view of one reads it too) or buffers
/// read at the output's index (the caller checks that they can be). Returns the local that holds its result;
/// fails, leaving `e` as it was, where its kernel computes in another type than `ct` or the epilogue would read
/// or take too many buffers or scalars.
FailureOr<std::string> appendEpilogueStep(Epilogue &e, edge::AtenOpInterface op,
                                          const llvm::DenseMap<Value, std::string> &slots, ComputeType ct);

/// A tensor seen as [outer, along, inner] around one of its dims (a 0-D tensor as [1, 1, 1]): what the
/// families that work along a dim (softmax, sort) index by.
struct AroundDim {
  Size outer, along, inner;
};
inline AroundDim aroundDim(ArrayRef<Size> shape, int64_t dimAttr, MLIRContext *ctx) {
  int64_t rank = shape.size(), dim = edge::normalizeDim(dimAttr, rank);
  AroundDim a{constant(1, ctx), rank ? shape[dim] : constant(1, ctx), constant(1, ctx)};
  for (int64_t i = 0; i < rank; ++i) {
    if (i < dim)
      a.outer = a.outer * shape[i];
    else if (i > dim)
      a.inner = a.inner * shape[i];
  }
  return a;
}

inline DispatchRequest windowed(StringRef family, Value out, Size invocations) {
  DispatchRequest r;
  r.family = family.str();
  r.name = family.str();
  r.outputs.push_back(out);
  r.spec = {kElementwiseGroupSize, 1, 1};
  r.groups = grid1d(invocations, kElementwiseGroupSize);
  return r;
}

/// A tile of shaders/gemm.glsl: BM x BN outputs per workgroup of (BN / TN) x (BM / TM) invocations, each
/// computing TM x TN of them, over K in steps of BK.
struct GemmTile {
  int32_t bm, bn, bk, tm, tn;
  int64_t invocations() const { return int64_t(bm / tm) * (bn / tn); }
  /// GEMM_VEC: 4 (shared memory as vec4, double-buffered) for a float compute type and TM, TN multiples of 4.
  int32_t vec(ComputeType ct) const { return ct == ComputeType::Float && tm % 4 == 0 && tn % 4 == 0 ? 4 : 1; }
  /// The shared memory gemm.glsl declares for it: each stage holds BK rows of A (BM + one vector of padding)
  /// and of B (BN), in the compute type.
  int64_t sharedBytes(ComputeType ct) const {
    int64_t v = vec(ct), stages = v == 4 ? 2 : 1, bytes = ct == ComputeType::Float || ct == ComputeType::Int ? 4 : 8;
    return stages * bk * (bm + v + bn) * bytes;
  }
};
/// The smallest tile's BM and BN: the most workgroups a product can take.
constexpr int32_t kGemmSmallestTile = 16;
/// The largest tile of a small table (128x256 to 16x16) that the target devices allow (workgroup invocations and
/// shared memory) and that still gives a workgroup per compute unit for `count` products of M x N (at their
/// upper bounds), else the smallest: a large tile reuses each loaded element more, a small one spreads a small
/// product over more compute units. Of tiles of one BM x BN, the first the device allows (the later ones need
/// fewer invocations or less memory). Sets r's workgroup size, appends the tile's defines (GEMM_BM, ...,
/// GEMM_TN, GEMM_VEC) and sets the grid (ceil(N / BN), ceil(M / BM), count). With `slicesPossible`, a product
/// that will split K into up to that many slices counts each as a workgroup.
inline const GemmTile &specializeGemm(DispatchRequest &r, Size m, Size n, Size count, ComputeType ct,
                                      int64_t slicesPossible = 1) {
  static const GemmTile kTiles[] = {{128, 256, 8, 8, 8}, {128, 128, 8, 8, 8}, {64, 64, 16, 4, 4}, {64, 64, 8, 8, 4},
                                    {32, 32, 16, 2, 2}, {kGemmSmallestTile, kGemmSmallestTile, 16, 1, 1},
                                    {kGemmSmallestTile, kGemmSmallestTile, 16, 2, 2}};
  const VulkanDeviceProperties &device = targetDevice();
  const GemmTile *tile = nullptr;
  // A tile more than twice the product's M or N (at the bounds) leaves most of its rows or columns idle: a
  // convolution of 8 output channels ran 3x slower on lavapipe with 128x256 tiles than with 16x16.
  auto wasteful = [&](const GemmTile &t) {
    int64_t mMax = std::max<int64_t>(upperBound(m), kGemmSmallestTile),
            nMax = std::max<int64_t>(upperBound(n), kGemmSmallestTile);
    return t.bm >= 2 * mMax || t.bn >= 2 * nMax;
  };
  for (const GemmTile &t : kTiles) {
    if (t.invocations() > device.maxInvocations || t.sharedBytes(ct) > device.sharedMemory ||
        (tile && tile->bm == t.bm && tile->bn == t.bn) || (wasteful(t) && t.bm > kGemmSmallestTile))
      continue;
    tile = &t;
    int64_t groups = upperBound(m.ceilDiv(t.bm)) * upperBound(n.ceilDiv(t.bn)) * upperBound(count) * slicesPossible;
    if (groups >= device.computeUnits)
      break;
  }
  assert(tile && "the last tile fits every Vulkan device");
  if (r.spec.size() < 3) // the workgroup size, before the family's own constants (ids from 3), if any
    r.spec.resize(3);
  r.spec[0] = tile->bn / tile->tn, r.spec[1] = tile->bm / tile->tm, r.spec[2] = 1;
  r.groups = {n.ceilDiv(tile->bn), m.ceilDiv(tile->bm), count};
  auto define = [&](StringRef name, int32_t v) { r.defines.push_back((name + "=" + Twine(v) + "u").str()); };
  define("GEMM_BM", tile->bm), define("GEMM_BN", tile->bn), define("GEMM_BK", tile->bk);
  define("GEMM_TM", tile->tm), define("GEMM_TN", tile->tn);
  r.defines.push_back("GEMM_VEC=" + std::to_string(tile->vec(ct)));
  return *tile;
}

/// A GEMM whose grid is too small to keep the target busy (fewer than kSplitKGroupsPerUnit workgroups per
/// compute unit), each workgroup summing a long K, splits K into slices run by workgroups of their own (their
/// partial sums added by a second dispatch, split_k.comp): as many as take the grid towards that, each at least
/// kSplitKMinChunk long (a multiple of the tile's BK), their partial sums at most kSplitKMaxPartials elements.
/// Returns the slices (1: no split) and sets `chunk` to each slice's length.
constexpr int64_t kSplitKGroupsPerUnit = 8, kSplitKMinChunk = 128, kSplitKMaxPartials = 1 << 22;
inline int64_t splitKSlices(int64_t workgroups, int64_t k, int64_t bk, int64_t outNumel, int64_t &chunk) {
  int64_t target = kSplitKGroupsPerUnit * targetDevice().computeUnits;
  if (workgroups <= 0 || outNumel <= 0 || workgroups >= target)
    return 1;
  int64_t slices = std::min({llvm::divideCeilSigned(target, workgroups), k / kSplitKMinChunk,
                             kSplitKMaxPartials / outNumel});
  if (slices < 2)
    return 1;
  chunk = llvm::divideCeilSigned(llvm::divideCeilSigned(k, slices), bk) * bk;
  return llvm::divideCeilSigned(k, chunk);
}

/// One term of the index of a split GEMM's bias for output element i: ((i / div) % mod) * stride.
struct BiasTerm {
  Size div, mod, stride;
};
constexpr int kBiasTerms = 3;
/// A buffer for `slices` slices of partial sums of an output of `outShape` (at its upper bounds), in compute
/// type `ct`, allocated before `op`: planned like any other buffer.
/// A buffer of a selector's own (partial sums, a sort's runs), allocated before `op`; planned like any other.
inline Value scratchBuffer(Operation *op, ArrayRef<int64_t> shape, Type type) {
  OpBuilder b(op);
  return b.create<memref::AllocOp>(op->getLoc(), MemRefType::get(shape, type));
}
inline Value partialSums(Operation *op, int64_t slices, ArrayRef<Size> outShape, ComputeType ct) {
  MLIRContext *ctx = op->getContext();
  Type type = ct == ComputeType::Float ? Type(Float32Type::get(ctx))
                                       : Type(IntegerType::get(ctx, ct == ComputeType::Int ? 32 : 64));
  SmallVector<int64_t> shape = {slices};
  for (Size d : outShape)
    shape.push_back(upperBound(d));
  return scratchBuffer(op, shape, type);
}
/// The second dispatch of a GEMM split along K into `slices` (shaders/split_k.comp): out = alpha * (the
/// slices' sum) + beta * bias (none where null, read through `terms`), then the epilogue on offer.
inline DispatchRequest splitKSum(Value partials, Value bias, Value out, Type inType, ComputeType ct, int64_t slices,
                                 double alpha, double beta, ArrayRef<BiasTerm> terms) {
  MLIRContext *ctx = out.getContext();
  DispatchRequest r;
  r.family = "split_k";
  r.name = std::string("split_k") + (bias ? "_bias" : "");
  r.defines = {std::string("HAS_BIAS=") + (bias ? "1" : "0")};
  if (bias)
    r.defines.push_back("BIAS_TERMS=" + std::to_string(kBiasTerms));
  Type outType = elementType(out);
  typeBuffers(r, inType, outType, ct);
  r.inputs = {partials};
  if (bias)
    r.inputs.push_back(bias);
  r.outputs = {out};
  SplitKPush push;
  takeEpilogue(r, push, outType);
  push.alpha = PushScalar{scalarKind(ct), alpha, int64_t(alpha)};
  push.beta = PushScalar{scalarKind(ct), beta, int64_t(beta)};
  Size numel = edge::sizeProduct(dimsOf(out), ctx);
  push.numel = numel;
  push.slices = constant(slices, ctx);
  if (bias) {
    Sizes div, mod, stride;
    for (int t = 0; t < kBiasTerms; ++t) {
      BiasTerm term = t < int(terms.size()) ? terms[t] : BiasTerm{constant(1, ctx), constant(1, ctx), constant(0, ctx)};
      div.push_back(term.div), mod.push_back(term.mod), stride.push_back(term.stride);
    }
    push.biasDiv = div, push.biasMod = mod, push.biasStride = stride;
  }
  r.setPush(push);
  r.spec = {kElementwiseGroupSize, 1, 1};
  r.groups = grid1d(numel, kElementwiseGroupSize);
  return r;
}

/// A sliding window's parameters as specialization constants from 3 on (conv2d: its kernel size over (H, W), ids
/// 3 and 4; pool: kernel size, stride, padding and dilation over (D, H, W), ids 3 to 14): they are properties of
/// the op, not of the data, and as constants they let the driver unroll the window loops and divide by
/// constants. Shapes stay push constants.
inline void specializeWindow(DispatchRequest &r, ArrayRef<int64_t> window) {
  for (int64_t v : window) {
    if (v < 0 || v > INT32_MAX)
      r.specOutOfRange = true;
    r.spec.push_back(int32_t(v));
  }
}


/// A buffer no kernel writes: its readers read `source` through `layout` instead (a view that costs no copy),
/// times `scale` (a float tensor's mul.Scalar or div.Scalar that a matrix product applies as its alpha).
struct FoldedView {
  Value source;
  edge::SymbolicLayout layout;
  double scale = 1.0;
  /// Set where the view is a batched product's operand whose batch is two dims of what it reads merged
  /// (attention's batch and heads, permuted: no one stride steps through both): the inner dim's size and the
  /// outer dim's stride, `layout.strides[0]` being the inner dim's. Only batched products read such a view.
  Size batchInner, batchOuterStride;
};
/// The outputs of strided reads (permute, slice, select, expand, as_strided) folded into their readers, and the
/// contiguous views of them, each as what it reads (KernelSelect.cpp, foldIntoReaders).
using FoldedViews = llvm::DenseMap<Value, FoldedView>;
/// What strided-read `op` (in out-variant form) reads: its operand through the op's layout, or where that
/// operand is itself folded, the operand's source through the composition. The layout's shape is the output's
/// (a slice to a symbolic end has the bound as its attribute and the symbol as its size).
inline FailureOr<FoldedView> viewOfView(edge::AtenOpInterface op, const FoldedViews &folded) {
  Value in = op.getInputs()[0];
  FailureOr<edge::SymbolicLayout> layout = failure();
  Value source = in;
  if (auto it = folded.find(in); it != folded.end()) {
    if (it->second.scale != 1.0 || it->second.batchInner)
      return failure();
    layout = edge::composeViewLayout(op, it->second.layout);
    source = it->second.source;
  } else {
    layout = edge::symbolicViewLayout(op);
  }
  if (failed(layout) || layout->shape.size() != dimsOf(op.getOuts()[0]).size())
    return failure();
  layout->shape = dimsOf(op.getOuts()[0]);
  return FoldedView{source, *layout};
}
/// A matrix operand of the matmul family as read: its buffer, first element and strides along its dims (a folded
/// view's, else contiguous).
inline FoldedView stridedOperand(Value v, const FoldedViews &folded) {
  if (auto it = folded.find(v); it != folded.end())
    return it->second;
  Sizes shape = dimsOf(v);
  return FoldedView{v, edge::SymbolicLayout{shape, edge::contiguousStrides(shape, v.getContext()),
                                            constant(0, v.getContext())}};
}

// The family selectors, chosen by the registry's `vulkan` field: every elementwise expression of the registry
// goes to selectExpression; each other op to its family's overload select<Family>(edge::XOp, folded), defined
// in Select<Family>.cpp (VulkanFamilies.inc declares them and maps each ATen name to its own).
using Dispatches = FailureOr<std::vector<DispatchRequest>>;
using FamilySelector = Dispatches (*)(edge::AtenOpInterface op, const FoldedViews &folded);
inline Dispatches one(DispatchRequest r) {
  std::vector<DispatchRequest> v;
  v.push_back(std::move(r));
  return v;
}
inline Dispatches one(FailureOr<DispatchRequest> r) {
  if (failed(r))
    return failure();
  return one(std::move(*r));
}
/// A GEMM split along K: the slices' dispatch, then their sum's.
inline Dispatches two(DispatchRequest first, DispatchRequest second) {
  std::vector<DispatchRequest> v;
  v.push_back(std::move(first));
  v.push_back(std::move(second));
  return v;
}
/// A selector's answer for an op its family does not run (the registry and the selector disagree).
inline Dispatches noKernel(Operation *op) { return op->emitError("no Vulkan kernel for ") << op->getName(); }

struct ElementwiseKernel;
/// The elementwise kernel of the registry named `atenName`, or null.
const ElementwiseKernel *lookupElementwise(StringRef atenName);

/// Whether `v` is a matrix operand of `op`, an op of the matmul family (not its bias): one read through strides
/// (SelectMatmul.cpp).
bool isMatrixOperand(edge::AtenOpInterface op, Value v);
/// Whether `v` is a matrix operand of `op`, a batched product of the matmul family (bmm, baddbmm).
bool isBatchedMatrixOperand(edge::AtenOpInterface op, Value v);
/// Whether `v` is the bias of `op`, a product of the matmul family (addmm, baddbmm).
bool isProductBias(edge::AtenOpInterface op, Value v);

/// The selector of an elementwise expression of the registry (SelectElementwise.cpp).
Dispatches selectExpression(edge::AtenOpInterface op, const FoldedViews &folded);
/// A family's overload for `Op`, called with the op it was chosen for.
template <typename Op, Dispatches (*Select)(Op, const FoldedViews &)>
Dispatches typedSelector(edge::AtenOpInterface op, const FoldedViews &folded) {
  return Select(llvm::cast<Op>(op.getOperation()), folded);
}
/// Defines the overload select<Family>(edge::XOp, folded) of every op of a family from one template,
/// `TEMPLATE(op, folded)`, which tells the ops apart by edge::FamilyMember<Op>: `EDGE_SELECT_FAMILY(pool,
/// selectPool, poolDispatches)`.
#define EDGE_SELECT_FAMILY(FAMILY, SELECT, TEMPLATE) EDGE_VULKAN_FAMILY_OPS_##FAMILY(EDGE_SELECT_MEMBER_, SELECT, TEMPLATE)
#define EDGE_SELECT_MEMBER_(OP, SELECT, TEMPLATE)                                                                      \
  Dispatches SELECT(OP op, const FoldedViews &folded) { return TEMPLATE(op, folded); }

#include "codegen/VulkanFamilies.inc"
} // namespace edgec::select

#endif
