module {
  func.func @main(%arg0: !torch.vtensor<[4,4,3,8],f32>, %arg1: !torch.vtensor<[4,4,6,8],f32>, %arg2: !torch.vtensor<[4,4,6,8],f32>) -> !torch.vtensor<[4,4,3,8],f32> {
    %none = torch.constant.none
    %float0.000000e2B00 = torch.constant.float 0.000000e+00
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %0 = torch.aten.scaled_dot_product_attention %arg0, %arg1, %arg2, %none, %float0.000000e2B00, %true, %none, %false : !torch.vtensor<[4,4,3,8],f32>, !torch.vtensor<[4,4,6,8],f32>, !torch.vtensor<[4,4,6,8],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[4,4,3,8],f32>
    return %0 : !torch.vtensor<[4,4,3,8],f32>
  }
}

