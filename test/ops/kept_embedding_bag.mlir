module {
  func.func @main(%arg0: !torch.vtensor<[12,5],f32>, %arg1: !torch.vtensor<[8],si64>, %arg2: !torch.vtensor<[3],si64>) -> !torch.vtensor<[30],f32> {
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %int-1 = torch.constant.int -1
    %result0, %result1, %result2, %result3 = torch.aten._embedding_bag %arg0, %arg1, %arg2, %false, %int0, %false, %none, %false, %int-1 : !torch.vtensor<[12,5],f32>, !torch.vtensor<[8],si64>, !torch.vtensor<[3],si64>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int -> !torch.vtensor<[3,5],f32>, !torch.vtensor<[0],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>
    %int1 = torch.constant.int 1
    %result0_0, %result1_1, %result2_2, %result3_3 = torch.aten._embedding_bag %arg0, %arg1, %arg2, %false, %int1, %false, %none, %false, %int-1 : !torch.vtensor<[12,5],f32>, !torch.vtensor<[8],si64>, !torch.vtensor<[3],si64>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int -> !torch.vtensor<[3,5],f32>, !torch.vtensor<[8],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>
    %int15 = torch.constant.int 15
    %0 = torch.prim.ListConstruct %int15 : (!torch.int) -> !torch.list<int>
    %1 = torch.aten.view %result0, %0 : !torch.vtensor<[3,5],f32>, !torch.list<int> -> !torch.vtensor<[15],f32>
    %2 = torch.prim.ListConstruct %int15 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.view %result0_0, %2 : !torch.vtensor<[3,5],f32>, !torch.list<int> -> !torch.vtensor<[15],f32>
    %4 = torch.prim.ListConstruct %1, %3 : (!torch.vtensor<[15],f32>, !torch.vtensor<[15],f32>) -> !torch.list<vtensor>
    %5 = torch.aten.cat %4, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[30],f32>
    return %5 : !torch.vtensor<[30],f32>
  }
}

