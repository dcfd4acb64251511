// Reductions over any set of dims (aten.mean.dim), one invocation per output element.
// Defines: OP_MEAN, OUT_NUMEL, KEPT_RANK, KEPT_SHAPE, KEPT_STRIDES (input strides of the kept dims),
// RED_RANK, RED_SHAPE, RED_STRIDES, RED_COUNT. Rank-0 lists are padded to one dim of size 1.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { float x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { float o[]; };

const uint kKeptShape[KEPT_RANK] = KEPT_SHAPE;
const uint kKeptStrides[KEPT_RANK] = KEPT_STRIDES;
const uint kRedShape[RED_RANK] = RED_SHAPE;
const uint kRedStrides[RED_RANK] = RED_STRIDES;

void main() {
  uint i = flatInvocation();
  if (i >= OUT_NUMEL) return;
  uint rem = i, base = 0u;
  for (int d = KEPT_RANK - 1; d >= 0; --d) {
    base += (rem % kKeptShape[d]) * kKeptStrides[d];
    rem /= kKeptShape[d];
  }
  float acc = 0.0;
  for (uint r = 0u; r < RED_COUNT; ++r) {
    uint rr = r, off = base;
    for (int d = RED_RANK - 1; d >= 0; --d) {
      off += (rr % kRedShape[d]) * kRedStrides[d];
      rr /= kRedShape[d];
    }
    acc += x[off];
  }
#if defined(OP_MEAN)
  o[i] = acc / float(RED_COUNT);
#else
#error "reduce.comp: no OP_* defined"
#endif
}
