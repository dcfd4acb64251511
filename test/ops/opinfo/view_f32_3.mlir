module {
  func.func @main(%arg0: !torch.vtensor<[50,5],f32>) -> !torch.vtensor<[5,50],f32> {
    %int5 = torch.constant.int 5
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int5, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[50,5],f32>, !torch.list<int> -> !torch.vtensor<[5,50],f32>
    return %1 : !torch.vtensor<[5,50],f32>
  }
}

