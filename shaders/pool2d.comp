// 2-D max pooling, NCHW (aten.max_pool2d), one invocation per output element. Padded positions are skipped;
// NaN propagates, as in PyTorch. Shapes are push constants, the window specialization constants.
// With WITH_INDICES (aten.max_pool2d_with_indices) it also writes, as int64 from two 32-bit words, the index
// h * W + w of the maximum in its input plane: the first maximum, or the last NaN, as PyTorch's CPU kernel.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { IN_TYPE x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { OUT_TYPE o[]; };
#if defined(WITH_INDICES)
layout(std430, set = 0, binding = 2) writeonly buffer IndexBuffer { uint indices[]; };
#endif

layout(constant_id = 3) const uint KH = 1;
layout(constant_id = 4) const uint KW = 1;
layout(constant_id = 5) const uint SH = 1;
layout(constant_id = 6) const uint SW = 1;
layout(constant_id = 7) const int PH = 0;
layout(constant_id = 8) const int PW = 0;
layout(constant_id = 9) const uint DH = 1;
layout(constant_id = 10) const uint DW = 1;

layout(push_constant) uniform Params {
  uint N, C, H, W;  // input
  uint OH, OW;      // output
} p;

void main() {
  uint i = flatInvocation();
  if (i >= p.N * p.C * p.OH * p.OW) return;
  uint ow = i % p.OW, oh = (i / p.OW) % p.OH, nc = i / (p.OW * p.OH);
  CT m = CT_LOWEST;
  int best = -1;
  for (uint kh = 0u; kh < KH; ++kh) {
    int ih = int(oh * SH + kh * DH) - PH;
    if (ih < 0 || ih >= int(p.H)) continue;
    for (uint kw = 0u; kw < KW; ++kw) {
      int iw = int(ow * SW + kw * DW) - PW;
      if (iw < 0 || iw >= int(p.W)) continue;
      CT v = LOAD(x[(nc * p.H + uint(ih)) * p.W + uint(iw)]);
#if defined(WITH_INDICES)
      if (v > m || isNan(v) || best < 0) {
        m = v;
        best = ih * int(p.W) + iw;
      }
#else
      if (v > m || isNan(v)) m = v;
      if (isNan(m)) break;
#endif
    }
  }
  o[i] = STORE(m);
#if defined(WITH_INDICES)
  indices[2u * i] = uint(best);
  indices[2u * i + 1u] = 0u;
#endif
}
