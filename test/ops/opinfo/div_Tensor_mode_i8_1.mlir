module {
  func.func @main(%arg0: !torch.vtensor<[5],si8>, %arg1: !torch.vtensor<[],si8>) -> !torch.vtensor<[5],si8> {
    %str = torch.constant.str "floor"
    %0 = torch.aten.div.Tensor_mode %arg0, %arg1, %str : !torch.vtensor<[5],si8>, !torch.vtensor<[],si8>, !torch.str -> !torch.vtensor<[5],si8>
    return %0 : !torch.vtensor<[5],si8>
  }
}

