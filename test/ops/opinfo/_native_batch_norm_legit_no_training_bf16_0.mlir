module {
  func.func @main(%arg0: !torch.vtensor<[3,2,4],bf16>, %arg1: !torch.vtensor<[2],bf16>, %arg2: !torch.vtensor<[2],bf16>, %arg3: !torch.vtensor<[2],bf16>, %arg4: !torch.vtensor<[2],bf16>) -> !torch.vtensor<[3,2,4],bf16> {
    %float-1.200000e2B00 = torch.constant.float -1.200000e+00
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %0:3 = torch.operator "torch.aten._native_batch_norm_legit_no_training"(%arg0, %arg3, %arg4, %arg1, %arg2, %float-1.200000e2B00, %float1.000000e-05) : (!torch.vtensor<[3,2,4],bf16>, !torch.vtensor<[2],bf16>, !torch.vtensor<[2],bf16>, !torch.vtensor<[2],bf16>, !torch.vtensor<[2],bf16>, !torch.float, !torch.float) -> (!torch.vtensor<[3,2,4],bf16>, !torch.vtensor<[0],bf16>, !torch.vtensor<[0],bf16>)
    return %0#0 : !torch.vtensor<[3,2,4],bf16>
  }
}

