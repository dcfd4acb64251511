module {
  func.func @main(%arg0: !torch.vtensor<[10,10],f16>) -> !torch.vtensor<[10,10],f16> {
    %str = torch.constant.str "none"
    %0 = torch.aten.gelu %arg0, %str : !torch.vtensor<[10,10],f16>, !torch.str -> !torch.vtensor<[10,10],f16>
    return %0 : !torch.vtensor<[10,10],f16>
  }
}

