// What runtime-min accepts, in one place: the compiler includes this header too, so that it rejects at
// compile time a program the loader would reject. Plain macros, so that the header brings no namespace
// into the compiler (whose `edge` dialect namespace would clash with runtime-min's). C++11, no dependencies.
#ifndef EDGE_RUNTIME_LIMITS_H
#define EDGE_RUNTIME_LIMITS_H

/// Highest tensor rank: the CPU kernels that broadcast, permute or reduce index with arrays of this size.
#define EDGE_MAX_RANK 8
/// Largest dimension of a value, and most elements of one, that Program::check accepts.
#define EDGE_MAX_DIMENSION (int64_t(1) << 40)
#define EDGE_MAX_ELEMENTS (int64_t(1) << 40)

/// Tensors up to this rank are indexed by the Vulkan shaders; it sizes their push-constant arrays.
#define EDGE_MAX_VULKAN_RANK 6
/// Vulkan guarantees 128 bytes of push constants (maxPushConstantsSize) on every device.
#define EDGE_MAX_PUSH_CONSTANT_SIZE 128
/// Vulkan guarantees a maxStorageBufferRange of 2^27 bytes on every device (lavapipe has no more): the largest
/// buffer binding edgec puts on Vulkan unless told its target devices take more.
#define EDGE_MIN_VULKAN_STORAGE_BUFFER_RANGE (int64_t(1) << 27)
/// Storage buffers one shader binds at most.
#define EDGE_MAX_SHADER_BINDINGS 16
/// Specialization constants one pipeline sets at most (ids 0, 1, 2 are the workgroup size).
#define EDGE_MAX_SPEC_CONSTANTS 32
/// The largest flatbuffer of a .pte (a flatbuffer's offsets are 32-bit signed: under 2 GiB): what opening a
/// program reads at most. The constant segment after it has no such cap (program.fbs).
#define EDGE_MAX_FLATBUFFER_BYTES (int64_t(1) << 31)
/// The largest .pte file: the flatbuffer and a constant segment of up to 2^40 bytes (EDGE_MAX_ELEMENTS bytes).
#define EDGE_MAX_PROGRAM_BYTES ((int64_t(1) << 40) + EDGE_MAX_FLATBUFFER_BYTES + 8192)

#endif
