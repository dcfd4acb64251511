module {
  func.func @main(%arg0: !torch.vtensor<[20,520],f16>, %arg1: !torch.vtensor<[520,36],f16>, %arg2: !torch.vtensor<[36],f16>, %arg3: !torch.vtensor<[2,9,300],f16>, %arg4: !torch.vtensor<[2,300,7],f16>, %arg5: !torch.vtensor<[2,1,7],f16>) -> (!torch.vtensor<[20,36],f16>, !torch.vtensor<[20,36],f16>, !torch.vtensor<[2,9,7],f16>) {
    %float1.500000e2B00 = torch.constant.float 1.500000e+00
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %0 = torch.aten.addmm %arg2, %arg0, %arg1, %float1.500000e2B00, %float5.000000e-01 : !torch.vtensor<[36],f16>, !torch.vtensor<[20,520],f16>, !torch.vtensor<[520,36],f16>, !torch.float, !torch.float -> !torch.vtensor<[20,36],f16>
    %1 = torch.aten.relu %0 : !torch.vtensor<[20,36],f16> -> !torch.vtensor<[20,36],f16>
    %2 = torch.aten.mm %arg0, %arg1 : !torch.vtensor<[20,520],f16>, !torch.vtensor<[520,36],f16> -> !torch.vtensor<[20,36],f16>
    %3 = torch.aten.baddbmm %arg5, %arg3, %arg4, %float1.500000e2B00, %float5.000000e-01 : !torch.vtensor<[2,1,7],f16>, !torch.vtensor<[2,9,300],f16>, !torch.vtensor<[2,300,7],f16>, !torch.float, !torch.float -> !torch.vtensor<[2,9,7],f16>
    return %2, %1, %3 : !torch.vtensor<[20,36],f16>, !torch.vtensor<[20,36],f16>, !torch.vtensor<[2,9,7],f16>
  }
}

