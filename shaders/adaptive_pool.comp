// Adaptive average pooling over 1 to 3 spatial dims (aten.adaptive_avg_pool1d, _adaptive_avg_pool2d,
// _adaptive_avg_pool3d), one invocation per output element; a 2-D op's D and OD are 1, a 1-D op's H and OH too.
// Output index od averages input indices [floor(od * D / OD), ceil((od + 1) * D / OD)), as PyTorch's windows
// do (they overlap where OD does not divide D); rows and columns alike. The input's leading dims are `planes`.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { IN_TYPE x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { OUT_TYPE o[]; };

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

void main() {
  uint i = flatInvocation();
  if (i >= p.planes * p.OD * p.OH * p.OW) return;
  uint ow = i % p.OW, oh = (i / p.OW) % p.OH, od = (i / (p.OW * p.OH)) % p.OD, plane = i / (p.OW * p.OH * p.OD);
  uint d0 = (od * p.D) / p.OD, d1 = ((od + 1u) * p.D + p.OD - 1u) / p.OD;
  uint h0 = (oh * p.H) / p.OH, h1 = ((oh + 1u) * p.H + p.OH - 1u) / p.OH;
  uint w0 = (ow * p.W) / p.OW, w1 = ((ow + 1u) * p.W + p.OW - 1u) / p.OW;
  CT sum = CT(0);
  for (uint d = d0; d < d1; ++d)
    for (uint h = h0; h < h1; ++h)
      for (uint w = w0; w < w1; ++w)
        sum += LOAD(x[((plane * p.D + d) * p.H + h) * p.W + w]);
  o[i] = STORE(sum / CT((d1 - d0) * (h1 - h0) * (w1 - w0)));
}
