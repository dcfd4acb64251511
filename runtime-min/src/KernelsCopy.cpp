// Data movement: cat, and the strided copies of permute, slice, select, expand, as_strided.
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

// ---- cat ------------------------------------------------------------------------------------------------

/// The inputs that take part (PyTorch skips 1-D empty ones) and the concatenation dim, after checking.
bool catDim(const KernelArgs &a, int64_t *dim) {
  CatParams p;
  const TensorInfo &o = info(a, a.numTensors - 1);
  return readParams(a, &p) && !o.shape.empty() && o.shape.size() <= size_t(kMaxRank) &&
         normalizeDim(p.dim, int64_t(o.shape.size()), dim);
}
bool skipped(const TensorInfo &t) { return t.shape.size() == 1 && t.shape[0] == 0; }

Error checkCat(const KernelArgs &a) {
  const char *k = "aten.cat";
  if (a.numTensors < 2)
    return bad(k, "expects inputs and an output");
  const TensorInfo &o = info(a, a.numTensors - 1);
  for (size_t t = 0; t < a.numTensors; ++t)
    if (!registryDType<CatParams>(info(a, t).dtype))
      return bad(k, formatMessage("does not take %s tensors", dtypeName(info(a, t).dtype)));
  // The shared rule (rules/SharedShapeRules.h), the verifier's, input by input.
  RuleContext cx(k);
  CatParams p;
  if (!readParams(a, &p))
    return bad(k, "malformed parameters");
  edge_shapes::Concatenation<Sizes> c;
  for (size_t t = 0; t + 1 < a.numTensors; ++t) {
    Sizes in;
    if (!sizesOf(a, t, &in))
      return rankAbove(k);
    if (!edge_shapes::catInput(cx, p.dim, in, &c))
      return cx.error();
  }
  Sizes out;
  edge_shapes::catShape(cx, c, &out);
  if (!hasShape(o, out))
    return bad(k, "the inputs do not add up to the output");
  return Error::success();
}
/// Each input into its slice: outer blocks of `inner` contiguous elements, converted where the input's
/// dtype is not the output's (cat promotes).
void runCat(const KernelArgs &a) {
  const TensorInfo &o = info(a, a.numTensors - 1);
  int64_t d;
  if (o.numel == 0 || !catDim(a, &d))
    return;
  int64_t outer = 1, inner = 1;
  for (int64_t i = 0; i < int64_t(o.shape.size()); ++i)
    (i < d ? outer : inner) *= i == d ? 1 : o.shape[size_t(i)];
  const size_t size = elementSize(o.dtype);
  const bool floating = isFloatingDType(o.dtype);
  int64_t start = 0;
  for (size_t t = 0; t + 1 < a.numTensors; ++t) {
    const TensorInfo &x = info(a, t);
    if (skipped(x))
      continue;
    const int64_t rows = x.shape[size_t(d)], block = rows * inner;
    for (int64_t b = 0; b < outer; ++b)
      for (int64_t j = 0; j < block; ++j) {
        int64_t from = b * block + j, to = (b * o.shape[size_t(d)] + start) * inner + j;
        if (x.dtype == o.dtype)
          memcpy(static_cast<uint8_t *>(a.tensors[a.numTensors - 1].data) + size_t(to) * size,
                 static_cast<const uint8_t *>(a.tensors[t].data) + size_t(from) * size, size);
        else if (floating)
          storeAs<float>(o.dtype, a.tensors[a.numTensors - 1].data, to, loadAs<float>(x.dtype, a.tensors[t].data, from));
        else
          storeAs<int64_t>(o.dtype, a.tensors[a.numTensors - 1].data, to,
                           loadAs<int64_t>(x.dtype, a.tensors[t].data, from));
      }
    start += rows;
  }
}

// ---- data movement: strided reads of the input (permute, slice, select, expand, as_strided), any dtype --------------

/// The output element at coordinate c is input element offset + sum(c[d] * strides[d]).
struct StridedLayout {
  int64_t rank, shape[kMaxRank], strides[kMaxRank], offset;
};

// Each op's layout is the shared rule (rules/SharedShapeRules.h) over the call's input and parameters.
bool permuteRead(const KernelArgs &a, const RuleContext &cx, const Sizes &in, StridedRead *l) {
  PermuteParams p;
  return readParams(a, &p) ? edge_shapes::permuteLayout(cx, in, ints(p.dims), l) : cx.fail("malformed parameters");
}

bool sliceRead(const KernelArgs &a, const RuleContext &cx, const Sizes &in, StridedRead *l) {
  SliceTensorParams p;
  if (!readParams(a, &p))
    return cx.fail("malformed parameters");
  if (!edge_shapes::sliceLayout(cx, in, p.dim, p.start.present, p.start.value, p.end.present, p.end.value, p.step, l))
    return false;
  // With dynamic shapes the end may be the upper bound of a symbolic one: the output's actual size says
  // how many elements the slice takes (at most what the parameters allow).
  const TensorInfo &o = info(a, 1);
  int64_t d = 0, length = 0;
  if (!normalizeDim(p.dim, int64_t(in.size()), &d))
    return cx.fail("malformed dim"); // the shared rule took it: not reached
  if (!o.dynamicShape.empty() && size_t(d) < o.shape.size() && l->shape[size_t(d)].known(&length) &&
      o.shape[size_t(d)] < length)
    l->shape[size_t(d)] = Size(o.shape[size_t(d)]);
  return true;
}

bool selectRead(const KernelArgs &a, const RuleContext &cx, const Sizes &in, StridedRead *l) {
  SelectIntParams p;
  return readParams(a, &p) ? edge_shapes::selectLayout(cx, in, p.dim, p.index, l) : cx.fail("malformed parameters");
}

bool expandRead(const KernelArgs &a, const RuleContext &cx, const Sizes &in, StridedRead *l) {
  ExpandParams p;
  if (!readParams(a, &p) || p.size.size > kMaxRank)
    return cx.fail("malformed parameters");
  // A program with dynamic shapes gives the sizes at their upper bounds: the output's are the call's.
  const TensorInfo &o = info(a, 1);
  int64_t sizes[kMaxRank];
  for (int64_t i = 0; i < p.size.size; ++i)
    sizes[i] = !o.dynamicShape.empty() && size_t(i) < o.shape.size() ? o.shape[size_t(i)] : p.size[i];
  const edge_shapes::Ints list = {sizes, size_t(p.size.size)};
  return edge_shapes::expandLayout(cx, in, list, l);
}

bool asStridedRead(const KernelArgs &a, const RuleContext &cx, const Sizes &, StridedRead *l) {
  AsStridedParams p;
  if (!readParams(a, &p))
    return cx.fail("malformed parameters");
  return edge_shapes::asStridedLayout(cx, ints(p.size), ints(p.stride),
                                      p.storage_offset.present ? p.storage_offset.value : 0, info(a, 0).numel, l);
}

typedef bool (*ReadRule)(const KernelArgs &, const RuleContext &, const Sizes &, StridedRead *);

/// The layout of a call by rule `rule`, in int64; false (cx says why) if malformed or a size overflows.
template <ReadRule rule> bool layoutOf(const KernelArgs &a, const RuleContext &cx, StridedLayout *out) {
  Sizes in;
  StridedRead l;
  if (!sizesOf(a, 0, &in))
    return cx.fail("rank above ", int64_t(kMaxRank));
  if (!rule(a, cx, in, &l))
    return false;
  if (l.shape.overflowed() || l.shape.size() != l.strides.size())
    return cx.fail("rank above ", int64_t(kMaxRank));
  out->rank = int64_t(l.shape.size());
  if (!valuesOf(l.shape, out->shape) || !valuesOf(l.strides, out->strides) || !l.offset.known(&out->offset))
    return cx.fail("strides overflow");
  return true;
}

template <typename P, ReadRule rule> Error checkStridedCopy(const KernelArgs &a) {
  const char *k = "data movement kernel";
  if (a.numTensors != 2)
    return bad(k, formatMessage("expects 2 tensors, got %zu", a.numTensors));
  const TensorInfo &x = info(a, 0), &o = info(a, 1);
  if (!registryDType<P>(x.dtype) || x.dtype != o.dtype)
    return bad(k, "takes a dtype of the registry's and writes the input's");
  StridedLayout l;
  RuleContext cx(k);
  if (!layoutOf<rule>(a, cx, &l))
    return cx.error();
  if (size_t(l.rank) != o.shape.size())
    return bad(k, "the output's rank does not match the parameters");
  // Every element read lies inside the input (unless nothing is read at all).
  int64_t last = l.offset;
  for (int64_t d = 0; d < l.rank; ++d) {
    int64_t reach;
    if (l.shape[d] != o.shape[size_t(d)])
      return bad(k, "the output's shape does not match the parameters");
    if (o.numel && (!mulOk(l.shape[d] - 1, l.strides[d], &reach) || !addOk(last, reach, &last)))
      return bad(k, "strides overflow");
  }
  if (o.numel && (l.offset < 0 || last >= x.numel))
    return bad(k, "reads outside its input");
  return Error::success();
}

template <ReadRule rule> void runStridedCopy(const KernelArgs &a) {
  StridedLayout l;
  layoutOf<rule>(a, RuleContext("data movement kernel"), &l);
  const TensorInfo &o = info(a, 1);
  const size_t size = elementSize(o.dtype);
  const uint8_t *x = static_cast<const uint8_t *>(a.tensors[0].data);
  uint8_t *y = static_cast<uint8_t *>(a.tensors[1].data);
  int64_t coord[kMaxRank] = {0}, off = l.offset;
  for (int64_t i = 0; i < o.numel; ++i) {
    memcpy(y + size_t(i) * size, x + size_t(off) * size, size);
    stepOdometer(l.rank, l.shape, coord, 1, &l.strides, &off);
  }
}


} // namespace

EDGE_KERNEL(Cat, checkCat, runCat)
EDGE_KERNEL(Permute, (checkStridedCopy<PermuteParams, permuteRead>), runStridedCopy<permuteRead>)
EDGE_KERNEL(SliceTensor, (checkStridedCopy<SliceTensorParams, sliceRead>), runStridedCopy<sliceRead>)
EDGE_KERNEL(SelectInt, (checkStridedCopy<SelectIntParams, selectRead>), runStridedCopy<selectRead>)
EDGE_KERNEL(Expand, (checkStridedCopy<ExpandParams, expandRead>), runStridedCopy<expandRead>)
EDGE_KERNEL(AsStrided, (checkStridedCopy<AsStridedParams, asStridedRead>), runStridedCopy<asStridedRead>)

} // namespace kernels
} // namespace edge
