module {
  func.func @main(%arg0: !torch.vtensor<[10,5],f32>, %arg1: !torch.vtensor<[],f32>) -> !torch.vtensor<[10,5],f32> {
    %str = torch.constant.str "trunc"
    %0 = torch.aten.div.Tensor_mode %arg0, %arg1, %str : !torch.vtensor<[10,5],f32>, !torch.vtensor<[],f32>, !torch.str -> !torch.vtensor<[10,5],f32>
    return %0 : !torch.vtensor<[10,5],f32>
  }
}

