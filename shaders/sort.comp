// sort and topk along one dim of an input seen as [outer, n, inner]: a stable merge sort of each row, in
// O(n log n). Order: smaller first (larger when descending); NaN after every number (before them when
// descending), as PyTorch's; equal elements keep their order along the dim (stable).
// RANK: one invocation per input element; its place within its block of `width` elements of the row is the
// count of the block's elements that sort before it (so n^2 per row when the block is the whole row: short
// rows, one dispatch). MERGE: run pairs of `width` elements each, merged to runs of 2 * width: an invocation
// finds where its CHUNK consecutive outputs start on the merge path (a binary search) and merges them; the
// passes double the width until one run holds the row (ceil(log2(n / block)) dispatches after the RANK one).
// FINAL: the step writes the outputs (places below k: values, and indices along the dim as int64, two 32-bit
// words, at [outer, place, inner]); else the row's values and indices in order to scratch ([row, n], row =
// outer * inner + inner index), which the next pass reads.
const uint CHUNK = SORT_CHUNK; // outputs per MERGE invocation (the selector's define): blocks and runs are multiples

#if MERGE
layout(std430, set = 0, binding = 0) readonly buffer RunValues { IN_TYPE runValue[]; };
layout(std430, set = 0, binding = 1) readonly buffer RunIndices { uint runIndex[]; };
#define OUT_BINDING 2
#else
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { IN_TYPE x[]; };
#define OUT_BINDING 1
#endif
#if FINAL
layout(std430, set = 0, binding = OUT_BINDING) writeonly buffer OutBuffer { OUT_TYPE o[]; };
layout(std430, set = 0, binding = OUT_BINDING + 1) writeonly buffer IndexBuffer { uint indices[]; };
#else
layout(std430, set = 0, binding = OUT_BINDING) writeonly buffer SortedValues { IN_TYPE sortedValue[]; };
layout(std430, set = 0, binding = OUT_BINDING + 1) writeonly buffer SortedIndices { uint sortedIndex[]; };
#endif

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

// Whether a sorts strictly before b.
bool before(CT a, CT b) {
  bool nanA = isNan(a), nanB = isNan(b);
  return p.descending != 0u ? (nanA && !nanB) || CT_LESS(b, a) : (!nanA && nanB) || CT_LESS(a, b);
}

// Element `index` (along the dim) of row `row` sorts to `place`.
void emit(uint row, uint place, IN_TYPE v, uint index) {
#if FINAL
  if (place >= p.k) return;
  uint at = ((row / p.inner) * p.k + place) * p.inner + row % p.inner;
  o[at] = STORE(LOAD(v));
  indices[2u * at] = index;
  indices[2u * at + 1u] = 0u;
#else
  sortedValue[row * p.n + place] = v;
  sortedIndex[row * p.n + place] = index;
#endif
}

void main() {
  uint e = flatInvocation();
#if MERGE
  uint chunks = (p.n + CHUNK - 1u) / CHUNK;
  if (e >= p.outer * p.inner * chunks) return;
  uint row = e / chunks, first = (e % chunks) * CHUNK;
  uint pairStart = first - first % (2u * p.width), a0 = row * p.n + pairStart;
  uint lenA = min(p.width, p.n - pairStart);
  uint lenB = pairStart + p.width < p.n ? min(p.width, p.n - pairStart - p.width) : 0u;
  uint b0 = a0 + lenA;
  uint d = first - pairStart;
  // The merge path: i elements of A and d - i of B come first, where i is the least with B[d - 1 - i] not
  // before A[i] (A's element first on ties: stable).
  uint lo = d > lenB ? d - lenB : 0u, hi = min(d, lenA);
  while (lo < hi) {
    uint mid = (lo + hi) / 2u;
    if (before(LOAD(runValue[b0 + d - 1u - mid]), LOAD(runValue[a0 + mid])))
      hi = mid;
    else
      lo = mid + 1u;
  }
  uint i = lo, j = d - lo;
  for (uint t = 0u; t < CHUNK && d + t < lenA + lenB; ++t) {
    bool takeA = i < lenA && (j >= lenB || !before(LOAD(runValue[b0 + j]), LOAD(runValue[a0 + i])));
    uint from = takeA ? a0 + i : b0 + j;
    emit(row, first + t, runValue[from], runIndex[from]);
    if (takeA)
      ++i;
    else
      ++j;
  }
#else
  if (e >= p.outer * p.n * p.inner) return;
  uint in_ = e % p.inner, i = (e / p.inner) % p.n, outer = e / (p.inner * p.n);
  uint base = outer * p.n * p.inner + in_;
  uint blockStart = i - i % p.width, blockEnd = min(p.n, blockStart + p.width);
  IN_TYPE raw = x[base + i * p.inner];
  CT b = LOAD(raw);
  uint place = blockStart;
  for (uint j = blockStart; j < blockEnd; ++j) {
    CT a = LOAD(x[base + j * p.inner]);
    if (before(a, b) || (j < i && !before(b, a)))
      ++place;
  }
  emit(outer * p.inner + in_, place, raw, i);
#endif
}
