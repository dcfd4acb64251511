# CMake toolchain file: aarch64 Linux with Debian's cross toolchain (g++-aarch64-linux-gnu), for runtime-min,
# edge-run, the runtime's tests and apps built against an installed runtime (scripts/cross-aarch64.sh,
# docs/app-integration.md). Only the runtime cross-builds (EDGEC_BUILD_COMPILER=OFF): edgec runs on the host.
#
# Libraries the runtime's tests link come from Debian's multiarch packages (libvulkan-dev:arm64, in
# /usr/lib/aarch64-linux-gnu); header-only dependencies (flatbuffers, Vulkan, Catch2, CLI11) from the host's
# /usr/include, which Debian's cross compiler searches after its own aarch64 headers (never
# /usr/include/x86_64-linux-gnu). Programs (flatc, python) are the host's.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)

# Libraries and packages from the cross sysroot and the multiarch directories only: an x86_64 library in
# /usr/lib/x86_64-linux-gnu must never be found.
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu /)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_IGNORE_PREFIX_PATH /usr/local)
set(CMAKE_IGNORE_PATH /usr/lib/x86_64-linux-gnu /lib/x86_64-linux-gnu /usr/lib/x86_64-linux-gnu/cmake)

# Tests run under qemu-user (catch_discover_tests runs runtime-tests at build time through it). -L: the cross
# toolchain's loader; LD_LIBRARY_PATH: its libc and libstdc++ too. Without it the loader takes libc.so.6 from
# the multiarch libc6:arm64 (which libvulkan1:arm64 pulls in) through ld.so.cache, another build of glibc than
# the loader's, and the first pthread_create loops forever.
find_program(EDGEC_QEMU_AARCH64 qemu-aarch64)
if(EDGEC_QEMU_AARCH64)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${EDGEC_QEMU_AARCH64} -L /usr/aarch64-linux-gnu
                                    -E LD_LIBRARY_PATH=/usr/aarch64-linux-gnu/lib)
endif()
