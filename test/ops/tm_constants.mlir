module {
  func.func @main(%arg0: !torch.vtensor<[3,4],f32>, %arg1: !torch.vtensor<[4],si64>) -> !torch.vtensor<[10,4],f32> {
    %int4 = torch.constant.int 4
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.arange %int4, %int6, %none, %cpu, %false : !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[4],f32>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %1 = torch.aten.mul.Scalar %0, %float5.000000e-01 : !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[4],f32>
    %int1 = torch.constant.int 1
    %2 = torch.aten.add.Tensor %arg0, %1, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
    %int9 = torch.constant.int 9
    %int2 = torch.constant.int 2
    %3 = torch.aten.arange.start_step %int1, %int9, %int2, %none, %none, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[4],si64>
    %4 = torch.aten.add.Tensor %2, %3, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],si64>, !torch.int -> !torch.vtensor<[3,4],f32>
    %int3 = torch.constant.int 3
    %5 = torch.prim.ListConstruct %int3, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.prim.ListConstruct %int4, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %7 = torch.aten.empty_strided %5, %6, %int6, %int0, %cpu, %false : !torch.list<int>, !torch.list<int>, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[3,4],f32>
    %float2.500000e2B00 = torch.constant.float 2.500000e+00
    %8 = torch.aten.fill.Scalar %7, %float2.500000e2B00 : !torch.vtensor<[3,4],f32>, !torch.float -> !torch.vtensor<[3,4],f32>
    %9 = torch.prim.ListConstruct %int3, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.aten.ones %9, %none, %none, %cpu, %false : !torch.list<int>, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[3,4],f32>
    %11 = torch.aten.mul.Tensor %8, %10 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[3,4],f32>
    %12 = torch.aten.zeros_like %arg0, %none, %none, %none, %false, %none : !torch.vtensor<[3,4],f32>, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,4],f32>
    %13 = torch.aten.add.Tensor %11, %12, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
    %14 = torch.prim.ListConstruct %int3, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %15 = torch.aten.new_ones %arg0, %14, %none, %none, %none, %false : !torch.vtensor<[3,4],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[3,4],f32>
    %16 = torch.aten.add.Tensor %13, %15, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
    %17 = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
    %18 = torch.aten.new_zeros %arg0, %17, %none, %none, %none, %false : !torch.vtensor<[3,4],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[4],f32>
    %19 = torch.aten.add.Tensor %16, %18, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
    %20 = torch.prim.ListConstruct %int3, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %21 = torch.aten.empty.memory_format %20, %none, %none, %cpu, %false, %none : !torch.list<int>, !torch.none, !torch.none, !torch.Device, !torch.bool, !torch.none -> !torch.vtensor<[3,4],f32>
    %float1.500000e2B00 = torch.constant.float 1.500000e+00
    %22 = torch.aten.fill.Scalar %21, %float1.500000e2B00 : !torch.vtensor<[3,4],f32>, !torch.float -> !torch.vtensor<[3,4],f32>
    %23 = torch.aten.ones_like %arg0, %none, %none, %none, %false, %none : !torch.vtensor<[3,4],f32>, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,4],f32>
    %24 = torch.aten.arange.start_step %float5.000000e-01, %float2.500000e2B00, %float5.000000e-01, %none, %none, %cpu, %false : !torch.float, !torch.float, !torch.float, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[4],f32>
    %25 = torch.aten.mul.Tensor %23, %24 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[3,4],f32>
    %26 = torch.aten.add.Tensor %22, %25, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
    %int8 = torch.constant.int 8
    %27 = torch.aten.arange.start_step %int0, %int8, %int2, %none, %none, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[4],si64>
    %28 = torch.aten.mul.Tensor %arg1, %27 : !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64> -> !torch.vtensor<[4],si64>
    %29 = torch.aten.arange %int4, %none, %none, %cpu, %false : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[4],si64>
    %30 = torch.aten.sub.Tensor %28, %29, %int1 : !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.int -> !torch.vtensor<[4],si64>
    %31 = torch.prims.convert_element_type %30, %int6 : !torch.vtensor<[4],si64>, !torch.int -> !torch.vtensor<[4],f32>
    %32 = torch.prim.ListConstruct %int1, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %33 = torch.aten.view %31, %32 : !torch.vtensor<[4],f32>, !torch.list<int> -> !torch.vtensor<[1,4],f32>
    %34 = torch.prim.ListConstruct %4, %19, %26, %33 : (!torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[1,4],f32>) -> !torch.list<vtensor>
    %35 = torch.aten.cat %34, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[10,4],f32>
    return %35 : !torch.vtensor<[10,4],f32>
  }
}

