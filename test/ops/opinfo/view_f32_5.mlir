module {
  func.func @main(%arg0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[],f32>, !torch.list<int> -> !torch.vtensor<[],f32>
    return %1 : !torch.vtensor<[],f32>
  }
}

