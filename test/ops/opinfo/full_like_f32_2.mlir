module {
  func.func @main(%arg0: !torch.vtensor<[0,5,0],f32>) -> !torch.vtensor<[0,5,0],f32> {
    %float-4.3228044509887695 = torch.constant.float -4.3228044509887695
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %arg0, %float-4.3228044509887695, %none, %none, %none, %false, %none : !torch.vtensor<[0,5,0],f32>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[0,5,0],f32>
    return %0 : !torch.vtensor<[0,5,0],f32>
  }
}

