module {
  func.func @main(%arg0: !torch.vtensor<[25,5],si16>) -> !torch.vtensor<[5,5,5],si16> {
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int5, %int5, %int5 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[25,5],si16>, !torch.list<int> -> !torch.vtensor<[5,5,5],si16>
    return %1 : !torch.vtensor<[5,5,5],si16>
  }
}

