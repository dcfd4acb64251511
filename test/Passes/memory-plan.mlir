// RUN: edgec-opt %s -edge-memory-plan -split-input-file | FileCheck %s

// A chain of Vulkan kernels: intermediates only Vulkan touches go to the device arena and reuse memory
// once dead (ping-pong); the input and the returned buffer are in the host arena and never reused.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: %arg0: memref<64xf32> {edge.arena = "host", edge.offset = 0 : i64}
// CHECK-SAME: attributes {edge.arena_sizes = {constant = 0 : i64, device = 512 : i64, host = 512 : i64}}
// CHECK: memref.alloc() {edge.arena = "device", edge.offset = [[X:[0-9]+]] : i64}
// CHECK: memref.alloc() {edge.arena = "device", edge.offset = [[Y:[0-9]+]] : i64}
// CHECK: memref.alloc() {edge.arena = "device", edge.offset = [[X]] : i64}
// CHECK: memref.alloc() {edge.arena = "host", edge.offset = 256 : i64}
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

// A buffer a CPU kernel reads is in the host arena; an alias keeps its source alive until the alias's
// last use; constants get aligned offsets in the constant segment.
// CHECK: memref.global "private" constant @w : memref<3xf32> = dense<1.000000e+00> {edge.offset = 0 : i64}
// CHECK: memref.global "private" constant @v : memref<5xf32> = dense<2.000000e+00> {edge.offset = 256 : i64}
// CHECK-LABEL: func.func @mixed
// CHECK-SAME: edge.arena_sizes = {constant = 276 : i64, device = 256 : i64, host = 1024 : i64}
// CHECK: %[[T:.*]] = memref.alloc() {edge.arena = "host", edge.offset = 256 : i64} : memref<2x8xf32>
// CHECK: %[[U:.*]] = memref.alloc() {edge.arena = "device", edge.offset = 0 : i64} : memref<16xf32>
// CHECK: memref.alloc() {edge.arena = "host", edge.offset = 512 : i64} : memref<16xf32>
// CHECK: memref.alloc() {edge.arena = "host", edge.offset = 768 : i64} : memref<16xf32>
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
