module {
  func.func @main(%arg0: !torch.vtensor<[3,7],bf16>, %arg1: !torch.vtensor<[3,7],i1>, %arg2: !torch.vtensor<[30],bf16>) -> !torch.vtensor<[42],bf16> {
    %0 = torch.aten.masked_scatter %arg0, %arg1, %arg2 : !torch.vtensor<[3,7],bf16>, !torch.vtensor<[3,7],i1>, !torch.vtensor<[30],bf16> -> !torch.vtensor<[3,7],bf16>
    %int21 = torch.constant.int 21
    %1 = torch.prim.ListConstruct %int21 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[3,7],bf16>, !torch.list<int> -> !torch.vtensor<[21],bf16>
    %int0 = torch.constant.int 0
    %3 = torch.aten.select.int %arg1, %int0, %int0 : !torch.vtensor<[3,7],i1>, !torch.int, !torch.int -> !torch.vtensor<[7],i1>
    %4 = torch.aten.masked_scatter %arg0, %3, %arg2 : !torch.vtensor<[3,7],bf16>, !torch.vtensor<[7],i1>, !torch.vtensor<[30],bf16> -> !torch.vtensor<[3,7],bf16>
    %5 = torch.prim.ListConstruct %int21 : (!torch.int) -> !torch.list<int>
    %6 = torch.aten.view %4, %5 : !torch.vtensor<[3,7],bf16>, !torch.list<int> -> !torch.vtensor<[21],bf16>
    %7 = torch.prim.ListConstruct %2, %6 : (!torch.vtensor<[21],bf16>, !torch.vtensor<[21],bf16>) -> !torch.list<vtensor>
    %8 = torch.aten.cat %7, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[42],bf16>
    return %8 : !torch.vtensor<[42],bf16>
  }
}

