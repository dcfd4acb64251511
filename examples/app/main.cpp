// classify: an app using edgec's runtime from its installed package. It loads a compiled classifier (the
// program installed beside it, one given with --model, or the one linked into it), runs it on an image and
// prints each image's five best classes. --expect compares the scores with a reference (e.g. PyTorch's).
//
//   classify IMAGE [--model FILE.pte | --embedded] [--validation] [--own-softmax] [--app-device] [--app-arena]
//            [--expect SCORES.npy]
//
// IMAGE is a float32 .npy file, or raw float32 data of the program's input shape. --validation turns on
// Vulkan's validation layer (any message fails the run). --own-softmax runs the app's own CPU kernel for
// aten._softmax.default instead of the runtime's (registered through edge::KernelRegistry) and says how often
// it ran. --app-device runs a Vulkan program on a Vulkan device the app creates and keeps (edge::Device::adopt,
// as an app that draws with Vulkan would share its device). --app-arena runs a CPU program in memory the app
// owns (MemoryManager::hostArena).
#include "edge/runtime/Kernels.h"
#include "edge/runtime/Model.h"
#include "edge/runtime/Program.h"

#include "small_cnn_cpu_pte.h" // edgec_add_model(... NAME small_cnn_cpu EMBED)

#include <vulkan/vulkan.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

struct Tensor {
  std::vector<int64_t> shape;
  std::vector<float> data;
};

bool fail(const std::string &message) {
  std::fprintf(stderr, "classify: error: %s\n", message.c_str());
  return false;
}

bool readBytes(const std::string &path, std::vector<char> *bytes) {
  std::ifstream file(path.c_str(), std::ios::binary);
  if (!file)
    return fail("cannot read '" + path + "'");
  bytes->assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  return true;
}

/// A little-endian float32 .npy file in C order (what numpy.save and torch's .numpy() write); anything else
/// is refused.
bool readNpy(const std::string &path, const std::vector<char> &bytes, Tensor *out) {
  if (bytes.size() < 10 || std::memcmp(bytes.data(), "\x93NUMPY", 6) != 0)
    return fail(path + ": not a .npy file");
  unsigned major = (unsigned char)bytes[6];
  size_t lengthBytes = major == 1 ? 2 : 4, headerLength = 0;
  if (bytes.size() < 8 + lengthBytes)
    return fail(path + ": truncated .npy header");
  for (size_t i = 0; i < lengthBytes; ++i)
    headerLength |= size_t((unsigned char)bytes[8 + i]) << (8 * i);
  size_t dataStart = 8 + lengthBytes + headerLength;
  if (dataStart > bytes.size())
    return fail(path + ": truncated .npy header");
  std::string header(bytes.data() + 8 + lengthBytes, headerLength);
  if (header.find("'descr': '<f4'") == std::string::npos || header.find("'fortran_order': False") == std::string::npos)
    return fail(path + ": not a float32 array in C order");
  size_t open = header.find("'shape': (");
  size_t close = open == std::string::npos ? open : header.find(')', open);
  if (close == std::string::npos)
    return fail(path + ": no shape in the .npy header");
  uint64_t count = 1;
  out->shape.clear();
  for (size_t i = open + 10; i < close;) {
    char *end = nullptr;
    long long size = std::strtoll(header.c_str() + i, &end, 10);
    size_t next = size_t(end - header.c_str());
    if (next == i)
      break;
    if (size < 0 || size > (int64_t(1) << 32) || (size != 0 && count > (uint64_t(1) << 40) / uint64_t(size)))
      return fail(path + ": shape too large");
    out->shape.push_back(size);
    count *= uint64_t(size);
    i = header.find_first_not_of(", ", next);
  }
  if (count * sizeof(float) != bytes.size() - dataStart)
    return fail(path + ": the data does not match the shape");
  out->data.resize(size_t(count));
  if (count)
    std::memcpy(&out->data[0], bytes.data() + dataStart, size_t(count) * sizeof(float));
  return true;
}

/// A .npy file, or raw float32 data that must fill `shape`.
bool readImage(const std::string &path, const std::vector<int64_t> &shape, Tensor *out) {
  std::vector<char> bytes;
  if (!readBytes(path, &bytes))
    return false;
  if (bytes.size() >= 6 && std::memcmp(bytes.data(), "\x93NUMPY", 6) == 0)
    return readNpy(path, bytes, out);
  uint64_t count = 1;
  for (int64_t size : shape)
    count *= uint64_t(size);
  if (bytes.size() != count * sizeof(float))
    return fail(path + ": raw float32 data of " + std::to_string(bytes.size()) + " bytes, the input needs " +
                std::to_string(count * sizeof(float)));
  out->shape = shape;
  out->data.resize(size_t(count));
  std::memcpy(&out->data[0], bytes.data(), bytes.size());
  return true;
}

// The app's own softmax over the last dimension of a float32 tensor (aten._softmax.default: ints are dim and
// half_to_float), registered in place of the runtime's. It refuses at load what it does not handle.
int ownSoftmaxRuns = 0;

edge::Error checkOwnSoftmax(const edge::KernelArgs &args) {
  if (args.numTensors != 2 || args.numInts < 1)
    return edge::Error(edge::ErrorCode::InvalidProgram, "own softmax: one input, one output and a dim expected");
  const edge::TensorInfo &x = *args.tensors[0].info, &y = *args.tensors[1].info;
  int64_t rank = int64_t(x.shape.size()), dim = args.ints[0] < 0 ? args.ints[0] + rank : args.ints[0];
  if (x.dtype != edge::DType::f32 || y.dtype != edge::DType::f32 || x.shape != y.shape ||
      rank == 0 || dim != rank - 1)
    return edge::Error(edge::ErrorCode::Unsupported, "own softmax: only float32 over the last dimension");
  return edge::Error::success();
}

void runOwnSoftmax(const edge::KernelArgs &args) {
  ++ownSoftmaxRuns;
  const edge::TensorInfo &x = *args.tensors[0].info;
  const float *in = static_cast<const float *>(args.tensors[0].data);
  float *out = static_cast<float *>(args.tensors[1].data);
  int64_t cols = x.shape.back(), rows = cols ? x.numel / cols : 0;
  for (int64_t r = 0; r < rows; ++r) {
    const float *row = in + r * cols;
    float largest = row[0], sum = 0;
    for (int64_t c = 1; c < cols; ++c)
      largest = std::max(largest, row[c]);
    for (int64_t c = 0; c < cols; ++c)
      sum += (out[r * cols + c] = std::exp(row[c] - largest));
    for (int64_t c = 0; c < cols; ++c)
      out[r * cols + c] /= sum;
  }
}

/// The app's own Vulkan instance and device (the first physical device, a compute queue, no optional
/// feature), as an app that renders with Vulkan has them: the runtime runs its Models there.
struct AppDevice {
  VkInstance instance = VK_NULL_HANDLE;
  VkDevice device = VK_NULL_HANDLE;
  edge::ExternalDevice external;
  ~AppDevice() {
    if (device)
      vkDestroyDevice(device, nullptr);
    if (instance)
      vkDestroyInstance(instance, nullptr);
  }
  bool create() {
    VkApplicationInfo app = {};
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "classify";
    app.apiVersion = VK_API_VERSION_1_2;
    VkInstanceCreateInfo instanceInfo = {};
    instanceInfo.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    instanceInfo.pApplicationInfo = &app;
    uint32_t count = 1;
    VkPhysicalDevice physical = VK_NULL_HANDLE;
    if (vkCreateInstance(&instanceInfo, nullptr, &instance) != VK_SUCCESS ||
        vkEnumeratePhysicalDevices(instance, &count, &physical) < 0 || count == 0)
      return fail("the app could not create its Vulkan instance");
    uint32_t families = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(physical, &families, nullptr);
    std::vector<VkQueueFamilyProperties> properties(families);
    vkGetPhysicalDeviceQueueFamilyProperties(physical, &families, properties.data());
    uint32_t family = 0;
    while (family < families && !(properties[family].queueFlags & VK_QUEUE_COMPUTE_BIT))
      ++family;
    float priority = 1;
    VkDeviceQueueCreateInfo queueInfo = {};
    queueInfo.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    queueInfo.queueFamilyIndex = family;
    queueInfo.queueCount = 1;
    queueInfo.pQueuePriorities = &priority;
    VkDeviceCreateInfo deviceInfo = {};
    deviceInfo.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    deviceInfo.queueCreateInfoCount = 1;
    deviceInfo.pQueueCreateInfos = &queueInfo;
    if (family == families || vkCreateDevice(physical, &deviceInfo, nullptr, &device) != VK_SUCCESS)
      return fail("the app could not create its Vulkan device");
    VkQueue queue;
    vkGetDeviceQueue(device, family, 0, &queue);
    external.instance = instance;
    external.physicalDevice = physical;
    external.device = device;
    external.queue = queue;
    external.queueFamily = family;
    return true;
  }
};

/// The directory this executable is in: installed programs sit beside it.
std::string executableDirectory(const char *argv0) {
  char path[4096];
  ssize_t length = readlink("/proc/self/exe", path, sizeof(path) - 1);
  std::string self = length > 0 ? std::string(path, size_t(length)) : std::string(argv0);
  size_t slash = self.rfind('/');
  return slash == std::string::npos ? "." : self.substr(0, slash);
}

int usage() {
  std::fprintf(stderr, "usage: classify IMAGE [--model FILE.pte | --embedded] [--validation] [--own-softmax] [--app-device] "
               "[--app-arena] [--expect SCORES.npy]\n");
  return 2;
}

} // namespace

int main(int argc, char **argv) {
  std::string image, modelPath, expectPath;
  bool embedded = false, ownSoftmax = false, appDevice = false, appArena = false;
  edge::ModelOptions options;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--model" && i + 1 < argc)
      modelPath = argv[++i];
    else if (arg == "--expect" && i + 1 < argc)
      expectPath = argv[++i];
    else if (arg == "--embedded")
      embedded = true;
    else if (arg == "--validation")
      options.validation = true;
    else if (arg == "--own-softmax")
      ownSoftmax = true;
    else if (arg == "--app-device")
      appDevice = true;
    else if (arg == "--app-arena")
      appArena = true;
    else if (!arg.empty() && arg[0] != '-' && image.empty())
      image = arg;
    else
      return usage();
  }
  if (image.empty() || (embedded && !modelPath.empty()))
    return usage();

  // The program: linked into the app and used where it is (edgec embed aligns it), or a file, mapped rather
  // than read: neither is copied whole.
  edge::Result<edge::Program> program =
      embedded ? edge::Program::view(edgec_model_small_cnn_cpu, edgec_model_small_cnn_cpu_size)
               : edge::Program::mapFile(
                     (modelPath.empty() ? executableDirectory(argv[0]) + "/small_cnn.pte" : modelPath).c_str());
  if (!program.ok())
    return fail(program.error().message()), 1;
  const edge::TensorInfo &input = program.value().value(program.value().inputValue(0));
  Tensor x;
  if (!readImage(image, input.shape, &x))
    return 1;

  AppDevice device; // outlives the model, as the app's objects do
  if (appDevice) {
    if (!device.create())
      return 1;
    edge::Result<std::shared_ptr<edge::Device> > adopted = edge::Device::adopt(device.external);
    if (!adopted.ok())
      return fail(adopted.error().message()), 1;
    options.device = adopted.take();
  }
  std::vector<double> arena; // the app's memory for a CPU program's values (8-byte elements: aligned)
  if (appArena) {
    arena.resize(size_t(program.value().hostArenaBytes() / sizeof(double) + 2));
    options.memory.hostArena = arena.data();
    options.memory.hostArenaBytes = arena.size() * sizeof(double);
  }
  edge::KernelRegistry kernels; // outlives the model
  if (ownSoftmax) {
    edge::Kernel softmax = {"aten._softmax.default", checkOwnSoftmax, runOwnSoftmax, false, nullptr};
    edge::Error added = kernels.add(softmax);
    if (!added.ok())
      return fail(added.message()), 1;
    options.kernels = &kernels;
  }
  edge::Result<std::unique_ptr<edge::Model>> loaded = edge::Model::load(program.take(), options);
  if (!loaded.ok())
    return fail(loaded.error().message()), 1;
  edge::Model &model = *loaded.value();
  edge::Error error = model.setInput(0, x.data.data(), x.data.size() * sizeof(float), x.shape.data(), x.shape.size());
  if (!error.ok() || (error = model.execute()))
    return fail(error.message()), 1;

  const edge::TensorInfo &info = model.outputInfo(0);
  if (info.dtype != edge::DType::f32 || info.shape.empty())
    return fail("the model's output is not a float32 array of scores"), 1;
  const float *scores = static_cast<const float *>(model.output(0));
  size_t classes = size_t(info.shape.back()), rows = classes ? size_t(info.numel) / classes : 0;
  std::printf("device: %s\n", model.deviceName().c_str());
  for (size_t row = 0; row < rows; ++row) {
    std::vector<size_t> order(classes);
    for (size_t c = 0; c < classes; ++c)
      order[c] = c;
    size_t top = std::min<size_t>(5, classes);
    const float *s = scores + row * classes;
    std::partial_sort(order.begin(), order.begin() + top, order.end(),
                      [s](size_t a, size_t b) { return s[a] > s[b] || (s[a] == s[b] && a < b); });
    std::printf("image %zu:", row);
    for (size_t k = 0; k < top; ++k)
      std::printf(" %zu (%.4f)", order[k], s[order[k]]);
    std::printf("\n");
  }

  if (ownSoftmax)
    std::printf("own softmax kernel: %d run(s)\n", ownSoftmaxRuns);

  if (!expectPath.empty()) {
    std::vector<char> bytes;
    Tensor expected;
    if (!readBytes(expectPath, &bytes) || !readNpy(expectPath, bytes, &expected))
      return 1;
    if (expected.shape != info.shape)
      return fail("--expect: the reference's shape differs from the output's"), 1;
    float worst = 0, largest = 0;
    for (size_t i = 0; i < expected.data.size(); ++i)
      largest = std::max(largest, std::fabs(expected.data[i]));
    bool match = true; // edge-run --check's tolerance for float32; a NaN never matches
    for (size_t i = 0; i < expected.data.size(); ++i) {
      float difference = std::fabs(scores[i] - expected.data[i]);
      match &= difference <= 1e-4f * largest;
      worst = std::max(worst, difference);
    }
    std::printf("%s: max |y - ref| = %g, max |ref| = %g\n", match ? "match" : "MISMATCH", worst, largest);
    if (!match)
      return 1;
  }
  return 0;
}
