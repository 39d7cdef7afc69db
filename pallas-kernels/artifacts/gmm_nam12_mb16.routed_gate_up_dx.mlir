func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dx(%arg0: tensor<262144x1024xbf16>, %arg1: tensor<32x768x1024xbf16>, %arg2: tensor<65536x4xi32>, %arg3: tensor<32xi32>) -> (tensor<65536x768xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<33> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %c_1 = stablehlo.constant dense<511> : tensor<i32>
  %c_2 = stablehlo.constant dense<512> : tensor<i32>
  %c_3 = stablehlo.constant dense<262144> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %1 = stablehlo.maximum %arg3, %0 : tensor<32xi32>
  %2 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dx__cumsum(%1) : (tensor<32xi32>) -> tensor<32xi32>
  %3 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<32xi32>
  %5 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:31] : (tensor<32xi32>) -> tensor<31xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<31xi32>) -> tensor<32xi32>
  %8 = stablehlo.slice %4 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %11 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dx__floor_divide(%7, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<32xi32>
  %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<32xi32>
  %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<32xi32>
  %18 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dx__floor_divide(%17, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<32xi32>
  %20 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %21 = stablehlo.add %19, %20 : tensor<32xi32>
  %22 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dx___where_1(%10, %21, %c_4) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %23 = stablehlo.add %9, %c_2 : tensor<i32>
  %24 = stablehlo.subtract %23, %c_0 : tensor<i32>
  %25 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dx__floor_divide_2(%24, %c_2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %26 = stablehlo.subtract %c_2, %25 : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %28 = stablehlo.concatenate %22, %27, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %29 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %13, %29, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %31 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dx__cumsum_4(%28) : (tensor<33xi32>) -> tensor<33xi32>
  %32 = stablehlo.slice %31 [32:33] : (tensor<33xi32>) -> tensor<1xi32>
  %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
  %34 = stablehlo.iota dim = 0 : tensor<543xi32>
  %35 = stablehlo.subtract %33, %c_0 : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %37 = stablehlo.minimum %34, %36 : tensor<543xi32>
  %38 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
  %39 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<543x33xi32>
  %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<543x1xi32>) -> tensor<543x33xi32>
  %42 = stablehlo.compare LE, %40, %41, SIGNED : (tensor<543x33xi32>, tensor<543x33xi32>) -> tensor<543x33xi1>
  %43 = stablehlo.convert %42 : (tensor<543x33xi1>) -> tensor<543x33xi32>
  %44 = stablehlo.reduce(%43 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<543x33xi32>, tensor<i32>) -> tensor<543xi32>
  %45 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %46 = stablehlo.compare LT, %44, %45, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %47 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %48 = stablehlo.add %44, %47 : tensor<543xi32>
  %49 = stablehlo.select %46, %48, %44 : tensor<543xi1>, tensor<543xi32>
  %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %51 = "stablehlo.gather"(%30, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %52 = stablehlo.add %51, %37 : tensor<543xi32>
  %53 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %54 = stablehlo.compare LT, %44, %53, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %55 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %56 = stablehlo.add %44, %55 : tensor<543xi32>
  %57 = stablehlo.select %54, %56, %44 : tensor<543xi1>, tensor<543xi32>
  %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %59 = "stablehlo.gather"(%31, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %60 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %61 = stablehlo.compare LT, %44, %60, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %62 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %63 = stablehlo.add %44, %62 : tensor<543xi32>
  %64 = stablehlo.select %61, %63, %44 : tensor<543xi1>, tensor<543xi32>
  %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %66 = "stablehlo.gather"(%28, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %67 = stablehlo.subtract %59, %66 : tensor<543xi32>
  %68 = stablehlo.subtract %52, %67 : tensor<543xi32>
  %69 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %70 = stablehlo.concatenate %7, %69, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %71 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %72 = stablehlo.concatenate %4, %71, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %73 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %74 = stablehlo.custom_call @tpu_custom_call(%44, %68, %70, %72, %73, %arg0, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFTCQEDBQcBAwkDPwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUcDGgR+AzMB9wcPExMTFwsPDw8TEwsPCwsPDw8TGxdlhQsLDw8TDxcXCxczDw8LCwsLCw8LCwsPFxcXFxcXFxcTCwsTCxcTFxcTCw9LCxcLpQtzCwsLCwsXGwtTGwtzGwtTGxsLGw8LDxMPCw8LDw8LDw8LCw8LCw8LDwsPCw8LCw8LCwUNYWGRjU0qAgG5EwsXDxMTCxMLEwsLCxMLFwsTCwsTCxcTCxMLGwsjFwsTCwsTCwsTCxMPCxMLCxMLHxMLFwsXCxMLDxMLJxMTCxMLJxMLEwsLEwsLC1MTFx8LEwszCwsLGwsTEwsHBVlZATMPBwsfGx8fDxsHBx8fHycrJycfPzc7HyMfAgIVHx1TuwMDDcsd9QYCAwMNvx0iAyYDBUkd7/EdU80dV9MdW8oCAwMf0QVLEQ8FBU0FTx3d3xEPAR1b6wMDHxsDAzICdgMdugK+AmFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgBhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFUQVTHdfZHVnjAwMfIx1Z5x2OApICHa4CsgIFVR0WAxoDAwcuA0cyAzYDQToDEQUAEQ8VBVcFWQVbDSkFXR3FxwVfBWEFYxEBBR0mAioCHTYCOgIdUgJWAh1mAmoCHZoCngIDAw2qAgMDDcYCAwMN6gIdce4CBWUFZxEPAgwFaQEF/gJ1AQUbGx0CAwYDHUYDSgMDA4OFBWsRDy0DEYmLGY2Rk5VJlxsdmZv/nZ8FbQEH/fv7DSdhZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+AAVvIw8HMQEAAAAAAAAAHwIAAAAAAAABAAAAAAAAAAVxBXMFdQV3BXkBB6GnrQMFMaMzpQlLIw8FIQACAAAAAAAAAAQAAAAAAAADBTGpM6sJTSMPBzEBAAAAAAAAAAADAAAAAAAAAAQAAAAAAAADBTGvM7EJTyMPBSEAAgAAAAAAAIABAAAAAAAAAwUZUR1LAwUZtx1NDSsDBRlRHU8dvQEFexEBAQMDDcMRAX0FfR3JAQV/EQMBHc8BBYERDwkd1QEFgwWFHdsBBYcFiR3hAQWLHeUBBY0d6QEFjx3tAQWRBZMd8wEFlQWXI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1LmNvcmVfdHlwZTx0Yz4AI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzFdLCBbMV0sIFswXSwgWzBdLCBbMCwgMCwgMSwgMF0sIFtdLCBbXT4AHQoCAQWZAwMNEgIRAYEdVxoCHR4CAQWbAwMNXQWdHS4CAQWfBaEFox0+AgEFpR1GAkoCBacdTgIBBakFqx1aAgEFrQMDDWICEQECEAWvHW4CAQWxAwN2AnoCBbMjAQMJAAAAAB2CAoYCBbUdigIBBbcFuR2WAgEFuwW9HaICAQW/AwMfSREBQQXBHbYCAQXDBcUdwgIBBccRARAAwP8/Hc4CAQXJAwPWAl0Fyx3eAuICBc0d5gIBBc8TFQEd8gIBBdEDB3P6And5QXsBBSN1EQ8CEAXTHQoDAQXVAwdzEgN3eUF7AQUjIwXXHR4DAQXZBdsdKgMBBd0F3wXhIwEJIQEAAAABAAAAAgAAAAAAAAAjAQEBAwMNQgMlDQkAAAAABeMdTgMBBeUDB1YDAgJaA0deA0cF5wXpBesDA2YDegMF7R1xbgMdcgMBBe8jYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AAECAgMBCRf5A/oQAS0X+QOFAS0nBQIQAgwBJwUCEAIYFQECBBf5AwUBLQcLJwUCEAIMFScFAhACGAEnBQIQAhgFF/cFAhACIBMvF/cHBQIYAiATjxf3BQIQAgwBLxf3BQIQAhgVLycFAhACDBMFGQEBAQcHCQkRHR8hIwEFEQEBAQcHCQkRBQEBBREBAQEHBwkJEQcBAQEnBQIQAiATJwcFAhgCIBMnBQIYAiATBMYSBQERAYEHAwERExEBhwcDR28ZAQEBAQEBBwEHAQkBCQERAR0BHwEhASMBAwMRBQMDBwYRAwEFDxkFBxMXAwUFAxsJBgMDAwMDBwYDAwEFBx8DAzcJAwEFBzs5AwUFBSMPBiUDBQUdJRsGDwMBAycDAwcJAwEFBwcnAwUFKSsdFAcDLQkDCx0DA2oDbQMVCwZvAw0DRwMDCwUDAwMDCwUDAw0GCwMNBxdLTR8FC0UJSRdLTREABwMBBREABwMDFgIOAgMBBQcTFwMFBSEvDwYlAwUFHTEbBg8DAQMzAwMHCQMBBQcHJwMFBTU3HRQHAzkJAyNNAwMDBQMDAwMDBQMDDQYDAw0HF0dJAwMDBQMDAwMDBQMDDQYDAy0HEU1PAwMDBQMDAwMDBQMDAwMDBQMDDQYDAy8JE1NVVzsGAwMxA1kDA38+AwMNPQd/UgMDDQdRW10/Bz1iAwMNBUtfAwMLBQMDAwMLBQMDDQYLAw0HF2NlHwULRQlhF2NlEQAHAwEFEQAHAwM3CQMBBQc7OQMFBQU7DwYlAwUFHT0bBg8DAQM/AwMHCQMBBQcHJwMFBUFDHRQHA0UJA4MaAgMDNwkDAQUHOzkDBQUDRwMDXyICAwErB18pAwEFA0sDA2EJAwEtBmEDAQVNTwkGAwMDA1EHBgMDAQUJUwkGAwMDAwMHBgMDAQUJVwUHQgInAwUFVVkhBmMDBQVJWwkGAwMDAwMHBgMDAQUJXwMDZV4CAwEvB2UpAwEFYWMxA34CcgIDGQsGPQMZA2UzBz0pAxkFaWcJBgMDAwMhBwYDAwEFC20LBmcDGQNvBQdnpgIDGwVrcQkGAwMDAyEHBgMDAQUNdQsGEwMZA3cFBxMXAxsFa3kPBiUDGwVzewMDAwUDAwMDAwUDAw0GAwMLBxV/gQMDP2kDAQsGPwMLA4U1Bz8pAwsFg4cZBisDFwOJAwMVawMBCwYVAwsDjQ8GFQMLBYOPGQYrAxcDkTcH2gLSAgMNBYuTAwM1bQMVCwZvAw0DlxcGIQMNB12ZlQMDAwUDAwMDAwUDAw0GAwMNBxednxcGIQMNB32hmyMHffYCAxcDoyUGDwMlA6UnBg8DFwOnGQYrAwsDqQMDFWsDAQsGFQMLA60PBhUDCwWrryMHfQ4DAxcDoyUGDwMlA7MnBg8DFwO1GQYrAwsDtwMDQ2kDAQsGQwMLA7s5BkMDCwW5vSEGYwMLBbG/AwMLBQMDAwMLBQMDDQYLAwsHFcPFHwULRQnBFcPFEQAHAwEFEQAHFQABExEBswcDIScRAQEBAQEBBwEHAQkBCQERAQkGAwMDAwMHBgMDAQUJEQMDEQUDAwcGEQMBBQ8VBQcTFwMFBQMXAwM1CQMBFwYhAwEHGQUbAwMBCQMBFQQBBRMdExEBtQcDJS8RAQEBAQEBBwEHAQkBCQERAQkGAwMDAwMHBgMDAQUHEQMDVcEDASkGVQMBBRMVAwMRBQMDBwYRAwEFDxkFBxMXAwUFAxsDAzUJAwEXBiEDAQcdBR8DAwEJAwEVBAEHFwEhExEBuQcDFxMRAQEBAQEBBwEHAQkBCQERAQkGAwMDAwMHBgMDAQUJEQMDAQkDARUEAQUTAQYDAQUBAIYX8SMTHR0lMRspCRUNKSsZD0UxGxUJVS0XGQ0JEQsVDRcJCw0JDQkJCx0JCwcLDVUtEQ0HJRUJCw0JCQsRHR0bIyEjKS0NESULCQkLGRkZER0lFRMdDRcXJRkhFxcTFxkXGRcbOxUjDxkZGxkVFRcZIyMZFx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AGFyaXRoLmNtcGkAbWVtcmVmLmxvYWQAYXJpdGguaW5kZXhfY2FzdAB2ZWN0b3IuYnJvYWRjYXN0AHZlY3Rvci5sb2FkAGFyaXRoLmFuZGkAc2NmLnlpZWxkAGZ1bmMuZnVuYwBmdW5jLnJldHVybgBhcml0aC5zZWxlY3QAdHB1LmJpdGNhc3QAYXJpdGguZXh0dWkAc2NmLmlmAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGgub3JpAHZlY3Rvci5leHRyYWN0X3N0cmlkZWRfc2xpY2UAYXJpdGgudHJ1bmNmAGFyaXRoLmV4dGYAYXJpdGgubWluc2kAYXJpdGguc3ViaQBhcml0aC5tYXhzaQBhcml0aC5tdWxpAHRwdS5pb3RhAGFyaXRoLmFkZGkAYXJpdGguc2hsaQB0cHUuY29uY2F0ZW5hdGUAYXJpdGguc2hydWkAdmVjdG9yLnNoYXBlX2Nhc3QAdHB1Lm1hdG11bABhcml0aC5hZGRmAHZhbHVlAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAcHJlZGljYXRlAHRyYW5zZm9ybV9pbmRpY2VzAHdpbmRvd19ib3VuZHMAc3RyaWRlcwB0cmFuc2Zvcm1fMAB0cmFuc2Zvcm1fMQB0cmFuc2Zvcm1fMgBnZXQ6AGx0OgBlcToAYW5kOgBicm9hZGNhc3RfaW5fZGltOgBvZmZzZXRzAHNpemVzAHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fZ21tAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBnZXQvZ2V0AG1pbjoAbWluAGdldABsdC9sdABqaXQ6AGppdABzZWxlY3RfbjoAc2VsZWN0X24vc2VsZWN0X24AZXEAZXEvZXEAYW5kL2FuZABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAY29uZDoAY29uZABsdABzdWI6AHN1YgBvdmVyZmxvd0ZsYWdzAG1heDoAbWF4AG5lOgBuZS9uZQBvcjoAb3Ivb3IAbXVsOgBtdWwAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAYWRkOgBhZGQvYWRkAGdlOgBnZS9nZQBzaGlmdF9sZWZ0OgBzaGlmdF9sZWZ0AGJpdGNhc3RfY29udmVydF90eXBlOgBiaXRjYXN0X2NvbnZlcnRfdHlwZS9iaXRjYXN0X2NvbnZlcnRfdHlwZQBhbmQAZGltZW5zaW9uAGNvbmNhdGVuYXRlOgBjb25jYXRlbmF0ZS9jb25jYXRlbmF0ZQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0Ac2xpY2U6AHNsaWNlL3NsaWNlAHNoaWZ0X3JpZ2h0X2xvZ2ljYWw6AHNoaWZ0X3JpZ2h0X2xvZ2ljYWwAc3dhcDoAc3dhcC9zd2FwAGFkZABvcGVyYW5kU2VnbWVudFNpemVzAGRvdF9nZW5lcmFsOgBkb3RfZ2VuZXJhbC9kb3RfZ2VuZXJhbABkaW1lbnNpb25fbnVtYmVycwB0cmFuc3Bvc2VfbGhzAHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgAYnJvYWRjYXN0X2luX2RpbQA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:989855744,\0A\22flops\22:437281357824,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<262144x1024xbf16>, tensor<32x768x1024xbf16>) -> tensor<262144x384xui32>
  %75 = stablehlo.reshape %arg2 : (tensor<65536x4xi32>) -> tensor<512x512xi32>
  %76 = stablehlo.custom_call @tpu_custom_call(%75, %74) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFJCQEDBQcBAwkDNQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9A1IDtgIxAfEHDw8PEwsPDw8TDxMTE4ULExMTExMXFxcXZQ8LpQsLCw8LIwsLGw8TDxMPCw8LFxMXEwsPSwsTCwtTCw8LDwsLCxcbCwsLUxsLDw8LQw8LVUNzCw8PCw8LYxMTCw8LCwsPCxMPDwsPCw8PCw8LDwsLDwsfCw8LCwsFDV1hjYVhTQcFWVkBWxMLFw8XDxcPFwsXCxMLCxMLMwtTCxMPCxMLCxMLQxMLCxMLFxcXCxMLFwsTCwEvDx8HHwcbDxcjJysnKx8jHx8nIyMvHwsFA00C9hEfHVvTHb/BHUmtAwMLQQU/HUObHdnbHefpAwML0R3f4QMD7f8d7wICAwO9/WFmZmluZV9tYXA8KGQwLCBkMSkgLT4gKGQwLCBkMSk+AAVBAwMfmQMDH6EDAwvFAwML1wMDC+UdOgI+AgMDC1oCHV4CYgIdagJuAmFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgARLQAFQ2FmZmluZV9tYXA8KGQwLCBkMSwgZDIpIC0+IChkMCwgZDEsIGQyKT4ABUUDAQVHEQEBBUkDBx+jpUFHNQVLBU0DBR+xRzUdt7kDAwtREQEFAwMLxx1XyQVPHVfNBVEDAx92Ah1begIdggKGAgMDZWcFUxENLQMRa203b3FzdXd5ezt9f/uBgwVVAQX19Q0pBVcjDQUhAAIAAAAAAAABAAAAAAAAAAVZEQ0BBVsRDQ0FXQVfBWEBBz09hQMFh4mLjQVjCT8FZSMNBSGAAAAAAAAAAAADAAAAAAAAAwU3kTs/DSsdQ5UdlwEFZyMBBxkBAAAAAQAAAAAAAAAdnQEFaWFmZmluZV9tYXA8KCkgLT4gKCk+ACMBBxkBAAAAAgAAAAAAAAAjAQ0xAQAAAAAAAAABAAAAAQAAAAAAAAAAAAAABWsdSakdqwEFbR2vAQVvIwELKQEAAAABAAAAAQAAAAAAAAAAAAAAAwMLtREBAgwFcR27AQVzBXUFdx3DAQV5EQECEBMJAR3LAQV7Hc8BBX0RBQEd1QEFfxEBQQWBHd0BBYMFhR3jAQWHEQEQAMD/PwWJHesBBYsFjQWPI3RwdS5tZW1vcnlfc3BhY2U8YW55PgAjdHB1Lm1lbW9yeV9zcGFjZTx2bWVtPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8cGFyYWxsZWw+ACN0cHUubWVtb3J5X3NwYWNlPHNlbWFwaG9yZV9tZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUuY29yZV90eXBlPHRjPgAjYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+AB0GAgEFkQMDCw4CEQUFAwMLFgIRBQkDAwseAhEFDQMDJgJRBZMdLgIyAgWVHTYCAQWXBZkdQgIBBZsDB0oCNR9OAlICVgIFnSMBCSEBAAAAAQAAAAIAAAAAAAAABZ8jAQEBEQERBaEdZgIBBaMFpR1yAgEFpyMBBxkBAAAAAwAAAAAAAAAdfgIBBakFqx2KAgEFrQMDC5ICEQH0/z8dmgKeAgWvHaICAQWxHaoCrgIFsx2yAgEFtQECAicFAgQCDAEDJwUCBAIMCQsX9wMFLzMBAgQX9wEvnycHBQIEAgwBF/EFAhACEAEdF/EFBABAAgwBHRfzBQIEAhgJHRfzBxECBAIMATkX+QMCEAEzF/EFBQIQAR0X8QMCEAEzJwUCBAIYCRfzBwUFAgwBORfzBQUCDAEdF/EFBQIMAR0FEQEBExUXGRsLAQUFAQEFAQEBCSF0cHUuZG1hX3NlbWFwaG9yZQAEHhAFAREBYwcDAQkXEQFpBwPNJgMRAQEBARMBFQEXARkBGwELAQMDkwkDAQUHDSEDCwUPEQkGDQMPAxMDAw0JAwEFBw0jAx0HBQEXCQYNAx8DGRsFDUUHGw0VAwOnCQMBBQcHIQMLBQ8dCQYHAw8DHwMDBwkDAQUHByMDHQcFASMJBgcDHwMlHQUHSwchJw0DA02zAwEpB00bAwEFAykDAwUJAwEDAwUJAwEDAwUlAwEfBwUbAwEFLzEDAwVPAwEhFAUHLzM1BQMjSwMBBS8GXwMFA80xBl8DAQUNzwMDYQkDAQMDYY4CAwEzBpYCAwEF09E1BqYCAwEF1dcDAy8tAwEjBi8DAQXN2wMDMS0DASUGMQMBBc3fBQcNIQMLBQ8tCQYNAw8D4wMDDQkDAQUHDV0DIwkL3eHnCQYNAyUD6QUHDSMDJwcH2SsbBQ1FB+3r5ScABQMDBSUDAQMDBQkDAQMDBQkDAQMDBSUDAR8HBRsDAQU7PQMDBU8DASEUBQc7P0EFAxk3AwEFAwMvLQMBIwYvAwEFzc8DAzEtAwElBjEDAQXN0wUHByEDCwUPOQkGBwMPA9cDAwcJAwEFBwddAyMJC9HV2wkGBwMlA90DAwcJAwEFBwcjAycHB+ErHQUHSwfZ498nAAUDAwUlAwEDA1VTAwkHBlkDBwNFAwNVUwMJBwZZAwcDSQMDAxMDBQMDAxMDBQMDAxMDBQ8GAwMRCQtNT1ERBgMDAwNTAwMPJwMBBwYPAwMDVxMHDxsDAwVVWQsGFQMHA1sDAxEpAwEHBhEDAwNfFQYRAwMFVWELBhUDBwNjDQcZFwMHBUddDQcZFwMHBUtlAwMDCgIDBQMDAxMDBQMDAxMDBQ8GAwMRCQtrbW8RBgMDAwNxAwMPJwMBBwYPAwMDdRMHDxsDAwVzdwsGFQMHA3kDAxEpAwEHBhEDAwN9FQYRAwMFc38LBhUDBwOBDQcZFwMHBWd7DQcZFwMHBWmDAwMDEgIDBQMDAxMDBQMDAxMDBQ8GAwMRCQuJi40RBgMDAwOPAwMPJwMBBwYPAwMDkxMHDxsDAwWRlQsGFQMHA5cDAxEpAwEHBhEDAwObFQYRAwMFkZ0LBhUDBwOfDQcZFwMHBYWZDQcZFwMHBYehAwMDGgIDBQMDAxMDBQMDAxMDBQ8GAwMRCQunqasRBgMDAwOtAwMPJwMBBwYPAwMDsRMHDxsDAwWvswsGFQMHA7UDAxEpAwEHBhEDAwO5FQYRAwMFr7sLBhUDBwO9DQcZFwMHBaO3DQcZFwMHBaW/KwcqAiICAyEFwcMDAysTAwUDAysTAwUPBisDIQcJx8ktBStGAgnFCcfJGQABFxEBjwcDBwsFAQEBAQMDAQkDARkEAQUBAwYDAQUBAF4StxELEQsJCxEJCwkLEQkVDTEbFRELEwkLVS0XGQlFIwsNHQkLJRMTKRUdJR0dIyMhIyktCyUVIRcZEx0pDRkZGSMjIRcVGRkRFx0hGRUXFyUZFxknIyMfDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAG1vZHVsZQBhcml0aC5jb25zdGFudAB0cHUubWVtcmVmX3NsaWNlAHZlY3Rvci5icm9hZGNhc3QAdHB1Lm1lbXJlZl9zcXVlZXplAHRwdS5iaXRjYXN0AGFyaXRoLmFkZGYAdmVjdG9yLmxvYWQAdmVjdG9yLnNoYXBlX2Nhc3QAYXJpdGguc2hsaQBhcml0aC5hbmRpAGZ1bmMuZnVuYwBmdW5jLnJldHVybgB0cHUuZW5xdWV1ZV9kbWEAdHB1LndhaXRfZG1hMgBhcml0aC5hZGRpAHNjZi5mb3IAYXJpdGgucmVtc2kAYXJpdGguZGl2c2kAc2NmLnlpZWxkAGFyaXRoLm11bGkAdHB1LmNvbmNhdGVuYXRlAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGguaW5kZXhfY2FzdABtZW1yZWYubG9hZABhcml0aC5tYXhzaQBhcml0aC5taW5zaQB2YWx1ZQBvcGVyYW5kU2VnbWVudFNpemVzAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAdHJhbnNmb3JtXzIAZG1hX3N0YXJ0OgBzdHJpY3Rfb3JkZXJpbmcAZG1hX3dhaXQ6AGJyb2FkY2FzdF9pbl9kaW06AGdldDoAc3RhYmxlX21vc2FpYy52ZXJzaW9uAGRpbWVuc2lvbl9zZW1hbnRpY3MAaXRlcmF0aW9uX2JvdW5kcwBzY2FsYXJfcHJlZmV0Y2gAc2NyYXRjaF9vcGVyYW5kcwBuYW10cmFpbl9jb21iaW5lAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwB0cmFuc2Zvcm1faW5kaWNlcwB3aW5kb3dfYm91bmRzAGRtYV9zdGFydABkbWFfc3RhcnQvZG1hX3N0YXJ0AHByaW9yaXR5AGRtYV93YWl0AGRtYV93YWl0L2RtYV93YWl0AG11bDoAbXVsAG92ZXJmbG93RmxhZ3MAc2NhbjoAc2NhbgBicm9hZGNhc3RfaW5fZGltAGJyb2FkY2FzdF9pbl9kaW0vYnJvYWRjYXN0X2luX2RpbQBnZXQAc2hpZnRfbGVmdDoAc2hpZnRfbGVmdABiaXRjYXN0X2NvbnZlcnRfdHlwZToAYml0Y2FzdF9jb252ZXJ0X3R5cGUvYml0Y2FzdF9jb252ZXJ0X3R5cGUAYW5kOgBhbmQAZmFzdG1hdGgAYWRkOgBhZGQvYWRkAGRpbWVuc2lvbgBjb25jYXRlbmF0ZToAY29uY2F0ZW5hdGUvY29uY2F0ZW5hdGUAc3dhcDoAc3dhcC9zd2FwAGFkZABzdHJpZGVzAHJlbToAcmVtAGRpdjoAZGl2AGdldC9nZXQAaml0OgBqaXQAbWF4OgBtYXgvbWF4AG1pbjoAbWluL21pbgA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:603979776,\0A\22flops\22:201326592,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_combine", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<512x512xi32>, tensor<262144x384xui32>) -> tensor<65536x768xf32>
  return %76 : tensor<65536x768xf32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dx__cumsum(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dx__cumsum_0(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dx__cumsum_0(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  return %1 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dx__floor_divide(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.divide %arg0, %1 : tensor<32xi32>
  %3 = stablehlo.sign %arg0 : tensor<32xi32>
  %4 = stablehlo.sign %0 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %8 = stablehlo.remainder %arg0, %7 : tensor<32xi32>
  %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %11 = stablehlo.and %6, %10 : tensor<32xi1>
  %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %13 = stablehlo.subtract %2, %12 : tensor<32xi32>
  %14 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dx___where(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
  return %14 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dx___where(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dx___where_1(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<i32>) -> tensor<32xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32xi1>, tensor<32xi32>
  return %2 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dx__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dx___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dx___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dx__cumsum_4(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_routed_gate_up_dx__cumsum_5(%arg0) : (tensor<33xi32>) -> tensor<33xi32>
  return %0 : tensor<33xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_gate_up_dx__cumsum_5(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[32, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 33>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<33xi32>, tensor<i32>) -> tensor<33xi32>
  return %1 : tensor<33xi32>
}
