// Elementwise binary ops with broadcasting (aten.add.Tensor, sub.Tensor, mul.Tensor).
// Defines: OP_ADD | OP_SUB | OP_MUL, ALPHA, NUMEL, RANK, SHAPE, A_STRIDES, B_STRIDES (0 on broadcast dims).
layout(std430, set = 0, binding = 0) readonly buffer ABuffer { float a[]; };
layout(std430, set = 0, binding = 1) readonly buffer BBuffer { float b[]; };
layout(std430, set = 0, binding = 2) writeonly buffer OutBuffer { float o[]; };

const uint kShape[RANK] = SHAPE;
const uint kAStrides[RANK] = A_STRIDES;
const uint kBStrides[RANK] = B_STRIDES;

void main() {
  uint i = flatInvocation();
  if (i >= NUMEL) return;
  uint rem = i, ia = 0u, ib = 0u;
  for (int d = RANK - 1; d >= 0; --d) {
    uint c = rem % kShape[d];
    rem /= kShape[d];
    ia += c * kAStrides[d];
    ib += c * kBStrides[d];
  }
  float x = a[ia], y = b[ib];
#if defined(OP_ADD)
  o[i] = x + float(ALPHA) * y;
#elif defined(OP_SUB)
  o[i] = x - float(ALPHA) * y;
#elif defined(OP_MUL)
  o[i] = x * y;
#else
#error "binary.comp: no OP_* defined"
#endif
}
