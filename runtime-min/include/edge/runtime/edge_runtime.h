/* The runtime's C interface, for bindings (JNI, Rust, Python ctypes) and C apps: the same loading, checking and
 * executing as edge::Program and edge::Model (edge/runtime/Model.h), over an opaque handle.
 *
 *   edge_model *model;
 *   edge_model_options options;
 *   edge_model_options_init(&options);
 *   if (edge_model_load_file("model.pte", &options, &model) != EDGE_OK)
 *     fprintf(stderr, "%s\n", edge_last_error());
 *   edge_model_set_input(model, 0, data, nbytes, shape, rank);
 *   edge_model_execute(model);
 *   edge_model_output(model, 0, &out, &info);
 *   edge_model_free(model);
 *
 * Every function but the accessors returns an edge_status; on failure edge_last_error() gives the message, until
 * the next failing call on the same thread. Threads: one edge_model is used by one thread at a time; distinct
 * models may run on distinct threads.
 */
#ifndef EDGE_RUNTIME_EDGE_RUNTIME_H
#define EDGE_RUNTIME_EDGE_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The same codes as edge::ErrorCode. */
typedef enum edge_status {
  EDGE_OK = 0,
  EDGE_INVALID_ARGUMENT = 1, /* the caller passed something wrong */
  EDGE_INVALID_PROGRAM = 2,  /* the .pte is corrupt, truncated or inconsistent */
  EDGE_UNSUPPORTED = 3,      /* valid, but this runtime or device cannot run it */
  EDGE_IO = 4,               /* reading a file failed */
  EDGE_VULKAN = 5            /* a Vulkan call failed */
} edge_status;

typedef struct edge_model edge_model;
typedef struct edge_device edge_device;
typedef struct edge_kernel_registry edge_kernel_registry;

typedef struct edge_model_options {
  int validation;           /* Vulkan: the Khronos validation layer; execute fails on any message (default 0) */
  int device_index;         /* Vulkan: -1 (default) picks the first discrete GPU, else integrated, else any */
  int robust_buffer_access; /* Vulkan: the device's robustBufferAccess where it has it (default 1) */
  uint32_t wait_timeout_ms; /* Vulkan: the longest wait for the device, above 0 (default 600000) */
  edge_device *device;      /* Vulkan: run on this device (edge_device_adopt); NULL (default): one of its own */
  const edge_kernel_registry *kernels; /* the app's CPU kernels before the built-in ones; NULL (default): none */
  void *host_arena;         /* the host arena in the caller's memory, kept as long as the model: a CPU program's */
  uint64_t host_arena_bytes; /* (16-byte aligned, at least edge_program_host_arena_bytes) or a Vulkan program's on a
                                device importing host memory (edge::MemoryManager::hostArena says how aligned);
                                NULL (default): the model's own */
  const uint8_t *public_key; /* a trusted Ed25519 key (32 bytes): refuse a program it did not sign (edgec compile
                                --sign); NULL (default): no signature required */
  uint64_t device_arena;        /* Vulkan, on the app's device: the device arena in the app's VkBuffer (its handle;
                                   STORAGE_BUFFER, TRANSFER_SRC, TRANSFER_DST usage) from device_arena_offset (a */
  uint64_t device_arena_offset; /* multiple of 256), device_arena_bytes long, at least edge_program_device_arena_bytes;*/
  uint64_t device_arena_bytes;  /* kept as long as the model; 0 (default): the model's own */
  /* The app's allocator for the host buffers the model makes for itself (edge::Allocator: its host arena where
   * host_arena is NULL, the constants CPU kernels read from a program not in memory), both or neither; `size`
   * at least 1, `alignment` a power of two up to 64; NULL from allocate fails the load. NULL (default): calloc. */
  void *(*allocate)(void *context, size_t size, size_t alignment);
  void (*deallocate)(void *context, void *data, size_t size);
  void *allocator_context;
} edge_model_options;

/* An app's own Vulkan device (its VkInstance, VkPhysicalDevice, VkDevice and a compute VkQueue, as pointers)
 * and what the app enabled on it: the optional features as edge DeviceFeature bits (shaderInt64 1, shaderInt16
 * 2, shaderInt8 4, shaderFloat16 8, shaderFloat64 16, storageBuffer16BitAccess 32, storageBuffer8BitAccess 64),
 * Vulkan 1.2's timelineSemaphore, robustBufferAccess. */
typedef struct edge_external_device {
  void *instance;
  void *physical_device;
  void *device;
  void *queue;
  uint32_t queue_family;
  uint32_t features;
  int timeline_semaphores;
  int robust_buffer_access;
  int external_memory_host; /* the app enabled VK_EXT_external_memory_host: host_arena for Vulkan programs */
} edge_external_device;

/* Models run on the app's device through the returned handle (edge_model_options.device): the Vulkan objects
 * stay the app's, kept alive by it as long as any such model lives, never destroyed here. */
edge_status edge_device_adopt(const edge_external_device *external, edge_device **device);
/* The handle only: models loaded with it keep the device. NULL is ignored. */
void edge_device_free(edge_device *device);

/* The app's own CPU kernels, by ATen name ("aten.relu.default"), replacing built-in ones or adding missing ones
 * (edge::KernelRegistry). `check` runs once when a model loads and returns 0 if the kernel takes the arguments;
 * `run` runs at each execute and must not fail. Both get the arguments (read with edge_kernel_* below: the
 * op's tensors, inputs then outputs, and its parameters in schema order) and `context`. */
typedef struct edge_kernel_args edge_kernel_args;
typedef int (*edge_kernel_check_fn)(const edge_kernel_args *args, void *context);
typedef void (*edge_kernel_run_fn)(const edge_kernel_args *args, void *context);
edge_status edge_kernel_registry_create(edge_kernel_registry **registry);
edge_status edge_kernel_registry_add(edge_kernel_registry *registry, const char *aten_name, edge_kernel_check_fn check,
                                     edge_kernel_run_fn run, void *context);
/* After every model that uses it is freed. NULL is ignored. */
void edge_kernel_registry_free(edge_kernel_registry *registry);
/* A kernel's arguments; an index out of range gives 0 or NULL. */
size_t edge_kernel_num_tensors(const edge_kernel_args *args);
void *edge_kernel_tensor_data(const edge_kernel_args *args, size_t tensor);
const char *edge_kernel_tensor_dtype(const edge_kernel_args *args, size_t tensor);
size_t edge_kernel_tensor_rank(const edge_kernel_args *args, size_t tensor);
int64_t edge_kernel_tensor_size(const edge_kernel_args *args, size_t tensor, size_t dim);
int64_t edge_kernel_tensor_numel(const edge_kernel_args *args, size_t tensor);
size_t edge_kernel_num_ints(const edge_kernel_args *args);
int64_t edge_kernel_int(const edge_kernel_args *args, size_t index);
size_t edge_kernel_num_floats(const edge_kernel_args *args);
double edge_kernel_float(const edge_kernel_args *args, size_t index);

#define EDGE_MAX_TENSOR_RANK 8

/* A tensor's element type and shape. For an input, the shape the program was compiled with (the upper bounds
 * of its dynamic dimensions); for an output, the shape the last execute computed. */
typedef struct edge_tensor_info {
  const char *dtype;   /* "f32", "f16", "bf16", "i64", "i32", "i16", "i8", "u8", "bool_", "f64" */
  size_t element_size; /* bytes per element */
  size_t rank;
  int64_t shape[EDGE_MAX_TENSOR_RANK];
  uint64_t nbytes;
} edge_tensor_info;

/* One dimension of an input or output of the program: static (min == max) or dynamic within [min, max]; symbol is
 * the name given at export for a dynamic size that is a size symbol, else "" (valid as long as the model). */
typedef struct edge_dim_info {
  int dynamic;
  int64_t min;
  int64_t max;
  const char *symbol;
} edge_dim_info;

/* The defaults above. */
void edge_model_options_init(edge_model_options *options);

/* Loads and checks a .pte file, or `size` bytes at `data` (copied: the caller may free them on return), and
 * prepares it to execute (arenas, and for a Vulkan program the device and its recorded commands). `options`
 * may be NULL (the defaults). On success *model is the new model, else NULL. */
edge_status edge_model_load_file(const char *path, const edge_model_options *options, edge_model **model);
edge_status edge_model_load_memory(const void *data, size_t size, const edge_model_options *options,
                                   edge_model **model);
/* As edge_model_load_file, with the file mapped read-only instead of read (it must not change while the model
 * lives). */
edge_status edge_model_map_file(const char *path, const edge_model_options *options, edge_model **model);
/* NULL is ignored. */
void edge_model_free(edge_model *model);

/* The planned host arena of the program at `path` (for edge_model_options.host_arena), 0 if it cannot be read. */
uint64_t edge_program_host_arena_bytes(const char *path);
/* The planned device arena of the program at `path` (for edge_model_options.device_arena), 0 if it cannot be read
 * or has no Vulkan partition. */
uint64_t edge_program_device_arena_bytes(const char *path);

size_t edge_model_num_inputs(const edge_model *model);
size_t edge_model_num_outputs(const edge_model *model);
/* "CPU" or the Vulkan device's name; valid while the model lives. */
const char *edge_model_device_name(const edge_model *model);
edge_status edge_model_input_info(const edge_model *model, size_t index, edge_tensor_info *info);
/* Dimension `dim` of input (is_output 0) or output (is_output 1) `index`: its bounds and name
 * (edge::Program::inputMeta). */
edge_status edge_model_dim_info(const edge_model *model, int is_output, size_t index, size_t dim, edge_dim_info *info);

/* Input `index` of shape `shape` (`rank` sizes; NULL and 0: the compiled shape), `nbytes` bytes at `data`
 * (copied). A program with dynamic dimensions takes any size within their bounds. */
edge_status edge_model_set_input(edge_model *model, size_t index, const void *data, size_t nbytes,
                                 const int64_t *shape, size_t rank);
/* Without a copy (edge::Model::setInputShape, inputData, bindInput, bindOutput): the shape alone of input
 * `index`; where input `index` is read from (NULL for an index out of range), for the app to write it there; and
 * input or output (is_output 0 or 1) `index` read or written in the caller's memory at `data` (`nbytes`, at least
 * its size at the bounds, 16-byte aligned; NULL: back to the model's arena) by every execute until bound again
 * (a Vulkan program's: where the device imports host memory, aligned and sized as it needs, bindInput). */
edge_status edge_model_set_input_shape(edge_model *model, size_t index, const int64_t *shape, size_t rank);
void *edge_model_input_data(edge_model *model, size_t index);
edge_status edge_model_bind(edge_model *model, int is_output, size_t index, void *data, size_t nbytes);
edge_status edge_model_execute(edge_model *model);
/* Output `index` of the last execute: its bytes (valid until the next execute) and, if `info` is not NULL,
 * its type and shape. */
edge_status edge_model_output(const edge_model *model, size_t index, const void **data, edge_tensor_info *info);

/* A self-test on the device at hand: runs the examples the program carries (edgec compile --bundle, --expect)
 * and compares each output with the expected one (floats: max |y - ref| <= tolerance * max |ref|; integers
 * exactly). EDGE_OK with *passed 1 if every output matches, 0 if one does not (edge_last_error() then says
 * which); an error if the program carries no examples or an execute fails. */
edge_status edge_model_verify(edge_model *model, double tolerance, int *passed);

/* The message of the last call on this thread that failed ("" if none has). */
const char *edge_last_error(void);

#ifdef __cplusplus
}
#endif

#endif
