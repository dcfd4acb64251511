module {
  func.func @main(%arg0: !torch.vtensor<[10,5],f32>, %arg1: !torch.vtensor<[5,5],si64>) -> !torch.vtensor<[5,5],f32> {
    %int0 = torch.constant.int 0
    %int25 = torch.constant.int 25
    %int5 = torch.constant.int 5
    %int4 = torch.constant.int 4
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.arange.start_step %int0, %int25, %int5, %int4, %none, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[5],si64>
    %int-1 = torch.constant.int -1
    %1 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %arg1, %1 : !torch.vtensor<[5,5],si64>, !torch.list<int> -> !torch.vtensor<[25],si64>
    %int1 = torch.constant.int 1
    %3:4 = torch.operator "torch.aten._embedding_bag_forward_only"(%arg0, %2, %0, %false, %int1, %false, %none, %false, %int-1) : (!torch.vtensor<[10,5],f32>, !torch.vtensor<[25],si64>, !torch.vtensor<[5],si64>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int) -> (!torch.vtensor<[5,5],f32>, !torch.vtensor<[25],si64>, !torch.vtensor<[5],si64>, !torch.vtensor<[5],si64>)
    return %3#0 : !torch.vtensor<[5,5],f32>
  }
}

