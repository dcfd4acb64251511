// Limits of the .pte format and the Vulkan backend that the compiler and the runtime share: the compiler
// includes this header so that it never writes a program the runtime rejects. Plain macros, so that the
// header brings no namespace into the compiler's (whose `edge` dialect namespace would clash).
#ifndef EDGE_RUNTIME_LIMITS_H
#define EDGE_RUNTIME_LIMITS_H

/// Tensors up to this rank are indexed by the Vulkan shaders; it sizes their push-constant arrays.
#define EDGE_MAX_VULKAN_RANK 6
/// Vulkan guarantees 128 bytes of push constants (maxPushConstantsSize) on every device.
#define EDGE_MAX_PUSH_CONSTANT_SIZE 128
/// Storage buffers one shader binds at most.
#define EDGE_MAX_SHADER_BINDINGS 16
/// Specialization constants one pipeline sets at most (ids 0, 1, 2 are the workgroup size).
#define EDGE_MAX_SPEC_CONSTANTS 16

#endif
