module {
  func.func @main(%arg0: !torch.vtensor<[3,2],bf16>, %arg1: !torch.vtensor<[3,4],bf16>, %arg2: !torch.vtensor<[3,1],bf16>) -> !torch.vtensor<[3,6],bf16> {
    %int1 = torch.constant.int 1
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %0 = torch.aten.slice.Tensor %arg1, %int1, %int1, %int9223372036854775807, %int1 : !torch.vtensor<[3,4],bf16>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,3],bf16>
    %1 = torch.prim.ListConstruct %arg0, %0, %arg2 : (!torch.vtensor<[3,2],bf16>, !torch.vtensor<[3,3],bf16>, !torch.vtensor<[3,1],bf16>) -> !torch.list<vtensor>
    %int-1 = torch.constant.int -1
    %2 = torch.aten.cat %1, %int-1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[3,6],bf16>
    return %2 : !torch.vtensor<[3,6],bf16>
  }
}

