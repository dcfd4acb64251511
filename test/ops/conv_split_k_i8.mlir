module {
  func.func @main(%arg0: !torch.vtensor<[2,64,5,4],si8>, %arg1: !torch.vtensor<[24,64,3,3],si8>, %arg2: !torch.vtensor<[24],si8>, %arg3: !torch.vtensor<[16,64,5,2],si8>, %arg4: !torch.vtensor<[2,16,1,3],si8>) -> (!torch.vtensor<[2,24,5,4],si8>, !torch.vtensor<[2,16,1,3],si8>) {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %3 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.convolution %arg0, %arg1, %arg2, %0, %1, %2, %false, %3, %int1 : !torch.vtensor<[2,64,5,4],si8>, !torch.vtensor<[24,64,3,3],si8>, !torch.vtensor<[24],si8>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,24,5,4],si8>
    %5 = torch.aten.relu %4 : !torch.vtensor<[2,24,5,4],si8> -> !torch.vtensor<[2,24,5,4],si8>
    %none = torch.constant.none
    %6 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.aten.convolution %arg0, %arg3, %none, %6, %7, %8, %false, %9, %int1 : !torch.vtensor<[2,64,5,4],si8>, !torch.vtensor<[16,64,5,2],si8>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,16,1,3],si8>
    %11 = torch.aten.add.Tensor %10, %arg4, %int1 : !torch.vtensor<[2,16,1,3],si8>, !torch.vtensor<[2,16,1,3],si8>, !torch.int -> !torch.vtensor<[2,16,1,3],si8>
    return %5, %11 : !torch.vtensor<[2,24,5,4],si8>, !torch.vtensor<[2,16,1,3],si8>
  }
}

