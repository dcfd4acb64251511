module {
  func.func @main(%arg0: !torch.vtensor<[10,1,10],f32>, %arg1: !torch.vtensor<[],i1>, %arg2: !torch.vtensor<[10,10,1],f32>) -> !torch.vtensor<[10,10,10],f32> {
    %0 = torch.aten.where.self %arg1, %arg0, %arg2 : !torch.vtensor<[],i1>, !torch.vtensor<[10,1,10],f32>, !torch.vtensor<[10,10,1],f32> -> !torch.vtensor<[10,10,10],f32>
    return %0 : !torch.vtensor<[10,10,10],f32>
  }
}

