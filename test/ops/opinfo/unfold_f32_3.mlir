module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5,5],f32>) -> !torch.vtensor<[5,5,3,5,3],f32> {
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int1 = torch.constant.int 1
    %0 = torch.aten.unfold %arg0, %int2, %int3, %int1 : !torch.vtensor<[5,5,5,5],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,5,3,5,3],f32>
    return %0 : !torch.vtensor<[5,5,3,5,3],f32>
  }
}

