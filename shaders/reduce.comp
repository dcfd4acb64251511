// Reductions over any set of dims (aten.mean.dim, sum.dim_IntList, prod.dim_int, amax, amin, argmax, argmin). The
// input is read as kept dims x reduced dims, each with its shape and element strides (unused entries: shape 1,
// stride 0).
// Defines: OP_MEAN, OP_SUM, OP_PROD, OP_MAX or OP_MIN (NaN wins, as in PyTorch) or OP_ARGMAX / OP_ARGMIN
// (the first index of the maximum or minimum, or of the first NaN, over the reduced elements in row-major
// order; written as int64 from two 32-bit words, so that no 64-bit arithmetic is needed).
// TREE: one workgroup per output element (a power-of-two workgroup size): each invocation reduces a strided
// share of the elements, then the workgroup combines the partial results as a tree in shared memory. For long
// rows; without it, one invocation per output element reduces its row alone (for many short rows).
#if defined(OP_ARGMAX) || defined(OP_ARGMIN)
#define OP_INDEX
#endif
#if defined(OP_MAX) || defined(OP_MIN) || defined(OP_INDEX)
#define OP_EXTREMUM
#endif
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { IN_TYPE x[]; };
#if defined(OP_INDEX)
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { uint o[]; };
#else
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { OUT_TYPE o[]; };
#endif

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

#if defined(OP_EXTREMUM)
const uint NO_INDEX = 0xffffffffu; // a partial result over no elements
// Whether (v, r) replaces the extremum so far (acc, best): a NaN beats any number, then the larger (smaller)
// value; between equals (or two NaNs) the first index.
bool replaces(CT v, uint r, CT acc, uint best) {
  if (r == NO_INDEX)
    return false;
  if (best == NO_INDEX)
    return true;
  if (isNan(v) || isNan(acc))
    return isNan(v) && (!isNan(acc) || r < best);
#if defined(OP_MIN) || defined(OP_ARGMIN)
  return CT_LESS(v, acc) || (!CT_LESS(acc, v) && r < best);
#else
  return CT_LESS(acc, v) || (!CT_LESS(v, acc) && r < best);
#endif
}
#endif

#if defined(TREE)
shared CT partial[gl_WorkGroupSize.x];
#if defined(OP_EXTREMUM)
shared uint partialIndex[gl_WorkGroupSize.x];
#endif
#endif

void main() {
#if defined(TREE)
  // The workgroup's output element, the same for all its invocations: they return (or not) together.
  uint i = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x;
  uint lane = gl_LocalInvocationID.x, step = gl_WorkGroupSize.x;
#else
  uint i = flatInvocation();
  uint lane = 0u, step = 1u;
#endif
  if (i >= p.outNumel) return;
  uint rem = i, base = 0u;
  for (int d = int(p.keptRank) - 1; d >= 0; --d) {
    base += (rem % p.keptShape[d]) * p.keptStrides[d];
    rem /= p.keptShape[d];
  }
#if defined(OP_EXTREMUM)
  CT acc = CT_LOWEST;
  uint best = NO_INDEX;
#elif defined(OP_PROD)
  CT acc = CT_CAST(1);
#else
  CT acc = CT_CAST(0);
#endif
  for (uint r = lane; r < p.redCount; r += step) {
    uint rr = r, off = base;
    for (int d = int(p.redRank) - 1; d >= 0; --d) {
      off += (rr % p.redShape[d]) * p.redStrides[d];
      rr /= p.redShape[d];
    }
#if defined(OP_EXTREMUM)
    CT v = LOAD(x[off]);
    if (replaces(v, r, acc, best)) {
      acc = v;
      best = r;
    }
#elif defined(OP_PROD)
    acc = CT_MUL(acc, LOAD(x[off]));
#else
    acc = CT_ADD(acc, LOAD(x[off]));
#endif
  }
#if defined(TREE)
  partial[lane] = acc;
#if defined(OP_EXTREMUM)
  partialIndex[lane] = best;
#endif
  barrier();
  for (uint span = step / 2u; span > 0u; span /= 2u) {
    if (lane < span) {
#if defined(OP_EXTREMUM)
      if (replaces(partial[lane + span], partialIndex[lane + span], partial[lane], partialIndex[lane])) {
        partial[lane] = partial[lane + span];
        partialIndex[lane] = partialIndex[lane + span];
      }
#elif defined(OP_PROD)
      partial[lane] = CT_MUL(partial[lane], partial[lane + span]);
#else
      partial[lane] = CT_ADD(partial[lane], partial[lane + span]);
#endif
    }
    barrier();
  }
  if (lane != 0u) return;
  acc = partial[0];
#if defined(OP_EXTREMUM)
  best = partialIndex[0];
#endif
#endif
#if defined(OP_MEAN)
  o[i] = STORE(CT_DIV(acc, CT_CAST(p.redCount)));
#elif defined(OP_SUM) || defined(OP_PROD) || defined(OP_MAX) || defined(OP_MIN)
  o[i] = STORE(acc);
#elif defined(OP_INDEX)
  o[2u * i] = best == NO_INDEX ? 0u : best;
  o[2u * i + 1u] = 0u;
#else
#error "reduce.comp: no OP_* defined"
#endif
}
