module {
  func.func @main(%arg0: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3],i1> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten.any.dim %arg0, %int-1, %false : !torch.vtensor<[3,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3],i1>
    return %0 : !torch.vtensor<[3],i1>
  }
}

