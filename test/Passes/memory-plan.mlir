// RUN: edgec-opt %s -edge-memory-plan -split-input-file | FileCheck %s

// A chain of Vulkan kernels: intermediates only Vulkan touches have a device copy alone and reuse memory
// once dead (ping-pong); the input (live for the whole program) and the returned buffer have host copies
// too, for the runtime to stage them.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: %arg0: memref<64xf32> {edge.device_offset = 0 : i64, edge.host_offset = 0 : i64}
// CHECK-SAME: attributes {edge.arena_sizes = {constant = 0 : i64, device = 768 : i64, host = 512 : i64}}
// CHECK: memref.alloc() {edge.device_offset = [[X:[0-9]+]] : i64}
// CHECK: memref.alloc() {edge.device_offset = [[Y:[0-9]+]] : i64}
// CHECK: memref.alloc() {edge.device_offset = [[X]] : i64}
// CHECK: memref.alloc() {edge.device_offset = [[Y]] : i64, edge.host_offset = 256 : i64}
func.func @chain(%a: memref<64xf32>) -> memref<64xf32> {
  %0 = memref.alloc() : memref<64xf32>
  edge.relu %a outs(%0) {edge.target = "vulkan"} : (memref<64xf32>, memref<64xf32>) -> ()
  %1 = memref.alloc() : memref<64xf32>
  edge.relu %0 outs(%1) {edge.target = "vulkan"} : (memref<64xf32>, memref<64xf32>) -> ()
  %2 = memref.alloc() : memref<64xf32>
  edge.relu %1 outs(%2) {edge.target = "vulkan"} : (memref<64xf32>, memref<64xf32>) -> ()
  %3 = memref.alloc() : memref<64xf32>
  edge.relu %2 outs(%3) {edge.target = "vulkan"} : (memref<64xf32>, memref<64xf32>) -> ()
  return %3 : memref<64xf32>
}

// -----

// A buffer a Vulkan kernel writes and a CPU kernel reads (through an alias, which keeps its source alive
// until the alias's last use) has both copies; one only the CPU touches has a host copy alone. Constants
// get 256-byte aligned offsets in the constant segment.
// CHECK: memref.global "private" constant @w : memref<3xf32> = dense<1.000000e+00> {edge.constant_offset = 0 : i64}
// CHECK: memref.global "private" constant @v : memref<5xf32> = dense<2.000000e+00> {edge.constant_offset = 256 : i64}
// CHECK-LABEL: func.func @mixed
// CHECK-SAME: edge.arena_sizes = {constant = 276 : i64, device = 1024 : i64, host = 1024 : i64}
// CHECK: memref.alloc() {edge.device_offset = 256 : i64, edge.host_offset = 256 : i64} : memref<2x8xf32>
// CHECK: memref.alloc() {edge.device_offset = 512 : i64} : memref<16xf32>
// CHECK: memref.alloc() {edge.device_offset = 768 : i64, edge.host_offset = 512 : i64} : memref<16xf32>
// CHECK: memref.alloc() {edge.host_offset = 768 : i64} : memref<16xf32>
memref.global "private" constant @w : memref<3xf32> = dense<1.0>
memref.global "private" constant @v : memref<5xf32> = dense<2.0>
func.func @mixed(%a: memref<2x8xf32>) -> memref<16xf32> {
  %w = memref.get_global @w : memref<3xf32>
  %v = memref.get_global @v : memref<5xf32>
  %t = memref.alloc() : memref<2x8xf32>
  edge.relu %a outs(%t) {edge.target = "vulkan"} : (memref<2x8xf32>, memref<2x8xf32>) -> ()
  %flat = memref.reinterpret_cast %t to offset: [0], sizes: [16], strides: [1] : memref<2x8xf32> to memref<16xf32>
  %u = memref.alloc() : memref<16xf32>
  edge.relu %flat outs(%u) {edge.target = "vulkan"} : (memref<16xf32>, memref<16xf32>) -> ()
  %x = memref.alloc() : memref<16xf32>
  edge.relu %u outs(%x) {edge.target = "vulkan"} : (memref<16xf32>, memref<16xf32>) -> ()
  %y = memref.alloc() : memref<16xf32>
  edge.relu %flat outs(%y) {edge.target = "cpu"} : (memref<16xf32>, memref<16xf32>) -> ()
  return %x : memref<16xf32>
}
