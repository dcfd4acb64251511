module {
  func.func @main(%arg0: !torch.vtensor<[2,4,7,6],f16>, %arg1: !torch.vtensor<[6,2,3,3],f16>, %arg2: !torch.vtensor<[6],f16>) -> !torch.vtensor<[2,6,4,3],f16> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %3 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.convolution %arg0, %arg1, %arg2, %0, %1, %2, %false, %3, %int2 : !torch.vtensor<[2,4,7,6],f16>, !torch.vtensor<[6,2,3,3],f16>, !torch.vtensor<[6],f16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,6,4,3],f16>
    return %4 : !torch.vtensor<[2,6,4,3],f16>
  }
}

