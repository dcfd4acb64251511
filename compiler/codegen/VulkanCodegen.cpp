//===- VulkanCodegen.cpp - specialize shader templates per Vulkan op ------===//
#include "codegen/ShaderCompiler.h"
#include "dialects/OpTable.h"
#include "passes/Passes.h"

#include "llvm/ADT/TypeSwitch.h"

namespace edgec {
#define GEN_PASS_DEF_EDGECODEGENVULKAN
#include "passes/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

namespace {
constexpr unsigned kLocalSize = 64;
constexpr unsigned kMatmulTile = 16;
constexpr int64_t kMaxGroupsPerDim = 65535; // guaranteed maxComputeWorkGroupCount

ArrayRef<int64_t> shapeOf(Value v) { return cast<ShapedType>(v.getType()).getShape(); }

/// Strides that read `shape` broadcast to `outShape` (0 on broadcast dims).
SmallVector<int64_t> broadcastStrides(ArrayRef<int64_t> shape, ArrayRef<int64_t> outShape) {
  SmallVector<int64_t> strides = edge::contiguousStrides(shape), out(outShape.size(), 0);
  size_t lead = outShape.size() - shape.size();
  for (size_t i = 0; i < shape.size(); ++i)
    out[lead + i] = (shape[i] == 1 && outShape[lead + i] != 1) ? 0 : strides[i];
  return out;
}

/// `uint[](2u,3u)`: a GLSL array initializer; rank-0 lists become one element `pad`.
std::string glslArray(ArrayRef<int64_t> values, int64_t pad = 1) {
  std::string s = "uint[](";
  if (values.empty())
    return s + std::to_string(pad) + "u)";
  for (size_t i = 0; i < values.size(); ++i)
    s += (i ? "," : "") + std::to_string(values[i]) + "u";
  return s + ")";
}

std::string glslFloat(double v) {
  char buf[64];
  snprintf(buf, sizeof(buf), "%.9g", v);
  std::string s = buf;
  if (s.find_first_of(".eEn") == std::string::npos)
    s += ".0";
  return s;
}

/// A 1-D grid of `invocations` threads in groups of kLocalSize, folded into y beyond 65535 groups.
std::vector<uint32_t> grid1d(int64_t invocations) {
  int64_t groups = std::max<int64_t>(1, (invocations + kLocalSize - 1) / kLocalSize);
  if (groups <= kMaxGroupsPerDim)
    return {uint32_t(groups), 1, 1};
  return {uint32_t(kMaxGroupsPerDim), uint32_t((groups + kMaxGroupsPerDim - 1) / kMaxGroupsPerDim), 1};
}

using Defines = std::vector<std::pair<std::string, std::string>>;

/// A spec whose family and bindings the pass fills in (from the op table and the op's operands).
ShaderSpec elementwise(Defines defines, int64_t invocations) {
  ShaderSpec spec;
  spec.defines = std::move(defines);
  spec.localX = kLocalSize;
  spec.workgroups = grid1d(invocations);
  return spec;
}

ShaderSpec binary(Operation *op, Value a, Value b, StringRef opName, double alpha) {
  ArrayRef<int64_t> out = shapeOf(op->getOperand(op->getNumOperands() - 1));
  int64_t numel = ShapedType::getNumElements(out);
  // A rank-0 output is one element of shape [1].
  SmallVector<int64_t> outShape(out.empty() ? ArrayRef<int64_t>{1} : out);
  SmallVector<int64_t> aShape(shapeOf(a)), bShape(shapeOf(b));
  return elementwise({{opName.str(), "1"},
                      {"ALPHA", glslFloat(alpha)},
                      {"NUMEL", std::to_string(numel)},
                      {"RANK", std::to_string(outShape.size())},
                      {"SHAPE", glslArray(outShape)},
                      {"A_STRIDES", glslArray(broadcastStrides(aShape, outShape))},
                      {"B_STRIDES", glslArray(broadcastStrides(bShape, outShape))}},
                     numel);
}

ShaderSpec matmul(Value bias, Value a, Value b, double beta, double alpha) {
  ArrayRef<int64_t> as = shapeOf(a), bs = shapeOf(b);
  int64_t m = as[0], k = as[1], n = bs[1];
  ShaderSpec spec;
  spec.localX = spec.localY = kMatmulTile;
  spec.defines = {{"M", std::to_string(m)},      {"N", std::to_string(n)},
                  {"K", std::to_string(k)},      {"TILE", std::to_string(kMatmulTile)},
                  {"ALPHA", glslFloat(alpha)},   {"BETA", glslFloat(beta)},
                  {"HAS_BIAS", bias ? "1" : "0"}};
  if (bias) {
    SmallVector<int64_t> strides = broadcastStrides(shapeOf(bias), {m, n});
    spec.defines.push_back({"BIAS_STRIDE_M", std::to_string(strides[0])});
    spec.defines.push_back({"BIAS_STRIDE_N", std::to_string(strides[1])});
  }
  spec.workgroups = {uint32_t((n + kMatmulTile - 1) / kMatmulTile), uint32_t((m + kMatmulTile - 1) / kMatmulTile), 1};
  return spec;
}

FailureOr<ShaderSpec> specialize(Operation *op) {
  return llvm::TypeSwitch<Operation *, FailureOr<ShaderSpec>>(op)
      .Case([&](edge::AddTensorOp o) {
        return binary(o, o.getSelf(), o.getOther(), "OP_ADD", o.getAlpha().convertToDouble());
      })
      .Case([&](edge::SubTensorOp o) {
        return binary(o, o.getSelf(), o.getOther(), "OP_SUB", o.getAlpha().convertToDouble());
      })
      .Case([&](edge::MulTensorOp o) { return binary(o, o.getSelf(), o.getOther(), "OP_MUL", 1.0); })
      .Case([&](edge::ReluOp o) {
        int64_t numel = ShapedType::getNumElements(shapeOf(o.getSelf()));
        return elementwise({{"OP_RELU", "1"}, {"NUMEL", std::to_string(numel)}}, numel);
      })
      .Case([&](edge::HardtanhOp o) {
        int64_t numel = ShapedType::getNumElements(shapeOf(o.getSelf()));
        return elementwise({{"OP_HARDTANH", "1"},
                            {"MIN_VAL", glslFloat(o.getMinVal().convertToDouble())},
                            {"MAX_VAL", glslFloat(o.getMaxVal().convertToDouble())},
                            {"NUMEL", std::to_string(numel)}},
                           numel);
      })
      .Case([&](edge::MmOp o) { return matmul(Value(), o.getSelf(), o.getMat2(), 0.0, 1.0); })
      .Case([&](edge::AddmmOp o) {
        return matmul(o.getSelf(), o.getMat1(), o.getMat2(), o.getBeta().convertToDouble(),
                      o.getAlpha().convertToDouble());
      })
      .Case([&](edge::MaxPool2dOp o) -> FailureOr<ShaderSpec> {
        ArrayRef<int64_t> in = shapeOf(o.getSelf()), out = shapeOf(o.getOuts()[0]);
        FailureOr<edge::Pool2dWindow> w =
            edge::poolWindow(o.getKernelSize(), o.getStride(), o.getPadding(), o.getDilation());
        if (failed(w))
          return o.emitOpError("malformed pooling window");
        auto s = [](int64_t v) { return std::to_string(v); };
        Defines d = {{"N", s(in[0])},   {"C", s(in[1])},   {"H", s(in[2])},   {"W", s(in[3])},   {"OH", s(out[2])},
                     {"OW", s(out[3])}, {"KH", s(w->kh)},  {"KW", s(w->kw)},  {"SH", s(w->sh)},  {"SW", s(w->sw)},
                     {"PH", s(w->ph)},  {"PW", s(w->pw)},  {"DH", s(w->dh)},  {"DW", s(w->dw)}};
        return elementwise(std::move(d), ShapedType::getNumElements(out));
      })
      .Case([&](edge::ConvolutionOp o) {
        ArrayRef<int64_t> in = shapeOf(o.getInput()), w = shapeOf(o.getWeight()), out = shapeOf(o.getOuts()[0]);
        auto s = [](int64_t v) { return std::to_string(v); };
        Defines d = {{"N", s(in[0])},
                     {"C", s(in[1])},
                     {"H", s(in[2])},
                     {"W", s(in[3])},
                     {"OC", s(out[1])},
                     {"OH", s(out[2])},
                     {"OW", s(out[3])},
                     {"KH", s(w[2])},
                     {"KW", s(w[3])},
                     {"SH", s(o.getStride()[0])},
                     {"SW", s(o.getStride()[1])},
                     {"PH", s(o.getPadding()[0])},
                     {"PW", s(o.getPadding()[1])},
                     {"DH", s(o.getDilation()[0])},
                     {"DW", s(o.getDilation()[1])},
                     {"GROUPS", s(o.getGroups())},
                     {"HAS_BIAS", o.getBias() ? "1" : "0"}};
        return elementwise(std::move(d), ShapedType::getNumElements(out));
      })
      .Case([&](edge::MeanDimOp o) {
        ArrayRef<int64_t> in = shapeOf(o.getSelf());
        SmallVector<int64_t> strides = edge::contiguousStrides(in);
        std::optional<ArrayRef<int64_t>> dims = o.getDim();
        SmallVector<bool> reduced(in.size(), !dims || dims->empty());
        if (dims)
          for (int64_t d : *dims)
            reduced[edge::normalizeDim(d, in.size())] = true;
        SmallVector<int64_t> keptShape, keptStrides, redShape, redStrides;
        int64_t count = 1;
        for (size_t i = 0; i < in.size(); ++i) {
          if (reduced[i]) {
            redShape.push_back(in[i]);
            redStrides.push_back(strides[i]);
            count *= in[i];
          } else {
            keptShape.push_back(in[i]);
            keptStrides.push_back(strides[i]);
          }
        }
        int64_t outNumel = ShapedType::getNumElements(keptShape);
        Defines d = {{"OP_MEAN", "1"},
                     {"OUT_NUMEL", std::to_string(outNumel)},
                     {"KEPT_RANK", std::to_string(std::max<size_t>(1, keptShape.size()))},
                     {"KEPT_SHAPE", glslArray(keptShape, 1)},
                     {"KEPT_STRIDES", glslArray(keptStrides, 0)},
                     {"RED_RANK", std::to_string(std::max<size_t>(1, redShape.size()))},
                     {"RED_SHAPE", glslArray(redShape, 1)},
                     {"RED_STRIDES", glslArray(redStrides, 0)},
                     {"RED_COUNT", std::to_string(count)}};
        return elementwise(std::move(d), outNumel);
      })
      .Case([&](edge::_SoftmaxOp o) {
        ArrayRef<int64_t> in = shapeOf(o.getSelf());
        int64_t rank = in.size(), dim = edge::normalizeDim(o.getDim(), rank);
        int64_t outer = 1, inner = 1, d = rank ? in[dim] : 1;
        for (int64_t i = 0; i < rank; ++i)
          (i < dim ? outer : inner) *= (i == dim ? 1 : in[i]);
        Defines defs = {{"OUTER", std::to_string(outer)}, {"D", std::to_string(d)}, {"INNER", std::to_string(inner)}};
        return elementwise(std::move(defs), outer * inner);
      })
      .Case([&](edge::PermuteOp o) {
        ArrayRef<int64_t> in = shapeOf(o.getSelf()), out = shapeOf(o.getOuts()[0]);
        SmallVector<int64_t> inStrides = edge::contiguousStrides(in), src;
        for (int64_t d : o.getDims())
          src.push_back(inStrides[edge::normalizeDim(d, in.size())]);
        int64_t numel = ShapedType::getNumElements(out);
        Defines defs = {{"NUMEL", std::to_string(numel)},
                        {"RANK", std::to_string(std::max<size_t>(1, out.size()))},
                        {"SHAPE", glslArray(out, 1)},
                        {"SRC_STRIDES", glslArray(src, 0)}};
        return elementwise(std::move(defs), numel);
      })
      .Default([&](Operation *op) -> FailureOr<ShaderSpec> {
        return op->emitError("no Vulkan shader specialization for ") << op->getName();
      });
}

struct EdgeCodegenVulkanPass : edgec::impl::EdgeCodegenVulkanBase<EdgeCodegenVulkanPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    OpBuilder moduleBuilder = OpBuilder::atBlockBegin(module.getBody());
    SymbolTable symbols(module);
    llvm::StringMap<edge::ShaderOp> bySpec;                 // same template and defines
    std::map<std::vector<int32_t>, edge::ShaderOp> bySpirv; // different defines, same code
    bool ok = true;
    module.walk([&](edge::AtenOpInterface aten) {
      Operation *op = aten;
      auto target = op->getAttrOfType<StringAttr>(edge::attr::kTarget);
      if (!target || target.getValue() != edge::kTargetVulkan)
        return;
      if (!aten.hasOutsForm()) {
        op->emitError("Vulkan codegen expects out-variant form (run edge-out-variants first)");
        ok = false;
        return;
      }
      const OpTableRow *row = lookupOp(aten.getAtenName());
      if (!row || row->vulkanFamily.empty()) {
        op->emitError("the op table names no Vulkan shader for ") << aten.getAtenName();
        ok = false;
        return;
      }
      FailureOr<ShaderSpec> spec = specialize(op);
      if (failed(spec)) {
        ok = false;
        return;
      }
      spec->family = row->vulkanFamily.str();
      spec->numBindings = op->getNumOperands(); // bindings follow the operands: inputs, then outs
      // Same template, workgroup size and defines: the same shader.
      std::vector<std::string> defineStrings;
      std::string key = spec->family + "|" + std::to_string(spec->localX) + "x" + std::to_string(spec->localY);
      for (const auto &[name, value] : spec->defines) {
        defineStrings.push_back(name + "=" + value);
        key += "|" + defineStrings.back();
      }
      edge::ShaderOp shader = bySpec.lookup(key);
      if (!shader) {
        llvm::Expected<std::vector<uint32_t>> words = compileShader(*spec);
        if (!words) {
          op->emitError(llvm::toString(words.takeError()));
          ok = false;
          return;
        }
        std::vector<int32_t> spirv(words->begin(), words->end());
        auto found = bySpirv.find(spirv);
        if (found != bySpirv.end()) {
          shader = found->second;
        } else {
          shader = moduleBuilder.create<edge::ShaderOp>(
              op->getLoc(), StringAttr::get(ctx, spec->family), StringAttr::get(ctx, spec->family),
              moduleBuilder.getStrArrayAttr(SmallVector<StringRef>(defineStrings.begin(), defineStrings.end())),
              moduleBuilder.getI64IntegerAttr(spec->numBindings), DenseI32ArrayAttr::get(ctx, spirv));
          symbols.insert(shader); // uniquifies the name: binary, binary_0, ...
          bySpirv[spirv] = shader;
        }
        bySpec[key] = shader;
      }
      SmallVector<int64_t> groups(spec->workgroups.begin(), spec->workgroups.end());
      op->setAttr(edge::attr::kShader, FlatSymbolRefAttr::get(shader.getSymNameAttr()));
      op->setAttr(edge::attr::kWorkgroups, DenseI64ArrayAttr::get(ctx, groups));
    });
    if (!ok)
      signalPassFailure();
  }
};
} // namespace
