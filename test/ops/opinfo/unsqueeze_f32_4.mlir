module {
  func.func @main(%arg0: !torch.vtensor<[3,4,5],f32>) -> !torch.vtensor<[3,1,4,5],f32> {
    %int-3 = torch.constant.int -3
    %0 = torch.aten.unsqueeze %arg0, %int-3 : !torch.vtensor<[3,4,5],f32>, !torch.int -> !torch.vtensor<[3,1,4,5],f32>
    return %0 : !torch.vtensor<[3,1,4,5],f32>
  }
}

