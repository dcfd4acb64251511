module {
  func.func @main(%arg0: !torch.vtensor<[20,520],si8>, %arg1: !torch.vtensor<[520,36],si8>, %arg2: !torch.vtensor<[36],si8>, %arg3: !torch.vtensor<[2,9,300],si8>, %arg4: !torch.vtensor<[2,300,7],si8>, %arg5: !torch.vtensor<[2,1,7],si8>) -> (!torch.vtensor<[20,36],si8>, !torch.vtensor<[20,36],si8>, !torch.vtensor<[2,9,7],si8>) {
    %int3 = torch.constant.int 3
    %int2 = torch.constant.int 2
    %0 = torch.aten.addmm %arg2, %arg0, %arg1, %int3, %int2 : !torch.vtensor<[36],si8>, !torch.vtensor<[20,520],si8>, !torch.vtensor<[520,36],si8>, !torch.int, !torch.int -> !torch.vtensor<[20,36],si8>
    %1 = torch.aten.relu %0 : !torch.vtensor<[20,36],si8> -> !torch.vtensor<[20,36],si8>
    %2 = torch.aten.mm %arg0, %arg1 : !torch.vtensor<[20,520],si8>, !torch.vtensor<[520,36],si8> -> !torch.vtensor<[20,36],si8>
    %3 = torch.aten.baddbmm %arg5, %arg3, %arg4, %int3, %int2 : !torch.vtensor<[2,1,7],si8>, !torch.vtensor<[2,9,300],si8>, !torch.vtensor<[2,300,7],si8>, !torch.int, !torch.int -> !torch.vtensor<[2,9,7],si8>
    return %2, %1, %3 : !torch.vtensor<[20,36],si8>, !torch.vtensor<[20,36],si8>, !torch.vtensor<[2,9,7],si8>
  }
}

