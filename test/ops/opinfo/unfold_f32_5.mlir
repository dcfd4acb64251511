module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5,5],f32>) -> !torch.vtensor<[2,5,5,5,3],f32> {
    %int0 = torch.constant.int 0
    %int3 = torch.constant.int 3
    %int2 = torch.constant.int 2
    %0 = torch.aten.unfold %arg0, %int0, %int3, %int2 : !torch.vtensor<[5,5,5,5],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,5,5,5,3],f32>
    return %0 : !torch.vtensor<[2,5,5,5,3],f32>
  }
}

