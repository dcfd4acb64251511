/* The C interface (edge/runtime/edge_runtime.h) from C: c-api-test PROGRAM.pte INPUT.npy EXPECTED.npy
 * [--validation | --app-device]. Loads the program from its file, mapped and from memory (with --app-device on
 * a Vulkan device this program creates itself and hands over with edge_device_adopt), runs each on the input, checks output 0
 * against the expected float32 array (max |y - ref| <= 1e-4 max |ref|), and checks that misuse and a corrupt
 * program are refused with a message. Prints "c-api-test: ok" and exits 0 when all hold. */
#include "edge/runtime/edge_runtime.h"

#include <vulkan/vulkan.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define EXPECT(condition, ...)                                                                                         \
  do {                                                                                                                 \
    if (!(condition)) {                                                                                                \
      fprintf(stderr, "c-api-test:%d: failed: %s: ", __LINE__, #condition);                                            \
      fprintf(stderr, __VA_ARGS__);                                                                                    \
      fprintf(stderr, "\n");                                                                                           \
      ++failures;                                                                                                      \
    }                                                                                                                  \
  } while (0)

/* A whole file; NULL if it cannot be read. */
static unsigned char *readAll(const char *path, size_t *size) {
  FILE *file = fopen(path, "rb");
  unsigned char *bytes = NULL;
  long length;
  if (!file)
    return NULL;
  if (fseek(file, 0, SEEK_END) == 0 && (length = ftell(file)) >= 0 && fseek(file, 0, SEEK_SET) == 0) {
    bytes = (unsigned char *)malloc((size_t)length + 1);
    if (bytes && fread(bytes, 1, (size_t)length, file) != (size_t)length) {
      free(bytes);
      bytes = NULL;
    }
    *size = (size_t)length;
  }
  fclose(file);
  return bytes;
}

/* The data of a version-1 .npy file of float32 (the test's own inputs): its start and byte count. */
static const float *npyData(const unsigned char *bytes, size_t size, size_t *nbytes) {
  size_t header;
  if (size < 10 || memcmp(bytes, "\x93NUMPY\x01", 7) != 0)
    return NULL;
  header = 10 + (size_t)bytes[8] + ((size_t)bytes[9] << 8);
  if (header > size)
    return NULL;
  *nbytes = size - header;
  return (const float *)(bytes + header);
}

/* The app's own relu (aten.relu.default: one input, one output, float32), counting its runs in *context. */
static int checkRelu(const edge_kernel_args *args, void *context) {
  (void)context;
  return edge_kernel_num_tensors(args) == 2 && strcmp(edge_kernel_tensor_dtype(args, 0), "f32") == 0 &&
                 edge_kernel_tensor_numel(args, 0) == edge_kernel_tensor_numel(args, 1)
             ? 0
             : 1;
}
static void runRelu(const edge_kernel_args *args, void *context) {
  const float *x = (const float *)edge_kernel_tensor_data(args, 0);
  float *y = (float *)edge_kernel_tensor_data(args, 1);
  int64_t i, n = edge_kernel_tensor_numel(args, 0);
  for (i = 0; i < n; ++i)
    y[i] = x[i] > 0 ? x[i] : 0;
  ++*(int *)context;
}

/* This program's own Vulkan instance and device (the first physical device, its first compute queue), as an
 * app that renders with Vulkan has them; 0 if Vulkan cannot give one. */
/* The app's allocator: counts the buffers it holds. */
static void *countedAllocate(void *context, size_t size, size_t alignment) {
  void *p = NULL;
  if (posix_memalign(&p, alignment < sizeof(void *) ? sizeof(void *) : alignment, size) != 0)
    return NULL;
  ++*(int *)context;
  return p;
}
static void countedDeallocate(void *context, void *data, size_t size) {
  (void)size;
  --*(int *)context;
  free(data);
}

static VkInstance appInstance = VK_NULL_HANDLE;
static edge_device *adopted = NULL;
static VkDevice appDevice = VK_NULL_HANDLE;
static int createAppDevice(edge_external_device *external) {
  VkApplicationInfo app = {VK_STRUCTURE_TYPE_APPLICATION_INFO, NULL, "c-api-test", 1, NULL, 0, VK_API_VERSION_1_2};
  VkInstanceCreateInfo instanceInfo = {VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, NULL, 0, &app, 0, NULL, 0, NULL};
  VkPhysicalDevice physical = VK_NULL_HANDLE;
  VkQueueFamilyProperties families[16];
  uint32_t count = 1, numFamilies = 16, family = 0;
  float priority = 1;
  VkDeviceQueueCreateInfo queueInfo = {VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, NULL, 0, 0, 1, &priority};
  VkDeviceCreateInfo deviceInfo = {VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, NULL, 0, 1, &queueInfo, 0, NULL, 0, NULL, NULL};
  VkQueue queue;
  if (vkCreateInstance(&instanceInfo, NULL, &appInstance) != VK_SUCCESS ||
      vkEnumeratePhysicalDevices(appInstance, &count, &physical) < 0 || count == 0)
    return 0;
  vkGetPhysicalDeviceQueueFamilyProperties(physical, &numFamilies, families);
  while (family < numFamilies && !(families[family].queueFlags & VK_QUEUE_COMPUTE_BIT))
    ++family;
  queueInfo.queueFamilyIndex = family;
  if (family == numFamilies || vkCreateDevice(physical, &deviceInfo, NULL, &appDevice) != VK_SUCCESS)
    return 0;
  vkGetDeviceQueue(appDevice, family, 0, &queue);
  memset(external, 0, sizeof(*external));
  external->instance = appInstance;
  external->physical_device = physical;
  external->device = appDevice;
  external->queue = queue;
  external->queue_family = family;
  return 1;
}

/* Runs `model` on the input and checks output 0 against the expected values. */
static void runAndCheck(edge_model *model, const float *input, size_t inputBytes, const float *expected,
                        size_t expectedBytes) {
  edge_tensor_info in, out;
  const void *data = NULL;
  size_t i, n;
  double worst = 0, largest = 0;
  EXPECT(edge_model_num_inputs(model) == 1, "%zu inputs", edge_model_num_inputs(model));
  EXPECT(edge_model_num_outputs(model) >= 1, "no outputs");
  EXPECT(edge_model_input_info(model, 0, &in) == EDGE_OK, "%s", edge_last_error());
  EXPECT(strcmp(in.dtype, "f32") == 0 && in.element_size == 4, "input dtype %s", in.dtype);
  EXPECT(in.nbytes == inputBytes, "input of %llu bytes, the file has %zu", (unsigned long long)in.nbytes, inputBytes);
  {
    edge_dim_info dim;
    EXPECT(edge_model_dim_info(model, 0, 0, 0, &dim) == EDGE_OK && !dim.dynamic && dim.min == in.shape[0] &&
               dim.max == in.shape[0] && dim.symbol[0] == 0,
           "input 0's dim 0: %s", edge_last_error());
    EXPECT(edge_model_dim_info(model, 0, 0, in.rank, &dim) == EDGE_INVALID_ARGUMENT, "a dim past the rank");
  }
  EXPECT(edge_model_set_input(model, 0, input, inputBytes, in.shape, in.rank) == EDGE_OK, "%s", edge_last_error());
  EXPECT(edge_model_execute(model) == EDGE_OK, "%s", edge_last_error());
  EXPECT(edge_model_output(model, 0, &data, &out) == EDGE_OK, "%s", edge_last_error());
  if (!data || out.nbytes != expectedBytes || strcmp(out.dtype, "f32") != 0) {
    EXPECT(0, "output 0: %llu bytes of %s, expected %zu of f32", (unsigned long long)out.nbytes, out.dtype,
           expectedBytes);
    return;
  }
  n = expectedBytes / 4;
  for (i = 0; i < n; ++i)
    largest = fmax(largest, fabs(expected[i]));
  for (i = 0; i < n; ++i) {
    double difference = fabs((double)((const float *)data)[i] - expected[i]);
    EXPECT(difference <= 1e-4 * largest, "output[%zu] = %g, expected %g", i, ((const float *)data)[i], expected[i]);
    if (!(difference <= worst))
      worst = difference;
  }
  printf("c-api-test: %s: max |y - ref| = %g\n", edge_model_device_name(model), worst);
}

int main(int argc, char **argv) {
  size_t programSize = 0, inputSize = 0, expectedSize = 0, inputBytes = 0, expectedBytes = 0;
  unsigned char *program, *inputFile, *expectedFile;
  const float *input, *expected;
  edge_model_options options;
  edge_model *model = NULL;
  const void *data = NULL;
  if (argc < 4) {
    fprintf(stderr, "usage: c-api-test PROGRAM.pte INPUT.npy EXPECTED.npy [--validation]\n");
    return 2;
  }
  program = readAll(argv[1], &programSize);
  inputFile = readAll(argv[2], &inputSize);
  expectedFile = readAll(argv[3], &expectedSize);
  if (!program || !inputFile || !expectedFile) {
    fprintf(stderr, "c-api-test: cannot read the files given\n");
    return 2;
  }
  input = npyData(inputFile, inputSize, &inputBytes);
  expected = npyData(expectedFile, expectedSize, &expectedBytes);
  if (!input || !expected) {
    fprintf(stderr, "c-api-test: the input and expected output must be version-1 .npy files\n");
    return 2;
  }
  edge_model_options_init(&options);
  EXPECT(options.device_index == -1 && options.robust_buffer_access == 1 && options.wait_timeout_ms == 600000,
         "defaults");
  options.validation = argc > 4 && strcmp(argv[4], "--validation") == 0;
  if (argc > 4 && strcmp(argv[4], "--app-device") == 0) {
    edge_external_device external;
    edge_device *device = NULL;
    if (!createAppDevice(&external)) {
      fprintf(stderr, "c-api-test: the app could not create its Vulkan device\n");
      return 2;
    }
    EXPECT(edge_device_adopt(&external, &device) == EDGE_OK, "%s", edge_last_error());
    if (!device)
      return 1;
    options.device = device; /* freed at the end: a model loaded with it keeps the device itself */
    external.queue = NULL;
    EXPECT(edge_device_adopt(&external, &adopted) == EDGE_INVALID_ARGUMENT && !adopted, "adopting without a queue");
    adopted = device;
    printf("c-api-test: on the app's own Vulkan device\n");
  }

  /* From the file, then from memory (freed right after loading: the model keeps its own copy). */
  EXPECT(edge_model_load_file(argv[1], &options, &model) == EDGE_OK, "%s", edge_last_error());
  if (model) {
    int passed = 0;
    runAndCheck(model, input, inputBytes, expected, expectedBytes);
    /* The example the program carries (c-api.test compiles it with --bundle and --expect). */
    EXPECT(edge_model_verify(model, 1e-4, &passed) == EDGE_OK && passed == 1, "verify: %s", edge_last_error());
    EXPECT(edge_model_output(model, 99, &data, NULL) == EDGE_INVALID_ARGUMENT, "output 99");
    EXPECT(strstr(edge_last_error(), "output 99 requested") != NULL, "%s", edge_last_error());
    EXPECT(edge_model_set_input(model, 0, input, inputBytes - 4, NULL, 0) != EDGE_OK, "a short input");
    EXPECT(edge_model_set_input(model, 0, input, inputBytes, NULL, 3) == EDGE_INVALID_ARGUMENT, "a NULL shape");
    edge_model_free(model);
    model = NULL;
  }
  EXPECT(edge_model_map_file(argv[1], &options, &model) == EDGE_OK, "%s", edge_last_error());
  if (model)
    runAndCheck(model, input, inputBytes, expected, expectedBytes);
  edge_model_free(model);
  model = NULL;
  {
    unsigned char *copy = (unsigned char *)malloc(programSize);
    memcpy(copy, program, programSize);
    EXPECT(edge_model_load_memory(copy, programSize, &options, &model) == EDGE_OK, "%s", edge_last_error());
    free(copy);
    if (model)
      runAndCheck(model, input, inputBytes, expected, expectedBytes);
    edge_model_free(model);
    model = NULL;
  }

  /* On the app's device, a Vulkan program's device arena in the app's own buffer. */
  if (adopted && edge_program_device_arena_bytes(argv[1]) > 0) {
    VkBufferCreateInfo bufferInfo;
    VkMemoryRequirements req;
    VkMemoryAllocateInfo alloc;
    VkBuffer buffer = VK_NULL_HANDLE;
    VkDeviceMemory memory = VK_NULL_HANDLE;
    uint64_t bytes = edge_program_device_arena_bytes(argv[1]);
    memset(&bufferInfo, 0, sizeof(bufferInfo));
    memset(&alloc, 0, sizeof(alloc));
    bufferInfo.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    alloc.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    bufferInfo.size = 256 + bytes;
    bufferInfo.usage =
        VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    EXPECT(vkCreateBuffer(appDevice, &bufferInfo, NULL, &buffer) == VK_SUCCESS, "vkCreateBuffer");
    vkGetBufferMemoryRequirements(appDevice, buffer, &req);
    alloc.allocationSize = req.size;
    while (alloc.memoryTypeIndex < 32 && !(req.memoryTypeBits & (1u << alloc.memoryTypeIndex)))
      ++alloc.memoryTypeIndex;
    EXPECT(vkAllocateMemory(appDevice, &alloc, NULL, &memory) == VK_SUCCESS, "vkAllocateMemory");
    EXPECT(vkBindBufferMemory(appDevice, buffer, memory, 0) == VK_SUCCESS, "vkBindBufferMemory");
    options.device_arena = (uint64_t)buffer;
    options.device_arena_offset = 256;
    options.device_arena_bytes = bytes;
    EXPECT(edge_model_map_file(argv[1], &options, &model) == EDGE_OK, "%s", edge_last_error());
    if (model)
      runAndCheck(model, input, inputBytes, expected, expectedBytes);
    edge_model_free(model);
    model = NULL;
    options.device_arena = 0;
    options.device_arena_offset = 0;
    options.device_arena_bytes = 0;
    vkDestroyBuffer(appDevice, buffer, NULL);
    vkFreeMemory(appDevice, memory, NULL);
    printf("c-api-test: a device arena in the app's buffer\n");
  }

  /* The app's own relu kernel and a CPU program's values in the app's memory (CPU programs only). */
  {
    edge_kernel_registry *kernels = NULL;
    int reluRuns = 0;
    uint64_t arenaBytes = edge_program_host_arena_bytes(argv[1]);
    void *arena = aligned_alloc(16, (size_t)((arenaBytes + 15) / 16 * 16 + 16));
    EXPECT(arenaBytes > 0, "the planned host arena");
    EXPECT(edge_kernel_registry_create(&kernels) == EDGE_OK, "%s", edge_last_error());
    EXPECT(edge_kernel_registry_add(kernels, "aten.relu.default", checkRelu, runRelu, &reluRuns) == EDGE_OK, "%s",
           edge_last_error());
    EXPECT(edge_kernel_registry_add(kernels, NULL, checkRelu, runRelu, NULL) == EDGE_INVALID_ARGUMENT, "no name");
    options.kernels = kernels;
    options.host_arena = arena;
    options.host_arena_bytes = arenaBytes;
    if (edge_model_map_file(argv[1], &options, &model) == EDGE_OK) {
      const void *out = NULL;
      EXPECT(strcmp(edge_model_device_name(model), "CPU") == 0, "a caller's arena is taken for CPU programs only");
      runAndCheck(model, input, inputBytes, expected, expectedBytes);
      EXPECT(reluRuns >= 1, "the app's relu ran %d times", reluRuns);
      EXPECT(edge_model_output(model, 0, &out, NULL) == EDGE_OK && (const char *)out >= (const char *)arena &&
                 (const char *)out < (const char *)arena + arenaBytes,
             "the output lies in the app's arena");
      printf("c-api-test: the app's relu ran %d time(s), outputs in the app's arena\n", reluRuns);
    } else {
      EXPECT(strstr(edge_last_error(), "app's memory") != NULL, "%s", edge_last_error());
      printf("c-api-test: refused a caller's host arena for a Vulkan program\n");
    }
    edge_model_free(model);
    model = NULL;
    options.kernels = NULL;
    options.host_arena = NULL;
    options.host_arena_bytes = 0;
    edge_kernel_registry_free(kernels);
    free(arena);
  }

  /* A CPU program's input and output in the app's memory, read and written there with no copy; a Vulkan
   * program refuses, pointing at where its inputs are written in place. */
  /* ... its host buffers from the app's allocator. */
  int held = 0;
  edge_model *unloaded = NULL;
  options.allocate = countedAllocate;
  options.deallocate = countedDeallocate;
  options.allocator_context = &held;
  EXPECT(edge_model_load_file(argv[1], &options, &model) == EDGE_OK, "%s", edge_last_error());
  options.allocate = NULL;
  EXPECT(edge_model_load_file(argv[1], &options, &unloaded) == EDGE_INVALID_ARGUMENT, "allocate without deallocate");
  options.deallocate = NULL;
  options.allocator_context = NULL;
  if (model && strcmp(edge_model_device_name(model), "CPU") == 0) {
    EXPECT(held > 0, "the model's host buffers come from the app's allocator");
    printf("c-api-test: the app's allocator holds %d buffer(s)\n", held);
  }
  if (model) {
    /* Page-aligned and whole pages: what a Vulkan device imports (VK_EXT_external_memory_host) as well as what a
     * CPU program takes (16-byte aligned). */
    const size_t page = 65536;
    size_t inRoom = (inputBytes + page - 1) / page * page, outRoom = (expectedBytes + page - 1) / page * page;
    void *in = aligned_alloc(page, inRoom ? inRoom : page), *out = aligned_alloc(page, outRoom ? outRoom : page);
    const void *data = NULL;
    if (edge_model_bind(model, 0, 0, in, inRoom ? inRoom : page) == EDGE_OK) {
      EXPECT(edge_model_bind(model, 1, 0, out, outRoom ? outRoom : page) == EDGE_OK, "%s", edge_last_error());
      EXPECT(edge_model_input_data(model, 0) == in, "input 0 is read from the app's memory");
      runAndCheck(model, input, inputBytes, expected, expectedBytes);
      EXPECT(edge_model_output(model, 0, &data, NULL) == EDGE_OK && data == out, "output 0 in the app's memory");
      EXPECT(edge_model_bind(model, 1, 0, out, 4) == EDGE_INVALID_ARGUMENT, "too small");
      printf("c-api-test: input and output bound to the app's memory\n");
    } else {
      EXPECT(strstr(edge_last_error(), "VK_EXT_external_memory_host") != NULL, "%s", edge_last_error());
      EXPECT(edge_model_input_data(model, 0) != NULL, "where a Vulkan program's input is written");
      printf("c-api-test: a Vulkan program's input is written in place: the device imports no host memory\n");
    }
    edge_model_free(model);
    model = NULL;
    EXPECT(held == 0, "the model gave its buffers back");
    free(in);
    free(out);
  }

  /* Refused: a changed byte (the checksum), a missing file, a wrong timeout. */
  program[100] ^= 1; /* in the flatbuffer */
  EXPECT(edge_model_load_memory(program, programSize, &options, &model) == EDGE_INVALID_PROGRAM, "changed byte");
  EXPECT(model == NULL && strlen(edge_last_error()) > 0, "no model, a message");
  printf("c-api-test: corrupt: %s\n", edge_last_error());
  EXPECT(edge_model_load_file("/nonexistent.pte", NULL, &model) == EDGE_IO, "missing file");
  options.wait_timeout_ms = 0;
  program[100] ^= 1; /* in the flatbuffer */
  EXPECT(edge_model_load_memory(program, programSize, &options, &model) == EDGE_INVALID_ARGUMENT, "timeout 0");
  edge_model_free(NULL);

  free(program);
  free(inputFile);
  free(expectedFile);
  edge_device_free(adopted);
  if (appDevice) { /* every model is gone: the device is the app's to destroy */
    vkDestroyDevice(appDevice, NULL);
    vkDestroyInstance(appInstance, NULL);
  }
  if (failures) {
    fprintf(stderr, "c-api-test: %d failed\n", failures);
    return 1;
  }
  printf("c-api-test: ok\n");
  return 0;
}
