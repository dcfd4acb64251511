// edge_runtime.h over edge::Program and edge::Model.
#include "edge/runtime/edge_runtime.h"
#include "edge/runtime/Model.h"
#include "edge/runtime/Verify.h"

#include <cstring>
#include <memory>
#include <string>

/// The app's C allocator (edge_model_options.allocate, deallocate) as an edge::Allocator.
struct CAllocator : edge::Allocator {
  void *(*allocateFn)(void *context, size_t size, size_t alignment);
  void (*deallocateFn)(void *context, void *data, size_t size);
  void *context;
  void *allocate(size_t size, size_t alignment) { return allocateFn(context, size, alignment); }
  void deallocate(void *data, size_t size) { deallocateFn(context, data, size); }
};

struct edge_model {
  std::unique_ptr<CAllocator> allocator; // outlives the model, which gives its buffers back to it
  std::unique_ptr<edge::Model> model;
  std::string deviceName;
};

struct edge_device {
  std::shared_ptr<edge::Device> device;
};

/// The app's C kernels behind C++ Kernels: each entry is its kernel's KernelArgs::context.
struct edge_kernel_registry {
  struct Entry {
    edge_kernel_check_fn check;
    edge_kernel_run_fn run;
    void *context;
  };
  edge::KernelRegistry registry;
  std::vector<std::unique_ptr<Entry> > entries; // stable addresses
};

namespace {

thread_local std::string lastError;

edge_status fail(const edge::Error &error) {
  lastError = error.message();
  switch (error.code()) {
  case edge::ErrorCode::Ok:
    return EDGE_OK;
  case edge::ErrorCode::InvalidArgument:
    return EDGE_INVALID_ARGUMENT;
  case edge::ErrorCode::InvalidProgram:
    return EDGE_INVALID_PROGRAM;
  case edge::ErrorCode::Unsupported:
    return EDGE_UNSUPPORTED;
  case edge::ErrorCode::Io:
    return EDGE_IO;
  case edge::ErrorCode::Vulkan:
    return EDGE_VULKAN;
  }
  return EDGE_INVALID_ARGUMENT;
}

edge_status invalidArgument(const std::string &message) {
  return fail(edge::Error(edge::ErrorCode::InvalidArgument, message));
}

edge_status load(edge::Result<edge::Program> program, const edge_model_options *options, edge_model **out) {
  if (!out)
    return invalidArgument("edge_model_load: no place for the model (model is NULL)");
  *out = nullptr;
  if (!program.ok())
    return fail(program.error());
  edge_model_options defaults;
  edge_model_options_init(&defaults);
  const edge_model_options &o = options ? *options : defaults;
  if (o.wait_timeout_ms == 0)
    return invalidArgument("edge_model_options.wait_timeout_ms must be above 0");
  edge::ModelOptions modelOptions;
  modelOptions.validation = o.validation != 0;
  modelOptions.deviceIndex = o.device_index;
  modelOptions.robustBufferAccess = o.robust_buffer_access != 0;
  modelOptions.waitTimeoutMs = o.wait_timeout_ms;
  if (o.device)
    modelOptions.device = o.device->device;
  if (o.kernels)
    modelOptions.kernels = &o.kernels->registry;
  modelOptions.memory.hostArena = o.host_arena;
  modelOptions.memory.hostArenaBytes = o.host_arena_bytes;
  modelOptions.publicKey = o.public_key;
  modelOptions.memory.deviceArena = o.device_arena;
  modelOptions.memory.deviceArenaOffset = o.device_arena_offset;
  modelOptions.memory.deviceArenaBytes = o.device_arena_bytes;
  std::unique_ptr<CAllocator> allocator;
  if (!o.allocate != !o.deallocate)
    return invalidArgument("edge_model_options: allocate and deallocate are given together or not at all");
  if (o.allocate) {
    allocator.reset(new CAllocator);
    allocator->allocateFn = o.allocate;
    allocator->deallocateFn = o.deallocate;
    allocator->context = o.allocator_context;
    modelOptions.memory.allocator = allocator.get();
  }
  edge::Result<std::unique_ptr<edge::Model>> model = edge::Model::load(program.take(), modelOptions);
  if (!model.ok())
    return fail(model.error());
  edge_model *handle = new edge_model;
  handle->allocator = std::move(allocator);
  handle->model = model.take();
  handle->deviceName = handle->model->deviceName();
  *out = handle;
  return EDGE_OK;
}

void describe(const edge::TensorInfo &tensor, edge_tensor_info *info) {
  std::memset(info, 0, sizeof(*info));
  info->dtype = edge::dtypeName(tensor.dtype);
  info->element_size = edge::elementSize(tensor.dtype);
  info->rank = tensor.shape.size(); // at most EDGE_MAX_RANK (8), checked at load
  for (size_t d = 0; d < info->rank && d < EDGE_MAX_TENSOR_RANK; ++d)
    info->shape[d] = tensor.shape[d];
  info->nbytes = tensor.nbytes;
}

const edge::KernelArgs &argsOf(const edge_kernel_args *args) { return *reinterpret_cast<const edge::KernelArgs *>(args); }
const edge_kernel_args *cArgs(const edge::KernelArgs &args) { return reinterpret_cast<const edge_kernel_args *>(&args); }

edge::Error checkCKernel(const edge::KernelArgs &args) {
  const edge_kernel_registry::Entry &entry = *static_cast<const edge_kernel_registry::Entry *>(args.context);
  return entry.check(cArgs(args), entry.context) == 0
             ? edge::Error::success()
             : edge::Error(edge::ErrorCode::Unsupported, "the app's kernel does not take these arguments");
}

void runCKernel(const edge::KernelArgs &args) {
  const edge_kernel_registry::Entry &entry = *static_cast<const edge_kernel_registry::Entry *>(args.context);
  entry.run(cArgs(args), entry.context);
}

const edge::TensorArg *tensorOf(const edge_kernel_args *args, size_t tensor) {
  return args && tensor < argsOf(args).numTensors ? &argsOf(args).tensors[tensor] : nullptr;
}
} // namespace

static_assert(EDGE_MAX_TENSOR_RANK == EDGE_MAX_RANK, "edge_tensor_info holds every rank a program may have");

namespace {
/// `figure` of the program at `path` (mapped: only its head is read), 0 where it cannot be opened.
template <typename Figure> uint64_t programFigure(const char *path, Figure figure) {
  if (!path)
    return 0;
  edge::Result<edge::Program> program = edge::Program::mapFile(path);
  return program.ok() ? figure(program.value()) : 0;
}
} // namespace

extern "C" {

void edge_model_options_init(edge_model_options *options) {
  if (!options)
    return;
  edge::ModelOptions defaults;
  std::memset(options, 0, sizeof(*options));
  options->validation = defaults.validation;
  options->device_index = defaults.deviceIndex;
  options->robust_buffer_access = defaults.robustBufferAccess;
  options->wait_timeout_ms = defaults.waitTimeoutMs;
}

edge_status edge_device_adopt(const edge_external_device *external, edge_device **device) {
  if (!external || !device)
    return invalidArgument("edge_device_adopt: external or device is NULL");
  *device = nullptr;
  edge::ExternalDevice e;
  e.instance = external->instance;
  e.physicalDevice = external->physical_device;
  e.device = external->device;
  e.queue = external->queue;
  e.queueFamily = external->queue_family;
  e.features = external->features;
  e.timelineSemaphores = external->timeline_semaphores != 0;
  e.robustBufferAccess = external->robust_buffer_access != 0;
  e.externalMemoryHost = external->external_memory_host != 0;
  edge::Result<std::shared_ptr<edge::Device> > adopted = edge::Device::adopt(e);
  if (!adopted.ok())
    return fail(adopted.error());
  *device = new edge_device;
  (*device)->device = adopted.take();
  return EDGE_OK;
}

void edge_device_free(edge_device *device) { delete device; }

edge_status edge_kernel_registry_create(edge_kernel_registry **registry) {
  if (!registry)
    return invalidArgument("edge_kernel_registry_create: registry is NULL");
  *registry = new edge_kernel_registry;
  return EDGE_OK;
}

edge_status edge_kernel_registry_add(edge_kernel_registry *registry, const char *aten_name, edge_kernel_check_fn check,
                                     edge_kernel_run_fn run, void *context) {
  if (!registry || !aten_name || !check || !run)
    return invalidArgument("edge_kernel_registry_add: registry, name, check and run are needed");
  std::unique_ptr<edge_kernel_registry::Entry> entry(new edge_kernel_registry::Entry);
  entry->check = check;
  entry->run = run;
  entry->context = context;
  edge::Kernel kernel = {aten_name, checkCKernel, runCKernel, false, entry.get()};
  edge::Error added = registry->registry.add(kernel);
  if (!added.ok())
    return fail(added);
  registry->entries.push_back(std::move(entry));
  return EDGE_OK;
}

void edge_kernel_registry_free(edge_kernel_registry *registry) { delete registry; }

size_t edge_kernel_num_tensors(const edge_kernel_args *args) { return args ? argsOf(args).numTensors : 0; }
void *edge_kernel_tensor_data(const edge_kernel_args *args, size_t tensor) {
  const edge::TensorArg *t = tensorOf(args, tensor);
  return t ? t->data : nullptr;
}
const char *edge_kernel_tensor_dtype(const edge_kernel_args *args, size_t tensor) {
  const edge::TensorArg *t = tensorOf(args, tensor);
  return t ? edge::dtypeName(t->info->dtype) : nullptr;
}
size_t edge_kernel_tensor_rank(const edge_kernel_args *args, size_t tensor) {
  const edge::TensorArg *t = tensorOf(args, tensor);
  return t ? t->info->shape.size() : 0;
}
int64_t edge_kernel_tensor_size(const edge_kernel_args *args, size_t tensor, size_t dim) {
  const edge::TensorArg *t = tensorOf(args, tensor);
  return t && dim < t->info->shape.size() ? t->info->shape[dim] : 0;
}
int64_t edge_kernel_tensor_numel(const edge_kernel_args *args, size_t tensor) {
  const edge::TensorArg *t = tensorOf(args, tensor);
  return t ? t->info->numel : 0;
}
size_t edge_kernel_num_ints(const edge_kernel_args *args) { return args ? argsOf(args).numInts : 0; }
int64_t edge_kernel_int(const edge_kernel_args *args, size_t index) {
  return args && index < argsOf(args).numInts ? argsOf(args).ints[index] : 0;
}
size_t edge_kernel_num_floats(const edge_kernel_args *args) { return args ? argsOf(args).numFloats : 0; }
double edge_kernel_float(const edge_kernel_args *args, size_t index) {
  return args && index < argsOf(args).numFloats ? argsOf(args).floats[index] : 0;
}

uint64_t edge_program_host_arena_bytes(const char *path) {
  return programFigure(path, [](const edge::Program &p) -> uint64_t { return p.hostArenaBytes(); });
}

uint64_t edge_program_device_arena_bytes(const char *path) {
  return programFigure(path, [](const edge::Program &p) -> uint64_t {
    return p.hasVulkanPartitions() ? p.deviceArenaBytes() : 0;
  });
}

edge_status edge_model_load_file(const char *path, const edge_model_options *options, edge_model **model) {
  if (!path)
    return invalidArgument("edge_model_load_file: path is NULL");
  return load(edge::Program::loadFile(path), options, model);
}

edge_status edge_model_map_file(const char *path, const edge_model_options *options, edge_model **model) {
  if (!path)
    return invalidArgument("edge_model_map_file: path is NULL");
  return load(edge::Program::mapFile(path), options, model);
}

edge_status edge_model_load_memory(const void *data, size_t size, const edge_model_options *options,
                                   edge_model **model) {
  if (!data && size)
    return invalidArgument("edge_model_load_memory: data is NULL");
  const uint8_t *bytes = static_cast<const uint8_t *>(data);
  return load(edge::Program::load(std::vector<uint8_t>(bytes, bytes + size)), options, model);
}

void edge_model_free(edge_model *model) { delete model; }

size_t edge_model_num_inputs(const edge_model *model) { return model ? model->model->program().numInputs() : 0; }

size_t edge_model_num_outputs(const edge_model *model) { return model ? model->model->program().numOutputs() : 0; }

const char *edge_model_device_name(const edge_model *model) { return model ? model->deviceName.c_str() : ""; }

edge_status edge_model_input_info(const edge_model *model, size_t index, edge_tensor_info *info) {
  if (!model || !info)
    return invalidArgument("edge_model_input_info: model or info is NULL");
  const edge::Program &program = model->model->program();
  if (index >= program.numInputs())
    return invalidArgument("input " + std::to_string(index) + " requested, the program has " +
                           std::to_string(program.numInputs()));
  describe(program.value(program.inputValue(index)), info);
  return EDGE_OK;
}

edge_status edge_model_dim_info(const edge_model *model, int is_output, size_t index, size_t dim, edge_dim_info *info) {
  if (!model || !info)
    return invalidArgument("edge_model_dim_info: model or info is NULL");
  const edge::Program &program = model->model->program();
  const size_t count = is_output ? program.numOutputs() : program.numInputs();
  if (index >= count)
    return invalidArgument(std::string(is_output ? "output " : "input ") + std::to_string(index) +
                           " requested, the program has " + std::to_string(count));
  const edge::TensorMeta meta = is_output ? program.outputMeta(index) : program.inputMeta(index);
  if (dim >= meta.dims.size())
    return invalidArgument("dimension " + std::to_string(dim) + " requested, the tensor has " +
                           std::to_string(meta.dims.size()));
  info->dynamic = meta.dims[dim].dynamic;
  info->min = meta.dims[dim].min;
  info->max = meta.dims[dim].max;
  info->symbol = meta.dims[dim].symbol;
  return EDGE_OK;
}

edge_status edge_model_set_input(edge_model *model, size_t index, const void *data, size_t nbytes,
                                 const int64_t *shape, size_t rank) {
  if (!model)
    return invalidArgument("edge_model_set_input: model is NULL");
  if (!shape && rank)
    return invalidArgument("edge_model_set_input: shape is NULL with a rank of " + std::to_string(rank));
  edge::Error error = shape ? model->model->setInput(index, data, nbytes, shape, rank)
                            : model->model->setInput(index, data, nbytes);
  return error.ok() ? EDGE_OK : fail(error);
}

edge_status edge_model_set_input_shape(edge_model *model, size_t index, const int64_t *shape, size_t rank) {
  if (!model || (!shape && rank))
    return invalidArgument("edge_model_set_input_shape: model is NULL, or shape is NULL with a rank above 0");
  edge::Error error = model->model->setInputShape(index, shape, rank);
  return error.ok() ? EDGE_OK : fail(error);
}

void *edge_model_input_data(edge_model *model, size_t index) { return model ? model->model->inputData(index) : NULL; }

edge_status edge_model_bind(edge_model *model, int is_output, size_t index, void *data, size_t nbytes) {
  if (!model)
    return invalidArgument("edge_model_bind: model is NULL");
  edge::Error error =
      is_output ? model->model->bindOutput(index, data, nbytes) : model->model->bindInput(index, data, nbytes);
  return error.ok() ? EDGE_OK : fail(error);
}

edge_status edge_model_execute(edge_model *model) {
  if (!model)
    return invalidArgument("edge_model_execute: model is NULL");
  edge::Error error = model->model->execute();
  return error.ok() ? EDGE_OK : fail(error);
}

edge_status edge_model_output(const edge_model *model, size_t index, const void **data, edge_tensor_info *info) {
  if (!model || !data)
    return invalidArgument("edge_model_output: model or data is NULL");
  size_t outputs = model->model->program().numOutputs();
  if (index >= outputs)
    return invalidArgument("output " + std::to_string(index) + " requested, the program has " +
                           std::to_string(outputs));
  *data = model->model->output(index);
  if (info)
    describe(model->model->outputInfo(index), info);
  return EDGE_OK;
}

edge_status edge_model_verify(edge_model *model, double tolerance, int *passed) {
  if (!model || !passed)
    return invalidArgument("edge_model_verify: model or passed is NULL");
  if (!(tolerance >= 0))
    return invalidArgument("edge_model_verify: the tolerance must be >= 0");
  *passed = 0;
  std::vector<edge::BundledCheck> checks;
  edge::Error error = edge::verifyBundled(*model->model, tolerance, &checks);
  if (!error.ok())
    return fail(error);
  *passed = 1;
  for (size_t i = 0; i < checks.size() && *passed; ++i)
    if (!checks[i].comparison.ok) {
      *passed = 0;
      const edge::Comparison &c = checks[i].comparison;
      lastError = edge::formatMessage("example %zu, output %zu: ", checks[i].example, checks[i].output) +
                  (c.problem.empty() ? edge::formatMessage("max abs error %g, allowed %g", c.maxError, c.allowed)
                                     : c.problem);
    }
  return EDGE_OK;
}

const char *edge_last_error(void) { return lastError.c_str(); }

} // extern "C"
