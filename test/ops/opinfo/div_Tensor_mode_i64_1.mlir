module {
  func.func @main(%arg0: !torch.vtensor<[5],si64>, %arg1: !torch.vtensor<[],si64>) -> !torch.vtensor<[5],si64> {
    %str = torch.constant.str "floor"
    %0 = torch.aten.div.Tensor_mode %arg0, %arg1, %str : !torch.vtensor<[5],si64>, !torch.vtensor<[],si64>, !torch.str -> !torch.vtensor<[5],si64>
    return %0 : !torch.vtensor<[5],si64>
  }
}

