module {
  func.func @main(%arg0: !torch.vtensor<[3,1000],f32>) -> (!torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],si64>, !torch.vtensor<[7,3],f32>, !torch.vtensor<[7,3],si64>) {
    %int5 = torch.constant.int 5
    %int-1 = torch.constant.int -1
    %true = torch.constant.bool true
    %result0, %result1 = torch.aten.topk %arg0, %int5, %int-1, %true, %true : !torch.vtensor<[3,1000],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],si64>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.permute %arg0, %0 : !torch.vtensor<[3,1000],f32>, !torch.list<int> -> !torch.vtensor<[1000,3],f32>
    %int7 = torch.constant.int 7
    %false = torch.constant.bool false
    %result0_0, %result1_1 = torch.aten.topk %1, %int7, %int0, %false, %true : !torch.vtensor<[1000,3],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[7,3],f32>, !torch.vtensor<[7,3],si64>
    return %result0, %result1, %result0_0, %result1_1 : !torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],si64>, !torch.vtensor<[7,3],f32>, !torch.vtensor<[7,3],si64>
  }
}

