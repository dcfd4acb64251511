// Direct 2-D convolution, NCHW (aten.convolution, not transposed), one invocation per output element.
// Defines: N, C, H, W, OC, OH, OW, KH, KW, SH, SW, PH, PW, DH, DW, GROUPS, HAS_BIAS.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { float x[]; };
layout(std430, set = 0, binding = 1) readonly buffer WeightBuffer { float w[]; };
#if HAS_BIAS
layout(std430, set = 0, binding = 2) readonly buffer BiasBuffer { float bias[]; };
layout(std430, set = 0, binding = 3) writeonly buffer OutBuffer { float o[]; };
#else
layout(std430, set = 0, binding = 2) writeonly buffer OutBuffer { float o[]; };
#endif

const uint kInPerGroup = C / GROUPS;
const uint kOutPerGroup = OC / GROUPS;

void main() {
  uint i = flatInvocation();
  if (i >= N * OC * OH * OW) return;
  uint ow = i % OW, oh = (i / OW) % OH, oc = (i / (OW * OH)) % OC, n = i / (OW * OH * OC);
  uint g = oc / kOutPerGroup;
#if HAS_BIAS
  float acc = bias[oc];
#else
  float acc = 0.0;
#endif
  for (uint ic = 0u; ic < kInPerGroup; ++ic) {
    uint c = g * kInPerGroup + ic;
    for (uint kh = 0u; kh < KH; ++kh) {
      int ih = int(oh * SH + kh * DH) - PH;
      if (ih < 0 || ih >= H) continue;
      for (uint kw = 0u; kw < KW; ++kw) {
        int iw = int(ow * SW + kw * DW) - PW;
        if (iw < 0 || iw >= W) continue;
        acc += x[((n * C + c) * H + uint(ih)) * W + uint(iw)] * w[((oc * kInPerGroup + ic) * KH + kh) * KW + kw];
      }
    }
  }
  o[i] = acc;
}
