module {
  func.func @main(%arg0: !torch.vtensor<[2,4,7,6],si64>, %arg1: !torch.vtensor<[12,4,3,3],si64>, %arg2: !torch.vtensor<[12],si64>, %arg3: !torch.vtensor<[2,12,7,6],si64>, %arg4: !torch.vtensor<[4,1,3,3],si64>, %arg5: !torch.vtensor<[5,9],si64>, %arg6: !torch.vtensor<[9,7],si64>, %arg7: !torch.vtensor<[5,7],si64>) -> (!torch.vtensor<[2,12,7,6],si64>, !torch.vtensor<[2,4,7,6],si64>, !torch.vtensor<[5,7],si64>) {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %3 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.convolution %arg0, %arg1, %arg2, %0, %1, %2, %false, %3, %int1 : !torch.vtensor<[2,4,7,6],si64>, !torch.vtensor<[12,4,3,3],si64>, !torch.vtensor<[12],si64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,12,7,6],si64>
    %int2 = torch.constant.int 2
    %5 = torch.aten.add.Tensor %4, %arg3, %int2 : !torch.vtensor<[2,12,7,6],si64>, !torch.vtensor<[2,12,7,6],si64>, !torch.int -> !torch.vtensor<[2,12,7,6],si64>
    %int25 = torch.constant.int 25
    %6 = torch.aten.clamp %5, %int1, %int25 : !torch.vtensor<[2,12,7,6],si64>, !torch.int, !torch.int -> !torch.vtensor<[2,12,7,6],si64>
    %none = torch.constant.none
    %7 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %int4 = torch.constant.int 4
    %11 = torch.aten.convolution %arg0, %arg4, %none, %7, %8, %9, %false, %10, %int4 : !torch.vtensor<[2,4,7,6],si64>, !torch.vtensor<[4,1,3,3],si64>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,4,7,6],si64>
    %12 = torch.aten.relu %11 : !torch.vtensor<[2,4,7,6],si64> -> !torch.vtensor<[2,4,7,6],si64>
    %13 = torch.aten.mm %arg5, %arg6 : !torch.vtensor<[5,9],si64>, !torch.vtensor<[9,7],si64> -> !torch.vtensor<[5,7],si64>
    %14 = torch.aten.add.Tensor %13, %arg7, %int1 : !torch.vtensor<[5,7],si64>, !torch.vtensor<[5,7],si64>, !torch.int -> !torch.vtensor<[5,7],si64>
    %int3 = torch.constant.int 3
    %15 = torch.aten.mul.Scalar %14, %int3 : !torch.vtensor<[5,7],si64>, !torch.int -> !torch.vtensor<[5,7],si64>
    %16 = torch.aten.clamp %15, %int2, %none : !torch.vtensor<[5,7],si64>, !torch.int, !torch.none -> !torch.vtensor<[5,7],si64>
    return %6, %12, %16 : !torch.vtensor<[2,12,7,6],si64>, !torch.vtensor<[2,4,7,6],si64>, !torch.vtensor<[5,7],si64>
  }
}

