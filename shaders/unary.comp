// Elementwise unary ops (aten.relu). Defines: OP_RELU, NUMEL.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { float x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { float o[]; };

void main() {
  uint i = flatInvocation();
  if (i >= NUMEL) return;
  float v = x[i];
#if defined(OP_RELU)
  o[i] = v < 0.0 ? 0.0 : v; // NaN stays NaN, as in PyTorch
#else
#error "unary.comp: no OP_* defined"
#endif
}
