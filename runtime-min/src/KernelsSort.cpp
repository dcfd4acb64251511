// The sort family: sort and topk along one dim, stable (equal values keep their order; NaN after every
// number, or before them descending, as PyTorch's), with the indices along the dim. Each row is selected
// with a heap kept in the call's own indices output (no scratch memory): O(n log k).
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

/// The order of one row of x (elements base + i * stride, i < n): a total order (ties by index).
template <typename C> struct RowOrder {
  const Typed<C> &x;
  int64_t base, stride;
  bool descending;
  C at(int64_t i) const { return x[base + i * stride]; }
  /// Element i sorts before element j.
  bool before(int64_t i, int64_t j) const {
    C a = at(i), b = at(j);
    bool nanA = std::isnan(double(a)), nanB = std::isnan(double(b));
    if (nanA != nanB)
      return descending ? nanA : nanB;
    if (!nanA && a != b)
      return descending ? a > b : a < b;
    return i < j;
  }
};

/// A heap of element indices in slots (slot(p): the p-th, strided through the indices output) whose root
/// sorts last: the kept element the next better one replaces.
template <typename C> struct SlotHeap {
  const RowOrder<C> &order;
  int64_t *slots, stride;
  int64_t &slot(int64_t p) const { return slots[p * stride]; }
  void siftDown(int64_t p, int64_t size) const {
    for (;;) {
      int64_t child = 2 * p + 1, last = p;
      if (child < size && order.before(slot(last), slot(child)))
        last = child;
      if (child + 1 < size && order.before(slot(last), slot(child + 1)))
        last = child + 1;
      if (last == p)
        return;
      std::swap(slot(p), slot(last));
      p = last;
    }
  }
  void siftUp(int64_t p) const {
    while (p > 0 && order.before(slot((p - 1) / 2), slot(p))) {
      std::swap(slot(p), slot((p - 1) / 2));
      p = (p - 1) / 2;
    }
  }
};

/// What a sort or topk call is: x as [outer, n, inner], the first k places of each row.
struct SortCall {
  int64_t outer, n, inner, k;
  bool descending;
};

/// The call of sort (all places) or topk (`topK`: the first k), its outputs' shape checked against the shared
/// rule (rules/SharedShapeRules.h); false (cx says why) if they do not match.
bool shapeOf(const KernelArgs &a, const RuleContext &cx, int64_t dimAttr, bool topK, int64_t k, bool descending,
             SortCall *c) {
  Sizes in, out;
  int64_t d;
  if (!sizesOf(a, 0, &in))
    return cx.fail("rank above ", int64_t(kMaxRank));
  if (!edge_shapes::sortShape(cx, in, dimAttr, topK, k, &out, &d))
    return false;
  if (!hasShape(info(a, 1), out))
    return cx.fail("the outputs' shape is not the input's with dim k long");
  const int64_t r = rank(a, 0);
  c->outer = c->inner = 1, c->n = r ? dim(a, 0, d) : 1, c->descending = descending;
  c->k = topK ? k : c->n;
  for (int64_t i = 0; i < r; ++i)
    if (i < d)
      c->outer *= dim(a, 0, i);
    else if (i > d)
      c->inner *= dim(a, 0, i);
  return true;
}

/// The call from each schema: sort's every place in `descending` order, topk's first k, `largest` first.
bool callOf(const KernelArgs &a, const RuleContext &cx, const SortParams &p, SortCall *c) {
  return shapeOf(a, cx, p.dim, false, 0, p.descending, c);
}
bool callOf(const KernelArgs &a, const RuleContext &cx, const TopkParams &p, SortCall *c) {
  return shapeOf(a, cx, p.dim, true, p.k, p.largest, c);
}
template <typename P> bool read(const KernelArgs &a, const RuleContext &cx, SortCall *c) {
  P p;
  return readParams(a, &p) ? callOf(a, cx, p, c) : cx.fail("malformed parameters");
}

template <typename P> Error checkSort(const KernelArgs &a) {
  const char *k = FamilyMember<P>::op();
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, 3, registryDType<P>, 0, 2));
  if (info(a, 2).dtype != DType::i64 || info(a, 2).shape != info(a, 1).shape)
    return bad(k, "writes i64 indices of the values' shape");
  SortCall c;
  RuleContext cx(k);
  return read<P>(a, cx, &c) ? Error::success() : cx.error();
}

template <typename P, typename C> void runSortAs(const KernelArgs &a) {
  SortCall c;
  read<P>(a, RuleContext(FamilyMember<P>::op()), &c);
  Typed<C> x(a, 0), y(a, 1);
  int64_t *indices = static_cast<int64_t *>(a.tensors[2].data);
  if (c.k == 0)
    return;
  for (int64_t o = 0; o < c.outer; ++o)
    for (int64_t in_ = 0; in_ < c.inner; ++in_) {
      RowOrder<C> order = {x, o * c.n * c.inner + in_, c.inner, c.descending};
      SlotHeap<C> heap = {order, indices + o * c.k * c.inner + in_, c.inner};
      for (int64_t i = 0; i < c.n; ++i) {
        if (i < c.k) {
          heap.slot(i) = i;
          heap.siftUp(i);
        } else if (order.before(i, heap.slot(0))) {
          heap.slot(0) = i;
          heap.siftDown(0, c.k);
        }
      }
      // Heap sort: the root (last in order) to the end, k times.
      for (int64_t size = c.k - 1; size > 0; --size) {
        std::swap(heap.slot(0), heap.slot(size));
        heap.siftDown(0, size);
      }
      for (int64_t p = 0; p < c.k; ++p)
        y.set((o * c.k + p) * c.inner + in_, order.at(heap.slot(p)));
    }
}
template <typename P> void runSort(const KernelArgs &a) {
  if (isFloatingDType(info(a, 0).dtype))
    runSortAs<P, float>(a);
  else
    runSortAs<P, int64_t>(a);
}

} // namespace

EDGE_FAMILY_KERNELS(sort, checkSort, runSort)

} // namespace kernels
} // namespace edge
