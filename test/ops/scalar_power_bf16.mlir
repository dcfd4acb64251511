module {
  func.func @main(%arg0: !torch.vtensor<[4,7],bf16>) -> !torch.vtensor<[3,4,7],bf16> {
    %0 = torch.aten.abs %arg0 : !torch.vtensor<[4,7],bf16> -> !torch.vtensor<[4,7],bf16>
    %float1.500000e2B00 = torch.constant.float 1.500000e+00
    %1 = torch.aten.pow.Tensor_Scalar %0, %float1.500000e2B00 : !torch.vtensor<[4,7],bf16>, !torch.float -> !torch.vtensor<[4,7],bf16>
    %int2 = torch.constant.int 2
    %2 = torch.aten.pow.Tensor_Scalar %arg0, %int2 : !torch.vtensor<[4,7],bf16>, !torch.int -> !torch.vtensor<[4,7],bf16>
    %float2.000000e2B00 = torch.constant.float 2.000000e+00
    %3 = torch.aten.pow.Scalar %float2.000000e2B00, %arg0 : !torch.float, !torch.vtensor<[4,7],bf16> -> !torch.vtensor<[4,7],bf16>
    %4 = torch.prim.ListConstruct %1, %2, %3 : (!torch.vtensor<[4,7],bf16>, !torch.vtensor<[4,7],bf16>, !torch.vtensor<[4,7],bf16>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %5 = torch.aten.cat %4, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[12,7],bf16>
    %int3 = torch.constant.int 3
    %int4 = torch.constant.int 4
    %int7 = torch.constant.int 7
    %6 = torch.prim.ListConstruct %int3, %int4, %int7 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[12,7],bf16>, !torch.list<int> -> !torch.vtensor<[3,4,7],bf16>
    return %7 : !torch.vtensor<[3,4,7],bf16>
  }
}

