module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5,5],f32>) -> !torch.vtensor<[5,3,5,5,3],f32> {
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %0 = torch.aten.unfold %arg0, %int1, %int3, %int1 : !torch.vtensor<[5,5,5,5],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,3,5,5,3],f32>
    return %0 : !torch.vtensor<[5,3,5,5,3],f32>
  }
}

