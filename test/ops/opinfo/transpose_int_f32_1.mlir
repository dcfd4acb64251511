module {
  func.func @main(%arg0: !torch.vtensor<[1,2,3],f32>) -> !torch.vtensor<[1,2,3],f32> {
    %int-1 = torch.constant.int -1
    %int2 = torch.constant.int 2
    %0 = torch.aten.transpose.int %arg0, %int-1, %int2 : !torch.vtensor<[1,2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,3],f32>
    return %0 : !torch.vtensor<[1,2,3],f32>
  }
}

