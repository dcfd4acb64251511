module {
  func.func @main(%arg0: !torch.vtensor<[4,7],si8>) -> !torch.vtensor<[3,4,7],si8> {
    %int3 = torch.constant.int 3
    %0 = torch.aten.fmod.Scalar %arg0, %int3 : !torch.vtensor<[4,7],si8>, !torch.int -> !torch.vtensor<[4,7],si8>
    %int-3 = torch.constant.int -3
    %1 = torch.aten.remainder.Scalar %arg0, %int-3 : !torch.vtensor<[4,7],si8>, !torch.int -> !torch.vtensor<[4,7],si8>
    %str = torch.constant.str "floor"
    %2 = torch.prim.NumToTensor.Scalar %int-3 : !torch.int -> !torch.vtensor<[],si64>
    %3 = torch.aten.div.Tensor_mode %arg0, %2, %str : !torch.vtensor<[4,7],si8>, !torch.vtensor<[],si64>, !torch.str -> !torch.vtensor<[4,7],si8>
    %4 = torch.prim.ListConstruct %0, %1, %3 : (!torch.vtensor<[4,7],si8>, !torch.vtensor<[4,7],si8>, !torch.vtensor<[4,7],si8>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %5 = torch.aten.cat %4, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[12,7],si8>
    %int4 = torch.constant.int 4
    %int7 = torch.constant.int 7
    %6 = torch.prim.ListConstruct %int3, %int4, %int7 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[12,7],si8>, !torch.list<int> -> !torch.vtensor<[3,4,7],si8>
    return %7 : !torch.vtensor<[3,4,7],si8>
  }
}

