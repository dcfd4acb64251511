# Sourced by the bench scripts on the GPU machine, from the repository's root: the machine has the NVIDIA driver
# but no Vulkan loader, so the loader and what it needs come as Debian packages carried in .gl (gpu-machine.md in
# the shared reference says how to fetch them), unpacked over / and pointed at the driver's ICD.
for f in .gl/*.deb; do dpkg -x "$f" /; done
ldconfig
export VK_DRIVER_FILES=${VK_DRIVER_FILES:-/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json}
