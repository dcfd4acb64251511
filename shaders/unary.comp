// Elementwise unary ops (aten.relu, aten.hardtanh). Defines: OP_RELU or OP_HARDTANH (with MIN_VAL, MAX_VAL), NUMEL.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { float x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { float o[]; };

void main() {
  uint i = flatInvocation();
  if (i >= NUMEL) return;
  float v = x[i];
#if defined(OP_RELU)
  o[i] = v < 0.0 ? 0.0 : v; // NaN stays NaN, as in PyTorch
#elif defined(OP_HARDTANH)
  o[i] = v < MIN_VAL ? MIN_VAL : (v > MAX_VAL ? MAX_VAL : v); // NaN stays NaN
#else
#error "unary.comp: no OP_* defined"
#endif
}
