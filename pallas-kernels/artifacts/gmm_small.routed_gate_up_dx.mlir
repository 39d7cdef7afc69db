func.func private @namtrain_gmm_small_routed_gate_up_dx(%arg0: tensor<2048x384xbf16>, %arg1: tensor<8x256x384xbf16>, %arg2: tensor<1024x2xi32>, %arg3: tensor<8xi32>) -> (tensor<1024x256xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<9> : tensor<i32>
  %c_0 = stablehlo.constant dense<8> : tensor<i32>
  %c_1 = stablehlo.constant dense<1> : tensor<i32>
  %c_2 = stablehlo.constant dense<7> : tensor<i32>
  %c_3 = stablehlo.constant dense<256> : tensor<i32>
  %c_4 = stablehlo.constant dense<2048> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %1 = stablehlo.maximum %arg3, %0 : tensor<8xi32>
  %2 = call @namtrain_gmm_small_routed_gate_up_dx__cumsum(%1) : (tensor<8xi32>) -> tensor<8xi32>
  %3 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<8xi32>
  %5 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<7xi32>) -> tensor<8xi32>
  %8 = stablehlo.slice %4 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %11 = call @namtrain_gmm_small_routed_gate_up_dx__floor_divide(%7, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<8xi32>
  %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<8xi32>
  %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<8xi32>
  %18 = call @namtrain_gmm_small_routed_gate_up_dx__floor_divide(%17, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<8xi32>
  %20 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %21 = stablehlo.add %19, %20 : tensor<8xi32>
  %22 = call @namtrain_gmm_small_routed_gate_up_dx___where_1(%10, %21, %c_5) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  %23 = stablehlo.add %9, %c_3 : tensor<i32>
  %24 = stablehlo.subtract %23, %c_1 : tensor<i32>
  %25 = call @namtrain_gmm_small_routed_gate_up_dx__floor_divide_2(%24, %c_3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %26 = stablehlo.subtract %c_0, %25 : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %28 = stablehlo.concatenate %22, %27, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %29 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %13, %29, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %31 = call @namtrain_gmm_small_routed_gate_up_dx__cumsum_4(%28) : (tensor<9xi32>) -> tensor<9xi32>
  %32 = stablehlo.slice %31 [8:9] : (tensor<9xi32>) -> tensor<1xi32>
  %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
  %34 = stablehlo.iota dim = 0 : tensor<15xi32>
  %35 = stablehlo.subtract %33, %c_1 : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %37 = stablehlo.minimum %34, %36 : tensor<15xi32>
  %38 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<9xi32>) -> tensor<1x9xi32>
  %39 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x9xi32>) -> tensor<15x9xi32>
  %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<15x1xi32>) -> tensor<15x9xi32>
  %42 = stablehlo.compare LE, %40, %41, SIGNED : (tensor<15x9xi32>, tensor<15x9xi32>) -> tensor<15x9xi1>
  %43 = stablehlo.convert %42 : (tensor<15x9xi1>) -> tensor<15x9xi32>
  %44 = stablehlo.reduce(%43 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<15x9xi32>, tensor<i32>) -> tensor<15xi32>
  %45 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %46 = stablehlo.compare LT, %44, %45, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %47 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %48 = stablehlo.add %44, %47 : tensor<15xi32>
  %49 = stablehlo.select %46, %48, %44 : tensor<15xi1>, tensor<15xi32>
  %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %51 = "stablehlo.gather"(%30, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %52 = stablehlo.add %51, %37 : tensor<15xi32>
  %53 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %54 = stablehlo.compare LT, %44, %53, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %55 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %56 = stablehlo.add %44, %55 : tensor<15xi32>
  %57 = stablehlo.select %54, %56, %44 : tensor<15xi1>, tensor<15xi32>
  %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %59 = "stablehlo.gather"(%31, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %60 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %61 = stablehlo.compare LT, %44, %60, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
  %62 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
  %63 = stablehlo.add %44, %62 : tensor<15xi32>
  %64 = stablehlo.select %61, %63, %44 : tensor<15xi1>, tensor<15xi32>
  %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
  %66 = "stablehlo.gather"(%28, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<15x1xi32>) -> tensor<15xi32>
  %67 = stablehlo.subtract %59, %66 : tensor<15xi32>
  %68 = stablehlo.subtract %52, %67 : tensor<15xi32>
  %69 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %70 = stablehlo.concatenate %7, %69, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %71 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %72 = stablehlo.concatenate %4, %71, dim = 0 : (tensor<8xi32>, tensor<1xi32>) -> tensor<9xi32>
  %73 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %74 = stablehlo.custom_call @tpu_custom_call(%44, %68, %70, %72, %73, %arg0, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFTCQEDBQcBAwkDPwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUcDFgR+AzEB9wcPExMTFwsPDw8TEwsPCwsPDw8TGxdlhQsLDw8TDxcXCxczDw8LCwsLCw8LCwsPFxcXFxcXFxcTCwsTCxcTFxcTCw9LCxcLpQtzCwsLCwsXGwtTGwtzGwtTGxsLGw8LDxMPCw8LDw8LDw8LCw8LCw8LDwsPCw8LCw8LCwUNYWGRjU0qAgG5EwsXDxMTCxMLEwsLCxMLFwsTCwsTCxcTCxMLGwsjFwsTCwsTCwsTCxMPCxMLCxMLHxMLFwsXCxMLDxMLJxMTCxMLJxMLEwsLEwsLC1MTFx8LEwszCwsLGwsTEwsHBVlZATEPBwsbGx8fDxsHHwcfHycrJycfHz83OyMC4hQfHVO7AwMNyx31BgIDAw2/HSIDJgMFSR3v8R1TzR1X0x1bygIDAx/RBUsRDwUFTQVPHd3fEQ8BHVvrAwMfGwMDMgJ2Ax26Ar4CYWZmaW5lX21hcDwoZDApIC0+IChkMCk+AGFmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVRBVMd19kdWeMDAx8jHVnnHY4CkgIdrgKyAgVVHRYDGgMDBy4DRzIDNgNBOgMRBQARDxUFVwVZBVsNKwVdHcXHBV8FYQVjEQEFHSYCKgIdNgI6Ah1SAlYCHWYCagIdmgKeAgMDDaoCAwMNxgIDAw3qAh1x7gIFZQVnEQ8CBAVpAQX+AnUBBRsbHQIDBgMdRgNKAwMDg4UFaxEPLQMRiYsZjZGTlUmXGx2Zm/+dnwVtAQf9+/sNKWFmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4ABW8jDwcxAQAAAAAAAAAPAAAAAAAAAAEAAAAAAAAABXEFcwV1BXcFeQEHoaetAwUxozOlCUsjDwUhAAEAAAAAAACAAQAAAAAAAAMFMakzqwlNIw8HMQEAAAAAAAAAAAEAAAAAAACAAQAAAAAAAAMFMa8zsQlPIw8FIQABAAAAAAAAgAAAAAAAAAADBRlRHUsDBRm3HU0NLQMFGVEdTx29AQV7EQEBAwMNwxEBHQV9HckBBX8RAwEdzwEFgREPCR3VAQWDBYUd2wEFhwWJHeEBBYsd5QEFjR3pAQWPHe0BBZEFkx3zAQWVBZcjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8YXJiaXRyYXJ5PgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUuY29yZV90eXBlPHRjPgAjdHB1LmRvdF9kaW1lbnNpb25fbnVtYmVyczxbMV0sIFsxXSwgWzBdLCBbMF0sIFswLCAwLCAxLCAwXSwgW10sIFtdPgAdCgIBBZkDAw0SAhEBIR1XGgIdHgIBBZsDAw1dBZ0dLgIBBZ8FoQWjHT4CAQWlHUYCSgIFpx1OAgEFqQWrHVoCAQWtAwMNYgIRAQIIBa8dbgIBBbEDA3YCegIFsyMBAwkAAAAAHYIChgIFtR2KAgEFtwW5HZYCAQW7Bb0dogIBBb8DAx9JEQFBBcEdtgIBBcMFxR3CAgEFxxEBEADA/z8dzgIBBckDA9YCXQXLHd4C4gIFzR3mAgEFzxMTAR3yAgEF0QMHc/oCd3lBewEFI3URDwIIBdMdCgMBBdUDB3MSA3d5QXsBBSMjBdcdHgMBBdkF2x0qAwEF3QXfBeEjAQkhAQAAAAEAAAACAAAAAAAAACMBAQEDAw1CAyUNCQAAAAAF4x1OAwEF5QMHVgMCAloDR14DRwXnBekF6wMDZgN6AwXtHXFuAx1yAwEF7yNhcml0aC5vdmVyZmxvdzxub25lPgAjYXJpdGguZmFzdG1hdGg8bm9uZT4AAQICAwEJF/kDPQEtF/kDJQEtJwUCCAIEAScFAggCCBMBAgQX+QMFAS0LJwUCCAIEEwcnBQIIAggBJwUCCAIIBRf3BQIIAgwXLxf3BwUCCAIMF48X9wUCCAIEAS8X9wUCCAIIEy8nBQIIAgQXJwUCCAIMFwUZAQEBBwcJCREdHyEjAQURAQEBBwcJCREFAQEFEQEBAQcHCQkRBwEBAScHBQIIAgwXBMYSBQERAYEHAwERExEBhwcDR28ZAQEBAQEBBwEHAQkBCQERAR0BHwEhASMBAwMRBQMDBwYRAwEFDxkFBxMXAwUFAxsJBgMDAwMDBwYDAwEFBx8DAzcJAwEFBzs5AwUFBSMPBiUDBQUdJRsGDwMBAycDAwcJAwEFBwcnAwUFKSsdFAcDLQkDCx0DA2oDbQMTCwZvAw0DRwMDCwUDAwMDCwUDAw0GCwMNBxdLTR8FC0UJSRdLTREABwMBBREABwMDFgIOAgMBBQcTFwMFBSEvDwYlAwUFHTEbBg8DAQMzAwMHCQMBBQcHJwMFBTU3HRQHAzkJAyNNAwMDBQMDAwMDBQMDDQYDAw0HF0dJAwMDBQMDAwMDBQMDDQYDAycHEU1PAwMDBQMDAwMDBQMDAwMDBQMDDQYDAy8JE1NVVzsGAwMnA1kDA38+AwMNPQd/UgMDDQdRW10/Bz1iAwMNBUtfAwMLBQMDAwMLBQMDDQYLAw0HF2NlHwULRQlhF2NlEQAHAwEFEQAHAwM3CQMBBQc7OQMFBQU7DwYlAwUFHT0bBg8DAQM/AwMHCQMBBQcHJwMFBUFDHRQHA0UJA4MaAgMDNwkDAQUHOzkDBQUDRwMDXyICAwErB18pAwEFA0sDA2EJAwEtBmEDAQVNTwkGAwMDA1EHBgMDAQUJUwkGAwMDAwMHBgMDAQUJVwUHQgInAwUFVVkhBmMDBQVJWwkGAwMDAwMHBgMDAQUJXwMDZV4CAwEvB2UpAwEFYWMxA34CcgIDGQsGPQMZA2UzBz0pAxkFaWcJBgMDAwMhBwYDAwEFC20LBmcDGQNvBQdnpgIDGwVrcQkGAwMDAyEHBgMDAQUNdQsGEwMZA3cFBxMXAxsFa3kPBiUDGwVzewMDAwUDAwMDAwUDAw0GAwMLBxV/gQMDP2kDAQsGPwMLA4U1Bz8pAwsFg4cZBisDFQOJAwMVawMBCwYVAwsDjQ8GFQMLBYOPGQYrAxUDkTcH2gLSAgMNBYuTAwM1bQMTCwZvAw0DlxcGIQMNB12ZlQMDAwUDAwMDAwUDAw0GAwMNBxednxcGIQMNB32hmyMHffYCAxUDoyUGDwMlA6UnBg8DFQOnGQYrAwsDqQMDFWsDAQsGFQMLA60PBhUDCwWrryMHfQ4DAxUDoyUGDwMlA7MnBg8DFQO1GQYrAwsDtwMDQ2kDAQsGQwMLA7s5BkMDCwW5vSEGYwMLBbG/AwMLBQMDAwMLBQMDDQYLAwsHFcPFHwULRQnBFcPFEQAHAwEFEQAHFQABExEBswcDIScRAQEBAQEBBwEHAQkBCQERAQkGAwMDAwMHBgMDAQUJEQMDEQUDAwcGEQMBBQ8VBQcTFwMFBQMXAwM1CQMBFwYhAwEHGQUbAwMBCQMBFQQBBRMdExEBtQcDJS8RAQEBAQEBBwEHAQkBCQERAQkGAwMDAwMHBgMDAQUHEQMDVcEDASkGVQMBBRMVAwMRBQMDBwYRAwEFDxkFBxMXAwUFAxsDAzUJAwEXBiEDAQcdBR8DAwEJAwEVBAEHFwEhExEBuQcDFxMRAQEBAQEBBwEHAQkBCQERAQkGAwMDAwMHBgMDAQUJEQMDAQkDARUEAQUTAQYDAQUBAIYX8SMTHR0lMRspCRUNKSsZD0UxGxUJVS0XGQ0JEQsVDRcJCw0JDQkJCx0JCwcLDVUtEQ0HJRUJCw0JCQsRHR0bIyEjKS0NESULCQkLGRkZER0lFRMdDRcXJRkhFxcTFxkXGRcbOxUjDxkZGxkVFRcZIyMZFx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AGFyaXRoLmNtcGkAbWVtcmVmLmxvYWQAYXJpdGguaW5kZXhfY2FzdAB2ZWN0b3IuYnJvYWRjYXN0AHZlY3Rvci5sb2FkAGFyaXRoLmFuZGkAc2NmLnlpZWxkAGZ1bmMuZnVuYwBmdW5jLnJldHVybgBhcml0aC5zZWxlY3QAdHB1LmJpdGNhc3QAYXJpdGguZXh0dWkAc2NmLmlmAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGgub3JpAHZlY3Rvci5leHRyYWN0X3N0cmlkZWRfc2xpY2UAYXJpdGgudHJ1bmNmAGFyaXRoLmV4dGYAYXJpdGgubWluc2kAYXJpdGguc3ViaQBhcml0aC5tYXhzaQBhcml0aC5tdWxpAHRwdS5pb3RhAGFyaXRoLmFkZGkAYXJpdGguc2hsaQB0cHUuY29uY2F0ZW5hdGUAYXJpdGguc2hydWkAdmVjdG9yLnNoYXBlX2Nhc3QAdHB1Lm1hdG11bABhcml0aC5hZGRmAHZhbHVlAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAcHJlZGljYXRlAHRyYW5zZm9ybV9pbmRpY2VzAHdpbmRvd19ib3VuZHMAc3RyaWRlcwB0cmFuc2Zvcm1fMAB0cmFuc2Zvcm1fMQB0cmFuc2Zvcm1fMgBnZXQ6AGx0OgBlcToAYW5kOgBicm9hZGNhc3RfaW5fZGltOgBvZmZzZXRzAHNpemVzAHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fZ21tAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBnZXQvZ2V0AG1pbjoAbWluAGdldABsdC9sdABqaXQ6AGppdABzZWxlY3RfbjoAc2VsZWN0X24vc2VsZWN0X24AZXEAZXEvZXEAYW5kL2FuZABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAY29uZDoAY29uZABsdABzdWI6AHN1YgBvdmVyZmxvd0ZsYWdzAG1heDoAbWF4AG5lOgBuZS9uZQBvcjoAb3Ivb3IAbXVsOgBtdWwAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAYWRkOgBhZGQvYWRkAGdlOgBnZS9nZQBzaGlmdF9sZWZ0OgBzaGlmdF9sZWZ0AGJpdGNhc3RfY29udmVydF90eXBlOgBiaXRjYXN0X2NvbnZlcnRfdHlwZS9iaXRjYXN0X2NvbnZlcnRfdHlwZQBhbmQAZGltZW5zaW9uAGNvbmNhdGVuYXRlOgBjb25jYXRlbmF0ZS9jb25jYXRlbmF0ZQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0Ac2xpY2U6AHNsaWNlL3NsaWNlAHNoaWZ0X3JpZ2h0X2xvZ2ljYWw6AHNoaWZ0X3JpZ2h0X2xvZ2ljYWwAc3dhcDoAc3dhcC9zd2FwAGFkZABvcGVyYW5kU2VnbWVudFNpemVzAGRvdF9nZW5lcmFsOgBkb3RfZ2VuZXJhbC9kb3RfZ2VuZXJhbABkaW1lbnNpb25fbnVtYmVycwB0cmFuc3Bvc2VfbGhzAHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgAYnJvYWRjYXN0X2luX2RpbQA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:4194304,\0A\22flops\22:754974720,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<15xi32>, tensor<15xi32>, tensor<9xi32>, tensor<9xi32>, tensor<1xi32>, tensor<2048x384xbf16>, tensor<8x256x384xbf16>) -> tensor<2048x128xui32>
  %75 = stablehlo.reshape %arg2 : (tensor<1024x2xi32>) -> tensor<8x256xi32>
  %76 = stablehlo.custom_call @tpu_custom_call(%75, %74) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFJCQEDBQcBAwkDNQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9A0IDpgIxAfEHDw8TDwsPE4ULDw8TExMTDxMTFxcXF2UPC6ULCwsPCyMLCxsPEw8TDwsPCxMTFxMXEwsPSwsTCwtTCw8LDwsLCxcbCwsLUxsLDw8LQw8LVUNzCw8PCw8LYxMTCw8LCwsPCxMPDwsPCw8PCw8LDwsLDwsfCw8LCwsFDV1hjYVhTQcFWVkBUxMLFw8XCxcLEwsLEwszC1MLEw8LEwsLEwtDEwsLEwsXExcLEwsXCxMLAS8PBx8fBxsPFyMnJysfIx8jHycjIy8fCwUDTQKqER8dv8EdRa0DAws9HT+bBT8dV9MDAwvRYWZmaW5lX21hcDwoZDAsIGQxKSAtPiAoZDAsIGQxKT4ABUEd2dsd5+kDA739AwMTmQMDE6EDAwvFHd/hAwPt/x3vAgIdKgIuAgMDC0oCHU4CUgIdWgJeAmFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgARLQAFQ2FmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4ABUUDAQVHEQEBBUkDBxOjpT1DMQVLBU0DBROxQzEdt7kDAwtNEQEFAwMLxx1TyQVPHVPNBVEDAwvXAwML5QMDE2YCHVdqAh1yAnYCAwNlZwVTEQ0tAxFrbTNvcXN1d3l7N31/+4GDBVUBBfX1DSkFVyMNBSEIAAAAAAAAAAEAAAAAAAAABVkRDQEFWxENDQVdBV8FYQEHOTmFAwWHiYuNBWMJOwVlIw0FIYAAAAAAAAAAAAEAAAAAAAADBTORNzsNKx0/lR2XAQVnIwEHGQEAAAABAAAAAAAAAB2dAQVpYWZmaW5lX21hcDwoKSAtPiAoKT4AIwEHGQEAAAACAAAAAAAAACMBDTEBAAAAAAAAAAEAAAABAAAAAAAAAAAAAAAFax1FqR2rAQVtHa8BBW8jAQspAQAAAAEAAAABAAAAAAAAAAAAAAADAwu1EQECBAVxHbsBBXMFdQV3HcMBBXkRAQIIEwkBHcsBBXsdzwEFfREDAR3VAQV/EQFBBYEd3QEFgwWFHeMBBYcRARAAwP8/BYkd6wEFiwWNBY8jdHB1Lm1lbW9yeV9zcGFjZTxhbnk+ACN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxwYXJhbGxlbD4AI3RwdS5tZW1vcnlfc3BhY2U8c2VtYXBob3JlX21lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c21lbT4AI3RwdS5jb3JlX3R5cGU8dGM+ACNhcml0aC5vdmVyZmxvdzxub25lPgAjYXJpdGguZmFzdG1hdGg8bm9uZT4AHQYCAQWRAwMLDgIRAwUDAxYCTQWTHR4CIgIFlR0mAgEFlwWZHTICAQWbAwc6AjETPgJCAkYCBZ0jAQkhAQAAAAEAAAACAAAAAAAAAAWfIwEBAREBCQWhHVYCAQWjBaUdYgIBBacjAQcZAQAAAAMAAAAAAAAAHW4CAQWpBasdegIBBa0DAwuCAhEB+j8digKOAgWvHZICAQWxHZoCngIFsx2iAgEFtQECAgMnBQIEAgQJJwUCBAIEAQsX9wMFLy8BAgQX9wEvnxfxBSECCAERF/EFAkACBAERF/MFAgQCCAkRF/MHCQIEAgQBNRf5AwIIAS8X8QUFAggBERfxAwIIAS8nBwUCBAIEAScFAgQCCAkX8wcFBQIEATUX8wUFAgQBERfxBQUCBAERBREBARETFRcZCwEFBQEBBQEBAQkhdHB1LmRtYV9zZW1hcGhvcmUABKYMBQERAWMHAwEJEREBaQcDkTYCEQEBAQERARMBFQEXARkBCwEDA5MHAwEFBwkbAwsFDxEHBgkDDwMTAwMJBwMBBQcJHQMbBwUBFwcGCQMdAxkVBQlBBxsNFQMDpwcDAQUHBRsDCwUPHQcGBQMPAx8DAwUHAwEFBwUdAxsHBQEjBwYFAx0DJRcFBUcHIScNAwNJswMBKQdJGQMBBQMpAwMDBwMBAwMDBwMBAwMDHwMBGQcDGQMBBS8xAwMDSwMBGxQDBy8zNQUDI0sDAQMvBl8DAwORMQZfAwEFDZMDA2EHAwEDA2F+AgMBMwaGAgMBBZeVNQaWAgMBBZmbAwMrKQMBIwYrAwEFkZ8DAy0pAwElBi0DAQWRowUHCRsDCwUPLQcGCQMPA6cDAwkHAwEFBwldAyMJC6GlqwcGCQMlA60FBwkdAycHB50rFQUJQQexr6knAAMDAwMfAwEDAwMHAwEDAwMHAwEDAwMfAwEZBwMZAwEFOz0DAwNLAwEbFAMHOz9BBQMZNwMBAwMDKykDASMGKwMBBZGTAwMtKQMBJQYtAwEFkZcFBwUbAwsFDzkHBgUDDwObAwMFBwMBBQcFXQMjCQuVmZ8HBgUDJQOhAwMFBwMBBQcFHQMnBwelKxcFBUcHnaejJwADAwMDHwMBAwNRTwMJCQZVAwUDRQMDUU8DCQkGVQMFA0kDAw0PAwMDAw0PAwMDAw0PAwMPBg0DHwkLTU9RHQYNAwcDUwMDFVkDAQkGFQMHA1cfBxUZAwcFVVkLBiEDBQNbAwMXWwMBCQYXAwcDXyEGFwMHBVVhCwYhAwUDYw0HJSMDBQVHXQ0HJSMDBQVLZQMDDQoCAwMDAw0PAwMDAw0PAwMPBg0DHwkLa21vHQYNAwcDcQMDFVkDAQkGFQMHA3UfBxUZAwcFc3cLBiEDBQN5AwMXWwMBCQYXAwcDfSEGFwMHBXN/CwYhAwUDgQ0HJSMDBQVnew0HJSMDBQVpgysHGgISAgMhBYWHAwMnDwMDAwMnDwMDDwYnAyEHCYuNLQUnNgIJiQmLjRMAARERAY8HAwcLBQEBAQEDAwEHAwETBAEFAQMGAwEFAQBeErcRCxELCQsRCQsJCxEJFQ0xGxURCxMJC1UtFxkJRSMLDR0JCyUTEykVHSUdHSMjISMpLQslFSEXGRMdKQ0ZGRkjIyEXFRkZFxclERcdIRkVGRcZIycjHw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aABtb2R1bGUAYXJpdGguY29uc3RhbnQAdHB1Lm1lbXJlZl9zbGljZQB0cHUubWVtcmVmX3NxdWVlemUAdmVjdG9yLmJyb2FkY2FzdAB0cHUuYml0Y2FzdABhcml0aC5hZGRmAHZlY3Rvci5sb2FkAGZ1bmMuZnVuYwBmdW5jLnJldHVybgB0cHUuZW5xdWV1ZV9kbWEAdHB1LndhaXRfZG1hMgBhcml0aC5hZGRpAHNjZi5mb3IAdmVjdG9yLnNoYXBlX2Nhc3QAYXJpdGguc2hsaQBhcml0aC5hbmRpAGFyaXRoLnJlbXNpAGFyaXRoLmRpdnNpAHNjZi55aWVsZABhcml0aC5tdWxpAHRwdS5jb25jYXRlbmF0ZQB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLmluZGV4X2Nhc3QAbWVtcmVmLmxvYWQAYXJpdGgubWF4c2kAYXJpdGgubWluc2kAdmFsdWUAb3BlcmFuZFNlZ21lbnRTaXplcwBmdW5jdGlvbl90eXBlAHN5bV9uYW1lAHRyYW5zZm9ybV8yAGRtYV9zdGFydDoAc3RyaWN0X29yZGVyaW5nAGRtYV93YWl0OgBicm9hZGNhc3RfaW5fZGltOgBnZXQ6AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fY29tYmluZQB0cHUuY29yZV90eXBlAHdpbmRvd19wYXJhbXMAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwBkbWFfc3RhcnQAZG1hX3N0YXJ0L2RtYV9zdGFydABwcmlvcml0eQBkbWFfd2FpdABkbWFfd2FpdC9kbWFfd2FpdABtdWw6AG11bABvdmVyZmxvd0ZsYWdzAHNjYW46AHNjYW4AYnJvYWRjYXN0X2luX2RpbQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0AZ2V0AHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZDoAYW5kAGZhc3RtYXRoAGFkZDoAYWRkL2FkZABkaW1lbnNpb24AY29uY2F0ZW5hdGU6AGNvbmNhdGVuYXRlL2NvbmNhdGVuYXRlAHN3YXA6AHN3YXAvc3dhcABhZGQAc3RyaWRlcwByZW06AHJlbQBkaXY6AGRpdgBnZXQvZ2V0AGppdDoAaml0AG1heDoAbWF4L21heABtaW46AG1pbi9taW4A\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:2097152,\0A\22flops\22:524288,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_combine", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<8x256xi32>, tensor<2048x128xui32>) -> tensor<1024x256xf32>
  return %76 : tensor<1024x256xf32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dx__cumsum(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %0 = call @namtrain_gmm_small_routed_gate_up_dx__cumsum_0(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dx__cumsum_0(%arg0: tensor<8xi32>) -> tensor<8xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 8>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
  return %1 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dx__floor_divide(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %2 = stablehlo.divide %arg0, %1 : tensor<8xi32>
  %3 = stablehlo.sign %arg0 : tensor<8xi32>
  %4 = stablehlo.sign %0 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %8 = stablehlo.remainder %arg0, %7 : tensor<8xi32>
  %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %11 = stablehlo.and %6, %10 : tensor<8xi1>
  %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %13 = stablehlo.subtract %2, %12 : tensor<8xi32>
  %14 = call @namtrain_gmm_small_routed_gate_up_dx___where(%11, %13, %2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  return %14 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dx___where(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
  return %0 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dx___where_1(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<i32>) -> tensor<8xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8xi1>, tensor<8xi32>
  return %2 : tensor<8xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dx__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.divide %arg0, %0 : tensor<i32>
  %2 = stablehlo.sign %arg0 : tensor<i32>
  %3 = stablehlo.sign %0 : tensor<i32>
  %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %5 = stablehlo.remainder %arg0, %0 : tensor<i32>
  %6 = stablehlo.compare NE, %5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %7 = stablehlo.and %4, %6 : tensor<i1>
  %8 = stablehlo.subtract %1, %c : tensor<i32>
  %9 = call @namtrain_gmm_small_routed_gate_up_dx___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dx___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dx__cumsum_4(%arg0: tensor<9xi32>) -> tensor<9xi32> {
  %0 = call @namtrain_gmm_small_routed_gate_up_dx__cumsum_5(%arg0) : (tensor<9xi32>) -> tensor<9xi32>
  return %0 : tensor<9xi32>
}
func.func private @namtrain_gmm_small_routed_gate_up_dx__cumsum_5(%arg0: tensor<9xi32>) -> tensor<9xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[8, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 9>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
  return %1 : tensor<9xi32>
}
