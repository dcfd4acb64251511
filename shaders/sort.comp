// sort and topk along one dim of an input seen as [outer, n, inner], one invocation per input element: its
// place is the count of the row's elements that sort before it (smaller, or larger when descending; equal
// ones earlier in the row: stable; NaN after every number, or before them descending, as PyTorch's). An
// element whose place is below k writes its value there, and its index along the dim as int64 (two 32-bit
// words). Work is n per element (n^2 per row) with no scratch memory: a merge or radix sort per row would
// be n log n.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { IN_TYPE x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { OUT_TYPE o[]; };
layout(std430, set = 0, binding = 2) writeonly buffer IndexBuffer { uint indices[]; };

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

void main() {
  uint e = flatInvocation();
  if (e >= p.outer * p.n * p.inner) return;
  uint in_ = e % p.inner, i = (e / p.inner) % p.n, row = e / (p.inner * p.n);
  uint base = row * p.n * p.inner + in_;
  CT b = LOAD(x[base + i * p.inner]);
  bool nanB = isNan(b);
  uint place = 0u;
  for (uint j = 0u; j < p.n; ++j) {
    CT a = LOAD(x[base + j * p.inner]);
    bool nanA = isNan(a);
    bool lessAB = CT_LESS(a, b), lessBA = CT_LESS(b, a);
    bool equal = (nanA && nanB) || (!nanA && !nanB && !lessAB && !lessBA);
    bool before = p.descending != 0u ? (nanA && !nanB) || lessBA : (!nanA && nanB) || lessAB;
    if (before || (equal && j < i)) ++place;
  }
  if (place >= p.k) return;
  uint at = (row * p.k + place) * p.inner + in_;
  o[at] = STORE(b);
  indices[2u * at] = i;
  indices[2u * at + 1u] = 0u;
}
