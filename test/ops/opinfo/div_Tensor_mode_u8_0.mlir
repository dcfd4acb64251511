module {
  func.func @main(%arg0: !torch.vtensor<[],ui8>, %arg1: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %str = torch.constant.str "floor"
    %0 = torch.aten.div.Tensor_mode %arg0, %arg1, %str : !torch.vtensor<[],ui8>, !torch.vtensor<[],ui8>, !torch.str -> !torch.vtensor<[],ui8>
    return %0 : !torch.vtensor<[],ui8>
  }
}

