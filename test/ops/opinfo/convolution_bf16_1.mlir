module {
  func.func @main(%arg0: !torch.vtensor<[3,4,4],bf16>, %arg1: !torch.vtensor<[3,3,3,3],bf16>, %arg2: !torch.vtensor<[3],bf16>) -> !torch.vtensor<[3,3,3],bf16> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.unsqueeze %arg0, %int0 : !torch.vtensor<[3,4,4],bf16>, !torch.int -> !torch.vtensor<[1,3,4,4],bf16>
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %3 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %4 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.convolution %0, %arg1, %arg2, %1, %2, %3, %false, %4, %int1 : !torch.vtensor<[1,3,4,4],bf16>, !torch.vtensor<[3,3,3,3],bf16>, !torch.vtensor<[3],bf16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,3,3],bf16>
    %6 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %7 = torch.operator "torch.aten.squeeze.dims"(%5, %6) : (!torch.vtensor<[1,3,3,3],bf16>, !torch.list<int>) -> !torch.vtensor<[3,3,3],bf16>
    return %7 : !torch.vtensor<[3,3,3],bf16>
  }
}

