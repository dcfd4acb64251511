module {
  func.func @main(%arg0: !torch.vtensor<[1,2,3],bf16>, %arg1: !torch.vtensor<[1,2,3],bf16>, %arg2: !torch.vtensor<[1,2,3],bf16>) -> !torch.vtensor<[1,2,3],bf16> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int1, %int2, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %false = torch.constant.bool false
    %1 = torch.aten.layer_norm %arg0, %0, %arg1, %arg2, %float5.000000e-01, %false : !torch.vtensor<[1,2,3],bf16>, !torch.list<int>, !torch.vtensor<[1,2,3],bf16>, !torch.vtensor<[1,2,3],bf16>, !torch.float, !torch.bool -> !torch.vtensor<[1,2,3],bf16>
    return %1 : !torch.vtensor<[1,2,3],bf16>
  }
}

