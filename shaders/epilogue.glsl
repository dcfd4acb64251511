// A fused epilogue: elementwise ops of the registry that a producer's dispatch (conv2d, matmul, elementwise)
// applies to each result before storing it, instead of dispatches of their own (compiler/codegen/KernelSelect.h,
// Epilogue).
// Templates include it after their push constants and call applyEpilogue(v, index) on each result, in CT,
// with the index of the output element it is stored at. Where the variant has an epilogue, the selector
// defines
//   EPILOGUE_BODY     statements over `v` and `epilogueIndex`: per step `CT tK; { CT x0 = v; CT x1 = tJ; ...;
//                     tK = EPILOGUE_ROUND((EXPR)); }`, the step's registry expression over its operands (the
//                     result, an earlier step's, an input) and scalars; last, `v = ` the final step's
//   EPILOGUE_INPUTS   how many buffers the steps read besides the result (0 to 3), each of the output's
//                     type and shape, read at the output element's index, bound from EPILOGUE_BINDING on
//   EPILOGUE_SCALARS  how many scalars the steps take: push constants p.epilogue[], in the compute type
//   EPILOGUE_LOAD(v)  an element of the output's type as CT
// The template binds its output after them (binding EPILOGUE_BINDING + EPILOGUE_INPUTS).
#ifndef EPILOGUE_INPUTS
#define EPILOGUE_INPUTS 0
#endif
#if EPILOGUE_INPUTS > 0
layout(std430, set = 0, binding = EPILOGUE_BINDING) readonly buffer Epilogue0 { OUT_TYPE epilogue0[]; };
#endif
#if EPILOGUE_INPUTS > 1
layout(std430, set = 0, binding = EPILOGUE_BINDING + 1) readonly buffer Epilogue1 { OUT_TYPE epilogue1[]; };
#endif
#if EPILOGUE_INPUTS > 2
layout(std430, set = 0, binding = EPILOGUE_BINDING + 2) readonly buffer Epilogue2 { OUT_TYPE epilogue2[]; };
#endif

#if defined(EPILOGUE_BODY)
#pragma edgec_include elementwise_functions
// Each value as the unfused ops would read it from memory: rounded to the output's type (a no-op for f32).
#define EPILOGUE_ROUND(e) EPILOGUE_LOAD(STORE(e))
CT applyEpilogue(CT v, uint epilogueIndex) {
  v = EPILOGUE_ROUND(v);
  EPILOGUE_BODY
  return v;
}
#else
CT applyEpilogue(CT v, uint epilogueIndex) { return v; }
#endif
