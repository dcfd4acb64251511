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
  int64_t d;
  if (o.numel == 0 && o.shape.size() == 1 && o.shape[0] == 0) // only empty inputs: nothing to do
    return Error::success();
  if (!catDim(a, &d))
    return bad(k, "malformed dim for the output's rank");
  int64_t total = 0;
  for (size_t t = 0; t + 1 < a.numTensors; ++t) {
    const TensorInfo &x = info(a, t);
    if (skipped(x))
      continue;
    if (x.shape.size() != o.shape.size())
      return bad(k, "an input's rank differs from the output's");
    for (size_t i = 0; i < o.shape.size(); ++i)
      if (int64_t(i) != d && x.shape[i] != o.shape[i])
        return bad(k, "an input's shape does not match the output's");
    if (!addOk(total, x.shape[size_t(d)], &total))
      return bad(k, "sizes overflow");
  }
  if (total != o.shape[size_t(d)])
    return bad(k, "the inputs do not add up to the output along dim");
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

void contiguous(const TensorInfo &t, int64_t *strides) {
  int64_t s = 1;
  for (int64_t d = int64_t(t.shape.size()) - 1; d >= 0; --d) {
    strides[d] = s;
    s *= t.shape[size_t(d)];
  }
}

bool permuteLayout(const KernelArgs &a, StridedLayout *l) {
  PermuteParams p;
  const TensorInfo &x = info(a, 0);
  int64_t n = rank(a, 0), in[kMaxRank];
  if (!readParams(a, &p) || p.dims.size != n || n > kMaxRank)
    return false;
  contiguous(x, in);
  bool seen[kMaxRank] = {false};
  l->rank = n;
  l->offset = 0;
  for (int64_t i = 0; i < n; ++i) {
    int64_t d;
    if (!normalizeDim(p.dims[i], n, &d) || seen[d])
      return false;
    seen[d] = true;
    l->shape[i] = x.shape[size_t(d)];
    l->strides[i] = in[d];
  }
  return true;
}

bool sliceLayout(const KernelArgs &a, StridedLayout *l) {
  SliceTensorParams p;
  const TensorInfo &x = info(a, 0);
  int64_t n = rank(a, 0), d;
  if (!readParams(a, &p) || n == 0 || n > kMaxRank || !normalizeDim(p.dim, n, &d) || p.step < 1)
    return false;
  const int64_t size = x.shape[size_t(d)];
  // PyTorch: negative bounds count from the end; both clamp to [0, size]; empty if end <= start.
  int64_t bounds[2] = {p.start.present ? p.start.value : 0, p.end.present ? p.end.value : size};
  for (int k = 0; k < 2; ++k) {
    if (bounds[k] < 0)
      bounds[k] = bounds[k] < -size ? 0 : bounds[k] + size;
    bounds[k] = std::min(bounds[k], size);
  }
  int64_t length = bounds[1] > bounds[0] ? (bounds[1] - bounds[0] - 1) / p.step + 1 : 0;
  // With dynamic shapes the end may be the upper bound of a symbolic one: the output's actual size says
  // how many elements the slice takes (at most what the parameters allow).
  const TensorInfo &o = info(a, 1);
  if (!o.dynamicShape.empty() && size_t(d) < o.shape.size() && o.shape[size_t(d)] < length)
    length = o.shape[size_t(d)];
  l->rank = n;
  contiguous(x, l->strides);
  for (int64_t i = 0; i < n; ++i)
    l->shape[i] = x.shape[size_t(i)];
  l->shape[d] = length;
  l->offset = length ? bounds[0] * l->strides[d] : 0;
  int64_t stride;
  if (!mulOk(l->strides[d], p.step, &stride))
    return false;
  l->strides[d] = stride;
  return true;
}

bool selectLayout(const KernelArgs &a, StridedLayout *l) {
  SelectIntParams p;
  const TensorInfo &x = info(a, 0);
  int64_t n = rank(a, 0), d, in[kMaxRank];
  if (!readParams(a, &p) || n == 0 || n > kMaxRank || !normalizeDim(p.dim, n, &d))
    return false;
  const int64_t size = x.shape[size_t(d)];
  if (p.index < -size || p.index >= size)
    return false;
  contiguous(x, in);
  l->rank = n - 1;
  l->offset = (p.index < 0 ? p.index + size : p.index) * in[d];
  for (int64_t i = 0, j = 0; i < n; ++i)
    if (i != d) {
      l->shape[j] = x.shape[size_t(i)];
      l->strides[j++] = in[i];
    }
  return true;
}

bool expandLayout(const KernelArgs &a, StridedLayout *l) {
  ExpandParams p;
  const TensorInfo &x = info(a, 0);
  int64_t n = rank(a, 0), in[kMaxRank];
  if (!readParams(a, &p) || p.size.size < n || p.size.size > kMaxRank)
    return false;
  contiguous(x, in);
  const int64_t lead = p.size.size - n;
  l->rank = p.size.size;
  l->offset = 0;
  // The output's sizes: the parameters' at the upper bounds of a program with dynamic shapes.
  const TensorInfo &o = info(a, 1);
  if (o.shape.size() != size_t(l->rank))
    return false;
  for (int64_t i = 0; i < l->rank; ++i) {
    int64_t want = o.shape[size_t(i)], have = i < lead ? 1 : x.shape[size_t(i - lead)];
    if (p.size[i] != -1 && p.size[i] != want && o.dynamicShape.empty())
      return false;
    if (i >= lead && want == have) {
      l->shape[i] = have;
      l->strides[i] = in[i - lead];
    } else if (have == 1 && want >= 0) {
      l->shape[i] = want;
      l->strides[i] = 0;
    } else {
      return false;
    }
  }
  return true;
}

/// as_strided: the given sizes and strides from storage_offset (checkStridedCopy bounds every read).
bool asStridedLayout(const KernelArgs &a, StridedLayout *l) {
  AsStridedParams p;
  if (!readParams(a, &p) || p.size.size != p.stride.size || p.size.size > kMaxRank)
    return false;
  l->rank = p.size.size;
  l->offset = p.storage_offset.present ? p.storage_offset.value : 0;
  for (int64_t i = 0; i < l->rank; ++i) {
    if (p.size[i] < 0 || p.stride[i] < 0)
      return false;
    l->shape[i] = p.size[i];
    l->strides[i] = p.stride[i];
  }
  return true;
}

template <typename P, bool (*layoutOf)(const KernelArgs &, StridedLayout *)>
Error checkStridedCopy(const KernelArgs &a) {
  const char *k = "data movement kernel";
  if (a.numTensors != 2)
    return bad(k, formatMessage("expects 2 tensors, got %zu", a.numTensors));
  const TensorInfo &x = info(a, 0), &o = info(a, 1);
  if (!registryDType<P>(x.dtype) || x.dtype != o.dtype)
    return bad(k, "takes a dtype of the registry's and writes the input's");
  StridedLayout l;
  if (!layoutOf(a, &l))
    return bad(k, "malformed parameters for the input's shape");
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

template <bool (*layoutOf)(const KernelArgs &, StridedLayout *)> void runStridedCopy(const KernelArgs &a) {
  StridedLayout l;
  layoutOf(a, &l);
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
EDGE_KERNEL(Permute, (checkStridedCopy<PermuteParams, permuteLayout>), runStridedCopy<permuteLayout>)
EDGE_KERNEL(SliceTensor, (checkStridedCopy<SliceTensorParams, sliceLayout>), runStridedCopy<sliceLayout>)
EDGE_KERNEL(SelectInt, (checkStridedCopy<SelectIntParams, selectLayout>), runStridedCopy<selectLayout>)
EDGE_KERNEL(Expand, (checkStridedCopy<ExpandParams, expandLayout>), runStridedCopy<expandLayout>)
EDGE_KERNEL(AsStrided, (checkStridedCopy<AsStridedParams, asStridedLayout>), runStridedCopy<asStridedLayout>)

} // namespace kernels
} // namespace edge
