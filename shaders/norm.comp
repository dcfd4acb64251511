// The norm family: native_layer_norm and native_group_norm. One workgroup per row of `cols` contiguous
// elements (layer norm: the normalized dims; group norm: a group's channels of one sample), a tree
// reduction in shared memory for the mean, then for the biased variance of the deviations from it (two passes
// over the row: no cancellation), all in f32; values rounded once into the output's type. WEIGHT, BIAS: a
// weight, a bias (each optional), element (row % groups) * (cols / spatial) + col / spatial of each (layer
// norm: groups = spatial = 1, the element of the normalized shape; group norm: the channel). Rows past 65535
// workgroups fold into y.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { IN_TYPE x[]; };
#if defined(WEIGHT)
layout(std430, set = 0, binding = 1) readonly buffer WeightBuffer { IN_TYPE w[]; };
#define BIAS_BINDING 2
#else
#define BIAS_BINDING 1
#endif
#if defined(BIAS)
layout(std430, set = 0, binding = BIAS_BINDING) readonly buffer BiasBuffer { IN_TYPE b[]; };
#define FIRST_OUT (BIAS_BINDING + 1)
#else
#define FIRST_OUT BIAS_BINDING
#endif
layout(std430, set = 0, binding = FIRST_OUT) writeonly buffer OutBuffer { OUT_TYPE o[]; };
layout(std430, set = 0, binding = FIRST_OUT + 1) writeonly buffer MeanBuffer { OUT_TYPE meanOut[]; };
layout(std430, set = 0, binding = FIRST_OUT + 2) writeonly buffer RstdBuffer { OUT_TYPE rstdOut[]; };

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

shared float partial[gl_WorkGroupSize.x];

// The sum of every invocation's `v` over the workgroup (each gets it).
float workgroupSum(float v) {
  uint t = gl_LocalInvocationID.x;
  partial[t] = v;
  barrier();
  for (uint s = gl_WorkGroupSize.x / 2u; s > 0u; s >>= 1u) {
    if (t < s) partial[t] += partial[t + s];
    barrier();
  }
  float sum = partial[0];
  barrier(); // every invocation has read it before partial is reused
  return sum;
}

void main() {
  uint row = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x;
  if (row >= p.rows) return; // uniform across the workgroup
  uint t = gl_LocalInvocationID.x, base = row * p.cols;
  float sum = 0.0;
  for (uint c = t; c < p.cols; c += gl_WorkGroupSize.x) sum += float(LOAD(x[base + c]));
  float mean = workgroupSum(sum) / float(p.cols);
  float squares = 0.0;
  for (uint c = t; c < p.cols; c += gl_WorkGroupSize.x) {
    float d = float(LOAD(x[base + c])) - mean;
    squares += d * d;
  }
  float rstd = 1.0 / sqrt(workgroupSum(squares) / float(p.cols) + p.eps);
  for (uint c = t; c < p.cols; c += gl_WorkGroupSize.x) {
    float v = (float(LOAD(x[base + c])) - mean) * rstd;
#if defined(WEIGHT) || defined(BIAS)
    uint k = (row % p.groups) * (p.cols / p.spatial) + c / p.spatial;
#endif
#if defined(WEIGHT)
    v = v * float(LOAD(w[k]));
#endif
#if defined(BIAS)
    v = v + float(LOAD(b[k]));
#endif
    o[base + c] = STORE(v);
  }
  if (t == 0u) {
    meanOut[row] = STORE(mean);
    rstdOut[row] = STORE(rstd);
  }
}
