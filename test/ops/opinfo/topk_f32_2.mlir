module {
  func.func @main(%arg0: !torch.vtensor<[5,10,5],f32>) -> (!torch.vtensor<[5,3,5],f32>, !torch.vtensor<[5,3,5],si64>) {
    %int3 = torch.constant.int 3
    %int-2 = torch.constant.int -2
    %true = torch.constant.bool true
    %result0, %result1 = torch.aten.topk %arg0, %int3, %int-2, %true, %true : !torch.vtensor<[5,10,5],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[5,3,5],f32>, !torch.vtensor<[5,3,5],si64>
    return %result0, %result1 : !torch.vtensor<[5,3,5],f32>, !torch.vtensor<[5,3,5],si64>
  }
}

