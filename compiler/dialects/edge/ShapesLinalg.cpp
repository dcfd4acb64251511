//===- ShapesLinalg.cpp - matrix products and convolution --------------===//
//
// The shape rules of the matmul and conv2d families.
//
//===----------------------------------------------------------------------===//
#include "dialects/edge/ShapeRuleHelpers.h"

using namespace mlir;

namespace edgec::edge {
using namespace rules;

//===----------------------------------------------------------------------===//
// Matrix products
//===----------------------------------------------------------------------===//

template <typename S> static Results<S> mmRule(MmOp op, const ShapeContext<S> &cx) {
  return cx.every(matmulShape<S>(cx, cx.dims(op.getSelf()), cx.dims(op.getMat2())));
}
EDGE_SHAPE_RULE(MmOp, mmRule)

template <typename S> static Results<S> bmmRule(BmmOp op, const ShapeContext<S> &cx) {
  Dims<S> a = cx.dims(op.getSelf()), b = cx.dims(op.getMat2());
  if (a.size() != 3 || b.size() != 3)
    return cx.error("expects 3-D batches of matrices, got ranks ") << a.size() << " and " << b.size();
  if (cx.differ(a[0], b[0]))
    return cx.error("batch sizes differ: ") << format<S>(a[0]) << " and " << format<S>(b[0]);
  Shape<S> m = matmulShape<S>(cx, ArrayRef<S>(a).drop_front(), ArrayRef<S>(b).drop_front());
  if (failed(m))
    return failure();
  return cx.every(Dims<S>{a[0], (*m)[0], (*m)[1]});
}
EDGE_SHAPE_RULE(BmmOp, bmmRule)

template <typename S> static Results<S> addmmRule(AddmmOp op, const ShapeContext<S> &cx) {
  Shape<S> mm = matmulShape<S>(cx, cx.dims(op.getMat1()), cx.dims(op.getMat2()));
  if (failed(mm))
    return failure();
  Dims<S> bias = cx.dims(op.getSelf());
  Shape<S> b = broadcast<S>(cx, bias, *mm);
  if (failed(b))
    return failure();
  for (auto [x, y] : llvm::zip(*b, *mm))
    if (b->size() != mm->size() || cx.differ(x, y))
      return cx.error("bias of shape [") << format<S>(bias) << "] does not broadcast to [" << format<S>(*mm) << "]";
  return cx.every(mm);
}
EDGE_SHAPE_RULE(AddmmOp, addmmRule)

//===----------------------------------------------------------------------===//
// Convolution and pooling
//===----------------------------------------------------------------------===//

template <typename S> static Results<S> convolutionRule(ConvolutionOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getInput());
  ArrayRef<int64_t> w = cx.bound(op.getWeight());
  if (in.size() != 4 || w.size() != 4)
    return cx.error("supports 2-D convolution (4-D input and weight), got ranks ") << in.size() << " and " << w.size();
  // PyTorch expands one value to both spatial dims; torch-mlir writes an empty output_padding when it is
  // unused (not transposed).
  auto two = [&](ArrayRef<int64_t> v, StringRef name, bool emptyOk = false) -> LogicalResult {
    if (v.size() != 1 && v.size() != 2 && !(emptyOk && v.empty()))
      return cx.error(name) << " must have 1 or 2 elements, has " << v.size();
    return success();
  };
  bool transposed = op.getTransposed();
  if (failed(two(op.getStride(), "stride")) || failed(two(op.getPadding(), "padding")) ||
      failed(two(op.getDilation(), "dilation")) || failed(two(op.getOutputPadding(), "output_padding", !transposed)))
    return failure();
  std::optional<int64_t> inChannels = in[1].constant();
  if (!inChannels)
    return cx.unsupported("dynamic input channels");
  int64_t groups = op.getGroups();
  if (groups < 1 || *inChannels % groups)
    return cx.error("groups ") << groups << " does not divide " << *inChannels << " input channels";
  Dims<S> out{in[0], cx.c(0), cx.c(0), cx.c(0)};
  if (!transposed) {
    S want = cx.c(w[1]) * groups;
    if (cx.overflowed(want))
      return cx.error("output shape overflows int64");
    if (cx.differ(want, in[1]))
      return cx.error("weight of shape [") << formatShape(w) << "] expects " << format<S>(want)
                                           << " input channels, input has " << *inChannels;
    if (w[0] % groups)
      return cx.error("groups ") << groups << " does not divide " << w[0] << " output channels";
    out[1] = cx.c(w[0]);
  } else {
    if (w[0] != *inChannels)
      return cx.error("transposed weight of shape [")
             << formatShape(w) << "] expects " << w[0] << " input channels, input has " << *inChannels;
    out[1] = cx.c(w[1]) * groups;
  }
  for (int i = 0; i < 2; ++i) {
    int64_t s = spatial(op.getStride(), i), p = spatial(op.getPadding(), i), d = spatial(op.getDilation(), i);
    if (s < 1 || d < 1 || p < 0)
      return cx.error("stride and dilation must be >= 1 and padding >= 0");
    FailureOr<S> size = failure();
    if (transposed) { // (in - 1) * s - 2 * p + d * (k - 1) + output_padding + 1
      size = (in[2 + i] - 1) * s - cx.c(p) * 2 + cx.c(d) * (w[2 + i] - 1) +
             (spatial(op.getOutputPadding(), i, 0) + 1);
    } else if (failed(size = windowOutput<S>(cx, in[2 + i], w[2 + i], s, p, d))) {
      return failure();
    }
    if (cx.overflowed(*size))
      return cx.error("output shape overflows int64");
    if (std::optional<int64_t> v = size->constant(); v && *v < 1)
      return cx.error("output spatial size ") << *v << " is empty";
    out[2 + i] = *size;
  }
  if (Value bias = op.getBias())
    if (cx.bound(bias).size() != 1 || cx.differ(cx.c(cx.bound(bias)[0]), out[1]))
      return cx.error("bias of shape [") << formatShape(cx.bound(bias)) << "] for " << format<S>(out[1])
                                         << " output channels";
  return cx.every(out);
}
EDGE_SHAPE_RULE(ConvolutionOp, convolutionRule)
} // namespace edgec::edge
