module {
  func.func @main(%arg0: !torch.vtensor<[4,6],si8>, %arg1: !torch.vtensor<[6],si8>) -> !torch.vtensor<[4,4,6],si8> {
    %str = torch.constant.str "trunc"
    %0 = torch.aten.div.Tensor_mode %arg0, %arg1, %str : !torch.vtensor<[4,6],si8>, !torch.vtensor<[6],si8>, !torch.str -> !torch.vtensor<[4,6],si8>
    %str_0 = torch.constant.str "floor"
    %1 = torch.aten.div.Tensor_mode %arg0, %arg1, %str_0 : !torch.vtensor<[4,6],si8>, !torch.vtensor<[6],si8>, !torch.str -> !torch.vtensor<[4,6],si8>
    %int-4 = torch.constant.int -4
    %2 = torch.prim.NumToTensor.Scalar %int-4 : !torch.int -> !torch.vtensor<[],si64>
    %3 = torch.aten.div.Tensor_mode %arg0, %2, %str : !torch.vtensor<[4,6],si8>, !torch.vtensor<[],si64>, !torch.str -> !torch.vtensor<[4,6],si8>
    %4 = torch.prim.NumToTensor.Scalar %int-4 : !torch.int -> !torch.vtensor<[],si64>
    %5 = torch.aten.div.Tensor_mode %arg0, %4, %str_0 : !torch.vtensor<[4,6],si8>, !torch.vtensor<[],si64>, !torch.str -> !torch.vtensor<[4,6],si8>
    %6 = torch.prim.ListConstruct %0, %1, %3, %5 : (!torch.vtensor<[4,6],si8>, !torch.vtensor<[4,6],si8>, !torch.vtensor<[4,6],si8>, !torch.vtensor<[4,6],si8>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %7 = torch.aten.cat %6, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[16,6],si8>
    %int4 = torch.constant.int 4
    %int6 = torch.constant.int 6
    %8 = torch.prim.ListConstruct %int4, %int4, %int6 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.view %7, %8 : !torch.vtensor<[16,6],si8>, !torch.list<int> -> !torch.vtensor<[4,4,6],si8>
    return %9 : !torch.vtensor<[4,4,6],si8>
  }
}

