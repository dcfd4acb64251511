// Copies a permuted view into a contiguous buffer (aten.permute). Defines: NUMEL, RANK, SHAPE (output shape),
// SRC_STRIDES (input strides, permuted to the output's dim order).
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { float x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { float o[]; };

const uint kShape[RANK] = SHAPE;
const uint kSrcStrides[RANK] = SRC_STRIDES;

void main() {
  uint i = flatInvocation();
  if (i >= NUMEL) return;
  uint rem = i, src = 0u;
  for (int d = RANK - 1; d >= 0; --d) {
    src += (rem % kShape[d]) * kSrcStrides[d];
    rem /= kShape[d];
  }
  o[i] = x[src];
}
