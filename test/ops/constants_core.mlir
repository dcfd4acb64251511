module {
  func.func @main(%arg0: !torch.vtensor<[3,4],f32>, %arg1: !torch.vtensor<[4],si64>) -> !torch.vtensor<[10,4],f32> {
    %int0 = torch.constant.int 0
    %int4 = torch.constant.int 4
    %int1 = torch.constant.int 1
    %int6 = torch.constant.int 6
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.arange.start_step %int0, %int4, %int1, %int6, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[4],f32>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %1 = torch.aten.mul.Scalar %0, %float5.000000e-01 : !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[4],f32>
    %2 = torch.aten.add.Tensor %arg0, %1, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
    %int9 = torch.constant.int 9
    %int2 = torch.constant.int 2
    %none = torch.constant.none
    %3 = torch.aten.arange.start_step %int1, %int9, %int2, %none, %none, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[4],si64>
    %4 = torch.aten.add.Tensor %2, %3, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],si64>, !torch.int -> !torch.vtensor<[3,4],f32>
    %int3 = torch.constant.int 3
    %5 = torch.prim.ListConstruct %int3, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %float2.500000e2B00 = torch.constant.float 2.500000e+00
    %6 = torch.aten.full %5, %float2.500000e2B00, %none, %none, %cpu, %false : !torch.list<int>, !torch.float, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[3,4],f32>
    %7 = torch.prim.ListConstruct %int3, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.aten.full %7, %int1, %int6, %int0, %cpu, %false : !torch.list<int>, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[3,4],f32>
    %9 = torch.aten.mul.Tensor %6, %8 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[3,4],f32>
    %10 = torch.aten.full_like %arg0, %int0, %none, %none, %none, %false, %int1 : !torch.vtensor<[3,4],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.int -> !torch.vtensor<[3,4],f32>
    %11 = torch.aten.add.Tensor %9, %10, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
    %12 = torch.prim.ListConstruct %int3, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.aten.full %12, %int1, %int6, %int0, %cpu, %false : !torch.list<int>, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[3,4],f32>
    %14 = torch.aten.add.Tensor %11, %13, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
    %15 = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
    %16 = torch.aten.full %15, %int0, %int6, %int0, %cpu, %false : !torch.list<int>, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[4],f32>
    %17 = torch.aten.add.Tensor %14, %16, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
    %18 = torch.prim.ListConstruct %int3, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %19 = torch.aten.empty.memory_format %18, %none, %none, %cpu, %false, %none : !torch.list<int>, !torch.none, !torch.none, !torch.Device, !torch.bool, !torch.none -> !torch.vtensor<[3,4],f32>
    %float1.500000e2B00 = torch.constant.float 1.500000e+00
    %20 = torch.aten.full_like %19, %float1.500000e2B00, %none, %none, %none, %false, %none : !torch.vtensor<[3,4],f32>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,4],f32>
    %21 = torch.aten.full_like %arg0, %int1, %none, %none, %none, %false, %int1 : !torch.vtensor<[3,4],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.int -> !torch.vtensor<[3,4],f32>
    %22 = torch.aten.arange.start_step %float5.000000e-01, %float2.500000e2B00, %float5.000000e-01, %none, %none, %cpu, %false : !torch.float, !torch.float, !torch.float, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[4],f32>
    %23 = torch.aten.mul.Tensor %21, %22 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[3,4],f32>
    %24 = torch.aten.add.Tensor %20, %23, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
    %int8 = torch.constant.int 8
    %25 = torch.aten.arange.start_step %int0, %int8, %int2, %none, %none, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[4],si64>
    %26 = torch.aten.mul.Tensor %arg1, %25 : !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64> -> !torch.vtensor<[4],si64>
    %27 = torch.aten.arange.start_step %int0, %int4, %int1, %none, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[4],si64>
    %28 = torch.aten.sub.Tensor %26, %27, %int1 : !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.int -> !torch.vtensor<[4],si64>
    %29 = torch.aten._to_copy %28, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[4],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4],f32>
    %30 = torch.prim.ListConstruct %int1, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %31 = torch.aten.view %29, %30 : !torch.vtensor<[4],f32>, !torch.list<int> -> !torch.vtensor<[1,4],f32>
    %32 = torch.prim.ListConstruct %4, %17, %24, %31 : (!torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[1,4],f32>) -> !torch.list<vtensor>
    %33 = torch.aten.cat %32, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[10,4],f32>
    return %33 : !torch.vtensor<[10,4],f32>
  }
}

