// 2-D max pooling, NCHW (aten.max_pool2d), one invocation per output element. Padded positions are skipped;
// NaN propagates, as in PyTorch.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { float x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { float o[]; };

layout(push_constant) uniform Params {
  uint N, C, H, W;      // input
  uint OH, OW;          // output
  uint KH, KW, SH, SW;  // kernel, stride
  int PH, PW;           // padding
  uint DH, DW;          // dilation
} p;

void main() {
  uint i = flatInvocation();
  if (i >= p.N * p.C * p.OH * p.OW) return;
  uint ow = i % p.OW, oh = (i / p.OW) % p.OH, nc = i / (p.OW * p.OH);
  float m = -1.0 / 0.0;
  for (uint kh = 0u; kh < p.KH; ++kh) {
    int ih = int(oh * p.SH + kh * p.DH) - p.PH;
    if (ih < 0 || ih >= int(p.H)) continue;
    for (uint kw = 0u; kw < p.KW; ++kw) {
      int iw = int(ow * p.SW + kw * p.DW) - p.PW;
      if (iw < 0 || iw >= int(p.W)) continue;
      float v = x[(nc * p.H + uint(ih)) * p.W + uint(iw)];
      if (v > m || isnan(v)) m = v;
      if (isnan(m)) break;
    }
  }
  o[i] = m;
}
