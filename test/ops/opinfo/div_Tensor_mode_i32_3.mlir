module {
  func.func @main(%arg0: !torch.vtensor<[5],si32>, %arg1: !torch.vtensor<[],si32>) -> !torch.vtensor<[5],si32> {
    %str = torch.constant.str "trunc"
    %0 = torch.aten.div.Tensor_mode %arg0, %arg1, %str : !torch.vtensor<[5],si32>, !torch.vtensor<[],si32>, !torch.str -> !torch.vtensor<[5],si32>
    return %0 : !torch.vtensor<[5],si32>
  }
}

