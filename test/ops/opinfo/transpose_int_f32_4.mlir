module {
  func.func @main(%arg0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.transpose.int %arg0, %int0, %int0 : !torch.vtensor<[],f32>, !torch.int, !torch.int -> !torch.vtensor<[],f32>
    return %0 : !torch.vtensor<[],f32>
  }
}

