// Reductions over any set of dims (aten.mean.dim, sum.dim_IntList, prod.dim_int, amax, amin), one invocation per output element. The input is read as
// kept dims x reduced dims, each with its shape and element strides (unused entries: shape 1, stride 0).
// Defines: OP_MEAN, OP_SUM, OP_PROD, OP_MAX or OP_MIN (NaN wins, as in PyTorch) or OP_ARGMAX / OP_ARGMIN
// (the first index of the maximum or minimum, or of the first NaN, over the reduced elements in row-major
// order; written as int64 from two 32-bit words, so that no 64-bit arithmetic is needed).
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

void main() {
  uint i = flatInvocation();
  if (i >= p.outNumel) return;
  uint rem = i, base = 0u;
  for (int d = int(p.keptRank) - 1; d >= 0; --d) {
    base += (rem % p.keptShape[d]) * p.keptStrides[d];
    rem /= p.keptShape[d];
  }
#if defined(OP_EXTREMUM)
  CT acc = CT_LOWEST;
  uint best = 0u;
#elif defined(OP_PROD)
  CT acc = CT_CAST(1);
#else
  CT acc = CT_CAST(0);
#endif
  for (uint r = 0u; r < p.redCount; ++r) {
    uint rr = r, off = base;
    for (int d = int(p.redRank) - 1; d >= 0; --d) {
      off += (rr % p.redShape[d]) * p.redStrides[d];
      rr /= p.redShape[d];
    }
#if defined(OP_EXTREMUM)
    CT v = LOAD(x[off]);
#if defined(OP_MIN) || defined(OP_ARGMIN)
    if ((CT_LESS(v, acc) || isNan(v)) && !isNan(acc) || r == 0u) {
#else
    if ((CT_LESS(acc, v) || isNan(v)) && !isNan(acc) || r == 0u) {
#endif
      acc = v;
      best = r;
    }
#elif defined(OP_PROD)
    acc = CT_MUL(acc, LOAD(x[off]));
#else
    acc = CT_ADD(acc, LOAD(x[off]));
#endif
  }
#if defined(OP_MEAN)
  o[i] = STORE(CT_DIV(acc, CT_CAST(p.redCount)));
#elif defined(OP_SUM) || defined(OP_PROD) || defined(OP_MAX) || defined(OP_MIN)
  o[i] = STORE(acc);
#elif defined(OP_INDEX)
  o[2u * i] = best;
  o[2u * i + 1u] = 0u;
#else
#error "reduce.comp: no OP_* defined"
#endif
}
