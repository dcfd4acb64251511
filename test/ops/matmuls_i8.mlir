module {
  func.func @main(%arg0: !torch.vtensor<[5,6],si8>, %arg1: !torch.vtensor<[6,3],si8>, %arg2: !torch.vtensor<[2,5,6],si8>, %arg3: !torch.vtensor<[3],si8>) -> !torch.vtensor<[5,3],si8> {
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.aten.addmm %arg3, %arg0, %arg1, %int2, %int3 : !torch.vtensor<[3],si8>, !torch.vtensor<[5,6],si8>, !torch.vtensor<[6,3],si8>, !torch.int, !torch.int -> !torch.vtensor<[5,3],si8>
    %int0 = torch.constant.int 0
    %1 = torch.aten.unsqueeze %arg1, %int0 : !torch.vtensor<[6,3],si8>, !torch.int -> !torch.vtensor<[1,6,3],si8>
    %int-1 = torch.constant.int -1
    %2 = torch.prim.ListConstruct %int2, %int-1, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %3 = torch.aten.expand %1, %2, %false : !torch.vtensor<[1,6,3],si8>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,6,3],si8>
    %4 = torch.aten.bmm %arg2, %3 : !torch.vtensor<[2,5,6],si8>, !torch.vtensor<[2,6,3],si8> -> !torch.vtensor<[2,5,3],si8>
    %5 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %6 = torch.aten.sum.dim_IntList %4, %5, %false, %none : !torch.vtensor<[2,5,3],si8>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[5,3],si64>
    %int1 = torch.constant.int 1
    %7 = torch.aten._to_copy %6, %int1, %none, %none, %none, %false, %none : !torch.vtensor<[5,3],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,3],si8>
    %8 = torch.aten.add.Tensor %0, %7, %int1 : !torch.vtensor<[5,3],si8>, !torch.vtensor<[5,3],si8>, !torch.int -> !torch.vtensor<[5,3],si8>
    return %8 : !torch.vtensor<[5,3],si8>
  }
}

