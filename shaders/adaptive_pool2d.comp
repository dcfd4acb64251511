// 2-D adaptive average pooling, NCHW (aten._adaptive_avg_pool2d), one invocation per output element. Output
// row oh averages input rows [floor(oh * H / OH), ceil((oh + 1) * H / OH)), as PyTorch's windows do (they
// overlap where OH does not divide H); columns alike.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { IN_TYPE x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { OUT_TYPE o[]; };

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

void main() {
  uint i = flatInvocation();
  if (i >= p.N * p.C * p.OH * p.OW) return;
  uint ow = i % p.OW, oh = (i / p.OW) % p.OH, nc = i / (p.OW * p.OH);
  uint h0 = (oh * p.H) / p.OH, h1 = ((oh + 1u) * p.H + p.OH - 1u) / p.OH;
  uint w0 = (ow * p.W) / p.OW, w1 = ((ow + 1u) * p.W + p.OW - 1u) / p.OW;
  CT sum = CT(0);
  for (uint h = h0; h < h1; ++h)
    for (uint w = w0; w < w1; ++w)
      sum += LOAD(x[(nc * p.H + h) * p.W + w]);
  o[i] = STORE(sum / CT((h1 - h0) * (w1 - w0)));
}
