// 2-D max pooling, NCHW (aten.max_pool2d), one invocation per output element. Padded positions are skipped;
// NaN propagates, as in PyTorch. Defines: N, C, H, W, OH, OW, KH, KW, SH, SW, PH, PW, DH, DW.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { float x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { float o[]; };

void main() {
  uint i = flatInvocation();
  if (i >= N * C * OH * OW) return;
  uint ow = i % OW, oh = (i / OW) % OH, nc = i / (OW * OH);
  float m = -1.0 / 0.0;
  for (uint kh = 0u; kh < KH; ++kh) {
    int ih = int(oh * SH + kh * DH) - PH;
    if (ih < 0 || ih >= H) continue;
    for (uint kw = 0u; kw < KW; ++kw) {
      int iw = int(ow * SW + kw * DW) - PW;
      if (iw < 0 || iw >= W) continue;
      float v = x[(nc * H + uint(ih)) * W + uint(iw)];
      if (v > m || isnan(v)) m = v;
      if (isnan(m)) break;
    }
  }
  o[i] = m;
}
