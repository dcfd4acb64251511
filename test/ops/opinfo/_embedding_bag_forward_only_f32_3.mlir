module {
  func.func @main(%arg0: !torch.vtensor<[5,5],f32>, %arg1: !torch.vtensor<[2,2],si64>) -> !torch.vtensor<[2,5],f32> {
    %int0 = torch.constant.int 0
    %int4 = torch.constant.int 4
    %int2 = torch.constant.int 2
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.arange.start_step %int0, %int4, %int2, %int4, %none, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[2],si64>
    %int-1 = torch.constant.int -1
    %1 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %arg1, %1 : !torch.vtensor<[2,2],si64>, !torch.list<int> -> !torch.vtensor<[4],si64>
    %true = torch.constant.bool true
    %3:4 = torch.operator "torch.aten._embedding_bag_forward_only"(%arg0, %2, %0, %true, %int0, %false, %none, %false, %int-1) : (!torch.vtensor<[5,5],f32>, !torch.vtensor<[4],si64>, !torch.vtensor<[2],si64>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int) -> (!torch.vtensor<[2,5],f32>, !torch.vtensor<[0],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>)
    return %3#0 : !torch.vtensor<[2,5],f32>
  }
}

