#include "Profile.h"

#include "Npy.h"
#include "edge/schema/program_generated.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace edge {
namespace {

std::string shapeOf(const TensorInfo &t) {
  std::string s = std::string(dtypeName(t.dtype)) + "[";
  for (size_t i = 0; i < t.shape.size(); ++i)
    s += (i ? "," : "") + std::to_string(t.shape[i]);
  return s + "]";
}

std::string jsonString(const std::string &text) {
  std::string s = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\')
      s += std::string("\\") + c;
    else if (static_cast<unsigned char>(c) < 0x20)
      s += formatMessage("\\u%04x", unsigned(c));
    else
      s += c;
  }
  return s + "\"";
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  size_t n = values.size();
  return n == 0 ? 0 : n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/// One dispatch of the program, described for the tables.
struct DispatchRow {
  std::string op, operands, shader;
  uint32_t partition, dispatch;
  uint32_t groups[3];
  double bytes, flops, microseconds;
};

/// Dispatches grouped by a key, in the order of their totals.
struct Group {
  std::string key;
  size_t count;
  double microseconds, bytes, flops;
  const DispatchRow *first;
};

std::vector<Group> groupBy(const std::vector<DispatchRow> &rows, std::string (*key)(const DispatchRow &)) {
  std::map<std::string, Group> groups;
  for (const DispatchRow &r : rows) {
    std::string k = key(r);
    std::map<std::string, Group>::iterator it = groups.find(k);
    if (it == groups.end()) {
      Group g = {k, 0, 0, 0, 0, &r};
      it = groups.insert(std::make_pair(k, g)).first;
    }
    it->second.count++;
    it->second.microseconds += r.microseconds;
    it->second.bytes += r.bytes;
    it->second.flops += r.flops;
  }
  std::vector<Group> sorted;
  for (std::map<std::string, Group>::const_iterator it = groups.begin(); it != groups.end(); ++it)
    sorted.push_back(it->second);
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const Group &a, const Group &b) { return a.microseconds > b.microseconds; });
  return sorted;
}

std::string byOp(const DispatchRow &r) { return r.op; }
std::string byKind(const DispatchRow &r) { return r.op + "\n" + r.operands + "\n" + r.shader; }

} // namespace

double dispatchFlops(const std::string &dispatchOp, const std::vector<const TensorInfo *> &operands, size_t outputs) {
  if (outputs != 1 || operands.size() < 2)
    return 0;
  // A fused dispatch is named by its producer and the elementwise ops of its epilogue ("aten.addmm.default+
  // aten.relu.default"); the epilogue's inputs follow the producer's own.
  const std::string op = dispatchOp.substr(0, dispatchOp.find('+'));
  const TensorInfo &out = *operands.back();
  if (op == "aten.mm.default" || op == "aten.bmm.default" || op == "aten.addmm.default" ||
      op == "aten.baddbmm.default") {
    // The first two neighbouring inputs that multiply to the output ([B,] M x K times K x N, the output
    // [B,] M x N or a view of it): whichever pair fits, the shapes force its K to be the product's (a bias or
    // an epilogue's input may come before or after).
    for (size_t i = 0; !out.shape.empty() && i + 2 < operands.size(); ++i) {
      const TensorInfo &a = *operands[i], &b = *operands[i + 1];
      size_t ra = a.shape.size(), rb = b.shape.size();
      if (ra < 2 || rb < 2 || a.shape[ra - 1] != b.shape[rb - 2] || b.shape[rb - 1] != out.shape.back() ||
          a.shape[ra - 1] <= 0)
        continue;
      // The output, or the partial sums of a product split along K: [slices, ...output].
      int64_t products = (a.numel / a.shape[ra - 1]) * b.shape[rb - 1];
      if (products == out.numel || (products > 0 && out.shape.size() >= 2 && out.numel == out.shape[0] * products))
        return 2.0 * double(products) * double(a.shape[ra - 1]);
    }
    return 0;
  }
  if (op == "aten.convolution.default" && operands.size() >= 3) {
    const TensorInfo &in = *operands[0], &w = *operands[1];
    // A convolution split along K writes partial sums [slices, N, C, H...]: its FLOPs are the output's.
    if (out.shape.size() == in.shape.size() + 1 && out.shape[0] > 0) {
      TensorInfo whole = out;
      whole.shape.erase(whole.shape.begin());
      whole.numel = out.numel / out.shape[0];
      std::vector<const TensorInfo *> unsplit(operands.begin(), operands.end() - 1);
      unsplit.push_back(&whole);
      return dispatchFlops(op, unsplit, outputs);
    }
    if (in.shape.size() < 3 || w.shape.size() != in.shape.size() || out.shape.size() != in.shape.size() ||
        w.shape[0] <= 0 || w.shape[1] <= 0)
      return 0;
    // Each output element of a convolution sums C_in/groups * kernel products (w: [C_out, C_in/groups, k...]);
    // each input element of a transposed one feeds C_out/groups * kernel outputs (w: [C_in, C_out/groups, k...]).
    bool direct = out.shape[1] == w.shape[0] && in.shape[1] % w.shape[1] == 0;
    bool transposed = in.shape[1] == w.shape[0] && out.shape[1] % w.shape[1] == 0;
    double perElement = double(w.numel) / double(w.shape[0]);
    if (direct && transposed && in.numel != out.numel)
      return 0; // either reading fits the shapes: no count rather than a wrong one
    return direct ? 2.0 * double(out.numel) * perElement : transposed ? 2.0 * double(in.numel) * perElement : 0;
  }
  return 0;
}

Error reportProfile(const Model &model, const std::vector<std::vector<DispatchTime> > &samples,
                    const std::string &jsonPath) {
  if (samples.empty())
    return Error(ErrorCode::InvalidArgument, "no profiled executes");
  for (size_t s = 1; s < samples.size(); ++s)
    if (samples[s].size() != samples[0].size()) // a prologue runs only where the sizes change
      return Error(ErrorCode::InvalidArgument, "the profiled executes ran different dispatches");
  const schema::Program &fb = model.program().fb();
  std::vector<DispatchRow> rows;
  double total = 0;
  for (size_t i = 0; i < samples[0].size(); ++i) {
    const DispatchTime &t = samples[0][i];
    const schema::Dispatch *d = fb.vulkan_partitions()->Get(t.partition)->dispatches()->Get(t.dispatch);
    const schema::Pipeline *pipeline = fb.pipelines()->Get(d->pipeline());
    const schema::Shader *shader = fb.shaders()->Get(pipeline->shader());
    DispatchRow r;
    r.op = d->kernel() ? d->kernel()->str() : "?";
    r.partition = t.partition;
    r.dispatch = t.dispatch;
    const flatbuffers::Vector<uint32_t> &spec = *pipeline->spec_constants();
    r.shader = formatMessage("%s#%u %ux%ux%u", shader->family() ? shader->family()->c_str() : "?", d->pipeline(),
                             spec.Get(0), spec.Get(1), spec.Get(2));
    std::vector<const TensorInfo *> operands;
    r.bytes = 0;
    const uint32_t n = d->bindings()->size(), outputs = d->num_outputs();
    for (uint32_t b = 0; b < n; ++b) {
      const TensorInfo &v = model.valueInfo(d->bindings()->Get(b));
      operands.push_back(&v);
      r.bytes += double(v.nbytes);
      r.operands += (b == 0 ? "" : b + outputs == n ? " -> " : " ") + shapeOf(v);
    }
    // The second dispatch of a GEMM split along K only adds partial sums: the product's FLOPs are the first's
    // (its operands could otherwise happen to fit a product's shapes).
    bool sumsSlices = shader->family() && shader->family()->str() == "split_k";
    r.flops = sumsSlices ? 0 : dispatchFlops(r.op, operands, outputs);
    for (uint32_t k = 0; k < 3; ++k)
      r.groups[k] = d->workgroups()->Get(k);
    std::vector<double> times;
    for (size_t s = 0; s < samples.size(); ++s)
      times.push_back(samples[s][i].microseconds);
    r.microseconds = median(times);
    total += r.microseconds;
    rows.push_back(r);
  }
  const double share = total > 0 ? 100.0 / total : 0;
  printf("profile: %zu dispatch(es), %.1f us of GPU time per execute (the sum of each dispatch's median over %zu "
         "executes, timestamped after every dispatch)\n",
         rows.size(), total, samples.size());
  std::vector<Group> ops = groupBy(rows, byOp);
  printf("%-40s %10s %12s %7s\n", "op", "dispatches", "time (us)", "share");
  for (const Group &g : ops)
    printf("%-40s %10zu %12.1f %6.1f%%\n", g.key.c_str(), g.count, g.microseconds, g.microseconds * share);
  printf("\n%12s %7s %6s %9s %8s  %s\n", "time (us)", "share", "count", "GB/s", "TFLOP/s",
         "op: operands (inputs -> outputs), shader variant (family#pipeline, workgroup size)");
  for (const Group &g : groupBy(rows, byKind)) {
    double seconds = g.microseconds * 1e-6;
    std::string rate = g.flops > 0 && seconds > 0 ? formatMessage("%8.2f", g.flops / seconds * 1e-12) : "       -";
    printf("%12.1f %6.1f%% %6zu %9.1f %s  %s: %s, %s\n", g.microseconds, g.microseconds * share, g.count,
           seconds > 0 ? g.bytes / seconds * 1e-9 : 0.0, rate.c_str(), g.first->op.c_str(),
           g.first->operands.c_str(), g.first->shader.c_str());
  }
  if (jsonPath.empty())
    return Error::success();
  std::string json = "{\n  \"device\": " + jsonString(model.deviceName()) +
                     formatMessage(",\n  \"executes\": %zu,\n  \"total_us\": %.3f,\n  \"ops\": [", samples.size(), total);
  for (size_t i = 0; i < ops.size(); ++i)
    json += formatMessage("%s\n    {\"op\": %s, \"dispatches\": %zu, \"us\": %.3f}", i ? "," : "",
                          jsonString(ops[i].key).c_str(), ops[i].count, ops[i].microseconds);
  json += "\n  ],\n  \"dispatches\": [";
  for (size_t i = 0; i < rows.size(); ++i) {
    const DispatchRow &r = rows[i];
    json += formatMessage("%s\n    {\"partition\": %u, \"dispatch\": %u, \"op\": %s, \"operands\": %s, \"shader\": %s, "
                          "\"workgroups\": [%u, %u, %u], \"bytes\": %.0f, \"flops\": %.0f, \"us\": %.3f}",
                          i ? "," : "", r.partition, r.dispatch, jsonString(r.op).c_str(),
                          jsonString(r.operands).c_str(), jsonString(r.shader).c_str(), r.groups[0], r.groups[1],
                          r.groups[2], r.bytes, r.flops, r.microseconds);
  }
  json += "\n  ]\n}\n";
  const void *parts[1] = {json.data()};
  size_t sizes[1] = {json.size()};
  return writeFileAtomically(jsonPath.c_str(), parts, sizes, 1);
}

} // namespace edge
