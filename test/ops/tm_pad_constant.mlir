module {
  func.func @main(%arg0: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[2,5,6],f32> {
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int2, %int0, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "constant"
    %float2.500000e-01 = torch.constant.float 2.500000e-01
    %1 = torch.aten.pad %arg0, %0, %str, %float2.500000e-01 : !torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.str, !torch.float -> !torch.vtensor<[2,5,6],f32>
    return %1 : !torch.vtensor<[2,5,6],f32>
  }
}

