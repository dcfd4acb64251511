module {
  func.func @main(%arg0: !torch.vtensor<[3,4,5],f32>) -> !torch.vtensor<[3,4,5,1],f32> {
    %int3 = torch.constant.int 3
    %0 = torch.aten.unsqueeze %arg0, %int3 : !torch.vtensor<[3,4,5],f32>, !torch.int -> !torch.vtensor<[3,4,5,1],f32>
    return %0 : !torch.vtensor<[3,4,5,1],f32>
  }
}

