# lit configuration of edgec's tests.
import importlib.util
import os
import shutil
import subprocess
import sys

import lit.formats

config.name = "edgec"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.edgec_obj_root, "test")
config.excludes = ["lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt", "runtime", "Inputs", "ops", "models", "dynamic", "input_format"]

# The runtime's programs may come from another build of runtime-min: `--param runtime_build=DIR` runs DIR/bin's
# edge-run, c-api-test and pte-craft instead of this build's, each through `--param runtime_emulator=CMD` (the
# aarch64 build under qemu, scripts/cross-aarch64.sh). edgec stays this build's. Those runs have no Vulkan
# driver: a test, or a RUN line (`%if vulkan %{ ... %}`), that needs one says so, and the test scripts run the
# CPU target alone (EDGEC_TEST_VULKAN=0).
runtime_build = lit_config.params.get("runtime_build")
tools_path = [config.edgec_tools_dir, config.llvm_tools_dir]
if runtime_build:
    runtime_build = os.path.abspath(runtime_build)
    config.test_exec_root = os.path.join(runtime_build, "test")
    wrappers = os.path.join(config.test_exec_root, "runtime-tools")
    os.makedirs(wrappers, exist_ok=True)
    for tool in ["edge-run", "c-api-test", "pte-craft"]:
        binary = os.path.join(runtime_build, "bin", tool)
        if not os.path.exists(binary):
            lit_config.fatal("runtime_build: %s is missing" % binary)
        wrapper = os.path.join(wrappers, tool)
        with open(wrapper, "w") as f:
            f.write('#!/bin/sh\nexec %s %s "$@"\n' % (lit_config.params.get("runtime_emulator", ""), binary))
        os.chmod(wrapper, 0o755)
    tools_path.insert(0, wrappers)
    config.environment["EDGEC_TEST_VULKAN"] = "0"
else:
    runtime_build = config.edgec_obj_root
    config.available_features.add("vulkan")
# Signed programs need a runtime built with libsodium (EDGEC_RUNTIME_SIGNATURES): `REQUIRES: signatures`.
cache = os.path.join(runtime_build, "CMakeCache.txt")
if os.path.exists(cache) and "EDGEC_RUNTIME_SIGNATURES:BOOL=ON" in open(cache).read():
    config.available_features.add("signatures")
config.environment["PATH"] = os.pathsep.join(tools_path + [config.environment.get("PATH", os.environ["PATH"])])
# The Vulkan loader and Mesa look at these; lit starts tests with a clean environment otherwise.
for name in ["HOME", "XDG_RUNTIME_DIR", "LD_LIBRARY_PATH", "VK_DRIVER_FILES", "VK_ICD_FILENAMES",
             "VK_LAYER_PATH", "VK_ADD_LAYER_PATH"]:
    if name in os.environ:
        config.environment[name] = os.environ[name]

# Every edgec run shares one shader cache, emptied when lit starts: the thousands of op cases compile the
# same variants again and again (test/edgec/shader-cache.test checks the cache itself).
shader_cache = os.path.join(config.test_exec_root, "shader-cache")
shutil.rmtree(shader_cache, ignore_errors=True)
config.environment["EDGEC_SHADER_CACHE"] = shader_cache

# Vulkan tests run on lavapipe: unless the environment names drivers, the loader is given lavapipe's alone.
# That also spares each edge-run loading every other installed driver (Intel's and AMD's, with their LLVM),
# a fifth of a small program's run time on lavapipe.
if "VK_DRIVER_FILES" not in config.environment and "VK_ICD_FILENAMES" not in config.environment:
    for icd_dir in ["/usr/share/vulkan/icd.d", "/usr/local/share/vulkan/icd.d", "/etc/vulkan/icd.d"]:
        lavapipe = [f for f in sorted(os.listdir(icd_dir)) if f.startswith("lvp_icd")] if os.path.isdir(icd_dir) else []
        if lavapipe:
            config.environment["VK_DRIVER_FILES"] = os.pathsep.join(os.path.join(icd_dir, f) for f in lavapipe)
            break

# Tests that export with PyTorch say `REQUIRES: torch`: without it lit reports them UNSUPPORTED, not passed.
if importlib.util.find_spec("torch") is not None:
    config.available_features.add("torch")

# Tests that trace edgec's system calls (or stop it at one) say `REQUIRES: strace`: ptrace may be denied in
# a container.
if shutil.which("strace") and subprocess.call(["strace", "-o", os.devnull, "true"], stdout=subprocess.DEVNULL,
                                              stderr=subprocess.DEVNULL) == 0:
    config.available_features.add("strace")

config.substitutions.append(("%examples", os.path.join(config.edgec_src_root, "examples")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
config.substitutions.append(("%models", os.path.join(config.test_source_root, "models")))
config.substitutions.append(("%dynamic", os.path.join(config.test_source_root, "dynamic")))
config.substitutions.append(("%edgec_src", config.edgec_src_root))
config.substitutions.append(("%edgec_obj", config.edgec_obj_root))
config.substitutions.append(("%runtime_obj", runtime_build))  # where edge-run was built
config.substitutions.append(("%python", sys.executable))
