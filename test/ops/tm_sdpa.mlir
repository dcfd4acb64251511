module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5,8],f32>, %arg1: !torch.vtensor<[2,3,7,8],f32>, %arg2: !torch.vtensor<[2,3,7,4],f32>, %arg3: !torch.vtensor<[5,7],i1>, %arg4: !torch.vtensor<[2,1,5,7],f32>) -> !torch.vtensor<[2,3,5,12],f32> {
    %none = torch.constant.none
    %float0.000000e2B00 = torch.constant.float 0.000000e+00
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %0 = torch.aten.scaled_dot_product_attention %arg0, %arg1, %arg2, %none, %float0.000000e2B00, %true, %none, %false : !torch.vtensor<[2,3,5,8],f32>, !torch.vtensor<[2,3,7,8],f32>, !torch.vtensor<[2,3,7,4],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[2,3,5,4],f32>
    %1 = torch.aten.scaled_dot_product_attention %arg0, %arg1, %arg2, %arg3, %float0.000000e2B00, %false, %none, %false : !torch.vtensor<[2,3,5,8],f32>, !torch.vtensor<[2,3,7,8],f32>, !torch.vtensor<[2,3,7,4],f32>, !torch.vtensor<[5,7],i1>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[2,3,5,4],f32>
    %float3.000000e-01 = torch.constant.float 3.000000e-01
    %2 = torch.aten.scaled_dot_product_attention %arg0, %arg1, %arg2, %arg4, %float0.000000e2B00, %false, %float3.000000e-01, %false : !torch.vtensor<[2,3,5,8],f32>, !torch.vtensor<[2,3,7,8],f32>, !torch.vtensor<[2,3,7,4],f32>, !torch.vtensor<[2,1,5,7],f32>, !torch.float, !torch.bool, !torch.float, !torch.bool -> !torch.vtensor<[2,3,5,4],f32>
    %3 = torch.prim.ListConstruct %0, %1, %2 : (!torch.vtensor<[2,3,5,4],f32>, !torch.vtensor<[2,3,5,4],f32>, !torch.vtensor<[2,3,5,4],f32>) -> !torch.list<vtensor>
    %int-1 = torch.constant.int -1
    %4 = torch.aten.cat %3, %int-1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,3,5,12],f32>
    return %4 : !torch.vtensor<[2,3,5,12],f32>
  }
}

