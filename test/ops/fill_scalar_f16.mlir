module {
  func.func @main(%arg0: !torch.vtensor<[3,1,5],f16>, %arg1: !torch.vtensor<[4,5],i1>) -> !torch.vtensor<[3,3,4,5],f16> {
    %0 = torch.vtensor.literal(dense<2.500000e+00> : tensor<f16>) : !torch.vtensor<[],f16>
    %float2.500000e2B00 = torch.constant.float 2.500000e+00
    %1 = torch.aten.masked_fill.Scalar %arg0, %arg1, %float2.500000e2B00 : !torch.vtensor<[3,1,5],f16>, !torch.vtensor<[4,5],i1>, !torch.float -> !torch.vtensor<[3,4,5],f16>
    %2 = torch.aten.masked_fill.Tensor %arg0, %arg1, %0 : !torch.vtensor<[3,1,5],f16>, !torch.vtensor<[4,5],i1>, !torch.vtensor<[],f16> -> !torch.vtensor<[3,4,5],f16>
    %3 = torch.aten.where.ScalarSelf %arg1, %float2.500000e2B00, %arg0 : !torch.vtensor<[4,5],i1>, !torch.float, !torch.vtensor<[3,1,5],f16> -> !torch.vtensor<[3,4,5],f16>
    %4 = torch.prim.ListConstruct %1, %2, %3 : (!torch.vtensor<[3,4,5],f16>, !torch.vtensor<[3,4,5],f16>, !torch.vtensor<[3,4,5],f16>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %5 = torch.aten.cat %4, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[9,4,5],f16>
    %int3 = torch.constant.int 3
    %int4 = torch.constant.int 4
    %int5 = torch.constant.int 5
    %6 = torch.prim.ListConstruct %int3, %int3, %int4, %int5 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[9,4,5],f16>, !torch.list<int> -> !torch.vtensor<[3,3,4,5],f16>
    return %7 : !torch.vtensor<[3,3,4,5],f16>
  }
}

