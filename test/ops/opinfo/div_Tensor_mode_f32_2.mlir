module {
  func.func @main(%arg0: !torch.vtensor<[5,1],f32>, %arg1: !torch.vtensor<[5],f32>) -> !torch.vtensor<[5,5],f32> {
    %str = torch.constant.str "floor"
    %0 = torch.aten.div.Tensor_mode %arg0, %arg1, %str : !torch.vtensor<[5,1],f32>, !torch.vtensor<[5],f32>, !torch.str -> !torch.vtensor<[5,5],f32>
    return %0 : !torch.vtensor<[5,5],f32>
  }
}

